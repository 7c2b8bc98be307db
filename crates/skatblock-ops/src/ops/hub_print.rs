//! Printing the tables' access to the hub (issue 12): the pre-filled score sheets with the QR
//! code of each table's phone page, and a sheet of table cards. The tokens are the hub's
//! (`hub::tokens`: the same on every printing until revoked); this module checks the hub's
//! address, encodes the pages and hands them to `report`. It starts no server.

use std::path::Path;

use super::Result;
use crate::event;
use crate::hub::{self, codes::HUB_TABLE_UNKNOWN, codes::HUB_URL_BASE};
use crate::i18n::Lang;
use crate::report::cards::{TableCard, cards_pdf};
use crate::report::qr::Qr;
use crate::report::{self, ReportContext, TableCodes, forms};
use crate::rules::Refusal;
use crate::store::{self, EventId, Store};

/// The longest hub address accepted: its phone pages stay small QR codes.
const URL_BASE_MAX: usize = 100;

/// What a printing of the hub's access needs.
#[derive(Debug, Clone, Copy)]
pub struct HubPrint<'a> {
    /// Event id.
    pub event: EventId,
    /// Series.
    pub series: u16,
    /// One table only.
    pub table: Option<u16>,
    /// The hub's address as the phones reach it: `http://HOST:PORT` or `https://HOST`.
    pub url_base: &'a str,
    /// The language of the printed texts.
    pub lang: Lang,
    /// A folder whose templates override the built-in ones (the CLI's `--templates`).
    pub templates: Option<&'a Path>,
}

impl<'a> HubPrint<'a> {
    /// Every table of a series, with the built-in templates.
    pub fn new(event: EventId, series: u16, url_base: &'a str, lang: Lang) -> Self {
        HubPrint {
            event,
            series,
            table: None,
            url_base,
            lang,
            templates: None,
        }
    }
}

/// Checks a hub address for the printed codes: `http://` or `https://`, a host name or IP
/// address (IPv6 in brackets), an optional port, no path, query or user.
///
/// # Errors
/// `hub.url-base` for anything else.
///
/// ```
/// use skatblock_ops::ops::check_url_base;
///
/// assert!(check_url_base("http://192.168.1.20:8080").is_ok());
/// assert!(check_url_base("https://skat.example.org/").is_ok());
/// let refused = check_url_base("192.168.1.20:8080").unwrap_err();
/// assert_eq!(refused.code.as_str(), "hub.url-base");
/// assert!(check_url_base("http://192.168.1.20:8080/hub?x=1").is_err());
/// ```
pub fn check_url_base(url_base: &str) -> Result<(), Refusal> {
    let refused = || {
        Refusal::new(HUB_URL_BASE)
            .field("url_base")
            .value(format!("\"{url_base}\""))
    };
    let authority = url_base
        .strip_prefix("http://")
        .or_else(|| url_base.strip_prefix("https://"))
        .ok_or_else(refused)?;
    let authority = authority.strip_suffix('/').unwrap_or(authority);
    let (host, port) = split_port(authority).ok_or_else(refused)?;
    let port_ok = port.is_none_or(|p| p.parse::<u16>().is_ok_and(|p| p > 0));
    match url_base.len() <= URL_BASE_MAX && port_ok && valid_host(host) {
        true => Ok(()),
        false => Err(refused()),
    }
}

/// The host a valid URL base names, in lower case (an IPv6 literal without its brackets): a
/// name the hub answers to besides its own address, when its QR codes were printed with it.
///
/// ```
/// use skatblock_ops::ops::url_base_host;
///
/// assert_eq!(url_base_host("http://SkatPC.local:8080/").unwrap(), "skatpc.local");
/// assert_eq!(url_base_host("http://[fe80::1]:8080").unwrap(), "fe80::1");
/// assert!(url_base_host("skatpc.local:8080").is_err());
/// ```
///
/// # Errors
/// As [`check_url_base`].
pub fn url_base_host(url_base: &str) -> Result<String, Refusal> {
    check_url_base(url_base)?;
    let authority = url_base
        .strip_prefix("http://")
        .or_else(|| url_base.strip_prefix("https://"))
        .unwrap_or(url_base);
    let authority = authority.strip_suffix('/').unwrap_or(authority);
    let (host, _) = split_port(authority).unwrap_or((authority, None));
    let host = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .unwrap_or(host);
    Ok(host.to_ascii_lowercase())
}

/// `host` and the port after its colon; an IPv6 literal keeps its brackets.
fn split_port(authority: &str) -> Option<(&str, Option<&str>)> {
    let (host, rest) = match authority.strip_prefix('[') {
        Some(v6) => {
            let end = v6.find(']')?;
            (&authority[..end + 2], &v6[end + 1..])
        }
        None => authority
            .find(':')
            .map_or((authority, ""), |i| authority.split_at(i)),
    };
    match rest {
        "" => Some((host, None)),
        rest => rest
            .strip_prefix(':')
            .filter(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
            .map(|p| (host, Some(p))),
    }
}

/// A DNS name or IPv4 address (labels of letters, digits and hyphens), or an IPv6 literal.
fn valid_host(host: &str) -> bool {
    if let Some(v6) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return v6.parse::<std::net::Ipv6Addr>().is_ok();
    }
    !host.is_empty()
        && host.split('.').all(|label| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        })
}

