// End-to-end test of the table hub from the desk (issue 12) in the real window: an event with a
// drawn series (the CLI), the hub started from the Sitzplan on 127.0.0.1 and a free port (a port
// already taken is refused first), phones played by this process over HTTP as the phone page
// sends (tokens from `skatblock hub tokens`), the tables' progress and last contact shown; a
// correction at the desk on a game a phone changed meanwhile is refused as a conflict and can be
// redone, a phone's change on an outdated game shows in the hub's conflict list and opens that
// table's list; a table's access is revoked; the hub is stopped and its port closed.
import { after, afterEach, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, freePort, openWindow, retype, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-desk-hub-"));
const db = join(data, "skatblock", "skatblock.db");

let window;
let browser;
let port;
let taken;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);
/** WebDriver says a no-break space as a space (or not): compare without. */
const same = (text) => text.replace(/\u00a0/g, " ").replace(/\s+/g, " ").trim();
/** Waits until the text of `testid` matches `pattern`; the last text in the message. */
async function waitText(testid, pattern, timeoutMsg) {
  let last = "";
  await browser.waitUntil(
    async () => {
      const el = await $(testid);
      last = (await el.isExisting()) ? same(await el.getText()) : "(missing)";
      return pattern.test(last);
    },
    { timeout: 10000, timeoutMsg: `${timeoutMsg}: "${last}"` },
  );
  return last;
}

/** Whether something accepts connections on the port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** The access of the series' tables, as the organizer prints it. */
const tokens = () => JSON.parse(skat("hub", "tokens", "1", "--series", "1", "--url-base", `http://127.0.0.1:${port}`, "--format", "json"));
const tokenOf = (table) => tokens().find((t) => t.table === table).token;

/** A phone sends game `n` of its table, as the phone page does; `device`: its browser's
 * User-Agent (Node's own when not given). */
async function phonePut(token, n, body, device) {
  // As the phone page does: a request the hub's rate limit refused (429) is sent again after
  // the `Retry-After` the hub names, a few times at most.
  for (let attempt = 0; ; attempt++) {
    const reply = await fetch(`http://127.0.0.1:${port}/api/table/${token}/games/${n}`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...(device ? { "user-agent": device } : {}) },
      body: JSON.stringify(body),
    });
    if (reply.status !== 429 || attempt === 5) return { status: reply.status, body: await reply.json().catch(() => null) };
    await new Promise((r) => setTimeout(r, 1000 * Number(reply.headers.get("retry-after") ?? 1)));
  }
}
const grand = (matadors, points) => ({ contract: "grand", matadors, declarer_points: points });

// Nine players: three tables of three, 36 games each.
const PLAYERS = ["Anna Müller", "Bernd Schäfer", "Clara Weiß", "Dieter Groß", "Erika Özdemir", "Frank Lehmann", "Gisela Krüger", "Hans Zimmermann", "Inge Vogel"];

before(async () => {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  const players = join(data, "players.csv");
  writeFileSync(players, "id;first_name;last_name;club\n" + PLAYERS.map((p, i) => `${i + 1};${p.replace(" ", ";")};`).join("\n") + "\n");
  skat("player", "import", players);
  skat("event", "create", "--name", "Hallenturnier", "--date", "2026-11-28", "--series", "1");
  skat("event", "register", "1", "--all");
  skat("seating", "draw", "1", "--series", "1", "--seed", "7");
  mkdirSync(shots, { recursive: true });
  port = await freePort();
  window = await openWindow(data);
  browser = window.browser;
  await $("db-path").waitForExist({ timeout: 15000 });
});

after(async () => {
  taken?.close();
  await closeWindow(window);
});
afterEach(async (t) => {
  if (process.env.E2E_DEBUG) await browser.saveScreenshot(join(data, `after-${t.name.slice(0, 20).replace(/\W/g, "_")}.png`)).catch(() => {});
});

