//! The cash book (RULES.md B.5.3): an event's fee schedule (entry fee and lost-game fees per
//! list), what each player owes and has paid, payments with their audit, and the balances of a
//! season.
//!
//! Money never enters the score: this module reads the stored list results and never writes
//! one, and nothing that computes a standing reads a fee. Amounts are exact integers of cents;
//! [`format_cents`] shows them in the user's language. The SQL lives in `store::cash`.

pub use crate::i18n::format_cents;
pub use skatblock_model::cash::{CashRow, Fees};

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use crate::event::Result;
use crate::rules::Refusal;
use crate::store::cash::{self as sql, StoredPayment, StoredPaymentChange};
use crate::store::{EventId, NewEvent, Player, PlayerId, Store, StoreError};

pub use crate::store::cash::PaymentId;
use crate::store::seasons::SeasonId;

/// The codes of cash refusals.
pub mod codes {
    crate::rules::codes! {
        /// A negative fee; field `entry_cents` or `lost_game_cents[n]`, the value (B.5.3).
        CASH_FEE_NEGATIVE = "cash.fee.negative";
        /// A fee that is not a whole number of cents; field and value.
        CASH_FEE_NOT_AN_AMOUNT = "cash.fee.not-an-amount";
        /// `lost_game_cents` that is not a list; field and value.
        CASH_FEES_NOT_A_LIST = "cash.fees.not-a-list";
        /// A key a fee schedule does not have; field (the key) and value.
        CASH_FEES_UNKNOWN_KEY = "cash.fees.unknown-key";
        /// A fee schedule that is not a JSON object; field `fees`, the value.
        CASH_FEES_NOT_AN_OBJECT = "cash.fees.not-an-object";
        /// A fees file that is not JSON; field `fees`, the file as value.
        CASH_FEES_NOT_JSON = "cash.fees.not-json";
        /// A payment of 0 or less; field `cents`, the value (B.5.3).
        CASH_PAYMENT_NOT_POSITIVE = "cash.payment.not-positive";
        /// No payment with this id in the event; field `payment`, the id; param `event`.
        CASH_PAYMENT_UNKNOWN = "cash.payment.unknown";
        /// A payment of a player not registered for the event; field `player`, the number;
        /// param `event`.
        CASH_PLAYER_NOT_IN_EVENT = "cash.player.not-in-event";
    }
}

use codes::*;

/// The rule every refusal of fees and payments cites.
const RULE: &str = "B.5.3";

/// Checks that no amount of a fee schedule is negative.
///
/// # Errors
/// `cash.fee.negative` naming the first negative amount (`entry_cents` or
/// `lost_game_cents[n]`) and its value.
pub fn check_fees(fees: &Fees) -> Result<(), Refusal> {
    not_negative("entry_cents", fees.entry_cents)?;
    for (n, &cents) in fees.lost_game_cents.iter().enumerate() {
        not_negative(&format!("lost_game_cents[{n}]"), cents)?;
    }
    Ok(())
}

fn not_negative(field: &str, cents: i64) -> Result<(), Refusal> {
    if cents < 0 {
        return Err(Refusal::new(CASH_FEE_NEGATIVE)
            .field(field)
            .value(cents)
            .rule(RULE));
    }
    Ok(())
}

/// Reads a fee schedule `{"entry_cents": 1000, "lost_game_cents": [50, 50, 50, 100]}`: both
/// keys optional (missing: 0 and no lost-game fee), no other key.
///
/// # Errors
/// A refusal naming the field and its value: not an object, an unknown key, an amount that is
/// not a whole number of cents, a list that is not a list, a negative amount.
///
/// ```
/// use skatblock_ops::cash::{parse_fees, codes};
/// let fees = parse_fees(&serde_json::json!({"lost_game_cents": [50, 100]})).unwrap();
/// assert_eq!((fees.entry_cents, fees.lost_game_cents), (0, vec![50, 100]));
///
/// let refused = parse_fees(&serde_json::json!({"lost_game_cents": [50, 50, -1]})).unwrap_err();
/// assert_eq!(refused.code, codes::CASH_FEE_NEGATIVE);
/// assert_eq!(refused.field.as_deref(), Some("lost_game_cents[2]"));
/// assert_eq!(refused.value.as_deref(), Some("-1"));
/// ```
pub fn parse_fees(value: &Value) -> Result<Fees, Refusal> {
    let Some(object) = value.as_object() else {
        return Err(Refusal::new(CASH_FEES_NOT_AN_OBJECT)
            .field("fees")
            .value(value));
    };
    let mut fees = Fees::default();
    for (key, item) in object {
        match key.as_str() {
            "entry_cents" => fees.entry_cents = amount(key, item)?,
            "lost_game_cents" => fees.lost_game_cents = amounts(item)?,
            _ => {
                return Err(Refusal::new(CASH_FEES_UNKNOWN_KEY).field(key).value(item));
            }
        }
    }
    check_fees(&fees)?;
    Ok(fees)
}

