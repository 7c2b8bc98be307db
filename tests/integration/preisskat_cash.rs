//! Issue 22, the cashier's side of the Preisskat through the CLI: `cash EVENT` rows carry each
//! player's prize and whether it is paid; `cash payout` records a payout once, withdraws one
//! recorded by mistake, and refuses a prize a lot still decides (RULES.md H.4.4, H.4.6). The
//! event and its prizes are those of `preisskat.rs` (Einzel 61 € / 36 € / 24 €, P1 and P2 tied
//! on places 2–3, Damen's goods to P3).

use serde_json::Value;

use super::preisskat::{json_of, preisskat};
use super::store::temp_dir;
use super::{ok, run};

/// (prize_cents, prize_paid) of one player's cash row.
fn prize_of(db: &std::path::Path, player: &str) -> (Value, Value) {
    let rows = json_of(db, &["cash", "1", "--format", "json"]);
    let row = rows
        .as_array()
        .expect("rows")
        .iter()
        .find(|r| r["player_id"] == player)
        .expect("a row of the player")
        .clone();
    (row["prize_cents"].clone(), row["prize_paid"].clone())
}

/// The German payout list of event 1 as `pdftotext -layout` reads it.
fn payout_list_text(db: &std::path::Path, dir: &std::path::Path) -> String {
    let pdf = dir.join("auszahlung.pdf");
    let path = pdf.to_str().expect("path");
    ok(
        db,
        &["--lang", "de", "report", "payouts", "1", "--out", path],
    );
    let out = std::process::Command::new("pdftotext")
        .args(["-layout", path, "-"])
        .output()
        .expect("pdftotext runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn refused_with(db: &std::path::Path, args: &[&str], says: &str) {
    let out = run(db, args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(stderr.contains(says), "{args:?} says {says}: {stderr}");
}

#[test]
fn issue_22_the_cashier_pays_each_prize_once_and_never_a_pending_one() {
    let temp = temp_dir("preisskat-payout");
    let db = preisskat(temp.path());
    assert_eq!(prize_of(&db, "P5"), (6100.into(), false.into()));
    assert_eq!(prize_of(&db, "P4"), (0.into(), false.into()), "no prize");
    // P1 and P2 wait for their lot: neither can be paid, and nothing is recorded.
    refused_with(
        &db,
        &["cash", "payout", "1", "P1"],
        "has no prize that can be paid",
    );
    assert_eq!(prize_of(&db, "P1"), (0.into(), false.into()));

    let paid = json_of(&db, &["cash", "payout", "1", "P5", "--format", "json"]);
    assert_eq!(
        (&paid["player_id"], &paid["cents"], &paid["paid"]["cents"]),
        (&"P5".into(), &6100.into(), &6100.into())
    );
    assert!(paid["paid"]["at"].as_str().is_some_and(|at| at.len() >= 20));
    assert_eq!(prize_of(&db, "P5"), (6100.into(), true.into()));
    refused_with(&db, &["cash", "payout", "1", "P5"], "is paid already");
    // Goods are handed over too; the German message says what.
    let said = ok(&db, &["--lang", "de", "cash", "payout", "1", "P3"]);
    assert!(
        said.contains("Clara Claus") && said.contains("Präsentkorb"),
        "{said}"
    );
    assert_eq!(prize_of(&db, "P3"), (0.into(), true.into()));

    // The cashier's list says what was paid, when and by whom, above the recipient's
    // signature: money, or goods.
    let text = payout_list_text(&db, temp.path());
    assert_eq!(text.matches("Ausgezahlt: 61,00").count(), 1, "{text}");
    assert_eq!(
        text.matches("Ausgezahlt: Präsentkorb am").count(),
        1,
        "{text}"
    );
    // A payout recorded by mistake is withdrawn (audited as its own record), once.
    ok(&db, &["cash", "payout", "1", "P5", "--withdraw"]);
    assert_eq!(prize_of(&db, "P5"), (6100.into(), false.into()));
    refused_with(
        &db,
        &["cash", "payout", "1", "P5", "--withdraw"],
        "is not recorded as paid",
    );
    // The lot decides P1 and P2: now both can be paid.
    ok(
        &db,
        &["standings", "lot", "1", "--ranking", "einzel", "P2", "P1"],
    );
    ok(&db, &["cash", "payout", "1", "P1"]);
    assert_eq!(prize_of(&db, "P1"), (2400.into(), true.into()));
    refused_with(
        &db,
        &["cash", "payout", "1", "nobody"],
        "has no prize that can be paid",
    );
    // Money never enters the score: the balance is the fees' alone.
    let rows = json_of(&db, &["cash", "1", "--format", "json"]);
    let p1 = rows
        .as_array()
        .expect("rows")
        .iter()
        .find(|r| r["player_id"] == "P1");
    assert_eq!(p1.expect("P1")["balance_cents"], -1500);
    // The printed cash list sums the prize money, paid (P1; P3's goods) and open (P2, P5).
    let text = ok(&db, &["--lang", "de", "cash", "1"]);
    assert!(
        text.contains("Preisgeld der Spieler: ausgezahlt 2 (24,00 €), offen 2 (97,00 €)"),
        "{text}"
    );
    let csv = ok(&db, &["cash", "1", "--format", "csv"]);
    let p1 = csv
        .lines()
        .find(|l| l.starts_with("P1,"))
        .expect("P1's line");
    assert!(csv.starts_with("player_id,name,entry_cents,lost_games,lost_game_cents,due_cents,paid_cents,balance_cents,extra_cents,prize_cents,prize_paid\n"), "{csv}");
    assert!(p1.ends_with(",2400,true"), "{p1}");
}

#[test]
fn issue_22_an_event_without_prizes_keeps_its_cash_rows_as_they_were() {
    let temp = temp_dir("preisskat-no-prizes");
    let db = temp.path().join("club.db");
    ok(
        &db,
        &[
            "player",
            "add",
            "--first-name",
            "Anna",
            "--last-name",
            "Adler",
        ],
    );
    ok(
        &db,
        &[
            "event",
            "create",
            "--name",
            "Abend",
            "--date",
            "2026-11-28",
            "--series",
            "1",
        ],
    );
    ok(&db, &["event", "register", "1", "--all"]);
    let rows = json_of(&db, &["cash", "1", "--format", "json"]);
    let row = &rows.as_array().expect("rows")[0];
    assert!(
        row.get("prize_cents").is_none() && row.get("prize_paid").is_none(),
        "{row}"
    );
    let csv = ok(&db, &["cash", "1", "--format", "csv"]);
    assert!(csv.starts_with("player_id,name,entry_cents,lost_games,lost_game_cents,due_cents,paid_cents,balance_cents\n"), "{csv}");
    refused_with(&db, &["cash", "payout", "1", "1"], "has no prize file");
}

/// H.4.1: a ranking's own fee is charged to its entrants — per player in Damen, per team in
/// the tandem ranking, shared by its two members (the first named takes the odd cent) — and is
/// part of what each player owes; the main ranking's fee stays the entry fee.
#[test]
fn issue_22_the_extra_rankings_fees_are_due_in_the_cash_book() {
    let temp = temp_dir("preisskat-extra-fees");
    let dir = temp.path();
    let db = preisskat(dir);
    let prizes = dir.join("extra.json");
    std::fs::write(
        &prizes,
        r#"{"entry_cents": 1500, "rankings": [
            {"id": "einzel", "name": "Einzel", "places": [{"place": 1, "cents": 5000}]},
            {"id": "damen", "name": "Damen", "sex": ["f"], "entry_cents": 300,
             "places": [{"place": 1, "goods": "Präsentkorb"}]},
            {"id": "tandem", "name": "Tandem", "team_size": 2, "entry_cents": 1001}]}"#,
    )
    .expect("write");
    let path = prizes.to_str().expect("path");
    ok(&db, &["event", "update", "1", "--prizes", path]);
    let teams = dir.join("teams.csv");
    std::fs::write(
        &teams,
        "ranking,team,player_id\ntandem,T1,P1\ntandem,T1,P2\ntandem,T2,P3\ntandem,T2,P4\n",
    )
    .expect("write");
    ok(&db, &["event", "teams", "1", teams.to_str().expect("path")]);
    let rows = json_of(&db, &["cash", "1", "--format", "json"]);
    let of = |player: &str| -> (i64, i64) {
        let row = rows
            .as_array()
            .expect("rows")
            .iter()
            .find(|r| r["player_id"] == player)
            .expect("a row");
        let n = |key: &str| row[key].as_i64().expect(key);
        assert_eq!(
            n("due_cents"),
            n("entry_cents") + n("lost_game_cents") + n("extra_cents")
        );
        (n("extra_cents"), n("balance_cents"))
    };
    // P1: Damen 3.00 + half of T1's 10.01 (the odd cent) = 8.01; owes 15.00 + 8.01.
    assert_eq!(of("P1"), (300 + 501, -(1500 + 801)));
    assert_eq!(of("P2").0, 500, "T1's other half");
    assert_eq!(of("P3").0, 300 + 501);
    assert_eq!(of("P4").0, 500);
    assert_eq!(of("P5").0, 300, "Damen only");
    assert_eq!(of("P8").0, 0, "no extra ranking");
}

