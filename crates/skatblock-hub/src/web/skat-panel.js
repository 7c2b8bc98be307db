// The Skat panel of the phone page (issue 12; split from the page in issue 19): the declarer,
// the game, matadors, Hand and the announcements, Kontra/Re and the Ramsch where the event's
// rules allow them, the numbers and the result override — made for a thumb. The fields are the
// record model's (`emptySkat`); the page draws their state and sends the record.

import { el } from "./common.js";
import { firstName } from "./controls.js";
import { MAX_MATADORS, SUIT_SYMBOLS, contractsFor, dealerOf, openSuit, ramschSums } from "./record.js";

/** The Skat panel's fields over `ui` (the page's words `t`, its `nodes`, the controls `w`, the
 * table's `players`, the `game` number entered, the event's club `variants`) and the fields
 * `f()` (`emptySkat`). */
export function skatControls(ui, f) {
  const { t, w } = ui;
  ui.nodes.inputs = [];
  ui.nodes.counts = [];
  const isDealer = (seat) => ui.players().length === 4 && seat === dealerOf(ui.game(), 4);
  const club = ui.variants;
  const contracts = contractsFor(club).map((c) => w.choice(`contract-${c}`, c in SUIT_SYMBOLS ? `${SUIT_SYMBOLS[c]} ${t(`contract.${c}`)}` : t(`contract.${c}`),
    () => pickContract(f(), c, ui.players()), () => f().contract === c, { class: c in SUIT_SYMBOLS ? `suit ${c}` : c }));
  const suitOrGrand = () => f().contract in MAX_MATADORS;
  return el("div", { class: "fields" },
    w.group("declarer", t("entry.declarer"), w.seatButtons(ui.players(), "declarer", () => f().declarer, (s) => (f().declarer = s), isDealer)),
    w.group("contract", t("entry.contract"), el("div", { class: "contracts" }, contracts)),
    club.ramsch ? ramschControls(ui, f, isDealer) : null,
    w.group("matadors", t("entry.matadors"), el("div", { class: "line" },
      el("span", { class: "segmented" },
        w.choice("matadors-with", t("entry.with"), () => setMit(f(), true), () => f().matadors !== null && f().mit),
        w.choice("matadors-without", t("entry.without"), () => setMit(f(), false), () => f().matadors !== null && !f().mit)),
      w.stepper("matadors", () => f().matadors, (v) => (f().matadors = Math.max(1, v)), 1, () => MAX_MATADORS[f().contract] ?? 11, t("entry.fewer"), t("entry.more")))),
    w.group("hand", t("entry.hand"), el("div", { class: "toggles" },
      w.choice("toggle-hand", t("entry.hand"), () => toggleHand(f()), () => f().hand || openSuit(f()), { disabled: () => openSuit(f()) || f().contract === "passed" }),
      w.choice("toggle-ouvert", t("entry.ouvert"), () => (f().ouvert = !f().ouvert), () => f().ouvert, { disabled: () => f().contract === "passed" }),
      w.choice("toggle-schneider", t("entry.schneider"), () => announce(f(), "schneider"), () => f().announced !== "none" || openSuit(f()), { disabled: () => !suitOrGrand() || openSuit(f()) }),
      w.choice("toggle-schwarz", t("entry.schwarz"), () => announce(f(), "schwarz"), () => f().announced === "schwarz" || openSuit(f()), { disabled: () => !suitOrGrand() || openSuit(f()) }))),
    club.kontra ? w.group("kontra", t("entry.kontra"), el("span", { class: "segmented kontra" }, ["", "kontra", "re"].map((k) =>
      w.choice(`kontra-${k || "none"}`, t(`entry.kontra.${k || "none"}`), () => (f().kontra = f().kontra === k ? "" : k), () => f().kontra === k,
        { attrs: k ? {} : { "aria-label": t("entry.kontra.none_label") } })))) : null,
    w.numbers(
      w.group("declarer_points", t("entry.points"), w.numberInput("points", t("entry.points"), () => f().points, (v) => (f().points = v), { maxlength: "3" })),
      w.group("declarer_tricks", t("entry.tricks"), w.numberInput("tricks", t("entry.tricks"), () => f().tricks, (v) => (f().tricks = v), { maxlength: "2" })),
      w.group("bid", t("entry.bid"), w.numberInput("bid", t("entry.bid"), () => f().bid, (v) => (f().bid = v), { maxlength: "3", placeholder: "18" }))),
    w.group("result_override", t("entry.override"), overrideSelect(ui, f)));
}

/** A Ramsch's fields (C.3): every seat's card points (with the skat where it went) and tricks,
 * their sums, the pushes of a Schieberamsch, and the last trick when a tie needs it. At a
 * 4-table the dealer sits out: his column says so and takes nothing. */