/// The QR codes of every table's phone page under `url_base`, by table: the tokens of
/// `hub::tokens`, new ones for tables without.
fn table_codes(store: &mut Store, print: &HubPrint<'_>) -> Result<TableCodes> {
    let tokens = hub::tokens(store, print.event, print.series, Some(print.url_base))?;
    tokens
        .into_iter()
        .map(|t| {
            // A checked address is short enough that its pages always fit a QR code.
            let code = Qr::encode(&t.url).ok_or_else(|| {
                Refusal::new(HUB_URL_BASE)
                    .field("url_base")
                    .value(format!("\"{}\"", print.url_base))
            })?;
            Ok((t.table, code))
        })
        .collect()
}

/// The pre-filled score sheets of a series (every table, or one), each with the QR code of its
/// table's phone page at the top right: Skat sheets, or Schafkopf lists for a Schafkopf event.
///
/// # Errors
/// A bad hub address (`hub.url-base`); an unknown event or series; a series without seating; a
/// table it does not have.
pub fn report_sheets_with_qr(
    store: &mut Store,
    event: EventId,
    series: u16,
    table: Option<u16>,
    url_base: &str,
    lang: Lang,
) -> Result<Vec<u8>> {
    let print = HubPrint {
        table,
        ..HubPrint::new(event, series, url_base, lang)
    };
    hub_sheets_pdf(store, &print)
}

/// [`report_sheets_with_qr`] with all its settings.
///
/// # Errors
/// As [`report_sheets_with_qr`]; a broken template.
pub fn hub_sheets_pdf(store: &mut Store, print: &HubPrint<'_>) -> Result<Vec<u8>> {
    check_url_base(print.url_base)?;
    let ev = event::event(store, print.event)?;
    let schafkopf = store::schafkopf::tariff(store.conn(), print.event)?;
    let ctx = ReportContext {
        event: &ev,
        lang: print.lang,
        templates: print.templates,
    };
    let (series, table) = (print.series, print.table);
    let mut out = Vec::new();
    // The forms first: their refusals (an unknown table, a series without seating) come before
    // the tokens'.
    match schafkopf {
        Some((tariff, name)) => {
            let forms = forms::schafkopf_forms(store, &ev, series, table, false)?;
            let codes = table_codes(store, print)?;
            report::schafkopf::schafkopf_sheets_pdf_with_codes(
                &ctx,
                &forms,
                (&tariff, name.as_deref()),
                &codes,
                &mut out,
            )?;
        }
        None => {
            let forms = forms::prefilled_sheets(store, &ev, series, table)?;
            let codes = table_codes(store, print)?;
            report::sheets_pdf_with_codes(&ctx, &forms, &ev.rules, &codes, &mut out)?;
        }
    }
    Ok(out)
}

/// The table cards of a series: A4 portrait, six cards a page, each with the table, the series,
/// the event, a large QR code of the table's phone page and its address.
///
/// # Errors
/// A bad hub address (`hub.url-base`); an unknown event or series; a series without seating.
pub fn hub_cards_pdf(
    store: &mut Store,
    event: EventId,
    series: u16,
    url_base: &str,
    lang: Lang,
) -> Result<Vec<u8>> {
    hub_cards_pdf_with(store, &HubPrint::new(event, series, url_base, lang))
}

/// [`hub_cards_pdf`] with all its settings: one table's card only (a table whose access was
/// revoked), the layout from a templates folder.
///
/// # Errors
/// As [`hub_cards_pdf`]; a table the series does not have (`hub.table.unknown`); a broken
/// template.
pub fn hub_cards_pdf_with(store: &mut Store, print: &HubPrint<'_>) -> Result<Vec<u8>> {
    check_url_base(print.url_base)?;
    let ev = event::event(store, print.event)?;
    let codes = table_codes(store, print)?;
    if let Some(table) = print.table.filter(|t| !codes.contains_key(t)) {
        return Err(Refusal::new(HUB_TABLE_UNKNOWN)
            .field("table")
            .value(table)
            .param("series", print.series)
            .param("table", table)
            .param("max", codes.len())
            .into());
    }
    let cards: Vec<TableCard> = codes
        .into_iter()
        .filter(|(t, _)| print.table.is_none_or(|only| only == *t))
        .map(|(table, code)| TableCard { table, code })
        .collect();
    let ctx = ReportContext {
        event: &ev,
        lang: print.lang,
        templates: print.templates,
    };
    let mut out = Vec::new();
    cards_pdf(&ctx, print.series, &cards, &mut out)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hub_address_is_http_or_https_with_a_host_and_perhaps_a_port() {
        for good in [
            "http://192.168.1.20:8080",
            "http://192.168.1.20:8080/",
            "http://skatblock.local",
            "https://skat.example.org",
            "https://skat.example.org:8443",
            "http://[fe80::1]:8080",
            "http://localhost:65535",
        ] {
            assert!(check_url_base(good).is_ok(), "{good} is an address");
        }
        for bad in [
            "",
            "192.168.1.20:8080",
            "ftp://192.168.1.20",
            "http://",
            "http://:8080",
            "http://192.168.1.20:",
            "http://192.168.1.20:0",
            "http://192.168.1.20:65536",
            "http://192.168.1.20:80a",
            "http://192.168.1.20:8080/hub",
            "http://192.168.1.20:8080?x",
            "http://user@192.168.1.20",
            "http://192.168.1.20 :8080",
            "http://bad_host:8080",
            "http://-host.local",
            "http://[not-v6]:8080",
            "HTTP://192.168.1.20",
        ] {
            let refused = check_url_base(bad).expect_err(bad);
            assert_eq!(refused.code, HUB_URL_BASE, "{bad}");
            assert_eq!(refused.field.as_deref(), Some("url_base"));
        }
        let long = format!("http://{}.local:8080", "a".repeat(URL_BASE_MAX));
        assert!(
            check_url_base(&long).is_err(),
            "a long address would make the codes large"
        );
    }
}
