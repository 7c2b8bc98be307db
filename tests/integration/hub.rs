//! The table hub (issue 12): the access of the tables. Tokens are 128 random bits, the same on
//! every printing until revoked; a revoked token opens nothing; a revoked table gets a new one.

use std::path::Path;

use skatblock::event::demo::players_csv;
use skatblock::store::{EventId, Store};

use super::store::temp_dir;
use super::{ok, run};

/// An event of 2 series with 7 players drawn in series 1 (a 4-table and a 3-table).
fn drawn(db: &Path, dir: &Path) -> String {
    std::fs::write(dir.join("players.csv"), players_csv(7)).expect("write");
    let path = dir.join("players.csv");
    ok(db, &["player", "import", path.to_str().expect("utf-8")]);
    let created = ok(
        db,
        &[
            "event",
            "create",
            "--name",
            "Pokal",
            "--date",
            "2026-11-23",
            "--series",
            "2",
        ],
    );
    let event = created.lines().last().expect("id").to_string();
    ok(db, &["event", "register", &event, "--all"]);
    ok(
        db,
        &["seating", "draw", &event, "--series", "1", "--seed", "3"],
    );
    event
}

fn tokens(db: &Path, event: &str, base: Option<&str>) -> Vec<serde_json::Value> {
    let mut args = vec!["hub", "tokens", event, "--series", "1", "--format", "json"];
    if let Some(base) = base {
        args.extend(["--url-base", base]);
    }
    serde_json::from_str(&ok(db, &args)).expect("json")
}

#[test]
fn issue_12_tokens_stay_until_revoked_and_a_revoked_token_opens_nothing() {
    let dir = temp_dir("hub-tokens");
    let db = dir.join("hub.db");
    let event = drawn(&db, &dir);
    let first = tokens(&db, &event, Some("http://192.168.1.20:8080/"));
    assert_eq!(first.len(), 2, "a 4-table and a 3-table");
    for (i, t) in first.iter().enumerate() {
        let token = t["token"].as_str().expect("token");
        assert_eq!(t["table"], i + 1);
        assert_eq!(token.len(), 22, "128 bits, URL-safe Base64");
        assert!(
            token
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_".contains(c))
        );
        assert_eq!(t["url"], format!("http://192.168.1.20:8080/t/{token}"));
    }
    assert_ne!(first[0]["token"], first[1]["token"]);
    let again = tokens(&db, &event, None);
    let same = |a: &[serde_json::Value], b: &[serde_json::Value]| {
        a.iter().zip(b).all(|(x, y)| x["token"] == y["token"])
    };
    assert!(same(&first, &again), "the same tokens on every printing");
    assert_eq!(
        again[0]["url"],
        format!("/t/{}", again[0]["token"].as_str().expect("token"))
    );

    let old = first[1]["token"].as_str().expect("token").to_string();
    let said = ok(
        &db,
        &["hub", "revoke", &event, "--series", "1", "--table", "2"],
    );
    assert!(said.contains("revoked"), "{said}");
    let store = Store::open(&db).expect("open");
    assert_eq!(
        skatblock::store::hub::table_of(store.conn(), &old).expect("query"),
        None,
        "a revoked token opens nothing"
    );
    let id = EventId(event.parse().expect("id"));
    let kept = first[0]["token"].as_str().expect("token");
    assert_eq!(
        skatblock::store::hub::table_of(store.conn(), kept).expect("query"),
        Some((id, 1, 1))
    );
    drop(store);
    let renewed = tokens(&db, &event, None);
    assert_eq!(
        renewed[0]["token"], first[0]["token"],
        "table 1 keeps its token"
    );
    assert_ne!(
        renewed[1]["token"].as_str(),
        Some(old.as_str()),
        "table 2 gets a new one"
    );
    let twice = ok(
        &db,
        &["hub", "revoke", &event, "--series", "1", "--table", "1"],
    );
    assert!(twice.contains("revoked"), "{twice}");
    let none = ok(
        &db,
        &["hub", "revoke", &event, "--series", "1", "--table", "1"],
    );
    assert!(none.contains("no valid access"), "{none}");
}

#[test]
fn issue_12_tokens_need_a_drawn_series_and_a_table_it_has() {
    let dir = temp_dir("hub-refusals");
    let db = dir.join("hub.db");
    let event = drawn(&db, &dir);
    let unseated = run(&db, &["hub", "tokens", &event, "--series", "2"]);
    assert_eq!(unseated.status.code(), Some(2));
    let err = String::from_utf8_lossy(&unseated.stderr);
    assert!(err.contains("not drawn yet"), "{err}");
    let table = run(
        &db,
        &[
            "--lang", "de", "hub", "revoke", &event, "--series", "1", "--table", "3",
        ],
    );
    assert_eq!(table.status.code(), Some(2));
    let err = String::from_utf8_lossy(&table.stderr);
    assert!(
        err.contains("Serie 1 hat keinen Tisch 3; sie hat 2 Tische"),
        "{err}"
    );
    let unknown = run(&db, &["hub", "tokens", "99", "--series", "1"]);
    assert_eq!(unknown.status.code(), Some(2));
}
