# Skatblock — English catalogue, part "prizes". Every message has its counterpart in de/prizes.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## A Preisskat's prize file: rankings, pots, prize places (RULES.md H)

prizes-file-not-json = the prize file is not JSON (line { $line }, column { $column })
prizes-file-unknown-field = the prize file has no such key (line { $line }, column { $column })
prizes-file-invalid = the prize file lacks a key or a value is of the wrong kind (line { $line }, column { $column })
prizes-ranking-id-missing = a ranking needs an id
prizes-ranking-id-twice = ranking no. { $other } already has this id
prizes-ranking-name-missing = a ranking needs a name
prizes-money-negative = an amount of money cannot be negative
prizes-percent-range = a percent lies between 0 and 100, to at most two decimals
prizes-ranking-sex-empty = the sex filter names no sex; leave the key out for no filter
prizes-ranking-age-range = an age limit lies between 0 and 150, and the minimum age not above the maximum
prizes-ranking-series-range = the series of a series ranking counts from 1
prizes-ranking-team-size = a team has at least 2 players
prizes-ranking-club-best = a club ranking counts at least each club's best player
prizes-ranking-team-and-club = a ranking is either a team or a club ranking, not both
prizes-ranking-filter-kind = { $kind ->
        [team] a team ranking
       *[club] a club ranking
    } does not filter by sex, age or series; declare an individual ranking for that
prizes-ranking-mixed = "mixed" applies only to team rankings of two (tandems)
prizes-round-range = rounding is to at least 1 cent
prizes-pot-series-fees = only a ranking with "series" takes that series' lost-game fees
prizes-pot-percent-without-fees = a share of the lost-game fees needs "lost_game_fees": true
prizes-pot-fees-over = the rankings give out { $total } % of the lost-game fees in all; there is no more than 100 %
prizes-place-range-missing = a prize place needs "place", or "from" with "to" or "to_share"
prizes-place-range-twice = a prize place names its places twice ("place" and "from", or "to" and "to_share")
prizes-place-range-order = places count from 1, and a range does not end before it starts
prizes-place-share-range = "to_share" is a share of the entrants above 0 and at most 1
prizes-place-overlap = prize range no. { $other } already gives these places
prizes-place-pays-nothing = a prize place pays cents, a percent of the pot or goods
prizes-place-percent-without-pot = this ranking has no pot (no entry fee, no lost-game fees); a percent prize needs one
prizes-main-fee-twice = the main ranking already has the entry fee of { $top } cents from the file's "entry_cents"
prizes-team-ranking-unknown = the prize file has no team ranking with this id
prizes-team-size = team { $team } has { $count } players; the ranking asks for { $size }
prizes-team-player-twice = the player is on { $team } and already on { $other_team } in this ranking
prizes-team-player-unknown = the event has no such player
prizes-team-mixed = tandem { $team } needs one woman and one man (m or d)
prizes-lot-unknown = is not in this ranking
prizes-lot-twice = is named twice in the lot
prizes-lot-not-tied = needs no lot
prizes-lot-two-groups = belongs to another group than those named before; a lot orders exactly one tied group
prizes-lot-incomplete = the lot names { $named } of { $size } tied; it must order the whole group
prizes-draw-players = { $players } players cannot be seated at tables of three and four
prizes-draw-plan = the table plan has { $seats } seats for { $players } players

## Checks against stored data (the event's operations)
prizes-none = event { $event } has no prize file; give one first with "event update { $event } --prizes FILE.json"
prizes-ranking-unknown = no ranking "{ $ranking }" in the prize file; it has: { $known }
prizes-series-beyond = the event has only { $series } series
prizes-entry-conflict = the prize file's entry fee ({ $file } cents) is not the fee schedule's ({ $schedule } cents); an event has one entry fee
prizes-teams-stale = teams are entered for the ranking "{ $ranking }" that the new prize file no longer has, or has with another team size; enter the teams again first

## The command line
cli-prizes-set = event { $event }: prize file with { $rankings } ranking(s) stored
cli-prizes-teams = { $teams } team(s) entered
cli-prizes-lot-recorded = lot for "{ $ranking }" recorded: { $order }
cli-prizes-lot-dropped = note: the lot for "{ $ranking }" ({ $order }) no longer applies, the tied group has changed; draw again
prizes-seeded-first = series { $series } has no series before it: seats are set by score from series 2 on
cli-prizes-apart = apart: { $broken } table(s) broken

## Paying out prizes (cash payout)
payout-none = { $recipient } has no prize that can be paid (none, or one a lot still decides)
payout-ambiguous = “{ $recipient }” names several prize winners: write player:{ $recipient }, team:{ $recipient } or club:{ $recipient }
payout-paid = the prize of { $recipient } is paid already ({ $by }, { $at })
payout-unpaid = the prize of { $recipient } is not recorded as paid

## The fields a refusal of the rankings and the payouts names
field-order = order
field-recipient = recipient
field-ranking = ranking
