# Die Tischzentrale (Hub): Tische geben ihre Listen auf den Telefonen der Spieler ein.
hub-table-unknown = Serie { $series } hat keinen Tisch { $table }; sie hat { $max ->
    [one] 1 Tisch
   *[other] { $max } Tische
    }
hub-series-unseated = Serie { $series } von Veranstaltung { $event } ist noch nicht ausgelost: erst den Sitzplan ziehen, dann haben die Tische ihre Zugänge
hub-random = das Betriebssystem liefert keine Zufallszahlen für einen Tischzugang: { $detail }
cli-hub-revoked = der Zugang von Tisch { $table } der Serie { $series } ist gesperrt; beim nächsten Ausdruck bekommt der Tisch einen neuen
cli-hub-none = Tisch { $table } der Serie { $series } hatte keinen gültigen Zugang
