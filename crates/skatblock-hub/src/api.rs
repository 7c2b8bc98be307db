//! The hub's HTTP contract without HTTP (issue 12): each request is a function of the store, the
//! event the hub serves, the token and the body, answering a status and a JSON body. The
//! server only routes to these and sets the limits.
//!
//! Game numbers are 1-based as on the paper list; seats are 0-based. A game's `version` is the
//! number of changes kept in its history (entered, corrected, deleted), so a phone can say which
//! state it edits and never silently overwrites the desk.

use serde_json::{Map, Value, json};

use super::codes::*;
use crate::event::{self, Scorer};
use crate::i18n::Lang;
use crate::json::error_object;
use crate::ops::{
    self, ErrorKind, GameEntryInput, SchafkopfEntryInput, SchafkopfGameInput, TableInput,
};
use crate::rules::Refusal;
use crate::store::{self, EventId, GameKey, Store};

/// An answer: the HTTP status and its JSON body.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    /// 200, 400, 401, 404, 409, 413, 422, 423, 429 …
    pub status: u16,
    /// The body.
    pub body: Value,
}

impl Reply {
    fn ok(body: Value) -> Reply {
        Reply { status: 200, body }
    }

    /// A refusal with its status: `{"error", "code", "field", "value", "rule"}`.
    pub fn refused(status: u16, refusal: &Refusal, lang: Lang) -> Reply {
        Reply {
            status,
            body: serde_json::to_value(error_object(refusal, lang)).unwrap_or(Value::Null),
        }
    }

    fn error(e: &ops::Error, lang: Lang) -> Reply {
        let status = match e.kind {
            ErrorKind::Invalid => 422,
            ErrorKind::NotFound => 404,
            ErrorKind::Conflict => 409,
            ErrorKind::NotOpen | ErrorKind::RefusedFile | ErrorKind::Storage => 500,
        };
        match e.refusals.first() {
            Some(r) => Reply::refused(status, &r.refusal, lang),
            None => Reply {
                status,
                body: json!({"error": e.message}),
            },
        }
    }
}

/// The table a token opens in the hub's event; `None` for an unknown, revoked or foreign token.
/// The series and table a token opens in this event; an unknown or revoked token, or one of
/// another event, is answered 401.
fn table(store: &Store, event: EventId, token: &str, lang: Lang) -> Result<(u16, u16), Reply> {
    match store::hub::table_of(store.conn(), token) {
        Ok(Some((e, series, table))) if e == event => Ok((series, table)),
        Ok(_) => Err(unauthorized(lang)),
        Err(e) => Err(Reply::error(&ops::Error::from(e), Lang::En)),
    }
}

/// The answer of a handler that stops early with its answer as the error.
fn either(reply: Result<Reply, Reply>) -> Reply {
    match reply {
        Ok(reply) | Err(reply) => reply,
    }
}

fn unauthorized(lang: Lang) -> Reply {
    Reply::refused(401, &Refusal::new(HUB_TOKEN_UNKNOWN), lang)
}

/// The number of changes kept in a game's history: its version.
fn version(store: &Store, event: EventId, key: GameKey) -> Result<u64, Reply> {
    store::games::version(store.conn(), event, key)
        .map_err(|e| Reply::error(&ops::Error::from(e), Lang::En))
}

/// One stored game as the phone shows it.
#[derive(Debug, Clone, PartialEq)]
struct StoredGame {
    number: u16,
    declarer: Option<usize>,
    record: Value,
    result: Value,
    /// What the engine's list writes on a Skat row; `None` for Schafkopf.
    cells: Option<ListCells>,
}

/// What the engine's list writes on a Skat row (`SheetRow`): every seat's score with Kontra/Re
/// and Bock in, the running totals, whether the deal lies in a Bock round and the row's
/// multiplier (RULES.md C.1–C.3). The phone shows these; it never counts a Bock round itself.
#[derive(Debug, Clone, PartialEq)]
struct ListCells {
    scores: Vec<i64>,
    totals: Vec<i64>,
    bock: bool,
    multiplier: i64,
}

/// A table's list as the hub reads it: the players by seat, the stored games, and (Skat) the
/// Bock factor of every game number of the series, game 1 first.
struct TableList {
    ids: Vec<store::PlayerId>,
    games: Vec<StoredGame>,
    bock_factors: Vec<i64>,
}

