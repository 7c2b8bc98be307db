//! `skatblock games import` and `skatblock game …`: enter, correct and delete one game (Skat
//! or Schafkopf, by the event's tariff) and show the history of changes.

use std::io::{self, Write};
use std::path::PathBuf;

use anyhow::Result;
use clap::{Args, Subcommand};
use skatblock::event;
use skatblock::ops;
use skatblock::rules::{GameInput, Param, Refusal, Rules};
use skatblock::store::{self, EventId, GameKey, Store};

use super::{StoreArgs, player_id, read, say, scorer};

/// `skatblock games …`
#[derive(Debug, Subcommand)]
pub enum GamesCommand {
    /// Import games: series,table,game,declarer,contract,hand,ouvert,announced,matadors,
    /// declarer_points,declarer_tricks,bid,passed (optional: replacement_contract,
    /// replacement_matadors, result_override). All or nothing.
    Import {
        /// Event id.
        event: i64,
        /// The CSV file.
        file: PathBuf,
    },
}

/// Where a single game stands.
#[derive(Debug, Args)]
pub struct GameAt {
    /// Event id.
    event: i64,
    /// Series.
    #[arg(long)]
    series: u16,
    /// Table.
    #[arg(long)]
    table: u16,
    /// Game number.
    #[arg(long)]
    game: u16,
}

impl GameAt {
    fn key(&self) -> GameKey {
        GameKey {
            series: self.series,
            table: self.table,
            game: self.game,
        }
    }
}

/// `skatblock game …`
#[derive(Debug, Subcommand)]
pub enum GameCommand {
    /// Enter one game: the JSON form of `skatblock score`, e.g. '{"contract":"grand","matadors":2,"declarer_points":70}'.
    Enter {
        #[command(flatten)]
        at: GameAt,
        /// The declarer's player number (omit for {"passed": true}).
        #[arg(long)]
        declarer: Option<String>,
        /// The game as JSON.
        #[arg(value_name = "JSON")]
        record: String,
    },
    /// Correct a game; the old version stays in the history.
    Correct {
        #[command(flatten)]
        at: GameAt,
        /// The declarer's player number.
        #[arg(long)]
        declarer: Option<String>,
        /// The game as JSON.
        #[arg(value_name = "JSON")]
        record: String,
    },
    /// Delete a game; it stays in the history.
    Delete {
        #[command(flatten)]
        at: GameAt,
    },
    /// Show the history of every change of an event's games (or of one game).
    History {
        /// Event id.
        event: i64,
        /// Series (with --table and --game: one game).
        #[arg(long, requires_all = ["table", "game"])]
        series: Option<u16>,
        /// Table.
        #[arg(long)]
        table: Option<u16>,
        /// Game number.
        #[arg(long)]
        game: Option<u16>,
    },
}

/// `games import`
pub fn games(args: &StoreArgs, command: GamesCommand) -> Result<()> {
    let mut store = args.open()?;
    let GamesCommand::Import { event, file } = command;
    let id = EventId(event);
    let by = scorer(&args.user());
    let count = match event::schafkopf::tariff_of(store.conn(), id)? {
        Some(_) => event::schafkopf::import_games(&mut store, id, &read(&file)?, by)?,
        None => event::import_games(&mut store, id, &read(&file)?, by)?,
    };
    say(args, "cli-games-imported", &[("count", count.into())]);
    Ok(())
}

/// `game enter|correct|delete` on a Schafkopf event: the game in the JSON form of
/// `schafkopf score`; `--declarer` (a player number) gives the declarer's seat.
fn schafkopf_game(
    store: &mut Store,
    command: GameCommand,
    by: event::Scorer,
    out: &mut impl Write,
) -> Result<()> {
    let (at, declarer, record, correct) = match command {
        GameCommand::Enter {
            at,
            declarer,
            record,
        } => (at, declarer, record, false),
        GameCommand::Correct {
            at,
            declarer,
            record,
        } => (at, declarer, record, true),
        GameCommand::Delete { at } => {
            let old = event::schafkopf::delete_game(store, EventId(at.event), at.key(), by)?;
            write!(out, "deleted {}: {}", old.key, old.json)?;
            return Ok(());
        }
        GameCommand::History { .. } => unreachable!("history is the same for both games"),
    };
    let mut game = skatblock::schafkopf::parse_game(record.as_bytes())?;
    if let Some(number) = declarer {
        let player = player_id(store, &number)?;
        let seated = store::seating::table(store.conn(), EventId(at.event), at.series, at.table)?;
        let seat = seated
            .iter()
            .position(|s| s.player == player)
            .ok_or_else(|| {
                Refusal::new(event::games_codes::GAMES_DECLARER_NOT_SEATED)
                    .field("declarer")
                    .value(&number)
                    .param("number", number.as_str())
                    .param("table", at.table)
                    .param("series", at.series)
                    .param("seated", "")
            })?;
        game.declarer = Some(u16::try_from(seat).unwrap_or(u16::MAX));
    }
    let outcome =
        event::schafkopf::save_game(store, EventId(at.event), at.key(), &game, correct, None, by)?;
    serde_json::to_writer(&mut *out, &outcome)?;
    Ok(())
}

