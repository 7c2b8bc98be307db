//! The player registry and clubs.

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use super::Result;

/// The internal key of a player: what the other tables refer to. It never leaves the library
/// as a player's name in a file or a list; that is the [`PlayerNo`].
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
    ts_rs::TS,
)]
#[serde(transparent)]
pub struct PlayerId(pub i64);

/// A player's number as the club writes it (`P1000`, `M-0042`, `0701023`): the `id` column
/// of the player CSV and the `player_id` of every other file and list. Text, so letters and
/// leading zeros survive; unique in the registry.
///
/// No ordering is derived: `"0701023"` and `"P1000"` have no order a club would agree on.
/// Two numbers that differ only in the case of a letter are the same number (`p1000` is
/// `P1000`): a file typed by hand must not name a second player by accident.
#[derive(Debug, Clone, Serialize, Deserialize, ts_rs::TS)]
#[serde(try_from = "String", into = "String")]
pub struct PlayerNo(String);

impl PartialEq for PlayerNo {
    fn eq(&self, other: &PlayerNo) -> bool {
        self.0.eq_ignore_ascii_case(&other.0)
    }
}

impl Eq for PlayerNo {}

impl std::hash::Hash for PlayerNo {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        for b in self.0.bytes() {
            state.write_u8(b.to_ascii_uppercase());
        }
    }
}

/// A text that is not a player number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{value:?}: {}", PlayerNo::RULE)]
pub struct InvalidPlayerNo {
    /// The text as given.
    pub value: String,
}

impl PlayerNo {
    /// The longest number, in characters.
    pub const MAX_LEN: usize = 20;

    /// The rule a number follows, as the error messages state it.
    pub const RULE: &'static str = "a player number has 1..=20 letters, digits, '-', '/' or '.'";

    /// A number of 1..=20 ASCII letters, digits, `-`, `/` or `.`, kept as written.
    ///
    /// # Errors
    /// An empty text, more than 20 characters, or any other character (a space, `_`, `Ä`).
    ///
    /// ```
    /// use skatblock_store::PlayerNo;
    /// assert_eq!(PlayerNo::new("0701023").expect("valid").as_str(), "0701023");
    /// assert!(PlayerNo::new("M-0042").is_ok());
    /// assert!(PlayerNo::new("P 1000").is_err());
    /// assert!(PlayerNo::new("").is_err());
    /// ```
    pub fn new(text: &str) -> Result<PlayerNo, InvalidPlayerNo> {
        let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '/' | '.');
        if (1..=Self::MAX_LEN).contains(&text.len()) && text.chars().all(allowed) {
            Ok(PlayerNo(text.to_string()))
        } else {
            Err(InvalidPlayerNo {
                value: text.to_string(),
            })
        }
    }

    /// The number as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The number a player gets when none is given: the smallest decimal integer above every
    /// all-digit number in `used` (`1` when there is none). `0701023` counts as 701023.
    /// `None` only when that would need more than 20 digits.
    ///
    /// ```
    /// use skatblock_store::PlayerNo;
    /// let used = ["P1000", "0701023", "12"].map(|n| PlayerNo::new(n).expect("valid"));
    /// assert_eq!(PlayerNo::next_free(&used).expect("free").as_str(), "701024");
    /// assert_eq!(PlayerNo::next_free(&[]).expect("free").as_str(), "1");
    /// ```
    pub fn next_free<'a>(used: impl IntoIterator<Item = &'a PlayerNo>) -> Option<PlayerNo> {
        let highest = used
            .into_iter()
            .filter(|n| n.0.bytes().all(|b| b.is_ascii_digit()))
            .map(|n| n.0.parse::<u128>().expect("at most 20 digits fit a u128"))
            .max()
            .unwrap_or(0);
        PlayerNo::new(&(highest + 1).to_string()).ok()
    }
}

impl std::fmt::Display for PlayerNo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(&self.0)
    }
}

impl TryFrom<String> for PlayerNo {
    type Error = InvalidPlayerNo;
    fn try_from(text: String) -> Result<PlayerNo, InvalidPlayerNo> {
        PlayerNo::new(&text)
    }
}

impl From<PlayerNo> for String {
    fn from(number: PlayerNo) -> String {
        number.0
    }
}

impl ToSql for PlayerNo {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        self.0.to_sql()
    }
}

impl FromSql for PlayerNo {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        PlayerNo::new(value.as_str()?).map_err(|e| FromSqlError::Other(Box::new(e)))
    }
}

/// A registered player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// Internal key.
    pub id: PlayerId,
    /// The club's number for the player.
    pub number: PlayerNo,
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

/// A player to add or change; `number: None` takes the next free number when added and keeps
/// the number when changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPlayer {
    /// Wanted number.
    pub number: Option<PlayerNo>,
    /// First name.
    pub first_name: String,
    /// Last name.
    pub last_name: String,
    /// Club name.
    pub club: Option<String>,
    /// Membership number.
    pub membership_no: Option<String>,
}

