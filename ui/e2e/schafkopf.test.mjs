// End-to-end test of Bavarian Schafkopf in the real window (issue 11): a Schafkopf tournament
// is created from the event form with the BSV 10/50 tariff (a custom tariff shown as a table on
// the way, with a class switched off and a refused amount at its cell); 8 players, 2 series,
// both drawn in the Sitzplan screen; at a table a Sauspiel, a Herz-Solo Tout, a lost Wenz, a
// Ramsch with a Jungfrau and a passed deal are typed, their amounts checked while typing and on
// the list against the engine (the CLI's `schafkopf score` and `schafkopf sheet`), one game is
// corrected; the rest of the lists comes from the CLI's import; the standings are the CLI's, and
// the finished lists are saved as PDF.
import { after, afterEach, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, openWindow, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-schafkopf-"));
const db = join(data, "skatblock", "skatblock.db");

let window;
let browser;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);
/** Opens a row of the list: scrolled to the middle first, as the scorer scrolls a long list, so
 * it is not under the list's sticky header (issue 21) when it is clicked. */
async function openRow(testid) {
  await browser.execute((el) => el.scrollIntoView({ block: "center" }), await $(testid));
  await $(testid).click();
}
/** The texts of every element with `testid`. */
async function texts(testid, parent = browser) {
  const out = [];
  for (const element of await parent.$$(`[data-testid="${testid}"]`)) out.push(await element.getText());
  return out;
}
/** Cents as the window shows them in German: "+0,40 €", "−1,80 €", "12,00 €". */
const euros = (cents) => {
  const text = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100).replace("-", "−").replace(/\u00a0/g, " ");
  return cents > 0 ? `+${text}` : text;
};
const plain = (cents) => euros(cents).replace(/^\+/, "");
/** The engine's amounts of one game (`skatblock schafkopf score`). */
const score = (game) => JSON.parse(execFileSync(cli, ["schafkopf", "score", "--tariff", "BSV_10_50"], { input: JSON.stringify(game) + "\n", encoding: "utf8" }));
/** WebDriver says a no-break space as a space (or not): compare without. */
const same = (text) => text.replace(/\u00a0/g, " ").trim();
/** Scrolls `testid` to the middle of the window (the page's own scrolling, as a user's wheel). */
const center = async (testid) => browser.execute((el) => el.scrollIntoView({ block: "center" }), await $(testid));

const PLAYERS = [
  [1, "Anna", "Huber", "SK Eichel Ober"],
  [2, "Bernd", "Mayr", "SK Eichel Ober"],
  [3, "Clara", "Bauer", "Gras-Unter Moosach"],
  [4, "Dieter", "Hofer", "Gras-Unter Moosach"],
  [5, "Erika", "Wimmer", ""],
  [6, "Franz", "Gruber", "SC Herz Sau"],
  [7, "Gisela", "Moser", "SC Herz Sau"],
  [8, "Hans", "Steiner", ""],
];

before(async () => {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  const players = join(data, "players.csv");
  writeFileSync(players, "id;first_name;last_name;club\n" + PLAYERS.map((p) => p.join(";")).join("\n") + "\n");
  skat("player", "import", players);
  mkdirSync(shots, { recursive: true });
  window = await openWindow(data);
  browser = window.browser;
  await $("db-path").waitForExist({ timeout: 15000 });
});

after(() => closeWindow(window));
// The window as a failing test left it, for the log.
afterEach(async (t) => {
  if (process.env.E2E_DEBUG) await browser.saveScreenshot(join(data, `after-${t.name.slice(0, 20).replace(/\W/g, "_")}.png`)).catch(() => {});
});

