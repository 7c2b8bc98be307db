# Skatblock — deutscher Katalog, Teil „common“. Jede Nachricht hat in en/common.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Wie eine Ablehnung zusammengesetzt wird

refusal-field = { $field } = { $value }: { $sentence }
refusal-rule = { $sentence } ({ $rule })
refusal-at-game = Spiel { $game }: { $refusal }
refusal-at-stored-game = Serie { $series }, Tisch { $table }, Spiel { $game }: { $refusal }
refusal-row = Zeile { $line }, Spalte { $column }: „{ $value }“: { $sentence }
refusal-line = Zeile { $line }: { $sentence }
refusal-import = { $count ->
    [one] 1 Fehler gefunden, nichts wurde importiert:
   *[other] { $count } Fehler gefunden, nichts wurde importiert:
    }
value-missing = (fehlt)

## Wörter

contract-diamonds = Karo
contract-hearts = Herz
contract-spades = Pik
contract-clubs = Kreuz
contract-grand = Grand
contract-null = Null
entity-event = Veranstaltung
entity-player = Spieler
entity-game = Spiel
entity-season = Saison
entity-league = Liga
entity-payment = Zahlung
entity-record = Eintrag

## Feldnamen

field-contract = Spiel
field-file = Datei
field-seat = Platz
field-matadors = Spitzen
field-series-count = Anzahl Serien
field-games-3 = Spiele je Serie am Dreiertisch
field-games-4 = Spiele je Serie am Vierertisch
field-games-per-series = Spiele je Serie
field-name = Name
field-date = Datum
field-series = Serie
field-table = Tisch
field-player-id = Spielernummer
field-points = Spielpunkte
field-won = gewonnen
field-lost = verloren
field-blank = leere Liste
field-passed = eingepasst
field-hand = Hand
field-ouvert = Ouvert
field-announced = Ansage
field-declarer-points = Augen
field-declarer-tricks = Stiche
field-bid = Reizwert
field-replacement = Ersatzspiel
field-replacement-contract = Ersatzspiel
field-replacement-matadors = Spitzen des Ersatzspiels
field-result-override = Ergebnis durch
field-line = Zeile
field-declarer = Alleinspieler
field-written = Listenwert
field-players = Spieler
field-first-dealer = erster Geber
field-table-size = Tischgröße
field-number = Nummer
field-sheet = Liste
field-game = Spiel
field-rules = Regeln
field-games = Spiele
field-columns = Spalten

## Die Kommandozeile

cli-list-checks = Listenprüfungen:
cli-table-finding = Serie { $series }, Tisch { $table }: { $finding }

## Dateien und die App

file-unreadable = { $path } kann nicht gelesen werden ({ $detail })
file-unwritable = { $path } kann nicht geschrieben werden ({ $detail })
app-not-open = es ist keine Datendatei geöffnet

## Ein Spiel, wie es ein Listenführer sagt (die Liste, die Spielliste der App)

describe-passed = eingepasst
describe-ramsch = Ramsch, Augen { $points }, Stiche { $tricks }{ $pushes ->
        [0] {""}
       *[other] , { $pushes }× geschoben
    }
describe-game = { $contract }{ $ouvert ->
        [yes] {" "}Ouvert
       *[no] {""}
    }{ $hand ->
        [yes] {" "}Hand
       *[no] {""}
    }{ $matadors ->
        [with] {" "}mit { $count }
        [without] {" "}ohne { $count }
       *[none] {""}
    }{ $announced ->
        [schneider] , Schneider angesagt
        [schwarz] , Schwarz angesagt
       *[none] {""}
    }{ $schneider ->
        [yes] , Schneider
       *[no] {""}
    }{ $schwarz ->
        [yes] , Schwarz
       *[no] {""}
    }{ $replacement ->
        [none] {""}
       *[other] , unmöglich: abgerechnet als { $replacement } { $replacement_matadors ->
            [with] mit
           *[without] ohne
        } { $replacement_count }
    }{ $override ->
        [none] {""}
       *[other] , { $override }
    }{ $kontra ->
        [kontra] , Kontra
        [re] , Kontra und Re
       *[none] {""}
    }{ $overbid ->
        [none] {""}
       *[other] , überreizt (Reizwert { $overbid })
    }{ $points ->
        [none] {""}
       *[other] {" "}· Augen { $points }
    }
override-declarer-lost-by-rule = Regelverstoß Alleinspieler
override-defenders-lost-by-rule = Regelverstoß Gegenspieler
override-declarer-conceded = Alleinspieler gibt auf
override-defenders-conceded = Gegenspieler geben auf
## Meldungen der Kommandozeile