/// One amount of a fee schedule: a whole number of cents.
fn amount(field: &str, item: &Value) -> Result<i64, Refusal> {
    item.as_i64().ok_or_else(|| {
        Refusal::new(CASH_FEE_NOT_AN_AMOUNT)
            .field(field)
            .value(item)
    })
}

/// The list of lost-game fees.
fn amounts(item: &Value) -> Result<Vec<i64>, Refusal> {
    let Some(list) = item.as_array() else {
        return Err(Refusal::new(CASH_FEES_NOT_A_LIST)
            .field("lost_game_cents")
            .value(item));
    };
    let field = |n: usize| format!("lost_game_cents[{n}]");
    list.iter()
        .enumerate()
        .map(|(n, cents)| amount(&field(n), cents))
        .collect()
}

/// Reads a fees file's bytes; `file` names it in the refusal.
///
/// # Errors
/// `cash.fees.not-json` with the file as value; then the refusals of [`parse_fees`].
///
/// ```
/// use skatblock_ops::cash::{parse_fees_file, codes};
/// assert_eq!(parse_fees_file("f.json", br#"{"entry_cents": 500}"#).unwrap().entry_cents, 500);
/// let refused = parse_fees_file("f.json", b"entry_cents = 500").unwrap_err();
/// assert_eq!((refused.code, refused.value.as_deref()), (codes::CASH_FEES_NOT_JSON, Some("f.json")));
/// ```
pub fn parse_fees_file(file: &str, bytes: &[u8]) -> Result<Fees, Refusal> {
    let value: Value = serde_json::from_slice(bytes)
        .map_err(|_| Refusal::new(CASH_FEES_NOT_JSON).field("fees").value(file))?;
    parse_fees(&value)
}

/// The lost-game fee of one list with `lost` own lost games (overbid games included): the sum
/// of the first `lost` amounts, the last amount repeating; no amounts, no fee (B.5.3).
///
/// ```
/// use skatblock_ops::cash::{Fees, lost_game_fee};
/// let fees = Fees { entry_cents: 0, lost_game_cents: vec![50, 50, 50, 100] };
/// assert_eq!(lost_game_fee(&fees, 4), 250);
/// ```
pub fn lost_game_fee(fees: &Fees, lost: u32) -> i64 {
    let Some(&last) = fees.lost_game_cents.last() else {
        return 0;
    };
    (0..lost).fold(0i64, |sum, n| {
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        sum.saturating_add(fees.lost_game_cents.get(n).copied().unwrap_or(last))
    })
}

/// An event's fee schedule; `None` for an event without one.
///
/// # Errors
/// An unknown event; a stored schedule that no longer reads (`Corrupt`).
pub fn fees(store: &Store, event: EventId) -> Result<Option<Fees>> {
    let Some(text) = sql::fees(store.conn(), event)? else {
        return Ok(None);
    };
    let corrupt = || StoreError::Unreadable {
        entity: "event",
        id: event.to_string(),
        field: "fees",
    };
    let value: Value = serde_json::from_str(&text).map_err(|_| corrupt())?;
    Ok(Some(parse_fees(&value).map_err(|_| corrupt())?))
}