test("a Schafkopf tournament is created from the event form with the BSV tariff; a custom tariff shows as a table", async () => {
  await $("nav-event").click();
  await $("event-form").waitForExist({ timeout: 10000 });
  await $("event-name").setValue("Schafkopfrennen Kirchweih");
  await $("event-series").setValue("2");
  assert.equal(await $("rules-ruleset").isExisting(), true, "a Skat event has its rules");
  await $("event-game").selectByAttribute("value", "schafkopf");
  await $("tariff-table").waitForExist({ timeout: 5000 });
  assert.equal(await $("rules-ruleset").isExisting(), false, "no Skat rules for Schafkopf");
  assert.equal(await $("event-sk-games").getValue(), "32", "a Schafkopf series is 32 games by default");

  // The preset, read-only: BSV 10/50 (RULES.md D.3).
  assert.equal(await $("tariff-choice").getValue(), "BSV_10_50");
  assert.deepEqual(
    [await $("tariff-rufspiel-base").getText(), await $("tariff-solo-base").getText(), await $("tariff-wenz-laufende_min").getText(), await $("tariff-bettel-base").getText()],
    ["10", "50", "2", "30"],
  );
  assert.match(await $("tariff-row-farbwenz").getText(), /wird nicht gespielt/, "Farbwenz is not in the preset");
  assert.match(await $("tariff-tout-base").getText(), /× 2/);
  await center("tariff-row-farbwenz");
  await browser.saveScreenshot(join(shots, "event-schafkopf-preset.png"));

  // "anpassen": the preset becomes a custom tariff; a class switched off, one switched on, and
  // an amount the library refuses, shown at its cell.
  await $("tariff-adapt").click();
  await $("tariff-on-bettel").waitForExist({ timeout: 5000 });
  assert.equal(await $("tariff-choice").getValue(), "");
  assert.equal(await $("tariff-solo-base").getValue(), "50", "the custom tariff starts as the preset");
  await $("tariff-on-bettel").click();
  await browser.waitUntil(async () => /wird nicht gespielt/.test(await $("tariff-row-bettel").getText()), { timeout: 5000, timeoutMsg: "Bettel switched off" });
  await $("tariff-on-geier").click();
  await $("tariff-geier-base").waitForExist({ timeout: 5000 });
  await $("tariff-solo-base").setValue("-5");
  const refusal = await $("tariff-error-solo");
  await refusal.waitForExist({ timeout: 5000, timeoutMsg: "the refusal shows at the Solo row" });
  assert.equal(same(await refusal.getText()), "Solo · Grundbetrag = −5: muss mindestens 0 sein (Schafkopf D.3)");
  assert.equal(await $("event-live").isExisting(), false, "at the cell, not under the form");
  await center("tariff-row-wenz");
  await browser.saveScreenshot(join(shots, "event-schafkopf-custom.png"));
  await $("tariff-solo-base").setValue("50");
  await refusal.waitForExist({ reverse: true, timeout: 5000, timeoutMsg: "the message goes with the fix" });
  // An emptied amount is said at its cell, not sent.
  await $("tariff-wenz-schneider").click();
  await browser.keys(["Control", "a"]);
  await browser.keys("Backspace");
  const missing = await $("tariff-error-wenz");
  await missing.waitForExist({ timeout: 5000, timeoutMsg: "the empty cell is named" });
  assert.equal(same(await missing.getText()), "Wenz · Schneider = (fehlt): eine ganze Zahl");
  await $("tariff-wenz-schneider").setValue("10");
  await missing.waitForExist({ reverse: true, timeout: 5000, timeoutMsg: "the message goes with the amount" });
  assert.equal(await $("event-sk-order").getValue(), "wins", "D.4: more solo games won, then lot");

  // Back to the preset, and the tournament is created.
  await $("tariff-choice").selectByAttribute("value", "BSV_10_50");
  await $("tariff-adapt").waitForExist({ timeout: 5000 });
  await $("event-create").click();
  await $("seating-seed").waitForExist({ timeout: 10000 });
  const shown = JSON.parse(skat("event", "show", "1"));
  assert.equal(shown.game, "schafkopf");
  assert.equal(shown.tariff_name, "BSV_10_50");
  assert.equal(shown.series_count, 2);
  assert.equal(shown.rules.series_games["4"], 32);
  assert.deepEqual(shown.rules.tie_break, ["TOTAL_DESC", "WINS_DESC"], "the standings order of D.4");

  // The stored event shows its game, fixed, and its tariff.
  await $("nav-edit-event").click();
  await $("tariff-table").waitForExist({ timeout: 10000 });
  assert.equal(await $("event-game").getValue(), "schafkopf");
  assert.equal(await $("event-game").isEnabled(), false, "the game of a stored event stays");
  assert.equal(await $("tariff-choice").getValue(), "BSV_10_50");
  await $("nav-seating").click();
  await $("seating-seed").waitForExist({ timeout: 10000 });
});

