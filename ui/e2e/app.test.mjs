// End-to-end tests of the real app window: tauri-driver drives WebKitWebDriver, which drives
// target/debug/skatblock-app. Run by `make e2e` under Xvfb (xvfb-run). The database is
// prepared with the skatblock CLI, so the window is checked against the engine's own numbers.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, openWindow, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-e2e-"));
const db = join(data, "skatblock", "skatblock.db");

let window;
let browser;

function skat(...args) {
  return execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
}

/** A small tournament: 7 players, one series seated by import, games at both tables. */
function prepareDatabase() {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  const players = join(data, "players.csv");
  writeFileSync(players, "id;first_name;last_name;club\n1;Anna;Müller;SF Kreuz Bube\n2;Bernd;Schäfer;SF Kreuz Bube\n3;Clara;Weiß;Grand Hand\n4;Dieter;Groß-Böhme;Grand Hand\n5;Erika;Özdemir;SC Pik As\n6;Frank;Lehmann;SC Pik As\n7;Gisela;Krüger;\n");
  skat("player", "import", players);
  skat("event", "create", "--name", "Herbstpreisskat", "--date", "2026-11-22", "--series", "1");
  const seats = join(data, "seats.csv");
  writeFileSync(seats, "series,table,seat,player_id\n1,1,1,1\n1,1,2,2\n1,1,3,3\n1,1,4,4\n1,2,1,5\n1,2,2,6\n1,2,3,7\n");
  skat("seating", "import", "1", seats);
  const games = join(data, "games.csv");
  writeFileSync(
    games,
    [
      "series,table,game,declarer,contract,hand,ouvert,announced,matadors,declarer_points,declarer_tricks,bid,passed",
      "1,1,1,2,grand,,,,2,70,,,",
      "1,1,2,3,clubs,,,,1,55,,,",
      "1,1,3,,,,,,,,,,true",
      "1,1,4,1,null,,,,,,0,,",
      "1,2,1,5,hearts,true,,,1,92,,,",
      "1,2,2,6,diamonds,,,,-1,89,,22,",
    ].join("\n") + "\n",
  );
  skat("games", "import", "1", games);
  return JSON.parse(skat("standings", "1", "--format", "json"));
}

let expected;

const number = (text) => Number(text.replace(/\./g, "").replace("−", "-"));

before(async () => {
  expected = prepareDatabase();
  mkdirSync(shots, { recursive: true });
  window = await openWindow(data);
  browser = window.browser;
});

after(() => closeWindow(window));

test("the start screen opens the default data file and lists its events", async () => {
  const path = await browser.$('[data-testid="db-path"]');
  await path.waitForExist({ timeout: 15000 });
  assert.match(await path.getText(), /skatblock\/skatblock\.db$/);
  const event = await browser.$('[data-testid="event-1"]').getText();
  assert.ok(event.includes("Herbstpreisskat") && event.includes("22.11.2026"), `the event and its German date: ${event}`);
  await browser.saveScreenshot(join(shots, "start.png"));
});

test("the standings in the window are the engine's standings", async () => {
  await browser.$('[data-testid="event-1"]').click();
  const table = await browser.$('[data-testid="standings"]');
  await table.waitForExist({ timeout: 10000 });
  const rows = await browser.$$('[data-testid="standings"] tbody tr');
  await browser.saveScreenshot(join(shots, "standings.png"));
  assert.equal(rows.length, expected.length, "one row per player");
  for (const [i, row] of expected.entries()) {
    const cells = await rows[i].$$("td");
    assert.equal((await cells[1].getProperty("textContent")).trim(), row.name, `row ${i + 1}: name`);
    const total = (await cells[7].getText()).replace(/\./g, "").replace("−", "-");
    assert.equal(Number(total), row.total, `row ${i + 1}: total of ${row.name}`);
  }
  await browser.saveScreenshot(join(shots, "standings.png"));
});

test("English can be switched on", async () => {
  await browser.$('[data-testid="language"]').selectByAttribute("value", "en");
  const heading = await browser.$("h2");
  await heading.waitUntil(async () => (await heading.getText()).startsWith("Standings"), { timeout: 5000 });
  assert.equal(await browser.$("th:nth-child(8)").getText(), "Total");
  await browser.saveScreenshot(join(shots, "standings-en.png"));
});

