//! The JSON forms of the CLI: one game per line (DESIGN.md "One game, one record") and one
//! score sheet per document, with diagnostics that name the field, the value and the rule.
//!
//! Parsing takes the fast path through serde first; only input that fails is looked at again
//! field by field to say exactly what is wrong. Validation itself is `rules`' job.

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use skatblock_rules::{
    GameInput, GameRecord, InvalidGame, InvalidSheet, Refusal, Rules, Sheet, SheetGame, TableSize,
};

/// The codes of the JSON forms' refusals.
pub mod codes {
    skatblock_rules::codes! {
        /// An empty line where a game was expected.
        INPUT_LINE_EMPTY = "input.line.empty";
        /// Text that is not JSON; params `line`, `column` of the parser.
        INPUT_NOT_JSON = "input.not-json";
        /// JSON that is not an object where a game was expected.
        INPUT_GAME_NOT_OBJECT = "input.game.not-object";
        /// A field a game does not have; param `fields`.
        INPUT_GAME_UNKNOWN_FIELD = "input.game.unknown-field";
        /// A game that serde could not read for another reason.
        INPUT_GAME_INVALID = "input.game.invalid";
        /// Not `true` or `false`.
        INPUT_TYPE_BOOL = "input.type.bool";
        /// Not a whole number.
        INPUT_TYPE_INTEGER = "input.type.integer";
        /// Not one of the six contracts.
        INPUT_TYPE_CONTRACT = "input.type.contract";
        /// Not a suit or grand (a replacement game).
        INPUT_TYPE_REPLACEMENT_CONTRACT = "input.type.replacement-contract";
        /// Not one of the announcements.
        INPUT_TYPE_ANNOUNCED = "input.type.announced";
        /// Not one of the result overrides.
        INPUT_TYPE_OVERRIDE = "input.type.override";
        /// Not `none`, `kontra` or `re`.
        INPUT_TYPE_KONTRA = "input.type.kontra";
        /// A Ramsch that is not an object of `points`, `tricks`, `pushes`, `last_trick`.
        INPUT_RAMSCH_INVALID = "input.ramsch.invalid";
        /// A replacement that is not an object.
        INPUT_REPLACEMENT_NOT_OBJECT = "input.replacement.not-object";
        /// A field a replacement does not have.
        INPUT_REPLACEMENT_UNKNOWN_FIELD = "input.replacement.unknown-field";
        /// A sheet that is not a JSON object.
        INPUT_SHEET_NOT_OBJECT = "input.sheet.not-object";
        /// A field a sheet does not have; param `fields`.
        INPUT_SHEET_UNKNOWN_FIELD = "input.sheet.unknown-field";
        /// `table_size` that is not 3 or 4.
        INPUT_SHEET_TABLE_SIZE = "input.sheet.table-size";
        /// `players` that are not a list of names.
        INPUT_SHEET_PLAYERS = "input.sheet.players";
        /// `first_dealer` that is not a seat index.
        INPUT_SHEET_FIRST_DEALER = "input.sheet.first-dealer";
        /// `games` that are not a list.
        INPUT_SHEET_GAMES = "input.sheet.games";
        /// A declarer that is not a seat index.
        INPUT_SEAT = "input.seat";
        /// A written value that is not a signed whole number.
        INPUT_WRITTEN = "input.written";
        /// A rules file that cannot be read.
        INPUT_RULES_UNREADABLE = "input.rules.unreadable";
        /// A rules file that is not JSON.
        INPUT_RULES_INVALID_JSON = "input.rules.not-json";
        /// A rule flag RULES.md part G does not have; param `flags`.
        INPUT_RULES_UNKNOWN_FLAG = "input.rules.unknown-flag";
        /// A rule flag with a value it cannot take.
        INPUT_RULES_INVALID = "input.rules.invalid";
    }
}

use codes::*;

/// The fields of a game object, in the order of DESIGN.md.
const GAME_FIELDS: [&str; 13] = [
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
    "kontra",
    "ramsch",
];

