# Skatblock — deutscher Katalog, Teil „event“. Jede Nachricht hat in en/event.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Spiele gegen die Veranstaltung und ihren Sitzplan

games-series-range = die Veranstaltung hat die Serien 1 bis { $max }
games-series-unseated = Serie { $series } hat noch keinen Sitzplan; bitte zuerst auslosen oder einlesen
games-table-range = Serie { $series } hat die Tische 1 bis { $max }
games-game-range = an einem { $size ->
        [3] Dreiertisch
       *[other] Vierertisch
    } werden in einer Serie die Spiele 1 bis { $max } gespielt
games-declarer-passed = ein eingepasstes Spiel hat keinen Alleinspieler
games-declarer-missing = ein gespieltes Spiel braucht die Spielernummer des Alleinspielers
games-declarer-unknown = Spieler { $number } ist nicht im Spielerverzeichnis
games-declarer-not-seated = Spieler { $number } sitzt in Serie { $series } nicht an Tisch { $table } (dort sitzen: { $seated })
games-declarer-dealer = Spieler { $number } gibt Spiel { $game } an diesem Vierertisch und setzt aus, kann also nicht Alleinspieler sein
games-game-twice = Serie { $series }, Tisch { $table }, Spiel { $game } steht zweimal in der Datei (auch Zeile { $other_line })
games-replacement-incomplete = ein Ersatzspiel braucht seine Spielart und seine Spitzen

## Die Einstellungen einer Veranstaltung

event-name-missing = eine Veranstaltung braucht einen Namen
event-date-invalid = erwartet JJJJ-MM-TT, z. B. 2026-11-22
event-series-range = eine Veranstaltung hat 1 bis 99 Serien
event-series-games-multiple = muss ein Vielfaches von { $size } sein, damit jeder gleich oft gibt
event-series-used = Serie { $used } ist schon ausgelost oder gewertet; bitte zuerst ihren Sitzplan und ihre Ergebnisse entfernen
event-series-games-fixed = es sind schon Spiele mit { $old_three }/{ $old_four } Spielen je Serie am Dreier-/Vierertisch erfasst; die Serienlänge kann sich nicht mehr ändern
event-rules-break-games = { $count ->
        [one] { $changed }: 1 gespeichertes Spiel passt nicht zu den neuen Regeln; bitte zuerst korrigieren oder löschen oder die alten Regeln behalten
       *[other] { $changed }: { $count } gespeicherte Spiele passen nicht zu den neuen Regeln; bitte zuerst korrigieren oder löschen oder die alten Regeln behalten (die ersten { $named } unten)
    }
event-series-unknown = Veranstaltung { $event } hat die Serien 1 bis { $max }

## Einen Tisch zusammenzählen

standings-declarer-unseated = Spiel { $game }: Alleinspieler { $number } sitzt nicht mehr an diesem Tisch; das Spiel zählt nicht

## Eine Liste zusammenstellen

report-series-unseated = Serie { $series } der Veranstaltung { $event } hat noch keinen Sitzplan; bitte zuerst auslosen (seating draw { $event } --series { $series })
report-template = die Listenvorlage { $template } ist nicht lesbar: { $detail }
report-template-unknown = es gibt keine Listenvorlage { $template }
report-write = die Liste konnte nicht geschrieben werden: { $detail }
report-event-unseated = Veranstaltung { $event } hat noch keinen Sitzplan zum Ausgeben; bitte zuerst auslosen
report-table-unknown = Serie { $series } hat die Tische 1 bis { $max }
