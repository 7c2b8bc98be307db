// The desk's side of the table hub (issue 12): the address it listens on, how long ago a table
// was heard of, the conflicts the phones met (one line per game), and the conflict a correction
// at the desk meets when a phone changed the game meanwhile. Every number is the hub's; nothing
// here decides what is stale or conflicting.
import { isCommandError } from "./api";
import type { HubConflict, SchafkopfSheet, SheetView } from "./api";
import type { Refusal } from "./refusals";

/** The port the hub is offered on first. */
export const DEFAULT_PORT = 8080;

/** `ADDR:PORT` for `hub_start` (an IPv6 address in brackets); null for a port that is not a
 * whole number from 1 to 65535. */
export function listenAddress(address: string, port: string): string | null {
  const text = port.trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const n = Number(text);
  if (n < 1 || n > 65535) return null;
  return address.includes(":") ? `[${address}]:${n}` : `${address}:${n}`;
}

/** Whether the address reaches this machine only (for trying the hub out, not for phones). */
export function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.");
}

/** How long ago a table was last heard of, as the key and values of the UI text:
 * "vor 12 s", "vor 3 min", "vor 2 h", "noch nie". */
export function lastContact(seconds: number | null): { key: string; values: Record<string, number> } {
  if (seconds === null) return { key: "hub.contact_never", values: {} };
  if (seconds < 60) return { key: "hub.contact_seconds", values: { n: seconds } };
  if (seconds < 3600) return { key: "hub.contact_minutes", values: { n: Math.floor(seconds / 60) } };
  return { key: "hub.contact_hours", values: { n: Math.floor(seconds / 3600) } };
}

/** The conflicts the phones met, one per game (the newest of each), newest first. */
export function conflictsByGame(conflicts: HubConflict[]): HubConflict[] {
  const seen = new Set<string>();
  const out: HubConflict[] = [];
  for (const c of [...conflicts].sort((a, b) => a.seconds_ago - b.seconds_ago)) {
    const key = `${c.series}/${c.table}/${c.game}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

/** The stored version of game `number` of a list (`versions` follows `report.games`); null for
 * a game not stored, which a correction cannot be made on. */
export function versionOf(view: SheetView | SchafkopfSheet | null, number: number): number | null {
  if (!view) return null;
  const i = view.report.games.findIndex((g) => g.number === number);
  return i < 0 ? null : (view.versions[i] ?? null);
}

/** The refusal of a correction made on a version a table's phone has changed since (the kind
 * `conflict` with the code `hub.game.conflict`); null for any other error. */
export function conflictOf(e: unknown): Refusal | null {
  if (!isCommandError(e) || e.code !== "conflict") return null;
  return e.refusals.find((r) => r.code === "hub.game.conflict") ?? null;
}

/** The host of `ADDR:PORT` (`[::1]:8080` → `::1`). */
export function hostOf(listen: string): string {
  return listen.replace(/^\[(.*)\]:\d+$/, "$1").replace(/^([^:]*):\d+$/, "$1");
}

/** A refusal of `hub_start` without its field: the form shows the address next to it, and the
 * sentence names it ("auf dieser Adresse kann die Tischzentrale nicht lauschen: …"). */
export function withoutListenField(e: unknown): unknown {
  if (!isCommandError(e)) return e;
  return { ...e, refusals: e.refusals.map((r) => (r.field === "listen" ? { ...r, field: null, value: null } : r)) };
}
