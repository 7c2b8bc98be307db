// What the hub's two pages share: the words in German and English, numbers and amounts as the
// lists write them, how a Skat or Schafkopf game is said on a row, building the page from data
// (text nodes only: a player's name is never read as markup), and the one way to ask the hub.
// No framework and no build step: the hub serves this file as it is, under a strict CSP.

/** The words of the pages. German first; every key exists in both (checked by the tests). */
export const WORDS = {
  de: {
    "lang.switch": "English",
    "lang.switch_label": "Switch to English",
    "loading": "Liste wird geladen …",
    "load_failed": "Die Liste kann gerade nicht geladen werden – neuer Versuch läuft …",
    "unauthorized": "Dieser Tischzugang gilt nicht (mehr). Bitte an der Turnierleitung einen neuen Code holen.",
    "table.title": "Tisch {table} · Serie {series}",
    "conn.online": "verbunden",
    "conn.sending": "verbunden – sendet {count}",
    "conn.offline": "offline",
    "conn.waiting.one": "offline – 1 Spiel wartet",
    "conn.waiting.other": "offline – {count} Spiele warten",
    "conn.storage": "Achtung: dieses Telefon kann Eingaben nicht dauerhaft speichern (privater Modus?). Bitte nicht neu laden, solange Spiele warten.",
    "list.no": "Nr.",
    "list.game": "Spiel",
    "list.value": "Wert",
    "list.empty": "Noch keine Spiele. Das erste Spiel unten eingeben.",
    "list.sum": "Stand",
    "list.unit.cent": "Beträge in Euro",
    "list.unit.points": "Beträge in Punkten",
    "row.pending": "wartet",
    "row.refused": "abgelehnt",
    "row.conflict": "Konflikt",
    "row.locked": "nicht gespeichert",
    "row.no_value": "Wert folgt",
    "row.tap": "Zum Korrigieren antippen",
    "conflict.text": "Spiel {game} wurde inzwischen am Turniertisch oder auf einem anderen Telefon geändert.",
    "conflict.stored": "Gespeichert:",
    "conflict.mine": "Meine Eingabe:",
    "conflict.nothing": "(nichts gespeichert)",
    "conflict.keep": "Gespeichertes behalten",
    "conflict.send": "Meins senden",
    "refused.fix": "Korrigieren",
    "refused.drop": "Verwerfen",
    "entry.game": "Spiel {game}",
    "entry.correcting": "Korrektur Spiel {game}",
    "entry.cancel": "Abbrechen",
    "entry.declarer": "Alleinspieler",
    "entry.contract": "Spiel",
    "entry.matadors": "Spitzen",
    "entry.with": "mit",
    "entry.without": "ohne",
    "entry.fewer": "eine Spitze weniger",
    "entry.more": "eine Spitze mehr",
    "entry.hand": "Hand",
    "entry.ouvert": "Ouvert",
    "entry.schneider": "Schneider angesagt",
    "entry.schwarz": "Schwarz angesagt",
    "entry.points": "Augen",
    "entry.tricks": "Stiche",
    "entry.bid": "Reizwert",
    "entry.override": "Ergebnis durch",
    "entry.override.none": "ausgespielt",
    "entry.override.declarer_lost_by_rule": "Regelverstoß Alleinspieler",
    "entry.override.defenders_lost_by_rule": "Regelverstoß Gegenspieler",
    "entry.override.declarer_conceded": "Alleinspieler gibt auf",
    "entry.override.defenders_conceded": "Gegenspieler geben auf",
    "entry.save": "Speichern",
    "entry.value": "Wert {value}",
    "entry.value_lost": "verloren: {value}",
    "entry.value_overbid": "überreizt: {value}",
    "entry.value_passed": "eingepasst: kein Wert",
    "entry.value_offline": "Wert folgt, sobald verbunden",
    "entry.totals": "Stand danach:",
    "entry.need_declarer": "Wer hat gespielt? Bitte den Alleinspieler antippen.",
    "entry.need_contract": "Welches Spiel? Bitte das Spiel antippen.",
    "entry.need_number": "„{value}“ ist keine Zahl: bitte eine ganze Zahl ab 0 eingeben.",
    "entry.full": "Alle {games} Spiele der Serie sind eingegeben.",
    "entry.saved": "Spiel {game} gespeichert.",
    "entry.sending": "Spiel {game} wird gesendet …",
    "entry.queued": "Spiel {game} wartet auf die Verbindung.",
    "contract.clubs": "Kreuz",
    "contract.spades": "Pik",
    "contract.hearts": "Herz",
    "contract.diamonds": "Karo",
    "contract.grand": "Grand",
    "contract.null": "Null",
    "contract.passed": "eingepasst",
    "contract.ramsch": "Ramsch",
    "entry.kontra": "Kontra / Re",
    "entry.kontra.none": "–",
    "entry.kontra.none_label": "ohne Kontra",
    "entry.kontra.kontra": "Kontra",
    "entry.kontra.re": "Re",
    "entry.ramsch": "Ramsch: Augen (mit Skat) und Stiche",
    "entry.ramsch.points": "Augen",
    "entry.ramsch.tricks": "Stiche",
    "entry.ramsch.dealer": "gibt",
    "entry.ramsch.sum": "Zusammen {points} von 120 Augen, {tricks} von 10 Stichen",
    "entry.ramsch.pushes": "Schübe (Schieberamsch)",
    "entry.ramsch.fewer": "ein Schub weniger",
    "entry.ramsch.more": "ein Schub mehr",
    "entry.ramsch.last_trick": "Letzter Stich (gleich viele Augen)",
    "entry.value_ramsch": "Ramsch: {scores}",
    "entry.value_ramsch_none": "Ramsch: niemand schreibt",
    "entry.bock": "Bock ×{factor}",
    "label.pushes": "{count}×\u00a0geschoben",
    "mark.kontra": "Kontra",
    "mark.re": "Re",
    "mark.bock": "Bock",
    "mark.factor": "×{factor}",
    "mark.kontra_title": "Kontra: zählt doppelt",
    "mark.re_title": "Kontra und Re: zählt vierfach",
    "mark.bock_title": "Bockrunde: zählt doppelt",
    "mark.factor_title": "zählt {factor}-fach",
    "label.hand": "Hand",
    "label.ouvert": "ouvert",
    "label.with": "mit {count}",
    "label.without": "ohne {count}",
    "label.schneider": "Schneider angesagt",
    "label.schwarz": "Schwarz angesagt",
    "label.overbid": "überreizt",
    "sk.game.rufspiel": "Sauspiel",
    "sk.game.solo": "Solo",
    "sk.game.wenz": "Wenz",
    "sk.game.farbwenz": "Farbwenz",
    "sk.game.geier": "Geier",
    "sk.game.bettel": "Bettel",
    "sk.game.ramsch": "Ramsch",
    "sk.game.passed": "zusammen\u00adgeworfen",
    "sk.suit.eichel": "Eichel",
    "sk.suit.gras": "Gras",
    "sk.suit.herz": "Herz",
    "sk.suit.schellen": "Schellen",
    "sk.desc.rufspiel": "Sauspiel auf die {suit}",
    "sk.desc.solo": "{suit}-Solo",
    "sk.desc.farbwenz": "{suit}-Farbwenz",
    "sk.desc.tout": "{game} Tout",
    "sk.desc.with": "{game} mit {partner}",
    "sk.mark.laufende": "{count} Laufende",
    "sk.mark.klopfer": "{count}× Klopfer",
    "sk.mark.stoss": "Stoß",
    "sk.mark.retour": "Retour",
    "sk.mark.bock": "{count}× Bock",
    "sk.entry.game": "Spiel",
    "sk.entry.declarer": "Spieler",
    "sk.entry.partner": "Mitspieler",
    "sk.entry.called": "Gerufene Sau",
    "sk.entry.suit": "Farbe",
    "sk.entry.points": "Augen",
    "sk.entry.tricks": "Stiche",
    "sk.entry.laufende": "Laufende",
    "sk.entry.tout": "Tout",
    "sk.entry.klopfer": "Klopfer",
    "sk.entry.kontra": "Stoß",
    "sk.entry.kontra.0": "–",
    "sk.entry.kontra.1": "Stoß",
    "sk.entry.kontra.2": "Retour",
    "sk.entry.bock": "Bock",
    "sk.entry.ramsch_points": "Augen",
    "sk.entry.ramsch_tricks": "Stiche",
    "sk.entry.fewer": "weniger",
    "sk.entry.more": "mehr",
    "sign.heading": "Liste unterschreiben",
    "sign.hint": "Alle {games} Spiele sind gespeichert. Jeder Spieler prüft die Liste und bestätigt sie:",
    "sign.confirm": "Ich bestätige die Liste",
    "sign.confirmed": "bestätigt ✓",
    "sign.waiting": "Noch {count} von {total} Bestätigungen.",
    "sign.sending": "Unterschrift wird gesendet …",
    "sign.offline": "Unterschrift wartet auf die Verbindung …",
    "sign.done": "unterschrieben – Korrekturen nur am Turniertisch",
    "locked": "Die Liste ist unterschrieben – Korrekturen nur am Turniertisch.",
    "proj.title": "Rangliste",
    "proj.after": "Serie {series} läuft",
    "proj.page": "Seite {page}/{pages}",
    "proj.updated": "Stand {time}",
    "proj.live": "live",
    "proj.reconnecting": "Verbindung wird wiederhergestellt …",
    "proj.empty": "Noch keine Ergebnisse.",
    "proj.rank": "Platz",
    "proj.name": "Name",
    "proj.club": "Verein",
    "proj.points": "Spiel\u00adpunkte",
    "proj.won": "Gew.",
    "proj.lost": "Verl.",
    "proj.total": "Wertung",
    "proj.result": "Ergebnis",
    "proj.solos_won": "Soli gew.",
    "proj.solos_lost": "Soli verl.",
    "proj.lot": "Los",
    "proj.tables": "Tische der Serie {series}",
    "proj.table": "Tisch {table}",
    "proj.signed": "unterschrieben",
    "proj.stale": "keine Meldung seit {minutes} min",
    "proj.stale_never": "noch keine Meldung",
    "proj.done": "{signed} von {tables} Listen unterschrieben",
  },
  en: {
    "lang.switch": "Deutsch",
    "lang.switch_label": "Auf Deutsch umschalten",
    "loading": "Loading the list …",
    "load_failed": "The list cannot be loaded right now – trying again …",
    "unauthorized": "This table access is not valid (any more). Please ask the tournament desk for a new code.",
    "table.title": "Table {table} · Series {series}",
    "conn.online": "connected",
    "conn.sending": "connected – sending {count}",
    "conn.offline": "offline",
    "conn.waiting.one": "offline – 1 game waiting",
    "conn.waiting.other": "offline – {count} games waiting",
    "conn.storage": "Careful: this phone cannot keep entries across a reload (private mode?). Please do not reload while games are waiting.",
    "list.no": "No.",
    "list.game": "Game",
    "list.value": "Value",
    "list.empty": "No games yet. Enter the first game below.",
    "list.sum": "Total",
    "list.unit.cent": "amounts in euros",
    "list.unit.points": "amounts in points",
    "row.pending": "waiting",
    "row.refused": "refused",
    "row.conflict": "conflict",
    "row.locked": "not stored",
    "row.no_value": "value follows",
    "row.tap": "Tap to correct",
    "conflict.text": "Game {game} was changed meanwhile at the tournament desk or on another phone.",
    "conflict.stored": "Stored:",
    "conflict.mine": "Mine:",
    "conflict.nothing": "(nothing stored)",
    "conflict.keep": "Keep the stored one",
    "conflict.send": "Send mine",
    "refused.fix": "Correct",
    "refused.drop": "Discard",
    "entry.game": "Game {game}",
    "entry.correcting": "Correcting game {game}",
    "entry.cancel": "Cancel",
    "entry.declarer": "Declarer",
    "entry.contract": "Game",
    "entry.matadors": "Matadors",
    "entry.with": "with",
    "entry.without": "without",
    "entry.fewer": "one matador fewer",
    "entry.more": "one matador more",
    "entry.hand": "Hand",
    "entry.ouvert": "Ouvert",
    "entry.schneider": "Schneider announced",
    "entry.schwarz": "Schwarz announced",
    "entry.points": "Card points",
    "entry.tricks": "Tricks",
    "entry.bid": "Bid",
    "entry.override": "Result by",
    "entry.override.none": "played out",
    "entry.override.declarer_lost_by_rule": "declarer's rule violation",
    "entry.override.defenders_lost_by_rule": "defenders' rule violation",
    "entry.override.declarer_conceded": "declarer concedes",
    "entry.override.defenders_conceded": "defenders concede",
    "entry.save": "Save",
    "entry.value": "Value {value}",
    "entry.value_lost": "lost: {value}",
    "entry.value_overbid": "overbid: {value}",
    "entry.value_passed": "passed in: no value",
    "entry.value_offline": "value follows when connected",
    "entry.totals": "Totals after it:",
    "entry.need_declarer": "Who played? Please tap the declarer.",
    "entry.need_contract": "Which game? Please tap the game.",
    "entry.need_number": "“{value}” is not a number: please enter a whole number from 0.",
    "entry.full": "All {games} games of the series are entered.",
    "entry.saved": "Game {game} stored.",
    "entry.sending": "Sending game {game} …",
    "entry.queued": "Game {game} waits for the connection.",
    "contract.clubs": "Clubs",
    "contract.spades": "Spades",
    "contract.hearts": "Hearts",
    "contract.diamonds": "Diamonds",
    "contract.grand": "Grand",
    "contract.null": "Null",
    "contract.passed": "passed in",
    "contract.ramsch": "Ramsch",
    "entry.kontra": "Kontra / Re",
    "entry.kontra.none": "–",
    "entry.kontra.none_label": "no Kontra",
    "entry.kontra.kontra": "Kontra",
    "entry.kontra.re": "Re",
    "entry.ramsch": "Ramsch: points (with the skat) and tricks",
    "entry.ramsch.points": "Points",
    "entry.ramsch.tricks": "Tricks",
    "entry.ramsch.dealer": "deals",
    "entry.ramsch.sum": "Together {points} of 120 points, {tricks} of 10 tricks",
    "entry.ramsch.pushes": "Pushes (Schieberamsch)",
    "entry.ramsch.fewer": "one push fewer",
    "entry.ramsch.more": "one push more",
    "entry.ramsch.last_trick": "Last trick (equal points)",
    "entry.value_ramsch": "Ramsch: {scores}",
    "entry.value_ramsch_none": "Ramsch: nobody scores",
    "entry.bock": "Bock ×{factor}",
    "label.pushes": "pushed\u00a0{count}×",
    "mark.kontra": "Kontra",
    "mark.re": "Re",
    "mark.bock": "Bock",
    "mark.factor": "×{factor}",
    "mark.kontra_title": "Kontra: counts double",
    "mark.re_title": "Kontra and Re: counts four times",
    "mark.bock_title": "Bock round: counts double",
    "mark.factor_title": "counts {factor} times",
    "label.hand": "Hand",
    "label.ouvert": "ouvert",
    "label.with": "with {count}",
    "label.without": "without {count}",
    "label.schneider": "schneider announced",
    "label.schwarz": "schwarz announced",
    "label.overbid": "overbid",
    "sk.game.rufspiel": "Sauspiel",
    "sk.game.solo": "Solo",
    "sk.game.wenz": "Wenz",
    "sk.game.farbwenz": "Farbwenz",
    "sk.game.geier": "Geier",
    "sk.game.bettel": "Bettel",
    "sk.game.ramsch": "Ramsch",
    "sk.game.passed": "thrown in",
    "sk.suit.eichel": "Eichel",
    "sk.suit.gras": "Gras",
    "sk.suit.herz": "Herz",
    "sk.suit.schellen": "Schellen",
    "sk.desc.rufspiel": "Sauspiel on the {suit} Ace",
    "sk.desc.solo": "{suit} Solo",
    "sk.desc.farbwenz": "{suit} Farbwenz",
    "sk.desc.tout": "{game} Tout",
    "sk.desc.with": "{game} with {partner}",
    "sk.mark.laufende": "{count} Laufende",
    "sk.mark.klopfer": "{count}× Klopfer",
    "sk.mark.stoss": "Stoß",
    "sk.mark.retour": "Retour",
    "sk.mark.bock": "{count}× Bock",
    "sk.entry.game": "Game",
    "sk.entry.declarer": "Player",
    "sk.entry.partner": "Partner",
    "sk.entry.called": "Called Ace",
    "sk.entry.suit": "Suit",
    "sk.entry.points": "Card points",
    "sk.entry.tricks": "Tricks",
    "sk.entry.laufende": "Laufende",
    "sk.entry.tout": "Tout",
    "sk.entry.klopfer": "Klopfer",
    "sk.entry.kontra": "Stoß",
    "sk.entry.kontra.0": "–",
    "sk.entry.kontra.1": "Stoß",
    "sk.entry.kontra.2": "Retour",
    "sk.entry.bock": "Bock",
    "sk.entry.ramsch_points": "Points",
    "sk.entry.ramsch_tricks": "Tricks",
    "sk.entry.fewer": "fewer",
    "sk.entry.more": "more",
    "sign.heading": "Sign the list",
    "sign.hint": "All {games} games are stored. Every player checks the list and confirms it:",
    "sign.confirm": "I confirm the list",
    "sign.confirmed": "confirmed ✓",
    "sign.waiting": "{count} of {total} confirmations still missing.",
    "sign.sending": "Sending the signature …",
    "sign.offline": "The signature waits for the connection …",
    "sign.done": "signed – corrections only at the tournament desk",
    "locked": "The list is signed – corrections only at the tournament desk.",
    "proj.title": "Standings",
    "proj.after": "series {series} in play",
    "proj.page": "Page {page}/{pages}",
    "proj.updated": "As of {time}",
    "proj.live": "live",
    "proj.reconnecting": "Reconnecting …",
    "proj.empty": "No results yet.",
    "proj.rank": "Rank",
    "proj.name": "Name",
    "proj.club": "Club",
    "proj.points": "Points",
    "proj.won": "Won",
    "proj.lost": "Lost",
    "proj.total": "Score",
    "proj.result": "Result",
    "proj.solos_won": "Solos won",
    "proj.solos_lost": "Solos lost",
    "proj.lot": "lot",
    "proj.tables": "Tables of series {series}",
    "proj.table": "Table {table}",
    "proj.signed": "signed",
    "proj.stale": "no contact for {minutes} min",
    "proj.stale_never": "no contact yet",
    "proj.done": "{signed} of {tables} lists signed",
  },
};

