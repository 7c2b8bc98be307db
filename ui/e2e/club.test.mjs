// End-to-end tests of the club screens of issue 10 in the real window: Saison, Kasse, Liga.
// The database is prepared with the skatblock CLI and the window is checked against the
// engine's own numbers (the CLI's JSON), as app.test.mjs does.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, openWindow, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-club-"));
const db = join(data, "skatblock", "skatblock.db");

let window;
let browser;

function skat(...args) {
  return execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
}
const json = (...args) => JSON.parse(skat(...args, "--format", "json"));
const file = (name, text) => {
  const path = join(data, name);
  writeFileSync(path, text);
  return path;
};
/** A number as the window shows it in German: "1.234", "−54", "1.234,50". */
const number = (text) => Number(text.trim().replace(/\./g, "").replace(",", ".").replace("−", "-"));
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);
const games = (rows) =>
  ["series,table,game,declarer,contract,hand,ouvert,announced,matadors,declarer_points,declarer_tricks,bid,passed", ...rows].join("\n") + "\n";

/** Three club evenings of one series each: 7 players on the first, 6 on the others; player 7
 * plays once (below a season's minimum of 2 series). */
function prepareEvenings() {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  const players = [
    "id;first_name;last_name;club",
    "1;Anna;Müller;SF Kreuz Bube",
    "2;Bernd;Schäfer;SF Kreuz Bube",
    "3;Clara;Weiß;Grand Hand",
    "4;Dieter;Groß-Böhme;Grand Hand",
    "5;Erika;Özdemir;SC Pik As",
    "6;Frank;Lehmann;SC Pik As",
    "7;Gisela;Krüger;",
  ];
  skat("player", "import", file("players.csv", players.join("\n") + "\n"));
  const evenings = [
    ["Skatabend Januar", "2026-01-09", "1,1,1,1\n1,1,2,2\n1,1,3,3\n1,1,4,4\n1,2,1,5\n1,2,2,6\n1,2,3,7\n",
      ["1,1,1,2,grand,,,,2,70,,,", "1,1,2,3,clubs,,,,1,55,,,", "1,2,1,5,hearts,true,,,1,92,,,", "1,2,2,6,diamonds,,,,-1,89,,22,"]],
    ["Skatabend Februar", "2026-02-13", "1,1,1,1\n1,1,2,3\n1,1,3,5\n1,2,1,2\n1,2,2,4\n1,2,3,6\n",
      ["1,1,1,1,spades,,,,1,80,,,", "1,1,2,3,grand,,,,1,50,,,", "1,2,1,2,clubs,,,,2,61,,,", "1,2,2,4,null,,,,,,0,,"]],
    ["Skatabend März", "2026-03-13", "1,1,1,1\n1,1,2,4\n1,1,3,6\n1,2,1,2\n1,2,2,3\n1,2,3,5\n",
      ["1,1,1,4,hearts,,,,-2,70,,,", "1,1,2,6,grand,,,,3,95,,,", "1,2,1,3,diamonds,,,,1,30,,,", "1,2,2,5,clubs,,,,1,75,,,"]],
  ];
  for (const [i, [name, date, seats, list]] of evenings.entries()) {
    skat("event", "create", "--name", name, "--date", date, "--series", "1", "--kind", "club-evening");
    skat("seating", "import", String(i + 1), file(`seats-${i + 1}.csv`, `series,table,seat,player_id\n${seats}`));
    skat("games", "import", String(i + 1), file(`games-${i + 1}.csv`, games(list)));
  }
}

before(async () => {
  prepareEvenings();
  mkdirSync(shots, { recursive: true });
  window = await openWindow(data);
  browser = window.browser;
  await $("db-path").waitForExist({ timeout: 15000 });
});

after(() => closeWindow(window));

/** The ranking in the window: [player number, total, average, counted chips, dropped chips] per ranked row. */
async function shownRanking() {
  const rows = await browser.$$('[data-testid="season-ranking"] tbody tr:not(.separator)');
  const out = [];
  for (const row of rows) {
    const cells = await row.$$("td");
    const chips = await cells[7].$$(".chip");
    const counted = [];
    const dropped = [];
    for (const chip of chips) ((await chip.getAttribute("class")).includes("dropped") ? dropped : counted).push(number(await chip.getText()));
    out.push({ player_id: (await cells[1].getText()).trim(), total: number(await cells[5].getText()), average: number(await cells[6].getText()), counted, dropped });
  }
  return out;
}

