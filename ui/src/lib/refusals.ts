// Refusals and list checks in the user's language, from the same Fluent catalogues the library
// reads (locales/*.ftl at the repository root). No sentence is matched anywhere: the library
// sends the code, the field, the value and the parameters; the sentence is made here.
import { FluentBundle, FluentNumber, FluentResource, type FluentVariable } from "@fluent/bundle";
import type { Lang } from "./i18n";
import type * as B from "./bindings";

/** A parameter: a number, a text, or a word the catalogue translates (`{term: "contract-grand"}`). */
export type Param = B.Param;

/** A refusal as the library sends it, with the file line of an import row. */
export type Refusal = B.Refusal & { line?: number | null };

// Every part of each catalogue (locales/<lang>/<part>.ftl), bundled as text at build time.
const parts: Record<Lang, Record<string, string>> = {
  de: import.meta.glob("../../../locales/de/*.ftl", { query: "?raw", import: "default", eager: true }),
  en: import.meta.glob("../../../locales/en/*.ftl", { query: "?raw", import: "default", eager: true }),
};

function bundle(lang: Lang): FluentBundle {
  // No Unicode isolation marks: they would show in copied text and in the e2e assertions.
  const b = new FluentBundle(lang, { useIsolating: false });
  for (const [file, source] of Object.entries(parts[lang])) {
    const errors = b.addResource(new FluentResource(source));
    if (errors.length) throw new Error(`${file}: ${errors.map(String).join("; ")}`);
  }
  return b;
}

const bundles: Record<Lang, FluentBundle> = { de: bundle("de"), en: bundle("en") };

/** Whether the catalogue of `lang` has the message `id`. */
export function hasMessage(lang: Lang, id: string): boolean {
  return bundles[lang].hasMessage(id);
}

/** The message `id` in `lang`; `undefined` when the catalogue lacks it. */
function tryMessage(lang: Lang, id: string, params: Record<string, Param> = {}): string | undefined {
  const b = bundles[lang];
  const pattern = b.getMessage(id)?.value;
  if (!pattern) return undefined;
  const args: Record<string, FluentVariable> = {};
  for (const [name, p] of Object.entries(params)) {
    // Numbers without grouping, as the library writes them: line 1234, not "1.234".
    args[name] = typeof p === "object" ? paramWords(lang, p) : typeof p === "number" ? new FluentNumber(p, { useGrouping: false }) : p;
  }
  return b.formatPattern(pattern, args, []);
}

/** A parameter the catalogue names: a word, or a file's columns as its header names them in
 * `lang` (German `Nr., Vorname`), as the library says them. */
function paramWords(lang: Lang, p: Exclude<Param, string | number>): string {
  if ("term" in p) return message(lang, p.term);
  return p.columns.map((c) => columnName(lang, c)).join(", ");
}

/** A file's column as its header names it in `lang` (German `Vorname`, English `first_name`),
 * as the library says it in an import row's refusal; a column the catalogue does not know, as
 * written (a header cell the import did not know). */
function columnName(lang: Lang, column: string): string {
  return tryMessage(lang, `csv-column-${column.replace(/_/g, "-")}`) ?? column;
}

/** The message `id` in `lang`, or the id itself when the catalogue lacks it. */
export function message(lang: Lang, id: string, params: Record<string, Param> = {}): string {
  return tryMessage(lang, id, params) ?? id;
}

/** Who made a change of a game, from the catalogue (the history stores it as data): a scorer by
 * name, a table's phone as "Tisch 3, Serie 1 (device)". */
export function authorText(lang: Lang, by: B.Author): string {
  if (by.kind === "scorer") return by.name;
  return message(lang, "audit-by-table", { table: by.table, series: by.series, device: by.device });
}

/** The label of a field: the catalogue's `field-…` message, else the field as written. */
export function fieldLabel(lang: Lang, field: string): string {
  return tryMessage(lang, `field-${field.replace(/[._]/g, "-")}`) ?? field;
}

/** The sentence without field and value, with the rule reference as the user can look it up
 * (`ISkO 2.3`, `Hausregel C.3`): the catalogue's `rule-ref-…` message (locales/<lang>/references.ftl,
 * the id made as the library makes it), else the rule as sent. */
export function reason(lang: Lang, r: Refusal): string {
  const id = r.code.replace(/\./g, "-");
  const sentence = tryMessage(lang, id, r.params) ?? r.code;
  if (!r.rule) return sentence;
  const rule = tryMessage(lang, `rule-ref-${r.rule.split(/[., ]+/).filter(Boolean).join("-")}`) ?? r.rule;
  return message(lang, "refusal-rule", { sentence, rule });
}

/** The whole sentence: `Spitzen = 5: Grand erlaubt … (A.3.3)`; an import row with its line. */
export function describeRefusal(lang: Lang, r: Refusal): string {
  const sentence = reason(lang, r);
  if (r.line != null && r.field == null) return message(lang, "refusal-line", { line: String(r.line), sentence });
  if (r.line != null) {
    // The column by its label in the user's language ("Spalte Vorname"), as the mapping shows it.
    return message(lang, "refusal-row", { line: String(r.line), column: columnName(lang, r.field ?? ""), value: r.value ?? "", sentence });
  }
  if (r.field == null) return sentence;
  const value = r.value ?? message(lang, "value-missing");
  const text = message(lang, "refusal-field", { field: fieldLabel(lang, r.field), value, sentence });
  const { series, table, game } = r.params;
  if (series !== undefined && table !== undefined && game !== undefined) {
    return message(lang, "refusal-at-stored-game", { series: String(series), table: String(table), game: String(game), refusal: text });
  }
  return game === undefined ? text : message(lang, "refusal-at-game", { game: String(game), refusal: text });
}

/** An import's refusals: the heading, then one line per bad cell. */
export function describeRefusals(lang: Lang, refusals: Refusal[]): string {
  if (refusals.length === 1 && refusals[0].line == null) return describeRefusal(lang, refusals[0]);
  const rows = refusals.map((r) => `  ${describeRefusal(lang, r)}`);
  const heading = refusals.some((r) => r.line != null) ? [message(lang, "refusal-import", { count: refusals.length })] : [];
  return [...heading, ...rows].join("\n");
}
