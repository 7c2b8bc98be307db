//! Issue 23: the desk's side of the association server — a league pulled from the server's
//! export (all or nothing, linked by the server's id), a match day's package that the server's
//! re-scoring check accepts (and refuses once tampered), the outbox of the live standings, and
//! the client's handling of the server's answers (a one-shot server on loopback) and of a
//! server nobody answers for (the CLI's exit status 3).

use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use skatblock::event::{self, import_seating, import_totals};
use skatblock::league::{self, NewLeague, ScoringUnit};
use skatblock::ops::{self, Delivery, LeagueExport, Server};
use skatblock::rules::Rules;
use skatblock_league::package::{self, codes as package_codes, sealed};
use skatblock_store::{EventId, Store};

use super::store::temp_dir;
use super::{games_csv, run};

/// The server the tests' leagues are pulled from: nobody listens there.
const SERVER: &str = "http://127.0.0.1:9";

/// The server's export of league 7: group Nord with teams A (1–4, substitute 17), B (5–8),
/// C (9–12), D (13–16); group Süd with team E (18–20) and F (21–23).
fn export() -> Value {
    let team = |group: &str, name: &str, club: &str, players: &[i64]| {
        let players: Vec<Value> = players
            .iter()
            .map(|&p| {
                json!({"player_id": p.to_string(), "first_name": format!("Vorname{p}"),
                       "last_name": format!("Nachname{p}"),
                       "role": if p == 17 { "substitute" } else { "regular" }})
            })
            .collect();
        json!({"group": group, "team": name, "club": club, "players": players})
    };
    json!({
        "id": 7, "name": "Verbandsliga Nord", "season": 2026, "series_per_day": 3,
        "unit": "series", "promote": 1, "relegate": 1,
        "teams": [
            team("Nord", "A", "SC Kreuz", &[1, 2, 3, 4, 17]),
            team("Nord", "B", "SC Pik", &[5, 6, 7, 8]),
            team("Nord", "C", "SC Herz", &[9, 10, 11, 12]),
            team("Nord", "D", "SC Karo", &[13, 14, 15, 16]),
            team("Süd", "E", "SV Grand", &[18, 19, 20]),
            team("Süd", "F", "SV Null", &[21, 22, 23]),
        ],
        "schedule": [
            {"group": "Nord", "day": 1, "date": "2026-03-01", "host_team": "A"},
            {"group": "Nord", "day": 2, "date": "2026-04-05", "host_team": "B"},
            {"group": "Süd", "day": 1, "date": "2026-03-01", "host_team": "E"},
        ],
    })
}

fn league_export(value: &Value) -> LeagueExport {
    serde_json::from_value(value.clone()).expect("an export")
}

fn count(store: &Store, table: &str) -> i64 {
    store
        .conn()
        .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
        .expect("count")
}

fn pulled_store() -> (Store, league::LeagueId) {
    let mut store = Store::open_in_memory().expect("store");
    let pulled = ops::apply_pull(&mut store, SERVER, &league_export(&export())).expect("pull");
    (store, pulled.league)
}

#[test]
fn issue_23_a_first_pull_creates_the_league_and_a_second_updates_it_under_the_same_id() {
    let mut store = Store::open_in_memory().expect("store");
    let first = ops::apply_pull(&mut store, SERVER, &league_export(&export())).expect("pull");
    assert!(first.created);
    assert_eq!((first.new_players, first.renamed_players), (23, 0));
    assert_eq!((first.teams.teams, first.schedule), (6, 3));
    let player = ops::player_by_number(&store, "17").expect("registered");
    assert_eq!(
        (player.first_name.as_str(), player.last_name.as_str()),
        ("Vorname17", "Nachname17")
    );

    let mut changed = export();
    changed["name"] = json!("Verbandsliga Nord-Ost");
    changed["teams"][1]["players"][0]["last_name"] = json!("Neuname");
    changed["schedule"] =
        json!([{"group": "Nord", "day": 1, "date": "2026-03-08", "host_team": "C"}]);
    let again = ops::apply_pull(&mut store, &format!("{SERVER}/"), &league_export(&changed))
        .expect("again");
    assert_eq!(again.league, first.league, "the same local league");
    assert!(!again.created);
    assert_eq!((again.new_players, again.renamed_players), (0, 1));
    assert_eq!(again.schedule, 1);
    assert_eq!(count(&store, "leagues"), 1);
    assert_eq!(count(&store, "league_schedule"), 1);
    let league = league::get_league(&store, first.league).expect("league");
    assert_eq!(league.name, "Verbandsliga Nord-Ost");
    let renamed = ops::player_by_number(&store, "5").expect("player 5");
    assert_eq!(
        (renamed.first_name.as_str(), renamed.last_name.as_str()),
        ("Vorname5", "Neuname")
    );
}

