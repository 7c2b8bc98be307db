# Skatblock — English catalogue, part "common". Every message has its counterpart in de/common.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## How a refusal is put together

refusal-field = { $field } = { $value }: { $sentence }
refusal-rule = { $sentence } ({ $rule })
refusal-at-game = game { $game }: { $refusal }
refusal-at-stored-game = series { $series }, table { $table }, game { $game }: { $refusal }
refusal-row = line { $line }, column { $column }: "{ $value }": { $sentence }
refusal-line = line { $line }: { $sentence }
refusal-import = { $count } problem(s) found, nothing was imported:
value-missing = (missing)

## Words

contract-diamonds = diamonds
contract-hearts = hearts
contract-spades = spades
contract-clubs = clubs
contract-grand = grand
contract-null = null
entity-event = event
entity-player = player
entity-game = game
entity-season = season
entity-league = league
entity-payment = payment
entity-record = record

## Field labels (English keeps the names of the JSON and CSV forms)

field-contract = contract
field-file = file
field-seat = seat
field-matadors = matadors
field-series-count = series
field-games-3 = games per series at a 3-table
field-games-4 = games per series at a 4-table
field-games-per-series = games per series
field-name = name
field-date = date
field-series = series
field-table = table
field-player-id = player_id
field-points = points
field-won = won
field-lost = lost
field-blank = blank
field-passed = passed
field-hand = hand
field-ouvert = ouvert
field-announced = announced
field-declarer-points = declarer_points
field-declarer-tricks = declarer_tricks
field-bid = bid
field-replacement = replacement
field-replacement-contract = replacement.contract
field-replacement-matadors = replacement.matadors
field-result-override = result_override
field-line = line
field-declarer = declarer
field-written = written
field-players = players
field-first-dealer = first_dealer
field-table-size = table_size
field-number = number
field-sheet = sheet
field-game = game
field-rules = rules
field-games = games
field-columns = columns

## The command line

cli-list-checks = List checks:
cli-table-finding = series { $series } table { $table }: { $finding }

## Files and the app

file-unreadable = cannot read { $path } ({ $detail })
file-unwritable = cannot write { $path } ({ $detail })
app-not-open = no data file is open

## A game as a scorer says it (the list, the app's score sheet)

describe-passed = passed
describe-ramsch = Ramsch, points { $points }, tricks { $tricks }{ $pushes ->
        [0] {""}
       *[other] , pushed { $pushes }×
    }
describe-game = { $contract }{ $ouvert ->
        [yes] {" "}ouvert
       *[no] {""}
    }{ $hand ->
        [yes] {" "}hand
       *[no] {""}
    }{ $matadors ->
        [with] {" "}with { $count }
        [without] {" "}without { $count }
       *[none] {""}
    }{ $announced ->
        [schneider] , schneider announced
        [schwarz] , schwarz announced
       *[none] {""}
    }{ $schneider ->
        [yes] , schneider
       *[no] {""}
    }{ $schwarz ->
        [yes] , schwarz
       *[no] {""}
    }{ $replacement ->
        [none] {""}
       *[other] , impossible: charged as { $replacement } { $replacement_matadors ->
            [with] with
           *[without] without
        } { $replacement_count }
    }{ $override ->
        [none] {""}
       *[other] , { $override }
    }{ $kontra ->
        [kontra] , Kontra
        [re] , Kontra and Re
       *[none] {""}
    }{ $overbid ->
        [none] {""}
       *[other] , overbid (bid { $overbid })
    }{ $points ->
        [none] {""}
       *[other] {" "}· { $points } card points
    }
override-declarer-lost-by-rule = declarer lost by rule
override-defenders-lost-by-rule = defenders lost by rule
override-declarer-conceded = declarer conceded
override-defenders-conceded = defenders conceded
## Messages of the command line

cli-players-imported = { $added } player(s) added, { $unchanged } unchanged
cli-player-saved = player { $number } saved
cli-player-active = player { $number } is { $active ->
        [yes] active
       *[no] inactive
    }
cli-event-created = created event { $id }: { $name } on { $date }
cli-event-updated = updated event { $id }: { $name } on { $date }
cli-registered = { $count } player(s) registered for event { $event }
cli-registered-all = registered all { $count } active players of the registry for event { $event }
cli-drawn = series { $series } drawn with seed { $seed }: { $tables } tables ({ $fours } with 4, { $threes } with 3 players); { $repeated } pair(s) meet again
cli-seating-imported = seating imported for series { $series }
cli-games-imported = { $count } game(s) imported
cli-totals-imported = { $count } totals row(s) imported
cli-verify-difference = series { $series } table { $table } seat { $seat } (player { $player }): { $field } stored { $stored }, computed from the games { $computed }
cli-verify-summary = event { $event }: { $lists } list(s), { $results } result(s) compared, { $count ->
    [0] all match the games
   *[other] { $count } difference(s)
  }
cli-verify-repaired = the stored results of event { $event } were replaced by those computed from the games
cli-verify-failed = { $count } stored result(s) of event { $event } differ from the games; `skatblock verify { $event } --repair` stores the recomputed ones
cli-backup = backup written to { $path }

## The text list (skatblock sheet --format text)

