//! Reading the CSV files clubs hand us: UTF-8 (BOM allowed), comma or semicolon (detected),
//! with or without a header row, LF or CRLF line ends. Every bad cell becomes a [`RowError`]
//! naming line, column, value and reason; imports collect them all and write nothing if there
//! is one.
//!
//! The one import pipeline of the games files, Skat and Schafkopf alike, lives here too: read
//! every row ([`read_rows`]), refuse a game already stored or given twice ([`GameKeys`]), then
//! write every game with its audit entry in one transaction and compute the lists it touched
//! again ([`write_games`]).

use std::collections::{HashMap, HashSet};
use std::fmt;

use super::results::ListData;
use crate::i18n::{self, Lang};
use crate::rules::{Code, Param, Refusal};
use crate::store::games::{Change, GameKey};
use crate::store::{Connection, Event, PlayerNo, Store, StoreError};

/// The codes of the CSV reader's refusals (the cells every import reads alike).
pub mod codes {
    crate::rules::codes! {
        /// Not a whole number.
        IMPORT_INT_INVALID = "import.int.invalid";
        /// A number outside its range; params `min`, `max`.
        IMPORT_INT_RANGE = "import.int.range";
        /// An empty cell that must be filled.
        IMPORT_REQUIRED = "import.required";
        /// Not a player number.
        IMPORT_PLAYER_NO_INVALID = "import.player-no.invalid";
        /// Not yes or no.
        IMPORT_FLAG_INVALID = "import.flag.invalid";
        /// A header column the file type does not have; param `expected`.
        IMPORT_COLUMN_UNKNOWN = "import.column.unknown";
        /// A header column twice.
        IMPORT_COLUMN_TWICE = "import.column.twice";
        /// A required header column missing.
        IMPORT_COLUMN_MISSING = "import.column.missing";
        /// Text that is not UTF-8.
        IMPORT_FILE_ENCODING = "import.file.encoding";
        /// A file the CSV reader cannot read.
        IMPORT_FILE_UNREADABLE = "import.file.unreadable";
        /// A first row that names no column of the file type, where a header is required (a
        /// member list); param `expected`.
        IMPORT_HEADER_MISSING = "import.header.missing";
        /// A row with a filled cell beyond the file's columns (it would be dropped); params
        /// `fields` (the row's), `columns` (the file's).
        IMPORT_ROW_TOO_LONG = "import.row.too-long";
    }
}

use codes::*;

/// One problem of one row of an import: the line of the file and a refusal whose field is the
/// column and whose value is the cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowError {
    /// Line in the file, 1-based, as an editor shows it.
    pub line: u64,
    /// What is wrong: code, column (`field`), cell (`value`), parameters, rule.
    pub refusal: Refusal,
}

impl RowError {
    /// A refusal of `column` at `line` whose cell holds `value`.
    pub fn new(line: u64, column: &str, value: &str, code: Code) -> RowError {
        RowError {
            line,
            refusal: Refusal::new(code).field(column).value(value),
        }
    }

    /// Adds a named parameter.
    #[must_use]
    pub fn param(mut self, name: &'static str, value: impl Into<Param>) -> RowError {
        self.refusal = self.refusal.param(name, value);
        self
    }

    /// Adds a parameter the catalogue translates.
    #[must_use]
    pub fn term(mut self, name: &'static str, term: &'static str) -> RowError {
        self.refusal = self.refusal.term(name, term);
        self
    }

    /// Names the rule broken.
    #[must_use]
    pub fn rule(mut self, rule: &'static str) -> RowError {
        self.refusal = self.refusal.rule(rule);
        self
    }

    /// The column.
    pub fn column(&self) -> &str {
        self.refusal.field.as_deref().unwrap_or("")
    }

    /// The cell as found.
    pub fn value(&self) -> &str {
        self.refusal.value.as_deref().unwrap_or("")
    }
}

/// English, for logs and tests; users read [`i18n::row`] in their language.
impl fmt::Display for RowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&i18n::row(Lang::En, self.line, &self.refusal))
    }
}

/// An import that was refused: every problem found; nothing was written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ImportError {
    /// The problems, in file order.
    pub errors: Vec<RowError>,
}

impl ImportError {
    /// The heading and one line per problem, in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        let count = Param::from(self.errors.len());
        let mut text = i18n::message(lang, "refusal-import", [("count", &count)]);
        for e in &self.errors {
            text.push_str("\n  ");
            text.push_str(&i18n::row(lang, e.line, &e.refusal));
        }
        text
    }
}

/// English, for logs and tests.
impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