/// Whether the hub's event is a Schafkopf event.
fn is_schafkopf(store: &Store, event: EventId, lang: Lang) -> Result<bool, Reply> {
    event::schafkopf::tariff_of(store.conn(), event)
        .map(|t| t.is_some())
        .map_err(|e| Reply::error(&e.into(), lang))
}

/// The stored games of a table, Skat or Schafkopf.
fn stored_games(
    store: &Store,
    event: EventId,
    series: u16,
    table: u16,
    schafkopf: bool,
) -> Result<(Vec<store::PlayerId>, Vec<StoredGame>), ops::Error> {
    let list = table_list(store, event, series, table, schafkopf)?;
    Ok((list.ids, list.games))
}

/// A table's list, Skat or Schafkopf: one reading of the engine's sheet.
fn table_list(
    store: &Store,
    event: EventId,
    series: u16,
    table: u16,
    schafkopf: bool,
) -> Result<TableList, ops::Error> {
    let at = TableInput {
        event,
        series,
        table,
    };
    if schafkopf {
        return schafkopf_list(store, at);
    }
    let sheet = ops::sheet(store, at)?;
    let games = sheet.report.games.iter().map(skat_game).collect();
    Ok(TableList {
        ids: sheet.player_ids,
        games,
        bock_factors: sheet.bock_factors,
    })
}

/// A Skat row of the engine's sheet as the hub keeps it.
fn skat_game(row: &crate::rules::SheetRow) -> StoredGame {
    StoredGame {
        number: u16::try_from(row.number).unwrap_or(u16::MAX),
        declarer: row.declarer,
        record: serde_json::to_value(row.game).unwrap_or(Value::Null),
        result: serde_json::to_value(row.result).unwrap_or(Value::Null),
        cells: Some(ListCells {
            scores: row.scores.clone(),
            totals: row.totals.clone(),
            bock: row.bock,
            multiplier: row.multiplier,
        }),
    }
}

fn schafkopf_list(store: &Store, at: TableInput) -> Result<TableList, ops::Error> {
    let sheet = ops::schafkopf_sheet(store, at)?;
    let games = sheet
        .report
        .games
        .iter()
        .zip(&sheet.entries)
        .map(|(row, entry)| StoredGame {
            number: u16::try_from(row.number).unwrap_or(u16::MAX),
            declarer: row.declarer.map(usize::from),
            record: entry
                .game()
                .map(|g| crate::schafkopf::game_json(&g))
                .unwrap_or(Value::Null),
            result: json!({"won": row.won, "amounts": row.amounts}),
            cells: None,
        })
        .collect();
    Ok(TableList {
        ids: sheet.player_ids,
        games,
        bock_factors: Vec::new(),
    })
}

/// `GET /api/table/{token}`: the table's players and games, and whether the list is signed.
pub fn table_view(store: &Store, event: EventId, token: &str, lang: Lang) -> Reply {
    either(
        table(store, event, token, lang)
            .and_then(|(series, table)| view(store, event, series, table).map(Reply::ok)),
    )
}

/// The table's view. For a Skat event it carries the event's `rules` (the phone offers Kontra/Re
/// and Ramsch where they allow them), the Bock factor of every game number (`bock_factors`),
/// and on every row the engine's `scores`, `totals`, `bock` and `multiplier`.
fn view(store: &Store, event: EventId, series: u16, table: u16) -> Result<Value, Reply> {
    let failed = |e: ops::Error| Reply::error(&e, Lang::En);
    let tariff = event::schafkopf::tariff_of(store.conn(), event).map_err(|e| failed(e.into()))?;
    let list = table_list(store, event, series, table, tariff.is_some()).map_err(failed)?;
    let players = players_json(store, &list.ids)?;
    let versions =
        store::games::versions(store.conn(), event, series, table).map_err(|e| failed(e.into()))?;
    let rows: Vec<Value> = list
        .games
        .iter()
        .map(|g| row_json(g, versions.get(&g.number).copied().unwrap_or(0)))
        .collect();
    let signed = store::hub::signature(store.conn(), event, series, table)
        .map_err(|e| failed(e.into()))?
        .is_some();
    let ev = event::event(store, event).map_err(|e| failed(e.into()))?;
    let skat = tariff.is_none();
    Ok(json!({
        "event": event.0,
        "event_name": ev.name,
        "game_kind": if skat { "skat" } else { "schafkopf" },
        "tariff_unit": tariff.map(|t| t.unit),
        "series": series,
        "table": table,
        "series_games": series_games(&ev, list.ids.len()),
        "players": players,
        "games": rows,
        "signed": signed,
        "rules": if skat { serde_json::to_value(&ev.rules).unwrap_or(Value::Null) } else { Value::Null },
        "bock_factors": if skat { json!(list.bock_factors) } else { Value::Null },
    }))
}

