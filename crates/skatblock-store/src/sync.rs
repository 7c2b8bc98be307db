//! The desk's side of the association server (issue 23): the link of a local league to a
//! server's league, the schedule pulled with it, the last package pushed of a match day, and
//! the outbox of the live standings published. SQL only: what is pulled, pushed and sent is
//! decided in `ops`.

use rusqlite::{Connection, OptionalExtension, params};

use super::Result;
use super::events::EventId;
use super::leagues::{LeagueId, NewLeague};

/// The local league linked to a server's league, if one was pulled.
///
/// # Errors
/// SQLite errors only.
pub fn linked_league(conn: &Connection, server: &str, remote: i64) -> Result<Option<LeagueId>> {
    Ok(conn
        .prepare_cached(
            "SELECT league_id FROM league_links WHERE server = ?1 AND server_league = ?2",
        )?
        .query_row(params![server, remote], |r| Ok(LeagueId(r.get(0)?)))
        .optional()?)
}

/// The server and server's league id a local league was pulled from; `None` for a league
/// made by hand.
///
/// # Errors
/// SQLite errors only.
pub fn link_of(conn: &Connection, league: LeagueId) -> Result<Option<(String, i64)>> {
    Ok(conn
        .prepare_cached("SELECT server, server_league FROM league_links WHERE league_id = ?1")?
        .query_row([league.0], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?)
}

/// Every local league pulled from a server: (league, server, server's league id), by league.
///
/// # Errors
/// SQLite errors only.
pub fn links(conn: &Connection) -> Result<Vec<(LeagueId, String, i64)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT league_id, server, server_league FROM league_links ORDER BY league_id",
    )?;
    let rows = stmt.query_map([], |r| Ok((LeagueId(r.get(0)?), r.get(1)?, r.get(2)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Links a local league to a server's league (again: the time of the pull is updated).
///
/// # Errors
/// A server's league linked to another local league (`Conflict`); SQLite errors.
pub fn link(
    conn: &Connection,
    league: LeagueId,
    server: &str,
    remote: i64,
    at: &str,
) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO league_links (league_id, server, server_league, pulled_at)
         VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (league_id) DO UPDATE SET pulled_at = excluded.pulled_at",
    )?
    .execute(params![league.0, server, remote, at])?;
    Ok(())
}

/// Overwrites a league's settings with `league`'s.
///
/// # Errors
/// SQLite errors only (the fields are checked by the caller and the schema).
pub fn update_league(conn: &Connection, id: LeagueId, league: &NewLeague) -> Result<()> {
    conn.prepare_cached(
        "UPDATE leagues SET name = ?2, season_year = ?3, series_per_day = ?4, unit = ?5,
         promote = ?6, relegate = ?7 WHERE id = ?1",
    )?
    .execute(params![
        id.0,
        league.name,
        league.season_year,
        league.series_per_day,
        league.unit.name(),
        league.promote,
        league.relegate
    ])?;
    Ok(())
}

/// One match day of a pulled schedule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduleRow {
    /// The group's name.
    pub group: String,
    /// The day, 1-based.
    pub day: u16,
    /// Its date, YYYY-MM-DD.
    pub date: String,
    /// The hosting team's name.
    pub host_team: String,
}

/// Replaces a league's schedule.
///
/// # Errors
/// A day twice in one group (`Conflict`); SQLite errors.
pub fn replace_schedule(conn: &Connection, league: LeagueId, rows: &[ScheduleRow]) -> Result<()> {
    conn.prepare_cached("DELETE FROM league_schedule WHERE league_id = ?1")?
        .execute([league.0])?;
    let mut insert = conn.prepare_cached(
        "INSERT INTO league_schedule (league_id, group_name, day, date, host_team)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for row in rows {
        insert.execute(params![
            league.0,
            row.group,
            row.day,
            row.date,
            row.host_team
        ])?;
    }
    Ok(())
}

