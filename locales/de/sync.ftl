# Der Abgleich des Vereinsrechners mit dem Verbandsserver (Ausgabe 23).

sync-unreachable = der Server { $server } ist nicht erreichbar ({ $reason }); bitte später erneut versuchen
sync-server-error = der Server { $server } meldet einen Fehler (Status { $status }); bitte später erneut versuchen
sync-answer = der Server { $server } hat nicht wie erwartet geantwortet (Status { $status })
sync-refused = der Server { $server } lehnt ab: { $error }
sync-token-file = die Token-Datei { $path } ist nicht lesbar oder enthält kein Token
sync-server-url = die Serveradresse muss mit http:// oder https:// beginnen
sync-not-linked = Veranstaltung { $event } ist kein Spieltag einer Liga, die vom Server { $server } geholt wurde; bitte zuerst die Liga mit „sync pull“ holen
sync-slug = eine Kennung (Slug) darf nur Buchstaben, Ziffern und „-“ enthalten
sync-schedule-date = das Datum des { $day }. Spieltags der Staffel { $group } im Spielplan ist kein Datum JJJJ-MM-TT

## Die Befehlszeile

cli-sync-pulled-new = Liga als neue Liga { $id } geholt: { $teams } Mannschaft(en), { $players } Spieler in Aufstellungen, { $new } neu im Spielerverzeichnis, { $renamed } umbenannt, { $days } Spieltag(e) im Spielplan
cli-sync-teams-removed = Mannschaft(en), die der Server nicht mehr hat, aus der Liga entfernt: { $teams }
cli-sync-teams-kept = Mannschaft(en), die der Server nicht mehr hat, behalten, weil sie hier schon Spieltage haben (Kader geleert): { $teams }
cli-sync-pulled = Liga { $id } aktualisiert: { $teams } Mannschaft(en), { $players } Spieler in Aufstellungen, { $new } neu im Spielerverzeichnis, { $renamed } umbenannt, { $days } Spieltag(e) im Spielplan
cli-publish-sent = Version { $version } veröffentlicht
cli-publish-stopped = beendet; { $pending ->
    [0] nichts wartet mehr
    [one] 1 Version wartet noch im Postausgang (die nächste Veröffentlichung sendet sie)
   *[other] { $pending } Versionen warten noch im Postausgang (die nächste Veröffentlichung sendet die neueste)
}
