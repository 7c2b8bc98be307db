//! The Preisskat's stored parts (issue 22): an event's prize file, the teams of its team
//! rankings and the lots drawn for tied groups.

use rusqlite::{Connection, OptionalExtension, params};

use super::Result;
use super::events::EventId;
use super::players::PlayerId;

/// One player of one team of a team ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamMember {
    /// The ranking's id in the prize file.
    pub ranking: String,
    /// The team's name.
    pub team: String,
    /// The player.
    pub player: PlayerId,
}

/// A lot as recorded: the order drawn for one tied group of a ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredLot {
    /// The ranking's id.
    pub ranking: String,
    /// Player numbers, team or club names, first place first (JSON array text).
    pub ordered: String,
    /// Who recorded it.
    pub recorded_by: String,
    /// When (RFC 3339, UTC).
    pub recorded_at: String,
}

/// The event's prize file (JSON text), if it has one.
///
/// # Errors
/// SQLite errors only.
pub fn file(conn: &Connection, event: EventId) -> Result<Option<String>> {
    Ok(conn
        .prepare_cached("SELECT file FROM event_prizes WHERE event_id = ?1")?
        .query_row([event.0], |r| r.get(0))
        .optional()?)
}

/// Stores the event's prize file, replacing the one before, at `at`.
///
/// # Errors
/// SQLite errors (an unknown event is a foreign-key `Conflict`).
pub fn set_file(conn: &Connection, event: EventId, file: &str, at: &str) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO event_prizes (event_id, file, updated_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (event_id) DO UPDATE SET file = excluded.file, updated_at = excluded.updated_at",
    )?
    .execute(params![event.0, file, at])?;
    Ok(())
}

/// Every team member of the event's team rankings, by ranking, team and player.
///
/// # Errors
/// SQLite errors only.
pub fn teams(conn: &Connection, event: EventId) -> Result<Vec<TeamMember>> {
    let mut stmt = conn.prepare_cached(
        "SELECT ranking, team, player_id FROM prize_teams WHERE event_id = ?1
         ORDER BY ranking, team, player_id",
    )?;
    let rows = stmt.query_map([event.0], |r| {
        Ok(TeamMember {
            ranking: r.get(0)?,
            team: r.get(1)?,
            player: PlayerId(r.get(2)?),
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Replaces the teams of the event's team rankings with `members` (all of them).
///
/// # Errors
/// SQLite errors (a player twice in one ranking is a `Conflict`).
pub fn replace_teams(conn: &Connection, event: EventId, members: &[TeamMember]) -> Result<()> {
    conn.prepare_cached("DELETE FROM prize_teams WHERE event_id = ?1")?
        .execute([event.0])?;
    let mut insert = conn.prepare_cached(
        "INSERT INTO prize_teams (event_id, ranking, team, player_id) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for m in members {
        insert.execute(params![event.0, m.ranking, m.team, m.player.0])?;
    }
    Ok(())
}

/// The lots recorded for the event's rankings.
///
/// # Errors
/// SQLite errors only.
pub fn lots(conn: &Connection, event: EventId) -> Result<Vec<StoredLot>> {
    let mut stmt = conn.prepare_cached(
        "SELECT ranking, ordered, recorded_by, recorded_at FROM prize_lots
         WHERE event_id = ?1 ORDER BY ranking, recorded_at, grp",
    )?;
    let rows = stmt.query_map([event.0], |r| {
        Ok(StoredLot {
            ranking: r.get(0)?,
            ordered: r.get(1)?,
            recorded_by: r.get(2)?,
            recorded_at: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Records the lot of the group `members` of `ranking` (replacing an earlier one of the same
/// group): `ordered` is the JSON array of the order drawn.
///
/// # Errors
/// SQLite errors only.
pub fn record_lot(
    conn: &Connection,
    event: EventId,
    members: &[String],
    lot: &StoredLot,
) -> Result<()> {
    conn.prepare_cached(
        "INSERT OR REPLACE INTO prize_lots (event_id, ranking, grp, ordered, recorded_by, recorded_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![
        event.0,
        lot.ranking,
        group_key(members),
        lot.ordered,
        lot.recorded_by,
        lot.recorded_at
    ])?;
    Ok(())
}

/// Drops the lot of the group `members` of `ranking`; whether there was one.
///
/// # Errors
/// SQLite errors only.
pub fn drop_lot(
    conn: &Connection,
    event: EventId,
    ranking: &str,
    members: &[String],
) -> Result<bool> {
    let n = conn
        .prepare_cached("DELETE FROM prize_lots WHERE event_id = ?1 AND ranking = ?2 AND grp = ?3")?
        .execute(params![event.0, ranking, group_key(members)])?;
    Ok(n > 0)
}

/// A group as stored: its members sorted, one per line.
fn group_key(members: &[String]) -> String {
    let mut sorted = members.to_vec();
    sorted.sort();
    sorted.join("\n")
}

/// A payout of a prize, or its withdrawal, as the cashier recorded it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayoutRecord {
    /// `player_id`, `team` or `club`: how the recipient is named.
    pub kind: String,
    /// The player (registry key) of a player's prize.
    pub player: Option<PlayerId>,
    /// The player's number as it was, the team's or the club's name.
    pub recipient: String,
    /// True for a payout, false for its withdrawal.
    pub paid: bool,
    /// The amount handed over, in cents.
    pub cents: i64,
    /// The goods handed over (JSON array text).
    pub goods: String,
    /// Who recorded it.
    pub by: String,
    /// When (RFC 3339, UTC).
    pub at: String,
}

/// Every payout and withdrawal of the event's prizes, in the order recorded.
///
/// # Errors
/// SQLite errors only.
pub fn payouts(conn: &Connection, event: EventId) -> Result<Vec<PayoutRecord>> {
    let mut stmt = conn.prepare_cached(
        "SELECT kind, player_id, recipient, action, cents, goods, by_whom, at FROM prize_payouts
         WHERE event_id = ?1 ORDER BY id",
    )?;
    let rows = stmt.query_map([event.0], |r| {
        Ok(PayoutRecord {
            kind: r.get(0)?,
            player: r.get::<_, Option<i64>>(1)?.map(PlayerId),
            recipient: r.get(2)?,
            paid: r.get::<_, String>(3)? == "paid",
            cents: r.get(4)?,
            goods: r.get(5)?,
            by: r.get(6)?,
            at: r.get(7)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Records a payout or its withdrawal.
///
/// # Errors
/// SQLite errors (an unknown event is a foreign-key `Conflict`).
pub fn record_payout(conn: &Connection, event: EventId, record: &PayoutRecord) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO prize_payouts
         (event_id, kind, player_id, recipient, action, cents, goods, by_whom, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?
    .execute(params![
        event.0,
        record.kind,
        record.player.map(|p| p.0),
        record.recipient,
        if record.paid { "paid" } else { "withdrawn" },
        record.cents,
        record.goods,
        record.by,
        record.at
    ])?;
    Ok(())
}
