-- Skatblock schema, version 11 (issue 23): why a version of the live standings was not sent.
-- A failed attempt leaves its row pending with the failure as data — the refusal as JSON
-- (code, field, value, params), said in the reader's language — and when it happened; the
-- screens show the newest pending row's. Never edit after release; add a new numbered file.
ALTER TABLE publish_outbox ADD COLUMN failed_at TEXT;
ALTER TABLE publish_outbox ADD COLUMN failure TEXT CHECK (failure IS NULL OR json_valid(failure));
