//! The commands of the window: each is a few lines over one operation of `skatblock::ops`,
//! which the CLI shares. No rules, no SQL, no name joins and no dispatch on strings here; only
//! what is the window's own: the open file, the settings, the dialogs' files.
//!
//! The window never waits: every command over the store is `async` (Tauri runs it off the
//! window's thread), the store's lock is held only for the work itself, and long reads (PDFs,
//! exports, backups, rankings) run on a connection of their own, outside the lock.

use std::sync::Mutex;

use tauri::State;

use skatblock::cash::{CashRow, PaymentChange};
use skatblock::event::Standings;
use skatblock::hub::TableToken;
use skatblock::hub::control::{self as hub_control, HubInfo, HubStartInput, HubView};
use skatblock::league::{League, LeagueId, MatchReport, Matchday, NewLeague, TeamsImport};
use skatblock::ops::{
    self, ActiveInput, CashBook, CashEventInput, ClubReportInput, CsvInput, DatabaseInfo,
    EventEditInput, EventInput, EventSummary, FeesInput, GameAtInput, GameEntryInput,
    HubCardsInput, HubTokensInput, ImportInput, ImportMappingInput, ImportPreview, ImportResult,
    LeagueInput, LeagueView, LineupInput, MatchReportInput, MatchdayInput, MoneyInput,
    MoneyReportInput, OpenInput, PathInput, PaymentEditInput, PaymentInput, PdfInput, PlayerDto,
    PlayerInput, SchafkopfEntryInput, SchafkopfScoreInput, SchafkopfSheetDto, ScoreInput,
    SeasonEditInput, SeasonEventsInput, SeasonInput, SeatChangeInput, SeatTotalsDto, SeatingDto,
    SeriesInput, SettingsDto, SheetDto, StandingsInput, TableInput, TableTotalsInput, TariffDto,
    TeamInput,
};
use skatblock::ops::{Season, SeasonSettings, Store};
use skatblock::rules::{GameResult, Refusal, Rules};
use skatblock::schafkopf::Outcome;
use skatblock::season::SeasonStandings;
use skatblock::settings::Settings;

/// The one error the window sees: the operations layer's (a kind, the refusals as data).
pub type CommandError = ops::Error;

/// The open database, if any, the settings, and the table hub when the organizer started it.
pub struct AppState {
    store: Mutex<Option<Store>>,
    /// The open database's file, apart from its lock: long reads open their own connection to
    /// it and never wait for the store (none in memory, or before a file is open).
    file: Mutex<Option<std::path::PathBuf>>,
    settings: Mutex<SettingsState>,
    hub: Mutex<Option<skatblock::hub::server::Running>>,
    /// The live publishing of the "Verband" screen and the hub's start part.
    follow: crate::association_commands::FollowState,
}

/// The settings as loaded at start, with the file they live in.
struct SettingsState {
    file: std::path::PathBuf,
    settings: Settings,
    /// Why the file could not be read; the defaults are in use then.
    problem: Option<Refusal>,
}

impl AppState {
    /// Reads the settings file; a broken one leaves the defaults and a message for the screen.
    pub fn load() -> AppState {
        let file = skatblock::settings::default_path();
        let (settings, problem) = match Settings::load(&file) {
            Ok(settings) => (settings, None),
            Err(e) => (Settings::default(), Some(e.refusal())),
        };
        AppState {
            store: Mutex::new(None),
            file: Mutex::new(None),
            hub: Mutex::new(None),
            follow: crate::association_commands::FollowState::default(),
            settings: Mutex::new(SettingsState {
                file,
                settings,
                problem,
            }),
        }
    }

