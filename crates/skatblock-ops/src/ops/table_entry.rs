//! The table-entry protocol (issues 12 and 19): a table's phone writes a game of its list, and
//! the table signs the list when it is done. The hub maps these operations to HTTP; the desk
//! could call them too.
//!
//! A request sent again gets the answer kept for it and changes nothing while the game is
//! still at the version that answer gave; once the game changed since (at the desk, on another
//! phone), the request is stale and gets the conflict below. A few answers are kept per game
//! (`store::hub::ANSWERS_KEPT_PER_GAME`). A signed list is locked; a game made on another
//! state than the stored one is a conflict that carries the stored game and its version —
//! also when another connection (the desk) writes between this operation's reading and its
//! write: the version is compared again inside the write transaction, and the game is read
//! again. The audit entry names the table and the device.
//! Here too is the table's list as its phone reads it, each game with its label: the one
//! describer's words in German and English.
//!
//! Game numbers are 1-based as on the paper list; seats are 0-based. A game's version is the
//! number of changes kept in its history (entered, corrected, deleted).

use skatblock_model::audit::Author;
use std::collections::HashSet;

use serde::Serialize;
use serde_json::{Value, json};

use super::{
    Error, ErrorKind, GameEntryInput, Result, SchafkopfEntryInput, SchafkopfGameInput, TableInput,
};
use crate::event::{self, Scorer};
use crate::hub::codes::{
    HUB_BODY_RECORD, HUB_GAME_CONFLICT, HUB_SEAT_RANGE, HUB_SIGN_INCOMPLETE, HUB_SIGN_SEATS,
};
use crate::i18n::{self, Lang};
use crate::rules::{GameInput, GameRecord, Refusal, Rules, SheetRow, TableSize};
use crate::schafkopf::{Game, game_json, game_of};
use crate::store::{self, GameKey, PlayerId, Store};

/// A table's list as its phone reads it: the players by seat, the stored games, and (Skat) the
/// Bock factor of every game number of the series, game 1 first.
#[derive(Debug, Clone, PartialEq)]
pub struct TableList {
    /// The players in seat order.
    pub player_ids: Vec<PlayerId>,
    /// The stored games in list order.
    pub games: Vec<TableGame>,
    /// The Bock factor of every game number (Skat); empty for Schafkopf.
    pub bock_factors: Vec<i64>,
}

/// One stored game as the phone shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct TableGame {
    /// Game number, 1-based.
    pub number: u16,
    /// The declarer's seat, 0-based.
    pub declarer: Option<usize>,
    /// The game as stored: a Skat record (DESIGN.md) or a Schafkopf game (`schafkopf score`).
    pub record: Value,
    /// What it gave: Skat's result, or Schafkopf's `{"won", "amounts"}`.
    pub result: Value,
    /// What the engine's list writes on a Skat row; `None` for Schafkopf.
    pub cells: Option<ListCells>,
    /// The game as the lists say it; `None` for a stored game the engine cannot read.
    pub label: Option<GameLabel>,
    /// Its version: the number of changes kept in its history.
    pub version: u64,
}

/// A game as the lists say it, in German and English, so that a page switching its language
/// asks nothing again: a Skat game in the catalogue's `describe-game` (the one description of
/// the app's sheet and the CLI's text list), a Schafkopf game by [`schafkopf_label`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameLabel {
    /// German.
    pub de: String,
    /// English.
    pub en: String,
}

impl GameLabel {
    fn said(say: impl Fn(Lang) -> String) -> GameLabel {
        GameLabel {
            de: say(Lang::De),
            en: say(Lang::En),
        }
    }

    /// A Skat game's label.
    pub fn skat(game: &GameRecord) -> GameLabel {
        let description = i18n::game_description(game);
        GameLabel::said(|lang| i18n::reason(lang, &description))
    }

    /// A Schafkopf game's label; `names` (by seat) name a Rufspiel's partner.
    pub fn schafkopf(game: &Game, names: &[String]) -> GameLabel {
        let description = hub_description(game, names);
        GameLabel::said(|lang| i18n::reason(lang, &description))
    }
}

/// A Schafkopf game as a row of the hub's list says it: "Sauspiel auf die Eichel mit Clara,
/// 3 Laufende", "Herz-Solo Tout, Stoß", "zusammengeworfen" — the game, a Rufspiel's partner by
/// first name (`names` by seat), then what doubles it: the one describer's long form.
pub fn schafkopf_label(lang: Lang, game: &Game, names: &[String]) -> String {
    i18n::reason(lang, &hub_description(game, names))
}

/// The hub's list has no columns for the partner and the doublings: its label says them, in a
/// phone's narrow column.
fn hub_description(game: &Game, names: &[String]) -> Refusal {
    let details = i18n::SchafkopfDetails {
        names,
        doublings: true,
        points: false,
        narrow: true,
    };
    i18n::schafkopf_description(game, details)
}

