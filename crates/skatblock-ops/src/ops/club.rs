//! The printed lists and exports of seasons, leagues and the cash book (issue 10), as bytes
//! for the app to save and the CLI to write: PDF, CSV, or the printed list as text.

use serde::Deserialize;
use ts_rs::TS;

use super::Result;
use crate::i18n::Lang;
use crate::report::club::{self, CashOf};
use crate::report::{CsvDialect, Medium, write_csv_in};
use crate::store::seasons::SeasonId;
use crate::store::{EventId, Store};

/// Which list of a season, league or cash book.
#[derive(Debug, Clone, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ClubReport {
    /// A season's ranking with counted and dropped series.
    Season {
        /// The season.
        season: SeasonId,
    },
    /// An event's cash list.
    Cash {
        /// The event.
        event: EventId,
    },
    /// A season's cash balances.
    SeasonCash {
        /// The season.
        season: SeasonId,
    },
    /// A league's table (every group, or one) with its history by match day.
    LeagueTable {
        /// The league.
        league: crate::league::LeagueId,
        /// One group only.
        group: Option<String>,
        /// The table as it stood after this match day (the CLI's `--after-day`); the last
        /// when absent.
        #[serde(default)]
        #[ts(optional)]
        after_day: Option<u16>,
    },
    /// The match report of a match day.
    MatchReport {
        /// The match day's event.
        event: EventId,
    },
}

/// PDF, CSV or text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ReportFormat {
    /// A printable PDF.
    Pdf,
    /// The printed list as plain text (the CLI's): the same sections in monospace columns.
    Text,
    /// CSV, RFC 4180.
    Csv,
    /// CSV for Excel with German settings (semicolons, BOM).
    ExcelCsv,
}

/// `club_report`: which list, how, in which language.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct ClubReportInput {
    /// The list.
    pub report: ClubReport,
    /// PDF or CSV.
    pub format: ReportFormat,
    /// The language of a PDF, and of a CSV's column names (English: the names scripts know;
    /// German: German names, `ja`/`nein`).
    pub lang: Lang,
}

/// A season, league or cash list as PDF or CSV bytes.
///
/// # Errors
/// An unknown season or event; a broken template.
pub fn club_report(store: &Store, input: ClubReportInput) -> Result<Vec<u8>> {
    let form = Form {
        list: match input.format {
            ReportFormat::Pdf => Some(Medium::Pdf),
            ReportFormat::Text => Some(Medium::Text),
            ReportFormat::Csv | ReportFormat::ExcelCsv => None,
        },
        dialect: match input.format {
            ReportFormat::ExcelCsv => CsvDialect::Excel,
            _ => CsvDialect::Rfc4180,
        },
        lang: input.lang,
    };
    let mut out = Vec::new();
    match input.report {
        ClubReport::Season { season } => season_report(store, season, form, &mut out)?,
        ClubReport::Cash { event } => cash_report(store, event, form, &mut out)?,
        ClubReport::SeasonCash { season } => season_cash_report(store, season, form, &mut out)?,
        ClubReport::LeagueTable {
            league,
            group,
            after_day,
        } => {
            let which = (league, group.as_deref(), after_day);
            league_table_report(store, which, form, &mut out)?;
        }
        ClubReport::MatchReport { event } => match_report(store, event, form, &mut out)?,
    }
    Ok(out)
}

/// How a club list is written: the printed list (PDF or text) in a language, or CSV in a
/// dialect.
#[derive(Debug, Clone, Copy)]
struct Form {
    /// The printed list's medium; `None` for CSV.
    list: Option<Medium>,
    dialect: CsvDialect,
    lang: Lang,
}

fn season_report(store: &Store, season: SeasonId, form: Form, out: &mut Vec<u8>) -> Result<()> {
    let standings = crate::season::season_standings(store, season)?;
    match form.list {
        Some(medium) => club::season_list(&standings, form.lang, None, medium, out)?,
        None => club::season_csv(&standings, (form.dialect, form.lang), out)?,
    }
    Ok(())
}

