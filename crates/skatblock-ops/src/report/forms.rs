//! Gathering what the printed lists show from an event: the tables of a series with the
//! players' names, and the computed sheet of one table. Shared by the CLI and the app.

use std::collections::HashMap;

use super::SheetForm;
use crate::event::{self, EventError};
use crate::rules::{Refusal, TableSize, compute_sheet};

/// The codes of gathering a list (the report crate's, which refuses an empty list too).
pub use super::codes;

/// A table the series does not have.
fn unknown_table(series: u16, table: u16, count: usize) -> EventError {
    Refusal::new(codes::REPORT_TABLE_UNKNOWN)
        .field("table")
        .value(table)
        .param("series", series)
        .param("max", count)
        .into()
}
use crate::store::{self, Event, Player, PlayerId, Store};

/// A table of a series: its number, the player ids and names in seat order.
pub type NamedTable = (u16, Vec<PlayerId>, Vec<String>);

/// The players of one table of a series in seat order: only its seating is read, not the
/// registry (a table's list is read on every phone's view of it).
///
/// # Errors
/// A series without seating; a table it does not have.
pub fn table_players(
    store: &Store,
    ev: &Event,
    series: u16,
    table: u16,
) -> Result<Vec<PlayerId>, EventError> {
    let seating = event::seating_of(store, ev.id, series)?;
    if seating.tables.is_empty() {
        return Err(unseated(ev, series));
    }
    let count = seating.tables.len();
    usize::from(table)
        .checked_sub(1)
        .and_then(|i| seating.tables.get(i).cloned())
        .ok_or_else(|| unknown_table(series, table, count))
}

/// A series without seating ("draw it first").
fn unseated(ev: &Event, series: u16) -> EventError {
    Refusal::new(codes::REPORT_SERIES_UNSEATED)
        .param("series", series)
        .param("event", ev.id.0)
        .into()
}

/// The registry by id.
///
/// # Errors
/// Store errors only.
pub fn registry(store: &Store) -> Result<HashMap<PlayerId, Player>, EventError> {
    Ok(store::players::all(store.conn())?
        .into_iter()
        .map(|p| (p.id, p))
        .collect())
}

/// The tables of a series with their players' names, in seat order.
///
/// # Errors
/// A series without seating ("draw it first").
pub fn named_tables(store: &Store, ev: &Event, series: u16) -> Result<Vec<NamedTable>, EventError> {
    let seating = event::seating_of(store, ev.id, series)?;
    if seating.tables.is_empty() {
        return Err(unseated(ev, series));
    }
    let names = registry(store)?;
    Ok(seating
        .tables
        .iter()
        .enumerate()
        .map(|(t, ids)| {
            let shown = ids
                .iter()
                .map(|p| {
                    names
                        .get(p)
                        .map_or_else(|| format!("#{}", p.0), Player::name)
                })
                .collect();
            (t as u16 + 1, ids.clone(), shown)
        })
        .collect())
}

/// Score sheets pre-filled with the players of every table of a series, or of one table.
///
/// # Errors
/// A series without seating, or a table it does not have.
pub fn prefilled_sheets(
    store: &Store,
    ev: &Event,
    series: u16,
    only: Option<u16>,
) -> Result<Vec<SheetForm>, EventError> {
    let all = named_tables(store, ev, series)?;
    if let Some(t) = only.filter(|t| !all.iter().any(|(n, _, _)| n == t)) {
        return Err(unknown_table(series, t, all.len()));
    }
    all.into_iter()
        .filter(|(t, _, _)| only.is_none_or(|o| o == *t))
        .map(|(table, ids, players)| {
            Ok(SheetForm {
                series,
                table,
                size: TableSize::for_players(ids.len())?,
                players,
                report: None,
                notes: Vec::new(),
            })
        })
        .collect()
}

/// The finished sheet of one table, computed from its stored games.
///
/// # Errors
/// A series without seating, a table it does not have, or games that cannot be added up.
pub fn finished_sheet(
    store: &Store,
    ev: &Event,
    series: u16,
    table: u16,
) -> Result<SheetForm, EventError> {
    let ids = table_players(store, ev, series, table)?;
    let players = ids
        .iter()
        .map(|&id| {
            Ok(store::players::get(store.conn(), id)?
                .map_or_else(|| format!("#{}", id.0), |p| p.name()))
        })
        .collect::<Result<Vec<_>, EventError>>()?;
    // A stored game that breaks the rules is left out and named in the notes (issue 20).
    let raw = store::games::in_series_unchecked(store.conn(), ev.id, series, Some(table))?;
    let event::checked::CheckedGames { games, broken } =
        event::checked::checked_games(raw, &ev.rules);
    // The numbers messages name players by: the table's and every declarer's (one who no
    // longer sits there is named in the list's notes).
    let named: std::collections::BTreeSet<PlayerId> = ids
        .iter()
        .copied()
        .chain(games.iter().filter_map(|g| g.declarer))
        .collect();
    let numbers = store::players::numbers_of(store.conn(), named)?;
    let (sheet, mut notes) = event::table_sheet(&ids, players.clone(), &numbers, &games)?;
    notes.extend(broken.into_iter().map(|f| f.finding));
    let size = sheet.table_size();
    let report = compute_sheet(&sheet, &ev.rules);
    Ok(SheetForm {
        series,
        table,
        size,
        players,
        report: Some(report),
        notes,
    })
}

/// Schafkopf lists of a series (every table, or one): pre-filled with the players, or, with
/// `finished`, with the stored games added up under the event's tariff.
///
/// # Errors
/// A Skat event; a series without seating; a table it does not have; a stored game the tariff
/// cannot score.
pub fn schafkopf_forms(
    store: &Store,
    ev: &Event,
    series: u16,
    only: Option<u16>,
    finished: bool,
) -> Result<Vec<super::schafkopf::SchafkopfForm>, EventError> {
    event::schafkopf::require_tariff(store.conn(), ev.id)?;
    let all = named_tables(store, ev, series)?;
    if let Some(t) = only.filter(|t| !all.iter().any(|(n, _, _)| n == t)) {
        return Err(unknown_table(series, t, all.len()));
    }
    all.into_iter()
        .filter(|(t, _, _)| only.is_none_or(|o| o == *t))
        .map(|(table, _, players)| {
            let list = match finished {
                true => {
                    let list = event::schafkopf::table_list(store, ev.id, series, table)?;
                    Some((list.report, list.games))
                }
                false => None,
            };
            Ok(super::schafkopf::SchafkopfForm {
                series,
                table,
                players,
                games: ev.rules.series_games.four,
                list,
            })
        })
        .collect()
}
