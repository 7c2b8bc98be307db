use super::*;
use serde_json::json;

/// A 3-table with a won grand (with 3, Schneider: 120), a won clubs (with 1: 24) and a lost
/// Null (23, doubled): seat 1 170 + 40, seat 2 74 + 40, seat 3 −46 − 50 (B.1.1, B.1.3).
fn package(results: [(i64, u32, u32); 3]) -> Package {
    let players = ["101", "102", "103"];
    Package {
        package_id: String::new(),
        league: 1,
        group: "Staffel 1".into(),
        day: 1,
        date: "2026-11-21".into(),
        venue: "Vereinsheim".into(),
        series: vec![PackageSeries {
            series: 1,
            tables: vec![PackageTable {
                table: 1,
                first_dealer: 0,
                seats: players
                    .iter()
                    .enumerate()
                    .map(|(i, p)| Seat {
                        seat: i as u8 + 1,
                        player_id: (*p).into(),
                    })
                    .collect(),
                games: Some(vec![
                    json!({"contract": "grand", "matadors": 3, "declarer_points": 95, "declarer": 0}),
                    json!({"contract": "clubs", "matadors": 1, "declarer_points": 61, "declarer": 1}),
                    json!({"contract": "null", "declarer_tricks": 1, "declarer": 2}),
                ]),
                totals: None,
                results: players
                    .iter()
                    .zip(results)
                    .map(|(p, (total, won, lost))| PlayerResult {
                        player_id: (*p).into(),
                        total,
                        won,
                        lost,
                    })
                    .collect(),
                signature: None,
            }],
        }],
    }
}

const RIGHT: [(i64, u32, u32); 3] = [(210, 1, 0), (114, 1, 0), (-96, 0, 1)];

#[test]
fn a_package_whose_results_follow_from_its_games_passes_with_its_totals() {
    let scored = verify(&package(RIGHT), &Rules::default()).expect("valid");
    let totals: Vec<(&str, i64)> = scored
        .iter()
        .map(|s| (s.player_id.as_str(), s.total))
        .collect();
    assert_eq!(totals, [("101", 210), ("102", 114), ("103", -96)]);
}

#[test]
fn a_result_that_does_not_follow_is_refused_naming_field_value_and_expected() {
    let errors = verify(
        &package([(210, 1, 0), (115, 1, 0), (-96, 0, 1)]),
        &Rules::default(),
    )
    .unwrap_err();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].code, PACKAGE_RESULT_MISMATCH);
    assert_eq!(
        errors[0].field.as_deref(),
        Some("series[0].tables[0].results[1].total")
    );
    assert_eq!(errors[0].value.as_deref(), Some("115"));
    assert_eq!(
        errors[0].params["expected"],
        skatblock_rules::Param::Int(114)
    );
}

#[test]
fn a_list_of_totals_is_scored_like_the_desk_scores_it() {
    let mut p = package(RIGHT);
    let table = &mut p.series[0].tables[0];
    table.games = None;
    table.totals = Some(vec![
        TotalsLine {
            player_id: "101".into(),
            points: 120,
            won: 1,
            lost: 0,
        },
        TotalsLine {
            player_id: "102".into(),
            points: 24,
            won: 1,
            lost: 0,
        },
        TotalsLine {
            player_id: "103".into(),
            points: -46,
            won: 0,
            lost: 1,
        },
    ]);
    assert!(verify(&p, &Rules::default()).is_ok());
}

#[test]
fn a_bad_game_is_refused_at_its_place_in_the_list() {
    let mut p = package(RIGHT);
    p.series[0].tables[0].games.as_mut().unwrap()[1] =
        json!({"contract": "clubs", "matadors": 12, "declarer_points": 61, "declarer": 1});
    let errors = verify(&p, &Rules::default()).unwrap_err();
    assert_eq!(
        errors[0].field.as_deref(),
        Some("series[0].tables[0].games.matadors")
    );
    assert_eq!(errors[0].params["game"], skatblock_rules::Param::Int(2));
}

#[test]
fn the_id_is_the_hash_of_the_sorted_content_and_a_changed_byte_is_refused() {
    let (sealed_package, value) = sealed(package(RIGHT));
    let body = serde_json::to_vec(&value).unwrap();
    let (parsed, _) = parse(&body).expect("the sealed package parses");
    assert_eq!(parsed, sealed_package);
    // The same content with other key order and spaces has the same id.
    let mut text = String::new();
    canonical(&value, &mut text);
    assert!(!text.contains(' ') || text.contains("Staffel 1"));
    let spaced = serde_json::to_string_pretty(&value).unwrap();
    assert!(parse(spaced.as_bytes()).is_ok());
    let changed = String::from_utf8(body)
        .unwrap()
        .replace("Vereinsheim", "Vereinshein");
    assert_eq!(
        parse(changed.as_bytes()).unwrap_err().code,
        PACKAGE_ID_MISMATCH
    );
}

#[test]
fn the_canonical_form_sorts_keys_and_has_no_spaces() {
    let mut text = String::new();
    canonical(
        &json!({"b": [1, {"d": "x y", "c": null}], "a": "ä\"\n"}),
        &mut text,
    );
    assert_eq!(text, r#"{"a":"ä\"\n","b":[1,{"c":null,"d":"x y"}]}"#);
}

#[test]
fn seats_players_and_numbers_are_checked() {
    let mut p = package(RIGHT);
    p.series[0].tables[0].seats[2].seat = 4;
    p.date = "2026-02-30".into();
    let codes: Vec<_> = verify(&p, &Rules::default())
        .unwrap_err()
        .iter()
        .map(|e| e.code)
        .collect();
    assert_eq!(codes, [PACKAGE_DATE, PACKAGE_SEATS]);
    let mut p = package(RIGHT);
    let mut second = p.series[0].tables[0].clone();
    second.table = 2;
    p.series[0].tables.push(second);
    let errors = verify(&p, &Rules::default()).unwrap_err();
    assert_eq!(errors.len(), 3);
    assert!(errors.iter().all(|e| e.code == PACKAGE_PLAYER_TWICE));
}

#[test]
fn the_results_a_desk_puts_in_its_package_are_the_engines() {
    let p = package(RIGHT);
    let results = table_results(&p.series[0].tables[0], &Rules::default()).expect("scored");
    assert_eq!(results, p.series[0].tables[0].results);
}
