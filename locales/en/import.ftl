# Skatblock — English catalogue, part "import". Every message has its counterpart in de/import.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## The cells of every import (CSV)

import-int-invalid = not a whole number
import-int-range = must be { $min }..={ $max }
import-required = is required
import-player-no-invalid = a player number has 1..=20 letters, digits, '-', '/' or '.'
import-flag-invalid = expected true or false (also 1/0, ja/nein)
import-column-unknown = unknown column; expected { $expected }
import-column-twice = column appears twice
import-column-missing = required column is missing
import-file-encoding = the file is not UTF-8 text; save it as "CSV UTF-8"
import-file-unreadable = the file cannot be read as CSV
import-header-missing = the first row "{ $first }" names no column; name the columns in the first row (expected: { $expected }) or give them with the import
import-row-too-long = the row has { $fields } fields but the file only { $columns } columns; this field would be lost
