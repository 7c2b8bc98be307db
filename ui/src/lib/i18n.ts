// Every UI string lives in src/locales/*.json; German is the default, English switchable.
import de from "../locales/de.json";
import en from "../locales/en.json";

export type Lang = "de" | "en";
const tables: Record<Lang, Record<string, string>> = { de, en };

/** The text `key` in `lang`, with `{name}` placeholders filled; the key itself if missing. */
export function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const raw = tables[lang][key] ?? tables.de[key] ?? key;
  return raw.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** The locale for numbers and dates. */
export function locale(lang: Lang): string {
  return lang === "de" ? "de-DE" : "en-GB";
}

/** A signed whole number as the lists print it: "1.234", "−54". */
export function formatNumber(lang: Lang, n: number): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 0 }).format(n).replace("-", "−");
}

/** An ISO date (YYYY-MM-DD) in the user's locale: "22.11.2026" / "22/11/2026". */
export function formatDate(lang: Lang, iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(locale(lang), { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** Every key of one language exists in the other (checked by the unit tests). */
export function missingKeys(): string[] {
  const de_keys = Object.keys(de);
  const en_keys = Object.keys(en);
  return [...de_keys.filter((k) => !(k in en)), ...en_keys.filter((k) => !(k in de))];
}
