//! Issue 22, the Preisskat through the CLI: a prize file with an Einzel ranking paid from the
//! entry fees and the lost-game fees, a Damen ranking with goods, a tandem ranking; a tie that
//! needs a lot, the lot recorded, the pass-over of one prize per player (RULES.md H.3–H.4).
//!
//! The evening, worked by hand (Seeger-Fabian at a 4-table: points + 50 × (won − lost) + 30 ×
//! the others' lost games, B.1):
//! table 1: P1 100/2/0 → 290, P2 100/2/0 → 290, P3 50/1/1 → 110, P4 −30/0/2 → −100;
//! table 2: P5 200/3/0 → 440, P6 20/1/1 → 80, P7 20/1/1 → 80, P8 −50/0/1 → −40.
//! Lost-game fees 50 for the 1st and 2nd: P3 50, P4 100, P6 50, P7 50, P8 50 = 300.

use std::path::Path;

use serde_json::{Value, json};

use super::store::temp_dir;
use super::{ok, run};

const PLAYERS: &str = "Nr;Vorname;Nachname;Verein;Geschlecht;Jahrgang
P1;Anna;Adler;SC Pik As;w;1960
P2;Bernd;Bauer;SC Pik As;m;1970
P3;Clara;Claus;Grand Hand;f;1950
P4;Dieter;Dorn;Grand Hand;m;1980
P5;Erika;Eck;SF Kreuz;f;1990
P6;Frieda;Fink;SF Kreuz;f;1965
P7;Gisela;Graf;;w;
P8;Hans;Horn;;m;1940
";

const PRIZES: &str = r#"{
  "entry_cents": 1500,
  "rankings": [
    {"id": "einzel", "name": "Einzelwertung", "pot": {"lost_game_fees": true},
     "places": [{"place": 1, "percent": 50, "round_cents": 100},
                {"place": 2, "percent": 30, "round_cents": 100},
                {"place": 3, "percent": 20, "round_cents": 100}]},
    {"id": "damen", "name": "Damenwertung", "sex": ["f"],
     "places": [{"place": 1, "goods": "Präsentkorb"}]},
    {"id": "tandem", "name": "Tandem", "team_size": 2}
  ]
}"#;

pub(super) fn file(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path.to_str().expect("a UTF-8 path").to_string()
}

/// The players, event 1 with the prize file and the fees, seated and its totals entered.
pub(super) fn preisskat(dir: &Path) -> std::path::PathBuf {
    preisskat_of(dir, "1")
}

/// [`preisskat`] with `series` series (series 1 played).
fn preisskat_of(dir: &Path, series: &str) -> std::path::PathBuf {
    let db = dir.join("club.db");
    ok(&db, &["player", "import", &file(dir, "p.csv", PLAYERS)]);
    let fees = file(
        dir,
        "fees.json",
        r#"{"entry_cents": 1500, "lost_game_cents": [50]}"#,
    );
    let prizes = file(dir, "prizes.json", PRIZES);
    let args = [
        "event",
        "create",
        "--name",
        "Preisskat",
        "--date",
        "2026-11-28",
    ];
    let more = ["--series", series, "--fees", &fees, "--prizes", &prizes];
    ok(&db, &[&args[..], &more].concat());
    ok(&db, &["event", "register", "1", "--all"]);
    let seating = "series,table,seat,player_id\n1,1,1,P1\n1,1,2,P2\n1,1,3,P3\n1,1,4,P4\n\
                   1,2,1,P5\n1,2,2,P6\n1,2,3,P7\n1,2,4,P8\n";
    ok(
        &db,
        &["seating", "import", "1", &file(dir, "s.csv", seating)],
    );
    let totals = "series,player_id,points,won,lost\n1,P1,100,2,0\n1,P2,100,2,0\n1,P3,50,1,1\n\
                  1,P4,-30,0,2\n1,P5,200,3,0\n1,P6,20,1,1\n1,P7,20,1,1\n1,P8,-50,0,1\n";
    ok(&db, &["totals", "import", "1", &file(dir, "t.csv", totals)]);
    db
}

