//! A club desk and the association server, both real (issue 23): the desk pulls the league
//! the association made, plays a match day (one series with every game, one as totals),
//! pushes its package, the guest captains confirm and the group leader approves; then the
//! server's table and match report are the desk's own, number for number, and the desk's
//! live standings are what the server serves.

mod common;

use common::*;
use serde_json::Value;
use skatblock_ops::event::{self, demo::games_csv, import_seating, import_totals};
use skatblock_ops::i18n::Lang;
use skatblock_ops::league;
use skatblock_ops::ops::{self, Delivery, MatchdayInput, Server};
use skatblock_ops::store::{EventId, Store};
use skatblock_server::scope::Role;

/// Runs the desk's blocking operations off the server's runtime threads.
async fn desk<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    tokio::task::spawn_blocking(f)
        .await
        .expect("the desk's work")
}

/// Player `j` of team `i` of [`TEAMS`] sits at table `(i + j + s) mod 4` in series `s`: four
/// 3-tables of three teams each.
fn seating() -> (String, Vec<(u16, u16, Vec<i64>)>) {
    let mut csv = String::from("series,table,seat,player_id\n");
    let mut tables = Vec::new();
    for series in 1..=2u16 {
        for t in 0..4 {
            let players: Vec<i64> = (0..3)
                .map(|j| {
                    let i = (t + 8 - j - usize::from(series)) % 4;
                    TEAMS[i].2[j].parse().expect("a number")
                })
                .collect();
            for (seat, p) in players.iter().enumerate() {
                csv.push_str(&format!("{series},{},{},{p}\n", t + 1, seat + 1));
            }
            tables.push((series, t as u16 + 1, players));
        }
    }
    (csv, tables)
}

/// The desk's match day 1 of group Nord: series 1 with its games, series 2 as totals.
fn played(store: &mut Store, local: league::LeagueId) -> EventId {
    let input = MatchdayInput {
        league: local,
        group: "Nord".into(),
        day: 1,
        date: "2026-09-12".into(),
        venue: "Vereinsheim Grün".into(),
    };
    let ev = ops::create_matchday(store, input).expect("match day").event;
    let (seats, tables) = seating();
    import_seating(store, ev, seats.as_bytes()).expect("seating");
    let first: Vec<_> = tables.into_iter().filter(|t| t.0 == 1).collect();
    event::import_games(store, ev, games_csv(&first).as_bytes(), "Kasse").expect("games");
    let mut totals = String::from("series,player_id,points,won,lost\n");
    for (n, (_, _, players)) in TEAMS.iter().enumerate() {
        for (j, p) in players.iter().enumerate() {
            totals.push_str(&format!(
                "2,{p},{},{},{}\n",
                30 * n as i64 - 10 * j as i64,
                2 + j,
                n % 2
            ));
        }
    }
    import_totals(store, ev, totals.as_bytes()).expect("totals");
    ev
}

fn server<'a>(url: &'a str, token: &'a str) -> Server<'a> {
    Server {
        url,
        token,
        lang: Lang::En,
    }
}

