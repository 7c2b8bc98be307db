// The phone page of one table (`/t/{token}`, issue 12): the table's list as on paper, an entry
// panel made for a thumb (and a keyboard: Tab, Enter saves), the value while typing, and the
// signature at the end of the series. Every game goes into the outbox first and is sent from
// there, so the page keeps working without the network. The hub scores and checks; this page
// never decides whether a game is valid, it shows what the hub says. The record the panel's
// fields describe is record.js's; the panels are skat-panel.js and schafkopf-panel.js.

import {
  append, el, fill, formatAmount, formatEuros, formatNumber, nextGame, pickLang, request,
  rowDeltas, runningTotals, signed, skatMarks, translate,
} from "./common.js";
import { controls, firstName } from "./controls.js";
import { Outbox, backoff, drain, idbStore, memoryStore, nextWait, waiting } from "./outbox.js";
import {
  badSchafkopfNumber, badSkatNumber, clubVariants, emptySchafkopf, emptySkat, fieldGroup, gameKind, gameWord, mergeRows,
  readyToSign, rowWho, schafkopfBody, schafkopfFields, schafkopfShows, seriesGames, skatFields, skatRecord, skatShows, skatValueText,
} from "./record.js";
import { schafkopfControls } from "./schafkopf-panel.js";
import { renderRamsch, skatControls } from "./skat-panel.js";

const LANG_KEY = "skatblock-hub-lang";
const POLL_MS = 20000;

const page = {
  token: "",
  lang: "de",
  view: null,
  entries: [],
  outbox: null,
  persistent: true,
  online: null,
  unauthorized: false,
  failures: 0,
  draining: false,
  again: false,
  retryTimer: null,
  loadTimer: null,
  loadFailures: 0,
  reload: false, // the list is fetched again once the outbox is sent (club rules)
  edit: null, // {game, correcting, base}
  skat: emptySkat(),
  schafkopf: emptySchafkopf(),
  error: null, // {field, text}
  preview: null, // {key, result} | {key, error} | {key, offline}
  previewSeq: 0,
  previewTimer: null,
  said: null, // {key, values}: the panel's last word, drawn in the page's language
  saidGame: null,
  scrollTo: null,
  confirmed: new Set(),
  listKey: "",
  signing: null, // null | "sending" | "offline" | {error}
  signFailures: 0,
  nodes: {},
};

const t = (key, values) => translate(page.lang, key, values);
const kind = () => gameKind(page.view);
const variants = () => clubVariants(page.view);
/** The Bock factor of a game number as the hub's list has it (1 outside Bock rounds). */
const bockFactor = (game) => Number(page.view?.bock_factors?.[game - 1] ?? 1) || 1;
/** How the list adds up: the hub's Bock factors, whether Bock rounds are played, the list style. */
const totalsOptions = () => ({ factors: page.view?.bock_factors ?? null, bock: variants().bock !== null, style: variants().style });
const players = () => page.view?.players ?? [];
const nameOf = (seat) => players()[seat]?.name ?? `${Number(seat) + 1}`;

function storedLang() {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

async function start() {
  const parts = location.pathname.split("/").filter(Boolean);
  page.token = decodeURIComponent(parts[1] ?? "");
  page.lang = pickLang(location.search, storedLang());
  document.documentElement.lang = page.lang;
  try {
    page.outbox = new Outbox(await idbStore());
  } catch {
    page.outbox = new Outbox(memoryStore());
    page.persistent = false;
  }
  page.view = cachedView();
  build();
  await refreshEntries();
  render();
  await load();
  pump();
  setInterval(() => !page.unauthorized && document.visibilityState === "visible" && load(), POLL_MS);
  addEventListener("online", () => {
    page.failures = 0;
    pump();
    load();
  });
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && (pump(), load()));
}

const cacheKey = () => `skatblock-hub-view:${page.token}`;
function cachedView() {
  try {
    return JSON.parse(localStorage.getItem(cacheKey()) ?? "null");
  } catch {
    return null;
  }
}
function cacheView(view) {
  try {
    localStorage.setItem(cacheKey(), JSON.stringify(view));
  } catch {
    // A full or refused storage only costs the list on the next start without the hub.
  }
}

/** Whether the hub answered; coming back online sends what waits at once. */
function noteReply(reply) {
  const online = reply.status !== 0;
  if (online === page.online) return;
  const back = online && page.online === false;
  page.online = online;
  renderStatus();
  if (back) {
    page.failures = 0;
    pump();
  }
}

