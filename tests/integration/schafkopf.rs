//! Issue 11 (first part): `skatblock schafkopf score` drives the Schafkopf engine line by line
//! under the presets and a custom tariff (RULES.md D.3, D.4, E.5).

use std::process::Command;

fn score(args: &[&str], input: &str) -> Vec<serde_json::Value> {
    let out = super::cli::skatblock(args, input.as_bytes());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

fn amounts(v: &serde_json::Value) -> Vec<i64> {
    v["amounts"]
        .as_array()
        .unwrap_or_else(|| panic!("amounts in {v}"))
        .iter()
        .map(|a| a.as_i64().expect("an integer"))
        .collect()
}

#[test]
fn issue_11_schafkopf_score_follows_the_e5_vectors_line_by_line() {
    // SK1–SK6 under BSV 10/50 (the default), with the seats of the contract's example.
    let input = [
        r#"{"game": "rufspiel", "called": "eichel", "declarer": 0, "partner": 2, "points": 72}"#,
        r#"{"game": "rufspiel", "called": "gras", "declarer": 0, "partner": 2, "points": 95}"#,
        r#"{"game": "rufspiel", "called": "schellen", "declarer": 0, "partner": 2, "points": 120, "tricks": 8}"#,
        r#"{"game": "rufspiel", "called": "eichel", "declarer": 0, "partner": 2, "points": 60}"#,
        r#"{"game": "rufspiel", "called": "eichel", "declarer": 0, "partner": 2, "points": 72, "laufende": 3}"#,
        r#"{"game": "solo", "suit": "herz", "declarer": 1, "points": 75}"#,
        r#"{"passed": true}"#,
        r#"{"game": "ramsch", "points": [30, 45, 25, 20], "tricks": [2, 3, 2, 1]}"#,
        r#"{"game": "rufspiel", "declarer": 0, "partner": 0, "called": "eichel", "points": 70}"#,
        "",
        r#"{"game": "wenz", "declarer": 1, "points": 80, "kontra": 1}"#,
    ]
    .join("\n");
    let lines = score(&["schafkopf", "score"], &format!("{input}\n"));
    assert_eq!(lines.len(), 11, "one result per line, errors included");
    let expected: [&[i64]; 8] = [
        &[10, -10, 10, -10],
        &[20, -20, 20, -20],
        &[30, -30, 30, -30],
        &[-10, 10, -10, 10],
        &[40, -40, 40, -40],
        &[-50, 150, -50, -50],
        &[0, 0, 0, 0],
        &[20, -60, 20, 20],
    ];
    for (line, want) in lines.iter().zip(expected) {
        assert_eq!(amounts(line), want, "{line}");
        assert_eq!(amounts(line).iter().sum::<i64>(), 0, "zero-sum: {line}");
    }
    assert_eq!(lines[3]["won"], false, "60:60 loses");
    assert_eq!(lines[8]["code"], "schafkopf.partner.self");
    assert_eq!(lines[8]["field"], "partner");
    assert_eq!(lines[8]["value"], 0);
    assert_eq!(lines[9]["code"], "input.line.empty");
    // Kontra doubles: 2 × 50 from each opponent.
    assert_eq!(amounts(&lines[10]), [-100, 300, -100, -100]);
}

#[test]
fn issue_11_the_tournament_preset_and_a_custom_tariff() {
    let a1 = score(
        &["schafkopf", "score", "--tariff", "TOURNAMENT_A1"],
        concat!(
            r#"{"game": "solo", "suit": "eichel", "declarer": 0, "points": 95, "laufende": 3}"#,
            "\n",
            r#"{"game": "sie", "declarer": 3}"#,
            "\n",
            r#"{"game": "bettel", "declarer": 3, "tricks": 0}"#,
            "\n",
        ),
    );
    // ST5: 2 + 1 + 3·1 = 6 per opponent; Sie 14; no Bettel in A1.
    assert_eq!(amounts(&a1[0]), [18, -6, -6, -6]);
    assert_eq!(amounts(&a1[1]), [-14, -14, -14, 42]);
    assert_eq!(a1[2]["code"], "schafkopf.game.not-in-tariff");

    let temp = super::store::temp_dir("schafkopf-tariff");

    let dir = temp.path();
    let file = dir.join("tarif.json");
    std::fs::write(
        &file,
        r#"{"unit": "cent", "rufspiel": {"base": 20, "schneider": 10, "schwarz": 10, "laufender": 10},
            "solo": {"base": 50, "schneider": 10, "schwarz": 10, "laufender": 10},
            "farbwenz": {"base": 40, "laufender": 10, "laufende_min": 2},
            "tout": {"multiplier": 2}}"#,
    )
    .expect("tariff");
    let custom = score(
        &[
            "schafkopf",
            "score",
            "--tariff",
            file.to_str().expect("path"),
        ],
        concat!(
            r#"{"game": "rufspiel", "called": "gras", "declarer": 2, "partner": 3, "points": 40}"#,
            "\n",
            r#"{"game": "farbwenz", "suit": "schellen", "declarer": 0, "points": 70, "laufende": 2, "tout": true, "tricks": 8}"#,
            "\n",
            r#"{"game": "wenz", "declarer": 0, "points": 70}"#,
            "\n",
        ),
    );
    // Rufspiel lost: 20 each way; Farbwenz Tout won: (40 + 10·2) × 2 = 120 per opponent.
    assert_eq!(amounts(&custom[0]), [20, 20, -20, -20]);
    assert_eq!(amounts(&custom[1]), [360, -120, -120, -120]);
    assert_eq!(custom[2]["code"], "schafkopf.game.not-in-tariff");
}

