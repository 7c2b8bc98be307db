// End-to-end test of the Skat club variants in the real window (issue 11): a club evening is
// created from the event form with Kontra, Bock, Ramsch and money; a 3-table enters a full
// club-evening list: a game with Kontra, a Grand Hand (which queues a Bock round), a game in
// the Bock round, a Ramsch with a Jungfrau, a Grand Hand with Re (which queues a second Bock
// round behind the first) and a Durchmarsch in the second Bock round; the list shows the marks,
// multipliers and per-seat scores, and the money is settled on screen and as PDF. Every number
// is checked against the engine (the CLI's `sheet` on the same list, and its standings).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, openWindow, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-variants-"));
const db = join(data, "skatblock", "skatblock.db");

let window;
let browser;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);
/** A number as the window shows it in German: "1.234", "−54", "+48". */
const number = (text) => Number(text.trim().replace(/\./g, "").replace(",", ".").replace("−", "-").replace("+", ""));
/** The texts of every element with `testid` (WebDriver says a no-break space as a space), read by `read`. */
async function texts(testid, read = (text) => text) {
  const out = [];
  for (const element of await browser.$$(`[data-testid="${testid}"]`)) out.push(read(await element.getText()));
  return out;
}
/** The texts of the elements under `parent` that `selector` finds. */
async function textsIn(parent, selector) {
  const out = [];
  for (const element of await parent.$$(selector)) out.push(await element.getText());
  return out;
}
/** Euros as the window shows them in German ("+13,80 €", "−27,60 €") in cents. */
const cents = (text) => Math.round(number(text.replace(/€|\s|\u00a0/g, "")) * 100);

const RULES = { ruleset: "CLUB", kontra: true, bock: true, ramsch: true, money: { cents_per_point: 5 } };

before(async () => {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  const players = join(data, "players.csv");
  writeFileSync(players, "id;first_name;last_name;club\n1;Anna;Müller;SF Kreuz Bube\n2;Bernd;Schäfer;SF Kreuz Bube\n3;Clara;Weiß;Grand Hand\n");
  skat("player", "import", players);
  mkdirSync(shots, { recursive: true });
  window = await openWindow(data);
  browser = window.browser;
  await $("db-path").waitForExist({ timeout: 15000 });
});

after(() => closeWindow(window));

test("a club evening is created with Kontra, Bock, Ramsch and money; a refused variant shows at its field", async () => {
  await $("nav-event").click();
  await $("event-form").waitForExist({ timeout: 10000 });
  await $("event-name").setValue("Skatabend mit Kontra");
  await $("event-kind").selectByAttribute("value", "club_evening");
  await $("event-series").setValue("1");
  assert.equal(await $("rules-variants").isExisting(), false, "no variants under the ISkO");
  await $("rules-ruleset").selectByAttribute("value", "CLUB");
  await $("rules-variants").waitForExist({ timeout: 5000 });
  await $("rules-kontra").click();
  await $("rules-bock").click();
  await $("rules-ramsch").click();
  await $("rules-money").click();
  await $("rules-money-cents").setValue("5");
  assert.equal(await $("rules-bock-grand_hand").isSelected(), true, "a Grand Hand queues a Bock round");
  assert.equal(await $("rules-ramsch-jungfrau").isSelected(), true, "a Jungfrau doubles");

  // A Bock round without any trigger is refused by the library, at the Bock field.
  for (const trigger of ["grand_hand", "null_ouvert_hand", "sixty_sixty"]) await $(`rules-bock-${trigger}`).click();
  const bockError = await $("rules-error-bock");
  await bockError.waitForExist({ timeout: 5000, timeoutMsg: "the refusal shows at the Bock field" });
  assert.match(await bockError.getText(), /^Bock-Auslöser = \[\]: eine Bockrunde braucht mindestens einen Auslöser/);
  assert.equal(await $("event-live").isExisting(), false, "shown at the field, not under the form");
  await bockError.scrollIntoView({ block: "center" });
  await browser.saveScreenshot(join(shots, "event-club-refused.png"));
  for (const trigger of ["grand_hand", "null_ouvert_hand", "sixty_sixty"]) await $(`rules-bock-${trigger}`).click();
  await bockError.waitForExist({ reverse: true, timeout: 5000, timeoutMsg: "the message goes with the fix" });
  await $("rules-variants").scrollIntoView({ block: "center" });
  await browser.saveScreenshot(join(shots, "event-club.png"));

  await $("event-create").click();
  await $("seating-seed").waitForExist({ timeout: 5000 });
  const shown = JSON.parse(skat("event", "show", "1"));
  assert.equal(shown.rules.ruleset, "CLUB");
  assert.equal(shown.rules.kontra, true);
  assert.deepEqual(shown.rules.bock, { triggers: ["grand_hand", "null_ouvert_hand", "sixty_sixty"], stack: false });
  assert.deepEqual(shown.rules.ramsch, { scoring: "points", tie: "last_trick", jungfrau: true, push: false });
  assert.deepEqual(shown.rules.money, { cents_per_point: 5 });
  assert.equal(shown.rules.list_style, "seeger_fabian", "the club list style defaults to Seeger-Fabian");
});

