// The first start on a new computer: an empty data folder. The start screen says what to do
// first and opens a demo data file of its own (issue 9). Run by `make e2e` after app.test.mjs
// (one file at a time: both use tauri-driver's port).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { remote } from "webdriverio";

const root = resolve(import.meta.dirname, "../..");
const app = join(root, "target/debug/skatblock-app");
const [width, height] = (process.env.E2E_WINDOW ?? "1280x800").split("x").map(Number);
const shots = join(root, "target/screenshots", `${width}x${height}`);
const data = mkdtempSync(join(tmpdir(), "skatblock-first-"));

let driver;
let browser;

before(async () => {
  mkdirSync(shots, { recursive: true });
  driver = spawn("tauri-driver", [], { stdio: "ignore", env: { ...process.env, XDG_DATA_HOME: data, XDG_CONFIG_HOME: join(data, "config") } });
  await new Promise((r) => setTimeout(r, 1500));
  browser = await remote({
    hostname: "127.0.0.1",
    port: 4444,
    logLevel: "error",
    capabilities: { "tauri:options": { application: app } },
  });
  await browser.setWindowSize(width, height);
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
  driver?.kill();
});

test("a new data file says what to do first and offers a demo in a file of its own", async () => {
  const steps = await browser.$('[data-testid="first-steps"]');
  await steps.waitForExist({ timeout: 15000 });
  const text = await steps.getText();
  assert.match(text, /Erste Schritte/);
  assert.ok(await browser.$('[data-testid="first-players"]').isExisting(), "a way to the players");
  assert.ok(await browser.$('[data-testid="first-event"]').isExisting(), "a way to a new event");
  await browser.saveScreenshot(join(shots, "start-empty.png"));

  await browser.$('[data-testid="open-demo"]').click();
  const path = await browser.$('[data-testid="db-path"]');
  await browser.waitUntil(async () => /skatblock\/demo\.db$/.test(await path.getText()), { timeout: 15000, timeoutMsg: "the demo file opens" });
  const demoEvent = await browser.$('[data-testid="event-1"]');
  await demoEvent.waitForExist({ timeout: 5000 });
  assert.match(await demoEvent.getText(), /Demo-Preisskat/);
  assert.ok(await browser.$('[data-testid="demo-note"]').isExisting(), "the screen says this is the demo file");
  await browser.saveScreenshot(join(shots, "start-demo.png"));
  assert.ok(existsSync(join(data, "skatblock", "demo.db")), "the demo is a file of its own");
});