/// What the engine's list writes on a Skat row (`SheetRow`): every seat's score with Kontra/Re
/// and Bock in, the running totals, whether the deal lies in a Bock round and the row's
/// multiplier (RULES.md C.1–C.3). The phone shows these; it never counts a Bock round itself.
#[derive(Debug, Clone, PartialEq)]
pub struct ListCells {
    /// Every seat's score on the row.
    pub scores: Vec<i64>,
    /// The running totals after the row.
    pub totals: Vec<i64>,
    /// Whether the deal lies in a Bock round.
    pub bock: bool,
    /// The row's multiplier.
    pub multiplier: i64,
}

/// A game as the phone sends it: the declarer's seat and the record.
#[derive(Debug, Clone, PartialEq)]
pub struct SentGame {
    /// The declarer's seat, 0-based; none for a passed deal.
    pub declarer: Option<usize>,
    /// The record: Skat's game (DESIGN.md) or a Schafkopf game without its declarer.
    pub record: Value,
}

/// `enter_table_game`: one game of a table as its phone sends it.
#[derive(Debug, Clone)]
pub struct TableEntryInput {
    /// The table.
    pub at: TableInput,
    /// Game number, 1-based.
    pub game: u16,
    /// The game.
    pub sent: SentGame,
    /// The version of the game the phone changed; none for a game it saw unstored.
    pub base_version: Option<u64>,
    /// The request as canonical JSON (keys sorted): the same request again gets the answer kept
    /// for it.
    pub request: String,
    /// What sent it (a phone's browser): its first 60 characters name it in the audit.
    pub device: String,
    /// When, for the audit and the kept answer (the caller reads the clock: `store::now()`).
    pub now: String,
}

/// The answer to a game written, kept for the same request again.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableAnswer {
    /// Game number, 1-based.
    pub game: u16,
    /// What the game gave: Skat's result, or Schafkopf's outcome (`{"won", "amounts"}` when
    /// the game was stored already).
    pub result: Value,
    /// The game's version now.
    pub version: u64,
    /// The game as the lists say it (an answer kept before labels has none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<GameLabel>,
}

/// What became of a table's game.
#[derive(Debug, Clone, PartialEq)]
pub enum TableEntryOutcome {
    /// Entered or corrected now; the answer is kept.
    Stored(TableAnswer),
    /// The game as sent is stored already (an answer lost before it was kept): the same
    /// answer, kept now.
    AlreadyStored(TableAnswer),
    /// The same request was answered before, and the game is still at the version that
    /// answer gave: that answer, as it was given. Nothing changed. (When the game changed
    /// since, the same request is a [`TableEntryOutcome::Conflict`].)
    Replayed(Value),
    /// Made on another state than the stored one: nothing written. The stored game (none when
    /// no game is stored) and its version, for the phone to show.
    Conflict {
        /// The stored game.
        stored: Option<TableGame>,
        /// Its version.
        version: u64,
        /// The game as sent, as the lists say it; `None` when it is no game the engine reads.
        sent: Option<GameLabel>,
    },
    /// The table signed its list: it is locked for the phones. Nothing written.
    ListSigned,
}

/// `sign_table_list`: every seat of a table signs its list after its last game.
#[derive(Debug, Clone)]
pub struct SignListInput {
    /// The table.
    pub at: TableInput,
    /// The seats that sign, 0-based; `None` when the request named none readable.
    pub seats: Option<Vec<u64>>,
    /// The seats as sent, for a refusal to quote.
    pub sent: String,
    /// When (the caller reads the clock: `store::now()`).
    pub now: String,
}

/// A table's list, Skat or Schafkopf (`schafkopf`): one reading of the engine's sheet.
///
/// # Errors
/// An unknown event, series or table; storage errors.
pub fn table_list(store: &Store, at: TableInput, schafkopf: bool) -> Result<TableList> {
    if schafkopf {
        return schafkopf_list(store, at);
    }
    let sheet = super::sheet(store, at)?;
    let games = sheet
        .report
        .games
        .iter()
        .zip(&sheet.versions)
        .map(|(row, &version)| skat_game(row, version))
        .collect();
    Ok(TableList {
        player_ids: sheet.player_ids,
        games,
        bock_factors: sheet.bock_factors,
    })
}

/// A Skat row of the engine's sheet, at `version`, as the phone shows it.
fn skat_game(row: &SheetRow, version: u64) -> TableGame {
    TableGame {
        number: u16::try_from(row.number).unwrap_or(u16::MAX),
        declarer: row.declarer,
        record: serde_json::to_value(row.game).unwrap_or(Value::Null),
        result: serde_json::to_value(row.result).unwrap_or(Value::Null),
        cells: Some(ListCells {
            scores: row.scores.clone(),
            totals: row.totals.clone(),
            bock: row.bock,
            multiplier: row.multiplier,
        }),
        label: Some(GameLabel::skat(&row.game)),
        version,
    }
}

/// A Schafkopf table's list as the phone shows it.
fn schafkopf_list(store: &Store, at: TableInput) -> Result<TableList> {
    let sheet = super::schafkopf_sheet(store, at)?;
    let names = player_names(store, &sheet.player_ids)?;
    let games = sheet
        .report
        .games
        .iter()
        .zip(&sheet.entries)
        .zip(&sheet.versions)
        .map(|((row, entry), &version)| {
            let game = entry.game().ok();
            TableGame {
                number: u16::try_from(row.number).unwrap_or(u16::MAX),
                declarer: row.declarer.map(usize::from),
                record: game.as_ref().map(game_json).unwrap_or(Value::Null),
                result: json!({"won": row.won, "amounts": row.amounts}),
                cells: None,
                label: game.map(|g| GameLabel::schafkopf(&g, &names)),
                version,
            }
        })
        .collect();
    Ok(TableList {
        player_ids: sheet.player_ids,
        games,
        bock_factors: Vec::new(),
    })
}

