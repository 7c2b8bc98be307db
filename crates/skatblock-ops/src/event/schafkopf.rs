//! Schafkopf events (issue 11, RULES.md D): an event with a tariff, played at 4-tables in
//! series of a configurable number of games. Seating, standings, totals, history and the
//! stored list results are the Skat event's; the games are Schafkopf games, entered in the JSON
//! form of `skatblock schafkopf score` (declarer and partner as seats 0..=3 of the table).
//!
//! In a Schafkopf event's list results `points` and `total` are the sum of the player's
//! amounts, and `won`/`lost` count the solo games the player declared (Solo, Wenz, Farbwenz,
//! Geier, Bettel, Sie, Tout): the standings rank by total, then by more solo games won (D.4),
//! then by lot.

use std::collections::HashMap;

use crate::store::Connection;

use super::Result;
use super::csv_input::{
    CsvFile, CsvRow, GameKeys, GameWriter, RowError, all_or_nothing, read_rows, write_games,
};
use super::games::Scorer;
use crate::rules::{PerTableSize, Refusal, Rules, SeriesTally, TieBreak};
use crate::schafkopf::{Game, Outcome, Tariff, game_json, game_of, score};
use crate::store::games::{AuditAction, Change, GameKey};
use crate::store::results::Scope;
use crate::store::schafkopf::{self as sql, StoredSchafkopfGame};
use crate::store::{Event, EventId, NewEvent, PlayerId, Store, StoreError, TablePreference};
use crate::store::{players, seating};
use skatblock_schafkopf::{SheetReport, compute_numbered_sheet};

/// The codes of Schafkopf events.
pub mod codes {
    crate::rules::codes! {
        /// A table of a Schafkopf event without 4 players; params `table`, `series`, `count`.
        SCHAFKOPF_EVENT_TABLES = "schafkopf.event.tables";
        /// A Schafkopf operation on a Skat event; param `event`.
        SCHAFKOPF_EVENT_NOT_SCHAFKOPF = "schafkopf.event.not-schafkopf";
        /// A Skat game or Skat rule on a Schafkopf event; param `event`.
        SCHAFKOPF_EVENT_IS_SCHAFKOPF = "schafkopf.event.is-schafkopf";
        /// A draw of a number of players that does not fill 4-tables; param `count`.
        SCHAFKOPF_SEATING_FOURS = "schafkopf.seating.fours";
        /// An event form that changes the game of a stored event; params `event`, `game`.
        SCHAFKOPF_EVENT_GAME_CHANGE = "schafkopf.event.game-change";
        /// A late arrival or a withdrawal, which would break a 4-table.
        SCHAFKOPF_SEATING_CHANGE = "schafkopf.seating.change";
    }
}

use codes::*;
use skatblock_schafkopf::codes::SCHAFKOPF_EVENT_THREE_TABLES;

/// The rules a Schafkopf event keeps beside its tariff: series of 32 games at a 4-table, and
/// the standings order of D.4 (total, then more solo games won, then lot).
pub fn default_rules() -> Rules {
    Rules {
        series_games: PerTableSize {
            three: 36,
            four: 32,
        },
        tie_break: vec![TieBreak::TotalDesc, TieBreak::WinsDesc],
        ..Rules::default()
    }
}

/// The rules of a Schafkopf event from the rules an event form or file gives: only the length
/// of a series at a 4-table and, when `tie_break` is given, the standings order count (D.4);
/// every Skat flag keeps its default.
pub fn rules_of(four: u16, tie_break: Option<Vec<TieBreak>>) -> Rules {
    let mut rules = default_rules();
    rules.series_games.four = four;
    if let Some(order) = tie_break {
        rules.tie_break = order;
    }
    rules
}

/// An event's tariff; `None` for a Skat event.
///
/// # Errors
/// SQLite errors.
pub fn tariff_of(conn: &Connection, event: EventId) -> Result<Option<Tariff>> {
    Ok(sql::tariff(conn, event)?.map(|(tariff, _)| tariff))
}