/// Parses and validates one game given as one line of JSON.
///
/// # Errors
/// Text that is not a JSON object, an unknown field, a value of the wrong type, or a game
/// that breaks a rule — each named with its field and value.
///
/// ```
/// use skatblock_league::json::parse_game;
/// use skatblock_rules::Rules;
/// assert!(parse_game(br#"{"passed": true}"#, &Rules::default()).is_ok());
/// let err = parse_game(br#"{"contract": "kreuz"}"#, &Rules::default()).unwrap_err();
/// assert_eq!(err.code, skatblock_league::json::codes::INPUT_TYPE_CONTRACT);
/// assert_eq!(err.value.as_deref(), Some(r#""kreuz""#));
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
        Err(_) if text.trim().is_empty() => refuse(INPUT_LINE_EMPTY, "line", "\"\""),
        Err(e) => refuse(INPUT_NOT_JSON, "line", quoted(&text))
            .param("line", e.line())
            .param("column", e.column()),
    }
}

fn refuse(code: skatblock_rules::Code, field: &str, value: impl std::fmt::Display) -> Refusal {
    Refusal::new(code).field(field).value(value)
}

fn whole(field: &str, value: &Value, _err: &serde_json::Error) -> InvalidGame {
    refuse(INPUT_GAME_INVALID, field, compact(value))
}

/// Finds the first field of a game object that serde could not read, and says why.
fn diagnose_value(value: &Value) -> Option<InvalidGame> {
    let Some(object) = value.as_object() else {
        return Some(refuse(INPUT_GAME_NOT_OBJECT, "line", compact(value)));
    };
    if let Some(key) = object.keys().find(|k| !GAME_FIELDS.contains(&k.as_str())) {
        return Some(
            refuse(INPUT_GAME_UNKNOWN_FIELD, key, compact(&object[key]))
                .param("fields", GAME_FIELDS.join(", ")),
        );
    }
    object.iter().find_map(|(key, v)| field_type_error(key, v))
}

/// Checks that one known field has a value of its type.
fn field_type_error(key: &str, value: &Value) -> Option<InvalidGame> {
    let expected = match key {
        "passed" | "hand" | "ouvert" => fits::<Option<bool>>(value, INPUT_TYPE_BOOL),
        "contract" => fits::<Option<skatblock_rules::ContractField>>(value, INPUT_TYPE_CONTRACT),
        "announced" => fits::<Option<skatblock_rules::Announcement>>(value, INPUT_TYPE_ANNOUNCED),
        "matadors" | "declarer_points" | "declarer_tricks" | "bid" => {
            fits::<Option<i64>>(value, INPUT_TYPE_INTEGER)
        }
        "result_override" => {
            fits::<Option<skatblock_rules::ResultOverride>>(value, INPUT_TYPE_OVERRIDE)
        }
        "kontra" => fits::<Option<skatblock_rules::Kontra>>(value, INPUT_TYPE_KONTRA),
        "replacement" => return replacement_error(value),
        "ramsch" => return ramsch_error(value),
        _ => Ok(()),
    };
    expected.err().map(|code| refuse(code, key, compact(value)))
}

fn replacement_error(value: &Value) -> Option<InvalidGame> {
    let Some(object) = value.as_object() else {
        return Some(
            refuse(INPUT_REPLACEMENT_NOT_OBJECT, "replacement", compact(value)).rule("A.10"),
        );
    };
    if let Some(key) = object
        .keys()
        .find(|k| !matches!(k.as_str(), "contract" | "matadors"))
    {
        return Some(refuse(
            INPUT_REPLACEMENT_UNKNOWN_FIELD,
            &format!("replacement.{key}"),
            compact(&object[key]),
        ));
    }
    let field = |name: &str| object.get(name).unwrap_or(&Value::Null);
    let checks = [
        (
            "contract",
            fits::<skatblock_rules::ContractField>(
                field("contract"),
                INPUT_TYPE_REPLACEMENT_CONTRACT,
            ),
        ),
        (
            "matadors",
            fits::<i64>(field("matadors"), INPUT_TYPE_INTEGER),
        ),
    ];
    checks.into_iter().find_map(|(name, check)| {
        check
            .err()
            .map(|code| refuse(code, &format!("replacement.{name}"), compact(field(name))))
    })
}