/** A series' tables in seat order, as the seating stores them. */
function tablesOf(series) {
  const rows = JSON.parse(skat("seating", "show", "1", "--series", String(series), "--format", "json"));
  const tables = [];
  for (const r of rows.sort((a, b) => a.table - b.table || a.seat - b.seat)) (tables[r.table - 1] ??= []).push(r);
  return tables;
}

test("both series are drawn in the Sitzplan screen", async () => {
  await $("seating-seed").setValue("7");
  await $("seating-draw").click();
  await $("seating-tables").waitForExist({ timeout: 10000 });
  await $("seating-series").selectByAttribute("value", "2");
  await $("seating-seed").waitForExist({ timeout: 10000 });
  await $("seating-seed").setValue("8");
  await $("seating-draw").click();
  await $("seating-tables").waitForExist({ timeout: 10000 });
  for (const series of [1, 2]) {
    const tables = tablesOf(series);
    assert.deepEqual(tables.map((t) => t.length), [4, 4], `series ${series}: two 4-tables`);
  }
});

const rows = () => browser.$$('[data-testid="sk-sheet"] tbody tr');
async function waitRows(count) {
  await browser.waitUntil(async () => (await rows()).length === count, { timeout: 8000, timeoutMsg: `${count} rows on the list` });
}
/** The four live amounts under the names, once they read `amounts`. */
async function liveAmounts(amounts, message) {
  const want = amounts.map(euros);
  await browser.waitUntil(async () => JSON.stringify((await texts("sk-live-amount")).map(same)) === JSON.stringify(want), {
    timeout: 5000,
    timeoutMsg: `${message}: ${want.join(" ")} while typing, not ${(await texts("sk-live-amount")).join(" ")}`,
  });
}

// The games typed at table 1 of series 1, as the engine reads them (seats 0–3).
const TYPED = [
  { game: "rufspiel", called: "eichel", declarer: 0, partner: 2, points: 72, laufende: 3 },
  { game: "solo", suit: "herz", declarer: 1, tricks: 8, tout: true, laufende: 4 },
  { game: "wenz", declarer: 2, points: 50, laufende: 2 },
  { game: "ramsch", points: [20, 62, 38, 0], tricks: [2, 4, 2, 0] },
  { passed: true },
];

