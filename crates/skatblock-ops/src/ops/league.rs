//! The operations of leagues (issue 10): the app's Liga screen and the CLI.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::Result;
use crate::league::{
    self, DayTable, GroupTeams, League, LeagueId, MatchReport, Matchday, NewLeague, Placing, Role,
    TableRow, TeamsImport,
};
use crate::rules::Refusal;
use crate::store::{EventId, Store};

/// `league_view`: a league, and the match day the table is shown after.
#[derive(Debug, Deserialize, TS)]
pub struct LeagueInput {
    /// The league.
    pub league: LeagueId,
    /// The table after this match day (included); `None`: after every day entered so far.
    pub after_day: Option<u16>,
}

/// A league as the Liga screen shows it.
#[derive(Debug, Serialize, TS)]
pub struct LeagueView {
    /// Its settings.
    pub league: League,
    /// Groups with their teams and rosters.
    pub groups: Vec<GroupTeams>,
    /// Every match day created, by group and day.
    pub matchdays: Vec<Matchday>,
    /// The table (groups one after another), after `after_day`.
    pub table: Vec<TableRow>,
    /// Promotion and relegation marks, row by row of `table`.
    pub placings: Vec<Option<Placing>>,
    /// The table after each match day, for the history.
    pub history: Vec<DayTable>,
    /// The schedule pulled from the association (`sync pull`), by group and day; empty for a
    /// league made here.
    pub schedule: Vec<ScheduledDay>,
}

/// A match day of the schedule pulled from the association.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ScheduledDay {
    /// The group.
    pub group: String,
    /// The day, 1-based.
    pub day: u16,
    /// Its date, YYYY-MM-DD.
    pub date: String,
    /// The hosting team.
    pub host_team: String,
}

/// `create_matchday`: a group's match day.
#[derive(Debug, Deserialize, TS)]
pub struct MatchdayInput {
    /// The league.
    pub league: LeagueId,
    /// The group's name.
    pub group: String,
    /// The day, 1-based.
    pub day: u16,
    /// Its date, YYYY-MM-DD.
    pub date: String,
    /// Its venue.
    pub venue: String,
}

/// One roster line of a team as the app edits it.
#[derive(Debug, Deserialize, TS)]
pub struct RosterLine {
    /// The player's number.
    pub player_id: String,
    /// Regular player or substitute.
    pub role: Role,
}

/// `save_team`: a team's group, club and whole roster.
#[derive(Debug, Deserialize, TS)]
pub struct TeamInput {
    /// The league.
    pub league: LeagueId,
    /// The group's name.
    pub group: String,
    /// The team's name (a new name adds a team).
    pub team: String,
    /// Its club.
    pub club: String,
    /// Its roster, in order.
    pub players: Vec<RosterLine>,
}

/// `set_lineup`: a team's line-up for one series of a match day.
#[derive(Debug, Deserialize, TS)]
pub struct LineupInput {
    /// The match day's event.
    pub event: EventId,
    /// The series.
    pub series: u16,
    /// The team's name.
    pub team: String,
    /// 3 or 4 roster players by number (empty with `absent`).
    pub players: Vec<String>,
    /// The team does not play the series.
    pub absent: bool,
}

/// `match_report`: a match day's event.
#[derive(Debug, Deserialize, TS)]
pub struct MatchReportInput {
    /// The event.
    pub event: EventId,
}

/// Every league, newest first.
///
/// # Errors
/// Store errors.
pub fn list_leagues(store: &Store) -> Result<Vec<League>> {
    Ok(league::list_leagues(store)?)
}

/// Creates a league.
///
/// # Errors
/// An empty name; a season year or series count out of range.
pub fn create_league(store: &mut Store, input: NewLeague) -> Result<League> {
    let id = league::create_league(store, &input)?;
    Ok(league::get_league(store, id)?)
}

/// A league with its groups, teams, match days, table and history.
///
/// # Errors
/// An unknown league.
pub fn league_view(store: &Store, input: LeagueInput) -> Result<LeagueView> {
    let table = league::league_table(store, input.league, None, input.after_day)?;
    Ok(LeagueView {
        league: league::get_league(store, input.league)?,
        groups: league::teams(store, input.league)?,
        matchdays: league::matchdays(store, input.league)?,
        placings: table.iter().map(|r| r.placing).collect(),
        table,
        history: league::table_history(store, input.league, None)?,
        schedule: crate::store::sync::schedule(store.conn(), input.league)?
            .into_iter()
            .map(|r| ScheduledDay {
                group: r.group,
                day: r.day,
                date: r.date,
                host_team: r.host_team,
            })
            .collect(),
    })
}

/// `league_table`: a league's table, of one group or all, after a match day.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct LeagueTableInput {
    /// The league.
    pub league: LeagueId,
    /// One group only; every group one after another when missing.
    pub group: Option<String>,
    /// The table after this match day (included); `None`: after every day entered so far.
    pub after_day: Option<u16>,
}

