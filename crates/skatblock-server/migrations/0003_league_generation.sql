-- A league's generation (issue 23): bumped by the database itself whenever something its
-- tables are computed from changes (a day uploaded, decided or replaced; a team added or
-- changed), so every `serve` process can keep a computed table until the generation moves.
ALTER TABLE leagues ADD COLUMN generation BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION bump_league_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE leagues SET generation = generation + 1 WHERE id = OLD.league;
    ELSE
        UPDATE leagues SET generation = generation + 1 WHERE id = NEW.league;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER days_generation AFTER INSERT OR UPDATE OR DELETE ON days
    FOR EACH ROW EXECUTE FUNCTION bump_league_generation();
CREATE TRIGGER teams_generation AFTER INSERT OR UPDATE OR DELETE ON teams
    FOR EACH ROW EXECUTE FUNCTION bump_league_generation();
