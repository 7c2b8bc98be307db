// The projector view (`/projector`, issue 12): the standings of the event in large type for the
// back of the hall, page by page when they do not fit, and the progress of the current series'
// tables. A Preisskat's rankings (issue 22) follow the standings in turn, each a board of its
// own. It follows the hub's live stream (`/api/events`) and fetches `/api/projector` again
// after each change; it shows only what the hall may see and changes nothing.

import { el, fill, formatAmount, formatNumber, formatTime, pickLang, request, translate } from "./common.js";

/** How long one page of the standings stays. */
export const PAGE_MS = 12000;

/** How long a page stays: `?turn=N` seconds (2 to 120) where the hall asks for it, else PAGE_MS. */
export function pageMs(search) {
  const asked = Number(new URLSearchParams(search ?? "").get("turn"));
  return Number.isInteger(asked) && asked >= 2 && asked <= 120 ? asked * 1000 : PAGE_MS;
}

/** The boards shown in turn: the standings, then each ranking of the prize file that has rows. */
export function boards(data) {
  const list = [{ id: "", name: null, rows: data?.standings ?? [], ranking: false }];
  for (const r of data?.rankings ?? []) {
    if (r.rows?.length) list.push({ id: r.id, name: r.name, rows: r.rows, ranking: true });
  }
  return list;
}

/** The board and page after `at`: the next page of the board, else the next board's first page,
 * after the last board the standings again. */
export function nextView(at, list, perPage) {
  const board = Math.min(at.board, list.length - 1);
  const page = nextPage(at.page, pageCount(list[board]?.rows.length ?? 0, perPage));
  if (page > 0) return { board, page };
  return { board: list.length <= 1 ? 0 : (board + 1) % list.length, page: 0 };
}

/** The number of pages for `count` rows of which `perPage` fit (at least one page). */
export function pageCount(count, perPage) {
  return Math.max(1, Math.ceil(count / Math.max(1, perPage)));
}

/** The rows of page `page` (0-based). */
export function pageRows(rows, perPage, page) {
  const size = Math.max(1, perPage);
  return rows.slice(page * size, page * size + size);
}

/** The page after `page`, back to the first after the last. */
export function nextPage(page, pages) {
  return pages <= 1 ? 0 : (page + 1) % pages;
}

/** How many rows fit: the free height over the height of one row, at least one. */
export function rowsThatFit(available, rowHeight) {
  if (!(rowHeight > 0)) return 1;
  return Math.max(1, Math.floor(available / rowHeight));
}

/** The size class of the tables' grid: fewer tables get larger tiles (one, two, three or four
 * columns). */
export function tileSize(count) {
  return count <= 10 ? "large" : count <= 30 ? "medium" : count <= 60 ? "small" : "tiny";
}

/** What a table's tile says below its progress: signed, not heard of for a while, or nothing. */
export function tableNote(lang, table) {
  if (table.signed) return translate(lang, "proj.signed");
  if (!table.stale) return "";
  if (table.last_contact_seconds === null || table.last_contact_seconds === undefined) return translate(lang, "proj.stale_never");
  return translate(lang, "proj.stale", { minutes: Math.max(1, Math.floor(table.last_contact_seconds / 60)) });
}

const view = {
  lang: "de",
  data: null,
  page: 0,
  board: 0,
  perPage: 14,
  updated: null,
  live: false,
  fetching: false,
  dirty: false,
  failures: 0,
  rotation: null,
  nodes: {},
};

const t = (key, values) => translate(view.lang, key, values);

function start() {
  view.lang = pickLang(location.search, null);
  document.documentElement.lang = view.lang;
  build();
  refresh();
  follow();
  addEventListener("resize", () => layout());
  view.rotation = setInterval(turnPage, pageMs(location.search));
  // The stream may be blocked by something in between: the view still updates, slower.
  setInterval(() => !view.live && refresh(), 30000);
}

/** Follows the hub's live stream; the browser reconnects by itself after a drop. */
function follow() {
  if (typeof EventSource === "undefined") return;
  const source = new EventSource("/api/events");
  source.addEventListener("changed", () => refresh());
  source.addEventListener("open", () => {
    view.live = true;
    renderHead();
  });
  source.addEventListener("error", () => {
    view.live = false;
    renderHead();
  });
}

