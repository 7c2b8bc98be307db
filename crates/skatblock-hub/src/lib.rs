//! The hall's hub (issue 12): the desk serves the hall over HTTP. Each table of a series reaches
//! its own list with a token printed as a QR code; the phones enter the games through the
//! operations layer, with the same checks, store and audit history as the desk.
//!
//! - [`api`]: the HTTP contract as functions over the operations layer.
//! - [`server`]: serves it (axum, hyper): limits, live streams, start and stop.
//! - [`control`]: the desk's start, stop and status of a hub.
//! - [`limits`]: what one guest can make the hub hold, bounded (issue 20).
//! - [`hosts`]: the names the hub answers to (issue 20).
//! - [`words`]: the pages' words, made from the catalogue.
//!
//! The tables' tokens are made by the operations layer ([`skatblock_ops::hub`]), re-exported
//! here with the hub's codes.
#![deny(missing_docs)]

pub mod api;
pub mod control;
pub mod hosts;
pub mod limits;
pub mod server;
pub mod words;

pub use skatblock_ops::hub::*;

use skatblock_ops::{i18n, json, ops, rules, store};
