// Pure helpers of the seating screen (unit-tested without a window).
import type { Seat } from "./api";
import { compareNames } from "./collation";

export interface PlacedSeat extends Seat {
  table: number;
  seat: number;
}

/** Every seat with its table and seat number, alphabetically (German order) by last name, then
 * first name. */
export function byName(tables: Seat[][]): PlacedSeat[] {
  const placed = tables.flatMap((table, t) => table.map((s, i) => ({ ...s, table: t + 1, seat: i + 1 })));
  const key = (s: Seat) => {
    const parts = s.name.split(" ");
    return `${parts.slice(1).join(" ")} ${parts[0]}`;
  };
  return placed.sort((a, b) => compareNames(key(a), key(b)) || a.player_id - b.player_id);
}
