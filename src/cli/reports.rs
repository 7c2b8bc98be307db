//! `report` (PDF) and `export` (CSV): gather the data, hand it to `report`, write the file
//! only when the whole report is ready.

use std::collections::HashMap;
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

/// `report …`
pub fn report(store_args: &StoreArgs, command: ReportCommand) -> Result<()> {
    let mut store = store_args.open()?;
    // Printed lists are German unless `--lang en` is given.
    let lang = store_args.lang.unwrap_or(Lang::De);
    let club = match &command {
        ReportCommand::Season { season, args } => Some((
            ops::ClubReport::Season {
                season: SeasonId(*season),
            },
            args,
        )),
        ReportCommand::Cash { event, args } => Some((
            ops::ClubReport::Cash {
                event: EventId(*event),
            },
            args,
        )),
        ReportCommand::SeasonCash { season, args } => Some((
            ops::ClubReport::SeasonCash {
                season: SeasonId(*season),
            },
            args,
        )),
        ReportCommand::League {
            league,
            group,
            args,
        } => Some((
            ops::ClubReport::LeagueTable {
                league: LeagueId(*league),
                group: group.clone(),
            },
            args,
        )),
        ReportCommand::MatchReport { event, args } => Some((
            ops::ClubReport::MatchReport {
                event: EventId(*event),
            },
            args,
        )),
        _ => None,
    };
    if let ReportCommand::Money {
        event,
        series,
        args,
    } = &command
    {
        let input = ops::MoneyReportInput {
            event: EventId(*event),
            series: *series,
            format: ops::ReportFormat::Pdf,
            lang,
        };
        let pdf = ops::money_report(&store, input, args.templates.as_deref())?;
        return save(&args.out, &pdf, store_args.messages_lang());
    }
    if let Some((report, args)) = club {
        let input = ops::ClubReportInput {
            report,
            format: ops::ReportFormat::Pdf,
            lang,
        };
        let pdf = ops::club_report(&store, input)?;
        return save(&args.out, &pdf, store_args.messages_lang());
    }
    let (event_id, args) = match &command {
        ReportCommand::Standings { event, args, .. }
        | ReportCommand::Seating { event, args, .. }
        | ReportCommand::Sheets { event, args, .. }
        | ReportCommand::Sheet { event, args, .. } => (EventId(*event), args),
        ReportCommand::Season { .. }
        | ReportCommand::Cash { .. }
        | ReportCommand::SeasonCash { .. }
        | ReportCommand::League { .. }
        | ReportCommand::MatchReport { .. }
        | ReportCommand::Money { .. } => unreachable!("handled above"),
    };
    let (kind, series, table) = match &command {
        ReportCommand::Standings { series, .. } => (ops::ReportKind::Standings, *series, None),
        ReportCommand::Seating { series, .. } => (ops::ReportKind::Seating, Some(*series), None),
        ReportCommand::Sheets {
            series,
            blank: Some(size),
            count,
            ..
        } => {
            let pdf = blank_sheets(&store, event_id, *series, *size, *count, lang, args)?;
            return save(&args.out, &pdf, store_args.messages_lang());
        }
        ReportCommand::Sheets {
            series,
            table,
            hub_url: Some(url_base),
            ..
        } => {
            let print = ops::HubPrint {
                event: event_id,
                series: *series,
                table: *table,
                url_base,
                lang,
                templates: args.templates.as_deref(),
            };
            let pdf = ops::hub_sheets_pdf(&mut store, &print)?;
            return save(&args.out, &pdf, store_args.messages_lang());
        }
        ReportCommand::Sheets { series, table, .. } => {
            (ops::ReportKind::Sheets, Some(*series), *table)
        }
        ReportCommand::Sheet { series, table, .. } => {
            (ops::ReportKind::Sheet, Some(*series), Some(*table))
        }
        ReportCommand::Season { .. }
        | ReportCommand::Cash { .. }
        | ReportCommand::SeasonCash { .. }
        | ReportCommand::League { .. }
        | ReportCommand::MatchReport { .. }
        | ReportCommand::Money { .. } => unreachable!("handled above"),
    };
    let list = ops::PdfList {
        kind,
        event: event_id,
        series,
        table,
    };
    let pdf = ops::report_pdf_with(&store, list, lang, args.templates.as_deref())?;
    save(&args.out, &pdf, store_args.messages_lang())
}

/// Blank score sheets to fill in by hand: Skat lists for a 3- or 4-table, Schafkopf lists for a
/// 4-table.
fn blank_sheets(
    store: &skatblock::store::Store,
    event_id: EventId,
    series: u16,
    size: u8,
    count: u16,
    lang: Lang,
    args: &ReportArgs,
) -> Result<Vec<u8>> {
    let ev = event::event(store, event_id)?;
    let ctx = ReportContext {
        event: &ev,
        lang,
        templates: args.templates.as_deref(),
    };
    let mut pdf = Vec::new();
    match store::schafkopf::tariff(store.conn(), event_id)? {
        Some((tariff, name)) => {
            use skatblock::report::schafkopf::{SchafkopfForm, blank_size_refusal};
            if size != 4 {
                return Err(blank_size_refusal(size).into());
            }
            let forms: Vec<SchafkopfForm> = (1..=count)
                .map(|table| SchafkopfForm {
                    series,
                    table,
                    players: Vec::new(),
                    games: ev.rules.series_games.four,
                    list: None,
                })
                .collect();
            skatblock::report::schafkopf::schafkopf_sheets_pdf(
                &ctx,
                &forms,
                &tariff,
                name.as_deref(),
                &mut pdf,
            )?;
        }
        None => {
            let forms = blank_forms(series, size, count)?;
            report::sheets_pdf(&ctx, &forms, &ev.rules, &mut pdf)?;
        }
    }
    Ok(pdf)
}

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

