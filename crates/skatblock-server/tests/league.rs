//! A league of one group of four teams through the API: files, uploads, confirmations, a
//! protest, decisions and the public table (issue 23).

mod common;

use common::*;
use serde_json::{Value, json};
use skatblock_server::scope::Role;

/// Day 1's points: series 1 Grün 100, Rot 50, Blau 0, Gelb −50 per player; series 2 Grün 0,
/// Rot 100, Blau 50, Gelb −50. Each player's total is points + 50, a team's game points three
/// times that: series 1 450 / 300 / 150 / 0, series 2 150 / 450 / 300 / 0.
const DAY1: [[i64; 4]; 2] = [[100, 50, 0, -50], [0, 100, 50, -50]];

/// The table after day 1 by hand (RULES.md B.6.3: per series one ranking point for every team
/// with fewer game points): series 1 Grün 3, Rot 2, Blau 1, Gelb 0; series 2 Rot 3, Blau 2,
/// Grün 1, Gelb 0. Against-points: 2 × 3 − won.
fn expected_day1(provisional: bool) -> Vec<Value> {
    [
        ("Rot 1", "SV Rot", 1, 5.0, 1.0, 750),
        ("Grün 1", "SC Grün", 2, 4.0, 2.0, 600),
        ("Blau 1", "Blau-Weiß", 3, 3.0, 3.0, 450),
        ("Gelb 1", "Gelb e.V.", 4, 0.0, 6.0, 0),
    ]
    .iter()
    .map(|(team, club, rank, rp, against, gp)| {
        json!({"group": "Nord", "rank": rank, "team": team, "club": club, "ranking_points": rp,
                   "ranking_points_against": against, "game_points": gp, "series_played": 2,
                   "lot_required": false, "provisional": provisional})
    })
    .collect()
}

