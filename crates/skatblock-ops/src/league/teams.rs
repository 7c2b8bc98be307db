//! Teams and rosters: the teams file (`group,team,club,player_id,role`) and the view of a
//! league's groups, teams and rosters for the app.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use super::codes::*;
use super::{LeagueId, Role, get_league};
use crate::event::{CsvFile, CsvRow, ImportError, Result, RowError, import_codes};
use crate::store::leagues as stored;
use crate::store::{Player, PlayerId, PlayerNo, Store, StoreError};

/// What a teams import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct TeamsImport {
    /// Groups named in the file.
    pub groups: usize,
    /// Teams named in the file (their rosters were replaced).
    pub teams: usize,
    /// Of those, teams new to the league.
    pub new_teams: usize,
    /// Roster rows written.
    pub players: usize,
}

/// One player of a roster.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct RosterPlayer {
    /// The internal key (not in JSON: files name players by number).
    #[serde(skip)]
    pub player: PlayerId,
    /// The player's number.
    pub player_id: PlayerNo,
    /// "First Last".
    pub name: String,
    /// Regular or substitute.
    pub role: Role,
}

/// A team with its roster, in roster order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct TeamRoster {
    /// Id.
    pub id: super::TeamId,
    /// Name, unique in the league.
    pub name: String,
    /// Club, or "".
    pub club: String,
    /// The roster.
    pub players: Vec<RosterPlayer>,
}

/// A group with its teams in the order they were added.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct GroupTeams {
    /// The group's name.
    pub group: String,
    /// Its teams.
    pub teams: Vec<TeamRoster>,
}

/// A league's groups by name, each with its teams and rosters.
///
/// # Errors
/// An unknown league.
pub fn teams(store: &Store, league: LeagueId) -> Result<Vec<GroupTeams>> {
    let league = get_league(store, league)?;
    let conn = store.conn();
    let players: HashMap<PlayerId, Player> = crate::store::players::all_by_key(conn)?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let rosters = stored::rosters(conn, league.id)?;
    let teams = stored::teams(conn, league.id)?;
    let groups = stored::groups(conn, league.id)?;
    Ok(groups
        .into_iter()
        .map(|(group, name)| GroupTeams {
            group: name,
            teams: teams
                .iter()
                .filter(|t| t.group == group)
                .map(|t| TeamRoster {
                    id: t.id,
                    name: t.name.clone(),
                    club: t.club.clone(),
                    players: rosters
                        .iter()
                        .filter(|r| r.team == t.id)
                        .filter_map(|r| {
                            let p = players.get(&r.player)?;
                            Some(RosterPlayer {
                                player: p.id,
                                player_id: p.number.clone(),
                                name: p.name(),
                                role: r.role,
                            })
                        })
                        .collect(),
                })
                .collect(),
        })
        .collect())
}

pub(crate) const COLUMNS: [&str; 5] = ["group", "team", "club", "player_id", "role"];
const REQUIRED: [&str; 4] = ["group", "team", "player_id", "role"];

/// One good row of a teams file.
#[derive(Debug, Clone)]
struct RosterLine {
    line: u64,
    group: String,
    team: String,
    club: String,
    player: PlayerId,
    number: String,
    role: Role,
}

/// A team of the file: its first line, group, club and roster in file order.
#[derive(Debug, Default)]
struct FileTeam {
    line: u64,
    name: String,
    group: String,
    club: String,
    rows: Vec<RosterLine>,
}