/// The tariff of a Schafkopf event.
///
/// # Errors
/// `schafkopf.event.not-schafkopf` for a Skat event.
pub fn require_tariff(conn: &Connection, event: EventId) -> Result<Tariff> {
    tariff_of(conn, event)?.ok_or_else(|| {
        Refusal::new(SCHAFKOPF_EVENT_NOT_SCHAFKOPF)
            .field("event")
            .value(event.0)
            .param("event", event.0)
            .into()
    })
}

/// Refuses a Skat-only operation (a Skat game, a late arrival) on a Schafkopf event.
///
/// # Errors
/// `schafkopf.event.is-schafkopf`.
pub fn refuse_schafkopf(conn: &Connection, event: EventId) -> Result<()> {
    match tariff_of(conn, event)? {
        Some(_) => Err(Refusal::new(SCHAFKOPF_EVENT_IS_SCHAFKOPF)
            .field("event")
            .value(event.0)
            .param("event", event.0)
            .into()),
        None => Ok(()),
    }
}

/// Refuses an event that prefers 3-tables: Schafkopf is played at 4-tables (D.1).
///
/// # Errors
/// `schafkopf.event.three-tables`.
pub fn four_tables(event: &NewEvent) -> Result<(), Refusal> {
    match event.table_preference {
        TablePreference::Three => Err(Refusal::new(SCHAFKOPF_EVENT_THREE_TABLES)
            .field("table_preference")
            .value("\"three\"")
            .rule("D.1")),
        TablePreference::Four => Ok(()),
    }
}

/// Creates a Schafkopf event with `tariff` (`name` for a preset) and then `then` in the same
/// transaction (e.g. its fees).
///
/// # Errors
/// The checks of an event; a preference for 3-tables; a tariff out of range.
pub fn create_event_then(
    store: &mut Store,
    event: &NewEvent,
    tariff: &Tariff,
    name: Option<&str>,
    then: impl FnOnce(&Connection, EventId) -> Result<()>,
) -> Result<EventId> {
    four_tables(event)?;
    tariff.check()?;
    super::create_event_then(store, event, |conn, id| {
        sql::set_tariff(conn, id, tariff, name)?;
        then(conn, id)
    })
}

/// Creates a Schafkopf event.
///
/// # Errors
/// As [`create_event_then`].
pub fn create_event(
    store: &mut Store,
    event: &NewEvent,
    tariff: &Tariff,
    name: Option<&str>,
) -> Result<EventId> {
    create_event_then(store, event, tariff, name, |_, _| Ok(()))
}