/// Rows without the server's `provisional`, to compare with the desk's.
fn without_provisional(rows: &Value) -> Vec<Value> {
    rows.as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            let mut r = r.clone();
            r.as_object_mut().expect("a row").remove("provisional");
            r
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_a_desks_match_day_reaches_the_servers_table_as_the_desk_counts_it() {
    let env = Env::start(settings(0)).await;
    let (_, id) = league(&env).await;
    let club = env
        .token("SC Grün", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    let leader = env
        .token(
            "Nord",
            Role::GroupLeader,
            (Some(id), Some("Nord"), None, None),
        )
        .await;
    let url = format!("http://{}", env.addr);

    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("club.db");
    let (u, c) = (url.clone(), club.clone());
    let (local, ev, answer, again) = desk(move || {
        let mut store = Store::open(&file).expect("store");
        let pulled = ops::sync_pull(&mut store, server(&u, &c), id).expect("pull");
        let ev = played(&mut store, pulled.league);
        let answer = ops::sync_push(&mut store, ev, server(&u, &c)).expect("push");
        let again = ops::sync_push(&mut store, ev, server(&u, &c)).expect("push again");
        (pulled.league, ev, answer, again)
    })
    .await;
    let Delivery::Accepted(answer) = answer else {
        panic!("refused: {answer:?}");
    };
    assert_eq!((answer.state.as_str(), answer.version), ("submitted", 1));
    let Delivery::Accepted(again) = again else {
        panic!("refused again: {again:?}");
    };
    assert_eq!(again, answer, "the identical package, the identical answer");

    let day = day_path(id, 1);
    for (team, _, _) in &TEAMS[1..] {
        let captain = env
            .token(team, Role::Captain, (Some(id), None, None, Some(team)))
            .await;
        let confirmed = env
            .call("POST", &format!("{day}/confirm"), Some(&captain), b"")
            .await;
        assert_eq!(
            confirmed.status,
            200,
            "{}",
            String::from_utf8_lossy(&confirmed.body)
        );
    }
    let approved = env
        .call("POST", &format!("{day}/approve"), Some(&leader), b"")
        .await;
    assert_eq!(approved.json()["state"], "approved");

    let file = dir.path().join("club.db");
    let (table, report) = desk(move || {
        let store = Store::open(&file).expect("store");
        let table = league::league_table(&store, local, None, None).expect("table");
        let report = league::match_report(&store, ev).expect("report");
        (serde_json::to_value(table).expect("json"), report)
    })
    .await;
    let served = env
        .call("GET", &format!("/api/v1/leagues/{id}/table"), None, b"")
        .await
        .json();
    assert_eq!(
        without_provisional(&served),
        *table.as_array().expect("rows")
    );
    assert!(
        served
            .as_array()
            .expect("rows")
            .iter()
            .all(|r| r["provisional"] == false)
    );
    assert!(
        table
            .as_array()
            .expect("rows")
            .iter()
            .any(|r| r["game_points"] != 0)
    );

    let served = env.call("GET", &day, None, b"").await.json();
    assert_eq!(served["state"], "approved");
    for (s, series) in report.series.iter().enumerate() {
        for team in series.teams.iter().filter(|t| t.played) {
            let theirs = served["series"][s]["teams"]
                .as_array()
                .expect("teams")
                .iter()
                .find(|t| t["team"] == team.team.as_str())
                .expect("the team on the server's report");
            assert_eq!(theirs["game_points"], team.game_points, "series {}", s + 1);
            assert_eq!(
                theirs["ranking_points"],
                team.ranking_points,
                "series {}",
                s + 1
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_the_desks_live_standings_are_what_the_server_serves() {
    let env = Env::start(settings(0)).await;
    let (_, id) = league(&env).await;
    let club = env
        .token("SC Grün", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    let url = format!("http://{}", env.addr);
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("club.db");
    let (payload, published) = desk(move || {
        let mut store = Store::open(&file).expect("store");
        let pulled = ops::sync_pull(&mut store, server(&url, &club), id).expect("pull");
        let ev = played(&mut store, pulled.league);
        let sent =
            ops::publish(&mut store, ev, server(&url, &club), "nord-1", false).expect("publish");
        (ops::publish_payload(&store, ev).expect("payload"), sent)
    })
    .await;
    assert!(matches!(published, Delivery::Accepted(_)), "{published:?}");
    let served = env
        .call("GET", "/api/v1/events/nord-1", None, b"")
        .await
        .json();
    assert_eq!(served["version"], 1);
    assert_eq!(served["event"], payload);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_a_season_given_as_a_year_or_a_text_reaches_the_desk_as_its_year() {
    let env = Env::start(settings(0)).await;
    let admin = env
        .token("admin", Role::Admin, (None, None, None, None))
        .await;
    let mut ids = Vec::new();
    for (n, season) in [r#"2027"#, r#""2026/27""#].into_iter().enumerate() {
        let body = format!(
            r#"{{"name":"Liga {n}","season":{season},"series_per_day":3,"unit":"series","promote":1,"relegate":1}}"#
        );
        let made = env
            .call("POST", "/api/v1/leagues", Some(&admin), body.as_bytes())
            .await;
        assert_eq!(made.status, 201, "{}", String::from_utf8_lossy(&made.body));
        ids.push(made.json()["id"].as_i64().expect("id"));
    }
    let export = env
        .call(
            "GET",
            &format!("/api/v1/leagues/{}", ids[0]),
            Some(&admin),
            b"",
        )
        .await;
    assert_eq!(export.json()["season"], 2027, "a year stays a number");
    let url = format!("http://{}", env.addr);
    let years = desk(move || {
        let mut store = Store::open_in_memory().expect("store");
        ids.iter()
            .map(|&id| {
                let pulled = ops::sync_pull(&mut store, server(&url, &admin), id).expect("pull");
                league::get_league(&store, pulled.league)
                    .expect("league")
                    .season_year
            })
            .collect::<Vec<u16>>()
    })
    .await;
    assert_eq!(years, [2027, 2026]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_a_desk_whose_club_does_not_host_the_day_gets_the_servers_refusal() {
    let env = Env::start(settings(0)).await;
    let (_, id) = league(&env).await;
    // Rot 1 plays day 1 but Grün 1 hosts it.
    let rot = env
        .token("SV Rot", Role::Club, (None, None, Some("SV Rot"), None))
        .await;
    let url = format!("http://{}", env.addr);
    let (answer, state) = desk(move || {
        let mut store = Store::open_in_memory().expect("store");
        let pulled = ops::sync_pull(&mut store, server(&url, &rot), id).expect("pull");
        let ev = played(&mut store, pulled.league);
        let answer = ops::sync_push(&mut store, ev, server(&url, &rot)).expect("push");
        let state = ops::matchday_package(&store, ev, &url).map(|p| p.package_id);
        (answer, state.is_ok())
    })
    .await;
    let Delivery::Refused(refusals) = answer else {
        panic!("not refused: {answer:?}");
    };
    assert_eq!(refusals[0].code.as_deref(), Some("server.forbidden"));
    assert!(refusals[0].error.as_deref().is_some_and(|e| !e.is_empty()));
    assert!(state, "the desk's match day is untouched");
    let day = env.call("GET", &day_path(id, 1), None, b"").await;
    assert_eq!(day.status, 404, "nothing stored");
}
