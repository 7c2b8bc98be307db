//! The table hub (issue 12): the access of the tables. Tokens are 128 random bits, the same on
//! every printing until revoked; a revoked token opens nothing; a revoked table gets a new one.

use std::path::Path;

use skatblock::event::demo::players_csv;
use skatblock_store::{EventId, Store};

use super::store::temp_dir;
use super::{ok, run};

/// An event named `name` of `players` players, registered and drawn in series 1 with `seed`,
/// through the CLI; `create` are the further arguments of `event create` (series, game …).
pub(super) fn seated_event(
    db: &Path,
    dir: &Path,
    name: &str,
    players: i64,
    create: &[&str],
    seed: &str,
) -> String {
    let path = dir.join("players.csv");
    std::fs::write(&path, players_csv(players)).expect("write");
    ok(db, &["player", "import", path.to_str().expect("utf-8")]);
    let mut args = vec!["event", "create", "--name", name, "--date", "2026-11-23"];
    args.extend(create);
    let event = ok(db, &args).lines().last().expect("id").to_string();
    ok(db, &["event", "register", &event, "--all"]);
    ok(
        db,
        &["seating", "draw", &event, "--series", "1", "--seed", seed],
    );
    event
}

/// An event of 2 series with 7 players drawn in series 1 (a 4-table and a 3-table).
fn drawn(db: &Path, dir: &Path) -> String {
    seated_event(db, dir, "Pokal", 7, &["--series", "2"], "3")
}

/// A Schafkopf event (series 1 at one 4-table, BSV tariff) and the token of its table.
pub(super) fn schafkopf_table(db: &Path, dir: &Path) -> (String, String) {
    let create = [
        "--series",
        "1",
        "--game",
        "schafkopf",
        "--tariff",
        "BSV_10_50",
    ];
    let event = seated_event(db, dir, "Schafkopf", 4, &create, "1");
    let token = tokens(db, &event, None)[0]["token"]
        .as_str()
        .expect("token")
        .to_string();
    (event, token)
}

pub(super) fn tokens(db: &Path, event: &str, base: Option<&str>) -> Vec<serde_json::Value> {
    let mut args = vec!["hub", "tokens", event, "--series", "1", "--format", "json"];
    if let Some(base) = base {
        args.extend(["--url-base", base]);
    }
    serde_json::from_str(&ok(db, &args)).expect("json")
}

#[test]
fn issue_12_tokens_stay_until_revoked_and_a_revoked_token_opens_nothing() {
    let temp = temp_dir("hub-tokens");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let event = drawn(&db, dir);
    let first = tokens(&db, &event, Some("http://192.168.1.20:8080/"));
    assert_eq!(first.len(), 2, "a 4-table and a 3-table");
    for (i, t) in first.iter().enumerate() {
        let token = t["token"].as_str().expect("token");
        assert_eq!(t["table"], i + 1);
        assert_eq!(token.len(), 22, "128 bits, URL-safe Base64");
        assert!(
            token
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_".contains(c))
        );
        assert_eq!(t["url"], format!("http://192.168.1.20:8080/t/{token}"));
    }
    assert_ne!(first[0]["token"], first[1]["token"]);
    let again = tokens(&db, &event, None);
    let same = |a: &[serde_json::Value], b: &[serde_json::Value]| {
        a.iter().zip(b).all(|(x, y)| x["token"] == y["token"])
    };
    assert!(same(&first, &again), "the same tokens on every printing");
    assert_eq!(
        again[0]["url"],
        format!("/t/{}", again[0]["token"].as_str().expect("token"))
    );

    let old = first[1]["token"].as_str().expect("token").to_string();
    let said = ok(
        &db,
        &["hub", "revoke", &event, "--series", "1", "--table", "2"],
    );
    assert!(said.contains("revoked"), "{said}");
    let store = Store::open(&db).expect("open");
    assert_eq!(
        skatblock_store::hub::table_of(store.conn(), &old).expect("query"),
        None,
        "a revoked token opens nothing"
    );
    let id = EventId(event.parse().expect("id"));
    let kept = first[0]["token"].as_str().expect("token");
    assert_eq!(
        skatblock_store::hub::table_of(store.conn(), kept).expect("query"),
        Some((id, 1, 1))
    );
    drop(store);
    let renewed = tokens(&db, &event, None);
    assert_eq!(
        renewed[0]["token"], first[0]["token"],
        "table 1 keeps its token"
    );
    assert_ne!(
        renewed[1]["token"].as_str(),
        Some(old.as_str()),
        "table 2 gets a new one"
    );
    let twice = ok(
        &db,
        &["hub", "revoke", &event, "--series", "1", "--table", "1"],
    );
    assert!(twice.contains("revoked"), "{twice}");
    let none = ok(
        &db,
        &["hub", "revoke", &event, "--series", "1", "--table", "1"],
    );
    assert!(none.contains("no valid access"), "{none}");
}

#[test]
fn issue_12_tokens_need_a_drawn_series_and_a_table_it_has() {
    let temp = temp_dir("hub-refusals");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let event = drawn(&db, dir);
    let unseated = run(&db, &["hub", "tokens", &event, "--series", "2"]);
    assert_eq!(unseated.status.code(), Some(2));
    let err = String::from_utf8_lossy(&unseated.stderr);
    assert!(err.contains("not drawn yet"), "{err}");
    let table = run(
        &db,
        &[
            "--lang", "de", "hub", "revoke", &event, "--series", "1", "--table", "3",
        ],
    );
    assert_eq!(table.status.code(), Some(2));
    let err = String::from_utf8_lossy(&table.stderr);
    assert!(
        err.contains("Serie 1 hat keinen Tisch 3; sie hat 2 Tische"),
        "{err}"
    );
    let unknown = run(&db, &["hub", "tokens", "99", "--series", "1"]);
    assert_eq!(unknown.status.code(), Some(2));
    let script = run(
        &db,
        &[
            "hub",
            "tokens",
            &event,
            "--series",
            "1",
            "--url-base",
            "javascript:alert(1)",
        ],
    );
    assert_eq!(script.status.code(), Some(2));
    let err = String::from_utf8_lossy(&script.stderr);
    assert!(err.contains("javascript:alert(1)"), "{err}");
    assert!(
        tokens(&db, &event, None).len() == 2 && !err.contains("/t/"),
        "no page under a refused address: {err}"
    );
}

