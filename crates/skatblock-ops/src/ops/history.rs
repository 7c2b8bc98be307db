//! A game's history as the app shows it: every change with the game it left, said by the one
//! describer of each game (Skat's `describe.game`, Schafkopf's `describe.schafkopf`), so no
//! front end reads the stored JSON.

use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

use super::Result;
use crate::event;
use crate::i18n;
use crate::rules::{GameInput, GameRecord, Refusal, Rules};
use crate::schafkopf::game_of;
use crate::store::{AuditEntry, EventId, Store};

/// One change of a game with the game it left, described.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct GameChange {
    /// The change as the history keeps it.
    #[serde(flatten)]
    #[ts(flatten)]
    pub entry: AuditEntry,
    /// The game after the change (before it, for a deletion) as the lists say it, coded: a
    /// Skat game's `describe.game`, a Schafkopf game's `describe.schafkopf` with the declaring
    /// party's points. `None` for a record the engines cannot read.
    pub label: Option<Refusal>,
    /// The game before the change (none for an entry) and after it (none for a deletion), as
    /// the score sheet says its rows: Skat with the marks and card points a correction
    /// changes, so the history reads "from → to".
    pub before: Option<Refusal>,
    /// See `before`.
    pub after: Option<Refusal>,
}

/// How an event's games are read: Skat games under the event's rules, or Schafkopf games.
enum Describer {
    Skat(Rules),
    Schafkopf,
}

/// The entries of `event`'s history, each with its game described.
///
/// # Errors
/// An unknown event.
pub(super) fn described(
    store: &Store,
    event: EventId,
    entries: Vec<AuditEntry>,
) -> Result<Vec<GameChange>> {
    let describer = match event::schafkopf::tariff_of(store.conn(), event)? {
        Some(_) => Describer::Schafkopf,
        None => Describer::Skat(event::event(store, event)?.rules),
    };
    let change = |entry: AuditEntry| {
        let json = entry.new.as_deref().or(entry.old.as_deref());
        let label = json.and_then(|json| describer.label(json, false));
        let checked = |json: Option<&str>| json.and_then(|json| describer.label(json, true));
        GameChange {
            before: checked(entry.old.as_deref()),
            after: checked(entry.new.as_deref()),
            entry,
            label,
        }
    };
    Ok(entries.into_iter().map(change).collect())
}

