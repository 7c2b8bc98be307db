//! Player numbers as clubs write them (issue 9, 5.3–5.5): text numbers in every file and list,
//! members with the same name, and line numbers of CSV files from any editor.
// See: issue 9, "What to build" 5.3, 5.4 and 5.5.

use skatblock::event;
use skatblock_store::{EventId, PlayerNo, Store};

use super::import_error;
use super::store::temp_dir;

fn new_event(store: &mut Store, series: u16) -> EventId {
    super::new_event_named(store, "Vereinsmeisterschaft", series)
}

/// The registry as (number, "First Last").
fn registry(store: &Store) -> Vec<(String, String)> {
    let mut all: Vec<(String, String)> = skatblock_store::players::all(store.conn())
        .expect("players")
        .into_iter()
        .map(|p| (p.number.to_string(), p.name()))
        .collect();
    all.sort();
    all
}

const CLUB_LIST: &str = "id;first_name;last_name;club
P1000;Anna;Schulz;SC Kreuz
M-0042;Bernd;Weber;SC Kreuz
0701023;Clara;Fischer;Grand Hand
12/7.a;Dieter;Krause;Grand Hand
;Erika;Vogel;
";

#[test]
fn issue_9_player_numbers_are_text() {
    let mut store = Store::open_in_memory().expect("store");
    let summary = event::import_players(&mut store, CLUB_LIST.as_bytes()).expect("imported");
    assert_eq!(summary.added, 5);
    assert_eq!(
        registry(&store),
        [
            ("0701023", "Clara Fischer"),
            ("12/7.a", "Dieter Krause"),
            ("701024", "Erika Vogel"),
            ("M-0042", "Bernd Weber"),
            ("P1000", "Anna Schulz"),
        ]
        .map(|(n, p)| (n.to_string(), p.to_string())),
        "numbers are kept as written (leading zero too); a player without one gets the next \
         number above every all-digit number"
    );

    // Seating, games and totals files name players by these numbers.
    let ev = new_event(&mut store, 2);
    let seating = "series,table,seat,player_id
1,1,1,P1000
1,1,2,M-0042
1,1,3,0701023
2,1,1,0701023
2,1,2,12/7.a
2,1,3,P1000
";
    event::import_seating(&mut store, ev, seating.as_bytes()).expect("seating");
    let games = "series,table,game,declarer,contract,matadors,declarer_points
1,1,1,0701023,grand,2,70
1,1,2,M-0042,clubs,1,58
1,1,3,P1000,spades,-1,40
";
    assert_eq!(
        event::import_games(&mut store, ev, games.as_bytes(), "test").expect("games"),
        3
    );
    let totals = "series,player_id,points,won,lost
2,0701023,300,6,1
2,12/7.a,120,3,2
2,P1000,0,0,0
";
    assert_eq!(
        event::import_totals(&mut store, ev, totals.as_bytes()).expect("totals"),
        3
    );

    let standings = event::standings(&store, ev, None).expect("standings");
    let json = serde_json::to_value(&standings.rows).expect("json");
    let clara = json
        .as_array()
        .expect("rows")
        .iter()
        .find(|r| r["name"] == "Clara Fischer")
        .expect("Clara is ranked");
    assert_eq!(
        clara["player_id"], "0701023",
        "JSON names the player by number, as text with its leading zero"
    );
    let ranked: Vec<(&str, i64)> = standings
        .rows
        .iter()
        .map(|r| (r.player_id.as_str(), r.total))
        .collect();
    // Series 1 (games): Clara's grand with 2 won (72 + 50), Bernd's clubs (-48 - 50) and
    // Anna's spades (-44 - 50) lost, 40 for each lost game of the others at the 3-table.
    // Series 2 (totals): points + 50 per won - 50 per lost + 40 per lost game of the others.
    assert_eq!(
        ranked,
        [
            ("0701023", (72 + 50 + 2 * 40) + (300 + 6 * 50 - 50 + 2 * 40)),
            ("12/7.a", 120 + 3 * 50 - 2 * 50 + 40),
            ("P1000", (-44 - 50 + 40) + 3 * 40),
            ("M-0042", -48 - 50 + 40),
        ],
        "every seated player is ranked under the number from the files"
    );

    // The CSV export uses the number too.
    let mut csv = Vec::new();
    skatblock::report::write_csv(&standings.rows, Default::default(), &mut csv).expect("csv");
    let csv = String::from_utf8(csv).expect("utf-8");
    assert!(csv.starts_with("rank,player_id,name,"), "{csv}");
    assert!(csv.contains(",0701023,Clara Fischer,"), "{csv}");
}

