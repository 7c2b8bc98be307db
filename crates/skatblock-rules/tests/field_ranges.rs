//! Every numeric field of a Skat game over the whole `i64` range (issue 20): the validation
//! never panics or wraps, a value out of the field's range is refused with that field's own
//! code and the value as sent, and a value in range keeps the result it had.
//!
//! The overflow this guards against (`i64::MIN.abs()`) panics in a debug build and wraps in a
//! release build, so these tests are meant to run in both (`cargo test --release`).

use proptest::prelude::*;
use skatblock_rules::codes::*;
use skatblock_rules::{
    Code, Contract, ContractField, GameInput, GameRecord, LEGAL_VALUES, RamschInput, RamschRules,
    ReplacementInput, Rules, Ruleset, score,
};

/// Any `i64`, with the extremes and the small numbers near every field's range weighted in.
fn number() -> impl Strategy<Value = i64> {
    prop_oneof![
        3 => any::<i64>(),
        3 => -30i64..=300,
        1 => Just(i64::MIN),
        1 => Just(i64::MAX),
        1 => Just(i64::MIN + 1),
    ]
}

/// A won Grand without 2 (value 72): every field in range.
fn grand() -> GameInput {
    GameInput {
        contract: Some(ContractField(Contract::Grand)),
        matadors: Some(-2),
        declarer_points: Some(70),
        declarer_tricks: Some(6),
        bid: Some(24),
        ..GameInput::default()
    }
}

/// An impossible Null (bid 48 over its value 23) charged as a Grand with 1 (ISkO 3.6.2).
fn impossible_null(replacement_matadors: i64) -> GameInput {
    GameInput {
        contract: Some(ContractField(Contract::Null)),
        bid: Some(48),
        replacement: Some(ReplacementInput {
            contract: ContractField(Contract::Grand),
            matadors: replacement_matadors,
        }),
        ..GameInput::default()
    }
}

/// Club rules with a Schieberamsch.
fn ramsch_rules() -> Rules {
    Rules {
        ruleset: Ruleset::Club,
        ramsch: Some(RamschRules {
            push: true,
            ..RamschRules::default()
        }),
        ..Rules::default()
    }
}

/// A Ramsch at a 3-table: every seat took a trick, no tie.
fn ramsch(edit: impl FnOnce(&mut RamschInput)) -> GameInput {
    let mut entry = RamschInput {
        points: vec![60, 40, 20],
        tricks: vec![5, 3, 2],
        pushes: None,
        last_trick: None,
    };
    edit(&mut entry);
    GameInput {
        ramsch: Some(entry),
        ..GameInput::default()
    }
}

