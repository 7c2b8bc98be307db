//! RULES.md A.12: every constraint rejects its input with the field, the value and the rule.

use rstest::rstest;
use skatblock::json::parse_game;
use skatblock::rules::Rules;

fn error(line: &str) -> String {
    match parse_game(line.as_bytes(), &Rules::default()) {
        Ok(game) => panic!("{line} was accepted as {game:?}"),
        Err(e) => skatblock::i18n::refusal(skatblock::i18n::Lang::En, &e),
    }
}

#[rstest]
#[case::v1_missing_contract(r#"{"matadors":1,"declarer_points":70}"#,
    r#"contract = (missing): every played game has a contract; a passed-in deal is {"passed": true} (V-1)"#)]
#[case::v1_unknown_contract(
    r#"{"contract":"ramsch"}"#,
    r#"contract = "ramsch": expected one of diamonds, hearts, spades, clubs, grand, null"#
)]
#[case::v2_suit_matadors_12(
    r#"{"contract":"hearts","matadors":-12,"declarer_points":70}"#,
    "matadors = -12: hearts allows 1..=11 with or -11..=-1 without (ISkO 2.3)"
)]
#[case::v2_grand_matadors_5(
    r#"{"contract":"grand","matadors":5,"declarer_points":70}"#,
    "matadors = 5: grand allows 1..=4 with or -4..=-1 without (ISkO 2.3)"
)]
#[case::v2_matadors_zero(
    r#"{"contract":"clubs","matadors":0,"declarer_points":70}"#,
    "matadors = 0: clubs allows 1..=11 with or -11..=-1 without (ISkO 2.3)"
)]
#[case::v2_missing_matadors(
    r#"{"contract":"clubs","declarer_points":70}"#,
    "matadors = (missing): suit and grand games are played with or without matadors (ISkO 2.3)"
)]
#[case::v3_announcement_without_hand(r#"{"contract":"grand","matadors":1,"announced":"schneider","declarer_points":95}"#,
    r#"announced = "schneider": schneider or schwarz can only be announced in a hand game (ISkO 2.6)"#)]
#[case::v4_ouvert_not_hand(r#"{"contract":"grand","ouvert":true,"hand":false,"matadors":1,"declarer_points":120,"declarer_tricks":10}"#,
    "hand = false: a suit or grand ouvert is always a hand game (ISkO 2.6.5)")]
#[case::v4_ouvert_only_schneider(r#"{"contract":"grand","ouvert":true,"announced":"schneider","matadors":1,"declarer_points":120,"declarer_tricks":10}"#,
    r#"announced = "schneider": a suit or grand ouvert counts as schwarz announced (ISkO 2.6.5)"#)]
#[case::v5_null_matadors(
    r#"{"contract":"null","matadors":1,"declarer_tricks":0}"#,
    "matadors = 1: null games have no matadors (ISkO 2.5)"
)]
#[case::v5_null_announcement(
    r#"{"contract":"null","hand":true,"announced":"schwarz","declarer_tricks":0}"#,
    r#"announced = "schwarz": null games have no schneider or schwarz announcements (ISkO 2.5)"#
)]
#[case::v6_points_above_120(
    r#"{"contract":"clubs","matadors":1,"declarer_points":121}"#,
    "declarer_points = 121: card points are 0..=120, skat included (ISkO 1.2)"
)]
#[case::v6_negative_points(
    r#"{"contract":"clubs","matadors":1,"declarer_points":-1}"#,
    "declarer_points = -1: card points are 0..=120, skat included (ISkO 1.2)"
)]
#[case::v7_all_tricks_not_all_points(
    r#"{"contract":"clubs","matadors":1,"declarer_points":119,"declarer_tricks":10}"#,
    "declarer_points = 119: a declarer who took all 10 tricks has all 120 card points (ISkO 2.5)"
)]
#[case::v7_eleven_tricks(
    r#"{"contract":"clubs","matadors":1,"declarer_points":120,"declarer_tricks":11}"#,
    "declarer_tricks = 11: a declarer takes 0..=10 tricks (V-7)"
)]
#[case::v8_no_trick_more_than_skat(
    r#"{"contract":"clubs","matadors":1,"declarer_points":23,"declarer_tricks":0}"#,
    "declarer_points = 23: a declarer without a trick holds only the skat, at most 22 card points (ISkO 2.5)"
)]
#[case::v9_bid_not_a_value(
    r#"{"contract":"clubs","matadors":1,"declarer_points":70,"bid":19}"#,
    "bid = 19: not a legal bid: bids are the 63 game values 18, 20, 22, 23, 24, 27, 30, … 264 (ISkO 3.3)"
)]
#[case::v9_bid_below_18(
    r#"{"contract":"clubs","matadors":1,"declarer_points":70,"bid":17}"#,
    "bid = 17: not a legal bid: bids are the 63 game values 18, 20, 22, 23, 24, 27, 30, … 264 (ISkO 3.3)"
)]
#[case::v9_bid_above_264(
    r#"{"contract":"grand","matadors":4,"declarer_points":70,"bid":288}"#,
    "bid = 288: not a legal bid: bids are the 63 game values 18, 20, 22, 23, 24, 27, 30, … 264 (ISkO 3.3)"
)]
#[case::v10_impossible_null_needs_replacement(
    r#"{"contract":"null","bid":27}"#,
    "replacement = (missing): a null worth 23 bid to 27 is charged as a suit or grand replacement game: give {\"contract\": …, \"matadors\": …} (ISkO 3.6.2, A.10)"
)]
#[case::v10_replacement_for_a_possible_null(r#"{"contract":"null","bid":23,"declarer_tricks":0,"replacement":{"contract":"clubs","matadors":1}}"#,
    "replacement = {…}: only a null bid above its value has a replacement game; bid 23 ≤ 23 (ISkO 3.6.2)")]