/** Fetches the table's list from the hub; keeps trying with the back-off when it cannot. */
async function load() {
  clearTimeout(page.loadTimer);
  const reply = await request(`/api/table/${encodeURIComponent(page.token)}`, { lang: page.lang });
  noteReply(reply);
  if (reply.status === 401) return unauthorized();
  if (reply.status !== 200 || !reply.body) {
    page.loadTimer = setTimeout(load, backoff(page.loadFailures++));
    renderNotice();
    return;
  }
  page.loadFailures = 0;
  const before = panelKey();
  page.view = reply.body;
  cacheView(page.view);
  // The first list, or rules that changed (a cached list of an older hub had none): the panel
  // is built for what the event plays.
  if (panelKey() !== before) buildEntry();
  render();
}

/** What the entry panel is built for: the game, the seats and the club variants. */
function panelKey() {
  if (!page.view) return "";
  return JSON.stringify([kind(), players().length, variants()]);
}

function unauthorized() {
  page.unauthorized = true;
  clearTimeout(page.retryTimer);
  clearTimeout(page.loadTimer);
  render();
}

async function refreshEntries() {
  page.entries = await page.outbox.list(page.token);
}

// ---- Sending ----

/** Sends what the outbox holds; one round at a time, again after a failure with the back-off. */
async function pump() {
  if (page.unauthorized || !page.outbox) return;
  if (page.draining) {
    page.again = true;
    return;
  }
  clearTimeout(page.retryTimer);
  page.draining = true;
  try {
    do {
      page.again = false;
      const result = await drain(page.outbox, page.token, send, { onStored: stored, onFiled: filed });
      if (result.stop === "unauthorized") return unauthorized();
      if (result.retry) {
        if (result.sent > 0) page.failures = 0;
        page.retryTimer = setTimeout(pump, nextWait(page.failures, result.after));
        page.failures += 1;
        break;
      }
      page.failures = 0;
    } while (page.again);
  } finally {
    page.draining = false;
    await refreshEntries();
    render();
    if (page.reload) {
      page.reload = false;
      load();
    }
  }
}

async function send(entry) {
  const reply = await request(`/api/table/${encodeURIComponent(page.token)}/games/${entry.game}`, { method: "PUT", body: entry.body, lang: page.lang });
  noteReply(reply);
  return reply;
}

function stored(entry, answer) {
  if (entry.game === page.saidGame && !page.edit) page.said = { key: "entry.saved", values: { game: entry.game } };
  if (!page.view) return;
  const game = { game: entry.game, declarer: entry.body.declarer, record: entry.body.record, result: answer?.result ?? null, label: answer?.label ?? null, version: answer?.version ?? null };
  page.view.games = page.view.games.filter((g) => g.game !== entry.game).concat(game).sort((a, b) => a.game - b.game);
  cacheView(page.view);
  // Under club rules only the hub's list knows what a game writes (the Bock rounds it starts,
  // a Bierlachs list's minus points): it is fetched again once the outbox is sent.
  if (page.view.rules?.ruleset === "CLUB") page.reload = true;
}

/** A game the hub would not store (refused, in conflict, a list signed meanwhile): the list is
 * fetched again, so the row shows what the hub has beside it. */
function filed(entry) {
  if (entry.game === page.saidGame) page.said = null;
  page.scrollTo = entry.game;
  load();
}

// ---- Entering ----

/** The body the panel describes: `{declarer, record}`, or null when no game is chosen. */
function currentBody() {
  if (kind() === "schafkopf") return schafkopfBody(page.schafkopf);
  const record = skatRecord(page.skat);
  if (record === null) return null;
  return { declarer: record.passed || record.ramsch ? null : page.skat.declarer, record };
}

function localProblem() {
  const bad = kind() === "schafkopf" ? badSchafkopfNumber(page.schafkopf) : badSkatNumber(page.skat);
  if (bad) return { field: bad.field, text: t("entry.need_number", { value: bad.value }) };
  const body = currentBody();
  if (body === null) return { field: kind() === "schafkopf" ? "game" : "contract", text: t("entry.need_contract") };
  const played = kind() === "schafkopf" ? schafkopfShows(page.schafkopf).declarer : !body.record.passed && !body.record.ramsch;
  if (played && (body.declarer === null || body.declarer === undefined)) return { field: "declarer", text: t("entry.need_declarer") };
  return null;
}

function gameNumber() {
  if (page.edit) return page.edit.game;
  return nextGame(mergeRows(page.view?.games ?? [], page.entries).map((r) => r.game), seriesGames(page.view));
}

