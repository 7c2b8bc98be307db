//! Bavarian Schafkopf at the edge (issue 11): one game per JSON line as `skatblock schafkopf
//! score` reads it, and tariffs by preset name or from a JSON file. The rules themselves are
//! the crate `skatblock-schafkopf`.

use serde_json::{Map, Value};

pub use skatblock_schafkopf::{
    BaseTariff, ClassTariff, Finding, Foot, Game, GameKind, NumberField, Outcome, RamschTariff,
    RankRow, SheetReport, SheetRow, Suit, Tariff, ToutTariff, Unit, codes as schafkopf_codes,
    compute_sheet, field_number, score,
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
        /// A list without its four players' names.
        SCHAFKOPF_SHEET_PLAYERS = "schafkopf.sheet.players";
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

/// A numeric field of a game of `kind` (`None` when absent or null): a whole number the game
/// cannot hold is refused with the field's own code and the value as sent (issue 20).
fn number(
    object: &Map<String, Value>,
    kind: Option<GameKind>,
    field: NumberField,
) -> Result<Option<u16>, Refusal> {
    match object.get(field.name().as_str()) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => whole(v, kind, field).map(Some),
    }
}

/// One whole number of `field`; `u64` numbers beyond `i64` are out of every range too.
fn whole(v: &Value, kind: Option<GameKind>, field: NumberField) -> Result<u16, Refusal> {
    match (v.as_i64(), v.is_u64()) {
        (Some(n), _) => field_number(kind, field, n),
        (None, true) => Err(field.out_of_range(kind).value(v)),
        (None, false) => Err(refuse(INPUT_TYPE_INTEGER, &field.name(), v)),
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

/// A Ramsch's `points` or `tricks` list (`seat` makes each entry's field); any other length
/// is left to the rules, which name it.
fn numbers(
    object: &Map<String, Value>,
    field: &str,
    seat: fn(usize) -> NumberField,
) -> Result<Option<Vec<u16>>, Refusal> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(s, v)| whole(v, Some(GameKind::Ramsch), seat(s)))
            .collect::<Result<Vec<u16>, Refusal>>()
            .map(Some),
        Some(v) => Err(refuse(INPUT_TYPE_INTEGER, field, v)),
    }
}

/// Reads one game line, e.g. `{"game": "rufspiel", "called": "eichel", "declarer": 0,
/// "partner": 2, "points": 72, "laufende": 3}` or `{"passed": true}`. A Ramsch gives its
/// `points` and `tricks` as lists, one per seat.
///
/// ```
/// let game = skatblock_ops::schafkopf::parse_game(br#"{"game": "wenz", "declarer": 1, "points": 80}"#).unwrap();
/// let out = skatblock_ops::schafkopf::score(&game, &skatblock_ops::schafkopf::Tariff::bsv_10_50()).unwrap();
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
    game_of(&value)
}

/// A game in the JSON form [`parse_game`] reads: only the fields given, so that reading it
/// again gives the same game.
///
/// ```
/// use skatblock_ops::schafkopf::{game_json, parse_game};
/// let line = br#"{"game":"rufspiel","declarer":0,"partner":2,"called":"eichel","points":72,"laufende":3}"#;
/// let game = parse_game(line).unwrap();
/// assert_eq!(parse_game(game_json(&game).to_string().as_bytes()).unwrap(), game);
/// ```
pub fn game_json(game: &Game) -> Value {
    let mut object = Map::new();
    let mut put = |key: &str, value: Value| {
        object.insert(key.to_string(), value);
    };
    match game.kind {
        None => put("passed", true.into()),
        Some(kind) => put("game", kind.name().into()),
    }
    let numbers = |values: &Vec<u16>| Value::from(values.clone());
    let fields = [
        ("declarer", game.declarer.map(Value::from)),
        ("partner", game.partner.map(Value::from)),
        ("called", game.called.map(|s| s.name().into())),
        ("suit", game.suit.map(|s| s.name().into())),
        ("points", game.points.map(Value::from)),
        ("points", game.ramsch_points.as_ref().map(numbers)),
        ("tricks", game.tricks.map(Value::from)),
        ("tricks", game.ramsch_tricks.as_ref().map(numbers)),
        (
            "laufende",
            (game.laufende > 0).then(|| game.laufende.into()),
        ),
        ("tout", game.tout.then(|| true.into())),
        ("klopfer", (game.klopfer > 0).then(|| game.klopfer.into())),
        ("kontra", (game.kontra > 0).then(|| game.kontra.into())),
        ("bock", (game.bock > 0).then(|| game.bock.into())),
    ];
    for (key, value) in fields {
        if let Some(value) = value {
            put(key, value);
        }
    }
    Value::Object(object)
}

