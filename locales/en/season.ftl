# Skatblock — English catalogue, part "season". Every message has its counterpart in
# de/season.ftl with the same parameters (a test checks it).

## Refusals

season-name-missing = a season needs a name
season-best-range = at least 1 series must count (or leave it empty: all series count)
season-event-twice = event { $event } is given twice
season-event-already = event { $event } is already in season { $season }
season-event-game = event { $event } is { $game ->
        [schafkopf] Schafkopf
       *[skat] Skat
    } but the season ranks { $season_game ->
        [schafkopf] Schafkopf
       *[skat] Skat
    }: a season takes events of one game only
season-event-not-in = event { $event } is not in season { $season }
season-events-missing = name at least one event

## The CLI

cli-season-created = created season { $id }: { $name }
cli-season-added = { $count } event(s) added to season { $season }
cli-season-removed = event { $event } taken out of season { $season }
cli-season-updated = updated season { $id }: { $name }

## The season ranking as text, CSV and PDF

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
season-name = Name
season-counted = Counted
season-unranked = not ranked (fewer than { $min } series)
season-series-ref = { $event }/{ $series }

## Field names

field-best = best series
field-event = event
field-events = events
field-season = season
