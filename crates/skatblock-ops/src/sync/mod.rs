//! The desk's side of the association server (issue 23): a league pulled from the server into
//! the local file (its teams, rosters with names, and schedule, all or nothing), a match day's
//! package made from the stored lists for the server to re-score, and the outbox of an event's
//! live standings. Logic over `store` and `league`: no SQL here, and no HTTP either — the
//! client is [`http`], the operations in `ops::sync` join the two.

pub mod http;
mod package;
mod publish;
mod pull;

pub use package::matchday_package;
pub use publish::{Published, enqueue, mark_answered, mark_failed};
pub use pull::{LeagueExport, Pulled, apply_pull};

/// The codes of the sync's refusals. The server is named by its URL (param `server`).
pub mod codes {
    crate::rules::codes! {
        /// The server cannot be reached or does not answer in time; params `server`, `reason`.
        SYNC_UNREACHABLE = "sync.unreachable";
        /// The server answered with an error of its own (5xx); params `server`, `status`.
        SYNC_SERVER_ERROR = "sync.server-error";
        /// The server's answer is not what the contract says; params `server`, `status`.
        SYNC_ANSWER = "sync.answer";
        /// The server refused the request without a refusal of its own; params `server`,
        /// `status`.
        SYNC_REFUSED = "sync.refused";
        /// A token file that cannot be read or is empty; param `path`.
        SYNC_TOKEN_FILE = "sync.token-file";
        /// A server address that is not an http:// or https:// URL.
        SYNC_SERVER_URL = "sync.server-url";
        /// A match day whose league was not pulled from this server; params `event`,
        /// `server`.
        SYNC_NOT_LINKED = "sync.not-linked";
        /// A slug other than letters, digits and `-`.
        SYNC_SLUG = "sync.slug";
        /// A pulled schedule's date that is not YYYY-MM-DD; params `group`, `day`.
        SYNC_SCHEDULE_DATE = "sync.schedule.date";
    }
}

/// A server's address as the links keep it: trimmed, without a trailing `/`.
///
/// # Errors
/// An address that is not an http:// or https:// URL.
pub fn server_address(server: &str) -> Result<String, crate::rules::Refusal> {
    let trimmed = server.trim().trim_end_matches('/');
    let rest = trimmed
        .strip_prefix("http://")
        .or_else(|| trimmed.strip_prefix("https://"));
    match rest {
        Some(host) if !host.is_empty() && !host.contains(char::is_whitespace) => {
            Ok(trimmed.to_string())
        }
        _ => Err(crate::rules::Refusal::new(codes::SYNC_SERVER_URL)
            .field("server")
            .value(server)),
    }
}
