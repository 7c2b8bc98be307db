//! The pure seating draw: table sizes for a number of players, a seeded draw that keeps
//! earlier table-mates apart, and the league draw that keeps team-mates apart (RULES.md B.2,
//! B.6.1). Functions over data only: no store, no clock; the same input and seed give the same
//! tables. Loading players and storing the draw is [`super::seating`]'s.

use std::collections::{BTreeMap, HashMap, HashSet};

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::store::{PlayerId, SeatRow, TablePreference};

/// The table sizes for `n` players: as many 4-tables as possible, or as many 3-tables if the
/// event prefers them; 4-tables first. `None` for 1, 2 or 5 players, who cannot be seated.
pub fn table_sizes(n: usize, preference: TablePreference) -> Option<Vec<usize>> {
    let (fours, threes) = match preference {
        TablePreference::Four => {
            let threes = (4 - n % 4) % 4;
            (n.checked_sub(3 * threes)? / 4, threes)
        }
        TablePreference::Three => {
            let fours = n % 3;
            (fours, n.checked_sub(4 * fours)? / 3)
        }
    };
    (n > 0).then(|| [vec![4; fours], vec![3; threes]].concat())
}

/// Pairs of players who shared a table, the smaller id first.
pub(super) type PairSet = HashSet<(PlayerId, PlayerId)>;

/// Tables of players, in table order; each table's players in seat order.
type Tables = Vec<Vec<PlayerId>>;

fn pair(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    (a.min(b), a.max(b))
}

/// Every pair of players who shared a table in the given seatings.
pub(super) fn pairs_of<'a>(tables: impl Iterator<Item = &'a Vec<PlayerId>>) -> PairSet {
    let mut pairs = PairSet::new();
    for table in tables {
        for (i, &a) in table.iter().enumerate() {
            pairs.extend(table[i + 1..].iter().map(|&b| pair(a, b)));
        }
    }
    pairs
}

/// Pairs who shared a table in any series but `series`.
pub(super) fn past_pairs(rows: &[SeatRow], series: u16) -> PairSet {
    let mut tables: BTreeMap<(u16, u16), Vec<PlayerId>> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.series != series) {
        tables
            .entry((r.series, r.table))
            .or_default()
            .push(r.player);
    }
    pairs_of(tables.values())
}

/// How many earlier table-mates `player` would meet at `table`, not counting `leaving`.
fn meetings(past: &PairSet, player: PlayerId, table: &[PlayerId], leaving: PlayerId) -> usize {
    table
        .iter()
        .filter(|&&q| q != leaving && q != player && past.contains(&pair(player, q)))
        .count()
}

/// How many pairs of `tables` meet again.
pub(super) fn repeats_in(tables: &[Vec<PlayerId>], past: &PairSet) -> usize {
    tables
        .iter()
        .map(|t| pairs_of(std::iter::once(t)).intersection(past).count())
        .sum()
}

/// How many swaps a draw tries: enough for a large tournament, bounded for a huge one.
fn swap_budget(players: usize) -> usize {
    (players * 60).clamp(2_000, 300_000)
}

/// Every seat of `tables` as (table, seat) indices.
fn seats_of(tables: &[Vec<PlayerId>]) -> Vec<(usize, usize)> {
    tables
        .iter()
        .enumerate()
        .flat_map(|(t, table)| (0..table.len()).map(move |s| (t, s)))
        .collect()
}

/// Deals `players`, in their order, to tables of `sizes`.
fn deal(players: &[PlayerId], sizes: &[usize]) -> Tables {
    let mut rest = players;
    sizes
        .iter()
        .map(|&size| {
            let (table, tail) = rest.split_at(size);
            rest = tail;
            table.to_vec()
        })
        .collect()
}

