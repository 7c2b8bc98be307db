//! The stored results of an event checked against its games.

use super::Result;
use crate::event::results::{self, Verification};
use crate::store::{EventId, Store};

/// Recomputes every list of an event from its games and compares it with the stored results;
/// with `repair`, a difference is written over.
///
/// # Errors
/// An unknown event; store errors.
pub fn verify_results(store: &mut Store, event: EventId, repair: bool) -> Result<Verification> {
    Ok(results::verify(store, event, repair)?)
}