#[test]
fn issue_9_a_bad_player_number_is_refused_with_line_column_and_value() {
    let mut store = Store::open_in_memory().expect("store");
    let text = import_error(event::import_players(
        &mut store,
        "id,first_name,last_name\nP 1000,Anna,Schulz\n123456789012345678901,Bernd,Weber\nM_42,Clara,Fischer\nP1000,Dieter,Krause\n"
            .as_bytes(),
    ));
    assert_eq!(
        text,
        "3 problem(s) found, nothing was imported:
  line 2, column id: \"P 1000\": a player number has 1..=20 letters, digits, '-', '/' or '.'
  line 3, column id: \"123456789012345678901\": a player number has 1..=20 letters, digits, '-', '/' or '.'
  line 4, column id: \"M_42\": a player number has 1..=20 letters, digits, '-', '/' or '.'"
    );
    assert!(registry(&store).is_empty(), "nothing was written");

    event::import_players(&mut store, CLUB_LIST.as_bytes()).expect("imported");
    let ev = new_event(&mut store, 1);
    let text = import_error(event::import_seating(
        &mut store,
        ev,
        b"series,table,seat,player_id\n1,1,1,P1000\n1,1,2,p1000\n1,1,3,M-00 42\n",
    ));
    assert_eq!(
        text,
        "3 problem(s) found, nothing was imported:
  line 3, column player_id: \"p1000\": player p1000 is seated twice in series 1 (also line 2)
  line 4, column player_id: \"M-00 42\": a player number has 1..=20 letters, digits, '-', '/' or '.'
  line 2, column seat: \"[1]\": table 1 of series 1 must have seats 1..3 or 1..4 (SkWO 6.1)",
        "p1000 is P1000: numbers match whatever the case of their letters"
    );
    assert_eq!(PlayerNo::new("0701023").expect("valid").as_str(), "0701023");
}

#[test]
fn issue_9_same_named_members_both_import() {
    let mut store = Store::open_in_memory().expect("store");
    let file = "id,first_name,last_name,club,membership_no
P1000,Hans,Müller,SC Kreuz,4711
P1001,Hans,Müller,SC Kreuz,4712
P1002,Anna,Müller,SC Kreuz,
";
    let summary = event::import_players(&mut store, file.as_bytes()).expect("both Hans Müller");
    assert_eq!((summary.added, summary.unchanged), (3, 0));
    let notices: Vec<String> = summary.notices.iter().map(ToString::to_string).collect();
    assert_eq!(
        notices,
        [
            "line 3, column id: \"P1001\": Hans Müller (SC Kreuz) has the same name and club as line 2 (number P1000); both are imported as two players"
        ],
        "father and son are both imported, with a notice that names both lines"
    );

    let again = event::import_players(&mut store, file.as_bytes()).expect("a repeated import");
    assert_eq!(
        (again.added, again.unchanged, again.notices.len()),
        (0, 3, 0),
        "rows equal to the stored players are unchanged"
    );

    let text = import_error(event::import_players(
        &mut store,
        "id,first_name,last_name,club,membership_no
P1000,Hans,Müller,SC Kreuz
P1000,Anna,Müller,SC Kreuz
P2000,Jonas,Koch,
P2000,Jonas,Koch,
P1001,Hans,Müller,SC Pik As
,Hans,Müller,SC Kreuz
P2001,Ilse,Bauer,SC Kreuz,4711
"
        .as_bytes(),
    ));
    assert_eq!(
        text,
        "5 problem(s) found, nothing was imported:
  line 3, column id: \"P1000\": number P1000 appears twice in the file (also line 2)
  line 5, column id: \"P2000\": number P2000 appears twice in the file (also line 4)
  line 6, column id: \"P1001\": number P1001 belongs to Hans Müller (SC Kreuz) in the registry; the file says Hans Müller (SC Pik As); nothing is overwritten
  line 7, column last_name: \"Müller\": same name and club as player P1000 of the registry; without two different numbers a duplicate is not merged silently
  line 8, column membership_no: \"4711\": the same membership number as player P1000 (Hans Müller)"
    );
    assert_eq!(registry(&store).len(), 3, "nothing was written");

    // A stored number with another name is reported, never overwritten.
    let text = import_error(event::import_players(
        &mut store,
        b"id,first_name,last_name,club\nP1002,Anna,Schulz,SC Kreuz\n",
    ));
    assert_eq!(
        text,
        "1 problem(s) found, nothing was imported:
  line 2, column id: \"P1002\": number P1002 belongs to Anna Müller (SC Kreuz) in the registry; the file says Anna Schulz (SC Kreuz); nothing is overwritten"
    );
    // A third Hans Müller of the same club with his own number joins, noticed against both.
    let third = event::import_players(
        &mut store,
        b"id,first_name,last_name,club\nP1003,Hans,M\xc3\xbcller,SC Kreuz\n",
    )
    .expect("a grandson");
    assert_eq!(third.added, 1);
    assert_eq!(
        third.notices.len(),
        2,
        "the notice names both stored namesakes"
    );
}

