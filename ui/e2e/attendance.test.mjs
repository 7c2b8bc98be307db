// End-to-end test of the Anmeldung screen of issue 21 in the real window: an evening with 13
// of 30 members registered, a guest added and entry fees taken at the door; then the draw
// seats exactly those 14. A Schafkopf evening says how many are missing or too many. The
// database is prepared with the skatblock CLI and the window is checked against the CLI's JSON.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeWindow, openWindow, retype, root, shots } from "./window.mjs";

const cli = join(root, "target/debug/skatblock");
const data = mkdtempSync(join(tmpdir(), "skatblock-attendance-"));
const db = join(data, "skatblock", "skatblock.db");

let window;
let browser;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const json = (...args) => JSON.parse(skat(...args, "--format", "json"));
const file = (name, text) => {
  const path = join(data, name);
  writeFileSync(path, text);
  return path;
};
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);

/** 30 members (numbers 1..30, every third of the SC Grand), a Preisskat with an entry fee of
 * 10 € (event 1, nobody registered) and a Schafkopf evening (event 2, members 1..13). */
function prepare() {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  const members = ["Nr;Vorname;Nachname;Verein"];
  for (let i = 1; i <= 30; i++) members.push(`${i};Vorname${String(i).padStart(2, "0")};Mitglied${String(i).padStart(2, "0")};${i % 3 === 0 ? "SC Grand" : ""}`);
  skat("player", "import", file("mitglieder.csv", members.join("\n") + "\n"));
  const fees = file("fees.json", '{"entry_cents": 1000}');
  skat("event", "create", "--name", "Preisskat", "--date", "2026-11-27", "--series", "1", "--fees", fees);
  skat("event", "create", "--name", "Schafkopfabend", "--date", "2026-11-28", "--series", "1", "--game", "schafkopf");
  skat("event", "register", "2", ...Array.from({ length: 13 }, (_, i) => String(i + 1)));
}

before(async () => {
  prepare();
  mkdirSync(shots, { recursive: true });
  window = await openWindow(data);
  browser = window.browser;
  await $("db-path").waitForExist({ timeout: 15000 });
});

after(() => closeWindow(window));

/** Waits until the live count says `count`. */
const countIs = (count) =>
  browser.waitUntil(async () => (await $("attendance-count").getText()) === `Angemeldet: ${count}`, {
    timeout: 5000,
    timeoutMsg: `the count never said ${count}`,
  });

test("an evening with 13 of 30 members registered, a guest added and entry fees taken", async () => {
  await $("event-1").click();
  await $("nav-attendance").click();
  await $("attendance-picks").waitForExist({ timeout: 10000 });
  await countIs(0);
  // Ticked from the whole list, and one found by typing part of the name.
  for (let n = 1; n <= 12; n++) {
    await $(`attendance-tick-${n}`).click();
    await countIs(n);
  }
  await retype(browser, "attendance-search", "glied13");
  await browser.waitUntil(async () => (await browser.$$('[data-testid="attendance-picks"] li')).length === 1, { timeout: 5000, timeoutMsg: "the search did not narrow the list" });
  await $("attendance-tick-13").click();
  await countIs(13);
  // One ticked by mistake and taken back.
  await retype(browser, "attendance-search", "14");
  await $("attendance-tick-14").click();
  await countIs(14);
  await $("attendance-tick-14").click();
  await countIs(13);
  // The search emptied as a user does: the whole list again.
  await $("attendance-search").click();
  await browser.keys(["Control", "a"]);
  await browser.keys("Backspace");
  await browser.waitUntil(async () => (await browser.$$('[data-testid="attendance-picks"] li')).length === 30, { timeout: 5000, timeoutMsg: "the emptied search did not list every member" });

  await $("attendance-guest-first").setValue("Gerda");
  await $("attendance-guest-last").setValue("Gast");
  await $("attendance-guest-club").setValue("SC Herz");
  await $("attendance-guest-add").click();
  await countIs(14);
  assert.equal(await $("attendance-notice").getText(), "Gerda Gast ist als Gast mit der Nummer 31 angemeldet.");
  assert.equal(await $("attendance-tables").getText(), "Tischplan: 2 Vierertische, 2 Dreiertische");

  for (const n of ["1", "2", "31"]) {
    await $(`attendance-pay-${n}`).click();
    await $(`attendance-paid-${n}`).waitForExist({ timeout: 5000, timeoutMsg: `the fee of ${n} was not shown as paid` });
  }
  assert.match(await $("attendance-pay-3").getText(), /10,00\s€ kassieren/);
  await browser.saveScreenshot(join(shots, "attendance.png"));

  const stored = json("event", "attendance", "1");
  assert.equal(stored.registered, 14);
  assert.deepEqual(stored.plan, { four_tables: 2, three_tables: 2, missing: 0, surplus: 0 });
  const guest = stored.players.find((p) => p.player_id === "31");
  assert.deepEqual(guest, { player_id: "31", name: "Gerda Gast", club: "SC Herz", fee_paid: true });
  assert.deepEqual(stored.players.filter((p) => p.fee_paid).map((p) => p.player_id).sort(), ["1", "2", "31"]);
  const book = json("cash", "1");
  assert.equal(book.length, 14, "the cash book lists every registered player before a game");
  assert.equal(book.filter((r) => r.paid_cents === 1000).length, 3);
});

test("the draw seats exactly the 14 registered", async () => {
  await $("attendance-to-seating").click();
  const seed = $("seating-seed");
  await seed.waitForExist({ timeout: 10000 });
  await $("seating-who").waitForExist({ timeout: 5000 });
  assert.equal(await $("seating-who").getText(), "Gelost werden die 14 angemeldeten Spieler (Anmeldung).");
  await seed.setValue("5");
  await $("seating-draw").click();
  await $("seating-tables").waitForExist({ timeout: 10000 });
  const seated = json("seating", "show", "1", "--series", "1").map((s) => Number(s.player_id));
  const registered = json("event", "attendance", "1").players.map((p) => Number(p.player_id));
  assert.deepEqual(seated.sort((a, b) => a - b), registered.sort((a, b) => a - b));
  assert.deepEqual(registered, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 31]);
  assert.equal((await browser.$$('[data-testid="seating-tables"] .table-card')).length, 4, "two 4-tables and two 3-tables");
  // Seated now: taking a registration back is refused with the way out.
  await $("nav-attendance").click();
  await $("attendance-remove-1").click();
  await $("attendance-error").waitForExist({ timeout: 5000 });
  assert.match(await $("attendance-error").getText(), /Spieler 1 hat in Serie 1 schon einen Platz.*Sitzplan zurückziehen/);
  assert.equal(json("event", "attendance", "1").registered, 14, "nothing was taken back");
});

test("a Schafkopf evening of 13 says how many are missing or too many", async () => {
  await $("nav-start").click();
  await $("event-2").click();
  await $("nav-attendance").click();
  await countIs(13);
  const said = [];
  for (const advice of await browser.$$('[data-testid="attendance-advice"]')) said.push(await advice.getText());
  assert.deepEqual(said, [
    "Schafkopf braucht ein Vielfaches von 4: es fehlen 3 Spieler für 16.",
    "Oder 1 Spieler zu viel für 12 Plätze: als Zuschauer oder Reserve abmelden.",
  ]);
  assert.equal(await $("attendance-tables").getText(), "Tischplan: 3 Vierertische");
  await browser.saveScreenshot(join(shots, "attendance-schafkopf.png"));
});
