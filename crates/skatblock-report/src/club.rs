//! The lists of a club's year and an association's league (issue 10): the season ranking with
//! its counted and dropped series, the league table with its history, the match report of a
//! match day, and the cash list. Like the event lists, each builds sections from its template
//! and `pdf` draws them.

use std::io::Write;
use std::path::Path;

use super::pdf::{DocHeader, Row, Section};
use super::sections::{Medium, date_line, heading_row, print_on, row_by_keys, section};
use super::template::{Lang, Template};
use super::{CsvDialect, ReportError, write_csv_in};
use crate::rules::Param;
use skatblock_model::cash::{CashRow, Fees};
use skatblock_model::leagues::{
    DayTable, League, MatchReport, Placing, ReportSeries, ReportTeam, ScoringUnit, TableRow,
};
use skatblock_model::seasons::{SeasonRow, SeasonSettings, SeasonStandings, SeriesResult};

/// A page head for a list that is not one event's: a name and a line under it.
pub(crate) fn header(
    name: &str,
    line: String,
    lang: Lang,
    templates: Option<&Path>,
) -> Result<DocHeader, ReportError> {
    let common = Template::load("common", templates)?;
    Ok(DocHeader {
        event: name.to_string(),
        line,
        footer: common.text("generated", lang, &[]),
        page_label: common.text("page", lang, &[]),
    })
}

/// A date as the language writes it.
pub fn date(lang: Lang, date: chrono::NaiveDate) -> String {
    match lang {
        Lang::De => date.format("%d.%m.%Y").to_string(),
        Lang::En => date.format("%Y-%m-%d").to_string(),
    }
}

/// A number with two decimals as the language writes it.
pub(crate) fn decimal(lang: Lang, value: f64) -> String {
    let text = format!("{value:.2}");
    match lang {
        Lang::De => text.replace('.', ","),
        Lang::En => text,
    }
}

/// The columns of the season ranking as CSV.
const SEASON_COLUMNS: [&str; 11] = [
    "rank",
    "player_id",
    "name",
    "club",
    "played",
    "total",
    "average",
    "counted",
    "dropped",
    "ranked",
    "lot_required",
];

/// One row of the season ranking as CSV: the JSON fields, the series as `event/series:total`
/// separated by spaces.
#[derive(Debug, serde::Serialize)]
struct SeasonCsvRow<'a> {
    rank: Option<usize>,
    player_id: &'a str,
    name: &'a str,
    club: &'a str,
    played: u32,
    total: i64,
    average: f64,
    counted: String,
    dropped: String,
    ranked: bool,
    lot_required: bool,
}

/// `event/series:total` for each series, space-separated (event by id, as the files name it).
pub fn series_ids(series: &[SeriesResult]) -> String {
    let refs: Vec<String> = series
        .iter()
        .map(|s| format!("{}/{}:{}", s.event, s.series, s.total))
        .collect();
    refs.join(" ")
}

/// The season ranking as CSV, its columns named in `lang`.
///
/// # Errors
/// The writer's errors.
pub fn season_csv(
    standings: &SeasonStandings,
    (dialect, lang): (CsvDialect, Lang),
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let rows: Vec<SeasonCsvRow<'_>> = standings
        .rows
        .iter()
        .map(|r| SeasonCsvRow {
            rank: r.rank,
            player_id: r.player_id.as_str(),
            name: &r.name,
            club: &r.club,
            played: r.played,
            total: r.total,
            average: r.average,
            counted: series_ids(&r.counted),
            dropped: series_ids(&r.dropped),
            ranked: r.ranked,
            lot_required: r.lot_required,
        })
        .collect();
    write_csv_in(&rows, Some(&SEASON_COLUMNS), dialect, lang, out)
}

/// `event/series: total` for each series.
fn series_refs(series: &[SeriesResult], positions: &dyn Fn(i64) -> usize) -> String {
    let refs: Vec<String> = series
        .iter()
        .map(|s| format!("{}/{}: {}", positions(s.event.0), s.series, s.total))
        .collect();
    refs.join(", ")
}

