# Skatblock — deutscher Katalog, Teil "season". Jede Meldung hat ihr Gegenstück in
# en/season.ftl mit denselben Parametern (ein Test prüft das).

## Ablehnungen

season-name-missing = eine Saison braucht einen Namen
season-best-range = mindestens 1 Serie muss zählen (oder leer lassen: alle Serien zählen)
season-event-twice = Veranstaltung { $event } ist doppelt angegeben
season-event-already = Veranstaltung { $event } gehört schon zur Saison { $season }
season-event-game = Veranstaltung { $event } ist { $game ->
        [schafkopf] Schafkopf
       *[skat] Skat
    }, die Saison wertet { $season_game ->
        [schafkopf] Schafkopf
       *[skat] Skat
    }: eine Saison nimmt Veranstaltungen nur eines Spiels
season-event-not-in = Veranstaltung { $event } gehört nicht zur Saison { $season }
season-events-missing = mindestens eine Veranstaltung angeben

## Die Befehlszeile

cli-season-created = Saison { $id } angelegt: { $name }
cli-season-added = { $count } Veranstaltung(en) zur Saison { $season } hinzugefügt
cli-season-removed = Veranstaltung { $event } aus der Saison { $season } genommen
cli-season-updated = Saison { $id } geändert: { $name }

## Die Jahreswertung als Text, CSV und PDF

season-options = { $best ->
    [0] alle Serien zählen
   *[other] die besten { $best } Serien zählen
  }{ $min ->
    [0] {""}
   *[other] ; gewertet ab { $min } gespielten Serien
  }; Wertung nach { $ranking ->
    [average] dem Schnitt je gewerteter Serie
   *[total] der Summe
  }
season-name = Name
season-counted = Gewertet
season-unranked = nicht gewertet (weniger als { $min } Serien)
season-series-ref = { $event }/{ $series }

## Feldnamen

field-best = beste Serien
field-event = Veranstaltung
field-events = Veranstaltungen
field-season = Saison
