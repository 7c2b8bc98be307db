//! Scripted benchmark of the event store (issue 3), on a file in a temporary folder:
//!
//! 1. the PySkat workload: 480 players, 5 series, 600 tables, 2,400 per-player series totals —
//!    totals-only import and full standings;
//! 2. a 1,200-player, 3-series championship, about 43,000 games — CSV import and standings.
//!
//! Run with `cargo run --release --example bench_event`; each figure is the median and the
//! best of several runs. Timings are reported, never asserted.
//!
//! With `--csv DIR` it only writes the files of both workloads (players, seating, totals,
//! games) to `DIR`, for `scripts/bench-write-path.sh`, which times the `skatblock` processes.

use std::path::Path;
use std::time::{Duration, Instant};

use skatblock::event::{self, demo};
use skatblock::report::{Lang, ReportContext, SheetForm};
use skatblock::rules::TableSize;
use skatblock_store::{EventId, Store};

fn setup(db: &Path, players: i64, series: u16) -> (EventId, Vec<(u16, u16, Vec<i64>)>) {
    let _ = std::fs::remove_file(db);
    let mut store = Store::open(db).expect("store");
    let start = Instant::now();
    let event = demo::seeded_event(&mut store, players, series).expect("demo event");
    println!(
        "  {players} players imported and {series} series drawn in {:?}",
        start.elapsed()
    );
    event
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

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Copies the prepared file, so every run imports into the same starting state.
fn fresh(template: &Path, db: &Path) -> Store {
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    std::fs::copy(template, db).expect("copy");
    Store::open(db).expect("open")
}

fn totals_csv(tables: &[(u16, u16, Vec<i64>)]) -> String {
    let mut csv = String::from("series,player_id,points,won,lost\n");
    for (series, table, players) in tables {
        for (i, p) in players.iter().enumerate() {
            let k = i as i64 + i64::from(*table);
            csv.push_str(&format!(
                "{series},{p},{},{},{}\n",
                300 + 37 * (k % 11) - 150,
                6 + k % 7,
                k % 4
            ));
        }
    }
    csv
}

/// A club season (issue 10): 50 evenings × 40 players × 2 series, every game entered.
fn season_bench(dir: &Path) {
    use skatblock::season;
    use skatblock_store::seasons::{Ranking, SeasonSettings};
    println!("Club season: 50 evenings × 40 players × 2 series");
    let db = dir.join("season.db");
    let _ = std::fs::remove_file(&db);
    let mut store = Store::open(&db).expect("store");
    let start = Instant::now();
    let mut events = Vec::new();
    let mut games = 0;
    for _ in 0..50 {
        let (ev, tables) = demo::seeded_event(&mut store, 40, 2).expect("evening");
        games += event::import_games(&mut store, ev, demo::games_csv(&tables).as_bytes(), "bench")
            .expect("games");
        events.push(ev);
    }
    println!("  {games} games entered in {:?}", start.elapsed());
    let settings = SeasonSettings {
        name: "Vereinsmeisterschaft".into(),
        best: Some(80),
        min_series: 40,
        ranking: Ranking::Total,
    };
    let id = season::create_season(&mut store, &settings).expect("season");
    season::add_events(&mut store, id, &events).expect("events");
    let runs: Vec<Duration> = (0..11)
        .map(|_| {
            let start = Instant::now();
            let s = season::season_standings(&store, id).expect("season ranking");
            assert_eq!(s.rows.len(), 40);
            start.elapsed()
        })
        .collect();
    report("  season ranking (best 80 of 100 series)", runs);
}

/// The seating of `tables` as `skatblock seating import` reads it.
fn seating_csv(tables: &[(u16, u16, Vec<i64>)]) -> String {
    let mut csv = String::from("series,table,seat,player_id\n");
    for (series, table, players) in tables {
        for (seat, p) in players.iter().enumerate() {
            csv.push_str(&format!("{series},{table},{},{p}\n", seat + 1));
        }
    }
    csv
}

/// Writes the files of both workloads to `dir`: `players-480.csv`, `seating-480.csv`,
/// `totals-480.csv` (5 series) and `players-1200.csv`, `seating-1200.csv`, `games-1200.csv`
/// (3 series).
fn write_csv_files(dir: &Path) {
    std::fs::create_dir_all(dir).expect("csv folder");
    let write = |name: &str, text: String| std::fs::write(dir.join(name), text).expect("write");
    for (players, series) in [(480, 5), (1200, 3)] {
        let mut store = Store::open_in_memory().expect("store");
        let (_, tables) = demo::seeded_event(&mut store, players, series).expect("demo event");
        write(
            &format!("players-{players}.csv"),
            demo::players_csv(players),
        );
        write(&format!("seating-{players}.csv"), seating_csv(&tables));
        match players {
            480 => write("totals-480.csv", totals_csv(&tables)),
            _ => write("games-1200.csv", demo::games_csv(&tables)),
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let [_, flag, dir] = args.as_slice()
        && flag == "--csv"
    {
        write_csv_files(Path::new(dir));
        return;
    }
    let dir = std::env::temp_dir().join(format!("skatblock-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");

    println!("PySkat workload: 480 players, 5 series");
    let template = dir.join("pyskat.db");
    let (ev, tables) = setup(&template, 480, 5);
    drop(Store::open(&template).expect("checkpoint"));
    let csv = totals_csv(&tables);
    println!(
        "  {} tables, {} totals rows",
        tables.len(),
        csv.lines().count() - 1
    );
    let db = dir.join("pyskat-run.db");
    let mut imports = Vec::new();
    let mut last = None;
    for _ in 0..7 {
        let mut store = fresh(&template, &db);
        let start = Instant::now();
        event::import_totals(&mut store, ev, csv.as_bytes()).expect("totals import");
        imports.push(start.elapsed());
        last = Some(store);
    }
    report("  totals-only import (2,400 rows)", imports);
    let store = last.expect("a run");
    let runs: Vec<Duration> = (0..15)
        .map(|_| {
            let start = Instant::now();
            let s = event::standings(&store, ev, None).expect("standings");
            assert_eq!(s.rows.len(), 480);
            start.elapsed()
        })
        .collect();
    report("  standings, whole event (480 players)", runs);

    println!("Championship: 1,200 players, 3 series");
    let template = dir.join("championship.db");
    let (ev, tables) = setup(&template, 1200, 3);
    drop(Store::open(&template).expect("checkpoint"));
    let csv = demo::games_csv(&tables);
    println!(
        "  {} tables, {} games, {} KiB of CSV",
        tables.len(),
        csv.lines().count() - 1,
        csv.len() / 1024
    );
    let db = dir.join("championship-run.db");
    let mut imports = Vec::new();
    let mut last = None;
    for _ in 0..5 {
        let mut store = fresh(&template, &db);
        let start = Instant::now();
        event::import_games(&mut store, ev, csv.as_bytes(), "bench").expect("games import");
        imports.push(start.elapsed());
        last = Some(store);
    }
    report("  games import from CSV", imports);
    let store = last.expect("a run");
    let runs: Vec<Duration> = (0..11)
        .map(|_| {
            let start = Instant::now();
            let s = event::standings(&store, ev, None).expect("standings");
            assert_eq!(s.rows.len(), 1200);
            start.elapsed()
        })
        .collect();
    report("  standings, whole event (1,200 players)", runs);
    // Live entry: every list has only its first game, so each one's check finds it short.
    {
        let mut partial = fresh(&template, &dir.join("championship-live.db"));
        let first_games: String = csv
            .lines()
            .enumerate()
            .filter(|(i, line)| *i == 0 || line.split(',').nth(2) == Some("1"))
            .map(|(_, line)| format!("{line}\n"))
            .collect();
        event::import_games(&mut partial, ev, first_games.as_bytes(), "bench").expect("games");
        let runs: Vec<Duration> = (0..7)
            .map(|_| {
                let start = Instant::now();
                let s = event::standings(&partial, ev, None).expect("standings");
                assert!(s.findings.len() >= 900);
                start.elapsed()
            })
            .collect();
        report(
            "  standings while entering (900 lists short of games)",
            runs,
        );
    }
    // One correction: the game, its audit entry and its list's stored results, one transaction.
    let mut store = store;
    let (s1, t1, _) = tables[0].clone();
    let key = skatblock_store::GameKey {
        series: s1,
        table: t1,
        game: 1,
    };
    let stored = skatblock_store::games::get_unchecked(store.conn(), ev, key).expect("game 1");
    let runs: Vec<Duration> = (0..11)
        .map(|_| {
            let entry = event::GameEntry {
                key,
                declarer: stored.declarer,
                input: stored.input.clone(),
            };
            let start = Instant::now();
            event::correct_game(&mut store, ev, entry, "bench").expect("correct");
            start.elapsed()
        })
        .collect();
    report(
        "  one game corrected (with its list's stored results)",
        runs,
    );
    let runs: Vec<Duration> = (0..5)
        .map(|_| {
            let start = Instant::now();
            let v = event::results::verify(&mut store, ev, false).expect("verify");
            assert!(v.differences.is_empty());
            start.elapsed()
        })
        .collect();
    report("  verify: every list recomputed from the games", runs);

    season_bench(&dir);

    println!("Reports (issue 4)");
    let ev_row = event::event(&store, ev).expect("event");
    let ctx = ReportContext {
        event: &ev_row,
        lang: Lang::De,
        templates: None,
    };
    let standings = event::standings(&store, ev, None).expect("standings");
    let mut size = 0;
    let runs: Vec<Duration> = (0..7)
        .map(|_| {
            let start = Instant::now();
            let mut pdf = Vec::new();
            skatblock::report::standings_pdf(&ctx, &standings, &mut pdf).expect("pdf");
            size = pdf.len();
            start.elapsed()
        })
        .collect();
    report(
        &format!("  standings PDF, 1,200 rows ({} KiB)", size / 1024),
        runs,
    );
    let forms: Vec<SheetForm> = tables
        .iter()
        .filter(|(s, _, p)| *s == 1 && p.len() == 4)
        .take(40)
        .map(|(s, t, p)| SheetForm {
            series: *s,
            table: *t,
            size: TableSize::Four,
            players: p.iter().map(|id| format!("Spieler {id}")).collect(),
            notes: Vec::new(),
            report: None,
        })
        .collect();
    let runs: Vec<Duration> = (0..7)
        .map(|_| {
            let start = Instant::now();
            let mut pdf = Vec::new();
            skatblock::report::sheets_pdf(&ctx, &forms, &ev_row.rules, &mut pdf).expect("pdf");
            size = pdf.len();
            start.elapsed()
        })
        .collect();
    report(
        &format!(
            "  {} pre-filled 4-table score sheets ({} KiB)",
            forms.len(),
            size / 1024
        ),
        runs,
    );
    let _ = std::fs::remove_dir_all(&dir);
}
