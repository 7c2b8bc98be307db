//! The player CSV import: `id,first_name,last_name,club[,membership_no,active]`.

use std::collections::HashMap;

use super::Result;
use super::csv_input::{CsvFile, CsvRow, ImportError, RowError};
use crate::store::players::{self, NewPlayer, Player, PlayerId};
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ImportSummary {
    /// Rows written.
    pub added: usize,
    /// Rows equal to what was already stored (a repeated import).
    pub unchanged: usize,
}

/// Imports players, all or nothing. A row equal to a stored player is left as it is; a row
/// that would overwrite a different player, or duplicates one (same membership number, or
/// same name and club), is an error.
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
            Ok(Some(player)) => new.push(player),
            Ok(None) => summary.unchanged += 1,
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(ImportError { errors }.into());
    }
    let tx = store.transaction()?;
    for (player, active) in &new {
        let id = players::insert(&tx, player)?;
        if !active {
            players::set_active(&tx, id, false)?;
        }
    }
    tx.commit().map_err(StoreError::from)?;
    summary.added = new.len();
    Ok(summary)
}

fn parse_row(row: &CsvRow<'_>) -> Result<(NewPlayer, bool), RowError> {
    let id = row.int("id", 1..=i64::from(i32::MAX))?.map(PlayerId);
    let text = |c: &str| Some(row.get(c).to_string()).filter(|s| !s.is_empty());
    let first_name =
        text("first_name").ok_or_else(|| row.error("first_name", "a player needs a first name"))?;
    let last_name =
        text("last_name").ok_or_else(|| row.error("last_name", "a player needs a last name"))?;
    let active = row.flag("active")?.unwrap_or(true);
    Ok((
        NewPlayer {
            id,
            first_name,
            last_name,
            club: text("club"),
            membership_no: text("membership_no"),
        },
        active,
    ))
}

/// Who is already known, by id, membership number, and name with club.
struct DuplicateCheck<'a> {
    by_id: HashMap<PlayerId, &'a Player>,
    by_membership: HashMap<String, String>,
    by_name: HashMap<String, String>,
    file_ids: HashMap<PlayerId, u64>,
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
        let who = |p: &Player| format!("player {} ({})", p.id, p.name());
        DuplicateCheck {
            by_id: existing.iter().map(|p| (p.id, p)).collect(),
            by_membership: existing
                .iter()
                .filter_map(|p| p.membership_no.clone().map(|m| (m, who(p))))
                .collect(),
            by_name: existing
                .iter()
                .map(|p| {
                    (
                        name_key(&p.first_name, &p.last_name, p.club.as_deref()),
                        who(p),
                    )
                })
                .collect(),
            file_ids: HashMap::new(),
        }
    }

    /// `Ok(None)` for a row equal to a stored player; `Ok(Some)` for a new one.
    fn classify(
        &mut self,
        row: &CsvRow<'_>,
        (player, active): (NewPlayer, bool),
    ) -> Result<Option<(NewPlayer, bool)>, RowError> {
        if let Some(id) = player.id {
            if let Some(line) = self.file_ids.insert(id, row.line) {
                return Err(row.error(
                    "id",
                    format!("id {id} appears twice in the file (also line {line})"),
                ));
            }
            if let Some(stored) = self.by_id.get(&id) {
                let same = stored.first_name == player.first_name
                    && stored.last_name == player.last_name
                    && stored.club == player.club
                    && (player.membership_no.is_none()
                        || stored.membership_no == player.membership_no);
                return if same {
                    Ok(None)
                } else {
                    Err(row.error(
                        "id",
                        format!(
                            "id {id} already belongs to {}; not overwritten",
                            stored.name()
                        ),
                    ))
                };
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
        let key = name_key(
            &player.first_name,
            &player.last_name,
            player.club.as_deref(),
        );
        if let Some(other) = self.by_name.insert(key, format!("line {}", row.line)) {
            return Err(row.error(
                "last_name",
                format!("same name and club as {other}; a duplicate is not merged silently"),
            ));
        }
        Ok(Some((player, active)))
    }
}

/// Adds one player by hand (a form); the same checks as the import.
///
/// # Errors
/// An empty name, or a duplicate (same membership number, or same name and club).
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

/// Changes a player's names, club and membership number.
///
/// # Errors
/// An unknown player, an empty name, or a duplicate of another player.
pub fn edit_player(store: &mut Store, id: PlayerId, player: NewPlayer) -> Result<()> {
    let player = checked(NewPlayer {
        id: Some(id),
        ..player
    })?;
    let existing = players::all(store.conn())?;
    if !existing.iter().any(|p| p.id == id) {
        return Err(StoreError::NotFound {
            entity: "player",
            id: id.to_string(),
        }
        .into());
    }
    if let Some(other) = duplicate_of(&existing, &player, Some(id)) {
        return Err(super::EventError::Invalid(other));
    }
    let tx = store.transaction()?;
    players::update(&tx, id, &player)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// Trims the fields; empty names are refused, empty club and number become none.
fn checked(player: NewPlayer) -> Result<NewPlayer> {
    let trim = |s: String| s.trim().to_string();
    let optional = |s: Option<String>| s.map(trim).filter(|s| !s.is_empty());
    let p = NewPlayer {
        id: player.id,
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

/// A message if `player` duplicates someone other than `except`.
fn duplicate_of(
    existing: &[Player],
    player: &NewPlayer,
    except: Option<PlayerId>,
) -> Option<String> {
    let key = name_key(
        &player.first_name,
        &player.last_name,
        player.club.as_deref(),
    );
    existing.iter().filter(|p| Some(p.id) != except).find_map(|p| {
        if player.membership_no.is_some() && p.membership_no == player.membership_no {
            let number = player.membership_no.as_deref().unwrap_or_default();
            Some(format!("membership_no = \"{number}\": already the number of player {} ({})", p.id, p.name()))
        } else if name_key(&p.first_name, &p.last_name, p.club.as_deref()) == key {
            Some(format!("last_name = \"{}\": same name and club as player {} ({}); a duplicate is not merged silently", player.last_name, p.id, p.name()))
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
            id: None,
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
        assert_eq!(err.to_string(), "player 99 does not exist");
    }
}
