//! Sentences in the user's language: the Project Fluent catalogues of `locales/` (German and
//! English), read by the CLI, the PDFs and — the same files — the app's front end.
//!
//! This is the edge where a [`Refusal`] becomes a sentence. Nothing here decides a rule, and
//! nothing anywhere matches a sentence: consumers branch on the code.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

use skatblock_rules::{Param, Refusal};

mod schafkopf;
pub use schafkopf::{SchafkopfDetails, schafkopf_description};

/// The parts of each catalogue, `locales/<lang>/<part>.ftl`, one per area of the library.
macro_rules! catalogue {
    ($lang:literal) => {
        &[
            include_str!(concat!("../../../locales/", $lang, "/common.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/rules.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/references.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/input.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/import.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/store.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/event.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/players.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/seating.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/totals.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/season.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/league.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/cash.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/schafkopf.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/hub.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/hubpage.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/prizes.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/server.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/serverpage.ftl")),
            include_str!(concat!("../../../locales/", $lang, "/sync.ftl")),
        ]
    };
}

/// The German catalogue, part by part.
pub const GERMAN: &[&str] = catalogue!("de");
/// The English catalogue, part by part.
pub const ENGLISH: &[&str] = catalogue!("en");

/// A language of the catalogues.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// German, the app's default.
    De,
    /// English, the CLI's default.
    #[default]
    En,
}

impl Lang {
    /// The language tag, `de` or `en`.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
        }
    }

    /// The catalogue's source texts, part by part.
    pub const fn catalogue(self) -> &'static [&'static str] {
        match self {
            Lang::De => GERMAN,
            Lang::En => ENGLISH,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// The text is neither `de` nor `en`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: expected de or en")]
pub struct UnknownLang(String);

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        match s.to_ascii_lowercase().as_str() {
            "de" | "deutsch" | "german" => Ok(Lang::De),
            "en" | "english" | "englisch" => Ok(Lang::En),
            _ => Err(UnknownLang(s.to_string())),
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static DE: OnceLock<Bundle> = OnceLock::new();
    static EN: OnceLock<Bundle> = OnceLock::new();
    let cell = match lang {
        Lang::De => &DE,
        Lang::En => &EN,
    };
    cell.get_or_init(|| {
        let id: unic_langid::LanguageIdentifier =
            lang.tag().parse().expect("de and en are language tags");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No Unicode isolation marks around parameters: the sentences go to terminals,
        // CSV cells and PDFs, where the marks would show as noise.
        bundle.set_use_isolating(false);
        for part in lang.catalogue() {
            let resource = FluentResource::try_new((*part).to_string())
                .expect("the catalogues are checked by the tests: they parse");
            bundle
                .add_resource(resource)
                .expect("the catalogues are checked by the tests: no id twice");
        }
        bundle
    })
}

/// Whether the catalogue of `lang` has the message `id`.
pub fn has_message(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// The message `id` of `lang` with `params`; `None` when the catalogue lacks it.
pub fn try_message<'a>(
    lang: Lang,
    id: &str,
    params: impl IntoIterator<Item = (&'a str, &'a Param)>,
) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(id)?.value()?;
    let mut args = FluentArgs::new();
    for (name, param) in params {
        args.set(name, fluent_value(lang, param));
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    Some(text.into_owned())
}

/// The message `id` of `lang` with `params`; the id itself when the catalogue lacks it (the
/// tests make sure it never does).
pub fn message<'a>(
    lang: Lang,
    id: &str,
    params: impl IntoIterator<Item = (&'a str, &'a Param)>,
) -> String {
    try_message(lang, id, params).unwrap_or_else(|| id.to_string())
}

/// A message without parameters.
pub fn text(lang: Lang, id: &str) -> String {
    message(lang, id, [])
}

fn fluent_value(lang: Lang, param: &Param) -> FluentValue<'static> {
    match param {
        Param::Int(n) => FluentValue::from(*n),
        Param::Text(t) => FluentValue::from(t.clone()),
        Param::Term { term } => FluentValue::from(text(lang, term)),
        Param::Columns { columns } => {
            let named: Vec<String> = columns.iter().map(|c| row_column(lang, c)).collect();
            FluentValue::from(named.join(", "))
        }
    }
}

