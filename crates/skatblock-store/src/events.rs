//! Events and their registered players.

pub use skatblock_model::events::{Event, EventId, EventKind, NewEvent, TablePreference};

use rusqlite::{Connection, OptionalExtension, params};

use super::players::PlayerId;
use super::{Result, StoreError};

/// Adds an event; returns its id.
///
/// # Errors
/// SQLite errors only (the fields are checked by the caller and the schema).
pub fn insert(conn: &Connection, event: &NewEvent) -> Result<EventId> {
    write(
        conn,
        "INSERT INTO events (id, name, kind, date, venue, series_count, table_preference, rules)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        None,
        event,
    )?;
    Ok(EventId(conn.last_insert_rowid()))
}

/// Changes an event's settings.
///
/// # Errors
/// `NotFound` for an unknown id; SQLite errors.
pub fn update(conn: &Connection, id: EventId, event: &NewEvent) -> Result<()> {
    let changed = write(
        conn,
        "UPDATE events SET name = ?2, kind = ?3, date = ?4, venue = ?5, series_count = ?6,
                table_preference = ?7, rules = ?8
         WHERE id = ?1",
        Some(id),
        event,
    )?;
    if changed == 0 {
        return Err(StoreError::NotFound {
            entity: "event",
            id: id.to_string(),
        });
    }
    Ok(())
}

/// Runs an insert or update whose ?1 is the id (NULL: a new one) and ?2.. the event's fields.
fn write(conn: &Connection, sql: &str, id: Option<EventId>, event: &NewEvent) -> Result<usize> {
    let rules = serde_json::to_string(&event.rules).expect("rules serialise");
    Ok(conn.execute(
        sql,
        params![
            id.map(|id| id.0),
            event.name,
            event.kind.name(),
            event.date.format("%Y-%m-%d").to_string(),
            event.venue,
            event.series_count,
            event.table_preference.name(),
            rules
        ],
    )?)
}

/// One event.
///
/// # Errors
/// `NotFound` for an unknown id; `Corrupt` for stored rules that no longer parse.
pub fn get(conn: &Connection, id: EventId) -> Result<Event> {
    let row = conn
        .prepare_cached("SELECT name, kind, date, venue, series_count, table_preference, rules FROM events WHERE id = ?1")?
        .query_row([id.0], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?, r.get(3)?, r.get(4)?, r.get::<_, String>(5)?, r.get::<_, String>(6)?))
        })
        .optional()?
        .ok_or(StoreError::NotFound { entity: "event", id: id.to_string() })?;
    let (name, kind, date, venue, series_count, preference, rules) = row;
    let corrupt = |field: &'static str| StoreError::Unreadable {
        entity: "event",
        id: id.to_string(),
        field,
    };
    Ok(Event {
        id,
        name,
        kind: EventKind::parse(&kind),
        date: chrono::NaiveDate::parse_from_str(&date, "%Y-%m-%d").map_err(|_| corrupt("date"))?,
        venue,
        series_count,
        table_preference: if preference == "three" {
            TablePreference::Three
        } else {
            TablePreference::Four
        },
        rules: serde_json::from_str(&rules).map_err(|_| corrupt("rules"))?,
    })
}

/// Every event, newest first: (id, date, name).
///
/// # Errors
/// SQLite errors only.
pub fn list(conn: &Connection) -> Result<Vec<(EventId, String, String)>> {
    let mut stmt = conn.prepare("SELECT id, date, name FROM events ORDER BY date DESC, id DESC")?;
    let rows = stmt.query_map([], |r| Ok((EventId(r.get(0)?), r.get(1)?, r.get(2)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Registers a player for an event (again: clears a withdrawal). Returns whether it was new.
///
/// # Errors
/// An unknown player (`Conflict` from the foreign key).
pub fn register(conn: &Connection, event: EventId, player: PlayerId) -> Result<bool> {
    let changed = conn
        .prepare_cached(
            "INSERT INTO event_players (event_id, player_id) VALUES (?1, ?2)
             ON CONFLICT (event_id, player_id) DO UPDATE SET withdrawn_from = NULL
             WHERE withdrawn_from IS NOT NULL",
        )?
        .execute(params![event.0, player.0])?;
    Ok(changed == 1)
}

/// Registers players for an event, as [`register`] does each (a withdrawn one plays again),
/// with one statement per chunk of players: a seating import registers hundreds.
///
/// # Errors
/// SQLite errors only.
pub fn register_all(conn: &Connection, event: EventId, players: &[PlayerId]) -> Result<()> {
    let rows: Vec<[i64; 2]> = players.iter().map(|p| [event.0, p.0]).collect();
    super::results::insert_values(
        conn,
        "INSERT INTO event_players (event_id, player_id)",
        &rows,
        " ON CONFLICT (event_id, player_id) DO UPDATE SET withdrawn_from = NULL
         WHERE withdrawn_from IS NOT NULL",
    )?;
    Ok(())
}

/// Takes a player's registration back (before the player has a seat: a seat keeps its
/// registration by the foreign key). Returns whether the player was registered.
///
/// # Errors
/// A player seated in the event (`Conflict` from the foreign key); SQLite errors.
pub fn unregister(conn: &Connection, event: EventId, player: PlayerId) -> Result<bool> {
    let changed = conn
        .prepare_cached("DELETE FROM event_players WHERE event_id = ?1 AND player_id = ?2")?
        .execute(params![event.0, player.0])?;
    Ok(changed == 1)
}

/// Marks a player as no longer playing from `series` on.
///
/// # Errors
/// SQLite errors only.
pub fn withdraw(conn: &Connection, event: EventId, player: PlayerId, series: u16) -> Result<()> {
    conn.execute(
        "UPDATE event_players SET withdrawn_from = ?3 WHERE event_id = ?1 AND player_id = ?2",
        params![event.0, player.0, series],
    )?;
    Ok(())
}

/// Registered players still playing in `series`.
///
/// # Errors
/// SQLite errors only.
pub fn players_for_series(conn: &Connection, event: EventId, series: u16) -> Result<Vec<PlayerId>> {
    let mut stmt = conn.prepare_cached(
        "SELECT player_id FROM event_players
         WHERE event_id = ?1 AND (withdrawn_from IS NULL OR withdrawn_from > ?2) ORDER BY player_id",
    )?;
    let rows = stmt.query_map(params![event.0, series], |r| Ok(PlayerId(r.get(0)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Whether a player is registered for the event (withdrawn or not).
///
/// # Errors
/// SQLite errors only.
pub fn is_registered(conn: &Connection, event: EventId, player: PlayerId) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM event_players WHERE event_id = ?1 AND player_id = ?2")?
        .exists(params![event.0, player.0])?)
}
