// End-to-end test of issue 21's "refusals next to the field they name, once, gone when fixed"
// and its small words in the real window: a wrong Spitzen in the Skat entry line is said at
// that field and nowhere else, and goes when the field is changed; "Wirklich löschen?" does not
// stay armed; the seating's Drucken prints every table; the table plan says "1 Vierertisch" and
// "2 Vierertische". The database is prepared with the skatblock CLI.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeWindow, openWindow, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-refusals-"));
const db = join(data, "skatblock", "skatblock.db");

let window;
let browser;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);
const shot = (name) => browser.saveScreenshot(join(shots, `refusals-${name}.png`));
const SPITZEN = "Spitzen = 5: Grand hat mit oder ohne 1 bis 4 Spitzen";

/** 8 members; a Preisskat of one series with all 8 drawn at two 4-tables (event 1), and a
 * second evening with 3 of them registered (event 2). */
function prepare() {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  const names = ["Anna;Huber", "Bernd;Schäfer", "Clara;Weiß", "Dieter;Groß", "Erika;Özdemir", "Frank;Lehmann", "Gisela;Krüger", "Hans;Wagner"];
  const members = ["Nr;Vorname;Nachname;Verein", ...names.map((n, i) => `${i + 1};${n};SC Pik As`)];
  const file = join(data, "mitglieder.csv");
  writeFileSync(file, members.join("\n") + "\n");
  skat("player", "import", file);
  skat("event", "create", "--name", "Preisskat", "--date", "2026-11-27", "--series", "1");
  skat("event", "register", "1", "--all");
  skat("seating", "draw", "1", "--series", "1", "--seed", "21");
  skat("event", "create", "--name", "Clubabend", "--date", "2026-11-28", "--series", "1");
  skat("event", "register", "2", "1", "2", "3");
}

before(async () => {
  prepare();
  mkdirSync(shots, { recursive: true });
  window = await openWindow(data);
  browser = window.browser;
  await $("db-path").waitForExist({ timeout: 15000 });
});

after(() => closeWindow(window));

/** How often `text` is on the screen (the page's rendered text). */
const onScreen = (text) => browser.execute((t) => document.body.innerText.split(t).length - 1, text);
const focusedTestid = () => browser.execute(() => document.activeElement?.getAttribute("data-testid") ?? null);

test("a wrong Spitzen is said at its field once, focused, and goes when the field is changed", async () => {
  await $("event-1").click();
  await $("nav-sheet").click();
  await $("entry").waitForExist({ timeout: 10000 });
  await $("sheet-table").selectByAttribute("value", "1");
  // Seat 1 deals at game 1; seat 2 declares a Grand with 5 (there are at most 4), 70 points.
  await $("entry-declarer").addValue("2");
  await $("entry-contract").addValue("G");
  await $("entry-matadors").setValue("5");
  await $("entry-points").setValue("70");
  await browser.waitUntil(async () => (await $("entry-live").getText()).includes(SPITZEN), { timeout: 5000, timeoutMsg: "the refusal while typing" });
  await $("entry-save").click();

  const error = await $("sheet-error");
  await error.waitForExist({ timeout: 5000, timeoutMsg: "the refused save is said" });
  assert.match(await error.getText(), new RegExp(`^${SPITZEN}`));
  // At its field: inside the Spitzen label, the input marked and described by the sentence.
  const label = await $("entry-matadors").parentElement();
  assert.equal(await label.$('[data-testid="sheet-error"]').isExisting(), true, "the sentence is under the Spitzen input");
  assert.equal(await $("entry-matadors").getAttribute("aria-invalid"), "true");
  assert.equal(await $("entry-matadors").getAttribute("aria-describedby"), await error.getAttribute("id"));
  assert.equal(await focusedTestid(), "entry-matadors", "the field named has the focus");
  assert.equal((await browser.$$('[data-testid="sheet-error"]')).length, 1, "one message element");
  assert.equal(await onScreen(SPITZEN), 1, "the sentence is on the screen exactly once (not also at the top or in the live value)");
  assert.ok(await error.isDisplayed({ withinViewport: true }), "the sentence is in view");
  await shot("sheet-at-field");
  assert.doesNotMatch(skat("game", "history", "1"), /enter/, "nothing refused reaches the database");

  // Changed, the field's sentence goes; the corrected line's value shows.
  await $("entry-matadors").setValue("2");
  await $("sheet-error").waitForExist({ reverse: true, timeout: 5000, timeoutMsg: "the sentence stays after the fix" });
  assert.equal(await $("entry-matadors").getAttribute("aria-invalid"), null);
  await browser.waitUntil(async () => (await $("entry-live").getText()).includes("+72"), { timeout: 5000, timeoutMsg: "the corrected value" });
  assert.equal(await onScreen(SPITZEN), 0);
  await browser.keys("Enter");
  await browser.waitUntil(async () => (await browser.$$('[data-testid="sheet"] tbody tr')).length === 1, { timeout: 5000, timeoutMsg: "the game's row" });
});

