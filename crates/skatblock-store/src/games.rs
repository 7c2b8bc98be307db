//! The games of every score sheet, with the audit history of every change.

use std::collections::HashMap;

use rusqlite::types::{ToSqlOutput, Value, ValueRef};
use rusqlite::{Connection, OptionalExtension, ffi, params};
use serde::Serialize;
pub use skatblock_model::audit::Author;

use super::events::EventId;
use super::players::PlayerId;
use super::{Result, StoreError};
use crate::rules::{
    Announcement, ContractField, GameInput, GameRecord, Kontra, RamschInput, ReplacementInput,
    ResultOverride, Rules,
};

/// Where a game stands: series, table and game number of the sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, ts_rs::TS)]
pub struct GameKey {
    /// Series, 1-based.
    pub series: u16,
    /// Table, 1-based.
    pub table: u16,
    /// Game number on the sheet, 1-based.
    pub game: u16,
}

impl std::fmt::Display for GameKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "series {} table {} game {}",
            self.series, self.table, self.game
        )
    }
}

/// One stored game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoredGame {
    /// Its place.
    pub key: GameKey,
    /// The declarer; `None` for a passed deal.
    pub declarer: Option<PlayerId>,
    /// The game.
    pub record: GameRecord,
}

impl StoredGame {
    /// The JSON kept in the audit history: the game record plus the declarer's number.
    ///
    /// # Errors
    /// SQLite errors only.
    pub fn audit_json(&self, conn: &Connection) -> Result<String> {
        audit_json(conn, &GameInput::from(self.record), self.declarer)
    }
}

/// A game as stored, before it is checked against the event's rules: what correcting and
/// deleting need, so that a game which no longer fits the rules can still be mended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UncheckedGame {
    /// Its place.
    pub key: GameKey,
    /// The declarer; `None` for a passed deal.
    pub declarer: Option<PlayerId>,
    /// The fields as stored.
    pub input: GameInput,
}

impl UncheckedGame {
    /// The JSON kept in the audit history: the game's fields plus the declarer's number.
    ///
    /// # Errors
    /// SQLite errors only.
    pub fn audit_json(&self, conn: &Connection) -> Result<String> {
        audit_json(conn, &self.input, self.declarer)
    }

    /// The game under `rules`.
    ///
    /// # Errors
    /// `GameBreaksRules`, naming the game and the rule, if it does not validate under `rules`.
    pub fn check(self, rules: &Rules) -> Result<StoredGame> {
        let record = GameRecord::with_rules(self.input, rules).map_err(|error| {
            StoreError::GameBreaksRules {
                key: self.key,
                error,
            }
        })?;
        Ok(StoredGame {
            key: self.key,
            declarer: self.declarer,
            record,
        })
    }
}

/// A game's fields plus its declarer as JSON (a validated record serialises as its fields).
/// The declarer is named by the player's number, as every file and list names players (a
/// history written before numbers were text holds the old id, which the migration made the
/// number).
fn audit_json(conn: &Connection, input: &GameInput, declarer: Option<PlayerId>) -> Result<String> {
    let named = match declarer {
        Some(d) => Some(
            conn.prepare_cached("SELECT number FROM players WHERE id = ?1")?
                .query_row([d.0], |r| r.get::<_, String>(0))
                .optional()?
                .unwrap_or_else(|| format!("#{}", d.0)),
        ),
        None => None,
    };
    Ok(audit_json_named(input, named))
}

/// [`audit_json`] with the declarer's number given.
fn audit_json_named(input: &GameInput, declarer: Option<String>) -> String {
    let record = AuditRecord {
        announced: input.announced.as_ref(),
        bid: input.bid,
        contract: input.contract.as_ref(),
        declarer,
        declarer_points: input.declarer_points,
        declarer_tricks: input.declarer_tricks,
        hand: input.hand,
        kontra: input.kontra.as_ref(),
        matadors: input.matadors,
        ouvert: input.ouvert,
        passed: input.passed,
        ramsch: input.ramsch.as_ref().map(sorted),
        replacement: input.replacement.as_ref().map(sorted),
        result_override: input.result_override.as_ref(),
    };
    serde_json::to_string(&record).expect("game fields serialise")
}

/// A nested object with its keys in order, as a JSON value writes them.
fn sorted(nested: &impl Serialize) -> serde_json::Value {
    serde_json::to_value(nested).expect("game fields serialise")
}