/// `export …`
pub fn export(store_args: &StoreArgs, command: ExportCommand) -> Result<()> {
    let store = store_args.open()?;
    let mut csv = Vec::new();
    let args = match &command {
        ExportCommand::Standings { args, .. }
        | ExportCommand::Players { args, .. }
        | ExportCommand::Seating { args, .. }
        | ExportCommand::Season { args, .. }
        | ExportCommand::Cash { args, .. }
        | ExportCommand::League { args, .. }
        | ExportCommand::MatchReport { args, .. }
        | ExportCommand::Games { args, .. } => args,
    };
    let dialect = if args.excel {
        CsvDialect::Excel
    } else {
        CsvDialect::Rfc4180
    };
    let format = if args.excel {
        ops::ReportFormat::ExcelCsv
    } else {
        ops::ReportFormat::Csv
    };
    let club = |report| {
        let lang = store_args.messages_lang();
        let input = ops::ClubReportInput {
            report,
            format,
            lang,
        };
        ops::club_report(&store, input)
    };
    match &command {
        ExportCommand::Standings { event, series, .. } => {
            let standings = event::standings(&store, EventId(*event), *series)?;
            report::write_csv(&standings.rows, dialect, &mut csv)?;
        }
        ExportCommand::Season { season, .. } => {
            csv = club(ops::ClubReport::Season {
                season: SeasonId(*season),
            })?;
        }
        ExportCommand::Cash { event, .. } => {
            csv = club(ops::ClubReport::Cash {
                event: EventId(*event),
            })?;
        }
        ExportCommand::League { league, group, .. } => {
            csv = club(ops::ClubReport::LeagueTable {
                league: LeagueId(*league),
                group: group.clone(),
            })?;
        }
        ExportCommand::MatchReport { event, .. } => {
            csv = club(ops::ClubReport::MatchReport {
                event: EventId(*event),
            })?;
        }
        ExportCommand::Players { event, .. } => {
            export_players(&store, event.map(EventId), dialect, &mut csv)?
        }
        ExportCommand::Seating { event, series, .. } => {
            export_seating(&store, EventId(*event), *series, dialect, &mut csv)?
        }
        ExportCommand::Games { event, .. }
            if event::schafkopf::tariff_of(store.conn(), EventId(*event))?.is_some() =>
        {
            let rows = event::schafkopf::export_rows(&store, EventId(*event))?;
            report::write_csv_or_header(&rows, &event::schafkopf::CSV_COLUMNS, dialect, &mut csv)?;
        }
        ExportCommand::Games { event, .. } => {
            let ev = event::event(&store, EventId(*event))?;
            let names = registry(&store)?;
            let rows: Vec<GameRow> = store::games::all(store.conn(), ev.id, &ev.rules)?
                .into_iter()
                .map(|g| {
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
                })
                .collect();
            report::write_csv(&rows, dialect, &mut csv)?;
        }
    }
    save(&args.out, &csv, store_args.messages_lang())
}

fn export_players(
    store: &Store,
    event: Option<EventId>,
    dialect: CsvDialect,
    out: &mut Vec<u8>,
) -> Result<()> {
    #[derive(Serialize)]
    struct PlayerRow {
        id: PlayerNo,
        first_name: String,
        last_name: String,
        club: String,
        membership_no: String,
        active: bool,
    }
    let mut players = store::players::all(store.conn())?;
    players.sort_by_key(|p| p.id);
    if let Some(ev) = event {
        event::event(store, ev)?;
        let registered: std::collections::HashSet<PlayerId> =
            store::events::players_for_series(store.conn(), ev, 0)?
                .into_iter()
                .collect();
        players.retain(|p| registered.contains(&p.id));
    }
    let rows: Vec<PlayerRow> = players
        .into_iter()
        .map(|p| PlayerRow {
            id: p.number,
            first_name: p.first_name,
            last_name: p.last_name,
            club: p.club.unwrap_or_default(),
            membership_no: p.membership_no.unwrap_or_default(),
            active: p.active,
        })
        .collect();
    Ok(report::write_csv(&rows, dialect, out)?)
}

fn export_seating(
    store: &Store,
    event: EventId,
    series: Option<u16>,
    dialect: CsvDialect,
    out: &mut Vec<u8>,
) -> Result<()> {
    #[derive(Serialize)]
    struct SeatRow {
        series: u16,
        table: u16,
        seat: u8,
        player_id: Option<PlayerNo>,
        name: String,
        club: String,
    }
    event::event(store, event)?;
    let names = registry(store)?;
    let rows: Vec<SeatRow> = store::seating::all(store.conn(), event)?
        .into_iter()
        .filter(|s| series.is_none_or(|only| only == s.series))
        .map(|s| SeatRow {
            series: s.series,
            table: s.table,
            seat: s.seat,
            player_id: names.get(&s.player).map(|p| p.number.clone()),
            name: names.get(&s.player).map(Player::name).unwrap_or_default(),
            club: names
                .get(&s.player)
                .and_then(|p| p.club.clone())
                .unwrap_or_default(),
        })
        .collect();
    if rows.is_empty() {
        use skatblock::report::forms::codes::{REPORT_EVENT_UNSEATED, REPORT_SERIES_UNSEATED};
        let refusal = match series {
            Some(series) => Refusal::new(REPORT_SERIES_UNSEATED).param("series", series),
            None => Refusal::new(REPORT_EVENT_UNSEATED),
        };
        return Err(refusal.param("event", event.0).into());
    }
    Ok(report::write_csv(&rows, dialect, out)?)
}
