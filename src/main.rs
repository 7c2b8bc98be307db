//! The `skatblock` command line: thin argument parsing over the library.

mod cli;

use std::fs;
use std::io::{self, BufRead, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand, ValueEnum};

use skatblock::i18n::{self, Lang};
use skatblock::json::{parse_game, parse_sheet, write_result_line};
use skatblock::report::write_sheet_text;
use skatblock::rules::{Param, Rules, compute_sheet, score};
use skatblock::schafkopf;

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
    /// Standings of an event or one series.
    Standings {
        /// Event id.
        event: i64,
        /// One series only.
        #[arg(long)]
        series: Option<u16>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = cli::ListFormat::Text)]
        format: cli::ListFormat,
    },
    /// Print lists as PDF: standings, seating, score sheets.
    #[command(subcommand)]
    Report(cli::ReportCommand),
    /// Export lists as CSV: standings, players, seating, games.
    #[command(subcommand)]
    Export(cli::ExportCommand),
    /// Bavarian Schafkopf: score games under a tariff.
    #[command(subcommand)]
    Schafkopf(SchafkopfCommand),
    /// Seasons: events whose series add up to a ranking (best N, minimum series, average).
    Season(cli::season::SeasonArgs),
    /// Leagues: groups, teams and rosters, match days, line-ups and the league table.
    League(cli::league::LeagueArgs),
    /// The cash book: fees due, payments, balances of an event or a season.
    Cash(cli::cash::CashArgs),
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
    /// The table hub: the access of the tables (tokens for their QR codes), revocation.
    Hub(cli::hub::HubArgs),
    /// Copy the database with SQLite's online backup.
    Backup {
        /// Target file [default: next to the database, with a time stamp].
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
}

