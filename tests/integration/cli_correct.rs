//! `game correct` and the version it replaces (issue 20): `--version N` makes the correction
//! on that version, refused as a conflict when the stored game has another; without it, the
//! correction says which version it replaced and who had made it, so a phone's correction
//! just before is not overwritten unnoticed.

use std::path::Path;

use serde_json::json;
use skatblock::ops::{self, SentGame, TableEntryInput, TableEntryOutcome, TableInput};
use skatblock_store::{EventId, Store};

use super::store::temp_dir;
use super::{ok, run};

/// A seeded event of 7 players in one series: its id and the player number of seat 1 of
/// table 1.
fn event(db: &Path) -> (EventId, String) {
    let mut store = Store::open(db).expect("store");
    let (event, tables) =
        skatblock::event::demo::seeded_event(&mut store, 7, 1).expect("demo event");
    (event, tables[0].2[1].to_string())
}

/// `game enter|correct EVENT` of game 1 at table 1 of series 1 by `declarer`, with `more`
/// (`--version N`) before the game.
fn game_args<'a>(
    verb: &'a str,
    event: &'a str,
    declarer: &'a str,
    more: &[&'a str],
    record: &'a str,
) -> Vec<&'a str> {
    let mut args = vec![
        "game",
        verb,
        event,
        "--series",
        "1",
        "--table",
        "1",
        "--game",
        "1",
        "--declarer",
        declarer,
    ];
    args.extend(more);
    args.push(record);
    args
}

const GRAND_70: &str = r#"{"contract":"grand","matadors":2,"declarer_points":70}"#;
const GRAND_55: &str = r#"{"contract":"grand","matadors":2,"declarer_points":55}"#;

/// The changes of game 1 at table 1: (action, author) per line of `game history`.
fn history(db: &Path, event: &str) -> Vec<String> {
    let args = [
        "game", "history", event, "--series", "1", "--table", "1", "--game", "1",
    ];
    ok(db, &args).lines().map(str::to_string).collect()
}

/// The stored declarer points of game 1 at table 1.
fn stored_points(db: &Path, event: EventId) -> serde_json::Value {
    let store = Store::open(db).expect("store");
    let at = TableInput {
        event,
        series: 1,
        table: 1,
    };
    let list = ops::table_list(&store, at, false).expect("the table's list");
    list.games[0].record["declarer_points"].clone()
}

/// The table's phone corrects game 1 to `points` on `base` (or enters it on none).
fn phone(db: &Path, event: EventId, points: i64, base: Option<u64>) {
    let mut store = Store::open(db).expect("store");
    let input = TableEntryInput {
        at: TableInput {
            event,
            series: 1,
            table: 1,
        },
        game: 1,
        sent: SentGame {
            declarer: Some(1),
            record: json!({"contract": "grand", "matadors": 2, "declarer_points": points}),
        },
        base_version: base,
        request: json!({"points": points, "base_version": base}).to_string(),
        device: "Testtelefon".into(),
        now: "2026-11-22T20:00:00Z".into(),
    };
    let outcome = ops::enter_table_game(&mut store, &input).expect("an outcome");
    assert!(
        matches!(outcome, TableEntryOutcome::Stored(_)),
        "{outcome:?}"
    );
}

#[test]
fn issue_20_game_correct_on_the_stored_version_saves() {
    let temp = temp_dir("cli-correct-version");
    let db = temp.path().join("skat.db");
    let (id, declarer) = event(&db);
    let event = id.to_string();
    ok(&db, &game_args("enter", &event, &declarer, &[], GRAND_70));
    let correct = game_args("correct", &event, &declarer, &["--version", "1"], GRAND_55);
    let out = run(&db, &correct);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "{\"won\":false,\"overbid\":false,\"value\":72,\"score\":-144}\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "",
        "the version was named: no note"
    );
    assert_eq!(stored_points(&db, id), json!(55));
    assert_eq!(history(&db, &event).len(), 2);
}

