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

/// Issue 11 (Skat club variants, RULES.md C.1–C.3, F-13): a Bock round covers exactly one deal
/// per player, Kontra/Re and Bock doublings commute, and a Ramsch scores only its losers (or
/// +120 for a Durchmarsch).
mod club_variants {
    use proptest::prelude::*;
    use skatblock::json::parse_rules;
    use skatblock::rules::{
        BockRounds, GameInput, GameRecord, Kontra, RamschInput, RamschRules, RamschScoring,
        RamschTie, Rules, Ruleset, Sheet, SheetGame, TableSize, compute_sheet, fixed_ramsch, score,
        score_deal,
    };

    use super::valid_game;

    fn club(flags: serde_json::Value) -> Rules {
        let mut object = flags.as_object().expect("an object").clone();
        object.insert("ruleset".into(), serde_json::json!("CLUB"));
        parse_rules(&serde_json::Value::Object(object)).expect("club rules")
    }

    /// Grand Hand with 1, 70 points: 72 won, a `grand_hand` trigger.
    fn grand_hand(rules: &Rules) -> GameRecord {
        let input: GameInput = serde_json::from_str(
            r#"{"contract":"grand","hand":true,"matadors":1,"declarer_points":70}"#,
        )
        .expect("input");
        GameRecord::with_rules(input, rules).expect("a valid Grand Hand")
    }

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("P{i}")).collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// C.2: every trigger queues one round of as many deals as the table has players;
        /// queued rounds never overlap, stacked ones start right after their trigger.
        #[test]
        fn a_bock_round_covers_exactly_one_deal_per_player(
            players in 3usize..=4,
            stack in any::<bool>(),
            triggers in prop::collection::btree_set(1usize..50, 0..8),
        ) {
            let mut bock = BockRounds::new(players, stack);
            for &deal in &triggers {
                bock.trigger(deal);
            }
            let last = triggers.iter().max().copied().unwrap_or(0);
            // Long enough for every queued round to end.
            let end = last + players * triggers.len() + players;
            let levels: Vec<u32> = (1..=end).map(|d| bock.levels(d)).collect();
            let covered: u32 = levels.iter().sum();
            prop_assert_eq!(covered as usize, players * triggers.len());
            let first = triggers.iter().min().copied().unwrap_or(end);
            for deal in 1..=first.min(end) {
                prop_assert_eq!(bock.levels(deal), 0, "F-13: nothing before the first round");
            }
            if stack {
                for (i, &level) in levels.iter().enumerate() {
                    let deal = i + 1;
                    let expected = triggers.iter().filter(|&&t| t < deal && deal <= t + players).count();
                    prop_assert_eq!(level as usize, expected, "deal {}", deal);
                }
            } else {
                prop_assert!(levels.iter().all(|&l| l <= 1), "queued rounds never overlap: {:?}", levels);
            }
        }

        /// The same on a sheet: Grand Hand triggers among passed deals, padded so every round
        /// ends inside the list; the passed deals count as deals of a round.
        #[test]
        fn a_sheet_doubles_one_deal_per_player_and_trigger(
            players in 3usize..=4,
            stack in any::<bool>(),
            pattern in prop::collection::vec(prop::bool::weighted(0.3), 0..30),
        ) {
            let rules = club(serde_json::json!({"bock": {"triggers": ["grand_hand"], "stack": stack}}));
            let k = pattern.iter().filter(|&&t| t).count();
            let games: Vec<SheetGame> = pattern
                .iter()
                .copied()
                .chain(std::iter::repeat_n(false, players * k))
                .enumerate()
                .map(|(i, trigger)| SheetGame {
                    number: i + 1,
                    // Seat after the dealer (the dealer of a 4-table sits out).
                    declarer: trigger.then_some((i + 1) % players),
                    game: if trigger { grand_hand(&rules) } else { GameRecord::Passed },
                    written: None,
                })
                .collect();
            let size = TableSize::for_players(players).expect("3 or 4");
            let sheet = Sheet::new(size, names(players), 0, games).expect("a valid sheet");
            let report = compute_sheet(&sheet, &rules);
            let doublings: u32 = report.games.iter().map(|r| r.multiplier.trailing_zeros()).sum();
            prop_assert_eq!(doublings as usize, players * k);
            for row in &report.games {
                prop_assert!(row.multiplier.count_ones() == 1, "a power of two: {}", row.multiplier);
                prop_assert_eq!(row.bock, row.multiplier > 1);
                if let Some(declarer) = row.declarer {
                    prop_assert_eq!(row.scores[declarer], 72 * row.multiplier);
                }
            }
            if !stack {
                let bock_rows = report.games.iter().filter(|r| r.bock).count();
                prop_assert_eq!(bock_rows, players * k);
                prop_assert!(report.games.iter().all(|r| r.multiplier <= 2));
            }
        }

        /// C.1, C.2, C.4: the row writes the list value × the Kontra/Re factor × the Bock
        /// factor, in any order; value, result and overbid stay those of the plain game; the
        /// Seeger-Fabian ±50 is never multiplied; a Bierlachs row writes −value × factors to
        /// each opponent or −2 × value × factors to the declarer.
        #[test]
        fn doublings_commute(
            game in valid_game().prop_filter("a declared game", |g| g.played().is_some()),
            kontra in prop::sample::select(vec![Kontra::None, Kontra::Kontra, Kontra::Re]),
            levels in 0usize..=3,
            bierlachs in any::<bool>(),
        ) {
            let style = if bierlachs { "bierlachs" } else { "seeger_fabian" };
            let rules = club(serde_json::json!({
                "kontra": true,
                "bock": {"triggers": ["grand_hand"], "stack": true},
                "list_style": style,
            }));
            let mut input = GameInput::from(game);
            input.kontra = Some(kontra);
            let with_kontra = GameRecord::with_rules(input, &rules).expect("valid under CLUB");
            // `levels` stacked rounds (triggers at deals 1..=levels, by B) all cover deal
            // levels + 1, where A declares the game.
            let mut games: Vec<SheetGame> = (1..=levels)
                .map(|number| SheetGame { number, declarer: Some(1), game: grand_hand(&rules), written: None })
                .collect();
            games.push(SheetGame { number: levels + 1, declarer: Some(0), game: with_kontra, written: None });
            let sheet = Sheet::new(TableSize::Three, names(3), 0, games).expect("a valid sheet");
            let report = compute_sheet(&sheet, &rules);
            let row = report.games.last().expect("the game's row");

            let plain = score(&game, &Rules::default());
            let k = i64::from(kontra.factor());
            let b = 1_i64 << levels;
            prop_assert_eq!(row.multiplier, k * b);
            prop_assert_eq!(row.bock, levels > 0);
            prop_assert_eq!((row.result.value, row.result.won, row.result.overbid),
                (plain.value, plain.won, plain.overbid));
            let kontra_first = i64::from(score_deal(&with_kontra, None, &rules).score) * b;
            let bock_first = (i64::from(plain.score) * b) * k;
            prop_assert_eq!(kontra_first, bock_first);
            if bierlachs {
                let v = i64::from(plain.value) * k * b;
                let expected = if plain.won { vec![0, -v, -v] } else { vec![-2 * v, 0, 0] };
                prop_assert_eq!(&row.scores, &expected);
            } else {
                prop_assert_eq!(&row.scores, &vec![bock_first, 0, 0]);
                let foot = &report.foot[0];
                prop_assert_eq!(foot.sum, bock_first);
                prop_assert_eq!(foot.won_lost_points, if plain.won { 50 } else { -50 });
            }
        }
    }

    /// A Ramsch entry that is often, not always, valid: random tricks and points, ties at the
    /// top, Durchmarsch; at a 4-table the dealer's seat (zeros) inserted.
    fn ramsch_case() -> impl Strategy<Value = (RamschInput, RamschRules, Option<usize>)> {
        let tricks = (0u8..=10, 0u8..=10).prop_map(|(a, b)| {
            let b = b.min(10 - a);
            vec![i64::from(a), i64::from(b), i64::from(10 - a - b)]
        });
        let points = prop_oneof![
            (0i64..=120, 0i64..=120).prop_map(|(a, b)| {
                let b = b.min(120 - a);
                vec![a, b, 120 - a - b]
            }),
            (40i64..=60, 0usize..3).prop_map(|(x, r)| {
                let mut p = vec![x, x, 120 - 2 * x];
                p.rotate_left(r);
                p
            }),
        ];
        let shaped = (points, tricks);
        let durchmarsch = (0usize..3).prop_map(|seat| {
            let mut p = vec![0, 0, 0];
            let mut t = vec![0, 0, 0];
            p[seat] = 120;
            t[seat] = 10;
            (p, t)
        });
        let deal = prop_oneof![6 => shaped, 1 => durchmarsch];
        let rules = (
            prop::sample::select(vec![RamschScoring::Points, RamschScoring::Fixed]),
            prop::sample::select(vec![RamschTie::LastTrick, RamschTie::Shared]),
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(|(scoring, tie, jungfrau, push)| RamschRules {
                scoring,
                tie,
                jungfrau,
                push,
            });
        (
            deal,
            rules,
            prop::option::of(0u8..=3),
            prop::option::of(0i64..4),
            prop::option::of(0usize..4),
        )
            .prop_map(
                |((mut points, mut tricks), rules, pushes, last_trick, dealer)| {
                    if let Some(d) = dealer {
                        points.insert(d, 0);
                        tricks.insert(d, 0);
                    }
                    let input = RamschInput {
                        points,
                        tricks,
                        pushes: pushes.map(i64::from),
                        last_trick,
                    };
                    (input, rules, dealer)
                },
            )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]

        /// C.3: a Durchmarsch scores exactly one +120; otherwise nobody scores above 0, only the
        /// losers (the most points; ties by the rule) score, each −points × 2 per Jungfrau (an
        /// active player without a trick) or −10/−15/−20, × 2 per push; 40:40:40 scores nothing.
        #[test]
        fn every_ramsch_scores_only_its_losers(
            (record, ramsch, dealer) in ramsch_case().prop_filter_map("a valid Ramsch", |(input, ramsch, dealer)| {
                let rules = Rules { ruleset: Ruleset::Club, ramsch: Some(ramsch), ..Rules::default() };
                let game = GameInput { ramsch: Some(input), ..GameInput::default() };
                GameRecord::with_rules(game, &rules).ok().map(|r| (r, ramsch, dealer))
            }),
        ) {
            let rules = Rules { ruleset: Ruleset::Club, ramsch: Some(ramsch), ..Rules::default() };
            let result = score_deal(&record, dealer, &rules);
            prop_assert!(!result.passed);
            let scores = result.ramsch_scores.expect("seat scores");
            let scores = scores.get();
            let deal = record.ramsch().expect("a Ramsch");
            let (points, tricks) = (deal.points(), deal.tricks());
            prop_assert_eq!(scores.len(), points.len());
            if let Some(d) = tricks.iter().position(|&t| t == 10) {
                prop_assert_eq!(scores.iter().filter(|&&s| s == 120).count(), 1);
                prop_assert_eq!(scores[d], 120);
                prop_assert!(scores.iter().enumerate().all(|(s, &v)| s == d || v == 0), "{:?}", scores);
                return Ok(());
            }
            prop_assert!(scores.iter().all(|&s| s <= 0), "{:?}", scores);
            let max = points.iter().copied().max().expect("seats");
            let tied: Vec<usize> = (0..points.len()).filter(|&s| points[s] == max).collect();
            if tied.len() >= 3 {
                prop_assert!(scores.iter().all(|&s| s == 0), "40:40:40: {:?}", scores);
                return Ok(());
            }
            let losers = match (ramsch.tie, deal.last_trick()) {
                (RamschTie::LastTrick, Some(last)) if tied.contains(&last) => vec![last],
                _ => tied,
            };
            let jungfrauen = if ramsch.jungfrau {
                (0..tricks.len()).filter(|&s| Some(s) != dealer && tricks[s] == 0).count()
            } else {
                0
            };
            let base = match ramsch.scoring {
                RamschScoring::Points => i32::from(max) << jungfrauen,
                RamschScoring::Fixed => fixed_ramsch(jungfrauen),
            };
            let minus = base << deal.pushes();
            let expected: Vec<i32> = (0..points.len())
                .map(|s| if losers.contains(&s) { -minus } else { 0 })
                .collect();
            prop_assert_eq!(scores, &expected[..], "points {:?} tricks {:?}", points, tricks);
        }
    }
}
