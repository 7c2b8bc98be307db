# Skatblock — deutscher Katalog, Teil „input“. Jede Nachricht hat in en/input.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Die JSON-Formen

input-line-empty = leere Zeile: ein Spiel je Zeile als JSON-Objekt
input-not-json = kein JSON (der Leser brach in Zeile { $line }, Zeichen { $column } ab)
input-game-not-object = ein Spiel ist ein JSON-Objekt, z. B. {"{"}"contract": "grand", …{"}"}
input-game-unknown-field = unbekanntes Feld; ein Spiel hat { $fields }
input-game-invalid = kein Spiel der JSON-Form
input-type-bool = true oder false
input-type-integer = eine ganze Zahl
input-type-contract = erwartet eines von diamonds, hearts, spades, clubs, grand, null
input-type-replacement-contract = erwartet eine Farbe oder grand
input-type-announced = erwartet eines von none, schneider, schwarz
input-type-override = erwartet eines von declarer_lost_by_rule, defenders_lost_by_rule, declarer_conceded, defenders_conceded
input-type-kontra = erwartet eines von none, kontra, re
input-ramsch-invalid = ein Objekt {"{"}"points": […], "tricks": […]{"}"}, dazu wahlweise pushes, last_trick
input-replacement-not-object = ein Objekt {"{"}"contract": …, "matadors": …{"}"}
input-replacement-unknown-field = unbekanntes Feld; ein Ersatzspiel hat contract, matadors
input-sheet-not-object = eine Liste ist ein JSON-Objekt mit { $fields }
input-sheet-unknown-field = unbekanntes Feld; eine Liste hat { $fields }
input-sheet-table-size = 3 oder 4
input-sheet-players = eine Liste der Namen in Sitzreihenfolge
input-sheet-first-dealer = ein Platz (0, 1, 2 oder 3)
input-sheet-games = eine Liste von Spielen
input-seat = ein Platz 0, 1, 2 oder 3
input-written = der Listenwert mit Vorzeichen, z. B. 72 oder -96

## Regeldateien

input-rules-unreadable = die Regeldatei kann nicht gelesen werden
input-rules-not-json = die Regeldatei ist kein JSON
input-rules-unknown-flag = kein Regelschalter; die Schalter sind { $flags }
input-rules-invalid = ein Wert, den dieser Regelschalter nicht annehmen kann