/// A parsed CSV file: rows with their line numbers, cells looked up by column name.
#[derive(Debug)]
pub struct CsvFile {
    columns: Columns,
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
    /// Text that is not UTF-8 or not CSV, unknown or missing header columns, rows longer than
    /// the columns.
    pub fn parse(
        bytes: &[u8],
        expected: &[&'static str],
        required: &[&str],
    ) -> Result<CsvFile, ImportError> {
        CsvFile::parse_with(bytes, expected, required, Header::Optional)
    }

    /// [`CsvFile::parse`] with the columns found as `header` says.
    ///
    /// # Errors
    /// As [`CsvFile::parse`]; with `Header::Required`, a first row that names no column.
    pub fn parse_with(
        bytes: &[u8],
        expected: &[&'static str],
        required: &[&str],
        header: Header<'_>,
    ) -> Result<CsvFile, ImportError> {
        let mut rows = records(without_bom(bytes))?;
        let names_a_column = rows
            .first()
            .is_some_and(|(_, r)| names_a_column(r, expected));
        let columns = match header {
            Header::Given(given) => in_order(given),
            Header::Mapped { columns, header } => {
                if header && !rows.is_empty() {
                    rows.remove(0);
                }
                mapped(columns)
            }
            // An empty file (or one of blank lines) has no header to read: it imports nothing.
            Header::Optional | Header::Required if rows.is_empty() => in_order(expected),
            Header::Optional if !names_a_column => in_order(expected),
            Header::Required if !names_a_column => {
                return Err(header_missing(&rows[0], expected));
            }
            Header::Optional | Header::Required => {
                let (line, header) = rows.remove(0);
                header_columns(line, &header, expected, required)?
            }
        };
        let file = CsvFile { columns, rows };
        file.refuse_long_rows()?;
        Ok(file)
    }

    /// Refuses the rows with a filled cell beyond the file's columns: it would be dropped
    /// without a word (a member list with a column more than the header says).
    fn refuse_long_rows(&self) -> Result<(), ImportError> {
        let width = self.columns.width();
        let errors: Vec<RowError> = self
            .rows
            .iter()
            .filter_map(|(line, record)| {
                let (at, cell) = record
                    .iter()
                    .enumerate()
                    .skip(width)
                    .find(|(_, c)| !c.trim().is_empty())?;
                Some(
                    RowError::new(
                        *line,
                        &(at + 1).to_string(),
                        cell.trim(),
                        IMPORT_ROW_TOO_LONG,
                    )
                    .param("fields", record.len())
                    .param("columns", width),
                )
            })
            .collect();
        if errors.is_empty() {
            Ok(())
        } else {
            Err(ImportError { errors })
        }
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
        self.columns.index(column).is_some()
    }
}

/// A column of a file found once, for files whose rows are read many times (a
/// championship's games file has close to a million cells): its name, which a refusal says,
/// and where its cells are.
#[derive(Debug, Clone, Copy)]
pub struct Column<'n> {
    name: &'n str,
    at: Option<usize>,
}

/// A column as a row's readers take it: by its name, looked up in the file on every read, or
/// as [`CsvFile::column`] found it.
pub trait ColumnRef: Copy {
    /// The column's name.
    fn name(&self) -> &str;
    /// Where the column's cells are in the rows of `file`; none when the file lacks it.
    fn at(&self, file: &CsvFile) -> Option<usize>;
}

impl ColumnRef for &str {
    fn name(&self) -> &str {
        self
    }

    fn at(&self, file: &CsvFile) -> Option<usize> {
        file.columns.index(self)
    }
}

impl ColumnRef for Column<'_> {
    fn name(&self) -> &str {
        self.name
    }

    fn at(&self, _: &CsvFile) -> Option<usize> {
        self.at
    }
}

impl CsvFile {
    /// The column `name`, found once.
    pub fn column<'n>(&self, name: &'n str) -> Column<'n> {
        Column {
            name,
            at: self.columns.index(name),
        }
    }
}

