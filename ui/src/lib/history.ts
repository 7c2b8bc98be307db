// The history of a game's changes as the score sheets show it.
import type { GameChange } from "./api";
import { locale, translate, type Lang } from "./i18n";
import { authorText, describeRefusal, type Refusal } from "./refusals";

/** When a change was made (stored as RFC 3339 in UTC), on the clock of the desk's computer as
 * the club reads it: "26.11.2026, 19:08". `timeZone` for the tests; a time that is none stays
 * as stored. */
export function changedAt(lang: Lang, at: string, timeZone?: string): string {
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) return at;
  const format = { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone } as const;
  return new Intl.DateTimeFormat(locale(lang), format).format(when);
}

/** One line of a game's history as the table under the score sheet shows it. */
export interface HistoryRow {
  when: string;
  who: string;
  what: string;
  /** The game before the change ("" for an entry) and after it ("" for a deletion). */
  from: string;
  to: string;
}

/** A game's history as a table in the user's language: who, when on the desk's clock, what
 * was done, and each side of the change as the library describes it (the one describer; a
 * record the engines could not read shows as "–"). `timeZone` for the tests. */
export function historyRows(lang: Lang, changes: GameChange[], timeZone?: string): HistoryRow[] {
  const side = (label: Refusal | null, stored: string | null) => (label ? describeRefusal(lang, label) : stored === null ? "" : "–");
  return changes.map((h) => ({
    when: changedAt(lang, h.at, timeZone),
    who: authorText(lang, h.by),
    what: translate(lang, `sheet.action.${h.action}`),
    from: side(h.before, h.old),
    to: side(h.after, h.new),
  }));
}