test("a player is added, refused as a duplicate, found, renamed and deactivated", async () => {
  await browser.$('[data-testid="language"]').selectByAttribute("value", "de");
  await browser.$('[data-testid="nav-players"]').click();
  const table = await browser.$('[data-testid="players"]');
  await table.waitForExist({ timeout: 10000 });
  assert.equal((await browser.$$('[data-testid="players"] tbody tr')).length, 7, "the 7 imported players");

  await browser.$('[data-testid="player-add"]').click();
  await browser.$('[data-testid="first-name"]').setValue("Hans");
  await browser.$('[data-testid="last-name"]').setValue("Zimmermann");
  await browser.$('[data-testid="club"]').setValue("SC Pik As");
  await browser.$('[data-testid="player-save"]').click();
  await browser.waitUntil(async () => (await browser.$$('[data-testid="players"] tbody tr')).length === 8, { timeout: 5000 });

  await browser.$('[data-testid="player-add"]').click();
  await browser.$('[data-testid="first-name"]').setValue("Anna");
  await browser.$('[data-testid="last-name"]').setValue("Müller");
  await browser.$('[data-testid="club"]').setValue("SF Kreuz Bube");
  await browser.$('[data-testid="player-save"]').click();
  const error = await browser.$('[data-testid="player-error"]');
  await error.waitForExist({ timeout: 5000 });
  assert.match(await error.getText(), /gleicher Name und Verein wie Spieler 1 im Spielerverzeichnis/);
  await browser.saveScreenshot(join(shots, "players-duplicate.png"));
  await browser.$("button=Abbrechen").click();

  await browser.$('[data-testid="player-search"]').setValue("zimmer");
  await browser.waitUntil(async () => (await browser.$$('[data-testid="players"] tbody tr')).length === 1, { timeout: 5000 });
  const row = () => browser.$('[data-testid="players"] tbody tr');
  await row().$("button=Bearbeiten").click();
  await browser.$('[data-testid="last-name"]').setValue("Zimmermann-Groß");
  await browser.$('[data-testid="player-save"]').click();
  await browser.waitUntil(async () => (await browser.$('[data-testid="players"] tbody').getText()).includes("Zimmermann-Groß"), { timeout: 5000 });
  await row().$("button=Deaktivieren").click();
  await row().$("button=Aktivieren").waitForExist({ timeout: 5000 });
  await browser.saveScreenshot(join(shots, "players.png"));

  const stored = JSON.parse(execFileSync(cli, ["--db", db, "player", "list", "--format", "json"], { encoding: "utf8" }));
  const hans = stored.find((p) => p.first_name === "Hans");
  assert.deepEqual([hans.last_name, hans.club, hans.active], ["Zimmermann-Groß", "SC Pik As", false], "saved in the database");
});

test("an event is created from the form, with the series length checked", async () => {
  await browser.$('[data-testid="nav-start"]').click();
  await browser.$('[data-testid="nav-event"]').click();
  const form = await browser.$('[data-testid="event-form"]');
  await form.waitForExist({ timeout: 10000 });
  // The date reads as German dates do, whatever the system's locale (Xvfb runs en_US).
  const date = await browser.$('[data-testid="event-date"]');
  assert.match(await date.getValue(), /^\d{2}\.\d{2}\.\d{4}$/, "today as TT.MM.JJJJ");
  await date.setValue("31.04.2026");
  await browser.$('[data-testid="event-name"]').click();
  const dateError = await browser.$('[data-testid="event-date-error"]');
  await dateError.waitForExist({ timeout: 5000 });
  assert.equal(await dateError.getText(), "Den 31.04.2026 gibt es im Kalender nicht.");
  await date.setValue("24.12.2026");
  await browser.$('[data-testid="event-name"]').setValue("Weihnachtsskat");
  await browser.$('[data-testid="event-venue"]').setValue("Gasthof „Zum Buben“");
  await browser.$('[data-testid="event-series"]').setValue("2");
  const games3 = await browser.$('[data-testid="event-games-3"]');
  await games3.setValue("37");
  const live = await browser.$('[data-testid="event-live"]');
  await live.waitForExist({ timeout: 5000, timeoutMsg: "the library's message shows while typing" });
  assert.match(await live.getText(), /Spiele je Serie am Dreiertisch = 37: muss ein Vielfaches von 3 sein/);
  await browser.$('[data-testid="event-create"]').click();
  const error = await browser.$('[data-testid="event-error"]');
  await error.waitForExist({ timeout: 5000 });
  assert.match(await error.getText(), /Spiele je Serie am Dreiertisch = 37: muss ein Vielfaches von 3 sein/);
  await browser.saveScreenshot(join(shots, "event-error.png"));
  await games3.setValue("36");
  await browser.$('[data-testid="event-create"]').click();
  await browser.$('[data-testid="seating-seed"]').waitForExist({ timeout: 5000 });
  await browser.$('[data-testid="nav-start"]').click();
  const created = await browser.$('[data-testid="event-2"]');
  await created.waitForExist({ timeout: 5000 });
  assert.ok((await created.getText()).includes("Weihnachtsskat"));
  const shown = JSON.parse(execFileSync(cli, ["--db", db, "event", "show", "2"], { encoding: "utf8" }));
  assert.deepEqual([shown.name, shown.venue, shown.series_count, shown.rules.series_games["3"]], ["Weihnachtsskat", "Gasthof „Zum Buben“", 2, 36]);
  assert.equal(shown.date, "2026-12-24", "the German date is stored as the date it names");
});

