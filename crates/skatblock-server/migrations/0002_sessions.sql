-- Staff sessions of the pages (issue 23): a signed-in browser's cookie, stored as its hash
-- like a token, so every `serve` process on the database knows it. A session ends when it
-- expires, when its holder signs out, and with its token's revocation (the join on tokens).

CREATE TABLE sessions (
    -- Hex SHA-256 of the cookie's value; the value itself is only in the browser.
    hash TEXT PRIMARY KEY,
    token_id BIGINT NOT NULL REFERENCES tokens (id) ON DELETE CASCADE,
    -- The per-session token every form of the staff pages sends back.
    csrf TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_expiry ON sessions (expires_at);
