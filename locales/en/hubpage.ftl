# The words of the hub's pages (phone and projector), given to the pages as words.js.
# The pages' keys: page-table-title is table.title there; { $name } is {name} there.

page-lang-switch = Deutsch
page-lang-switch_label = Auf Deutsch umschalten

page-loading = Loading the list …

page-load_failed = The list cannot be loaded right now – trying again …

page-unauthorized = This table access is not valid (any more). Please ask the tournament desk for a new code.

page-table-title = Table { $table } · Series { $series }

page-conn-online = connected
page-conn-sending = connected – sending { $count }
page-conn-offline = offline
page-conn-waiting-one = offline – 1 game waiting
page-conn-waiting-other = offline – { $count } games waiting
page-conn-storage = Careful: this phone cannot keep entries across a reload (private mode?). Please do not reload while games are waiting.

page-list-no = No.
page-list-game = Game
page-list-value = Value
page-list-empty = No games yet. Enter the first game below.
page-list-sum = Total
page-list-unit-cent = amounts in euros
page-list-unit-points = amounts in points

page-row-pending = waiting
page-row-refused = refused
page-row-conflict = conflict
page-row-locked = not stored
page-row-no_value = value follows
page-row-tap = Tap to correct

page-conflict-text = Game { $game } was changed meanwhile at the tournament desk or on another phone.
page-conflict-stored = Stored:
page-conflict-mine = Mine:
page-conflict-nothing = (nothing stored)
page-conflict-keep = Keep the stored one
page-conflict-send = Send mine

page-refused-fix = Correct
page-refused-drop = Discard

page-entry-game = Game { $game }
page-entry-correcting = Correcting game { $game }
page-entry-cancel = Cancel
page-entry-declarer = Declarer
page-entry-contract = Game
page-entry-matadors = Matadors
page-entry-with = with
page-entry-without = without
page-entry-fewer = one matador fewer
page-entry-more = one matador more
page-entry-hand = Hand
page-entry-ouvert = Ouvert
page-entry-schneider = Schneider announced
page-entry-schwarz = Schwarz announced
page-entry-points = Card points
page-entry-tricks = Tricks
page-entry-bid = Bid
page-entry-override = Result by
page-entry-override-none = played out
page-entry-override-declarer_lost_by_rule = declarer's rule violation
page-entry-override-defenders_lost_by_rule = defenders' rule violation
page-entry-override-declarer_conceded = declarer concedes
page-entry-override-defenders_conceded = defenders concede
page-entry-save = Save
page-entry-value = Value { $value }
page-entry-value_lost = lost: { $value }
page-entry-value_overbid = overbid: { $value }
page-entry-value_passed = passed in: no value
page-entry-value_offline = value follows when connected
page-entry-totals = Totals after it:
page-entry-need_declarer = Who played? Please tap the declarer.
page-entry-need_contract = Which game? Please tap the game.
page-entry-need_number = “{ $value }” is not a number: please enter a whole number from 0.
page-entry-full = All { $games } games of the series are entered.
page-entry-saved = Game { $game } stored.
page-entry-sending = Sending game { $game } …
page-entry-queued = Game { $game } waits for the connection.

page-contract-clubs = Clubs
page-contract-spades = Spades
page-contract-hearts = Hearts
page-contract-diamonds = Diamonds
page-contract-grand = Grand
page-contract-null = Null
page-contract-passed = passed in
page-contract-ramsch = Ramsch

page-entry-kontra = Kontra / Re
page-entry-kontra-none = –
page-entry-kontra-none_label = no Kontra
page-entry-kontra-kontra = Kontra
page-entry-kontra-re = Re
page-entry-ramsch = Ramsch: points (with the skat) and tricks
page-entry-ramsch-points = Points
page-entry-ramsch-tricks = Tricks
page-entry-ramsch-dealer = deals
page-entry-ramsch-sum = Together { $points } of 120 points, { $tricks } of 10 tricks
page-entry-ramsch-pushes = Pushes (Schieberamsch)
page-entry-ramsch-fewer = one push fewer
page-entry-ramsch-more = one push more
page-entry-ramsch-last_trick = Last trick (equal points)
page-entry-value_ramsch = Ramsch: { $scores }
page-entry-value_ramsch_none = Ramsch: nobody scores
page-entry-bock = Bock ×{ $factor }

page-mark-kontra = Kontra
page-mark-re = Re
page-mark-bock = Bock
page-mark-factor = ×{ $factor }
page-mark-kontra_title = Kontra: counts double
page-mark-re_title = Kontra and Re: counts four times
page-mark-bock_title = Bock round: counts double
page-mark-factor_title = counts { $factor } times

page-sk-game-rufspiel = Sauspiel
page-sk-game-solo = Solo
page-sk-game-wenz = Wenz
page-sk-game-farbwenz = Farbwenz
page-sk-game-geier = Geier
page-sk-game-bettel = Bettel
page-sk-game-sie = Sie
page-sk-game-ramsch = Ramsch
page-sk-game-passed = thrown in
page-sk-suit-eichel = Eichel
page-sk-suit-gras = Gras
page-sk-suit-herz = Herz
page-sk-suit-schellen = Schellen
page-sk-entry-game = Game
page-sk-entry-declarer = Player
page-sk-entry-partner = Partner
page-sk-entry-called = Called Ace
page-sk-entry-suit = Suit
page-sk-entry-points = Card points
page-sk-entry-tricks = Tricks
page-sk-entry-laufende = Laufende
page-sk-entry-tout = Tout
page-sk-entry-klopfer = Klopfer
page-sk-entry-kontra = Stoß
page-sk-entry-kontra-0 = –
page-sk-entry-kontra-1 = Stoß
page-sk-entry-kontra-2 = Retour
page-sk-entry-bock = Bock
page-sk-entry-ramsch_points = Points
page-sk-entry-ramsch_tricks = Tricks
page-sk-entry-fewer = fewer
page-sk-entry-more = more

page-sign-heading = Sign the list
page-sign-hint = All { $games } games are stored. Every player checks the list and confirms it:
page-sign-confirm = I confirm the list
page-sign-confirmed = confirmed ✓
page-sign-waiting = { $count } of { $total } confirmations still missing.
page-sign-sending = Sending the signature …
page-sign-offline = The signature waits for the connection …
page-sign-done = signed – corrections only at the tournament desk

page-locked = The list is signed – corrections only at the tournament desk.

page-proj-title = Standings
page-proj-after = series { $series } in play
page-proj-page = Page { $page }/{ $pages }
page-proj-updated = As of { $time }
page-proj-live = live
page-proj-reconnecting = Reconnecting …
page-proj-empty = No results yet.
page-proj-rank = Rank
page-proj-name = Name
page-proj-club = Club
page-proj-points = Points
page-proj-won = Won
page-proj-lost = Lost
page-proj-total = Score
page-proj-result = Result
page-proj-solos_won = Solos won
page-proj-solos_lost = Solos lost
page-proj-lot = lot
page-proj-overall = Overall standings
page-proj-tables = Tables of series { $series }
page-proj-table = Table { $table }
page-proj-signed = signed
page-proj-stale = no contact for { $minutes } min
page-proj-stale_never = no contact yet
page-proj-done = { $signed } of { $tables } lists signed
