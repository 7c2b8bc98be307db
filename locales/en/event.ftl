# Skatblock — English catalogue, part "event". Every message has its counterpart in de/event.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## Games against the event and its seating

games-series-range = the event has series 1..={ $max }
games-series-unseated = series { $series } has no seating yet; draw or import it first
games-table-range = series { $series } has tables 1..={ $max }
games-game-range = a { $size }-table plays games 1..={ $max } in a series
games-declarer-passed = a passed-in deal has no declarer
games-declarer-missing = a played game needs its declarer's player number
games-declarer-unknown = no player { $number } in the registry
games-declarer-not-seated = player { $number } does not sit at table { $table } in series { $series } (seated: { $seated })
games-declarer-dealer = player { $number } deals game { $game } at this 4-table and sits out, so cannot be declarer
games-game-twice = series { $series } table { $table } game { $game } appears twice in the file (also line { $other_line })
games-replacement-incomplete = a replacement game needs its contract and its matadors

## An event's settings

event-name-missing = an event needs a name
event-date-invalid = expected YYYY-MM-DD, e.g. 2026-11-22
event-series-range = an event has 1..=99 series
event-series-games-multiple = must be a positive multiple of { $size }, so everyone deals equally often
event-series-used = series { $used } is already seated or scored; remove its seating and results first
event-series-games-fixed = games are already entered with { $old_three }/{ $old_four } games per 3-/4-table series; the series length cannot change any more
event-rules-break-games = { $changed }: { $count } stored game(s) would not fit the new rules; correct or delete them first, or keep the old rules (the first { $named } below)
event-series-unknown = event { $event } has series 1..={ $max }

## Adding up a table

standings-declarer-unseated = game { $game }: declarer { $number } no longer sits at this table; the game is not counted

## Gathering a printed list

report-series-unseated = series { $series } of event { $event } has no seating yet; draw it first (seating draw { $event } --series { $series })
report-template = the list template { $template } cannot be read: { $detail }
report-template-unknown = there is no list template { $template }
report-write = the list could not be written: { $detail }
report-event-unseated = event { $event } has no seating to export yet; draw it first
report-table-unknown = series { $series } has tables 1..={ $max }
