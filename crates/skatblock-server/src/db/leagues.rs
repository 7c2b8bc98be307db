//! Leagues, their teams and rosters, schedules and live events.

use serde::{Deserialize, Serialize};
use tokio_postgres::Client;

use super::DbError;
use crate::import::{ScheduleRow, TeamRow};

/// A league's settings, as created and exported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeagueSettings {
    /// The league's name.
    pub name: String,
    /// The season as given: a year (`2026`, as the desk names seasons) or a text such as
    /// `2026/27`; a year is exported as a number again.
    #[serde(deserialize_with = "season_text", serialize_with = "season_value")]
    pub season: String,
    /// Series per match day.
    pub series_per_day: i32,
    /// What ranking points are awarded for: `series` or `matchday`.
    pub unit: String,
    /// Places of each group promoted.
    pub promote: i32,
    /// Places of each group relegated.
    pub relegate: i32,
}

/// A season given as a number or as text, kept as text.
fn season_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Season {
        Year(u64),
        Text(String),
    }
    Ok(match Season::deserialize(d)? {
        Season::Year(y) => y.to_string(),
        Season::Text(t) => t,
    })
}

/// A season written back as it came: a year as a number, anything else as text.
pub fn season_json(season: &str) -> serde_json::Value {
    match season.parse::<u64>() {
        Ok(year) if !season.starts_with('0') || season == "0" => serde_json::Value::from(year),
        _ => serde_json::Value::from(season),
    }
}

fn season_value<S: serde::Serializer>(season: &str, s: S) -> Result<S::Ok, S::Error> {
    season_json(season).serialize(s)
}

/// A team of a league.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamLine {
    /// The group.
    pub group: String,
    /// The team.
    pub team: String,
    /// Its club.
    pub club: String,
}

/// Makes a league; returns its id.
///
/// # Errors
/// The database fails.
pub async fn create_league(client: &Client, l: &LeagueSettings) -> Result<i64, DbError> {
    let row = client
        .query_one(
            "INSERT INTO leagues (name, season, series_per_day, unit, promote, relegate)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
            &[
                &l.name,
                &l.season,
                &l.series_per_day,
                &l.unit,
                &l.promote,
                &l.relegate,
            ],
        )
        .await?;
    Ok(row.get(0))
}

/// The settings of league `id`, if there is one.
///
/// # Errors
/// The database fails.
pub async fn league(client: &Client, id: i64) -> Result<Option<LeagueSettings>, DbError> {
    let row = client
        .query_opt(
            "SELECT name, season, series_per_day, unit, promote, relegate FROM leagues WHERE id = $1",
            &[&id],
        )
        .await?;
    Ok(row.map(|r| LeagueSettings {
        name: r.get(0),
        season: r.get(1),
        series_per_day: r.get(2),
        unit: r.get(3),
        promote: r.get(4),
        relegate: r.get(5),
    }))
}

/// A league's settings with its generation (moved by every change its tables are computed
/// from) and the database's clock, in seconds since 1970.
///
/// # Errors
/// The database fails.
pub async fn league_stamp(
    client: &deadpool_postgres::ClientWrapper,
    id: i64,
) -> Result<Option<(LeagueSettings, i64, f64)>, DbError> {
    // Every public table read asks this first: prepared once per connection.
    let statement = client
        .prepare_cached(
            "SELECT name, season, series_per_day, unit, promote, relegate, generation,
             extract(epoch FROM now())::float8 FROM leagues WHERE id = $1",
        )
        .await?;
    let row = client.query_opt(&statement, &[&id]).await?;
    Ok(row.map(|r| {
        let settings = LeagueSettings {
            name: r.get(0),
            season: r.get(1),
            series_per_day: r.get(2),
            unit: r.get(3),
            promote: r.get(4),
            relegate: r.get(5),
        };
        (settings, r.get(6), r.get(7))
    }))
}

/// When the next approved day of `league` becomes binding (seconds since 1970), if one is
/// still waiting: until then a computed table's `provisional` marks stay as they are.
///
/// # Errors
/// The database fails.
pub async fn next_binding(
    client: &Client,
    league: i64,
    binding_days: i32,
) -> Result<Option<f64>, DbError> {
    let row = client
        .query_one(
            "SELECT extract(epoch FROM min(approved_at + make_interval(days => $2)))::float8
             FROM days WHERE league = $1 AND state = 'approved'
             AND approved_at + make_interval(days => $2) > now()",
            &[&league, &binding_days],
        )
        .await?;
    Ok(row.get(0))
}

/// The teams of `league` (of one group, when given).
///
/// # Errors
/// The database fails.
pub async fn teams(
    client: &Client,
    league: i64,
    group: Option<&str>,
) -> Result<Vec<TeamLine>, DbError> {
    let rows = client
        .query(
            "SELECT grp, team, club FROM teams WHERE league = $1 AND ($2::text IS NULL OR grp = $2)
             ORDER BY grp, team",
            &[&league, &group],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|r| TeamLine {
            group: r.get(0),
            team: r.get(1),
            club: r.get(2),
        })
        .collect())
}

/// The rostered players of `league` as the teams file had them, in its order.
///
/// # Errors
/// The database fails.
pub async fn roster(client: &Client, league: i64) -> Result<Vec<TeamRow>, DbError> {
    let rows = client
        .query(
            "SELECT t.grp, p.team, t.club, p.player_id, p.first_name, p.last_name, p.role
             FROM players p JOIN teams t USING (league, team) WHERE p.league = $1
             ORDER BY t.grp, p.team, p.position",
            &[&league],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|r| TeamRow {
            group: r.get(0),
            team: r.get(1),
            club: r.get(2),
            player_id: r.get(3),
            first_name: r.get(4),
            last_name: r.get(5),
            role: r.get(6),
        })
        .collect())
}