/// `skatblock schafkopf …`
#[derive(Debug, Subcommand)]
enum SchafkopfCommand {
    /// Score games: one JSON game per line on stdin, one JSON result per line on stdout.
    ///
    /// Input line:  {"game":"rufspiel","called":"eichel","declarer":0,"partner":2,"points":72,"laufende":3}
    ///              {"game":"solo","suit":"herz","declarer":1,"points":95,"tricks":8,"tout":true,"laufende":4,"klopfer":1}
    ///              {"game":"ramsch","points":[30,45,25,20],"tricks":[2,3,2,1]}   {"passed":true}
    /// Output line: {"won":true,"amounts":[40,-40,40,-40]}
    /// An invalid line gives {"error","code","field","value","rule"} and scoring goes on.
    #[command(verbatim_doc_comment)]
    Score {
        /// A preset (BSV_10_50, TOURNAMENT_A1) or a tariff JSON file [default: BSV_10_50].
        #[arg(long, value_name = "NAME|FILE")]
        tariff: Option<String>,
    },
    /// Add up one 4-player list: amounts and running totals per game, sums and solo games won,
    /// list checks and the ranking (JSON).
    ///
    /// Input (a file, or stdin when FILE is omitted or "-"):
    ///   {"players": ["Anna", "Bernd", "Clara", "Dieter"], "first_dealer": 0,
    ///    "tariff": "BSV_10_50", "games": [{"game": "wenz", "declarer": 1, "points": 80}, …]}
    #[command(verbatim_doc_comment)]
    Sheet {
        /// The list as JSON; "-" or nothing reads stdin.
        file: Option<PathBuf>,
        /// The tariff when the list names none: a preset or a tariff JSON file [default:
        /// BSV_10_50].
        #[arg(long, value_name = "NAME|FILE")]
        tariff: Option<String>,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Format {
    /// The finished list as JSON.
    Json,
    /// The finished list as readable text.
    Text,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Score { rules } => cli::load_rules(rules.as_deref())
            .and_then(|r| score_stream(&r, cli.store.messages_lang())),
        Command::Sheet {
            file,
            format,
            rules,
        } => cli::load_rules(rules.as_deref())
            .and_then(|r| sheet(file.as_deref(), format, &r, cli.store.messages_lang())),
        Command::Schafkopf(SchafkopfCommand::Score { tariff }) => load_tariff(tariff.as_deref())
            .and_then(|t| schafkopf_stream(&t, cli.store.messages_lang())),
        Command::Schafkopf(SchafkopfCommand::Sheet { file, tariff }) => schafkopf_sheet(
            file.as_deref(),
            tariff.as_deref(),
            cli.store.messages_lang(),
        ),
        Command::Player(c) => cli::player(&cli.store, c),
        Command::Event(c) => cli::event_cmd(&cli.store, c),
        Command::Seating(c) => cli::seating(&cli.store, c),
        Command::Games(c) => cli::games(&cli.store, c),
        Command::Game(c) => cli::game(&cli.store, c),
        Command::Totals(c) => cli::totals(&cli.store, c),
        Command::Standings {
            event,
            series,
            format,
        } => cli::standings(&cli.store, event, series, format),
        Command::Backup { out } => cli::backup(&cli.store, out),
        Command::Hub(c) => cli::hub::run(&cli.store, c),
        Command::Season(c) => cli::season::run(&cli.store, c),
        Command::League(c) => cli::league::run(&cli.store, c),
        Command::Cash(c) => cli::cash::run(&cli.store, c),
        Command::Verify {
            event,
            repair,
            format,
        } => cli::verify(&cli.store, event, repair, format),
        Command::Report(c) => cli::report(&cli.store, c),
        Command::Export(c) => cli::export(&cli.store, c),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!(
                "skatblock: {}",
                cli::describe(&err, cli.store.messages_lang())
            );
            ExitCode::from(2)
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

/// `skatblock score`: one result line per input line, in order; invalid lines give an error
/// object and the stream goes on.
fn score_stream(rules: &Rules, lang: Lang) -> Result<()> {
    result_lines(lang, |text| {
        parse_game(text, rules).map(|game| score(&game, rules))
    })
}

/// Reads stdin line by line (LF or CRLF) and writes one result line for each: the result of
/// `each`, or its refusal as the error object.
fn result_lines<T: serde::Serialize>(
    lang: Lang,
    each: impl Fn(&[u8]) -> Result<T, skatblock::rules::Refusal>,
) -> Result<()> {
    let mut input = io::stdin().lock();
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut line = Vec::with_capacity(256);
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        let text = line.strip_suffix(b"\n").unwrap_or(&line);
        let text = text.strip_suffix(b"\r").unwrap_or(text);
        write_result_line(&mut out, &each(text), lang)?;
    }
    out.flush()?;
    Ok(())
}

/// A tariff by preset name or from a file; BSV 10/50 without one.
fn load_tariff(name: Option<&str>) -> Result<schafkopf::Tariff> {
    let Some(name) = name else {
        return Ok(schafkopf::Tariff::bsv_10_50());
    };
    if let Some(preset) = schafkopf::Tariff::preset(name) {
        return Ok(preset);
    }
    let text = fs::read_to_string(name).map_err(|_| schafkopf::unknown_tariff(name))?;
    Ok(schafkopf::parse_tariff(name, &text)?)
}

/// `skatblock schafkopf score`: one result line per input line, in order; invalid lines give an
/// error object and the stream goes on.
fn schafkopf_stream(tariff: &schafkopf::Tariff, lang: Lang) -> Result<()> {
    result_lines(lang, |text| {
        schafkopf::parse_game(text).and_then(|g| schafkopf::score(&g, tariff))
    })
}

/// A list's refusals under the catalogue's heading, as the error of `sheet` commands.
fn sheet_errors(lang: Lang, errors: &[skatblock::rules::Refusal]) -> anyhow::Error {
    let lines: Vec<String> = errors.iter().map(|e| i18n::refusal(lang, e)).collect();
    let count = Param::Int(i64::try_from(lines.len()).unwrap_or(i64::MAX));
    let head = i18n::message(lang, "sheet-errors", [("count", &count)]);
    anyhow::anyhow!("{head}\n  {}", lines.join("\n  "))
}

/// `skatblock schafkopf sheet`: one list added up, as JSON.
fn schafkopf_sheet(file: Option<&Path>, tariff: Option<&str>, lang: Lang) -> Result<()> {
    let text = read_input(file)?;
    let fail = |errors: Vec<skatblock::rules::Refusal>| sheet_errors(lang, &errors);
    let doc = schafkopf::parse_sheet(&text).map_err(fail)?;
    let tariff = match doc.tariff {
        Some(t) => t,
        None => load_tariff(tariff)?,
    };
    let report = schafkopf::compute_sheet(&doc.players, doc.first_dealer, &doc.games, &tariff)
        .map_err(fail)?;
    let mut out = BufWriter::new(io::stdout().lock());
    serde_json::to_writer_pretty(&mut out, &report)?;
    writeln!(out)?;
    out.flush()?;
    Ok(())
}

fn sheet(file: Option<&Path>, format: Format, rules: &Rules, lang: Lang) -> Result<()> {
    let text = read_input(file)?;
    let doc = match parse_sheet(&text, rules) {
        Ok(doc) => doc,
        Err(errors) => return Err(sheet_errors(lang, &errors)),
    };
    let report = compute_sheet(&doc.sheet, doc.rules.as_ref().unwrap_or(rules));
    let mut out = BufWriter::new(io::stdout().lock());
    match format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, &report)?;
            writeln!(out)?;
        }
        Format::Text => write_sheet_text(&report, &mut out, lang)?,
    }
    out.flush()?;
    Ok(())
}

fn read_input(file: Option<&Path>) -> Result<String> {
    match file {
        Some(path) if path != Path::new("-") => {
            fs::read_to_string(path).map_err(|e| i18n::unreadable(path, &e).into())
        }
        _ => {
            let mut text = String::new();
            io::stdin()
                .read_to_string(&mut text)
                .context("cannot read stdin")?;
            Ok(text)
        }
    }
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
