// The "Verband" screen's logic (issue 23): the words for a match day's state on the association
// server, whether a failure means "the server was not reached" (then nothing changed and it can
// be tried again), the league number typed, and a slug suggested from an event's name.
import type { Error as CommandError, PushState } from "./bindings";

/** The catalogue key and values of a match day's state: not pushed yet, or the server's state
 * with its version. */
export function dayState(pushed: PushState | null): { key: string; values: Record<string, string | number> } {
  if (!pushed) return { key: "association.state.none", values: {} };
  const known = ["submitted", "confirmed", "protested", "approved", "rejected"];
  const key = known.includes(pushed.state) ? `association.state.${pushed.state}` : "association.state.other";
  return { key, values: { version: Number(pushed.version), state: pushed.state } };
}

/** The codes of "no answer" and "the server failed itself" (the CLI's exit 3). */
const UNREACHABLE = ["sync.unreachable", "sync.server-error"];

/** The server could not be reached or failed itself: nothing changed, try again later. */
export function isUnreachable(e: unknown): boolean {
  if (typeof e !== "object" || e === null || !("refusals" in e)) return false;
  const refusals = (e as CommandError).refusals;
  return Array.isArray(refusals) && refusals.some((r) => UNREACHABLE.includes(r.code));
}

/** The server's league number typed in the field: a whole number from 1, else null. */
export function leagueNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[0-9]+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A slug from an event's name: lower case, umlauts spelled out, every other run of signs a
 * single "-" (the server takes letters, digits and "-" only), at most 100 signs. */
export function slugFrom(name: string): string {
  const spelled = name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  return spelled
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
}
