//! Skat club variants (RULES.md part C, E.4, F-6, F-11, F-13, G; issue 11 "1. Skat club
//! variants" and "3. CLI"): Kontra/Re, Bock rounds, Ramsch, the list styles, money, the
//! refusals under the ISkO and a full club evening through `skatblock sheet`.
//!
//! Every expected number is computed by hand from RULES.md; the arithmetic is in the comments.

use std::fmt::Debug;

use serde_json::{Map, Value, json};
use skatblock::json::{parse_game, parse_game_value, parse_rules, parse_sheet};
use skatblock::rules::codes;
use skatblock::rules::{
    Code, Finding, GameRecord, Param, Refusal, Rules, SheetReport, compute_sheet, fixed_ramsch,
    score, score_deal,
};

use super::cli::skatblock;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// `flags` merged into `base` (both JSON objects).
fn merged(base: Value, flags: Value) -> Value {
    let mut object: Map<String, Value> = base.as_object().expect("an object").clone();
    object.extend(flags.as_object().expect("flags are an object").clone());
    Value::Object(object)
}

/// The club's rules: `"ruleset": "CLUB"` plus `flags`, read as the CLI reads them.
fn club(flags: Value) -> Rules {
    let flags = merged(json!({"ruleset": "CLUB"}), flags);
    parse_rules(&flags).unwrap_or_else(|e| panic!("club rules {flags}: {e}"))
}

/// One game read and validated under `rules`.
fn game(rules: &Rules, game: Value) -> GameRecord {
    parse_game_value(game.clone(), rules).unwrap_or_else(|e| panic!("{game}: {e}"))
}

/// The list score of one game (Kontra/Re included, no Bock).
fn list_score(rules: &Rules, g: Value) -> i32 {
    score(&game(rules, g), rules).score
}

/// The Ramsch scores of one deal at a 3-table (nobody sits out).
fn ramsch(rules: &Rules, deal: Value) -> Vec<i32> {
    let record = game(rules, json!({ "ramsch": deal }));
    score_deal(&record, None, rules)
        .ramsch_scores
        .expect("a Ramsch has seat scores")
        .get()
        .to_vec()
}

/// The refusal `result` must be: its code and its field.
#[track_caller]
fn assert_refused<T: Debug>(result: Result<T, Refusal>, code: Code, field: &str) -> Refusal {
    match result {
        Ok(v) => panic!("expected {} on {field}, got {v:?}", code.as_str()),
        Err(e) => {
            assert_eq!(e.code, code, "{e}");
            assert_eq!(e.field.as_deref(), Some(field), "{e}");
            e
        }
    }
}

/// The names of a table of `size`.
fn players(size: usize) -> Vec<&'static str> {
    ["A", "B", "C", "D"][..size].to_vec()
}

/// A sheet document with the club's rules (`"ruleset": "CLUB"` plus `flags`), first dealer 0.
fn sheet_doc(size: usize, flags: Value, games: Value) -> Value {
    json!({
        "table_size": size,
        "players": players(size),
        "first_dealer": 0,
        "rules": merged(json!({"ruleset": "CLUB"}), flags),
        "games": games,
    })
}

/// A club sheet added up by the library, as `skatblock sheet` does.
fn club_sheet(size: usize, flags: Value, games: Value) -> SheetReport {
    let doc = sheet_doc(size, flags, games);
    let parsed = parse_sheet(&doc.to_string(), &Rules::default())
        .unwrap_or_else(|e| panic!("the sheet is valid: {e:?}"));
    compute_sheet(
        &parsed.sheet,
        parsed.rules.as_ref().expect("the sheet's rules"),
    )
}

/// The single refusal of a sheet that cannot be read.
fn sheet_refusal(size: usize, flags: Value, games: Value) -> Refusal {
    let doc = sheet_doc(size, flags, games);
    let mut errors = parse_sheet(&doc.to_string(), &Rules::default())
        .map(|_| ())
        .expect_err("the sheet is refused");
    assert_eq!(errors.len(), 1, "{errors:?}");
    errors.remove(0)
}

fn row_scores(report: &SheetReport) -> Vec<Vec<i64>> {
    report.games.iter().map(|r| r.scores.clone()).collect()
}

fn multipliers(report: &SheetReport) -> Vec<i64> {
    report.games.iter().map(|r| r.multiplier).collect()
}

fn bock_rows(report: &SheetReport) -> Vec<bool> {
    report.games.iter().map(|r| r.bock).collect()
}

fn foot_sums(report: &SheetReport) -> Vec<i64> {
    report.foot.iter().map(|f| f.sum).collect()
}

fn foot_totals(report: &SheetReport) -> Vec<i64> {
    report.foot.iter().map(|f| f.total).collect()
}

/// `g` with `"declarer": seat`.
fn by(seat: usize, g: Value) -> Value {
    merged(json!({ "declarer": seat }), g)
}

/// Karo with 1, 61 points, won: 9 × (1 + 1) = +18.
fn karo_18(seat: usize) -> Value {
    by(
        seat,
        json!({"contract": "diamonds", "matadors": 1, "declarer_points": 61}),
    )
}

/// Grand Hand with 1, 70 points, won: 24 × (1 + 1 + 1) = +72 (a `grand_hand` Bock trigger).
fn grand_hand_72(seat: usize) -> Value {
    by(
        seat,
        json!({"contract": "grand", "hand": true, "matadors": 1, "declarer_points": 70}),
    )
}

// ---------------------------------------------------------------------------------------------
// E.4 vectors
// ---------------------------------------------------------------------------------------------

#[test]
fn e4_k1_kontra_doubles_a_won_clubs_game() {
    let rules = club(json!({"kontra": true}));
    // Clubs with 1, 61 points: 12 × (1 + 1) = 24, won +24; Kontra × 2 = +48; Re × 4 = +96.
    let k1 = json!({"contract": "clubs", "matadors": 1, "declarer_points": 61});
    let plain = score(&game(&rules, k1.clone()), &rules);
    assert_eq!((plain.won, plain.value, plain.score), (true, 24, 24));
    let kontra = score(
        &game(&rules, merged(k1.clone(), json!({"kontra": "kontra"}))),
        &rules,
    );
    assert_eq!((kontra.won, kontra.value, kontra.score), (true, 24, 48));
    let re = score(&game(&rules, merged(k1, json!({"kontra": "re"}))), &rules);
    assert_eq!((re.won, re.value, re.score), (true, 24, 96));
}

#[test]
fn e4_k2_kontra_doubles_a_lost_clubs_game() {
    let rules = club(json!({"kontra": true}));
    // Clubs with 1, 60 points: 24, lost −48 (60:60 loses); Kontra −96; Re −192.
    let k2 = json!({"contract": "clubs", "matadors": 1, "declarer_points": 60});
    assert_eq!(list_score(&rules, k2.clone()), -48);
    let kontra = score(
        &game(&rules, merged(k2.clone(), json!({"kontra": "kontra"}))),
        &rules,
    );
    assert_eq!((kontra.won, kontra.value, kontra.score), (false, 24, -96));
    assert_eq!(
        list_score(&rules, merged(k2, json!({"kontra": "re"}))),
        -192
    );
}

#[test]
fn e4_k5_kontra_doubles_the_overbid_charge_but_not_the_decision() {
    let rules = club(json!({"kontra": true}));
    // Bid 20, Karo with 1, 85 points: value 9 × 2 = 18 < 20 ⇒ overbid, charged
    // 9 × ⌈20 / 9⌉ = 27 ⇒ −54; Kontra ⇒ −108 (C.1, A.9.4). Bid 20 is one of the 63 values.
    let k5 = json!({"contract": "diamonds", "matadors": 1, "declarer_points": 85, "bid": 20});
    let plain = score(&game(&rules, k5.clone()), &rules);
    assert_eq!(
        (plain.won, plain.overbid, plain.value, plain.score),
        (false, true, 27, -54)
    );
    let kontra = score(
        &game(&rules, merged(k5, json!({"kontra": "kontra"}))),
        &rules,
    );
    assert_eq!(
        (kontra.won, kontra.overbid, kontra.value, kontra.score),
        (false, true, 27, -108)
    );
}

