// The phone's record model (issue 12; split from the page in issue 19): the Skat or Schafkopf
// game a panel's fields describe, as the hub reads it, and back; which fields a game has; the
// list's rows with the outbox over them; what a row names and the value it writes. Pure: no
// page, no network — the unit tests use these as the page does.

import { signed, translate } from "./common.js";

export const CONTRACTS = ["clubs", "spades", "hearts", "diamonds", "grand", "null", "passed"];
export const SUIT_SYMBOLS = { clubs: "♣", spades: "♠", hearts: "♥", diamonds: "♦" };
/** The most matadors a contract can have (ISkO 3.3.2: suit 11, grand 4). */
export const MAX_MATADORS = { clubs: 11, spades: 11, hearts: 11, diamonds: 11, grand: 4 };

/** The fields of an empty Skat panel; a Ramsch has one entry per seat of the table. */
export function emptySkat(seats = 3) {
  return {
    declarer: null, contract: "", mit: true, matadors: null, hand: false, ouvert: false, announced: "none", points: "", tricks: "", bid: "", override: "",
    kontra: "", ramschPoints: Array(seats).fill(""), ramschTricks: Array(seats).fill(""), pushes: 0, lastTrick: null,
  };
}

/** The club variants the event's rules allow (RULES.md C, issue 11): Kontra/Re, Ramsch with its
 * rules, Bock rounds with theirs. All off under the ISkO and for a hub that sends no rules. */
export function clubVariants(view) {
  const rules = view?.rules;
  const club = rules?.ruleset === "CLUB";
  return {
    kontra: club && rules.kontra === true,
    ramsch: club && rules.ramsch ? rules.ramsch : null,
    bock: club && rules.bock ? rules.bock : null,
    style: rules?.list_style ?? null,
  };
}

/** The games the panel offers: with Ramsch, a deal everyone passed is a Ramsch (the engine
 * refuses a passed deal then, game.passed.ramsch), as the desk's entry line has it. */
export function contractsFor(variants) {
  return variants?.ramsch ? CONTRACTS.map((c) => (c === "passed" ? "ramsch" : c)) : CONTRACTS;
}

/** A number as typed: undefined for nothing, NaN for what is no whole number from 0. */
export function typedNumber(text) {
  const t = String(text ?? "").trim();
  if (t === "") return undefined;
  return /^\d+$/.test(t) ? Number(t) : NaN;
}

/** Whether an ouvert game implies Hand and Schwarz angesagt (suit and grand, not null). */
export const openSuit = (f) => f.ouvert && f.contract !== "null";

/** The Skat record the fields describe, as DESIGN.md writes it; empty fields are left out so
 * the hub names what is missing (as the desk's entry line does). Null: no game chosen yet. */
export function skatRecord(f) {
  if (!f.contract) return null;
  if (f.contract === "passed") return { passed: true };
  if (f.contract === "ramsch") return { ramsch: ramschRecord(f) };
  const record = { contract: f.contract };
  const isNull = f.contract === "null";
  if (f.ouvert) record.ouvert = true;
  if (f.hand && !openSuit(f)) record.hand = true;
  if (!isNull && !openSuit(f) && f.announced !== "none") record.announced = f.announced;
  if (!isNull && f.matadors !== null) record.matadors = f.mit ? f.matadors : -f.matadors;
  for (const [field, key] of [["points", "declarer_points"], ["tricks", "declarer_tricks"], ["bid", "bid"]]) {
    const n = typedNumber(f[field]);
    if (n !== undefined) record[key] = n;
  }
  if (f.override) record.result_override = f.override;
  if (f.kontra === "kontra" || f.kontra === "re") record.kontra = f.kontra;
  return record;
}

/** A Ramsch as the engine reads it (C.3): every seat's card points and tricks (blank is 0: the
 * dealer of a 4-table), the pushes of a Schieberamsch and the last trick only when given. */
