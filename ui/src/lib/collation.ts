// The one order of names in the app's lists: German collation, as the desk's Rust lists sort
// (skatblock_model::collation), so "Schäfer" comes before "Schwarz" and "Özdemir" among the O.

const german = new Intl.Collator("de");

/** Two names (or clubs) in German alphabetical order. */
export function compareNames(a: string, b: string): number {
  return german.compare(a, b);
}

/** A copy of `items` sorted by the name `name` gives, in German alphabetical order. */
export function sortByName<T>(items: readonly T[], name: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareNames(name(a), name(b)));
}
