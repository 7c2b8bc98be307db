// The Schafkopf panel of the phone page (issue 12; split from the page in issue 19): the game,
// declarer, called Ace and partner, suit, points and tricks, Laufende and Tout, and what doubles
// a game (Klopfer, Stoß, Bock), or every seat's points and tricks of a Ramsch. The fields are
// the record model's (`emptySchafkopf`); the page draws their state and sends the game.

import { el } from "./common.js";
import { firstName } from "./controls.js";
import { SK_CALLABLE, SK_GAMES, SK_MAX_LAUFENDE, SK_SUITS, SK_TOUT, schafkopfShows } from "./record.js";

/** The Schafkopf panel's fields over `ui` (the page's words `t`, its `nodes`, the controls `w`,
 * the table's `players`) and the fields `f()` (`emptySchafkopf`). */
export function schafkopfControls(ui, f) {
  const { t, w } = ui;
  ui.nodes.inputs = [];
  ui.nodes.counts = [];
  const games = SK_GAMES.map((g) => w.choice(`game-${g}`, t(`sk.game.${g}`), () => pickGame(f(), g), () => f().game === g, { class: g }));
  const suits = (key, list) => el("div", { class: "suits" }, list.map((s) =>
    w.choice(`${key}-${s}`, t(`sk.suit.${s}`), () => (f()[key] = f()[key] === s ? "" : s), () => f()[key] === s, { class: `sk ${s}` })));
  const ramsch = el("table", { class: "ramsch" },
    el("thead", {}, el("tr", {}, el("th"), ui.players().map((p) => el("th", { scope: "col", title: p.name, text: firstName(p.name) })))),
    el("tbody", {},
      el("tr", {}, el("th", { scope: "row", text: t("sk.entry.ramsch_points") }), ui.players().map((p) => el("td", {},
        w.numberInput(`ramsch-points-${p.seat}`, `${t("sk.entry.ramsch_points")} ${p.name}`, () => f().ramschPoints[p.seat], (v) => (f().ramschPoints[p.seat] = v), { maxlength: "3" })))),
      el("tr", {}, el("th", { scope: "row", text: t("sk.entry.ramsch_tricks") }), ui.players().map((p) => el("td", {},
        w.numberInput(`ramsch-tricks-${p.seat}`, `${t("sk.entry.ramsch_tricks")} ${p.name}`, () => f().ramschTricks[p.seat], (v) => (f().ramschTricks[p.seat] = v), { maxlength: "1" }))))));
  const kontra = el("span", { class: "segmented" }, [0, 1, 2].map((k) =>
    w.choice(`kontra-${k}`, t(`sk.entry.kontra.${k}`), () => (f().kontra = k), () => f().kontra === k)));
  return el("div", { class: "fields" },
    w.group("game", t("sk.entry.game"), el("div", { class: "contracts" }, games)),
    w.group("declarer", t("sk.entry.declarer"), w.seatButtons(ui.players(), "declarer", () => f().declarer, (s) => (f().declarer = s))),
    w.group("called", t("sk.entry.called"), suits("called", SK_CALLABLE)),
    w.group("partner", t("sk.entry.partner"), w.seatButtons(ui.players(), "partner", () => f().partner, (s) => (f().partner = s), (seat) => seat === f().declarer)),
    w.group("suit", t("sk.entry.suit"), suits("suit", SK_SUITS)),
    w.numbers(
      w.group("points", t("sk.entry.points"), w.numberInput("points", t("sk.entry.points"), () => f().points, (v) => (f().points = v), { maxlength: "3" })),
      w.group("tricks", t("sk.entry.tricks"), w.numberInput("tricks", t("sk.entry.tricks"), () => f().tricks, (v) => (f().tricks = v), { maxlength: "1" }))),
    w.group("laufende", t("sk.entry.laufende"), el("div", { class: "line" },
      w.stepper("laufende", () => f().laufende, (v) => (f().laufende = v), 0, () => SK_MAX_LAUFENDE[f().game] ?? 14, t("sk.entry.fewer"), t("sk.entry.more")),
      w.choice("toggle-tout", t("sk.entry.tout"), () => (f().tout = !f().tout), () => f().tout, { disabled: () => !schafkopfShows(f()).tout }))),
    w.group("ramsch", t("sk.game.ramsch"), ramsch),
    w.group("klopfer", `${t("sk.entry.klopfer")} · ${t("sk.entry.kontra")} · ${t("sk.entry.bock")}`, el("div", { class: "line doublings" },
      el("span", { class: "labelled" }, el("span", { class: "mini", text: t("sk.entry.klopfer") }),
        w.stepper("klopfer", () => f().klopfer, (v) => (f().klopfer = v), 0, () => 4, t("sk.entry.fewer"), t("sk.entry.more"))),
      el("span", { class: "labelled" }, el("span", { class: "mini", text: t("sk.entry.kontra") }), kontra),
      el("span", { class: "labelled" }, el("span", { class: "mini", text: t("sk.entry.bock") }),
        w.stepper("bock", () => f().bock, (v) => (f().bock = v), 0, () => 4, t("sk.entry.fewer"), t("sk.entry.more"))))));
}

/** Picks (or drops) game `g` in the fields `f`: Tout and Laufende as far as the game has them. */
export function pickGame(f, g) {
  f.game = f.game === g ? "" : g;
  if (!SK_TOUT.includes(f.game)) f.tout = false;
  const max = SK_MAX_LAUFENDE[f.game];
  if (max !== undefined && f.laufende > max) f.laufende = max;
}