/** Fetches the projector's data; a burst of changes while a fetch runs gives one more fetch. */
async function refresh() {
  if (view.fetching) {
    view.dirty = true;
    return;
  }
  view.fetching = true;
  try {
    const reply = await request("/api/projector", { lang: view.lang });
    if (reply.status === 200 && reply.body) {
      view.data = reply.body;
      view.updated = new Date();
      view.failures = 0;
      render();
    } else {
      view.failures += 1;
      renderHead();
    }
  } finally {
    view.fetching = false;
    if (view.dirty) {
      view.dirty = false;
      setTimeout(refresh, 150);
    }
  }
}

function turnPage() {
  const next = nextView({ board: view.board, page: view.page }, boards(view.data), view.perPage);
  view.board = next.board;
  view.page = next.page;
  renderStandings();
  renderHead();
}

/** The board on the wall now (the standings when the rankings changed under it). */
function shownBoard() {
  const list = boards(view.data);
  if (view.board >= list.length) view.board = 0;
  return list[view.board];
}

function build() {
  const n = view.nodes;
  n.title = el("h1", { "data-testid": "event-name" });
  n.subtitle = el("p", { class: "subtitle", "data-testid": "subtitle" });
  n.updated = el("p", { class: "updated", "data-testid": "updated" });
  n.live = el("p", { class: "live", "data-testid": "live" });
  n.page = el("p", { class: "page", "data-testid": "page" });
  n.standings = el("section", { class: "standings", "data-testid": "standings-box" });
  n.tablesHead = el("h2", { "data-testid": "tables-heading" });
  n.tablesDone = el("p", { class: "done", "data-testid": "tables-done" });
  n.tables = el("ol", { class: "tables", "data-testid": "tables" });
  fill(document.body,
    el("header", { class: "bar" }, el("div", { class: "titles" }, n.title, n.subtitle), el("div", { class: "meta" }, n.updated, n.live, n.page)),
    el("main", { class: "hall" }, n.standings, el("aside", { class: "progress" }, n.tablesHead, n.tablesDone, n.tables)));
}

function render() {
  renderHead();
  renderStandings();
  renderTables();
  layout();
}

function renderHead() {
  const n = view.nodes;
  const d = view.data;
  n.title.textContent = d?.event?.name ?? "Skatblock";
  document.title = `${t("proj.title")} – ${d?.event?.name ?? "Skatblock"}`;
  n.subtitle.textContent = d ? `${t("proj.title")} · ${t("proj.after", { series: d.series })}` : "";
  n.updated.textContent = view.updated ? t("proj.updated", { time: formatTime(view.lang, view.updated) }) : "";
  n.live.textContent = view.live ? `● ${t("proj.live")}` : t("proj.reconnecting");
  n.live.className = ["live", view.live ? "on" : "off"].join(" ");
  const pages = pageCount(shownBoard().rows.length, view.perPage);
  n.page.textContent = pages > 1 ? t("proj.page", { page: view.page + 1, pages }) : "";
}

function schafkopf() {
  return view.data?.game_kind === "schafkopf";
}

function columns() {
  const unit = view.data?.tariff_unit === "cent" ? "cent" : "points";
  const num = (n) => formatNumber(view.lang, n);
  // A player without a result yet has no place (rank null), listed after the ranked ones.
  const rank = (r) => [r.rank === null ? "" : `${r.rank}.`, r.lot_required ? el("span", { class: "lot", text: t("proj.lot") }) : null];
  const common = [
    { key: "rank", head: t("proj.rank"), cell: rank, cls: "rank" },
    { key: "name", head: t("proj.name"), cell: (r) => r.name, cls: "name" },
    { key: "club", head: t("proj.club"), cell: (r) => r.club, cls: "club" },
  ];
  if (schafkopf()) {
    return common.concat(
      { key: "result", head: t("proj.result"), cell: (r) => formatAmount(view.lang, unit, r.total), cls: "num strong", minus: (r) => r.total < 0 },
      { key: "solos", head: t("proj.solos_won"), cell: (r) => num(r.won), cls: "num" },
    );
  }
  return common.concat(
    { key: "points", head: t("proj.points"), cell: (r) => num(r.points), cls: "num", minus: (r) => r.points < 0 },
    { key: "won", head: t("proj.won"), cell: (r) => num(r.won), cls: "num" },
    { key: "lost", head: t("proj.lost"), cell: (r) => num(r.lost), cls: "num" },
    { key: "total", head: t("proj.total"), cell: (r) => num(r.total), cls: "num strong", minus: (r) => r.total < 0 },
  );
}

/** The columns of a ranking's board: rank, the player, team or club (a team's members after
 * it), and the ranking's sums. */
