//! `skatblock games import` and `skatblock game …`: enter, correct and delete one game (Skat
//! or Schafkopf, by the event's tariff) and show the history of changes.

use std::io::{self, Write};
use std::path::PathBuf;

use anyhow::Result;
use clap::{Args, Subcommand};
use skatblock::event;
use skatblock::i18n::Lang;
use skatblock::ops;
use skatblock::ops::{AuditEntry, Author};
use skatblock::ops::{EventId, GameKey, Store};
use skatblock::rules::{GameInput, Param, Refusal, Rules};

use super::{StoreArgs, player_id, read, refused, say, scorer};

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
    /// The game, as the operations name it.
    fn input(&self) -> ops::GameAtInput {
        ops::GameAtInput {
            event: EventId(self.event),
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
    /// Correct a game; the old version stays in the history. Without --version, the version
    /// replaced and who had made it are said on stderr.
    Correct {
        #[command(flatten)]
        at: GameAt,
        /// The declarer's player number.
        #[arg(long)]
        declarer: Option<String>,
        /// The version of the game the correction replaces (`game history` counts them);
        /// refused as a conflict when the stored game has another.
        #[arg(long, value_name = "N")]
        version: Option<u64>,
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
    // The history names the file as it was given, without the folders it lay in.
    let name = file.file_name().map(|n| n.to_string_lossy());
    let count = ops::import_games(&mut store, id, &read(&file)?, name.as_deref(), by)?;
    say(args, "cli-games-imported", &[("count", count.into())]);
    Ok(())
}

/// `game …`
pub fn game(args: &StoreArgs, command: GameCommand) -> Result<()> {
    let mut store = args.open()?;
    let user = args.user();
    let mut out = io::stdout().lock();
    match command {
        GameCommand::Enter {
            at,
            declarer,
            record,
        } => {
            let entered = (&at, declarer.as_deref(), record.as_str());
            save(&mut store, entered, &user, &mut out)
        }
        GameCommand::Correct {
            at,
            declarer,
            version,
            record,
        } => {
            let entered = (&at, declarer.as_deref(), record.as_str());
            let corrected = correct(&mut store, entered, version, &user, &mut out)?;
            if let (None, Some(replaced)) = (version, corrected) {
                eprintln!("{}", replaced_note(args.messages_lang(), &replaced));
            }
            Ok(())
        }
        GameCommand::Delete { at } => delete(&mut store, &at, &user, &mut out),
        GameCommand::History {
            event,
            series,
            table,
            game,
        } => {
            let key = one_game(series, table, game);
            history(&store, EventId(event), key, args.messages_lang(), &mut out)
        }
    }
}

/// `game enter`: a Schafkopf event's game in the JSON form of `schafkopf score`, a Skat
/// event's in the form of `score`; what was saved goes out as JSON on one line.
fn save(
    store: &mut Store,
    (at, declarer, record): (&GameAt, Option<&str>, &str),
    user: &str,
    out: &mut impl Write,
) -> Result<()> {
    if is_schafkopf(store, at)? {
        let input = schafkopf_entry(store, at, declarer, record, false)?;
        let outcome = ops::save_schafkopf_game(store, input, scorer(user))?;
        serde_json::to_writer(&mut *out, &outcome)?;
    } else {
        let input = entry(store, at, declarer, record, false)?;
        let result = ops::save_game(store, input, scorer(user))?;
        serde_json::to_writer(&mut *out, &result)?;
    }
    writeln!(out)?;
    Ok(())
}

/// `game correct`: the game as `game enter` takes it, made on `version` (a conflict when the
/// stored game has another) or on the version stored now; what was saved goes out as JSON on
/// one line. Gives the version it replaced.
fn correct(
    store: &mut Store,
    (at, declarer, record): (&GameAt, Option<&str>, &str),
    version: Option<u64>,
    user: &str,
    out: &mut impl Write,
) -> Result<Option<ops::ReplacedVersion>> {
    let correction = if is_schafkopf(store, at)? {
        let mut input = schafkopf_entry(store, at, declarer, record, true)?;
        input.base_version = version;
        ops::GameCorrection::Schafkopf(input)
    } else {
        let mut input = entry(store, at, declarer, record, true)?;
        input.base_version = version;
        ops::GameCorrection::Skat(input)
    };
    let corrected = ops::correct_game(store, &correction, scorer(user))?;
    serde_json::to_writer(&mut *out, &corrected.result)?;
    writeln!(out)?;
    Ok(corrected.replaced)
}

/// The note of a correction made without `--version`: the version it replaced, who had made
/// it and when — a phone's correction just before is not overwritten unnoticed.
fn replaced_note(lang: Lang, replaced: &ops::ReplacedVersion) -> String {
    let params = [
        ("version", Param::from(replaced.version)),
        ("by", Param::Text(author(lang, &replaced.by))),
        ("at", Param::Text(replaced.at.clone())),
    ];
    let note = Param::Text(skatblock::i18n::message(
        lang,
        "cli-game-replaced",
        params.iter().map(|(k, v)| (*k, v)),
    ));
    skatblock::i18n::message(lang, "cli-note", [("note", &note)])
}

/// `game delete`: the game as it was, on one line; the history keeps it.
fn delete(store: &mut Store, at: &GameAt, user: &str, out: &mut impl Write) -> Result<()> {
    let old = ops::delete_game(store, at.input(), scorer(user))?;
    writeln!(out, "deleted {}: {}", old.key, old.record)?;
    Ok(())
}

/// Whether the game's event plays Schafkopf: only a Schafkopf event has a tariff.
fn is_schafkopf(store: &Store, at: &GameAt) -> Result<bool> {
    Ok(super::event_tariff(store, EventId(at.event))?.is_some())
}

/// A Schafkopf game in the JSON form of `schafkopf score`; `--declarer` (a player number)
/// gives the declarer's seat.
fn schafkopf_entry(
    store: &Store,
    at: &GameAt,
    declarer: Option<&str>,
    record: &str,
    correct: bool,
) -> Result<ops::SchafkopfEntryInput> {
    let mut game = ops::parse_schafkopf_game(record.as_bytes())?;
    if let Some(number) = declarer {
        game.declarer = Some(declarer_seat(store, at, number)?);
    }
    Ok(ops::SchafkopfEntryInput {
        event: EventId(at.event),
        series: at.series,
        table: at.table,
        game: at.game,
        record: ops::SchafkopfGameInput::from(&game),
        correct,
        base_version: None,
    })
}

/// The seat at the game's table of the player `number` names; a player not seated there
/// cannot declare.
fn declarer_seat(store: &Store, at: &GameAt, number: &str) -> Result<u16> {
    let player = player_id(store, number)?;
    let table = ops::TableInput {
        event: EventId(at.event),
        series: at.series,
        table: at.table,
    };
    let seat = ops::table_seats(store, table)?
        .iter()
        .position(|&seated| seated == player)
        .ok_or_else(|| {
            refused(
                Refusal::new(event::games_codes::GAMES_DECLARER_NOT_SEATED)
                    .field("declarer")
                    .value(number)
                    .param("number", number)
                    .param("table", at.table)
                    .param("series", at.series)
                    .param("seated", ""),
            )
        })?;
    Ok(u16::try_from(seat).unwrap_or(u16::MAX))
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
            Err(refusal) => refused(refusal),
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

/// The one game `--series --table --game` name; clap gives all three or none.
fn one_game(series: Option<u16>, table: Option<u16>, game: Option<u16>) -> Option<GameKey> {
    Some(GameKey {
        series: series?,
        table: table?,
        game: game?,
    })
}

/// `game history`: every change of an event's games, or of one game.
fn history(
    store: &Store,
    event: EventId,
    key: Option<GameKey>,
    lang: Lang,
    out: &mut impl Write,
) -> Result<()> {
    for entry in ops::history(store, ops::HistoryInput { event, key })? {
        writeln!(out, "{}", history_line(lang, &entry.entry))?;
    }
    Ok(())
}

/// Who made a change, in the catalogue's words: a scorer by name, a table's phone by table,
/// series and device.
fn author(lang: Lang, by: &Author) -> String {
    match by {
        Author::Scorer { name } => name.clone(),
        Author::Table {
            series,
            table,
            device,
        } => {
            let (series, table, device) = (
                Param::from(*series),
                Param::from(*table),
                Param::Text(device.clone()),
            );
            let params = [("series", &series), ("table", &table), ("device", &device)];
            skatblock::i18n::message(lang, "audit-by-table", params)
        }
    }
}

/// One change of the history in the catalogue's words; a missing record shows as `-`.
fn history_line(lang: Lang, entry: &AuditEntry) -> String {
    let action = format!("audit-{}", entry.action);
    let params = [
        ("at", Param::Text(entry.at.clone())),
        ("action", Param::Text(skatblock::i18n::text(lang, &action))),
        ("series", entry.key.series.into()),
        ("table", entry.key.table.into()),
        ("game", entry.key.game.into()),
        ("by", Param::Text(author(lang, &entry.by))),
        (
            "old",
            Param::Text(entry.old.clone().unwrap_or_else(|| "-".into())),
        ),
        (
            "new",
            Param::Text(entry.new.clone().unwrap_or_else(|| "-".into())),
        ),
    ];
    skatblock::i18n::message(lang, "cli-history", params.iter().map(|(k, v)| (*k, v)))
}
