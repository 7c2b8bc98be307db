//! Benchmark of the Preisskat through the operations layer (issue 22): a 1,200-player
//! championship of three series with 8 rankings in a SQLite file, its prizes computed
//! in-process as `prizes EVENT` does (read the file, rank, pay out; target ≤ 20 ms), and the
//! cash book with each player's prize. Run with `cargo bench --bench preisskat`; the figures go
//! into the issue note.

use std::fmt::Write as _;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use skatblock::ops::{self, CashEventInput, EventId, Store};

const PLAYERS: usize = 1200;
const SERIES: usize = 3;

/// The 8 rankings of the prizes crate's bench: Einzel with 30 percent places, Damen, Senioren,
/// Junioren, series 1 and 2, teams of four, clubs by their best four.
const PRIZES: &str = include_str!("../tests/fixtures/prizes_championship.json");

/// The player file: numbers 1..=1200, every third a woman, birth years 1940..2009, 60 clubs.
fn players_csv() -> String {
    let mut csv = String::from("id,first_name,last_name,club,sex,birth_year\n");
    for p in 1..=PLAYERS {
        let sex = if p % 3 == 0 { "f" } else { "m" };
        let _ = writeln!(
            csv,
            "{p},Vor{p},Nach{p},Club {},{sex},{}",
            p % 60,
            1940 + p % 70
        );
    }
    csv
}

/// Series s seats the players in the order i × k mod 1200 (k coprime to 1200: a permutation),
/// so the tables mix.
fn seating_csv() -> String {
    let mut csv = String::from("series,table,seat,player_id\n");
    for s in 0..SERIES {
        for i in 0..PLAYERS {
            let p = (i * [1, 7, 11][s]) % PLAYERS + 1;
            let _ = writeln!(csv, "{},{},{},{p}", s + 1, i / 4 + 1, i % 4 + 1);
        }
    }
    csv
}

/// Totals that spread the field: points, won and lost from the player and the series.
fn totals_csv() -> String {
    let mut csv = String::from("series,player_id,points,won,lost\n");
    for s in 1..=SERIES {
        for p in 1..=PLAYERS {
            let points = (p * 37 + s * 101) % 900;
            let _ = writeln!(csv, "{s},{p},{points},{},{}", (p + s) % 9, (p * s) % 4);
        }
    }
    csv
}

/// The teams of four: players 1–4, 5–8, … of the first 400.
fn teams_csv() -> String {
    let mut csv = String::from("ranking,team,player_id\n");
    for p in 1..=400 {
        let _ = writeln!(csv, "team,Team {},{p}", (p - 1) / 4 + 1);
    }
    csv
}

fn championship(dir: &std::path::Path) -> (Store, EventId) {
    let mut store = Store::open(&dir.join("bench.db")).expect("a new file");
    ops::import_players(&mut store, players_csv().as_bytes(), None).expect("players");
    let input = serde_json::from_value(serde_json::json!({
        "name": "Meisterschaft", "kind": "tournament", "date": "2026-11-28",
        "series_count": SERIES, "fees": {"entry_cents": 2500, "lost_game_cents": [50, 50, 50, 100]},
    }))
    .expect("an event form");
    let event = ops::create_event(&mut store, input).expect("event").id;
    ops::set_prize_file(&mut store, event, PRIZES).expect("prize file");
    ops::import_prize_teams(&mut store, event, teams_csv().as_bytes()).expect("teams");
    ops::import_seating(&mut store, event, seating_csv().as_bytes()).expect("seating");
    ops::import_totals(&mut store, event, totals_csv().as_bytes()).expect("totals");
    (store, event)
}

fn preisskat(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (store, event) = championship(dir.path());
    let prizes = ops::event_prizes(&store, event).expect("prizes");
    assert!(prizes.places.len() > 60, "the places are paid");
    let mut group = c.benchmark_group("preisskat");
    group.sample_size(30);
    group.bench_function("prizes_1200_players_8_rankings", |b| {
        b.iter(|| ops::event_prizes(black_box(&store), event).expect("prizes"))
    });
    group.bench_function("cash_book_with_prizes_1200_players", |b| {
        b.iter(|| ops::cash_book(black_box(&store), CashEventInput { event }).expect("book"))
    });
    group.finish();
}

criterion_group!(benches, preisskat);
criterion_main!(benches);
