//! Leagues: made by an admin, their teams and schedules put by an admin or a group's leader,
//! exported to any token (the desk's pull), their table public.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use skatblock_league::table::{ScoringUnit, TableRules};
use skatblock_model::collation::compare;
use skatblock_rules::Refusal;

use super::answer::body_fail;
use super::{App, Auth, Fail, Lang, respond};
use crate::cache::Kept;
use crate::codes::*;
use crate::db::{self, LeagueSettings};
use crate::import::{self, LineError, TeamRow};
use crate::scope::Role;
use crate::table::{self, GroupTeam};

pub(super) fn forbidden() -> Fail {
    Fail::new(StatusCode::FORBIDDEN, Refusal::new(SERVER_FORBIDDEN))
}

pub(crate) fn not_found(field: &str, value: &str) -> Fail {
    Fail::new(
        StatusCode::NOT_FOUND,
        Refusal::new(SERVER_NOT_FOUND).field(field).value(value),
    )
}

/// A JSON body of type `T`, or 422.
pub(super) fn json_body<T: serde::de::DeserializeOwned>(
    body: Result<Bytes, BytesRejection>,
) -> Result<T, Fail> {
    let body = body.map_err(body_fail)?;
    serde_json::from_slice(&body).map_err(|e| {
        let r = Refusal::new(SERVER_BODY_JSON).param("detail", e.to_string());
        Fail::new(StatusCode::UNPROCESSABLE_ENTITY, r)
    })
}

/// The league of a path, when it exists.
pub(crate) async fn league_of(
    client: &tokio_postgres::Client,
    league: &str,
) -> Result<(i64, LeagueSettings), Fail> {
    let missing = || not_found("league", league);
    let id: i64 = league.parse().map_err(|_| missing())?;
    let settings = db::league(client, id).await?.ok_or_else(missing)?;
    Ok((id, settings))
}

fn check_league(l: &LeagueSettings) -> Result<(), Fail> {
    let checks = [
        ("name", !l.name.trim().is_empty(), json!(l.name)),
        ("season", !l.season.trim().is_empty(), json!(l.season)),
        (
            "series_per_day",
            (1..=9).contains(&l.series_per_day),
            json!(l.series_per_day),
        ),
        (
            "unit",
            ["series", "matchday"].contains(&l.unit.as_str()),
            json!(l.unit),
        ),
        ("promote", (0..=100).contains(&l.promote), json!(l.promote)),
        (
            "relegate",
            (0..=100).contains(&l.relegate),
            json!(l.relegate),
        ),
    ];
    let refusals: Vec<Refusal> = checks
        .into_iter()
        .filter(|(_, ok, _)| !ok)
        .map(|(field, _, value)| {
            Refusal::new(SERVER_LEAGUE_FIELD)
                .field(field)
                .value(value.to_string())
        })
        .collect();
    if refusals.is_empty() {
        Ok(())
    } else {
        Err(Fail::many(StatusCode::UNPROCESSABLE_ENTITY, refusals))
    }
}

/// `POST /api/v1/leagues` (admin) → 201 `{"id"}`.
pub async fn create(
    State(app): State<App>,
    lang: Lang,
    auth: Auth,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let made = async {
        if auth.scope.role != Role::Admin {
            return Err(forbidden());
        }
        let league: LeagueSettings = json_body(body)?;
        check_league(&league)?;
        let client = app.client().await?;
        let id = db::create_league(&client, &league).await?;
        Ok((StatusCode::CREATED, json!({ "id": id })))
    };
    respond(lang, made.await)
}

/// `GET /api/v1/leagues/{league}` (any token): settings, teams with rosters, schedule.
pub async fn export(
    State(app): State<App>,
    lang: Lang,
    _auth: Auth,
    Path(league): Path<String>,
) -> Response {
    let read = async {
        let client = app.client().await?;
        let (id, l) = league_of(&client, &league).await?;
        let roster = db::roster(&client, id).await?;
        let schedule: Vec<Value> = db::schedule(&client, id)
            .await?
            .into_iter()
            .map(|s| json!({"group": s.group, "day": s.day, "date": s.date, "host_team": s.host_team}))
            .collect();
        Ok((
            StatusCode::OK,
            json!({
                "id": id, "name": l.name, "season": db::season_json(&l.season), "series_per_day": l.series_per_day,
                "unit": l.unit, "promote": l.promote, "relegate": l.relegate,
                "teams": teams_json(&roster), "schedule": schedule,
            }),
        ))
    };
    respond(lang, read.await)
}

