-- Skatblock schema, version 9 (issue 22): the cashier's record of prizes paid. Never edit after
-- release; add a new numbered file.

-- Every payout of a prize and every withdrawal of one, in the order made (the audit is the
-- table itself): a recipient's prize is paid when its last row is `paid`. The amount and the
-- goods are those the cashier handed over, so a later change of results is seen as a
-- difference, not rewritten.
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

CREATE INDEX prize_payouts_event ON prize_payouts (event_id, kind, recipient, id);