async function save(event, byKey = false) {
  event?.preventDefault();
  if (!page.view || page.view.signed) return;
  const game = gameNumber();
  if (game === null) return;
  const problem = localProblem();
  if (problem) {
    page.error = problem;
    renderEntryState();
    return;
  }
  const body = currentBody();
  const base = page.edit ? page.edit.base : baseOf(game);
  const full = { declarer: body.declarer ?? null, record: body.record, base_version: base };
  const key = JSON.stringify(body);
  const preview = page.preview && page.preview.key === key && page.preview.result ? page.preview.result : null;
  await page.outbox.enqueue(page.token, game, full, { preview });
  page.said = { key: page.online === false ? "entry.queued" : "entry.sending", values: { game } };
  page.saidGame = game;
  resetEntry();
  await refreshEntries();
  render();
  scrollToRow(game);
  // From the keyboard, the next game starts at the first button; a thumb gets no focus ring.
  if (byKey) page.nodes.first?.focus({ preventScroll: true });
  pump();
}

/** The version a change of `game` is made on: the one the phone last saw, or, for a game in
 * conflict, the one the hub said it has now. */
function baseOf(game) {
  const entry = page.entries.find((e) => e.game === game);
  if (entry?.state === "conflict") return entry.conflict?.version ?? null;
  return page.view?.games.find((g) => g.game === game)?.version ?? null;
}

function resetEntry() {
  page.edit = null;
  page.skat = emptySkat(players().length || 3);
  page.schafkopf = emptySchafkopf();
  page.error = null;
  page.preview = null;
  syncInputs();
}

function correct(row) {
  if (!page.view || page.view.signed) return;
  page.edit = { game: row.game, correcting: true, base: baseOf(row.game) };
  // A game in the outbox is corrected as the table typed it, not as the hub has it.
  const source = row.entry ? row.entry.body : row;
  if (kind() === "schafkopf") page.schafkopf = schafkopfFields(source.record, source.declarer);
  else page.skat = skatFields(source.record, source.declarer);
  const error = row.entry?.state === "refused" ? row.entry.error : null;
  page.error = error ? { field: error.field ?? null, text: error.error ?? "" } : null;
  page.said = null;
  syncInputs();
  render();
  page.nodes.panel?.scrollIntoView({ block: "nearest" });
  page.nodes.first?.focus({ preventScroll: true });
  schedulePreview(0);
}

function changed() {
  page.error = null;
  page.said = null;
  renderEntryState();
  schedulePreview();
}

/** The value while typing: asked of the hub ~150 ms after the last change, when online. */
function schedulePreview(delay = 150) {
  clearTimeout(page.previewTimer);
  page.previewTimer = setTimeout(askPreview, delay);
}

async function askPreview() {
  const body = currentBody();
  const seq = ++page.previewSeq;
  if (!body || !page.view) {
    page.preview = null;
    return renderPreview();
  }
  const key = JSON.stringify(body);
  // Offline, the table is told at once; the hub is asked anyway, as the network may be back.
  if (page.online === false) {
    page.preview = { key, offline: true };
    renderPreview();
  }
  const reply = await request(`/api/table/${encodeURIComponent(page.token)}/score`, { method: "POST", body, lang: page.lang, timeout: 2500 });
  if (seq !== page.previewSeq) return;
  noteReply(reply);
  if (reply.status === 200 && reply.body?.result) page.preview = { key, result: reply.body.result };
  else if (reply.status === 422 && reply.body) page.preview = { key, error: reply.body };
  else if (reply.status === 0) page.preview = { key, offline: true };
  else page.preview = null;
  renderPreview();
}

// ---- Signing ----

function listKey() {
  return JSON.stringify((page.view?.games ?? []).map((g) => [g.game, g.version]));
}

// The confirmations given for this state of the list survive a reload of the tab (the phone
// goes round the table; a browser may reload a page in the background): kept per token in
// the tab's sessionStorage, with the list they were given for.
function signKey() {
  return `skatblock-sign-${page.token}`;
}

function keepConfirmed() {
  try {
    sessionStorage.setItem(signKey(), JSON.stringify({ list: page.listKey, seats: [...page.confirmed] }));
  } catch {
    // No storage (a private window): the confirmations stay in memory only.
  }
}

/** The confirmations kept for the list `key`; none when they were given for another state. */
function keptConfirmed(key) {
  try {
    const kept = JSON.parse(sessionStorage.getItem(signKey()) ?? "null");
    if (kept?.list === key && Array.isArray(kept.seats)) return new Set(kept.seats.filter((s) => players().some((p) => p.seat === s)));
  } catch {
    // Unreadable: asked again.
  }
  return new Set();
}

async function toggleConfirm(seat) {
  if (page.confirmed.has(seat)) page.confirmed.delete(seat);
  else page.confirmed.add(seat);
  keepConfirmed();
  renderPanel();
  if (page.confirmed.size === players().length) await sign();
}

