// The phone's outbox (issue 12): every game a table enters is kept here first, on the phone
// (IndexedDB), and sent — and sent again — until the hub acknowledges it. The key is the token
// and the game number, so a correction of a game still waiting replaces it, and a body sent
// twice is harmless (the hub answers the same body with the same answer). Nothing here draws
// the page; phone.js shows what the entries say.

/** The longest wait between two attempts. */
export const MAX_WAIT_MS = 15000;

/** The wait before attempt `failures + 1` after `failures` failed ones: 1, 2, 4, 8, 15, 15 … s. */
export function backoff(failures) {
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** Math.max(0, failures));
}

/** The key of a game in the outbox. */
export function entryKey(token, game) {
  return `${token}/${game}`;
}

let revisions = 0;
/** A revision that tells a replaced entry from the one that was sent. */
function revision() {
  revisions += 1;
  return `${Date.now().toString(36)}-${revisions}-${Math.random().toString(36).slice(2, 8)}`;
}

/** What the hub's answer to a `PUT …/games/{n}` means for the outbox entry. */
export function outcomeOf(reply) {
  const s = reply.status;
  if (s === 200) return { kind: "stored", answer: reply.body };
  if (s === 409) return { kind: "conflict", conflict: reply.body };
  if (s === 423) return { kind: "locked", error: reply.body };
  if (s === 401) return { kind: "unauthorized", error: reply.body };
  if (s === 400 || s === 413 || s === 422) return { kind: "refused", error: reply.body };
  if (s === 429) return { kind: "wait", after: reply.retryAfter ?? 1000 };
  // No answer, a timeout, a hub that is stopping or a proxy between: try again later.
  return { kind: "wait", after: null };
}

/** The outbox over a store of entries (`all`, `put`, `delete`): IndexedDB on the phone, a map
 * in tests and where the browser keeps nothing. */
export class Outbox {
  constructor(store) {
    this.store = store;
  }

  /** The entries of a table, in game order. */
  async list(token) {
    const all = await this.store.all();
    return all.filter((e) => e.token === token).sort((a, b) => a.game - b.game);
  }

  async get(token, game) {
    return (await this.list(token)).find((e) => e.game === game) ?? null;
  }

  /** Keeps a game to send: `body` is the PUT body `{declarer, record, base_version}`. A game
   * already in the outbox is replaced (whatever its state); `extra` is kept along (the value
   * previewed while typing, for the list). */
  async enqueue(token, game, body, extra = {}) {
    const entry = { key: entryKey(token, game), token, game, body, state: "pending", rev: revision(), queued: Date.now(), ...extra };
    await this.store.put(entry);
    return entry;
  }

  async remove(token, game) {
    await this.store.delete(entryKey(token, game));
  }

  /** Changes an entry, but only the revision given: a replaced entry is left as it is. */
  async update(entry, patch) {
    const current = await this.get(entry.token, entry.game);
    if (!current || current.rev !== entry.rev) return null;
    const next = { ...current, ...patch };
    await this.store.put(next);
    return next;
  }

  /** Sends the conflicting game again on the version the hub has now ("send mine"). */
  async resend(entry, version) {
    return this.update(entry, { state: "pending", body: { ...entry.body, base_version: version }, conflict: undefined, error: undefined });
  }
}

/** How many entries still wait to be sent. */
export function waiting(entries) {
  return entries.filter((e) => e.state === "pending").length;
}

/** The wait before the next round after `failures` failed rounds in a row: what the hub asked
 * for (429 `Retry-After`) or the back-off. */
export function nextWait(failures, after = null) {
  return after ?? backoff(failures);
}

/** Sends every waiting game of a table once, in game order, and files each answer:
 * stored → removed (`onStored(entry, answer)`); refused, conflict, locked → kept with the
 * hub's answer for the table to decide (`onFiled(entry)`); a network failure, a timeout, a 5xx
 * or 429 → stop, to try again later; 401 → stop for good. A game replaced while it was on its
 * way stays: when its base was the same, it now corrects the version just stored.
 * Returns `{sent, retry, after, stop}`: `retry` when something must be tried again, `after`
 * the wait the hub asked for (ms) or null, `stop` "unauthorized" or null. */
export async function drain(outbox, token, send, { onStored = () => {}, onFiled = () => {} } = {}) {
  let sent = 0;
  for (const entry of await outbox.list(token)) {
    if (entry.state !== "pending") continue;
    const outcome = outcomeOf(await send(entry));
    switch (outcome.kind) {
      case "stored":
        sent += 1;
        await stored(outbox, entry, outcome.answer);
        onStored(entry, outcome.answer);
        break;
      case "refused":
        await outbox.update(entry, { state: "refused", error: outcome.error });
        onFiled(entry);
        break;
      case "conflict":
        await outbox.update(entry, { state: "conflict", conflict: outcome.conflict });
        onFiled(entry);
        break;
      case "locked":
        await outbox.update(entry, { state: "locked", error: outcome.error });
        onFiled(entry);
        break;
      case "unauthorized":
        return { sent, retry: false, after: null, stop: "unauthorized" };
      case "wait":
        return { sent, retry: true, after: outcome.after, stop: null };
    }
  }
  return { sent, retry: false, after: null, stop: null };
}

/** Files an acknowledged entry: removed, unless it was replaced while it travelled. */
async function stored(outbox, entry, answer) {
  const current = await outbox.get(entry.token, entry.game);
  if (!current) return;
  if (current.rev === entry.rev) {
    await outbox.remove(entry.token, entry.game);
    return;
  }
  // The replacement was made on the same base as what was just stored: it is now a
  // correction of the stored version, not a second entry of the game.
  if (current.body.base_version === entry.body.base_version && answer && answer.version !== undefined) {
    await outbox.store.put({ ...current, body: { ...current.body, base_version: answer.version } });
  }
}

// ---- Stores ----

/** A store in memory: what a browser without IndexedDB gets, and the tests. */
export function memoryStore() {
  const entries = new Map();
  return {
    persistent: false,
    async all() {
      return [...entries.values()].map((e) => structuredClone(e));
    },
    async put(entry) {
      entries.set(entry.key, structuredClone(entry));
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

const DB_NAME = "skatblock-hub";
const STORE = "outbox";

/** The outbox's store in IndexedDB (`indexedDB` given, for tests); rejects when the browser
 * refuses it (some private modes), and the page falls back to memory and says so. */
export function idbStore(factory = globalThis.indexedDB) {
  return new Promise((resolve, reject) => {
    if (!factory) return reject(new Error("no IndexedDB"));
    const open = factory.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: "key" });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => resolve(wrap(open.result));
  });
}

function wrap(db) {
  const run = (mode, work) =>
    new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req?.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  return {
    persistent: true,
    all: () => run("readonly", (s) => s.getAll()),
    put: (entry) => run("readwrite", (s) => s.put(entry)).then(() => undefined),
    delete: (key) => run("readwrite", (s) => s.delete(key)).then(() => undefined),
  };
}