    fn settings(&self) -> Result<std::sync::MutexGuard<'_, SettingsState>, CommandError> {
        self.settings.lock().map_err(|_| poisoned())
    }

    /// The live publishing's follow mode.
    pub(crate) fn follow(&self) -> &crate::association_commands::FollowState {
        &self.follow
    }

    /// The settings as they are now.
    pub(crate) fn current_settings(&self) -> Result<Settings, CommandError> {
        Ok(self.settings()?.settings.clone())
    }

    /// Changes the settings with `f` and saves them; nothing changes when `f` refuses or the
    /// file cannot be written.
    pub(crate) fn change_settings(
        &self,
        f: impl FnOnce(&mut Settings) -> Result<(), CommandError>,
    ) -> Result<Settings, CommandError> {
        let mut guard = self.settings()?;
        let mut changed = guard.settings.clone();
        f(&mut changed)?;
        changed.save(&guard.file).map_err(settings_error)?;
        guard.settings = changed.clone();
        guard.problem = None;
        Ok(changed)
    }

    /// The open database's file, read without the store's lock.
    pub(crate) fn file(&self) -> Result<Option<std::path::PathBuf>, CommandError> {
        Ok(self.file.lock().map_err(|_| poisoned())?.clone())
    }
}

/// Runs `f` on the open store under its lock (a change, or a short read).
pub(crate) fn with_store<T>(
    state: &AppState,
    f: impl FnOnce(&mut Store) -> Result<T, CommandError>,
) -> Result<T, CommandError> {
    let mut guard = state.store.lock().map_err(|_| poisoned())?;
    f(guard.as_mut().ok_or_else(CommandError::not_open)?)
}

/// Runs a long read (a PDF, an export, a backup, a ranking) on a read-only connection of its
/// own to the open file, outside the store's lock: a game entered meanwhile does not wait for
/// it. A database without a file is read under the lock.
pub(crate) fn with_reader<T>(
    state: &AppState,
    f: impl FnOnce(&Store) -> Result<T, CommandError>,
) -> Result<T, CommandError> {
    match state.file()? {
        Some(path) => f(&ops::open_read_only(&path)?),
        None => with_store(state, |s| f(s)),
    }
}

/// As [`with_reader`] for the QR prints, which create a table's missing access on the way: on
/// a connection of its own that writes only that short transaction (as the hub's does).
pub(crate) fn with_own_connection<T>(
    state: &AppState,
    f: impl FnOnce(&mut Store) -> Result<T, CommandError>,
) -> Result<T, CommandError> {
    match state.file()? {
        Some(path) => f(&mut ops::open(&path)?),
        None => with_store(state, f),
    }
}

/// A lock another thread left poisoned by a panic: an error of the window, not of the data.
pub(crate) fn poisoned() -> CommandError {
    CommandError::refused(
        ops::ErrorKind::Storage,
        Refusal::new(skatblock::i18n::codes::APP_POISONED),
    )
}

/// Opens a database file and lists its events. Without a path it opens the data file of the
/// settings (the default one at first start); a chosen file becomes the one opened at start.
#[tauri::command(async)]
pub fn open_database(
    state: State<'_, AppState>,
    input: OpenInput,
) -> Result<DatabaseInfo, CommandError> {
    let chosen = input.path.is_some();
    let path = match input.path {
        Some(path) => path.into(),
        None => state.settings()?.settings.data_file(),
    };
    open_path(&state, ops::open(&path)?, path, chosen)
}

/// Opens the default data file ("Standarddatei öffnen"), whichever file the settings name; it
/// becomes the one opened at start, as a chosen file does.
#[tauri::command(async)]
pub fn open_default_database(state: State<'_, AppState>) -> Result<DatabaseInfo, CommandError> {
    let path = ops::default_path();
    open_path(&state, ops::open(&path)?, path, true)
}

/// Makes `opened` (the file at `path`) the open database, remembers it among the recent files
/// and, when `chosen`, as the one opened at start; lists its events.
fn open_path(
    state: &AppState,
    opened: Store,
    path: std::path::PathBuf,
    chosen: bool,
) -> Result<DatabaseInfo, CommandError> {
    let events = ops::list_events(&opened)?;
    // A hub serves the file it was started on, and the follow mode publishes it: another file
    // stops both (the follow mode after the file changed, so a run starting meanwhile sees
    // the change or is stopped).
    if let Some(running) = state.hub.lock().map_err(|_| poisoned())?.take() {
        running.stop();
    }
    let file = opened.path().map(std::path::Path::to_path_buf);
    *state.store.lock().map_err(|_| poisoned())? = Some(opened);
    *state.file.lock().map_err(|_| poisoned())? = file;
    state.follow.stop()?;
    let mut guard = state.settings()?;
    let SettingsState { file, settings, .. } = &mut *guard;
    let before = settings.clone();
    settings.remember(&path);
    if chosen {
        // The default file is no chosen one: the settings say "Standarddatei" for it.
        settings.data_file = Some(path.clone()).filter(|p| *p != ops::default_path());
    }
    if *settings != before {
        settings.save(file).map_err(settings_error)?;
    }
    Ok(DatabaseInfo {
        path: path.display().to_string(),
        recent: settings
            .recent_files
            .iter()
            .map(|p| p.display().to_string())
            .collect(),
        events,
    })
}