export function ramschRecord(f) {
  const zero = (text) => typedNumber(text) ?? 0;
  const ramsch = { points: f.ramschPoints.map(zero), tricks: f.ramschTricks.map(zero) };
  if (f.pushes > 0) ramsch.pushes = f.pushes;
  if (f.lastTrick !== null && f.lastTrick !== undefined) ramsch.last_trick = f.lastTrick;
  return ramsch;
}

/** Whether a Ramsch needs its last trick (C.3.3): under the last-trick rule, when two seats share
 * the most card points and nobody took every trick. The engine decides; this only says when to
 * ask, as the desk's entry line does. */
export function needsLastTrick(f, tie) {
  if (f.contract !== "ramsch" || tie !== "last_trick") return false;
  const points = f.ramschPoints.map((p) => typedNumber(p) ?? 0);
  const most = Math.max(...points);
  return points.filter((p) => p === most).length === 2 && !f.ramschTricks.some((t) => typedNumber(t) === 10);
}

/** The card points and tricks of a Ramsch typed so far (what is no number counts 0). */
export function ramschSums(f) {
  const sum = (list) => list.reduce((a, text) => a + (typedNumber(text) || 0), 0);
  return { points: sum(f.ramschPoints), tricks: sum(f.ramschTricks) };
}

/** The fields of a stored Skat game, for a correction. */
export function skatFields(record, declarer) {
  const f = emptySkat();
  f.declarer = declarer ?? null;
  if (!record || record.passed) return { ...f, contract: record?.passed ? "passed" : "" };
  if (record.ramsch) {
    const r = record.ramsch;
    const text = (list) => (Array.isArray(list) ? list.map((n) => String(n ?? "")) : []);
    return { ...f, declarer: null, contract: "ramsch", ramschPoints: text(r.points), ramschTricks: text(r.tricks), pushes: Number(r.pushes ?? 0), lastTrick: r.last_trick ?? null };
  }
  f.contract = record.contract ?? "";
  f.ouvert = record.ouvert === true;
  f.hand = record.hand === true && !openSuit(f);
  f.announced = openSuit(f) ? "none" : record.announced ?? "none";
  if (Number.isInteger(record.matadors) && record.matadors !== 0) {
    f.mit = record.matadors > 0;
    f.matadors = Math.abs(record.matadors);
  }
  const text = (n) => (n === undefined || n === null ? "" : String(n));
  f.points = text(record.declarer_points);
  f.tricks = text(record.declarer_tricks);
  f.bid = record.bid === undefined || record.bid === null || record.bid === 18 ? "" : String(record.bid);
  f.override = record.result_override ?? "";
  f.kontra = record.kontra === "kontra" || record.kontra === "re" ? record.kontra : "";
  return f;
}

/** Whether the tricks field is asked: a null (0 tricks wins), 0 or 120 card points (schwarz
 * depends on the tricks), Schwarz angesagt, or tricks typed already. */
export function asksTricks(f) {
  const p = typedNumber(f.points);
  return f.contract === "null" || p === 0 || p === 120 || f.announced === "schwarz" || String(f.tricks).trim() !== "";
}

/** A field typed that is no number: the field's key and its text, said before anything is sent. */
export function badSkatNumber(f) {
  if (f.contract === "ramsch") {
    for (const [key, list] of [["points", f.ramschPoints], ["tricks", f.ramschTricks]]) {
      const seat = list.findIndex((text) => Number.isNaN(typedNumber(text)));
      if (seat >= 0) return { field: `ramsch.${key}[${seat}]`, value: String(list[seat]).trim() };
    }
    return null;
  }
  for (const field of ["points", "tricks", "bid"]) {
    if (Number.isNaN(typedNumber(f[field]))) return { field, value: String(f[field]).trim() };
  }
  return null;
}

