//! The association server's pages (issue 23, item 4): the public league tables, match reports
//! and live events, and the staff's sign-in and match-day actions — server-rendered HTML over
//! the API's own computations, under a strict Content-Security-Policy, German by default and
//! English with `?lang=en`.

mod html;
mod public;
mod staff;
mod staff_views;
mod views;

pub use html::CSP;

use axum::Router;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use skatblock_i18n::Lang;

use crate::api::{App, Fail};
use html::{Page, document, esc, with_lang, word};

/// The language of a page: English with `?lang=en`, German otherwise — the query alone, so
/// the language link always switches (a browser's `Accept-Language` does not override it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageLang(pub Lang);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for PageLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<PageLang, Self::Rejection> {
        let query = parts.uri.query().unwrap_or_default();
        let english = query
            .split('&')
            .filter_map(|p| p.strip_prefix("lang="))
            .any(|tag| tag.starts_with("en"));
        Ok(PageLang(if english { Lang::En } else { Lang::De }))
    }
}

/// The pages' routes (merged into the API's router, which adds its bounds and state).
pub fn routes() -> Router<App> {
    Router::new()
        .route("/", get(public::home))
        .route("/leagues/{league}", get(public::league))
        .route(
            "/leagues/{league}/groups/{group}/days/{day}",
            get(public::report),
        )
        .route("/events/{slug}", get(public::event))
        .route("/assets/{file}", get(asset))
        .route("/signin", get(staff::signin_form).post(staff::signin))
        .route("/signout", post(staff::signout))
        .route("/staff", get(staff::list))
        .route(
            "/staff/leagues/{league}/groups/{group}/days/{day}/{action}",
            post(staff::act),
        )
        .fallback(fallback)
}

/// The headers every page and asset carries: the CSP, no sniffing, no referrer.
fn secured(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

/// `page` as the whole document of `status` in `lang`; `uri` gives the language switch.
fn html(status: StatusCode, lang: Lang, uri: &Uri, page: &Page) -> Response {
    let path = uri.path_and_query().map_or("/", |p| p.as_str());
    let body = document(lang, path, page);
    let content = [(header::CONTENT_TYPE, "text/html; charset=utf-8")];
    secured((status, content, body).into_response())
}

/// The page of a refusal: 404 as "not found", anything else with its sentence.
fn failed(lang: Lang, uri: &Uri, fail: &Fail) -> Response {
    failed_back(lang, uri, fail, ("/", "home"))
}

/// The page of a refusal with a link to `back` (path, its word).
fn failed_back(lang: Lang, uri: &Uri, fail: &Fail, (back, label): (&str, &str)) -> Response {
    let status = fail.status();
    if status == StatusCode::NOT_FOUND {
        return html(status, lang, uri, &not_found_page(lang));
    }
    let body = format!(
        "<h1>{}</h1>\n<p class=\"notice error\" role=\"alert\">{}</p>\n<p><a href=\"{}\">{}</a></p>\n",
        word(lang, "error"),
        esc(&fail.sentence(lang)),
        esc(&with_lang(lang, back)),
        word(lang, label),
    );
    let title = skatblock_i18n::text(lang, "server-page-error");
    let page = Page {
        title,
        body,
        script: None,
    };
    let mut response = html(status, lang, uri, &page);
    if let Some(seconds) = fail.retry_seconds() {
        let headers = response.headers_mut();
        headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    }
    response
}

fn not_found_page(lang: Lang) -> Page {
    Page {
        title: skatblock_i18n::text(lang, "server-page-not-found"),
        body: format!(
            "<h1>{}</h1>\n<p>{}</p>\n<p><a href=\"{}\">{}</a></p>\n",
            word(lang, "not-found"),
            word(lang, "not-found-text"),
            esc(&with_lang(lang, "/")),
            word(lang, "home"),
        ),
        script: None,
    }
}

/// Any other address: the 404 page in the request's language (the API's paths keep their
/// JSON answers).
async fn fallback(asked: crate::api::Lang, PageLang(lang): PageLang, uri: Uri) -> Response {
    if uri.path().starts_with("/api/") {
        let fail = crate::api::leagues::not_found("path", uri.path());
        return fail.render(asked);
    }
    html(StatusCode::NOT_FOUND, lang, &uri, &not_found_page(lang))
}

/// The files under `/assets/`, built into the binary.
const ASSETS: &[(&str, &str, &str)] = &[
    (
        "server.css",
        "text/css; charset=utf-8",
        include_str!("pages/assets/server.css"),
    ),
    (
        "live.js",
        "text/javascript; charset=utf-8",
        include_str!("pages/assets/live.js"),
    ),
];

async fn asset(axum::extract::Path(file): axum::extract::Path<String>) -> Response {
    match ASSETS.iter().find(|(name, _, _)| *name == file) {
        Some((_, kind, text)) => secured(
            (
                [
                    (header::CONTENT_TYPE, *kind),
                    (header::CACHE_CONTROL, "public, max-age=300"),
                ],
                *text,
            )
                .into_response(),
        ),
        None => secured(StatusCode::NOT_FOUND.into_response()),
    }
}

#[cfg(test)]
mod tests {
    use skatblock_i18n::{Lang, has_message};

    use crate::scope::Role;
    use crate::state::DayState;

    /// The page sources whose `word(lang, "…")` keys and `"server-page-…"` ids are read.
    const SOURCES: [&str; 5] = [
        include_str!("pages.rs"),
        include_str!("pages/views.rs"),
        include_str!("pages/staff_views.rs"),
        include_str!("pages/staff.rs"),
        include_str!("pages/html.rs"),
    ];

    /// Every quoted key after `word(lang, ` / `word_with(lang, ` and every quoted
    /// `server-page-…` id in `source`.
    fn keys(source: &str) -> Vec<String> {
        let mut out = Vec::new();
        for marker in [
            "word(lang, \"",
            "word_with(lang, \"",
            "word_with(\n        lang,\n        \"",
        ] {
            for (at, _) in source.match_indices(marker) {
                let rest = &source[at + marker.len()..];
                if let Some(end) = rest.find('"') {
                    out.push(rest[..end].to_string());
                }
            }
        }
        for (at, _) in source.match_indices("\"server-page-") {
            let rest = &source[at + 13..];
            if let Some(end) = rest.find('"') {
                out.push(rest[..end].to_string());
            }
        }
        out
    }

    #[test]
    fn issue_23_every_page_word_exists_in_both_languages() {
        let mut all: Vec<String> = SOURCES.iter().flat_map(|s| keys(s)).collect();
        // Keys made at run time: the states, the roles, the actions.
        let states = [
            DayState::Submitted,
            DayState::Confirmed,
            DayState::Protested,
            DayState::Approved,
            DayState::Rejected,
        ];
        all.extend(states.iter().map(|s| format!("state-{}", s.name())));
        let roles = [Role::Admin, Role::GroupLeader, Role::Club, Role::Captain];
        all.extend(roles.iter().map(|r| format!("role-{}", r.name())));
        all.extend(["approve", "reject", "confirm", "protest"].map(String::from));
        assert!(all.len() > 40, "{all:?}");
        // Only literal keys (a `{…}` is a key made at run time, listed above).
        let literal =
            |k: &&String| !k.is_empty() && k.bytes().all(|b| b.is_ascii_lowercase() || b == b'-');
        for key in all.iter().filter(literal) {
            for lang in [Lang::De, Lang::En] {
                let id = format!("server-page-{key}");
                assert!(has_message(lang, &id), "{lang} lacks {id}");
            }
        }
    }
}