/// The names of `players`, by seat (an unknown id has none).
fn player_names(store: &Store, players: &[PlayerId]) -> Result<Vec<String>> {
    players
        .iter()
        .map(|&id| {
            let player = store::players::get(store.conn(), id)?;
            Ok(player.map(|p| p.name()).unwrap_or_default())
        })
        .collect()
}

/// What a game's label needs beside the game: the event's rules (a Skat game is read under
/// them: Kontra and Ramsch only where they allow them) or the players' names by seat (a
/// Rufspiel names its partner).
enum Describe {
    Skat(Rules),
    Schafkopf(Vec<String>),
}

impl SentGame {
    /// The game as the lists say it; `None` when it is no game the engine reads.
    fn label(&self, describe: &Describe) -> Option<GameLabel> {
        match describe {
            Describe::Schafkopf(names) => {
                Some(GameLabel::schafkopf(&self.schafkopf_game().ok()?, names))
            }
            Describe::Skat(rules) => {
                let game = GameRecord::with_rules(self.skat_input().ok()?, rules).ok()?;
                Some(GameLabel::skat(&game))
            }
        }
    }

    /// A Skat game's record as the engine reads it.
    ///
    /// # Errors
    /// `hub.body.record` for a record that is no Skat game.
    pub fn skat_input(&self) -> std::result::Result<GameInput, Refusal> {
        serde_json::from_value(self.record.clone()).map_err(|e| {
            Refusal::new(HUB_BODY_RECORD)
                .field("record")
                .value(e.to_string())
        })
    }

    /// A Schafkopf game with its declarer seat in it, as `schafkopf score` reads a game.
    ///
    /// # Errors
    /// The refusal of a game that is not one.
    pub fn schafkopf_game(&self) -> std::result::Result<Game, Refusal> {
        game_of(&self.schafkopf_record())
    }

    fn schafkopf_record(&self) -> Value {
        let mut record = self.record.clone();
        if let (Value::Object(object), Some(seat)) = (&mut record, self.declarer) {
            object.insert("declarer".into(), json!(seat));
        }
        record
    }

    /// The record as the store gives it back, to compare a repeat with the stored game.
    fn normalised(&self, schafkopf: bool) -> Value {
        if schafkopf {
            return self
                .schafkopf_game()
                .map(|g| game_json(&g))
                .unwrap_or(Value::Null);
        }
        serde_json::from_value::<GameRecord>(self.record.clone())
            .ok()
            .and_then(|g| serde_json::to_value(g).ok())
            .unwrap_or(Value::Null)
    }

    /// Whether `stored` is this game.
    fn is(&self, stored: &TableGame, schafkopf: bool) -> bool {
        stored.record == self.normalised(schafkopf) && stored.declarer == self.declarer
    }
}

/// A game typed at a table, scored under the event's rules or tariff; nothing is stored. Skat's
/// result (its declarer a seat of the table) or Schafkopf's outcome, as JSON.
///
/// # Errors
/// The refusal of what is no game, or of a seat the table does not have (`Invalid`); an
/// unknown event, series or table; storage errors.
pub fn score_table_game(store: &Store, at: TableInput, sent: &SentGame) -> Result<Value> {
    let invalid = |r: Refusal| Error::refused(ErrorKind::Invalid, r);
    if event::schafkopf::tariff_of(store.conn(), at.event)?.is_some() {
        let game = sent.schafkopf_game().map_err(invalid)?;
        let input = super::SchafkopfScoreInput {
            event: at.event,
            game: SchafkopfGameInput::from(&game),
        };
        let outcome = super::score_schafkopf(store, input)?;
        return Ok(serde_json::to_value(outcome).unwrap_or(Value::Null));
    }
    if let Some(seat) = sent.declarer {
        seat_player(&table_seats(store, at)?, seat).map_err(invalid)?;
    }
    let input = super::ScoreInput {
        event: Some(at.event),
        game: sent.skat_input().map_err(invalid)?,
    };
    Ok(serde_json::to_value(super::score_game(store, input)?).unwrap_or(Value::Null))
}

/// Enters or corrects a game of a table as its phone sends it: the table-entry protocol.
///
/// # Errors
/// The rule the game breaks (a record that is no game, a seat the table does not have); the
/// version changed again while the game was read a second time (`hub.game.conflict`); storage
/// errors.
pub fn enter_table_game(store: &mut Store, input: &TableEntryInput) -> Result<TableEntryOutcome> {
    enter_table_game_between(store, input, &mut || {})
}

