//! Gathering what the printed lists show from an event: the tables of a series with the
//! players' names, and the computed sheet of one table. Shared by the CLI and the app.

use std::collections::HashMap;

use super::lists::SheetForm;
use crate::event::{self, EventError};
use crate::rules::{Sheet, SheetGame, TableSize, compute_sheet};
use crate::store::{self, Event, Player, PlayerId, Store};

/// A table of a series: its number, the player ids and names in seat order.
pub type NamedTable = (u16, Vec<PlayerId>, Vec<String>);

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
        return Err(EventError::Invalid(format!(
            "series {series} of event {} has no seating yet; draw it first (seating draw {} --series {series})",
            ev.id, ev.id
        )));
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

fn size_of(players: usize) -> TableSize {
    if players == 4 {
        TableSize::Four
    } else {
        TableSize::Three
    }
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
        return Err(EventError::Invalid(format!(
            "series {series} has no table {t} (tables 1..={})",
            all.len()
        )));
    }
    Ok(all
        .into_iter()
        .filter(|(t, _, _)| only.is_none_or(|o| o == *t))
        .map(|(table, ids, players)| SheetForm {
            series,
            table,
            size: size_of(ids.len()),
            players,
            report: None,
        })
        .collect())
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
    let (_, ids, players) = named_tables(store, ev, series)?
        .into_iter()
        .find(|(t, _, _)| *t == table)
        .ok_or_else(|| EventError::Invalid(format!("series {series} has no table {table}")))?;
    let games: Vec<SheetGame> = store::games::all(store.conn(), ev.id, &ev.rules)?
        .into_iter()
        .filter(|g| g.key.series == series && g.key.table == table)
        .map(|g| SheetGame {
            number: usize::from(g.key.game),
            declarer: g.declarer.and_then(|d| ids.iter().position(|p| *p == d)),
            game: g.record,
            written: None,
        })
        .collect();
    let size = size_of(ids.len());
    let sheet = Sheet::new(size, players.clone(), 0, games)
        .map_err(|e| EventError::Invalid(e.to_string()))?;
    let report = compute_sheet(&sheet, &ev.rules);
    Ok(SheetForm {
        series,
        table,
        size,
        players,
        report: Some(report),
    })
}
