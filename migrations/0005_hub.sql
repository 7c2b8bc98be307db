-- Skatblock schema, version 5 (issue 12): the table hub. Never edit after release; add a new
-- numbered file.

-- The access of a table to its own list: a random URL-safe token (128 bits) per event, series
-- and table. Reprinting gives the same token until it is revoked; a revoked table gets a new
-- one. Whoever holds the file is the organiser.
CREATE TABLE hub_tokens (
    token      TEXT PRIMARY KEY CHECK (length(token) >= 22),
    event_id   INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series     INTEGER NOT NULL CHECK (series >= 1),
    table_no   INTEGER NOT NULL CHECK (table_no >= 1),
    created_at TEXT NOT NULL,
    revoked_at TEXT
) WITHOUT ROWID;

-- At most one token of a table is valid.
CREATE UNIQUE INDEX hub_tokens_valid ON hub_tokens (event_id, series, table_no)
    WHERE revoked_at IS NULL;

-- What a table sent for a game and what it was answered: the same body again gets the same
-- answer and changes nothing, also after a restart of the hub. The body is kept in its
-- canonical JSON form (keys sorted).
CREATE TABLE hub_requests (
    event_id   INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series     INTEGER NOT NULL,
    table_no   INTEGER NOT NULL,
    game_no    INTEGER NOT NULL,
    body       TEXT NOT NULL CHECK (json_valid(body)),
    response   TEXT NOT NULL CHECK (json_valid(response)),
    created_at TEXT NOT NULL,
    PRIMARY KEY (event_id, series, table_no, game_no, body)
) WITHOUT ROWID;

-- A list signed at its table by every seat: locked for the phones; corrections only at the
-- desk, audited.
CREATE TABLE hub_signatures (
    event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series    INTEGER NOT NULL,
    table_no  INTEGER NOT NULL,
    seats     TEXT NOT NULL CHECK (json_valid(seats)),
    signed_at TEXT NOT NULL,
    PRIMARY KEY (event_id, series, table_no)
) WITHOUT ROWID;