/// The players of a table by seat: seat, player number and name.
fn players_json(store: &Store, ids: &[store::PlayerId]) -> Result<Vec<Value>, Reply> {
    ids.iter()
        .enumerate()
        .map(|(seat, &id)| {
            let player = store::players::get(store.conn(), id)
                .map_err(|e| Reply::error(&e.into(), Lang::En))?;
            Ok(json!({
                "seat": seat,
                "player_id": player.as_ref().map(|p| p.number.to_string()).unwrap_or_default(),
                "name": player.as_ref().map(store::Player::name).unwrap_or_default(),
            }))
        })
        .collect()
}

/// One row of the view: the game, and on a Skat row what the engine's list writes.
fn row_json(g: &StoredGame, version: u64) -> Value {
    let mut row = json!({
        "game": g.number,
        "declarer": g.declarer,
        "record": g.record,
        "result": g.result,
        "version": version,
    });
    if let (Some(cells), Value::Object(object)) = (&g.cells, &mut row) {
        object.insert("scores".into(), json!(cells.scores));
        object.insert("totals".into(), json!(cells.totals));
        object.insert("bock".into(), json!(cells.bock));
        object.insert("multiplier".into(), json!(cells.multiplier));
    }
    row
}

/// The games of a series list at a table of `players`.
fn series_games(ev: &store::Event, players: usize) -> u16 {
    crate::rules::TableSize::for_players(players)
        .map(|size| ev.rules.series_games.get(size))
        .unwrap_or(0)
}

/// The body of `PUT …/games/{n}`, read field by field so that each mistake is named.
struct PutBody {
    declarer: Option<usize>,
    record: Value,
    base_version: Option<u64>,
    canonical: String,
}

fn malformed(detail: impl std::fmt::Display, lang: Lang) -> Reply {
    Reply::refused(
        400,
        &Refusal::new(HUB_BODY_NOT_JSON).param("detail", detail.to_string()),
        lang,
    )
}

fn put_body(bytes: &[u8], lang: Lang) -> Result<PutBody, Reply> {
    let value: Value = serde_json::from_slice(bytes).map_err(|e| malformed(e, lang))?;
    let Value::Object(object) = value else {
        return Err(malformed("not an object", lang));
    };
    const FIELDS: [&str; 3] = ["declarer", "record", "base_version"];
    if let Some(key) = object.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        let refusal = Refusal::new(HUB_BODY_FIELD)
            .field(key.as_str())
            .param("fields", FIELDS.join(", "));
        return Err(Reply::refused(422, &refusal, lang));
    }
    let number = |key: &str| -> Result<Option<u64>, Reply> {
        match object.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => v.as_u64().map(Some).ok_or_else(|| {
                let refusal = Refusal::new(HUB_BODY_NUMBER).field(key).value(v);
                Reply::refused(422, &refusal, lang)
            }),
        }
    };
    let declarer = number("declarer")?.map(|d| usize::try_from(d).unwrap_or(usize::MAX));
    let base_version = number("base_version")?;
    let record = match object.get("record") {
        Some(record @ Value::Object(_)) => record.clone(),
        other => {
            let refusal = Refusal::new(HUB_BODY_RECORD)
                .field("record")
                .value(other.map_or_else(|| "null".to_string(), Value::to_string));
            return Err(Reply::refused(422, &refusal, lang));
        }
    };
    // serde_json keeps object keys sorted: the text is the body's canonical form.
    let canonical = Value::Object(object).to_string();
    Ok(PutBody {
        declarer,
        record,
        base_version,
        canonical,
    })
}

