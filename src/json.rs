//! The JSON forms of the CLI: one game per line (DESIGN.md "One game, one record") and one
//! score sheet per document, with diagnostics that name the field, the value and the rule.
//!
//! Parsing takes the fast path through serde first; only input that fails is looked at again
//! field by field to say exactly what is wrong. Validation itself is `rules`' job.

use std::io::{self, Write};

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::rules::{
    GameInput, GameRecord, GameResult, InvalidGame, InvalidSheet, Rules, Sheet, SheetGame,
    TableSize,
};

/// The fields of a game object, in the order of DESIGN.md.
const GAME_FIELDS: [&str; 11] = [
    "passed",
    "contract",
    "hand",
    "ouvert",
    "announced",
    "matadors",
    "declarer_points",
    "declarer_tricks",
    "bid",
    "replacement",
    "result_override",
];

/// Parses and validates one game given as one line of JSON.
///
/// # Errors
/// Text that is not a JSON object, an unknown field, a value of the wrong type, or a game
/// that breaks a rule — each named with its field and value.
///
/// ```
/// use skatblock::{json::parse_game, rules::Rules};
/// assert!(parse_game(br#"{"passed": true}"#, &Rules::default()).is_ok());
/// let err = parse_game(br#"{"contract": "kreuz"}"#, &Rules::default()).unwrap_err();
/// assert_eq!(err.to_string(), r#"contract = "kreuz": expected one of diamonds, hearts, spades, clubs, grand, null"#);
/// ```
pub fn parse_game(line: &[u8], rules: &Rules) -> Result<GameRecord, InvalidGame> {
    match serde_json::from_slice::<GameInput>(line) {
        Ok(input) => GameRecord::with_rules(input, rules),
        Err(err) => Err(diagnose_line(line, &err)),
    }
}

/// Parses and validates one game given as a JSON value (a row of a sheet).
///
/// # Errors
/// As [`parse_game`].
pub fn parse_game_value(value: Value, rules: &Rules) -> Result<GameRecord, InvalidGame> {
    match GameInput::deserialize(&value) {
        Ok(input) => GameRecord::with_rules(input, rules),
        Err(err) => Err(diagnose_value(&value).unwrap_or_else(|| whole("game", &value, &err))),
    }
}

fn diagnose_line(line: &[u8], err: &serde_json::Error) -> InvalidGame {
    let text = String::from_utf8_lossy(line);
    match serde_json::from_slice::<Value>(line) {
        Ok(value) => diagnose_value(&value).unwrap_or_else(|| whole("line", &value, err)),
        Err(_) if text.trim().is_empty() => InvalidGame::new(
            "line",
            "\"\"",
            "empty line: one game per line as a JSON object",
        ),
        Err(_) => InvalidGame::new("line", quoted(&text), format!("not JSON: {err}")),
    }
}

fn whole(field: &str, value: &Value, err: &serde_json::Error) -> InvalidGame {
    InvalidGame::new(field, compact(value), err.to_string())
}

/// Finds the first field of a game object that serde could not read, and says why.
fn diagnose_value(value: &Value) -> Option<InvalidGame> {
    let Some(object) = value.as_object() else {
        return Some(InvalidGame::new(
            "line",
            compact(value),
            "a game is a JSON object, e.g. {\"contract\": \"grand\", …}",
        ));
    };
    if let Some(key) = object.keys().find(|k| !GAME_FIELDS.contains(&k.as_str())) {
        return Some(InvalidGame::new(
            key.as_str(),
            compact(&object[key]),
            format!("unknown field; a game has {}", GAME_FIELDS.join(", ")),
        ));
    }
    object.iter().find_map(|(key, v)| field_type_error(key, v))
}

/// Checks that one known field has a value of its type.
fn field_type_error(key: &str, value: &Value) -> Option<InvalidGame> {
    let expected = match key {
        "passed" | "hand" | "ouvert" => fits::<Option<bool>>(value, "true or false"),
        "contract" => fits::<Option<crate::rules::ContractField>>(
            value,
            "expected one of diamonds, hearts, spades, clubs, grand, null",
        ),
        "announced" => fits::<Option<crate::rules::Announcement>>(
            value,
            "expected one of none, schneider, schwarz",
        ),
        "matadors" | "declarer_points" | "declarer_tricks" | "bid" => {
            fits::<Option<i64>>(value, "a whole number")
        }
        "result_override" => fits::<Option<crate::rules::ResultOverride>>(
            value,
            "expected one of declarer_lost_by_rule, defenders_lost_by_rule, declarer_conceded, defenders_conceded",
        ),
        "replacement" => return replacement_error(value),
        _ => Ok(()),
    };
    expected
        .err()
        .map(|rule| InvalidGame::new(key, compact(value), rule))
}

