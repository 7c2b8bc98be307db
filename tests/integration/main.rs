//! Integration tests of the library and the CLI, one module per area (STYLE.md §1).

mod cli;
mod properties;
mod validation;
mod vectors;

use std::path::PathBuf;

/// A file under `tests/fixtures/`.
pub fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}
