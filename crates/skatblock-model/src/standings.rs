//! The standings of an event or of one series, and the list checks that failed.

use serde::Serialize;

use skatblock_rules::Refusal;

use crate::players::{PlayerId, PlayerNo};

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct StandingRow {
    /// Rank; tied players share it. `None` for a player without a result yet (no list of
    /// theirs has games or totals): listed after the ranked players, by name, never a lot.
    pub rank: Option<usize>,
    /// The internal key (not in JSON and CSV: files name players by number).
    #[serde(skip)]
    pub player: PlayerId,
    /// The player's number, as the files name the player.
    pub player_id: PlayerNo,
    /// "First Last".
    pub name: String,
    /// Club, or "" if none.
    pub club: String,
    /// Game points: the sum of the player's own game values.
    pub points: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost.
    pub lost: u32,
    /// Games the others lost at the player's tables (for which the bonus is due).
    pub opponents_lost: u32,
    /// Tournament points (extended Seeger-Fabian).
    pub total: i64,
    /// Still tied after every tie-break: the organiser draws a lot (B.3.1).
    pub lot_required: bool,
}

/// A list check that failed at one table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct TableFinding {
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// What is wrong, coded (a `finding.*` list check, or `standings.*`).
    pub finding: Refusal,
}

/// How far the lists of one series are: standings are provisional until every list of every
/// series they count is complete.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct SeriesProgress {
    /// Series.
    pub series: u16,
    /// Tables seated (0 before the series' draw).
    pub tables: u16,
    /// Tables whose list is complete: every game of the series entered, the totals of every
    /// seat entered, or the list signed at the table.
    pub complete: u16,
}

impl SeriesProgress {
    /// Every list of the series is complete (a series not drawn yet is not).
    pub fn is_complete(&self) -> bool {
        self.tables > 0 && self.complete >= self.tables
    }
}

/// The standings of an event or of one series.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Standings {
    /// The series, or `None` for the whole event.
    pub series: Option<u16>,
    /// Ranked players, then those without a result yet (unranked).
    pub rows: Vec<StandingRow>,
    /// List checks that failed (B.4), by series and table.
    pub findings: Vec<TableFinding>,
    /// The progress of every series counted, in order.
    pub progress: Vec<SeriesProgress>,
}

impl Standings {
    /// The first series counted whose lists are not all complete: while there is one, the
    /// standings are provisional and say so.
    pub fn provisional(&self) -> Option<&SeriesProgress> {
        self.progress.iter().find(|p| !p.is_complete())
    }
}