/// Replaces a Schafkopf event's tariff; every stored game must still score under it.
///
/// # Errors
/// A Skat event; a tariff out of range; a stored game the new tariff cannot score (named).
pub fn set_tariff(
    store: &mut Store,
    event: EventId,
    tariff: &Tariff,
    name: Option<&str>,
) -> Result<()> {
    tariff.check()?;
    let ev = super::event(store, event)?;
    require_tariff(store.conn(), event)?;
    let tx = store.transaction()?;
    for stored in sql::games(&tx, event, None, None)? {
        checked(&stored, tariff)?;
    }
    sql::set_tariff(&tx, event, tariff, name)?;
    super::results::refresh(&tx, &ev, Scope::Event)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// Changes a Schafkopf event and its tariff in one transaction: every stored game must still
/// fit the series length and score under the new tariff; the list results are refreshed.
///
/// # Errors
/// A Skat event; the checks of an event; a tariff out of range; a stored game the change
/// would break (named).
pub fn update_event(
    store: &mut Store,
    id: EventId,
    event: &NewEvent,
    tariff: &Tariff,
    name: Option<&str>,
) -> Result<()> {
    update_event_then(store, id, event, tariff, name, |_| Ok(()))
}

/// [`update_event`], then `then` in the same transaction (e.g. the event's fees).
///
/// # Errors
/// As [`update_event`], and those of `then`.
pub fn update_event_then(
    store: &mut Store,
    id: EventId,
    event: &NewEvent,
    tariff: &Tariff,
    name: Option<&str>,
    then: impl FnOnce(&Connection) -> Result<()>,
) -> Result<()> {
    four_tables(event)?;
    tariff.check()?;
    require_tariff(store.conn(), id)?;
    super::update_event_then(store, id, event, |conn| {
        sql::set_tariff(conn, id, tariff, name)?;
        let ctx = Context::load(conn, id)?;
        for stored in sql::games(conn, id, None, None)? {
            let (game, _) = checked(&stored, tariff)?;
            ctx.check(stored.key, &game)
                .map_err(|error| StoreError::GameBreaksRules {
                    key: stored.key,
                    error,
                })?;
        }
        super::results::refresh(conn, &ctx.event, Scope::Event)?;
        then(conn)
    })
}

/// A stored game read back and scored under `tariff`.
fn checked(stored: &StoredSchafkopfGame, tariff: &Tariff) -> Result<(Game, Outcome)> {
    let broken = |error: Refusal| StoreError::GameBreaksRules {
        key: stored.key,
        error,
    };
    let value: serde_json::Value =
        serde_json::from_str(&stored.json).map_err(|_| StoreError::Unreadable {
            entity: "game",
            id: stored.key.to_string(),
            field: "record",
        })?;
    let game = game_of(&value).map_err(broken)?;
    let outcome = score(&game, tariff).map_err(broken)?;
    Ok((game, outcome))
}

/// What a Schafkopf game is checked against: the event, its tariff and its 4-tables.
struct Context {
    event: Event,
    tariff: Tariff,
    tables: HashMap<(u16, u16), Vec<PlayerId>>,
}

impl Context {
    fn load(conn: &Connection, event: EventId) -> Result<Context> {
        let event = crate::store::events::get(conn, event)?;
        let tariff = require_tariff(conn, event.id)?;
        let tables = super::games::tables_of(seating::all(conn, event.id)?);
        Ok(Context {
            event,
            tariff,
            tables,
        })
    }

    /// What one game is checked against: the event, its tariff and the game's table (not the
    /// whole event's seating an import or a tariff change needs).
    fn for_game(conn: &Connection, event: EventId, key: GameKey) -> Result<Context> {
        let event = crate::store::events::get(conn, event)?;
        let tariff = require_tariff(conn, event.id)?;
        let tables = super::games::tables_of(super::games::seats_for_game(conn, event.id, key)?);
        Ok(Context {
            event,
            tariff,
            tables,
        })
    }

    /// The game's place (a seated 4-table, a number within the series) and the game itself
    /// under the tariff.
    fn check(&self, key: GameKey, game: &Game) -> Result<Outcome, Refusal> {
        use super::games_codes::GAMES_GAME_RANGE;
        let GameKey {
            series,
            table,
            game: number,
        } = key;
        let refuse = |field: &str, value: u16, code| Refusal::new(code).field(field).value(value);
        let players = super::games::seated_at(&self.event, &self.tables, series, table)?;
        if players.len() != 4 {
            return Err(refuse("table", table, SCHAFKOPF_EVENT_TABLES)
                .param("table", table)
                .param("series", series)
                .param("count", players.len())
                .rule("D.1"));
        }
        let length = self.event.rules.series_games.four;
        if !(1..=length).contains(&number) {
            return Err(refuse("game", number, GAMES_GAME_RANGE)
                .param("size", 4)
                .param("max", length)
                .rule("D.1"));
        }
        score(game, &self.tariff)
    }
}

/// Enters (or, with `correct`, corrects) one Schafkopf game: one transaction, one audit entry.
/// Made on the game's version `base` (if given): when another connection changed the game
/// since, nothing is written (`StoreError::VersionChanged`, compared inside the transaction).
/// Returns what it gives each seat.
///
/// # Errors
/// A Skat event; a game that breaks a rule or the tariff; a table that is not a seated 4-table;
/// a game already entered (when entering) or not entered (when correcting); the version changed.
pub fn save_game(
    store: &mut Store,
    event: EventId,
    key: GameKey,
    game: &Game,
    correct: bool,
    base: Option<u64>,
    by: impl Into<Scorer>,
) -> Result<Outcome> {
    let ctx = Context::for_game(store.conn(), event, key)?;
    let outcome = ctx.check(key, game)?;
    let stored = StoredSchafkopfGame {
        key,
        json: game_json(game).to_string(),
    };
    let by = by.into();
    let change = by.change();
    let tx = store.transaction()?;
    crate::store::games::expect_version(&tx, event, key, base)?;
    if correct {
        sql::update(&tx, event, &stored, &change)?;
    } else {
        sql::insert(&tx, event, &stored, AuditAction::Enter, &change)?;
    }
    super::results::refresh(&tx, &ctx.event, Scope::Table(key.series, key.table))?;
    tx.commit().map_err(StoreError::from)?;
    Ok(outcome)
}

/// Deletes a stored Schafkopf game; it stays in the history. Returns it.
///
/// # Errors
/// A Skat event; no game under that key.
pub fn delete_game(
    store: &mut Store,
    event: EventId,
    key: GameKey,
    by: impl Into<Scorer>,
) -> Result<StoredSchafkopfGame> {
    let ev = super::event(store, event)?;
    require_tariff(store.conn(), event)?;
    let by = by.into();
    let tx = store.transaction()?;
    let old = sql::delete(&tx, event, key, &by.change())?;
    super::results::refresh(&tx, &ev, Scope::Table(key.series, key.table))?;
    tx.commit().map_err(StoreError::from)?;
    Ok(old)
}

/// The catalogue's scope of the Schafkopf games file's German column names
/// (`csv-column-schafkopf-…`): its `points` are card points and its declarer is "Spieler".
pub const CSV_SCOPE: &str = "schafkopf";

/// The columns of a Schafkopf games file; `declarer` and `partner` name players by number.
pub const CSV_COLUMNS: [&str; 16] = [
    "series", "table", "game_no", "game", "declarer", "partner", "called", "suit", "points",
    "tricks", "laufende", "tout", "klopfer", "kontra", "bock", "passed",
];

/// Imports Schafkopf games (the columns of [`CSV_COLUMNS`]; a Ramsch gives `points` and
/// `tricks` as four numbers separated by spaces), all or nothing, each with an audit entry.
/// Returns the number imported.
///
/// # Errors
/// Every bad row, with line, column, value and reason; nothing is written then.
pub fn import_games(
    store: &mut Store,
    event: EventId,
    csv: &[u8],
    by: impl Into<Scorer>,
) -> Result<usize> {
    let ctx = Context::load(store.conn(), event)?;
    let file = CsvFile::parse(csv, &CSV_COLUMNS, &CSV_COLUMNS[..3])?;
    let numbers = players::numbers(store.conn())?;
    let by_number: HashMap<String, PlayerId> =
        numbers.iter().map(|(id, n)| (n.to_string(), *id)).collect();
    let stored = crate::store::games::keys(store.conn(), event)?;
    let mut keys = GameKeys::new(stored, "game_no");
    let (games, errors) = read_rows(&file, |row| {
        let (key, game) = import_row(row, &ctx, &by_number)?;
        keys.take(row, key)?;
        Ok(StoredSchafkopfGame {
            key,
            json: game_json(&game).to_string(),
        })
    });
    let games = all_or_nothing(games, errors)?;
    let by = by.into();
    write_games(store, &ctx.event, &games, &by.change(), &Writer(event))
}

/// Writes a file's Schafkopf games one by one; their lists are read again.
struct Writer(EventId);

impl GameWriter<StoredSchafkopfGame> for Writer {
    fn insert(
        &self,
        conn: &Connection,
        games: &[StoredSchafkopfGame],
        change: &Change<'_>,
    ) -> Result<()> {
        for game in games {
            sql::insert(conn, self.0, game, AuditAction::Import, change)?;
        }
        Ok(())
    }

    fn held(
        &self,
        _: &Connection,
        _: u16,
        _: &[StoredSchafkopfGame],
    ) -> Result<Option<super::results::ListData>> {
        Ok(None)
    }

    fn key(game: &StoredSchafkopfGame) -> GameKey {
        game.key
    }
}

/// One row of a games file as a game at its place, checked against the tariff and the table.
fn import_row(
    row: &CsvRow<'_>,
    ctx: &Context,
    by_number: &HashMap<String, PlayerId>,
) -> Result<(GameKey, Game), RowError> {
    let key = GameKey {
        series: row.required_int("series", 1..=99)? as u16,
        table: row.required_int("table", 1..=9999)? as u16,
        game: row.required_int("game_no", 1..=999)? as u16,
    };
    let seated = ctx.tables.get(&(key.series, key.table)).map(Vec::as_slice);
    let mut object = serde_json::Map::new();
    names_of(row, &mut object);
    for column in ["declarer", "partner"] {
        if let Some(position) = seat_of(row, column, key, seated, by_number)? {
            object.insert(column.into(), position.into());
        }
    }
    numbers_of(row, &mut object)?;
    let refused = |refusal| game_refused(row, refusal);
    let game = game_of(&serde_json::Value::Object(object)).map_err(refused)?;
    ctx.check(key, &game).map_err(refused)?;
    Ok((key, game))
}

/// The named cells of a row (`game`, `called`, `suit`), lower case as the JSON form has them.
fn names_of(row: &CsvRow<'_>, object: &mut serde_json::Map<String, serde_json::Value>) {
    for column in ["game", "called", "suit"] {
        let text = row.get(column);
        if !text.is_empty() {
            object.insert(column.into(), text.to_ascii_lowercase().into());
        }
    }
}

/// The seat (0..=3) at the table of the player a cell names by number; `None` when empty.
fn seat_of(
    row: &CsvRow<'_>,
    column: &str,
    key: GameKey,
    seated: Option<&[PlayerId]>,
    by_number: &HashMap<String, PlayerId>,
) -> Result<Option<usize>, RowError> {
    let text = row.get(column);
    if text.is_empty() {
        return Ok(None);
    }
    let player = by_number.get(text).ok_or_else(|| {
        row.refuse(column, super::games_codes::GAMES_DECLARER_UNKNOWN)
            .param("number", text)
    })?;
    let position = seated.and_then(|t| t.iter().position(|p| p == player));
    position.map(Some).ok_or_else(|| {
        row.refuse(column, super::games_codes::GAMES_DECLARER_NOT_SEATED)
            .param("number", text)
            .param("table", key.table)
            .param("series", key.series)
            .param("seated", "")
    })
}

/// The number cells of a row: points and tricks (a Ramsch's four, separated by spaces), the
/// counts (`laufende`, `klopfer`, `kontra`, `bock`) and the flags (`tout`, `passed`).
fn numbers_of(
    row: &CsvRow<'_>,
    object: &mut serde_json::Map<String, serde_json::Value>,
) -> Result<(), RowError> {
    let ramsch = row.get("game").eq_ignore_ascii_case("ramsch");
    for column in ["points", "tricks"] {
        if let Some(value) = points_of(row, column, ramsch)? {
            object.insert(column.into(), value);
        }
    }
    for column in ["laufende", "klopfer", "kontra", "bock"] {
        if let Some(n) = row.int(column, 0..=99)? {
            object.insert(column.into(), n.into());
        }
    }
    for column in ["tout", "passed"] {
        if let Some(flag) = row.flag(column)? {
            object.insert(column.into(), flag.into());
        }
    }
    Ok(())
}

/// A `points` or `tricks` cell: one number, or a Ramsch's numbers per seat.
fn points_of(
    row: &CsvRow<'_>,
    column: &str,
    ramsch: bool,
) -> Result<Option<serde_json::Value>, RowError> {
    let text = row.get(column);
    if text.is_empty() {
        return Ok(None);
    }
    if !ramsch {
        return Ok(Some(row.int(column, 0..=999)?.into()));
    }
    let parts: Result<Vec<u16>, _> = text.split_whitespace().map(str::parse).collect();
    parts
        .map(|p| Some(serde_json::Value::from(p)))
        .map_err(|_| row.refuse(column, super::import_codes::IMPORT_INT_INVALID))
}

/// A game's refusal as a row error on its column (the game as a whole on `game`), with the
/// cell as its value.
fn game_refused(row: &CsvRow<'_>, refusal: Refusal) -> RowError {
    let column = refusal
        .field
        .as_deref()
        .filter(|f| CSV_COLUMNS.contains(f))
        .unwrap_or("game")
        .to_string();
    let value = row.get(column.as_str()).to_string();
    RowError {
        line: row.line,
        refusal: refusal.field(column).value(value),
    }
}

/// One Schafkopf list (series × table) added up from its stored games: the players in seat
/// order and the finished list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchafkopfList {
    /// The seated players in seat order (seat 1 deals game 1).
    pub players: Vec<PlayerId>,
    /// The finished list.
    pub report: SheetReport,
    /// Its stored games, in order, without those that break the rules.
    pub games: Vec<Game>,
    /// The stored games the tariff cannot score: left out of the list and named (issue 20).
    pub broken: Vec<super::TableFinding>,
}

