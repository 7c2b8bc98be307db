//! Tokens, scopes, bounds and hostile text (issue 23).

mod common;

use common::*;
use serde_json::json;
use skatblock_server::db;
use skatblock_server::scope::Role;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_no_token_an_unknown_one_or_a_revoked_one_is_401() {
    let env = Env::start(settings(14)).await;
    let admin = env
        .token("admin", Role::Admin, (None, None, None, None))
        .await;
    let body = br#"{"name":"L","season":"2026","series_per_day":3,"unit":"series","promote":0,"relegate":0}"#;
    let none = env.call("POST", "/api/v1/leagues", None, body).await;
    assert_eq!(none.status, 401);
    assert_eq!(none.json()["code"], "server.unauthorized");
    assert!(
        none.json()["error"]
            .as_str()
            .is_some_and(|e| e.contains("Zugangsschlüssel"))
    );
    assert_eq!(
        env.call(
            "POST",
            "/api/v1/leagues",
            Some("0123456789abcdef0123456789abcdef"),
            body
        )
        .await
        .status,
        401
    );
    assert_eq!(
        env.call("POST", "/api/v1/leagues", Some(&admin), body)
            .await
            .status,
        201
    );
    let client = db::connect(&env.pg.url()).await.expect("connect");
    assert!(db::revoke_token(&client, "admin").await.expect("revoke"));
    assert_eq!(
        env.call("POST", "/api/v1/leagues", Some(&admin), body)
            .await
            .status,
        401
    );
    // Only the hash is at rest.
    let stored: String = client
        .query_one("SELECT hash FROM tokens WHERE name = 'admin'", &[])
        .await
        .expect("row")
        .get(0);
    assert_ne!(stored, admin);
    assert_eq!(stored, skatblock_server::token::hash(&admin));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_a_bad_teams_file_is_refused_by_line_and_changes_nothing() {
    let env = Env::start(settings(14)).await;
    let (admin, league) = league(&env).await;
    let bad = "group,team,club,player_id,first_name,last_name,role\nNord,Neu,SC Neu,501,A,B,regular\nNord,Neu,SC Alt,502,C,D,regular\nNord,Neu2,SC Neu,501,E,F,regular\nNord,Neu,SC Neu,503,G,H,regular\nNord,Neu2,SC Neu,505,I,J,regular\nNord,Neu2,SC Neu,506,K,L,regular\n";
    let refused = env
        .call(
            "PUT",
            &format!("/api/v1/leagues/{league}/teams?lang=en"),
            Some(&admin),
            bad.as_bytes(),
        )
        .await;
    assert_eq!(refused.status, 422);
    let errors = refused.json()["errors"].clone();
    let got: Vec<(u64, &str)> = errors
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| {
            (
                e["line"].as_u64().unwrap_or(0),
                e["code"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        got,
        [(3, "server.team.conflict"), (4, "server.player.twice")]
    );
    assert_eq!(errors[1]["field"], "player_id");
    assert_eq!(errors[1]["value"], 501);
    assert_eq!(
        errors[1]["error"],
        "player_id = 501: this player number is already on an earlier line"
    );
    let export = env
        .call(
            "GET",
            &format!("/api/v1/leagues/{league}"),
            Some(&admin),
            b"",
        )
        .await
        .json();
    assert_eq!(
        export["teams"].as_array().map(Vec::len),
        Some(4),
        "nothing changed"
    );
    // A group leader puts only their group's lines.
    let leader = env
        .token(
            "leader B",
            Role::GroupLeader,
            (Some(league), Some("Ost"), None, None),
        )
        .await;
    let other = env
        .call(
            "PUT",
            &format!("/api/v1/leagues/{league}/teams"),
            Some(&leader),
            teams_csv().as_bytes(),
        )
        .await;
    assert_eq!(other.status, 422);
    assert_eq!(other.json()["errors"][0]["code"], "server.group.scope");
    let club = env
        .token("club", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    assert_eq!(
        env.call(
            "PUT",
            &format!("/api/v1/leagues/{league}/schedule"),
            Some(&club),
            SCHEDULE.as_bytes()
        )
        .await
        .status,
        403
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_injection_strings_and_markup_in_names_are_stored_and_returned_verbatim() {
    let env = Env::start(settings(14)).await;
    let (admin, league) = league(&env).await;
    let evil_team = "Robert'); DROP TABLE teams;--";
    let evil_club = "<script>alert(1)</script> & \"Söhne\"";
    let csv = format!(
        "group,team,club,player_id,first_name,last_name,role\nNord,\"{0}\",\"{1}\",1,<b>Max</b>,\"O'Brien\",regular\nNord,\"{0}\",\"{1}\",2,\"'; DROP TABLE players;--\",B,regular\nNord,\"{0}\",\"{1}\",3,C,D,regular\n",
        evil_team,
        evil_club.replace('"', "\"\"")
    );
    let put = env
        .call(
            "PUT",
            &format!("/api/v1/leagues/{league}/teams"),
            Some(&admin),
            csv.as_bytes(),
        )
        .await;
    assert_eq!(put.status, 200, "{}", String::from_utf8_lossy(&put.body));
    let export = env
        .call(
            "GET",
            &format!("/api/v1/leagues/{league}"),
            Some(&admin),
            b"",
        )
        .await
        .json();
    assert_eq!(export["teams"][0]["team"], evil_team);
    assert_eq!(export["teams"][0]["club"], evil_club);
    assert_eq!(
        export["teams"][0]["players"][0],
        json!({"player_id": "1", "first_name": "<b>Max</b>", "last_name": "O'Brien", "role": "regular"})
    );
    assert_eq!(
        export["teams"][0]["players"][1]["first_name"],
        "'; DROP TABLE players;--"
    );
    let table = env
        .call("GET", &format!("/api/v1/leagues/{league}/table"), None, b"")
        .await
        .json();
    assert_eq!(table[0]["team"], evil_team);
    assert_eq!(table[0]["club"], evil_club);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_bodies_over_4_mib_are_413_and_a_token_over_its_rate_is_429() {
    let mut s = settings(14);
    (s.rate, s.burst) = (0.5, 3.0);
    let env = Env::start(s).await;
    let club = env
        .token("club", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    let big = vec![b' '; 4 * 1024 * 1024 + 1];
    let too_large = env
        .call("PUT", "/api/v1/events/abend", Some(&club), &big)
        .await;
    assert_eq!(too_large.status, 413);
    assert_eq!(too_large.json()["code"], "server.too-large");
    let mut statuses = Vec::new();
    for _ in 0..3 {
        statuses.push(
            env.call(
                "PUT",
                "/api/v1/events/abend",
                Some(&club),
                br#"{"version":1,"event":{}}"#,
            )
            .await
            .status,
        );
    }
    assert_eq!(statuses, [200, 200, 429]);
    let limited = env.call("GET", "/api/v1/leagues/1", Some(&club), b"").await;
    assert_eq!(limited.status, 429);
    assert!(
        limited
            .header("retry-after")
            .and_then(|s| s.parse::<u64>().ok())
            .is_some_and(|s| s >= 1)
    );
    // Another token has its own bucket; public reads need none.
    let other = env
        .token("other", Role::Club, (None, None, Some("SV Rot"), None))
        .await;
    assert_eq!(
        env.call(
            "PUT",
            "/api/v1/events/rot",
            Some(&other),
            br#"{"version":1,"event":{}}"#
        )
        .await
        .status,
        200
    );
    assert_eq!(
        env.call("GET", "/api/v1/events/abend", None, b"")
            .await
            .status,
        200
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_a_live_event_keeps_its_newest_version_and_its_club() {
    let env = Env::start(settings(14)).await;
    let club = env
        .token("club", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    let rot = env
        .token("rot", Role::Club, (None, None, Some("SV Rot"), None))
        .await;
    let captain = env
        .token("cap", Role::Captain, (Some(1), None, None, Some("Grün 1")))
        .await;
    let v2 = br#"{"version":2,"event":{"z":1,"a":[{"rank":1,"name":"<i>Anna</i>"}]}}"#;
    let put = env
        .call("PUT", "/api/v1/events/herbst-2026", Some(&club), v2)
        .await;
    assert_eq!(
        put.json(),
        json!({"slug": "herbst-2026", "version": 2, "accepted": true})
    );
    let old = env
        .call(
            "PUT",
            "/api/v1/events/herbst-2026",
            Some(&club),
            br#"{"version":1,"event":{"old":true}}"#,
        )
        .await;
    assert_eq!(
        old.json(),
        json!({"slug": "herbst-2026", "version": 2, "accepted": false})
    );
    assert_eq!(
        env.call(
            "PUT",
            "/api/v1/events/herbst-2026",
            Some(&rot),
            br#"{"version":9,"event":{}}"#
        )
        .await
        .status,
        403
    );
    assert_eq!(
        env.call(
            "PUT",
            "/api/v1/events/x",
            Some(&captain),
            br#"{"version":9,"event":{}}"#
        )
        .await
        .status,
        403
    );
    assert_eq!(
        env.call(
            "PUT",
            "/api/v1/events/x",
            Some(&club),
            br#"{"version":9,"event":[1]}"#
        )
        .await
        .status,
        422
    );
    let got = env
        .call("GET", "/api/v1/events/herbst-2026", None, b"")
        .await;
    let text = String::from_utf8_lossy(&got.body).to_string();
    assert!(
        text.contains(r#""event":{"z":1,"a":[{"rank":1,"name":"<i>Anna</i>"}]}"#),
        "{text}"
    );
    assert_eq!(got.json()["version"], 2);
    assert!(
        got.json()["updated_at"]
            .as_str()
            .is_some_and(|t| t.ends_with('Z'))
    );
    assert_eq!(
        env.call("GET", "/api/v1/events/nichts", None, b"")
            .await
            .status,
        404
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_while_postgresql_is_away_requests_answer_503_with_retry_after() {
    let mut env = Env::start(settings(14)).await;
    let (_, league) = league(&env).await;
    let path = format!("/api/v1/leagues/{league}/table");
    assert_eq!(env.call("GET", &path, None, b"").await.status, 200);
    env.pg.stop();
    let away = env.call("GET", &path, None, b"").await;
    assert_eq!(away.status, 503);
    assert_eq!(away.json()["code"], "server.unavailable");
    assert_eq!(away.header("retry-after"), Some("1"));
}