#[test]
fn issue_23_a_league_made_by_hand_is_never_merged_with_a_pulled_one() {
    let mut store = Store::open_in_memory().expect("store");
    let by_hand = NewLeague {
        name: "Verbandsliga Nord".into(),
        season_year: 2026,
        series_per_day: 3,
        unit: ScoringUnit::Series,
        promote: 1,
        relegate: 1,
    };
    let hand = league::create_league(&mut store, &by_hand).expect("by hand");
    let pulled = ops::apply_pull(&mut store, SERVER, &league_export(&export())).expect("pull");
    assert_ne!(pulled.league, hand);
    assert!(pulled.created);
    assert!(league::teams(&store, hand).expect("teams").is_empty());
    // Another server's league 7 is another league too.
    let other = ops::apply_pull(&mut store, "http://127.0.0.1:10", &league_export(&export()));
    let other = other.expect("another server");
    assert!(other.created);
    assert_ne!(other.league, pulled.league);
    assert_eq!(count(&store, "leagues"), 3);
}

#[test]
fn issue_23_a_bad_roster_refuses_the_whole_pull() {
    let mut store = Store::open_in_memory().expect("store");
    let mut bad = export();
    // Team F keeps two regular players: a team needs three (B.6.1).
    bad["teams"][5]["players"] = json!([
        {"player_id": "21", "first_name": "A", "last_name": "B", "role": "regular"},
        {"player_id": "22", "first_name": "C", "last_name": "D", "role": "regular"},
    ]);
    let err = ops::apply_pull(&mut store, SERVER, &league_export(&bad)).expect_err("short team");
    let codes: Vec<_> = err.refusals.iter().map(|r| r.refusal.code).collect();
    assert!(
        codes.contains(&league::codes::LEAGUE_TEAM_SHORT),
        "{codes:?}"
    );
    for table in [
        "leagues",
        "league_links",
        "players",
        "teams",
        "league_schedule",
    ] {
        assert_eq!(count(&store, table), 0, "nothing in {table}");
    }

    // Pulled once, a bad second pull leaves the first as it was.
    let first = ops::apply_pull(&mut store, SERVER, &league_export(&export())).expect("pull");
    bad["name"] = json!("Umbenannt");
    bad["teams"][0]["players"][0]["last_name"] = json!("Umbenannt");
    ops::apply_pull(&mut store, SERVER, &league_export(&bad)).expect_err("short team");
    let league = league::get_league(&store, first.league).expect("league");
    assert_eq!(league.name, "Verbandsliga Nord");
    let kept = ops::player_by_number(&store, "1").expect("player 1");
    assert_eq!(kept.last_name, "Nachname1");
    assert_eq!(count(&store, "league_schedule"), 3);
}

/// Match day 1 of group Nord, played: series 1 with games at four 4-tables, series 2 with
/// games at three 4-tables and one 3-table (player 16 sits out), series 3 entered as totals.
fn played_matchday(store: &mut Store, league: league::LeagueId) -> EventId {
    let input = ops::MatchdayInput {
        league,
        group: "Nord".into(),
        day: 1,
        date: "2026-03-01".into(),
        venue: "Vereinsheim".into(),
    };
    let ev = ops::create_matchday(store, input).expect("match day").event;
    let four: [Vec<i64>; 4] = [
        vec![1, 5, 9, 13],
        vec![2, 6, 10, 14],
        vec![3, 7, 11, 15],
        vec![4, 8, 12, 16],
    ];
    let mut seating = String::from("series,table,seat,player_id\n");
    let mut tables = Vec::new();
    for series in 1..=3u16 {
        for (t, players) in four.iter().enumerate() {
            let players: Vec<i64> = match (series, t) {
                (2, 3) => vec![4, 8, 12],
                _ => players.clone(),
            };
            for (s, p) in players.iter().enumerate() {
                seating.push_str(&format!("{series},{},{},{p}\n", t + 1, s + 1));
            }
            if series < 3 {
                tables.push((series, u16::try_from(t + 1).expect("table"), players));
            }
        }
    }
    import_seating(store, ev, seating.as_bytes()).expect("seating");
    event::import_games(store, ev, games_csv(&tables).as_bytes(), "test").expect("games");
    let mut totals = String::from("series,player_id,points,won,lost\n");
    for p in 1..=16 {
        totals.push_str(&format!("3,{p},{},{},{}\n", 10 * p, 1 + p % 3, p % 2));
    }
    import_totals(store, ev, totals.as_bytes()).expect("totals");
    ev
}

#[test]
fn issue_23_the_package_of_a_scored_match_day_passes_the_servers_check() {
    let (mut store, league) = pulled_store();
    let ev = played_matchday(&mut store, league);
    let (package, value) = sealed(ops::matchday_package(&store, ev, SERVER).expect("package"));
    assert_eq!((package.league, package.group.as_str()), (7, "Nord"));
    assert_eq!((package.day, package.date.as_str()), (1, "2026-03-01"));
    assert_eq!(package.venue, "Vereinsheim");
    assert_eq!(package.series.len(), 3);
    let three = &package.series[1].tables[3];
    assert_eq!(three.seats.len(), 3, "series 2 table 4 is a 3-table");
    assert!(three.games.is_some() && three.totals.is_none());
    let totals = &package.series[2].tables[0];
    assert!(totals.games.is_none(), "series 3 was entered as totals");
    assert_eq!(totals.totals.as_ref().map(Vec::len), Some(4));
    let first = &package.series[0].tables[0];
    let seats: Vec<&str> = first.seats.iter().map(|s| s.player_id.as_str()).collect();
    assert_eq!(seats, ["1", "5", "9", "13"]);
    assert!(first.games.as_ref().is_some_and(|g| g.len() == 48));

    let scored = package::verify(&package, &Rules::default()).expect("the server's check");
    assert_eq!(scored.len(), 16 + 15 + 16);
    // What the desk stored is what the server computes.
    let standings = event::standings(&store, ev, Some(1)).expect("standings");
    for s in scored.iter().filter(|s| s.series == 1) {
        let row = standings
            .rows
            .iter()
            .find(|r| r.player_id.to_string() == s.player_id)
            .expect("a row");
        assert_eq!(row.total, s.total, "player {}", s.player_id);
    }
    // The body as sent reads back with its id.
    let body = serde_json::to_vec(&value).expect("json");
    assert_eq!(package::parse(&body).expect("parses").0, package);
}

