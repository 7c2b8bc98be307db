//! A league pulled from the server: its settings, teams, rosters with names and schedule
//! written into the local file in one transaction, all or nothing.

use serde::{Deserialize, Serialize};

use super::codes::SYNC_SCHEDULE_DATE;
use crate::event::{EventError, Result};
use crate::league::{NewLeague, Role, ScoringUnit, TeamsImport};
use crate::rules::Refusal;
use crate::store::leagues::{self as stored, LeagueId};
use crate::store::sync::{self as links, ScheduleRow};
use crate::store::{NewPlayer, PlayerNo, Store, StoreError, players};

/// A league as the server exports it (`GET /api/v1/leagues/{league}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeagueExport {
    /// The server's id of the league.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The season year: the server's number, or the year a season's text starts with
    /// (`2026/27` → 2026).
    #[serde(deserialize_with = "season_year")]
    pub season: u16,
    /// Series per match day.
    pub series_per_day: u16,
    /// What ranking points are given for.
    pub unit: ScoringUnit,
    /// Teams promoted per group.
    #[serde(default)]
    pub promote: u16,
    /// Teams relegated per group.
    #[serde(default)]
    pub relegate: u16,
    /// Every team with its roster.
    pub teams: Vec<ExportTeam>,
    /// The match days by group.
    #[serde(default)]
    pub schedule: Vec<ExportDay>,
}

/// A season as the server writes it: a year, or a text that starts with one.
fn season_year<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<u16, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Season {
        Year(u16),
        Text(String),
    }
    match Season::deserialize(d)? {
        Season::Year(y) => Ok(y),
        Season::Text(t) => t
            .get(..4)
            .and_then(|y| y.parse().ok())
            .ok_or_else(|| serde::de::Error::custom(format!("season {t:?} names no year"))),
    }
}

/// A team of the export.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportTeam {
    /// Its group.
    pub group: String,
    /// Its name.
    pub team: String,
    /// Its club.
    #[serde(default)]
    pub club: String,
    /// Its roster in order.
    pub players: Vec<ExportPlayer>,
}

/// A roster player of the export.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportPlayer {
    /// The player's number (the registry's number on the desk).
    pub player_id: String,
    /// First name.
    pub first_name: String,
    /// Last name.
    pub last_name: String,
    /// Regular or substitute (the server's teams file reads roles by the league crate's
    /// roster rule, as the desk's does).
    pub role: Role,
}

/// A match day of the export's schedule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportDay {
    /// The group.
    pub group: String,
    /// The day, 1-based.
    pub day: u16,
    /// Its date, YYYY-MM-DD.
    pub date: String,
    /// The hosting team.
    pub host_team: String,
}

/// What a pull did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Pulled {
    /// The local league.
    pub league: LeagueId,
    /// It was made by this pull (the first from this server's league).
    pub created: bool,
    /// Players new to the registry.
    pub new_players: usize,
    /// Registry players whose name the server has otherwise (renamed to the server's).
    pub renamed_players: usize,
    /// The teams import.
    pub teams: TeamsImport,
    /// Match days in the schedule.
    pub schedule: usize,
    /// Teams the server no longer has, removed from the local league (they played no match
    /// day here).
    pub removed_teams: Vec<String>,
    /// Teams the server no longer has that played a match day here: kept with it, their roster
    /// emptied (nothing played is deleted).
    pub kept_teams: Vec<String>,
}

/// Writes a pulled league into the file, all or nothing: the local league linked to
/// (`server`, `export.id`) is updated, or made when there is none (a league made by hand is
/// never taken for it); players missing from the registry are added under the server's
/// numbers, and a registry player the server names otherwise takes the server's name (the
/// association's master data decide); the teams go through the teams file's checks; the
/// schedule replaces the stored one.
///
/// # Errors
/// Settings out of range, a bad player number, every bad roster line (by line of the teams
/// file made from the export: line 2 is the first player), a date that is not YYYY-MM-DD.
/// Nothing is written then.
pub fn apply_pull(
    store: &mut Store,
    server: &str,
    export: &LeagueExport,
    at: &str,
) -> Result<Pulled> {
    let settings = NewLeague {
        name: export.name.trim().to_string(),
        season_year: export.season,
        series_per_day: export.series_per_day,
        unit: export.unit,
        promote: export.promote,
        relegate: export.relegate,
    };
    crate::league::check_league(&settings)?;
    let schedule = schedule_rows(export)?;
    store.all_or_nothing(|store| {
        let (league, created) = linked_league(store, server, export.id, &settings, at)?;
        let (new_players, renamed_players) = register_players(store, export)?;
        let (removed_teams, kept_teams) = drop_teams(store, league, export)?;
        let teams = crate::league::import_teams(store, league, &teams_csv(export))?;
        let tx = store.transaction()?;
        links::replace_schedule(&tx, league, &schedule)?;
        tx.commit().map_err(StoreError::from)?;
        Ok::<_, EventError>(Pulled {
            league,
            created,
            new_players,
            renamed_players,
            teams,
            schedule: schedule.len(),
            removed_teams,
            kept_teams,
        })
    })
}