/// `PUT /api/table/{token}/games/{n}`: enters or corrects a game of the table. The same body
/// again gets the same answer and changes nothing; a body made on another state of the game
/// than the stored one is a conflict (409, with the stored game and its version).
pub fn put_game(
    store: &mut Store,
    event: EventId,
    token: &str,
    number: u16,
    body: &[u8],
    device: &str,
    lang: Lang,
) -> Reply {
    // A desk's write between this request's reading and its write makes the write refuse
    // (the version is compared inside the write transaction); the second pass reads the new
    // state and answers as for any conflict.
    let mut again = true;
    loop {
        match put(store, event, token, number, body, device, lang) {
            Ok(reply) | Err(Stop::Reply(reply)) => return reply,
            Err(Stop::Raced(_)) if again => again = false,
            Err(Stop::Raced(error)) => return Reply::error(&error, lang),
        }
    }
}

/// Why a PUT ends without its write.
enum Stop {
    /// The answer (a refusal, 401, 409 …).
    Reply(Reply),
    /// The game changed between reading and writing it: read again.
    Raced(ops::Error),
}

impl From<Reply> for Stop {
    fn from(reply: Reply) -> Stop {
        Stop::Reply(reply)
    }
}

/// A write's refusal: `Raced` when the game's version changed inside the write.
fn refused_write(e: ops::Error, lang: Lang) -> Stop {
    let raced = e.kind == ErrorKind::Conflict
        && e.refusals
            .iter()
            .any(|r| r.refusal.code == HUB_GAME_CONFLICT);
    match raced {
        true => Stop::Raced(e),
        false => Stop::Reply(Reply::error(&e, lang)),
    }
}

fn put(
    store: &mut Store,
    event: EventId,
    token: &str,
    number: u16,
    body: &[u8],
    device: &str,
    lang: Lang,
) -> Result<Reply, Stop> {
    let (series, table) = table(store, event, token, lang)?;
    let body = put_body(body, lang)?;
    let key = GameKey {
        series,
        table,
        game: number,
    };
    let storage = |e: store::StoreError| Reply::error(&e.into(), lang);
    if let Some(answer) =
        store::hub::answer(store.conn(), event, key, &body.canonical).map_err(storage)?
    {
        return Ok(Reply::ok(
            serde_json::from_str(&answer).unwrap_or(Value::Null),
        ));
    }
    if store::hub::signature(store.conn(), event, series, table)
        .map_err(storage)?
        .is_some()
    {
        let refusal = Refusal::new(HUB_LIST_SIGNED)
            .param("series", series)
            .param("table", table);
        return Ok(Reply::refused(423, &refusal, lang));
    }
    let schafkopf = is_schafkopf(store, event, lang)?;
    // Most games arrive once and new: the whole list is read only when one is stored already.
    let (ids, games) = if is_stored(store, event, key, schafkopf).map_err(storage)? {
        stored_games(store, event, series, table, schafkopf).map_err(|e| Reply::error(&e, lang))?
    } else {
        (seats(store, event, series, table, lang)?, Vec::new())
    };
    let stored = games.iter().find(|g| g.number == number);
    let current = version(store, event, key)?;
    if let Some(g) = stored
        && g.record == normalised(schafkopf, &body)
        && g.declarer == body.declarer
    {
        // The game as sent is stored already (an answer lost before it was kept): the same
        // answer, and now kept.
        let answer = json!({"game": number, "result": g.result, "version": current});
        return Ok(keep(store, event, key, &body.canonical, answer, lang)?);
    }
    let expected = stored.map(|_| current);
    let base_fits = match (stored, body.base_version) {
        (Some(_), base) => base == expected,
        (None, None) => true,
        (None, Some(base)) => base == current,
    };
    if !base_fits {
        let mut conflict = Map::new();
        conflict.insert("game".into(), json!(number));
        conflict.insert(
            "stored".into(),
            stored.map_or(
                Value::Null,
                |g| json!({"declarer": g.declarer, "record": g.record, "result": g.result}),
            ),
        );
        conflict.insert("version".into(), json!(current));
        let refusal = Refusal::new(HUB_GAME_CONFLICT)
            .param("game", number)
            .param("version", current);
        if let Value::Object(error) = Reply::refused(409, &refusal, lang).body {
            conflict.extend(error);
        }
        return Ok(Reply {
            status: 409,
            body: Value::Object(conflict),
        });
    }
    let by = Scorer {
        by: format!(
            "Tisch {table}, Serie {series} ({})",
            device.chars().take(60).collect::<String>()
        ),
        at: store::now(),
    };
    let correct = stored.is_some();
    let result = if schafkopf {
        let game = crate::schafkopf::game_of(&schafkopf_record(&body))
            .map_err(|r| Reply::refused(422, &r, lang))?;
        let input = SchafkopfEntryInput {
            event,
            series,
            table,
            game: number,
            record: SchafkopfGameInput::from(&game),
            correct,
            // Compared again inside the write: the desk may have written since.
            base_version: Some(current),
        };
        let outcome =
            ops::save_schafkopf_game(store, input, by).map_err(|e| refused_write(e, lang))?;
        serde_json::to_value(outcome).unwrap_or(Value::Null)
    } else {
        let declarer = match body.declarer {
            Some(seat) => Some(*ids.get(seat).ok_or_else(|| {
                let refusal = Refusal::new(HUB_SEAT_RANGE)
                    .field("declarer")
                    .value(seat)
                    .param("max", ids.len().saturating_sub(1));
                Reply::refused(422, &refusal, lang)
            })?),
            None => None,
        };
        let input = skat_input(&body, lang)?;
        let entry = GameEntryInput {
            event,
            series,
            table,
            game: number,
            declarer,
            record: input,
            correct,
            base_version: Some(current),
        };
        let result = ops::save_game(store, entry, by).map_err(|e| refused_write(e, lang))?;
        serde_json::to_value(result).unwrap_or(Value::Null)
    };
    let answer = json!({"game": number, "result": result, "version": version(store, event, key)?});
    Ok(keep(store, event, key, &body.canonical, answer, lang)?)
}