pub(super) fn json_of(db: &Path, args: &[&str]) -> Value {
    serde_json::from_str(&ok(db, args)).expect("JSON")
}

/// (rank, number, total, lot_required) of every row of a ranking.
fn ranking(db: &Path, id: &str) -> Vec<(Value, String, i64, bool)> {
    let rows = json_of(db, &["standings", "1", "--ranking", id, "--format", "json"]);
    rows.as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            let who = r.get("player_id").or(r.get("team")).expect("who");
            (
                r["rank"].clone(),
                who.as_str().expect("text").to_string(),
                r["total"].as_i64().expect("total"),
                r["lot_required"].as_bool().expect("bool"),
            )
        })
        .collect()
}

fn row(rank: i64, who: &str, total: i64, lot: bool) -> (Value, String, i64, bool) {
    (json!(rank), who.to_string(), total, lot)
}

#[test]
fn issue_22_rankings_ties_and_the_lot_through_the_cli() {
    let temp = temp_dir("preisskat-rankings");
    let db = preisskat(temp.path());
    assert_eq!(
        ranking(&db, "einzel"),
        [
            row(1, "P5", 440, false),
            row(2, "P1", 290, true),
            row(2, "P2", 290, true),
            row(4, "P3", 110, false),
            row(5, "P6", 80, true),
            row(5, "P7", 80, true),
            row(7, "P8", -40, false),
            row(8, "P4", -100, false),
        ]
    );
    // Damen: the women only (P7's "w" is f).
    let damen: Vec<String> = ranking(&db, "damen").into_iter().map(|r| r.1).collect();
    assert_eq!(damen, ["P5", "P1", "P3", "P6", "P7"]);

    // A lot naming players of two groups orders nothing; the right group is recorded.
    let wrong = run(
        &db,
        &["standings", "lot", "1", "--ranking", "einzel", "P1", "P6"],
    );
    assert_eq!(wrong.status.code(), Some(2), "refused");
    assert_eq!(
        ranking(&db, "einzel")[1],
        row(2, "P1", 290, true),
        "nothing stored"
    );
    ok(
        &db,
        &["standings", "lot", "1", "--ranking", "einzel", "P2", "P1"],
    );
    let einzel = ranking(&db, "einzel");
    assert_eq!(
        einzel[1..3],
        [row(2, "P2", 290, false), row(3, "P1", 290, false)]
    );
    assert_eq!(
        einzel[4],
        row(5, "P6", 80, true),
        "the other group still needs its lot"
    );
    // A ranking the file does not declare.
    let unknown = run(&db, &["standings", "1", "--ranking", "senioren"]);
    assert_eq!(unknown.status.code(), Some(2));
}