/// The season ranking (*Jahreswertung*): ranked players, then those below the minimum of
/// series; each row names its dropped series, the notes list the events by number.
///
/// # Errors
/// A broken template; the writer's errors.
pub fn season_list(
    standings: &SeasonStandings,
    lang: Lang,
    templates: Option<&Path>,
    medium: Medium,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = Template::load("season", templates)?;
    let settings = &standings.season.settings;
    let events = standings.events.len().to_string();
    let subtitle = template.text("subtitle", lang, &[("events", &events)]);
    let mut sec = section(&template, lang, subtitle);
    sec.notes.push(options_note(lang, settings));
    sec.rows = season_rows(&template, lang, standings);
    if standings.rows.iter().any(|r| r.lot_required) {
        sec.notes.push(template.text("tie_note", lang, &[]));
    }
    sec.notes.push(events_note(&template, lang, standings));
    let span = match (standings.events.first(), standings.events.last()) {
        (Some(a), Some(b)) => format!("{} – {}", date(lang, a.date), date(lang, b.date)),
        _ => String::new(),
    };
    let header = header(&settings.name, span, lang, templates)?;
    print_on(
        medium,
        &header,
        &settings.name,
        &template,
        lang,
        &[sec],
        out,
    )
}

/// The season's settings as a sentence: "Die besten 5 Serien zählen, …".
fn options_note(lang: Lang, settings: &SeasonSettings) -> String {
    let params: [(&str, Param); 3] = [
        ("best", settings.best.unwrap_or(0).into()),
        ("min", settings.min_series.into()),
        ("ranking", settings.ranking.name().into()),
    ];
    let options = crate::i18n::message(lang, "season-options", params.iter().map(|(k, v)| (*k, v)));
    let mut options = options.chars();
    let first = options.next().map(|c| c.to_uppercase().collect::<String>());
    first.unwrap_or_default() + options.as_str()
}

/// The rows of the season ranking: the ranked players, then, under a heading, the players below
/// the minimum of series.
fn season_rows(template: &Template, lang: Lang, standings: &SeasonStandings) -> Vec<Row> {
    // Events are named by their number in the season (1 = the earliest), listed in the notes.
    let position = |id: i64| {
        standings
            .events
            .iter()
            .position(|e| e.id.0 == id)
            .map_or(0, |p| p + 1)
    };
    let tie = template.text("tie_mark", lang, &[]);
    let first_unranked = standings.rows.iter().position(|r| !r.ranked);
    let mut rows = Vec::new();
    for (i, r) in standings.rows.iter().enumerate() {
        if first_unranked == Some(i) {
            let min = standings.season.settings.min_series.to_string();
            let label = template.text("unranked", lang, &[("min", &min)]);
            rows.push(Row {
                bold: false,
                ..heading_row(label, template.columns.len())
            });
        }
        let cells = row_by_keys(template, |key| season_cell(key, lang, r, &tie, &position));
        rows.push(Row {
            cells,
            ..Row::default()
        });
    }
    rows
}

/// One cell of a player's row in the season ranking.
fn season_cell(
    key: &str,
    lang: Lang,
    r: &SeasonRow,
    tie: &str,
    position: &dyn Fn(i64) -> usize,
) -> String {
    match key {
        "rank" => match r.rank {
            Some(n) if r.lot_required => format!("{n}.{tie}"),
            Some(n) => format!("{n}."),
            None => String::new(),
        },
        "player_id" => r.player_id.to_string(),
        "name" => r.name.clone(),
        "club" => r.club.clone(),
        "played" => r.played.to_string(),
        "total" => r.total.to_string(),
        "average" => decimal(lang, r.average),
        "counted" => series_refs(&r.counted, position),
        "dropped" => series_refs(&r.dropped, position),
        _ => String::new(),
    }
}

/// The events by their number in the season, and which series count.
fn events_note(template: &Template, lang: Lang, standings: &SeasonStandings) -> String {
    let names: Vec<String> = standings
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| format!("{} = {} ({})", i + 1, e.name, date(lang, e.date)))
        .collect();
    let names = names.join("; ");
    match standings.season.settings.best {
        Some(best) => template.text(
            "dropped_note",
            lang,
            &[("best", &best.to_string()), ("events", &names)],
        ),
        None => template.text("events_note", lang, &[("events", &names)]),
    }
}

/// Whose cash list: an event's (with its fee schedule, if any) or a season's.
#[derive(Debug, Clone, Copy)]
pub enum CashOf<'a> {
    /// One event and its fee schedule.
    Event(Option<&'a skatblock_model::cash::Fees>),
    /// A season's events summed.
    Season,
}

