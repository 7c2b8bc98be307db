//! Totals-only mode: events whose lists are added up at the table send each player's sums
//! (`series,player_id,points,won,lost`); the opponents' lost games follow from the table.

use std::collections::{HashMap, HashSet};

use super::csv_input::{CsvFile, ImportError, RowError};
use super::{EventError, Result};
use crate::rules::TableSize;
use crate::store::{EventId, PlayerId, PlayerNo, Store, StoreError, TotalsRow};
use crate::store::{games, players, seating, totals};

const COLUMNS: [&str; 5] = ["series", "player_id", "points", "won", "lost"];

/// Imports totals, all or nothing. Returns the number of rows.
///
/// # Errors
/// Every bad row: unknown series, a player not seated in that series (the table decides the
/// opponents' lost games), more games than a series has, a duplicate, or a table whose games
/// are entered one by one.
pub fn import_totals(store: &mut Store, event: EventId, csv: &[u8]) -> Result<usize> {
    let ev = super::event(store, event)?;
    let file = CsvFile::parse(csv, &COLUMNS, &COLUMNS)?;
    let seats: HashMap<(u16, PlayerId), (u16, usize)> = {
        let rows = seating::all(store.conn(), event)?;
        let mut sizes: HashMap<(u16, u16), usize> = HashMap::new();
        for r in &rows {
            *sizes.entry((r.series, r.table)).or_default() += 1;
        }
        rows.iter()
            .map(|r| ((r.series, r.player), (r.table, sizes[&(r.series, r.table)])))
            .collect()
    };
    let numbers: HashMap<PlayerNo, PlayerId> = players::all(store.conn())?
        .into_iter()
        .map(|p| (p.number, p.id))
        .collect();
    let stored = totals::keys(store.conn(), event)?;
    let scored_tables: HashSet<(u16, u16)> = games::keys(store.conn(), event)?
        .into_iter()
        .map(|k| (k.series, k.table))
        .collect();
    let mut seen: HashMap<(u16, PlayerId), u64> = HashMap::new();
    let mut errors = Vec::new();
    let mut rows = Vec::new();
    for row in file.rows() {
        let parsed = (|| -> Result<TotalsRow, RowError> {
            let series = row.required_int("series", 1..=i64::from(ev.series_count))? as u16;
            let number = row.required_player_no("player_id")?;
            let Some(&player) = numbers.get(&number) else {
                return Err(row.error(
                    "player_id",
                    format!("no player {number} in the registry; import the players first"),
                ));
            };
            let Some(&(table, size)) = seats.get(&(series, player)) else {
                return Err(row.error("player_id", format!("player {number} is not seated in series {series}; draw or import the seating first")));
            };
            let games = i64::from(ev.rules.series_games.get(if size == 4 {
                TableSize::Four
            } else {
                TableSize::Three
            }));
            let points = row.required_int("points", -100_000..=100_000)?;
            let won = row.required_int("won", 0..=games)?;
            let lost = row.required_int("lost", 0..=games)?;
            if won + lost > games {
                return Err(row.error(
                    "lost",
                    format!(
                        "won + lost = {} exceeds the {games} games of a {size}-table series",
                        won + lost
                    ),
                ));
            }
            if scored_tables.contains(&(series, table)) {
                return Err(row.error("player_id", format!("table {table} of series {series} has its games entered one by one; enter games or totals, not both")));
            }
            if stored.contains(&(series, player)) {
                return Err(row.error(
                    "player_id",
                    format!("player {number} already has totals for series {series}"),
                ));
            }
            if let Some(line) = seen.insert((series, player), row.line) {
                return Err(row.error(
                    "player_id",
                    format!("player {number} appears twice for series {series} (also line {line})"),
                ));
            }
            Ok(TotalsRow {
                series,
                player,
                points,
                won: won as u32,
                lost: lost as u32,
            })
        })();
        match parsed {
            Ok(t) => rows.push(t),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(ImportError { errors }.into());
    }
    let tx = store.transaction()?;
    totals::insert(&tx, event, &rows)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(rows.len())
}

/// One seat of a table scored in totals-only mode, with its stored sums if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatTotals {
    /// Who sits there (seat order: seat 1 first).
    pub player: PlayerId,
    /// The stored sums for this series, `None` before they are entered.
    pub totals: Option<TotalsRow>,
}