test("a Sauspiel, a Herz-Solo Tout, a lost Wenz, a Ramsch with a Jungfrau and a passed deal are typed with their amounts", async () => {
  await $("nav-sheet").click();
  await $("sk-entry").waitForExist({ timeout: 10000 });
  const seats = tablesOf(1)[0];
  const names = seats.map((s) => s.name);
  assert.deepEqual((await texts("sk-live-amount")).map(same), ["", "", "", ""], "nothing typed, no amounts");

  // 1: seat 1 plays a Sauspiel on the Eichel-Sau with seat 3, 72 card points, 3 Laufende.
  await $("sk-game").addValue("r");
  await $("sk-declarer").waitForExist({ timeout: 5000 });
  await $("sk-declarer").addValue("1");
  const live = await $("sk-live");
  await browser.waitUntil(async () => /^Mitspieler = \(fehlt\): ein Rufspiel braucht/.test(await live.getText()), { timeout: 5000, timeoutMsg: "what is still missing shows while typing" });
  assert.doesNotMatch(await live.getAttribute("class"), /invalid/, "a hint while typing, not an error");
  await browser.keys("Enter");
  await browser.waitUntil(async () => /invalid/.test(await live.getAttribute("class")), { timeout: 5000, timeoutMsg: "Enter on an unfinished line says why it is not saved" });
  assert.equal((await rows()).length, 0, "nothing saved");
  await $("sk-called").addValue("e");
  await $("sk-partner").addValue("3");
  await $("sk-points").setValue("72");
  await $("sk-laufende").setValue("3");
  const first = score(TYPED[0]);
  assert.deepEqual(first.amounts, [40, -40, 40, -40], "10 + 3 Laufende × 10 each (SK5)");
  await liveAmounts(first.amounts, "the Sauspiel");
  await browser.saveScreenshot(join(shots, "sk-typing.png"));
  await browser.keys("Enter");
  await waitRows(1);

  // 2: seat 2 plays a Herz-Solo Tout with 4 Laufende and takes every trick: (50 + 40) × 2.
  await $("sk-game").addValue("s");
  await $("sk-declarer").addValue("2");
  await $("sk-suit").addValue("h");
  await $("sk-tout").click();
  await $("sk-tricks").waitForExist({ timeout: 5000, timeoutMsg: "a Tout asks for the tricks" });
  assert.equal(await $("sk-points").isExisting(), false, "a Tout needs no card points");
  await $("sk-tricks").setValue("8");
  await $("sk-laufende").setValue("4");
  const second = score(TYPED[1]);
  assert.deepEqual(second.amounts, [-180, 540, -180, -180]);
  await liveAmounts(second.amounts, "the Herz-Solo Tout");
  await browser.keys("Enter");
  await waitRows(2);

  // 3: seat 3 plays a Wenz and loses with 50; 5 Laufende are refused at their field first.
  await $("sk-game").addValue("w");
  await $("sk-declarer").addValue("3");
  await $("sk-points").setValue("50");
  await $("sk-laufende").setValue("5");
  await browser.waitUntil(async () => same(await live.getText()) === "Laufende = 5: ein Spiel Wenz hat höchstens 4 Laufende (Schafkopf D.2)", {
    timeout: 5000,
    timeoutMsg: "the engine's refusal in German, at the field",
  });
  assert.match(await $("sk-laufende").parentElement().getAttribute("class"), /bad/, "the Laufende field is marked");
  assert.deepEqual((await texts("sk-live-amount")).map(same), ["", "", "", ""], "no amounts for a refused game");
  await center("sk-entry");
  await browser.saveScreenshot(join(shots, "sk-refusal.png"));
  await $("sk-laufende").setValue("2");
  const third = score(TYPED[2]);
  assert.deepEqual(third.amounts, [70, 70, -210, 70], "lost: (50 + 2 × 10) from the declarer to each");
  await liveAmounts(third.amounts, "the lost Wenz");
  await browser.keys("Enter");
  await waitRows(3);

  // 4: a Ramsch: seat 2 has the most card points and pays, seat 4 took no trick (Jungfrau).
  await $("sk-game").addValue("r");
  await $("sk-game").addValue("a");
  await $("ramsch-points-1").waitForExist({ timeout: 5000 });
  for (const [i, [points, tricks]] of [["20", "2"], ["62", "4"], ["38", "2"], ["0", "0"]].entries()) {
    await $(`ramsch-points-${i + 1}`).setValue(points);
    await $(`ramsch-tricks-${i + 1}`).setValue(tricks);
  }
  const fourth = score(TYPED[3]);
  assert.deepEqual(fourth.amounts, [20, -80, 20, 40], "the Jungfrau gets double");
  await liveAmounts(fourth.amounts, "the Ramsch");
  await center("sk-entry");
  await browser.saveScreenshot(join(shots, "sk-ramsch-typing.png"));
  await browser.keys("Enter");
  await waitRows(4);

  // 5: everybody passes: the cards are thrown in.
  await $("sk-game").addValue("z");
  await liveAmounts([0, 0, 0, 0], "a passed deal");
  await browser.keys("Enter");
  await waitRows(5);

  // The list is the engine's list of the same games.
  const list = JSON.parse(execFileSync(cli, ["schafkopf", "sheet", "-"], { input: JSON.stringify({ players: names, first_dealer: 0, tariff: "BSV_10_50", games: TYPED }), encoding: "utf8" }));
  await checkList(list);
  assert.deepEqual((await texts("sk-row-game")).map(same), ["Sauspiel auf die Eichel", "Herz-Solo Tout", "Wenz", "Ramsch mit Jungfrau", "zusammengeworfen"]);
  assert.deepEqual((await texts("sk-row-outcome")).map(same), ["gewonnen", "gewonnen", "verloren", "", ""]);
});