/// A game's fields and its declarer as the history has always written them: a JSON object of
/// the [`GameInput`] fields given plus `declarer`, its keys in order. Written in one pass rather
/// than through a JSON value, as an import writes tens of thousands; the fields are declared
/// in the order of their keys for that.
#[derive(Serialize)]
struct AuditRecord<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    announced: Option<&'a Announcement>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bid: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    contract: Option<&'a ContractField>,
    #[serde(skip_serializing_if = "Option::is_none")]
    declarer: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    declarer_points: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    declarer_tricks: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hand: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    kontra: Option<&'a Kontra>,
    #[serde(skip_serializing_if = "Option::is_none")]
    matadors: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ouvert: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    passed: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ramsch: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    replacement: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result_override: Option<&'a ResultOverride>,
}

/// What a change did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum AuditAction {
    /// Entered by hand.
    Enter,
    /// Imported from CSV.
    Import,
    /// Corrected.
    Correct,
    /// Deleted.
    Delete,
}

impl AuditAction {
    const fn name(self) -> &'static str {
        match self {
            AuditAction::Enter => "enter",
            AuditAction::Import => "import",
            AuditAction::Correct => "correct",
            AuditAction::Delete => "delete",
        }
    }
}

/// One entry of a game's history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct AuditEntry {
    /// The game.
    pub key: GameKey,
    /// What happened.
    pub action: String,
    /// The record before (JSON), if any.
    pub old: Option<String>,
    /// The record after (JSON), if any.
    pub new: Option<String>,
    /// Who.
    pub by: Author,
    /// When (RFC 3339, UTC).
    pub at: String,
}

/// Who made a change and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change<'a> {
    /// The scorer's name.
    pub by: &'a str,
    /// RFC 3339 time.
    pub at: &'a str,
}

/// Adds a game and its audit entry.
///
/// # Errors
/// A game already stored under that key (`AlreadyEntered`), recognised by the primary key
/// alone: the stored game is not read, so the event's rules play no part.
pub fn insert(
    conn: &Connection,
    event: EventId,
    game: &StoredGame,
    action: AuditAction,
    change: &Change<'_>,
) -> Result<()> {
    let k = game.key;
    if let Err(e) = insert_row(conn, event, game) {
        if e.sqlite_extended_error_code() == Some(ffi::SQLITE_CONSTRAINT_PRIMARYKEY) {
            return Err(StoreError::AlreadyEntered { key: k });
        }
        return Err(e.into());
    }
    audit(
        conn,
        event,
        k,
        action,
        None,
        Some(&game.audit_json(conn)?),
        change,
    )
}

/// Adds the games of an imported file (`file`, its name if it has one) by `change`, with one
/// statement per chunk of rows, as an import writes tens of thousands: the file is one entry of
/// the history, which names it for each of its games ([`history`], [`version`]), rather than
/// one audit row per game.
///
/// # Errors
/// A game already stored under its key (`AlreadyEntered`, naming the first such game).
pub fn import_all(
    conn: &Connection,
    event: EventId,
    games: &[StoredGame],
    file: Option<&str>,
    change: &Change<'_>,
) -> Result<()> {
    let rows: Vec<[ToSqlOutput<'static>; 19]> =
        games.iter().map(|g| game_values(event, g)).collect();
    if let Err(e) = super::results::insert_values(conn, INSERT_GAME, &rows, "") {
        return Err(already_entered(conn, event, games, e));
    }
    super::imports::insert(conn, event, games.iter().map(|g| g.key), file, change)
}

/// A failed insert of many games: `AlreadyEntered` for the first of them stored already when
/// the primary key refused them, else the error itself.
fn already_entered(
    conn: &Connection,
    event: EventId,
    games: &[StoredGame],
    err: rusqlite::Error,
) -> StoreError {
    if err.sqlite_extended_error_code() != Some(ffi::SQLITE_CONSTRAINT_PRIMARYKEY) {
        return err.into();
    }
    for game in games {
        match get_unchecked(conn, event, game.key) {
            Ok(_) => return StoreError::AlreadyEntered { key: game.key },
            Err(StoreError::GameNotFound { .. }) => {}
            Err(other) => return other,
        }
    }
    err.into()
}

const INSERT_GAME: &str = "INSERT INTO games (event_id, series, table_no, game_no, declarer_id,
    passed, contract, hand, ouvert, announced, matadors, declarer_points, declarer_tricks, bid,
    replacement_contract, replacement_matadors, result_override, kontra, ramsch)";

