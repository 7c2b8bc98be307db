// What the association server's browser and app tests need around them: their own
// PostgreSQL 15 in a temporary folder on a free port (as the `postgres` user when run as
// root, where initdb refuses to run), the server migrated and serving on a free port, tokens
// made through its CLI — and the end of every process started here, by its id, also when a
// test fails.
import { execFileSync, spawn } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");
export const serverBin = join(root, "target/debug/skatblock-server");
export const cli = join(root, "target/debug/skatblock");
const PG = "/usr/lib/postgresql/15/bin";

/** The processes this run started, ended by `stopAll` (and on exit) by their ids. */
const started = new Set();

function track(child) {
  started.add(child);
  child.once("exit", () => started.delete(child));
  return child;
}

process.once("exit", () => {
  for (const child of started) {
    try {
      process.kill(child.pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
});

/** Ends a child this run started: SIGTERM to its id, SIGKILL after `grace` ms. */
export async function stop(child, grace = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  try {
    process.kill(child.pid, "SIGTERM");
  } catch {
    // Gone already.
  }
  const timer = setTimeout(() => {
    try {
      process.kill(child.pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }, grace);
  await exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...started].map((c) => stop(c)));
}

const root_user = process.getuid() === 0;

/** `program args` as the postgres user when this runs as root (setpriv execs, so the
 * child's id is the program's own). */
function asPostgres(program, args) {
  return root_user
    ? ["setpriv", ["--reuid=postgres", "--regid=postgres", "--clear-groups", "--", program, ...args]]
    : [program, args];
}

export function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

async function waitForPort(port, what, ms = 30000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const open = await new Promise((ok) => {
      const s = connect(port, "127.0.0.1");
      s.once("connect", () => {
        s.end();
        ok(true);
      });
      s.once("error", () => ok(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A PostgreSQL of its own: `{url, child, dir}`; `stop(child)` ends it. */
export async function startPostgres() {
  const dir = mkdtempSync(join(tmpdir(), "skatblock-pg-"));
  if (root_user) {
    const id = (flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const data = join(dir, "data");
  const [initdb, initArgs] = asPostgres(`${PG}/initdb`, ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  execFileSync(initdb, initArgs, { stdio: "ignore" });
  const port = await freePort();
  const [postgres, args] = asPostgres(`${PG}/postgres`, [
    "-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off",
  ]);
  const child = track(spawn(postgres, args, { stdio: "ignore" }));
  await waitForPort(port, "postgres");
  // Accepting connections comes a moment after listening.
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; ; i++) {
    try {
      execFileSync(serverBin, ["migrate", "--database", url], { stdio: "ignore" });
      break;
    } catch (e) {
      if (i > 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    child,
    async remove() {
      await stop(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `skatblock-server serve` on `url` at a free port: `{base, child}`. */
export async function startServer(url, ...extra) {
  return startServerOn(await freePort(), url, ...extra);
}

/** A `serve` process on `port` (a server restarted where its desks know it). */
export async function startServerOn(port, url, ...extra) {
  const child = track(
    spawn(serverBin, ["serve", "--database", url, "--listen", `127.0.0.1:${port}`, ...extra], { stdio: "ignore" }),
  );
  await waitForPort(port, "skatblock-server");
  return { base: `http://127.0.0.1:${port}`, child };
}

/** A token of `role` made by the server's CLI: `--name NAME` and the scope options. */
export function token(url, ...args) {
  const out = execFileSync(serverBin, ["token", "create", "--database", url, ...args], { encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").pop()).token;
}

/** A JSON request to the server's API with a token; resolves to `{status, body}`. */
export async function api(base, method, path, tok, body, type = "application/json") {
  const answer = await fetch(base + path, {
    method,
    headers: { ...(tok ? { authorization: `Bearer ${tok}` } : {}), ...(body === undefined ? {} : { "content-type": type }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await answer.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the text.
  }
  return { status: answer.status, body: parsed };
}