/// Adds up one table's stored games under `tariff`; `names` name the seats. A stored game the
/// tariff cannot score is left out of the list and named in `broken`, so one bad row never
/// takes the list down (issue 20).
///
/// # Errors
/// A stored game whose record cannot be read at all.
pub(crate) fn list_of(
    seated: &[PlayerId],
    names: &[String],
    stored: &[&StoredSchafkopfGame],
    tariff: &Tariff,
) -> Result<SchafkopfList> {
    let (mut numbers, mut games, mut broken) = (Vec::new(), Vec::new(), Vec::new());
    for game in stored {
        match checked(game, tariff) {
            Ok((checked, _)) => {
                numbers.push(usize::from(game.key.game));
                games.push(checked);
            }
            Err(super::EventError::Store(StoreError::GameBreaksRules { key, error })) => {
                broken.push(super::checked::broken_game(key, &error));
            }
            Err(e) => return Err(e),
        }
    }
    let numbered: Vec<(usize, &Game)> = numbers.into_iter().zip(&games).collect();
    let names: [String; 4] = std::array::from_fn(|i| names.get(i).cloned().unwrap_or_default());
    let report = compute_numbered_sheet(&names, 0, &numbered, tariff)
        .map_err(|mut errors| errors.remove(0))?;
    Ok(SchafkopfList {
        players: seated.to_vec(),
        report,
        games,
        broken,
    })
}