export const SK_GAMES = ["rufspiel", "solo", "wenz", "farbwenz", "geier", "bettel", "ramsch", "passed"];
export const SK_SUITS = ["eichel", "gras", "herz", "schellen"];
export const SK_CALLABLE = ["eichel", "gras", "schellen"];
/** The games that count Laufende, with the most their trumps allow (RULES.md D.2). */
export const SK_MAX_LAUFENDE = { rufspiel: 14, solo: 14, wenz: 4, farbwenz: 11, geier: 4 };
export const SK_TOUT = ["solo", "wenz", "farbwenz", "geier"];

export function emptySchafkopf() {
  return {
    game: "", declarer: null, partner: null, called: "", suit: "", points: "", tricks: "", laufende: 0, tout: false,
    klopfer: 0, kontra: 0, bock: 0, ramschPoints: ["", "", "", ""], ramschTricks: ["", "", "", ""],
  };
}

/** Which fields a Schafkopf game has (the panel shows only those), as the desk's entry line. */
export function schafkopfShows(f) {
  const g = f.game;
  const played = g !== "" && g !== "passed" && g !== "ramsch";
  const tout = played && SK_TOUT.includes(g);
  const points = played && !(tout && f.tout) && g !== "bettel";
  const p = typedNumber(f.points);
  return {
    declarer: played,
    partner: g === "rufspiel",
    called: g === "rufspiel",
    suit: g === "solo" || g === "farbwenz",
    points,
    tricks: played && ((tout && f.tout) || g === "bettel" || (points && (p === 0 || p === 120)) || String(f.tricks).trim() !== ""),
    laufende: played && SK_MAX_LAUFENDE[g] !== undefined,
    tout,
    doublings: played || g === "ramsch",
    kontra: played,
    ramsch: g === "ramsch",
  };
}

/** The PUT body's `declarer` and `record` of a Schafkopf game (the record as `schafkopf score`
 * reads it, without the declarer, which the body carries); null: no game chosen yet. */
export function schafkopfBody(f) {
  if (!f.game) return null;
  if (f.game === "passed") return { declarer: null, record: { passed: true } };
  const has = schafkopfShows(f);
  const record = { game: f.game };
  if (has.partner && f.partner !== null) record.partner = f.partner;
  if (has.called && f.called) record.called = f.called;
  if (has.suit && f.suit) record.suit = f.suit;
  const p = typedNumber(f.points);
  if (has.points && p !== undefined) record.points = p;
  const t = typedNumber(f.tricks);
  if (has.tricks && t !== undefined) record.tricks = t;
  if (has.laufende && f.laufende > 0) record.laufende = f.laufende;
  if (has.tout && f.tout) record.tout = true;
  if (has.doublings && f.klopfer > 0) record.klopfer = f.klopfer;
  if (has.kontra && f.kontra > 0) record.kontra = f.kontra;
  if (has.doublings && f.bock > 0) record.bock = f.bock;
  if (has.ramsch) {
    record.points = f.ramschPoints.map((s) => typedNumber(s) ?? 0);
    record.tricks = f.ramschTricks.map((s) => typedNumber(s) ?? 0);
  }
  return { declarer: has.declarer ? f.declarer : null, record };
}

/** The fields of a stored Schafkopf game, for a correction. */
export function schafkopfFields(record, declarer) {
  const f = emptySchafkopf();
  if (!record || record.passed || !record.game) return { ...f, game: record?.passed ? "passed" : "" };
  const text = (n) => (n === undefined || n === null ? "" : String(n));
  Object.assign(f, {
    game: record.game, declarer: declarer ?? null, partner: record.partner ?? null, called: record.called ?? "",
    suit: record.suit ?? "", laufende: record.laufende ?? 0, tout: record.tout === true,
    klopfer: record.klopfer ?? 0, kontra: Math.min(2, record.kontra ?? 0), bock: record.bock ?? 0,
  });
  if (record.game === "ramsch") {
    f.ramschPoints = (record.points ?? [0, 0, 0, 0]).map(String);
    f.ramschTricks = (record.tricks ?? [0, 0, 0, 0]).map(String);
  } else {
    f.points = text(record.points);
    f.tricks = text(record.tricks);
  }
  return f;
}

