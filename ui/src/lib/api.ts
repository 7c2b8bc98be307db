import { describeRefusals, type Refusal } from "./refusals";
import type { Lang } from "./i18n";
// The commands of the Tauri shell, typed. Errors arrive as {code, message}; the UI branches on
// `code` and shows `message`.
import { invoke } from "@tauri-apps/api/core";

export interface CommandError {
  code: "not_open" | "invalid" | "not_found" | "conflict" | "refused_file" | "storage";
  /** The library's English sentence, for logs; the UI shows `refusals` in its language. */
  message: string;
  /** What was refused, as data (code, field, value, parameters, rule; the line of an import row). */
  refusals: Refusal[];
}

export interface EventSummary {
  id: number;
  date: string;
  name: string;
}

export interface DatabaseInfo {
  path: string;
  recent: string[];
  events: EventSummary[];
}

export interface Settings {
  language: "de" | "en";
  default_rules: Rules;
  data_file: string | null;
  recent_files: string[];
}

export interface SettingsView {
  settings: Settings;
  file: string;
  open_file: string | null;
  problem: string | null;
}

export interface SeatTotals {
  /** Internal id, what the commands take. */
  player_id: number;
  /** The club's number, as shown. */
  number: string;
  name: string;
  totals: TotalsRow | null;
}

export interface TotalsRow {
  player_id: number;
  points: number;
  won: number;
  lost: number;
}

export interface StandingRow {
  rank: number;
  /** The club's player number (text: "P1000", "0701023"). */
  player_id: string;
  name: string;
  club: string;
  points: number;
  won: number;
  lost: number;
  opponents_lost: number;
  total: number;
  lot_required: boolean;
}

export interface Standings {
  series: number | null;
  rows: StandingRow[];
  findings: { series: number; table: number; finding: Refusal }[];
}

export interface Player {
  /** Internal id, what the commands take. */
  id: number;
  /** The club's number, as shown. */
  number: string;
  first_name: string;
  last_name: string;
  club: string;
  membership_no: string;
  active: boolean;
}

export interface PlayerForm {
  id: number | null;
  /** "" takes the next free number (add) or keeps it (edit). */
  number: string;
  first_name: string;
  last_name: string;
  club: string;
  membership_no: string;
}

/** The flags of RULES.md part G, as the engine serialises them. */
export interface Rules {
  ruleset: string;
  lost_multiplier: number;
  failed_announcement_levels: "ALL_UP_TO_ANNOUNCED" | "ANNOUNCED_ONLY" | "ACHIEVED_ONLY";
  null_overbid: "ISKO_3_6_2_REPLACEMENT" | "MULTIPLE_OF_23";
  overbid_cap: "NONE" | "MAX_GAME_VALUE";
  win_bonus: number;
  loss_malus: number;
  table_bonus: { "3": number; "4": number };
  dealer_gets_defender_bonus: boolean;
  series_games: { "3": number; "4": number };
  tie_break: string[];
}

export interface EventForm {
  name: string;
  kind: "tournament" | "club_evening";
  date: string;
  venue: string;
  series_count: number;
  prefer_three: boolean;
  rules: Rules;
}

export interface Seat {
  /** Internal id, what the commands take. */
  player_id: number;
  /** The club's number, as shown. */
  number: string;
  name: string;
  club: string;
}

export interface Seating {
  series: number;
  tables: Seat[][];
  /** What the last change did, coded (said with `describeRefusal`). */
  notices: Refusal[];
  draw: { seed: number; repeated_pairs: number; registered: number } | null;
}

export interface EventDetails {
  id: number;
  name: string;
  kind: "tournament" | "club_evening";
  date: string;
  venue: string;
  series_count: number;
  table_preference: "four" | "three";
  rules: Rules;
}

/** A game in the JSON form of DESIGN.md. */
export interface GameInput {
  passed?: boolean;
  contract?: "diamonds" | "hearts" | "spades" | "clubs" | "grand" | "null";
  hand?: boolean;
  ouvert?: boolean;
  announced?: "none" | "schneider" | "schwarz";
  matadors?: number;
  declarer_points?: number;
  declarer_tricks?: number;
  bid?: number;
  replacement?: { contract: "diamonds" | "hearts" | "spades" | "clubs" | "grand"; matadors: number };
  result_override?: "declarer_lost_by_rule" | "defenders_lost_by_rule" | "declarer_conceded" | "defenders_conceded";
}

export interface GameResult {
  passed?: boolean;
  won: boolean;
  overbid: boolean;
  value: number;
  score: number;
}