test("a series is drawn, shown as stored, changed, and printed", async () => {
  await browser.$('[data-testid="event-2"]').click();
  await browser.$('[data-testid="nav-seating"]').click();
  const seed = await browser.$('[data-testid="seating-seed"]');
  await seed.waitForExist({ timeout: 10000 });
  await seed.setValue("5");
  await browser.$('[data-testid="seating-draw"]').click();
  await browser.$('[data-testid="seating-tables"]').waitForExist({ timeout: 10000 });
  const stored = () => JSON.parse(execFileSync(cli, ["--db", db, "seating", "show", "2", "--series", "1", "--format", "json"], { encoding: "utf8" }));
  const rows = stored();
  assert.equal(rows.length, 7, "the 7 active players are seated (the deactivated one is not)");
  const cards = await browser.$$('[data-testid="seating-tables"] .table-card');
  assert.equal(cards.length, 2, "a 4-table and a 3-table");
  const firstTable = await cards[0].getText();
  for (const r of rows.filter((r) => r.table === 1)) assert.ok(firstTable.includes(r.name), `${r.name} at table 1`);
  await browser.saveScreenshot(join(shots, "seating.png"));

  const a = rows.find((r) => r.table === 1 && r.seat === 1);
  const b = rows.find((r) => r.table === 2 && r.seat === 1);
  await browser.$('[data-testid="seating-action"]').selectByAttribute("value", "swap");
  // The choices name the player's number too, so father and son "Hans Müller" can be told apart.
  await browser.$('[data-testid="seating-first"]').selectByVisibleText(`${a.name} (${a.player_id})`);
  await browser.$('[data-testid="seating-second"]').selectByVisibleText(`${b.name} (${b.player_id})`);
  await browser.$('[data-testid="seating-apply"]').click();
  await browser.waitUntil(async () => stored().find((r) => r.table === 1 && r.seat === 1).player_id === b.player_id, { timeout: 5000 });

  const pdf = join(data, "sitzplan.pdf");
  await browser.execute(
    (path) => window.__TAURI_INTERNALS__.invoke("save_pdf", { input: { kind: "seating", event: 2, series: 1, path, lang: "de" } }),
    pdf,
  );
  const head = execFileSync("head", ["-c", "5", pdf], { encoding: "utf8" });
  assert.equal(head, "%PDF-", "the seating list was written as a PDF");
});