/// A league's schedule by group and day.
///
/// # Errors
/// SQLite errors only.
pub fn schedule(conn: &Connection, league: LeagueId) -> Result<Vec<ScheduleRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT group_name, day, date, host_team FROM league_schedule
         WHERE league_id = ?1 ORDER BY group_name, day",
    )?;
    let rows = stmt.query_map([league.0], |r| {
        Ok(ScheduleRow {
            group: r.get(0)?,
            day: r.get(1)?,
            date: r.get(2)?,
            host_team: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The server's answer to a match day's package.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pushed {
    /// The server.
    pub server: String,
    /// The package's id.
    pub package_id: String,
    /// The day's state on the server.
    pub state: String,
    /// The day's version on the server.
    pub version: u64,
    /// When it answered.
    pub at: String,
}

/// Keeps the server's last answer to a match day's package.
///
/// # Errors
/// SQLite errors only.
pub fn record_push(conn: &Connection, event: EventId, pushed: &Pushed) -> Result<()> {
    conn.prepare_cached(
        "INSERT OR REPLACE INTO matchday_pushes
         (event_id, server, package_id, state, version, pushed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![
        event.0,
        pushed.server,
        pushed.package_id,
        pushed.state,
        i64::try_from(pushed.version).unwrap_or(i64::MAX),
        pushed.at
    ])?;
    Ok(())
}

/// The server's last answer to a match day's package, if it was pushed.
///
/// # Errors
/// SQLite errors only.
pub fn last_push(conn: &Connection, event: EventId) -> Result<Option<Pushed>> {
    Ok(conn
        .prepare_cached(
            "SELECT server, package_id, state, version, pushed_at FROM matchday_pushes
             WHERE event_id = ?1",
        )?
        .query_row([event.0], |r| {
            Ok(Pushed {
                server: r.get(0)?,
                package_id: r.get(1)?,
                state: r.get(2)?,
                version: u64::try_from(r.get::<_, i64>(3)?).unwrap_or(0),
                at: r.get(4)?,
            })
        })
        .optional()?)
}

/// One version of an event's live standings to publish.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxRow {
    /// Its row.
    pub id: i64,
    /// The event.
    pub event: EventId,
    /// The server.
    pub server: String,
    /// The slug the server shows it under.
    pub slug: String,
    /// The version, rising per (server, slug).
    pub version: u64,
    /// The standings as JSON.
    pub payload: String,
}

/// Adds the next version of a (server, slug) to the outbox: one more than the highest ever
/// written there. Returns its row.
///
/// # Errors
/// SQLite errors only.
pub fn enqueue(
    conn: &Connection,
    event: EventId,
    server: &str,
    slug: &str,
    payload: &str,
    at: &str,
) -> Result<OutboxRow> {
    let version: i64 = conn
        .prepare_cached(
            "SELECT coalesce(max(version), 0) + 1 FROM publish_outbox
             WHERE server = ?1 AND slug = ?2",
        )?
        .query_row(params![server, slug], |r| r.get(0))?;
    conn.prepare_cached(
        "INSERT INTO publish_outbox (event_id, server, slug, version, payload, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![event.0, server, slug, version, payload, at])?;
    Ok(OutboxRow {
        id: conn.last_insert_rowid(),
        event,
        server: server.to_string(),
        slug: slug.to_string(),
        version: u64::try_from(version).unwrap_or(0),
        payload: payload.to_string(),
    })
}

/// The rows of a (server, slug) not sent yet, newest first.
///
/// # Errors
/// SQLite errors only.
pub fn pending(conn: &Connection, server: &str, slug: &str) -> Result<Vec<OutboxRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, event_id, server, slug, version, payload FROM publish_outbox
         WHERE server = ?1 AND slug = ?2 AND sent_at IS NULL ORDER BY version DESC",
    )?;
    let rows = stmt.query_map(params![server, slug], |r| {
        Ok(OutboxRow {
            id: r.get(0)?,
            event: EventId(r.get(1)?),
            server: r.get(2)?,
            slug: r.get(3)?,
            version: u64::try_from(r.get::<_, i64>(4)?).unwrap_or(0),
            payload: r.get(5)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Marks a row sent with its outcome (`accepted`, `ignored` or `superseded`).
///
/// # Errors
/// SQLite errors only.
pub fn mark_sent(conn: &Connection, id: i64, outcome: &str, at: &str) -> Result<()> {
    conn.prepare_cached("UPDATE publish_outbox SET sent_at = ?2, outcome = ?3 WHERE id = ?1")?
        .execute(params![id, at, outcome])?;
    Ok(())
}

/// Keeps why sending a pending row failed (`failure`: the refusal as JSON) and when.
///
/// # Errors
/// SQLite errors only.
pub fn mark_failed(conn: &Connection, id: i64, failure: &str, at: &str) -> Result<()> {
    conn.prepare_cached(
        "UPDATE publish_outbox SET failed_at = ?2, failure = ?3 WHERE id = ?1 AND sent_at IS NULL",
    )?
    .execute(params![id, at, failure])?;
    Ok(())
}

/// One (server, slug) of the outbox: its event (the newest version's), the highest version
/// written and how many are not sent yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxTarget {
    /// The event of the newest version.
    pub event: EventId,
    /// The server.
    pub server: String,
    /// The slug.
    pub slug: String,
    /// The highest version written.
    pub version: u64,
    /// Versions not sent yet.
    pub pending: u64,
    /// Why the newest pending version was not sent, when a try failed: (when, the refusal as
    /// JSON).
    pub failure: Option<(String, String)>,
}

/// Every (server, slug) the outbox holds, by server and slug.
///
/// # Errors
/// SQLite errors only.
pub fn outbox_targets(conn: &Connection) -> Result<Vec<OutboxTarget>> {
    let mut stmt = conn.prepare_cached(
        "SELECT (SELECT o.event_id FROM publish_outbox o WHERE o.server = p.server
                 AND o.slug = p.slug ORDER BY o.version DESC LIMIT 1),
                server, slug, max(version), sum(sent_at IS NULL), f.failed_at, f.failure
         FROM publish_outbox p
         LEFT JOIN (SELECT server AS fs, slug AS fl, failed_at, failure,
                        row_number() OVER (PARTITION BY server, slug ORDER BY version DESC) AS n
                    FROM publish_outbox WHERE sent_at IS NULL) f
             ON f.fs = p.server AND f.fl = p.slug AND f.n = 1
         GROUP BY server, slug ORDER BY server, slug",
    )?;
    let rows = stmt.query_map([], |r| {
        let failed_at: Option<String> = r.get(5)?;
        Ok(OutboxTarget {
            event: EventId(r.get(0)?),
            server: r.get(1)?,
            slug: r.get(2)?,
            version: u64::try_from(r.get::<_, i64>(3)?).unwrap_or(0),
            pending: u64::try_from(r.get::<_, i64>(4)?).unwrap_or(0),
            failure: failed_at.zip(r.get::<_, Option<String>>(6)?),
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The highest version written for a (server, slug); 0 when none.
///
/// # Errors
/// SQLite errors only.
pub fn last_version(conn: &Connection, server: &str, slug: &str) -> Result<u64> {
    let v: i64 = conn
        .prepare_cached(
            "SELECT coalesce(max(version), 0) FROM publish_outbox WHERE server = ?1 AND slug = ?2",
        )?
        .query_row(params![server, slug], |r| r.get(0))?;
    Ok(u64::try_from(v).unwrap_or(0))
}

/// The last payload written for a (server, slug), if any.
///
/// # Errors
/// SQLite errors only.
pub fn last_payload(conn: &Connection, server: &str, slug: &str) -> Result<Option<String>> {
    Ok(conn
        .prepare_cached(
            "SELECT payload FROM publish_outbox WHERE server = ?1 AND slug = ?2
             ORDER BY version DESC LIMIT 1",
        )?
        .query_row(params![server, slug], |r| r.get(0))
        .optional()?)
}

/// SQLite's `data_version`: it changes when another connection commits to the file, so a
/// watcher learns cheaply that something may have changed.
///
/// # Errors
/// SQLite errors only.
pub fn data_version(conn: &Connection) -> Result<i64> {
    Ok(conn.query_row("PRAGMA data_version", [], |r| r.get(0))?)
}

/// Sets a player's first and last name (a pulled roster names the player otherwise).
///
/// # Errors
/// SQLite errors only.
pub fn rename_player(
    conn: &Connection,
    player: super::players::PlayerId,
    first_name: &str,
    last_name: &str,
) -> Result<()> {
    conn.prepare_cached("UPDATE players SET first_name = ?2, last_name = ?3 WHERE id = ?1")?
        .execute(params![player.0, first_name, last_name])?;
    Ok(())
}
