// Pure helpers of the Preisskat's Rangliste, lot dialog and prize lists (issue 22; RULES.md
// H.1–H.4), unit-tested without a window.
import { formatNumber, type Lang } from "./i18n";
import { formatCents } from "./money";
import { formatAmount, type Unit } from "./schafkopf";
import type { PayoutRow, PlaceRow, PrizeFileView, RankingRow, Who } from "./api";

/** "2." for a ranked row, "2.=" for a row whose group still needs a lot (as the CLI's text
 * table), "" for a club with too few players (rank null: it has no place). */
export function rankingRankLabel(row: RankingRow): string {
  if (row.rank === null) return "";
  return row.lot_required ? `${row.rank}.=` : `${row.rank}.`;
}

/** The number or name that names a row in a lot: a player's number, a team's or club's name. */
export function whoKey(who: Who): string {
  if ("player_id" in who) return who.player_id;
  if ("team" in who) return who.team;
  return who.club;
}

/** How `cash payout` names a recipient without doubt: `player:P5`, `team:T1`, `club:SC Pik As`
 * (a team may be named like a player's number). */
export function recipientOf(who: Who): string {
  const kind = whoKind(who);
  return `${kind === "player_id" ? "player" : kind}:${whoKey(who)}`;
}

/** A row, a place or a payout is about a player, a team or a club. */
export function whoKind(who: Who): "player_id" | "team" | "club" {
  if ("player_id" in who) return "player_id";
  return "team" in who ? "team" : "club";
}

/** The groups that still need a lot: rows tied on one rank with `lot_required`, first place
 * first. A ranking may have several (2.= and 5.=); each is recorded on its own (H.3.1). */
export function lotGroups(rows: RankingRow[]): RankingRow[][] {
  const groups = new Map<number, RankingRow[]>();
  for (const row of rows) {
    if (!row.lot_required || row.rank === null) continue;
    groups.set(row.rank, [...(groups.get(row.rank) ?? []), row]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

/** `list` with the item at `index` moved by `delta` places (−1 up, +1 down); a move past
 * either end leaves the list as it is. A new array: the dialog's order is state. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item);
  return out;
}

/** `list` with the item at `from` put at `to` (a drop onto another row); out of range: as it is. */
export function dropItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  return moveItem(list, from, to - from);
}

/** A team's or club's members as a line: "P1, P5"; "" for a player's row. */
export function membersText(row: RankingRow): string {
  return (row.members ?? []).join(", ");
}

/** A ranking's name in the prize file; its id when the file does not know it. */
export function rankingName(file: PrizeFileView | null, id: string): string {
  return file?.rankings.find((r) => r.id === id)?.name ?? id;
}

/** An amount of a prize: the cents in `lang`; "" for a prize of goods only (its 0 cents would
 * read as a prize of nothing). */
export function prizeAmount(lang: Lang, cents: number | null, goods: boolean): string {
  if (cents === null || (cents === 0 && goods)) return "";
  return formatCents(lang, cents);
}

/** A prize place's amount as the list shows it: `pending` while the group's lot is
 * outstanding, else as [`prizeAmount`]. */
export function placeAmount(lang: Lang, place: PlaceRow, pending: string): string {
  return place.pending_lot ? pending : prizeAmount(lang, place.cents, place.goods !== null);
}

/** The payout of one player (by number) in the cashier's list, if they won anything. */
export function payoutOf(payouts: PayoutRow[], player: string): PayoutRow | null {
  return payouts.find((p) => "player_id" in p && p.player_id === player) ?? null;
}

/** A ranking row's total as its game counts it: Skat's tournament points; a Preisschafkopf's
 * list result in the tariff's unit (euros or points, D.4), "" until the unit is known (cents
 * are not points). */
export function rankingTotal(lang: Lang, total: number, schafkopf: boolean, unit: Unit | null): string {
  if (!schafkopf) return formatNumber(lang, total);
  return unit === null ? "" : formatAmount(lang, unit, total);
}
