//! The app's "Verband" screen (issue 23): one operation per thing the user does there — keep
//! the server and token file in the settings, see the linked leagues with each match day's
//! last answer and the events published live, pull a league, push a match day, publish an
//! event. Each reads the token file and then does what `sync pull`, `sync push` and `publish`
//! do, so the screen and the CLI cannot differ. A refusal of the server and "not reachable"
//! are errors here (the screen says them; `server_unreachable` tells the two apart).

use std::path::Path;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::sync::{Delivery, PushAccepted, Server, read_token, refused_error};
use super::{Error, Result};
use crate::i18n::Lang;
use crate::league::LeagueId;
use crate::settings::{AssociationSettings, Settings};
use crate::store::{EventId, Store};
use crate::sync::{Published, Pulled, server_address};

/// The server and token file the screen's actions use, with the language of the server's
/// sentences.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct AssociationInput {
    /// The server's address.
    pub server: String,
    /// The token file.
    pub token_file: String,
    /// The language the server's refusals are wanted in.
    pub lang: Lang,
}

/// `association_pull`: a server's league into the file.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct AssociationPullInput {
    /// Server and token file.
    pub server: AssociationInput,
    /// The server's league number.
    pub league: i64,
}

/// `association_push`: a match day's package to the server.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct AssociationPushInput {
    /// Server and token file.
    pub server: AssociationInput,
    /// The match day's event.
    pub event: EventId,
}

/// `association_publish`: an event's live standings to the server.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct AssociationPublishInput {
    /// Server and token file.
    pub server: AssociationInput,
    /// The event.
    pub event: EventId,
    /// The name the server shows it under.
    pub slug: String,
}

/// The server's last answer to a match day's package.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PushState {
    /// The day's state there (`submitted`, …).
    pub state: String,
    /// The day's version there.
    pub version: u64,
    /// When it answered.
    pub at: String,
}

/// A match day of a linked league with the server's last answer, if it was pushed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct LinkedMatchday {
    /// The day's event.
    pub event: EventId,
    /// The group's name.
    pub group: String,
    /// The day, 1-based.
    pub day: u16,
    /// The date played (YYYY-MM-DD).
    pub date: String,
    /// The last answer; none before the first push.
    pub pushed: Option<PushState>,
}

/// A local league pulled from a server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct LinkedLeague {
    /// The local league.
    pub league: LeagueId,
    /// Its name.
    pub name: String,
    /// The server it was pulled from.
    pub server: String,
    /// The league's number there.
    pub server_league: i64,
    /// Its match days created so far.
    pub matchdays: Vec<LinkedMatchday>,
}

/// An event published live: where, the newest version written and how many wait.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PublishedEvent {
    /// The event (of the newest version).
    pub event: EventId,
    /// The server.
    pub server: String,
    /// The slug.
    pub slug: String,
    /// The newest version written to the outbox.
    pub version: u64,
    /// Versions not sent yet.
    pub pending: u64,
    /// Why the newest pending version was not sent, when a try failed.
    pub failure: Option<SendFailure>,
}

/// A failed try to send a version of the live standings, as the outbox keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct SendFailure {
    /// When (UTC, RFC 3339).
    pub at: String,
    /// The refusal (code, field, value, params), said in the reader's language.
    #[ts(type = "Refusal")]
    pub refusal: serde_json::Value,
}

/// What the "Verband" screen lists.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct AssociationOverview {
    /// The leagues pulled from a server.
    pub leagues: Vec<LinkedLeague>,
    /// The events with an outbox.
    pub published: Vec<PublishedEvent>,
}

/// Keeps the server and token file in the settings (the caller saves them).
///
/// # Errors
/// A server address that is not an http:// or https:// URL.
pub fn set_association(settings: &mut Settings, server: &str, token_file: &str) -> Result<()> {
    let server = server_address(server)?;
    let token_file = token_file.trim();
    settings.association = AssociationSettings {
        server: Some(server),
        token_file: (!token_file.is_empty()).then(|| token_file.into()),
    };
    Ok(())
}

/// The linked leagues with their match days' last answers, and the events published live.
///
/// # Errors
/// Store errors.
pub fn association_overview(store: &Store) -> Result<AssociationOverview> {
    let mut leagues = Vec::new();
    for (league, server, server_league) in crate::store::sync::links(store.conn())? {
        leagues.push(LinkedLeague {
            league,
            name: crate::league::get_league(store, league)?.name,
            server,
            server_league,
            matchdays: linked_matchdays(store, league)?,
        });
    }
    let published = crate::store::sync::outbox_targets(store.conn())?
        .into_iter()
        .map(|t| PublishedEvent {
            event: t.event,
            server: t.server,
            slug: t.slug,
            version: t.version,
            pending: t.pending,
            failure: t.failure.map(|(at, json)| SendFailure {
                at,
                refusal: serde_json::from_str(&json).unwrap_or_default(),
            }),
        })
        .collect();
    Ok(AssociationOverview { leagues, published })
}

