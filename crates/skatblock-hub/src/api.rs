//! The hub's HTTP contract without HTTP (issue 12): each request is a function of the store, the
//! event the hub serves, the token and the body, answering a status and a JSON body. The
//! server only routes to these and sets the limits. The table-entry protocol (a repeat, the
//! signed list's lock, the version conflict, the audit author) is the operations layer's
//! (`ops::enter_table_game`, `ops::sign_table_list`), and so are its reads (`ops::table_view`,
//! `ops::score_table_game`, `ops::projector_view`, the token's table `ops::table_of_token`):
//! here a request is read, handed to one operation, and its outcome said as HTTP.
//!
//! Game numbers are 1-based as on the paper list; seats are 0-based. A game's `version` is the
//! number of changes kept in its history (entered, corrected, deleted), so a phone can say which
//! state it edits and never silently overwrites the desk.

use serde_json::{Map, Value, json};

use super::codes::*;
use crate::i18n::Lang;
use crate::json::error_object;
use crate::ops::{
    self, ErrorKind, SentGame, TableEntryInput, TableEntryOutcome, TableGame, TableInput,
};
use crate::rules::Refusal;
use crate::store::{EventId, Store};

pub use crate::ops::{STALE_AFTER_SECONDS, TableProgress};

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
        // Every error of the operations carries a refusal; without one, the kind is said as
        // data rather than an English sentence.
        match e.refusals.first() {
            Some(r) => Reply::refused(status, &r.refusal, lang),
            None => Reply {
                status,
                body: json!({"error": e.kind}),
            },
        }
    }
}

