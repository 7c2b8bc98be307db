//! Benchmark of the Preisskat's prize list (issue 22): a 1,200-player championship with 8
//! rankings (Einzel, Damen, Senioren, Junioren, two series, teams of four, clubs), paid out by
//! the Preisskat's engine, its prize list written as PDF (target ≤ 150 ms). Run with
//! `cargo bench -p skatblock-report`; the figure goes into the issue note. With
//! `SKATBLOCK_BENCH_PDF=DIR` the prize list and the payout list are written there once, to be
//! looked at.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use skatblock_model::{Event, EventId, EventKind, TablePreference};
use skatblock_prizes::{
    Entrant, Field, LostGameFeesIn, PrizeFile, Prizes, Sex, TeamEntry, Who, parse_prize_file,
    prizes, rankings,
};
use skatblock_report::prizes::{
    PayoutLine, PayoutList, PendingPlaces, PrizeList, PrizePlace, PrizeRanking, Recipient,
    payout_list, prize_list,
};
use skatblock_report::{Lang, Medium, ReportContext};
use skatblock_rules::{Performance, Rules, TieBreak};

const PLAYERS: usize = 1200;
const B3: &[TieBreak] = &[TieBreak::TotalDesc, TieBreak::WinsDesc, TieBreak::LossesAsc];

/// The prize file of the championship: a share tie, a pot with lost-game fees, percent and
/// fixed places, goods, a share of the field as the last place.
fn championship_file() -> PrizeFile {
    let json = serde_json::json!({
    "entry_cents": 2500, "tie": "share",
    "rankings": [
        {"id": "einzel", "name": "Einzelwertung", "round_cents": 100,
         "pot": {"lost_game_fees": true, "lost_game_fees_percent": 50, "costs_cents": 50000},
         "places": [
            {"place": 1, "percent": 10, "goods": "Wanderpokal"}, {"place": 2, "percent": 7},
            {"place": 3, "percent": 5}, {"from": 4, "to": 10, "percent": 2},
            {"from": 11, "to": 30, "percent": 1.5}]},
        {"id": "damen", "name": "Damenwertung", "sex": ["f"],
         "places": [{"from": 1, "to": 10, "cents": 5000}]},
        {"id": "senioren", "name": "Senioren (ab 61)", "age_min": 61,
         "places": [{"from": 1, "to": 10, "cents": 5000}]},
        {"id": "junioren", "name": "Junioren (bis 21)", "age_max": 21,
         "places": [{"from": 1, "to": 5, "cents": 3000, "goods": "Kartenspiel"}]},
        {"id": "serie1", "name": "Serie 1", "series": 1,
         "pot": {"lost_game_fees": "series", "lost_game_fees_percent": 25},
         "places": [{"from": 1, "to_share": 0.01, "percent": 10}]},
        {"id": "serie2", "name": "Serie 2", "series": 2,
         "pot": {"lost_game_fees": "series", "lost_game_fees_percent": 25},
         "places": [{"from": 1, "to_share": 0.01, "percent": 10}]},
        {"id": "team", "name": "Mannschaftswertung", "team_size": 4, "entry_cents": 4000,
         "places": [{"from": 1, "to": 10, "percent": 8}]},
        {"id": "vereine", "name": "Vereinswertung", "club_best": 4,
         "places": [{"from": 1, "to": 3, "goods": "Wimpel"}]}
    ]});
    parse_prize_file(&json.to_string()).expect("the bench file is valid")
}

/// A fixed pseudo-random stream, so every run pays the same field (with its ties).
fn stream(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    *seed >> 33
}

/// Names as a hall has them: umlauts, double names, now and then a very long one.
const LAST: [&str; 6] = [
    "Müller",
    "Schäfer",
    "Weiß",
    "Groß-Böhme-Freiherr von Schwarzenberg",
    "Özdemir",
    "Krüger",
];

fn entrants() -> Vec<Entrant> {
    let mut seed = 22;
    (0..PLAYERS)
        .map(|i| Entrant {
            player_id: format!("{}", 1000 + i),
            name: format!("Spieler{i} {}", LAST[i % LAST.len()]),
            club: Some(format!("Skatfreunde „Reizende Buben“ {}", i % 60)),
            sex: Some(if i % 3 == 0 { Sex::F } else { Sex::M }),
            birth_year: Some(1940 + (i % 70) as i32),
            series: (0..3)
                .map(|_| Performance {
                    total: (stream(&mut seed) % 1500) as i64,
                    won: (stream(&mut seed) % 12) as u32,
                    lost: (stream(&mut seed) % 4) as u32,
                })
                .collect(),
        })
        .collect()
}

fn teams(entrants: &[Entrant]) -> Vec<TeamEntry> {
    (entrants.chunks(4).enumerate())
        .map(|(t, four)| TeamEntry {
            ranking: "team".into(),
            team: format!("Mannschaft {t}"),
            members: four.iter().map(|e| e.player_id.clone()).collect(),
            line: None,
        })
        .collect()
}

