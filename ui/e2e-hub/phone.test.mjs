// The hub's pages in a real browser (issue 12): Debian's Chromium through chromedriver and
// WebdriverIO, at 390 × 844 for the phone and 1920 × 1080 for the projector. A whole 3-table
// list of 36 games is entered through the phone page, ten of them with the network cut (a
// proxy between browser and hub drops every connection) and the page reloaded when it is
// back; then every game is on the hub exactly once, the standings are the CLI's, the list is
// signed, and the projector shows the new standings live. A refusal at its field, a refused
// row, a conflict with the desk and a name with <script> in it are looked at too.
// Screenshots go to target/screenshots/hub/.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  fitViewport, hubJson, openBrowser, root, schafkopfScore, score, screenshot, skatblock, startChromedriver, startHub, startProxy, stop,
  stopAll,
} from "./hub.mjs";

const dir = mkdtempSync(join(tmpdir(), "skatblock-hub-e2e-"));
const db = join(dir, "hub.db");
const EVIL = "<script>alert(1)</script>";

let hub;
let proxy;
let driver;
let browser;
let event;
let tokens;

/** A number as the page writes it in German: "1.234", "−54". */
const de = (n) => new Intl.NumberFormat("de-DE").format(n).replace("-", "−");
const signedDe = (n) => (n > 0 ? `+${de(n)}` : de(n));
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);

/** Waits until `check` holds; the page draws its parts anew, so every check looks them up again. */
async function until(what, check, timeout = 5000) {
  await browser.waitUntil(async () => {
    try {
      return Boolean(await check());
    } catch {
      return false;
    }
  }, { timeout, interval: 100, timeoutMsg: what });
}
/** The text of a part, or null when the page does not show it. */
async function text(testid) {
  const e = await $(testid);
  return (await e.isDisplayed()) ? e.getText() : null;
}