/// The rostered players grouped by team, in the roster's order.
fn teams_json(roster: &[TeamRow]) -> Vec<Value> {
    let mut teams: Vec<(&TeamRow, Vec<Value>)> = Vec::new();
    for r in roster {
        let player = json!({"player_id": r.player_id, "first_name": r.first_name, "last_name": r.last_name, "role": r.role});
        match teams.last_mut() {
            Some((t, players)) if t.team == r.team => players.push(player),
            _ => teams.push((r, vec![player])),
        }
    }
    teams
        .into_iter()
        .map(|(t, players)| json!({"group": t.group, "team": t.team, "club": t.club, "players": players}))
        .collect()
}

/// What every file put of a league starts with: a connection, the league's id, the group the
/// token may put it for (all when none; else 403), the body.
async fn import_file(
    app: &App,
    auth: &Auth,
    league: &str,
    body: Result<Bytes, BytesRejection>,
) -> Result<(deadpool_postgres::Object, i64, Option<String>, Bytes), Fail> {
    let client = app.client().await?;
    let (id, _) = league_of(&client, league).await?;
    let group = auth
        .scope
        .import_groups(id)
        .map(|g| g.map(String::from))
        .ok_or_else(forbidden)?;
    Ok((client, id, group, body.map_err(body_fail)?))
}

/// A group leader's teams that another group of the league already has.
fn foreign_teams(rows: &[TeamRow], others: &[db::TeamLine]) -> Vec<LineError> {
    rows.iter()
        .enumerate()
        .filter(|(_, r)| {
            others
                .iter()
                .any(|o| o.team == r.team && o.group != r.group)
        })
        .map(|(i, r)| LineError {
            line: i as u64 + 2,
            refusal: Refusal::new(SERVER_TEAM_CONFLICT)
                .field("team")
                .value(&r.team),
        })
        .collect()
}

/// `PUT /api/v1/leagues/{league}/teams`: the teams file, all or nothing.
pub async fn teams(
    State(app): State<App>,
    lang: Lang,
    auth: Auth,
    Path(league): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let put = async {
        let (mut client, id, group, body) = import_file(&app, &auth, &league, body).await?;
        let rows = import::teams(&body, group.as_deref()).map_err(Fail::lines)?;
        if group.is_some() {
            let clashes = foreign_teams(&rows, &db::teams(&client, id, None).await?);
            if !clashes.is_empty() {
                return Err(Fail::lines(clashes));
            }
        }
        db::replace_teams(&mut client, id, group.as_deref(), &rows).await?;
        Ok((StatusCode::OK, json!({ "players": rows.len() })))
    };
    respond(lang, put.await)
}

/// `PUT /api/v1/leagues/{league}/schedule`: the schedule file, all or nothing.
pub async fn schedule(
    State(app): State<App>,
    lang: Lang,
    auth: Auth,
    Path(league): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let put = async {
        let (mut client, id, group, body) = import_file(&app, &auth, &league, body).await?;
        let teams: HashMap<String, String> = db::teams(&client, id, None)
            .await?
            .into_iter()
            .map(|t| (t.team, t.group))
            .collect();
        let rows = import::schedule(&body, &teams, group.as_deref()).map_err(Fail::lines)?;
        db::replace_schedule(&mut client, id, group.as_deref(), &rows).await?;
        Ok((StatusCode::OK, json!({ "days": rows.len() })))
    };
    respond(lang, put.await)
}

/// The query of a table.
#[derive(Debug, Deserialize)]
pub struct TableQuery {
    group: Option<String>,
    after_day: Option<String>,
}

