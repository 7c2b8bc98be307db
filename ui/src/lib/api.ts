// The commands of the Tauri shell, typed. Errors arrive as {code, message}; the UI branches on
// `code` and shows `message`.
import { invoke } from "@tauri-apps/api/core";

export interface CommandError {
  code: "not_open" | "invalid" | "not_found" | "conflict" | "refused_file" | "storage";
  message: string;
}

export interface EventSummary {
  id: number;
  date: string;
  name: string;
}

export interface DatabaseInfo {
  path: string;
  events: EventSummary[];
}

export interface StandingRow {
  rank: number;
  player_id: number;
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
  findings: { series: number; table: number; message: string }[];
}

export interface Player {
  id: number;
  first_name: string;
  last_name: string;
  club: string;
  membership_no: string;
  active: boolean;
}

export interface PlayerForm {
  id: number | null;
  first_name: string;
  last_name: string;
  club: string;
  membership_no: string;
}

export function isCommandError(e: unknown): e is CommandError {
  return typeof e === "object" && e !== null && "code" in e && "message" in e;
}

export const api = {
  openDatabase: (path: string | null) => invoke<DatabaseInfo>("open_database", { input: { path } }),
  listEvents: () => invoke<EventSummary[]>("list_events"),
  standings: (event: number, series: number | null) => invoke<Standings>("standings", { input: { event, series } }),
  listPlayers: () => invoke<Player[]>("list_players"),
  savePlayer: (form: PlayerForm) => invoke<number>("save_player", { input: form }),
  setPlayerActive: (id: number, active: boolean) => invoke<void>("set_player_active", { input: { id, active } }),
  importPlayers: (path: string) => invoke<{ added: number; unchanged: number }>("import_players", { input: { path } }),
};
