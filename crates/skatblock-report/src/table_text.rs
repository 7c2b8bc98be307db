//! A printed list's section as plain text, for the CLI (ripgrep's printers over `impl Write`):
//! the same [`Section`] the PDF draws — its columns, headings, rows and notes — laid out in
//! monospace columns, so the terminal and the paper say the same list.

use std::io::{self, Write};

use super::pdf::{Column, DocHeader, Row, Section};
use super::template::Align;
use super::text::clip;

/// Characters per mm of a column: a PDF column of 50 mm (a name) holds 30 characters here.
const CHARS_PER_MM: f32 = 0.6;

/// Between two columns.
const GAP: &str = "  ";

/// Writes `section`'s table (headings, rows) and then its notes. The title is the caller's:
/// the CLI says its own heading line.
///
/// # Errors
/// Only the writer's own errors.
pub fn write_section_text(section: &Section, out: &mut impl Write) -> io::Result<()> {
    let widths = widths(section);
    let headings: Vec<String> = section.columns.iter().map(|c| c.title.clone()).collect();
    write_line(out, &line(&section.columns, &widths, &headings))?;
    for row in &section.rows {
        write_line(out, &row_text(&section.columns, &widths, row))?;
    }
    if !section.notes.is_empty() {
        writeln!(out)?;
        for note in &section.notes {
            writeln!(out, "{note}")?;
        }
    }
    Ok(())
}

/// A whole list as text: the page head once (the event or season and the list's title, then
/// its date line), then every section under its subtitle.
///
/// # Errors
/// Only the writer's own errors.
pub fn write_document_text(
    header: &DocHeader,
    title: &str,
    sections: &[Section],
    out: &mut impl Write,
) -> io::Result<()> {
    writeln!(out, "{} · {title}", header.event)?;
    if !header.line.is_empty() {
        writeln!(out, "{}", header.line)?;
    }
    for section in sections {
        writeln!(out)?;
        if !section.subtitle.is_empty() {
            writeln!(out, "{}", section.subtitle)?;
        }
        write_section_text(section, out)?;
    }
    Ok(())
}

/// Each column as wide as its heading and widest cell, but no wider than its share of the
/// page (longer cells are clipped visibly).
fn widths(section: &Section) -> Vec<usize> {
    let chars = |text: &str| text.chars().count();
    section
        .columns
        .iter()
        .enumerate()
        .map(|(i, column)| {
            let heading = chars(&column.title);
            let widest = section
                .rows
                .iter()
                .filter(|r| r.label.is_none() || i >= r.label_span)
                .filter_map(|r| r.cells.get(i))
                .map(|c| chars(c))
                .max()
                .unwrap_or(0);
            let share = (column.width * CHARS_PER_MM).round() as usize;
            widest.min(share.max(heading)).max(heading)
        })
        .collect()
}

/// A row: its label across the first `label_span` columns, its cells in the rest. A label
/// across every column is a line of its own (a heading of the list) and is written whole, as
/// the notes are: a terminal line may run on where the PDF's page may not.
fn row_text(columns: &[Column], widths: &[usize], row: &Row) -> String {
    let Some(label) = &row.label else {
        return line(columns, widths, &row.cells);
    };
    if row.label_span >= columns.len() {
        return label.clone();
    }
    let span = row.label_span.clamp(1, columns.len().max(1));
    let label_width = widths[..span].iter().sum::<usize>() + GAP.len() * (span - 1);
    let label = pad(&clip(label, label_width), label_width, Align::Left);
    let rest = line(
        &columns[span..],
        &widths[span..],
        row.cells.get(span..).unwrap_or(&[]),
    );
    if rest.is_empty() {
        label
    } else {
        format!("{label}{GAP}{rest}")
    }
}