/// A hub of the CLI on a free loopback port: the process and its address. It is ended by its
/// process id (SIGTERM) in `stop`.
pub(super) struct RunningHub {
    child: std::process::Child,
    pub(super) address: String,
}

pub(super) fn start(db: &Path, event: &str) -> RunningHub {
    start_with(db, event, &[])
}

/// [`start`] with more of `hub`'s options.
pub(super) fn start_with(db: &Path, event: &str, more: &[&str]) -> RunningHub {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_skatblock"))
        .args([
            "--db",
            db.to_str().expect("utf-8"),
            "hub",
            event,
            "--listen",
            "127.0.0.1:0",
        ])
        .args(more)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the hub starts");
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.as_mut().expect("stdout"))
        .read_line(&mut line)
        .expect("the hub says its address");
    let address = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("an address in {line:?}"))
        .to_string();
    RunningHub { child, address }
}

/// A test that fails before `stop` still ends the hub it started.
impl Drop for RunningHub {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

impl RunningHub {
    /// Ends the hub with SIGTERM; it exits cleanly (status 0) within a few seconds.
    pub(super) fn stop(mut self) {
        let pid = self.child.id().to_string();
        let killed = std::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .expect("kill");
        assert!(killed.success());
        let start = std::time::Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                assert!(status.success(), "exit status 0 on SIGTERM: {status}");
                break;
            }
            assert!(
                start.elapsed() < std::time::Duration::from_secs(5),
                "the hub ends within 5 s"
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }

    /// One HTTP/1.1 request over a fresh connection: the status, the headers and the body.
    pub(super) fn request(&self, method: &str, path: &str, body: &str) -> (u16, String, String) {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect(&self.address).expect("connect");
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.address,
            body.len()
        );
        stream.write_all(request.as_bytes()).expect("send");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("read");
        let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
        let status = head
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        (status, head.to_string(), body.to_string())
    }

    pub(super) fn json(&self, method: &str, path: &str, body: &str) -> (u16, serde_json::Value) {
        let (status, _, body) = self.request(method, path, body);
        (
            status,
            serde_json::from_str(&body).unwrap_or(serde_json::Value::Null),
        )
    }
}

/// A 3-table event with series of 3 games, drawn, and the token of table 1.
/// The numbers under `key` of every object in the array `rows` (game numbers, entered games).
fn numbers(rows: &serde_json::Value, key: &str) -> Vec<u64> {
    rows.as_array()
        .expect("an array")
        .iter()
        .map(|row| row[key].as_u64().expect("a number"))
        .collect()
}

/// `verify`: every list and result of the event matches its games.
fn assert_verified(db: &Path, event: &str) {
    let verified = ok(db, &["verify", event]);
    assert!(verified.contains("all match"), "{verified}");
}

pub(super) fn small_event(db: &Path, dir: &Path) -> (String, String) {
    event_of(db, dir, 3)
}

/// An event of `players` with series of 3 games at 3-tables, drawn, and the token of table 1.
pub(super) fn event_of(db: &Path, dir: &Path, players: i64) -> (String, String) {
    let series = ["--series", "1", "--games-3", "3"];
    let event = seated_event(db, dir, "Skatabend", players, &series, "1");
    let token = tokens(db, &event, None)[0]["token"]
        .as_str()
        .expect("token")
        .to_string();
    (event, token)
}

const GRAND: &str = r#"{"declarer": 0, "record": {"contract": "grand", "matadors": 1, "declarer_points": 70}, "base_version": null}"#;

