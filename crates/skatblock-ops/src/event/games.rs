//! Entering, correcting, deleting and importing the games of score sheets. Every game is
//! checked against the rules and against the seating: the declarer sits at that table, the
//! game number fits the series, a 4-table's dealer is never the declarer.

use std::collections::{HashMap, HashSet};

use super::Result;
use super::csv_input::codes::IMPORT_INT_INVALID;
use super::csv_input::{
    Column, ColumnRef, CsvFile, CsvRow, GameKeys, GameWriter, RowError, all_or_nothing, read_rows,
    write_games,
};
use super::results::ListData;
use crate::json::codes::{
    INPUT_TYPE_ANNOUNCED, INPUT_TYPE_CONTRACT, INPUT_TYPE_KONTRA, INPUT_TYPE_OVERRIDE,
    INPUT_TYPE_REPLACEMENT_CONTRACT,
};
use crate::rules::{
    Announcement, ContractField, GameInput, GameRecord, GameResult, Kontra, RamschInput,
    ReplacementInput, ResultOverride, TableSize, ramsch_fits_table, score_deal,
};
use crate::rules::{Refusal, dealer_of};
use crate::store::games::{self, Change, UncheckedGame};
use crate::store::results::Scope;
use crate::store::{
    AuditAction, Connection, Event, EventId, GameKey, PlayerId, PlayerNo, Store, StoreError,
    StoredGame,
};
use crate::store::{players, seating};

/// A game as entered: where it stands, who declared, and the raw fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEntry {
    /// Series, table and game number.
    pub key: GameKey,
    /// The declarer's player id; `None` for a passed deal.
    pub declarer: Option<PlayerId>,
    /// The game fields.
    pub input: GameInput,
}

/// The codes of game entry against the event and its seating.
pub mod codes {
    crate::rules::codes! {
        /// A series the event does not have; param `max`.
        GAMES_SERIES_RANGE = "games.series.range";
        /// A series without seating; param `series`.
        GAMES_SERIES_UNSEATED = "games.series.unseated";
        /// A table the series does not have; params `series`, `max`.
        GAMES_TABLE_RANGE = "games.table.range";
        /// A game number beyond the series; params `size`, `max` (B.4.1).
        GAMES_GAME_RANGE = "games.game.range";
        /// A passed-in deal with a declarer (A.11.1).
        GAMES_DECLARER_PASSED = "games.declarer.passed";
        /// A played game without its declarer.
        GAMES_DECLARER_MISSING = "games.declarer.missing";
        /// A declarer not in the registry; param `number`.
        GAMES_DECLARER_UNKNOWN = "games.declarer.unknown";
        /// A declarer not seated at the table; params `number`, `table`, `series`, `seated`.
        GAMES_DECLARER_NOT_SEATED = "games.declarer.not-seated";
        /// The dealer of a 4-table as declarer; params `number`, `game` (B.2.3, V-12).
        GAMES_DECLARER_DEALER = "games.declarer.dealer";
        /// The same game twice in a file; params `series`, `table`, `game`, `other_line`.
        GAMES_GAME_TWICE = "games.game.twice";
        /// A replacement contract without its matadors, or matadors without contract.
        GAMES_REPLACEMENT_INCOMPLETE = "games.replacement.incomplete";
    }
}

use codes::*;

/// A refusal of one field of a game (named as in the JSON form).
fn refuse(field: &'static str, value: impl ToString, code: crate::rules::Code) -> Refusal {
    Refusal::new(code).field(field).value(value.to_string())
}

/// Who makes a change and when, for the audit history. The time is passed in by the caller
/// (the app, the CLI, the hub read the clock; the library does not); a plain name takes the
/// store's clock, for tests and scripts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scorer {
    /// The scorer's name.
    pub by: String,
    /// When, RFC 3339 in UTC.
    pub at: String,
}

impl Scorer {
    pub(crate) fn change(&self) -> Change<'_> {
        Change {
            by: &self.by,
            at: &self.at,
        }
    }
}

impl From<&str> for Scorer {
    fn from(by: &str) -> Scorer {
        Scorer {
            by: by.to_string(),
            at: crate::store::now(),
        }
    }
}

