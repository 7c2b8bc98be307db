//! CSV exports: plain RFC 4180 (comma) or the Excel dialect German spreadsheets open
//! directly (semicolon, UTF-8 with BOM); in English (the column names the imports and scripts
//! know) or in German (column names from the catalogue, `ja`/`nein` for yes and no).

use std::collections::HashSet;
use std::io::Write;

use serde::Serialize;

use super::ReportError;
use crate::i18n::{self, Lang};

/// Which CSV dialect to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CsvDialect {
    /// Comma-separated, no BOM (RFC 4180).
    #[default]
    Rfc4180,
    /// Semicolon-separated with a UTF-8 BOM, for Excel with German settings.
    Excel,
}

fn fail(e: &dyn std::fmt::Display) -> ReportError {
    ReportError::Write {
        detail: e.to_string(),
    }
}

/// A CSV writer of the dialect (the Excel one starts with a BOM).
fn writer<W: Write>(dialect: CsvDialect, out: &mut W) -> Result<csv::Writer<&mut W>, ReportError> {
    let delimiter = match dialect {
        CsvDialect::Rfc4180 => b',',
        CsvDialect::Excel => {
            out.write_all(b"\xEF\xBB\xBF").map_err(|e| fail(&e))?;
            b';'
        }
    };
    Ok(csv::WriterBuilder::new()
        .delimiter(delimiter)
        .from_writer(out))
}

/// Writes `rows` with a header row from the field names.
///
/// # Errors
/// Only the writer's own errors.
pub fn write_csv<T: Serialize>(
    rows: &[T],
    dialect: CsvDialect,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let mut writer = writer(dialect, out)?;
    for row in rows {
        writer.serialize(row).map_err(|e| fail(&e))?;
    }
    writer.flush().map_err(|e| fail(&e))
}

/// [`write_csv`], with `header` written when there are no rows (the header comes from the
/// rows' fields, so an empty list would otherwise have none).
///
/// # Errors
/// Only the writer's own errors.
pub fn write_csv_or_header<T: Serialize>(
    rows: &[T],
    header: &[&str],
    dialect: CsvDialect,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    if !rows.is_empty() {
        return write_csv(rows, dialect, out);
    }
    let mut writer = writer(dialect, out)?;
    writer.write_record(header).map_err(|e| fail(&e))?;
    writer.flush().map_err(|e| fail(&e))
}

/// [`write_csv`] (`header: None`) or [`write_csv_or_header`] in `lang`: English exactly as
/// those write it; German with each column named by the catalogue's `csv-column-…` and the
/// yes/no fields written `ja`/`nein`.
///
/// # Errors
/// Only the writer's own errors.
pub fn write_csv_in<T: Serialize>(
    rows: &[T],
    header: Option<&[&str]>,
    dialect: CsvDialect,
    lang: Lang,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    write_csv_scoped(rows, header, dialect, (lang, None), out)
}

/// [`write_csv_in`] for a list that names some columns its own way: German names from the
/// catalogue's `csv-column-{scope}-…` first (Schafkopf's `points` are `Augen`, not the
/// `Spielpunkte` of a totals file).
///
/// # Errors
/// Only the writer's own errors.
pub fn write_csv_scoped<T: Serialize>(
    rows: &[T],
    header: Option<&[&str]>,
    dialect: CsvDialect,
    (lang, scope): (Lang, Option<&str>),
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let mut plain = Vec::new();
    match (header, lang) {
        (None, Lang::En) => return write_csv(rows, dialect, out),
        (Some(header), Lang::En) => return write_csv_or_header(rows, header, dialect, out),
        (None, Lang::De) => write_csv(rows, CsvDialect::Rfc4180, &mut plain)?,
        (Some(header), Lang::De) => {
            write_csv_or_header(rows, header, CsvDialect::Rfc4180, &mut plain)?;
        }
    }
    german(&plain, &yes_no_fields(rows)?, (dialect, lang, scope), out)
}

