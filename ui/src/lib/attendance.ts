// Pure helpers of the Anmeldung screen (issue 21), unit-tested without a window: the registry
// as a search-as-you-type list with who is here ticked, and the table plan in words.
import type * as B from "./bindings";
import type { Player } from "./api";
import { filterPlayers } from "./players";

export type Attendance = B.Attendance;

/** A registry player as the Anmeldung list shows it: ticked when registered. */
export type Pick = { player: Player; here: boolean };

/** At most this many matches are listed; more ask for a longer search. */
export const SHOWN = 60;

/**
 * The registry players matching `query` (name, club or number), each ticked when registered:
 * the active players and every registered one (an inactive member who came anyway stays
 * visible once ticked).
 */
export function picks(registry: Player[], attendance: Attendance | null, query: string): Pick[] {
  const here = new Set((attendance?.players ?? []).map((p) => p.player_id));
  return filterPlayers(registry, query)
    .filter((p) => p.active || here.has(p.number))
    .map((player) => ({ player, here: here.has(player.number) }));
}

/** A text of the locale tables with its values. */
export type Said = { key: string; values: Record<string, number> };

/**
 * The table plan in words: the tables; then, when not everyone can be seated, how many are
 * missing and how many are too many (Schafkopf: for a multiple of 4; they sit out as
 * spectators or reserve).
 */
export function planTexts(a: Attendance): Said[] {
  const { four_tables: fours, three_tables: threes, missing, surplus } = a.plan;
  const schafkopf = a.game === "schafkopf";
  const texts: Said[] = [{ key: schafkopf ? "attendance.plan_schafkopf" : "attendance.plan", values: { fours, threes } }];
  if (missing === 0 && surplus === 0) return texts;
  if (missing > 0) {
    const key = schafkopf ? "attendance.missing_schafkopf" : "attendance.missing";
    texts.push({ key, values: { count: missing, total: a.registered + missing } });
  }
  if (surplus > 0) texts.push({ key: "attendance.surplus", values: { count: surplus, total: a.registered - surplus } });
  return texts;
}

/** Whether everyone registered gets a seat (the draw can go ahead). */
export const seatsEveryone = (a: Attendance): boolean => a.plan.missing === 0 && a.plan.surplus === 0 && a.registered > 0;
