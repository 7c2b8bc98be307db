-- Skatblock schema, version 3 (issue 10): each list's stored result, seasons, leagues with
-- their groups, teams, rosters, match days and line-ups, and the cash book (fees, payments and
-- their audit). Never edit after release; add a new numbered file.

-- The result of every list (one series at one table) per seated player, kept in step with the
-- games, totals, seating and rules in the same transaction as each change; `skatblock verify`
-- recomputes them from the games. `played` says the list has games or totals.
CREATE TABLE list_results (
    event_id       INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series         INTEGER NOT NULL CHECK (series >= 1),
    table_no       INTEGER NOT NULL CHECK (table_no >= 1),
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player_id      INTEGER NOT NULL REFERENCES players (id),
    played         INTEGER NOT NULL CHECK (played IN (0, 1)),
    points         INTEGER NOT NULL,
    won            INTEGER NOT NULL CHECK (won >= 0),
    lost           INTEGER NOT NULL CHECK (lost >= 0),
    opponents_lost INTEGER NOT NULL CHECK (opponents_lost >= 0),
    total          INTEGER NOT NULL,
    -- How many list checks (RULES.md B.4) failed at this list; the findings themselves are
    -- recomputed for these lists only.
    findings       INTEGER NOT NULL DEFAULT 0 CHECK (findings >= 0),
    PRIMARY KEY (event_id, series, table_no, seat)
) WITHOUT ROWID;
CREATE INDEX list_results_by_player ON list_results (player_id);

-- The events whose list results are stored. An event of an older file has none until its first
-- change (or `verify --repair`); until then its results are computed from the games.
CREATE TABLE list_results_current (
    event_id INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE
);

-- A club's year or a cup series: events whose series totals add up.
CREATE TABLE seasons (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL CHECK (length(trim(name)) > 0),
    best       INTEGER CHECK (best IS NULL OR best >= 1),
    min_series INTEGER NOT NULL DEFAULT 0 CHECK (min_series >= 0),
    ranking    TEXT NOT NULL DEFAULT 'total' CHECK (ranking IN ('total', 'average'))
);

CREATE TABLE season_events (
    season_id INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    PRIMARY KEY (season_id, event_id)
) WITHOUT ROWID;
CREATE INDEX season_events_by_event ON season_events (event_id);

-- An association's league of one season year (RULES.md B.6).
CREATE TABLE leagues (
    id             INTEGER PRIMARY KEY,
    name           TEXT NOT NULL CHECK (length(trim(name)) > 0),
    season_year    INTEGER NOT NULL CHECK (season_year BETWEEN 1900 AND 9999),
    series_per_day INTEGER NOT NULL DEFAULT 3 CHECK (series_per_day BETWEEN 1 AND 99),
    unit           TEXT NOT NULL DEFAULT 'series' CHECK (unit IN ('series', 'matchday')),
    promote        INTEGER NOT NULL DEFAULT 0 CHECK (promote >= 0),
    relegate       INTEGER NOT NULL DEFAULT 0 CHECK (relegate >= 0)
);

-- A group (Staffel) of a league.
CREATE TABLE league_groups (
    id        INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    name      TEXT NOT NULL CHECK (length(trim(name)) > 0),
    UNIQUE (league_id, name COLLATE NOCASE)
);

-- A team of a league, in one group; its name is unique in the league.
CREATE TABLE teams (
    id        INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    group_id  INTEGER NOT NULL REFERENCES league_groups (id) ON DELETE CASCADE,
    name      TEXT NOT NULL CHECK (length(trim(name)) > 0),
    club      TEXT NOT NULL DEFAULT '',
    UNIQUE (league_id, name COLLATE NOCASE)
);
CREATE INDEX teams_by_group ON teams (group_id);

-- A team's roster; a player is on at most one team of a league.
CREATE TABLE team_players (
    team_id   INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players (id),
    role      TEXT NOT NULL CHECK (role IN ('regular', 'substitute')),
    position  INTEGER NOT NULL,
    PRIMARY KEY (team_id, player_id),
    UNIQUE (league_id, player_id)
) WITHOUT ROWID;

-- A match day of a group is an event.
CREATE TABLE matchdays (
    group_id INTEGER NOT NULL REFERENCES league_groups (id) ON DELETE CASCADE,
    day      INTEGER NOT NULL CHECK (day >= 1),
    event_id INTEGER NOT NULL UNIQUE REFERENCES events (id) ON DELETE CASCADE,
    PRIMARY KEY (group_id, day)
) WITHOUT ROWID;

-- The rosters as they were when a match day was played: frozen before a teams file changes
-- them, so a player who moves keeps his results with the team he played for.
CREATE TABLE matchday_rosters (
    event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    team_id   INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (event_id, player_id)
) WITHOUT ROWID;

-- A captain's line-up of one series (JSON array of player ids; empty: the team is absent).
-- Without one a team plays with its regular players.
CREATE TABLE lineups (
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series   INTEGER NOT NULL CHECK (series >= 1),
    team_id  INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    players  TEXT NOT NULL CHECK (json_valid(players)),
    PRIMARY KEY (event_id, series, team_id)
) WITHOUT ROWID;

-- The cash book (RULES.md B.5.3): an event's fee schedule as JSON
-- {"entry_cents": n, "lost_game_cents": [n, …]}; NULL: no fees.
ALTER TABLE events ADD COLUMN fees TEXT CHECK (fees IS NULL OR json_valid(fees));

CREATE TABLE payments (
    id          INTEGER PRIMARY KEY,
    event_id    INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    player_id   INTEGER NOT NULL REFERENCES players (id),
    cents       INTEGER NOT NULL CHECK (cents > 0),
    recorded_by TEXT NOT NULL,
    recorded_at TEXT NOT NULL
);
CREATE INDEX payments_by_event ON payments (event_id, player_id);

-- Every change of a payment: who, when, the amount before and after.
CREATE TABLE payment_audit (
    id         INTEGER PRIMARY KEY,
    payment_id INTEGER NOT NULL,
    event_id   INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    player_id  INTEGER NOT NULL REFERENCES players (id),
    action     TEXT NOT NULL CHECK (action IN ('record', 'correct', 'delete')),
    old_cents  INTEGER,
    new_cents  INTEGER,
    changed_by TEXT NOT NULL,
    changed_at TEXT NOT NULL
);
CREATE INDEX payment_audit_by_event ON payment_audit (event_id);
