//! Leagues (RULES.md B.6): a season's groups (Staffeln) of teams with their rosters, the match
//! days of each group (each an ordinary event), the captains' line-ups, and the league table
//! with its ranking points (Wertungspunkte) and game points (Spielpunkte).
//!
//! Logic over `store` and `event`: no SQL here, and `event` knows nothing of this module (a
//! league draw reads its line-ups through `store::leagues`). Every change is one transaction;
//! the teams import checks all its rows first and writes nothing if one is bad.

mod table;
pub(crate) mod teams;

pub use table::{
    CSV_COLUMNS, DayTable, MatchReport, Placing, ReportPlayer, ReportSeries, ReportTeam, TableRow,
    league_table, match_report, table_history,
};
pub use teams::{GroupTeams, RosterPlayer, TeamRoster, TeamsImport, import_teams, teams};

use crate::store::Connection;
use serde::Serialize;

use crate::event::{EventError, Result};
use crate::rules::Refusal;
use crate::store::leagues::{self as stored, GroupId, MatchdayRow, TeamRow};
pub use crate::store::leagues::{League, LeagueId, NewLeague, Role, ScoringUnit, TeamId};
use crate::store::results::Scope;
use crate::store::{EventId, EventKind, NewEvent, PlayerId, Store, StoreError, TablePreference};

/// The codes of league refusals. Players are named by their number (param `player`), teams
/// and groups by name.
pub mod codes {
    crate::rules::codes! {
        /// A league without a name.
        LEAGUE_NAME_MISSING = "league.name.missing";
        /// A season year outside 1900..=9999.
        LEAGUE_SEASON_RANGE = "league.season.range";
        /// Series per match day outside 1..=99.
        LEAGUE_SERIES_RANGE = "league.series.range";
        /// An unknown league id; param `league`.
        LEAGUE_UNKNOWN = "league.unknown";
        /// A group the league does not have; params `group`, `league`.
        LEAGUE_GROUP_UNKNOWN = "league.group.unknown";
        /// A team the group does not have; params `team`, `group`.
        LEAGUE_TEAM_UNKNOWN = "league.team.unknown";
        /// A roster row naming a player not in the registry; param `player`.
        LEAGUE_PLAYER_UNKNOWN = "league.player.unknown";
        /// A player twice on one team's roster; params `player`, `team`, `other_line`.
        LEAGUE_PLAYER_TWICE = "league.player.twice";
        /// A player on two teams of one league; params `player`, `team`, `other_team`
        /// (B.6.1).
        LEAGUE_PLAYER_TWO_TEAMS = "league.player.two-teams";
        /// A team named in two groups of one file; params `team`, `other_group`,
        /// `other_line`.
        LEAGUE_TEAM_TWO_GROUPS = "league.team.two-groups";
        /// A team moved to another group after it played a match day in its group; params
        /// `team`, `group`.
        LEAGUE_TEAM_MOVED = "league.team.moved";
        /// Rows of one team with two clubs; params `team`, `other_club`, `other_line`.
        LEAGUE_TEAM_TWO_CLUBS = "league.team.two-clubs";
        /// A match day number below 1.
        LEAGUE_DAY_RANGE = "league.day.range";
        /// A match day the group has already; params `group`, `day`, `event`.
        LEAGUE_MATCHDAY_EXISTS = "league.matchday.exists";
        /// A match day without a date that the league's pulled schedule does not have either;
        /// params `group`, `day`.
        LEAGUE_MATCHDAY_UNSCHEDULED = "league.matchday.unscheduled";
        /// A line-up for an event that is no match day; param `event`.
        LEAGUE_EVENT_NOT_MATCHDAY = "league.event.not-matchday";
        /// A line-up of other than 3 or 4 players; params `team`, `count` (B.6.1).
        LEAGUE_LINEUP_SIZE = "league.lineup.size";
        /// A line-up naming a player not on the team's roster; params `player`, `team`.
        LEAGUE_LINEUP_NOT_ON_TEAM = "league.lineup.not-on-team";
        /// A line-up naming a player twice; params `player`, `team`.
        LEAGUE_LINEUP_TWICE = "league.lineup.twice";
    }
    pub use skatblock_league::roster::codes::{LEAGUE_ROLE_INVALID, LEAGUE_TEAM_SHORT};
}

