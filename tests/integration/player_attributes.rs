//! Players' sex and birth year (issue 22, item 1; RULES.md H.1.1–H.1.2): a German member list
//! with `Geschlecht` and `Jahrgang` through the command line, bad cells refused with line,
//! column, value and rule, the form's `player add`/`update`, and a file of the previous schema.

use serde_json::{Value, json};
use skatblock_store::Store;

use super::{ok, run};
use crate::store::temp_dir;

/// Each player of `player list --format json` as (number, sex, birth_year).
fn attributes(db: &std::path::Path) -> Vec<(String, Value, Value)> {
    let list: Value =
        serde_json::from_str(&ok(db, &["player", "list", "--format", "json"])).expect("json");
    let mut rows: Vec<_> = list
        .as_array()
        .expect("a list")
        .iter()
        .map(|p| {
            let id = p["id"].as_str().expect("id").to_string();
            (id, p["sex"].clone(), p["birth_year"].clone())
        })
        .collect();
    rows.sort_by(|a, b| a.0.cmp(&b.0));
    rows
}

fn row(id: &str, sex: Value, birth_year: Value) -> (String, Value, Value) {
    (id.into(), sex, birth_year)
}

const GERMAN_LIST: &str = "Nr;Vorname;Nachname;Verein;Geschlecht;Jahrgang
P1;Anna;Schulz;SC Kreuz;W;1960
P2;Bernd;Weber;SC Kreuz;m;
P3;Clara;Fischer;;;1999
P4;Dora;Dill;Grand Hand;d;2001
P5;Erika;Vogel;;f;1900
";

#[test]
fn issue_22_a_german_list_with_geschlecht_and_jahrgang_is_listed_in_json() {
    let temp = temp_dir("attributes");
    let (db, file) = (temp.path().join("skat.db"), temp.path().join("m.csv"));
    std::fs::write(&file, GERMAN_LIST).expect("write");
    ok(&db, &["player", "import", file.to_str().expect("path")]);
    assert_eq!(
        attributes(&db),
        [
            row("P1", json!("f"), json!(1960)),
            row("P2", json!("m"), Value::Null),
            row("P3", Value::Null, json!(1999)),
            row("P4", json!("d"), json!(2001)),
            row("P5", json!("f"), json!(1900)),
        ]
    );
    let list: Value =
        serde_json::from_str(&ok(&db, &["player", "list", "--format", "json"])).expect("json");
    for p in list.as_array().expect("a list") {
        let keys: Vec<&str> = p
            .as_object()
            .expect("an object")
            .keys()
            .map(String::as_str)
            .collect();
        assert!(
            keys.contains(&"sex") && keys.contains(&"birth_year"),
            "{p}: both keys, null or not"
        );
    }
    // The CSV list keeps its columns: its readers are not surprised by new ones.
    let csv = ok(&db, &["player", "list", "--format", "csv"]);
    assert!(
        csv.starts_with("id,first_name,last_name,club,membership_no,active\n"),
        "{csv}"
    );
}

#[test]
fn issue_22_a_file_without_a_header_names_the_columns_in_german() {
    let temp = temp_dir("attributes-columns");
    let (db, file) = (temp.path().join("skat.db"), temp.path().join("m.csv"));
    std::fs::write(&file, "P1;Anna;Schulz;w;1960\nP2;Bernd;Weber;M;1955\n").expect("write");
    let columns = "Nr,Vorname,Nachname,Geschlecht,Geburtsjahr";
    ok(
        &db,
        &[
            "player",
            "import",
            file.to_str().expect("path"),
            "--columns",
            columns,
        ],
    );
    assert_eq!(
        attributes(&db),
        [
            row("P1", json!("f"), json!(1960)),
            row("P2", json!("m"), json!(1955))
        ]
    );
}

#[test]
fn issue_22_a_bad_sex_or_birth_year_is_refused_with_line_column_value_and_rule() {
    let temp = temp_dir("attributes-bad");
    let (db, file) = (temp.path().join("skat.db"), temp.path().join("m.csv"));
    let next_year = skatblock::event::this_year() + 1;
    let this_year = next_year - 1;
    let csv = format!(
        "Nr;Vorname;Nachname;Verein;Geschlecht;Jahrgang
P1;Anna;Schulz;SC Kreuz;w;1960
P2;Bernd;Weber;SC Kreuz;x;1950
P3;Clara;Fischer;;f;1899
P4;Dora;Dill;;d;{next_year}
P5;Erika;Vogel;;f;85
"
    );
    std::fs::write(&file, csv).expect("write");
    let path = file.to_str().expect("path");
    let out = run(&db, &["player", "import", path]);
    assert_eq!(out.status.code(), Some(2), "refused");
    let said = String::from_utf8(out.stderr).expect("utf-8");
    let rule = |r: &str| {
        format!("a birth year has four digits, from 1900 to {this_year}, or is blank ({r})")
    };
    let expected = format!(
        "skatblock: 4 problem(s) found, nothing was imported:
  line 3, column sex: \"x\": sex is \"f\" (or German \"w\"), \"m\", \"d\" or blank (Skatblock H.1.1)
  line 4, column birth_year: \"1899\": {}
  line 5, column birth_year: \"{next_year}\": {}
  line 6, column birth_year: \"85\": {}
",
        rule("Skatblock H.1.2"),
        rule("Skatblock H.1.2"),
        rule("Skatblock H.1.2")
    );
    assert_eq!(said, expected);
    assert_eq!(attributes(&db), [], "nothing stored, not even the good row");

    let out = run(&db, &["--lang", "de", "player", "import", path]);
    let said = String::from_utf8(out.stderr).expect("utf-8");
    assert!(
        said.contains("Zeile 3, Spalte Geschlecht: „x“: das Geschlecht ist „w“ (oder „f“), „m“, „d“ oder bleibt leer (Skatblock H.1.1)"),
        "{said}"
    );
    assert!(
        said.contains(&format!("Zeile 6, Spalte Jahrgang: „85“: der Jahrgang hat vier Ziffern, von 1900 bis {this_year}, oder bleibt leer (Skatblock H.1.2)")),
        "{said}"
    );
}

