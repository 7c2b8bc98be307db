//! Schafkopf events (issue 11): the tariff of an event and the games of its lists, each change
//! kept in the shared game history.

use rusqlite::{Connection, OptionalExtension, ffi, params};

use super::events::EventId;
use super::games::{AuditAction, Change, GameKey, audit};
use super::{Result, StoreError};
use skatblock_schafkopf::Tariff;

/// An event's tariff and, for a preset, its name; `None` for a Skat event.
///
/// # Errors
/// SQLite errors; a stored tariff that does not read (a damaged file) as `Corrupt`.
pub fn tariff(conn: &Connection, event: EventId) -> Result<Option<(Tariff, Option<String>)>> {
    let row: Option<(String, Option<String>)> = conn
        .prepare_cached("SELECT tariff, tariff_name FROM schafkopf_events WHERE event_id = ?1")?
        .query_row([event.0], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    row.map(|(json, name)| {
        serde_json::from_str(&json)
            .map(|t| (t, name))
            .map_err(|_| StoreError::Unreadable {
                entity: "event",
                id: event.to_string(),
                field: "tariff",
            })
    })
    .transpose()
}

/// The ids of every Schafkopf event.
///
/// # Errors
/// SQLite errors.
pub fn events(conn: &Connection) -> Result<std::collections::HashSet<EventId>> {
    let mut statement = conn.prepare_cached("SELECT event_id FROM schafkopf_events")?;
    let ids = statement.query_map([], |r| r.get(0).map(EventId))?;
    Ok(ids.collect::<rusqlite::Result<_>>()?)
}

/// Makes `event` a Schafkopf event with `tariff` (or replaces its tariff).
///
/// # Errors
/// SQLite errors.
pub fn set_tariff(
    conn: &Connection,
    event: EventId,
    tariff: &Tariff,
    name: Option<&str>,
) -> Result<()> {
    let json = serde_json::to_string(tariff).expect("a tariff serialises");
    conn.prepare_cached(
        "INSERT INTO schafkopf_events (event_id, tariff, tariff_name) VALUES (?1, ?2, ?3)
         ON CONFLICT (event_id) DO UPDATE SET tariff = excluded.tariff,
             tariff_name = excluded.tariff_name",
    )?
    .execute(params![event.0, json, name])?;
    Ok(())
}

/// One stored Schafkopf game: where it stands and its JSON form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSchafkopfGame {
    /// Its place.
    pub key: GameKey,
    /// The game in the JSON form of `skatblock schafkopf score`.
    pub json: String,
}

/// Adds a game and its audit entry.
///
/// # Errors
/// A game already stored under that key (`AlreadyEntered`); SQLite errors.
pub fn insert(
    conn: &Connection,
    event: EventId,
    game: &StoredSchafkopfGame,
    action: AuditAction,
    change: &Change<'_>,
) -> Result<()> {
    let k = game.key;
    let result = conn
        .prepare_cached(
            "INSERT INTO schafkopf_games (event_id, series, table_no, game_no, game)
             VALUES (?1, ?2, ?3, ?4, ?5)",
        )?
        .execute(params![event.0, k.series, k.table, k.game, game.json]);
    if let Err(e) = result {
        if e.sqlite_extended_error_code() == Some(ffi::SQLITE_CONSTRAINT_PRIMARYKEY) {
            return Err(StoreError::AlreadyEntered { key: k });
        }
        return Err(e.into());
    }
    audit(conn, event, k, action, None, Some(&game.json), change)
}

/// Replaces a game, keeping the old one in the history; returns the old one.
///
/// # Errors
/// `NotFound` if there is no game under that key.
pub fn update(
    conn: &Connection,
    event: EventId,
    game: &StoredSchafkopfGame,
    change: &Change<'_>,
) -> Result<StoredSchafkopfGame> {
    let old = get(conn, event, game.key)?.ok_or_else(|| not_found(game.key))?;
    conn.prepare_cached(
        "UPDATE schafkopf_games SET game = ?5
         WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND game_no = ?4",
    )?
    .execute(params![
        event.0,
        game.key.series,
        game.key.table,
        game.key.game,
        game.json
    ])?;
    audit(
        conn,
        event,
        game.key,
        AuditAction::Correct,
        Some(&old.json),
        Some(&game.json),
        change,
    )?;
    Ok(old)
}

/// Deletes a game, keeping it in the history; returns it.
///
/// # Errors
/// `NotFound` if there is no game under that key.
pub fn delete(
    conn: &Connection,
    event: EventId,
    key: GameKey,
    change: &Change<'_>,
) -> Result<StoredSchafkopfGame> {
    let old = get(conn, event, key)?.ok_or_else(|| not_found(key))?;
    conn.prepare_cached(
        "DELETE FROM schafkopf_games
         WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND game_no = ?4",
    )?
    .execute(params![event.0, key.series, key.table, key.game])?;
    audit(
        conn,
        event,
        key,
        AuditAction::Delete,
        Some(&old.json),
        None,
        change,
    )?;
    Ok(old)
}

fn not_found(key: GameKey) -> StoreError {
    StoreError::GameNotFound { key }
}

/// One game, if stored.
///
/// # Errors
/// SQLite errors.
pub fn get(conn: &Connection, event: EventId, key: GameKey) -> Result<Option<StoredSchafkopfGame>> {
    Ok(conn
        .prepare_cached(
            "SELECT game FROM schafkopf_games
             WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND game_no = ?4",
        )?
        .query_row(params![event.0, key.series, key.table, key.game], |r| {
            Ok(StoredSchafkopfGame {
                key,
                json: r.get(0)?,
            })
        })
        .optional()?)
}

/// The games of an event (of one series, of one table), in list order.
///
/// # Errors
/// SQLite errors.
pub fn games(
    conn: &Connection,
    event: EventId,
    series: Option<u16>,
    table: Option<u16>,
) -> Result<Vec<StoredSchafkopfGame>> {
    // Each filter its own statement, so that the key's index serves it (with `?2 IS NULL OR
    // series = ?2` SQLite reads every game of the event for one table's).
    let filter = match (series, table) {
        (None, None) => "",
        (Some(_), None) => "AND series = ?2",
        (Some(_), Some(_)) => "AND series = ?2 AND table_no = ?3",
        (None, Some(_)) => "AND table_no = ?3",
    };
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT series, table_no, game_no, game FROM schafkopf_games
         WHERE event_id = ?1 {filter} ORDER BY series, table_no, game_no"
    ))?;
    let values: [&dyn rusqlite::ToSql; 3] = [&event.0, &series, &table];
    let count = stmt.parameter_count();
    let rows = stmt.query_map(&values[..count], |r| {
        Ok(StoredSchafkopfGame {
            key: GameKey {
                series: r.get(0)?,
                table: r.get(1)?,
                game: r.get(2)?,
            },
            json: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}
