//! Entering, correcting, deleting and importing the games of score sheets. Every game is
//! checked against the rules and against the seating: the declarer sits at that table, the
//! game number fits the series, a 4-table's dealer is never the declarer.

use std::collections::{HashMap, HashSet};

use super::csv_input::{CsvFile, CsvRow, ImportError, RowError};
use super::{EventError, Result};
use crate::rules::{
    Announcement, ContractField, GameInput, GameRecord, GameResult, ReplacementInput,
    ResultOverride, TableSize, score,
};
use crate::store::games::{self, Change, UncheckedGame};
use crate::store::{
    AuditAction, Event, EventId, GameKey, PlayerId, PlayerNo, Store, StoreError, StoredGame,
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

/// A problem with one field of a game, before it becomes a message or a CSV row error.
struct Issue {
    column: &'static str,
    value: String,
    reason: String,
}

impl Issue {
    fn new(column: &'static str, value: impl ToString, reason: impl Into<String>) -> Issue {
        Issue {
            column,
            value: value.to_string(),
            reason: reason.into(),
        }
    }

    fn into_error(self) -> EventError {
        EventError::Invalid(format!("{} = {}: {}", self.column, self.value, self.reason))
    }
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
        let mut tables: HashMap<(u16, u16), Vec<PlayerId>> = HashMap::new();
        for s in seating::all(store.conn(), event.id)? {
            tables
                .entry((s.series, s.table))
                .or_default()
                .push(s.player);
        }
        let numbers: HashMap<PlayerId, PlayerNo> = players::all(store.conn())?
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

    /// A player as messages name him: by number.
    fn number(&self, player: PlayerId) -> String {
        self.numbers.get(&player).map_or_else(
            || format!("with internal id {}", player.0),
            ToString::to_string,
        )
    }

    /// The player a file names by number (the games CSV's `declarer`).
    fn player(&self, row: &CsvRow<'_>, column: &str) -> Result<Option<PlayerId>, RowError> {
        let Some(number) = row.player_no(column)? else {
            return Ok(None);
        };
        match self.by_number.get(&number) {
            Some(&id) => Ok(Some(id)),
            None => Err(row.error(column, format!("no player {number} in the registry"))),
        }
    }

    /// The record under the event's rules.
    fn record(&self, input: GameInput) -> Result<GameRecord, Issue> {
        GameRecord::with_rules(input, &self.event.rules).map_err(|e| Issue {
            column: csv_column(e.field.as_deref().unwrap_or("")),
            value: e.value.clone().unwrap_or_default(),
            reason: crate::i18n::reason(crate::i18n::Lang::En, &e),
        })
    }

    /// Checks a game's place and declarer against the seating (B.2, B.4, V-12).
    fn check(
        &self,
        key: GameKey,
        declarer: Option<PlayerId>,
        record: &GameRecord,
    ) -> Result<(), Issue> {
        let GameKey {
            series,
            table,
            game,
        } = key;
        if !(1..=self.event.series_count).contains(&series) {
            return Err(Issue::new(
                "series",
                series,
                format!("the event has series 1..={}", self.event.series_count),
            ));
        }
        let Some(players) = self.tables.get(&(series, table)) else {
            let count = self.tables.keys().filter(|(s, _)| *s == series).count();
            let reason = if count == 0 {
                format!("series {series} has no seating yet; draw or import it first")
            } else {
                format!("series {series} has tables 1..={count}")
            };
            return Err(Issue::new("table", table, reason));
        };
        let size = if players.len() == 4 {
            TableSize::Four
        } else {
            TableSize::Three
        };
        let length = self.event.rules.series_games.get(size);
        if !(1..=length).contains(&game) {
            return Err(Issue::new(
                "game",
                game,
                format!(
                    "a {}-table plays games 1..={length} in a series",
                    players.len()
                ),
            ));
        }
        match (record.played(), declarer) {
            (None, None) => Ok(()),
            (None, Some(d)) => Err(Issue::new(
                "declarer",
                self.number(d),
                "a passed-in deal has no declarer (A.11.1)",
            )),
            (Some(_), None) => Err(Issue::new(
                "declarer",
                "(empty)",
                "a played game needs its declarer's player id",
            )),
            (Some(_), Some(d)) => self.check_declarer(key, players, d),
        }
    }

    fn check_declarer(
        &self,
        key: GameKey,
        players: &[PlayerId],
        declarer: PlayerId,
    ) -> Result<(), Issue> {
        let number = self.number(declarer);
        if !self.numbers.contains_key(&declarer) {
            return Err(Issue::new(
                "declarer",
                &number,
                format!("no player {number} in the registry"),
            ));
        }
        let Some(seat) = players.iter().position(|&p| p == declarer) else {
            let list: Vec<String> = players.iter().map(|&p| self.number(p)).collect();
            return Err(Issue::new(
                "declarer",
                &number,
                format!(
                    "player {number} does not sit at table {} in series {} (seated: {})",
                    key.table,
                    key.series,
                    list.join(", ")
                ),
            ));
        };
        let dealer = (usize::from(key.game) - 1) % players.len();
        if players.len() == 4 && seat == dealer {
            return Err(Issue::new(
                "declarer",
                &number,
                format!(
                    "player {number} deals game {} at this 4-table and sits out, so cannot be declarer (B.2.3, V-12)",
                    key.game
                ),
            ));
        }
        Ok(())
    }

    fn validate(&self, entry: GameEntry) -> Result<StoredGame, Issue> {
        let record = self.record(entry.input)?;
        self.check(entry.key, entry.declarer, &record)?;
        Ok(StoredGame {
            key: entry.key,
            declarer: entry.declarer,
            record,
        })
    }
}

/// The CSV column of a game field (`replacement.contract` → `replacement_contract`); a
/// problem with the game as a whole is reported on the `game` column.
fn csv_column(field: &str) -> &'static str {
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
    by: &str,
) -> Result<GameResult> {
    save_game(store, event, entry, by, AuditAction::Enter)
}

