//! `skatblock player …`: the player registry (import, list, add, update, deactivate).
//! Argument parsing and messages only; the work is the operations'.

use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{Args, Subcommand};
use skatblock::i18n::Lang;
use skatblock::ops;
use skatblock::ops::Store;
use skatblock::rules::Param;

use super::{ListFormat, StoreArgs, output, read, say};

/// `skatblock player …`
#[derive(Debug, Subcommand)]
pub enum PlayerCommand {
    /// Import players from CSV: id,first_name,last_name,club[,membership_no,active,sex,
    /// birth_year], comma or semicolon. The first row names the columns, in English or German
    /// (Nr, Vorname, Nachname, Verein, Geschlecht, Jahrgang, …); a file without one needs
    /// --columns. `id` is the club's player number, e.g. P1000 or 0701023; without one a
    /// player gets the next free number. `sex` is f (or w), m, d or blank; `birth_year` four
    /// digits or blank. All or nothing; every bad row is reported.
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
    /// Add one player; without --number the player gets the next free number.
    Add {
        /// The club's number for the player, e.g. P1000.
        #[arg(long)]
        number: Option<String>,
        #[command(flatten)]
        fields: PlayerFields,
    },
    /// Change one player: the fields given, the others as they are.
    Update {
        /// The player's number.
        player: String,
        /// A new number for the player.
        #[arg(long)]
        number: Option<String>,
        #[command(flatten)]
        fields: PlayerFields,
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

/// The fields of one player, as `player add` and `player update` take them; "" empties one.
#[derive(Debug, Args)]
pub struct PlayerFields {
    /// First name.
    #[arg(long)]
    first_name: Option<String>,
    /// Last name.
    #[arg(long)]
    last_name: Option<String>,
    /// Club.
    #[arg(long)]
    club: Option<String>,
    /// DSkV/ISPA membership number.
    #[arg(long)]
    membership_no: Option<String>,
    /// Sex: f (or w), m or d; "" for unknown.
    #[arg(long)]
    sex: Option<String>,
    /// Year of birth, four digits; "" for unknown.
    #[arg(long)]
    birth_year: Option<String>,
}

/// `player …`
pub fn player(args: &StoreArgs, command: PlayerCommand) -> Result<()> {
    let mut store = args.open()?;
    match command {
        PlayerCommand::Import { file, columns } => {
            import(args, &mut store, &file, columns.as_deref())
        }
        PlayerCommand::List { format } => list(&store, format, args.messages_lang()),
        PlayerCommand::Add { number, fields } => {
            let input = fields.over(None, number);
            save(args, &mut store, input)
        }
        PlayerCommand::Update {
            player,
            number,
            fields,
        } => {
            let found = ops::player_by_number(&store, &player)?;
            save(args, &mut store, fields.over(Some(found), number))
        }
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

impl PlayerFields {
    /// The form of a player: these fields over `stored` (none for a new player).
    fn over(self, stored: Option<ops::PlayerDto>, number: Option<String>) -> ops::PlayerInput {
        let old = stored.as_ref();
        let keep = |given: Option<String>, old: Option<String>| given.or(old).unwrap_or_default();
        ops::PlayerInput {
            id: old.map(|p| p.id),
            number: number.unwrap_or_default(),
            first_name: keep(self.first_name, old.map(|p| p.first_name.clone())),
            last_name: keep(self.last_name, old.map(|p| p.last_name.clone())),
            club: keep(self.club, old.map(|p| p.club.clone())),
            membership_no: keep(self.membership_no, old.map(|p| p.membership_no.clone())),
            sex: keep(self.sex, old.and_then(|p| p.sex).map(|s| s.letter().into())),
            birth_year: keep(
                self.birth_year,
                old.and_then(|p| p.birth_year).map(|y| y.to_string()),
            ),
        }
    }
}

/// `player add` and `player update`: the player saved, as the registry now has it.
fn save(args: &StoreArgs, store: &mut Store, input: ops::PlayerInput) -> Result<()> {
    let id = ops::save_player(store, input)?;
    let saved = ops::list_players(store)?.into_iter().find(|p| p.id == id);
    let number = saved.map(|p| p.number).unwrap_or_default();
    say(args, "cli-player-saved", &[("number", number.into())]);
    Ok(())
}
