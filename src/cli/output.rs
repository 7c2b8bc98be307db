//! Lists on stdout: players, seating and standings as text, CSV or JSON. Findings of the list
//! checks go to stderr for CSV and JSON, so the data stays machine-readable.

use skatblock::i18n::{self, Lang};
use skatblock::rules::Param;
use std::io::{self, Write};

use anyhow::Result;
use serde::Serialize;

use super::ListFormat;
use skatblock::event::Standings;
use skatblock::ops::StandingsList;
use skatblock::ops::{PlayerDto, SeatingDto};
use skatblock::report::clip;
use skatblock::report::pdf::Section;

pub(crate) fn csv_out<T: Serialize>(rows: &[T]) -> Result<()> {
    let mut writer = csv::Writer::from_writer(io::stdout().lock());
    for row in rows {
        writer.serialize(row)?;
    }
    writer.flush()?;
    Ok(())
}

pub(crate) fn json_out<T: Serialize>(value: &T) -> Result<()> {
    let mut out = io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, value)?;
    writeln!(out)?;
    Ok(())
}

/// The catalogue's message `id` in `lang`, with its parameters.
pub(crate) fn message(lang: Lang, id: &str, params: &[(&str, Param)]) -> String {
    i18n::message(lang, id, params.iter().map(|(k, v)| (*k, v)))
}

/// One player of the registry list.
#[derive(Serialize)]
struct PlayerRow<'a> {
    id: &'a str,
    first_name: &'a str,
    last_name: &'a str,
    club: &'a str,
    membership_no: &'a str,
    active: bool,
}

impl<'a> From<&'a PlayerDto> for PlayerRow<'a> {
    fn from(p: &'a PlayerDto) -> Self {
        PlayerRow {
            id: &p.number,
            first_name: &p.first_name,
            last_name: &p.last_name,
            club: &p.club,
            membership_no: &p.membership_no,
            active: p.active,
        }
    }
}

/// One player of the registry list in JSON: the row, with sex and birth year (`null` when
/// unknown). The CSV and text lists keep their columns.
#[derive(Serialize)]
struct PlayerJson<'a> {
    #[serde(flatten)]
    row: PlayerRow<'a>,
    sex: Option<skatblock::ops::Sex>,
    birth_year: Option<u16>,
}

/// The player registry.
pub fn players(players: &[PlayerDto], format: ListFormat, lang: Lang) -> Result<()> {
    let rows: Vec<PlayerRow<'_>> = players.iter().map(PlayerRow::from).collect();
    match format {
        ListFormat::Csv => csv_out(&rows),
        ListFormat::Json => json_out(
            &players
                .iter()
                .map(|p| PlayerJson {
                    row: PlayerRow::from(p),
                    sex: p.sex,
                    birth_year: p.birth_year,
                })
                .collect::<Vec<_>>(),
        ),
        ListFormat::Text => players_text(&rows, lang),
    }
}

