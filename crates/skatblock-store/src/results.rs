//! Each list's stored result: per seated player of one series at one table, the sums the
//! standings, seasons, leagues and the cash book read. Written by `event` in the transaction
//! of every change; never computed here.
//!
//! A list without games or totals has a blank result on every seat (not played, all zeros):
//! it is not stored but read from the seating ([`all`]), so a seating import writes no
//! results and the first games or totals of a list insert its rows. [`replace`] writes only
//! what differs from what is stored.

use std::collections::HashMap;

use rusqlite::{Connection, params};

use super::Result;
use super::events::EventId;
use super::players::PlayerId;

/// One seated player's result of one list (one series at one table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListResult {
    /// The event (filled in when read over several events).
    pub event: EventId,
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// Seat, 1..=4.
    pub seat: u8,
    /// Who sits there.
    pub player: PlayerId,
    /// The list has games or totals: the player has a result in this series.
    pub played: bool,
    /// Sum of the player's own game values.
    pub points: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost (overbid games included).
    pub lost: u32,
    /// Games the others at the table lost, for which the table bonus is due.
    pub opponents_lost: u32,
    /// The series total (extended Seeger-Fabian).
    pub total: i64,
    /// How many list checks failed at this list (the same number on every seat of it).
    pub findings: u32,
}

impl ListResult {
    /// The result of a seat at a list without games or totals: not played, all zeros. Such a
    /// result is read from the seating, never stored.
    pub fn is_blank(&self) -> bool {
        !self.played
            && self.points == 0
            && self.won == 0
            && self.lost == 0
            && self.opponents_lost == 0
            && self.total == 0
            && self.findings == 0
    }

    fn key(&self) -> (u16, u16, u8) {
        (self.series, self.table, self.seat)
    }
}

/// Which lists a change concerns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Every list of the event.
    Event,
    /// Every list of one series.
    Series(u16),
    /// One list.
    Table(u16, u16),
}

impl Scope {
    /// Whether the list `(series, table)` lies in the scope.
    pub fn contains(self, series: u16, table: u16) -> bool {
        match self {
            Scope::Event => true,
            Scope::Series(s) => s == series,
            Scope::Table(s, t) => s == series && t == table,
        }
    }
}

/// Replaces the stored results of the lists in `scope` by `rows` (which must lie in it) and
/// marks the event's results as stored. Only what differs is written: a changed row is
/// updated, a new one inserted, a blank one ([`ListResult::is_blank`]) or one of a seat no
/// longer in `rows` deleted.
///
/// # Errors
/// SQLite errors only.
pub fn replace(conn: &Connection, event: EventId, scope: Scope, rows: &[ListResult]) -> Result<()> {
    let mut stored: HashMap<(u16, u16, u8), ListResult> = in_scope(conn, event, scope)?
        .into_iter()
        .map(|r| (r.key(), r))
        .collect();
    let mut new = Vec::new();
    for r in rows {
        debug_assert!(scope.contains(r.series, r.table));
        match (stored.remove(&r.key()), r.is_blank()) {
            (Some(old), _) if old == *r => {}
            (Some(_), true) => delete(conn, event, r.key())?,
            (Some(_), false) => update(conn, event, r)?,
            (None, true) => {}
            (None, false) => new.push(columns(event, r)),
        }
    }
    for gone in stored.into_keys() {
        delete(conn, event, gone)?;
    }
    insert_rows(
        conn,
        "INSERT INTO list_results (event_id, series, table_no, seat, player_id, played, points,
             won, lost, opponents_lost, total, findings)",
        &new,
    )?;
    mark_current(conn, event)
}

/// Marks the event's results as stored (its lists without a stored result are blank).
///
/// # Errors
/// SQLite errors only.
pub fn mark_current(conn: &Connection, event: EventId) -> Result<()> {
    conn.prepare_cached("INSERT OR IGNORE INTO list_results_current (event_id) VALUES (?1)")?
        .execute([event.0])?;
    Ok(())
}

/// The number of stored results of one series.
///
/// # Errors
/// SQLite errors only.
pub fn count_in_series(conn: &Connection, event: EventId, series: u16) -> Result<i64> {
    Ok(conn
        .prepare_cached("SELECT count(*) FROM list_results WHERE event_id = ?1 AND series = ?2")?
        .query_row(params![event.0, series], |r| r.get(0))?)
}

/// Inserts rows of whole numbers (`head` names the table and its columns) with one statement
/// per [`CHUNK`] rows rather than one per row: a seating's seats, a file's totals or a series'
/// results are written with a fifth less time. Shared by the store's bulk writers.
///
/// # Errors
/// SQLite errors, e.g. a constraint a row breaks (the whole chunk is refused).
pub(crate) fn insert_rows<const W: usize>(
    conn: &Connection,
    head: &str,
    rows: &[[i64; W]],
) -> Result<()> {
    Ok(insert_values(conn, head, rows, "")?)
}

/// [`insert_rows`] of any values, each statement ending in `tail` (an `ON CONFLICT` clause).
///
/// # Errors
/// SQLite errors as they are, so a writer can tell which constraint failed.
pub(crate) fn insert_values<T: rusqlite::ToSql, const W: usize>(
    conn: &Connection,
    head: &str,
    rows: &[[T; W]],
    tail: &str,
) -> rusqlite::Result<()> {
    let row = format!("({})", ["?"; W].join(", "));
    let sql = |n: usize| format!("{head} VALUES {}{tail}", vec![row.as_str(); n].join(", "));
    // Every whole chunk runs the one statement, made and looked up once.
    let mut chunks = rows.chunks_exact(CHUNK);
    if chunks.len() > 0 {
        let mut whole = conn.prepare_cached(&sql(CHUNK))?;
        for chunk in chunks.by_ref() {
            whole.execute(rusqlite::params_from_iter(chunk.iter().flatten()))?;
        }
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        conn.prepare_cached(&sql(rest.len()))?
            .execute(rusqlite::params_from_iter(rest.iter().flatten()))?;
    }
    Ok(())
}