/// The name of the CSV column `name` in `lang`: the catalogue's `csv-column-{scope}-…` message
/// where a list names a column its own way (Schafkopf's `points` are card points), else its
/// `csv-column-…` message (`-` for `_`); `None` where the catalogue has neither. English names
/// are the columns' own, so an English file and an English refusal say `first_name`.
pub fn csv_column(lang: Lang, scope: Option<&str>, name: &str) -> Option<String> {
    let name = name.replace('_', "-");
    scope
        .and_then(|scope| try_message(lang, &format!("csv-column-{scope}-{name}"), []))
        .or_else(|| try_message(lang, &format!("csv-column-{name}"), []))
}

/// The label of a field: the catalogue's `field-…` message, else the field as written.
pub fn field_label(lang: Lang, field: &str) -> String {
    let id = format!("field-{}", field.replace(['.', '_'], "-"));
    try_message(lang, &id, []).unwrap_or_else(|| field.to_string())
}

/// The sentence of a refusal without field and value: the code's message, with the rule
/// reference in parentheses as the user can look it up (`ISkO 2.3`, `Hausregel C.3`).
pub fn reason(lang: Lang, refusal: &Refusal) -> String {
    let id = refusal.code.message_id();
    let sentence = try_message(lang, &id, refusal.params.iter().map(|(k, v)| (*k, v)))
        .unwrap_or_else(|| refusal.to_string());
    match refusal.rule {
        Some(rule) => compose(
            lang,
            "refusal-rule",
            [("sentence", sentence), ("rule", rule_reference(lang, rule))],
        ),
        None => sentence,
    }
}

/// Where the rule `rule` (a section of RULES.md, e.g. `A.3.3` or `B.2.3, V-12`) is found in the
/// text a club official has at hand: the catalogue's `rule-ref-…` message (`references.ftl`),
/// else the section itself, which our documentation still finds.
fn rule_reference(lang: Lang, rule: &str) -> String {
    try_message(lang, &rule_message_id(rule), []).unwrap_or_else(|| rule.to_string())
}

/// The catalogue id of a rule's reference: `rule-ref-` and the section with each run of dots,
/// commas and spaces as one `-` (`B.2.3, V-12` → `rule-ref-B-2-3-V-12`); the app's
/// `refusals.ts` makes the same id.
fn rule_message_id(rule: &str) -> String {
    let parts: Vec<&str> = rule
        .split(['.', ',', ' '])
        .filter(|part| !part.is_empty())
        .collect();
    format!("rule-ref-{}", parts.join("-"))
}

/// The whole sentence of a refusal: `matadors = 5: grand allows … (ISkO 2.3)`; with the game it
/// concerns first where it names one (`game 3: declarer = 7: …`, `series 1, table 2, game 3:
/// …` for a stored game).
pub fn refusal(lang: Lang, refusal: &Refusal) -> String {
    let sentence = reason(lang, refusal);
    let Some(field) = &refusal.field else {
        return sentence;
    };
    let value = refusal
        .value
        .clone()
        .unwrap_or_else(|| text(lang, "value-missing"));
    let line = compose(
        lang,
        "refusal-field",
        [
            ("field", field_label(lang, field)),
            ("value", value),
            ("sentence", sentence),
        ],
    );
    let p = |name: &str| refusal.params.get(name).map(ToString::to_string);
    match (p("series"), p("table"), p("game")) {
        (Some(series), Some(table), Some(game)) => compose(
            lang,
            "refusal-at-stored-game",
            [
                ("series", series),
                ("table", table),
                ("game", game),
                ("refusal", line),
            ],
        ),
        (_, _, Some(game)) => compose(lang, "refusal-at-game", [("game", game), ("refusal", line)]),
        _ => line,
    }
}