#[test]
fn issue_12_a_table_enters_its_games_over_http_exactly_once() {
    let temp = temp_dir("hub-http");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let hub = start(&db, &event);
    let table = format!("/api/table/{token}");
    let (status, view) = hub.json("GET", &table, "");
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["series"], 1);
    assert_eq!(view["table"], 1);
    assert_eq!(view["signed"], false);
    assert_eq!(view["players"].as_array().map(Vec::len), Some(3));
    assert_eq!(view["players"][1]["seat"], 1);

    // Entered once; the same body again gets the same answer and changes nothing.
    let game1 = format!("{table}/games/1");
    let (status, first) = hub.json("PUT", &game1, GRAND);
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["game"], 1);
    assert_eq!(first["version"], 1);
    assert_eq!(first["result"]["score"], 48, "Grand with 1, game 2: 24 × 2");
    let (status, again) = hub.json("PUT", &game1, GRAND);
    assert_eq!((status, &again), (200, &first));
    // Another body made on no stored state: a conflict with the stored game.
    let other = r#"{"declarer": 1, "record": {"contract": "clubs", "matadors": 1, "declarer_points": 61}, "base_version": null}"#;
    let (status, conflict) = hub.json("PUT", &game1, other);
    assert_eq!(status, 409, "{conflict}");
    assert_eq!(conflict["version"], 1);
    assert_eq!(conflict["stored"]["declarer"], 0);
    assert_eq!(conflict["code"], "hub.game.conflict");
    // The same change on the stored version corrects the game.
    let correction = other.replace("\"base_version\": null", "\"base_version\": 1");
    let (status, corrected) = hub.json("PUT", &game1, &correction);
    assert_eq!(status, 200, "{corrected}");
    assert_eq!(corrected["version"], 2);
    assert_eq!(corrected["result"]["score"], 24);
    // Invalid: the refusal as data.
    let bad = r#"{"declarer": 2, "record": {"contract": "grand", "matadors": 5, "declarer_points": 70}, "base_version": null}"#;
    let (status, refused) = hub.json("PUT", &format!("{table}/games/2"), bad);
    assert_eq!(status, 422, "{refused}");
    assert_eq!(refused["field"], "matadors");
    assert!(
        refused["code"]
            .as_str()
            .is_some_and(|c| c.starts_with("game.")),
        "{refused}"
    );
    assert!(refused["error"].as_str().is_some_and(|e| !e.is_empty()));
    // The desk sees the phone's games, with the table named as the scorer.
    let history = ok(
        &db,
        &[
            "game", "history", &event, "--series", "1", "--table", "1", "--game", "1", "--lang",
            "de",
        ],
    );
    assert!(history.contains("Tisch 1, Serie 1"), "{history}");

    // A restart: the answer of a body already sent is kept in the file.
    hub.stop();
    let hub = start(&db, &event);
    let (status, after) = hub.json("PUT", &game1, &correction);
    assert_eq!((status, &after), (200, &corrected));
    let (status, listed) = hub.json("GET", &table, "");
    assert_eq!(status, 200);
    assert_eq!(listed["games"][0]["version"], 2);
    assert_eq!(listed["games"][0]["declarer"], 1);

    // The standings are the CLI's.
    let (status, standings) = hub.json("GET", "/api/standings?series=1", "");
    assert_eq!(status, 200);
    let cli: serde_json::Value = serde_json::from_str(&ok(
        &db,
        &["standings", &event, "--series", "1", "--format", "json"],
    ))
    .expect("json");
    assert_eq!(standings, cli);

    // Signing needs every seat and every game; then the list is locked.
    let sign = format!("{table}/sign");
    let (status, early) = hub.json("POST", &sign, r#"{"seats": [0, 1, 2]}"#);
    assert_eq!(
        (status, early["code"].as_str()),
        (422, Some("hub.sign.incomplete"))
    );
    for n in [2, 3] {
        let body = GRAND.replace("\"declarer\": 0", &format!("\"declarer\": {}", n - 1));
        let (status, entered) = hub.json("PUT", &format!("{table}/games/{n}"), &body);
        assert_eq!(status, 200, "{entered}");
    }
    let (status, seats) = hub.json("POST", &sign, r#"{"seats": [0, 1]}"#);
    assert_eq!(
        (status, seats["code"].as_str()),
        (422, Some("hub.sign.seats"))
    );
    let (status, signed) = hub.json("POST", &sign, r#"{"seats": [2, 0, 1]}"#);
    assert_eq!(status, 200, "{signed}");
    let (status, locked) = hub.json("PUT", &game1, GRAND.replace("null", "2").as_str());
    assert_eq!(
        (status, locked["code"].as_str()),
        (423, Some("hub.list.signed"))
    );
    let (_, view) = hub.json("GET", &table, "");
    assert_eq!(view["signed"], true);
    hub.stop();
}

#[test]
fn issue_12_the_hub_refuses_what_it_should() {
    let temp = temp_dir("hub-security");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let hub = start(&db, &event);
    let table = format!("/api/table/{token}");
    assert_eq!(
        hub.json("GET", "/api/table/AAAAAAAAAAAAAAAAAAAAAA", "").0,
        401
    );
    assert_eq!(hub.request("GET", "/", "").0, 404);
    assert_eq!(hub.request("GET", "/etc/passwd", "").0, 404);
    let (status, malformed) = hub.json("PUT", &format!("{table}/games/1"), "{\"declarer\": ");
    assert_eq!(
        (status, malformed["code"].as_str()),
        (400, Some("hub.body.not-json"))
    );
    let big = format!("{{\"record\": \"{}\"}}", "x".repeat(1 << 20));
    assert_eq!(
        hub.request("PUT", &format!("{table}/games/1"), &big).0,
        413,
        "a 1 MiB body"
    );
    let (_, head, _) = hub.request("GET", &table, "");
    assert!(
        !head.to_ascii_lowercase().contains("access-control"),
        "no CORS: {head}"
    );
    // A revocation by another process shuts the table out at once.
    ok(
        &db,
        &["hub", "revoke", &event, "--series", "1", "--table", "1"],
    );
    assert_eq!(hub.json("GET", &table, "").0, 401, "revoked");
    // Too many requests of one token: 429 with Retry-After.
    let mut limited = None;
    for _ in 0..120 {
        let (status, head, _) = hub.request("GET", "/api/table/AAAAAAAAAAAAAAAAAAAAAA", "");
        if status == 429 {
            limited = Some(head);
            break;
        }
    }
    let head = limited.expect("a flood is limited");
    assert!(
        head.to_ascii_lowercase().contains("retry-after: 1"),
        "{head}"
    );
    hub.stop();
}

#[test]
fn issue_12_a_killed_hub_restarts_and_every_game_is_stored_exactly_once() {
    let temp = temp_dir("hub-kill");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let table = format!("/api/table/{token}");
    let mut hub = start(&db, &event);
    let (status, first) = hub.json("PUT", &format!("{table}/games/1"), GRAND);
    assert_eq!(status, 200, "{first}");
    // kill -9 in the middle of the series: no clean shutdown at all.
    hub.child.kill().expect("SIGKILL");
    hub.child.wait().expect("reaped");
    let hub = start(&db, &event);
    // The phone's outbox sends everything again, game 1 included, then game 2.
    let (status, again) = hub.json("PUT", &format!("{table}/games/1"), GRAND);
    assert_eq!(
        (status, &again),
        (200, &first),
        "the same answer after the crash"
    );
    let second = GRAND.replace("\"declarer\": 0", "\"declarer\": 1");
    assert_eq!(hub.json("PUT", &format!("{table}/games/2"), &second).0, 200);
    assert_eq!(hub.json("PUT", &format!("{table}/games/2"), &second).0, 200);
    let (_, view) = hub.json("GET", &table, "");
    let numbers = numbers(&view["games"], "game");
    assert_eq!(numbers, [1, 2], "each game once");
    assert_verified(&db, &event);
    hub.stop();
}

#[test]
fn issue_12_a_schafkopf_table_enters_its_games_over_http() {
    let temp = temp_dir("hub-schafkopf");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = schafkopf_table(&db, dir);
    let hub = start(&db, &event);
    let game = format!("/api/table/{token}/games/1");
    let sauspiel = r#"{"declarer": 0, "record": {"game": "rufspiel", "called": "eichel", "partner": 2, "points": 72, "laufende": 3}, "base_version": null}"#;
    let (status, answer) = hub.json("PUT", &game, sauspiel);
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        answer["result"]["amounts"],
        serde_json::json!([40, -40, 40, -40])
    );
    assert_eq!(hub.json("PUT", &game, sauspiel), (200, answer));
    let (_, view) = hub.json("GET", &format!("/api/table/{token}"), "");
    assert_eq!(view["players"].as_array().map(Vec::len), Some(4));
    assert_eq!(view["games"][0]["record"]["game"], "rufspiel");
    assert_eq!(view["games"][0]["declarer"], 0);
    let wenz = r#"{"declarer": 1, "record": {"game": "wenz", "points": 70, "laufende": 5}, "base_version": null}"#;
    let (status, refused) = hub.json("PUT", &format!("/api/table/{token}/games/2"), wenz);
    assert_eq!(status, 422, "{refused}");
    assert_eq!(refused["code"], "schafkopf.laufende.range");
    assert_eq!(refused["field"], "laufende");
    hub.stop();
}

#[test]
fn issue_12_the_hub_serves_its_pages_under_a_strict_policy() {
    let temp = temp_dir("hub-pages");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let hub = start(&db, &event);
    for path in [
        format!("/t/{token}"),
        "/projector".to_string(),
        "/assets/phone.js".to_string(),
        "/assets/hub.css".to_string(),
    ] {
        let (status, head, _) = hub.request("GET", &path, "");
        assert_eq!(status, 200, "{path}: {head}");
        let head = head.to_ascii_lowercase();
        assert!(
            head.contains("content-security-policy: default-src 'self'"),
            "{path}: {head}"
        );
        assert!(head.contains("referrer-policy: no-referrer"), "{head}");
        assert!(!head.contains("access-control-allow-origin"), "{head}");
    }
    let (_, head, _) = hub.request("GET", "/projector", "");
    assert!(
        head.to_ascii_lowercase()
            .contains("content-type: text/html")
    );
    let (_, head, _) = hub.request("GET", "/assets/phone.js", "");
    assert!(
        head.to_ascii_lowercase()
            .contains("content-type: text/javascript")
    );
    assert_eq!(hub.request("GET", "/assets/../hub.db", "").0, 404);
    assert_eq!(hub.request("GET", "/assets/secret.js", "").0, 404);
    hub.stop();
}

#[test]
fn issue_12_a_phone_sees_the_value_while_typing_and_nothing_is_stored() {
    let temp = temp_dir("hub-preview");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let hub = start(&db, &event);
    let score = format!("/api/table/{token}/score");
    let (status, answer) = hub.json(
        "POST",
        &score,
        r#"{"declarer": 0, "record": {"contract": "grand", "matadors": 1, "declarer_points": 70}}"#,
    );
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["result"]["value"], 48);
    assert_eq!(answer["result"]["score"], 48);
    let (status, refused) = hub.json(
        "POST",
        &score,
        r#"{"declarer": 0, "record": {"contract": "grand", "matadors": 9, "declarer_points": 70}}"#,
    );
    assert_eq!(status, 422, "{refused}");
    assert_eq!(refused["field"], "matadors");
    let (status, refused) = hub.json(
        "POST",
        &score,
        r#"{"declarer": 5, "record": {"contract": "grand", "matadors": 1, "declarer_points": 70}}"#,
    );
    assert_eq!(
        (status, &refused["code"]),
        (422, &serde_json::json!("hub.seat.range"))
    );
    assert_eq!(
        hub.json(
            "POST",
            "/api/table/wrong/score",
            r#"{"record": {"passed": true}}"#
        )
        .0,
        401
    );
    let (_, view) = hub.json("GET", &format!("/api/table/{token}"), "");
    assert_eq!(
        view["games"],
        serde_json::json!([]),
        "a preview stores nothing"
    );
    assert_eq!(view["series_games"], 3);
    assert_eq!(view["game_kind"], "skat");
    assert_eq!(view["event_name"], "Skatabend");
    hub.stop();
}