cli-players-imported = { $added } Spieler neu, { $unchanged } unverändert
cli-player-saved = Spieler { $number } gespeichert
cli-player-active = Spieler { $number } ist { $active ->
        [yes] aktiv
       *[no] inaktiv
    }
cli-event-created = Veranstaltung { $id } angelegt: { $name } am { $date }
cli-event-updated = Veranstaltung { $id } geändert: { $name } am { $date }
cli-registered = { $count } Spieler für Veranstaltung { $event } angemeldet
cli-registered-all = alle { $count } aktiven Spieler des Spielerverzeichnisses für Veranstaltung { $event } angemeldet
cli-drawn = Serie { $series } ausgelost mit Startwert { $seed }: { $tables ->
        [one] 1 Tisch
       *[other] { $tables } Tische
    } ({ $fours } mit 4, { $threes } mit 3 Spielern); { $repeated ->
        [0] kein Paar sitzt erneut zusammen
        [one] 1 Paar sitzt erneut zusammen
       *[other] { $repeated } Paare sitzen erneut zusammen
    }
cli-seating-imported = Sitzplan eingelesen für Serie { $series }
cli-games-imported = { $count ->
        [one] 1 Spiel eingelesen
       *[other] { $count } Spiele eingelesen
    }
cli-totals-imported = { $count ->
        [one] 1 Summenzeile eingelesen
       *[other] { $count } Summenzeilen eingelesen
    }
cli-verify-difference = Serie { $series } Tisch { $table } Platz { $seat } (Spieler { $player }): { $field } gespeichert { $stored }, aus den Spielen berechnet { $computed }
cli-verify-summary = Veranstaltung { $event }: { $lists } Liste(n), { $results } Ergebnis(se) verglichen, { $count ->
    [0] alle stimmen mit den Spielen überein
   *[other] { $count } Abweichung(en)
  }
cli-verify-repaired = die gespeicherten Ergebnisse der Veranstaltung { $event } wurden durch die aus den Spielen berechneten ersetzt
cli-verify-failed = { $count } gespeicherte(s) Ergebnis(se) der Veranstaltung { $event } weichen von den Spielen ab; `skatblock verify { $event } --repair` speichert die neu berechneten
cli-backup = Sicherung geschrieben nach { $path }

## Die Textliste (skatblock sheet --format text)

text-sheet-heading = Spielliste: { $size ->
        [3] Dreiertisch
       *[other] Vierertisch
    }, { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    }
text-number = Nr
text-dealer = Geber
text-declarer = Alleinsp.
text-game = Spiel
text-value = Wert
text-sum = Summe
text-won = gewonnen
text-lost = verloren
text-won-lost-points = (gewonnen − verloren) × { $factor }
text-opponents-lost = Gegenspiel gewonnen
text-opponents-lost-points = Gegenspiel × { $factor }
text-total = Gesamt
text-checks-passed = Listenprüfung: alles in Ordnung
text-ranking = Platzierung:
text-lot = (gleichauf: das Los entscheidet)
text-won-lost = { $won } gewonnen, { $lost } verloren

## Die Rangliste als Text (skatblock standings)

standings-heading = { $name } — { $date } — Rangliste, { $series ->
        [0] alle Serien
       *[other] Serie { $series }
    }
standings-provisional = vorläufig — Serie { $series }: { $complete }/{ $tables } Tische fertig
standings-provisional-undrawn = vorläufig — Serie { $series } ist noch nicht ausgelost

## Spieler und Sitzplan als Text (skatblock player list, seating show)

players-number = Nr.
players-name = Name
players-club = Verein
players-membership = Mitgl.-Nr.
players-active = aktiv
players-yes = ja
players-no = nein
attendance-heading = { $name } — { $date } — Anmeldung: { $count ->
        [one] 1 Spieler
       *[other] { $count } Spieler
    }
attendance-fee = Startgeld
attendance-fee-paid = bezahlt
attendance-fee-open = offen
attendance-plan = Tischplan: { $fours ->
        [one] 1 Vierertisch
       *[other] { $fours } Vierertische
    }, { $threes ->
        [one] 1 Dreiertisch
       *[other] { $threes } Dreiertische
    }
attendance-missing = { $count ->
        [one] es fehlt 1 Spieler, damit alle spielen
       *[other] es fehlen { $count } Spieler, damit alle spielen
    }
attendance-surplus = { $count ->
        [one] oder 1 Spieler zu viel: er setzt aus (Zuschauer oder Reserve)
       *[other] oder { $count } Spieler zu viel: sie setzen aus (Zuschauer oder Reserve)
    }