const SELECT: &str =
    "SELECT p.id, p.number, p.first_name, p.last_name, c.name, p.membership_no, p.active
                      FROM players p LEFT JOIN clubs c ON c.id = p.club_id";

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Player> {
    Ok(Player {
        id: PlayerId(r.get(0)?),
        number: r.get(1)?,
        first_name: r.get(2)?,
        last_name: r.get(3)?,
        club: r.get(4)?,
        membership_no: r.get(5)?,
        active: r.get(6)?,
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

/// Every player's number, by internal key: how lists and findings name players.
///
/// # Errors
/// SQLite errors only.
pub fn numbers(conn: &Connection) -> Result<std::collections::HashMap<PlayerId, PlayerNo>> {
    let mut stmt = conn.prepare_cached("SELECT id, number FROM players")?;
    let rows = stmt.query_map([], |r| Ok((PlayerId(r.get(0)?), r.get::<_, PlayerNo>(1)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The numbers of some players, by internal key (those not in the registry are left out).
///
/// # Errors
/// SQLite errors only.
pub fn numbers_of(
    conn: &Connection,
    players: impl IntoIterator<Item = PlayerId>,
) -> Result<std::collections::HashMap<PlayerId, PlayerNo>> {
    let mut stmt = conn.prepare_cached("SELECT number FROM players WHERE id = ?1")?;
    let mut numbers = std::collections::HashMap::new();
    for player in players {
        if let Some(number) = stmt.query_row([player.0], |r| r.get(0)).optional()? {
            numbers.insert(player, number);
        }
    }
    Ok(numbers)
}

/// One player.
///
/// # Errors
/// SQLite errors only.
pub fn get(conn: &Connection, id: PlayerId) -> Result<Option<Player>> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} WHERE p.id = ?1"))?;
    Ok(stmt.query_row([id.0], from_row).optional()?)
}

/// The player with a number.
///
/// # Errors
/// SQLite errors only.
pub fn by_number(conn: &Connection, number: &PlayerNo) -> Result<Option<Player>> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} WHERE p.number = ?1 COLLATE NOCASE"))?;
    Ok(stmt.query_row([number], from_row).optional()?)
}

/// The number the next player without one gets ([`PlayerNo::next_free`] over the registry).
///
/// # Errors
/// SQLite errors; `Conflict` when every number up to 20 digits is taken.
pub fn next_number(conn: &Connection) -> Result<PlayerNo> {
    let mut stmt =
        conn.prepare_cached("SELECT number FROM players WHERE number NOT GLOB '*[^0-9]*'")?;
    let used = stmt
        .query_map([], |r| r.get::<_, PlayerNo>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    PlayerNo::next_free(&used)
        .ok_or_else(|| super::StoreError::Conflict("no free player number is left".into()))
}

/// Adds a player (and the club, if new); returns the internal id. Without a number the
/// player gets the [next free one](next_number).
///
/// # Errors
/// A taken number or membership number (`Conflict`).
pub fn insert(conn: &Connection, player: &NewPlayer) -> Result<PlayerId> {
    let club_id = player
        .club
        .as_deref()
        .map(|c| club_id(conn, c))
        .transpose()?;
    let number = match &player.number {
        Some(number) => number.clone(),
        None => next_number(conn)?,
    };
    let mut stmt = conn.prepare_cached(
        "INSERT INTO players (number, first_name, last_name, club_id, membership_no) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    stmt.execute(params![
        number,
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

/// Changes a player's names, club and membership number, and the number when one is given.
///
/// # Errors
/// A number or membership number that belongs to another player (`Conflict`).
pub fn update(conn: &Connection, id: PlayerId, player: &NewPlayer) -> Result<bool> {
    let club_id = player
        .club
        .as_deref()
        .map(|c| club_id(conn, c))
        .transpose()?;
    let changed = conn
        .prepare_cached(
            "UPDATE players SET first_name = ?2, last_name = ?3, club_id = ?4, membership_no = ?5,
                    number = coalesce(?6, number) WHERE id = ?1",
        )?
        .execute(params![
            id.0,
            player.first_name,
            player.last_name,
            club_id,
            player.membership_no,
            player.number
        ])?;
    Ok(changed == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_number_is_short_text_of_letters_digits_and_separators() {
        for good in [
            "P1000",
            "M-0042",
            "0701023",
            "12/7.a",
            "12345678901234567890",
        ] {
            assert_eq!(PlayerNo::new(good).map(String::from), Ok(good.to_string()));
        }
        for bad in [
            "",
            " P1",
            "P 1",
            "P_1",
            "Ä1",
            "123456789012345678901",
            "1,2",
        ] {
            assert_eq!(
                PlayerNo::new(bad).map_err(|e| e.to_string()),
                Err(format!("{bad:?}: {}", PlayerNo::RULE)),
                "{bad:?} is no number"
            );
        }
    }

    #[test]
    fn the_next_free_number_is_above_every_all_digit_number() {
        let used = |all: &[&str]| -> Vec<PlayerNo> {
            all.iter()
                .map(|n| PlayerNo::new(n).expect("valid"))
                .collect()
        };
        let next = |all: &[&str]| PlayerNo::next_free(&used(all)).map(String::from);
        assert_eq!(next(&["P1000", "M-0042"]), Some("1".into()));
        assert_eq!(next(&["0009", "7"]), Some("10".into()));
        assert_eq!(
            next(&["99999999999999999998"]),
            Some("99999999999999999999".into())
        );
        assert_eq!(
            next(&["99999999999999999999"]),
            None,
            "no 21-digit number is made"
        );
    }

    #[test]
    fn the_database_keeps_every_player_numbered() {
        let store = crate::Store::open_in_memory().expect("store");
        let conn = store.conn();
        let insert = |number: Option<&str>| {
            conn.execute(
                "INSERT INTO players (number, first_name, last_name) VALUES (?1, 'A', 'B')",
                [number],
            )
        };
        insert(Some("P1000")).expect("a valid number");
        for refused in [None, Some(""), Some("P 1"), Some("P1000")] {
            let err = insert(refused).expect_err("refused by the schema");
            assert_eq!(
                err.sqlite_error_code(),
                Some(rusqlite::ErrorCode::ConstraintViolation),
                "{refused:?}: {err}"
            );
        }
        let err = conn
            .execute("UPDATE players SET number = NULL", [])
            .expect_err("a number is never taken away");
        assert_eq!(
            err.sqlite_error_code(),
            Some(rusqlite::ErrorCode::ConstraintViolation)
        );
    }
}
