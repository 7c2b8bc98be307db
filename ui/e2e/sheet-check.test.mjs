// End-to-end test of a Skat list you can check like paper and its lean entry line (issue 21) in
// the real window: a 3-table opens with the focus on the declarer; an ordinary suit game, an
// overbid game, a Grand Hand and a passed deal are typed by keys alone, through only the fields
// the game uses ("eingepasst" is the key 0); each row says the marks that make its value and
// the card points; a correction marks its row, and its history is a German table on the desk's
// clock (the app runs under Europe/Berlin, the history is stored in UTC); the players' names and
// the navigation stay on screen while the full list scrolls; the finished list prints as a
// one-page PDF. Every value is the engine's (the CLI's standings of the same list).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, openWindow, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-sheet-check-"));
const db = join(data, "skatblock", "skatblock.db");
// The desk's clock: not UTC, so a history said in UTC would show the wrong hour.
const ZONE = "Europe/Berlin";

let window;
let browser;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);
/** WebDriver says a no-break space as a space; the window writes − for minus. */
const same = (text) => text.replace(/\u00a0/g, " ");
const rows = () => browser.$$('[data-testid="sheet"] tbody tr');
const focused = () => browser.execute(() => document.activeElement?.getAttribute("data-testid") ?? document.activeElement?.tagName);
/** The entry line's fields in Tab order (what Tab reaches, the save button left out). */
const tabPath = () =>
  browser.execute(() =>
    [...document.querySelectorAll('[data-testid="entry"] input, [data-testid="entry"] select')]
      .filter((el) => el.tabIndex >= 0 && !el.disabled)
      .map((el) => el.getAttribute("data-testid")),
  );

async function waitRows(count) {
  try {
    await browser.waitUntil(async () => (await rows()).length === count, { timeout: 5000 });
  } catch {
    await browser.saveScreenshot(join(shots, `sheet-check-failed-${count}.png`));
    const line = { focused: await focused(), live: await $("entry-live").getText(), points: await $("entry-points").getValue().catch(() => null) };
    assert.fail(`row ${count} saved: ${JSON.stringify(line)}`);
  }
}
async function row(number) {
  const r = await $(`sheet-row-${number}`);
  return { game: same(await r.$('[data-testid="row-game"]').getText()), value: same(await r.$('[data-testid="row-value"]').getText()) };
}
/** Keys pressed one by one (a string is one key each character; Tab and Enter by name), counted. */
let pressed = 0;
async function press(...keys) {
  const names = { Tab: "\uE004", Enter: "\uE007", Space: " " };
  for (const k of keys) {
    for (const key of names[k] ? [names[k]] : [...k]) {
      await browser.keys(key);
      pressed++;
    }
  }
}

/** A game's history as the CLI stores it: when (UTC), what, who, and the new record. */
function storedHistory(game) {
  return skat("game", "history", "1", "--series", "1", "--table", "1", "--game", String(game))
    .trim()
    .split("\n")
    .map((line) => {
      const m = /^(\S+)\s{2,}(\w+)\s{2,}.*?\s{2,}by (.+?): .* -> (.*)$/.exec(line);
      assert.ok(m, `a history line: ${line}`);
      return { at: m[1], action: m[2], by: m[3], new: m[4] };
    });
}

before(async () => {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  const players = join(data, "players.csv");
  writeFileSync(players, "id;first_name;last_name;club\n1;Anna;Müller;SF Kreuz Bube\n2;Bernd;Schäfer;SF Kreuz Bube\n3;Clara;Weiß;Grand Hand\n");
  skat("player", "import", players);
  skat("event", "create", "--name", "Preisskat im Advent", "--date", "2026-11-28", "--series", "1");
  skat("event", "register", "1", "--all");
  skat("seating", "draw", "1", "--series", "1", "--seed", "7");
  mkdirSync(shots, { recursive: true });
  process.env.TZ = ZONE;
  window = await openWindow(data);
  browser = window.browser;
});

after(() => closeWindow(window));