/// The game is refused with `code` on `field`, quoting `value` as sent.
fn refused_as(
    input: GameInput,
    rules: &Rules,
    code: Code,
    field: &str,
    value: i64,
) -> Result<(), TestCaseError> {
    let refusal = GameRecord::with_rules(input, rules).expect_err("out of range");
    prop_assert_eq!(refusal.code, code);
    prop_assert_eq!(refusal.field.as_deref(), Some(field));
    prop_assert_eq!(refusal.value, Some(value.to_string()));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn issue_20_matadors_over_the_whole_range(m in number()) {
        let input = GameInput { matadors: Some(m), ..grand() };
        if (1..=4).contains(&m.unsigned_abs()) {
            let game = GameRecord::new(input).expect("in range");
            let played = game.played().expect("a played game");
            prop_assert_eq!(i64::from(played.matadors().expect("matadors").get()), m);
            let levels = i64::from(played.matadors().expect("matadors").count()) + 1;
            prop_assert_eq!(i64::from(score(&game, &Rules::default()).value), 24 * levels);
        } else {
            refused_as(input, &Rules::default(), GAME_MATADORS_RANGE, "matadors", m)?;
        }
    }

    #[test]
    fn issue_20_replacement_matadors_over_the_whole_range(m in number()) {
        let input = impossible_null(m);
        if (1..=4).contains(&m.unsigned_abs()) {
            let game = GameRecord::new(input).expect("in range");
            let replacement = game.played().and_then(|p| p.replacement()).expect("replacement");
            prop_assert_eq!(i64::from(replacement.matadors().get()), m);
            prop_assert!(score(&game, &Rules::default()).score < 0, "charged as a lost game");
        } else {
            refused_as(input, &Rules::default(), GAME_MATADORS_RANGE, "replacement.matadors", m)?;
        }
    }

    #[test]
    fn issue_20_null_matadors_over_the_whole_range(m in number()) {
        let input = GameInput {
            contract: Some(ContractField(Contract::Null)),
            matadors: Some(m),
            declarer_tricks: Some(0),
            ..GameInput::default()
        };
        if m == 0 {
            prop_assert_eq!(score(&GameRecord::new(input).expect("none"), &Rules::default()).score, 23);
        } else {
            refused_as(input, &Rules::default(), GAME_MATADORS_NULL, "matadors", m)?;
        }
    }

    #[test]
    fn issue_20_declarer_points_over_the_whole_range(p in number()) {
        let input = GameInput { declarer_points: Some(p), ..grand() };
        if (0..=120).contains(&p) {
            let game = GameRecord::new(input).expect("in range");
            prop_assert_eq!(score(&game, &Rules::default()).won, p >= 61);
        } else {
            refused_as(input, &Rules::default(), GAME_POINTS_RANGE, "declarer_points", p)?;
        }
    }

    #[test]
    fn issue_20_declarer_tricks_over_the_whole_range(t in number()) {
        let input = GameInput { declarer_tricks: Some(t), ..grand() };
        match t {
            // 0 and 10 tricks do not fit 70 points (V-7, V-8): refused, but not for the range.
            0 | 10 => prop_assert!(GameRecord::new(input).is_err()),
            1..=9 => prop_assert_eq!(score(&GameRecord::new(input).expect("in range"), &Rules::default()).score, 72),
            _ => refused_as(input, &Rules::default(), GAME_TRICKS_RANGE, "declarer_tricks", t)?,
        }
    }

    #[test]
    fn issue_20_bid_over_the_whole_range(b in number()) {
        let input = GameInput { bid: Some(b), ..grand() };
        let legal = u16::try_from(b).is_ok_and(|v| LEGAL_VALUES.contains(&v));
        if legal {
            let game = GameRecord::new(input).expect("a legal bid");
            prop_assert_eq!(i64::from(game.played().expect("played").bid().get()), b);
        } else {
            refused_as(input, &Rules::default(), GAME_BID_ILLEGAL, "bid", b)?;
        }
    }

    #[test]
    fn issue_20_ramsch_points_and_tricks_over_the_whole_range(v in number(), seat in 0usize..3) {
        let rules = ramsch_rules();
        let points = ramsch(|r| r.points[seat] = v);
        if (0..=120).contains(&v) {
            let sum_ok = GameRecord::with_rules(points, &rules).map(|_| ()).map_err(|r| r.code);
            prop_assert!(sum_ok.is_ok() || sum_ok == Err(GAME_RAMSCH_POINTS_SUM));
        } else {
            let field = format!("ramsch.points[{seat}]");
            refused_as(points, &rules, GAME_RAMSCH_POINTS_RANGE, &field, v)?;
        }
        let tricks = ramsch(|r| r.tricks[seat] = v);
        if !(0..=10).contains(&v) {
            let field = format!("ramsch.tricks[{seat}]");
            refused_as(tricks, &rules, GAME_RAMSCH_TRICKS_RANGE, &field, v)?;
        }
    }

    #[test]
    fn issue_20_ramsch_pushes_and_last_trick_over_the_whole_range(v in number()) {
        let rules = ramsch_rules();
        let pushes = ramsch(|r| r.pushes = Some(v));
        if (0..=3).contains(&v) {
            let deal = GameRecord::with_rules(pushes, &rules).expect("in range");
            prop_assert_eq!(i64::from(deal.ramsch().expect("a Ramsch").pushes()), v);
        } else {
            refused_as(pushes, &rules, GAME_RAMSCH_PUSHES, "ramsch.pushes", v)?;
        }
        let last = ramsch(|r| r.last_trick = Some(v));
        if (0..=2).contains(&v) {
            let deal = GameRecord::with_rules(last, &rules).expect("in range");
            prop_assert_eq!(deal.ramsch().expect("a Ramsch").last_trick(), usize::try_from(v).ok());
        } else {
            refused_as(last, &rules, GAME_RAMSCH_LAST_TRICK, "ramsch.last_trick", v)?;
        }
    }

    /// Every numeric field at once, any value: the validation and the scoring never panic.
    #[test]
    fn issue_20_no_game_panics_the_engine(
        fields in prop::array::uniform6(number()),
        contract in prop::sample::select(Contract::ALL.to_vec()),
        club in any::<bool>(),
    ) {
        let [m, p, t, b, r, x] = fields;
        let rules = if club { ramsch_rules() } else { Rules::default() };
        let input = GameInput {
            contract: Some(ContractField(contract)),
            matadors: Some(m),
            declarer_points: Some(p),
            declarer_tricks: Some(t),
            bid: Some(b),
            replacement: Some(ReplacementInput { contract: ContractField(Contract::Grand), matadors: r }),
            ..GameInput::default()
        };
        if let Ok(game) = GameRecord::with_rules(input, &rules) {
            score(&game, &rules);
        }
        let deal = ramsch(|e| {
            e.points = vec![m, p, t];
            e.tricks = vec![b, r, x];
            e.pushes = Some(x);
            e.last_trick = Some(r);
        });
        if let Ok(game) = GameRecord::with_rules(deal, &rules) {
            score(&game, &rules);
        }
    }
}
