//! The vectors of RULES.md H.7 (H-V1..H-V6) and derived cases of issue 22.

use rstest::rstest;
use serde_json::{Value, json};
use skatblock_rules::{Code, Performance, TieBreak};

use super::*;
use crate::codes::*;

const B3: &[TieBreak] = &[TieBreak::TotalDesc, TieBreak::WinsDesc, TieBreak::LossesAsc];

fn perf(total: i64, won: u32, lost: u32) -> Performance {
    Performance { total, won, lost }
}

fn player(id: &str, p: Performance) -> Entrant {
    Entrant {
        player_id: id.to_string(),
        name: format!("Name {id}"),
        series: vec![p],
        ..Entrant::default()
    }
}

fn file(value: Value) -> PrizeFile {
    parse_prize_file(&value.to_string()).expect("a valid prize file")
}

fn refusals(value: Value) -> Vec<(Code, Option<String>)> {
    parse_prize_file(&value.to_string())
        .expect_err("a refused prize file")
        .into_iter()
        .map(|r| (r.code, r.field))
        .collect()
}

fn field<'a>(
    entrants: &'a [Entrant],
    teams: &'a [TeamEntry],
    lots: &'a [RecordedLot],
) -> Field<'a> {
    Field {
        event_year: 2026,
        tie_break: B3,
        entrants,
        teams,
        lots,
    }
}

fn rank_all(f: &PrizeFile, field: &Field) -> Rankings {
    rankings(f, field).expect("valid teams")
}

fn ids(rows: &[RankingRow]) -> Vec<&str> {
    rows.iter().map(|r| r.who.key()).collect()
}

fn ranks(rows: &[RankingRow]) -> Vec<Option<usize>> {
    rows.iter().map(|r| r.rank).collect()
}

/// (recipient, place, cents, shared, pending) of one ranking's places.
fn places_of<'a>(p: &'a Prizes, ranking: &str) -> Vec<(&'a str, usize, Option<i64>, bool, bool)> {
    p.places
        .iter()
        .filter(|r| r.ranking == ranking)
        .map(|r| (r.who.key(), r.place, r.cents, r.shared, r.pending_lot))
        .collect()
}

fn pot_of<'a>(p: &'a Prizes, ranking: &str) -> &'a PotRow {
    p.pots
        .iter()
        .find(|r| r.ranking == ranking)
        .expect("a pot row")
}

// ---- H-V1: sex ----

#[rstest]
#[case("f", Some(Sex::F))]
#[case("W", Some(Sex::F))]
#[case("m", Some(Sex::M))]
#[case("d", Some(Sex::D))]
#[case("x", None)]
fn h_v1_sex_is_read_with_w_as_f(#[case] text: &str, #[case] sex: Option<Sex>) {
    assert_eq!(Sex::parse(text), sex);
}

#[test]
fn h_v1_the_prize_file_reads_w_as_f_and_refuses_x() {
    let f = file(json!({"rankings": [{"id": "d", "name": "Damen", "sex": ["w"]}]}));
    assert_eq!(f.rankings[0].sex, Some(vec![Sex::F]));
    let bad = json!({"rankings": [{"id": "d", "name": "Damen", "sex": ["x"]}]});
    assert_eq!(refusals(bad)[0].0, PRIZES_FILE_INVALID);
}

// ---- H-V2: ages ----

fn aged(year: i32) -> Entrant {
    Entrant {
        birth_year: Some(year),
        ..player(&format!("b{year}"), perf(100, 1, 0))
    }
}

fn age_ranking(basis: &str, key: &str, limit: i32) -> Vec<String> {
    let f = file(json!({"rankings": [
        {"id": "a", "name": "Alter", "age_basis": basis, key: limit}]}));
    let mut entrants: Vec<Entrant> = [1965, 1966, 1967, 2005, 2006].map(aged).to_vec();
    entrants.push(player("unknown", perf(100, 1, 0)));
    let r = rank_all(&f, &field(&entrants, &[], &[]));
    let mut out: Vec<String> = ids(&r.rankings[0].rows)
        .iter()
        .map(|s| s.to_string())
        .collect();
    out.sort();
    out
}

#[test]
fn h_v2_event_year_basis_seniors_60_and_juniors_20() {
    assert_eq!(age_ranking("event_year", "age_min", 60), ["b1965", "b1966"]);
    assert_eq!(age_ranking("event_year", "age_max", 20), ["b2006"]);
}

#[test]
fn h_v2_year_start_basis_is_one_year_less() {
    assert_eq!(age_ranking("year_start", "age_min", 60), ["b1965"]);
    assert_eq!(age_ranking("year_start", "age_max", 20), ["b2005", "b2006"]);
}

// ---- H-V3: order, ties and lots ----

fn h_v3_rows() -> Vec<RankingRow> {
    let entrants = [
        player("A", perf(900, 5, 1)),
        player("B", perf(800, 4, 2)),
        player("C", perf(800, 4, 2)),
        player("D", perf(800, 3, 0)),
        player("E", perf(700, 0, 0)),
    ];
    let f = file(json!({"rankings": [{"id": "einzel", "name": "Einzel"}]}));
    rank_all(&f, &field(&entrants, &[], &[])).rankings[0]
        .rows
        .clone()
}

#[test]
fn h_v3_ties_share_the_rank_of_the_first() {
    let rows = h_v3_rows();
    assert_eq!(ids(&rows), ["A", "B", "C", "D", "E"]);
    assert_eq!(ranks(&rows), [1, 2, 2, 4, 5].map(Some));
    let lots: Vec<bool> = rows.iter().map(|r| r.lot_required).collect();
    assert_eq!(lots, [false, true, true, false, false]);
}

