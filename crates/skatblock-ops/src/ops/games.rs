//! The operations on stored games beside their entry: deleting one, the history of changes,
//! and the lookup the CLI's `game` commands name their players by.

use serde::Serialize;
use ts_rs::TS;

use super::{
    Author, GameAtInput, GameChange, GameEntryInput, PlayerDto, Result, SchafkopfEntryInput, raced,
};
use crate::event::{self, Scorer};
use crate::rules::GameResult;
use crate::schafkopf::Outcome;
use crate::store::{self, EventId, GameKey, Store};

/// A deleted game as the history keeps it.
#[derive(Debug, Clone, Serialize, TS)]
pub struct DeletedGame {
    /// Where it was.
    pub key: GameKey,
    /// The game as it was, in the JSON form of the history.
    pub record: String,
}

/// `history`: the changes of an event's games, or of one game.
#[derive(Debug, Clone)]
pub struct HistoryInput {
    /// Event id.
    pub event: EventId,
    /// One game; every game of the event when missing.
    pub key: Option<GameKey>,
}

/// The history of an event's games, or of one: who changed what, when, and the game each
/// change left, described.
///
/// # Errors
/// Store errors.
pub fn history(store: &Store, input: HistoryInput) -> Result<Vec<GameChange>> {
    let entries = store::games::history(store.conn(), input.event, input.key)?;
    super::history::described(store, input.event, entries)
}

/// The history of one game: who changed what, when, and the game it left, described.
///
/// # Errors
/// Store errors.
pub fn game_history(store: &Store, input: GameAtInput) -> Result<Vec<GameChange>> {
    let key = Some(key_of(&input));
    history(
        store,
        HistoryInput {
            event: input.event,
            key,
        },
    )
}

/// Deletes one game by `by` at `by.at` (kept in the history); returns it as it was.
///
/// # Errors
/// No game under that key.
pub fn delete_game(store: &mut Store, input: GameAtInput, by: Scorer) -> Result<DeletedGame> {
    let key = key_of(&input);
    let record = match event::schafkopf::tariff_of(store.conn(), input.event)? {
        Some(_) => event::schafkopf::delete_game(store, input.event, key, by)?.json,
        None => {
            let old = event::delete_game(store, input.event, key, by)?;
            old.audit_json(store.conn())?
        }
    };
    Ok(DeletedGame { key, record })
}

/// `correct_game`: a stored game corrected at the desk, Skat or Schafkopf. Its
/// `base_version` is the version the correction expects to replace: another stored version is
/// a conflict, and nothing is written. Without one, the correction replaces the version stored
/// now, and says which (`Corrected::replaced`).
#[derive(Debug, Clone)]
pub enum GameCorrection {
    /// A Skat game.
    Skat(GameEntryInput),
    /// A Schafkopf game.
    Schafkopf(SchafkopfEntryInput),
}

/// What a correction gave.
#[derive(Debug, Clone, PartialEq)]
pub struct Corrected {
    /// What the corrected game gives.
    pub result: CorrectedResult,
    /// The version it replaced and who had made it; `None` for a game with no history.
    pub replaced: Option<ReplacedVersion>,
}

/// What a corrected game gives: Skat's result or Schafkopf's outcome, as `game correct`
/// writes them.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum CorrectedResult {
    /// A Skat game's result.
    Skat(GameResult),
    /// A Schafkopf game's outcome.
    Schafkopf(Outcome),
}

/// The version of a game a correction replaced, as the history keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplacedVersion {
    /// The version: the number of changes kept in the game's history.
    pub version: u64,
    /// Who had made it: a scorer, or a table's phone.
    pub by: Author,
    /// When.
    pub at: String,
}

impl GameCorrection {
    /// The event, the game and the version the correction expects.
    fn place(&self) -> (EventId, GameKey, Option<u64>) {
        let (event, series, table, game, base) = match self {
            GameCorrection::Skat(e) => (e.event, e.series, e.table, e.game, e.base_version),
            GameCorrection::Schafkopf(e) => (e.event, e.series, e.table, e.game, e.base_version),
        };
        let key = GameKey {
            series,
            table,
            game,
        };
        (event, key, base)
    }

    /// Saves the correction made on `base`.
    fn save(&self, store: &mut Store, base: u64, by: Scorer) -> Result<CorrectedResult> {
        Ok(match self.clone() {
            GameCorrection::Skat(mut entry) => {
                (entry.correct, entry.base_version) = (true, Some(base));
                CorrectedResult::Skat(super::save_game(store, entry, by)?)
            }
            GameCorrection::Schafkopf(mut entry) => {
                (entry.correct, entry.base_version) = (true, Some(base));
                CorrectedResult::Schafkopf(super::save_schafkopf_game(store, entry, by)?)
            }
        })
    }
}

/// Corrects a stored game by `by` at `by.at` (one transaction, one audit entry) on the version
/// the input expects, or on the version stored now; says the version it replaced.
///
/// # Errors
/// The game changed since the expected version (`hub.game.conflict`, nothing written); the
/// rule the game breaks; no game under that key.
pub fn correct_game(store: &mut Store, input: &GameCorrection, by: Scorer) -> Result<Corrected> {
    correct_game_between(store, input, by, &mut |_| {})
}