async function sign() {
  page.signing = "sending";
  renderPanel();
  const seats = players().map((p) => p.seat);
  const reply = await request(`/api/table/${encodeURIComponent(page.token)}/sign`, { method: "POST", body: { seats }, lang: page.lang });
  noteReply(reply);
  if (reply.status === 200) {
    page.signing = null;
    page.view.signed = true;
    cacheView(page.view);
    render();
    load();
    return;
  }
  if (reply.status === 401) return unauthorized();
  if (reply.status === 0 || reply.status === 429 || reply.status >= 500) {
    page.signing = "offline";
    setTimeout(() => page.confirmed.size === players().length && page.signing === "offline" && sign(), reply.retryAfter ?? backoff(page.signFailures++));
  } else {
    page.signing = { error: reply.body?.error ?? String(reply.status) };
    page.confirmed.clear();
    keepConfirmed();
    load();
  }
  renderPanel();
}

// ---- Drawing ----

function build() {
  const n = page.nodes;
  n.title = el("h1", { class: "event" });
  n.sub = el("p", { class: "sub" });
  n.status = el("p", { class: "status", role: "status", "aria-live": "polite", "data-testid": "connection" });
  n.langButton = el("button", { type: "button", class: "lang", onclick: switchLang });
  n.seats = el("ol", { class: "seats", "data-testid": "players" });
  n.notice = el("div", { class: "notice", role: "alert", hidden: true, "data-testid": "notice" });
  n.list = el("div", { class: "list", "data-testid": "list-box" });
  n.panel = el("section", { class: "panel", "data-testid": "panel" });
  fill(document.body,
    el("header", { class: "top" }, el("div", { class: "headline" }, n.title, n.langButton), el("div", { class: "subline" }, n.sub, n.status), n.seats),
    n.notice,
    el("main", {}, n.list),
    n.panel,
  );
  if (page.view) buildEntry();
}

function switchLang() {
  page.lang = page.lang === "de" ? "en" : "de";
  try {
    localStorage.setItem(LANG_KEY, page.lang);
  } catch {
    // The choice then lasts until the page is closed.
  }
  document.documentElement.lang = page.lang;
  buildEntry();
  render();
  schedulePreview(0);
}

function render() {
  if (!page.nodes.title) return;
  renderHeader();
  renderNotice();
  renderList();
  renderPanel();
}

function renderHeader() {
  const n = page.nodes;
  const v = page.view;
  n.title.textContent = v?.event_name ?? "Skatblock";
  n.sub.textContent = v ? t("table.title", { table: v.table, series: v.series }) : "";
  n.langButton.textContent = t("lang.switch");
  n.langButton.setAttribute("aria-label", t("lang.switch_label"));
  document.title = v ? `${t("table.title", { table: v.table, series: v.series })} – ${v.event_name ?? "Skatblock"}` : "Skatblock";
  const rows = v ? mergeRows(v.games, page.entries) : [];
  const running = runningTotals(kind(), players().length, rows, totalsOptions()).at(-1);
  const last = running?.totals ?? players().map(() => 0);
  // Totals with a game typed offline are not sure until the hub scored it.
  fill(n.seats, players().map((p, i) => el("li", { class: "seat", "data-testid": "player" },
    el("span", { class: "name", text: p.name }),
    el("span", { class: ["total", running?.incomplete && "uncertain"], text: amount(last[i] ?? 0) }))));
  renderStatus();
}

function renderStatus() {
  const n = page.nodes.status;
  if (!n) return;
  const count = waiting(page.entries);
  let text;
  if (page.online === false) text = count === 0 ? t("conn.offline") : t(count === 1 ? "conn.waiting.one" : "conn.waiting.other", { count });
  else if (page.online === true) text = count === 0 ? t("conn.online") : t("conn.sending", { count });
  else text = "…";
  n.textContent = text;
  n.className = ["status", page.online === false ? "offline" : page.online ? "online" : "", count > 0 ? "waiting" : ""].filter(Boolean).join(" ");
  n.dataset.waiting = String(count);
}

function renderNotice() {
  const n = page.nodes.notice;
  let text = "";
  if (page.unauthorized) text = t("unauthorized");
  else if (!page.view) text = page.loadFailures > 0 ? t("load_failed") : t("loading");
  else if (!page.persistent) text = t("conn.storage");
  n.hidden = text === "";
  n.className = ["notice", page.unauthorized ? "fatal" : ""].filter(Boolean).join(" ");
  n.textContent = text;
}

/** An amount in the list's unit: points in Skat, euros (without the sign) or points in
 * Schafkopf. */
function amount(n) {
  return kind() === "schafkopf" && page.view?.tariff_unit === "cent" ? formatEuros(page.lang, n) : formatNumber(page.lang, n);
}

function signedAmount(n) {
  return n > 0 ? `+${amount(n)}` : amount(n);
}