cli-unregistered = { $count } Spieler von Veranstaltung { $event } abgemeldet
cli-note = Hinweis: { $note }
cli-written = geschrieben: { $path } ({ $kib } KiB)
app-poisoned = eine Sperre des Fensters ist nach einem Fehler blockiert; bitte Skatblock neu starten
app-invalid-input = ein Feld enthält einen Wert der falschen Art (eine leere oder keine Zahl?); bitte die Felder prüfen
cli-history = { $at }  { $action }  Serie { $series } Tisch { $table } Spiel { $game }  von { $by }: { $old } -> { $new }
audit-enter = erfasst
audit-import = eingelesen
audit-correct = korrigiert
audit-delete = gelöscht
audit-by-table = Tisch { $table }, Serie { $series } ({ $device })
cli-game-replaced = Stand { $version } ersetzt (gespeichert von { $by }, { $at })

## Spaltennamen der deutschen CSV-Exporte (export …, die App auf Deutsch); die Importe lesen
## die der Spielerliste und des Sitzplans wieder (csv_input.rs, ALIASES)

csv-yes = ja
csv-no = nein
csv-column-rank = Platz
csv-column-player-id = Spielernr.
csv-column-name = Name
csv-column-club = Verein
csv-column-points = Spielpunkte
csv-column-won = Gewonnen
csv-column-lost = Verloren
csv-column-opponents-lost = Gegenspiel gewonnen
csv-column-total = Wertung
csv-column-lot-required = Los
csv-column-id = Nr.
csv-column-first-name = Vorname
csv-column-last-name = Nachname
csv-column-membership-no = Verbandsnummer
csv-column-active = aktiv
csv-column-series = Serie
csv-column-table = Tisch
csv-column-seat = Platz
csv-column-played = Serien gespielt
csv-column-average = Schnitt
csv-column-counted = gewertete Serien
csv-column-dropped = gestrichene Serien
csv-column-ranked = in der Wertung
csv-column-entry-cents = Startgeld (Cent)
csv-column-lost-games = verlorene Spiele
csv-column-lost-game-cents = Verlustspielgeld (Cent)
csv-column-due-cents = fällig (Cent)
csv-column-paid-cents = bezahlt (Cent)
csv-column-balance-cents = Saldo (Cent)
csv-column-prize-cents = Preis (Cent)
csv-column-prize-paid = Preis ausgezahlt
csv-column-group = Gruppe
csv-column-team = Mannschaft
csv-column-ranking-points = Wertungspunkte
csv-column-ranking-points-against = Wertungspunkte gegen
csv-column-game-points = Spielpunkte
csv-column-series-played = Serien gespielt
csv-column-team-game-points = Spielpunkte der Mannschaft
csv-column-team-ranking-points = Wertungspunkte der Mannschaft
csv-column-net-cents = Saldo (Cent)
csv-column-payments = Zahlungen
## The columns of the games files (Skat and Schafkopf), read again by the games imports
csv-column-game = Spiel
csv-column-declarer = Alleinspieler
csv-column-contract = Spielart
csv-column-hand = Hand
csv-column-ouvert = Ouvert
csv-column-announced = Ansage
csv-column-matadors = Spitzen
csv-column-declarer-points = Augen
csv-column-declarer-tricks = Stiche
csv-column-bid = Reizwert
csv-column-passed = eingepasst
csv-column-replacement-contract = Ersatzspiel
csv-column-replacement-matadors = Spitzen Ersatzspiel
csv-column-result-override = Ergebnis durch
csv-column-kontra = Kontra
csv-column-ramsch-points = Ramsch Augen
csv-column-ramsch-tricks = Ramsch Stiche
csv-column-ramsch-pushes = Ramsch geschoben
csv-column-ramsch-last-trick = Ramsch letzter Stich
csv-column-game-no = Spielnr.
csv-column-partner = Mitspieler
csv-column-called = Ruf-Ass
csv-column-suit = Farbe
csv-column-tricks = Stiche
csv-column-laufende = Laufende
csv-column-tout = Tout
csv-column-klopfer = Klopfer
csv-column-bock = Bock
csv-column-role = Rolle
csv-column-ranking = Wertung
csv-column-place = Platz
csv-column-kind = Art
csv-column-cents = Betrag (Cent)
csv-column-goods = Sachpreis
csv-column-shared = geteilt
csv-column-pending-lot = Los ausstehend
csv-column-sex = Geschlecht
csv-column-birth-year = Jahrgang
csv-column-schafkopf-declarer = Spieler
csv-column-schafkopf-points = Augen
csv-column-schafkopf-passed = zusammengeworfen
