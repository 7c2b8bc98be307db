//! The public league table and match report from stored results (issue 23), pure: the same
//! computations as the desk's (`skatblock_league::table`), with the desk's team order (German
//! collation of the names), so a server's table equals the desk's for the same games.

use std::collections::BTreeMap;

use serde::Serialize;
use skatblock_league::table::{Day, TableRules, group_table, halves, series_unit};
use skatblock_model::collation::compare;

/// A team of a group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupTeam {
    /// The team's name.
    pub name: String,
    /// Its club.
    pub club: String,
}

/// One stored series result of a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The series.
    pub series: i32,
    /// The player's number.
    pub player_id: String,
    /// The player's name as rostered.
    pub name: String,
    /// The team the player is rostered for.
    pub team: String,
    /// The series total.
    pub total: i64,
}

/// A match day's results as counted in a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayResults {
    /// The match day.
    pub day: i32,
    /// Approved and past its binding days.
    pub binding: bool,
    /// Its players' series results.
    pub lines: Vec<Line>,
}

/// A row of the public table: the desk's `league table` row plus `provisional`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableRow {
    /// The group.
    pub group: String,
    /// Rank; tied teams share it.
    pub rank: usize,
    /// The team.
    pub team: String,
    /// Its club.
    pub club: String,
    /// Ranking points won (Wertungspunkte).
    pub ranking_points: f64,
    /// Ranking points lost.
    pub ranking_points_against: f64,
    /// Game points (Spielpunkte).
    pub game_points: i64,
    /// Series played.
    pub series_played: u32,
    /// Tied on ranking and game points: a lot decides.
    pub lot_required: bool,
    /// A day the team played is not binding yet.
    pub provisional: bool,
}

/// The teams of a group in the desk's order (German collation of their names).
pub fn ordered(mut teams: Vec<GroupTeam>) -> Vec<GroupTeam> {
    teams.sort_by(|a, b| compare(&a.name, &b.name));
    teams
}

/// Each series of `lines` as a unit of the group's `teams` (ordered), by series number.
fn units(teams: &[GroupTeam], lines: &[Line]) -> BTreeMap<i32, Vec<Option<i64>>> {
    let mut by_series: BTreeMap<i32, Vec<(usize, i64)>> = BTreeMap::new();
    for line in lines {
        if let Some(t) = teams.iter().position(|t| t.name == line.team) {
            by_series
                .entry(line.series)
                .or_default()
                .push((t, line.total));
        }
    }
    by_series
        .into_iter()
        .map(|(s, totals)| (s, series_unit(teams.len(), totals)))
        .collect()
}

/// The table rows of one group from its counted days (rejected days left out by the caller).
pub fn group_rows(
    group: &str,
    teams: &[GroupTeam],
    days: &[DayResults],
    rules: &TableRules,
) -> Vec<TableRow> {
    let counted: Vec<Day> = days
        .iter()
        .map(|d| units(teams, &d.lines).into_values().collect())
        .collect();
    let provisional = |team: &str| {
        days.iter()
            .any(|d| !d.binding && d.lines.iter().any(|l| l.team == team))
    };
    let order = |a: usize, b: usize| compare(&teams[a].name, &teams[b].name);
    group_table(rules, &counted, teams.len(), order)
        .into_iter()
        .map(|s| TableRow {
            group: group.to_string(),
            rank: s.rank,
            team: teams[s.team].name.clone(),
            club: teams[s.team].club.clone(),
            ranking_points: s.ranking_points(),
            ranking_points_against: s.ranking_points_against(),
            game_points: s.sums.game_points,
            series_played: s.sums.series_played,
            lot_required: s.lot_required,
            provisional: provisional(&teams[s.team].name),
        })
        .collect()
}

/// The match report of one day.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MatchReport {
    /// The group.
    pub group: String,
    /// The match day.
    pub day: i32,
    /// The day's state.
    pub state: String,
    /// Each series.
    pub series: Vec<ReportSeries>,
}

/// One series of a match report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReportSeries {
    /// The series.
    pub series: i32,
    /// Each team that played it, in the group's order.
    pub teams: Vec<ReportTeam>,
    /// Each player's series total, in the package's order.
    pub players: Vec<ReportPlayer>,
}

