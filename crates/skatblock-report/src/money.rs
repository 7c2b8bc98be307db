//! The money settlement of a club evening (RULES.md C, issue 11) as PDF and CSV: per table
//! every player's list total, net amount and payments, then each player's sum over the lists.
//! The settlement itself is the rules engine's (`rules::settle`, on the computed sheet);
//! `ops::money` gathers it. This module lays it out and reads no database.

use std::io::Write;
use std::path::Path;

use serde::Serialize;
use ts_rs::TS;

use super::pdf::{DocHeader, Row};
use super::sections::{date_line, heading_row, print_on, row_by_keys, section};
use super::template::{Lang, Template};
use super::{CsvDialect, ReportError, write_csv_in};
use crate::i18n::format_cents;
use crate::rules::Transfer;
use skatblock_model::Event;

/// The codes of the money settlement.
pub mod codes {
    crate::rules::codes! {
        /// The event's rules settle no money; param `event`.
        REPORT_MONEY_OFF = "report.money.off";
    }
}

/// The settlement of one table's list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct MoneyTable {
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// Player numbers in seat order.
    pub player_ids: Vec<String>,
    /// Names in seat order.
    pub players: Vec<String>,
    /// The list's totals in its list style, per seat (what is settled).
    pub totals: Vec<i64>,
    /// Games entered on the list.
    pub games: usize,
    /// Per seat, in cents: positive receives, negative pays; zero in sum.
    pub net_cents: Vec<i64>,
    /// Who pays whom (seats), as few payments as possible.
    pub transfers: Vec<Transfer>,
}

/// One player's amounts over every list settled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct MoneyPlayer {
    /// Player number.
    pub player_id: String,
    /// Name.
    pub name: String,
    /// Lists the player's amount comes from.
    pub tables: u32,
    /// The sum of the player's net amounts, in cents.
    pub net_cents: i64,
}

/// The money of an event, or of one series: each table's settlement and each player's sum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct MoneyReport {
    /// One series, or every series with seating.
    pub series: Option<u16>,
    /// The rate of the event's rules.
    pub cents_per_point: i64,
    /// The tables with games, by series and table.
    pub tables: Vec<MoneyTable>,
    /// Every player of those tables, most received first (then by name).
    pub players: Vec<MoneyPlayer>,
}

/// The layout: a `money.json` in the templates folder, else the built-in one.
fn template(dir: Option<&Path>) -> Result<Template, ReportError> {
    Template::load("money", dir)
}

/// An amount with its sign as a list prints it: "+1,20 €", "−0,60 €", "0,00 €".
fn signed_cents(lang: Lang, cents: i64) -> String {
    let text = format_cents(lang, cents).replace('-', "−");
    if cents > 0 { format!("+{text}") } else { text }
}

/// The rows of one table: each player with total and amount, and under the payer each of his
/// payments.
fn table_rows(t: &Template, lang: Lang, table: &MoneyTable) -> Vec<Row> {
    let mut rows = vec![table_heading(t, lang, table)];
    for (seat, name) in table.players.iter().enumerate() {
        rows.extend(seat_rows(t, lang, table, seat, name));
    }
    if table.transfers.is_empty() {
        rows.push(payment_row(t, t.text("settled", lang, &[])));
    }
    rows
}

/// The heading of a table: "Serie 1 · Tisch 2 · 36 Spiele".
fn table_heading(t: &Template, lang: Lang, table: &MoneyTable) -> Row {
    let (series, number) = (table.series.to_string(), table.table.to_string());
    let games = table.games.to_string();
    let key = if table.games == 1 {
        "table_one"
    } else {
        "table"
    };
    let values = [
        ("series", &*series),
        ("table", &*number),
        ("games", &*games),
    ];
    heading_row(t.text(key, lang, &values), t.columns.len())
}

/// A player's row with total, amount and first payment, then a row for each further payment.
fn seat_rows(t: &Template, lang: Lang, table: &MoneyTable, seat: usize, name: &str) -> Vec<Row> {
    let payments = payments(t, lang, table, seat);
    let first = payments.first().cloned().unwrap_or_default();
    let mut rows = vec![Row {
        cells: row_by_keys(t, |key| match key {
            "name" => name.to_string(),
            "total" => table.totals[seat].to_string().replace('-', "−"),
            "net" => signed_cents(lang, table.net_cents[seat]),
            "payment" => first.clone(),
            _ => String::new(),
        }),
        ..Row::default()
    }];
    rows.extend(
        payments
            .into_iter()
            .skip(1)
            .map(|more| payment_row(t, more)),
    );
    rows
}