/// Sets (or with `None` removes) an event's fee schedule, at any time: money never enters the
/// score, so no result changes.
///
/// # Errors
/// A negative amount (nothing written); an unknown event.
///
/// ```
/// use skatblock_ops::{cash::{self, Fees}, event, store::Store};
/// # let mut store = Store::open_in_memory()?;
/// # let ev = event::create_event(&mut store, &skatblock_ops::store::NewEvent {
/// #     name: "Preisskat".into(),
/// #     kind: skatblock_ops::store::EventKind::Tournament,
/// #     date: chrono::NaiveDate::from_ymd_opt(2026, 11, 22).expect("a date"),
/// #     venue: String::new(),
/// #     series_count: 1,
/// #     table_preference: skatblock_ops::store::TablePreference::Four,
/// #     rules: Default::default(),
/// # })?;
/// let fees = Fees { entry_cents: 1000, lost_game_cents: vec![50, 50, 50, 100] };
/// cash::set_fees(&mut store, ev, Some(&fees))?;
/// let negative = Fees { entry_cents: -1, lost_game_cents: vec![] };
/// assert!(cash::set_fees(&mut store, ev, Some(&negative)).is_err());
/// assert_eq!(cash::fees(&store, ev)?, Some(fees), "the refused schedule changed nothing");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn set_fees(store: &mut Store, event: EventId, fees: Option<&Fees>) -> Result<()> {
    if let Some(fees) = fees {
        check_fees(fees)?;
    }
    let text = fees.map(|f| serde_json::to_string(f).expect("fees serialise"));
    let tx = store.transaction()?;
    sql::set_fees(&tx, event, text.as_deref())?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// Creates an event with its fee schedule, in one transaction.
///
/// # Errors
/// The checks of the event form; a negative amount. Nothing is written then.
pub fn create_event(store: &mut Store, event: &NewEvent, fees: &Fees) -> Result<EventId> {
    check_fees(fees)?;
    crate::event::create_event_then(store, event, |conn, id| write_fees(conn, id, fees))
}

/// Writes an event's fee schedule (inside the caller's transaction, e.g. of a new Schafkopf
/// event).
///
/// # Errors
/// A negative amount; SQLite errors.
pub fn write_fees(
    conn: &crate::store::Connection,
    id: EventId,
    fees: &Fees,
) -> crate::event::Result<()> {
    check_fees(fees)?;
    let text = serde_json::to_string(fees).expect("fees serialise");
    Ok(sql::set_fees(conn, id, Some(&text))?)
}

/// Changes an event's settings and its fee schedule, in one transaction.
///
/// # Errors
/// The checks of `event::update_event`; a negative amount. Nothing is written then.
pub fn update_event(store: &mut Store, id: EventId, event: &NewEvent, fees: &Fees) -> Result<()> {
    check_fees(fees)?;
    let text = serde_json::to_string(fees).expect("fees serialise");
    crate::event::update_event_then(store, id, event, |conn| {
        Ok(sql::set_fees(conn, id, Some(&text))?)
    })
}

/// The columns of a cash list as CSV, as [`CashRow`] names them; the last three only for an
/// event with prizes.
pub const CSV_COLUMNS: [&str; 11] = [
    "player_id",
    "name",
    "entry_cents",
    "lost_games",
    "lost_game_cents",
    "due_cents",
    "paid_cents",
    "balance_cents",
    "extra_cents",
    "prize_cents",
    "prize_paid",
];

/// One player's sums before names are looked up.
#[derive(Debug, Clone, Copy, Default)]
struct Tally {
    entry: i64,
    lost_games: u32,
    lost_fees: i64,
    paid: i64,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.entry = self.entry.saturating_add(other.entry);
        self.lost_games = self.lost_games.saturating_add(other.lost_games);
        self.lost_fees = self.lost_fees.saturating_add(other.lost_fees);
        self.paid = self.paid.saturating_add(other.paid);
    }

    fn row(self, player: Option<&Player>, id: PlayerId) -> CashRow {
        let due = self.entry.saturating_add(self.lost_fees);
        CashRow {
            player_id: player.map_or_else(|| format!("#{}", id.0), |p| p.number.to_string()),
            name: player.map_or_else(String::new, Player::name),
            entry_cents: self.entry,
            lost_games: self.lost_games,
            lost_game_cents: self.lost_fees,
            due_cents: due,
            paid_cents: self.paid,
            balance_cents: self.paid.saturating_sub(due),
            extra_cents: None,
            prize_cents: None,
            prize_paid: None,
        }
    }
}