/// Imports a teams file (`group,team,club,player_id,role`, role `regular` or `substitute`),
/// all or nothing. The file replaces the roster of every team it names (teams are keyed by
/// name within the league; a team may move to another group); teams it does not name stay.
/// Groups are added as named.
///
/// # Errors
/// Every bad row: a player not in the registry, a role other than regular or substitute, a
/// team in two groups or with two clubs, a player twice on a team or on two teams of the
/// league (checked against the state after the import), a team with fewer than 3 regular
/// players (B.6.1). Nothing is written then.
pub fn import_teams(store: &mut Store, league: LeagueId, csv: &[u8]) -> Result<TeamsImport> {
    let league = get_league(store, league)?;
    let file = CsvFile::parse(csv, &COLUMNS, &REQUIRED)?;
    let numbers: HashMap<PlayerNo, PlayerId> = crate::store::players::all_by_key(store.conn())?
        .into_iter()
        .map(|p| (p.number, p.id))
        .collect();
    let mut errors = Vec::new();
    let mut file_teams: BTreeMap<String, FileTeam> = BTreeMap::new();
    let mut order: Vec<String> = Vec::new();
    for row in file.rows() {
        match parse_row(&row, &numbers).and_then(|line| check_team(&row, line, &file_teams)) {
            Ok(line) => {
                let key = line.team.to_ascii_lowercase();
                let team = file_teams.entry(key.clone()).or_insert_with(|| {
                    order.push(key);
                    FileTeam {
                        line: line.line,
                        name: line.team.clone(),
                        group: line.group.clone(),
                        club: line.club.clone(),
                        rows: Vec::new(),
                    }
                });
                team.rows.push(line);
            }
            Err(e) => errors.push(e),
        }
    }
    errors.extend(check_players(store, league.id, &file_teams)?);
    errors.extend(moved_teams(store, league.id, &file_teams)?);
    errors.extend(file_teams.values().filter_map(short_team));
    if !errors.is_empty() {
        errors.sort_by_key(|e| e.line);
        return Err(ImportError { errors }.into());
    }
    let ordered: Vec<&FileTeam> = order.iter().map(|k| &file_teams[k]).collect();
    write(store, league.id, &ordered)
}

fn parse_row(
    row: &CsvRow<'_>,
    numbers: &HashMap<PlayerNo, PlayerId>,
) -> Result<RosterLine, RowError> {
    let text = |column: &str| -> Result<String, RowError> {
        match row.get(column) {
            "" => Err(row.refuse(column, import_codes::IMPORT_REQUIRED)),
            cell => Ok(cell.to_string()),
        }
    };
    let (group, team) = (text("group")?, text("team")?);
    let number = row.required_player_no("player_id")?;
    let Some(&player) = numbers.get(&number) else {
        return Err(row
            .refuse("player_id", LEAGUE_PLAYER_UNKNOWN)
            .param("player", number.to_string()));
    };
    let role = Role::parse(row.get("role")).map_err(|refusal| RowError {
        line: row.line,
        refusal,
    })?;
    Ok(RosterLine {
        line: row.line,
        group,
        team,
        club: row.get("club").to_string(),
        player,
        number: number.to_string(),
        role,
    })
}

/// A team's rows agree on group and club, and name each player once.
fn check_team(
    row: &CsvRow<'_>,
    line: RosterLine,
    teams: &BTreeMap<String, FileTeam>,
) -> Result<RosterLine, RowError> {
    let Some(team) = teams.get(&line.team.to_ascii_lowercase()) else {
        return Ok(line);
    };
    if !team.group.eq_ignore_ascii_case(&line.group) {
        return Err(row
            .refuse("group", LEAGUE_TEAM_TWO_GROUPS)
            .param("team", team.name.as_str())
            .param("other_group", team.group.as_str())
            .param("other_line", team.line));
    }
    if team.club != line.club {
        return Err(row
            .refuse("club", LEAGUE_TEAM_TWO_CLUBS)
            .param("team", team.name.as_str())
            .param("other_club", team.club.as_str())
            .param("other_line", team.line));
    }
    if let Some(other) = team.rows.iter().find(|r| r.player == line.player) {
        return Err(row
            .refuse("player_id", LEAGUE_PLAYER_TWICE)
            .param("player", line.number.as_str())
            .param("team", team.name.as_str())
            .param("other_line", other.line));
    }
    Ok(line)
}

/// A player is on at most one team of the league, once the file's teams replace theirs: a
/// player named for two teams of the file, or on a stored team the file does not name.
fn check_players(
    store: &Store,
    league: LeagueId,
    teams: &BTreeMap<String, FileTeam>,
) -> Result<Vec<RowError>> {
    let kept = kept_players(store, league, teams)?;
    let mut first: HashMap<PlayerId, &RosterLine> = HashMap::new();
    let mut errors = Vec::new();
    let mut lines: Vec<&RosterLine> = teams.values().flat_map(|t| &t.rows).collect();
    lines.sort_by_key(|l| l.line);
    for line in lines {
        let other = match first.get(&line.player) {
            Some(earlier) => Some((earlier.team.clone(), Some(earlier.line))),
            None => kept.get(&line.player).map(|t| (t.clone(), None)),
        };
        first.entry(line.player).or_insert(line);
        if let Some((other_team, other_line)) = other {
            errors.push(two_teams(line, other_team, other_line));
        }
    }
    Ok(errors)
}

