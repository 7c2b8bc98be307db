// End-to-end test of the window that never waits (issue 19) in the real window: an event of
// 1,200 players with a drawn series of 300 tables (the CLI) and its table hub running; the 300
// pre-filled score sheets with their tables' QR codes are saved as PDF through the save dialog,
// the longest print of an evening, and meanwhile a game is typed in and saved. The game must be
// stored and shown while the PDF is still being written: the print works on a connection of its
// own, outside the store's lock, and the commands run off the window's thread.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, freePort, openWindow, retype, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-long-print-"));
const db = join(data, "skatblock", "skatblock.db");
const PLAYERS = 1200;

let window;
let browser;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);

/** 1,200 players, one event with all of them registered, series 1 drawn: 300 tables of 4. */
function prepareDatabase() {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  const first = ["Anna", "Bernd", "Clara", "Dieter", "Erika", "Frank", "Gisela", "Hans", "Irene", "Jonas", "Karl", "Lena"];
  const last = ["Müller", "Schäfer", "Weiß", "Groß", "Özdemir", "Lehmann", "Krüger", "Wagner", "Koch", "Becker"];
  const rows = Array.from({ length: PLAYERS }, (_, i) => `${i + 1};${first[i % first.length]};${last[Math.floor(i / first.length) % last.length]} ${i + 1};SC ${i % 40}`);
  const players = join(data, "players.csv");
  writeFileSync(players, ["id;first_name;last_name;club", ...rows].join("\n") + "\n");
  skat("player", "import", players);
  skat("event", "create", "--name", "Großer Preis", "--date", "2026-11-28", "--series", "1");
  skat("event", "register", "1", "--all");
  skat("seating", "draw", "1", "--series", "1", "--seed", "19");
}

before(async () => {
  prepareDatabase();
  mkdirSync(shots, { recursive: true });
  window = await openWindow(data);
  browser = window.browser;
});

after(() => closeWindow(window));

test("a game entered while 300 score sheets of 1,200 players are written to PDF is saved before the PDF is done", async () => {
  await $("event-1").waitForExist({ timeout: 15000 });
  await $("event-1").click();
  await $("nav-seating").click();
  await $("seating-tables").waitForExist({ timeout: 10000 });
  const seats = JSON.parse(skat("seating", "show", "1", "--series", "1", "--format", "json"));
  assert.equal(seats.length, PLAYERS, "every player is seated");

  // The tables' hub runs, so each printed sheet carries its table's QR code.
  await $("open-hub").click();
  await $("hub-form").waitForExist({ timeout: 10000 });
  await $("hub-address").selectByAttribute("value", "127.0.0.1");
  await retype(browser, "hub-port", String(await freePort()));
  await $("hub-start").click();
  await $("hub-running").waitForExist({ timeout: 10000 });
  await $("nav-seating").click();
  await $("seating-print-sheets").waitForExist({ timeout: 10000 });

  // The long render: every table's pre-filled sheet with its QR code, through the save dialog.
  const pdf = join(data, "spiellisten-serie-1.pdf");
  await $("seating-print-sheets").click();
  answerDialog("Spiellisten als PDF", pdf);
  const started = Date.now();
  await $("busy").waitForExist({ timeout: 5000, timeoutMsg: "the window says that the PDF is being written" });

  // Meanwhile a game at table 1: seat 2 declares a Grand with 2, 70 points, Enter. The waits
  // outlast the print, so a window that waits for it fails on the order below, not on a wait.
  const outlast = { timeout: 120000 };
  await $("nav-sheet").click();
  await $("entry").waitForExist(outlast);
  await $("sheet-table").selectByAttribute("value", "1");
  await $("entry-declarer").addValue("2");
  await $("entry-contract").addValue("G");
  await $("entry-matadors").setValue("2");
  await $("entry-points").setValue("70");
  await browser.waitUntil(async () => (await $("entry-live").getText()).includes("+72"), { ...outlast, timeoutMsg: "the value appears while typing" });
  await $("entry-bid").addValue("\uE007");
  await browser.waitUntil(async () => (await browser.$$('[data-testid="sheet"] tbody tr')).length === 1, { ...outlast, timeoutMsg: "the game's row" });
  const entered = Date.now() - started;
  // Checked at once, before anything else: the PDF is still being written.
  const pdfWritten = existsSync(pdf);
  const stillBusy = await $("busy").isExisting();
  await browser.saveScreenshot(join(shots, "sheet-while-pdf-renders.png"));
  assert.ok(!pdfWritten && stillBusy, `the game was saved ${entered} ms after the PDF was started, before the PDF was written (file there: ${pdfWritten}, still busy: ${stillBusy})`);
  const history = skat("game", "history", "1", "--series", "1", "--table", "1", "--game", "1");
  assert.match(history, /enter/, "the game is in the database");
  assert.ok(!existsSync(pdf), "the CLI read the game while the PDF was still being written");

  // The PDF is finished after the game, and complete.
  await $("busy").waitForExist({ reverse: true, timeout: 240000, timeoutMsg: "the PDF is written" });
  const rendered = Date.now() - started;
  assert.equal(readFileSync(pdf).subarray(0, 5).toString(), "%PDF-");
  const pages = execFileSync("pdfinfo", [pdf], { encoding: "utf8" }).match(/^Pages:\s+(\d+)/m)?.[1];
  assert.equal(Number(pages), seats.length / 4, "one sheet per table");
  console.log(`long print: game saved after ${entered} ms, PDF of ${pages} sheets written after ${rendered} ms`);
});

test("Drucken on a scrolled standings list of 1,200 players prints every row, the winners too (issue 21)", async () => {
  await $("nav-standings").click();
  await $("standings").waitForExist({ timeout: 30000 });
  // Scrolled far down, the virtual list holds only the rows near the end.
  await browser.execute(() => {
    const scroller = document.querySelector(".scroller");
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event("scroll"));
  });
  await browser.waitUntil(async () => browser.execute(() => document.querySelector('[data-testid="standings"] tbody tr[aria-rowindex="2"]') === null), { timeout: 10000, timeoutMsg: "the first place has left the page" });
  // The print dialog is the system's; the test takes the page as print() finds it.
  await browser.execute(() => {
    window.print = () => {
      window.printedRows = document.querySelectorAll('[data-testid="standings"] tbody tr:not(.spacer)').length;
      window.printedFirst = document.querySelector('[data-testid="standings"] tbody tr[aria-rowindex="2"]') !== null;
    };
  });
  await $("standings-print").click();
  await browser.waitUntil(async () => (await browser.execute(() => window.printedRows)) !== undefined, { timeout: 10000, timeoutMsg: "print() was called" });
  assert.equal(await browser.execute(() => window.printedRows), PLAYERS, "every row is in the page when it is printed");
  assert.ok(await browser.execute(() => window.printedFirst), "the first place is printed");
});
