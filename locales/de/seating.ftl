# Skatblock — deutscher Katalog, Teil „seating“. Jede Nachricht hat in en/seating.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Auslosung und Import eines Sitzplans (RULES.md B.2)

seating-players-count = { $count ->
    [one] 1 Spieler allein kann an keinen Dreier- oder Vierertisch gesetzt werden; bitte weitere Spieler anmelden
   *[other] { $count } Spieler lassen sich nicht auf Dreier- und Vierertische verteilen; bitte einen Spieler nachmelden oder abmelden
    }
seating-series-scored = für Serie { $series } sind schon Ergebnisse erfasst; ihr Sitzplan lässt sich nur noch Tisch für Tisch ändern (Plätze tauschen, Nachzügler, Rückzug)
seating-table-seats = Tisch { $table } der Serie { $series } braucht die Plätze 1 bis 3 oder 1 bis 4
seating-seat-twice = Platz { $seat } an Tisch { $table } der Serie { $series } ist doppelt vergeben (auch Zeile { $other_line })
seating-player-unknown = Spieler { $player } steht nicht im Spielerverzeichnis; bitte zuerst die Spieler importieren
seating-player-twice = Spieler { $player } sitzt in Serie { $series } zweimal (auch Zeile { $other_line })

## Änderungen am Sitzplan: Plätze tauschen, Nachzügler, Rückzug

seating-series-unseated = Serie { $series } ist noch nicht ausgelost; bitte zuerst auslosen
seating-table-scored = an Tisch { $table } der Serie { $series } sind schon Spiele erfasst; seine Plätze bleiben unverändert
seating-player-not-seated = Spieler { $player } hat in Serie { $series } keinen Platz
seating-player-seated = Spieler { $player } hat in Serie { $series } schon einen Platz
seating-player-unregistered = Spieler { $player } ist für Veranstaltung { $event } nicht angemeldet
seating-late-no-table = kein offener Tisch kann einen Nachzügler aufnehmen: alle offenen Tische sind voll, und es sind weniger als zwei Vierertische offen
seating-withdraw-no-table = an Tisch { $table } blieben nur zwei Spieler, und kein offener Tisch kann sie aufnehmen
seating-withdraw-last-scored = Tisch { $table } müsste aufgelöst werden und der letzte Tisch ({ $last }) seine Nummer übernehmen, doch an Tisch { $last } sind schon Spiele erfasst
seating-unregister-seated = Spieler { $player } hat in Serie { $series } schon einen Platz und lässt sich nicht mehr abmelden; bitte stattdessen im Sitzplan zurückziehen (Rückzug)
seating-unregister-played = Spieler { $player } hat in Serie { $series } schon ein Ergebnis und lässt sich nicht mehr abmelden; bitte stattdessen im Sitzplan ab der nächsten Serie zurückziehen (Rückzug)

## Was eine Änderung bewirkt hat

seating-notice-swapped = Spieler { $first } und { $second } haben die Plätze getauscht
seating-notice-joined = Spieler { $player } setzt sich an Tisch { $table } auf Platz { $seat }
seating-notice-new-table = neuer Tisch { $table } mit Spieler { $player } und je einem Spieler der Tische { $first_table } und { $second_table }
seating-notice-withdrawn = Spieler { $player } ab Serie { $series } zurückgezogen
seating-notice-moved = Spieler { $player } wechselt von Tisch { $from } an Tisch { $to }
seating-notice-dissolved = Tisch { $table } wird aufgelöst: Spieler { $first } wechselt an Tisch { $first_table }, Spieler { $second } an Tisch { $second_table }
seating-notice-renumbered = die Spieler von Tisch { $from } spielen jetzt an Tisch { $to }
