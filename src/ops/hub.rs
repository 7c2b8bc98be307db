//! The table hub from the desk (issue 12): start and stop it on an address of the organizer's
//! choice, see the tables' progress, print and revoke their access. The hub itself is
//! `crate::hub`; these are the app's inputs and answers.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{Error, ErrorKind, Result};
use crate::hub::server::{self, HubStatus, Running};
use crate::hub::{self, TableToken};
use crate::store::{EventId, Store};

/// `hub_start`: the event to serve and the address to listen on (`192.168.1.20:8080`).
#[derive(Debug, Clone, Deserialize, TS)]
pub struct HubStartInput {
    /// The event.
    pub event: EventId,
    /// `ADDR:PORT`.
    pub listen: String,
}

/// A running hub as the desk shows it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct HubInfo {
    /// The event it serves.
    pub event: EventId,
    /// Where it listens, `ADDR:PORT`.
    pub address: String,
    /// The base of its pages, `http://ADDR:PORT` (for the QR codes and the projector).
    pub url_base: String,
}

/// A running hub and its tables.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct HubView {
    /// The hub.
    pub info: HubInfo,
    /// Its tables and the conflicts the phones met.
    pub status: HubStatus,
}

/// `hub_tokens`: the access of a series' tables, with the pages under `url_base`.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct HubTokensInput {
    /// The event.
    pub event: EventId,
    /// The series.
    pub series: u16,
    /// `http://ADDR:PORT` of the running hub; the paths alone without.
    #[serde(default)]
    pub url_base: Option<String>,
}

/// `save_hub_cards`: the QR table cards of a series (`hub_cards_pdf`), written to a file chosen
/// in the save dialog.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct HubCardsInput {
    /// The event.
    pub event: EventId,
    /// The series.
    pub series: u16,
    /// The running hub's address as the phones reach it, `http://ADDR:PORT`.
    pub url_base: String,
    /// The language of the printed texts.
    pub lang: crate::i18n::Lang,
    /// Target file.
    pub path: String,
}

/// Starts the hub of `input.event` on its own connection to the open file.
///
/// # Errors
/// An unknown event; a file not on disk; an address the hub cannot listen on.
pub fn hub_start(store: &Store, input: &HubStartInput) -> Result<Running> {
    crate::event::event(store, input.event)?;
    let path = store.path().ok_or_else(Error::not_open)?;
    let own = Store::open(path)?;
    server::spawn(own, input.event, &input.listen)
        .map_err(|r| Error::refused(ErrorKind::Invalid, r))
}

/// What the desk shows of a running hub.
///
/// # Errors
/// Storage errors.
pub fn hub_view(running: &Running) -> Result<HubView> {
    let info = hub_info(running);
    Ok(HubView {
        status: running.hub.status()?,
        info,
    })
}

/// The address of a running hub.
pub fn hub_info(running: &Running) -> HubInfo {
    HubInfo {
        event: running.hub.event(),
        address: running.address.to_string(),
        url_base: format!("http://{}", running.address),
    }
}

/// The addresses the desk offers to listen on: the machine's LAN address and loopback.
pub fn hub_addresses() -> Vec<String> {
    server::local_addresses()
        .into_iter()
        .map(|ip| ip.to_string())
        .collect()
}

/// The access of a series' tables (created for tables without one).
///
/// # Errors
/// An address that is not `http(s)://HOST[:PORT]`; an unknown event or series; a series
/// without seating.
pub fn hub_tokens(store: &mut Store, input: &HubTokensInput) -> Result<Vec<TableToken>> {
    if let Some(base) = &input.url_base {
        super::check_url_base(base).map_err(|r| Error::refused(ErrorKind::Invalid, r))?;
    }
    Ok(hub::tokens(
        store,
        input.event,
        input.series,
        input.url_base.as_deref(),
    )?)
}

/// Revokes a table's access; whether it had one.
///
/// # Errors
/// An unknown event or series; a table the series does not have.
pub fn hub_revoke(store: &mut Store, input: &super::TableInput) -> Result<bool> {
    Ok(hub::revoke(store, input.event, input.series, input.table)?)
}
