// The Preisskat's Rangliste, lots, prizes and Kasse in the real window (issue 22, item 7;
// RULES.md H.1–H.4): a tab per ranking of the prize file with tied rows sharing "2.=", a lot
// put in order in the dialog (buttons and keyboard) that reorders the group, a lot refused
// because the group changed meanwhile, a recorded lot dropped by later results, the Preise tab's
// pots, places and payouts, and the Kasse's prizes. The evening of tests/integration/preisskat.rs,
// set up with the skatblock CLI. Run one file at a time (tauri-driver's port).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, openWindow, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-preisskat-"));
const db = join(data, "skatblock", "skatblock.db");

let window;
let browser;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);
const shot = (name) => browser.saveScreenshot(join(shots, `preisskat-${name}.png`));
const file = (name, text) => {
  const path = join(data, name);
  writeFileSync(path, text);
  return path;
};

const PLAYERS = `Nr;Vorname;Nachname;Verein;Geschlecht;Jahrgang
P1;Anna;Adler;SC Pik As;w;1960
P2;Bernd;Bauer;SC Pik As;m;1970
P3;Clara;Claus;Grand Hand;f;1950
P4;Dieter;Dorn;Grand Hand;m;1980
P5;Erika;Eck;SF Kreuz;f;1990
P6;Frieda;Fink;;f;1965
P7;Gisela;Graf;;w;
P8;Hans;Horn;;m;1940
`;

const PRIZES = JSON.stringify({
  entry_cents: 1500,
  rankings: [
    {
      id: "einzel",
      name: "Einzelwertung",
      pot: { lost_game_fees: true },
      places: [
        { place: 1, percent: 50, round_cents: 100 },
        { place: 2, percent: 30, round_cents: 100 },
        { place: 3, percent: 20, round_cents: 100 },
      ],
    },
    { id: "damen", name: "Damenwertung", sex: ["f"], places: [{ place: 1, goods: "Präsentkorb" }] },
    { id: "tandem", name: "Tandem", team_size: 2 },
    { id: "vereine", name: "Vereine", club_best: 2 },
  ],
});

/** Event 1: 8 players, two series, series 1 played (P1 and P2 tied on 290, P6 and P7 on 80),
 * three tandems entered; a club ranking of each club's 2 best, where SF Kreuz has one player
 * (P6 plays without a club here, unlike the integration test). */
function prepare() {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  skat("player", "import", file("p.csv", PLAYERS));
  const fees = file("fees.json", '{"entry_cents": 1500, "lost_game_cents": [50]}');
  skat("event", "create", "--name", "Preisskat", "--date", "2026-11-28", "--series", "2", "--fees", fees, "--prizes", file("prizes.json", PRIZES));
  skat("event", "register", "1", "--all");
  skat("seating", "import", "1", file("s1.csv", "series,table,seat,player_id\n1,1,1,P1\n1,1,2,P2\n1,1,3,P3\n1,1,4,P4\n1,2,1,P5\n1,2,2,P6\n1,2,3,P7\n1,2,4,P8\n"));
  const totals = "series,player_id,points,won,lost\n1,P1,100,2,0\n1,P2,100,2,0\n1,P3,50,1,1\n1,P4,-30,0,2\n1,P5,200,3,0\n1,P6,20,1,1\n1,P7,20,1,1\n1,P8,-50,0,1\n";
  skat("totals", "import", "1", file("t1.csv", totals));
  skat("event", "teams", "1", file("teams.csv", "ranking,team,player_id\ntandem,T1,P1\ntandem,T1,P5\ntandem,T2,P2\ntandem,T2,P6\ntandem,T3,P3\ntandem,T3,P7\n"));
}

/** The shown ranking as "rank who" lines. */
async function shownRanking() {
  return browser.execute(() =>
    [...document.querySelectorAll('[data-testid="ranking-row"]')].map(
      (tr) => `${tr.querySelector('[data-testid="ranking-rank"]').textContent.trim()} ${tr.dataset.who}`,
    ),
  );
}

