//! Issue 21, the evening as the organiser lives it, through the CLI: standings that are honest
//! while the lists are being filled (no rank without a game, "vorläufig" until every list is
//! complete, a short list is progress until it is closed), names in German order, and the
//! German CSV exports (German column names, `ja`/`nein`) that import again.

use std::path::Path;

use super::store::temp_dir;
use super::{ok, run};

/// Eight players whose names byte order sorts wrongly.
const PLAYERS: &str = "id,first_name,last_name,club
1,Hans,Schwarz,SC Pik As
2,Anna,Schäfer,SC Pik As
3,Erika,Özdemir,
4,Otto,Ostermann,
5,Maria,Müller,
6,Max,Mueller,
7,Zoe,Zander,
8,Arno,Arndt,
";

const GAMES_HEADER: &str = "series,table,game,declarer,contract,hand,ouvert,announced,\
                            matadors,declarer_points,declarer_tricks,bid,passed\n";

/// Writes `text` to `name` in `dir`; the path as text.
fn file(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path.to_str().expect("a UTF-8 path").to_string()
}

/// The players, a 2-series event (id 1) with series 1 seated at two 4-tables, and the first 4
/// of 48 games of table 1 entered; table 2 has not begun.
fn evening(dir: &Path) -> std::path::PathBuf {
    let db = dir.join("club.db");
    ok(
        &db,
        &["player", "import", &file(dir, "players.csv", PLAYERS)],
    );
    let args = ["event", "create", "--name", "Abend", "--date", "2026-11-26"];
    ok(&db, &[&args[..], &["--series", "2"]].concat());
    let seating = "series,table,seat,player_id\n1,1,1,1\n1,1,2,2\n1,1,3,3\n1,1,4,4\n\
                   1,2,1,5\n1,2,2,6\n1,2,3,7\n1,2,4,8\n";
    ok(
        &db,
        &["seating", "import", "1", &file(dir, "s1.csv", seating)],
    );
    let games = format!(
        "{GAMES_HEADER}1,1,1,2,grand,,,,2,70,,,\n1,1,2,3,diamonds,,,,1,55,,,\n\
         1,1,3,4,clubs,,,,-2,60,,,\n1,1,4,2,hearts,x,,,1,92,,,\n"
    );
    ok(&db, &["games", "import", "1", &file(dir, "g1.csv", &games)]);
    db
}