#[test]
fn issue_22_prizes_from_the_pot_with_pass_over_and_a_pending_lot() {
    let temp = temp_dir("preisskat-prizes");
    let db = preisskat(temp.path());
    let prizes = json_of(&db, &["prizes", "1", "--format", "json"]);
    // 8 × 15 € + 3 € lost-game fees = 123 €; 50 % → 61 € (whole euros), 30 % → 36 €.
    assert_eq!(
        prizes["pots"][0],
        json!({"ranking": "einzel", "entrants": 8, "pot_cents": 12300,
               "paid_cents": 6100 + 3600 + 2400, "rest_cents": 200})
    );
    let places = prizes["places"].as_array().expect("places");
    let einzel: Vec<(i64, &str, Value, bool)> = places
        .iter()
        .filter(|p| p["ranking"] == "einzel")
        .map(|p| {
            let place = p["place"].as_i64().expect("place");
            (
                place,
                p["player_id"].as_str().expect("who"),
                p["cents"].clone(),
                p["pending_lot"] == true,
            )
        })
        .collect();
    assert_eq!(
        einzel,
        [
            (1, "P5", json!(6100), false),
            (2, "P1", Value::Null, true),
            (2, "P2", Value::Null, true),
        ]
    );
    // Damen: P5 holds a prize and P1 is in a group all of whose places pay: both passed over.
    let damen: Vec<&Value> = places.iter().filter(|p| p["ranking"] == "damen").collect();
    assert_eq!(damen.len(), 1);
    assert_eq!(
        (damen[0]["player_id"].as_str(), damen[0]["goods"].as_str()),
        (Some("P3"), Some("Präsentkorb"))
    );

    ok(
        &db,
        &["standings", "lot", "1", "--ranking", "einzel", "P2", "P1"],
    );
    let payouts = json_of(&db, &["prizes", "1", "--format", "json"])["payouts"].clone();
    let paid: Vec<(&str, i64)> = payouts
        .as_array()
        .expect("payouts")
        .iter()
        .map(|p| {
            (
                p["player_id"].as_str().expect("who"),
                p["cents"].as_i64().expect("cents"),
            )
        })
        .collect();
    assert_eq!(paid, [("P5", 6100), ("P2", 3600), ("P1", 2400), ("P3", 0)]);
    let csv = ok(&db, &["prizes", "1", "--format", "csv"]);
    assert!(
        csv.starts_with(
            "ranking,place,kind,id,name,cents,goods,shared,pending_lot\n\
             einzel,1,player_id,P5,Erika Eck,6100,,false,false\n"
        ),
        "{csv}"
    );
    // The German export, semicolons for Excel: German columns, ja/nein.
    let out = temp.path().join("preise.csv");
    let path = out.to_str().expect("path");
    ok(
        &db,
        &[
            "--lang", "de", "export", "prizes", "1", "--out", path, "--excel",
        ],
    );
    let german = std::fs::read_to_string(&out).expect("written");
    assert!(
        german.starts_with(
            "\u{feff}Wertung;Platz;Art;Nr.;Name;Betrag (Cent);Sachpreis;geteilt;Los ausstehend\n\
             einzel;1;player_id;P5;Erika Eck;6100;;nein;nein\n"
        ),
        "{german}"
    );
}

#[test]
fn issue_22_teams_are_entered_all_or_nothing_and_ranked_by_their_sums() {
    let temp = temp_dir("preisskat-teams");
    let dir = temp.path();
    let db = preisskat(dir);
    let bad = "ranking,team,player_id\ntandem,T1,P1\ntandem,T1,P5\ntandem,T2,P1\ntandem,T2,P99\n";
    let refused = run(&db, &["event", "teams", "1", &file(dir, "bad.csv", bad)]);
    assert_eq!(refused.status.code(), Some(2), "P99 unknown");
    assert!(ranking(&db, "tandem").is_empty(), "nothing stored");
    let teams = "ranking,team,player_id\ntandem,T1,P1\ntandem,T1,P5\ntandem,T2,P2\n\
                 tandem,T2,P6\ntandem,T3,P3\ntandem,T3,P7\n";
    ok(
        &db,
        &["event", "teams", "1", &file(dir, "teams.csv", teams)],
    );
    assert_eq!(
        ranking(&db, "tandem"),
        [
            row(1, "T1", 730, false),
            row(2, "T2", 370, false),
            row(3, "T3", 190, false)
        ]
    );
    let rows = json_of(
        &db,
        &["standings", "1", "--ranking", "tandem", "--format", "json"],
    );
    assert_eq!(rows[0]["members"], json!(["P1", "P5"]));
}

