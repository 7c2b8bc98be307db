// The first start on a new computer: an empty data folder. The start screen says what to do
// first and opens a demo data file of its own (issue 9). Run by `make e2e` after app.test.mjs
// (one file at a time: both use tauri-driver's port).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeWindow, openWindow, shots } from "./window.mjs";

const data = mkdtempSync(join(tmpdir(), "skatblock-first-"));

let window;
let browser;

before(async () => {
  mkdirSync(shots, { recursive: true });
  window = await openWindow(data);
  browser = window.browser;
});

after(() => closeWindow(window));

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