/// The seats one game is checked against: its table's, or the series' when the table is not
/// seated (the refusal counts the series' tables).
pub(super) fn seats_for_game(
    conn: &crate::store::Connection,
    event: EventId,
    key: GameKey,
) -> Result<Vec<crate::store::SeatRow>> {
    let seats = seating::table(conn, event, key.series, key.table)?;
    Ok(match seats.is_empty() {
        true => seating::series(conn, event, key.series)?,
        false => seats,
    })
}

/// Who sits at each (series, table), in seat order.
pub(super) fn tables_of(seats: Vec<crate::store::SeatRow>) -> HashMap<(u16, u16), Vec<PlayerId>> {
    let mut tables: HashMap<(u16, u16), Vec<PlayerId>> = HashMap::new();
    for s in seats {
        tables
            .entry((s.series, s.table))
            .or_default()
            .push(s.player);
    }
    tables
}

/// What a game is checked against: the event and who sits where.
struct Context {
    event: Event,
    tables: HashMap<(u16, u16), Vec<PlayerId>>,
    /// The registry's numbers, which messages and files name players by.
    numbers: HashMap<PlayerId, PlayerNo>,
    by_number: HashMap<PlayerNo, PlayerId>,
}

impl Context {
    fn load(store: &Store, event: EventId) -> Result<Context> {
        let event = super::event(store, event)?;
        super::schafkopf::refuse_schafkopf(store.conn(), event.id)?;
        let tables = tables_of(seating::all(store.conn(), event.id)?);
        let numbers: HashMap<PlayerId, PlayerNo> = players::all_by_key(store.conn())?
            .into_iter()
            .map(|p| (p.id, p.number))
            .collect();
        let by_number = numbers.iter().map(|(id, n)| (n.clone(), *id)).collect();
        Ok(Context {
            event,
            tables,
            numbers,
            by_number,
        })
    }

    /// What one game is checked against: the event, its table's seating (the series' when the
    /// table is not seated, for the refusal's count of tables) and the numbers of the table's
    /// players and the declarer; not the whole seating and registry an import needs.
    fn for_game(
        store: &Store,
        event: EventId,
        key: GameKey,
        declarer: Option<PlayerId>,
    ) -> Result<Context> {
        let event = super::event(store, event)?;
        super::schafkopf::refuse_schafkopf(store.conn(), event.id)?;
        let tables = tables_of(seats_for_game(store.conn(), event.id, key)?);
        let named = tables
            .get(&(key.series, key.table))
            .into_iter()
            .flatten()
            .copied()
            .chain(declarer);
        let numbers = players::numbers_of(store.conn(), named)?;
        Ok(Context {
            event,
            tables,
            numbers,
            by_number: HashMap::new(),
        })
    }

    /// A player as messages name him: by number (`#id` for one missing from the registry).
    fn number(&self, player: PlayerId) -> String {
        self.numbers
            .get(&player)
            .map_or_else(|| format!("#{}", player.0), ToString::to_string)
    }

    /// The player a file names by number (the games CSV's `declarer`).
    fn player(
        &self,
        row: &CsvRow<'_>,
        column: impl ColumnRef,
    ) -> Result<Option<PlayerId>, RowError> {
        let Some(number) = row.player_no(column)? else {
            return Ok(None);
        };
        match self.by_number.get(&number) {
            Some(&id) => Ok(Some(id)),
            None => Err(row
                .refuse(column, GAMES_DECLARER_UNKNOWN)
                .param("number", number.to_string())),
        }
    }

    /// The seat of the dealer who sits out game `key` at a 4-table (B.2.3).
    fn sitting_out(&self, key: GameKey) -> Option<usize> {
        let players = self.tables.get(&(key.series, key.table))?.len();
        (players == 4).then(|| dealer_of(usize::from(key.game), 0, players))
    }

    /// The record under the event's rules.
    fn record(&self, input: GameInput) -> Result<GameRecord, Refusal> {
        GameRecord::with_rules(input, &self.event.rules)
    }