#[test]
fn issue_11_schafkopf_refusals_say_field_and_value_in_german() {
    let lines = score(
        &["--lang", "de", "schafkopf", "score"],
        concat!(
            r#"{"game": "rufspiel", "called": "herz", "declarer": 0, "partner": 1, "points": 70}"#,
            "\n",
            r#"{"game": "wenz", "declarer": 1, "points": 70, "laufende": 5}"#,
            "\n",
            r#"{"game": "wenz", "declarer": 1, "points": 300}"#,
            "\n",
        ),
    );
    // A value beyond any small number is named as entered, not cut down.
    assert_eq!(lines[2]["code"], "schafkopf.points.range");
    assert_eq!(lines[2]["value"], 300);
    assert_eq!(
        lines[0]["error"],
        "gerufen = \"herz\": die Herz-Sau kann nicht gerufen werden: Herz ist im Rufspiel Trumpf (Schafkopf D.1)"
    );
    assert_eq!(lines[1]["code"], "schafkopf.laufende.range");
    assert_eq!(lines[1]["value"], 5);
    let bad = Command::new(env!("CARGO_BIN_EXE_skatblock"))
        .args(["schafkopf", "score", "--tariff", "/nonexistent/tarif.json"])
        .output()
        .expect("runs");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("BSV_10_50, TOURNAMENT_A1"));
}

#[test]
fn issue_11_schafkopf_sheet_adds_up_a_list_and_ranks_it() {
    let temp = super::store::temp_dir("schafkopf-sheet");
    let dir = temp.path();
    let list = dir.join("liste.json");
    std::fs::write(
        &list,
        r#"{"players": ["Anna", "Bernd", "Clara", "Dieter"], "first_dealer": 1, "tariff": "TOURNAMENT_A1",
            "games": [{"game": "rufspiel", "called": "eichel", "declarer": 0, "partner": 2, "points": 72},
                      {"game": "wenz", "declarer": 1, "points": 80},
                      {"passed": true},
                      {"game": "solo", "suit": "gras", "declarer": 3, "points": 95, "laufende": 3}]}"#,
    )
    .expect("list");
    let out = Command::new(env!("CARGO_BIN_EXE_skatblock"))
        .args(["schafkopf", "sheet", list.to_str().expect("path")])
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    // Rufspiel ±1; Wenz 2 per opponent (+6); passed; Solo Schneider with 3 Laufende: 2 + 1 + 3.
    let totals: Vec<Vec<i64>> = report["games"]
        .as_array()
        .expect("games")
        .iter()
        .map(|g| amounts(&serde_json::json!({"amounts": g["totals"]})))
        .collect();
    assert_eq!(
        totals,
        vec![
            vec![1, -1, 1, -1],
            vec![-1, 5, -1, -3],
            vec![-1, 5, -1, -3],
            vec![-7, -1, -7, 15]
        ]
    );
    assert_eq!(report["games"][0]["dealer"], 1);
    let ranking: Vec<(i64, &str, i64, i64, bool)> = report["ranking"]
        .as_array()
        .expect("ranking")
        .iter()
        .map(|r| {
            (
                r["rank"].as_i64().expect("rank"),
                r["player"].as_str().expect("player"),
                r["total"].as_i64().expect("total"),
                r["solos_won"].as_i64().expect("solos"),
                r["lot_required"].as_bool().expect("lot"),
            )
        })
        .collect();
    assert_eq!(
        ranking,
        vec![
            (1, "Dieter", 15, 1, false),
            (2, "Bernd", -1, 1, false),
            (3, "Anna", -7, 0, true),
            (3, "Clara", -7, 0, true)
        ]
    );
    assert_eq!(report["findings"], serde_json::json!([]));
    // A bad game is named by its number; nothing is printed on stdout.
    std::fs::write(
        &list,
        r#"{"players": ["A", "B", "C", "D"], "games": [{"passed": true}, {"game": "solo", "declarer": 0, "points": 70}]}"#,
    )
    .expect("list");
    let out = Command::new(env!("CARGO_BIN_EXE_skatblock"))
        .args(["schafkopf", "sheet", list.to_str().expect("path")])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("game 2") && err.contains("needs its trump suit"),
        "{err}"
    );
}