#[test]
fn h_v3_a_lot_orders_the_group() {
    let rows = apply_lot(&h_v3_rows(), &["C".into(), "B".into()]).expect("a valid lot");
    assert_eq!(ids(&rows), ["A", "C", "B", "D", "E"]);
    assert_eq!(ranks(&rows), [1, 2, 3, 4, 5].map(Some));
    assert!(rows.iter().all(|r| !r.lot_required));
}

#[rstest]
#[case(&["C", "D"], PRIZES_LOT_NOT_TIED)]
#[case(&["C"], PRIZES_LOT_INCOMPLETE)]
#[case(&["C", "C"], PRIZES_LOT_TWICE)]
#[case(&["C", "B", "X"], PRIZES_LOT_UNKNOWN)]
#[case(&[], PRIZES_LOT_INCOMPLETE)]
fn h_v3_a_lot_naming_anything_else_orders_nothing(#[case] order: &[&str], #[case] code: Code) {
    let order: Vec<String> = order.iter().map(|s| s.to_string()).collect();
    assert_eq!(apply_lot(&h_v3_rows(), &order).unwrap_err().code, code);
    assert!(!lot_matches(&h_v3_rows(), &order));
}

#[test]
fn issue_22_a_lot_over_two_groups_is_refused() {
    let entrants = [
        player("A", perf(900, 5, 1)),
        player("B", perf(900, 5, 1)),
        player("C", perf(800, 4, 2)),
        player("D", perf(800, 4, 2)),
    ];
    let f = file(json!({"rankings": [{"id": "e", "name": "Einzel"}]}));
    let rows = rank_all(&f, &field(&entrants, &[], &[])).rankings[0]
        .rows
        .clone();
    let order = ["A".to_string(), "C".to_string()];
    assert_eq!(
        apply_lot(&rows, &order).unwrap_err().code,
        PRIZES_LOT_TWO_GROUPS
    );
}

#[test]
fn issue_22_a_recorded_lot_is_applied_and_a_stale_one_dropped() {
    let f = file(json!({"rankings": [{"id": "einzel", "name": "Einzel"}]}));
    let mut entrants = vec![
        player("A", perf(900, 5, 1)),
        player("B", perf(800, 4, 2)),
        player("C", perf(800, 4, 2)),
    ];
    let lots = [RecordedLot {
        ranking: "einzel".into(),
        order: vec!["C".into(), "B".into()],
    }];
    let r = rank_all(&f, &field(&entrants, &[], &lots));
    assert_eq!(ids(&r.rankings[0].rows), ["A", "C", "B"]);
    assert!(r.dropped_lots.is_empty());
    // A corrected list breaks the tie: the lot no longer matches and is dropped, said so.
    entrants[1].series[0].won = 5;
    let r = rank_all(&f, &field(&entrants, &[], &lots));
    assert_eq!(ids(&r.rankings[0].rows), ["A", "B", "C"]);
    assert_eq!(r.dropped_lots, lots);
}

#[test]
fn issue_22_a_ranking_takes_one_lot_per_tied_group() {
    let f = file(json!({"rankings": [{"id": "einzel", "name": "Einzel"}]}));
    let entrants = [
        player("A", perf(900, 5, 1)),
        player("B", perf(900, 5, 1)),
        player("C", perf(800, 4, 2)),
        player("D", perf(800, 4, 2)),
    ];
    let lot = |order: [&str; 2]| RecordedLot {
        ranking: "einzel".into(),
        order: order.map(str::to_string).to_vec(),
    };
    let lots = [lot(["B", "A"]), lot(["D", "C"])];
    let r = rank_all(&f, &field(&entrants, &[], &lots));
    assert_eq!(ids(&r.rankings[0].rows), ["B", "A", "D", "C"]);
    assert_eq!(ranks(&r.rankings[0].rows), [1, 2, 3, 4].map(Some));
    assert!(r.dropped_lots.is_empty());
}

// ---- H-V4: clubs ----

fn in_club(id: &str, club: Option<&str>, total: i64, won: u32) -> Entrant {
    Entrant {
        club: club.map(str::to_string),
        ..player(id, perf(total, won, 0))
    }
}

#[test]
fn h_v4_clubs_by_their_two_best() {
    let entrants = [
        in_club("x1", Some("X"), 500, 3),
        in_club("x2", Some("X"), 300, 2),
        in_club("x3", Some("X"), 100, 1),
        in_club("y1", Some("Y"), 400, 1),
        in_club("y2", Some("Y"), 350, 1),
        in_club("z1", Some("Z"), 9000, 9),
        in_club("n1", None, 9999, 9),
    ];
    let f = file(json!({"rankings": [{"id": "v", "name": "Vereine", "club_best": 2}]}));
    let rows = &rank_all(&f, &field(&entrants, &[], &[])).rankings[0].rows;
    assert_eq!(ids(rows), ["X", "Y", "Z"]);
    assert_eq!(ranks(rows), [Some(1), Some(2), None]);
    assert_eq!((rows[0].total, rows[0].won), (800, 5));
    assert_eq!(
        rows[0].members.as_deref(),
        Some(&["x1".to_string(), "x2".into()][..])
    );
    assert_eq!(rows[1].total, 750);
    assert_eq!(rows[2].total, 9000);
}

// ---- H-V5: pots, places, ties, pass-over ----

/// Graded lost-game fees: 50 cents for the 1st–3rd lost game, 100 from the 4th (H.4.2).
fn lost_game_fee(lost: u32) -> i64 {
    (1..=lost).map(|n| if n <= 3 { 50 } else { 100 }).sum()
}