test("the hub screen opens from the Sitzplan; a port already taken is refused with the library's sentence", async () => {
  await $("event-1").click();
  await $("nav-seating").click();
  await $("seating-tables").waitForExist({ timeout: 10000 });
  await $("open-hub").click();
  await $("hub-form").waitForExist({ timeout: 10000 });
  const offered = [];
  for (const option of await browser.$$('[data-testid="hub-address"] option')) offered.push(await option.getValue());
  assert.ok(offered.includes("127.0.0.1"), `loopback is offered: ${offered}`);
  assert.equal(await $("hub-port").getValue(), "8080", "the default port");
  assert.match(same(await browser.$("section").getText()), /Die Telefone müssen im selben WLAN sein wie dieser Rechner\.|127\.0\.0\.1 erreicht nur dieser Rechner/);
  await browser.saveScreenshot(join(shots, "hub-start.png"));

  // Somebody else listens on a port: the hub says so and does not run.
  taken = createServer();
  await new Promise((r) => taken.listen(0, "127.0.0.1", r));
  await $("hub-address").selectByAttribute("value", "127.0.0.1");
  await retype(browser, "hub-port", String(taken.address().port));
  await $("hub-start").click();
  const refused = await waitText("hub-error", /nicht lauschen/, "the refusal of a port in use");
  assert.match(refused, /^auf dieser Adresse kann die Tischzentrale nicht lauschen: /, "the catalogue's sentence, no field code");
  assert.equal(await $("hub-running").isExisting(), false, "no hub runs");

  // A port that is no port is said at once.
  await retype(browser, "hub-port", "80a");
  await $("hub-start").click();
  await waitText("hub-error", /Port „80a“: eine ganze Zahl von 1 bis 65535/, "the port is checked");
});

test("the hub starts on the address picked and shows where the phones and the projector find it", async () => {
  await retype(browser, "hub-port", String(port));
  await $("hub-start").click();
  const url = `http://127.0.0.1:${port}`;
  await waitText("hub-url", new RegExp(`^${url}$`), "the hub's address in large type");
  assert.equal(same(await $("hub-projector").getText()), `${url}/projector`);
  assert.match(same(await $("hub-running").getText()), new RegExp(`Die Tischzentrale läuft auf ${url}`));
  assert.ok(await listening(port), "the hub listens on the port picked");

  // Every table of the series, none heard of yet, with the phone address the CLI prints.
  await waitText("hub-progress-3", /^Tisch 3: 0\/36$/, "three 3-tables of 36 games");
  const printed = tokens();
  assert.equal(printed.length, 3);
  for (const { table, url: phone } of printed) {
    assert.equal(same(await $(`hub-progress-${table}`).getText()), `Tisch ${table}: 0/36`);
    assert.match(same(await $(`hub-contact-${table}`).getText()), /^noch nie/);
    await waitText(`hub-phone-${table}`, new RegExp(`^${phone}$`), `the phone address of table ${table}`);
  }
  assert.ok(printed[0].url.startsWith(`${url}/t/`), "the phone page under the hub's address");
  const projector = await fetch(`${url}/api/projector`);
  assert.equal(projector.status, 200, "the projector's data is served");
});

test("a game sent from a table's phone shows as the table's progress and last contact", async () => {
  const reply = await phonePut(tokenOf(1), 1, { declarer: 0, record: grand(1, 70), base_version: null });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.equal(reply.body.version, 1);
  await waitText("hub-progress-1", /^Tisch 1: 1\/36$/, "the table's progress");
  await waitText("hub-contact-1", /^vor \d+ s$/, "the table's last contact");
  assert.match(same(await $("hub-contact-2").getText()), /^noch nie/, "a table not heard of");
  await waitText("hub-series", /^Serie 1: 1 von 108 Spielen$/, "the series' progress");
  await browser.saveScreenshot(join(shots, "hub-running.png"));
});

test("a correction at the desk on a game a phone changed meanwhile is refused as a conflict and can be redone", async () => {
  await $("nav-sheet").click();
  await $("entry").waitForExist({ timeout: 10000 });
  await $("sheet-table").selectByAttribute("value", "1");
  await waitText("sheet-row-1", /Grand/, "the phone's game on the list");
  assert.equal(same(await $("sheet-row-1").$('[data-testid="row-value"]').getText()), "48", "grand with 1, won: 48");

  // The desk starts correcting game 1 (lost with 55) …
  await $("sheet-row-1").$("button=Korrigieren").click();
  await waitText("entry", /Spiel 1 wird korrigiert/, "the correction is open");
  await retype(browser, "entry-points", "55");
  await waitText("entry-live", /−96/, "the corrected value while typing");

  // … while the table's phone changes it too (with 2, 80 points) …
  const phone = await phonePut(tokenOf(1), 1, { declarer: 0, record: grand(2, 80), base_version: 1 });
  assert.equal(phone.status, 200, JSON.stringify(phone.body));
  assert.equal(phone.body.version, 2);

  // … and the desk saves: refused, said where the scorer looks, the list shows the phone's game.
  await $("entry-save").click();
  const said = await waitText("sheet-conflict", /am Telefon|Telefon/, "the conflict is said");
  assert.equal(
    said,
    "Am Telefon geändert: Spiel 1 wurde inzwischen geändert (Stand 2): bitte den gespeicherten Stand ansehen und dann korrigieren. " +
      "Die Liste zeigt jetzt den gespeicherten Stand; Ihre Korrektur steht noch in der Eingabezeile – prüfen und erneut speichern.",
  );
  await waitText("sheet-row-1", /72/, "the list shows the stored game (grand with 2, won: 72)");
  assert.equal(same(await $("sheet-row-1").$('[data-testid="row-value"]').getText()), "72");
  assert.equal(await $("entry-points").getValue(), "55", "the typed correction stays");
  assert.match(same(await $("entry").getText()), /Spiel 1 wird korrigiert/);
  const history = skat("game", "history", "1", "--series", "1", "--table", "1", "--game", "1").trim().split("\n");
  assert.equal(history.length, 2, `the desk's correction was not stored: ${history.join(" | ")}`);
  await browser.execute((el) => el.scrollIntoView({ block: "center" }), await $("sheet-conflict"));
  await browser.saveScreenshot(join(shots, "sheet-conflict.png"));

  // Seen the stored game, the scorer saves the correction as typed again: now on version 2.
  await $("entry-save").click();
  await waitText("sheet-row-1", /−96/, "the correction over the stored game (grand with 1, lost: −96)");
  assert.equal(await $("sheet-conflict").isExisting(), false, "the conflict is resolved");
  assert.equal(skat("game", "history", "1", "--series", "1", "--table", "1", "--game", "1").trim().split("\n").length, 3);
});

