//! Match days: uploads, confirmations, protests, decisions, and what tables and reports read.

use serde::Serialize;
use serde_json::json;
use tokio_postgres::{Client, Transaction};

use super::DbError;
use crate::state::{self, DayState, Upload};
use crate::table::{DayResults, Line};

/// A match day of a group of a league.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayKey<'a> {
    /// The league's id.
    pub league: i64,
    /// The group's name.
    pub group: &'a str,
    /// The match day.
    pub day: i32,
}

/// A day's answer to an upload, a confirmation or a decision: the same for the same state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DayAnswer {
    /// The state's word.
    pub state: &'static str,
    /// The package's version, from 1.
    pub version: i32,
    /// The stored package's id.
    pub package_id: String,
}

/// The host of a scheduled day: its team and that team's club.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Host {
    /// The host team.
    pub team: String,
    /// Its club.
    pub club: String,
}

/// The scheduled host of a day, if the day is scheduled.
///
/// # Errors
/// The database fails.
pub async fn host(client: &Client, key: DayKey<'_>) -> Result<Option<Host>, DbError> {
    let row = client
        .query_opt(
            "SELECT s.host_team, coalesce(t.club, '') FROM schedule s
             LEFT JOIN teams t ON t.league = s.league AND t.team = s.host_team
             WHERE s.league = $1 AND s.grp = $2 AND s.day = $3",
            &[&key.league, &key.group, &key.day],
        )
        .await?;
    Ok(row.map(|r| Host {
        team: r.get(0),
        club: r.get(1),
    }))
}

/// The rostered players of a group: number → (team, "first last").
///
/// # Errors
/// The database fails.
pub async fn group_roster(
    client: &Client,
    league: i64,
    group: &str,
) -> Result<std::collections::HashMap<String, (String, String)>, DbError> {
    let rows = client
        .query(
            "SELECT p.player_id, p.team, p.first_name || ' ' || p.last_name
             FROM players p JOIN teams t USING (league, team) WHERE p.league = $1 AND t.grp = $2",
            &[&league, &group],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|r| (r.get(0), (r.get(1), r.get(2))))
        .collect())
}

/// The day's stored state, version and package id, locked for this transaction; `None`
/// before its first package. Makes the row (version 0) so there is one to lock.
async fn lock_day(
    tx: &Transaction<'_>,
    key: DayKey<'_>,
) -> Result<Option<(DayState, DayAnswer)>, DbError> {
    tx.execute(
        "INSERT INTO days (league, grp, day, state, version, package_id)
         VALUES ($1, $2, $3, 'submitted', 0, '') ON CONFLICT DO NOTHING",
        &[&key.league, &key.group, &key.day],
    )
    .await?;
    let row = tx
        .query_one(
            "SELECT state, version, package_id FROM days
             WHERE league = $1 AND grp = $2 AND day = $3 FOR UPDATE",
            &[&key.league, &key.group, &key.day],
        )
        .await?;
    let version: i32 = row.get(1);
    let state = DayState::parse(row.get(0)).unwrap_or(DayState::Submitted);
    Ok((version > 0).then(|| {
        let answer = DayAnswer {
            state: state.name(),
            version,
            package_id: row.get(2),
        };
        (state, answer)
    }))
}

async fn audit(
    tx: &Transaction<'_>,
    key: DayKey<'_>,
    action: &str,
    actor: &str,
    detail: serde_json::Value,
) -> Result<(), DbError> {
    tx.execute(
        "INSERT INTO audit (league, grp, day, action, actor, detail) VALUES ($1, $2, $3, $4, $5, $6)",
        &[&key.league, &key.group, &key.day, &action, &actor, &detail],
    )
    .await?;
    Ok(())
}

/// A checked package to store: its id, its text, and each seated player's result.
#[derive(Debug, Clone)]
pub struct Checked<'a> {
    /// The package's id.
    pub package_id: &'a str,
    /// The package as uploaded.
    pub text: &'a str,
    /// Each seated player's series result with the rostered team and name.
    pub lines: &'a [Line],
}

/// Stores an upload in one transaction: the day's row, its results and the audit.
///
/// # Errors
/// `Ok(Err(state))`: a changed package for a day in `state`; `Err`: the database fails.
pub async fn upload(
    client: &mut Client,
    key: DayKey<'_>,
    package: &Checked<'_>,
    actor: &str,
) -> Result<Result<DayAnswer, DayState>, DbError> {
    let tx = client.transaction().await?;
    let stored = lock_day(&tx, key).await?;
    let same = stored
        .as_ref()
        .is_some_and(|(_, a)| a.package_id == package.package_id);
    let step = match state::upload(stored.as_ref().map(|(s, _)| *s), same) {
        Ok(step) => step,
        Err(state) => return Ok(Err(state)),
    };
    if let (Upload::Replay, Some((_, answer))) = (step, stored) {
        return Ok(Ok(answer));
    }
    let version = store_package(&tx, key, package).await?;
    let detail = json!({"version": version, "package_id": package.package_id});
    audit(&tx, key, "upload", actor, detail).await?;
    tx.commit().await?;
    Ok(Ok(DayAnswer {
        state: DayState::Submitted.name(),
        version,
        package_id: package.package_id.to_string(),
    }))
}