/// [`correct_game`] with `between` run after each reading of the game's version, right before
/// the save: where a test lets a phone write.
#[doc(hidden)]
pub fn correct_game_between(
    store: &mut Store,
    input: &GameCorrection,
    by: Scorer,
    between: &mut dyn FnMut(&mut Store),
) -> Result<Corrected> {
    let (event, key, expected) = input.place();
    // Without an expected version the correction is made on the version read here, so that
    // the version it names as replaced is the one it replaced: a phone's write in between
    // makes the save refuse (compared inside its transaction), and it reads once more.
    let mut again = expected.is_none();
    loop {
        let replaced = last_change(store, event, key)?;
        let base = expected.unwrap_or(replaced.as_ref().map_or(0, |r| r.version));
        between(store);
        match input.save(store, base, by.clone()) {
            Err(e) if again && raced(&e) => again = false,
            saved => return saved.map(|result| Corrected { result, replaced }),
        }
    }
}

/// A game's version and who made it: the last change of its history.
fn last_change(store: &Store, event: EventId, key: GameKey) -> Result<Option<ReplacedVersion>> {
    let history = store::games::history(store.conn(), event, Some(key))?;
    let version = u64::try_from(history.len()).unwrap_or(u64::MAX);
    Ok(history.into_iter().last().map(|last| ReplacedVersion {
        version,
        by: last.by,
        at: last.at,
    }))
}

pub(super) fn key_of(input: &GameAtInput) -> GameKey {
    GameKey {
        series: input.series,
        table: input.table,
        game: input.game,
    }
}

/// The player of the registry with the number `number`.
///
/// # Errors
/// A number that is none; no player with it.
pub fn player_by_number(store: &Store, number: &str) -> Result<PlayerDto> {
    Ok(event::player_by_number(store, number)?.into())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::hub::codes::HUB_GAME_CONFLICT;
    use crate::ops::fixtures::{THREE, club_evening, drawn_table, grand};
    use crate::ops::{self, ErrorKind, TableInput};

    /// The table's phone writes game 1 as a Grand with `points` on `base`.
    fn phone(store: &mut Store, at: TableInput, points: i64, base: Option<u64>) {
        let outcome = ops::enter_table_game(store, &grand(at, points, base)).expect("an outcome");
        assert!(matches!(outcome, ops::TableEntryOutcome::Stored(_)));
    }

    /// The desk's correction of game 1 to a Grand with 55 by seat 0, on `expected`.
    fn desk(store: &Store, at: TableInput, expected: Option<u64>) -> GameCorrection {
        let seats = ops::table_seats(store, at).expect("seats");
        GameCorrection::Skat(GameEntryInput {
            event: at.event,
            series: 1,
            table: 1,
            game: 1,
            declarer: Some(seats[0]),
            record: serde_json::from_value(
                json!({"contract": "grand", "matadors": 1, "declarer_points": 55}),
            )
            .expect("a game"),
            correct: true,
            base_version: expected,
        })
    }

    fn by() -> Scorer {
        Scorer {
            by: "Turnierleitung".into(),
            at: "2026-11-27T20:10:00Z".into(),
        }
    }

    #[test]
    fn issue_20_a_correction_on_another_version_is_a_conflict_and_writes_nothing() {
        let (mut store, at) = drawn_table(&THREE, club_evening(json!({"ruleset": "CLUB"})));
        phone(&mut store, at, 70, None);
        phone(&mut store, at, 80, Some(1));
        let correction = desk(&store, at, Some(1));
        let refused = correct_game(&mut store, &correction, by()).expect_err("a conflict");
        assert_eq!(refused.kind, ErrorKind::Conflict);
        assert_eq!(refused.refusals[0].refusal.code, HUB_GAME_CONFLICT);
        let key = GameKey {
            series: 1,
            table: 1,
            game: 1,
        };
        assert_eq!(
            store::games::version(store.conn(), at.event, key).ok(),
            Some(2)
        );
        let on_two = desk(&store, at, Some(2));
        let corrected = correct_game(&mut store, &on_two, by()).expect("saved");
        assert_eq!(corrected.replaced.map(|r| r.version), Some(2));
    }

    #[test]
    fn issue_20_a_phone_writing_just_before_the_correction_is_named_as_replaced() {
        let (mut store, at) = drawn_table(&THREE, club_evening(json!({"ruleset": "CLUB"})));
        phone(&mut store, at, 70, None);
        // The desk reads version 1, then the phone corrects the game before the desk saves.
        let mut phoned = false;
        let mut race = |store: &mut Store| {
            if !phoned {
                phoned = true;
                phone(store, at, 80, Some(1));
            }
        };
        let correction = desk(&store, at, None);
        let corrected =
            correct_game_between(&mut store, &correction, by(), &mut race).expect("saved");
        let replaced = corrected.replaced.expect("a version replaced");
        assert_eq!(replaced.version, 2, "the phone's version, read again");
        assert_eq!(replaced.by, Author::table(1, 1, "Testtelefon"));
        let history = store::games::history(store.conn(), at.event, None).expect("history");
        assert_eq!(history.len(), 3, "entered, the phone's, the desk's");
    }
}
