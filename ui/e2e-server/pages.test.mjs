// The association server's pages in a real browser (issue 23, item 4): Debian's Chromium
// through chromedriver and WebdriverIO against `skatblock-server serve` on its own
// PostgreSQL. A league of two groups is set up through the API and a day of each uploaded;
// the league page shows both tables with the provisional mark in German and English, the
// match report reads, the group leader signs in and approves, a captain confirms and
// protests, a form without the CSRF token is refused, a team named with markup shows as text,
// and the live event page follows a new version within 2 s without a reload.
// Screenshots go to target/screenshots/server/.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fitViewport, openBrowser, startChromedriver, stopAll as stopBrowsers } from "../e2e-hub/hub.mjs";
import { api, root, startPostgres, startServer, stopAll, token } from "./server.mjs";

const shots = join(root, "target/screenshots/server");
const EVIL = "<img src=x onerror=alert(1)>";
const GROUPS = {
  Nord: ["Grün 1", "Rot 1", "Blau 1", "Gelb 1"],
  "Süd": ["Adler 1", EVIL, "Eiche 1", "Falke 1"],
};
const CLUB = (team) => `Verein ${team.replace(/[^A-Za-zÄÖÜäöü0-9]/g, "") || "X"}`;
const players = (g, t) => [1, 2, 3].map((p) => `${g === "Nord" ? 1 : 2}${t}${p}`);

let pg;
let server;
let driver;
let browser;
let league;
const tokens = {};

