//! What the server's tests share: their own PostgreSQL 15 in a temporary folder on a free
//! port (run as the `postgres` user when the tests run as root, since initdb refuses root),
//! stopped by its pid when dropped; a server in the test's runtime; a small HTTP client; and
//! a league of four teams with packages whose numbers are worked out by hand.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use skatblock_server::api::{self, App, Settings};
use skatblock_server::db;
use skatblock_server::scope::{Role, Scope};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const BIN: &str = "/usr/lib/postgresql/15/bin";

/// A PostgreSQL server of one test.
pub struct Postgres {
    dir: tempfile::TempDir,
    child: Child,
    /// Its port on 127.0.0.1.
    pub port: u16,
}

fn running_as_root() -> bool {
    std::fs::metadata("/proc/self")
        .map(|m| m.uid() == 0)
        .unwrap_or(false)
}

/// `program` with `args`, as the `postgres` user when we are root (`setpriv` execs, so the
/// child's pid is the program's own).
fn as_postgres(program: &str, args: &[&str]) -> Command {
    if running_as_root() {
        let mut c = Command::new("setpriv");
        c.args([
            "--reuid=postgres",
            "--regid=postgres",
            "--clear-groups",
            "--",
            program,
        ]);
        c.args(args);
        c
    } else {
        let mut c = Command::new(program);
        c.args(args);
        c
    }
}

fn chown_to_postgres(path: &Path) {
    if !running_as_root() {
        return;
    }
    let id = |flag: &str| {
        let out = Command::new("id")
            .args([flag, "postgres"])
            .output()
            .expect("id");
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse::<u32>()
            .expect("postgres user")
    };
    std::os::unix::fs::chown(path, Some(id("-u")), Some(id("-g"))).expect("chown");
}

/// A port nobody listens on now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

impl Postgres {
    /// Starts a fresh server and waits until it accepts connections.
    pub async fn start() -> Postgres {
        let dir = tempfile::tempdir().expect("tempdir");
        chown_to_postgres(dir.path());
        let root = dir.path().to_str().expect("utf-8 path").to_string();
        let data = format!("{root}/data");
        let status = as_postgres(
            &format!("{BIN}/initdb"),
            &[
                "-D",
                &data,
                "-U",
                "postgres",
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ],
        )
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("initdb runs");
        assert!(status.success(), "initdb failed");
        let port = free_port();
        let child = Postgres::spawn(&root, port);
        let pg = Postgres { dir, child, port };
        pg.wait_ready().await;
        pg
    }

    /// The postgres process over the cluster in `root`, on `port`.
    fn spawn(root: &str, port: u16) -> Child {
        let (data, port) = (format!("{root}/data"), port.to_string());
        as_postgres(
            &format!("{BIN}/postgres"),
            &[
                "-D",
                &data,
                "-p",
                &port,
                "-k",
                root,
                "-c",
                "listen_addresses=127.0.0.1",
                "-c",
                "fsync=off",
            ],
        )
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("postgres starts")
    }

    /// Starts it again over its cluster on its port, after [`Postgres::stop`].
    pub async fn restart(&mut self) {
        let root = self.dir.path().to_str().expect("utf-8 path").to_string();
        self.child = Postgres::spawn(&root, self.port);
        self.wait_ready().await;
    }