test("the event form says a wrong series length at its input, once, and not after the fix", async () => {
  await $("nav-start").click();
  await $("nav-event").click();
  await $("event-form").waitForExist({ timeout: 10000 });
  await $("event-name").setValue("Herbstturnier");
  await $("event-games-3").setValue("37");
  await $("event-create").click();
  const error = await $("event-error");
  await error.waitForExist({ timeout: 5000, timeoutMsg: "the refused save is said" });
  const sentence = "Spiele je Serie am Dreiertisch = 37: muss ein Vielfaches von 3 sein";
  assert.match(await error.getText(), new RegExp(`^${sentence}`));
  assert.equal(await (await $("event-games-3").parentElement()).$('[data-testid="event-error"]').isExisting(), true, "under the input it names");
  assert.equal(await $("event-games-3").getAttribute("aria-invalid"), "true");
  assert.equal(await focusedTestid(), "event-games-3", "the field named has the focus");
  assert.equal(await onScreen(sentence), 1, "said once");
  await shot("event-at-field");
  await $("event-games-3").setValue("36");
  await browser.waitUntil(async () => (await onScreen(sentence)) === 0, { timeout: 5000, timeoutMsg: "the sentence stays after the fix" });
  assert.equal(await $("event-error").isExisting(), false);
  await $("nav-start").click();
  await $("event-1").click();
  await $("nav-sheet").click();
  await $("sheet").waitForExist({ timeout: 10000 });
});

test("Wirklich löschen? disarms on Escape and when the focus leaves it, and deletes on the second click", async () => {
  const button = await $("delete-1");
  await button.click();
  await browser.waitUntil(async () => (await button.getText()) === "Wirklich löschen?", { timeout: 5000, timeoutMsg: "one click asks first" });
  assert.equal(await focusedTestid(), "delete-1", "armed, the button has the focus");
  await shot("delete-armed");
  await browser.keys("Escape");
  await browser.waitUntil(async () => (await button.getText()) === "Löschen", { timeout: 5000, timeoutMsg: "Escape disarms" });

  await button.click();
  await browser.waitUntil(async () => (await button.getText()) === "Wirklich löschen?", { timeout: 5000 });
  await $("entry-declarer").click();
  await browser.waitUntil(async () => (await button.getText()) === "Löschen", { timeout: 5000, timeoutMsg: "doing something else disarms" });
  assert.equal((await browser.$$('[data-testid="sheet"] tbody tr')).length, 1, "nothing deleted by disarming");

  await button.click();
  await button.click();
  await browser.waitUntil(async () => (await browser.$$('[data-testid="sheet"] tbody tr')).length === 0, { timeout: 5000, timeoutMsg: "the second click deletes" });
});