fn h_v5_entrants() -> Vec<Entrant> {
    let who = |id: &str, p, sex, year| Entrant {
        sex: Some(sex),
        birth_year: Some(year),
        ..player(id, p)
    };
    vec![
        who("p1", perf(1600, 10, 1), Sex::M, 1990),
        who("p2", perf(1000, 8, 2), Sex::F, 1990),
        who("p3", perf(1000, 8, 2), Sex::F, 1950),
        who("p4", perf(900, 7, 1), Sex::M, 1955),
        who("p5", perf(800, 6, 1), Sex::F, 1990),
        who("p6", perf(700, 5, 2), Sex::M, 1990),
        who("p7", perf(800, 6, 1), Sex::F, 1990),
        who("p8", perf(600, 4, 0), Sex::M, 1960),
    ]
}

fn h_v5_file(tie: &str, one_prize: bool, einzel_places: Value) -> PrizeFile {
    file(json!({
    "entry_cents": 1500, "tie": tie, "one_prize_per_player": one_prize,
    "rankings": [
        {"id": "einzel", "name": "Einzel", "round_cents": 100,
         "pot": {"lost_game_fees": true, "costs_cents": 1000},
         "places": einzel_places},
        {"id": "damen", "name": "Damen", "sex": ["f"], "places": [
            {"place": 1, "cents": 1500, "goods": "Präsentkorb"}, {"place": 2, "cents": 1000}]},
        {"id": "senioren", "name": "Senioren", "age_min": 60,
         "places": [{"place": 1, "cents": 800}]}
    ]}))
}

fn h_v5_places() -> Value {
    json!([{"place": 1, "percent": 33}, {"from": 2, "to": 3, "cents": 2000},
           {"place": 4, "cents": 1001}])
}

fn h_v5_fees() -> LostGameFeesIn {
    let lost = [1, 1, 1, 0, 2, 2, 2, 0];
    LostGameFeesIn {
        total_cents: lost.iter().map(|&l| lost_game_fee(l)).sum(),
        per_series_cents: Vec::new(),
    }
}

fn h_v5(f: &PrizeFile, lots: &[RecordedLot]) -> Prizes {
    let entrants = h_v5_entrants();
    let r = rank_all(f, &field(&entrants, &[], lots));
    prizes(f, &r.rankings, &h_v5_fees())
}

#[test]
fn h_v5_the_pot_takes_fees_and_lost_game_fees_less_costs() {
    assert_eq!(h_v5_fees().total_cents, 450);
    let p = h_v5(&h_v5_file("lot", true, h_v5_places()), &[]);
    let pot = pot_of(&p, "einzel");
    assert_eq!((pot.entrants, pot.pot_cents), (8, 11_450));
    // 33 % of 11,450 = 3,778.5, down to whole euros: 3,700; the pending places at their amounts.
    assert_eq!(pot.paid_cents, 3700 + 2000 + 2000 + 1001);
    assert_eq!(pot.rest_cents, 11_450 - 8701);
}

#[test]
fn h_v5_under_lot_the_tied_group_is_pending_and_passed_over_later() {
    let p = h_v5(&h_v5_file("lot", true, h_v5_places()), &[]);
    assert_eq!(
        places_of(&p, "einzel"),
        [
            ("p1", 1, Some(3700), false, false),
            ("p2", 2, None, false, true),
            ("p3", 2, None, false, true),
            ("p4", 4, Some(1001), false, false),
        ]
    );
    // Damen: p2 and p3 hold a prize whatever the lot; p5/p7 tie on a goods place.
    assert_eq!(
        places_of(&p, "damen"),
        [("p5", 1, None, false, true), ("p7", 1, None, false, true)]
    );
    // Senioren: p3 and p4 are passed over, p8 takes 800.
    assert_eq!(
        places_of(&p, "senioren"),
        [("p8", 1, Some(800), false, false)]
    );
    // Damen has no pot of its own: the organiser pays (H.4.1).
    assert_eq!(pot_of(&p, "damen").rest_cents, -2500);
}

#[test]
fn h_v5_without_one_prize_per_player_p3_takes_senioren() {
    let p = h_v5(&h_v5_file("lot", false, h_v5_places()), &[]);
    assert_eq!(
        places_of(&p, "senioren"),
        [("p3", 1, Some(800), false, false)]
    );
}

#[test]
fn h_v5_under_share_the_tied_pair_shares_but_a_goods_place_stays_pending() {
    let p = h_v5(&h_v5_file("share", true, h_v5_places()), &[]);
    let einzel = places_of(&p, "einzel");
    assert_eq!(einzel[1], ("p2", 2, Some(2000), true, false));
    assert_eq!(einzel[2], ("p3", 2, Some(2000), true, false));
    assert_eq!(
        places_of(&p, "damen"),
        [("p5", 1, None, false, true), ("p7", 1, None, false, true)]
    );
}

#[test]
fn h_v5_a_share_of_three_places_leaves_the_odd_cent_in_the_pot() {
    let places = json!([{"place": 1, "cents": 5000}, {"from": 2, "to": 3, "cents": 1000},
                        {"place": 4, "cents": 1001}]);
    let mut entrants = h_v5_entrants();
    entrants[3].series[0] = perf(1000, 8, 2); // p4 joins p2 and p3 on places 2–4
    let f = h_v5_file("share", true, places);
    let r = rank_all(&f, &field(&entrants, &[], &[]));
    let p = prizes(&f, &r.rankings, &h_v5_fees());
    let shared: Vec<_> = places_of(&p, "einzel").into_iter().skip(1).collect();
    assert_eq!(
        shared,
        [
            ("p2", 2, Some(1000), true, false),
            ("p3", 2, Some(1000), true, false),
            ("p4", 2, Some(1000), true, false),
        ]
    );
    let pot = pot_of(&p, "einzel");
    assert_eq!(pot.paid_cents, 5000 + 3000);
    assert_eq!(pot.rest_cents, 11_450 - 8000);
}

