//! The operations on stored games beside their entry: deleting one, the history of changes,
//! and the lookup the CLI's `game` commands name their players by.

use serde::Serialize;
use ts_rs::TS;

use super::{GameAtInput, GameChange, PlayerDto, Result};
use crate::event::{self, Scorer};
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