/// `GET /api/v1/leagues/{league}/table[?group=G][&after_day=N]` (public).
pub async fn table(
    State(app): State<App>,
    lang: Lang,
    Path(league): Path<String>,
    Query(q): Query<TableQuery>,
) -> Response {
    let read = async {
        let id: i64 = league.parse().map_err(|_| not_found("league", &league))?;
        let after = after_day(q.after_day.as_deref())?;
        let (_, table) = kept_table(&app, id, q.group.as_deref(), after)
            .await?
            .ok_or_else(|| not_found("league", &league))?;
        match &q.group {
            Some(g) if table.rows.is_empty() => Err(not_found("group", g)),
            _ => Ok::<_, Fail>(table.json.clone()),
        }
    };
    match read.await {
        Ok(body) => ([(CONTENT_TYPE, "application/json")], body).into_response(),
        Err(fail) => fail.render(lang),
    }
}

/// The day of an `after_day` query, when given.
pub(crate) fn after_day(after_day: Option<&str>) -> Result<Option<i32>, Fail> {
    after_day
        .map(|d| d.parse().map_err(|_| not_found("after_day", d)))
        .transpose()
}

/// The settings of league `id` and its table (one group's, when given; the days up to
/// `after` counted), as kept since the league last changed or computed now; none when there
/// is no such league.
///
/// # Errors
/// The database fails.
pub(crate) async fn kept_table(
    app: &App,
    id: i64,
    group: Option<&str>,
    after: Option<i32>,
) -> Result<Option<(LeagueSettings, Arc<Kept>)>, Fail> {
    let ask = || async {
        let client = app.client().await?;
        Ok::<_, Fail>(db::league_stamp(&client, id).await?)
    };
    let Some((l, generation, now)) = app.0.stamps.get(id, ask).await? else {
        return Ok(None);
    };
    let key = (id, group.map(str::to_string), after);
    if let Some(table) = app.0.tables.get(&key, generation, now) {
        return Ok(Some((l, table)));
    }
    // One computation at a time, without a connection while waiting: readers that missed
    // together find the first one's table when their turn comes.
    let _turn = app.0.computing.lock().await;
    if let Some(table) = app.0.tables.get(&key, generation, now) {
        return Ok(Some((l, table)));
    }
    let client = app.client().await?;
    let rows = league_rows(app, &client, (id, &l), group, after).await?;
    let fresh_until = db::next_binding(&client, id, app.0.settings.binding_days).await?;
    let table = Arc::new(Kept::new(rows));
    app.0
        .tables
        .put(key, generation, fresh_until, table.clone());
    Ok(Some((l, table)))
}

/// The table rows of league `id` (of one group, when given; after day `after`, when given):
/// the one computation behind the API's table and the league page. No rows: no such group.
///
/// # Errors
/// The database fails.
pub(crate) async fn league_rows(
    app: &App,
    client: &tokio_postgres::Client,
    (id, l): (i64, &LeagueSettings),
    group: Option<&str>,
    after: Option<i32>,
) -> Result<Vec<table::TableRow>, Fail> {
    let teams = db::teams(client, id, group).await?;
    if teams.is_empty() {
        return Ok(Vec::new());
    }
    let binding = app.settings().binding_days;
    let days = db::counted_days(client, id, group, after, binding).await?;
    Ok(rows(l, teams, &days))
}

/// Every group's table, groups in name order.
fn rows(
    l: &LeagueSettings,
    teams: Vec<db::TeamLine>,
    days: &[(String, table::DayResults)],
) -> Vec<table::TableRow> {
    let rules = TableRules {
        unit: ScoringUnit::parse(&l.unit),
        promote: u16::try_from(l.promote).unwrap_or(0),
        relegate: u16::try_from(l.relegate).unwrap_or(0),
    };
    let mut groups: Vec<(String, Vec<GroupTeam>)> = Vec::new();
    for t in teams {
        let team = GroupTeam {
            name: t.team,
            club: t.club,
        };
        match groups.iter_mut().find(|(g, _)| *g == t.group) {
            Some((_, members)) => members.push(team),
            None => groups.push((t.group, vec![team])),
        }
    }
    groups.sort_by(|a, b| compare(&a.0, &b.0));
    groups
        .into_iter()
        .flat_map(|(group, members)| {
            let counted: Vec<table::DayResults> = days
                .iter()
                .filter(|(g, _)| *g == group)
                .map(|(_, d)| d.clone())
                .collect();
            table::group_rows(&group, &table::ordered(members), &counted, &rules)
        })
        .collect()
}