    async fn wait_ready(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while db::connect(&self.url()).await.is_err() {
            assert!(Instant::now() < deadline, "postgres did not start");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The URL of its `postgres` database.
    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// Its pid.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

fn signal(pid: u32, sig: &str) {
    let _ = Command::new("kill").args([sig, &pid.to_string()]).status();
}

impl Postgres {
    /// Stops the server by its pid: SIGTERM (smart shutdown); if clients linger, SIGINT (fast),
    /// then SIGKILL.
    pub fn stop(&mut self) {
        for sig in ["-TERM", "-INT", "-KILL"] {
            signal(self.child.id(), sig);
            let deadline = Instant::now() + Duration::from_secs(3);
            while Instant::now() < deadline {
                if let Ok(Some(_)) = self.child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        let _ = self.child.wait();
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            self.stop();
        }
    }
}

/// Settings for tests: `binding_days`, a generous rate limit.
pub fn settings(binding_days: i32) -> Settings {
    Settings {
        binding_days,
        rate: 1000.0,
        burst: 1000.0,
        concurrency: 64,
        timeout_secs: 30,
    }
}

/// A migrated database with a server on a free port in this runtime.
pub struct Env {
    /// Its PostgreSQL (dropped last).
    pub pg: Postgres,
    /// The server's address.
    pub addr: SocketAddr,
}

impl Env {
    /// PostgreSQL, migrated, and a server with `settings`.
    pub async fn start(settings: Settings) -> Env {
        let pg = Postgres::start().await;
        let mut client = db::connect(&pg.url()).await.expect("connect");
        db::migrate(&mut client).await.expect("migrate");
        let pool = db::pool(&pg.url(), 8).expect("pool");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = listener.local_addr().expect("addr");
        tokio::spawn(api::serve(
            listener,
            App::new(pool, settings),
            std::future::pending(),
        ));
        Env { pg, addr }
    }

    /// Another server process's twin on the same database; returns its address.
    pub async fn twin(&self, settings: Settings) -> SocketAddr {
        let pool = db::pool(&self.pg.url(), 8).expect("pool");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = listener.local_addr().expect("addr");
        tokio::spawn(api::serve(
            listener,
            App::new(pool, settings),
            std::future::pending(),
        ));
        addr
    }

    /// A token of `role` named `name` with a scope.
    pub async fn token(
        &self,
        name: &str,
        role: Role,
        scope: (Option<i64>, Option<&str>, Option<&str>, Option<&str>),
    ) -> String {
        let client = db::connect(&self.pg.url()).await.expect("connect");
        let (league, group, club, team) = scope;
        let scope = Scope {
            role,
            league,
            group: group.map(Into::into),
            club: club.map(Into::into),
            team: team.map(Into::into),
        };
        let token = skatblock_server::token::generate();
        assert!(
            db::create_token(
                &client,
                name,
                &skatblock_server::token::hash(&token),
                &scope
            )
            .await
            .expect("token")
        );
        token
    }

    /// A request to this server.
    pub async fn call(&self, method: &str, path: &str, token: Option<&str>, body: &[u8]) -> Reply {
        http(self.addr, method, path, token, body).await
    }
}

/// An HTTP answer.
#[derive(Debug, Clone)]
pub struct Reply {
    /// The status code.
    pub status: u16,
    /// Header lines, names lower-cased.
    pub headers: Vec<(String, String)>,
    /// The body.
    pub body: Vec<u8>,
}

impl Reply {
    /// The body as JSON.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|_| panic!("not JSON: {}", String::from_utf8_lossy(&self.body)))
    }

    /// A header's value.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// One HTTP/1.1 request on its own connection.
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &[u8],
) -> Reply {
    try_http(addr, method, path, token, body)
        .await
        .expect("an answer")
}

/// One HTTP/1.1 request; `None` when the connection fails or ends without an answer.
pub async fn try_http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &[u8],
) -> Option<Reply> {
    let auth = token.map(|t| format!("Bearer {t}"));
    let headers: Vec<(&str, &str)> = auth
        .as_deref()
        .map(|a| vec![("Authorization", a)])
        .unwrap_or_default();
    try_request(addr, (method, path), &headers, body).await
}

/// One HTTP/1.1 request with these header lines (a browser's: cookies, origin, form type).
pub async fn request(
    addr: SocketAddr,
    (method, path): (&str, &str),
    headers: &[(&str, &str)],
    body: &[u8],
) -> Reply {
    try_request(addr, (method, path), headers, body)
        .await
        .expect("an answer")
}

async fn try_request(
    addr: SocketAddr,
    (method, path): (&str, &str),
    headers: &[(&str, &str)],
    body: &[u8],
) -> Option<Reply> {
    let mut stream = tokio::net::TcpStream::connect(addr).await.ok()?;
    let extra: String = headers
        .iter()
        .map(|(n, v)| format!("{n}: {v}\r\n"))
        .collect();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.ok()?;
    let _ = stream.write_all(body).await;
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw).await;
    parse(&raw)
}

fn parse(raw: &[u8]) -> Option<Reply> {
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())?;
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Some(Reply {
        status,
        headers,
        body: raw[split + 4..].to_vec(),
    })
}

