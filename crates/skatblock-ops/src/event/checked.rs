//! Stored games read game by game (issue 20): a game that breaks the event's rules (written by
//! an older build, or past the checks) is set aside and named as a finding of its list, so one
//! bad row never takes down a table's list, the projector or the standings.
//!
//! The choice for a list holding such a game: it is computed without that game, as a list
//! with a game missing, and its result carries the finding, so the standings say which game to
//! correct or delete; once it is mended, the list is computed again from all its games.

use crate::rules::{Refusal, Rules};
use crate::store::codes::STORE_GAME_BREAKS_RULES;
use crate::store::{GameKey, StoredGame, UncheckedGame};

use super::TableFinding;

/// Games as stored, checked one by one: those that fit the rules, and a finding for each one
/// that does not.
#[derive(Debug, Default)]
pub(crate) struct CheckedGames {
    /// The games that fit the rules, in the order read.
    pub games: Vec<StoredGame>,
    /// One finding per game that does not, at its list.
    pub broken: Vec<TableFinding>,
}

/// Checks every game of `raw` under `rules`.
pub(crate) fn checked_games(raw: Vec<UncheckedGame>, rules: &Rules) -> CheckedGames {
    let mut checked = CheckedGames::default();
    for game in raw {
        let key = game.key;
        match game.check(rules) {
            Ok(game) => checked.games.push(game),
            Err(crate::store::StoreError::GameBreaksRules { error, .. }) => {
                checked.broken.push(broken_game(key, &error));
            }
            // `check` fails only for a game that breaks the rules.
            Err(_) => {}
        }
    }
    checked
}

/// The finding of the stored game `key` that breaks a rule: the store's sentence naming the
/// game, with the field, the value as stored and the rule of `error`.
pub(crate) fn broken_game(key: GameKey, error: &Refusal) -> TableFinding {
    let mut finding = Refusal::new(STORE_GAME_BREAKS_RULES)
        .param("series", key.series)
        .param("table", key.table)
        .param("game", key.game);
    finding.field = error.field.clone();
    finding.value = error.value.clone();
    finding.rule = error.rule;
    TableFinding {
        series: key.series,
        table: key.table,
        finding,
    }
}
