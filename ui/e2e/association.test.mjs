// End-to-end test of the Verband screen (issue 23) in the real window, against a real
// association server on its own PostgreSQL: a league with teams and schedule made through the
// server's API; in the app the server and token file are set, the league pulled by its
// number; the match day the pull linked is created and scored with the CLI on the app's file,
// uploaded ("eingereicht"), uploaded again to a stopped server ("nicht erreichbar", nothing
// changed); an event published live is on the server's `GET /api/v1/events/{slug}`, and the
// hub's start part offers the same. Screenshots of both at the run's window size.
import { after, afterEach, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerDialog, closeWindow, openWindow, retype, shots } from "./window.mjs";
import { api, cli, startPostgres, startServer, startServerOn, stop, stopAll, token } from "../e2e-server/server.mjs";

const data = mkdtempSync(join(tmpdir(), "skatblock-desk-association-"));
const db = join(data, "skatblock", "skatblock.db");
const tokenFile = join(data, "club-token.txt");

let window;
let browser;
let pg;
let server;
let league;
let matchday;
let admin;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);
const same = (text) => text.replace(/\u00a0/g, " ").replace(/\s+/g, " ").trim();
async function waitText(testid, pattern, timeoutMsg, timeout = 15000) {
  let last = "";
  await browser.waitUntil(
    async () => {
      const el = await $(testid);
      // The text as a user reads it once scrolled there (WebDriver says nothing for an element
      // outside the window).
      if (await el.isExisting()) await el.scrollIntoView();
      last = (await el.isExisting()) ? same(await el.getText()) || same(String(await el.getProperty("textContent"))) : "(missing)";
      return pattern.test(last);
    },
    { timeout, timeoutMsg: `${timeoutMsg}: "${last}"` },
  );
  return last;
}

// Group Nord: four teams of three, each player numbered by the association.
const TEAMS = [
  ["Grün 1", "SC Grün", [101, 102, 103]],
  ["Rot 1", "SV Rot", [201, 202, 203]],
  ["Blau 1", "Blau-Weiß", [301, 302, 303]],
  ["Gelb 1", "Gelb e.V.", [401, 402, 403]],
];

before(async () => {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  mkdirSync(shots, { recursive: true });
  pg = await startPostgres();
  server = await startServer(pg.url);
  admin = token(pg.url, "--role", "admin", "--name", "e2e-admin");
  writeFileSync(tokenFile, token(pg.url, "--role", "club", "--club", "SC Grün", "--name", "e2e-gruen") + "\n");
  const made = await api(server.base, "POST", "/api/v1/leagues", admin, { name: "Verbandsliga Nord", season: "2026/27", series_per_day: 1, unit: "series", promote: 1, relegate: 1 });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  league = made.body.id;
  let teams = "group,team,club,player_id,first_name,last_name,role\n";
  for (const [team, club, players] of TEAMS) players.forEach((p) => (teams += `Nord,${team},${club},${p},Vor${p},Nach${p},regular\n`));
  assert.equal((await api(server.base, "PUT", `/api/v1/leagues/${league}/teams`, admin, teams, "text/csv")).status, 200);
  const schedule = "group,day,date,host_team\nNord,1,2026-09-12,Grün 1\nNord,2,2026-10-10,Rot 1\n";
  assert.equal((await api(server.base, "PUT", `/api/v1/leagues/${league}/schedule`, admin, schedule, "text/csv")).status, 200);
  window = await openWindow(data);
  browser = window.browser;
  await $("db-path").waitForExist({ timeout: 15000 });
});

after(async () => {
  await closeWindow(window);
  await pg?.remove();
  await stopAll();
});
afterEach(async (t) => {
  if (process.env.E2E_DEBUG) await browser.saveScreenshot(join(data, `after-${t.name.slice(0, 20).replace(/\W/g, "_")}.png`)).catch(() => {});
});

/** The Verband screen anew (its lists as the file is now). */
async function openAssociation() {
  await $("nav-start").click();
  await $("nav-association").click();
  await $("association-server-form").waitForExist({ timeout: 10000 });
}

