-- Skatblock schema (issue 19, item 8): a file of games imported is kept as one entry of the
-- history, not one per game. Never edit after release; add a new numbered file.
--
-- An import wrote one audit row per game (its JSON checked, indexed): for a championship's
-- 43,200 games more than the games themselves. Now the file is one row here, and the games it
-- wrote are runs of game numbers per list. A game's history still shows the import (who, when,
-- the game as imported), and its version counts the import as one change, as before: the
-- version is its audit rows plus the imports whose runs hold it. Rows of game_audit written by
-- imports before this version stay and are read as they always were, so every stored game
-- keeps its version.
CREATE TABLE game_imports (
    id          INTEGER PRIMARY KEY,
    event_id    INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    -- The file's name as given; NULL when the games came from elsewhere (an app's upload).
    file        TEXT,
    games       INTEGER NOT NULL CHECK (games >= 1),
    -- The event's last game_audit row when the file was imported (0: none): where the import
    -- stands among the changes of the event's history.
    after_audit INTEGER NOT NULL CHECK (after_audit >= 0),
    changed_by  TEXT NOT NULL,
    changed_at  TEXT NOT NULL
);

-- The games an import wrote: at one list (series, table), the games first_game..last_game.
CREATE TABLE game_import_runs (
    event_id   INTEGER NOT NULL,
    series     INTEGER NOT NULL,
    table_no   INTEGER NOT NULL,
    first_game INTEGER NOT NULL,
    last_game  INTEGER NOT NULL CHECK (last_game >= first_game),
    import_id  INTEGER NOT NULL REFERENCES game_imports (id) ON DELETE CASCADE,
    PRIMARY KEY (event_id, series, table_no, first_game, import_id)
) WITHOUT ROWID;