test("games are entered by keyboard, checked live, never saved invalid, and corrected with history", async () => {
  await browser.$('[data-testid="nav-sheet"]').click();
  const entry = await browser.$('[data-testid="entry"]');
  await entry.waitForExist({ timeout: 10000 });
  await browser.$('[data-testid="sheet-table"]').selectByAttribute("value", "1");
  const seats = JSON.parse(execFileSync(cli, ["--db", db, "seating", "show", "2", "--series", "1", "--format", "json"], { encoding: "utf8" }))
    .filter((r) => r.table === 1);
  const declarer = seats.find((r) => r.seat === 2);

  // Game 1, typed: seat 2 declares (seat 1 deals), G for Grand, with 2, 70 points, Enter.
  await browser.$('[data-testid="entry-declarer"]').addValue("2");
  await browser.$('[data-testid="entry-contract"]').addValue("G");
  await browser.$('[data-testid="entry-matadors"]').setValue("2");
  await browser.$('[data-testid="entry-points"]').setValue("70");
  const live = await browser.$('[data-testid="entry-live"]');
  await browser.waitUntil(async () => (await live.getText()).includes("+72"), { timeout: 5000, timeoutMsg: "the value appears while typing" });
  await browser.saveScreenshot(join(shots, "sheet-typing.png"));
  await browser.keys("Enter");
  await browser.waitUntil(async () => (await browser.$$('[data-testid="sheet"] tbody tr')).length === 1, { timeout: 5000 });

  // The foot is the engine's: the declarer's total is 72 + 50.
  const standings = JSON.parse(execFileSync(cli, ["--db", db, "standings", "2", "--series", "1", "--format", "json"], { encoding: "utf8" }));
  const engine = standings.find((r) => r.player_id === declarer.player_id).total;
  const totals = await browser.$$('[data-testid="sheet-total"]');
  assert.equal(Number((await totals[1].getText()).replace(/\./g, "").replace("−", "-")), engine, "the foot equals the engine's total");
  assert.equal(engine, 122);

  // An invalid game is explained while typing and never saved (typed: seat 3, G for Grand).
  await browser.$('[data-testid="entry-declarer"]').addValue("3");
  await browser.$('[data-testid="entry-contract"]').addValue("G");
  await browser.$('[data-testid="entry-matadors"]').setValue("5");
  await browser.$('[data-testid="entry-points"]').setValue("70");
  await browser.saveScreenshot(join(shots, "sheet-invalid-typing.png"));
  await browser.waitUntil(async () => (await live.getText()).includes("Spitzen = 5: Grand hat mit oder ohne 1 bis 4 Spitzen"), { timeout: 5000 });
  await browser.saveScreenshot(join(shots, "sheet-invalid.png"));
  await browser.$('[data-testid="entry-save"]').click();
  await browser.$('[data-testid="sheet-error"]').waitForExist({ timeout: 5000 });
  const count = execFileSync(cli, ["--db", db, "game", "history", "2"], { encoding: "utf8" }).trim().split("\n").length;
  assert.equal(count, 1, "nothing invalid reaches the database");

  // Game 1 is corrected: 55 points, lost; the history shows both versions.
  const firstRow = await browser.$('[data-testid="sheet"] tbody tr');
  await firstRow.$("button=Korrigieren").click();
  await browser.$('[data-testid="history"]').waitForExist({ timeout: 5000 });
  await browser.$('[data-testid="entry-points"]').setValue("55");
  await browser.waitUntil(async () => (await live.getText()).includes("−144"), { timeout: 5000 });
  await browser.keys("Enter");
  await browser.waitUntil(async () => (await firstRow.getText()).includes("−144"), { timeout: 5000 });
  await browser.saveScreenshot(join(shots, "sheet.png"));
  // One game of the 48 of a 4-table series: while the list is open that is progress, said in
  // German, not a failed check (issue 21; it becomes one once the list is signed or the series
  // is over).
  assert.equal(await browser.$('[data-testid="sheet-progress"]').getText(), "Spiele: 1/48");
  assert.equal(await browser.$('[data-testid="findings"]').isExisting(), false, "no finding for an open list");
  const after = JSON.parse(execFileSync(cli, ["--db", db, "standings", "2", "--series", "1", "--format", "json"], { encoding: "utf8" }));
  const shown = await browser.$$('[data-testid="sheet-total"]');
  for (const [i, seat] of seats.sort((x, y) => x.seat - y.seat).entries()) {
    const total = Number((await shown[i].getText()).replace(/\./g, "").replace("−", "-"));
    assert.equal(total, after.find((r) => r.player_id === seat.player_id).total, `seat ${seat.seat}: the foot equals the engine`);
  }
  assert.deepEqual(after.filter((r) => seats.some((s) => s.player_id === r.player_id)).map((r) => r.total).sort((a, b) => a - b), [-194, 30, 30, 30]);
  const history = execFileSync(cli, ["--db", db, "game", "history", "2", "--series", "1", "--table", "1", "--game", "1"], { encoding: "utf8" });
  assert.match(history, /enter[\s\S]*correct/, "the correction is kept in the history");
});

const sheetRows = () => browser.$$('[data-testid="sheet"] tbody tr');

/** Types one game into the entry line by keyboard and waits for its row. */
async function typeGame(game, rowsAfter) {
  // A passed deal is the key 0 in the declarer field (issue 21), saved by Enter right there.
  await browser.$('[data-testid="entry-declarer"]').addValue(game.passed ? "0\uE007" : game.seat);
  if (!game.passed) {
    await browser.$('[data-testid="entry-contract"]').addValue(game.contract);
    if (game.matadors) await browser.$('[data-testid="entry-matadors"]').setValue(game.matadors);
    if (game.points) await browser.$('[data-testid="entry-points"]').setValue(game.points);
    if (game.tricks) await browser.$('[data-testid="entry-tricks"]').setValue(game.tricks);
    await browser.$('[data-testid="entry-bid"]').addValue("\uE007");
  }
  await browser.waitUntil(async () => (await sheetRows()).length === rowsAfter, {
    timeout: 5000,
    timeoutMsg: `game ${rowsAfter} saved: ${JSON.stringify(game)}`,
  });
}