/** What a row says of its game: the hub's label in the page's language (the library's one
 * describer of a game); a game the hub has not stored yet only by the panel's word for it. */
function label(row) {
  const said = row.label?.[page.lang];
  return typeof said === "string" ? said : gameWord(page.lang, kind(), row.record);
}

/** Who a row names and what the value column says: the declarer and his score (Skat) or amount
 * (Schafkopf); the seats a Ramsch writes for and their score. */
function whoOf(row, deltas) {
  if (kind() === "skat" && row.record?.ramsch) {
    const who = rowWho(row.record, row.declarer, deltas);
    const names = who.seats.map((seat) => firstName(nameOf(seat))).join(", ");
    if (row.uncounted) return { names, text: "–", lost: false };
    if (who.value === null) return { names, text: "?", lost: false };
    return { names, text: signed(page.lang, who.value), lost: who.value < 0 };
  }
  const names = row.declarer === null || row.declarer === undefined ? "" : nameOf(row.declarer);
  if (row.uncounted) return { names, text: "–", lost: false };
  if (!deltas) return { names, text: "?", lost: false };
  if (!names) return { names, text: "–", lost: false };
  const v = deltas[row.declarer] ?? 0;
  return { names, text: kind() === "schafkopf" ? signedAmount(v) : signed(page.lang, v), lost: v < 0 };
}

/** The club marks of a Skat row: the engine's Bock and multiplier for a stored row; for a row
 * from the outbox the Kontra/Re it was typed with and the Bock factor of its game. */
function marksOf(row) {
  if (kind() !== "skat") return [];
  const engine = row.bock !== undefined && row.entry?.state !== "pending";
  const bock = engine ? row.bock === true : bockFactor(row.game) > 1;
  return skatMarks(page.lang, row.record, { bock, multiplier: engine ? row.multiplier ?? 1 : 1 });
}

function renderList() {
  const box = page.nodes.list;
  if (!page.view) return fill(box);
  const seats = players().length;
  const rows = mergeRows(page.view.games, page.entries);
  const running = runningTotals(kind(), seats, rows, totalsOptions());
  // Four columns of totals leave no room for a value column on a phone: the value then
  // stands beside the declarer's name.
  const compact = seats >= 4;
  const head = el("thead", {}, el("tr", {},
    el("th", { class: "no", scope: "col", text: t("list.no") }),
    el("th", { class: "game", scope: "col", text: compact ? `${t("list.game")} · ${t("list.value")}` : t("list.game") }),
    compact ? null : el("th", { class: "num", scope: "col", text: t("list.value") }),
    players().map((p) => el("th", { class: "num total", scope: "col", title: p.name, text: firstName(p.name) }))));
  const body = el("tbody");
  rows.forEach((row, i) => append(body, rowNodes(row, running[i], seats, compact)));
  const unit = kind() === "schafkopf" ? el("p", { class: "unit", text: t(page.view.tariff_unit === "cent" ? "list.unit.cent" : "list.unit.points") }) : null;
  const empty = rows.length === 0 ? el("p", { class: "empty", text: t("list.empty") }) : null;
  fill(box, unit, el("table", { class: ["sheet", page.view.signed && "signed", compact && "compact"], "data-testid": "list", "aria-rowcount": rows.length + 1 }, head, body), empty);
  // A game the hub would not store: its row and what was said about it come into view.
  if (page.scrollTo !== null) {
    const game = Number(page.scrollTo);
    page.scrollTo = null;
    (box.querySelector(`[data-testid="detail-${game}"]`) ?? box.querySelector(`[data-game="${game}"]`))?.scrollIntoView({ block: "nearest" });
  }
}

function rowNodes(row, running, seats, compact) {
  const state = row.entry?.state ?? "stored";
  const editable = !page.view.signed && state !== "conflict";
  const value = whoOf(row, running.deltas);
  const declarer = value.names;
  const badge = row.entry ? el("span", { class: ["badge", state], "data-testid": "row-state", text: t(`row.${state}`) }) : null;
  const marks = marksOf(row);
  const tr = el("tr", {
    class: ["row", state, page.edit?.game === row.game && "editing", running.incomplete && "incomplete", marks.some((m) => m.kind === "bock") && "bock"],
    "data-testid": `row-${row.game}`, "data-game": row.game, "data-state": state,
    onclick: editable ? () => correct(row) : undefined,
  },
  el("td", { class: "no" }, editable
    ? el("button", { type: "button", class: "no", "aria-label": `${t("row.tap")}: ${t("entry.game", { game: row.game })}`, text: String(row.game) })
    : String(row.game)),
  el("td", { class: "game" },
    declarer ? el("span", { class: "who" }, el("span", { class: "name", text: declarer }),
      compact ? el("span", { class: ["value", value.lost && "lost"], "data-testid": "row-value", text: value.text }) : null) : null,
    el("span", { class: "what", "data-testid": "row-game", text: label(row) }),
    marks.length > 0 ? el("span", { class: "marks", "data-testid": "row-marks" },
      marks.map((m) => el("span", { class: ["mark", m.kind], title: m.title, text: m.text }))) : null,
    badge),
  compact ? null : el("td", { class: ["num", "value", value.lost && "lost"], "data-testid": "row-value", text: value.text }),
  Array.from({ length: seats }, (_, s) => {
    const delta = running.deltas?.[s] ?? 0;
    const own = delta !== 0 && (s === row.declarer || (kind() === "skat" && Boolean(row.record?.ramsch)));
    return el("td", { class: ["num", "total", own && "own", running.incomplete && "uncertain"], "data-testid": "row-total" },
      el("span", { text: amount(running.totals[s]) }));
  }));
  const detail = detailRow(row, state, compact ? seats - 1 : seats);
  return detail ? [tr, detail] : [tr];
}

