//! The commands without a store: `score` and `sheet` for Skat, `schafkopf score` and
//! `schafkopf sheet`. They read JSON from a file or stdin and write JSON (or a sheet's text)
//! to stdout; the rules and tariffs are the library's.

use std::fs;
use std::io::{self, BufRead, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::{Subcommand, ValueEnum};

use skatblock::i18n::{self, Lang};
use skatblock::json::write_result_line;
use skatblock::ops;
use skatblock::report::write_sheet_text;
use skatblock::rules::{Param, Rules};
use skatblock::schafkopf;

use super::load_rules;

/// `skatblock schafkopf …`
#[derive(Debug, Subcommand)]
pub enum SchafkopfCommand {
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

/// Output formats of `sheet`.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// The finished list as JSON.
    Json,
    /// The finished list as readable text.
    Text,
}

/// `skatblock score`: the rules file (or ISkO's rules), then the stream of games.
pub fn score(rules: Option<&Path>, lang: Lang) -> Result<()> {
    let rules = load_rules(rules)?;
    score_stream(&rules, lang)
}

/// `skatblock sheet`: the rules file (or ISkO's rules), then the sheet.
pub fn sheet(file: Option<&Path>, format: Format, rules: Option<&Path>, lang: Lang) -> Result<()> {
    let rules = load_rules(rules)?;
    sheet_of(file, format, &rules, lang)
}

/// `skatblock schafkopf …`
pub fn schafkopf(command: SchafkopfCommand, lang: Lang) -> Result<()> {
    match command {
        SchafkopfCommand::Score { tariff } => {
            let tariff = load_tariff(tariff.as_deref())?;
            schafkopf_stream(&tariff, lang)
        }
        SchafkopfCommand::Sheet { file, tariff } => {
            schafkopf_sheet(file.as_deref(), tariff.as_deref(), lang)
        }
    }
}

/// `skatblock score`: one result line per input line, in order; invalid lines give an error
/// object and the stream goes on.
fn score_stream(rules: &Rules, lang: Lang) -> Result<()> {
    result_lines(lang, |text| ops::score_line(text, rules))
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
    Ok(ops::named_tariff(name)?.0)
}

/// `skatblock schafkopf score`: one result line per input line, in order; invalid lines give an
/// error object and the stream goes on.
fn schafkopf_stream(tariff: &schafkopf::Tariff, lang: Lang) -> Result<()> {
    result_lines(lang, |text| ops::score_schafkopf_line(text, tariff))
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
    let doc = ops::parse_schafkopf_sheet(&text).map_err(fail)?;
    let tariff = match doc.tariff {
        Some(t) => t,
        None => load_tariff(tariff)?,
    };
    let report = ops::add_up_schafkopf_sheet(&doc, &tariff).map_err(fail)?;
    let mut out = BufWriter::new(io::stdout().lock());
    serde_json::to_writer_pretty(&mut out, &report)?;
    writeln!(out)?;
    out.flush()?;
    Ok(())
}

/// A sheet added up under `rules` (the sheet's own rules take precedence), as JSON or text.
fn sheet_of(file: Option<&Path>, format: Format, rules: &Rules, lang: Lang) -> Result<()> {
    let text = read_input(file)?;
    let report = ops::add_up_sheet(&text, rules).map_err(|errors| sheet_errors(lang, &errors))?;
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

/// The JSON input of a `sheet` command: the file, or stdin for none or "-".
fn read_input(file: Option<&Path>) -> Result<String> {
    match file {
        Some(path) if path != Path::new("-") => {
            fs::read_to_string(path).map_err(|e| super::refused(i18n::unreadable(path, &e)))
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