/// The cash book of an event: a row for every registered player (from the start, so the
/// entry fee can be taken at the door), every player with a result (a list with games or
/// totals) and every player with a payment in it, sorted by last name, first name, number. Lost-game fees are
/// counted per list (B.5.3); every row pays the entry fee once.
///
/// # Errors
/// An unknown event; a stored game that breaks the event's rules (only for an event whose
/// results are not stored yet); SQLite errors.
pub fn cash_list(store: &Store, event: EventId) -> Result<Vec<CashRow>> {
    rows(store, event_tallies(store, event)?)
}

/// Every player's sums over a season's events: each field added up over the events where the
/// player has a row.
///
/// # Errors
/// An unknown season (`NotFound { entity: "season" }`); the errors of [`cash_list`].
pub fn season_cash(store: &Store, season: SeasonId) -> Result<Vec<CashRow>> {
    let mut sums: BTreeMap<PlayerId, Tally> = BTreeMap::new();
    crate::store::seasons::get(store.conn(), season)?;
    for event in crate::store::seasons::events(store.conn(), season)? {
        for (player, tally) in event_tallies(store, event)? {
            sums.entry(player).or_default().add(tally);
        }
    }
    rows(store, sums)
}

fn event_tallies(store: &Store, event: EventId) -> Result<BTreeMap<PlayerId, Tally>> {
    let ev = crate::event::event(store, event)?;
    let fees = fees(store, event)?.unwrap_or_default();
    // Every registered player from the start, so the door can take the entry fee before
    // the first game (issue 21).
    let mut tallies: BTreeMap<PlayerId, Tally> =
        crate::store::events::players_for_series(store.conn(), event, 0)?
            .into_iter()
            .map(|p| (p, Tally::default()))
            .collect();
    let lists = crate::event::results::list_results(store.conn(), &ev)?;
    for list in lists.iter().filter(|l| l.played) {
        let tally = tallies.entry(list.player).or_default();
        tally.lost_games = tally.lost_games.saturating_add(list.lost);
        tally.lost_fees = tally
            .lost_fees
            .saturating_add(lost_game_fee(&fees, list.lost));
    }
    for payment in sql::payments(store.conn(), event)? {
        let tally = tallies.entry(payment.player).or_default();
        tally.paid = tally.paid.saturating_add(payment.cents);
    }
    for tally in tallies.values_mut() {
        tally.entry = fees.entry_cents;
    }
    Ok(tallies)
}

/// The rows with names, sorted by last name, first name (German order, see
/// `skatblock_model::collation`); a player missing from the registry first.
fn rows(store: &Store, tallies: BTreeMap<PlayerId, Tally>) -> Result<Vec<CashRow>> {
    let players = registry(store)?;
    let mut keyed: Vec<_> = tallies
        .into_iter()
        .map(|(id, tally)| {
            let player = players.get(&id);
            (player, tally.row(player, id))
        })
        .collect();
    keyed.sort_by(|(a, _), (b, _)| match (a, b) {
        (Some(a), Some(b)) => skatblock_model::collation::compare_players(a, b),
        (a, b) => a.is_some().cmp(&b.is_some()),
    });
    Ok(keyed.into_iter().map(|(_, row)| row).collect())
}

fn registry(store: &Store) -> Result<BTreeMap<PlayerId, Player>> {
    let all = crate::store::players::all(store.conn())?;
    Ok(all.into_iter().map(|p| (p.id, p)).collect())
}

/// One payment, as listed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Payment {
    /// Its id, for a correction or deletion.
    pub id: PaymentId,
    /// The player's number.
    pub player_id: String,
    /// "First Last".
    pub name: String,
    /// The amount in cents, > 0.
    pub cents: i64,
    /// Who recorded it.
    pub recorded_by: String,
    /// When (RFC 3339).
    pub recorded_at: String,
}

/// What happened to a payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum PaymentAction {
    /// Recorded.
    Record,
    /// Its amount corrected.
    Correct,
    /// Deleted.
    Delete,
}