#[test]
fn e4_b1_a_won_grand_with_2_in_a_bock_round_counts_double() {
    // Game 1: A Grand Hand with 1, 70 points = 72, triggers a round of deals 2–4 (F-13: not
    // doubled itself). Game 2: B Grand with 2, 70 points: 24 × 3 = 72, × 2 = +144.
    let report = club_sheet(
        3,
        json!({"bock": {"triggers": ["grand_hand"]}}),
        json!([
            grand_hand_72(0),
            by(
                1,
                json!({"contract": "grand", "matadors": 2, "declarer_points": 70})
            ),
            karo_18(2),
            karo_18(0),
            karo_18(1),
        ]),
    );
    let b1 = &report.games[1];
    assert_eq!(b1.scores, vec![0, 144, 0]);
    assert_eq!((b1.multiplier, b1.bock), (2, true));
    assert_eq!(b1.result.value, 72, "Bock doubles the score, not the value");
    let first = &report.games[0];
    assert_eq!(
        (first.scores.clone(), first.multiplier, first.bock),
        (vec![72, 0, 0], 1, false)
    );
    assert_eq!(bock_rows(&report), vec![false, true, true, true, false]);
    // Totals: 72; 72 + 0, 144; + 36 (C); + 36 (A); + 18 (B).
    assert_eq!(foot_sums(&report), vec![108, 162, 36]);
}

#[test]
fn e4_r1_augenramsch_loser_pays_his_points() {
    let rules = club(json!({"ramsch": true}));
    // 45 : 40 : 35, every player took a trick: the loser (45) scores −45.
    assert_eq!(
        ramsch(&rules, json!({"points": [45, 40, 35], "tricks": [4, 3, 3]})),
        vec![-45, 0, 0]
    );
    assert_eq!(
        ramsch(&rules, json!({"points": [35, 40, 45], "tricks": [3, 3, 4]})),
        vec![0, 0, -45]
    );
}

#[test]
fn e4_r2_a_jungfrau_doubles_the_points_ramsch() {
    let rules = club(json!({"ramsch": true}));
    // R2 as written (loser 45 with a Jungfrau) cannot be entered at three active players: the
    // Jungfrau holds at most the skat (22), so the third player has ≥ 120 − 45 − 22 = 53 > 45
    // and would be the loser. The same rule on a deal that exists: 61 : 59 : 0, C without a
    // trick ⇒ the loser's 61 doubled once = −122 (R2's −45 × 2 = −90 in the same proportion).
    assert_eq!(
        ramsch(&rules, json!({"points": [61, 59, 0], "tricks": [6, 4, 0]})),
        vec![-122, 0, 0]
    );
    // The Jungfrau may hold the skat (up to 22 points) and still be one: 53 : 45 : 22.
    assert_eq!(
        ramsch(&rules, json!({"points": [53, 45, 22], "tricks": [6, 4, 0]})),
        vec![-106, 0, 0]
    );
    // R2's literal numbers break the entry rules: no trick, more than the skat's 22 points.
    let literal = parse_game(
        br#"{"ramsch": {"points": [45, 40, 35], "tricks": [6, 4, 0]}}"#,
        &rules,
    );
    let e = assert_refused(literal, codes::GAME_RAMSCH_NO_TRICK, "ramsch.points[2]");
    assert_eq!(e.params["seat"], Param::Int(3), "seat 3 of the list: {e}");
}

#[test]
fn e4_r3_durchmarsch_scores_plus_120() {
    for flags in [
        json!({"ramsch": true}),
        json!({"ramsch": {"scoring": "fixed"}}),
        json!({"ramsch": {"tie": "shared", "jungfrau": false}}),
    ] {
        let rules = club(flags.clone());
        assert_eq!(
            ramsch(&rules, json!({"points": [0, 120, 0], "tricks": [0, 10, 0]})),
            vec![0, 120, 0],
            "{flags}"
        );
    }
}

#[test]
fn e4_r4_fixed_ramsch_is_10_15_or_20() {
    let rules = club(json!({"ramsch": {"scoring": "fixed"}}));
    // No Jungfrau: −10, whatever the points.
    assert_eq!(
        ramsch(&rules, json!({"points": [45, 40, 35], "tricks": [4, 3, 3]})),
        vec![-10, 0, 0]
    );
    assert_eq!(
        ramsch(&rules, json!({"points": [20, 30, 70], "tricks": [2, 3, 5]})),
        vec![0, 0, -10]
    );
    // One Jungfrau (C): −15.
    assert_eq!(
        ramsch(&rules, json!({"points": [61, 59, 0], "tricks": [6, 4, 0]})),
        vec![-15, 0, 0]
    );
    // Two Jungfrauen at three active players leave one player with every trick (a Durchmarsch,
    // +120), so the −20 is checked on the table itself.
    assert_eq!(
        (fixed_ramsch(0), fixed_ramsch(1), fixed_ramsch(2)),
        (10, 15, 20)
    );
    // At a 4-table the dealer sits out: one active player without a trick is one Jungfrau.
    // Game 1 is dealt by A (seat 0): 0 : 61 : 59 : 0, D without a trick ⇒ B −15.
    let report = club_sheet(
        4,
        json!({"ramsch": {"scoring": "fixed"}}),
        json!([{"ramsch": {"points": [0, 61, 59, 0], "tricks": [0, 6, 4, 0]}}]),
    );
    assert_eq!(row_scores(&report), vec![vec![0, -15, 0, 0]]);
}

#[test]
fn e4_bl1_bierlachs_a_won_game_costs_each_opponent_the_value() {
    // Grand with 1, 61 points: 24 × 2 = 48 ⇒ each opponent −48, the declarer 0.
    let grand_48 = json!({"contract": "grand", "matadors": 1, "declarer_points": 61});
    let three = club_sheet(
        3,
        json!({"list_style": "bierlachs"}),
        json!([by(0, grand_48.clone())]),
    );
    assert_eq!(row_scores(&three), vec![vec![0, -48, -48]]);
    assert_eq!(foot_totals(&three), vec![0, -48, -48]);
    // 4-table, first dealer A: A sits out game 1 and gets 0; B declares.
    let four = club_sheet(
        4,
        json!({"list_style": "bierlachs"}),
        json!([by(1, grand_48)]),
    );
    assert_eq!(row_scores(&four), vec![vec![0, 0, -48, -48]]);
}

// ---------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------

#[test]
fn every_variant_flag_is_refused_under_the_isko() {
    let cases = [
        (json!({"kontra": true}), "kontra"),
        (json!({"bock": true}), "bock"),
        (
            json!({"bock": {"triggers": ["grand_hand"], "stack": true}}),
            "bock",
        ),
        (json!({"ramsch": true}), "ramsch"),
        (json!({"ramsch": {"scoring": "fixed"}}), "ramsch"),
        (json!({"list_style": "classic"}), "list_style"),
        (json!({"list_style": "bierlachs"}), "list_style"),
        (json!({"bierlachs": {"limit": -501}}), "bierlachs"),
        (json!({"money": {"cents_per_point": 10}}), "money"),
    ];
    for (flags, field) in cases {
        for isko in [json!({}), json!({"ruleset": "ISKO_2022"})] {
            let flags = merged(isko, flags.clone());
            let e = assert_refused(parse_rules(&flags), codes::RULES_VARIANT_ISKO, field);
            assert_eq!(e.rule, Some("C.0"), "{flags}");
        }
    }
    // Off is not a variant: the defaults written out are accepted.
    let off = json!({"kontra": false, "bock": false, "ramsch": false,
        "list_style": "seeger_fabian", "bierlachs": null, "money": null});
    assert_eq!(parse_rules(&off), Ok(Rules::default()));
}

#[test]
fn variant_game_fields_are_refused_under_the_isko() {
    let isko = Rules::default();
    for kontra in ["kontra", "re"] {
        let g =
            json!({"contract": "clubs", "matadors": 1, "declarer_points": 61, "kontra": kontra});
        assert_refused(
            parse_game_value(g, &isko),
            codes::GAME_VARIANT_ISKO,
            "kontra",
        );
    }
    let r = json!({"ramsch": {"points": [45, 40, 35], "tricks": [4, 3, 3]}});
    assert_refused(
        parse_game_value(r, &isko),
        codes::GAME_VARIANT_ISKO,
        "ramsch",
    );
    // "kontra": "none" says nothing and is accepted.
    let none = json!({"contract": "clubs", "matadors": 1, "declarer_points": 61, "kontra": "none"});
    assert_eq!(score(&game(&isko, none), &isko).score, 24);
    // A sheet under the ISkO refuses them too, naming the game.
    let doc = json!({"table_size": 3, "players": players(3), "games": [
        by(0, json!({"contract": "clubs", "matadors": 1, "declarer_points": 61, "kontra": "re"}))]});
    let errors = parse_sheet(&doc.to_string(), &Rules::default()).expect_err("refused");
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].code, codes::GAME_VARIANT_ISKO);
}

