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
pub use players::{
    ImportNotice, ImportSummary, add_player, edit_player, import_players, player_by_number,
};
pub use seating::{
    DrawOutcome, SeriesSeating, add_late_player, draw_series, import_seating, seating_of,
    swap_players, table_sizes, withdraw_player,
};
pub use standings::{StandingRow, Standings, TableFinding, standings};
pub use totals::{SeatTotals, import_totals, set_table_totals, table_totals};

use rusqlite::Connection;

use crate::rules::{GameRecord, Rules};
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
/// may change at any time (every list is computed afresh from the stored games), with three
/// limits: the number of series cannot drop below a series already seated or scored, the games
/// per series cannot change once games are entered, and new rules must leave every stored game
/// valid.
///
/// # Errors
/// The checks of [`create_event`], an unknown event, or one of the three limits above;
/// nothing is written then.
pub fn update_event(store: &mut Store, id: EventId, event: &NewEvent) -> Result<()> {
    check_event(event)?;
    // The checks read inside the write transaction: no game can be entered under the old rules
    // between the check and the change.
    let tx = store.transaction()?;
    let old = crate::store::events::get(&tx, id)?;
    check_scored(&tx, &old, event)?;
    if event.rules != old.rules {
        check_stored_games(&tx, id, &old.rules, &event.rules)?;
    }
    crate::store::events::update(&tx, id, event)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// The series already seated or scored stay, and so does the series length once games exist.
fn check_scored(conn: &Connection, old: &Event, event: &NewEvent) -> Result<()> {
    let games = crate::store::games::keys(conn, old.id)?;
    let totals = crate::store::totals::keys(conn, old.id)?;
    let used = crate::store::seating::all(conn, old.id)?
        .iter()
        .map(|r| r.series)
        .chain(games.iter().map(|k| k.series))
        .chain(totals.iter().map(|k| k.0))
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
    Ok(())
}

/// How many broken games a refused rule change names; the rest are counted.
const NAMED_GAMES: usize = 5;

/// New rules must accept every stored game of the event. Stored games are read under the
/// event's current rules, so a change that made one invalid (e.g. the ISkO Null overbid rule
/// after a Null bid above its value was entered without a replacement game under
/// `MULTIPLE_OF_23`) would leave every list of the event unreadable. Such a change is refused,
/// naming the games and the rule each would break.
fn check_stored_games(conn: &Connection, id: EventId, old: &Rules, new: &Rules) -> Result<()> {
    let broken: Vec<String> = crate::store::games::all_unchecked(conn, id)?
        .into_iter()
        .filter_map(|g| {
            let error = GameRecord::with_rules(g.input, new).err()?;
            Some(format!("{}: {error}", g.key))
        })
        .collect();
    if broken.is_empty() {
        return Ok(());
    }
    let more = match broken.len().saturating_sub(NAMED_GAMES) {
        0 => String::new(),
        n => format!("; and {n} more"),
    };
    let named = broken.len().min(NAMED_GAMES);
    Err(EventError::Invalid(format!(
        "{}: {} stored game(s) would not fit the new rules; correct or delete them first, or keep the old rules — {}{more}",
        changed_rules(old, new),
        broken.len(),
        broken[..named].join("; ")
    )))
}

/// The rule options that differ, as `name = new value`.
fn changed_rules(old: &Rules, new: &Rules) -> String {
    let json = |rules: &Rules| serde_json::to_value(rules).expect("rules serialise");
    let (old, new) = (json(old), json(new));
    let changed: Vec<String> = new
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(name, value)| old.get(name.as_str()) != Some(value))
        .map(|(name, value)| format!("{name} = {value}"))
        .collect();
    changed.join(", ")
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
