//! The player registry and clubs.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;

use super::Result;

/// A player's id in the registry (the `id` column of the player CSV).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct PlayerId(pub i64);

impl std::fmt::Display for PlayerId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A registered player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Player {
    /// Registry id.
    pub id: PlayerId,
    /// First name.
    pub first_name: String,
    /// Last name.
    pub last_name: String,
    /// Club name, if any.
    pub club: Option<String>,
    /// DSkV/ISPA membership number, if known.
    pub membership_no: Option<String>,
    /// Inactive players stay in old results but are not drawn.
    pub active: bool,
}

impl Player {
    /// "First Last", as lists print it.
    pub fn name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
    }
}

/// A player to add; `id: None` takes the next free id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPlayer {
    /// Wanted id.
    pub id: Option<PlayerId>,
    /// First name.
    pub first_name: String,
    /// Last name.
    pub last_name: String,
    /// Club name.
    pub club: Option<String>,
    /// Membership number.
    pub membership_no: Option<String>,
}

const SELECT: &str = "SELECT p.id, p.first_name, p.last_name, c.name, p.membership_no, p.active
                      FROM players p LEFT JOIN clubs c ON c.id = p.club_id";

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Player> {
    Ok(Player {
        id: PlayerId(r.get(0)?),
        first_name: r.get(1)?,
        last_name: r.get(2)?,
        club: r.get(3)?,
        membership_no: r.get(4)?,
        active: r.get(5)?,
    })
}

/// Every player, by last and first name.
///
/// # Errors
/// SQLite errors only.
pub fn all(conn: &Connection) -> Result<Vec<Player>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT} ORDER BY p.last_name COLLATE NOCASE, p.first_name COLLATE NOCASE, p.id"
    ))?;
    let rows = stmt.query_map([], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// One player.
///
/// # Errors
/// SQLite errors only.
pub fn get(conn: &Connection, id: PlayerId) -> Result<Option<Player>> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} WHERE p.id = ?1"))?;
    Ok(stmt.query_row([id.0], from_row).optional()?)
}

/// Adds a player (and the club, if new); returns the id.
///
/// # Errors
/// A taken id or membership number (`Conflict`).
pub fn insert(conn: &Connection, player: &NewPlayer) -> Result<PlayerId> {
    let club_id = player
        .club
        .as_deref()
        .map(|c| club_id(conn, c))
        .transpose()?;
    let mut stmt = conn.prepare_cached(
        "INSERT INTO players (id, first_name, last_name, club_id, membership_no) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    stmt.execute(params![
        player.id.map(|i| i.0),
        player.first_name,
        player.last_name,
        club_id,
        player.membership_no
    ])?;
    Ok(PlayerId(conn.last_insert_rowid()))
}

/// Sets a player's active flag.
///
/// # Errors
/// SQLite errors only.
pub fn set_active(conn: &Connection, id: PlayerId, active: bool) -> Result<bool> {
    Ok(conn.execute(
        "UPDATE players SET active = ?2 WHERE id = ?1",
        params![id.0, active],
    )? == 1)
}

fn club_id(conn: &Connection, name: &str) -> Result<i64> {
    conn.prepare_cached("INSERT INTO clubs (name) VALUES (?1) ON CONFLICT (name) DO NOTHING")?
        .execute([name])?;
    Ok(conn
        .prepare_cached("SELECT id FROM clubs WHERE name = ?1")?
        .query_row([name], |r| r.get(0))?)
}

/// Changes a player's names, club and membership number.
///
/// # Errors
/// A membership number that belongs to another player (`Conflict`).
pub fn update(conn: &Connection, id: PlayerId, player: &NewPlayer) -> Result<bool> {
    let club_id = player
        .club
        .as_deref()
        .map(|c| club_id(conn, c))
        .transpose()?;
    let changed = conn
        .prepare_cached(
            "UPDATE players SET first_name = ?2, last_name = ?3, club_id = ?4, membership_no = ?5 WHERE id = ?1",
        )?
        .execute(params![id.0, player.first_name, player.last_name, club_id, player.membership_no])?;
    Ok(changed == 1)
}
