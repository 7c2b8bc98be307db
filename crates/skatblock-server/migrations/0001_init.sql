-- The association server's schema (issue 23). Names as the API writes them; `grp` because
-- GROUP is a keyword.

CREATE TABLE tokens (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    -- Hex SHA-256 of the token; the token itself is shown once and never stored.
    hash TEXT NOT NULL UNIQUE,
    role TEXT NOT NULL,
    league BIGINT,
    grp TEXT,
    club TEXT,
    team TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    revoked_at TIMESTAMPTZ
);

CREATE TABLE leagues (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    season TEXT NOT NULL,
    series_per_day INTEGER NOT NULL,
    unit TEXT NOT NULL,
    promote INTEGER NOT NULL,
    relegate INTEGER NOT NULL
);

-- A team's name is unique in its league (captain tokens and schedules name it).
CREATE TABLE teams (
    league BIGINT NOT NULL REFERENCES leagues (id),
    team TEXT NOT NULL,
    grp TEXT NOT NULL,
    club TEXT NOT NULL,
    PRIMARY KEY (league, team)
);
CREATE INDEX teams_group ON teams (league, grp);

CREATE TABLE players (
    league BIGINT NOT NULL,
    player_id TEXT NOT NULL,
    team TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (league, player_id),
    FOREIGN KEY (league, team) REFERENCES teams (league, team) ON DELETE CASCADE
);

CREATE TABLE schedule (
    league BIGINT NOT NULL REFERENCES leagues (id),
    grp TEXT NOT NULL,
    day INTEGER NOT NULL,
    date TEXT NOT NULL,
    host_team TEXT NOT NULL,
    PRIMARY KEY (league, grp, day)
);

CREATE TABLE days (
    league BIGINT NOT NULL REFERENCES leagues (id),
    grp TEXT NOT NULL,
    day INTEGER NOT NULL,
    state TEXT NOT NULL,
    -- 0 only inside the upload's transaction, before its first package is written.
    version INTEGER NOT NULL,
    package_id TEXT NOT NULL,
    -- The package as uploaded (text: the desk's bytes, not a re-ordered JSONB).
    package TEXT,
    uploaded_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    approved_at TIMESTAMPTZ,
    PRIMARY KEY (league, grp, day)
);

-- Each seated player's series total, with the team whose roster had the player at upload.
CREATE TABLE results (
    league BIGINT NOT NULL,
    grp TEXT NOT NULL,
    day INTEGER NOT NULL,
    position INTEGER NOT NULL,
    series INTEGER NOT NULL,
    player_id TEXT NOT NULL,
    name TEXT NOT NULL,
    team TEXT NOT NULL,
    total BIGINT NOT NULL,
    PRIMARY KEY (league, grp, day, position),
    FOREIGN KEY (league, grp, day) REFERENCES days (league, grp, day) ON DELETE CASCADE
);

CREATE TABLE confirmations (
    league BIGINT NOT NULL,
    grp TEXT NOT NULL,
    day INTEGER NOT NULL,
    team TEXT NOT NULL,
    PRIMARY KEY (league, grp, day, team),
    FOREIGN KEY (league, grp, day) REFERENCES days (league, grp, day) ON DELETE CASCADE
);

CREATE TABLE audit (
    id BIGSERIAL PRIMARY KEY,
    league BIGINT NOT NULL,
    grp TEXT NOT NULL,
    day INTEGER NOT NULL,
    action TEXT NOT NULL,
    actor TEXT NOT NULL,
    detail JSONB NOT NULL,
    at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE events (
    slug TEXT PRIMARY KEY,
    club TEXT NOT NULL,
    version BIGINT NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- The event as the desk sent it (text keeps its key order).
    event TEXT NOT NULL
);