/// One game from its JSON value (a line, a row of a list, a stored game).
///
/// # Errors
/// As [`parse_game`].
pub fn game_of(value: &Value) -> Result<Game, Refusal> {
    let Some(object) = value.as_object() else {
        return Err(refuse(INPUT_GAME_NOT_OBJECT, "line", value));
    };
    if let Some(key) = object.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(
            refuse(INPUT_GAME_UNKNOWN_FIELD, key, &object[key]).param("fields", FIELDS.join(", "))
        );
    }
    let kind = kind(object)?;
    // A Ramsch gives its points and tricks per seat; every other game one number each.
    let ramsch = kind == Some(GameKind::Ramsch);
    Ok(Game {
        kind,
        declarer: number(object, kind, NumberField::Declarer)?,
        partner: number(object, kind, NumberField::Partner)?,
        called: suit(object, "called")?,
        suit: suit(object, "suit")?,
        points: single(object, kind, NumberField::Points, ramsch)?,
        tricks: single(object, kind, NumberField::Tricks, ramsch)?,
        laufende: number(object, kind, NumberField::Laufende)?.unwrap_or(0),
        tout: flag(object, "tout")?,
        klopfer: number(object, kind, NumberField::Klopfer)?.unwrap_or(0),
        kontra: number(object, kind, NumberField::Kontra)?.unwrap_or(0),
        bock: number(object, kind, NumberField::Bock)?.unwrap_or(0),
        ramsch_points: per_seat(object, "points", NumberField::SeatPoints, ramsch)?,
        ramsch_tricks: per_seat(object, "tricks", NumberField::SeatTricks, ramsch)?,
    })
}

/// The game named by `game`; `None` for a passed deal (`passed`), which names none.
fn kind(object: &Map<String, Value>) -> Result<Option<GameKind>, Refusal> {
    let passed = flag(object, "passed")?;
    match object.get("game") {
        None | Some(Value::Null) if passed => Ok(None),
        None | Some(Value::Null) => Err(Refusal::new(SCHAFKOPF_GAME_MISSING).field("game")),
        Some(v) => v
            .as_str()
            .and_then(|s| GameKind::parse(&s.to_lowercase()))
            .map(Some)
            .ok_or_else(|| refuse(SCHAFKOPF_GAME_UNKNOWN, "game", v)),
    }
}

/// A `points` or `tricks` field of a game other than a Ramsch.
fn single(
    object: &Map<String, Value>,
    kind: Option<GameKind>,
    field: NumberField,
    ramsch: bool,
) -> Result<Option<u16>, Refusal> {
    if ramsch {
        Ok(None)
    } else {
        number(object, kind, field)
    }
}

/// A Ramsch's `points` or `tricks`, one number per seat.
fn per_seat(
    object: &Map<String, Value>,
    field: &str,
    seat: fn(usize) -> NumberField,
    ramsch: bool,
) -> Result<Option<Vec<u16>>, Refusal> {
    if ramsch {
        numbers(object, field, seat)
    } else {
        Ok(None)
    }
}

/// The fields of a list.
const SHEET_FIELDS: [&str; 4] = ["players", "first_dealer", "tariff", "games"];

/// A Schafkopf list as `skatblock schafkopf sheet` reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetDocument {
    /// The four players in seat order.
    pub players: [String; 4],
    /// The seat that deals the first game.
    pub first_dealer: usize,
    /// The list's own tariff, if it names one.
    pub tariff: Option<Tariff>,
    /// Its games.
    pub games: Vec<Game>,
}

