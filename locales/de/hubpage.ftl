# Die Wörter der Seiten des Hubs (Telefon und Projektor), als words.js an die Seiten gegeben.
# Schlüssel der Seiten: page-table-title ist dort table.title; { $name } ist dort {name}.

page-lang-switch = English
page-lang-switch_label = Switch to English

page-loading = Liste wird geladen …

page-load_failed = Die Liste kann gerade nicht geladen werden – neuer Versuch läuft …

page-unauthorized = Dieser Tischzugang gilt nicht (mehr). Bitte an der Turnierleitung einen neuen Code holen.

page-table-title = Tisch { $table } · Serie { $series }

page-conn-online = verbunden
page-conn-sending = verbunden – sendet { $count }
page-conn-offline = offline
page-conn-waiting-one = offline – 1 Spiel wartet
page-conn-waiting-other = offline – { $count } Spiele warten
page-conn-storage = Achtung: dieses Telefon kann Eingaben nicht dauerhaft speichern (privater Modus?). Bitte nicht neu laden, solange Spiele warten.

page-list-no = Nr.
page-list-game = Spiel
page-list-value = Wert
page-list-empty = Noch keine Spiele. Das erste Spiel unten eingeben.
page-list-sum = Stand
page-list-unit-cent = Beträge in Euro
page-list-unit-points = Beträge in Punkten

page-row-pending = wartet
page-row-refused = abgelehnt
page-row-conflict = Konflikt
page-row-locked = nicht gespeichert
page-row-no_value = Wert folgt
page-row-tap = Zum Korrigieren antippen

page-conflict-text = Spiel { $game } wurde inzwischen am Turniertisch oder auf einem anderen Telefon geändert.
page-conflict-stored = Gespeichert:
page-conflict-mine = Meine Eingabe:
page-conflict-nothing = (nichts gespeichert)
page-conflict-keep = Gespeichertes behalten
page-conflict-send = Meins senden

page-refused-fix = Korrigieren
page-refused-drop = Verwerfen

page-entry-game = Spiel { $game }
page-entry-correcting = Korrektur Spiel { $game }
page-entry-cancel = Abbrechen
page-entry-declarer = Alleinspieler
page-entry-contract = Spiel
page-entry-matadors = Spitzen
page-entry-with = mit
page-entry-without = ohne
page-entry-fewer = eine Spitze weniger
page-entry-more = eine Spitze mehr
page-entry-hand = Hand
page-entry-ouvert = Ouvert
page-entry-schneider = Schneider angesagt
page-entry-schwarz = Schwarz angesagt
page-entry-points = Augen
page-entry-tricks = Stiche
page-entry-bid = Reizwert
page-entry-override = Ergebnis durch
page-entry-override-none = ausgespielt
page-entry-override-declarer_lost_by_rule = Regelverstoß Alleinspieler
page-entry-override-defenders_lost_by_rule = Regelverstoß Gegenspieler
page-entry-override-declarer_conceded = Alleinspieler gibt auf
page-entry-override-defenders_conceded = Gegenspieler geben auf
page-entry-save = Speichern
page-entry-value = Wert { $value }
page-entry-value_lost = verloren: { $value }
page-entry-value_overbid = überreizt: { $value }
page-entry-value_passed = eingepasst: kein Wert
page-entry-value_offline = Wert folgt, sobald verbunden
page-entry-totals = Stand danach:
page-entry-need_declarer = Wer hat gespielt? Bitte den Alleinspieler antippen.
page-entry-need_contract = Welches Spiel? Bitte das Spiel antippen.
page-entry-need_number = „{ $value }“ ist keine Zahl: bitte eine ganze Zahl ab 0 eingeben.
page-entry-full = Alle { $games } Spiele der Serie sind eingegeben.
page-entry-saved = Spiel { $game } gespeichert.
page-entry-sending = Spiel { $game } wird gesendet …
page-entry-queued = Spiel { $game } wartet auf die Verbindung.

page-contract-clubs = Kreuz
page-contract-spades = Pik
page-contract-hearts = Herz
page-contract-diamonds = Karo
page-contract-grand = Grand
page-contract-null = Null
page-contract-passed = eingepasst
page-contract-ramsch = Ramsch

