//! The SQLite file: migrations, the schema snapshot, and refusing files that are not ours.

use std::path::PathBuf;

use rusqlite::Connection;
use rusqlite_migration::M;
use skatblock_store::{self as store, SCHEMA_VERSION, Store, StoreError};
use snapbox::assert_data_eq;

/// A fresh temporary folder for one test, removed with everything in it when the guard drops
/// at the end of the test (also when it fails), so repeated runs leave nothing behind.
pub fn temp_dir(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("skatblock-{name}-"))
        .tempdir()
        .expect("temp dir")
}

fn schema(conn: &Connection) -> String {
    let mut stmt = conn
        .prepare("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY type DESC, name")
        .expect("schema query");
    let rows = stmt
        .query_map([], |r| r.get::<_, String>(0))
        .expect("schema rows");
    rows.map(|r| r.expect("sql") + ";\n").collect()
}

#[test]
fn every_migration_applies_and_the_schema_is_as_recorded() {
    let store = Store::open_in_memory().expect("in-memory store");
    let version: i64 = store
        .conn()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("version");
    assert_eq!(version, SCHEMA_VERSION);
    let id: i64 = store
        .conn()
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .expect("id");
    assert_eq!(id, store::APPLICATION_ID);
    assert_data_eq!(
        schema(store.conn()),
        snapbox::file!["../golden/schema.sql"].raw()
    );
}

#[test]
fn a_broken_migration_leaves_no_trace() {
    let mut conn = Connection::open_in_memory().expect("memory db");
    store::apply_migrations(&mut conn, store::migrations()).expect("the real migrations apply");
    let before = schema(&conn);
    let mut broken: Vec<M<'static>> = store::migrations().to_vec();
    broken.push(M::up(
        "CREATE TABLE half_done (x INTEGER); THIS IS NOT SQL;",
    ));
    let err = store::apply_migrations(&mut conn, &broken).unwrap_err();
    assert!(matches!(err, StoreError::Migration(_)), "{err}");
    assert_eq!(
        schema(&conn),
        before,
        "a failed migration must not leave half a schema"
    );
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("version");
    assert_eq!(version, SCHEMA_VERSION, "the version stays where it was");
}

#[test]
fn a_file_that_is_not_a_database_is_refused_untouched() {
    let temp = temp_dir("garbage");
    let dir = temp.path();
    let path = dir.join("list.db");
    let content = b"Spielliste Serie 1\nthis is a text file, not SQLite\n".repeat(200);
    std::fs::write(&path, &content).expect("write");
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::NotADatabase { .. }), "{err}");
    assert!(err.to_string().contains("left untouched"), "{err}");
    assert_eq!(
        std::fs::read(&path).expect("read"),
        content,
        "the file must not change"
    );
    assert!(!dir.join("list.db-wal").exists(), "no journal is created");
}

#[test]
fn another_programs_database_is_refused_untouched() {
    let temp = temp_dir("foreign");
    let dir = temp.path();
    let path = dir.join("other.db");
    {
        let conn = Connection::open(&path).expect("create");
        conn.execute_batch("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers VALUES (1, 'x');")
            .expect("fill");
    }
    let content = std::fs::read(&path).expect("read");
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::ForeignDatabase { .. }), "{err}");
    assert_eq!(
        std::fs::read(&path).expect("read"),
        content,
        "the file must not change"
    );
}

#[test]
fn a_database_from_a_newer_version_is_refused_untouched() {
    let temp = temp_dir("newer");
    let dir = temp.path();
    let path = dir.join("new.db");
    drop(Store::open(&path).expect("create"));
    {
        let conn = Connection::open(&path).expect("open");
        conn.execute_batch(&format!(
            "PRAGMA journal_mode = DELETE; PRAGMA user_version = {};",
            SCHEMA_VERSION + 1
        ))
        .expect("bump");
    }
    let content = std::fs::read(&path).expect("read");
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::TooNew { .. }), "{err}");
    assert!(err.to_string().contains("newer Skatblock"), "{err}");
    assert_eq!(
        std::fs::read(&path).expect("read"),
        content,
        "the file must not change"
    );
}

#[test]
fn a_new_file_is_set_up_with_wal_and_foreign_keys() {
    let temp = temp_dir("pragmas");
    let dir = temp.path();
    let store = Store::open(&dir.join("sub/folder/skat.db")).expect("creates folders and file");
    let mode: String = store
        .conn()
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .expect("mode");
    let fk: i64 = store
        .conn()
        .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
        .expect("fk");
    let sync: i64 = store
        .conn()
        .query_row("PRAGMA synchronous", [], |r| r.get(0))
        .expect("sync");
    assert_eq!(
        (mode.as_str(), fk, sync),
        ("wal", 1, 2),
        "WAL, foreign keys on, synchronous=FULL"
    );
    assert_eq!(store.integrity_check().expect("check"), "ok");
}

#[test]
fn a_backup_is_a_complete_database() {
    let temp = temp_dir("backup");
    let dir = temp.path();
    let mut store = Store::open(&dir.join("skat.db")).expect("open");
    skatblock::event::import_players(
        &mut store,
        b"id,first_name,last_name,club\n1,Anna,Schulz,SC\n",
    )
    .expect("import");
    store.backup_to(&dir.join("copy.db")).expect("backup");
    let copy = Store::open(&dir.join("copy.db")).expect("the backup opens as a Skatblock database");
    let n: i64 = copy
        .conn()
        .query_row("SELECT count(*) FROM players", [], |r| r.get(0))
        .expect("count");
    assert_eq!(n, 1);
    let err = store
        .backup_to(&PathBuf::from("/nonexistent/dir/copy.db"))
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("cannot write the backup /nonexistent/dir/copy.db"),
        "{err}"
    );
}

#[test]
fn a_read_only_connection_reads_beside_the_writer_and_writes_nothing() {
    let temp = temp_dir("reader");
    let path = temp.path().join("skat.db");
    let mut store = Store::open(&path).expect("open");
    skatblock::event::import_players(
        &mut store,
        b"id,first_name,last_name,club\n1,Anna,Schulz,SC\n",
    )
    .expect("import");
    let reader = Store::open_read_only(&path).expect("a reader beside the writer");
    let count = |s: &Store| -> i64 {
        s.conn()
            .query_row("SELECT count(*) FROM players", [], |r| r.get(0))
            .expect("count")
    };
    // A long read holds its snapshot; the writer commits meanwhile without waiting for it.
    reader
        .conn()
        .execute_batch("BEGIN")
        .expect("read transaction");
    assert_eq!(count(&reader), 1);
    skatblock::event::import_players(
        &mut store,
        b"id,first_name,last_name,club\n2,Bernd,Weber,SC\n",
    )
    .expect("the writer is not held up by the reader");
    assert_eq!(count(&reader), 1, "the reader keeps its snapshot");
    reader
        .conn()
        .execute_batch("COMMIT")
        .expect("end of the read");
    assert_eq!(count(&reader), 2, "the next read sees the commit");
    let err = reader
        .conn()
        .execute("DELETE FROM players", [])
        .unwrap_err();
    assert_eq!(
        err.sqlite_error_code(),
        Some(rusqlite::ErrorCode::ReadOnly),
        "{err}"
    );
    assert_eq!(count(&store), 2);
    let missing = Store::open_read_only(&temp.path().join("none.db")).unwrap_err();
    assert!(
        !temp.path().join("none.db").exists(),
        "{missing}: nothing is created"
    );
}
