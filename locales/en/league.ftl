# Leagues: groups, teams, match days, table (issue 10).
