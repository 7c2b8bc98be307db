//! The lists of a club's year and an association's league (issue 10): the season ranking with
//! its counted and dropped series, the league table with its history, the match report of a
//! match day, and the cash list. Like the event lists, each builds sections from its template
//! and `pdf` draws them.

use std::io::Write;
use std::path::Path;

use super::pdf::{DocHeader, Row, layout, write_pdf};
use super::sections::section;
use super::template::{Lang, Template};
use super::{CsvDialect, ReportError, write_csv_or_header};
use crate::rules::Param;
use skatblock_model::seasons::{SeasonStandings, SeriesResult};

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

/// The season ranking as CSV.
///
/// # Errors
/// The writer's errors.
pub fn season_csv(
    standings: &SeasonStandings,
    dialect: CsvDialect,
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
    write_csv_or_header(&rows, &SEASON_COLUMNS, dialect, out)
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
pub fn season_pdf(
    standings: &SeasonStandings,
    lang: Lang,
    templates: Option<&Path>,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = Template::load("season", templates)?;
    let settings = &standings.season.settings;
    let params: [(&str, Param); 3] = [
        ("best", settings.best.unwrap_or(0).into()),
        ("min", settings.min_series.into()),
        ("ranking", settings.ranking.name().into()),
    ];
    let options = crate::i18n::message(lang, "season-options", params.iter().map(|(k, v)| (*k, v)));
    let events = standings.events.len().to_string();
    let subtitle = template.text("subtitle", lang, &[("events", &events)]);
    let mut sec = section(&template, lang, subtitle);
    let mut options = options.chars();
    let first = options.next().map(|c| c.to_uppercase().collect::<String>());
    sec.notes.push(first.unwrap_or_default() + options.as_str());
    // Events are named by their number in the season (1 = the earliest), listed in the notes.
    let position = |id: i64| {
        standings
            .events
            .iter()
            .position(|e| e.id.0 == id)
            .map_or(0, |p| p + 1)
    };
    let tie = template.text("tie_mark", lang, &[]);
    let mut unranked_started = false;
    for r in &standings.rows {
        if !r.ranked && !unranked_started {
            unranked_started = true;
            let min = settings.min_series.to_string();
            sec.rows.push(Row {
                label: Some(template.text("unranked", lang, &[("min", &min)])),
                label_span: sec.columns.len(),
                group_start: true,
                shade: true,
                ..Row::default()
            });
        }
        let cells = template
            .columns
            .iter()
            .map(|c| match c.key.as_str() {
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
                "counted" => series_refs(&r.counted, &position),
                "dropped" => series_refs(&r.dropped, &position),
                _ => String::new(),
            })
            .collect();
        sec.rows.push(Row {
            cells,
            ..Row::default()
        });
    }
    if standings.rows.iter().any(|r| r.lot_required) {
        sec.notes.push(template.text("tie_note", lang, &[]));
    }
    let names: Vec<String> = standings
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| format!("{} = {} ({})", i + 1, e.name, date(lang, e.date)))
        .collect();
    let names = names.join("; ");
    sec.notes.push(match settings.best {
        Some(best) => template.text(
            "dropped_note",
            lang,
            &[("best", &best.to_string()), ("events", &names)],
        ),
        None => template.text("events_note", lang, &[("events", &names)]),
    });
    let span = match (standings.events.first(), standings.events.last()) {
        (Some(a), Some(b)) => format!("{} – {}", date(lang, a.date), date(lang, b.date)),
        _ => String::new(),
    };
    let pages = layout(&header(&settings.name, span, lang, templates)?, &[sec]);
    write_pdf(
        &format!("{} – {}", settings.name, template.title(lang)),
        &pages,
        out,
    )
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
pub fn cash_pdf(
    title: (&str, String),
    rows: &[skatblock_model::cash::CashRow],
    of: CashOf<'_>,
    lang: Lang,
    templates: Option<&Path>,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    use crate::i18n::format_cents;
    let template = Template::load("cash", templates)?;
    let (subtitle, line) = match of {
        CashOf::Event(_) => (template.text("subtitle_event", lang, &[]), title.1),
        CashOf::Season => (title.1, String::new()),
    };
    let mut sec = section(&template, lang, subtitle);
    let money = |cents: i64| format_cents(lang, cents);
    let cells = |key: &str, r: &skatblock_model::cash::CashRow| match key {
        "player_id" => r.player_id.clone(),
        "name" => r.name.clone(),
        "entry" => money(r.entry_cents),
        "lost_games" => r.lost_games.to_string(),
        "lost_fees" => money(r.lost_game_cents),
        "due" => money(r.due_cents),
        "paid" => money(r.paid_cents),
        "balance" => money(r.balance_cents),
        _ => String::new(),
    };
    for r in rows {
        sec.rows.push(Row {
            cells: template.columns.iter().map(|c| cells(&c.key, r)).collect(),
            shade: r.balance_cents < 0,
            ..Row::default()
        });
    }
    let sum = skatblock_model::cash::CashRow {
        player_id: String::new(),
        name: template.text("sum", lang, &[]),
        entry_cents: rows.iter().map(|r| r.entry_cents).sum(),
        lost_games: rows.iter().map(|r| r.lost_games).sum(),
        lost_game_cents: rows.iter().map(|r| r.lost_game_cents).sum(),
        due_cents: rows.iter().map(|r| r.due_cents).sum(),
        paid_cents: rows.iter().map(|r| r.paid_cents).sum(),
        balance_cents: rows.iter().map(|r| r.balance_cents).sum(),
    };
    sec.rows.push(Row {
        cells: template
            .columns
            .iter()
            .map(|c| cells(&c.key, &sum))
            .collect(),
        bold: true,
        group_start: true,
        ..Row::default()
    });
    match of {
        CashOf::Event(Some(f)) => {
            let lost: Vec<String> = f.lost_game_cents.iter().map(|&c| money(c)).collect();
            let lost = if lost.is_empty() {
                money(0)
            } else {
                lost.join(", ")
            };
            sec.notes.push(template.text(
                "schedule",
                lang,
                &[("entry", &money(f.entry_cents)), ("lost", &lost)],
            ));
        }
        CashOf::Event(None) => sec.notes.push(template.text("no_schedule", lang, &[])),
        CashOf::Season => {}
    }
    sec.notes.push(template.text("balance_note", lang, &[]));
    sec.notes.push(String::new());
    sec.notes.push(template.text("signature", lang, &[]));
    let pages = layout(&header(title.0, line, lang, templates)?, &[sec]);
    write_pdf(
        &format!("{} – {}", title.0, template.title(lang)),
        &pages,
        out,
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
fn table_rows(
    template: &Template,
    lang: Lang,
    rows: &[skatblock_model::leagues::TableRow],
) -> Vec<Row> {
    use skatblock_model::leagues::Placing;
    let tie = template.text("tie_mark", lang, &[]);
    let mut out = Vec::new();
    let mut group: Option<&str> = None;
    for r in rows {
        if group != Some(r.group.as_str()) {
            group = Some(r.group.as_str());
            out.push(Row {
                label: Some(template.text("group", lang, &[("group", &r.group)])),
                label_span: template.columns.len(),
                group_start: true,
                bold: true,
                ..Row::default()
            });
        }
        let cells = template
            .columns
            .iter()
            .map(|c| match c.key.as_str() {
                "rank" if r.lot_required => format!("{}.{tie}", r.rank),
                "rank" => format!("{}.", r.rank),
                "team" => r.team.clone(),
                "club" => r.club.clone(),
                "ranking_points" => format!(
                    "{}:{}",
                    points(lang, r.ranking_points),
                    points(lang, r.ranking_points_against)
                ),
                "game_points" => r.game_points.to_string(),
                "series_played" => r.series_played.to_string(),
                "mark" => match r.placing {
                    Some(Placing::Promoted) => template.text("promoted", lang, &[]),
                    Some(Placing::Relegated) => template.text("relegated", lang, &[]),
                    None => String::new(),
                },
                _ => String::new(),
            })
            .collect();
        out.push(Row {
            cells,
            shade: r.placing.is_some(),
            ..Row::default()
        });
    }
    out
}

/// The league table (*Tabelle*) of every group (or one), then its history: the table after
/// each match day. Promotion and relegation places are marked, ties that need a lot too.
///
/// # Errors
/// A broken template; the writer's errors.
pub fn league_table_pdf(
    league: &skatblock_model::leagues::League,
    table: &[skatblock_model::leagues::TableRow],
    history: &[skatblock_model::leagues::DayTable],
    lang: Lang,
    templates: Option<&Path>,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = Template::load("league_table", templates)?;
    let days = history.last().map_or(0, |d| d.day).to_string();
    let season = league.season_year.to_string();
    let subtitle = template.text("subtitle", lang, &[("days", &days)]);
    let mut current = section(&template, lang, subtitle);
    current.rows = table_rows(&template, lang, table);
    if table.iter().any(|r| r.lot_required) {
        current.notes.push(template.text("tie_note", lang, &[]));
    }
    let unit = match league.unit {
        skatblock_model::leagues::ScoringUnit::Series => template.text("unit_series", lang, &[]),
        skatblock_model::leagues::ScoringUnit::Matchday => {
            template.text("unit_matchday", lang, &[])
        }
    };
    current
        .notes
        .push(template.text("points_note", lang, &[("unit", &unit)]));
    let mut sections = vec![current];
    for day in history.iter().rev().skip(1).rev() {
        let subtitle = template.text("history", lang, &[("day", &day.day.to_string())]);
        let mut sec = section(&template, lang, subtitle);
        sec.rows = table_rows(&template, lang, &day.rows);
        sections.push(sec);
    }
    let line = template.text("season", lang, &[("season", &season)]);
    let pages = layout(&header(&league.name, line, lang, templates)?, &sections);
    write_pdf(
        &format!("{} – {}", league.name, template.title(lang)),
        &pages,
        out,
    )
}

/// The match report (*Spielbericht*) of a match day: per series and team the players with
/// their tables and series totals, the team's game and ranking points; then the day's totals
/// and a signature line for every team captain.
///
/// # Errors
/// A broken template; the writer's errors.
pub fn match_report_pdf(
    report: &skatblock_model::leagues::MatchReport,
    event: &skatblock_model::Event,
    lang: Lang,
    templates: Option<&Path>,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = Template::load("match_report", templates)?;
    let day = report.day.to_string();
    let subtitle = template.text("subtitle", lang, &[("group", &report.group), ("day", &day)]);
    let mut sec = section(&template, lang, subtitle);
    let columns = template.columns.len();
    for series in &report.series {
        let heading = template.text("series", lang, &[("series", &series.series.to_string())]);
        sec.rows.push(Row {
            label: Some(heading),
            label_span: columns,
            group_start: true,
            bold: true,
            shade: true,
            ..Row::default()
        });
        for team in &series.teams {
            for (i, p) in team.players.iter().enumerate() {
                let cells = template
                    .columns
                    .iter()
                    .map(|c| match c.key.as_str() {
                        "team" if i == 0 => team.team.clone(),
                        "table" => p.table.to_string(),
                        "player_id" => p.player_id.to_string(),
                        "name" => p.name.clone(),
                        "total" => p.total.to_string(),
                        _ => String::new(),
                    })
                    .collect();
                sec.rows.push(Row {
                    cells,
                    group_start: i == 0,
                    ..Row::default()
                });
            }
            let sum = if team.played {
                template.text("team_sum", lang, &[("team", &team.team)])
            } else {
                team.team.clone()
            };
            let absent = template.text("absent", lang, &[]);
            let cells = template
                .columns
                .iter()
                .map(|c| match c.key.as_str() {
                    "team" => sum.clone(),
                    "name" if !team.played => absent.clone(),
                    "game_points" => team.game_points.to_string(),
                    "ranking_points" => points(lang, team.ranking_points),
                    _ => String::new(),
                })
                .collect();
            sec.rows.push(Row {
                cells,
                bold: true,
                group_start: team.players.is_empty(),
                ..Row::default()
            });
        }
    }
    sec.rows.push(Row {
        label: Some(template.text("day_total", lang, &[])),
        label_span: columns,
        group_start: true,
        bold: true,
        shade: true,
        ..Row::default()
    });
    for r in &report.totals {
        let cells = template
            .columns
            .iter()
            .map(|c| match c.key.as_str() {
                "team" => format!("{}. {}", r.rank, r.team),
                "game_points" => r.game_points.to_string(),
                "ranking_points" => format!(
                    "{}:{}",
                    points(lang, r.ranking_points),
                    points(lang, r.ranking_points_against)
                ),
                _ => String::new(),
            })
            .collect();
        sec.rows.push(Row {
            cells,
            ..Row::default()
        });
    }
    sec.notes.push(template.text("signatures", lang, &[]));
    for team in report.series.first().map_or(&[][..], |s| &s.teams[..]) {
        sec.notes.push(String::new());
        sec.notes
            .push(template.text("signature", lang, &[("team", &team.team)]));
    }
    let line = date(lang, event.date);
    let line = if event.venue.is_empty() {
        line
    } else {
        format!("{line} · {}", event.venue)
    };
    let pages = layout(&header(&report.league, line, lang, templates)?, &[sec]);
    write_pdf(
        &format!("{} – {}", report.league, template.title(lang)),
        &pages,
        out,
    )
}