/// The settings, the file they live in, and the open data file.
#[tauri::command]
pub fn get_settings(state: State<'_, AppState>) -> Result<SettingsDto, CommandError> {
    let open_file = state.file()?.map(|p| p.display().to_string());
    let guard = state.settings()?;
    Ok(SettingsDto {
        settings: guard.settings.clone(),
        file: guard.file.display().to_string(),
        open_file,
        problem: guard.problem.clone(),
    })
}

/// Saves the settings (language, default rule options, data file).
#[tauri::command]
pub fn save_settings(state: State<'_, AppState>, input: Settings) -> Result<(), CommandError> {
    let mut guard = state.settings()?;
    input.save(&guard.file).map_err(settings_error)?;
    guard.settings = input;
    guard.problem = None;
    Ok(())
}

/// Copies the open database to a file (a consistent snapshot, also while others write).
#[tauri::command(async)]
pub fn backup(state: State<'_, AppState>, input: PathInput) -> Result<String, CommandError> {
    with_reader(&state, |s| {
        Ok(s.backup_to(std::path::Path::new(&input.path))?)
    })?;
    Ok(input.path)
}

/// The settings file could not be written.
fn settings_error(e: skatblock::settings::SettingsError) -> CommandError {
    CommandError::refused(ops::ErrorKind::Storage, e.refusal())
}

/// The events of the open database.
#[tauri::command(async)]
pub fn list_events(state: State<'_, AppState>) -> Result<Vec<EventSummary>, CommandError> {
    with_store(&state, |s| ops::list_events(s))
}

/// Scores one game while it is typed, under the event's rules: the value, or the rule it breaks.
#[tauri::command(async)]
pub fn score_game(
    state: State<'_, AppState>,
    input: ScoreInput,
) -> Result<GameResult, CommandError> {
    with_store(&state, |s| ops::score_game(s, input))
}

/// Standings of an event or one series.
#[tauri::command(async)]
pub fn standings(
    state: State<'_, AppState>,
    input: StandingsInput,
) -> Result<Standings, CommandError> {
    with_reader(&state, |s| ops::standings(s, input))
}

/// The whole registry, by name.
#[tauri::command(async)]
pub fn list_players(state: State<'_, AppState>) -> Result<Vec<PlayerDto>, CommandError> {
    with_store(&state, |s| ops::list_players(s))
}

/// Adds a player (no id) or changes one; returns the id.
#[tauri::command(async)]
pub fn save_player(
    state: State<'_, AppState>,
    input: PlayerInput,
) -> Result<ops::PlayerId, CommandError> {
    with_store(&state, |s| ops::save_player(s, input))
}

/// Deactivates a player (kept in old results, not drawn any more) or activates again.
#[tauri::command(async)]
pub fn set_player_active(
    state: State<'_, AppState>,
    input: ActiveInput,
) -> Result<(), CommandError> {
    with_store(&state, |s| ops::set_player_active(s, input))
}

/// Imports a player CSV chosen in the open dialog, all or nothing.
#[tauri::command(async)]
pub fn import_players(
    state: State<'_, AppState>,
    input: ImportInput,
) -> Result<ImportResult, CommandError> {
    let bytes = read_file(&input.path)?;
    with_store(&state, |s| ops::import_players(s, &bytes, None))
}

/// The import preview of a player CSV chosen in the open dialog; nothing is stored.
#[tauri::command(async)]
pub fn preview_player_import(input: ImportInput) -> Result<ImportPreview, CommandError> {
    ops::preview_player_import(&read_file(&input.path)?)
}