fn standings_json(db: &Path) -> Vec<serde_json::Value> {
    let text = ok(db, &["standings", "1", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    json.as_array().expect("an array").clone()
}

#[test]
fn issue_21_players_without_a_game_have_no_rank_and_come_last_by_name() {
    let temp = temp_dir("evening-rank");
    let db = evening(temp.path());
    let rows = standings_json(&db);
    let ranks: Vec<(Option<u64>, &str)> = rows
        .iter()
        .map(|r| (r["rank"].as_u64(), r["name"].as_str().expect("name")))
        .collect();
    assert_eq!(
        ranks,
        [
            (Some(1), "Anna Schäfer"),
            (Some(2), "Hans Schwarz"),
            (Some(3), "Erika Özdemir"),
            (Some(4), "Otto Ostermann"),
            (None, "Arno Arndt"),
            (None, "Max Mueller"),
            (None, "Maria Müller"),
            (None, "Zoe Zander"),
        ],
        "table 2 has not played: unranked, after the ranked, by last name in German order"
    );
    assert!(rows[4]["rank"].is_null(), "JSON says null, the key stays");
    assert!(
        rows.iter().all(|r| r["lot_required"] == false),
        "no lot among the unplayed"
    );

    let text = ok(&db, &["--lang", "de", "standings", "1"]);
    let arndt = text
        .lines()
        .find(|l| l.contains("Arno Arndt"))
        .expect("listed");
    assert!(
        arndt.trim_start().starts_with("Arno"),
        "no place, no (Los): {arndt:?}"
    );
    assert!(!text.contains("4.(Los)") && !text.contains("5.="), "{text}");

    let csv = ok(&db, &["standings", "1", "--format", "csv"]);
    assert!(
        csv.lines().any(|l| l == ",8,Arno Arndt,,0,0,0,0,0,false"),
        "{csv}"
    );
}

#[test]
fn issue_21_standings_are_provisional_until_every_list_is_complete() {
    let temp = temp_dir("evening-provisional");
    let dir = temp.path();
    let db = evening(dir);
    let de = ok(&db, &["--lang", "de", "standings", "1"]);
    assert_eq!(
        de.lines().nth(1),
        Some("vorläufig — Serie 1: 0/2 Tische fertig"),
        "{de}"
    );
    let en = ok(&db, &["standings", "1", "--series", "1"]);
    assert_eq!(
        en.lines().nth(1),
        Some("provisional — series 1: 0/2 tables complete")
    );
    // Table 2 hands in totals: its list is complete, table 1's (4 of 48) is not.
    let totals =
        "series,player_id,points,won,lost\n1,5,100,3,1\n1,6,0,0,0\n1,7,-40,0,1\n1,8,20,1,0\n";
    ok(&db, &["totals", "import", "1", &file(dir, "t.csv", totals)]);
    let de = ok(&db, &["--lang", "de", "standings", "1", "--series", "1"]);
    assert_eq!(
        de.lines().nth(1),
        Some("vorläufig — Serie 1: 1/2 Tische fertig")
    );
    // The whole event also waits for series 2, which is not drawn yet.
    let de = ok(&db, &["--lang", "de", "standings", "1"]);
    assert!(
        de.lines()
            .nth(1)
            .expect("line")
            .starts_with("vorläufig — Serie 1")
    );
    // Table 1 fills its list: series 1 is complete, the event's standings wait for series 2.
    let mut games = GAMES_HEADER.to_string();
    for game in 5..=48 {
        games.push_str(&format!("1,1,{game},,,,,,,,,,1\n"));
    }
    ok(
        &db,
        &["games", "import", "1", &file(dir, "rest.csv", &games)],
    );
    let series_1 = ok(&db, &["--lang", "de", "standings", "1", "--series", "1"]);
    assert!(!series_1.contains("vorläufig"), "{series_1}");
    let event = ok(&db, &["--lang", "de", "standings", "1"]);
    assert_eq!(
        event.lines().nth(1),
        Some("vorläufig — Serie 2 ist noch nicht ausgelost")
    );
    let pdf = temp.path().join("standings.pdf");
    let out = pdf.to_str().expect("path");
    ok(
        &db,
        &["--lang", "de", "report", "standings", "1", "--out", out],
    );
    let bytes = std::fs::read(&pdf).expect("the PDF");
    assert!(
        bytes.starts_with(b"%PDF"),
        "a PDF (its label is the text's, tested above)"
    );
}

#[test]
fn issue_21_a_short_list_is_progress_until_its_series_is_over() {
    let temp = temp_dir("evening-progress");
    let dir = temp.path();
    let db = evening(dir);
    let out = run(&db, &["--lang", "de", "standings", "1", "--format", "json"]);
    let notes = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(
        notes.is_empty(),
        "4 of 48 games is no finding while the list is open: {notes}"
    );
    let text = ok(&db, &["--lang", "de", "standings", "1"]);
    assert!(!text.contains("die Liste hat 4 Spiele"), "{text}");

    // Series 2 begins: series 1 is over, and its short list is a finding now.
    let seating = "series,table,seat,player_id\n2,1,1,1\n2,1,2,5\n2,1,3,3\n2,1,4,7\n\
                   2,2,1,2\n2,2,2,6\n2,2,3,4\n2,2,4,8\n";
    ok(
        &db,
        &["seating", "import", "1", &file(dir, "s2.csv", seating)],
    );
    let games = format!("{GAMES_HEADER}2,1,1,5,grand,,,,2,70,,,\n");
    ok(&db, &["games", "import", "1", &file(dir, "g2.csv", &games)]);
    let text = ok(&db, &["--lang", "de", "standings", "1"]);
    assert!(
        text.contains(
            "Serie 1, Tisch 1: die Liste hat 4 Spiele; eine Serie an diesem Tisch hat 48"
        ),
        "{text}"
    );
    assert!(
        !text.contains("Serie 2, Tisch 1: die Liste hat"),
        "series 2 is still open"
    );
}

#[test]
fn issue_21_names_sort_in_german_order() {
    let temp = temp_dir("evening-collation");
    let db = evening(temp.path());
    let csv = ok(&db, &["player", "list", "--format", "csv"]);
    let last: Vec<&str> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(2).expect("last name"))
        .collect();
    assert_eq!(
        last,
        [
            "Arndt",
            "Mueller",
            "Müller",
            "Ostermann",
            "Özdemir",
            "Schäfer",
            "Schwarz",
            "Zander"
        ]
    );
}

#[test]
fn issue_21_the_german_csv_exports_have_german_headers_and_import_again() {
    let temp = temp_dir("evening-csv");
    let dir = temp.path();
    let db = evening(dir);
    let export = |what: &[&str], name: &str, lang: &str| {
        let path = dir.join(name);
        let out = path.to_str().expect("path").to_string();
        ok(
            &db,
            &[&["--lang", lang, "export"], what, &["--out", &out]].concat(),
        );
        std::fs::read_to_string(&path).expect("written")
    };
    let de = export(&["standings", "1"], "rangliste.csv", "de");
    let mut lines = de.lines();
    assert_eq!(
        lines.next(),
        Some(
            "Platz,Spielernr.,Name,Verein,Spielpunkte,Gewonnen,Verloren,Gegenspiel gewonnen,Wertung,Los"
        )
    );
    assert_eq!(
        lines.next(),
        Some("1,2,Anna Schäfer,SC Pik As,112,2,0,2,272,nein")
    );
    let en = export(&["standings", "1"], "standings.csv", "en");
    assert!(en.starts_with(
        "rank,player_id,name,club,points,won,lost,opponents_lost,total,lot_required\n\
         1,2,Anna Schäfer,SC Pik As,112,2,0,2,272,false\n"
    ));

    // The German member list (Excel: semicolons, BOM) imports into a new file unchanged.
    let players = export(&["players", "--excel"], "spieler.csv", "de");
    assert!(players.starts_with(
        "\u{feff}Nr.;Vorname;Nachname;Verein;Verbandsnummer;aktiv\n1;Hans;Schwarz;SC Pik As;;ja\n"
    ));
    let other = dir.join("other.db");
    let path = dir.join("spieler.csv");
    ok(&other, &["player", "import", path.to_str().expect("path")]);
    let list = |db: &Path| ok(db, &["player", "list", "--format", "csv"]);
    assert_eq!(list(&other), list(&db));

    // The German seating imports into another event as the same seating.
    let seating = export(&["seating", "1", "--series", "1"], "sitzplan.csv", "de");
    assert!(seating.starts_with("Serie,Tisch,Platz,Spielernr.,Name,Verein\n1,1,1,1,Hans Schwarz,"));
    let args = ["event", "create", "--name", "Zwei", "--date", "2026-11-27"];
    ok(&db, &[&args[..], &["--series", "1"]].concat());
    let path = dir.join("sitzplan.csv");
    ok(
        &db,
        &["seating", "import", "2", path.to_str().expect("path")],
    );
    let show = |event: &str| {
        ok(
            &db,
            &["seating", "show", event, "--series", "1", "--format", "csv"],
        )
    };
    assert_eq!(show("2"), show("1"));

    // The German games file (German columns, ja/nein) imports into the other event as the
    // same games.
    let games = export(&["games", "1"], "spiele.csv", "de");
    assert!(
        games.starts_with(
            "Serie,Tisch,Spiel,Alleinspieler,Spielart,Hand,Ouvert,Ansage,Spitzen,Augen,"
        ),
        "{games}"
    );
    assert!(
        games.contains(",nein,") && !games.contains("true") && !games.contains("false"),
        "{games}"
    );
    let path = dir.join("spiele.csv");
    ok(&db, &["games", "import", "2", path.to_str().expect("path")]);
    assert_eq!(
        export(&["games", "2"], "games2.csv", "en"),
        export(&["games", "1"], "games1.csv", "en")
    );
}

#[test]
fn issue_21_the_apps_list_shows_a_short_open_list_as_progress_only() {
    let temp = temp_dir("evening-sheet");
    let dir = temp.path();
    let db = evening(dir);
    let at = skatblock::ops::TableInput {
        event: skatblock_store::EventId(1),
        series: 1,
        table: 1,
    };
    let count = skatblock::rules::codes::FINDING_WRONG_GAME_COUNT;
    let found = || {
        let store = skatblock_store::Store::open(&db).expect("store");
        let sheet = skatblock::ops::sheet(&store, at).expect("the list");
        assert_eq!(
            (sheet.report.games.len(), sheet.games),
            (4, 48),
            "what 4/48 is made of"
        );
        sheet.findings.iter().any(|f| f.code == count)
    };
    assert!(
        !found(),
        "4 of 48 while the list is open: progress, no finding"
    );
    let seating = "series,table,seat,player_id\n2,1,1,1\n2,1,2,5\n2,1,3,3\n2,1,4,7\n\
                   2,2,1,2\n2,2,2,6\n2,2,3,4\n2,2,4,8\n";
    ok(
        &db,
        &["seating", "import", "1", &file(dir, "s2.csv", seating)],
    );
    let games = format!("{GAMES_HEADER}2,1,1,5,grand,,,,2,70,,,\n");
    ok(&db, &["games", "import", "1", &file(dir, "g2.csv", &games)]);
    assert!(found(), "series 1 is over: its short list is a finding");
}
