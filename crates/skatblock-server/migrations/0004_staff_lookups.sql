-- What the staff pages look up (issue 23): a day's audit by day (the staff list shows each
-- protested or rejected day's reason, the newest protest or rejection of the day), and a
-- token's sessions (a token keeps only its newest few).
CREATE INDEX audit_by_day ON audit (league, grp, day, id);
CREATE INDEX sessions_by_token ON sessions (token_id, created_at);