#[test]
fn issue_23_a_tampered_package_is_refused() {
    let (mut store, league) = pulled_store();
    let ev = played_matchday(&mut store, league);
    let (package, value) = sealed(ops::matchday_package(&store, ev, SERVER).expect("package"));
    for (s, t) in [(0, 0), (1, 3), (2, 1)] {
        let mut tampered = package.clone();
        tampered.series[s].tables[t].results[0].total += 1;
        let errors = package::verify(&tampered, &Rules::default()).expect_err("tampered");
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].code, package_codes::PACKAGE_RESULT_MISMATCH);
        let field = format!("series[{s}].tables[{t}].results[0].total");
        assert_eq!(errors[0].field.as_deref(), Some(field.as_str()));
    }
    // A changed body under the old id is refused by its id.
    let mut changed = value.clone();
    changed["venue"] = json!("Gasthaus");
    let body = serde_json::to_vec(&changed).expect("json");
    let refusal = package::parse(&body).expect_err("id mismatch");
    assert_eq!(refusal.code, package_codes::PACKAGE_ID_MISMATCH);
}

#[test]
fn issue_23_only_a_match_day_of_a_league_pulled_from_that_server_has_a_package() {
    let (mut store, league) = pulled_store();
    let ev = played_matchday(&mut store, league);
    let err = ops::matchday_package(&store, ev, "http://127.0.0.1:10").expect_err("other");
    assert_eq!(
        err.refusals[0].refusal.code,
        skatblock::sync::codes::SYNC_NOT_LINKED
    );
    let plain = super::new_event_named(&mut store, "Preisskat", 1);
    let err = ops::matchday_package(&store, plain, SERVER).expect_err("no match day");
    assert_eq!(
        err.refusals[0].refusal.code,
        league::codes::LEAGUE_EVENT_NOT_MATCHDAY
    );
}

/// A server on loopback that answers the next `answers.len()` requests with these (status,
/// body) in order, then stops (or after 20 s without a request). Each request it got (head
/// and body) comes back through the channel.
fn canned(answers: Vec<(u16, String)>) -> (String, mpsc::Receiver<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    listener.set_nonblocking(true).expect("non-blocking");
    let url = format!("http://{}", listener.local_addr().expect("address"));
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let deadline = Instant::now() + Duration::from_secs(20);
        for (status, body) in answers {
            let stream = loop {
                match listener.accept() {
                    Ok((stream, _)) => break Some(stream),
                    Err(_) if Instant::now() < deadline => {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    Err(_) => break None,
                }
            };
            let Some(mut stream) = stream else { return };
            let _ = stream.set_nonblocking(false);
            let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
            let request = read_request(&mut stream);
            let answer = format!(
                "HTTP/1.1 {status} Canned\r\nContent-Type: application/json\r\n\
                 Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
            let _ = stream.write_all(answer.as_bytes());
            let _ = tx.send(request);
        }
    });
    (url, rx)
}

/// One request: its head, then as many bytes of body as its Content-Length says.
fn read_request(stream: &mut std::net::TcpStream) -> String {
    let mut data = Vec::new();
    let mut buf = [0u8; 16384];
    while let Ok(n) = stream.read(&mut buf) {
        if n == 0 {
            break;
        }
        data.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&data).to_string();
        if let Some(end) = text.find("\r\n\r\n") {
            let length = text[..end]
                .lines()
                .find_map(|l| {
                    let (name, value) = l.split_once(':')?;
                    name.eq_ignore_ascii_case("content-length")
                        .then(|| value.trim().parse::<usize>().ok())?
                })
                .unwrap_or(0);
            if data.len() >= end + 4 + length {
                break;
            }
        }
    }
    String::from_utf8_lossy(&data).to_string()
}

fn body_of(request: &str) -> Value {
    let (_, body) = request.split_once("\r\n\r\n").expect("a body");
    serde_json::from_str(body).expect("JSON")
}

fn server(url: &str) -> Server<'_> {
    Server {
        url,
        token: "geheim-123",
        lang: skatblock::i18n::Lang::De,
    }
}

/// A played match day of a league pulled from `url`.
fn pushed_day(url: &str) -> (Store, EventId) {
    let mut store = Store::open_in_memory().expect("store");
    let pulled = ops::apply_pull(&mut store, url, &league_export(&export())).expect("pull");
    let ev = played_matchday(&mut store, pulled.league);
    (store, ev)
}