/// Whether a game is stored under `key`.
fn is_stored(
    store: &Store,
    event: EventId,
    key: GameKey,
    schafkopf: bool,
) -> Result<bool, store::StoreError> {
    if schafkopf {
        return Ok(store::schafkopf::get(store.conn(), event, key)?.is_some());
    }
    match store::games::get_unchecked(store.conn(), event, key) {
        Ok(_) => Ok(true),
        Err(store::StoreError::GameNotFound { .. }) => Ok(false),
        Err(e) => Err(e),
    }
}

/// The players of a table by seat.
fn seats(
    store: &Store,
    event: EventId,
    series: u16,
    table: u16,
    lang: Lang,
) -> Result<Vec<store::PlayerId>, Reply> {
    // The token names a drawn table: its seats alone, in seat order.
    let seats = store::seating::table(store.conn(), event, series, table)
        .map_err(|e| Reply::error(&e.into(), lang))?;
    Ok(seats.into_iter().map(|s| s.player).collect())
}

/// Keeps the answer to a body in the file (a repeat gets it again) and gives it.
fn keep(
    store: &Store,
    event: EventId,
    key: GameKey,
    body: &str,
    answer: Value,
    lang: Lang,
) -> Result<Reply, Reply> {
    store::hub::keep_answer(
        store.conn(),
        event,
        key,
        body,
        &answer.to_string(),
        &store::now(),
    )
    .map_err(|e| Reply::error(&e.into(), lang))?;
    Ok(Reply::ok(answer))
}

/// A Skat body's record as the engine reads it.
fn skat_input(body: &PutBody, lang: Lang) -> Result<crate::rules::GameInput, Reply> {
    serde_json::from_value(body.record.clone()).map_err(|e| {
        let refusal = Refusal::new(HUB_BODY_RECORD)
            .field("record")
            .value(e.to_string());
        Reply::refused(422, &refusal, lang)
    })
}

/// A Schafkopf body's record with its declarer seat in it, as `schafkopf score` reads a game.
fn schafkopf_record(body: &PutBody) -> Value {
    let mut record = body.record.clone();
    if let (Value::Object(object), Some(seat)) = (&mut record, body.declarer) {
        object.insert("declarer".into(), json!(seat));
    }
    record
}

/// The record of a body as the store gives it back, to compare a repeat with the stored game.
fn normalised(schafkopf: bool, body: &PutBody) -> Value {
    if schafkopf {
        return crate::schafkopf::game_of(&schafkopf_record(body))
            .map(|g| crate::schafkopf::game_json(&g))
            .unwrap_or(Value::Null);
    }
    serde_json::from_value::<crate::rules::GameRecord>(body.record.clone())
        .ok()
        .and_then(|g| serde_json::to_value(g).ok())
        .unwrap_or(Value::Null)
}

