//! Skatblock's operations layer and the desk's domain over the store: events, seasons, leagues,
//! cash, Schafkopf, and [`ops`], the one door the CLI, the app and the hub go through.
//!
//! - [`ops`]: the operations with typed inputs and outputs; refusals stay data.
//! - [`event`]: events, imports, seating draws, game entry and standings over the store.
//! - [`season`], [`league`], [`cash`]: seasons over events, leagues of teams, the cash book.
//! - [`schafkopf`]: Bavarian Schafkopf games and tariffs at the edge (the rules are the crate
//!   `skatblock-schafkopf`).
//! - [`report`]: printed forms, CSV and text.
//! - [`hub`]: the tables' tokens of the hall's hub and its codes.
//! - [`json`]: the JSON line and sheet formats of the CLI, with diagnostics that name the field.
//! - [`settings`]: the app's settings file.
//!
//! The engines ([`rules`], `skatblock_schafkopf`), the catalogues ([`i18n`]) and the store
//! ([`store`]) are re-exported for the layers above while they move onto `ops` alone.
#![deny(missing_docs)]

pub mod cash;
pub mod event;
pub mod hub;
#[cfg(test)]
mod tests;
pub use skatblock_i18n as i18n;
pub mod json;
pub mod league;
pub mod ops;
pub mod report {
    //! Printed lists and exports (the crate `skatblock-report`, which reads no database), and
    //! [`forms`]: what the lists show, gathered from an event.
    pub use skatblock_report::*;
    pub mod forms;
    pub mod prize_lists;
}
pub mod schafkopf;
pub mod season;
pub use skatblock_rules as rules;
pub mod settings;
pub mod sync;
pub use skatblock_store as store;