impl PaymentAction {
    /// The stored name.
    pub const fn name(self) -> &'static str {
        match self {
            PaymentAction::Record => "record",
            PaymentAction::Correct => "correct",
            PaymentAction::Delete => "delete",
        }
    }

    fn parse(text: &str) -> Option<PaymentAction> {
        match text {
            "record" => Some(PaymentAction::Record),
            "correct" => Some(PaymentAction::Correct),
            "delete" => Some(PaymentAction::Delete),
            _ => None,
        }
    }
}

/// One entry of the payments' audit: who changed which payment when, from what to what.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct PaymentChange {
    /// The payment.
    pub payment_id: PaymentId,
    /// The player's number.
    pub player_id: String,
    /// "First Last".
    pub name: String,
    /// What was done.
    pub action: PaymentAction,
    /// The amount before (none when recorded).
    pub old_cents: Option<i64>,
    /// The amount after (none when deleted).
    pub new_cents: Option<i64>,
    /// Who.
    pub changed_by: String,
    /// When (RFC 3339).
    pub changed_at: String,
}

/// Records a payment of the player with number `player` for an event, by `by` at `at`
/// (the caller reads the clock: `store::now()`), with its audit entry in the same
/// transaction. Returns its id.
///
/// # Errors
/// An unknown event; `cash.payment.not-positive` for 0 or less; an unknown player number;
/// `cash.player.not-in-event` for a player not registered for the event. Nothing is written.
///
/// ```
/// use skatblock_ops::{cash, event, store::Store};
/// # let mut store = Store::open_in_memory()?;
/// # event::import_players(&mut store, b"id,first_name,last_name,club\n7,Anna,Weber,\n")?;
/// # let ev = event::create_event(&mut store, &skatblock_ops::store::NewEvent {
/// #     name: "Preisskat".into(),
/// #     kind: skatblock_ops::store::EventKind::Tournament,
/// #     date: chrono::NaiveDate::from_ymd_opt(2026, 11, 22).expect("a date"),
/// #     venue: String::new(),
/// #     series_count: 1,
/// #     table_preference: skatblock_ops::store::TablePreference::Four,
/// #     rules: Default::default(),
/// # })?;
/// # let anna = event::player_by_number(&store, "7")?.id;
/// # skatblock_ops::store::events::register(store.conn(), ev, anna)?;
/// let at = "2026-11-22T18:00:00Z";
/// cash::record_payment(&mut store, ev, "7", 1000, "kasse", at)?;
/// let refused = cash::record_payment(&mut store, ev, "7", 0, "kasse", at).unwrap_err();
/// assert!(refused.describe(skatblock_ops::i18n::Lang::En).contains("greater than 0"));
/// assert_eq!(cash::payments(&store, ev)?.len(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn record_payment(
    store: &mut Store,
    event: EventId,
    player: &str,
    cents: i64,
    by: &str,
    at: &str,
) -> Result<PaymentId> {
    crate::event::event(store, event)?;
    positive(cents)?;
    let found = crate::event::player_by_number(store, player)?;
    if !crate::store::events::is_registered(store.conn(), event, found.id)? {
        return Err(Refusal::new(CASH_PLAYER_NOT_IN_EVENT)
            .field("player")
            .value(found.number.as_str())
            .param("event", event.0)
            .into());
    }
    let tx = store.transaction()?;
    let id = sql::insert_payment(&tx, event, found.id, cents, (by, at))?;
    let change = audit_entry(id, event, found.id, PaymentAction::Record);
    sql::insert_audit(&tx, &change(None, Some(cents), by, at))?;
    tx.commit().map_err(StoreError::from)?;
    Ok(id)
}

/// Corrects a payment's amount, with its audit entry (old and new amount, who, when) in the
/// same transaction. Returns that entry.
///
/// # Errors
/// An unknown event; `cash.payment.not-positive`; `cash.payment.unknown` for an id the event
/// has no payment under. Nothing is written.
pub fn correct_payment(
    store: &mut Store,
    event: EventId,
    payment: PaymentId,
    cents: i64,
    by: &str,
    at: &str,
) -> Result<PaymentChange> {
    crate::event::event(store, event)?;
    positive(cents)?;
    let old = stored_payment(store, event, payment)?;
    let change = audit_entry(payment, event, old.player, PaymentAction::Correct);
    let change = change(Some(old.cents), Some(cents), by, at);
    let tx = store.transaction()?;
    sql::update_payment(&tx, payment, cents)?;
    sql::insert_audit(&tx, &change)?;
    tx.commit().map_err(StoreError::from)?;
    described(store, change)
}

