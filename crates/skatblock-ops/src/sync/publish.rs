//! The outbox of an event's live standings: every version is written to the file before it is
//! sent, so an outage of the network or the server, or a restart of the desk, loses nothing;
//! only the newest pending version is sent, the older ones are then superseded.

use serde::Serialize;

use crate::event::Result;
use crate::rules::Refusal;
use crate::store::sync::{self as outbox, OutboxRow};
use crate::store::{EventId, Store, StoreError};

/// What publishing did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Published {
    /// The newest version written to the outbox.
    pub version: u64,
    /// The version the server holds now, when it answered (an older one sent is ignored, and
    /// the server names the one it has).
    pub server_version: Option<u64>,
    /// Versions still waiting to be sent.
    pub pending: usize,
}

/// Writes the next version of `payload` (JSON) for (`server`, `slug`) to the outbox; with
/// `only_if_changed`, nothing when it equals the last version written. Returns the row
/// written.
///
/// # Errors
/// Store errors.
pub fn enqueue(
    store: &mut Store,
    event: EventId,
    target: (&str, &str),
    payload: &str,
    only_if_changed: bool,
    at: &str,
) -> Result<Option<OutboxRow>> {
    let (server, slug) = target;
    if only_if_changed
        && outbox::last_payload(store.conn(), server, slug)?.as_deref() == Some(payload)
    {
        return Ok(None);
    }
    let tx = store.transaction()?;
    let row = outbox::enqueue(&tx, event, server, slug, payload, at)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(Some(row))
}

/// Marks the newest pending row as the server answered it (`accepted`, or `ignored` when the
/// server holds a newer one) and every older pending row superseded, in one transaction.
///
/// # Errors
/// Store errors.
pub fn mark_answered(
    store: &mut Store,
    pending: &[OutboxRow],
    accepted: bool,
    at: &str,
) -> Result<()> {
    let tx = store.transaction()?;
    for (i, row) in pending.iter().enumerate() {
        let outcome = match (i, accepted) {
            (0, true) => "accepted",
            (0, false) => "ignored",
            _ => "superseded",
        };
        outbox::mark_sent(&tx, row.id, outcome, at)?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// Keeps why the newest pending row was not sent (`refusal`, as data) and when; the row stays
/// pending.
///
/// # Errors
/// Store errors.
pub fn mark_failed(store: &mut Store, row: &OutboxRow, refusal: &Refusal, at: &str) -> Result<()> {
    // A refusal always serialises (codes, texts and numbers).
    let failure = serde_json::to_string(refusal).unwrap_or_default();
    let tx = store.transaction()?;
    outbox::mark_failed(&tx, row.id, &failure, at)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}