/** The CLI's view of a ranking as "rank who" lines ("2.=" where a lot is needed). */
function cliRanking(id) {
  return JSON.parse(skat("standings", "1", "--ranking", id, "--format", "json")).map((r) => `${r.rank}.${r.lot_required ? "=" : ""} ${r.player_id ?? r.team ?? r.club}`);
}

async function openTab(id) {
  await $(`ranking-tab-${id}`).click();
  await browser.waitUntil(async () => (await $(`ranking-tab-${id}`).getAttribute("aria-selected")) === "true", { timeout: 5000 });
}

/** A ranking's prize places as "place|who|name|amount|goods" lines. */
const places = (ranking) =>
  browser.execute(
    (id) => [...document.querySelectorAll(`[data-testid="prize-places-${id}"] tbody tr`)].map((tr) => [...tr.cells].map((c) => c.textContent.trim().replace(/\u00a0/g, " ")).join("|")),
    ranking,
  );
/** A table row's cells as "a|b|c", by the row's test id. */
const cells = (testid) =>
  browser.execute((id) => [...document.querySelector(`[data-testid="${id}"]`).cells].map((c) => c.textContent.replace(/\s+/g, " ").trim()).join("|"), testid);
/** The payouts' recipients in the list's order. */
const payouts = () => browser.execute(() => [...document.querySelectorAll('[data-testid="prize-payout"]')].map((tr) => tr.cells[0].textContent.trim()));

before(async () => {
  prepare();
  mkdirSync(shots, { recursive: true });
  window = await openWindow(data);
  browser = window.browser;
  await $("db-path").waitForExist({ timeout: 15000 });
  await $("language").selectByAttribute("value", "de");
  await $("event-1").click();
  await $("nav-standings").click();
  await $("ranking-tabs").waitForExist({ timeout: 10000, timeoutMsg: "a Preisskat's Rangliste has ranking tabs" });
});

after(() => closeWindow(window));

test("issue_22 a tab per ranking: tied rows share the first rank with =, teams show their members", async () => {
  const tabs = await browser.execute(() => [...document.querySelectorAll('[data-testid="ranking-tabs"] [role="tab"]')].map((b) => b.textContent.trim()));
  assert.deepEqual(tabs, ["Gesamt", "Einzelwertung", "Damenwertung", "Tandem", "Vereine", "Preise"]);
  assert.ok(await $("standings").isExisting(), "Gesamt first: the event's standings as before");
  // A tied row of the standings says its lot apart from the rank ("2.(Los)" before).
  const tied = await browser.execute(() => document.querySelector('[data-testid="standings"] tr.tied td').textContent);
  assert.equal(tied, "2. (Los)");
  await shot("gesamt");

  await openTab("einzel");
  await browser.waitUntil(async () => (await shownRanking()).length === 8, { timeout: 5000, timeoutMsg: "the Einzelwertung's 8 rows" });
  const einzel = ["1. P5", "2.= P1", "2.= P2", "4. P3", "5.= P6", "5.= P7", "7. P8", "8. P4"];
  assert.deepEqual(await shownRanking(), einzel);
  assert.deepEqual(cliRanking("einzel"), einzel, "the window shows what the CLI computes");
  assert.ok(await $("lot-enter-2").isExisting(), "the group on 2 can get its lot");
  assert.ok(await $("lot-enter-5").isExisting(), "and the group on 5");
  assert.match(await browser.execute(() => document.body.innerText), /Gleichstand nach Wertung, gewonnenen und verlorenen Spielen: das Los entscheidet\. Die gezogene Reihenfolge/);
  await shot("einzel");

  await openTab("damen");
  await browser.waitUntil(async () => (await shownRanking()).length === 5, { timeout: 5000 });
  assert.deepEqual(await shownRanking(), ["1. P5", "2. P1", "3. P3", "4.= P6", "4.= P7"], "the women only (P7's w is f)");

  await openTab("tandem");
  await browser.waitUntil(async () => (await shownRanking()).length === 3, { timeout: 5000 });
  assert.deepEqual(await shownRanking(), ["1. T1", "2. T2", "3. T3"]);
  const t1 = await browser.execute(() => [...document.querySelector('[data-testid="ranking-row"]').cells].map((c) => c.textContent.trim()).join("|"));
  assert.equal(t1, "1.|T1|P1, P5|730|5|0", "a team's name (no number column), members and summed total, won, lost");
  await shot("tandem");

  await openTab("vereine");
  await browser.waitUntil(async () => (await shownRanking()).length === 3, { timeout: 5000 });
  assert.deepEqual(await shownRanking(), ["1. SC Pik As", "2. Grand Hand", " SF Kreuz"], "a club with too few players has no rank");
  assert.deepEqual(cliRanking("vereine"), ["1. SC Pik As", "2. Grand Hand", "null. SF Kreuz"]);
  assert.match(await browser.execute(() => document.body.innerText), /Vereine mit zu wenigen Spielern stehen ohne Platz am Ende\./);
  await shot("vereine");
});