/// Deletes a payment, with its audit entry in the same transaction; the audit keeps it.
/// Returns that entry.
///
/// # Errors
/// An unknown event; `cash.payment.unknown`. Nothing is written.
pub fn delete_payment(
    store: &mut Store,
    event: EventId,
    payment: PaymentId,
    by: &str,
    at: &str,
) -> Result<PaymentChange> {
    crate::event::event(store, event)?;
    let old = stored_payment(store, event, payment)?;
    let change = audit_entry(payment, event, old.player, PaymentAction::Delete);
    let change = change(Some(old.cents), None, by, at);
    let tx = store.transaction()?;
    sql::delete_payment(&tx, payment)?;
    sql::insert_audit(&tx, &change)?;
    tx.commit().map_err(StoreError::from)?;
    described(store, change)
}

/// Every payment of an event, in the order recorded.
///
/// # Errors
/// An unknown event; SQLite errors.
pub fn payments(store: &Store, event: EventId) -> Result<Vec<Payment>> {
    crate::event::event(store, event)?;
    let players = registry(store)?;
    let stored = sql::payments(store.conn(), event)?;
    Ok(stored
        .into_iter()
        .map(|p| {
            let (player_id, name) = named(&players, p.player);
            Payment {
                id: p.id,
                player_id,
                name,
                cents: p.cents,
                recorded_by: p.recorded_by,
                recorded_at: p.recorded_at,
            }
        })
        .collect())
}

/// Every change of an event's payments, oldest first.
///
/// # Errors
/// An unknown event; SQLite errors.
pub fn payment_history(store: &Store, event: EventId) -> Result<Vec<PaymentChange>> {
    crate::event::event(store, event)?;
    let players = registry(store)?;
    let stored = sql::audit(store.conn(), event)?;
    stored
        .into_iter()
        .map(|change| change_view(&players, change))
        .collect()
}

fn positive(cents: i64) -> Result<(), Refusal> {
    if cents <= 0 {
        return Err(Refusal::new(CASH_PAYMENT_NOT_POSITIVE)
            .field("cents")
            .value(cents)
            .rule(RULE));
    }
    Ok(())
}

fn stored_payment(store: &Store, event: EventId, payment: PaymentId) -> Result<StoredPayment> {
    sql::payment(store.conn(), event, payment)?.ok_or_else(|| {
        Refusal::new(CASH_PAYMENT_UNKNOWN)
            .field("payment")
            .value(payment)
            .param("event", event.0)
            .into()
    })
}

/// The audit entry of one change, but for the amounts and who and when.
fn audit_entry(
    payment: PaymentId,
    event: EventId,
    player: PlayerId,
    action: PaymentAction,
) -> impl Fn(Option<i64>, Option<i64>, &str, &str) -> StoredPaymentChange {
    move |old_cents, new_cents, by, at| StoredPaymentChange {
        id: 0,
        payment,
        event,
        player,
        action: action.name().to_string(),
        old_cents,
        new_cents,
        changed_by: by.to_string(),
        changed_at: at.to_string(),
    }
}

fn described(store: &Store, change: StoredPaymentChange) -> Result<PaymentChange> {
    change_view(&registry(store)?, change)
}

fn change_view(
    players: &BTreeMap<PlayerId, Player>,
    change: StoredPaymentChange,
) -> Result<PaymentChange> {
    let action = PaymentAction::parse(&change.action).ok_or_else(|| StoreError::Unreadable {
        entity: "payment",
        id: change.id.to_string(),
        field: "action",
    })?;
    let (player_id, name) = named(players, change.player);
    Ok(PaymentChange {
        payment_id: change.payment,
        player_id,
        name,
        action,
        old_cents: change.old_cents,
        new_cents: change.new_cents,
        changed_by: change.changed_by,
        changed_at: change.changed_at,
    })
}

