//! The public pages' handlers: they read through the API's own computations (the league
//! table, the match report, the stored event) and give the views plain data.

use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, Uri};
use axum::response::Response;
use serde::Deserialize;
use skatblock_i18n::Lang;

use super::PageLang;
use super::views::{self, DayLine, EventLink, GroupView, LeagueLink};
use super::{failed, html};
use crate::api::days::match_report;
use crate::api::leagues::{after_day, kept_table, league_of, not_found};
use crate::api::{App, Fail};
use crate::db::{self, DayFilter, DayRow};
use crate::table::{MatchReport, TableRow};

/// A page's answer: its status and view, or the refusal's page.
fn answer(lang: Lang, uri: &Uri, result: Result<views::PageOut, Fail>) -> Response {
    match result {
        Ok(page) => html(StatusCode::OK, lang, uri, &page),
        Err(fail) => failed(lang, uri, &fail),
    }
}

/// `/`: the leagues and the live events.
pub async fn home(State(app): State<App>, PageLang(lang): PageLang, uri: Uri) -> Response {
    let read = async {
        let client = app.client().await?;
        let leagues: Vec<LeagueLink> = db::leagues(&client)
            .await?
            .into_iter()
            .map(|l| LeagueLink {
                id: l.id,
                name: l.name,
                season: l.season,
            })
            .collect();
        let events: Vec<EventLink> = db::events(&client, 50)
            .await?
            .into_iter()
            .map(|(slug, name)| EventLink { slug, name })
            .collect();
        Ok(views::home(lang, &leagues, &events))
    };
    answer(lang, &uri, read.await)
}

/// The league page's query.
#[derive(Debug, Deserialize)]
pub struct LeagueQuery {
    after_day: Option<String>,
}

/// `/leagues/{league}[?after_day=N]`: every group's table and match days.
pub async fn league(
    State(app): State<App>,
    PageLang(lang): PageLang,
    uri: Uri,
    Path(league): Path<String>,
    Query(q): Query<LeagueQuery>,
) -> Response {
    let read = async {
        let id: i64 = league.parse().map_err(|_| not_found("league", &league))?;
        let after = after_day(q.after_day.as_deref())?;
        let (settings, table) = kept_table(&app, id, None, after)
            .await?
            .ok_or_else(|| not_found("league", &league))?;
        let rows = table.rows.clone();
        let client = app.client().await?;
        let filter = DayFilter {
            league: Some(id),
            ..DayFilter::default()
        };
        let days = db::scheduled_days(&client, &filter).await?;
        let last_day = days.iter().map(|d| d.day).max().unwrap_or(0);
        let link = LeagueLink {
            id,
            name: settings.name,
            season: settings.season,
        };
        let groups = groups(rows, &days);
        Ok(views::league(lang, &link, after, last_day, &groups))
    };
    answer(lang, &uri, read.await)
}

/// The table rows and scheduled days by group, groups in the table's order (then any group
/// with days but no teams).
fn groups(rows: Vec<TableRow>, days: &[DayRow]) -> Vec<GroupView> {
    let mut groups: Vec<GroupView> = Vec::new();
    for r in rows {
        match groups.iter_mut().find(|g| g.name == r.group) {
            Some(g) => g.rows.push(r),
            None => groups.push(GroupView {
                name: r.group.clone(),
                rows: vec![r],
                days: Vec::new(),
            }),
        }
    }
    for d in days {
        let day = DayLine {
            day: d.day,
            date: d.date.clone(),
            state: d.state.clone(),
        };
        if let Some(g) = groups.iter_mut().find(|g| g.name == d.group) {
            g.days.push(day);
        }
    }
    groups
}

/// `/leagues/{league}/groups/{group}/days/{day}`: the match report.
pub async fn report(
    State(app): State<App>,
    PageLang(lang): PageLang,
    uri: Uri,
    Path(path): Path<(String, String, String)>,
) -> Response {
    let read = async {
        let report = match_report(&app, &path).await?;
        let client = app.client().await?;
        let (id, settings) = league_of(&client, &path.0).await?;
        let link = LeagueLink {
            id,
            name: settings.name,
            season: settings.season,
        };
        Ok(report_view(lang, &link, &report))
    };
    answer(lang, &uri, read.await)
}

fn report_view(lang: Lang, link: &LeagueLink, r: &MatchReport) -> views::PageOut {
    let series: Vec<views::ReportSeriesView> = r
        .series
        .iter()
        .map(|s| views::ReportSeriesView {
            series: s.series,
            teams: s
                .teams
                .iter()
                .map(|t| views::ReportTeamLine {
                    team: t.team.clone(),
                    game_points: t.game_points,
                    ranking_points: t.ranking_points,
                })
                .collect(),
            players: s
                .players
                .iter()
                .map(|p| views::ReportPlayerLine {
                    player_id: p.player_id.clone(),
                    name: p.name.clone(),
                    team: p.team.clone(),
                    total: p.total,
                })
                .collect(),
        })
        .collect();
    views::report(lang, link, (&r.group, r.day, &r.state), &series)
}

/// `/events/{slug}`: the live standings as last published; `live.js` keeps them current.
pub async fn event(
    State(app): State<App>,
    PageLang(lang): PageLang,
    uri: Uri,
    Path(slug): Path<String>,
) -> Response {
    let read = async {
        let client = app.client().await?;
        let stored = db::event(&client, &slug)
            .await?
            .ok_or_else(|| not_found("slug", &slug))?;
        let event: serde_json::Value =
            serde_json::from_str(&stored.event).unwrap_or(serde_json::Value::Null);
        Ok(views::live_event(lang, &slug, stored.version, &event))
    };
    answer(lang, &uri, read.await)
}