#[test]
fn issue_9_crlf_line_numbers() {
    let mut store = Store::open_in_memory().expect("store");
    // Excel writes CRLF; line 4 is bad. A blank line (6) sits before the bad line 7.
    let file = "id;first_name;last_name;club\r\nP1000;Anna;Schulz;SC Kreuz\r\nP1001;Bernd;Weber;\r\nP1002;;Fischer;\r\nP1003;Dieter;Krause;\r\n\r\nP1004;Erika;;\r\n";
    let text = import_error(event::import_players(&mut store, file.as_bytes()));
    assert_eq!(
        text,
        "2 problem(s) found, nothing was imported:
  line 4, column first_name: \"\": a player needs a first name
  line 7, column last_name: \"\": a player needs a last name",
        "the line as an editor shows it"
    );
    let lf = file.replace("\r\n", "\n");
    assert_eq!(
        import_error(event::import_players(&mut store, lf.as_bytes())),
        text,
        "LF and CRLF files give the same lines"
    );
}

#[test]
fn issue_9_quoted_fields_spanning_lines_keep_the_line_numbers() {
    let mut store = Store::open_in_memory().expect("store");
    // The club of line 2 spans lines 2 and 3; the bad row starts on line 4. The bad row of
    // line 5 spans lines 5 and 6: its error names the line where it starts.
    let file = "id,first_name,last_name,club\r\nP1000,Anna,Schulz,\"SC Kreuz\r\nBube\"\r\nP1001,,Weber,\r\nP 2,Clara,Fischer,\"Grand\nHand\"\r\nP1003,Dieter,Krause,\r\n";
    let text = import_error(event::import_players(&mut store, file.as_bytes()));
    assert_eq!(
        text,
        "3 problem(s) found, nothing was imported:
  line 2, column club: \"SC Kreuz\r\nBube\": a line break or another control character cannot stand in a name, club or membership number
  line 4, column first_name: \"\": a player needs a first name
  line 5, column id: \"P 2\": a player number has 1..=20 letters, digits, '-', '/' or '.'"
    );
    // A quoted field may span lines in a CSV, but a line break in a club would break every
    // printed list: the rows after it keep their lines all the same.
    let fixed = file
        .replace("\"SC Kreuz\r\nBube\"", "SC Kreuz Bube")
        .replace(",,Weber", ",Bernd,Weber")
        .replace("P 2", "P1002");
    let text = import_error(event::import_players(&mut store, fixed.as_bytes()));
    assert!(
        text.starts_with("1 problem(s) found, nothing was imported:\n  line 4, column club:"),
        "the row of line 4 starts there although line 3 ended a quoted field: {text}"
    );
    let fixed = fixed.replace("\"Grand\nHand\"", "Grand Hand");
    event::import_players(&mut store, fixed.as_bytes()).expect("imported");
    let anna = event::player_by_number(&store, "P1000").expect("Anna");
    assert_eq!(anna.club.as_deref(), Some("SC Kreuz Bube"));
}

