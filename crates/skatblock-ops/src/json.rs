//! The JSON forms of the CLI: one game per line (DESIGN.md "One game, one record") and one
//! score sheet per document — read by the league crate's [`skatblock_league::json`], shared
//! with the association server — and the result lines with refusals in the user's language.

use std::io::{self, Write};

use serde_json::Value;

use crate::i18n::{self, Lang};
use crate::rules::Refusal;
pub use skatblock_league::json::*;

/// Writes one result line of `skatblock score` (and `schafkopf score`): the result, or the
/// refusal as
/// `{"error": "<sentence in lang>", "code", "field", "value", "rule"}`.
///
/// # Errors
/// Only the writer's own errors.
pub fn write_result_line<T: serde::Serialize>(
    out: &mut impl Write,
    result: &Result<T, Refusal>,
    lang: Lang,
) -> io::Result<()> {
    match result {
        Ok(r) => serde_json::to_writer(&mut *out, r)?,
        Err(e) => serde_json::to_writer(&mut *out, &error_object(e, lang))?,
    }
    out.write_all(b"\n")
}

/// A refusal as a JSON object: the sentence in `lang` under `error`, and the data beside it.
/// `value` is the value as JSON where it was JSON, else the text; `null` when missing.
pub fn error_object(refusal: &Refusal, lang: Lang) -> ErrorLine<'_> {
    ErrorLine {
        error: i18n::refusal(lang, refusal),
        code: refusal.code,
        field: refusal.field.as_deref(),
        value: refusal.value.as_deref().map_or(Value::Null, |v| {
            serde_json::from_str(v).unwrap_or_else(|_| Value::String(v.to_string()))
        }),
        rule: refusal.rule,
    }
}

/// The error line of `skatblock score`, in this key order.
#[derive(Debug, serde::Serialize)]
pub struct ErrorLine<'a> {
    /// The sentence in the chosen language.
    pub error: String,
    /// The stable code.
    pub code: crate::rules::Code,
    /// The field.
    pub field: Option<&'a str>,
    /// The value as entered.
    pub value: Value,
    /// The rule reference.
    pub rule: Option<&'static str>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn error(line: &str) -> String {
        let refusal = parse_game(line.as_bytes(), &Rules::default()).unwrap_err();
        i18n::refusal(Lang::En, &refusal)
    }

    fn sheet_errors(text: &str) -> Vec<String> {
        let errors = parse_sheet(text, &Rules::default()).unwrap_err();
        errors.iter().map(|e| i18n::refusal(Lang::En, e)).collect()
    }

    #[test]
    fn unknown_fields_are_named_with_their_value() {
        assert_eq!(
            error(r#"{"contract":"grand","matadors":1,"declarer_points":70,"hirsch":true}"#),
            "hirsch = true: unknown field; a game has passed, contract, hand, ouvert, announced, \
             matadors, declarer_points, declarer_tricks, bid, replacement, result_override, \
             kontra, ramsch"
        );
    }

    #[test]
    fn wrong_types_are_named() {
        assert_eq!(
            error(r#"{"contract":"grand","matadors":"two"}"#),
            r#"matadors = "two": a whole number"#
        );
        assert_eq!(
            error(r#"{"contract":"grand","hand":"yes"}"#),
            r#"hand = "yes": true or false"#
        );
        assert_eq!(
            error(r#"{"contract":"null","bid":27,"replacement":{"contract":"null","matadors":1}}"#),
            r#"replacement.contract = "null": the replacement of an impossible null is a suit or grand game (ISkO 3.6.2)"#
        );
    }

    #[test]
    fn non_json_and_non_objects_are_rejected() {
        assert_eq!(
            error("grand hand"),
            r#"line = "grand hand": not JSON (the parser stopped at line 1, column 1)"#
        );
        assert_eq!(
            error("[1,2]"),
            "line = [1,2]: a game is a JSON object, e.g. {\"contract\": \"grand\", …}"
        );
        assert_eq!(
            error(""),
            "line = \"\": empty line: one game per line as a JSON object"
        );
    }

    #[test]
    fn sheet_errors_name_every_bad_game() {
        let text = r#"{"table_size":3,"players":["A","B","C"],"games":[
            {"declarer":0,"contract":"grand","matadors":5,"declarer_points":70},
            {"passed":true},
            {"declarer":7,"contract":"clubs","matadors":1,"declarer_points":70}]}"#;
        let errors = sheet_errors(text);
        assert_eq!(
            errors,
            vec!["game 1: matadors = 5: grand allows 1..=4 with or -4..=-1 without (ISkO 2.3)"]
        );
        let text = text.replace("\"matadors\":5", "\"matadors\":2");
        let errors = sheet_errors(&text);
        assert_eq!(
            errors,
            vec!["game 3: declarer = 7: seats are 0..=2 (SkWO 6.2)"]
        );
    }
}