/// The seats of one table with their stored totals.
///
/// # Errors
/// An unknown event, series or table.
pub fn table_totals(
    store: &Store,
    event: EventId,
    series: u16,
    table: u16,
) -> Result<Vec<SeatTotals>> {
    let players = seated_at(store, event, series, table)?;
    let stored = totals::all(store.conn(), event)?;
    Ok(players
        .into_iter()
        .map(|player| SeatTotals {
            player,
            totals: stored
                .iter()
                .find(|t| t.series == series && t.player == player)
                .copied(),
        })
        .collect())
}

fn seated_at(store: &Store, event: EventId, series: u16, table: u16) -> Result<Vec<PlayerId>> {
    let seating = super::seating_of(store, event, series)?;
    seating
        .tables
        .get(usize::from(table).wrapping_sub(1))
        .cloned()
        .ok_or_else(|| {
            EventError::Invalid(format!(
                "table = {table}: series {series} has tables 1..={}",
                seating.tables.len()
            ))
        })
}

/// Enters (or replaces) the totals of one table as the scorers added them up at the table:
/// one row per seated player, all in one transaction.
///
/// # Errors
/// A player missing or not seated at the table, a player twice, a player with more games than
/// a series has, or a table whose games are entered one by one. Nothing is written then.
/// (The sum over the table is not limited, as in [`import_totals`]: published lists such as
/// RULES.md S1 count more declared games than one 36-game series holds.)
pub fn set_table_totals(
    store: &mut Store,
    event: EventId,
    series: u16,
    table: u16,
    rows: &[TotalsRow],
) -> Result<()> {
    let ev = super::event(store, event)?;
    let seated = seated_at(store, event, series, table)?;
    let size = if seated.len() == 4 {
        TableSize::Four
    } else {
        TableSize::Three
    };
    let games = ev.rules.series_games.get(size);
    let invalid = |m: String| Err(EventError::Invalid(m));
    let numbers: HashMap<PlayerId, PlayerNo> = players::all(store.conn())?
        .into_iter()
        .map(|p| (p.id, p.number))
        .collect();
    let number = |p: &PlayerId| {
        numbers
            .get(p)
            .map_or_else(|| format!("with internal id {}", p.0), ToString::to_string)
    };
    if games::count_at_table(store.conn(), event, series, table)? > 0 {
        return invalid(format!(
            "table = {table}: series {series} has its games entered one by one at this table; enter games or totals, not both"
        ));
    }
    let mut seen = HashSet::new();
    for row in rows {
        let p = number(&row.player);
        if row.series != series {
            return invalid(format!(
                "series = {}: the totals are for series {series}",
                row.series
            ));
        }
        if !seated.contains(&row.player) {
            return invalid(format!(
                "player_id = {p}: not seated at table {table} of series {series}"
            ));
        }
        if !seen.insert(row.player) {
            return invalid(format!("player_id = {p}: appears twice"));
        }
        if !(-100_000..=100_000).contains(&row.points) {
            return invalid(format!(
                "points = {} (player {p}): must be within -100000..=100000",
                row.points
            ));
        }
        let own = u64::from(row.won) + u64::from(row.lost);
        if own > u64::from(games) {
            return invalid(format!(
                "won + lost = {own} (player {p}): exceeds the {games} games of a {}-table series",
                seated.len()
            ));
        }
    }
    if let Some(missing) = seated.iter().find(|p| !seen.contains(p)) {
        return invalid(format!(
            "player_id = {}: seated at table {table} but has no totals; enter all {} players",
            number(missing),
            seated.len()
        ));
    }
    let tx = store.transaction()?;
    totals::delete_players(&tx, event, series, &seated)?;
    totals::insert(&tx, event, rows)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}
