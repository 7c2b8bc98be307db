//! `report` (PDF): gather the data, hand it to `report`, write the file only when the whole
//! report is ready.

use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{Args, Subcommand};

use super::StoreArgs;
use skatblock::league::LeagueId;
use skatblock::ops;
use skatblock::ops::SeasonId;
use skatblock::ops::{EventId, Store};
use skatblock::report::Lang;

/// Options every report shares.
#[derive(Debug, Args)]
pub struct ReportArgs {
    /// The PDF file to write.
    #[arg(long, value_name = "FILE.pdf")]
    pub(super) out: PathBuf,
    /// A folder with templates that override the built-in ones (e.g. a retitled standings.json).
    #[arg(long, value_name = "DIR")]
    pub(super) templates: Option<PathBuf>,
}

/// `skatblock report …`
#[derive(Debug, Subcommand)]
pub enum ReportCommand {
    /// The standings list of the event, or of one series.
    Standings {
        /// Event id.
        event: i64,
        /// One series only.
        #[arg(long)]
        series: Option<u16>,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// The seating list of a series: by table and alphabetically.
    Seating {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// Score sheets pre-filled with the players of every table of a series (or one table),
    /// or blank with --blank 3|4; with --hub-url each pre-filled sheet carries the QR code of
    /// its table's phone page.
    Sheets {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        /// Only this table.
        #[arg(long)]
        table: Option<u16>,
        /// Blank sheets for a 3- or 4-table instead of pre-filled ones.
        #[arg(long, value_name = "3|4")]
        blank: Option<u8>,
        /// How many blank sheets.
        #[arg(long, default_value_t = 1)]
        count: u16,
        /// The table hub's address, e.g. http://192.168.1.20:8080: each table's QR code leads
        /// to its phone page (the same on every printing until `hub revoke`).
        #[arg(long, value_name = "URL", conflicts_with = "blank")]
        hub_url: Option<String>,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// The ranking of a season, with every player's counted and dropped series.
    Season {
        /// Season id.
        season: i64,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// The cash list of an event: entry fee, lost-game fees, payments and balance per player.
    Cash {
        /// Event id.
        event: i64,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// The cash balances of a season, summed over its events.
    SeasonCash {
        /// Season id.
        season: i64,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// A league's table (every group, or one) with its history by match day.
    League {
        /// League id.
        league: i64,
        /// One group only.
        #[arg(long)]
        group: Option<String>,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// The match report (Spielbericht) of a match day, with signature lines for the captains.
    MatchReport {
        /// The match day's event id.
        event: i64,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// The money settlement of a club evening: per table each player's amount and who pays
    /// whom, then each player's sum (every series, or one).
    Money {
        /// Event id.
        event: i64,
        /// One series only.
        #[arg(long)]
        series: Option<u16>,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// The prize list of a Preisskat: per ranking its pot and places (amount, goods, shared
    /// prizes, places waiting for a lot).
    Prizes {
        /// Event id.
        event: i64,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// The cashier's payout list of a Preisskat: one line per recipient with a line to sign,
    /// the total; places waiting for a lot are named above the table.
    Payouts {
        /// Event id.
        event: i64,
        #[command(flatten)]
        args: ReportArgs,
    },
    /// The finished score sheet of one table, computed from the stored games, with the list checks.
    Sheet {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        /// Table.
        #[arg(long)]
        table: u16,
        #[command(flatten)]
        args: ReportArgs,
    },
}

/// Writes `bytes` to `path`, naming the path in any error.
pub(super) fn save(path: &Path, bytes: &[u8], lang: skatblock::i18n::Lang) -> Result<()> {
    std::fs::write(path, bytes)
        .map_err(|e| super::refused(skatblock::i18n::unwritable(path, &e)))?;
    let written = [
        (
            "path",
            skatblock::rules::Param::Text(path.display().to_string()),
        ),
        ("kib", bytes.len().div_ceil(1024).into()),
    ];
    let said = skatblock::i18n::message(lang, "cli-written", written.iter().map(|(k, v)| (*k, v)));
    println!("{said}");
    Ok(())
}

impl ReportCommand {
    /// The options every report shares: where its PDF goes and which templates it uses.
    fn args(&self) -> &ReportArgs {
        match self {
            ReportCommand::Standings { args, .. }
            | ReportCommand::Seating { args, .. }
            | ReportCommand::Sheets { args, .. }
            | ReportCommand::Season { args, .. }
            | ReportCommand::Cash { args, .. }
            | ReportCommand::SeasonCash { args, .. }
            | ReportCommand::League { args, .. }
            | ReportCommand::MatchReport { args, .. }
            | ReportCommand::Money { args, .. }
            | ReportCommand::Prizes { args, .. }
            | ReportCommand::Payouts { args, .. }
            | ReportCommand::Sheet { args, .. } => args,
        }
    }

    /// The report over the club's records (seasons, cash, leagues) this command prints; none
    /// for the lists of one event.
    fn club_report(&self) -> Option<ops::ClubReport> {
        match self {
            ReportCommand::Season { season, .. } => Some(ops::ClubReport::Season {
                season: SeasonId(*season),
            }),
            ReportCommand::Cash { event, .. } => Some(ops::ClubReport::Cash {
                event: EventId(*event),
            }),
            ReportCommand::SeasonCash { season, .. } => Some(ops::ClubReport::SeasonCash {
                season: SeasonId(*season),
            }),
            ReportCommand::League { league, group, .. } => Some(ops::ClubReport::LeagueTable {
                league: LeagueId(*league),
                group: group.clone(),
                after_day: None,
            }),
            ReportCommand::MatchReport { event, .. } => Some(ops::ClubReport::MatchReport {
                event: EventId(*event),
            }),
            _ => None,
        }
    }
}

/// How a report is printed: the language of its texts and the templates that override the
/// built-in ones.
#[derive(Clone, Copy)]
struct Printing<'a> {
    lang: Lang,
    templates: Option<&'a Path>,
}

/// `report …`
pub fn report(store_args: &StoreArgs, command: ReportCommand) -> Result<()> {
    let mut store = store_args.open()?;
    // Printed lists are German unless `--lang en` is given.
    let lang = store_args.lang.unwrap_or(Lang::De);
    let args = command.args();
    let print = Printing {
        lang,
        templates: args.templates.as_deref(),
    };
    let pdf = match command.club_report() {
        Some(report) => club_pdf(&store, report, lang)?,
        None => event_pdf(&mut store, &command, print)?,
    };
    save(&args.out, &pdf, store_args.messages_lang())
}

/// A report over the club's records as PDF.
fn club_pdf(store: &Store, report: ops::ClubReport, lang: Lang) -> Result<Vec<u8>> {
    let input = ops::ClubReportInput {
        report,
        format: ops::ReportFormat::Pdf,
        lang,
    };
    Ok(ops::club_report(store, input)?)
}

/// The PDF of one of an event's lists.
fn event_pdf(store: &mut Store, command: &ReportCommand, print: Printing<'_>) -> Result<Vec<u8>> {
    use ops::ReportKind::{Seating, Sheet, Standings};
    match *command {
        ReportCommand::Standings { event, series, .. } => {
            list_pdf(store, Standings, (event, series, None), print)
        }
        ReportCommand::Seating { event, series, .. } => {
            list_pdf(store, Seating, (event, Some(series), None), print)
        }
        ReportCommand::Sheet {
            event,
            series,
            table,
            ..
        } => list_pdf(store, Sheet, (event, Some(series), Some(table)), print),
        ReportCommand::Sheets {
            event,
            series,
            table,
            blank,
            count,
            ref hub_url,
            ..
        } => sheets_pdf(
            store,
            (event, series, table),
            (blank, count, hub_url.as_deref()),
            print,
        ),
        ReportCommand::Money { event, series, .. } => money_pdf(store, event, series, print),
        ReportCommand::Prizes { event, .. } => prize_pdf(store, event, print, ops::report_prizes),
        ReportCommand::Payouts { event, .. } => prize_pdf(store, event, print, ops::report_payouts),
        ReportCommand::Season { .. }
        | ReportCommand::Cash { .. }
        | ReportCommand::SeasonCash { .. }
        | ReportCommand::League { .. }
        | ReportCommand::MatchReport { .. } => unreachable!("club reports are club_pdf's"),
    }
}

/// A list the operations layer prints from the stored event: the event, a series (all of them
/// when missing, for standings) and a table.
fn list_pdf(
    store: &Store,
    kind: ops::ReportKind,
    (event, series, table): (i64, Option<u16>, Option<u16>),
    print: Printing<'_>,
) -> Result<Vec<u8>> {
    let list = ops::PdfList {
        kind,
        event: EventId(event),
        series,
        table,
    };
    Ok(ops::report_pdf_with(
        store,
        list,
        print.lang,
        print.templates,
    )?)
}

/// `report sheets`: blank sheets with `--blank` (how many: `--count`), sheets with their
/// tables' QR codes with `--hub-url`, else sheets pre-filled with the seated players.
fn sheets_pdf(
    store: &mut Store,
    (event, series, table): (i64, u16, Option<u16>),
    (blank, count, hub_url): (Option<u8>, u16, Option<&str>),
    print: Printing<'_>,
) -> Result<Vec<u8>> {
    match (blank, hub_url) {
        (Some(size), _) => blank_sheets(store, (event, series), size, count, print),
        (None, Some(url)) => hub_sheets(store, (event, series, table), url, print),
        (None, None) => list_pdf(
            store,
            ops::ReportKind::Sheets,
            (event, Some(series), table),
            print,
        ),
    }
}

/// The money settlement of a club evening, every series or one.
fn money_pdf(
    store: &Store,
    event: i64,
    series: Option<u16>,
    print: Printing<'_>,
) -> Result<Vec<u8>> {
    let input = ops::MoneyReportInput {
        event: EventId(event),
        series,
        format: ops::ReportFormat::Pdf,
        lang: print.lang,
    };
    Ok(ops::money_report(store, input, print.templates)?)
}

/// The type of the Preisskat's list operations ([`ops::report_prizes`], [`ops::report_payouts`]).
type PrizeListOp = fn(&Store, ops::PrizeReportInput, Option<&Path>) -> ops::Result<Vec<u8>>;

/// A Preisskat's prize list or payout list as PDF.
fn prize_pdf(store: &Store, event: i64, print: Printing<'_>, list: PrizeListOp) -> Result<Vec<u8>> {
    let input = ops::PrizeReportInput {
        event: EventId(event),
        format: ops::PrizeListFormat::Pdf,
        lang: print.lang,
    };
    Ok(list(store, input, print.templates)?)
}

/// Score sheets pre-filled with the players of every table of a series (or one), each with the
/// QR code of its table's phone page.
fn hub_sheets(
    store: &mut Store,
    (event, series, table): (i64, u16, Option<u16>),
    url_base: &str,
    print: Printing<'_>,
) -> Result<Vec<u8>> {
    let hub_print = ops::HubPrint {
        event: EventId(event),
        series,
        table,
        url_base,
        lang: print.lang,
        templates: print.templates,
    };
    Ok(ops::hub_sheets_pdf(store, &hub_print)?)
}

/// Blank score sheets to fill in by hand: Skat lists for a 3- or 4-table, Schafkopf lists for a
/// 4-table.
fn blank_sheets(
    store: &Store,
    (event, series): (i64, u16),
    size: u8,
    count: u16,
    print: Printing<'_>,
) -> Result<Vec<u8>> {
    let blank = ops::BlankSheets {
        event: EventId(event),
        series,
        size,
        count,
    };
    Ok(ops::blank_sheets_pdf(
        store,
        blank,
        print.lang,
        print.templates,
    )?)
}
