//! How far an event's lists are, from the data that exists: a list is complete when every game
//! of the series is entered for its table size, when every seat's totals are entered, or when
//! the table signed it. Standings are provisional until every list they count is complete.
//!
//! A list with fewer games than its series is in progress ("4/48"), not a failed check. It
//! becomes one (B.4.1) only once it is closed: signed at the table, or its series is over, which
//! the data says when a later series of the event has games. (The stored list results still
//! count the check, so the standings read such a list again and then decide; see
//! [`is_open_short`].)

use std::collections::{BTreeMap, HashSet};

use super::Result;
use crate::rules::{Finding, Param, TableSize, codes};
use crate::store::{self, Connection, Event, PlayerId};
use skatblock_model::standings::{SeriesProgress, TableFinding};

/// A list check that only says the list is not finished: fewer games than the series has. It
/// is progress while the list is open, and made a finding again by [`closed_short_lists`].
pub(crate) fn is_short(finding: &Finding) -> bool {
    matches!(finding, Finding::WrongGameCount { expected, actual } if *actual < usize::from(*expected))
}

/// Whether a list is closed: signed at its table, or its series is over (a later series of
/// the event has games).
///
/// # Errors
/// SQLite errors.
pub(crate) fn is_closed(conn: &Connection, ev: &Event, series: u16, table: u16) -> Result<bool> {
    if store::hub::signature(conn, ev.id, series, table)?.is_some() {
        return Ok(true);
    }
    for later in series.saturating_add(1)..=ev.series_count {
        if store::games::count_in_series(conn, ev.id, later)? > 0 {
            return Ok(true);
        }
    }
    Ok(false)
}

/// One list's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ListProgress {
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// Games entered.
    pub entered: u16,
    /// Games of the series at this table's size.
    pub games: u16,
    /// Every seat has totals.
    pub totals: bool,
    /// The table signed its list.
    pub signed: bool,
}

impl ListProgress {
    /// Every game entered, the totals entered, or signed.
    pub fn is_complete(&self) -> bool {
        self.signed || self.totals || self.entered >= self.games
    }
}

/// The state of every seated list of `ev` in the series `counted` accepts.
///
/// # Errors
/// SQLite errors.
pub(crate) fn lists(
    conn: &Connection,
    ev: &Event,
    counted: impl Fn(u16) -> bool,
) -> Result<Vec<ListProgress>> {
    let mut tables: BTreeMap<(u16, u16), Vec<PlayerId>> = BTreeMap::new();
    for seat in store::seating::all(conn, ev.id)?
        .into_iter()
        .filter(|s| counted(s.series))
    {
        tables
            .entry((seat.series, seat.table))
            .or_default()
            .push(seat.player);
    }
    let entered = store::games::counts_by_table(conn, ev.id)?;
    let totals = store::totals::keys(conn, ev.id)?;
    let mut out = Vec::with_capacity(tables.len());
    for ((series, table), seated) in tables {
        let mut list = ListProgress {
            series,
            table,
            entered: entered.get(&(series, table)).copied().unwrap_or(0),
            games: TableSize::for_players(seated.len())
                .map_or(0, |size| ev.rules.series_games.get(size)),
            totals: all_totals(&totals, series, &seated),
            signed: false,
        };
        // Only an unfinished list needs the table's signature read.
        if !list.is_complete() {
            list.signed = store::hub::signature(conn, ev.id, series, table)?.is_some();
        }
        out.push(list);
    }
    Ok(out)
}

fn all_totals(totals: &HashSet<(u16, PlayerId)>, series: u16, seated: &[PlayerId]) -> bool {
    !seated.is_empty() && seated.iter().all(|p| totals.contains(&(series, *p)))
}

/// The progress of each of `series` (every series counted, a series not drawn yet with no
/// tables) from the states of its lists.
pub(crate) fn by_series(series: &[u16], lists: &[ListProgress]) -> Vec<SeriesProgress> {
    series
        .iter()
        .map(|&s| {
            let of = lists.iter().filter(|l| l.series == s);
            SeriesProgress {
                series: s,
                tables: count(of.clone().count()),
                complete: count(of.filter(|l| l.is_complete()).count()),
            }
        })
        .collect()
}

fn count(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

/// Whether a failed check only says that an open list is short: fewer games than its series
/// has (B.4.1; D.1 for Schafkopf) while the list is not `closed`. Such a list is in progress
/// ("4/48"); the check counts again once the list is signed or its series is over.
pub(crate) fn is_open_short(finding: &TableFinding, closed: impl Fn(u16, u16) -> bool) -> bool {
    let f = &finding.finding;
    let number = |name: &str| match f.params.get(name) {
        Some(Param::Int(n)) => Some(*n),
        _ => None,
    };
    let short = matches!((number("actual"), number("expected")), (Some(a), Some(e)) if a < e);
    f.code == codes::FINDING_WRONG_GAME_COUNT && short && !closed(finding.series, finding.table)
}

/// Whether the list `(series, table)` among `lists` is closed: signed at its table, or its
/// series is over (a later series has games).
pub(crate) fn closed_in(lists: &[ListProgress], series: u16, table: u16) -> bool {
    let signed = lists
        .iter()
        .any(|l| l.series == series && l.table == table && l.signed);
    signed || lists.iter().any(|l| l.series > series && l.entered > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Refusal;

    fn list(series: u16, table: u16, entered: u16) -> ListProgress {
        ListProgress {
            series,
            table,
            entered,
            games: 48,
            totals: false,
            signed: false,
        }
    }

    #[test]
    fn issue_21_a_series_is_complete_when_every_list_is() {
        let mut lists = vec![list(1, 1, 48), list(1, 2, 4), list(2, 1, 0)];
        let progress = by_series(&[1, 2, 3], &lists);
        assert_eq!(
            progress
                .iter()
                .map(|p| (p.series, p.complete, p.tables, p.is_complete()))
                .collect::<Vec<_>>(),
            [(1, 1, 2, false), (2, 0, 1, false), (3, 0, 0, false)]
        );
        lists[1].signed = true;
        lists[2].totals = true;
        let progress = by_series(&[1, 2], &lists);
        assert!(progress.iter().all(SeriesProgress::is_complete));
    }

    fn count_finding(table: u16, actual: u16, expected: u16) -> TableFinding {
        TableFinding {
            series: 1,
            table,
            finding: Refusal::new(codes::FINDING_WRONG_GAME_COUNT)
                .param("actual", actual)
                .param("expected", expected),
        }
    }

    #[test]
    fn issue_21_a_short_list_is_a_finding_only_once_closed() {
        let mut lists = vec![list(1, 1, 4), list(1, 2, 48)];
        let short = count_finding(1, 4, 48);
        let closed = |l: &[ListProgress]| {
            let l = l.to_vec();
            move |s, t| closed_in(&l, s, t)
        };
        assert!(is_open_short(&short, closed(&lists)), "4/48 is progress");
        let long = count_finding(2, 50, 48);
        assert!(
            !is_open_short(&long, closed(&lists)),
            "an over-long list always counts"
        );
        let other = TableFinding {
            finding: Refusal::new(codes::FINDING_MISSING_GAMES).param("actual", 1),
            ..short.clone()
        };
        assert!(!is_open_short(&other, closed(&lists)));
        lists[0].signed = true;
        assert!(
            !is_open_short(&short, closed(&lists)),
            "signed: the check counts"
        );
        lists[0].signed = false;
        lists.push(ListProgress {
            series: 2,
            ..list(2, 1, 1)
        });
        assert!(
            !is_open_short(&short, closed(&lists)),
            "series 2 began: series 1 is over"
        );
    }
}
