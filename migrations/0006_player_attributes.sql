-- Skatblock schema, version 6 (issue 22, RULES.md H.1.1–H.1.2): a player's sex and birth year,
-- for the Preisskat's Damen, Senioren and Junioren rankings. Never edit after release; add a
-- new numbered file.

-- Both are optional: a player of an older file is unknown in both, and so in no ranking that
-- filters by them (H.1.4). Only the year is kept, never a date of birth (H.1.2). German `w` is
-- read as `f` before it gets here.
ALTER TABLE players ADD COLUMN sex TEXT CHECK (sex IS NULL OR sex IN ('f', 'm', 'd'));

-- The upper end (this year) moves with the clock, which a CHECK cannot read: the import and
-- the form refuse a year to come; the schema keeps out what no year of any clock could be.
ALTER TABLE players ADD COLUMN birth_year INTEGER
    CHECK (birth_year IS NULL OR (typeof(birth_year) = 'integer' AND birth_year BETWEEN 1900 AND 9999));