/// A Ramsch entry: an object of `points` and `tricks` (lists of whole numbers) and optionally
/// `pushes` and `last_trick` (whole numbers).
fn ramsch_error(value: &Value) -> Option<InvalidGame> {
    const FIELDS: [&str; 4] = ["points", "tricks", "pushes", "last_trick"];
    let refusal = |field: &str, v: &Value| {
        refuse(INPUT_RAMSCH_INVALID, field, compact(v))
            .param("fields", FIELDS.join(", "))
            .rule("C.3")
    };
    let Some(object) = value.as_object() else {
        return Some(refusal("ramsch", value));
    };
    if let Some(key) = object.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Some(refusal(&format!("ramsch.{key}"), &object[key]));
    }
    let field = |name: &str| object.get(name).unwrap_or(&Value::Null);
    for name in ["points", "tricks"] {
        if fits::<Vec<i64>>(field(name), INPUT_TYPE_INTEGER).is_err() {
            return Some(refusal(&format!("ramsch.{name}"), field(name)));
        }
    }
    for name in ["pushes", "last_trick"] {
        if let Err(code) = fits::<Option<i64>>(field(name), INPUT_TYPE_INTEGER) {
            return Some(refuse(
                code,
                &format!("ramsch.{name}"),
                compact(field(name)),
            ));
        }
    }
    None
}

fn fits<T: DeserializeOwned>(
    value: &Value,
    expected: skatblock_rules::Code,
) -> Result<(), skatblock_rules::Code> {
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

/// Reads rule flags (RULES.md part G) from JSON: flags not given keep the ISkO default.
///
/// # Errors
/// Not an object, a flag that does not exist, a value a flag cannot take, or flags that do not
/// fit together (a club variant under the ISkO) — naming the flag.
///
/// ```
/// use skatblock_league::json::{codes, parse_rules};
/// let rules = parse_rules(&serde_json::json!({"dealer_gets_defender_bonus": false})).unwrap();
/// assert!(!rules.dealer_gets_defender_bonus);
/// let err = parse_rules(&serde_json::json!({"hirsch": true})).unwrap_err();
/// assert_eq!((err.code, err.field.as_deref()), (codes::INPUT_RULES_UNKNOWN_FLAG, Some("hirsch")));
/// let err = parse_rules(&serde_json::json!({"kontra": true})).unwrap_err();
/// assert_eq!((err.code.as_str(), err.field.as_deref()), ("rules.variant.isko", Some("kontra")));
/// ```
pub fn parse_rules(value: &Value) -> Result<Rules, Refusal> {
    let Some(object) = value.as_object() else {
        return Err(refuse(INPUT_RULES_INVALID, "rules", compact(value)));
    };
    let known = serde_json::to_value(Rules::default()).expect("rules serialise");
    let known = known.as_object().expect("rules are an object");
    if let Some(key) = object.keys().find(|k| !known.contains_key(k.as_str())) {
        let flags: Vec<&str> = known.keys().map(String::as_str).collect();
        return Err(refuse(INPUT_RULES_UNKNOWN_FLAG, key, compact(&object[key]))
            .param("flags", flags.join(", ")));
    }
    // Each flag alone, so that a refusal names the one that does not fit.
    for (key, flag) in object {
        let single = Value::Object(Map::from_iter([(key.clone(), flag.clone())]));
        if Rules::deserialize(&single).is_err() {
            return Err(refuse(INPUT_RULES_INVALID, key, compact(flag)).rule("G"));
        }
    }
    let rules = Rules::deserialize(value)
        .map_err(|_| refuse(INPUT_RULES_INVALID, "rules", compact(value)))?;
    rules.check()?;
    Ok(rules)
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
pub fn parse_sheet(text: &str, default_rules: &Rules) -> Result<SheetDocument, Vec<Refusal>> {
    let mut doc = sheet_object(text)?;
    let mut errors: Vec<Refusal> = doc
        .keys()
        .filter(|k| !SHEET_FIELDS.contains(&k.as_str()))
        .map(|k| {
            refuse(INPUT_SHEET_UNKNOWN_FIELD, k, compact(&doc[k]))
                .param("fields", SHEET_FIELDS.join(", "))
        })
        .collect();
    let rules = match doc.remove("rules") {
        None | Some(Value::Null) => None,
        Some(flags) => parse_rules(&flags).map_err(|e| errors.push(e)).ok(),
    };
    let table_size = take::<TableSize>(&mut doc, "table_size", INPUT_SHEET_TABLE_SIZE, &mut errors);
    let players = take::<Vec<String>>(&mut doc, "players", INPUT_SHEET_PLAYERS, &mut errors);
    let first_dealer = take::<Option<usize>>(
        &mut doc,
        "first_dealer",
        INPUT_SHEET_FIRST_DEALER,
        &mut errors,
    )
    .flatten();
    let rows =
        take::<Vec<Value>>(&mut doc, "games", INPUT_SHEET_GAMES, &mut errors).unwrap_or_default();
    let games = parse_rows(rows, rules.as_ref().unwrap_or(default_rules), &mut errors);
    let (Some(table_size), Some(players), true) = (table_size, players, errors.is_empty()) else {
        return Err(errors);
    };
    Sheet::new(table_size, players, first_dealer.unwrap_or(0), games)
        .map(|sheet| SheetDocument { sheet, rules })
        .map_err(|e: InvalidSheet| vec![e])
}

/// The text of a sheet document as its JSON object.
fn sheet_object(text: &str) -> Result<Map<String, Value>, Vec<Refusal>> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        vec![
            Refusal::new(INPUT_NOT_JSON)
                .field("sheet")
                .value(quoted(text))
                .param("line", e.line())
                .param("column", e.column()),
        ]
    })?;
    match value {
        Value::Object(doc) => Ok(doc),
        _ => Err(vec![
            refuse(INPUT_SHEET_NOT_OBJECT, "sheet", compact(&value))
                .param("fields", SHEET_FIELDS[..4].join(", ")),
        ]),
    }
}

