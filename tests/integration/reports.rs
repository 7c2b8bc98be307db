//! Printed lists and exports: PDFs checked with poppler (text, fonts, pages) against golden
//! files, and CSV exports that import again.

use std::path::Path;
use std::process::Command;

use skatblock::event::{self, demo};
use skatblock_store::Store;
use snapbox::assert_data_eq;

use super::store::temp_dir;
use super::{ok, run};

/// Runs a poppler-utils tool and gives what it printed; it must succeed.
pub(crate) fn poppler(tool: &str, args: &[&str]) -> String {
    let out = Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{tool} (poppler-utils) must be installed: {e}"));
    assert!(
        out.status.success(),
        "{tool} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// A small event: 7 players with umlauts and a long double name, one series, games entered.
fn small_event(dir: &Path) -> std::path::PathBuf {
    let db = dir.join("skat.db");
    let players = "id,first_name,last_name,club
1,Anna,Müller,SF Kreuz Bube
2,Bernd,Schäfer,SF Kreuz Bube
3,Clara,Weiß,Grand Hand Leipzig
4,Hans-Dietrich,Groß-Böhme-Freiherr von Schwarzenberg-Großkreutz,Skatfreunde „Reizende Buben“ Großenhain e. V.
5,Erika,Özdemir,SC Pik As
6,Frank,Lehmann,SC Pik As
7,Gisela,Krüger,
";
    std::fs::write(dir.join("players.csv"), players).expect("write");
    ok(
        &db,
        &[
            "player",
            "import",
            dir.join("players.csv").to_str().expect("path"),
        ],
    );
    ok(
        &db,
        &[
            "event",
            "create",
            "--name",
            "Herbstpreisskat",
            "--date",
            "2026-11-22",
            "--series",
            "1",
            "--venue",
            "Vereinsheim Süd",
        ],
    );
    std::fs::write(dir.join("seats.csv"), "series,table,seat,player_id\n1,1,1,1\n1,1,2,2\n1,1,3,3\n1,1,4,4\n1,2,1,5\n1,2,2,6\n1,2,3,7\n").expect("write");
    ok(
        &db,
        &[
            "seating",
            "import",
            "1",
            dir.join("seats.csv").to_str().expect("path"),
        ],
    );
    let tables = vec![(1, 1, vec![1, 2, 3, 4]), (1, 2, vec![5, 6, 7])];
    std::fs::write(dir.join("games.csv"), demo::games_csv(&tables)).expect("write");
    ok(
        &db,
        &[
            "games",
            "import",
            "1",
            dir.join("games.csv").to_str().expect("path"),
        ],
    );
    db
}

#[test]
fn standings_seating_and_sheets_print_as_expected() {
    let temp = temp_dir("reports");
    let dir = temp.path();
    let db = small_event(dir);
    for (name, args) in [
        ("standings", vec!["report", "standings", "1"]),
        ("seating", vec!["report", "seating", "1", "--series", "1"]),
        (
            "sheet",
            vec!["report", "sheet", "1", "--series", "1", "--table", "2"],
        ),
        (
            "sheets_blank",
            vec!["report", "sheets", "1", "--series", "1", "--blank", "4"],
        ),
    ] {
        let pdf = dir.join(format!("{name}.pdf"));
        let mut all = args.clone();
        all.extend(["--out", pdf.to_str().expect("path")]);
        ok(&db, &all);
        let fonts = poppler("pdffonts", &[pdf.to_str().expect("path")]);
        assert!(
            fonts
                .lines()
                .any(|l| l.contains("+DejaVuSans ") && l.contains(" yes yes ")),
            "{name}: DejaVu Sans is embedded as a subset:\n{fonts}"
        );
        assert!(
            !fonts.contains("Helvetica") && !fonts.contains("Times"),
            "{name}: no base-14 fonts"
        );
        let text = poppler("pdftotext", &["-layout", pdf.to_str().expect("path"), "-"]);
        assert_data_eq!(
            text,
            snapbox::Data::read_from(
                &Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/golden/{name}.txt")),
                None
            )
            .raw()
        );
    }
}

#[test]
fn a_long_name_is_shortened_visibly() {
    let temp = temp_dir("reports-long");
    let dir = temp.path();
    let db = small_event(dir);
    let pdf = dir.join("standings.pdf");
    ok(
        &db,
        &[
            "report",
            "standings",
            "1",
            "--out",
            pdf.to_str().expect("path"),
        ],
    );
    let text = poppler("pdftotext", &["-layout", pdf.to_str().expect("path"), "-"]);
    let line = text
        .lines()
        .find(|l| l.contains("Hans-Dietrich"))
        .expect("the long name is listed");
    assert!(line.contains('…'), "shortened with an ellipsis: {line}");
    assert!(
        line.contains("Skatfreunde"),
        "the club column still starts clean: {line}"
    );
}

#[test]
fn a_1200_player_standings_list_repeats_its_header_on_every_page() {
    let temp = temp_dir("reports-1200");
    let dir = temp.path();
    let db = dir.join("skat.db");
    {
        let mut store = Store::open(&db).expect("store");
        demo::seeded_event(&mut store, 1200, 1).expect("event");
        let seating = event::seating_of(&store, skatblock_store::EventId(1), 1).expect("seating");
        let tables: Vec<(u16, u16, Vec<i64>)> = seating
            .tables
            .iter()
            .enumerate()
            .map(|(t, p)| (1, t as u16 + 1, p.iter().map(|p| p.0).collect()))
            .collect();
        event::import_games(
            &mut store,
            skatblock_store::EventId(1),
            demo::games_csv(&tables).as_bytes(),
            "test",
        )
        .expect("games");
    }
    let pdf = dir.join("standings.pdf");
    ok(
        &db,
        &[
            "report",
            "standings",
            "1",
            "--out",
            pdf.to_str().expect("path"),
        ],
    );
    let size = std::fs::metadata(&pdf).expect("pdf").len();
    assert!(
        size <= 200 * 1024,
        "a 1,200-row list stays small: {size} bytes"
    );
    let info = poppler("pdfinfo", &[pdf.to_str().expect("path")]);
    let pages: usize = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .expect("pages")
        .trim()
        .parse()
        .expect("number");
    assert!(pages > 20, "{pages} pages");
    let text = poppler("pdftotext", &["-layout", pdf.to_str().expect("path"), "-"]);
    let headings = text
        .lines()
        .filter(|l| l.contains("Platz") && l.contains("Wertung"))
        .count();
    assert_eq!(headings, pages, "the column headings on every page");
    assert!(text.contains(&format!("Seite {pages} von {pages}")));
    let ranks = text
        .lines()
        .filter(|l| {
            l.split_whitespace()
                .next()
                .is_some_and(|w| w.ends_with('.') || w.ends_with(".="))
        })
        .count();
    assert!(ranks >= 1200, "every player is listed: {ranks}");
}

#[test]
fn reports_refuse_what_cannot_be_printed() {
    let temp = temp_dir("reports-bad");
    let dir = temp.path();
    let db = small_event(dir);
    ok(
        &db,
        &[
            "event",
            "create",
            "--name",
            "Ohne Sitzplan",
            "--date",
            "2026-11-29",
            "--series",
            "2",
        ],
    );
    let out = run(
        &db,
        &[
            "report",
            "seating",
            "2",
            "--series",
            "1",
            "--out",
            dir.join("x.pdf").to_str().expect("path"),
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("has no seating yet; draw it first"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = run(
        &db,
        &[
            "report",
            "standings",
            "1",
            "--out",
            "/nonexistent/dir/list.pdf",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cannot write /nonexistent/dir/list.pdf")
    );
    let out = run(
        &db,
        &[
            "export",
            "games",
            "1",
            "--out",
            "/nonexistent/dir/games.csv",
        ],
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cannot write /nonexistent/dir/games.csv")
    );
}

#[test]
fn exported_games_and_seating_import_again() {
    let temp = temp_dir("reports-roundtrip");
    let dir = temp.path();
    let db = small_event(dir);
    let games = dir.join("games-export.csv");
    let seating = dir.join("seating-export.csv");
    ok(
        &db,
        &[
            "export",
            "games",
            "1",
            "--out",
            games.to_str().expect("path"),
        ],
    );
    ok(
        &db,
        &[
            "export",
            "seating",
            "1",
            "--out",
            seating.to_str().expect("path"),
            "--excel",
        ],
    );
    let excel = std::fs::read(&seating).expect("read");
    assert!(
        excel.starts_with(b"\xEF\xBB\xBFseries;table;seat;player_id;name;club\n"),
        "Excel dialect: BOM and semicolons"
    );
    ok(
        &db,
        &[
            "event",
            "create",
            "--name",
            "Kopie",
            "--date",
            "2026-11-22",
            "--series",
            "1",
        ],
    );
    ok(
        &db,
        &["seating", "import", "2", seating.to_str().expect("path")],
    );
    ok(
        &db,
        &["games", "import", "2", games.to_str().expect("path")],
    );
    let standings = |event: &str| {
        let out = run(&db, &["standings", event, "--format", "csv"]);
        String::from_utf8(out.stdout).expect("utf-8")
    };
    assert_eq!(
        standings("1"),
        standings("2"),
        "an exported event imports to the same standings"
    );
    let again = dir.join("games-again.csv");
    ok(
        &db,
        &[
            "export",
            "games",
            "2",
            "--out",
            again.to_str().expect("path"),
        ],
    );
    assert_eq!(
        std::fs::read(&games).expect("a"),
        std::fs::read(&again).expect("b"),
        "export → import → export is stable"
    );
}

#[test]
fn players_and_standings_export_as_csv() {
    let temp = temp_dir("reports-csv");
    let dir = temp.path();
    let db = small_event(dir);
    let players = dir.join("players.csv");
    ok(
        &db,
        &[
            "export",
            "players",
            "--out",
            players.to_str().expect("path"),
        ],
    );
    let text = std::fs::read_to_string(&players).expect("read");
    assert!(
        text.starts_with(
            "id,first_name,last_name,club,membership_no,active\n1,Anna,Müller,SF Kreuz Bube,,true\n"
        ),
        "{text}"
    );
    let standings = dir.join("standings.csv");
    ok(
        &db,
        &[
            "export",
            "standings",
            "1",
            "--out",
            standings.to_str().expect("path"),
        ],
    );
    let text = std::fs::read_to_string(&standings).expect("read");
    assert!(
        text.starts_with(
            "rank,player_id,name,club,points,won,lost,opponents_lost,total,lot_required\n"
        ),
        "{text}"
    );
    assert_eq!(text.lines().count(), 8);
}

/// Issue 10: the season ranking, cash list, league table and match report print in German (and
/// English), with what each list must show, and export as CSV.
#[test]
fn issue_10_season_cash_league_and_match_report_lists_print() {
    let temp = temp_dir("club-lists");
    let dir = temp.path();
    let db = small_event(dir);
    let file = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        path.display().to_string()
    };
    let fees = file(
        "fees.json",
        r#"{"entry_cents": 1000, "lost_game_cents": [50, 100]}"#,
    );
    ok(&db, &["event", "update", "1", "--fees", &fees]);
    ok(&db, &["cash", "pay", "1", "1", "--cents", "1250"]);
    ok(
        &db,
        &[
            "season",
            "create",
            "--name",
            "Vereinsmeisterschaft 2026",
            "--best",
            "1",
        ],
    );
    ok(&db, &["season", "add", "1", "1"]);
    ok(
        &db,
        &[
            "league",
            "create",
            "--name",
            "Bezirksliga",
            "--season",
            "2026",
        ],
    );
    let teams = file(
        "teams.csv",
        "group,team,club,player_id,role\nA,Kreuz Bube,SF Kreuz Bube,1,regular\nA,Kreuz Bube,SF Kreuz Bube,2,regular\nA,Kreuz Bube,SF Kreuz Bube,3,regular\nA,Kreuz Bube,SF Kreuz Bube,7,regular\nA,Pik As,SC Pik As,4,regular\nA,Pik As,SC Pik As,5,regular\nA,Pik As,SC Pik As,6,regular\n",
    );
    ok(&db, &["league", "teams", "1", &teams]);
    ok(
        &db,
        &[
            "league",
            "matchday",
            "1",
            "--group",
            "A",
            "--day",
            "1",
            "--date",
            "2026-03-07",
        ],
    );
    let seats = file(
        "day.csv",
        "1,1,1,1\n1,1,2,4\n1,1,3,2\n1,1,4,5\n1,2,1,3\n1,2,2,6\n1,2,3,7\n",
    );
    ok(&db, &["seating", "import", "2", &seats]);
    let totals = file(
        "day-totals.csv",
        "series,player_id,points,won,lost\n1,1,300,6,1\n1,4,200,5,2\n1,2,100,3,0\n1,5,-50,2,3\n1,3,150,4,1\n1,6,90,3,1\n1,7,20,1,2\n",
    );
    ok(&db, &["totals", "import", "2", &totals]);
    let print = |args: &[&str], name: &str| -> String {
        let pdf = dir.join(name);
        let mut all = args.to_vec();
        all.extend(["--out", pdf.to_str().expect("path")]);
        ok(&db, &all);
        poppler("pdftotext", &["-layout", pdf.to_str().expect("path"), "-"])
    };
    let season = print(&["report", "season", "1"], "season.pdf");
    for expected in [
        "Jahreswertung",
        "Vereinsmeisterschaft 2026",
        "Anna Müller",
        "Gestrichen",
    ] {
        assert!(season.contains(expected), "{expected:?} in:\n{season}");
    }
    let cash = print(&["report", "cash", "1"], "cash.pdf");
    for expected in ["Kassenliste", "10,00 €", "12,50 €", "Summe", "Kassierer"] {
        assert!(cash.contains(expected), "{expected:?} in:\n{cash}");
    }
    let table = print(&["report", "league", "1"], "league.pdf");
    for expected in [
        "Tabelle",
        "Staffel A",
        "Kreuz Bube",
        "Pik As",
        "Wertungspkt.",
    ] {
        assert!(table.contains(expected), "{expected:?} in:\n{table}");
    }
    let report = print(&["report", "match-report", "2"], "report.pdf");
    // Series 1: Kreuz Bube 300+…; every player's line, the team sums and two signature lines.
    for expected in [
        "Spielbericht",
        "Serie 1",
        "Kreuz Bube: Summe",
        "Pik As: Summe",
        "Mannschaftsführer",
    ] {
        assert!(report.contains(expected), "{expected:?} in:\n{report}");
    }
    let english = print(
        &["--lang", "en", "report", "match-report", "2"],
        "report-en.pdf",
    );
    assert!(
        english.contains("Match report") && english.contains("team captains"),
        "{english}"
    );
    for (args, header) in [
        (
            vec!["export", "season", "1"],
            "rank,player_id,name,club,played,total,average,counted,dropped,ranked,lot_required",
        ),
        (
            vec!["export", "cash", "1"],
            "player_id,name,entry_cents,lost_games,lost_game_cents,due_cents,paid_cents,balance_cents",
        ),
        (
            vec!["export", "league", "1"],
            "group,rank,team,club,ranking_points,ranking_points_against,game_points,series_played,lot_required",
        ),
        (
            vec!["export", "match-report", "2"],
            "series,team,club,table,player_id,name,total,team_game_points,team_ranking_points",
        ),
    ] {
        let out = dir.join("export.csv");
        let mut all = args.clone();
        all.extend(["--out", out.to_str().expect("path")]);
        ok(&db, &all);
        let text = std::fs::read_to_string(&out).expect("csv");
        assert_eq!(text.lines().next(), Some(header), "{args:?}");
        assert!(text.lines().count() > 1, "{args:?} has rows");
    }
}