// The list of table 1: seat and record of each of the 36 games (seat null: passed in). Games
// 11–20 are entered with the network cut.
const G = (seat, record) => ({ seat, record });
const LIST = [
  G(0, { contract: "grand", matadors: 1, declarer_points: 70 }),
  G(1, { contract: "clubs", hand: true, matadors: 2, declarer_points: 95 }),
  G(null, { passed: true }),
  G(2, { contract: "null", declarer_tricks: 0 }),
  G(0, { contract: "spades", matadors: -1, declarer_points: 50 }),
  G(1, { contract: "hearts", matadors: 1, declarer_points: 61, bid: 30 }),
  G(2, { contract: "diamonds", matadors: -2, declarer_points: 80 }),
  G(0, { contract: "null", ouvert: true, declarer_tricks: 1 }),
  G(1, { contract: "grand", hand: true, announced: "schneider", matadors: -2, declarer_points: 95 }),
  G(2, { contract: "clubs", matadors: 1, declarer_points: 120, declarer_tricks: 10 }),
  G(0, { contract: "hearts", matadors: 1, declarer_points: 70 }),
  G(1, { contract: "grand", matadors: 2, declarer_points: 61 }),
  G(2, { contract: "spades", matadors: -3, declarer_points: 75 }),
  G(null, { passed: true }),
  G(0, { contract: "diamonds", matadors: 1, declarer_points: 59 }),
  G(1, { contract: "null", hand: true, declarer_tricks: 0 }),
  G(2, { contract: "clubs", matadors: -1, declarer_points: 90 }),
  G(0, { contract: "grand", matadors: -1, declarer_points: 40 }),
  G(1, { contract: "hearts", hand: true, matadors: 1, declarer_points: 80 }),
  G(2, { contract: "spades", matadors: 2, declarer_points: 66 }),
  G(0, { contract: "grand", ouvert: true, matadors: 4, declarer_points: 120, declarer_tricks: 10 }),
  G(1, { contract: "clubs", matadors: 1, declarer_points: 70 }),
  G(2, { contract: "diamonds", matadors: 1, declarer_points: 61, bid: 23 }),
  G(0, { contract: "null", ouvert: true, hand: true, declarer_tricks: 0 }),
  G(1, { contract: "grand", matadors: 3, declarer_points: 85 }),
  G(null, { passed: true }),
  G(2, { contract: "hearts", matadors: -1, declarer_points: 45 }),
  G(0, { contract: "spades", matadors: 1, declarer_points: 88 }),
  G(1, { contract: "clubs", hand: true, announced: "schwarz", matadors: -4, declarer_points: 120, declarer_tricks: 10 }),
  G(2, { contract: "grand", matadors: 1, declarer_points: 30 }),
  G(0, { contract: "diamonds", matadors: -1, declarer_points: 100 }),
  G(1, { contract: "null", declarer_tricks: 2 }),
  G(2, { contract: "clubs", matadors: 2, declarer_points: 64 }),
  G(0, { contract: "hearts", matadors: 1, declarer_points: 72 }),
  G(1, { contract: "grand", matadors: -1, declarer_points: 62 }),
  G(2, { contract: "spades", matadors: 1, declarer_points: 61 }),
];
const OFFLINE = new Set([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
const REFUSED_GAME = 22;

before(async () => {
  const players = ["id,first_name,last_name,club", "1,Anna,Müller,SC Kreuz Bube", `2,${EVIL},Böse,SC Pik As`, "3,Clara,Weiß,Grand Hand",
    "4,Dieter,Groß-Böhme,SC Kreuz Bube", "5,Erika,Özdemir,SC Pik As", "6,Frank,Lehmann,Grand Hand"];
  writeFileSync(join(dir, "players.csv"), players.join("\n") + "\n");
  skatblock(db, "player", "import", join(dir, "players.csv"));
  event = skatblock(db, "event", "create", "--name", `Herbstpreisskat <b>2026</b>`, "--date", "2026-11-23", "--series", "2").trim().split("\n").at(-1);
  // Table 1: Anna, the <script> player, Clara; table 2: Dieter, Erika, Frank.
  writeFileSync(join(dir, "seating.csv"), "series,table,seat,player_id\n1,1,1,1\n1,1,2,2\n1,1,3,3\n1,2,1,4\n1,2,2,5\n1,2,3,6\n");
  skatblock(db, "seating", "import", event, join(dir, "seating.csv"));
  tokens = JSON.parse(skatblock(db, "hub", "tokens", event, "--series", "1", "--format", "json"));
  hub = await startHub(db, event);
  proxy = await startProxy(hub.address);
  driver = await startChromedriver();
  browser = await openBrowser(driver, 390, 844);
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
  await proxy?.close();
  await stop(hub?.child);
  await stopAll();
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
});

test("the hub serves the pages of this tree (a stale binary would test old pages)", async () => {
  for (const name of ["phone.js", "record.js", "controls.js", "skat-panel.js", "schafkopf-panel.js", "projector.js", "common.js", "words.js", "outbox.js", "hub.css"]) {
    const served = await (await fetch(`${hub.url}/assets/${name}`)).text();
    assert.equal(served, readFileSync(join(root, "crates/skatblock-hub/src/web", name), "utf8"), `${name}: rebuild the hub (cargo build --bin skatblock)`);
  }
  const page = await fetch(`${hub.url}/t/${tokens[0].token}`);
  assert.match(page.headers.get("content-security-policy") ?? "", /default-src 'self'/);
});

/** Enters one Skat game through the panel as a thumb would (Enter or the button saves). */
async function enterGame(n, { seat, record }, { expect: preview, byKey = n % 2 === 0 } = {}) {
  await until(`the panel offers game ${n}`, async () => (await text("entry-heading")) === `Spiel ${n}`);
  const contract = record.passed ? "passed" : record.contract;
  if (seat !== null) await $(`declarer-${seat}`).click();
  await $(`contract-${contract}`).click();
  if (record.matadors) {
    await $(record.matadors > 0 ? "matadors-with" : "matadors-without").click();
    for (let i = 1; i < Math.abs(record.matadors); i++) await $("entry-matadors-more").click();
  }
  const openSuit = record.ouvert && record.contract !== "null";
  if (record.hand && !openSuit && !record.announced) await $("toggle-hand").click();
  if (record.ouvert) await $("toggle-ouvert").click();
  if (record.announced === "schneider") await $("toggle-schneider").click();
  if (record.announced === "schwarz") await $("toggle-schwarz").click();
  if (record.declarer_points !== undefined) await $("entry-points").setValue(String(record.declarer_points));
  if (record.declarer_tricks !== undefined) await $("entry-tricks").setValue(String(record.declarer_tricks));
  if (record.bid !== undefined) await $("entry-bid").setValue(String(record.bid));
  if (preview) {
    await until(`game ${n}: the panel says "${preview}"`, async () => (await text("entry-value")) === preview);
  }
  if (byKey && record.declarer_points !== undefined) {
    await $("entry-points").click();
    await browser.keys("Enter");
  } else await $("entry-save").click();
}

/** What the panel says of a game the hub scored: "Wert +48", "verloren: −96". */
function previewOf(result) {
  if (result.passed) return "eingepasst: kein Wert";
  if (result.overbid) return `überreizt: ${signedDe(result.score)}`;
  return result.won ? `Wert ${signedDe(result.score)}` : `verloren: ${signedDe(result.score)}`;
}

async function waitForRow(n, state) {
  await until(`row ${n} is ${state}`, async () => (await $(`row-${n}`).getAttribute("data-state")) === state, 20000);
}

async function connection() {
  return (await $("connection")).getText();
}

test("a whole 3-table list entered on the phone, ten games without network, signed", async () => {
  const results = score(LIST.map((g) => g.record));
  results.forEach((r, i) => assert.equal(r.error, undefined, `game ${i + 1} is a valid game: ${JSON.stringify(r)}`));
  const token = tokens.find((t) => t.table === 1).token;
  await browser.url(`${proxy.url}/t/${token}`);

  // The empty list; the <script> name is text, and nothing ran.
  await until("the players are shown, the <script> name as text", async () => (await text("players"))?.includes(EVIL), 10000);
  assert.equal(await browser.execute(() => document.querySelectorAll("body script").length), 0, "no script element came from a name");
  await assert.rejects(browser.getAlertText(), "no alert opened");
  assert.equal(await browser.execute(() => [window.innerWidth, window.innerHeight].join("x")), "390x844");
  assert.equal(await browser.$("h1").getText(), "Herbstpreisskat <b>2026</b>", "the event's name as text");
  assert.equal(await (await $("connection")).getText(), "verbunden");
  await screenshot(browser, "phone-1-empty");

  // English and back.
  await browser.$("button.lang").click();
  assert.equal(await $("entry-heading").getText(), "Game 1");
  assert.equal(await $("contract-clubs").getText(), "♣ Clubs");
  await browser.$("button.lang").click();
  assert.equal(await $("entry-heading").getText(), "Spiel 1");

  for (let n = 1; n <= LIST.length; n++) {
    const game = LIST[n - 1];
    if (n === 11) proxy.cut();
    if (n === 1) {
      // The value while typing, with the running totals after it.
      await $("declarer-0").click();
      await $("contract-grand").click();
      await $("matadors-with").click();
      await $("entry-points").setValue("70");
      await until("the value while typing", async () => (await text("entry-value")) === "Wert +48");
      assert.match(await $("entry-totals").getText(), /Stand danach: Anna 48 · <script>alert\(1\)<\/script> 0 · Clara 0/);
      await screenshot(browser, "phone-2-typing-preview");
      await browser.keys("Enter");
      await waitForRow(1, "stored");
      continue;
    }
    if (n === REFUSED_GAME) {
      await refusedAndCorrected(n, game, results[n - 1]);
      continue;
    }
    const preview = OFFLINE.has(n) ? "Wert folgt, sobald verbunden" : previewOf(results[n - 1]);
    await enterGame(n, game, { expect: preview });
    if (OFFLINE.has(n)) await waitForRow(n, "pending");
    if (n === 20) {
      await until("offline with 10 games waiting", async () => (await text("connection")) === "offline – 10 Spiele warten");
      assert.equal(await browser.$$('tr.row[data-state="pending"]').length, 10);
      await screenshot(browser, "phone-3-offline-waiting");
      const stored = await hubJson(hub, `/api/table/${token}`);
      assert.equal(stored.body.games.length, 10, "nothing of the ten went through the cut network");
      // The network is back; the page is reloaded before it sent anything: the outbox of the
      // new page (IndexedDB) sends the ten games.
      proxy.restore();
      await browser.refresh();
      await until("connected, nothing waiting", async () => (await text("connection")) === "verbunden", 30000);
      for (let k = 11; k <= 20; k++) await waitForRow(k, "stored");
    } else if (!OFFLINE.has(n)) await waitForRow(n, "stored");
  }

  // Every game on the hub exactly once, as the engine scores it.
  const view = await hubJson(hub, `/api/table/${token}`);
  assert.equal(view.status, 200);
  assert.deepEqual(view.body.games.map((g) => g.game), LIST.map((_, i) => i + 1), "36 games, each once");
  assert.deepEqual(view.body.games.map((g) => g.version), LIST.map(() => 1), "each stored once: version 1");
  assert.deepEqual(view.body.games.map((g) => g.result.score), results.map((r) => r.score), "the hub's scores are the engine's");
  assert.deepEqual(view.body.games.map((g) => g.declarer), LIST.map((g) => g.seat));
  const totals = [0, 0, 0];
  LIST.forEach((g, i) => g.seat !== null && (totals[g.seat] += results[i].score));
  const shown = await browser.$$('[data-testid="player"] .total').map((e) => e.getText());
  assert.deepEqual(shown, totals.map(de), "the phone's totals are the engine's");
  const standings = await hubJson(hub, "/api/standings");
  assert.deepEqual(standings.body, JSON.parse(skatblock(db, "standings", event, "--format", "json")), "the hub's standings are the CLI's");

  // Signing: each player confirms; then the list is locked.
  await until("the signature is offered once the list is whole", async () => (await text("confirm-0")) === "Ich bestätige die Liste", 10000);
  await $("confirm-0").click();
  await $("confirm-1").click();
  assert.equal(await $("sign-state").getText(), "Noch 1 von 3 Bestätigungen.");
  await screenshot(browser, "phone-6-sign");
  // A reload while the phone goes round the table keeps the confirmations given.
  await browser.refresh();
  await until("the confirmations are still given after a reload", async () => (await text("sign-state")) === "Noch 1 von 3 Bestätigungen.", 10000);
  assert.deepEqual([await text("confirm-0"), await text("confirm-1"), await text("confirm-2")], ["bestätigt ✓", "bestätigt ✓", "Ich bestätige die Liste"]);
  await $("confirm-2").click();
  await until("the list is signed", async () => (await text("signed")) === "unterschrieben – Korrekturen nur am Turniertisch", 10000);
  assert.equal((await hubJson(hub, `/api/table/${token}`)).body.signed, true);
  await $("row-5").click();
  assert.equal(await $("entry").isDisplayed(), false, "a signed list takes no correction on the phone");
  await screenshot(browser, "phone-7-signed");
});

/** Game 22: the refusal said at its field while typing, then a refused row, corrected. */
async function refusedAndCorrected(n, game, result) {
  await until(`the panel offers game ${n}`, async () => (await text("entry-heading")) === `Spiel ${n}`);
  await $(`declarer-${game.seat}`).click();
  await $("contract-clubs").click();
  await $("matadors-with").click();
  await $("entry-points").setValue("130");
  await until("the refusal at the card points", async () => /^Augen = 130: .*0 bis 120/.test(await text("error-declarer_points")));
  await screenshot(browser, "phone-4-refusal");
  // Saved anyway: the hub refuses it, the row says why.
  await $("entry-save").click();
  await waitForRow(n, "refused");
  assert.match(await $("row-error").getText(), /Augen = 130/);
  await screenshot(browser, "phone-5-refused-row");
  await browser.$(`[data-testid="detail-${n}"] button.small:not(.secondary)`).click();
  assert.equal(await $("entry-heading").getText(), `Korrektur Spiel ${n}`);
  assert.match(await $("error-declarer_points").getText(), /Augen = 130/);
  const points = await $("entry-points");
  await points.clearValue();
  await points.setValue(String(game.record.declarer_points));
  await until("the corrected value", async () => (await text("entry-value")) === previewOf(result));
  await browser.keys("Enter");
  await waitForRow(n, "stored");
}

test("a game entered offline on the phone and at the desk meanwhile is a conflict the table decides", async () => {
  const token = tokens.find((t) => t.table === 2).token;
  await browser.url(`${proxy.url}/t/${token}`);
  await until("the panel of table 2", async () => (await text("entry-heading")) === "Spiel 1", 10000);
  proxy.cut();
  await enterGame(1, G(0, { contract: "grand", matadors: 1, declarer_points: 70 }), { expect: "Wert folgt, sobald verbunden" });
  await waitForRow(1, "pending");
  // The desk enters game 1 of table 2 meanwhile (another process writing the file).
  skatblock(db, "game", "enter", event, "--series", "1", "--table", "2", "--game", "1", "--declarer", "5",
    JSON.stringify({ contract: "clubs", matadors: 1, declarer_points: 61 }));
  proxy.restore();
  await waitForRow(1, "conflict");
  assert.match(await $("conflict-stored").getText(), /^Erika Özdemir: Kreuz mit 1, \+24$/);
  assert.match(await $("conflict-mine").getText(), /^Dieter Groß-Böhme: Grand mit 1/);
  await screenshot(browser, "phone-8-conflict");
  await $("conflict-send").click();
  await waitForRow(1, "stored");
  const view = await hubJson(hub, `/api/table/${token}`);
  assert.deepEqual([view.body.games[0].declarer, view.body.games[0].record.contract, view.body.games[0].version], [0, "grand", 2],
    "the table chose its own: a correction of the desk's version, kept in the history");
});

test("the projector shows the new standings, live", async () => {
  await fitViewport(browser, 1920, 1080);
  await browser.url(`${proxy.url}/projector`);
  const cli = () => JSON.parse(skatblock(db, "standings", event, "--format", "json"));
  await until("the standings on the wall", async () => (await browser.$$('[data-testid="standing"]').length) > 0, 10000);
  const shown = async () => browser.$$('[data-testid="standing"]').map(async (r) => [
    await r.$('[data-testid="standing-name"]').getText(), await r.$('[data-testid="standing-total"]').getText()]);
  assert.deepEqual(await shown(), cli().map((r) => [r.name, de(r.total)]), "the standings are the CLI's");
  assert.ok((await shown()).some(([name]) => name === `${EVIL} Böse`), "the <script> name as text");
  await assert.rejects(browser.getAlertText(), "no alert opened");
  assert.equal(await $("table-1").$('[data-testid="table-progress"]').getText(), "Tisch 1: 36/36");
  assert.equal(await $("table-1").getAttribute("class"), "tile signed full");
  assert.equal(await $("table-2").$('[data-testid="table-progress"]').getText(), "Tisch 2: 1/36");
  await until("following the live stream", async () => (await text("live")) === "● live");
  // A game stored at table 2 (a phone of that table, straight to the hub) reaches the wall.
  const token = tokens.find((t) => t.table === 2).token;
  const put = await hubJson(hub, `/api/table/${token}/games/2`, {
    method: "PUT", body: JSON.stringify({ declarer: 1, record: { contract: "grand", matadors: 2, declarer_points: 90 }, base_version: null }),
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  const started = Date.now();
  await until("the projector follows a stored game", async () => (await $("table-2").$('[data-testid="table-progress"]').getText()) === "Tisch 2: 2/36");
  const seconds = (Date.now() - started) / 1000;
  assert.ok(seconds < 2, `the wall shows a stored game within a second or so (${seconds} s)`);
  await until("the new standings on the wall", async () => JSON.stringify(await shown()) === JSON.stringify(cli().map((r) => [r.name, de(r.total)])));
  await screenshot(browser, "projector");
  await browser.url(`${proxy.url}/projector?lang=en`);
  await until("the projector in English", async () => (await text("subtitle")) === "Standings · series 1 in play", 10000);
  assert.equal(await $("table-1").$('[data-testid="table-progress"]').getText(), "Table 1: 36/36");
});

test("a Preisskat's rankings follow the standings on the wall (issue 22)", async () => {
  const file = join(dir, "preise.json");
  writeFileSync(file, JSON.stringify({
    entry_cents: 1000,
    rankings: [
      { id: "einzel", name: "Einzelwertung", places: [{ place: 1, cents: 5000 }] },
      { id: "serie1", name: "Beste der Serie 1", series: 1, places: [{ place: 1, goods: "Pokal" }] },
    ],
  }));
  skatblock(db, "event", "update", event, "--prizes", file);
  await fitViewport(browser, 1920, 1080);
  await browser.url(`${proxy.url}/projector?turn=2`);
  const ranking = (id) => JSON.parse(skatblock(db, "standings", event, "--ranking", id, "--format", "json"));
  const onWall = async () => browser.$$('[data-testid="standing"]').map(async (r) => [
    await r.$('[data-testid="standing-name"]').getText(), await r.$('[data-testid="standing-total"]').getText()]);
  await until("the standings' board first", async () => (await text("board-name")) === "Gesamtwertung", 10000);
  await until("then the Einzelwertung's", async () => (await text("board-name")) === "Einzelwertung", 15000);
  const einzel = ranking("einzel");
  assert.deepEqual(await onWall(), einzel.map((r) => [r.name, de(r.total)]), "the ranking is the CLI's");
  await screenshot(browser, "projector-ranking");
  await until("then the series' ranking", async () => (await text("board-name")) === "Beste der Serie 1", 15000);
  await until("and the standings again", async () => (await text("board-name")) === "Gesamtwertung", 15000);
});

test("a revoked table's phone says to ask the desk for a new code", async () => {
  skatblock(db, "hub", "revoke", event, "--series", "1", "--table", "2");
  await fitViewport(browser, 390, 844);
  await browser.url(`${proxy.url}/t/${tokens.find((t) => t.table === 2).token}`);
  await until("the page says the access is void", async () => (await text("notice"))?.startsWith("Dieser Tischzugang gilt nicht (mehr)"), 10000);
  assert.equal(await $("panel").isDisplayed(), false, "nothing can be entered");
});

test("a Schafkopf table enters Sauspiel, Solo, Wenz, Ramsch, a thrown-in deal and Solos at 90 and 91 on the phone", async () => {
  const skDb = join(dir, "schafkopf.db");
  writeFileSync(join(dir, "players4.csv"), ["id,first_name,last_name,club", "1,Anna,Müller,", "2,Bernd,Schäfer,", "3,Clara,Weiß,", "4,Dieter,Groß-Böhme,"].join("\n") + "\n");
  skatblock(skDb, "player", "import", join(dir, "players4.csv"));
  const skEvent = skatblock(skDb, "event", "create", "--name", "Schafkopfturnier", "--date", "2026-11-23", "--series", "1", "--game", "schafkopf", "--tariff", "BSV_10_50").trim().split("\n").at(-1);
  writeFileSync(join(dir, "seating4.csv"), "series,table,seat,player_id\n1,1,1,1\n1,1,2,2\n1,1,3,3\n1,1,4,4\n");
  skatblock(skDb, "seating", "import", skEvent, join(dir, "seating4.csv"));
  const [{ token }] = JSON.parse(skatblock(skDb, "hub", "tokens", skEvent, "--series", "1", "--format", "json"));
  const skHub = await startHub(skDb, skEvent);
  try {
    await fitViewport(browser, 390, 844);
    await browser.url(`${skHub.url}/t/${token}`);
    await until("the Schafkopf panel", async () => (await text("game-rufspiel")) === "Sauspiel", 10000);
    const save = async (n) => {
      await until(`game ${n}: a value`, async () => /^(Wert|verloren|zusammen\u00ad?geworfen|Anna|Bernd|Clara|Dieter)/.test(await text("entry-value")));
      await $("entry-save").click();
      await waitForRow(n, "stored");
    };
    // 1: Anna calls the Eichel-Sau, Clara is her partner, 72 points, 3 Laufende.
    await $("game-rufspiel").click();
    await $("declarer-0").click();
    await $("called-eichel").click();
    await $("partner-2").click();
    await $("entry-points").setValue("72");
    for (let i = 0; i < 3; i++) await $("entry-laufende-more").click();
    await save(1);
    // 2: Bernd's Herz-Solo, 80 points, with a Stoß.
    await $("game-solo").click();
    await $("declarer-1").click();
    await $("suit-herz").click();
    await $("entry-points").setValue("80");
    await $("kontra-1").click();
    await save(2);
    // 3: Clara's Wenz, lost with 50 points.
    await $("game-wenz").click();
    await $("declarer-2").click();
    await $("entry-points").setValue("50");
    await until("a lost Wenz", async () => (await text("entry-value"))?.startsWith("verloren: "));
    await save(3);
    // 4: a Ramsch; 5: thrown in.
    await $("game-ramsch").click();
    for (const [seat, points, tricks] of [[0, 30, 2], [1, 0, 0], [2, 60, 4], [3, 30, 2]]) {
      await $(`entry-ramsch-points-${seat}`).setValue(String(points));
      await $(`entry-ramsch-tricks-${seat}`).setValue(String(tricks));
    }
    await save(4);
    await $("game-passed").click();
    await save(5);
    // 6: Anna's Gras-Solo won with exactly 90, no Schneider; 7: Bernd's Schellen-Solo won with
    // 91, Schneider (issue 19, RULES.md D.1). The panel previews the engine's amount.
    const solos = [{ game: "solo", suit: "gras", declarer: 0, points: 90 }, { game: "solo", suit: "schellen", declarer: 1, points: 91 }];
    const [at90, at91] = schafkopfScore(solos, "BSV_10_50");
    assert.deepEqual(at90.amounts, [150, -50, -50, -50], "the engine: a Solo won with 90 is no Schneider (50 each)");
    assert.deepEqual(at91.amounts, [-60, 180, -60, -60], "the engine: a Solo won with 91 is Schneider (50 + 10 each)");
    const cents = (c) => new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(c / 100);
    const spaced = (s) => s?.replace(/\s+/g, " ");
    for (const [n, solo, result] of [[6, solos[0], at90], [7, solos[1], at91]]) {
      await $("game-solo").click();
      await $(`declarer-${solo.declarer}`).click();
      await $(`suit-${solo.suit}`).click();
      await $("entry-points").setValue(String(solo.points));
      const want = `Wert +${cents(result.amounts[solo.declarer])}`;
      await until(`game ${n}: ${want}`, async () => spaced(await text("entry-value")) === spaced(want));
      await save(n);
      const written = await browser.$(`[data-testid="row-${n}"] [data-testid="row-value"]`).getText();
      const declared = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2 }).format(result.amounts[solo.declarer] / 100);
      assert.equal(written, `+${declared}`, `game ${n}: the list writes the engine's amount for the declarer`);
    }
    await screenshot(browser, "phone-9-schafkopf");
    const view = await hubJson(skHub, `/api/table/${token}`);
    assert.deepEqual(view.body.games.map((g) => [g.game, g.record.game ?? "passed", g.version]),
      [[1, "rufspiel", 1], [2, "solo", 1], [3, "wenz", 1], [4, "ramsch", 1], [5, "passed", 1], [6, "solo", 1], [7, "solo", 1]]);
    assert.deepEqual(view.body.games[0].result.amounts, [40, -40, 40, -40], "the engine's Sauspiel");
    assert.deepEqual(view.body.games[5].result.amounts, at90.amounts, "the hub stores the engine's Solo at 90");
    assert.deepEqual(view.body.games[6].result.amounts, at91.amounts, "the hub stores the engine's Solo at 91");
    const totals = [0, 1, 2, 3].map((seat) => view.body.games.reduce((sum, g) => sum + g.result.amounts[seat], 0));
    const euros = (c) => new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2 }).format(c / 100).replace("-", "−");
    const shown = await browser.$$('[data-testid="player"] .total').map((e) => e.getText());
    assert.deepEqual(shown, totals.map(euros), "the phone's totals are the hub's amounts added up");
  } finally {
    await stop(skHub.child);
  }
});