const INSERT_AUDIT: &str = "INSERT INTO game_audit (event_id, series, table_no, game_no, action,
    old_record, new_record, changed_by, changed_at)";

/// Writes the game's row: the record in the columns of its [`GameInput`] form, a Ramsch as
/// JSON.
fn insert_row(conn: &Connection, event: EventId, game: &StoredGame) -> rusqlite::Result<usize> {
    let sql = format!("{INSERT_GAME} VALUES ({})", ["?"; 19].join(", "));
    conn.prepare_cached(&sql)?
        .execute(rusqlite::params_from_iter(game_values(event, game)))
}

/// A game's columns in the order of [`INSERT_GAME`]. The names are the rules' own static
/// words, bound without a string made for each (an import binds close to a million cells).
fn game_values(event: EventId, game: &StoredGame) -> [ToSqlOutput<'static>; 19] {
    let input = GameInput::from(game.record);
    let k = game.key;
    let text = |t: Option<&'static str>| {
        t.map_or(ToSqlOutput::Owned(Value::Null), |t| {
            ToSqlOutput::Borrowed(ValueRef::Text(t.as_bytes()))
        })
    };
    let int = |n: Option<i64>| ToSqlOutput::Owned(n.map_or(Value::Null, Value::Integer));
    let flag = |b: Option<bool>| int(b.map(i64::from));
    [
        int(Some(event.0)),
        int(Some(k.series.into())),
        int(Some(k.table.into())),
        int(Some(k.game.into())),
        int(game.declarer.map(|d| d.0)),
        flag(Some(
            input.passed.unwrap_or(false) || input.ramsch.is_some(),
        )),
        text(input.contract.map(|c| c.0.name())),
        flag(input.hand),
        flag(input.ouvert),
        text(input.announced.map(|a| a.name())),
        int(input.matadors),
        int(input.declarer_points),
        int(input.declarer_tricks),
        int(input.bid),
        text(input.replacement.map(|r| r.contract.0.name())),
        int(input.replacement.map(|r| r.matadors)),
        text(input.result_override.map(|o| o.name())),
        text(input.kontra.map(|k| k.name())),
        ToSqlOutput::Owned(input.ramsch.as_ref().map_or(Value::Null, |r| {
            Value::Text(serde_json::to_string(r).expect("a Ramsch entry serialises"))
        })),
    ]
}

/// Replaces a game, keeping the old record in the audit history. Returns the old game, as
/// stored: it need not fit the event's current rules, so such a game can be corrected.
///
/// # Errors
/// `NotFound` if there is no game under that key.
pub fn update(
    conn: &Connection,
    event: EventId,
    game: &StoredGame,
    change: &Change<'_>,
) -> Result<UncheckedGame> {
    let old = get_unchecked(conn, event, game.key)?;
    delete_row(conn, event, game.key)?;
    insert(conn, event, game, AuditAction::Correct, change)?;
    // `insert` wrote an audit entry without the old record; complete it.
    conn.execute(
        "UPDATE game_audit SET old_record = ?2 WHERE id = ?1",
        params![conn.last_insert_rowid(), old.audit_json(conn)?],
    )?;
    Ok(old)
}

/// Deletes a game, keeping it in the audit history. Returns the deleted game, as stored: it
/// need not fit the event's current rules, so such a game can be deleted.
///
/// # Errors
/// `NotFound` if there is no game under that key.
pub fn delete(
    conn: &Connection,
    event: EventId,
    key: GameKey,
    change: &Change<'_>,
) -> Result<UncheckedGame> {
    let old = get_unchecked(conn, event, key)?;
    delete_row(conn, event, key)?;
    audit(
        conn,
        event,
        key,
        AuditAction::Delete,
        Some(&old.audit_json(conn)?),
        None,
        change,
    )?;
    Ok(old)
}

fn delete_row(conn: &Connection, event: EventId, key: GameKey) -> Result<()> {
    conn.prepare_cached(
        "DELETE FROM games WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND game_no = ?4",
    )?
    .execute(params![event.0, key.series, key.table, key.game])?;
    Ok(())
}

