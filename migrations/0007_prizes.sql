-- Skatblock schema, version 7 (issue 22): the Preisskat's prize file, teams and lots. Never
-- edit after release; add a new numbered file.

-- The event's prize file as the organiser gave it (JSON, checked by the prizes crate before it
-- is stored): rankings, pots, places. One per event; a new file replaces the old one.
CREATE TABLE event_prizes (
    event_id   INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
    file       TEXT NOT NULL CHECK (json_valid(file)),
    updated_at TEXT NOT NULL
);

-- The teams of the team rankings: exactly the ranking's team size per team, a player on at
-- most one team per ranking.
CREATE TABLE prize_teams (
    event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    ranking   TEXT NOT NULL,
    team      TEXT NOT NULL CHECK (length(team) >= 1),
    player_id INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (event_id, ranking, player_id)
) WITHOUT ROWID;

-- The order a drawn lot gave one tied group of a ranking (H.3): who recorded it and when. The
-- group is its members in sorted order, joined by a line feed; `ordered` the order drawn.
CREATE TABLE prize_lots (
    event_id    INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    ranking     TEXT NOT NULL,
    grp         TEXT NOT NULL,
    ordered     TEXT NOT NULL CHECK (json_valid(ordered)),
    recorded_by TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    PRIMARY KEY (event_id, ranking, grp)
) WITHOUT ROWID;