test("issue_22 the Preise tab: pots, places with their amounts or Los ausstehend, payouts", async () => {
  await openTab("prizes");
  const pot = $("prize-pot-einzel");
  await pot.waitForExist({ timeout: 5000 });
  // 8 × 15 € + 3 € lost-game fees = 123 €; 61 + 36 + 24 held (the pending group's places too).
  assert.equal(await cells("prize-pot-einzel"), "Einzelwertung|8|123,00 €|121,00 €|2,00 €");
  assert.equal(await cells("prize-pot-damen"), "Damenwertung|5|0,00 €|0,00 €|0,00 €", "goods cost the pot nothing");
  assert.deepEqual(await places("einzel"), ["1.|P5|Erika Eck|61,00 €|", "2.|P1|Anna Adler|Los ausstehend|", "2.|P2|Bernd Bauer|Los ausstehend|"]);
  // P5 holds a prize, P1 is in a group all of whose places pay: both passed over in Damen.
  assert.deepEqual(await places("damen"), ["1.|P3|Clara Claus||Präsentkorb"], "goods only: no amount");
  assert.deepEqual(await payouts(), ["P5", "P3"], "pending places are not paid out yet");
  await shot("prizes-pending");

  await $("nav-cash").click();
  await $("cash-prizes-pending").waitForExist({ timeout: 10000, timeoutMsg: "the Kasse says the lot is outstanding" });
  assert.match(await $("cash-prizes-pending").getText(), /Bei 2 Preisplätzen steht das Los noch aus/);
  await $("nav-standings").click();
  await $("ranking-tabs").waitForExist({ timeout: 10000 });
});

test("issue_22 a lot put in order in the dialog reorders the group; a changed group is refused", async () => {
  await openTab("einzel");
  await $("lot-enter-2").waitForClickable({ timeout: 5000 });
  await $("lot-enter-2").click();
  await $("lot-dialog").waitForDisplayed({ timeout: 5000 });
  const order = () => browser.execute(() => [...document.querySelectorAll('[data-testid="lot-order"] li .who')].map((s) => s.textContent.trim()));
  assert.deepEqual(await order(), ["P1", "P2"]);
  await shot("lot-dialog");
  // The keyboard: the down arrow of P1, pressed with Enter, keeps the focus on P1's row.
  await $("lot-down-0").click();
  assert.deepEqual(await order(), ["P2", "P1"]);
  const focused = await browser.execute(() => document.activeElement?.getAttribute("data-testid"));
  assert.equal(focused, "lot-up-1", "the focus follows the moved row");
  await browser.keys("Enter");
  assert.deepEqual(await order(), ["P1", "P2"], "Enter on the focused arrow moves it back");
  await $("lot-up-1").click();
  assert.deepEqual(await order(), ["P2", "P1"]);
  await $("lot-save").click();
  await $("lot-dialog").waitForExist({ reverse: true, timeout: 5000 });
  await browser.waitUntil(async () => (await shownRanking())[1] === "2. P2", { timeout: 5000, timeoutMsg: "the group reordered" });
  assert.deepEqual((await shownRanking()).slice(0, 6), ["1. P5", "2. P2", "3. P1", "4. P3", "5.= P6", "5.= P7"]);
  assert.match(await $("ranking-notice").getText(), /Los gespeichert: Bernd Bauer, Anna Adler/);
  assert.deepEqual(cliRanking("einzel").slice(1, 3), ["2. P2", "3. P1"], "stored");
  assert.ok(!(await $("lot-enter-2").isExisting()), "that group needs no lot any more");
  // Its button is gone: the focus is back on the ranking, not lost with the dialog.
  const back = await browser.execute(() => document.activeElement?.getAttribute("data-testid"));
  assert.equal(back, "ranking-table");

  // The group on 5 gets its lot elsewhere while the dialog is open: the dialog's lot is refused,
  // said in the dialog, and nothing of it is stored.
  await $("lot-enter-5").click();
  await $("lot-dialog").waitForDisplayed({ timeout: 5000 });
  skat("standings", "lot", "1", "--ranking", "einzel", "P7", "P6");
  await $("lot-save").click();
  const refused = $("lot-error");
  await refused.waitForExist({ timeout: 5000, timeoutMsg: "the refusal is said in the dialog" });
  assert.match(await refused.getText(), /^Reihenfolge = P6: braucht kein Los \(SkWO 6\.3\.1\)$/, "in German, the field too");
  await shot("lot-refused");
  assert.deepEqual(cliRanking("einzel").slice(4, 6), ["5. P7", "6. P6"], "the other lot stays");
  await $("lot-cancel").click();
  await browser.waitUntil(async () => (await shownRanking())[4] === "5. P7", { timeout: 5000, timeoutMsg: "read again after the dialog" });
  const after = await browser.execute(() => document.activeElement?.getAttribute("data-testid"));
  assert.ok(after === "lot-enter-5" || after === "ranking-table", `the focus is back on the ranking (${after})`);
});