/// Reads a live stream's lines on a thread; each `event: changed` is sent on the channel.
fn follow(address: &str) -> std::sync::mpsc::Receiver<String> {
    use std::io::{BufRead, Write};
    let mut stream = std::net::TcpStream::connect(address).expect("connect");
    write!(
        stream,
        "GET /api/events HTTP/1.1\r\nHost: {address}\r\nAccept: text/event-stream\r\n\r\n"
    )
    .expect("send");
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let reader = std::io::BufReader::new(stream);
        let mut named = false;
        for line in reader.lines().map_while(Result::ok) {
            if line.starts_with("event: changed") {
                named = true;
            } else if let (true, Some(data)) = (named, line.strip_prefix("data: ")) {
                named = false;
                if sender.send(data.to_string()).is_err() {
                    break;
                }
            }
        }
    });
    receiver
}

#[test]
fn issue_12_the_projector_follows_the_phones_and_the_desk_live() {
    let wait = std::time::Duration::from_secs(5);
    let temp = temp_dir("hub-projector");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = event_of(&db, dir, 9);
    let hub = start(&db, &event);
    let changes = follow(&hub.address);
    changes.recv_timeout(wait).expect("a first event at once");

    let (status, _) = hub.json("PUT", &format!("/api/table/{token}/games/1"), GRAND);
    assert_eq!(status, 200);
    changes
        .recv_timeout(wait)
        .expect("an event after a stored game");
    let (status, view) = hub.json("GET", "/api/projector", "");
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["event"]["name"], "Skatabend");
    assert_eq!(view["series"], 1);
    let tables = view["tables"].as_array().expect("tables");
    assert_eq!(tables.len(), 3);
    assert_eq!(tables[0]["entered"], 1);
    assert_eq!(tables[0]["games"], 3);
    assert_eq!(tables[0]["stale"], false, "table 1 was just heard of");
    assert_eq!(tables[1]["entered"], 0);
    assert_eq!(tables[1]["stale"], true, "table 2 never sent anything");
    assert!(
        !view.to_string().contains(&token),
        "the hall sees no token: {view}"
    );
    let standings = ok(&db, &["standings", &event, "--format", "json"]);
    let standings: serde_json::Value = serde_json::from_str(&standings).expect("json");
    assert_eq!(view["standings"], standings);

    // Another process writes the file (the CLI as the desk): the projector hears of it too.
    while changes.try_recv().is_ok() {}
    ok(
        &db,
        &["hub", "revoke", &event, "--series", "1", "--table", "2"],
    );
    changes
        .recv_timeout(wait)
        .expect("an event after another process wrote the file");
    // A stream still open does not keep the hub from stopping.
    hub.stop();
}

