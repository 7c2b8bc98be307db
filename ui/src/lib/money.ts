// Money as the Kasse screen shows and takes it: stored as whole cents, shown in the user's
// locale ("1,50 €" / "€1.50"), typed as euros with a comma or a point ("1,50", "1.50", "1").
import { locale, type Lang } from "./i18n";

/** Cents as an amount in `lang`: "1,50 €", "−2,00 €" / "€1.50", "−€2.00". */
export function formatCents(lang: Lang, cents: number): string {
  return new Intl.NumberFormat(locale(lang), { style: "currency", currency: "EUR" }).format(cents / 100).replace("-", "−");
}

/** Cents as the amount field shows it for editing, without the sign of the currency: "1,50" / "1.50". */
export function centsField(lang: Lang, cents: number): string {
  return new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

/** Euros as typed ("1,50", "1.5", "10", "10,00 €") in cents; `null` for anything else (negative
 * amounts, more than two decimals, letters, thousands separators, nothing). */
export function parseEuros(text: string): number | null {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.replace(/€|\s/g, ""));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** A list of amounts separated by semicolons ("0,50; 0,50; 1,00") in cents, or the first item
 * that is not an amount. Empty text is the empty list. */
export function parseEuroList(text: string): { ok: true; cents: number[] } | { ok: false; item: string } {
  const items = text.split(";").map((s) => s.trim());
  if (items.length === 1 && items[0] === "") return { ok: true, cents: [] };
  const cents: number[] = [];
  for (const item of items) {
    const c = parseEuros(item);
    if (c === null) return { ok: false, item };
    cents.push(c);
  }
  return { ok: true, cents };
}

/** A list of cents as the field shows it: "0,50; 0,50; 1,00". */
export function euroListField(lang: Lang, cents: number[]): string {
  return cents.map((c) => centsField(lang, c)).join("; ");
}