#[test]
fn issue_22_player_add_and_update_take_sex_and_birth_year() {
    let temp = temp_dir("attributes-form");
    let db = temp.path().join("skat.db");
    let said = ok(
        &db,
        &[
            "player",
            "add",
            "--number",
            "P7",
            "--first-name",
            "Anna",
            "--last-name",
            "Schulz",
            "--sex",
            "W",
            "--birth-year",
            "1960",
        ],
    );
    assert_eq!(said, "player P7 saved\n");
    assert_eq!(attributes(&db), [row("P7", json!("f"), json!(1960))]);
    ok(&db, &["player", "update", "P7", "--birth-year", "1961"]);
    assert_eq!(
        attributes(&db),
        [row("P7", json!("f"), json!(1961))],
        "sex kept"
    );
    ok(&db, &["player", "update", "P7", "--sex", ""]);
    assert_eq!(
        attributes(&db),
        [row("P7", Value::Null, json!(1961))],
        "cleared"
    );

    let out = run(&db, &["player", "update", "P7", "--sex", "x"]);
    assert_eq!(
        String::from_utf8(out.stderr).expect("utf-8"),
        "skatblock: sex = \"x\": sex is \"f\" (or German \"w\"), \"m\", \"d\" or blank (Skatblock H.1.1)\n"
    );
    let out = run(
        &db,
        &[
            "--lang",
            "de",
            "player",
            "update",
            "P7",
            "--birth-year",
            "1899",
        ],
    );
    let year = skatblock::event::this_year();
    assert_eq!(
        String::from_utf8(out.stderr).expect("utf-8"),
        format!(
            "skatblock: Jahrgang = \"1899\": der Jahrgang hat vier Ziffern, von 1900 bis {year}, oder bleibt leer (Skatblock H.1.2)\n"
        )
    );
    assert_eq!(
        attributes(&db),
        [row("P7", Value::Null, json!(1961))],
        "nothing changed"
    );
    let out = run(
        &db,
        &[
            "player",
            "add",
            "--first-name",
            "Bernd",
            "--last-name",
            "Weber",
            "--birth-year",
            "85",
        ],
    );
    assert!(!out.status.success());
    assert_eq!(attributes(&db).len(), 1, "nobody added");
}

#[test]
fn issue_22_a_file_of_the_previous_schema_keeps_its_players_with_sex_and_birth_year_unknown() {
    let temp = temp_dir("schema-5");
    let path = temp.path().join("skat.db");
    {
        let mut conn = rusqlite::Connection::open(&path).expect("create");
        let previous = &skatblock_store::migrations()[..5];
        skatblock_store::apply_migrations(&mut conn, previous).expect("schema 5");
        let mark = format!(
            "PRAGMA application_id = {};",
            skatblock_store::APPLICATION_ID
        );
        conn.execute_batch(&mark).expect("our file");
        conn.execute_batch(
            "INSERT INTO clubs (id, name) VALUES (1, 'SC Kreuz');
             INSERT INTO players (id, number, first_name, last_name, club_id) VALUES
                 (1, 'P1', 'Anna', 'Schulz', 1), (2, 'P2', 'Bernd', 'Weber', NULL);",
        )
        .expect("players of the previous release");
    }
    let store = Store::open(&path).expect("a file of the previous release opens");
    let version: i64 = store
        .conn()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("version");
    assert_eq!(version, skatblock_store::SCHEMA_VERSION);
    drop(store);
    assert_eq!(
        attributes(&path),
        [
            row("P1", Value::Null, Value::Null),
            row("P2", Value::Null, Value::Null)
        ]
    );
    ok(
        &path,
        &[
            "player",
            "update",
            "P1",
            "--sex",
            "w",
            "--birth-year",
            "1960",
        ],
    );
    assert_eq!(attributes(&path)[0], row("P1", json!("f"), json!(1960)));
}
