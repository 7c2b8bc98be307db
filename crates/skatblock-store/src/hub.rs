//! The table hub's state in the event's file (issue 12): the tokens of the tables, the answers
//! given to the phones, and the signed lists. Several processes may read and write it at once
//! (WAL): a token revoked by the CLI is seen by a running hub at its next request. The hub's
//! connections are set up and checkpointed here too, so the hub runs no SQL of its own.

use rusqlite::{Connection, OptionalExtension, params};

use super::Result;
use super::events::EventId;
use super::games::GameKey;

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

/// The answer kept for a body sent for a game, if that body was sent before.
///
/// # Errors
/// SQLite errors.
pub fn answer(
    conn: &Connection,
    event: EventId,
    key: GameKey,
    body: &str,
) -> Result<Option<String>> {
    Ok(conn
        .prepare_cached(
            "SELECT response FROM hub_requests WHERE event_id = ?1 AND series = ?2
               AND table_no = ?3 AND game_no = ?4 AND body = ?5",
        )?
        .query_row(
            params![event.0, key.series, key.table, key.game, body],
            |r| r.get(0),
        )
        .optional()?)
}

/// Keeps the answer given to a body sent for a game, and forgets the game's older answers
/// beyond the newest [`ANSWERS_KEPT_PER_GAME`].
///
/// # Errors
/// SQLite errors.
pub fn keep_answer(
    conn: &Connection,
    event: EventId,
    key: GameKey,
    body: &str,
    response: &str,
    now: &str,
) -> Result<()> {
    // The answer is kept without waiting for the disk: lost in a power cut, it is made again
    // from the stored game when the phone sends the body again (the game itself was written
    // with the connection's full synchronisation before). The next write syncs it along.
    // Inside a batch (`Store::batch`) it is committed with the batch's games.
    let alone = conn.is_autocommit();
    if alone {
        conn.execute_batch("PRAGMA synchronous = NORMAL")?;
    }
    let kept = conn
        .prepare_cached(
            "INSERT OR IGNORE INTO hub_requests (event_id, series, table_no, game_no, body, response, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )
        .and_then(|mut insert| {
            insert.execute(params![event.0, key.series, key.table, key.game, body, response, now])
        })
        .map_err(super::StoreError::from)
        .and_then(|_| forget_older_answers(conn, event, key, body));
    if alone {
        conn.execute_batch("PRAGMA synchronous = FULL")?;
    }
    kept
}

/// How many answers are kept per game. A phone resends only its last request of a game, and
/// an answer is given again only while the game is still at the version it gave: an older
/// answer serves no more than to tell a stale resend that the game changed since, which the
/// protocol tells it anyway from the resend's own version. So a few suffice — the last one of
/// each phone that wrote the game lately — and resends with ever other base versions cannot
/// grow the file.
pub const ANSWERS_KEPT_PER_GAME: u32 = 4;

/// Forgets the answers of a game beyond the newest [`ANSWERS_KEPT_PER_GAME`], the one to `body`
/// kept always. Newest by the time kept, then by the game's version they gave (answers of the
/// same second).
fn forget_older_answers(conn: &Connection, event: EventId, key: GameKey, body: &str) -> Result<()> {
    conn.prepare_cached(
        "DELETE FROM hub_requests
         WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND game_no = ?4
           AND body NOT IN (
             SELECT body FROM hub_requests
             WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND game_no = ?4
             ORDER BY body = ?5 DESC, created_at DESC,
                      json_extract(response, '$.version') DESC
             LIMIT ?6)",
    )?
    .execute(params![
        event.0,
        key.series,
        key.table,
        key.game,
        body,
        ANSWERS_KEPT_PER_GAME
    ])?;
    Ok(())
}

/// The number of answers kept for a game.
///
/// # Errors
/// SQLite errors.
pub fn answers_kept(conn: &Connection, event: EventId, key: GameKey) -> Result<u64> {
    Ok(conn
        .prepare_cached(
            "SELECT count(*) FROM hub_requests
             WHERE event_id = ?1 AND series = ?2 AND table_no = ?3 AND game_no = ?4",
        )?
        .query_row(params![event.0, key.series, key.table, key.game], |r| {
            r.get::<_, i64>(0)
        })
        .map(|n| u64::try_from(n).unwrap_or(0))?)
}

/// The signature of a table's list: the seats (JSON) and when.
///
/// # Errors
/// SQLite errors.
pub fn signature(
    conn: &Connection,
    event: EventId,
    series: u16,
    table: u16,
) -> Result<Option<(String, String)>> {
    Ok(conn
        .prepare_cached(
            "SELECT seats, signed_at FROM hub_signatures
             WHERE event_id = ?1 AND series = ?2 AND table_no = ?3",
        )?
        .query_row(params![event.0, series, table], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .optional()?)
}

/// Signs a table's list.
///
/// # Errors
/// SQLite errors.
pub fn sign(
    conn: &Connection,
    event: EventId,
    series: u16,
    table: u16,
    seats: &str,
    now: &str,
) -> Result<()> {
    conn.prepare_cached(
        "INSERT OR IGNORE INTO hub_signatures (event_id, series, table_no, seats, signed_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![event.0, series, table, seats, now])?;
    Ok(())
}

/// Sets up the tables' connection of a hub that has a hall connection beside it: its writes
/// never wait for a checkpoint of the log into the file (`PRAGMA wal_autocheckpoint = 0`); the
/// hall's connection does them in between ([`checkpoint_passive`]).
///
/// # Errors
/// SQLite errors.
pub fn hall_connection_setup(conn: &Connection) -> Result<()> {
    conn.execute_batch("PRAGMA wal_autocheckpoint = 0")?;
    Ok(())
}

/// SQLite's `data_version` of the connection: it changes when another connection committed a
/// change to the file, so a hub sees the desk's and the CLI's writes.
///
/// # Errors
/// SQLite errors.
pub fn data_version(conn: &Connection) -> Result<i64> {
    Ok(conn.query_row("PRAGMA data_version", [], |r| r.get(0))?)
}

/// Copies the log into the file as far as no reader needs it, without waiting for anyone
/// (`PRAGMA wal_checkpoint(PASSIVE)`).
///
/// # Errors
/// SQLite errors.
pub fn checkpoint_passive(conn: &Connection) -> Result<()> {
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))?;
    Ok(())
}
