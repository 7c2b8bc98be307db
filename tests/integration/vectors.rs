//! Every test vector of RULES.md part E for parts A and B, and vectors derived from the rules,
//! as named cases over `tests/fixtures/rules_vectors.json` (shared with the CLI tests).

use std::collections::BTreeSet;
use std::sync::LazyLock;

use rstest::rstest;
use serde::Deserialize;
use skatblock::rules::{
    FailedAnnouncementLevels, GameRecord, NullOverbid, OverbidCap, Rules, TableSize, score,
    tournament_points,
};

#[derive(Debug, Deserialize)]
pub struct Vector {
    pub id: String,
    pub game: serde_json::Value,
    pub expected: Expected,
    pub seeger_3: [i32; 3],
    pub seeger_4: [i32; 2],
    #[serde(default)]
    #[allow(dead_code, reason = "documents the case in the fixture")]
    pub note: String,
}

#[derive(Debug, Deserialize, PartialEq, Eq)]
pub struct Expected {
    pub won: bool,
    pub overbid: bool,
    pub value: u16,
    pub score: i32,
}

pub static VECTORS: LazyLock<Vec<Vector>> = LazyLock::new(|| {
    let text =
        std::fs::read_to_string(super::fixture("rules_vectors.json")).expect("fixture exists");
    serde_json::from_str(&text).expect("fixture parses")
});

fn vector(id: &str) -> &'static Vector {
    VECTORS
        .iter()
        .find(|v| v.id == id)
        .unwrap_or_else(|| panic!("no vector {id}"))
}

fn record(v: &Vector) -> GameRecord {
    serde_json::from_value(v.game.clone()).unwrap_or_else(|e| panic!("{}: {e}", v.id))
}

#[rstest]
#[case::v01_clubs_without_4("V01")]
#[case::v02_clubs_with_1("V02")]
#[case::v03_60_points_lose("V03")]
#[case::v04_schneider("V04")]
#[case::v05_schwarz_achieved("V05")]
#[case::v06_schneider_announced("V06")]
#[case::v07_schwarz_announced("V07")]
#[case::v08_with_3("V08")]
#[case::v09_with_6("V09")]
#[case::v10_overbid("V10")]
#[case::v11_bid_reached_by_schneider("V11")]
#[case::v12_grand_lost("V12")]
#[case::v13_grand_with_2("V13")]
#[case::v14_grand_hand("V14")]
#[case::v15_grand_schwarz("V15")]
#[case::v16_grand_schneider_announced("V16")]
#[case::v17_grand_schwarz_announced("V17")]
#[case::v18_grand_without_2("V18")]
#[case::v19_grand_with_4_schneider("V19")]
#[case::v20_grand_with_4_schwarz("V20")]
#[case::v21_diamonds_without_2_lost("V21")]
#[case::v22_clubs_ouvert("V22")]
#[case::v23_grand_ouvert("V23")]
#[case::v24_missed_schneider_announcement("V24")]
#[case::v25_pagat_overbid("V25")]
#[case::v26_pagat_schneider_reaches_bid("V26")]
#[case::v27_bid_22_diamonds("V27")]
#[case::v28_matador_in_skat_overbid("V28")]
#[case::v29_bid_on_schneider_missed("V29")]
#[case::v30_bid_on_schneider_made("V30")]
#[case::v31_failed_announcement_reading_a("V31")]
#[case::n01_null_won("N01")]
#[case::n02_null_lost("N02")]
#[case::n03_null_hand_won("N03")]
#[case::n04_null_hand_lost("N04")]
#[case::n05_null_ouvert_won("N05")]
#[case::n06_null_ouvert_lost("N06")]
#[case::i01_impossible_null("I01")]
#[case::i02_impossible_null_hand("I02")]
#[case::a4_1_declarer_schneider("D-A4.1-declarer-schneider")]
#[case::a4_1_declarer_schwarz("D-A4.1-declarer-schwarz")]
#[case::a4_2_no_eigenschneider("D-A4.2-no-eigenschneider")]
#[case::a1_5_zero_point_trick("D-A1.5-zero-point-trick")]
#[case::a9_2_own_schneider_reaches_bid("D-A9.2-own-schneider-reaches-bid")]
#[case::a9_7_charge_beyond_game("D-A9.7-charge-beyond-game")]
#[case::a11_2_declarer_violation("D-A11.2-declarer-violation")]
#[case::a11_2_declarer_violation_overbid("D-A11.2-declarer-violation-overbid")]
#[case::a11_2_defenders_violation("D-A11.2-defenders-violation")]
#[case::a11_3_defenders_concede("D-A11.3-defenders-concede")]
#[case::a11_3_declarer_concedes("D-A11.3-declarer-concedes")]
#[case::a5_3_ouvert_implied("D-A5.3-ouvert-implied")]
#[case::a7_3_null_ouvert_hand("D-A7.3-null-ouvert-hand")]
#[case::a10_null_ouvert_impossible("D-A10-null-ouvert-impossible")]
fn rules_vector(#[case] id: &str) {
    let v = vector(id);
    let rules = Rules::default();
    let result = score(&record(v), &rules);
    let got = Expected {
        won: result.won,
        overbid: result.overbid,
        value: result.value,
        score: result.score,
    };
    assert_eq!(got, v.expected, "{id}: list value");
    let three = tournament_points(&result, TableSize::Three, &rules);
    assert_eq!(
        [three.declarer, three.each_other, three.each_other],
        v.seeger_3,
        "{id}: SF 3-table"
    );
    let four = tournament_points(&result, TableSize::Four, &rules);
    assert_eq!(
        [four.declarer, four.each_other],
        v.seeger_4,
        "{id}: SF 4-table"
    );
}

