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

use skatblock::i18n::format_cents;

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

/// One ranking: its rows as JSON or CSV, or as a text table; lots that no longer fit on stderr.
fn ranking_list(args: &StoreArgs, event: EventId, ranking: &str, format: ListFormat) -> Result<()> {
    let store = args.open()?;
    let lang = args.messages_lang();
    let list = ops::ranking_standings(&store, event, ranking)?;
    say_dropped_lots(lang, &list.dropped_lots);
    match format {
        ListFormat::Json => json_out(&list.rows),
        ListFormat::Csv => csv_out(&csv_rows(&list.rows)),
        ListFormat::Text => ranking_text(lang, &list),
    }
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

/// A ranking as a text table: rank (with "=" where a lot is needed), who, name, total, won,
/// lost, and the members of a team or club.
fn ranking_text(lang: Lang, list: &ops::RankingStandings) -> Result<()> {
    use std::io::Write;
    let mut out = io::stdout().lock();
    let heading = [("name", Param::Text(list.name.clone()))];
    writeln!(out, "{}", message(lang, "cli-prizes-ranking", &heading))?;
    for r in &list.rows {
        let rank = match r.rank {
            Some(n) if r.lot_required => format!("{n}.="),
            Some(n) => format!("{n}."),
            None => String::new(),
        };
        let id = r.who.key();
        let line = format!(
            "{rank:>5} {id:<12} {:<32} {:>7} {:>4} {:>4}",
            r.name, r.total, r.won, r.lost
        );
        match &r.members {
            Some(m) => writeln!(out, "{line}  ({})", m.join(", "))?,
            None => writeln!(out, "{}", line.trim_end())?,
        }
    }
    Ok(())
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
    let prizes = ops::event_prizes(&store, EventId(event))?;
    match format {
        PrizesFormat::Json => json_out(&prizes),
        PrizesFormat::Csv => {
            let list = ops::ExportList::Prizes {
                event: EventId(event),
            };
            let csv = ops::export_csv(&store, list, false, args.messages_lang())?;
            io::Write::write_all(&mut io::stdout().lock(), &csv)?;
            Ok(())
        }
        PrizesFormat::Text => prizes_text(args.messages_lang(), &prizes),
    }
}

/// The prizes as text: per ranking its pot and places, then one line per recipient.
fn prizes_text(lang: Lang, prizes: &ops::Prizes) -> Result<()> {
    use std::io::Write;
    let mut out = io::stdout().lock();
    for pot in &prizes.pots {
        write_pot(&mut out, lang, prizes, pot)?;
    }
    writeln!(out, "\n{}", message(lang, "cli-prizes-payouts", &[]))?;
    for p in &prizes.payouts {
        let id = p.who.key();
        let (name, cents) = (&p.name, format_cents(lang, p.cents));
        writeln!(
            out,
            "  {id:<12} {name:<32} {cents:>12} {}",
            p.goods.join(", ")
        )?;
    }
    Ok(())
}

/// One ranking's pot and its places.
fn write_pot(
    out: &mut impl io::Write,
    lang: Lang,
    prizes: &ops::Prizes,
    pot: &ops::PotRow,
) -> Result<()> {
    let params = [
        ("ranking", Param::Text(pot.ranking.clone())),
        ("entrants", Param::from(pot.entrants)),
        ("pot", Param::Text(format_cents(lang, pot.pot_cents))),
        ("rest", Param::Text(format_cents(lang, pot.rest_cents))),
    ];
    writeln!(out, "{}", message(lang, "cli-prizes-pot", &params))?;
    for p in prizes.places.iter().filter(|p| p.ranking == pot.ranking) {
        let amount = p.cents.map(|c| format_cents(lang, c)).unwrap_or_default();
        let pending = match p.pending_lot {
            true => message(lang, "cli-prizes-pending", &[]),
            false => String::new(),
        };
        let goods = p.goods.clone().unwrap_or_default();
        let (place, name) = (p.place, &p.name);
        writeln!(
            out,
            "  {place:>3}. {name:<32} {amount:>12} {goods} {pending}"
        )?;
    }
    Ok(())
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
