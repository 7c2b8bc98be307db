//! Who may do what (issue 23): a token's role and scope, and the pure checks of every request
//! against them. The handlers load the facts (the day's host club, the teams that played) and
//! ask here.

use skatblock_rules::Refusal;

use crate::codes::{SERVER_TOKEN_ROLE, SERVER_TOKEN_SCOPE};

/// A token's role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Makes leagues and imports every group's teams and schedule.
    Admin,
    /// A group's leader (Staffelleiter): imports, approves and rejects that group's days.
    GroupLeader,
    /// A club: uploads the days its teams host, publishes live events.
    Club,
    /// A team's captain: confirms and protests the days the team played.
    Captain,
}

impl Role {
    /// The role's name on the command line and in the database.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::GroupLeader => "group-leader",
            Role::Club => "club",
            Role::Captain => "captain",
        }
    }

    /// The role of a name.
    ///
    /// # Errors
    /// A name that is no role.
    pub fn parse(name: &str) -> Result<Role, Refusal> {
        [Role::Admin, Role::GroupLeader, Role::Club, Role::Captain]
            .into_iter()
            .find(|r| r.name() == name)
            .ok_or_else(|| Refusal::new(SERVER_TOKEN_ROLE).field("role").value(name))
    }
}

/// A token's role and what it is scoped to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scope {
    /// The role.
    pub role: Role,
    /// The league (group leader, captain).
    pub league: Option<i64>,
    /// The group (group leader).
    pub group: Option<String>,
    /// The club's name as the teams files write it (club).
    pub club: Option<String>,
    /// The team (captain).
    pub team: Option<String>,
}

impl Scope {
    /// Checks that the role has the scope it needs: a group leader a league and a group, a
    /// captain a league and a team, a club its name.
    ///
    /// # Errors
    /// The first option missing.
    pub fn check(&self) -> Result<(), Refusal> {
        let needs: &[(&str, bool)] = match self.role {
            Role::Admin => &[],
            Role::GroupLeader => &[
                ("--league", self.league.is_some()),
                ("--group", self.group.is_some()),
            ],
            Role::Club => &[("--club", self.club.is_some())],
            Role::Captain => &[
                ("--league", self.league.is_some()),
                ("--team", self.team.is_some()),
            ],
        };
        match needs.iter().find(|(_, given)| !given) {
            Some((option, _)) => Err(Refusal::new(SERVER_TOKEN_SCOPE)
                .field("role")
                .value(self.role.name())
                .param("option", *option)),
            None => Ok(()),
        }
    }

    /// Whether this is the leader of `group` of `league`.
    pub fn leads(&self, league: i64, group: &str) -> bool {
        self.role == Role::GroupLeader
            && self.league == Some(league)
            && self.group.as_deref() == Some(group)
    }

    /// The group this token may import for in `league`: `Some(None)` every group (admin),
    /// `Some(Some(g))` the leader's group, `None` nothing.
    pub fn import_groups(&self, league: i64) -> Option<Option<&str>> {
        match self.role {
            Role::Admin => Some(None),
            Role::GroupLeader if self.league == Some(league) => Some(self.group.as_deref()),
            _ => None,
        }
    }

    /// Whether this token may upload a day of `group` of `league` whose host team belongs to
    /// `host_club`: the host's club or the group's leader.
    pub fn may_upload(&self, league: i64, group: &str, host_club: &str) -> bool {
        self.leads(league, group)
            || (self.role == Role::Club && self.club.as_deref() == Some(host_club))
    }

    /// The team this captain speaks for in `league`, when it is one of `played`.
    pub fn captain_of<'a>(&self, league: i64, played: &'a [String]) -> Option<&'a str> {
        let team = self
            .team
            .as_deref()
            .filter(|_| self.role == Role::Captain && self.league == Some(league))?;
        played
            .iter()
            .find(|t| t.as_str() == team)
            .map(String::as_str)
    }

    /// Whether this token may approve or reject a day of `group` of `league`.
    pub fn may_decide(&self, league: i64, group: &str) -> bool {
        self.leads(league, group)
    }

    /// The club a live event is published for, when this is a club token.
    pub fn publishing_club(&self) -> Option<&str> {
        (self.role == Role::Club)
            .then_some(self.club.as_deref())
            .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scope(role: Role) -> Scope {
        Scope {
            role,
            league: Some(1),
            group: Some("Nord".into()),
            club: Some("SC Grün".into()),
            team: Some("Grün 1".into()),
        }
    }

    #[test]
    fn a_role_without_its_scope_is_refused_naming_the_option() {
        let mut s = scope(Role::GroupLeader);
        s.group = None;
        let r = s.check().unwrap_err();
        assert_eq!(
            r.params["option"],
            skatblock_rules::Param::Text("--group".into())
        );
        let mut c = scope(Role::Captain);
        c.team = None;
        assert!(c.check().is_err());
        let mut k = scope(Role::Club);
        k.club = None;
        assert!(k.check().is_err());
        assert!(scope(Role::Admin).check().is_ok());
        assert!(Role::parse("root").is_err());
        assert_eq!(Role::parse("group-leader"), Ok(Role::GroupLeader));
    }

    #[test]
    fn issue_23_only_the_host_club_or_the_groups_leader_uploads() {
        assert!(scope(Role::Club).may_upload(1, "Nord", "SC Grün"));
        assert!(scope(Role::Club).may_upload(7, "Ost", "SC Grün"));
        assert!(!scope(Role::Club).may_upload(1, "Nord", "SV Rot"));
        assert!(scope(Role::GroupLeader).may_upload(1, "Nord", "SV Rot"));
        assert!(!scope(Role::GroupLeader).may_upload(1, "Ost", "SV Rot"));
        assert!(!scope(Role::Captain).may_upload(1, "Nord", "SC Grün"));
        assert!(!scope(Role::Admin).may_upload(1, "Nord", "SC Grün"));
    }

    #[test]
    fn issue_23_a_captain_speaks_only_for_a_team_that_played() {
        let played = vec!["Grün 1".to_string(), "Rot 2".to_string()];
        assert_eq!(scope(Role::Captain).captain_of(1, &played), Some("Grün 1"));
        assert_eq!(scope(Role::Captain).captain_of(2, &played), None);
        assert_eq!(scope(Role::Captain).captain_of(1, &played[1..]), None);
        assert_eq!(scope(Role::Club).captain_of(1, &played), None);
    }

    #[test]
    fn issue_23_only_the_groups_leader_decides_and_imports_its_group() {
        assert!(scope(Role::GroupLeader).may_decide(1, "Nord"));
        assert!(!scope(Role::GroupLeader).may_decide(1, "Ost"));
        assert!(!scope(Role::GroupLeader).may_decide(2, "Nord"));
        assert!(!scope(Role::Admin).may_decide(1, "Nord"));
        assert_eq!(scope(Role::Admin).import_groups(9), Some(None));
        assert_eq!(
            scope(Role::GroupLeader).import_groups(1),
            Some(Some("Nord"))
        );
        assert_eq!(scope(Role::GroupLeader).import_groups(2), None);
        assert_eq!(scope(Role::Club).import_groups(1), None);
        assert_eq!(scope(Role::Club).publishing_club(), Some("SC Grün"));
        assert_eq!(scope(Role::Captain).publishing_club(), None);
    }
}
