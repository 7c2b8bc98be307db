//! Totals-only results: a player's sums for a series as added up at the table.

use rusqlite::{Connection, params};

use super::Result;
use super::events::EventId;
use super::players::PlayerId;

/// One player's totals for one series.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TotalsRow {
    /// Series.
    pub series: u16,
    /// Player.
    pub player: PlayerId,
    /// Sum of the player's game values (*Summe*).
    pub points: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost.
    pub lost: u32,
}

/// Adds totals rows.
///
/// # Errors
/// A player who already has totals for that series (`Conflict`).
pub fn insert(conn: &Connection, event: EventId, rows: &[TotalsRow]) -> Result<()> {
    let rows: Vec<[i64; 6]> = rows
        .iter()
        .map(|t| {
            let (won, lost) = (t.won.into(), t.lost.into());
            [event.0, t.series.into(), t.player.0, t.points, won, lost]
        })
        .collect();
    let head = "INSERT INTO totals (event_id, series, player_id, points, won, lost)";
    super::results::insert_rows(conn, head, &rows)
}

/// Every totals row of an event, by series and player.
///
/// # Errors
/// SQLite errors only.
pub fn all(conn: &Connection, event: EventId) -> Result<Vec<TotalsRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT series, player_id, points, won, lost FROM totals WHERE event_id = ?1 ORDER BY series, player_id",
    )?;
    let rows = stmt.query_map([event.0], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The totals rows of one series, by player.
///
/// # Errors
/// SQLite errors only.
pub fn in_series(conn: &Connection, event: EventId, series: u16) -> Result<Vec<TotalsRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT series, player_id, points, won, lost FROM totals WHERE event_id = ?1 AND series = ?2
         ORDER BY player_id",
    )?;
    let rows = stmt.query_map(params![event.0, series], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The totals rows of the players seated at one table of a series.
///
/// # Errors
/// SQLite errors only.
pub fn at_table(
    conn: &Connection,
    event: EventId,
    series: u16,
    table: u16,
) -> Result<Vec<TotalsRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT t.series, t.player_id, t.points, t.won, t.lost FROM totals t
         JOIN seats s ON s.event_id = t.event_id AND s.series = t.series AND s.player_id = t.player_id
         WHERE t.event_id = ?1 AND t.series = ?2 AND s.table_no = ?3 ORDER BY t.player_id",
    )?;
    let rows = stmt.query_map(params![event.0, series, table], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The number of totals rows of one series.
///
/// # Errors
/// SQLite errors only.
pub fn count_in_series(conn: &Connection, event: EventId, series: u16) -> Result<i64> {
    Ok(conn
        .prepare_cached("SELECT count(*) FROM totals WHERE event_id = ?1 AND series = ?2")?
        .query_row(params![event.0, series], |r| r.get(0))?)
}

/// The (series, player) pairs that have totals.
///
/// # Errors
/// SQLite errors only.
pub fn keys(
    conn: &Connection,
    event: EventId,
) -> Result<std::collections::HashSet<(u16, PlayerId)>> {
    let mut stmt =
        conn.prepare_cached("SELECT series, player_id FROM totals WHERE event_id = ?1")?;
    let rows = stmt.query_map([event.0], |r| Ok((r.get(0)?, PlayerId(r.get(1)?))))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Removes the totals of some players in one series (before a table's totals are entered again).
///
/// # Errors
/// SQLite errors only.
pub fn delete_players(
    conn: &Connection,
    event: EventId,
    series: u16,
    players: &[PlayerId],
) -> Result<()> {
    let mut stmt = conn.prepare_cached(
        "DELETE FROM totals WHERE event_id = ?1 AND series = ?2 AND player_id = ?3",
    )?;
    for p in players {
        stmt.execute(params![event.0, series, p.0])?;
    }
    Ok(())
}

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<TotalsRow> {
    Ok(TotalsRow {
        series: r.get(0)?,
        player: PlayerId(r.get(1)?),
        points: r.get(2)?,
        won: r.get(3)?,
        lost: r.get(4)?,
    })
}