/// The four teams of group `Nord`: (team, club, its players' numbers).
pub const TEAMS: [(&str, &str, [&str; 3]); 4] = [
    ("Grün 1", "SC Grün", ["101", "102", "103"]),
    ("Rot 1", "SV Rot", ["201", "202", "203"]),
    ("Blau 1", "Blau-Weiß", ["301", "302", "303"]),
    ("Gelb 1", "Gelb e.V.", ["401", "402", "403"]),
];

/// The teams file of group `Nord`.
pub fn teams_csv() -> String {
    let mut csv = String::from("group,team,club,player_id,first_name,last_name,role\n");
    for (team, club, players) in TEAMS {
        for p in players {
            csv.push_str(&format!("Nord,{team},{club},{p},Vor{p},Nach{p},regular\n"));
        }
    }
    csv
}

/// The schedule: day 1 hosted by Grün 1, day 2 by Rot 1.
pub const SCHEDULE: &str =
    "group,day,date,host_team\nNord,1,2026-09-12,Grün 1\nNord,2,2026-10-10,Rot 1\n";

/// A package of `league`, group Nord, `day`: in series s each team sits at its own 3-table,
/// every player with `points[s][team]` list points from one won game, so each player's total
/// is points + 50 (B.1.3: +50 per won game, no lost games).
pub fn package(league: i64, day: u16, points: &[[i64; 4]]) -> Value {
    let series: Vec<Value> = points
        .iter()
        .enumerate()
        .map(|(s, per_team)| {
            let tables: Vec<Value> = TEAMS
                .iter()
                .zip(per_team)
                .enumerate()
                .map(|(t, ((_, _, players), points))| {
                    let seats: Vec<Value> = players.iter().enumerate().map(|(i, p)| json!({"seat": i + 1, "player_id": p})).collect();
                    let totals: Vec<Value> = players.iter().map(|p| json!({"player_id": p, "points": points, "won": 1, "lost": 0})).collect();
                    let results: Vec<Value> = players.iter().map(|p| json!({"player_id": p, "total": points + 50, "won": 1, "lost": 0})).collect();
                    json!({"table": t + 1, "seats": seats, "totals": totals, "results": results, "signature": null})
                })
                .collect();
            json!({"series": s + 1, "tables": tables})
        })
        .collect();
    let mut p = json!({"league": league, "group": "Nord", "day": day, "date": "2026-09-12", "venue": "Vereinsheim", "series": series});
    seal(&mut p);
    p
}

/// Sets a package's id from its content.
pub fn seal(p: &mut Value) {
    if let Some(o) = p.as_object_mut() {
        o.remove("package_id");
    }
    let id = skatblock_league::package::package_id(p);
    p["package_id"] = Value::String(id);
}

/// An admin token, a league with group Nord's teams and schedule; returns (admin token, league).
pub async fn league(env: &Env) -> (String, i64) {
    let admin = env
        .token("admin", Role::Admin, (None, None, None, None))
        .await;
    let made = env
        .call("POST", "/api/v1/leagues", Some(&admin), br#"{"name":"Verbandsliga","season":"2026/27","series_per_day":2,"unit":"series","promote":1,"relegate":1}"#)
        .await;
    assert_eq!(made.status, 201, "{}", String::from_utf8_lossy(&made.body));
    let id = made.json()["id"].as_i64().expect("id");
    let teams = env
        .call(
            "PUT",
            &format!("/api/v1/leagues/{id}/teams"),
            Some(&admin),
            teams_csv().as_bytes(),
        )
        .await;
    assert_eq!(
        teams.status,
        200,
        "{}",
        String::from_utf8_lossy(&teams.body)
    );
    let schedule = env
        .call(
            "PUT",
            &format!("/api/v1/leagues/{id}/schedule"),
            Some(&admin),
            SCHEDULE.as_bytes(),
        )
        .await;
    assert_eq!(
        schedule.status,
        200,
        "{}",
        String::from_utf8_lossy(&schedule.body)
    );
    (admin, id)
}

/// The path of a day of group Nord.
pub fn day_path(league: i64, day: u16) -> String {
    format!("/api/v1/leagues/{league}/groups/Nord/days/{day}")
}

/// A package's bytes.
pub fn bytes(p: &Value) -> Vec<u8> {
    serde_json::to_vec(p).expect("json")
}