/// Rows per statement of [`insert_rows`] (measured: 32 is as fast as any larger number).
const CHUNK: usize = 32;

/// A result's columns in the order of [`insert_rows`]'s head in [`replace`].
fn columns(event: EventId, r: &ListResult) -> [i64; 12] {
    [
        event.0,
        i64::from(r.series),
        i64::from(r.table),
        i64::from(r.seat),
        r.player.0,
        i64::from(r.played),
        r.points,
        i64::from(r.won),
        i64::from(r.lost),
        i64::from(r.opponents_lost),
        r.total,
        i64::from(r.findings),
    ]
}

/// The stored results of the lists in `scope` (each scope its own statement, so that the
/// key's index serves it).
fn in_scope(conn: &Connection, event: EventId, scope: Scope) -> Result<Vec<ListResult>> {
    let (filter, series, table) = match scope {
        Scope::Event => ("", 0, 0),
        Scope::Series(s) => ("AND series = ?2", s, 0),
        Scope::Table(s, t) => ("AND series = ?2 AND table_no = ?3", s, t),
    };
    let mut stmt = conn.prepare_cached(&format!("{SELECT} WHERE event_id = ?1 {filter}"))?;
    let values: [&dyn rusqlite::ToSql; 3] = [&event.0, &series, &table];
    let count = stmt.parameter_count();
    let rows = stmt.query_map(&values[..count], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

fn update(conn: &Connection, event: EventId, r: &ListResult) -> Result<()> {
    conn.prepare_cached(
        "UPDATE list_results SET player_id = ?5, played = ?6, points = ?7, won = ?8, lost = ?9,
             opponents_lost = ?10, total = ?11, findings = ?12
         WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND seat = ?4",
    )?
    .execute(params![
        event.0,
        r.series,
        r.table,
        r.seat,
        r.player.0,
        r.played,
        r.points,
        r.won,
        r.lost,
        r.opponents_lost,
        r.total,
        r.findings
    ])?;
    Ok(())
}

fn delete(conn: &Connection, event: EventId, (series, table, seat): (u16, u16, u8)) -> Result<()> {
    conn.prepare_cached(
        "DELETE FROM list_results
         WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND seat = ?4",
    )?
    .execute(params![event.0, series, table, seat])?;
    Ok(())
}

/// Drops an event's stored results: they are computed from the games when read, until the
/// next change stores them again.
///
/// # Errors
/// SQLite errors only.
pub fn forget(conn: &Connection, event: EventId) -> Result<()> {
    conn.execute("DELETE FROM list_results WHERE event_id = ?1", [event.0])?;
    conn.execute(
        "DELETE FROM list_results_current WHERE event_id = ?1",
        [event.0],
    )?;
    Ok(())
}

/// Whether the event's results are stored (an event of an older file has none until its
/// first change).
///
/// # Errors
/// SQLite errors only.
pub fn is_current(conn: &Connection, event: EventId) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM list_results_current WHERE event_id = ?1")?
        .exists([event.0])?)
}

const SELECT: &str = "SELECT event_id, series, table_no, seat, player_id, played, points, won,
    lost, opponents_lost, total, findings FROM list_results";

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<ListResult> {
    Ok(ListResult {
        event: EventId(r.get(0)?),
        series: r.get(1)?,
        table: r.get(2)?,
        seat: r.get(3)?,
        player: PlayerId(r.get(4)?),
        played: r.get(5)?,
        points: r.get(6)?,
        won: r.get(7)?,
        lost: r.get(8)?,
        opponents_lost: r.get(9)?,
        total: r.get(10)?,
        findings: r.get(11)?,
    })
}

/// Every seat's result of an event, by series, table and seat: the stored ones, and a blank
/// result for each seat of a list without a stored result (a list without games or totals).
///
/// Results are stored for seated seats only (every change of the seating refreshes its
/// series in the same transaction), so when there are as many as seats, none is blank and
/// the seating is not read.
///
/// # Errors
/// SQLite errors only.
pub fn all(conn: &Connection, event: EventId) -> Result<Vec<ListResult>> {
    let stored = stored(conn, event)?;
    let seats: i64 = conn
        .prepare_cached("SELECT count(*) FROM seats WHERE event_id = ?1")?
        .query_row([event.0], |r| r.get(0))?;
    if i64::try_from(stored.len()).unwrap_or(i64::MAX) >= seats {
        return Ok(stored);
    }
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT} WHERE event_id = ?1
         UNION ALL
         SELECT s.event_id, s.series, s.table_no, s.seat, s.player_id, 0, 0, 0, 0, 0, 0, 0
         FROM seats s WHERE s.event_id = ?1 AND NOT EXISTS (
             SELECT 1 FROM list_results r WHERE r.event_id = s.event_id
             AND r.series = s.series AND r.table_no = s.table_no AND r.seat = s.seat)
         ORDER BY 2, 3, 4"
    ))?;
    let rows = stmt.query_map([event.0], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Only the stored results of an event, by series, table and seat (`verify` compares them).
///
/// # Errors
/// SQLite errors only.
pub fn stored(conn: &Connection, event: EventId) -> Result<Vec<ListResult>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT} WHERE event_id = ?1 ORDER BY series, table_no, seat"
    ))?;
    let rows = stmt.query_map([event.0], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}
