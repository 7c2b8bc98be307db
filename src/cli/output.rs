//! Lists on stdout: players, seating and standings as text, CSV or JSON. Findings of the list
//! checks go to stderr for CSV and JSON, so the data stays machine-readable.

use skatblock::i18n::{self, Lang};
use skatblock::rules::Param;
use std::collections::HashMap;
use std::io::{self, Write};

use anyhow::Result;
use serde::Serialize;

use super::ListFormat;
use skatblock::event::{StandingRow, Standings};
use skatblock::ops::{Event, PlayerId};
use skatblock::ops::{PlayerDto, SeatingDto};
use skatblock::report::clip;

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

/// The player registry.
pub fn players(players: &[PlayerDto], format: ListFormat, lang: Lang) -> Result<()> {
    let rows: Vec<PlayerRow<'_>> = players.iter().map(PlayerRow::from).collect();
    match format {
        ListFormat::Csv => csv_out(&rows),
        ListFormat::Json => json_out(&rows),
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
    #[serde(skip)]
    player: PlayerId,
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
                player: s.player_id,
                player_id: s.number.clone(),
                name: s.name.clone(),
                club: s.club.clone(),
            });
        }
    }
    rows
}

/// A series' seating: by table, then alphabetically by player (`players`: the registry, whose
/// last and first names order the list at the door).
pub fn seating(
    seats: &SeatingDto,
    players: &[PlayerDto],
    format: ListFormat,
    lang: Lang,
) -> Result<()> {
    let names: HashMap<PlayerId, &PlayerDto> = players.iter().map(|p| (p.id, p)).collect();
    let rows = seating_rows(seats);
    match format {
        ListFormat::Csv => csv_out(&rows),
        ListFormat::Json => json_out(&rows),
        ListFormat::Text => {
            let mut out = io::stdout().lock();
            seating_by_table(&mut out, seats, &rows, lang)?;
            seating_by_player(&mut out, seats.series, &names, rows, lang)
        }
    }
}

/// The seating by table: each table with its size, then its players by seat; seat 1 deals
/// first.
fn seating_by_table(
    out: &mut impl Write,
    seats: &SeatingDto,
    rows: &[SeatingRow],
    lang: Lang,
) -> Result<()> {
    let series = [("series", Param::from(seats.series))];
    writeln!(out, "{}", message(lang, "seating-by-table", &series))?;
    let mut current = 0;
    for r in rows {
        if r.table != current {
            current = r.table;
            let size = seats.tables[usize::from(r.table) - 1].len();
            let table = [("table", r.table.into()), ("size", size.into())];
            writeln!(out, "  {}", message(lang, "seating-table", &table))?;
        }
        let dealer = if r.seat == 1 {
            format!("  {}", i18n::text(lang, "seating-deals-first"))
        } else {
            String::new()
        };
        writeln!(
            out,
            "    {}. {:<32} {:>10}  {}{dealer}",
            r.seat,
            clip(&r.name, 32),
            r.player_id,
            clip(&r.club, 28)
        )?;
    }
    Ok(())
}

/// The seating alphabetically by player (last name, first name), each with table and seat:
/// the list at the door.
fn seating_by_player(
    out: &mut impl Write,
    series: u16,
    names: &HashMap<PlayerId, &PlayerDto>,
    mut rows: Vec<SeatingRow>,
    lang: Lang,
) -> Result<()> {
    let series = [("series", Param::from(series))];
    writeln!(out, "{}", message(lang, "seating-by-player", &series))?;
    let last_name = |r: &SeatingRow| {
        names
            .get(&r.player)
            .map(|p| (p.last_name.to_lowercase(), p.first_name.to_lowercase()))
    };
    rows.sort_by_key(|r| (last_name(r), r.player));
    for r in &rows {
        let shown = names.get(&r.player).map_or_else(
            || r.name.clone(),
            |p| format!("{}, {}", p.last_name, p.first_name),
        );
        let place = [("table", r.table.into()), ("seat", r.seat.into())];
        writeln!(
            out,
            "  {:<32} {:>10}  {}",
            clip(&shown, 32),
            r.player_id,
            message(lang, "seating-place", &place)
        )?;
    }
    Ok(())
}

