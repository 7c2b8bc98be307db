//! The files of games imported (issue 19, item 8): one row per file — who, when, its name —
//! and the games it wrote as runs of game numbers per list, instead of one audit row per game.
//! A game's history shows the import ([`super::games::history`]), and its version counts it as
//! one change ([`super::games::version`]).

use rusqlite::{Connection, params};

use super::Result;
use super::events::EventId;
use super::games::{Change, GameKey};

/// One game an import wrote, with the import's place in the event's history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ImportedGame {
    /// The game.
    pub key: GameKey,
    /// The import (its row id).
    pub import: i64,
    /// The event's last audit row before the import (0: none).
    pub after_audit: i64,
    /// Who imported the file.
    pub by: String,
    /// When.
    pub at: String,
}

/// Keeps an import of `games` (the keys of the games written) from the file `file`, by
/// `change`: one row for the file, one per run of consecutive games of a list.
///
/// # Errors
/// SQLite errors only.
pub(crate) fn insert(
    conn: &Connection,
    event: EventId,
    games: impl IntoIterator<Item = GameKey>,
    file: Option<&str>,
    change: &Change<'_>,
) -> Result<()> {
    let mut keys: Vec<GameKey> = games.into_iter().collect();
    if keys.is_empty() {
        return Ok(());
    }
    keys.sort_unstable();
    // Where the import stands among the event's changes: after the event's last audit row
    // (the event's own, as the rows of a deleted event may leave their numbers to be reused).
    let after: i64 = conn
        .prepare_cached("SELECT coalesce(max(id), 0) FROM game_audit WHERE event_id = ?1")?
        .query_row([event.0], |r| r.get(0))?;
    conn.prepare_cached(
        "INSERT INTO game_imports (event_id, file, games, after_audit, changed_by, changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![
        event.0,
        file,
        keys.len() as i64,
        after,
        change.by,
        change.at
    ])?;
    let import = conn.last_insert_rowid();
    super::results::insert_rows(
        conn,
        "INSERT INTO game_import_runs (event_id, series, table_no, first_game, last_game,
             import_id)",
        &runs(event, &keys, import),
    )
}

/// The runs of consecutive game numbers of each list in `keys` (sorted), as rows of
/// `game_import_runs`.
fn runs(event: EventId, keys: &[GameKey], import: i64) -> Vec<[i64; 6]> {
    let mut runs: Vec<[i64; 6]> = Vec::new();
    for k in keys {
        let (series, table, game) = (k.series.into(), k.table.into(), i64::from(k.game));
        match runs.last_mut() {
            Some(run) if run[1] == series && run[2] == table && run[4] + 1 == game => {
                run[4] = game;
            }
            _ => runs.push([event.0, series, table, game, game, import]),
        }
    }
    runs
}

/// How many imports wrote the game `key` (a game deleted and imported again counts twice).
///
/// # Errors
/// SQLite errors only.
pub(crate) fn count(conn: &Connection, event: EventId, key: GameKey) -> Result<u64> {
    let n: i64 = conn
        .prepare_cached(
            "SELECT count(*) FROM game_import_runs
             WHERE event_id = ?1 AND series = ?2 AND table_no = ?3
               AND first_game <= ?4 AND last_game >= ?4",
        )?
        .query_row(params![event.0, key.series, key.table, key.game], |r| {
            r.get(0)
        })?;
    Ok(u64::try_from(n).unwrap_or(0))
}

/// The games the imports of an event wrote, each with its import: every game, or those of one
/// list (`list`), or one game (`game` as well); by import, then by series, table and game.
///
/// # Errors
/// SQLite errors only.
pub(crate) fn games(
    conn: &Connection,
    event: EventId,
    list: Option<(u16, u16)>,
    game: Option<u16>,
) -> Result<Vec<ImportedGame>> {
    let mut stmt = conn.prepare_cached(
        "SELECT r.series, r.table_no, r.first_game, r.last_game, i.id, i.after_audit,
                i.changed_by, i.changed_at
         FROM game_import_runs r JOIN game_imports i ON i.id = r.import_id
         WHERE r.event_id = ?1 AND (?2 IS NULL OR (r.series = ?2 AND r.table_no = ?3))
           AND (?4 IS NULL OR (r.first_game <= ?4 AND r.last_game >= ?4))
         ORDER BY i.id, r.series, r.table_no, r.first_game",
    )?;
    let (series, table) = (list.map(|l| l.0), list.map(|l| l.1));
    let rows = stmt.query_map(params![event.0, series, table, game], |r| {
        let run: Run = (r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?);
        let import = ImportedGame {
            key: GameKey {
                series: run.0,
                table: run.1,
                game: 0,
            },
            import: r.get(4)?,
            after_audit: r.get(5)?,
            by: r.get(6)?,
            at: r.get(7)?,
        };
        Ok((run, import))
    })?;
    let runs = rows.collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(each_game(runs, game))
}

/// Every game of the runs (only `game` where one is asked for), each with its import.
fn each_game(runs: Vec<(Run, ImportedGame)>, game: Option<u16>) -> Vec<ImportedGame> {
    let mut games = Vec::new();
    for ((_, _, first, last), import) in runs {
        let numbers = game.map_or(first..=last, |g| g..=g);
        games.extend(numbers.map(|game| ImportedGame {
            key: GameKey { game, ..import.key },
            ..import.clone()
        }));
    }
    games
}

