//! The `skatblock` binary on the files in `tests/fixtures/`: stdin/stdout contracts, exit
//! codes and golden output.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use snapbox::{IntoData, assert_data_eq};

use super::fixture;
use super::vectors::VECTORS;

/// Runs the binary with `stdin` as its input.
pub fn skatblock(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_skatblock"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    input.write_all(stdin).expect("stdin accepts input");
    drop(input);
    child.wait_with_output().expect("the binary exits")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

#[test]
fn score_reproduces_every_rules_vector() {
    let input: String = VECTORS.iter().map(|v| format!("{}\n", v.game)).collect();
    let output = skatblock(&["score"], input.as_bytes());
    assert!(output.status.success());
    let lines: Vec<&str> = std::str::from_utf8(&output.stdout)
        .expect("utf-8")
        .lines()
        .collect();
    assert_eq!(lines.len(), VECTORS.len(), "one result line per input line");
    for (v, line) in VECTORS.iter().zip(lines) {
        let got: serde_json::Value = serde_json::from_str(line).expect("result is JSON");
        let e = &v.expected;
        let want = serde_json::json!({"won": e.won, "overbid": e.overbid, "value": e.value, "score": e.score});
        let core: serde_json::Map<_, _> = ["won", "overbid", "value", "score"]
            .iter()
            .map(|k| (k.to_string(), got[*k].clone()))
            .collect();
        assert_eq!(serde_json::Value::Object(core), want, "{}", v.id);
    }
}

#[test]
fn score_reports_bad_lines_and_goes_on() {
    let input = concat!(
        "{\"contract\":\"grand\",\"matadors\":2,\"declarer_points\":61}\n",
        "not json at all\n",
        "{\"contract\":\"grand\",\"matadors\":5,\"declarer_points\":61}\n",
        "\n",
        "{\"passed\":true}\r\n",
        "{\"contract\":\"null\",\"declarer_tricks\":0}",
    );
    let output = skatblock(&["score"], input.as_bytes());
    assert!(
        output.status.success(),
        "invalid games inside the stream are not a failure"
    );
    assert_data_eq!(
        stdout(&output),
        snapbox::str![[r#"
{"won":true,"overbid":false,"value":72,"score":72}
{"error":"line = \"not json at all\": not JSON (the parser stopped at line 1, column 2)","code":"input.not-json","field":"line","value":"not json at all","rule":null}
{"error":"matadors = 5: grand allows 1..=4 with or -4..=-1 without (ISkO 2.3)","code":"game.matadors.range","field":"matadors","value":5,"rule":"A.3.3"}
{"error":"line = \"\": empty line: one game per line as a JSON object","code":"input.line.empty","field":"line","value":"","rule":null}
{"passed":true,"won":false,"overbid":false,"value":0,"score":0}
{"won":true,"overbid":false,"value":23,"score":23}

"#]]
        .raw()
    );
}

#[test]
fn score_takes_rule_flags_from_a_file() {
    let temp = crate::store::temp_dir("rules");
    let dir = temp.path();
    let rules = dir.join("jskat.json");
    std::fs::write(&rules, r#"{"null_overbid": "MULTIPLE_OF_23"}"#).expect("write rules");
    let output = skatblock(
        &["score", "--rules", rules.to_str().expect("utf-8 path")],
        b"{\"contract\":\"null\",\"bid\":24}\n",
    );
    assert_eq!(
        stdout(&output),
        "{\"won\":false,\"overbid\":true,\"value\":46,\"score\":-92}\n"
    );
    std::fs::write(&rules, r#"{"hirsch": true}"#).expect("write rules");
    let output = skatblock(
        &["score", "--rules", rules.to_str().expect("utf-8 path")],
        b"",
    );
    assert_eq!(
        output.status.code(),
        Some(2),
        "unusable rules file is an error"
    );
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .contains("hirsch = true: not a rule flag; the flags are ")
    );
    std::fs::write(&rules, r#"{"kontra": true}"#).expect("write rules");
    let output = skatblock(
        &["score", "--rules", rules.to_str().expect("utf-8 path")],
        b"",
    );
    assert_eq!(output.status.code(), Some(2), "a variant under the ISkO");
    assert!(
        String::from_utf8_lossy(&output.stderr).contains(
            "kontra = true: the ISkO has no club variants; set \"ruleset\": \"CLUB\" to play them (house rule C.0)"
        ),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn sheet_s4_as_text_matches_the_golden_list() {
    let path = fixture("sheet_s4.json");
    let output = skatblock(
        &[
            "sheet",
            path.to_str().expect("utf-8 path"),
            "--format",
            "text",
        ],
        b"",
    );
    assert!(output.status.success());
    assert_data_eq!(
        stdout(&output),
        snapbox::file!["../golden/sheet_s4.txt"].raw()
    );
}

#[test]
fn sheet_s4_from_stdin_gives_the_rules_totals() {
    let text = std::fs::read(fixture("sheet_s4.json")).expect("fixture");
    let output = skatblock(&["sheet"], &text);
    assert!(output.status.success());
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let totals: Vec<i64> = report["foot"]
        .as_array()
        .expect("foot")
        .iter()
        .map(|f| f["total"].as_i64().expect("total"))
        .collect();
    assert_eq!(totals, vec![40, 44, 176], "RULES.md E.3 S4");
    let ranking: Vec<&str> = report["ranking"]
        .as_array()
        .expect("ranking")
        .iter()
        .map(|r| r["player"].as_str().expect("name"))
        .collect();
    assert_eq!(ranking, vec!["C", "B", "A"]);
    assert_eq!(report["sums"]["won_column"], 158);
    assert_eq!(report["sums"]["lost_column"], 108);
    assert_eq!(report["findings"][0]["kind"], "wrong_game_count");
}

#[test]
fn sheet_4table_48_has_no_findings_and_a_golden_list() {
    let path = fixture("sheet_4table_48.json");
    let output = skatblock(
        &[
            "sheet",
            path.to_str().expect("utf-8 path"),
            "--format",
            "text",
        ],
        b"",
    );
    assert!(output.status.success());
    assert_data_eq!(
        stdout(&output),
        snapbox::file!["../golden/sheet_4table_48.txt"].raw()
    );
}

#[test]
fn sheet_flags_a_4_table_declarer_who_deals_and_a_wrong_written_value() {
    let sheet = r#"{"table_size":4,"players":["A","B","C","D"],"first_dealer":1,"games":[
        {"declarer":1,"contract":"grand","matadors":1,"declarer_points":70},
        {"declarer":0,"contract":"clubs","matadors":1,"declarer_points":70,"written":36}]}"#;
    let output = skatblock(&["sheet"], sheet.as_bytes());
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let kinds: Vec<&str> = report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| f["kind"].as_str().expect("kind"))
        .collect();
    assert_eq!(
        kinds,
        vec![
            "wrong_game_count",
            "declarer_is_dealer",
            "written_value_mismatch"
        ]
    );
    assert_eq!(report["findings"][1]["game"], 1);
    assert_eq!(report["findings"][2]["computed"], 24);
}

#[test]
fn sheet_with_invalid_games_names_each_and_fails() {
    let sheet = r#"{"table_size":3,"players":["A","B","C"],"colour":"red","games":[
        {"declarer":0,"contract":"grand","matadors":5,"declarer_points":70},
        {"declarer":1,"contract":"hearts","matadors":1,"declarer_points":70,"bid":19}]}"#;
    let output = skatblock(&["sheet"], sheet.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    assert_data_eq!(
        String::from_utf8_lossy(&output.stderr).to_string(),
        snapbox::str![[r#"
skatblock: the sheet has 3 error(s):
  colour = "red": unknown field; a sheet has table_size, players, first_dealer, games, rules
  game 1: matadors = 5: grand allows 1..=4 with or -4..=-1 without (ISkO 2.3)
  game 2: bid = 19: not a legal bid: bids are the 63 game values 18, 20, 22, 23, 24, 27, 30, … 264 (ISkO 3.3)

"#]]
        .raw()
    );
    assert!(output.stdout.is_empty(), "no half list on stdout");
}

#[test]
fn sheet_with_wrong_player_count_or_missing_file_fails() {
    let output = skatblock(
        &["sheet"],
        br#"{"table_size":4,"players":["A","B","C"],"games":[]}"#,
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .contains("players = 3: a 4-table has 4 players (SkWO 6.1)")
    );
    let output = skatblock(&["sheet", "/nonexistent/sheet.json"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("cannot read /nonexistent/sheet.json")
    );
}

#[test]
fn every_command_has_help() {
    for args in [&["--help"][..], &["score", "--help"], &["sheet", "--help"]] {
        let output = skatblock(args, b"");
        assert!(output.status.success(), "{args:?}");
        assert!(stdout(&output).contains("Usage: skatblock"), "{args:?}");
    }
}