test("a full 3-table list is entered by keyboard; a game is deleted and entered again", async () => {
  await browser.$('[data-testid="nav-sheet"]').click();
  await browser.$('[data-testid="entry"]').waitForExist({ timeout: 10000 });
  await browser.$('[data-testid="sheet-table"]').selectByAttribute("value", "2");
  await browser.waitUntil(async () => (await sheetRows()).length === 0, { timeout: 5000 });
  const kinds = [
    { contract: "G", matadors: "1", points: "70" }, // Grand with 1: +48
    { contract: "Kr", matadors: "2", points: "61" }, // Kreuz with 2: +36
    { contract: "P", matadors: "-1", points: "40" }, // Pik without 1, lost: −44
    { contract: "H", matadors: "1", points: "95" }, // Herz with 1, schneider: +30
    { passed: true },
    { contract: "N", tricks: "0" }, // Null: +23
  ];
  const games = Array.from({ length: 36 }, (_, i) => ({ ...kinds[i % kinds.length], seat: String(((i * 2) % 3) + 1) }));
  for (const [i, game] of games.entries()) await typeGame(game, i + 1);
  await browser.$("p=Die Liste ist vollständig.").waitForExist({ timeout: 5000 });
  await browser.saveScreenshot(join(shots, "sheet-3-table-full.png"));

  const seats = JSON.parse(skat("seating", "show", "2", "--series", "1", "--format", "json"))
    .filter((r) => r.table === 2)
    .sort((a, b) => a.seat - b.seat);
  const check = async () => {
    const engine = JSON.parse(skat("standings", "2", "--series", "1", "--format", "json"));
    const shown = await browser.$$('[data-testid="sheet-total"]');
    for (const [i, seat] of seats.entries()) {
      assert.equal(number(await shown[i].getText()), engine.find((r) => r.player_id === seat.player_id).total, `seat ${seat.seat}: foot = engine`);
    }
    return engine;
  };
  const engine = await check();
  // 6 of each kind, one declarer per kind in turn: the list's own sums, by hand.
  const sums = seats.map((_, s) => games.filter((g) => g.seat === String(s + 1)));
  assert.equal(sums.flat().length, 36);
  assert.ok(engine.every((r) => Number.isInteger(r.total)));

  // Game 36 is deleted (two clicks), kept in the history, and entered again.
  await browser.$('[data-testid="delete-36"]').click();
  await browser.$('[data-testid="delete-36"]').click();
  await browser.waitUntil(async () => (await sheetRows()).length === 35, { timeout: 5000 });
  await browser.$('[data-testid="entry"]').waitForExist({ timeout: 5000 });
  await typeGame(games[35], 36);
  await check();
  const history = skat("game", "history", "2", "--series", "1", "--table", "2", "--game", "36");
  assert.match(history, /enter[\s\S]*delete[\s\S]*enter/, "the deletion stays in the history");
});

test("a seating change at a table with games is refused in German and changes nothing", async () => {
  await browser.$('[data-testid="nav-seating"]').click();
  const action = await browser.$('[data-testid="seating-action"]');
  await action.waitForExist({ timeout: 10000 });
  const stored = () => execFileSync(cli, ["--db", db, "seating", "show", "2", "--series", "1", "--format", "json"], { encoding: "utf8" });
  const before = stored();
  const rows = JSON.parse(before);
  const a = rows.find((r) => r.table === 1 && r.seat === 2);
  const b = rows.find((r) => r.table === 2 && r.seat === 2);
  await action.selectByAttribute("value", "swap");
  await browser.$('[data-testid="seating-first"]').selectByVisibleText(`${a.name} (${a.player_id})`);
  await browser.$('[data-testid="seating-second"]').selectByVisibleText(`${b.name} (${b.player_id})`);
  await browser.$('[data-testid="seating-apply"]').click();
  const error = await browser.$('[data-testid="seating-error"]');
  await error.waitForExist({ timeout: 5000 });
  const text = await error.getText();
  assert.equal(text, "an Tisch 1 der Serie 1 sind schon Spiele erfasst; seine Plätze bleiben unverändert (ISkO 3.2.1)");
  await browser.saveScreenshot(join(shots, "seating-refused.png"));
  assert.equal(stored(), before, "a refused change writes nothing");
});

test("the event is edited; the series length is kept once games are entered", async () => {
  await browser.$('[data-testid="nav-edit-event"]').click();
  const venue = await browser.$('[data-testid="event-venue"]');
  await venue.waitForExist({ timeout: 5000 });
  await browser.waitUntil(async () => (await venue.getValue()) !== "", { timeout: 5000 });
  await venue.setValue("Vereinsheim am Markt");
  await browser.$('[data-testid="event-games-3"]').setValue("24");
  await browser.$('[data-testid="event-create"]').click();
  const error = await browser.$('[data-testid="event-error"]');
  await error.waitForExist({ timeout: 5000 });
  assert.match(await error.getText(), /die Serienlänge kann sich nicht mehr ändern/);
  await browser.$('[data-testid="event-games-3"]').setValue("36");
  await browser.$('[data-testid="event-create"]').click();
  await browser.$('[data-testid="event-saved"]').waitForExist({ timeout: 5000 });
  await browser.saveScreenshot(join(shots, "event-edit.png"));
  const shown = JSON.parse(skat("event", "show", "2"));
  assert.deepEqual([shown.venue, shown.rules.series_games["3"]], ["Vereinsheim am Markt", 36]);
});

