//! Totals-only mode: events whose lists are added up at the table send each player's sums
//! (`series,player_id,points,won,lost`); the opponents' lost games follow from the table.

use std::collections::{HashMap, HashSet};

use super::Result;
use super::csv_input::{CsvFile, ImportError, RowError};
use crate::rules::TableSize;
use crate::store::{EventId, PlayerId, Store, StoreError, TotalsRow};
use crate::store::{games, seating, totals};

const COLUMNS: [&str; 5] = ["series", "player_id", "points", "won", "lost"];

/// Imports totals, all or nothing. Returns the number of rows.
///
/// # Errors
/// Every bad row: unknown series, a player not seated in that series (the table decides the
/// opponents' lost games), more games than a series has, a duplicate, or a table whose games
/// are entered one by one.
pub fn import_totals(store: &mut Store, event: EventId, csv: &[u8]) -> Result<usize> {
    let ev = super::event(store, event)?;
    let file = CsvFile::parse(csv, &COLUMNS, 5)?;
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
            let player = PlayerId(row.required_int("player_id", 1..=i64::MAX)?);
            let Some(&(table, size)) = seats.get(&(series, player)) else {
                return Err(row.error("player_id", format!("player {player} is not seated in series {series}; draw or import the seating first")));
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
                    format!("player {player} already has totals for series {series}"),
                ));
            }
            if let Some(line) = seen.insert((series, player), row.line) {
                return Err(row.error(
                    "player_id",
                    format!("player {player} appears twice for series {series} (also line {line})"),
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
