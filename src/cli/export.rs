//! `export` (CSV): gather the rows, write them in the dialect asked for, and write the file
//! only when the whole export is ready. Games, players and seating go out in the columns of
//! their imports, so an export imports again.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

use anyhow::Result;
use clap::{Args, Subcommand};
use serde::Serialize;

use super::StoreArgs;
use super::reports::save;
use skatblock::event;
use skatblock::league::LeagueId;
use skatblock::ops;
use skatblock::report::{self, CsvDialect, Lang};
use skatblock::rules::{GameInput, Refusal};
use skatblock::store::games::StoredGame;
use skatblock::store::seasons::SeasonId;
use skatblock::store::{self, EventId, Player, PlayerId, PlayerNo, Store};

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
}

/// The registry by id, to give stored games and seats their players' numbers and names.
fn registry(store: &Store) -> Result<HashMap<PlayerId, Player>> {
    Ok(report::forms::registry(store)?)
}

/// One exported game: the import columns of `games import`.
#[derive(Serialize)]
struct GameRow {
    series: u16,
    table: u16,
    game: u16,
    declarer: Option<PlayerNo>,
    contract: Option<&'static str>,
    hand: Option<bool>,
    ouvert: Option<bool>,
    announced: Option<&'static str>,
    matadors: Option<i64>,
    declarer_points: Option<i64>,
    declarer_tricks: Option<i64>,
    bid: Option<i64>,
    passed: bool,
    replacement_contract: Option<&'static str>,
    replacement_matadors: Option<i64>,
    result_override: Option<&'static str>,
    kontra: Option<&'static str>,
    ramsch_points: Option<String>,
    ramsch_tricks: Option<String>,
    ramsch_pushes: Option<i64>,
    ramsch_last_trick: Option<i64>,
}

/// Numbers per seat in one cell, separated by spaces (the games import reads them so).
fn spaced(numbers: &[i64]) -> String {
    let parts: Vec<String> = numbers.iter().map(ToString::to_string).collect();
    parts.join(" ")
}

impl GameRow {
    /// A stored Skat game in the import columns; the declarer by player number.
    fn new(g: StoredGame, names: &HashMap<PlayerId, Player>) -> Self {
        let i = GameInput::from(g.record);
        GameRow {
            series: g.key.series,
            table: g.key.table,
            game: g.key.game,
            declarer: g
                .declarer
                .and_then(|d| names.get(&d))
                .map(|p| p.number.clone()),
            contract: i.contract.map(|c| c.0.name()),
            hand: i.hand,
            ouvert: i.ouvert,
            announced: i.announced.map(|a| a.name()),
            matadors: i.matadors,
            declarer_points: i.declarer_points,
            declarer_tricks: i.declarer_tricks,
            bid: i.bid,
            passed: i.passed.unwrap_or(false),
            replacement_contract: i.replacement.map(|r| r.contract.0.name()),
            replacement_matadors: i.replacement.map(|r| r.matadors),
            result_override: i.result_override.map(|o| o.name()),
            kontra: i.kontra.map(|k| k.name()),
            ramsch_points: i.ramsch.as_ref().map(|r| spaced(&r.points)),
            ramsch_tricks: i.ramsch.as_ref().map(|r| spaced(&r.tricks)),
            ramsch_pushes: i.ramsch.as_ref().and_then(|r| r.pushes),
            ramsch_last_trick: i.ramsch.as_ref().and_then(|r| r.last_trick),
        }
    }
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
            | ExportCommand::Games { args, .. } => args,
        }
    }
}

impl ExportArgs {
    /// The CSV dialect of `--excel`.
    fn dialect(&self) -> CsvDialect {
        if self.excel {
            CsvDialect::Excel
        } else {
            CsvDialect::Rfc4180
        }
    }