export function badSchafkopfNumber(f) {
  const has = schafkopfShows(f);
  const checks = [["points", has.points, f.points], ["tricks", has.tricks, f.tricks]];
  if (has.ramsch) f.ramschPoints.concat(f.ramschTricks).forEach((v, i) => checks.push([i < 4 ? `points[${i}]` : `tricks[${i - 4}]`, true, v]));
  for (const [field, shown, text] of checks) {
    if (shown && Number.isNaN(typedNumber(text))) return { field, value: String(text).trim() };
  }
  return null;
}

/** The rows of the list: the hub's games with the outbox's entries over them. A waiting game
 * shows as typed and counts with the value previewed while typing (or none yet); a refused,
 * conflicting or locked one shows what the hub has stored (the table's version is said below
 * the row), and counts nothing when the hub has nothing (`uncounted`). */
export function mergeRows(games, entries) {
  const rows = new Map();
  for (const g of games) {
    rows.set(g.game, {
      game: g.game, declarer: g.declarer, record: g.record, result: g.result, label: g.label, version: g.version, stored: g,
      scores: g.scores, totals: g.totals, bock: g.bock, multiplier: g.multiplier,
    });
  }
  for (const e of entries) {
    const stored = rows.get(e.game)?.stored ?? null;
    if (e.state === "pending") {
      rows.set(e.game, { game: e.game, declarer: e.body.declarer, record: e.body.record, result: e.preview ?? null, version: stored?.version ?? null, stored, entry: e });
    } else if (stored) {
      rows.set(e.game, { ...rows.get(e.game), entry: e });
    } else {
      rows.set(e.game, { game: e.game, declarer: e.body.declarer, record: e.body.record, result: null, version: null, stored: null, entry: e, uncounted: true });
    }
  }
  return [...rows.values()].sort((a, b) => a.game - b.game);
}

/** The panel's word for a game the hub has not said yet (one typed offline): "Grand",
 * "Sauspiel", "eingepasst" — no description; the hub's label replaces it once stored. */
export function gameWord(lang, kind, record) {
  const t = (key) => translate(lang, key);
  if (kind === "schafkopf") return t(`sk.game.${record?.game && !record.passed ? record.game : "passed"}`);
  if (!record || record.passed) return t("contract.passed");
  if (record.ramsch) return t("contract.ramsch");
  return record.contract ? t(`contract.${record.contract}`) : "";
}

/** Whether the table can sign: every game of the series stored, nothing in the outbox. */
export function readyToSign(view, entries) {
  if (!view || view.signed) return false;
  const games = seriesGames(view);
  const have = new Set(view.games.map((g) => g.game));
  for (let n = 1; n <= games; n++) if (!have.has(n)) return false;
  return entries.length === 0;
}

/** Games in this table's series: the hub says it; an older hub does not, then the ISkO's. */
export function seriesGames(view) {
  if (Number.isInteger(view?.series_games)) return view.series_games;
  return (view?.players?.length ?? 3) === 4 ? (gameKind(view) === "schafkopf" ? 32 : 48) : 36;
}

export function gameKind(view) {
  if (view?.game_kind === "skat" || view?.game_kind === "schafkopf") return view.game_kind;
  return (view?.games ?? []).some((g) => g.record && "game" in g.record) ? "schafkopf" : "skat";
}

/** Which groups a Skat panel shows: matadors and announcements only where the game has them;
 * Kontra/Re for a declared game and the Ramsch's own fields for a Ramsch, where the event's
 * `variants` allow them (a Ramsch has no declarer, C.3.1); pushes in a Schieberamsch only, the
 * last trick only when a tie needs it (or it was given). */