test("a phone's change on an outdated game shows in the hub's conflict list and opens that table's list", async () => {
  const token = tokenOf(2);
  assert.equal((await phonePut(token, 1, { declarer: 1, record: grand(1, 70), base_version: null })).status, 200);
  const late = await phonePut(token, 1, { declarer: 1, record: grand(1, 90), base_version: null });
  assert.equal(late.status, 409, "another body for a stored game is a conflict");

  await $("open-hub").click();
  await waitText("hub-conflicts", /Tisch 2, Spiel 1: am Telefon und hier zugleich geändert – bitte prüfen/, "the conflict in the hub's list");
  await waitText("hub-progress-2", /^Tisch 2: 1\/36$/, "table 2's progress");
  await waitText("hub-progress-1", /^Tisch 1: 1\/36$/, "table 1's progress");
  await browser.saveScreenshot(join(shots, "hub-conflict.png"));

  await $("hub-conflict-open-2-1").click();
  await $("entry").waitForExist({ timeout: 10000 });
  assert.equal(await $("sheet-table").getValue(), "2", "the list of the table with the conflict");
  await waitText("sheet-row-1", /Grand/, "table 2's game");
});

test("a game's history names the table's phone that entered it and the scorer who corrected it (issue 19)", async () => {
  // Table 1's phone enters game 2: seat 2 plays a grand with 1, 70 points.
  const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
  const reply = await phonePut(tokenOf(1), 2, { declarer: 1, record: grand(1, 70), base_version: null }, phone);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));

  // The desk corrects it: lost with 55.
  await $("sheet-table").selectByAttribute("value", "1");
  await waitText("sheet-row-2", /Grand/, "the phone's game on the list");
  await $("sheet-row-2").$("button=Korrigieren").click();
  await waitText("entry", /Spiel 2 wird korrigiert/, "the correction is open");
  await waitText("history", /erfasst/, "the phone's entry in the history");
  await retype(browser, "entry-points", "55");
  await waitText("entry-live", /−96/, "the corrected value while typing");
  await browser.keys("Enter");
  await waitText("sheet-row-2", /−96/, "the correction on the list");

  // Opened again, the history says who did what: the phone as its table, the scorer by name.
  await $("sheet-row-2").$("button=Korrigieren").click();
  const history = await waitText("history", /korrigiert/, "the history with the correction");
  const scorer = process.env.USER ?? "skatblock";
  // The history is a table (issue 21): when, who, what, the game before → after.
  const lines = await browser.execute(() =>
    [...document.querySelectorAll('[data-testid="history-row"]')].map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent.trim())),
  );
  assert.equal(lines.length, 2, `an entry and a correction: ${history}`);
  const [[when, who, what], [, corrector, corrected]] = lines.map((cells) => cells.map(same));
  assert.match(when, /^\d\d\.\d\d\.\d{4}, \d\d:\d\d$/);
  assert.match(who, /^Tisch 1, Serie 1 \(Mozilla\/5\.0 \(Linux; Android 14; Pixel 8\) AppleWebKit\/537\.36 ?\)$/, "the phone, named by its table");
  assert.equal(what, "erfasst");
  assert.deepEqual([corrector, corrected], [scorer, "korrigiert"], `the scorer by name: ${lines[1]}`);
  await browser.execute((el) => el.scrollIntoView({ block: "center" }), await $("history"));
  await browser.saveScreenshot(join(shots, "sheet-history.png"));
});