function ramschControls(ui, f, isDealer) {
  const { t, w } = ui;
  ui.nodes.ramschCells = [];
  const cell = (key, list, p) => {
    const input = w.numberInput(`ramsch-${key}-${p.seat}`, `${t(`entry.ramsch.${key}`)} ${p.name}`, () => f()[list][p.seat] ?? "", (v) => (f()[list][p.seat] = v),
      { maxlength: key === "points" ? "3" : "2" });
    const out = el("span", { class: "out", text: t("entry.ramsch.dealer"), hidden: true });
    ui.nodes.ramschCells.push({ seat: p.seat, input, out });
    return el("td", {}, input, out);
  };
  const table = el("table", { class: "ramsch", "data-testid": "ramsch-table" },
    el("thead", {}, el("tr", {}, el("th"), ui.players().map((p) => el("th", { scope: "col", title: p.name, text: firstName(p.name) })))),
    el("tbody", {},
      el("tr", {}, el("th", { scope: "row", text: t("entry.ramsch.points") }), ui.players().map((p) => cell("points", "ramschPoints", p))),
      el("tr", {}, el("th", { scope: "row", text: t("entry.ramsch.tricks") }), ui.players().map((p) => cell("tricks", "ramschTricks", p)))));
  ui.nodes.ramschSum = el("p", { class: "ramsch-sum", "data-testid": "ramsch-sum" });
  return [
    w.group("ramsch", t("entry.ramsch"), table, ui.nodes.ramschSum),
    w.group("ramsch_pushes", t("entry.ramsch.pushes"),
      w.stepper("pushes", () => f().pushes, (v) => (f().pushes = v), 0, () => 3, t("entry.ramsch.fewer"), t("entry.ramsch.more"))),
    w.group("ramsch_last_trick", t("entry.ramsch.last_trick"), w.seatButtons(ui.players(), "last-trick", () => f().lastTrick, (s) => (f().lastTrick = s), isDealer)),
  ];
}

/** The Ramsch fields of game `game`: the dealer's column at a 4-table, and the sums. */
export function renderRamsch(ui, f, game) {
  const { t } = ui;
  const n = ui.nodes;
  if (!n.ramschSum) return;
  const dealer = ui.players().length === 4 ? dealerOf(game, 4) : null;
  for (const { seat, input, out } of n.ramschCells ?? []) {
    input.hidden = seat === dealer;
    out.hidden = seat !== dealer;
  }
  const sums = ramschSums(f());
  const typed = f().ramschPoints.concat(f().ramschTricks).some((text) => String(text).trim() !== "");
  n.ramschSum.textContent = t("entry.ramsch.sum", sums);
  n.ramschSum.classList.toggle("off", typed && (sums.points !== 120 || sums.tricks !== 10));
}

function overrideSelect(ui, f) {
  const { t } = ui;
  const options = ["", "declarer_lost_by_rule", "defenders_lost_by_rule", "declarer_conceded", "defenders_conceded"];
  const select = el("select", { "data-testid": "entry-override", "aria-label": t("entry.override"), onchange: (e) => ((f().override = e.target.value), ui.changed()) },
    options.map((o) => el("option", { value: o, text: t(`entry.override.${o || "none"}`) })));
  ui.nodes.override = select;
  return select;
}

/** Picks (or drops) contract `c` in the fields `f`; a Ramsch gets a column per seat of `players`. */
export function pickContract(f, c, players) {
  f.contract = f.contract === c ? "" : c;
  if (f.contract === "passed" || f.contract === "ramsch") Object.assign(f, { declarer: null, hand: false, ouvert: false, announced: "none", matadors: null, kontra: "" });
  if (f.contract === "ramsch" && f.ramschPoints.length !== players.length) {
    Object.assign(f, { ramschPoints: players.map(() => ""), ramschTricks: players.map(() => ""), pushes: 0, lastTrick: null });
  }
  if (f.contract === "null") Object.assign(f, { announced: "none", matadors: null });
  const max = MAX_MATADORS[f.contract];
  if (max && f.matadors !== null && f.matadors > max) f.matadors = max;
}

/** With or without matadors; the same again clears them. */
export function setMit(f, mit) {
  if (!(f.contract in MAX_MATADORS) && f.contract !== "") return;
  if (f.matadors !== null && f.mit === mit) f.matadors = null;
  else {
    f.mit = mit;
    f.matadors = f.matadors ?? 1;
  }
}

export function toggleHand(f) {
  f.hand = !f.hand;
  // Announcements need Hand (ISkO 3.2.4): without Hand, nothing is announced.
  if (!f.hand) f.announced = "none";
}

export function announce(f, what) {
  if (what === "schneider") f.announced = f.announced === "none" ? "schneider" : "none";
  else f.announced = f.announced === "schwarz" ? "schneider" : "schwarz";
  if (f.announced !== "none") f.hand = true;
}