#[test]
fn issue_12_a_slow_client_is_cut_off() {
    use std::io::{Read, Write};
    let temp = temp_dir("hub-slow");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, _) = small_event(&db, dir);
    let hub = start(&db, &event);
    let mut stream = std::net::TcpStream::connect(&hub.address).expect("connect");
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(30)))
        .expect("timeout");
    stream
        .write_all(b"GET /api/standings HTTP/1.1\r\nHo")
        .expect("send");
    let started = std::time::Instant::now();
    let mut rest = Vec::new();
    let read = stream.read_to_end(&mut rest);
    assert!(read.is_ok(), "the hub closes the connection: {read:?}");
    assert!(
        started.elapsed() < std::time::Duration::from_secs(25),
        "closed by the header timeout, not by the test's: {:?}",
        started.elapsed()
    );
    // The hub still answers others.
    assert_eq!(hub.request("GET", "/api/standings", "").0, 200);
    hub.stop();
}

#[test]
fn issue_12_a_game_changed_at_the_desk_and_on_a_phone_at_once_is_a_conflict_on_both() {
    use skatblock::ops::{self, ErrorKind, GameEntryInput, TableInput};
    let temp = temp_dir("hub-desk-conflict");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let id = EventId(event.parse().expect("id"));
    let hub = start(&db, &event);
    let game = format!("/api/table/{token}/games/1");
    assert_eq!(hub.json("PUT", &game, GRAND).0, 200);

    // The desk opens the list (the hub keeps running and writing the same file).
    let mut desk = Store::open(&db).expect("the desk opens the file");
    let at = TableInput {
        event: id,
        series: 1,
        table: 1,
    };
    let sheet = ops::sheet(&desk, at).expect("sheet");
    assert_eq!(sheet.versions, [1]);
    let seated = sheet.player_ids.clone();

    // The phone corrects game 1 on version 1 …
    let phone = GRAND
        .replace("70", "80")
        .replace("\"base_version\": null", "\"base_version\": 1");
    let (status, answer) = hub.json("PUT", &game, &phone);
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["version"], 2);

    // … and the desk's correction made on version 1 is refused, not written over it.
    let by = || skatblock::event::Scorer {
        by: "Turnierleitung".into(),
        at: "2026-11-23T20:00:00Z".into(),
    };
    let correction = |base| GameEntryInput {
        event: id,
        series: 1,
        table: 1,
        game: 1,
        declarer: Some(seated[1]),
        record: serde_json::from_str(
            r#"{"contract": "clubs", "matadors": 2, "declarer_points": 61}"#,
        )
        .expect("record"),
        correct: true,
        base_version: base,
    };
    let refused = ops::save_game(&mut desk, correction(Some(1)), by()).expect_err("a conflict");
    assert_eq!(refused.kind, ErrorKind::Conflict);
    assert_eq!(
        refused.refusals[0].refusal.code,
        skatblock::hub::codes::HUB_GAME_CONFLICT
    );
    let (_, view) = hub.json("GET", &format!("/api/table/{token}"), "");
    assert_eq!(
        view["games"][0]["record"]["declarer_points"], 80,
        "the phone's"
    );

    // On the version it saw last, the desk corrects; then the phone's next change on the old
    // version is a 409 with the desk's game.
    ops::save_game(&mut desk, correction(Some(2)), by()).expect("the desk corrects");
    let late = GRAND
        .replace("70", "90")
        .replace("\"base_version\": null", "\"base_version\": 2");
    let (status, conflict) = hub.json("PUT", &game, &late);
    assert_eq!(status, 409, "{conflict}");
    assert_eq!(conflict["version"], 3);
    assert_eq!(conflict["stored"]["record"]["contract"], "clubs");
    assert_eq!(conflict["stored"]["declarer"], 1);
    hub.stop();
}

#[test]
fn issue_12_the_desk_starts_and_stops_a_hub_from_any_thread() {
    use skatblock::hub::server;
    let temp = temp_dir("hub-spawn");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let id = EventId(event.parse().expect("id"));
    // From a thread of another runtime, as the app's commands run.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let running = runtime.block_on(async {
        server::spawn(Store::open(&db).expect("open"), id, "127.0.0.1:0").expect("started")
    });
    let address = running.address;
    let client = RunningHubAddress(address.to_string());
    assert_eq!(client.status(&format!("/api/table/{token}")), 200);

    // The same port again is refused with the address and the reason.
    let taken = server::spawn(Store::open(&db).expect("open"), id, &address.to_string())
        .err()
        .expect("the port is taken");
    assert_eq!(taken.code, skatblock::hub::codes::HUB_LISTEN);
    assert_eq!(taken.field.as_deref(), Some("listen"));

    runtime.block_on(async { running.stop() });
    assert!(
        std::net::TcpStream::connect(address).is_err(),
        "the port is closed once stopped"
    );
}

