# Die Tischzentrale (Hub): Tische geben ihre Listen auf den Telefonen der Spieler ein.
hub-table-unknown = Serie { $series } hat keinen Tisch { $table }; sie hat { $max ->
    [one] 1 Tisch
   *[other] { $max } Tische
    }
hub-series-unseated = Serie { $series } von Veranstaltung { $event } ist noch nicht ausgelost: erst den Sitzplan ziehen, dann haben die Tische ihre Zugänge
hub-random = das Betriebssystem liefert keine Zufallszahlen für einen Tischzugang: { $detail }
cli-hub-revoked = der Zugang von Tisch { $table } der Serie { $series } ist gesperrt; beim nächsten Ausdruck bekommt der Tisch einen neuen
cli-hub-none = Tisch { $table } der Serie { $series } hatte keinen gültigen Zugang
hub-token-unknown = dieser Tischzugang gilt nicht (mehr): den QR-Code des Tisches neu scannen oder an der Turnierleitung fragen
hub-body-not-json = die Anfrage ist kein JSON: { $detail }
hub-body-field = unbekanntes Feld; die Felder sind { $fields }
hub-body-number = muss eine ganze Zahl ab 0 sein (oder null)
hub-body-record = das Spiel fehlt oder ist kein JSON-Objekt
hub-seat-range = den Platz gibt es am Tisch nicht; Plätze 0 bis { $max }
hub-game-conflict = Spiel { $game } wurde inzwischen geändert (Stand { $version }): bitte den gespeicherten Stand ansehen und dann korrigieren
hub-list-signed = die Liste von Tisch { $table } der Serie { $series } ist unterschrieben; Korrekturen nur an der Turnierleitung
hub-sign-seats = unterschreiben müssen alle { $count } Plätze des Tisches, jeder einmal
hub-sign-incomplete = die Liste ist noch nicht fertig: { $missing } von { $games } Spielen fehlen
hub-rate-limit = zu viele Anfragen von diesem Tisch; in { $seconds } s noch einmal
hub-listen = auf dieser Adresse kann die Tischzentrale nicht lauschen: { $detail }
hub-url-base = die Adresse der Tischzentrale muss so aussehen: http://HOST:PORT (etwa http://192.168.1.20:8080) oder https://HOST, ohne Pfad; die Telefone öffnen sie über die QR-Codes
field-url-base = Adresse der Tischzentrale
cli-hub-listening = Tischzentrale für Veranstaltung { $event } läuft auf http://{ $address } (beenden mit Strg+C)
cli-hub-stopped = Tischzentrale beendet
hub-gone = die Tischzentrale hat ihre Verbindung zur Datei verloren; bitte die Tischzentrale am Turniertisch neu starten (die Telefone behalten ihre Spiele)
hub-streams-full = die Tischzentrale hält schon so viele Live-Verbindungen offen, wie sie darf; in { $seconds } s noch einmal (die Anzeige aktualisiert sich bis dahin langsamer)
hub-host = die Tischzentrale antwortet nur unter ihrer eigenen Adresse; bitte die Adresse vom QR-Code oder vom Turniertisch verwenden