/// The tallies and findings of one Schafkopf list for the stored results: `sum` and total are
/// the player's amounts, won/lost the solo games declared (D.4 tie-break); findings are the
/// list's checks plus a game count that differs from the series length.
pub(crate) fn list_tallies(
    seated: &[PlayerId],
    names: &[String],
    stored: &[&StoredSchafkopfGame],
    tariff: &Tariff,
    series_games: u16,
    report: &mut dyn FnMut(Refusal),
) -> Result<Vec<SeriesTally>> {
    let list = list_of(seated, names, stored, tariff)?;
    for broken in &list.broken {
        report(broken.finding.clone());
    }
    if stored.len() != usize::from(series_games) {
        report(
            Refusal::new(crate::rules::codes::FINDING_WRONG_GAME_COUNT)
                .param("actual", stored.len())
                .param("expected", series_games)
                .rule("D.1"),
        );
    }
    for finding in &list.report.findings {
        report(finding.coded());
    }
    Ok(list
        .report
        .foot
        .iter()
        .map(|f| SeriesTally {
            sum: f.sum,
            won: f.solos_won,
            lost: f.solos_lost,
            opponents_lost: 0,
        })
        .collect())
}

/// One finished Schafkopf list of an event, as the app and the printed list show it.
///
/// # Errors
/// A Skat event; an unknown series or table; a stored game the tariff cannot score.
pub fn table_list(store: &Store, event: EventId, series: u16, table: u16) -> Result<SchafkopfList> {
    let ev = super::event(store, event)?;
    super::check_series(&ev, series)?;
    let tariff = require_tariff(store.conn(), event)?;
    let seated: Vec<PlayerId> = seating::table(store.conn(), event, series, table)?
        .into_iter()
        .map(|s| s.player)
        .collect();
    if seated.is_empty() {
        return Err(Refusal::new(super::games_codes::GAMES_TABLE_RANGE)
            .field("table")
            .value(table)
            .param("series", series)
            .param("max", 0)
            .into());
    }
    let all = players::all(store.conn())?;
    let names: Vec<String> = seated
        .iter()
        .map(|id| {
            all.iter()
                .find(|p| p.id == *id)
                .map_or_else(|| format!("#{}", id.0), |p| p.name())
        })
        .collect();
    let stored = sql::games(store.conn(), event, Some(series), Some(table))?;
    let refs: Vec<&StoredSchafkopfGame> = stored.iter().collect();
    list_of(&seated, &names, &refs, &tariff)
}

