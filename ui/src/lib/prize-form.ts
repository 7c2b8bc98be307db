// The form of "Wertungen & Preise" (issue 22 item 7, RULES.md H.1–H.4): the prize file as the
// inputs hold it (money typed in euros, empty for "not set"), the presets that fill a ranking
// in, the way back and forth to the prize file the library reads, and where a refusal of the
// library's (`rankings[2].places[0].percent`) is said. Pure, so all of it is tested without a
// window.
import type * as B from "./bindings";
import type { Lang } from "./i18n";
import { centsField, parseEuros } from "./money";
import type { Refusal } from "./refusals";

export type Kind = "individual" | "team" | "club";
export type Fees = "none" | "all" | "series";
/** The DSkV classes, whose ages follow the age basis (H.1.3). */
export type Dskv = "senioren" | "junioren";

export interface PlaceForm {
  from: string;
  to: string;
  /** The last place as a share of the entrants ("0,25"), instead of `to`. */
  to_share: string;
  /** Fixed euros per place. */
  cents: string;
  percent: string;
  goods: string;
}

export interface RankingForm {
  id: string;
  name: string;
  kind: Kind;
  sex: { f: boolean; m: boolean; d: boolean };
  age_min: string;
  age_max: string;
  age_basis: B.AgeBasis;
  /** The DSkV class whose ages this ranking keeps to the basis, if a preset made it one. */
  dskv: Dskv | null;
  series: string;
  team_size: string;
  mixed: boolean;
  club_best: string;
  /** The ranking's own fee in euros. */
  entry_cents: string;
  /** "" for the file's rule. */
  tie: "" | B.Tie;
  /** Rounding of percent places in cents: "" (1 cent), "10", "100", "500", "1000". */
  round_cents: string;
  pot: { entry_percent: string; lost_game_fees: Fees; lost_game_fees_percent: string; costs_cents: string };
  places: PlaceForm[];
}

export interface PrizeForm {
  /** The main ranking's fee in euros. */
  entry_cents: string;
  tie: B.Tie;
  one_prize_per_player: boolean;
  rankings: RankingForm[];
}

export const PRESETS = ["einzel", "damen", "senioren", "junioren", "serie", "mannschaft", "tandem", "vereine"] as const;
export type Preset = (typeof PRESETS)[number];

export function emptyPlace(from = 1): PlaceForm {
  return { from: String(from), to: String(from), to_share: "", cents: "", percent: "", goods: "" };
}

export function emptyRanking(): RankingForm {
  return {
    id: "", name: "", kind: "individual", sex: { f: false, m: false, d: false }, age_min: "", age_max: "", age_basis: "event_year", dskv: null,
    series: "", team_size: "", mixed: false, club_best: "", entry_cents: "", tie: "", round_cents: "",
    pot: { entry_percent: "", lost_game_fees: "none", lost_game_fees_percent: "", costs_cents: "" },
    places: [emptyPlace()],
  };
}

export function emptyForm(): PrizeForm {
  return { entry_cents: "", tie: "lot", one_prize_per_player: true, rankings: [] };
}

/** The DSkV's age limit of a class in a basis (H.1.3): Senioren have completed 60 years at the
 * start of the year (61 reached in the event year), Junioren not 21 (at most 21 reached). */
export function dskvAge(dskv: Dskv, basis: B.AgeBasis): { age_min: string; age_max: string } {
  const shift = basis === "year_start" ? 1 : 0;
  return dskv === "senioren" ? { age_min: String(61 - shift), age_max: "" } : { age_min: "", age_max: String(21 - shift) };
}

/** A ranking's age basis changed: a DSkV class takes its numbers in the new basis. */
export function setBasis(r: RankingForm, basis: B.AgeBasis): RankingForm {
  return r.dskv ? { ...r, age_basis: basis, ...dskvAge(r.dskv, basis) } : { ...r, age_basis: basis };
}

/** `id`, or `id-2`, `id-3` … when a ranking of the form has it already. */
export function freeId(id: string, taken: string[]): string {
  if (!taken.includes(id)) return id;
  for (let n = 2; ; n++) if (!taken.includes(`${id}-${n}`)) return `${id}-${n}`;
}

/** A ranking filled in by a preset: `name` in the user's language, `basis` for the DSkV
 * classes, `series` for "Serie k", the ids already `taken`. */