/// One bad cell of an import: `line 4, column first_name: "": a player needs a first name`.
/// The refusal's field is the column and its value the cell.
pub fn row(lang: Lang, line: u64, refusal: &Refusal) -> String {
    if refusal.field.is_none() {
        // The file as a whole (not UTF-8, not CSV): the line where reading stopped.
        let sentence = reason(lang, refusal);
        return compose(
            lang,
            "refusal-line",
            [("line", line.to_string()), ("sentence", sentence)],
        );
    }
    compose(
        lang,
        "refusal-row",
        [
            ("line", line.to_string()),
            (
                "column",
                row_column(lang, refusal.field.as_deref().unwrap_or_default()),
            ),
            ("value", refusal.value.clone().unwrap_or_default()),
            ("sentence", reason(lang, refusal)),
        ],
    )
}

/// The column a row's refusal names, as the file's header names it in `lang` (German
/// `Nachname`, not `last_name`); a column the catalogue does not know, as written.
fn row_column(lang: Lang, field: &str) -> String {
    csv_column(lang, None, field).unwrap_or_else(|| field.to_string())
}

/// An amount of cents as the user's language writes money: German `1,50 €`, English `€1.50`,
/// with thousands grouped (`1.234,50 €`, `€1,234.50`) and a leading minus (`-1,50 €`,
/// `-€1.50`).
///
/// ```
/// use skatblock_i18n::{Lang, format_cents};
/// assert_eq!(format_cents(Lang::De, 150), "1,50 €");
/// assert_eq!(format_cents(Lang::En, -150), "-€1.50");
/// ```
pub fn format_cents(lang: Lang, cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    let (euros, rest) = (abs / 100, abs % 100);
    match lang {
        Lang::De => format!("{sign}{},{rest:02} €", grouped(euros, '.')),
        Lang::En => format!("{sign}€{}.{rest:02}", grouped(euros, ',')),
    }
}

/// `n` with `separator` between groups of three digits.
fn grouped(n: u64, separator: char) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

/// The codes of files the app reads and writes.
pub mod codes {
    skatblock_rules::codes! {
        /// A file that cannot be read; params `path`, `detail`.
        FILE_UNREADABLE = "file.unreadable";
        /// A file that cannot be written; params `path`, `detail`.
        FILE_UNWRITABLE = "file.unwritable";
        /// No data file is open in the app.
        APP_NOT_OPEN = "app.not-open";
        /// A lock of the window left poisoned by a panic.
        APP_POISONED = "app.poisoned";
        /// The window sent a value of the wrong type (an empty number field).
        APP_INVALID_INPUT = "app.invalid-input";
        /// A played game as a scorer says it; params `contract` (term), `ouvert`, `hand`
        /// (`yes`/`no`), `matadors` (`with`/`without`/`none`), `count`, `announced`,
        /// `replacement` (term or `none`), `replacement_matadors`, `replacement_count`,
        /// `override` (term or `none`), `kontra` (`none`/`kontra`/`re`), and what a list
        /// checked like paper adds: `schneider`, `schwarz` (`yes`: reached in play),
        /// `overbid` (the bid or `none`), `points` (the declarer's card points or `none`).
        DESCRIBE_GAME = "describe.game";
        /// A passed-in deal as a scorer says it.
        DESCRIBE_PASSED = "describe.passed";
        /// A Ramsch as a scorer says it; params `points`, `tricks` (per seat, `/`-separated),
        /// `pushes`.
        DESCRIBE_RAMSCH = "describe.ramsch";
        /// A Schafkopf game as the lists say it; params `game` (the game's name or
        /// `passed`), `suit` (term or `none`), `tout` (`yes`/`no`), `jungfrauen`,
        /// `durchmarsch` (`yes`/`no`), and the optional parts `partner` (a first name or
        /// `none`), `laufende`, `klopfer`, `bock` (0 for none), `kontra`
        /// (`none`/`stoss`/`retour`), `points` (the declaring party's or `none`), `narrow`
        /// (`yes`: a soft hyphen in a long word).
        DESCRIBE_SCHAFKOPF = "describe.schafkopf";
    }
}

/// A game as a scorer says it, coded: the one description of the CLI's list, the app's score
/// sheet and the history (the catalogue's `describe-game` and `describe-passed`).
pub fn game_description(game: &skatblock_rules::GameRecord) -> Refusal {
    if let Some(deal) = game.ramsch() {
        return ramsch_description(deal);
    }
    match game.played() {
        Some(g) => played_description(g)
            .param("schneider", "no")
            .param("schwarz", "no")
            .param("overbid", "none")
            .param("points", "none"),
        None => Refusal::new(codes::DESCRIBE_PASSED),
    }
}

