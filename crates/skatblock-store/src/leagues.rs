//! Leagues (RULES.md B.6): a league's settings, its groups, teams and rosters, the match days
//! (each an event) and the captains' line-ups. SQL only: the rules of rosters, line-ups and
//! the league table live in `league`.

pub use skatblock_model::leagues::{League, LeagueId, ScoringUnit, TeamId};

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;

use super::events::EventId;
use super::players::PlayerId;
use super::{Result, StoreError};

id_type! {
    /// A group's (Staffel's) id.
    GroupId
}

pub use skatblock_league::roster::Role;

/// A new league's settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize, ts_rs::TS)]
pub struct NewLeague {
    /// Name, e.g. "Verbandsliga Nord".
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

/// A stored team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRow {
    /// Id.
    pub id: TeamId,
    /// Its group.
    pub group: GroupId,
    /// Name, unique in the league.
    pub name: String,
    /// Club, or "".
    pub club: String,
}

/// One player of a team's roster.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RosterRow {
    /// The team.
    pub team: TeamId,
    /// The player.
    pub player: PlayerId,
    /// Regular or substitute.
    pub role: Role,
}

/// A match day: a group's day and its event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchdayRow {
    /// The league.
    pub league: LeagueId,
    /// The group.
    pub group: GroupId,
    /// The day, 1-based.
    pub day: u16,
    /// The event of the day.
    pub event: EventId,
}

/// Adds a league; returns its id.
///
/// # Errors
/// SQLite errors only (the fields are checked by the caller and the schema).
pub fn insert(conn: &Connection, league: &NewLeague) -> Result<LeagueId> {
    conn.execute(
        "INSERT INTO leagues (name, season_year, series_per_day, unit, promote, relegate)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            league.name,
            league.season_year,
            league.series_per_day,
            league.unit.name(),
            league.promote,
            league.relegate
        ],
    )?;
    Ok(LeagueId(conn.last_insert_rowid()))
}

const SELECT_LEAGUE: &str =
    "SELECT id, name, season_year, series_per_day, unit, promote, relegate FROM leagues";

fn league_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<League> {
    Ok(League {
        id: LeagueId(r.get(0)?),
        name: r.get(1)?,
        season_year: r.get(2)?,
        series_per_day: r.get(3)?,
        unit: ScoringUnit::parse(&r.get::<_, String>(4)?),
        promote: r.get(5)?,
        relegate: r.get(6)?,
    })
}

/// A league; `None` for an unknown id.
///
/// # Errors
/// SQLite errors only.
pub fn get(conn: &Connection, id: LeagueId) -> Result<Option<League>> {
    Ok(conn
        .prepare_cached(&format!("{SELECT_LEAGUE} WHERE id = ?1"))?
        .query_row([id.0], league_from_row)
        .optional()?)
}

