// The library explains every refusal as "field = value: rule" in English (the CLI's language).
// The German screens show the same sentence in German: the field by its label on the form, the
// rule by the patterns below. A sentence without a pattern is shown as the library wrote it.
import type { Lang } from "./i18n";

const FIELDS: Record<string, string> = {
  contract: "Spiel",
  matadors: "Spitzen",
  announced: "Angesagt",
  hand: "Hand",
  ouvert: "Ouvert",
  passed: "eingepasst",
  declarer_points: "Augen",
  declarer_tricks: "Stiche",
  bid: "Reizwert",
  replacement: "Ersatzspiel",
  "replacement.contract": "Ersatzspiel",
  "replacement.matadors": "Spitzen des Ersatzspiels",
  result_override: "Ergebnis durch",
  declarer: "Alleinspieler",
  game: "Spiel Nr.",
  series: "Serien",
  table: "Tisch",
  name: "Name",
  date: "Datum",
  kind: "Art",
  player_id: "Spieler",
  points: "Spielpunkte",
  "won + lost": "gewonnen + verloren",
  "games per series": "Spiele je Serie",
  "games per series at a 3-table": "Spiele je Serie am Dreiertisch",
  "games per series at a 4-table": "Spiele je Serie am Vierertisch",
};

const CONTRACTS: Record<string, string> = {
  diamonds: "Karo",
  hearts: "Herz",
  spades: "Pik",
  clubs: "Kreuz",
  grand: "Grand",
  null: "Null",
};

const VALUES: Record<string, string> = {
  "(missing)": "(leer)",
  "(empty)": "(leer)",
  '"schneider"': "Schneider",
  '"schwarz"': "Schwarz",
  false: "nein",
  true: "ja",
};

const contract = (name: string) => CONTRACTS[name] ?? name;

