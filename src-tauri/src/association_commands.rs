//! The window's commands of the "Verband" screen and the hub's "live veröffentlichen" (issue
//! 23): each one call of one operation of `skatblock::ops`, as the CLI's `sync pull`, `sync
//! push` and `publish [--follow]`. What talks to the server runs on a connection of its own,
//! outside the store's lock: a slow or absent server never holds up a game being entered.
//!
//! The follow mode is the one thing of the window's own: a thread that does what `publish
//! --follow` does (a new version after every change of the file, checked each second, a
//! doubling wait while the server is away) until it is switched off or the app ends. Every
//! version is in the file's outbox first, so what was not sent goes out after a restart.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tauri::State;

use skatblock::ops::{
    self, AssociationOverview, AssociationPublishInput, AssociationPullInput, AssociationPushInput,
    FollowStatus, Published, Pulled, PushAccepted,
};
use skatblock::settings::AssociationSettings;

use crate::commands::{AppState, CommandError, poisoned, with_own_connection, with_reader};

/// The follow mode of the app: its thread's switch, and what it last did. It publishes the
/// file it was started on: opening another file switches it off.
#[derive(Default)]
pub struct FollowState {
    stop: Mutex<Option<Arc<AtomicBool>>>,
    status: Arc<Mutex<FollowStatus>>,
}

impl FollowState {
    /// A new run's switch, the one before switched off.
    fn restart(&self) -> Result<Arc<AtomicBool>, CommandError> {
        let mut running = self.stop.lock().map_err(|_| poisoned())?;
        if let Some(stop) = running.take() {
            stop.store(true, Ordering::Relaxed);
        }
        let stop = Arc::new(AtomicBool::new(false));
        *running = Some(stop.clone());
        Ok(stop)
    }

    /// Switches the follow mode off (its thread ends after its current step); what is pending
    /// stays in the outbox.
    pub fn stop(&self) -> Result<FollowStatus, CommandError> {
        if let Some(stop) = self.stop.lock().map_err(|_| poisoned())?.take() {
            stop.store(true, Ordering::Relaxed);
        }
        let mut status = self.status.lock().map_err(|_| poisoned())?;
        status.on = false;
        Ok(status.clone())
    }
}

/// The server and token file kept in the settings.
#[tauri::command]
pub fn association_settings(
    state: State<'_, AppState>,
) -> Result<AssociationSettings, CommandError> {
    Ok(state.current_settings()?.association)
}

/// Keeps the server and token file in the settings file.
#[tauri::command]
pub fn save_association(
    state: State<'_, AppState>,
    server: String,
    token_file: String,
) -> Result<AssociationSettings, CommandError> {
    let saved = state.change_settings(|s| ops::set_association(s, &server, &token_file))?;
    Ok(saved.association)
}

/// The linked leagues with their match days' last answers, and the events published live.
#[tauri::command(async)]
pub fn association_overview(
    state: State<'_, AppState>,
) -> Result<AssociationOverview, CommandError> {
    with_reader(&state, ops::association_overview)
}

/// "Liga holen".
#[tauri::command(async)]
pub fn association_pull(
    state: State<'_, AppState>,
    input: AssociationPullInput,
) -> Result<Pulled, CommandError> {
    with_own_connection(&state, |s| ops::association_pull(s, &input))
}

/// "Spieltag hochladen".
#[tauri::command(async)]
pub fn association_push(
    state: State<'_, AppState>,
    input: AssociationPushInput,
) -> Result<PushAccepted, CommandError> {
    with_own_connection(&state, |s| ops::association_push(s, &input))
}

/// "Jetzt veröffentlichen".
#[tauri::command(async)]
pub fn association_publish(
    state: State<'_, AppState>,
    input: AssociationPublishInput,
) -> Result<Published, CommandError> {
    with_own_connection(&state, |s| ops::association_publish(s, &input))
}

/// What the follow mode last did (off, with the last state, when it never ran).
#[tauri::command]
pub fn follow_status(state: State<'_, AppState>) -> Result<FollowStatus, CommandError> {
    Ok(state
        .follow()
        .status
        .lock()
        .map_err(|_| poisoned())?
        .clone())
}

/// Switches the follow mode on for an event (off first, when it ran for another). The first
/// version is sent here, without holding the switch: opening another file meanwhile is not
/// held up, and switches the new run off.
#[tauri::command(async)]
pub fn follow_start(
    state: State<'_, AppState>,
    input: AssociationPublishInput,
) -> Result<FollowStatus, CommandError> {
    let follow = state.follow();
    let token = ops::follow_token(&input)?;
    let path = state.file()?.ok_or_else(CommandError::not_open)?;
    let stop = follow.restart()?;
    // Another file opened before the new switch was there: this run is for a file no longer
    // open (one opened after it stops the run itself).
    if state.file()?.as_ref() != Some(&path) {
        stop.store(true, Ordering::Relaxed);
        return follow.stop();
    }
    let mut store = ops::open(&path)?;
    let first = ops::follow_step(&mut store, &input, &token, true)?;
    let first = FollowStatus {
        on: !stop.load(Ordering::Relaxed),
        ..first
    };
    *follow.status.lock().map_err(|_| poisoned())? = first.clone();
    let status = follow.status.clone();
    std::thread::spawn(move || follow_loop(&mut store, &input, &token, &stop, &status));
    Ok(first)
}

/// Switches the follow mode off; what is pending stays in the outbox.
#[tauri::command]
pub fn follow_stop(state: State<'_, AppState>) -> Result<FollowStatus, CommandError> {
    state.follow().stop()
}

/// The longest wait between two attempts to reach a server that is away.
const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// The follow mode's thread: after every change of the file a new version, what is pending
/// again when its wait is over (1 s after a success, doubled after a failure).
fn follow_loop(
    store: &mut ops::Store,
    input: &AssociationPublishInput,
    token: &str,
    stop: &AtomicBool,
    status: &Mutex<FollowStatus>,
) {
    let mut seen = ops::data_version(store).ok();
    let mut backoff = Duration::from_secs(1);
    let mut next_try = Instant::now() + backoff;
    while !stop.load(Ordering::Relaxed) {
        let version = ops::data_version(store).ok();
        let changed = version != seen;
        if changed || Instant::now() >= next_try {
            seen = version;
            let now = ops::follow_step(store, input, token, changed);
            backoff = match &now {
                Ok(s) if s.last_error.is_none() => Duration::from_secs(1),
                _ => (backoff * 2).min(MAX_BACKOFF),
            };
            next_try = Instant::now() + backoff;
            if let Ok(mut shown) = status.lock() {
                // A switch-off meanwhile wins: the screen shows it off.
                let on = !stop.load(Ordering::Relaxed);
                *shown = match now {
                    Ok(s) => FollowStatus { on, ..s },
                    Err(e) => FollowStatus {
                        on,
                        last_error: Some(e),
                        ..shown.clone()
                    },
                };
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}
