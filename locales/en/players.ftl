# Skatblock — English catalogue, part "players". Every message has its counterpart in de/players.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## The player registry: its import, its form, looking a player up
## $other says whom a refusal compares with: an earlier row of the file with a number (line),
## one without (unnumbered), or a stored player (registry).

player-first-name-missing = a player needs a first name
player-last-name-missing = a player needs a last name
player-number-invalid = a player number has 1..=20 letters, digits, '-', '/' or '.'
player-number-exhausted = no free player number is left; give the player a number
player-number-twice = number { $number } appears twice in the file (also line { $other_line })
player-number-changed = number { $number } belongs to { $name } ({ $club }) in the registry; the file says { $file_name } ({ $file_club }); nothing is overwritten
player-number-taken = already the number of { $other_name }
player-membership-changed = player { $number } ({ $name }) has { $registered ->
        [none] no membership number
       *[number] membership number { $membership }
    } in the registry; nothing is overwritten
player-membership-duplicate = the same membership number as { $other ->
        [line] line { $other_line }
        [unnumbered] line { $other_line }
       *[registry] player { $other_number } ({ $other_name })
    }
player-name-duplicate = same name and club as { $other ->
        [line] line { $other_line } (number { $other_number })
        [unnumbered] line { $other_line } (no number)
       *[registry] player { $other_number } of the registry
    }; without two different numbers a duplicate is not merged silently
player-name-taken = same name and club as player { $other_number } ({ $other_name }); a duplicate is not merged silently
player-notice-same-name = { $name } ({ $club }) has the same name and club as { $other ->
        [line] line { $other_line } (number { $other_number })
        [unnumbered] line { $other_line } (no number)
       *[registry] player { $other_number } of the registry
    }; both are imported as two players
player-club-none = no club

## Field labels of the player form (English keeps the names of the JSON and CSV forms)

field-player = player
field-first-name = first_name
field-last-name = last_name
field-club = club
field-membership-no = membership_no
field-id = id
field-active = active
player-text-control = a line break or another control character cannot stand in a name, club or membership number

## Sex and birth year (RULES.md H.1.1–H.1.2)

field-sex = sex
field-birth-year = birth_year
player-sex-invalid = sex is "f" (or German "w"), "m", "d" or blank
player-birth-year-invalid = a birth year has four digits, from { $min } to { $max }, or is blank
player-attribute-changed = player { $number } ({ $name }) has { $stored } in this column of the registry; nothing is overwritten (change it in the player form or with "player update")
player-attribute-unknown = nothing