/** A refused, locked or conflicting game: what the hub said and what the table may do. */
function detailRow(row, state, seats) {
  const e = row.entry;
  if (!e || state === "pending") return null;
  const cell = el("td", { colspan: String(3 + seats) });
  if (state === "refused" || state === "locked") {
    append(cell,
      el("p", { class: "said", "data-testid": "row-error", text: e.error?.error ?? t(`row.${state}`) }),
      el("div", { class: "choices" },
        state === "refused" ? el("button", { type: "button", class: "small", onclick: () => correct(row), text: t("refused.fix") }) : null,
        el("button", { type: "button", class: "small secondary", onclick: () => discard(e), text: t("refused.drop") })));
  } else if (state === "conflict") {
    const c = e.conflict ?? {};
    const stored = c.stored;
    const storedText = stored ? describeBody(stored) : t("conflict.nothing");
    append(cell,
      el("p", { class: "said", "data-testid": "row-error", text: t("conflict.text", { game: e.game }) }),
      el("dl", { class: "versions" },
        el("dt", { text: t("conflict.stored") }), el("dd", { "data-testid": "conflict-stored", text: storedText }),
        el("dt", { text: t("conflict.mine") }), el("dd", { "data-testid": "conflict-mine", text: describeBody({ declarer: e.body.declarer, record: e.body.record, result: e.preview, label: c.sent_label }) })),
      el("div", { class: "choices" },
        el("button", { type: "button", class: "small secondary", "data-testid": "conflict-keep", onclick: () => keepStored(e), text: t("conflict.keep") }),
        el("button", { type: "button", class: "small", "data-testid": "conflict-send", onclick: () => sendMine(e), text: t("conflict.send") })));
  }
  return el("tr", { class: ["detail", state], "data-testid": `detail-${row.game}` }, cell);
}

/** A game said in one line with the hub's label: "Anna Müller: Kreuz Hand mit 2, +72",
 * "Ramsch, Augen 45/45/30, Stiche 4/4/2, Anna −45". */
function describeBody(b) {
  const deltas = rowDeltas(kind(), players().length, b.declarer, b.result);
  if (kind() === "skat" && b.record?.ramsch) {
    const who = rowWho(b.record, b.declarer, deltas);
    const scores = deltas ? who.seats.map((seat) => `, ${nameOf(seat)} ${signed(page.lang, deltas[seat])}`).join("") : "";
    return `${label(b)}${scores}`;
  }
  const who = b.declarer === null || b.declarer === undefined ? "" : `${nameOf(b.declarer)}: `;
  const value = deltas && b.declarer !== null && b.declarer !== undefined ? `, ${kind() === "schafkopf" ? signedAmount(deltas[b.declarer]) : signed(page.lang, deltas[b.declarer])}` : "";
  return `${who}${label(b)}${value}`;
}

async function discard(entry) {
  await page.outbox.remove(entry.token, entry.game);
  await refreshEntries();
  render();
}

async function keepStored(entry) {
  const c = entry.conflict ?? {};
  await page.outbox.remove(entry.token, entry.game);
  if (page.view) {
    page.view.games = page.view.games.filter((g) => g.game !== entry.game);
    if (c.stored) page.view.games.push({ game: entry.game, declarer: c.stored.declarer, record: c.stored.record, result: c.stored.result, label: c.stored.label, version: c.version });
    page.view.games.sort((a, b) => a.game - b.game);
  }
  await refreshEntries();
  render();
  load();
}

async function sendMine(entry) {
  await page.outbox.resend(entry, entry.conflict?.version ?? null);
  await refreshEntries();
  render();
  pump();
}

