//! Tournaments, club evenings and their series: the player registry import, seating draws,
//! score-sheet entry, totals-only results and standings — logic over `store`, scored by `rules`.
//!
//! Every change here is one store transaction; every import checks all its rows first and
//! writes nothing if one is bad.

pub(crate) mod checked;
mod csv_input;
pub mod demo;
mod draw;
mod games;
mod players;
pub(crate) mod progress;
pub mod results;
pub mod schafkopf;
mod seating;
mod seating_changes;
mod seating_import;
mod standings;
mod totals;

pub use csv_input::codes as import_codes;
pub use csv_input::{CsvFile, CsvPreview, CsvRow, ImportError, RowError};
pub use draw::table_sizes;
pub use games::codes as games_codes;
pub use games::{
    GameEntry, Scorer, correct_game, delete_game, enter_game, import_games, import_games_file,
    save_game_on,
};
pub use players::codes as players_codes;
pub use players::{
    BIRTH_YEAR_MIN, ImportNotice, ImportSummary, PlayersPreview, add_player, birth_year_of,
    edit_player, import_players, import_players_as, import_players_mapped, player_by_number,
    preview_players, sex_of, this_year,
};
pub use seating::codes as seating_codes;
pub use seating::{DrawOutcome, SeriesSeating, draw_series, draw_series_by, seating_of};
pub use seating_changes::{add_late_player, swap_players, withdraw_player};
pub use seating_import::import_seating;
pub use standings::codes as standings_codes;
pub use standings::{SeriesProgress, StandingRow, Standings, TableFinding, standings, table_sheet};
pub use totals::codes as totals_codes;
pub use totals::{SeatTotals, import_totals, set_table_totals, table_totals};

use crate::store::Connection;

use crate::rules::Refusal;
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
    /// A request that breaks a rule of the event: coded, with field, value and rule.
    #[error("{}", crate::i18n::refusal(crate::i18n::Lang::En, .0))]
    Refused(Refusal),
    /// A refusal with its details (e.g. a rule change and every stored game it would break).
    #[error("{}", describe_all(crate::i18n::Lang::En, .0))]
    RefusedAll(Vec<Refusal>),
}

impl From<Refusal> for EventError {
    fn from(refusal: Refusal) -> Self {
        EventError::Refused(refusal)
    }
}

/// A refusal with the line of the file it concerns (an import row), as the app receives it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, ts_rs::TS)]
pub struct RefusalAt {
    /// Line in the file, for an import row.
    pub line: Option<u64>,
    /// What was refused.
    #[serde(flatten)]
    pub refusal: Refusal,
}

impl EventError {
    /// What was refused, as data: every bad row of an import, the one refusal of a request,
    /// the store's error as a refusal.
    pub fn refusals(&self) -> Vec<RefusalAt> {
        let at = |line, refusal: &Refusal| RefusalAt {
            line,
            refusal: refusal.clone(),
        };
        match self {
            EventError::Store(e) => e.refusals().iter().map(|r| at(None, r)).collect(),
            EventError::Import(e) => e
                .errors
                .iter()
                .map(|r| at(Some(r.line), &r.refusal))
                .collect(),
            EventError::Refused(r) => vec![at(None, r)],
            EventError::RefusedAll(all) => all.iter().map(|r| at(None, r)).collect(),
        }
    }

    /// The sentence(s) in `lang`.
    pub fn describe(&self, lang: crate::i18n::Lang) -> String {
        match self {
            EventError::Store(e) => describe_all(lang, &e.refusals()),
            EventError::Import(e) => e.describe(lang),
            EventError::Refused(r) => crate::i18n::refusal(lang, r),
            EventError::RefusedAll(all) => describe_all(lang, all),
        }
    }
}

/// The first refusal, then each detail on its own indented line.
fn describe_all(lang: crate::i18n::Lang, all: &[Refusal]) -> String {
    let lines: Vec<String> = all.iter().map(|r| crate::i18n::refusal(lang, r)).collect();
    lines.join("\n  ")
}

/// The codes of events and their settings.
pub mod codes {
    crate::rules::codes! {
        /// An event without a name.
        EVENT_NAME_MISSING = "event.name.missing";
        /// A date that is not YYYY-MM-DD.
        EVENT_DATE_INVALID = "event.date.invalid";
        /// A number of series outside 1..=99.
        EVENT_SERIES_RANGE = "event.series.range";
        /// Games per series that are not a positive multiple of the table size; param `size`
        /// (B.4.1).
        EVENT_SERIES_GAMES = "event.series-games.multiple";
        /// Fewer series than one already seated or scored; param `used`.
        EVENT_SERIES_USED = "event.series.used";
        /// A new series length once games are entered; params `old_three`, `old_four`.
        EVENT_SERIES_GAMES_FIXED = "event.series-games.fixed";
        /// A rule change that would break stored games; params `changed`, `count`.
        EVENT_RULES_BREAK_GAMES = "event.rules.break-games";
        /// A series the event does not have; params `event`, `max`.
        EVENT_SERIES_UNKNOWN = "event.series.unknown";
    }
}

