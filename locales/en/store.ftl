# Skatblock — English catalogue, part "store". Every message has its counterpart in de/store.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## The data file

store-not-a-database = { $path } is not a Skatblock database (not an SQLite file, or damaged); it was left untouched
store-foreign = { $path } is an SQLite database of another program (application id { $application_id }); it was left untouched
store-too-new = { $path } was written by a newer Skatblock (schema { $found }; this version knows up to { $supported }); please update Skatblock. The file was left untouched
store-damaged = the database is damaged ({ $detail }); restore the latest backup
store-not-found = { $entity } { $id } does not exist
store-conflict = the stored data does not allow this change ({ $detail })
store-game-breaks-rules = the stored game series { $series } table { $table } game { $game } does not fit the event's current rules; correct or delete that game
store-game-not-found = series { $series } table { $table } game { $game } is not entered
store-already-entered = series { $series } table { $table } game { $game } is already entered; correct it instead
store-version-changed = game { $game } was changed meanwhile (version { $version }): look at the stored state, then correct
store-migration = upgrading the database failed, nothing was changed ({ $detail })
store-sqlite = database error ({ $detail })
store-folder = cannot create the folder { $path } ({ $detail })
store-backup = cannot write the backup { $path } ({ $detail })

## The settings file

settings-io = the settings file { $path } cannot be read or written ({ $detail })
settings-invalid = the settings file { $path } is not one of Skatblock's (line { $line }, column { $column }); the defaults are used until the settings are saved again
store-no-free-number = no free player number is left
store-unreadable = the stored { $what } of { $entity } { $id } cannot be read; restore the latest backup
field-lineup = line-up
field-record = game
field-action = action