use codes::*;

/// A team's players for one series of a match day, as the line-up form shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Lineup {
    /// The series.
    pub series: u16,
    /// The team's name.
    pub team: String,
    /// Its players' numbers (none when absent).
    pub players: Vec<String>,
    /// The team does not play the series.
    pub absent: bool,
    /// The captain chose the line-up (else it is the first 4 regular players).
    pub chosen: bool,
}

/// Every series' line-up of every team of a match day.
///
/// # Errors
/// An event that is no match day.
pub fn lineups(store: &Store, event: EventId) -> Result<Vec<Lineup>> {
    let conn = store.conn();
    let day = matchday_of(conn, event)?;
    let ev = crate::store::events::get(conn, event)?;
    let teams = stored::teams(conn, day.league)?;
    let numbers = crate::store::players::numbers(conn)?;
    let mut all = Vec::new();
    for series in 1..=ev.series_count {
        for f in stored::fielded(conn, event, series)?.unwrap_or_default() {
            let team = teams.iter().find(|t| t.id == f.team);
            all.push(Lineup {
                series,
                team: team.map(|t| t.name.clone()).unwrap_or_default(),
                players: f
                    .players
                    .iter()
                    .filter_map(|p| numbers.get(p).map(ToString::to_string))
                    .collect(),
                absent: f.chosen && f.players.is_empty(),
                chosen: f.chosen,
            });
        }
    }
    Ok(all)
}

/// A match day of a group, as the app lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Matchday {
    /// The group's name.
    pub group: String,
    /// The day, 1-based.
    pub day: u16,
    /// The event of the day.
    pub event: EventId,
}

/// The checks of a new league's settings.
///
/// # Errors
/// An empty name, a season year outside 1900..=9999, series per day outside 1..=99.
pub fn check_league(league: &NewLeague) -> Result<()> {
    if league.name.trim().is_empty() {
        return Err(Refusal::new(LEAGUE_NAME_MISSING)
            .field("name")
            .value("\"\"")
            .into());
    }
    if !(1900..=9999).contains(&league.season_year) {
        return Err(Refusal::new(LEAGUE_SEASON_RANGE)
            .field("season")
            .value(league.season_year)
            .into());
    }
    if !(1..=99).contains(&league.series_per_day) {
        return Err(Refusal::new(LEAGUE_SERIES_RANGE)
            .field("series_per_day")
            .value(league.series_per_day)
            .into());
    }
    Ok(())
}

/// Creates a league; returns its id.
///
/// # Errors
/// The checks of [`check_league`].
///
/// ```
/// use skatblock_ops::league::{NewLeague, ScoringUnit, create_league};
/// use skatblock_ops::store::Store;
/// let mut store = Store::open_in_memory().expect("store");
/// let mut league = NewLeague {
///     name: "Verbandsliga Nord".into(),
///     season_year: 2026,
///     series_per_day: 3,
///     unit: ScoringUnit::Series,
///     promote: 1,
///     relegate: 1,
/// };
/// assert!(create_league(&mut store, &league).is_ok());
/// league.name = " ".into();
/// assert!(create_league(&mut store, &league).is_err(), "a league needs a name");
/// ```
pub fn create_league(store: &mut Store, league: &NewLeague) -> Result<LeagueId> {
    check_league(league)?;
    let mut league = league.clone();
    league.name = league.name.trim().to_string();
    let tx = store.transaction()?;
    let id = stored::insert(&tx, &league)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(id)
}

/// Every league, newest season first.
///
/// # Errors
/// SQLite errors only.
pub fn list_leagues(store: &Store) -> Result<Vec<League>> {
    Ok(stored::list(store.conn())?)
}

/// A league.
///
/// # Errors
/// An unknown id ([`LEAGUE_UNKNOWN`]).
pub fn get_league(store: &Store, league: LeagueId) -> Result<League> {
    load(store.conn(), league)
}

fn load(conn: &Connection, league: LeagueId) -> Result<League> {
    stored::get(conn, league)?.ok_or_else(|| {
        Refusal::new(LEAGUE_UNKNOWN)
            .field("league")
            .value(league)
            .param("league", league.0)
            .into()
    })
}