/// One step of the swap search: two random seats at different tables change players if that
/// lowers their `cost` (what a player pays at a table, not counting the one leaving it) or,
/// now and then, leaves it level. Returns the cost before and after a swap made.
fn try_swap(
    tables: &mut [Vec<PlayerId>],
    seats: &[(usize, usize)],
    rng: &mut ChaCha8Rng,
    cost: impl Fn(PlayerId, &[PlayerId], PlayerId) -> usize,
) -> Option<(usize, usize)> {
    let (ta, sa) = seats[rng.random_range(0..seats.len())];
    let (tb, sb) = seats[rng.random_range(0..seats.len())];
    if ta == tb {
        return None;
    }
    let (a, b) = (tables[ta][sa], tables[tb][sb]);
    let before = cost(a, &tables[ta], a) + cost(b, &tables[tb], b);
    let after = cost(a, &tables[tb], b) + cost(b, &tables[ta], a);
    // Sideways moves now and then keep the search from sticking on a plateau.
    if after < before || (after == before && rng.random_bool(0.2)) {
        tables[ta][sa] = b;
        tables[tb][sb] = a;
        return Some((before, after));
    }
    None
}

/// A seeded draw of `players` into tables of `sizes`, then improved by swaps so that as few
/// pairs as possible meet again (`past`). The same input and seed give the same draw.
/// Returns the tables and the number of pairs who meet again.
pub fn draw_tables(
    players: &[PlayerId],
    past: &PairSet,
    sizes: &[usize],
    seed: u64,
) -> (Vec<Vec<PlayerId>>, usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut shuffled = players.to_vec();
    shuffled.shuffle(&mut rng);
    let mut tables = deal(&shuffled, sizes);
    let mut repeats = repeats_in(&tables, past);
    let seats = seats_of(&tables);
    let cost = |player, table: &[PlayerId], leaving| meetings(past, player, table, leaving);
    for _ in 0..swap_budget(players.len()) {
        if repeats == 0 || tables.len() < 2 {
            break;
        }
        if let Some((before, after)) = try_swap(&mut tables, &seats, &mut rng, cost) {
            repeats = repeats + after - before;
        }
    }
    (tables, repeats)
}

/// A seeded draw of teams' line-ups into tables of `sizes` (RULES.md B.6.1) so that no two
/// players of one team share a table wherever possible, and secondarily few pairs meet again
/// (`past`). Each team in turn, the largest first, spreads its players over distinct tables
/// with the most free seats; swaps then lower the repeats without ever seating teammates
/// together again. Seat order within a table follows the seed. Returns the tables and the
/// number of pairs who meet again.
pub fn draw_team_tables(
    teams: &[Vec<PlayerId>],
    past: &PairSet,
    sizes: &[usize],
    seed: u64,
) -> (Vec<Vec<PlayerId>>, usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut order = largest_first(teams, &mut rng);
    let team_of = team_index(&order);
    let mut tables: Tables = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    for team in &mut order {
        spread_team(&mut tables, sizes, team, &mut rng);
    }
    let seats = seats_of(&tables);
    let cost =
        |player, table: &[PlayerId], leaving| team_cost(&team_of, past, player, table, leaving);
    for _ in 0..swap_budget(seats.len()) {
        if tables.len() < 2 {
            break;
        }
        try_swap(&mut tables, &seats, &mut rng, cost);
    }
    for table in &mut tables {
        table.shuffle(&mut rng);
    }
    let repeats = repeats_in(&tables, past);
    (tables, repeats)
}

/// The teams in a seeded order, the largest first.
fn largest_first(teams: &[Vec<PlayerId>], rng: &mut ChaCha8Rng) -> Tables {
    let mut order: Tables = teams.to_vec();
    order.shuffle(rng);
    order.sort_by_key(|team| std::cmp::Reverse(team.len()));
    order
}

/// Each player's team, by its index in `teams`.
fn team_index(teams: &[Vec<PlayerId>]) -> HashMap<PlayerId, usize> {
    teams
        .iter()
        .enumerate()
        .flat_map(|(t, team)| team.iter().map(move |&p| (p, t)))
        .collect()
}