fn replacement_error(value: &Value) -> Option<InvalidGame> {
    let Some(object) = value.as_object() else {
        return Some(InvalidGame::new(
            "replacement",
            compact(value),
            "an object {\"contract\": …, \"matadors\": …} (A.10)",
        ));
    };
    if let Some(key) = object
        .keys()
        .find(|k| !matches!(k.as_str(), "contract" | "matadors"))
    {
        return Some(InvalidGame::new(
            format!("replacement.{key}"),
            compact(&object[key]),
            "unknown field; a replacement has contract, matadors",
        ));
    }
    let field = |name: &str| object.get(name).unwrap_or(&Value::Null);
    let checks = [
        (
            "contract",
            fits::<crate::rules::ContractField>(field("contract"), "expected a suit or grand"),
        ),
        ("matadors", fits::<i64>(field("matadors"), "a whole number")),
    ];
    checks.into_iter().find_map(|(name, check)| {
        check
            .err()
            .map(|rule| InvalidGame::new(format!("replacement.{name}"), compact(field(name)), rule))
    })
}

fn fits<T: DeserializeOwned>(value: &Value, expected: &'static str) -> Result<(), &'static str> {
    T::deserialize(value).map(drop).map_err(|_| expected)
}

fn compact(value: &Value) -> String {
    let text = value.to_string();
    shorten(&text)
}

fn quoted(text: &str) -> String {
    shorten(&Value::String(text.trim_end().to_string()).to_string())
}

/// Keeps error messages readable when a line is long.
fn shorten(text: &str) -> String {
    const MAX: usize = 80;
    match text.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

/// Writes one result line of `skatblock score`: the result, or `{"error": …}`.
///
/// # Errors
/// Only the writer's own errors.
pub fn write_result_line(
    out: &mut impl Write,
    result: &Result<GameResult, InvalidGame>,
) -> io::Result<()> {
    match result {
        Ok(r) => serde_json::to_writer(&mut *out, r)?,
        Err(e) => serde_json::to_writer(&mut *out, &serde_json::json!({ "error": e.to_string() }))?,
    }
    out.write_all(b"\n")
}

/// A score sheet as read from JSON, with the rules it carries (if any).
#[derive(Debug)]
pub struct SheetDocument {
    /// The sheet.
    pub sheet: Sheet,
    /// `rules` given inside the document.
    pub rules: Option<Rules>,
}

/// The top-level fields of a sheet document.
const SHEET_FIELDS: [&str; 5] = ["table_size", "players", "first_dealer", "games", "rules"];

/// Parses a score sheet: `{"table_size", "players", "first_dealer", "games", "rules"?}`.
/// Games are validated under the document's `rules`, else under `default_rules`.
///
/// # Errors
/// Every problem found, one message each: unknown or mistyped fields, and each invalid game
/// with its number.
pub fn parse_sheet(text: &str, default_rules: &Rules) -> Result<SheetDocument, Vec<String>> {
    let value: Value =
        serde_json::from_str(text).map_err(|e| vec![format!("sheet: not JSON: {e}")])?;
    let Value::Object(mut doc) = value else {
        return Err(vec![
            "sheet: a sheet is a JSON object with table_size, players, first_dealer, games".into(),
        ]);
    };
    let mut errors: Vec<String> = doc
        .keys()
        .filter(|k| !SHEET_FIELDS.contains(&k.as_str()))
        .map(|k| {
            format!(
                "{k} = {}: unknown field; a sheet has {}",
                compact(&doc[k]),
                SHEET_FIELDS.join(", ")
            )
        })
        .collect();
    let rules = take::<Option<Rules>>(
        &mut doc,
        "rules",
        "the flags of RULES.md part G",
        &mut errors,
    )
    .flatten();
    let table_size = take::<TableSize>(&mut doc, "table_size", "3 or 4", &mut errors);
    let players = take::<Vec<String>>(
        &mut doc,
        "players",
        "a list of names in seat order",
        &mut errors,
    );
    let first_dealer =
        take::<Option<usize>>(&mut doc, "first_dealer", "a seat index", &mut errors).flatten();
    let rows =
        take::<Vec<Value>>(&mut doc, "games", "a list of games", &mut errors).unwrap_or_default();
    let games = parse_rows(rows, rules.as_ref().unwrap_or(default_rules), &mut errors);
    let (Some(table_size), Some(players), true) = (table_size, players, errors.is_empty()) else {
        return Err(errors);
    };
    Sheet::new(table_size, players, first_dealer.unwrap_or(0), games)
        .map(|sheet| SheetDocument { sheet, rules })
        .map_err(|e: InvalidSheet| vec![e.to_string()])
}

/// Removes `key` from `doc` and reads it as `T`, recording an error if it does not fit.
fn take<T: DeserializeOwned>(
    doc: &mut Map<String, Value>,
    key: &str,
    expected: &str,
    errors: &mut Vec<String>,
) -> Option<T> {
    let value = doc.remove(key).unwrap_or(Value::Null);
    match T::deserialize(&value) {
        Ok(v) => Some(v),
        Err(e) if value.is_null() => {
            errors.push(format!("{key} = (missing): {expected}"));
            drop(e);
            None
        }
        Err(e) => {
            errors.push(format!("{key} = {}: {expected} ({e})", compact(&value)));
            None
        }
    }
}

fn parse_rows(rows: Vec<Value>, rules: &Rules, errors: &mut Vec<String>) -> Vec<SheetGame> {
    let mut games = Vec::with_capacity(rows.len());
    for (i, row) in rows.into_iter().enumerate() {
        match parse_row(i + 1, row, rules) {
            Ok(game) => games.push(game),
            Err(e) => errors.push(format!("game {}: {e}", i + 1)),
        }
    }
    games
}

/// One sheet row: a game object plus `declarer` (seat index) and an optional `written` value.
fn parse_row(number: usize, row: Value, rules: &Rules) -> Result<SheetGame, InvalidGame> {
    let Value::Object(mut object) = row else {
        return Err(InvalidGame::new(
            "game",
            compact(&row),
            "a game is a JSON object",
        ));
    };
    let declarer = object
        .remove("declarer")
        .map(|v| seat_field("declarer", v))
        .transpose()?;
    let written = object.remove("written").map(written_field).transpose()?;
    let game = parse_game_value(Value::Object(object), rules)?;
    Ok(SheetGame {
        number,
        declarer,
        game,
        written,
    })
}

fn seat_field(field: &str, value: Value) -> Result<usize, InvalidGame> {
    usize::deserialize(&value)
        .map_err(|_| InvalidGame::new(field, compact(&value), "a seat index 0, 1, 2 or 3"))
}

fn written_field(value: Value) -> Result<i32, InvalidGame> {
    i32::deserialize(&value).map_err(|_| {
        InvalidGame::new(
            "written",
            compact(&value),
            "the signed list value, e.g. 72 or -96",
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(line: &str) -> String {
        parse_game(line.as_bytes(), &Rules::default())
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn unknown_fields_are_named_with_their_value() {
        assert_eq!(
            error(r#"{"contract":"grand","matadors":1,"declarer_points":70,"kontra":true}"#),
            "kontra = true: unknown field; a game has passed, contract, hand, ouvert, announced, \
             matadors, declarer_points, declarer_tricks, bid, replacement, result_override"
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
            r#"replacement.contract = "null": the replacement of an impossible null is a suit or grand game (A.10)"#
        );
    }

    #[test]
    fn non_json_and_non_objects_are_rejected() {
        assert!(error("grand hand").starts_with(r#"line = "grand hand": not JSON: "#));
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
        let errors = parse_sheet(text, &Rules::default()).unwrap_err();
        assert_eq!(
            errors,
            vec!["game 1: matadors = 5: grand allows 1..=4 with or -4..=-1 without (A.3.3)"]
        );
        let text = text.replace("\"matadors\":5", "\"matadors\":2");
        let errors = parse_sheet(&text, &Rules::default()).unwrap_err();
        assert_eq!(
            errors,
            vec!["game 3: declarer = 7: seats are 0..=2 (B.4.2)"]
        );
    }
}