export function presetRanking(preset: Preset, opts: { name: string; basis?: B.AgeBasis; series?: number; taken?: string[] }): RankingForm {
  const r = emptyRanking();
  const basis = opts.basis ?? "event_year";
  const id = preset === "serie" ? `serie-${opts.series ?? 1}` : preset;
  r.id = freeId(id, opts.taken ?? []);
  r.name = opts.name;
  switch (preset) {
    case "damen":
      r.sex = { f: true, m: false, d: false };
      break;
    case "senioren":
    case "junioren":
      Object.assign(r, { age_basis: basis, dskv: preset }, dskvAge(preset, basis));
      break;
    case "serie":
      // The best of a series takes that series' lost-game fees (S29 2017), when the organizer keeps it so.
      r.series = String(opts.series ?? 1);
      r.pot.lost_game_fees = "series";
      break;
    case "mannschaft":
      r.kind = "team";
      r.team_size = "4";
      break;
    case "tandem":
      Object.assign(r, { kind: "team", team_size: "2", mixed: true });
      break;
    case "vereine":
      r.kind = "club";
      r.club_best = "3";
      break;
  }
  return r;
}

/** An input the form could not read: its key (as `formField` gives it) and what it wants. */
export type Unread = { field: string; wants: "euros" | "number" | "percent" | "share" };

const trimmed = (s: string) => s.trim();
const int = (s: string) => (/^-?\d+$/.test(s.trim()) ? Number(s.trim()) : null);
const decimal = (s: string) => (/^\d+(?:[.,]\d+)?$/.test(s.trim()) ? Number(s.trim().replace(",", ".")) : null);

/** Reads the inputs into a prize file; the first input that is not what it wants instead. */
export function toFile(form: PrizeForm): { file: B.PrizeFile } | { unread: Unread } {
  const out: Unread[] = [];
  const read = <T>(field: string, text: string, wants: Unread["wants"], parse: (s: string) => T | null): T | undefined => {
    if (trimmed(text) === "") return undefined;
    const v = parse(text);
    if (v === null) out.push({ field, wants });
    return v ?? undefined;
  };
  const file: B.PrizeFile = {
    entry_cents: read("entry_cents", form.entry_cents, "euros", parseEuros) ?? 0,
    tie: form.tie,
    one_prize_per_player: form.one_prize_per_player,
    rankings: form.rankings.map((r, i) => rankingOf(r, `rankings[${i}]`, read)),
  };
  return out.length ? { unread: out[0] } : { file };
}

type Reader = <T>(field: string, text: string, wants: Unread["wants"], parse: (s: string) => T | null) => T | undefined;

function rankingOf(r: RankingForm, at: string, read: Reader): B.RankingSpec {
  const spec: B.RankingSpec = { id: r.id.trim(), name: r.name.trim(), places: r.places.map((p, j) => placeOf(p, `${at}.places[${j}]`, read)) };
  const num = (key: string, text: string) => read(`${at}.${key}`, text, "number", int);
  if (r.kind === "individual") {
    const sexes = (["f", "m", "d"] as const).filter((s) => r.sex[s]);
    if (sexes.length) spec.sex = [...sexes];
    spec.age_min = num("age_min", r.age_min);
    spec.age_max = num("age_max", r.age_max);
    if (spec.age_min !== undefined || spec.age_max !== undefined) spec.age_basis = r.age_basis;
    spec.series = num("series", r.series);
  } else if (r.kind === "team") {
    spec.team_size = num("team_size", r.team_size);
    if (r.mixed) spec.mixed = true;
  } else {
    spec.club_best = num("club_best", r.club_best);
  }
  spec.entry_cents = read(`${at}.entry_cents`, r.entry_cents, "euros", parseEuros);
  if (r.tie) spec.tie = r.tie;
  spec.round_cents = num("round_cents", r.round_cents);
  const pot = potOf(r, `${at}.pot`, read);
  if (pot) spec.pot = pot;
  return dropUndefined(spec);
}

function potOf(r: RankingForm, at: string, read: Reader): B.PotSpec | null {
  const p = r.pot;
  const pot: B.PotSpec = {
    entry_percent: read(`${at}.entry_percent`, p.entry_percent, "percent", decimal),
    lost_game_fees: p.lost_game_fees === "none" ? undefined : p.lost_game_fees === "all" ? true : "series",
    lost_game_fees_percent: read(`${at}.lost_game_fees_percent`, p.lost_game_fees_percent, "percent", decimal),
    costs_cents: read(`${at}.costs_cents`, p.costs_cents, "euros", parseEuros),
  };
  const set = dropUndefined(pot);
  return Object.keys(set).length ? set : null;
}

function placeOf(p: PlaceForm, at: string, read: Reader): B.PlaceSpec {
  return dropUndefined({
    from: read(`${at}.from`, p.from, "number", int),
    to: read(`${at}.to`, p.to, "number", int),
    to_share: read(`${at}.to_share`, p.to_share, "share", decimal),
    cents: read(`${at}.cents`, p.cents, "euros", parseEuros),
    percent: read(`${at}.percent`, p.percent, "percent", decimal),
    goods: p.goods.trim() === "" ? undefined : p.goods.trim(),
  });
}

