//! Creating and changing an event with everything it carries — rules, game, tariff and fees —
//! in one transaction: the one operation of the app's event form and of `skatblock event`.

use super::{CardGame, EventEditInput, EventInput, EventSummary, NamedTariff, Result};
use crate::cash::{self, Fees};
use crate::event;
use crate::rules::Refusal;
use crate::store::{self, Connection, EventId, PlayerId, Store, StoreError};

/// Creates an event from the event form, with its tariff (Schafkopf) and its fees, in one
/// transaction.
///
/// # Errors
/// The form's checks; for Schafkopf, the tariff's; a negative fee.
pub fn create_event(store: &mut Store, mut input: EventInput) -> Result<EventSummary> {
    let fees = input.fees.take();
    let game = input.game;
    let (new, tariff) = super::event_form(input)?;
    let id = match (&tariff, &fees) {
        (Some((tariff, name)), _) => {
            let then = |conn: &Connection, id| write_fees(conn, id, fees.as_ref());
            event::schafkopf::create_event_then(store, &new, tariff, name.as_deref(), then)?
        }
        (None, Some(fees)) => cash::create_event(store, &new, fees)?,
        (None, None) => event::create_event(store, &new)?,
    };
    Ok(super::summary(id, &new, game))
}

/// Changes a stored event within what is already scored, with its tariff (Schafkopf; a form
/// without one keeps the event's) and its fees (none: they stay), in one transaction. The
/// game stays as created.
///
/// # Errors
/// The form's checks, a series already used, a series length fixed by entered games, rules
/// (or a tariff) that stored games would break, a change of the game, a negative fee.
pub fn update_event(store: &mut Store, input: EventEditInput) -> Result<EventSummary> {
    let id = input.event;
    let mut form = input.form;
    let fees = form.fees.take();
    let game = form.game;
    let stored = store::schafkopf::tariff(store.conn(), id)?;
    event::event(store, id)?;
    same_game(id, game, stored.is_some())?;
    // A form without a tariff keeps the event's.
    if let (None, None, Some((tariff, name))) = (&form.tariff_name, &form.tariff, stored) {
        match name {
            Some(name) => form.tariff_name = Some(name),
            None => form.tariff = Some(tariff),
        }
    }
    // One entry fee (H.4.1): new fees agree with the prize file given with them, or else
    // with the stored one.
    match (&fees, &input.prizes) {
        (Some(fees), Some(text)) => drop(super::check_prize_file(
            text,
            form.series_count,
            Some(fees),
        )?),
        (Some(fees), None) => super::preisskat::check_schedule(store, id, Some(fees))?,
        (None, _) => {}
    }
    let (new, tariff) = super::event_form(form)?;
    rewrite(store, id, &new, tariff, fees.as_ref())?;
    Ok(super::summary(id, &new, game))
}

/// Writes a changed event with its tariff and its fees, in one transaction.
fn rewrite(
    store: &mut Store,
    id: EventId,
    new: &store::NewEvent,
    tariff: Option<NamedTariff>,
    fees: Option<&Fees>,
) -> Result<()> {
    match (tariff, fees) {
        (Some((tariff, name)), _) => {
            let then = |conn: &Connection| write_fees(conn, id, fees);
            event::schafkopf::update_event_then(store, id, new, &tariff, name.as_deref(), then)?
        }
        (None, Some(fees)) => cash::update_event(store, id, new, fees)?,
        (None, None) => event::update_event(store, id, new)?,
    }
    Ok(())
}

/// Refuses a form that changes the game of a stored event.
fn same_game(id: EventId, game: CardGame, schafkopf: bool) -> Result<()> {
    if schafkopf == (game == CardGame::Schafkopf) {
        return Ok(());
    }
    let (given, was) = match game {
        CardGame::Skat => ("skat", "schafkopf"),
        CardGame::Schafkopf => ("schafkopf", "skat"),
    };
    Err(
        Refusal::new(event::schafkopf::codes::SCHAFKOPF_EVENT_GAME_CHANGE)
            .field("game")
            .value(format!("\"{given}\""))
            .param("event", id.0)
            .param("game", was)
            .into(),
    )
}

/// An event's fees, if the form gives any, written in the transaction that writes the event.
fn write_fees(conn: &Connection, id: EventId, fees: Option<&Fees>) -> event::Result<()> {
    match fees {
        Some(fees) => cash::write_fees(conn, id, fees),
        None => Ok(()),
    }
}

/// Registers players for an event, with `all_active` every active player of the registry too;
/// all or nothing. How many were not registered before.
///
/// # Errors
/// An unknown event or player; store errors.
pub fn register_players(
    store: &mut Store,
    event: EventId,
    players: &[PlayerId],
    all_active: bool,
) -> Result<usize> {
    event::event(store, event)?;
    let mut wanted = players.to_vec();
    if all_active {
        let active = store::players::all(store.conn())?
            .into_iter()
            .filter(|p| p.active);
        wanted.extend(active.map(|p| p.id));
    }
    let tx = store.transaction()?;
    let mut added = 0;
    for &p in &wanted {
        added += usize::from(store::events::register(&tx, event, p)?);
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(added)
}
