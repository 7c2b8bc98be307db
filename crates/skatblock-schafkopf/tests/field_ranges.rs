//! Every numeric field of a Schafkopf game over the whole `i64` range (issue 20): a value is
//! read with [`field_number`] and the game scored, as every front end does; nothing panics or
//! wraps, a value out of the field's range is refused with that field's own code and the value
//! as sent (never a clamped one), and a value in range keeps the result it had.
//!
//! Meant to run in a debug and a release build (`cargo test --release`).

use proptest::prelude::*;
use skatblock_schafkopf::codes::*;
use skatblock_schafkopf::{
    Code, Game, GameKind, NumberField, Outcome, Refusal, Suit, Tariff, field_number, score,
};

/// Any `i64`, with the extremes, the `u16` edge and the small numbers weighted in.
fn number() -> impl Strategy<Value = i64> {
    prop_oneof![
        3 => any::<i64>(),
        3 => -20i64..=140,
        1 => Just(i64::MIN),
        1 => Just(i64::MAX),
        1 => 65_530i64..=65_540,
    ]
}

/// A won Rufspiel: seat 0 with seat 2, 72 card points, every field in range.
fn rufspiel() -> Game {
    Game {
        kind: Some(GameKind::Rufspiel),
        declarer: Some(0),
        partner: Some(2),
        called: Some(Suit::Eichel),
        points: Some(72),
        ..Game::default()
    }
}

/// A Ramsch where every seat took a trick.
fn ramsch() -> Game {
    Game {
        kind: Some(GameKind::Ramsch),
        ramsch_points: Some(vec![60, 30, 20, 10]),
        ramsch_tricks: Some(vec![4, 2, 1, 1]),
        ..Game::default()
    }
}

/// `game` with `field` set to `value` as sent, read and scored.
fn sent(mut game: Game, field: NumberField, value: i64) -> Result<Outcome, Refusal> {
    let v = field_number(game.kind, field, value)?;
    match field {
        NumberField::Declarer => game.declarer = Some(v),
        NumberField::Partner => game.partner = Some(v),
        NumberField::Points => game.points = Some(v),
        NumberField::Tricks => game.tricks = Some(v),
        NumberField::Laufende => game.laufende = v,
        NumberField::Klopfer => game.klopfer = v,
        NumberField::Kontra => game.kontra = v,
        NumberField::Bock => game.bock = v,
        NumberField::SeatPoints(s) => game.ramsch_points.as_mut().expect("a Ramsch")[s] = v,
        NumberField::SeatTricks(s) => game.ramsch_tricks.as_mut().expect("a Ramsch")[s] = v,
    }
    score(&game, &Tariff::bsv_10_50())
}

