//! Issue 22, the Preisskat's printed lists through the CLI: `report prizes` (the prize list per
//! ranking) and `report payouts` (the cashier's list with a line to sign per recipient), read
//! back with `pdftotext`; and `prizes --format text` and `standings --ranking --format text`,
//! the same lists in text. The evening is [`super::preisskat::preisskat`]'s: P5 alone first
//! (61 €), P1 and P2 tied on the paid places 2 and 3 (a lot pending), Clara Claus (P3) the
//! Damen's Präsentkorb after the pass-over.

use std::path::Path;

use super::ok;
use super::preisskat::{file, preisskat};
use super::reports::poppler;
use super::store::temp_dir;

/// `report KIND 1 --out FILE.pdf` in `lang`: the PDF must be one, and its text is returned.
fn report_text(db: &Path, kind: &str, lang: &str) -> String {
    let pdf = db.with_file_name(format!("{kind}-{lang}.pdf"));
    let path = pdf.to_str().expect("a UTF-8 path");
    let said = ok(db, &["--lang", lang, "report", kind, "1", "--out", path]);
    assert!(said.contains(path), "{said}");
    let bytes = std::fs::read(&pdf).expect("the PDF is written");
    assert!(bytes.starts_with(b"%PDF-"), "{kind}: a PDF");
    let info = poppler("pdfinfo", &[path]);
    let pages = info.lines().find_map(|l| l.strip_prefix("Pages:"));
    assert_eq!(pages.map(str::trim), Some("1"), "{kind}: one page\n{info}");
    assert!(info.contains("A4"), "{info}");
    poppler("pdftotext", &["-layout", path, "-"])
}

/// Every line of `text` with its blanks collapsed, so a test reads a row as words.
fn rows(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

fn has_row(text: &str, row: &str) -> bool {
    rows(text).iter().any(|r| r == row)
}

#[test]
fn issue_22_the_prize_list_pdf_shows_each_ranking_with_its_places_amounts_and_pending_lot() {
    let temp = temp_dir("preisskat-prize-list");
    let db = preisskat(temp.path());
    let text = report_text(&db, "prizes", "de");
    for row in [
        "Preisskat Preisliste",
        "28.11.2026 3 Wertungen · Preise 121,00 €",
        "Platz Nr. Name Verein Preis Sachpreis",
        "Einzelwertung · 8 Teilnehmer · Topf 123,00 € · ausgezahlt 121,00 € · Rest 2,00 €",
        "1. P5 Erika Eck SF Kreuz 61,00 €",
        "2.= P1 Anna Adler SC Pik As Los ausstehend",
        "2.= P2 Bernd Bauer SC Pik As Los ausstehend",
        "Damenwertung · 5 Teilnehmer · Topf 0,00 € · ausgezahlt 0,00 € · Rest 0,00 €",
        "1. P3 Clara Claus Grand Hand Präsentkorb",
        "Tandem · 0 Teilnehmer · Topf 0,00 € · ausgezahlt 0,00 € · Rest 0,00 €",
        "keine Preisplätze vergeben",
    ] {
        assert!(has_row(&text, row), "{row:?} missing from:\n{text}");
    }
    assert!(
        text.contains("= Gleichstand auf Preisplätzen: das Los entscheidet"),
        "{text}"
    );
    assert!(!text.contains("geteilter Preis"), "nothing is shared");
    let english = report_text(&db, "prizes", "en");
    assert!(
        has_row(&english, "2.= P1 Anna Adler SC Pik As lot pending"),
        "{english}"
    );
    assert!(
        has_row(&english, "1. P5 Erika Eck SF Kreuz €61.00"),
        "{english}"
    );
}

#[test]
fn issue_22_the_payout_list_pdf_has_a_line_to_sign_per_recipient_and_names_the_pending_lot() {
    let temp = temp_dir("preisskat-payout-list");
    let db = preisskat(temp.path());
    let text = report_text(&db, "payouts", "de");
    let lines = rows(&text);
    let pending = "Noch nicht auf dieser Liste: 2 Plätze mit ausstehendem Los (Einzelwertung: 2).";
    let at = |row: &str| lines.iter().position(|r| r == row);
    let first = at("P5 Erika Eck 61,00 € Einzelwertung").expect(&text);
    assert!(
        at(pending).expect(&text) < first,
        "said above the table:\n{text}"
    );
    let received = "Betrag erhalten: ________________ Unterschrift: ______________________________";
    assert_eq!(lines[first + 1], received, "{text}");
    let second = at("P3 Clara Claus Präsentkorb Damenwertung").expect(&text);
    assert_eq!(lines[second + 1], received, "{text}");
    assert_eq!(lines.iter().filter(|r| *r == received).count(), 2, "{text}");
    assert!(
        at("Summe (2 Empfänger) 61,00 €").expect(&text) > second,
        "{text}"
    );
    assert!(
        !text.contains("Anna Adler"),
        "a pending place is not paid yet"
    );

    // The lot recorded: nothing pends, P2 and P1 are paid their places.
    ok(
        &db,
        &["standings", "lot", "1", "--ranking", "einzel", "P2", "P1"],
    );
    let text = report_text(&db, "payouts", "en");
    for row in [
        "No. Recipient Amount Goods Rankings",
        "P5 Erika Eck €61.00 Einzelwertung",
        "P2 Bernd Bauer €36.00 Einzelwertung",
        "P1 Anna Adler €24.00 Einzelwertung",
        "Total (4 recipients) €121.00",
    ] {
        assert!(has_row(&text, row), "{row:?} missing from:\n{text}");
    }
    assert!(!text.contains("Not on this list yet"), "{text}");
    assert_eq!(text.matches("Amount received:").count(), 4, "{text}");
}

/// A shared tie and a team prize: the share is marked and explained, the team named with its
/// players, on the prize list and the payout list alike.
#[test]
fn issue_22_shared_prizes_are_marked_and_teams_named_with_their_players() {
    let temp = temp_dir("preisskat-shared");
    let dir = temp.path();
    let db = preisskat(dir);
    let shared = r#"{"entry_cents": 1500, "tie": "share", "rankings": [
      {"id": "einzel", "name": "Einzelwertung", "pot": {"lost_game_fees": true},
       "places": [{"place": 1, "percent": 50, "round_cents": 100},
                  {"place": 2, "percent": 30, "round_cents": 100},
                  {"place": 3, "percent": 20, "round_cents": 100}]},
      {"id": "tandem", "name": "Tandemwertung", "team_size": 2,
       "places": [{"place": 1, "cents": 2000}]}]}"#;
    ok(
        &db,
        &[
            "event",
            "update",
            "1",
            "--prizes",
            &file(dir, "shared.json", shared),
        ],
    );
    let teams =
        "ranking,team,player_id\ntandem,Nord,P1\ntandem,Nord,P5\ntandem,Süd,P2\ntandem,Süd,P6\n";
    ok(
        &db,
        &["event", "teams", "1", &file(dir, "teams.csv", teams)],
    );
    let text = report_text(&db, "prizes", "de");
    for row in [
        // Places 2 and 3 pay 36 € + 24 €: 30 € each.
        "2. P1 Anna Adler SC Pik As 30,00 € *",
        "2. P2 Bernd Bauer SC Pik As 30,00 € *",
        "1. Nord: P1, P5 20,00 €",
    ] {
        assert!(has_row(&text, row), "{row:?} missing from:\n{text}");
    }
    assert!(text.contains("* geteilter Preis"), "{text}");
    let payouts = report_text(&db, "payouts", "de");
    assert!(
        has_row(&payouts, "Nord: P1, P5 20,00 € Tandemwertung"),
        "{payouts}"
    );
    assert!(
        has_row(&payouts, "P1 Anna Adler 30,00 € Einzelwertung"),
        "{payouts}"
    );
}

