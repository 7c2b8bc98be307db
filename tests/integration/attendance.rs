//! Issue 21: who plays tonight. `event register` as before, `event unregister` before the draw
//! (refused with the way out once a player is seated), `event attendance` as JSON and text, the
//! cash book listing every registered player from the start, and the draw seating exactly the
//! registered players.

use std::path::Path;

use serde_json::{Value, json};

use super::store::temp_dir;
use super::{ok, run};

/// 30 members, numbers 1..=30, every third with a club.
fn members() -> String {
    let mut csv = String::from("id,first_name,last_name,club\n");
    for i in 1..=30 {
        let club = if i % 3 == 0 { "SC Grand" } else { "" };
        csv.push_str(&format!("{i},Vorname{i:02},Mitglied{i:02},{club}\n"));
    }
    csv
}

/// A data file with the 30 members and event 1 (`game`, entry fee 10 €); its id.
fn evening(dir: &Path, game: &str) -> (std::path::PathBuf, String) {
    let db = dir.join("club.db");
    let players = dir.join("members.csv");
    std::fs::write(&players, members()).expect("members");
    ok(&db, &["player", "import", players.to_str().expect("path")]);
    let fees = dir.join("fees.json");
    std::fs::write(&fees, r#"{"entry_cents": 1000}"#).expect("fees");
    let created = ok(
        &db,
        &[
            "event",
            "create",
            "--name",
            "Preisskat",
            "--date",
            "2026-11-27",
            "--series",
            "1",
            "--game",
            game,
            "--fees",
            fees.to_str().expect("path"),
        ],
    );
    let event = created.lines().last().expect("id").to_string();
    (db, event)
}

fn attendance(db: &Path, event: &str) -> Value {
    let out = ok(db, &["event", "attendance", event, "--format", "json"]);
    serde_json::from_str(&out).expect("json")
}

fn register(db: &Path, event: &str, numbers: impl Iterator<Item = usize>) {
    let numbers: Vec<String> = numbers.map(|n| n.to_string()).collect();
    let mut args = vec!["event", "register", event];
    args.extend(numbers.iter().map(String::as_str));
    ok(db, &args);
}

#[test]
fn issue_21_attendance_as_json_keeps_its_shape() {
    let dir = temp_dir("attendance-json");
    let (db, event) = evening(dir.path(), "skat");
    register(&db, &event, 1..=13);
    ok(&db, &["cash", "pay", &event, "3", "--cents", "1000"]);
    let seen = attendance(&db, &event);
    let keys: Vec<&str> = seen
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["plan", "players", "registered"]);
    assert_eq!(seen["registered"], 13);
    assert_eq!(
        seen["plan"],
        json!({"four_tables": 1, "three_tables": 3, "missing": 0, "surplus": 0})
    );
    let three = seen["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|p| p["player_id"] == "3")
        .expect("player 3");
    assert_eq!(
        three,
        &json!({"player_id": "3", "name": "Vorname03 Mitglied03", "club": "SC Grand", "fee_paid": true})
    );
    let one = &seen["players"][0];
    assert_eq!(
        (&one["player_id"], &one["club"], &one["fee_paid"]),
        (&json!("1"), &Value::Null, &json!(false))
    );
}

#[test]
fn issue_21_unregister_before_the_draw_and_the_draw_seats_exactly_the_registered() {
    let dir = temp_dir("attendance-draw");
    let (db, event) = evening(dir.path(), "skat");
    register(&db, &event, 1..=15);
    let said = ok(&db, &["event", "unregister", &event, "14", "15"]);
    assert_eq!(said, "2 player(s) unregistered from event 1\n");
    assert_eq!(attendance(&db, &event)["registered"], 13);
    // The cash book lists the 13 before any game, each owing the entry fee.
    let book: Value =
        serde_json::from_str(&ok(&db, &["cash", &event, "--format", "json"])).expect("json");
    assert_eq!(book.as_array().map(Vec::len), Some(13));
    ok(
        &db,
        &["seating", "draw", &event, "--series", "1", "--seed", "5"],
    );
    let seats: Value = serde_json::from_str(&ok(
        &db,
        &[
            "seating", "show", &event, "--series", "1", "--format", "json",
        ],
    ))
    .expect("json");
    let mut seated: Vec<u32> = seats
        .as_array()
        .expect("seats")
        .iter()
        .map(|s| s["player_id"].as_str().expect("number").parse().expect("n"))
        .collect();
    seated.sort_unstable();
    assert_eq!(seated, (1..=13).collect::<Vec<u32>>());
    let refused = run(&db, &["--lang", "de", "event", "unregister", &event, "2"]);
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("Spieler 2 hat in Serie 1 schon einen Platz")
            && said.contains("im Sitzplan zurückziehen"),
        "{said}"
    );
    assert_eq!(
        attendance(&db, &event)["registered"],
        13,
        "nothing was taken back"
    );
}

#[test]
fn issue_21_an_unknown_number_unregisters_nobody() {
    let dir = temp_dir("attendance-unknown");
    let (db, event) = evening(dir.path(), "skat");
    register(&db, &event, 1..=4);
    let refused = run(&db, &["event", "unregister", &event, "1", "99"]);
    assert!(!refused.status.success());
    assert_eq!(attendance(&db, &event)["registered"], 4);
}

#[test]
fn issue_21_a_schafkopf_evening_says_how_many_are_missing_or_too_many() {
    let dir = temp_dir("attendance-schafkopf");
    let (db, event) = evening(dir.path(), "schafkopf");
    register(&db, &event, 1..=13);
    assert_eq!(
        attendance(&db, &event)["plan"],
        json!({"four_tables": 3, "three_tables": 0, "missing": 3, "surplus": 1})
    );
    let text = ok(&db, &["--lang", "de", "event", "attendance", &event]);
    assert!(
        text.starts_with("Preisskat — 2026-11-27 — Anmeldung: 13 Spieler\n"),
        "{text}"
    );
    assert!(
        text.contains("Tischplan: 3 Vierertische, 0 Dreiertische"),
        "{text}"
    );
    assert!(
        text.contains("es fehlen 3 Spieler, damit alle spielen"),
        "{text}"
    );
    assert!(text.contains("oder 1 Spieler zu viel"), "{text}");
    let line = text
        .lines()
        .find(|l| l.contains("Mitglied03"))
        .expect("player 3");
    assert!(
        line.contains("SC Grand") && line.ends_with("offen"),
        "{line}"
    );
}
