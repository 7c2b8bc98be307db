//! The association server under the load of issue 23: a 1,000-team league (250 groups × 4
//! teams × 5 match days × 3 series at four 4-tables of 48 games: 720,000 games) uploaded by
//! 8 desks at once, then the whole league's table and one group's read by 200 concurrent
//! public readers, and two `serve` processes on one database compared answer for answer.
//!
//! Bounded and loopback only: it starts its own PostgreSQL in a temporary folder and two
//! server processes on free ports, and stops all three by pid when it ends.
//!
//! `cargo build --release -p skatblock-server --bins --examples && target/release/examples/league_load`
//! (part of `make bench`); `--groups N` makes a smaller league (the default is the issue's 250).

#[path = "../tests/common/mod.rs"]
mod common;

use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::{Postgres, free_port, http};
use serde_json::{Value, json};
use skatblock_league::package::{
    Package, PackageSeries, PackageTable, Seat, sealed, table_results,
};
use skatblock_rules::Rules;
use skatblock_server::db;
use skatblock_server::scope::{Role, Scope};

/// The league's shape.
#[derive(Clone, Copy)]
struct Shape {
    groups: usize,
    days: u16,
    series: u16,
    games: usize,
}

/// Group `g`'s name (no character a path would need to encode).
fn group(g: usize) -> String {
    format!("Staffel-{g:03}")
}

/// Club of group `g`'s teams: the desk (of 8) that uploads the group's days.
fn club(g: usize) -> String {
    format!("Verein {}", g % 8 + 1)
}

fn player(g: usize, t: usize, p: usize) -> String {
    format!("{}", 100_000 + g * 16 + t * 4 + p)
}

/// The teams file: 4 teams of 4 regular players per group.
fn teams_csv(shape: Shape) -> String {
    let mut csv = String::from("group,team,club,player_id,first_name,last_name,role\n");
    for g in 0..shape.groups {
        for t in 0..4 {
            for p in 0..4 {
                csv.push_str(&format!(
                    "{},Team {g}-{t},{},{},Vorname{p},Spieler {g}-{t}-{p},regular\n",
                    group(g),
                    club(g),
                    player(g, t, p)
                ));
            }
        }
    }
    csv
}

/// The schedule: day d of group g hosted by team (d − 1) mod 4.
fn schedule_csv(shape: Shape) -> String {
    let mut csv = String::from("group,day,date,host_team\n");
    for g in 0..shape.groups {
        for d in 1..=shape.days {
            csv.push_str(&format!(
                "{},{d},2026-{:02}-14,Team {g}-{}\n",
                group(g),
                d + 1,
                (usize::from(d) - 1) % 4
            ));
        }
    }
    csv
}

/// A small deterministic generator (xorshift), so every run uploads the same league.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// `count` games of a 4-table whose first dealer is seat 0: suit games with one matador,
/// won or lost on 31..=89 card points (no Schneider), never declared by the dealer, who sits
/// out (B.2.2).
fn games(rng: &mut Rng, count: usize) -> Vec<Value> {
    const SUITS: [&str; 4] = ["diamonds", "hearts", "spades", "clubs"];
    (1..=count)
        .map(|n| {
            let dealer = (n - 1) % 4;
            let declarer = (dealer + 1 + rng.below(3) as usize) % 4;
            json!({
                "contract": SUITS[rng.below(4) as usize],
                "matadors": if rng.below(2) == 0 { 1 } else { -1 },
                "declarer_points": 31 + rng.below(59),
                "declarer": declarer,
            })
        })
        .collect()
}

/// The package of day `day` of group `g`: in series s, table t seats player (t + s) mod 4 of
/// every team, so the tables mix the teams.
fn package(shape: Shape, league: i64, g: usize, day: u16, rng: &mut Rng) -> Value {
    let rules = Rules::default();
    let series = (1..=shape.series)
        .map(|s| PackageSeries {
            series: s,
            tables: (0..4)
                .map(|t| {
                    let mut table = PackageTable {
                        table: t as u16 + 1,
                        first_dealer: 0,
                        seats: (0..4)
                            .map(|team| Seat {
                                seat: team as u8 + 1,
                                player_id: player(g, team, (t + usize::from(s)) % 4),
                            })
                            .collect(),
                        games: Some(games(rng, shape.games)),
                        totals: None,
                        results: Vec::new(),
                        signature: None,
                    };
                    table.results =
                        table_results(&table, &rules).expect("generated games are valid");
                    table
                })
                .collect(),
        })
        .collect();
    let (_, value) = sealed(Package {
        package_id: String::new(),
        league,
        group: group(g),
        day,
        date: format!("2026-{:02}-14", day + 1),
        venue: "Vereinsheim".into(),
        series,
    });
    value
}