use codes::*;

/// Result of event operations.
pub type Result<T, E = EventError> = std::result::Result<T, E>;

/// The checks of an event's settings, shared by creating and editing (and by the app's form,
/// which shows the first broken rule while the settings are typed).
///
/// # Errors
/// An empty name, a number of series outside 1..=99, games per series that are not a
/// positive multiple of the table size, or rule flags that do not fit together (a club variant
/// under the ISkO, RULES.md C.0).
pub fn check_event(event: &NewEvent) -> Result<()> {
    if event.name.trim().is_empty() {
        return Err(Refusal::new(EVENT_NAME_MISSING)
            .field("name")
            .value("\"\"")
            .into());
    }
    if !(1..=99).contains(&event.series_count) {
        return Err(Refusal::new(EVENT_SERIES_RANGE)
            .field("series_count")
            .value(event.series_count)
            .into());
    }
    for (size, games) in [
        (3, event.rules.series_games.three),
        (4, event.rules.series_games.four),
    ] {
        if games == 0 || !games.is_multiple_of(size) {
            let field = if size == 3 { "games_3" } else { "games_4" };
            return Err(Refusal::new(EVENT_SERIES_GAMES)
                .field(field)
                .value(games)
                .param("size", size)
                .rule("B.4.1")
                .into());
        }
    }
    event.rules.check()?;
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
    update_event_then(store, id, event, |_| Ok(()))
}

/// [`update_event`], then `then` in the same transaction (e.g. the event's fees): both are
/// written or neither.
///
/// # Errors
/// As [`update_event`], and those of `then`.
pub fn update_event_then(
    store: &mut Store,
    id: EventId,
    event: &NewEvent,
    then: impl FnOnce(&Connection) -> Result<()>,
) -> Result<()> {
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
    if event.rules != old.rules {
        let new = crate::store::events::get(&tx, id)?;
        results::refresh(&tx, &new, crate::store::results::Scope::Event)?;
    }
    then(&tx)?;
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
        return Err(Refusal::new(EVENT_SERIES_USED)
            .field("series_count")
            .value(event.series_count)
            .param("used", used)
            .into());
    }
    if event.rules.series_games != old.rules.series_games && !games.is_empty() {
        return Err(Refusal::new(EVENT_SERIES_GAMES_FIXED)
            .field("games_per_series")
            .value(format!(
                "{}/{}",
                event.rules.series_games.three, event.rules.series_games.four
            ))
            .param("old_three", old.rules.series_games.three)
            .param("old_four", old.rules.series_games.four)
            .into());
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
    let broken: Vec<Refusal> = crate::store::games::all_unchecked(conn, id)?
        .into_iter()
        .filter_map(|g| {
            let error = GameRecord::with_rules(g.input, new).err()?;
            Some(
                error
                    .param("series", g.key.series)
                    .param("table", g.key.table)
                    .param("game", g.key.game),
            )
        })
        .collect();
    if broken.is_empty() {
        return Ok(());
    }
    let heading = Refusal::new(EVENT_RULES_BREAK_GAMES)
        .param("changed", changed_rules(old, new))
        .param("count", broken.len())
        .param("named", broken.len().min(NAMED_GAMES));
    let named = broken.into_iter().take(NAMED_GAMES);
    Err(EventError::RefusedAll(
        std::iter::once(heading).chain(named).collect(),
    ))
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
    create_event_then(store, event, |_, _| Ok(()))
}

/// [`create_event`], then `then` with the new id in the same transaction (e.g. the event's
/// fees): both are written or neither.
///
/// # Errors
/// As [`create_event`], and those of `then`.
pub fn create_event_then(
    store: &mut Store,
    event: &NewEvent,
    then: impl FnOnce(&Connection, EventId) -> Result<()>,
) -> Result<EventId> {
    check_event(event)?;
    let tx = store.transaction()?;
    let id = crate::store::events::insert(&tx, event)?;
    crate::store::results::replace(&tx, id, crate::store::results::Scope::Event, &[])?;
    then(&tx, id)?;
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
        Err(Refusal::new(EVENT_SERIES_UNKNOWN)
            .field("series")
            .value(series)
            .param("event", event.id.0)
            .param("max", event.series_count)
            .into())
    }
}