/// A hub's address for one-off requests.
struct RunningHubAddress(String);

impl RunningHubAddress {
    fn status(&self, path: &str) -> u16 {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect(&self.0).expect("connect");
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            self.0
        )
        .expect("send");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("read");
        answer
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0)
    }
}

#[test]
fn issue_12_the_desk_and_the_hub_write_the_same_file_at_once() {
    let temp = temp_dir("hub-shared-file");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = event_of(&db, dir, 9);
    let hub = start(&db, &event);
    // The desk (another process) enters tables 2 and 3 while the phone enters table 1.
    let desk = {
        let db = db.clone();
        let event = event.clone();
        std::thread::spawn(move || {
            for table in ["2", "3"] {
                for game in 1..=3 {
                    ok(
                        &db,
                        &[
                            "game",
                            "enter",
                            &event,
                            "--series",
                            "1",
                            "--table",
                            table,
                            "--game",
                            &game.to_string(),
                            r#"{"passed": true}"#,
                        ],
                    );
                }
            }
        })
    };
    for n in 1..=3 {
        for _ in 0..3 {
            let (status, answer) = hub.json("PUT", &format!("/api/table/{token}/games/{n}"), GRAND);
            assert_eq!(status, 200, "{answer}");
        }
    }
    desk.join().expect("the desk entered its games");
    let (_, view) = hub.json("GET", "/api/projector", "");
    let entered = numbers(&view["tables"], "entered");
    assert_eq!(entered, [3, 3, 3], "every game of both writers, once");
    assert_verified(&db, &event);
    hub.stop();
}

#[test]
fn issue_12_many_phones_at_once_in_any_order_store_every_game_once() {
    let temp = temp_dir("hub-concurrent");
    let dir = temp.path();
    let db = dir.join("hub.db");
    // 12 players at 3 tables of 4, series of 3 games.
    let (event, _) = event_of(&db, dir, 12);
    let tables: Vec<String> = tokens(&db, &event, None)
        .iter()
        .map(|t| t["token"].as_str().expect("token").to_string())
        .collect();
    assert_eq!(tables.len(), 3);
    let hub = std::sync::Arc::new(start(&db, &event));
    let games = |n: u16| {
        let contract = ["clubs", "spades", "grand"][usize::from(n) % 3];
        format!(
            r#"{{"declarer": {}, "record": {{"contract": "{contract}", "matadors": 1, "declarer_points": {}}}, "base_version": null}}"#,
            n % 3,
            50 + n * 9
        )
    };
    // Each table's phone sends its games backwards, each twice, all tables at once.
    let phones: Vec<_> = tables
        .iter()
        .map(|token| {
            let hub = std::sync::Arc::clone(&hub);
            let token = token.clone();
            std::thread::spawn(move || {
                for n in [3u16, 2, 1, 3, 1, 2] {
                    let (status, answer) =
                        hub.json("PUT", &format!("/api/table/{token}/games/{n}"), &games(n));
                    assert_eq!(status, 200, "table {token}, game {n}: {answer}");
                    assert_eq!(answer["version"], 1, "stored once: {answer}");
                }
            })
        })
        .collect();
    for phone in phones {
        phone.join().expect("every phone's games answered");
    }
    for token in &tables {
        let (_, view) = hub.json("GET", &format!("/api/table/{token}"), "");
        let numbers = numbers(&view["games"], "game");
        assert_eq!(numbers, [1, 2, 3], "each game once, in list order");
    }
    assert_verified(&db, &event);
    let (_, standings) = hub.json("GET", "/api/standings", "");
    let cli: serde_json::Value =
        serde_json::from_str(&ok(&db, &["standings", &event, "--format", "json"])).expect("json");
    assert_eq!(standings, cli, "the hub's standings are the engine's");
    std::sync::Arc::try_unwrap(hub)
        .unwrap_or_else(|_| panic!("the phones are done"))
        .stop();
}

