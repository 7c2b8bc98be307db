//! What the pages read beyond the API (the start page's lists, the league page's days, the
//! staff's days) and the staff's sessions.

use tokio_postgres::Client;

use super::DbError;
use crate::scope::{Role, Scope};

/// A league as the start page lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueName {
    /// Its id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Its season.
    pub season: String,
}

/// Every league, newest first.
///
/// # Errors
/// The database fails.
pub async fn leagues(client: &Client) -> Result<Vec<LeagueName>, DbError> {
    let rows = client
        .query("SELECT id, name, season FROM leagues ORDER BY id DESC", &[])
        .await?;
    Ok(rows
        .iter()
        .map(|r| LeagueName {
            id: r.get(0),
            name: r.get(1),
            season: r.get(2),
        })
        .collect())
}

/// The live events (slug, the event's name as published), the latest changed first; at
/// most `limit`.
///
/// # Errors
/// The database fails.
pub async fn events(client: &Client, limit: i64) -> Result<Vec<(String, String)>, DbError> {
    let rows = client
        .query(
            "SELECT slug, coalesce(event::jsonb #>> '{event,name}', slug) FROM events
             ORDER BY updated_at DESC LIMIT $1",
            &[&limit],
        )
        .await?;
    Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
}

/// A scheduled match day with its state, as the pages list it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayRow {
    /// The league's id.
    pub league: i64,
    /// The league's name.
    pub league_name: String,
    /// The group.
    pub group: String,
    /// The day.
    pub day: i32,
    /// The date (as scheduled).
    pub date: String,
    /// The host team.
    pub host: String,
    /// The state's word; none when nothing is uploaded.
    pub state: Option<String>,
    /// A protested or rejected day: who protested or rejected it, and why (the newest such
    /// entry of its audit).
    pub reason: Option<(String, String)>,
}

/// The scheduled days a scope sees, by league, group and day: a league's (`league` alone),
/// a group's, a club's hosted days, a team's played days, or every day (nothing given).
///
/// # Errors
/// The database fails.
pub async fn scheduled_days(client: &Client, filter: &DayFilter) -> Result<Vec<DayRow>, DbError> {
    let rows = client
        .query(
            "SELECT s.league, l.name, s.grp, s.day, s.date, s.host_team, d.state, a.actor, a.reason
             FROM schedule s JOIN leagues l ON l.id = s.league
             LEFT JOIN teams t ON t.league = s.league AND t.team = s.host_team
             LEFT JOIN days d ON d.league = s.league AND d.grp = s.grp AND d.day = s.day
                 AND d.version > 0
             LEFT JOIN LATERAL (SELECT a.actor, a.detail->>'reason' AS reason FROM audit a
                 WHERE d.state IN ('protested', 'rejected')
                 AND a.league = s.league AND a.grp = s.grp AND a.day = s.day
                 AND a.action IN ('protest', 'reject') ORDER BY a.id DESC LIMIT 1) a ON true
             WHERE ($1::bigint IS NULL OR s.league = $1) AND ($2::text IS NULL OR s.grp = $2)
             AND ($3::text IS NULL OR t.club = $3)
             AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM results r WHERE r.league = s.league
                 AND r.grp = s.grp AND r.day = s.day AND r.team = $4))
             ORDER BY s.league, s.grp, s.day LIMIT 5000",
            &[&filter.league, &filter.group, &filter.club, &filter.team],
        )
        .await?;
    Ok(rows.iter().map(day_row).collect())
}

fn day_row(r: &tokio_postgres::Row) -> DayRow {
    DayRow {
        league: r.get(0),
        league_name: r.get(1),
        group: r.get(2),
        day: r.get(3),
        date: r.get(4),
        host: r.get(5),
        state: r.get(6),
        reason: r
            .get::<_, Option<String>>(7)
            .zip(r.get::<_, Option<String>>(8)),
    }
}

