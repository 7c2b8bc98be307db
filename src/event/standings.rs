//! Standings of a series and of a whole event (RULES.md B.1.3, B.3, B.4): every table's sheet
//! is added up by `rules::compute_sheet` (or taken from its totals), then all players are
//! ranked with the event's tie-breaks. A fixed number of queries, whatever the event's size.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use super::{Result, check_series};
use crate::rules::Refusal;
use crate::rules::{
    Performance, Rules, SeriesTally, Sheet, SheetGame, TableSize, compute_sheet, rank, series_total,
};
use crate::store::{EventId, PlayerId, PlayerNo, Store, StoredGame, TotalsRow};
use crate::store::{games, players, seating, totals};

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct StandingRow {
    /// Rank; tied players share it.
    pub rank: usize,
    /// The internal key (not in JSON and CSV: files name players by number).
    #[serde(skip)]
    pub player: PlayerId,
    /// The player's number, as the files name the player.
    pub player_id: PlayerNo,
    /// "First Last".
    pub name: String,
    /// Club, or "" if none.
    pub club: String,
    /// Game points: the sum of the player's own game values.
    pub points: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost.
    pub lost: u32,
    /// Games the others lost at the player's tables (for which the bonus is due).
    pub opponents_lost: u32,
    /// Tournament points (extended Seeger-Fabian).
    pub total: i64,
    /// Still tied after every tie-break: the organiser draws a lot (B.3.1).
    pub lot_required: bool,
}

/// A list check that failed at one table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct TableFinding {
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// What is wrong, coded (a `finding.*` list check, or `standings.*`).
    pub finding: Refusal,
}

/// The codes of adding up a table's stored games.
pub mod codes {
    crate::rules::codes! {
        /// A stored game whose declarer no longer sits at the table; params `game`, `number`.
        STANDINGS_DECLARER_UNSEATED = "standings.declarer-unseated";
    }
}

/// The standings of an event or of one series.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Standings {
    /// The series, or `None` for the whole event.
    pub series: Option<u16>,
    /// Ranked players.
    pub rows: Vec<StandingRow>,
    /// List checks that failed (B.4), by series and table.
    pub findings: Vec<TableFinding>,
}

/// A player's running sums over the series counted.
#[derive(Debug, Clone, Copy, Default)]
struct Aggregate {
    points: i64,
    won: u32,
    lost: u32,
    opponents_lost: u32,
    total: i64,
}

impl Aggregate {
    fn add(&mut self, tally: &SeriesTally, size: TableSize, rules: &Rules) {
        self.points += tally.sum;
        self.won += tally.won;
        self.lost += tally.lost;
        self.opponents_lost += tally.opponents_lost;
        self.total += series_total(tally, size, rules).total;
    }
}

/// Computes the standings of `series`, or of the whole event (the series summed, B.3.2).
///
/// # Errors
/// An unknown event or series; a stored game that breaks the event's rules (`GameBreaksRules`).
pub fn standings(store: &Store, event: EventId, series: Option<u16>) -> Result<Standings> {
    let ev = super::event(store, event)?;
    if let Some(s) = series {
        check_series(&ev, s)?;
    }
    let conn = store.conn();
    let counted = |s: u16| series.is_none_or(|only| only == s);
    let mut tables: BTreeMap<(u16, u16), Vec<PlayerId>> = BTreeMap::new();
    for seat in seating::all(conn, event)?
        .into_iter()
        .filter(|s| counted(s.series))
    {
        tables
            .entry((seat.series, seat.table))
            .or_default()
            .push(seat.player);
    }
    let mut sheets: HashMap<(u16, u16), Vec<StoredGame>> = HashMap::new();
    for game in games::all(conn, event, &ev.rules)?
        .into_iter()
        .filter(|g| counted(g.key.series))
    {
        sheets
            .entry((game.key.series, game.key.table))
            .or_default()
            .push(game);
    }
    let table_totals: HashMap<(u16, PlayerId), TotalsRow> = totals::all(conn, event)?
        .into_iter()
        .map(|t| ((t.series, t.player), t))
        .collect();
    let numbers: HashMap<PlayerId, PlayerNo> = players::all(conn)?
        .into_iter()
        .map(|p| (p.id, p.number))
        .collect();
    let mut aggregates: BTreeMap<PlayerId, Aggregate> = BTreeMap::new();
    let mut findings = Vec::new();
    for (&(s, t), seated) in &tables {
        let size = TableSize::for_players(seated.len())?;
        let tallies = match sheets.get(&(s, t)) {
            Some(games) => sheet_tallies(seated, &numbers, games, &ev.rules, &mut |finding| {
                findings.push(TableFinding {
                    series: s,
                    table: t,
                    finding,
                })
            })?,
            None => totals_tallies(s, seated, &table_totals),
        };
        for (player, tally) in seated.iter().zip(&tallies) {
            aggregates
                .entry(*player)
                .or_default()
                .add(tally, size, &ev.rules);
        }
    }
    let rows = ranked(store, &aggregates, &ev.rules)?;
    Ok(Standings {
        series,
        rows,
        findings,
    })
}

