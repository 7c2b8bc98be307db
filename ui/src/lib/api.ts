import { describeRefusals, message } from "./refusals";
import type { Lang } from "./i18n";
import type * as B from "./bindings";
// The commands of the Tauri shell, typed. Errors arrive as {code, message, refusals}; the UI
// branches on `code` and says `refusals` in its language.
import { invoke } from "@tauri-apps/api/core";

// The shapes are generated from the Rust types of the operations layer (ts-rs):
// ./bindings.ts, checked against the Rust types by `cargo test` (src/ops/tests.rs).
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

export function isCommandError(e: unknown): e is CommandError {
  return typeof e === "object" && e !== null && "code" in e && "message" in e;
}

/** What went wrong, in `lang`: the refusals from the catalogue, else the library's sentence. */
export function describeError(lang: Lang, e: unknown): string {
  // A string is Tauri's own refusal of the command's arguments (serde): a field of the wrong
  // kind, such as an emptied number field. It is English, so the catalogue says it instead.
  if (typeof e === "string") return message(lang, "app-invalid-input");
  if (!isCommandError(e)) return String(e);
  return e.refusals?.length ? describeRefusals(lang, e.refusals) : e.message;
}

export const api = {
  openDatabase: (path: string | null) => invoke<DatabaseInfo>("open_database", { input: { path } }),
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
  savePdf: (kind: B.ReportKind, event: number, series: number | null, path: string, lang: Lang) =>
    invoke<string>("save_pdf", { input: { kind, event, series, path, lang } }),
  scoreGame: (event: number, game: GameInput) => invoke<GameResult>("score_game", { input: { event, game } satisfies B.ScoreInput }),
  sheet: (event: number, series: number, table: number) => invoke<SheetView>("sheet", { input: { event, series, table } satisfies B.TableInput }),
  saveGame: (event: number, series: number, table: number, game: number, declarer: number | null, record: GameInput, correct: boolean) =>
    invoke<GameResult>("save_game", { input: { event, series, table, game, declarer, record, correct } satisfies B.GameEntryInput }),
  gameHistory: (event: number, series: number, table: number, game: number) =>
    invoke<AuditEntry[]>("game_history", { input: { event, series, table, game } satisfies B.GameAtInput }),
  checkEvent: (form: EventForm) => invoke<void>("check_event", { input: form }),
  updateEvent: (event: number, form: EventForm) => invoke<EventSummary>("update_event", { input: { event, form } satisfies B.EventEditInput }),
  deleteGame: (event: number, series: number, table: number, game: number) =>
    invoke<void>("delete_game", { input: { event, series, table, game } satisfies B.GameAtInput }),
  tableTotals: (event: number, series: number, table: number) => invoke<SeatTotals[]>("table_totals", { input: { event, series, table } satisfies B.TableInput }),
  saveTableTotals: (event: number, series: number, table: number, rows: TotalsRow[]) =>
    invoke<void>("save_table_totals", { input: { event, series, table, rows } satisfies B.TableTotalsInput }),
  saveCsv: (event: number, series: number | null, path: string, excel: boolean) =>
    invoke<string>("save_csv", { input: { event, series, path, excel } satisfies B.CsvInput }),
  backup: (path: string) => invoke<string>("backup", { input: { path } satisfies B.PathInput }),
  getSettings: () => invoke<SettingsView>("get_settings"),
  saveSettings: (settings: Settings) => invoke<void>("save_settings", { input: settings }),
  listPlayers: () => invoke<Player[]>("list_players"),
  savePlayer: (form: PlayerForm) => invoke<number>("save_player", { input: form }),
  setPlayerActive: (id: number, active: boolean) => invoke<void>("set_player_active", { input: { id, active } satisfies B.ActiveInput }),
  importPlayers: (path: string) => invoke<B.ImportResult>("import_players", { input: { path } satisfies B.ImportInput }),
};