/// The group of a league named `name` (ignoring case): its id and name as stored.
pub(crate) fn group_named(
    conn: &Connection,
    league: &League,
    name: &str,
) -> Result<(GroupId, String)> {
    stored::group_by_name(conn, league.id, name.trim())?.ok_or_else(|| {
        Refusal::new(LEAGUE_GROUP_UNKNOWN)
            .field("group")
            .value(name)
            .param("group", name)
            .param("league", league.name.as_str())
            .into()
    })
}

/// Creates match day `day` of a group: an event named `"<league> – <group> – <day>. Spieltag"`
/// with the league's series per day, every roster player (regular and substitute) of the
/// group's teams registered for it. Seating, games and totals then work on it as on any event.
///
/// # Errors
/// An unknown league or group, a day below 1, a day the group has already.
pub fn create_matchday(
    store: &mut Store,
    league: LeagueId,
    group: &str,
    day: u16,
    date: crate::store::Date,
    venue: &str,
) -> Result<EventId> {
    let league = get_league(store, league)?;
    let (group_id, group_name) = group_named(store.conn(), &league, group)?;
    check_new_day(store.conn(), group_id, &group_name, day)?;
    let event = NewEvent {
        name: format!("{} – {group_name} – {day}. Spieltag", league.name),
        kind: EventKind::Tournament,
        date,
        venue: venue.trim().to_string(),
        series_count: league.series_per_day,
        table_preference: TablePreference::Four,
        rules: crate::rules::Rules::default(),
    };
    crate::event::check_event(&event)?;
    let players: Vec<PlayerId> = stored::group_rosters(store.conn(), group_id)?
        .into_iter()
        .map(|r| r.player)
        .collect();
    insert_matchday(store, &event, group_id, day, &players)
}

/// A new match day of a group: day 1 or later, and one the group does not have yet.
fn check_new_day(conn: &Connection, group: GroupId, group_name: &str, day: u16) -> Result<()> {
    if day < 1 {
        return Err(Refusal::new(LEAGUE_DAY_RANGE)
            .field("day")
            .value(day)
            .into());
    }
    if let Some(found) = stored::matchday(conn, group, day)? {
        return Err(Refusal::new(LEAGUE_MATCHDAY_EXISTS)
            .field("day")
            .value(day)
            .param("group", group_name)
            .param("day", day)
            .param("event", found.event.0)
            .into());
    }
    Ok(())
}

/// Stores a match day's event with its players registered, in one transaction.
fn insert_matchday(
    store: &mut Store,
    event: &NewEvent,
    group: GroupId,
    day: u16,
    players: &[PlayerId],
) -> Result<EventId> {
    let tx = store.transaction()?;
    let id = crate::store::events::insert(&tx, event)?;
    crate::store::results::replace(&tx, id, Scope::Event, &[])?;
    for &player in players {
        crate::store::events::register(&tx, id, player)?;
    }
    stored::insert_matchday(&tx, group, day, id)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(id)
}

/// A league's match days by group name and day.
///
/// # Errors
/// An unknown league.
pub fn matchdays(store: &Store, league: LeagueId) -> Result<Vec<Matchday>> {
    let league = get_league(store, league)?;
    let groups = stored::groups(store.conn(), league.id)?;
    let mut out: Vec<Matchday> = stored::matchdays(store.conn(), league.id)?
        .into_iter()
        .map(|m| Matchday {
            group: group_name(&groups, m.group),
            day: m.day,
            event: m.event,
        })
        .collect();
    out.sort_by_key(|a| (a.group.to_lowercase(), a.day));
    Ok(out)
}

fn group_name(groups: &[(GroupId, String)], id: GroupId) -> String {
    groups
        .iter()
        .find(|(g, _)| *g == id)
        .map_or_else(String::new, |(_, name)| name.clone())
}

/// The match day an event is.
fn matchday_of(conn: &Connection, event: EventId) -> Result<MatchdayRow> {
    crate::store::leagues::matchday_of_event(conn, event)?.ok_or_else(|| {
        Refusal::new(LEAGUE_EVENT_NOT_MATCHDAY)
            .field("event")
            .value(event)
            .param("event", event.0)
            .into()
    })
}