fn linked_matchdays(store: &Store, league: LeagueId) -> Result<Vec<LinkedMatchday>> {
    let mut out = Vec::new();
    for m in crate::league::matchdays(store, league)? {
        let date = crate::event::event(store, m.event)?.date;
        let pushed = crate::store::sync::last_push(store.conn(), m.event)?.map(|p| PushState {
            state: p.state,
            version: p.version,
            at: p.at,
        });
        out.push(LinkedMatchday {
            event: m.event,
            group: m.group,
            day: m.day,
            date: date.format("%Y-%m-%d").to_string(),
            pushed,
        });
    }
    Ok(out)
}

/// "Liga holen": the server's league into the file, as `sync pull`.
///
/// # Errors
/// An unreadable token file (naming it); as [`super::sync_pull`].
pub fn association_pull(store: &mut Store, input: &AssociationPullInput) -> Result<Pulled> {
    let token = read_token(Path::new(input.server.token_file.trim()))?;
    super::sync_pull(store, server(&input.server, &token), input.league)
}

/// "Spieltag hochladen": the match day's package, as `sync push`; the server's answer.
///
/// # Errors
/// An unreadable token file; the server's refusals; the server not reachable (nothing
/// changed then); as [`super::sync_push`].
pub fn association_push(store: &mut Store, input: &AssociationPushInput) -> Result<PushAccepted> {
    let token = read_token(Path::new(input.server.token_file.trim()))?;
    let target = server(&input.server, &token);
    delivered(target, super::sync_push(store, input.event, target)?)
}

/// "Jetzt veröffentlichen": the event's standings as the next version, as `publish`.
///
/// # Errors
/// An unreadable token file; a bad slug; the server's refusals; the server not reachable
/// (the version stays in the outbox then).
pub fn association_publish(
    store: &mut Store,
    input: &AssociationPublishInput,
) -> Result<Published> {
    let token = read_token(Path::new(input.server.token_file.trim()))?;
    let target = server(&input.server, &token);
    let done = super::publish(store, input.event, target, &input.slug, false)?;
    delivered(target, done)
}

fn server<'a>(input: &'a AssociationInput, token: &'a str) -> Server<'a> {
    Server {
        url: &input.server,
        token,
        lang: input.lang,
    }
}

/// An accepted answer, or the server's refusals or absence as the error.
pub(super) fn delivered<T>(server: Server<'_>, done: Delivery<T>) -> Result<T> {
    match done {
        Delivery::Accepted(answer) => Ok(answer),
        Delivery::Refused(refusals) => Err(refused_error(server.url, &refusals)),
        Delivery::Unreachable(refusal) => Err(Error::from(refusal)),
    }
}

/// "Live veröffentlichen" as it stands: the event, where, whether the follow mode runs, the
/// newest version written, how many wait, and the last attempt's failure.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, TS)]
pub struct FollowStatus {
    /// The event followed; none when the mode never ran.
    pub event: Option<EventId>,
    /// The server.
    pub server: String,
    /// The slug.
    pub slug: String,
    /// The mode runs.
    pub on: bool,
    /// The newest version written to the outbox.
    pub version: u64,
    /// Versions not sent yet.
    pub pending: u64,
    /// Why the last attempt failed; none after a success.
    pub last_error: Option<Error>,
}

/// The token for the follow mode, read once when it is switched on.
///
/// # Errors
/// An unreadable or empty token file, naming it; a bad server address or slug.
pub fn follow_token(input: &AssociationPublishInput) -> Result<String> {
    server_address(&input.server.server)?;
    super::publish::checked_slug(&input.slug)?;
    read_token(Path::new(input.server.token_file.trim()))
}

/// One attempt of the follow mode (what `publish --follow` does each time): a new version
/// when the file `changed` (only if the standings differ from the last one), else what is
/// pending; then the outbox's state for the screen, with the failure if there was one.
///
/// # Errors
/// Store errors; the event's standings cannot be built.
pub fn follow_step(
    store: &mut Store,
    input: &AssociationPublishInput,
    token: &str,
    changed: bool,
) -> Result<FollowStatus> {
    let target = server(&input.server, token);
    let done = if changed {
        super::publish(store, input.event, target, &input.slug, true)?
    } else {
        super::send_pending(store, target, &input.slug)?
    };
    let url = server_address(&input.server.server)?;
    Ok(FollowStatus {
        event: Some(input.event),
        server: url.clone(),
        slug: input.slug.clone(),
        on: true,
        version: crate::store::sync::last_version(store.conn(), &url, &input.slug)?,
        pending: crate::store::sync::pending(store.conn(), &url, &input.slug)?.len() as u64,
        last_error: delivered(target, done).err(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_23_the_server_and_token_file_are_kept_and_a_bad_address_is_refused() {
        let mut settings = Settings::default();
        set_association(
            &mut settings,
            " https://liga.example.org/ ",
            " /home/k/token.txt ",
        )
        .expect("kept");
        assert_eq!(
            settings.association,
            AssociationSettings {
                server: Some("https://liga.example.org".into()),
                token_file: Some("/home/k/token.txt".into()),
            }
        );
        let err = set_association(&mut settings, "liga.example.org", "t").expect_err("refused");
        assert_eq!(err.refusals[0].refusal.code.to_string(), "sync.server-url");
        assert_eq!(
            settings.association.server.as_deref(),
            Some("https://liga.example.org"),
            "a refused address changes nothing"
        );
    }
}