/// Corrects a stored game; the old version stays in the history. Returns the new result.
///
/// # Errors
/// As [`enter_game`], or no game under that key.
pub fn correct_game(
    store: &mut Store,
    event: EventId,
    entry: GameEntry,
    by: &str,
) -> Result<GameResult> {
    save_game(store, event, entry, by, AuditAction::Correct)
}

/// Validates a game against the rules and the seating, then stores it as a new game
/// (`Enter`) or in place of the stored one (`Correct`) in one transaction.
fn save_game(
    store: &mut Store,
    event: EventId,
    entry: GameEntry,
    by: &str,
    action: AuditAction,
) -> Result<GameResult> {
    let ctx = Context::load(store, event)?;
    let game = ctx.validate(entry).map_err(Issue::into_error)?;
    let at = crate::store::now();
    let change = Change { by, at: &at };
    let tx = store.transaction()?;
    match action {
        AuditAction::Correct => {
            games::update(&tx, event, &game, &change)?;
        }
        AuditAction::Enter | AuditAction::Import | AuditAction::Delete => {
            games::insert(&tx, event, &game, action, &change)?;
        }
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(score(&game.record, &ctx.event.rules))
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
    by: &str,
) -> Result<UncheckedGame> {
    super::event(store, event)?;
    let at = crate::store::now();
    let tx = store.transaction()?;
    let old = games::delete(&tx, event, key, &Change { by, at: &at })?;
    tx.commit().map_err(StoreError::from)?;
    Ok(old)
}

const COLUMNS: [&str; 16] = [
    "series",
    "table",
    "game",
    "declarer",
    "contract",
    "hand",
    "ouvert",
    "announced",
    "matadors",
    "declarer_points",
    "declarer_tricks",
    "bid",
    "passed",
    "replacement_contract",
    "replacement_matadors",
    "result_override",
];

/// Imports games from CSV (`series,table,game,declarer,contract,hand,ouvert,announced,
/// matadors,declarer_points,declarer_tricks,bid,passed`, optionally `replacement_contract,
/// replacement_matadors,result_override`), all or
/// nothing, each with an audit entry. Returns the number of games imported.
///
/// # Errors
/// Every bad row, with line, column, value and reason; nothing is written then.
pub fn import_games(store: &mut Store, event: EventId, csv: &[u8], by: &str) -> Result<usize> {
    let ctx = Context::load(store, event)?;
    let file = CsvFile::parse(csv, &COLUMNS, &COLUMNS[..3])?;
    let stored = games::keys(store.conn(), event)?;
    let mut seen: HashMap<GameKey, u64> = HashMap::new();
    let mut errors = Vec::new();
    let mut new = Vec::new();
    for row in file.rows() {
        let game = entry_of(&row, &ctx).and_then(|entry| {
            ctx.validate(entry).map_err(|issue| RowError {
                line: row.line,
                column: issue.column.into(),
                value: cell_or(&row, issue.column, issue.value),
                reason: issue.reason,
            })
        });
        match game.and_then(|g| unique(&row, g, &stored, &mut seen)) {
            Ok(g) => new.push(g),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(ImportError { errors }.into());
    }
    let at = crate::store::now();
    let change = Change { by, at: &at };
    let tx = store.transaction()?;
    for game in &new {
        games::insert(&tx, event, game, AuditAction::Import, &change)?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(new.len())
}

/// The cell as written, where the file has that column; the validated value otherwise.
fn cell_or(row: &CsvRow<'_>, column: &str, value: String) -> String {
    match row.get(column) {
        "" => value,
        cell => cell.to_string(),
    }
}

fn unique(
    row: &CsvRow<'_>,
    game: StoredGame,
    stored: &HashSet<GameKey>,
    seen: &mut HashMap<GameKey, u64>,
) -> Result<StoredGame, RowError> {
    let k = game.key;
    if stored.contains(&k) {
        return Err(row.error("game", StoreError::AlreadyEntered { key: k }.to_string()));
    }
    if let Some(line) = seen.insert(k, row.line) {
        return Err(row.error(
            "game",
            format!("{k} appears twice in the file (also line {line})"),
        ));
    }
    Ok(game)
}

/// One CSV row as a game entry (the field checks are the record's).
fn entry_of(row: &CsvRow<'_>, ctx: &Context) -> Result<GameEntry, RowError> {
    let key = GameKey {
        series: row.required_int("series", 1..=99)? as u16,
        table: row.required_int("table", 1..=9999)? as u16,
        game: row.required_int("game", 1..=999)? as u16,
    };
    let declarer = ctx.player(row, "declarer")?;
    let contract = parsed::<ContractField>(
        row,
        "contract",
        "expected one of diamonds, hearts, spades, clubs, grand, null",
    )?;
    let replacement = match (
        parsed::<ContractField>(row, "replacement_contract", "expected a suit or grand")?,
        row.int("replacement_matadors", -99..=99)?,
    ) {
        (Some(contract), Some(matadors)) => Some(ReplacementInput { contract, matadors }),
        (None, None) => None,
        (Some(_), None) => {
            return Err(row.error(
                "replacement_matadors",
                "a replacement game needs its matadors",
            ));
        }
        (None, Some(_)) => {
            return Err(row.error(
                "replacement_contract",
                "a replacement game needs its contract",
            ));
        }
    };
    let input = GameInput {
        passed: row.flag("passed")?.filter(|p| *p),
        contract,
        hand: row.flag("hand")?,
        ouvert: row.flag("ouvert")?,
        announced: parsed::<Announcement>(
            row,
            "announced",
            "expected one of none, schneider, schwarz",
        )?,
        matadors: row.int("matadors", -999..=999)?,
        declarer_points: row.int("declarer_points", -999..=999)?,
        declarer_tricks: row.int("declarer_tricks", -999..=999)?,
        bid: row.int("bid", -9999..=9999)?,
        replacement,
        result_override: parsed::<ResultOverride>(
            row,
            "result_override",
            "expected one of declarer_lost_by_rule, defenders_lost_by_rule, declarer_conceded, defenders_conceded",
        )?,
    };
    Ok(GameEntry {
        key,
        declarer,
        input,
    })
}

/// A cell holding one of the JSON names of an enum; `None` when empty.
fn parsed<T: serde::de::DeserializeOwned>(
    row: &CsvRow<'_>,
    column: &str,
    expected: &str,
) -> Result<Option<T>, RowError> {
    let text = row.get(column);
    if text.is_empty() {
        return Ok(None);
    }
    serde_json::from_value(serde_json::Value::String(text.to_ascii_lowercase()))
        .map(Some)
        .map_err(|_| row.error(column, expected))
}