/** The table's players in seat order, as the seating stores them. */
function seated() {
  return JSON.parse(skat("seating", "show", "1", "--series", "1", "--format", "json"))
    .filter((r) => r.table === 1)
    .sort((a, b) => a.seat - b.seat);
}

const sheetRows = () => browser.$$('[data-testid="sheet"] tbody tr');

async function waitRows(count) {
  await browser.waitUntil(async () => (await sheetRows()).length === count, { timeout: 5000, timeoutMsg: `row ${count} saved` });
}

test("a club evening with Kontra, Re, two Bock rounds, a Ramsch with a Jungfrau and a Durchmarsch is entered and shown as the engine adds it up", async () => {
  await $("seating-seed").setValue("11");
  await $("seating-draw").click();
  await $("seating-tables").waitForExist({ timeout: 10000 });
  const seats = seated();
  assert.equal(seats.length, 3, "one 3-table");
  await $("nav-sheet").click();
  await $("entry").waitForExist({ timeout: 10000 });

  // 1: seat 1 plays Kreuz with 1, 61 points, the opponents say Kontra: 24 × 2 = +48.
  await $("entry-declarer").addValue("1");
  await $("entry-contract").addValue("Kr");
  await $("entry-matadors").setValue("1");
  await $("entry-kontra").addValue("k");
  await $("entry-points").setValue("61");
  const live = await $("entry-live");
  await browser.waitUntil(async () => (await live.getText()) === "Wert: +48", { timeout: 5000, timeoutMsg: "Kontra doubles the value while typing" });
  await browser.saveScreenshot(join(shots, "sheet-kontra-typing.png"));
  await browser.keys("Enter");
  await waitRows(1);

  // 2: seat 2 plays Grand Hand with 1, 70 points: 72; it queues a Bock round (deals 3–5).
  await $("entry-declarer").addValue("2");
  await $("entry-contract").addValue("G");
  await $("entry-hand").click();
  await $("entry-matadors").setValue("1");
  await $("entry-points").setValue("70");
  await browser.waitUntil(async () => (await live.getText()) === "Wert: +72", { timeout: 5000 });
  await browser.keys("Enter");
  await waitRows(2);

  // 3: in the Bock round, seat 3 plays Kreuz with 1, 61 points: 24, doubled — shown doubled
  // while typing, with the Bock mark.
  await $("entry-declarer").addValue("3");
  await $("entry-contract").addValue("Kr");
  await $("entry-matadors").setValue("1");
  await $("entry-points").setValue("61");
  await browser.waitUntil(async () => (await live.getText()).startsWith("Wert: +48"), { timeout: 5000, timeoutMsg: "the Bock round doubles the value while typing" });
  assert.equal(await $("entry-bock").getText(), "Bock × 2");
  await browser.keys("Enter");
  await waitRows(3);

  // 4: everybody passes: a Ramsch. Seat 3 takes no trick (a Jungfrau); seat 2 has the most
  // points and loses 75 × 2, doubled again by the Bock round.
  await $("entry-ramsch").click();
  await $("entry-ramsch-fields").waitForExist({ timeout: 5000 });
  for (const [seat, points, tricks] of [[1, "45", "4"], [2, "75", "6"], [3, "0", "0"]]) {
    await $(`ramsch-points-${seat}`).setValue(points);
    await $(`ramsch-tricks-${seat}`).setValue(tricks);
  }
  await browser.waitUntil(async () => (await live.getText()).startsWith(`Ramsch: ${seats[1].name} −300`), {
    timeout: 5000,
    timeoutMsg: "the Ramsch is scored while typing, doubled by the Bock round",
  });
  await $("entry").scrollIntoView({ block: "center" });
  await browser.saveScreenshot(join(shots, "sheet-ramsch-typing.png"));
  await browser.keys("Enter");
  await waitRows(4);
  await browser.saveScreenshot(join(shots, "sheet-club.png"));

  // 5: the last deal of the Bock round. Seat 1 plays Grand Hand with 1, 70 points: 72; the
  // opponents say Kontra, the declarer Re: 72 × 4 = 288, doubled by the Bock round: +576
  // (× 8). The Grand Hand queues a second Bock round; without stacking it waits behind the
  // first, which ends with this deal: deals 6–8.
  await $("entry-declarer").addValue("1");
  await $("entry-contract").addValue("G");
  await $("entry-hand").click();
  await $("entry-matadors").setValue("1");
  await $("entry-kontra").addValue("r");
  await $("entry-points").setValue("70");
  await browser.waitUntil(async () => (await live.getText()).startsWith("Wert: +576"), { timeout: 5000, timeoutMsg: "Re and the Bock round multiply the value while typing" });
  assert.equal(await $("entry-bock").getText(), "Bock × 2");
  await $("entry").scrollIntoView({ block: "center" });
  await browser.saveScreenshot(join(shots, "sheet-re-typing.png"));
  await browser.keys("Enter");
  await waitRows(5);

  // 6: everybody passes again, in the second Bock round: a Ramsch, and seat 3 takes every
  // trick, a Durchmarsch: +120 for him, doubled by the one Bock round this deal lies in (the
  // first ended with deal 5): +240.
  await $("entry-ramsch").click();
  await $("entry-ramsch-fields").waitForExist({ timeout: 5000 });
  for (const [seat, points, tricks] of [[1, "0", "0"], [2, "0", "0"], [3, "120", "10"]]) {
    await $(`ramsch-points-${seat}`).setValue(points);
    await $(`ramsch-tricks-${seat}`).setValue(tricks);
  }
  await browser.waitUntil(async () => (await live.getText()).startsWith(`Ramsch: ${seats[2].name} +240`), {
    timeout: 5000,
    timeoutMsg: "the Durchmarsch is scored while typing, doubled by the second Bock round",
  });
  assert.equal(await $("entry-bock").getText(), "Bock × 2", "one Bock round: × 2");
  assert.deepEqual(await texts("ramsch-live"), ["", "", "+240"]);
  await browser.keys("Enter");
  await waitRows(6);
  await $("sheet").scrollIntoView({ block: "center" });
  await browser.saveScreenshot(join(shots, "sheet-club-full.png"));

  // The engine's list of the same games, from the CLI.
  const list = {
    table_size: 3,
    players: seats.map((s) => s.name),
    first_dealer: 0,
    rules: RULES,
    games: [
      { contract: "clubs", matadors: 1, declarer_points: 61, kontra: "kontra", declarer: 0 },
      { contract: "grand", hand: true, matadors: 1, declarer_points: 70, declarer: 1 },
      { contract: "clubs", matadors: 1, declarer_points: 61, declarer: 2 },
      { ramsch: { points: [45, 75, 0], tricks: [4, 6, 0] } },
      { contract: "grand", hand: true, matadors: 1, declarer_points: 70, kontra: "re", declarer: 0 },
      { ramsch: { points: [0, 0, 120], tricks: [0, 0, 10] } },
    ],
  };
  const file = join(data, "list.json");
  writeFileSync(file, JSON.stringify(list));
  const engine = JSON.parse(skat("sheet", file, "--format", "json"));
  assert.deepEqual(
    engine.games.map((g) => [g.multiplier, g.bock]),
    [[2, false], [1, false], [2, true], [2, true], [8, true], [2, true]],
    "the engine's marks",
  );
  assert.deepEqual(engine.games[3].scores, [0, -300, 0]);
  assert.deepEqual(engine.games[4].scores, [576, 0, 0]);
  assert.deepEqual(engine.games[5].scores, [0, 0, 240]);

  const rows = await sheetRows();
  for (const [i, row] of rows.entries()) {
    const g = engine.games[i];
    const marks = await row.$('[data-testid="row-marks"]').getText();
    assert.equal((await row.getAttribute("class")).includes("bock"), g.bock, `game ${i + 1}: Bock shading`);
    assert.equal(marks.includes("Bock"), g.bock, `game ${i + 1}: Bock mark`);
    assert.equal(marks.includes(`× ${g.multiplier}`), g.multiplier > 1, `game ${i + 1}: multiplier ${g.multiplier}`);
    const totals = await row.$$('[data-testid="row-total"]');
    for (const [seat, cell] of totals.entries()) {
      const score = await cell.$('[data-testid="row-score"]');
      const total = (await score.isExisting()) ? (await cell.getText()).replace(await score.getText(), "") : await cell.getText();
      assert.equal(number(total), g.totals[seat], `game ${i + 1}, seat ${seat + 1}: running total`);
    }
    if (g.declarer !== null) {
      assert.equal(number(await row.$('[data-testid="row-value"]').getText()), g.scores[g.declarer], `game ${i + 1}: list value`);
    }
  }
  assert.match(await rows[0].$('[data-testid="row-marks"]').getText(), /^K\s*× 2$/, "Kontra: K and × 2");
  assert.match(await rows[4].$('[data-testid="row-marks"]').getText(), /^Re\s*Bock\s*× 8$/, "Re in a Bock round: Re, Bock and × 8");
  assert.match(await rows[5].$('[data-testid="row-marks"]').getText(), /^Bock\s*× 2$/, "the Durchmarsch in the second Bock round: Bock and × 2");
  const ramschScores = await rows[3].$$('[data-testid="row-score"]');
  assert.equal(ramschScores.length, 1, "a Ramsch writes for the loser only");
  assert.equal(await ramschScores[0].getText(), "−300");
  assert.deepEqual(await textsIn(rows[5], '[data-testid="row-score"]'), ["+240"], "a Durchmarsch writes for the one who took every trick");

  // The foot: the totals of the list style (Seeger-Fabian), as the standings have them, and
  // the money at 5 cents per point.
  const standings = JSON.parse(skat("standings", "1", "--series", "1", "--format", "json"));
  const foot = await browser.$$('[data-testid="sheet-total"]');
  for (const [seat, s] of seats.entries()) {
    const total = number(await foot[seat].getText());
    assert.equal(total, engine.foot[seat].total, `seat ${seat + 1}: foot = engine`);
    assert.equal(total, standings.find((r) => r.player_id === s.player_id).total, `seat ${seat + 1}: foot = standings`);
  }
  // Seeger-Fabian: the list scores plus 50 per game won, never multiplied by Kontra/Re or
  // Bock; no game lost, so no +40; a Ramsch is neither won nor lost:
  //   seat 1: 48 (1) + 576 (5) + 2 × 50 = 724;  seat 2: 72 (2) − 300 (4) + 50 = −178;
  //   seat 3: 48 (3) + 240 (6) + 50 = 338.
  assert.deepEqual(engine.foot.map((f) => f.total), [724, -178, 338]);
  // Money: every player settles with every other by the difference, 5 cents a point, so a
  // player's net is (3 × own − sum) × 5 with sum = 724 − 178 + 338 = 884:
  //   (2172 − 884) × 5 = +6440, (−534 − 884) × 5 = −7090, (1014 − 884) × 5 = +650.
  assert.deepEqual(await texts("sheet-money", cents), engine.settlement.net_cents);
  assert.deepEqual(engine.settlement.net_cents, [6440, -7090, 650]);
  const payments = await $("sheet-payments").getText();
  for (const t of engine.settlement.transfers) {
    const amount = (t.cents / 100).toFixed(2).replace(".", ",");
    assert.ok(payments.includes(`${seats[t.from].name} zahlt ${amount} € an ${seats[t.to].name}`), `${payments}: ${JSON.stringify(t)}`);
  }
  await $("sheet-payments").scrollIntoView({ block: "center" });
  await browser.saveScreenshot(join(shots, "sheet-club-foot.png"));
});