/** The page's language: `?lang=` first, then what the phone chose before, then German. */
export function pickLang(search, stored) {
  const asked = new URLSearchParams(search ?? "").get("lang");
  if (asked === "de" || asked === "en") return asked;
  return stored === "en" ? "en" : "de";
}

/** The words of `lang` with `{name}` filled in; the key itself when it is missing. */
export function translate(lang, key, values = {}) {
  const raw = WORDS[lang]?.[key] ?? WORDS.de[key] ?? key;
  return raw.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? `{${name}}`));
}

/** The keys one language has and the other lacks. */
export function missingKeys() {
  const de = Object.keys(WORDS.de);
  const en = Object.keys(WORDS.en);
  return [...de.filter((k) => !(k in WORDS.en)), ...en.filter((k) => !(k in WORDS.de))];
}

const locale = (lang) => (lang === "en" ? "en-GB" : "de-DE");

/** A whole number as the lists print it, with a real minus: "1.234", "−54". */
export function formatNumber(lang, n) {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 0 }).format(n).replace("-", "−");
}

/** A change as a list writes it: "+48", "−96", "0". */
export function signed(lang, n) {
  return n > 0 ? `+${formatNumber(lang, n)}` : formatNumber(lang, n);
}

/** Cents as euros without the currency sign (the column says the unit): "1,20", "−0,30". */
export function formatEuros(lang, cents) {
  const euros = new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return euros.format(cents / 100).replace("-", "−");
}

