//! Live events: a club's desk puts an event's standings, versioned; the public reads them.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;
use serde_json::json;
use serde_json::value::RawValue;
use skatblock_rules::Refusal;

use super::answer::body_fail;
use super::leagues::{forbidden, not_found};
use super::{App, Auth, Fail, Lang, respond};
use crate::codes::SERVER_EVENT_SHAPE;
use crate::db::{self, EventPut};

/// The body of a live event's put.
#[derive(Debug, Deserialize)]
struct EventBody<'a> {
    version: u64,
    #[serde(borrow)]
    event: &'a RawValue,
}

/// A live event as read: the event's JSON as the desk sent it.
#[derive(Debug, serde::Serialize)]
struct EventOut {
    slug: String,
    version: i64,
    updated_at: String,
    event: Box<RawValue>,
}

fn shape() -> Fail {
    Fail::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        Refusal::new(SERVER_EVENT_SHAPE).field("event"),
    )
}

/// `PUT /api/v1/events/{slug}` (a club token): `{"version", "event"}`; an older version is
/// ignored and the stored version answered.
pub async fn put(
    State(app): State<App>,
    lang: Lang,
    auth: Auth,
    Path(slug): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let stored = async {
        let club = auth.scope.publishing_club().ok_or_else(forbidden)?;
        let body = body.map_err(body_fail)?;
        let sent: EventBody<'_> = serde_json::from_slice(&body).map_err(|_| shape())?;
        let version = i64::try_from(sent.version).map_err(|_| shape())?;
        if !sent.event.get().starts_with('{') {
            return Err(shape());
        }
        let client = app.client().await?;
        match db::put_event(&client, &slug, club, version, sent.event.get()).await? {
            EventPut::Stored(version, accepted) => Ok((
                StatusCode::OK,
                json!({"slug": slug, "version": version, "accepted": accepted}),
            )),
            EventPut::Foreign => Err(forbidden()),
        }
    };
    respond(lang, stored.await)
}

/// `GET /api/v1/events/{slug}` (public): `{"slug", "version", "updated_at", "event"}`.
pub async fn get(State(app): State<App>, lang: Lang, Path(slug): Path<String>) -> Response {
    let read = async {
        let client = app.client().await?;
        let e = db::event(&client, &slug)
            .await?
            .ok_or_else(|| not_found("slug", &slug))?;
        let event = RawValue::from_string(e.event).map_err(|_| shape())?;
        let out = EventOut {
            slug,
            version: e.version,
            updated_at: e.updated_at,
            event,
        };
        Ok((StatusCode::OK, out))
    };
    respond(lang, read.await)
}