/// Reads a list: `{"players": [4 names], "first_dealer": 0, "tariff": NAME|{…}, "games": […]}`.
///
/// # Errors
/// Every problem found: a field of the wrong kind, a bad game (with its number), a tariff that
/// is neither a preset nor a valid tariff.
pub fn parse_sheet(text: &str) -> Result<SheetDocument, Vec<Refusal>> {
    use crate::json::codes::{INPUT_SHEET_NOT_OBJECT, INPUT_SHEET_UNKNOWN_FIELD};
    let value: Value = serde_json::from_str(text).map_err(|e| {
        vec![
            refuse(INPUT_NOT_JSON, "sheet", &Value::String(text.to_string()))
                .param("line", e.line())
                .param("column", e.column()),
        ]
    })?;
    let Some(doc) = value.as_object() else {
        return Err(vec![
            refuse(INPUT_SHEET_NOT_OBJECT, "sheet", &value)
                .param("fields", SHEET_FIELDS.join(", ")),
        ]);
    };
    let mut errors: Vec<Refusal> = doc
        .keys()
        .filter(|k| !SHEET_FIELDS.contains(&k.as_str()))
        .map(|k| {
            refuse(INPUT_SHEET_UNKNOWN_FIELD, k, &doc[k]).param("fields", SHEET_FIELDS.join(", "))
        })
        .collect();
    let players = noted(&mut errors, sheet_players(doc));
    let first_dealer = noted(&mut errors, sheet_first_dealer(doc)).unwrap_or(0);
    let tariff = noted(&mut errors, sheet_tariff(doc)).flatten();
    let games = sheet_games(doc, &mut errors);
    match (players, errors.is_empty()) {
        (Some(players), true) => Ok(SheetDocument {
            players,
            first_dealer,
            tariff,
            games,
        }),
        _ => Err(errors),
    }
}

/// The value, or `None` with its refusal noted.
fn noted<T>(errors: &mut Vec<Refusal>, result: Result<T, Refusal>) -> Option<T> {
    result.map_err(|e| errors.push(e)).ok()
}

/// A list's four players' names.
fn sheet_players(doc: &Map<String, Value>) -> Result<[String; 4], Refusal> {
    match doc.get("players") {
        Some(v) => serde_json::from_value::<[String; 4]>(v.clone())
            .map_err(|_| refuse(codes::SCHAFKOPF_SHEET_PLAYERS, "players", v)),
        None => Err(Refusal::new(codes::SCHAFKOPF_SHEET_PLAYERS).field("players")),
    }
}

/// The seat that deals first: 0..=3, 0 when not given.
fn sheet_first_dealer(doc: &Map<String, Value>) -> Result<usize, Refusal> {
    use crate::json::codes::INPUT_SHEET_FIRST_DEALER;
    match doc.get("first_dealer") {
        None | Some(Value::Null) => Ok(0),
        Some(v) => match v.as_u64().filter(|&d| d < 4) {
            Some(d) => Ok(d as usize),
            None => Err(refuse(INPUT_SHEET_FIRST_DEALER, "first_dealer", v)),
        },
    }
}

/// The list's own tariff: a preset's name or a tariff object; `None` when not given.
fn sheet_tariff(doc: &Map<String, Value>) -> Result<Option<Tariff>, Refusal> {
    match doc.get("tariff") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(name)) => Tariff::preset(name)
            .map(Some)
            .ok_or_else(|| unknown_tariff(name)),
        Some(v) => parse_tariff("tariff", &v.to_string()).map(Some),
    }
}

/// The list's games; each bad one noted with its number.
fn sheet_games(doc: &Map<String, Value>, errors: &mut Vec<Refusal>) -> Vec<Game> {
    use crate::json::codes::INPUT_SHEET_GAMES;
    let rows = match doc.get("games") {
        Some(Value::Array(rows)) => rows,
        Some(v) => {
            errors.push(refuse(INPUT_SHEET_GAMES, "games", v));
            return Vec::new();
        }
        None => {
            errors.push(Refusal::new(INPUT_SHEET_GAMES).field("games"));
            return Vec::new();
        }
    };
    let mut games = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        match game_of(row) {
            Ok(game) => games.push(game),
            Err(e) => errors.push(e.param("game", i + 1)),
        }
    }
    games
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
