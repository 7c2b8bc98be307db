//! Standings of a series and of a whole event (RULES.md B.1.3, B.3, B.4): every list's stored
//! result (see `results`) is summed per player, then all players are ranked with the event's
//! tie-breaks. A fixed number of queries, whatever the event's size.

pub use skatblock_model::standings::{SeriesProgress, StandingRow, Standings, TableFinding};

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::progress::{ListProgress, closed_in, is_open_short};
use super::{Result, check_series};
use crate::rules::Refusal;
use crate::rules::{Performance, Placing, Rules, Sheet, SheetGame, TableSize, rank};
use crate::store::players;
use crate::store::results::{ListResult, Scope};
use crate::store::{EventId, PlayerId, PlayerNo, Store, StoredGame};

/// The codes of adding up a table's stored games.
pub mod codes {
    crate::rules::codes! {
        /// A stored game whose declarer no longer sits at the table; params `game`, `number`.
        STANDINGS_DECLARER_UNSEATED = "standings.declarer-unseated";
    }
}

/// A player's running sums over the series counted.
#[derive(Debug, Clone, Copy, Default)]
struct Aggregate {
    points: i64,
    won: u32,
    lost: u32,
    opponents_lost: u32,
    total: i64,
    /// A list of the player's has games or totals: the player has a result to rank.
    played: bool,
}

impl Aggregate {
    fn add(&mut self, list: &ListResult) {
        self.played |= list.played;
        self.points += list.points;
        self.won += list.won;
        self.lost += list.lost;
        self.opponents_lost += list.opponents_lost;
        self.total += list.total;
    }

    /// What the ranking compares (B.3).
    fn performance(&self) -> Performance {
        Performance {
            total: self.total,
            won: self.won,
            lost: self.lost,
        }
    }

    /// The standings row of `player` at `placing` (`None`: not ranked, no result yet).
    fn row(&self, placing: Option<&Placing>, player: &players::Player) -> StandingRow {
        StandingRow {
            rank: placing.map(|p| p.rank),
            player: player.id,
            player_id: player.number.clone(),
            name: player.name(),
            club: player.club.clone().unwrap_or_default(),
            points: self.points,
            won: self.won,
            lost: self.lost,
            opponents_lost: self.opponents_lost,
            total: self.total,
            lot_required: placing.is_some_and(|p| p.lot_required),
        }
    }
}

/// Computes the standings of `series`, or of the whole event (the series summed, B.3.2), from
/// the stored list results; only the lists whose checks failed are read again, to say what
/// they found.
///
/// # Errors
/// An unknown event or series. A stored game that breaks the event's rules is no error: it is
/// left out of its list and named in the findings (issue 20).
pub fn standings(store: &Store, event: EventId, series: Option<u16>) -> Result<Standings> {
    let ev = super::event(store, event)?;
    if let Some(s) = series {
        check_series(&ev, s)?;
    }
    let conn = store.conn();
    let counted = |s: u16| series.is_none_or(|only| only == s);
    let lists = super::results::list_results(conn, &ev)?;
    let mut aggregates: BTreeMap<PlayerId, Aggregate> = BTreeMap::new();
    let mut flagged: BTreeSet<(u16, u16)> = BTreeSet::new();
    for list in lists.iter().filter(|l| counted(l.series)) {
        aggregates.entry(list.player).or_default().add(list);
        if list.findings > 0 {
            flagged.insert((list.series, list.table));
        }
    }
    // What the failed checks found: a list alone, or its series once when several failed.
    let mut findings = Vec::new();
    let mut by_series: BTreeMap<u16, Vec<u16>> = BTreeMap::new();
    for (s, t) in flagged {
        by_series.entry(s).or_default().push(t);
    }
    for (s, tables) in by_series {
        let scope = match tables[..] {
            [t] => Scope::Table(s, t),
            _ => Scope::Series(s),
        };
        findings.extend(super::results::compute(conn, &ev, scope)?.findings);
    }
    let (progress, lists) = progress_of(conn, &ev, series)?;
    findings.retain(|f| !is_open_short(f, |s, t| closed_in(&lists, s, t)));
    let rows = ranked(store, &aggregates, &ev.rules)?;
    Ok(Standings {
        series,
        rows,
        findings,
        progress,
    })
}

