//! Skatblock: the scoring and league desk of a Skat club. This package is the `skatblock`
//! command line over the operations layer; its library is the facade of the crates below, for
//! the command line, the app and the tests:
//!
//! - [`rules`]: the pure ISkO rules engine (game values, overbid, Seeger-Fabian, score sheets,
//!   standings order).
//! - [`ops`]: the operations layer the app, the CLI and the hub share, with typed inputs and
//!   outputs, and the data they take and give (the data file is opened through it too);
//!   [`event`], [`season`], [`league`], [`cash`], [`schafkopf`], [`report`], [`json`],
//!   [`settings`] beside it (the crate `skatblock-ops`).
//! - [`i18n`]: the sentences of refusals and findings in German and English (Fluent catalogues).
//! - [`hub`]: the hall's HTTP server (the crate `skatblock-hub`).
//!
//! The store (the SQLite file) is not part of the facade: the front ends reach it only through
//! [`ops`]; the tests that read the file behind the library's back name the crate
//! `skatblock-store` themselves.
#![deny(missing_docs)]

#[cfg(test)]
mod tests;
pub use skatblock_hub as hub;
pub use skatblock_ops::{
    cash, event, i18n, json, league, ops, report, rules, schafkopf, season, settings, sync,
};