/** An amount in a Schafkopf tariff's unit: euros for cents ("1,20 €"), else points ("12");
 * with `sign`, a gain gets its "+". */
export function formatAmount(lang, unit, n, sign = false) {
  let text;
  if (unit === "cent") {
    text = new Intl.NumberFormat(locale(lang), { style: "currency", currency: "EUR" }).format(n / 100).replace("-", "−");
  } else text = formatNumber(lang, n);
  return sign && n > 0 ? `+${text}` : text;
}

/** A time of day as "21:07". */
export function formatTime(lang, date) {
  return new Intl.DateTimeFormat(locale(lang), { hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(date);
}

// ---- How a game is said on a row ----

/** A Skat game as the phone's list writes it: "Kreuz Hand mit 2", "Null ouvert", "eingepasst",
 * "Grand ohne 1, Schneider angesagt". An ouvert suit or grand game implies Hand and Schwarz
 * angesagt (ISkO 3.2.6), so those are not said again. */
export function skatLabel(lang, record) {
  const t = (key, values) => translate(lang, key, values);
  if (!record || record.passed) return t("contract.passed");
  if (record.ramsch) {
    const pushes = Number(record.ramsch.pushes ?? 0);
    return pushes > 0 ? `${t("contract.ramsch")}, ${t("label.pushes", { count: pushes })}` : t("contract.ramsch");
  }
  if (!record.contract) return "";
  const parts = [t(`contract.${record.contract}`)];
  const isNull = record.contract === "null";
  const openSuit = record.ouvert && !isNull;
  if (record.ouvert) parts.push(t("label.ouvert"));
  if (record.hand && !openSuit) parts.push(t("label.hand"));
  const m = Number(record.matadors);
  if (!isNull && Number.isInteger(m) && m !== 0) parts.push(t(m > 0 ? "label.with" : "label.without", { count: Math.abs(m) }));
  let text = parts.join(" ");
  const announced = openSuit ? "none" : record.announced ?? "none";
  if (announced === "schneider" || announced === "schwarz") text += `, ${t(`label.${announced}`)}`;
  if (record.result_override) text += `, ${t(`entry.override.${record.result_override}`)}`;
  return text;
}

/** The club marks of a Skat row (RULES.md C.1, C.2), short: Kontra or Re from the record, Bock
 * when the deal lies in a Bock round, and the engine's multiplier when it is more than 1. Each
 * mark is `{kind, text, title}`; the numbers are the hub's, never counted here. */
export function skatMarks(lang, record, { bock = false, multiplier = 1 } = {}) {
  const t = (key, values) => translate(lang, key, values);
  const marks = [];
  const kontra = record?.kontra;
  if (kontra === "kontra" || kontra === "re") marks.push({ kind: kontra, text: t(`mark.${kontra}`), title: t(`mark.${kontra}_title`) });
  if (bock) marks.push({ kind: "bock", text: t("mark.bock"), title: t("mark.bock_title") });
  const factor = Number(multiplier);
  if (Number.isInteger(factor) && factor > 1) marks.push({ kind: "factor", text: t("mark.factor", { factor }), title: t("mark.factor_title", { factor }) });
  return marks;
}

/** A Schafkopf game as the list writes it: "Sauspiel auf die Eichel", "Herz-Solo Tout", "Wenz",
 * "zusammengeworfen". */
export function schafkopfLabel(lang, record) {
  const t = (key, values) => translate(lang, key, values);
  if (!record || record.passed || !record.game) return t("sk.game.passed");
  const suit = (s) => (s ? t(`sk.suit.${s}`) : "");
  let text;
  if (record.game === "rufspiel" && record.called) text = t("sk.desc.rufspiel", { suit: suit(record.called) });
  else if ((record.game === "solo" || record.game === "farbwenz") && record.suit) text = t(`sk.desc.${record.game}`, { suit: suit(record.suit) });
  else text = t(`sk.game.${record.game}`);
  return record.tout ? t("sk.desc.tout", { game: text }) : text;
}

/** What doubles a Schafkopf game, as short marks: "3 Laufende", "Stoß", "2× Klopfer". */
export function schafkopfMarks(lang, record) {
  const t = (key, values) => translate(lang, key, values);
  const marks = [];
  if (!record) return marks;
  if (record.laufende > 0) marks.push(t("sk.mark.laufende", { count: record.laufende }));
  if (record.klopfer > 0) marks.push(t("sk.mark.klopfer", { count: record.klopfer }));
  if (record.kontra === 1) marks.push(t("sk.mark.stoss"));
  if (record.kontra >= 2) marks.push(t("sk.mark.retour"));
  if (record.bock > 0) marks.push(t("sk.mark.bock", { count: record.bock }));
  return marks;
}

// ---- The list as on paper ----

/** What a row writes into each seat's column: Skat puts the score in the declarer's column
 * (a passed deal writes nothing) and a Ramsch every seat's score; Schafkopf gives every seat
 * its amount. `factor` is the Bock factor of the deal (C.2), as the hub says it. Null when the
 * result is not known yet (a game typed offline). */
export function rowDeltas(kind, seats, declarer, result, factor = 1) {
  if (!result) return null;
  if (kind === "schafkopf") {
    const amounts = Array.isArray(result.amounts) ? result.amounts : [];
    return Array.from({ length: seats }, (_, i) => Number(amounts[i] ?? 0));
  }
  if (Array.isArray(result.ramsch_scores)) return Array.from({ length: seats }, (_, i) => Number(result.ramsch_scores[i] ?? 0) * factor);
  const deltas = Array(seats).fill(0);
  if (declarer !== null && declarer !== undefined && declarer < seats && !result.passed) deltas[declarer] = Number(result.score ?? 0) * factor;
  return deltas;
}

/** The running totals after each row, in row order: `rows` are `{game, declarer, result}`; a
 * row of the hub's list also has the engine's `scores` and `totals` (Kontra/Re, Bock and Ramsch
 * in), and those are written as they are while nothing before the row is counted here. A row
 * counted here (from the outbox) adds its result times the hub's Bock factor of its game
 * (`factors`, game 1 first). A row without a result adds nothing and is marked `incomplete`
 * (so are the rows after it), unless it is `uncounted` (a game the hub refused: it is not on
 * the list at all). With Bock rounds (`bock`), every row after one counted here is marked too:
 * that game may start or end a round the hub has not seen. On a Bierlachs list (`style`) only
 * the hub can say what a game writes. */
export function runningTotals(kind, seats, rows, { factors = null, bock = false, style = null } = {}) {
  const totals = Array(seats).fill(0);
  let incomplete = false;
  let local = false;
  return rows.map((row) => {
    if (bock && local) incomplete = true;
    let deltas;
    if (fromEngine(row, seats)) {
      deltas = row.scores.map(Number);
      if (local) deltas.forEach((d, i) => (totals[i] += d));
      else row.totals.forEach((total, i) => (totals[i] = Number(total)));
    } else {
      const factor = Number(factors?.[row.game - 1] ?? 1) || 1;
      deltas = kind === "skat" && style === "bierlachs" ? null : rowDeltas(kind, seats, row.declarer, row.result, factor);
      if (deltas === null && !row.uncounted) incomplete = true;
      deltas?.forEach((d, i) => (totals[i] += d));
      if (!row.uncounted) local = true;
    }
    return { deltas, totals: [...totals], incomplete };
  });
}

/** Whether a row carries what the engine's list writes for every seat. */
function fromEngine(row, seats) {
  return Array.isArray(row.scores) && Array.isArray(row.totals) && row.scores.length === seats && row.totals.length === seats;
}

/** The first game number of 1..games that the list does not have yet; null when it is full. */
export function nextGame(numbers, games) {
  const have = new Set(numbers);
  for (let n = 1; n <= games; n++) if (!have.has(n)) return n;
  return null;
}

// ---- Building the page ----

/** An element built from data: `props` sets `class`, `text` (as a text node), `data-*`, `aria-*`
 * and other attributes, and `on*` listeners given as functions; children are nodes or strings
 * (strings become text nodes, never markup). Inline styles and string handlers are refused,
 * as the CSP would refuse them too. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "class") node.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : String(value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key.startsWith("on") || key === "style") throw new Error(`${key} is not set from data`);
    else if (key === "value" || key === "checked" || key === "disabled" || key === "hidden") node[key] = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

/** Appends nodes and strings (as text), skipping null and false; arrays are flattened. */
export function append(node, ...children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Replaces the children of `node`. */
export function fill(node, ...children) {
  node.replaceChildren();
  return append(node, children);
}

// ---- Asking the hub ----

/** One request to the hub, JSON in and out: `{status, body, retryAfter}`, status 0 when the
 * network failed or the hub did not answer within `timeout` ms. The language decides the
 * language of the hub's refusals. */
export async function request(path, { method = "GET", body, lang = "de", timeout = 8000 } = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  const headers = { Accept: "application/json", "Accept-Language": lang };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  try {
    const res = await fetch(path, {
      method, headers, cache: "no-store", signal: controller.signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    return { status: res.status, body: data, retryAfter: retryAfter(res.headers.get("Retry-After")) };
  } catch (error) {
    return { status: 0, body: null, retryAfter: null, error: String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** `Retry-After` in milliseconds (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfter(header, now = Date.now()) {
  if (header === null || header === undefined || header === "") return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