/// One row of a Schafkopf games file, as [`import_games`] reads it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct CsvGameRow {
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// Game number.
    pub game_no: u16,
    /// The game's name; empty for a passed deal.
    pub game: &'static str,
    /// The declarer's player number.
    pub declarer: String,
    /// The partner's player number (Rufspiel).
    pub partner: String,
    /// The called Ace's suit.
    pub called: &'static str,
    /// The trump suit.
    pub suit: &'static str,
    /// The declaring party's card points, or a Ramsch's four (space-separated).
    pub points: String,
    /// The declaring party's tricks, or a Ramsch's four.
    pub tricks: String,
    /// Laufende.
    pub laufende: u16,
    /// Tout.
    pub tout: bool,
    /// Klopfer.
    pub klopfer: u16,
    /// Kontra (1) or Re (2).
    pub kontra: u16,
    /// Bock levels.
    pub bock: u16,
    /// A passed deal.
    pub passed: bool,
}

/// Every game of a Schafkopf event as rows of its games file, so that an export imports again.
///
/// # Errors
/// A Skat event; a stored game the tariff cannot score.
pub fn export_rows(store: &Store, event: EventId) -> Result<Vec<CsvGameRow>> {
    let tariff = require_tariff(store.conn(), event)?;
    let seats = Seats {
        numbers: players::numbers(store.conn())?,
        tables: super::games::tables_of(seating::all(store.conn(), event)?),
    };
    let mut rows = Vec::new();
    for stored in sql::games(store.conn(), event, None, None)? {
        let (game, _) = checked(&stored, &tariff)?;
        rows.push(seats.csv_row(stored.key, &game));
    }
    Ok(rows)
}