/// Adds up one table's stored games as its score sheet; reports the sheet's findings.
fn sheet_tallies(
    seated: &[PlayerId],
    numbers: &HashMap<PlayerId, PlayerNo>,
    games: &[StoredGame],
    rules: &Rules,
    report: &mut dyn FnMut(Refusal),
) -> Result<Vec<SeriesTally>> {
    // Findings name players as the files do: by number.
    let names: Vec<String> = seated.iter().map(|p| number_of(numbers, *p)).collect();
    let (sheet, notes) = table_sheet(seated, names, numbers, games)?;
    notes.into_iter().for_each(&mut *report);
    let computed = compute_sheet(&sheet, rules);
    for finding in &computed.findings {
        report(finding.coded(sheet.players()));
    }
    Ok(computed
        .foot
        .iter()
        .map(|f| SeriesTally {
            sum: f.sum,
            won: f.won,
            lost: f.lost,
            opponents_lost: f.opponents_lost,
        })
        .collect())
}

/// A player's number, `#id` for one missing from the registry.
fn number_of(numbers: &HashMap<PlayerId, PlayerNo>, player: PlayerId) -> String {
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

/// One table's tallies from its totals: the opponents' lost games are the table's losses
/// minus the player's own (B.1.3). A table without results counts as zero.
fn totals_tallies(
    series: u16,
    seated: &[PlayerId],
    totals: &HashMap<(u16, PlayerId), TotalsRow>,
) -> Vec<SeriesTally> {
    let rows: Vec<Option<&TotalsRow>> = seated.iter().map(|p| totals.get(&(series, *p))).collect();
    let table_lost: u32 = rows.iter().flatten().map(|t| t.lost).sum();
    rows.iter()
        .map(|row| match row {
            Some(t) => SeriesTally {
                sum: t.points,
                won: t.won,
                lost: t.lost,
                opponents_lost: table_lost - t.lost,
            },
            None => SeriesTally::default(),
        })
        .collect()
}

fn ranked(
    store: &Store,
    aggregates: &BTreeMap<PlayerId, Aggregate>,
    rules: &Rules,
) -> Result<Vec<StandingRow>> {
    let registry: HashMap<PlayerId, players::Player> = players::all(store.conn())?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let entries: Vec<(&PlayerId, &Aggregate)> = aggregates.iter().collect();
    let performances: Vec<Performance> = entries
        .iter()
        .map(|(_, a)| Performance {
            total: a.total,
            won: a.won,
            lost: a.lost,
        })
        .collect();
    Ok(rank(&performances, &rules.tie_break)
        .into_iter()
        .map(|placing| {
            let (&id, a) = entries[placing.index];
            let player = registry
                .get(&id)
                .expect("standings rank seated players, and seats refer to the registry");
            StandingRow {
                rank: placing.rank,
                player: id,
                player_id: player.number.clone(),
                name: player.name(),
                club: player.club.clone().unwrap_or_default(),
                points: a.points,
                won: a.won,
                lost: a.lost,
                opponents_lost: a.opponents_lost,
                total: a.total,
                lot_required: placing.lot_required,
            }
        })
        .collect())
}