/** The rows, the foot and the ranking on screen against the engine's list. */
async function checkList(list) {
  const shown = await rows();
  assert.equal(shown.length, list.games.length);
  for (const [i, row] of shown.entries()) {
    const g = list.games[i];
    assert.deepEqual((await texts("sk-amount", row)).map(same), g.amounts.map((a) => (a === 0 ? "" : euros(a))), `game ${i + 1}: amounts`);
    assert.deepEqual((await texts("sk-total", row)).map(same), g.totals.map(plain), `game ${i + 1}: running totals`);
  }
  assert.deepEqual((await texts("sk-foot-sum")).map(same), list.foot.map((f) => plain(f.sum)), "the foot's sums");
  assert.deepEqual((await texts("sk-foot-won")).map(Number), list.foot.map((f) => f.solos_won), "Soli gewonnen");
  assert.deepEqual((await texts("sk-foot-lost")).map(Number), list.foot.map((f) => f.solos_lost), "Soli verloren");
}

test("a game is corrected from its row, with its history", async () => {
  await openRow("sk-open-1");
  await browser.waitUntil(async () => (await $("sk-points").getValue()) === "72", { timeout: 5000, timeoutMsg: "the row's game in the entry line" });
  await $("sk-points").setValue("91");
  const corrected = { ...TYPED[0], points: 91 };
  const amounts = score(corrected).amounts;
  assert.deepEqual(amounts, [50, -50, 50, -50], "the opponents are Schneider: 10 + 10 + 30");
  await liveAmounts(amounts, "the corrected Sauspiel");
  await browser.keys("Enter");
  await browser.waitUntil(async () => same((await texts("sk-amount", (await rows())[0]))[0]) === "+0,50 €", { timeout: 5000, timeoutMsg: "the corrected row" });
  const seats = tablesOf(1)[0];
  const list = JSON.parse(
    execFileSync(cli, ["schafkopf", "sheet", "-"], { input: JSON.stringify({ players: seats.map((s) => s.name), first_dealer: 0, tariff: "BSV_10_50", games: [corrected, ...TYPED.slice(1)] }), encoding: "utf8" }),
  );
  await checkList(list);
  const history = skat("game", "history", "1", "--series", "1", "--table", "1", "--game", "1").trim().split("\n");
  assert.deepEqual(history.map((h) => h.split(/\s{2,}/)[1]), ["enter", "correct"], "the correction is kept in the history");
  assert.match(history[1], /"points":91/);
  // Opened again, the row shows its history; Abbrechen leaves it as it is.
  await openRow("sk-open-1");
  await $("history").waitForExist({ timeout: 5000 });
  // The history is a table (issue 21): what was done, the game before → after.
  const historyRows = await browser.execute(() =>
    [...document.querySelectorAll('[data-testid="history-row"]')].map((r) => [...r.querySelectorAll("td")].slice(2).map((c) => c.textContent.trim())),
  );
  assert.deepEqual(
    historyRows,
    [
      ["erfasst", "", "", "Sauspiel auf die Eichel · Augen 72"],
      ["korrigiert", "Sauspiel auf die Eichel · Augen 72", "→", "Sauspiel auf die Eichel · Augen 91"],
    ],
    "the window's history",
  );
  await $("sk-cancel").click();
  await $("history").waitForExist({ reverse: true, timeout: 5000 });
  await browser.execute((el) => el.scrollIntoView({ block: "start" }), await $("sk-sheet"));
  await browser.saveScreenshot(join(shots, "sk-list.png"));
});

