//! Reading the CSV files clubs hand us: UTF-8 (BOM allowed), comma or semicolon (detected),
//! with or without a header row, LF or CRLF line ends. Every bad cell becomes a [`RowError`]
//! naming line, column, value and reason; imports collect them all and write nothing if there
//! is one.

use std::collections::HashMap;
use std::fmt;

use crate::store::PlayerNo;

/// One problem of one row of an import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowError {
    /// Line in the file, 1-based.
    pub line: u64,
    /// The column.
    pub column: String,
    /// The value as found.
    pub value: String,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for RowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {:?}: {}",
            self.line, self.column, self.value, self.reason
        )
    }
}

/// An import that was refused: every problem found; nothing was written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ImportError {
    /// The problems, in file order.
    pub errors: Vec<RowError>,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} problem(s) found, nothing was imported:",
            self.errors.len()
        )?;
        for e in &self.errors {
            write!(f, "\n  {e}")?;
        }
        Ok(())
    }
}

/// A parsed CSV file: rows with their line numbers, cells looked up by column name.
#[derive(Debug)]
pub struct CsvFile {
    columns: HashMap<String, usize>,
    rows: Vec<(u64, csv::StringRecord)>,
}

/// One row of a [`CsvFile`].
#[derive(Debug, Clone, Copy)]
pub struct CsvRow<'a> {
    file: &'a CsvFile,
    /// Line in the file, 1-based.
    pub line: u64,
    record: &'a csv::StringRecord,
}

impl CsvFile {
    /// Parses `bytes` whose columns are `expected` (the `required` ones must be present). A
    /// first row naming expected columns is the header; without one, the columns are taken in
    /// the documented order.
    ///
    /// # Errors
    /// Text that is not UTF-8 or not CSV, unknown or missing header columns.
    pub fn parse(
        bytes: &[u8],
        expected: &[&str],
        required: &[&str],
    ) -> Result<CsvFile, ImportError> {
        let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .trim(csv::Trim::All)
            .delimiter(detect_delimiter(bytes))
            .from_reader(bytes);
        let lines = LineIndex::new(bytes);
        let line_of = |p: Option<&csv::Position>| p.map_or(0, |p| lines.record_line(p.byte()));
        let mut rows = Vec::new();
        for record in reader.records() {
            let record =
                record.map_err(|e| file_error(line_of(e.position()), "file", &e.to_string()))?;
            let line = line_of(record.position());
            if record.iter().all(str::is_empty) {
                continue;
            }
            rows.push((line, record));
        }
        let is_header = rows.first().is_some_and(|(_, r)| {
            r.iter()
                .any(|c| expected.iter().any(|e| c.eq_ignore_ascii_case(e)))
        });
        let columns = if is_header {
            let (line, header) = rows.remove(0);
            header_columns(line, &header, expected, required)?
        } else {
            expected
                .iter()
                .enumerate()
                .map(|(i, c)| (c.to_string(), i))
                .collect()
        };
        Ok(CsvFile { columns, rows })
    }

    /// The data rows.
    pub fn rows(&self) -> impl Iterator<Item = CsvRow<'_>> {
        self.rows.iter().map(|(line, record)| CsvRow {
            file: self,
            line: *line,
            record,
        })
    }

    /// Whether the file has the column (always true without a header).
    pub fn has_column(&self, column: &str) -> bool {
        self.columns.contains_key(column)
    }
}

