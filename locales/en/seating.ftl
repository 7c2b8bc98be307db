# Skatblock — English catalogue, part "seating". Every message has its counterpart in de/seating.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## Drawing and importing a seating (RULES.md B.2)

seating-players-count = { $count ->
    [one] 1 player cannot be seated at tables of 3 and 4 players; register more players
   *[other] { $count } players cannot be seated at tables of 3 and 4 players; register or withdraw a player
    }
seating-series-scored = series { $series } already has results entered; its seating can only be changed table by table (swap, late arrival, withdrawal)
seating-table-seats = table { $table } of series { $series } must have seats 1..3 or 1..4
seating-seat-twice = seat { $seat } of table { $table } in series { $series } is taken twice (also line { $other_line })
seating-player-unknown = no player { $player } in the registry; import the players first
seating-player-twice = player { $player } is seated twice in series { $series } (also line { $other_line })

## Changing a seating: swap, late arrival, withdrawal

seating-series-unseated = series { $series } has no seating yet; draw it first
seating-table-scored = table { $table } of series { $series } already has games entered; its seats stay as they are
seating-player-not-seated = player { $player } is not seated in series { $series }
seating-player-seated = player { $player } is already seated in series { $series }
seating-player-unregistered = player { $player } is not registered for event { $event }
seating-late-no-table = no open table can take a late player: every open table is full and fewer than two 4-tables are open
seating-withdraw-no-table = table { $table } would keep only two players and no open table can take them
seating-withdraw-last-scored = table { $table } would be dissolved and the last table, { $last }, take its number, but table { $last } already has games entered
seating-unregister-seated = player { $player } already has a seat in series { $series } and can no longer be unregistered; withdraw the player in the seating instead
seating-unregister-played = player { $player } already has a result in series { $series } and can no longer be unregistered; withdraw the player from the next series in the seating instead

## What a change did

seating-notice-swapped = players { $first } and { $second } swapped seats
seating-notice-joined = player { $player } joins table { $table } as seat { $seat }
seating-notice-new-table = new table { $table } with player { $player } and one player each from tables { $first_table } and { $second_table }
seating-notice-withdrawn = player { $player } withdrawn from series { $series } on
seating-notice-moved = player { $player } moves from table { $from } to table { $to }
seating-notice-dissolved = table { $table } is dissolved: player { $first } joins table { $first_table }, player { $second } joins table { $second_table }
seating-notice-renumbered = table { $from } moves to table { $to }
