//! Bavarian Schafkopf at the edge (issue 11): one game per JSON line as `skatblock schafkopf
//! score` reads it, and tariffs by preset name or from a JSON file. The rules themselves are
//! the crate `skatblock-schafkopf`.

use serde_json::{Map, Value};

pub use skatblock_schafkopf::{
    Game, GameKind, Outcome, Suit, Tariff, codes as schafkopf_codes, score,
};

use crate::json::codes::{
    INPUT_GAME_NOT_OBJECT, INPUT_GAME_UNKNOWN_FIELD, INPUT_LINE_EMPTY, INPUT_NOT_JSON,
    INPUT_TYPE_BOOL, INPUT_TYPE_INTEGER,
};
use crate::rules::Refusal;
use skatblock_schafkopf::codes::{
    SCHAFKOPF_GAME_MISSING, SCHAFKOPF_GAME_UNKNOWN, SCHAFKOPF_SUIT_UNKNOWN,
};

/// The codes of reading Schafkopf tariffs.
pub mod codes {
    crate::rules::codes! {
        /// A tariff that is neither a preset nor a readable file; params `presets`.
        SCHAFKOPF_TARIFF_UNKNOWN = "schafkopf.tariff.unknown";
        /// A tariff file that is not a tariff; param `detail`.
        SCHAFKOPF_TARIFF_INVALID = "schafkopf.tariff.invalid";
    }
}

/// The fields of a game line.
const FIELDS: [&str; 14] = [
    "game", "declarer", "partner", "called", "suit", "points", "tricks", "laufende", "tout",
    "klopfer", "kontra", "bock", "passed", "ramsch",
];

fn refuse(code: crate::rules::Code, field: &str, value: &Value) -> Refusal {
    let text = value.to_string();
    let value = match text.char_indices().nth(80) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    };
    Refusal::new(code).field(field).value(value)
}

/// A small whole number of a field (`None` when absent or null).
fn number(object: &Map<String, Value>, field: &str) -> Result<Option<u8>, Refusal> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => match v.as_u64() {
            Some(n) => Ok(Some(u8::try_from(n).unwrap_or(u8::MAX))),
            None => Err(refuse(INPUT_TYPE_INTEGER, field, v)),
        },
    }
}

fn flag(object: &Map<String, Value>, field: &str) -> Result<bool, Refusal> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(v) => Err(refuse(INPUT_TYPE_BOOL, field, v)),
    }
}

fn suit(object: &Map<String, Value>, field: &str) -> Result<Option<Suit>, Refusal> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_str()
            .and_then(|s| Suit::parse(&s.to_lowercase()))
            .map(Some)
            .ok_or_else(|| refuse(SCHAFKOPF_SUIT_UNKNOWN, field, v)),
    }
}

/// A list of four small numbers (a Ramsch's points or tricks); any other shape is left to the
/// rules, which name it.
fn numbers(object: &Map<String, Value>, field: &str) -> Result<Option<Vec<u8>>, Refusal> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Array(items)) => items
            .iter()
            .map(|v| {
                v.as_u64()
                    .map(|n| u8::try_from(n).unwrap_or(u8::MAX))
                    .ok_or_else(|| refuse(INPUT_TYPE_INTEGER, field, v))
            })
            .collect::<Result<Vec<u8>, Refusal>>()
            .map(Some),
        Some(v) => Err(refuse(INPUT_TYPE_INTEGER, field, v)),
    }
}

