//! Persistence in one SQLite file: connection setup (WAL, foreign keys, full sync), the
//! migrations of `migrations/`, backups, and one module of SQL per aggregate.
//!
//! `store` owns all SQL and nothing else: it checks no rule of the game and decides nothing
//! about events. Each change the user sees is one transaction opened by the caller. Its errors
//! are coded ([`StoreError::refusal`]); the sentences are made above it, from the catalogue.
#![deny(missing_docs)]

use skatblock_rules as rules;

#[macro_use]
extern crate skatblock_model;

pub mod cash;
pub mod events;
pub mod games;
pub mod hub;
mod imports;
pub mod leagues;
pub mod players;
pub mod prizes;
pub mod results;
pub mod schafkopf;
pub mod seasons;
pub mod seating;
pub mod sync;
pub mod totals;

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::rules::{Code, Refusal};
use rusqlite::{ErrorCode, OpenFlags};
use rusqlite_migration::{M, Migrations};

pub use events::{Event, EventId, EventKind, NewEvent, TablePreference};

/// The calendar date of an event (chrono's `NaiveDate`).
pub type Date = chrono::NaiveDate;
pub use games::{AuditAction, AuditEntry, Change, GameKey, StoredGame, UncheckedGame};
pub use players::{InvalidPlayerNo, NewPlayer, Player, PlayerId, PlayerNo, Sex};
/// A connection to the file, as the readers of each aggregate take it; a writer takes a
/// [`Transaction`] over it. The layers above hold them and pass them back: they run no SQL.
pub use rusqlite::Connection;
pub use seating::SeatRow;

/// The transaction of one change, as [`Store::transaction`] starts it: reads and writes go
/// through it as through a [`Connection`]; dropped without [`Transaction::commit`], it is
/// undone.
pub enum Transaction<'a> {
    /// A transaction of its own.
    Own(rusqlite::Transaction<'a>),
    /// A savepoint inside a [`Store::batch`], committed with the batch.
    InBatch(rusqlite::Savepoint<'a>),
}

impl Transaction<'_> {
    /// Keeps the change: commits it, or releases its savepoint into the batch.
    ///
    /// # Errors
    /// SQLite errors (a full disk).
    pub fn commit(self) -> rusqlite::Result<()> {
        match self {
            Transaction::Own(tx) => tx.commit(),
            Transaction::InBatch(sp) => sp.commit(),
        }
    }
}

impl std::ops::Deref for Transaction<'_> {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        match self {
            Transaction::Own(tx) => tx,
            Transaction::InBatch(sp) => sp,
        }
    }
}
pub use totals::TotalsRow;

/// The mark in the file header (`PRAGMA application_id`) that says "Skatblock": "SKBT".
pub const APPLICATION_ID: i64 = 0x534B_4254;

/// The migrations, in order; a released one is never edited.
const MIGRATIONS: &[M<'static>] = &[
    M::up(include_str!("../../../migrations/0001_initial.sql")),
    M::up(include_str!("../../../migrations/0002_player_numbers.sql")),
    M::up(include_str!(
        "../../../migrations/0003_seasons_leagues_cash.sql"
    )),
    M::up(include_str!("../../../migrations/0004_club_variants.sql")),
    M::up(include_str!("../../../migrations/0005_hub.sql")),
    M::up(include_str!(
        "../../../migrations/0006_player_attributes.sql"
    )),
    M::up(include_str!("../../../migrations/0007_prizes.sql")),
    M::up(include_str!("../../../migrations/0008_game_imports.sql")),
    M::up(include_str!("../../../migrations/0009_prize_payouts.sql")),
    M::up(include_str!("../../../migrations/0010_league_sync.sql")),
    M::up(include_str!("../../../migrations/0011_outbox_failures.sql")),
];

