// What a row of the score sheet shows under club rules (RULES.md C): the Kontra/Re mark, the
// Bock mark and the multiplier, the list value, and the per-seat scores of a Ramsch or a
// Bierlachs list. Every number is the engine's (SheetRow); this only picks what to show.
import type { ListStyle, SheetRow } from "./api";

/** Kontra or Re of a played game; null for neither, a passed deal and a Ramsch. */
export function kontraOf(row: SheetRow): "kontra" | "re" | null {
  const k = row.game.kontra;
  return k === "kontra" || k === "re" ? k : null;
}

/** Whether the deal was a Ramsch. */
export function isRamsch(row: SheetRow): boolean {
  return row.game.ramsch !== undefined;
}

/** The value column: what the declarer's game writes on the list (Kontra/Re and Bock in), or,
 * on a Bierlachs list, the game value the minus points come from; null without a declarer. */
export function listValue(row: SheetRow, style: ListStyle): number | null {
  if (row.declarer === null || row.passed || isRamsch(row)) return null;
  return style === "bierlachs" ? row.value : row.scores[row.declarer];
}

/** The score each seat takes from the row, where it is not just the declarer's: a Ramsch, and
 * every row of a Bierlachs list; null otherwise. */
export function seatScores(row: SheetRow, style: ListStyle): number[] | null {
  return isRamsch(row) || style === "bierlachs" ? row.scores : null;
}

/** A signed number as the list writes a change: "+48", "−96", "0". */
export function signed(n: number, format: (n: number) => string): string {
  return n > 0 ? `+${format(n)}` : format(n);
}
