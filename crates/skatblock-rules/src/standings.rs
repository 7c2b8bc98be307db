//! The standings order with its tie-breaks (RULES.md B.3).
//!
//! Pure ordering over totals; who the players are and where the totals come from is the
//! caller's business (a score sheet here, an event in `event`).

use std::cmp::Ordering;

use serde::Serialize;

use super::config::TieBreak;

/// What the standings order compares for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Performance {
    /// Tournament points.
    pub total: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost.
    pub lost: u32,
}

/// One player's place: `index` into the slice given to [`rank`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Placing {
    /// Position of the player in the input.
    pub index: usize,
    /// Rank, 1-based; tied players share a rank and the next rank is skipped (1, 2, 2, 4).
    pub rank: usize,
    /// Tied with another player after every tie-break: only a lot drawn by the organiser
    /// can separate them (B.3.1). The engine never draws it.
    pub lot_required: bool,
}

fn compare(a: &Performance, b: &Performance, tie_break: &[TieBreak]) -> Ordering {
    tie_break
        .iter()
        .map(|step| match step {
            TieBreak::TotalDesc => b.total.cmp(&a.total),
            TieBreak::WinsDesc => b.won.cmp(&a.won),
            TieBreak::LossesAsc => a.lost.cmp(&b.lost),
        })
        .find(|o| o.is_ne())
        .unwrap_or(Ordering::Equal)
}

/// Orders players by `tie_break` (B.3.1); equal players keep their input order, share a rank
/// and are marked `lot_required`.
pub fn rank(performances: &[Performance], tie_break: &[TieBreak]) -> Vec<Placing> {
    let mut order: Vec<usize> = (0..performances.len()).collect();
    order.sort_by(|&a, &b| compare(&performances[a], &performances[b], tie_break));
    let tied = |i: usize, j: usize| {
        compare(&performances[order[i]], &performances[order[j]], tie_break).is_eq()
    };
    let mut placings = Vec::with_capacity(order.len());
    for pos in 0..order.len() {
        let rank = match pos {
            0 => 1,
            _ if tied(pos - 1, pos) => placings.last().map_or(1, |p: &Placing| p.rank),
            _ => pos + 1,
        };
        let lot_required =
            (pos > 0 && tied(pos - 1, pos)) || (pos + 1 < order.len() && tied(pos, pos + 1));
        placings.push(Placing {
            index: order[pos],
            rank,
            lot_required,
        });
    }
    placings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    fn perf(total: i64, won: u32, lost: u32) -> Performance {
        Performance { total, won, lost }
    }

    fn ranks(perfs: &[Performance]) -> Vec<(usize, usize, bool)> {
        rank(perfs, &Rules::default().tie_break)
            .into_iter()
            .map(|p| (p.index, p.rank, p.lot_required))
            .collect()
    }

    #[test]
    fn total_decides_first() {
        // E.3 S1: P2 1368, P1 1255, P3 1096.
        let order = ranks(&[perf(1255, 20, 4), perf(1368, 12, 0), perf(1096, 9, 0)]);
        assert_eq!(order, vec![(1, 1, false), (0, 2, false), (2, 3, false)]);
    }

    #[test]
    fn equal_totals_go_to_more_wins_then_fewer_losses() {
        let order = ranks(&[perf(900, 10, 2), perf(900, 11, 5), perf(900, 10, 1)]);
        assert_eq!(order, vec![(1, 1, false), (2, 2, false), (0, 3, false)]);
    }

    #[test]
    fn full_ties_share_the_rank_and_require_a_lot() {
        let order = ranks(&[
            perf(500, 5, 1),
            perf(900, 9, 0),
            perf(500, 5, 1),
            perf(100, 1, 1),
        ]);
        assert_eq!(
            order,
            vec![(1, 1, false), (0, 2, true), (2, 2, true), (3, 4, false)]
        );
    }

    #[test]
    fn a_shorter_tie_break_chain_ties_more_players() {
        let placings = rank(
            &[perf(900, 10, 2), perf(900, 11, 5)],
            &[TieBreak::TotalDesc],
        );
        assert!(placings.iter().all(|p| p.rank == 1 && p.lot_required));
    }
}