/// Seats a team's players, in a seeded order, each at a table with free seats: tables the team
/// does not sit at yet first, then those with the most free seats.
fn spread_team(
    tables: &mut [Vec<PlayerId>],
    sizes: &[usize],
    team: &mut [PlayerId],
    rng: &mut ChaCha8Rng,
) {
    team.shuffle(rng);
    let mut used = HashSet::new();
    for &player in team.iter() {
        let free = |t: usize, tables: &[Vec<PlayerId>]| sizes[t] - tables[t].len();
        let mut open: Vec<usize> = (0..tables.len()).filter(|&t| free(t, tables) > 0).collect();
        open.shuffle(rng);
        // Distinct tables first, then the most free seats (a stable sort keeps the shuffle).
        open.sort_by_key(|&t| (used.contains(&t), std::cmp::Reverse(free(t, tables))));
        let t = *open.first().expect("the sizes seat every player");
        used.insert(t);
        tables[t].push(player);
    }
}

/// What `player` pays at `table`, not counting `leaving`: a team-mate weighs a thousand
/// earlier table-mates.
fn team_cost(
    team_of: &HashMap<PlayerId, usize>,
    past: &PairSet,
    player: PlayerId,
    table: &[PlayerId],
    leaving: PlayerId,
) -> usize {
    let cost = |a: PlayerId, b: PlayerId| {
        let mates = usize::from(team_of.get(&a) == team_of.get(&b)) * 1_000;
        mates + usize::from(past.contains(&pair(a, b)))
    };
    table
        .iter()
        .filter(|&&q| q != leaving && q != player)
        .map(|&q| cost(player, q))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn ids(n: i64) -> Vec<PlayerId> {
        (1..=n).map(PlayerId).collect()
    }

    #[test]
    fn as_many_four_tables_as_possible() {
        assert_eq!(table_sizes(12, TablePreference::Four), Some(vec![4, 4, 4]));
        assert_eq!(
            table_sizes(13, TablePreference::Four),
            Some(vec![4, 3, 3, 3])
        );
        assert_eq!(table_sizes(7, TablePreference::Four), Some(vec![4, 3]));
        assert_eq!(table_sizes(6, TablePreference::Four), Some(vec![3, 3]));
        assert_eq!(
            table_sizes(5, TablePreference::Four),
            None,
            "5 players cannot be seated"
        );
        assert_eq!(table_sizes(2, TablePreference::Four), None);
        assert_eq!(table_sizes(0, TablePreference::Four), None);
    }

    #[test]
    fn or_as_many_three_tables_if_preferred() {
        assert_eq!(
            table_sizes(12, TablePreference::Three),
            Some(vec![3, 3, 3, 3])
        );
        assert_eq!(
            table_sizes(13, TablePreference::Three),
            Some(vec![4, 3, 3, 3])
        );
        assert_eq!(table_sizes(8, TablePreference::Three), Some(vec![4, 4]));
        assert_eq!(table_sizes(5, TablePreference::Three), None);
    }

    #[test]
    fn every_size_from_6_on_can_be_seated() {
        for n in 6..2000 {
            for pref in [TablePreference::Four, TablePreference::Three] {
                let sizes = table_sizes(n, pref).unwrap_or_else(|| panic!("{n} players"));
                assert_eq!(sizes.iter().sum::<usize>(), n);
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_draw() {
        let players = ids(40);
        let sizes = table_sizes(40, TablePreference::Four).expect("40 fit");
        let a = draw_tables(&players, &PairSet::new(), &sizes, 7);
        let b = draw_tables(&players, &PairSet::new(), &sizes, 7);
        let c = draw_tables(&players, &PairSet::new(), &sizes, 8);
        assert_eq!(a, b, "reproducible");
        assert_ne!(a.0, c.0, "another seed, another draw");
    }

    /// The table sizes of a league draw and whether any two teammates share a table.
    fn team_draw(team_sizes: &[i64]) -> (Vec<usize>, bool) {
        let mut next = 0;
        let teams: Vec<Vec<PlayerId>> = team_sizes
            .iter()
            .map(|&n| {
                next += n;
                ((next - n + 1)..=next).map(PlayerId).collect()
            })
            .collect();
        let sizes = table_sizes(next as usize, TablePreference::Four).expect("seatable");
        let (tables, _) = draw_team_tables(&teams, &PairSet::new(), &sizes, 11);
        let mut got: Vec<usize> = tables.iter().map(Vec::len).collect();
        got.sort_unstable_by(|a, b| b.cmp(a));
        let team = |p: &PlayerId| teams.iter().position(|t| t.contains(p));
        let mates = tables.iter().any(|t| {
            let mut of: Vec<_> = t.iter().map(team).collect();
            of.sort();
            of.windows(2).any(|w| w[0] == w[1])
        });
        (got, mates)
    }

    #[test]
    fn league_line_ups_follow_the_layouts_of_b_6_1() {
        assert_eq!(
            team_draw(&[4, 4, 4, 3]),
            (vec![4, 4, 4, 3], false),
            "4-4-4-3: three 4-tables and one 3-table, no teammates together"
        );
        assert_eq!(
            team_draw(&[4, 4, 3, 3]),
            (vec![4, 4, 3, 3], false),
            "4-4-3-3: two 4-tables and two 3-tables"
        );
        assert_eq!(
            team_draw(&[3, 3, 3, 3]),
            (vec![4, 4, 4], false),
            "3-3-3-3: three 4-tables"
        );
        assert_eq!(
            team_draw(&[4, 4, 4, 4]),
            (vec![4, 4, 4, 4], false),
            "4-4-4-4: four 4-tables, one player of each team at each"
        );
    }

    #[test]
    fn a_league_draw_is_reproducible_and_avoids_earlier_table_mates() {
        let teams: Vec<Vec<PlayerId>> = (0..4)
            .map(|t| ids(4)[..].iter().map(|p| PlayerId(p.0 + 4 * t)).collect())
            .collect();
        let sizes = [4, 4, 4, 4];
        let first = draw_team_tables(&teams, &PairSet::new(), &sizes, 3);
        assert_eq!(first, draw_team_tables(&teams, &PairSet::new(), &sizes, 3));
        let past = pairs_of(first.0.iter());
        let (second, repeats) = draw_team_tables(&teams, &past, &sizes, 4);
        assert_eq!(
            repeats, 0,
            "16 players of 4 teams can all meet new opponents"
        );
        assert_eq!(pairs_of(second.iter()).intersection(&past).count(), 0);
    }

    #[test]
    fn later_series_avoid_earlier_table_mates() {
        let players = ids(48);
        let sizes = table_sizes(48, TablePreference::Four).expect("48 fit");
        let (first, _) = draw_tables(&players, &PairSet::new(), &sizes, 1);
        let past = pairs_of(first.iter());
        let (second, repeats) = draw_tables(&players, &past, &sizes, 2);
        assert_eq!(
            repeats, 0,
            "48 players at 12 tables can all meet new people"
        );
        assert_eq!(pairs_of(second.iter()).intersection(&past).count(), 0);
        let mut all: Vec<PlayerId> = second.concat();
        all.sort();
        assert_eq!(all, players, "every player is seated exactly once");
    }

    /// Players 1 … n.
    fn players(n: usize) -> Vec<PlayerId> {
        ids(n as i64)
    }

    /// Teams of the given sizes, players numbered on from 1.
    fn teams_of(team_sizes: &[usize]) -> Vec<Vec<PlayerId>> {
        let mut next = 0;
        team_sizes
            .iter()
            .map(|&n| {
                next += n as i64;
                ((next - n as i64 + 1)..=next).map(PlayerId).collect()
            })
            .collect()
    }

    /// Whether players of `teams` can sit at tables of `sizes` with no two team-mates at one
    /// table (Gale–Ryser: the k largest teams fit into k seats of each table, for every k).
    fn teams_can_sit_apart(teams: &[Vec<PlayerId>], sizes: &[usize]) -> bool {
        let mut lens: Vec<usize> = teams.iter().map(Vec::len).collect();
        lens.sort_unstable_by(|a, b| b.cmp(a));
        (1..=lens.len()).all(|k| {
            let largest: usize = lens[..k].iter().sum();
            largest <= sizes.iter().map(|&s| s.min(k)).sum()
        })
    }

    fn sorted(tables: &[Vec<PlayerId>]) -> Vec<PlayerId> {
        let mut all = tables.concat();
        all.sort();
        all
    }

    fn preference() -> impl Strategy<Value = TablePreference> {
        prop_oneof![Just(TablePreference::Four), Just(TablePreference::Three)]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn a_draw_seats_every_player_once_at_the_sizes_of_table_sizes(
            n in 6usize..120,
            pref in preference(),
            seed in any::<u64>(),
            earlier in any::<u64>(),
        ) {
            let all = players(n);
            let sizes = table_sizes(n, pref).expect("6 or more players can be seated");
            let (first, _) = draw_tables(&all, &PairSet::new(), &sizes, earlier);
            let past = pairs_of(first.iter());
            let (tables, repeats) = draw_tables(&all, &past, &sizes, seed);
            let got: Vec<usize> = tables.iter().map(Vec::len).collect();
            prop_assert_eq!(got, sizes, "the tables are those of table_sizes, in order");
            prop_assert_eq!(sorted(&tables), all, "every player is seated exactly once");
            prop_assert_eq!(
                repeats,
                repeats_in(&tables, &past),
                "the repeats reported are the pairs who meet again"
            );
        }

        #[test]
        fn a_seeded_draw_is_reproducible(
            n in 6usize..80,
            pref in preference(),
            seed in any::<u64>(),
            earlier in any::<u64>(),
        ) {
            let all = players(n);
            let sizes = table_sizes(n, pref).expect("6 or more players can be seated");
            let past = pairs_of(draw_tables(&all, &PairSet::new(), &sizes, earlier).0.iter());
            prop_assert_eq!(
                draw_tables(&all, &past, &sizes, seed),
                draw_tables(&all, &past, &sizes, seed),
                "the same players, past and seed give the same draw"
            );
        }

        #[test]
        fn table_sizes_seat_everyone_at_tables_of_3_and_4(
            n in 0usize..2000,
            pref in preference(),
        ) {
            match table_sizes(n, pref) {
                Some(sizes) => {
                    prop_assert_eq!(sizes.iter().sum::<usize>(), n);
                    prop_assert!(sizes.iter().all(|&s| s == 3 || s == 4));
                    prop_assert!(sizes.windows(2).all(|w| w[0] >= w[1]), "4-tables first");
                }
                None => prop_assert!(matches!(n, 0 | 1 | 2 | 5), "{} can be seated", n),
            }
        }

        #[test]
        fn a_team_draw_keeps_team_mates_apart_when_they_can_be(
            team_sizes in prop::collection::vec(1usize..=4, 2..=8),
            seed in any::<u64>(),
        ) {
            let teams = teams_of(&team_sizes);
            let n: usize = team_sizes.iter().sum();
            let Some(sizes) = table_sizes(n, TablePreference::Four) else {
                return Ok(());
            };
            let (tables, _) = draw_team_tables(&teams, &PairSet::new(), &sizes, seed);
            prop_assert_eq!(sorted(&tables), sorted(&teams), "every player is seated once");
            let got: Vec<usize> = tables.iter().map(Vec::len).collect();
            prop_assert_eq!(got, sizes.clone(), "the tables are those of table_sizes");
            let team_of = team_index(&teams);
            let mates = tables.iter().any(|t| {
                let of: HashSet<usize> = t.iter().map(|p| team_of[p]).collect();
                of.len() < t.len()
            });
            prop_assert!(
                !mates || !teams_can_sit_apart(&teams, &sizes),
                "team-mates share a table though the teams could sit apart: {:?}",
                tables
            );
            prop_assert_eq!(
                draw_team_tables(&teams, &PairSet::new(), &sizes, seed),
                (tables, 0),
                "a seeded team draw is reproducible"
            );
        }
    }
}
