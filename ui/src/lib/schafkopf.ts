// The Schafkopf screens' logic (RULES.md D): the entry line's fields ⇄ the game the engine
// reads (`SchafkopfGameInput`), the typed shortcuts of the game and suit fields, what doubles a
// game as short marks, amounts in the tariff's unit (euros or points), and a refusal said with
// the table's names. Every amount is the engine's; nothing here scores a game, and nothing
// here describes one: the library sends each row's description (`descriptions`).
import type * as B from "./bindings";
import { formatNumber, translate, type Lang } from "./i18n";
import { formatCents } from "./money";
import { message, reason, type Refusal } from "./refusals";

export type Tariff = B.Tariff;
export type Unit = B.Unit;
export type SchafkopfGame = B.SchafkopfGameInput;

/** The games, in the order the form lists them. */
export const GAMES = ["rufspiel", "solo", "wenz", "farbwenz", "geier", "bettel", "sie", "ramsch"] as const;
export type GameName = (typeof GAMES)[number];
/** The suits of the German pack. */
export const SUITS = ["eichel", "gras", "herz", "schellen"] as const;
export type Suit = (typeof SUITS)[number];
/** The Aces a Rufspiel can call: Herz is trump (D.1). */
export const CALLABLE: Suit[] = ["eichel", "gras", "schellen"];

/** The games that count Laufende (D.2), with the most their trumps allow. */
export const MAX_LAUFENDE: Partial<Record<GameName, number>> = { rufspiel: 14, solo: 14, wenz: 4, farbwenz: 11, geier: 4 };
/** The games that can be played Tout. */
export const TOUT_GAMES: GameName[] = ["solo", "wenz", "farbwenz", "geier"];

/** Whether the tariff has an entry for the game (a game it does not list is not played). */
export function allows(tariff: Tariff, game: GameName): boolean {
  return tariff[game] != null;
}

/** The games of the tariff, in the form's order. */
export function tariffGames(tariff: Tariff): GameName[] {
  return GAMES.filter((g) => allows(tariff, g));
}

// The words a scorer types in the game field, in priority order: the first that starts with
// what was typed wins, so "s" is Solo, "sa" Sauspiel, "si" Sie, "r" Rufspiel, "ra" Ramsch.
const GAME_WORDS: [string, GameName | "passed"][] = [
  ["rufspiel", "rufspiel"],
  ["ramsch", "ramsch"],
  ["solo", "solo"],
  ["sauspiel", "rufspiel"],
  ["sie", "sie"],
  ["wenz", "wenz"],
  ["farbwenz", "farbwenz"],
  ["fw", "farbwenz"],
  ["geier", "geier"],
  ["bettel", "bettel"],
  ["eingepasst", "passed"],
  ["passed", "passed"],
  ["zusammengeworfen", "passed"],
];

/** The game the keys typed in the game field pick ("R", "SA", "FW", "RA", "SIE", "Z" or "E" for a
 * passed deal), among the games the tariff has; null when they pick none. */
export function gameForKeys(typed: string, offered: readonly GameName[]): GameName | "passed" | null {
  const keys = typed.toLowerCase();
  if (keys === "") return null;
  const hit = GAME_WORDS.find(([word, game]) => word.startsWith(keys) && (game === "passed" || offered.includes(game)));
  return hit ? hit[1] : null;
}

/** The keys typed so far in the game field after `key`: the longest tail that still picks a
 * game, so "r", "a" is "ra" (Ramsch) but "w", "r" starts again at "r". */
export function nextGameKeys(before: string, key: string, offered: readonly GameName[]): string {
  const k = key.toLowerCase();
  for (let start = 0; start <= before.length; start++) {
    const keys = before.slice(start) + k;
    if (gameForKeys(keys, offered) !== null) return keys;
  }
  return "";
}

/** The suit a key picks: E(ichel), G(ras) or L(aub)/B(latt), H(erz), S(chellen); among `offered`. */
export function suitForKey(key: string, offered: readonly Suit[] = SUITS): Suit | null {
  const keys: Record<string, Suit> = { e: "eichel", g: "gras", l: "gras", b: "gras", h: "herz", s: "schellen" };
  const suit = keys[key.toLowerCase()];
  return suit && offered.includes(suit) ? suit : null;
}

/** Stoß or Retour by key: S/K/1 Stoß (Kontra), R/2 Retour (Re), 0/− neither. */
export function kontraForKey(key: string): "0" | "1" | "2" | null {
  const keys: Record<string, "0" | "1" | "2"> = { s: "1", k: "1", "1": "1", r: "2", "2": "2", "0": "0", "-": "0" };
  return keys[key.toLowerCase()] ?? null;
}