test("issue_22 after the lot the Preise tab pays the places in the lot's order", async () => {
  await openTab("prizes");
  await $("prize-pot-einzel").waitForExist({ timeout: 5000 });
  assert.deepEqual(await places("einzel"), ["1.|P5|Erika Eck|61,00 €|", "2.|P2|Bernd Bauer|36,00 €|", "3.|P1|Anna Adler|24,00 €|"]);
  assert.deepEqual(await payouts(), ["P5", "P2", "P1", "P3"]);
  await shot("prizes");
});

test("issue_22 the Kasse shows each recipient's prize", async () => {
  await $("nav-cash").click();
  await $("cash-prizes-table").waitForExist({ timeout: 10000, timeoutMsg: "the Kasse lists the prizes" });
  assert.equal(await cells("cash-prize-P5"), "P5|Erika Eck|61,00 €||Einzelwertung|Auszahlen");
  assert.equal(await cells("cash-prize-P2"), "P2|Bernd Bauer|36,00 €||Einzelwertung|Auszahlen");
  assert.equal(await cells("cash-prize-P1"), "P1|Anna Adler|24,00 €||Einzelwertung|Auszahlen");
  assert.equal(await cells("cash-prize-P3"), "P3|Clara Claus||Präsentkorb|Damenwertung|Auszahlen", "goods only: no amount");
  assert.ok(!(await $("cash-prizes-pending").isExisting()), "no lot outstanding any more");
  await $("cash-prizes").scrollIntoView();
  await shot("cash");
});

/** The cash book's prize columns as "number cents paid" lines (the CLI's JSON). */
function cashPrizes() {
  return JSON.parse(skat("cash", "1", "--format", "json"))
    .filter((r) => r.prize_cents > 0)
    .map((r) => `${r.player_id} ${r.prize_cents} ${r.prize_paid}`);
}