#[test]
fn every_fixture_vector_has_a_named_case() {
    let source = include_str!("vectors.rs");
    let missing: BTreeSet<&str> = VECTORS
        .iter()
        .map(|v| v.id.as_str())
        .filter(|id| !source.contains(&format!("(\"{id}\")")))
        .collect();
    assert!(missing.is_empty(), "vectors without a case: {missing:?}");
}

fn score_with(game: &str, rules: &Rules) -> i32 {
    let record: GameRecord = serde_json::from_str(game).expect("valid game");
    score(&record, rules).score
}

const V31: &str = r#"{"contract":"spades","hand":true,"matadors":-2,"announced":"schneider","declarer_points":85}"#;

#[rstest]
#[case::a_all_levels_up_to_announced(FailedAnnouncementLevels::AllUpToAnnounced, -132)]
#[case::b_announced_levels_only(FailedAnnouncementLevels::AnnouncedOnly, -110)]
#[case::d_achieved_levels_only(FailedAnnouncementLevels::AchievedOnly, -88)]
fn f1_failed_announcement_readings(
    #[case] reading: FailedAnnouncementLevels,
    #[case] expected: i32,
) {
    // RULES.md F-1 works V31 through every reading.
    let rules = Rules {
        failed_announcement_levels: reading,
        ..Rules::default()
    };
    assert_eq!(score_with(V31, &rules), expected);
}

#[test]
fn f2_jskat_null_overbid_is_a_multiple_of_23() {
    // F-2: JSkat charges twice the smallest multiple of 23 reaching the bid (bid 24 ⇒ −92),
    // and needs no replacement game.
    let rules = Rules {
        null_overbid: NullOverbid::MultipleOf23,
        ..Rules::default()
    };
    let input = serde_json::from_str(r#"{"contract":"null","bid":24}"#).expect("json");
    let record = GameRecord::with_rules(input, &rules).expect("valid under the JSkat reading");
    let result = score(&record, &rules);
    assert_eq!(
        (result.overbid, result.value, result.score),
        (true, 46, -92)
    );
}

#[test]
fn f12_overbid_cap_limits_the_charge_to_the_games_highest_value() {
    let game = r#"{"contract":"diamonds","matadors":1,"declarer_points":61,"bid":264}"#;
    let capped = Rules {
        overbid_cap: OverbidCap::MaxGameValue,
        ..Rules::default()
    };
    assert_eq!(
        score_with(game, &Rules::default()),
        -540,
        "literal: 9 × ⌈264/9⌉ = 270"
    );
    assert_eq!(
        score_with(game, &capped),
        -324,
        "capped at Diamonds' highest, 18 × 9 = 162"
    );
}

#[test]
fn lost_multiplier_flag_scales_every_loss() {
    let rules = Rules {
        lost_multiplier: 1,
        ..Rules::default()
    };
    assert_eq!(
        score_with(
            r#"{"contract":"clubs","matadors":1,"declarer_points":60}"#,
            &rules
        ),
        -24
    );
}

#[test]
fn passed_deal_scores_nothing() {
    let result = score(&GameRecord::Passed, &Rules::default());
    assert!(result.passed && !result.won && result.score == 0 && result.value == 0);
}
