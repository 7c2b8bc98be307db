//! `skatblock sync pull|push` and `skatblock publish` (issue 23): the desk's side of the
//! association server. Argument parsing and output only; the work is `ops`'s. A server that
//! cannot be reached (or fails itself) ends the command with exit status 3, a refusal of the
//! server with 2 (see `exit_code`).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::Result;
use clap::{Args, Subcommand};
use skatblock::ops::{self, Delivery, EventId, Server, Store};

use super::{StoreArgs, say};

/// `skatblock sync …`
#[derive(Debug, Args)]
pub struct SyncArgs {
    #[command(subcommand)]
    command: SyncCommand,
}

/// The sync commands.
#[derive(Debug, Subcommand)]
enum SyncCommand {
    /// Pull a league from the association server: its teams, rosters with names and schedule
    /// into the local file, all or nothing. Prints the local league's id alone on the last
    /// line (the same id on every pull).
    Pull {
        /// The server's league id.
        league: i64,
        #[command(flatten)]
        server: ServerArgs,
    },
    /// Push a match day's package (seating, lists, results, signatures) to the server; prints
    /// the day's state there (e.g. submitted). Exit status 2 with the server's refusals, 3 when
    /// the server cannot be reached or fails; nothing changes locally.
    Push {
        /// The match day's event id.
        event: i64,
        #[command(flatten)]
        server: ServerArgs,
    },
}

/// The server and the token file of a sync command.
#[derive(Debug, Args)]
pub struct ServerArgs {
    /// The association server, e.g. https://liga.example.org.
    #[arg(long, value_name = "URL")]
    server: String,
    /// A file holding the token alone (a trailing newline allowed).
    #[arg(long, value_name = "FILE")]
    token_file: PathBuf,
}

/// `skatblock publish EVENT …`
#[derive(Debug, Args)]
pub struct PublishArgs {
    /// Event id.
    event: i64,
    #[command(flatten)]
    server: ServerArgs,
    /// The name the server shows the event under (letters, digits, -).
    #[arg(long)]
    slug: String,
    /// Publish again after every change of the event until Ctrl+C; what could not be sent is
    /// retried.
    #[arg(long)]
    follow: bool,
}

/// `sync …`
pub fn sync(args: &StoreArgs, command: SyncArgs) -> Result<()> {
    match command.command {
        SyncCommand::Pull { league, server } => pull(args, league, &server),
        SyncCommand::Push { event, server } => push(args, EventId(event), &server),
    }
}

fn pull(args: &StoreArgs, league: i64, server: &ServerArgs) -> Result<()> {
    let token = ops::read_token(&server.token_file)?;
    let mut store = args.open()?;
    let target = target(args, server, &token);
    let pulled = ops::sync_pull(&mut store, target, league)?;
    let id = pulled.league;
    let params = [
        ("id", id.0.into()),
        ("teams", pulled.teams.teams.into()),
        ("players", pulled.teams.players.into()),
        ("new", pulled.new_players.into()),
        ("renamed", pulled.renamed_players.into()),
        ("days", pulled.schedule.into()),
    ];
    let id_message = if pulled.created {
        "cli-sync-pulled-new"
    } else {
        "cli-sync-pulled"
    };
    say(args, id_message, &params);
    for (names, message) in [
        (&pulled.removed_teams, "cli-sync-teams-removed"),
        (&pulled.kept_teams, "cli-sync-teams-kept"),
    ] {
        if !names.is_empty() {
            say(args, message, &[("teams", names.join(", ").into())]);
        }
    }
    println!("{id}");
    Ok(())
}

fn target<'a>(args: &StoreArgs, server: &'a ServerArgs, token: &'a str) -> Server<'a> {
    Server {
        url: &server.server,
        token,
        lang: args.messages_lang(),
    }
}