test("issue_22 Auszahlen asks once more, records the payout, and a second payout is refused", async () => {
  const button = $("cash-payout-P5");
  // Armed, then disarmed by Escape: nothing recorded.
  await button.click();
  assert.equal(await button.getText(), "Wirklich auszahlen?");
  await browser.keys("Escape");
  await browser.waitUntil(async () => (await button.getText()) === "Auszahlen", { timeout: 5000, timeoutMsg: "Escape disarms" });
  assert.deepEqual(cashPrizes(), ["P1 2400 false", "P2 3600 false", "P5 6100 false"]);

  await button.click();
  await button.click();
  await $("cash-prize-paid").waitForExist({ timeout: 5000, timeoutMsg: "P5 is paid" });
  assert.equal(await cells("cash-prize-P5"), "P5|Erika Eck|61,00 €||Einzelwertung|✓ ausgezahlt Zurücknehmen");
  assert.match(await $("cash-prizes-notice").getText(), /Preis ausgezahlt an Erika Eck/);
  assert.deepEqual(cashPrizes(), ["P1 2400 false", "P2 3600 false", "P5 6100 true"], "stored");
  await $("cash-prizes").scrollIntoView();
  await shot("cash-paid");

  // P2 is paid at another desk meanwhile: the window's payout is refused with the reason.
  skat("cash", "payout", "1", "P2");
  await $("cash-payout-P2").click();
  await $("cash-payout-P2").click();
  const refused = $("cash-prizes-error");
  await refused.waitForExist({ timeout: 5000, timeoutMsg: "the second payout is refused" });
  assert.match(await refused.getText(), /^Empfänger = P2: der Preis von Bernd Bauer ist schon ausgezahlt/, "in German, the field too");
  await $("cash-prizes").scrollIntoView();
  await shot("cash-refused");
  assert.deepEqual(cashPrizes(), ["P1 2400 false", "P2 3600 true", "P5 6100 true"]);
  await browser.waitUntil(async () => (await $("cash-payout-P2").getText()) === "Zurücknehmen", { timeout: 5000, timeoutMsg: "read again after the refusal" });

  // A payout recorded by mistake is withdrawn the same way: armed, then done.
  await $("cash-payout-P2").click();
  assert.equal(await $("cash-payout-P2").getText(), "Wirklich zurücknehmen?");
  await $("cash-payout-P2").click();
  await browser.waitUntil(async () => (await $("cash-payout-P2").getText()) === "Auszahlen", { timeout: 5000, timeoutMsg: "P2 unpaid again" });
  assert.match(await $("cash-prizes-notice").getText(), /Auszahlung an Bernd Bauer zurückgenommen/);
  assert.deepEqual(cashPrizes(), ["P1 2400 false", "P2 3600 false", "P5 6100 true"]);
});

test("issue_22 the payout list and the prize list are saved as PDF, the payouts recorded on it", async () => {
  const payoutPdf = join(data, "auszahlung.pdf");
  await $("prizes-pdf-payout_list").click();
  answerDialog("Auszahlungsliste speichern", payoutPdf);
  await $("prizes-pdf-notice").waitForExist({ timeout: 10000, timeoutMsg: "the payout list is written" });
  const payoutText = execFileSync("pdftotext", ["-layout", payoutPdf, "-"], { encoding: "utf8" });
  assert.match(payoutText, /Auszahlungsliste/);
  assert.equal((payoutText.match(/Ausgezahlt: 61,00/g) ?? []).length, 1, "P5's payout recorded on the list");
  assert.equal((payoutText.match(/Betrag erhalten:/g) ?? []).length, 3, "P2, P1 and P3 sign on empty lines");
  await $("nav-standings").click();
  await $("ranking-tab-prizes").waitForExist({ timeout: 10000 });
  await openTab("prizes");
  await $("prize-pot-einzel").waitForExist({ timeout: 5000 });
  const prizePdf = join(data, "preise.pdf");
  await $("prizes-pdf-prize_list").click();
  answerDialog("Preisliste speichern", prizePdf);
  await $("prizes-pdf-notice").waitForExist({ timeout: 10000, timeoutMsg: "the prize list is written" });
  const prizeText = execFileSync("pdftotext", ["-layout", prizePdf, "-"], { encoding: "utf8" });
  assert.match(prizeText, /Preisliste/);
  assert.match(prizeText, /Einzelwertung/);
  assert.match(prizeText, /Erika Eck\s.*61,00/);
  await shot("prizes-pdf");
});