/// The player registry as a table: number, name, club, membership number, active.
fn players_text(rows: &[PlayerRow<'_>], lang: Lang) -> Result<()> {
    let mut out = io::stdout().lock();
    let t = |id: &str| i18n::text(lang, id);
    writeln!(
        out,
        "{:>10}  {:<32} {:<28} {:<12} {}",
        t("players-number"),
        t("players-name"),
        t("players-club"),
        t("players-membership"),
        t("players-active")
    )?;
    let (yes, no) = (t("players-yes"), t("players-no"));
    for r in rows {
        let name = format!("{}, {}", r.last_name, r.first_name);
        writeln!(
            out,
            "{:>10}  {:<32} {:<28} {:<12} {}",
            r.id,
            clip(&name, 32),
            clip(r.club, 28),
            r.membership_no,
            if r.active { &yes } else { &no }
        )?;
    }
    Ok(())
}

/// One seat of a series' seating list.
#[derive(Serialize)]
struct SeatingRow {
    series: u16,
    table: u16,
    seat: u8,
    player_id: String,
    name: String,
    club: String,
}

/// The seats of a series in table and seat order (both from 1).
fn seating_rows(seats: &SeatingDto) -> Vec<SeatingRow> {
    let mut rows = Vec::new();
    for (table, seated) in (1..).zip(&seats.tables) {
        for (seat, s) in (1..).zip(seated) {
            rows.push(SeatingRow {
                series: seats.series,
                table,
                seat,
                player_id: s.number.clone(),
                name: s.name.clone(),
                club: s.club.clone(),
            });
        }
    }
    rows
}

/// A series' seating as data: its seats in table and seat order.
pub fn seating(seats: &SeatingDto, format: ListFormat) -> Result<()> {
    let rows = seating_rows(seats);
    match format {
        ListFormat::Csv => csv_out(&rows),
        // Text is the printed list's layout (`sections`), never these rows.
        ListFormat::Json | ListFormat::Text => json_out(&rows),
    }
}

/// A club list (season, cash book) on stdout: the printed list as text, or its CSV.
pub fn club_list(
    store: &skatblock::ops::Store,
    report: skatblock::ops::ClubReport,
    format: skatblock::ops::ReportFormat,
    lang: Lang,
) -> Result<()> {
    let input = skatblock::ops::ClubReportInput {
        report,
        format,
        lang,
    };
    let bytes = skatblock::ops::club_report(store, input)?;
    Ok(io::stdout().lock().write_all(&bytes)?)
}

/// Printed lists' sections as text, each under its subtitle ("Serie 1 · Sitzplan nach
/// Tischen").
pub fn sections(sections: &[Section]) -> Result<()> {
    let mut out = io::stdout().lock();
    for (i, section) in sections.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{}", section.subtitle)?;
        skatblock::report::write_section_text(section, &mut out)?;
    }
    Ok(())
}

/// A list check of one table: `series 1 table 2: game 5 is missing …`.
pub(crate) fn table_finding(lang: Lang, f: &skatblock::event::TableFinding) -> String {
    let series = Param::from(f.series);
    let table = Param::from(f.table);
    let finding = Param::Text(i18n::refusal(lang, &f.finding));
    i18n::message(
        lang,
        "cli-table-finding",
        [
            ("series", &series),
            ("table", &table),
            ("finding", &finding),
        ],
    )
}

/// Standings as data, their list findings on stderr so the data stays machine-readable.
pub fn standings(standings: &Standings, format: ListFormat, lang: Lang) -> Result<()> {
    for f in &standings.findings {
        let note = Param::Text(table_finding(lang, f));
        eprintln!("{}", i18n::message(lang, "cli-note", [("note", &note)]));
    }
    match format {
        ListFormat::Csv => csv_out(&standings.rows),
        // Text is the printed list's layout (`standings_text`), never these rows.
        ListFormat::Json | ListFormat::Text => json_out(&standings.rows),
    }
}

/// The standings under the event's heading (and how far the evening is while they are
/// provisional), as the printed list lays them out (Skat's or Schafkopf's columns, ties marked
/// and explained), then the list checks that failed.
pub fn standings_text(list: &StandingsList, lang: Lang) -> Result<()> {
    let mut out = io::stdout().lock();
    let (event, standings) = (&list.event, &list.standings);
    let series = Param::from(standings.series.unwrap_or(0));
    let (name, date) = (
        Param::Text(event.name.clone()),
        Param::Text(event.date.to_string()),
    );
    let params = [("name", &name), ("date", &date), ("series", &series)];
    writeln!(out, "{}", i18n::message(lang, "standings-heading", params))?;
    if let Some(provisional) = skatblock::report::provisional(lang, standings) {
        writeln!(out, "{provisional}")?;
    }
    skatblock::report::write_section_text(&list.section, &mut out)?;
    if !standings.findings.is_empty() {
        writeln!(out, "\n{}", i18n::text(lang, "cli-list-checks"))?;
        for f in &standings.findings {
            writeln!(out, "  {}", table_finding(lang, f))?;
        }
    }
    Ok(())
}
