//! Seasons: their settings, and the standings computed over their events.

use serde::{Deserialize, Serialize};

use crate::events::EventId;
use crate::players::{PlayerId, PlayerNo};

id_type! {
    /// A season's id.
    SeasonId
}

/// What a season ranks by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum Ranking {
    /// The sum of the counted series totals.
    #[default]
    Total,
    /// The sum divided by the number of counted series.
    Average,
}

impl Ranking {
    /// The stored name.
    pub const fn name(self) -> &'static str {
        match self {
            Ranking::Total => "total",
            Ranking::Average => "average",
        }
    }
}

/// A season's settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct SeasonSettings {
    /// Name, e.g. "Vereinsmeisterschaft 2026".
    pub name: String,
    /// Only the best N series count (*Streichergebnisse*); `None`: all.
    pub best: Option<u16>,
    /// Series a player must have played to be ranked (0: everybody is ranked).
    pub min_series: u16,
    /// Ranking by total or by average per counted series.
    pub ranking: Ranking,
}

/// A stored season.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Season {
    /// Id.
    pub id: SeasonId,
    /// Its settings.
    #[serde(flatten)]
    pub settings: SeasonSettings,
}

/// One series of a player's season.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct SeriesResult {
    /// The event.
    pub event: EventId,
    /// The series of the event.
    pub series: u16,
    /// The series total (extended Seeger-Fabian, or the totals-only result).
    pub total: i64,
    /// The event's date, which orders the series.
    #[serde(skip)]
    #[ts(skip)]
    pub date: chrono::NaiveDate,
    /// Own games won in the series.
    #[serde(skip)]
    #[ts(skip)]
    pub won: u32,
    /// Own games lost in the series.
    #[serde(skip)]
    #[ts(skip)]
    pub lost: u32,
}

/// One line of a season's ranking.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct SeasonRow {
    /// Rank; `None` for a player below the minimum of series.
    pub rank: Option<usize>,
    /// The internal key (not in JSON: files name players by number).
    #[serde(skip)]
    #[ts(skip)]
    pub player: PlayerId,
    /// The player's number.
    pub player_id: PlayerNo,
    /// "First Last".
    pub name: String,
    /// Club, or "".
    pub club: String,
    /// Series played.
    pub played: u32,
    /// Sum of the counted series totals.
    pub total: i64,
    /// Total per counted series, to two decimals.
    pub average: f64,
    /// The series that count, by date.
    pub counted: Vec<SeriesResult>,
    /// The series dropped by "best N", by date.
    pub dropped: Vec<SeriesResult>,
    /// Whether the player has the minimum of series and is ranked.
    pub ranked: bool,
    /// Still tied after every tie-break: the organiser draws a lot.
    pub lot_required: bool,
    /// Own games won over the counted series.
    #[serde(skip)]
    #[ts(skip)]
    pub won: u32,
    /// Own games lost over the counted series.
    #[serde(skip)]
    #[ts(skip)]
    pub lost: u32,
}

/// An event of a season, as the season's screens and lists name it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct SeasonEvent {
    /// Id.
    pub id: EventId,
    /// Name.
    pub name: String,
    /// Date.
    #[ts(type = "string")]
    pub date: chrono::NaiveDate,
    /// Number of series.
    pub series_count: u16,
}

/// A season with its events and its ranking.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct SeasonStandings {
    /// The season.
    pub season: Season,
    /// Its events, by date.
    pub events: Vec<SeasonEvent>,
    /// Ranked players first, then those below the minimum of series.
    pub rows: Vec<SeasonRow>,
}