#[test]
fn h_v5_a_recorded_lot_orders_the_places() {
    let lots = [RecordedLot {
        ranking: "einzel".into(),
        order: vec!["p3".into(), "p2".into()],
    }];
    let p = h_v5(&h_v5_file("lot", true, h_v5_places()), &lots);
    let einzel = places_of(&p, "einzel");
    assert_eq!(einzel[1], ("p3", 2, Some(2000), false, false));
    assert_eq!(einzel[2], ("p2", 3, Some(2000), false, false));
}

#[test]
fn h_v5_a_group_straddling_the_last_paying_place_makes_damen_pending() {
    let places = json!([{"place": 1, "percent": 33}, {"place": 2, "cents": 2000}]);
    let p = h_v5(&h_v5_file("lot", true, places), &[]);
    assert_eq!(
        places_of(&p, "einzel")[1..],
        [("p2", 2, None, false, true), ("p3", 2, None, false, true)]
    );
    let damen = places_of(&p, "damen");
    assert!(!damen.is_empty());
    assert!(damen.iter().all(|d| d.2.is_none() && d.4), "{damen:?}");
    assert!(places_of(&p, "senioren").iter().all(|s| s.4));
    // Nothing pending reaches the cashier.
    assert_eq!(p.payouts.len(), 1);
    assert_eq!(p.payouts[0].who, Who::Player("p1".into()));
}

#[test]
fn h_v5_tied_teams_share_rank_one_and_need_a_lot() {
    let entrants = [
        player("a", perf(1000, 5, 1)),
        player("b", perf(1000, 5, 1)),
        player("c", perf(1600, 8, 2)),
        player("d", perf(1000, 6, 1)),
        player("e", perf(1300, 7, 1)),
        player("f", perf(1300, 7, 2)),
    ];
    let team = |t: &str, m: [&str; 2]| TeamEntry {
        ranking: "team".into(),
        team: t.into(),
        members: m.map(str::to_string).to_vec(),
        line: None,
    };
    let teams = [
        team("T1", ["a", "b"]),
        team("T2", ["c", "d"]),
        team("T3", ["e", "f"]),
    ];
    let f = file(json!({"rankings": [{"id": "team", "name": "Mannschaft", "team_size": 2}]}));
    let rows = &rank_all(&f, &field(&entrants, &teams, &[])).rankings[0].rows;
    assert_eq!(ids(rows), ["T2", "T3", "T1"]);
    assert_eq!(ranks(rows), [Some(1), Some(1), Some(3)]);
    assert_eq!((rows[0].total, rows[0].won, rows[0].lost), (2600, 14, 3));
    assert!(rows[0].lot_required && rows[1].lot_required && !rows[2].lot_required);
}