/** The engine's ranking in the same shape (chips sorted, as the window orders them by date). */
function engineRanking(season) {
  return json("season", "standings", String(season)).map((r) => ({
    player_id: r.player_id,
    total: r.total,
    average: r.average,
    counted: r.counted.map((s) => s.total),
    dropped: r.dropped.map((s) => s.total),
    series: [...r.counted, ...r.dropped].sort((a, b) => a.event - b.event).map((s) => s.total),
  }));
}

const sameRanking = (shown, engine) =>
  shown.length === engine.length &&
  shown.every((s, i) => s.player_id === engine[i].player_id && s.total === engine[i].total && Math.abs(s.average - engine[i].average) < 0.005);

test("a season over three evenings is created in the window and its ranking follows a corrected game", async () => {
  await $("nav-season").click();
  await $("season-form").waitForExist({ timeout: 10000, timeoutMsg: "no season yet: the form is open" });
  await $("season-name").setValue("Jahreswertung 2026");
  await $("season-best").setValue("2");
  await $("season-min").setValue("2");
  await $("season-save").click();
  await $("season-settings").waitForExist({ timeout: 5000 });
  assert.equal(await $("season-settings").getText(), "Die besten 2 Serien zählen · gewertet ab 2 Serien · Summe");
  for (const event of [1, 2, 3]) {
    await $(`season-event-${event}`).click();
    await browser.waitUntil(async () => (await browser.$("summary").getText()).includes(`${event} von 3`), { timeout: 5000 });
  }
  await $("season-ranking").waitForExist({ timeout: 5000 });
  assert.match(skat("season", "list"), /^1\s+Jahreswertung 2026$/m, "stored as entered");
  const season = 1;
  const before = engineRanking(season);
  let shown = await shownRanking();
  assert.ok(sameRanking(shown, before), `the window shows the engine's ranking:\n${JSON.stringify(shown)}\n${JSON.stringify(before)}`);
  for (const [i, row] of before.entries()) {
    assert.deepEqual([...shown[i].counted, ...shown[i].dropped].sort((a, b) => a - b), row.series.slice().sort((a, b) => a - b), `${row.player_id}: every series as a chip`);
    assert.deepEqual(shown[i].dropped.sort(), row.dropped.sort(), `${row.player_id}: the dropped series are struck through`);
  }
  assert.ok(before.some((r) => r.dropped.length > 0), "best 2 of 3 drops a series");
  const unranked = await $("season-unranked");
  assert.equal(await unranked.getText(), "nicht gewertet (weniger als 2 Serien)");
  await browser.saveScreenshot(join(shots, "season.png"));

  // Game 1 of the January list is corrected on the Spielliste screen: the Grand with 70 points
  // had 55 (lost).
  await $("nav-start").click();
  await $("event-1").click();
  await $("nav-sheet").click();
  await $("entry").waitForExist({ timeout: 10000 });
  await $("sheet-table").selectByAttribute("value", "1");
  const firstRow = await browser.$('[data-testid="sheet"] tbody tr');
  await firstRow.waitForExist({ timeout: 5000 });
  await firstRow.$("button=Korrigieren").click();
  await $("history").waitForExist({ timeout: 5000 });
  await $("entry-points").setValue("55");
  await browser.keys("Enter");
  await browser.waitUntil(async () => (await firstRow.getText()).includes("−"), { timeout: 5000, timeoutMsg: "the corrected game is lost" });

  await $("nav-season").click();
  const after = engineRanking(season);
  assert.notDeepEqual(after.map((r) => [r.player_id, r.total]), before.map((r) => [r.player_id, r.total]), "the correction changes the season");
  await browser.waitUntil(async () => sameRanking(await shownRanking(), after), {
    timeout: 5000,
    timeoutMsg: `the ranking in the window follows the correction: ${JSON.stringify(after)}`,
  });
  await browser.saveScreenshot(join(shots, "season-corrected.png"));

  const pdf = join(data, "saison.pdf");
  await $("season-pdf").click();
  answerDialog("PDF speichern", pdf);
  await $("season-notice").waitForExist({ timeout: 10000 });
  assert.equal(readFileSync(pdf).subarray(0, 5).toString(), "%PDF-", "the season ranking was written as a PDF");
});

