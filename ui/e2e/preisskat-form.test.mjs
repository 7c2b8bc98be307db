// End-to-end test of issue 22 item 7 (part 1) in the real window: an event created in the app
// gets its "Wertungen & Preise" (Einzel, Damen, Senioren (DSkV) and a Mannschaft ranking from
// the presets, with prize places), the live preview shows each place's amount over series 1's
// results, a percent of 133 is refused at its input, the teams come from a CSV through their
// preview, and series 2 is drawn by score with the teams apart. Series 1 is seated and scored
// with the skatblock CLI. Run one file at a time (tauri-driver's port).
//
// Series 1, worked by hand (points + 50 × (won − lost) + 30 × the others' lost games, B.1):
// table 1: Anna 790, Bernd 640, Clara 410, Dieter 80; table 2: Erika 750, Frank 400,
// Gisela 200, Hans −160. 8 × 15 € = 120 € in the Einzel pot: 50/30/20 % → 60, 36, 24 €.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, openWindow, retype, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-preisskat-"));
const db = join(data, "skatblock", "skatblock.db");

let window;
let browser;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);
const shot = async (name, testid) => {
  if (testid) await browser.execute((id) => document.querySelector(`[data-testid="${id}"]`)?.scrollIntoView({ block: "start" }), testid);
  await browser.saveScreenshot(join(shots, `preisskat-${name}.png`));
};
const text = (testid) => $(testid).getText();
const waitText = (testid, wanted, what) =>
  browser.waitUntil(async () => (await text(testid).catch(() => "")).includes(wanted), { timeout: 10000, timeoutMsg: `${what}: ${wanted}` });

function file(name, content) {
  const path = join(data, name);
  writeFileSync(path, content);
  return path;
}

before(async () => {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  mkdirSync(shots, { recursive: true });
  skat("player", "import", file("mitglieder.csv", [
    "Nr;Vorname;Nachname;Verein;Geschlecht;Jahrgang",
    "1;Anna;Huber;SC Pik As;w;1950", "2;Bernd;Schäfer;SC Pik As;m;1960", "3;Clara;Weiß;Grand Hand;w;1990",
    "4;Dieter;Groß;Grand Hand;m;1940", "5;Erika;Özdemir;SC Pik As;w;1962", "6;Frank;Lehmann;Grand Hand;m;1980",
    "7;Gisela;Krüger;;w;1958", "8;Hans;Wagner;;m;2005", "",
  ].join("\n")));
  window = await openWindow(data);
  browser = window.browser;
  await $("db-path").waitForExist({ timeout: 15000 });
});

after(() => closeWindow(window));

test("an event created in the app; series 1 seated and scored", async () => {
  await $("nav-event").click();
  await $("event-name").waitForExist({ timeout: 10000 });
  await $("event-name").setValue("Herbstpreisskat");
  await retype(browser, "event-series", "2");
  await $("event-create").click();
  await $("nav-edit-event").waitForEnabled({ timeout: 10000 });
  skat("event", "register", "1", "--all");
  skat("seating", "import", "1", file("sitzplan.csv", "series,table,seat,player_id\n1,1,1,1\n1,1,2,2\n1,1,3,3\n1,1,4,4\n1,2,1,5\n1,2,2,6\n1,2,3,7\n1,2,4,8\n"));
  skat("totals", "import", "1", file("summen.csv", "series,player_id,points,won,lost\n1,1,500,4,0\n1,2,400,3,0\n1,3,300,2,1\n1,4,100,1,2\n1,5,450,4,1\n1,6,200,2,1\n1,7,50,1,1\n1,8,-100,0,3\n"));
});

/** Adds the ranking of `preset` (its value in the preset list). */
async function add(preset) {
  await $("prizes-preset").selectByAttribute("value", preset);
  await $("prizes-add").click();
}

/** Types a place range of ranking `r`: `values` by input (from, to, cents, percent, goods). */
async function place(r, p, values) {
  if (!(await $(`ranking-${r}-place-${p}-from`).isExisting())) await $(`ranking-${r}-add-place`).click();
  for (const [key, value] of Object.entries(values)) await retype(browser, `ranking-${r}-place-${p}-${key}`, value);
}