#[test]
fn issue_22_a_prize_file_that_contradicts_the_event_is_refused_and_nothing_changes() {
    let temp = temp_dir("preisskat-refused");
    let dir = temp.path();
    let db = preisskat(dir);
    let other_fee = PRIZES.replace("\"entry_cents\": 1500", "\"entry_cents\": 2000");
    let out = run(
        &db,
        &[
            "--lang",
            "de",
            "event",
            "update",
            "1",
            "--prizes",
            &file(dir, "x.json", &other_fee),
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("2000") && said.contains("1500"), "{said}");
    let beyond = PRIZES.replace("\"sex\": [\"f\"]", "\"series\": 2");
    let out = run(
        &db,
        &[
            "event",
            "update",
            "1",
            "--prizes",
            &file(dir, "y.json", &beyond),
        ],
    );
    assert_eq!(out.status.code(), Some(2), "the event has one series");
    // The stored file still ranks as before.
    assert_eq!(ranking(&db, "damen").len(), 5);
}

/// The tables of series 2 as player numbers, seat 1 first.
fn tables_of_series_2(db: &Path) -> Vec<Vec<String>> {
    let csv = ok(
        db,
        &["seating", "show", "1", "--series", "2", "--format", "csv"],
    );
    let mut tables: Vec<Vec<String>> = Vec::new();
    for line in csv.lines().skip(1) {
        let cells: Vec<&str> = line.split(',').collect();
        let table: usize = cells[1].parse().expect("table");
        if tables.len() < table {
            tables.resize(table, Vec::new());
        }
        tables[table - 1].push(cells[3].to_string());
    }
    tables
}

#[test]
fn issue_22_series_2_is_set_by_score_and_mates_are_kept_apart() {
    let temp = temp_dir("preisskat-seeded");
    let dir = temp.path();
    let db = preisskat_of(dir, "2");
    let refused = run(&db, &["seating", "draw", "1", "--series", "1", "--seeded"]);
    assert_eq!(
        refused.status.code(),
        Some(2),
        "series 1 has no score to set by"
    );

    // By score after series 1: P5 440; P1 and P2 290 (tied: their order from the seed); P3;
    // then P6 and P7 80 (tied), P8, P4.
    let said = ok(
        &db,
        &[
            "seating", "draw", "1", "--series", "2", "--seeded", "--seed", "7",
        ],
    );
    let tables = tables_of_series_2(&db);
    assert_eq!(tables.len(), 2, "{said}");
    assert_eq!(tables[0][0], "P5", "the best at table 1, seat 1");
    let mut first: Vec<&str> = tables[0][1..3].iter().map(String::as_str).collect();
    first.sort_unstable();
    assert_eq!((first, tables[0][3].as_str()), (vec!["P1", "P2"], "P3"));
    assert_eq!(tables[1][2..], ["P8", "P4"]);

    // The tandem P1 + P5 apart: P1 is passed over at table 1 and heads table 2 (H.5.2).
    let teams = "ranking,team,player_id\ntandem,T1,P1\ntandem,T1,P5\n";
    ok(
        &db,
        &["event", "teams", "1", &file(dir, "teams.csv", teams)],
    );
    let said = ok(
        &db,
        &[
            "seating", "draw", "1", "--series", "2", "--seeded", "--apart", "tandem",
        ],
    );
    assert!(said.contains("apart: 0 table(s) broken"), "{said}");
    let tables = tables_of_series_2(&db);
    assert_eq!((tables[0][0].as_str(), tables[1][0].as_str()), ("P5", "P1"));
    assert_eq!(tables[0][1..3], ["P2", "P3"]);

    // Clubs apart in a random draw: the two players of each of three clubs at different tables.
    let said = ok(
        &db,
        &[
            "seating", "draw", "1", "--series", "2", "--apart", "clubs", "--seed", "3",
        ],
    );
    assert!(said.contains("apart: 0 table(s) broken"), "{said}");
    for table in tables_of_series_2(&db) {
        for pair in [["P1", "P2"], ["P3", "P4"], ["P5", "P6"]] {
            let both = pair.iter().all(|p| table.iter().any(|t| t == p));
            assert!(!both, "{pair:?} at one table: {table:?}");
        }
    }
    let unknown = run(
        &db,
        &["seating", "draw", "1", "--series", "2", "--apart", "damen"],
    );
    assert_eq!(unknown.status.code(), Some(2), "damen is no team ranking");
}
