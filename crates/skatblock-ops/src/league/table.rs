//! The league table (RULES.md B.6.2, B.6.3, B.6.5): a team's game points (Spielpunkte) in a
//! series are its roster players' series totals; the teams of a group earn ranking points
//! (Wertungspunkte) per series (or per match day) by how many teams they beat; the table
//! orders by ranking points, then game points. Read from each match day's stored list
//! results; nothing is stored here.

pub use skatblock_model::leagues::{
    DayTable, MatchReport, Placing, ReportPlayer, ReportSeries, ReportTeam, TableRow,
};

use std::collections::HashMap;

use super::{League, LeagueId, get_league, group_named};
use crate::event::Result;
use crate::store::leagues::{self as stored, GroupId, MatchdayRow, TeamRow};
use crate::store::{EventId, Player, PlayerId, Store};

/// The columns of a league table as CSV and the keys of its JSON (the fields of [`TableRow`]
/// that serialise).
pub const CSV_COLUMNS: [&str; 9] = [
    "group",
    "rank",
    "team",
    "club",
    "ranking_points",
    "ranking_points_against",
    "game_points",
    "series_played",
    "lot_required",
];

use skatblock_league::table::{Day, Sums, TableRules, Unit, halves, rank_group, sum_up};

/// The match days of a group as units per series: `days[d][s][t]` is team `t`'s game points
/// in series `s` of day `d`.
type Days = Vec<Day>;

/// One match day's units: the day and its series.
type DayUnits = (u16, Vec<Unit>);

/// A group's teams, the team of each roster player, and its match days by day.
struct Group {
    name: String,
    teams: Vec<TeamRow>,
    team_of: HashMap<PlayerId, usize>,
    days: Vec<MatchdayRow>,
}

fn load_groups(store: &Store, league: &League, only: Option<&str>) -> Result<Vec<Group>> {
    let conn = store.conn();
    let groups: Vec<(GroupId, String)> = match only {
        Some(name) => vec![group_named(conn, league, name)?],
        None => stored::groups(conn, league.id)?,
    };
    let teams = stored::teams(conn, league.id)?;
    let rosters = stored::rosters(conn, league.id)?;
    let matchdays = stored::matchdays(conn, league.id)?;
    Ok(groups
        .into_iter()
        .map(|(id, name)| {
            let teams: Vec<TeamRow> = teams.iter().filter(|t| t.group == id).cloned().collect();
            let team_of = rosters
                .iter()
                .filter_map(|r| Some((r.player, teams.iter().position(|t| t.id == r.team)?)))
                .collect();
            let mut days: Vec<MatchdayRow> = matchdays
                .iter()
                .filter(|m| m.group == id)
                .copied()
                .collect();
            days.sort_by_key(|m| m.day);
            Group {
                name,
                teams,
                team_of,
                days,
            }
        })
        .collect())
}

/// The stored list results of one match day, per series and team. A team plays a series when
/// one of its players is seated in it (the seating says who played, RULES.md B.6.1); its game
/// points are its players' series totals. A series without any result yet counts for nobody.
/// Players count for the team they played for: the match day's frozen rosters (kept when a
/// teams file changed them after the day was played), else the current ones.
fn day_units(store: &Store, group: &Group, event: EventId) -> Result<Vec<Unit>> {
    let ev = crate::event::event(store, event)?;
    let results = crate::event::results::list_results(store.conn(), &ev)?;
    let teams = day_teams(store, group, event)?;
    let team_of = |player: &PlayerId| teams.get(player);
    let series = usize::from(ev.series_count);
    let mut units = vec![vec![None; group.teams.len()]; series];
    let mut scored = vec![false; series];
    for r in &results {
        let s = usize::from(r.series).wrapping_sub(1);
        let (Some(&t), Some(unit)) = (team_of(&r.player), units.get_mut(s)) else {
            continue;
        };
        let points = unit[t].get_or_insert(0);
        if r.played {
            *points += r.total;
            scored[s] = true;
        }
    }
    for (unit, scored) in units.iter_mut().zip(scored) {
        if !scored {
            unit.iter_mut().for_each(|t| *t = None);
        }
    }
    Ok(units)
}

