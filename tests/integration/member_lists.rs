//! Member lists as German clubs keep them (issue 21, item 2): German header names, files
//! without a header only with `--columns`, rows longer than their header refused — through
//! the command line, as the organiser imports them.

use super::{ok, run};
use crate::store::temp_dir;

/// The registry as the CLI lists it: (number, first name, last name, club).
fn registry(db: &std::path::Path) -> Vec<(String, String, String, String)> {
    let list: serde_json::Value =
        serde_json::from_str(&ok(db, &["player", "list", "--format", "json"])).expect("json");
    let text = |p: &serde_json::Value, k: &str| p[k].as_str().unwrap_or_default().to_string();
    list.as_array()
        .expect("a list")
        .iter()
        .map(|p| {
            let fields = ["id", "first_name", "last_name", "club"].map(|k| text(p, k));
            let [id, first, last, club] = fields;
            (id, first, last, club)
        })
        .collect()
}

fn row(id: &str, first: &str, last: &str, club: &str) -> (String, String, String, String) {
    (id.into(), first.into(), last.into(), club.into())
}

/// The import in German: its exit code and what it said on standard error.
fn import_german(db: &std::path::Path, file: &std::path::Path, more: &[&str]) -> (i32, String) {
    let mut args = vec![
        "--lang",
        "de",
        "player",
        "import",
        file.to_str().expect("path"),
    ];
    args.extend_from_slice(more);
    let out = run(db, &args);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    (out.status.code().unwrap_or(-1), stderr)
}

#[test]
fn issue_21_a_german_member_list_is_read_by_its_header() {
    let temp = temp_dir("member-list-german");
    let (db, file) = (
        temp.path().join("club.db"),
        temp.path().join("mitglieder.csv"),
    );
    std::fs::write(
        &file,
        "Mitglieds-Nr.;Vorname;Nachname;Verein\r\n0701023;Jürgen;Schäfer;SC Kreuz Bube\r\nP12;Anna;Weiß;\r\n",
    )
    .expect("write");
    let (code, said) = import_german(&db, &file, &[]);
    assert_eq!(code, 0, "{said}");
    assert_eq!(
        registry(&db),
        [
            row("0701023", "Jürgen", "Schäfer", "SC Kreuz Bube"),
            row("P12", "Anna", "Weiß", "")
        ]
    );
    // Columns in another order, named as a spreadsheet heads them: the names decide.
    let other = temp.path().join("andere.csv");
    std::fs::write(&other, "Verein,Name,Vorname\nGrand Hand,Krüger,Gisela\n").expect("write");
    let (code, said) = import_german(&db, &other, &[]);
    assert_eq!(code, 0, "{said}");
    let added: Vec<_> = registry(&db)
        .into_iter()
        .filter(|(_, first, _, _)| first == "Gisela")
        .collect();
    assert_eq!(added.len(), 1, "{added:?}");
    assert_eq!(
        (&added[0].1, &added[0].2, &added[0].3),
        (
            &"Gisela".to_string(),
            &"Krüger".to_string(),
            &"Grand Hand".to_string()
        )
    );
}

#[test]
fn issue_21_a_list_without_a_header_is_refused_unless_its_columns_are_named() {
    let temp = temp_dir("member-list-headerless");
    let (db, file) = (
        temp.path().join("club.db"),
        temp.path().join("ohne-kopf.csv"),
    );
    std::fs::write(
        &file,
        "Jürgen;Schäfer;SC Kreuz Bube\nAnna;Weiß;Grand Hand\n",
    )
    .expect("write");
    let (code, said) = import_german(&db, &file, &[]);
    assert_eq!(code, 2, "refused: {said}");
    assert!(
        said.contains(
            "Zeile 1: die erste Zeile „Jürgen, Schäfer, SC Kreuz Bube“ nennt keine Spalte"
        ),
        "{said}"
    );
    assert!(registry(&db).is_empty(), "nothing stored");

    let (code, said) = import_german(&db, &file, &["--columns", "Vorname,Nachname,Verein"]);
    assert_eq!(code, 0, "{said}");
    let names: Vec<_> = registry(&db)
        .into_iter()
        .map(|(_, first, last, club)| (first, last, club))
        .collect();
    assert_eq!(
        names,
        [
            ("Jürgen".into(), "Schäfer".into(), "SC Kreuz Bube".into()),
            ("Anna".into(), "Weiß".into(), "Grand Hand".into())
        ]
    );
}

#[test]
fn issue_21_columns_that_the_registry_does_not_have_are_refused() {
    let temp = temp_dir("member-list-columns");
    let (db, file) = (temp.path().join("club.db"), temp.path().join("liste.csv"));
    std::fs::write(&file, "Jürgen;Schäfer\n").expect("write");
    let (code, said) = import_german(&db, &file, &["--columns", "Vorname,Rufname"]);
    assert_eq!(code, 2, "{said}");
    assert!(said.contains("Rufname"), "{said}");
    let (code, said) = import_german(&db, &file, &["--columns", "Vorname"]);
    assert_eq!(code, 2, "{said}");
    assert!(
        said.contains("Nachname"),
        "names the missing column: {said}"
    );
    let (code, said) = import_german(&db, &file, &["--columns", "Vorname,Vorname,Nachname"]);
    assert_eq!(code, 2, "{said}");
    assert!(registry(&db).is_empty(), "nothing stored");

    // A header with a column the registry does not have: refused, naming it.
    let unknown = temp.path().join("unbekannt.csv");
    std::fs::write(
        &unknown,
        "Vorname;Nachname;Lieblingsspiel\nAnna;Weiß;Grand\n",
    )
    .expect("write");
    let (code, said) = import_german(&db, &unknown, &[]);
    assert_eq!(code, 2, "{said}");
    assert!(
        said.contains("Spalte Lieblingsspiel") && said.contains("unbekannte Spalte"),
        "{said}"
    );
    assert!(registry(&db).is_empty(), "nothing stored");
}

#[test]
fn issue_21_a_row_longer_than_the_header_is_refused_and_nothing_is_stored() {
    let temp = temp_dir("member-list-long-rows");
    let (db, file) = (temp.path().join("club.db"), temp.path().join("lang.csv"));
    std::fs::write(
        &file,
        "Nr;Vorname;Nachname\n1;Anna;Weiß\n2;Bernd;Vogel;SC Kreuz\n3;Clara;Fuchs;\n",
    )
    .expect("write");
    let (code, said) = import_german(&db, &file, &[]);
    assert_eq!(code, 2, "{said}");
    assert!(
        said.contains("Zeile 3, Spalte 4: „SC Kreuz“")
            && said.contains("die Zeile hat 4 Felder, die Datei aber nur 3 Spalten"),
        "{said}"
    );
    assert!(
        !said.contains("Zeile 4"),
        "an empty last field loses nothing: {said}"
    );
    assert!(registry(&db).is_empty(), "nothing stored");
}