test("a table opens on the declarer; games are typed through the fields they use only; each row says its marks and Augen", async () => {
  await $("event-1").waitForExist({ timeout: 15000 });
  await $("event-1").click();
  await $("nav-sheet").click();
  await $("entry").waitForExist({ timeout: 10000 });
  await browser.waitUntil(async () => (await focused()) === "entry-declarer", { timeout: 5000, timeoutMsg: "the table opens with the focus on the declarer" });
  assert.equal(await $("entry-passed").isExisting(), false, "eingepasst is a key of the declarer field, not a field of its own");
  assert.deepEqual(await tabPath(), ["entry-declarer", "entry-contract", "entry-matadors", "entry-points", "entry-hand", "entry-bid", "entry-ouvert", "entry-announced", "entry-tricks", "entry-override"]);

  // 1: seat 1 plays Herz with 1 and makes the opponents schneider (92): (1 + 1 + 1) × 10 = 30.
  pressed = 0;
  await press("1", "Tab", "h", "Tab", "1", "Tab", "92", "Enter");
  await waitRows(1);
  assert.equal(pressed, 9, "an ordinary suit game takes 9 keys");
  assert.deepEqual(await row(1), { game: "Herz mit 1, Schneider · Augen 92", value: "30" });
  await browser.waitUntil(async () => (await focused()) === "entry-declarer", { timeout: 5000, timeoutMsg: "after a save the focus is on the declarer again" });

  // 2: seat 2 bids 20 on a Karo with 1 (worth 18), 70 Augen: charged 27, lost twice: −54.
  await press("2", "Tab", "k", "Tab", "1", "Tab", "70", "Tab", "Tab", "20", "Enter");
  await waitRows(2);
  assert.deepEqual(await row(2), { game: "Karo mit 1, überreizt (Reizwert 20) · Augen 70", value: "−54" });

  // 3: seat 3 plays a Grand Hand with 2 at a bid of 48, 95 Augen: (2 + 1 + 1 + 1) × 24 = 120.
  pressed = 0;
  await press("3", "Tab", "g", "Tab", "2", "Tab", "95", "Tab", "Space", "Tab", "48", "Enter");
  await waitRows(3);
  assert.equal(pressed, 14, "a Grand Hand with its bid takes 14 keys");
  assert.deepEqual(await row(3), { game: "Grand Hand mit 2, Schneider · Augen 95", value: "120" });

  // A Null has no Spitzen and no Augen in its path: its tricks decide it.
  await press("1", "Tab", "n");
  await browser.waitUntil(async () => !(await tabPath()).includes("entry-points"), { timeout: 5000, timeoutMsg: "the Null's path" });
  assert.deepEqual(await tabPath(), ["entry-declarer", "entry-contract", "entry-tricks", "entry-hand", "entry-ouvert", "entry-bid", "entry-override", "entry-replacement", "entry-replacement-matadors"]);
  await browser.saveScreenshot(join(shots, "sheet-check-null-line.png"));

  // 4: nobody plays after all: back to the declarer field (Shift+Tab), 0, Enter.
  await browser.keys(["Shift", "Tab"]);
  assert.equal(await focused(), "entry-declarer");
  pressed = 0;
  await press("0", "Enter");
  await waitRows(4);
  assert.equal(pressed, 2, "a passed deal takes 2 keys");
  assert.deepEqual(await row(4), { game: "eingepasst", value: "" });
  assert.equal(await $("entry-declarer").getValue(), "", "the next game's line starts empty");
  assert.equal(storedHistory(4)[0].new, '{"passed":true}');

  // The values are the engine's: the CLI's standings of the same list.
  const standings = JSON.parse(skat("standings", "1", "--series", "1", "--format", "json"));
  const seats = JSON.parse(skat("seating", "show", "1", "--series", "1", "--format", "json")).sort((a, b) => a.seat - b.seat);
  const totals = [];
  for (const t of await browser.$$('[data-testid="sheet-total"]')) totals.push(Number(same(await t.getText()).replace(/\./g, "").replace("−", "-")));
  assert.deepEqual(totals, seats.map((s) => standings.find((r) => r.player_id === s.player_id).total));
  await browser.saveScreenshot(join(shots, "sheet-check-marks.png"));
});

