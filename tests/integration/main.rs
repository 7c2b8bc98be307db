//! Integration tests of the library and the CLI, one module per area (STYLE.md §1).

mod cli;
mod cli_event;
mod event;
mod player_numbers;
mod properties;
mod refusals;
mod reports;
mod store;
mod validation;
mod vectors;

use std::path::PathBuf;

pub use skatblock::event::demo::games_csv;

/// A file under `tests/fixtures/`.
pub fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}
