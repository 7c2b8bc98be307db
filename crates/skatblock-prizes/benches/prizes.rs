//! Benchmark of the Preisskat's core (issue 22): a 1,200-player championship with 8 rankings,
//! ranked and paid out in-process (target ≤ 20 ms). Run with
//! `cargo bench -p skatblock-prizes`; the figure goes into the issue note.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use skatblock_prizes::{
    Entrant, Field, LostGameFeesIn, PrizeFile, Sex, TeamEntry, parse_prize_file, prizes, rankings,
};
use skatblock_rules::{Performance, TieBreak};

const PLAYERS: usize = 1200;
const B3: &[TieBreak] = &[TieBreak::TotalDesc, TieBreak::WinsDesc, TieBreak::LossesAsc];

/// Einzel with 30 percent places, Damen, Senioren, Junioren, series 1 and 2, teams of four and
/// clubs by their best four (the file the desk's bench stores too).
fn championship_file() -> PrizeFile {
    let json = include_str!("../../../tests/fixtures/prizes_championship.json");
    parse_prize_file(json).expect("the bench file is valid")
}

/// A fixed pseudo-random stream, so every run ranks the same field (with its ties).
fn stream(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    *seed >> 33
}

fn entrants() -> Vec<Entrant> {
    let mut seed = 22;
    (0..PLAYERS)
        .map(|i| {
            let series = (0..3)
                .map(|_| Performance {
                    total: (stream(&mut seed) % 1500) as i64,
                    won: (stream(&mut seed) % 12) as u32,
                    lost: (stream(&mut seed) % 4) as u32,
                })
                .collect();
            Entrant {
                player_id: format!("P{i:04}"),
                name: format!("Spieler {i}"),
                club: Some(format!("SC {}", i % 60)),
                sex: Some(if i % 3 == 0 { Sex::F } else { Sex::M }),
                birth_year: Some(1940 + (i % 70) as i32),
                series,
            }
        })
        .collect()
}

fn teams(entrants: &[Entrant]) -> Vec<TeamEntry> {
    entrants
        .chunks(4)
        .enumerate()
        .map(|(t, four)| TeamEntry {
            ranking: "team".into(),
            team: format!("Team {t}"),
            members: four.iter().map(|e| e.player_id.clone()).collect(),
            line: Some(t * 4 + 2),
        })
        .collect()
}

fn championship(c: &mut Criterion) {
    let file = championship_file();
    let entrants = entrants();
    let teams = teams(&entrants);
    let fees = LostGameFeesIn {
        total_cents: 240_000,
        per_series_cents: vec![80_000, 80_000, 80_000],
    };
    let field = Field {
        event_year: 2026,
        tie_break: B3,
        entrants: &entrants,
        teams: &teams,
        lots: &[],
    };
    c.bench_function("rankings_and_prizes_1200_players_8_rankings", |b| {
        b.iter(|| {
            let ranked = rankings(black_box(&file), black_box(&field)).expect("valid teams");
            prizes(&file, &ranked.rankings, &fees)
        })
    });
}

criterion_group!(benches, championship);
criterion_main!(benches);