/// The English CSV `plain` (RFC 4180) again in `dialect`, its header named in `lang` and the
/// `yes_no` fields written as the catalogue says yes and no.
fn german(
    plain: &[u8],
    yes_no: &HashSet<String>,
    (dialect, lang, scope): (CsvDialect, Lang, Option<&str>),
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let mut records = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(plain)
        .into_records();
    let mut writer = writer(dialect, out)?;
    let Some(names) = records.next().transpose().map_err(|e| fail(&e))? else {
        return Ok(());
    };
    let named: Vec<String> = names
        .iter()
        .map(|n| i18n::csv_column(lang, scope, n).unwrap_or_else(|| n.to_string()))
        .collect();
    writer.write_record(&named).map_err(|e| fail(&e))?;
    for record in records {
        let record = record.map_err(|e| fail(&e))?;
        let cells =
            names
                .iter()
                .zip(&record)
                .map(|(name, cell)| match (yes_no.contains(name), cell) {
                    (true, "true") => i18n::text(lang, "csv-yes"),
                    (true, "false") => i18n::text(lang, "csv-no"),
                    _ => cell.to_string(),
                });
        writer.write_record(cells).map_err(|e| fail(&e))?;
    }
    writer.flush().map_err(|e| fail(&e))
}

/// The catalogue's name of the export column `name` (`csv-column-` and the name with `-` for
/// `_`); the name itself where the catalogue has none.
pub fn column_name(lang: Lang, name: &str) -> String {
    i18n::csv_column(lang, None, name).unwrap_or_else(|| name.to_string())
}

/// The fields that are yes/no in some row: what the rows serialise as booleans, read from
/// their JSON form, so a name that happens to be "true" stays as it is.
fn yes_no_fields<T: Serialize>(rows: &[T]) -> Result<HashSet<String>, ReportError> {
    let mut fields = HashSet::new();
    for row in rows {
        if let serde_json::Value::Object(map) = serde_json::to_value(row).map_err(|e| fail(&e))? {
            fields.extend(
                map.into_iter()
                    .filter(|(_, v)| v.is_boolean())
                    .map(|(k, _)| k),
            );
        }
    }
    Ok(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Row<'a> {
        name: &'a str,
        total: i64,
    }

    #[test]
    fn excel_dialect_has_a_bom_and_semicolons() {
        let mut out = Vec::new();
        write_csv(
            &[Row {
                name: "Groß; Jörg",
                total: -12,
            }],
            CsvDialect::Excel,
            &mut out,
        )
        .expect("write");
        assert_eq!(out, "\u{feff}name;total\n\"Groß; Jörg\";-12\n".as_bytes());
        let mut out = Vec::new();
        write_csv(
            &[Row {
                name: "Weiß, Clara",
                total: 5,
            }],
            CsvDialect::Rfc4180,
            &mut out,
        )
        .expect("write");
        assert_eq!(
            String::from_utf8(out).expect("utf-8"),
            "name,total\n\"Weiß, Clara\",5\n"
        );
    }

    #[derive(Serialize)]
    struct Flagged<'a> {
        name: &'a str,
        lot_required: bool,
        rank: Option<usize>,
    }

    #[test]
    fn issue_21_the_german_csv_has_german_names_and_ja_nein() {
        let rows = [
            Flagged {
                name: "true",
                lot_required: true,
                rank: Some(1),
            },
            Flagged {
                name: "Özdemir",
                lot_required: false,
                rank: None,
            },
        ];
        let mut out = Vec::new();
        write_csv_in(&rows, None, CsvDialect::Excel, Lang::De, &mut out).expect("write");
        assert_eq!(
            String::from_utf8(out).expect("utf-8"),
            "\u{feff}Name;Los;Platz\ntrue;ja;1\nÖzdemir;nein;\n",
            "a name that reads \"true\" is a name, not a yes"
        );
        let (mut german, mut english) = (Vec::new(), Vec::new());
        write_csv_in(&rows, None, CsvDialect::Rfc4180, Lang::En, &mut english).expect("write");
        write_csv(&rows, CsvDialect::Rfc4180, &mut german).expect("write");
        assert_eq!(
            english, german,
            "the English export is today's, byte for byte"
        );
        let mut empty = Vec::new();
        let none: [Flagged<'_>; 0] = [];
        let header = ["name", "lot_required", "rank"];
        write_csv_in(
            &none,
            Some(&header),
            CsvDialect::Rfc4180,
            Lang::De,
            &mut empty,
        )
        .expect("w");
        assert_eq!(empty, b"Name,Los,Platz\n");
    }

    #[test]
    fn an_empty_list_still_has_its_header() {
        let mut out = Vec::new();
        let rows: [Row<'_>; 0] = [];
        write_csv_or_header(&rows, &["name", "total"], CsvDialect::Excel, &mut out).expect("write");
        assert_eq!(out, "\u{feff}name;total\n".as_bytes());
        let mut out = Vec::new();
        let rows = [Row {
            name: "Anna",
            total: 3,
        }];
        write_csv_or_header(&rows, &["ignored"], CsvDialect::Rfc4180, &mut out).expect("write");
        assert_eq!(out, b"name,total\nAnna,3\n");
    }
}
