//! A Schafkopf tournament from the CLI (issue 11): 8 players, 2 series at 4-tables, games
//! entered one by one and imported, standings by total then solo games won (RULES.md D.4),
//! export that imports again, and the refusals of a Schafkopf event.

use std::path::Path;

use skatblock::event::demo::players_csv;

use super::store::temp_dir;
use super::{ok, run};

/// The TOURNAMENT_A1 amounts of the games below, worked by hand (D.4: Rufspiel 1/1/1/1, Solo
/// and Wenz 2/1/1/1 per player, the solo declarer three times):
///
/// Series 1, table 1 (players 1, 2, 3, 4): a Rufspiel of seat 0 with seat 2 at 72 [1,-1,1,-1];
/// a Herz Solo of seat 1, Schneider with 3 Laufende, A = 2 + 1 + 3 = 6 [-6,18,-6,-6] (ST5);
/// a Wenz of seat 3 lost at 50, A = 2 [2,2,2,-6]; passed. Sums -3, 19, -3, -13.
/// Series 1, table 2 (5, 6, 7, 8): an Eichel Solo of seat 0 at 61 [6,-2,-2,-2]; a Rufspiel of
/// seat 1 with seat 3 lost at 60:60 [1,-1,1,-1]; a Gras Solo of seat 2 at 70 [-2,-2,6,-2]; a
/// Rufspiel of seat 0 with seat 1 lost at 31 (the winners have 89: no Schneider) [-1,-1,1,1].
/// Sums 4, -6, 6, -4.
/// Series 2 (imported), table 1 (1, 5, 2, 6): a Rufspiel of player 1 with player 2 at 91,
/// Schneider, A = 2 [2,-2,2,-2]; a Schellen Solo of player 6 at 80 [-2,-2,-2,6]; two passed.
/// Sums 0, -4, 0, 4. Table 2 (3, 7, 4, 8): Rufspiele of 8 with 3 at 91 and of 3 with 8 at 95,
/// each A = 2 [2,-2,-2,2]; two passed. Sums 4, -4, -4, 4.
///
/// Totals: 1 -3, 2 19, 3 1, 4 -17, 5 0 (one solo won), 6 -2, 7 2, 8 0 (no solo won).
const EXPECTED: [(&str, i64, u32, u32); 8] = [
    ("2", 19, 1, 0),
    ("7", 2, 1, 0),
    ("3", 1, 0, 0),
    ("5", 0, 1, 0),
    ("8", 0, 0, 0),
    ("6", -2, 1, 0),
    ("1", -3, 0, 0),
    ("4", -17, 0, 1),
];

const SERIES_2: &str = "series,table,game_no,game,declarer,partner,called,suit,points,tricks,laufende,tout,klopfer,kontra,bock,passed
2,1,1,rufspiel,1,2,eichel,,91,,,,,,,
2,1,2,solo,6,,,schellen,80,,,,,,,
2,1,3,,,,,,,,,,,,,true
2,1,4,,,,,,,,,,,,,true
2,2,1,rufspiel,8,3,gras,,91,,,,,,,
2,2,2,rufspiel,3,8,schellen,,95,,,,,,,
2,2,3,,,,,,,,,,,,,true
2,2,4,,,,,,,,,,,,,true
";

