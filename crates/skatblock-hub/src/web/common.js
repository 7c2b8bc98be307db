// What the hub's two pages share: the words in German and English (the catalogue's, words.js),
// numbers and amounts as the lists write them, the club marks of a Skat row (a game's label is
// the hub's: the one describer of a game is the library's), building the page from data (text nodes only: a player's name is never read as markup), and the one way to ask the hub.
// No framework and no build step: the hub serves this file as it is, under a strict CSP.

// The words of the pages, German and English, made from the catalogue (locales/*/hubpage.ftl).
import { WORDS } from "./words.js";

export { WORDS };

/** The page's language: `?lang=` first, then what the phone chose before, then German. */
export function pickLang(search, stored) {
  const asked = new URLSearchParams(search ?? "").get("lang");
  if (asked === "de" || asked === "en") return asked;
  return stored === "en" ? "en" : "de";
}

/** The words of `lang` with `{name}` filled in; the key itself when it is missing. */
export function translate(lang, key, values = {}) {
  const raw = WORDS[lang]?.[key] ?? WORDS.de[key] ?? key;
  return raw.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? `{${name}}`));
}

/** The keys one language has and the other lacks. */
export function missingKeys() {
  const de = Object.keys(WORDS.de);
  const en = Object.keys(WORDS.en);
  return [...de.filter((k) => !(k in WORDS.en)), ...en.filter((k) => !(k in WORDS.de))];
}

const locale = (lang) => (lang === "en" ? "en-GB" : "de-DE");

/** A whole number as the lists print it, with a real minus: "1.234", "−54". */
export function formatNumber(lang, n) {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 0 }).format(n).replace("-", "−");
}

/** A change as a list writes it: "+48", "−96", "0". */
export function signed(lang, n) {
  return n > 0 ? `+${formatNumber(lang, n)}` : formatNumber(lang, n);
}

/** Cents as euros without the currency sign (the column says the unit): "1,20", "−0,30". */
export function formatEuros(lang, cents) {
  const euros = new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return euros.format(cents / 100).replace("-", "−");
}

/** An amount in a Schafkopf tariff's unit: euros for cents ("1,20 €"), else points ("12");
 * with `sign`, a gain gets its "+". */
export function formatAmount(lang, unit, n, sign = false) {
  let text;
  if (unit === "cent") {
    text = new Intl.NumberFormat(locale(lang), { style: "currency", currency: "EUR" }).format(n / 100).replace("-", "−");
  } else text = formatNumber(lang, n);
  return sign && n > 0 ? `+${text}` : text;
}

