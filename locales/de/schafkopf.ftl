# Skatblock — deutscher Katalog, Teil "schafkopf". Jede Meldung hat ihr Gegenstück in
# en/schafkopf.ftl mit denselben Parametern (ein Test prüft das).

## Ablehnungen eines Schafkopfspiels (RULES.md D)

schafkopf-game-not-in-tariff = der Tarif kennt kein Spiel { $kind }; was der Tarif nicht aufführt, wird nicht gespielt
schafkopf-game-unknown = kein Spiel; die Spiele sind rufspiel, solo, wenz, farbwenz, geier, bettel, sie, ramsch
schafkopf-game-missing = welches Spiel: rufspiel, solo, wenz, farbwenz, geier, bettel, sie oder ramsch (oder {"{"}"passed": true{"}"})
schafkopf-seat-range = ein Platz ist 0, 1, 2 oder 3
schafkopf-declarer-missing = der Platz des Spielers fehlt
schafkopf-partner-missing = ein Rufspiel braucht den Platz des Mitspielers (wer die gerufene Sau hat)
schafkopf-partner-self = der Spieler kann nicht sein eigener Mitspieler sein
schafkopf-field-not-allowed = ein Spiel { $kind } hat dieses Feld nicht
schafkopf-called-missing = ein Rufspiel braucht die gerufene Sau: eichel, gras oder schellen
schafkopf-called-trump = die Herz-Sau kann nicht gerufen werden: Herz ist im Rufspiel Trumpf
schafkopf-suit-missing = ein Spiel { $kind } braucht seine Trumpffarbe: eichel, gras, herz oder schellen
schafkopf-suit-unknown = keine Farbe; die Farben sind eichel, gras, herz, schellen
schafkopf-points-range = Augen gehen von 0 bis 120
schafkopf-points-missing = ein Spiel { $kind } braucht die Augen der Spielerpartei
schafkopf-tricks-range = Stiche gehen von 0 bis 8
schafkopf-tricks-required = die Stiche der Spielerpartei entscheiden { $reason }; bitte angeben
schafkopf-tricks-points = passt nicht zu { $points } Augen
schafkopf-laufende-range = ein Spiel { $kind } hat höchstens { $max } Laufende
schafkopf-tout-not-allowed = ein Spiel { $kind } kann nicht als Tout gespielt werden
schafkopf-kontra-range = 0 (keins), 1 (Kontra) oder 2 (Re)
schafkopf-klopfer-range = 0 bis 4 Klopfer
schafkopf-bock-range = 0 bis 8 Bockstufen
schafkopf-ramsch-shape = ein Ramsch hat einen Eintrag je Spieler, vier im Ganzen
schafkopf-ramsch-points-sum = die Augen eines Ramschs ergeben 120, nicht { $sum }
schafkopf-ramsch-tricks-sum = die Stiche eines Ramschs ergeben 8, nicht { $sum }
schafkopf-sheet-players = eine Schafkopfliste nennt ihre 4 Spieler in Sitzreihenfolge
schafkopf-tariff-range = muss mindestens { $min } sein
schafkopf-tariff-unknown = weder eine Vorgabe ({ $presets }) noch eine lesbare Tarifdatei
schafkopf-tariff-invalid = kein Tarif ({ $detail })

schafkopf-finding-uneven-deals = die Liste hat { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
    }: nicht jeder hat gleich oft gegeben
schafkopf-finding-not-zero-sum = Spiel { $game }: die Beträge ergeben { $sum }, nicht 0
schafkopf-event-tables = ein Schafkopftisch hat 4 Spieler; Tisch { $table } der Serie { $series } hat { $count }
schafkopf-event-three-tables = Schafkopf wird nur an 4er-Tischen gespielt
schafkopf-event-not-schafkopf = Veranstaltung { $event } ist eine Skatveranstaltung; Schafkopfspiele gehören zu einer Schafkopfveranstaltung
schafkopf-event-is-schafkopf = Veranstaltung { $event } ist eine Schafkopfveranstaltung: ihre Spiele im Schafkopf-Formular eingeben
schafkopf-seating-fours = { $count } Spieler füllen keine 4er-Tische; eine Schafkopf-Auslosung braucht ein Vielfaches von 4
schafkopf-seating-change = ein Schafkopftisch behält seine 4 Spieler; stattdessen Spieler tauschen

