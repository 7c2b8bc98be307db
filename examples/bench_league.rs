//! Scripted benchmark of a DSkV-scale league (issue 10), on a file in a temporary folder:
//! 250 groups of 4 teams of 4 players (4,000 players), 5 match days of 3 series each, every
//! game entered (about 720,000 games). Measures importing every match day (its seating and
//! its games, as a club's files bring them), every league table, and one group's table.
//!
//! Run with `cargo run --release --example bench_league`; timings are reported, never asserted.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use skatblock::event::{self, demo};
use skatblock::league::{self, LeagueId, NewLeague, ScoringUnit};
use skatblock_store::{EventId, Store};

const GROUPS: usize = 250;
const TEAMS: usize = 4;
const PLAYERS: usize = 4;
const DAYS: u16 = 5;
const SERIES: u16 = 3;

/// The player number of player `p` of team `t` of group `g` (numbers 1..=4000).
fn number(g: usize, t: usize, p: usize) -> i64 {
    ((g * TEAMS + t) * PLAYERS + p + 1) as i64
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn report(label: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{label}: median {:.1} ms, best {:.1} ms ({} runs)",
        ms(times[times.len() / 2]),
        ms(times[0]),
        times.len()
    );
}

/// A match day's seating: at table k of series s, team t's player (k + s·t) mod 4, so no two
/// players of a team share a table and the tables mix anew each series.
fn seating(g: usize, day: u16) -> Vec<demo::SeatedTable> {
    let mut tables = Vec::new();
    for s in 1..=SERIES {
        for k in 0..PLAYERS {
            let shift = usize::from(s + day);
            let players = (0..TEAMS)
                .map(|t| number(g, t, (k + shift * t) % PLAYERS))
                .collect();
            tables.push((s, k as u16 + 1, players));
        }
    }
    tables
}

fn main() {
    let dir = std::env::temp_dir().join(format!("skatblock-bench-league-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let db = dir.join("league.db");
    let mut store = Store::open(&db).expect("store");

    let start = Instant::now();
    let mut players = String::from("id,first_name,last_name,club\n");
    let mut teams = String::from("group,team,club,player_id,role\n");
    for g in 0..GROUPS {
        for t in 0..TEAMS {
            for p in 0..PLAYERS {
                let n = number(g, t, p);
                writeln!(players, "{n},Spieler,Nummer {n},Verein {g}-{t}").expect("string");
                writeln!(
                    teams,
                    "Staffel {g:03},Team {g:03}-{t},Verein {g}-{t},{n},regular"
                )
                .expect("string");
            }
        }
    }
    event::import_players(&mut store, players.as_bytes()).expect("players");
    let new = NewLeague {
        name: "Bundesliga".into(),
        season_year: 2026,
        series_per_day: SERIES,
        unit: ScoringUnit::Series,
        promote: 1,
        relegate: 1,
    };
    let id: LeagueId = league::create_league(&mut store, &new).expect("league");
    let imported = league::import_teams(&mut store, id, teams.as_bytes()).expect("teams");
    println!(
        "League: {} groups, {} teams, {} players imported in {:?}",
        GROUPS,
        imported.teams,
        imported.players,
        start.elapsed()
    );

    // Every match day: its event, then its seating file and its games file.
    let mut created = Duration::ZERO;
    let mut imports = Duration::ZERO;
    let mut games = 0;
    for day in 1..=DAYS {
        for g in 0..GROUPS {
            let date = chrono::NaiveDate::from_ymd_opt(2026, 2 + u32::from(day), 7).expect("date");
            let start = Instant::now();
            let ev: EventId =
                league::create_matchday(&mut store, id, &format!("Staffel {g:03}"), day, date, "")
                    .expect("match day");
            created += start.elapsed();
            let tables = seating(g, day);
            let mut seats = String::from("series,table,seat,player_id\n");
            for (s, t, players) in &tables {
                for (seat, p) in players.iter().enumerate() {
                    writeln!(seats, "{s},{t},{},{p}", seat + 1).expect("string");
                }
            }
            let csv = demo::games_csv(&tables);
            let start = Instant::now();
            event::import_seating(&mut store, ev, seats.as_bytes()).expect("seating");
            games += event::import_games(&mut store, ev, csv.as_bytes(), "bench").expect("games");
            imports += start.elapsed();
        }
        println!("  match day {day} of every group imported");
    }
    println!(
        "Import of every match day (seating and games files, {games} games): {:.1} s; creating the {} match-day events: {:.1} s",
        imports.as_secs_f64(),
        usize::from(DAYS) * GROUPS,
        created.as_secs_f64()
    );

    let runs: Vec<Duration> = (0..7)
        .map(|_| {
            let start = Instant::now();
            let table = league::league_table(&store, id, None, None).expect("table");
            assert_eq!(table.len(), GROUPS * TEAMS);
            start.elapsed()
        })
        .collect();
    report("Every league table (250 groups)", runs);
    let runs: Vec<Duration> = (0..21)
        .map(|_| {
            let start = Instant::now();
            let table = league::league_table(&store, id, Some("Staffel 123"), None).expect("table");
            assert_eq!(table.len(), TEAMS);
            start.elapsed()
        })
        .collect();
    report("One group's table", runs);
    let runs: Vec<Duration> = (0..7)
        .map(|_| {
            let start = Instant::now();
            let history = league::table_history(&store, id, Some("Staffel 123")).expect("history");
            assert_eq!(history.len(), usize::from(DAYS));
            start.elapsed()
        })
        .collect();
    report("One group's history (5 match days)", runs);
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}