test("a table's access is revoked after a confirmation; its phones are shut out", async () => {
  await $("open-hub").click();
  await waitText("hub-progress-3", /^Tisch 3: 0\/36$/, "back on the hub screen");
  const before = tokenOf(3);
  await waitText("hub-phone-3", new RegExp(before), "the phone address before");
  await $("hub-revoke-3").click();
  await waitText("hub-revoke-3", /^Wirklich sperren\?$/, "a confirmation first");
  assert.equal((await fetch(`http://127.0.0.1:${port}/api/table/${before}`)).status, 200, "nothing revoked before the confirmation");
  await $("hub-revoke-3").click();
  await waitText("hub-notice", /Der Zugang von Tisch 3 ist gesperrt/, "the revocation is said");
  const after = tokenOf(3);
  assert.notEqual(after, before, "the table has a new access");
  await waitText("hub-phone-3", new RegExp(after), "the new phone address");
  assert.equal((await fetch(`http://127.0.0.1:${port}/api/table/${before}`)).status, 401, "the old code is shut out");
  assert.equal((await fetch(`http://127.0.0.1:${port}/api/table/${after}`)).status, 200, "the new code works");
});

test("the QR table cards of the series are printed from the hub screen with the phone pages of the running hub", async () => {
  const pdf = join(data, "tischkarten.pdf");
  await $("hub-cards").click();
  answerDialog("QR-Tischkarten speichern", pdf);
  await waitText("hub-notice", /^Gespeichert: /, "the cards are saved");
  assert.equal(execFileSync("head", ["-c", "5", pdf], { encoding: "utf8" }), "%PDF-");
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  for (const { table, url } of tokens()) {
    assert.match(text, new RegExp(`Tisch ${table}\\b`), `the card of table ${table}`);
    assert.ok(text.includes(url), `table ${table}'s card shows its phone page ${url} (the revoked table its new one)`);
  }
  assert.match(text, /Hallenturnier/);
  // The first page as an image, to be looked at with the other screenshots.
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", pdf, join(shots, "hub-cards")]);
});

test("while the hub runs, the pre-filled score sheets of the Sitzplan carry each table's QR code", async () => {
  const pdf = join(data, "spiellisten.pdf");
  await $("nav-seating").click();
  await $("seating-print-sheets").waitForExist({ timeout: 10000 });
  await $("seating-print-sheets").click();
  answerDialog("Spiellisten als PDF", pdf);
  await waitText("seating-notice", /spiellisten\.pdf/, "the sheets are saved");
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  const captions = text.split("Liste am Telefon: Code scannen").length - 1;
  assert.equal(captions, tokens().length, "one QR code with its caption per table's sheet");
  await $("open-hub").click();
  await waitText("hub-progress-3", /^Tisch 3: 0\/36$/, "back on the hub screen");
});

test("a table whose phones sent the whole list and signed it shows as finished and signed", async () => {
  const token = tokenOf(3);
  // 36 passed deals as fast as the hub's rate limit lets them through (phonePut waits when it
  // says so).
  for (let n = 1; n <= 36; n++) {
    const reply = await phonePut(token, n, { declarer: null, record: { passed: true }, base_version: null });
    assert.equal(reply.status, 200, `game ${n}: ${JSON.stringify(reply.body)}`);
  }
  const signed = await fetch(`http://127.0.0.1:${port}/api/table/${token}/sign`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seats: [0, 1, 2] }),
  });
  assert.equal(signed.status, 200, await signed.text());
  await waitText("hub-progress-3", /^Tisch 3: 36\/36$/, "the whole list");
  await waitText("hub-signed-3", /^✓ unterschrieben$/, "the signature");
  assert.equal(await $("hub-table-3").getAttribute("class").then((c) => /\bstale\b/.test(c)), false, "a finished table is not stale");
  await browser.execute((el) => el.scrollIntoView({ block: "center" }), await $("hub-table-3"));
  await browser.saveScreenshot(join(shots, "hub-signed.png"));
});

test("the hub is stopped and its port is closed", async () => {
  await $("hub-stop").click();
  await $("hub-form").waitForExist({ timeout: 10000 });
  await waitText("hub-notice", /Die Tischzentrale ist beendet/, "the stop is said");
  await browser.waitUntil(async () => !(await listening(port)), { timeout: 5000, timeoutMsg: "the port is closed" });
});
