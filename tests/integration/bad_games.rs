//! One hostile game (issue 20): the i64 extremes in a game's numbers are refused by every
//! front end with the field's own code, and a bad game that is stored anyway never takes down a
//! table, the projector or the standings.

use serde_json::{Value, json};

use super::hub::{RunningHub, event_of, schafkopf_table, start};
use super::store::temp_dir;
use super::{ok, run};

const MIN: i64 = i64::MIN;
const MAX: i64 = i64::MAX;

/// Skat games with an extreme number in `matadors` or `replacement.matadors`: the field named,
/// the value and the game.
fn skat_extremes() -> Vec<(&'static str, i64, Value)> {
    let grand = |m: i64| json!({"contract": "grand", "matadors": m, "declarer_points": 70});
    let null = |m: i64| json!({"contract": "null", "bid": 48, "replacement": {"contract": "grand", "matadors": m}});
    vec![
        ("matadors", MIN, grand(MIN)),
        ("matadors", MAX, grand(MAX)),
        ("replacement.matadors", MIN, null(MIN)),
        ("replacement.matadors", MAX, null(MAX)),
    ]
}

/// Schafkopf games with a number no game holds in each numeric field: the field named, its
/// code, the value as sent and the game.
fn schafkopf_extremes() -> Vec<(String, &'static str, String, Value)> {
    let mut out = Vec::new();
    let fields = [
        ("partner", "schafkopf.seat.range"),
        ("points", "schafkopf.points.range"),
        ("tricks", "schafkopf.tricks.range"),
        ("laufende", "schafkopf.laufende.range"),
        ("klopfer", "schafkopf.klopfer.range"),
        ("kontra", "schafkopf.kontra.range"),
        ("bock", "schafkopf.bock.range"),
    ];
    for (field, code) in fields {
        for value in [
            json!(MIN),
            json!(MAX),
            json!(-1),
            json!(70_000),
            json!(u64::MAX),
        ] {
            let mut game =
                json!({"game": "rufspiel", "called": "eichel", "partner": 2, "points": 72});
            game[field] = value.clone();
            out.push((field.to_string(), code, value.to_string(), game));
        }
    }
    for (list, code) in [
        ("points", "schafkopf.points.range"),
        ("tricks", "schafkopf.tricks.range"),
    ] {
        for value in [MIN, MAX] {
            let mut game =
                json!({"game": "ramsch", "points": [60, 30, 20, 10], "tricks": [4, 2, 1, 1]});
            game[list][2] = json!(value);
            out.push((format!("{list}[2]"), code, value.to_string(), game));
        }
    }
    out
}

/// A refusal's value as text, whether the answer gives it as a number or a string.
fn shown(value: &Value) -> String {
    value
        .as_str()
        .map_or_else(|| value.to_string(), str::to_string)
}

#[test]
fn issue_20_score_refuses_the_i64_extremes_with_the_fields_code() {
    let temp = temp_dir("extremes-score");
    let db = temp.path().join("x.db");
    let lines: Vec<String> = skat_extremes()
        .iter()
        .map(|(_, _, g)| g.to_string())
        .collect();
    let answers = score_lines(&db, &["score"], &lines);
    for ((field, value, _), answer) in skat_extremes().iter().zip(&answers) {
        assert_eq!(
            answer["code"], "game.matadors.range",
            "{field} {value}: {answer}"
        );
        assert_eq!(answer["field"], *field);
        assert_eq!(shown(&answer["value"]), value.to_string());
    }
    let games = schafkopf_extremes();
    let lines: Vec<String> = games.iter().map(|(_, _, _, g)| g.to_string()).collect();
    let answers = score_lines(&db, &["schafkopf", "score"], &lines);
    for ((field, code, value, _), answer) in games.iter().zip(&answers) {
        assert_eq!(answer["code"], *code, "{field} {value}: {answer}");
        assert_eq!(answer["field"], field.as_str());
        assert_eq!(
            shown(&answer["value"]),
            *value,
            "the value as sent, not clamped"
        );
    }
}

/// One answer line per game line of `skatblock <args>` reading `lines` on stdin.
fn score_lines(db: &std::path::Path, args: &[&str], lines: &[String]) -> Vec<Value> {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_skatblock"))
        .arg("--db")
        .arg(db)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let input = lines.join("\n") + "\n";
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("send");
    let out = child.wait_with_output().expect("exits");
    let answers: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(answers.len(), lines.len(), "one answer per line, no crash");
    answers
}