test("the money of the evening is settled on screen and saved as PDF", async () => {
  await $("nav-money").click();
  const table = await $("money-table");
  await table.waitForExist({ timeout: 10000 });
  assert.equal(await $("money-rate").getText(), "1 Punkt = 0,05 €");
  const seats = seated();
  assert.deepEqual(await texts("money-net", cents), [6440, -7090, 650]);
  assert.deepEqual(await texts("money-net"), ["+64,40 €", "−70,90 €", "+6,50 €"]);
  const payments = [];
  for (const li of await browser.$$('[data-testid="money-payments"] li')) payments.push(await li.getText());
  assert.deepEqual(payments, [`${seats[1].name} zahlt 64,40 € an ${seats[0].name}`, `${seats[1].name} zahlt 6,50 € an ${seats[2].name}`]);
  await browser.saveScreenshot(join(shots, "money.png"));

  const pdf = join(data, "abrechnung.pdf");
  await $("money-pdf").click();
  answerDialog("PDF speichern", pdf);
  await $("money-notice").waitForExist({ timeout: 10000 });
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  assert.match(text, /Abrechnung/);
  assert.match(text, /Serie 1 · Tisch 1 · 6 Spiele/);
  assert.ok(text.includes(`zahlt 64,40 € an ${seats[0].name}`), text);
  assert.ok(text.includes(`zahlt 6,50 € an ${seats[2].name}`), text);
  assert.ok(text.includes("−70,90 €"), text);

  // The CLI prints the same settlement.
  const cliPdf = join(data, "abrechnung-cli.pdf");
  skat("report", "money", "1", "--out", cliPdf);
  const cliText = execFileSync("pdftotext", ["-layout", cliPdf, "-"], { encoding: "utf8" });
  assert.equal(cliText, text, "the window and the CLI print the same list");
});