/// The local league of a server's league, updated to its settings, or made and linked.
fn linked_league(
    store: &mut Store,
    server: &str,
    remote: i64,
    settings: &NewLeague,
    at: &str,
) -> Result<(LeagueId, bool)> {
    let found = links::linked_league(store.conn(), server, remote)?;
    let tx = store.transaction()?;
    let league = match found {
        Some(id) => {
            links::update_league(&tx, id, settings)?;
            id
        }
        None => stored::insert(&tx, settings)?,
    };
    links::link(&tx, league, server, remote, at)?;
    tx.commit().map_err(StoreError::from)?;
    Ok((league, found.is_none()))
}

/// The local league's teams the export no longer has, before its teams are written (their
/// players may be on other teams now): one that played a match day here, or has players
/// seated in one, stays for it — that day keeps the rosters it has now, as a teams file keeps
/// a played day's — with its roster emptied; any other is removed. Returns (removed, kept),
/// by name; a team kept before (its roster empty already) is not said again.
fn drop_teams(
    store: &mut Store,
    league: LeagueId,
    export: &LeagueExport,
) -> Result<(Vec<String>, Vec<String>)> {
    // As the league's team names are unique: letters A–Z in either case.
    let on_server = |name: &str| {
        let name = name.trim();
        export
            .teams
            .iter()
            .any(|t| t.team.trim().eq_ignore_ascii_case(name))
    };
    let played = stored::played_matchdays(store.conn(), league)?;
    let tx = store.transaction()?;
    for day in &played {
        stored::freeze_rosters(&tx, day.event, day.group)?;
    }
    let (mut removed, mut kept) = (Vec::new(), Vec::new());
    for team in stored::teams(&tx, league)? {
        if on_server(&team.name) {
            continue;
        }
        let seated = stored::seated_matchdays(&tx, team.id)?;
        for &(event, group) in &seated {
            stored::freeze_rosters(&tx, event, group)?;
        }
        if seated.is_empty() && !stored::team_in_matchdays(&tx, team.id)? {
            stored::delete_team(&tx, team.id)?;
            removed.push(team.name);
        } else if stored::clear_roster(&tx, team.id)? > 0 {
            kept.push(team.name);
        }
    }
    tx.commit().map_err(StoreError::from)?;
    Ok((removed, kept))
}

/// Adds the export's players missing from the registry and renames those named otherwise;
/// returns (added, renamed).
fn register_players(store: &mut Store, export: &LeagueExport) -> Result<(usize, usize)> {
    let tx = store.transaction()?;
    let (mut added, mut renamed) = (0, 0);
    for team in &export.teams {
        for p in &team.players {
            let number = player_number(&p.player_id)?;
            let (first, last) = (p.first_name.trim(), p.last_name.trim());
            match players::by_number(&tx, &number)? {
                Some(known) if known.first_name == first && known.last_name == last => {}
                Some(known) => {
                    links::rename_player(&tx, known.id, first, last)?;
                    renamed += 1;
                }
                None => {
                    players::insert(&tx, &new_player(number, first, last, &team.club))?;
                    added += 1;
                }
            }
        }
    }
    tx.commit().map_err(StoreError::from)?;
    Ok((added, renamed))
}

fn player_number(text: &str) -> Result<PlayerNo> {
    PlayerNo::new(text.trim()).map_err(|e| {
        EventError::from(
            Refusal::new(crate::event::players_codes::PLAYER_NUMBER_INVALID)
                .field("player_id")
                .value(format!("{:?}", e.value)),
        )
    })
}

fn new_player(number: PlayerNo, first: &str, last: &str, club: &str) -> NewPlayer {
    NewPlayer {
        number: Some(number),
        first_name: first.to_string(),
        last_name: last.to_string(),
        club: (!club.trim().is_empty()).then(|| club.trim().to_string()),
        membership_no: None,
        sex: None,
        birth_year: None,
    }
}

/// The export's teams as a teams file, for the checks every teams file passes.
fn teams_csv(export: &LeagueExport) -> Vec<u8> {
    // Writing CSV into memory cannot fail.
    let mut csv = csv::Writer::from_writer(Vec::new());
    csv.write_record(crate::league::teams::COLUMNS)
        .expect("CSV in memory");
    for team in &export.teams {
        for p in &team.players {
            let row = [&team.group, &team.team, &team.club, &p.player_id];
            let role = p.role.name();
            csv.write_record(row.iter().map(|s| s.as_str()).chain([role]))
                .expect("CSV in memory");
        }
    }
    csv.into_inner().expect("CSV in memory")
}

/// The export's schedule, each date checked.
fn schedule_rows(export: &LeagueExport) -> Result<Vec<ScheduleRow>> {
    export
        .schedule
        .iter()
        .map(|d| {
            chrono::NaiveDate::parse_from_str(&d.date, "%Y-%m-%d").map_err(|_| {
                Refusal::new(SYNC_SCHEDULE_DATE)
                    .field("schedule.date")
                    .value(&d.date)
                    .param("group", d.group.as_str())
                    .param("day", d.day)
            })?;
            Ok(ScheduleRow {
                group: d.group.clone(),
                day: d.day,
                date: d.date.clone(),
                host_team: d.host_team.clone(),
            })
        })
        .collect()
}
