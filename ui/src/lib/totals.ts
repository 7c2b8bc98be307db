// The totals-only form of a score sheet (RULES.md B.4, D): a table that settled its list itself
// enters each player's sums. Skat and Schafkopf share the form and differ in what is said
// around it and in the points column: whole Spielpunkte, or the list's result in the tariff's
// unit ("−12,40" in euros). A `TotalsSheet` holds those differences; the form does the rest.
import type { SeatTotals, StandingRow, TotalsRow } from "./api";
import { formatNumber, translate, type Lang } from "./i18n";
import type { Refusal } from "./refusals";
import { amountField, formatAmount, parseAmount, totalsRefusal, type Unit } from "./schafkopf";

/** The three fields of a player's line, in the order they are checked. */
export type TotalsField = "points" | "won" | "lost";

/** A player's line as typed. */
export type TotalsFields = Record<TotalsField, string>;

/** A column of the table's result after the player's name. */
export interface ResultColumn {
  label: string;
  text: (r: StandingRow) => string;
  /** The column the ranking is by, in bold. */
  strong?: boolean;
}

/** What differs between the Skat and the Schafkopf totals form. */
export interface TotalsSheet {
  /** The sentence above the players' lines. */
  hint: string;
  /** The heads of the three columns, also the fields' labels with the player's name. */
  labels: Record<TotalsField, string>;
  /** The points field: typed as (the keyboard a phone or tablet offers), shown and read. */
  points: { inputmode: "numeric" | "decimal"; size: number; show: (n: number) => string; parse: (text: string) => number | null };
  /** The sentence for a field that holds no number it takes. */
  notNumber: (field: TotalsField, name: string, value: string) => string;
  /** A refusal of the library as the form says it (the players named, amounts in the unit). */
  refusal: (r: Refusal, seats: SeatTotals[]) => Refusal;
  /** The heading of the table's result and its columns after the name. */
  heading: string;
  columns: ResultColumn[];
  /** Amounts of money take more room than Spielpunkte. */
  wide: boolean;
}

/** Won and lost games: a whole number from 0. */
const COUNT = /^\s*\d+\s*$/;

/** The fields of the stored sums, empty for a player without any. */
export function totalsFields(seats: SeatTotals[], show: (n: number) => string): TotalsFields[] {
  return seats.map((s) => ({
    points: s.totals ? show(s.totals.points) : "",
    won: s.totals ? String(s.totals.won) : "",
    lost: s.totals ? String(s.totals.lost) : "",
  }));
}

/** A table with sums stored opens on them; one without opens game by game. */
export function totalsMode(seats: SeatTotals[]): "games" | "totals" {
  return seats.some((s) => s.totals) ? "totals" : "games";
}

/** The rows to save, or the first field (player by player, in the form's order) that holds
 * no number it takes: nothing is sent then. */
export function readTotals(
  seats: SeatTotals[],
  fields: TotalsFields[],
  parsePoints: (text: string) => number | null,
): { rows: TotalsRow[] } | { field: TotalsField; seat: SeatTotals; value: string } {
  const rows: TotalsRow[] = [];
  for (const [i, seat] of seats.entries()) {
    const f = fields[i];
    const points = parsePoints(f.points);
    if (points === null) return { field: "points", seat, value: f.points };
    for (const field of ["won", "lost"] as const) {
      if (!COUNT.test(f[field])) return { field, seat, value: f[field] };
    }
    rows.push({ player_id: seat.player_id, points, won: Number(f.won.trim()), lost: Number(f.lost.trim()) });
  }
  return { rows };
}

/** Spielpunkte as typed: a whole number, "−54" with the real minus too. */
export function parsePoints(text: string): number | null {
  return /^\s*[-−]?\d+\s*$/.test(text) ? Number(text.trim().replace("−", "-")) : null;
}

/** A refusal that names a player by number names them by name too: "7 (Gisela Krüger)" (the
 * refusal's data, never its sentence). */
export function namePlayers(r: Refusal, seats: SeatTotals[]): Refusal {
  const named = (number: string) => {
    const name = seats.find((s) => s.number === number)?.name;
    return name ? `${number} (${name})` : number;
  };
  return {
    ...r,
    value: r.field === "player_id" && r.value ? named(r.value) : r.value,
    params: typeof r.params.player === "string" ? { ...r.params, player: named(r.params.player) } : r.params,
  };
}

/** The Skat form: Spielpunkte, won and lost games; the result as the standings count it. */
export function skatTotals(lang: Lang, series: number, games: number): TotalsSheet {
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, key, values);
  const n = (v: number) => formatNumber(lang, v);
  return {
    hint: t("sheet.totals_hint", { games }),
    labels: { points: t("sheet.totals_points"), won: t("sheet.totals_won"), lost: t("sheet.totals_lost") },
    points: { inputmode: "numeric", size: 6, show: String, parse: parsePoints },
    notNumber: (field, name, value) => t("sheet.totals_number", { field: t(`sheet.totals_${field}`), name, value }),
    refusal: namePlayers,
    heading: t("sheet.totals_result", { series }),
    columns: [
      { label: t("standings.points"), text: (r) => n(r.points) },
      { label: t("standings.won"), text: (r) => String(r.won) },
      { label: t("standings.lost"), text: (r) => String(r.lost) },
      { label: t("standings.opponents_lost"), text: (r) => String(r.opponents_lost) },
      { label: t("standings.total"), text: (r) => n(r.total), strong: true },
    ],
    wide: false,
  };
}

/** The Schafkopf form: the list's result in the tariff's unit, solo games won and lost. */
export function schafkopfTotals(lang: Lang, series: number, games: number, unit: Unit): TotalsSheet {
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, key, values);
  const labels = { points: t("sk.result"), won: t("sk.solos_won"), lost: t("sk.solos_lost") };
  return {
    hint: t("sk.totals_hint", { unit: t(`sk.totals_unit.${unit}`), games }),
    labels,
    points: { inputmode: "decimal", size: 8, show: (v) => amountField(lang, unit, v), parse: (text) => parseAmount(text, unit) },
    notNumber: (field, name, value) =>
      field === "points" ? t(`sk.totals_number.${unit}`, { field: labels.points, name, value }) : t("sk.totals_count", { field: labels[field], name, value }),
    refusal: (r) => totalsRefusal(lang, r, unit, labels.points),
    heading: t("sk.totals_result", { series }),
    columns: [
      { label: labels.points, text: (r) => formatAmount(lang, unit, r.total), strong: true },
      { label: labels.won, text: (r) => String(r.won) },
      { label: labels.lost, text: (r) => String(r.lost) },
    ],
    wide: true,
  };
}
