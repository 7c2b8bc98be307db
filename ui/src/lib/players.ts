// Pure helpers of the player registry screen (unit-tested without a window).
import type { Player } from "./api";

/** Players whose name, club or number contains every word of `query` (case-insensitive). */
export function filterPlayers(players: Player[], query: string): Player[] {
  const words = query.toLocaleLowerCase("de").split(/\s+/).filter(Boolean);
  if (words.length === 0) return players;
  return players.filter((p) => {
    const text = `${p.first_name} ${p.last_name} ${p.club} ${p.membership_no} ${p.number}`.toLocaleLowerCase("de");
    return words.every((w) => text.includes(w));
  });
}

/** An import error from the library ("… nothing was imported:\n  line 2, …") as a heading and rows. */
export function splitImportError(message: string): { heading: string; rows: string[] } {
  const [heading, ...rows] = message.split("\n");
  return { heading: heading ?? "", rows: rows.map((r) => r.trim()).filter(Boolean) };
}