/// The CLI with a CRLF club list numbered `P1000…` with two "Hans Müller": import, draw,
/// standings as JSON.
#[test]
fn issue_9_the_cli_takes_player_numbers() {
    let temp = temp_dir("player-numbers");
    let dir = temp.path();
    let db = dir.join("skat.db");
    let players = dir.join("players.csv");
    std::fs::write(
        &players,
        "id;first_name;last_name;club\r\nP1000;Hans;Müller;SC Kreuz\r\nP1001;Hans;Müller;SC Kreuz\r\n0701023;Clara;Fischer;\r\nM-0042;Bernd;Weber;\r\n",
    )
    .expect("write");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_skatblock"))
            .arg("--db")
            .arg(&db)
            .args(args)
            .output()
            .expect("the binary runs");
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8")
    };
    let imported = run(&["player", "import", players.to_str().expect("path")]);
    assert_eq!(
        imported,
        "4 player(s) added, 0 unchanged\nnote: line 3, column id: \"P1001\": Hans Müller (SC Kreuz) has the same name and club as line 2 (number P1000); both are imported as two players\n"
    );
    let created = run(&[
        "event",
        "create",
        "--name",
        "Vereinsabend",
        "--date",
        "2026-11-27",
        "--series",
        "1",
    ]);
    let event = created.lines().last().expect("the id");
    run(&["seating", "draw", event, "--series", "1", "--seed", "3"]);
    let seats: serde_json::Value = serde_json::from_str(&run(&[
        "seating", "show", event, "--series", "1", "--format", "json",
    ]))
    .expect("json");
    let declarer = seats
        .as_array()
        .expect("seats")
        .iter()
        .find(|s| s["seat"] == 2)
        .expect("seat 2")["player_id"]
        .as_str()
        .expect("the number is text")
        .to_string();
    run(&[
        "game",
        "enter",
        event,
        "--series",
        "1",
        "--table",
        "1",
        "--game",
        "1",
        "--declarer",
        &declarer,
        r#"{"contract":"grand","matadors":2,"declarer_points":70}"#,
    ]);
    let standings: serde_json::Value =
        serde_json::from_str(&run(&["standings", event, "--format", "json"])).expect("json");
    let rows = standings.as_array().expect("rows");
    assert_eq!(
        rows[0]["player_id"],
        declarer.as_str(),
        "the declarer leads"
    );
    let mut numbers: Vec<&str> = rows
        .iter()
        .map(|r| r["player_id"].as_str().expect("text"))
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, ["0701023", "M-0042", "P1000", "P1001"]);
    let list = run(&["player", "list", "--format", "csv"]);
    assert!(list.contains("\n0701023,Clara,Fischer,"), "{list}");
    run(&["player", "deactivate", "M-0042"]);
    assert!(run(&["player", "list", "--format", "csv"]).contains("\nM-0042,Bernd,Weber,,,false\n"));
}

/// A database as the previous release (schema 1) left it: integer player ids, an event with a
/// seated table and three games.
fn schema_1_database(path: &std::path::Path) {
    let conn = rusqlite::Connection::open(path).expect("create");
    conn.execute_batch(include_str!("../../migrations/0001_initial.sql"))
        .expect("schema 1");
    conn.execute_batch(
        "PRAGMA user_version = 1;
         INSERT INTO clubs (id, name) VALUES (1, 'SC Kreuz');
         INSERT INTO players (id, first_name, last_name, club_id, membership_no) VALUES
             (1, 'Anna', 'Schulz', 1, '4711'), (2, 'Bernd', 'Weber', 1, NULL),
             (3, 'Clara', 'Fischer', NULL, NULL), (7, 'Dieter', 'Krause', NULL, NULL);
         INSERT INTO events (id, name, date, series_count) VALUES (1, 'Herbstpreisskat', '2026-11-22', 1);
         INSERT INTO event_players (event_id, player_id) VALUES (1, 1), (1, 2), (1, 3), (1, 7);
         INSERT INTO draws (event_id, series, seed) VALUES (1, 1, NULL);
         INSERT INTO seats (event_id, series, table_no, seat, player_id) VALUES
             (1, 1, 1, 1, 7), (1, 1, 1, 2, 3), (1, 1, 1, 3, 1), (1, 1, 1, 4, 2);
         INSERT INTO games (event_id, series, table_no, game_no, declarer_id, passed, contract,
                            matadors, declarer_points) VALUES
             (1, 1, 1, 1, 3, 0, 'grand', 2, 70),
             (1, 1, 1, 2, 1, 0, 'clubs', 1, 58),
             (1, 1, 1, 3, NULL, 1, NULL, NULL, NULL);",
    )
    .expect("data of the previous release");
}

