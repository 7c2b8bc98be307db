CREATE TRIGGER players_number_on_insert BEFORE INSERT ON players WHEN NEW.number IS NULL
BEGIN
    SELECT RAISE(ABORT, 'NOT NULL constraint failed: players.number (a player needs a number)');
END;
CREATE TRIGGER players_number_on_update BEFORE UPDATE OF number ON players
WHEN NEW.number IS NULL
BEGIN
    SELECT RAISE(ABORT, 'NOT NULL constraint failed: players.number (a player needs a number)');
END;
CREATE TABLE clubs (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0)
);
CREATE TABLE draws (
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series   INTEGER NOT NULL CHECK (series >= 1),
    seed     INTEGER,            -- NULL when the seating was imported
    PRIMARY KEY (event_id, series)
) WITHOUT ROWID;
CREATE TABLE event_players (
    event_id       INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    player_id      INTEGER NOT NULL REFERENCES players (id),
    -- The first series the player no longer plays (withdrawal); NULL while playing.
    withdrawn_from INTEGER CHECK (withdrawn_from >= 1),
    PRIMARY KEY (event_id, player_id)
) WITHOUT ROWID;
CREATE TABLE event_prizes (
    event_id   INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
    file       TEXT NOT NULL CHECK (json_valid(file)),
    updated_at TEXT NOT NULL
);
CREATE TABLE events (
    id               INTEGER PRIMARY KEY,
    name             TEXT NOT NULL CHECK (length(trim(name)) > 0),
    kind             TEXT NOT NULL DEFAULT 'tournament' CHECK (kind IN ('tournament', 'club_evening')),
    date             TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    venue            TEXT NOT NULL DEFAULT '',
    series_count     INTEGER NOT NULL CHECK (series_count BETWEEN 1 AND 99),
    table_preference TEXT NOT NULL DEFAULT 'four' CHECK (table_preference IN ('four', 'three')),
    -- The RULES.md part G flags as JSON (series lengths included); '{}' means ISkO defaults.
    rules            TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(rules))