/// How many prepared statements a connection keeps for reuse.
const STATEMENTS_CACHED: usize = 128;

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// What can go wrong in the store, in terms a club official can act on.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The file is not an SQLite database at all (or its header is destroyed).
    #[error(
        "{path} is not a Skatblock database (not an SQLite file, or damaged); it was left untouched"
    )]
    NotADatabase {
        /// The file.
        path: PathBuf,
    },
    /// An SQLite database of another program.
    #[error(
        "{path} is an SQLite database of another program (application id {application_id}); it was left untouched"
    )]
    ForeignDatabase {
        /// The file.
        path: PathBuf,
        /// The id found in its header.
        application_id: i64,
    },
    /// Written by a newer Skatblock.
    #[error(
        "{path} was written by a newer Skatblock (schema {found}; this version knows up to {supported}); please update Skatblock. The file was left untouched"
    )]
    TooNew {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest this build knows.
        supported: i64,
    },
    /// SQLite found damaged pages.
    #[error("the database is damaged ({0}); restore the latest backup")]
    Corrupt(String),
    /// A looked-up entity does not exist.
    #[error("{entity} {id} does not exist")]
    NotFound {
        /// What was looked up, e.g. "event".
        entity: &'static str,
        /// Its id.
        id: String,
    },
    /// A change the stored data does not allow: a constraint of the schema (a duplicate, a
    /// check) refused it.
    #[error("the stored data does not allow this change ({constraint})")]
    Conflict {
        /// What SQLite names of the constraint: `players.number`, a check's expression.
        constraint: String,
    },
    /// Every player number up to 20 digits is taken.
    #[error("no free player number is left")]
    NoFreeNumber,
    /// A stored value that this build cannot read (the file itself is not damaged).
    #[error("the stored {field} of {entity} {id} cannot be read")]
    Unreadable {
        /// What it belongs to, e.g. "event".
        entity: &'static str,
        /// Its id.
        id: String,
        /// The value, e.g. "rules" or "tariff".
        field: &'static str,
    },
    /// No game is stored under this key.
    #[error("series {} table {} game {} is not entered", key.series, key.table, key.game)]
    GameNotFound {
        /// The key looked up.
        key: GameKey,
    },
    /// A game is already stored under this key (series, table, game number).
    #[error("{key} is already entered; correct it instead")]
    AlreadyEntered {
        /// The key of the stored game.
        key: GameKey,
    },
    /// The game was changed since the state a correction was made on (another connection —
    /// a table's phone or the desk — wrote it first): nothing was written.
    #[error(
        "{key} was changed meanwhile (now version {version}); look at the stored game, then correct it"
    )]
    VersionChanged {
        /// The game.
        key: GameKey,
        /// Its version now.
        version: u64,
    },
    /// A stored game that does not validate under the event's current rules. Nothing is
    /// damaged: the row was written under other rules (or by an older build, before a rule
    /// change was checked against the stored games), and correcting or deleting it mends it.
    #[error(
        "the stored game {key} does not fit the event's current rules ({error}); correct or delete that game"
    )]
    GameBreaksRules {
        /// The game.
        key: GameKey,
        /// The rule it breaks.
        error: crate::rules::InvalidGame,
    },
    /// Applying the migrations failed; nothing of them was kept.
    #[error("upgrading the database failed, nothing was changed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    /// Any other SQLite error.
    #[error("database error: {0}")]
    Sqlite(rusqlite::Error),
    /// A file operation of a backup, or the data file's folder.
    #[error("cannot {} {context}: {source}", if *.backup { "write the backup" } else { "create the folder" })]
    Io {
        /// The file or folder.
        context: String,
        /// Whether a backup was being written (else the data file's folder was being made).
        backup: bool,
        /// The cause.
        source: std::io::Error,
    },
}