export interface SheetRow extends GameResult {
  number: number;
  dealer: number;
  declarer: number | null;
  game: GameInput;
  totals: number[];
}

export interface SheetView {
  player_ids: number[];
  games: number;
  report: {
    players: string[];
    games: SheetRow[];
    win_bonus: number;
    table_bonus: number;
    foot: {
      player: string;
      sum: number;
      won: number;
      lost: number;
      won_lost_points: number;
      opponents_lost: number;
      opponents_lost_points: number;
      total: number;
    }[];
  };
  findings: Refusal[];
}

export interface AuditEntry {
  action: string;
  old: string | null;
  new: string | null;
  by: string;
  at: string;
}

export function isCommandError(e: unknown): e is CommandError {
  return typeof e === "object" && e !== null && "code" in e && "message" in e;
}

/** What went wrong, in `lang`: the refusals from the catalogue, else the library's sentence. */
export function describeError(lang: Lang, e: unknown): string {
  if (!isCommandError(e)) return String(e);
  return e.refusals?.length ? describeRefusals(lang, e.refusals) : e.message;
}

export const api = {
  openDatabase: (path: string | null) => invoke<DatabaseInfo>("open_database", { input: { path } }),
  openDemo: () => invoke<DatabaseInfo>("open_demo"),
  listEvents: () => invoke<EventSummary[]>("list_events"),
  standings: (event: number, series: number | null) => invoke<Standings>("standings", { input: { event, series } }),
  defaultRules: () => invoke<Rules>("default_rules"),
  createEvent: (form: EventForm) => invoke<EventSummary>("create_event", { input: form }),
  getEvent: (event: number) => invoke<EventDetails>("get_event", { input: { event, series: null } }),
  seating: (event: number, series: number) => invoke<Seating>("seating", { input: { event, series } }),
  drawSeries: (event: number, series: number, seed: number | null) => invoke<Seating>("draw_series", { input: { event, series, seed } }),
  changeSeating: (event: number, series: number, action: "swap" | "add" | "withdraw", player: number, other: number | null) =>
    invoke<Seating>("change_seating", {
      input: { event, series, player, action: action === "swap" ? { kind: "swap", other } : { kind: action } },
    }),
  savePdf: (kind: "seating" | "sheets" | "standings", event: number, series: number | null, path: string, lang: string) =>
    invoke<string>("save_pdf", { input: { kind, event, series, path, lang } }),
  scoreGame: (event: number, game: GameInput) => invoke<GameResult>("score_game", { input: { event, game } }),
  sheet: (event: number, series: number, table: number) => invoke<SheetView>("sheet", { input: { event, series, table } }),
  saveGame: (event: number, series: number, table: number, game: number, declarer: number | null, record: GameInput, correct: boolean) =>
    invoke<GameResult>("save_game", { input: { event, series, table, game, declarer, record, correct } }),
  gameHistory: (event: number, series: number, table: number, game: number) =>
    invoke<AuditEntry[]>("game_history", { input: { event, series, table, game } }),
  checkEvent: (form: EventForm) => invoke<void>("check_event", { input: form }),
  updateEvent: (event: number, form: EventForm) => invoke<EventSummary>("update_event", { input: { event, form } }),
  deleteGame: (event: number, series: number, table: number, game: number) =>
    invoke<void>("delete_game", { input: { event, series, table, game } }),
  tableTotals: (event: number, series: number, table: number) => invoke<SeatTotals[]>("table_totals", { input: { event, series, table } }),
  saveTableTotals: (event: number, series: number, table: number, rows: TotalsRow[]) =>
    invoke<void>("save_table_totals", { input: { event, series, table, rows } }),
  saveCsv: (event: number, series: number | null, path: string, excel: boolean) =>
    invoke<string>("save_csv", { input: { event, series, path, excel } }),
  backup: (path: string) => invoke<string>("backup", { input: { path } }),
  getSettings: () => invoke<SettingsView>("get_settings"),
  saveSettings: (settings: Settings) => invoke<void>("save_settings", { input: settings }),
  listPlayers: () => invoke<Player[]>("list_players"),
  savePlayer: (form: PlayerForm) => invoke<number>("save_player", { input: form }),
  setPlayerActive: (id: number, active: boolean) => invoke<void>("set_player_active", { input: { id, active } }),
  importPlayers: (path: string) => invoke<{ added: number; unchanged: number; notices: string[] }>("import_players", { input: { path } }),
};
