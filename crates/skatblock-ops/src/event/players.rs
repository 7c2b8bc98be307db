//! The player CSV import: `id,first_name,last_name,club[,membership_no,active,sex,birth_year]`,
//! where `id` is the club's player number (text: `P1000`, `0701023`), and the registry form.
//! The one reading of a sex and a birth year ([`sex_of`], [`birth_year_of`]) serves both.
//!
//! Every refusal is coded ([`codes`]); the sentences are in `locales/*/players.ftl`. Where a
//! refusal names another player or row, it carries that one's parts as parameters: `other`
//! says which it is (`line`: an earlier row with a number, `unnumbered`: an earlier row
//! without, `registry`: a stored player), with `other_line`, `other_number` and `other_name`.

use std::collections::HashMap;
use std::fmt;

use super::Result;
use super::csv_input::codes::{IMPORT_COLUMN_MISSING, IMPORT_COLUMN_TWICE, IMPORT_COLUMN_UNKNOWN};
use super::csv_input::{CsvFile, CsvRow, Header, ImportError, RowError, column_named};
use crate::i18n::{self, Lang};
use crate::rules::{Code, Param, Refusal};
use crate::store::players::{self, NewPlayer, Player, PlayerId, PlayerNo, Sex};
use crate::store::{Store, StoreError};

/// The codes of the player registry: its import, its form, and looking a player up.
pub mod codes {
    crate::rules::codes! {
        /// A name, club or membership number with a line break or another control character.
        PLAYER_TEXT_CONTROL = "player.text.control";
        /// An empty first name.
        PLAYER_FIRST_NAME_MISSING = "player.first-name.missing";
        /// An empty last name.
        PLAYER_LAST_NAME_MISSING = "player.last-name.missing";
        /// Text that is not a player number (looking a player up by number).
        PLAYER_NUMBER_INVALID = "player.number.invalid";
        /// No number is left for a player without one (every number up to 20 digits is
        /// taken).
        PLAYER_NUMBER_EXHAUSTED = "player.number.exhausted";
        /// A number twice in one file; params `number`, `other_line`.
        PLAYER_NUMBER_TWICE = "player.number.twice";
        /// A row with the number of a stored player whose names or club differ: nothing is
        /// overwritten. Params `number`, `name`, `club` (the stored player's) and `file_name`,
        /// `file_club` (the row's); a club is its name or the term `player-club-none`.
        PLAYER_NUMBER_CHANGED = "player.number.changed";
        /// A number another player has (the form); param `other_name`.
        PLAYER_NUMBER_TAKEN = "player.number.taken";
        /// A row with the number of a stored player whose membership number differs: nothing
        /// is overwritten. Params `number`, `name`, `registered` (`number` or `none`) and
        /// `membership` (the stored one, with `registered = number`).
        PLAYER_MEMBERSHIP_CHANGED = "player.membership.changed";
        /// A membership number of another row or player; params `other`, `other_line` or
        /// `other_number` and `other_name` (see the module).
        PLAYER_MEMBERSHIP_DUPLICATE = "player.membership.duplicate";
        /// The same name and club as another row or player, without two different numbers to
        /// tell them apart; params `other`, `other_line`, `other_number` (see the module).
        PLAYER_NAME_DUPLICATE = "player.name.duplicate";
        /// A change of name or club to those of another player (the form); params
        /// `other_number`, `other_name`.
        PLAYER_NAME_TAKEN = "player.name.taken";
        /// A sex other than `f`, `w`, `m`, `d` or blank (RULES.md H.1.1).
        PLAYER_SEX_INVALID = "player.sex.invalid";
        /// A birth year that is not four digits from 1900 to this year (RULES.md H.1.2);
        /// params `min`, `max`.
        PLAYER_BIRTH_YEAR_INVALID = "player.birth-year.invalid";
        /// A row with the number of a stored player whose sex or birth year (the column)
        /// differs: nothing is overwritten. Params `number`, `name` and `stored` (the stored
        /// value, or the term `player-attribute-unknown`).
        PLAYER_ATTRIBUTE_CHANGED = "player.attribute.changed";
        /// A notice, not a refusal: a row with the same name and club as another row or
        /// player, both imported since their numbers differ (father and son). Params `name`,
        /// `club` (the row's) and `other`, `other_line`, `other_number` (see the module).
        PLAYER_NOTICE_SAME_NAME = "player.notice.same-name";
    }
}

use codes::*;

/// The catalogue's word for a player without a club.
const CLUB_NONE: &str = "player-club-none";

/// The catalogue's word for a sex or birth year the registry does not know.
const ATTRIBUTE_UNKNOWN: &str = "player-attribute-unknown";

pub(crate) const COLUMNS: [&str; 8] = [
    "id",
    "first_name",
    "last_name",
    "club",
    "membership_no",
    "active",
    "sex",
    "birth_year",
];

/// The earliest birth year (RULES.md H.1.2).
pub const BIRTH_YEAR_MIN: u16 = 1900;

/// The year of the desk's clock (read where the store reads it, [`crate::store::now`]): the
/// latest birth year a player can have.
pub fn this_year() -> u16 {
    let now = crate::store::now();
    now.get(..4)
        .and_then(|year| year.parse().ok())
        .unwrap_or(u16::MAX)
}

/// A player's sex as a file or the form writes it (RULES.md H.1.1): `f` or German `w` is
/// female, `m` male, `d` diverse, in either case; blank is unknown.
///
/// # Errors
/// Anything else: [`PLAYER_SEX_INVALID`] with the rule; the caller names field and value.
pub fn sex_of(text: &str) -> Result<Option<Sex>, Refusal> {
    match text.trim().to_lowercase().as_str() {
        "" => Ok(None),
        "f" | "w" => Ok(Some(Sex::F)),
        "m" => Ok(Some(Sex::M)),
        "d" => Ok(Some(Sex::D)),
        _ => Err(Refusal::new(PLAYER_SEX_INVALID).rule("H.1.1")),
    }
}

/// A birth year as a file or the form writes it (RULES.md H.1.2): four digits from 1900 to
/// `this_year`; blank is unknown. `85` is refused, not guessed: 1985 or 2085 is the
/// organiser's to say.
///
/// # Errors
/// Anything else: [`PLAYER_BIRTH_YEAR_INVALID`] with the range and the rule; the caller names
/// field and value.
pub fn birth_year_of(text: &str, this_year: u16) -> Result<Option<u16>, Refusal> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let four_digits = text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit());
    let year = four_digits.then(|| text.parse::<u16>().ok()).flatten();
    match year.filter(|y| (BIRTH_YEAR_MIN..=this_year).contains(y)) {
        Some(year) => Ok(Some(year)),
        None => Err(Refusal::new(PLAYER_BIRTH_YEAR_INVALID)
            .param("min", BIRTH_YEAR_MIN)
            .param("max", this_year)
            .rule("H.1.2")),
    }
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ImportSummary {
    /// Rows written.
    pub added: usize,
    /// Rows equal to what was already stored (a repeated import).
    pub unchanged: usize,
    /// What the organiser should know although nothing was refused (two members with the same
    /// name), in file order.
    pub notices: Vec<ImportNotice>,
}