/// A team's points in one series.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReportTeam {
    /// The team.
    pub team: String,
    /// Its players' totals summed.
    pub game_points: i64,
    /// Ranking points of the series among the group's teams.
    pub ranking_points: f64,
}

/// A player's series total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportPlayer {
    /// The player's number.
    pub player_id: String,
    /// The name as rostered.
    pub name: String,
    /// The team.
    pub team: String,
    /// The series total.
    pub total: i64,
}

/// The match report of a day of `group` with `teams` (ordered) from its `lines`.
pub fn report(
    group: &str,
    day: i32,
    state: &str,
    teams: &[GroupTeam],
    lines: &[Line],
) -> MatchReport {
    let series = units(teams, lines)
        .into_iter()
        .map(|(number, unit)| {
            let points = halves(&unit);
            let played = teams.iter().zip(&unit).zip(points);
            ReportSeries {
                series: number,
                teams: played
                    .filter_map(|((t, g), h)| {
                        g.map(|game_points| ReportTeam {
                            team: t.name.clone(),
                            game_points,
                            ranking_points: f64::from(h) / 2.0,
                        })
                    })
                    .collect(),
                players: lines
                    .iter()
                    .filter(|l| l.series == number)
                    .map(player)
                    .collect(),
            }
        })
        .collect();
    MatchReport {
        group: group.to_string(),
        day,
        state: state.to_string(),
        series,
    }
}

fn player(l: &Line) -> ReportPlayer {
    ReportPlayer {
        player_id: l.player_id.clone(),
        name: l.name.clone(),
        team: l.team.clone(),
        total: l.total,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skatblock_league::table::ScoringUnit;

    fn teams() -> Vec<GroupTeam> {
        ordered(
            ["Zug", "Ähre", "Bahn"]
                .iter()
                .map(|n| GroupTeam {
                    name: (*n).into(),
                    club: format!("SC {n}"),
                })
                .collect(),
        )
    }

    fn line(series: i32, team: &str, total: i64) -> Line {
        Line {
            series,
            player_id: format!("{team}{series}{total}"),
            name: String::new(),
            team: team.into(),
            total,
        }
    }

    #[test]
    fn issue_23_rows_rank_by_ranking_points_and_mark_unbound_days() {
        let rules = TableRules {
            unit: ScoringUnit::Series,
            promote: 0,
            relegate: 0,
        };
        let days = [
            DayResults {
                day: 1,
                binding: true,
                lines: vec![
                    line(1, "Zug", 900),
                    line(1, "Zug", 100),
                    line(1, "Ähre", 700),
                    line(1, "Bahn", 300),
                ],
            },
            DayResults {
                day: 2,
                binding: false,
                lines: vec![line(1, "Ähre", 500), line(1, "Bahn", 400)],
            },
        ];
        let rows = group_rows("Nord", &teams(), &days, &rules);
        let got: Vec<(&str, usize, f64, f64, i64, u32, bool)> = rows
            .iter()
            .map(|r| {
                (
                    r.team.as_str(),
                    r.rank,
                    r.ranking_points,
                    r.ranking_points_against,
                    r.game_points,
                    r.series_played,
                    r.provisional,
                )
            })
            .collect();
        // Day 1: Zug 1000 (2), Ähre 700 (1), Bahn 300 (0); day 2: Ähre 500 (2), Bahn 400 (1), Zug absent (0).
        assert_eq!(
            got,
            [
                ("Ähre", 1, 3.0, 1.0, 1200, 2, true),
                ("Zug", 2, 2.0, 2.0, 1000, 1, false),
                ("Bahn", 3, 1.0, 3.0, 700, 2, true),
            ]
        );
    }

    #[test]
    fn issue_23_a_report_gives_each_series_teams_and_players() {
        let lines = [line(1, "Zug", 50), line(1, "Bahn", 60), line(2, "Zug", 10)];
        let r = report("Nord", 3, "submitted", &teams(), &lines);
        assert_eq!(r.series.len(), 2);
        let first: Vec<(&str, i64, f64)> = r.series[0]
            .teams
            .iter()
            .map(|t| (t.team.as_str(), t.game_points, t.ranking_points))
            .collect();
        assert_eq!(first, [("Bahn", 60, 2.0), ("Zug", 50, 1.0)]);
        assert_eq!(r.series[1].players.len(), 1);
    }
}
