//! Integration tests of the library and the CLI, one module per area (STYLE.md §1).

mod attendance;
mod bad_games;
mod cash;
mod cli;
mod cli_correct;
mod cli_event;
mod evening;
mod event;
mod hub;
mod hub_hostile;
mod hub_print;
mod league;
mod member_lists;
mod player_attributes;
mod player_numbers;
mod preisskat;
mod preisskat_cash;
mod preisskat_reports;
mod properties;
mod refusals;
mod reports;
mod schafkopf;
mod schafkopf_event;
mod season;
mod store;
mod sync;
mod validation;
mod variants;
mod vectors;

use std::path::PathBuf;

use skatblock::event::EventError;
pub use skatblock::event::demo::games_csv;
use skatblock::rules::Rules;
use skatblock_store::{EventId, EventKind, NewEvent, Store, TablePreference};

/// A tournament named `name` of `series` series on 2026-11-22, under the ISkO defaults.
pub fn new_event_named(store: &mut Store, name: &str, series: u16) -> EventId {
    let event = NewEvent {
        name: name.into(),
        kind: EventKind::Tournament,
        date: chrono::NaiveDate::from_ymd_opt(2026, 11, 22).expect("date"),
        venue: "Vereinsheim".into(),
        series_count: series,
        table_preference: TablePreference::Four,
        rules: Rules::default(),
    };
    skatblock::event::create_event(store, &event).expect("event")
}

/// The English text of an import's refusal; anything else is a test failure.
pub fn import_error(result: Result<impl std::fmt::Debug, EventError>) -> String {
    match result {
        Err(EventError::Import(e)) => e.to_string(),
        other => panic!("expected an import error, got {other:?}"),
    }
}

/// Runs the `skatblock` binary on the database `db`.
pub fn run(db: &std::path::Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_skatblock"))
        .arg("--db")
        .arg(db)
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs the binary, which must succeed; its standard output.
pub fn ok(db: &std::path::Path, args: &[&str]) -> String {
    let out = run(db, args);
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// A file under `tests/fixtures/`.
pub fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}
