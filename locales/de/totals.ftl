# Skatblock — deutscher Katalog, Teil „totals“. Jede Nachricht hat in en/totals.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Summen importieren (CSV) und die Summen eines Tisches eingeben

totals-player-unknown = Spieler { $player } steht nicht im Spielerverzeichnis; bitte zuerst die Spieler importieren
totals-player-not-seated = Spieler { $player } hat in Serie { $series } keinen Platz; bitte zuerst den Sitzplan auslosen oder importieren
totals-player-not-at-table = sitzt nicht an Tisch { $table } der Serie { $series }
totals-player-missing = sitzt an Tisch { $table }, hat aber keine Summen; bitte die Summen aller { $count } Spieler eingeben
totals-player-twice = kommt doppelt vor
totals-player-twice-in-file = Spieler { $player } kommt für Serie { $series } doppelt vor (auch Zeile { $other_line })
totals-player-stored = für Spieler { $player } sind die Summen der Serie { $series } schon erfasst
totals-games-exceeded = gewonnene + verlorene Spiele = { $sum }, mehr als die { $games } Spiele einer Serie am { $size ->
    [3] Dreiertisch
   *[other] Vierertisch
    }
totals-points-range = muss zwischen { $min } und { $max } liegen (Spieler { $player })
totals-table-scored = an Tisch { $table } der Serie { $series } werden die Spiele einzeln erfasst; bitte entweder Spiele oder Summen eingeben, nicht beides
totals-table-range = Serie { $series } hat die Tische 1 bis { $max }
totals-series-unseated = Serie { $series } ist noch nicht ausgelost; bitte zuerst auslosen oder den Sitzplan importieren
totals-series-mismatch = die Summen gelten für Serie { $series }
totals-schafkopf-zero-sum = die Ergebnisse von Tisch { $table } der Serie { $series } ergeben zusammen { $sum } { $unit }; beim Schafkopf zahlt jeder, was ein anderer bekommt: zusammen 0