/// [`enter_table_game`] with `between` run after each reading of the game, right before its
/// write: where a test lets the desk write.
#[doc(hidden)]
pub fn enter_table_game_between(
    store: &mut Store,
    input: &TableEntryInput,
    between: &mut dyn FnMut(),
) -> Result<TableEntryOutcome> {
    // Another connection's write between this reading and the write makes the write refuse
    // (the version is compared inside the write transaction); the second pass reads the new
    // state and answers as for any conflict.
    let mut again = true;
    loop {
        match enter_once(store, input, between) {
            Err(e) if again && raced(&e) => again = false,
            done => return done,
        }
    }
}

/// Whether a write was refused because the game's version changed inside it.
pub(super) fn raced(e: &Error) -> bool {
    e.kind == ErrorKind::Conflict
        && e.refusals
            .iter()
            .any(|r| r.refusal.code == HUB_GAME_CONFLICT)
}

/// One pass of the protocol: the kept answer, the lock, the reading, the comparison, the write.
fn enter_once(
    store: &mut Store,
    input: &TableEntryInput,
    between: &mut dyn FnMut(),
) -> Result<TableEntryOutcome> {
    let stale = match kept_answer(store, input)? {
        Some(KeptAnswer {
            answer,
            current: true,
        }) => return Ok(TableEntryOutcome::Replayed(answer)),
        kept => kept.is_some(),
    };
    if is_signed(store, input.at)? {
        return Ok(TableEntryOutcome::ListSigned);
    }
    let reading = read_game(store, input)?;
    // A request answered before while the game has changed since is stale: the phone is told
    // the stored game as for any conflict, never the old answer or a write over the change.
    if stale {
        return Ok(reading.conflict(input));
    }
    if let Some(answer) = reading.answer_of_stored(input) {
        keep(store, input, &answer)?;
        return Ok(TableEntryOutcome::AlreadyStored(answer));
    }
    if !reading.fits(input.base_version) {
        return Ok(reading.conflict(input));
    }
    between();
    let answer = write(store, input, &reading)?;
    keep(store, input, &answer)?;
    Ok(TableEntryOutcome::Stored(answer))
}

/// An answer kept for a request, and whether the game is still at the version it gave.
struct KeptAnswer {
    answer: Value,
    current: bool,
}

/// The answer kept for the request, if it was answered before.
fn kept_answer(store: &Store, input: &TableEntryInput) -> Result<Option<KeptAnswer>> {
    let (event, key) = (input.at.event, input.key());
    let Some(text) = store::hub::answer(store.conn(), event, key, &input.request)? else {
        return Ok(None);
    };
    let answer: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    // An answer that names no version cannot show it is current: it counts as stale.
    let version = answer.get("version").and_then(Value::as_u64);
    let current = version == Some(store::games::version(store.conn(), event, key)?);
    Ok(Some(KeptAnswer { answer, current }))
}

impl TableEntryInput {
    fn key(&self) -> GameKey {
        GameKey {
            series: self.at.series,
            table: self.at.table,
            game: self.game,
        }
    }

    /// The audit's author: the table and the device.
    fn author(&self) -> Scorer {
        Scorer {
            by: Author::table(self.at.series, self.at.table, &self.device).to_stored(),
            at: self.now.clone(),
        }
    }
}

/// Whether the table signed its list.
fn is_signed(store: &Store, at: TableInput) -> Result<bool> {
    Ok(store::hub::signature(store.conn(), at.event, at.series, at.table)?.is_some())
}

/// What the protocol read of a game before writing it.
struct Reading {
    /// Whether the event is a Schafkopf event.
    schafkopf: bool,
    /// The players by seat.
    player_ids: Vec<PlayerId>,
    /// What the game's label needs.
    describe: Describe,
    /// The stored game.
    stored: Option<TableGame>,
    /// The game's version.
    version: u64,
}

impl Reading {
    /// The answer to `input` when the game as sent is stored already.
    fn answer_of_stored(&self, input: &TableEntryInput) -> Option<TableAnswer> {
        let stored = self.stored.as_ref()?;
        input.sent.is(stored, self.schafkopf).then(|| TableAnswer {
            game: input.game,
            result: stored.result.clone(),
            version: self.version,
            label: stored.label.clone(),
        })
    }

    /// The conflict of `input` with the game as read: the stored game and its version.
    fn conflict(self, input: &TableEntryInput) -> TableEntryOutcome {
        TableEntryOutcome::Conflict {
            sent: input.sent.label(&self.describe),
            stored: self.stored,
            version: self.version,
        }
    }

    /// Whether a change made on `base` fits the game as read: a correction names the version
    /// it was made on; a new game names none, or the version it has (one deleted since).
    fn fits(&self, base: Option<u64>) -> bool {
        match self.stored {
            Some(_) => base == Some(self.version),
            None => base.is_none_or(|base| base == self.version),
        }
    }
}