test("the server and token file are kept, and the league is pulled by its number", async () => {
  await openAssociation();
  await waitText("association-no-server", /Server und Token-Datei/, "asks for the server first");
  await retype(browser, "association-server", server.base + "/");
  await retype(browser, "association-token", tokenFile);
  await $("association-save").click();
  await waitText("association-notice", /gespeichert/, "saved");
  assert.equal(await $("association-server").getValue(), server.base, "the address as kept");
  await retype(browser, "association-league", "x7");
  await $("association-pull").click();
  await waitText("association-error", /„x7“ ist keine Liga-Nummer/, "a league number is checked");
  await retype(browser, "association-league", String(league));
  await $("association-pull").click();
  const pulled = await waitText("association-notice", /neu angelegt/, "the league pulled");
  assert.match(pulled, /Liga „Verbandsliga Nord“ neu angelegt \(Nr\. 1 in dieser Datei\): 4 Mannschaft\(en\), 12 Spieler, 2 Spieltag\(e\)/);
  await waitText("association-league-1", new RegExp(`Server-Liga ${league}`), "the linked league is listed");
});

test("the match day the pull linked is uploaded: eingereicht (Version 1)", async () => {
  matchday = Number(skat("league", "matchday", "1", "--group", "Nord", "--day", "1", "--date", "2026-09-12", "--venue", "Vereinsheim").trim().split("\n").pop());
  let seating = "series,table,seat,player_id\n";
  let totals = "series,player_id,points,won,lost\n";
  TEAMS.forEach(([, , players], t) =>
    players.forEach((p, s) => {
      seating += `1,${t + 1},${s + 1},${p}\n`;
      totals += `1,${p},${100 + 10 * t + s},1,0\n`;
    }),
  );
  writeFileSync(join(data, "seating.csv"), seating);
  writeFileSync(join(data, "totals.csv"), totals);
  skat("seating", "import", String(matchday), join(data, "seating.csv"));
  skat("totals", "import", String(matchday), join(data, "totals.csv"));
  await openAssociation();
  await waitText(`association-state-${matchday}`, /^noch nicht hochgeladen$/, "not pushed yet");
  await $(`association-push-${matchday}`).click();
  await waitText(`association-state-${matchday}`, /^eingereicht \(Version 1\)$/, "the server's state");
  await waitText("association-notice", /Spieltag hochgeladen: eingereicht \(Version 1\)/, "said");
  const report = await api(server.base, "GET", `/api/v1/leagues/${league}/groups/Nord/days/1`);
  assert.equal(report.status, 200, JSON.stringify(report.body));
  assert.equal(report.body.state, "submitted");
  await browser.saveScreenshot(join(shots, "association.png"));
});

