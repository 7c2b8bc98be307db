import { describeRefusals, message } from "./refusals";
import type { Lang } from "./i18n";
import type * as B from "./bindings";
// The commands of the Tauri shell, typed. Errors arrive as {code, refusals}; the UI branches on
// `code` and says `refusals` in its language (the error carries no sentence of its own).
import { invoke } from "@tauri-apps/api/core";

// The shapes are generated from the Rust types of the operations layer (ts-rs):
// ./bindings.ts, checked against the Rust types by `cargo test` (src/tests.rs).
export type CommandError = B.Error;
export type EventSummary = B.EventSummary;
export type DatabaseInfo = B.DatabaseInfo;
export type Settings = B.Settings;
export type SettingsView = B.SettingsDto;
export type SeatTotals = B.SeatTotalsDto;
export type TotalsRow = B.TotalsDto;
export type StandingRow = B.StandingRow;
export type Standings = B.Standings;
export type Player = B.PlayerDto;
export type PlayerForm = B.PlayerInput;
export type Rules = B.Rules;
export type EventForm = B.EventInput;
export type Seat = B.SeatDto;
export type Seating = B.SeatingDto;
export type EventDetails = B.Event;
export type GameInput = B.GameInput;
export type GameResult = B.GameResult;
export type SheetRow = B.SheetRow;
export type SheetView = B.SheetDto;
export type AuditEntry = B.AuditEntry;
/** A change of a game with the game it left, described by the library. */
export type GameChange = B.GameChange;
export type Lineup = B.Lineup;
export type Season = B.Season;
export type SeasonSettings = B.SeasonSettings;
export type SeasonStandings = B.SeasonStandings;
export type SeasonRow = B.SeasonRow;
export type CashBook = B.CashBook;
export type CashRow = B.CashRow;
export type Fees = B.Fees;
export type Payment = B.Payment;
export type PaymentChange = B.PaymentChange;
export type League = B.League;
export type NewLeague = B.NewLeague;
export type LeagueView = B.LeagueView;
export type LeagueTableRow = B.TableRow;
export type Matchday = B.Matchday;
export type TeamForm = B.TeamInput;
export type TeamsImport = B.TeamsImport;
export type MatchReport = B.MatchReport;
export type ClubReport = B.ClubReport;
export type ReportFormat = B.ReportFormat;
export type ListStyle = B.ListStyle;
export type BockTrigger = B.BockTrigger;
export type MoneyReport = B.MoneyReport;
export type MoneyTable = B.MoneyTable;
export type Settlement = B.Settlement;
export type CardGame = B.CardGame;
export type Tariff = B.Tariff;
export type TariffDto = B.TariffDto;
export type Outcome = B.Outcome;
export type SchafkopfGame = B.SchafkopfGameInput;
export type SchafkopfSheet = B.SchafkopfSheetDto;
export type HubInfo = B.HubInfo;
export type HubView = B.HubView;
export type HubStatus = B.HubStatus;
export type TableProgress = B.TableProgress;
export type HubConflict = B.HubConflict;
export type TableToken = B.TableToken;

// The Preisskat's Rangliste and prizes (issue 22).
export type RankingStandings = B.RankingStandings;
export type RankingRow = B.RankingRow;
export type Who = B.Who;
export type RecordedLot = B.RecordedLot;
export type Prizes = B.Prizes;
export type PotRow = B.PotRow;
export type PlaceRow = B.PlaceRow;
export type PayoutRow = B.PayoutRow;
export type PrizePayout = B.PrizePayout;
/** What the Rangliste and the prize lists read of the event's prize file (`B.PrizeFile`): its
 * rankings' ids and names, in the file's order. */
export type PrizeFileView = { rankings: Pick<B.RankingSpec, "id" | "name">[] };

export function isCommandError(e: unknown): e is CommandError {
  return typeof e === "object" && e !== null && "code" in e && "refusals" in e && Array.isArray(e.refusals);
}