#[test]
fn issue_9_migration_0002_upgrades_a_database_of_the_previous_release() {
    let temp = temp_dir("schema-1");
    let dir = temp.path();
    let path = dir.join("skat.db");
    schema_1_database(&path);

    let mut store = Store::open(&path).expect("a database of the previous release opens");
    let version: i64 = store
        .conn()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("version");
    assert_eq!(version, skatblock_store::SCHEMA_VERSION);
    assert_eq!(
        registry(&store),
        [
            ("1", "Anna Schulz"),
            ("2", "Bernd Weber"),
            ("3", "Clara Fischer"),
            ("7", "Dieter Krause"),
        ]
        .map(|(n, p)| (n.to_string(), p.to_string())),
        "every player's number is the old id as text, so old files still name the same players"
    );

    // The results are those of the same event entered afresh under the new schema.
    let mut fresh = Store::open_in_memory().expect("store");
    event::import_players(
        &mut fresh,
        "id,first_name,last_name,club,membership_no\n1,Anna,Schulz,SC Kreuz,4711\n2,Bernd,Weber,SC Kreuz,\n3,Clara,Fischer,,\n7,Dieter,Krause,,\n".as_bytes(),
    )
    .expect("players");
    let ev = new_event(&mut fresh, 1);
    event::import_seating(&mut fresh, ev, b"1,1,1,7\n1,1,2,3\n1,1,3,1\n1,1,4,2\n").expect("seats");
    let games = "series,table,game,declarer,contract,matadors,declarer_points,passed\n1,1,1,3,grand,2,70,\n1,1,2,1,clubs,1,58,\n1,1,3,,,,,true\n";
    event::import_games(&mut fresh, ev, games.as_bytes(), "test").expect("games");
    let upgraded = event::standings(&store, EventId(1), None).expect("standings after the upgrade");
    let expected = event::standings(&fresh, ev, None).expect("standings");
    assert_eq!(
        serde_json::to_value(&upgraded.rows).expect("json"),
        serde_json::to_value(&expected.rows).expect("json"),
        "the upgrade changes no result"
    );
    assert_eq!(upgraded.rows[0].player_id.as_str(), "3");

    // The file as it was is kept beside it, still schema 1.
    let backup = dir.join(format!(
        "skat.before-schema-{}.db",
        skatblock_store::SCHEMA_VERSION
    ));
    assert!(backup.exists(), "a backup is written before the upgrade");
    let old = rusqlite::Connection::open(&backup).expect("the backup opens");
    let (old_version, players): (i64, i64) = old
        .query_row(
            "SELECT (SELECT user_version FROM pragma_user_version), count(*) FROM players",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("backup contents");
    assert_eq!(
        (old_version, players),
        (1, 4),
        "the backup is the whole file before the upgrade"
    );
    let numbered: i64 = old
        .query_row(
            "SELECT count(*) FROM pragma_table_info('players') WHERE name = 'number'",
            [],
            |r| r.get(0),
        )
        .expect("columns");
    assert_eq!(numbered, 0, "the backup has the old schema");

    // A player imported without a number gets the next one above the old ids.
    let summary = event::import_players(&mut store, b"first_name,last_name\nErika,Vogel\n")
        .expect("a new player");
    assert_eq!(summary.added, 1);
    assert_eq!(
        event::player_by_number(&store, "8")
            .expect("number 8")
            .name(),
        "Erika Vogel"
    );
    drop(store);
    let reopened = Store::open(&path).expect("opens again");
    assert_eq!(registry(&reopened).len(), 5, "the upgrade happened once");
}

/// Issue 9: `p1000` and `P1000` are one number — a hand-typed file never names (or adds) a
/// second player by the case of a letter.
#[test]
fn issue_9_player_numbers_match_whatever_the_case() {
    let mut store = Store::open_in_memory().expect("store");
    event::import_players(&mut store, b"id,first_name,last_name\nP1000,Hans,Huber\n")
        .expect("imported");
    let text = import_error(event::import_players(
        &mut store,
        b"id,first_name,last_name\np1000,Kurt,Klein\n",
    ));
    assert!(
        text.contains("line 2, column id: \"p1000\": number P1000 belongs to Hans Huber"),
        "{text}"
    );
    let found = event::player_by_number(&store, "p1000").expect("found");
    assert_eq!(found.number.as_str(), "P1000", "kept as first written");
    assert_eq!(registry(&store).len(), 1);
}
