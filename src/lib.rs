//! Skatblock: the scoring and league desk of a Skat club.
//!
//! - [`rules`]: the pure ISkO rules engine (game values, overbid, Seeger-Fabian, score sheets,
//!   standings order).
//! - [`report`]: printed forms (the text score sheet).
//! - [`store`]: the SQLite file: schema, migrations, backups, SQL per aggregate.
//! - [`event`]: events, imports, seating draws, game entry and standings over the store.
//! - [`i18n`]: the sentences of refusals and findings in German and English (Fluent catalogues).
//! - [`season`], [`league`], [`cash`]: seasons over events, leagues of teams, the cash book.
//! - [`schafkopf`]: Bavarian Schafkopf games and tariffs at the edge (the rules are the crate
//!   `skatblock-schafkopf`).
//! - [`ops`]: the operations layer the app, the CLI and the hub share, with typed inputs and outputs.
//! - [`json`]: the JSON line and sheet formats of the CLI, with diagnostics that name the field.
#![deny(missing_docs)]

pub mod cash;
pub mod event;
pub mod hub;
pub mod i18n;
pub mod json;
pub mod league;
pub mod ops;
pub mod report;
pub mod schafkopf;
pub mod season;
pub use skatblock_rules as rules;
pub mod settings;
pub mod store;