test("a club evening: Kontra, Re, a Bock round and a Schieberamsch entered on the phone, totals the CLI's", async () => {
  const clubDb = join(dir, "club.db");
  writeFileSync(join(dir, "players3.csv"), ["id,first_name,last_name,club", "1,Anna,Müller,", "2,Bernd,Schäfer,", "3,Clara,Weiß,"].join("\n") + "\n");
  skatblock(clubDb, "player", "import", join(dir, "players3.csv"));
  // Kontra/Re, Schieberamsch (last trick decides a tie), a Bock round after every Grand Hand.
  writeFileSync(join(dir, "club.json"), JSON.stringify({ ruleset: "CLUB", kontra: true, ramsch: { push: true }, bock: { triggers: ["grand_hand"] } }));
  const clubEvent = skatblock(clubDb, "event", "create", "--name", "Clubabend", "--date", "2026-11-23", "--series", "1", "--games-3", "9",
    "--kind", "club-evening", "--rules", join(dir, "club.json")).trim().split("\n").at(-1);
  writeFileSync(join(dir, "seating3.csv"), "series,table,seat,player_id\n1,1,1,1\n1,1,2,2\n1,1,3,3\n");
  skatblock(clubDb, "seating", "import", clubEvent, join(dir, "seating3.csv"));
  const [{ token }] = JSON.parse(skatblock(clubDb, "hub", "tokens", clubEvent, "--series", "1", "--format", "json"));
  const clubHub = await startHub(clubDb, clubEvent);
  try {
    await fitViewport(browser, 390, 844);
    await browser.url(`${clubHub.url}/t/${token}`);
    await until("the club panel: Ramsch instead of a passed deal, Kontra/Re", async () => (await text("contract-ramsch")) === "Ramsch", 10000);
    assert.equal(await browser.$$('[data-testid="contract-passed"]').length, 0, "with Ramsch a passed deal is a Ramsch (game.passed.ramsch)");
    assert.equal(await text("kontra-kontra"), "Kontra");
    const save = async (n, value) => {
      await until(`game ${n}: "${value}"`, async () => (await text("entry-value")) === value);
      await $("entry-save").click();
      await waitForRow(n, "stored");
    };
    const played = async (seat, contract, points, kontra) => {
      await $(`declarer-${seat}`).click();
      await $(`contract-${contract}`).click();
      await $("matadors-with").click();
      if (kontra) await $(`kontra-${kontra}`).click();
      await $("entry-points").setValue(String(points));
    };

    // 1: Anna's Kreuz with 1, 61, Kontra: 24 × 2 (K1). 2: Bernd's Pik with 1, 70, Re: 22 × 4.
    await played(0, "clubs", 61, "kontra");
    await save(1, "Wert +48");
    await played(1, "spades", 70, "re");
    await until("the Re game's value", async () => (await text("entry-value")) === "Wert +88");
    await screenshot(browser, "phone-club-kontra");
    await save(2, "Wert +88");
    // 3: Clara's Grand Hand with 1 queues a Bock round over games 4–6 (F-13).
    await $("declarer-2").click();
    await $("contract-grand").click();
    await $("matadors-with").click();
    await $("toggle-hand").click();
    await $("entry-points").setValue("70");
    await save(3, "Wert +72");

    // 4: a Schieberamsch in the Bock round: no declarer, points and tricks per seat, the sums,
    // a refusal at its field, the last trick asked only for the tie, one push.
    await until("the panel offers game 4", async () => (await text("entry-heading")) === "Spiel 4");
    await $("contract-ramsch").click();
    assert.equal(await $("group-declarer").isDisplayed(), false, "a Ramsch has no declarer");
    assert.equal(await $("group-kontra").isDisplayed(), false, "nor Kontra");
    for (const [seat, points, tricks] of [[0, 45, 4], [1, 45, 4], [2, 20, 2]]) {
      await $(`entry-ramsch-points-${seat}`).setValue(String(points));
      await $(`entry-ramsch-tricks-${seat}`).setValue(String(tricks));
    }
    await until("the sums are said", async () => (await text("ramsch-sum")) === "Zusammen 110 von 120 Augen, 10 von 10 Stichen");
    await until("the refusal at the Ramsch's fields", async () => /120/.test((await text("error-ramsch")) ?? ""));
    assert.equal(await $("group-ramsch_last_trick").isDisplayed(), true, "a tie of two: who took the last trick?");
    await $("entry-ramsch-points-2").setValue("30");
    await until("the hub asks for the last trick", async () => /letzten Stich/.test((await text("error-ramsch_last_trick")) ?? ""));
    await $("last-trick-1").click();
    await $("entry-pushes-more").click();
    assert.equal(await text("entry-pushes-count"), "1");
    // Bernd took the last trick: −45, one push ×2, the Bock round ×2.
    await until("the Ramsch's value", async () => (await text("entry-value")) === "Ramsch: Bernd −180 · Bock ×2");
    await screenshot(browser, "phone-club-ramsch");
    await save(4, "Ramsch: Bernd −180 · Bock ×2");
    // 5, 6: in the Bock round; 7: after it, Kontra.
    await played(0, "hearts", 61);
    await save(5, "Wert +40 · Bock ×2");
    await played(2, "diamonds", 50, "kontra");
    await until("a lost Kontra game in the Bock round", async () => (await text("entry-value")) === "verloren: −144 · Bock ×2");
    await save(6, "verloren: −144 · Bock ×2");
    await played(1, "grand", 61);
    await save(7, "Wert +48");

    const view = await hubJson(clubHub, `/api/table/${token}`);
    assert.deepEqual(view.body.games.map((g) => [g.game, g.bock, g.multiplier]),
      [[1, false, 2], [2, false, 4], [3, false, 1], [4, true, 2], [5, true, 2], [6, true, 4], [7, false, 1]]);
    assert.deepEqual(view.body.games[3].record.ramsch, { points: [45, 45, 30], tricks: [4, 4, 2], pushes: 1, last_trick: 1 });
    assert.equal(view.body.games[3].declarer, null);
    // The phone's list is the engine's: the marks, every row's totals, the standings' points.
    await until("every total sure", async () => (await browser.$$(".total.uncertain").length) === 0, 10000);
    const marks = async (n) => (await browser.$(`[data-testid="row-${n}"] [data-testid="row-marks"]`).isExisting())
      ? (await browser.$(`[data-testid="row-${n}"] [data-testid="row-marks"]`).getText()).replace(/\s+/g, " ") : "";
    assert.deepEqual(await Promise.all([1, 2, 3, 4, 5, 6, 7].map(marks)), ["Kontra ×2", "Re ×4", "", "Bock ×2", "Bock ×2", "Kontra Bock ×4", ""]);
    assert.equal(await browser.$('[data-testid="row-4"] .who').getText(), "Bernd", "the Ramsch names who writes it");
    assert.equal(await browser.$('[data-testid="row-4"] [data-testid="row-value"]').getText(), "−180");
    for (const row of view.body.games) {
      const shown = await browser.$(`[data-testid="row-${row.game}"]`).$$('[data-testid="row-total"]').map((e) => e.getText());
      assert.deepEqual(shown, row.totals.map(de), `row ${row.game}: the engine's totals`);
    }
    const standings = JSON.parse(skatblock(clubDb, "standings", clubEvent, "--series", "1", "--format", "json"));
    const header = await browser.$$('[data-testid="player"]').map(async (p) => [await p.$(".name").getText(), await p.$(".total").getText()]);
    assert.deepEqual(header, view.body.players.map((p) => [p.name, de(standings.find((r) => r.name === p.name).points)]), "the phone's totals are the CLI's");
    assert.deepEqual(view.body.games.at(-1).totals, [88, -44, -72], "Anna 48 + 40; Bernd 88 − 180 + 48; Clara 72 − 144");
    // The rows of the Bock round in view, below the list's head: the Ramsch, the marks, the
    // engine's totals.
    await browser.execute(() => {
      const main = document.querySelector("main");
      main.scrollTop = document.querySelector('[data-testid="row-4"]').offsetTop - document.querySelector(".sheet thead").offsetHeight;
    });
    await screenshot(browser, "phone-club-list");
    // In English: the same marks, the Ramsch said in English.
    await browser.$("button.lang").click();
    assert.equal((await browser.$('[data-testid="row-4"] [data-testid="row-game"]').getText()).replace(/\u00a0/g, " "), "Ramsch, points 45/45/30, tricks 4/4/2, pushed 1×");
    assert.equal(await text("kontra-re"), "Re");
    assert.deepEqual(await Promise.all([4, 6].map(marks)), ["Bock ×2", "Kontra Bock ×4"]);
    assert.equal(await text("entry-said"), "Game 7 stored.", "the panel's last word is said again in English");
    await screenshot(browser, "phone-club-list-en");
    await browser.$("button.lang").click();
  } finally {
    await stop(clubHub.child);
  }
});