/// Imports the previewed player CSV with the columns the user confirmed, all or nothing.
#[tauri::command(async)]
pub fn import_players_mapped(
    state: State<'_, AppState>,
    input: ImportMappingInput,
) -> Result<ImportResult, CommandError> {
    let bytes = read_file(&input.path)?;
    with_store(&state, |s| ops::import_players_mapped(s, &bytes, &input))
}

/// The rule options a new event starts with: the settings' defaults (ISkO unless changed).
#[tauri::command(async)]
pub fn default_rules(state: State<'_, AppState>) -> Result<Rules, CommandError> {
    Ok(state.settings()?.settings.default_rules.clone())
}

/// Creates an event from the form.
#[tauri::command(async)]
pub fn create_event(
    state: State<'_, AppState>,
    input: EventInput,
) -> Result<EventSummary, CommandError> {
    with_store(&state, |s| ops::create_event(s, input))
}

/// Checks the event form while it is typed: the first broken rule, or nothing.
#[tauri::command(async)]
pub fn check_event(input: EventInput) -> Result<(), CommandError> {
    ops::check_event(input)
}

/// Changes a stored event within what is already scored.
#[tauri::command(async)]
pub fn update_event(
    state: State<'_, AppState>,
    input: EventEditInput,
) -> Result<EventSummary, CommandError> {
    with_store(&state, |s| ops::update_event(s, input))
}

/// One event with its settings.
#[tauri::command(async)]
pub fn get_event(
    state: State<'_, AppState>,
    input: StandingsInput,
) -> Result<ops::Event, CommandError> {
    with_store(&state, |s| ops::get_event(s, input))
}

/// The seating of a series (no tables when not drawn yet).
#[tauri::command(async)]
pub fn seating(state: State<'_, AppState>, input: SeriesInput) -> Result<SeatingDto, CommandError> {
    with_store(&state, |s| ops::seating(s, input))
}

/// Draws a series.
#[tauri::command(async)]
pub fn draw_series(
    state: State<'_, AppState>,
    input: ops::DrawInput,
) -> Result<SeatingDto, CommandError> {
    with_store(&state, |s| ops::draw_series(s, input))
}

/// Swap, late arrival or withdrawal; every table keeps 3 or 4 players.
#[tauri::command(async)]
pub fn change_seating(
    state: State<'_, AppState>,
    input: SeatChangeInput,
) -> Result<SeatingDto, CommandError> {
    with_store(&state, |s| ops::change_seating(s, input))
}

/// Writes a PDF list (seating, pre-filled score sheets, standings) to the chosen file. While
/// the event's hub runs, pre-filled score sheets carry each table's QR code under its address.
#[tauri::command(async)]
pub fn save_pdf(state: State<'_, AppState>, input: PdfInput) -> Result<String, CommandError> {
    let hub_url = match (input.kind, input.series) {
        (ops::ReportKind::Sheets, Some(_)) => state
            .hub
            .lock()
            .map_err(|_| poisoned())?
            .as_ref()
            .filter(|running| running.hub.event() == input.event)
            .map(|running| hub_control::hub_info(running).url_base),
        _ => None,
    };
    let bytes = match (hub_url, input.series) {
        (Some(url), Some(series)) => with_own_connection(&state, |s| {
            ops::report_sheets_with_qr(s, input.event, series, input.table, &url, input.lang)
        }),
        _ => with_reader(&state, |s| {
            ops::report_pdf(
                s,
                input.kind,
                input.event,
                input.series,
                input.table,
                input.lang,
            )
        }),
    }?;
    write_file(input.path, &bytes)
}

/// Writes the QR table cards of a series (each table's phone page under the running hub's
/// address) to the chosen file.
#[tauri::command(async)]
pub fn save_hub_cards(
    state: State<'_, AppState>,
    input: HubCardsInput,
) -> Result<String, CommandError> {
    let bytes = with_own_connection(&state, |s| {
        ops::hub_cards_pdf(s, input.event, input.series, &input.url_base, input.lang)
    })?;
    write_file(input.path, &bytes)
}

/// The list of one table: every stored game with running totals, the foot and the checks.
#[tauri::command(async)]
pub fn sheet(state: State<'_, AppState>, input: TableInput) -> Result<SheetDto, CommandError> {
    with_store(&state, |s| ops::sheet(s, input))
}

