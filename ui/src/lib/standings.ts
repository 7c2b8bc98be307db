// Pure helpers of the standings screen (unit-tested without a window).
import type { Standings } from "./api";

type Row = Standings["rows"][number];
type Progress = Standings["progress"][number];

/** "3." for a ranked player; "" for one without a result yet (rank null), who has no place. */
export function rankLabel(row: Row): string {
  return row.rank === null ? "" : `${row.rank}.`;
}

/** The first series counted whose lists are not all complete: while there is one, the
 * standings are provisional (as `Standings::provisional` in Rust). */
export function provisional(standings: Standings): Progress | null {
  return standings.progress.find((p) => p.tables === 0 || p.complete < p.tables) ?? null;
}
