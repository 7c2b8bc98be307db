-- Skatblock schema, version 4 (issue 11): the club variants of a Skat game. Never edit after
-- release; add a new numbered file.

-- Kontra or Re of a played game (RULES.md C.1), NULL for neither.
ALTER TABLE games ADD COLUMN kontra TEXT CHECK (kontra IN ('kontra', 're'));

-- A Ramsch (C.3): the deal is stored as all-passed (`passed` = 1, no declarer, no contract) and
-- this holds its entry as JSON: {"points": [...], "tricks": [...], "pushes": n, "last_trick": s}.
ALTER TABLE games ADD COLUMN ramsch TEXT
    CHECK (ramsch IS NULL OR (passed = 1 AND json_valid(ramsch)));

-- A Schafkopf event (RULES.md D): the event's row plus its tariff as JSON (the preset's name,
-- if it is one, for the form). Its tables are 4-tables, its series length is the rules'
-- `series_games` of a 4-table; an event without a row here is a Skat event.
CREATE TABLE schafkopf_events (
    event_id    INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
    tariff      TEXT NOT NULL CHECK (json_valid(tariff)),
    tariff_name TEXT
);

-- The games of a Schafkopf event's lists, in the JSON form of `skatblock schafkopf score`
-- (declarer and partner as seats 0..=3 of the table). Their history is kept in game_audit.
CREATE TABLE schafkopf_games (
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series   INTEGER NOT NULL CHECK (series >= 1),
    table_no INTEGER NOT NULL CHECK (table_no >= 1),
    game_no  INTEGER NOT NULL CHECK (game_no >= 1),
    game     TEXT NOT NULL CHECK (json_valid(game)),
    PRIMARY KEY (event_id, series, table_no, game_no)
) WITHOUT ROWID;
