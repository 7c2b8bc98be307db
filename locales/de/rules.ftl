# Skatblock — deutscher Katalog, Teil „rules“. Jede Nachricht hat in en/rules.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Spielerfassung (RULES.md A.12)

game-contract-missing = jedes gespielte Spiel hat eine Spielart; ein eingepasstes Spiel ist {"{"}"passed": true{"}"}
game-passed-fields = ein eingepasstes Spiel hat keine Spielangaben
game-matadors-missing = Farb- und Grandspiele werden mit oder ohne Spitzen gespielt
game-matadors-range = { $contract } hat mit oder ohne 1 bis { $max } Spitzen
game-matadors-null = Nullspiele haben keine Spitzen
game-bid-illegal = kein gültiger Reizwert: gereizt werden die 63 Spielwerte 18, 20, 22, 23, 24, 27, 30, … 264
game-points-range = Augen sind 0 bis 120, Skat eingeschlossen
game-points-missing = ein Farb- oder Grandspiel entscheiden die Augen des Alleinspielers
game-points-all-tricks = wer alle 10 Stiche hat, hat alle 120 Augen
game-points-no-trick = ohne Stich hält der Alleinspieler nur den Skat, höchstens 22 Augen
game-tricks-range = ein Alleinspieler macht 0 bis 10 Stiche
game-tricks-needed = nötig bei { $points } Augen: über Schwarz entscheiden die Stiche, nicht die Augen
game-tricks-null = ein Nullspiel entscheiden die Stiche des Alleinspielers: 0 gewinnt
game-announced-hand = Schneider oder Schwarz kann nur in einem Handspiel angesagt werden
game-ouvert-hand = ein Farb- oder Grand-Ouvert ist immer ein Handspiel
game-ouvert-announced = ein Farb- oder Grand-Ouvert gilt als Schwarz angesagt
game-null-announced = Nullspiele haben keine Schneider- oder Schwarz-Ansage
game-override-impossible-null = ein Null zu { $value }, gereizt bis { $bid }, ist schon vor dem Spiel verloren
game-replacement-unneeded = nur ein unmögliches Nullspiel hat ein Ersatzspiel
game-replacement-possible-null = nur ein Null, der über seinen Wert gereizt wurde, hat ein Ersatzspiel; Reizwert { $bid } ≤ { $value }
game-replacement-missing = ein Null zu { $value }, gereizt bis { $bid }, wird als Ersatzspiel (Farbe oder Grand) abgerechnet: bitte das Ersatzspiel mit Spitzen angeben
game-replacement-null = das Ersatzspiel eines unmöglichen Nullspiels ist ein Farb- oder Grandspiel

## Die Spielliste (RULES.md B.2–B.4)

sheet-errors = die Liste hat { $count } Fehler:

sheet-players-count = an einem { $size ->
    [3] Dreiertisch
   *[other] Vierertisch
    } sitzen { $size } Spieler
sheet-first-dealer-range = die Plätze sind 0 bis { $max }
sheet-game-number-order = die Spielnummern steigen ab 1 ohne Wiederholung (Zeile { $game })
sheet-declarer-passed = ein eingepasstes Spiel hat keinen Alleinspieler
sheet-declarer-missing = jedes gespielte Spiel hat einen Alleinspieler
sheet-declarer-range = die Plätze sind 0 bis { $max }
sheet-table-size = an einem Tisch sitzen 3 oder 4 Spieler

## Listenprüfungen (B.4)

finding-missing-games = { $count ->
    [one] Spiel { $numbers } fehlt in der Liste
   *[other] die Spiele { $numbers } fehlen in der Liste
    }
finding-wrong-game-count = die Liste hat { $actual ->
        [one] 1 Spiel
       *[other] { $actual } Spiele
    }; eine Serie an diesem Tisch hat { $expected }
