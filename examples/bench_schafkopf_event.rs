//! Scripted benchmark of a Schafkopf tournament (issue 11), on a file in a temporary folder:
//! 400 players, 100 tables, 3 series of 32 games (9,600 games) — the games CSV imported in one
//! go, then the standings of the event and of one series, the finished lists of a series and
//! the standings as PDF.
//!
//! Run with `cargo run --release --example bench_schafkopf_event`; each figure is the median
//! and the best of several runs. Timings are reported, never asserted.

use std::path::Path;
use std::time::{Duration, Instant};

use skatblock::event::{self, demo, schafkopf};
use skatblock::schafkopf::Tariff;
use skatblock_store::{EventId, EventKind, NewEvent, Store, TablePreference};

const PLAYERS: i64 = 400;
const SERIES: u16 = 3;

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

/// The event with its players registered and every series drawn.
fn setup(db: &Path) -> (EventId, Vec<(u16, u16, Vec<i64>)>) {
    let _ = std::fs::remove_file(db);
    let mut store = Store::open(db).expect("store");
    event::import_players(&mut store, demo::players_csv(PLAYERS).as_bytes()).expect("players");
    let new = NewEvent {
        name: "Schafkopfrennen".into(),
        kind: EventKind::Tournament,
        date: chrono::NaiveDate::from_ymd_opt(2026, 11, 23).expect("date"),
        venue: "Stadthalle".into(),
        series_count: SERIES,
        table_preference: TablePreference::Four,
        rules: schafkopf::default_rules(),
    };
    let id =
        schafkopf::create_event(&mut store, &new, &Tariff::tournament_a1(), None).expect("event");
    let numbers: std::collections::HashMap<_, i64> = skatblock_store::players::all(store.conn())
        .expect("players")
        .into_iter()
        .filter_map(|p| Some((p.id, p.number.as_str().parse().ok()?)))
        .collect();
    let mut tables = Vec::new();
    for s in 1..=SERIES {
        let drawn = event::draw_series(&mut store, id, s, Some(u64::from(s))).expect("draw");
        for (t, seated) in drawn.seating.tables.iter().enumerate() {
            let seated = seated.iter().filter_map(|p| numbers.get(p).copied());
            tables.push((s, t as u16 + 1, seated.collect()));
        }
    }
    (id, tables)
}

/// 32 games per table: Rufspiele, Solos, Wenz and passed deals in turn, each declarer and
/// partner seated at the table.
fn games_csv(tables: &[(u16, u16, Vec<i64>)]) -> String {
    let mut csv = String::from(
        "series,table,game_no,game,declarer,partner,called,suit,points,tricks,laufende,tout,klopfer,kontra,bock,passed\n",
    );
    for (series, table, players) in tables {
        for g in 1..=32usize {
            let d = players[g % 4];
            let p = players[(g + 1) % 4];
            let points = 40 + (g * 7 + usize::from(*table)) % 60;
            let line = match g % 4 {
                0 => format!("rufspiel,{d},{p},eichel,,{points},,3,,,,,"),
                1 => format!("solo,{d},,,herz,{points},,,,,,,"),
                2 => format!("wenz,{d},,,,{points},,2,,,,,"),
                _ => ",,,,,,,,,,,,true".to_string(),
            };
            csv.push_str(&format!("{series},{table},{g},{line}\n"));
        }
    }
    csv
}

fn main() {
    let dir = std::env::temp_dir().join(format!("skatblock-bench-sk-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let template = dir.join("template.db");
    let db = dir.join("run.db");
    let (id, tables) = setup(&template);
    let csv = games_csv(&tables);
    println!(
        "Schafkopf tournament: {PLAYERS} players, {} tables, {} games",
        tables.len(),
        tables.len() * 32
    );
    let mut imports = Vec::new();
    for _ in 0..5 {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
        }
        std::fs::copy(&template, &db).expect("copy");
        let mut store = Store::open(&db).expect("open");
        let start = Instant::now();
        let count =
            schafkopf::import_games(&mut store, id, csv.as_bytes(), "bench").expect("import");
        imports.push(start.elapsed());
        assert_eq!(count, tables.len() * 32);
    }
    report("  games CSV import (9,600 games)", imports);
    let store = Store::open(&db).expect("open");
    let mut all = Vec::new();
    let mut one = Vec::new();
    for _ in 0..20 {
        let start = Instant::now();
        let standings = event::standings(&store, id, None).expect("standings");
        all.push(start.elapsed());
        assert_eq!(standings.rows.len(), PLAYERS as usize);
        let start = Instant::now();
        event::standings(&store, id, Some(2)).expect("standings");
        one.push(start.elapsed());
    }
    report("  standings, all series", all);
    report("  standings, series 2", one);
    // The printed lists: the finished lists of the 100 tables of series 1, and the standings.
    let mut sheets = Vec::new();
    let mut ranking = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        let pdf = skatblock::ops::report_pdf(
            &store,
            skatblock::ops::ReportKind::Sheet,
            id,
            Some(1),
            None,
            skatblock::i18n::Lang::De,
        )
        .expect("finished lists");
        sheets.push(start.elapsed());
        assert!(pdf.starts_with(b"%PDF"));
        let start = Instant::now();
        skatblock::ops::report_pdf(
            &store,
            skatblock::ops::ReportKind::Standings,
            id,
            None,
            None,
            skatblock::i18n::Lang::De,
        )
        .expect("standings");
        ranking.push(start.elapsed());
    }
    report("  finished lists of series 1 as PDF (100 pages)", sheets);
    report("  standings PDF (400 players)", ranking);
    let _ = std::fs::remove_dir_all(&dir);
}