/// What the player in `seat` pays whom: "zahlt 1,80 € an Anna".
fn payments(t: &Template, lang: Lang, table: &MoneyTable, seat: usize) -> Vec<String> {
    table
        .transfers
        .iter()
        .filter(|p| p.from == seat)
        .map(|p| {
            let to = table.players.get(p.to).map_or("?", String::as_str);
            let amount = format_cents(lang, p.cents);
            t.text("pays", lang, &[("amount", &amount), ("name", to)])
        })
        .collect()
}

/// A row with only a payment.
fn payment_row(t: &Template, payment: String) -> Row {
    Row {
        cells: row_by_keys(t, |key| match key {
            "payment" => payment.clone(),
            _ => String::new(),
        }),
        ..Row::default()
    }
}

/// The evening's sums: one row per player.
fn evening_rows(t: &Template, lang: Lang, players: &[MoneyPlayer]) -> Vec<Row> {
    let mut rows = vec![heading_row(t.text("evening", lang, &[]), t.columns.len())];
    for p in players {
        rows.push(Row {
            cells: row_by_keys(t, |key| match key {
                "name" => format!("{} ({})", p.name, p.player_id),
                "net" => signed_cents(lang, p.net_cents),
                _ => String::new(),
            }),
            bold: true,
            ..Row::default()
        });
    }
    rows
}

/// The money settlement (*Abrechnung*) of a club evening: every table's players with their
/// totals, amounts and payments; with more than one list, every player's sum of the evening.
///
/// # Errors
/// A broken template; the writer's errors.
pub fn money_list(
    event: &Event,
    money: &MoneyReport,
    (lang, templates): (Lang, Option<&Path>),
    medium: super::Medium,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let t = template(templates)?;
    let rate = format_cents(lang, money.cents_per_point);
    let subtitle = match money.series {
        Some(s) => t.text(
            "subtitle_series",
            lang,
            &[("series", &s.to_string()), ("rate", &rate)],
        ),
        None => t.text("subtitle_all", lang, &[("rate", &rate)]),
    };
    let mut sec = section(&t, lang, subtitle);
    for table in &money.tables {
        sec.rows.extend(table_rows(&t, lang, table));
    }
    if money.tables.len() > 1 {
        sec.rows.extend(evening_rows(&t, lang, &money.players));
    }
    sec.notes = notes(&t, lang, money, &rate);
    let common = Template::load("common", templates)?;
    let header = DocHeader {
        event: event.name.clone(),
        line: date_line(lang, event.date, &event.venue),
        footer: t.text("generated", lang, &[]),
        page_label: common.text("page", lang, &[]),
    };
    print_on(medium, &header, &event.name, &t, lang, &[sec], out)
}

/// The notes under the settlement: no games, the rate, what the evening's sums are.
fn notes(t: &Template, lang: Lang, money: &MoneyReport, rate: &str) -> Vec<String> {
    let mut notes = Vec::new();
    if money.tables.is_empty() {
        notes.push(t.text("no_games", lang, &[]));
    }
    notes.push(t.text("rule_note", lang, &[("rate", rate)]));
    if money.tables.len() > 1 {
        notes.push(t.text("evening_note", lang, &[]));
    }
    notes
}

/// The columns of the money CSV.
pub const CSV_COLUMNS: [&str; 8] = [
    "series",
    "table",
    "seat",
    "player_id",
    "name",
    "total",
    "net_cents",
    "payments",
];

/// One player of one list as CSV: the payments as `cents>seat` separated by spaces (seats
/// 1-based, as the list numbers them).
#[derive(Debug, Serialize)]
struct MoneyCsvRow<'a> {
    series: u16,
    table: u16,
    seat: usize,
    player_id: &'a str,
    name: &'a str,
    total: i64,
    net_cents: i64,
    payments: String,
}