finding-declarer-is-dealer = Spiel { $game }: { $name } gibt und setzt am Vierertisch aus, kann also nicht Alleinspieler sein
finding-written-value-mismatch = Spiel { $game }: in der Liste steht { $written }, die Angaben ergeben { $computed }
finding-arbiter-review = Spiel { $game }: { $value } berechnet, mehr als das angesagte Spiel wert sein kann; ein Schiedsrichter sollte es bestätigen

## Clubvarianten (RULES.md Teil C)

game-variant-isko = nicht nach ISkO: Kontra, Re, Bock, Ramsch und die Club-Listenarten brauchen das Regelwerk CLUB
game-variant-off = die Clubregeln dieser Liste spielen es nicht; „{ $flag }“ in den Regeln einschalten
game-passed-ramsch = mit Ramsch ist ein eingepasstes Spiel ein Ramsch: {"{"}"ramsch": {"{"}"points": […], "tricks": […]{"}"}{"}"} angeben
game-ramsch-fields = ein Ramsch hat nur seine eigenen Angaben: points, tricks, pushes, last_trick
game-ramsch-seats = ein Ramsch hat je Platz eine Angabe, 3 oder 4, für Augen wie Stiche; hier { $count }
game-ramsch-points-range = die Augen eines Spielers sind 0..=120, Skat eingeschlossen
game-ramsch-tricks-range = ein Spieler macht 0..=10 Stiche
game-ramsch-points-sum = die Augen eines Ramsch ergeben 120, nicht { $sum }
game-ramsch-tricks-sum = die Stiche eines Ramsch ergeben 10, nicht { $sum }
game-ramsch-all-tricks = Platz { $seat } hat alle 10 Stiche und damit alle 120 Augen
game-ramsch-no-trick = Platz { $seat } hat keinen Stich und höchstens den Skat, 22 Augen
game-ramsch-pushes = { $push ->
        [1] ein Schieberamsch hat 0..=3 Schübe
       *[other] diese Regeln spielen keinen Schieberamsch: 0 Schübe („push“ in den Ramsch-Regeln einschalten)
    }
game-ramsch-last-trick = den letzten Stich hat ein Spieler am Tisch mit einem Stich, 0..={ $max }
game-ramsch-last-trick-needed = Plätze { $seats } haben gleich viele, die meisten Augen: wer hat den letzten Stich gemacht?
rules-variant-isko = die ISkO kennt keine Clubvarianten; "ruleset": "CLUB" setzen, um sie zu spielen
rules-bierlachs-ramsch = eine Bierlachs-Liste spielt keinen Ramsch
rules-bierlachs-style = Bierlachs-Einstellungen brauchen "list_style": "bierlachs", nicht { $style }
rules-bierlachs-limit = die Bierlachs-Grenze liegt unter null, z. B. -501
rules-bock-triggers = eine Bockrunde braucht mindestens einen Auslöser: grand_hand, null_ouvert_hand, sixty_sixty, kontra_re
rules-money-rate = abgerechnet wird mit mindestens 1 Cent je Punkt
sheet-ramsch-seats = Spiel { $game }: ein Ramsch am { $size }er-Tisch hat { $size } Angaben
sheet-ramsch-dealer = Spiel { $game }: der Geber (Platz { $seat }) setzt am 4er-Tisch aus und hat weder Augen noch Stiche
finding-bierlachs-limit = Spiel { $game }: { $name } hat { $total } erreicht und damit die Grenze { $limit }

## Die Felder der Clubvarianten, wie Meldungen sie nennen

field-ruleset = Regelwerk
field-list-style = Listenart
field-ramsch = Ramsch
field-bierlachs = Bierlachs
field-bierlachs-limit = Bierlachs-Grenze
field-money = Geld
field-money-cents-per-point = Cent je Punkt
field-bock-triggers = Bock-Auslöser
field-ramsch-points = Ramsch-Augen
field-ramsch-tricks = Ramsch-Stiche
field-ramsch-pushes = Schübe
field-ramsch-last-trick = letzter Stich
