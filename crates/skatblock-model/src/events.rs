//! Events: a tournament (*Turnier*, *Preisskat*) or a club evening (*Skatabend*), with its
//! rules and series.

use serde::Serialize;

use skatblock_rules::Rules;

id_type! {
    /// An event's id.
    EventId
}

/// Tournament or club evening.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// *Turnier* / *Preisskat*.
    Tournament,
    /// *Skatabend*.
    ClubEvening,
}

impl EventKind {
    /// The stored name.
    pub const fn name(self) -> &'static str {
        match self {
            EventKind::Tournament => "tournament",
            EventKind::ClubEvening => "club_evening",
        }
    }

    /// The kind of a stored name; an unknown one is a tournament.
    pub fn parse(s: &str) -> EventKind {
        match s {
            "club_evening" => EventKind::ClubEvening,
            _ => EventKind::Tournament,
        }
    }
}

/// Whether a draw fills 4-tables or 3-tables first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum TablePreference {
    /// As many 4-tables as possible (the usual).
    Four,
    /// As many 3-tables as possible.
    Three,
}

impl TablePreference {
    /// The stored name.
    pub const fn name(self) -> &'static str {
        match self {
            TablePreference::Four => "four",
            TablePreference::Three => "three",
        }
    }
}

/// A new event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEvent {
    /// Name.
    pub name: String,
    /// Kind.
    pub kind: EventKind,
    /// Date, `YYYY-MM-DD`.
    pub date: chrono::NaiveDate,
    /// Venue.
    pub venue: String,
    /// Number of series.
    pub series_count: u16,
    /// Table preference of draws.
    pub table_preference: TablePreference,
    /// Ruleset and series lengths.
    pub rules: Rules,
}

/// A stored event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Event {
    /// Id.
    pub id: EventId,
    /// Name.
    pub name: String,
    /// Kind.
    pub kind: EventKind,
    /// Date.
    #[ts(type = "string")]
    pub date: chrono::NaiveDate,
    /// Venue.
    pub venue: String,
    /// Number of series.
    pub series_count: u16,
    /// Table preference of draws.
    pub table_preference: TablePreference,
    /// Ruleset and series lengths.
    pub rules: Rules,
}
