//! What the operations' tests start from: the players of a club evening, its form, and table 1
//! of series 1 drawn (seed 7).

use serde_json::{Value, json};

use crate::ops::{self, DrawInput, EventInput, PlayerInput, SentGame, TableEntryInput, TableInput};
use crate::store::Store;

/// The players of a 3-table.
pub(crate) const THREE: [(&str, &str); 3] =
    [("Anna", "Müller"), ("Bernd", "Schäfer"), ("Clara", "Weiß")];

/// The form of a club evening of one series under `rules`.
pub(crate) fn club_evening(rules: Value) -> Value {
    json!({
        "name": "Skatabend", "kind": "club_evening", "date": "2026-11-27",
        "series_count": 1, "rules": rules
    })
}

/// `players` registered, the event of `form` created, its series 1 drawn: its table 1.
pub(crate) fn drawn_table(players: &[(&str, &str)], form: Value) -> (Store, TableInput) {
    let mut store = Store::open_in_memory().expect("store");
    for (first, last) in players {
        let player: PlayerInput = serde_json::from_value(json!({
            "id": null, "first_name": first, "last_name": last
        }))
        .expect("a player");
        ops::save_player(&mut store, player).expect("saved");
    }
    let form: EventInput = serde_json::from_value(form).expect("an event form");
    let event = ops::create_event(&mut store, form).expect("created").id;
    let draw = DrawInput {
        event,
        series: 1,
        seed: Some(7),
    };
    ops::draw_series(&mut store, draw).expect("drawn");
    let at = TableInput {
        event,
        series: 1,
        table: 1,
    };
    (store, at)
}

/// Game 1 of table `at`, a Grand with 1 by seat 0 with `points`, sent by a phone on `base`.
pub(crate) fn grand(at: TableInput, points: i64, base: Option<u64>) -> TableEntryInput {
    TableEntryInput {
        at,
        game: 1,
        sent: SentGame {
            declarer: Some(0),
            record: json!({"contract": "grand", "matadors": 1, "declarer_points": points}),
        },
        base_version: base,
        request: json!({"grand": points, "base_version": base}).to_string(),
        device: "Testtelefon".into(),
        now: "2026-11-27T20:00:00Z".into(),
    }
}