impl CsvRow<'_> {
    /// The trimmed cell of `column`; "" when the row is shorter or the column absent.
    pub fn get(&self, column: &str) -> &str {
        self.file
            .columns
            .get(column)
            .and_then(|&i| self.record.get(i))
            .unwrap_or("")
    }

    /// An error about `column` of this row.
    pub fn error(&self, column: &str, reason: impl Into<String>) -> RowError {
        RowError {
            line: self.line,
            column: column.into(),
            value: self.get(column).into(),
            reason: reason.into(),
        }
    }

    /// A whole number in `range`; `None` when empty.
    ///
    /// # Errors
    /// Not a whole number, or out of range.
    pub fn int(
        &self,
        column: &str,
        range: std::ops::RangeInclusive<i64>,
    ) -> Result<Option<i64>, RowError> {
        let text = self.get(column);
        if text.is_empty() {
            return Ok(None);
        }
        match text.parse::<i64>() {
            Ok(n) if range.contains(&n) => Ok(Some(n)),
            Ok(_) => Err(self.error(
                column,
                format!("must be {}..={}", range.start(), range.end()),
            )),
            Err(_) => Err(self.error(column, "not a whole number")),
        }
    }

    /// A required whole number in `range`.
    ///
    /// # Errors
    /// Empty, not a whole number, or out of range.
    pub fn required_int(
        &self,
        column: &str,
        range: std::ops::RangeInclusive<i64>,
    ) -> Result<i64, RowError> {
        self.int(column, range)?
            .ok_or_else(|| self.error(column, "is required"))
    }

    /// A player number (the `player_id` of a file); `None` when empty.
    ///
    /// # Errors
    /// Not a player number ([`PlayerNo::RULE`]).
    pub fn player_no(&self, column: &str) -> Result<Option<PlayerNo>, RowError> {
        match self.get(column) {
            "" => Ok(None),
            text => PlayerNo::new(text)
                .map(Some)
                .map_err(|_| self.error(column, PlayerNo::RULE)),
        }
    }

    /// A required player number.
    ///
    /// # Errors
    /// Empty, or not a player number.
    pub fn required_player_no(&self, column: &str) -> Result<PlayerNo, RowError> {
        self.player_no(column)?
            .ok_or_else(|| self.error(column, "is required"))
    }

    /// A yes/no cell: `true`/`false`, `1`/`0`, `yes`/`no`, `ja`/`nein`, `x`; `None` when empty.
    ///
    /// # Errors
    /// Anything else.
    pub fn flag(&self, column: &str) -> Result<Option<bool>, RowError> {
        match self.get(column).to_ascii_lowercase().as_str() {
            "" => Ok(None),
            "true" | "1" | "yes" | "y" | "ja" | "j" | "x" => Ok(Some(true)),
            "false" | "0" | "no" | "n" | "nein" => Ok(Some(false)),
            _ => Err(self.error(column, "expected true or false (also 1/0, ja/nein)")),
        }
    }
}

/// Where the lines of a file start, to name a record's line as an editor shows it.
///
/// The csv crate's own line count is not that number: it notes a record's position before it
/// skips the line end of the previous record, so after a CRLF line end (what Excel writes) or
/// a blank line every later row was reported one line too early. So this exists.
struct LineIndex<'a> {
    text: &'a [u8],
    /// Byte offsets of the starts of lines 2, 3, …
    starts: Vec<usize>,
}

impl LineIndex<'_> {
    /// Line ends are `\n`, `\r\n` or a lone `\r`, as in csv-core and every editor.
    fn new(text: &[u8]) -> LineIndex<'_> {
        let starts = text
            .iter()
            .enumerate()
            .filter(|&(i, &b)| b == b'\n' || (b == b'\r' && text.get(i + 1) != Some(&b'\n')))
            .map(|(i, _)| i + 1)
            .collect();
        LineIndex { text, starts }
    }

    /// The 1-based line of the record whose reading began at byte `offset`: the line of its
    /// first byte after the line ends and blank lines the reader skipped.
    fn record_line(&self, offset: u64) -> u64 {
        let mut at = usize::try_from(offset).unwrap_or(usize::MAX);
        while matches!(self.text.get(at), Some(b'\r' | b'\n')) {
            at += 1;
        }
        self.starts.partition_point(|&start| start <= at) as u64 + 1
    }
}

/// Semicolon for files from a German spreadsheet, comma otherwise: whichever the first line
/// uses more often.
fn detect_delimiter(bytes: &[u8]) -> u8 {
    let first = bytes.split(|&b| b == b'\n').next().unwrap_or(&[]);
    let count = |d: u8| first.iter().filter(|&&b| b == d).count();
    if count(b';') > count(b',') {
        b';'
    } else {
        b','
    }
}