/// Every league, newest season first.
///
/// # Errors
/// SQLite errors only.
pub fn list(conn: &Connection) -> Result<Vec<League>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT_LEAGUE} ORDER BY season_year DESC, name COLLATE NOCASE, id"
    ))?;
    let rows = stmt.query_map([], league_from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// A league's groups by name: (id, name).
///
/// # Errors
/// SQLite errors only.
pub fn groups(conn: &Connection, league: LeagueId) -> Result<Vec<(GroupId, String)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, name FROM league_groups WHERE league_id = ?1 ORDER BY name COLLATE NOCASE, id",
    )?;
    let rows = stmt.query_map([league.0], |r| Ok((GroupId(r.get(0)?), r.get(1)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The group of a league with this name (ignoring ASCII case).
///
/// # Errors
/// SQLite errors only.
pub fn group_by_name(
    conn: &Connection,
    league: LeagueId,
    name: &str,
) -> Result<Option<(GroupId, String)>> {
    Ok(conn
        .prepare_cached(
            "SELECT id, name FROM league_groups WHERE league_id = ?1 AND name = ?2 COLLATE NOCASE",
        )?
        .query_row(params![league.0, name], |r| {
            Ok((GroupId(r.get(0)?), r.get(1)?))
        })
        .optional()?)
}

/// The group of this name, added if the league has none yet.
///
/// # Errors
/// SQLite errors only.
pub fn ensure_group(conn: &Connection, league: LeagueId, name: &str) -> Result<GroupId> {
    if let Some((id, _)) = group_by_name(conn, league, name)? {
        return Ok(id);
    }
    conn.execute(
        "INSERT INTO league_groups (league_id, name) VALUES (?1, ?2)",
        params![league.0, name],
    )?;
    Ok(GroupId(conn.last_insert_rowid()))
}

/// A league's teams in the order they were added.
///
/// # Errors
/// SQLite errors only.
pub fn teams(conn: &Connection, league: LeagueId) -> Result<Vec<TeamRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, group_id, name, club FROM teams WHERE league_id = ?1 ORDER BY id",
    )?;
    let rows = stmt.query_map([league.0], |r| {
        Ok(TeamRow {
            id: TeamId(r.get(0)?),
            group: GroupId(r.get(1)?),
            name: r.get(2)?,
            club: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Adds a team, or moves the team of this name (ignoring ASCII case) to `group` with `club`.
///
/// # Errors
/// SQLite errors only.
pub fn upsert_team(
    conn: &Connection,
    league: LeagueId,
    group: GroupId,
    name: &str,
    club: &str,
) -> Result<TeamId> {
    let found: Option<i64> = conn
        .prepare_cached("SELECT id FROM teams WHERE league_id = ?1 AND name = ?2 COLLATE NOCASE")?
        .query_row(params![league.0, name], |r| r.get(0))
        .optional()?;
    if let Some(id) = found {
        conn.execute(
            "UPDATE teams SET group_id = ?2, name = ?3, club = ?4 WHERE id = ?1",
            params![id, group.0, name, club],
        )?;
        return Ok(TeamId(id));
    }
    conn.execute(
        "INSERT INTO teams (league_id, group_id, name, club) VALUES (?1, ?2, ?3, ?4)",
        params![league.0, group.0, name, club],
    )?;
    Ok(TeamId(conn.last_insert_rowid()))
}

/// Empties a team's roster (before it is written again).
///
/// # Errors
/// SQLite errors only.
pub fn clear_roster(conn: &Connection, team: TeamId) -> Result<usize> {
    Ok(conn.execute("DELETE FROM team_players WHERE team_id = ?1", [team.0])?)
}

/// Whether a team is in a match day of its league: in one's kept rosters, or with a line-up.
///
/// # Errors
/// SQLite errors only.
pub fn team_in_matchdays(conn: &Connection, team: TeamId) -> Result<bool> {
    let found = conn
        .prepare_cached(
            "SELECT EXISTS (SELECT 1 FROM matchday_rosters WHERE team_id = ?1)
                 OR EXISTS (SELECT 1 FROM lineups WHERE team_id = ?1)",
        )?
        .query_row([team.0], |r| r.get(0))?;
    Ok(found)
}

/// The match days of a team's group where one of its roster's players has a seat (drawn or
/// imported, played or not): (event, group).
///
/// # Errors
/// SQLite errors only.
pub fn seated_matchdays(conn: &Connection, team: TeamId) -> Result<Vec<(EventId, GroupId)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT DISTINCT m.event_id, m.group_id FROM teams t
         JOIN matchdays m ON m.group_id = t.group_id
         JOIN team_players tp ON tp.team_id = t.id
         JOIN seats s ON s.event_id = m.event_id AND s.player_id = tp.player_id
         WHERE t.id = ?1 ORDER BY m.event_id",
    )?;
    let rows = stmt.query_map([team.0], |r| Ok((EventId(r.get(0)?), GroupId(r.get(1)?))))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Removes a team with its roster (and with any match day's registration and line-up of it:
/// the caller keeps a team that is in one, see [`team_in_matchdays`]).
///
/// # Errors
/// SQLite errors only.
pub fn delete_team(conn: &Connection, team: TeamId) -> Result<()> {
    conn.execute("DELETE FROM teams WHERE id = ?1", [team.0])?;
    Ok(())
}

/// Adds players to a team's roster, in order after those it has.
///
/// # Errors
/// A player on another team of the league (`Conflict`); SQLite errors.
pub fn add_to_roster(
    conn: &Connection,
    league: LeagueId,
    team: TeamId,
    players: &[(PlayerId, Role)],
) -> Result<()> {
    let start: i64 = conn
        .prepare_cached("SELECT coalesce(max(position), 0) FROM team_players WHERE team_id = ?1")?
        .query_row([team.0], |r| r.get(0))?;
    let mut stmt = conn.prepare_cached(
        "INSERT INTO team_players (team_id, league_id, player_id, role, position)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for (i, (player, role)) in players.iter().enumerate() {
        stmt.execute(params![
            team.0,
            league.0,
            player.0,
            role.name(),
            start + i as i64 + 1
        ])?;
    }
    Ok(())
}

/// Every roster of a league, team by team in roster order.
///
/// # Errors
/// SQLite errors only.
pub fn rosters(conn: &Connection, league: LeagueId) -> Result<Vec<RosterRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT team_id, player_id, role FROM team_players WHERE league_id = ?1
         ORDER BY team_id, position",
    )?;
    let rows = stmt.query_map([league.0], roster_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

fn roster_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<RosterRow> {
    Ok(RosterRow {
        team: TeamId(r.get(0)?),
        player: PlayerId(r.get(1)?),
        role: Role::parse(&r.get::<_, String>(2)?).unwrap_or(Role::Regular),
    })
}

/// The rosters of one group's teams, team by team in roster order (a match day registers
/// them; its draw fields them).
///
/// # Errors
/// SQLite errors only.
pub fn group_rosters(conn: &Connection, group: GroupId) -> Result<Vec<RosterRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT tp.team_id, tp.player_id, tp.role FROM team_players tp
         JOIN teams t ON t.id = tp.team_id
         WHERE t.group_id = ?1 ORDER BY tp.team_id, tp.position",
    )?;
    let rows = stmt.query_map([group.0], roster_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The match days of a league that have a result (a list with games or totals).
///
/// # Errors
/// SQLite errors only.
pub fn played_matchdays(conn: &Connection, league: LeagueId) -> Result<Vec<MatchdayRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT_MATCHDAY} WHERE g.league_id = ?1 AND EXISTS (
             SELECT 1 FROM list_results r WHERE r.event_id = m.event_id AND r.played = 1)
         ORDER BY m.group_id, m.day"
    ))?;
    let rows = stmt.query_map([league.0], matchday_from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Keeps the rosters of a match day's group as they are now, unless kept already.
///
/// # Errors
/// SQLite errors only.
pub fn freeze_rosters(conn: &Connection, event: EventId, group: GroupId) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO matchday_rosters (event_id, team_id, player_id)
         SELECT ?1, tp.team_id, tp.player_id FROM team_players tp JOIN teams t ON t.id = tp.team_id
         WHERE t.group_id = ?2
           AND NOT EXISTS (SELECT 1 FROM matchday_rosters WHERE event_id = ?1)",
    )?
    .execute(params![event.0, group.0])?;
    Ok(())
}

/// The frozen rosters of a match day: (team, player); empty while it follows the rosters.
///
/// # Errors
/// SQLite errors only.
pub fn frozen_rosters(conn: &Connection, event: EventId) -> Result<Vec<(TeamId, PlayerId)>> {
    let mut stmt =
        conn.prepare_cached("SELECT team_id, player_id FROM matchday_rosters WHERE event_id = ?1")?;
    let rows = stmt.query_map([event.0], |r| Ok((TeamId(r.get(0)?), PlayerId(r.get(1)?))))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// A group's match day `day`, if created.
///
/// # Errors
/// SQLite errors only.
pub fn matchday(conn: &Connection, group: GroupId, day: u16) -> Result<Option<MatchdayRow>> {
    Ok(conn
        .prepare_cached(&format!(
            "{SELECT_MATCHDAY} WHERE m.group_id = ?1 AND m.day = ?2"
        ))?
        .query_row(params![group.0, day], matchday_from_row)
        .optional()?)
}

/// Adds a match day.
///
/// # Errors
/// A day the group has already (`Conflict`); SQLite errors.
pub fn insert_matchday(conn: &Connection, group: GroupId, day: u16, event: EventId) -> Result<()> {
    conn.execute(
        "INSERT INTO matchdays (group_id, day, event_id) VALUES (?1, ?2, ?3)",
        params![group.0, day, event.0],
    )?;
    Ok(())
}

const SELECT_MATCHDAY: &str = "SELECT g.league_id, m.group_id, m.day, m.event_id
    FROM matchdays m JOIN league_groups g ON g.id = m.group_id";

fn matchday_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<MatchdayRow> {
    Ok(MatchdayRow {
        league: LeagueId(r.get(0)?),
        group: GroupId(r.get(1)?),
        day: r.get(2)?,
        event: EventId(r.get(3)?),
    })
}

/// A league's match days by group and day.
///
/// # Errors
/// SQLite errors only.
pub fn matchdays(conn: &Connection, league: LeagueId) -> Result<Vec<MatchdayRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT_MATCHDAY} WHERE g.league_id = ?1 ORDER BY m.group_id, m.day"
    ))?;
    let rows = stmt.query_map([league.0], matchday_from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The match day an event is; `None` for any other event.
///
/// # Errors
/// SQLite errors only.
pub fn matchday_of_event(conn: &Connection, event: EventId) -> Result<Option<MatchdayRow>> {
    Ok(conn
        .prepare_cached(&format!("{SELECT_MATCHDAY} WHERE m.event_id = ?1"))?
        .query_row([event.0], matchday_from_row)
        .optional()?)
}

/// Sets a team's line-up for one series of a match day; no players: the team is absent.
///
/// # Errors
/// SQLite errors only.
pub fn set_lineup(
    conn: &Connection,
    event: EventId,
    series: u16,
    team: TeamId,
    players: &[PlayerId],
) -> Result<()> {
    let ids: Vec<i64> = players.iter().map(|p| p.0).collect();
    let json = serde_json::to_string(&ids).expect("a list of integers serialises");
    conn.execute(
        "INSERT INTO lineups (event_id, series, team_id, players) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (event_id, series, team_id) DO UPDATE SET players = excluded.players",
        params![event.0, series, team.0, json],
    )?;
    Ok(())
}

/// The line-ups set for one series of a match day: (team, players; empty: absent).
///
/// # Errors
/// A stored line-up that is not a list of ids (`Corrupt`); SQLite errors.
pub fn lineups(
    conn: &Connection,
    event: EventId,
    series: u16,
) -> Result<Vec<(TeamId, Vec<PlayerId>)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT team_id, players FROM lineups WHERE event_id = ?1 AND series = ?2 ORDER BY team_id",
    )?;
    let rows = stmt.query_map(params![event.0, series], |r| {
        Ok((TeamId(r.get(0)?), r.get::<_, String>(1)?))
    })?;
    let mut out = Vec::new();
    for row in rows {
        let (team, json) = row?;
        let ids: Vec<i64> = serde_json::from_str(&json).map_err(|_| StoreError::Unreadable {
            entity: "event",
            id: event.to_string(),
            field: "lineup",
        })?;
        out.push((team, ids.into_iter().map(PlayerId).collect()));
    }
    Ok(out)
}