/// A league's table with the league's settings (the CLI's `league table`).
#[derive(Debug, Serialize, TS)]
pub struct LeagueTable {
    /// Its settings.
    pub league: League,
    /// The table's rows.
    pub rows: Vec<TableRow>,
}

/// A league's table, of one group or all, after a match day.
///
/// # Errors
/// An unknown league or group.
pub fn league_table(store: &Store, input: LeagueTableInput) -> Result<LeagueTable> {
    let league = league::get_league(store, input.league)?;
    let group = input.group.as_deref();
    let rows = league::league_table(store, league.id, group, input.after_day)?;
    Ok(LeagueTable { league, rows })
}

/// Imports a teams file (`group,team,club,player_id,role`), all or nothing.
///
/// # Errors
/// Every bad row, by line.
pub fn import_teams(store: &mut Store, league: LeagueId, csv: &[u8]) -> Result<TeamsImport> {
    Ok(league::import_teams(store, league, csv)?)
}

/// Saves one team's group, club and roster with the checks of a teams file (the form's lines
/// are its rows).
///
/// # Errors
/// As [`import_teams`].
pub fn save_team(store: &mut Store, input: TeamInput) -> Result<TeamsImport> {
    // Writing CSV into memory cannot fail.
    let mut csv = csv::Writer::from_writer(Vec::new());
    let header = ["group", "team", "club", "player_id", "role"];
    csv.write_record(header).expect("CSV in memory");
    for line in &input.players {
        let role = match line.role {
            Role::Regular => "regular",
            Role::Substitute => "substitute",
        };
        let row = [
            input.group.as_str(),
            input.team.as_str(),
            input.club.as_str(),
            line.player_id.as_str(),
            role,
        ];
        csv.write_record(row).expect("CSV in memory");
    }
    let bytes = csv.into_inner().expect("CSV in memory");
    import_teams(store, input.league, &bytes)
}

/// Creates a group's match day as an event with the rosters registered. Without a date, the
/// league's schedule pulled from the association gives it (and the host team as the venue,
/// when none is given).
///
/// # Errors
/// An unknown league or group; a day already created; a date that is not YYYY-MM-DD; no date
/// and no such day in the pulled schedule.
pub fn create_matchday(store: &mut Store, input: MatchdayInput) -> Result<Matchday> {
    let (date, venue) = match input.date.trim() {
        "" => scheduled(store, &input)?,
        date => (date.to_string(), input.venue.trim().to_string()),
    };
    let date = chrono::NaiveDate::parse_from_str(&date, "%Y-%m-%d").map_err(|_| {
        Refusal::new(crate::event::codes::EVENT_DATE_INVALID)
            .field("date")
            .value(format!("{date:?}"))
    })?;
    let event =
        league::create_matchday(store, input.league, &input.group, input.day, date, &venue)?;
    Ok(Matchday {
        group: input.group,
        day: input.day,
        event,
    })
}

/// The date and venue of a match day from the league's pulled schedule (the venue as given,
/// else the host team); the group as the league names it, letters A–Z in either case.
///
/// # Errors
/// An unknown league or group; no such day in the schedule.
fn scheduled(store: &Store, input: &MatchdayInput) -> Result<(String, String)> {
    let league = league::get_league(store, input.league)?;
    let (_, group) = league::group_named(store.conn(), &league, &input.group)?;
    let row = crate::store::sync::schedule(store.conn(), input.league)?
        .into_iter()
        .find(|r| r.group.eq_ignore_ascii_case(&group) && r.day == input.day)
        .ok_or_else(|| {
            Refusal::new(crate::league::codes::LEAGUE_MATCHDAY_UNSCHEDULED)
                .field("date")
                .param("group", group.as_str())
                .param("day", input.day)
        })?;
    let venue = match input.venue.trim() {
        "" => row.host_team,
        venue => venue.to_string(),
    };
    Ok((row.date, venue))
}

/// Sets a team's line-up (or absence) for one series of a match day.
///
/// # Errors
/// Not a match day; a team not in its group; other than 3 or 4 roster players; a series
/// already scored.
pub fn set_lineup(store: &mut Store, input: LineupInput) -> Result<()> {
    Ok(league::set_lineup(
        store,
        input.event,
        input.series,
        &input.team,
        &input.players,
        input.absent,
    )?)
}

/// Every series' line-up of every team of a match day (chosen, or the regular players).
///
/// # Errors
/// An event that is not a match day.
pub fn lineups(store: &Store, input: MatchReportInput) -> Result<Vec<league::Lineup>> {
    Ok(league::lineups(store, input.event)?)
}

/// The match report of a match day.
///
/// # Errors
/// An event that is not a match day.
pub fn match_report(store: &Store, input: MatchReportInput) -> Result<MatchReport> {
    Ok(league::match_report(store, input.event)?)
}
