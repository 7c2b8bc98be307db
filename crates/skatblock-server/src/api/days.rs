//! Match days: the host's upload, the captains' confirmations and protests, the group
//! leader's decision, and the public match report.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;
use skatblock_league::package::{self, Package, PackageTable, Scored};
use skatblock_rules::Refusal;

use super::answer::body_fail;
use super::leagues::{forbidden, json_body, league_of, not_found};
use super::{App, Auth, Fail, Lang, respond};
use crate::codes::{SERVER_PACKAGE_PATH, SERVER_SEAT_NOT_ROSTERED, SERVER_STATE};
use crate::db::{self, DayAnswer, DayKey};
use crate::state::{self, DayState};
use crate::table::{self, GroupTeam, Line};

/// A day's path: league, group, day.
type DayPath = Path<(String, String, String)>;

fn conflict(state: DayState) -> Fail {
    let r = Refusal::new(SERVER_STATE)
        .field("state")
        .value(state.name())
        .param("state", state.name());
    Fail::new(StatusCode::CONFLICT, r)
}

fn unprocessable(refusals: Vec<Refusal>) -> Fail {
    Fail::many(StatusCode::UNPROCESSABLE_ENTITY, refusals)
}

/// The league's id and the day's number of a path, when the league exists.
async fn key_of<'a>(
    client: &tokio_postgres::Client,
    (league, group, day): &'a (String, String, String),
) -> Result<DayKey<'a>, Fail> {
    let (id, _) = league_of(client, league).await?;
    let day: i32 = day.parse().map_err(|_| not_found("day", day))?;
    Ok(DayKey {
        league: id,
        group,
        day,
    })
}

/// The package's league, group and day must be the path's.
fn check_path(p: &Package, key: DayKey<'_>) -> Result<(), Fail> {
    let checks = [
        ("league", p.league.to_string(), key.league.to_string()),
        ("group", p.group.clone(), key.group.to_string()),
        ("day", p.day.to_string(), key.day.to_string()),
    ];
    let refusals: Vec<Refusal> = checks
        .into_iter()
        .filter(|(_, given, expected)| given != expected)
        .map(|(field, given, expected)| {
            Refusal::new(SERVER_PACKAGE_PATH)
                .field(field)
                .value(given)
                .param("expected", expected)
        })
        .collect();
    if refusals.is_empty() {
        Ok(())
    } else {
        Err(unprocessable(refusals))
    }
}

/// Each seated player's result with the team whose roster has them, in the package's order.
///
/// # Errors
/// Every seated player on no roster of the group.
fn rostered_lines(
    p: &Package,
    scored: &[Scored],
    roster: &Roster,
) -> Result<Vec<Line>, Vec<Refusal>> {
    let mut lines = Vec::new();
    let mut errors = Vec::new();
    for (i, series) in p.series.iter().enumerate() {
        for (j, t) in series.tables.iter().enumerate() {
            let at = (series.series, t.table, format!("series[{i}].tables[{j}]"));
            table_lines(t, &at, (scored, roster), &mut lines, &mut errors);
        }
    }
    if errors.is_empty() {
        Ok(lines)
    } else {
        Err(errors)
    }
}

/// A group's roster: player number → (team, name).
type Roster = HashMap<String, (String, String)>;

/// The lines of one table (series, table, path), or the refusals of its unrostered seats.
fn table_lines(
    t: &PackageTable,
    (series, table, at): &(u16, u16, String),
    (scored, roster): (&[Scored], &Roster),
    lines: &mut Vec<Line>,
    errors: &mut Vec<Refusal>,
) {
    for (k, seat) in t.seats.iter().enumerate() {
        let Some((team, name)) = roster.get(&seat.player_id) else {
            let field = format!("{at}.seats[{k}].player_id");
            errors.push(
                Refusal::new(SERVER_SEAT_NOT_ROSTERED)
                    .field(field)
                    .value(&seat.player_id),
            );
            continue;
        };
        let total = scored
            .iter()
            .find(|s| s.series == *series && s.table == *table && s.player_id == seat.player_id)
            .map_or(0, |s| s.total);
        let (player_id, team, name) = (seat.player_id.clone(), team.clone(), name.clone());
        lines.push(Line {
            series: i32::from(*series),
            player_id,
            name,
            team,
            total,
        });
    }
}

/// `PUT …/days/{day}` (the host team's club or the group's leader): the match-day package.
pub async fn upload(
    State(app): State<App>,
    lang: Lang,
    auth: Auth,
    Path(path): DayPath,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let stored = async {
        let mut client = app.client().await?;
        let key = key_of(&client, &path).await?;
        let host = db::host(&client, key)
            .await?
            .ok_or_else(|| not_found("day", &path.2))?;
        if !auth.scope.may_upload(key.league, key.group, &host.club) {
            return Err(forbidden());
        }
        let body = body.map_err(body_fail)?;
        let (package, _) = package::parse(&body).map_err(|r| unprocessable(vec![r]))?;
        check_path(&package, key)?;
        let scored = package::verify(&package, &app.0.rules).map_err(unprocessable)?;
        let roster = db::group_roster(&client, key.league, key.group).await?;
        let lines = rostered_lines(&package, &scored, &roster).map_err(unprocessable)?;
        let text = String::from_utf8_lossy(&body);
        let checked = db::Checked {
            package_id: &package.package_id,
            text: &text,
            lines: &lines,
        };
        let answer = db::upload(&mut client, key, &checked, &auth.name)
            .await?
            .map_err(conflict)?;
        Ok((StatusCode::OK, answer))
    };
    respond(lang, stored.await)
}

