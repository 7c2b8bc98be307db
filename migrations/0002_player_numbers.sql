-- Skatblock schema, version 2: a player's number is text (issue 9, 5.3). Clubs number their
-- members `P1000`, `M-0042` or `0701023` (leading zero); every file and every list names a
-- player by this number. The integer `players.id` stays the internal key the other tables
-- refer to. Never edit after release; add a new numbered file.

-- ADD COLUMN cannot add NOT NULL without a default or UNIQUE, and rebuilding `players` would
-- trip the foreign keys that point at it: so the column is added nullable, filled, made
-- unique by an index, and kept non-null by the two triggers below.
ALTER TABLE players ADD COLUMN number TEXT
    CHECK (number IS NULL OR (length(number) BETWEEN 1 AND 20
                              AND number NOT GLOB '*[^A-Za-z0-9./-]*'));

-- A player of schema 1 keeps the number the files used: the id, as decimal text.
UPDATE players SET number = CAST(id AS TEXT);

-- `p1000` and `P1000` are one number: a hand-typed file must not name a second player.
CREATE UNIQUE INDEX players_by_number ON players (number COLLATE NOCASE);

CREATE TRIGGER players_number_on_insert BEFORE INSERT ON players WHEN NEW.number IS NULL
BEGIN
    SELECT RAISE(ABORT, 'NOT NULL constraint failed: players.number (a player needs a number)');
END;

CREATE TRIGGER players_number_on_update BEFORE UPDATE OF number ON players
WHEN NEW.number IS NULL
BEGIN
    SELECT RAISE(ABORT, 'NOT NULL constraint failed: players.number (a player needs a number)');
END;