    /// Checks a game's place and declarer against the seating (B.2, B.4, V-12).
    fn check(
        &self,
        key: GameKey,
        declarer: Option<PlayerId>,
        record: &GameRecord,
    ) -> Result<(), Refusal> {
        let GameKey {
            series,
            table,
            game,
        } = key;
        let players = seated_at(&self.event, &self.tables, series, table)?;
        let size = TableSize::for_players(players.len())?;
        let length = self.event.rules.series_games.get(size);
        if !(1..=length).contains(&game) {
            return Err(refuse("game", game, GAMES_GAME_RANGE)
                .param("size", players.len())
                .param("max", length)
                .rule("B.4.1"));
        }
        match (record.played(), declarer) {
            (None, None) => {
                let dealer = dealer_of(usize::from(game), 0, players.len());
                ramsch_fits_table(record, usize::from(game), size, dealer)
            }
            (None, Some(d)) => {
                Err(refuse("declarer", self.number(d), GAMES_DECLARER_PASSED).rule("A.11.1"))
            }
            (Some(_), None) => Err(Refusal::new(GAMES_DECLARER_MISSING).field("declarer")),
            (Some(_), Some(d)) => self.check_declarer(key, players, size, d),
        }
    }

    fn check_declarer(
        &self,
        key: GameKey,
        players: &[PlayerId],
        size: TableSize,
        declarer: PlayerId,
    ) -> Result<(), Refusal> {
        // The number is written out only for a refusal (a games file checks tens of thousands).
        let refusal = |code| {
            let number = self.number(declarer);
            refuse("declarer", &number, code).param("number", number)
        };
        if !self.numbers.contains_key(&declarer) {
            return Err(refusal(GAMES_DECLARER_UNKNOWN));
        }
        let Some(seat) = players.iter().position(|&p| p == declarer) else {
            let list: Vec<String> = players.iter().map(|&p| self.number(p)).collect();
            return Err(refusal(GAMES_DECLARER_NOT_SEATED)
                .param("table", key.table)
                .param("series", key.series)
                .param("seated", list.join(", ")));
        };
        let dealer = dealer_of(usize::from(key.game), 0, players.len());
        if size == TableSize::Four && seat == dealer {
            return Err(refusal(GAMES_DECLARER_DEALER)
                .param("game", key.game)
                .rule("B.2.3, V-12"));
        }
        Ok(())
    }

    fn validate(&self, entry: GameEntry) -> Result<StoredGame, Refusal> {
        let record = self.record(entry.input)?;
        self.check(entry.key, entry.declarer, &record)?;
        Ok(StoredGame {
            key: entry.key,
            declarer: entry.declarer,
            record,
        })
    }
}

/// The players seated at a table, in seat order: the series must be one of the event's and the
/// table one of its drawn tables (the place check of Skat and Schafkopf games alike).
pub(super) fn seated_at<'a>(
    event: &Event,
    tables: &'a HashMap<(u16, u16), Vec<PlayerId>>,
    series: u16,
    table: u16,
) -> Result<&'a [PlayerId], Refusal> {
    if !(1..=event.series_count).contains(&series) {
        return Err(refuse("series", series, GAMES_SERIES_RANGE).param("max", event.series_count));
    }
    let Some(players) = tables.get(&(series, table)) else {
        let count = tables.keys().filter(|(s, _)| *s == series).count();
        return Err(if count == 0 {
            refuse("table", table, GAMES_SERIES_UNSEATED).param("series", series)
        } else {
            refuse("table", table, GAMES_TABLE_RANGE)
                .param("series", series)
                .param("max", count)
        });
    };
    Ok(players)
}

/// The CSV column of a game field (`replacement.contract` → `replacement_contract`); a
/// problem with the game as a whole is reported on the `game` column.
fn csv_column(field: &str) -> &'static str {
    let field = field.split('[').next().unwrap_or(field);
    let wanted = field.replace('.', "_");
    COLUMNS.into_iter().find(|c| *c == wanted).unwrap_or("game")
}

/// Enters one game (one transaction, one audit entry) and returns its result.
///
/// # Errors
/// An invalid game, a game that does not fit the seating, or one already entered.
pub fn enter_game(
    store: &mut Store,
    event: EventId,
    entry: GameEntry,
    by: impl Into<Scorer>,
) -> Result<GameResult> {
    save_game(store, event, entry, by, AuditAction::Enter, None)
}