fn arg(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// A Schafkopf event of 2 series of 4 games under TOURNAMENT_A1 with players 1..=8.
fn tournament(db: &Path, dir: &Path) -> String {
    std::fs::write(dir.join("players.csv"), players_csv(8)).expect("write");
    ok(db, &["player", "import", arg(&dir.join("players.csv"))]);
    let created = ok(
        db,
        &[
            "event",
            "create",
            "--name",
            "Schafkopfrennen",
            "--date",
            "2026-11-23",
            "--series",
            "2",
            "--game",
            "schafkopf",
            "--tariff",
            "TOURNAMENT_A1",
            "--games-4",
            "4",
        ],
    );
    let id = created.lines().last().expect("the id").to_string();
    ok(db, &["event", "register", &id, "--all"]);
    id
}

fn seat(db: &Path, dir: &Path, event: &str) {
    let mut csv = String::from("series,table,seat,player_id\n");
    let tables = [
        (1, [[1, 2, 3, 4], [5, 6, 7, 8]]),
        (2, [[1, 5, 2, 6], [3, 7, 4, 8]]),
    ];
    for (series, seated) in tables {
        for (t, players) in seated.iter().enumerate() {
            for (s, p) in players.iter().enumerate() {
                csv.push_str(&format!("{series},{},{},{p}\n", t + 1, s + 1));
            }
        }
    }
    std::fs::write(dir.join("seating.csv"), csv).expect("write");
    ok(
        db,
        &["seating", "import", event, arg(&dir.join("seating.csv"))],
    );
}

fn enter(db: &Path, event: &str, table: &str, game: &str, json: &str) -> String {
    ok(
        db,
        &[
            "game", "enter", event, "--series", "1", "--table", table, "--game", game, json,
        ],
    )
}

/// Enters series 1's games `(table, game, json, amounts)` one by one; each answer carries the
/// amounts given, for the reason `why`.
fn enter_each(db: &Path, event: &str, games: &[(&str, &str, &str, &str)], why: &str) {
    for &(table, game, json, amounts) in games {
        let out = enter(db, event, table, game, json);
        assert!(
            out.contains(&format!("\"amounts\":{amounts}")),
            "{why}: {json}: {out}"
        );
    }
}

fn standings(db: &Path, event: &str) -> Vec<(String, i64, u32, u32)> {
    let out = dir_csv(db, event);
    out.lines()
        .skip(1)
        .map(|line| {
            let cells: Vec<&str> = line.split(',').collect();
            (
                cells[1].to_string(),
                cells[8].parse().expect("total"),
                cells[5].parse().expect("won"),
                cells[6].parse().expect("lost"),
            )
        })
        .collect()
}

fn dir_csv(db: &Path, event: &str) -> String {
    ok(db, &["standings", event, "--format", "csv"])
}

#[test]
fn issue_11_a_schafkopf_tournament_from_the_cli() {
    let temp = temp_dir("schafkopf-event");
    let dir = temp.path();
    let db = dir.join("schafkopf.db");
    let event = tournament(&db, dir);
    seat(&db, dir, &event);
    let games = [
        (
            "1",
            "1",
            r#"{"game":"rufspiel","called":"eichel","declarer":0,"partner":2,"points":72}"#,
            "[1,-1,1,-1]",
        ),
        (
            "1",
            "2",
            r#"{"game":"solo","suit":"herz","declarer":1,"points":95,"laufende":3}"#,
            "[-6,18,-6,-6]",
        ),
        (
            "1",
            "3",
            r#"{"game":"wenz","declarer":3,"points":50}"#,
            "[2,2,2,-6]",
        ),
        ("1", "4", r#"{"passed":true}"#, "[0,0,0,0]"),
        (
            "2",
            "1",
            r#"{"game":"solo","suit":"eichel","declarer":0,"points":61}"#,
            "[6,-2,-2,-2]",
        ),
        (
            "2",
            "2",
            r#"{"game":"rufspiel","called":"gras","declarer":1,"partner":3,"points":60}"#,
            "[1,-1,1,-1]",
        ),
        (
            "2",
            "3",
            r#"{"game":"solo","suit":"gras","declarer":2,"points":70}"#,
            "[-2,-2,6,-2]",
        ),
        (
            "2",
            "4",
            r#"{"game":"rufspiel","called":"schellen","declarer":0,"partner":1,"points":31}"#,
            "[-1,-1,1,1]",
        ),
    ];
    enter_each(&db, &event, &games, "the hand-worked amounts");
    std::fs::write(dir.join("series2.csv"), SERIES_2).expect("write");
    assert!(
        ok(
            &db,
            &["games", "import", &event, arg(&dir.join("series2.csv"))]
        )
        .contains('8'),
        "eight games imported"
    );
    let expected: Vec<(String, i64, u32, u32)> = EXPECTED
        .iter()
        .map(|(p, t, w, l)| (p.to_string(), *t, *w, *l))
        .collect();
    assert_eq!(standings(&db, &event), expected);
    let text = dir_csv(&db, &event);
    assert!(!text.contains("true"), "no lot is needed: {text}");
    let verified = ok(&db, &["verify", &event]);
    assert!(
        verified.contains("16 result(s) compared, all match the games"),
        "{verified}"
    );

    // The export imports again into a new event with the same seating: the same standings.
    let export = dir.join("games.csv");
    ok(&db, &["export", "games", &event, "--out", arg(&export)]);
    let create_again = [
        "event",
        "create",
        "--date",
        "2026-11-24",
        "--series",
        "2",
        "--game",
        "schafkopf",
        "--tariff",
        "TOURNAMENT_A1",
        "--games-4",
        "4",
    ];
    let again = ok(&db, &[&create_again[..], &["--name", "Wieder"]].concat());
    let again = again.lines().last().expect("id").to_string();
    ok(&db, &["event", "register", &again, "--all"]);
    seat(&db, dir, &again);
    ok(&db, &["games", "import", &again, arg(&export)]);
    assert_eq!(standings(&db, &again), expected);

    // Issue 21: the German games file names its columns in German (a Schafkopf player is
    // "Spieler", card points "Augen") and imports again as the same games.
    let german = dir.join("spiele.csv");
    ok(
        &db,
        &[
            "--lang",
            "de",
            "export",
            "games",
            &again,
            "--out",
            arg(&german),
        ],
    );
    let text = std::fs::read_to_string(&german).expect("written");
    assert!(
        text.starts_with(
            "Serie,Tisch,Spielnr.,Spiel,Spieler,Mitspieler,Ruf-Ass,Farbe,Augen,Stiche,"
        ),
        "{text}"
    );
    assert!(!text.contains("true") && !text.contains("false"), "{text}");
    let third = ok(&db, &[&create_again[..], &["--name", "Dritte"]].concat());
    let third = third.lines().last().expect("id").to_string();
    ok(&db, &["event", "register", &third, "--all"]);
    seat(&db, dir, &third);
    ok(&db, &["games", "import", &third, arg(&german)]);
    assert_eq!(standings(&db, &third), expected);

    // The text standings: the result and the solo games, no Skat columns.
    let text = ok(&db, &["standings", &event]);
    assert!(
        text.contains("Result") && text.contains("Solos won"),
        "{text}"
    );
    assert!(!text.contains("Opp."), "{text}");

    // The standings PDF, the finished list of a table, pre-filled and blank lists.
    let pdf = dir.join("standings.pdf");
    ok(&db, &["report", "standings", &event, "--out", arg(&pdf)]);
    let text = pdftotext(&pdf);
    assert!(text.contains("Rangliste Schafkopf"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.trim_start().starts_with("1.") && l.contains(" 19 ")),
        "{text}"
    );
    let sheet = dir.join("sheet.pdf");
    let table = ["--series", "1", "--table", "1", "--out", arg(&sheet)];
    ok(
        &db,
        &[&["report", "sheet", &event][..], &table[..]].concat(),
    );
    let text = pdftotext(&sheet);
    for expected in [
        "Tisch 1 · Serie 1 · 4 Spiele · Beträge in Punkten",
        "Sauspiel auf die Eichel",
        "Herz-Solo",
        "Wenz",
        "zusammengeworfen",
        "Tarif TOURNAMENT_A1",
        "Listenprüfung: keine Beanstandung.",
    ] {
        assert!(text.contains(expected), "{expected}: {text}");
    }
    // The sums of table 1 (−3, 19, −3, −13) close the list.
    let sums = text
        .lines()
        .find(|l| l.trim_start().starts_with("Summe"))
        .expect("the sum line");
    let numbers: Vec<&str> = sums.split_whitespace().skip(1).collect();
    assert_eq!(numbers, ["−3", "19", "−3", "−13"], "{sums}");
    let prefilled = dir.join("sheets.pdf");
    ok(
        &db,
        &[
            "report",
            "sheets",
            &event,
            "--series",
            "2",
            "--out",
            arg(&prefilled),
        ],
    );
    let text = pdftotext(&prefilled);
    assert_eq!(
        text.matches("Schafkopfliste").count(),
        2,
        "two tables: {text}"
    );
    assert!(
        !text.contains("Sauspiel auf die Gras"),
        "nothing filled in: {text}"
    );
    let blank = run(
        &db,
        &[
            "report",
            "sheets",
            &event,
            "--series",
            "1",
            "--blank",
            "3",
            "--out",
            arg(&prefilled),
        ],
    );
    assert_eq!(blank.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&blank.stderr).contains("4-tables only"),
        "{}",
        String::from_utf8_lossy(&blank.stderr)
    );
}

// See: issue 19, item 7. Schneider is asymmetric (RULES.md D.1): won with 90 is no
// Schneider, 91 is; lost with 31 is none, 30 is. TOURNAMENT_A1: Rufspiel 1, Solo and Wenz 2,
// Schneider +1, per paying player; the solo declarer three times.
//
// Table 1 (players 1, 2, 3, 4): a Herz Solo of seat 0 won with 90 [6,-2,-2,-2] (it was
// [9,-3,-3,-3]); an Eichel Solo of seat 1 won with 91, Schneider [-3,9,-3,-3]; a Rufspiel of
// seat 2 with seat 0 lost with 30, Schneider [-2,2,-2,2]; a Rufspiel of seat 0 with seat 1
// lost with 31 [-1,-1,1,1]. Sums 0, 8, -6, -2.
// Table 2 (5, 6, 7, 8): a Rufspiel of seat 0 with seat 2 won with 90 [1,-1,1,-1]; a Wenz of
// seat 3 won with 90 [-2,-2,-2,6]; a Rufspiel of seat 1 with seat 3 won with 91, Schneider
// [-2,2,-2,2]; a Schellen Solo of seat 0 lost with 31 [-6,2,2,2]. Sums -9, 1, -1, 9.
const ISSUE19_GAMES: [(&str, &str, &str, &str); 8] = [
    (
        "1",
        "1",
        r#"{"game":"solo","suit":"herz","declarer":0,"points":90}"#,
        "[6,-2,-2,-2]",
    ),
    (
        "1",
        "2",
        r#"{"game":"solo","suit":"eichel","declarer":1,"points":91}"#,
        "[-3,9,-3,-3]",
    ),
    (
        "1",
        "3",
        r#"{"game":"rufspiel","called":"gras","declarer":2,"partner":0,"points":30}"#,
        "[-2,2,-2,2]",
    ),
    (
        "1",
        "4",
        r#"{"game":"rufspiel","called":"schellen","declarer":0,"partner":1,"points":31}"#,
        "[-1,-1,1,1]",
    ),
    (
        "2",
        "1",
        r#"{"game":"rufspiel","called":"schellen","declarer":0,"partner":2,"points":90}"#,
        "[1,-1,1,-1]",
    ),
    (
        "2",
        "2",
        r#"{"game":"wenz","declarer":3,"points":90}"#,
        "[-2,-2,-2,6]",
    ),
    (
        "2",
        "3",
        r#"{"game":"rufspiel","called":"eichel","declarer":1,"partner":3,"points":91}"#,
        "[-2,2,-2,2]",
    ),
    (
        "2",
        "4",
        r#"{"game":"solo","suit":"schellen","declarer":0,"points":31}"#,
        "[-6,2,2,2]",
    ),
];

#[test]
fn issue19_a_stored_schafkopf_event_pays_schneider_from_91_won_and_30_lost() {
    use skatblock::ops;
    use skatblock_store::Store;

    let temp = temp_dir("schafkopf-issue19");
    let dir = temp.path();
    let db = dir.join("schafkopf.db");
    let event = tournament(&db, dir);
    seat(&db, dir, &event);
    enter_each(
        &db,
        &event,
        &ISSUE19_GAMES,
        "90 won is no Schneider, 91 is; 31 lost is none, 30 is",
    );
    // Player, total, solos won, solos lost (player 1 won the Solo with 90, player 8 the Wenz).
    let expected: Vec<(String, i64, u32, u32)> = [
        ("8", 9, 1, 0),
        ("2", 8, 1, 0),
        ("6", 1, 0, 0),
        ("1", 0, 1, 0),
        ("7", -1, 0, 0),
        ("4", -2, 0, 0),
        ("3", -6, 0, 0),
        ("5", -9, 0, 1),
    ]
    .iter()
    .map(|(p, t, w, l)| (p.to_string(), *t, *w, *l))
    .collect();
    assert_eq!(
        standings(&db, &event),
        expected,
        "the standings add up the stored amounts"
    );
    let verified = ok(&db, &["verify", &event]);
    assert!(
        verified.contains("all match the games"),
        "the stored results are the engine's: {verified}"
    );

    // The stored list of each table, as the app and the printed list read it.
    let store = Store::open(&db).expect("open");
    let id = skatblock_store::EventId(event.parse().expect("id"));
    let lists: [(u16, [[i64; 4]; 4], [i64; 4]); 2] = [
        (
            1,
            [
                [6, -2, -2, -2],
                [-3, 9, -3, -3],
                [-2, 2, -2, 2],
                [-1, -1, 1, 1],
            ],
            [0, 8, -6, -2],
        ),
        (
            2,
            [
                [1, -1, 1, -1],
                [-2, -2, -2, 6],
                [-2, 2, -2, 2],
                [-6, 2, 2, 2],
            ],
            [-9, 1, -1, 9],
        ),
    ];
    for (table, amounts, sums) in lists {
        let sheet = ops::schafkopf_sheet(
            &store,
            ops::TableInput {
                event: id,
                series: 1,
                table,
            },
        )
        .expect("the list");
        let stored: Vec<[i64; 4]> = sheet.report.games.iter().map(|r| r.amounts).collect();
        assert_eq!(stored, amounts, "table {table}: the list's amounts");
        let foot: Vec<i64> = sheet.report.foot.iter().map(|f| f.sum).collect();
        assert_eq!(foot, sums, "table {table}: the list's sums");
    }
}

#[test]
fn issue_11_a_schafkopf_event_refuses_what_breaks_its_tables() {
    let temp = temp_dir("schafkopf-refusals");
    let dir = temp.path();
    let db = dir.join("schafkopf.db");
    let event = tournament(&db, dir);
    std::fs::write(
        dir.join("ninth.csv"),
        "id,first_name,last_name\n9,Neun,Spieler\n",
    )
    .expect("write");
    ok(&db, &["player", "import", arg(&dir.join("ninth.csv"))]);
    ok(&db, &["event", "register", &event, "9"]);
    let drawn = run(
        &db,
        &["seating", "draw", &event, "--series", "1", "--seed", "1"],
    );
    assert_eq!(drawn.status.code(), Some(2));
    let err = String::from_utf8_lossy(&drawn.stderr);
    assert!(err.contains("9 players do not fill 4-tables"), "{err}");

    let three = run(
        &db,
        &[
            "event",
            "create",
            "--name",
            "Drei",
            "--date",
            "2026-11-23",
            "--series",
            "1",
            "--game",
            "schafkopf",
            "--prefer-3-tables",
        ],
    );
    assert_eq!(three.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&three.stderr).contains("4-tables only"));

    let tariff = run(
        &db,
        &[
            "event",
            "create",
            "--name",
            "X",
            "--date",
            "2026-11-23",
            "--series",
            "1",
            "--game",
            "schafkopf",
            "--tariff",
            "NO_SUCH_TARIFF",
        ],
    );
    assert_eq!(tariff.status.code(), Some(2));

    // Eight players seated: a Skat game, a game beyond the series, a late arrival.
    let fresh = dir.join("fresh.db");
    let event = tournament(&fresh, dir);
    seat(&fresh, dir, &event);
    let skat = run(
        &fresh,
        &[
            "game",
            "enter",
            &event,
            "--series",
            "1",
            "--table",
            "1",
            "--game",
            "1",
            r#"{"contract":"grand","matadors":2,"declarer_points":70}"#,
        ],
    );
    assert_eq!(skat.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&skat.stderr).contains("contract"));
    let beyond = run(
        &fresh,
        &[
            "game",
            "enter",
            &event,
            "--series",
            "1",
            "--table",
            "1",
            "--game",
            "5",
            r#"{"passed":true}"#,
        ],
    );
    assert_eq!(beyond.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&beyond.stderr).contains("game = 5"));
    ok(&fresh, &["player", "import", arg(&dir.join("ninth.csv"))]);
    let late = run(&fresh, &["seating", "add", &event, "9", "--series", "1"]);
    assert_eq!(late.status.code(), Some(2));
    let err = String::from_utf8_lossy(&late.stderr);
    assert!(err.contains("keeps its 4 players"), "{err}");
}

