//! The hub's HTTP server (issue 12): axum on tokio, serving one event over the operations
//! layer. Routes go to `api`; here are only the limits: bodies of at most 16 KiB (413), a
//! per-token rate limit (429 with `Retry-After`), request timeouts, 404 for anything else, no
//! CORS headers.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use serde::Deserialize;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::timeout::TimeoutLayer;

use super::api::{self, Reply};
use super::codes::HUB_RATE_LIMIT;
use crate::i18n::Lang;
use crate::rules::Refusal;
use crate::store::{EventId, Store};

/// The largest request body.
pub const BODY_LIMIT: usize = 16 * 1024;
/// Requests a token may send in one second.
pub const RATE_PER_SECOND: u32 = 50;
/// How long a request may take.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);

/// The hub's state: the event's file and the requests per token in the current second.
pub struct Hub {
    store: Mutex<Store>,
    event: EventId,
    rates: Mutex<HashMap<String, (Instant, u32)>>,
}

impl Hub {
    /// A hub serving `event` from `store`.
    pub fn new(store: Store, event: EventId) -> Hub {
        Hub {
            store: Mutex::new(store),
            event,
            rates: Mutex::new(HashMap::new()),
        }
    }

    fn with_store<T>(&self, f: impl FnOnce(&mut Store) -> T) -> T {
        let mut store = self.store.lock().unwrap_or_else(PoisonError::into_inner);
        f(&mut store)
    }

    /// Whether a token may send another request now.
    fn admit(&self, token: &str) -> bool {
        let mut rates = self.rates.lock().unwrap_or_else(PoisonError::into_inner);
        let now = Instant::now();
        if rates.len() > 10_000 {
            rates.retain(|_, (start, _)| now.duration_since(*start) < Duration::from_secs(1));
        }
        let (start, count) = rates.entry(token.to_string()).or_insert((now, 0));
        if now.duration_since(*start) >= Duration::from_secs(1) {
            *start = now;
            *count = 0;
        }
        *count += 1;
        *count <= RATE_PER_SECOND
    }
}

/// The routes of the hub with its limits.
pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/api/table/{token}", get(table))
        .route("/api/table/{token}/games/{n}", put(game))
        .route("/api/table/{token}/sign", post(sign))
        .route("/api/standings", get(standings))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ))
        .with_state(hub)
}

/// Serves `router` on `listener` until `shutdown` completes; requests under way are finished.
///
/// # Errors
/// The listener's errors.
pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, router(hub))
        .with_graceful_shutdown(shutdown)
        .await
}

/// The reader's language: English when the phone asks for it first, else German.
fn lang(headers: &HeaderMap) -> Lang {
    let asked = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if asked.trim_start().to_ascii_lowercase().starts_with("en") {
        Lang::En
    } else {
        Lang::De
    }
}

fn respond(reply: Reply) -> Response {
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = (
        status,
        [(header::CONTENT_TYPE, "application/json; charset=utf-8")],
        reply.body.to_string(),
    )
        .into_response();
    if status == StatusCode::TOO_MANY_REQUESTS {
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    }
    response
}

fn limited(hub: &Hub, token: &str, headers: &HeaderMap) -> Option<Response> {
    if hub.admit(token) {
        return None;
    }
    let refusal = Refusal::new(HUB_RATE_LIMIT).param("seconds", 1);
    Some(respond(Reply::refused(429, &refusal, lang(headers))))
}

async fn table(
    State(hub): State<Arc<Hub>>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    if let Some(r) = limited(&hub, &token, &headers) {
        return r;
    }
    let lang = lang(&headers);
    let reply = hub.with_store(|store| api::table_view(store, hub.event, &token, lang));
    respond(reply)
}

async fn game(
    State(hub): State<Arc<Hub>>,
    Path((token, n)): Path<(String, u16)>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Some(r) = limited(&hub, &token, &headers) {
        return r;
    }
    let lang = lang(&headers);
    let device = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("Telefon")
        .to_string();
    let reply =
        hub.with_store(|store| api::put_game(store, hub.event, &token, n, &body, &device, lang));
    respond(reply)
}

async fn sign(
    State(hub): State<Arc<Hub>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Some(r) = limited(&hub, &token, &headers) {
        return r;
    }
    let lang = lang(&headers);
    let reply = hub.with_store(|store| api::sign(store, hub.event, &token, &body, lang));
    respond(reply)
}

/// `?series=S`.
#[derive(Debug, Deserialize)]
struct SeriesQuery {
    series: Option<u16>,
}

async fn standings(
    State(hub): State<Arc<Hub>>,
    Query(query): Query<SeriesQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = lang(&headers);
    let reply = hub.with_store(|store| api::standings(store, hub.event, query.series, lang));
    respond(reply)
}

async fn not_found() -> Response {
    respond(Reply {
        status: 404,
        body: serde_json::json!({"error": "not found"}),
    })
}
