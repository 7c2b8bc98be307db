//! `report` (PDF) and `export` (CSV): gather the data, hand it to `report`, write the file
//! only when the whole report is ready.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{Args, Subcommand};
use serde::Serialize;

use super::StoreArgs;
use skatblock::event;
use skatblock::league::LeagueId;
use skatblock::ops;
use skatblock::report::{self, CsvDialect, Lang, ReportContext, SheetForm};
use skatblock::rules::{GameInput, Refusal, TableSize};
use skatblock::schafkopf::Tariff;
use skatblock::store::games::StoredGame;
use skatblock::store::seasons::SeasonId;
use skatblock::store::{self, EventId, Player, PlayerId, PlayerNo, Store};

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

/// Writes `bytes` to `path`, naming the path in any error.
pub(super) fn save(path: &Path, bytes: &[u8], lang: skatblock::i18n::Lang) -> Result<()> {
    std::fs::write(path, bytes).map_err(|e| skatblock::i18n::unwritable(path, &e))?;
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

fn registry(store: &Store) -> Result<HashMap<PlayerId, Player>> {
    Ok(report::forms::registry(store)?)
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
    let event_id = EventId(event);
    let ev = event::event(store, event_id)?;
    let ctx = ReportContext {
        event: &ev,
        lang: print.lang,
        templates: print.templates,
    };
    let mut pdf = Vec::new();
    match store::schafkopf::tariff(store.conn(), event_id)? {
        Some(tariff) => blank_schafkopf_sheets(&ctx, &tariff, (series, size, count), &mut pdf)?,
        None => {
            let forms = blank_forms(series, size, count)?;
            report::sheets_pdf(&ctx, &forms, &ev.rules, &mut pdf)?;
        }
    }
    Ok(pdf)
}

/// Blank Schafkopf lists, for a 4-table only: Schafkopf is played by four.
fn blank_schafkopf_sheets(
    ctx: &ReportContext<'_>,
    (tariff, name): &(Tariff, Option<String>),
    (series, size, count): (u16, u8, u16),
    out: &mut Vec<u8>,
) -> Result<()> {
    use skatblock::report::schafkopf::{SchafkopfForm, blank_size_refusal};
    if size != 4 {
        return Err(blank_size_refusal(size).into());
    }
    let forms: Vec<SchafkopfForm> = (1..=count)
        .map(|table| SchafkopfForm {
            series,
            table,
            players: Vec::new(),
            games: ctx.event.rules.series_games.four,
            list: None,
        })
        .collect();
    skatblock::report::schafkopf::schafkopf_sheets_pdf(ctx, &forms, tariff, name.as_deref(), out)?;
    Ok(())
}

/// Blank Skat lists for a 3- or 4-table.
fn blank_forms(series: u16, size: u8, count: u16) -> Result<Vec<SheetForm>> {
    let size = TableSize::try_from(size).map_err(|e| e.field("blank"))?;
    Ok((1..=count)
        .map(|table| SheetForm {
            series,
            table,
            size,
            players: Vec::new(),
            report: None,
            notes: Vec::new(),
        })
        .collect())
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
    let ev = event::event(store, event)?;
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
        event::event(store, ev)?;
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
    event::event(store, event)?;
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