/// The codes of an operation's refusals, in order.
fn codes(error: &skatblock::ops::Error) -> Vec<String> {
    error
        .refusals
        .iter()
        .map(|r| r.refusal.code.as_str().to_string())
        .collect()
}

fn form(value: serde_json::Value) -> skatblock::ops::EventInput {
    serde_json::from_value(value).expect("an event form")
}

fn sk_game(value: serde_json::Value) -> skatblock::ops::SchafkopfGameInput {
    serde_json::from_value(value).expect("a Schafkopf game")
}

fn scorer() -> skatblock::event::Scorer {
    skatblock::event::Scorer {
        by: "test".into(),
        at: "2026-11-23T20:00:00Z".into(),
    }
}

/// The operations the app calls for a Schafkopf club evening: the event form with a preset or
/// a custom tariff, a game scored while typed, entered, corrected and deleted, the table's
/// list, a tariff change that stored games refuse, and the printed lists.
#[test]
fn issue_11_schafkopf_in_the_operations_of_the_app() {
    use serde_json::json;
    use skatblock::ops::{self, CardGame, ReportKind, SchafkopfEntryInput, TableInput};
    use skatblock_store::Store;

    let temp = temp_dir("schafkopf-ops");

    let dir = temp.path();
    let db = dir.join("schafkopf.db");
    std::fs::write(dir.join("players.csv"), players_csv(4)).expect("write");
    ok(&db, &["player", "import", arg(&dir.join("players.csv"))]);
    let evening = json!({
        "name": "Schafkopfabend", "kind": "club_evening", "date": "2026-11-23",
        "series_count": 1, "game": "schafkopf", "tariff_name": "BSV_10_50",
        "rules": {"series_games": {"3": 36, "4": 8}}
    });

    let mut store = Store::open(&db).expect("open");
    // A 3-table preference and a tariff out of range are refused at their fields.
    let mut three = evening.clone();
    three["prefer_three"] = json!(true);
    let err = ops::check_event(form(three)).expect_err("3-tables");
    assert_eq!(codes(&err), ["schafkopf.event.three-tables"]);
    let mut custom = evening.clone();
    let mut tariff = serde_json::to_value(skatblock::schafkopf::Tariff::bsv_10_50()).expect("json");
    tariff["rufspiel"]["base"] = json!(-10);
    custom["tariff"] = tariff;
    let err = ops::check_event(form(custom)).expect_err("a negative base");
    assert_eq!(codes(&err), ["schafkopf.tariff.range"]);
    let mut unknown = evening.clone();
    unknown["tariff_name"] = json!("BSV_99");
    let err = ops::check_event(form(unknown)).expect_err("no such preset");
    assert_eq!(codes(&err), ["schafkopf.tariff.unknown"]);

    let created = ops::create_event(&mut store, form(evening.clone())).expect("created");
    assert_eq!(created.game, CardGame::Schafkopf);
    let event = created.id;
    let listed = ops::list_events(&store).expect("events");
    assert_eq!(listed[0].game, CardGame::Schafkopf);
    let stored = ops::get_event(
        &store,
        ops::StandingsInput {
            event,
            series: None,
        },
    )
    .expect("event");
    assert_eq!(stored.rules.series_games.four, 8);
    // A form without a Schafkopf order sends the Skat defaults; the order it gives is kept.
    assert_eq!(
        stored.rules.tie_break,
        skatblock::rules::Rules::default().tie_break
    );
    let tariff = ops::event_tariff(
        &store,
        ops::StandingsInput {
            event,
            series: None,
        },
    )
    .expect("tariff")
    .expect("a Schafkopf event has one");
    assert_eq!(tariff.name.as_deref(), Some("BSV_10_50"));
    drop(store);
    ok(&db, &["event", "register", &event.to_string(), "--all"]);
    ok(
        &db,
        &[
            "seating",
            "draw",
            &event.to_string(),
            "--series",
            "1",
            "--seed",
            "7",
        ],
    );
    let mut store = Store::open(&db).expect("open");

    // While typed: the amounts, or the field that is missing.
    let sauspiel = json!({"game": "rufspiel", "called": "eichel", "declarer": 0, "partner": 2, "points": 72, "laufende": 3});
    let live = ops::score_schafkopf(
        &store,
        serde_json::from_value(json!({"event": event, "game": sauspiel})).expect("input"),
    )
    .expect("scored");
    assert_eq!(live.amounts, [40, -40, 40, -40], "10 + 3 Laufende × 10");
    let half = json!({"event": event, "game": {"game": "rufspiel", "called": "eichel", "declarer": 0, "points": 72}});
    let err = ops::score_schafkopf(&store, serde_json::from_value(half).expect("input"))
        .expect_err("no partner");
    assert_eq!(codes(&err), ["schafkopf.partner.missing"]);
    assert_eq!(err.refusals[0].refusal.field.as_deref(), Some("partner"));

    let entries = [
        sauspiel.clone(),
        json!({"game": "solo", "suit": "herz", "declarer": 1, "tricks": 8, "tout": true, "laufende": 4}),
        json!({"game": "wenz", "declarer": 3, "points": 40}),
        json!({"game": "ramsch", "ramsch_points": [50, 40, 30, 0], "ramsch_tricks": [3, 3, 2, 0]}),
        json!({"game": null}),
        json!({"game": "bettel", "declarer": 2, "tricks": 0}),
    ];
    for (number, record) in entries.iter().enumerate() {
        let input = SchafkopfEntryInput {
            event,
            series: 1,
            table: 1,
            game: u16::try_from(number + 1).expect("small"),
            record: sk_game(record.clone()),
            correct: false,
            base_version: None,
        };
        let outcome = ops::save_schafkopf_game(&mut store, input, scorer()).expect("saved");
        assert!(outcome.is_zero_sum(), "{record}");
    }
    let at = TableInput {
        event,
        series: 1,
        table: 1,
    };
    let sheet = ops::schafkopf_sheet(&store, at).expect("the list");
    assert_eq!(sheet.games, 8);
    assert_eq!(sheet.entries.len(), 6);
    assert_eq!(sheet.entries[0], sk_game(sauspiel));
    // Herz-Solo Tout with 4 Laufende: (50 + 4 × 10) × 2 = 180 per opponent; the Wenz lost at
    // 40: 50 per opponent; the Ramsch: seat 0 loses 20 to each, 40 to the Jungfrau.
    let amounts: Vec<[i64; 4]> = sheet.report.games.iter().map(|r| r.amounts).collect();
    assert_eq!(amounts[1], [-180, 540, -180, -180]);
    assert_eq!(amounts[2], [50, 50, 50, -150]);
    assert_eq!(amounts[3], [-80, 20, 20, 40]);
    assert_eq!(amounts[4], [0, 0, 0, 0]);
    assert_eq!(amounts[5], [-30, -30, 90, -30]);
    assert_eq!(sheet.report.games[5].totals, [-200, 540, 20, -360]);
    assert_eq!(sheet.report.foot[1].solos_won, 1);
    assert_eq!(sheet.report.foot[3].solos_lost, 1);
    assert_eq!(
        sheet.findings.len(),
        1,
        "6 games do not give every player a deal"
    );

    // A correction made on a version the game no longer has (issue 12: a phone changed it):
    // refused as a conflict inside the write, nothing written.
    let corrected = |base_version| SchafkopfEntryInput {
        event,
        series: 1,
        table: 1,
        game: 3,
        record: sk_game(json!({"game": "wenz", "declarer": 3, "points": 70})),
        correct: true,
        base_version,
    };
    let stale = ops::save_schafkopf_game(&mut store, corrected(Some(2)), scorer())
        .expect_err("game 3 is at version 1");
    assert_eq!(stale.kind, ops::ErrorKind::Conflict);
    assert_eq!(codes(&stale), ["hub.game.conflict"]);
    assert_eq!(
        ops::schafkopf_sheet(&store, at).expect("the list").versions[2],
        1
    );
    // A correction, a deletion: the list follows.
    ops::save_schafkopf_game(&mut store, corrected(Some(1)), scorer()).expect("corrected");
    let at6 = ops::GameAtInput {
        event,
        series: 1,
        table: 1,
        game: 6,
    };
    ops::delete_game(&mut store, at6, scorer()).expect("deleted");
    let sheet = ops::schafkopf_sheet(&store, at).expect("the list");
    assert_eq!(sheet.report.games.len(), 5);
    assert_eq!(sheet.report.games[2].amounts, [-50, -50, -50, 150]);
    let history = ops::game_history(
        &store,
        ops::GameAtInput {
            event,
            series: 1,
            table: 1,
            game: 3,
        },
    )
    .expect("history");
    assert_eq!(history.len(), 2, "entered, corrected");

    // The game stays; a tariff without the Ramsch the list holds is refused, naming the game.
    let mut skat = evening.clone();
    skat["game"] = json!("skat");
    let err = ops::update_event(
        &mut store,
        serde_json::from_value(json!({"event": event, "form": skat})).expect("input"),
    )
    .expect_err("the game stays");
    assert_eq!(codes(&err), ["schafkopf.event.game-change"]);
    let mut a1 = evening.clone();
    a1["tariff_name"] = json!("TOURNAMENT_A1");
    let err = ops::update_event(
        &mut store,
        serde_json::from_value(json!({"event": event, "form": a1})).expect("input"),
    )
    .expect_err("TOURNAMENT_A1 has no Ramsch");
    assert_eq!(
        codes(&err),
        ["store.game-breaks-rules", "schafkopf.game.not-in-tariff"]
    );
    assert_eq!(
        err.refusals[1].refusal.params["game"],
        skatblock::rules::Param::Int(4)
    );
    let mut short = evening.clone();
    short["rules"]["series_games"]["4"] = json!(4);
    let err = ops::update_event(
        &mut store,
        serde_json::from_value(json!({"event": event, "form": short})).expect("input"),
    )
    .expect_err("games are stored");
    assert_eq!(codes(&err), ["event.series-games.fixed"]);
    let mut renamed = evening.clone();
    renamed["name"] = json!("Schafkopfabend im Advent");
    ops::update_event(
        &mut store,
        serde_json::from_value(json!({"event": event, "form": renamed})).expect("input"),
    )
    .expect("a new name");
    let skat_event = ops::create_event(&mut store, form(skat.clone())).expect("a Skat event");
    assert_eq!(skat_event.game, CardGame::Skat);
    let err = ops::update_event(
        &mut store,
        serde_json::from_value(json!({"event": skat_event.id, "form": evening})).expect("input"),
    )
    .expect_err("a Skat event stays Skat");
    assert_eq!(codes(&err), ["schafkopf.event.game-change"]);
    assert_eq!(
        err.refusals[0].refusal.value.as_deref(),
        Some("\"schafkopf\"")
    );

    // The printed lists: the finished list, the pre-filled one and the standings.
    let pdf = |kind, table| {
        ops::report_pdf(
            &store,
            kind,
            event,
            Some(1),
            table,
            skatblock::i18n::Lang::De,
        )
        .expect("a PDF")
    };
    for (name, kind, table) in [
        ("sheet", ReportKind::Sheet, Some(1)),
        ("sheets", ReportKind::Sheets, None),
        ("standings", ReportKind::Standings, None),
    ] {
        let path = dir.join(format!("{name}.pdf"));
        std::fs::write(&path, pdf(kind, table)).expect("write");
        let text = pdftotext(&path);
        assert!(text.contains("Schafkopfabend im Advent"), "{name}: {text}");
        match name {
            "sheet" => {
                for expected in [
                    "Schafkopfliste",
                    "Sauspiel auf die Eichel",
                    "Herz-Solo Tout",
                    "Ramsch",
                    "zusammengeworfen",
                    "Soli gewonnen",
                    "Tarif BSV_10_50",
                ] {
                    assert!(text.contains(expected), "{expected}: {text}");
                }
            }
            "sheets" => assert!(
                !text.contains("Sauspiel auf die Eichel"),
                "pre-filled: {text}"
            ),
            _ => assert!(text.contains("Rangliste Schafkopf"), "{text}"),
        }
    }
}