/** What went wrong, in `lang`: the refusals from the catalogue (every error carries one; without
 * any, its kind is all there is to say). */
export function describeError(lang: Lang, e: unknown): string {
  // A string is Tauri's own refusal of the command's arguments (serde): a field of the wrong
  // kind, such as an emptied number field. It is English, so the catalogue says it instead.
  if (typeof e === "string") return message(lang, "app-invalid-input");
  if (!isCommandError(e)) return String(e);
  return e.refusals.length ? describeRefusals(lang, e.refusals) : e.code;
}

export const api = {
  openDatabase: (path: string | null) => invoke<DatabaseInfo>("open_database", { input: { path } }),
  openDefault: () => invoke<DatabaseInfo>("open_default_database"),
  openDemo: () => invoke<DatabaseInfo>("open_demo"),
  listEvents: () => invoke<EventSummary[]>("list_events"),
  standings: (event: number, series: number | null) => invoke<Standings>("standings", { input: { event, series } satisfies B.StandingsInput }),
  defaultRules: () => invoke<Rules>("default_rules"),
  createEvent: (form: EventForm) => invoke<EventSummary>("create_event", { input: form }),
  getEvent: (event: number) => invoke<EventDetails>("get_event", { input: { event, series: null } }),
  seating: (event: number, series: number) => invoke<Seating>("seating", { input: { event, series } satisfies B.SeriesInput }),
  drawSeries: (event: number, series: number, seed: number | null) => invoke<Seating>("draw_series", { input: { event, series, seed } satisfies B.DrawInput }),
  changeSeating: (event: number, series: number, action: "swap" | "add" | "withdraw", player: number, other: number | null) =>
    invoke<Seating>("change_seating", {
      input: { event, series, player, action: action === "swap" ? { kind: "swap", other } : { kind: action } },
    }),
  // `table`: one table's list (`sheets` pre-filled, `sheet` finished); every table without it.
  savePdf: (kind: B.ReportKind, event: number, series: number | null, path: string, lang: Lang, table?: number) =>
    invoke<string>("save_pdf", { input: { kind, event, series, path, lang, ...(table === undefined ? {} : { table }) } satisfies B.PdfInput }),
  scoreGame: (event: number, game: GameInput) => invoke<GameResult>("score_game", { input: { event, game } satisfies B.ScoreInput }),
  sheet: (event: number, series: number, table: number) => invoke<SheetView>("sheet", { input: { event, series, table } satisfies B.TableInput }),
  // `baseVersion`: the version of the game a correction was made on (`SheetView.versions`); a
  // game changed since (at a table's phone) refuses it with the kind `conflict`.
  saveGame: (event: number, series: number, table: number, game: number, declarer: number | null, record: GameInput, correct: boolean, baseVersion: number | null = null) =>
    invoke<GameResult>("save_game", { input: { event, series, table, game, declarer, record, correct, base_version: baseVersion } satisfies B.GameEntryInput }),
  gameHistory: (event: number, series: number, table: number, game: number) =>
    invoke<GameChange[]>("game_history", { input: { event, series, table, game } satisfies B.GameAtInput }),
  checkEvent: (form: EventForm) => invoke<void>("check_event", { input: form }),
  updateEvent: (event: number, form: EventForm) => invoke<EventSummary>("update_event", { input: { event, form } satisfies B.EventEditInput }),
  deleteGame: (event: number, series: number, table: number, game: number) =>
    invoke<void>("delete_game", { input: { event, series, table, game } satisfies B.GameAtInput }),
  tableTotals: (event: number, series: number, table: number) => invoke<SeatTotals[]>("table_totals", { input: { event, series, table } satisfies B.TableInput }),
  saveTableTotals: (event: number, series: number, table: number, rows: TotalsRow[]) =>
    invoke<void>("save_table_totals", { input: { event, series, table, rows } satisfies B.TableTotalsInput }),
  saveCsv: (event: number, series: number | null, path: string, excel: boolean, lang: Lang) =>
    invoke<string>("save_csv", { input: { event, series, path, excel, lang } satisfies B.CsvInput }),
  backup: (path: string) => invoke<string>("backup", { input: { path } satisfies B.PathInput }),
  getSettings: () => invoke<SettingsView>("get_settings"),
  saveSettings: (settings: Settings) => invoke<void>("save_settings", { input: settings }),
  listPlayers: () => invoke<Player[]>("list_players"),
  savePlayer: (form: PlayerForm) => invoke<number>("save_player", { input: form }),
  setPlayerActive: (id: number, active: boolean) => invoke<void>("set_player_active", { input: { id, active } satisfies B.ActiveInput }),
  previewPlayerImport: (path: string) => invoke<B.ImportPreview>("preview_player_import", { input: { path } satisfies B.ImportInput }),
  importPlayersMapped: (path: string, header: boolean, columns: (string | null)[]) =>
    invoke<B.ImportResult>("import_players_mapped", { input: { path, header, columns } satisfies B.ImportMappingInput }),
  importPlayers: (path: string) => invoke<B.ImportResult>("import_players", { input: { path } satisfies B.ImportInput }),

  // Seasons, the cash book and leagues (issue 10).
  listSeasons: () => invoke<Season[]>("list_seasons"),
  createSeason: (settings: SeasonSettings) => invoke<Season>("create_season", { input: settings }),
  updateSeason: (season: number, settings: SeasonSettings) =>
    invoke<Season>("update_season", { input: { season, settings } satisfies B.SeasonEditInput }),
  addSeasonEvents: (season: number, events: number[]) =>
    invoke<SeasonStandings>("add_season_events", { input: { season, events } satisfies B.SeasonEventsInput }),
  removeSeasonEvents: (season: number, events: number[]) =>
    invoke<SeasonStandings>("remove_season_events", { input: { season, events } satisfies B.SeasonEventsInput }),
  seasonStandings: (season: number) => invoke<SeasonStandings>("season_standings", { input: { season } satisfies B.SeasonInput }),
  // Anmeldung: who plays tonight (issue 21).
  attendance: (event: number) => invoke<B.Attendance>("attendance", { input: { event } satisfies B.AttendanceInput }),
  registerPlayers: (event: number, players: string[]) =>
    invoke<B.Attendance>("register_players", { input: { event, players } satisfies B.RegistrationInput }),
  unregisterPlayers: (event: number, players: string[]) =>
    invoke<B.Attendance>("unregister_players", { input: { event, players } satisfies B.RegistrationInput }),
  addGuest: (event: number, first_name: string, last_name: string, club: string) =>
    invoke<B.Attendance>("add_guest", { input: { event, first_name, last_name, club } satisfies B.GuestInput }),
  cashBook: (event: number) => invoke<CashBook>("cash_book", { input: { event } satisfies B.CashEventInput }),
  setFees: (event: number, fees: Fees | null) => invoke<CashBook>("set_fees", { input: { event, fees } satisfies B.FeesInput }),
  recordPayment: (event: number, player: string, cents: number) =>
    invoke<CashBook>("record_payment", { input: { event, player, cents } satisfies B.PaymentInput }),
  changePayment: (event: number, payment: number, cents: number | null) =>
    invoke<CashBook>("change_payment", { input: { event, payment, cents } satisfies B.PaymentEditInput }),
  paymentHistory: (event: number) => invoke<PaymentChange[]>("payment_history", { input: { event } satisfies B.CashEventInput }),
  seasonCash: (season: number) => invoke<CashRow[]>("season_cash", { input: { season } satisfies B.SeasonInput }),
  listLeagues: () => invoke<League[]>("list_leagues"),
  createLeague: (form: NewLeague) => invoke<League>("create_league", { input: form }),
  leagueView: (league: number, afterDay: number | null) =>
    invoke<LeagueView>("league_view", { input: { league, after_day: afterDay } satisfies B.LeagueInput }),
  importTeams: (league: number, path: string) => invoke<TeamsImport>("import_teams", { input: { league, path } }),
  saveTeam: (form: TeamForm) => invoke<TeamsImport>("save_team", { input: form }),
  createMatchday: (league: number, group: string, day: number, date: string, venue: string) =>
    invoke<Matchday>("create_matchday", { input: { league, group, day, date, venue } satisfies B.MatchdayInput }),
  setLineup: (event: number, series: number, team: string, players: string[], absent: boolean) =>
    invoke<void>("set_lineup", { input: { event, series, team, players, absent } satisfies B.LineupInput }),
  lineups: (event: number) => invoke<B.Lineup[]>("lineups", { input: { event } satisfies B.MatchReportInput }),
  matchReport: (event: number) => invoke<MatchReport>("match_report", { input: { event } satisfies B.MatchReportInput }),
  saveClubReport: (report: ClubReport, format: ReportFormat, lang: Lang, path: string) =>
    invoke<string>("save_club_report", { input: { ...({ report, format, lang } satisfies B.ClubReportInput), path } }),

  // The money of a club evening (issue 11).
  money: (event: number, series: number | null) => invoke<MoneyReport>("money", { input: { event, series } satisfies B.MoneyInput }),
  saveMoneyReport: (event: number, series: number | null, format: ReportFormat, lang: Lang, path: string) =>
    invoke<string>("save_money_report", { input: { ...({ event, series, format, lang } satisfies B.MoneyReportInput), path } }),

  // Schafkopf (issue 11): the tariffs, a game scored while typed, a table's list.
  tariffPresets: () => invoke<TariffDto[]>("tariff_presets"),
  eventTariff: (event: number) => invoke<TariffDto | null>("event_tariff", { input: { event, series: null } satisfies B.StandingsInput }),
  scoreSchafkopf: (event: number, game: SchafkopfGame) =>
    invoke<Outcome>("score_schafkopf", { input: { event, game } satisfies B.SchafkopfScoreInput }),
  schafkopfSheet: (event: number, series: number, table: number) =>
    invoke<SchafkopfSheet>("schafkopf_sheet", { input: { event, series, table } satisfies B.TableInput }),
  saveSchafkopfGame: (event: number, series: number, table: number, game: number, record: SchafkopfGame, correct: boolean, baseVersion: number | null = null) =>
    invoke<Outcome>("save_schafkopf_game", { input: { event, series, table, game, record, correct, base_version: baseVersion } satisfies B.SchafkopfEntryInput }),

  // The table hub (issue 12): started from the desk on an address the organizer picks; the
  // tables' progress, last contact and conflicts; the access of each table.
  // The association server (issue 23): server and token file in the settings, the linked
  // leagues' match days, pull, push, publish, and the follow mode that publishes after changes.
  associationSettings: () => invoke<B.AssociationSettings>("association_settings"),
  saveAssociation: (server: string, tokenFile: string) => invoke<B.AssociationSettings>("save_association", { server, tokenFile }),
  associationOverview: () => invoke<B.AssociationOverview>("association_overview"),
  associationPull: (server: B.AssociationInput, league: number) =>
    invoke<B.Pulled>("association_pull", { input: { server, league } satisfies B.AssociationPullInput }),
  associationPush: (server: B.AssociationInput, event: number) =>
    invoke<B.PushAccepted>("association_push", { input: { server, event } satisfies B.AssociationPushInput }),
  associationPublish: (server: B.AssociationInput, event: number, slug: string) =>
    invoke<B.Published>("association_publish", { input: { server, event, slug } satisfies B.AssociationPublishInput }),
  followStatus: () => invoke<B.FollowStatus>("follow_status"),
  followStart: (server: B.AssociationInput, event: number, slug: string) =>
    invoke<B.FollowStatus>("follow_start", { input: { server, event, slug } satisfies B.AssociationPublishInput }),
  followStop: () => invoke<B.FollowStatus>("follow_stop"),
  hubAddresses: () => invoke<string[]>("hub_addresses"),
  hubStart: (event: number, listen: string) => invoke<HubInfo>("hub_start", { input: { event, listen } satisfies B.HubStartInput }),
  hubStop: () => invoke<void>("hub_stop"),
  hubView: () => invoke<HubView | null>("hub_view"),
  hubTokens: (event: number, series: number, urlBase: string | null) =>
    invoke<TableToken[]>("hub_tokens", { input: { event, series, url_base: urlBase } satisfies B.HubTokensInput }),
  hubRevoke: (event: number, series: number, table: number) => invoke<boolean>("hub_revoke", { input: { event, series, table } satisfies B.TableInput }),
  saveHubCards: (event: number, series: number, urlBase: string, lang: Lang, path: string) =>
    invoke<string>("save_hub_cards", { input: { event, series, url_base: urlBase, lang, path } satisfies B.HubCardsInput }),

  // The Preisskat (issue 22): the prize file of "Wertungen & Preise" with its live preview, the
  // teams of the team rankings, the draw by score with mates apart.
  prizeFile: (event: number) => invoke<B.PrizeFile | null>("prize_file", { input: { event, series: null } satisfies B.StandingsInput }),
  setPrizeFile: (event: number, text: string) => invoke<B.PrizeFile>("set_prize_file", { input: { event, text } satisfies B.PrizeFileInput }),
  previewPrizes: (event: number, text: string, entrants: number | null) =>
    invoke<B.PrizePreview>("preview_prizes", { input: { event, text, entrants } satisfies B.PrizePreviewInput }),
  prizeTeams: (event: number) => invoke<B.PrizeTeam[]>("prize_teams", { input: { event, series: null } satisfies B.StandingsInput }),
  previewPrizeTeams: (event: number, path: string) => invoke<B.PrizeTeam[]>("preview_prize_teams", { input: { event, path } satisfies B.PrizeTeamsInput }),
  importPrizeTeams: (event: number, path: string) => invoke<number>("import_prize_teams", { input: { event, path } satisfies B.PrizeTeamsInput }),
  drawPreisskat: (event: number, series: number, seeded: boolean, apart: B.Apart | null, seed: number | null) =>
    invoke<B.PreisskatDraw>("draw_preisskat", { input: { event, series, seeded, apart, seed } satisfies B.PreisskatDrawInput }),
  // The prize list and the cashier's payout list as PDF into the chosen file.
  savePrizeList: (event: number, path: string, lang: Lang) => invoke<string>("save_prize_list", { input: { event, path, lang } satisfies B.PrizePdfInput }),
  savePayoutList: (event: number, path: string, lang: Lang) => invoke<string>("save_payout_list", { input: { event, path, lang } satisfies B.PrizePdfInput }),
  // The Preisskat (issue 22): one ranking of the prize file with its lots, a lot
  // recorded, the pots, places and payouts.
  rankingStandings: (event: number, ranking: string) => invoke<RankingStandings>("ranking_standings", { event, ranking }),
  recordLot: (event: number, ranking: string, order: string[]) => invoke<RankingStandings>("record_lot", { event, ranking, order }),
  eventPrizes: (event: number) => invoke<Prizes>("event_prizes", { event }),
  // The Kasse's payouts: `recipient` as `recipientOf` (lib/rankings) names it.
  prizePayouts: (event: number) => invoke<PrizePayout[]>("prize_payouts", { event }),
  payPrize: (event: number, recipient: string, withdraw: boolean) =>
    invoke<B.PayoutDone>("pay_prize", { input: { event, recipient, withdraw } satisfies B.PayoutInput }),
};