/// Out of `range`: refused with `code` on the field, quoting the value as sent; in `range`,
/// except the values `other` names (refused for another rule), scored and zero-sum.
fn checked(
    game: Game,
    field: NumberField,
    value: i64,
    (range, code): (std::ops::RangeInclusive<i64>, Code),
    other: &[i64],
) -> Result<Option<Outcome>, TestCaseError> {
    let result = sent(game, field, value);
    if !range.contains(&value) {
        let refusal = result.expect_err("out of range");
        prop_assert_eq!(refusal.code, code);
        prop_assert_eq!(refusal.field, Some(field.name()));
        prop_assert_eq!(refusal.value, Some(value.to_string()));
        return Ok(None);
    }
    if other.contains(&value) {
        prop_assert!(result.is_err());
        return Ok(None);
    }
    let outcome = result.expect("in range");
    prop_assert!(outcome.is_zero_sum());
    Ok(Some(outcome))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn issue_20_seats_over_the_whole_range(v in number()) {
        // Seat 2 is the partner: the declarer cannot be his own partner.
        checked(rufspiel(), NumberField::Declarer, v, (0..=3, SCHAFKOPF_SEAT_RANGE), &[2])?;
        checked(rufspiel(), NumberField::Partner, v, (0..=3, SCHAFKOPF_SEAT_RANGE), &[0])?;
    }

    #[test]
    fn issue_20_points_and_tricks_over_the_whole_range(v in number()) {
        // 0 and 120 points need the tricks; 0 or 8 tricks do not fit 72 points.
        let range = (0..=120, SCHAFKOPF_POINTS_RANGE);
        if let Some(outcome) = checked(rufspiel(), NumberField::Points, v, range, &[0, 120])? {
            prop_assert_eq!(outcome.won, v >= 61);
        }
        checked(rufspiel(), NumberField::Tricks, v, (0..=8, SCHAFKOPF_TRICKS_RANGE), &[0, 8])?;
    }

    #[test]
    fn issue_20_laufende_over_the_whole_range(v in number()) {
        let range = (0..=14, SCHAFKOPF_LAUFENDE_RANGE);
        if let Some(outcome) = checked(rufspiel(), NumberField::Laufende, v, range, &[])? {
            // BSV 10/50: 10 per player, 10 per Laufender from 3 (D.2, D.3).
            let laufende = if v >= 3 { v } else { 0 };
            prop_assert_eq!(outcome.amounts[0], 10 + 10 * laufende);
        }
        let wenz = Game { kind: Some(GameKind::Wenz), partner: None, called: None, ..rufspiel() };
        checked(wenz, NumberField::Laufende, v, (0..=4, SCHAFKOPF_LAUFENDE_RANGE), &[])?;
        // A Bettel does not count Laufende: any number it can hold is ignored, as before.
        let bettel = Game {
            kind: Some(GameKind::Bettel),
            partner: None,
            called: None,
            points: None,
            tricks: Some(0),
            ..rufspiel()
        };
        let any = (0..=i64::from(u16::MAX), SCHAFKOPF_LAUFENDE_RANGE);
        checked(bettel, NumberField::Laufende, v, any, &[])?;
    }

    #[test]
    fn issue_20_doublings_over_the_whole_range(v in number()) {
        for (field, max, code) in [
            (NumberField::Klopfer, 4, SCHAFKOPF_KLOPFER_RANGE),
            (NumberField::Kontra, 2, SCHAFKOPF_KONTRA_RANGE),
            (NumberField::Bock, 8, SCHAFKOPF_BOCK_RANGE),
        ] {
            if let Some(outcome) = checked(rufspiel(), field, v, (0..=max, code), &[])? {
                prop_assert_eq!(outcome.amounts[0], 10 << v, "each level doubles the game");
            }
        }
    }

    #[test]
    fn issue_20_ramsch_seats_over_the_whole_range(v in number(), seat in 0usize..4) {
        // Only the numbers entered add up to 120 points and 8 tricks; others are refused by sum.
        let points = [60, 30, 20, 10];
        let sums: Vec<i64> = (0..=120).filter(|&p| p != points[seat]).collect();
        let range = (0..=120, SCHAFKOPF_POINTS_RANGE);
        checked(ramsch(), NumberField::SeatPoints(seat), v, range, &sums)?;
        let tricks = [4, 2, 1, 1];
        let sums: Vec<i64> = (0..=8).filter(|&t| t != tricks[seat]).collect();
        let range = (0..=8, SCHAFKOPF_TRICKS_RANGE);
        checked(ramsch(), NumberField::SeatTricks(seat), v, range, &sums)?;
    }

    /// A passed deal holds no number a game cannot hold either.
    #[test]
    fn issue_20_passed_deal_laufende_over_the_whole_range(v in number()) {
        let result = sent(Game::default(), NumberField::Laufende, v);
        if u16::try_from(v).is_ok() {
            prop_assert!(result.is_ok());
        } else {
            let refusal = result.expect_err("out of range");
            prop_assert_eq!(refusal.code, SCHAFKOPF_LAUFENDE_RANGE);
            prop_assert_eq!(refusal.value, Some(v.to_string()));
        }
    }
}
