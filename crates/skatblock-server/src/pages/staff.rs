//! The staff's pages: sign in with a token (a session row in PostgreSQL, so every `serve`
//! process knows it; the browser holds a random cookie whose hash is stored), the days of
//! one's role, and the API's own actions on them from forms — each form with the session's
//! CSRF token, compared in constant time, and refused when `Origin`/`Referer` name another
//! site.

use axum::Form;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use skatblock_i18n::Lang;
use skatblock_rules::Refusal;

use super::PageLang;
use super::staff_views;
use super::{failed, failed_back, html};
use crate::api::days::{confirm_day, decide};
use crate::api::leagues::not_found;
use crate::api::{App, Auth, Fail};
use crate::codes::{SERVER_CSRF, SERVER_SESSION, SERVER_UNAUTHORIZED};
use crate::db::{self, DayFilter, Session};
use crate::state::{self, DayState};

/// The session cookie's name.
pub const COOKIE: &str = "skatblock_session";

/// Hours a session lasts.
pub const SESSION_HOURS: i32 = 12;

/// `GET /signin`: the form.
pub async fn signin_form(PageLang(lang): PageLang, uri: Uri) -> Response {
    html(StatusCode::OK, lang, &uri, &staff_views::signin(lang, None))
}

/// The sign-in form's fields.
#[derive(Debug, Deserialize)]
pub struct SignIn {
    #[serde(default)]
    token: String,
}

/// `POST /signin`: checks the token as the API does and starts a session.
pub async fn signin(
    State(app): State<App>,
    PageLang(lang): PageLang,
    uri: Uri,
    headers: HeaderMap,
    Form(form): Form<SignIn>,
) -> Response {
    if !same_origin(&headers) {
        return failed(lang, &uri, &refused(StatusCode::FORBIDDEN, SERVER_CSRF));
    }
    let cookie = crate::token::generate();
    let started = async {
        let token_hash = crate::token::hash(form.token.trim());
        // As the API: a token's tries are rate-limited, so signing in again and again does
        // not make the server start sessions without end.
        app.take_turn(&token_hash)?;
        let client = app.client().await?;
        let hashes = (crate::token::hash(&cookie), crate::token::generate());
        let pair = (hashes.0.as_str(), hashes.1.as_str());
        Ok::<_, Fail>(db::create_session(&client, &token_hash, pair, SESSION_HOURS).await?)
    };
    match started.await {
        Ok(true) => {
            let mut to = see_other(lang, "/staff");
            let value = cookie_value(&cookie, secure(&headers), SESSION_HOURS * 3600);
            to.headers_mut().insert(header::SET_COOKIE, value);
            to
        }
        Ok(false) => {
            let fail = refused(StatusCode::UNAUTHORIZED, SERVER_UNAUTHORIZED);
            let page = staff_views::signin(lang, Some(&fail.sentence(lang)));
            html(StatusCode::UNAUTHORIZED, lang, &uri, &page)
        }
        Err(fail) => failed(lang, &uri, &fail),
    }
}

fn refused(status: StatusCode, code: skatblock_rules::Code) -> Fail {
    Fail::new(status, Refusal::new(code))
}

/// The session cookie (`max_age` 0 removes it); `Secure` when the request came through TLS.
fn cookie_value(value: &str, secure: bool, max_age: i32) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    let text =
        format!("{COOKIE}={value}; Path=/; HttpOnly; SameSite=Strict; Max-Age={max_age}{secure}");
    HeaderValue::from_str(&text).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// Whether the request came through the association's TLS reverse proxy.
fn secure(headers: &HeaderMap) -> bool {
    headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("https"))
}

/// A 303 to `path` in `lang`.
fn see_other(lang: Lang, path: &str) -> Response {
    let target = super::html::with_lang(lang, path);
    let location = HeaderValue::from_str(&target).unwrap_or_else(|_| HeaderValue::from_static("/"));
    super::secured((StatusCode::SEE_OTHER, [(header::LOCATION, location)]).into_response())
}

/// The cookie's value of a request, if it sends one.
fn cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|p| {
            p.trim()
                .strip_prefix(&format!("{COOKIE}="))
                .map(String::from)
        })
        .filter(|v| !v.is_empty())
}

/// The request's live session, if any.
async fn session(app: &App, headers: &HeaderMap) -> Result<Option<(String, Session)>, Fail> {
    let Some(value) = cookie(headers) else {
        return Ok(None);
    };
    let hash = crate::token::hash(&value);
    let client = app.client().await?;
    Ok(db::session(&client, &hash).await?.map(|s| (hash, s)))
}