    /// The same choice in the terms of the operations layer's club reports.
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
/// of it is ready.
fn export_csv(store: &Store, command: &ExportCommand, lang: Lang) -> Result<Vec<u8>> {
    let args = command.args();
    let dialect = args.dialect();
    let club = |report| club_csv(store, report, args.format(), lang);
    match command {
        ExportCommand::Standings { event, series, .. } => {
            standings_csv(store, EventId(*event), *series, dialect)
        }
        ExportCommand::Players { event, .. } => players_csv(store, event.map(EventId), dialect),
        ExportCommand::Seating { event, series, .. } => {
            seating_csv(store, EventId(*event), *series, dialect)
        }
        ExportCommand::Games { event, .. } => games_csv(store, EventId(*event), dialect),
        ExportCommand::Season { season, .. } => club(ops::ClubReport::Season {
            season: SeasonId(*season),
        }),
        ExportCommand::Cash { event, .. } => club(ops::ClubReport::Cash {
            event: EventId(*event),
        }),
        ExportCommand::League { league, group, .. } => club(ops::ClubReport::LeagueTable {
            league: LeagueId(*league),
            group: group.clone(),
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

/// The standings of an event or one series.
fn standings_csv(
    store: &Store,
    event: EventId,
    series: Option<u16>,
    dialect: CsvDialect,
) -> Result<Vec<u8>> {
    let standings = event::standings(store, event, series)?;
    let mut csv = Vec::new();
    report::write_csv(&standings.rows, dialect, &mut csv)?;
    Ok(csv)
}

/// Games in exactly the import columns of their game (Skat or Schafkopf), so an export
/// imports again.
fn games_csv(store: &Store, event: EventId, dialect: CsvDialect) -> Result<Vec<u8>> {
    let mut csv = Vec::new();
    if event::schafkopf::tariff_of(store.conn(), event)?.is_some() {
        let rows = event::schafkopf::export_rows(store, event)?;
        report::write_csv_or_header(&rows, &event::schafkopf::CSV_COLUMNS, dialect, &mut csv)?;
    } else {
        report::write_csv(&skat_game_rows(store, event)?, dialect, &mut csv)?;
    }
    Ok(csv)
}

/// A Skat event's games, in the order of the score sheets.
fn skat_game_rows(store: &Store, event: EventId) -> Result<Vec<GameRow>> {
    let ev = super::get_event(store, event)?;
    let names = registry(store)?;
    Ok(store::games::all(store.conn(), ev.id, &ev.rules)?
        .into_iter()
        .map(|g| GameRow::new(g, &names))
        .collect())
}

/// One exported player: the columns of `player import`.
#[derive(Serialize)]
struct PlayerRow {
    id: PlayerNo,
    first_name: String,
    last_name: String,
    club: String,
    membership_no: String,
    active: bool,
}

impl From<Player> for PlayerRow {
    fn from(p: Player) -> Self {
        PlayerRow {
            id: p.number,
            first_name: p.first_name,
            last_name: p.last_name,
            club: p.club.unwrap_or_default(),
            membership_no: p.membership_no.unwrap_or_default(),
            active: p.active,
        }
    }
}

/// The players registered for an event, or the whole registry, in the order of their ids.
fn players_csv(store: &Store, event: Option<EventId>, dialect: CsvDialect) -> Result<Vec<u8>> {
    let mut players = store::players::all(store.conn())?;
    players.sort_by_key(|p| p.id);
    if let Some(ev) = event {
        super::get_event(store, ev)?;
        let registered: HashSet<PlayerId> = store::events::players_for_series(store.conn(), ev, 0)?
            .into_iter()
            .collect();
        players.retain(|p| registered.contains(&p.id));
    }
    let rows: Vec<PlayerRow> = players.into_iter().map(PlayerRow::from).collect();
    let mut csv = Vec::new();
    report::write_csv(&rows, dialect, &mut csv)?;
    Ok(csv)
}

/// One exported seat: the columns of `seating import` plus name and club.
#[derive(Serialize)]
struct SeatRow {
    series: u16,
    table: u16,
    seat: u8,
    player_id: Option<PlayerNo>,
    name: String,
    club: String,
}

impl SeatRow {
    /// A stored seat, its player named from the registry.
    fn new(s: store::seating::SeatRow, names: &HashMap<PlayerId, Player>) -> Self {
        let player = names.get(&s.player);
        SeatRow {
            series: s.series,
            table: s.table,
            seat: s.seat,
            player_id: player.map(|p| p.number.clone()),
            name: player.map(Player::name).unwrap_or_default(),
            club: player.and_then(|p| p.club.clone()).unwrap_or_default(),
        }
    }
}

/// An event's seating, every series or one; nothing seated is refused, not exported empty.
fn seating_csv(
    store: &Store,
    event: EventId,
    series: Option<u16>,
    dialect: CsvDialect,
) -> Result<Vec<u8>> {
    super::get_event(store, event)?;
    let names = registry(store)?;
    let rows: Vec<SeatRow> = store::seating::all(store.conn(), event)?
        .into_iter()
        .filter(|s| series.is_none_or(|only| only == s.series))
        .map(|s| SeatRow::new(s, &names))
        .collect();
    if rows.is_empty() {
        return Err(unseated(event, series).into());
    }
    let mut csv = Vec::new();
    report::write_csv(&rows, dialect, &mut csv)?;
    Ok(csv)
}

/// The refusal of an export of a series (or an event) nobody is seated in.
fn unseated(event: EventId, series: Option<u16>) -> Refusal {
    use skatblock::report::forms::codes::{REPORT_EVENT_UNSEATED, REPORT_SERIES_UNSEATED};
    let refusal = match series {
        Some(series) => Refusal::new(REPORT_SERIES_UNSEATED).param("series", series),
        None => Refusal::new(REPORT_EVENT_UNSEATED),
    };
    refusal.param("event", event.0)
}