/// The constraint SQLite names in its message (`UNIQUE constraint failed: players.number` gives
/// `players.number`); the whole message where it names none.
fn constraint_of(err: &rusqlite::Error) -> String {
    let text = err.to_string();
    match text.split_once("constraint failed: ") {
        Some((_, constraint)) => constraint.to_string(),
        None => text,
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(err: rusqlite::Error) -> Self {
        match err.sqlite_error_code() {
            Some(ErrorCode::DatabaseCorrupt) => StoreError::Corrupt(err.to_string()),
            Some(ErrorCode::ConstraintViolation) => StoreError::Conflict {
                constraint: constraint_of(&err),
            },
            _ => StoreError::Sqlite(err),
        }
    }
}

/// The codes of the store's refusals.
pub mod codes {
    crate::rules::codes! {
        /// Not an SQLite file; param `path`.
        STORE_NOT_A_DATABASE = "store.not-a-database";
        /// Another program's database; params `path`, `application_id`.
        STORE_FOREIGN = "store.foreign";
        /// Written by a newer Skatblock; params `path`, `found`, `supported`.
        STORE_TOO_NEW = "store.too-new";
        /// SQLite found damaged pages; param `detail`.
        STORE_DAMAGED = "store.damaged";
        /// An unknown id; params `entity` (term), `id`.
        STORE_NOT_FOUND = "store.not-found";
        /// A change the stored data does not allow; param `detail` (the constraint).
        STORE_CONFLICT = "store.conflict";
        /// Every player number is taken.
        STORE_NO_FREE_NUMBER = "store.no-free-number";
        /// A stored value that cannot be read; params `what` (the field's label, a term),
        /// `entity` (term), `id`.
        STORE_UNREADABLE = "store.unreadable";
        /// A stored game that does not fit the event's current rules; params `series`,
        /// `table`, `game` (the game's own refusal follows).
        STORE_GAME_BREAKS_RULES = "store.game-breaks-rules";
        /// No game under a key; params `series`, `table`, `game`.
        STORE_GAME_NOT_FOUND = "store.game-not-found";
        /// A game number already used; params `series`, `table`, `game`.
        STORE_ALREADY_ENTERED = "store.already-entered";
        /// A game changed by another writer since its version was read; params `game`,
        /// `version` (the version now).
        STORE_VERSION_CHANGED = "store.version-changed";
        /// An upgrade that failed; param `detail`.
        STORE_MIGRATION = "store.migration";
        /// Any other database error; param `detail`.
        STORE_SQLITE = "store.sqlite";
        /// The data file's folder could not be made; params `path`, `detail`.
        STORE_FOLDER = "store.folder";
        /// A backup could not be written; params `path`, `detail`.
        STORE_BACKUP = "store.backup";
    }
}

impl StoreError {
    /// The error as a coded refusal, for the catalogue of the user's language.
    pub fn refusal(&self) -> Refusal {
        use codes::*;
        match self {
            StoreError::NotADatabase { path } => at_path(STORE_NOT_A_DATABASE, path),
            StoreError::ForeignDatabase {
                path,
                application_id,
            } => at_path(STORE_FOREIGN, path).param("application_id", *application_id),
            StoreError::TooNew {
                path,
                found,
                supported,
            } => at_path(STORE_TOO_NEW, path)
                .param("found", *found)
                .param("supported", *supported),
            StoreError::Corrupt(detail) => with_detail(STORE_DAMAGED, detail),
            StoreError::NotFound { entity, id } => at_entity(STORE_NOT_FOUND, entity, id),
            StoreError::Conflict { constraint } => with_detail(STORE_CONFLICT, constraint),
            StoreError::NoFreeNumber => Refusal::new(STORE_NO_FREE_NUMBER),
            StoreError::Unreadable { entity, id, field } => unreadable(entity, id, field),
            StoreError::GameNotFound { key } => at_game(Refusal::new(STORE_GAME_NOT_FOUND), key),
            StoreError::AlreadyEntered { key } => at_game(Refusal::new(STORE_ALREADY_ENTERED), key),
            StoreError::VersionChanged { key, version } => Refusal::new(STORE_VERSION_CHANGED)
                .field("game")
                .value(key.game)
                .param("game", key.game)
                .param("version", *version),
            // The game's own refusal, with the stored game it concerns.
            StoreError::GameBreaksRules { key, error } => at_game(error.clone(), key),
            StoreError::Migration(e) => with_detail(STORE_MIGRATION, e),
            StoreError::Sqlite(e) => with_detail(STORE_SQLITE, e),
            StoreError::Io {
                context,
                backup,
                source,
            } => with_detail(if *backup { STORE_BACKUP } else { STORE_FOLDER }, source)
                .param("path", context.as_str()),
        }
    }
}

/// A refusal about the data file at `path`.
fn at_path(code: Code, path: &Path) -> Refusal {
    Refusal::new(code).param("path", path.display().to_string())
}

/// A refusal that passes on what SQLite or the file system said, as its `detail`.
fn with_detail(code: Code, detail: &impl std::fmt::Display) -> Refusal {
    Refusal::new(code).param("detail", detail.to_string())
}

/// `refusal` about the stored game `key`: its series, table and game number.
fn at_game(refusal: Refusal, key: &GameKey) -> Refusal {
    refusal
        .param("series", key.series)
        .param("table", key.table)
        .param("game", key.game)
}

impl StoreError {
    /// The error as refusals: one, or for a stored game that breaks the rules the hint what
    /// to do first and then the game with the rule it breaks.
    pub fn refusals(&self) -> Vec<Refusal> {
        match self {
            StoreError::GameBreaksRules { key, .. } => vec![
                at_game(Refusal::new(codes::STORE_GAME_BREAKS_RULES), key),
                self.refusal(),
            ],
            _ => vec![self.refusal()],
        }
    }
}

/// The catalogue's word for what was looked up.
/// A refusal about one stored entity, named by the catalogue's word and its id.
fn at_entity(code: Code, entity: &str, id: &str) -> Refusal {
    Refusal::new(code)
        .term("entity", entity_term(entity))
        .param("id", id)
}

/// A stored value that cannot be read, with the labels of the value and its entity.
fn unreadable(entity: &str, id: &str, field: &str) -> Refusal {
    at_entity(codes::STORE_UNREADABLE, entity, id).term("what", field_term(field))
}

/// The catalogue's label of a stored value that cannot be read.
fn field_term(field: &str) -> &'static str {
    match field {
        "rules" => "field-rules",
        "date" => "field-date",
        "tariff" => "field-tariff",
        "fees" => "field-fees",
        "lineup" => "field-lineup",
        "action" => "field-action",
        _ => "field-record",
    }
}

