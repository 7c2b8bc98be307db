//! Recorded lots (RULES.md H.3): the engine never draws one; it checks the order a physical lot
//! gave to exactly one tied group and ranks the group by it.

use std::collections::HashSet;
use std::ops::Range;

use skatblock_rules::Refusal;

use crate::codes::*;
use crate::rankings::RankingRow;

/// The groups of rows that need a lot: runs of `lot_required` rows sharing a rank, as index
/// ranges into `rows`.
pub fn lot_required_groups(rows: &[RankingRow]) -> Vec<Range<usize>> {
    let mut groups = Vec::new();
    let mut i = 0;
    while i < rows.len() {
        let mut j = i + 1;
        while j < rows.len()
            && rows[i].lot_required
            && rows[j].lot_required
            && rows[j].rank == rows[i].rank
        {
            j += 1;
        }
        if j - i > 1 {
            groups.push(i..j);
        }
        i = j;
    }
    groups
}

/// Whether `order` is still a valid lot for `rows`: it names exactly one tied group, whole.
/// A stored lot that no longer matches is dropped by the caller, who says so (H.3.1).
pub fn lot_matches(rows: &[RankingRow], order: &[String]) -> bool {
    apply_lot(rows, order).is_ok()
}

/// The rows with one tied group ordered as a lot gave it (H.3.1): the group's rows take the
/// ranks from the group's first on, in `order`, and need no lot any more. `order` names rows by
/// player number, team or club name; it must name exactly one `lot_required` group, every member
/// once and nothing else.
pub fn apply_lot(rows: &[RankingRow], order: &[String]) -> Result<Vec<RankingRow>, Refusal> {
    let group = lot_group(rows, order)?;
    let first_rank = rows[group.start].rank;
    let mut out = rows.to_vec();
    for (offset, key) in order.iter().enumerate() {
        let row = rows[group.clone()]
            .iter()
            .find(|r| r.who.key() == key)
            .expect("lot_group checked every name");
        let slot = &mut out[group.start + offset];
        *slot = row.clone();
        slot.rank = first_rank.map(|r| r + offset);
        slot.lot_required = false;
    }
    Ok(out)
}

/// The one group `order` names, or why it names none.
fn lot_group(rows: &[RankingRow], order: &[String]) -> Result<Range<usize>, Refusal> {
    let groups = lot_required_groups(rows);
    let group = named_group(rows, &groups, order)?.map(|g| groups[g].clone());
    match group {
        Some(group) if order.len() == group.len() => Ok(group),
        group => Err(Refusal::new(PRIZES_LOT_INCOMPLETE)
            .field("order")
            .value(order.join(" "))
            .param("named", order.len())
            .param("size", group.map_or(0, |g| g.len()))
            .rule("H.3.1")),
    }
}

/// The index of the group every name of `order` belongs to (`None` for an empty order).
fn named_group(
    rows: &[RankingRow],
    groups: &[Range<usize>],
    order: &[String],
) -> Result<Option<usize>, Refusal> {
    let refuse = |code, key: &str| Refusal::new(code).field("order").value(key).rule("H.3.1");
    let mut named: HashSet<&str> = HashSet::new();
    let mut hit: Option<usize> = None;
    for key in order {
        let Some(pos) = rows.iter().position(|r| r.who.key() == key) else {
            return Err(refuse(PRIZES_LOT_UNKNOWN, key));
        };
        if !named.insert(key.as_str()) {
            return Err(refuse(PRIZES_LOT_TWICE, key));
        }
        let Some(g) = groups.iter().position(|g| g.contains(&pos)) else {
            return Err(refuse(PRIZES_LOT_NOT_TIED, key));
        };
        if hit.is_some_and(|h| h != g) {
            return Err(refuse(PRIZES_LOT_TWO_GROUPS, key));
        }
        hit = Some(g);
    }
    Ok(hit)
}