/// Enters (or corrects) one game; one transaction, one audit entry.
#[tauri::command(async)]
pub fn save_game(
    state: State<'_, AppState>,
    input: GameEntryInput,
) -> Result<GameResult, CommandError> {
    with_store(&state, |s| ops::save_game(s, input, scorer()))
}

/// The history of one game: who changed what, when.
#[tauri::command(async)]
pub fn game_history(
    state: State<'_, AppState>,
    input: GameAtInput,
) -> Result<Vec<ops::GameChange>, CommandError> {
    with_store(&state, |s| ops::game_history(s, input))
}

/// Deletes one game (kept in the history).
#[tauri::command(async)]
pub fn delete_game(state: State<'_, AppState>, input: GameAtInput) -> Result<(), CommandError> {
    with_store(&state, |s| ops::delete_game(s, input, scorer()).map(drop))
}

/// The Schafkopf tariff presets.
#[tauri::command(async)]
pub fn tariff_presets() -> Vec<TariffDto> {
    ops::tariff_presets()
}

/// An event's Schafkopf tariff; none for a Skat event.
#[tauri::command(async)]
pub fn event_tariff(
    state: State<'_, AppState>,
    input: StandingsInput,
) -> Result<Option<TariffDto>, CommandError> {
    with_store(&state, |s| ops::event_tariff(s, input))
}

/// Scores a Schafkopf game while it is typed.
#[tauri::command(async)]
pub fn score_schafkopf(
    state: State<'_, AppState>,
    input: SchafkopfScoreInput,
) -> Result<Outcome, CommandError> {
    with_store(&state, |s| ops::score_schafkopf(s, input))
}

/// The list of one Schafkopf table.
#[tauri::command(async)]
pub fn schafkopf_sheet(
    state: State<'_, AppState>,
    input: TableInput,
) -> Result<SchafkopfSheetDto, CommandError> {
    with_store(&state, |s| ops::schafkopf_sheet(s, input))
}

/// Enters (or corrects) one Schafkopf game; one transaction, one audit entry.
#[tauri::command(async)]
pub fn save_schafkopf_game(
    state: State<'_, AppState>,
    input: SchafkopfEntryInput,
) -> Result<Outcome, CommandError> {
    with_store(&state, |s| ops::save_schafkopf_game(s, input, scorer()))
}

/// The scorer for the history of changes: the computer's user, now (the window reads the
/// clock; the library is given the time).
pub(crate) fn scorer() -> skatblock::event::Scorer {
    skatblock::event::Scorer {
        by: std::env::var("USER").unwrap_or_else(|_| "skatblock".into()),
        at: ops::now(),
    }
}

/// The seats of a totals-only table with their stored sums.
#[tauri::command(async)]
pub fn table_totals(
    state: State<'_, AppState>,
    input: TableInput,
) -> Result<Vec<SeatTotalsDto>, CommandError> {
    with_store(&state, |s| ops::table_totals(s, input))
}

/// Enters or replaces the totals of one table.
#[tauri::command(async)]
pub fn save_table_totals(
    state: State<'_, AppState>,
    input: TableTotalsInput,
) -> Result<(), CommandError> {
    with_store(&state, |s| ops::save_table_totals(s, input))
}

/// Writes the standings as CSV to the chosen file.
#[tauri::command(async)]
pub fn save_csv(state: State<'_, AppState>, input: CsvInput) -> Result<String, CommandError> {
    let which = StandingsInput {
        event: input.event,
        series: input.series,
    };
    let lang = input.lang.unwrap_or(skatblock::i18n::Lang::En);
    let bytes = with_reader(&state, |s| ops::standings_csv(s, which, input.excel, lang))?;
    write_file(input.path, &bytes)
}

/// Reads a file chosen in the open dialog.
pub(crate) fn read_file(path: &str) -> Result<Vec<u8>, CommandError> {
    std::fs::read(path).map_err(|e| {
        let refusal = Refusal::new(skatblock::i18n::codes::FILE_UNREADABLE)
            .param("path", path)
            .param("detail", e.to_string());
        CommandError::refused(ops::ErrorKind::Storage, refusal)
    })
}

static STARTED: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();

/// Notes the moment the process started (the first line of `main`).
pub fn started() {
    STARTED.get_or_init(std::time::Instant::now);
}