#[test]
fn issue_22_prizes_and_a_ranking_as_text_are_the_lists_rows() {
    let temp = temp_dir("preisskat-text");
    let db = preisskat(temp.path());
    let text = ok(&db, &["--lang", "de", "prizes", "1"]);
    let lines: Vec<&str> = text.lines().collect();
    for line in [
        "Preisskat · Preisliste",
        "Einzelwertung · 8 Teilnehmer · Topf 123,00 € · ausgezahlt 121,00 € · Rest 2,00 €",
        "Platz  Nr.  Name         Verein               Preis    Sachpreis",
        "   1.   P5  Erika Eck    SF Kreuz           61,00 €",
        "  2.=   P1  Anna Adler   SC Pik As   Los ausstehend",
        "   1.   P3  Clara Claus  Grand Hand                    Präsentkorb",
        "Preisskat · Auszahlungsliste",
        "Noch nicht auf dieser Liste: 2 Plätze mit ausstehendem Los (Einzelwertung: 2).",
        " P5  Erika Eck            61,00 €               Einzelwertung",
        "Betrag erhalten: ________________   Unterschrift: ______________________________",
        "     Summe (2 Empfänger)  61,00 €",
    ] {
        assert!(lines.contains(&line), "{line:?} missing from:\n{text}");
    }
    let ranking = ok(
        &db,
        &["standings", "1", "--ranking", "einzel", "--format", "text"],
    );
    let lines: Vec<&str> = ranking.lines().collect();
    assert_eq!(
        lines[..2],
        ["Preisskat · Ranking", "2026-11-28"],
        "{ranking}"
    );
    let table = lines
        .iter()
        .position(|l| l.starts_with("Rank"))
        .expect(&ranking);
    assert_eq!(lines[table - 1], "Einzelwertung", "{ranking}");
    assert_eq!(
        lines[table..table + 4],
        [
            "Rank  No.  Name         Total  Won  Lost  Members",
            "  1.  P5   Erika Eck      440    3     0",
            " 2.=  P1   Anna Adler     290    2     0",
            " 2.=  P2   Bernd Bauer    290    2     0",
        ],
        "{ranking}"
    );
    assert!(ranking.contains("= tied on total, games won and games lost: a lot decides"));
}
