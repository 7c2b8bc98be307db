# Skatblock — deutscher Katalog, Teil „prizes“. Jede Nachricht hat in en/prizes.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Die Preisdatei eines Preisskats: Wertungen, Töpfe, Preisplätze (RULES.md H)

prizes-file-not-json = die Preisdatei ist kein JSON (Zeile { $line }, Spalte { $column })
prizes-file-unknown-field = die Preisdatei kennt diesen Schlüssel nicht (Zeile { $line }, Spalte { $column })
prizes-file-invalid = in der Preisdatei fehlt ein Schlüssel oder ein Wert hat die falsche Art (Zeile { $line }, Spalte { $column })
prizes-ranking-id-missing = eine Wertung braucht eine Kennung
prizes-ranking-id-twice = die Kennung hat schon die { $other }. Wertung
prizes-ranking-name-missing = eine Wertung braucht einen Namen
prizes-money-negative = ein Geldbetrag kann nicht negativ sein
prizes-percent-range = ein Prozentsatz liegt zwischen 0 und 100, auf höchstens zwei Nachkommastellen
prizes-ranking-sex-empty = der Geschlechterfilter nennt kein Geschlecht; ohne Filter den Schlüssel weglassen
prizes-ranking-age-range = eine Altersgrenze liegt zwischen 0 und 150, das Mindestalter nicht über dem Höchstalter
prizes-ranking-series-range = die Serie einer Serienwertung zählt ab 1
prizes-ranking-team-size = eine Mannschaft hat mindestens 2 Spieler
prizes-ranking-club-best = eine Vereinswertung zählt mindestens den besten Spieler jedes Vereins
prizes-ranking-team-and-club = eine Wertung ist entweder Mannschafts- oder Vereinswertung, nicht beides
prizes-ranking-filter-kind = { $kind ->
        [team] eine Mannschaftswertung
       *[club] eine Vereinswertung
    } filtert nicht nach Geschlecht, Alter oder Serie; dafür eine eigene Einzelwertung anlegen
prizes-ranking-mixed = „mixed“ gilt nur für Mannschaftswertungen zu zweit (Tandem)
prizes-round-range = gerundet wird auf mindestens 1 Cent
prizes-pot-series-fees = das Verlustspielgeld der Serie nimmt nur eine Wertung mit „series“
prizes-pot-percent-without-fees = ein Anteil am Verlustspielgeld braucht „lost_game_fees“: true
prizes-pot-fees-over = die Wertungen verteilen zusammen { $total } % des Verlustspielgelds; mehr als 100 % gibt es nicht
prizes-place-range-missing = ein Preisplatz braucht „place“ oder „from“ mit „to“ oder „to_share“
prizes-place-range-twice = ein Preisplatz nennt seine Plätze doppelt („place“ und „from“, oder „to“ und „to_share“)
prizes-place-range-order = Plätze zählen ab 1, und ein Bereich endet nicht vor seinem Anfang
prizes-place-share-range = „to_share“ ist ein Anteil der Teilnehmer über 0 und höchstens 1
prizes-place-overlap = diese Plätze vergibt schon der { $other }. Preisbereich
prizes-place-pays-nothing = ein Preisplatz zahlt Cent, Prozent des Topfs oder einen Sachpreis
prizes-place-percent-without-pot = diese Wertung hat keinen Topf (kein Startgeld, kein Verlustspielgeld); ein Prozentpreis braucht einen
prizes-main-fee-twice = die Hauptwertung hat schon das Startgeld { $top } Cent aus „entry_cents“ der Datei
prizes-team-ranking-unknown = die Preisdatei hat keine Mannschaftswertung mit dieser Kennung
prizes-team-size = die Mannschaft { $team } hat { $count } Spieler, die Wertung verlangt { $size }
prizes-team-player-twice = der Spieler steht in dieser Wertung in { $team } und schon in { $other_team }
prizes-team-player-unknown = diesen Spieler hat das Turnier nicht
prizes-team-mixed = das Tandem { $team } braucht eine Spielerin und einen Spieler (m oder d)
prizes-lot-unknown = steht nicht in dieser Wertung
prizes-lot-twice = ist im Los zweimal genannt
prizes-lot-not-tied = braucht kein Los
prizes-lot-two-groups = gehört zu einer anderen Gruppe als die zuvor Genannten; ein Los gilt genau einer punktgleichen Gruppe
prizes-lot-incomplete = das Los nennt { $named } von { $size } Punktgleichen; es muss die ganze Gruppe ordnen
prizes-draw-players = { $players } Spieler lassen sich nicht an Dreier- und Vierertische setzen
prizes-draw-plan = der Tischplan hat { $seats } Plätze für { $players } Spieler

## Prüfungen gegen gespeicherte Daten (Operationen der Veranstaltung)
prizes-none = Veranstaltung { $event } hat keine Preisdatei; zuerst mit „event update { $event } --prizes DATEI.json“ eine angeben
prizes-ranking-unknown = keine Wertung „{ $ranking }“ in der Preisdatei; sie hat: { $known }
prizes-series-beyond = die Veranstaltung hat nur { $series } Serien
prizes-entry-conflict = das Startgeld der Preisdatei ({ $file } Cent) ist nicht das der Gebührenordnung ({ $schedule } Cent); eine Veranstaltung hat ein Startgeld
prizes-teams-stale = für die Wertung „{ $ranking }“ sind Mannschaften eingetragen, die die neue Preisdatei nicht mehr oder mit anderer Größe hat; zuerst die Mannschaften neu eintragen

## Die Kommandozeile
cli-prizes-set = Veranstaltung { $event }: Preisdatei mit { $rankings } Wertung(en) gespeichert
cli-prizes-teams = { $teams } Mannschaft(en) eingetragen
cli-prizes-lot-recorded = Los für „{ $ranking }“ gespeichert: { $order }
cli-prizes-lot-dropped = Hinweis: das Los für „{ $ranking }“ ({ $order }) gilt nicht mehr, die punktgleiche Gruppe hat sich geändert; bitte neu losen
prizes-seeded-first = die Serie { $series } hat keine Serie davor: nach Punkten gesetzt wird ab der zweiten Serie
cli-prizes-apart = apart: { $broken } table(s) broken

## Die Auszahlung der Preise (cash payout)
payout-none = { $recipient } hat keinen Preis, der ausgezahlt werden kann (keinen oder einen, über den noch das Los entscheidet)
payout-ambiguous = „{ $recipient }“ ist der Name mehrerer Preisträger: schreiben Sie player:{ $recipient }, team:{ $recipient } oder club:{ $recipient }
payout-paid = der Preis von { $recipient } ist schon ausgezahlt ({ $by }, { $at })
payout-unpaid = der Preis von { $recipient } ist nicht als ausgezahlt vermerkt

## Die Felder, die eine Ablehnung der Rangliste und der Auszahlung nennt
field-order = Reihenfolge
field-recipient = Empfänger
field-ranking = Wertung
