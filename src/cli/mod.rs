//! The commands of the CLI, one file per command family: scoring without a store, players,
//! events, seating, games, results (totals, standings, verify), reports, exports, seasons,
//! leagues, cash and the hub. Here: the options every store command shares, the helpers they
//! share, backups and the sentence of a failed command. Argument parsing only; the work is the
//! library's.

mod attendance;
mod cash;
mod event;
mod export;
mod game;
mod hub;
mod league;
pub(crate) mod output;
mod players;
mod prizes;
mod reports;
mod results;
pub mod scoring;
mod season;
mod seating;
mod sync;

pub use cash::{CashArgs, cash};
pub use event::{EventCommand, event_cmd};
pub use export::{ExportCommand, export};
pub use game::{GameCommand, GamesCommand, game, games};
pub use hub::{HubArgs, hub};
pub use league::{LeagueArgs, league};
pub use players::{PlayerCommand, player};
pub use prizes::{PrizesFormat, StandingsArgs, prizes, standings};
pub use reports::{ReportCommand, report};
pub use results::{TotalsCommand, totals, verify};
pub use season::{SeasonArgs, season};
pub use seating::{SeatingCommand, seating};
pub use sync::{PublishArgs, SyncArgs, publish, sync};

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use skatblock::i18n::Lang;
use skatblock::ops;
use skatblock::ops::{EventId, PlayerId, Store};
use skatblock::rules::{Param, Refusal, Rules};

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
        let path = self.db.clone().unwrap_or_else(ops::default_path);
        ops::open(&path).with_context(|| format!("cannot open the database {}", path.display()))
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
    fs::read(path).map_err(|e| refused(skatblock::i18n::unreadable(path, &e)))
}

/// A refusal of the command line itself (a date, a file it reads), as the one error type it
/// says: the operations' [`ops::Error`].
pub(crate) fn refused(refusal: Refusal) -> anyhow::Error {
    ops::Error::from(refusal).into()
}

/// Rule flags from a JSON file (RULES.md part G); ISkO defaults without one.
pub fn load_rules(path: Option<&Path>) -> Result<Rules> {
    let Some(path) = path else {
        return Ok(Rules::default());
    };
    Ok(ops::rules_of(&read_rules_json(path)?)?)
}

/// A rules file as JSON.
fn read_rules_json(path: &Path) -> Result<serde_json::Value> {
    let refuse = |code| refused(Refusal::new(code).field("rules").value(path.display()));
    let text = fs::read_to_string(path)
        .map_err(|_| refuse(skatblock::json::codes::INPUT_RULES_UNREADABLE))?;
    serde_json::from_str(&text)
        .map_err(|_| refuse(skatblock::json::codes::INPUT_RULES_INVALID_JSON))
}

/// An event with its settings.
pub(crate) fn get_event(store: &Store, event: EventId) -> Result<ops::Event> {
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
    let target = ops::backup(&store, out, &ops::now())?;
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
        refused(
            Refusal::new(skatblock::event::codes::EVENT_DATE_INVALID)
                .field("date")
                .value(format!("{text:?}")),
        )
    })
}

/// The exit status of a failed command: 3 when an association server could not be reached or
/// failed itself (nothing changed; try again), 2 for every other failure.
pub fn exit_code(err: &anyhow::Error) -> u8 {
    let unreachable = err
        .chain()
        .find_map(|cause| cause.downcast_ref::<ops::Error>())
        .is_some_and(ops::server_unreachable);
    if unreachable { 3 } else { 2 }
}

/// The sentence of a failed command in `lang`: the refusals of the operations' error from the
/// catalogue (every refusal reaches here as one), anything else (an I/O error of the command
/// line's own) as its chain of causes.
pub fn describe(err: &anyhow::Error, lang: Lang) -> String {
    let said = err
        .chain()
        .find_map(|cause| cause.downcast_ref::<ops::Error>())
        .map(|e| e.describe(lang));
    said.unwrap_or_else(|| format!("{err:#}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 19: the CLI says its failures from one type. A refusal of its own (a date, a file
    /// it cannot read, a rules file that is no JSON) arrives as the operations' error, and
    /// `describe` says it from the catalogue in the language asked for.
    #[test]
    fn issue_19_a_refusal_of_the_command_line_arrives_as_the_operations_error() {
        let missing = Path::new("/nonexistent/skatblock-issue-19.json");
        let failures = [
            parse_date("2026-13-45").map(drop).expect_err("no date"),
            read(missing).map(drop).expect_err("no file"),
            load_rules(Some(missing))
                .map(drop)
                .expect_err("no rules file"),
        ];
        for err in failures {
            let ops_error = err.downcast_ref::<ops::Error>().expect("an ops::Error");
            let [first] = &ops_error.refusals[..] else {
                panic!("one refusal: {ops_error:?}");
            };
            for lang in [Lang::De, Lang::En] {
                let said = skatblock::i18n::refusal(lang, &first.refusal);
                assert_eq!(describe(&err, lang), said);
            }
            assert_ne!(describe(&err, Lang::De), describe(&err, Lang::En));
        }
    }

    #[test]
    fn issue_19_a_failure_that_is_no_refusal_is_said_as_its_chain_of_causes() {
        let io = std::io::Error::other("disk on fire");
        let err = anyhow::Error::from(io).context("cannot write the list");
        assert_eq!(
            describe(&err, Lang::De),
            "cannot write the list: disk on fire"
        );
    }
}
