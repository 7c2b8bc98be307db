# Skatblock — English catalogue, part "season". Every message has its counterpart in
# de/season.ftl with the same parameters (a test checks it).

## Refusals

season-name-missing = a season needs a name
season-best-range = at least 1 series must count (or leave it empty: all series count)
season-event-twice = event { $event } is given twice
season-event-already = event { $event } is already in season { $season }
season-event-not-in = event { $event } is not in season { $season }
season-events-missing = name at least one event

## The CLI

cli-season-created = created season { $id }: { $name }
cli-season-added = { $count } event(s) added to season { $season }
cli-season-removed = event { $event } taken out of season { $season }
cli-season-updated = updated season { $id }: { $name }

## The season ranking as text, CSV and PDF

season-heading = { $name } — season ranking after { $events } event(s)
season-options = { $best ->
    [0] every series counts
   *[other] the best { $best } series count
  }{ $min ->
    [0] {""}
   *[other] ; ranked from { $min } series played
  }; ranked by { $ranking ->
    [average] the average per counted series
   *[total] the total
  }
season-rank = Rank
season-number = No.
season-name = Name
season-club = Club
season-played = Series
season-total = Total
season-average = Average
season-counted = Counted
season-dropped = Dropped
season-unranked = not ranked (fewer than { $min } series)
season-lot = tied: a lot decides
season-series-ref = { $event }/{ $series }
season-none = No player has a result in this season's events yet.

## Field names

field-best = best series
field-event = event
field-events = events
field-season = season