/** The entry line as typed: seats "1".."4" ("" for none), numbers as text. */
export interface SchafkopfFields {
  game: GameName | "passed" | "";
  declarer: string;
  partner: string;
  called: string;
  suit: string;
  points: string;
  tricks: string;
  laufende: string;
  tout: boolean;
  klopfer: string;
  kontra: "0" | "1" | "2";
  bock: string;
  ramschPoints: string[];
  ramschTricks: string[];
}

export function emptyFields(): SchafkopfFields {
  return {
    game: "", declarer: "", partner: "", called: "", suit: "", points: "", tricks: "", laufende: "", tout: false,
    klopfer: "", kontra: "0", bock: "", ramschPoints: ["", "", "", ""], ramschTricks: ["", "", "", ""],
  };
}

/** A number as typed; undefined for nothing, NaN for what is no number (the engine refuses it). */
function num(text: string): number | undefined {
  const t = text.trim().replace("−", "-");
  return t === "" ? undefined : /^-?\d+$/.test(t) ? Number(t) : NaN;
}

/** Which fields the game on the line has (the form shows only those). */
export function fieldsOf(f: SchafkopfFields, tariff: Tariff | null) {
  const g = f.game;
  const played = g !== "" && g !== "passed" && g !== "ramsch";
  const tout = played && TOUT_GAMES.includes(g) && tariff?.tout != null;
  const toutOn = tout && f.tout;
  const countsPoints = played && !toutOn && g !== "bettel" && g !== "sie";
  const p = num(f.points);
  return {
    declarer: played,
    partner: g === "rufspiel",
    called: g === "rufspiel",
    suit: g === "solo" || g === "farbwenz",
    points: countsPoints,
    // Tricks where they decide: Tout, Bettel, a party with 0 or 120 points (or already typed).
    tricks: played && g !== "sie" && (toutOn || g === "bettel" || (countsPoints && (p === 0 || p === 120)) || f.tricks.trim() !== ""),
    laufende: played && MAX_LAUFENDE[g] !== undefined,
    tout,
    doublings: played || g === "ramsch",
    kontra: played,
    ramsch: g === "ramsch",
  };
}

/** The game the line describes, as `score_schafkopf` reads it; fields the game does not have
 * are left out, empty ones too, so the engine names what is missing. Null: nothing typed yet. */
export function toInput(f: SchafkopfFields, tariff: Tariff | null): SchafkopfGame | null {
  if (f.game === "") return null;
  const has = fieldsOf(f, tariff);
  const seat = (s: string) => (s === "" ? null : Number(s) - 1);
  const count = (s: string) => num(s) ?? 0;
  const input: SchafkopfGame = {
    game: f.game === "passed" ? null : f.game, declarer: null, partner: null, called: null, suit: null, points: null,
    tricks: null, laufende: 0, tout: false, klopfer: 0, kontra: 0, bock: 0, ramsch_points: null, ramsch_tricks: null,
  };
  if (has.declarer) input.declarer = seat(f.declarer);
  if (has.partner) input.partner = seat(f.partner);
  if (has.called) input.called = f.called || null;
  if (has.suit) input.suit = f.suit || null;
  if (has.points) input.points = num(f.points) ?? null;
  if (has.tricks) input.tricks = num(f.tricks) ?? null;
  if (has.laufende) input.laufende = count(f.laufende);
  if (has.tout) input.tout = f.tout;
  if (has.doublings) {
    input.klopfer = count(f.klopfer);
    input.bock = count(f.bock);
  }
  if (has.kontra) input.kontra = Number(f.kontra);
  if (has.ramsch) {
    input.ramsch_points = f.ramschPoints.map(count);
    input.ramsch_tricks = f.ramschTricks.map(count);
  }
  return input;
}

/** Whether `input` can go to the engine: every number a number (a letter in a number field is
 * said at the field, not sent). */
export function badNumber(f: SchafkopfFields, tariff: Tariff | null): keyof SchafkopfFields | null {
  const has = fieldsOf(f, tariff);
  const checks: [keyof SchafkopfFields, boolean, string][] = [
    ["points", has.points, f.points],
    ["tricks", has.tricks, f.tricks],
    ["laufende", has.laufende, f.laufende],
    ["klopfer", has.doublings, f.klopfer],
    ["bock", has.doublings, f.bock],
  ];
  for (const [field, shown, text] of checks) {
    const n = num(text);
    if (shown && n !== undefined && (Number.isNaN(n) || n < 0)) return field;
  }
  if (has.ramsch) {
    const all = [...f.ramschPoints, ...f.ramschTricks].map(num);
    if (all.some((n) => n !== undefined && (Number.isNaN(n) || n < 0))) return "ramschPoints";
  }
  return null;
}