test("issue_22 a recorded lot that later results break is dropped and said", async () => {
  // Series 2: P1 wins a game, P2 none — the group P2, P1 the lot ordered is gone.
  skat("seating", "import", "1", file("s2.csv", "series,table,seat,player_id\n2,1,1,P1\n2,1,2,P2\n2,1,3,P3\n2,1,4,P4\n2,2,1,P5\n2,2,2,P6\n2,2,3,P7\n2,2,4,P8\n"));
  skat("totals", "import", "1", file("t2.csv", "series,player_id,points,won,lost\n2,P1,10,1,0\n2,P2,0,0,0\n2,P3,0,0,0\n2,P4,0,0,0\n2,P5,0,0,0\n2,P6,0,0,0\n2,P7,0,0,0\n2,P8,0,0,0\n"));
  await $("nav-standings").click();
  await $("ranking-tabs").waitForExist({ timeout: 10000 });
  await openTab("einzel");
  const dropped = $("ranking-dropped");
  await dropped.waitForExist({ timeout: 5000, timeoutMsg: "the dropped lot is said" });
  assert.match(await dropped.getText(), /Das eingetragene Los \(P2, P1\) gilt nicht mehr/);
  assert.deepEqual((await shownRanking()).slice(0, 3), ["1. P5", "2. P1", "3. P2"]);
  await shot("dropped");

  // The same screens in English.
  await $("language").selectByAttribute("value", "en");
  await browser.waitUntil(async () => (await $("ranking-tab-all").getText()) !== "Gesamt", { timeout: 5000 });
  await openTab("einzel");
  await $("ranking-dropped").waitForExist({ timeout: 5000 });
  assert.match(await $("ranking-dropped").getText(), /The recorded lot \(P2, P1\) no longer applies/);
  await shot("dropped-en");
  await openTab("prizes");
  await $("prize-pot-einzel").waitForExist({ timeout: 5000 });
  await shot("prizes-en");
  await $("language").selectByAttribute("value", "de");
});

test("issue_22 a Preisschafkopf's ranking shows its list result and solo games (D.4)", async () => {
  const prizes = file("sk.json", '{"entry_cents": 1000, "rankings": [{"id": "einzel", "name": "Einzel", "places": [{"place": 1, "percent": 50}, {"place": 2, "cents": 2000}]}]}');
  skat("event", "create", "--name", "Preisschafkopf", "--date", "2026-11-29", "--series", "1", "--game", "schafkopf", "--tariff", "TOURNAMENT_A1", "--games-4", "4", "--prizes", prizes);
  skat("event", "register", "2", "--all");
  skat("seating", "import", "2", file("sks.csv", "series,table,seat,player_id\n1,1,1,P1\n1,1,2,P2\n1,1,3,P3\n1,1,4,P4\n1,2,1,P5\n1,2,2,P6\n1,2,3,P7\n1,2,4,P8\n"));
  // P1 and P5 both 12; P1 won two solos, P5 one: P1 first. The other six share −4.
  skat("totals", "import", "2", file("skt.csv", "series,player_id,points,won,lost\n1,P1,12,2,0\n1,P2,-4,0,1\n1,P3,-4,0,0\n1,P4,-4,0,0\n1,P5,12,1,0\n1,P6,-4,0,1\n1,P7,-4,0,0\n1,P8,-4,0,0\n"));
  await $("nav-start").click();
  await $("event-2").click();
  await $("nav-standings").click();
  await $("ranking-tabs").waitForExist({ timeout: 10000 });
  await openTab("einzel");
  await browser.waitUntil(async () => (await shownRanking()).length === 8, { timeout: 5000 });
  assert.deepEqual(await shownRanking(), ["1. P1", "2. P5", "3.= P2", "3.= P3", "3.= P4", "3.= P6", "3.= P7", "3.= P8"]);
  const head = await browser.execute(() => [...document.querySelectorAll('[data-testid="ranking-table"] thead th')].map((th) => th.textContent.trim()));
  assert.deepEqual(head, ["Platz", "Nr.", "Name", "Ergebnis", "Soli gewonnen", "Soli verloren"]);
  await browser.waitUntil(async () => (await browser.execute(() => document.querySelector('[data-testid="ranking-row"]').cells[3].textContent.trim())) === "12", { timeout: 5000, timeoutMsg: "the result in the tariff's points" });
  const said = await browser.execute(() => document.body.innerText);
  assert.match(said, /Gleichstand nach Ergebnis und gewonnenen Soli: das Los entscheidet\. Die gezogene Reihenfolge mit „Los eintragen“ erfassen\./, "the Schafkopf tie-break");
  await shot("schafkopf");
});