export function skatShows(f, variants = {}) {
  const suitOrGrand = f.contract in MAX_MATADORS;
  const ramsch = f.contract === "ramsch";
  const played = f.contract !== "" && f.contract !== "passed" && !ramsch;
  const open = played || f.contract === "";
  return {
    declarer: open,
    contract: true,
    matadors: suitOrGrand || f.contract === "",
    hand: open,
    kontra: Boolean(variants.kontra) && open,
    declarer_points: suitOrGrand || f.contract === "",
    declarer_tricks: played && asksTricks(f),
    bid: open,
    result_override: played,
    ramsch,
    ramsch_pushes: ramsch && variants.ramsch?.push === true,
    ramsch_last_trick: ramsch && (needsLastTrick(f, variants.ramsch?.tie) || (f.lastTrick !== null && f.lastTrick !== undefined)),
  };
}

/** The panel's group of a field the hub names; `kind` tells a Skat Kontra from a Schafkopf Stoß. */
export function fieldGroup(field, kind = "schafkopf") {
  if (!field) return null;
  if (/^ramsch(\.(points|tricks)(\[\d\])?)?$/.test(field)) return "ramsch";
  if (field === "ramsch.pushes") return "ramsch_pushes";
  if (field === "ramsch.last_trick") return "ramsch_last_trick";
  if (field === "passed") return "contract";
  if (field === "kontra" && kind === "skat") return "kontra";
  const groups = {
    declarer: "declarer", contract: "contract", matadors: "matadors", hand: "hand", ouvert: "hand", announced: "hand",
    declarer_points: "declarer_points", declarer_tricks: "declarer_tricks", bid: "bid", result_override: "result_override",
    points: "points", tricks: "tricks", game: "game", partner: "partner", called: "called", suit: "suit", laufende: "laufende",
    tout: "laufende", klopfer: "klopfer", kontra: "klopfer", bock: "klopfer",
  };
  if (/^(points|tricks)\[\d\]$/.test(field)) return "ramsch";
  return groups[field] ?? null;
}

/** Who a Skat row names and the value it writes: the declarer and his score; for a Ramsch the
 * seats that score and their score (the same for each of them, C.3.3); nobody for a passed
 * deal. `value` is null while the result is not known. */
export function rowWho(record, declarer, deltas) {
  if (record?.ramsch) {
    const seats = (deltas ?? []).flatMap((d, seat) => (d !== 0 ? [seat] : []));
    return { seats, value: deltas ? (seats.length > 0 ? deltas[seats[0]] : 0) : null };
  }
  if (declarer === null || declarer === undefined) return { seats: [], value: null };
  return { seats: [declarer], value: deltas ? deltas[declarer] ?? 0 : null };
}

/** The value of a Skat game while it is typed, as the list will write it: the hub's score (Kontra
 * and Re in) times the Bock factor of its game number, the Bock said after it; a Ramsch names
 * every seat that scores (`names` by seat). */
export function skatValueText(lang, body, result, factor = 1, names = []) {
  const t = (key, values) => translate(lang, key, values);
  if (result.passed || body.record.passed) return t("entry.value_passed");
  const bock = factor > 1 ? ` · ${t("entry.bock", { factor })}` : "";
  if (Array.isArray(result.ramsch_scores)) {
    const parts = result.ramsch_scores.flatMap((score, seat) => (score ? [`${names[seat] ?? seat + 1} ${signed(lang, score * factor)}`] : []));
    return (parts.length > 0 ? t("entry.value_ramsch", { scores: parts.join(", ") }) : t("entry.value_ramsch_none")) + bock;
  }
  const value = signed(lang, (result.score ?? 0) * factor);
  if (result.overbid) return t("entry.value_overbid", { value }) + bock;
  return (result.won ? t("entry.value", { value }) : t("entry.value_lost", { value })) + bock;
}

/** The dealer's seat of a game number at a table of `seats` (B.2.2: the first seat deals the
 * first game); null without either. */
export function dealerOf(game, seats) {
  return game && seats ? (game - 1) % seats : null;
}
