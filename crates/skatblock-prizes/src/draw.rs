//! The seeded draw of series 2+ and keeping mates apart (RULES.md H.5): from the standings after
//! series N−1 to tables, seat 1 the best.

use std::collections::HashMap;

use serde::Serialize;
use skatblock_rules::Refusal;

use crate::codes::*;
use crate::lots::lot_required_groups;
use crate::rankings::RankingRow;

/// How many tables of each size a series has; the 3-tables come last (H.5.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct TablePlan {
    /// Tables of four.
    pub fours: usize,
    /// Tables of three.
    pub threes: usize,
}

/// The tables of a draw and how often the apart rule could not be kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Draw {
    /// Player numbers per table, table 1 first, seat 1 (the best) first.
    pub tables: Vec<Vec<String>>,
    /// Tables with two mates at them (`apart: N table(s) broken`).
    pub broken: usize,
}

/// A deterministic shuffle from a seed (splitmix64 driving Fisher–Yates), so that a draw is the
/// same on every desk given its seed; a random draw's order and a lot-needing group's order in a
/// seeded draw both come from it.
pub fn shuffle<T>(items: &mut [T], seed: u64) {
    let mut state = seed;
    let mut next = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    for i in (1..items.len()).rev() {
        let j = (next() % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}

/// The seeded order of a draw (H.5.1): the player numbers of the standings after series N−1, a
/// group that needs a lot in an order from `seed` (each group with its own stream).
pub fn seeded_order(standings: &[RankingRow], seed: u64) -> Vec<String> {
    let mut order: Vec<String> = standings.iter().map(|r| r.who.key().to_string()).collect();
    for (n, group) in lot_required_groups(standings).into_iter().enumerate() {
        shuffle(&mut order[group], seed.wrapping_add(n as u64));
    }
    order
}

/// As many 4-tables as possible for `players` (with `prefer_3`: as many 3-tables), H.5.1.
pub fn table_plan(players: usize, prefer_3: bool) -> Result<TablePlan, Refusal> {
    let plan = if prefer_3 {
        // The fewest 4-tables that leave a multiple of three.
        (0..3)
            .map(|fours| (fours, players.checked_sub(4 * fours)))
            .find_map(|(fours, rest)| rest.filter(|r| r % 3 == 0).map(|r| (fours, r / 3)))
    } else {
        (0..4)
            .map(|threes| (threes, players.checked_sub(3 * threes)))
            .find_map(|(threes, rest)| rest.filter(|r| r % 4 == 0).map(|r| (r / 4, threes)))
    };
    match plan {
        Some((fours, threes)) if fours + threes > 0 => Ok(TablePlan { fours, threes }),
        _ => Err(Refusal::new(PRIZES_DRAW_PLAYERS)
            .field("players")
            .value(players)
            .param("players", players)
            .rule("H.5.1")),
    }
}

/// Seats `order` at the tables of `plan` keeping the mates of each group apart by the pass-over
/// rule (H.5.2): the tables fill from the top; a player with a mate at the table being filled is
/// passed over for the next one in order who has none there, and heads the next table; when
/// nobody fits, the order wins. With no groups the tables simply take the order in fours/threes.
pub fn draw_apart(
    order: &[String],
    plan: TablePlan,
    mates: &[Vec<String>],
) -> Result<Draw, Refusal> {
    let seats = plan.fours * 4 + plan.threes * 3;
    if seats != order.len() {
        return Err(Refusal::new(PRIZES_DRAW_PLAN)
            .field("plan")
            .param("seats", seats)
            .param("players", order.len())
            .rule("H.5.1"));
    }
    let groups = groups_of(mates);
    let position: HashMap<&str, usize> = order
        .iter()
        .enumerate()
        .map(|(i, p)| (p.as_str(), i))
        .collect();
    let mut queue: Vec<&String> = order.iter().collect();
    let sizes = std::iter::repeat_n(4, plan.fours).chain(std::iter::repeat_n(3, plan.threes));
    let mut draw = Draw {
        tables: Vec::new(),
        broken: 0,
    };
    for size in sizes {
        let mut table = fill_table(&mut queue, size, &groups);
        table.sort_by_key(|p| position[p.as_str()]);
        draw.broken += usize::from(has_mates(&table, &groups));
        draw.tables.push(table);
    }
    Ok(draw)
}

/// Each player's mate groups, by index.
fn groups_of(mates: &[Vec<String>]) -> HashMap<&str, Vec<usize>> {
    let mut out: HashMap<&str, Vec<usize>> = HashMap::new();
    for (g, group) in mates.iter().enumerate() {
        for p in group {
            out.entry(p.as_str()).or_default().push(g);
        }
    }
    out
}

fn shares_group(a: &str, b: &str, groups: &HashMap<&str, Vec<usize>>) -> bool {
    match (groups.get(a), groups.get(b)) {
        (Some(ga), Some(gb)) => ga.iter().any(|g| gb.contains(g)),
        _ => false,
    }
}

/// Takes `size` players off the front of `queue`, passing over those with a mate at the table.
fn fill_table(
    queue: &mut Vec<&String>,
    size: usize,
    groups: &HashMap<&str, Vec<usize>>,
) -> Vec<String> {
    let mut table: Vec<String> = Vec::with_capacity(size);
    while table.len() < size && !queue.is_empty() {
        let fits = queue
            .iter()
            .position(|p| !table.iter().any(|s| shares_group(p, s, groups)));
        let taken = queue.remove(fits.unwrap_or(0));
        table.push(taken.clone());
    }
    table
}

fn has_mates(table: &[String], groups: &HashMap<&str, Vec<usize>>) -> bool {
    table
        .iter()
        .enumerate()
        .any(|(i, a)| table[i + 1..].iter().any(|b| shares_group(a, b, groups)))
}