test("the standings are saved as PDF and CSV through the save dialog", async () => {
  await browser.$('[data-testid="nav-standings"]').click();
  await browser.$('[data-testid="standings"]').waitForExist({ timeout: 5000 });
  // Issue 21: the evening is not over (lists are still being filled), and the standings say so.
  const provisional = await browser.$('[data-testid="standings-provisional"]').getText();
  assert.match(provisional, /^vorläufig — Serie 1: \d+\/\d+ Tische fertig$/);
  await browser.saveScreenshot(join(shots, "standings-provisional.png"));
  const pdf = join(data, "rangliste.pdf");
  await browser.$('[data-testid="standings-pdf"]').click();
  answerDialog("PDF speichern", pdf);
  await browser.$('[data-testid="standings-notice"]').waitForExist({ timeout: 10000 });
  assert.equal(execFileSync("head", ["-c", "5", pdf], { encoding: "utf8" }), "%PDF-");
  const csv = join(data, "rangliste.csv");
  await browser.$('[data-testid="standings-csv"]').click();
  answerDialog("CSV speichern", csv);
  await browser.waitUntil(async () => (await browser.$('[data-testid="standings-notice"]').getText()).includes("rangliste.csv"), { timeout: 10000 });
  const lines = readFileSync(csv, "utf8").replace(/^\uFEFF/, "").trim().split(/\r?\n/);
  const engine = JSON.parse(skat("standings", "2", "--format", "json"));
  assert.equal(lines.length, engine.length + 1, "a header and one line per player");
  // Issue 21: the German app writes German column names and ja/nein; no rank without a game.
  const header = lines[0].split(";");
  assert.deepEqual(header, ["Platz", "Spielernr.", "Name", "Verein", "Spielpunkte", "Gewonnen", "Verloren", "Gegenspiel gewonnen", "Wertung", "Los"]);
  for (const [i, row] of engine.entries()) {
    const cells = lines[i + 1].split(";");
    assert.equal(Number(cells[header.indexOf("Wertung")]), row.total, `CSV line ${i + 2}: total of ${row.name}`);
    assert.equal(cells[header.indexOf("Platz")], row.rank === null ? "" : String(row.rank), `CSV line ${i + 2}: rank of ${row.name}`);
    assert.equal(cells[header.indexOf("Los")], row.lot_required ? "ja" : "nein");
  }
  await browser.saveScreenshot(join(shots, "standings-export.png"));
});

test("a table that adds up its own list is entered as totals", async () => {
  skat("event", "create", "--name", "Vereinsabend", "--date", "2026-11-27", "--series", "1");
  const seats = join(data, "seats-3.csv");
  writeFileSync(seats, "series,table,seat,player_id\n1,1,1,5\n1,1,2,6\n1,1,3,7\n");
  skat("seating", "import", "3", seats);
  await browser.$('[data-testid="nav-start"]').click();
  await browser.$('[data-testid="open-default"]').click();
  await browser.$('[data-testid="event-3"]').click();
  await browser.$('[data-testid="nav-sheet"]').click();
  await browser.$('[data-testid="mode-totals"]').click();
  await browser.$('[data-testid="totals-form"]').waitForExist({ timeout: 5000 });
  // RULES.md S1: 455/20/4, 608/12/0, 486/9/0; first with a player over the 36 games.
  const values = [["455", "20", "4"], ["608", "12", "0"], ["486", "30", "7"]];
  const fill = async () => {
    for (const [field, column] of [["points", 0], ["won", 1], ["lost", 2]]) {
      const inputs = await browser.$$(`[data-testid="totals-${field}"]`);
      for (const [i, row] of values.entries()) await inputs[i].setValue(row[column]);
    }
    await browser.$('[data-testid="totals-save"]').click();
  };
  await fill();
  const error = await browser.$('[data-testid="totals-error"]');
  await error.waitForExist({ timeout: 5000 });
  assert.match(await error.getText(), /Spielernummer = 7 \(Gisela Krüger\): gewonnene \+ verlorene Spiele = 37, mehr als die 36 Spiele einer Serie am Dreiertisch \(SkWO 6\.1\)/);
  await browser.saveScreenshot(join(shots, "totals-error.png"));
  assert.equal(JSON.parse(skat("standings", "3", "--format", "json")).filter((r) => r.total !== 0).length, 0, "nothing saved");
  values[2] = ["486", "9", "0"];
  await fill();
  const result = await browser.$('[data-testid="totals-result"]');
  await result.waitForExist({ timeout: 5000 });
  const engine = JSON.parse(skat("standings", "3", "--format", "json"));
  assert.deepEqual(engine.map((r) => [r.player_id, r.total]), [["6", 1368], ["5", 1255], ["7", 1096]]);
  const rows = await browser.$$('[data-testid="totals-result"] tbody tr');
  for (const [i, row] of engine.entries()) {
    const cells = await rows[i].$$("td");
    assert.equal(number(await cells[5].getText()), row.total, `${row.name}: shown = engine`);
  }
  await browser.saveScreenshot(join(shots, "totals.png"));
});

