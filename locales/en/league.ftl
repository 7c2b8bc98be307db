# Skatblock — English catalogue, part "league": leagues, groups, teams, match days, line-ups and
# the league table (issue 10). Every message has its counterpart in de/league.ftl with the same
# parameters (a test checks it).

## Refusals

league-name-missing = a league needs a name
league-season-range = the season year must be within 1900..=9999
league-series-range = a match day has 1..=99 series
league-unknown = there is no league { $league }
league-group-unknown = league { $league } has no group { $group }
league-team-unknown = group { $group } has no team { $team }
league-role-invalid = the role is regular or substitute
league-player-unknown = no player { $player } in the registry; import the players first
league-player-twice = player { $player } is on team { $team } twice (also line { $other_line })
league-player-two-teams = player { $player } would be on team { $team } and on team { $other_team }; a player is on at most one team of a league
league-team-short = team { $team } has { $count } regular player(s); a team needs at least 3
league-team-two-groups = team { $team } is already in group { $other_group } (line { $other_line }); a team name is unique in the league
league-team-moved = team { $team } has played a match day in group { $group } and stays there; its results belong to that group
league-team-two-clubs = team { $team } already has the club "{ $other_club }" (line { $other_line })
league-day-range = match days are numbered from 1
league-matchday-exists = group { $group } already has match day { $day } (event { $event })
league-matchday-unscheduled = no date: the schedule pulled from the association has no match day { $day } of group { $group } (give a date, YYYY-MM-DD)
league-event-not-matchday = event { $event } is not a league match day
league-lineup-size = a line-up of team { $team } has 3 or 4 players, not { $count }
league-lineup-not-on-team = player { $player } is not on the roster of team { $team }
league-lineup-twice = player { $player } is named twice for team { $team }

## The CLI

cli-league-created = created league { $id }: { $name } { $season }
cli-league-teams-imported = { $teams } team(s) in { $groups } group(s) imported ({ $new } new), { $players } roster player(s)
cli-league-matchday-created = created match day { $day } of group { $group }: event { $id }
cli-league-lineup-set = line-up of team { $team } for series { $series } set: { $players }
cli-league-lineup-absent = team { $team } does not play series { $series }
cli-league-list = { $id }: { $name } { $season }

## The league table as text


## Field names

field-day = match day
field-group = group
field-league = league
field-series-per-day = series per match day
field-team = team
field-role = role

## The match-day package for the association server (RULES.md B.6)

package-not-json = the package is not JSON (line { $line }, column { $column })
package-shape = the package does not have the expected shape: { $detail }
package-id-mismatch = the package id does not match its content; expected { $expected }
package-date = the date is written YYYY-MM-DD and must be a calendar day
package-day = a match day is numbered from 1
package-empty = the package holds no series
package-series-number = a series is numbered 1 to 99 and appears once in the package
package-table-number = a table is numbered from 1 and appears once in its series
package-seats = a table has 3 or 4 seats, numbered from 1
package-player-twice = the player is seated twice in series { $series }
package-list-empty = a list has either games or totals
package-rows-seats = the rows do not name exactly the players seated at the table
package-result-mismatch = the result of player { $player } does not follow from the list; it gives { $expected }
