# Skatblock — English catalogue, part "input". Every message has its counterpart in de/input.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

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
input-type-kontra = expected one of none, kontra, re
input-ramsch-invalid = an object {"{"}"points": […], "tricks": […]{"}"} with optionally pushes, last_trick
input-replacement-not-object = an object {"{"}"contract": …, "matadors": …{"}"}
input-replacement-unknown-field = unknown field; a replacement has contract, matadors
input-sheet-not-object = a sheet is a JSON object with { $fields }
input-sheet-unknown-field = unknown field; a sheet has { $fields }
input-sheet-table-size = 3 or 4
input-sheet-players = a list of names in seat order
input-sheet-first-dealer = a seat index
input-sheet-games = a list of games
input-seat = a seat index 0, 1, 2 or 3
input-written = the signed list value, e.g. 72 or -96

## Rules files

input-rules-unreadable = the rules file cannot be read
input-rules-not-json = the rules file is not JSON
input-rules-unknown-flag = not a rule flag; the flags are { $flags }
input-rules-invalid = a value this rule flag cannot take