/** The row of player `id` in a cash table of the window: [due, paid, balance] in cents. */
async function cashRow(testid, id) {
  const cells = await browser.$(`[data-testid="${testid}"] tbody tr[data-player="${id}"]`).$$("td");
  const cents = async (cell) => Math.round(number((await cell.getText()).replace("€", "")) * 100);
  return [await cents(cells[5]), await cents(cells[6]), await cents(cells[7])];
}

test("the cash book of an evening: fees set, a payment recorded, corrected and deleted, balances as the engine's", async () => {
  // The January evening is open in the header (from the correction above).
  await $("nav-cash").click();
  await $("fees-form").waitForExist({ timeout: 10000 });
  await $("fees-entry").setValue("5");
  await $("fees-lost").setValue("0,50; 0,50; 1");
  await $("fees-save").click();
  await browser.waitUntil(async () => (await $("cash-notice").isExisting()) && (await $("cash-notice").getText()) === "Gebühren gespeichert.", { timeout: 5000 });
  assert.match(await $("fees-form").getText(), /Startgeld 5,00 €, Verlustspielgeld 0,50 €, 0,50 €, 1,00 €/);

  await $("payment-player").selectByAttribute("value", "2");
  await $("payment-amount").setValue("3,5");
  await $("payment-record").click();
  await $("payments").waitForExist({ timeout: 5000 });
  const engine = () => Object.fromEntries(json("cash", "1").map((r) => [r.player_id, r]));
  assert.equal(engine()["2"].paid_cents, 350, "3,5 is stored as 350 cents");
  // A typo is refused by the form, in German, before anything is stored.
  await $("payment-player").selectByAttribute("value", "1");
  await $("payment-amount").setValue("2,5o");
  await $("payment-record").click();
  assert.match(await $("payment-problem").getText(), /Betrag = „2,5o“ ist kein Betrag/);
  await $("payment-amount").setValue("10");
  await $("payment-record").click();
  await browser.waitUntil(async () => (await browser.$$('[data-testid="payments"] tbody tr')).length === 2, { timeout: 5000 });

  const [bernd, anna] = await browser.$$('[data-testid="payments"] tbody tr');
  const berndPayment = await bernd.getAttribute("data-payment");
  await $(`payment-correct-${berndPayment}`).click();
  await $("payment-correct-amount").setValue("4,50");
  await $("payment-correct-save").click();
  await browser.waitUntil(async () => engine()["2"].paid_cents === 450, { timeout: 5000, timeoutMsg: "the correction is stored" });
  const annaPayment = await anna.getAttribute("data-payment");
  await $(`payment-delete-${annaPayment}`).click();
  assert.equal(await $(`payment-delete-${annaPayment}`).getText(), "Wirklich löschen?", "one click asks first");
  await $(`payment-delete-${annaPayment}`).click();
  await browser.waitUntil(async () => (await browser.$$('[data-testid="payments"] tbody tr')).length === 1, { timeout: 5000 });

  const stored = engine();
  assert.equal(stored["1"].paid_cents, 0, "the deleted payment no longer counts");
  for (const id of ["1", "2", "5"]) {
    const r = stored[id];
    assert.deepEqual(await cashRow("cash-table", id), [r.due_cents, r.paid_cents, r.balance_cents], `player ${id}: due, paid, balance = engine`);
  }
  const owing = await browser.$$('[data-testid="cash-table"] tbody tr.owes');
  assert.equal(owing.length, Object.values(stored).filter((r) => r.balance_cents < 0).length, "every player who owes is marked");
  await browser.$(".history summary").click();
  const history = await $("payment-history").getText();
  assert.match(history, /erfasst – Bernd Schäfer \(2\) – → 3,50 €[\s\S]*korrigiert – Bernd Schäfer \(2\) 3,50 € → 4,50 €[\s\S]*gelöscht – Anna Müller \(1\) 10,00 € → –/);
  await browser.saveScreenshot(join(shots, "cash.png"));

  await $("cash-tab-season").click();
  await $("season-cash-table").waitForExist({ timeout: 5000 });
  const season = Object.fromEntries(json("cash", "season", "1").map((r) => [r.player_id, r]));
  for (const id of ["2", "7"]) {
    const r = season[id];
    assert.deepEqual(await cashRow("season-cash-table", id), [r.due_cents, r.paid_cents, r.balance_cents], `season: player ${id} = engine`);
  }
  await browser.saveScreenshot(join(shots, "cash-season.png"));
  const pdf = join(data, "kasse-saison.pdf");
  await $("cash-pdf").click();
  answerDialog("PDF speichern", pdf);
  await browser.waitUntil(async () => (await $("cash-notice").isExisting()) && (await $("cash-notice").getText()).includes("kasse-saison.pdf"), { timeout: 10000 });
  assert.equal(readFileSync(pdf).subarray(0, 5).toString(), "%PDF-");
});