/// The table a token opens in this event; an unknown or revoked token, or one of another
/// event, is answered 401.
fn table(store: &Store, event: EventId, token: &str, lang: Lang) -> Result<TableInput, Reply> {
    match ops::table_of_token(store, event, token) {
        Ok(Some(at)) => Ok(at),
        Ok(None) => Err(unauthorized(lang)),
        Err(e) => Err(Reply::error(&e, Lang::En)),
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

/// `GET /api/table/{token}`: the table's players and games, and whether the list is signed.
pub fn table_view(store: &Store, event: EventId, token: &str, lang: Lang) -> Reply {
    either(table(store, event, token, lang).and_then(|at| {
        ops::table_view(store, at)
            .map(|view| Reply::ok(view_json(&view, lang)))
            .map_err(|e| Reply::error(&e, lang))
    }))
}

/// The table's view. For a Skat event (no tariff) it carries the event's `rules` (the phone
/// offers Kontra/Re and Ramsch where they allow them), the Bock factor of every game number
/// (`bock_factors`), and on every row the engine's `scores`, `totals`, `bock` and `multiplier`.
/// A stored game that breaks the rules is no row but one of the `findings` (issue 20).
fn view_json(view: &ops::TableView, lang: Lang) -> Value {
    let skat = view.tariff_unit.is_none();
    let rows: Vec<Value> = view.games.iter().map(row_json).collect();
    json!({
        "event": view.at.event.0,
        "event_name": view.event_name,
        "game_kind": if skat { "skat" } else { "schafkopf" },
        "tariff_unit": view.tariff_unit,
        "series": view.at.series,
        "table": view.at.table,
        "series_games": view.series_games,
        "players": view.players,
        "games": rows,
        "signed": view.signed,
        "rules": if skat { serde_json::to_value(&view.rules).unwrap_or(Value::Null) } else { Value::Null },
        "bock_factors": if skat { json!(view.bock_factors) } else { Value::Null },
        "findings": findings_json(&view.findings, lang),
    })
}

/// Findings at their tables: `{"series", "table", "error", "code", "field", "value", "rule"}`.
fn findings_json(findings: &[skatblock_ops::event::TableFinding], lang: Lang) -> Value {
    let one = |f: &skatblock_ops::event::TableFinding| {
        let mut object = serde_json::to_value(error_object(&f.finding, lang)).unwrap_or_default();
        if let Value::Object(fields) = &mut object {
            fields.insert("series".into(), json!(f.series));
            fields.insert("table".into(), json!(f.table));
        }
        object
    };
    Value::Array(findings.iter().map(one).collect())
}

/// One row of the view: the game with its label (`{"de", "en"}`), and on a Skat row what the
/// engine's list writes.
fn row_json(g: &TableGame) -> Value {
    let mut row = json!({
        "game": g.number,
        "declarer": g.declarer,
        "record": g.record,
        "result": g.result,
        "label": g.label,
        "version": g.version,
    });
    if let (Some(cells), Value::Object(object)) = (&g.cells, &mut row) {
        object.insert("scores".into(), json!(cells.scores));
        object.insert("totals".into(), json!(cells.totals));
        object.insert("bock".into(), json!(cells.bock));
        object.insert("multiplier".into(), json!(cells.multiplier));
    }
    row
}

/// The body of `PUT …/games/{n}`, read field by field so that each mistake is named.
struct PutBody {
    sent: SentGame,
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

/// The fields a game's body may have.
const PUT_FIELDS: [&str; 3] = ["declarer", "record", "base_version"];

fn put_body(bytes: &[u8], lang: Lang) -> Result<PutBody, Reply> {
    let object = body_object(bytes, lang)?;
    let declarer = optional_number(&object, "declarer", lang)?
        .map(|d| usize::try_from(d).unwrap_or(usize::MAX));
    let base_version = optional_number(&object, "base_version", lang)?;
    let record = body_record(&object, lang)?;
    // serde_json keeps object keys sorted: the text is the body's canonical form.
    let canonical = Value::Object(object).to_string();
    Ok(PutBody {
        sent: SentGame { declarer, record },
        base_version,
        canonical,
    })
}

/// The body as a JSON object of the fields a game's body may have.
fn body_object(bytes: &[u8], lang: Lang) -> Result<Map<String, Value>, Reply> {
    let value: Value = serde_json::from_slice(bytes).map_err(|e| malformed(e, lang))?;
    let Value::Object(object) = value else {
        return Err(malformed("not an object", lang));
    };
    if let Some(key) = object.keys().find(|k| !PUT_FIELDS.contains(&k.as_str())) {
        let refusal = Refusal::new(HUB_BODY_FIELD)
            .field(key.as_str())
            .param("fields", PUT_FIELDS.join(", "));
        return Err(Reply::refused(422, &refusal, lang));
    }
    Ok(object)
}

/// A field that is a whole number or absent (`null`).
fn optional_number(
    object: &Map<String, Value>,
    key: &str,
    lang: Lang,
) -> Result<Option<u64>, Reply> {
    match object.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v.as_u64().map(Some).ok_or_else(|| {
            let refusal = Refusal::new(HUB_BODY_NUMBER).field(key).value(v);
            Reply::refused(422, &refusal, lang)
        }),
    }
}

/// The body's `record`, an object.
fn body_record(object: &Map<String, Value>, lang: Lang) -> Result<Value, Reply> {
    match object.get("record") {
        Some(record @ Value::Object(_)) => Ok(record.clone()),
        other => {
            let refusal = Refusal::new(HUB_BODY_RECORD)
                .field("record")
                .value(other.map_or_else(|| "null".to_string(), Value::to_string));
            Err(Reply::refused(422, &refusal, lang))
        }
    }
}

/// `PUT /api/table/{token}/games/{n}` as the server receives it.
#[derive(Debug, Clone, Copy)]
pub struct GamePut<'a> {
    /// The event the hub serves.
    pub event: EventId,
    /// The table's token.
    pub token: &'a str,
    /// The game number `n`, 1-based.
    pub game: u16,
    /// The body.
    pub body: &'a [u8],
    /// What sent it (the `User-Agent`).
    pub device: &'a str,
    /// The reader's language.
    pub lang: Lang,
}

/// `PUT /api/table/{token}/games/{n}`: enters or corrects a game of the table. The same body
/// again gets the same answer and changes nothing while the game is at the version that answer
/// gave; a body made on another state of the game than the stored one, or sent again after
/// the game changed, is a conflict (409, with the stored game and its version); a signed list
/// is locked (423). The protocol is the operation `ops::enter_table_game`.
pub fn put_game(
    store: &mut Store,
    event: EventId,
    token: &str,
    number: u16,
    body: &[u8],
    device: &str,
    lang: Lang,
) -> Reply {
    let request = GamePut {
        event,
        token,
        game: number,
        body,
        device,
        lang,
    };
    put_game_between(store, request, &mut || {})
}

/// [`put_game`] with `between` run between the protocol's reading of the game and its write
/// (`ops::enter_table_game_between`): where a test lets the desk write.
#[doc(hidden)]
pub fn put_game_between(
    store: &mut Store,
    request: GamePut<'_>,
    between: &mut dyn FnMut(),
) -> Reply {
    either(put(store, request, between))
}

fn put(store: &mut Store, request: GamePut<'_>, between: &mut dyn FnMut()) -> Result<Reply, Reply> {
    let lang = request.lang;
    let at = table(store, request.event, request.token, lang)?;
    let body = put_body(request.body, lang)?;
    let input = TableEntryInput {
        at,
        game: request.game,
        sent: body.sent,
        base_version: body.base_version,
        request: body.canonical,
        device: request.device.to_string(),
        now: ops::now(),
    };
    let outcome = ops::enter_table_game_between(store, &input, between)
        .map_err(|e| Reply::error(&e, lang))?;
    Ok(entry_reply(&input, outcome, lang))
}

/// The answer to a table's game: 200 with the kept answer, 409 with the stored game, 423 for a
/// signed list.
fn entry_reply(input: &TableEntryInput, outcome: TableEntryOutcome, lang: Lang) -> Reply {
    match outcome {
        TableEntryOutcome::Stored(answer) | TableEntryOutcome::AlreadyStored(answer) => {
            Reply::ok(serde_json::to_value(answer).unwrap_or(Value::Null))
        }
        TableEntryOutcome::Replayed(answer) => Reply::ok(answer),
        TableEntryOutcome::Conflict {
            stored,
            version,
            sent,
        } => conflict(input.game, stored.as_ref(), version, sent, lang),
        TableEntryOutcome::ListSigned => {
            let refusal = Refusal::new(HUB_LIST_SIGNED)
                .param("series", input.at.series)
                .param("table", input.at.table);
            Reply::refused(423, &refusal, lang)
        }
    }
}

/// A 409: the game, the stored game (or `null`) and its version, the label of the game as sent
/// (`sent_label`, `null` when it is no game), with the refusal's fields.
fn conflict(
    number: u16,
    stored: Option<&TableGame>,
    version: u64,
    sent: Option<ops::GameLabel>,
    lang: Lang,
) -> Reply {
    let mut conflict = Map::new();
    conflict.insert("game".into(), json!(number));
    conflict.insert(
        "stored".into(),
        stored.map_or(Value::Null, |g| {
            json!({"declarer": g.declarer, "record": g.record, "result": g.result, "label": g.label})
        }),
    );
    conflict.insert("version".into(), json!(version));
    conflict.insert("sent_label".into(), json!(sent));
    let refusal = Refusal::new(HUB_GAME_CONFLICT)
        .param("game", number)
        .param("version", version);
    if let Value::Object(error) = Reply::refused(409, &refusal, lang).body {
        conflict.extend(error);
    }
    Reply {
        status: 409,
        body: Value::Object(conflict),
    }
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
    let at = table(store, event, token, lang)?;
    let value: Value = serde_json::from_slice(body).map_err(|e| malformed(e, lang))?;
    let seats: Option<Vec<u64>> = value
        .as_object()
        .filter(|o| o.len() == 1)
        .and_then(|o| o.get("seats"))
        .and_then(Value::as_array)
        .and_then(|a| a.iter().map(Value::as_u64).collect());
    let input = ops::SignListInput {
        at,
        seats,
        sent: value
            .get("seats")
            .map_or_else(|| "null".to_string(), Value::to_string),
        now: ops::now(),
    };
    ops::sign_table_list(store, &input).map_err(|e| Reply::error(&e, lang))?;
    Ok(Reply::ok(
        json!({"series": at.series, "table": at.table, "signed": true}),
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
    let at = table(store, event, token, lang)?;
    let body = put_body(body, lang)?;
    let result =
        ops::score_table_game(store, at, &body.sent).map_err(|e| Reply::error(&e, lang))?;
    Ok(Reply::ok(json!({"result": result})))
}

/// `GET /api/projector`: what the hall may see — the event, the standings, and the progress of
/// the current series' tables. No tokens, no games; a stored game that breaks the rules is
/// left out of the standings and named in `findings` by its place (issue 20).
pub fn projector(
    store: &Store,
    event: EventId,
    contact: &dyn Fn(&str) -> Option<u64>,
    lang: Lang,
) -> Reply {
    match ops::projector_view(store, event, contact) {
        Ok(view) => Reply::ok(json!({
            "event": {"id": view.event.id.0, "name": view.event.name, "date": view.event.date},
            "game_kind": if view.schafkopf { "schafkopf" } else { "skat" },
            "tariff_unit": view.tariff_unit,
            "series": view.series,
            "series_count": view.event.series_count,
            "standings": view.standings.rows,
            "rankings": view.rankings.iter().map(|r| json!({
                "id": r.ranking, "name": r.name, "rows": r.rows,
            })).collect::<Vec<_>>(),
            "tables": view.tables,
            "findings": findings_json(&view.findings, lang),
        })),
        Err(e) => Reply::error(&e, lang),
    }
}