/// Writes a day's new package (submitted, version + 1) with its results; returns the version.
async fn store_package(
    tx: &Transaction<'_>,
    key: DayKey<'_>,
    package: &Checked<'_>,
) -> Result<i32, DbError> {
    let row = tx
        .query_one(
            "UPDATE days SET state = 'submitted', version = version + 1, package_id = $4,
             package = $5, uploaded_at = now(), approved_at = NULL
             WHERE league = $1 AND grp = $2 AND day = $3 RETURNING version",
            &[
                &key.league,
                &key.group,
                &key.day,
                &package.package_id,
                &package.text,
            ],
        )
        .await?;
    store_lines(tx, key, package.lines).await?;
    Ok(row.get(0))
}

/// Replaces a day's results and drops its confirmations.
async fn store_lines(tx: &Transaction<'_>, key: DayKey<'_>, lines: &[Line]) -> Result<(), DbError> {
    let args = [
        &key.league as &(dyn tokio_postgres::types::ToSql + Sync),
        &key.group,
        &key.day,
    ];
    tx.execute(
        "DELETE FROM results WHERE league = $1 AND grp = $2 AND day = $3",
        &args,
    )
    .await?;
    tx.execute(
        "DELETE FROM confirmations WHERE league = $1 AND grp = $2 AND day = $3",
        &args,
    )
    .await?;
    let positions: Vec<i32> = (0..lines.len() as i32).collect();
    let series: Vec<i32> = lines.iter().map(|l| l.series).collect();
    let players: Vec<&str> = lines.iter().map(|l| l.player_id.as_str()).collect();
    let names: Vec<&str> = lines.iter().map(|l| l.name.as_str()).collect();
    let teams: Vec<&str> = lines.iter().map(|l| l.team.as_str()).collect();
    let totals: Vec<i64> = lines.iter().map(|l| l.total).collect();
    tx.execute(
        "INSERT INTO results (league, grp, day, position, series, player_id, name, team, total)
         SELECT $1, $2, $3, * FROM UNNEST($4::int[], $5::int[], $6::text[], $7::text[], $8::text[], $9::bigint[])",
        &[&key.league, &key.group, &key.day, &positions, &series, &players, &names, &teams, &totals],
    )
    .await?;
    Ok(())
}

/// The teams with a seated player on a day, in name order.
///
/// # Errors
/// The database fails.
pub async fn played(client: &Client, key: DayKey<'_>) -> Result<Vec<String>, DbError> {
    let rows = client
        .query(
            "SELECT DISTINCT team FROM results WHERE league = $1 AND grp = $2 AND day = $3 ORDER BY team",
            &[&key.league, &key.group, &key.day],
        )
        .await?;
    Ok(rows.iter().map(|r| r.get(0)).collect())
}

/// Records `team`'s confirmation of a day; `played` and `host` decide when it is complete.
///
/// # Errors
/// `Ok(Err(state))`: the day's state refuses it; `Err`: the database fails.
pub async fn confirm(
    client: &mut Client,
    key: DayKey<'_>,
    team: &str,
    (played, host): (&[String], &str),
    actor: &str,
) -> Result<Option<Result<DayAnswer, DayState>>, DbError> {
    let tx = client.transaction().await?;
    let Some((current, answer)) = lock_day(&tx, key).await? else {
        return Ok(None);
    };
    let rows = tx
        .query(
            "SELECT team FROM confirmations WHERE league = $1 AND grp = $2 AND day = $3",
            &[&key.league, &key.group, &key.day],
        )
        .await?;
    let mut confirmed: Vec<String> = rows.iter().map(|r| r.get(0)).collect();
    let already = confirmed.iter().any(|t| t == team);
    confirmed.push(team.to_string());
    let complete = state::all_guests_confirmed(played, host, &confirmed);
    let next = match state::confirm(current, already, complete) {
        Ok(next) => next,
        Err(s) => return Ok(Some(Err(s))),
    };
    if !already {
        tx.execute(
            "INSERT INTO confirmations (league, grp, day, team) VALUES ($1, $2, $3, $4)",
            &[&key.league, &key.group, &key.day, &team],
        )
        .await?;
        set_state(&tx, key, next).await?;
        audit(&tx, key, "confirm", actor, json!({"team": team})).await?;
        tx.commit().await?;
    }
    Ok(Some(Ok(DayAnswer {
        state: next.name(),
        ..answer
    })))
}