/** Sixteen league players, four per team: numbers 11–26. */
const leaguePlayers = [
  "Heinz;Adler;SF Kreuz Bube", "Inge;Bauer;SF Kreuz Bube", "Jürgen;Claßen;SF Kreuz Bube", "Karin;Dörr;SF Kreuz Bube",
  "Lothar;Engel;Grand Hand", "Monika;Fuchs;Grand Hand", "Norbert;Gärtner;Grand Hand", "Olga;Hahn;Grand Hand",
  "Peter;Ilić;SC Pik As", "Renate;Jung;SC Pik As", "Stefan;Kühn;SC Pik As", "Tanja;Lang;SC Pik As",
  "Uwe;Meier;Herz Dame", "Vera;Nowak;Herz Dame", "Walter;Ott;Herz Dame", "Xenia;Paul;Herz Dame",
];
const teams = ["Kreuz Bube I", "Grand Hand I", "Pik As I", "Herz Dame I"];
const teamsFile = [
  "group,team,club,player_id,role",
  ...leaguePlayers.map((p, i) => `${i < 8 ? "Nord" : "Süd"},${teams[Math.floor(i / 4)]},${p.split(";")[2]},${11 + i},regular`),
].join("\n") + "\n";
// Every match day: two 4-tables, each with two players of either team of the group; seat 1
// deals game 1 and seat 2 game 2, so neither declares it.
const seatsOf = (first) => {
  const [a, b] = [first, first + 4];
  return `series,table,seat,player_id\n1,1,1,${a}\n1,1,2,${b}\n1,1,3,${a + 1}\n1,1,4,${b + 1}\n1,2,1,${a + 2}\n1,2,2,${b + 2}\n1,2,3,${a + 3}\n1,2,4,${b + 3}\n`;
};
const gamesOf = (first, day) => {
  const [a, b] = [first, first + 4];
  return day === 1
    ? [`1,1,1,${b},grand,,,,2,70,,,`, `1,1,2,${a},clubs,,,,1,55,,,`, `1,2,1,${b + 2},hearts,,,,1,92,,,`, `1,2,2,${b + 3},diamonds,,,,-1,40,,,`]
    : [`1,1,1,${a + 1},grand,,,,1,80,,,`, `1,1,2,${b + 1},spades,,,,2,75,,,`, `1,2,1,${b + 2},null,,,,,,0,,`, `1,2,2,${a + 3},clubs,,,,3,100,,,`];
};
const points = (v) => String(v).replace(".", ",");

/** The league table in the window: [team, "won:lost", game points, series, mark] per row. */
async function shownTable() {
  const rows = await browser.$$('[data-testid="league-table"] tbody tr[data-team]');
  const out = [];
  for (const row of rows) {
    const cells = await row.$$("td");
    const texts = [];
    for (const c of cells) texts.push((await c.getText()).trim());
    out.push([texts[1], texts[3], number(texts[4]), Number(texts[5]), texts[6]]);
  }
  return out;
}
const engineTable = (...args) =>
  json("league", "table", "1", ...args).map((r, i, all) => {
    const inGroup = all.filter((x) => x.group === r.group);
    const mark = inGroup[0] === r ? "Aufsteiger" : inGroup[inGroup.length - 1] === r ? "Absteiger" : "";
    return [r.team, `${points(r.ranking_points)}:${points(r.ranking_points_against)}`, r.game_points, r.series_played, mark];
  });

