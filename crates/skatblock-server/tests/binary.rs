//! The real binary: `migrate` twice, `token create` and `revoke`, `serve` killed with SIGKILL
//! while uploads are in flight — every day is then wholly stored or absent, and pushing again
//! answers as an uninterrupted upload would (issue 23).

mod common;

use std::net::SocketAddr;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::*;
use serde_json::{Value, json};
use skatblock_server::db;

const EXE: &str = env!("CARGO_BIN_EXE_skatblock-server");

fn run(args: &[&str]) -> Output {
    Command::new(EXE)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn create(url: &str, extra: &[&str]) -> Output {
    let mut args = vec!["token", "create", "--database", url];
    args.extend_from_slice(extra);
    run(&args)
}

/// A token made by the binary.
fn token(url: &str, extra: &[&str]) -> String {
    let out = create(url, extra);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed: Value = serde_json::from_str(stdout(&out).trim()).expect("JSON");
    printed["token"].as_str().expect("token").to_string()
}

/// `serve` on a free port; waits until it listens.
async fn serve(url: &str) -> (Child, SocketAddr) {
    let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().expect("addr");
    let listen = addr.to_string();
    let child = Command::new(EXE)
        .args([
            "serve",
            "--database",
            url,
            "--listen",
            &listen,
            "--binding-days",
            "0",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("serve starts");
    let deadline = Instant::now() + Duration::from_secs(20);
    while tokio::net::TcpStream::connect(addr).await.is_err() {
        assert!(Instant::now() < deadline, "serve did not listen");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (child, addr)
}

fn signal(child: &Child, sig: &str) {
    let ok = Command::new("kill")
        .args([sig, &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(ok.success());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_migrate_is_idempotent_and_tokens_are_made_once_by_name() {
    let pg = Postgres::start().await;
    let url = pg.url();
    let first = run(&["migrate", "--database", &url]);
    assert!(first.status.success());
    let every: String = db::MIGRATIONS
        .iter()
        .map(|(name, _)| format!("{name}\n"))
        .collect();
    assert!(every.starts_with("0001_init\n"));
    assert_eq!(stdout(&first), every);
    assert!(every.starts_with("0001_init\n0002_sessions\n0003_league_generation\n"));
    let second = run(&["migrate", "--database", &url]);
    assert!(second.status.success());
    assert_eq!(stdout(&second), "");

    let out = create(
        &url,
        &[
            "--role",
            "group-leader",
            "--league",
            "1",
            "--group",
            "Nord",
            "--name",
            "Staffelleiter A",
        ],
    );
    assert!(out.status.success());
    let printed: Value = serde_json::from_str(stdout(&out).trim()).expect("JSON");
    assert_eq!(printed["role"], "group-leader");
    let t = printed["token"].as_str().expect("token");
    assert!(t.len() == 32 && t.bytes().all(|b| b.is_ascii_hexdigit()));
    let taken = create(&url, &["--role", "admin", "--name", "Staffelleiter A"]);
    assert_eq!(taken.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&taken.stderr).contains("server.token.name-taken"));
    let unscoped = create(
        &url,
        &["--role", "captain", "--league", "1", "--name", "Kapitän"],
    );
    assert_eq!(unscoped.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unscoped.stderr).contains("--team"));
    assert_eq!(
        create(&url, &["--role", "club", "--name", "Verein"])
            .status
            .code(),
        Some(2)
    );
    assert!(
        run(&[
            "token",
            "revoke",
            "--database",
            &url,
            "--name",
            "Staffelleiter A"
        ])
        .status
        .success()
    );
    assert_eq!(
        run(&["token", "revoke", "--database", &url, "--name", "niemand"])
            .status
            .code(),
        Some(2)
    );
    let client = db::connect(&url).await.expect("connect");
    let n: i64 = client
        .query_one(
            "SELECT count(*) FROM tokens WHERE revoked_at IS NOT NULL",
            &[],
        )
        .await
        .expect("count")
        .get(0);
    assert_eq!(n, 1);
}

/// Days 1..=`days` of group Nord, all hosted by Grün 1.
fn schedule(days: u16) -> String {
    let mut csv = String::from("group,day,date,host_team\n");
    for d in 1..=days {
        csv.push_str(&format!("Nord,{d},2026-09-12,Grün 1\n"));
    }
    csv
}

const DAYS: u16 = 40;

/// Every day of the database wholly there (its results and one audit line) or absent.
async fn whole_or_absent(url: &str) -> i64 {
    let client = db::connect(url).await.expect("connect");
    let rows = client
        .query(
            "SELECT d.day, d.version, (SELECT count(*) FROM results r WHERE r.league = d.league AND r.grp = d.grp AND r.day = d.day),
             (SELECT count(*) FROM audit a WHERE a.league = d.league AND a.grp = d.grp AND a.day = d.day) FROM days d",
            &[],
        )
        .await
        .expect("days");
    for r in &rows {
        let (day, version, results, audit): (i32, i32, i64, i64) =
            (r.get(0), r.get(1), r.get(2), r.get(3));
        assert_eq!((version, results, audit), (1, 24, 1), "day {day}");
    }
    rows.len() as i64
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_a_server_killed_mid_upload_leaves_each_day_whole_or_absent() {
    let pg = Postgres::start().await;
    let url = pg.url();
    assert!(run(&["migrate", "--database", &url]).status.success());
    let admin = token(&url, &["--role", "admin", "--name", "admin"]);
    let club = token(
        &url,
        &["--role", "club", "--club", "SC Grün", "--name", "SC Grün"],
    );
    let (mut server, addr) = serve(&url).await;
    let body = br#"{"name":"L","season":"2026/27","series_per_day":2,"unit":"series","promote":0,"relegate":0}"#;
    let league = http(addr, "POST", "/api/v1/leagues", Some(&admin), body)
        .await
        .json()["id"]
        .as_i64()
        .expect("id");
    assert_eq!(
        http(
            addr,
            "PUT",
            &format!("/api/v1/leagues/{league}/teams"),
            Some(&admin),
            teams_csv().as_bytes()
        )
        .await
        .status,
        200
    );
    assert_eq!(
        http(
            addr,
            "PUT",
            &format!("/api/v1/leagues/{league}/schedule"),
            Some(&admin),
            schedule(DAYS).as_bytes()
        )
        .await
        .status,
        200
    );
    let packages: Vec<Value> = (1..=DAYS)
        .map(|d| package(league, d, &[[d as i64, 10, 20, 30], [5, 6, 7, 8]]))
        .collect();

    let uploads: Vec<_> = packages
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (club, body, path) = (club.clone(), bytes(p), day_path(league, i as u16 + 1));
            tokio::spawn(async move { try_http(addr, "PUT", &path, Some(&club), &body).await })
        })
        .collect();
    // Killed once a few days are stored, while the others are in flight.
    let watcher = db::connect(&url).await.expect("connect");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let row = watcher
            .query_one("SELECT count(*) FROM days WHERE version > 0", &[])
            .await
            .expect("count");
        if row.get::<_, i64>(0) >= 5 || Instant::now() > deadline {
            break;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    signal(&server, "-KILL");
    let _ = server.wait();
    let mut answered = Vec::new();
    for u in uploads {
        answered.push(u.await.expect("task"));
    }
    let stored = whole_or_absent(&url).await;
    eprintln!("{stored} of {DAYS} days stored when the server was killed");
    assert!(
        stored < i64::from(DAYS),
        "the kill came after every upload ({stored}); nothing was in flight"
    );

    let (mut server, addr) = serve(&url).await;
    for (i, p) in packages.iter().enumerate() {
        let again = http(
            addr,
            "PUT",
            &day_path(league, i as u16 + 1),
            Some(&club),
            &bytes(p),
        )
        .await;
        let expected = json!({"state": "submitted", "version": 1, "package_id": p["package_id"]});
        assert_eq!(
            (again.status, again.json()),
            (200, expected.clone()),
            "day {}",
            i + 1
        );
        if let Some(Some(first)) = answered
            .get(i)
            .filter(|a| a.as_ref().is_some_and(|r| r.status == 200))
        {
            assert_eq!(first.body, again.body, "day {}", i + 1);
        }
    }
    assert_eq!(whole_or_absent(&url).await, i64::from(DAYS));
    signal(&server, "-TERM");
    assert!(
        server.wait().expect("exit").success(),
        "serve ends gracefully on SIGTERM"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_serve_on_a_new_database_applies_the_migrations_first() {
    let pg = Postgres::start().await;
    let url = pg.url();
    // No `migrate`: the association starts its server with one command.
    let (mut server, addr) = serve(&url).await;
    let admin = token(&url, &["--role", "admin", "--name", "admin"]);
    let body = br#"{"name":"L","season":"2026","series_per_day":3,"unit":"series","promote":1,"relegate":1}"#;
    let created = http(addr, "POST", "/api/v1/leagues", Some(&admin), body).await;
    assert_eq!(created.status, 201);
    // And `migrate` afterwards finds nothing left to do.
    let again = run(&["migrate", "--database", &url]);
    assert!(again.status.success());
    assert_eq!(stdout(&again), "");
    signal(&server, "-TERM");
    assert!(server.wait().expect("serve ends").success());
}

/// Issue 23: PostgreSQL restarted under load — the uploads in flight answer 503 while it is
/// away and succeed when a desk pushes again; afterwards every day is stored once, whole.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_postgresql_restarted_under_load_loses_nothing() {
    let mut env = Env::start(settings(0)).await;
    let (admin, league) = common::league(&env).await;
    let put = env
        .call(
            "PUT",
            &format!("/api/v1/leagues/{league}/schedule"),
            Some(&admin),
            schedule(DAYS).as_bytes(),
        )
        .await;
    assert_eq!(put.status, 200);
    let club = env
        .token(
            "SC Grün",
            skatblock_server::scope::Role::Club,
            (None, None, Some("SC Grün"), None),
        )
        .await;
    let addr = env.addr;
    // Each desk pushes until its day is taken, as `sync push` is run again after exit 3.
    let desk = |d: u16| {
        let (club, path) = (club.clone(), day_path(league, d));
        let body = bytes(&package(league, d, &[[d as i64, 10, 20, 30], [5, 6, 7, 8]]));
        tokio::spawn(async move {
            let mut statuses = Vec::new();
            loop {
                let status = try_http(addr, "PUT", &path, Some(&club), &body)
                    .await
                    .map(|r| r.status);
                statuses.push(status);
                if status == Some(200) {
                    return statuses;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
    };
    // Half the desks push before PostgreSQL goes away (some of them in flight then), half
    // while it is away.
    let mut desks: Vec<_> = (1..=DAYS / 2).map(desk).collect();
    let watcher = db::connect(&env.pg.url()).await.expect("connect");
    let deadline = Instant::now() + Duration::from_secs(20);
    while watcher
        .query_one("SELECT count(*) FROM days WHERE version > 0", &[])
        .await
        .expect("count")
        .get::<_, i64>(0)
        < 5
        && Instant::now() < deadline
    {
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    drop(watcher);
    env.pg.stop();
    desks.extend((DAYS / 2 + 1..=DAYS).map(desk));
    tokio::time::sleep(Duration::from_millis(500)).await;
    env.pg.restart().await;
    let mut refused_meanwhile = 0;
    for d in desks {
        let statuses = tokio::time::timeout(Duration::from_secs(60), d)
            .await
            .expect("in time")
            .expect("a desk");
        assert!(
            statuses.iter().all(|s| matches!(s, Some(200 | 503))),
            "{statuses:?}"
        );
        refused_meanwhile += statuses.iter().filter(|s| **s == Some(503)).count();
    }
    eprintln!("{refused_meanwhile} uploads answered 503 while PostgreSQL was away");
    assert!(refused_meanwhile > 0, "the restart came after every upload");
    assert_eq!(whole_or_absent(&env.pg.url()).await, i64::from(DAYS));
}