/** The rest of every list, from the CLI: a mix of Sauspiele, Soli, Wenz and passed deals. */
function importRest() {
  const lines = ["series,table,game_no,game,declarer,partner,called,suit,points,tricks,laufende,tout,klopfer,kontra,bock,passed"];
  for (const series of [1, 2]) {
    for (const [t, seats] of tablesOf(series).entries()) {
      const no = (seat) => seats[seat % 4].player_id;
      const start = series === 1 && t === 0 ? TYPED.length + 1 : 1;
      for (let n = start; n <= 32; n++) {
        const at = `${series},${t + 1},${n}`;
        switch (n % 6) {
          case 0: lines.push(`${at},rufspiel,${no(n)},${no(n + 1)},gras,,${61 + ((n * 7) % 30)},,0,false,0,0,0,false`); break;
          case 1: lines.push(`${at},solo,${no(n)},,,schellen,${40 + ((n * 11) % 60)},,0,false,0,0,0,false`); break;
          case 2: lines.push(`${at},rufspiel,${no(n + 2)},${no(n + 3)},eichel,,${30 + ((n * 13) % 60)},,3,false,0,0,0,false`); break;
          case 3: lines.push(`${at},wenz,${no(n + 1)},,,,${65 + (n % 20)},,2,false,0,0,0,false`); break;
          case 4: lines.push(`${at},,,,,,,,0,false,0,0,0,true`); break;
          default: lines.push(`${at},rufspiel,${no(n)},${no(n + 2)},schellen,,95,,0,false,1,0,0,false`);
        }
      }
    }
  }
  const file = join(data, "games.csv");
  writeFileSync(file, lines.join("\n") + "\n");
  skat("games", "import", "1", file);
}


test("a correction made while another writer changed the game is refused as a conflict, and saved again on the stored state", async () => {
  await openRow("sk-open-1");
  await browser.waitUntil(async () => (await $("sk-points").getValue()) === "91", { timeout: 5000, timeoutMsg: "the row's game in the entry line" });
  // A table's phone (here: the CLI, another process) corrects game 1 while it is open here.
  skat("game", "correct", "1", "--series", "1", "--table", "1", "--game", "1", JSON.stringify({ ...TYPED[0], points: 80 }));
  await $("sk-points").setValue("85");
  await browser.keys("Enter");
  await $("sheet-conflict").waitForExist({ timeout: 5000 });
  assert.match(same(await $("sheet-conflict").getText()), /Spiel 1 wurde inzwischen geändert \(Stand 3\)/);
  assert.equal(await $("sk-points").getValue(), "85", "the typed correction stays in the entry line");
  await browser.saveScreenshot(join(shots, "sk-conflict.png"));
  await $("sk-points").click();
  await browser.keys("Enter");
  await $("sheet-conflict").waitForExist({ reverse: true, timeout: 5000 });
  const history = skat("game", "history", "1", "--series", "1", "--table", "1", "--game", "1").trim().split("\n");
  assert.deepEqual(history.map((h) => h.split(/\s{2,}/)[1]), ["enter", "correct", "correct", "correct"], "the other writer's correction is kept, then the desk's");
  assert.match(history[3], /"points":85/);
});

