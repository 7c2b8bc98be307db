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

-- The games table again, its checks the same but written as comparisons instead of IN lists:
-- SQLite checked each IN list of words as a small table of its own, for every row, which was
-- half of the time an import took to write its games (issue 19). A value passes or fails as it
-- did (NULL passes both forms). Its columns and their order are as they were.
ALTER TABLE games RENAME TO games_before_19;
CREATE TABLE games (
    event_id             INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series               INTEGER NOT NULL CHECK (series >= 1),
    table_no             INTEGER NOT NULL CHECK (table_no >= 1),
    game_no              INTEGER NOT NULL CHECK (game_no >= 1),
    declarer_id          INTEGER REFERENCES players (id),
    passed               INTEGER NOT NULL CHECK (passed = 0 OR passed = 1),
    contract             TEXT CHECK (contract = 'diamonds' OR contract = 'hearts'
                                     OR contract = 'spades' OR contract = 'clubs'
                                     OR contract = 'grand' OR contract = 'null'),
    hand                 INTEGER CHECK (hand = 0 OR hand = 1),
    ouvert               INTEGER CHECK (ouvert = 0 OR ouvert = 1),
    announced            TEXT CHECK (announced = 'none' OR announced = 'schneider'
                                     OR announced = 'schwarz'),
    matadors             INTEGER CHECK (matadors BETWEEN -11 AND 11 AND matadors <> 0),
    declarer_points      INTEGER CHECK (declarer_points BETWEEN 0 AND 120),
    declarer_tricks      INTEGER CHECK (declarer_tricks BETWEEN 0 AND 10),
    bid                  INTEGER CHECK (bid BETWEEN 18 AND 264),
    replacement_contract TEXT,
    replacement_matadors INTEGER,
    result_override      TEXT,
    kontra               TEXT CHECK (kontra = 'kontra' OR kontra = 're'),
    ramsch               TEXT CHECK (ramsch IS NULL OR (passed = 1 AND json_valid(ramsch))),
    PRIMARY KEY (event_id, series, table_no, game_no),
    CHECK ((passed = 1) = (declarer_id IS NULL AND contract IS NULL))
) WITHOUT ROWID;
INSERT INTO games SELECT * FROM games_before_19;
DROP TABLE games_before_19;