/// The start screen is interactive. With `SKATBLOCK_LOG_STARTUP` set, the time since the process
/// started goes to standard error once (`scripts/bench-app.sh` reads it).
#[tauri::command]
pub fn ui_ready() {
    static LOGGED: std::sync::Once = std::sync::Once::new();
    if std::env::var_os("SKATBLOCK_LOG_STARTUP").is_some() {
        LOGGED.call_once(|| {
            let ms = STARTED
                .get()
                .map_or(0.0, |t| t.elapsed().as_secs_f64() * 1000.0);
            eprintln!("skatblock: start screen ready after {ms:.0} ms");
        });
    }
}

/// Writes a report to the file chosen in the save dialog; returns the file.
pub(crate) fn write_file(path: String, bytes: &[u8]) -> Result<String, CommandError> {
    std::fs::write(&path, bytes).map_err(|e| {
        let refusal = Refusal::new(skatblock::i18n::codes::FILE_UNWRITABLE)
            .param("path", path.as_str())
            .param("detail", e.to_string());
        CommandError::refused(ops::ErrorKind::Storage, refusal)
    })?;
    Ok(path)
}

/// Opens the demo data file, `demo.db` beside the default one, with its demo event created on
/// first use: a club's own file never gets demo players. The file opened at start stays as it is.
#[tauri::command(async)]
pub fn open_demo(state: State<'_, AppState>) -> Result<DatabaseInfo, CommandError> {
    let path = ops::default_path().with_file_name("demo.db");
    open_path(&state, ops::open_demo(&path)?, path, false)
}

// Seasons, leagues and the cash book (issue 10): the Saison, Liga and Kasse screens.

/// Every season, newest first.
#[tauri::command(async)]
pub fn list_seasons(state: State<'_, AppState>) -> Result<Vec<Season>, CommandError> {
    with_store(&state, |s| ops::list_seasons(s))
}

/// Creates a season from the form.
#[tauri::command(async)]
pub fn create_season(
    state: State<'_, AppState>,
    input: SeasonSettings,
) -> Result<Season, CommandError> {
    with_store(&state, |s| ops::create_season(s, input))
}

/// Changes a season's settings.
#[tauri::command(async)]
pub fn update_season(
    state: State<'_, AppState>,
    input: SeasonEditInput,
) -> Result<Season, CommandError> {
    with_store(&state, |s| ops::update_season(s, input))
}

/// Adds events to a season (all or none); the new ranking.
#[tauri::command(async)]
pub fn add_season_events(
    state: State<'_, AppState>,
    input: SeasonEventsInput,
) -> Result<SeasonStandings, CommandError> {
    with_store(&state, |s| ops::add_season_events(s, input))
}

/// Takes events out of a season; the new ranking.
#[tauri::command(async)]
pub fn remove_season_events(
    state: State<'_, AppState>,
    input: SeasonEventsInput,
) -> Result<SeasonStandings, CommandError> {
    with_store(&state, |s| ops::remove_season_events(s, input))
}

/// A season's ranking with every player's counted and dropped series.
#[tauri::command(async)]
pub fn season_standings(
    state: State<'_, AppState>,
    input: SeasonInput,
) -> Result<SeasonStandings, CommandError> {
    with_reader(&state, |s| ops::season_standings(s, input))
}

/// Who is registered for an event, their entry fees and the table plan (Anmeldung).
#[tauri::command(async)]
pub fn attendance(
    state: State<'_, AppState>,
    input: ops::AttendanceInput,
) -> Result<ops::Attendance, CommandError> {
    with_store(&state, |s| ops::attendance(s, input))
}

/// Registers players by number (ticked as here).
#[tauri::command(async)]
pub fn register_players(
    state: State<'_, AppState>,
    input: ops::RegistrationInput,
) -> Result<ops::Attendance, CommandError> {
    with_store(&state, |s| ops::register_by_number(s, input))
}

/// Takes registrations back before the players have a seat.
#[tauri::command(async)]
pub fn unregister_players(
    state: State<'_, AppState>,
    input: ops::RegistrationInput,
) -> Result<ops::Attendance, CommandError> {
    with_store(&state, |s| ops::unregister_players(s, input))
}

