//! The player registry and clubs.

pub use skatblock_model::players::{InvalidPlayerNo, NewPlayer, Player, PlayerId, PlayerNo, Sex};

use rusqlite::Error::FromSqlConversionFailure;
use rusqlite::types::Type;
use rusqlite::{Connection, OptionalExtension, params};

use super::Result;

/// A player's number read from column `i`: a stored text that is no number fails as the
/// column's conversion (the model's [`PlayerNo`] knows no SQL).
fn number_at(r: &rusqlite::Row<'_>, i: usize) -> rusqlite::Result<PlayerNo> {
    let text: String = r.get(i)?;
    PlayerNo::new(&text).map_err(|e| FromSqlConversionFailure(i, Type::Text, Box::new(e)))
}

/// A player's sex read from column `i`: NULL is unknown; a letter the schema keeps out fails
/// as the column's conversion.
fn sex_at(r: &rusqlite::Row<'_>, i: usize) -> rusqlite::Result<Option<Sex>> {
    let Some(letter) = r.get::<_, Option<String>>(i)? else {
        return Ok(None);
    };
    Sex::from_letter(&letter)
        .map(Some)
        .ok_or_else(|| FromSqlConversionFailure(i, Type::Text, letter.into()))
}

const SELECT: &str = "SELECT p.id, p.number, p.first_name, p.last_name, c.name, p.membership_no,
                             p.active, p.sex, p.birth_year
                      FROM players p LEFT JOIN clubs c ON c.id = p.club_id";

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Player> {
    Ok(Player {
        id: PlayerId(r.get(0)?),
        number: number_at(r, 1)?,
        first_name: r.get(2)?,
        last_name: r.get(3)?,
        club: r.get(4)?,
        membership_no: r.get(5)?,
        active: r.get(6)?,
        sex: sex_at(r, 7)?,
        birth_year: r.get(8)?,
    })
}

/// Every player, by last and first name in German order (SQLite's `NOCASE` would put
/// "Schäfer" after "Schwarz": the model's collation sorts them).
///
/// # Errors
/// SQLite errors only.
pub fn all(conn: &Connection) -> Result<Vec<Player>> {
    let mut players = all_by_key(conn)?;
    players.sort_by(skatblock_model::collation::compare_players);
    Ok(players)
}

/// Every player, by internal key: for looking players up, where the German order of [`all`]
/// (a collation per comparison) would only cost time on the imports' path.
///
/// # Errors
/// SQLite errors only.
pub fn all_by_key(conn: &Connection) -> Result<Vec<Player>> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} ORDER BY p.id"))?;
    let rows = stmt.query_map([], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Every player's number, by internal key: how lists and findings name players.
///
/// # Errors
/// SQLite errors only.
pub fn numbers(conn: &Connection) -> Result<std::collections::HashMap<PlayerId, PlayerNo>> {
    let mut stmt = conn.prepare_cached("SELECT id, number FROM players")?;
    let rows = stmt.query_map([], |r| Ok((PlayerId(r.get(0)?), number_at(r, 1)?)))?;
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
        if let Some(number) = stmt.query_row([player.0], |r| number_at(r, 0)).optional()? {
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
    Ok(stmt.query_row([number.as_str()], from_row).optional()?)
}

/// The number the next player without one gets ([`PlayerNo::next_free`] over the registry).
///
/// # Errors
/// SQLite errors; `Conflict` when every number up to 20 digits is taken.
pub fn next_number(conn: &Connection) -> Result<PlayerNo> {
    let mut stmt =
        conn.prepare_cached("SELECT number FROM players WHERE number NOT GLOB '*[^0-9]*'")?;
    let used = stmt
        .query_map([], |r| number_at(r, 0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    PlayerNo::next_free(&used).ok_or_else(|| super::StoreError::NoFreeNumber)
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
        "INSERT INTO players (number, first_name, last_name, club_id, membership_no, sex, birth_year)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    stmt.execute(params![
        number.as_str(),
        player.first_name,
        player.last_name,
        club_id,
        player.membership_no,
        player.sex.map(Sex::letter),
        player.birth_year
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

/// Changes a player's names, club, membership number, sex and birth year, and the number when
/// one is given.
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
                    number = coalesce(?6, number), sex = ?7, birth_year = ?8 WHERE id = ?1",
        )?
        .execute(params![
            id.0,
            player.first_name,
            player.last_name,
            club_id,
            player.membership_no,
            player.number.as_ref().map(PlayerNo::as_str),
            player.sex.map(Sex::letter),
            player.birth_year
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

    #[test]
    fn issue_22_the_database_keeps_sex_and_birth_year_to_their_values() {
        let store = crate::Store::open_in_memory().expect("store");
        let mut player = NewPlayer {
            number: None,
            first_name: "Anna".into(),
            last_name: "Schulz".into(),
            club: None,
            membership_no: None,
            sex: Some(Sex::F),
            birth_year: Some(1960),
        };
        let id = insert(store.conn(), &player).expect("insert");
        let stored = get(store.conn(), id).expect("read").expect("stored");
        assert_eq!((stored.sex, stored.birth_year), (Some(Sex::F), Some(1960)));
        player.sex = None;
        player.birth_year = None;
        assert!(update(store.conn(), id, &player).expect("update"));
        let stored = get(store.conn(), id).expect("read").expect("stored");
        assert_eq!(
            (stored.sex, stored.birth_year),
            (None, None),
            "unknown again"
        );
        let conn = store.conn();
        for (column, refused) in [
            ("sex", "'w'"),
            ("sex", "'F'"),
            ("sex", "''"),
            ("birth_year", "1899"),
            ("birth_year", "'neunzehnhundert'"),
            ("birth_year", "1960.5"),
        ] {
            let err = conn
                .execute(&format!("UPDATE players SET {column} = {refused}"), [])
                .expect_err("refused by the schema");
            assert_eq!(
                err.sqlite_error_code(),
                Some(rusqlite::ErrorCode::ConstraintViolation),
                "{column} = {refused}: {err}"
            );
        }
    }
}
