# Skatblock — deutscher Katalog, Teil „import“. Jede Nachricht hat in en/import.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Die Zellen jedes Imports (CSV)

import-int-invalid = keine ganze Zahl
import-int-range = muss zwischen { $min } und { $max } liegen
import-required = fehlt
import-player-no-invalid = eine Spielernummer hat 1 bis 20 Buchstaben, Ziffern, „-“, „/“ oder „.“
import-flag-invalid = erwartet ja oder nein (auch true/false, 1/0)
import-column-unknown = unbekannte Spalte; erwartet: { $expected }
import-column-twice = Spalte kommt doppelt vor
import-column-missing = diese Spalte fehlt
import-file-encoding = die Datei ist kein UTF-8-Text; bitte als „CSV UTF-8“ speichern
import-file-unreadable = die Datei lässt sich nicht als CSV lesen
import-header-missing = die erste Zeile „{ $first }“ nennt keine Spalte; bitte die Spalten in der ersten Zeile benennen (erwartet: { $expected }) oder beim Import angeben
import-row-too-long = die Zeile hat { $fields } Felder, die Datei aber nur { $columns } Spalten; dieses Feld ginge verloren