fn cash_report(store: &Store, event: EventId, form: Form, out: &mut Vec<u8>) -> Result<()> {
    let ev = crate::event::event(store, event)?;
    let rows = super::cash::with_prizes(store, event, crate::cash::cash_list(store, event)?)?;
    let Some(medium) = form.list else {
        let prizes = rows.first().is_some_and(|r| r.prize_cents.is_some());
        // The Preisskat's columns only for an event with prizes: other books keep their shape.
        let columns = &crate::cash::CSV_COLUMNS;
        let header = Some(if prizes { &columns[..] } else { &columns[..8] });
        write_csv_in(&rows, header, form.dialect, form.lang, out)?;
        return Ok(());
    };
    let fees = crate::cash::fees(store, event)?;
    let line = club::date(form.lang, ev.date);
    let line = if ev.venue.is_empty() {
        line
    } else {
        format!("{line} · {}", ev.venue)
    };
    let of = CashOf::Event(fees.as_ref());
    club::cash_list((&ev.name, line), &rows, of, (form.lang, None), medium, out)?;
    Ok(())
}

fn season_cash_report(
    store: &Store,
    season: SeasonId,
    form: Form,
    out: &mut Vec<u8>,
) -> Result<()> {
    let rows = crate::cash::season_cash(store, season)?;
    let Some(medium) = form.list else {
        let header = Some(&crate::cash::CSV_COLUMNS[..8]);
        write_csv_in(&rows, header, form.dialect, form.lang, out)?;
        return Ok(());
    };
    let s = crate::store::seasons::get(store.conn(), season)?;
    let events = crate::store::seasons::events(store.conn(), season)?.len();
    let template = crate::report::Template::load("cash", None)?;
    let line = template.text(
        "subtitle_season",
        form.lang,
        &[("events", &events.to_string())],
    );
    let title = (s.settings.name.as_str(), line);
    club::cash_list(title, &rows, CashOf::Season, (form.lang, None), medium, out)?;
    Ok(())
}

/// A league's table (one group's, or every group's) after a match day, or the last.
type LeagueTableOf<'a> = (crate::league::LeagueId, Option<&'a str>, Option<u16>);

fn league_table_report(
    store: &Store,
    (league, group, after_day): LeagueTableOf<'_>,
    form: Form,
    out: &mut Vec<u8>,
) -> Result<()> {
    let table = crate::league::league_table(store, league, group, after_day)?;
    if let Some(medium) = form.list {
        let mut history = crate::league::table_history(store, league, group)?;
        history.retain(|d| after_day.is_none_or(|last| d.day <= last));
        let league = crate::league::get_league(store, league)?;
        let tables = (table.as_slice(), history.as_slice());
        club::league_table_list(&league, tables, form.lang, None, medium, out)?;
    } else {
        let header = Some(&crate::league::CSV_COLUMNS[..]);
        write_csv_in(&table, header, form.dialect, form.lang, out)?;
    }
    Ok(())
}

fn match_report(store: &Store, event: EventId, form: Form, out: &mut Vec<u8>) -> Result<()> {
    let report = crate::league::match_report(store, event)?;
    if let Some(medium) = form.list {
        let ev = crate::event::event(store, event)?;
        club::match_report_list(&report, &ev, form.lang, None, medium, out)?;
    } else {
        write_csv_in(
            &match_report_rows(&report),
            None,
            form.dialect,
            form.lang,
            out,
        )?;
    }
    Ok(())
}

/// One player's line of a match report as CSV.
#[derive(Debug, serde::Serialize)]
struct MatchReportRow<'a> {
    series: u16,
    team: &'a str,
    club: &'a str,
    table: u16,
    player_id: &'a str,
    name: &'a str,
    total: i64,
    team_game_points: i64,
    team_ranking_points: f64,
}

fn match_report_rows(report: &crate::league::MatchReport) -> Vec<MatchReportRow<'_>> {
    report
        .series
        .iter()
        .flat_map(|s| {
            s.teams.iter().flat_map(move |t| {
                t.players.iter().map(move |p| MatchReportRow {
                    series: s.series,
                    team: &t.team,
                    club: &t.club,
                    table: p.table,
                    player_id: p.player_id.as_str(),
                    name: &p.name,
                    total: p.total,
                    team_game_points: t.game_points,
                    team_ranking_points: t.ranking_points,
                })
            })
        })
        .collect()
}