/// The progress of the series counted (every series for the event's standings), and the state
/// of every list of the event (a list is closed once a later series has games).
fn progress_of(
    conn: &crate::store::Connection,
    ev: &crate::store::Event,
    series: Option<u16>,
) -> Result<(Vec<SeriesProgress>, Vec<ListProgress>)> {
    let lists = super::progress::lists(conn, ev, |_| true)?;
    let counted: Vec<u16> = match series {
        Some(s) => vec![s],
        None => (1..=ev.series_count).collect(),
    };
    Ok((super::progress::by_series(&counted, &lists), lists))
}

/// A player's number, `#id` for one missing from the registry.
pub(super) fn number_of(numbers: &HashMap<PlayerId, PlayerNo>, player: PlayerId) -> String {
    numbers
        .get(&player)
        .map_or_else(|| format!("#{}", player.0), ToString::to_string)
}

/// One table's score sheet from its stored games: the one assembler of the standings, the
/// app's score sheet and the printed lists. `seated` is the table in seat order (seat 1 deals
/// game 1), `names` how the sheet names them. A game whose declarer no longer sits at the table
/// (after a seating change) is left out and reported, never silently given to someone else.
///
/// # Errors
/// A table of a size Skat is not scored at (B.2).
pub fn table_sheet(
    seated: &[PlayerId],
    names: Vec<String>,
    numbers: &HashMap<PlayerId, PlayerNo>,
    games: &[StoredGame],
) -> Result<(Sheet, Vec<Refusal>)> {
    let size = TableSize::for_players(seated.len())?;
    let mut notes = Vec::new();
    let rows: Vec<SheetGame> = games
        .iter()
        .filter_map(|g| {
            let declarer = match g.declarer {
                Some(d) => Some(seated.iter().position(|&p| p == d).or_else(|| {
                    notes.push(
                        Refusal::new(codes::STANDINGS_DECLARER_UNSEATED)
                            .param("game", g.key.game)
                            .param("number", number_of(numbers, d)),
                    );
                    None
                })?),
                None => None,
            };
            Some(SheetGame {
                number: usize::from(g.key.game),
                declarer,
                game: g.record,
                written: None,
            })
        })
        .collect();
    let sheet = Sheet::new(size, names, 0, rows)?;
    Ok((sheet, notes))
}

/// The players with a result ranked by their sums with the event's tie-breaks (B.3), then the
/// players seated without one (no games or totals on their lists yet) by name, unranked: a
/// "4. (Los)" for everyone who has not played would be no standing at all. Named from the
/// registry.
fn ranked(
    store: &Store,
    aggregates: &BTreeMap<PlayerId, Aggregate>,
    rules: &Rules,
) -> Result<Vec<StandingRow>> {
    // The registry comes in name order (`collation`), which orders the unranked.
    let registry = players::all(store.conn())?;
    let by_id: HashMap<PlayerId, &players::Player> = registry.iter().map(|p| (p.id, p)).collect();
    let player = |id: &PlayerId| {
        *by_id
            .get(id)
            .expect("standings rank seated players, and seats refer to the registry")
    };
    let entries: Vec<(&PlayerId, &Aggregate)> =
        aggregates.iter().filter(|(_, a)| a.played).collect();
    let performances: Vec<Performance> = entries.iter().map(|(_, a)| a.performance()).collect();
    let mut rows: Vec<StandingRow> = rank(&performances, &rules.tie_break)
        .into_iter()
        .map(|placing| {
            let (id, a) = entries[placing.index];
            a.row(Some(&placing), player(id))
        })
        .collect();
    let unplayed = registry
        .iter()
        .filter_map(|p| aggregates.get(&p.id).filter(|a| !a.played).map(|a| (p, a)));
    rows.extend(unplayed.map(|(p, a)| a.row(None, p)));
    Ok(rows)
}
