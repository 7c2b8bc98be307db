-- Skatblock schema, version 4 (issue 11): the club variants of a Skat game. Never edit after
-- release; add a new numbered file.

-- Kontra or Re of a played game (RULES.md C.1), NULL for neither.
ALTER TABLE games ADD COLUMN kontra TEXT CHECK (kontra IN ('kontra', 're'));

-- A Ramsch (C.3): the deal is stored as all-passed (`passed` = 1, no declarer, no contract) and
-- this holds its entry as JSON: {"points": [...], "tricks": [...], "pushes": n, "last_trick": s}.
ALTER TABLE games ADD COLUMN ramsch TEXT
    CHECK (ramsch IS NULL OR (passed = 1 AND json_valid(ramsch)));
