# Skatblock — English catalogue, part "totals". Every message has its counterpart in de/totals.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## Importing totals (CSV) and entering a table's totals

totals-player-unknown = no player { $player } in the registry; import the players first
totals-player-not-seated = player { $player } is not seated in series { $series }; draw or import the seating first
totals-player-not-at-table = not seated at table { $table } of series { $series }
totals-player-missing = seated at table { $table } but has no totals; enter all { $count } players
totals-player-twice = appears twice
totals-player-twice-in-file = player { $player } appears twice for series { $series } (also line { $other_line })
totals-player-stored = player { $player } already has totals for series { $series }
totals-games-exceeded = won + lost = { $sum } exceeds the { $games } games of a { $size }-table series
totals-points-range = must be within { $min }..={ $max } (player { $player })
totals-table-scored = table { $table } of series { $series } has its games entered one by one; enter games or totals, not both
totals-table-range = series { $series } has tables 1..={ $max }
totals-series-unseated = series { $series } has no seating yet; draw or import it first
totals-series-mismatch = the totals are for series { $series }
totals-schafkopf-zero-sum = the results of table { $table } of series { $series } add up to { $sum } { $unit }; in Schafkopf every amount paid is received: together 0