/// Corrects a stored game; the old version stays in the history. Returns the new result.
///
/// # Errors
/// As [`enter_game`], or no game under that key.
pub fn correct_game(
    store: &mut Store,
    event: EventId,
    entry: GameEntry,
    by: impl Into<Scorer>,
) -> Result<GameResult> {
    save_game(store, event, entry, by, AuditAction::Correct, None)
}

/// Enters (`correct` false) or corrects a game as [`enter_game`] and [`correct_game`] do, made
/// on the game's version `base`: when another connection (a table's phone, the desk) changed
/// the game since, nothing is written and the change is refused as
/// `StoreError::VersionChanged`. The version is compared inside the write transaction.
///
/// # Errors
/// As [`enter_game`] and [`correct_game`], or the version changed.
pub fn save_game_on(
    store: &mut Store,
    event: EventId,
    entry: GameEntry,
    by: impl Into<Scorer>,
    correct: bool,
    base: Option<u64>,
) -> Result<GameResult> {
    let action = match correct {
        true => AuditAction::Correct,
        false => AuditAction::Enter,
    };
    save_game(store, event, entry, by, action, base)
}

/// Validates a game against the rules and the seating, then stores it as a new game
/// (`Enter`) or in place of the stored one (`Correct`) in one transaction, refused when the
/// game's version is not `base` (if given) inside it.
fn save_game(
    store: &mut Store,
    event: EventId,
    entry: GameEntry,
    by: impl Into<Scorer>,
    action: AuditAction,
    base: Option<u64>,
) -> Result<GameResult> {
    let ctx = Context::for_game(store, event, entry.key, entry.declarer)?;
    let game = ctx.validate(entry)?;
    let by = by.into();
    let change = by.change();
    let tx = store.transaction()?;
    games::expect_version(&tx, event, game.key, base)?;
    match action {
        AuditAction::Correct => {
            games::update(&tx, event, &game, &change)?;
        }
        AuditAction::Enter | AuditAction::Import | AuditAction::Delete => {
            games::insert(&tx, event, &game, action, &change)?;
        }
    }
    // The rules as they are inside the transaction: a change since `ctx` was read counts.
    let ev = crate::store::events::get(&tx, event)?;
    super::results::refresh(&tx, &ev, Scope::Table(game.key.series, game.key.table))?;
    tx.commit().map_err(StoreError::from)?;
    Ok(score_deal(
        &game.record,
        ctx.sitting_out(game.key),
        &ctx.event.rules,
    ))
}

/// Deletes a stored game; it stays in the history. Returns the game as it was stored (a game
/// that no longer fits the event's rules can be deleted too).
///
/// # Errors
/// An unknown event, or no game under that key.
pub fn delete_game(
    store: &mut Store,
    event: EventId,
    key: GameKey,
    by: impl Into<Scorer>,
) -> Result<UncheckedGame> {
    let ev = super::event(store, event)?;
    let by = by.into();
    let tx = store.transaction()?;
    let old = games::delete(&tx, event, key, &by.change())?;
    super::results::refresh(&tx, &ev, Scope::Table(key.series, key.table))?;
    tx.commit().map_err(StoreError::from)?;
    Ok(old)
}