/// The day's teams that played and its host team, or 404.
async fn day_teams(
    client: &tokio_postgres::Client,
    key: DayKey<'_>,
) -> Result<(Vec<String>, String), Fail> {
    let missing = || not_found("day", &key.day.to_string());
    db::day(client, key).await?.ok_or_else(missing)?;
    let host = db::host(client, key).await?.ok_or_else(missing)?;
    Ok((db::played(client, key).await?, host.team))
}

/// `POST …/confirm` (a captain of a team that played the day).
pub async fn confirm(
    State(app): State<App>,
    lang: Lang,
    auth: Auth,
    Path(path): DayPath,
) -> Response {
    let done = confirm_day(&app, &auth, &path).await;
    respond(lang, done.map(|answer| (StatusCode::OK, answer)))
}

/// A captain's confirmation of a day: the API's and the staff page's one code.
///
/// # Errors
/// No such day (404), not a captain of a team that played it (403), its state (409).
pub(crate) async fn confirm_day(
    app: &App,
    auth: &Auth,
    path: &(String, String, String),
) -> Result<DayAnswer, Fail> {
    let mut client = app.client().await?;
    let key = key_of(&client, path).await?;
    let (played, host) = day_teams(&client, key).await?;
    let team = auth
        .scope
        .captain_of(key.league, &played)
        .ok_or_else(forbidden)?;
    let answer = db::confirm(&mut client, key, team, (&played, &host), &auth.name).await?;
    answer
        .ok_or_else(|| not_found("day", &path.2))?
        .map_err(conflict)
}

/// A reason of a protest or a rejection.
#[derive(Debug, Default, Deserialize)]
pub struct Reason {
    #[serde(default)]
    reason: String,
}

/// A body's reason; an empty body gives none.
fn reason(body: Result<Bytes, BytesRejection>) -> Result<String, Fail> {
    match body {
        Ok(b) if b.iter().all(u8::is_ascii_whitespace) => Ok(String::new()),
        other => Ok(json_body::<Reason>(other)?.reason),
    }
}

/// A protest (by a captain of the day) or an approval or rejection (by the group's leader):
/// the API's and the staff page's one code.
pub(crate) async fn decide(
    app: &App,
    auth: &Auth,
    path: &(String, String, String),
    step: fn(DayState) -> Result<DayState, DayState>,
    action: (&str, &str),
) -> Result<(StatusCode, DayAnswer), Fail> {
    let mut client = app.client().await?;
    let key = key_of(&client, path).await?;
    let (played, _) = day_teams(&client, key).await?;
    let allowed = match action.0 {
        "protest" => auth.scope.captain_of(key.league, &played).is_some(),
        _ => auth.scope.may_decide(key.league, key.group),
    };
    if !allowed {
        return Err(forbidden());
    }
    let answer = db::transition(&mut client, key, step, action, &auth.name).await?;
    let answer = answer
        .ok_or_else(|| not_found("day", &path.2))?
        .map_err(conflict)?;
    Ok((StatusCode::OK, answer))
}

/// `POST …/protest {"reason"}` (a captain of the day).
pub async fn protest(
    State(app): State<App>,
    lang: Lang,
    auth: Auth,
    Path(path): DayPath,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let done = async {
        let why = reason(body)?;
        decide(&app, &auth, &path, state::protest, ("protest", &why)).await
    };
    respond(lang, done.await)
}

/// `POST …/approve` (the group's leader).
pub async fn approve(
    State(app): State<App>,
    lang: Lang,
    auth: Auth,
    Path(path): DayPath,
) -> Response {
    let step: fn(DayState) -> Result<DayState, DayState> = |s| state::decide(s, true);
    respond(
        lang,
        decide(&app, &auth, &path, step, ("approve", "")).await,
    )
}

/// `POST …/reject {"reason"}` (the group's leader).
pub async fn reject(
    State(app): State<App>,
    lang: Lang,
    auth: Auth,
    Path(path): DayPath,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let done = async {
        let why = reason(body)?;
        let step: fn(DayState) -> Result<DayState, DayState> = |s| state::decide(s, false);
        decide(&app, &auth, &path, step, ("reject", &why)).await
    };
    respond(lang, done.await)
}

/// `GET …/days/{day}` (public): the match report.
pub async fn report(State(app): State<App>, lang: Lang, Path(path): DayPath) -> Response {
    let read = match_report(&app, &path).await;
    respond(lang, read.map(|report| (StatusCode::OK, report)))
}

/// The match report of a day: the API's and the page's one computation.
///
/// # Errors
/// No such league or day (404); the database fails.
pub(crate) async fn match_report(
    app: &App,
    path: &(String, String, String),
) -> Result<table::MatchReport, Fail> {
    let client = app.client().await?;
    let key = key_of(&client, path).await?;
    let day = db::day(&client, key)
        .await?
        .ok_or_else(|| not_found("day", &path.2))?;
    let lines = db::day_lines(&client, key).await?;
    let teams: Vec<GroupTeam> = db::teams(&client, key.league, Some(key.group))
        .await?
        .into_iter()
        .map(|t| GroupTeam {
            name: t.team,
            club: t.club,
        })
        .collect();
    let teams = table::ordered(teams);
    Ok(table::report(key.group, key.day, day.state, &teams, &lines))
}