/// The money settlement as CSV: one line per player and list.
///
/// # Errors
/// The writer's errors.
pub fn money_csv(
    money: &MoneyReport,
    (dialect, lang): (CsvDialect, Lang),
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let rows: Vec<MoneyCsvRow<'_>> = money
        .tables
        .iter()
        .flat_map(|t| {
            (0..t.players.len()).map(move |seat| MoneyCsvRow {
                series: t.series,
                table: t.table,
                seat: seat + 1,
                player_id: &t.player_ids[seat],
                name: &t.players[seat],
                total: t.totals[seat],
                net_cents: t.net_cents[seat],
                payments: payments_of(t, seat),
            })
        })
        .collect();
    write_csv_in(&rows, Some(&CSV_COLUMNS), dialect, lang, out)
}

fn payments_of(table: &MoneyTable, seat: usize) -> String {
    let parts: Vec<String> = table
        .transfers
        .iter()
        .filter(|p| p.from == seat)
        .map(|p| format!("{}>{}", p.cents, p.to + 1))
        .collect();
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn evening() -> MoneyReport {
        let table = |table: u16, players: [&str; 3], totals: Vec<i64>| {
            let settlement = crate::rules::settle(&totals, 1);
            MoneyTable {
                series: 1,
                table,
                player_ids: vec!["1".into(), "2".into(), "3".into()],
                players: players.iter().map(ToString::to_string).collect(),
                totals,
                games: 3,
                net_cents: settlement.net_cents,
                transfers: settlement.transfers,
            }
        };
        MoneyReport {
            series: None,
            cents_per_point: 1,
            tables: vec![
                table(1, ["Anna", "Bernd", "Clara"], vec![120, -30, 0]),
                table(2, ["Dieter", "Erika", "Frank"], vec![10, 10, 10]),
            ],
            players: vec![MoneyPlayer {
                player_id: "1".into(),
                name: "Anna".into(),
                tables: 1,
                net_cents: 270,
            }],
        }
    }

    #[test]
    fn every_payment_is_printed_under_its_payer() {
        let t = template(None).expect("the built-in template parses");
        let rows = table_rows(&t, Lang::De, &evening().tables[0]);
        let text: Vec<String> = rows.iter().map(|r| r.cells.join("|")).collect();
        assert_eq!(
            rows[0].label.as_deref(),
            Some("Serie 1 · Tisch 1 · 3 Spiele")
        );
        assert_eq!(
            text[1], "Anna|120|+2,70 €|",
            "Anna receives and pays nothing"
        );
        assert_eq!(text[2], "Bernd|−30|−1,80 €|zahlt 1,80 € an Anna");
        assert_eq!(text[3], "Clara|0|−0,90 €|zahlt 0,90 € an Anna");
        let square = table_rows(&t, Lang::En, &evening().tables[1]);
        assert_eq!(
            square.last().map(|r| r.cells[3].as_str()),
            Some("all square"),
            "a table with equal totals says that nobody pays"
        );
    }

    #[test]
    fn the_pdf_parses_and_the_csv_names_every_payment() {
        let event = Event {
            id: skatblock_model::EventId(1),
            name: "Skatabend".into(),
            kind: skatblock_model::EventKind::ClubEvening,
            date: chrono::NaiveDate::from_ymd_opt(2026, 11, 27).expect("a date"),
            venue: String::new(),
            series_count: 1,
            table_preference: skatblock_model::TablePreference::Four,
            rules: crate::rules::Rules::default(),
        };
        let mut pdf = Vec::new();
        let medium = crate::Medium::Pdf;
        money_list(&event, &evening(), (Lang::De, None), medium, &mut pdf)
            .expect("the PDF is written");
        assert!(pdf.starts_with(b"%PDF-"));
        let mut csv = Vec::new();
        money_csv(&evening(), (CsvDialect::Rfc4180, Lang::En), &mut csv)
            .expect("the CSV is written");
        let csv = String::from_utf8(csv).expect("UTF-8");
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines[0], CSV_COLUMNS.join(","));
        assert_eq!(lines[2], "1,1,2,2,Bernd,-30,-180,180>1");
        assert_eq!(lines.len(), 7, "a header and one line per player and list");
    }
}
