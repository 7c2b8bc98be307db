//! Issue 10: the cash book (RULES.md B.5.3). Lost-game fees counted per list, overbid games
//! lost, the entry fee once per event, payments with their audit, season sums, and the
//! refusals that write nothing. Money never enters the score.

use std::path::Path;

use skatblock::cash::{self, CashRow, Fees, PaymentAction, PaymentId, codes};
use skatblock::event::{self, EventError};
use skatblock::i18n::Lang;
use skatblock::rules::Refusal;
use skatblock_store::{EventId, Store, StoreError};

use super::store::temp_dir;
use super::{ok, run};

const PLAYERS: &str = "id,first_name,last_name,club
1,Anna,Müller,SF Kreuz Bube
2,Bernd,Schäfer,SF Kreuz Bube
3,Clara,Weiß,Grand Hand
4,Dieter,Groß,Grand Hand
5,Erika,Becker,SC Pik As
6,Frank,Lehmann,SC Pik As
7,Gisela,Krüger,
8,Hans,Zimmermann,
";

/// Series 1: table 1 = players 1, 2, 3; table 2 = 4, 5, 6.
/// Series 2: table 1 = 1, 4, 5; table 2 = 2, 3, 6.
const SEATING: &str = "series,table,seat,player_id
1,1,1,1\n1,1,2,2\n1,1,3,3\n1,2,1,4\n1,2,2,5\n1,2,3,6
2,1,1,1\n2,1,2,4\n2,1,3,5\n2,2,1,2\n2,2,2,3\n2,2,3,6
";

/// Player 1 loses 4 games at series 1 table 1 (the 4th overbid: diamonds without 1 is worth
/// 18 < bid 22, though won on card points) and 2 at series 2 table 1. Player 3 loses 1.
/// Player 2 and player 4 each win one game. Series 2 table 2 has no games: no result there.
const GAMES: &str = "series,table,game,declarer,contract,hand,ouvert,announced,matadors,declarer_points,declarer_tricks,bid,passed
1,1,1,1,clubs,,,,1,58,,,
1,1,2,1,clubs,,,,1,58,,,
1,1,3,1,clubs,,,,1,58,,,
1,1,4,1,diamonds,,,,-1,89,,22,
1,1,5,2,grand,,,,2,70,,,
1,1,6,3,clubs,,,,1,58,,,
1,2,1,4,grand,,,,2,70,,,
2,1,1,1,clubs,,,,1,58,,,
2,1,2,1,clubs,,,,1,58,,,
";

const AT: &str = "2026-11-22T20:00:00Z";

fn issue_fees() -> Fees {
    Fees {
        entry_cents: 1000,
        lost_game_cents: vec![50, 50, 50, 100],
    }
}

/// Players 1..=8 registered; the event seated and scored as above; player 7 registered but
/// never seated; player 8 not registered.
fn scored_event(store: &mut Store, name: &str) -> EventId {
    let ev = super::new_event_named(store, name, 2);
    event::import_seating(store, ev, SEATING.as_bytes()).expect("seating");
    event::import_games(store, ev, GAMES.as_bytes(), "test").expect("games");
    let gisela = event::player_by_number(store, "7").expect("7").id;
    skatblock_store::events::register(store.conn(), ev, gisela).expect("register 7");
    ev
}

fn store_with_players() -> Store {
    let mut store = Store::open_in_memory().expect("store");
    event::import_players(&mut store, PLAYERS.as_bytes()).expect("players");
    store
}

/// (number, lost games, lost-game fees, due, paid, balance) per row.
fn sums(rows: &[CashRow]) -> Vec<(&str, u32, i64, i64, i64, i64)> {
    rows.iter()
        .map(|r| {
            (
                r.player_id.as_str(),
                r.lost_games,
                r.lost_game_cents,
                r.due_cents,
                r.paid_cents,
                r.balance_cents,
            )
        })
        .collect()
}

fn count(store: &Store, table: &str) -> i64 {
    store
        .conn()
        .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
        .expect("count")
}