test("a stopped server is said as not reachable and nothing changes", async () => {
  await stop(server.child);
  await $(`association-push-${matchday}`).click();
  const said = await waitText("association-error", /Server nicht erreichbar/, "not reachable", 30000);
  assert.match(said, /^Server nicht erreichbar – nichts geändert \(/);
  await openAssociation();
  await waitText(`association-state-${matchday}`, /^eingereicht \(Version 1\)$/, "the last answer stays");
  // Standings published meanwhile wait in the outbox; the screen keeps saying why.
  await $("association-live-event").selectByAttribute("value", String(matchday));
  await retype(browser, "live-slug", "nord-offline");
  await $("live-now").click();
  await waitText("live-error", /Server nicht erreichbar/, "not reachable", 30000);
  await openAssociation();
  await waitText("association-published-pending-nord-offline", /^1$/, "the version waits");
  const why = await waitText("association-published-failure-nord-offline", /nicht erreichbar/, "the failure kept in the file");
  assert.match(why, /^\d\d\.\d\d\.\d\d, \d\d:\d\d: der Server http:\/\/127\.0\.0\.1:\d+ ist nicht erreichbar/);
  await browser.saveScreenshot(join(shots, "association-outbox-failure.png"));
  // The server back where the desk knows it (the pulled league is linked to its address).
  server = await startServerOn(Number(new URL(server.base).port), pg.url);
});

test("an event published live is on the server, now and after a change with the follow mode", async () => {
  await openAssociation();
  await $("association-live-event").selectByAttribute("value", String(matchday));
  await retype(browser, "live-slug", "nord-tag-1");
  await $("live-now").click();
  await waitText("live-notice", /Version 1 unter „nord-tag-1“ veröffentlicht/, "published");
  const live = await api(server.base, "GET", "/api/v1/events/nord-tag-1");
  assert.equal(live.status, 200, JSON.stringify(live.body));
  assert.equal(live.body.version, 1);
  assert.equal(live.body.event.standings.length, 12, "every player's standings row");

  await $("live-follow").click();
  await waitText("live-state", /^Läuft: jede Änderung wird veröffentlicht · zuletzt Version 1, wartend: 0$/, "the follow mode runs");
  // A change in the file (another connection: the CLI) is published by the app within seconds.
  skat("event", "update", String(matchday), "--venue", "Clubhaus");
  await waitText("live-state", /zuletzt Version 2, wartend: 0/, "the change published", 20000);
  const again = await api(server.base, "GET", "/api/v1/events/nord-tag-1");
  assert.equal(again.body.version, 2);
  assert.equal(again.body.event.event.venue, "Clubhaus");
  await openAssociation();
  await waitText("association-published-version-nord-tag-1", /^2$/, "the outbox's last version listed");
  await waitText("association-published-pending-nord-tag-1", /^0$/, "nothing pending");
  await browser.saveScreenshot(join(shots, "association-live.png"));
  await $("live-follow").click();
  await waitText("live-state", /^Aus/, "switched off");
});

test("the hub's start part offers live veröffentlichen for its event", async () => {
  await $(`association-open-${matchday}`).click();
  await $("seating-tables").waitForExist({ timeout: 10000 });
  await $("open-hub").click();
  await $("hub-form").waitForExist({ timeout: 10000 });
  await $("hub-live").waitForExist({ timeout: 10000 });
  assert.equal(await $("hub-live-slug").getValue(), "nord-tag-1", "the slug last used for this event");
  await waitText("hub-live-state", /^Aus · zuletzt Version 2, wartend: 0$/, "its state");
  await browser.saveScreenshot(join(shots, "hub-live.png"));
});

test("opening another data file switches the follow mode off (issue 23)", async () => {
  await openAssociation();
  await $("association-live-event").selectByAttribute("value", String(matchday));
  await retype(browser, "live-slug", "nord-tag-1");
  await $("live-follow").click();
  await waitText("live-state", /^Läuft/, "the follow mode runs");
  const other = join(data, "anderer-verein.db");
  execFileSync(cli, ["--db", other, "event", "list"]);
  await $("nav-settings").click();
  await browser.$("button=Andere Datei öffnen …").click();
  answerDialog("Andere Datei öffnen", other, "open");
  const open = $("settings-open-file");
  await browser.waitUntil(async () => (await open.getText()).endsWith("anderer-verein.db"), { timeout: 10000, timeoutMsg: "the other file is open" });
  // Back to the first file: the follow mode did not go on publishing it meanwhile.
  await browser.$("button=Standarddatei verwenden").click();
  await browser.waitUntil(async () => (await open.getText()).endsWith("skatblock/skatblock.db"), { timeout: 10000, timeoutMsg: "the first file again" });
  await openAssociation();
  await $("association-live-event").selectByAttribute("value", String(matchday));
  await waitText("live-state", /^Aus/, "switched off when another file was opened");
});

test("a team the association dropped is said when the league is pulled again (issue 23)", async () => {
  let teams = "group,team,club,player_id,first_name,last_name,role\n";
  for (const [team, club, players] of TEAMS.slice(0, 3)) players.forEach((p) => (teams += `Nord,${team},${club},${p},Vor${p},Nach${p},regular\n`));
  const put = await api(server.base, "PUT", `/api/v1/leagues/${league}/teams`, admin, teams, "text/csv");
  assert.equal(put.status, 200, JSON.stringify(put.body));
  await openAssociation();
  await retype(browser, "association-league", String(league));
  await $("association-pull").click();
  const said = await waitText("association-notice", /aktualisiert/, "pulled again");
  assert.match(said, /Nicht mehr auf dem Server, aber behalten, weil sie hier schon Spieltage haben \(Kader geleert\): Gelb 1\./);
  await browser.saveScreenshot(join(shots, "association-dropped-team.png"));
});
