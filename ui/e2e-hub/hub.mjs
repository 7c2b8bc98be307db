// What the hub's browser tests need around the browser: the skatblock CLI, a running hub,
// a proxy between browser and hub that can cut the network, chromedriver over Debian's
// Chromium (never downloaded), and the end of every process started here, by its id, also
// when a test fails.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createServer, connect } from "node:net";
import { join, resolve } from "node:path";
import { remote } from "webdriverio";

export const root = resolve(import.meta.dirname, "../..");
export const cli = join(root, "target/debug/skatblock");
export const shots = join(root, "target/screenshots/hub");
export const CHROMIUM = "/usr/bin/chromium";
export const CHROMEDRIVER = "/usr/bin/chromedriver";

/** The processes this run started, ended by `stopAll` (and on exit) by their ids. */
const started = new Set();

function track(child) {
  started.add(child);
  child.once("exit", () => started.delete(child));
  return child;
}

/** Ends a child this run started: SIGTERM to its id (its process group when it leads one),
 * SIGKILL after `grace` ms. */
export async function stop(child, grace = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  const signal = (sig) => {
    try {
      process.kill(child.leadsGroup ? -child.pid : child.pid, sig);
    } catch {
      // Gone already.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), grace);
  await exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...started].map((c) => stop(c)));
}

process.once("exit", () => {
  for (const child of started) {
    try {
      process.kill(child.leadsGroup ? -child.pid : child.pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
});

/** The skatblock CLI on `db`. */
export function skatblock(db, ...args) {
  return execFileSync(cli, ["--db", db, ...args], { encoding: "utf8" });
}

/** The engine's results of Skat games (`skatblock score`), one per record. */
export function score(records) {
  const out = execFileSync(cli, ["score"], { input: records.map((r) => JSON.stringify(r)).join("\n") + "\n", encoding: "utf8" });
  return out.trim().split("\n").map((line) => JSON.parse(line));
}

/** The engine's results of Schafkopf games under `tariff` (`skatblock schafkopf score`), one
 * per record. */
export function schafkopfScore(records, tariff) {
  const input = records.map((r) => JSON.stringify(r)).join("\n") + "\n";
  const out = execFileSync(cli, ["schafkopf", "score", "--tariff", tariff], { input, encoding: "utf8" });
  return out.trim().split("\n").map((line) => JSON.parse(line));
}

/** A free TCP port on the loopback. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** The hub of `event` on a free loopback port: `{child, address}` once it says its address. */
export async function startHub(db, event) {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: cargo build --bin skatblock`);
  const child = track(spawn(cli, ["--db", db, "hub", String(event), "--listen", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "pipe"] }));
  let said = "";
  const address = await new Promise((resolveAddress, reject) => {
    const timer = setTimeout(() => reject(new Error(`the hub said no address: ${said}`)), 15000);
    child.stdout.on("data", (chunk) => {
      said += chunk;
      const m = /http:\/\/(\S+)/.exec(said);
      if (m) {
        clearTimeout(timer);
        resolveAddress(m[1]);
      }
    });
    child.stderr.on("data", (chunk) => (said += chunk));
    child.once("exit", (code) => reject(new Error(`the hub ended (${code}): ${said}`)));
  });
  return { child, address, url: `http://${address}` };
}

/** A TCP proxy on a free port to `target` ("host:port"). `cut()` drops every connection and
 * every new one at once (a phone that lost the Wi-Fi); `restore()` lets them through again. */
export async function startProxy(target) {
  const [host, port] = [target.slice(0, target.lastIndexOf(":")), Number(target.slice(target.lastIndexOf(":") + 1))];
  const sockets = new Set();
  let cut = false;
  let refused = 0;
  const server = createServer((client) => {
    if (cut) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = connect(port, host);
    const pair = [client, upstream];
    pair.forEach((s) => {
      sockets.add(s);
      s.on("error", () => pair.forEach((x) => x.destroy()));
      s.on("close", () => {
        sockets.delete(s);
        pair.forEach((x) => x.destroy());
      });
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const proxyPort = await new Promise((r) => server.listen(0, "127.0.0.1", () => r(server.address().port)));
  return {
    port: proxyPort,
    url: `http://127.0.0.1:${proxyPort}`,
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      cut = false;
    },
    get refused() {
      return refused;
    },
    close: () => new Promise((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    }),
  };
}

/** chromedriver on a free port (its own process group, so that ending it ends the Chromium
 * it started), ready for a session. */
export async function startChromedriver() {
  for (const path of [CHROMIUM, CHROMEDRIVER]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install chromium chromium-driver`);
  }
  const port = await freePort();
  const child = track(spawn(CHROMEDRIVER, [`--port=${port}`, "--allowed-ips=127.0.0.1"], { stdio: "ignore", detached: true }));
  child.leadsGroup = true;
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if ((await res.json()).value?.ready) return { child, port };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("chromedriver did not start");
}

/** A headless Chromium session of `width` × `height` CSS pixels. */
export async function openBrowser(driver, width, height) {
  const browser = await remote({
    hostname: "127.0.0.1",
    port: driver.port,
    logLevel: "silent",
    capabilities: {
      browserName: "chrome",
      "goog:chromeOptions": {
        binary: CHROMIUM,
        args: [
          "--headless=new", "--no-sandbox", `--window-size=${width},${height}`, "--disable-gpu", "--disable-dev-shm-usage",
          "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--lang=de-DE", "--force-device-scale-factor=1",
          "--hide-scrollbars", "--disable-background-networking", "--disable-component-update", "--disable-sync",
        ],
        prefs: { "intl.accept_languages": "de-DE,de" },
      },
    },
  });
  await fitViewport(browser, width, height);
  return browser;
}

/** Makes the page's viewport `width` × `height` (the window has borders in some modes). */
export async function fitViewport(browser, width, height) {
  await browser.setWindowSize(width, height);
  const inner = await browser.execute(() => [window.innerWidth, window.innerHeight]);
  if (inner[0] !== width || inner[1] !== height) {
    await browser.setWindowSize(width + (width - inner[0]), height + (height - inner[1]));
  }
}

export async function screenshot(browser, name) {
  mkdirSync(shots, { recursive: true });
  await browser.saveScreenshot(join(shots, `${name}.png`));
}

/** JSON from the hub directly (not through the proxy). */
export async function hubJson(hub, path, init = {}) {
  const res = await fetch(`${hub.url}${path}`, { ...init, headers: { "Content-Type": "application/json", "Accept-Language": "de", ...(init.headers ?? {}) } });
  return { status: res.status, body: await res.json() };
}