test("a correction does not follow the scorer to another table", async () => {
  const rowTexts = async () => {
    const out = [];
    for (const row of await rows()) out.push(await row.getText());
    return out;
  };
  await openRow("sk-open-2");
  await browser.waitUntil(async () => (await $("sk-entry-head").getText()) === "Spiel 2 wird korrigiert", { timeout: 5000, timeoutMsg: "row 2 opened" });
  const before = await rowTexts();
  await $("sheet-table").selectByAttribute("value", "2");
  await browser.waitUntil(async () => (await $("sk-entry-head").getText()) === "Spiel 1", { timeout: 5000, timeoutMsg: "table 2 starts a new line, not the correction" });
  await $("sheet-table").selectByAttribute("value", "1");
  await browser.waitUntil(async () => (await rows()).length === before.length, { timeout: 5000, timeoutMsg: "table 1 again" });
  assert.deepEqual(await rowTexts(), before, "nothing of table 1 changed");
  assert.match(await $("sk-entry-head").getText(), /^Spiel \d+$/, "no correction open");
});
test("the rest of the lists comes from the CLI; the finished list and the standings are the engine's", async () => {
  importRest();
  // The list screen again: the finished list of table 1.
  await $("nav-standings").click();
  await $("standings").waitForExist({ timeout: 10000 });
  await $("nav-sheet").click();
  await waitRows(32);
  assert.equal(await $("sk-full").isExisting(), true, "32 games: the list is complete");
  const standings1 = JSON.parse(skat("standings", "1", "--series", "1", "--format", "json"));
  const seats = tablesOf(1)[0];
  const sums = await texts("sk-foot-sum");
  for (const [seat, s] of seats.entries()) {
    const row = standings1.find((r) => r.player_id === s.player_id);
    assert.equal(same(sums[seat]), plain(row.total), `${s.name}: the foot is the standings' result`);
  }
  assert.equal((await texts("findings")).length, 0, "a complete list has no findings");
  const ranking = await $("sk-ranking");
  await ranking.scrollIntoView({ block: "end" });
  await browser.saveScreenshot(join(shots, "sk-finished.png"));

  // The finished list of the table as PDF: its foot is the window's.
  const pdf = join(data, "liste.pdf");
  await $("sk-print-finished").scrollIntoView({ block: "center" });
  await $("sk-print-finished").click();
  answerDialog("Fertige Liste speichern", pdf);
  await $("sk-notice").waitForExist({ timeout: 15000 });
  assert.equal(execFileSync("head", ["-c", "5", pdf], { encoding: "utf8" }), "%PDF-");
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  assert.match(text, /Tisch 1 · Serie 1 · 32 Spiele/);
  for (const s of seats) assert.ok(text.includes(s.name), `${s.name} on the printed list`);
  const sumLine = text.split("\n").find((l) => l.startsWith("Summe")) ?? "";
  assert.deepEqual(sumLine.trim().split(/\s+/).slice(1), sums.map((s) => same(s).replace(/\s*€$/, "")), "the printed sums are the window's");

  // The standings of the event: Rang, Nr., Name, Verein, Ergebnis in euros, Soli gewonnen.
  const standings = JSON.parse(skat("standings", "1", "--format", "json"));
  await $("nav-standings").click();
  await $("standings").waitForExist({ timeout: 10000 });
  const header = await browser.$$('[data-testid="standings"] thead th');
  const heads = [];
  for (const th of header) heads.push(same(await th.getText()));
  assert.deepEqual(heads, ["Platz", "Nr.", "Name", "Verein", "Ergebnis", "Soli gewonnen"]);
  const shown = await browser.$$('[data-testid="standings"] tbody tr');
  assert.equal(shown.length, 8);
  for (const [i, row] of standings.entries()) {
    const cells = [];
    // textContent: WebKitWebDriver says the text of a cell cut short with an ellipsis as "".
    for (const td of await shown[i].$$("td")) cells.push(same(await td.getProperty("textContent")));
    assert.equal(cells[0].replace(/\s*\(Los\)$/, ""), `${row.rank}.`, `${row.name}: rank`);
    assert.equal(/\(Los\)$/.test(cells[0]), row.lot_required, `${row.name}: lot`);
    assert.deepEqual(cells.slice(1), [row.player_id, row.name, row.club, plain(row.total), String(row.won)], `row ${i + 1}`);
  }
  await browser.saveScreenshot(join(shots, "standings-schafkopf.png"));
});