/// A `serve` process of the release build beside this example, on a free port.
async fn serve(url: &str) -> (Started, SocketAddr) {
    let exe = std::env::current_exe().expect("this example");
    let bin = exe
        .parent()
        .and_then(|examples| examples.parent())
        .map(|dir| dir.join("skatblock-server"))
        .expect("the target folder");
    let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().expect("addr");
    let child = Command::new(&bin)
        .args(["serve", "--database", url, "--listen", &addr.to_string()])
        .args([
            "--binding-days",
            "0",
            "--rate",
            "100000",
            "--burst",
            "100000",
            "--pool",
            "16",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{} does not start: {e} (build it first)", bin.display()));
    let deadline = Instant::now() + Duration::from_secs(20);
    let child = Started(child);
    while tokio::net::TcpStream::connect(addr).await.is_err() {
        assert!(Instant::now() < deadline, "serve did not listen");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (child, addr)
}

/// A process this example started, ended by its pid when dropped — also when a check fails.
struct Started(Child);

impl Drop for Started {
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", &self.0.id().to_string()])
            .status();
        let _ = self.0.wait();
    }
}

async fn token(url: &str, name: &str, role: Role, club: Option<&str>) -> String {
    let client = db::connect(url).await.expect("connect");
    let scope = Scope {
        role,
        league: None,
        group: None,
        club: club.map(Into::into),
        team: None,
    };
    let token = skatblock_server::token::generate();
    let hash = skatblock_server::token::hash(&token);
    assert!(
        db::create_token(&client, name, &hash, &scope)
            .await
            .expect("token")
    );
    token
}

/// Percentiles of durations in milliseconds: (p50, p99, max).
fn percentiles(mut times: Vec<Duration>) -> (f64, f64, f64) {
    times.sort();
    let at = |q: f64| {
        let i = ((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1;
        times[i].as_secs_f64() * 1000.0
    };
    (at(0.50), at(0.99), at(1.0))
}

/// The league, its teams and schedule, through the first server; the league's id.
async fn set_up(addr: SocketAddr, admin: &str, shape: Shape) -> i64 {
    let body = br#"{"name":"Bundesliga-Last","season":2026,"series_per_day":3,"unit":"series","promote":1,"relegate":1}"#;
    let made = http(addr, "POST", "/api/v1/leagues", Some(admin), body).await;
    let id = made.json()["id"].as_i64().expect("a league");
    for (file, csv) in [
        ("teams", teams_csv(shape)),
        ("schedule", schedule_csv(shape)),
    ] {
        let put = http(
            addr,
            "PUT",
            &format!("/api/v1/leagues/{id}/{file}"),
            Some(admin),
            csv.as_bytes(),
        )
        .await;
        assert_eq!(
            put.status,
            200,
            "{file}: {}",
            String::from_utf8_lossy(&put.body)
        );
    }
    id
}

/// Every package, generated before the clock starts: (group, day, body) per desk.
fn packages(shape: Shape, league: i64) -> Vec<Vec<(usize, u16, Vec<u8>)>> {
    let mut desks = vec![Vec::new(); 8];
    let mut rng = Rng(0x5EED_CAFE);
    for g in 0..shape.groups {
        for day in 1..=shape.days {
            let body = serde_json::to_vec(&package(shape, league, g, day, &mut rng)).expect("json");
            desks[g % 8].push((g, day, body));
        }
    }
    desks
}

/// 8 desks upload at once, each its own groups' days one after the other, half of them to
/// each server; every answer must be 200 `submitted`. The upload times.
async fn upload(
    servers: [SocketAddr; 2],
    tokens: &[String],
    league: i64,
    desks: Vec<Vec<(usize, u16, Vec<u8>)>>,
) -> Vec<Duration> {
    let tasks: Vec<_> = desks
        .into_iter()
        .enumerate()
        .map(|(k, days)| {
            let (addr, token) = (servers[k % 2], tokens[k].clone());
            tokio::spawn(async move {
                let mut times = Vec::with_capacity(days.len());
                for (g, day, body) in days {
                    let path = format!("/api/v1/leagues/{league}/groups/{}/days/{day}", group(g));
                    let start = Instant::now();
                    let answer = http(addr, "PUT", &path, Some(&token), &body).await;
                    times.push(start.elapsed());
                    assert_eq!(
                        answer.status,
                        200,
                        "{path}: {}",
                        String::from_utf8_lossy(&answer.body)
                    );
                    assert_eq!(answer.json()["state"], "submitted");
                }
                times
            })
        })
        .collect();
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.expect("a desk"));
    }
    all
}

/// A reader's kept-alive connection, as a browser keeps one: one GET after the other.
struct Reader {
    stream: tokio::io::BufReader<tokio::net::TcpStream>,
}

impl Reader {
    async fn connect(addr: SocketAddr) -> Reader {
        let stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
        Reader {
            stream: tokio::io::BufReader::new(stream),
        }
    }

    /// GET `path`: the status and the body's length.
    async fn get(&mut self, path: &str) -> (u16, usize) {
        use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt};
        let request = format!("GET {path} HTTP/1.1\r\nHost: load\r\n\r\n");
        self.stream
            .get_mut()
            .write_all(request.as_bytes())
            .await
            .expect("send");
        let (mut status, mut length, mut line) = (0, 0, String::new());
        loop {
            line.clear();
            self.stream.read_line(&mut line).await.expect("a header");
            let text = line.trim_end();
            if text.is_empty() {
                break;
            }
            if let Some(code) = text.strip_prefix("HTTP/1.1 ") {
                status = code[..3].parse().expect("a status");
            } else if let Some((name, value)) = text.split_once(':')
                && name.eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse().expect("a length");
            }
        }
        let mut body = vec![0; length];
        self.stream.read_exact(&mut body).await.expect("the body");
        (status, length)
    }
}

