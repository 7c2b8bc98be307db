//! The league table (RULES.md B.6.2, B.6.3, B.6.5) over plain numbers: a team's game points
//! (Spielpunkte) in a series are its players' series totals; the teams of a group earn
//! ranking points (Wertungspunkte) per series (or per match day) by how many teams they beat;
//! the table orders by ranking points, then game points. The desk reads the units from its
//! file, the association server from its database; both rank them here.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

/// What ranking points are awarded for (RULES.md B.6.3): each series, or each match day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum ScoringUnit {
    /// Every series is compared on its own (the default).
    Series,
    /// The summed game points of a whole match day are compared.
    Matchday,
}

impl ScoringUnit {
    /// The stored name.
    pub const fn name(self) -> &'static str {
        match self {
            ScoringUnit::Series => "series",
            ScoringUnit::Matchday => "matchday",
        }
    }

    /// The unit of a stored name; an unknown one is the series.
    pub fn parse(s: &str) -> ScoringUnit {
        match s {
            "matchday" => ScoringUnit::Matchday,
            _ => ScoringUnit::Series,
        }
    }
}

/// A place the league marks at the top or bottom of a group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum Placing {
    /// One of the league's `promote` top places.
    Promoted,
    /// One of the league's `relegate` bottom places.
    Relegated,
}

/// How a league ranks its groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableRules {
    /// What ranking points are awarded for.
    pub unit: ScoringUnit,
    /// Places of each group marked for promotion.
    pub promote: u16,
    /// Places of each group marked for relegation.
    pub relegate: u16,
}

/// Game points of each team of a group in one series; `None`: the team did not play it.
pub type Unit = Vec<Option<i64>>;

/// The series of one match day, each a [`Unit`].
pub type Day = Vec<Unit>;

/// Ranking half-points of one unit (B.6.3): two for every team with fewer game points, one
/// for every team with equal game points; a team that did not play gets none and is beaten
/// by every team that played.
pub fn halves(unit: &[Option<i64>]) -> Vec<u32> {
    unit.iter()
        .enumerate()
        .map(|(i, own)| {
            let Some(own) = own else { return 0 };
            let beaten = |other: &Option<i64>| match other {
                None => 2,
                Some(g) if g < own => 2,
                Some(g) if g == own => 1,
                Some(_) => 0,
            };
            unit.iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, other)| beaten(other))
                .sum()
        })
        .collect()
}

/// One team's sums over the units counted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sums {
    /// Ranking half-points won.
    pub halves: u32,
    /// Ranking half-points lost.
    pub against_halves: u32,
    /// Game points.
    pub game_points: i64,
    /// Series played.
    pub series_played: u32,
}

impl Sums {
    /// The ranking key: ranking points, then game points.
    fn key(&self) -> (u32, i64) {
        (self.halves, self.game_points)
    }
}

/// Adds up the match days `days` of a group of `teams` in the league's unit. A unit no team
/// played (not yet scored) counts for nobody.
pub fn sum_up(days: &[Day], teams: usize, unit: ScoringUnit) -> Vec<Sums> {
    let mut sums = vec![Sums::default(); teams];
    let units: Vec<Unit> = match unit {
        ScoringUnit::Series => days.iter().flatten().cloned().collect(),
        ScoringUnit::Matchday => days.iter().map(|day| day_unit(day, teams)).collect(),
    };
    let most = 2 * teams.saturating_sub(1) as u32;
    for unit in units.iter().filter(|u| u.iter().any(Option::is_some)) {
        for (sum, h) in sums.iter_mut().zip(halves(unit)) {
            sum.halves += h;
            sum.against_halves += most - h;
        }
    }
    for series in days.iter().flatten() {
        for (sum, points) in sums.iter_mut().zip(series) {
            if let Some(points) = points {
                sum.game_points += points;
                sum.series_played += 1;
            }
        }
    }
    sums
}

/// A match day as one unit: the summed game points of the series each team played.
fn day_unit(day: &[Unit], teams: usize) -> Unit {
    (0..teams)
        .map(|t| {
            let played: Vec<i64> = day
                .iter()
                .filter_map(|s| s.get(t).copied().flatten())
                .collect();
            (!played.is_empty()).then(|| played.iter().sum())
        })
        .collect()
}

/// One line of a group's table, the team named by its index in the group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The team's index in the group.
    pub team: usize,
    /// Rank; tied teams share it.
    pub rank: usize,
    /// The team's sums.
    pub sums: Sums,
    /// Still tied on ranking and game points: a lot decides.
    pub lot_required: bool,
    /// Promotion or relegation place; none before anything is played.
    pub placing: Option<Placing>,
}

impl Standing {
    /// Ranking points won (may be halves).
    pub fn ranking_points(&self) -> f64 {
        f64::from(self.sums.halves) / 2.0
    }

    /// Ranking points lost.
    pub fn ranking_points_against(&self) -> f64 {
        f64::from(self.sums.against_halves) / 2.0
    }
}

/// The table of one group from its sums: ranking points, then game points (B.6.5), ties by
/// `name_order` of the team indices; tied teams share the rank and need a lot; promotion and
/// relegation places by position, once anything is played.
pub fn rank_group(
    rules: &TableRules,
    sums: &[Sums],
    name_order: impl Fn(usize, usize) -> Ordering,
) -> Vec<Standing> {
    let mut order: Vec<usize> = (0..sums.len()).collect();
    order.sort_by(|&a, &b| {
        sums[b]
            .key()
            .cmp(&sums[a].key())
            .then_with(|| name_order(a, b))
    });
    let started = sums.iter().any(|s| s.series_played > 0);
    let n = order.len();
    order
        .iter()
        .enumerate()
        .map(|(position, &t)| {
            let s = sums[t];
            let better = sums.iter().filter(|o| o.key() > s.key()).count();
            let tied = sums.iter().filter(|o| o.key() == s.key()).count() > 1;
            Standing {
                team: t,
                rank: better + 1,
                sums: s,
                lot_required: tied,
                placing: started.then(|| placing_at(rules, position, n)).flatten(),
            }
        })
        .collect()
}