#[test]
fn h_v5_payouts_sum_per_recipient_most_cents_first() {
    let lots = [RecordedLot {
        ranking: "einzel".into(),
        order: vec!["p3".into(), "p2".into()],
    }];
    let p = h_v5(&h_v5_file("lot", false, h_v5_places()), &lots);
    let rows: Vec<(&str, i64, Vec<&str>)> = p
        .payouts
        .iter()
        .map(|r| {
            (
                r.who.key(),
                r.cents,
                r.rankings.iter().map(|s| s.as_str()).collect(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("p1", 3700, vec!["einzel"]),
            ("p3", 2800, vec!["einzel", "senioren"]),
            ("p2", 2000, vec!["einzel"]),
            ("p4", 1001, vec!["einzel"]),
        ]
    );
}

// ---- H-V6: seeded draw, mates apart ----

fn seeds(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("s{i:02}")).collect()
}

fn group(ids: &[&str]) -> Vec<String> {
    ids.iter().map(|s| s.to_string()).collect()
}

#[test]
fn h_v6_eleven_players_sit_at_four_four_three() {
    let plan = table_plan(11, false).expect("a plan");
    assert_eq!(
        plan,
        TablePlan {
            fours: 2,
            threes: 1
        }
    );
    let d = draw_apart(&seeds(11), plan, &[]).expect("a draw");
    assert_eq!(
        d.tables,
        [
            seeds(11)[..4].to_vec(),
            seeds(11)[4..8].to_vec(),
            seeds(11)[8..].to_vec()
        ]
    );
    assert_eq!(d.broken, 0);
}

#[test]
fn h_v6_mates_are_passed_over_to_the_next_table() {
    let mates = [group(&["s01", "s03"]), group(&["s05", "s06", "s07"])];
    let d = draw_apart(&seeds(11), table_plan(11, false).unwrap(), &mates).expect("a draw");
    assert_eq!(
        d.tables,
        [
            group(&["s01", "s02", "s04", "s05"]),
            group(&["s03", "s06", "s08", "s09"]),
            group(&["s07", "s10", "s11"]),
        ]
    );
    assert_eq!(d.broken, 0);
}

#[test]
fn h_v6_when_nobody_fits_the_seeded_order_wins() {
    let mates = [group(&["s09", "s10", "s11"])];
    let d = draw_apart(&seeds(11), table_plan(11, false).unwrap(), &mates).expect("a draw");
    assert_eq!(d.tables[2], group(&["s09", "s10", "s11"]));
    assert_eq!(d.broken, 1);
}

#[test]
fn issue_22_series_two_is_seated_by_the_running_total_of_series_one() {
    let mut entrants: Vec<Entrant> = seeds(11)
        .iter()
        .enumerate()
        .map(|(i, id)| player(id, perf(1100 - 100 * i as i64, 1, 0)))
        .collect();
    // Series 2 is already played by some: it does not count for the draw of series 2.
    entrants[10].series.push(perf(5000, 9, 0));
    entrants.reverse();
    let standings = running_standings(&entrants, 1, B3);
    let order = seeded_order(&standings, 1);
    assert_eq!(order, seeds(11));
    let mates = [group(&["s01", "s03"]), group(&["s05", "s06", "s07"])];
    let d = draw_apart(&order, table_plan(11, false).unwrap(), &mates).unwrap();
    assert_eq!(d.tables[1], group(&["s03", "s06", "s08", "s09"]));
    // Over both series s11 leads.
    assert_eq!(running_standings(&entrants, 2, B3)[0].who.key(), "s11");
}

#[test]
fn issue_22_a_random_draw_keeps_mates_apart_in_its_shuffled_order() {
    let mut order = seeds(12);
    shuffle(&mut order, 42);
    let mut again = seeds(12);
    shuffle(&mut again, 42);
    assert_eq!(order, again);
    assert_ne!(order, seeds(12));
    let mates = [group(&["s01", "s02", "s03"])];
    let d = draw_apart(&order, table_plan(12, false).unwrap(), &mates).unwrap();
    // s03 is seated at table 2; s01 and s02 come last in this order, so the last table takes
    // them both: nobody is left to fit, the order wins, and the draw says one table is broken.
    assert_eq!(
        d.tables,
        [
            group(&["s10", "s07", "s08", "s11"]),
            group(&["s04", "s12", "s05", "s03"]),
            group(&["s01", "s09", "s06", "s02"]),
        ]
    );
    assert_eq!(d.broken, 1);
}

#[rstest]
#[case(12, false, 3, 0)]
#[case(9, false, 0, 3)]
#[case(10, false, 1, 2)]
#[case(12, true, 0, 4)]
#[case(13, true, 1, 3)]
#[case(14, true, 2, 2)]
#[case(3, false, 0, 1)]
fn issue_22_table_plans(
    #[case] n: usize,
    #[case] prefer_3: bool,
    #[case] fours: usize,
    #[case] threes: usize,
) {
    assert_eq!(table_plan(n, prefer_3), Ok(TablePlan { fours, threes }));
}

#[rstest]
#[case(5)]
#[case(2)]
#[case(0)]
fn issue_22_players_no_plan_seats_are_refused(#[case] n: usize) {
    assert_eq!(table_plan(n, false).unwrap_err().code, PRIZES_DRAW_PLAYERS);
}

#[test]
fn issue_22_a_plan_with_other_seats_is_refused() {
    let plan = TablePlan {
        fours: 2,
        threes: 0,
    };
    assert_eq!(
        draw_apart(&seeds(7), plan, &[]).unwrap_err().code,
        PRIZES_DRAW_PLAN
    );
}

#[test]
fn issue_22_the_seeded_order_shuffles_only_a_group_needing_a_lot() {
    let entrants: Vec<Entrant> = (0..12)
        .map(|i| {
            let total = match i {
                0..=2 => 900 - i,
                3..=8 => 500,
                _ => 400 - i,
            };
            player(&format!("s{i:02}"), perf(total, 1, 0))
        })
        .collect();
    let f = file(json!({"rankings": [{"id": "e", "name": "Einzel"}]}));
    let rows = rank_all(&f, &field(&entrants, &[], &[])).rankings[0]
        .rows
        .clone();
    let a = seeded_order(&rows, 7);
    assert_eq!(
        a,
        seeded_order(&rows, 7),
        "the same seed gives the same order"
    );
    assert_eq!(a[..3], ["s00", "s01", "s02"]);
    assert_eq!(a[9..], ["s09", "s10", "s11"]);
    let mut middle = a[3..9].to_vec();
    middle.sort();
    assert_eq!(middle, ["s03", "s04", "s05", "s06", "s07", "s08"]);
    let differs = (0..20).any(|seed| seeded_order(&rows, seed) != a);
    assert!(differs, "another seed gives another order");
}

// ---- H.4 derived cases ----

fn simple(n: usize) -> Vec<Entrant> {
    (0..n)
        .map(|i| player(&format!("q{i:03}"), perf(10_000 - i as i64, 1, 0)))
        .collect()
}

fn paid_places(f: &PrizeFile, entrants: &[Entrant]) -> Prizes {
    let r = rank_all(f, &field(entrants, &[], &[]));
    prizes(f, &r.rankings, &LostGameFeesIn::default())
}

#[rstest]
#[case(100, 0.29, 29)]
#[case(10, 0.25, 2)]
#[case(7, 0.5, 3)]
#[case(3, 0.25, 0)]
fn issue_22_to_share_ends_at_the_floor_of_entrants_times_f(
    #[case] n: usize,
    #[case] share: f64,
    #[case] paid: usize,
) {
    let f = file(json!({"rankings": [{"id": "e", "name": "Einzel",
        "places": [{"from": 1, "to_share": share, "cents": 100}]}]}));
    let p = paid_places(&f, &simple(n));
    assert_eq!(p.places.len(), paid);
}

#[test]
fn issue_22_places_beyond_the_entrants_are_not_paid() {
    let f = file(
        json!({"entry_cents": 1000, "rankings": [{"id": "e", "name": "Einzel",
        "places": [{"from": 1, "to": 5, "cents": 500}]}]}),
    );
    let p = paid_places(&f, &simple(3));
    assert_eq!(p.places.len(), 3);
    assert_eq!(pot_of(&p, "e").rest_cents, 3000 - 1500);
}

#[test]
fn issue_22_a_percent_of_a_negative_pot_pays_nothing() {
    let f = file(
        json!({"rankings": [{"id": "e", "name": "Einzel", "entry_cents": 100,
        "pot": {"costs_cents": 1000}, "places": [{"place": 1, "percent": 50}]}]}),
    );
    let p = paid_places(&f, &simple(5));
    assert!(p.places.is_empty());
    let pot = pot_of(&p, "e");
    assert_eq!(
        (pot.pot_cents, pot.paid_cents, pot.rest_cents),
        (-500, 0, -500)
    );
}

#[test]
fn issue_22_entry_percent_and_series_fees_fill_a_series_pot() {
    let f = file(json!({"entry_cents": 1000, "rankings": [
        {"id": "e", "name": "Einzel", "pot": {"entry_percent": 90}},
        {"id": "s2", "name": "Serie 2", "series": 2,
         "pot": {"lost_game_fees": "series", "lost_game_fees_percent": 50}}]}));
    let mut entrants = simple(4);
    entrants
        .iter_mut()
        .for_each(|e| e.series.push(perf(10, 1, 0)));
    entrants.push(player("late", perf(1, 0, 0)));
    let r = rank_all(&f, &field(&entrants, &[], &[]));
    assert_eq!(r.rankings[1].rows.len(), 4, "only who played series 2");
    let fees = LostGameFeesIn {
        total_cents: 900,
        per_series_cents: vec![500, 401],
    };
    let p = prizes(&f, &r.rankings, &fees);
    assert_eq!(pot_of(&p, "e").pot_cents, 4500);
    assert_eq!(pot_of(&p, "s2").pot_cents, 200);
}

#[test]
fn issue_22_a_tie_on_places_that_pay_nothing_is_not_listed() {
    let mut entrants = simple(4);
    entrants[3].series[0] = entrants[2].series[0];
    let f = file(json!({"rankings": [{"id": "e", "name": "Einzel",
        "places": [{"from": 1, "to": 2, "cents": 100}]}]}));
    let p = paid_places(&f, &entrants);
    assert_eq!(p.places.len(), 2);
    assert!(p.places.iter().all(|r| !r.pending_lot));
}

#[test]
fn issue_22_team_and_club_prizes_neither_pass_over_nor_block() {
    let entrants = [
        in_club("a", Some("X"), 900, 5),
        in_club("b", Some("Y"), 800, 4),
    ];
    let f = file(json!({"rankings": [
        {"id": "v", "name": "Vereine", "club_best": 1, "places": [{"place": 1, "cents": 100}]},
        {"id": "e", "name": "Einzel", "places": [{"place": 1, "cents": 100}]}]}));
    let p = paid_places(&f, &entrants);
    assert_eq!(places_of(&p, "e"), [("a", 1, Some(100), false, false)]);
    assert_eq!(p.payouts.len(), 2);
}

// ---- JSON forms ----

#[test]
fn issue_22_rows_places_pots_and_payouts_print_exactly_the_issues_keys() {
    let f = h_v5_file("lot", true, h_v5_places());
    let entrants = h_v5_entrants();
    let r = rank_all(&f, &field(&entrants, &[], &[]));
    let row = serde_json::to_value(&r.rankings[0].rows[0]).unwrap();
    assert_eq!(
        row,
        json!({"rank": 1, "player_id": "p1", "name": "Name p1", "total": 1600, "won": 10,
               "lost": 1, "lot_required": false})
    );
    let p = serde_json::to_value(prizes(&f, &r.rankings, &h_v5_fees())).unwrap();
    assert_eq!(
        p["pots"][0],
        json!({"ranking": "einzel", "entrants": 8, "pot_cents": 11450, "paid_cents": 8701,
               "rest_cents": 2749})
    );
    assert_eq!(
        p["places"][1],
        json!({"ranking": "einzel", "place": 2, "player_id": "p2", "name": "Name p2",
               "cents": null, "goods": null, "shared": false, "pending_lot": true})
    );
    assert_eq!(
        p["payouts"][0],
        json!({"player_id": "p1", "name": "Name p1", "cents": 3700, "goods": [],
               "rankings": ["einzel"]})
    );
}

#[test]
fn issue_22_club_rows_name_their_members_and_unranked_clubs_a_null_rank() {
    let entrants = [in_club("z1", Some("Z"), 10, 1)];
    let f = file(json!({"rankings": [{"id": "v", "name": "Vereine", "club_best": 2}]}));
    let r = rank_all(&f, &field(&entrants, &[], &[]));
    let row = serde_json::to_value(&r.rankings[0].rows[0]).unwrap();
    assert_eq!(
        row,
        json!({"rank": null, "club": "Z", "name": "Z", "members": ["z1"], "total": 10,
               "won": 1, "lost": 0, "lot_required": false})
    );
}

// ---- the prize file ----

#[test]
fn issue_22_a_place_is_shorthand_for_from_and_to() {
    let f =
        file(json!({"rankings": [{"id": "e", "name": "E", "places": [{"place": 3, "cents": 1}]}]}));
    let p = &f.rankings[0].places[0];
    assert_eq!((p.place, p.from, p.to), (None, Some(3), Some(3)));
    assert!(f.one_prize_per_player);
    assert_eq!(f.tie, Tie::Lot);
}

#[test]
fn issue_22_the_main_ranking_is_the_first_without_filters() {
    let f = file(json!({"entry_cents": 1500, "rankings": [
        {"id": "d", "name": "Damen", "sex": ["f"]},
        {"id": "e", "name": "Einzel"},
        {"id": "e2", "name": "Einzel 2"}]}));
    assert_eq!(f.main_ranking(), Some(1));
    assert_eq!(
        (f.fee_cents(0), f.fee_cents(1), f.fee_cents(2)),
        (0, 1500, 0)
    );
}

fn ranking(extra: Value) -> Value {
    let mut r = json!({"id": "r", "name": "R"});
    r.as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    json!({"rankings": [r]})
}

#[rstest]
#[case(json!({"percent": 10, "place": 1}), PRIZES_PLACE_PERCENT_WITHOUT_POT, "rankings[0].places[0].percent")]
#[case(json!({"place": 1}), PRIZES_PLACE_PAYS_NOTHING, "rankings[0].places[0]")]
#[case(json!({"cents": 1}), PRIZES_PLACE_RANGE_MISSING, "rankings[0].places[0].from")]
#[case(json!({"place": 1, "from": 1, "to": 2, "cents": 1}), PRIZES_PLACE_RANGE_TWICE, "rankings[0].places[0].place")]
#[case(json!({"from": 1, "to": 2, "to_share": 0.5, "cents": 1}), PRIZES_PLACE_RANGE_TWICE, "rankings[0].places[0].place")]
#[case(json!({"from": 0, "to": 2, "cents": 1}), PRIZES_PLACE_RANGE_ORDER, "rankings[0].places[0].from")]
#[case(json!({"from": 3, "to": 2, "cents": 1}), PRIZES_PLACE_RANGE_ORDER, "rankings[0].places[0].to")]
#[case(json!({"from": 1, "to_share": 1.5, "cents": 1}), PRIZES_PLACE_SHARE_RANGE, "rankings[0].places[0].to_share")]
#[case(json!({"place": 1, "cents": -1}), PRIZES_MONEY_NEGATIVE, "rankings[0].places[0].cents")]
#[case(json!({"place": 1, "cents": 1, "round_cents": 0}), PRIZES_ROUND_RANGE, "rankings[0].places[0].round_cents")]
fn issue_22_a_bad_place_is_refused(#[case] place: Value, #[case] code: Code, #[case] at: &str) {
    let got = refusals(ranking(json!({"places": [place]})));
    assert_eq!(got, [(code, Some(at.to_string()))]);
}

#[test]
fn issue_22_a_percent_place_with_a_pot_is_accepted() {
    file(
        json!({"entry_cents": 500, "rankings": [{"id": "e", "name": "E",
        "places": [{"place": 1, "percent": 12.5}]}]}),
    );
    file(json!({"rankings": [{"id": "d", "name": "D", "sex": ["f"],
        "pot": {"lost_game_fees": true}, "places": [{"place": 1, "percent": 12.5}]}]}));
}

#[test]
fn issue_22_overlapping_ranges_are_refused() {
    let got = refusals(ranking(json!({"places": [
        {"from": 1, "to": 3, "cents": 1}, {"from": 3, "to_share": 0.5, "cents": 1}]})));
    assert_eq!(
        got,
        [(
            PRIZES_PLACE_OVERLAP,
            Some("rankings[0].places[1].from".into())
        )]
    );
}

#[rstest]
#[case(json!({"sex": []}), PRIZES_RANKING_SEX_EMPTY, "rankings[0].sex")]
#[case(json!({"age_min": 70, "age_max": 60}), PRIZES_RANKING_AGE_RANGE, "rankings[0].age_max")]
#[case(json!({"age_min": -1}), PRIZES_RANKING_AGE_RANGE, "rankings[0].age_min")]
#[case(json!({"series": 0}), PRIZES_RANKING_SERIES_RANGE, "rankings[0].series")]
#[case(json!({"team_size": 1}), PRIZES_RANKING_TEAM_SIZE, "rankings[0].team_size")]
#[case(json!({"club_best": 0}), PRIZES_RANKING_CLUB_BEST, "rankings[0].club_best")]
#[case(json!({"team_size": 4, "club_best": 2}), PRIZES_RANKING_TEAM_AND_CLUB, "rankings[0].club_best")]
#[case(json!({"team_size": 4, "sex": ["f"]}), PRIZES_RANKING_FILTER_KIND, "rankings[0].sex")]
#[case(json!({"club_best": 2, "series": 1}), PRIZES_RANKING_FILTER_KIND, "rankings[0].series")]
#[case(json!({"team_size": 4, "mixed": true}), PRIZES_RANKING_MIXED, "rankings[0].mixed")]
#[case(json!({"mixed": true}), PRIZES_RANKING_MIXED, "rankings[0].mixed")]
#[case(json!({"round_cents": 0}), PRIZES_ROUND_RANGE, "rankings[0].round_cents")]
#[case(json!({"entry_cents": -5}), PRIZES_MONEY_NEGATIVE, "rankings[0].entry_cents")]
#[case(json!({"id": " "}), PRIZES_RANKING_ID_MISSING, "rankings[0].id")]
#[case(json!({"name": ""}), PRIZES_RANKING_NAME_MISSING, "rankings[0].name")]
#[case(json!({"pot": {"lost_game_fees": "series"}}), PRIZES_POT_SERIES_FEES, "rankings[0].pot.lost_game_fees")]
#[case(json!({"pot": {"lost_game_fees_percent": 50}}), PRIZES_POT_PERCENT_WITHOUT_FEES, "rankings[0].pot.lost_game_fees_percent")]
#[case(json!({"pot": {"entry_percent": 101}}), PRIZES_PERCENT_RANGE, "rankings[0].pot.entry_percent")]
#[case(json!({"pot": {"entry_percent": 33.333}}), PRIZES_PERCENT_RANGE, "rankings[0].pot.entry_percent")]
#[case(json!({"pot": {"costs_cents": -1}}), PRIZES_MONEY_NEGATIVE, "rankings[0].pot.costs_cents")]
fn issue_22_a_bad_ranking_is_refused(#[case] extra: Value, #[case] code: Code, #[case] at: &str) {
    assert_eq!(refusals(ranking(extra)), [(code, Some(at.to_string()))]);
}

#[test]
fn issue_22_file_level_contradictions_are_refused() {
    let twice =
        json!({"rankings": [{"id": "a", "name": "A"}, {"id": "a", "name": "B", "sex": ["f"]}]});
    assert_eq!(
        refusals(twice),
        [(PRIZES_RANKING_ID_TWICE, Some("rankings[1].id".into()))]
    );
    let over = json!({"rankings": [
        {"id": "a", "name": "A", "pot": {"lost_game_fees": true, "lost_game_fees_percent": 60}},
        {"id": "b", "name": "B", "sex": ["f"], "pot": {"lost_game_fees": true, "lost_game_fees_percent": 50}}]});
    let got = parse_prize_file(&over.to_string()).unwrap_err();
    assert_eq!(got[0].code, PRIZES_POT_FEES_OVER);
    assert_eq!(
        got[0].params["total"],
        skatblock_rules::Param::Text("110".into())
    );
    let series = json!({"rankings": [
        {"id": "a", "name": "A", "pot": {"lost_game_fees": true, "lost_game_fees_percent": 60}},
        {"id": "s", "name": "S", "series": 1, "pot": {"lost_game_fees": "series"}}]});
    assert_eq!(refusals(series)[0].0, PRIZES_POT_FEES_OVER);
    let fee =
        json!({"entry_cents": 1500, "rankings": [{"id": "a", "name": "A", "entry_cents": 1000}]});
    assert_eq!(
        refusals(fee),
        [(
            PRIZES_MAIN_FEE_TWICE,
            Some("rankings[0].entry_cents".into())
        )]
    );
    let negative = json!({"entry_cents": -1, "rankings": []});
    assert_eq!(
        refusals(negative),
        [(PRIZES_MONEY_NEGATIVE, Some("entry_cents".into()))]
    );
}

#[test]
fn issue_22_every_refusal_comes_at_once() {
    let got = refusals(json!({"rankings": [
        {"id": "a", "name": "", "series": 0, "places": [{"place": 1}]}]}));
    assert_eq!(got.len(), 3, "{got:?}");
}

#[test]
fn issue_22_bad_json_is_refused_with_its_position_and_no_english() {
    let got = parse_prize_file("{\"rankings\": [").unwrap_err();
    assert_eq!(got[0].code, PRIZES_FILE_NOT_JSON);
    assert_eq!(got[0].params["line"], skatblock_rules::Param::Int(1));
    let unknown = parse_prize_file(r#"{"rankings": [], "entry": 5}"#).unwrap_err();
    assert_eq!(unknown[0].code, PRIZES_FILE_UNKNOWN_FIELD);
    assert_eq!(unknown[0].value.as_deref(), Some("entry"));
    let nested =
        parse_prize_file(r#"{"rankings": [{"id": "a", "name": "A", "pot": {"fees": 1}}]}"#);
    assert_eq!(nested.unwrap_err()[0].value.as_deref(), Some("fees"));
    let kind = parse_prize_file(r#"{"rankings": [{"id": "a", "name": "A", "tie": "coin"}]}"#);
    let kind = kind.unwrap_err();
    assert_eq!(kind[0].code, PRIZES_FILE_INVALID);
    assert_eq!(kind[0].value, None);
}

#[test]
fn issue_22_a_validated_file_reads_back_as_itself() {
    let f = h_v5_file("share", false, h_v5_places());
    let again = parse_prize_file(&serde_json::to_string(&f).unwrap()).expect("valid");
    assert_eq!(again, f);
}

// ---- teams ----

fn team_entry(ranking: &str, team: &str, members: &[&str], line: usize) -> TeamEntry {
    TeamEntry {
        ranking: ranking.into(),
        team: team.into(),
        members: members.iter().map(|s| s.to_string()).collect(),
        line: Some(line),
    }
}

#[test]
fn issue_22_bad_teams_are_refused_all_at_once_with_their_lines() {
    let f = file(json!({"rankings": [
        {"id": "e", "name": "Einzel"},
        {"id": "t", "name": "Team", "team_size": 2},
        {"id": "mx", "name": "Mixed", "team_size": 2, "mixed": true}]}));
    let entrants = h_v5_entrants();
    let teams = [
        team_entry("t", "A", &["p1", "p2"], 2),
        team_entry("t", "B", &["p2", "p3"], 4),
        team_entry("t", "C", &["p4"], 6),
        team_entry("t", "D", &["p5", "nobody"], 7),
        team_entry("e", "E", &["p6", "p7"], 9),
        team_entry("mx", "M1", &["p1", "p4"], 11),
        team_entry("mx", "M2", &["p6", "p7"], 13),
    ];
    let got: Vec<(Code, Option<skatblock_rules::Param>)> = validate_teams(&f, &entrants, &teams)
        .unwrap_err()
        .into_iter()
        .map(|r| (r.code, r.params.get("line").cloned()))
        .collect();
    let line = |n: i64| Some(skatblock_rules::Param::Int(n));
    assert_eq!(
        got,
        [
            (PRIZES_TEAM_PLAYER_TWICE, line(4)),
            (PRIZES_TEAM_SIZE, line(6)),
            (PRIZES_TEAM_PLAYER_UNKNOWN, line(7)),
            (PRIZES_TEAM_RANKING_UNKNOWN, line(9)),
            (PRIZES_TEAM_MIXED, line(11)),
        ]
    );
    assert!(rankings(&f, &field(&entrants, &teams, &[])).is_err());
}

#[test]
fn issue_22_a_player_may_be_on_a_team_and_a_tandem() {
    let f = file(json!({"rankings": [
        {"id": "t", "name": "Team", "team_size": 2},
        {"id": "mx", "name": "Mixed", "team_size": 2, "mixed": true}]}));
    let teams = [
        team_entry("t", "A", &["p1", "p2"], 2),
        team_entry("mx", "M", &["p2", "p1"], 3),
    ];
    assert_eq!(validate_teams(&f, &h_v5_entrants(), &teams), Ok(()));
}

#[test]
fn issue_22_the_types_the_app_shows_have_typescript_declarations() {
    use ts_rs::TS;
    let decl = PlaceRow::decl(&ts_rs::Config::new());
    assert!(decl.contains("pending_lot"), "{decl}");
    // The recipient is one key of three, as serde writes it.
    assert!(
        decl.contains(r#"{ "player_id": string } | { "team": string }"#),
        "{decl}"
    );
    assert!(RankingRow::decl(&ts_rs::Config::new()).contains("lot_required"));
    assert!(PrizeFile::decl(&ts_rs::Config::new()).contains("one_prize_per_player"));
}