#[test]
fn issue_20_game_correct_on_a_stale_version_is_refused_and_changes_nothing() {
    let temp = temp_dir("cli-correct-stale");
    let db = temp.path().join("skat.db");
    let (id, declarer) = event(&db);
    let event = id.to_string();
    ok(&db, &game_args("enter", &event, &declarer, &[], GRAND_70));
    // The desk read version 1; meanwhile the table's phone corrects the game (version 2).
    phone(&db, id, 80, Some(1));
    let correct = game_args("correct", &event, &declarer, &["--version", "1"], GRAND_55);
    let out = run(&db, &correct);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.starts_with("skatblock: game 1: ")
            && said.ends_with(
                "game 1 was changed meanwhile (version 2): look at the stored state, then correct\n"
            ),
        "the conflict's sentence: {said}"
    );
    let mut german = correct.clone();
    german.extend(["--lang", "de"]);
    let out = run(&db, &german);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("wurde inzwischen geändert (Stand 2)"),
        "{out:?}"
    );
    assert_eq!(stored_points(&db, id), json!(80), "the phone's game");
    assert_eq!(history(&db, &event).len(), 2, "nothing stored");
}

#[test]
fn issue_20_game_correct_without_version_says_what_it_replaced_and_who_had_made_it() {
    let temp = temp_dir("cli-correct-replaced");
    let db = temp.path().join("skat.db");
    let (id, declarer) = event(&db);
    let event = id.to_string();
    phone(&db, id, 80, None);
    let correct = game_args("correct", &event, &declarer, &[], GRAND_55);
    let out = run(&db, &correct);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "{\"won\":false,\"overbid\":false,\"value\":72,\"score\":-144}\n",
        "the result as before, alone on stdout"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "note: replaced version 1 (saved by table 1, series 1 (Testtelefon), 2026-11-22T20:00:00Z)\n"
    );
    // The desk's own version, named by the scorer, in German.
    let by = |user: &'static str| {
        let mut args = game_args("correct", &event, &declarer, &[], GRAND_70);
        args.extend(["--user", user, "--lang", "de"]);
        run(&db, &args)
    };
    let first = by("Turnierleiterin");
    assert!(first.status.success(), "{first:?}");
    let out = by("Kassenwart");
    assert!(out.status.success(), "{out:?}");
    let note = String::from_utf8_lossy(&out.stderr);
    assert!(
        note.starts_with("Hinweis: Stand 3 ersetzt (gespeichert von Turnierleiterin, "),
        "{note}"
    );
    assert_eq!(stored_points(&db, id), json!(70));
    assert_eq!(history(&db, &event).len(), 4, "every correction saved");
}

#[test]
fn issue_20_a_schafkopf_game_is_corrected_on_its_version_too() {
    let temp = temp_dir("cli-correct-schafkopf");
    let dir = temp.path();
    let db = dir.join("schafkopf.db");
    let create = [
        "--series",
        "1",
        "--game",
        "schafkopf",
        "--tariff",
        "TOURNAMENT_A1",
        "--games-4",
        "4",
    ];
    let event = super::hub::seated_event(&db, dir, "Schafkopfrennen", 8, &create, "1");
    let at = ["--series", "1", "--table", "1", "--game", "1"];
    let wenz = r#"{"game":"wenz","declarer":3,"points":50}"#;
    let solo = r#"{"game":"solo","suit":"eichel","declarer":0,"points":61}"#;
    ok(
        &db,
        &[&["game", "enter", &event][..], &at, &[wenz]].concat(),
    );
    let correct = |version: &str| {
        let args = [
            &["game", "correct", &event][..],
            &at,
            &["--version", version, solo],
        ]
        .concat();
        run(&db, &args)
    };
    let saved = correct("1");
    assert!(saved.status.success(), "{saved:?}");
    assert!(
        String::from_utf8_lossy(&saved.stdout).contains("\"amounts\":[6,-2,-2,-2]"),
        "{saved:?}"
    );
    let stale = correct("1");
    assert_eq!(stale.status.code(), Some(2), "{stale:?}");
    assert!(
        String::from_utf8_lossy(&stale.stderr).contains("changed meanwhile (version 2)"),
        "{stale:?}"
    );
    assert_eq!(history(&db, &event).len(), 2, "nothing stored");
}
