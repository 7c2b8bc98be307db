//! The tables' access to the hall's hub (issue 12): print and revoke their tokens. Starting and
//! stopping the hub is the hub crate's own (`skatblock_hub::control`), no operation.

use serde::Deserialize;
use ts_rs::TS;

use super::{Error, ErrorKind, Result};
use crate::hub::{self, TableToken};
use crate::store::{EventId, Store};

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
