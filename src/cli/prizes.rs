//! The Preisskat's commands (issue 22): `standings EVENT --ranking ID`, `standings lot`,
//! `event teams`, `prizes EVENT`, and the prize file of `event create|update --prizes`.

use std::io;
use std::path::Path;

use anyhow::Result;
use clap::{Args, Subcommand};
use serde::Serialize;
use skatblock::i18n::Lang;
use skatblock::ops::{self, EventId, RankingRow, Store};
use skatblock::rules::Param;

use super::output::{csv_out, json_out, message};
use super::{ListFormat, StoreArgs, say};

/// `skatblock standings EVENT …`, or `standings lot …`: an event's standings, or one ranking
/// of its prize file.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct StandingsArgs {
    /// Event id.
    #[arg(required = true)]
    event: Option<i64>,
    /// One series only.
    #[arg(long)]
    series: Option<u16>,
    /// One ranking of the event's prize file (Damen, Senioren, teams, clubs, …).
    #[arg(long, conflicts_with = "series")]
    ranking: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = ListFormat::Text)]
    format: ListFormat,
    #[command(subcommand)]
    command: Option<StandingsCommand>,
}

/// The subcommands of `standings`.
#[derive(Debug, Subcommand)]
enum StandingsCommand {
    /// Record the order a drawn lot gave one tied group of a ranking (first place first).
    Lot {
        /// Event id.
        event: i64,
        /// The ranking's id in the prize file.
        #[arg(long)]
        ranking: String,
        /// The group's player numbers (team or club names), in the order drawn.
        #[arg(required = true)]
        order: Vec<String>,
    },
}

/// `standings …`
pub fn standings(args: &StoreArgs, command: StandingsArgs) -> Result<()> {
    let event = command.event.unwrap_or_default();
    match (command.command, command.ranking) {
        (
            Some(StandingsCommand::Lot {
                event,
                ranking,
                order,
            }),
            _,
        ) => lot(args, EventId(event), &ranking, &order),
        (None, Some(ranking)) => ranking_list(args, EventId(event), &ranking, command.format),
        (None, None) => super::results::standings(args, event, command.series, command.format),
    }
}

/// One ranking: its rows as JSON or CSV, or as the list the PDF prints, in text; lots that
/// no longer fit on stderr.
fn ranking_list(args: &StoreArgs, event: EventId, ranking: &str, format: ListFormat) -> Result<()> {
    let store = args.open()?;
    let lang = args.messages_lang();
    if format == ListFormat::Text {
        let input = ops::RankingReportInput {
            event,
            ranking: ranking.to_string(),
            format: ops::PrizeListFormat::Text,
            lang,
        };
        let report = ops::report_ranking(&store, input, None)?;
        say_dropped_lots(lang, &report.standings.dropped_lots);
        return write_out(&report.bytes);
    }
    let list = ops::ranking_standings(&store, event, ranking)?;
    say_dropped_lots(lang, &list.dropped_lots);
    match format {
        ListFormat::Csv => csv_out(&csv_rows(&list.rows)),
        _ => json_out(&list.rows),
    }
}

/// Bytes an operation laid out, as they are, on stdout.
fn write_out(bytes: &[u8]) -> Result<()> {
    io::Write::write_all(&mut io::stdout().lock(), bytes)?;
    Ok(())
}

/// A recorded lot whose group changed since: it orders nothing now (H.3.1).
fn say_dropped_lots(lang: Lang, lots: &[ops::RecordedLot]) {
    for lot in lots {
        let params = [
            ("ranking", Param::Text(lot.ranking.clone())),
            ("order", Param::Text(lot.order.join(", "))),
        ];
        eprintln!("{}", message(lang, "cli-prizes-lot-dropped", &params));
    }
}

/// A ranking's row in CSV: who by kind (player number, team or club) in one column, the
/// members space-separated.
#[derive(Serialize)]
struct CsvRankingRow {
    rank: Option<usize>,
    kind: &'static str,
    id: String,
    name: String,
    members: String,
    total: i64,
    won: u32,
    lost: u32,
    lot_required: bool,
}

fn csv_rows(rows: &[RankingRow]) -> Vec<CsvRankingRow> {
    rows.iter()
        .map(|r| CsvRankingRow {
            rank: r.rank,
            kind: r.who.kind(),
            id: r.who.key().to_string(),
            name: r.name.clone(),
            members: r.members.as_deref().unwrap_or_default().join(" "),
            total: r.total,
            won: r.won,
            lost: r.lost,
            lot_required: r.lot_required,
        })
        .collect()
}

/// `standings lot`: the order is checked against the ranking's tied groups, then stored.
fn lot(args: &StoreArgs, event: EventId, ranking: &str, order: &[String]) -> Result<()> {
    let mut store = args.open()?;
    ops::record_lot(&mut store, event, ranking, order, &args.user())?;
    let params = [
        ("ranking", Param::Text(ranking.to_string())),
        ("order", Param::Text(order.join(", "))),
    ];
    say(args, "cli-prizes-lot-recorded", &params);
    Ok(())
}

/// The output format of `prizes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PrizesFormat {
    /// A readable list: each ranking's places, then the payouts.
    Text,
    /// The places as CSV.
    Csv,
    /// Pots, places and payouts as JSON.
    Json,
}

/// `prizes EVENT`: every ranking's pot, the places and the cashier's payouts.
pub fn prizes(args: &StoreArgs, event: i64, format: PrizesFormat) -> Result<()> {
    let store = args.open()?;
    let (event, lang) = (EventId(event), args.messages_lang());
    match format {
        PrizesFormat::Json => json_out(&ops::event_prizes(&store, event)?),
        PrizesFormat::Csv => {
            let list = ops::ExportList::Prizes { event };
            write_out(&ops::export_csv(&store, list, false, lang)?)
        }
        PrizesFormat::Text => {
            let input = ops::PrizeReportInput {
                event,
                format: ops::PrizeListFormat::Text,
                lang,
            };
            write_out(&ops::report_prizes(&store, input, None)?)
        }
    }
}

/// The prize file of `event create|update --prizes`, read before anything is written.
pub(crate) fn prize_file(path: Option<&Path>) -> Result<Option<String>> {
    let Some(path) = path else {
        return Ok(None);
    };
    let bytes = super::read(path)?;
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// Gives an event its prize file and says how many rankings it has.
pub(crate) fn set_prizes(
    args: &StoreArgs,
    store: &mut Store,
    event: EventId,
    text: &str,
) -> Result<()> {
    let file = ops::set_prize_file(store, event, text)?;
    let params = [
        ("event", Param::from(event.0)),
        ("rankings", Param::from(file.rankings.len())),
    ];
    say(args, "cli-prizes-set", &params);
    Ok(())
}

/// `event teams EVENT FILE`: the teams of the team rankings, all or nothing.
pub(crate) fn teams(
    args: &StoreArgs,
    store: &mut Store,
    event: EventId,
    path: &Path,
) -> Result<()> {
    let bytes = super::read(path)?;
    let count = ops::import_prize_teams(store, event, &bytes)?;
    say(args, "cli-prizes-teams", &[("teams", Param::from(count))]);
    Ok(())
}
