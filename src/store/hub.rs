//! The table hub's state in the event's file (issue 12): the tokens of the tables, the answers
//! given to the phones, and the signed lists. Several processes may read and write it at once
//! (WAL): a token revoked by the CLI is seen by a running hub at its next request.

use rusqlite::{Connection, OptionalExtension, params};

use super::Result;
use super::events::EventId;

/// The valid token of a table, if it has one.
///
/// # Errors
/// SQLite errors.
pub fn valid_token(
    conn: &Connection,
    event: EventId,
    series: u16,
    table: u16,
) -> Result<Option<String>> {
    Ok(conn
        .prepare_cached(
            "SELECT token FROM hub_tokens
             WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND revoked_at IS NULL",
        )?
        .query_row(params![event.0, series, table], |r| r.get(0))
        .optional()?)
}

/// Stores a new valid token of a table (which has none).
///
/// # Errors
/// SQLite errors; a table that has a valid token already (the unique index).
pub fn insert_token(
    conn: &Connection,
    event: EventId,
    series: u16,
    table: u16,
    token: &str,
    now: &str,
) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO hub_tokens (token, event_id, series, table_no, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![token, event.0, series, table, now])?;
    Ok(())
}

/// Revokes the valid token of a table; whether there was one.
///
/// # Errors
/// SQLite errors.
pub fn revoke(
    conn: &Connection,
    event: EventId,
    series: u16,
    table: u16,
    now: &str,
) -> Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE hub_tokens SET revoked_at = ?4
             WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND revoked_at IS NULL",
        )?
        .execute(params![event.0, series, table, now])?;
    Ok(changed > 0)
}

/// The table a valid token opens: event, series and table; `None` for an unknown or revoked
/// token.
///
/// # Errors
/// SQLite errors.
pub fn table_of(conn: &Connection, token: &str) -> Result<Option<(EventId, u16, u16)>> {
    Ok(conn
        .prepare_cached(
            "SELECT event_id, series, table_no FROM hub_tokens
             WHERE token = ?1 AND revoked_at IS NULL",
        )?
        .query_row([token], |r| Ok((EventId(r.get(0)?), r.get(1)?, r.get(2)?)))
        .optional()?)
}