/// `POST /api/table/{token}/sign` with `{"seats": [0, 1, 2]}`: every seat of the table signs the
/// list after its last game; the list is locked for the phones then.
pub fn sign(store: &mut Store, event: EventId, token: &str, body: &[u8], lang: Lang) -> Reply {
    either(signing(store, event, token, body, lang))
}

fn signing(
    store: &mut Store,
    event: EventId,
    token: &str,
    body: &[u8],
    lang: Lang,
) -> Result<Reply, Reply> {
    let (series, table) = table(store, event, token, lang)?;
    let value: Value = serde_json::from_slice(body).map_err(|e| malformed(e, lang))?;
    let seats: Option<Vec<u64>> = value
        .as_object()
        .filter(|o| o.len() == 1)
        .and_then(|o| o.get("seats"))
        .and_then(Value::as_array)
        .and_then(|a| a.iter().map(Value::as_u64).collect());
    let (ids, games) = stored_games(
        store,
        event,
        series,
        table,
        is_schafkopf(store, event, lang)?,
    )
    .map_err(|e| Reply::error(&e, lang))?;
    let mut given = seats.clone().unwrap_or_default();
    given.sort_unstable();
    given.dedup();
    let all: Vec<u64> = (0..ids.len() as u64).collect();
    if seats.is_none() || given != all || seats.as_ref().map(Vec::len) != Some(all.len()) {
        let refusal = Refusal::new(HUB_SIGN_SEATS)
            .field("seats")
            .value(
                value
                    .get("seats")
                    .map_or_else(|| "null".to_string(), Value::to_string),
            )
            .param("count", ids.len());
        return Ok(Reply::refused(422, &refusal, lang));
    }
    let ev = event::event(store, event).map_err(|e| Reply::error(&e.into(), lang))?;
    let size = crate::rules::TableSize::for_players(ids.len())
        .map_err(|r| Reply::refused(422, &r, lang))?;
    let length = ev.rules.series_games.get(size);
    let entered: std::collections::HashSet<u16> = games.iter().map(|g| g.number).collect();
    let missing = (1..=length).filter(|n| !entered.contains(n)).count();
    if missing > 0 {
        let refusal = Refusal::new(HUB_SIGN_INCOMPLETE)
            .param("missing", missing)
            .param("games", length);
        return Ok(Reply::refused(422, &refusal, lang));
    }
    let storage = |e: store::StoreError| Reply::error(&e.into(), lang);
    if store::hub::signature(store.conn(), event, series, table)
        .map_err(storage)?
        .is_none()
    {
        let seats = serde_json::to_string(&all).unwrap_or_default();
        store::hub::sign(store.conn(), event, series, table, &seats, &store::now())
            .map_err(storage)?;
    }
    Ok(Reply::ok(
        json!({"series": series, "table": table, "signed": true}),
    ))
}

/// `GET /api/standings[?series=S]`: the same array as `skatblock standings --format json`.
pub fn standings(store: &Store, event: EventId, series: Option<u16>, lang: Lang) -> Reply {
    match ops::standings(store, ops::StandingsInput { event, series }) {
        Ok(standings) => Reply::ok(serde_json::to_value(&standings.rows).unwrap_or(Value::Null)),
        Err(e) => Reply::error(&e, lang),
    }
}

/// `POST /api/table/{token}/score` with `{"declarer", "record"}`: the game scored as the phone
/// types it, under the event's rules or tariff; nothing is stored.
pub fn preview(store: &Store, event: EventId, token: &str, body: &[u8], lang: Lang) -> Reply {
    either(previewing(store, event, token, body, lang))
}

fn previewing(
    store: &Store,
    event: EventId,
    token: &str,
    body: &[u8],
    lang: Lang,
) -> Result<Reply, Reply> {
    let (series, table) = table(store, event, token, lang)?;
    let body = put_body(body, lang)?;
    let result = if is_schafkopf(store, event, lang)? {
        let game = crate::schafkopf::game_of(&schafkopf_record(&body))
            .map_err(|r| Reply::refused(422, &r, lang))?;
        let input = ops::SchafkopfScoreInput {
            event,
            game: SchafkopfGameInput::from(&game),
        };
        serde_json::to_value(
            ops::score_schafkopf(store, input).map_err(|e| Reply::error(&e, lang))?,
        )
    } else {
        let players = seats(store, event, series, table, lang)?.len();
        if let Some(seat) = body.declarer.filter(|s| *s >= players) {
            let refusal = Refusal::new(HUB_SEAT_RANGE)
                .field("declarer")
                .value(seat)
                .param("max", players.saturating_sub(1));
            return Err(Reply::refused(422, &refusal, lang));
        }
        let game = skat_input(&body, lang)?;
        let input = ops::ScoreInput {
            event: Some(event),
            game,
        };
        serde_json::to_value(ops::score_game(store, input).map_err(|e| Reply::error(&e, lang))?)
    };
    Ok(Reply::ok(json!({"result": result.unwrap_or(Value::Null)})))
}

