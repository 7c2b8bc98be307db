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
    let file = CsvFile::parse(csv, &COLUMNS, 3)?;
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
