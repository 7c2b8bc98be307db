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

/// Writes `rows` with a header row from the field names.
///
/// # Errors
/// Only the writer's own errors.
pub fn write_csv<T: Serialize>(
    rows: &[T],
    dialect: CsvDialect,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let fail = |e: &dyn std::fmt::Display| ReportError::Write(e.to_string());
    let delimiter = match dialect {
        CsvDialect::Rfc4180 => b',',
        CsvDialect::Excel => {
            out.write_all(b"\xEF\xBB\xBF").map_err(|e| fail(&e))?;
            b';'
        }
    };
    let mut writer = csv::WriterBuilder::new()
        .delimiter(delimiter)
        .from_writer(out);
    for row in rows {
        writer.serialize(row).map_err(|e| fail(&e))?;
    }
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
}