/** JSON with sorted keys and no spaces, as the package id is taken over. */
function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(",")}}`;
  }
  return JSON.stringify(v);
}

/** A day's package of `group`: in series s each team at its own 3-table, every player one won
 * game of `points[s][team]` list points; a 3-table without lost games gives no bonus, so each
 * total is points + 50 (B.1.3). */
function dayPackage(group, day, points) {
  const series = points.map((perTeam, s) => ({
    series: s + 1,
    tables: GROUPS[group].map((_, t) => {
      const ids = players(group, t);
      return {
        table: t + 1,
        seats: ids.map((p, i) => ({ seat: i + 1, player_id: p })),
        totals: ids.map((p) => ({ player_id: p, points: perTeam[t], won: 1, lost: 0 })),
        results: ids.map((p) => ({ player_id: p, total: perTeam[t] + 50, won: 1, lost: 0 })),
        signature: null,
      };
    }),
  }));
  const p = { league, group, day, date: "2026-09-12", venue: "Vereinsheim", series };
  p.package_id = createHash("sha256").update(canonical(p), "utf8").digest("hex");
  return p;
}

async function shot(name, width, height) {
  mkdirSync(shots, { recursive: true });
  await fitViewport(browser, width, height);
  await browser.saveScreenshot(join(shots, `${name}-${width}x${height}.png`));
}

/** Screenshots of the page at 1280 × 800 and 1024 × 768. */
async function shots2(name) {
  await shot(name, 1280, 800);
  await shot(name, 1024, 768);
  await fitViewport(browser, 1280, 800);
}

const text = () => browser.execute(() => document.body.innerText);
const open = (path) => browser.url(server.base + path);
const dayState = async (group) =>
  (await api(server.base, "GET", `/api/v1/leagues/${league}/groups/${encodeURIComponent(group)}/days/1`)).body.state;

before(async () => {
  pg = await startPostgres();
  server = await startServer(pg.url, "--binding-days", "14");
  const admin = token(pg.url, "--role", "admin", "--name", "Vorstand");
  const made = await api(server.base, "POST", "/api/v1/leagues", admin, {
    name: "Verbandsliga Nordwest", season: "2026/27", series_per_day: 2, unit: "series", promote: 1, relegate: 1,
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  league = made.body.id;
  let csv = "group,team,club,player_id,first_name,last_name,role\n";
  for (const [g, teams] of Object.entries(GROUPS)) {
    teams.forEach((team, t) => {
      players(g, t).forEach((p) => {
        csv += `${g},${team},${CLUB(team)},${p},Vorname${p},Spieler ${p},regular\n`;
      });
    });
  }
  const put = await api(server.base, "PUT", `/api/v1/leagues/${league}/teams`, admin, csv, "text/csv");
  assert.equal(put.status, 200, JSON.stringify(put.body));
  let schedule = "group,day,date,host_team\n";
  for (const [g, teams] of Object.entries(GROUPS)) {
    schedule += `${g},1,2026-09-12,${teams[0]}\n${g},2,2026-10-10,${teams[1]}\n`;
  }
  const sched = await api(server.base, "PUT", `/api/v1/leagues/${league}/schedule`, admin, schedule, "text/csv");
  assert.equal(sched.status, 200, JSON.stringify(sched.body));
  const points = { Nord: [[100, 50, 0, -50], [0, 100, 50, -50]], "Süd": [[20, 90, 10, 0], [60, 30, 0, 10]] };
  for (const g of Object.keys(GROUPS)) {
    const club = token(pg.url, "--role", "club", "--club", CLUB(GROUPS[g][0]), "--name", `club ${g}`);
    const path = `/api/v1/leagues/${league}/groups/${encodeURIComponent(g)}/days/1`;
    const up = await api(server.base, "PUT", path, club, dayPackage(g, 1, points[g]));
    assert.equal(up.status, 200, JSON.stringify(up.body));
    assert.equal(up.body.state, "submitted");
  }
  tokens.leader = token(pg.url, "--role", "group-leader", "--league", String(league), "--group", "Nord", "--name", "Staffelleiter Nord");
  tokens.leaderSouth = token(pg.url, "--role", "group-leader", "--league", String(league), "--group", "Süd", "--name", "Staffelleiter Süd");
  tokens.captain = token(pg.url, "--role", "captain", "--league", String(league), "--team", "Adler 1", "--name", "Kapitän Adler");
  tokens.club = token(pg.url, "--role", "club", "--club", "SC Live", "--name", "club live");
  driver = await startChromedriver();
  browser = await openBrowser(driver, 1280, 800);
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
  await stopBrowsers();
  await stopAll();
  await pg?.remove();
});

test("every page sends a strict CSP, nosniff and no referrer", async () => {
  for (const path of ["/", `/leagues/${league}`, `/leagues/${league}/groups/Nord/days/1`, "/signin", "/nope"]) {
    const res = await fetch(server.base + path);
    const csp = res.headers.get("content-security-policy");
    assert.ok(csp, path);
    for (const d of csp.split(";").map((s) => s.trim()).filter((s) => /^(script|default)-src/.test(s))) {
      for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "*"]) assert.ok(!d.split(" ").includes(bad), `${path}: ${csp}`);
    }
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    assert.equal(res.headers.get("referrer-policy"), "no-referrer");
  }
});

test("the start page lists the league and the league page both groups' tables, provisional, in German and English", async () => {
  await open("/");
  assert.match(await text(), /Verbandsliga Nordwest/);
  await shots2("start");
  await browser.$("=Verbandsliga Nordwest").click();
  await browser.waitUntil(async () => (await browser.getUrl()).endsWith(`/leagues/${league}`));
  const de = await text();
  assert.match(de, /Nord/);
  assert.match(de, /Süd/);
  assert.equal(await browser.$$("table.league").length, 2);
  assert.ok((await browser.$$("tr.provisional").length) === 8, "every team played a non-binding day");
  assert.match(de, /vorläufig/);
  // The team named with markup is text: no image element, its name as written.
  assert.ok(de.includes(EVIL));
  assert.equal(await browser.execute(() => document.querySelectorAll("img").length), 0);
  await shots2("league-de");
  await shot("league-de", 390, 844);
  await fitViewport(browser, 1280, 800);
  await browser.$("=English").click();
  await browser.waitUntil(async () => (await browser.getUrl()).includes("lang=en"));
  const en = await text();
  assert.match(en, /provisional/);
  assert.doesNotMatch(en, /vorläufig/);
  await shots2("league-en");
  await shot("league-en", 390, 844);
  await fitViewport(browser, 1280, 800);
});

test("the match report shows each series' teams and players", async () => {
  await open(`/leagues/${league}`);
  const links = await browser.$$("ul.days a");
  await links[0].click();
  await browser.waitUntil(async () => (await browser.getUrl()).includes("/groups/Nord/days/1"));
  const report = await text();
  assert.match(report, /Serie 1/);
  assert.match(report, /Serie 2/);
  assert.match(report, /Spieler 101/);
  assert.match(report, /eingereicht/);
  await shots2("report");
  await open(`/leagues/${league}/groups/S%C3%BCd/days/1?lang=en`);
  assert.ok((await text()).includes(EVIL));
  assert.equal(await browser.execute(() => document.querySelectorAll("img").length), 0);
  await open(`/leagues/${league}/groups/Nord/days/7`);
  assert.match(await text(), /Nicht gefunden/);
  await shots2("not-found");
});

async function signIn(tok) {
  await open("/signin");
  await browser.$("#token").setValue(tok);
  await browser.$("form.signin button").click();
  await browser.waitUntil(async () => (await browser.getUrl()).endsWith("/staff"));
}

async function signOut() {
  await browser.$("form.signout button").click();
  await browser.waitUntil(async () => !(await browser.getUrl()).includes("/staff"));
}

test("the group leader signs in with a token and approves a day; a form without the CSRF token is refused", async () => {
  await open("/signin");
  await shots2("signin");
  await signIn(tokens.leader);
  assert.match(await text(), /Staffelleiter Nord/);
  await shots2("staff-leader");
  const status = await browser.executeAsync((path, done) => {
    fetch(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" })
      .then((r) => done(r.status))
      .catch(() => done(0));
  }, `/staff/leagues/${league}/groups/Nord/days/1/approve`);
  assert.equal(status, 403);
  assert.equal(await dayState("Nord"), "submitted");
  await browser.$("button[value=approve]").click();
  await browser.waitUntil(async () => (await browser.getUrl()).includes("outcome=approved"));
  assert.match(await text(), /jetzt freigegeben/);
  assert.equal(await dayState("Nord"), "approved");
  await shots2("staff-approved");
  await signOut();
});

test("a captain confirms, then protests with a reason; the group leader sees who and why", async () => {
  await signIn(tokens.captain);
  await browser.$("button[value=confirm]").click();
  await browser.waitUntil(async () => (await browser.getUrl()).includes("outcome=submitted"));
  assert.equal(await dayState("Süd"), "submitted");
  await shots2("staff-captain");
  await browser.$("input[name=reason]").setValue("Tisch 2: Liste falsch addiert");
  await browser.$("button[value=protest]").click();
  await browser.waitUntil(async () => (await browser.getUrl()).includes("outcome=protested"));
  assert.match(await text(), /Einspruch/);
  assert.equal(await dayState("Süd"), "protested");
  await signOut();
  await signIn(tokens.leaderSouth);
  assert.equal(await browser.$("div.reason").getText(), "Kapitän Adler: „Tisch 2: Liste falsch addiert“");
  await shots2("staff-leader-protest");
  await signOut();
});

test("the live event page follows a new version within 2 s without a reload", async () => {
  const row = (rank, name, total) => ({
    rank, player_id: String(rank), name, club: "SC Live", points: total - 50, won: 1, lost: 0, opponents_lost: 0, total, lot_required: false,
  });
  const put = (version, rows) =>
    api(server.base, "PUT", "/api/v1/events/kreis-2026", tokens.club, {
      version, event: { event: { name: "Kreismeisterschaft 2026", date: "2026-11-26", venue: "Saal", series: 2 }, standings: rows },
    });
  assert.equal((await put(1, [row(1, "Anna Alt", 900), row(2, "Bernd Bauer", 700)])).status, 200);
  await open("/events/kreis-2026");
  assert.match(await text(), /Anna Alt/);
  await browser.execute(() => {
    window.__stillHere = true;
  });
  await shots2("live");
  const sent = Date.now();
  assert.equal((await put(2, [row(1, "Bernd Bauer", 1200), row(2, EVIL, 900)])).status, 200);
  await browser.waitUntil(async () => (await text()).includes("1200"), { timeout: 2000, interval: 100 });
  assert.ok(Date.now() - sent <= 2000);
  assert.equal(await browser.execute(() => window.__stillHere === true), true, "no reload");
  assert.ok((await text()).includes(EVIL));
  assert.equal(await browser.execute(() => document.querySelectorAll("img").length), 0);
  await shots2("live-updated");
  await open("/?lang=en");
  assert.match(await text(), /Kreismeisterschaft 2026/);
});
