//! Invariants of the engine over random input (proptest): RULES.md A.8, A.9, A.13 and B.4.

use proptest::prelude::*;
use skatblock::json::parse_game;
use skatblock::rules::{
    Announcement, Contract, ContractField, GameInput, GameRecord, LEGAL_VALUES, ReplacementInput,
    ResultOverride, Rules, Sheet, SheetGame, TableSize, compute_sheet, score,
};

fn contract() -> impl Strategy<Value = Contract> {
    prop::sample::select(Contract::ALL.to_vec())
}

fn announcement() -> impl Strategy<Value = Announcement> {
    prop::sample::select(vec![
        Announcement::None,
        Announcement::Schneider,
        Announcement::Schwarz,
    ])
}

fn result_override() -> impl Strategy<Value = ResultOverride> {
    prop::sample::select(vec![
        ResultOverride::DeclarerLostByRule,
        ResultOverride::DefendersLostByRule,
        ResultOverride::DeclarerConceded,
        ResultOverride::DefendersConceded,
    ])
}

fn bid() -> impl Strategy<Value = i64> {
    prop_oneof![
        4 => prop::sample::select(LEGAL_VALUES.to_vec()).prop_map(i64::from),
        1 => -5i64..300,
    ]
}

/// Raw input that is often, not always, valid: the validation decides.
fn game_input() -> impl Strategy<Value = GameInput> {
    let shape = (
        contract(),
        any::<Option<bool>>(),
        prop::option::weighted(0.3, any::<bool>()),
        prop::option::of(announcement()),
    );
    let play = (
        prop::option::weighted(0.9, -12i64..=12),
        prop::option::weighted(0.95, -2i64..=122),
        prop::option::weighted(0.7, -1i64..=11),
        prop::option::weighted(0.8, bid()),
    );
    let extra = (
        prop::option::weighted(0.2, (contract(), -12i64..=12)),
        prop::option::weighted(0.1, result_override()),
        prop::option::weighted(0.05, any::<bool>()),
    );
    (shape, play, extra).prop_map(
        |((c, hand, ouvert, announced), (matadors, points, tricks, bid), (repl, ovr, passed))| {
            GameInput {
                passed,
                contract: Some(ContractField(c)),
                hand,
                ouvert,
                announced,
                matadors: if c == Contract::Null { None } else { matadors },
                declarer_points: points,
                declarer_tricks: tricks,
                bid,
                replacement: repl.map(|(c, m)| ReplacementInput {
                    contract: ContractField(c),
                    matadors: m,
                }),
                result_override: ovr,
                ..GameInput::default()
            }
        },
    )
}

fn valid_game() -> impl Strategy<Value = GameRecord> {
    game_input().prop_filter_map("invalid game", |input| GameRecord::new(input).ok())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn lost_games_score_minus_twice_the_value(game in valid_game()) {
        let r = score(&game, &Rules::default());
        if r.passed {
            prop_assert_eq!((r.score, r.value), (0, 0));
        } else if r.won {
            prop_assert_eq!(r.score, i32::from(r.value));
            prop_assert!(!r.overbid, "an overbid game is never won (A.9.1)");
        } else {
            prop_assert_eq!(r.score, -2 * i32::from(r.value), "A.8.1: lost counts double");
        }
    }

    #[test]
    fn a_lost_overbid_game_is_charged_the_smallest_multiple_reaching_the_bid(game in valid_game()) {
        let r = score(&game, &Rules::default());
        let Some(played) = game.played() else { return Ok(()) };
        if !r.overbid {
            return Ok(());
        }
        let bid = played.bid().get();
        prop_assert!(r.value >= bid, "the charge reaches the bid (A.9.1)");
        if let Some(base) = played.contract().base_value() {
            prop_assert_eq!(r.value % base, 0);
            prop_assert!(r.value - base < bid, "the smallest such multiple (A.9.1)");
        }
    }

    #[test]
    fn every_game_value_is_one_of_the_63(game in valid_game()) {
        let r = score(&game, &Rules::default());
        if !r.passed && !r.overbid && !r.arbiter_review {
            prop_assert!(LEGAL_VALUES.contains(&r.value), "value {} is not legal (A.13.1)", r.value);
        }
    }

    #[test]
    fn records_round_trip_through_json(game in valid_game()) {
        let json = serde_json::to_string(&game).expect("serialises");
        let back: GameRecord = serde_json::from_str(&json).expect("its own output is valid");
        prop_assert_eq!(back, game);
    }

    #[test]
    fn no_bytes_panic_the_parser(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = parse_game(&bytes, &Rules::default());
    }

    #[test]
    fn no_json_object_panics_the_parser(
        fields in prop::collection::btree_map(
            prop::sample::select(vec!["passed", "contract", "hand", "ouvert", "announced", "matadors",
                "declarer_points", "declarer_tricks", "bid", "replacement", "result_override", "x"]),
            json_value(),
            0..8,
        )
    ) {
        let object: serde_json::Map<String, serde_json::Value> =
            fields.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        let line = serde_json::Value::Object(object).to_string();
        let _ = parse_game(line.as_bytes(), &Rules::default());
    }
}

fn json_value() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::{Value, json};
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(|f| json!(f)),
        "[a-z_]{0,12}".prop_map(Value::String),
        prop::sample::select(vec![
            "grand",
            "clubs",
            "null",
            "schwarz",
            "declarer_conceded"
        ])
        .prop_map(|s| json!(s)),
    ];
    leaf.prop_recursive(2, 8, 3, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..3).prop_map(Value::Array),
            prop::collection::btree_map("[a-z]{1,9}", inner, 0..3)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// A random score sheet: a table size, a first dealer and valid games with a seated declarer.