fn header_columns(
    line: u64,
    header: &csv::StringRecord,
    expected: &[&str],
    required: &[&str],
) -> Result<HashMap<String, usize>, ImportError> {
    let mut columns = HashMap::new();
    let mut errors = Vec::new();
    for (i, name) in header.iter().enumerate() {
        let name = name.to_ascii_lowercase();
        if !expected.contains(&name.as_str()) {
            errors.push(RowError {
                line,
                column: name,
                value: String::new(),
                reason: format!("unknown column; expected {}", expected.join(",")),
            });
        } else if columns.insert(name.clone(), i).is_some() {
            errors.push(RowError {
                line,
                column: name,
                value: String::new(),
                reason: "column appears twice".into(),
            });
        }
    }
    for missing in required.iter().filter(|c| !columns.contains_key(**c)) {
        errors.push(RowError {
            line,
            column: missing.to_string(),
            value: String::new(),
            reason: "required column is missing".into(),
        });
    }
    if errors.is_empty() {
        Ok(columns)
    } else {
        Err(ImportError { errors })
    }
}

fn file_error(line: u64, column: &str, reason: &str) -> ImportError {
    ImportError {
        errors: vec![RowError {
            line,
            column: column.into(),
            value: String::new(),
            reason: reason.into(),
        }],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn semicolons_bom_and_header_are_handled() {
        let file = CsvFile::parse(
            "\u{feff}id;first_name;last_name;club\n1;Anna;Müller;SC Kreuz\n".as_bytes(),
            &["id", "first_name", "last_name", "club"],
            &["id", "first_name", "last_name"],
        )
        .expect("parses");
        let row = file.rows().next().expect("one row");
        assert_eq!(
            (row.line, row.get("last_name"), row.get("club")),
            (2, "Müller", "SC Kreuz")
        );
    }

    #[test]
    fn without_header_columns_are_positional() {
        let file = CsvFile::parse(
            b"1,Anna,Schulz,\n",
            &["id", "first_name", "last_name", "club"],
            &["id", "first_name", "last_name"],
        )
        .expect("parses");
        let row = file.rows().next().expect("one row");
        assert_eq!(
            (row.line, row.get("first_name"), row.get("club")),
            (1, "Anna", "")
        );
    }

    #[test]
    fn unknown_and_missing_header_columns_are_reported() {
        let err = CsvFile::parse(
            b"id,firstname,last_name\n",
            &["id", "first_name", "last_name", "club"],
            &["id", "first_name", "last_name"],
        )
        .unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("line 1, column firstname: \"\": unknown column"),
            "{text}"
        );
        assert!(
            text.contains("line 1, column first_name: \"\": required column is missing"),
            "{text}"
        );
    }

    #[test]
    fn lines_are_counted_as_an_editor_shows_them() {
        let lines = |text: &str| -> Vec<u64> {
            CsvFile::parse(text.as_bytes(), &["a", "b"], &["a"])
                .expect("parses")
                .rows()
                .map(|r| r.line)
                .collect()
        };
        assert_eq!(lines("a,b\n1,2\n3,4\n"), [2, 3]);
        assert_eq!(lines("a,b\r\n1,2\r\n3,4\r\n"), [2, 3], "CRLF");
        assert_eq!(lines("a,b\r1,2\r3,4"), [2, 3], "old Mac CR");
        assert_eq!(lines("a,b\r\n\r\n1,2\n\n\n3,4"), [3, 6], "blank lines");
        assert_eq!(
            lines("a,b\r\n\"x\r\ny\",2\r\n3,\"4\n\n4\"\r\n5,6\r\n"),
            [2, 4, 7],
            "a quoted field spanning lines: the line where the row starts"
        );
    }

    #[test]
    fn a_player_number_cell_is_checked() {
        let file = CsvFile::parse(b"id\n0701023\nP 1\n", &["id"], &["id"]).expect("parses");
        let rows: Vec<_> = file.rows().collect();
        assert_eq!(
            rows[0].player_no("id").map(|n| n.map(String::from)),
            Ok(Some("0701023".into())),
            "a leading zero stays"
        );
        assert_eq!(
            rows[1].required_player_no("id").unwrap_err().to_string(),
            "line 3, column id: \"P 1\": a player number has 1..=20 letters, digits, '-', '/' or '.'"
        );
    }

    #[test]
    fn cells_are_checked() {
        let file = CsvFile::parse(b"a,b\n12x,maybe\n", &["a", "b"], &["a", "b"]).expect("parses");
        let row = file.rows().next().expect("row");
        assert_eq!(
            row.int("a", 0..=10).unwrap_err().to_string(),
            "line 2, column a: \"12x\": not a whole number"
        );
        assert_eq!(
            row.flag("b").unwrap_err().reason,
            "expected true or false (also 1/0, ja/nein)"
        );
    }
}
