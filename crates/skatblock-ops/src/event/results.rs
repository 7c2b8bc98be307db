//! Each list's result, stored (issue 10): computed from the games (or the totals) of the lists
//! a change touches, in the change's own transaction, and read by the standings, seasons,
//! leagues and the cash book without re-reading a single game. [`verify`] recomputes every
//! list from the games and names each stored number that differs.

use std::collections::{BTreeMap, HashMap};

use crate::store::Connection;
use serde::Serialize;

use super::Result;
use super::standings::{TableFinding, table_sheet};
use crate::rules::{Refusal, Rules, SeriesTally, TableSize, compute_sheet, list_total};
use crate::store::results::{ListResult, Scope};
use crate::store::schafkopf::{self, StoredSchafkopfGame};
use crate::store::{Event, EventId, PlayerId, PlayerNo, Store, StoredGame, TotalsRow};
use crate::store::{games, players, results, seating, totals};

/// Lists computed from the games: their results and what their checks found.
pub(crate) struct Computed {
    /// Per seated player of every list in the scope, by series, table and seat.
    pub rows: Vec<ListResult>,
    /// The failed list checks (B.4), by series and table.
    pub findings: Vec<TableFinding>,
}

/// Computes the lists in `scope` from the stored games, totals and seating.
///
/// # Errors
/// A stored game that breaks the event's rules; a table of a size Skat is not scored at.
pub(crate) fn compute(conn: &Connection, ev: &Event, scope: Scope) -> Result<Computed> {
    let event = ev.id;
    // A Schafkopf event's games are Schafkopf games; it has no Skat games.
    let tariff = super::schafkopf::tariff_of(conn, event)?;
    let skat = tariff.is_none();
    let (seats, games, totals) = match scope {
        Scope::Event => (
            seating::all(conn, event)?,
            skat.then(|| games::all(conn, event, &ev.rules))
                .transpose()?,
            totals::all(conn, event)?,
        ),
        Scope::Series(s) => (
            seating::series(conn, event, s)?,
            skat.then(|| games::in_series(conn, event, s, None, &ev.rules))
                .transpose()?,
            totals::in_series(conn, event, s)?,
        ),
        Scope::Table(s, t) => (
            seating::table(conn, event, s, t)?,
            skat.then(|| games::in_series(conn, event, s, Some(t), &ev.rules))
                .transpose()?,
            totals::at_table(conn, event, s, t)?,
        ),
    };
    let games = games.unwrap_or_default();
    let schafkopf_games = match (&tariff, scope) {
        (None, _) => Vec::new(),
        (Some(_), Scope::Event) => schafkopf::games(conn, event, None, None)?,
        (Some(_), Scope::Series(s)) => schafkopf::games(conn, event, Some(s), None)?,
        (Some(_), Scope::Table(s, t)) => schafkopf::games(conn, event, Some(s), Some(t))?,
    };
    let mut schafkopf_lists: HashMap<(u16, u16), Vec<&StoredSchafkopfGame>> = HashMap::new();
    for game in &schafkopf_games {
        schafkopf_lists
            .entry((game.key.series, game.key.table))
            .or_default()
            .push(game);
    }
    let mut tables: BTreeMap<(u16, u16), Vec<PlayerId>> = BTreeMap::new();
    for seat in seats.iter().filter(|r| scope.contains(r.series, r.table)) {
        tables
            .entry((seat.series, seat.table))
            .or_default()
            .push(seat.player);
    }
    let mut sheets: HashMap<(u16, u16), Vec<StoredGame>> = HashMap::new();
    for game in games {
        sheets
            .entry((game.key.series, game.key.table))
            .or_default()
            .push(game);
    }
    let table_totals: HashMap<(u16, PlayerId), TotalsRow> = totals
        .into_iter()
        .map(|t| ((t.series, t.player), t))
        .collect();
    // Findings name players by number: one table's few are looked up, more the registry.
    let numbers = match (sheets.is_empty() && schafkopf_lists.is_empty(), scope) {
        (true, _) => HashMap::new(),
        (false, Scope::Table(..)) => {
            let declarers = sheets.values().flatten().filter_map(|g| g.declarer);
            players::numbers_of(conn, seats.iter().map(|r| r.player).chain(declarers))?
        }
        (false, Scope::Event | Scope::Series(_)) => players::numbers(conn)?,
    };
    let mut computed = Computed {
        rows: Vec::with_capacity(seats.len()),
        findings: Vec::new(),
    };
    for (&(s, t), seated) in &tables {
        let size = TableSize::for_players(seated.len())?;
        let mut found = Vec::new();
        let (tallies, played) = match (&tariff, sheets.get(&(s, t)), schafkopf_lists.get(&(s, t))) {
            (None, Some(games), _) => (
                sheet_tallies(seated, &numbers, games, &ev.rules, &mut |f| found.push(f))?,
                true,
            ),
            (Some(tariff), _, Some(games)) => {
                let names: Vec<String> = seated
                    .iter()
                    .map(|p| super::standings::number_of(&numbers, *p))
                    .collect();
                let length = ev.rules.series_games.four;
                let mut report = |f| found.push(f);
                let tallies = super::schafkopf::list_tallies(
                    seated,
                    &names,
                    games,
                    tariff,
                    length,
                    &mut report,
                )?;
                (tallies, true)
            }
            _ => {
                let (mut tallies, played) = totals_tallies(s, seated, &table_totals);
                // A Schafkopf list has no opponents' lost games (D.4).
                if tariff.is_some() {
                    tallies.iter_mut().for_each(|t| t.opponents_lost = 0);
                }
                (tallies, played)
            }
        };
        let total = |tally: &SeriesTally| match tariff {
            Some(_) => tally.sum,
            None => list_total(tally, size, &ev.rules).total,
        };
        for (seat, (player, tally)) in seated.iter().zip(&tallies).enumerate() {
            computed.rows.push(ListResult {
                event,
                series: s,
                table: t,
                seat: u8::try_from(seat + 1).expect("a table has at most 4 seats"),
                player: *player,
                played,
                points: tally.sum,
                won: tally.won,
                lost: tally.lost,
                opponents_lost: tally.opponents_lost,
                total: total(tally),
                findings: u32::try_from(found.len()).unwrap_or(u32::MAX),
            });
        }
        computed
            .findings
            .extend(found.into_iter().map(|finding| TableFinding {
                series: s,
                table: t,
                finding,
            }));
    }
    Ok(computed)
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
    let names: Vec<String> = seated
        .iter()
        .map(|p| super::standings::number_of(numbers, *p))
        .collect();
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

/// One table's tallies from its totals: the opponents' lost games are the table's losses
/// minus the player's own (B.1.3). A table without any totals has no result (zeros, not
/// played).
fn totals_tallies(
    series: u16,
    seated: &[PlayerId],
    totals: &HashMap<(u16, PlayerId), TotalsRow>,
) -> (Vec<SeriesTally>, bool) {
    let rows: Vec<Option<&TotalsRow>> = seated.iter().map(|p| totals.get(&(series, *p))).collect();
    let table_lost: u32 = rows.iter().flatten().map(|t| t.lost).sum();
    let tallies = rows
        .iter()
        .map(|row| match row {
            Some(t) => SeriesTally {
                sum: t.points,
                won: t.won,
                lost: t.lost,
                opponents_lost: table_lost - t.lost,
            },
            None => SeriesTally::default(),
        })
        .collect();
    (tallies, rows.iter().any(Option::is_some))
}

/// Recomputes the lists in `scope` and stores their results: called by every change of games,
/// totals, seating or rules, inside its transaction. An event whose results were never stored
/// (a file of an older version) is computed whole.
///
/// # Errors
/// A stored game that breaks the event's rules; SQLite errors.
pub(crate) fn refresh(conn: &Connection, ev: &Event, scope: Scope) -> Result<()> {
    let scope = if results::is_current(conn, ev.id)? {
        scope
    } else {
        Scope::Event
    };
    match compute(conn, ev, scope) {
        Ok(computed) => Ok(results::replace(conn, ev.id, scope, &computed.rows)?),
        // A game stored under other rules (an older build) is being mended one by one: until
        // every game fits, the event's results are computed when read, which names the game.
        Err(super::EventError::Store(crate::store::StoreError::GameBreaksRules { .. })) => {
            Ok(results::forget(conn, ev.id)?)
        }
        Err(e) => Err(e),
    }
}

/// Refreshes the given lists: a single list alone, else their series whole (one read of each
/// series instead of one per list).
///
/// # Errors
/// As [`refresh`].
pub(crate) fn refresh_lists(
    conn: &Connection,
    ev: &Event,
    lists: impl IntoIterator<Item = (u16, u16)>,
) -> Result<()> {
    let mut by_series: BTreeMap<u16, Vec<u16>> = BTreeMap::new();
    for (s, t) in lists.into_iter().collect::<std::collections::BTreeSet<_>>() {
        by_series.entry(s).or_default().push(t);
    }
    for (s, tables) in by_series {
        if tables.len() > 1 {
            refresh(conn, ev, Scope::Series(s))?;
        } else {
            for t in tables {
                refresh(conn, ev, Scope::Table(s, t))?;
            }
        }
    }
    Ok(())
}

/// Every list result of an event: the stored ones, or (for an event of an older file whose
/// results are not stored yet) computed from the games.
///
/// # Errors
/// A stored game that breaks the event's rules (only when computing); SQLite errors.
pub fn list_results(conn: &Connection, ev: &Event) -> Result<Vec<ListResult>> {
    if results::is_current(conn, ev.id)? {
        Ok(results::all(conn, ev.id)?)
    } else {
        Ok(compute(conn, ev, Scope::Event)?.rows)
    }
}

/// One stored number that differs from the games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Difference {
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// Seat, 1..=4.
    pub seat: u8,
    /// The player's number, as the files name the player (`#id` if unknown).
    pub player_id: String,
    /// Which number: `points`, `won`, `lost`, `opponents_lost`, `total`, `played`,
    /// `findings`, `player` (another player stored at the seat), `missing` (no stored row)
    /// or `extra` (a stored row for a seat nobody sits at).
    pub field: String,
    /// The stored value (empty when missing).
    pub stored: String,
    /// The value computed from the games (empty when extra).
    pub computed: String,
}

