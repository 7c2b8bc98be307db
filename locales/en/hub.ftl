# The table hub: tables enter their lists on the players' phones.
hub-table-unknown = series { $series } has no table { $table }; it has { $max ->
    [one] 1 table
   *[other] { $max } tables
    }
hub-series-unseated = series { $series } of event { $event } is not drawn yet: draw the seating first, then the tables have their access
hub-random = the operating system gives no random bytes for a table's access: { $detail }
cli-hub-revoked = the access of table { $table } of series { $series } is revoked; its next printing gives the table a new one
cli-hub-none = table { $table } of series { $series } had no valid access