page-entry-kontra = Kontra / Re
page-entry-kontra-none = –
page-entry-kontra-none_label = ohne Kontra
page-entry-kontra-kontra = Kontra
page-entry-kontra-re = Re
page-entry-ramsch = Ramsch: Augen (mit Skat) und Stiche
page-entry-ramsch-points = Augen
page-entry-ramsch-tricks = Stiche
page-entry-ramsch-dealer = gibt
page-entry-ramsch-sum = Zusammen { $points } von 120 Augen, { $tricks } von 10 Stichen
page-entry-ramsch-pushes = Schübe (Schieberamsch)
page-entry-ramsch-fewer = ein Schub weniger
page-entry-ramsch-more = ein Schub mehr
page-entry-ramsch-last_trick = Letzter Stich (gleich viele Augen)
page-entry-value_ramsch = Ramsch: { $scores }
page-entry-value_ramsch_none = Ramsch: niemand schreibt
page-entry-bock = Bock ×{ $factor }

page-mark-kontra = Kontra
page-mark-re = Re
page-mark-bock = Bock
page-mark-factor = ×{ $factor }
page-mark-kontra_title = Kontra: zählt doppelt
page-mark-re_title = Kontra und Re: zählt vierfach
page-mark-bock_title = Bockrunde: zählt doppelt
page-mark-factor_title = zählt { $factor }-fach

page-sk-game-rufspiel = Sauspiel
page-sk-game-solo = Solo
page-sk-game-wenz = Wenz
page-sk-game-farbwenz = Farbwenz
page-sk-game-geier = Geier
page-sk-game-bettel = Bettel
page-sk-game-sie = Sie
page-sk-game-ramsch = Ramsch
page-sk-game-passed = zusammen{"\u00AD"}geworfen
page-sk-suit-eichel = Eichel
page-sk-suit-gras = Gras
page-sk-suit-herz = Herz
page-sk-suit-schellen = Schellen
page-sk-entry-game = Spiel
page-sk-entry-declarer = Spieler
page-sk-entry-partner = Mitspieler
page-sk-entry-called = Gerufene Sau
page-sk-entry-suit = Farbe
page-sk-entry-points = Augen
page-sk-entry-tricks = Stiche
page-sk-entry-laufende = Laufende
page-sk-entry-tout = Tout
page-sk-entry-klopfer = Klopfer
page-sk-entry-kontra = Stoß
page-sk-entry-kontra-0 = –
page-sk-entry-kontra-1 = Stoß
page-sk-entry-kontra-2 = Retour
page-sk-entry-bock = Bock
page-sk-entry-ramsch_points = Augen
page-sk-entry-ramsch_tricks = Stiche
page-sk-entry-fewer = weniger
page-sk-entry-more = mehr

page-sign-heading = Liste unterschreiben
page-sign-hint = Alle { $games } Spiele sind gespeichert. Jeder Spieler prüft die Liste und bestätigt sie:
page-sign-confirm = Ich bestätige die Liste
page-sign-confirmed = bestätigt ✓
page-sign-waiting = Noch { $count } von { $total } Bestätigungen.
page-sign-sending = Unterschrift wird gesendet …
page-sign-offline = Unterschrift wartet auf die Verbindung …
page-sign-done = unterschrieben – Korrekturen nur am Turniertisch

page-locked = Die Liste ist unterschrieben – Korrekturen nur am Turniertisch.

page-proj-title = Rangliste
page-proj-after = Serie { $series } läuft
page-proj-page = Seite { $page }/{ $pages }
page-proj-updated = Stand { $time }
page-proj-live = live
page-proj-reconnecting = Verbindung wird wiederhergestellt …
page-proj-empty = Noch keine Ergebnisse.
page-proj-rank = Platz
page-proj-name = Name
page-proj-club = Verein
page-proj-points = Spiel{"\u00AD"}punkte
page-proj-won = Gew.
page-proj-lost = Verl.
page-proj-total = Wertung
page-proj-result = Ergebnis
page-proj-solos_won = Soli gew.
page-proj-solos_lost = Soli verl.
page-proj-lot = Los
page-proj-overall = Gesamtwertung
page-proj-tables = Tische der Serie { $series }
page-proj-table = Tisch { $table }
page-proj-signed = unterschrieben
page-proj-stale = keine Meldung seit { $minutes } min
page-proj-stale_never = noch keine Meldung
page-proj-done = { $signed } von { $tables } Listen unterschrieben