#[test]
fn issue_23_an_accepted_push_prints_the_servers_state_and_sends_the_sealed_package() {
    let (url, requests) = canned(vec![(
        200,
        r#"{"state":"submitted","version":1,"package_id":"x"}"#.into(),
    )]);
    let (mut store, ev) = pushed_day(&url);
    let done = ops::sync_push(&mut store, ev, server(&url)).expect("push");
    let Delivery::Accepted(answer) = done else {
        panic!("accepted: {done:?}")
    };
    assert_eq!((answer.state.as_str(), answer.version), ("submitted", 1));
    let request = requests
        .recv_timeout(Duration::from_secs(20))
        .expect("request");
    assert!(
        request.starts_with("PUT /api/v1/leagues/7/groups/Nord/days/1 HTTP/1.1\r\n"),
        "{request}"
    );
    let head = request.to_ascii_lowercase();
    assert!(
        head.contains("authorization: bearer geheim-123\r\n"),
        "{request}"
    );
    let body = serde_json::to_vec(&body_of(&request)).expect("json");
    let (package, _) = package::parse(&body).expect("a sealed package");
    package::verify(&package, &Rules::default()).expect("the server's check");
}

#[test]
fn issue_23_a_refused_push_gives_the_servers_refusals_and_changes_nothing() {
    let refusal = json!({"errors": [{"error": "Ergebnis passt nicht zur Liste",
        "code": "package.result.mismatch", "field": "series[0].tables[0].results[0].total",
        "value": 5, "rule": "B.1.3"}]});
    let (url, _requests) = canned(vec![(422, refusal.to_string())]);
    let (mut store, ev) = pushed_day(&url);
    let done = ops::sync_push(&mut store, ev, server(&url)).expect("push");
    let Delivery::Refused(refusals) = done else {
        panic!("refused: {done:?}")
    };
    assert_eq!(refusals.len(), 1);
    assert_eq!(
        refusals[0].error.as_deref(),
        Some("Ergebnis passt nicht zur Liste")
    );
    let said = ops::refused_error(&url, &refusals).describe(skatblock::i18n::Lang::De);
    assert!(said.contains("Ergebnis passt nicht zur Liste"), "{said}");
    assert!(!ops::server_unreachable(&ops::refused_error(
        &url, &refusals
    )));
    assert_eq!(count(&store, "matchday_pushes"), 0);
}

