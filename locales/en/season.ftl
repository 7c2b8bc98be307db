# Seasons: the ranking over several events (issue 10).