## Feldnamen

field-called = gerufen
field-suit = Farbe
field-laufende = Laufende
field-tout = Tout
field-kontra = Kontra
field-klopfer = Klopfer
field-bock = Bock
field-partner = Mitspieler
field-tariff = Tarif
field-game-no = Spielnummer
field-tricks = Stiche

## Begriffe

schafkopf-reason-tout = einen Tout
schafkopf-reason-bettel = einen Bettel
schafkopf-reason-points = bei 0 oder 120 Augen, ob eine Partei schwarz ist
schafkopf-event-game-change = das Spiel einer Veranstaltung bleibt, wie sie angelegt wurde: Veranstaltung { $event } ist { $game ->
    [schafkopf] eine Schafkopfveranstaltung
   *[other] eine Skatveranstaltung
    }
schafkopf-kind-rufspiel = Sauspiel
schafkopf-kind-solo = Solo
schafkopf-kind-wenz = Wenz
schafkopf-kind-farbwenz = Farbwenz
schafkopf-kind-geier = Geier
schafkopf-kind-bettel = Bettel
schafkopf-kind-sie = Sie
schafkopf-kind-ramsch = Ramsch
schafkopf-kind-tout = Tout
schafkopf-kind-passed = eingepasst
schafkopf-unit-cent = Cent
schafkopf-unit-point = Punkte
schafkopf-unit-euro = Euro
schafkopf-suit-eichel = Eichel
schafkopf-suit-gras = Gras
schafkopf-suit-herz = Herz
schafkopf-suit-schellen = Schellen

## Ein Spiel, wie die Listen es nennen (die gedruckte Liste, die Liste und der Verlauf der
## App, die Seiten des Hubs): das Spiel, dahinter, wo gewünscht, der Mitspieler, was das Spiel
## verdoppelt, und die Augen der Spielerpartei (`narrow`: eine Spalte, zu schmal für ein langes
## Wort, das dann an einem weichen Trennstrich umbrechen darf)

describe-schafkopf = { describe-schafkopf-game }{ $partner ->
        [none] {""}
       *[other] {" "}mit { $partner }
    }{ $laufende ->
        [0] {""}
       *[other] , { $laufende } Laufende
    }{ $klopfer ->
        [0] {""}
       *[other] , { $klopfer }× Klopfer
    }{ $kontra ->
        [stoss] , Stoß
        [retour] , Retour
       *[none] {""}
    }{ $bock ->
        [0] {""}
       *[other] , { $bock }× Bock
    }{ $points ->
        [none] {""}
       *[other] {" "}· Augen { $points }
    }
describe-schafkopf-game = { $game ->
        [rufspiel] { $suit ->
            [none] Sauspiel
           *[other] Sauspiel auf die { $suit }
        }
        [solo] { $suit ->
            [none] Solo
           *[other] { $suit }-Solo
        }
        [wenz] Wenz
        [farbwenz] { $suit ->
            [none] Farbwenz
           *[other] { $suit }-Farbwenz
        }
        [geier] Geier
        [bettel] Bettel
        [sie] Sie
        [ramsch] { $durchmarsch ->
            [yes] Ramsch: Durchmarsch
           *[no] { $jungfrauen ->
                [0] Ramsch
                [1] Ramsch mit Jungfrau
               *[other] Ramsch mit { $jungfrauen } Jungfrauen
            }
        }
       *[passed] { $narrow ->
            [yes] zusammen{"\u00AD"}geworfen
           *[no] zusammengeworfen
        }
    }{ $tout ->
        [yes] {" "}Tout
       *[no] {""}
    }