text-sheet-heading = Score sheet: { $size }-table, { $games } games
text-number = No
text-dealer = Dealer
text-declarer = Declarer
text-game = Game
text-value = Value
text-sum = Sum
text-won = Won
text-lost = Lost
text-won-lost-points = (Won - lost) x{ $factor }
text-opponents-lost = Opponents' lost games
text-opponents-lost-points = Opponents' lost x{ $factor }
text-total = Total
text-checks-passed = List checks: all passed
text-ranking = Ranking:
text-lot = (tied: lot required)
text-won-lost = { $won } won, { $lost } lost

## The standings as text (skatblock standings)

standings-heading = { $name } — { $date } — standings, { $series ->
        [0] all series
       *[other] series { $series }
    }
standings-provisional = provisional — series { $series }: { $complete }/{ $tables } tables complete
standings-provisional-undrawn = provisional — series { $series } is not drawn yet

## Players and seating as text (skatblock player list, seating show)

players-number = id
players-name = name
players-club = club
players-membership = member no.
players-active = active
players-yes = yes
players-no = no
attendance-heading = { $name } — { $date } — attendance: { $count ->
        [one] 1 player
       *[other] { $count } players
    }
attendance-fee = entry fee
attendance-fee-paid = paid
attendance-fee-open = open
attendance-plan = tables: { $fours } of 4, { $threes } of 3
attendance-missing = { $count ->
        [one] 1 player is missing for everyone to play
       *[other] { $count } players are missing for everyone to play
    }
attendance-surplus = { $count ->
        [one] or 1 player too many: sits out (spectator or reserve)
       *[other] or { $count } players too many: they sit out (spectators or reserve)
    }
cli-unregistered = { $count } player(s) unregistered from event { $event }
cli-note = note: { $note }
cli-written = written { $path } ({ $kib } KiB)
app-poisoned = a lock of the window is poisoned; restart Skatblock
app-invalid-input = the form holds a value of the wrong kind (an empty or non-numeric number?); please check the fields
cli-history = { $at }  { $action }  series { $series } table { $table } game { $game }  by { $by }: { $old } -> { $new }
audit-enter = enter
audit-import = import
audit-correct = correct
audit-delete = delete
audit-by-table = table { $table }, series { $series } ({ $device })
cli-game-replaced = replaced version { $version } (saved by { $by }, { $at })

## Column names of the CSV exports: the English ones are the names the imports and scripts
## know, unchanged (the German catalogue names them in German)

csv-yes = true
csv-no = false
csv-column-rank = rank
csv-column-player-id = player_id
csv-column-name = name
csv-column-club = club
csv-column-points = points
csv-column-won = won
csv-column-lost = lost
csv-column-opponents-lost = opponents_lost
csv-column-total = total
csv-column-lot-required = lot_required
csv-column-id = id
csv-column-first-name = first_name
csv-column-last-name = last_name
csv-column-membership-no = membership_no
csv-column-active = active
csv-column-series = series
csv-column-table = table
csv-column-seat = seat
csv-column-played = played
csv-column-average = average
csv-column-counted = counted
csv-column-dropped = dropped
csv-column-ranked = ranked
csv-column-entry-cents = entry_cents
csv-column-lost-games = lost_games
csv-column-lost-game-cents = lost_game_cents
csv-column-due-cents = due_cents
csv-column-paid-cents = paid_cents
csv-column-balance-cents = balance_cents
csv-column-prize-cents = prize_cents
csv-column-prize-paid = prize_paid
csv-column-group = group
csv-column-team = team
csv-column-ranking-points = ranking_points
csv-column-ranking-points-against = ranking_points_against
csv-column-game-points = game_points
csv-column-series-played = series_played
csv-column-team-game-points = team_game_points
csv-column-team-ranking-points = team_ranking_points
csv-column-net-cents = net_cents
csv-column-payments = payments
## The columns of the games files (Skat and Schafkopf), read again by the games imports
csv-column-game = game
csv-column-declarer = declarer
csv-column-contract = contract
csv-column-hand = hand
csv-column-ouvert = ouvert
csv-column-announced = announced
csv-column-matadors = matadors
csv-column-declarer-points = declarer_points
csv-column-declarer-tricks = declarer_tricks
csv-column-bid = bid
csv-column-passed = passed
csv-column-replacement-contract = replacement_contract
csv-column-replacement-matadors = replacement_matadors
csv-column-result-override = result_override
csv-column-kontra = kontra
csv-column-ramsch-points = ramsch_points
csv-column-ramsch-tricks = ramsch_tricks
csv-column-ramsch-pushes = ramsch_pushes
csv-column-ramsch-last-trick = ramsch_last_trick
csv-column-game-no = game_no
csv-column-partner = partner
csv-column-called = called
csv-column-suit = suit
csv-column-tricks = tricks
csv-column-laufende = laufende
csv-column-tout = tout
csv-column-klopfer = klopfer
csv-column-bock = bock
csv-column-role = role
csv-column-ranking = ranking
csv-column-place = place
csv-column-kind = kind
csv-column-cents = cents
csv-column-goods = goods
csv-column-shared = shared
csv-column-pending-lot = pending_lot
csv-column-sex = sex
csv-column-birth-year = birth_year
csv-column-schafkopf-declarer = declarer
csv-column-schafkopf-points = points
csv-column-schafkopf-passed = passed