async fn set_state(tx: &Transaction<'_>, key: DayKey<'_>, state: DayState) -> Result<(), DbError> {
    let approved = state == DayState::Approved;
    tx.execute(
        "UPDATE days SET state = $4, approved_at = CASE WHEN $5 THEN now() ELSE approved_at END
         WHERE league = $1 AND grp = $2 AND day = $3",
        &[&key.league, &key.group, &key.day, &state.name(), &approved],
    )
    .await?;
    Ok(())
}

/// A protest, approval or rejection of a day: `step` decides the new state; `action` and
/// `reason` go to the audit.
///
/// # Errors
/// `Ok(None)`: no such day; `Ok(Some(Err(state)))`: its state refuses; `Err`: the database.
pub async fn transition(
    client: &mut Client,
    key: DayKey<'_>,
    step: fn(DayState) -> Result<DayState, DayState>,
    (action, reason): (&str, &str),
    actor: &str,
) -> Result<Option<Result<DayAnswer, DayState>>, DbError> {
    let tx = client.transaction().await?;
    let Some((current, answer)) = lock_day(&tx, key).await? else {
        return Ok(None);
    };
    let next = match step(current) {
        Ok(next) => next,
        Err(s) => return Ok(Some(Err(s))),
    };
    set_state(&tx, key, next).await?;
    audit(
        &tx,
        key,
        action,
        actor,
        json!({"reason": reason, "from": current.name()}),
    )
    .await?;
    tx.commit().await?;
    Ok(Some(Ok(DayAnswer {
        state: next.name(),
        ..answer
    })))
}

/// A day's stored answer, if it has a package.
///
/// # Errors
/// The database fails.
pub async fn day(client: &Client, key: DayKey<'_>) -> Result<Option<DayAnswer>, DbError> {
    let row = client
        .query_opt(
            "SELECT state, version, package_id FROM days
             WHERE league = $1 AND grp = $2 AND day = $3 AND version > 0",
            &[&key.league, &key.group, &key.day],
        )
        .await?;
    Ok(row.and_then(|r| {
        Some(DayAnswer {
            state: DayState::parse(r.get(0))?.name(),
            version: r.get(1),
            package_id: r.get(2),
        })
    }))
}

/// The results of a day in the package's order.
///
/// # Errors
/// The database fails.
pub async fn day_lines(client: &Client, key: DayKey<'_>) -> Result<Vec<Line>, DbError> {
    let rows = client
        .query(
            "SELECT series, player_id, name, team, total FROM results
             WHERE league = $1 AND grp = $2 AND day = $3 ORDER BY position",
            &[&key.league, &key.group, &key.day],
        )
        .await?;
    Ok(rows.iter().map(line).collect())
}

fn line(r: &tokio_postgres::Row) -> Line {
    Line {
        series: r.get(0),
        player_id: r.get(1),
        name: r.get(2),
        team: r.get(3),
        total: r.get(4),
    }
}

/// The counted days (not rejected) of `league` (one group, when given; days up to
/// `after_day`, when given) with their results, by group; a day is binding when approved
/// `binding_days` ago or longer by the database's clock.
///
/// # Errors
/// The database fails.
pub async fn counted_days(
    client: &Client,
    league: i64,
    group: Option<&str>,
    after_day: Option<i32>,
    binding_days: i32,
) -> Result<Vec<(String, DayResults)>, DbError> {
    let rows = client
        .query(
            "SELECT r.series, r.player_id, r.name, r.team, r.total, d.grp, d.day,
             (d.state = 'approved' AND d.approved_at + make_interval(days => $4) <= now())
             FROM days d JOIN results r USING (league, grp, day)
             WHERE d.league = $1 AND d.state <> 'rejected' AND d.version > 0
             AND ($2::text IS NULL OR d.grp = $2) AND ($3::int IS NULL OR d.day <= $3)
             ORDER BY d.grp, d.day, r.position",
            &[&league, &group, &after_day, &binding_days],
        )
        .await?;
    let mut days: Vec<(String, DayResults)> = Vec::new();
    for r in &rows {
        let (group, day): (String, i32) = (r.get(5), r.get(6));
        if days.last().is_none_or(|(g, d)| *g != group || d.day != day) {
            let binding = r.get(7);
            days.push((
                group,
                DayResults {
                    day,
                    binding,
                    lines: Vec::new(),
                },
            ));
        }
        if let Some((_, d)) = days.last_mut() {
            d.lines.push(line(r));
        }
    }
    Ok(days)
}