/// One table's progress as the projector and the desk show it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, ts_rs::TS)]
pub struct TableProgress {
    /// Series.
    pub series: u16,
    /// Table, 1-based.
    pub table: u16,
    /// Games stored.
    pub entered: u16,
    /// Games of the series list at this table.
    pub games: u16,
    /// Whether the table signed its list.
    pub signed: bool,
    /// Seconds since the table's phones last reached the hub; `None` before the first request.
    pub last_contact_seconds: Option<u64>,
    /// An unfinished table that has not been heard of for `STALE_AFTER_SECONDS` (or never).
    pub stale: bool,
}

/// After how long without a request an unfinished table is marked on the projector.
pub const STALE_AFTER_SECONDS: u64 = 600;

/// The progress of every table of a series; `contact` gives the seconds since a token was last
/// heard of.
///
/// # Errors
/// An unknown event or series; storage errors.
pub fn progress(
    store: &Store,
    event: EventId,
    series: u16,
    contact: &dyn Fn(&str) -> Option<u64>,
) -> Result<Vec<TableProgress>, ops::Error> {
    let ev = event::event(store, event)?;
    let seating = event::seating_of(store, event, series)?;
    let conn = store.conn();
    let mut counts: std::collections::HashMap<u16, u16> = std::collections::HashMap::new();
    for key in store::games::keys(conn, event)? {
        if key.series == series {
            *counts.entry(key.table).or_default() += 1;
        }
    }
    let mut out = Vec::with_capacity(seating.tables.len());
    for (index, players) in seating.tables.iter().enumerate() {
        let table = u16::try_from(index + 1).unwrap_or(u16::MAX);
        let entered = counts.get(&table).copied().unwrap_or(0);
        let games = series_games(&ev, players.len());
        let signed = store::hub::signature(conn, event, series, table)?.is_some();
        let last =
            store::hub::valid_token(conn, event, series, table)?.and_then(|token| contact(&token));
        let finished = signed || entered >= games;
        out.push(TableProgress {
            series,
            table,
            entered,
            games,
            signed,
            last_contact_seconds: last,
            stale: !finished && last.is_none_or(|s| s >= STALE_AFTER_SECONDS),
        });
    }
    Ok(out)
}

/// The series being played: the highest one with a seating (the first one before any draw).
///
/// # Errors
/// An unknown event; storage errors.
pub fn current_series(store: &Store, event: EventId) -> Result<u16, ops::Error> {
    let ev = event::event(store, event)?;
    for series in (1..=ev.series_count).rev() {
        if !event::seating_of(store, event, series)?.tables.is_empty() {
            return Ok(series);
        }
    }
    Ok(1)
}

/// `GET /api/projector`: what the hall may see — the event, the standings, and the progress of
/// the current series' tables. No tokens, no games.
pub fn projector(
    store: &Store,
    event: EventId,
    contact: &dyn Fn(&str) -> Option<u64>,
    lang: Lang,
) -> Reply {
    let view = || -> Result<Value, ops::Error> {
        let ev = event::event(store, event)?;
        let tariff = event::schafkopf::tariff_of(store.conn(), event)?;
        let series = current_series(store, event)?;
        let standings = ops::standings(
            store,
            ops::StandingsInput {
                event,
                series: None,
            },
        )?;
        Ok(json!({
            "event": {"id": event.0, "name": ev.name, "date": ev.date},
            "game_kind": if tariff.is_some() { "schafkopf" } else { "skat" },
            "tariff_unit": tariff.map(|t| t.unit),
            "series": series,
            "series_count": ev.series_count,
            "standings": standings.rows,
            "tables": progress(store, event, series, contact)?,
        }))
    };
    match view() {
        Ok(body) => Reply::ok(body),
        Err(e) => Reply::error(&e, lang),
    }
}
