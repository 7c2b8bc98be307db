//! Players: the internal key, the club's number, the registry's row.

use serde::{Deserialize, Serialize};

id_type! {
    /// The internal key of a player: what the other tables refer to. It never leaves the library
    /// as a player's name in a file or a list; that is the [`PlayerNo`].
    PlayerId
}

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
    /// use skatblock_model::PlayerNo;
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
    /// use skatblock_model::PlayerNo;
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

/// A player's sex as the registry keeps it (RULES.md H.1.1): what the Damen ranking and the
/// mixed teams of a Preisskat filter by. Unknown is `None`, never a fourth letter. One type
/// with the Preisskat's rankings.
pub use skatblock_prizes::Sex;

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
    /// Sex, if known (H.1.1).
    pub sex: Option<Sex>,
    /// Year of birth, if known: only the year is kept (H.1.2).
    pub birth_year: Option<u16>,
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
    /// Sex, if known.
    pub sex: Option<Sex>,
    /// Year of birth, if known.
    pub birth_year: Option<u16>,
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    #[test]
    fn numbers_differing_in_case_are_one_key_and_others_are_not() {
        let no = |t: &str| PlayerNo::new(t).expect("valid");
        let mut by_number = HashMap::new();
        by_number.insert(no("p1000"), 1);
        by_number.insert(no("M-0042"), 2);
        by_number.insert(no("12345678901234567890"), 3);
        assert_eq!(by_number.get(&no("P1000")), Some(&1));
        assert_eq!(by_number.get(&no("m-0042")), Some(&2));
        assert_eq!(by_number.get(&no("12345678901234567890")), Some(&3));
        assert_eq!(by_number.get(&no("P100")), None);
        assert_eq!(by_number.get(&no("P10000")), None);
    }
}