function scrollToRow(game) {
  const row = page.nodes.list.querySelector(`[data-game="${Number(game)}"]`);
  row?.scrollIntoView({ block: "nearest" });
}

// ---- The panel: entry, signature, or the signed list ----

function renderPanel() {
  const n = page.nodes;
  if (!n.panel || !page.view || page.unauthorized) {
    n.panel && (n.panel.hidden = true);
    return;
  }
  n.panel.hidden = false;
  if (listKey() !== page.listKey) {
    page.listKey = listKey();
    page.confirmed = keptConfirmed(page.listKey);
  }
  const mode = page.view.signed ? "signed" : page.edit ? "entry" : readyToSign(page.view, page.entries) ? "sign" : gameNumber() === null ? "waiting" : "entry";
  n.panel.dataset.mode = mode;
  n.entry.hidden = mode !== "entry";
  n.sign.hidden = mode === "entry";
  if (mode === "signed") fill(n.sign, el("p", { class: "locked", "data-testid": "signed", text: t("sign.done") }));
  else if (mode === "sign") renderSign();
  else if (mode === "waiting") fill(n.sign, el("p", { class: "hint", text: t("entry.full", { games: seriesGames(page.view) }) }));
  else renderEntryState();
}

function renderSign() {
  const total = players().length;
  const missing = total - page.confirmed.size;
  let state = null;
  if (page.signing === "sending") state = t("sign.sending");
  else if (page.signing === "offline") state = t("sign.offline");
  else if (page.signing?.error) state = page.signing.error;
  else if (missing > 0) state = t("sign.waiting", { count: missing, total });
  fill(page.nodes.sign,
    el("h2", { text: t("sign.heading") }),
    el("p", { class: "hint", text: t("sign.hint", { games: seriesGames(page.view) }) }),
    el("ul", { class: "confirm" }, players().map((p) => {
      const done = page.confirmed.has(p.seat);
      return el("li", {},
        el("span", { class: "name", text: p.name }),
        el("button", {
          type: "button", class: ["confirm", done && "done"], "aria-pressed": done ? "true" : "false", "data-testid": `confirm-${p.seat}`,
          disabled: page.signing === "sending", onclick: () => toggleConfirm(p.seat), text: done ? t("sign.confirmed") : t("sign.confirm"),
        }));
    })),
    state ? el("p", { class: ["hint", page.signing?.error && "error"], role: "status", "data-testid": "sign-state", text: state }) : null);
}

/** Builds the entry panel for the table's game (Skat or Schafkopf) in the page's language. */
function buildEntry() {
  const n = page.nodes;
  if (!n.panel || !page.view) return;
  n.groups = {};
  n.errors = {};
  n.buttons = [];
  n.ramschCells = [];
  n.ramschSum = null;
  n.heading = el("h2", { class: "heading", "data-testid": "entry-heading" });
  n.cancel = el("button", { type: "button", class: "small secondary", "data-testid": "entry-cancel", onclick: cancelEdit, text: t("entry.cancel") });
  n.value = el("output", { class: "preview", "data-testid": "entry-value", "aria-live": "polite" });
  n.after = el("p", { class: "after", "data-testid": "entry-totals" });
  n.general = el("p", { class: "error", role: "alert", "data-testid": "entry-error", hidden: true });
  n.said = el("p", { class: "said-ok", "aria-live": "polite", "data-testid": "entry-said" });
  n.save = el("button", { type: "submit", class: "save", "data-testid": "entry-save", text: t("entry.save") });
  const ui = panelUi();
  const fields = kind() === "schafkopf" ? schafkopfControls(ui, () => page.schafkopf) : skatControls(ui, () => page.skat);
  // The fields scroll; the value, the totals and the save button stay under the thumb.
  n.entry = el("form", { class: "entry", "data-testid": "entry", novalidate: true, onsubmit: (e) => save(e), onkeydown: enterSaves },
    el("div", { class: "entry-head" }, n.heading, n.cancel),
    el("div", { class: "scroll" }, fields),
    el("div", { class: "foot" },
      n.general,
      el("div", { class: "actions" }, el("div", { class: "result" }, n.value, n.after), n.save),
      n.said));
  n.sign = el("div", { class: "sign", "data-testid": "sign" });
  fill(n.panel, n.entry, n.sign);
  syncInputs();
}

// Enter in a field saves, as in the desk's entry line; on a button it presses the button.
function enterSaves(e) {
  if (e.key !== "Enter" || e.target?.tagName === "BUTTON" || e.target?.tagName === "SELECT") return;
  e.preventDefault();
  save(null, true);
}

function cancelEdit() {
  resetEntry();
  render();
}

/** What a panel is built and drawn with: the page's words, its nodes and the controls over
 * them, the table's players, the game number entered and the event's club variants. */
