//! A team's roster (RULES.md B.6.1): a player's role, and how many regular players a team
//! needs. The desk's teams file and the association server's read rosters by these rules.

use serde::{Deserialize, Serialize};
use skatblock_rules::Refusal;

/// The codes of roster refusals.
pub mod codes {
    skatblock_rules::codes! {
        /// A role other than regular or substitute.
        LEAGUE_ROLE_INVALID = "league.role.invalid";
        /// A team with fewer than 3 regular players; params `team`, `count` (B.6.1).
        LEAGUE_TEAM_SHORT = "league.team.short";
    }
}

use codes::*;

/// A roster player's role (RULES.md B.6.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// *Stammspieler*: plays unless the captain's line-up says otherwise.
    Regular,
    /// *Ersatzspieler*: plays when the captain puts him in.
    Substitute,
}

impl Role {
    /// The stored and written name.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Regular => "regular",
            Role::Substitute => "substitute",
        }
    }

    /// The role a file's cell names (any case).
    ///
    /// # Errors
    /// Another word: `league.role.invalid` naming the field `role` and the cell.
    pub fn parse(cell: &str) -> Result<Role, Refusal> {
        match cell.trim().to_ascii_lowercase().as_str() {
            "regular" => Ok(Role::Regular),
            "substitute" => Ok(Role::Substitute),
            _ => Err(Refusal::new(LEAGUE_ROLE_INVALID).field("role").value(cell)),
        }
    }
}

/// Regular players a team needs at least: a team of 4 may start with 3 (B.6.1).
pub const MIN_REGULARS: usize = 3;

/// The refusal of team `team` with only `regulars` regular players, if that is too few.
pub fn short_team(team: &str, regulars: usize) -> Option<Refusal> {
    (regulars < MIN_REGULARS).then(|| {
        Refusal::new(LEAGUE_TEAM_SHORT)
            .field("team")
            .value(team)
            .param("team", team)
            .param("count", regulars as i64)
            .rule("B.6.1")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_are_read_in_any_case_and_others_are_refused() {
        assert_eq!(Role::parse("Regular"), Ok(Role::Regular));
        assert_eq!(Role::parse(" substitute"), Ok(Role::Substitute));
        let refused = Role::parse("captain").unwrap_err();
        assert_eq!(
            (refused.code, refused.value.as_deref()),
            (LEAGUE_ROLE_INVALID, Some("captain"))
        );
    }

    #[test]
    fn a_team_needs_three_regular_players() {
        assert!(short_team("Grün 1", 3).is_none());
        let short = short_team("Grün 1", 2).expect("short");
        assert_eq!(short.params["count"], skatblock_rules::Param::Int(2));
    }
}