fn entity_term(entity: &str) -> &'static str {
    match entity {
        "event" => "entity-event",
        "player" => "entity-player",
        "game" => "entity-game",
        "season" => "entity-season",
        "league" => "entity-league",
        "payment" => "entity-payment",
        _ => "entity-record",
    }
}

/// Result of the store.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// An open Skatblock database.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    path: Option<PathBuf>,
}

/// The default data file: `skatblock/skatblock.db` in the platform data directory
/// (`~/.local/share/skatblock/skatblock.db` on Linux).
pub fn default_path() -> PathBuf {
    dirs::data_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join("skatblock")
        .join("skatblock.db")
}

impl Store {
    /// Opens (or creates) the database at `path` and brings its schema up to date, after a
    /// backup of the old file.
    ///
    /// # Errors
    /// A file that is not a Skatblock database, is damaged, or comes from a newer version is
    /// refused before anything is written to it.
    pub fn open(path: &Path) -> Result<Store> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| StoreError::Io {
                context: dir.display().to_string(),
                backup: false,
                source,
            })?;
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        let version = inspect(&conn, path)?;
        let mut store = Store {
            conn,
            path: Some(path.to_path_buf()),
        };
        store.configure()?;
        if (1..SCHEMA_VERSION).contains(&version) {
            store.backup_to(&path.with_extension(format!("before-schema-{SCHEMA_VERSION}.db")))?;
        }
        store.migrate()?;
        Ok(store)
    }

    /// A fresh database in memory, fully migrated (tests, benchmarks).
    ///
    /// # Errors
    /// Only if SQLite itself fails.
    pub fn open_in_memory() -> Result<Store> {
        let mut store = Store {
            conn: Connection::open_in_memory()?,
            path: None,
        };
        store.configure()?;
        store.migrate()?;
        Ok(store)
    }

    /// A read-only connection of its own to the file at `path`, which a writer has open and
    /// migrated: a long read (a PDF, an export, a backup) runs on it while the writer goes on,
    /// as WAL lets a reader work beside a writer. Nothing is written, the schema included.
    ///
    /// # Errors
    /// A missing file; a file that is not a Skatblock database or comes from a newer version.
    pub fn open_read_only(path: &Path) -> Result<Store> {
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        conn.busy_timeout(Duration::from_secs(10))?;
        inspect(&conn, path)?;
        Ok(Store {
            conn,
            path: Some(path.to_path_buf()),
        })
    }

    fn configure(&self) -> Result<()> {
        self.conn.busy_timeout(Duration::from_secs(10))?;
        // One change runs a few dozen different statements (a game, its audit entry, its
        // list's reads and results); with rusqlite's 16 cached, each change prepared them all
        // again (a game's correction took 4 ms instead of 0.4).
        self.conn
            .set_prepared_statement_cache_capacity(STATEMENTS_CACHED);
        // journal_mode answers with a row, so it is queried rather than executed.
        let _mode: String = self
            .conn
            .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
        // A championship's import changes a few thousand pages in one transaction: with
        // SQLite's 2 MB of cache it wrote them to the log and read them back mid-way (issue 19).
        self.conn.execute_batch(
            "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL; PRAGMA cache_size = -16384;",
        )?;
        Ok(())
    }

    fn migrate(&mut self) -> Result<()> {
        apply_migrations(&mut self.conn, MIGRATIONS)
    }

    /// The file this store works on; `None` in memory.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Read access for queries.
    pub fn conn(&self) -> &Connection {
        &self.conn
    }

    /// Starts the one transaction of a change. It takes the write lock at once, so two
    /// writers queue (busy timeout) instead of failing half-way. Inside a [`Store::batch`]
    /// it is a savepoint of the batch's transaction: undone alone when it is not committed.
    ///
    /// # Errors
    /// When the database stays locked beyond the busy timeout.
    pub fn transaction(&mut self) -> Result<Transaction<'_>> {
        if self.conn.is_autocommit() {
            let tx = self
                .conn
                .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            Ok(Transaction::Own(tx))
        } else {
            Ok(Transaction::InBatch(self.conn.savepoint()?))
        }
    }

    /// Does several changes in one transaction, committed (one write of the log to the disk)
    /// after the last of them: `changes` runs them, each in its own [`Store::transaction`],
    /// which is then a savepoint, so a refused change is undone alone. A hall's tables send
    /// their games at once; one commit per game made each wait for all the commits queued
    /// before it (issue 20).
    ///
    /// Returns what `changes` gave and whether it is stored: an error when the commit failed
    /// (a full disk), and then nothing of the batch is. When the batch's transaction cannot
    /// begin, the changes are done each in a transaction of its own.
    pub fn batch<T>(&mut self, changes: impl FnOnce(&mut Store) -> T) -> (T, Result<()>) {
        if self.conn.execute_batch("BEGIN IMMEDIATE").is_err() {
            return (changes(self), Ok(()));
        }
        let done = changes(self);
        match self.conn.execute_batch("COMMIT") {
            Ok(()) => (done, Ok(())),
            Err(e) => {
                // A failed COMMIT may leave the transaction open; nothing of it is kept.
                if !self.conn.is_autocommit() {
                    let _ = self.conn.execute_batch("ROLLBACK");
                }
                (done, Err(e.into()))
            }
        }
    }

    /// Does several changes all or nothing: `changes` runs them (each change's
    /// [`Store::transaction`] is a savepoint of this one) and everything is committed when it
    /// succeeds, or rolled back when it fails — a pull from the association server writes a
    /// league, its players, teams and schedule wholly or not at all.
    ///
    /// # Errors
    /// What `changes` returned; the transaction that cannot begin or commit.
    pub fn all_or_nothing<T, E: From<StoreError>>(
        &mut self,
        changes: impl FnOnce(&mut Store) -> std::result::Result<T, E>,
    ) -> std::result::Result<T, E> {
        self.conn
            .execute_batch("BEGIN IMMEDIATE")
            .map_err(StoreError::from)?;
        let done = changes(self);
        let end = if done.is_ok() { "COMMIT" } else { "ROLLBACK" };
        if let Err(e) = self.conn.execute_batch(end) {
            if !self.conn.is_autocommit() {
                let _ = self.conn.execute_batch("ROLLBACK");
            }
            return Err(StoreError::from(e).into());
        }
        done
    }

    /// Copies the whole database to `target` with SQLite's online backup, consistent even
    /// while others write.
    ///
    /// # Errors
    /// A target that cannot be written.
    pub fn backup_to(&self, target: &Path) -> Result<()> {
        let mut dest = Connection::open(target).map_err(|e| StoreError::Io {
            context: target.display().to_string(),
            backup: true,
            source: std::io::Error::other(e),
        })?;
        let backup = rusqlite::backup::Backup::new(&self.conn, &mut dest)?;
        backup.run_to_completion(256, Duration::from_millis(5), None)?;
        Ok(())
    }

    /// `PRAGMA integrity_check`: `ok`, or what SQLite found.
    ///
    /// # Errors
    /// Only if SQLite itself fails.
    pub fn integrity_check(&self) -> Result<String> {
        Ok(self
            .conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))?)
    }
}