#[test]
fn issue_20_game_enter_and_correct_refuse_the_i64_extremes() {
    let temp = temp_dir("extremes-enter");
    let db = temp.path().join("x.db");
    let (event, tables) = {
        let mut store = skatblock_store::Store::open(&db).expect("store");
        skatblock::event::demo::seeded_event(&mut store, 3, 1).expect("demo event")
    };
    let event = event.to_string();
    let declarer = tables[0].2[1].to_string();
    let at = [
        "--series",
        "1",
        "--table",
        "1",
        "--game",
        "1",
        "--declarer",
        &declarer,
    ];
    let command = |verb: &str, game: &Value| {
        let game = game.to_string();
        let args = [&["game", verb, &event][..], &at, &[game.as_str()]].concat();
        run(&db, &args)
    };
    for (field, value, game) in skat_extremes() {
        let out = command("enter", &game);
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{field} {value}: {said}");
        assert!(said.contains(&format!("{field} = {value}:")), "{said}");
        assert!(
            said.contains("allows 1..=4"),
            "the field's own sentence: {said}"
        );
    }
    let stored = json!({"contract": "grand", "matadors": 2, "declarer_points": 70});
    assert!(command("enter", &stored).status.success());
    for (field, value, game) in skat_extremes() {
        let out = command("correct", &game);
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{field} {value}: {said}");
        assert!(said.contains(&format!("{field} = {value}:")), "{said}");
    }
    let history = ok(&db, &[&["game", "history", &event][..], &at[..6]].concat());
    assert_eq!(
        history.lines().count(),
        1,
        "entered once, never corrected: {history}"
    );
}

/// The hub's answer; a table that sends this many games in a second is asked to wait (429), so
/// the request is sent again after that second (at most three times).
fn answer(hub: &RunningHub, method: &str, path: &str, body: &str) -> (u16, Value) {
    for _ in 0..3 {
        let (status, value) = hub.json(method, path, body);
        if status != 429 {
            return (status, value);
        }
        std::thread::sleep(std::time::Duration::from_millis(1100));
    }
    panic!("{method} {path} still refused by the rate limit");
}

#[test]
fn issue_20_the_hub_refuses_the_i64_extremes_with_the_fields_code() {
    let temp = temp_dir("extremes-hub");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = event_of(&db, dir, 3);
    let hub = start(&db, &event);
    for (field, value, game) in skat_extremes() {
        let body = json!({"declarer": 0, "record": game, "base_version": null}).to_string();
        for (method, path) in [
            ("POST", format!("/api/table/{token}/score")),
            ("PUT", format!("/api/table/{token}/games/1")),
        ] {
            let (status, refused) = answer(&hub, method, &path, &body);
            assert_eq!(status, 422, "{method} {field} {value}: {refused}");
            assert_eq!(refused["code"], "game.matadors.range");
            assert_eq!(refused["field"], field);
        }
    }
    let (_, view) = hub.json("GET", &format!("/api/table/{token}"), "");
    assert_eq!(view["games"], json!([]), "nothing stored");
    hub.stop();

    let db = dir.join("schafkopf.db");
    let (event, token) = schafkopf_table(&db, dir);
    let hub = start(&db, &event);
    for (field, code, value, game) in schafkopf_extremes() {
        let body = json!({"declarer": 0, "record": game, "base_version": null}).to_string();
        for (method, path) in [
            ("POST", format!("/api/table/{token}/score")),
            ("PUT", format!("/api/table/{token}/games/1")),
        ] {
            let (status, refused) = answer(&hub, method, &path, &body);
            assert_eq!(status, 422, "{method} {field} {value}: {refused}");
            assert_eq!(refused["code"], code);
            assert_eq!(refused["field"], field.as_str());
            assert_eq!(shown(&refused["value"]), value, "the value as sent");
        }
    }
    hub.stop();
}

/// Writes a game past every check, as an older build or a hostile phone did: the replacement
/// game of the stored impossible Null `game` gets `i64::MIN` matadors, which the store's
/// schema does not forbid.
fn spoil(db: &std::path::Path, game: u16) {
    let conn = rusqlite::Connection::open(db).expect("open");
    let changed = conn
        .execute(
            "UPDATE games SET replacement_matadors = ?1 WHERE game_no = ?2",
            rusqlite::params![i64::MIN, game],
        )
        .expect("update");
    assert_eq!(changed, 1);
}