test("Wertungen & Preise: presets, places and the live preview of each place's amount", async () => {
  await $("nav-edit-event").click();
  await $("prizes").waitForExist({ timeout: 10000 });
  await $("prizes-entry").setValue("15");
  await add("einzel");
  assert.equal(await $("ranking-0-entry").getAttribute("placeholder"), "wie oben", "the main ranking takes the fee above");
  await $("ranking-0-round").selectByAttribute("value", "100");
  await place(0, 0, { from: "1", to: "1", percent: "50" });
  await place(0, 1, { from: "2", to: "2", percent: "30" });
  await place(0, 2, { from: "3", to: "3", percent: "20" });
  await add("damen");
  await place(1, 0, { goods: "Präsentkorb" });
  // Senioren (DSkV) in the default basis: 61 reached in the event year; the DSkV's own count
  // (completed years at the start of the year) is 60.
  await add("senioren");
  assert.equal(await $("ranking-2-age-min").getValue(), "61");
  assert.match(await text("ranking-2-dskv"), /DSkV-Senioren im Jahrgang: wer im Veranstaltungsjahr 61 oder älter wird/);
  await $("ranking-2-basis").selectByAttribute("value", "year_start");
  assert.equal(await $("ranking-2-age-min").getValue(), "60");
  assert.match(await text("ranking-2-dskv"), /60 Jahre vollendet zu Beginn des Kalenderjahres/);
  await $("ranking-2-basis").selectByAttribute("value", "event_year");
  await place(2, 0, { cents: "10" });
  await add("mannschaft");
  assert.equal(await $("ranking-3-team-size").getValue(), "4");
  await retype(browser, "ranking-3-entry", "20");
  await place(3, 0, { percent: "100" });

  await waitText("ranking-0-pot", "Topf 120,00 € · 8 Teilnehmer", "the Einzel pot over the results");
  await waitText("ranking-0-place-2-amount", "24,00 €", "place 3 pays 20 %");
  assert.equal(await text("ranking-0-place-0-amount"), "60,00 €");
  assert.equal(await text("ranking-0-place-1-amount"), "36,00 €");
  // Anna, Erika and Bernd hold Einzel prizes: Clara takes the Damen goods, Gisela the Senioren's.
  assert.equal(await text("ranking-1-place-0-amount"), "Präsentkorb");
  assert.equal(await text("ranking-2-place-0-amount"), "10,00 €");
  assert.equal(await text("ranking-3-place-0-amount"), "–", "no team entered yet");
  assert.match(await text("prizes-preview-basis"), /Vorschau mit den Ergebnissen \(8 Spieler\)/);
  await shot("top", "prizes");
  await shot("form", "ranking-0");
  await shot("form-places", "ranking-2");

  // A typed number of players replaces the results: 12 × 15 € = 180 € → 90 €.
  await $("prizes-preview-players").setValue("12");
  await waitText("ranking-0-place-0-amount", "90,00 €", "the preview with 12 players");
  await $("prizes-preview-players").click();
  await browser.keys(["Control", "a"]);
  await browser.keys("Backspace");
  await waitText("ranking-0-place-0-amount", "60,00 €", "back to the results");
});

test("a percent of 133 is refused at its input, nothing stored; fixed, the file is saved", async () => {
  await retype(browser, "ranking-0-place-1-percent", "133");
  await $("prizes-save").click();
  const error = $("field-error-rankings.0.places.1.percent");
  await error.waitForExist({ timeout: 5000, timeoutMsg: "said at the percent of place 2" });
  assert.match(await error.getText(), /133: ein Prozentsatz liegt zwischen 0 und 100/);
  assert.equal(await $("ranking-0-place-1-percent").getAttribute("aria-invalid"), "true");
  assert.ok(!(await $("prizes-error").isExisting()), "said at the field, not below the form");
  assert.throws(() => skat("prizes", "1"), "no prize file stored");
  // The preview says why it has no amounts instead of showing those of the file before.
  await waitText("prizes-preview-problem", "ein Prozentsatz liegt zwischen 0 und 100", "the preview's refusal");
  assert.equal(await text("ranking-0-place-0-amount"), "");
  await shot("refused", "ranking-0");

  await retype(browser, "ranking-0-place-1-percent", "30");
  assert.ok(!(await error.isExisting()), "the sentence goes with the change");
  await $("prizes-save").click();
  await waitText("prizes-saved", "gespeichert", "saved");
  const prizes = JSON.parse(skat("prizes", "1", "--format", "json"));
  assert.deepEqual(prizes.pots.map((p) => [p.ranking, p.pot_cents]), [["einzel", 12000], ["damen", 0], ["senioren", 0], ["mannschaft", 0]]);
  assert.deepEqual(prizes.places.filter((p) => p.ranking === "einzel").map((p) => [p.player_id, p.cents]), [["1", 6000], ["5", 3600], ["2", 2400]]);
});

