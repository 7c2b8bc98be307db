// Players' sex and birth year in the app (issue 22, item 1; RULES.md H.1.1–H.1.2): the form's
// Geschlecht and Jahrgang, a bad Jahrgang refused next to its field, and a member list with
// Geschlecht and Jahrgang through the import preview. Run one file at a time (tauri-driver's port).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, openWindow, retype, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-attributes-"));
const home = join(data, "skatblock", "skatblock.db");

let window;
let browser;

/** The registry of the default file as "number first last sex birth_year" lines, sorted. */
function registry() {
  return JSON.parse(execFileSync(cli, ["--db", home, "player", "list", "--format", "json"], { encoding: "utf8" }))
    .map((p) => `${p.id} ${p.first_name} ${p.last_name} ${p.sex} ${p.birth_year}`)
    .sort();
}

const rows = () => browser.$$('[data-testid="players"] tbody tr');

before(async () => {
  mkdirSync(shots, { recursive: true });
  mkdirSync(join(data, "skatblock"), { recursive: true });
  execFileSync(cli, ["--db", home, "player", "list"]);
  window = await openWindow(data);
  browser = window.browser;
  const path = browser.$('[data-testid="db-path"]');
  await browser.waitUntil(async () => (await path.getText().catch(() => "")).endsWith("skatblock/skatblock.db"), { timeout: 15000, timeoutMsg: "the default file opens" });
  await browser.$('[data-testid="language"]').selectByAttribute("value", "de");
  await browser.$('[data-testid="nav-players"]').click();
});

after(() => closeWindow(window));

test("a player with Geschlecht w and Jahrgang 1960 is added in the form and listed", async () => {
  await browser.$('[data-testid="player-add"]').click();
  await browser.$('[data-testid="first-name"]').setValue("Anna");
  await browser.$('[data-testid="last-name"]').setValue("Schulz");
  await browser.$('[data-testid="club"]').setValue("SC Kreuz Bube");
  await browser.$('[data-testid="sex"]').selectByVisibleText("w");
  await browser.$('[data-testid="birth-year"]').setValue("85");
  await browser.$('[data-testid="player-save"]').click();
  const refused = browser.$('[data-testid="birth-year-error"]');
  await refused.waitForExist({ timeout: 5000 });
  assert.match(await refused.getText(), /der Jahrgang hat vier Ziffern, von 1900 bis \d{4}, oder bleibt leer \(Skatblock H\.1\.2\)/);
  assert.ok(!(await browser.$('[data-testid="player-error"]').isExisting()), "said next to the field, not below the form");
  assert.deepEqual(registry(), [], "nothing stored");
  await browser.saveScreenshot(join(shots, "player-attributes-refused.png"));

  await retype(browser, "birth-year", "1960");
  await browser.$('[data-testid="player-save"]').click();
  await browser.waitUntil(async () => (await rows()).length === 1, { timeout: 5000, timeoutMsg: "Anna is listed" });
  assert.equal(await browser.$('[data-testid="player-sex"]').getText(), "w");
  assert.equal(await browser.$('[data-testid="player-birth-year"]').getText(), "1960");
  assert.deepEqual(registry(), ["1 Anna Schulz f 1960"]);

  // Editing keeps what the form does not change; the form shows the stored values.
  await browser.$('[data-testid="players"] tbody tr').$("button=Bearbeiten").click();
  assert.equal(await browser.$('[data-testid="birth-year"]').getValue(), "1960");
  assert.equal(await browser.$('[data-testid="sex"]').getValue(), "f");
  await browser.saveScreenshot(join(shots, "player-attributes-form.png"));
  await browser.$('[data-testid="club"]').setValue("Grand Hand");
  await browser.$('[data-testid="player-save"]').click();
  await browser.waitUntil(async () => (await browser.$('[data-testid="players"] tbody').getText()).includes("Grand Hand"), { timeout: 5000 });
  assert.deepEqual(registry(), ["1 Anna Schulz f 1960"]);
});

test("a member list with Geschlecht and Jahrgang through the preview", async () => {
  const file = join(data, "mitglieder.csv");
  writeFileSync(file, "Nr;Vorname;Nachname;Verein;Geschlecht;Jahrgang\r\nP10;Bernd;Weber;SC Kreuz Bube;m;1955\r\nP11;Clara;Fischer;;W;2001\r\nP12;Dora;Dill;;;\r\n");
  await browser.$('[data-testid="player-import"]').click();
  answerDialog("CSV importieren", file, "open");
  const preview = browser.$('[data-testid="import-preview"]');
  await preview.waitForExist({ timeout: 5000 });
  const mappedAs = (i) => browser.execute((id) => document.querySelector(`[data-testid="${id}"]`).selectedOptions[0].textContent.trim(), `import-map-${i}`);
  assert.deepEqual([await mappedAs(4), await mappedAs(5)], ["Geschlecht", "Jahrgang"], "the German headers are mapped");
  assert.match(await preview.getText(), /P11\s*Clara\s*Fischer\s*W\s*2001/);
  await browser.saveScreenshot(join(shots, "player-attributes-preview.png"));
  assert.deepEqual(registry(), ["1 Anna Schulz f 1960"], "nothing stored before the user confirms");
  await browser.$('[data-testid="import-confirm"]').click();
  await browser.waitUntil(async () => (await rows()).length === 4, { timeout: 5000, timeoutMsg: "three players imported" });
  assert.deepEqual(registry(), ["1 Anna Schulz f 1960", "P10 Bernd Weber m 1955", "P11 Clara Fischer f 2001", "P12 Dora Dill null null"]);
  await browser.saveScreenshot(join(shots, "player-attributes-list.png"));

  // A bad cell: nothing of the file is stored, the row is named with column and value.
  const bad = join(data, "falsch.csv");
  writeFileSync(bad, "Nr;Vorname;Nachname;Geschlecht;Jahrgang\nP20;Emil;Ernst;x;1950\nP21;Fritz;Fuchs;m;1899\n");
  await browser.$('[data-testid="player-import"]').click();
  answerDialog("CSV importieren", bad, "open");
  await browser.$('[data-testid="import-preview"]').waitForExist({ timeout: 5000 });
  await browser.$('[data-testid="import-confirm"]').click();
  const errors = browser.$('[data-testid="import-errors"]');
  await errors.waitForExist({ timeout: 5000 });
  const said = await errors.getText();
  assert.match(said, /Zeile 2, Spalte Geschlecht: „x“: das Geschlecht ist „w“ \(oder „f“\), „m“, „d“ oder bleibt leer \(Skatblock H\.1\.1\)/);
  assert.match(said, /Zeile 3, Spalte Jahrgang: „1899“/);
  assert.equal(registry().length, 4, "nothing of the bad file stored");
});