/// Something an import did that the organiser should check, e.g. two members with the same
/// name and club but different numbers (father and son), both imported: coded like a refusal
/// ([`PLAYER_NOTICE_SAME_NAME`]), whose field is the column and whose value is the cell.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, ts_rs::TS)]
pub struct ImportNotice {
    /// Line in the file, 1-based.
    pub line: u64,
    /// What was noticed: code, column (`field`), cell (`value`), parameters naming the other
    /// line or player.
    #[serde(flatten)]
    pub refusal: Refusal,
}

impl ImportNotice {
    /// The notice in `lang`: `line 3, column id: "P1001": Hans Müller (SC Kreuz) has …`.
    pub fn describe(&self, lang: Lang) -> String {
        i18n::row(lang, self.line, &self.refusal)
    }
}

/// English, for logs, tests and the CLI's default; users read [`ImportNotice::describe`] in
/// their language.
impl fmt::Display for ImportNotice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

/// Imports players, all or nothing. A row whose number is stored already must be equal to that
/// player ("unchanged"); one with other names, club or membership number is an error, never an
/// overwrite. A number twice in the file, or a membership number twice, is an error. Two rows
/// with the same name and club are two players when both have (different) numbers, with a
/// notice naming both lines; without a number to tell them apart they are an error. A row
/// without a number gets the next free one ([`PlayerNo::next_free`]), in file order.
///
/// The first row names the columns (`id` or `Nr`, `first_name` or `Vorname`, …: the
/// German names of the CSV reader); [`import_players_as`] reads a file without one.
///
/// # Errors
/// Every bad row, with its line and a coded refusal of its column ([`codes`]); a first row
/// that names no column.
pub fn import_players(store: &mut Store, csv: &[u8]) -> Result<ImportSummary> {
    import_players_as(store, csv, None)
}

/// [`import_players`], where `columns` names the columns of a file without a header
/// (`Nr,Vorname,Nachname`: `--columns`); `None` reads them from the first row.
///
/// # Errors
/// As [`import_players`]; `columns` naming a column the registry does not have, one twice, or
/// leaving out the first or last name.
pub fn import_players_as(
    store: &mut Store,
    csv: &[u8],
    columns: Option<&str>,
) -> Result<ImportSummary> {
    let given = columns.map(given_columns).transpose()?;
    let header = given.as_deref().map_or(Header::Required, Header::Given);
    import_file(
        store,
        &CsvFile::parse_with(csv, &COLUMNS, &COLUMNS[1..3], header)?,
    )
}

/// [`import_players`] with the columns as the user mapped them in the app's preview (see
/// [`preview_players`]): `columns[i]` is the registry column of the file's column `i`, `None`
/// one the user drops; `header` says whether the first row is a header (not read).
///
/// # Errors
/// As [`import_players`]; a mapping naming a column the registry does not have, one twice, or
/// leaving out the first or last name.
pub fn import_players_mapped(
    store: &mut Store,
    csv: &[u8],
    header: bool,
    columns: &[Option<String>],
) -> Result<ImportSummary> {
    let columns = mapped_columns(columns)?;
    let header = Header::Mapped {
        columns: &columns,
        header,
    };
    import_file(
        store,
        &CsvFile::parse_with(csv, &COLUMNS, &COLUMNS[1..3], header)?,
    )
}

/// How many rows the preview shows.
const PREVIEW_ROWS: usize = 5;

/// A player file as the import would read it, before anything is stored: the app shows it and
/// lets the user map the columns (issue 21).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayersPreview {
    /// The file: separator, header, first rows.
    pub file: super::csv_input::CsvPreview,
    /// For each column of the file, the registry column its header names (`Vorname`:
    /// `first_name`), `None` where it names none or the file has no header.
    pub suggested: Vec<Option<&'static str>>,
    /// The registry's columns, in their documented order.
    pub known: &'static [&'static str],
}

/// The [`PlayersPreview`] of a player file. Without a header nothing is suggested: the
/// documented order read a German member list's first names as numbers.
///
/// # Errors
/// Text that is not UTF-8 or not CSV.
pub fn preview_players(csv: &[u8]) -> Result<PlayersPreview> {
    let file = super::csv_input::preview(csv, &COLUMNS, PREVIEW_ROWS)?;
    let mut suggested: Vec<Option<&'static str>> = vec![None; file.width];
    for (i, cell) in file.header.iter().flatten().enumerate() {
        let column = column_named(cell, &COLUMNS);
        if column.is_some_and(|c| !suggested.contains(&Some(c))) {
            suggested[i] = column;
        }
    }
    Ok(PlayersPreview {
        file,
        suggested,
        known: &COLUMNS,
    })
}

/// The checked mapping of [`import_players_mapped`]: each column once, first and last name
/// among them.
fn mapped_columns(columns: &[Option<String>]) -> Result<Vec<Option<&'static str>>> {
    let mut chosen = Vec::new();
    for cell in columns {
        let column = match cell {
            None => None,
            Some(cell) => Some(
                COLUMNS
                    .iter()
                    .copied()
                    .find(|c| *c == cell.as_str())
                    .ok_or_else(|| refuse_column(IMPORT_COLUMN_UNKNOWN, cell))?,
            ),
        };
        chosen.push((column, cell.as_deref().unwrap_or_default()));
    }
    one_each(&chosen)
}