/// Which scheduled days to read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DayFilter {
    /// One league.
    pub league: Option<i64>,
    /// One group.
    pub group: Option<String>,
    /// The days hosted by this club's teams.
    pub club: Option<String>,
    /// The days this team played.
    pub team: Option<String>,
}

impl DayFilter {
    /// The days a token's scope works on: a group leader's group, a captain's played days, a
    /// club's hosted days, every day for an admin.
    pub fn of(scope: &Scope) -> DayFilter {
        let mut f = DayFilter::default();
        match scope.role {
            Role::Admin => {}
            Role::GroupLeader => (f.league, f.group) = (scope.league, scope.group.clone()),
            Role::Captain => (f.league, f.team) = (scope.league, scope.team.clone()),
            Role::Club => f.club = scope.club.clone(),
        }
        f
    }
}

/// A signed-in browser's session: its token's name and scope, and its CSRF token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    /// The token's name (the audit's actor).
    pub name: String,
    /// Its scope.
    pub scope: Scope,
    /// The token the session's forms carry.
    pub csrf: String,
}

/// Sessions a token keeps at most: signing in again ends its oldest beyond these.
pub const SESSIONS_PER_TOKEN: i64 = 16;

/// Starts a session of the unrevoked token whose hash is `token_hash`, for `hours` (and
/// removes the expired ones, and the token's oldest beyond [`SESSIONS_PER_TOKEN`]); `false`
/// when there is no such token.
///
/// # Errors
/// The database fails.
pub async fn create_session(
    client: &Client,
    token_hash: &str,
    (hash, csrf): (&str, &str),
    hours: i32,
) -> Result<bool, DbError> {
    // Ended sessions go when new ones start, so the table holds only live ones and a few.
    client
        .execute("DELETE FROM sessions WHERE expires_at <= now()", &[])
        .await?;
    let n = client
        .execute(
            "INSERT INTO sessions (hash, token_id, csrf, expires_at)
             SELECT $2, id, $3, now() + make_interval(hours => $4) FROM tokens
             WHERE hash = $1 AND revoked_at IS NULL",
            &[&token_hash, &hash, &csrf, &hours],
        )
        .await?;
    client
        .execute(
            "DELETE FROM sessions WHERE token_id = (SELECT id FROM tokens WHERE hash = $1)
             AND hash NOT IN (SELECT s.hash FROM sessions s JOIN tokens t ON t.id = s.token_id
                 WHERE t.hash = $1 ORDER BY s.created_at DESC, s.hash LIMIT $2)",
            &[&token_hash, &SESSIONS_PER_TOKEN],
        )
        .await?;
    Ok(n == 1)
}

/// The live session whose cookie hashes to `hash`: not expired, its token not revoked.
///
/// # Errors
/// The database fails.
pub async fn session(client: &Client, hash: &str) -> Result<Option<Session>, DbError> {
    let row = client
        .query_opt(
            "SELECT t.name, t.role, t.league, t.grp, t.club, t.team, s.csrf
             FROM sessions s JOIN tokens t ON t.id = s.token_id
             WHERE s.hash = $1 AND s.expires_at > now() AND t.revoked_at IS NULL",
            &[&hash],
        )
        .await?;
    Ok(row.and_then(|r| {
        let scope = Scope {
            role: Role::parse(r.get::<_, &str>(1)).ok()?,
            league: r.get(2),
            group: r.get(3),
            club: r.get(4),
            team: r.get(5),
        };
        Some(Session {
            name: r.get(0),
            scope,
            csrf: r.get(6),
        })
    }))
}

/// Ends the session whose cookie hashes to `hash`, and every expired one.
///
/// # Errors
/// The database fails.
pub async fn end_session(client: &Client, hash: &str) -> Result<(), DbError> {
    client
        .execute(
            "DELETE FROM sessions WHERE hash = $1 OR expires_at <= now()",
            &[&hash],
        )
        .await?;
    Ok(())
}
