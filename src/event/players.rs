//! The player CSV import: `id,first_name,last_name,club[,membership_no,active]`, where `id`
//! is the club's player number (text: `P1000`, `0701023`), and the registry form.

use std::collections::HashMap;
use std::fmt;

use super::Result;
use super::csv_input::{CsvFile, CsvRow, ImportError, RowError};
use crate::store::players::{self, NewPlayer, Player, PlayerId, PlayerNo};
use crate::store::{Store, StoreError};

const COLUMNS: [&str; 6] = [
    "id",
    "first_name",
    "last_name",
    "club",
    "membership_no",
    "active",
];

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
/// name and club but different numbers (father and son), both imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportNotice {
    /// Line in the file, 1-based.
    pub line: u64,
    /// The column.
    pub column: String,
    /// The value as found.
    pub value: String,
    /// What was noticed; it names the other line or player.
    pub note: String,
}

impl fmt::Display for ImportNotice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {:?}: {}",
            self.line, self.column, self.value, self.note
        )
    }
}

/// Imports players, all or nothing. A row whose number is stored already must be equal to that
/// player ("unchanged"); one with other names or club is an error, never an overwrite. A number
/// twice in the file, or a membership number twice, is an error. Two rows with the same name
/// and club are two players when both have (different) numbers, with a notice naming both
/// lines; without a number to tell them apart they are an error. A row without a number gets
/// the next free one ([`PlayerNo::next_free`]), in file order.
///
/// # Errors
/// Every bad row, with line, column, value and reason.
pub fn import_players(store: &mut Store, csv: &[u8]) -> Result<ImportSummary> {
    let file = CsvFile::parse(csv, &COLUMNS, &COLUMNS[1..3])?;
    let existing = players::all(store.conn())?;
    let mut check = DuplicateCheck::new(&existing);
    let mut errors = Vec::new();
    let mut new = Vec::new();
    let mut summary = ImportSummary::default();
    for row in file.rows() {
        match parse_row(&row).and_then(|p| check.classify(&row, p)) {
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
        let number = next.take().ok_or_else(|| RowError {
            line: *line,
            column: "id".into(),
            value: String::new(),
            reason: "no free player number is left; give the player a number".into(),
        })?;
        next = PlayerNo::next_free([&number]);
        player.number = Some(number);
    }
    Ok(())
}

fn parse_row(row: &CsvRow<'_>) -> Result<(NewPlayer, bool), RowError> {
    let number = row.player_no("id")?;
    let text = |c: &str| Some(row.get(c).to_string()).filter(|s| !s.is_empty());
    let first_name =
        text("first_name").ok_or_else(|| row.error("first_name", "a player needs a first name"))?;
    let last_name =
        text("last_name").ok_or_else(|| row.error("last_name", "a player needs a last name"))?;
    let active = row.flag("active")?.unwrap_or(true);
    Ok((
        NewPlayer {
            number,
            first_name,
            last_name,
            club: text("club"),
            membership_no: text("membership_no"),
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

/// Someone with a given name and club: a stored player or an earlier row of the file.
struct Namesake {
    number: Option<PlayerNo>,
    /// `None` for a stored player.
    line: Option<u64>,
}

impl Namesake {
    fn describe(&self) -> String {
        match (&self.line, &self.number) {
            (Some(line), Some(n)) => format!("line {line} (number {n})"),
            (Some(line), None) => format!("line {line} (no number)"),
            (None, Some(n)) => format!("player {n} of the registry"),
            (None, None) => "a player of the registry".into(),
        }
    }
}

/// Who is already known, by number, membership number, and name with club.
struct DuplicateCheck<'a> {
    by_number: HashMap<&'a PlayerNo, &'a Player>,
    by_membership: HashMap<String, String>,
    by_name: HashMap<String, Vec<Namesake>>,
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

/// "Hans Müller (SC Kreuz)", to tell two players apart in a message.
fn described(first: &str, last: &str, club: Option<&str>) -> String {
    match club {
        Some(club) => format!("{first} {last} ({club})"),
        None => format!("{first} {last}"),
    }
}

impl<'a> DuplicateCheck<'a> {
    fn new(existing: &'a [Player]) -> Self {
        let mut by_name: HashMap<String, Vec<Namesake>> = HashMap::new();
        for p in existing {
            by_name
                .entry(name_key(&p.first_name, &p.last_name, p.club.as_deref()))
                .or_default()
                .push(Namesake {
                    number: Some(p.number.clone()),
                    line: None,
                });
        }
        DuplicateCheck {
            by_number: existing.iter().map(|p| (&p.number, p)).collect(),
            by_membership: existing
                .iter()
                .filter_map(|p| {
                    let who = format!("player {} ({})", p.number, p.name());
                    p.membership_no.clone().map(|m| (m, who))
                })
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
                return Err(row.error(
                    "id",
                    format!("number {number} appears twice in the file (also line {line})"),
                ));
            }
            if let Some(stored) = self.by_number.get(number) {
                return Self::compare(row, stored, &player);
            }
        }
        let membership = player.membership_no.as_ref().and_then(|m| {
            self.by_membership
                .insert(m.clone(), format!("line {}", row.line))
        });
        if let Some(other) = membership {
            return Err(row.error(
                "membership_no",
                format!("the same membership number as {other}"),
            ));
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
        let same = stored.first_name == player.first_name
            && stored.last_name == player.last_name
            && stored.club == player.club
            && (player.membership_no.is_none() || stored.membership_no == player.membership_no);
        if same {
            return Ok(Classified::Unchanged);
        }
        let stored_as = described(
            &stored.first_name,
            &stored.last_name,
            stored.club.as_deref(),
        );
        let file_says = described(
            &player.first_name,
            &player.last_name,
            player.club.as_deref(),
        );
        let file_says = match (&player.membership_no, &stored.membership_no) {
            (Some(m), other) if other.as_ref() != Some(m) => {
                format!("{file_says}, membership number {m}")
            }
            _ => file_says,
        };
        Err(row.error(
            "id",
            format!(
                "number {} belongs to {stored_as} in the registry; the file says {file_says}; nothing is overwritten",
                stored.number
            ),
        ))
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
            .find(|o| o.number.is_none() || player.number.is_none())
        {
            return Err(row.error(
                "last_name",
                format!(
                    "same name and club as {}; without two different numbers a duplicate is not merged silently",
                    other.describe()
                ),
            ));
        }
        let notices = others
            .iter()
            .map(|other| ImportNotice {
                line: row.line,
                column: "id".into(),
                value: row.get("id").into(),
                note: format!(
                    "{} has the same name and club as {}; both are imported as two players",
                    described(
                        &player.first_name,
                        &player.last_name,
                        player.club.as_deref()
                    ),
                    other.describe()
                ),
            })
            .collect();
        others.push(Namesake {
            number: player.number.clone(),
            line: Some(row.line),
        });
        Ok(notices)
    }
}

/// Adds one player by hand (a form); the same checks as the import. Without a number the
/// player gets the next free one.
///
/// # Errors
/// An empty name, a number that is taken, or a duplicate (same membership number, or same name
/// and club when no number tells the two apart).
pub fn add_player(store: &mut Store, player: NewPlayer) -> Result<PlayerId> {
    let player = checked(player)?;
    let existing = players::all(store.conn())?;
    if let Some(other) = duplicate_of(&existing, &player, None) {
        return Err(super::EventError::Invalid(other));
    }
    let tx = store.transaction()?;
    let id = players::insert(&tx, &player)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(id)
}

/// Changes a player's names, club and membership number, and the number when one is given.
///
/// # Errors
/// An unknown player, an empty name, a number that is taken, or a duplicate of another player
/// (a new name and club that another player has).
pub fn edit_player(store: &mut Store, id: PlayerId, player: NewPlayer) -> Result<()> {
    let player = checked(player)?;
    let existing = players::all(store.conn())?;
    let Some(stored) = existing.iter().find(|p| p.id == id) else {
        return Err(StoreError::NotFound {
            entity: "player",
            id: format!("with internal id {}", id.0),
        }
        .into());
    };
    if let Some(other) = duplicate_of(&existing, &player, Some(stored)) {
        return Err(super::EventError::Invalid(other));
    }
    let tx = store.transaction()?;
    players::update(&tx, id, &player)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// The registry's player with this number: what a CLI argument or a form names.
///
/// # Errors
/// Not a player number, or no player has it.
pub fn player_by_number(store: &Store, number: &str) -> Result<Player> {
    let number = PlayerNo::new(number.trim())
        .map_err(|e| super::EventError::Invalid(format!("player = {e}")))?;
    players::by_number(store.conn(), &number)?.ok_or_else(|| {
        StoreError::NotFound {
            entity: "player",
            id: number.to_string(),
        }
        .into()
    })
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
    };
    for (field, value) in [("first_name", &p.first_name), ("last_name", &p.last_name)] {
        if value.is_empty() {
            return Err(super::EventError::Invalid(format!(
                "{field} = \"\": a player needs a first and a last name"
            )));
        }
    }
    Ok(p)
}

/// A message if `player` duplicates someone other than `editing` (the stored player being
/// changed, if any). Two players may share name and club when numbers tell them apart (father
/// and son): a new player with a number of its own, or an edit that keeps name and club.
fn duplicate_of(
    existing: &[Player],
    player: &NewPlayer,
    editing: Option<&Player>,
) -> Option<String> {
    let key = name_key(
        &player.first_name,
        &player.last_name,
        player.club.as_deref(),
    );
    let namesakes_allowed = match editing {
        Some(stored) => {
            name_key(
                &stored.first_name,
                &stored.last_name,
                stored.club.as_deref(),
            ) == key
        }
        None => player.number.is_some(),
    };
    let others = existing
        .iter()
        .filter(|p| Some(p.id) != editing.map(|e| e.id));
    others.into_iter().find_map(|p| {
        if player.number.as_ref() == Some(&p.number) {
            Some(format!("number = \"{}\": already the number of {}", p.number, p.name()))
        } else if player.membership_no.is_some() && p.membership_no == player.membership_no {
            let number = player.membership_no.as_deref().unwrap_or_default();
            Some(format!("membership_no = \"{number}\": already the number of player {} ({})", p.number, p.name()))
        } else if !namesakes_allowed && name_key(&p.first_name, &p.last_name, p.club.as_deref()) == key {
            Some(format!("last_name = \"{}\": same name and club as player {} ({}); a duplicate is not merged silently", player.last_name, p.number, p.name()))
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new(first: &str, last: &str, club: Option<&str>) -> NewPlayer {
        NewPlayer {
            number: None,
            first_name: first.into(),
            last_name: last.into(),
            club: club.map(Into::into),
            membership_no: None,
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
        let err = add_player(&mut store, new("anna", "müller", Some("sc kreuz")))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("same name and club as player 1 (Anna Müller)"),
            "{err}"
        );
        let err = add_player(&mut store, new("", "Schulz", None))
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            "first_name = \"\": a player needs a first and a last name"
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
        let err = edit_player(
            &mut store,
            bernd,
            new("Anna", "Müller-Lüdenscheidt", Some("SC Kreuz")),
        )
        .unwrap_err();
        assert!(
            err.to_string().contains("same name and club as player 1"),
            "{err}"
        );
        let err = edit_player(&mut store, PlayerId(99), new("X", "Y", None)).unwrap_err();
        assert_eq!(err.to_string(), "player with internal id 99 does not exist");
    }
}