fn sheet() -> impl Strategy<Value = Sheet> {
    (
        prop::sample::select(vec![TableSize::Three, TableSize::Four]),
        0usize..4,
    )
        .prop_flat_map(|(size, dealer)| {
            let n = size.players();
            let rows = prop::collection::vec((valid_game(), 0..n), 0..60);
            (Just(size), Just(dealer % n), rows)
        })
        .prop_map(|(size, first_dealer, rows)| {
            let games = rows
                .into_iter()
                .enumerate()
                .map(|(i, (game, seat))| SheetGame {
                    number: i + 1,
                    declarer: game.played().map(|_| seat),
                    game,
                    written: None,
                })
                .collect();
            let players = (0..size.players()).map(|i| format!("P{i}")).collect();
            Sheet::new(size, players, first_dealer, games)
                .expect("generated sheets are well-formed")
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn the_b4_sums_hold_for_every_sheet(sheet in sheet()) {
        let rules = Rules::default();
        let report = compute_sheet(&sheet, &rules);
        let n = i64::try_from(sheet.table_size().players()).expect("3 or 4");
        let sum: i64 = report.foot.iter().map(|f| f.sum).sum();
        let won: i64 = report.foot.iter().map(|f| i64::from(f.won)).sum();
        let lost: i64 = report.foot.iter().map(|f| i64::from(f.lost)).sum();
        let opp: i64 = report.foot.iter().map(|f| i64::from(f.opponents_lost)).sum();
        let total: i64 = report.foot.iter().map(|f| f.total).sum();
        let b = i64::from(rules.table_bonus.get(sheet.table_size()));
        // B.4.3: the last running totals are the sums.
        let last = report.games.last().map(|r| r.totals.clone()).unwrap_or(vec![0; sheet.players().len()]);
        prop_assert_eq!(last, report.foot.iter().map(|f| f.sum).collect::<Vec<_>>());
        // B.4.4
        prop_assert_eq!(sum, report.sums.won_column - report.sums.lost_column);
        // B.4.5
        prop_assert_eq!(won + lost, report.sums.played as i64);
        // B.4.6 (the dealer gets the bonus by default, B.1.2)
        prop_assert_eq!(opp, (n - 1) * lost);
        // B.4.7: Seeger-Fabian points balance per table
        prop_assert_eq!(total, sum + 50 * (won - lost) + b * (n - 1) * lost);
        // B.4.3: each row changes only the declarer's total, by the row value.
        let mut previous = vec![0i64; sheet.players().len()];
        for row in &report.games {
            for (seat, (&now, &before)) in row.totals.iter().zip(&previous).enumerate() {
                let delta = if row.declarer == Some(seat) { i64::from(row.result.score) } else { 0 };
                prop_assert_eq!(now - before, delta);
            }
            previous = row.totals.clone();
        }
    }
}

proptest! {
    /// Issue 11 (money): a settlement is zero-sum, its payments settle every player's net
    /// amount, and it needs at most one payment fewer than the players who owe or receive.
    #[test]
    fn a_settlement_settles_every_net_amount(
        totals in prop::collection::vec(-600i64..600, 3..=5),
        cents in 1i64..50,
    ) {
        let s = skatblock::rules::settle(&totals, cents);
        prop_assert_eq!(s.net_cents.iter().sum::<i64>(), 0);
        let mut paid = vec![0i64; totals.len()];
        for t in &s.transfers {
            prop_assert!(t.cents > 0);
            paid[t.from] -= t.cents;
            paid[t.to] += t.cents;
        }
        prop_assert_eq!(&paid, &s.net_cents);
        let open = s.net_cents.iter().filter(|&&v| v != 0).count();
        prop_assert!(s.transfers.len() <= open.saturating_sub(1));
    }
}

/// Issue 11 (Schafkopf): every game of every class is zero-sum under both presets, whatever
/// its points, tricks, Laufende and doublings.
mod schafkopf_zero_sum {
    use proptest::prelude::*;
    use skatblock::schafkopf::{Game, GameKind, Suit, Tariff, score};

    fn game() -> impl Strategy<Value = Game> {
        (
            prop::sample::select(GameKind::ALL.to_vec()),
            0u16..4,
            0u16..4,
            0u16..=120,
            0u16..=8,
            0u16..=4,
            any::<bool>(),
            (0u16..=2, 0u16..=2, 0u16..=2),
        )
            .prop_map(
                |(kind, declarer, partner, points, tricks, laufende, tout, (k, r, b))| Game {
                    kind: Some(kind),
                    declarer: Some(declarer),
                    partner: (kind == GameKind::Rufspiel).then_some(partner),
                    called: (kind == GameKind::Rufspiel).then_some(Suit::Eichel),
                    suit: matches!(kind, GameKind::Solo | GameKind::Farbwenz).then_some(Suit::Herz),
                    points: Some(points),
                    tricks: Some(tricks),
                    laufende,
                    tout,
                    klopfer: k,
                    kontra: r,
                    bock: b,
                    ramsch_points: Some(vec![30, 30, 30, 30]),
                    ramsch_tricks: Some(vec![2, 2, 2, 2]),
                },
            )
    }

    proptest! {
        #[test]
        fn every_scored_game_is_zero_sum(game in game()) {
            for tariff in [Tariff::bsv_10_50(), Tariff::tournament_a1()] {
                if let Ok(out) = score(&game, &tariff) {
                    prop_assert!(out.is_zero_sum(), "{:?} → {:?}", game, out);
                }
            }
        }
    }
}