#[test]
fn issue_12_a_club_evening_with_kontra_re_bock_and_ramsch_is_entered_over_http() {
    use skatblock::ops::{self, TableInput};
    let temp = temp_dir("hub-club");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let rules = dir.join("club.json");
    std::fs::write(
        &rules,
        r#"{"ruleset": "CLUB", "kontra": true, "ramsch": true, "bock": {"triggers": ["grand_hand"]}}"#,
    )
    .expect("write");
    let create = [
        "--series",
        "1",
        "--games-3",
        "6",
        "--kind",
        "club-evening",
        "--rules",
        rules.to_str().expect("utf-8"),
    ];
    let event = seated_event(&db, dir, "Clubabend", 3, &create, "1");
    let token = tokens(&db, &event, None)[0]["token"]
        .as_str()
        .expect("token")
        .to_string();
    let hub = start(&db, &event);
    let table = format!("/api/table/{token}");
    let (status, empty) = hub.json("GET", &table, "");
    assert_eq!(status, 200, "{empty}");
    assert_eq!(
        empty["rules"]["ruleset"], "CLUB",
        "the phone learns the variants"
    );
    assert_eq!(empty["rules"]["kontra"], true);
    assert_eq!(empty["rules"]["ramsch"]["tie"], "last_trick");
    assert_eq!(empty["rules"]["bock"]["triggers"][0], "grand_hand");
    assert_eq!(empty["bock_factors"], serde_json::json!([1, 1, 1, 1, 1, 1]));

    // 1 Kontra (K1), 2 a Grand Hand that queues a Bock round over games 3–5, 3 a Ramsch in it
    // (R1 doubled), 4 Re lost in it (K2 Re doubled), 5 in it, 6 after it.
    let games = [
        r#"{"declarer": 0, "record": {"contract": "clubs", "matadors": 1, "declarer_points": 61, "kontra": "kontra"}}"#,
        r#"{"declarer": 1, "record": {"contract": "grand", "hand": true, "matadors": 1, "declarer_points": 70}}"#,
        r#"{"declarer": null, "record": {"ramsch": {"points": [45, 40, 35], "tricks": [4, 3, 3]}}}"#,
        r#"{"declarer": 2, "record": {"contract": "clubs", "matadors": 1, "declarer_points": 60, "kontra": "re"}}"#,
        r#"{"declarer": 0, "record": {"contract": "hearts", "matadors": 1, "declarer_points": 61}}"#,
        r#"{"declarer": 1, "record": {"contract": "diamonds", "matadors": 1, "declarer_points": 61}}"#,
    ];
    for (i, body) in games.iter().enumerate() {
        let (status, answer) = hub.json("PUT", &format!("{table}/games/{}", i + 1), body);
        assert_eq!(status, 200, "game {}: {answer}", i + 1);
    }
    // A passed deal is a Ramsch when Ramsch is played: the engine's refusal, at its field.
    let passed = r#"{"declarer": null, "record": {"passed": true}, "base_version": 1}"#;
    let (status, refused) = hub.json("PUT", &format!("{table}/games/6"), passed);
    assert_eq!(
        (status, refused["code"].as_str(), refused["field"].as_str()),
        (422, Some("game.passed.ramsch"), Some("passed")),
        "{refused}"
    );

    let (status, view) = hub.json("GET", &table, "");
    assert_eq!(status, 200, "{view}");
    let rows = view["games"].as_array().expect("games");
    let column =
        |key: &str| -> Vec<serde_json::Value> { rows.iter().map(|r| r[key].clone()).collect() };
    let json =
        |v: serde_json::Value| -> Vec<serde_json::Value> { v.as_array().expect("array").clone() };
    assert_eq!(
        column("bock"),
        json(serde_json::json!([false, false, true, true, true, false])),
        "the Bock round is the three deals after the Grand Hand (F-13)"
    );
    assert_eq!(
        column("multiplier"),
        json(serde_json::json!([2, 1, 2, 8, 2, 1])),
        "Kontra ×2; Bock ×2; Re ×4 in a Bock round ×8"
    );
    assert_eq!(
        column("scores"),
        json(serde_json::json!([
            [48, 0, 0],
            [0, 72, 0],
            [-90, 0, 0],
            [0, 0, -384],
            [40, 0, 0],
            [0, 18, 0]
        ])),
        "K1 +48; Grand Hand with 1 +72; R1 −45 doubled; K2 Re −192 doubled; Herz +20 doubled"
    );
    assert_eq!(
        rows[2]["declarer"],
        serde_json::Value::Null,
        "a Ramsch has no declarer"
    );
    assert_eq!(
        rows[2]["result"]["ramsch_scores"],
        serde_json::json!([-45, 0, 0]),
        "the result is the deal's, the list's score has the Bock in it"
    );
    assert_eq!(rows[0]["record"]["kontra"], "kontra");
    assert_eq!(rows[3]["record"]["kontra"], "re");
    assert_eq!(view["bock_factors"], serde_json::json!([1, 1, 2, 2, 2, 1]));

    // The rows' totals are the engine's list, row by row.
    let store = Store::open(&db).expect("open");
    let sheet = ops::sheet(
        &store,
        TableInput {
            event: EventId(event.parse().expect("id")),
            series: 1,
            table: 1,
        },
    )
    .expect("sheet");
    let engine: Vec<serde_json::Value> = sheet
        .report
        .games
        .iter()
        .map(|row| serde_json::json!(row.totals))
        .collect();
    assert_eq!(
        column("totals"),
        engine,
        "the hub's totals are ops::sheet's"
    );
    assert_eq!(
        rows.last().map(|r| r["totals"].clone()),
        Some(serde_json::json!([-2, 90, -384]))
    );
    let standings: serde_json::Value = serde_json::from_str(&ok(
        &db,
        &["standings", &event, "--series", "1", "--format", "json"],
    ))
    .expect("json");
    for (seat, player) in view["players"]
        .as_array()
        .expect("players")
        .iter()
        .enumerate()
    {
        let row = standings
            .as_array()
            .expect("rows")
            .iter()
            .find(|r| r["name"] == player["name"])
            .expect("every player stands");
        assert_eq!(
            row["points"], rows[5]["totals"][seat],
            "the last total is the standings' points"
        );
    }
    hub.stop();

    // Kontra is not ISkO: an ISkO event's hub refuses it with the engine's code.
    let isko_db = dir.join("isko.db");
    let isko_dir = dir.join("isko");
    std::fs::create_dir_all(&isko_dir).expect("dir");
    let (isko, isko_token) = small_event(&isko_db, &isko_dir);
    let hub = start(&isko_db, &isko);
    let (_, isko_view) = hub.json("GET", &format!("/api/table/{isko_token}"), "");
    assert_eq!(isko_view["rules"]["ruleset"], "ISKO_2022");
    assert_eq!(isko_view["rules"]["kontra"], false);
    assert_eq!(
        isko_view["games"],
        serde_json::json!([]),
        "nothing stored before"
    );
    let (status, refused) = hub.json("PUT", &format!("/api/table/{isko_token}/games/1"), games[0]);
    assert_eq!(
        (status, refused["code"].as_str(), refused["field"].as_str()),
        (422, Some("game.variant.isko"), Some("kontra")),
        "{refused}"
    );
    let (_, after) = hub.json("GET", &format!("/api/table/{isko_token}"), "");
    assert_eq!(after["games"], serde_json::json!([]), "nothing stored");
    hub.stop();
}

