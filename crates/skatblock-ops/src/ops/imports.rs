//! CSV imports into an event: games, totals, seating; each all or nothing.

use super::Result;
use crate::event::{self, Scorer};
use crate::store::{EventId, Store};

/// Imports an event's games by `by` from the file named `file` (which the history of its Skat
/// games names): Skat games, or Schafkopf games for a Schafkopf event.
///
/// # Errors
/// An unknown event; every bad row, with its line.
pub fn import_games(
    store: &mut Store,
    event: EventId,
    csv: &[u8],
    file: Option<&str>,
    by: Scorer,
) -> Result<usize> {
    let count = match event::schafkopf::tariff_of(store.conn(), event)? {
        Some(_) => event::schafkopf::import_games(store, event, csv, by)?,
        None => event::import_games_file(store, event, csv, file, by)?,
    };
    Ok(count)
}

/// Imports the series totals of an event's tables (a tournament scored on paper).
///
/// # Errors
/// An unknown event; every bad row, with its line.
pub fn import_totals(store: &mut Store, event: EventId, csv: &[u8]) -> Result<usize> {
    Ok(event::import_totals(store, event, csv)?)
}

/// Imports a seating drawn elsewhere; the series it seated.
///
/// # Errors
/// An unknown event; every bad row, with its line.
pub fn import_seating(store: &mut Store, event: EventId, csv: &[u8]) -> Result<Vec<u16>> {
    Ok(event::import_seating(store, event, csv)?)
}
