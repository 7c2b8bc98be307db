# Skatblock — English catalogue, part "rules". Every message has its counterpart in de/rules.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## Game entry (RULES.md A.12)

game-contract-missing = every played game has a contract; a passed-in deal is {"{"}"passed": true{"}"}
game-passed-fields = a passed-in deal has no game fields
game-matadors-missing = suit and grand games are played with or without matadors
game-matadors-range = { $contract } allows 1..={ $max } with or -{ $max }..=-1 without
game-matadors-null = null games have no matadors
game-bid-illegal = not a legal bid: bids are the 63 game values 18, 20, 22, 23, 24, 27, 30, … 264
game-points-range = card points are 0..=120, skat included
game-points-missing = a suit or grand game is decided by the declarer's card points
game-points-all-tricks = a declarer who took all 10 tricks has all 120 card points
game-points-no-trick = a declarer without a trick holds only the skat, at most 22 card points
game-tricks-range = a declarer takes 0..=10 tricks
game-tricks-needed = needed with declarer_points = { $points }: schwarz depends on the tricks, not the points
game-tricks-null = a null is decided by the declarer's tricks: 0 wins
game-announced-hand = schneider or schwarz can only be announced in a hand game
game-ouvert-hand = a suit or grand ouvert is always a hand game
game-ouvert-announced = a suit or grand ouvert counts as schwarz announced
game-null-announced = null games have no schneider or schwarz announcements
game-override-impossible-null = a null worth { $value } bid to { $bid } is lost before play
game-replacement-unneeded = only an impossible null has a replacement game
game-replacement-possible-null = only a null bid above its value has a replacement game; bid { $bid } ≤ { $value }
game-replacement-missing = a null worth { $value } bid to { $bid } is charged as a suit or grand replacement game: give {"{"}"contract": …, "matadors": …{"}"}
game-replacement-null = the replacement of an impossible null is a suit or grand game

## A score sheet (RULES.md B.2–B.4)

sheet-errors = the sheet has { $count } error(s):

sheet-players-count = a { $size }-table has { $size } players
sheet-first-dealer-range = seats are 0..={ $max }
sheet-game-number-order = game numbers rise from 1 without repeats (row { $game })
sheet-declarer-passed = a passed-in deal has no declarer
sheet-declarer-missing = every played game has one declarer
sheet-declarer-range = seats are 0..={ $max }
sheet-table-size = a table has 3 or 4 players

## List checks (B.4)

finding-missing-games = { $count ->
        [one] game { $numbers } is missing from the list
       *[other] games { $numbers } are missing from the list
    }
finding-wrong-game-count = the list has { $actual ->
        [one] 1 game
       *[other] { $actual } games
    }; a series at this table has { $expected }
finding-declarer-is-dealer = game { $game }: { $name } is the dealer and sits out at a 4-table, so cannot be declarer
finding-written-value-mismatch = game { $game }: the list says { $written }, the entries give { $computed }
finding-arbiter-review = game { $game }: charged { $value }, more than the declared game can be worth; an arbiter should confirm it

## Club variants (RULES.md part C)

game-variant-isko = not under the ISkO: Kontra, Re, Bock, Ramsch and the club list styles need the ruleset CLUB
game-variant-off = the club rules of this list do not play it; switch on "{ $flag }" in the rules
game-passed-ramsch = with Ramsch on, a deal everybody passed is a Ramsch: give {"{"}"ramsch": {"{"}"points": […], "tricks": […]{"}"}{"}"}
game-ramsch-fields = a Ramsch has only its own entry: points, tricks, pushes, last_trick
game-ramsch-seats = a Ramsch has one entry per seat, 3 or 4, for points and tricks alike; here { $count }
game-ramsch-points-range = a player's card points are 0..=120, skat included
game-ramsch-tricks-range = a player takes 0..=10 tricks
game-ramsch-points-sum = the card points of a Ramsch add up to 120, not { $sum }
game-ramsch-tricks-sum = the tricks of a Ramsch add up to 10, not { $sum }
game-ramsch-all-tricks = seat { $seat } took all 10 tricks and so all 120 card points
game-ramsch-no-trick = seat { $seat } took no trick and holds at most the skat, 22 card points
game-ramsch-pushes = { $push ->
        [1] a Schieberamsch has 0..=3 pushes
       *[other] these rules play no Schieberamsch: pushes are 0 (switch on "push" in the Ramsch rules)
    }
game-ramsch-last-trick = the last trick went to a seated player with a trick, 0..={ $max }
game-ramsch-last-trick-needed = seats { $seats } tie for the most card points: say who took the last trick
rules-variant-isko = the ISkO has no club variants; set "ruleset": "CLUB" to play them
rules-bierlachs-ramsch = a Bierlachs list does not play Ramsch
rules-bierlachs-style = Bierlachs settings need "list_style": "bierlachs", not { $style }
rules-bierlachs-limit = the Bierlachs limit is below zero, e.g. -501
rules-bock-triggers = a Bock round needs at least one trigger: grand_hand, null_ouvert_hand, sixty_sixty, kontra_re
rules-money-rate = money is settled at 1 cent per point or more
sheet-ramsch-seats = game { $game }: a Ramsch at a { $size }-table has { $size } entries
sheet-ramsch-dealer = game { $game }: the dealer (seat { $seat }) sits out at a 4-table and has no points or tricks
finding-bierlachs-limit = game { $game }: { $name } reached { $total } and so the limit { $limit }

## The fields of the club variants, as messages name them

field-ruleset = ruleset
field-list-style = list style
field-ramsch = Ramsch
field-bierlachs = Bierlachs
field-bierlachs-limit = Bierlachs limit
field-money = money
field-money-cents-per-point = cents per point
field-bock-triggers = Bock triggers
field-ramsch-points = Ramsch points
field-ramsch-tricks = Ramsch tricks
field-ramsch-pushes = pushes
field-ramsch-last-trick = last trick