pub(crate) fn audit(
    conn: &Connection,
    event: EventId,
    key: GameKey,
    action: AuditAction,
    old: Option<&str>,
    new: Option<&str>,
    change: &Change<'_>,
) -> Result<()> {
    let values = audit_values(
        event,
        key,
        action,
        old.map(str::to_string),
        new.map(str::to_string),
        change,
    );
    let sql = format!("{INSERT_AUDIT} VALUES ({})", ["?"; 9].join(", "));
    conn.prepare_cached(&sql)?
        .execute(rusqlite::params_from_iter(values))?;
    Ok(())
}

/// An audit entry's columns in the order of [`INSERT_AUDIT`].
fn audit_values(
    event: EventId,
    key: GameKey,
    action: AuditAction,
    old: Option<String>,
    new: Option<String>,
    change: &Change<'_>,
) -> [Value; 9] {
    let text = |t: Option<String>| t.map_or(Value::Null, Value::Text);
    [
        Value::Integer(event.0),
        Value::Integer(key.series.into()),
        Value::Integer(key.table.into()),
        Value::Integer(key.game.into()),
        Value::Text(action.name().to_string()),
        text(old),
        text(new),
        Value::Text(change.by.to_string()),
        Value::Text(change.at.to_string()),
    ]
}

const SELECT: &str = "SELECT series, table_no, game_no, declarer_id, passed, contract, hand, ouvert, announced,
    matadors, declarer_points, declarer_tricks, bid, replacement_contract, replacement_matadors, result_override,
    kontra, ramsch
    FROM games";

/// One game under the event's `rules`; `None` if there is none under that key.
///
/// # Errors
/// `GameBreaksRules` if the stored game does not validate under `rules`.
pub fn get(
    conn: &Connection,
    event: EventId,
    key: GameKey,
    rules: &Rules,
) -> Result<Option<StoredGame>> {
    match get_unchecked(conn, event, key) {
        Ok(game) => game.check(rules).map(Some),
        Err(StoreError::NotFound { .. }) => Ok(None),
        Err(e) => Err(e),
    }
}

/// One game as stored, not checked against any rules.
///
/// # Errors
/// `NotFound` if there is no game under that key.
pub fn get_unchecked(conn: &Connection, event: EventId, key: GameKey) -> Result<UncheckedGame> {
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT} WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND game_no = ?4"
    ))?;
    stmt.query_row(params![event.0, key.series, key.table, key.game], raw_row)
        .optional()?
        .ok_or(StoreError::GameNotFound { key })
}

/// Every game of an event, by series, table and game number, in one query.
///
/// # Errors
/// `GameBreaksRules`, naming the first stored game that does not validate under `rules`.
pub fn all(conn: &Connection, event: EventId, rules: &Rules) -> Result<Vec<StoredGame>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT} WHERE event_id = ?1 ORDER BY series, table_no, game_no"
    ))?;
    let rows = stmt.query_map([event.0], raw_row)?;
    rows.map(|r| r.map_err(StoreError::from).and_then(|raw| raw.check(rules)))
        .collect()
}

/// The games of one series (`table: None`) or of one list, under the event's `rules`, by
/// table and game number.
///
/// # Errors
/// `GameBreaksRules`, naming the first stored game that does not validate under `rules`.
pub fn in_series(
    conn: &Connection,
    event: EventId,
    series: u16,
    table: Option<u16>,
    rules: &Rules,
) -> Result<Vec<StoredGame>> {
    in_series_unchecked(conn, event, series, table)?
        .into_iter()
        .map(|raw| raw.check(rules))
        .collect()
}