const RULES: [RegExp, (...m: string[]) => string][] = [
  [/^every played game has a contract \(V-1\)/, () => "jedes gespielte Spiel braucht ein Spiel (Karo bis Null); ein eingepasstes Spiel wird mit „eingepasst“ erfasst (V-1)"],
  [/^expected one of (.*)$/, (_, list) => `erlaubt: ${list.split(", ").map(contract).join(", ")}`],
  [/^(\w+) allows 1\.\.=(\d+) with or -\d+\.\.=-1 without \(A\.3\.3\)$/, (_, c, n) => `${contract(c)} hat mit oder ohne 1 bis ${n} Spitzen, „ohne“ mit Minus (A.3.3)`],
  [/^suit and grand games are played with or without matadors/, () => "Farb- und Grandspiele werden mit oder ohne Spitzen gespielt (A.3, V-2)"],
  [/^schneider or schwarz can only be announced in a hand game/, () => "Schneider oder Schwarz kann nur im Handspiel angesagt werden (A.5.1, V-3)"],
  [/^a suit or grand ouvert is always a hand game/, () => "ein Farb- oder Grand-Ouvert ist immer ein Handspiel (A.5.3, V-4)"],
  [/^a suit or grand ouvert counts as schwarz announced/, () => "ein Farb- oder Grand-Ouvert gilt als Schwarz angesagt (A.5.3, V-4)"],
  [/^null games have no matadors/, () => "Nullspiele haben keine Spitzen (A.5.4, V-5)"],
  [/^null games have no schneider or schwarz announcements/, () => "Nullspiele kennen keine Schneider- oder Schwarzansage (A.5.4, V-5)"],
  [/^card points are 0\.\.=120/, () => "die Augen liegen zwischen 0 und 120, Skat mitgezählt (A.1.1, V-6)"],
  [/^a declarer who took all 10 tricks has all 120 card points/, () => "wer alle 10 Stiche hat, hat alle 120 Augen (A.1.5, V-7)"],
  [/^a declarer takes 0\.\.=10 tricks/, () => "der Alleinspieler macht 0 bis 10 Stiche (V-7)"],
  [/^a declarer without a trick holds only the skat/, () => "ohne Stich hat der Alleinspieler nur den Skat, höchstens 22 Augen (A.1.6, V-8)"],
  [/^not a legal bid/, () => "kein Reizwert: gereizt wird mit den 63 Spielwerten 18, 20, 22, 23, 24, 27, 30 … 264 (A.13.1, V-9)"],
  [/^a null worth (\d+) bid to (\d+) is charged as a suit or grand replacement game/, (_, v, b) => `ein Null zu ${v}, gereizt bis ${b}, wird als Ersatzspiel (Farbe oder Grand) abgerechnet: bitte das Ersatzspiel mit Spitzen angeben (ISkO 3.6.2, A.10)`],
  [/^only a null bid above its value has a replacement game; bid (\d+) ≤ (\d+)/, (_, b, v) => `nur ein über seinen Wert gereizter Null hat ein Ersatzspiel; gereizt ${b} ≤ ${v} (A.10)`],
  [/^only an impossible null has a replacement game/, () => "nur ein unmöglicher Null hat ein Ersatzspiel (A.10)"],
  [/^the replacement of an impossible null is a suit or grand game/, () => "das Ersatzspiel eines unmöglichen Null ist ein Farb- oder Grandspiel (A.10)"],
  [/^a null worth (\d+) bid to (\d+) is lost before play/, (_, v, b) => `ein Null zu ${v}, gereizt bis ${b}, ist vor dem Spiel verloren (A.10)`],
  [/^a passed-in deal has no game fields/, () => "ein eingepasstes Spiel hat keine Spielangaben (A.11.1)"],
  [/^a passed-in deal has no declarer/, () => "ein eingepasstes Spiel hat keinen Alleinspieler (A.11.1)"],
  [/^a suit or grand game is decided by the declarer's card points/, () => "ein Farb- oder Grandspiel entscheiden die Augen des Alleinspielers (A.1.3)"],
  [/^needed with declarer_points = 120/, () => "nötig bei 120 Augen: Schwarz hängt an den Stichen, nicht an den Augen (A.1.5)"],
  [/^a null is decided by the declarer's tricks/, () => "ein Null entscheiden die Stiche des Alleinspielers: 0 gewinnt (A.7.2)"],
  [/^a whole number$/, () => "bitte eine ganze Zahl"],
  [/^a played game needs its declarer/, () => "ein gespieltes Spiel braucht seinen Alleinspieler"],
  [/^player (\d+) deals game (\d+) at this 4-table and sits out/, (_, p, g) => `Spieler ${p} gibt Spiel ${g} an diesem Vierertisch und setzt aus, kann also nicht Alleinspieler sein (B.2.3, V-12)`],
  [/^(.*) is already entered; correct it instead$/, () => "dieses Spiel ist schon erfasst; bitte korrigieren"],
  [/^an event needs a name$/, () => "eine Veranstaltung braucht einen Namen"],
  [/^an event has 1\.\.=99 series$/, () => "eine Veranstaltung hat 1 bis 99 Serien"],
  [/^must be a positive multiple of (\d+), so everyone deals equally often/, (_, n) => `muss ein Vielfaches von ${n} sein, damit jeder gleich oft gibt (B.4.1)`],
  [/^games are already entered with (\d+)\/(\d+) games per 3-\/4-table series/, (_, a, b) => `es sind schon Spiele mit ${a}/${b} Spielen je Serie am Dreier-/Vierertisch erfasst; die Serienlänge lässt sich nicht mehr ändern`],
  [/^series (\d+) is already seated or scored/, (_, s) => `Serie ${s} ist schon ausgelost oder gewertet; erst ihre Sitzplätze und Ergebnisse entfernen`],
  [/^expected a date like/, () => "bitte ein Datum wie 22.11.2026"],
  [/^seated at table (\d+) but has no totals; enter all (\d+) players$/, (_, t, n) => `sitzt an Tisch ${t}, hat aber keine Summen; bitte alle ${n} Spieler erfassen`],
  [/^not seated at table (\d+) of series (\d+)$/, (_, t, s) => `sitzt nicht an Tisch ${t} in Serie ${s}`],
  [/^appears twice$/, () => "kommt doppelt vor"],
  [/^exceeds the (\d+) games of a (\d)-table series$/, (_, g, n) => `mehr als die ${g} Spiele einer Serie am ${n === "3" ? "Dreier" : "Vierer"}tisch`],
  [/^must be within -100000\.\.=100000$/, () => "muss zwischen −100000 und 100000 liegen"],
  [/^series (\d+) has its games entered one by one at this table/, (_, s) => `an diesem Tisch sind in Serie ${s} einzelne Spiele erfasst; Spiele oder Summen, nicht beides`],
];

/** `message` in `lang`: German for the sentences the patterns know, else as written. */
export function localizeMessage(lang: Lang, message: string): string {
  if (lang !== "de") return message;
  const m = /^(.+?) = (.*?)(?: \(player (\d+)\))?: (.*)$/s.exec(message);
  if (!m) return message;
  const [, field, value, player, rule] = m;
  const known = RULES.find(([pattern]) => pattern.test(rule));
  if (!known) return message;
  const [pattern, german] = known;
  const parts = pattern.exec(rule) ?? [];
  const label = FIELDS[field] ?? field;
  const shown = VALUES[value] ?? (field === "contract" || field.endsWith(".contract") ? contract(value.replace(/"/g, "")) : value);
  return `${label} = ${shown}${player ? ` (Spieler ${player})` : ""}: ${german(...parts)}`;
}