/** The line's fields for a stored game (a correction). */
export function fromInput(g: SchafkopfGame): SchafkopfFields {
  const seat = (s: number | null) => (s === null ? "" : String(s + 1));
  const text = (n: number | null) => (n === null ? "" : String(n));
  const zeroless = (n: number) => (n === 0 ? "" : String(n));
  return {
    ...emptyFields(),
    game: g.game === null ? "passed" : (g.game as GameName),
    declarer: seat(g.declarer),
    partner: seat(g.partner),
    called: g.called ?? "",
    suit: g.suit ?? "",
    points: text(g.points),
    tricks: text(g.tricks),
    laufende: zeroless(g.laufende),
    tout: g.tout,
    klopfer: zeroless(g.klopfer),
    kontra: String(Math.min(2, g.kontra)) as "0" | "1" | "2",
    bock: zeroless(g.bock),
    ramschPoints: g.ramsch_points ? g.ramsch_points.map(String) : ["", "", "", ""],
    ramschTricks: g.ramsch_tricks ? g.ramsch_tricks.map(String) : ["", "", "", ""],
  };
}

type T = (key: string, values?: Record<string, string | number>) => string;

/** What doubles or adds to the game, as short marks: "3 Laufende", "Klopfer", "Stoß", "Bock". */
export function gameMarks(t: T, g: SchafkopfGame): string[] {
  const marks: string[] = [];
  if (g.laufende > 0) marks.push(t("sk.mark.laufende", { count: g.laufende }));
  if (g.klopfer > 0) marks.push(g.klopfer === 1 ? t("sk.mark.klopfer") : t("sk.mark.klopfer_n", { count: g.klopfer }));
  if (g.kontra === 1) marks.push(t("sk.mark.stoss"));
  if (g.kontra >= 2) marks.push(t("sk.mark.retour"));
  if (g.bock > 0) marks.push(g.bock === 1 ? t("sk.mark.bock") : t("sk.mark.bock_n", { count: g.bock }));
  return marks;
}

/** An amount in the tariff's unit: euros for a cent tariff ("1,20 €"), else points ("12");
 * `signed` writes "+0,30 €" / "−0,30 €" / "+2". */
export function formatAmount(lang: Lang, unit: Unit, n: number, signed = false): string {
  const text = unit === "cent" ? formatCents(lang, n) : formatNumber(lang, n);
  return signed && n > 0 ? `+${text}` : text;
}

/** An amount as the totals form shows it for editing: "−12,40" (euros) or "−12" (points). */
export function amountField(lang: Lang, unit: Unit, n: number): string {
  if (unit === "point") return String(n).replace("-", "−");
  const euros = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  return euros.format(n / 100).replace("-", "−");
}

/** An amount as typed in the totals form: euros with a comma or point for a cent tariff
 * ("−12,40", "3,5", "+2") in cents, whole points otherwise; null for anything else. */
export function parseAmount(text: string, unit: Unit): number | null {
  const t = text.trim().replace(/€|\s/g, "").replace("−", "-");
  if (unit === "point") return /^[-+]?\d{1,7}$/.test(t) ? Number(t) : null;
  const m = /^([-+]?)(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] === "-" ? -cents : cents;
}

/** The form's label of an engine field ("points" → "Augen"); a Ramsch's `tricks[2]` names the
 * seat's player: "Stiche (Clara Bauer)". */
export function fieldName(t: T, field: string, names: string[]): string {
  const m = /^(points|tricks)\[(\d+)\]$/.exec(field);
  if (m) return `${t(`sk.field.${m[1]}`)} (${names[Number(m[2])] ?? Number(m[2]) + 1})`;
  const key = `sk.field.${field}`;
  const label = t(key);
  return label === key ? field : label;
}

/** A refusal of a Schafkopf game in the user's language, with the table's names: seats as
 * players, suits and games as the form names them. */
export function describeSchafkopfRefusal(lang: Lang, r: Refusal, names: string[]): string {
  const t: T = (key, values = {}) => translate(lang, key, values);
  const params = { ...r.params };
  const sentence = reason(lang, { ...r, params });
  if (r.field == null) return sentence;
  const raw = r.value?.replace(/^"|"$/g, "") ?? null;
  let value = raw ?? message(lang, "value-missing");
  if (raw !== null && (r.field === "declarer" || r.field === "partner") && /^\d$/.test(raw)) value = names[Number(raw)] ?? raw;
  else if (raw !== null && (SUITS as readonly string[]).includes(raw)) value = t(`sk.suit.${raw}`);
  else if (raw !== null && r.field === "game" && (GAMES as readonly string[]).includes(raw)) value = t(`sk.game.${raw}`);
  else if (raw === "true") value = t("sk.yes");
  return message(lang, "refusal-field", { field: fieldName(t, r.field, names), value, sentence });
}

