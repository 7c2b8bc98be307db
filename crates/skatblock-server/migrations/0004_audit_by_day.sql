-- A day's audit by day (issue 23): the staff list shows each protested or rejected day's
-- reason, the newest protest or rejection of the day.
CREATE INDEX audit_by_day ON audit (league, grp, day, id);
