//! The tables' access to the hall's hub (issue 12): each table of a series reaches its own list
//! with a token printed as a QR code, made and revoked here; the hub's codes. The HTTP server is
//! the crate `skatblock-hub`, over the operations layer.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Serialize;

use crate::event::{self, EventError};
use crate::rules::Refusal;
use crate::store::{self, EventId, Store, StoreError};

/// The codes of the hub.
pub mod codes {
    crate::rules::codes! {
        /// A table the series does not have; params `series`, `table`, `max`.
        HUB_TABLE_UNKNOWN = "hub.table.unknown";
        /// A series without seating: no table has a token yet; params `series`, `event`.
        HUB_SERIES_UNSEATED = "hub.series.unseated";
        /// The operating system gave no random bytes for a token; param `detail`.
        HUB_RANDOM = "hub.random";
        /// A token that opens no table of the hub's event (unknown, revoked, another event).
        HUB_TOKEN_UNKNOWN = "hub.token.unknown";
        /// A request body that is not JSON; param `detail`.
        HUB_BODY_NOT_JSON = "hub.body.not-json";
        /// A field the body does not have; param `fields`.
        HUB_BODY_FIELD = "hub.body.field";
        /// A field that must be a whole number 0 or more (or null).
        HUB_BODY_NUMBER = "hub.body.number";
        /// A body without the game record as an object.
        HUB_BODY_RECORD = "hub.body.record";
        /// A declarer seat the table does not have; param `max`.
        HUB_SEAT_RANGE = "hub.seat.range";
        /// A game changed since the phone read it; params `game`, `version`.
        HUB_GAME_CONFLICT = "hub.game.conflict";
        /// A signed list; params `series`, `table`.
        HUB_LIST_SIGNED = "hub.list.signed";
        /// A signature without every seat of the table once; param `count`.
        HUB_SIGN_SEATS = "hub.sign.seats";
        /// A list signed before its last game; params `missing`, `games`.
        HUB_SIGN_INCOMPLETE = "hub.sign.incomplete";
        /// An address the hub cannot listen on; param `detail`.
        HUB_LISTEN = "hub.listen";
        /// Too many requests of one table; param `seconds`.
        HUB_RATE_LIMIT = "hub.rate-limit";
        /// The hub's connection to the file is gone (a fault of the hub, not of the request).
        HUB_GONE = "hub.gone";
        /// A hub address for the printed QR codes that is not `http://HOST[:PORT]` or
        /// `https://HOST[:PORT]`.
        HUB_URL_BASE = "hub.url-base";
        /// As many live streams open as the hub or the client's address may hold (issue 20);
        /// param `seconds`.
        HUB_STREAMS_FULL = "hub.streams.full";
        /// A request under a name that is not the hub's address (issue 20): the `Host` sent
        /// as the value.
        HUB_HOST = "hub.host";
    }
}

use codes::*;

/// The bytes of a token: 128 bits.
const TOKEN_BYTES: usize = 16;

/// One table's access: its token and the address of its phone page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct TableToken {
    /// The table.
    pub table: u16,
    /// 128 random bits, URL-safe (22 characters).
    pub token: String,
    /// The phone page: `{base}/t/{token}`, or the path alone without a base.
    pub url: String,
}

/// A fresh token: 16 bytes from the operating system, URL-safe Base64 without padding.
///
/// # Errors
/// `hub.random` when the operating system gives no random bytes.
pub fn new_token() -> Result<String, Refusal> {
    let mut bytes = [0u8; TOKEN_BYTES];
    getrandom::fill(&mut bytes)
        .map_err(|e| Refusal::new(HUB_RANDOM).param("detail", e.to_string()))?;
    Ok(URL_SAFE_NO_PAD.encode(bytes))
}

/// The phone page of a token under `base` (`http://192.168.1.20:8080`), or its path.
pub fn phone_url(base: Option<&str>, token: &str) -> String {
    format!("{}/t/{token}", base.unwrap_or("").trim_end_matches('/'))
}

/// The tables of a series, 1-based, from its seating.
fn tables(store: &Store, event: EventId, series: u16) -> Result<Vec<u16>, EventError> {
    let seating = event::seating_of(store, event, series)?;
    if seating.tables.is_empty() {
        return Err(Refusal::new(HUB_SERIES_UNSEATED)
            .field("series")
            .value(series)
            .param("series", series)
            .param("event", event.0)
            .into());
    }
    Ok((1..=seating.tables.len())
        .map(|t| u16::try_from(t).unwrap_or(u16::MAX))
        .collect())
}

/// The tokens of every table of a series: the same every time until a table's is revoked; a
/// table without a valid token gets a new one (in one transaction for the series).
///
/// # Errors
/// An unknown event or series; a series without seating; no random bytes.
pub fn tokens(
    store: &mut Store,
    event: EventId,
    series: u16,
    url_base: Option<&str>,
) -> Result<Vec<TableToken>, EventError> {
    let tables = tables(store, event, series)?;
    let now = store::now();
    let tx = store.transaction()?;
    let mut out = Vec::with_capacity(tables.len());
    for table in tables {
        let token = match store::hub::valid_token(&tx, event, series, table)? {
            Some(token) => token,
            None => {
                let token = new_token()?;
                store::hub::insert_token(&tx, event, series, table, &token, &now)?;
                token
            }
        };
        out.push(TableToken {
            table,
            url: phone_url(url_base, &token),
            token,
        });
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(out)
}

/// Revokes the token of a table: its phones are shut out at their next request, and the next
/// printing gives the table a new token. Whether the table had a valid token.
///
/// # Errors
/// An unknown event or series; a table the series does not have.
pub fn revoke(
    store: &mut Store,
    event: EventId,
    series: u16,
    table: u16,
) -> Result<bool, EventError> {
    let tables = tables(store, event, series)?;
    if !tables.contains(&table) {
        return Err(Refusal::new(HUB_TABLE_UNKNOWN)
            .field("table")
            .value(table)
            .param("series", series)
            .param("table", table)
            .param("max", tables.len())
            .into());
    }
    Ok(store::hub::revoke(
        store.conn(),
        event,
        series,
        table,
        &store::now(),
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_has_128_bits_in_22_url_safe_characters() {
        let a = new_token().expect("random");
        let b = new_token().expect("random");
        assert_eq!(a.len(), 22);
        assert_ne!(a, b);
        assert!(
            a.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
            "{a}"
        );
        assert_eq!(URL_SAFE_NO_PAD.decode(&a).expect("base64").len(), 16);
    }

    #[test]
    fn the_phone_page_lies_under_the_base() {
        assert_eq!(
            phone_url(Some("http://10.0.0.2:8080/"), "abc"),
            "http://10.0.0.2:8080/t/abc"
        );
        assert_eq!(phone_url(None, "abc"), "/t/abc");
    }
}
