# Der Verbandsserver (Ausgabe 23): Anmeldung, Rollen, Spieltage, Tabellen.

server-unauthorized = ohne gültigen Zugangsschlüssel geht das nicht; bitte einen Schlüssel angeben, der nicht widerrufen ist
server-forbidden = dieser Zugangsschlüssel darf das nicht (Rolle oder Bereich passen nicht)
server-not-found = das gibt es auf dem Server nicht
server-state = der Spieltag ist { $state ->
        [submitted] eingereicht
        [confirmed] bestätigt
        [protested] mit Einspruch
        [approved] freigegeben
       *[rejected] zurückgewiesen
    }; das geht in diesem Zustand nicht
server-too-large = die Sendung ist größer als { $max } Bytes
server-rate = zu viele Anfragen mit diesem Schlüssel; bitte in { $seconds } s erneut versuchen
server-unavailable = die Datenbank ist gerade nicht erreichbar; bitte in { $seconds } s erneut versuchen
server-internal = die Datenbank hat die Anfrage nicht ausgeführt
server-body-json = die Sendung ist kein passendes JSON: { $detail }
server-seat-not-rostered = der Spieler steht in keiner Mannschaftsmeldung dieser Staffel
server-package-path = das Paket gehört zu einem anderen Spieltag; erwartet { $expected }
server-league-field = dieser Wert ist für eine Liga nicht zulässig
server-csv-header = die Kopfzeile muss { $expected } lauten
server-csv-line = die Zeile ist kein CSV mit { $columns } Spalten
server-csv-empty = dieses Feld darf nicht leer sein
server-csv-too-many = die Datei hat mehr als { $max } Zeilen
server-team-conflict = die Mannschaft steht schon mit einer anderen Staffel oder einem anderen Verein in der Liga
server-player-twice = diese Spielernummer steht schon in einer früheren Zeile
server-player-number = eine Spielernummer hat 1 bis 20 Buchstaben, Ziffern, „-“, „/“ oder „.“ – so führen sie die Vereinsrechner
server-group-scope = diese Staffel leitet der Schlüssel nicht
server-schedule-day = ein Spieltag hat eine Nummer von 1 bis 999
server-schedule-date = das Datum wird JJJJ-MM-TT geschrieben und muss ein Kalendertag sein
server-schedule-host = der Gastgeber ist keine Mannschaft dieser Staffel
server-schedule-twice = dieser Spieltag der Staffel steht schon in einer früheren Zeile
server-event-shape = erwartet wird {"{"}"version": Zahl, "event": Objekt{"}"}
server-token-name-taken = ein Zugangsschlüssel dieses Namens existiert schon
server-token-scope = diese Rolle braucht { $option }
server-token-unknown = es gibt keinen Zugangsschlüssel dieses Namens
server-token-role = die Rolle ist admin, group-leader, club oder captain
server-csrf = das Formular kam nicht von dieser Seite oder ist veraltet; bitte die Seite neu laden und noch einmal senden
server-session = die Anmeldung ist abgelaufen oder beendet; bitte mit dem Zugangsschlüssel neu anmelden
