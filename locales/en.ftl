# Skatblock — the English catalogue of refusals, list checks and their words.
# One message per code (the code with "-" for "."); the German catalogue de.ftl has the same
# ids with the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## How a refusal is put together

refusal-field = { $field } = { $value }: { $sentence }
refusal-rule = { $sentence } ({ $rule })
refusal-at-game = game { $game }: { $refusal }
refusal-row = line { $line }, column { $column }: "{ $value }": { $sentence }
refusal-import = { $count } problem(s) found, nothing was imported:
value-missing = (missing)

## Words

contract-diamonds = diamonds
contract-hearts = hearts
contract-spades = spades
contract-clubs = clubs
contract-grand = grand
contract-null = null

## Field labels (English keeps the names of the JSON and CSV forms)

field-contract = contract
field-matadors = matadors
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

## Game entry (RULES.md A.12)

game-contract-missing = every played game has a contract; a passed-in deal is {"{"}"passed": true{"}"}
game-passed-fields = a passed-in deal has no game fields
game-matadors-missing = suit and grand games are played with or without matadors
game-matadors-range = { $contract } allows 1..={ $max } with or -{ $max }..=-1 without
game-matadors-null = null games have no matadors
game-bid-illegal = not a legal bid: bids are the 63 game values 18, 20, 22, 23, 24, 27, 30, … 264
game-points-range = card points are 0..=120, skat included
game-points-missing = a suit or grand game is decided by the declarer's card points
game-points-all-tricks = a declarer who took all 10 tricks has all 120 card points
game-points-no-trick = a declarer without a trick holds only the skat, at most 22 card points
game-tricks-range = a declarer takes 0..=10 tricks
game-tricks-needed = needed with declarer_points = { $points }: schwarz depends on the tricks, not the points
game-tricks-null = a null is decided by the declarer's tricks: 0 wins
game-announced-hand = schneider or schwarz can only be announced in a hand game
game-ouvert-hand = a suit or grand ouvert is always a hand game
game-ouvert-announced = a suit or grand ouvert counts as schwarz announced
game-null-announced = null games have no schneider or schwarz announcements
game-override-impossible-null = a null worth { $value } bid to { $bid } is lost before play
game-replacement-unneeded = only an impossible null has a replacement game
game-replacement-possible-null = only a null bid above its value has a replacement game; bid { $bid } ≤ { $value }
game-replacement-missing = a null worth { $value } bid to { $bid } is charged as a suit or grand replacement game: give {"{"}"contract": …, "matadors": …{"}"}
game-replacement-null = the replacement of an impossible null is a suit or grand game

## A score sheet (RULES.md B.2–B.4)

sheet-errors = the sheet has { $count } error(s):

sheet-players-count = a { $size }-table has { $size } players
sheet-first-dealer-range = seats are 0..={ $max }
sheet-game-number-order = game numbers rise from 1 without repeats (row { $game })
sheet-declarer-passed = a passed-in deal has no declarer
sheet-declarer-missing = every played game has one declarer
sheet-declarer-range = seats are 0..={ $max }
sheet-table-size = a table has 3 or 4 players

## List checks (B.4)

finding-missing-games = { $count ->
        [one] game { $numbers } is missing from the list
       *[other] games { $numbers } are missing from the list
    }
finding-wrong-game-count = the list has { $actual } games; a series at this table has { $expected }
finding-declarer-is-dealer = game { $game }: { $name } is the dealer and sits out at a 4-table, so cannot be declarer
finding-written-value-mismatch = game { $game }: the list says { $written }, the entries give { $computed }
finding-arbiter-review = game { $game }: charged { $value }, more than the declared game can be worth; an arbiter should confirm it

## The JSON forms

input-line-empty = empty line: one game per line as a JSON object
input-not-json = not JSON (the parser stopped at line { $line }, column { $column })
input-game-not-object = a game is a JSON object, e.g. {"{"}"contract": "grand", …{"}"}
input-game-unknown-field = unknown field; a game has { $fields }
input-game-invalid = not a game of the JSON form
input-type-bool = true or false
input-type-integer = a whole number
input-type-contract = expected one of diamonds, hearts, spades, clubs, grand, null
input-type-replacement-contract = expected a suit or grand
input-type-announced = expected one of none, schneider, schwarz
input-type-override = expected one of declarer_lost_by_rule, defenders_lost_by_rule, declarer_conceded, defenders_conceded
input-replacement-not-object = an object {"{"}"contract": …, "matadors": …{"}"}
input-replacement-unknown-field = unknown field; a replacement has contract, matadors
input-sheet-not-object = a sheet is a JSON object with table_size, players, first_dealer, games
input-sheet-unknown-field = unknown field; a sheet has { $fields }
input-sheet-rules = the flags of RULES.md part G
input-sheet-table-size = 3 or 4
input-sheet-players = a list of names in seat order
input-sheet-first-dealer = a seat index
input-sheet-games = a list of games
input-seat = a seat index 0, 1, 2 or 3
input-written = the signed list value, e.g. 72 or -96