/// A list check of one table: `series 1 table 2: game 5 is missing …`.
fn table_finding(lang: Lang, f: &skatblock::event::TableFinding) -> String {
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

/// Standings with their list findings.
pub fn standings(
    event: &Event,
    standings: &Standings,
    schafkopf: Option<skatblock::schafkopf::Unit>,
    format: ListFormat,
    lang: Lang,
) -> Result<()> {
    if format != ListFormat::Text {
        for f in &standings.findings {
            let note = Param::Text(table_finding(lang, f));
            eprintln!("{}", i18n::message(lang, "cli-note", [("note", &note)]));
        }
    }
    match format {
        ListFormat::Csv => csv_out(&standings.rows),
        ListFormat::Json => json_out(&standings.rows),
        ListFormat::Text => standings_text(event, standings, schafkopf, lang),
    }
}

/// The standings as a table under the event's heading, Skat's or Schafkopf's columns, then the
/// list checks that failed.
fn standings_text(
    event: &Event,
    standings: &Standings,
    schafkopf: Option<skatblock::schafkopf::Unit>,
    lang: Lang,
) -> Result<()> {
    let mut out = io::stdout().lock();
    let series = Param::from(standings.series.unwrap_or(0));
    let (name, date) = (
        Param::Text(event.name.clone()),
        Param::Text(event.date.to_string()),
    );
    let params = [("name", &name), ("date", &date), ("series", &series)];
    writeln!(out, "{}", i18n::message(lang, "standings-heading", params))?;
    match schafkopf {
        Some(unit) => schafkopf_standings(&mut out, &standings.rows, unit, lang)?,
        None => skat_standings(&mut out, &standings.rows, lang)?,
    }
    if !standings.findings.is_empty() {
        writeln!(out, "\n{}", i18n::text(lang, "cli-list-checks"))?;
        for f in &standings.findings {
            writeln!(out, "  {}", table_finding(lang, f))?;
        }
    }
    Ok(())
}

/// A Schafkopf list: the result in the tariff's unit and the solo games (D.4).
fn schafkopf_standings(
    out: &mut impl Write,
    rows: &[StandingRow],
    unit: skatblock::schafkopf::Unit,
    lang: Lang,
) -> Result<()> {
    let t = |id: &str| i18n::text(lang, id);
    writeln!(
        out,
        "{:>5}  {:<30} {:<24} {:>8} {:>9} {:>9}",
        t("standings-rank"),
        t("standings-name"),
        t("standings-club"),
        t("standings-result"),
        t("standings-solos-won"),
        t("standings-solos-lost"),
    )?;
    let tied = format!("  {}", t("standings-lot"));
    for r in rows {
        let lot = if r.lot_required { tied.as_str() } else { "" };
        writeln!(
            out,
            "{:>5}  {:<30} {:<24} {:>8} {:>9} {:>9}{lot}",
            format!("{}.", r.rank),
            clip(&r.name, 30),
            clip(&r.club, 24),
            skatblock::report::schafkopf::amount(lang, unit, r.total),
            r.won,
            r.lost,
        )?;
    }
    Ok(())
}

/// A Skat list: points, games won and lost, opponents' lost games and the total (Seeger-Fabian).
fn skat_standings(out: &mut impl Write, rows: &[StandingRow], lang: Lang) -> Result<()> {
    let t = |id: &str| i18n::text(lang, id);
    writeln!(
        out,
        "{:>5}  {:<30} {:<24} {:>7} {:>5} {:>5} {:>6} {:>7}",
        t("standings-rank"),
        t("standings-name"),
        t("standings-club"),
        t("standings-points"),
        t("standings-won"),
        t("standings-lost"),
        t("standings-opponents-lost"),
        t("standings-total")
    )?;
    let tied = format!("  {}", t("standings-lot"));
    for r in rows {
        let lot = if r.lot_required { tied.as_str() } else { "" };
        writeln!(
            out,
            "{:>5}  {:<30} {:<24} {:>7} {:>5} {:>5} {:>6} {:>7}{lot}",
            format!("{}.", r.rank),
            clip(&r.name, 30),
            clip(&r.club, 24),
            r.points,
            r.won,
            r.lost,
            r.opponents_lost,
            r.total
        )?;
    }
    Ok(())
}