/// A game as the app's score sheet shows it, to be checked like paper: the description with
/// the marks that make its value beside those the scorer declared (Schneider and Schwarz
/// reached in play, an overbid with its bid, as `rules` count them) and the declarer's card
/// points. An announcement or an ouvert already says the Schneider and Schwarz it implies.
pub fn checked_game_description(
    game: &skatblock_rules::GameRecord,
    rules: &skatblock_rules::Rules,
) -> Refusal {
    let described = game_description(game);
    let Some(g) = game.played() else {
        return described;
    };
    let marks = skatblock_rules::level_marks(g, rules);
    let trump_ouvert = g.ouvert() && g.matadors().is_some();
    let reached = |mark: bool, announced: bool| yes(mark && !announced && !trump_ouvert);
    let r = described
        .param(
            "schneider",
            reached(marks.schneider, marks.schneider_announced),
        )
        .param("schwarz", reached(marks.schwarz, marks.schwarz_announced));
    let r = match skatblock_rules::score(game, rules).overbid {
        true => r.param("overbid", g.bid().get()),
        false => r,
    };
    match g.declarer_points() {
        Some(points) => r.param("points", points),
        None => r,
    }
}

/// A Ramsch: every seat's points and tricks, `/`-separated, and the pushes.
fn ramsch_description(deal: &skatblock_rules::RamschDeal) -> Refusal {
    let joined = |values: &[u8]| {
        let parts: Vec<String> = values.iter().map(ToString::to_string).collect();
        parts.join("/")
    };
    Refusal::new(codes::DESCRIBE_RAMSCH)
        .param("points", joined(deal.points()))
        .param("tricks", joined(deal.tricks()))
        .param("pushes", deal.pushes())
}

/// A played game: contract, levels and matadors, then the replacement, Kontra and override.
fn played_description(g: &skatblock_rules::PlayedGame) -> Refusal {
    use skatblock_rules::Announcement;
    // A suit or grand ouvert is always hand (A.5.3) and schwarz announced: it says neither.
    let trump_ouvert = g.ouvert() && g.matadors().is_some();
    let announced = match g.announced() {
        Announcement::Schwarz if trump_ouvert => "none",
        other => other.name(),
    };
    let (matadors, count) = matadors_words(g.matadors());
    let r = Refusal::new(codes::DESCRIBE_GAME)
        .term("contract", g.contract().term())
        .param("ouvert", yes(g.ouvert()))
        .param("hand", yes(g.hand() && !trump_ouvert))
        .param("matadors", matadors)
        .param("count", count)
        .param("announced", announced);
    let r = with_replacement(r, g.replacement()).param("kontra", g.kontra().name());
    match g.result_override() {
        Some(o) => r.term("override", override_term(o)),
        None => r.param("override", "none"),
    }
}

/// The catalogue's `yes` or `no`.
fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// Matadors as `with`/`without` and their count; `none` for a Null (A.3).
fn matadors_words(m: Option<skatblock_rules::Matadors>) -> (&'static str, u16) {
    match m {
        Some(m) if m.with() => ("with", m.count()),
        Some(m) => ("without", m.count()),
        None => ("none", 0),
    }
}

/// The replacement game of an impossible Null (A.10) with its matadors; `none` without one.
fn with_replacement(r: Refusal, replacement: Option<skatblock_rules::Replacement>) -> Refusal {
    let (r, (with, count)) = match replacement {
        Some(rep) => (
            r.term("replacement", rep.contract().term()),
            matadors_words(Some(rep.matadors())),
        ),
        None => (r.param("replacement", "none"), ("none", 0)),
    };
    r.param("replacement_matadors", with)
        .param("replacement_count", count)
}

/// The catalogue's words for a result override.
fn override_term(o: skatblock_rules::ResultOverride) -> &'static str {
    use skatblock_rules::ResultOverride::*;
    match o {
        DeclarerLostByRule => "override-declarer-lost-by-rule",
        DefendersLostByRule => "override-defenders-lost-by-rule",
        DeclarerConceded => "override-declarer-conceded",
        DefendersConceded => "override-defenders-conceded",
    }
}