function panelUi() {
  return { t, nodes: page.nodes, w: controls(page.nodes, changed), players, game: gameNumber, variants: variants(), changed };
}

/** Puts the fields' values into the inputs (after a reset or a correction is loaded). */
function syncInputs() {
  for (const { input, get } of page.nodes.inputs ?? []) input.value = get() ?? "";
  if (page.nodes.override) page.nodes.override.value = page.skat.override;
}

function renderEntryState() {
  const n = page.nodes;
  if (!n.entry || !page.view) return;
  const game = gameNumber();
  n.heading.textContent = page.edit ? t("entry.correcting", { game }) : t("entry.game", { game });
  n.cancel.hidden = !page.edit;
  const shows = kind() === "schafkopf" ? { ...schafkopfShows(page.schafkopf), game: true, klopfer: schafkopfShows(page.schafkopf).doublings } : skatShows(page.skat, variants());
  for (const [key, node] of Object.entries(n.groups)) node.hidden = shows[key] === false || (shows[key] === undefined && key !== "game");
  for (const { button, pressed, disabled } of n.buttons) {
    button.setAttribute("aria-pressed", pressed() ? "true" : "false");
    button.disabled = disabled();
  }
  for (const { node, get } of n.counts) node.textContent = get() === null || get() === undefined ? "–" : String(get());
  renderRamsch(panelUi(), () => page.skat, game);
  n.first = n.entry.querySelector("button.pick:not([disabled])");
  renderErrors();
  renderPreview();
  n.said.textContent = page.said ? t(page.said.key, page.said.values) : "";
}

/** The refusal at its field (the hub's `field`), or under the panel when no group shows it. */
function renderErrors() {
  const n = page.nodes;
  const error = page.error ?? (page.preview?.error ? { field: page.preview.error.field, text: page.preview.error.error } : null);
  const key = error ? fieldGroup(error.field, kind()) : null;
  const shown = key !== null && n.groups[key] && !n.groups[key].hidden;
  const target = shown ? n.errors[key] : null;
  for (const node of new Set(Object.values(n.errors))) {
    node.hidden = node !== target;
    node.textContent = node === target ? error.text : "";
  }
  if (target) target.dataset.testid = `error-${key}`;
  for (const [k, node] of Object.entries(n.groups)) node.classList.toggle("invalid", shown && k === key);
  n.general.hidden = !error || shown;
  n.general.textContent = error && !shown ? error.text : "";
}

function renderPreview() {
  const n = page.nodes;
  if (!n.value) return;
  const p = page.preview;
  const body = currentBody();
  const fresh = p && body && p.key === JSON.stringify(body);
  n.value.className = "preview";
  n.after.textContent = "";
  if (!fresh) {
    n.value.textContent = "";
  } else if (p.offline) {
    n.value.textContent = t("entry.value_offline");
    n.value.classList.add("offline");
  } else if (p.error) {
    n.value.textContent = "";
  } else if (p.result) {
    n.value.textContent = previewText(body, p.result);
    n.value.classList.toggle("lost", p.result.won === false && !p.result.passed && body.record.passed !== true && body.declarer !== null && body.declarer !== undefined);
    n.after.textContent = afterText(body, p.result);
  }
  renderErrors();
}

function previewText(body, result) {
  if (kind() === "schafkopf") {
    const amounts = result.amounts ?? [];
    const unit = page.view.tariff_unit === "cent" ? "cent" : "points";
    if (amounts.every((a) => a === 0)) return t("sk.game.passed");
    if (body.declarer !== null && body.declarer !== undefined) {
      const value = formatAmount(page.lang, unit, amounts[body.declarer] ?? 0, true);
      return result.won === false ? t("entry.value_lost", { value }) : t("entry.value", { value });
    }
    return players().flatMap((p, i) => (amounts[i] ? [`${firstName(p.name)} ${signedAmount(amounts[i])}`] : [])).join(" · ");
  }
  return skatValueText(page.lang, body, result, bockFactor(gameNumber()), players().map((p) => firstName(p.name)));
}

/** The running totals with the game being typed in its place. */
function afterText(body, result) {
  const game = gameNumber();
  const rows = mergeRows(page.view.games, page.entries).filter((r) => r.game !== game);
  rows.push({ game, declarer: body.declarer, record: body.record, result });
  rows.sort((a, b) => a.game - b.game);
  const index = rows.findIndex((r) => r.game === game);
  const totals = runningTotals(kind(), players().length, rows, totalsOptions())[index].totals;
  return `${t("entry.totals")} ${players().map((p, i) => `${firstName(p.name)} ${amount(totals[i])}`).join(" · ")}`;
}

if (typeof document !== "undefined" && document.documentElement?.dataset.page === "phone") {
  start();
}