/// The schedule of `league`.
///
/// # Errors
/// The database fails.
pub async fn schedule(client: &Client, league: i64) -> Result<Vec<ScheduleRow>, DbError> {
    let rows = client
        .query(
            "SELECT grp, day, date, host_team FROM schedule WHERE league = $1 ORDER BY grp, day",
            &[&league],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|r| ScheduleRow {
            group: r.get(0),
            day: r.get(1),
            date: r.get(2),
            host_team: r.get(3),
        })
        .collect())
}

/// Replaces the teams and rosters of `league` (of one group, when given) by `rows`, in one
/// transaction.
///
/// # Errors
/// The database fails (a team name another group of the league has: nothing changes).
pub async fn replace_teams(
    client: &mut Client,
    league: i64,
    group: Option<&str>,
    rows: &[TeamRow],
) -> Result<(), DbError> {
    let tx = client.transaction().await?;
    tx.execute(
        "DELETE FROM teams WHERE league = $1 AND ($2::text IS NULL OR grp = $2)",
        &[&league, &group],
    )
    .await?;
    insert_teams(&tx, league, rows).await?;
    tx.commit().await?;
    Ok(())
}

/// Inserts the teams and players of a teams file.
async fn insert_teams(
    tx: &tokio_postgres::Transaction<'_>,
    league: i64,
    rows: &[TeamRow],
) -> Result<(), DbError> {
    let team = tx
        .prepare("INSERT INTO teams (league, team, grp, club) VALUES ($1, $2, $3, $4)")
        .await?;
    let player = tx
        .prepare("INSERT INTO players (league, player_id, team, first_name, last_name, role, position) VALUES ($1, $2, $3, $4, $5, $6, $7)")
        .await?;
    let mut made = std::collections::HashSet::new();
    for (i, r) in rows.iter().enumerate() {
        if made.insert(r.team.as_str()) {
            tx.execute(&team, &[&league, &r.team, &r.group, &r.club])
                .await?;
        }
        let position = i as i32;
        let names = (&r.first_name, &r.last_name, &r.role);
        tx.execute(
            &player,
            &[
                &league,
                &r.player_id,
                &r.team,
                names.0,
                names.1,
                names.2,
                &position,
            ],
        )
        .await?;
    }
    Ok(())
}

/// Replaces the schedule of `league` (of one group, when given) by `rows`.
///
/// # Errors
/// The database fails.
pub async fn replace_schedule(
    client: &mut Client,
    league: i64,
    group: Option<&str>,
    rows: &[ScheduleRow],
) -> Result<(), DbError> {
    let tx = client.transaction().await?;
    tx.execute(
        "DELETE FROM schedule WHERE league = $1 AND ($2::text IS NULL OR grp = $2)",
        &[&league, &group],
    )
    .await?;
    let insert = tx
        .prepare(
            "INSERT INTO schedule (league, grp, day, date, host_team) VALUES ($1, $2, $3, $4, $5)",
        )
        .await?;
    for r in rows {
        tx.execute(&insert, &[&league, &r.group, &r.day, &r.date, &r.host_team])
            .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// A live event as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredEvent {
    /// Its version.
    pub version: i64,
    /// When it was last replaced (UTC, RFC 3339).
    pub updated_at: String,
    /// The event's JSON as sent.
    pub event: String,
}

/// What a live event's put did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventPut {
    /// Stored (`true`) or ignored as not newer (`false`), with the stored version.
    Stored(i64, bool),
    /// The slug belongs to another club.
    Foreign,
}

/// Stores a live event of `club` when `version` is newer than the stored one.
///
/// # Errors
/// The database fails.
pub async fn put_event(
    client: &Client,
    slug: &str,
    club: &str,
    version: i64,
    event: &str,
) -> Result<EventPut, DbError> {
    let stored = client
        .query_opt(
            "INSERT INTO events (slug, club, version, event) VALUES ($1, $2, $3, $4)
             ON CONFLICT (slug) DO UPDATE SET version = EXCLUDED.version, event = EXCLUDED.event,
             updated_at = now()
             WHERE events.version < EXCLUDED.version AND events.club = EXCLUDED.club
             RETURNING version",
            &[&slug, &club, &version, &event],
        )
        .await?;
    if let Some(row) = stored {
        return Ok(EventPut::Stored(row.get(0), true));
    }
    let row = client
        .query_one("SELECT club, version FROM events WHERE slug = $1", &[&slug])
        .await?;
    if row.get::<_, &str>(0) == club {
        Ok(EventPut::Stored(row.get(1), false))
    } else {
        Ok(EventPut::Foreign)
    }
}

/// The live event `slug`, if there is one.
///
/// # Errors
/// The database fails.
pub async fn event(client: &Client, slug: &str) -> Result<Option<StoredEvent>, DbError> {
    let row = client
        .query_opt(
            "SELECT version, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), event
             FROM events WHERE slug = $1",
            &[&slug],
        )
        .await?;
    Ok(row.map(|r| StoredEvent {
        version: r.get(0),
        updated_at: r.get(1),
        event: r.get(2),
    }))
}
