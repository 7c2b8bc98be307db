// No data traps (issue 21, item 2): another data file closes the event of the old one, a
// player CSV is previewed and mapped before anything is stored, and "Standarddatei öffnen"
// opens the default file. Run one file at a time (tauri-driver's port).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, openWindow, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-traps-"));
// The default file (XDG_DATA_HOME/skatblock) and a second club's file, each with an event 1.
const home = join(data, "skatblock", "skatblock.db");
const other = join(data, "zweiter-verein.db");

let window;
let browser;

function skat(db, ...args) {
  return execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
}

/** The registry of `db` as "number first last club" lines, sorted. */
function registry(db) {
  return JSON.parse(skat(db, "player", "list", "--format", "json"))
    .map((p) => `${p.id} ${p.first_name} ${p.last_name} ${p.club ?? ""}`.trim())
    .sort();
}

before(async () => {
  mkdirSync(shots, { recursive: true });
  mkdirSync(join(data, "skatblock"), { recursive: true });
  skat(home, "event", "create", "--name", "Herbstpreisskat Kreuz Bube", "--date", "2026-11-22", "--series", "1");
  skat(other, "event", "create", "--name", "Pokalabend Pik As", "--date", "2026-11-27", "--series", "1");
  // The last session had the second club's file open; the default file is among the recent ones.
  mkdirSync(join(data, "config", "skatblock"), { recursive: true });
  writeFileSync(join(data, "config", "skatblock", "settings.json"), JSON.stringify({ data_file: other, recent_files: [other, home] }));
  window = await openWindow(data);
  browser = window.browser;
});

after(() => closeWindow(window));

const eventName = () => browser.$('[data-testid="nav-event-name"]').getProperty("textContent");

/** Waits until the header names the event `name`; says what it showed instead. */
async function headerShows(name) {
  let shown = "";
  await browser.waitUntil(async () => (shown = await eventName()) === name, { timeout: 5000 }).catch(() => assert.fail(`the header shows "${shown}", not "${name}"`));
}

async function openPath(pathEnd) {
  const path = browser.$('[data-testid="db-path"]');
  let shown = "";
  await browser.waitUntil(async () => (shown = await path.getText().catch(() => "")).endsWith(pathEnd), { timeout: 15000 }).catch(async () => {
    if (process.env.E2E_DEBUG) await browser.saveScreenshot(join(data, "debug-open.png"));
    assert.fail(`${pathEnd} opens; the start screen says "${shown}"`);
  });
}

test("a file switch with an event selected", async () => {
  await openPath("zweiter-verein.db");
  await browser.$('[data-testid="event-1"]').click();
  await headerShows("Pokalabend Pik As");
  await browser.$('[data-testid="nav-sheet"]').click();

  // Through the recent files of the start screen.
  await browser.$('[data-testid="nav-start"]').click();
  await browser.$(".recent summary").click();
  await browser.$(`button=${home}`).click();
  await openPath("skatblock/skatblock.db");
  assert.equal(await eventName(), "Keine Veranstaltung gewählt", "the old file's event is closed");
  assert.ok(!(await browser.$('[data-testid="nav-sheet"]').isEnabled()), "no list of the old event can be opened");
  assert.match(await browser.$('[data-testid="event-1"]').getText(), /Herbstpreisskat Kreuz Bube/);
  await browser.saveScreenshot(join(shots, "file-switch.png"));
  await browser.$('[data-testid="event-1"]').click();
  await headerShows("Herbstpreisskat Kreuz Bube");
  await browser.$('[data-testid="nav-standings"]').click();
  const main = browser.$("main");
  await browser.waitUntil(async () => /Herbstpreisskat Kreuz Bube/.test(await main.getText()), { timeout: 5000, timeoutMsg: "the standings are the new file's" });
  assert.doesNotMatch(await main.getText(), /Pokalabend/);

  // Through the settings: the event stays closed after the default file opens again there.
  await browser.$('[data-testid="nav-start"]').click();
  await browser.$(".recent summary").click();
  await browser.$(`button=${other}`).click();
  await openPath("zweiter-verein.db");
  await browser.$('[data-testid="event-1"]').click();
  await headerShows("Pokalabend Pik As");
  await browser.$('[data-testid="nav-settings"]').click();
  await browser.$("button=Standarddatei verwenden").click();
  const open = browser.$('[data-testid="settings-open-file"]');
  await browser.waitUntil(async () => (await open.getText()).endsWith("skatblock/skatblock.db"), { timeout: 10000 });
  assert.equal(await eventName(), "Keine Veranstaltung gewählt");
  assert.ok(!(await browser.$('[data-testid="nav-standings"]').isEnabled()));
});