/// The players of the stored teams the file does not name, with their team: they stay.
fn kept_players(
    store: &Store,
    league: LeagueId,
    teams: &BTreeMap<String, FileTeam>,
) -> Result<HashMap<PlayerId, String>> {
    let stored_teams = stored::teams(store.conn(), league)?;
    Ok(stored::rosters(store.conn(), league)?
        .into_iter()
        .filter_map(|r| {
            let team = stored_teams.iter().find(|t| t.id == r.team)?;
            let named = teams.contains_key(&team.name.to_ascii_lowercase());
            (!named).then(|| (r.player, team.name.clone()))
        })
        .collect())
}

/// The refusal of a roster line whose player is on `other_team` too (at `other_line` of the
/// file, or stored).
fn two_teams(line: &RosterLine, other_team: String, other_line: Option<u64>) -> RowError {
    let e = RowError::new(
        line.line,
        "player_id",
        &line.number,
        LEAGUE_PLAYER_TWO_TEAMS,
    )
    .param("player", line.number.as_str())
    .param("team", line.team.as_str())
    .param("other_team", other_team)
    .rule("B.6.1");
    match other_line {
        Some(l) => e.param("other_line", l),
        None => e,
    }
}

/// A team stays in the group it has played a match day in: its results there stay with it.
fn moved_teams(
    store: &Store,
    league: LeagueId,
    teams: &BTreeMap<String, FileTeam>,
) -> Result<Vec<RowError>> {
    let conn = store.conn();
    let stored_teams = stored::teams(conn, league)?;
    let groups = stored::groups(conn, league)?;
    let played: std::collections::HashSet<_> = stored::played_matchdays(conn, league)?
        .iter()
        .map(|m| m.group)
        .collect();
    let mut errors = Vec::new();
    for team in teams.values() {
        let Some(old) = stored_teams
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(&team.name))
        else {
            continue;
        };
        let old_group = super::group_name(&groups, old.group);
        if played.contains(&old.group) && !old_group.eq_ignore_ascii_case(&team.group) {
            errors.push(
                RowError::new(team.line, "group", &team.group, LEAGUE_TEAM_MOVED)
                    .param("team", team.name.as_str())
                    .param("group", old_group),
            );
        }
    }
    Ok(errors)
}

/// A team needs at least 3 regular players (the league crate's rule, B.6.1).
fn short_team(team: &FileTeam) -> Option<RowError> {
    let regulars = team.rows.iter().filter(|r| r.role == Role::Regular).count();
    let refusal = skatblock_league::roster::short_team(&team.name, regulars)?;
    Some(RowError {
        line: team.line,
        refusal,
    })
}

fn write(store: &mut Store, league: LeagueId, teams: &[&FileTeam]) -> Result<TeamsImport> {
    let before = stored::teams(store.conn(), league)?;
    let played = stored::played_matchdays(store.conn(), league)?;
    let tx = store.transaction()?;
    // A played match day keeps the rosters it was played with.
    for day in &played {
        stored::freeze_rosters(&tx, day.event, day.group)?;
    }
    let mut ids = Vec::new();
    let mut groups: Vec<String> = Vec::new();
    for team in teams {
        let group = stored::ensure_group(&tx, league, &team.group)?;
        if !groups.iter().any(|g| g.eq_ignore_ascii_case(&team.group)) {
            groups.push(team.group.clone());
        }
        let id = stored::upsert_team(&tx, league, group, &team.name, &team.club)?;
        stored::clear_roster(&tx, id)?;
        ids.push(id);
    }
    for (team, &id) in teams.iter().zip(&ids) {
        let roster: Vec<(PlayerId, Role)> = team.rows.iter().map(|r| (r.player, r.role)).collect();
        stored::add_to_roster(&tx, league, id, &roster)?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(TeamsImport {
        groups: groups.len(),
        teams: teams.len(),
        new_teams: ids
            .iter()
            .filter(|id| !before.iter().any(|t| t.id == **id))
            .count(),
        players: teams.iter().map(|t| t.rows.len()).sum(),
    })
}