/// Removes `key` from `doc` and reads it as `T`, recording an error if it does not fit.
fn take<T: DeserializeOwned>(
    doc: &mut Map<String, Value>,
    key: &str,
    expected: skatblock_rules::Code,
    errors: &mut Vec<Refusal>,
) -> Option<T> {
    let value = doc.remove(key).unwrap_or(Value::Null);
    match T::deserialize(&value) {
        Ok(v) => Some(v),
        Err(_) if value.is_null() => {
            errors.push(Refusal::new(expected).field(key));
            None
        }
        Err(_) => {
            errors.push(refuse(expected, key, compact(&value)));
            None
        }
    }
}

fn parse_rows(rows: Vec<Value>, rules: &Rules, errors: &mut Vec<Refusal>) -> Vec<SheetGame> {
    let mut games = Vec::with_capacity(rows.len());
    for (i, row) in rows.into_iter().enumerate() {
        match parse_row(i + 1, row, rules) {
            Ok(game) => games.push(game),
            Err(e) => errors.push(e.param("game", i + 1)),
        }
    }
    games
}

/// One sheet row (game `number`): a game object plus `declarer` (seat index) and an optional
/// `written` value.
///
/// # Errors
/// As [`parse_game`]; a declarer or written value of the wrong type.
pub fn parse_row(number: usize, row: Value, rules: &Rules) -> Result<SheetGame, InvalidGame> {
    let Value::Object(mut object) = row else {
        return Err(refuse(INPUT_GAME_NOT_OBJECT, "game", compact(&row)));
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
    usize::deserialize(&value).map_err(|_| refuse(INPUT_SEAT, field, compact(&value)))
}

fn written_field(value: Value) -> Result<i32, InvalidGame> {
    i32::deserialize(&value).map_err(|_| refuse(INPUT_WRITTEN, "written", compact(&value)))
}
