//! Seating draws: which player sits at which table and seat in a series.

pub use skatblock_model::seating::SeatRow;

use rusqlite::{Connection, OptionalExtension, params};

use super::Result;
use super::events::EventId;
use super::players::PlayerId;

/// Replaces the seating of one series (a new draw, an import or a manual change).
/// `seed` is the draw's seed, `None` for an imported or edited seating.
///
/// # Errors
/// A player not registered for the event, or a seat given twice (`Conflict`).
pub fn replace_series(
    conn: &Connection,
    event: EventId,
    series: u16,
    seed: Option<i64>,
    seats: &[SeatRow],
) -> Result<()> {
    conn.execute(
        "DELETE FROM seats WHERE event_id = ?1 AND series = ?2",
        params![event.0, series],
    )?;
    conn.execute(
        "INSERT INTO draws (event_id, series, seed) VALUES (?1, ?2, ?3)
         ON CONFLICT (event_id, series) DO UPDATE SET seed = excluded.seed",
        params![event.0, series, seed],
    )?;
    let rows: Vec<[i64; 5]> = seats
        .iter()
        .map(|s| {
            let (series, table, seat) = (s.series.into(), s.table.into(), s.seat.into());
            [event.0, series, table, seat, s.player.0]
        })
        .collect();
    let head = "INSERT INTO seats (event_id, series, table_no, seat, player_id)";
    super::results::insert_rows(conn, head, &rows)
}

/// The seats of one table of a series, by seat.
///
/// # Errors
/// SQLite errors only.
pub fn table(conn: &Connection, event: EventId, series: u16, table: u16) -> Result<Vec<SeatRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT series, table_no, seat, player_id FROM seats
         WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 ORDER BY seat",
    )?;
    let rows = stmt.query_map(params![event.0, series, table], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The seating of one series by table and seat; empty when not drawn.
///
/// # Errors
/// SQLite errors only.
pub fn series(conn: &Connection, event: EventId, series: u16) -> Result<Vec<SeatRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT series, table_no, seat, player_id FROM seats
         WHERE event_id = ?1 AND series = ?2 ORDER BY table_no, seat",
    )?;
    let rows = stmt.query_map(params![event.0, series], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Every seat of an event, by series, table and seat.
///
/// # Errors
/// SQLite errors only.
pub fn all(conn: &Connection, event: EventId) -> Result<Vec<SeatRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT series, table_no, seat, player_id FROM seats
         WHERE event_id = ?1 ORDER BY series, table_no, seat",
    )?;
    let rows = stmt.query_map([event.0], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<SeatRow> {
    Ok(SeatRow {
        series: r.get(0)?,
        table: r.get(1)?,
        seat: r.get(2)?,
        player: PlayerId(r.get(3)?),
    })
}

/// The seed of a series' draw: `None` if not drawn, `Some(None)` if imported or edited.
///
/// # Errors
/// SQLite errors only.
pub fn draw_seed(conn: &Connection, event: EventId, series: u16) -> Result<Option<Option<i64>>> {
    Ok(conn
        .prepare_cached("SELECT seed FROM draws WHERE event_id = ?1 AND series = ?2")?
        .query_row(params![event.0, series], |r| r.get(0))
        .optional()?)
}