function rankingColumns() {
  const num = (n) => formatNumber(view.lang, n);
  const unit = view.data?.tariff_unit === "cent" ? "cent" : "points";
  const rank = (r) => [r.rank === null ? "" : `${r.rank}.`, r.lot_required ? el("span", { class: "lot", text: t("proj.lot") }) : null];
  const name = (r) => [r.name, r.team && r.members?.length ? el("span", { class: "members", text: ` (${r.members.join(", ")})` }) : null];
  const total = schafkopf() ? (r) => formatAmount(view.lang, unit, r.total) : (r) => num(r.total);
  return [
    { key: "rank", head: t("proj.rank"), cell: rank, cls: "rank" },
    { key: "name", head: t("proj.name"), cell: name, cls: "name" },
    { key: "won", head: t(schafkopf() ? "proj.solos_won" : "proj.won"), cell: (r) => num(r.won), cls: "num" },
    ...(schafkopf() ? [] : [{ key: "lost", head: t("proj.lost"), cell: (r) => num(r.lost), cls: "num" }]),
    { key: "total", head: t(schafkopf() ? "proj.result" : "proj.total"), cell: total, cls: "num strong", minus: (r) => r.total < 0 },
  ];
}

function renderStandings() {
  const box = view.nodes.standings;
  const board = shownBoard();
  const rows = board.rows;
  if (!view.data) return fill(box);
  if (rows.length === 0) return fill(box, el("p", { class: "empty", text: t("proj.empty") }));
  const pages = pageCount(rows.length, view.perPage);
  view.page = Math.min(view.page, pages - 1);
  const cols = board.ranking ? rankingColumns() : columns();
  // With rankings on the wall every board says which it is.
  const heading = boards(view.data).length > 1
    ? el("h2", { class: "board", "data-testid": "board-name", text: board.name ?? t("proj.overall") })
    : null;
  const kind = board.ranking ? "ranking" : schafkopf() ? "schafkopf" : "skat";
  fill(box, heading, el("table", { class: kind, "data-testid": "standings", "data-board": board.id },
    el("thead", {}, el("tr", {}, cols.map((c) => el("th", { class: c.cls, scope: "col", text: c.head })))),
    el("tbody", {}, pageRows(rows, view.perPage, view.page).map((r) =>
      el("tr", { class: [r.lot_required && "tied"], "data-testid": "standing", "data-player": r.player_id ?? r.team ?? r.club },
        cols.map((c) => el("td", { class: [c.cls, c.minus?.(r) && "minus"], "data-testid": `standing-${c.key}` }, c.cell(r))))))));
}

function renderTables() {
  const n = view.nodes;
  const d = view.data;
  const tables = (d?.tables ?? []).filter((tb) => tb.series === d.series);
  n.tablesHead.textContent = d ? t("proj.tables", { series: d.series }) : "";
  n.tablesDone.textContent = tables.length ? t("proj.done", { signed: tables.filter((tb) => tb.signed).length, tables: tables.length }) : "";
  n.tables.className = `tables ${tileSize(tables.length)}`;
  fill(n.tables, tables.map((tb) => {
    const note = tableNote(view.lang, tb);
    return el("li", { class: ["tile", tb.signed && "signed", tb.stale && !tb.signed && "stale", tb.entered >= tb.games && "full"], "data-testid": `table-${tb.table}` },
      el("span", { class: "label", "data-testid": "table-progress", text: `${t("proj.table", { table: tb.table })}: ${tb.entered}/${tb.games}` }),
      tb.signed ? el("span", { class: "check", "aria-hidden": "true", text: "✓" }) : null,
      el("progress", { max: String(Math.max(1, tb.games)), value: String(Math.min(tb.entered, tb.games)), "aria-hidden": "true" }),
      note ? el("span", { class: "note", "data-testid": "table-note", text: note }) : null);
  }));
}

/** Fits the standings to the screen: as many rows per page as there is room for. */
function layout() {
  const box = view.nodes.standings;
  const table = box.querySelector("table");
  const row = table?.querySelector("tbody tr");
  if (!table || !row) return;
  const head = table.querySelector("thead")?.getBoundingClientRect().height ?? 0;
  const heading = box.querySelector("h2")?.getBoundingClientRect().height ?? 0;
  const fit = rowsThatFit(box.clientHeight - head - heading - 4, row.getBoundingClientRect().height);
  if (fit !== view.perPage) {
    view.perPage = fit;
    renderStandings();
    renderHead();
  }
}

if (typeof document !== "undefined" && document.documentElement?.dataset.page === "projector") {
  start();
}
