//! The parts every printed list is built from, so that each list only says what it shows: its
//! section from the template, rows filled by the template's column keys, heading rows, the line
//! under the page head, the player columns, game rows and foot cells of a score sheet (Skat and
//! Schafkopf alike), and the document laid out and written. It draws nothing itself (`pdf`
//! does) and knows no list's data.

use std::io::Write;

use super::ReportError;
use super::pdf::{Column, DocHeader, Row, Section, layout, write_pdf};
use super::template::{Lang, Template};

/// The template's columns with their headings in `lang`.
fn columns(template: &Template, lang: Lang) -> Vec<Column> {
    template
        .columns
        .iter()
        .map(|c| Column {
            title: c.title.get(lang).to_string(),
            width: c.width,
            align: c.align,
        })
        .collect()
}

/// An empty section in the template's title, columns, orientation and font size.
pub(super) fn section(template: &Template, lang: Lang, subtitle: String) -> Section {
    Section {
        title: template.title(lang).to_string(),
        subtitle,
        columns: columns(template, lang),
        landscape: template.landscape,
        font_size: template.font_size,
        ..Section::default()
    }
}

/// Fills one row by the template's column keys.
pub(super) fn row_by_keys(template: &Template, value: impl Fn(&str) -> String) -> Vec<String> {
    template.columns.iter().map(|c| value(&c.key)).collect()
}

/// A bold, shaded label across all `span` columns that starts a group: a table, a series, the
/// evening's sums.
pub(super) fn heading_row(label: String, span: usize) -> Row {
    Row {
        label: Some(label),
        label_span: span,
        group_start: true,
        bold: true,
        shade: true,
        ..Row::default()
    }
}

/// The date of a list and, if it has one, its venue: "22.11.2026 · Vereinsheim".
pub(super) fn date_line(lang: Lang, date: chrono::NaiveDate, venue: &str) -> String {
    let date = super::club::date(lang, date);
    if venue.is_empty() {
        date
    } else {
        format!("{date} · {venue}")
    }
}

/// Where a list goes: a PDF to print, or plain text for a terminal — the same sections.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Medium {
    /// A4 pages.
    Pdf,
    /// Monospace columns ([`crate::write_section_text`]).
    Text,
}

/// Writes `sections` under `header` on `medium`: as [`print`] does, or as text under the page
/// head.
///
/// # Errors
/// The writer's errors.
pub(super) fn print_on(
    medium: Medium,
    header: &DocHeader,
    name: &str,
    template: &Template,
    lang: Lang,
    sections: &[Section],
    out: &mut impl Write,
) -> Result<(), ReportError> {
    match medium {
        Medium::Pdf => print(header, name, template, lang, sections, out),
        Medium::Text => {
            let title = template.title(lang);
            super::table_text::write_document_text(header, title, sections, out).map_err(|e| {
                ReportError::Write {
                    detail: e.to_string(),
                }
            })
        }
    }
}

/// Lays out `sections` under `header` and writes them as one PDF titled "`name` – the
/// template's title".
///
/// # Errors
/// The writer's errors.
pub(super) fn print(
    header: &DocHeader,
    name: &str,
    template: &Template,
    lang: Lang,
    sections: &[Section],
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let pages = layout(header, sections);
    write_pdf(&format!("{} – {}", name, template.title(lang)), &pages, out)
}

/// The names over a score sheet's player columns: the players in seat order, "Platz 3" for a
/// seat without one (a blank sheet).
pub(super) fn seat_names(
    template: &Template,
    lang: Lang,
    players: &[String],
    seats: usize,
) -> Vec<String> {
    (0..seats)
        .map(|seat| {
            players.get(seat).cloned().unwrap_or_else(|| {
                template.text("seat", lang, &[("seat", &(seat + 1).to_string())])
            })
        })
        .collect()
}

/// Replaces the template's `player` column by one column per seat, headed by its name; gives
/// where the player columns start (`None`: the template has no player column).
pub(super) fn spread_player_column(
    sec: &mut Section,
    template: &Template,
    names: &[String],
) -> Option<usize> {
    let first = template.columns.iter().position(|c| c.key == "player")?;
    let spec = sec.columns.remove(first);
    for (seat, name) in names.iter().enumerate() {
        sec.columns.insert(
            first + seat,
            Column {
                title: spec.title.replace("{name}", name),
                width: spec.width,
                align: spec.align,
            },
        );
    }
    Some(first)
}

/// The row of game `number` on a sheet of `seats` players: a new round starts a group.
pub(super) fn game_row(number: usize, seats: usize, cells: Vec<String>) -> Row {
    Row {
        cells,
        group_start: number > 1 && (number - 1).is_multiple_of(seats),
        ..Row::default()
    }
}

/// The cells of a foot line: `values` in the player columns from `span` on, the rest empty.
pub(super) fn foot_cells(
    columns: usize,
    span: usize,
    values: impl IntoIterator<Item = String>,
) -> Vec<String> {
    let mut cells = vec![String::new(); columns];
    for (seat, value) in values.into_iter().enumerate() {
        cells[span + seat] = value;
    }
    cells
}

/// The last note of a score sheet: a line to sign for each of its `seats` players.
pub(super) fn signature_line(template: &Template, lang: Lang, seats: usize) -> String {
    let line = "_".repeat(28);
    format!(
        "{} {}",
        template.text("signatures", lang, &[]),
        vec![line; seats].join("   ")
    )
}