/// The desk writes a game after the hub read it and before the hub's write: the hub's write is
/// refused inside its transaction, and the phone gets 409 with the desk's game, never a 200
/// that wrote over it (the version is compared inside the write, issue 12). The desk writes
/// exactly there every time: in the protocol's seam between its reading and its write
/// (issue 19), no sleep.
#[test]
fn issue_12_a_desk_write_between_the_hubs_reading_and_writing_is_a_conflict() {
    use skatblock::hub::api;
    use skatblock::i18n::Lang;
    use skatblock_store::games;
    let temp = temp_dir("hub-race");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let id = EventId(event.parse().expect("id"));
    let put = |store: &mut Store, game: u16, body: &str, between: &mut dyn FnMut()| {
        let request = api::GamePut {
            event: id,
            token: &token,
            game,
            body: body.as_bytes(),
            device: "Testtelefon",
            lang: Lang::De,
        };
        api::put_game_between(store, request, between)
    };
    let mut phone = Store::open(&db).expect("the hub's connection");
    let clubs = r#"{"declarer": 1, "record": {"contract": "clubs", "matadors": 1, "declarer_points": 61}, "base_version": null}"#;
    assert_eq!(put(&mut phone, 1, GRAND, &mut || {}).status, 200);
    assert_eq!(put(&mut phone, 2, clubs, &mut || {}).status, 200);

    // The hub has read game 1 (version 1) and not yet written when the desk writes game 2's
    // Kreuz as game 1 (version 2), once.
    let mut desk = Store::open(&db).expect("the desk's connection");
    let rules = skatblock::event::event(&desk, id).expect("event").rules;
    let key = skatblock_store::GameKey {
        series: 1,
        table: 1,
        game: 1,
    };
    let mut desk_wrote = 0;
    let mut desk_writes = || {
        if desk_wrote > 0 {
            return;
        }
        desk_wrote += 1;
        let tx = desk.transaction().expect("the desk's write");
        assert_eq!(games::version(&tx, id, key).expect("version"), 1);
        let mut kreuz = games::in_series(&tx, id, 1, Some(1), &rules).expect("games")[1];
        kreuz.key.game = 1;
        let by = games::Change {
            by: "Turnierleiter",
            at: "2026-11-23T09:30:00Z",
        };
        games::update(&tx, id, &kreuz, &by).expect("the desk's correction");
        tx.commit().expect("commit");
    };
    let correction = GRAND
        .replace("70", "95")
        .replace("\"base_version\": null", "\"base_version\": 1");
    let reply = put(&mut phone, 1, &correction, &mut desk_writes);
    assert_eq!(
        desk_wrote, 1,
        "the desk wrote between the hub's reading and its write"
    );
    assert_eq!(reply.status, 409, "{}", reply.body);
    assert_eq!(reply.body["code"], "hub.game.conflict");
    assert_eq!(reply.body["version"], 2);
    assert_eq!(reply.body["stored"]["record"]["contract"], "clubs");
    assert_eq!(
        games::version(desk.conn(), id, key).expect("version"),
        2,
        "the phone's correction was not written over the desk's"
    );
}

/// Issue 20: a phone that sends its first body again after the desk changed the game is told
/// the desk's game (409), not the answer it got before; its resends on ever other versions
/// keep a bounded number of answers in the file.
#[test]
fn issue_20_a_stale_resend_over_http_is_a_conflict_with_the_desks_game() {
    use skatblock::ops::{self, GameEntryInput, TableInput};
    let temp = temp_dir("hub-stale-replay");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let id = EventId(event.parse().expect("id"));
    let hub = start(&db, &event);
    let game = format!("/api/table/{token}/games/1");
    let (status, first) = hub.json("PUT", &game, GRAND);
    assert_eq!((status, &first["version"]), (200, &serde_json::json!(1)));

    let mut desk = Store::open(&db).expect("the desk opens the file");
    let at = TableInput {
        event: id,
        series: 1,
        table: 1,
    };
    let seated = ops::sheet(&desk, at).expect("sheet").player_ids;
    let correction = GameEntryInput {
        event: id,
        series: 1,
        table: 1,
        game: 1,
        declarer: Some(seated[1]),
        record: serde_json::from_str(
            r#"{"contract": "clubs", "matadors": 2, "declarer_points": 61}"#,
        )
        .expect("record"),
        correct: true,
        base_version: Some(1),
    };
    let by = skatblock::event::Scorer {
        by: "Turnierleitung".into(),
        at: "2026-11-23T20:00:00Z".into(),
    };
    ops::save_game(&mut desk, correction, by).expect("the desk corrects");

    let (status, stale) = hub.json("PUT", &game, GRAND);
    assert_eq!(status, 409, "not the old 200: {stale}");
    assert_eq!(stale["code"], "hub.game.conflict");
    assert_eq!(stale["version"], 2);
    assert_eq!(stale["stored"]["declarer"], 1);
    assert_eq!(stale["stored"]["record"]["contract"], "clubs");
    let (_, view) = hub.json("GET", &format!("/api/table/{token}"), "");
    assert_eq!(view["games"][0]["version"], 2, "nothing written");

    // The desk's game sent again on ever other versions: each is the stored game's answer,
    // and the answers kept for the game stay few.
    let clubs = r#"{"declarer": 1, "record": {"contract": "clubs", "matadors": 2, "declarer_points": 61}, "base_version": BASE}"#;
    for base in 0..12 {
        let (status, answer) = hub.json("PUT", &game, &clubs.replace("BASE", &base.to_string()));
        assert_eq!((status, &answer["version"]), (200, &serde_json::json!(2)));
    }
    let key = skatblock_store::GameKey {
        series: 1,
        table: 1,
        game: 1,
    };
    let kept = skatblock_store::hub::answers_kept(desk.conn(), id, key).expect("count");
    assert!(
        kept <= u64::from(skatblock_store::hub::ANSWERS_KEPT_PER_GAME),
        "{kept} answers kept"
    );
    hub.stop();
}