/// The columns of a games file, in their documented order: [`COLUMNS`], the names, and
/// `GameColumns`, each found once in a file for all its rows (a championship's file has close
/// to a million cells).
macro_rules! games_columns {
    [$($name:ident),* $(,)?] => {
        pub(crate) const COLUMNS: [&str; [$(stringify!($name)),*].len()] =
            [$(stringify!($name)),*];

        /// The columns of [`COLUMNS`] in one file.
        struct GameColumns {
            $($name: Column<'static>,)*
        }

        impl GameColumns {
            /// The columns of [`COLUMNS`] in `file`.
            fn of(file: &CsvFile) -> GameColumns {
                GameColumns {
                    $($name: file.column(stringify!($name)),)*
                }
            }
        }
    };
}

games_columns![
    series,
    table,
    game,
    declarer,
    contract,
    hand,
    ouvert,
    announced,
    matadors,
    declarer_points,
    declarer_tricks,
    bid,
    passed,
    replacement_contract,
    replacement_matadors,
    result_override,
    kontra,
    ramsch_points,
    ramsch_tricks,
    ramsch_pushes,
    ramsch_last_trick,
];

/// Imports games from CSV (`series,table,game,declarer,contract,hand,ouvert,announced,
/// matadors,declarer_points,declarer_tricks,bid,passed`, optionally `replacement_contract,
/// replacement_matadors,result_override`, and under club rules `kontra`, `ramsch_points` and
/// `ramsch_tricks` (one number per seat, separated by spaces), `ramsch_pushes`,
/// `ramsch_last_trick`), all or
/// nothing; the history keeps the import as one entry. Returns the number of games imported.
///
/// # Errors
/// Every bad row, with line, column, value and reason; nothing is written then.
pub fn import_games(
    store: &mut Store,
    event: EventId,
    csv: &[u8],
    by: impl Into<Scorer>,
) -> Result<usize> {
    import_games_file(store, event, csv, None, by)
}

/// [`import_games`] of the file named `name`, which the history names as the import's.
///
/// # Errors
/// As [`import_games`].
pub fn import_games_file(
    store: &mut Store,
    event: EventId,
    csv: &[u8],
    name: Option<&str>,
    by: impl Into<Scorer>,
) -> Result<usize> {
    let ctx = Context::load(store, event)?;
    let file = CsvFile::parse(csv, &COLUMNS, &COLUMNS[..3])?;
    let stored = games::keys(store.conn(), event)?;
    let scored = stored.iter().map(|k| k.series).collect();
    let mut keys = GameKeys::new(stored, "game");
    let columns = GameColumns::of(&file);
    let (new, errors) = read_rows(&file, |row| {
        let entry = entry_of(row, &columns, &ctx)?;
        let game = ctx.validate(entry).map_err(|r| row_error(row, r))?;
        keys.take(row, game.key)?;
        Ok(game)
    });
    let new = all_or_nothing(new, errors)?;
    let by = by.into();
    let writer = Writer {
        ctx: &ctx,
        scored,
        file: name,
    };
    write_games(store, &ctx.event, &new, &by.change(), &writer)
}

/// Writes a file's Skat games many rows per statement, and computes the lists of a series
/// without games before from the games written rather than reading them again.
struct Writer<'a> {
    ctx: &'a Context,
    /// The series with games stored before the import.
    scored: HashSet<u16>,
    /// The file's name, for the history.
    file: Option<&'a str>,
}

impl GameWriter<StoredGame> for Writer<'_> {
    fn insert(&self, conn: &Connection, new: &[StoredGame], change: &Change<'_>) -> Result<()> {
        Ok(games::import_all(
            conn,
            self.ctx.event.id,
            new,
            self.file,
            change,
        )?)
    }

    fn held(&self, conn: &Connection, series: u16, new: &[StoredGame]) -> Result<Option<ListData>> {
        if self.scored.contains(&series) {
            return Ok(None);
        }
        let mut games: Vec<StoredGame> = new
            .iter()
            .filter(|g| g.key.series == series)
            .copied()
            .collect();
        games.sort_by_key(|g| g.key);
        let numbers = self.ctx.numbers.clone();
        let data = ListData::with_games(conn, self.ctx.event.id, series, games, numbers)?;
        Ok(Some(data))
    }

    fn key(game: &StoredGame) -> GameKey {
        game.key
    }
}

/// A game's refusal as a row error: the field becomes its CSV column (`replacement.contract`
/// → `replacement_contract`; the game as a whole is reported on `game`), and the value is the
/// cell as written where the file has one.
fn row_error(row: &CsvRow<'_>, mut refusal: Refusal) -> RowError {
    let column = csv_column(refusal.field.as_deref().unwrap_or(""));
    let cell = row.get(column);
    if !cell.is_empty() {
        refusal.value = Some(cell.to_string());
    }
    refusal.field = Some(column.to_string());
    RowError {
        line: row.line,
        refusal,
    }
}