async fn captains(env: &Env, league: i64) -> Vec<String> {
    let mut tokens = Vec::new();
    for (team, _, _) in TEAMS {
        tokens.push(
            env.token(
                &format!("cap {team}"),
                Role::Captain,
                (Some(league), None, None, Some(team)),
            )
            .await,
        );
    }
    tokens
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_a_match_day_from_upload_to_approval_and_the_table() {
    let env = Env::start(settings(14)).await;
    let (_, league) = league(&env).await;
    let host = env
        .token("club grün", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    let rot = env
        .token("club rot", Role::Club, (None, None, Some("SV Rot"), None))
        .await;
    let leader = env
        .token(
            "leader A",
            Role::GroupLeader,
            (Some(league), Some("Nord"), None, None),
        )
        .await;
    let other_leader = env
        .token(
            "leader B",
            Role::GroupLeader,
            (Some(league), Some("Ost"), None, None),
        )
        .await;
    let caps = captains(&env, league).await;
    let path = day_path(league, 1);

    // A club that does not host the day: 403; results that do not follow: 422, nothing stored.
    let package = package(league, 1, &DAY1);
    assert_eq!(
        env.call("PUT", &path, Some(&rot), &bytes(&package))
            .await
            .status,
        403
    );
    let mut wrong = package.clone();
    wrong["series"][0]["tables"][0]["results"][0]["total"] = json!(151);
    seal(&mut wrong);
    let refused = env.call("PUT", &path, Some(&host), &bytes(&wrong)).await;
    assert_eq!(refused.status, 422);
    assert_eq!(refused.json()["code"], "package.result.mismatch");
    assert_eq!(
        refused.json()["field"],
        "series[0].tables[0].results[0].total"
    );
    assert_eq!(env.call("GET", &path, None, b"").await.status, 404);
    // A seat of a player on no roster of the group: 422 naming the seat.
    let mut stranger = package.clone();
    for key in ["seats", "totals", "results"] {
        stranger["series"][1]["tables"][2][key][1]["player_id"] = json!("999");
    }
    seal(&mut stranger);
    let refused = env.call("PUT", &path, Some(&host), &bytes(&stranger)).await;
    assert_eq!(
        refused.status,
        422,
        "{}",
        String::from_utf8_lossy(&refused.body)
    );
    assert_eq!(refused.json()["code"], "server.seat.not-rostered");
    assert_eq!(
        refused.json()["field"],
        "series[1].tables[2].seats[1].player_id"
    );

    // The host's upload: submitted, version 1; the identical package: the identical body.
    let first = env.call("PUT", &path, Some(&host), &bytes(&package)).await;
    assert_eq!(first.status, 200);
    assert_eq!(
        first.json(),
        json!({"state": "submitted", "version": 1, "package_id": package["package_id"]})
    );
    let again = env.call("PUT", &path, Some(&host), &bytes(&package)).await;
    assert_eq!(
        (again.status, again.body.clone()),
        (200, first.body.clone())
    );
    // A changed package replaces the submitted day: version 2.
    let mut changed = package.clone();
    changed["venue"] = json!("Gasthaus Krone");
    seal(&mut changed);
    let second = env.call("PUT", &path, Some(&host), &bytes(&changed)).await;
    assert_eq!(second.json()["version"], 2);
    assert_eq!(second.json()["state"], "submitted");

    // Confirmations: a captain of a team that did not play day 2 → 404 (no such day yet) ;
    // every guest captain confirms → confirmed; a repeated confirm answers the same.
    let confirm = format!("{path}/confirm");
    let c1 = env.call("POST", &confirm, Some(&caps[1]), b"").await;
    assert_eq!(c1.json()["state"], "submitted");
    assert_eq!(
        env.call("POST", &confirm, Some(&caps[2]), b"").await.json()["state"],
        "submitted"
    );
    let done = env.call("POST", &confirm, Some(&caps[3]), b"").await;
    assert_eq!(
        done.json(),
        json!({"state": "confirmed", "version": 2, "package_id": changed["package_id"]})
    );
    let repeated = env.call("POST", &confirm, Some(&caps[3]), b"").await;
    assert_eq!((repeated.status, repeated.body), (200, done.body));
    // Not submitted any more: a first confirm of the host's captain → 409.
    assert_eq!(
        env.call("POST", &confirm, Some(&caps[0]), b"").await.status,
        409
    );
    // A changed package for a confirmed day → 409.
    assert_eq!(
        env.call("PUT", &path, Some(&host), &bytes(&package))
            .await
            .status,
        409
    );

    // A protest → protested; the wrong group's leader may not approve; the right one may.
    let protest = env
        .call(
            "POST",
            &format!("{path}/protest"),
            Some(&caps[2]),
            br#"{"reason":"Liste 3 falsch addiert"}"#,
        )
        .await;
    assert_eq!(protest.json()["state"], "protested");
    assert_eq!(
        env.call("POST", &format!("{path}/approve"), Some(&other_leader), b"")
            .await
            .status,
        403
    );
    assert_eq!(
        env.call("POST", &format!("{path}/approve"), Some(&caps[2]), b"")
            .await
            .status,
        403
    );
    let approved = env
        .call("POST", &format!("{path}/approve"), Some(&leader), b"")
        .await;
    assert_eq!(approved.json()["state"], "approved");
    assert_eq!(
        env.call("PUT", &path, Some(&host), &bytes(&package))
            .await
            .status,
        409
    );

    // The table: the numbers by hand, provisional until 14 days after the approval.
    let table = env
        .call("GET", &format!("/api/v1/leagues/{league}/table"), None, b"")
        .await;
    assert_eq!(table.json(), Value::Array(expected_day1(true)));
    let group = env
        .call(
            "GET",
            &format!("/api/v1/leagues/{league}/table?group=Nord&after_day=1"),
            None,
            b"",
        )
        .await;
    assert_eq!(group.json(), Value::Array(expected_day1(true)));
    assert_eq!(
        env.call(
            "GET",
            &format!("/api/v1/leagues/{league}/table?group=Z"),
            None,
            b""
        )
        .await
        .status,
        404
    );

    // Day 2, hosted by Rot 1: uploaded, then rejected: it does not count.
    let day2 = common::package(league, 2, &[[-50, 200, 200, 200]]);
    let up = env
        .call("PUT", &day_path(league, 2), Some(&rot), &bytes(&day2))
        .await;
    assert_eq!(up.json()["state"], "submitted");
    let c = env
        .call(
            "POST",
            &format!("{}/confirm", day_path(league, 2)),
            Some(&caps[1]),
            b"",
        )
        .await;
    assert_eq!(
        c.json()["state"],
        "submitted",
        "the host's own confirmation completes nothing"
    );
    let rejected = env
        .call(
            "POST",
            &format!("{}/reject", day_path(league, 2)),
            Some(&leader),
            br#"{"reason":"falsche Staffel"}"#,
        )
        .await;
    assert_eq!(rejected.json()["state"], "rejected");
    let table = env
        .call("GET", &format!("/api/v1/leagues/{league}/table"), None, b"")
        .await;
    assert_eq!(table.json(), Value::Array(expected_day1(true)));
    // After a rejection the host uploads again: version + 1, submitted.
    let again = env
        .call("PUT", &day_path(league, 2), Some(&rot), &bytes(&day2))
        .await;
    assert_eq!(
        (
            again.json()["state"].clone(),
            again.json()["version"].clone()
        ),
        (json!("submitted"), json!(2))
    );

    // The match report of day 1.
    let report = env.call("GET", &path, None, b"").await.json();
    assert_eq!(report["state"], "approved");
    assert_eq!(
        report["series"][0]["teams"][0],
        json!({"team": "Blau 1", "game_points": 150, "ranking_points": 1.0})
    );
    assert_eq!(
        report["series"][1]["players"][3],
        json!({"player_id": "201", "name": "Vor201 Nach201", "team": "Rot 1", "total": 150})
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_with_no_binding_days_an_approved_day_is_binding_and_scopes_hold() {
    let env = Env::start(settings(0)).await;
    let (admin, league) = league(&env).await;
    let host = env
        .token("club grün", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    let leader = env
        .token(
            "leader A",
            Role::GroupLeader,
            (Some(league), Some("Nord"), None, None),
        )
        .await;
    let caps = captains(&env, league).await;
    let path = day_path(league, 1);
    // The group leader may upload too; a captain of another league's team is refused.
    let up = env
        .call(
            "PUT",
            &path,
            Some(&leader),
            &bytes(&package(league, 1, &DAY1)),
        )
        .await;
    assert_eq!(up.json()["state"], "submitted");
    let stranger = env
        .token(
            "cap elsewhere",
            Role::Captain,
            (Some(league + 1), None, None, Some("Rot 1")),
        )
        .await;
    assert_eq!(
        env.call("POST", &format!("{path}/confirm"), Some(&stranger), b"")
            .await
            .status,
        403
    );
    assert_eq!(
        env.call("POST", &format!("{path}/confirm"), Some(&host), b"")
            .await
            .status,
        403
    );
    // Unknown league, group, day: 404.
    assert_eq!(
        env.call(
            "POST",
            &format!("{}/confirm", day_path(league, 9)),
            Some(&caps[1]),
            b""
        )
        .await
        .status,
        404
    );
    assert_eq!(
        env.call("PUT", &day_path(league + 5, 1), Some(&host), b"{}")
            .await
            .status,
        404
    );
    let approved = env
        .call("POST", &format!("{path}/approve"), Some(&leader), b"")
        .await;
    assert_eq!(approved.json()["state"], "approved");
    let table = env
        .call(
            "GET",
            &format!("/api/v1/leagues/{league}/table?lang=en"),
            None,
            b"",
        )
        .await;
    assert_eq!(table.json(), Value::Array(expected_day1(false)));
    // The desk's pull: the league's settings, teams with rosters, schedule; any token.
    let export = env
        .call(
            "GET",
            &format!("/api/v1/leagues/{league}"),
            Some(&caps[0]),
            b"",
        )
        .await
        .json();
    assert_eq!(export["series_per_day"], 2);
    assert_eq!(export["teams"].as_array().map(Vec::len), Some(4));
    assert_eq!(
        export["teams"][0]["players"][0],
        json!({"player_id": "301", "first_name": "Vor301", "last_name": "Nach301", "role": "regular"})
    );
    assert_eq!(
        export["schedule"][1],
        json!({"group": "Nord", "day": 2, "date": "2026-10-10", "host_team": "Rot 1"})
    );
    assert_eq!(
        env.call("GET", &format!("/api/v1/leagues/{league}"), None, b"")
            .await
            .status,
        401
    );
    // Groups in paths and queries are percent-encoded UTF-8 ("N%6Frd" is "Nord").
    let encoded = env
        .call(
            "GET",
            &format!("/api/v1/leagues/{league}/table?group=N%6Frd"),
            None,
            b"",
        )
        .await;
    assert_eq!(encoded.json(), Value::Array(expected_day1(false)));
    let report = env
        .call(
            "GET",
            &format!("/api/v1/leagues/{league}/groups/N%6Frd/days/1"),
            None,
            b"",
        )
        .await;
    assert_eq!(report.json()["group"], "Nord");
    // A club may not make leagues.
    assert_eq!(
        env.call("POST", "/api/v1/leagues", Some(&host), b"{}")
            .await
            .status,
        403
    );
    let bad = env.call("POST", "/api/v1/leagues?lang=en", Some(&admin), br#"{"name":"","season":"x","series_per_day":0,"unit":"series","promote":0,"relegate":0}"#).await;
    assert_eq!(bad.status, 422);
    assert_eq!(bad.json()["errors"].as_array().map(Vec::len), Some(2));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_two_servers_on_one_database_answer_alike() {
    let env = Env::start(settings(14)).await;
    let twin = env.twin(settings(14)).await;
    let (_, league) = league(&env).await;
    let host = env
        .token("club grün", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    let caps = captains(&env, league).await;
    let path = day_path(league, 1);
    let package = bytes(&package(league, 1, &DAY1));
    let first = env.call("PUT", &path, Some(&host), &package).await;
    let again = http(twin, "PUT", &path, Some(&host), &package).await;
    assert_eq!((first.status, &first.body), (again.status, &again.body));
    // A confirmation on one is seen by the other.
    for (i, cap) in caps.iter().enumerate().skip(1) {
        let server = if i % 2 == 0 { env.addr } else { twin };
        assert_eq!(
            http(server, "POST", &format!("{path}/confirm"), Some(cap), b"")
                .await
                .status,
            200
        );
    }
    let table = format!("/api/v1/leagues/{league}/table");
    let (a, b) = (
        env.call("GET", &table, None, b"").await,
        http(twin, "GET", &table, None, b"").await,
    );
    assert_eq!(a.body, b.body);
    assert_eq!(a.json(), Value::Array(expected_day1(true)));
    let (a, b) = (
        env.call("GET", &path, None, b"").await,
        http(twin, "GET", &path, None, b"").await,
    );
    assert_eq!(a.body, b.body);
    assert_eq!(a.json()["state"], "confirmed");
}

/// Issue 23: tables are kept computed in each process (200 readers at once); a table read
/// before an upload, an approval or a teams file is never served after it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_a_kept_table_is_not_served_after_a_change() {
    let env = Env::start(settings(0)).await;
    let (admin, league) = common::league(&env).await;
    let host = env
        .token("club grün", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    let leader = env
        .token(
            "leader",
            Role::GroupLeader,
            (Some(league), Some("Nord"), None, None),
        )
        .await;
    let path = format!("/api/v1/leagues/{league}/table");
    let read = || async { env.call("GET", &path, None, b"").await.json() };
    let before = read().await;
    assert!(
        before
            .as_array()
            .expect("rows")
            .iter()
            .all(|r| r["game_points"] == 0)
    );
    assert_eq!(read().await, before, "kept");

    let day1 = common::package(league, 1, &[[300, 200, 100, 0], [0, 100, 200, 300]]);
    let up = env
        .call("PUT", &day_path(league, 1), Some(&host), &bytes(&day1))
        .await;
    assert_eq!(up.status, 200);
    let uploaded = read().await;
    assert_ne!(uploaded, before, "the upload counts at once");
    assert!(
        uploaded
            .as_array()
            .expect("rows")
            .iter()
            .all(|r| r["provisional"] == true)
    );

    env.call(
        "POST",
        &format!("{}/approve", day_path(league, 1)),
        Some(&leader),
        b"",
    )
    .await;
    let approved = read().await;
    assert!(
        approved
            .as_array()
            .expect("rows")
            .iter()
            .all(|r| r["provisional"] == false)
    );

    let renamed = common::teams_csv().replace("Gelb e.V.", "Gelb 1900 e.V.");
    let put = env
        .call(
            "PUT",
            &format!("/api/v1/leagues/{league}/teams"),
            Some(&admin),
            renamed.as_bytes(),
        )
        .await;
    assert_eq!(put.status, 200);
    let clubs: Vec<Value> = read()
        .await
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r["club"].clone())
        .collect();
    assert!(clubs.contains(&Value::from("Gelb 1900 e.V.")), "{clubs:?}");
}

/// Issue 23: a desk whose clock is wrong changes nothing — the date a package carries is the
/// date played, shown as such; when a day binds is the server's clock's business alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_a_desk_with_a_wrong_clock_decides_nothing() {
    let env = Env::start(settings(14)).await;
    let (_, league) = common::league(&env).await;
    let host = env
        .token("club grün", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    let leader = env
        .token(
            "leader",
            Role::GroupLeader,
            (Some(league), Some("Nord"), None, None),
        )
        .await;
    let mut day1 = common::package(league, 1, &[[300, 200, 100, 0], [0, 100, 200, 300]]);
    // A desk whose clock stood still in 1970: were its date the server's business, the day
    // would have bound decades ago.
    day1["date"] = Value::from("1970-01-02");
    common::seal(&mut day1);
    let up = env
        .call("PUT", &day_path(league, 1), Some(&host), &bytes(&day1))
        .await;
    assert_eq!(up.status, 200, "{}", String::from_utf8_lossy(&up.body));
    env.call(
        "POST",
        &format!("{}/approve", day_path(league, 1)),
        Some(&leader),
        b"",
    )
    .await;
    let table = env
        .call("GET", &format!("/api/v1/leagues/{league}/table"), None, b"")
        .await
        .json();
    assert!(
        table
            .as_array()
            .expect("rows")
            .iter()
            .all(|r| r["provisional"] == true),
        "approved today by the server's clock: binding in 14 days"
    );
}