fn push(args: &StoreArgs, event: EventId, server: &ServerArgs) -> Result<()> {
    let token = ops::read_token(&server.token_file)?;
    let mut store = args.open()?;
    let target = target(args, server, &token);
    match ops::sync_push(&mut store, event, target)? {
        Delivery::Accepted(answer) => {
            println!("{}", answer.state);
            Ok(())
        }
        Delivery::Refused(refusals) => Err(ops::refused_error(&server.server, &refusals).into()),
        Delivery::Unreachable(refusal) => Err(ops::Error::from(refusal).into()),
    }
}

/// `publish EVENT …`
pub fn publish(args: &StoreArgs, command: PublishArgs) -> Result<()> {
    let token = ops::read_token(&command.server.token_file)?;
    let mut store = args.open()?;
    let target = target(args, &command.server, &token);
    let event = EventId(command.event);
    if command.follow {
        return follow(args, &mut store, event, target, &command.slug);
    }
    let done = ops::publish(&mut store, event, target, &command.slug, false)?;
    delivered(&store, target, &command.slug, done)
}

/// Prints the version stored; the server's refusal or absence as the command's error.
fn delivered(
    store: &Store,
    server: Server<'_>,
    slug: &str,
    done: Delivery<ops::Published>,
) -> Result<()> {
    let version = ops::published_version(store, server.url, slug)?;
    println!("{version}");
    match done {
        Delivery::Accepted(_) => Ok(()),
        Delivery::Refused(refusals) => Err(ops::refused_error(server.url, &refusals).into()),
        Delivery::Unreachable(refusal) => Err(ops::Error::from(refusal).into()),
    }
}

/// The longest wait between two attempts to reach a server that is away.
const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// `publish --follow`: what is pending first, then a new version whenever the file changed
/// (checked every second), retrying with a doubling wait while the server is away; until
/// Ctrl+C or SIGTERM, after which it says what is still pending and ends with success (every
/// version is in the file's outbox by then, sent with the next `publish`).
fn follow(
    args: &StoreArgs,
    store: &mut Store,
    event: EventId,
    server: Server<'_>,
    slug: &str,
) -> Result<()> {
    let stop = stop_on_signals()?;
    let mut seen = None;
    let mut backoff = Duration::from_secs(1);
    let mut next_try = Instant::now();
    while !stop.load(Ordering::SeqCst) {
        let version = ops::data_version(store)?;
        let changed = seen != Some(version);
        if changed || Instant::now() >= next_try {
            seen = Some(version);
            let done = if changed {
                ops::publish(store, event, server, slug, true)?
            } else {
                ops::send_pending(store, server, slug)?
            };
            backoff = report(args, server, done, backoff);
            next_try = Instant::now() + backoff;
        }
        // A signal ends the wait within a fifth of a second.
        for _ in 0..5 {
            if stop.load(Ordering::SeqCst) {
                break;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }
    let pending = ops::pending_versions(store, server.url, slug)?;
    say(args, "cli-publish-stopped", &[("pending", pending.into())]);
    Ok(())
}

/// A switch set by Ctrl+C or SIGTERM; a second one while a step hangs (a server that does
/// not answer) ends the process at once.
fn stop_on_signals() -> Result<Arc<AtomicBool>> {
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        signal_hook::flag::register_conditional_shutdown(signal, 1, Arc::clone(&stop))?;
        signal_hook::flag::register(signal, Arc::clone(&stop))?;
    }
    Ok(stop)
}

/// Says what an attempt of `--follow` did; the wait before the next retry (1 s after a
/// success, doubled after a failure, at most [`MAX_BACKOFF`]).
fn report(
    args: &StoreArgs,
    server: Server<'_>,
    done: Delivery<ops::Published>,
    backoff: Duration,
) -> Duration {
    let failure = match done {
        Delivery::Accepted(published) => {
            if published.server_version.is_some() {
                say(
                    args,
                    "cli-publish-sent",
                    &[("version", published.version.into())],
                );
            }
            return Duration::from_secs(1);
        }
        Delivery::Refused(refusals) => ops::refused_error(server.url, &refusals),
        Delivery::Unreachable(refusal) => ops::Error::from(refusal),
    };
    eprintln!("skatblock: {}", failure.describe(args.messages_lang()));
    (backoff * 2).min(MAX_BACKOFF)
}