/// A run of `game_import_runs`: series, table, first and last game.
type Run = (u16, u16, u16, u16);

#[cfg(test)]
mod tests {
    use super::*;

    fn key(series: u16, table: u16, game: u16) -> GameKey {
        GameKey {
            series,
            table,
            game,
        }
    }

    #[test]
    fn issue_19_an_import_keeps_its_games_as_runs_of_each_list() {
        let keys = [
            key(1, 1, 1),
            key(1, 1, 2),
            key(1, 1, 3),
            key(1, 1, 5),
            key(1, 2, 1),
            key(2, 2, 2),
        ];
        assert_eq!(
            runs(EventId(7), &keys, 3),
            vec![
                [7, 1, 1, 1, 3, 3],
                [7, 1, 1, 5, 5, 3],
                [7, 1, 2, 1, 1, 3],
                [7, 2, 2, 2, 2, 3],
            ]
        );
    }

    /// Issue 19 (item 8): the file is one row — who, when, its name and how many games —
    /// and its games are the runs of each list, each game counted once.
    #[test]
    fn issue_19_an_import_is_one_row_naming_the_file_and_its_games() {
        let store = crate::Store::open_in_memory().expect("store");
        let conn = store.conn();
        conn.execute(
            "INSERT INTO events (id, name, date, series_count) VALUES (1, 'Cup', '2026-11-22', 2)",
            [],
        )
        .expect("event");
        let change = Change {
            by: "Anna",
            at: "2026-11-22T10:00:00Z",
        };
        let keys = [key(1, 2, 1), key(1, 1, 2), key(1, 1, 1), key(2, 1, 4)];
        insert(conn, EventId(1), keys, Some("runde-1.csv"), &change).expect("kept");
        let row: (Option<String>, i64, i64, String, String) = conn
            .query_row(
                "SELECT file, games, after_audit, changed_by, changed_at FROM game_imports",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
            )
            .expect("one row");
        assert_eq!(
            row,
            (
                Some("runde-1.csv".into()),
                4,
                0,
                "Anna".into(),
                "2026-11-22T10:00:00Z".into()
            )
        );
        let imported = games(conn, EventId(1), None, None).expect("games");
        let mut said: Vec<GameKey> = imported.iter().map(|g| g.key).collect();
        said.sort_unstable();
        let mut expected = keys.to_vec();
        expected.sort_unstable();
        assert_eq!(said, expected);
        assert_eq!(count(conn, EventId(1), key(1, 1, 2)).expect("count"), 1);
        assert_eq!(count(conn, EventId(1), key(1, 1, 3)).expect("count"), 0);
    }

    /// Issue 19 (item 8): a file of an older version, whose imports wrote an audit row per
    /// game, keeps every game, its version and its history through the migration.
    #[test]
    fn issue_19_the_migration_carries_versions_and_histories_over() {
        use crate::games::{history, version};
        let mut conn = Connection::open_in_memory().expect("memory db");
        let all = crate::migrations();
        // Every migration before this issue's, which is the last.
        crate::apply_migrations(&mut conn, &all[..all.len() - 1]).expect("older schema");
        conn.execute_batch(
            "INSERT INTO events (id, name, date, series_count) VALUES (1, 'Cup', '2026-11-22', 1);
             INSERT INTO games (event_id, series, table_no, game_no, passed) VALUES
                 (1, 1, 1, 1, 1), (1, 1, 1, 2, 1);
             INSERT INTO game_audit (event_id, series, table_no, game_no, action, old_record,
                 new_record, changed_by, changed_at) VALUES
                 (1, 1, 1, 1, 'import', NULL, '{\"passed\":true}', 'Anna', '2026-11-22T10:00:00Z'),
                 (1, 1, 1, 2, 'import', NULL, '{\"passed\":true}', 'Anna', '2026-11-22T10:00:00Z'),
                 (1, 1, 1, 2, 'correct', '{\"passed\":true}', '{\"passed\":true}', 'Bert',
                  '2026-11-22T11:00:00Z');",
        )
        .expect("an older file's games");
        let (event, first, second) = (EventId(1), key(1, 1, 1), key(1, 1, 2));
        crate::apply_migrations(&mut conn, all).expect("migrated");
        // The versions as counted before: the audit rows of each game.
        assert_eq!(version(&conn, event, first).expect("version"), 1);
        assert_eq!(version(&conn, event, second).expect("version"), 2);
        let history = history(&conn, event, None).expect("history");
        let said: Vec<(GameKey, &str, &str)> = history
            .iter()
            .map(|e| (e.key, e.action.as_str(), e.at.as_str()))
            .collect();
        assert_eq!(
            said,
            [
                (first, "import", "2026-11-22T10:00:00Z"),
                (second, "import", "2026-11-22T10:00:00Z"),
                (second, "correct", "2026-11-22T11:00:00Z"),
            ]
        );
        assert_eq!(history[0].new.as_deref(), Some(r#"{"passed":true}"#));
        // The games table, rebuilt with its checks written as comparisons, refuses as before.
        for (contract, passed) in [("'bogus'", 0), ("'grand'", 1), ("NULL", 2)] {
            let refused = conn.execute(
                &format!(
                    "INSERT INTO games (event_id, series, table_no, game_no, passed, contract)
                     VALUES (1, 1, 1, 3, {passed}, {contract})"
                ),
                [],
            );
            assert!(refused.is_err(), "{contract}, passed {passed}");
        }
    }
}
