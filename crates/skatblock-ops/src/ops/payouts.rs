//! The cashier's side of the Preisskat (issue 22, RULES.md H.4.6): which prizes are paid, and
//! recording a payout (or withdrawing one recorded by mistake). Money never enters the score:
//! a payout changes nothing but this record.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{Result, event_prizes};
use crate::event::Scorer;
use crate::rules::Refusal;
use crate::store::prizes::PayoutRecord;
use crate::store::{self, EventId, Player, PlayerId, Store, StoreError};
use skatblock_prizes::{PayoutRow, Who};

/// The codes of recording payouts.
pub mod codes {
    crate::rules::codes! {
        /// Nobody of that number or name has a prize to pay (yet); params `recipient`.
        PAYOUT_NONE = "payout.none";
        /// The number or name is a player's, a team's and/or a club's; params `recipient`.
        PAYOUT_AMBIGUOUS = "payout.ambiguous";
        /// The prize was paid before; params `recipient`, `by`, `at`.
        PAYOUT_PAID = "payout.paid";
        /// A withdrawal of a prize that is not paid; params `recipient`.
        PAYOUT_UNPAID = "payout.unpaid";
    }
}

use codes::*;

/// `pay_prize`: one recipient of an event's prizes.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct PayoutInput {
    /// The event.
    pub event: EventId,
    /// The player's number, the team's or the club's name; `team:NAME`, `club:NAME` or
    /// `player:NUMBER` where one name is several recipients'.
    pub recipient: String,
    /// Withdraw a payout recorded by mistake instead of recording one.
    #[serde(default)]
    pub withdraw: bool,
}

/// What the cashier handed over, and who recorded it when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PaidPrize {
    /// The amount handed over, in cents.
    pub cents: i64,
    /// The goods handed over.
    pub goods: Vec<String>,
    /// Who recorded it.
    pub by: String,
    /// When (RFC 3339, UTC).
    pub at: String,
}

/// One recipient of the payouts with whether the prize is paid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PrizePayout {
    /// The payout as the prizes give it now.
    #[serde(flatten)]
    pub payout: PayoutRow,
    /// The payout recorded, if the prize is paid; its amount can differ from `cents` when
    /// the results changed after it.
    pub paid: Option<PaidPrize>,
}

/// What `pay_prize` did: the record written (a payout, or the withdrawal of one: what was
/// handed over then) and the recipient's row after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PayoutDone {
    /// The money and goods of the record, who recorded it and when.
    pub recorded: PaidPrize,
    /// The recipient's row now.
    pub row: PrizePayout,
}

/// The payouts of an event with their state, in the order of the payouts list (descending
/// cents). A recipient paid before whose prize is gone (results changed) keeps a row with
/// 0 cents, so nothing handed over drops out of sight.
///
/// # Errors
/// As [`event_prizes`].
pub fn prize_payouts(store: &Store, event: EventId) -> Result<Vec<PrizePayout>> {
    with_paid(store, event, event_prizes(store, event)?.payouts)
}

/// The payouts `payouts` (the prizes computed) with whether each is paid, as
/// [`prize_payouts`] gives them.
///
/// # Errors
/// SQLite errors only.
pub(crate) fn with_paid(
    store: &Store,
    event: EventId,
    payouts: Vec<PayoutRow>,
) -> Result<Vec<PrizePayout>> {
    let registry = store::players::all_by_key(store.conn())?;
    let records = store::prizes::payouts(store.conn(), event)?;
    let mut paid = paid_now(&records, &registry);
    let mut rows: Vec<PrizePayout> = payouts
        .into_iter()
        .map(|payout| {
            let paid = paid.remove(&payout.who).map(|(_, paid)| paid);
            PrizePayout { payout, paid }
        })
        .collect();
    rows.extend(paid.into_iter().map(|(who, (name, paid))| PrizePayout {
        payout: PayoutRow {
            who,
            name,
            cents: 0,
            goods: Vec::new(),
            rankings: Vec::new(),
        },
        paid: Some(paid),
    }));
    Ok(rows)
}

/// Who is paid now, with the name to show: the last record of each recipient, when it is a
/// payout. A player is named by the number the registry has now (it may have changed since).
fn paid_now(
    records: &[PayoutRecord],
    registry: &[Player],
) -> std::collections::BTreeMap<Who, (String, PaidPrize)> {
    let players: std::collections::HashMap<PlayerId, &Player> =
        registry.iter().map(|p| (p.id, p)).collect();
    let mut now = std::collections::BTreeMap::new();
    for r in records {
        let player = r.player.and_then(|id| players.get(&id));
        let who = match player {
            Some(p) => Who::Player(p.number.to_string()),
            None => who_of(&r.kind, &r.recipient),
        };
        let name = player.map_or_else(|| r.recipient.clone(), |p| p.name());
        if r.paid {
            let goods = serde_json::from_str(&r.goods).unwrap_or_default();
            let paid = PaidPrize {
                cents: r.cents,
                goods,
                by: r.by.clone(),
                at: r.at.clone(),
            };
            now.insert(who, (name, paid));
        } else {
            now.remove(&who);
        }
    }
    now
}

