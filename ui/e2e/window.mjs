// The real app window for the WebDriver tests: tauri-driver (WebKitWebDriver) drives
// target/debug/skatblock-app with its data and settings in `data`. Each window has its own
// tauri-driver on free ports, so runs in other folders (or a CI beside a developer) never meet.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { join, resolve } from "node:path";
import { remote } from "webdriverio";

export const root = resolve(import.meta.dirname, "../..");
const app = join(root, "target/debug/skatblock-app");
// The window size of the run (E2E_WINDOW=1024x768 for the small-laptop screenshots).
export const [width, height] = (process.env.E2E_WINDOW ?? "1280x800").split("x").map(Number);
export const shots = join(root, "target/screenshots", `${width}x${height}`);

/** Resolves once something accepts connections on loopback `port`; rejects when `child` exits
 * first or after 30 s. */
async function listening(port, child) {
  const deadline = Date.now() + 30000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`tauri-driver ended before listening on ${port}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after 30 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts tauri-driver (this process's child, ended by `closeWindow`) and opens the window. */
export async function openWindow(data) {
  const [port, nativePort] = [await freePort(), await freePort()];
  const args = ["--port", String(port), "--native-port", String(nativePort)];
  const driver = spawn("tauri-driver", args, { stdio: "ignore", env: { ...process.env, XDG_DATA_HOME: data, XDG_CONFIG_HOME: join(data, "config") } });
  // tauri-driver and the WebKitWebDriver it starts both take connections.
  await listening(port, driver);
  await listening(nativePort, driver);
  const browser = await remote({
    hostname: "127.0.0.1",
    port,
    logLevel: "error",
    capabilities: { "tauri:options": { application: app } },
  });
  await browser.setWindowSize(width, height);
  return { driver, browser, data };
}

/** Closes the window, ends the tauri-driver this process started and removes the run's data
 * folder (kept with E2E_DEBUG=1, where the tests leave their debugging screenshots). */
export async function closeWindow(window) {
  await window?.browser?.deleteSession().catch(() => {});
  const driver = window?.driver;
  if (driver && driver.exitCode === null && driver.signalCode === null) {
    const exited = new Promise((r) => driver.once("exit", r));
    driver.kill();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
  // The app may still be writing its last files (WebKit's caches, the settings) while it
  // closes after the session: removing the folder is retried for up to ~5 s before it fails.
  if (window?.data && !process.env.E2E_DEBUG) rmSync(window.data, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/** Answers the native file dialog titled `title` (GTK, under Xvfb) with `path`: focus it, type
 * the whole path into its name field (a save dialog) or location field (an open dialog), Enter. */
export function answerDialog(title, path, kind = "save") {
  const visible = () => {
    try {
      return execFileSync("xdotool", ["search", "--onlyvisible", "--name", `^${title}$`], { encoding: "utf8" }).trim().split("\n")[0];
    } catch {
      return null; // xdotool exits 1 when no window matches: the dialog has closed.
    }
  };
  execFileSync("xdotool", ["search", "--sync", "--onlyvisible", "--name", `^${title}$`]);
  // GTK's file chooser sometimes takes the first keys before it is ready, or its completion
  // swallows the Enter: answer again while the dialog is still open.
  for (let attempt = 0; attempt < 4; attempt++) {
    const found = visible();
    if (!found) return;
    execFileSync("xdotool", ["windowfocus", "--sync", found]);
    execFileSync("sleep", ["0.5"]);
    if (kind === "open") execFileSync("xdotool", ["key", "--clearmodifiers", "ctrl+l"]);
    execFileSync("xdotool", ["key", "--clearmodifiers", "ctrl+a"]);
    execFileSync("xdotool", ["type", "--delay", "10", path]);
    execFileSync("sleep", ["0.3"]);
    execFileSync("xdotool", ["key", "Return"]);
    for (let wait = 0; wait < 10 && visible(); wait++) execFileSync("sleep", ["0.3"]);
  }
  if (visible()) throw new Error(`the dialog "${title}" did not take ${path}`);
}

/** A port nobody listens on (the system's pick, closed again). */
export async function freePort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

/** Empties the field `testid` of the window as a user does (select all, Backspace) and types `text`. */
export async function retype(browser, testid, text) {
  const field = browser.$(`[data-testid="${testid}"]`);
  await field.click();
  await browser.keys(["Control", "a"]);
  await browser.keys("Backspace");
  await field.addValue(text);
}