/// What [`verify`] found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Verification {
    /// The event.
    pub event: EventId,
    /// Lists (series × table) compared.
    pub lists: usize,
    /// Stored results compared (one per seated player and list).
    pub results: usize,
    /// Every difference; empty when the stored results match the games.
    pub differences: Vec<Difference>,
    /// Whether the stored results were replaced by the computed ones (`repair`).
    pub repaired: bool,
}

/// Recomputes every list of an event from its games and totals and compares the result with
/// what is stored. With `repair`, a difference is mended by storing the computed results.
///
/// # Errors
/// An unknown event; a stored game that breaks the event's rules; SQLite errors.
pub fn verify(store: &mut Store, event: EventId, repair: bool) -> Result<Verification> {
    let ev = super::event(store, event)?;
    let conn = store.conn();
    let computed = compute(conn, &ev, Scope::Event)?.rows;
    let stored = results::all(conn, event)?;
    let current = results::is_current(conn, event)?;
    let numbers = players::numbers(conn)?;
    let name = |p: PlayerId| super::standings::number_of(&numbers, p);
    let key = |r: &ListResult| (r.series, r.table, r.seat);
    let stored_by: BTreeMap<_, &ListResult> = stored.iter().map(|r| (key(r), r)).collect();
    let computed_by: BTreeMap<_, &ListResult> = computed.iter().map(|r| (key(r), r)).collect();
    let mut differences = Vec::new();
    let mut differ = |r: &ListResult, field: &str, stored: String, computed: String| {
        differences.push(Difference {
            series: r.series,
            table: r.table,
            seat: r.seat,
            player_id: name(r.player),
            field: field.into(),
            stored,
            computed,
        });
    };
    for (k, c) in &computed_by {
        let Some(s) = stored_by.get(k) else {
            if current {
                differ(c, "missing", String::new(), c.total.to_string());
            }
            continue;
        };
        if s.player != c.player {
            differ(c, "player", name(s.player), name(c.player));
            continue;
        }
        let fields: [(&str, String, String); 7] = [
            ("played", s.played.to_string(), c.played.to_string()),
            ("points", s.points.to_string(), c.points.to_string()),
            ("won", s.won.to_string(), c.won.to_string()),
            ("lost", s.lost.to_string(), c.lost.to_string()),
            (
                "opponents_lost",
                s.opponents_lost.to_string(),
                c.opponents_lost.to_string(),
            ),
            ("total", s.total.to_string(), c.total.to_string()),
            ("findings", s.findings.to_string(), c.findings.to_string()),
        ];
        for (field, stored, computed) in fields {
            if stored != computed {
                differ(c, field, stored, computed);
            }
        }
    }
    for (k, s) in &stored_by {
        if !computed_by.contains_key(k) {
            differ(s, "extra", s.total.to_string(), String::new());
        }
    }
    let lists = computed_by
        .keys()
        .map(|&(s, t, _)| (s, t))
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    let results_count = computed.len();
    let repaired = repair && (!differences.is_empty() || !current);
    if repaired {
        let tx = store.transaction()?;
        results::replace(&tx, event, Scope::Event, &computed)?;
        tx.commit().map_err(crate::store::StoreError::from)?;
    }
    Ok(Verification {
        event,
        lists,
        results: results_count,
        differences,
        repaired,
    })
}