/// A 3-table event whose game 2 is spoilt after it was entered, and game 3 entered at the
/// desk after that (so the lists are computed again with the bad game in them).
fn event_with_a_bad_game(db: &std::path::Path, dir: &std::path::Path) -> (String, String) {
    let (event, token) = event_of(db, dir, 3);
    let hub = start(db, &event);
    let games = [
        json!({"contract": "grand", "matadors": 1, "declarer_points": 70}),
        json!({"contract": "null", "bid": 48, "replacement": {"contract": "grand", "matadors": 1}}),
    ];
    for (n, game) in games.iter().enumerate() {
        let body = json!({"declarer": n, "record": game, "base_version": null}).to_string();
        let path = format!("/api/table/{token}/games/{}", n + 1);
        let (status, answer) = answer(&hub, "PUT", &path, &body);
        assert_eq!(status, 200, "{answer}");
    }
    let (_, view) = hub.json("GET", &format!("/api/table/{token}"), "");
    hub.stop();
    spoil(db, 2);
    let declarer = view["players"][2]["player_id"].as_str().expect("number");
    let third = r#"{"contract":"clubs","matadors":2,"declarer_points":80}"#;
    let at = [
        "--series",
        "1",
        "--table",
        "1",
        "--game",
        "3",
        "--declarer",
        declarer,
    ];
    ok(
        db,
        &[&["game", "enter", &event][..], &at, &[third]].concat(),
    );
    (event, token)
}

/// The finding that names the spoilt game 2 of table 1.
fn names_game_2(finding: &Value) -> bool {
    finding["code"] == "store.game-breaks-rules"
        && finding["params"]["game"] == 2
        && finding["field"] == "replacement.matadors"
        && shown(&finding["value"]) == i64::MIN.to_string()
}

#[test]
fn issue_20_one_bad_stored_game_never_takes_down_a_table_the_projector_or_the_standings() {
    let temp = temp_dir("bad-row");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = event_with_a_bad_game(&db, dir);

    // The standings count games 1 and 3 and name game 2.
    let standings = run(&db, &["standings", &event, "--format", "json"]);
    let said = String::from_utf8_lossy(&standings.stderr);
    assert!(standings.status.success(), "{said}");
    let rows: Value = serde_json::from_slice(&standings.stdout).expect("json");
    let points: Vec<i64> = (0..3)
        .map(|i| rows[i]["points"].as_i64().expect("points"))
        .collect();
    assert_eq!(
        points.iter().sum::<i64>(),
        48 + 36,
        "games 1 and 3 counted, game 2 left out"
    );
    assert!(
        said.contains("series 1 table 1 game 2 does not fit"),
        "{said}"
    );
    assert!(
        said.contains("replacement.matadors = -9223372036854775808"),
        "{said}"
    );

    // verify compares the lists without it and names it.
    let verify = run(&db, &["verify", &event, "--format", "json"]);
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stderr)
    );
    let found: Value = serde_json::from_slice(&verify.stdout).expect("json");
    assert_eq!(found["differences"], json!([]));
    assert!(names_game_2(&found["findings"][0]["finding"]), "{found}");
    let said = run(&db, &["verify", &event]);
    assert!(String::from_utf8_lossy(&said.stdout).contains("all match"));
    assert!(String::from_utf8_lossy(&said.stderr).contains("game 2 does not fit"));

    // The hub: the table's list shows games 1 and 3; the projector and the standings answer.
    let hub = start(&db, &event);
    let (status, view) = hub.json("GET", &format!("/api/table/{token}"), "");
    assert_eq!(status, 200, "{view}");
    assert_eq!(numbers_of(&view["games"]), vec![1, 3]);
    assert!(names_game_2_at_table_1(&view["findings"][0]), "{view}");
    let (status, projector) = hub.json("GET", "/api/projector", "");
    assert_eq!(status, 200, "{projector}");
    assert_eq!(projector["standings"].as_array().map(Vec::len), Some(3));
    assert!(
        names_game_2_at_table_1(&projector["findings"][0]),
        "{projector}"
    );
    let (status, standings) = hub.json("GET", "/api/standings", "");
    assert_eq!(status, 200, "{standings}");
    assert_eq!(standings, projector["standings"]);
    hub.stop();
}

