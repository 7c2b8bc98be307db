//! Money at the end of a club evening's list (RULES.md C.5, issue 11): every player settles
//! with every other by the difference of their totals, at so many cents per point. Per player
//! the net amount (zero-sum; positive receives), and who pays whom in as few payments as
//! possible.

use serde::Serialize;

/// One payment of a settlement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Transfer {
    /// The seat that pays.
    pub from: usize,
    /// The seat that receives.
    pub to: usize,
    /// How much, in cents (> 0).
    pub cents: i64,
}

/// What a list's players owe each other.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Settlement {
    /// Per seat, in cents: positive receives, negative pays; the sum is 0.
    pub net_cents: Vec<i64>,
    /// The fewest payments that settle the list.
    pub transfers: Vec<Transfer>,
}

/// Settles a list: seat `i` receives `(totals[i] − totals[j]) × cents_per_point` from every
/// seat `j` below it, so its net is `(n × totals[i] − Σ totals) × cents_per_point`.
///
/// ```
/// let s = skatblock_rules::settle(&[120, -30, 0], 1);
/// assert_eq!(s.net_cents, vec![270, -180, -90]);
/// assert_eq!(s.transfers.len(), 2);
/// ```
pub fn settle(totals: &[i64], cents_per_point: i64) -> Settlement {
    let n = i64::try_from(totals.len()).unwrap_or(i64::MAX);
    let sum: i64 = totals.iter().sum();
    let net_cents: Vec<i64> = totals
        .iter()
        .map(|&t| (n * t - sum) * cents_per_point)
        .collect();
    let transfers = fewest_transfers(&net_cents);
    Settlement {
        net_cents,
        transfers,
    }
}

/// The fewest payments for nets that add up to zero: the most groups that settle among
/// themselves (each group of k players needs k − 1 payments), found exactly for the few
/// players of a table, then paid off largest debt to largest claim within each group.
fn fewest_transfers(net: &[i64]) -> Vec<Transfer> {
    let open: Vec<usize> = (0..net.len()).filter(|&i| net[i] != 0).collect();
    let groups = if open.len() <= 12 {
        most_groups(net, &open)
    } else {
        vec![open]
    };
    let mut transfers = Vec::new();
    for group in groups {
        let mut left: Vec<(usize, i64)> = group.iter().map(|&i| (i, net[i])).collect();
        loop {
            left.retain(|&(_, v)| v != 0);
            let debtor = left.iter().copied().min_by_key(|&(i, v)| (v, i));
            let creditor = left
                .iter()
                .copied()
                .max_by_key(|&(i, v)| (v, usize::MAX - i));
            let (Some((from, owed)), Some((to, claim))) = (debtor, creditor) else {
                break;
            };
            let cents = claim.min(-owed);
            transfers.push(Transfer { from, to, cents });
            for (i, v) in &mut left {
                if *i == from {
                    *v += cents;
                } else if *i == to {
                    *v -= cents;
                }
            }
        }
    }
    transfers
}

/// Splits `open` into as many zero-sum groups as possible (subset search over bit masks).
fn most_groups(net: &[i64], open: &[usize]) -> Vec<Vec<usize>> {
    let best = best_splits(net, open);
    let mut groups = Vec::new();
    let mut mask = best.len() - 1;
    while mask > 0 {
        let Some((_, group)) = best[mask] else {
            break;
        };
        groups.push(members(open, group));
        mask ^= group;
    }
    groups
}

/// For every subset `mask` of `open` (bit b for `open[b]`): the most zero-sum groups it splits
/// into and the group holding its lowest player in that split; `None` where the subset does
/// not add up to 0. Index 0 is the empty subset.
fn best_splits(net: &[i64], open: &[usize]) -> Vec<Option<(usize, usize)>> {
    let full = (1usize << open.len()) - 1;
    let sum = |mask: usize| -> i64 {
        (0..open.len())
            .filter(|b| mask & (1 << b) != 0)
            .map(|b| net[open[b]])
            .sum()
    };
    let mut best: Vec<Option<(usize, usize)>> = vec![None; full + 1];
    best[0] = Some((0, 0));
    for mask in 1..=full {
        if sum(mask) != 0 {
            continue;
        }
        // The group holding the lowest player of `mask`, and the best split of the rest.
        let low = mask & mask.wrapping_neg();
        let mut sub = mask;
        while sub > 0 {
            if sub & low != 0
                && sum(sub) == 0
                && let Some((count, _)) = best[mask ^ sub]
                && best[mask].is_none_or(|(c, _)| count + 1 > c)
            {
                best[mask] = Some((count + 1, sub));
            }
            sub = (sub - 1) & mask;
        }
    }
    best
}

/// The players of `open` in the subset `mask`.
fn members(open: &[usize], mask: usize) -> Vec<usize> {
    (0..open.len())
        .filter(|b| mask & (1 << b) != 0)
        .map(|b| open[b])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(s: &Settlement) {
        assert_eq!(s.net_cents.iter().sum::<i64>(), 0, "zero-sum");
        let mut paid = vec![0i64; s.net_cents.len()];
        for t in &s.transfers {
            assert!(t.cents > 0 && t.from != t.to);
            paid[t.from] -= t.cents;
            paid[t.to] += t.cents;
        }
        assert_eq!(paid, s.net_cents, "the transfers settle every net amount");
    }

    #[test]
    fn every_player_settles_with_every_other_by_the_difference() {
        // A 100, B 40, C −20 at 2 cents: A gets 60·2 from B and 120·2 from C: +360;
        // B pays 120, gets 120 from C: 0; C pays 240 + 120: −360.
        let s = settle(&[100, 40, -20], 2);
        assert_eq!(s.net_cents, vec![360, 0, -360]);
        assert_eq!(
            s.transfers,
            vec![Transfer {
                from: 2,
                to: 0,
                cents: 360
            }]
        );
        check(&s);
    }

    #[test]
    fn two_pairs_that_settle_among_themselves_need_two_payments() {
        // Nets +5, −5, +7, −7 (per point 1, four players): two payments, not three.
        let totals = [10, 5, 10, 5];
        let s = settle(&totals, 1);
        assert_eq!(s.net_cents, vec![10, -10, 10, -10]);
        assert_eq!(s.transfers.len(), 2);
        check(&s);
        let uneven = settle(&[31, 12, 7, -2], 5);
        check(&uneven);
        assert!(uneven.transfers.len() <= 3);
    }

    #[test]
    fn equal_totals_owe_nothing() {
        let s = settle(&[50, 50, 50, 50], 10);
        assert_eq!(s.net_cents, vec![0; 4]);
        assert!(s.transfers.is_empty());
    }
}