/// The team (index in the group) each player played for on a match day: its frozen rosters,
/// else the current ones.
fn day_teams(store: &Store, group: &Group, event: EventId) -> Result<HashMap<PlayerId, usize>> {
    let mut teams = group.team_of.clone();
    for (team, player) in stored::frozen_rosters(store.conn(), event)? {
        match group.teams.iter().position(|t| t.id == team) {
            Some(t) => teams.insert(player, t),
            None => teams.remove(&player),
        };
    }
    Ok(teams)
}

fn group_days(store: &Store, group: &Group, after_day: Option<u16>) -> Result<Days> {
    group
        .days
        .iter()
        .filter(|m| after_day.is_none_or(|d| m.day <= d))
        .map(|m| day_units(store, group, m.event))
        .collect()
}

/// The table of one group from its sums (the pure crate's order: ranking points, then game
/// points, then the teams' names in German order), as rows.
fn rank_rows(league: &League, group: &Group, sums: &[Sums]) -> Vec<TableRow> {
    let rules = TableRules {
        unit: league.unit,
        promote: league.promote,
        relegate: league.relegate,
    };
    let names = |a: usize, b: usize| {
        skatblock_model::collation::compare(&group.teams[a].name, &group.teams[b].name)
    };
    rank_group(&rules, sums, names)
        .into_iter()
        .map(|s| {
            let team = &group.teams[s.team];
            TableRow {
                group: group.name.clone(),
                rank: s.rank,
                team_id: team.id,
                team: team.name.clone(),
                club: team.club.clone(),
                ranking_points: s.ranking_points(),
                ranking_points_against: s.ranking_points_against(),
                game_points: s.sums.game_points,
                series_played: s.sums.series_played,
                lot_required: s.lot_required,
                placing: s.placing,
            }
        })
        .collect()
}

/// The league table (RULES.md B.6.3, B.6.5): each group (all, in name order, or the one
/// named) in table order. With `after_day`, only match days 1..=`after_day` count.
///
/// Ranking points per unit (a series, or a match day if the league says so): one for every
/// other team of the group with fewer game points, half for every team with equal game
/// points; a team that did not play gets none and counts as beaten by every team that played.
/// Against-points are (teams in the group − 1) minus the points won. A unit no team has
/// played yet counts for nobody.
///
/// # Errors
/// An unknown league or group; a stored game that breaks its event's rules.
pub fn league_table(
    store: &Store,
    league: LeagueId,
    group: Option<&str>,
    after_day: Option<u16>,
) -> Result<Vec<TableRow>> {
    let league = get_league(store, league)?;
    let mut rows = Vec::new();
    for g in load_groups(store, &league, group)? {
        let days = group_days(store, &g, after_day)?;
        let sums = sum_up(&days, g.teams.len(), league.unit);
        rows.extend(rank_rows(&league, &g, &sums));
    }
    Ok(rows)
}

/// The table after every match day: one table per day created in the group(s), the days up
/// to that one counted.
///
/// # Errors
/// An unknown league or group; a stored game that breaks its event's rules.
pub fn table_history(
    store: &Store,
    league: LeagueId,
    group: Option<&str>,
) -> Result<Vec<DayTable>> {
    let league = get_league(store, league)?;
    // Each group's match days are read once; the table after day d adds up days 1..=d.
    let groups: Vec<(Group, Vec<DayUnits>)> = load_groups(store, &league, group)?
        .into_iter()
        .map(|g| {
            let days = played_days(store, &g)?;
            Ok((g, days))
        })
        .collect::<Result<_>>()?;
    let mut days: Vec<u16> = groups
        .iter()
        .flat_map(|(_, days)| days.iter().map(|(d, _)| *d))
        .collect();
    days.sort_unstable();
    days.dedup();
    Ok(days
        .into_iter()
        .map(|day| DayTable {
            day,
            rows: table_after(&league, &groups, day),
        })
        .collect())
}