test("players are imported from a CSV file; a bad file is reported row by row", async () => {
  await browser.$('[data-testid="nav-players"]').click();
  await browser.$('[data-testid="players"]').waitForExist({ timeout: 5000 });
  const bad = join(data, "neue-spieler-fehler.csv");
  writeFileSync(bad, "first_name,last_name,club\nIrene,Wagner,SC Pik As\n,Koch,\nJonas,,Grand Hand\n");
  await browser.$("button=CSV importieren …").click();
  answerDialog("CSV importieren", bad, "open");
  // The preview (issue 21) maps the file's columns by its header; nothing is stored before this.
  await browser.$('[data-testid="import-confirm"]').click();
  const report = await browser.$('[data-testid="import-errors"]');
  await report.waitForExist({ timeout: 5000 });
  assert.equal((await report.$$("li")).length, 2, "one line per bad row");
  assert.match(await report.getText(), /Zeile 3, Spalte Vorname: „“: ein Spieler braucht einen Vornamen/);
  await browser.saveScreenshot(join(shots, "players-import-error.png"));
  const good = join(data, "neue-spieler.csv");
  writeFileSync(good, "first_name,last_name,club\nIrene,Wagner,SC Pik As\nJonas,Koch,Grand Hand\n");
  await browser.$("button=CSV importieren …").click();
  answerDialog("CSV importieren", good, "open");
  await browser.$('[data-testid="import-confirm"]').click();
  await browser.waitUntil(async () => (await browser.$$('[data-testid="players"] tbody tr')).length === 10, { timeout: 5000 });
  const stored = JSON.parse(skat("player", "list", "--format", "json"));
  assert.ok(stored.some((p) => p.first_name === "Jonas" && p.last_name === "Koch"));
});

test("settings: a backup is written and the default rules reach a new event", async () => {
  await browser.$('[data-testid="nav-settings"]').click();
  const backup = join(data, "sicherung.db");
  await browser.$('[data-testid="settings-backup"]').click();
  answerDialog("Jetzt sichern", backup);
  await browser.$('[data-testid="settings-notice"]').waitForExist({ timeout: 10000 });
  assert.equal(readFileSync(backup).subarray(0, 15).toString(), "SQLite format 3");
  assert.equal(JSON.parse(execFileSync(cli, ["--db", backup, "event", "show", "3"], { encoding: "utf8" })).name, "Vereinsabend");
  await browser.$('[data-testid="rules-table-bonus-4"]').setValue("40");
  await browser.$('[data-testid="settings-save-rules"]').click();
  await browser.waitUntil(async () => (await browser.$('[data-testid="settings-notice"]').getText()).includes("Voreinstellungen"), { timeout: 5000 });
  await browser.saveScreenshot(join(shots, "settings.png"));
  const stored = JSON.parse(readFileSync(join(data, "config", "skatblock", "settings.json"), "utf8"));
  assert.equal(stored.default_rules.table_bonus["4"], 40);
  await browser.$('[data-testid="nav-start"]').click();
  await browser.$('[data-testid="nav-event"]').click();
  const bonus = await browser.$('[data-testid="rules-table-bonus-4"]');
  await bonus.waitForExist({ timeout: 5000 });
  assert.equal(await bonus.getValue(), "40");
});

test("a file that is not a Skatblock database is refused with the reason; the open file stays open", async () => {
  await browser.$('[data-testid="nav-settings"]').click();
  const junk = join(data, "notizen.db");
  writeFileSync(junk, "Kassenbuch 2026\n".repeat(100));
  await browser.$("button=Andere Datei öffnen …").click();
  answerDialog("Andere Datei öffnen", junk, "open");
  const error = await browser.$('[data-testid="settings-error"]');
  await error.waitForExist({ timeout: 10000 });
  assert.match(await error.getText(), /notizen\.db ist keine Skatblock-Datenbank[\s\S]*Bitte eine andere Datei wählen/);
  assert.match(await browser.$('[data-testid="settings-open-file"]').getText(), /skatblock\/skatblock\.db$/, "the open file stays open");
  assert.equal(readFileSync(junk, "utf8"), "Kassenbuch 2026\n".repeat(100), "the refused file is untouched");
  await browser.saveScreenshot(join(shots, "settings-refused.png"));
});

