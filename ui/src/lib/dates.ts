// Dates as the club writes them, in the UI's language rather than the system locale (WebKitGTK's
// <input type="date"> follows the system: 11/22/2026 under en_US even on German screens). The
// form's data stays ISO `YYYY-MM-DD`, which is what the library takes.
import type { Lang } from "./i18n";

/** Why a typed date is not a date. */
export type DateProblem = "empty" | "format" | "no_such_day";

/** A typed date: its ISO form, or why there is none. */
export type ParsedDate = { ok: true; iso: string } | { ok: false; problem: DateProblem };

/** The separator of the language's written form ("22.11.2026" / "22/11/2026", as `formatDate`). */
function separator(lang: Lang): string {
  return lang === "de" ? "." : "/";
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Days in `month` (1–12) of `year`, leap years by the Gregorian rule. */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function checked(year: number, month: number, day: number): ParsedDate {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, problem: "no_such_day" };
  return { ok: true, iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

// Day first, as both languages write it: "22.11.2026", "22/11/2026", "1.4.26", "22. 11. 2026".
const DAY_FIRST = /^(\d{1,2})\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{4}|\d{2})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * Reads a typed date. Both languages take the day first, with dots or slashes, and ISO
 * `2026-11-22`. A two-digit year is this century's ("22.11.26" is 2026): a club enters the dates
 * of its own events, never of 1926. The day must exist (31.04. and 29.02.2027 are refused).
 */
export function parseDate(text: string): ParsedDate {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "empty" };
  const iso = ISO.exec(trimmed);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST.exec(trimmed);
  if (!dayFirst) return { ok: false, problem: "format" };
  const year = dayFirst[3].length === 2 ? 2000 + Number(dayFirst[3]) : Number(dayFirst[3]);
  return checked(year, Number(dayFirst[2]), Number(dayFirst[1]));
}

/** An ISO date as the field shows it in `lang`: "22.11.2026" / "22/11/2026"; other text as is. */
export function formatDateField(lang: Lang, iso: string): string {
  const parts = ISO.exec(iso);
  if (!parts) return iso;
  const sep = separator(lang);
  return `${pad(Number(parts[3]))}${sep}${pad(Number(parts[2]))}${sep}${parts[1]}`;
}

/** How the field asks for a date in `lang`: "TT.MM.JJJJ" / "DD/MM/YYYY". */
export function datePattern(lang: Lang): string {
  return lang === "de" ? "TT.MM.JJJJ" : "DD/MM/YYYY";
}

/** Today on this computer's calendar (not UTC: after midnight it is already the next day). */
export function todayIso(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