/// Every match day of a group with its units.
fn played_days(store: &Store, group: &Group) -> Result<Vec<DayUnits>> {
    group
        .days
        .iter()
        .map(|m| Ok((m.day, day_units(store, group, m.event)?)))
        .collect()
}

/// The rows of every group's table with the match days up to `day` counted.
fn table_after(league: &League, groups: &[(Group, Vec<DayUnits>)], day: u16) -> Vec<TableRow> {
    groups
        .iter()
        .flat_map(|(g, played)| {
            let counted: Days = played
                .iter()
                .filter(|(d, _)| *d <= day)
                .map(|(_, units)| units.clone())
                .collect();
            let sums = sum_up(&counted, g.teams.len(), league.unit);
            rank_rows(league, g, &sums)
        })
        .collect()
}

/// The record of a match day (Spielbericht), as data: per series and team the players with
/// their series totals, the team's game points and ranking points, and the day's own table.
///
/// # Errors
/// An event that is no match day; a stored game that breaks the event's rules.
pub fn match_report(store: &Store, event: EventId) -> Result<MatchReport> {
    let day = super::matchday_of(store.conn(), event)?;
    let league = get_league(store, day.league)?;
    let groups = stored::groups(store.conn(), league.id)?;
    let group_name = super::group_name(&groups, day.group);
    let group = load_groups(store, &league, Some(&group_name))?
        .pop()
        .expect("the match day's group exists");
    let played = DayPlayers::load(store, &group, event)?;
    let units = day_units(store, &group, event)?;
    let series = units
        .iter()
        .enumerate()
        .map(|(s, unit)| report_series(&group, &played, s, unit))
        .collect();
    let sums = sum_up(std::slice::from_ref(&units), group.teams.len(), league.unit);
    Ok(MatchReport {
        league: league.name.clone(),
        group: group.name.clone(),
        day: day.day,
        event,
        series,
        totals: rank_rows(&league, &group, &sums),
    })
}

/// Who played a match day: its list results, the registry, and the team each player played
/// for.
struct DayPlayers {
    results: Vec<crate::store::results::ListResult>,
    players: HashMap<PlayerId, Player>,
    team_of: HashMap<PlayerId, usize>,
}

impl DayPlayers {
    fn load(store: &Store, group: &Group, event: EventId) -> Result<DayPlayers> {
        let ev = crate::event::event(store, event)?;
        let results = crate::event::results::list_results(store.conn(), &ev)?;
        let players = crate::store::players::all(store.conn())?
            .into_iter()
            .map(|p| (p.id, p))
            .collect();
        let team_of = day_teams(store, group, event)?;
        Ok(DayPlayers {
            results,
            players,
            team_of,
        })
    }

    /// The players of team `t` in series `s` (index), with their series totals.
    fn of_team(&self, s: usize, t: usize) -> Vec<ReportPlayer> {
        self.results
            .iter()
            .filter(|r| r.played && usize::from(r.series) == s + 1)
            .filter(|r| self.team_of.get(&r.player) == Some(&t))
            .filter_map(|r| {
                let p = self.players.get(&r.player)?;
                Some(ReportPlayer {
                    player_id: p.number.clone(),
                    name: p.name(),
                    table: r.table,
                    total: r.total,
                })
            })
            .collect()
    }
}

/// One series (index `s`) of the match report: each team's players, game and ranking points.
fn report_series(
    group: &Group,
    played: &DayPlayers,
    s: usize,
    unit: &[Option<i64>],
) -> ReportSeries {
    let points = halves(unit);
    let teams = group
        .teams
        .iter()
        .enumerate()
        .map(|(t, team)| ReportTeam {
            team: team.name.clone(),
            club: team.club.clone(),
            played: unit[t].is_some(),
            players: played.of_team(s, t),
            game_points: unit[t].unwrap_or(0),
            ranking_points: f64::from(points[t]) / 2.0,
        })
        .collect();
    ReportSeries {
        series: s as u16 + 1,
        teams,
    }
}