test("a two-group league over two match days: created, teams imported and edited, match days, table, history and match report", async () => {
  skat("player", "import", file("league-players.csv", ["id;first_name;last_name;club", ...leaguePlayers.map((p, i) => `${11 + i};${p}`)].join("\n") + "\n"));

  await $("nav-league").click();
  await $("league-form").waitForExist({ timeout: 10000, timeoutMsg: "no league yet: the form is open" });
  await $("league-name").setValue("Bezirksliga Nord");
  await $("league-year").setValue("2026");
  await $("league-series").setValue("1");
  await $("league-promote").setValue("1");
  await $("league-relegate").setValue("1");
  await $("league-save").click();
  await $("league-import").waitForExist({ timeout: 5000 });

  // A teams file naming an unknown player is refused by line; nothing is stored.
  await $("league-import").click();
  answerDialog("Mannschaften importieren", file("teams-bad.csv", teamsFile.replace(",26,regular", ",99,regular")), "open");
  const refused = await $("league-import-errors");
  await refused.waitForExist({ timeout: 5000 });
  assert.equal((await refused.$$("li")).length, 1, "one line per bad row");
  assert.match(await refused.getText(), /Zeile 17/);
  await browser.saveScreenshot(join(shots, "league-import-error.png"));
  await $("league-import").click();
  answerDialog("Mannschaften importieren", file("teams.csv", teamsFile), "open");
  await $("league-group-Süd").waitForExist({ timeout: 5000 });
  assert.match(await $("league-notice").getText(), /4 Mannschaften in 2 Staffeln/);

  // A substitute is added to a team's roster in the window.
  await browser.$('[data-team="Kreuz Bube I"] [data-testid="team-edit"]').click();
  await $("roster-add").click();
  const lines = await browser.$$('[data-testid="roster-player"]');
  await lines[4].setValue("7");
  // The typed number shows whom it names before the roster is saved (issue 21).
  await browser.waitUntil(async () => (await (await browser.$$('[data-testid="roster-name"]'))[4].getText()).startsWith("Gisela Krüger"), {
    timeout: 5000,
    timeoutMsg: "the roster line names the player of the typed number",
  });
  await browser.saveScreenshot(join(shots, "league-roster-names.png"));
  await $("team-save").click();
  await browser.waitUntil(async () => (await browser.$('[data-team="Kreuz Bube I"]').getText()).includes("Gisela Krüger (7) – Ersatzspieler"), {
    timeout: 5000,
    timeoutMsg: "the roster shows the substitute",
  });
  await browser.saveScreenshot(join(shots, "league-teams.png"));

  // Group Nord's two match days are created in the window, group Süd's by the CLI.
  await $("league-tab-days").click();
  await $("matchday-form").waitForExist({ timeout: 5000 });
  for (const [day, date] of [[1, "01.03.2026"], [2, "15.03.2026"]]) {
    await $("matchday-group").selectByAttribute("value", "Nord");
    await browser.waitUntil(async () => (await $("matchday-day").getValue()) === String(day), { timeout: 5000, timeoutMsg: `day ${day} is the next free one` });
    await $("matchday-date").setValue(date);
    await $("matchday-venue").setValue("Vereinsheim Kreuz Bube");
    await $("matchday-create").click();
    await browser.waitUntil(async () => (await browser.$$('[data-testid="matchdays-Nord"] tr')).length === day, { timeout: 5000 });
  }
  const nord = [4, 5];
  assert.deepEqual(JSON.parse(skat("event", "show", "5")).date, "2026-03-15", "the German date is stored as the date it names");
  skat("league", "matchday", "1", "--group", "Süd", "--day", "1", "--date", "2026-03-01");
  skat("league", "matchday", "1", "--group", "Süd", "--day", "2", "--date", "2026-03-15");
  const sued = [6, 7];

  // A line-up for Nord's second day, set in the window before the series is played.
  await $("league-tab-days").click();
  await $("matchday-lineup-5").click();
  await $("lineup-team").selectByAttribute("value", "Kreuz Bube I");
  // No line-up stored yet: the form shows the four regular players; the substitute comes in.
  assert.match(await $("lineup-source").getText(), /Stammspieler/);
  for (const p of [11, 12, 13, 14]) assert.equal(await $(`lineup-player-${p}`).isSelected(), true, `${p} is a regular`);
  await $("lineup-player-14").click();
  await $("lineup-player-7").click();
  await browser.saveScreenshot(join(shots, "league-lineup.png"));
  await $("lineup-save").click();
  await $("matchday-notice").waitForExist({ timeout: 5000 });
  assert.equal(await $("matchday-notice").getText(), "Aufstellung von Kreuz Bube I für Serie 1 gespeichert.");
  // Opened again, the form shows the stored line-up.
  await $("matchday-lineup-5").click();
  await $("lineup-team").selectByAttribute("value", "Kreuz Bube I");
  assert.match(await $("lineup-source").getText(), /Gespeicherte Aufstellung/);
  assert.equal(await $("lineup-player-7").isSelected(), true, "the substitute is in");
  assert.equal(await $("lineup-player-14").isSelected(), false, "14 sits out");
  await $("lineup-cancel").click();
  await browser.saveScreenshot(join(shots, "league-matchdays.png"));

  for (const [events, first] of [[nord, 11], [sued, 19]]) {
    for (const [i, event] of events.entries()) {
      skat("seating", "import", String(event), file(`seats-${event}.csv`, seatsOf(first)));
      skat("games", "import", String(event), file(`games-${event}.csv`, games(gamesOf(first, i + 1))));
    }
  }

  // The table in the window is the engine's, after every day and after day 1.
  await $("league-tab-table").click();
  await $("league-table").waitForExist({ timeout: 5000 });
  const all = engineTable();
  await browser.waitUntil(async () => JSON.stringify(await shownTable()) === JSON.stringify(all), {
    timeout: 5000,
    timeoutMsg: `the table is the engine's: ${JSON.stringify(all)}`,
  });
  assert.ok(all.some((r) => r[3] === 2), "two series played");
  await browser.saveScreenshot(join(shots, "league-table.png"));
  await $("league-after-day").selectByVisibleText("1. Spieltag");
  const first = engineTable("--after-day", "1");
  assert.notDeepEqual(first, all, "day 2 changes the table");
  await browser.waitUntil(async () => JSON.stringify(await shownTable()) === JSON.stringify(first), {
    timeout: 5000,
    timeoutMsg: `the history after day 1 is the engine's: ${JSON.stringify(first)}`,
  });
  await browser.saveScreenshot(join(shots, "league-table-day1.png"));

  const tablePdf = join(data, "tabelle.pdf");
  await $("league-table-pdf").click();
  answerDialog("Tabelle als PDF", tablePdf);
  await browser.waitUntil(async () => (await $("league-notice").getText()).includes("tabelle.pdf"), { timeout: 10000, timeoutMsg: "the table is saved" });
  assert.equal(readFileSync(tablePdf).subarray(0, 5).toString(), "%PDF-");

  const report = join(data, "spielbericht.pdf");
  await $("league-tab-days").click();
  await $("matchday-report-4").click();
  answerDialog("Spielbericht als PDF", report);
  await browser.waitUntil(async () => (await $("matchday-notice").isExisting()) && (await $("matchday-notice").getText()).includes("spielbericht.pdf"), {
    timeout: 10000,
    timeoutMsg: "the match report is saved",
  });
  assert.equal(readFileSync(report).subarray(0, 5).toString(), "%PDF-", "the match report was written as a PDF");

  // A match day opens its event on the Sitzplan screen.
  await $("matchday-open-4").click();
  await $("seating-tables").waitForExist({ timeout: 10000 });
  const opened = await $("nav-event-name").getProperty("textContent");
  assert.match(opened, /Bezirksliga Nord – Nord – 1\. Spieltag/, "the match day's event is the one open");
  await browser.saveScreenshot(join(shots, "league-seating.png"));
  await $("nav-start").click();
  await $("event-7").waitForExist({ timeout: 5000, timeoutMsg: "the start screen lists the match days created meanwhile" });
});
