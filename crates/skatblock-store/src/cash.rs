//! The cash book's SQL (RULES.md B.5.3): an event's fee schedule (the `events.fees` column, JSON
//! or NULL), its payments and their audit, and the event ids of a season.
//!
//! It stores what it is given: the fee schedule is checked by `cash`, never here, and nothing
//! here reads or writes a score.

use rusqlite::{Connection, OptionalExtension, params};

use super::events::EventId;
use super::players::PlayerId;
use super::{Result, StoreError};

id_type! {
    /// A payment's id.
    PaymentId
}

/// One stored payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPayment {
    /// Its id.
    pub id: PaymentId,
    /// The event it is paid for.
    pub event: EventId,
    /// Who paid.
    pub player: PlayerId,
    /// The amount in cents, > 0.
    pub cents: i64,
    /// Who recorded it.
    pub recorded_by: String,
    /// When it was recorded (RFC 3339).
    pub recorded_at: String,
}

/// One change of a payment, as the audit keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPaymentChange {
    /// The audit entry's id (its order).
    pub id: i64,
    /// The payment changed.
    pub payment: PaymentId,
    /// Its event.
    pub event: EventId,
    /// Its player.
    pub player: PlayerId,
    /// `record`, `correct` or `delete`.
    pub action: String,
    /// The amount before (none when recorded).
    pub old_cents: Option<i64>,
    /// The amount after (none when deleted).
    pub new_cents: Option<i64>,
    /// Who changed it.
    pub changed_by: String,
    /// When (RFC 3339).
    pub changed_at: String,
}

/// An event's fee schedule as stored (JSON text), or `None` for an event without one.
///
/// # Errors
/// `NotFound` for an unknown event; SQLite errors.
pub fn fees(conn: &Connection, event: EventId) -> Result<Option<String>> {
    conn.prepare_cached("SELECT fees FROM events WHERE id = ?1")?
        .query_row([event.0], |r| r.get::<_, Option<String>>(0))
        .optional()?
        .ok_or_else(|| not_found("event", event.0))
}

/// Stores an event's fee schedule (JSON text), or removes it with `None`.
///
/// # Errors
/// `NotFound` for an unknown event; `Conflict` for text that is not JSON.
pub fn set_fees(conn: &Connection, event: EventId, fees: Option<&str>) -> Result<()> {
    let changed = conn
        .prepare_cached("UPDATE events SET fees = ?2 WHERE id = ?1")?
        .execute(params![event.0, fees])?;
    if changed == 0 {
        return Err(not_found("event", event.0));
    }
    Ok(())
}

/// Adds a payment; returns its id.
///
/// # Errors
/// `Conflict` for an amount that is not positive or an unknown event or player.
pub fn insert_payment(
    conn: &Connection,
    event: EventId,
    player: PlayerId,
    cents: i64,
    (by, at): (&str, &str),
) -> Result<PaymentId> {
    conn.prepare_cached(
        "INSERT INTO payments (event_id, player_id, cents, recorded_by, recorded_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![event.0, player.0, cents, by, at])?;
    Ok(PaymentId(conn.last_insert_rowid()))
}

/// One payment of an event; `None` when the event has no payment with this id.
///
/// # Errors
/// SQLite errors only.
pub fn payment(conn: &Connection, event: EventId, id: PaymentId) -> Result<Option<StoredPayment>> {
    Ok(conn
        .prepare_cached(&format!(
            "{PAYMENT_COLUMNS} WHERE event_id = ?1 AND id = ?2"
        ))?
        .query_row(params![event.0, id.0], payment_row)
        .optional()?)
}

/// Every payment of an event, in the order recorded.
///
/// # Errors
/// SQLite errors only.
pub fn payments(conn: &Connection, event: EventId) -> Result<Vec<StoredPayment>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{PAYMENT_COLUMNS} WHERE event_id = ?1 ORDER BY id"
    ))?;
    let rows = stmt.query_map([event.0], payment_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Sets a payment's amount.
///
/// # Errors
/// `Conflict` for an amount that is not positive.
pub fn update_payment(conn: &Connection, id: PaymentId, cents: i64) -> Result<()> {
    conn.prepare_cached("UPDATE payments SET cents = ?2 WHERE id = ?1")?
        .execute(params![id.0, cents])?;
    Ok(())
}

/// Removes a payment (its audit stays).
///
/// # Errors
/// SQLite errors only.
pub fn delete_payment(conn: &Connection, id: PaymentId) -> Result<()> {
    conn.prepare_cached("DELETE FROM payments WHERE id = ?1")?
        .execute([id.0])?;
    Ok(())
}

/// Writes one audit entry (its `id` is ignored: the store numbers the entries).
///
/// # Errors
/// `Conflict` for an unknown action, event or player.
pub fn insert_audit(conn: &Connection, change: &StoredPaymentChange) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO payment_audit
         (payment_id, event_id, player_id, action, old_cents, new_cents, changed_by, changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        change.payment.0,
        change.event.0,
        change.player.0,
        change.action,
        change.old_cents,
        change.new_cents,
        change.changed_by,
        change.changed_at
    ])?;
    Ok(())
}

/// Every change of an event's payments, oldest first.
///
/// # Errors
/// SQLite errors only.
pub fn audit(conn: &Connection, event: EventId) -> Result<Vec<StoredPaymentChange>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, payment_id, event_id, player_id, action, old_cents, new_cents, changed_by,
                changed_at
         FROM payment_audit WHERE event_id = ?1 ORDER BY id",
    )?;
    let rows = stmt.query_map([event.0], |r| {
        Ok(StoredPaymentChange {
            id: r.get(0)?,
            payment: PaymentId(r.get(1)?),
            event: EventId(r.get(2)?),
            player: PlayerId(r.get(3)?),
            action: r.get(4)?,
            old_cents: r.get(5)?,
            new_cents: r.get(6)?,
            changed_by: r.get(7)?,
            changed_at: r.get(8)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

const PAYMENT_COLUMNS: &str =
    "SELECT id, event_id, player_id, cents, recorded_by, recorded_at FROM payments";

fn payment_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<StoredPayment> {
    Ok(StoredPayment {
        id: PaymentId(r.get(0)?),
        event: EventId(r.get(1)?),
        player: PlayerId(r.get(2)?),
        cents: r.get(3)?,
        recorded_by: r.get(4)?,
        recorded_at: r.get(5)?,
    })
}

fn not_found(entity: &'static str, id: i64) -> StoreError {
    StoreError::NotFound {
        entity,
        id: id.to_string(),
    }
}