/// Adds a guest to the registry and registers the guest.
#[tauri::command(async)]
pub fn add_guest(
    state: State<'_, AppState>,
    input: ops::GuestInput,
) -> Result<ops::Attendance, CommandError> {
    with_store(&state, |s| ops::add_guest(s, input))
}

/// An event's fees, amounts due, payments and balances.
#[tauri::command(async)]
pub fn cash_book(
    state: State<'_, AppState>,
    input: CashEventInput,
) -> Result<CashBook, CommandError> {
    with_store(&state, |s| ops::cash_book(s, input))
}

/// Sets or removes an event's fee schedule.
#[tauri::command(async)]
pub fn set_fees(state: State<'_, AppState>, input: FeesInput) -> Result<CashBook, CommandError> {
    with_store(&state, |s| ops::set_fees(s, input))
}

/// Records a payment; the computer's user and the time go into the audit.
#[tauri::command(async)]
pub fn record_payment(
    state: State<'_, AppState>,
    input: PaymentInput,
) -> Result<CashBook, CommandError> {
    with_store(&state, |s| ops::record_payment(s, input, scorer()))
}

/// Corrects a payment's amount, or deletes it (no amount); audited.
#[tauri::command(async)]
pub fn change_payment(
    state: State<'_, AppState>,
    input: PaymentEditInput,
) -> Result<CashBook, CommandError> {
    with_store(&state, |s| ops::change_payment(s, input, scorer()))
}

/// Every change of an event's payments.
#[tauri::command(async)]
pub fn payment_history(
    state: State<'_, AppState>,
    input: CashEventInput,
) -> Result<Vec<PaymentChange>, CommandError> {
    with_store(&state, |s| ops::payment_history(s, input))
}

/// Every player's sums over a season's events.
#[tauri::command(async)]
pub fn season_cash(
    state: State<'_, AppState>,
    input: SeasonInput,
) -> Result<Vec<CashRow>, CommandError> {
    with_store(&state, |s| ops::season_cash(s, input))
}

/// Every league, newest first.
#[tauri::command(async)]
pub fn list_leagues(state: State<'_, AppState>) -> Result<Vec<League>, CommandError> {
    with_store(&state, |s| ops::list_leagues(s))
}

/// Creates a league from the form.
#[tauri::command(async)]
pub fn create_league(state: State<'_, AppState>, input: NewLeague) -> Result<League, CommandError> {
    with_store(&state, |s| ops::create_league(s, input))
}

/// A league with its groups, rosters, match days, table (after a day) and history.
#[tauri::command(async)]
pub fn league_view(
    state: State<'_, AppState>,
    input: LeagueInput,
) -> Result<LeagueView, CommandError> {
    with_reader(&state, |s| ops::league_view(s, input))
}

/// `import_teams`: the league and the teams file chosen in the open dialog.
#[derive(Debug, serde::Deserialize)]
pub struct TeamsFileInput {
    league: LeagueId,
    path: String,
}

/// Imports a teams file chosen in the open dialog, all or nothing.
#[tauri::command(async)]
pub fn import_teams(
    state: State<'_, AppState>,
    input: TeamsFileInput,
) -> Result<TeamsImport, CommandError> {
    let bytes = read_file(&input.path)?;
    with_store(&state, |s| ops::import_teams(s, input.league, &bytes))
}

/// Saves one team's club and roster with the checks of a teams file.
#[tauri::command(async)]
pub fn save_team(
    state: State<'_, AppState>,
    input: TeamInput,
) -> Result<TeamsImport, CommandError> {
    with_store(&state, |s| ops::save_team(s, input))
}

/// Creates a group's match day and its event.
#[tauri::command(async)]
pub fn create_matchday(
    state: State<'_, AppState>,
    input: MatchdayInput,
) -> Result<Matchday, CommandError> {
    with_store(&state, |s| ops::create_matchday(s, input))
}

/// Sets a team's line-up (or absence) for one series of a match day.
#[tauri::command(async)]
pub fn set_lineup(state: State<'_, AppState>, input: LineupInput) -> Result<(), CommandError> {
    with_store(&state, |s| ops::set_lineup(s, input))
}