/// Review of issue 22: a payout is kept by the player, not the number (a renumbered player
/// is not paid twice), stays on the cashier's list when later results take the prize away, and
/// can be withdrawn then.
#[test]
fn issue_22_a_payout_survives_a_new_number_and_a_lost_prize() {
    let temp = temp_dir("preisskat-payout-kept");
    let db = preisskat(temp.path());
    ok(&db, &["cash", "payout", "1", "P5"]);
    // A new number: the prize is the same player's, and paid.
    ok(&db, &["player", "update", "P5", "--number", "P55"]);
    assert_eq!(prize_of(&db, "P55"), (6100.into(), true.into()));
    refused_with(&db, &["cash", "payout", "1", "P55"], "is paid already");

    // A new prize file (a certificate for the 2nd place only) takes P55's prize: the row
    // stays with 0 cents, paid; the list shows it.
    let prizes = temp.path().join("p2.json");
    std::fs::write(
        &prizes,
        r#"{"entry_cents": 1500, "rankings": [{"id": "einzel", "name": "Einzelwertung",
            "places": [{"place": 2, "goods": "Urkunde"}]}]}"#,
    )
    .expect("write");
    let path = prizes.to_str().expect("path");
    ok(&db, &["event", "update", "1", "--prizes", path]);
    assert_eq!(prize_of(&db, "P55"), (0.into(), true.into()));
    let text = payout_list_text(&db, temp.path());
    let erika = text
        .lines()
        .position(|l| l.contains("Erika Eck"))
        .expect("still listed");
    assert!(
        text.lines()
            .nth(erika + 1)
            .is_some_and(|l| l.contains("Ausgezahlt: 61,00")),
        "{text}"
    );
    // Withdrawn: stored, said with what was handed over, and the row is unpaid.
    let said = ok(
        &db,
        &["--lang", "de", "cash", "payout", "1", "P55", "--withdraw"],
    );
    assert!(said.contains("zurückgenommen: 61,00"), "{said}");
    assert_eq!(prize_of(&db, "P55"), (0.into(), false.into()));
}