/// A file that cannot be read, as a refusal naming it (`file.unreadable`).
pub fn unreadable(path: &std::path::Path, error: &std::io::Error) -> Refusal {
    Refusal::new(codes::FILE_UNREADABLE)
        .param("path", path.display().to_string())
        .param("detail", error.to_string())
}

/// A file that cannot be written, as a refusal naming it (`file.unwritable`).
pub fn unwritable(path: &std::path::Path, error: &std::io::Error) -> Refusal {
    Refusal::new(codes::FILE_UNWRITABLE)
        .param("path", path.display().to_string())
        .param("detail", error.to_string())
}

/// The prefix of the hub pages' words in the catalogue (`locales/<lang>/hubpage.ftl`).
const PAGE_PREFIX: &str = "page-";

/// The words of the hub's pages in `lang`, as the pages' `translate()` reads them: the key
/// `table.title` for the message `page-table-title` (a Fluent id has no dots, a page's key no
/// hyphens) and `{table}` for the placeable `{ $table }`. A message the pages could not fill
/// (a selector, a term) is an error naming it: the pages' words are plain text with values.
///
/// # Errors
/// The id of the first message that is more than text, string literals and variables.
pub fn page_words(lang: Lang) -> std::result::Result<Vec<(String, String)>, String> {
    let source = match lang {
        Lang::De => include_str!("../../../locales/de/hubpage.ftl"),
        Lang::En => include_str!("../../../locales/en/hubpage.ftl"),
    };
    let resource = FluentResource::try_new(source.to_string())
        .map_err(|_| "hubpage.ftl does not parse".to_string())?;
    let mut words = Vec::new();
    for entry in resource.entries() {
        let fluent_syntax::ast::Entry::Message(message) = entry else {
            continue;
        };
        let Some(key) = message.id.name.strip_prefix(PAGE_PREFIX) else {
            return Err(message.id.name.to_string());
        };
        let text = message
            .value
            .as_ref()
            .and_then(page_text)
            .ok_or_else(|| message.id.name.to_string())?;
        words.push((key.replace('-', "."), text));
    }
    Ok(words)
}

/// A pattern as a page's text: `{name}` for a variable, a string literal unescaped.
fn page_text(pattern: &fluent_syntax::ast::Pattern<&str>) -> Option<String> {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    let mut text = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => text.push_str(value),
            PatternElement::Placeable {
                expression: Expression::Inline(inline),
            } => match inline {
                InlineExpression::VariableReference { id } => {
                    text.push_str(&format!("{{{}}}", id.name));
                }
                InlineExpression::StringLiteral { value } => {
                    text.push_str(&fluent_syntax::unicode::unescape_unicode_to_string(value));
                }
                _ => return None,
            },
            PatternElement::Placeable { .. } => return None,
        }
    }
    Some(text)
}

