//! Benchmarks of the rules engine (issue 2): scoring throughput and one full 4-table sheet.
//! Run with `cargo bench --bench rules`; figures go into the issue note.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use skatblock::json::{parse_game, parse_sheet};
use skatblock::rules::{GameRecord, Rules, compute_sheet, score};

/// Every game of the RULES.md vector fixture, the mix the engine must handle.
fn vector_games() -> Vec<GameRecord> {
    let text = include_str!("../tests/fixtures/rules_vectors.json");
    let vectors: Vec<serde_json::Value> = serde_json::from_str(text).expect("fixture parses");
    vectors
        .into_iter()
        .map(|v| serde_json::from_value(v["game"].clone()).expect("vector games are valid"))
        .collect()
}

fn scoring(c: &mut Criterion) {
    let rules = Rules::default();
    let games: Vec<GameRecord> = vector_games().into_iter().cycle().take(4096).collect();
    let mut group = c.benchmark_group("score");
    group.throughput(Throughput::Elements(games.len() as u64));
    group.bench_function("engine_4096_games", |b| {
        b.iter(|| {
            games
                .iter()
                .map(|g| score(black_box(g), &rules).score)
                .sum::<i32>()
        })
    });
    let lines: Vec<String> = games
        .iter()
        .map(|g| serde_json::to_string(g).expect("serialises"))
        .collect();
    group.bench_function("parse_and_score_4096_json_lines", |b| {
        b.iter(|| {
            lines
                .iter()
                .map(|l| {
                    parse_game(black_box(l.as_bytes()), &rules)
                        .map_or(0, |g| score(&g, &rules).score)
                })
                .sum::<i32>()
        })
    });
    group.finish();
}

fn sheet(c: &mut Criterion) {
    let rules = Rules::default();
    let text = include_str!("../tests/fixtures/sheet_4table_48.json");
    let doc = parse_sheet(text, &rules).expect("fixture sheet is valid");
    let mut group = c.benchmark_group("sheet");
    group.bench_function("compute_4table_48_games", |b| {
        b.iter(|| compute_sheet(black_box(&doc.sheet), &rules))
    });
    group.bench_function("parse_and_compute_4table_48_games", |b| {
        b.iter(|| {
            compute_sheet(
                &parse_sheet(black_box(text), &rules).expect("valid").sheet,
                &rules,
            )
        })
    });
    group.finish();
}

criterion_group!(benches, scoring, sheet);
criterion_main!(benches);