/// Applies `migrations` all or nothing: every pending one in one transaction, the version in
/// `PRAGMA user_version` (STYLE.md §5). Public so tests can prove a failing list leaves no trace.
///
/// # Errors
/// The first failing migration; the database is as it was.
pub fn apply_migrations(conn: &mut Connection, migrations: &[M<'_>]) -> Result<()> {
    Migrations::from_slice(migrations).to_latest(conn)?;
    Ok(())
}

/// The migrations of this build, in order.
pub fn migrations() -> &'static [M<'static>] {
    MIGRATIONS
}

/// Reads the header of an existing file without writing to it: refuses foreign, damaged and
/// newer files. Returns the schema version (0 for a new, empty file).
fn inspect(conn: &Connection, path: &Path) -> Result<i64> {
    let not_a_db = |e: rusqlite::Error| match e.sqlite_error_code() {
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt) => StoreError::NotADatabase {
            path: path.to_path_buf(),
        },
        _ => StoreError::from(e),
    };
    let application_id: i64 = conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .map_err(not_a_db)?;
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(not_a_db)?;
    let objects: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get(0))
        .map_err(not_a_db)?;
    if application_id != APPLICATION_ID && (application_id != 0 || objects > 0 || version != 0) {
        return Err(StoreError::ForeignDatabase {
            path: path.to_path_buf(),
            application_id,
        });
    }
    if version > SCHEMA_VERSION {
        return Err(StoreError::TooNew {
            path: path.to_path_buf(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    Ok(version)
}

/// The current time for audit entries, RFC 3339 in UTC. The one place the store reads the
/// clock (STYLE.md §2).
#[expect(
    clippy::disallowed_methods,
    reason = "the audit trail records when a change was made"
)]
pub fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

#[cfg(test)]
mod batch_tests {
    use super::*;

    fn clubs(store: &Store) -> Vec<String> {
        let mut stmt = store
            .conn()
            .prepare("SELECT name FROM clubs ORDER BY name")
            .expect("prepare");
        let names = stmt.query_map([], |r| r.get(0)).expect("query");
        names.collect::<rusqlite::Result<_>>().expect("names")
    }

    fn add_club(store: &mut Store, name: &str, keep: bool) {
        let tx = store.transaction().expect("transaction");
        tx.execute("INSERT INTO clubs (name) VALUES (?1)", [name])
            .expect("insert");
        if keep {
            tx.commit().expect("commit");
        }
    }

    #[test]
    fn issue_20_a_batch_keeps_its_changes_and_undoes_a_change_not_committed_alone() {
        let mut store = Store::open_in_memory().expect("store");
        let (inside, stored) = store.batch(|store| {
            add_club(store, "SC Alpha", true);
            add_club(store, "SC Beta", false);
            add_club(store, "SC Gamma", true);
            !store.conn().is_autocommit()
        });
        assert!(inside, "the changes ran inside the batch's transaction");
        assert!(stored.is_ok(), "{stored:?}");
        assert!(store.conn().is_autocommit(), "the batch is committed");
        assert_eq!(clubs(&store), ["SC Alpha", "SC Gamma"]);
    }

    #[test]
    fn issue_23_all_or_nothing_keeps_every_change_or_none() {
        let mut store = Store::open_in_memory().expect("store");
        let kept: Result<()> = store.all_or_nothing(|store| {
            add_club(store, "SC Alpha", true);
            add_club(store, "SC Beta", true);
            Ok(())
        });
        assert!(kept.is_ok(), "{kept:?}");
        let failed: Result<()> = store.all_or_nothing(|store| {
            add_club(store, "SC Gamma", true);
            Err(StoreError::NoFreeNumber)
        });
        assert!(matches!(failed, Err(StoreError::NoFreeNumber)));
        assert!(store.conn().is_autocommit(), "rolled back");
        assert_eq!(
            clubs(&store),
            ["SC Alpha", "SC Beta"],
            "nothing of the failed one"
        );
    }

    #[test]
    fn issue_20_a_batch_whose_commit_fails_stores_nothing_and_the_store_goes_on() {
        let mut store = Store::open_in_memory().expect("store");
        let ((), stored) = store.batch(|store| {
            add_club(store, "SC Alpha", true);
            // A foreign key checked only at the commit: the batch's COMMIT fails.
            store
                .conn()
                .execute_batch("PRAGMA defer_foreign_keys = ON")
                .expect("pragma");
            let tx = store.transaction().expect("transaction");
            tx.execute(
                "INSERT INTO players (id, first_name, last_name, club_id, number) VALUES (1, 'A', 'B', 999, '1')",
                [],
            )
            .expect("insert");
            tx.commit().expect("released into the batch");
        });
        assert!(stored.is_err(), "the commit fails");
        assert!(store.conn().is_autocommit(), "the batch is rolled back");
        assert!(clubs(&store).is_empty(), "nothing of the batch is stored");
        add_club(&mut store, "SC Delta", true);
        assert_eq!(clubs(&store), ["SC Delta"]);
    }
}