fn compose<const N: usize>(lang: Lang, id: &str, parts: [(&'static str, String); N]) -> String {
    let params: Vec<(&str, Param)> = parts
        .into_iter()
        .map(|(k, v)| (k, Param::Text(v)))
        .collect();
    message(lang, id, params.iter().map(|(k, v)| (*k, v)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;
    use skatblock_rules::{Code, codes};

    #[rstest]
    #[case::de_cents(Lang::De, 150, "1,50 €")]
    #[case::en_cents(Lang::En, 150, "€1.50")]
    #[case::de_negative(Lang::De, -150, "-1,50 €")]
    #[case::en_negative(Lang::En, -150, "-€1.50")]
    #[case::de_zero(Lang::De, 0, "0,00 €")]
    #[case::en_below_a_euro(Lang::En, -5, "-€0.05")]
    #[case::de_thousands(Lang::De, 123_456_789, "1.234.567,89 €")]
    #[case::en_thousands(Lang::En, 100_000, "€1,000.00")]
    #[case::de_smallest(Lang::De, i64::MIN, "-92.233.720.368.547.758,08 €")]
    fn format_cents_in_the_users_language(
        #[case] lang: Lang,
        #[case] cents: i64,
        #[case] shown: &str,
    ) {
        assert_eq!(format_cents(lang, cents), shown);
    }

    #[test]
    fn a_refusal_reads_in_both_languages() {
        let r = Refusal::new(codes::GAME_MATADORS_RANGE)
            .field("matadors")
            .value(5)
            .term("contract", "contract-grand")
            .param("max", 4)
            .rule("A.3.3");
        assert_eq!(
            refusal(Lang::En, &r),
            "matadors = 5: grand allows 1..=4 with or -4..=-1 without (ISkO 2.3)"
        );
        assert_eq!(
            refusal(Lang::De, &r),
            "Spitzen = 5: Grand hat mit oder ohne 1 bis 4 Spitzen (ISkO 2.3)"
        );
    }

    #[rstest]
    #[case::isko(Lang::De, "A.10", "ISkO 3.6.2")]
    #[case::isko_with_a_constraint(Lang::En, "B.2.3, V-12", "ISkO 3.2")]
    #[case::skwo(Lang::De, "B.2.1", "SkWO 6.1")]
    #[case::house_rule_de(Lang::De, "C.3.3", "Hausregel C.3.3")]
    #[case::house_rule_en(Lang::En, "C.3.3", "house rule C.3.3")]
    #[case::schafkopf(Lang::De, "D.2", "Schafkopf D.2")]
    #[case::unknown_stays_as_written(Lang::De, "Z.9", "Z.9")]
    fn issue_21_a_refusal_names_its_rule_as_the_user_looks_it_up(
        #[case] lang: Lang,
        #[case] rule: &'static str,
        #[case] shown: &str,
    ) {
        let r = Refusal::new(codes::GAME_POINTS_RANGE).rule(rule);
        let sentence = reason(lang, &Refusal::new(codes::GAME_POINTS_RANGE));
        assert_eq!(reason(lang, &r), format!("{sentence} ({shown})"));
    }

    /// The rule sections the code names: every string literal of the form `A.3.3`,
    /// `B.2.3, V-12` or `C.3` in the production and test code of the crates, the CLI and the
    /// app, plus a bare part letter (`"C"`) where it ends an argument list (`.rule("C")`,
    /// `refuse(…, "C")`). Reading the source catches a rule passed through a constant or a helper
    /// (`refuse(code, field, value, "A.10")`) as well as a `.rule(…)` call.
    fn rules_named_in_the_code() -> std::collections::BTreeSet<String> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut dirs = vec![root.join("src"), root.join("src-tauri/src")];
        for krate in std::fs::read_dir(root.join("crates")).expect("the crates") {
            dirs.push(krate.expect("a crate").path().join("src"));
        }
        let mut rules = std::collections::BTreeSet::new();
        while let Some(dir) = dirs.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for entry in entries {
                let path = entry.expect("a directory entry").path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let source = std::fs::read_to_string(&path).expect("a source file");
                    rules.extend(rule_literals(&source));
                }
            }
        }
        rules
    }

    /// The rule sections among the string literals of `source` (see [`rules_named_in_the_code`]).
    fn rule_literals(source: &str) -> Vec<String> {
        let mut found = Vec::new();
        for (start, _) in source.match_indices('"') {
            let rest = &source[start + 1..];
            let Some(end) = rest.find('"') else { break };
            let literal = &rest[..end];
            let after = rest[end + 1..].chars().next();
            let mut letter = literal.chars();
            let part = letter.next().is_some_and(|c| ('A'..='H').contains(&c));
            let tail = letter.as_str();
            let (sections, constraint) = tail.split_once(", V-").unwrap_or((tail, "1"));
            let numbered = sections
                .split('.')
                .skip(1)
                .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
            let shape = part
                && (sections.is_empty() || sections.starts_with('.'))
                && numbered
                && !constraint.is_empty()
                && constraint.bytes().all(|b| b.is_ascii_digit());
            if shape && (literal.len() > 1 || after == Some(')')) {
                found.push(literal.to_string());
            }
        }
        found
    }

    #[test]
    fn issue_21_the_rule_shapes_are_read_from_the_source() {
        let source = r#"x.rule("A.3.3"); refuse(c, f, v, "B.2.3, V-12"); .rule("C");
            let names = ["A", "B"]; "A".repeat(2); "A.x"; "Z.1"; "C.3,"; ("D.1", 2)"#;
        assert_eq!(
            rule_literals(source),
            ["A.3.3", "B.2.3, V-12", "C", "D.1"].map(String::from)
        );
    }

    #[test]
    fn issue_21_every_rule_the_code_names_has_a_reference_in_both_catalogues() {
        let rules = rules_named_in_the_code();
        // The scan reaches the code: the engines' rules are among what it finds.
        for rule in [
            "A.3.3",
            "A.10",
            "B.2.3, V-12",
            "B.5.3",
            "C",
            "C.3.6",
            "D.1",
            "G",
        ] {
            assert!(rules.contains(rule), "{rule} was not found in the code");
        }
        for lang in [Lang::De, Lang::En] {
            let missing: Vec<&String> = rules
                .iter()
                .filter(|rule| !has_message(lang, &rule_message_id(rule)))
                .collect();
            assert!(
                missing.is_empty(),
                "{lang}: no rule-ref-… message in references.ftl for {missing:?}"
            );
        }
    }

    fn game(json: &str) -> skatblock_rules::GameRecord {
        serde_json::from_str(json).expect("a valid game")
    }

    #[test]
    fn a_game_is_described_in_both_languages_from_one_message() {
        let said = |lang, json| reason(lang, &game_description(&game(json)));
        // A.10: an impossible Null charged as its replacement game.
        let null =
            r#"{"contract":"null","bid":30,"replacement":{"contract":"clubs","matadors":1}}"#;
        assert_eq!(
            said(Lang::De, null),
            "Null, unmöglich: abgerechnet als Kreuz mit 1"
        );
        assert_eq!(
            said(Lang::En, null),
            "null, impossible: charged as clubs with 1"
        );
        // A.5.3: a suit or grand ouvert is hand with schwarz announced and says neither.
        let ouvert = r#"{"contract":"grand","ouvert":true,"matadors":1,"declarer_points":120,"declarer_tricks":10}"#;
        assert_eq!(said(Lang::De, ouvert), "Grand Ouvert mit 1");
        let conceded = r#"{"contract":"hearts","hand":true,"announced":"schneider","matadors":-2,"declarer_points":95,"result_override":"defenders_conceded"}"#;
        assert_eq!(
            said(Lang::De, conceded),
            "Herz Hand ohne 2, Schneider angesagt, Gegenspieler geben auf"
        );
        assert_eq!(said(Lang::De, r#"{"passed":true}"#), "eingepasst");
    }

    #[test]
    fn issue_21_a_checked_row_says_the_marks_that_make_its_value_and_the_card_points() {
        let rules = skatblock_rules::Rules::default();
        let said = |lang, json| reason(lang, &checked_game_description(&game(json), &rules));
        // Herz mit 1 = 30: game, with 1, Schneider reached in play.
        let schneider = r#"{"contract":"hearts","matadors":1,"declarer_points":92}"#;
        assert_eq!(
            said(Lang::De, schneider),
            "Herz mit 1, Schneider · Augen 92"
        );
        assert_eq!(
            said(Lang::En, schneider),
            "hearts with 1, schneider · 92 card points"
        );
        // Karo mit 1 = −54: bid 20 over a game worth 18, charged as 27 and lost twice.
        let overbid = r#"{"contract":"diamonds","matadors":1,"declarer_points":70,"bid":20}"#;
        assert_eq!(
            said(Lang::De, overbid),
            "Karo mit 1, überreizt (Reizwert 20) · Augen 70"
        );
        let schwarz = r#"{"contract":"grand","hand":true,"matadors":2,"declarer_points":120,"declarer_tricks":10}"#;
        assert_eq!(
            said(Lang::De, schwarz),
            "Grand Hand mit 2, Schneider, Schwarz · Augen 120"
        );
        // An announcement and an ouvert say what they imply once.
        let announced = r#"{"contract":"clubs","hand":true,"announced":"schneider","matadors":1,"declarer_points":95}"#;
        assert_eq!(
            said(Lang::De, announced),
            "Kreuz Hand mit 1, Schneider angesagt · Augen 95"
        );
        let ouvert = r#"{"contract":"grand","ouvert":true,"matadors":1,"declarer_points":120,"declarer_tricks":10}"#;
        assert_eq!(said(Lang::De, ouvert), "Grand Ouvert mit 1 · Augen 120");
        // The printed list and the CLI keep the short description.
        assert_eq!(
            reason(Lang::De, &game_description(&game(schneider))),
            "Herz mit 1"
        );
        assert_eq!(said(Lang::De, r#"{"passed":true}"#), "eingepasst");
    }

    #[test]
    fn an_unknown_code_falls_back_to_its_structure() {
        let r = Refusal::new(Code::new("no.such.code")).field("x").value(1);
        assert_eq!(refusal(Lang::De, &r), "x = 1: x = 1: no.such.code");
    }

    /// Message ids of a catalogue with the variables each uses, read from the source text:
    /// a message starts at the line's start (`id = …`), its continuation lines are indented.
    fn messages(
        source: &str,
    ) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
        let mut out = std::collections::BTreeMap::new();
        let mut current: Option<String> = None;
        for line in source.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if !line.starts_with(' ') {
                let id = line.split('=').next().unwrap_or("").trim().to_string();
                out.insert(id.clone(), std::collections::BTreeSet::new());
                current = Some(id);
            }
            let vars = out.get_mut(current.as_ref().expect("a catalogue starts with a message"));
            let vars = vars.expect("the current message is in the map");
            for part in line.split('$').skip(1) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                vars.insert(name);
            }
        }
        out
    }

    #[test]
    fn both_catalogues_parse_and_have_the_same_messages_with_the_same_parameters() {
        for lang in [Lang::De, Lang::En] {
            for part in lang.catalogue() {
                let resource = FluentResource::try_new((*part).to_string());
                assert!(
                    resource.is_ok(),
                    "{lang}: {:?}",
                    resource.err().map(|e| e.1)
                );
            }
            // Building the bundle panics on an id defined twice.
            assert!(has_message(lang, "refusal-field"));
        }
        for (de, en) in GERMAN.iter().zip(ENGLISH) {
            assert_eq!(
                messages(de).keys().collect::<Vec<_>>(),
                messages(en).keys().collect::<Vec<_>>(),
                "each part has the same messages in German and English"
            );
        }
        let (de, en) = (messages(&GERMAN.concat()), messages(&ENGLISH.concat()));
        let ids = |m: &std::collections::BTreeMap<String, _>| m.keys().cloned().collect::<Vec<_>>();
        assert_eq!(
            ids(&de),
            ids(&en),
            "the same message ids in German and English"
        );
        for (id, vars) in &en {
            assert_eq!(
                &de[id], vars,
                "{id}: the same parameters in German and English"
            );
        }
    }

    #[test]
    fn the_hub_pages_words_are_plain_text_with_values_in_both_languages() {
        let (de, en) = (page_words(Lang::De), page_words(Lang::En));
        let (de, en) = (
            de.expect("German page words"),
            en.expect("English page words"),
        );
        let keys =
            |words: &[(String, String)]| words.iter().map(|(k, _)| k.clone()).collect::<Vec<_>>();
        assert_eq!(keys(&de), keys(&en));
        let find = |words: &[(String, String)], key: &str| {
            words.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
        };
        assert_eq!(
            find(&de, "table.title").as_deref(),
            Some("Tisch {table} · Serie {series}")
        );
        assert_eq!(
            find(&en, "conn.waiting.other").as_deref(),
            Some("offline – {count} games waiting")
        );
        assert_eq!(find(&de, "page.no.such"), None);
        // A string literal is the character it escapes: the narrow column may break here.
        assert_eq!(
            find(&de, "sk.game.passed").as_deref(),
            Some("zusammen\u{ad}geworfen")
        );
    }

    #[test]
    fn languages_parse() {
        assert_eq!("DE".parse::<Lang>(), Ok(Lang::De));
        assert!("fr".parse::<Lang>().is_err());
    }
}