impl CsvRow<'_> {
    /// The trimmed cell of `column`; "" when the row is shorter or the column absent.
    pub fn get(&self, column: impl ColumnRef) -> &str {
        column
            .at(self.file)
            .and_then(|i| self.record.get(i))
            .map_or("", str::trim)
    }

    /// A refusal of `column` of this row, with the cell as its value.
    pub fn refuse(&self, column: impl ColumnRef, code: Code) -> RowError {
        RowError::new(self.line, column.name(), self.get(column), code)
    }

    /// A whole number in `range`; `None` when empty.
    ///
    /// # Errors
    /// Not a whole number, or out of range.
    pub fn int(
        &self,
        column: impl ColumnRef,
        range: std::ops::RangeInclusive<i64>,
    ) -> Result<Option<i64>, RowError> {
        let text = self.get(column);
        if text.is_empty() {
            return Ok(None);
        }
        match text.parse::<i64>() {
            Ok(n) if range.contains(&n) => Ok(Some(n)),
            Ok(_) => Err(self
                .refuse(column, IMPORT_INT_RANGE)
                .param("min", *range.start())
                .param("max", *range.end())),
            Err(_) => Err(self.refuse(column, IMPORT_INT_INVALID)),
        }
    }

    /// A required whole number in `range`.
    ///
    /// # Errors
    /// Empty, not a whole number, or out of range.
    pub fn required_int(
        &self,
        column: impl ColumnRef,
        range: std::ops::RangeInclusive<i64>,
    ) -> Result<i64, RowError> {
        self.int(column, range)?
            .ok_or_else(|| self.refuse(column, IMPORT_REQUIRED))
    }

    /// A player number (the `player_id` of a file); `None` when empty.
    ///
    /// # Errors
    /// Not a player number ([`PlayerNo::RULE`]).
    pub fn player_no(&self, column: impl ColumnRef) -> Result<Option<PlayerNo>, RowError> {
        match self.get(column) {
            "" => Ok(None),
            text => PlayerNo::new(text)
                .map(Some)
                .map_err(|_| self.refuse(column, IMPORT_PLAYER_NO_INVALID)),
        }
    }

    /// A required player number.
    ///
    /// # Errors
    /// Empty, or not a player number.
    pub fn required_player_no(&self, column: impl ColumnRef) -> Result<PlayerNo, RowError> {
        self.player_no(column)?
            .ok_or_else(|| self.refuse(column, IMPORT_REQUIRED))
    }

    /// A yes/no cell: `true`/`false`, `1`/`0`, `yes`/`no`, `ja`/`nein`, `x`; `None` when empty.
    ///
    /// # Errors
    /// Anything else.
    pub fn flag(&self, column: impl ColumnRef) -> Result<Option<bool>, RowError> {
        const YES: [&str; 7] = ["true", "1", "yes", "y", "ja", "j", "x"];
        const NO: [&str; 5] = ["false", "0", "no", "n", "nein"];
        let cell = self.get(column);
        let is = |words: &[&str]| words.iter().any(|w| cell.eq_ignore_ascii_case(w));
        if cell.is_empty() {
            Ok(None)
        } else if is(&YES) {
            Ok(Some(true))
        } else if is(&NO) {
            Ok(Some(false))
        } else {
            Err(self.refuse(column, IMPORT_FLAG_INVALID))
        }
    }
}

/// What a file looks like before an import reads it: the app shows it, with the columns an
/// import would find, and lets the user map them (issue 21).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvPreview {
    /// The separator detected: `;` or `,`.
    pub separator: char,
    /// The first row's cells when it names a column of the file type (the header).
    pub header: Option<Vec<String>>,
    /// Fields of the longest row, the header included: every one needs a column or to be
    /// dropped.
    pub width: usize,
    /// The first data rows, each with its line, trimmed.
    pub rows: Vec<(u64, Vec<String>)>,
    /// How many data rows the file has.
    pub total: usize,
}

/// The [`CsvPreview`] of `bytes` for a file type of the columns `expected`, with its first
/// `shown` data rows.
///
/// # Errors
/// Text that is not UTF-8 or not CSV.
pub fn preview(
    bytes: &[u8],
    expected: &[&'static str],
    shown: usize,
) -> Result<CsvPreview, ImportError> {
    let bytes = without_bom(bytes);
    let mut rows = records(bytes)?;
    let width = rows.iter().map(|(_, r)| r.len()).max().unwrap_or(0);
    let cells = |r: &csv::StringRecord| r.iter().map(|c| c.trim().to_string()).collect();
    let header = rows
        .first()
        .is_some_and(|(_, first)| names_a_column(first, expected))
        .then(|| cells(&rows.remove(0).1));
    Ok(CsvPreview {
        separator: char::from(detect_delimiter(bytes)),
        header,
        width,
        total: rows.len(),
        rows: rows
            .iter()
            .take(shown)
            .map(|(line, r)| (*line, cells(r)))
            .collect(),
    })
}

/// The refusal of a `first` row that names no column where a header is required.
fn header_missing(first: &(u64, csv::StringRecord), expected: &[&'static str]) -> ImportError {
    let (line, record) = first;
    let cells: Vec<&str> = record.iter().map(str::trim).collect();
    let refusal = Refusal::new(IMPORT_HEADER_MISSING)
        .param("first", cells.join(", "))
        .param("expected", Param::columns(expected));
    ImportError {
        errors: vec![RowError {
            line: *line,
            refusal,
        }],
    }
}

fn without_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes)
}

