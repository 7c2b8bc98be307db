// Scripted timings of the release app in its real window (run by scripts/bench-app.sh, never
// by the tests): standings of a full-size event rendered, and games entered until their row
// and every total are on screen. The figures are the window's own User Timing measures.
import { spawn, execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { remote } from "webdriverio";

const root = resolve(import.meta.dirname, "../..");
const app = join(root, "target/release/skatblock-app");
const cli = join(root, "target/release/skatblock");
const db = process.env.BENCH_DB;
const skat = (...args) => execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });

function summary(label, values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`${label}: median ${median.toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms (${values.length} runs)`);
}

const measures = (name) => browser.execute((n) => performance.getEntriesByName(n).map((e) => e.duration), name);

const driver = spawn("tauri-driver", [], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 1500));
const browser = await remote({ hostname: "127.0.0.1", port: 4444, logLevel: "error", capabilities: { "tauri:options": { application: app } } });
globalThis.browser = browser;
try {
  await browser.setWindowSize(1280, 800);
  await browser.$('[data-testid="event-1"]').waitForExist({ timeout: 20000 });
  await browser.$('[data-testid="event-1"]').click();
  await browser.$('[data-testid="standings"]').waitForExist({ timeout: 20000 });
  const select = browser.$('[data-testid="series"]');
  for (let i = 0; i < 10; i++) {
    await select.selectByIndex(i % 2 === 0 ? 1 : 0);
    await browser.waitUntil(async () => (await measures("skatblock:standings")).length >= i + 2, { timeout: 20000 });
  }
  const ipc = [];
  for (let i = 0; i < 10; i++) {
    ipc.push(
      await browser.executeAsync((done) => {
        const t0 = performance.now();
        window.__TAURI_INTERNALS__.invoke("standings", { input: { event: 1, series: null } }).then(() => done(performance.now() - t0));
      }),
    );
  }
  summary("standings command alone (library + IPC, no rendering)", ipc);
  const rows = (await browser.$$('[data-testid="standings"] tbody tr')).length;
  summary(`standings rendered (${rows} rows on screen, alternating overall / series 1)`, await measures("skatblock:standings"));

  await browser.$('[data-testid="nav-start"]').click();
  await browser.$('[data-testid="open-default"]').click();
  await browser.$('[data-testid="event-2"]').click();
  await browser.$('[data-testid="nav-sheet"]').click();
  const entry = browser.$('[data-testid="entry"]');
  await entry.waitForExist({ timeout: 10000 });
  for (let game = 1; game <= 24; game++) {
    const dealer = (game - 1) % 4;
    const seat = ((dealer + 1) % 4) + 1;
    await browser.$('[data-testid="entry-declarer"]').addValue(String(seat));
    await browser.$('[data-testid="entry-contract"]').addValue("G");
    await browser.$('[data-testid="entry-matadors"]').setValue("2");
    await browser.$('[data-testid="entry-points"]').setValue(String(40 + game));
    await browser.$('[data-testid="entry-bid"]').addValue("\uE007");
    await browser.waitUntil(async () => (await measures("skatblock:entry")).length === game, { timeout: 10000 });
  }
  summary("game entered → row value, running totals and foot on screen", await measures("skatblock:entry"));
} finally {
  await browser.deleteSession().catch(() => {});
  driver.kill();
}
