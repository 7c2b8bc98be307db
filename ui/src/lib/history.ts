// The history of a game's changes as the score sheets show it.
import { locale, type Lang } from "./i18n";

/** When a change was made (stored as RFC 3339 in UTC), on the clock of the desk's computer as
 * the club reads it: "26.11.2026, 19:08". `timeZone` for the tests; a time that is none stays
 * as stored. */
export function changedAt(lang: Lang, at: string, timeZone?: string): string {
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) return at;
  const format = { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone } as const;
  return new Intl.DateTimeFormat(locale(lang), format).format(when);
}