/// Reads one game line, e.g. `{"game": "rufspiel", "called": "eichel", "declarer": 0,
/// "partner": 2, "points": 72, "laufende": 3}` or `{"passed": true}`. A Ramsch gives its
/// `points` and `tricks` as lists, one per seat.
///
/// ```
/// let game = skatblock::schafkopf::parse_game(br#"{"game": "wenz", "declarer": 1, "points": 80}"#).unwrap();
/// let out = skatblock::schafkopf::score(&game, &skatblock::schafkopf::Tariff::bsv_10_50()).unwrap();
/// assert_eq!(out.amounts, [-50, 150, -50, -50]);
/// ```
///
/// # Errors
/// A line that is not a JSON object of these fields, with a field of the wrong kind; coded,
/// naming the field and the value.
pub fn parse_game(line: &[u8]) -> Result<Game, Refusal> {
    let text = String::from_utf8_lossy(line);
    if text.trim().is_empty() {
        return Err(Refusal::new(INPUT_LINE_EMPTY).field("line").value("\"\""));
    }
    let value: Value = serde_json::from_str(&text).map_err(|e| {
        refuse(
            INPUT_NOT_JSON,
            "line",
            &Value::String(text.trim_end().to_string()),
        )
        .param("line", e.line())
        .param("column", e.column())
    })?;
    let Some(object) = value.as_object() else {
        return Err(refuse(INPUT_GAME_NOT_OBJECT, "line", &value));
    };
    if let Some(key) = object.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(
            refuse(INPUT_GAME_UNKNOWN_FIELD, key, &object[key]).param("fields", FIELDS.join(", "))
        );
    }
    let passed = flag(object, "passed")?;
    let kind = match object.get("game") {
        None | Some(Value::Null) if passed => None,
        None | Some(Value::Null) => {
            return Err(Refusal::new(SCHAFKOPF_GAME_MISSING).field("game"));
        }
        Some(v) => Some(
            v.as_str()
                .and_then(|s| GameKind::parse(&s.to_lowercase()))
                .ok_or_else(|| refuse(SCHAFKOPF_GAME_UNKNOWN, "game", v))?,
        ),
    };
    let ramsch = kind == Some(GameKind::Ramsch);
    Ok(Game {
        kind,
        declarer: number(object, "declarer")?,
        partner: number(object, "partner")?,
        called: suit(object, "called")?,
        suit: suit(object, "suit")?,
        points: if ramsch {
            None
        } else {
            number(object, "points")?
        },
        tricks: if ramsch {
            None
        } else {
            number(object, "tricks")?
        },
        laufende: number(object, "laufende")?.unwrap_or(0),
        tout: flag(object, "tout")?,
        klopfer: number(object, "klopfer")?.unwrap_or(0),
        kontra: number(object, "kontra")?.unwrap_or(0),
        bock: number(object, "bock")?.unwrap_or(0),
        ramsch_points: if ramsch {
            numbers(object, "points")?
        } else {
            None
        },
        ramsch_tricks: if ramsch {
            numbers(object, "tricks")?
        } else {
            None
        },
    })
}

/// A tariff by preset name (`BSV_10_50`, `TOURNAMENT_A1`), else read from the JSON text of a
/// file (`file` names it in a refusal).
///
/// # Errors
/// A tariff that does not parse, or with an amount out of range.
pub fn parse_tariff(file: &str, text: &str) -> Result<Tariff, Refusal> {
    let tariff: Tariff = serde_json::from_str(text).map_err(|e| {
        Refusal::new(codes::SCHAFKOPF_TARIFF_INVALID)
            .field("tariff")
            .value(file)
            .param("detail", e.to_string())
            .rule("D.3")
    })?;
    tariff.check()?;
    Ok(tariff)
}

/// A refusal for a tariff name that is neither a preset nor a readable file.
pub fn unknown_tariff(name: &str) -> Refusal {
    Refusal::new(codes::SCHAFKOPF_TARIFF_UNKNOWN)
        .field("tariff")
        .value(name)
        .param("presets", Tariff::PRESETS.join(", "))
        .rule("D.3")
}

/// One result line of `schafkopf score`: `{"won", "amounts"}`, or the refusal as the error
/// object of `skatblock score`.
///
/// # Errors
/// Only the writer's own errors.
pub fn write_result_line(
    out: &mut impl std::io::Write,
    result: &Result<Outcome, Refusal>,
    lang: crate::i18n::Lang,
) -> std::io::Result<()> {
    match result {
        Ok(outcome) => serde_json::to_writer(&mut *out, outcome)?,
        Err(e) => serde_json::to_writer(&mut *out, &crate::json::error_object(e, lang))?,
    }
    out.write_all(b"\n")
}