/// A player's number and "First Last" (`#id` for a player missing from the registry).
fn named(players: &BTreeMap<PlayerId, Player>, id: PlayerId) -> (String, String) {
    players.get(&id).map_or_else(
        || (format!("#{}", id.0), String::new()),
        |p| (p.number.to_string(), p.name()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;
    use serde_json::json;

    fn schedule(amounts: &[i64]) -> Fees {
        Fees {
            entry_cents: 0,
            lost_game_cents: amounts.to_vec(),
        }
    }

    // RULES.md B.5.3: €0.50 for each of the first three lost games per list, €1 from the 4th.
    #[rstest]
    #[case::none_lost(0, 0)]
    #[case::three_lost(3, 150)] // 3 × 50
    #[case::fourth_costs_more(4, 250)] // 150 + 100
    #[case::last_amount_repeats(6, 450)] // 150 + 3 × 100
    fn lost_game_fee_of_the_issue_example(#[case] lost: u32, #[case] cents: i64) {
        assert_eq!(lost_game_fee(&schedule(&[50, 50, 50, 100]), lost), cents);
    }

    #[test]
    fn no_amounts_no_lost_game_fee() {
        assert_eq!(lost_game_fee(&schedule(&[]), 10), 0);
        assert_eq!(
            lost_game_fee(&schedule(&[20]), 10),
            200,
            "one amount repeats"
        );
    }

    fn refused(value: Value) -> (String, Option<String>, Option<String>) {
        let r = parse_fees(&value).expect_err("refused");
        (r.code.to_string(), r.field, r.value)
    }

    #[test]
    fn fees_read_with_defaults_and_refuse_with_field_and_value() {
        assert_eq!(parse_fees(&json!({})), Ok(Fees::default()));
        let full = json!({"entry_cents": 1000, "lost_game_cents": [50, 50, 50, 100]});
        assert_eq!(
            parse_fees(&full).map(|f| (f.entry_cents, f.lost_game_cents)),
            Ok((1000, vec![50, 50, 50, 100]))
        );
        let some = |s: &str| Some(s.to_string());
        assert_eq!(
            refused(json!({"entry_cents": -100})),
            (
                "cash.fee.negative".into(),
                some("entry_cents"),
                some("-100")
            )
        );
        assert_eq!(
            refused(json!({"entry_cents": 1.5})),
            (
                "cash.fee.not-an-amount".into(),
                some("entry_cents"),
                some("1.5")
            )
        );
        assert_eq!(
            refused(json!({"lost_game_cents": 50})),
            (
                "cash.fees.not-a-list".into(),
                some("lost_game_cents"),
                some("50")
            )
        );
        assert_eq!(
            refused(json!({"entry": 5})),
            ("cash.fees.unknown-key".into(), some("entry"), some("5"))
        );
        assert_eq!(
            refused(json!([1])),
            ("cash.fees.not-an-object".into(), some("fees"), some("[1]"))
        );
    }

    #[test]
    fn fees_from_the_app_are_checked_when_set_with_a_coded_refusal() {
        let back: Fees = serde_json::from_str(r#"{"lost_game_cents":[50]}"#).expect("valid");
        assert_eq!(back, schedule(&[50]));
        let negative: Fees = serde_json::from_str(r#"{"entry_cents":-1}"#).expect("parsed");
        let mut store = Store::open_in_memory().expect("store");
        let event = crate::store::NewEvent {
            name: "Abend".into(),
            kind: crate::store::EventKind::ClubEvening,
            date: chrono::NaiveDate::from_ymd_opt(2026, 11, 22).expect("date"),
            venue: String::new(),
            series_count: 1,
            table_preference: crate::store::TablePreference::Four,
            rules: crate::rules::Rules::default(),
        };
        let ev = crate::event::create_event(&mut store, &event).expect("event");
        let err = set_fees(&mut store, ev, Some(&negative)).expect_err("negative");
        let refusals = err.refusals();
        assert_eq!(refusals[0].refusal.code, CASH_FEE_NEGATIVE);
        assert_eq!(refusals[0].refusal.field.as_deref(), Some("entry_cents"));
        assert_eq!(fees(&store, ev).expect("fees"), None, "nothing written");
    }

    #[test]
    fn a_fees_file_that_is_not_json_is_named() {
        let r = parse_fees_file("fees.json", b"entry_cents: 5").expect_err("not JSON");
        assert_eq!(r.code, CASH_FEES_NOT_JSON);
        assert_eq!(r.value.as_deref(), Some("fees.json"));
    }
}
