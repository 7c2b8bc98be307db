# The table hub: tables enter their lists on the players' phones.
hub-table-unknown = series { $series } has no table { $table }; it has { $max ->
    [one] 1 table
   *[other] { $max } tables
    }
hub-series-unseated = series { $series } of event { $event } is not drawn yet: draw the seating first, then the tables have their access
hub-random = the operating system gives no random bytes for a table's access: { $detail }
cli-hub-revoked = the access of table { $table } of series { $series } is revoked; its next printing gives the table a new one
cli-hub-none = table { $table } of series { $series } had no valid access
hub-token-unknown = this table access is not valid (any more): scan the table's QR code again or ask the tournament desk
hub-body-not-json = the request is not JSON: { $detail }
hub-body-field = unknown field; the fields are { $fields }
hub-body-number = must be a whole number from 0 (or null)
hub-body-record = the game is missing or not a JSON object
hub-seat-range = the table has no such seat; seats 0 to { $max }
hub-game-conflict = game { $game } was changed meanwhile (version { $version }): look at the stored state, then correct
hub-list-signed = the list of table { $table } of series { $series } is signed; corrections only at the tournament desk
hub-sign-seats = every one of the table's { $count } seats signs, each once
hub-sign-incomplete = the list is not finished: { $missing } of { $games } games are missing
hub-rate-limit = too many requests from this table; again in { $seconds } s
hub-listen = the hub cannot listen on this address: { $detail }
hub-url-base = the hub's address must look like http://HOST:PORT (e.g. http://192.168.1.20:8080) or https://HOST, without a path; the phones open it from the QR codes
field-url-base = hub address
cli-hub-listening = the table hub of event { $event } runs on http://{ $address } (stop with Ctrl+C)
cli-hub-stopped = the table hub has stopped
hub-gone = the hub lost its connection to the file; please restart the hub at the desk (the phones keep their games)
hub-streams-full = the hub already holds as many live connections as it may; again in { $seconds } s (the display updates more slowly until then)
hub-host = the hub answers only under its own address; please use the address from the QR code or the tournament desk
