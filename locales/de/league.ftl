# Skatblock — deutscher Katalog, Teil „league“: Ligen, Staffeln, Mannschaften, Spieltage,
# Aufstellungen und die Ligatabelle (Ausgabe 10). Jede Nachricht hat in en/league.ftl ihr
# Gegenstück mit denselben Parametern (ein Test prüft das).

## Ablehnungen

league-name-missing = eine Liga braucht einen Namen
league-season-range = das Spieljahr muss zwischen 1900 und 9999 liegen
league-series-range = ein Spieltag hat 1 bis 99 Serien
league-unknown = es gibt keine Liga { $league }
league-group-unknown = die Liga { $league } hat keine Staffel { $group }
league-team-unknown = die Staffel { $group } hat keine Mannschaft { $team }
league-role-invalid = die Rolle ist „regular“ (Stammspieler) oder „substitute“ (Ersatzspieler)
league-player-unknown = Spieler { $player } steht nicht im Spielerverzeichnis; bitte zuerst die Spieler importieren
league-player-twice = Spieler { $player } steht doppelt in der Mannschaft { $team } (auch Zeile { $other_line })
league-player-two-teams = Spieler { $player } stünde in der Mannschaft { $team } und in der Mannschaft { $other_team }; ein Spieler gehört höchstens einer Mannschaft einer Liga an
league-team-short = die Mannschaft { $team } hat { $count ->
    [one] einen Stammspieler
   *[other] { $count } Stammspieler
    }; eine Mannschaft braucht mindestens 3
league-team-two-groups = die Mannschaft { $team } steht schon in der Staffel { $other_group } (Zeile { $other_line }); ein Mannschaftsname ist in der Liga eindeutig
league-team-moved = die Mannschaft { $team } hat in der Staffel { $group } schon gespielt und bleibt dort; ihre Ergebnisse gehören zu dieser Staffel
league-team-two-clubs = die Mannschaft { $team } hat schon den Verein „{ $other_club }“ (Zeile { $other_line })
league-day-range = Spieltage werden ab 1 gezählt
league-matchday-exists = die Staffel { $group } hat den { $day }. Spieltag schon (Veranstaltung { $event })
league-matchday-unscheduled = ohne Datum: der vom Verband geholte Spielplan hat keinen { $day }. Spieltag der Staffel { $group } (Datum JJJJ-MM-TT angeben)
league-event-not-matchday = die Veranstaltung { $event } ist kein Spieltag einer Liga
league-lineup-size = eine Aufstellung der Mannschaft { $team } hat 3 oder 4 Spieler, nicht { $count }
league-lineup-not-on-team = Spieler { $player } steht nicht im Kader der Mannschaft { $team }
league-lineup-twice = Spieler { $player } ist für die Mannschaft { $team } doppelt genannt

## Die Kommandozeile

cli-league-created = Liga { $id } angelegt: { $name } { $season }
cli-league-teams-imported = { $teams } Mannschaft(en) in { $groups } Staffel(n) eingelesen ({ $new } neu), { $players } Kaderspieler
cli-league-matchday-created = { $day }. Spieltag der Staffel { $group } angelegt: Veranstaltung { $id }
cli-league-lineup-set = Aufstellung der Mannschaft { $team } für Serie { $series } festgelegt: { $players }
cli-league-lineup-absent = die Mannschaft { $team } spielt Serie { $series } nicht
cli-league-list = { $id }: { $name } { $season }

## Die Ligatabelle als Text


## Feldnamen

field-day = Spieltag
field-group = Staffel
field-league = Liga
field-series-per-day = Serien je Spieltag
field-team = Mannschaft
field-role = Rolle

## Das Spieltagspaket an den Verbandsserver (RULES.md B.6)

package-not-json = das Paket ist kein JSON (Zeile { $line }, Spalte { $column })
package-shape = das Paket hat nicht die erwartete Form: { $detail }
package-id-mismatch = die Paket-ID passt nicht zum Inhalt; erwartet { $expected }
package-date = das Datum wird JJJJ-MM-TT geschrieben und muss ein Kalendertag sein
package-day = ein Spieltag hat eine Nummer ab 1
package-empty = das Paket enthält keine Serie
package-series-number = eine Serie hat eine Nummer von 1 bis 99 und steht nur einmal im Paket
package-table-number = ein Tisch hat eine Nummer ab 1 und steht nur einmal in seiner Serie
package-seats = ein Tisch hat 3 oder 4 Plätze, nummeriert ab 1
package-player-twice = der Spieler sitzt in Serie { $series } zweimal
package-list-empty = eine Liste hat entweder Spiele oder Summen
package-rows-seats = die Zeilen nennen nicht genau die Spieler, die am Tisch sitzen
package-result-mismatch = das Ergebnis von Spieler { $player } folgt nicht aus der Liste; sie ergibt { $expected }