test("Drucken on the seating prints every table of the series", async () => {
  await $("nav-seating").click();
  await $("seating-tables").waitForExist({ timeout: 10000 });
  const tables = new Set(JSON.parse(skat("seating", "show", "1", "--series", "1", "--format", "json")).map((r) => r.table)).size;
  assert.equal(tables, 2);
  // The print dialog is the system's; the test takes the page as print() finds it.
  await browser.execute(() => {
    window.print = () => {
      window.printedTables = [...document.querySelectorAll('[data-testid="seating-tables"] .table-card h4')].map((h) => h.textContent);
      window.printedNames = document.querySelectorAll('[data-testid="seating-tables"] li').length;
    };
  });
  await shot("seating");
  await $("seating-print").click();
  await browser.waitUntil(async () => (await browser.execute(() => window.printedTables)) !== undefined, { timeout: 10000, timeoutMsg: "print() was called" });
  assert.deepEqual(await browser.execute(() => window.printedTables), ["Tisch 1", "Tisch 2"], "every table is in the page when it is printed");
  assert.equal(await browser.execute(() => window.printedNames), 8, "every seated player is printed");
  assert.equal(await $("seating-print-pdf").isExisting(), true, "the PDF stays beside it");
});

test("the table plan says 1 Vierertisch and 2 Vierertische", async () => {
  await $("nav-start").click();
  await $("event-2").click();
  await $("nav-attendance").click();
  const plan = await $("attendance-tables");
  await plan.waitForExist({ timeout: 10000 });
  const says = (text) => browser.waitUntil(async () => (await plan.getText()) === text, { timeout: 5000, timeoutMsg: `the plan never said ${text}` });
  await $("attendance-tick-4").click();
  await says("Tischplan: 1 Vierertisch, 0 Dreiertische");
  await shot("attendance-one-table");
  for (const n of [5, 6, 7]) await $(`attendance-tick-${n}`).click();
  await says("Tischplan: 1 Vierertisch, 1 Dreiertisch");
  await $("attendance-tick-8").click();
  await says("Tischplan: 2 Vierertische, 0 Dreiertische");
  await shot("attendance-two-tables");
});

test("a season and a league refused by the library say so at the field they name, until it is changed", async () => {
  await $("nav-season").click();
  await $("season-form").waitForExist({ timeout: 10000, timeoutMsg: "no season yet: the form is open" });
  // Blanks pass the form's `required`; the library refuses the empty name.
  await $("season-name").setValue("   ");
  await $("season-save").click();
  const seasonError = await $("season-error");
  await seasonError.waitForExist({ timeout: 5000, timeoutMsg: "the refused season is said" });
  assert.equal(await (await $("season-name").parentElement()).$('[data-testid="season-error"]').isExisting(), true, "under the name");
  assert.equal(await $("season-name").getAttribute("aria-invalid"), "true");
  assert.equal(await focusedTestid(), "season-name");
  assert.equal((await browser.$$('[data-testid="season-error"]')).length, 1, "said once");
  await shot("season-at-field");
  await $("season-name").setValue("Saison 2027");
  await $("season-error").waitForExist({ reverse: true, timeout: 5000, timeoutMsg: "the sentence stays after the fix" });

  await $("nav-league").click();
  await $("league-new").click();
  await $("league-name").setValue("Bezirksliga");
  await $("league-year").setValue("1800");
  await $("league-save").click();
  const leagueError = await $("league-error");
  await leagueError.waitForExist({ timeout: 5000, timeoutMsg: "the refused league is said" });
  assert.equal(await (await $("league-year").parentElement()).$('[data-testid="league-error"]').isExisting(), true, "under the season year");
  assert.equal(await $("league-year").getAttribute("aria-invalid"), "true");
  assert.equal((await browser.$$('[data-testid="league-error"]')).length, 1, "said once");
  await shot("league-at-field");
  await $("league-year").setValue("2027");
  await $("league-error").waitForExist({ reverse: true, timeout: 5000, timeoutMsg: "the sentence stays after the fix" });
});