/// The cash list (*Kassenliste*) of an event (with its fee schedule) or of a season: per
/// player entry fee, lost games, lost-game fees, due, paid and balance, amounts in the
/// language's money format, with a sum line.
///
/// # Errors
/// A broken template; the writer's errors.
pub fn cash_list(
    title: (&str, String),
    rows: &[skatblock_model::cash::CashRow],
    of: CashOf<'_>,
    (lang, templates): (Lang, Option<&Path>),
    medium: Medium,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = Template::load("cash", templates)?;
    let (subtitle, line) = match of {
        CashOf::Event(_) => (template.text("subtitle_event", lang, &[]), title.1),
        CashOf::Season => (title.1, String::new()),
    };
    let mut sec = section(&template, lang, subtitle);
    for r in rows {
        sec.rows.push(Row {
            cells: row_by_keys(&template, |key| cash_cell(lang, key, r)),
            shade: r.balance_cents < 0,
            ..Row::default()
        });
    }
    let sum = cash_sum(template.text("sum", lang, &[]), rows);
    sec.rows.push(Row {
        cells: row_by_keys(&template, |key| cash_cell(lang, key, &sum)),
        bold: true,
        group_start: true,
        ..Row::default()
    });
    sec.notes.extend(schedule_note(&template, lang, of));
    sec.notes.extend(extra_fees_note(&template, lang, rows));
    sec.notes.extend(prizes_note(&template, lang, rows));
    sec.notes.push(template.text("balance_note", lang, &[]));
    sec.notes.push(String::new());
    sec.notes.push(template.text("signature", lang, &[]));
    let header = header(title.0, line, lang, templates)?;
    print_on(medium, &header, title.0, &template, lang, &[sec], out)
}

/// One cell of a player's row in the cash list, amounts as the language writes money.
fn cash_cell(lang: Lang, key: &str, r: &CashRow) -> String {
    let money = |cents: i64| crate::i18n::format_cents(lang, cents);
    match key {
        "player_id" => r.player_id.clone(),
        "name" => r.name.clone(),
        // The extra rankings' fees of a Preisskat are entry fees too (H.4.1).
        "entry" => money(r.entry_cents.saturating_add(r.extra_cents.unwrap_or(0))),
        "lost_games" => r.lost_games.to_string(),
        "lost_fees" => money(r.lost_game_cents),
        "due" => money(r.due_cents),
        "paid" => money(r.paid_cents),
        "balance" => money(r.balance_cents),
        _ => String::new(),
    }
}

/// The sum line of the cash list, as a row named `name`.
fn cash_sum(name: String, rows: &[CashRow]) -> CashRow {
    CashRow {
        player_id: String::new(),
        name,
        entry_cents: rows.iter().map(|r| r.entry_cents).sum(),
        lost_games: rows.iter().map(|r| r.lost_games).sum(),
        lost_game_cents: rows.iter().map(|r| r.lost_game_cents).sum(),
        due_cents: rows.iter().map(|r| r.due_cents).sum(),
        paid_cents: rows.iter().map(|r| r.paid_cents).sum(),
        balance_cents: rows.iter().map(|r| r.balance_cents).sum(),
        extra_cents: Some(rows.iter().filter_map(|r| r.extra_cents).sum()),
        prize_cents: None,
        prize_paid: None,
    }
}

/// The players' prize money of an event with prizes, paid and open (H.4.6); nothing else.
fn prizes_note(template: &Template, lang: Lang, rows: &[CashRow]) -> Option<String> {
    rows.first()?.prize_cents?;
    let prizes: Vec<(i64, bool)> = rows
        .iter()
        .filter_map(|r| Some((r.prize_cents?, r.prize_paid?)))
        .filter(|&(cents, paid)| cents > 0 || paid)
        .collect();
    let sum = |paid: bool| -> (String, String) {
        let of: Vec<i64> = prizes.iter().filter(|p| p.1 == paid).map(|p| p.0).collect();
        let cents = crate::i18n::format_cents(lang, of.iter().sum());
        (of.len().to_string(), cents)
    };
    let ((paid_count, paid), (open_count, open)) = (sum(true), sum(false));
    let values = [
        ("paid_count", paid_count.as_str()),
        ("paid", paid.as_str()),
        ("open_count", open_count.as_str()),
        ("open", open.as_str()),
    ];
    Some(template.text("prizes", lang, &values))
}

/// That the entry fees include the further rankings' own fees, when any player pays one.
fn extra_fees_note(template: &Template, lang: Lang, rows: &[CashRow]) -> Option<String> {
    let extra: i64 = rows.iter().filter_map(|r| r.extra_cents).sum();
    let extra = (extra > 0).then(|| crate::i18n::format_cents(lang, extra))?;
    Some(template.text("extra_fees", lang, &[("extra", extra.as_str())]))
}

