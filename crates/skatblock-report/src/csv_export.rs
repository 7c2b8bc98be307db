//! CSV exports: plain RFC 4180 (comma) or the Excel dialect German spreadsheets open
//! directly (semicolon, UTF-8 with BOM).

use std::io::Write;

use serde::Serialize;

use super::ReportError;

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