test("at a 4-table the dealer sits out of a Ramsch, and the evening adds up every list's money", async () => {
  // A second evening from the CLI: two series, a 4-table and a 3-table each, classic lists at
  // 2 cents per point.
  const file = (name, text) => {
    const path = join(data, name);
    writeFileSync(path, text);
    return path;
  };
  skat("player", "import", file("more.csv", "id;first_name;last_name;club\n4;Dieter;Groß-Böhme;Grand Hand\n5;Erika;Özdemir;SC Pik As\n6;Frank;Lehmann;SC Pik As\n7;Gisela;Krüger;\n"));
  const rules = file("rules.json", JSON.stringify({ ruleset: "CLUB", kontra: true, ramsch: true, list_style: "classic", money: { cents_per_point: 2 } }));
  skat("event", "create", "--name", "Skatabend im Dezember", "--date", "2026-12-11", "--series", "2", "--kind", "club-evening", "--rules", rules);
  const seating = ["series,table,seat,player_id", "1,1,1,1", "1,1,2,2", "1,1,3,3", "1,1,4,4", "1,2,1,5", "1,2,2,6", "1,2,3,7", "2,1,1,5", "2,1,2,6", "2,1,3,1", "2,2,1,2", "2,2,2,3", "2,2,3,4", "2,2,4,7"];
  skat("seating", "import", "2", file("seats-2.csv", seating.join("\n") + "\n"));
  const games = [
    "series,table,game,declarer,contract,hand,ouvert,announced,matadors,declarer_points,declarer_tricks,bid,passed,kontra,ramsch_points,ramsch_tricks",
    "1,1,1,2,grand,,,,2,70,,,,kontra,,",
    "1,2,1,5,hearts,,,,1,92,,,,,,",
    "1,2,2,6,diamonds,,,,-1,40,,,,re,,",
    "1,2,3,,,,,,,,,,,,30 60 30,3 5 2",
    "2,1,1,6,clubs,,,,2,61,,,,,,",
    "2,2,1,3,grand,,,,1,65,,,,,,",
    "2,2,2,4,null,,,,,,0,,,kontra,,",
  ];
  skat("games", "import", "2", file("games-2.csv", games.join("\n") + "\n"));

  await $("nav-start").click();
  await $("open-default").click();
  await $("event-2").click();
  await $("nav-sheet").click();
  await $("entry").waitForExist({ timeout: 10000 });
  await waitRows(1);
  // Game 2: seat 2 (Bernd) deals and sits out. Clara has the most points; Dieter took no trick
  // and is a Jungfrau; the dealer is none: −70 × 2.
  await $("entry-ramsch").click();
  await $("entry-ramsch-fields").waitForExist({ timeout: 5000 });
  assert.equal(await $("ramsch-points-2").isExisting(), false, "the dealer has no fields");
  for (const [seat, points, tricks] of [[1, "50", "4"], [3, "70", "6"], [4, "0", "0"]]) {
    await $(`ramsch-points-${seat}`).setValue(points);
    await $(`ramsch-tricks-${seat}`).setValue(tricks);
  }
  const live = await $("entry-live");
  await browser.waitUntil(async () => (await live.getText()) === "Ramsch: Clara Weiß −140", { timeout: 5000, timeoutMsg: "one Jungfrau: the dealer who sits out is none" });
  assert.deepEqual(await texts("ramsch-live"), ["", "", "−140", ""]);
  await $("entry").scrollIntoView({ block: "center" });
  await browser.saveScreenshot(join(shots, "sheet-ramsch-4-table.png"));
  await browser.keys("Enter");
  await waitRows(2);
  const row = (await sheetRows())[1];
  assert.deepEqual(await textsIn(row, '[data-testid="row-score"]'), ["−140"], "saved as typed");

  await $("nav-money").click();
  await browser.waitUntil(async () => (await browser.$$('[data-testid="money-table"]')).length === 4, { timeout: 10000, timeoutMsg: "four lists" });
  await $("money-evening").waitForExist({ timeout: 5000 });
  // Every list adds up to zero, and every player's evening is the sum of his lists.
  const sums = new Map();
  for (const card of await browser.$$('[data-testid="money-table"]')) {
    let zero = 0;
    for (const tr of await card.$$("tbody tr")) {
      const [name, , net] = await textsIn(tr, "td");
      zero += cents(net);
      sums.set(name, (sums.get(name) ?? 0) + cents(net));
    }
    assert.equal(zero, 0, "a list settles among its players");
  }
  for (const tr of await browser.$$('[data-testid="money-evening"] tbody tr')) {
    const [who, lists, net] = await textsIn(tr, "td");
    const name = who.replace(/ \(\d+\)$/, "");
    assert.equal(cents(net), sums.get(name), `${name}: the evening's sum`);
    assert.equal(lists, "2", `${name} played both series`);
  }
  await browser.saveScreenshot(join(shots, "money-evening.png"));
  const pdf = join(data, "abrechnung-dezember.pdf");
  skat("report", "money", "2", "--out", pdf);
  assert.match(execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }), /Summe des Abends/);
});
