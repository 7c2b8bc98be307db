//! `skatblock player …`: the player registry (import, list, deactivate). Argument parsing
//! and messages only; the work is the operations'.

use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::Subcommand;
use skatblock::i18n::Lang;
use skatblock::ops;
use skatblock::ops::Store;
use skatblock::rules::Param;

use super::{ListFormat, StoreArgs, output, read, say};

/// `skatblock player …`
#[derive(Debug, Subcommand)]
pub enum PlayerCommand {
    /// Import players from CSV: id,first_name,last_name,club[,membership_no,active], comma or
    /// semicolon. The first row names the columns, in English or German (Nr, Vorname,
    /// Nachname, Verein, …); a file without one needs --columns. `id` is the club's player
    /// number, e.g. P1000 or 0701023; without one a player gets the next free number. All or
    /// nothing; every bad row is reported.
    Import {
        /// The CSV file.
        file: PathBuf,
        /// The columns of a file without a header row, in order, e.g.
        /// `Nr,Vorname,Nachname,Verein` or `id,first_name,last_name,club`.
        #[arg(long)]
        columns: Option<String>,
    },
    /// List the registry.
    List {
        /// Output format.
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
    },
    /// Mark a player inactive (kept in old results, not drawn any more) or active again.
    Deactivate {
        /// Player number.
        player: String,
        /// Make the player active again instead.
        #[arg(long)]
        undo: bool,
    },
}

/// `player …`
pub fn player(args: &StoreArgs, command: PlayerCommand) -> Result<()> {
    let mut store = args.open()?;
    match command {
        PlayerCommand::Import { file, columns } => {
            import(args, &mut store, &file, columns.as_deref())
        }
        PlayerCommand::List { format } => list(&store, format, args.messages_lang()),
        PlayerCommand::Deactivate { player, undo } => deactivate(args, &store, &player, undo),
    }
}

/// `player import`: the counts, then a note for every row the import had to say something
/// about.
fn import(args: &StoreArgs, store: &mut Store, file: &Path, columns: Option<&str>) -> Result<()> {
    let summary = ops::import_players(store, &read(file)?, columns)?;
    say(
        args,
        "cli-players-imported",
        &[
            ("added", summary.added.into()),
            ("unchanged", summary.unchanged.into()),
        ],
    );
    for notice in &summary.notices {
        let note = Param::Text(notice.describe(args.messages_lang()));
        say(args, "cli-note", &[("note", note)]);
    }
    Ok(())
}

/// `player list`: the whole registry, inactive players too.
fn list(store: &Store, format: ListFormat, lang: Lang) -> Result<()> {
    output::players(&ops::list_players(store)?, format, lang)
}

/// `player deactivate [--undo]`: a player leaves the draws but stays in old results.
fn deactivate(args: &StoreArgs, store: &Store, number: &str, undo: bool) -> Result<()> {
    let found = ops::player_by_number(store, number)?;
    let input = ops::ActiveInput {
        id: found.id,
        active: undo,
    };
    ops::set_player_active(store, input)?;
    let active = if undo { "yes" } else { "no" };
    say(
        args,
        "cli-player-active",
        &[
            ("number", found.number.as_str().into()),
            ("active", active.into()),
        ],
    );
    Ok(())
}