/// The players each team of a match day's group fields in `series`, team by team: the
/// captain's line-up, else the first 4 regular players in roster order; a team marked absent
/// fields none. `None` when the event is not a match day.
///
/// # Errors
/// SQLite errors only.
pub fn lineup_teams(
    conn: &Connection,
    event: EventId,
    series: u16,
) -> Result<Option<Vec<Vec<PlayerId>>>> {
    Ok(fielded(conn, event, series)?.map(|teams| teams.into_iter().map(|f| f.players).collect()))
}

/// One team's players for one series of a match day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fielded {
    /// The team.
    pub team: TeamId,
    /// Its players in the series (none: absent).
    pub players: Vec<PlayerId>,
    /// Whether the captain chose them (else: the first 4 regular players).
    pub chosen: bool,
}

/// Every team of a match day's group with its players for one series, in team order: the
/// captain's line-up, else the first 4 regular players in roster order. `None` when the event
/// is not a match day.
///
/// # Errors
/// SQLite errors only.
pub fn fielded(conn: &Connection, event: EventId, series: u16) -> Result<Option<Vec<Fielded>>> {
    let Some(day) = matchday_of_event(conn, event)? else {
        return Ok(None);
    };
    let set = lineups(conn, event, series)?;
    let rosters = group_rosters(conn, day.group)?;
    let teams = teams(conn, day.league)?;
    let fielded = teams
        .iter()
        .filter(|t| t.group == day.group)
        .map(|t| match set.iter().find(|(team, _)| *team == t.id) {
            Some((_, players)) => Fielded {
                team: t.id,
                players: players.clone(),
                chosen: true,
            },
            None => Fielded {
                team: t.id,
                players: rosters
                    .iter()
                    .filter(|r| r.team == t.id && r.role == Role::Regular)
                    .map(|r| r.player)
                    .take(4)
                    .collect(),
                chosen: false,
            },
        })
        .collect();
    Ok(Some(fielded))
}