fn refusal(err: EventError) -> Refusal {
    match err {
        EventError::Refused(r) => r,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn fees_are_counted_per_list_and_overbid_games_are_lost() {
    let mut store = store_with_players();
    let ev = scored_event(&mut store, "Herbstpreisskat");
    cash::set_fees(&mut store, ev, Some(&issue_fees())).expect("fees");
    let rows = cash::cash_list(&store, ev).expect("cash");
    // Sorted by last name: Becker, Groß, Krüger, Lehmann, Müller, Schäfer, Weiß. Player 7
    // has neither a result nor a payment yet but is registered, so the door can take the
    // entry fee (issue 21); player 8 is not in the event.
    assert_eq!(
        sums(&rows),
        vec![
            ("5", 0, 0, 1000, 0, -1000),
            ("4", 0, 0, 1000, 0, -1000),
            ("7", 0, 0, 1000, 0, -1000),
            ("6", 0, 0, 1000, 0, -1000),
            // 4 lost at series 1 (the overbid one included): 3 × 50 + 100 = 250; the list
            // resets: 2 lost at series 2 cost 2 × 50 = 100, not 100 + 100 as 6 in one list.
            ("1", 6, 350, 1350, 0, -1350),
            ("2", 0, 0, 1000, 0, -1000),
            ("3", 1, 50, 1050, 0, -1050),
        ],
        "per-list lost-game fees plus the entry fee once"
    );
    assert!(rows.iter().all(|r| r.entry_cents == 1000));
    assert_eq!(rows[4].name, "Anna Müller", "the name is First Last");
}

#[test]
fn payments_give_the_balance_its_sign_and_a_payment_alone_gives_a_row() {
    let mut store = store_with_players();
    let ev = scored_event(&mut store, "Herbstpreisskat");
    cash::set_fees(&mut store, ev, Some(&issue_fees())).expect("fees");
    cash::record_payment(&mut store, ev, "1", 1000, "kasse", AT).expect("pay 1");
    cash::record_payment(&mut store, ev, "1", 500, "kasse", AT).expect("pay 1 again");
    cash::record_payment(&mut store, ev, "7", 500, "kasse", AT).expect("pay 7");
    let rows = cash::cash_list(&store, ev).expect("cash");
    let anna = rows.iter().find(|r| r.player_id == "1").expect("Anna");
    assert_eq!(
        (anna.due_cents, anna.paid_cents, anna.balance_cents),
        (1350, 1500, 150),
        "paid 15.00 of 13.50 due: 1.50 in credit"
    );
    let gisela = rows.iter().find(|r| r.player_id == "7").expect("Gisela");
    assert_eq!(
        (
            gisela.lost_games,
            gisela.entry_cents,
            gisela.due_cents,
            gisela.balance_cents
        ),
        (0, 1000, 1000, -500),
        "a payment alone gives a row, charged the entry fee: she still owes 5.00"
    );
    assert_eq!(rows.len(), 7);
}

#[test]
fn without_a_fee_schedule_only_payments_count() {
    let mut store = store_with_players();
    let ev = scored_event(&mut store, "Skatabend");
    cash::record_payment(&mut store, ev, "2", 300, "kasse", AT).expect("pay");
    assert_eq!(cash::fees(&store, ev).expect("fees"), None);
    let rows = cash::cash_list(&store, ev).expect("cash");
    let anna = rows.iter().find(|r| r.player_id == "1").expect("Anna");
    assert_eq!(
        (
            anna.lost_games,
            anna.entry_cents,
            anna.lost_game_cents,
            anna.due_cents
        ),
        (6, 0, 0, 0)
    );
    let bernd = rows.iter().find(|r| r.player_id == "2").expect("Bernd");
    assert_eq!((bernd.paid_cents, bernd.balance_cents), (300, 300));
}

#[test]
fn fees_changed_later_change_the_amounts_but_never_the_standings() {
    let mut store = store_with_players();
    let ev = scored_event(&mut store, "Herbstpreisskat");
    let before = event::standings(&store, ev, None).expect("standings");
    let results = event::results::list_results(store.conn(), &event::event(&store, ev).unwrap())
        .expect("results");
    cash::set_fees(&mut store, ev, Some(&issue_fees())).expect("fees");
    let first = cash::cash_list(&store, ev).expect("cash");
    let dearer = Fees {
        entry_cents: 500,
        lost_game_cents: vec![100],
    };
    cash::set_fees(&mut store, ev, Some(&dearer)).expect("new fees");
    assert_eq!(cash::fees(&store, ev).expect("fees"), Some(dearer));
    let second = cash::cash_list(&store, ev).expect("cash");
    let anna = |rows: &[CashRow]| rows.iter().find(|r| r.player_id == "1").cloned().unwrap();
    assert_eq!(anna(&first).due_cents, 1350);
    assert_eq!(
        anna(&second).due_cents,
        500 + 6 * 100,
        "the new schedule counts"
    );
    assert_eq!(
        event::standings(&store, ev, None).expect("standings"),
        before,
        "money never enters the score"
    );
    let after = event::results::list_results(store.conn(), &event::event(&store, ev).unwrap())
        .expect("results");
    assert_eq!(
        after, results,
        "no stored list result changes with the fees"
    );
    cash::set_fees(&mut store, ev, None).expect("no fees");
    assert_eq!(cash::fees(&store, ev).expect("fees"), None);
}

#[test]
fn correcting_and_deleting_a_payment_writes_the_audit() {
    let mut store = store_with_players();
    let ev = scored_event(&mut store, "Herbstpreisskat");
    let first = cash::record_payment(&mut store, ev, "1", 1500, "kasse", AT).expect("pay");
    let second = cash::record_payment(&mut store, ev, "3", 1000, "kasse", AT).expect("pay");
    let corrected =
        cash::correct_payment(&mut store, ev, first, 1400, "anna", "2026-11-22T21:00:00Z")
            .expect("correct");
    assert_eq!(
        (corrected.old_cents, corrected.new_cents),
        (Some(1500), Some(1400))
    );
    cash::delete_payment(&mut store, ev, second, "bernd", "2026-11-22T22:00:00Z").expect("delete");
    let listed = cash::payments(&store, ev).expect("payments");
    assert_eq!(
        listed.iter().map(|p| (p.id, p.cents)).collect::<Vec<_>>(),
        vec![(first, 1400)],
        "the deleted payment is gone, the corrected one has its new amount"
    );
    let history = cash::payment_history(&store, ev).expect("history");
    let seen: Vec<_> = history
        .iter()
        .map(|h| {
            (
                h.payment_id,
                h.player_id.as_str(),
                h.action,
                h.old_cents,
                h.new_cents,
                h.changed_by.as_str(),
                h.changed_at.as_str(),
            )
        })
        .collect();
    assert_eq!(
        seen,
        vec![
            (
                first,
                "1",
                PaymentAction::Record,
                None,
                Some(1500),
                "kasse",
                AT
            ),
            (
                second,
                "3",
                PaymentAction::Record,
                None,
                Some(1000),
                "kasse",
                AT
            ),
            (
                first,
                "1",
                PaymentAction::Correct,
                Some(1500),
                Some(1400),
                "anna",
                "2026-11-22T21:00:00Z"
            ),
            (
                second,
                "3",
                PaymentAction::Delete,
                Some(1000),
                None,
                "bernd",
                "2026-11-22T22:00:00Z"
            ),
        ],
        "every change with who, when, old and new amount"
    );
    let rows = cash::cash_list(&store, ev).expect("cash");
    let clara = rows.iter().find(|r| r.player_id == "3").expect("Clara");
    assert_eq!(clara.paid_cents, 0, "a deleted payment no longer counts");
}

#[test]
fn a_bad_payment_is_refused_with_code_field_and_value_and_nothing_written() {
    let mut store = store_with_players();
    let ev = scored_event(&mut store, "Herbstpreisskat");
    let paid = cash::record_payment(&mut store, ev, "1", 100, "kasse", AT).expect("pay");
    let snapshot = |s: &Store| (count(s, "payments"), count(s, "payment_audit"));
    let before = snapshot(&store);
    for (cents, shown) in [(0, "0"), (-500, "-500")] {
        let r = refusal(cash::record_payment(&mut store, ev, "1", cents, "k", AT).unwrap_err());
        assert_eq!(
            (r.code, r.field.as_deref(), r.value.as_deref()),
            (codes::CASH_PAYMENT_NOT_POSITIVE, Some("cents"), Some(shown))
        );
        let r = refusal(cash::correct_payment(&mut store, ev, paid, cents, "k", AT).unwrap_err());
        assert_eq!(r.code, codes::CASH_PAYMENT_NOT_POSITIVE);
    }
    let r = refusal(cash::record_payment(&mut store, ev, "8", 100, "k", AT).unwrap_err());
    assert_eq!(
        (r.code, r.field.as_deref(), r.value.as_deref()),
        (codes::CASH_PLAYER_NOT_IN_EVENT, Some("player"), Some("8")),
        "player 8 is not registered for the event"
    );
    assert_eq!(
        event::EventError::Refused(r).describe(Lang::De),
        "Spieler = 8: ist für Veranstaltung 1 nicht angemeldet; bitte zuerst anmelden",
    );
    match cash::record_payment(&mut store, ev, "99", 100, "k", AT) {
        Err(EventError::Store(StoreError::NotFound { entity, id })) => {
            assert_eq!((entity, id.as_str()), ("player", "99"));
        }
        other => panic!("an unknown player is refused, got {other:?}"),
    }
    let r = refusal(cash::delete_payment(&mut store, ev, PaymentId(99), "k", AT).unwrap_err());
    assert_eq!(
        (r.code, r.field.as_deref(), r.value.as_deref()),
        (codes::CASH_PAYMENT_UNKNOWN, Some("payment"), Some("99"))
    );
    let other = scored_event(&mut store, "Andere Veranstaltung");
    let r = refusal(cash::correct_payment(&mut store, other, paid, 50, "k", AT).unwrap_err());
    assert_eq!(
        r.code,
        codes::CASH_PAYMENT_UNKNOWN,
        "a payment is changed only through its own event"
    );
    assert_eq!(snapshot(&store), before, "no refused payment left a trace");
}

#[test]
fn a_bad_fee_schedule_is_refused_with_code_field_and_value_and_nothing_written() {
    let mut store = store_with_players();
    let ev = scored_event(&mut store, "Herbstpreisskat");
    cash::set_fees(&mut store, ev, Some(&issue_fees())).expect("fees");
    let negative_entry = Fees {
        entry_cents: -100,
        lost_game_cents: vec![],
    };
    let r = refusal(cash::set_fees(&mut store, ev, Some(&negative_entry)).unwrap_err());
    assert_eq!(
        (r.code, r.field.as_deref(), r.value.as_deref(), r.rule),
        (
            codes::CASH_FEE_NEGATIVE,
            Some("entry_cents"),
            Some("-100"),
            Some("B.5.3")
        )
    );
    assert_eq!(
        skatblock::i18n::refusal(Lang::En, &r),
        "entry_cents = -100: a fee cannot be negative (Skatblock B.5.3)"
    );
    assert_eq!(
        skatblock::i18n::refusal(Lang::De, &r),
        "Startgeld (Cent) = -100: eine Gebühr darf nicht negativ sein (Skatblock B.5.3)"
    );
    let negative_amount = Fees {
        entry_cents: 0,
        lost_game_cents: vec![50, 50, -50],
    };
    let r = refusal(cash::set_fees(&mut store, ev, Some(&negative_amount)).unwrap_err());
    assert_eq!(
        (r.code, r.field.as_deref(), r.value.as_deref()),
        (
            codes::CASH_FEE_NEGATIVE,
            Some("lost_game_cents[2]"),
            Some("-50")
        )
    );
    assert_eq!(
        cash::fees(&store, ev).expect("fees"),
        Some(issue_fees()),
        "a refused schedule leaves the old one"
    );
    let r = cash::parse_fees_file("gebuehren.json", b"{\"entry_cents\": 10").unwrap_err();
    assert_eq!(
        (r.code, r.field.as_deref(), r.value.as_deref()),
        (
            codes::CASH_FEES_NOT_JSON,
            Some("fees"),
            Some("gebuehren.json")
        )
    );
    let r = cash::parse_fees_file("f.json", br#"{"entry_cents": 10, "tip": 5}"#).unwrap_err();
    assert_eq!(
        (r.code, r.field.as_deref(), r.value.as_deref()),
        (codes::CASH_FEES_UNKNOWN_KEY, Some("tip"), Some("5"))
    );
    let r = cash::parse_fees_file("f.json", br#"{"lost_game_cents": [50, "1"]}"#).unwrap_err();
    assert_eq!(
        (r.code, r.field.as_deref(), r.value.as_deref()),
        (
            codes::CASH_FEE_NOT_AN_AMOUNT,
            Some("lost_game_cents[1]"),
            Some("\"1\"")
        )
    );
}

#[test]
fn a_season_sums_every_field_over_its_events() {
    let mut store = store_with_players();
    let autumn = scored_event(&mut store, "Herbst");
    let winter = scored_event(&mut store, "Winter");
    let outside = scored_event(&mut store, "Nicht in der Saison");
    cash::set_fees(&mut store, autumn, Some(&issue_fees())).expect("fees");
    let cheap = Fees {
        entry_cents: 500,
        lost_game_cents: vec![20],
    };
    cash::set_fees(&mut store, winter, Some(&cheap)).expect("fees");
    cash::record_payment(&mut store, autumn, "1", 1350, "kasse", AT).expect("pay");
    cash::record_payment(&mut store, winter, "7", 200, "kasse", AT).expect("pay");
    cash::record_payment(&mut store, outside, "2", 9900, "kasse", AT).expect("pay");
    store
        .conn()
        .execute_batch(&format!(
            "INSERT INTO seasons (id, name) VALUES (1, 'Jahreswertung 2026');
             INSERT INTO season_events (season_id, event_id) VALUES (1, {}), (1, {});",
            autumn.0, winter.0
        ))
        .expect("season");
    let rows =
        cash::season_cash(&store, skatblock_store::seasons::SeasonId(1)).expect("season cash");
    let anna = rows.iter().find(|r| r.player_id == "1").expect("Anna");
    // Autumn: 1000 + 350; winter: 500 + 6 × 20 = 620. Paid 1350.
    assert_eq!(
        (
            anna.entry_cents,
            anna.lost_games,
            anna.lost_game_cents,
            anna.due_cents,
            anna.paid_cents,
            anna.balance_cents
        ),
        (1500, 12, 470, 1970, 1350, -620)
    );
    let bernd = rows.iter().find(|r| r.player_id == "2").expect("Bernd");
    assert_eq!(
        (bernd.due_cents, bernd.paid_cents),
        (1500, 0),
        "the payment of an event outside the season does not count"
    );
    let gisela = rows.iter().find(|r| r.player_id == "7").expect("Gisela");
    assert_eq!(
        (gisela.entry_cents, gisela.balance_cents),
        (1500, -1300),
        "registered for both events, she owes both entry fees (issue 21: the cash book lists \
         every registered player), less the 2.00 she paid in winter"
    );
    match cash::season_cash(&store, skatblock_store::seasons::SeasonId(42)) {
        Err(EventError::Store(StoreError::NotFound { entity, id })) => {
            assert_eq!((entity, id.as_str()), ("season", "42"));
        }
        other => panic!("an unknown season is refused, got {other:?}"),
    }
}

fn refused(db: &Path, args: &[&str]) -> String {
    let out = run(db, args);
    assert_eq!(out.status.code(), Some(2), "{args:?} must fail");
    assert!(out.stdout.is_empty(), "{args:?} printed {:?}", out.stdout);
    String::from_utf8(out.stderr).expect("utf-8")
}

#[test]
fn the_cli_keeps_the_cash_book_of_an_event() {
    let temp = temp_dir("cli-cash");
    let dir = temp.path();
    let db = dir.join("skat.db");
    let file = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        path.to_str().expect("path").to_string()
    };
    let players = file("players.csv", PLAYERS);
    ok(&db, &["player", "import", &players]);
    let bad = file(
        "bad.json",
        r#"{"entry_cents": 1000, "lost_game_cents": [50, -50]}"#,
    );
    let create = [
        "event",
        "create",
        "--name",
        "Herbstpreisskat",
        "--date",
        "2026-11-22",
        "--series",
        "2",
        "--fees",
    ];
    let said = refused(&db, &[&create[..], &[bad.as_str()][..]].concat());
    assert_eq!(
        said,
        "skatblock: lost_game_cents[1] = -50: a fee cannot be negative (Skatblock B.5.3)\n"
    );
    let not_json = file("broken.json", "entry_cents = 1000");
    let said = refused(&db, &[&create[..], &[not_json.as_str()][..]].concat());
    assert!(said.contains("the file is not JSON"), "{said}");
    assert_eq!(
        ok(&db, &["event", "list"]),
        "",
        "a refused fees file creates no event"
    );

    let fees = file(
        "fees.json",
        r#"{"entry_cents": 1000, "lost_game_cents": [50, 50, 50, 100]}"#,
    );
    let created = ok(&db, &[&create[..], &[fees.as_str()][..]].concat());
    assert!(
        created.contains(
            "fees of event 1: entry fee €10.00, lost-game fees per list €0.50, €0.50, €0.50, €1.00"
        ),
        "{created}"
    );
    let event = created.lines().last().expect("id").to_string();
    ok(
        &db,
        &["seating", "import", &event, &file("seating.csv", SEATING)],
    );
    ok(&db, &["games", "import", &event, &file("games.csv", GAMES)]);
    ok(&db, &["event", "register", &event, "7"]);
    let paid = ok(
        &db,
        &[
            "--user", "kasse", "cash", "pay", &event, "1", "--cents", "1500",
        ],
    );
    assert_eq!(
        paid,
        "payment 1 recorded: €15.00 from Anna Müller (1) for event 1\n"
    );
    ok(&db, &["cash", "pay", &event, "7", "--cents", "500"]);
    let said = refused(&db, &["cash", "pay", &event, "1", "--cents", "-5"]);
    assert_eq!(
        said,
        "skatblock: cents = -5: a payment is a whole number of cents greater than 0 (Skatblock B.5.3)\n"
    );
    let said = refused(
        &db,
        &["--lang", "de", "cash", "pay", &event, "1", "--cents", "0"],
    );
    assert_eq!(
        said,
        "skatblock: Cent = 0: eine Zahlung ist ein ganzer Centbetrag größer als 0 (Skatblock B.5.3)\n"
    );

    let json: serde_json::Value =
        serde_json::from_str(&ok(&db, &["cash", &event, "--format", "json"])).expect("json");
    let anna = json
        .as_array()
        .expect("rows")
        .iter()
        .find(|r| r["player_id"] == "1")
        .expect("Anna");
    // Series 1: 4 lost (one overbid) = 50 + 50 + 50 + 100 = 250; series 2: 2 lost = 100.
    // Due 1000 + 350 = 1350; paid 1500; balance 1500 − 1350 = +150.
    assert_eq!(
        anna,
        &serde_json::json!({
            "player_id": "1", "name": "Anna Müller", "entry_cents": 1000, "lost_games": 6,
            "lost_game_cents": 350, "due_cents": 1350, "paid_cents": 1500, "balance_cents": 150
        })
    );
    let gisela = json
        .as_array()
        .expect("rows")
        .iter()
        .find(|r| r["player_id"] == "7")
        .expect("a payment alone gives Gisela a row");
    assert_eq!(gisela["balance_cents"], -500, "owes 10.00 − 5.00");
    assert_eq!(json.as_array().map(Vec::len), Some(7));

    let text = ok(&db, &["--lang", "de", "cash", &event]);
    let anna_line = text
        .lines()
        .find(|l| l.contains("Anna Müller"))
        .expect("Anna's line");
    assert!(
        anna_line.contains("13,50 €") && anna_line.ends_with("1,50 €"),
        "{text}"
    );
    assert!(text.contains("Saldo") && text.contains("Summe"), "{text}");
    let csv = ok(&db, &["cash", &event, "--format", "csv"]);
    assert_eq!(
        csv.lines().next(),
        Some(
            "player_id,name,entry_cents,lost_games,lost_game_cents,due_cents,paid_cents,balance_cents"
        )
    );

    let payments = ok(&db, &["cash", "payments", &event, "--format", "json"]);
    assert!(
        payments.contains("\"recorded_by\": \"kasse\""),
        "{payments}"
    );
    let corrected = ok(&db, &["cash", "correct", &event, "1", "--cents", "1350"]);
    assert_eq!(
        corrected,
        "payment 1 of Anna Müller (1) corrected: €15.00 -> €13.50\n"
    );
    ok(&db, &["cash", "delete", &event, "2"]);
    let history = ok(&db, &["--lang", "de", "cash", "history", &event]);
    let lines: Vec<&str> = history.lines().collect();
    assert_eq!(lines.len(), 4, "{history}");
    assert!(lines[2].contains("korrigiert") && lines[2].ends_with("15,00 € -> 13,50 €"));
    assert!(lines[3].contains("gelöscht") && lines[3].ends_with("5,00 € -> -"));
    let fees_later = file("later.json", r#"{"entry_cents": 800}"#);
    ok(&db, &["event", "update", &event, "--fees", &fees_later]);
    let json: serde_json::Value =
        serde_json::from_str(&ok(&db, &["cash", &event, "--format", "json"])).expect("json");
    assert_eq!(json[0]["due_cents"], 800, "the new schedule counts at once");
}