/** The line's field a refusal concerns, for marking it (a Ramsch's `tricks[2]` → its input). */
export function refusedField(r: Refusal | null, game: SchafkopfFields["game"]): string | null {
  if (!r?.field) return null;
  const m = /^(points|tricks)\[(\d+)\]$/.exec(r.field);
  if (m) return `ramsch-${m[1]}-${Number(m[2]) + 1}`;
  if (game === "ramsch" && (r.field === "points" || r.field === "tricks")) return `ramsch-${r.field}`;
  return r.field;
}

// ---- Tariffs ----

/** The game classes of a tariff table, in its row order. */
export const TARIFF_ROWS = ["rufspiel", "solo", "wenz", "farbwenz", "geier", "bettel", "tout", "sie", "ramsch"] as const;
export type TariffRow = (typeof TARIFF_ROWS)[number];
export const CLASS_ROWS: TariffRow[] = ["rufspiel", "solo", "wenz", "farbwenz", "geier"];

/** What a class starts with when it is switched on, in the tariff's unit. */
export function defaultEntry(row: TariffRow, unit: Unit): NonNullable<Tariff[TariffRow]> {
  const cent = unit === "cent";
  const step = cent ? 10 : 1;
  const solo = cent ? 50 : 2;
  switch (row) {
    case "rufspiel":
      return { base: cent ? 10 : 1, schneider: step, schwarz: step, laufender: step, laufende_min: 3 };
    case "solo":
    case "farbwenz":
      return { base: solo, schneider: step, schwarz: step, laufender: step, laufende_min: 3 };
    case "wenz":
    case "geier":
      return { base: solo, schneider: step, schwarz: step, laufender: step, laufende_min: 2 };
    case "bettel":
      return { base: cent ? 30 : 1 };
    case "tout":
      return { multiplier: 2 };
    case "sie":
      return { base: cent ? 400 : 14 };
    case "ramsch":
      return { base: cent ? 20 : 1, jungfrau_multiplier: 2 };
  }
}

/** A copy of the tariff with every class as the table edits it (a custom tariff). */
export function copyTariff(tariff: Tariff): Tariff {
  return JSON.parse(JSON.stringify(tariff)) as Tariff;
}

/** The tariff with `row` switched on (its last values, else the defaults) or off. */
export function toggleRow(tariff: Tariff, row: TariffRow, on: boolean, last?: Tariff[TariffRow]): Tariff {
  const entry = on ? (last ?? defaultEntry(row, tariff.unit)) : null;
  return { ...tariff, [row]: entry };
}

/** The tariff row and column of a refused tariff field (`solo.base` → ["solo", "base"]). */
export function tariffCell(field: string | null | undefined): [TariffRow, string] | null {
  const m = /^(?:tariff\.)?(\w+)\.(\w+)$/.exec(field ?? "");
  if (!m || !(TARIFF_ROWS as readonly string[]).includes(m[1])) return null;
  return [m[1] as TariffRow, m[2]];
}

/** The first amount of a custom tariff left empty (or not a number) as the library names the
 * field (`tariff.solo.base`), or null: the form says it at its cell instead of sending it. */
export function emptyTariffCell(tariff: Tariff | null | undefined): string | null {
  if (!tariff) return null;
  for (const row of TARIFF_ROWS) {
    const entry = (tariff as Record<string, unknown>)[row];
    if (entry === null || entry === undefined || typeof entry !== "object") continue;
    for (const [col, value] of Object.entries(entry as Record<string, unknown>)) {
      if (typeof value !== "number" || !Number.isFinite(value)) return `tariff.${row}.${col}`;
    }
  }
  return null;
}

/** The Tout entry's kind: the underlying game times a factor, or its own amounts. */
export function toutKind(tout: Tariff["tout"]): "multiplier" | "fixed" | null {
  if (!tout) return null;
  return "multiplier" in tout ? "multiplier" : "fixed";
}

/** A refusal of the totals form as the form says it: the result's field by its label and its
 * amounts (the library sends cents) in euros or points, as they were typed. The sum of a table
 * that does not add up comes with its unit (`{ $sum } { $unit }`): cents are said as euros. */
export function totalsRefusal(lang: Lang, r: Refusal, unit: Unit, label: string): Refusal {
  if (r.field !== "points") return r;
  const amount = (v: string | number) => (/^-?\d+$/.test(String(v)) ? formatAmount(lang, unit, Number(v)) : String(v));
  const params = { ...r.params };
  if (typeof params.sum === "number" && unit === "cent") {
    params.sum = amountField(lang, unit, params.sum);
    params.unit = { term: "schafkopf-unit-euro" };
  } else if (typeof params.sum === "number") params.sum = amount(params.sum);
  return { ...r, field: label, value: r.value === null ? null : amount(r.value), params };
}