#[test]
fn issue_23_a_failing_server_is_unreachable_and_changes_nothing() {
    let (url, _requests) = canned(vec![(503, r#"{"error":"busy"}"#.into())]);
    let (mut store, ev) = pushed_day(&url);
    let done = ops::sync_push(&mut store, ev, server(&url)).expect("push");
    let Delivery::Unreachable(refusal) = done else {
        panic!("unreachable: {done:?}")
    };
    assert_eq!(refusal.code, skatblock::sync::codes::SYNC_SERVER_ERROR);
    assert!(ops::server_unreachable(&ops::Error::from(refusal)));
    assert_eq!(count(&store, "matchday_pushes"), 0);
}

#[test]
fn issue_23_the_outbox_keeps_every_version_until_the_newest_is_sent() {
    let (url, requests) = canned(vec![
        (503, String::new()),
        (503, String::new()),
        (503, String::new()),
        (
            200,
            r#"{"slug":"abend","version":2,"accepted":true}"#.into(),
        ),
        (
            200,
            r#"{"slug":"abend","version":5,"accepted":false}"#.into(),
        ),
    ]);
    let dir = temp_dir("issue-23-outbox");
    let path = dir.path().join("club.db");
    let mut store = Store::open(&path).expect("store");
    let ev = super::new_event_named(&mut store, "Preisskat", 2);
    for version in 1..=2 {
        let done = ops::publish(&mut store, ev, server(&url), "abend", false).expect("publish");
        assert!(matches!(done, Delivery::Unreachable(_)), "{done:?}");
        assert_eq!(
            ops::published_version(&store, &url, "abend").expect("v"),
            version
        );
    }
    // Unchanged standings are no new version for --follow (what is pending is sent again).
    let done = ops::publish(&mut store, ev, server(&url), "abend", true).expect("again");
    assert!(matches!(done, Delivery::Unreachable(_)), "{done:?}");
    assert_eq!(ops::published_version(&store, &url, "abend").expect("v"), 2);
    drop(store);

    // Both versions survive a restart of the desk; the newest is sent first, alone.
    let mut store = Store::open(&path).expect("reopened");
    let pending = skatblock_store::sync::pending(store.conn(), &url, "abend").expect("pending");
    let versions: Vec<u64> = pending.iter().map(|r| r.version).collect();
    assert_eq!(versions, [2, 1]);
    let done = ops::send_pending(&mut store, server(&url), "abend").expect("send");
    let Delivery::Accepted(published) = done else {
        panic!("sent: {done:?}")
    };
    assert_eq!((published.version, published.server_version), (2, Some(2)));
    let requests: Vec<String> = requests.try_iter().collect();
    let last = requests.last().expect("requests");
    assert!(
        last.starts_with("PUT /api/v1/events/abend HTTP/1.1\r\n"),
        "{last}"
    );
    let body = body_of(last);
    assert_eq!(body["version"], 2);
    assert_eq!(body["event"]["event"]["name"], "Preisskat");
    assert!(body["event"]["standings"].is_array());
    let left = skatblock_store::sync::pending(store.conn(), &url, "abend").expect("pending");
    assert!(left.is_empty(), "v1 superseded, v2 sent");

    // A version the server holds a newer one of is ignored; the server's version is said.
    let done = ops::publish(&mut store, ev, server(&url), "abend", false).expect("publish");
    let Delivery::Accepted(published) = done else {
        panic!("answered: {done:?}")
    };
    assert_eq!((published.version, published.server_version), (3, Some(5)));
}

/// A loopback address nobody listens on: a port bound and let go.
fn dead_server() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let url = format!("http://{}", listener.local_addr().expect("address"));
    drop(listener);
    url
}

#[test]
fn issue_23_the_cli_exits_3_when_the_server_cannot_be_reached_and_changes_nothing() {
    let url = dead_server();
    let dir = temp_dir("issue-23-cli");
    let db = dir.path().join("club.db");
    let token = dir.path().join("token");
    std::fs::write(&token, "geheim-123\n").expect("token");
    let ev = {
        let mut store = Store::open(&db).expect("store");
        let pulled = ops::apply_pull(&mut store, &url, &league_export(&export())).expect("pull");
        played_matchday(&mut store, pulled.league)
    };
    let token = token.to_str().expect("path");
    let event = ev.0.to_string();
    for args in [
        vec![
            "sync",
            "push",
            &event,
            "--server",
            &url,
            "--token-file",
            token,
        ],
        vec!["sync", "pull", "7", "--server", &url, "--token-file", token],
        vec![
            "publish",
            &event,
            "--server",
            &url,
            "--token-file",
            token,
            "--slug",
            "abend",
        ],
    ] {
        let out = run(&db, &args);
        assert_eq!(out.status.code(), Some(3), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(&url), "{stderr}");
    }
    let store = Store::open(&db).expect("store");
    assert_eq!(count(&store, "matchday_pushes"), 0);
    assert_eq!(count(&store, "leagues"), 1);
    // A token file that is not there is the desk's own refusal: exit 2.
    let out = run(
        &db,
        &[
            "sync",
            "push",
            &event,
            "--server",
            &url,
            "--token-file",
            "/nonexistent/t",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn issue_23_the_cli_pulls_a_league_under_one_id_and_pushes_a_match_day() {
    let league = export().to_string();
    let (url, requests) = canned(vec![
        (200, league.clone()),
        (200, league),
        (
            200,
            r#"{"state":"submitted","version":1,"package_id":"x"}"#.into(),
        ),
    ]);
    let dir = temp_dir("issue-23-cli-pull");
    let db = dir.path().join("club.db");
    let token = dir.path().join("token");
    std::fs::write(&token, "geheim-123\n").expect("token");
    let token = token.to_str().expect("path");
    let pull = ["sync", "pull", "7", "--server", &url, "--token-file", token];
    let first = super::ok(&db, &pull);
    let again = super::ok(&db, &pull);
    let id = first.lines().last().expect("a last line").to_string();
    assert!(id.parse::<i64>().is_ok(), "the id alone: {first}");
    assert_eq!(again.lines().last(), Some(id.as_str()), "{again}");
    let request = requests
        .recv_timeout(Duration::from_secs(20))
        .expect("request");
    assert!(
        request.starts_with("GET /api/v1/leagues/7 HTTP/1.1\r\n"),
        "{request}"
    );
    assert!(
        request
            .to_ascii_lowercase()
            .contains("authorization: bearer geheim-123\r\n")
    );

    let ev = {
        let mut store = Store::open(&db).expect("store");
        let league = league::LeagueId(id.parse().expect("id"));
        played_matchday(&mut store, league)
    };
    let event = ev.0.to_string();
    let out = super::ok(
        &db,
        &[
            "sync",
            "push",
            &event,
            "--server",
            &url,
            "--token-file",
            token,
        ],
    );
    assert_eq!(out, "submitted\n");
}

#[test]
fn issue_23_a_refusal_without_the_servers_json_names_the_status() {
    let (url, _requests) = canned(vec![(401, "Unauthorized".into())]);
    let (mut store, ev) = pushed_day(&url);
    let done = ops::sync_push(&mut store, ev, server(&url)).expect("push");
    let Delivery::Refused(refusals) = done else {
        panic!("refused: {done:?}")
    };
    let said = ops::refused_error(&url, &refusals).describe(skatblock::i18n::Lang::En);
    assert!(said.contains("HTTP 401"), "{said}");
}

#[test]
fn issue_23_the_published_standings_are_the_cli_s_with_the_rankings_and_prizes() {
    let dir = temp_dir("issue-23-payload");
    let db = super::preisskat::preisskat(dir.path());
    let store = Store::open(&db).expect("store");
    let payload = ops::publish_payload(&store, EventId(1)).expect("payload");
    let printed: Value =
        serde_json::from_str(&super::ok(&db, &["standings", "1", "--format", "json"]))
            .expect("JSON");
    assert_eq!(payload["standings"], printed);
    assert_eq!(payload["event"]["name"], "Preisskat");
    assert_eq!(payload["event"]["date"], "2026-11-28");
    let rankings: Vec<&str> = payload["rankings"]
        .as_array()
        .expect("rankings")
        .iter()
        .filter_map(|r| r["ranking"].as_str())
        .collect();
    assert_eq!(rankings, ["einzel", "damen", "tandem"]);
    let prizes = ops::event_prizes(&store, EventId(1)).expect("prizes");
    assert_eq!(
        payload["prizes"],
        serde_json::to_value(prizes).expect("JSON")
    );

    // An event without a prize file publishes its standings alone.
    let mut store = Store::open_in_memory().expect("store");
    let ev = super::new_event_named(&mut store, "Abend", 1);
    let payload = ops::publish_payload(&store, ev).expect("payload");
    assert!(payload.get("rankings").is_none() && payload.get("prizes").is_none());
}

/// The "Verband" screen's input for `url` with the token in a file of `dir`.
fn screen_input(url: &str, dir: &std::path::Path) -> ops::AssociationInput {
    let token_file = dir.join("token.txt");
    std::fs::write(&token_file, "geheim-123\n").expect("token file");
    ops::AssociationInput {
        server: url.to_string(),
        token_file: token_file.display().to_string(),
        lang: skatblock::i18n::Lang::De,
    }
}

#[test]
fn issue_23_the_association_screen_lists_linked_leagues_with_each_days_last_answer() {
    let (url, _requests) = canned(vec![(
        200,
        r#"{"state":"submitted","version":2,"package_id":"x"}"#.into(),
    )]);
    let dir = temp_dir("association");
    let (mut store, ev) = pushed_day(&url);
    let before = ops::association_overview(&store).expect("overview");
    assert_eq!(before.leagues.len(), 1);
    let league = &before.leagues[0];
    assert_eq!(
        (league.server.as_str(), league.server_league),
        (url.as_str(), 7)
    );
    assert_eq!(league.matchdays.len(), 1);
    let day = &league.matchdays[0];
    assert_eq!((day.event, day.group.as_str(), day.day), (ev, "Nord", 1));
    assert_eq!(
        (day.date.as_str(), day.pushed.clone()),
        ("2026-03-01", None)
    );
    let input = ops::AssociationPushInput {
        server: screen_input(&url, dir.path()),
        event: ev,
    };
    let answer = ops::association_push(&mut store, &input).expect("pushed");
    assert_eq!((answer.state.as_str(), answer.version), ("submitted", 2));
    let after = ops::association_overview(&store).expect("overview");
    let pushed = after.leagues[0].matchdays[0]
        .pushed
        .clone()
        .expect("pushed");
    assert_eq!((pushed.state.as_str(), pushed.version), ("submitted", 2));
}

#[test]
fn issue_23_the_screens_push_to_a_dead_server_is_unreachable_and_changes_nothing() {
    let url = dead_server();
    let dir = temp_dir("association");
    let (mut store, ev) = pushed_day(&url);
    let input = ops::AssociationPushInput {
        server: screen_input(&url, dir.path()),
        event: ev,
    };
    let err = ops::association_push(&mut store, &input).expect_err("unreachable");
    assert!(ops::server_unreachable(&err), "{err:?}");
    let overview = ops::association_overview(&store).expect("overview");
    assert_eq!(overview.leagues[0].matchdays[0].pushed, None);
}

#[test]
fn issue_23_a_missing_or_empty_token_file_is_refused_naming_the_path() {
    let dir = temp_dir("association");
    let (mut store, _) = pulled_store();
    for content in [None, Some("\n")] {
        let path = dir.path().join("kein-token.txt");
        if let Some(text) = content {
            std::fs::write(&path, text).expect("file");
        }
        let input = ops::AssociationPullInput {
            server: ops::AssociationInput {
                server: SERVER.into(),
                token_file: path.display().to_string(),
                lang: skatblock::i18n::Lang::De,
            },
            league: 7,
        };
        let err = ops::association_pull(&mut store, &input).expect_err("refused");
        let refusal = &err.refusals[0].refusal;
        assert_eq!(refusal.code.to_string(), "sync.token-file");
        assert!(
            err.describe(skatblock::i18n::Lang::De)
                .contains(&path.display().to_string()),
            "{err:?}"
        );
    }
}

#[test]
fn issue_23_the_follow_mode_publishes_a_change_and_keeps_a_failed_version_pending() {
    let (url, requests) = canned(vec![(200, r#"{"accepted":true,"version":1}"#.into())]);
    let dir = temp_dir("association");
    let (mut store, ev) = pushed_day(&url);
    let input = ops::AssociationPublishInput {
        server: screen_input(&url, dir.path()),
        event: ev,
        slug: "live-1".into(),
    };
    let token = ops::follow_token(&input).expect("token");
    let status = ops::follow_step(&mut store, &input, &token, true).expect("step");
    assert_eq!((status.version, status.pending), (1, 0));
    assert_eq!(status.last_error, None);
    let request = requests
        .recv_timeout(Duration::from_secs(20))
        .expect("sent");
    assert!(
        request.starts_with("PUT /api/v1/events/live-1 "),
        "{request}"
    );
    // The same standings again: no new version; the server gone: a new one stays pending.
    let same = ops::follow_step(&mut store, &input, &token, true).expect("step");
    assert_eq!((same.version, same.pending), (1, 0));
    let gone = ops::AssociationPublishInput {
        server: screen_input(&dead_server(), dir.path()),
        ..input
    };
    let failed = ops::follow_step(&mut store, &gone, &token, true).expect("step");
    assert_eq!((failed.version, failed.pending), (1, 1));
    assert!(ops::server_unreachable(&failed.last_error.expect("failed")));
    let overview = ops::association_overview(&store).expect("overview");
    assert_eq!(overview.published.len(), 2);
}

#[test]
fn issue_23_a_league_whose_season_the_server_writes_as_text_is_pulled_with_its_year() {
    // The server keeps a season as the association wrote it; roles it reads by the roster
    // rule, so an export never has another role than regular or substitute.
    let mut value = export();
    value["season"] = json!("2026/27");
    let pulled_export = league_export(&value);
    assert_eq!(pulled_export.season, 2026);
    let mut captain = export();
    captain["teams"][0]["players"][0]["role"] = json!("captain");
    assert!(serde_json::from_value::<LeagueExport>(captain).is_err());
    let mut store = Store::open_in_memory().expect("store");
    let pulled = ops::apply_pull(&mut store, SERVER, &pulled_export).expect("pulled");
    let league = league::get_league(&store, pulled.league).expect("league");
    assert_eq!(league.season_year, 2026);
    for bad in [json!("Saison 2026"), json!(-1), json!(true)] {
        let mut value = export();
        value["season"] = bad;
        assert!(serde_json::from_value::<LeagueExport>(value).is_err());
    }
}

#[test]
fn issue_23_publish_follow_ends_on_ctrl_c_with_success_and_says_what_is_pending() {
    // Ctrl+C (SIGINT) and a service manager's SIGTERM alike.
    for signal in ["-INT", "-TERM"] {
        follow_until(signal);
    }
}

/// Runs `publish --follow` until its first version is sent, then sends it `signal` (to this
/// child alone, by its process id): it ends with success and says nothing is pending.
fn follow_until(signal: &str) {
    let accepted = r#"{"slug":"abend","version":1,"accepted":true}"#;
    let (url, requests) = canned(vec![(200, accepted.into())]);
    let dir = temp_dir("issue-23-follow");
    let db = dir.path().join("club.db");
    let token = dir.path().join("token");
    std::fs::write(&token, "geheim-123\n").expect("token");
    let ev = {
        let mut store = Store::open(&db).expect("store");
        super::new_event_named(&mut store, "Preisskat", 2)
    };
    let event = ev.0.to_string();
    let args = [
        "publish",
        &event,
        "--server",
        &url,
        "--token-file",
        token.to_str().expect("path"),
        "--slug",
        "abend",
        "--follow",
    ];
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_skatblock"))
        .arg("--db")
        .arg(&db)
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let first = requests
        .recv_timeout(Duration::from_secs(20))
        .expect("the first version is sent");
    assert!(first.starts_with("PUT /api/v1/events/abend "), "{first}");
    let sent = std::process::Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let out = child.wait_with_output().expect("the child ends");
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(
        out.status.success(),
        "{signal} {:?}: {stdout}{stderr}",
        out.status
    );
    assert!(stdout.contains("published version 1"), "{stdout}");
    assert!(
        stdout.trim_end().ends_with("stopped; nothing is pending"),
        "{stdout}"
    );
    let store = Store::open(&db).expect("store");
    let pending = skatblock_store::sync::pending(store.conn(), &url, "abend").expect("pending");
    assert!(pending.is_empty());
}

/// The teams of group `group` of `league`: (name, roster size).
fn group_teams(store: &Store, league: league::LeagueId, group: &str) -> Vec<(String, usize)> {
    league::teams(store, league)
        .expect("teams")
        .into_iter()
        .filter(|g| g.group == group)
        .flat_map(|g| g.teams)
        .map(|t| (t.name, t.players.len()))
        .collect()
}

#[test]
fn issue_23_a_team_the_server_dropped_goes_unless_it_played_here() {
    let (mut store, local) = pulled_store();
    let day = played_matchday(&mut store, local);
    let table_before = league::league_table(&store, local, Some("Nord"), None).expect("table");
    // The association drops team D of Nord (it played day 1 here) and team F of Süd (no match
    // day); D's player 13 now plays for C.
    let mut changed = export();
    let teams = changed["teams"].as_array_mut().expect("teams");
    teams.retain(|t| t["team"] != "D" && t["team"] != "F");
    teams[2]["players"]
        .as_array_mut()
        .expect("C's players")
        .push(json!({"player_id": "13", "first_name": "Vorname13",
                     "last_name": "Nachname13", "role": "substitute"}));
    let again = ops::apply_pull(&mut store, SERVER, &league_export(&changed)).expect("again");
    assert_eq!(again.removed_teams, ["F"]);
    assert_eq!(again.kept_teams, ["D"]);
    assert_eq!(
        group_teams(&store, local, "Nord"),
        [
            ("A".to_string(), 5),
            ("B".to_string(), 4),
            ("C".to_string(), 5),
            ("D".to_string(), 0)
        ],
        "D stays for its match day, with no roster"
    );
    assert_eq!(group_teams(&store, local, "Süd"), [("E".to_string(), 3)]);
    let table = league::league_table(&store, local, Some("Nord"), None).expect("table");
    assert_eq!(table, table_before, "the played match day counts as it did");
    assert!(
        league::matchdays(&store, local)
            .expect("days")
            .iter()
            .any(|m| m.event == day)
    );
    // Pulled again: nothing more to say.
    let third = ops::apply_pull(&mut store, SERVER, &league_export(&changed)).expect("third");
    assert!(third.removed_teams.is_empty() && third.kept_teams.is_empty());
}

#[test]
fn issue_23_a_dropped_team_seated_in_a_match_day_not_yet_scored_stays_for_it() {
    let (mut store, local) = pulled_store();
    let date = chrono::NaiveDate::from_ymd_opt(2026, 3, 1).expect("date");
    let day = league::create_matchday(&mut store, local, "Süd", 1, date, "").expect("day");
    let seating = "series,table,seat,player_id\n1,1,1,18\n1,1,2,21\n1,1,3,19\n\
                   1,2,1,22\n1,2,2,20\n1,2,3,23\n";
    import_seating(&mut store, day, seating.as_bytes()).expect("seating");
    let mut changed = export();
    changed["teams"]
        .as_array_mut()
        .expect("teams")
        .retain(|t| t["team"] != "F");
    let again = ops::apply_pull(&mut store, SERVER, &league_export(&changed)).expect("again");
    assert!(again.removed_teams.is_empty());
    assert_eq!(again.kept_teams, ["F"]);
    // The day still knows F's players as F's: their totals count for F.
    let totals = "series,player_id,points,won,lost\n1,18,30,1,0\n1,19,20,1,0\n1,20,10,1,0\n\
                  1,21,60,1,0\n1,22,50,1,0\n1,23,40,1,0\n";
    import_totals(&mut store, day, totals.as_bytes()).expect("totals");
    let table = league::league_table(&store, local, Some("Süd"), None).expect("table");
    let points = |team: &str| table.iter().find(|r| r.team == team).map(|r| r.game_points);
    // Series totals: points + 50 per game won.
    assert_eq!(points("F"), Some(110 + 100 + 90), "F's three players");
    assert_eq!(points("E"), Some(80 + 70 + 60));
}

#[test]
fn issue_23_the_cli_says_which_dropped_teams_it_removed_and_kept_before_the_league_id() {
    let mut changed = export();
    changed["teams"]
        .as_array_mut()
        .expect("teams")
        .retain(|t| t["team"] != "D");
    let (url, _requests) = canned(vec![
        (200, export().to_string()),
        (200, changed.to_string()),
    ]);
    let dir = temp_dir("issue-23-dropped");
    let db = dir.path().join("club.db");
    let token = dir.path().join("token");
    std::fs::write(&token, "geheim-123\n").expect("token");
    let args = [
        "sync",
        "pull",
        "7",
        "--server",
        &url,
        "--token-file",
        token.to_str().expect("path"),
    ];
    let first = super::ok(&db, &args);
    let second = super::ok(&db, &args);
    let lines: Vec<&str> = second.trim_end().lines().collect();
    assert_eq!(
        lines.last().copied(),
        first.trim_end().lines().last(),
        "the same id last"
    );
    assert!(
        lines.contains(&"removed team(s) the server no longer has: D"),
        "{second}"
    );
}

#[test]
fn issue_23_the_outbox_keeps_why_a_version_was_not_sent_until_it_is() {
    let refused = r#"{"error":"Kein Zugriff","code":"server.forbidden"}"#;
    let accepted = r#"{"slug":"abend","version":1,"accepted":true}"#;
    let (url, _requests) = canned(vec![
        (503, String::new()),
        (403, refused.into()),
        (200, accepted.into()),
    ]);
    let mut store = Store::open_in_memory().expect("store");
    let ev = super::new_event_named(&mut store, "Preisskat", 2);
    let failure = |store: &Store| {
        let overview = ops::association_overview(store).expect("overview");
        assert_eq!(overview.published.len(), 1);
        overview.published[0].failure.clone()
    };
    let done = ops::publish(&mut store, ev, server(&url), "abend", false).expect("publish");
    assert!(matches!(done, Delivery::Unreachable(_)), "{done:?}");
    let first = failure(&store).expect("the failure is kept");
    assert_eq!(first.refusal["code"], "sync.server-error");
    assert_eq!(first.refusal["params"]["status"], 503);
    assert!(
        chrono::DateTime::parse_from_rfc3339(&first.at).is_ok(),
        "{}",
        first.at
    );
    // A refusal of the server replaces it, with the server's own words as a parameter.
    let done = ops::send_pending(&mut store, server(&url), "abend").expect("again");
    assert!(matches!(done, Delivery::Refused(_)), "{done:?}");
    let second = failure(&store).expect("the refusal is kept");
    assert_eq!(second.refusal["code"], "sync.refused");
    assert_eq!(second.refusal["params"]["error"], "Kein Zugriff");
    // Sent at last: nothing pending, no failure.
    let done = ops::send_pending(&mut store, server(&url), "abend").expect("sent");
    assert!(matches!(done, Delivery::Accepted(_)), "{done:?}");
    assert_eq!(failure(&store), None);
    assert_eq!(
        ops::association_overview(&store).expect("o").published[0].pending,
        0
    );
}
