//! `export` (CSV): the operations gather the rows and write them in the dialect asked for; the
//! file is written only when the whole export is ready. Games, players and seating go out in
//! the columns of their imports, so an export imports again.

use std::path::PathBuf;

use anyhow::Result;
use clap::{Args, Subcommand};

use super::StoreArgs;
use super::reports::save;
use skatblock::i18n::Lang;
use skatblock::league::LeagueId;
use skatblock::ops;
use skatblock::ops::SeasonId;
use skatblock::ops::{EventId, Store};

/// Options every export shares.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The CSV file to write.
    #[arg(long, value_name = "FILE.csv")]
    out: PathBuf,
    /// Excel dialect for German spreadsheets: semicolons, UTF-8 with BOM.
    #[arg(long)]
    excel: bool,
}

/// `skatblock export …`
#[derive(Debug, Subcommand)]
pub enum ExportCommand {
    /// Standings: rank,player_id,name,club,points,won,lost,opponents_lost,total,lot_required.
    Standings {
        /// Event id.
        event: i64,
        /// One series only.
        #[arg(long)]
        series: Option<u16>,
        #[command(flatten)]
        args: ExportArgs,
    },
    /// Players in the import columns (the event's registered players, or the whole registry).
    Players {
        /// Event id; without it, the whole registry.
        event: Option<i64>,
        #[command(flatten)]
        args: ExportArgs,
    },
    /// Seating in the import columns plus name and club (every series, or one).
    Seating {
        /// Event id.
        event: i64,
        /// One series only.
        #[arg(long)]
        series: Option<u16>,
        #[command(flatten)]
        args: ExportArgs,
    },
    /// A season's ranking: rank,player_id,name,club,played,total,average,counted,dropped,
    /// ranked,lot_required (series as event/series:total).
    Season {
        /// Season id.
        season: i64,
        #[command(flatten)]
        args: ExportArgs,
    },
    /// An event's cash list: player_id,name,entry_cents,lost_games,lost_game_cents,due_cents,
    /// paid_cents,balance_cents.
    Cash {
        /// Event id.
        event: i64,
        #[command(flatten)]
        args: ExportArgs,
    },
    /// A league's table: group,rank,team,club,ranking_points,ranking_points_against,
    /// game_points,series_played,lot_required.
    League {
        /// League id.
        league: i64,
        /// One group only.
        #[arg(long)]
        group: Option<String>,
        #[command(flatten)]
        args: ExportArgs,
    },
    /// A match day's report: one line per player and series with the team's points.
    MatchReport {
        /// The match day's event id.
        event: i64,
        #[command(flatten)]
        args: ExportArgs,
    },
    /// Games in exactly the import columns, so an export imports again.
    Games {
        /// Event id.
        event: i64,
        #[command(flatten)]
        args: ExportArgs,
    },
    /// The prize places of the event's rankings: ranking,place,kind,id,name,cents,goods,
    /// shared,pending_lot.
    Prizes {
        /// Event id.
        event: i64,
        #[command(flatten)]
        args: ExportArgs,
    },
}

impl ExportCommand {
    /// The options every export shares: where its CSV goes and in which dialect.
    fn args(&self) -> &ExportArgs {
        match self {
            ExportCommand::Standings { args, .. }
            | ExportCommand::Players { args, .. }
            | ExportCommand::Seating { args, .. }
            | ExportCommand::Season { args, .. }
            | ExportCommand::Cash { args, .. }
            | ExportCommand::League { args, .. }
            | ExportCommand::MatchReport { args, .. }
            | ExportCommand::Games { args, .. }
            | ExportCommand::Prizes { args, .. } => args,
        }
    }
}

impl ExportArgs {
    /// The CSV dialect of `--excel` in the terms of the operations layer's club reports.
    fn format(&self) -> ops::ReportFormat {
        if self.excel {
            ops::ReportFormat::ExcelCsv
        } else {
            ops::ReportFormat::Csv
        }
    }
}

/// `export …`
pub fn export(store_args: &StoreArgs, command: ExportCommand) -> Result<()> {
    let store = store_args.open()?;
    let args = command.args();
    let csv = export_csv(&store, &command, store_args.messages_lang())?;
    save(&args.out, &csv, store_args.messages_lang())
}

/// The CSV an `export` command asks for, built in memory: the file is written only when all
/// of it is ready. Its column names are English (the names scripts and the imports know) unless
/// `--lang de` asks for German ones.
fn export_csv(store: &Store, command: &ExportCommand, lang: Lang) -> Result<Vec<u8>> {
    let args = command.args();
    let club = |report| club_csv(store, report, args.format(), lang);
    let list = |list| Ok(ops::export_csv(store, list, args.excel, lang)?);
    match command {
        ExportCommand::Standings { event, series, .. } => {
            let (event, series) = (EventId(*event), *series);
            let input = ops::StandingsInput { event, series };
            Ok(ops::standings_csv(store, input, args.excel, lang)?)
        }
        ExportCommand::Players { event, .. } => list(ops::ExportList::Players {
            event: event.map(EventId),
        }),
        ExportCommand::Seating { event, series, .. } => list(ops::ExportList::Seating {
            event: EventId(*event),
            series: *series,
        }),
        ExportCommand::Games { event, .. } => list(ops::ExportList::Games {
            event: EventId(*event),
        }),
        ExportCommand::Prizes { event, .. } => list(ops::ExportList::Prizes {
            event: EventId(*event),
        }),
        ExportCommand::Season { season, .. } => club(ops::ClubReport::Season {
            season: SeasonId(*season),
        }),
        ExportCommand::Cash { event, .. } => club(ops::ClubReport::Cash {
            event: EventId(*event),
        }),
        ExportCommand::League { league, group, .. } => club(ops::ClubReport::LeagueTable {
            league: LeagueId(*league),
            group: group.clone(),
            after_day: None,
        }),
        ExportCommand::MatchReport { event, .. } => club(ops::ClubReport::MatchReport {
            event: EventId(*event),
        }),
    }
}

/// A report over the club's records as CSV, in the dialect of `--excel`.
fn club_csv(
    store: &Store,
    report: ops::ClubReport,
    format: ops::ReportFormat,
    lang: Lang,
) -> Result<Vec<u8>> {
    let input = ops::ClubReportInput {
        report,
        format,
        lang,
    };
    Ok(ops::club_report(store, input)?)
}