test("the teams of the Mannschaft ranking from a CSV, through their preview", async () => {
  await $("prize-teams").waitForExist({ timeout: 5000 });
  await waitText("teams-none", "Noch keine Mannschaft", "no team yet");
  const teams = file("mannschaften.csv", "ranking,team,player_id\nmannschaft,Kreuz,1\nmannschaft,Kreuz,2\nmannschaft,Kreuz,3\nmannschaft,Kreuz,4\n" +
    "mannschaft,Pik,5\nmannschaft,Pik,6\nmannschaft,Pik,7\nmannschaft,Pik,8\n");
  // A team file naming a number the registry does not know is refused with its line; nothing stored.
  const bad = file("falsch.csv", "ranking,team,player_id\nmannschaft,Kreuz,1\nmannschaft,Kreuz,2\nmannschaft,Kreuz,3\nmannschaft,Kreuz,99\n");
  await $("teams-import").click();
  answerDialog("Mannschaften importieren", bad, "open");
  await $("teams-preview").waitForExist({ timeout: 10000 });
  assert.match(await text("teams-preview-list"), /99 – unbekannte Nummer/);
  await $("teams-confirm").click();
  await waitText("teams-error", "Zeile 5", "the bad row is named");
  await shot("teams-refused", "prize-teams");
  assert.deepEqual(JSON.parse(skat("standings", "1", "--ranking", "mannschaft", "--format", "json")), [], "nothing stored");

  await $("teams-import").click();
  answerDialog("Mannschaften importieren", teams, "open");
  await $("teams-preview").waitForExist({ timeout: 10000 });
  assert.match(await text("teams-preview-list"), /Kreuz\s*Anna Huber \(1\), Bernd Schäfer \(2\), Clara Weiß \(3\), Dieter Groß \(4\)/);
  await shot("teams-preview", "prize-teams");
  await $("teams-confirm").click();
  await waitText("teams-notice", "2 Mannschaften eingetragen", "entered");
  assert.match(await text("teams-stored"), /Pik\s*Erika Özdemir \(5\)/);
  // The preview follows: two teams × 20 € → 40 € for the first team.
  await waitText("ranking-3-place-0-amount", "40,00 €", "the team pot after the teams are entered");
  const rows = JSON.parse(skat("standings", "1", "--ranking", "mannschaft", "--format", "json"));
  assert.deepEqual(rows.map((r) => r.team), ["Kreuz", "Pik"]);
  await shot("teams", "prize-teams");
});

test("series 2 drawn by score with the teams apart; the tables that cannot be kept apart are said", async () => {
  await $("nav-seating").click();
  await $("seating-series").waitForExist({ timeout: 10000 });
  await $("seating-series").selectByAttribute("value", "2");
  await $("seating-seeded").waitForExist({ timeout: 10000 });
  await $("seating-seeded").click();
  await $("seating-apart").selectByAttribute("value", "teams");
  await shot("draw-options");
  await $("seating-draw").click();
  await waitText("seating-notice", "Nach Punkten gesetzt.", "seeded");
  // Two teams of four at two 4-tables: no table can be kept apart (H.5.2, the seeded order wins).
  assert.match(await text("seating-notice"), /2 Tische nicht trennbar\./);
  const first = await browser.$$('[data-testid="seating-tables"] .table-card')[0].getText();
  assert.match(first, /Anna Huber[\s\S]*Erika Özdemir[\s\S]*Bernd Schäfer[\s\S]*Clara Weiß/, "table 1: the best four, in rank order");
  await shot("drawn");
});

test("series 1 is not drawn by score: refused with its reason", async () => {
  skat("event", "create", "--name", "Clubabend", "--date", "2026-11-28", "--series", "1");
  skat("event", "register", "2", "--all");
  await $("nav-start").click();
  await $("event-2").waitForExist({ timeout: 10000 });
  await $("event-2").click();
  await $("nav-seating").click();
  await $("seating-seeded").waitForExist({ timeout: 10000 });
  await $("seating-seeded").click();
  assert.match(await text("seating-seeded-hint"), /nach Punkten gesetzt wird ab Serie 2/);
  await $("seating-draw").click();
  await waitText("seating-error", "die Serie 1 hat keine Serie davor: nach Punkten gesetzt wird ab der zweiten Serie", "the reason");
  assert.ok(!(await $("seating-tables").isExisting()), "nothing drawn");
  await shot("seeded-first");
});

test("the same screens in English", async () => {
  await $("language").selectByAttribute("value", "en");
  await $("nav-start").click();
  await $("event-1").waitForExist({ timeout: 10000 });
  await $("event-1").click();
  await $("nav-edit-event").click();
  await waitText("prizes", "Rankings & prizes", "the English heading");
  await waitText("ranking-0-place-0-amount", "€60.00", "the amounts in English");
  assert.equal(await $("ranking-0-place-0-cents").getValue(), "");
  assert.match(await text("ranking-2-dskv"), /DSkV seniors by year of birth: who turns 61 or older in the event year/);
  assert.equal(await $("prizes-entry").getValue(), "15.00");
  await shot("en", "prizes");
});
