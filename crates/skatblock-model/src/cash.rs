//! The cash book's data: an event's fees, and one player's money.

use serde::{Deserialize, Serialize};

/// An event's fee schedule: the entry fee, and the lost-game fees of one list (one series at
/// one table), where the n-th lost game costs the n-th amount and the last amount repeats.
/// Every amount is in cents and never negative.
///
/// Deserialising does not check the amounts (so the app gets the coded refusal of
/// `set_fees` of the operations layer, not a parser's message); files go through `parse_fees`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(default, deny_unknown_fields)]
pub struct Fees {
    /// The entry fee, charged once per event.
    pub entry_cents: i64,
    /// The fee of the 1st, 2nd, … lost game of a list; the last repeats; empty: none.
    pub lost_game_cents: Vec<i64>,
}

/// One player's money in an event (or summed over a season's events).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct CashRow {
    /// The player's number, as every file names the player.
    pub player_id: String,
    /// "First Last".
    pub name: String,
    /// The entry fee, once per event.
    pub entry_cents: i64,
    /// Own lost games (overbid included) over the event's lists.
    pub lost_games: u32,
    /// The lost-game fees, list by list.
    pub lost_game_cents: i64,
    /// Entry fee plus lost-game fees.
    pub due_cents: i64,
    /// The sum of the payments.
    pub paid_cents: i64,
    /// Paid − due: negative means the player owes.
    pub balance_cents: i64,
    /// The fees of the extra rankings the player enters (a Preisskat's categories and teams,
    /// RULES.md H.4.1), part of `due_cents`; only for an event with prizes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub extra_cents: Option<i64>,
    /// The player's prize money in the event's prizes (RULES.md H.4.6; 0 without one), only
    /// for an event with prizes. Money out: it is not part of the balance.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub prize_cents: Option<i64>,
    /// Whether the player's prize is recorded as paid (`cash payout`), only for an event with
    /// prizes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub prize_paid: Option<bool>,
}
