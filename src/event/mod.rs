//! Tournaments, club evenings and their series: the player registry import, seating draws,
//! score-sheet entry, totals-only results and standings — logic over `store`, scored by `rules`.
//!
//! Every change here is one store transaction; every import checks all its rows first and
//! writes nothing if one is bad.

mod csv_input;
pub mod demo;
mod games;
mod players;
mod seating;
mod standings;
mod totals;

pub use csv_input::{CsvFile, CsvRow, ImportError, RowError};
pub use games::{GameEntry, correct_game, delete_game, enter_game, import_games};
pub use players::{ImportSummary, add_player, edit_player, import_players};
pub use seating::{
    DrawOutcome, SeriesSeating, add_late_player, draw_series, import_seating, seating_of,
    swap_players, table_sizes, withdraw_player,
};
pub use standings::{StandingRow, Standings, TableFinding, standings};
pub use totals::{SeatTotals, import_totals, set_table_totals, table_totals};

use crate::store::{Event, EventId, NewEvent, Store, StoreError};

/// What can go wrong in an event operation.
#[derive(Debug, thiserror::Error)]
pub enum EventError {
    /// The store refused or failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// An import with bad rows; nothing was written.
    #[error(transparent)]
    Import(#[from] ImportError),
    /// A request that breaks a rule of the event (named in the message).
    #[error("{0}")]
    Invalid(String),
}

/// Result of event operations.
pub type Result<T, E = EventError> = std::result::Result<T, E>;

/// The checks of an event's settings, shared by creating and editing (and by the app's form,
/// which shows the first broken rule while the settings are typed).
///
/// # Errors
/// An empty name, a number of series outside 1..=99, or games per series that are not a
/// positive multiple of the table size.
pub fn check_event(event: &NewEvent) -> Result<()> {
    if event.name.trim().is_empty() {
        return Err(EventError::Invalid(
            "name = \"\": an event needs a name".into(),
        ));
    }
    if !(1..=99).contains(&event.series_count) {
        return Err(EventError::Invalid(format!(
            "series = {}: an event has 1..=99 series",
            event.series_count
        )));
    }
    for (size, games) in [
        (3, event.rules.series_games.three),
        (4, event.rules.series_games.four),
    ] {
        if games == 0 || !games.is_multiple_of(size) {
            return Err(EventError::Invalid(format!(
                "games per series at a {size}-table = {games}: must be a positive multiple of {size}, so everyone deals equally often (B.4.1)"
            )));
        }
    }
    Ok(())
}

/// Changes an event's settings. Name, date, venue, kind, table preference and the rule options
/// may change at any time (every list is computed afresh from the stored games); the number of
/// series cannot drop below a series already seated or scored, and the games per series cannot
/// change once games are entered.
///
/// # Errors
/// The checks of [`create_event`], an unknown event, or one of the two limits above.
pub fn update_event(store: &mut Store, id: EventId, event: &NewEvent) -> Result<()> {
    check_event(event)?;
    let old = self::event(store, id)?;
    let conn = store.conn();
    let games = crate::store::games::keys(conn, id)?;
    let used = crate::store::seating::all(conn, id)?
        .iter()
        .map(|r| r.series)
        .chain(games.iter().map(|k| k.series))
        .chain(crate::store::totals::keys(conn, id)?.iter().map(|k| k.0))
        .max()
        .unwrap_or(0);
    if event.series_count < used {
        return Err(EventError::Invalid(format!(
            "series = {}: series {used} is already seated or scored; remove its seating and results first",
            event.series_count
        )));
    }
    if event.rules.series_games != old.rules.series_games && !games.is_empty() {
        return Err(EventError::Invalid(format!(
            "games per series = {}/{}: games are already entered with {}/{} games per 3-/4-table series; the series length cannot change any more",
            event.rules.series_games.three,
            event.rules.series_games.four,
            old.rules.series_games.three,
            old.rules.series_games.four
        )));
    }
    let tx = store.transaction()?;
    crate::store::events::update(&tx, id, event)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// Creates an event; returns its id.
///
/// # Errors
/// An empty name or no series.
pub fn create_event(store: &mut Store, event: &NewEvent) -> Result<EventId> {
    check_event(event)?;
    let tx = store.transaction()?;
    let id = crate::store::events::insert(&tx, event)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(id)
}

/// Loads an event.
///
/// # Errors
/// An unknown id.
pub fn event(store: &Store, id: EventId) -> Result<Event> {
    Ok(crate::store::events::get(store.conn(), id)?)
}

/// Checks that `series` is one of the event's series.
fn check_series(event: &Event, series: u16) -> Result<()> {
    if (1..=event.series_count).contains(&series) {
        Ok(())
    } else {
        Err(EventError::Invalid(format!(
            "series = {series}: event {} has series 1..={}",
            event.id, event.series_count
        )))
    }
}