/** A time of day as "21:07". */
export function formatTime(lang, date) {
  return new Intl.DateTimeFormat(locale(lang), { hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(date);
}

// ---- The marks of a row ----

/** The club marks of a Skat row (RULES.md C.1, C.2), short: Kontra or Re from the record, Bock
 * when the deal lies in a Bock round, and the engine's multiplier when it is more than 1. Each
 * mark is `{kind, text, title}`; the numbers are the hub's, never counted here. */
export function skatMarks(lang, record, { bock = false, multiplier = 1 } = {}) {
  const t = (key, values) => translate(lang, key, values);
  const marks = [];
  const kontra = record?.kontra;
  if (kontra === "kontra" || kontra === "re") marks.push({ kind: kontra, text: t(`mark.${kontra}`), title: t(`mark.${kontra}_title`) });
  if (bock) marks.push({ kind: "bock", text: t("mark.bock"), title: t("mark.bock_title") });
  const factor = Number(multiplier);
  if (Number.isInteger(factor) && factor > 1) marks.push({ kind: "factor", text: t("mark.factor", { factor }), title: t("mark.factor_title", { factor }) });
  return marks;
}

// ---- The list as on paper ----

/** What a row writes into each seat's column: Skat puts the score in the declarer's column
 * (a passed deal writes nothing) and a Ramsch every seat's score; Schafkopf gives every seat
 * its amount. `factor` is the Bock factor of the deal (C.2), as the hub says it. Null when the
 * result is not known yet (a game typed offline). */
export function rowDeltas(kind, seats, declarer, result, factor = 1) {
  if (!result) return null;
  if (kind === "schafkopf") {
    const amounts = Array.isArray(result.amounts) ? result.amounts : [];
    return Array.from({ length: seats }, (_, i) => Number(amounts[i] ?? 0));
  }
  if (Array.isArray(result.ramsch_scores)) return Array.from({ length: seats }, (_, i) => Number(result.ramsch_scores[i] ?? 0) * factor);
  const deltas = Array(seats).fill(0);
  if (declarer !== null && declarer !== undefined && declarer < seats && !result.passed) deltas[declarer] = Number(result.score ?? 0) * factor;
  return deltas;
}

/** The running totals after each row, in row order: `rows` are `{game, declarer, result}`; a
 * row of the hub's list also has the engine's `scores` and `totals` (Kontra/Re, Bock and Ramsch
 * in), and those are written as they are while nothing before the row is counted here. A row
 * counted here (from the outbox) adds its result times the hub's Bock factor of its game
 * (`factors`, game 1 first). A row without a result adds nothing and is marked `incomplete`
 * (so are the rows after it), unless it is `uncounted` (a game the hub refused: it is not on
 * the list at all). With Bock rounds (`bock`), every row after one counted here is marked too:
 * that game may start or end a round the hub has not seen. On a Bierlachs list (`style`) only
 * the hub can say what a game writes. */
export function runningTotals(kind, seats, rows, { factors = null, bock = false, style = null } = {}) {
  const totals = Array(seats).fill(0);
  let incomplete = false;
  let local = false;
  return rows.map((row) => {
    if (bock && local) incomplete = true;
    let deltas;
    if (fromEngine(row, seats)) {
      deltas = row.scores.map(Number);
      if (local) deltas.forEach((d, i) => (totals[i] += d));
      else row.totals.forEach((total, i) => (totals[i] = Number(total)));
    } else {
      const factor = Number(factors?.[row.game - 1] ?? 1) || 1;
      deltas = kind === "skat" && style === "bierlachs" ? null : rowDeltas(kind, seats, row.declarer, row.result, factor);
      if (deltas === null && !row.uncounted) incomplete = true;
      deltas?.forEach((d, i) => (totals[i] += d));
      if (!row.uncounted) local = true;
    }
    return { deltas, totals: [...totals], incomplete };
  });
}

/** Whether a row carries what the engine's list writes for every seat. */
function fromEngine(row, seats) {
  return Array.isArray(row.scores) && Array.isArray(row.totals) && row.scores.length === seats && row.totals.length === seats;
}

/** The first game number of 1..games that the list does not have yet; null when it is full. */
export function nextGame(numbers, games) {
  const have = new Set(numbers);
  for (let n = 1; n <= games; n++) if (!have.has(n)) return n;
  return null;
}

// ---- Building the page ----

/** An element built from data: `props` sets `class`, `text` (as a text node), `data-*`, `aria-*`
 * and other attributes, and `on*` listeners given as functions; children are nodes or strings
 * (strings become text nodes, never markup). Inline styles and string handlers are refused,
 * as the CSP would refuse them too. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "class") node.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : String(value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key.startsWith("on") || key === "style") throw new Error(`${key} is not set from data`);
    else if (key === "value" || key === "checked" || key === "disabled" || key === "hidden") node[key] = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

/** Appends nodes and strings (as text), skipping null and false; arrays are flattened. */
export function append(node, ...children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Replaces the children of `node`. */
export function fill(node, ...children) {
  node.replaceChildren();
  return append(node, children);
}

// ---- Asking the hub ----

/** One request to the hub, JSON in and out: `{status, body, retryAfter}`, status 0 when the
 * network failed or the hub did not answer within `timeout` ms. The language decides the
 * language of the hub's refusals. */
export async function request(path, { method = "GET", body, lang = "de", timeout = 8000 } = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  const headers = { Accept: "application/json", "Accept-Language": lang };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  try {
    const res = await fetch(path, {
      method, headers, cache: "no-store", signal: controller.signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    return { status: res.status, body: data, retryAfter: retryAfter(res.headers.get("Retry-After")) };
  } catch (error) {
    return { status: 0, body: null, retryAfter: null, error: String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** `Retry-After` in milliseconds (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfter(header, now = Date.now()) {
  if (header === null || header === undefined || header === "") return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