fn pdftotext(path: &Path) -> String {
    super::reports::poppler("pdftotext", &["-layout", arg(path), "-"])
}

/// Totals-only Schafkopf lists: each table adds up to zero (a table given whole in a file, or
/// entered in the app), there are no opponents' lost games, and a table with games entered
/// takes no totals.
#[test]
fn issue_11_schafkopf_totals_add_up_to_zero() {
    use serde_json::json;
    use skatblock::ops;
    use skatblock_store::Store;

    let temp = temp_dir("schafkopf-totals");

    let dir = temp.path();
    let db = dir.join("schafkopf.db");
    let event = tournament(&db, dir);
    seat(&db, dir, &event);
    // Series 1 tables: players 1–4 and 5–8 (see `seat`).
    let file = dir.join("totals.csv");
    std::fs::write(
        &file,
        "series,player_id,points,won,lost\n1,1,12,2,0\n1,2,-4,0,1\n1,3,-4,0,0\n1,4,-3,0,0\n",
    )
    .expect("write");
    let refused = run(&db, &["totals", "import", &event, arg(&file)]);
    assert_eq!(refused.status.code(), Some(2));
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(
        err.contains("line 5") && err.contains("add up to 1"),
        "the last row of the table names the sum: {err}"
    );
    std::fs::write(
        &file,
        "series,player_id,points,won,lost\n1,1,12,2,0\n1,2,-4,0,1\n1,3,-4,0,0\n1,4,-4,0,0\n",
    )
    .expect("write");
    ok(&db, &["totals", "import", &event, arg(&file)]);
    let json = ok(
        &db,
        &["standings", &event, "--series", "1", "--format", "json"],
    );
    let rows: Vec<serde_json::Value> = serde_json::from_str(&json).expect("json");
    assert_eq!(rows[0]["player_id"], "1");
    assert_eq!(rows[0]["total"], 12);
    assert!(
        rows.iter().all(|r| r["opponents_lost"] == 0),
        "no opponents' lost games in Schafkopf: {json}"
    );

    let mut store = Store::open(&db).expect("open");
    let id = skatblock_store::EventId(event.parse().expect("id"));
    let players = ops::table_totals(
        &store,
        ops::TableInput {
            event: id,
            series: 1,
            table: 2,
        },
    )
    .expect("seats");
    let entered = |points: [i64; 4]| -> ops::TableTotalsInput {
        let rows: Vec<serde_json::Value> = players
            .iter()
            .zip(points)
            .map(|(p, points)| json!({"player_id": p.player_id, "points": points, "won": 0, "lost": 0}))
            .collect();
        serde_json::from_value(json!({"event": id, "series": 1, "table": 2, "rows": rows}))
            .expect("input")
    };
    let err = ops::save_table_totals(&mut store, entered([5, 5, -5, -4])).expect_err("sum 1");
    assert_eq!(codes(&err), ["totals.schafkopf.zero-sum"]);
    ops::save_table_totals(&mut store, entered([5, 5, -5, -5])).expect("zero-sum");
    // Series 2 table 1 has its games entered: no totals there.
    let game = sk_game(
        json!({"game": "rufspiel", "called": "gras", "declarer": 0, "partner": 1, "points": 70}),
    );
    ops::save_schafkopf_game(
        &mut store,
        ops::SchafkopfEntryInput {
            event: id,
            series: 2,
            table: 1,
            game: 1,
            record: game,
            correct: false,
            base_version: None,
        },
        scorer(),
    )
    .expect("entered");
    let seated = ops::table_totals(
        &store,
        ops::TableInput {
            event: id,
            series: 2,
            table: 1,
        },
    )
    .expect("seats");
    let rows: Vec<serde_json::Value> = seated
        .iter()
        .map(|p| json!({"player_id": p.player_id, "points": 0, "won": 0, "lost": 0}))
        .collect();
    let err = ops::save_table_totals(
        &mut store,
        serde_json::from_value(json!({"event": id, "series": 2, "table": 1, "rows": rows}))
            .expect("input"),
    )
    .expect_err("games entered");
    assert_eq!(codes(&err), ["totals.table.scored"]);
    drop(store);
    // The same from a file; a table given in two files is checked once it is whole.
    let seated_at = |series: &str, table: u64| -> Vec<String> {
        let json = ok(
            &db,
            &[
                "seating", "show", &event, "--series", series, "--format", "json",
            ],
        );
        let rows: Vec<serde_json::Value> = serde_json::from_str(&json).expect("json");
        rows.iter()
            .filter(|r| r["table"] == table)
            .map(|r| r["player_id"].as_str().expect("number").to_string())
            .collect()
    };
    let scored = seated_at("2", 1);
    let rows: String = scored.iter().map(|p| format!("2,{p},0,0,0\n")).collect();
    std::fs::write(&file, format!("series,player_id,points,won,lost\n{rows}")).expect("write");
    let refused = run(&db, &["totals", "import", &event, arg(&file)]);
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(err.contains("entered one by one"), "{err}");
    let other = seated_at("2", 2);
    let half = |players: &[String], points: [i64; 2]| -> String {
        let rows: String = players
            .iter()
            .zip(points)
            .map(|(p, points)| format!("2,{p},{points},0,0\n"))
            .collect();
        format!("series,player_id,points,won,lost\n{rows}")
    };
    std::fs::write(&file, half(&other[..2], [7, -3])).expect("write");
    ok(&db, &["totals", "import", &event, arg(&file)]);
    std::fs::write(&file, half(&other[2..], [-3, -2])).expect("write");
    let refused = run(&db, &["totals", "import", &event, arg(&file)]);
    assert_eq!(refused.status.code(), Some(2), "7 − 3 − 3 − 2 = −1");
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(
        err.contains("add up to -1 points") || err.contains("add up to −1 points"),
        "{err}"
    );
    std::fs::write(&file, half(&other[2..], [-3, -1])).expect("write");
    ok(&db, &["totals", "import", &event, arg(&file)]);
}