/// Review of issue 22 (H.4.1, one entry fee): a new fee schedule whose entry fee is not the
/// prize file's is refused and nothing changes; given together with a prize file that agrees,
/// both are taken.
#[test]
fn issue_22_a_fee_schedule_that_contradicts_the_prize_file_is_refused() {
    let temp = temp_dir("preisskat-fees-conflict");
    let dir = temp.path();
    let db = preisskat(dir);
    let fees = dir.join("fees2.json");
    std::fs::write(&fees, r#"{"entry_cents": 2000, "lost_game_cents": [50]}"#).expect("write");
    let fees = fees.to_str().expect("path");
    refused_with(
        &db,
        &["event", "update", "1", "--fees", fees],
        "is not the fee schedule's",
    );
    let entry = |db: &std::path::Path| {
        json_of(db, &["cash", "1", "--format", "json"])[0]["entry_cents"].clone()
    };
    assert_eq!(entry(&db), 1500, "nothing changed");
    let prizes = dir.join("prizes2.json");
    std::fs::write(
        &prizes,
        r#"{"entry_cents": 2000, "rankings": [{"id": "einzel", "name": "Einzel",
            "places": [{"place": 1, "percent": 50}]}]}"#,
    )
    .expect("write");
    let prizes = prizes.to_str().expect("path");
    ok(
        &db,
        &["event", "update", "1", "--fees", fees, "--prizes", prizes],
    );
    assert_eq!(entry(&db), 2000);
    let pot = &json_of(&db, &["prizes", "1", "--format", "json"])["pots"][0];
    assert_eq!(pot["pot_cents"], 8 * 2000);
}

/// Review of issue 22: a stored team that a player's later change breaks (a mixed tandem of
/// two women now) stops the prizes with the reason, not the cash book.
#[test]
fn issue_22_a_team_broken_later_stops_the_prizes_not_the_cash_book() {
    let temp = temp_dir("preisskat-team-broken");
    let dir = temp.path();
    let db = preisskat(dir);
    let prizes = dir.join("mixed.json");
    std::fs::write(
        &prizes,
        r#"{"entry_cents": 1500, "rankings": [
            {"id": "einzel", "name": "Einzel", "places": [{"place": 1, "percent": 50}]},
            {"id": "tandem", "name": "Tandem", "team_size": 2, "mixed": true}]}"#,
    )
    .expect("write");
    ok(
        &db,
        &[
            "event",
            "update",
            "1",
            "--prizes",
            prizes.to_str().expect("path"),
        ],
    );
    let teams = dir.join("teams.csv");
    std::fs::write(
        &teams,
        "ranking,team,player_id\ntandem,T1,P1\ntandem,T1,P2\n",
    )
    .expect("write");
    ok(&db, &["event", "teams", "1", teams.to_str().expect("path")]);
    ok(&db, &["player", "update", "P2", "--sex", "f"]);
    assert_eq!(
        run(&db, &["prizes", "1"]).status.code(),
        Some(2),
        "the prizes say why"
    );
    let rows = json_of(&db, &["cash", "1", "--format", "json"]);
    let row = &rows.as_array().expect("rows")[0];
    assert_eq!(row["entry_cents"], 1500, "the book is there: {row}");
    assert!(
        row.get("prize_cents").is_none(),
        "without prizes it cannot compute: {row}"
    );
}