/// The operation's input for `game enter|correct`: the declarer by number, the game as JSON.
fn entry(
    store: &Store,
    at: &GameAt,
    declarer: Option<&str>,
    game: &str,
    correct: bool,
) -> Result<ops::GameEntryInput> {
    let record: GameInput = serde_json::from_str(game).map_err(|_| {
        match skatblock::json::parse_game(game.as_bytes(), &Rules::default()) {
            Err(refusal) => anyhow::Error::from(refusal),
            Ok(_) => anyhow::anyhow!("not a game"),
        }
    })?;
    Ok(ops::GameEntryInput {
        event: EventId(at.event),
        series: at.series,
        table: at.table,
        game: at.game,
        declarer: declarer.map(|d| player_id(store, d)).transpose()?,
        record,
        correct,
        base_version: None,
    })
}

/// `game …`
pub fn game(args: &StoreArgs, command: GameCommand) -> Result<()> {
    let mut store = args.open()?;
    let user = args.user();
    let mut out = io::stdout().lock();
    let command_is_correct = matches!(command, GameCommand::Correct { .. });
    let event_of = match &command {
        GameCommand::Enter { at, .. }
        | GameCommand::Correct { at, .. }
        | GameCommand::Delete { at } => Some(EventId(at.event)),
        GameCommand::History { .. } => None,
    };
    if let Some(id) = event_of
        && event::schafkopf::tariff_of(store.conn(), id)?.is_some()
    {
        schafkopf_game(&mut store, command, scorer(&user), &mut out)?;
        writeln!(out)?;
        return Ok(());
    }
    match command {
        GameCommand::Enter {
            at,
            declarer,
            record,
        }
        | GameCommand::Correct {
            at,
            declarer,
            record,
        } => {
            let input = entry(
                &store,
                &at,
                declarer.as_deref(),
                &record,
                command_is_correct,
            )?;
            let result = ops::save_game(&mut store, input, scorer(&user))?;
            serde_json::to_writer(&mut out, &result)?;
        }
        GameCommand::Delete { at } => {
            let old = event::delete_game(&mut store, EventId(at.event), at.key(), scorer(&user))?;
            write!(
                out,
                "deleted {}: {}",
                old.key,
                old.audit_json(store.conn())?
            )?;
        }
        GameCommand::History {
            event,
            series,
            table,
            game,
        } => {
            let key = match (series, table, game) {
                (Some(series), Some(table), Some(game)) => Some(GameKey {
                    series,
                    table,
                    game,
                }),
                _ => None,
            };
            let lang = args.messages_lang();
            for entry in store::games::history(store.conn(), EventId(event), key)? {
                let action = format!("audit-{}", entry.action);
                let params = [
                    ("at", Param::Text(entry.at.clone())),
                    ("action", Param::Text(skatblock::i18n::text(lang, &action))),
                    ("series", entry.key.series.into()),
                    ("table", entry.key.table.into()),
                    ("game", entry.key.game.into()),
                    ("by", Param::Text(entry.by.clone())),
                    (
                        "old",
                        Param::Text(entry.old.clone().unwrap_or_else(|| "-".into())),
                    ),
                    (
                        "new",
                        Param::Text(entry.new.clone().unwrap_or_else(|| "-".into())),
                    ),
                ];
                let line = skatblock::i18n::message(
                    lang,
                    "cli-history",
                    params.iter().map(|(k, v)| (*k, v)),
                );
                writeln!(out, "{line}")?;
            }
            return Ok(());
        }
    }
    writeln!(out)?;
    Ok(())
}