, fees TEXT CHECK (fees IS NULL OR json_valid(fees)));
CREATE TABLE game_audit (
    id         INTEGER PRIMARY KEY,
    event_id   INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series     INTEGER NOT NULL,
    table_no   INTEGER NOT NULL,
    game_no    INTEGER NOT NULL,
    action     TEXT NOT NULL CHECK (action IN ('enter', 'import', 'correct', 'delete')),
    old_record TEXT CHECK (old_record IS NULL OR json_valid(old_record)),
    new_record TEXT CHECK (new_record IS NULL OR json_valid(new_record)),
    changed_by TEXT NOT NULL,
    changed_at TEXT NOT NULL
);
CREATE TABLE game_import_runs (
    event_id   INTEGER NOT NULL,
    series     INTEGER NOT NULL,
    table_no   INTEGER NOT NULL,
    first_game INTEGER NOT NULL,
    last_game  INTEGER NOT NULL CHECK (last_game >= first_game),
    import_id  INTEGER NOT NULL REFERENCES game_imports (id) ON DELETE CASCADE,
    PRIMARY KEY (event_id, series, table_no, first_game, import_id)
) WITHOUT ROWID;
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
CREATE TABLE hub_signatures (
    event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series    INTEGER NOT NULL,
    table_no  INTEGER NOT NULL,
    seats     TEXT NOT NULL CHECK (json_valid(seats)),
    signed_at TEXT NOT NULL,
    PRIMARY KEY (event_id, series, table_no)
) WITHOUT ROWID;
CREATE TABLE hub_tokens (
    token      TEXT PRIMARY KEY CHECK (length(token) >= 22),
    event_id   INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series     INTEGER NOT NULL CHECK (series >= 1),
    table_no   INTEGER NOT NULL CHECK (table_no >= 1),
    created_at TEXT NOT NULL,
    revoked_at TEXT
) WITHOUT ROWID;
CREATE TABLE league_groups (
    id        INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    name      TEXT NOT NULL CHECK (length(trim(name)) > 0),
    UNIQUE (league_id, name COLLATE NOCASE)
);
CREATE TABLE league_links (
    league_id     INTEGER PRIMARY KEY REFERENCES leagues (id) ON DELETE CASCADE,
    server        TEXT NOT NULL CHECK (length(server) >= 1),
    server_league INTEGER NOT NULL,
    pulled_at     TEXT NOT NULL,
    UNIQUE (server, server_league)
);
CREATE TABLE league_schedule (
    league_id  INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    group_name TEXT NOT NULL,
    day        INTEGER NOT NULL CHECK (day >= 1),
    date       TEXT NOT NULL,
    host_team  TEXT NOT NULL,
    PRIMARY KEY (league_id, group_name, day)
) WITHOUT ROWID;
CREATE TABLE leagues (
    id             INTEGER PRIMARY KEY,
    name           TEXT NOT NULL CHECK (length(trim(name)) > 0),
    season_year    INTEGER NOT NULL CHECK (season_year BETWEEN 1900 AND 9999),
    series_per_day INTEGER NOT NULL DEFAULT 3 CHECK (series_per_day BETWEEN 1 AND 99),
    unit           TEXT NOT NULL DEFAULT 'series' CHECK (unit IN ('series', 'matchday')),
    promote        INTEGER NOT NULL DEFAULT 0 CHECK (promote >= 0),
    relegate       INTEGER NOT NULL DEFAULT 0 CHECK (relegate >= 0)
);
CREATE TABLE lineups (
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series   INTEGER NOT NULL CHECK (series >= 1),
    team_id  INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    players  TEXT NOT NULL CHECK (json_valid(players)),
    PRIMARY KEY (event_id, series, team_id)
) WITHOUT ROWID;
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
CREATE TABLE list_results_current (
    event_id INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE
);
CREATE TABLE matchday_pushes (
    event_id   INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
    server     TEXT NOT NULL,
    package_id TEXT NOT NULL,
    state      TEXT NOT NULL,
    version    INTEGER NOT NULL,
    pushed_at  TEXT NOT NULL
);
CREATE TABLE matchday_rosters (
    event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    team_id   INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (event_id, player_id)
) WITHOUT ROWID;
CREATE TABLE matchdays (
    group_id INTEGER NOT NULL REFERENCES league_groups (id) ON DELETE CASCADE,
    day      INTEGER NOT NULL CHECK (day >= 1),
    event_id INTEGER NOT NULL UNIQUE REFERENCES events (id) ON DELETE CASCADE,
    PRIMARY KEY (group_id, day)
) WITHOUT ROWID;
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
CREATE TABLE payments (
    id          INTEGER PRIMARY KEY,
    event_id    INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    player_id   INTEGER NOT NULL REFERENCES players (id),
    cents       INTEGER NOT NULL CHECK (cents > 0),
    recorded_by TEXT NOT NULL,
    recorded_at TEXT NOT NULL
);
CREATE TABLE players (
    id            INTEGER PRIMARY KEY CHECK (id > 0),
    first_name    TEXT NOT NULL CHECK (length(trim(first_name)) > 0),
    last_name     TEXT NOT NULL CHECK (length(trim(last_name)) > 0),
    club_id       INTEGER REFERENCES clubs (id),
    membership_no TEXT UNIQUE,
    active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
, number TEXT
    CHECK (number IS NULL OR (length(number) BETWEEN 1 AND 20
                              AND number NOT GLOB '*[^A-Za-z0-9./-]*')), sex TEXT CHECK (sex IS NULL OR sex IN ('f', 'm', 'd')), birth_year INTEGER
    CHECK (birth_year IS NULL OR (typeof(birth_year) = 'integer' AND birth_year BETWEEN 1900 AND 9999)));