test("a table without sums opens game by game, also after a table that entered its sums (issue 19)", async () => {
  const created = skat("event", "create", "--name", "Clubabend", "--date", "2026-12-04", "--series", "1");
  const id = /event (\d+)/.exec(created)?.[1];
  assert.ok(id, `the new event's number: ${created}`);
  const seats = join(data, "seats-clubabend.csv");
  writeFileSync(seats, "series,table,seat,player_id\n1,1,1,5\n1,1,2,6\n1,1,3,7\n1,2,1,1\n1,2,2,2\n1,2,3,3\n");
  skat("seating", "import", id, seats);
  await browser.$('[data-testid="nav-start"]').click();
  await browser.$('[data-testid="open-default"]').click();
  await browser.$(`[data-testid="event-${id}"]`).click();
  await browser.$('[data-testid="nav-sheet"]').click();
  await browser.$('[data-testid="entry"]').waitForExist({ timeout: 10000 });

  // Table 1 settled its list itself (RULES.md S1): its sums are entered and ranked.
  await browser.$('[data-testid="mode-totals"]').click();
  await browser.$('[data-testid="totals-form"]').waitForExist({ timeout: 5000 });
  const values = [["455", "20", "4"], ["608", "12", "0"], ["486", "9", "0"]];
  for (const [field, column] of [["points", 0], ["won", 1], ["lost", 2]]) {
    const inputs = await browser.$$(`[data-testid="totals-${field}"]`);
    for (const [i, row] of values.entries()) await inputs[i].setValue(row[column]);
  }
  await browser.keys("Enter");
  await browser.$('[data-testid="totals-result"]').waitForExist({ timeout: 5000 });

  // Table 2 has neither games nor sums: the scorer enters its games.
  await browser.$('[data-testid="sheet-table"]').selectByAttribute("value", "2");
  await browser.$('[data-testid="entry"]').waitForExist({ timeout: 5000, timeoutMsg: "table 2 opens game by game" });
  assert.equal(await browser.$('[data-testid="totals-form"]').isExisting(), false, "no totals form for table 2");
  assert.equal(await browser.$('[data-testid="mode-games"]').getAttribute("class").then((c) => /\bsecondary\b/.test(c ?? "")), false, "game by game is the mode picked");

  // Back at table 1, its sums and its result show again.
  await browser.$('[data-testid="sheet-table"]').selectByAttribute("value", "1");
  await browser.$('[data-testid="totals-result"]').waitForExist({ timeout: 5000 });
  const points = [];
  for (const input of await browser.$$('[data-testid="totals-points"]')) points.push(await input.getValue());
  assert.deepEqual(points, ["455", "608", "486"], "table 1's stored sums");
});

test("players without a game stand without a rank after the ranked, and the standings say provisional (issue 21)", async () => {
  // The club evening of the test before: table 1 entered its sums, table 2 has not begun.
  await browser.$('[data-testid="nav-standings"]').click();
  const table = await browser.$('[data-testid="standings"]');
  await table.waitForExist({ timeout: 10000 });
  const id = /^(\d+)\s+\S+\s+Clubabend$/m.exec(skat("event", "list"))?.[1];
  assert.ok(id, "the club evening's number");
  const engine = JSON.parse(skat("standings", id, "--format", "json"));
  await browser.waitUntil(async () => (await browser.$$('[data-testid="standings"] tbody tr')).length === engine.length, { timeout: 5000 });
  const rows = await browser.$$('[data-testid="standings"] tbody tr');
  const shown = [];
  for (const row of rows) {
    const cells = await row.$$("td");
    const text = async (cell) => (await cell.getProperty("textContent")).trim();
    shown.push([await text(cells[0]), await text(cells[1])]);
  }
  assert.deepEqual(shown.slice(3), [["", "Anna Müller"], ["", "Bernd Schäfer"], ["", "Clara Weiß"]], "no place and no (Los) without a game, by name");
  assert.deepEqual(shown.slice(0, 3).map(([rank]) => rank), ["1.", "2.", "3."]);
  assert.deepEqual(engine.slice(3).map((r) => r.rank), [null, null, null], "the engine says null");
  assert.equal(await browser.$('[data-testid="standings-provisional"]').getText(), "vorläufig — Serie 1: 1/2 Tische fertig");
  await browser.saveScreenshot(join(shots, "standings-unranked.png"));
});
