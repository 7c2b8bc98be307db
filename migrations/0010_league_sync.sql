-- Skatblock schema, version 10 (issue 23): the desk's side of the association server — which
-- local league is which server's league, the schedule pulled with it, and the outbox of the
-- live standings published. Never edit after release; add a new numbered file.

-- A local league pulled from an association server: the server (its URL as given, without a
-- trailing slash) and the server's league id. A league made by hand has no row and is never
-- merged with a pulled one.
CREATE TABLE league_links (
    league_id     INTEGER PRIMARY KEY REFERENCES leagues (id) ON DELETE CASCADE,
    server        TEXT NOT NULL CHECK (length(server) >= 1),
    server_league INTEGER NOT NULL,
    pulled_at     TEXT NOT NULL,
    UNIQUE (server, server_league)
);

-- The schedule of a pulled league as the server has it: which team of a group hosts which day
-- on which date. Replaced by every pull.
CREATE TABLE league_schedule (
    league_id  INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    group_name TEXT NOT NULL,
    day        INTEGER NOT NULL CHECK (day >= 1),
    date       TEXT NOT NULL,
    host_team  TEXT NOT NULL,
    PRIMARY KEY (league_id, group_name, day)
) WITHOUT ROWID;

-- The last package of a match day the server accepted: its id and the state it answered.
CREATE TABLE matchday_pushes (
    event_id   INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
    server     TEXT NOT NULL,
    package_id TEXT NOT NULL,
    state      TEXT NOT NULL,
    version    INTEGER NOT NULL,
    pushed_at  TEXT NOT NULL
);

-- The live standings of an event to publish, one row per version of a (server, slug): written
-- before anything is sent, so an outage of the network or the server, or a restart of the
-- desk, loses nothing. `sent` is when the server took it (or a newer version superseded it);
-- NULL: still to send.
CREATE TABLE publish_outbox (
    id         INTEGER PRIMARY KEY,
    event_id   INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    server     TEXT NOT NULL,
    slug       TEXT NOT NULL CHECK (length(slug) >= 1),
    version    INTEGER NOT NULL CHECK (version >= 1),
    payload    TEXT NOT NULL CHECK (json_valid(payload)),
    created_at TEXT NOT NULL,
    sent_at    TEXT,
    outcome    TEXT CHECK (outcome IS NULL OR outcome IN ('accepted', 'ignored', 'superseded')),
    UNIQUE (server, slug, version)
);
CREATE INDEX publish_outbox_pending ON publish_outbox (server, slug) WHERE sent_at IS NULL;
