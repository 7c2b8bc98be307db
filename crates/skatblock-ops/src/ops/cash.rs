//! The operations of the cash book (issue 10): the app's Kasse screen and the CLI.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{Result, SeasonInput};
use crate::cash::{self, CashRow, Fees, Payment, PaymentChange, PaymentId};
use crate::event::Scorer;
use crate::store::{EventId, Store};

/// `cash_book`, `payment_history`: one event.
#[derive(Debug, Deserialize, TS)]
pub struct CashEventInput {
    /// The event.
    pub event: EventId,
}

/// `set_fees`: an event's fee schedule, or none.
#[derive(Debug, Deserialize, TS)]
pub struct FeesInput {
    /// The event.
    pub event: EventId,
    /// The schedule; `None` removes it.
    pub fees: Option<Fees>,
}

/// `record_payment`: who paid how much.
#[derive(Debug, Deserialize, TS)]
pub struct PaymentInput {
    /// The event.
    pub event: EventId,
    /// The player's number.
    pub player: String,
    /// The amount in cents, > 0.
    pub cents: i64,
}

/// `correct_payment` / `delete_payment`: one payment (and its new amount).
#[derive(Debug, Deserialize, TS)]
pub struct PaymentEditInput {
    /// The event.
    pub event: EventId,
    /// The payment.
    pub payment: PaymentId,
    /// The new amount in cents (ignored when deleting).
    pub cents: Option<i64>,
}

/// An event's cash book as the Kasse screen shows it.
#[derive(Debug, Serialize, TS)]
pub struct CashBook {
    /// The event.
    pub event: EventId,
    /// Its fee schedule, if any.
    pub fees: Option<Fees>,
    /// Per player with a result or a payment: due, paid, balance.
    pub rows: Vec<CashRow>,
    /// Every payment, with its id.
    pub payments: Vec<Payment>,
    /// The change this operation made to a payment (recorded, corrected, deleted), as the
    /// audit keeps it; none when the book was only read.
    pub change: Option<PaymentChange>,
}

/// An event's fee schedule, if it has one.
///
/// # Errors
/// An unknown event; a stored schedule that no longer reads.
pub fn event_fees(store: &Store, event: EventId) -> Result<Option<Fees>> {
    Ok(crate::cash::fees(store, event)?)
}

/// An event's fees, amounts due, payments and balances.
///
/// # Errors
/// An unknown event.
pub fn cash_book(store: &Store, input: CashEventInput) -> Result<CashBook> {
    Ok(CashBook {
        event: input.event,
        fees: cash::fees(store, input.event)?,
        rows: with_prizes(store, input.event, cash::cash_list(store, input.event)?)?,
        payments: cash::payments(store, input.event)?,
        change: None,
    })
}

/// The rows of an event with prizes: each player's extra fees of the rankings entered (part
/// of what is due), the prize and whether it is paid (H.4.1, H.4.6).
pub(crate) fn with_prizes(
    store: &Store,
    event: EventId,
    mut rows: Vec<CashRow>,
) -> Result<Vec<CashRow>> {
    let Some(file) = super::prize_file(store, event)? else {
        return Ok(rows);
    };
    // Prizes that cannot be computed now (a stored team a player's later change broke) leave
    // the book as it is; the Kasse's prizes say why. The rankings are computed once.
    let Ok(computed) = super::preisskat::computed(store, event, file) else {
        return Ok(rows);
    };
    let extra = super::preisskat::extra_fees(&computed);
    let prizes = super::payouts::player_prizes(store, event, computed.prizes.payouts)?;
    for row in &mut rows {
        let (cents, paid) = prizes.get(&row.player_id).copied().unwrap_or_default();
        (row.prize_cents, row.prize_paid) = (Some(cents), Some(paid));
        let fee = extra.get(&row.player_id).copied().unwrap_or(0);
        row.extra_cents = Some(fee);
        row.due_cents = row.due_cents.saturating_add(fee);
        row.balance_cents = row.paid_cents.saturating_sub(row.due_cents);
    }
    Ok(rows)
}

/// The book after `change`.
fn book_after(store: &Store, event: EventId, change: PaymentChange) -> Result<CashBook> {
    let book = cash_book(store, CashEventInput { event })?;
    Ok(CashBook {
        change: Some(change),
        ..book
    })
}

/// Sets (or removes) an event's fee schedule; money never enters the score.
///
/// # Errors
/// An unknown event; a negative amount; an entry fee other than the prize file's.
pub fn set_fees(store: &mut Store, input: FeesInput) -> Result<CashBook> {
    super::preisskat::check_schedule(store, input.event, input.fees.as_ref())?;
    cash::set_fees(store, input.event, input.fees.as_ref())?;
    cash_book(store, CashEventInput { event: input.event })
}

/// Records a payment (who and when from `by`); the book says the recorded payment.
///
/// # Errors
/// An unknown event or player; a player not in the event; an amount not above 0.
pub fn record_payment(store: &mut Store, input: PaymentInput, by: Scorer) -> Result<CashBook> {
    let (event, player, cents) = (input.event, &input.player, input.cents);
    let id = cash::record_payment(store, event, player, cents, &by.by, &by.at)?;
    let recorded = cash::payment_history(store, event)?
        .into_iter()
        .rfind(|c| c.payment_id == id)
        .expect("a recorded payment has its audit entry");
    book_after(store, event, recorded)
}

/// Corrects a payment's amount, or deletes it when `cents` is `None`; audited, and the book
/// says the change.
///
/// # Errors
/// An unknown event or payment; an amount not above 0.
pub fn change_payment(store: &mut Store, input: PaymentEditInput, by: Scorer) -> Result<CashBook> {
    let change = match input.cents {
        Some(cents) => {
            cash::correct_payment(store, input.event, input.payment, cents, &by.by, &by.at)?
        }
        None => cash::delete_payment(store, input.event, input.payment, &by.by, &by.at)?,
    };
    book_after(store, input.event, change)
}

/// The schedule of a fees file named `file` (RULES.md B.5.3), checked before anything is
/// written: the CLI's `event create|update --fees`.
///
/// # Errors
/// Not JSON; a negative or missing amount.
pub fn fees_file(file: &str, bytes: &[u8]) -> Result<Fees> {
    Ok(cash::parse_fees_file(file, bytes)?)
}

/// The audit of an event's payments.
///
/// # Errors
/// An unknown event.
pub fn payment_history(store: &Store, input: CashEventInput) -> Result<Vec<PaymentChange>> {
    Ok(cash::payment_history(store, input.event)?)
}

/// Every player's sums over a season's events.
///
/// # Errors
/// An unknown season.
pub fn season_cash(store: &Store, input: SeasonInput) -> Result<Vec<CashRow>> {
    Ok(cash::season_cash(store, input.season)?)
}
