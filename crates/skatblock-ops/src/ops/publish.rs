//! `publish`: an event's live standings to the association server, through the outbox (issue
//! 23). Every version is written to the file first, then the newest pending one is sent; an
//! outage leaves it pending for the next attempt, a restart of the desk sends it first.

use serde_json::{Value, json};

use super::sync::{Delivery, Server};
use super::{Error, Result};
use crate::rules::Refusal;
use crate::store::sync::OutboxRow;
use crate::store::{EventId, Store};
use crate::sync::codes::{SYNC_ANSWER, SYNC_SLUG};
use crate::sync::http::{self, Method, Reply};
use crate::sync::{Published, server_address};

/// The live standings of an event as published: the event, its standings rows (as `standings
/// EVENT --format json` prints them), and where it has a prize file its rankings and prizes.
///
/// # Errors
/// An unknown event; a stored game that no longer fits the rules; a prize file that no
/// longer reads.
pub fn publish_payload(store: &Store, event: EventId) -> Result<Value> {
    let ev = crate::event::event(store, event)?;
    let standings = crate::event::standings(store, event, None)?;
    let mut payload = json!({
        "event": {
            "name": ev.name,
            "date": ev.date.format("%Y-%m-%d").to_string(),
            "venue": ev.venue,
            "series": ev.series_count,
        },
        "standings": standings.rows,
    });
    if super::prize_file(store, event)?.is_some() {
        payload["rankings"] = json!(super::event_rankings(store, event)?);
        payload["prizes"] = json!(super::event_prizes(store, event)?);
    }
    Ok(payload)
}

/// A slug of letters, digits and `-` (it is a path segment of the server's pages).
pub(super) fn checked_slug(slug: &str) -> Result<&str> {
    let ok = !slug.is_empty()
        && slug.len() <= 100
        && slug.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
    if ok {
        Ok(slug)
    } else {
        Err(Refusal::new(SYNC_SLUG).field("slug").value(slug).into())
    }
}

/// `publish`: writes the event's standings now as the next version of (`server`, `slug`) to
/// the outbox, then sends what is pending there. With `only_if_changed` (`--follow`), no
/// version is written when the standings are those of the last one.
///
/// # Errors
/// As [`publish_payload`]; a bad slug or server address.
pub fn publish(
    store: &mut Store,
    event: EventId,
    server: Server<'_>,
    slug: &str,
    only_if_changed: bool,
) -> Result<Delivery<Published>> {
    let url = server_address(server.url)?;
    let slug = checked_slug(slug)?;
    let payload = publish_payload(store, event)?.to_string();
    let target = (url.as_str(), slug);
    crate::sync::enqueue(
        store,
        event,
        target,
        &payload,
        only_if_changed,
        &super::now(),
    )?;
    send_pending(
        store,
        Server {
            url: &url,
            ..server
        },
        slug,
    )
}

/// Sends the newest pending version of (`server`, `slug`), if any; the older pending ones are
/// then superseded. A failure leaves them all pending.
///
/// # Errors
/// Store errors; an answer that is not the contract's.
pub fn send_pending(
    store: &mut Store,
    server: Server<'_>,
    slug: &str,
) -> Result<Delivery<Published>> {
    let url = server_address(server.url)?;
    let server = Server {
        url: &url,
        ..server
    };
    let pending = crate::store::sync::pending(store.conn(), &url, slug)?;
    let version = crate::store::sync::last_version(store.conn(), &url, slug)?;
    let Some(newest) = pending.first() else {
        let published = Published {
            version,
            server_version: None,
            pending: 0,
        };
        return Ok(Delivery::Accepted(published));
    };
    let payload: Value = serde_json::from_str(&newest.payload).unwrap_or(Value::Null);
    let body = json!({ "version": newest.version, "event": payload }).to_string();
    let path = format!("/api/v1/events/{}", http::path_segment(slug));
    let sent = super::sync::call(server, Method::Put, &path, Some(body.as_bytes()));
    answered(store, (server, version), (newest, &pending), sent)
}

/// Keeps in the outbox what the server answered to `newest` of `pending` (sent, or why not)
/// and says it (`version`: the newest written).
fn answered(
    store: &mut Store,
    (server, version): (Server<'_>, u64),
    (newest, pending): (&OutboxRow, &[OutboxRow]),
    sent: Delivery<Reply>,
) -> Result<Delivery<Published>> {
    let now = super::now();
    let failure = match sent {
        Delivery::Accepted(reply) => {
            let (accepted, server_version) = publish_answer(server, &reply.body)?;
            crate::sync::mark_answered(store, pending, accepted, &now)?;
            return Ok(Delivery::Accepted(Published {
                version,
                server_version: Some(server_version),
                pending: 0,
            }));
        }
        Delivery::Refused(r) => {
            let error = super::sync::refused_error(server.url, &r);
            let first = error.refusals.into_iter().next().map(|f| f.refusal);
            (first, Delivery::Refused(r))
        }
        Delivery::Unreachable(r) => (Some(r.clone()), Delivery::Unreachable(r)),
    };
    if let Some(refusal) = &failure.0 {
        crate::sync::mark_failed(store, newest, refusal, &now)?;
    }
    Ok(failure.1)
}

/// The server's answer to a publish: (accepted, the version it holds).
fn publish_answer(server: Server<'_>, body: &str) -> Result<(bool, u64)> {
    let bad = || -> Error {
        Refusal::new(SYNC_ANSWER)
            .param("server", server.url)
            .param("status", 200)
            .into()
    };
    let value: Value = serde_json::from_str(body).map_err(|_| bad())?;
    let accepted = value
        .get("accepted")
        .and_then(Value::as_bool)
        .ok_or_else(bad)?;
    let version = value
        .get("version")
        .and_then(Value::as_u64)
        .ok_or_else(bad)?;
    Ok((accepted, version))
}

/// What changes when an event's data may have changed: SQLite's `data_version` of this
/// connection (another connection's commit changes it). `--follow` polls it every second and
/// builds the standings only then.
///
/// # Errors
/// Store errors.
pub fn data_version(store: &Store) -> Result<i64> {
    Ok(crate::store::sync::data_version(store.conn())?)
}

/// The newest version written to the outbox for (`server`, `slug`); 0 when none.
///
/// # Errors
/// A bad server address; store errors.
pub fn published_version(store: &Store, server: &str, slug: &str) -> Result<u64> {
    let url = server_address(server)?;
    Ok(crate::store::sync::last_version(store.conn(), &url, slug)?)
}

/// How many versions of (`server`, `slug`) the outbox still has to send.
///
/// # Errors
/// A server address that is no http(s) address; the file cannot be read.
pub fn pending_versions(store: &Store, server: &str, slug: &str) -> Result<u64> {
    let url = server_address(server)?;
    Ok(crate::store::sync::pending(store.conn(), &url, slug)?.len() as u64)
}