impl Describer {
    /// A stored version of a game (its JSON in the history), described; `checked`: as the
    /// score sheet's rows say a Skat game, with its marks and card points.
    fn label(&self, json: &str, checked: bool) -> Option<Refusal> {
        let mut value: Value = serde_json::from_str(json).ok()?;
        match self {
            Describer::Schafkopf => {
                let details = i18n::SchafkopfDetails {
                    points: true,
                    ..i18n::SchafkopfDetails::default()
                };
                Some(i18n::schafkopf_description(&game_of(&value).ok()?, details))
            }
            Describer::Skat(rules) => {
                // The history names the declarer beside the game's fields.
                value.as_object_mut()?.remove("declarer");
                let input: GameInput = serde_json::from_value(value).ok()?;
                let record = GameRecord::with_rules(input, rules).ok()?;
                Some(match checked {
                    true => i18n::checked_game_description(&record, rules),
                    false => i18n::game_description(&record),
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use crate::event::Scorer;
    use crate::i18n::{Lang, reason};
    use crate::ops::{self, GameAtInput, TableInput};
    use crate::store::Store;

    /// Table 1 of a club evening of `players` players with `form`'s game, drawn.
    fn table(players: usize, form: Value) -> (Store, TableInput) {
        let names = ["Anna", "Bernd", "Clara", "Dieter"].map(|first| (first, "Huber"));
        crate::ops::fixtures::drawn_table(&names[..players], form)
    }

    fn scorer(at: &str) -> Scorer {
        Scorer {
            by: "Listenführer".into(),
            at: at.into(),
        }
    }

    /// The history of game 1 of `at` as the app says it in German.
    fn said(store: &Store, at: TableInput) -> Vec<(String, Option<String>)> {
        let game = GameAtInput {
            event: at.event,
            series: at.series,
            table: at.table,
            game: 1,
        };
        let history = ops::game_history(store, game).expect("the history");
        history
            .iter()
            .map(|h| {
                let label = h.label.as_ref().map(|l| reason(Lang::De, l));
                (h.entry.action.clone(), label)
            })
            .collect()
    }

    #[test]
    fn a_schafkopf_games_history_says_each_version_with_its_points_issue_19() {
        let (mut store, at) = table(
            4,
            json!({
                "name": "Schafkopfabend", "kind": "club_evening", "date": "2026-11-23",
                "series_count": 1, "game": "schafkopf", "tariff_name": "BSV_10_50",
                "rules": {"series_games": {"3": 36, "4": 8}}
            }),
        );
        let entry = |points: u16, correct: bool| ops::SchafkopfEntryInput {
            event: at.event,
            series: 1,
            table: 1,
            game: 1,
            record: serde_json::from_value(json!({
                "game": "rufspiel", "called": "eichel", "declarer": 0, "partner": 2,
                "points": points, "laufende": 3
            }))
            .expect("a game"),
            correct,
            base_version: None,
        };
        let at_time = "2026-11-23T20:00:00Z";
        ops::save_schafkopf_game(&mut store, entry(72, false), scorer(at_time)).expect("entered");
        ops::save_schafkopf_game(&mut store, entry(91, true), scorer(at_time)).expect("corrected");
        let game = GameAtInput {
            event: at.event,
            series: 1,
            table: 1,
            game: 1,
        };
        ops::delete_game(&mut store, game, scorer(at_time)).expect("deleted");
        let label = |text: &str| Some(text.to_string());
        assert_eq!(
            said(&store, at),
            [
                ("enter".into(), label("Sauspiel auf die Eichel · Augen 72")),
                (
                    "correct".into(),
                    label("Sauspiel auf die Eichel · Augen 91")
                ),
                ("delete".into(), label("Sauspiel auf die Eichel · Augen 91")),
            ],
            "the game after each change; a deletion says the game it removed"
        );
    }

    #[test]
    fn a_skat_games_history_says_the_game_not_its_json_issue_19() {
        let (mut store, at) = table(
            3,
            json!({
                "name": "Skatabend", "kind": "club_evening", "date": "2026-11-27",
                "series_count": 1, "rules": {"ruleset": "CLUB"}
            }),
        );
        let declarer = ops::sheet(&store, at).expect("the list").player_ids[0];
        let entry = ops::GameEntryInput {
            event: at.event,
            series: 1,
            table: 1,
            game: 1,
            declarer: Some(declarer),
            record: serde_json::from_value(json!({
                "contract": "grand", "matadors": 1, "declarer_points": 70
            }))
            .expect("a game"),
            correct: false,
            base_version: None,
        };
        ops::save_game(&mut store, entry, scorer("2026-11-27T20:00:00Z")).expect("entered");
        assert_eq!(
            said(&store, at),
            [("enter".to_string(), Some("Grand mit 1".to_string()))]
        );
    }

    #[test]
    fn issue_21_a_skat_correction_says_each_side_as_the_sheet_checks_it() {
        let (mut store, at) = table(
            3,
            json!({
                "name": "Skatabend", "kind": "club_evening", "date": "2026-11-27",
                "series_count": 1
            }),
        );
        let declarer = ops::sheet(&store, at).expect("the list").player_ids[0];
        let entry = |points: u8, correct: bool| ops::GameEntryInput {
            event: at.event,
            series: 1,
            table: 1,
            game: 1,
            declarer: Some(declarer),
            record: serde_json::from_value(json!({
                "contract": "hearts", "matadors": 1, "declarer_points": points
            }))
            .expect("a game"),
            correct,
            base_version: None,
        };
        let when = scorer("2026-11-27T20:00:00Z");
        ops::save_game(&mut store, entry(70, false), when.clone()).expect("entered");
        ops::save_game(&mut store, entry(92, true), when).expect("corrected");
        let game = GameAtInput {
            event: at.event,
            series: 1,
            table: 1,
            game: 1,
        };
        let history = ops::game_history(&store, game).expect("the history");
        let side = |l: &Option<crate::rules::Refusal>| l.as_ref().map(|l| reason(Lang::De, l));
        let sides: Vec<_> = history
            .iter()
            .map(|h| (side(&h.before), side(&h.after)))
            .collect();
        let text = |t: &str| Some(t.to_string());
        assert_eq!(
            sides,
            [
                (None, text("Herz mit 1 · Augen 70")),
                (
                    text("Herz mit 1 · Augen 70"),
                    text("Herz mit 1, Schneider · Augen 92")
                ),
            ]
        );
        let rows = ops::sheet(&store, at).expect("the list");
        assert_eq!(
            reason(Lang::De, &rows.descriptions[0]),
            "Herz mit 1, Schneider · Augen 92",
            "the sheet's row says the marks that make its 30"
        );
        assert_eq!(rows.versions, [2], "a corrected row is told by its version");
    }
}