/// Whether the request comes from this site: `Sec-Fetch-Site` when the browser sends it
/// (`same-origin`, or `none` for what the user typed); else `Origin`, else `Referer` must
/// name this host. Under `Referrer-Policy: no-referrer` browsers send `Origin: null` with
/// forms, so a browser without `Sec-Fetch-Site` sending that is refused; a request with
/// neither header passes (the CSRF token still has to match).
pub fn same_origin(headers: &HeaderMap) -> bool {
    let value = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(site) = value("sec-fetch-site") {
        return site == "same-origin" || site == "none";
    }
    let host = value("host");
    let names_host = |text: &str| {
        let rest = text
            .strip_prefix("https://")
            .or_else(|| text.strip_prefix("http://"))
            .unwrap_or_default();
        let authority = rest.split('/').next().unwrap_or_default();
        host.is_some_and(|h| !authority.is_empty() && authority.eq_ignore_ascii_case(h))
    };
    match (value("origin"), value("referer")) {
        (Some(origin), _) => names_host(origin),
        (None, Some(referer)) => names_host(referer),
        (None, None) => true,
    }
}

/// `a == b` in time that does not depend on where they differ.
pub fn same_secret(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let diff = a
        .iter()
        .zip(b)
        .fold(u8::from(a.len() != b.len()), |acc, (x, y)| acc | (x ^ y));
    diff == 0
}

/// `GET /staff`: the days of the session's role, with its actions.
pub async fn list(
    State(app): State<App>,
    PageLang(lang): PageLang,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let read = async {
        let Some((_, s)) = session(&app, &headers).await? else {
            return Ok(None);
        };
        let client = app.client().await?;
        let days = db::scheduled_days(&client, &DayFilter::of(&s.scope)).await?;
        Ok::<_, Fail>(Some((s, days)))
    };
    let outcome = uri
        .query()
        .and_then(|q| q.split('&').find_map(|p| p.strip_prefix("outcome=")))
        .and_then(DayState::parse);
    match read.await {
        Ok(Some((s, days))) => {
            let page = staff_views::staff(lang, &s, &days, outcome);
            let mut response = html(StatusCode::OK, lang, &uri, &page);
            let headers = response.headers_mut();
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
        Ok(None) => see_other(lang, "/signin"),
        Err(fail) => failed(lang, &uri, &fail),
    }
}

/// A staff form's fields.
#[derive(Debug, Deserialize)]
pub struct Action {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    reason: String,
}

/// The session of a form, checked: live, the CSRF token its own, sent from this site.
async fn checked(app: &App, headers: &HeaderMap, csrf: &str) -> Result<(String, Session), Fail> {
    let (hash, s) = session(app, headers)
        .await?
        .ok_or_else(|| refused(StatusCode::UNAUTHORIZED, SERVER_SESSION))?;
    if !same_origin(headers) || !same_secret(&s.csrf, csrf) {
        return Err(refused(StatusCode::FORBIDDEN, SERVER_CSRF));
    }
    Ok((hash, s))
}

/// `POST /signout`: ends the session and removes the cookie.
pub async fn signout(
    State(app): State<App>,
    PageLang(lang): PageLang,
    uri: Uri,
    headers: HeaderMap,
    Form(form): Form<Action>,
) -> Response {
    let ended = async {
        let (hash, _) = checked(&app, &headers, &form.csrf).await?;
        let client = app.client().await?;
        Ok::<_, Fail>(db::end_session(&client, &hash).await?)
    };
    match ended.await {
        Ok(()) => {
            let mut to = see_other(lang, "/");
            let gone = cookie_value("", secure(&headers), 0);
            to.headers_mut().insert(header::SET_COOKIE, gone);
            to
        }
        Err(fail) => failed(lang, &uri, &fail),
    }
}

/// `POST /staff/leagues/{league}/groups/{group}/days/{day}/{action}`: the API's confirm,
/// protest, approve or reject with the session's scope and name; then back to `/staff`.
pub async fn act(
    State(app): State<App>,
    PageLang(lang): PageLang,
    uri: Uri,
    headers: HeaderMap,
    Path((league, group, day, action)): Path<(String, String, String, String)>,
    Form(form): Form<Action>,
) -> Response {
    let done = async {
        let (_, s) = checked(&app, &headers, &form.csrf).await?;
        let auth = Auth {
            name: s.name,
            scope: s.scope,
        };
        let path = (league, group, day);
        run(&app, &auth, &path, &action, form.reason.trim()).await
    };
    match done.await {
        Ok(answer) => see_other(lang, &format!("/staff?outcome={}", answer.state)),
        Err(fail) => failed_back(lang, &uri, &fail, ("/staff", "back")),
    }
}

/// One action of the API on a day.
async fn run(
    app: &App,
    auth: &Auth,
    path: &(String, String, String),
    action: &str,
    reason: &str,
) -> Result<db::DayAnswer, Fail> {
    type Step = fn(DayState) -> Result<DayState, DayState>;
    let (step, audited): (Step, (&str, &str)) = match action {
        "confirm" => return confirm_day(app, auth, path).await,
        "protest" => (state::protest, ("protest", reason)),
        "approve" => (|s| state::decide(s, true), ("approve", "")),
        "reject" => (|s| state::decide(s, false), ("reject", reason)),
        other => return Err(not_found("action", other)),
    };
    decide(app, auth, path, step, audited)
        .await
        .map(|(_, answer)| answer)
}