/// A hub's finding that names the spoilt game 2 at table 1 of series 1.
fn names_game_2_at_table_1(finding: &Value) -> bool {
    finding["series"] == 1
        && finding["table"] == 1
        && finding["code"] == "store.game-breaks-rules"
        && finding["field"] == "replacement.matadors"
        && shown(&finding["value"]) == i64::MIN.to_string()
        && shown(&finding["error"]).contains("game 2 does not fit")
}

/// The game numbers of a table's list.
fn numbers_of(games: &Value) -> Vec<u64> {
    games
        .as_array()
        .expect("games")
        .iter()
        .map(|g| g["game"].as_u64().expect("number"))
        .collect()
}

#[test]
fn issue_20_one_bad_stored_schafkopf_game_never_takes_down_a_table_the_projector_or_the_standings()
{
    let temp = temp_dir("bad-schafkopf-row");
    let dir = temp.path();
    let db = dir.join("schafkopf.db");
    let (event, token) = schafkopf_table(&db, dir);
    let put = |hub: &RunningHub, n: u16, seat: u16, game: Value| {
        let body = json!({"declarer": seat, "record": game, "base_version": null}).to_string();
        let (status, answer) = answer(hub, "PUT", &format!("/api/table/{token}/games/{n}"), &body);
        assert_eq!(status, 200, "{answer}");
    };
    let sauspiel = json!({"game": "rufspiel", "called": "eichel", "partner": 2, "points": 72});
    let hub = start(&db, &event);
    put(&hub, 1, 0, sauspiel.clone());
    put(&hub, 2, 1, json!({"game": "wenz", "points": 70}));
    hub.stop();
    // Game 2 written past every check: a Wenz with i64::MIN Laufende.
    let spoilt = json!({"game": "wenz", "declarer": 1, "points": 70, "laufende": i64::MIN});
    let conn = rusqlite::Connection::open(&db).expect("open");
    let changed = conn
        .execute(
            "UPDATE schafkopf_games SET game = ?1 WHERE game_no = 2",
            [spoilt.to_string()],
        )
        .expect("update");
    assert_eq!(changed, 1);
    drop(conn);

    let hub = start(&db, &event);
    // The table goes on: game 3 is entered and the list is computed again.
    put(&hub, 3, 0, sauspiel);
    let (status, view) = hub.json("GET", &format!("/api/table/{token}"), "");
    assert_eq!(status, 200, "{view}");
    assert_eq!(numbers_of(&view["games"]), vec![1, 3]);
    let named = |f: &Value| {
        f["code"] == "store.game-breaks-rules"
            && f["field"] == "laufende"
            && shown(&f["value"]) == i64::MIN.to_string()
            && f["table"] == 1
    };
    assert!(named(&view["findings"][0]), "{view}");
    let (status, projector) = hub.json("GET", "/api/projector", "");
    assert_eq!(status, 200, "{projector}");
    assert!(named(&projector["findings"][0]), "{projector}");
    let (status, standings) = hub.json("GET", "/api/standings", "");
    assert_eq!(status, 200, "{standings}");
    hub.stop();

    let standings = run(&db, &["standings", &event, "--format", "json"]);
    let said = String::from_utf8_lossy(&standings.stderr);
    assert!(standings.status.success(), "{said}");
    assert!(said.contains("game 2 does not fit"), "{said}");
    let rows: Value = serde_json::from_slice(&standings.stdout).expect("json");
    let sums: Vec<i64> = (0..4)
        .map(|i| rows[i]["points"].as_i64().expect("points"))
        .collect();
    assert_eq!(
        sums.iter().map(|s| s.abs()).sum::<i64>(),
        4 * 20,
        "two Sauspiele of 10 each"
    );
    let verify = run(&db, &["verify", &event, "--format", "json"]);
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stderr)
    );
    let found: Value = serde_json::from_slice(&verify.stdout).expect("json");
    let first = &found["findings"][0];
    assert_eq!(first["table"], 1, "{found}");
    assert_eq!(first["finding"]["code"], "store.game-breaks-rules");
    assert_eq!(first["finding"]["field"], "laufende");
    assert_eq!(first["finding"]["value"], i64::MIN.to_string());
}
