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

/// A standings list as the CLI shows it: the event, its standings, and the list's section
/// as the PDF prints it (same columns, ties marked the same), for the text writer.
#[derive(Debug, Clone)]
pub struct StandingsList {
    /// The event of the heading.
    pub event: crate::store::Event,
    /// The rows and the list checks.
    pub standings: crate::event::Standings,
    /// The printed list's table, in `lang`.
    pub section: crate::report::pdf::Section,
}

/// The standings of an event or one series with the section of its printed list (a
/// Schafkopf event's in its tariff's unit), from the built-in templates.
///
/// # Errors
/// An unknown event or series; store errors; a broken template.
pub fn standings_list(
    store: &Store,
    input: super::StandingsInput,
    lang: crate::i18n::Lang,
) -> Result<StandingsList> {
    let event = crate::event::event(store, input.event)?;
    let standings = crate::event::standings(store, input.event, input.series)?;
    let unit = crate::store::schafkopf::tariff(store.conn(), input.event)?.map(|(t, _)| t.unit);
    let ctx = crate::report::ReportContext {
        event: &event,
        lang,
        templates: None,
    };
    let section = crate::report::standings_list_section(&ctx, &standings, unit)?;
    Ok(StandingsList {
        event,
        standings,
        section,
    })
}

/// A series' seating list as the PDF prints it (by table, then by name), for the CLI's text;
/// each part's subtitle ("Serie 1 · Sitzplan nach Tischen") is its heading.
///
/// # Errors
/// An unknown event; a series not drawn yet; store errors.
pub fn seating_list(
    store: &Store,
    input: super::SeriesInput,
    lang: crate::i18n::Lang,
) -> Result<Vec<crate::report::pdf::Section>> {
    let event = crate::event::event(store, input.event)?;
    let seating = crate::event::seating_of(store, input.event, input.series)?;
    let ctx = crate::report::ReportContext {
        event: &event,
        lang,
        templates: None,
    };
    let players = crate::report::forms::registry(store)?;
    Ok(crate::report::seating_list_sections(
        &ctx, &seating, &players,
    )?)
}
