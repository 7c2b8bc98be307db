// End-to-end test of a league pulled from the association (issue 23) on the Liga screen, in the
// real window: the server (on its own PostgreSQL) has the league, its teams and its schedule;
// the desk pulls it with the CLI; on the Spieltage tab the form takes each day's date and host
// team from the pulled schedule and says so; the match day created in the window carries that
// date. Screenshot at the run's window size (E2E_WINDOW).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeWindow, openWindow, shots } from "./window.mjs";
import { api, cli, startPostgres, startServer, stopAll, token } from "../e2e-server/server.mjs";

const data = mkdtempSync(join(tmpdir(), "skatblock-desk-schedule-"));
const db = join(data, "skatblock", "skatblock.db");
const tokenFile = join(data, "club-token.txt");

let window;
let browser;
let pg;
let server;

const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
const $ = (testid) => browser.$(`[data-testid="${testid}"]`);

before(async () => {
  mkdirSync(join(data, "skatblock"), { recursive: true });
  mkdirSync(shots, { recursive: true });
  pg = await startPostgres();
  server = await startServer(pg.url);
  const admin = token(pg.url, "--role", "admin", "--name", "e2e-admin");
  writeFileSync(tokenFile, token(pg.url, "--role", "club", "--club", "SC Grün", "--name", "e2e-gruen") + "\n");
  const made = await api(server.base, "POST", "/api/v1/leagues", admin, { name: "Bezirksliga Süd", season: 2026, series_per_day: 1, unit: "series", promote: 1, relegate: 0 });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const league = made.body.id;
  let teams = "group,team,club,player_id,first_name,last_name,role\n";
  const clubs = [["Grün 1", "SC Grün"], ["Rot 1", "SV Rot"], ["Blau 1", "Blau-Weiß"]];
  clubs.forEach(([team, club], t) => [1, 2, 3].forEach((p) => (teams += `Süd,${team},${club},${100 * (t + 1) + p},Vor${p},Nach${t}${p},regular\n`)));
  assert.equal((await api(server.base, "PUT", `/api/v1/leagues/${league}/teams`, admin, teams, "text/csv")).status, 200);
  const schedule = "group,day,date,host_team\nSüd,1,2026-09-19,Rot 1\nSüd,2,2026-10-24,Blau 1\n";
  assert.equal((await api(server.base, "PUT", `/api/v1/leagues/${league}/schedule`, admin, schedule, "text/csv")).status, 200);
  const pulled = skat("sync", "pull", String(league), "--server", server.base, "--token-file", tokenFile);
  assert.equal(pulled.trim().split("\n").pop(), "1", "the local id of the league pulled");
  window = await openWindow(data);
  browser = window.browser;
  await $("db-path").waitForExist({ timeout: 15000 });
});

after(async () => {
  await closeWindow(window);
  await pg?.remove();
  await stopAll();
});

test("the match day form takes the date and host from the pulled schedule", async () => {
  await $("nav-league").click();
  await $("league-tab-days").waitForExist({ timeout: 10000 });
  await $("league-tab-days").click();
  await $("matchday-form").waitForExist({ timeout: 5000 });
  const hint = await $("matchday-scheduled");
  await hint.waitForExist({ timeout: 5000, timeoutMsg: "the schedule's day 1 is said" });
  assert.equal(await hint.getText(), "Laut Spielplan des Verbands: 19.09.2026, Ausrichter Rot 1");
  assert.equal(await $("matchday-venue").getValue(), "Rot 1");
  await browser.saveScreenshot(join(shots, "league-scheduled.png"));
  await $("matchday-create").click();
  await browser.waitUntil(async () => (await browser.$$('[data-testid="matchdays-Süd"] tr')).length === 1, { timeout: 5000, timeoutMsg: "day 1 created" });
  // The next free day is 2: the form follows the schedule to its date and host.
  await browser.waitUntil(async () => (await $("matchday-day").getValue()) === "2", { timeout: 5000 });
  await browser.waitUntil(async () => (await $("matchday-scheduled").getText()).includes("24.10.2026, Ausrichter Blau 1"), { timeout: 5000 });
  const events = skat("event", "list");
  assert.match(events, /2026-09-19\s+Bezirksliga Süd – Süd – 1\. Spieltag/);
  assert.equal(JSON.parse(skat("event", "show", "1")).venue, "Rot 1");
});