/// The cells padded to their columns, joined by the gap.
fn line(columns: &[Column], widths: &[usize], cells: &[String]) -> String {
    columns
        .iter()
        .zip(widths)
        .enumerate()
        .map(|(i, (column, &width))| {
            let cell = cells.get(i).map_or("", String::as_str);
            pad(&clip(cell, width), width, column.align)
        })
        .collect::<Vec<_>>()
        .join(GAP)
}

/// `text` in `width` characters, aligned.
fn pad(text: &str, width: usize, align: Align) -> String {
    match align {
        Align::Left => format!("{text:<width$}"),
        Align::Center => format!("{text:^width$}"),
        Align::Right => format!("{text:>width$}"),
    }
}

/// A line without the blanks its last column left.
fn write_line(out: &mut impl Write, line: &str) -> io::Result<()> {
    writeln!(out, "{}", line.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn column(title: &str, width: f32, align: Align) -> Column {
        Column {
            title: title.into(),
            width,
            align,
        }
    }

    fn row(cells: &[&str]) -> Row {
        Row {
            cells: cells.iter().map(|c| (*c).to_string()).collect(),
            ..Row::default()
        }
    }

    fn text(section: &Section) -> String {
        let mut out = Vec::new();
        write_section_text(section, &mut out).expect("a Vec takes it");
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn columns_fit_their_widest_cell_and_numbers_stand_right() {
        let section = Section {
            columns: vec![
                column("Platz", 13.0, Align::Right),
                column("Name", 50.0, Align::Left),
                column("Wertung", 18.0, Align::Right),
            ],
            rows: vec![
                row(&["1.", "Clara Weiß", "1166"]),
                row(&["2.", "Anna", "-115"]),
            ],
            notes: vec!["Gleichstand: das Los entscheidet.".into()],
            ..Section::default()
        };
        assert_eq!(
            text(&section),
            "Platz  Name        Wertung\n   1.  Clara Weiß     1166\n   2.  Anna           -115\n\nGleichstand: das Los entscheidet.\n"
        );
    }

    #[test]
    fn a_cell_longer_than_its_share_of_the_page_is_clipped_visibly() {
        let section = Section {
            columns: vec![
                column("Name", 10.0, Align::Left),
                column("Nr.", 8.0, Align::Right),
            ],
            rows: vec![row(&["Hans-Dietrich Groß-Böhme", "4"])],
            ..Section::default()
        };
        assert_eq!(text(&section), "Name    Nr.\nHans-…    4\n");
    }

    /// Issue 22: a heading across the whole list (a ranking's pot, a line to sign) is not
    /// cut to the table's width.
    #[test]
    fn issue_22_a_label_across_every_column_is_written_whole() {
        let section = Section {
            columns: vec![
                column("Platz", 13.0, Align::Right),
                column("Name", 50.0, Align::Left),
            ],
            rows: vec![
                Row {
                    label: Some("Einzelwertung · 8 Teilnehmer · Topf 123,00 €".into()),
                    label_span: 2,
                    ..Row::default()
                },
                row(&["1.", "Erika Eck"]),
            ],
            ..Section::default()
        };
        assert_eq!(
            text(&section),
            "Platz  Name\nEinzelwertung · 8 Teilnehmer · Topf 123,00 €\n   1.  Erika Eck\n"
        );
    }

    #[test]
    fn a_label_spans_its_columns_and_the_rest_follow() {
        let section = Section {
            columns: vec![
                column("Tisch", 16.0, Align::Right),
                column("Platz", 14.0, Align::Right),
                column("Name", 70.0, Align::Left),
            ],
            rows: vec![
                Row {
                    label: Some("Summe".into()),
                    label_span: 2,
                    cells: vec![String::new(), String::new(), "3 Spieler".into()],
                    ..Row::default()
                },
                row(&["1", "1", "Anna Müller"]),
            ],
            ..Section::default()
        };
        assert_eq!(
            text(&section),
            "Tisch  Platz  Name\nSumme         3 Spieler\n    1      1  Anna Müller\n"
        );
    }
}