/// An event's fee schedule, or that it has none; nothing for a season.
fn schedule_note(template: &Template, lang: Lang, of: CashOf<'_>) -> Option<String> {
    match of {
        CashOf::Event(Some(f)) => Some(fees_text(template, lang, f)),
        CashOf::Event(None) => Some(template.text("no_schedule", lang, &[])),
        CashOf::Season => None,
    }
}

/// The fee schedule: the entry fee and the fee of each lost game.
fn fees_text(template: &Template, lang: Lang, fees: &Fees) -> String {
    let money = |cents: i64| crate::i18n::format_cents(lang, cents);
    let lost: Vec<String> = fees.lost_game_cents.iter().map(|&c| money(c)).collect();
    let lost = if lost.is_empty() {
        money(0)
    } else {
        lost.join(", ")
    };
    template.text(
        "schedule",
        lang,
        &[("entry", &money(fees.entry_cents)), ("lost", &lost)],
    )
}

/// Ranking points as the league writes them: whole numbers without decimals, halves with one
/// (a comma in German).
pub fn points(lang: Lang, value: f64) -> String {
    let text = if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value:.1}")
    };
    match lang {
        Lang::De => text.replace('.', ","),
        Lang::En => text,
    }
}

/// The rows of one league table (groups one after another, each headed by its name).
fn table_rows(template: &Template, lang: Lang, rows: &[TableRow]) -> Vec<Row> {
    let tie = template.text("tie_mark", lang, &[]);
    let mut out = Vec::new();
    let mut group: Option<&str> = None;
    for r in rows {
        if group != Some(r.group.as_str()) {
            group = Some(r.group.as_str());
            let label = template.text("group", lang, &[("group", &r.group)]);
            out.push(Row {
                shade: false,
                ..heading_row(label, template.columns.len())
            });
        }
        out.push(Row {
            cells: row_by_keys(template, |key| team_cell(template, lang, key, r, &tie)),
            shade: r.placing.is_some(),
            ..Row::default()
        });
    }
    out
}

/// One cell of a team's row in the league table; promotion and relegation are marked.
fn team_cell(template: &Template, lang: Lang, key: &str, r: &TableRow, tie: &str) -> String {
    match key {
        "rank" if r.lot_required => format!("{}.{tie}", r.rank),
        "rank" => format!("{}.", r.rank),
        "team" => r.team.clone(),
        "club" => r.club.clone(),
        "ranking_points" => ranking_points(lang, r),
        "game_points" => r.game_points.to_string(),
        "series_played" => r.series_played.to_string(),
        "mark" => match r.placing {
            Some(Placing::Promoted) => template.text("promoted", lang, &[]),
            Some(Placing::Relegated) => template.text("relegated", lang, &[]),
            None => String::new(),
        },
        _ => String::new(),
    }
}

/// A team's ranking points and those against it: "4:2".
fn ranking_points(lang: Lang, r: &TableRow) -> String {
    format!(
        "{}:{}",
        points(lang, r.ranking_points),
        points(lang, r.ranking_points_against)
    )
}

/// The league table (*Tabelle*) of every group (or one), then its history: the table after
/// each match day. Promotion and relegation places are marked, ties that need a lot too.
///
/// # Errors
/// A broken template; the writer's errors.
pub fn league_table_list(
    league: &skatblock_model::leagues::League,
    (table, history): (&[TableRow], &[DayTable]),
    lang: Lang,
    templates: Option<&Path>,
    medium: Medium,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = Template::load("league_table", templates)?;
    let mut sections = vec![current_table(&template, lang, league, table, history)];
    sections.extend(history_tables(&template, lang, history));
    let season = league.season_year.to_string();
    let line = template.text("season", lang, &[("season", &season)]);
    let header = header(&league.name, line, lang, templates)?;
    print_on(
        medium,
        &header,
        &league.name,
        &template,
        lang,
        &sections,
        out,
    )
}

/// The table as it stands, with what its ranking points count.
fn current_table(
    template: &Template,
    lang: Lang,
    league: &League,
    table: &[TableRow],
    history: &[DayTable],
) -> Section {
    let days = history.last().map_or(0, |d| d.day).to_string();
    let subtitle = template.text("subtitle", lang, &[("days", &days)]);
    let mut current = section(template, lang, subtitle);
    current.rows = table_rows(template, lang, table);
    if table.iter().any(|r| r.lot_required) {
        current.notes.push(template.text("tie_note", lang, &[]));
    }
    let unit = match league.unit {
        ScoringUnit::Series => template.text("unit_series", lang, &[]),
        ScoringUnit::Matchday => template.text("unit_matchday", lang, &[]),
    };
    current
        .notes
        .push(template.text("points_note", lang, &[("unit", &unit)]));
    current
}

