//! The hub from the desk (issue 12): start and stop it on an address of the organizer's
//! choice, see the tables' progress. The app and the CLI call these; they are the hub's own
//! start, stop and status, not operations of the data.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::server::{self, HubStatus, Running};
use skatblock_ops::ops::{Error, ErrorKind, Result};
use skatblock_ops::store::{EventId, Store};

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

/// Starts the hub of `input.event` on its own connection to the open file.
///
/// # Errors
/// An unknown event; a file not on disk; an address the hub cannot listen on.
pub fn hub_start(store: &Store, input: &HubStartInput) -> Result<Running> {
    skatblock_ops::ops::get_event(
        store,
        skatblock_ops::ops::StandingsInput {
            event: input.event,
            series: None,
        },
    )?;
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
