# Skatblock — deutscher Katalog, Teil „players“. Jede Nachricht hat in en/players.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Das Spielerverzeichnis: sein Import, sein Formular, die Suche nach Spielernummer
## $other sagt, womit verglichen wird: mit einer früheren Zeile der Datei mit Nummer (line), einer
## ohne Nummer (unnumbered) oder einem gespeicherten Spieler (registry).

player-first-name-missing = ein Spieler braucht einen Vornamen
player-last-name-missing = ein Spieler braucht einen Nachnamen
player-number-invalid = eine Spielernummer hat 1 bis 20 Buchstaben, Ziffern, „-“, „/“ oder „.“
player-number-exhausted = es ist keine Spielernummer mehr frei; bitte dem Spieler eine Nummer geben
player-number-twice = die Spielernummer { $number } steht zweimal in der Datei (auch in Zeile { $other_line })
player-number-changed = die Spielernummer { $number } gehört im Spielerverzeichnis zu { $name } ({ $club }), in der Datei steht { $file_name } ({ $file_club }); es wird nichts überschrieben
player-number-taken = ist schon die Nummer von { $other_name }
player-membership-changed = Spieler { $number } ({ $name }) hat im Spielerverzeichnis { $registered ->
        [none] keine Verbandsnummer
       *[number] die Verbandsnummer { $membership }
    }; es wird nichts überschrieben
player-membership-duplicate = dieselbe Verbandsnummer wie { $other ->
        [line] in Zeile { $other_line }
        [unnumbered] in Zeile { $other_line }
       *[registry] Spieler { $other_number } ({ $other_name })
    }
player-name-duplicate = gleicher Name und Verein wie { $other ->
        [line] in Zeile { $other_line } (Spielernummer { $other_number })
        [unnumbered] in Zeile { $other_line } (ohne Spielernummer)
       *[registry] Spieler { $other_number } im Spielerverzeichnis
    }; ohne zwei verschiedene Spielernummern wird ein doppelter Eintrag nicht stillschweigend zusammengeführt
player-name-taken = gleicher Name und Verein wie Spieler { $other_number } ({ $other_name }); ein doppelter Eintrag wird nicht stillschweigend zusammengeführt
player-notice-same-name = { $name } ({ $club }) hat denselben Namen und Verein wie { $other ->
        [line] Zeile { $other_line } (Spielernummer { $other_number })
        [unnumbered] Zeile { $other_line } (ohne Spielernummer)
       *[registry] Spieler { $other_number } im Spielerverzeichnis
    }; beide wurden als zwei Spieler importiert
player-club-none = ohne Verein

## Feldnamen des Spielerformulars

field-player = Spieler
field-first-name = Vorname
field-last-name = Nachname
field-club = Verein
field-membership-no = Verbandsnummer
field-id = Nummer
field-active = aktiv
player-text-control = ein Zeilenumbruch oder ein anderes Steuerzeichen darf nicht in Name, Verein oder Verbandsnummer stehen

## Geschlecht und Jahrgang (RULES.md H.1.1–H.1.2)

field-sex = Geschlecht
field-birth-year = Jahrgang
player-sex-invalid = das Geschlecht ist „w“ (oder „f“), „m“, „d“ oder bleibt leer
player-birth-year-invalid = der Jahrgang hat vier Ziffern, von { $min } bis { $max }, oder bleibt leer
player-attribute-changed = Spieler { $number } ({ $name }) hat in dieser Spalte im Spielerverzeichnis { $stored }; es wird nichts überschrieben (im Spielerformular oder mit „player update“ ändern)
player-attribute-unknown = keine Angabe
