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
    let dir = temp_dir("schafkopf-event");
    let db = dir.join("schafkopf.db");
    let event = tournament(&db, &dir);
    seat(&db, &dir, &event);
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
    for (table, game, json, amounts) in games {
        let out = enter(&db, &event, table, game, json);
        assert!(
            out.contains(&format!("\"amounts\":{amounts}")),
            "{json}: {out}"
        );
    }
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
    let again = ok(
        &db,
        &[
            "event",
            "create",
            "--name",
            "Wieder",
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
        ],
    );
    let again = again.lines().last().expect("id").to_string();
    ok(&db, &["event", "register", &again, "--all"]);
    seat(&db, &dir, &again);
    ok(&db, &["games", "import", &again, arg(&export)]);
    assert_eq!(standings(&db, &again), expected);

    // The seating PDF and the standings PDF of a Schafkopf event.
    let pdf = dir.join("standings.pdf");
    ok(&db, &["report", "standings", &event, "--out", arg(&pdf)]);
    assert!(std::fs::read(&pdf).expect("pdf").starts_with(b"%PDF"));
}

#[test]
fn issue_11_a_schafkopf_event_refuses_what_breaks_its_tables() {
    let dir = temp_dir("schafkopf-refusals");
    let db = dir.join("schafkopf.db");
    let event = tournament(&db, &dir);
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
    let event = tournament(&fresh, &dir);
    seat(&fresh, &dir, &event);
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
