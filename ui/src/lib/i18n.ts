// Every UI string lives in src/locales/*.json; German is the default, English switchable.
import de from "../locales/de.json";
import en from "../locales/en.json";

export type Lang = "de" | "en";
const tables: Record<Lang, Record<string, string>> = { de, en };

/** The text `key` in `lang`, with `{name}` placeholders filled and the plural forms picked
 * (`{count, plural, one {# Tisch} other {# Tische}}`); the key itself if missing. */
export function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const raw = tables[lang][key] ?? tables.de[key] ?? key;
  return plurals(lang, raw, values).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

const PLURAL = /\{(\w+), plural,/g;

/** Each `{name, plural, one {…} other {…}}` of `text` replaced by the form the number `name`
 * takes in `lang` (Intl's plural rules; `=0` picks an exact number), `#` by the number. The
 * forms hold plain text and `{name}` placeholders, the subset of ICU's syntax the catalogue uses. */
function plurals(lang: Lang, text: string, values: Record<string, string | number>): string {
  let out = "";
  let from = 0;
  for (let m = PLURAL.exec(text); m; m = PLURAL.exec(text)) {
    const forms: Record<string, string> = {};
    let at = m.index + m[0].length;
    for (let f = /^\s*(=?\w+)\s*\{([^{}]*(?:\{\w+\}[^{}]*)*)\}/.exec(text.slice(at)); f; f = /^\s*(=?\w+)\s*\{([^{}]*(?:\{\w+\}[^{}]*)*)\}/.exec(text.slice(at))) {
      forms[f[1]] = f[2];
      at += f[0].length;
    }
    const close = text.indexOf("}", at);
    const n = Number(values[m[1]]);
    const form = forms[`=${n}`] ?? forms[new Intl.PluralRules(locale(lang)).select(n)] ?? forms.other ?? "";
    out += text.slice(from, m.index) + form.replace(/#/g, String(values[m[1]] ?? "#"));
    from = close + 1;
    PLURAL.lastIndex = from;
  }
  return out + text.slice(from);
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
