# Skatblock — English catalogue, part "schafkopf". Every message has its counterpart in
# de/schafkopf.ftl with the same parameters (a test checks it).

## Refusals of a Schafkopf game (RULES.md D)

schafkopf-game-not-in-tariff = the tariff has no { $kind }; a game the tariff does not list is not played
schafkopf-game-unknown = not a game; the games are rufspiel, solo, wenz, farbwenz, geier, bettel, sie, ramsch
schafkopf-game-missing = which game: rufspiel, solo, wenz, farbwenz, geier, bettel, sie or ramsch (or {"{"}"passed": true{"}"})
schafkopf-seat-range = a seat is 0, 1, 2 or 3
schafkopf-declarer-missing = the declarer's seat is missing
schafkopf-partner-missing = a Rufspiel needs the partner's seat (the holder of the called Ace)
schafkopf-partner-self = the declarer cannot be his own partner
schafkopf-field-not-allowed = a { $kind } has no such field
schafkopf-called-missing = a Rufspiel needs the called Ace: eichel, gras or schellen
schafkopf-called-trump = the Herz Ace cannot be called: Herz is trump in a Rufspiel
schafkopf-suit-missing = a { $kind } needs its trump suit: eichel, gras, herz or schellen
schafkopf-suit-unknown = not a suit; the suits are eichel, gras, herz, schellen
schafkopf-points-range = card points are 0 to 120
schafkopf-points-missing = a { $kind } needs the declaring party's card points
schafkopf-tricks-range = tricks are 0 to 8
schafkopf-tricks-required = the declaring party's tricks decide { $reason }; give them
schafkopf-tricks-points = does not fit { $points } card points
schafkopf-laufende-range = a { $kind } has at most { $max } Laufende
schafkopf-tout-not-allowed = a { $kind } cannot be played as Tout
schafkopf-kontra-range = 0 (none), 1 (Kontra) or 2 (Re)
schafkopf-klopfer-range = 0 to 4 Klopfer
schafkopf-bock-range = 0 to 8 Bock levels
schafkopf-ramsch-shape = a Ramsch gives one entry per player, four in all
schafkopf-ramsch-points-sum = the card points of a Ramsch add up to 120, not { $sum }
schafkopf-ramsch-tricks-sum = the tricks of a Ramsch add up to 8, not { $sum }
schafkopf-sheet-players = a Schafkopf list names its 4 players in seat order
schafkopf-tariff-range = must be at least { $min }
schafkopf-tariff-unknown = neither a preset ({ $presets }) nor a readable tariff file
schafkopf-tariff-invalid = not a tariff ({ $detail })

schafkopf-finding-uneven-deals = the list has { $games ->
    [one] 1 game
   *[other] { $games } games
    }: not every player has dealt equally often
schafkopf-finding-not-zero-sum = game { $game }: the amounts add up to { $sum }, not 0
schafkopf-event-tables = a Schafkopf table has 4 players; table { $table } of series { $series } has { $count }
schafkopf-event-three-tables = Schafkopf is played at 4-tables only
schafkopf-event-not-schafkopf = event { $event } is a Skat event; Schafkopf games belong to a Schafkopf event
schafkopf-event-is-schafkopf = event { $event } is a Schafkopf event: enter its games in the Schafkopf form
schafkopf-seating-fours = { $count } players do not fill 4-tables; a Schafkopf draw needs a multiple of 4
schafkopf-seating-change = a Schafkopf table keeps its 4 players; swap players instead

## Field names

field-called = called
field-suit = suit
field-laufende = laufende
field-tout = tout
field-kontra = kontra
field-klopfer = klopfer
field-bock = bock
field-partner = partner
field-tariff = tariff
field-game-no = game_no
field-tricks = tricks

## Terms

schafkopf-reason-tout = a Tout
schafkopf-reason-bettel = a Bettel
schafkopf-reason-points = whether a party is Schwarz at 0 or 120 card points
schafkopf-event-game-change = an event keeps the game it was created for: event { $event } is { $game ->
    [schafkopf] a Schafkopf event
   *[other] a Skat event
    }
schafkopf-kind-rufspiel = Rufspiel
schafkopf-kind-solo = Solo
schafkopf-kind-wenz = Wenz
schafkopf-kind-farbwenz = Farbwenz
schafkopf-kind-geier = Geier
schafkopf-kind-bettel = Bettel
schafkopf-kind-sie = Sie
schafkopf-kind-ramsch = Ramsch
schafkopf-kind-tout = Tout
schafkopf-kind-passed = passed deal
schafkopf-unit-cent = cents
schafkopf-unit-point = points
schafkopf-unit-euro = euros
schafkopf-suit-eichel = Eichel
schafkopf-suit-gras = Gras
schafkopf-suit-herz = Herz
schafkopf-suit-schellen = Schellen

## A game as the lists say it (the printed list, the app's list and history, the hub's pages):
## the game, then, where asked, the partner, what doubles the game, and the declaring party's
## card points (`narrow`: a column too narrow for a long word, which English does not have)

describe-schafkopf = { describe-schafkopf-game }{ $partner ->
        [none] {""}
       *[other] {" "}with { $partner }
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
       *[other] {" "}· Card points { $points }
    }
describe-schafkopf-game = { $game ->
        [rufspiel] { $suit ->
            [none] Sauspiel
           *[other] Sauspiel on the { $suit } Ace
        }
        [solo] { $suit ->
            [none] Solo
           *[other] { $suit } Solo
        }
        [wenz] Wenz
        [farbwenz] { $suit ->
            [none] Farbwenz
           *[other] { $suit } Farbwenz
        }
        [geier] Geier
        [bettel] Bettel
        [sie] Sie
        [ramsch] { $durchmarsch ->
            [yes] Ramsch: Durchmarsch
           *[no] { $jungfrauen ->
                [0] Ramsch
                [1] Ramsch with a Jungfrau
               *[other] Ramsch with { $jungfrauen } Jungfrauen
            }
        }
       *[passed] { $narrow ->
            [yes] thrown in
           *[no] thrown in
        }
    }{ $tout ->
        [yes] {" "}Tout
       *[no] {""}
    }