CREATE TABLE prize_lots (
    event_id    INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    ranking     TEXT NOT NULL,
    grp         TEXT NOT NULL,
    ordered     TEXT NOT NULL CHECK (json_valid(ordered)),
    recorded_by TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    PRIMARY KEY (event_id, ranking, grp)
) WITHOUT ROWID;
CREATE TABLE prize_payouts (
    id        INTEGER PRIMARY KEY,
    event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    kind      TEXT NOT NULL CHECK (kind IN ('player_id', 'team', 'club')),
    -- A player by the registry's key (a number can be changed later), with the number as it
    -- was; a team or a club by its name.
    player_id INTEGER REFERENCES players (id),
    recipient TEXT NOT NULL CHECK (length(recipient) >= 1),
    action    TEXT NOT NULL CHECK (action IN ('paid', 'withdrawn')),
    cents     INTEGER NOT NULL CHECK (cents >= 0),
    goods     TEXT NOT NULL CHECK (json_valid(goods)),
    by_whom   TEXT NOT NULL,
    at        TEXT NOT NULL,
    CHECK ((kind = 'player_id') = (player_id IS NOT NULL))
);
CREATE TABLE prize_teams (
    event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    ranking   TEXT NOT NULL,
    team      TEXT NOT NULL CHECK (length(team) >= 1),
    player_id INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (event_id, ranking, player_id)
) WITHOUT ROWID;
CREATE TABLE publish_outbox (
    id         INTEGER PRIMARY KEY,
    event_id   INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    server     TEXT NOT NULL,
    slug       TEXT NOT NULL CHECK (length(slug) >= 1),
    version    INTEGER NOT NULL CHECK (version >= 1),
    payload    TEXT NOT NULL CHECK (json_valid(payload)),
    created_at TEXT NOT NULL,
    sent_at    TEXT,
    outcome    TEXT CHECK (outcome IS NULL OR outcome IN ('accepted', 'ignored', 'superseded')), failed_at TEXT, failure TEXT CHECK (failure IS NULL OR json_valid(failure)),
    UNIQUE (server, slug, version)
);
CREATE TABLE schafkopf_events (
    event_id    INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
    tariff      TEXT NOT NULL CHECK (json_valid(tariff)),
    tariff_name TEXT
);
CREATE TABLE schafkopf_games (
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series   INTEGER NOT NULL CHECK (series >= 1),
    table_no INTEGER NOT NULL CHECK (table_no >= 1),
    game_no  INTEGER NOT NULL CHECK (game_no >= 1),
    game     TEXT NOT NULL CHECK (json_valid(game)),
    PRIMARY KEY (event_id, series, table_no, game_no)
) WITHOUT ROWID;
CREATE TABLE season_events (
    season_id INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    PRIMARY KEY (season_id, event_id)
) WITHOUT ROWID;
CREATE TABLE seasons (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL CHECK (length(trim(name)) > 0),
    best       INTEGER CHECK (best IS NULL OR best >= 1),
    min_series INTEGER NOT NULL DEFAULT 0 CHECK (min_series >= 0),
    ranking    TEXT NOT NULL DEFAULT 'total' CHECK (ranking IN ('total', 'average'))
);
CREATE TABLE seats (
    event_id  INTEGER NOT NULL,
    series    INTEGER NOT NULL CHECK (series >= 1),
    table_no  INTEGER NOT NULL CHECK (table_no >= 1),
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player_id INTEGER NOT NULL,
    PRIMARY KEY (event_id, series, table_no, seat),
    UNIQUE (event_id, series, player_id),
    FOREIGN KEY (event_id, series) REFERENCES draws (event_id, series) ON DELETE CASCADE,
    FOREIGN KEY (event_id, player_id) REFERENCES event_players (event_id, player_id)
) WITHOUT ROWID;
CREATE TABLE team_players (
    team_id   INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players (id),
    role      TEXT NOT NULL CHECK (role IN ('regular', 'substitute')),
    position  INTEGER NOT NULL,
    PRIMARY KEY (team_id, player_id),
    UNIQUE (league_id, player_id)
) WITHOUT ROWID;
CREATE TABLE teams (
    id        INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    group_id  INTEGER NOT NULL REFERENCES league_groups (id) ON DELETE CASCADE,
    name      TEXT NOT NULL CHECK (length(trim(name)) > 0),
    club      TEXT NOT NULL DEFAULT '',
    UNIQUE (league_id, name COLLATE NOCASE)
);
CREATE TABLE totals (
    event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    series    INTEGER NOT NULL CHECK (series >= 1),
    player_id INTEGER NOT NULL REFERENCES players (id),
    points    INTEGER NOT NULL,
    won       INTEGER NOT NULL CHECK (won >= 0),
    lost      INTEGER NOT NULL CHECK (lost >= 0),
    PRIMARY KEY (event_id, series, player_id)
) WITHOUT ROWID;
CREATE INDEX game_audit_by_game ON game_audit (event_id, series, table_no, game_no);
CREATE UNIQUE INDEX hub_tokens_valid ON hub_tokens (event_id, series, table_no)
    WHERE revoked_at IS NULL;
CREATE INDEX list_results_by_player ON list_results (player_id);
CREATE INDEX payment_audit_by_event ON payment_audit (event_id);
CREATE INDEX payments_by_event ON payments (event_id, player_id);
CREATE INDEX players_by_name ON players (last_name COLLATE NOCASE, first_name COLLATE NOCASE);
CREATE UNIQUE INDEX players_by_number ON players (number COLLATE NOCASE);
CREATE INDEX prize_payouts_event ON prize_payouts (event_id, kind, recipient, id);
CREATE INDEX publish_outbox_pending ON publish_outbox (server, slug) WHERE sent_at IS NULL;
CREATE INDEX season_events_by_event ON season_events (event_id);
CREATE INDEX teams_by_group ON teams (group_id);