fn who_of(kind: &str, key: &str) -> Who {
    match kind {
        "team" => Who::Team(key.to_string()),
        "club" => Who::Club(key.to_string()),
        _ => Who::Player(key.to_string()),
    }
}

/// Records that a recipient's prize was paid (the amount and goods the prizes give now), or
/// withdraws such a record; who and when from `by`. Returns the recipient's row after it.
///
/// # Errors
/// As [`event_prizes`]; a recipient without a prize to pay (pending under a lot, or none), a
/// name several recipients share, a prize paid before, a withdrawal of an unpaid prize.
pub fn pay_prize(store: &mut Store, input: PayoutInput, by: Scorer) -> Result<PayoutDone> {
    let rows = prize_payouts(store, input.event)?;
    let row = recipient(&rows, &input.recipient)?.clone();
    let player = match &row.payout.who {
        Who::Player(number) => store::players::all_by_key(store.conn())?
            .into_iter()
            .find(|p| p.number.to_string() == *number)
            .map(|p| p.id),
        _ => None,
    };
    let record = payout_record(&row, &input, player, by)?;
    let tx = store.transaction()?;
    store::prizes::record_payout(&tx, input.event, &record)?;
    tx.commit().map_err(StoreError::from)?;
    // The row as it is now; a withdrawn prize whose place is gone has none: 0 cents, unpaid.
    let after = prize_payouts(store, input.event)?;
    let row = (after.into_iter().find(|r| r.payout.who == row.payout.who)).unwrap_or(PrizePayout {
        payout: PayoutRow {
            cents: 0,
            goods: Vec::new(),
            rankings: Vec::new(),
            ..row.payout
        },
        paid: None,
    });
    let recorded = PaidPrize {
        cents: record.cents,
        goods: serde_json::from_str(&record.goods).unwrap_or_default(),
        by: record.by,
        at: record.at,
    };
    Ok(PayoutDone { recorded, row })
}

/// The record `input` makes of `row` (a withdrawal: of what was handed over), or why it
/// cannot.
fn payout_record(
    row: &PrizePayout,
    input: &PayoutInput,
    player: Option<PlayerId>,
    by: Scorer,
) -> Result<PayoutRecord> {
    let key = row.payout.who.key();
    match (&row.paid, input.withdraw) {
        (Some(paid), false) => Err(Refusal::new(PAYOUT_PAID)
            .field("recipient")
            .value(key)
            .param("recipient", row.payout.name.as_str())
            .param("by", paid.by.as_str())
            .param("at", paid.at.as_str())
            .rule("H.4.6")
            .into()),
        (None, true) => Err(Refusal::new(PAYOUT_UNPAID)
            .field("recipient")
            .value(key)
            .param("recipient", row.payout.name.as_str())
            .rule("H.4.6")
            .into()),
        (paid, withdraw) => Ok(PayoutRecord {
            kind: row.payout.who.kind().to_string(),
            player,
            recipient: key.to_string(),
            paid: !withdraw,
            cents: paid.as_ref().map_or(row.payout.cents, |p| p.cents),
            goods: serde_json::to_string(paid.as_ref().map_or(&row.payout.goods, |p| &p.goods))
                .expect("goods serialise"),
            by: by.by,
            at: by.at,
        }),
    }
}

/// The one row `name` names: by its number or name, or `player:`/`team:`/`club:` and it.
fn recipient<'a>(rows: &'a [PrizePayout], name: &str) -> Result<&'a PrizePayout> {
    let (kind, key) = match name.split_once(':') {
        Some(("player", k)) => (Some("player_id"), k),
        Some((kind @ ("team" | "club"), k)) => (Some(kind), k),
        _ => (None, name),
    };
    let key = key.trim();
    let found: Vec<&PrizePayout> = rows
        .iter()
        .filter(|r| r.payout.who.key() == key && kind.is_none_or(|k| r.payout.who.kind() == k))
        .collect();
    match found.as_slice() {
        [one] => Ok(one),
        [] => Err(Refusal::new(PAYOUT_NONE)
            .field("recipient")
            .value(name)
            .param("recipient", name)
            .rule("H.4.6")
            .into()),
        _ => Err(Refusal::new(PAYOUT_AMBIGUOUS)
            .field("recipient")
            .value(name)
            .param("recipient", name)
            .rule("H.4.6")
            .into()),
    }
}

/// Each player's prize (of the payouts computed) and whether it is paid, for the cash book's
/// rows: by player number.
///
/// # Errors
/// SQLite errors only.
pub(crate) fn player_prizes(
    store: &Store,
    event: EventId,
    payouts: Vec<PayoutRow>,
) -> Result<std::collections::HashMap<String, (i64, bool)>> {
    Ok(with_paid(store, event, payouts)?
        .into_iter()
        .filter_map(|r| match r.payout.who {
            Who::Player(number) => Some((number, (r.payout.cents, r.paid.is_some()))),
            _ => None,
        })
        .collect())
}