test("a correction is marked on its row and shown in the history table: who, when on the desk's clock, from → to", async () => {
  await (await $("sheet-row-1")).$("button=Korrigieren").click();
  await browser.waitUntil(async () => (await $("entry-points").getValue()) === "92", { timeout: 5000 });
  await $("entry-points").setValue("70");
  await browser.keys("\uE007");
  await browser.waitUntil(async () => (await row(1)).value === "20", { timeout: 5000, timeoutMsg: "Herz mit 1 without Schneider: 20" });
  assert.equal((await row(1)).game, "Herz mit 1 · Augen 70 korrigiert");
  assert.equal(await $("history").isExisting(), false, "no history until it is asked for");

  await (await $("sheet-row-1")).$('[data-testid="row-corrected"]').click();
  await $("history").waitForExist({ timeout: 5000, timeoutMsg: "the history is one click away" });
  // ... and on screen: its last row above the window's lower edge.
  await browser.waitUntil(
    () => browser.execute(() => document.querySelector('[data-testid="history"] tbody tr:last-child').getBoundingClientRect().bottom <= window.innerHeight),
    { timeout: 5000, timeoutMsg: "the history table is scrolled into view" },
  );
  const stored = storedHistory(1);
  assert.deepEqual(stored.map((h) => h.action), ["enter", "correct"]);
  const clock = (at) => new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: ZONE }).format(new Date(at));
  const utc = (at) => new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(new Date(at));
  const shown = [];
  for (const r of await browser.$$('[data-testid="history-row"]')) {
    const cells = [];
    for (const c of await r.$$("td")) cells.push(same(await c.getText()));
    shown.push(cells);
  }
  // Who: the scorer the history stored (the desk's user), by name.
  const who = stored.map((h) => h.by);
  assert.deepEqual(shown, [
    [clock(stored[0].at), who[0], "erfasst", "", "", "Herz mit 1, Schneider · Augen 92"],
    [clock(stored[1].at), who[1], "korrigiert", "Herz mit 1, Schneider · Augen 92", "→", "Herz mit 1 · Augen 70"],
  ]);
  assert.ok(!shown[1][0].endsWith(utc(stored[1].at)), `the desk's clock, not UTC: ${shown[1][0]}`);
  const head = await browser.execute(() => [...document.querySelectorAll('[data-testid="history"] thead th')].map((th) => th.textContent.trim()));
  assert.deepEqual(head, ["Wann", "Wer", "Was", "vorher", "", "nachher"]);
  const text = await $("history").getText();
  assert.doesNotMatch(text, /[{}"]|contract|declarer_points|correct\b|enter\b/, "no JSON, no English keys");
  assert.match(same(await browser.$("#game-history h3").getText()), /Änderungen an Spiel 1/);
  await browser.saveScreenshot(join(shots, "sheet-check-history.png"));
});

test("the full list keeps the players' names and the navigation on screen while it scrolls, and prints as a one-page PDF", async () => {
  // The rest of the 36 games of a 3-table, by the CLI: Grand with 1, 70 Augen, each seat in turn.
  const seats = JSON.parse(skat("seating", "show", "1", "--series", "1", "--format", "json")).sort((a, b) => a.seat - b.seat);
  for (let game = 5; game <= 36; game++) {
    const declarer = seats[game % 3];
    skat("game", "enter", "1", "--series", "1", "--table", "1", "--game", String(game), "--declarer", declarer.player_id, '{"contract":"grand","matadors":1,"declarer_points":70}');
  }
  await $("nav-seating").click();
  await $("nav-sheet").click();
  await waitRows(36);
  await $("sheet-print").waitForExist({ timeout: 5000 });

  await browser.execute(() => window.scrollTo(0, document.body.scrollHeight));
  await browser.waitUntil(async () => (await browser.execute(() => window.scrollY)) > 200, { timeout: 5000, timeoutMsg: "the list scrolls" });
  const seen = await browser.execute(() => {
    const box = (el) => el.getBoundingClientRect();
    const name = document.querySelector('[data-testid="sheet"] thead th:nth-child(6)');
    const nav = document.querySelector('[data-testid="nav-standings"]');
    const table = document.querySelector('[data-testid="sheet-table"]');
    return { name: box(name).top, nameText: name.textContent, nav: box(nav).top, navBottom: box(nav).bottom, table: box(table).top, height: window.innerHeight };
  });
  assert.ok(seen.nav >= 0 && seen.nav < 100, `the navigation stays on screen: ${JSON.stringify(seen)}`);
  assert.ok(seen.table > seen.navBottom && seen.table < 200, `the table's bar stays under it: ${JSON.stringify(seen)}`);
  assert.ok(seen.name > seen.table && seen.name < 260, `the players' names stay on screen: ${JSON.stringify(seen)}`);
  await browser.saveScreenshot(join(shots, "sheet-check-sticky.png"));

  const pdf = join(data, "skatliste-serie-1-tisch-1.pdf");
  await browser.execute(() => window.scrollTo(0, 0));
  await $("sheet-print").click();
  answerDialog("Fertige Liste speichern", pdf);
  await $("sheet-notice").waitForExist({ timeout: 20000, timeoutMsg: "the PDF is written" });
  assert.ok(existsSync(pdf));
  assert.equal(readFileSync(pdf).subarray(0, 5).toString(), "%PDF-");
  const pages = execFileSync("pdfinfo", [pdf], { encoding: "utf8" }).match(/Pages:\s+(\d+)/)[1];
  assert.equal(pages, "1", "a 3-table's finished list is one page");
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  for (const name of ["Anna", "Bernd", "Clara"]) assert.match(text, new RegExp(name));
  execFileSync("pdftoppm", ["-png", "-r", "60", "-singlefile", pdf, join(shots, "sheet-check-pdf")]);
  await browser.saveScreenshot(join(shots, "sheet-check-printed.png"));
});
