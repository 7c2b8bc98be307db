//! Seasons and the events they group.

pub use skatblock_model::seasons::{Ranking, Season, SeasonId, SeasonSettings};

use rusqlite::{Connection, OptionalExtension, params};

use super::events::EventId;
use super::{Result, StoreError};

/// Adds a season; returns its id.
///
/// # Errors
/// SQLite errors only (the settings are checked by the caller and the schema).
pub fn insert(conn: &Connection, season: &SeasonSettings) -> Result<SeasonId> {
    conn.prepare_cached(
        "INSERT INTO seasons (name, best, min_series, ranking) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![
        season.name,
        season.best,
        season.min_series,
        season.ranking.name()
    ])?;
    Ok(SeasonId(conn.last_insert_rowid()))
}

/// Changes a season's settings.
///
/// # Errors
/// An unknown season (`NotFound`).
pub fn update(conn: &Connection, id: SeasonId, season: &SeasonSettings) -> Result<()> {
    let changed = conn
        .prepare_cached(
            "UPDATE seasons SET name = ?2, best = ?3, min_series = ?4, ranking = ?5 WHERE id = ?1",
        )?
        .execute(params![
            id.0,
            season.name,
            season.best,
            season.min_series,
            season.ranking.name()
        ])?;
    if changed == 0 {
        return Err(not_found(id));
    }
    Ok(())
}

fn not_found(id: SeasonId) -> StoreError {
    StoreError::NotFound {
        entity: "season",
        id: id.to_string(),
    }
}

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Season> {
    let ranking: String = r.get(4)?;
    Ok(Season {
        id: SeasonId(r.get(0)?),
        settings: SeasonSettings {
            name: r.get(1)?,
            best: r.get(2)?,
            min_series: r.get(3)?,
            ranking: if ranking == "average" {
                Ranking::Average
            } else {
                Ranking::Total
            },
        },
    })
}

/// One season.
///
/// # Errors
/// An unknown season (`NotFound`).
pub fn get(conn: &Connection, id: SeasonId) -> Result<Season> {
    conn.prepare_cached("SELECT id, name, best, min_series, ranking FROM seasons WHERE id = ?1")?
        .query_row([id.0], from_row)
        .optional()?
        .ok_or_else(|| not_found(id))
}

/// Every season, newest first.
///
/// # Errors
/// SQLite errors only.
pub fn all(conn: &Connection) -> Result<Vec<Season>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, name, best, min_series, ranking FROM seasons ORDER BY id DESC",
    )?;
    let rows = stmt.query_map([], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The events of a season, by date, then id.
///
/// # Errors
/// SQLite errors only.
pub fn events(conn: &Connection, id: SeasonId) -> Result<Vec<EventId>> {
    let mut stmt = conn.prepare_cached(
        "SELECT e.id FROM season_events s JOIN events e ON e.id = s.event_id
         WHERE s.season_id = ?1 ORDER BY e.date, e.id",
    )?;
    let rows = stmt.query_map([id.0], |r| Ok(EventId(r.get(0)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Adds an event to a season.
///
/// # Errors
/// An event already in the season (`Conflict`).
pub fn add_event(conn: &Connection, id: SeasonId, event: EventId) -> Result<()> {
    conn.prepare_cached("INSERT INTO season_events (season_id, event_id) VALUES (?1, ?2)")?
        .execute(params![id.0, event.0])?;
    Ok(())
}

/// Takes an event out of a season; returns whether it was in it.
///
/// # Errors
/// SQLite errors only.
pub fn remove_event(conn: &Connection, id: SeasonId, event: EventId) -> Result<bool> {
    let changed = conn
        .prepare_cached("DELETE FROM season_events WHERE season_id = ?1 AND event_id = ?2")?
        .execute(params![id.0, event.0])?;
    Ok(changed == 1)
}
