//! The operations of the association server's desk side (issue 23): pull a league, push a
//! match day's package, publish an event's live standings through the outbox. Each joins the
//! client (`sync::http`) and the logic over the file (`sync`); what the server answers is
//! data — an accepted state, the server's refusals, or "not reachable" naming the server.

use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skatblock_league::package::{Package, sealed};

use super::{Error, Result};
use crate::i18n::Lang;
use crate::rules::Refusal;
use crate::store::{EventId, Store};
use crate::sync::codes::*;
use crate::sync::http::{self, Method, Reply, Request};
pub use crate::sync::{LeagueExport, Published, Pulled, server_address};

/// A server and the token the desk uses there.
#[derive(Debug, Clone, Copy)]
pub struct Server<'a> {
    /// Its address (`http://host:port`, no trailing `/`; [`server_address`] makes it so).
    pub url: &'a str,
    /// The bearer token.
    pub token: &'a str,
    /// The language its refusals are wanted in.
    pub lang: Lang,
}

/// One refusal as the server sends it (`{"error", "code", "field", "value", "rule"}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerRefusal {
    /// The sentence, in the language asked for.
    #[serde(default)]
    pub error: Option<String>,
    /// The code.
    #[serde(default)]
    pub code: Option<String>,
    /// The field.
    #[serde(default)]
    pub field: Option<String>,
    /// The value refused.
    #[serde(default)]
    pub value: Option<Value>,
    /// The rule.
    #[serde(default)]
    pub rule: Option<String>,
    /// The line of an import.
    #[serde(default)]
    pub line: Option<u64>,
}

/// The server's answer to a package.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct PushAccepted {
    /// The day's state (`submitted`, …).
    pub state: String,
    /// The day's version.
    pub version: u64,
    /// The package's id.
    pub package_id: String,
}

/// What became of a push or a publish: taken, refused by the server (4xx), or not delivered
/// (no answer, or 5xx) — then nothing changed and it can be tried again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery<T> {
    /// The server took it.
    Accepted(T),
    /// The server refused it, with its refusals.
    Refused(Vec<ServerRefusal>),
    /// No answer, or the server's own failure: the refusal names the server.
    Unreachable(Refusal),
}

/// Whether `err` says the server could not be reached or failed itself (the CLI's exit 3).
pub fn server_unreachable(err: &Error) -> bool {
    err.refusals
        .iter()
        .any(|r| [SYNC_UNREACHABLE, SYNC_SERVER_ERROR].contains(&r.refusal.code))
}

/// The token a token file holds: the file's text, a trailing newline (and blanks) trimmed.
///
/// # Errors
/// A file that cannot be read, or holds no token.
pub fn read_token(path: &Path) -> Result<String> {
    let refuse =
        || Error::from(Refusal::new(SYNC_TOKEN_FILE).param("path", path.display().to_string()));
    let text = std::fs::read_to_string(path).map_err(|_| refuse())?;
    let token = text.trim();
    if token.is_empty() || token.contains(char::is_whitespace) {
        return Err(refuse());
    }
    Ok(token.to_string())
}

/// Sends one request; "no answer" and 5xx become the refusal that names the server.
pub(super) fn call(
    server: Server<'_>,
    method: Method,
    path: &str,
    body: Option<&[u8]>,
) -> Delivery<Reply> {
    let url = format!("{}{path}", server.url);
    let request = Request {
        method,
        url: &url,
        token: server.token,
        lang: server.lang.tag(),
    };
    match http::send(request, body) {
        Err(reason) => Delivery::Unreachable(
            Refusal::new(SYNC_UNREACHABLE)
                .param("server", server.url)
                .param("reason", reason),
        ),
        Ok(reply) if reply.status >= 500 => {
            Delivery::Unreachable(status_refusal(SYNC_SERVER_ERROR, server, reply.status))
        }
        Ok(reply) if reply.status >= 400 => {
            Delivery::Refused(server_refusals(reply.status, &reply.body))
        }
        Ok(reply) => Delivery::Accepted(reply),
    }
}

fn status_refusal(code: crate::rules::Code, server: Server<'_>, status: u16) -> Refusal {
    Refusal::new(code)
        .param("server", server.url)
        .param("status", status)
}

/// The server's refusals in a 4xx body: its `errors`, or the one refusal it is; when the body
/// is neither (a proxy's page), one refusal naming the status.
fn server_refusals(status: u16, body: &str) -> Vec<ServerRefusal> {
    let bare = || ServerRefusal {
        error: None,
        code: Some(format!("HTTP {status}")),
        field: None,
        value: None,
        rule: None,
        line: None,
    };
    let Ok(value) = serde_json::from_str::<Value>(body) else {
        return vec![bare()];
    };
    if let Some(Value::Array(errors)) = value.get("errors") {
        let all: Vec<ServerRefusal> = errors
            .iter()
            .filter_map(|e| ServerRefusal::deserialize(e).ok())
            .collect();
        if !all.is_empty() {
            return all;
        }
    }
    match ServerRefusal::deserialize(&value) {
        Ok(one) if one.error.is_some() || one.code.is_some() => vec![one],
        _ => vec![bare()],
    }
}