/// `readers` public readers at once, each on its own kept-alive connection to one of the two
/// servers, reading `path` `rounds` times. The read times.
async fn read(
    servers: [SocketAddr; 2],
    path: String,
    readers: usize,
    rounds: usize,
) -> Vec<Duration> {
    let tasks: Vec<_> = (0..readers)
        .map(|r| {
            let path = path.clone();
            tokio::spawn(async move {
                let mut reader = Reader::connect(servers[r % 2]).await;
                let mut times = Vec::with_capacity(rounds);
                for _ in 0..rounds {
                    let start = Instant::now();
                    let (status, _) = reader.get(&path).await;
                    times.push(start.elapsed());
                    assert_eq!(status, 200, "{path}");
                }
                times
            })
        })
        .collect();
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.expect("a reader"));
    }
    all
}

fn report(what: &str, times: Vec<Duration>) {
    let n = times.len();
    let (p50, p99, max) = percentiles(times);
    println!("{what}: {n} requests, p50 {p50:.1} ms, p99 {p99:.1} ms, max {max:.1} ms");
}

/// The whole league uploaded by 8 desks at once, half to each server.
async fn upload_league(url: &str, servers: [SocketAddr; 2], shape: Shape) -> i64 {
    let admin = token(url, "admin", Role::Admin, None).await;
    let mut clubs = Vec::new();
    for k in 0..8 {
        clubs.push(token(url, &format!("desk {k}"), Role::Club, Some(&club(k))).await);
    }
    let league = set_up(servers[0], &admin, shape).await;
    let desks = packages(shape, league);
    let bytes: usize = desks.iter().flatten().map(|(_, _, b)| b.len()).sum();
    let count: usize = desks.iter().map(Vec::len).sum();
    println!("packages: {count} ({:.1} MB)", bytes as f64 / 1e6);
    let start = Instant::now();
    report(
        "upload by 8 desks",
        upload(servers, &clubs, league, desks).await,
    );
    println!("upload wall time: {:.1} s", start.elapsed().as_secs_f64());
    league
}

/// The first read after the uploads computes a table (in each process); 200 readers then
/// find it kept.
async fn read_tables(servers: [SocketAddr; 2], paths: [&str; 2]) {
    for path in paths {
        for addr in servers {
            let start = Instant::now();
            assert_eq!(http(addr, "GET", path, None, b"").await.status, 200);
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            println!("first read after the uploads, computed: {ms:.1} ms ({path})");
        }
    }
    let [whole, one] = paths.map(String::from);
    report(
        "whole table, 200 readers",
        read(servers, whole, 200, 10).await,
    );
    report(
        "one group's table, 200 readers",
        read(servers, one, 200, 25).await,
    );
}

/// Both servers give the same bytes for `paths`.
async fn same_answers(servers: [SocketAddr; 2], paths: &[String]) {
    for path in paths {
        let x = http(servers[0], "GET", path, None, b"").await;
        let y = http(servers[1], "GET", path, None, b"").await;
        assert_eq!(
            (x.status, &x.body),
            (200, &y.body),
            "{path}: the two servers differ"
        );
    }
    println!(
        "two servers: identical answers for the whole table, a group's table and a match report"
    );
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let groups = std::env::args()
        .skip_while(|a| a != "--groups")
        .nth(1)
        .map_or(250, |g| g.parse().expect("--groups N"));
    let shape = Shape {
        groups,
        days: 5,
        series: 3,
        games: 48,
    };
    let games = groups * usize::from(shape.days) * usize::from(shape.series) * 4 * shape.games;
    println!(
        "league: {} teams, {groups} groups, {games} games",
        groups * 4
    );
    let pg = Postgres::start().await;
    let url = pg.url();
    db::migrate(&mut db::connect(&url).await.expect("connect"))
        .await
        .expect("migrate");
    let (a, first) = serve(&url).await;
    let (b, second) = serve(&url).await;
    let servers = [first, second];
    let league = upload_league(&url, servers, shape).await;
    let whole = format!("/api/v1/leagues/{league}/table");
    let one = format!("/api/v1/leagues/{league}/table?group={}", group(groups / 2));
    read_tables(servers, [&whole, &one]).await;
    let report = format!("/api/v1/leagues/{league}/groups/{}/days/3", group(1));
    same_answers(servers, &[whole, one, report]).await;
    drop((a, b));
    drop(pg);
}