/// The columns chosen (`None`: a column left out), each at most once, with the first and last
/// names among them; each with how the organiser named it, for the refusal.
fn one_each(chosen: &[(Option<&'static str>, &str)]) -> Result<Vec<Option<&'static str>>> {
    let mut mapped: Vec<Option<&'static str>> = Vec::new();
    for &(column, shown) in chosen {
        if column.is_some() && mapped.contains(&column) {
            return Err(refuse_column(IMPORT_COLUMN_TWICE, shown).into());
        }
        mapped.push(column);
    }
    if let Some(missing) = COLUMNS[1..3].iter().find(|c| !mapped.contains(&Some(**c))) {
        return Err(Refusal::new(IMPORT_COLUMN_MISSING).field(*missing).into());
    }
    Ok(mapped)
}

/// A refusal of the column the organiser named `shown`.
fn refuse_column(code: Code, shown: &str) -> Refusal {
    Refusal::new(code)
        .field("columns")
        .value(shown.trim())
        .param("expected", Param::columns(&COLUMNS))
}

/// Imports the rows of a parsed player file, all or nothing (see [`import_players`]).
fn import_file(store: &mut Store, file: &CsvFile) -> Result<ImportSummary> {
    let existing = players::all(store.conn())?;
    let mut check = DuplicateCheck::new(&existing);
    let mut errors = Vec::new();
    let mut new = Vec::new();
    let mut summary = ImportSummary::default();
    let this_year = this_year();
    for row in file.rows() {
        match parse_row(&row, this_year).and_then(|p| check.classify(&row, p)) {
            Ok(Classified::New(player, notices)) => {
                new.push((row.line, player));
                summary.notices.extend(notices);
            }
            Ok(Classified::Unchanged) => summary.unchanged += 1,
            Err(e) => errors.push(e),
        }
    }
    let numbered = number_the_rest(&existing, &mut new);
    errors.extend(numbered.err());
    if !errors.is_empty() {
        return Err(ImportError { errors }.into());
    }
    let tx = store.transaction()?;
    for (_, (player, active)) in &new {
        let id = players::insert(&tx, player)?;
        if !active {
            players::set_active(&tx, id, false)?;
        }
    }
    tx.commit().map_err(StoreError::from)?;
    summary.added = new.len();
    Ok(summary)
}

/// The columns of a file without a header, as the organiser names them (`Nr,Vorname,Name`),
/// each once, with the first and last names among them.
fn given_columns(text: &str) -> Result<Vec<&'static str>> {
    let mut chosen = Vec::new();
    for cell in text.split([',', ';']) {
        let column = column_named(cell, &COLUMNS)
            .ok_or_else(|| refuse_column(IMPORT_COLUMN_UNKNOWN, cell))?;
        chosen.push((Some(column), cell));
    }
    Ok(one_each(&chosen)?.into_iter().flatten().collect())
}

/// Gives the rows without a number the next free ones, above every number of the registry and
/// of the file.
fn number_the_rest(
    existing: &[Player],
    rows: &mut [(u64, (NewPlayer, bool))],
) -> Result<(), RowError> {
    let used = existing
        .iter()
        .map(|p| &p.number)
        .chain(rows.iter().filter_map(|(_, (p, _))| p.number.as_ref()));
    let mut next = PlayerNo::next_free(used);
    for (line, (player, _)) in rows.iter_mut().filter(|(_, (p, _))| p.number.is_none()) {
        let number = next
            .take()
            .ok_or_else(|| RowError::new(*line, "id", "", PLAYER_NUMBER_EXHAUSTED))?;
        next = PlayerNo::next_free([&number]);
        player.number = Some(number);
    }
    Ok(())
}

/// A cell read by `read` ([`sex_of`], [`birth_year_of`]), its refusal placed at the row's
/// line, column and cell.
fn cell<T>(
    row: &CsvRow<'_>,
    column: &str,
    read: impl FnOnce(&str) -> Result<T, Refusal>,
) -> Result<T, RowError> {
    read(row.get(column)).map_err(|refusal| RowError {
        line: row.line,
        refusal: refusal.field(column).value(row.get(column)),
    })
}

fn parse_row(row: &CsvRow<'_>, this_year: u16) -> Result<(NewPlayer, bool), RowError> {
    let number = row.player_no("id")?;
    // A line break or tab inside a quoted name would break every list the name is printed in.
    for column in ["first_name", "last_name", "club", "membership_no"] {
        if row.get(column).chars().any(char::is_control) {
            return Err(row.refuse(column, PLAYER_TEXT_CONTROL));
        }
    }
    let text = |c: &str| Some(row.get(c).to_string()).filter(|s| !s.is_empty());
    let first_name =
        text("first_name").ok_or_else(|| row.refuse("first_name", PLAYER_FIRST_NAME_MISSING))?;
    let last_name =
        text("last_name").ok_or_else(|| row.refuse("last_name", PLAYER_LAST_NAME_MISSING))?;
    let active = row.flag("active")?.unwrap_or(true);
    let sex = cell(row, "sex", sex_of)?;
    let birth_year = cell(row, "birth_year", |t| birth_year_of(t, this_year))?;
    Ok((
        NewPlayer {
            number,
            first_name,
            last_name,
            club: text("club"),
            membership_no: text("membership_no"),
            sex,
            birth_year,
        },
        active,
    ))
}

/// A row of the import, sorted out.
enum Classified {
    /// A player to add, with what the organiser should know about it.
    New((NewPlayer, bool), Vec<ImportNotice>),
    /// Equal to the stored player of its number.
    Unchanged,
}

/// Someone a row is compared with: an earlier row of the file or a stored player.
#[derive(Debug, Clone)]
enum Other {
    /// An earlier row of the file, with its number if it has one.
    Line { line: u64, number: Option<PlayerNo> },
    /// A player of the registry.
    Stored { number: PlayerNo, name: String },
}

impl Other {
    fn stored(p: &Player) -> Other {
        Other::Stored {
            number: p.number.clone(),
            name: p.name(),
        }
    }

    fn number(&self) -> Option<&PlayerNo> {
        match self {
            Other::Line { number, .. } => number.as_ref(),
            Other::Stored { number, .. } => Some(number),
        }
    }

    /// `refusal` with the parameters that name this one: `other` (`line`, `unnumbered` or
    /// `registry`, for the catalogue to choose its words), `other_line`, `other_number`,
    /// `other_name`.
    fn named_in(&self, refusal: Refusal) -> Refusal {
        match self {
            Other::Line {
                line,
                number: Some(number),
            } => refusal
                .param("other", "line")
                .param("other_line", *line)
                .param("other_number", number.as_str()),
            Other::Line { line, number: None } => refusal
                .param("other", "unnumbered")
                .param("other_line", *line),
            Other::Stored { number, name } => refusal
                .param("other", "registry")
                .param("other_number", number.as_str())
                .param("other_name", name.as_str()),
        }
    }

    /// A row's refusal naming this one.
    fn named_in_row(&self, mut error: RowError) -> RowError {
        error.refusal = self.named_in(error.refusal);
        error
    }
}

/// A club as a parameter: its name, or the catalogue's word for none.
fn club_param(club: Option<&str>) -> Param {
    match club {
        Some(club) => Param::from(club),
        None => Param::Term { term: CLUB_NONE },
    }
}

/// Who is already known, by number, membership number, and name with club.
struct DuplicateCheck<'a> {
    by_number: HashMap<&'a PlayerNo, &'a Player>,
    by_membership: HashMap<String, Other>,
    by_name: HashMap<String, Vec<Other>>,
    file_numbers: HashMap<PlayerNo, u64>,
}

fn name_key(first: &str, last: &str, club: Option<&str>) -> String {
    format!(
        "{}\u{1f}{}\u{1f}{}",
        first.to_lowercase(),
        last.to_lowercase(),
        club.unwrap_or("").to_lowercase()
    )
}

impl<'a> DuplicateCheck<'a> {
    fn new(existing: &'a [Player]) -> Self {
        let mut by_name: HashMap<String, Vec<Other>> = HashMap::new();
        for p in existing {
            by_name
                .entry(name_key(&p.first_name, &p.last_name, p.club.as_deref()))
                .or_default()
                .push(Other::stored(p));
        }
        DuplicateCheck {
            by_number: existing.iter().map(|p| (&p.number, p)).collect(),
            by_membership: existing
                .iter()
                .filter_map(|p| p.membership_no.clone().map(|m| (m, Other::stored(p))))
                .collect(),
            by_name,
            file_numbers: HashMap::new(),
        }
    }

    fn classify(
        &mut self,
        row: &CsvRow<'_>,
        (player, active): (NewPlayer, bool),
    ) -> Result<Classified, RowError> {
        if let Some(number) = &player.number {
            if let Some(line) = self.file_numbers.insert(number.clone(), row.line) {
                return Err(row
                    .refuse("id", PLAYER_NUMBER_TWICE)
                    .param("number", number.as_str())
                    .param("other_line", line));
            }
            if let Some(stored) = self.by_number.get(number) {
                return Self::compare(row, stored, &player);
            }
        }
        let membership = player.membership_no.as_ref().and_then(|m| {
            let this = Other::Line {
                line: row.line,
                number: player.number.clone(),
            };
            self.by_membership.insert(m.clone(), this)
        });
        if let Some(other) = membership {
            return Err(
                other.named_in_row(row.refuse("membership_no", PLAYER_MEMBERSHIP_DUPLICATE))
            );
        }
        let notices = self.namesakes(row, &player)?;
        Ok(Classified::New((player, active), notices))
    }

    /// A row with the number of a stored player: unchanged, or an error (never an overwrite).
    fn compare(
        row: &CsvRow<'_>,
        stored: &Player,
        player: &NewPlayer,
    ) -> Result<Classified, RowError> {
        let same_names = stored.first_name == player.first_name
            && stored.last_name == player.last_name
            && stored.club == player.club;
        let same_membership =
            player.membership_no.is_none() || stored.membership_no == player.membership_no;
        if !same_names {
            return Err(row
                .refuse("id", PLAYER_NUMBER_CHANGED)
                .param("number", stored.number.as_str())
                .param("name", stored.name())
                .param("club", club_param(stored.club.as_deref()))
                .param(
                    "file_name",
                    format!("{} {}", player.first_name, player.last_name),
                )
                .param("file_club", club_param(player.club.as_deref())));
        }
        if !same_membership {
            let error = row
                .refuse("membership_no", PLAYER_MEMBERSHIP_CHANGED)
                .param("number", stored.number.as_str())
                .param("name", stored.name());
            return Err(match &stored.membership_no {
                Some(m) => error
                    .param("registered", "number")
                    .param("membership", m.as_str()),
                None => error.param("registered", "none"),
            });
        }
        Self::same_attributes(row, stored, player)?;
        Ok(Classified::Unchanged)
    }

    /// A row of a stored player that gives a sex or birth year must give the stored one: the
    /// import adds players and never changes one (the form does).
    fn same_attributes(
        row: &CsvRow<'_>,
        stored: &Player,
        player: &NewPlayer,
    ) -> Result<(), RowError> {
        let sex = |s: Option<Sex>| s.map(|s| Param::from(s.letter()));
        let year = |y: Option<u16>| y.map(Param::from);
        let differs = [
            ("sex", sex(player.sex), sex(stored.sex)),
            (
                "birth_year",
                year(player.birth_year),
                year(stored.birth_year),
            ),
        ]
        .into_iter()
        .find(|(_, given, known)| given.is_some() && given != known);
        match differs {
            None => Ok(()),
            Some((column, _, known)) => Err(row
                .refuse(column, PLAYER_ATTRIBUTE_CHANGED)
                .param("number", stored.number.as_str())
                .param("name", stored.name())
                .param(
                    "stored",
                    known.unwrap_or(Param::Term {
                        term: ATTRIBUTE_UNKNOWN,
                    }),
                )),
        }
    }

    /// Others with the same name and club: a notice when numbers tell them apart, an error
    /// when one of them has no number (then nothing says they are two people).
    fn namesakes(
        &mut self,
        row: &CsvRow<'_>,
        player: &NewPlayer,
    ) -> Result<Vec<ImportNotice>, RowError> {
        let key = name_key(
            &player.first_name,
            &player.last_name,
            player.club.as_deref(),
        );
        let others = self.by_name.entry(key).or_default();
        if let Some(other) = others
            .iter()
            .find(|o| o.number().is_none() || player.number.is_none())
        {
            return Err(other.named_in_row(row.refuse("last_name", PLAYER_NAME_DUPLICATE)));
        }
        let notices = others
            .iter()
            .map(|other| ImportNotice {
                line: row.line,
                refusal: other.named_in(
                    Refusal::new(PLAYER_NOTICE_SAME_NAME)
                        .field("id")
                        .value(row.get("id"))
                        .param(
                            "name",
                            format!("{} {}", player.first_name, player.last_name),
                        )
                        .param("club", club_param(player.club.as_deref())),
                ),
            })
            .collect();
        others.push(Other::Line {
            line: row.line,
            number: player.number.clone(),
        });
        Ok(notices)
    }
}

/// Adds one player by hand (a form); the same checks as the import. Without a number the
/// player gets the next free one.
///
/// # Errors
/// An empty name, a number that is taken, a duplicate (same membership number, or same name
/// and club when no number tells the two apart), or no free number left: coded refusals
/// ([`codes`]) of the form's fields.
pub fn add_player(store: &mut Store, player: NewPlayer) -> Result<PlayerId> {
    let player = checked(player)?;
    let existing = players::all(store.conn())?;
    if let Some(refusal) = duplicate_of(&existing, &player, None) {
        return Err(refusal.into());
    }
    if player.number.is_none() && PlayerNo::next_free(existing.iter().map(|p| &p.number)).is_none()
    {
        return Err(Refusal::new(PLAYER_NUMBER_EXHAUSTED).field("number").into());
    }
    let tx = store.transaction()?;
    let id = players::insert(&tx, &player)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(id)
}

/// Changes a player's names, club and membership number, and the number when one is given.
///
/// # Errors
/// An unknown player (`store.not-found`, id `#` and the internal id), an empty name, a number
/// that is taken, or a duplicate of another player (a new name and club that another player
/// has, or a membership number): coded refusals ([`codes`]) of the form's fields.
pub fn edit_player(store: &mut Store, id: PlayerId, player: NewPlayer) -> Result<()> {
    let player = checked(player)?;
    let existing = players::all(store.conn())?;
    let Some(stored) = existing.iter().find(|p| p.id == id) else {
        return Err(StoreError::NotFound {
            entity: "player",
            id: format!("#{}", id.0),
        }
        .into());
    };
    if let Some(refusal) = duplicate_of(&existing, &player, Some(stored)) {
        return Err(refusal.into());
    }
    let tx = store.transaction()?;
    players::update(&tx, id, &player)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// The registry's player with this number: what a CLI argument or a form names.
///
/// # Errors
/// Not a player number ([`PLAYER_NUMBER_INVALID`], field `player`), or no player has it
/// (`store.not-found`).
pub fn player_by_number(store: &Store, number: &str) -> Result<Player> {
    let number = PlayerNo::new(number.trim()).map_err(|e| {
        Refusal::new(PLAYER_NUMBER_INVALID)
            .field("player")
            .value(quoted(&e.value))
    })?;
    players::by_number(store.conn(), &number)?.ok_or_else(|| {
        StoreError::NotFound {
            entity: "player",
            id: number.to_string(),
        }
        .into()
    })
}

/// A form's text as its value in a refusal: JSON-quoted, as the form sends it (`""` for an
/// empty field).
fn quoted(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

/// Trims the fields; empty names are refused, empty club and number become none.
fn checked(player: NewPlayer) -> Result<NewPlayer> {
    let trim = |s: String| s.trim().to_string();
    let optional = |s: Option<String>| s.map(trim).filter(|s| !s.is_empty());
    let p = NewPlayer {
        number: player.number,
        first_name: trim(player.first_name),
        last_name: trim(player.last_name),
        club: optional(player.club),
        membership_no: optional(player.membership_no),
        sex: player.sex,
        birth_year: player.birth_year,
    };
    for (field, code, value) in [
        ("first_name", PLAYER_FIRST_NAME_MISSING, &p.first_name),
        ("last_name", PLAYER_LAST_NAME_MISSING, &p.last_name),
    ] {
        if value.is_empty() {
            return Err(Refusal::new(code).field(field).value(quoted(value)).into());
        }
    }
    Ok(p)
}

/// The refusal if `player` duplicates someone other than `editing` (the stored player being
/// changed, if any). Two players may share name and club when numbers tell them apart (father
/// and son): a new player with a number of its own, or an edit that keeps name and club.
fn duplicate_of(
    existing: &[Player],
    player: &NewPlayer,
    editing: Option<&Player>,
) -> Option<Refusal> {
    let key = name_key(
        &player.first_name,
        &player.last_name,
        player.club.as_deref(),
    );
    let namesakes_allowed = match editing {
        Some(stored) => stored_key(stored) == key,
        None => player.number.is_some(),
    };
    let others = existing
        .iter()
        .filter(|p| Some(p.id) != editing.map(|e| e.id));
    others.into_iter().find_map(|p| {
        number_taken(player, p)
            .or_else(|| membership_duplicate(player, p))
            .or_else(|| {
                let namesake = !namesakes_allowed && stored_key(p) == key;
                namesake.then(|| name_duplicate(player, p, editing))
            })
    })
}

/// The name key of a stored player.
fn stored_key(p: &Player) -> String {
    name_key(&p.first_name, &p.last_name, p.club.as_deref())
}

/// The refusal if `player` has the number of stored player `p`.
fn number_taken(player: &NewPlayer, p: &Player) -> Option<Refusal> {
    (player.number.as_ref() == Some(&p.number)).then(|| {
        Refusal::new(PLAYER_NUMBER_TAKEN)
            .field("number")
            .value(quoted(p.number.as_str()))
            .param("other_name", p.name())
    })
}

/// The refusal if `player` has the membership number of stored player `p`.
fn membership_duplicate(player: &NewPlayer, p: &Player) -> Option<Refusal> {
    let m = player
        .membership_no
        .as_deref()
        .filter(|m| p.membership_no.as_deref() == Some(*m))?;
    let refusal = Refusal::new(PLAYER_MEMBERSHIP_DUPLICATE)
        .field("membership_no")
        .value(quoted(m));
    Some(Other::stored(p).named_in(refusal))
}

/// The refusal of `player` having the name and club of stored player `p`.
fn name_duplicate(player: &NewPlayer, p: &Player, editing: Option<&Player>) -> Refusal {
    let refusal = |code| {
        Refusal::new(code)
            .field("last_name")
            .value(quoted(&player.last_name))
    };
    match editing {
        // A new player without a number of its own: the number would tell them apart.
        None => Other::stored(p).named_in(refusal(PLAYER_NAME_DUPLICATE)),
        // A renamed player: two different numbers do not make a rename into another
        // player's name and club less suspicious.
        Some(_) => refusal(PLAYER_NAME_TAKEN)
            .param("other_number", p.number.as_str())
            .param("other_name", p.name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::EventError;

    fn new(first: &str, last: &str, club: Option<&str>) -> NewPlayer {
        NewPlayer {
            number: None,
            first_name: first.into(),
            last_name: last.into(),
            club: club.map(Into::into),
            membership_no: None,
            sex: None,
            birth_year: None,
        }
    }

    /// The refusal of a form, or a panic naming what came instead.
    fn refusal<T: fmt::Debug>(result: Result<T>) -> Refusal {
        match result {
            Err(EventError::Refused(r)) => r,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    /// The refusals of an import.
    fn import_refusals(result: Result<ImportSummary>) -> Vec<(u64, Refusal)> {
        match result {
            Err(EventError::Import(e)) => {
                e.errors.into_iter().map(|r| (r.line, r.refusal)).collect()
            }
            other => panic!("expected an import error, got {other:?}"),
        }
    }

    #[test]
    fn a_player_added_by_hand_is_checked_like_an_import() {
        let mut store = Store::open_in_memory().expect("store");
        let anna =
            add_player(&mut store, new(" Anna ", "Müller", Some("SC Kreuz"))).expect("added");
        assert_eq!(
            players::get(store.conn(), anna)
                .expect("query")
                .expect("stored")
                .first_name,
            "Anna",
            "trimmed"
        );
        let r = refusal(add_player(
            &mut store,
            new("anna", "müller", Some("sc kreuz")),
        ));
        assert_eq!(r.code, PLAYER_NAME_DUPLICATE);
        assert_eq!(
            (r.field.as_deref(), r.value.as_deref()),
            (Some("last_name"), Some("\"müller\""))
        );
        assert_eq!(r.params["other_number"], Param::from("1"));
        assert_eq!(
            i18n::refusal(Lang::En, &r),
            "last_name = \"müller\": same name and club as player 1 of the registry; without two different numbers a duplicate is not merged silently"
        );
        let r = refusal(add_player(&mut store, new("", "Schulz", None)));
        assert_eq!(
            (r.code, r.field.as_deref(), r.value.as_deref()),
            (PLAYER_FIRST_NAME_MISSING, Some("first_name"), Some("\"\""))
        );
        assert_eq!(
            i18n::refusal(Lang::En, &r),
            "first_name = \"\": a player needs a first name"
        );
        assert_eq!(
            i18n::refusal(Lang::De, &r),
            "Vorname = \"\": ein Spieler braucht einen Vornamen"
        );

        let mut bernd = new("Bernd", "Schäfer", None);
        bernd.number = Some(PlayerNo::new("1").expect("valid"));
        bernd.membership_no = Some("4711".into());
        let r = refusal(add_player(&mut store, bernd.clone()));
        assert_eq!(
            (r.code, r.params["other_name"].to_string().as_str()),
            (PLAYER_NUMBER_TAKEN, "Anna Müller")
        );
        bernd.number = None;
        add_player(&mut store, bernd.clone()).expect("Bernd gets number 2");
        let mut clara = new("Clara", "Fischer", None);
        clara.membership_no = Some(" 4711 ".into());
        let r = refusal(add_player(&mut store, clara));
        assert_eq!(r.code, PLAYER_MEMBERSHIP_DUPLICATE);
        assert_eq!(
            i18n::refusal(Lang::En, &r),
            "membership_no = \"4711\": the same membership number as player 2 (Bernd Schäfer)"
        );
        assert_eq!(
            i18n::refusal(Lang::De, &r),
            "Verbandsnummer = \"4711\": dieselbe Verbandsnummer wie Spieler 2 (Bernd Schäfer)"
        );
    }

    #[test]
    fn editing_keeps_the_id_and_refuses_duplicates() {
        let mut store = Store::open_in_memory().expect("store");
        let anna = add_player(&mut store, new("Anna", "Müller", Some("SC Kreuz"))).expect("added");
        let bernd = add_player(&mut store, new("Bernd", "Schäfer", None)).expect("added");
        edit_player(
            &mut store,
            anna,
            new("Anna", "Müller-Lüdenscheidt", Some("SC Kreuz")),
        )
        .expect("renamed");
        assert_eq!(
            players::get(store.conn(), anna)
                .expect("q")
                .expect("p")
                .last_name,
            "Müller-Lüdenscheidt"
        );
        let r = refusal(edit_player(
            &mut store,
            bernd,
            new("Anna", "Müller-Lüdenscheidt", Some("SC Kreuz")),
        ));
        assert_eq!(r.code, PLAYER_NAME_TAKEN);
        assert_eq!(
            i18n::refusal(Lang::En, &r),
            "last_name = \"Müller-Lüdenscheidt\": same name and club as player 1 (Anna Müller-Lüdenscheidt); a duplicate is not merged silently"
        );
        let err = edit_player(&mut store, PlayerId(99), new("X", "Y", None)).unwrap_err();
        assert_eq!(err.to_string(), "player #99 does not exist");
    }

    #[test]
    fn a_player_is_looked_up_by_a_valid_number() {
        let store = Store::open_in_memory().expect("store");
        let r = refusal(player_by_number(&store, " P 1 "));
        assert_eq!(
            (r.code, r.field.as_deref(), r.value.as_deref()),
            (PLAYER_NUMBER_INVALID, Some("player"), Some("\"P 1\""))
        );
        assert_eq!(
            i18n::refusal(Lang::De, &r),
            "Spieler = \"P 1\": eine Spielernummer hat 1 bis 20 Buchstaben, Ziffern, „-“, „/“ oder „.“"
        );
        assert!(matches!(
            player_by_number(&store, "P1"),
            Err(EventError::Store(StoreError::NotFound { .. }))
        ));
    }

    #[test]
    fn import_refusals_are_coded_and_name_the_other_row_or_player() {
        let mut store = Store::open_in_memory().expect("store");
        import_players(
            &mut store,
            "id,first_name,last_name,club,membership_no\nP1,Hans,Müller,SC Kreuz,4711\nP2,Clara,Weiß,,\n"
                .as_bytes(),
        )
        .expect("imported");
        let refusals = import_refusals(import_players(
            &mut store,
            "id,first_name,last_name,club,membership_no
P2,Carla,Weiss,Grand Hand,
P1,Hans,Müller,SC Kreuz,4712
,Erika,,,
P3,Jonas,Koch,,99
P3,Jonas,Koch,,
P4,Ilse,Bauer,,99
,Hans,Müller,SC Kreuz,
,Otto,Lang,,
,Otto,Lang,,
"
            .as_bytes(),
        ));
        let codes: Vec<_> = refusals.iter().map(|(line, r)| (*line, r.code)).collect();
        assert_eq!(
            codes,
            [
                (2, PLAYER_NUMBER_CHANGED),
                (3, PLAYER_MEMBERSHIP_CHANGED),
                (4, PLAYER_LAST_NAME_MISSING),
                (6, PLAYER_NUMBER_TWICE),
                (7, PLAYER_MEMBERSHIP_DUPLICATE),
                (8, PLAYER_NAME_DUPLICATE),
                (10, PLAYER_NAME_DUPLICATE),
            ]
        );
        let sentences = |lang| -> Vec<String> {
            refusals
                .iter()
                .map(|(line, r)| i18n::row(lang, *line, r))
                .collect()
        };
        assert_eq!(
            sentences(Lang::En),
            [
                "line 2, column id: \"P2\": number P2 belongs to Clara Weiß (no club) in the registry; the file says Carla Weiss (Grand Hand); nothing is overwritten",
                "line 3, column membership_no: \"4712\": player P1 (Hans Müller) has membership number 4711 in the registry; nothing is overwritten",
                "line 4, column last_name: \"\": a player needs a last name",
                "line 6, column id: \"P3\": number P3 appears twice in the file (also line 5)",
                "line 7, column membership_no: \"99\": the same membership number as line 5",
                "line 8, column last_name: \"Müller\": same name and club as player P1 of the registry; without two different numbers a duplicate is not merged silently",
                "line 10, column last_name: \"Lang\": same name and club as line 9 (no number); without two different numbers a duplicate is not merged silently",
            ]
        );
        assert_eq!(
            sentences(Lang::De),
            [
                "Zeile 2, Spalte Nr.: „P2“: die Spielernummer P2 gehört im Spielerverzeichnis zu Clara Weiß (ohne Verein), in der Datei steht Carla Weiss (Grand Hand); es wird nichts überschrieben",
                "Zeile 3, Spalte Verbandsnummer: „4712“: Spieler P1 (Hans Müller) hat im Spielerverzeichnis die Verbandsnummer 4711; es wird nichts überschrieben",
                "Zeile 4, Spalte Nachname: „“: ein Spieler braucht einen Nachnamen",
                "Zeile 6, Spalte Nr.: „P3“: die Spielernummer P3 steht zweimal in der Datei (auch in Zeile 5)",
                "Zeile 7, Spalte Verbandsnummer: „99“: dieselbe Verbandsnummer wie in Zeile 5",
                "Zeile 8, Spalte Nachname: „Müller“: gleicher Name und Verein wie Spieler P1 im Spielerverzeichnis; ohne zwei verschiedene Spielernummern wird ein doppelter Eintrag nicht stillschweigend zusammengeführt",
                "Zeile 10, Spalte Nachname: „Lang“: gleicher Name und Verein wie in Zeile 9 (ohne Spielernummer); ohne zwei verschiedene Spielernummern wird ein doppelter Eintrag nicht stillschweigend zusammengeführt",
            ]
        );
    }

    #[test]
    fn a_notice_is_coded_and_reads_in_both_languages() {
        let mut store = Store::open_in_memory().expect("store");
        let summary = import_players(
            &mut store,
            "id,first_name,last_name,club\nP1000,Hans,Müller,SC Kreuz\nP1001,Hans,Müller,SC Kreuz\n"
                .as_bytes(),
        )
        .expect("both imported");
        let [notice] = summary.notices.as_slice() else {
            panic!("one notice: {:?}", summary.notices);
        };
        assert_eq!(
            (notice.line, notice.refusal.code),
            (3, PLAYER_NOTICE_SAME_NAME)
        );
        assert_eq!(
            notice.to_string(),
            "line 3, column id: \"P1001\": Hans Müller (SC Kreuz) has the same name and club as line 2 (number P1000); both are imported as two players"
        );
        assert_eq!(
            notice.describe(Lang::De),
            "Zeile 3, Spalte Nr.: „P1001“: Hans Müller (SC Kreuz) hat denselben Namen und Verein wie Zeile 2 (Spielernummer P1000); beide wurden als zwei Spieler importiert"
        );
        let json = serde_json::to_value(notice).expect("json");
        assert_eq!(json["code"], "player.notice.same-name");
        assert_eq!(json["line"], 3);
        assert_eq!(json["params"]["other"], "line");

        let third = import_players_as(
            &mut store,
            "P1002,Hans,Müller,SC Kreuz\n".as_bytes(),
            Some("id,first_name,last_name,club"),
        )
        .expect("a third");
        let others: Vec<String> = third.notices.iter().map(|n| n.describe(Lang::En)).collect();
        assert_eq!(
            others,
            [
                "line 1, column id: \"P1002\": Hans Müller (SC Kreuz) has the same name and club as player P1000 of the registry; both are imported as two players",
                "line 1, column id: \"P1002\": Hans Müller (SC Kreuz) has the same name and club as player P1001 of the registry; both are imported as two players",
            ]
        );
    }

    #[test]
    fn every_code_has_a_sentence_in_both_languages() {
        for code in codes::ALL {
            for lang in [Lang::De, Lang::En] {
                assert!(
                    i18n::has_message(lang, &code.message_id()),
                    "{lang} lacks {code}"
                );
            }
        }
        assert!(i18n::has_message(Lang::De, CLUB_NONE));
    }

    /// The registry as (number, first name, last name, club).
    fn registry(store: &Store) -> Vec<(String, String, String, Option<String>)> {
        let all = players::all(store.conn()).expect("players");
        let mut rows: Vec<_> = all
            .into_iter()
            .map(|p| (p.number.to_string(), p.first_name, p.last_name, p.club))
            .collect();
        rows.sort();
        rows
    }

    #[test]
    fn issue_21_the_preview_of_a_german_list_shows_separator_header_mapping_and_rows() {
        let csv = "\u{feff}Nr;Vorname;Nachname;Verein;Telefon\r\n7;Jürgen;Schäfer;SC Kreuz;0911\r\n\
                   8;Anna;Weiß;;\r\n9;Bernd;Vogel;;\r\n10;Clara;Fuchs;;\r\n11;Dora;Maier;;\r\n12;Emil;Roth;;\r\n";
        let preview = preview_players(csv.as_bytes()).expect("preview");
        assert_eq!(preview.file.separator, ';');
        assert_eq!(
            preview.file.header.as_deref(),
            Some(&["Nr", "Vorname", "Nachname", "Verein", "Telefon"].map(String::from)[..])
        );
        assert_eq!(
            preview.suggested,
            [
                Some("id"),
                Some("first_name"),
                Some("last_name"),
                Some("club"),
                None
            ]
        );
        assert_eq!(preview.file.total, 6, "every data row counted");
        assert_eq!(
            preview.file.rows.len(),
            PREVIEW_ROWS,
            "the first rows shown"
        );
        assert_eq!(
            preview.file.rows[0],
            (
                2,
                ["7", "Jürgen", "Schäfer", "SC Kreuz", "0911"]
                    .map(String::from)
                    .to_vec()
            )
        );
    }

    #[test]
    fn issue_21_a_headerless_file_is_previewed_without_a_suggestion_and_stores_nothing() {
        let mut store = Store::open_in_memory().expect("store");
        let preview = preview_players(b"Anna,Weiss,SC Kreuz\nBernd,Vogel,\n").expect("preview");
        assert_eq!(preview.file.separator, ',');
        assert_eq!(preview.file.header, None);
        assert_eq!(preview.file.width, 3);
        assert_eq!(preview.suggested, [None, None, None], "no order is guessed");
        assert_eq!(preview.file.rows[0].0, 1, "the first row is data");
        assert!(registry(&store).is_empty(), "a preview stores nothing");
        let columns = ["first_name", "last_name", "club"].map(|c| Some(c.to_string()));
        let summary = import_players_mapped(
            &mut store,
            b"Anna,Weiss,SC Kreuz\nBernd,Vogel,\n",
            false,
            &columns,
        )
        .expect("imported");
        assert_eq!(summary.added, 2);
        assert_eq!(
            registry(&store),
            [
                (
                    "1".into(),
                    "Anna".into(),
                    "Weiss".into(),
                    Some("SC Kreuz".into())
                ),
                ("2".into(), "Bernd".into(), "Vogel".into(), None),
            ]
        );
    }

    #[test]
    fn issue_21_a_column_the_user_drops_is_left_out_and_the_header_is_not_a_player() {
        let mut store = Store::open_in_memory().expect("store");
        let csv = b"Nr;Vorname;Nachname;Telefon;Verein\n7;Anna;Weiss;0911;SC Kreuz\n";
        let columns = [
            Some("id"),
            Some("first_name"),
            Some("last_name"),
            None,
            Some("club"),
        ]
        .map(|c| c.map(String::from));
        import_players_mapped(&mut store, csv, true, &columns).expect("imported");
        assert_eq!(
            registry(&store),
            [(
                "7".into(),
                "Anna".into(),
                "Weiss".into(),
                Some("SC Kreuz".into())
            )]
        );
    }

    #[test]
    fn issue_21_a_mapping_is_checked_and_a_cell_beyond_it_is_still_refused() {
        let mut store = Store::open_in_memory().expect("store");
        let csv = b"Anna;Weiss;SC Kreuz\n";
        let map = |c: &[Option<&str>]| c.iter().map(|c| c.map(String::from)).collect::<Vec<_>>();
        let twice = map(&[Some("first_name"), Some("first_name"), None]);
        let refused = refusal(import_players_mapped(&mut store, csv, false, &twice).map(|_| ()));
        assert_eq!(refused.code, IMPORT_COLUMN_TWICE);
        let unknown = map(&[Some("first_name"), Some("last_name"), Some("telefon")]);
        let refused = refusal(import_players_mapped(&mut store, csv, false, &unknown).map(|_| ()));
        assert_eq!(refused.code, IMPORT_COLUMN_UNKNOWN);
        let no_last = map(&[Some("first_name"), None, None]);
        let refused = refusal(import_players_mapped(&mut store, csv, false, &no_last).map(|_| ()));
        assert_eq!(
            (refused.code, refused.field.as_deref()),
            (IMPORT_COLUMN_MISSING, Some("last_name"))
        );
        // Two columns mapped, the third neither mapped nor dropped: its cell is not lost silently.
        let short = map(&[Some("first_name"), Some("last_name")]);
        let errors = import_refusals(import_players_mapped(&mut store, csv, false, &short));
        assert_eq!(
            errors[0].1.code,
            super::super::csv_input::codes::IMPORT_ROW_TOO_LONG
        );
        assert!(registry(&store).is_empty(), "nothing stored");
    }

    /// RULES.md H-V1: `f`, `W`, `m`, `d`, blank → f, f, m, d, unknown; `x` refused.
    #[test]
    fn issue_22_vector_h_v1_reads_sex_as_rules_md_says() {
        let read: Vec<_> = ["f", "W", "m", "d", ""].into_iter().map(sex_of).collect();
        assert_eq!(
            read,
            [
                Ok(Some(Sex::F)),
                Ok(Some(Sex::F)),
                Ok(Some(Sex::M)),
                Ok(Some(Sex::D)),
                Ok(None)
            ]
        );
        for lower_or_upper in ["F", "w", "M", "D", " m "] {
            assert!(
                sex_of(lower_or_upper).is_ok_and(|s| s.is_some()),
                "{lower_or_upper:?}"
            );
        }
        for refused in ["x", "fw", "weiblich", "0", "-"] {
            let r = sex_of(refused).expect_err(refused);
            assert_eq!(
                (r.code, r.rule),
                (PLAYER_SEX_INVALID, Some("H.1.1")),
                "{refused:?}"
            );
        }
    }

    /// RULES.md H.1.2: four digits from 1900 to this year, blank unknown; nothing guessed.
    #[test]
    fn issue_22_a_birth_year_is_four_digits_up_to_this_year() {
        assert_eq!(birth_year_of("1900", 2026), Ok(Some(1900)));
        assert_eq!(birth_year_of(" 1960 ", 2026), Ok(Some(1960)));
        assert_eq!(birth_year_of("2026", 2026), Ok(Some(2026)));
        assert_eq!(birth_year_of("", 2026), Ok(None));
        for refused in [
            "1899", "2027", "85", "0985", "+960", "1960.0", "19600", "neunzehn",
        ] {
            let r = birth_year_of(refused, 2026).expect_err(refused);
            assert_eq!(
                (r.code, r.rule, &r.params["min"], &r.params["max"]),
                (
                    PLAYER_BIRTH_YEAR_INVALID,
                    Some("H.1.2"),
                    &Param::from(1900),
                    &Param::from(2026)
                ),
                "{refused:?}"
            );
        }
    }

    #[test]
    fn issue_22_the_import_reads_sex_and_birth_year_and_refuses_every_bad_cell() {
        let mut store = Store::open_in_memory().expect("store");
        let this_year = this_year();
        let csv = format!(
            "Nr;Vorname;Nachname;Geschlecht;Jahrgang\nP1;Anna;Weiss;w;1960\nP2;Bernd;Weber;x;1970\n\
             P3;Clara;Fischer;f;1899\nP4;Dora;Dill;;{}\nP5;Emil;Ernst;m;85\n",
            this_year + 1
        );
        let errors = import_refusals(import_players(&mut store, csv.as_bytes()));
        let found: Vec<_> = errors
            .iter()
            .map(|(line, r)| {
                (
                    *line,
                    r.code,
                    r.field.as_deref(),
                    r.value.as_deref(),
                    r.rule,
                )
            })
            .collect();
        let next_year = (this_year + 1).to_string();
        assert_eq!(
            found,
            [
                (3, PLAYER_SEX_INVALID, Some("sex"), Some("x"), Some("H.1.1")),
                (
                    4,
                    PLAYER_BIRTH_YEAR_INVALID,
                    Some("birth_year"),
                    Some("1899"),
                    Some("H.1.2")
                ),
                (
                    5,
                    PLAYER_BIRTH_YEAR_INVALID,
                    Some("birth_year"),
                    Some(next_year.as_str()),
                    Some("H.1.2")
                ),
                (
                    6,
                    PLAYER_BIRTH_YEAR_INVALID,
                    Some("birth_year"),
                    Some("85"),
                    Some("H.1.2")
                ),
            ]
        );
        assert!(registry(&store).is_empty(), "nothing stored");

        let good =
            "id,first_name,last_name,sex,birth_year\nP1,Anna,Weiss,W,1960\nP2,Bernd,Weber,,\n";
        import_players(&mut store, good.as_bytes()).expect("imported");
        let stored: Vec<_> = players::all(store.conn())
            .expect("players")
            .into_iter()
            .map(|p| (p.number.to_string(), p.sex, p.birth_year))
            .collect();
        assert_eq!(
            stored,
            [
                ("P2".into(), None, None),
                ("P1".into(), Some(Sex::F), Some(1960))
            ]
        );
    }

    #[test]
    fn issue_22_a_row_of_a_stored_player_never_changes_sex_or_birth_year() {
        let mut store = Store::open_in_memory().expect("store");
        let first = "id,first_name,last_name,sex,birth_year\nP1,Anna,Weiss,f,\n";
        import_players(&mut store, first.as_bytes()).expect("imported");
        let again = "id,first_name,last_name,sex,birth_year\nP1,Anna,Weiss,w,\nP1,Anna,Weiss,,\n";
        let errors = import_refusals(import_players(&mut store, again.as_bytes()));
        assert_eq!(
            errors[0].1.code, PLAYER_NUMBER_TWICE,
            "only the repeated number"
        );
        let same = "id,first_name,last_name,sex,birth_year\nP1,Anna,Weiss,w,\n";
        let summary = import_players(&mut store, same.as_bytes()).expect("the same player");
        assert_eq!((summary.added, summary.unchanged), (0, 1));
        let other = "id,first_name,last_name,sex,birth_year\nP1,Anna,Weiss,m,1960\n";
        let errors = import_refusals(import_players(&mut store, other.as_bytes()));
        let (line, r) = &errors[0];
        assert_eq!(
            (*line, r.code, r.field.as_deref()),
            (2, PLAYER_ATTRIBUTE_CHANGED, Some("sex"))
        );
        assert_eq!(
            i18n::row(Lang::En, *line, r),
            "line 2, column sex: \"m\": player P1 (Anna Weiss) has f in this column of the registry; nothing is overwritten (change it in the player form or with \"player update\")"
        );
        let year = "id,first_name,last_name,birth_year\nP1,Anna,Weiss,1960\n";
        let errors = import_refusals(import_players(&mut store, year.as_bytes()));
        assert_eq!(
            i18n::row(Lang::De, errors[0].0, &errors[0].1),
            "Zeile 2, Spalte Jahrgang: „1960“: Spieler P1 (Anna Weiss) hat in dieser Spalte im Spielerverzeichnis keine Angabe; es wird nichts überschrieben (im Spielerformular oder mit „player update“ ändern)"
        );
        let stored = players::all(store.conn()).expect("players");
        assert_eq!((stored[0].sex, stored[0].birth_year), (Some(Sex::F), None));
    }

    #[test]
    fn issue_22_the_form_sets_and_clears_sex_and_birth_year() {
        let mut store = Store::open_in_memory().expect("store");
        let mut anna = new("Anna", "Weiss", None);
        anna.sex = Some(Sex::F);
        anna.birth_year = Some(1960);
        let id = add_player(&mut store, anna.clone()).expect("added");
        let stored = players::get(store.conn(), id)
            .expect("read")
            .expect("stored");
        assert_eq!((stored.sex, stored.birth_year), (Some(Sex::F), Some(1960)));
        anna.sex = Some(Sex::D);
        anna.birth_year = None;
        edit_player(&mut store, id, anna).expect("changed");
        let stored = players::get(store.conn(), id)
            .expect("read")
            .expect("stored");
        assert_eq!((stored.sex, stored.birth_year), (Some(Sex::D), None));
    }

    #[test]
    fn issue_22_the_preview_maps_geschlecht_and_jahrgang_and_the_mapping_imports_them() {
        let csv = "Nr;Vorname;Nachname;Geschlecht;Jahrgang\nP1;Anna;Weiss;w;1960\n";
        let preview = preview_players(csv.as_bytes()).expect("preview");
        assert_eq!(
            preview.suggested,
            [
                Some("id"),
                Some("first_name"),
                Some("last_name"),
                Some("sex"),
                Some("birth_year")
            ]
        );
        assert!(preview.known.ends_with(&["sex", "birth_year"]), "offered");
        for (header, column) in [
            ("Gender", "sex"),
            ("Geburtsjahr", "birth_year"),
            ("birthyear", "birth_year"),
            ("Year of birth", "birth_year"),
        ] {
            assert_eq!(column_named(header, &COLUMNS), Some(column), "{header}");
        }
        let mut store = Store::open_in_memory().expect("store");
        let columns: Vec<Option<String>> = preview
            .suggested
            .iter()
            .map(|c| c.map(String::from))
            .collect();
        import_players_mapped(&mut store, csv.as_bytes(), true, &columns).expect("imported");
        let stored = players::all(store.conn()).expect("players");
        assert_eq!(
            (stored[0].sex, stored[0].birth_year),
            (Some(Sex::F), Some(1960))
        );
    }
}