/// Reads the game: the event's kind, the seats, the stored game and its version.
fn read_game(store: &Store, input: &TableEntryInput) -> Result<Reading> {
    let (at, key) = (input.at, input.key());
    let schafkopf = event::schafkopf::tariff_of(store.conn(), at.event)?.is_some();
    // Most games arrive once and new: the whole list is read only when one is stored already.
    let (player_ids, stored) = if is_stored(store, at, key, schafkopf)? {
        let list = table_list(store, at, schafkopf)?;
        let stored = list.games.into_iter().find(|g| g.number == input.game);
        (list.player_ids, stored)
    } else {
        (table_seats(store, at)?, None)
    };
    let describe = if schafkopf {
        Describe::Schafkopf(player_names(store, &player_ids)?)
    } else {
        Describe::Skat(event::event(store, at.event)?.rules)
    };
    Ok(Reading {
        schafkopf,
        player_ids,
        describe,
        stored,
        version: store::games::version(store.conn(), at.event, key)?,
    })
}

/// Whether a game is stored under `key`.
fn is_stored(store: &Store, at: TableInput, key: GameKey, schafkopf: bool) -> Result<bool> {
    if schafkopf {
        return Ok(store::schafkopf::get(store.conn(), at.event, key)?.is_some());
    }
    match store::games::get_unchecked(store.conn(), at.event, key) {
        Ok(_) => Ok(true),
        Err(store::StoreError::GameNotFound { .. }) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// The players of a table by seat.
///
/// # Errors
/// Storage errors.
pub fn table_seats(store: &Store, at: TableInput) -> Result<Vec<PlayerId>> {
    // A table of a drawn series: its seats alone, in seat order.
    let seats = store::seating::table(store.conn(), at.event, at.series, at.table)?;
    Ok(seats.into_iter().map(|s| s.player).collect())
}

/// Writes the game on the version read (compared again inside the write: another connection
/// may have written since) and gives its answer.
fn write(store: &mut Store, input: &TableEntryInput, reading: &Reading) -> Result<TableAnswer> {
    let result = if reading.schafkopf {
        write_schafkopf(store, input, reading)?
    } else {
        write_skat(store, input, reading)?
    };
    Ok(TableAnswer {
        game: input.game,
        result,
        version: store::games::version(store.conn(), input.at.event, input.key())?,
        label: input.sent.label(&reading.describe),
    })
}

fn write_schafkopf(store: &mut Store, input: &TableEntryInput, reading: &Reading) -> Result<Value> {
    let by = input.author();
    let game = input.sent.schafkopf_game()?;
    let entry = SchafkopfEntryInput {
        event: input.at.event,
        series: input.at.series,
        table: input.at.table,
        game: input.game,
        record: SchafkopfGameInput::from(&game),
        correct: reading.stored.is_some(),
        base_version: Some(reading.version),
    };
    let outcome = super::save_schafkopf_game(store, entry, by)?;
    Ok(serde_json::to_value(outcome).unwrap_or(Value::Null))
}

fn write_skat(store: &mut Store, input: &TableEntryInput, reading: &Reading) -> Result<Value> {
    let by = input.author();
    let declarer = match input.sent.declarer {
        Some(seat) => Some(seat_player(&reading.player_ids, seat)?),
        None => None,
    };
    let entry = GameEntryInput {
        event: input.at.event,
        series: input.at.series,
        table: input.at.table,
        game: input.game,
        declarer,
        record: input.sent.skat_input()?,
        correct: reading.stored.is_some(),
        base_version: Some(reading.version),
    };
    let result = super::save_game(store, entry, by)?;
    Ok(serde_json::to_value(result).unwrap_or(Value::Null))
}

/// The player at `seat`.
///
/// # Errors
/// `hub.seat.range` for a seat the table does not have.
pub fn seat_player(player_ids: &[PlayerId], seat: usize) -> std::result::Result<PlayerId, Refusal> {
    player_ids.get(seat).copied().ok_or_else(|| {
        Refusal::new(HUB_SEAT_RANGE)
            .field("declarer")
            .value(seat)
            .param("max", player_ids.len().saturating_sub(1))
    })
}

/// Keeps the answer to a request (the same request gets it again).
fn keep(store: &Store, input: &TableEntryInput, answer: &TableAnswer) -> Result<()> {
    let text = serde_json::to_value(answer)
        .unwrap_or(Value::Null)
        .to_string();
    store::hub::keep_answer(
        store.conn(),
        input.at.event,
        input.key(),
        &input.request,
        &text,
        &input.now,
    )?;
    Ok(())
}

/// Signs a table's list after its last game, by every seat: the list is locked for the
/// phones then. A list signed already stays as it was signed.
///
/// # Errors
/// `hub.sign.seats` when the seats are not every seat of the table once;
/// `hub.sign.incomplete` while games of the series list are missing; an unknown event, series
/// or table; storage errors.
pub fn sign_table_list(store: &mut Store, input: &SignListInput) -> Result<()> {
    let at = input.at;
    let schafkopf = event::schafkopf::tariff_of(store.conn(), at.event)?.is_some();
    let list = table_list(store, at, schafkopf)?;
    let every_seat = every_seat(input, list.player_ids.len())?;
    check_complete(store, at, &list)?;
    if !is_signed(store, at)? {
        let seats = serde_json::to_string(&every_seat).unwrap_or_default();
        store::hub::sign(
            store.conn(),
            at.event,
            at.series,
            at.table,
            &seats,
            &input.now,
        )?;
    }
    Ok(())
}

/// The table's `players` seats, when the input names each of them once.
fn every_seat(input: &SignListInput, players: usize) -> Result<Vec<u64>> {
    let all: Vec<u64> = (0..players as u64).collect();
    let mut given = input.seats.clone().unwrap_or_default();
    given.sort_unstable();
    given.dedup();
    let each_once = input.seats.as_ref().map(Vec::len) == Some(all.len());
    if input.seats.is_none() || given != all || !each_once {
        let refusal = Refusal::new(HUB_SIGN_SEATS)
            .field("seats")
            .value(&input.sent)
            .param("count", players);
        return Err(refusal.into());
    }
    Ok(all)
}

/// Refuses a list that misses games of its series.
fn check_complete(store: &Store, at: TableInput, list: &TableList) -> Result<()> {
    let ev = event::event(store, at.event)?;
    let size = TableSize::for_players(list.player_ids.len())?;
    let length = ev.rules.series_games.get(size);
    let entered: HashSet<u16> = list.games.iter().map(|g| g.number).collect();
    let missing = (1..=length).filter(|n| !entered.contains(n)).count();
    if missing > 0 {
        let refusal = Refusal::new(HUB_SIGN_INCOMPLETE)
            .param("missing", missing)
            .param("games", length);
        return Err(refusal.into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops;
    use crate::ops::fixtures::grand;

    /// Table 1 of a club evening's one 3-table, drawn.
    fn table() -> (Store, TableInput) {
        table_under(json!({"ruleset": "CLUB"}))
    }

    /// Table 1 of a club evening's one 3-table under `rules`, drawn.
    fn table_under(rules: Value) -> (Store, TableInput) {
        use crate::ops::fixtures::{THREE, club_evening, drawn_table};
        drawn_table(&THREE, club_evening(rules))
    }

    fn enter(store: &mut Store, input: &TableEntryInput) -> TableEntryOutcome {
        enter_table_game(store, input).expect("an outcome")
    }

    #[test]
    fn a_table_game_is_stored_once_and_a_change_on_another_version_is_a_conflict() {
        let (mut store, at) = table();
        let TableEntryOutcome::Stored(answer) = enter(&mut store, &grand(at, 70, None)) else {
            panic!("stored")
        };
        assert_eq!((answer.game, answer.version), (1, 1));
        let kept = serde_json::to_value(&answer).expect("json");
        assert_eq!(
            enter(&mut store, &grand(at, 70, None)),
            TableEntryOutcome::Replayed(kept),
            "the same request gets its answer again"
        );
        assert_eq!(
            enter(&mut store, &grand(at, 70, Some(1))),
            TableEntryOutcome::AlreadyStored(answer),
            "the same game in another request: the stored game's answer"
        );
        let TableEntryOutcome::Conflict {
            stored,
            version,
            sent,
        } = enter(&mut store, &grand(at, 80, None))
        else {
            panic!("a conflict")
        };
        let stored = stored.expect("the stored game");
        assert_eq!(
            (stored.record["declarer_points"].clone(), version),
            (json!(70), 1)
        );
        let label = |de: &str, en: &str| GameLabel {
            de: de.into(),
            en: en.into(),
        };
        assert_eq!(stored.label, Some(label("Grand mit 1", "grand with 1")));
        assert_eq!(
            sent,
            Some(label("Grand mit 1", "grand with 1")),
            "the game as sent"
        );
        let TableEntryOutcome::Stored(corrected) = enter(&mut store, &grand(at, 80, Some(1)))
        else {
            panic!("corrected")
        };
        assert_eq!(corrected.version, 2);
        let history = store::games::history(store.conn(), at.event, None).expect("history");
        assert_eq!(
            history[1].by,
            Author::table(1, 1, "Testtelefon"),
            "the table is stored as data, not as a sentence"
        );
    }

    /// The desk corrects game 1 of `at` to a Kreuz by seat 1, on the game's `version`.
    fn desk_corrects(store: &mut Store, at: TableInput, version: u64) {
        let seats = table_seats(store, at).expect("seats");
        let entry = GameEntryInput {
            event: at.event,
            series: at.series,
            table: at.table,
            game: 1,
            declarer: Some(seats[1]),
            record: serde_json::from_value(
                json!({"contract": "clubs", "matadors": 2, "declarer_points": 61}),
            )
            .expect("a game"),
            correct: true,
            base_version: Some(version),
        };
        let by = Scorer {
            by: "Turnierleitung".into(),
            at: "2026-11-27T20:05:00Z".into(),
        };
        ops::save_game(store, entry, by).expect("the desk corrects");
    }

    #[test]
    fn issue_20_a_request_sent_again_after_the_desk_changed_the_game_is_a_conflict() {
        let (mut store, at) = table();
        let first = grand(at, 70, None);
        let TableEntryOutcome::Stored(answer) = enter(&mut store, &first) else {
            panic!("stored")
        };
        assert_eq!(answer.version, 1);
        desk_corrects(&mut store, at, 1);
        let TableEntryOutcome::Conflict {
            stored, version, ..
        } = enter(&mut store, &first)
        else {
            panic!("a conflict, not the old answer")
        };
        assert_eq!(version, 2, "the desk's version");
        let stored = stored.expect("the desk's game");
        assert_eq!(
            (stored.declarer, stored.record["contract"].clone()),
            (Some(1), json!("clubs"))
        );
        let history = store::games::history(store.conn(), at.event, None).expect("history");
        assert_eq!(history.len(), 2, "nothing written");
        // Deleted at the desk: the resend does not enter the game again.
        ops::delete_game(
            &mut store,
            ops::GameAtInput {
                event: at.event,
                series: 1,
                table: 1,
                game: 1,
            },
            Scorer {
                by: "Turnierleitung".into(),
                at: "2026-11-27T20:06:00Z".into(),
            },
        )
        .expect("deleted");
        let TableEntryOutcome::Conflict {
            stored: None,
            version: 3,
            ..
        } = enter(&mut store, &first)
        else {
            panic!("a conflict with no stored game")
        };
    }

    #[test]
    fn issue_20_resends_on_ever_other_versions_keep_a_bounded_number_of_answers() {
        let (mut store, at) = table();
        enter(&mut store, &grand(at, 70, None));
        for base in 0..40 {
            let outcome = enter(&mut store, &grand(at, 70, Some(base)));
            assert!(
                matches!(outcome, TableEntryOutcome::AlreadyStored(_)),
                "{outcome:?}"
            );
        }
        let key = GameKey {
            series: 1,
            table: 1,
            game: 1,
        };
        let kept = store::hub::answers_kept(store.conn(), at.event, key).expect("count");
        assert_eq!(kept, u64::from(store::hub::ANSWERS_KEPT_PER_GAME));
        // The newest is kept and is still given again.
        let last = grand(at, 70, Some(39));
        assert!(matches!(
            enter(&mut store, &last),
            TableEntryOutcome::Replayed(_)
        ));
    }

    #[test]
    fn a_signed_list_takes_no_game_and_a_seat_the_table_lacks_is_refused() {
        let (mut store, at) = table();
        let mut beyond = grand(at, 70, None);
        beyond.sent.declarer = Some(3);
        let refused = enter_table_game(&mut store, &beyond).expect_err("no seat 3");
        assert_eq!(refused.refusals[0].refusal.code, HUB_SEAT_RANGE);
        store::hub::sign(
            store.conn(),
            at.event,
            1,
            1,
            "[0,1,2]",
            "2026-11-27T23:00:00Z",
        )
        .expect("signed");
        assert_eq!(
            enter(&mut store, &grand(at, 70, None)),
            TableEntryOutcome::ListSigned
        );
    }

    #[test]
    fn a_schafkopf_game_is_said_as_the_hubs_list_said_it_issue_19() {
        let game = |v: Value| crate::schafkopf::game_of(&v).expect("a game");
        let names = [
            "Anna Müller",
            "Bernd Schäfer",
            "Clara Weiß",
            "Dieter Groß-Böhme",
        ]
        .map(String::from);
        let rufspiel = game(
            json!({"game": "rufspiel", "declarer": 0, "called": "eichel", "partner": 2, "points": 72}),
        );
        assert_eq!(
            schafkopf_label(Lang::De, &rufspiel, &[]),
            "Sauspiel auf die Eichel"
        );
        assert_eq!(
            GameLabel::schafkopf(&rufspiel, &names),
            GameLabel {
                de: "Sauspiel auf die Eichel mit Clara".into(),
                en: "Sauspiel on the Eichel Ace with Clara".into()
            },
            "the partner by first name"
        );
        let tout =
            game(json!({"game": "solo", "declarer": 1, "suit": "herz", "tout": true, "tricks": 8}));
        assert_eq!(schafkopf_label(Lang::De, &tout, &names), "Herz-Solo Tout");
        let solo = game(json!({"game": "solo", "declarer": 1, "suit": "gras", "points": 80}));
        assert_eq!(schafkopf_label(Lang::En, &solo, &names), "Gras Solo");
        assert_eq!(
            schafkopf_label(Lang::De, &game(json!({"passed": true})), &names),
            "zusammen\u{ad}geworfen",
            "a soft hyphen lets the narrow column break it"
        );
        let doubled = game(
            json!({"game": "wenz", "declarer": 3, "points": 70, "laufende": 3, "klopfer": 1, "kontra": 2, "bock": 1}),
        );
        assert_eq!(
            schafkopf_label(Lang::De, &doubled, &names),
            "Wenz, 3 Laufende, 1× Klopfer, Retour, 1× Bock"
        );
    }

    #[test]
    fn a_skat_game_is_said_by_the_one_describer_issue_19() {
        let rules: Rules = serde_json::from_value(json!({
            "ruleset": "CLUB", "kontra": true, "ramsch": {"push": true}
        }))
        .expect("club rules");
        // With Ramsch, a deal everyone passed is a Ramsch (game.passed.ramsch).
        let plain = Rules::default();
        let said = |v: Value| {
            let rules = if v.get("passed").is_some() {
                &plain
            } else {
                &rules
            };
            let input: GameInput = serde_json::from_value(v).expect("a game");
            let record = GameRecord::with_rules(input, rules).expect("a record");
            let label = GameLabel::skat(&record);
            (label.de, label.en)
        };
        let cases = [
            (json!({"passed": true}), "eingepasst", "passed"),
            (
                json!({"contract": "clubs", "hand": true, "matadors": 2, "declarer_points": 70}),
                "Kreuz Hand mit 2",
                "clubs hand with 2",
            ),
            (
                json!({"contract": "null", "ouvert": true, "hand": true, "declarer_tricks": 0}),
                "Null Ouvert Hand",
                "null ouvert hand",
            ),
            (
                json!({"contract": "spades", "hand": true, "announced": "schneider", "matadors": -1, "declarer_points": 95}),
                "Pik Hand ohne 1, Schneider angesagt",
                "spades hand without 1, schneider announced",
            ),
            // An ouvert suit or grand game implies Hand and Schwarz angesagt: not said twice.
            (
                json!({"contract": "grand", "ouvert": true, "hand": true, "announced": "schwarz", "matadors": 4, "declarer_points": 120, "declarer_tricks": 10}),
                "Grand Ouvert mit 4",
                "grand ouvert with 4",
            ),
            (
                json!({"contract": "hearts", "matadors": 1, "declarer_points": 40, "result_override": "defenders_lost_by_rule"}),
                "Herz mit 1, Regelverstoß Gegenspieler",
                "hearts with 1, defenders lost by rule",
            ),
            (
                json!({"contract": "clubs", "matadors": 1, "declarer_points": 61, "kontra": "re"}),
                "Kreuz mit 1, Kontra und Re",
                "clubs with 1, Kontra and Re",
            ),
            (
                json!({"ramsch": {"points": [45, 45, 30], "tricks": [4, 4, 2], "pushes": 1, "last_trick": 1}}),
                "Ramsch, Augen 45/45/30, Stiche 4/4/2, 1× geschoben",
                "Ramsch, points 45/45/30, tricks 4/4/2, pushed 1×",
            ),
        ];
        for (record, de, en) in cases {
            assert_eq!(said(record.clone()), (de.into(), en.into()), "{record}");
        }
    }

    #[test]
    fn a_club_game_sent_in_conflict_is_said_under_the_events_rules_issue_19() {
        let (mut store, at) = table_under(json!({"ruleset": "CLUB", "kontra": true, "ramsch": {}}));
        let mut kontra = grand(at, 70, None);
        kontra.sent.record =
            json!({"contract": "clubs", "matadors": 1, "declarer_points": 61, "kontra": "kontra"});
        let TableEntryOutcome::Stored(answer) = enter(&mut store, &kontra) else {
            panic!("stored")
        };
        let label = answer.label.expect("the stored game's label");
        assert_eq!(label.de, "Kreuz mit 1, Kontra");
        let mut other = grand(at, 70, None);
        other.sent.record = json!({"ramsch": {"points": [60, 40, 20], "tricks": [5, 3, 2]}});
        other.sent.declarer = None;
        other.request = "the ramsch".into();
        let TableEntryOutcome::Conflict { sent, stored, .. } = enter(&mut store, &other) else {
            panic!("a conflict")
        };
        assert_eq!(
            stored.and_then(|g| g.label).map(|l| l.en).as_deref(),
            Some("clubs with 1, Kontra")
        );
        assert_eq!(
            sent.map(|l| l.de).as_deref(),
            Some("Ramsch, Augen 60/40/20, Stiche 5/3/2"),
            "a Ramsch is a game under the club's rules"
        );
    }

    #[test]
    fn the_hubs_reads_are_operations_issue_19() {
        let (mut store, at) = table();
        let input = ops::HubTokensInput {
            event: at.event,
            series: 1,
            url_base: None,
        };
        let token = ops::hub_tokens(&mut store, &input).expect("tokens")[0]
            .token
            .clone();
        let opened = ops::table_of_token(&store, at.event, &token).expect("read");
        assert_eq!(opened.map(|t| (t.series, t.table)), Some((1, 1)));
        let other = crate::store::EventId(at.event.0 + 1);
        assert!(
            ops::table_of_token(&store, other, &token)
                .expect("read")
                .is_none(),
            "a token opens a table of its own event only"
        );
        enter(&mut store, &grand(at, 70, None));
        let view = ops::table_view(&store, at).expect("the table's view");
        assert_eq!(view.players.len(), 3);
        assert_eq!(view.series_games, 36);
        assert!(!view.signed);
        let game = &view.games[0];
        assert_eq!((game.number, game.version), (1, 1));
        assert_eq!(
            game.label.as_ref().map(|l| l.de.as_str()),
            Some("Grand mit 1")
        );
        let beyond = SentGame {
            declarer: Some(3),
            record: json!({"contract": "grand", "matadors": 1, "declarer_points": 70}),
        };
        let refused = score_table_game(&store, at, &beyond).expect_err("no seat 3");
        assert_eq!(refused.kind, ErrorKind::Invalid);
        assert_eq!(refused.refusals[0].refusal.code, HUB_SEAT_RANGE);
        let progress = ops::hall_progress(&store, at.event, 1, &|_| Some(5)).expect("progress");
        assert_eq!(
            (
                progress[0].entered,
                progress[0].last_contact_seconds,
                progress[0].stale
            ),
            (1, Some(5), false)
        );
    }
}
