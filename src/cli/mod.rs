//! The commands of the CLI, one file per command family: scoring without a store, players,
//! events, seating, games, results (totals, standings, verify), reports, exports, seasons,
//! leagues, cash and the hub. Here: the options every store command shares, the helpers they
//! share, backups and the sentence of a failed command. Argument parsing only; the work is the
//! library's.

pub mod cash;
mod event;
mod export;
mod game;
pub mod hub;
pub mod league;
pub(crate) mod output;
mod players;
mod reports;
mod results;
pub mod scoring;
pub mod season;
mod seating;

pub use event::{EventCommand, event_cmd};
pub use export::{ExportCommand, export};
pub use game::{GameCommand, GamesCommand, game, games};
pub use players::{PlayerCommand, player};
pub use reports::{ReportCommand, report};
pub use results::{TotalsCommand, standings, totals, verify};
pub use seating::{SeatingCommand, seating};

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use skatblock::i18n::Lang;
use skatblock::ops;
use skatblock::rules::{Param, Refusal, Rules};
use skatblock::store::{self, EventId, PlayerId, Store};

/// Options every store command shares.
#[derive(Debug, Args)]
pub struct StoreArgs {
    /// The database file [default: the platform data directory, e.g.
    /// ~/.local/share/skatblock/skatblock.db].
    #[arg(long, global = true, value_name = "FILE")]
    pub db: Option<PathBuf>,
    /// The scorer's name for the audit history [default: $USER].
    #[arg(long, global = true, value_name = "NAME")]
    pub user: Option<String>,
    /// The language, de or en [default: en for messages and refusals, de for printed lists].
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<Lang>,
}

impl StoreArgs {
    /// The language of messages and refusals: English unless `--lang` says otherwise.
    pub fn messages_lang(&self) -> Lang {
        self.lang.unwrap_or(Lang::En)
    }

    pub(crate) fn open(&self) -> Result<Store> {
        let path = self.db.clone().unwrap_or_else(store::default_path);
        Store::open(&path).with_context(|| format!("cannot open the database {}", path.display()))
    }

    pub(crate) fn user(&self) -> String {
        self.user
            .clone()
            .or_else(|| std::env::var("USER").ok())
            .unwrap_or_else(|| "skatblock".into())
    }
}

/// Output formats of lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ListFormat {
    /// A readable table.
    Text,
    /// Comma-separated values with a header row.
    Csv,
    /// A JSON array of objects.
    Json,
}

/// A file's bytes; an unreadable file is said from the catalogue, with its path.
pub(crate) fn read(path: &Path) -> Result<Vec<u8>> {
    fs::read(path).map_err(|e| skatblock::i18n::unreadable(path, &e).into())
}

/// Rule flags from a JSON file (RULES.md part G); ISkO defaults without one.
pub fn load_rules(path: Option<&Path>) -> Result<Rules> {
    let Some(path) = path else {
        return Ok(Rules::default());
    };
    Ok(skatblock::json::parse_rules(&read_rules_json(path)?)?)
}

/// A rules file as JSON.
fn read_rules_json(path: &Path) -> Result<serde_json::Value> {
    let refuse =
        |code| anyhow::Error::from(Refusal::new(code).field("rules").value(path.display()));
    let text = fs::read_to_string(path)
        .map_err(|_| refuse(skatblock::json::codes::INPUT_RULES_UNREADABLE))?;
    serde_json::from_str(&text)
        .map_err(|_| refuse(skatblock::json::codes::INPUT_RULES_INVALID_JSON))
}

/// An event with its settings.
pub(crate) fn get_event(store: &Store, event: EventId) -> Result<store::Event> {
    let input = ops::StandingsInput {
        event,
        series: None,
    };
    Ok(ops::get_event(store, input)?)
}

/// An event's tariff with its preset's name; none for a Skat event.
pub(crate) fn event_tariff(
    store: &Store,
    event: EventId,
) -> Result<Option<(skatblock::schafkopf::Tariff, Option<String>)>> {
    let input = ops::StandingsInput {
        event,
        series: None,
    };
    Ok(ops::event_tariff(store, input)?.map(|t| (t.tariff, t.name)))
}

/// The player a command line argument names by number.
fn player_id(store: &Store, number: &str) -> Result<PlayerId> {
    Ok(ops::player_by_number(store, number)?.id)
}

/// `backup [--out FILE]`
pub fn backup(args: &StoreArgs, out: Option<PathBuf>) -> Result<()> {
    let store = args.open()?;
    let source = store.path().map(Path::to_path_buf).unwrap_or_default();
    let target = out.unwrap_or_else(|| {
        let stamp = ops::now().replace([':', '-'], "");
        source.with_extension(format!("backup-{stamp}.db"))
    });
    store.backup_to(&target)?;
    let path = target.display().to_string();
    say(args, "cli-backup", &[("path", path.into())]);
    Ok(())
}

/// Prints the catalogue's message `id` in the language of `--lang`.
pub(crate) fn say(args: &StoreArgs, id: &str, params: &[(&str, Param)]) {
    println!("{}", output::message(args.messages_lang(), id, params));
}

/// The scorer for the history of changes, now: the command line reads the clock, the library
/// is given the time.
fn scorer(user: &str) -> skatblock::event::Scorer {
    skatblock::event::Scorer {
        by: user.to_string(),
        at: ops::now(),
    }
}

/// A date of the form YYYY-MM-DD.
fn parse_date(text: &str) -> Result<chrono::NaiveDate> {
    chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| {
        Refusal::new(skatblock::event::codes::EVENT_DATE_INVALID)
            .field("date")
            .value(format!("{text:?}"))
            .into()
    })
}

/// The sentence of a failed command in `lang`: a refusal from the catalogue, anything else as
/// its chain of causes.
pub fn describe(err: &anyhow::Error, lang: Lang) -> String {
    let said = err.chain().find_map(|cause| refusals_of(cause, lang));
    said.unwrap_or_else(|| format!("{err:#}"))
}

/// The refusals a cause carries, in the catalogue's words; `None` for a cause that is no
/// refusal (an I/O error, say).
fn refusals_of(cause: &(dyn std::error::Error + 'static), lang: Lang) -> Option<String> {
    if let Some(e) = cause.downcast_ref::<ops::Error>() {
        Some(e.describe(lang))
    } else if let Some(e) = cause.downcast_ref::<skatblock::event::EventError>() {
        Some(e.describe(lang))
    } else if let Some(e) = cause.downcast_ref::<skatblock::event::ImportError>() {
        Some(e.describe(lang))
    } else if let Some(skatblock::report::ReportError::Empty(r)) =
        cause.downcast_ref::<skatblock::report::ReportError>()
    {
        Some(skatblock::i18n::refusal(lang, r))
    } else if let Some(e) = cause.downcast_ref::<skatblock::store::StoreError>() {
        let lines: Vec<String> = e
            .refusals()
            .iter()
            .map(|r| skatblock::i18n::refusal(lang, r))
            .collect();
        Some(lines.join("\n  "))
    } else {
        cause
            .downcast_ref::<skatblock::rules::Refusal>()
            .map(|r| skatblock::i18n::refusal(lang, r))
    }
}
