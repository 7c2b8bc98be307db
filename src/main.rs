//! The `skatblock` command line: thin argument parsing over the library.

mod cli;

use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Parser, Subcommand};

use cli::scoring::Format;
use skatblock::i18n::Lang;

/// Skatblock: the scoring and league desk of a Skat club (ISkO rules, Seeger-Fabian points).
#[derive(Debug, Parser)]
#[command(name = "skatblock", version, about, long_about = None)]
struct Cli {
    #[command(flatten)]
    store: cli::StoreArgs,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Score games: one JSON game per line on stdin, one JSON result per line on stdout.
    ///
    /// Input line:  {"contract":"grand","hand":true,"matadors":-2,"declarer_points":95,"declarer_tricks":8,"bid":48}
    /// Output line: {"won":true,"overbid":false,"value":120,"score":120}
    /// An invalid line gives {"error":"field = value: rule","code":…,"field":…,"value":…,"rule":…}
    /// (the sentence in the language of --lang) and scoring goes on.
    #[command(verbatim_doc_comment)]
    Score {
        /// A JSON file with rule flags (RULES.md part G); ISkO defaults otherwise.
        #[arg(long, value_name = "FILE")]
        rules: Option<PathBuf>,
    },
    /// Add up one table's score sheet: running totals, foot, list checks and ranking.
    ///
    /// Input (a file, or stdin when FILE is omitted or "-"):
    ///   {"table_size": 3, "players": ["Anna", "Bernd", "Clara"], "first_dealer": 0,
    ///    "games": [{"declarer": 0, "contract": "grand", "matadors": 2, "declarer_points": 70},
    ///              {"passed": true}, …]}
    /// A game may carry "written": the value on the paper list, to be checked.
    #[command(verbatim_doc_comment)]
    Sheet {
        /// The sheet as JSON; "-" or nothing reads stdin.
        file: Option<PathBuf>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Json)]
        format: Format,
        /// A JSON file with rule flags (RULES.md part G); the sheet's own "rules" take precedence.
        #[arg(long, value_name = "FILE")]
        rules: Option<PathBuf>,
    },
    /// The player registry: import, list, deactivate.
    #[command(subcommand)]
    Player(cli::PlayerCommand),
    /// Events: create, list, show, register players.
    #[command(subcommand)]
    Event(cli::EventCommand),
    /// Seating draws: draw, import, show, swap, late arrival, withdrawal.
    #[command(subcommand)]
    Seating(cli::SeatingCommand),
    /// Import a CSV of games.
    #[command(subcommand)]
    Games(cli::GamesCommand),
    /// Enter, correct, delete one game; show the history of changes.
    #[command(subcommand)]
    Game(cli::GameCommand),
    /// Import totals-only results.
    #[command(subcommand)]
    Totals(cli::TotalsCommand),
    /// Standings of an event, one series or one ranking of its prize file; record a lot.
    Standings(cli::StandingsArgs),
    /// The prizes of an event (its prize file): every ranking's pot, the places, the payouts.
    Prizes {
        /// Event id.
        event: i64,
        /// Output format.
        #[arg(long, value_enum, default_value_t = cli::PrizesFormat::Text)]
        format: cli::PrizesFormat,
    },
    /// Print lists as PDF: standings, seating, score sheets.
    #[command(subcommand)]
    Report(cli::ReportCommand),
    /// Export lists as CSV: standings, players, seating, games.
    #[command(subcommand)]
    Export(cli::ExportCommand),
    /// Bavarian Schafkopf: score games under a tariff.
    #[command(subcommand)]
    Schafkopf(cli::scoring::SchafkopfCommand),
    /// Seasons: events whose series add up to a ranking (best N, minimum series, average).
    Season(cli::SeasonArgs),
    /// Leagues: groups, teams and rosters, match days, line-ups and the league table.
    League(cli::LeagueArgs),
    /// The cash book: fees due, payments, balances of an event or a season.
    Cash(cli::CashArgs),
    /// Recompute every list of an event from its games and compare with the stored results.
    Verify {
        /// Event id.
        event: i64,
        /// Store the recomputed results where they differ.
        #[arg(long)]
        repair: bool,
        /// Output format (json: every difference as data).
        #[arg(long, value_enum, default_value_t = cli::ListFormat::Text)]
        format: cli::ListFormat,
    },
    /// The association server: pull a league, push a match day.
    Sync(cli::SyncArgs),
    /// Publish an event's live standings on the association server (through an outbox that
    /// survives an outage); prints the version stored.
    Publish(cli::PublishArgs),
    /// The table hub: the access of the tables (tokens for their QR codes), revocation.
    Hub(cli::HubArgs),
    /// Copy the database with SQLite's online backup.
    Backup {
        /// Target file [default: next to the database, with a time stamp].
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
}

fn main() -> ExitCode {
    let Cli { store, command } = Cli::parse();
    let outcome = run(&store, command);
    exit_status(outcome, store.messages_lang())
}

/// Runs one command: a dispatch to the command's family in `cli`.
fn run(store: &cli::StoreArgs, command: Command) -> Result<()> {
    let lang = store.messages_lang();
    match command {
        Command::Score { rules } => cli::scoring::score(rules.as_deref(), lang),
        Command::Sheet {
            file,
            format,
            rules,
        } => cli::scoring::sheet(file.as_deref(), format, rules.as_deref(), lang),
        Command::Schafkopf(c) => cli::scoring::schafkopf(c, lang),
        Command::Player(c) => cli::player(store, c),
        Command::Event(c) => cli::event_cmd(store, c),
        Command::Seating(c) => cli::seating(store, c),
        Command::Games(c) => cli::games(store, c),
        Command::Game(c) => cli::game(store, c),
        Command::Totals(c) => cli::totals(store, c),
        Command::Standings(c) => cli::standings(store, c),
        Command::Prizes { event, format } => cli::prizes(store, event, format),
        Command::Backup { out } => cli::backup(store, out),
        Command::Hub(c) => cli::hub(store, c),
        Command::Sync(c) => cli::sync(store, c),
        Command::Publish(c) => cli::publish(store, c),
        Command::Season(c) => cli::season(store, c),
        Command::League(c) => cli::league(store, c),
        Command::Cash(c) => cli::cash(store, c),
        Command::Verify {
            event,
            repair,
            format,
        } => cli::verify(store, event, repair, format),
        Command::Report(c) => cli::report(store, c),
        Command::Export(c) => cli::export(store, c),
    }
}

/// The exit status of a command: 0 when it succeeded or its reader went away; otherwise 2 (3
/// when an association server could not be reached), with the failure's sentence on stderr.
fn exit_status(outcome: Result<()>, lang: Lang) -> ExitCode {
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("skatblock: {}", cli::describe(&err, lang));
            ExitCode::from(cli::exit_code(&err))
        }
    }
}

/// A reader that went away (`skatblock … | head`) is not an error of ours.
fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        let io_error = cause.downcast_ref::<io::Error>().or_else(|| {
            cause
                .downcast_ref::<csv::Error>()
                .and_then(|e| match e.kind() {
                    csv::ErrorKind::Io(io) => Some(io),
                    _ => None,
                })
        });
        io_error.is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn every_subcommand_is_defined_consistently() {
        // clap checks argument names, groups and flattening only when a command is built;
        // this builds all of them (a clash once made `game enter` panic at start).
        super::Cli::command().debug_assert();
    }
}