/// A promotion or relegation place by position in a table of `n` teams.
fn placing_at(rules: &TableRules, position: usize, n: usize) -> Option<Placing> {
    if position < usize::from(rules.promote) {
        Some(Placing::Promoted)
    } else if position + usize::from(rules.relegate) >= n {
        Some(Placing::Relegated)
    } else {
        None
    }
}

/// A group's table from its match days: [`sum_up`], then [`rank_group`].
pub fn group_table(
    rules: &TableRules,
    days: &[Day],
    teams: usize,
    name_order: impl Fn(usize, usize) -> Ordering,
) -> Vec<Standing> {
    rank_group(rules, &sum_up(days, teams, rules.unit), name_order)
}

/// A series as one [`Unit`] from each team's players' series totals: `totals` pairs the
/// team index of a player with the player's total. A series nobody has a result in yet
/// counts for nobody (all `None`); a team none of whose players played it has `None`.
pub fn series_unit(teams: usize, totals: impl IntoIterator<Item = (usize, i64)>) -> Unit {
    let mut unit = vec![None; teams];
    for (t, total) in totals {
        if let Some(points) = unit.get_mut(t) {
            *points.get_or_insert(0) += total;
        }
    }
    unit
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::four_teams_3_2_1_0(vec![Some(900), Some(700), Some(500), Some(300)], vec![6, 4, 2, 0])]
    #[case::two_tied_on_top(vec![Some(900), Some(900), Some(500), Some(300)], vec![5, 5, 2, 0])]
    #[case::all_tied(vec![Some(100), Some(100), Some(100), Some(100)], vec![3, 3, 3, 3])]
    #[case::one_absent(vec![Some(900), None, Some(-50), Some(300)], vec![6, 0, 2, 4])]
    #[case::two_absent(vec![None, Some(10), None, Some(20)], vec![0, 4, 0, 6])]
    fn ranking_half_points(#[case] unit: Vec<Option<i64>>, #[case] expected: Vec<u32>) {
        assert_eq!(halves(&unit), expected);
    }

    #[test]
    fn against_points_are_teams_minus_one_minus_points() {
        // Two series of four teams: 3+2, 2+3, 1+0 (absent in series 2: 0), 0+1.
        let days: Vec<Day> = vec![vec![
            vec![Some(40), Some(30), Some(20), Some(10)],
            vec![Some(20), Some(30), None, Some(10)],
        ]];
        let sums = sum_up(&days, 4, ScoringUnit::Series);
        let got: Vec<(u32, u32, i64, u32)> = sums
            .iter()
            .map(|s| (s.halves, s.against_halves, s.game_points, s.series_played))
            .collect();
        assert_eq!(
            got,
            [
                (10, 2, 60, 2),
                (10, 2, 60, 2),
                (2, 10, 20, 1),
                (2, 10, 20, 2)
            ]
        );
    }

    #[test]
    fn a_match_day_unit_compares_the_days_sums() {
        // Day sums 60, 60, 20, 20: two ties, 2.5 / 2.5 / 0.5 / 0.5.
        let days: Vec<Day> = vec![vec![
            vec![Some(40), Some(30), Some(20), Some(10)],
            vec![Some(20), Some(30), None, Some(10)],
        ]];
        let sums = sum_up(&days, 4, ScoringUnit::Matchday);
        let got: Vec<u32> = sums.iter().map(|s| s.halves).collect();
        assert_eq!(got, [5, 5, 1, 1]);
        assert_eq!(sums[0].against_halves, 1);
    }

    #[test]
    fn an_unplayed_unit_counts_for_nobody() {
        let days: Vec<Day> = vec![vec![vec![None, None, None]]];
        assert_eq!(
            sum_up(&days, 3, ScoringUnit::Series),
            vec![Sums::default(); 3]
        );
    }

    #[test]
    fn ties_share_the_rank_need_a_lot_and_places_follow_the_position() {
        let rules = TableRules {
            unit: ScoringUnit::Series,
            promote: 1,
            relegate: 1,
        };
        // Teams 1 and 2 tie on 900; team 0 is first, team 3 last.
        let days: Vec<Day> = vec![vec![vec![Some(1000), Some(900), Some(900), Some(100)]]];
        let table = group_table(&rules, &days, 4, |a, b| b.cmp(&a));
        let got: Vec<(usize, usize, bool, Option<Placing>)> = table
            .iter()
            .map(|s| (s.team, s.rank, s.lot_required, s.placing))
            .collect();
        assert_eq!(
            got,
            [
                (0, 1, false, Some(Placing::Promoted)),
                (2, 2, true, None),
                (1, 2, true, None),
                (3, 4, false, Some(Placing::Relegated)),
            ]
        );
        assert_eq!(table[1].ranking_points(), 1.5);
    }

    #[test]
    fn before_anything_is_played_nobody_is_promoted_or_relegated() {
        let rules = TableRules {
            unit: ScoringUnit::Series,
            promote: 1,
            relegate: 1,
        };
        let table = group_table(&rules, &[], 3, |a, b| a.cmp(&b));
        assert!(table.iter().all(|s| s.placing.is_none() && s.rank == 1));
    }

    #[test]
    fn a_series_unit_adds_each_teams_players() {
        let unit = series_unit(3, [(0, 500), (2, 300), (0, -100), (7, 99)]);
        assert_eq!(unit, vec![Some(400), None, Some(300)]);
    }
}