/// The games of one series (`table: None`) or of one list as stored, not checked against any
/// rules, by table and game number: what a reader checks game by game, so that one game that
/// breaks the rules is named and the others are still shown (issue 20).
///
/// # Errors
/// SQLite errors only.
pub fn in_series_unchecked(
    conn: &Connection,
    event: EventId,
    series: u16,
    table: Option<u16>,
) -> Result<Vec<UncheckedGame>> {
    let rows = match table {
        Some(t) => conn
            .prepare_cached(&format!(
                "{SELECT} WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 ORDER BY game_no"
            ))?
            .query_map(params![event.0, series, t], raw_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?,
        None => conn
            .prepare_cached(&format!(
                "{SELECT} WHERE event_id = ?1 AND series = ?2 ORDER BY table_no, game_no"
            ))?
            .query_map(params![event.0, series], raw_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?,
    };
    Ok(rows)
}

/// Every game of an event as stored, not checked against any rules, by series, table and
/// game number: what a rule change is checked against.
///
/// # Errors
/// SQLite errors only.
pub fn all_unchecked(conn: &Connection, event: EventId) -> Result<Vec<UncheckedGame>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT} WHERE event_id = ?1 ORDER BY series, table_no, game_no"
    ))?;
    let rows = stmt.query_map([event.0], raw_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The places of the games entered in an event, Skat and Schafkopf alike (an event holds one
/// game or the other): what seating, totals and event changes must not go behind.
const ENTERED: &str = "SELECT event_id, series, table_no, game_no FROM games
     UNION ALL SELECT event_id, series, table_no, game_no FROM schafkopf_games";

/// The number of games entered at one table.
///
/// # Errors
/// SQLite errors only.
pub fn count_at_table(conn: &Connection, event: EventId, series: u16, table: u16) -> Result<i64> {
    Ok(conn
        .prepare_cached(&format!(
            "SELECT count(*) FROM ({ENTERED}) WHERE event_id = ?1 AND series = ?2 AND table_no = ?3"
        ))?
        .query_row(params![event.0, series, table], |r| r.get(0))?)
}

/// The version of a game: the number of changes kept in its history (entered, imported,
/// corrected, deleted); 0 for a game never entered. A correction made on another version is a
/// conflict.
///
/// # Errors
/// SQLite errors only.
pub fn version(conn: &Connection, event: EventId, key: GameKey) -> Result<u64> {
    let audited = conn
        .prepare_cached(
            "SELECT count(*) FROM game_audit
             WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND game_no = ?4",
        )?
        .query_row(params![event.0, key.series, key.table, key.game], |r| {
            r.get::<_, i64>(0)
        })
        .map(|n| u64::try_from(n).unwrap_or(0))?;
    Ok(audited + super::imports::count(conn, event, key)?)
}

/// Refuses a change made on `base` when the game's version is another now
/// (`StoreError::VersionChanged`); `None` checks nothing. Called inside the change's write
/// transaction, so no other connection can write the game between the check and the change.
///
/// # Errors
/// `VersionChanged`; SQLite errors.
pub fn expect_version(
    conn: &Connection,
    event: EventId,
    key: GameKey,
    base: Option<u64>,
) -> Result<()> {
    let Some(base) = base else {
        return Ok(());
    };
    match version(conn, event, key)? {
        version if version == base => Ok(()),
        version => Err(StoreError::VersionChanged { key, version }),
    }
}

/// The versions of a table's games by game number (see `version`).
///
/// # Errors
/// SQLite errors only.
pub fn versions(
    conn: &Connection,
    event: EventId,
    series: u16,
    table: u16,
) -> Result<std::collections::BTreeMap<u16, u64>> {
    let mut stmt = conn.prepare_cached(
        "SELECT game_no, count(*) FROM game_audit
         WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 GROUP BY game_no",
    )?;
    let rows = stmt.query_map(params![event.0, series, table], |r| {
        Ok((
            r.get::<_, u16>(0)?,
            u64::try_from(r.get::<_, i64>(1)?).unwrap_or(0),
        ))
    })?;
    let mut versions: std::collections::BTreeMap<u16, u64> =
        rows.collect::<rusqlite::Result<_>>()?;
    for imported in super::imports::games(conn, event, Some((series, table)), None)? {
        *versions.entry(imported.key.game).or_default() += 1;
    }
    Ok(versions)
}

/// The history of an event's games, oldest first; one game's if `key` is given. A game
/// written by an imported file has the import as an entry: who imported it, when, and the game
/// as the file gave it.
///
/// # Errors
/// SQLite errors only.
pub fn history(conn: &Connection, event: EventId, key: Option<GameKey>) -> Result<Vec<AuditEntry>> {
    let audited = audited(conn, event, key)?;
    let list = key.map(|k| (k.series, k.table));
    let imported = super::imports::games(conn, event, list, key.map(|k| k.game))?;
    if imported.is_empty() {
        return Ok(audited.into_iter().map(|(_, entry)| entry).collect());
    }
    // Each entry in its place: an audit row by its id, an import after the event's last audit
    // row before it (then by import, and by game as it lists them).
    let mut entries = imports_as_entries(conn, event, key, &audited, imported)?;
    entries.extend(audited.into_iter().map(|(id, e)| ((id, 0, 0), e)));
    entries.sort_by_key(|(place, _)| *place);
    Ok(entries.into_iter().map(|(_, entry)| entry).collect())
}

/// The history's audit rows of an event (one game's if `key` is given), with their ids, by id.
fn audited(
    conn: &Connection,
    event: EventId,
    key: Option<GameKey>,
) -> Result<Vec<(i64, AuditEntry)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT series, table_no, game_no, action, old_record, new_record, changed_by, changed_at,
                id
         FROM game_audit WHERE event_id = ?1
           AND (?2 IS NULL OR (series = ?2 AND table_no = ?3 AND game_no = ?4))
         ORDER BY id",
    )?;
    let rows = stmt.query_map(
        params![
            event.0,
            key.map(|k| k.series),
            key.map(|k| k.table),
            key.map(|k| k.game)
        ],
        |r| Ok((r.get(8)?, audit_entry(r)?)),
    )?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

fn audit_entry(r: &rusqlite::Row<'_>) -> rusqlite::Result<AuditEntry> {
    Ok(AuditEntry {
        key: GameKey {
            series: r.get(0)?,
            table: r.get(1)?,
            game: r.get(2)?,
        },
        action: r.get(3)?,
        old: r.get(4)?,
        new: r.get(5)?,
        by: Author::from_stored(&r.get::<_, String>(6)?),
        at: r.get(7)?,
    })
}

/// An entry of the history with its place in it (see [`history`]).
type Placed = ((i64, u8, i64), AuditEntry);

/// The imports of games as entries of the history, each with its place (see [`history`]).
/// The game as imported is what the game's next change replaced (its `old`), or the game as
/// stored when nothing changed it since.
fn imports_as_entries(
    conn: &Connection,
    event: EventId,
    key: Option<GameKey>,
    audited: &[(i64, AuditEntry)],
    imported: Vec<super::imports::ImportedGame>,
) -> Result<Vec<Placed>> {
    let stored: HashMap<GameKey, UncheckedGame> = match key {
        Some(k) => get_unchecked(conn, event, k)
            .ok()
            .map(|g| (k, g))
            .into_iter()
            .collect(),
        None => all_unchecked(conn, event)?
            .into_iter()
            .map(|g| (g.key, g))
            .collect(),
    };
    let mut changes: HashMap<GameKey, Vec<(i64, &AuditEntry)>> = HashMap::new();
    for (id, entry) in audited {
        changes.entry(entry.key).or_default().push((*id, entry));
    }
    let mut entries = Vec::with_capacity(imported.len());
    for game in imported {
        let next = changes
            .get(&game.key)
            .and_then(|c| c.iter().find(|(id, _)| *id > game.after_audit));
        let new = match (next, stored.get(&game.key)) {
            (Some((_, change)), _) => change.old.clone(),
            (None, Some(now)) => Some(now.audit_json(conn)?),
            (None, None) => None,
        };
        entries.push(import_entry(game, new));
    }
    Ok(entries)
}

/// The entry of a game's import, which left the game `new` (its JSON).
fn import_entry(game: super::imports::ImportedGame, new: Option<String>) -> Placed {
    let entry = AuditEntry {
        key: game.key,
        action: AuditAction::Import.name().to_string(),
        old: None,
        new,
        by: Author::from_stored(&game.by),
        at: game.at,
    };
    ((game.after_audit, 1, game.import), entry)
}

fn raw_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<UncheckedGame> {
    // Text columns are read as borrowed `&str`: standings read tens of thousands of rows.
    let text = |i: usize| -> rusqlite::Result<Option<&str>> { Ok(r.get_ref(i)?.as_str_or_null()?) };
    let contract = |i: usize| -> rusqlite::Result<Option<ContractField>> {
        Ok(text(i)?.and_then(|s| s.parse().ok()).map(ContractField))
    };
    let passed: bool = r.get(4)?;
    let replacement = match (contract(13)?, r.get::<_, Option<i64>>(14)?) {
        (Some(contract), Some(matadors)) => Some(ReplacementInput { contract, matadors }),
        _ => None,
    };
    // A Ramsch is stored as an all-passed deal with its entry; an entry that does not read is
    // left to the record's checks as an empty one, which they refuse by name.
    let ramsch: Option<RamschInput> =
        text(17)?.map(|json| serde_json::from_str(json).unwrap_or_default());
    let input = GameInput {
        passed: (passed && ramsch.is_none()).then_some(true),
        contract: contract(5)?,
        hand: r.get(6)?,
        ouvert: r.get(7)?,
        announced: text(8)?.and_then(announcement),
        matadors: r.get(9)?,
        declarer_points: r.get(10)?,
        declarer_tricks: r.get(11)?,
        bid: r.get(12)?,
        replacement,
        result_override: text(15)?.and_then(result_override),
        kontra: text(16)?.and_then(kontra),
        ramsch,
    };
    Ok(UncheckedGame {
        key: GameKey {
            series: r.get(0)?,
            table: r.get(1)?,
            game: r.get(2)?,
        },
        declarer: r.get::<_, Option<i64>>(3)?.map(PlayerId),
        input,
    })
}

fn kontra(name: &str) -> Option<Kontra> {
    [Kontra::None, Kontra::Kontra, Kontra::Re]
        .into_iter()
        .find(|k| k.name() == name)
}

fn announcement(name: &str) -> Option<Announcement> {
    [
        Announcement::None,
        Announcement::Schneider,
        Announcement::Schwarz,
    ]
    .into_iter()
    .find(|a| a.name() == name)
}

fn result_override(name: &str) -> Option<ResultOverride> {
    [
        ResultOverride::DeclarerLostByRule,
        ResultOverride::DefendersLostByRule,
        ResultOverride::DeclarerConceded,
        ResultOverride::DefendersConceded,
    ]
    .into_iter()
    .find(|o| o.name() == name)
}

/// The number of games entered in one series.
///
/// # Errors
/// SQLite errors only.
pub fn count_in_series(conn: &Connection, event: EventId, series: u16) -> Result<i64> {
    Ok(conn
        .prepare_cached(&format!(
            "SELECT count(*) FROM ({ENTERED}) WHERE event_id = ?1 AND series = ?2"
        ))?
        .query_row(params![event.0, series], |r| r.get(0))?)
}

/// How many games are entered at each table of an event, Skat or Schafkopf, by (series,
/// table); a table without games is absent. One grouped query, for how far the lists are.
///
/// # Errors
/// SQLite errors only.
pub fn counts_by_table(
    conn: &Connection,
    event: EventId,
) -> Result<std::collections::HashMap<(u16, u16), u16>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT series, table_no, count(*) FROM ({ENTERED}) WHERE event_id = ?1
         GROUP BY series, table_no"
    ))?;
    let rows = stmt.query_map([event.0], |r| Ok(((r.get(0)?, r.get(1)?), r.get(2)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The keys of every game entered in an event, Skat or Schafkopf.
///
/// # Errors
/// SQLite errors only.
pub fn keys(conn: &Connection, event: EventId) -> Result<std::collections::HashSet<GameKey>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT series, table_no, game_no FROM ({ENTERED}) WHERE event_id = ?1"
    ))?;
    let rows = stmt.query_map([event.0], |r| {
        Ok(GameKey {
            series: r.get(0)?,
            table: r.get(1)?,
            game: r.get(2)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The history's JSON as it was written through a JSON value before issue 19.
    fn through_a_value(input: &GameInput, declarer: Option<String>) -> String {
        let mut value = serde_json::to_value(input).expect("game fields serialise");
        if let (Some(named), Some(object)) = (declarer, value.as_object_mut()) {
            object.insert("declarer".into(), named.into());
        }
        value.to_string()
    }

    /// Issue 19 (item 8): the history's JSON is written in one pass now; it is the text it
    /// always was, for every field a game can have.
    #[test]
    fn issue_19_the_audit_json_is_written_as_before() {
        let games = [
            r#"{"contract":"grand","hand":true,"matadors":1,"declarer_points":95,"announced":"schneider","bid":18,"ouvert":false}"#,
            r#"{"contract":"null","hand":true,"declarer_tricks":2,"kontra":"re","bid":59}"#,
            r#"{"passed":true}"#,
            r#"{"passed":true,"ramsch":{"points":[30,40,50],"tricks":[3,3,4],"pushes":2,"last_trick":1}}"#,
            r#"{"contract":"null","ouvert":true,"replacement":{"contract":"clubs","matadors":-2},"result_override":"declarer_lost_by_rule"}"#,
        ];
        for json in games {
            let input: GameInput = serde_json::from_str(json).expect("a game");
            for declarer in [None, Some("0701023".to_string())] {
                assert_eq!(
                    audit_json_named(&input, declarer.clone()),
                    through_a_value(&input, declarer),
                    "{json}"
                );
            }
        }
    }
}