/// The server's refusals as the desk's error: each said through `sync.refused` with the
/// server's own sentence (or code) in it.
pub fn refused_error(server: &str, refusals: &[ServerRefusal]) -> Error {
    let one = |r: &ServerRefusal| {
        let said = r
            .error
            .clone()
            .or_else(|| r.code.clone())
            .unwrap_or_default();
        let mut refusal = Refusal::new(SYNC_REFUSED)
            .param("server", server)
            .param("error", said);
        if let Some(field) = &r.field {
            refusal = refusal.field(field.as_str());
        }
        refusal
    };
    let mut error = Error::from(refusals.first().map_or_else(
        || {
            Refusal::new(SYNC_REFUSED)
                .param("server", server)
                .param("error", "")
        },
        one,
    ));
    error
        .refusals
        .extend(refusals.iter().skip(1).map(|r| crate::event::RefusalAt {
            line: None,
            refusal: one(r),
        }));
    error
}

/// An answer whose body is not what the contract says.
fn bad_answer(server: Server<'_>) -> Error {
    status_refusal(SYNC_ANSWER, server, 200).into()
}

/// Reads a league from the server (`GET /api/v1/leagues/{league}`).
///
/// # Errors
/// No answer or 5xx ([`SYNC_UNREACHABLE`], [`SYNC_SERVER_ERROR`]), the server's refusals, an
/// answer that is no league.
pub fn fetch_league(server: Server<'_>, league: i64) -> Result<LeagueExport> {
    match call(
        server,
        Method::Get,
        &format!("/api/v1/leagues/{league}"),
        None,
    ) {
        Delivery::Accepted(reply) => {
            serde_json::from_str(&reply.body).map_err(|_| bad_answer(server))
        }
        Delivery::Refused(refusals) => Err(refused_error(server.url, &refusals)),
        Delivery::Unreachable(refusal) => Err(refusal.into()),
    }
}

/// Writes a league as the server exported it into the file (see `sync::apply_pull`).
///
/// # Errors
/// As `sync::apply_pull`: nothing is written then.
pub fn apply_pull(store: &mut Store, server: &str, export: &LeagueExport) -> Result<Pulled> {
    let server = server_address(server)?;
    Ok(crate::sync::apply_pull(
        store,
        &server,
        export,
        &super::now(),
    )?)
}

/// `sync pull`: the server's league into the file, all or nothing; the local league's id
/// (the same on every pull of one server's league).
///
/// # Errors
/// As [`fetch_league`] and [`apply_pull`].
pub fn sync_pull(store: &mut Store, server: Server<'_>, league: i64) -> Result<Pulled> {
    let url = server_address(server.url)?;
    let server = Server {
        url: &url,
        ..server
    };
    let export = fetch_league(server, league)?;
    apply_pull(store, &url, &export)
}

/// A match day's package for `server`, not sealed.
///
/// # Errors
/// An event that is no match day, or whose league was not pulled from `server`.
pub fn matchday_package(store: &Store, event: EventId, server: &str) -> Result<Package> {
    let server = server_address(server)?;
    Ok(crate::sync::matchday_package(store, event, &server)?)
}

/// `sync push`: the match day's sealed package to the server. Nothing changes locally but the
/// record of the server's last answer.
///
/// # Errors
/// As [`matchday_package`]; an accepted answer that is not the contract's.
pub fn sync_push(
    store: &mut Store,
    event: EventId,
    server: Server<'_>,
) -> Result<Delivery<PushAccepted>> {
    let url = server_address(server.url)?;
    let server = Server {
        url: &url,
        ..server
    };
    let (package, value) = sealed(matchday_package(store, event, &url)?);
    let path = format!(
        "/api/v1/leagues/{}/groups/{}/days/{}",
        package.league,
        http::path_segment(&package.group),
        package.day
    );
    let body = serde_json::to_vec(&value).map_err(|_| bad_answer(server))?;
    Ok(match call(server, Method::Put, &path, Some(&body)) {
        Delivery::Accepted(reply) => {
            let answer: PushAccepted =
                serde_json::from_str(&reply.body).map_err(|_| bad_answer(server))?;
            record_push(store, event, &url, &answer)?;
            Delivery::Accepted(answer)
        }
        Delivery::Refused(r) => Delivery::Refused(r),
        Delivery::Unreachable(r) => Delivery::Unreachable(r),
    })
}

fn record_push(
    store: &mut Store,
    event: EventId,
    server: &str,
    answer: &PushAccepted,
) -> Result<()> {
    let pushed = crate::store::sync::Pushed {
        server: server.to_string(),
        package_id: answer.package_id.clone(),
        state: answer.state.clone(),
        version: answer.version,
        at: super::now(),
    };
    let tx = store.transaction()?;
    crate::store::sync::record_push(&tx, event, &pushed)?;
    tx.commit().map_err(crate::store::StoreError::from)?;
    Ok(())
}
