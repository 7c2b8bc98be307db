//! Leagues: the league, its scoring, and the tables and match reports computed for it.

use serde::Serialize;

use crate::events::EventId;
use crate::players::PlayerNo;

id_type! {
    /// A league's id.
    LeagueId
}

pub use skatblock_league::table::{Placing, ScoringUnit};

/// A stored league.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct League {
    /// Id.
    pub id: LeagueId,
    /// Name.
    pub name: String,
    /// The season year.
    pub season_year: u16,
    /// Series per match day.
    pub series_per_day: u16,
    /// What ranking points are awarded for.
    pub unit: ScoringUnit,
    /// How many places of each group are promoted.
    pub promote: u16,
    /// How many places of each group are relegated.
    pub relegate: u16,
}

id_type! {
    /// A team's id.
    TeamId
}

/// One line of a group's league table.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct TableRow {
    /// The group's name.
    pub group: String,
    /// Rank in the group; tied teams share it.
    pub rank: usize,
    /// The team's id (not in JSON and CSV).
    #[serde(skip)]
    pub team_id: TeamId,
    /// The team's name.
    pub team: String,
    /// The team's club, or "".
    pub club: String,
    /// Ranking points won (Wertungspunkte); may be halves.
    pub ranking_points: f64,
    /// Ranking points lost: per unit scored, (teams in the group − 1) minus the points won.
    pub ranking_points_against: f64,
    /// Game points (Spielpunkte): the sum of the team's players' series totals.
    pub game_points: i64,
    /// Series the team played.
    pub series_played: u32,
    /// Still tied on ranking and game points: a lot decides.
    pub lot_required: bool,
    /// Promotion or relegation place, if the league marks them (not in JSON and CSV).
    #[serde(skip)]
    pub placing: Option<Placing>,
}

/// The table after one match day (days up to this one counted).
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct DayTable {
    /// The match day.
    pub day: u16,
    /// The table, groups one after another.
    pub rows: Vec<TableRow>,
}

/// One player's series in a match report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct ReportPlayer {
    /// The player's number.
    pub player_id: PlayerNo,
    /// "First Last".
    pub name: String,
    /// The table the player sat at.
    pub table: u16,
    /// The player's series total.
    pub total: i64,
}

/// One team's series in a match report.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct ReportTeam {
    /// The team's name.
    pub team: String,
    /// The team's club.
    pub club: String,
    /// Whether the team played the series (a roster player has a result in it).
    pub played: bool,
    /// Its players with results, by table.
    pub players: Vec<ReportPlayer>,
    /// Game points of the series.
    pub game_points: i64,
    /// Ranking points of the series compared on its own.
    pub ranking_points: f64,
}

/// One series of a match report.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct ReportSeries {
    /// The series.
    pub series: u16,
    /// The group's teams.
    pub teams: Vec<ReportTeam>,
}

/// The record of one match day (Spielbericht): per series and team the players with their
/// series totals, the game points and ranking points; then the day's own table.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct MatchReport {
    /// The league's name.
    pub league: String,
    /// The group's name.
    pub group: String,
    /// The match day.
    pub day: u16,
    /// Its event.
    pub event: EventId,
    /// Series by series.
    pub series: Vec<ReportSeries>,
    /// The day alone, scored in the league's unit.
    pub totals: Vec<TableRow>,
}