test("Standarddatei öffnen opens the default file, not the last one", async () => {
  await browser.$('[data-testid="nav-start"]').click();
  await browser.$(".recent summary").click();
  await browser.$(`button=${other}`).click();
  await openPath("zweiter-verein.db");
  await browser.$('[data-testid="event-1"]').click();
  await headerShows("Pokalabend Pik As");
  await browser.$('[data-testid="nav-start"]').click();
  await browser.$('[data-testid="open-default"]').click();
  await openPath("skatblock/skatblock.db");
  assert.equal(await eventName(), "Keine Veranstaltung gewählt");
  assert.match(await browser.$('[data-testid="event-1"]').getText(), /Herbstpreisskat Kreuz Bube/);
});

/** The visible text of the option chosen in the mapping select of file column `i`. */
const mappedAs = (i) => browser.execute((id) => document.querySelector(`[data-testid="${id}"]`).selectedOptions[0].textContent.trim(), `import-map-${i}`);

async function previewOf(file) {
  await browser.$('[data-testid="player-import"]').click();
  answerDialog("CSV importieren", file, "open");
  const preview = browser.$('[data-testid="import-preview"]');
  await preview.waitForExist({ timeout: 5000 });
  return preview;
}

test("the German CSV with preview", async () => {
  await browser.$('[data-testid="nav-players"]').click();
  const german = join(data, "mitglieder.csv");
  writeFileSync(german, "Nr;Vorname;Nachname;Verein\r\n0701023;Jürgen;Schäfer;SC Kreuz Bube\r\n12;Anna;Weiß;Grand Hand\r\n");
  const preview = await previewOf(german);
  assert.match(await browser.$('[data-testid="import-separator"]').getText(), /Semikolon/);
  assert.ok(await browser.$('[data-testid="import-header"]').isSelected(), "the first row is the header");
  assert.deepEqual([await mappedAs(0), await mappedAs(1), await mappedAs(2), await mappedAs(3)], ["Nr.", "Vorname", "Nachname", "Verein"]);
  assert.match(await preview.getText(), /0701023\s*Jürgen\s*Schäfer\s*SC Kreuz Bube/);
  await browser.saveScreenshot(join(shots, "players-import-preview.png"));
  assert.deepEqual(registry(home), [], "nothing is stored before the user confirms");
  await browser.$('[data-testid="import-confirm"]').click();
  await browser.waitUntil(async () => (await browser.$$('[data-testid="players"] tbody tr')).length === 2, { timeout: 5000 });
  assert.deepEqual(registry(home), ["0701023 Jürgen Schäfer SC Kreuz Bube", "12 Anna Weiß Grand Hand"]);

  // A file without a header: nothing is guessed, the user maps the columns and drops one.
  const bare = join(data, "ohne-kopf.csv");
  writeFileSync(bare, "Clara;Fuchs;0911 123;SC Pik As\nDieter;Groß;;\n");
  const barePreview = await previewOf(bare);
  assert.ok(!(await browser.$('[data-testid="import-header"]').isSelected()), "no header found");
  assert.equal(await mappedAs(0), "ignorieren");
  assert.ok(!(await browser.$('[data-testid="import-confirm"]').isEnabled()), "no import without first and last name");
  assert.match(await browser.$('[data-testid="import-mapping-problem"]').getText(), /Vorname/);
  await browser.$('[data-testid="import-map-0"]').selectByVisibleText("Vorname");
  await browser.$('[data-testid="import-map-1"]').selectByVisibleText("Nachname");
  await browser.$('[data-testid="import-map-3"]').selectByVisibleText("Verein");
  assert.match(await barePreview.getText(), /Clara\s*Fuchs\s*0911 123\s*SC Pik As/);
  await browser.saveScreenshot(join(shots, "players-import-mapped.png"));
  await browser.$('[data-testid="import-confirm"]').click();
  await browser.waitUntil(async () => (await browser.$$('[data-testid="players"] tbody tr')).length === 4, { timeout: 5000 });
  assert.deepEqual(registry(home), ["0701023 Jürgen Schäfer SC Kreuz Bube", "12 Anna Weiß Grand Hand", "701024 Clara Fuchs SC Pik As", "701025 Dieter Groß"]);
  assert.ok(!(await browser.$('[data-testid="import-preview"]').isExisting()), "the preview closes after the import");
});