/// The championship paid out.
fn pay_out(file: &PrizeFile, entrants: &[Entrant], teams: &[TeamEntry]) -> Prizes {
    let field = Field {
        event_year: 2026,
        tie_break: B3,
        entrants,
        teams,
        lots: &[],
    };
    let fees = LostGameFeesIn {
        total_cents: 240_000,
        per_series_cents: vec![80_000, 80_000, 80_000],
    };
    let ranked = rankings(file, &field).expect("valid teams");
    prizes(file, &ranked.rankings, &fees)
}

fn recipient(who: &Who, name: &str) -> Recipient {
    Recipient {
        number: match who {
            Who::Player(n) => Some(n.clone()),
            _ => None,
        },
        name: name.to_string(),
        club: matches!(who, Who::Player(_)).then(|| "Skatfreunde „Reizende Buben“".into()),
        ..Recipient::default()
    }
}

/// The prizes as the prize list's view model (the operations layer names them so).
fn prize_view(file: &PrizeFile, paid: &Prizes) -> PrizeList {
    let name = |id: &str| {
        file.rankings
            .iter()
            .find(|r| r.id == id)
            .map(|r| r.name.clone())
    };
    let rankings = (paid.pots.iter())
        .map(|pot| PrizeRanking {
            name: name(&pot.ranking).unwrap_or_default(),
            entrants: pot.entrants,
            pot_cents: pot.pot_cents,
            paid_cents: pot.paid_cents,
            rest_cents: pot.rest_cents,
            places: (paid.places.iter().filter(|p| p.ranking == pot.ranking))
                .map(|p| PrizePlace {
                    place: p.place,
                    who: recipient(&p.who, &p.name),
                    cents: p.cents,
                    goods: p.goods.clone(),
                    shared: p.shared,
                    pending_lot: p.pending_lot,
                })
                .collect(),
        })
        .collect();
    PrizeList { rankings }
}

fn payout_view(paid: &Prizes) -> PayoutList {
    let lines = (paid.payouts.iter())
        .map(|p| PayoutLine {
            who: recipient(&p.who, &p.name),
            cents: p.cents,
            goods: p.goods.clone(),
            rankings: p.rankings.clone(),
            paid: None,
        })
        .collect();
    let pending = (paid.pots.iter())
        .map(|pot| PendingPlaces {
            ranking: pot.ranking.clone(),
            places: (paid.places.iter())
                .filter(|p| p.ranking == pot.ranking && p.pending_lot)
                .count(),
        })
        .filter(|p| p.places > 0)
        .collect();
    PayoutList { lines, pending }
}

fn event() -> Event {
    Event {
        id: EventId(1),
        name: "Landesmeisterschaft im Preisskat".into(),
        kind: EventKind::Tournament,
        date: chrono::NaiveDate::from_ymd_opt(2026, 11, 28).expect("a date"),
        venue: "Stadthalle Großenhain".into(),
        series_count: 3,
        table_preference: TablePreference::Four,
        rules: Rules::default(),
    }
}

/// Both lists written once to `dir`, to be looked at.
fn write_once(dir: &str, ctx: &ReportContext<'_>, list: &PrizeList, payouts: &PayoutList) {
    let mut pdf = Vec::new();
    prize_list(ctx, list, Medium::Pdf, &mut pdf).expect("the prize list");
    std::fs::write(format!("{dir}/prize-list-1200.pdf"), &pdf).expect("write");
    pdf.clear();
    payout_list(ctx, payouts, Medium::Pdf, &mut pdf).expect("the payout list");
    std::fs::write(format!("{dir}/payout-list-1200.pdf"), &pdf).expect("write");
}

fn championship(c: &mut Criterion) {
    let (file, entrants) = (championship_file(), entrants());
    let teams = teams(&entrants);
    let paid = pay_out(&file, &entrants, &teams);
    let list = prize_view(&file, &paid);
    let event = event();
    let ctx = ReportContext {
        event: &event,
        lang: Lang::De,
        templates: None,
    };
    if let Ok(dir) = std::env::var("SKATBLOCK_BENCH_PDF") {
        write_once(&dir, &ctx, &list, &payout_view(&paid));
    }
    c.bench_function("prize_list_pdf_1200_players_8_rankings", |b| {
        b.iter(|| {
            let mut pdf = Vec::with_capacity(64 * 1024);
            prize_list(&ctx, black_box(&list), Medium::Pdf, &mut pdf).expect("the prize list");
            pdf
        })
    });
    c.bench_function("prizes_and_prize_list_pdf_1200_players_8_rankings", |b| {
        b.iter(|| {
            let paid = pay_out(black_box(&file), &entrants, &teams);
            let mut pdf = Vec::with_capacity(64 * 1024);
            let list = prize_view(&file, &paid);
            prize_list(&ctx, &list, Medium::Pdf, &mut pdf).expect("the prize list");
            pdf
        })
    });
}

criterion_group!(benches, championship);
criterion_main!(benches);