#[case::v10_replacement_matadors(
    r#"{"contract":"null","bid":30,"replacement":{"contract":"grand","matadors":6}}"#,
    "replacement.matadors = 6: grand allows 1..=4 with or -4..=-1 without (ISkO 2.3)"
)]
#[case::v10_impossible_null_has_no_override(r#"{"contract":"null","bid":30,"replacement":{"contract":"hearts","matadors":1},"result_override":"defenders_conceded"}"#,
    r#"result_override = "defenders_conceded": a null worth 23 bid to 30 is lost before play (ISkO 3.6.2)"#)]
#[case::a11_passed_with_fields(
    r#"{"passed":true,"contract":"grand"}"#,
    r#"contract = "grand": a passed-in deal has no game fields (ISkO 3.3.7)"#
)]
#[case::a1_3_points_needed(
    r#"{"contract":"grand","matadors":1}"#,
    "declarer_points = (missing): a suit or grand game is decided by the declarer's card points (ISkO 2.5)"
)]
#[case::a1_5_tricks_needed_at_120(
    r#"{"contract":"grand","matadors":1,"declarer_points":120}"#,
    "declarer_tricks = (missing): needed with declarer_points = 120: schwarz depends on the tricks, not the points (ISkO 2.5)"
)]
#[case::a7_2_null_tricks_needed(
    r#"{"contract":"null"}"#,
    "declarer_tricks = (missing): a null is decided by the declarer's tricks: 0 wins (ISkO 2.5)"
)]
#[case::a12_replacement_on_trump_game(r#"{"contract":"grand","matadors":1,"declarer_points":70,"replacement":{"contract":"clubs","matadors":1}}"#,
    "replacement = {…}: only an impossible null has a replacement game (ISkO 3.6.2)")]
#[case::unknown_override(r#"{"contract":"grand","matadors":1,"declarer_points":70,"result_override":"kontra"}"#,
    r#"result_override = "kontra": expected one of declarer_lost_by_rule, defenders_lost_by_rule, declarer_conceded, defenders_conceded"#)]
#[case::float_matadors(
    r#"{"contract":"grand","matadors":1.5,"declarer_points":70}"#,
    "matadors = 1.5: a whole number"
)]
fn invalid_game_is_rejected_with_field_value_and_rule(#[case] line: &str, #[case] expected: &str) {
    assert_eq!(error(line), expected);
}

#[rstest]
#[case::points_between_23_and_119_need_no_tricks(
    r#"{"contract":"clubs","matadors":1,"declarer_points":75}"#
)]
#[case::ouvert_fills_in_hand_and_schwarz(r#"{"contract":"spades","ouvert":true,"matadors":-3,"declarer_points":120,"declarer_tricks":10}"#)]
#[case::null_ignores_card_points(r#"{"contract":"null","declarer_points":0,"declarer_tricks":0}"#)]
#[case::explicit_defaults(r#"{"passed":false,"contract":"hearts","hand":false,"ouvert":false,"announced":"none","matadors":2,"declarer_points":61,"declarer_tricks":4,"bid":18}"#)]
#[case::passed_with_default_fields(
    r#"{"passed":true,"contract":null,"hand":false,"ouvert":false,"announced":"none","bid":18}"#
)]
#[case::null_with_zero_matadors(r#"{"contract":"null","matadors":0,"declarer_tricks":0}"#)]
#[case::override_needs_no_points(
    r#"{"contract":"grand","matadors":2,"result_override":"declarer_lost_by_rule"}"#
)]
fn valid_game_is_accepted(#[case] line: &str) {
    let result = parse_game(line.as_bytes(), &Rules::default());
    assert!(result.is_ok(), "{line}: {result:?}");
}