/// Sets a team's line-up for one series of a match day (RULES.md B.6.1): 3 or 4 players of
/// its roster, named by their numbers; with `absent` (and no players) the team does not play
/// the series. The draw of the series then seats these players.
///
/// # Errors
/// An event that is no match day, a series it does not have, a team not in the day's group,
/// a line-up of other than 3 or 4 roster players, or a series with games or totals entered.
pub fn set_lineup(
    store: &mut Store,
    event: EventId,
    series: u16,
    team: &str,
    players: &[String],
    absent: bool,
) -> Result<()> {
    let conn = store.conn();
    let day = matchday_of(conn, event)?;
    let ev = crate::store::events::get(conn, event)?;
    check_day_series(&ev, series)?;
    let found = team_in_group(conn, &day, team)?;
    let chosen = if absent {
        Vec::new()
    } else {
        lineup_players(store, day.league, &found, players)?
    };
    refuse_if_scored(conn, event, series)?;
    let tx = store.transaction()?;
    stored::set_lineup(&tx, event, series, found.id, &chosen)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// `series` is one of the match day's series.
fn check_day_series(ev: &crate::store::Event, series: u16) -> Result<()> {
    if !(1..=ev.series_count).contains(&series) {
        return Err(Refusal::new(crate::event::codes::EVENT_SERIES_UNKNOWN)
            .field("series")
            .value(series)
            .param("event", ev.id.0)
            .param("max", ev.series_count)
            .into());
    }
    Ok(())
}

/// A line-up is set before the series has games or totals (B.2.2).
fn refuse_if_scored(conn: &Connection, event: EventId, series: u16) -> Result<()> {
    let scored = crate::store::games::count_in_series(conn, event, series)?
        + crate::store::totals::count_in_series(conn, event, series)?;
    if scored > 0 {
        return Err(
            Refusal::new(crate::event::seating_codes::SEATING_SERIES_SCORED)
                .field("series")
                .value(series)
                .param("series", series)
                .rule("B.2.2")
                .into(),
        );
    }
    Ok(())
}

fn team_in_group(conn: &Connection, day: &MatchdayRow, team: &str) -> Result<TeamRow> {
    let teams = stored::teams(conn, day.league)?;
    teams
        .into_iter()
        .find(|t| t.group == day.group && t.name.eq_ignore_ascii_case(team.trim()))
        .ok_or_else(|| {
            let groups = stored::groups(conn, day.league).unwrap_or_default();
            EventError::from(
                Refusal::new(LEAGUE_TEAM_UNKNOWN)
                    .field("team")
                    .value(team)
                    .param("team", team)
                    .param("group", group_name(&groups, day.group)),
            )
        })
}

/// The players of a line-up: 3 or 4 distinct players of the team's roster.
fn lineup_players(
    store: &Store,
    league: LeagueId,
    team: &TeamRow,
    numbers: &[String],
) -> Result<Vec<PlayerId>> {
    if !(3..=4).contains(&numbers.len()) {
        return Err(Refusal::new(LEAGUE_LINEUP_SIZE)
            .field("players")
            .value(numbers.join(" "))
            .param("team", team.name.as_str())
            .param("count", numbers.len())
            .rule("B.6.1")
            .into());
    }
    let roster: Vec<PlayerId> = stored::rosters(store.conn(), league)?
        .into_iter()
        .filter(|r| r.team == team.id)
        .map(|r| r.player)
        .collect();
    let mut chosen = Vec::new();
    for number in numbers {
        let refuse = |code| {
            Refusal::new(code)
                .field("players")
                .value(number)
                .param("player", number.as_str())
                .param("team", team.name.as_str())
        };
        let player = crate::event::player_by_number(store, number)?;
        if !roster.contains(&player.id) {
            return Err(refuse(LEAGUE_LINEUP_NOT_ON_TEAM).rule("B.6.1").into());
        }
        if chosen.contains(&player.id) {
            return Err(refuse(LEAGUE_LINEUP_TWICE).into());
        }
        chosen.push(player.id);
    }
    Ok(chosen)
}