/// One CSV row as a game entry (the field checks are the record's).
fn entry_of(row: &CsvRow<'_>, c: &GameColumns, ctx: &Context) -> Result<GameEntry, RowError> {
    let key = GameKey {
        series: row.required_int(c.series, 1..=99)? as u16,
        table: row.required_int(c.table, 1..=9999)? as u16,
        game: row.required_int(c.game, 1..=999)? as u16,
    };
    let declarer = ctx.player(row, c.declarer)?;
    let contract = parsed::<ContractField>(row, c.contract, INPUT_TYPE_CONTRACT)?;
    let replacement = replacement_of(row, c)?;
    let input = GameInput {
        passed: row.flag(c.passed)?.filter(|p| *p),
        contract,
        hand: row.flag(c.hand)?,
        ouvert: row.flag(c.ouvert)?,
        announced: parsed::<Announcement>(row, c.announced, INPUT_TYPE_ANNOUNCED)?,
        matadors: row.int(c.matadors, -999..=999)?,
        declarer_points: row.int(c.declarer_points, -999..=999)?,
        declarer_tricks: row.int(c.declarer_tricks, -999..=999)?,
        bid: row.int(c.bid, -9999..=9999)?,
        replacement,
        result_override: parsed::<ResultOverride>(row, c.result_override, INPUT_TYPE_OVERRIDE)?,
        kontra: parsed::<Kontra>(row, c.kontra, INPUT_TYPE_KONTRA)?,
        ramsch: ramsch_of(row, c)?,
    };
    Ok(GameEntry {
        key,
        declarer,
        input,
    })
}

/// The replacement game of a row (A.10): contract and matadors both, or neither.
fn replacement_of(row: &CsvRow<'_>, c: &GameColumns) -> Result<Option<ReplacementInput>, RowError> {
    let contract_type = INPUT_TYPE_REPLACEMENT_CONTRACT;
    match (
        parsed::<ContractField>(row, c.replacement_contract, contract_type)?,
        row.int(c.replacement_matadors, -99..=99)?,
    ) {
        (Some(contract), Some(matadors)) => Ok(Some(ReplacementInput { contract, matadors })),
        (None, None) => Ok(None),
        (Some(_), None) => Err(row
            .refuse(c.replacement_matadors, GAMES_REPLACEMENT_INCOMPLETE)
            .rule("A.10")),
        (None, Some(_)) => Err(row
            .refuse(c.replacement_contract, GAMES_REPLACEMENT_INCOMPLETE)
            .rule("A.10")),
    }
}

/// The Ramsch columns of a row: points and tricks as numbers per seat separated by spaces;
/// `None` when both are empty.
fn ramsch_of(row: &CsvRow<'_>, c: &GameColumns) -> Result<Option<RamschInput>, RowError> {
    let numbers = |column: Column<'_>| -> Result<Vec<i64>, RowError> {
        row.get(column)
            .split(|c: char| c.is_whitespace() || c == '/')
            .filter(|part| !part.is_empty())
            .map(|part| {
                part.parse::<i64>()
                    .map_err(|_| row.refuse(column, IMPORT_INT_INVALID))
            })
            .collect()
    };
    let (points, tricks) = (numbers(c.ramsch_points)?, numbers(c.ramsch_tricks)?);
    let pushes = row.int(c.ramsch_pushes, -99..=99)?;
    let last_trick = row.int(c.ramsch_last_trick, -99..=99)?;
    if points.is_empty() && tricks.is_empty() && pushes.is_none() && last_trick.is_none() {
        return Ok(None);
    }
    Ok(Some(RamschInput {
        points,
        tricks,
        pushes,
        last_trick,
    }))
}

/// A cell holding one of the JSON names of an enum; `None` when empty.
fn parsed<T: serde::de::DeserializeOwned>(
    row: &CsvRow<'_>,
    column: impl ColumnRef,
    expected: crate::rules::Code,
) -> Result<Option<T>, RowError> {
    let text = row.get(column);
    if text.is_empty() {
        return Ok(None);
    }
    serde_json::from_value(serde_json::Value::String(text.to_ascii_lowercase()))
        .map(Some)
        .map_err(|_| row.refuse(column, expected))
}