function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
const percentText = (lang: Lang, n: number | null | undefined) => (n === null || n === undefined ? "" : lang === "de" ? String(n).replace(".", ",") : String(n));
const euros = (lang: Lang, c: number | null | undefined) => (c === null || c === undefined ? "" : centsField(lang, c));

/** A stored prize file as the form shows it (money as euros in `lang`). */
export function fromFile(file: B.PrizeFile, lang: Lang): PrizeForm {
  return {
    entry_cents: file.entry_cents ? euros(lang, file.entry_cents) : "",
    tie: file.tie ?? "lot",
    one_prize_per_player: file.one_prize_per_player ?? true,
    rankings: file.rankings.map((r) => rankingForm(r, lang)),
  };
}

function rankingForm(r: B.RankingSpec, lang: Lang): RankingForm {
  const kind: Kind = r.team_size != null ? "team" : r.club_best != null ? "club" : "individual";
  const basis = r.age_basis ?? "event_year";
  const form: RankingForm = {
    ...emptyRanking(),
    id: r.id, name: r.name, kind,
    sex: { f: !!r.sex?.includes("f"), m: !!r.sex?.includes("m"), d: !!r.sex?.includes("d") },
    age_min: text(r.age_min), age_max: text(r.age_max), age_basis: basis,
    series: text(r.series), team_size: text(r.team_size), mixed: !!r.mixed, club_best: text(r.club_best),
    entry_cents: euros(lang, r.entry_cents), tie: r.tie ?? "", round_cents: text(r.round_cents),
    pot: {
      entry_percent: percentText(lang, r.pot?.entry_percent),
      lost_game_fees: r.pot?.lost_game_fees === true ? "all" : r.pot?.lost_game_fees === "series" ? "series" : "none",
      lost_game_fees_percent: percentText(lang, r.pot?.lost_game_fees_percent),
      costs_cents: r.pot?.costs_cents ? euros(lang, r.pot.costs_cents) : "",
    },
    places: r.places.map((p) => ({
      from: text(p.from ?? p.place), to: text(p.to ?? (p.to_share == null ? p.place : null)), to_share: percentText(lang, p.to_share),
      cents: euros(lang, p.cents), percent: percentText(lang, p.percent), goods: p.goods ?? "",
    })),
  };
  // A class whose numbers are the DSkV's in its basis keeps following the basis.
  for (const dskv of ["senioren", "junioren"] as const) {
    const ages = dskvAge(dskv, basis);
    if (form.age_min === ages.age_min && form.age_max === ages.age_max) form.dskv = dskv;
  }
  return form;
}

/** The input a library field is said at: its own where the form has one, the place's amount
 * for a place that pays nothing, `from` for `place`, the percent for a place's rounding, the
 * name for a whole ranking. Fields the form has no input for are given back unchanged. */
export function formField(field: string): string {
  const place = /^(rankings\[\d+\]\.places\[\d+\])(?:\.(\w+))?$/.exec(field);
  if (place) {
    const key = place[2];
    if (key === undefined) return `${place[1]}.cents`;
    if (key === "place") return `${place[1]}.from`;
    if (key === "round_cents") return `${place[1]}.percent`;
    return field;
  }
  if (/^rankings\[\d+\]$/.test(field)) return `${field}.name`;
  return field;
}

/** The refusals of a command with their fields moved to the form's inputs (see `formField`). */
export function toFormRefusals<R extends Refusal>(refusals: R[]): R[] {
  return refusals.map((r) => (r.field == null ? r : { ...r, field: formField(r.field) }));
}

/** The main ranking (H.4.1): the first individual ranking without filters, which takes the
 * top-level entry fee; -1 without one. */
export function mainRanking(form: PrizeForm): number {
  const plain = (r: RankingForm) =>
    r.kind === "individual" && !r.sex.f && !r.sex.m && !r.sex.d && [r.age_min, r.age_max, r.series].every((v) => v.trim() === "");
  return form.rankings.findIndex(plain);
}

/** The rankings' order changed: ranking `i` moves by `by` (−1 up, +1 down) within the list. */
export function moved<T>(list: T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const out = [...list];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

/** A place range's amounts in the preview: the distinct amounts of its places (cents; no 0 beside
 * goods, a place of goods only pays no money), the goods, and whether any is still pending. */
export function rangeAmounts(places: B.PlaceRow[], ranking: string, from: number, to: number | null): { cents: number[]; goods: string[]; pending: boolean; count: number } {
  const rows = places.filter((p) => p.ranking === ranking && p.place >= from && (to === null || p.place <= to));
  const goods = [...new Set(rows.flatMap((r) => (r.goods ? [r.goods] : [])))];
  const cents = [...new Set(rows.filter((r) => r.cents !== null && (r.cents !== 0 || goods.length === 0)).map((r) => r.cents as number))];
  return { cents, goods, pending: rows.some((r) => r.pending_lot), count: rows.length };
}