/// Who sits where, to name a game's seats by the players' numbers.
struct Seats {
    numbers: HashMap<PlayerId, crate::store::PlayerNo>,
    tables: HashMap<(u16, u16), Vec<PlayerId>>,
}

impl Seats {
    /// The number of the player at `seat` of the game's table; empty for no seat.
    fn player_at(&self, key: GameKey, seat: Option<u16>) -> String {
        seat.and_then(|seat| {
            let table = self.tables.get(&(key.series, key.table))?;
            table.get(usize::from(seat))
        })
        .map(|p| super::standings::number_of(&self.numbers, *p))
        .unwrap_or_default()
    }

    /// One game as its row of the games file.
    fn csv_row(&self, key: GameKey, game: &Game) -> CsvGameRow {
        CsvGameRow {
            series: key.series,
            table: key.table,
            game_no: key.game,
            game: game.kind.map_or("", |k| k.name()),
            declarer: self.player_at(key, game.declarer),
            partner: self.player_at(key, game.partner),
            called: game.called.map_or("", |s| s.name()),
            suit: game.suit.map_or("", |s| s.name()),
            points: spaced(game.ramsch_points.as_deref(), game.points),
            tricks: spaced(game.ramsch_tricks.as_deref(), game.tricks),
            laufende: game.laufende,
            tout: game.tout,
            klopfer: game.klopfer,
            kontra: game.kontra,
            bock: game.bock,
            passed: game.kind.is_none(),
        }
    }
}

/// A Ramsch's numbers separated by spaces, else the one number (empty for none).
fn spaced(values: Option<&[u16]>, single: Option<u16>) -> String {
    match values {
        Some(values) => {
            let parts: Vec<String> = values.iter().map(ToString::to_string).collect();
            parts.join(" ")
        }
        None => single.map(|v| v.to_string()).unwrap_or_default(),
    }
}