/// Whether a row names a column of `expected`: then it is a header.
fn names_a_column(row: &csv::StringRecord, expected: &[&'static str]) -> bool {
    row.iter().any(|c| column_named(c, expected).is_some())
}

/// The records of a file that are not blank, each with its line. Cells keep their spaces
/// (the csv crate's trimming copies every record); they are trimmed where they are read.
///
/// # Errors
/// Text that is not UTF-8 or not CSV.
fn records(bytes: &[u8]) -> Result<Vec<(u64, csv::StringRecord)>, ImportError> {
    let text = as_utf8(bytes);
    let bytes = text.as_ref();
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(detect_delimiter(bytes))
        .from_reader(bytes);
    let lines = LineIndex::new(bytes);
    let line_of = |p: Option<&csv::Position>| p.map_or(0, |p| lines.record_line(p.byte()));
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| file_error(line_of(e.position()), &e))?;
        if !record.iter().all(|c| c.trim().is_empty()) {
            rows.push((line_of(record.position()), record));
        }
    }
    Ok(rows)
}

/// The file as UTF-8: as it is, or read as Windows-1252 — what Excel's "CSV (Trennzeichen-
/// getrennt)" and older club programs write on a German Windows — when it is not UTF-8 and
/// holds only characters Windows-1252 defines. Anything else (UTF-16 with its byte order mark
/// or zero bytes, a binary file) stays as it is and is refused as text that is not UTF-8.
fn as_utf8(bytes: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    const UNDEFINED: [u8; 6] = [0x00, 0x81, 0x8D, 0x8F, 0x90, 0x9D];
    let utf16 = bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF");
    if utf16 || std::str::from_utf8(bytes).is_ok() || bytes.iter().any(|b| UNDEFINED.contains(b)) {
        return std::borrow::Cow::Borrowed(bytes);
    }
    let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
    std::borrow::Cow::Owned(text.into_owned().into_bytes())
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

/// The columns of a file by name, each with its position. A file has a few columns and every
/// cell is looked up by name, so they are a short list, searched without hashing.
#[derive(Debug)]
struct Columns(Vec<(String, usize)>);

/// How an import finds the columns of its file.
#[derive(Debug, Clone, Copy)]
pub enum Header<'a> {
    /// A first row naming a column is the header; without one the columns are in the
    /// documented order (the files the desk itself writes).
    Optional,
    /// The first row names the columns: a member list read in the documented order made its
    /// header a player and first names numbers (issue 21).
    Required,
    /// The file has no header: its columns are these, in order (`--columns`).
    Given(&'a [&'static str]),
    /// The columns as the user mapped them in the import preview, in file order: `None` is a
    /// column the user chose to drop. `header`: the first row is a header, not read.
    Mapped {
        /// Each file column's column, or `None`.
        columns: &'a [Option<&'static str>],
        /// Whether the first row is a header.
        header: bool,
    },
}

/// The name of a column the user dropped: no import reads it, but it counts for a row's
/// width, so its cells are left out as the user chose instead of refused as a row too long.
const DROPPED: &str = "";

