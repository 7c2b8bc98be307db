//! HTTP API v1 (issue 23): JSON over axum, `Authorization: Bearer TOKEN`, refusals as the
//! desk's error objects in the request's language. Handlers read the facts from the database,
//! ask the pure checks (`scope`, `state`, the league crate's package check) and store in one
//! transaction; no state lives in the process but the rate limit's buckets.

mod answer;
pub(crate) mod days;
mod events;
pub(crate) mod leagues;

pub use answer::{Fail, Lang};

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{DefaultBodyLimit, FromRequestParts};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use deadpool_postgres::Pool;
use skatblock_rules::{Refusal, Rules};
use tower::limit::ConcurrencyLimitLayer;
use tower_http::timeout::TimeoutLayer;

use crate::codes::{SERVER_RATE, SERVER_UNAUTHORIZED};
use crate::limit::RateLimit;
use crate::scope::Scope;

/// The largest body a request may send (4 MiB).
pub const MAX_BODY: usize = 4 * 1024 * 1024;

/// How a `serve` process runs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Settings {
    /// Days after an approval until a day is binding (0: at approval).
    pub binding_days: i32,
    /// Requests a second per token, on average.
    pub rate: f64,
    /// Requests per token at once.
    pub burst: f64,
    /// Requests handled at once; more wait.
    pub concurrency: usize,
    /// Seconds a request may take.
    pub timeout_secs: u64,
}

/// What every handler shares.
#[derive(Clone)]
pub struct App(Arc<Inner>);

struct Inner {
    pool: Pool,
    limit: RateLimit,
    tables: crate::cache::TableCache,
    stamps: crate::cache::Stamps<Fail>,
    /// Held while a table is computed (see `leagues::table`).
    computing: tokio::sync::Mutex<()>,
    settings: Settings,
    rules: Rules,
}

impl App {
    /// The server over `pool` with `settings`.
    pub fn new(pool: Pool, settings: Settings) -> App {
        App(Arc::new(Inner {
            pool,
            limit: RateLimit::new(settings.rate, settings.burst),
            tables: crate::cache::TableCache::default(),
            stamps: crate::cache::Stamps::default(),
            computing: tokio::sync::Mutex::new(()),
            settings,
            rules: Rules::default(),
        }))
    }

    /// How this process runs.
    pub(crate) fn settings(&self) -> Settings {
        self.0.settings
    }

    /// One request of the token whose hash is `hash`, or 429 with `Retry-After` when it is over
    /// its rate.
    pub(crate) fn take_turn(&self, hash: &str) -> Result<(), Fail> {
        self.0.limit.take(hash, Instant::now()).map_err(|seconds| {
            let refusal = Refusal::new(SERVER_RATE).param("seconds", seconds as i64);
            Fail::new(StatusCode::TOO_MANY_REQUESTS, refusal).retry_after(seconds)
        })
    }

    /// A connection from the pool.
    pub(crate) async fn client(&self) -> Result<deadpool_postgres::Object, Fail> {
        Ok(self.0.pool.get().await.map_err(crate::db::DbError::from)?)
    }
}

/// The routes of API v1 with the server's bounds: body size, concurrency, time.
pub fn router(app: App) -> Router {
    let settings = app.0.settings;
    let day = "/api/v1/leagues/{league}/groups/{group}/days/{day}";
    Router::new()
        .route("/api/v1/leagues", post(leagues::create))
        .route("/api/v1/leagues/{league}", get(leagues::export))
        .route("/api/v1/leagues/{league}/teams", put(leagues::teams))
        .route("/api/v1/leagues/{league}/schedule", put(leagues::schedule))
        .route("/api/v1/leagues/{league}/table", get(leagues::table))
        .route(day, put(days::upload).get(days::report))
        .route(&format!("{day}/confirm"), post(days::confirm))
        .route(&format!("{day}/protest"), post(days::protest))
        .route(&format!("{day}/approve"), post(days::approve))
        .route(&format!("{day}/reject"), post(days::reject))
        .route("/api/v1/events/{slug}", put(events::put).get(events::get))
        .merge(crate::pages::routes())
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            Duration::from_secs(settings.timeout_secs),
        ))
        .layer(ConcurrencyLimitLayer::new(settings.concurrency))
        .with_state(app)
}

/// Serves `app` on `listener` until `shutdown` completes, then finishes the requests in
/// flight.
///
/// # Errors
/// The listener fails.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: App,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, router(app))
        .with_graceful_shutdown(shutdown)
        .await
}

/// The caller of a request with a token: its name, scope and language; rate-limited.
pub struct Auth {
    /// The token's name (the audit's actor).
    pub name: String,
    /// Its role and scope.
    pub scope: Scope,
}

impl FromRequestParts<App> for Auth {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, app: &App) -> Result<Auth, Response> {
        let lang = answer::lang_of(parts);
        let token = parts
            .headers
            .get(axum::http::header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(str::trim)
            .unwrap_or_default();
        let unauthorized =
            || Fail::new(StatusCode::UNAUTHORIZED, Refusal::new(SERVER_UNAUTHORIZED));
        if token.is_empty() {
            return Err(unauthorized().render(lang));
        }
        let hash = crate::token::hash(token);
        app.take_turn(&hash).map_err(|fail| fail.render(lang))?;
        let found = async {
            let client = app.client().await?;
            Ok::<_, Fail>(crate::db::token_scope(&client, &hash).await?)
        };
        match found.await {
            Ok(Some((name, scope))) => Ok(Auth { name, scope }),
            Ok(None) => Err(unauthorized().render(lang)),
            Err(fail) => Err(fail.render(lang)),
        }
    }
}

/// An answer of `status` with a JSON body, or the refusal in `lang`.
pub fn respond<T: serde::Serialize>(lang: Lang, result: Result<(StatusCode, T), Fail>) -> Response {
    match result {
        Ok((status, body)) => (status, axum::Json(body)).into_response(),
        Err(fail) => fail.render(lang),
    }
}
