//! `skatblock totals import`, `standings` and `verify`: an event's results, imported, listed
//! and checked against its games.

use std::io;
use std::path::PathBuf;

use anyhow::Result;
use clap::Subcommand;
use skatblock::event::results::{Difference, Verification};
use skatblock::i18n::Lang;
use skatblock::ops;
use skatblock::ops::EventId;
use skatblock::rules::Param;

use super::{ListFormat, StoreArgs, output, read, say};

/// `skatblock totals …`
#[derive(Debug, Subcommand)]
pub enum TotalsCommand {
    /// Import totals-only results: series,player_id,points,won,lost (points = the sum of the
    /// player's game values). All or nothing.
    Import {
        /// Event id.
        event: i64,
        /// The CSV file.
        file: PathBuf,
    },
}

/// `totals import`
pub fn totals(args: &StoreArgs, command: TotalsCommand) -> Result<()> {
    let mut store = args.open()?;
    let TotalsCommand::Import { event, file } = command;
    let count = ops::import_totals(&mut store, EventId(event), &read(&file)?)?;
    say(args, "cli-totals-imported", &[("count", count.into())]);
    Ok(())
}

/// `standings EVENT [--series N] --format …`
pub(crate) fn standings(
    args: &StoreArgs,
    event: i64,
    series: Option<u16>,
    format: ListFormat,
) -> Result<()> {
    let store = args.open()?;
    let (event, lang) = (EventId(event), args.messages_lang());
    let input = ops::StandingsInput { event, series };
    if format == ListFormat::Text {
        return output::standings_text(&ops::standings_list(&store, input, lang)?, lang);
    }
    output::standings(&ops::standings(&store, input)?, format, lang)
}

/// `verify EVENT [--repair]`: every list recomputed from the games, compared with the stored
/// results; a difference is an error (exit status 2) unless repaired.
pub fn verify(args: &StoreArgs, event: i64, repair: bool, format: ListFormat) -> Result<()> {
    let mut store = args.open()?;
    let found = ops::verify_results(&mut store, EventId(event), repair)?;
    if format == ListFormat::Json {
        serde_json::to_writer_pretty(io::stdout().lock(), &found)?;
        println!();
    } else {
        say_verification(args, event, &found);
    }
    if !found.differences.is_empty() && !found.repaired {
        return Err(unrepaired(
            args.messages_lang(),
            event,
            found.differences.len(),
        ));
    }
    Ok(())
}

/// Says every difference `verify` found, the summary, and whether the results were repaired.
fn say_verification(args: &StoreArgs, event: i64, found: &Verification) {
    for d in &found.differences {
        say_difference(args, d);
    }
    // A stored game that breaks the rules is a note, as in the standings: the lists were
    // compared without it (issue 20).
    let lang = args.messages_lang();
    for f in &found.findings {
        let note = Param::Text(output::table_finding(lang, f));
        eprintln!(
            "{}",
            skatblock::i18n::message(lang, "cli-note", [("note", &note)])
        );
    }
    let summary = [
        ("event", event.into()),
        ("lists", found.lists.into()),
        ("results", found.results.into()),
        ("count", found.differences.len().into()),
    ];
    say(args, "cli-verify-summary", &summary);
    if found.repaired {
        say(args, "cli-verify-repaired", &[("event", event.into())]);
    }
}

/// Says one stored result that differs from the one computed from the games.
fn say_difference(args: &StoreArgs, d: &Difference) {
    say(
        args,
        "cli-verify-difference",
        &[
            ("series", d.series.into()),
            ("table", d.table.into()),
            ("seat", d.seat.into()),
            ("player", d.player_id.as_str().into()),
            ("field", d.field.as_str().into()),
            ("stored", d.stored.as_str().into()),
            ("computed", d.computed.as_str().into()),
        ],
    );
}

/// The error of a `verify` that found differences and did not repair them: exit status 2.
fn unrepaired(lang: Lang, event: i64, differences: usize) -> anyhow::Error {
    let count = Param::Int(i64::try_from(differences).unwrap_or(i64::MAX));
    let id = Param::Int(event);
    anyhow::anyhow!(skatblock::i18n::message(
        lang,
        "cli-verify-failed",
        [("count", &count), ("event", &id)]
    ))
}