/// Every series' line-up of every team of a match day (chosen, or the regular players).
#[tauri::command(async)]
pub fn lineups(
    state: State<'_, AppState>,
    input: MatchReportInput,
) -> Result<Vec<skatblock::league::Lineup>, CommandError> {
    with_store(&state, |s| ops::lineups(s, input))
}

/// The match report of a match day.
#[tauri::command(async)]
pub fn match_report(
    state: State<'_, AppState>,
    input: MatchReportInput,
) -> Result<MatchReport, CommandError> {
    with_store(&state, |s| ops::match_report(s, input))
}

/// `save_club_report`: the list, as `club_report` takes it, and the file chosen in the save
/// dialog.
#[derive(Debug, serde::Deserialize)]
pub struct ClubReportFileInput {
    #[serde(flatten)]
    report: ClubReportInput,
    path: String,
}

/// Writes a season, league or cash list (PDF or CSV) to the chosen file.
#[tauri::command(async)]
pub fn save_club_report(
    state: State<'_, AppState>,
    input: ClubReportFileInput,
) -> Result<String, CommandError> {
    let bytes = with_reader(&state, |s| ops::club_report(s, input.report))?;
    write_file(input.path, &bytes)
}

// The money of a club evening (issue 11): the Abrechnung screen.

/// Every list of an event (or of one series) settled at the event's cents per point.
#[tauri::command(async)]
pub fn money(
    state: State<'_, AppState>,
    input: MoneyInput,
) -> Result<skatblock::report::money::MoneyReport, CommandError> {
    with_reader(&state, |s| ops::money(s, input))
}

/// `save_money_report`: the settlement, as `money_report` takes it, and the file chosen in
/// the save dialog.
#[derive(Debug, serde::Deserialize)]
pub struct MoneyReportFileInput {
    #[serde(flatten)]
    report: MoneyReportInput,
    path: String,
}

/// Writes the money settlement (PDF or CSV) to the chosen file.
#[tauri::command(async)]
pub fn save_money_report(
    state: State<'_, AppState>,
    input: MoneyReportFileInput,
) -> Result<String, CommandError> {
    let bytes = with_reader(&state, |s| ops::money_report(s, input.report, None))?;
    write_file(input.path, &bytes)
}

/// The addresses the hub may listen on: this machine's in the club's network, and loopback.
#[tauri::command(async)]
pub fn hub_addresses() -> Vec<String> {
    hub_control::hub_addresses()
}

/// Starts the table hub of an event on the address the organizer picked ("Tische verbinden");
/// a hub already running is stopped first.
#[tauri::command(async)]
pub fn hub_start(
    state: State<'_, AppState>,
    input: HubStartInput,
) -> Result<HubInfo, CommandError> {
    let mut hub = state.hub.lock().map_err(|_| poisoned())?;
    if let Some(running) = hub.take() {
        running.stop();
    }
    let running = with_store(&state, |s| hub_control::hub_start(s, &input))?;
    let info = hub_control::hub_info(&running);
    *hub = Some(running);
    Ok(info)
}

/// Stops the table hub; the phones keep their games until it runs again.
#[tauri::command(async)]
pub fn hub_stop(state: State<'_, AppState>) -> Result<(), CommandError> {
    if let Some(running) = state.hub.lock().map_err(|_| poisoned())?.take() {
        running.stop();
    }
    Ok(())
}

/// The running hub with its tables' progress, last contact and conflicts; none when stopped.
#[tauri::command(async)]
pub fn hub_view(state: State<'_, AppState>) -> Result<Option<HubView>, CommandError> {
    let hub = state.hub.lock().map_err(|_| poisoned())?;
    hub.as_ref().map(hub_control::hub_view).transpose()
}

/// The access of a series' tables (tokens and phone pages), created where missing.
#[tauri::command(async)]
pub fn hub_tokens(
    state: State<'_, AppState>,
    input: HubTokensInput,
) -> Result<Vec<TableToken>, CommandError> {
    with_store(&state, |s| ops::hub_tokens(s, &input))
}

/// Revokes a table's access; its next printing gets a new code.
#[tauri::command(async)]
pub fn hub_revoke(state: State<'_, AppState>, input: TableInput) -> Result<bool, CommandError> {
    with_store(&state, |s| ops::hub_revoke(s, &input))
}
