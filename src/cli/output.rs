//! Lists on stdout: players, seating and standings as text, CSV or JSON. Findings of the list
//! checks go to stderr for CSV and JSON, so the data stays machine-readable.

use skatblock::i18n::{self, Lang};
use skatblock::rules::Param;
use std::collections::HashMap;
use std::io::{self, Write};

use anyhow::Result;
use serde::Serialize;

use super::ListFormat;
use skatblock::event::{SeriesSeating, Standings};
use skatblock::report::clip;
use skatblock::store::{self, Event, Player, PlayerId, PlayerNo, Store};

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

/// The player registry.
pub fn players(players: &[Player], format: ListFormat, lang: Lang) -> Result<()> {
    #[derive(Serialize)]
    struct Row<'a> {
        id: &'a PlayerNo,
        first_name: &'a str,
        last_name: &'a str,
        club: &'a str,
        membership_no: &'a str,
        active: bool,
    }
    let rows: Vec<Row<'_>> = players
        .iter()
        .map(|p| Row {
            id: &p.number,
            first_name: &p.first_name,
            last_name: &p.last_name,
            club: p.club.as_deref().unwrap_or(""),
            membership_no: p.membership_no.as_deref().unwrap_or(""),
            active: p.active,
        })
        .collect();
    match format {
        ListFormat::Csv => csv_out(&rows),
        ListFormat::Json => json_out(&rows),
        ListFormat::Text => {
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
            for r in &rows {
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
    }
}

/// A series' seating: by table, then alphabetically by player.
pub fn seating(store: &Store, seats: &SeriesSeating, format: ListFormat, lang: Lang) -> Result<()> {
    let names: HashMap<PlayerId, Player> = store::players::all(store.conn())?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    #[derive(Serialize)]
    struct Row {
        series: u16,
        table: u16,
        seat: u8,
        #[serde(skip)]
        player: PlayerId,
        player_id: String,
        name: String,
        club: String,
    }
    let mut rows: Vec<Row> = seats
        .rows()
        .into_iter()
        .map(|s| {
            let p = names.get(&s.player);
            Row {
                series: s.series,
                table: s.table,
                seat: s.seat,
                player: s.player,
                player_id: p.map_or_else(|| format!("#{}", s.player.0), |p| p.number.to_string()),
                name: p.map_or_else(String::new, Player::name),
                club: p.and_then(|p| p.club.clone()).unwrap_or_default(),
            }
        })
        .collect();
    match format {
        ListFormat::Csv => return csv_out(&rows),
        ListFormat::Json => return json_out(&rows),
        ListFormat::Text => {}
    }
    let mut out = io::stdout().lock();
    let say = |id: &str, params: &[(&str, Param)]| {
        i18n::message(lang, id, params.iter().map(|(k, v)| (*k, v)))
    };
    let series = Param::from(seats.series);
    writeln!(
        out,
        "{}",
        say("seating-by-table", &[("series", series.clone())])
    )?;
    let mut current = 0;
    for r in &rows {
        if r.table != current {
            current = r.table;
            let size = seats.tables[usize::from(r.table) - 1].len();
            let table = [("table", r.table.into()), ("size", size.into())];
            writeln!(out, "  {}", say("seating-table", &table))?;
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
    writeln!(out, "{}", say("seating-by-player", &[("series", series)]))?;
    let last_name = |r: &Row| {
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
            say("seating-place", &place)
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
        ListFormat::Csv => return csv_out(&standings.rows),
        ListFormat::Json => return json_out(&standings.rows),
        ListFormat::Text => {}
    }
    let mut out = io::stdout().lock();
    let t = |id: &str| i18n::text(lang, id);
    let series = Param::from(standings.series.unwrap_or(0));
    let (name, date) = (
        Param::Text(event.name.clone()),
        Param::Text(event.date.to_string()),
    );
    let params = [("name", &name), ("date", &date), ("series", &series)];
    writeln!(out, "{}", i18n::message(lang, "standings-heading", params))?;
    let tied = format!("  {}", t("standings-lot"));
    if let Some(unit) = schafkopf {
        // A Schafkopf list: the result in the tariff's unit and the solo games (D.4).
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
        for r in &standings.rows {
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
    }
    if schafkopf.is_none() {
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
        for r in &standings.rows {
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
    }
    if !standings.findings.is_empty() {
        writeln!(out, "\n{}", i18n::text(lang, "cli-list-checks"))?;
        for f in &standings.findings {
            writeln!(out, "  {}", table_finding(lang, f))?;
        }
    }
    Ok(())
}