/// The columns of a mapping (see [`Header::Mapped`]).
fn mapped(columns: &[Option<&'static str>]) -> Columns {
    Columns(
        columns
            .iter()
            .enumerate()
            .map(|(i, c)| (c.unwrap_or(DROPPED).to_string(), i))
            .collect(),
    )
}

/// The columns `names` in their order.
fn in_order(names: &[&'static str]) -> Columns {
    Columns(
        names
            .iter()
            .enumerate()
            .map(|(i, c)| ((*c).to_string(), i))
            .collect(),
    )
}

/// Other names of the columns, as German and English spreadsheets head them, squashed as
/// [`squash`] does: each counts only where its column is one of the file type's.
const ALIASES: &[(&str, &str)] = &[
    ("nr", "id"),
    ("nummer", "id"),
    ("number", "id"),
    ("spielernummer", "id"),
    ("spielernr", "id"),
    ("mitgliedsnummer", "id"),
    ("mitgliedsnr", "id"),
    ("vorname", "first_name"),
    ("nachname", "last_name"),
    ("familienname", "last_name"),
    ("name", "last_name"),
    ("surname", "last_name"),
    ("verein", "club"),
    ("klub", "club"),
    ("verbandsnummer", "membership_no"),
    ("dskvnummer", "membership_no"),
    ("dskvnr", "membership_no"),
    ("passnummer", "membership_no"),
    ("aktiv", "active"),
    ("geschlecht", "sex"),
    ("gender", "sex"),
    ("jahrgang", "birth_year"),
    ("geburtsjahr", "birth_year"),
    ("yearofbirth", "birth_year"),
    ("serie", "series"),
    ("tisch", "table"),
    ("platz", "seat"),
    ("sitz", "seat"),
    ("spieler", "player_id"),
    ("spielernummer", "player_id"),
    ("spielernr", "player_id"),
    ("nr", "player_id"),
    ("punkte", "points"),
    ("gewonnen", "won"),
    ("verloren", "lost"),
];

/// The names German exports give the column `name` (the catalogue's, of every list that
/// names it its own way too), so what an export writes its import reads again.
fn german_names(name: &str) -> impl Iterator<Item = String> {
    [None, Some(super::schafkopf::CSV_SCOPE)]
        .into_iter()
        .filter_map(move |scope| i18n::csv_column(Lang::De, scope, name))
}

/// A header cell's letters and digits in lower case: `Mitglieds-Nr.` is `mitgliedsnr`,
/// `first_name` is `firstname`.
fn squash(cell: &str) -> String {
    cell.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The column of `expected` that a header cell names: its own name in any case and spelling
/// of separators, the name a German export gives it, or one of its [`ALIASES`].
pub fn column_named(cell: &str, expected: &[&'static str]) -> Option<&'static str> {
    let key = squash(cell);
    if key.is_empty() {
        return None;
    }
    expected
        .iter()
        .copied()
        .find(|e| squash(e) == key)
        // The catalogue only where no column has the cell's own name (a header row asks each
        // of its cells once).
        .or_else(|| {
            (expected.iter().copied()).find(|e| german_names(e).any(|name| squash(&name) == key))
        })
        .or_else(|| {
            ALIASES
                .iter()
                .find(|(alias, column)| *alias == key && expected.contains(column))
                .map(|&(_, column)| column)
        })
}

impl Columns {
    /// How many fields a row of the file has at most: one past the last column.
    fn width(&self) -> usize {
        self.0.iter().map(|&(_, i)| i + 1).max().unwrap_or(0)
    }

    fn index(&self, name: &str) -> Option<usize> {
        // Looked up for every cell of every row (a championship's games file has close to a
        // million): the length and the first letter rule out most columns before their names
        // are compared, which took a sixth of reading the file (issue 19).
        let first = name.as_bytes().first();
        self.0
            .iter()
            .find(|(c, _)| c.len() == name.len() && c.as_bytes().first() == first && c == name)
            .map(|&(_, i)| i)
    }

    /// Adds a column; the position it had if it is there already (then it is kept).
    fn insert(&mut self, name: String, position: usize) -> Option<usize> {
        match self.index(&name) {
            Some(earlier) => Some(earlier),
            None => {
                self.0.push((name, position));
                None
            }
        }
    }
}

fn header_columns(
    line: u64,
    header: &csv::StringRecord,
    expected: &[&'static str],
    required: &[&str],
) -> Result<Columns, ImportError> {
    let mut columns = Columns(Vec::new());
    let mut errors = Vec::new();
    for (i, cell) in header.iter().enumerate() {
        match column_named(cell, expected) {
            None => errors.push(
                RowError::new(line, cell.trim(), "", IMPORT_COLUMN_UNKNOWN)
                    .param("expected", Param::columns(expected)),
            ),
            Some(name) => {
                if columns.insert(name.to_string(), i).is_some() {
                    errors.push(RowError::new(line, name, cell.trim(), IMPORT_COLUMN_TWICE));
                }
            }
        }
    }
    for missing in required.iter().filter(|c| columns.index(c).is_none()) {
        errors.push(RowError::new(line, missing, "", IMPORT_COLUMN_MISSING));
    }
    if errors.is_empty() {
        Ok(columns)
    } else {
        Err(ImportError { errors })
    }
}

fn file_error(line: u64, error: &csv::Error) -> ImportError {
    let code = match error.kind() {
        csv::ErrorKind::Utf8 { .. } => IMPORT_FILE_ENCODING,
        _ => IMPORT_FILE_UNREADABLE,
    };
    ImportError {
        errors: vec![RowError {
            line,
            refusal: Refusal::new(code),
        }],
    }
}

/// Reads every row of `file` with `read`: the values of the good rows and the errors of the
/// bad ones, in file order. An import writes nothing unless the errors stay empty.
pub(crate) fn read_rows<T>(
    file: &CsvFile,
    mut read: impl FnMut(&CsvRow<'_>) -> Result<T, RowError>,
) -> (Vec<T>, Vec<RowError>) {
    let mut values = Vec::with_capacity(file.rows.len());
    let mut errors = Vec::new();
    for row in file.rows() {
        match read(&row) {
            Ok(value) => values.push(value),
            Err(e) => errors.push(e),
        }
    }
    (values, errors)
}

/// The values read, or every error (sorted by line; a stable sort keeps a line's order).
///
/// # Errors
/// The import's errors when there are any.
pub(crate) fn all_or_nothing<T>(
    values: Vec<T>,
    mut errors: Vec<RowError>,
) -> Result<Vec<T>, ImportError> {
    if errors.is_empty() {
        return Ok(values);
    }
    errors.sort_by_key(|e| e.line);
    Err(ImportError { errors })
}

/// The places of the games a file gives: one already stored, or one given twice in the file,
/// is refused on the game number's column.
pub(crate) struct GameKeys {
    stored: HashSet<GameKey>,
    seen: HashMap<GameKey, u64>,
    column: &'static str,
}

impl GameKeys {
    /// Checks against the games `stored`; refusals name the column `column`.
    pub(crate) fn new(stored: HashSet<GameKey>, column: &'static str) -> GameKeys {
        GameKeys {
            stored,
            seen: HashMap::new(),
            column,
        }
    }

    /// Takes the place `key` of `row`.
    ///
    /// # Errors
    /// A game stored under `key` already, or an earlier row of the file with the same key.
    pub(crate) fn take(&mut self, row: &CsvRow<'_>, key: GameKey) -> Result<(), RowError> {
        if self.stored.contains(&key) {
            let refusal = StoreError::AlreadyEntered { key }.refusal();
            return Err(RowError {
                line: row.line,
                refusal: refusal.field(self.column).value(row.get(self.column)),
            });
        }
        match self.seen.insert(key, row.line) {
            None => Ok(()),
            Some(line) => Err(row
                .refuse(self.column, super::games_codes::GAMES_GAME_TWICE)
                .param("series", key.series)
                .param("table", key.table)
                .param("game", key.game)
                .param("other_line", line)),
        }
    }
}

/// How an import writes its games: all of them with their audit entries (`import`, by the
/// scorer given), and what the lists of a series are computed from when the importer holds it
/// (`None`: read again from the store).
pub(crate) trait GameWriter<T> {
    /// Writes `games`, each with its audit entry.
    ///
    /// # Errors
    /// SQLite errors; a game stored already.
    fn insert(&self, conn: &Connection, games: &[T], change: &Change<'_>) -> super::Result<()>;

    /// The data of the lists of `series` once `games` are written, if the importer holds it.
    ///
    /// # Errors
    /// SQLite errors.
    fn held(&self, conn: &Connection, series: u16, games: &[T]) -> super::Result<Option<ListData>>;

    /// Where a game stands.
    fn key(game: &T) -> GameKey;
}

/// Writes imported games in one transaction: each with its audit entry (`import`, by the
/// scorer of `change`), then the lists they touch computed again. Returns how many.
///
/// # Errors
/// SQLite errors; a stored game that breaks the event's rules when the lists are computed.
pub(crate) fn write_games<T, W: GameWriter<T>>(
    store: &mut Store,
    ev: &Event,
    games: &[T],
    change: &Change<'_>,
    writer: &W,
) -> super::Result<usize> {
    let tx = store.transaction()?;
    writer.insert(&tx, games, change)?;
    let lists = games.iter().map(|g| (W::key(g).series, W::key(g).table));
    super::results::refresh_lists_held(&tx, ev, lists, |conn, series| {
        writer.held(conn, series, games)
    })?;
    tx.commit().map_err(StoreError::from)?;
    Ok(games.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A member list Excel saved on a German Windows (Windows-1252, semicolons, CRLF) reads
    /// with its umlauts; UTF-16 is still refused as not UTF-8.
    #[test]
    fn issue_21_a_windows_1252_list_reads_with_its_umlauts() {
        let bytes =
            b"Nr.;Vorname;Nachname;Verein\r\n1;J\xfcrgen;M\xfcller;SC Gr\xfcn-Wei\xdf \x80\r\n";
        let file = CsvFile::parse(bytes, &super::super::players::COLUMNS, &["id"]).expect("read");
        let row = file.rows().next().expect("a row");
        assert_eq!(
            (row.get("first_name"), row.get("last_name"), row.get("club")),
            ("Jürgen", "Müller", "SC Grün-Weiß €")
        );
        let utf16: Vec<u8> = "Nr.;Vorname\n1;Jürgen\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        let err = CsvFile::parse(&utf16, &super::super::players::COLUMNS, &["id"]).unwrap_err();
        assert_eq!(err.errors[0].refusal.code, IMPORT_FILE_ENCODING);
    }

    /// An empty member list (or one of blank lines) imports nothing; it once panicked where a
    /// header is required.
    #[test]
    fn issue_21_an_empty_file_has_no_rows_and_no_panic() {
        for bytes in [&b""[..], b"\n\n", b"\xEF\xBB\xBF"] {
            for header in [Header::Required, Header::Optional] {
                let file = CsvFile::parse_with(bytes, &["id", "first_name"], &["id"], header)
                    .expect("an empty file reads");
                assert_eq!(file.rows().count(), 0);
            }
        }
    }

    /// A refusal of the header says the columns it expected as the user's file would name them.
    #[test]
    fn issue_21_an_unknown_column_names_the_expected_ones_in_the_users_language() {
        let bytes = "Nr;Vorname;Geburtstag\n1;Anna;1960\n".as_bytes();
        let err = CsvFile::parse(bytes, &super::super::players::COLUMNS, &["id"]).unwrap_err();
        let said = |lang| i18n::row(lang, err.errors[0].line, &err.errors[0].refusal);
        assert_eq!(
            said(Lang::De),
            "Zeile 1, Spalte Geburtstag: „“: unbekannte Spalte; erwartet: Nr., Vorname, \
             Nachname, Verein, Verbandsnummer, aktiv, Geschlecht, Jahrgang"
        );
        assert_eq!(
            said(Lang::En),
            "line 1, column Geburtstag: \"\": unknown column; expected id, first_name, \
             last_name, club, membership_no, active, sex, birth_year"
        );
    }

    /// Every import reads the names its German export writes, each to its own column: no two
    /// columns of one file share a German name, and none is another column's own name.
    #[test]
    fn issue_21_each_import_reads_its_german_columns_back_to_the_same_column() {
        let imports: [&[&'static str]; 6] = [
            &super::super::players::COLUMNS,
            &super::super::seating_import::SEATING_COLUMNS,
            &super::super::totals::COLUMNS,
            &super::super::games::COLUMNS,
            &super::super::schafkopf::CSV_COLUMNS,
            &crate::league::teams::COLUMNS,
        ];
        for expected in imports {
            for &column in expected {
                for name in german_names(column) {
                    assert_eq!(
                        column_named(&name, expected),
                        Some(column),
                        "{name} in {expected:?}"
                    );
                }
                assert_eq!(column_named(column, expected), Some(column));
            }
        }
        let header = "Serie;Tisch;Spiel;Alleinspieler;Spielart;eingepasst\n1;1;1;;;ja\n";
        let file = CsvFile::parse(header.as_bytes(), &super::super::games::COLUMNS, &[])
            .expect("a German games file");
        assert_eq!(file.rows().count(), 1);
    }

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
            b"id,rufname,last_name\n",
            &["id", "first_name", "last_name", "club"],
            &["id", "first_name", "last_name"],
        )
        .unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("line 1, column rufname: \"\": unknown column"),
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

    /// Issue 19: the games imports share [`GameKeys`]; a Schafkopf game twice in a file named
    /// "also line 0" before, the Skat import the real line.
    #[test]
    fn issue_19_a_game_twice_in_a_file_names_the_other_line() {
        let file = CsvFile::parse(
            b"series,table,game_no\n1,1,1\n1,1,2\n1,1,1\n",
            &["series", "table", "game_no"],
            &["series", "table", "game_no"],
        )
        .expect("parses");
        let stored = GameKey {
            series: 1,
            table: 1,
            game: 2,
        };
        let mut keys = GameKeys::new(HashSet::from([stored]), "game_no");
        let taken: Vec<Result<(), RowError>> = file
            .rows()
            .map(|row| {
                let game = row.get("game_no").parse().expect("a number");
                let key = GameKey { game, ..stored };
                keys.take(&row, key)
            })
            .collect();
        assert_eq!(taken[0], Ok(()), "a new game");
        let already = taken[1].as_ref().expect_err("stored already");
        assert_eq!(
            (already.line, already.column(), already.value()),
            (3, "game_no", "2")
        );
        let twice = taken[2].as_ref().expect_err("twice in the file");
        assert_eq!(
            twice.refusal.code,
            crate::event::games_codes::GAMES_GAME_TWICE
        );
        assert_eq!(
            twice.refusal.params["other_line"],
            Param::from(2_u64),
            "the line of the first"
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
        assert_eq!(row.flag("b").unwrap_err().refusal.code, IMPORT_FLAG_INVALID);
    }

    /// Issue 19 (item 8): a Skat games import writes many games per statement and computes the
    /// lists of its series from the games it holds; what it stores is what the games give
    /// (`verify` finds nothing), and each game's history names its declarer by number.
    #[test]
    fn issue_19_imported_games_give_the_lists_and_history_of_the_games_stored() {
        use crate::event::seating::refusals::{club, seat};
        let (mut store, ev) = club(8);
        seat(&mut store, ev, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]);
        let mut csv = String::from(
            "series,table,game,declarer,contract,hand,ouvert,announced,matadors,declarer_points,declarer_tricks,bid,passed\n",
        );
        // 40 games: more than one statement's chunk, at both tables, in no particular order;
        // the declarer sits after the dealer (B.2.3).
        for game in (1..=20).rev() {
            for (table, first) in [(2, 5), (1, 1)] {
                let declarer = first + game % 4;
                csv.push_str(&format!("1,{table},{game},P{declarer},grand,,,,2,70,,,\n"));
            }
        }
        let imported = crate::event::import_games(&mut store, ev, csv.as_bytes(), "test");
        assert_eq!(imported.expect("import"), 40);
        let check = crate::event::results::verify(&mut store, ev, false).expect("verify");
        assert_eq!((check.results, check.differences), (8, vec![]));
        let key = GameKey {
            series: 1,
            table: 2,
            game: 7,
        };
        let history = crate::store::games::history(store.conn(), ev, Some(key)).expect("history");
        assert_eq!(history.len(), 1);
        assert_eq!(
            (history[0].action.as_str(), history[0].old.as_deref()),
            ("import", None)
        );
        let new: serde_json::Value =
            serde_json::from_str(history[0].new.as_deref().expect("the game")).expect("json");
        assert_eq!(new["declarer"], "P8", "game 7: seat 4 of table 2");
        assert_eq!(
            crate::store::games::version(store.conn(), ev, key).expect("version"),
            1
        );
    }

    /// Issue 19 (item 8): an import is one change of each game it wrote, as entering one is:
    /// the version counts every change exactly once (imported, corrected, deleted, imported
    /// again), and the history names each import — who, when, and the game as that file gave
    /// it, also once the game was corrected.
    #[test]
    fn issue_19_an_imported_games_version_and_history_count_the_import_once() {
        use crate::event::seating::refusals::{club, seat};
        use crate::store::games::{history, version, versions};
        let (mut store, ev) = club(4);
        seat(&mut store, ev, &[&[1, 2, 3, 4]]);
        let head = "series,table,game,declarer,contract,hand,ouvert,announced,matadors,declarer_points,declarer_tricks,bid,passed\n";
        let both = format!("{head}1,1,1,P2,grand,,,,2,70,,,\n1,1,2,P3,grand,,,,2,70,,,\n");
        let import = |store: &mut Store, csv: &str, by: &str| {
            crate::event::import_games_file(store, ev, csv.as_bytes(), Some("tisch-1.csv"), by)
                .expect("import")
        };
        import(&mut store, &both, "Anna");
        let key = GameKey {
            series: 1,
            table: 1,
            game: 1,
        };
        assert_eq!(version(store.conn(), ev, key).expect("version"), 1);
        let passed = crate::event::GameEntry {
            key,
            declarer: None,
            input: serde_json::from_str(r#"{"passed":true}"#).expect("game json"),
        };
        crate::event::correct_game(&mut store, ev, passed, "Bert").expect("corrected");
        assert_eq!(version(store.conn(), ev, key).expect("version"), 2);
        crate::event::delete_game(&mut store, ev, key, "Carl").expect("deleted");
        assert_eq!(version(store.conn(), ev, key).expect("version"), 3);
        import(
            &mut store,
            &format!("{head}1,1,1,P2,grand,,,,2,80,,,\n"),
            "Dora",
        );
        assert_eq!(version(store.conn(), ev, key).expect("version"), 4);
        let table = versions(store.conn(), ev, 1, 1).expect("versions");
        assert_eq!(table.into_iter().collect::<Vec<_>>(), [(1, 4), (2, 1)]);

        let history = history(store.conn(), ev, Some(key)).expect("history");
        let said: Vec<(&str, String)> = history
            .iter()
            .map(|e| (e.action.as_str(), e.by.to_stored()))
            .collect();
        let said: Vec<(&str, &str)> = said.iter().map(|(a, b)| (*a, b.as_str())).collect();
        assert_eq!(
            said,
            [
                ("import", "Anna"),
                ("correct", "Bert"),
                ("delete", "Carl"),
                ("import", "Dora")
            ]
        );
        let points = |json: Option<&str>| {
            let game: serde_json::Value =
                serde_json::from_str(json.expect("a game")).expect("json");
            (game["declarer"].clone(), game["declarer_points"].clone())
        };
        assert_eq!(points(history[0].new.as_deref()), ("P2".into(), 70.into()));
        assert_eq!(
            history[0].new, history[1].old,
            "the correction replaced the import's game"
        );
        assert_eq!(points(history[3].new.as_deref()), ("P2".into(), 80.into()));
        let all = crate::store::games::history(store.conn(), ev, None).expect("history");
        assert_eq!(all.len(), 5, "game 2's import among them");
        assert_eq!((all[1].key.game, all[1].action.as_str()), (2, "import"));
    }

    /// Issue 19 (item 8): a game stored since the file was checked (another writer) is still
    /// refused by name when many games are written per statement; nothing is written.
    #[test]
    fn issue_19_a_game_stored_meanwhile_is_named_by_the_bulk_insert() {
        use crate::event::seating::refusals::{club, score, seat};
        use crate::store::games::{self, Change};
        let (mut store, ev) = club(4);
        seat(&mut store, ev, &[&[1, 2, 3, 4]]);
        score(&mut store, ev, 1);
        let stored = games::all(store.conn(), ev, &crate::rules::Rules::default()).expect("games");
        let mut later = stored[0];
        later.key.game = 2;
        let change = Change {
            by: "test",
            at: "2026-11-22T10:00:00Z",
        };
        let tx = store.transaction().expect("tx");
        let err = games::import_all(&tx, ev, &[later, stored[0]], None, &change)
            .expect_err("game 1 is stored");
        assert!(
            matches!(err, StoreError::AlreadyEntered { key } if key == stored[0].key),
            "{err:?}"
        );
    }
}