#[test]
fn variant_game_fields_are_refused_when_the_club_does_not_play_them() {
    let rules = club(json!({}));
    let k = json!({"contract": "clubs", "matadors": 1, "declarer_points": 61, "kontra": "kontra"});
    assert_refused(
        parse_game_value(k, &rules),
        codes::GAME_VARIANT_OFF,
        "kontra",
    );
    let r = json!({"ramsch": {"points": [45, 40, 35], "tricks": [4, 3, 3]}});
    assert_refused(
        parse_game_value(r.clone(), &rules),
        codes::GAME_VARIANT_OFF,
        "ramsch",
    );
    // Kontra on does not switch Ramsch on, nor the other way round.
    let kontra_only = club(json!({"kontra": true}));
    assert_refused(
        parse_game_value(r, &kontra_only),
        codes::GAME_VARIANT_OFF,
        "ramsch",
    );
    let ramsch_only = club(json!({"ramsch": true}));
    let re = json!({"contract": "clubs", "matadors": 1, "declarer_points": 61, "kontra": "re"});
    assert_refused(
        parse_game_value(re, &ramsch_only),
        codes::GAME_VARIANT_OFF,
        "kontra",
    );
}

#[test]
fn a_passed_deal_is_refused_where_all_pass_deals_are_ramsch() {
    let with_ramsch = club(json!({"ramsch": true}));
    assert_refused(
        parse_game(br#"{"passed": true}"#, &with_ramsch),
        codes::GAME_PASSED_RAMSCH,
        "passed",
    );
    // Without Ramsch a passed deal is a passed deal, under CLUB as under the ISkO.
    let without = club(json!({"kontra": true}));
    assert_eq!(
        parse_game(br#"{"passed": true}"#, &without),
        Ok(GameRecord::Passed)
    );
}

#[test]
fn bierlachs_does_not_play_ramsch() {
    let flags = json!({"ruleset": "CLUB", "list_style": "bierlachs", "ramsch": true});
    assert_refused(parse_rules(&flags), codes::RULES_BIERLACHS_RAMSCH, "ramsch");
    let flags = json!({"ruleset": "CLUB", "list_style": "bierlachs",
        "bierlachs": {"limit": -301}, "ramsch": {"scoring": "fixed"}});
    assert_refused(parse_rules(&flags), codes::RULES_BIERLACHS_RAMSCH, "ramsch");
}

#[test]
fn ramsch_entries_that_cannot_be_are_refused() {
    let rules = club(json!({"ramsch": true}));
    let entry = |deal: Value| parse_game_value(json!({ "ramsch": deal }), &rules);
    // Points add up to 120, tricks to 10.
    assert_refused(
        entry(json!({"points": [50, 40, 20], "tricks": [4, 3, 3]})),
        codes::GAME_RAMSCH_POINTS_SUM,
        "ramsch.points",
    );
    assert_refused(
        entry(json!({"points": [50, 40, 40], "tricks": [4, 3, 3]})),
        codes::GAME_RAMSCH_POINTS_SUM,
        "ramsch.points",
    );
    assert_refused(
        entry(json!({"points": [45, 40, 35], "tricks": [4, 3, 2]})),
        codes::GAME_RAMSCH_TRICKS_SUM,
        "ramsch.tricks",
    );
    // One entry per seat of a 3- or 4-table, points and tricks alike.
    assert_refused(
        entry(json!({"points": [60, 60], "tricks": [5, 5]})),
        codes::GAME_RAMSCH_SEATS,
        "ramsch.points",
    );
    assert_refused(
        entry(json!({"points": [30, 30, 20, 20, 20], "tricks": [2, 2, 2, 2, 2]})),
        codes::GAME_RAMSCH_SEATS,
        "ramsch.points",
    );
    assert_refused(
        entry(json!({"points": [45, 40, 35], "tricks": [4, 3, 3, 0]})),
        codes::GAME_RAMSCH_SEATS,
        "ramsch.tricks",
    );
    // Pushes only in a Schieberamsch.
    assert_refused(
        entry(json!({"points": [45, 40, 35], "tricks": [4, 3, 3], "pushes": 1})),
        codes::GAME_RAMSCH_PUSHES,
        "ramsch.pushes",
    );
    // A tie for the most points under the last-trick rule needs the last trick.
    let tie = assert_refused(
        entry(json!({"points": [50, 50, 20], "tricks": [4, 4, 2]})),
        codes::GAME_RAMSCH_LAST_TRICK_NEEDED,
        "ramsch.last_trick",
    );
    // The seats are named as the list numbers them, from 1 ("Plätze 1, 2").
    assert_eq!(tie.params["seats"], Param::Text("1, 2".into()), "{tie}");
    // ... but not under the shared rule.
    let shared = club(json!({"ramsch": {"tie": "shared"}}));
    let tie = json!({"ramsch": {"points": [50, 50, 20], "tricks": [4, 4, 2]}});
    assert!(parse_game_value(tie, &shared).is_ok());
    // A Ramsch is not a declared game.
    assert_refused(
        parse_game_value(
            json!({"contract": "grand", "ramsch": {"points": [45, 40, 35], "tricks": [4, 3, 3]}}),
            &rules,
        ),
        codes::GAME_RAMSCH_FIELDS,
        "contract",
    );
}

#[test]
fn ramsch_entries_that_do_not_fit_the_table_are_refused_on_the_sheet() {
    // 4-table, A deals game 1 and sits out: points for A are refused.
    let e = sheet_refusal(
        4,
        json!({"ramsch": true}),
        json!([{"ramsch": {"points": [10, 45, 40, 25], "tricks": [1, 4, 3, 2]}}]),
    );
    assert_eq!(e.code, codes::SHEET_RAMSCH_DEALER, "{e}");
    assert_eq!(
        e.params["seat"],
        Param::Int(1),
        "the dealer's seat from 1: {e}"
    );
    // Game 2 is dealt by B (seat 1).
    let e = sheet_refusal(
        4,
        json!({"ramsch": true}),
        json!([
            karo_18(1),
            {"ramsch": {"points": [45, 0, 40, 35], "tricks": [4, 0, 3, 3]}},
            {"ramsch": {"points": [45, 0, 40, 35], "tricks": [4, 0, 3, 3]}},
        ]),
    );
    assert_eq!(
        e.code,
        codes::SHEET_RAMSCH_DEALER,
        "game 3 is dealt by C: {e}"
    );
    // Three seats at a 4-table.
    let e = sheet_refusal(
        4,
        json!({"ramsch": true}),
        json!([{"ramsch": {"points": [45, 40, 35], "tricks": [4, 3, 3]}}]),
    );
    assert_eq!(e.code, codes::SHEET_RAMSCH_SEATS, "{e}");
}

// ---------------------------------------------------------------------------------------------
// Ramsch ties, pushes, Jungfrau
// ---------------------------------------------------------------------------------------------

#[test]
fn ramsch_tie_last_trick_the_tied_player_with_the_last_trick_loses() {
    let rules = club(json!({"ramsch": {"tie": "last_trick"}}));
    let deal =
        |last: usize| json!({"points": [50, 50, 20], "tricks": [4, 4, 2], "last_trick": last});
    assert_eq!(ramsch(&rules, deal(1)), vec![0, -50, 0]);
    assert_eq!(ramsch(&rules, deal(0)), vec![-50, 0, 0]);
    // The last trick went to C, who is not tied: both tied players lose the full minus.
    assert_eq!(ramsch(&rules, deal(2)), vec![-50, -50, 0]);
    // The default tie rule is the last trick (F-11).
    let default = club(json!({"ramsch": true}));
    assert_eq!(ramsch(&default, deal(1)), vec![0, -50, 0]);
}

#[test]
fn ramsch_tie_shared_each_tied_player_takes_the_full_minus() {
    let rules = club(json!({"ramsch": {"tie": "shared"}}));
    assert_eq!(
        ramsch(&rules, json!({"points": [50, 50, 20], "tricks": [4, 4, 2]})),
        vec![-50, -50, 0]
    );
    // The last trick decides nothing under the shared rule.
    assert_eq!(
        ramsch(
            &rules,
            json!({"points": [20, 50, 50], "tricks": [2, 4, 4], "last_trick": 1})
        ),
        vec![0, -50, -50]
    );
    // 60 : 60 : 0 with a Jungfrau: each −60 × 2 = −120.
    assert_eq!(
        ramsch(&rules, json!({"points": [60, 0, 60], "tricks": [5, 0, 5]})),
        vec![-120, 0, -120]
    );
}

#[test]
fn ramsch_40_40_40_scores_nothing() {
    for flags in [
        json!({"ramsch": true}),
        json!({"ramsch": {"tie": "shared"}}),
        json!({"ramsch": {"scoring": "fixed"}}),
        json!({"ramsch": {"push": true}}),
    ] {
        let rules = club(flags.clone());
        assert_eq!(
            ramsch(&rules, json!({"points": [40, 40, 40], "tricks": [4, 3, 3]})),
            vec![0, 0, 0],
            "{flags}"
        );
    }
    // Under the last-trick rule a three-way tie needs no last trick, and one given changes
    // nothing.
    let rules = club(json!({"ramsch": true}));
    assert_eq!(
        ramsch(
            &rules,
            json!({"points": [40, 40, 40], "tricks": [4, 3, 3], "last_trick": 0})
        ),
        vec![0, 0, 0]
    );
}

#[test]
fn ramsch_each_push_doubles_in_both_scorings() {
    let points = club(json!({"ramsch": {"push": true}}));
    let deal = |pushes: u8| json!({"points": [45, 40, 35], "tricks": [4, 3, 3], "pushes": pushes});
    // −45 × 2^pushes.
    assert_eq!(ramsch(&points, deal(0)), vec![-45, 0, 0]);
    assert_eq!(ramsch(&points, deal(1)), vec![-90, 0, 0]);
    assert_eq!(ramsch(&points, deal(2)), vec![-180, 0, 0]);
    assert_eq!(ramsch(&points, deal(3)), vec![-360, 0, 0]);
    // Fixed: −10 × 2 per push; with a Jungfrau −15 × 2.
    let fixed = club(json!({"ramsch": {"scoring": "fixed", "push": true}}));
    assert_eq!(ramsch(&fixed, deal(1)), vec![-20, 0, 0]);
    assert_eq!(ramsch(&fixed, deal(2)), vec![-40, 0, 0]);
    assert_eq!(
        ramsch(
            &fixed,
            json!({"points": [61, 59, 0], "tricks": [6, 4, 0], "pushes": 1})
        ),
        vec![-30, 0, 0]
    );
    // Points with a Jungfrau and a push: 61 × 2 × 2 = −244.
    assert_eq!(
        ramsch(
            &points,
            json!({"points": [61, 59, 0], "tricks": [6, 4, 0], "pushes": 1})
        ),
        vec![-244, 0, 0]
    );
    // At most three pushes (three players may each push once).
    let four = parse_game_value(json!({ "ramsch": deal(4) }), &points);
    assert_refused(four, codes::GAME_RAMSCH_PUSHES, "ramsch.pushes");
}

#[test]
fn ramsch_jungfrau_false_turns_the_doubling_off_in_both_scorings() {
    let deal = json!({"points": [61, 59, 0], "tricks": [6, 4, 0]});
    let points = club(json!({"ramsch": {"jungfrau": false}}));
    assert_eq!(ramsch(&points, deal.clone()), vec![-61, 0, 0]);
    let fixed = club(json!({"ramsch": {"scoring": "fixed", "jungfrau": false}}));
    assert_eq!(ramsch(&fixed, deal), vec![-10, 0, 0]);
}

#[test]
fn ramsch_the_dealer_sitting_out_is_never_a_jungfrau() {
    // 4-table, first dealer A. Game 1 (A deals): 0 : 45 : 40 : 35, every active player took a
    // trick ⇒ no Jungfrau, B −45 (not −90).
    // Game 2 (B deals): 61 : 0 : 59 : 0, D took no trick ⇒ one Jungfrau, A −61 × 2 = −122
    // (not × 4: B sits out).
    let report = club_sheet(
        4,
        json!({"ramsch": true}),
        json!([
            {"ramsch": {"points": [0, 45, 40, 35], "tricks": [0, 4, 3, 3]}},
            {"ramsch": {"points": [61, 0, 59, 0], "tricks": [6, 0, 4, 0]}},
        ]),
    );
    assert_eq!(
        row_scores(&report),
        vec![vec![0, -45, 0, 0], vec![-122, 0, 0, 0]]
    );
    assert_eq!(foot_sums(&report), vec![-122, -45, 0, 0]);
    // A Ramsch is neither won nor lost (issue 11).
    assert!(report.foot.iter().all(|f| f.won == 0 && f.lost == 0));
    assert_eq!(foot_totals(&report), vec![-122, -45, 0, 0]);
}

// ---------------------------------------------------------------------------------------------
// Bock
// ---------------------------------------------------------------------------------------------

/// A 3-table list where A's Grand Hand (game 1) and B's Grand Hand (game 2) trigger a round
/// each, then plain Karo games.
fn two_triggers() -> Value {
    json!([
        grand_hand_72(0),
        grand_hand_72(1),
        karo_18(2),
        karo_18(0),
        karo_18(1),
        karo_18(2),
        karo_18(0),
        karo_18(1),
    ])
}

#[test]
fn bock_queued_rounds_follow_each_other() {
    // Round 1: deals 2–4 (after game 1). Game 2, inside it, queues round 2 behind it: 5–7.
    let report = club_sheet(
        3,
        json!({"bock": {"triggers": ["grand_hand"], "stack": false}}),
        two_triggers(),
    );
    assert_eq!(multipliers(&report), vec![1, 2, 2, 2, 2, 2, 2, 1]);
    assert_eq!(
        bock_rows(&report),
        vec![false, true, true, true, true, true, true, false]
    );
    // Game 2 lies in round 1: 72 × 2 = 144; Karo 18 × 2 = 36 in 3–7; game 8 18.
    let declarer_scores: Vec<i64> = report
        .games
        .iter()
        .map(|r| r.scores[r.declarer.expect("declared")])
        .collect();
    assert_eq!(declarer_scores, vec![72, 144, 36, 36, 36, 36, 36, 18]);
    // A: 72 + 36 + 36 = 144; B: 144 + 36 + 18 = 198; C: 36 + 36 = 72.
    assert_eq!(foot_sums(&report), vec![144, 198, 72]);
}

#[test]
fn bock_stacked_rounds_overlap_and_double_again() {
    // Round 1: deals 2–4; round 2 (stack): deals 3–5 ⇒ ×2, ×4, ×4, ×2.
    let report = club_sheet(
        3,
        json!({"bock": {"triggers": ["grand_hand"], "stack": true}}),
        two_triggers(),
    );
    assert_eq!(multipliers(&report), vec![1, 2, 4, 4, 2, 1, 1, 1]);
    assert_eq!(
        bock_rows(&report),
        vec![false, true, true, true, true, false, false, false]
    );
    let declarer_scores: Vec<i64> = report
        .games
        .iter()
        .map(|r| r.scores[r.declarer.expect("declared")])
        .collect();
    assert_eq!(declarer_scores, vec![72, 144, 72, 72, 36, 18, 18, 18]);
}

#[test]
fn bock_each_trigger_kind_triggers_and_only_its_own_games() {
    // (trigger, a game that triggers it, games that do not)
    let cases = [
        (
            "grand_hand",
            json!({"contract": "grand", "hand": true, "matadors": -1, "declarer_points": 40}),
            vec![
                json!({"contract": "grand", "matadors": 1, "declarer_points": 70}),
                json!({"contract": "clubs", "hand": true, "matadors": 1, "declarer_points": 70}),
            ],
        ),
        (
            "grand_hand",
            json!({"contract": "grand", "ouvert": true, "matadors": 4,
                "declarer_points": 120, "declarer_tricks": 10}),
            vec![],
        ),
        (
            "null_ouvert_hand",
            json!({"contract": "null", "hand": true, "ouvert": true, "declarer_tricks": 0}),
            vec![
                json!({"contract": "null", "ouvert": true, "declarer_tricks": 0}),
                json!({"contract": "null", "hand": true, "declarer_tricks": 0}),
            ],
        ),
        (
            "null_ouvert_hand",
            json!({"contract": "null", "hand": true, "ouvert": true, "declarer_tricks": 1}),
            vec![],
        ),
        (
            "sixty_sixty",
            json!({"contract": "hearts", "matadors": 1, "declarer_points": 60}),
            vec![
                json!({"contract": "hearts", "matadors": 1, "declarer_points": 61}),
                json!({"contract": "hearts", "matadors": 1, "declarer_points": 59}),
            ],
        ),
        (
            "kontra_re",
            json!({"contract": "diamonds", "matadors": 1, "declarer_points": 61, "kontra": "re"}),
            vec![
                json!({"contract": "diamonds", "matadors": 1, "declarer_points": 61, "kontra": "kontra"}),
                json!({"contract": "grand", "hand": true, "matadors": 1, "declarer_points": 70}),
            ],
        ),
    ];
    for (trigger, fires, quiet) in cases {
        let flags = json!({"kontra": true, "bock": {"triggers": [trigger]}});
        let report = club_sheet(
            3,
            flags.clone(),
            json!([
                by(0, fires.clone()),
                karo_18(1),
                karo_18(2),
                karo_18(0),
                karo_18(1)
            ]),
        );
        assert_eq!(
            bock_rows(&report),
            vec![false, true, true, true, false],
            "{trigger}: {fires}"
        );
        assert_eq!(report.games[1].scores, vec![0, 36, 0], "{trigger}");
        for g in quiet {
            let report = club_sheet(3, flags.clone(), json!([by(0, g.clone()), karo_18(1)]));
            assert_eq!(bock_rows(&report), vec![false, false], "{trigger}: {g}");
        }
    }
}

#[test]
fn bock_the_triggering_game_is_not_doubled_unless_an_earlier_round_covers_it() {
    // F-13: A's Grand Hand (game 1) is written single; B's Grand Hand (game 2) lies in the
    // round of game 1 and is written double, and triggers a round of its own (5–7).
    let report = club_sheet(
        3,
        json!({"bock": {"triggers": ["grand_hand"]}}),
        two_triggers(),
    );
    assert_eq!(
        (report.games[0].scores[0], report.games[0].bock),
        (72, false)
    );
    assert_eq!(
        (report.games[1].scores[1], report.games[1].bock),
        (144, true)
    );
    // A lost Grand Hand triggers as well and is written single: 24 × (1 + 1 + 1 + 1 Schneider,
    // 30 points) = 96, lost −192.
    let lost = club_sheet(
        3,
        json!({"bock": {"triggers": ["grand_hand"]}}),
        json!([
            by(
                0,
                json!({"contract": "grand", "hand": true, "matadors": 1, "declarer_points": 30})
            ),
            karo_18(1),
        ]),
    );
    assert_eq!(row_scores(&lost), vec![vec![-192, 0, 0], vec![0, 36, 0]]);
}

#[test]
fn bock_a_passed_deal_counts_as_a_deal_of_the_round() {
    // Round after game 1: deals 2–4; the passed game 2 is one of them.
    let report = club_sheet(
        3,
        json!({"bock": {"triggers": ["grand_hand"]}}),
        json!([grand_hand_72(0), {"passed": true}, karo_18(2), karo_18(0), karo_18(1)]),
    );
    assert_eq!(bock_rows(&report), vec![false, true, true, true, false]);
    assert_eq!(multipliers(&report), vec![1, 2, 2, 2, 1]);
    assert_eq!(
        row_scores(&report),
        vec![
            vec![72, 0, 0],
            vec![0, 0, 0],
            vec![0, 0, 36],
            vec![36, 0, 0],
            vec![0, 18, 0]
        ]
    );
}

#[test]
fn bock_a_ramsch_counts_as_a_deal_of_the_round_at_a_4_table() {
    // 4-table, first dealer A: a round is 4 deals. Game 1 (A deals) B's Grand Hand triggers
    // deals 2–5. Game 2 (B deals, sits out): Ramsch 45 : 0 : 40 : 35, no Jungfrau (B sits out)
    // ⇒ A −45 × 2 = −90. Games 3–5 Karo 18 × 2 = 36; game 6 18.
    let report = club_sheet(
        4,
        json!({"ramsch": true, "bock": {"triggers": ["grand_hand"]}}),
        json!([
            grand_hand_72(1),
            {"ramsch": {"points": [45, 0, 40, 35], "tricks": [4, 0, 3, 3]}},
            karo_18(3),
            karo_18(0),
            karo_18(1),
            karo_18(2),
        ]),
    );
    assert_eq!(
        bock_rows(&report),
        vec![false, true, true, true, true, false]
    );
    assert_eq!(multipliers(&report), vec![1, 2, 2, 2, 2, 1]);
    assert_eq!(
        row_scores(&report),
        vec![
            vec![0, 72, 0, 0],
            vec![-90, 0, 0, 0],
            vec![0, 0, 0, 36],
            vec![36, 0, 0, 0],
            vec![0, 36, 0, 0],
            vec![0, 0, 18, 0],
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Seeger-Fabian bonuses under Kontra and Bock
// ---------------------------------------------------------------------------------------------

#[test]
fn seeger_fabian_bonuses_are_never_multiplied() {
    // 3-table, Seeger-Fabian (the CLUB default). Game 1: A Grand Hand with 1 = +72, triggers
    // deals 2–4. Game 2: B Clubs with 1, 60 points, Kontra, lost: −48 × 2 (Kontra) × 2 (Bock)
    // = −192; B −50, A and C +40. Game 3: C Clubs with 1, 61 points, Kontra, won: 24 × 2 × 2
    // = +96; C +50.
    let report = club_sheet(
        3,
        json!({"kontra": true, "bock": {"triggers": ["grand_hand"]}}),
        json!([
            grand_hand_72(0),
            by(
                1,
                json!({"contract": "clubs", "matadors": 1, "declarer_points": 60, "kontra": "kontra"})
            ),
            by(
                2,
                json!({"contract": "clubs", "matadors": 1, "declarer_points": 61, "kontra": "kontra"})
            ),
        ]),
    );
    assert_eq!(report.list_style, skatblock::rules::ListStyle::SeegerFabian);
    assert_eq!(row_scores(&report)[1], vec![0, -192, 0]);
    assert_eq!(row_scores(&report)[2], vec![0, 0, 96]);
    assert_eq!(multipliers(&report), vec![1, 4, 4]);
    let wl: Vec<i64> = report.foot.iter().map(|f| f.won_lost_points).collect();
    let opp: Vec<i64> = report
        .foot
        .iter()
        .map(|f| f.opponents_lost_points)
        .collect();
    assert_eq!(wl, vec![50, -50, 50], "±50, never × 4");
    assert_eq!(opp, vec![40, 0, 40], "+40, never × 4");
    assert_eq!(foot_sums(&report), vec![72, -192, 96]);
    // A 72 + 50 + 40 = 162; B −192 − 50 = −242; C 96 + 50 + 40 = 186.
    assert_eq!(foot_totals(&report), vec![162, -242, 186]);
}

// ---------------------------------------------------------------------------------------------
// List styles
// ---------------------------------------------------------------------------------------------

#[test]
fn classic_list_total_is_the_plain_sum() {
    // A Grand with 2, 70 points: +72. B Clubs with 1, 60 points: −48. Passed.
    // Classic: totals = sums = 72, −48, 0 (Seeger-Fabian would give 162, −98, 40).
    let games = json!([
        by(0, json!({"contract": "grand", "matadors": 2, "declarer_points": 70})),
        by(1, json!({"contract": "clubs", "matadors": 1, "declarer_points": 60})),
        {"passed": true},
    ]);
    let classic = club_sheet(3, json!({"list_style": "classic"}), games.clone());
    assert_eq!(classic.list_style, skatblock::rules::ListStyle::Classic);
    assert_eq!(foot_sums(&classic), vec![72, -48, 0]);
    assert_eq!(foot_totals(&classic), vec![72, -48, 0]);
    assert!(
        classic
            .foot
            .iter()
            .all(|f| f.won_lost_points == 0 && f.opponents_lost_points == 0)
    );
    let ranking: Vec<&str> = classic.ranking.iter().map(|r| r.player.as_str()).collect();
    assert_eq!(ranking, vec!["A", "C", "B"]);
    let seeger = club_sheet(3, json!({}), games);
    assert_eq!(foot_totals(&seeger), vec![162, -98, 40]);
}

#[test]
fn bierlachs_writes_minus_points_and_reports_the_first_player_at_the_limit() {
    // Limit −100, 3-table.
    // 1: A wins Grand with 1 (48): B −48, C −48         ⇒ 0, −48, −48
    // 2: B wins Karo with 1 (18): A −18, C −18          ⇒ −18, −48, −66
    // 3: A wins Grand with 1 (48): B −48, C −48         ⇒ −18, −96, −114  (C ≤ −100 first)
    // 4: C loses Clubs with 1, 60 points (24): −2 × 24  ⇒ −18, −96, −162
    // 5: C wins Grand with 1 (48): A −48, B −48         ⇒ −66, −144, −162 (B too; no 2nd finding)
    let grand_48 = json!({"contract": "grand", "matadors": 1, "declarer_points": 61});
    let report = club_sheet(
        3,
        json!({"list_style": "bierlachs", "bierlachs": {"limit": -100}}),
        json!([
            by(0, grand_48.clone()),
            karo_18(1),
            by(0, grand_48.clone()),
            by(
                2,
                json!({"contract": "clubs", "matadors": 1, "declarer_points": 60})
            ),
            by(2, grand_48),
        ]),
    );
    assert_eq!(
        row_scores(&report),
        vec![
            vec![0, -48, -48],
            vec![-18, 0, -18],
            vec![0, -48, -48],
            vec![0, 0, -48],
            vec![-48, -48, 0],
        ]
    );
    let totals: Vec<Vec<i64>> = report.games.iter().map(|r| r.totals.clone()).collect();
    assert_eq!(
        totals,
        vec![
            vec![0, -48, -48],
            vec![-18, -48, -66],
            vec![-18, -96, -114],
            vec![-18, -96, -162],
            vec![-66, -144, -162],
        ]
    );
    assert_eq!(foot_sums(&report), vec![-66, -144, -162]);
    assert_eq!(foot_totals(&report), vec![-66, -144, -162]);
    let limits: Vec<&Finding> = report
        .findings
        .iter()
        .filter(|f| matches!(f, Finding::BierlachsLimit { .. }))
        .collect();
    assert_eq!(
        limits,
        vec![&Finding::BierlachsLimit {
            game: 3,
            seat: 2,
            player: "C".into(),
            total: -114,
            limit: -100,
        }]
    );
    let coded = limits[0].coded(&report.players);
    assert_eq!(coded.code, codes::FINDING_BIERLACHS_LIMIT);
}

#[test]
fn bierlachs_a_total_equal_to_the_limit_reaches_it() {
    // Limit −96: A wins Grand with 1 (48) twice ⇒ B and C at −48, then −96 ≤ −96 at game 2.
    let grand_48 = json!({"contract": "grand", "matadors": 1, "declarer_points": 61});
    let report = club_sheet(
        3,
        json!({"list_style": "bierlachs", "bierlachs": {"limit": -96}}),
        json!([by(0, grand_48.clone()), by(0, grand_48)]),
    );
    let limits: Vec<(usize, i64, i64)> = report
        .findings
        .iter()
        .filter_map(|f| match f {
            Finding::BierlachsLimit {
                game, total, limit, ..
            } => Some((*game, *total, *limit)),
            _ => None,
        })
        .collect();
    assert_eq!(limits, vec![(2, -96, -96)], "{:?}", report.findings);
    // One more point of room and nobody reaches it.
    let report = club_sheet(
        3,
        json!({"list_style": "bierlachs", "bierlachs": {"limit": -97}}),
        json!([
            by(
                0,
                json!({"contract": "grand", "matadors": 1, "declarer_points": 61})
            ),
            by(
                0,
                json!({"contract": "grand", "matadors": 1, "declarer_points": 61})
            ),
        ]),
    );
    assert!(
        !report
            .findings
            .iter()
            .any(|f| matches!(f, Finding::BierlachsLimit { .. })),
        "{:?}",
        report.findings
    );
}

#[test]
fn bierlachs_loss_multiplier_is_configurable() {
    // C Clubs with 1, 60 points lost: value 24. Default (F-6): −2 × 24 = −48; with
    // loss_multiplier 1: −24. The opponents write nothing.
    let lost = json!([by(
        2,
        json!({"contract": "clubs", "matadors": 1, "declarer_points": 60})
    )]);
    let default = club_sheet(3, json!({"list_style": "bierlachs"}), lost.clone());
    assert_eq!(row_scores(&default), vec![vec![0, 0, -48]]);
    let single = club_sheet(
        3,
        json!({"list_style": "bierlachs", "bierlachs": {"limit": -501, "loss_multiplier": 1}}),
        lost,
    );
    assert_eq!(row_scores(&single), vec![vec![0, 0, -24]]);
    // A won game is not affected by the loss multiplier: −48 each opponent.
    let won = club_sheet(
        3,
        json!({"list_style": "bierlachs", "bierlachs": {"limit": -501, "loss_multiplier": 1}}),
        json!([by(
            0,
            json!({"contract": "grand", "matadors": 1, "declarer_points": 61})
        )]),
    );
    assert_eq!(row_scores(&won), vec![vec![0, -48, -48]]);
}

#[test]
fn bierlachs_minus_points_carry_the_kontra_and_bock_factors() {
    // Default limit −501.
    // 1: A Grand Hand with 1, 70 points = 72 won: B, C −72; triggers deals 2–4.
    // 2: B Grand with 1, 61 points = 48 won, Kontra, Bock: A, C −48 × 2 × 2 = −192.
    // 3: C Clubs with 1, 60 points = 24 lost, Re, Bock: C −2 × 24 × 4 × 2 = −384.
    //    Totals: A −192, B −72, C −72 − 192 − 384 = −648 ≤ −501 ⇒ C at game 3.
    let report = club_sheet(
        3,
        json!({"list_style": "bierlachs", "kontra": true, "bock": {"triggers": ["grand_hand"]}}),
        json!([
            grand_hand_72(0),
            by(
                1,
                json!({"contract": "grand", "matadors": 1, "declarer_points": 61, "kontra": "kontra"})
            ),
            by(
                2,
                json!({"contract": "clubs", "matadors": 1, "declarer_points": 60, "kontra": "re"})
            ),
        ]),
    );
    assert_eq!(
        row_scores(&report),
        vec![vec![0, -72, -72], vec![-192, 0, -192], vec![0, 0, -384]]
    );
    assert_eq!(multipliers(&report), vec![1, 4, 8]);
    assert_eq!(foot_totals(&report), vec![-192, -72, -648]);
    assert!(report.findings.contains(&Finding::BierlachsLimit {
        game: 3,
        seat: 2,
        player: "C".into(),
        total: -648,
        limit: -501,
    }));
}

#[test]
fn bierlachs_at_a_4_table_the_dealer_sitting_out_writes_nothing() {
    // First dealer A. Game 1 (A deals): B wins Grand with 1 (48): C, D −48, A 0.
    // Game 2 (B deals): C loses Grand with 1, 60 points: C −96, others 0.
    // Game 3 (C deals): D wins Karo with 1 (18): A, B −18, C 0.
    let report = club_sheet(
        4,
        json!({"list_style": "bierlachs"}),
        json!([
            by(
                1,
                json!({"contract": "grand", "matadors": 1, "declarer_points": 61})
            ),
            by(
                2,
                json!({"contract": "grand", "matadors": 1, "declarer_points": 60})
            ),
            karo_18(3),
        ]),
    );
    assert_eq!(
        row_scores(&report),
        vec![
            vec![0, 0, -48, -48],
            vec![0, 0, -96, 0],
            vec![-18, -18, 0, 0]
        ]
    );
    assert_eq!(foot_totals(&report), vec![-18, -18, -144, -48]);
}

// ---------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------

/// Checks `money_cents` against `(n × total − Σ totals) × rate` and the transfers against the
/// nets.
#[track_caller]
fn assert_money(report: &SheetReport, rate: i64) {
    let totals = foot_totals(report);
    let n = i64::try_from(totals.len()).expect("3 or 4");
    let sum: i64 = totals.iter().sum();
    let cents: Vec<i64> = report
        .foot
        .iter()
        .map(|f| f.money_cents.expect("money is configured"))
        .collect();
    let expected: Vec<i64> = totals.iter().map(|t| (n * t - sum) * rate).collect();
    assert_eq!(cents, expected);
    assert_eq!(cents.iter().sum::<i64>(), 0, "zero-sum");
    let settlement = report.settlement.as_ref().expect("a settlement");
    assert_eq!(settlement.net_cents, cents);
    let mut paid = vec![0_i64; cents.len()];
    for t in &settlement.transfers {
        assert!(t.cents > 0 && t.from != t.to, "{t:?}");
        paid[t.from] -= t.cents;
        paid[t.to] += t.cents;
    }
    assert_eq!(paid, cents, "the transfers settle every net amount");
    let open = cents.iter().filter(|&&c| c != 0).count();
    assert!(settlement.transfers.len() < open.max(1));
}

#[test]
fn money_settles_every_player_with_every_other() {
    // Seeger-Fabian, 5 cents a point. A Grand with 2, 70 points: +72 (+50).
    // B Clubs with 1, 60 points: −48 (−50; A and C +40).
    // Totals: A 72 + 50 + 40 = 162, B −48 − 50 = −98, C 40; Σ 104.
    // Nets: A (3·162 − 104)·5 = 1910; B (−294 − 104)·5 = −1990; C (120 − 104)·5 = 80.
    // B pays A 1910 and C 80 (two payments: no pair settles alone).
    let report = club_sheet(
        3,
        json!({"money": {"cents_per_point": 5}}),
        json!([
            by(
                0,
                json!({"contract": "grand", "matadors": 2, "declarer_points": 70})
            ),
            by(
                1,
                json!({"contract": "clubs", "matadors": 1, "declarer_points": 60})
            ),
        ]),
    );
    assert_eq!(foot_totals(&report), vec![162, -98, 40]);
    let cents: Vec<Option<i64>> = report.foot.iter().map(|f| f.money_cents).collect();
    assert_eq!(cents, vec![Some(1910), Some(-1990), Some(80)]);
    assert_money(&report, 5);
    let mut transfers: Vec<(usize, usize, i64)> = report
        .settlement
        .as_ref()
        .expect("settlement")
        .transfers
        .iter()
        .map(|t| (t.from, t.to, t.cents))
        .collect();
    transfers.sort_unstable();
    assert_eq!(transfers, vec![(1, 0, 1910), (1, 2, 80)]);
}

#[test]
fn money_on_a_classic_4_table() {
    // Classic, 1 cent a point, first dealer A.
    // 1 (A deals): B Grand with 2, 70 = +72. 2 (B deals): C Clubs with 1, 60 = −48.
    // 3 (C deals): D Karo with 1 = +18. Totals 0, 72, −48, 18; Σ 42.
    // Nets: A (0 − 42) = −42; B (288 − 42) = 246; C (−192 − 42) = −234; D (72 − 42) = 30.
    let report = club_sheet(
        4,
        json!({"list_style": "classic", "money": {"cents_per_point": 1}}),
        json!([
            by(
                1,
                json!({"contract": "grand", "matadors": 2, "declarer_points": 70})
            ),
            by(
                2,
                json!({"contract": "clubs", "matadors": 1, "declarer_points": 60})
            ),
            karo_18(3),
        ]),
    );
    assert_eq!(foot_totals(&report), vec![0, 72, -48, 18]);
    let cents: Vec<Option<i64>> = report.foot.iter().map(|f| f.money_cents).collect();
    assert_eq!(cents, vec![Some(-42), Some(246), Some(-234), Some(30)]);
    assert_money(&report, 1);
}

#[test]
fn without_money_there_is_no_settlement() {
    let report = club_sheet(3, json!({"kontra": true}), json!([karo_18(0)]));
    assert!(report.settlement.is_none());
    assert!(report.foot.iter().all(|f| f.money_cents.is_none()));
    let rate = json!({"ruleset": "CLUB", "money": {"cents_per_point": 0}});
    assert_refused(
        parse_rules(&rate),
        codes::RULES_MONEY_RATE,
        "money.cents_per_point",
    );
}

// ---------------------------------------------------------------------------------------------
// A club evening through the CLI
// ---------------------------------------------------------------------------------------------

/// The club's rules of the evening: Kontra/Re, Bock after a Grand Hand or a Re (queued),
/// points Ramsch with Jungfrau, 10 cents a point, Seeger-Fabian.
fn evening_rules() -> Value {
    json!({
        "ruleset": "CLUB",
        "kontra": true,
        "bock": {"triggers": ["grand_hand", "kontra_re"], "stack": false},
        "ramsch": {"scoring": "points", "tie": "last_trick", "jungfrau": true},
        "money": {"cents_per_point": 10},
    })
}

/// Nine deals at a 3-table (A, B, C; A deals first).
fn evening_games() -> Value {
    json!([
        {"declarer": 0, "contract": "clubs", "matadors": 1, "declarer_points": 61, "kontra": "kontra"},
        {"declarer": 1, "contract": "grand", "hand": true, "matadors": 1, "declarer_points": 70},
        {"declarer": 2, "contract": "spades", "matadors": 2, "declarer_points": 75, "kontra": "re"},
        {"ramsch": {"points": [61, 59, 0], "tricks": [6, 4, 0]}},
        {"declarer": 0, "contract": "hearts", "matadors": 1, "declarer_points": 60, "kontra": "kontra"},
        {"ramsch": {"points": [0, 120, 0], "tricks": [0, 10, 0]}},
        {"declarer": 1, "contract": "grand", "matadors": 2, "declarer_points": 70},
        {"declarer": 2, "contract": "diamonds", "matadors": 1, "declarer_points": 50, "kontra": "kontra"},
        {"declarer": 0, "contract": "diamonds", "matadors": 1, "declarer_points": 61},
    ])
}

/// Runs `skatblock sheet` with `args` on `doc`; the JSON report.
fn cli_sheet(args: &[&str], doc: &Value) -> Value {
    let mut all = vec!["sheet"];
    all.extend_from_slice(args);
    let output = skatblock(&all, doc.to_string().as_bytes());
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the report is JSON")
}

/// The hand-computed club evening (RULES.md C.1–C.3, B.1, F-13; issue 11):
///
/// | # | deal                                        | list        | Kontra | Bock | scores         | totals          |
/// |---|---------------------------------------------|-------------|--------|------|----------------|-----------------|
/// | 1 | A Clubs with 1, 61: 12·2 = 24 won            | +24         | ×2     | –    | 48, 0, 0       | 48, 0, 0        |
/// | 2 | B Grand Hand with 1, 70: 24·3 = 72 won       | +72         | –      | –    | 0, 72, 0       | 48, 72, 0       |
/// |   | ⇒ Bock round 1: deals 3–5                    |             |        |      |                |                 |
/// | 3 | C Spades with 2, 75: 11·3 = 33 won, Re       | +33         | ×4     | ×2   | 0, 0, 264      | 48, 72, 264     |
/// |   | ⇒ Re queues Bock round 2 behind it: 6–8      |             |        |      |                |                 |
/// | 4 | Ramsch 61:59:0, C Jungfrau: A −61·2 = −122   |             | –      | ×2   | −244, 0, 0     | −196, 72, 264   |
/// | 5 | A Hearts with 1, 60: 10·2 = 20 lost −40      | −40         | ×2     | ×2   | −160, 0, 0     | −356, 72, 264   |
/// | 6 | Ramsch, B Durchmarsch: +120                  |             | –      | ×2   | 0, 240, 0      | −356, 312, 264  |
/// | 7 | B Grand with 2, 70: 24·3 = 72 won            | +72         | –      | ×2   | 0, 144, 0      | −356, 456, 264  |
/// | 8 | C Karo with 1, 50: 9·2 = 18 lost −36         | −36         | ×2     | ×2   | 0, 0, −144     | −356, 456, 120  |
/// | 9 | A Karo with 1, 61: 18 won                    | +18         | –      | –    | 18, 0, 0       | −338, 456, 120  |
///
/// Foot (Seeger-Fabian, bonuses never multiplied; a Ramsch is neither won nor lost):
/// A: sum −338, W 2 (1, 9), L 1 (5), O = 2 − 1 = 1 ⇒ −338 + 50·(2 − 1) + 40·1 = −248.
/// B: sum 456, W 2 (2, 7), L 0, O = 2 ⇒ 456 + 100 + 80 = 636.
/// C: sum 120, W 1 (3), L 1 (8), O = 1 ⇒ 120 + 0 + 40 = 160.
/// Σ totals = 548. Money at 10 cents: A (3·(−248) − 548)·10 = −12920; B (1908 − 548)·10 =
/// 13600; C (480 − 548)·10 = −680; Σ = 0.
fn assert_evening(report: &Value) {
    let games = report["games"].as_array().expect("games");
    assert_eq!(games.len(), 9);
    let column = |key: &str| -> Vec<Value> { games.iter().map(|g| g[key].clone()).collect() };
    assert_eq!(
        column("scores"),
        [
            json!([48, 0, 0]),
            json!([0, 72, 0]),
            json!([0, 0, 264]),
            json!([-244, 0, 0]),
            json!([-160, 0, 0]),
            json!([0, 240, 0]),
            json!([0, 144, 0]),
            json!([0, 0, -144]),
            json!([18, 0, 0]),
        ]
    );
    assert_eq!(
        column("multiplier"),
        [2, 1, 8, 2, 4, 2, 2, 4, 1].map(|m| json!(m))
    );
    assert_eq!(
        column("bock"),
        [false, false, true, true, true, true, true, true, false].map(|b| json!(b))
    );
    assert_eq!(
        column("totals"),
        [
            json!([48, 0, 0]),
            json!([48, 72, 0]),
            json!([48, 72, 264]),
            json!([-196, 72, 264]),
            json!([-356, 72, 264]),
            json!([-356, 312, 264]),
            json!([-356, 456, 264]),
            json!([-356, 456, 120]),
            json!([-338, 456, 120]),
        ]
    );
    let foot = report["foot"].as_array().expect("foot");
    let line = |key: &str| -> Vec<Value> { foot.iter().map(|f| f[key].clone()).collect() };
    assert_eq!(line("sum"), [-338, 456, 120].map(|v| json!(v)));
    assert_eq!(line("won"), [2, 2, 1].map(|v| json!(v)));
    assert_eq!(line("lost"), [1, 0, 1].map(|v| json!(v)));
    assert_eq!(line("total"), [-248, 636, 160].map(|v| json!(v)));
    assert_eq!(line("money_cents"), [-12920, 13600, -680].map(|v| json!(v)));
    let ranking: Vec<&str> = report["ranking"]
        .as_array()
        .expect("ranking")
        .iter()
        .map(|r| r["player"].as_str().expect("name"))
        .collect();
    assert_eq!(ranking, vec!["B", "C", "A"]);
    // A pays B 12920, C pays B 680.
    let mut transfers: Vec<(i64, i64, i64)> = report["settlement"]["transfers"]
        .as_array()
        .expect("transfers")
        .iter()
        .map(|t| {
            let n = |k: &str| t[k].as_i64().expect("a number");
            (n("from"), n("to"), n("cents"))
        })
        .collect();
    transfers.sort_unstable();
    assert_eq!(transfers, vec![(0, 1, 12920), (2, 1, 680)]);
}

#[test]
fn cli_sheet_adds_up_a_full_club_evening() {
    let doc = json!({
        "table_size": 3,
        "players": players(3),
        "first_dealer": 0,
        "rules": evening_rules(),
        "games": evening_games(),
    });
    let report = cli_sheet(&[], &doc);
    assert_evening(&report);
    assert_eq!(report["list_style"], "seeger_fabian");
    // B.4.4 with Ramsch: the list sums add up to won − lost + what the Ramsch rows wrote.
    let sums = &report["sums"];
    let column = |key: &str| sums[key].as_i64().expect("a column sum");
    let list: i64 = report["foot"]
        .as_array()
        .expect("foot")
        .iter()
        .map(|f| f["sum"].as_i64().expect("sum"))
        .sum();
    assert_ne!(column("ramsch_column"), 0, "the evening has Ramsch rows");
    assert_eq!(
        list,
        column("won_column") - column("lost_column") + column("ramsch_column")
    );
}

#[test]
fn cli_sheet_takes_the_variants_from_a_rules_file() {
    let temp = super::store::temp_dir("variants-rules");
    let dir = temp.path();
    let path = dir.join("club.json");
    std::fs::write(&path, evening_rules().to_string()).expect("write rules");
    let path = path.to_str().expect("utf-8 path");
    let doc = json!({
        "table_size": 3,
        "players": players(3),
        "first_dealer": 0,
        "games": evening_games(),
    });
    let from_file = cli_sheet(&["--rules", path], &doc);
    assert_evening(&from_file);
    // The same list with the rules in the document gives the same report.
    let inline = cli_sheet(&[], &merged(doc.clone(), json!({"rules": evening_rules()})));
    assert_eq!(from_file, inline);
    // Without the club's rules the variant fields are refused.
    let output = skatblock(&["sheet"], doc.to_string().as_bytes());
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    // `score --rules FILE` plays Kontra/Re as well: K1 with Re = +96.
    let output = skatblock(
        &["score", "--rules", path],
        b"{\"contract\":\"clubs\",\"matadors\":1,\"declarer_points\":61,\"kontra\":\"re\"}\n",
    );
    assert!(output.status.success());
    let line: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(
        (line["value"].clone(), line["score"].clone()),
        (json!(24), json!(96))
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn cli_score_a_4_seat_ramsch_does_not_count_the_dealer_as_a_jungfrau() {
    // Issue 11: one entry per seat, "at a 4-table the dealer's are 0"; a Jungfrau is an active
    // player without a trick, never the dealer sitting out. 0 : 45 : 40 : 35 with tricks
    // 0 : 4 : 3 : 3 — seat 0 is the dealer (only three play), every active player took a trick
    // ⇒ no Jungfrau ⇒ B −45 (the sheet gives −45, see
    // `ramsch_the_dealer_sitting_out_is_never_a_jungfrau`).
    let temp = super::store::temp_dir("variants-score-ramsch");
    let dir = temp.path();
    let path = dir.join("club.json");
    std::fs::write(&path, r#"{"ruleset": "CLUB", "ramsch": true}"#).expect("write rules");
    let output = skatblock(
        &["score", "--rules", path.to_str().expect("utf-8 path")],
        b"{\"ramsch\":{\"points\":[0,45,40,35],\"tricks\":[0,4,3,3]}}\n",
    );
    assert!(output.status.success());
    let line: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(line["ramsch_scores"], json!([0, -45, 0, 0]));
    let _ = std::fs::remove_dir_all(dir);
}

/// The entry line shows a game's score as the list writes it: the list of a table tells the
/// Bock factor of every game number from the rounds the entered games have queued (a Grand
/// Hand in game 2 at a 3-table makes games 3–5 Bock).
#[test]
fn the_list_of_a_table_tells_the_bock_factor_of_every_game() {
    use skatblock::ops;
    use skatblock_store::{EventId, Store};
    let temp = super::store::temp_dir("variants-bock-factors");
    let dir = temp.path();
    let db = dir.join("club.db");
    std::fs::write(
        dir.join("players.csv"),
        skatblock::event::demo::players_csv(3),
    )
    .expect("write");
    let arg = |p: &std::path::Path| p.to_str().expect("utf-8").to_string();
    super::ok(&db, &["player", "import", &arg(&dir.join("players.csv"))]);
    let rules = dir.join("rules.json");
    std::fs::write(&rules, r#"{"ruleset": "CLUB", "bock": true}"#).expect("write");
    let created = super::ok(
        &db,
        &[
            "event",
            "create",
            "--name",
            "Skatabend",
            "--date",
            "2026-11-23",
            "--series",
            "1",
            "--kind",
            "club-evening",
            "--rules",
            &arg(&rules),
            "--games-3",
            "12",
        ],
    );
    let event = created.lines().last().expect("id").to_string();
    super::ok(&db, &["event", "register", &event, "--all"]);
    super::ok(
        &db,
        &["seating", "draw", &event, "--series", "1", "--seed", "1"],
    );
    let store = Store::open(&db).expect("open");
    let id = EventId(event.parse().expect("id"));
    let at = || ops::TableInput {
        event: id,
        series: 1,
        table: 1,
    };
    let seated = ops::sheet(&store, at()).expect("sheet").player_ids;
    drop(store);
    let enter = |game: &str, declarer: &str, json: &str| {
        super::ok(
            &db,
            &[
                "game",
                "enter",
                &event,
                "--series",
                "1",
                "--table",
                "1",
                "--game",
                game,
                "--declarer",
                declarer,
                json,
            ],
        );
    };
    let store = Store::open(&db).expect("open");
    assert_eq!(
        ops::sheet(&store, at()).expect("sheet").bock_factors,
        vec![1; 12]
    );
    drop(store);
    let players =
        skatblock_store::players::all(Store::open(&db).expect("open").conn()).expect("players");
    let no = |seat: usize| {
        players
            .iter()
            .find(|p| p.id == seated[seat])
            .map(|p| p.number.to_string())
            .expect("a seated player is registered")
    };
    enter(
        "1",
        &no(1),
        r#"{"contract":"clubs","matadors":1,"declarer_points":70}"#,
    );
    enter(
        "2",
        &no(2),
        r#"{"contract":"grand","hand":true,"matadors":2,"declarer_points":70}"#,
    );
    let store = Store::open(&db).expect("open");
    let sheet = ops::sheet(&store, at()).expect("sheet");
    assert_eq!(
        sheet.bock_factors,
        [1, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1],
        "a round of 3 deals from game 3"
    );
    // The app prints the finished list of a table, or of every table of the series.
    for table in [Some(1), None] {
        let pdf = ops::report_pdf(
            &store,
            ops::ReportKind::Sheet,
            id,
            Some(1),
            table,
            skatblock::i18n::Lang::De,
        )
        .expect("the finished list");
        let path = dir.join("sheet.pdf");
        std::fs::write(&path, pdf).expect("write");
        let out = std::process::Command::new("pdftotext")
            .args(["-layout", &arg(&path), "-"])
            .output()
            .expect("pdftotext (poppler-utils)");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains("Spielliste") && text.contains("Tisch 1"),
            "{text}"
        );
        assert!(text.contains("Listenprüfung"), "a finished list: {text}");
    }
}