/// `event update` on a Schafkopf event keeps its tariff unless `--tariff` names another, takes
/// only the series length and the standings order from a rules file, refuses 3-tables and a
/// series length once games are entered; a Skat event takes no tariff.
#[test]
fn issue_11_a_schafkopf_event_is_updated_as_a_schafkopf_event() {
    let temp = temp_dir("schafkopf-update");
    let dir = temp.path();
    let db = dir.join("schafkopf.db");
    let event = tournament(&db, dir);
    let shown = |db: &Path| -> serde_json::Value {
        serde_json::from_str(&ok(db, &["event", "show", &event])).expect("json")
    };
    ok(
        &db,
        &["event", "update", &event, "--name", "Schafkopfrennen 2026"],
    );
    assert_eq!(
        shown(&db)["tariff_name"],
        "TOURNAMENT_A1",
        "the tariff stays"
    );
    // The same through the operations layer: a form without a tariff keeps the event's.
    let mut store = skatblock_store::Store::open(&db).expect("open");
    let id = skatblock_store::EventId(event.parse().expect("id"));
    let form = serde_json::json!({"event": id, "form": {
        "name": "Schafkopfrennen", "kind": "tournament", "date": "2026-11-23",
        "series_count": 2, "game": "schafkopf", "rules": {"series_games": {"3": 36, "4": 4}}
    }});
    skatblock::ops::update_event(&mut store, serde_json::from_value(form).expect("input"))
        .expect("updated");
    drop(store);
    assert_eq!(shown(&db)["tariff_name"], "TOURNAMENT_A1", "still");
    let rules = dir.join("rules.json");
    std::fs::write(
        &rules,
        r#"{"tie_break": ["TOTAL_DESC", "LOSSES_ASC"], "kontra": true, "ruleset": "CLUB"}"#,
    )
    .expect("write");
    ok(
        &db,
        &[
            "event",
            "update",
            &event,
            "--rules",
            arg(&rules),
            "--tariff",
            "BSV_10_50",
        ],
    );
    let now = shown(&db);
    assert_eq!(now["tariff_name"], "BSV_10_50");
    assert_eq!(
        now["rules"]["tie_break"],
        serde_json::json!(["TOTAL_DESC", "LOSSES_ASC"])
    );
    assert_eq!(
        now["rules"]["ruleset"], "ISKO_2022",
        "no Skat flag on a Schafkopf event"
    );
    assert_eq!(now["rules"]["series_games"]["4"], 4);
    let three = run(&db, &["event", "update", &event, "--prefer-3-tables"]);
    assert_eq!(three.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&three.stderr).contains("4-tables only"),
        "{}",
        String::from_utf8_lossy(&three.stderr)
    );
    seat(&db, dir, &event);
    enter(
        &db,
        &event,
        "1",
        "1",
        r#"{"game":"rufspiel","called":"eichel","declarer":0,"partner":2,"points":72}"#,
    );
    let longer = run(&db, &["event", "update", &event, "--games-4", "8"]);
    assert_eq!(longer.status.code(), Some(2), "games are entered");
    // The seats of a table with Schafkopf games stay, as at a Skat table; so does the draw.
    let swap = run(&db, &["seating", "swap", &event, "--series", "1", "1", "5"]);
    assert_eq!(swap.status.code(), Some(2), "table 1 has a game");
    let redraw = run(
        &db,
        &["seating", "draw", &event, "--series", "1", "--seed", "9"],
    );
    assert_eq!(redraw.status.code(), Some(2), "series 1 is scored");
    ok(&db, &["seating", "swap", &event, "--series", "2", "1", "3"]);
    // A Skat event has no tariff.
    let skat = ok(
        &db,
        &[
            "event",
            "create",
            "--name",
            "Skat",
            "--date",
            "2026-11-23",
            "--series",
            "1",
        ],
    );
    let skat = skat.lines().last().expect("id").to_string();
    let refused = run(&db, &["event", "update", &skat, "--tariff", "BSV_10_50"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("is a Skat event"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
}

/// Issue 22 item 6: a Preisschafkopf has rankings, prizes and a seeded draw like a Preisskat,
/// ordered as its standings are (D.4: total, then more solo games won, then lot). Players 1
/// and 5 both have 12 points; 1 won two solos, 5 one: 1 is first. The other six share −4 and
/// no solo: one group for the lot.
#[test]
fn issue_22_a_preisschafkopf_ranks_by_d4_pays_its_prizes_and_seeds_series_2() {
    let temp = temp_dir("preisschafkopf");
    let dir = temp.path();
    let db = dir.join("schafkopf.db");
    let event = tournament(&db, dir);
    let prizes = dir.join("prizes.json");
    std::fs::write(
        &prizes,
        r#"{"entry_cents": 1000, "rankings": [{"id": "einzel", "name": "Einzel",
            "places": [{"place": 1, "percent": 50}, {"place": 2, "cents": 2000}]}]}"#,
    )
    .expect("write");
    ok(&db, &["event", "update", &event, "--prizes", arg(&prizes)]);
    let seating = dir.join("seating.csv");
    std::fs::write(
        &seating,
        "series,table,seat,player_id\n1,1,1,1\n1,1,2,2\n1,1,3,3\n1,1,4,4\n\
         1,2,1,5\n1,2,2,6\n1,2,3,7\n1,2,4,8\n",
    )
    .expect("write");
    ok(&db, &["seating", "import", &event, arg(&seating)]);
    let totals = dir.join("totals.csv");
    std::fs::write(
        &totals,
        "series,player_id,points,won,lost\n1,1,12,2,0\n1,2,-4,0,1\n1,3,-4,0,0\n1,4,-4,0,0\n\
         1,5,12,1,0\n1,6,-4,0,1\n1,7,-4,0,0\n1,8,-4,0,0\n",
    )
    .expect("write");
    ok(&db, &["totals", "import", &event, arg(&totals)]);

    let rows: Vec<serde_json::Value> = serde_json::from_str(&ok(
        &db,
        &[
            "standings",
            &event,
            "--ranking",
            "einzel",
            "--format",
            "json",
        ],
    ))
    .expect("json");
    let ranks: Vec<(String, i64, bool)> = rows
        .iter()
        .map(|r| {
            (
                r["player_id"].as_str().expect("number").to_string(),
                r["rank"].as_i64().expect("rank"),
                r["lot_required"] == true,
            )
        })
        .collect();
    assert_eq!(ranks[..2], [("1".into(), 1, false), ("5".into(), 2, false)]);
    assert!(
        ranks[2..].iter().all(|(_, rank, lot)| *rank == 3 && *lot),
        "{ranks:?}"
    );
    // 8 × 10 € = 80 €: half to the first, a fixed 20 € to the second.
    let prizes: serde_json::Value =
        serde_json::from_str(&ok(&db, &["prizes", &event, "--format", "json"])).expect("json");
    let paid: Vec<(&str, i64)> = prizes["payouts"]
        .as_array()
        .expect("payouts")
        .iter()
        .map(|p| {
            (
                p["player_id"].as_str().expect("who"),
                p["cents"].as_i64().expect("cents"),
            )
        })
        .collect();
    assert_eq!(paid, [("1", 4000), ("5", 2000)]);

    // Series 2 by score: the first two head table 1, at seats 1 and 2; 4-tables only.
    ok(
        &db,
        &[
            "seating", "draw", &event, "--series", "2", "--seeded", "--seed", "7",
        ],
    );
    let seats: Vec<serde_json::Value> = serde_json::from_str(&ok(
        &db,
        &[
            "seating", "show", &event, "--series", "2", "--format", "json",
        ],
    ))
    .expect("json");
    let table_1: Vec<&str> = seats
        .iter()
        .filter(|s| s["table"] == 1)
        .map(|s| s["player_id"].as_str().expect("number"))
        .collect();
    assert_eq!(table_1.len(), 4, "{seats:?}");
    assert_eq!(table_1[..2], ["1", "5"], "{seats:?}");
}
