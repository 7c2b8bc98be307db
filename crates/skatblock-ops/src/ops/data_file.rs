//! The data file itself: where it lives, opening it, and a copy of it (the CLI's `--db` and
//! `backup`).

use std::path::{Path, PathBuf};

use super::Result;
use crate::store::{self, Store};

/// Where the data file lives unless one is named: the platform's data directory, e.g.
/// `~/.local/share/skatblock/skatblock.db`.
pub fn default_path() -> PathBuf {
    store::default_path()
}

/// The data file at `path`, made and brought to the current schema on first use.
///
/// # Errors
/// A file that is not a Skatblock database, or a newer one (left untouched); a folder that
/// cannot be made.
pub fn open(path: &Path) -> Result<Store> {
    Ok(Store::open(path)?)
}

/// A read-only connection of its own to the data file at `path`, which a writer has open: a
/// long read (a PDF, an export, a backup) runs on it while the writer goes on.
///
/// # Errors
/// A missing file; a file that is not a Skatblock database or comes from a newer version.
pub fn open_read_only(path: &Path) -> Result<Store> {
    Ok(Store::open_read_only(path)?)
}

/// Copies the data file with SQLite's online backup to `out`, or next to it with the time
/// stamp of `at` (RFC 3339) in its name; returns where the copy went.
///
/// # Errors
/// A target that cannot be written.
pub fn backup(store: &Store, out: Option<PathBuf>, at: &str) -> Result<PathBuf> {
    let target = out.unwrap_or_else(|| {
        let source = store.path().map(Path::to_path_buf).unwrap_or_default();
        let stamp = at.replace([':', '-'], "");
        source.with_extension(format!("backup-{stamp}.db"))
    });
    store.backup_to(&target)?;
    Ok(target)
}
