# Skatblock — deutscher Katalog, Teil „store“. Jede Nachricht hat in en/store.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Die Datendatei

store-not-a-database = { $path } ist keine Skatblock-Datenbank (keine SQLite-Datei oder beschädigt); sie wurde nicht verändert
store-foreign = { $path } ist eine SQLite-Datenbank eines anderen Programms (Kennung { $application_id }); sie wurde nicht verändert
store-too-new = { $path } stammt von einem neueren Skatblock (Schema { $found }; diese Version kennt bis { $supported }); bitte Skatblock aktualisieren. Die Datei wurde nicht verändert
store-damaged = die Datenbank ist beschädigt ({ $detail }); bitte die letzte Sicherung zurückspielen
store-not-found = { $entity } { $id } gibt es nicht
store-conflict = die gespeicherten Daten lassen diese Änderung nicht zu ({ $detail })
store-game-breaks-rules = das gespeicherte Spiel Serie { $series }, Tisch { $table }, Spiel { $game } passt nicht zu den aktuellen Regeln der Veranstaltung; bitte das Spiel korrigieren oder löschen
store-game-not-found = Serie { $series }, Tisch { $table }, Spiel { $game } ist nicht erfasst
store-already-entered = Serie { $series }, Tisch { $table }, Spiel { $game } ist schon erfasst; bitte korrigieren
store-version-changed = Spiel { $game } wurde inzwischen geändert (Stand { $version }): bitte den gespeicherten Stand ansehen und dann korrigieren
store-migration = die Aktualisierung der Datenbank ist fehlgeschlagen, nichts wurde geändert ({ $detail })
store-sqlite = Datenbankfehler ({ $detail })
store-folder = der Ordner { $path } kann nicht angelegt werden ({ $detail })
store-backup = die Sicherung { $path } kann nicht geschrieben werden ({ $detail })

## Die Einstellungsdatei

settings-io = die Einstellungsdatei { $path } kann nicht gelesen oder geschrieben werden ({ $detail })
settings-invalid = die Einstellungsdatei { $path } ist keine von Skatblock (Zeile { $line }, Zeichen { $column }); bis zum nächsten Speichern gelten die Voreinstellungen
store-no-free-number = es ist keine freie Spielernummer mehr übrig
store-unreadable = der gespeicherte Wert „{ $what }“ von { $entity } { $id } ist nicht lesbar; bitte die letzte Sicherung zurückspielen
field-lineup = Aufstellung
field-record = Spiel
field-action = Vorgang