/// The table after each match day before the last, one section each.
fn history_tables(template: &Template, lang: Lang, history: &[DayTable]) -> Vec<Section> {
    history
        .iter()
        .rev()
        .skip(1)
        .rev()
        .map(|day| {
            let subtitle = template.text("history", lang, &[("day", &day.day.to_string())]);
            let mut sec = section(template, lang, subtitle);
            sec.rows = table_rows(template, lang, &day.rows);
            sec
        })
        .collect()
}

/// The match report (*Spielbericht*) of a match day: per series and team the players with
/// their tables and series totals, the team's game and ranking points; then the day's totals
/// and a signature line for every team captain.
///
/// # Errors
/// A broken template; the writer's errors.
pub fn match_report_list(
    report: &skatblock_model::leagues::MatchReport,
    event: &skatblock_model::Event,
    lang: Lang,
    templates: Option<&Path>,
    medium: Medium,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = Template::load("match_report", templates)?;
    let day = report.day.to_string();
    let subtitle = template.text("subtitle", lang, &[("group", &report.group), ("day", &day)]);
    let mut sec = section(&template, lang, subtitle);
    for series in &report.series {
        sec.rows.extend(series_rows(&template, lang, series));
    }
    sec.rows.extend(day_total_rows(&template, lang, report));
    sec.notes = signature_notes(&template, lang, report);
    let line = date_line(lang, event.date, &event.venue);
    let header = header(&report.league, line, lang, templates)?;
    print_on(
        medium,
        &header,
        &report.league,
        &template,
        lang,
        &[sec],
        out,
    )
}

/// One series of a match report: its heading, then every team's players and sum.
fn series_rows(template: &Template, lang: Lang, series: &ReportSeries) -> Vec<Row> {
    let heading = template.text("series", lang, &[("series", &series.series.to_string())]);
    let mut rows = vec![heading_row(heading, template.columns.len())];
    for team in &series.teams {
        for (i, p) in team.players.iter().enumerate() {
            let cells = row_by_keys(template, |key| match key {
                "team" if i == 0 => team.team.clone(),
                "table" => p.table.to_string(),
                "player_id" => p.player_id.to_string(),
                "name" => p.name.clone(),
                "total" => p.total.to_string(),
                _ => String::new(),
            });
            rows.push(Row {
                cells,
                group_start: i == 0,
                ..Row::default()
            });
        }
        rows.push(team_sum_row(template, lang, team));
    }
    rows
}

/// A team's sum in one series: its game and ranking points, or that it was absent.
fn team_sum_row(template: &Template, lang: Lang, team: &ReportTeam) -> Row {
    let sum = if team.played {
        template.text("team_sum", lang, &[("team", &team.team)])
    } else {
        team.team.clone()
    };
    let absent = template.text("absent", lang, &[]);
    let cells = row_by_keys(template, |key| match key {
        "team" => sum.clone(),
        "name" if !team.played => absent.clone(),
        "game_points" => team.game_points.to_string(),
        "ranking_points" => points(lang, team.ranking_points),
        _ => String::new(),
    });
    Row {
        cells,
        bold: true,
        group_start: team.players.is_empty(),
        ..Row::default()
    }
}

/// The day's totals: a heading, then every team with its place, game and ranking points.
fn day_total_rows(template: &Template, lang: Lang, report: &MatchReport) -> Vec<Row> {
    let heading = template.text("day_total", lang, &[]);
    let mut rows = vec![heading_row(heading, template.columns.len())];
    for r in &report.totals {
        let cells = row_by_keys(template, |key| match key {
            "team" => format!("{}. {}", r.rank, r.team),
            "game_points" => r.game_points.to_string(),
            "ranking_points" => ranking_points(lang, r),
            _ => String::new(),
        });
        rows.push(Row {
            cells,
            ..Row::default()
        });
    }
    rows
}

/// The captains' signatures: a line for every team of the first series.
fn signature_notes(template: &Template, lang: Lang, report: &MatchReport) -> Vec<String> {
    let mut notes = vec![template.text("signatures", lang, &[])];
    for team in report.series.first().map_or(&[][..], |s| &s.teams[..]) {
        notes.push(String::new());
        notes.push(template.text("signature", lang, &[("team", &team.team)]));
    }
    notes
}