test("a table that settled its list itself enters each player's result in euros", async () => {
  // A Schafkopf evening from the CLI: two tables, nothing entered yet.
  skat("event", "create", "--name", "Schafkopfabend Oktober", "--date", "2026-10-16", "--series", "1", "--game", "schafkopf", "--tariff", "BSV_10_50", "--kind", "club-evening");
  const seating = join(data, "seats-2.csv");
  writeFileSync(seating, "series,table,seat,player_id\n1,1,1,1\n1,1,2,2\n1,1,3,3\n1,1,4,4\n1,2,1,5\n1,2,2,6\n1,2,3,7\n1,2,4,8\n");
  skat("seating", "import", "2", seating);

  await $("nav-start").click();
  await $("open-default").click();
  await $("event-2").click();
  assert.equal(await $("nav-money").isExisting(), false, "no Abrechnung screen for Schafkopf");
  await $("nav-sheet").click();
  await $("mode-totals").waitForExist({ timeout: 10000 });
  await $("mode-totals").click();
  await $("totals-form").waitForExist({ timeout: 5000 });
  const fill = async (values) => {
    for (const [field, list] of Object.entries(values)) {
      const inputs = await browser.$$(`[data-testid="totals-${field}"]`);
      for (const [i, v] of list.entries()) await inputs[i].setValue(v);
    }
  };
  await fill({ points: ["12,4x", "−3,20", "−5", "−4,20"], won: ["2", "0", "1", "0"], lost: ["0", "1", "1", "0"] });
  await $("totals-save").click();
  await $("totals-error").waitForExist({ timeout: 5000 });
  assert.equal(same(await $("totals-error").getText()), "Ergebnis von Anna Huber = „12,4x“: bitte einen Betrag in Euro eingeben (z. B. −12,40).");
  // A table whose results do not add up to zero is refused by the library.
  await fill({ points: ["12,40", "−3,20", "−5", "−4"] });
  await $("totals-save").click();
  await browser.waitUntil(async () => !/12,4x/.test(await $("totals-error").getText()), { timeout: 5000, timeoutMsg: "the library's refusal" });
  assert.match(same(await $("totals-error").getText()), /^Ergebnis = 0,20 €: die Ergebnisse von Tisch 1 der Serie 1 ergeben zusammen 0,20 Euro;/, "the sum that is off, in euros");
  await fill({ points: ["12,40", "−3,20", "−5", "−4,20"] });
  await $("totals-save").click();
  await $("totals-result").waitForExist({ timeout: 5000 });
  const standings = JSON.parse(skat("standings", "2", "--series", "1", "--format", "json"));
  const byName = new Map(standings.map((r) => [r.name, r]));
  assert.deepEqual(["Anna Huber", "Bernd Mayr", "Clara Bauer", "Dieter Hofer"].map((n) => byName.get(n).total), [1240, -320, -500, -420]);
  for (const tr of await browser.$$('[data-testid="totals-result"] tbody tr')) {
    const cells = [];
    for (const td of await tr.$$("td")) cells.push(same(await td.getProperty("textContent")));
    const row = byName.get(cells[0]);
    assert.deepEqual(cells.slice(1), [plain(row.total), String(row.won), String(row.lost)], `${cells[0]}: as the standings have it`);
  }
  await browser.saveScreenshot(join(shots, "sk-totals.png"));
});
