//! The commands of the window: each converts its input, calls the library and maps the error.
//! No rules and no SQL here.

use std::sync::Mutex;

use tauri::State;

use crate::json::{
    ActiveInput, CommandError, CsvInput, DatabaseInfo, DrawDto, DrawInput, EventEditInput,
    EventInput, EventSummary, GameAtInput, GameEntryInput, ImportInput, ImportResult, OpenInput,
    PathInput, PdfInput, PlayerDto, PlayerInput, ScoreInput, SeatChange, SeatChangeInput, SeatDto,
    SeatTotalsDto, SeatingDto, SeriesInput, SettingsDto, SheetDto, StandingsInput, TableInput,
    TableTotalsInput, TotalsDto,
};
use skatblock::event::{self, Standings};
use skatblock::rules::{GameRecord, GameResult, Refusal, Rules, score};
use skatblock::settings::Settings;
use skatblock::store::{self, EventId, PlayerId, Store, TotalsRow};

/// The open database, if any, and the settings.
pub struct AppState {
    store: Mutex<Option<Store>>,
    settings: Mutex<SettingsState>,
}

/// The settings as loaded at start, with the file they live in.
struct SettingsState {
    file: std::path::PathBuf,
    settings: Settings,
    /// Why the file could not be read; the defaults are in use then.
    problem: Option<String>,
}

impl AppState {
    /// Reads the settings file; a broken one leaves the defaults and a message for the screen.
    pub fn load() -> AppState {
        let file = skatblock::settings::default_path();
        let (settings, problem) = match Settings::load(&file) {
            Ok(settings) => (settings, None),
            Err(e) => (Settings::default(), Some(e.to_string())),
        };
        AppState {
            store: Mutex::new(None),
            settings: Mutex::new(SettingsState {
                file,
                settings,
                problem,
            }),
        }
    }

    fn settings(&self) -> Result<std::sync::MutexGuard<'_, SettingsState>, CommandError> {
        self.settings.lock().map_err(|_| CommandError {
            code: "storage",
            message: "the settings lock is poisoned".into(),
            refusals: Vec::new(),
        })
    }
}

fn with_store<T>(
    state: &AppState,
    f: impl FnOnce(&mut Store) -> Result<T, CommandError>,
) -> Result<T, CommandError> {
    let mut guard = state.store.lock().map_err(|_| CommandError {
        code: "storage",
        message: "the database lock is poisoned".into(),
        refusals: Vec::new(),
    })?;
    f(guard.as_mut().ok_or_else(CommandError::not_open)?)
}

fn events(store: &Store) -> Result<Vec<EventSummary>, CommandError> {
    Ok(store::events::list(store.conn())?
        .into_iter()
        .map(|(id, date, name)| EventSummary {
            id: id.0,
            date,
            name,
        })
        .collect())
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
    open_path(&state, Store::open(&path)?, path, chosen)
}

/// Makes `opened` (the file at `path`) the open database, remembers it among the recent files
/// and, when `chosen`, as the one opened at start; lists its events.
fn open_path(
    state: &AppState,
    opened: Store,
    path: std::path::PathBuf,
    chosen: bool,
) -> Result<DatabaseInfo, CommandError> {
    let events = events(&opened)?;
    *state.store.lock().map_err(|_| CommandError::not_open())? = Some(opened);
    let mut guard = state.settings()?;
    let SettingsState { file, settings, .. } = &mut *guard;
    let before = settings.clone();
    settings.remember(&path);
    if chosen {
        settings.data_file = Some(path.clone());
    }
    if *settings != before {
        settings.save(file)?;
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
    let open_file =
        with_store(&state, |s| Ok(s.path().map(|p| p.display().to_string()))).unwrap_or(None);
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
    input.save(&guard.file)?;
    guard.settings = input;
    guard.problem = None;
    Ok(())
}

/// Copies the open database to a file (a consistent snapshot, also while others write).
#[tauri::command(async)]
pub fn backup(state: State<'_, AppState>, input: PathInput) -> Result<String, CommandError> {
    with_store(&state, |s| {
        Ok(s.backup_to(std::path::Path::new(&input.path))?)
    })?;
    Ok(input.path)
}

/// The events of the open database.
#[tauri::command]
pub fn list_events(state: State<'_, AppState>) -> Result<Vec<EventSummary>, CommandError> {
    with_store(&state, |s| events(s))
}

/// Scores one game while it is typed, under the event's rules: the value, or the rule it breaks.
#[tauri::command]
pub fn score_game(
    state: State<'_, AppState>,
    input: ScoreInput,
) -> Result<GameResult, CommandError> {
    let rules = match input.event {
        Some(id) => with_store(&state, |s| Ok(event::event(s, EventId(id))?.rules))?,
        None => Rules::default(),
    };
    Ok(score(&GameRecord::with_rules(input.game, &rules)?, &rules))
}

/// Standings of an event or one series.
#[tauri::command(async)]
pub fn standings(
    state: State<'_, AppState>,
    input: StandingsInput,
) -> Result<Standings, CommandError> {
    with_store(&state, |s| {
        Ok(event::standings(s, EventId(input.event), input.series)?)
    })
}

/// The whole registry, by name.
#[tauri::command]
pub fn list_players(state: State<'_, AppState>) -> Result<Vec<PlayerDto>, CommandError> {
    with_store(&state, |s| {
        Ok(store::players::all(s.conn())?
            .into_iter()
            .map(Into::into)
            .collect())
    })
}

/// Adds a player (no id) or changes one; returns the id.
#[tauri::command]
pub fn save_player(state: State<'_, AppState>, input: PlayerInput) -> Result<i64, CommandError> {
    let id = input.id;
    let player = input.try_into()?;
    with_store(&state, |s| match id {
        Some(id) => Ok(event::edit_player(s, PlayerId(id), player).map(|()| id)?),
        None => Ok(event::add_player(s, player)?.0),
    })
}

/// Deactivates a player (kept in old results, not drawn any more) or activates again.
#[tauri::command]
pub fn set_player_active(
    state: State<'_, AppState>,
    input: ActiveInput,
) -> Result<(), CommandError> {
    with_store(&state, |s| {
        match store::players::set_active(s.conn(), PlayerId(input.id), input.active)? {
            true => Ok(()),
            false => Err(skatblock::store::StoreError::NotFound {
                entity: "player",
                id: format!("#{}", input.id),
            }
            .into()),
        }
    })
}

/// Imports a player CSV, all or nothing; the error lists every bad row.
#[tauri::command(async)]
pub fn import_players(
    state: State<'_, AppState>,
    input: ImportInput,
) -> Result<ImportResult, CommandError> {
    let bytes = std::fs::read(&input.path).map_err(|e| {
        let refusal = Refusal::new(skatblock::i18n::codes::FILE_UNREADABLE)
            .param("path", input.path.as_str())
            .param("detail", e.to_string());
        CommandError::refused("invalid", refusal)
    })?;
    with_store(&state, |s| {
        let summary = event::import_players(s, &bytes)?;
        Ok(ImportResult {
            added: summary.added,
            unchanged: summary.unchanged,
            notices: summary.notices.iter().map(ToString::to_string).collect(),
        })
    })
}

/// The rule options a new event starts with: the settings' defaults (ISkO unless changed).
#[tauri::command]
pub fn default_rules(state: State<'_, AppState>) -> Result<Rules, CommandError> {
    Ok(state.settings()?.settings.default_rules.clone())
}

/// Creates an event; returns it as the event list shows it.
#[tauri::command]
pub fn create_event(
    state: State<'_, AppState>,
    input: EventInput,
) -> Result<EventSummary, CommandError> {
    let new = skatblock::store::NewEvent::try_from(input)?;
    with_store(&state, |s| {
        let id = event::create_event(s, &new)?;
        Ok(EventSummary {
            id: id.0,
            date: new.date.format("%Y-%m-%d").to_string(),
            name: new.name.clone(),
        })
    })
}

/// Checks the event form while it is typed: the first broken rule, or nothing.
#[tauri::command]
pub fn check_event(input: EventInput) -> Result<(), CommandError> {
    let new = skatblock::store::NewEvent::try_from(input)?;
    Ok(event::check_event(&new)?)
}

/// Changes a stored event (the limits are the library's: see `event::update_event`).
#[tauri::command]
pub fn update_event(
    state: State<'_, AppState>,
    input: EventEditInput,
) -> Result<EventSummary, CommandError> {
    let new = skatblock::store::NewEvent::try_from(input.form)?;
    with_store(&state, |s| {
        event::update_event(s, EventId(input.event), &new)?;
        Ok(EventSummary {
            id: input.event,
            date: new.date.format("%Y-%m-%d").to_string(),
            name: new.name.clone(),
        })
    })
}

/// One event with its settings.
#[tauri::command]
pub fn get_event(
    state: State<'_, AppState>,
    input: StandingsInput,
) -> Result<skatblock::store::Event, CommandError> {
    with_store(&state, |s| Ok(event::event(s, EventId(input.event))?))
}

fn seating_dto(
    s: &Store,
    seating: &event::SeriesSeating,
    notices: Vec<Refusal>,
) -> Result<SeatingDto, CommandError> {
    let players: std::collections::HashMap<_, _> = store::players::all(s.conn())?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let seat = |id: &PlayerId| SeatDto {
        player_id: id.0,
        number: players
            .get(id)
            .map(|p| p.number.to_string())
            .unwrap_or_default(),
        name: players.get(id).map(|p| p.name()).unwrap_or_default(),
        club: players
            .get(id)
            .and_then(|p| p.club.clone())
            .unwrap_or_default(),
    };
    let tables = seating
        .tables
        .iter()
        .map(|t| t.iter().map(seat).collect())
        .collect();
    Ok(SeatingDto {
        series: seating.series,
        tables,
        notices,
        draw: None,
    })
}

/// The seating of a series (no tables when not drawn yet).
#[tauri::command]
pub fn seating(state: State<'_, AppState>, input: SeriesInput) -> Result<SeatingDto, CommandError> {
    with_store(&state, |s| {
        let seating = event::seating_of(s, EventId(input.event), input.series)?;
        seating_dto(s, &seating, Vec::new())
    })
}

/// Draws a series.
#[tauri::command(async)]
pub fn draw_series(
    state: State<'_, AppState>,
    input: DrawInput,
) -> Result<SeatingDto, CommandError> {
    with_store(&state, |s| {
        let outcome = event::draw_series(s, EventId(input.event), input.series, input.seed)?;
        let draw = DrawDto {
            seed: outcome.seed,
            repeated_pairs: outcome.repeated_pairs,
            registered: outcome.registered,
        };
        Ok(SeatingDto {
            draw: Some(draw),
            ..seating_dto(s, &outcome.seating, Vec::new())?
        })
    })
}

/// Swap, late arrival or withdrawal; every table keeps 3 or 4 players.
#[tauri::command]
pub fn change_seating(
    state: State<'_, AppState>,
    input: SeatChangeInput,
) -> Result<SeatingDto, CommandError> {
    let (ev, player) = (EventId(input.event), PlayerId(input.player));
    with_store(&state, |s| {
        let notices = match input.action {
            SeatChange::Swap { other } => {
                vec![event::swap_players(s, ev, input.series, player, PlayerId(other))?.1]
            }
            SeatChange::Add => vec![event::add_late_player(s, ev, input.series, player)?],
            SeatChange::Withdraw => event::withdraw_player(s, ev, input.series, player)?,
        };
        let seating = event::seating_of(s, ev, input.series)?;
        seating_dto(s, &seating, notices)
    })
}

/// Writes a PDF report (seating list, pre-filled score sheets, standings) to a chosen file.
#[tauri::command(async)]
pub fn save_pdf(state: State<'_, AppState>, input: PdfInput) -> Result<String, CommandError> {
    let lang = if input.lang == "en" {
        skatblock::report::Lang::En
    } else {
        skatblock::report::Lang::De
    };
    let bytes = with_store(&state, |s| {
        crate::pdf::render(s, input.kind, EventId(input.event), input.series, lang)
    })?;
    write_file(input.path, &bytes)
}

/// The list of one table: every stored game with running totals, the foot and the checks.
#[tauri::command]
pub fn sheet(state: State<'_, AppState>, input: TableInput) -> Result<SheetDto, CommandError> {
    with_store(&state, |s| {
        let ev = event::event(s, EventId(input.event))?;
        let form = skatblock::report::forms::finished_sheet(s, &ev, input.series, input.table)?;
        let ids = skatblock::report::forms::named_tables(s, &ev, input.series)?
            .into_iter()
            .find(|(t, _, _)| *t == input.table)
            .map(|(_, ids, _)| ids.iter().map(|p| p.0).collect())
            .unwrap_or_default();
        let report = form.report.ok_or_else(CommandError::not_open)?;
        let findings = report
            .findings
            .iter()
            .map(|f| f.coded(&report.players))
            .collect();
        Ok(SheetDto {
            player_ids: ids,
            games: ev.rules.series_games.get(form.size),
            report,
            findings,
        })
    })
}

/// Enters (or corrects) one game; one transaction, one audit entry.
#[tauri::command]
pub fn save_game(
    state: State<'_, AppState>,
    input: GameEntryInput,
) -> Result<GameResult, CommandError> {
    let key = store::GameKey {
        series: input.series,
        table: input.table,
        game: input.game,
    };
    let entry = event::GameEntry {
        key,
        declarer: input.declarer.map(PlayerId),
        input: input.record,
    };
    let user = user();
    with_store(&state, |s| match input.correct {
        true => Ok(event::correct_game(s, EventId(input.event), entry, &user)?),
        false => Ok(event::enter_game(s, EventId(input.event), entry, &user)?),
    })
}

/// The history of one game: who changed what, when.
#[tauri::command]
pub fn game_history(
    state: State<'_, AppState>,
    input: GameAtInput,
) -> Result<Vec<store::AuditEntry>, CommandError> {
    let key = store::GameKey {
        series: input.series,
        table: input.table,
        game: input.game,
    };
    with_store(&state, |s| {
        Ok(store::games::history(
            s.conn(),
            EventId(input.event),
            Some(key),
        )?)
    })
}

/// Deletes one game (kept in the history).
#[tauri::command]
pub fn delete_game(state: State<'_, AppState>, input: GameAtInput) -> Result<(), CommandError> {
    let key = store::GameKey {
        series: input.series,
        table: input.table,
        game: input.game,
    };
    with_store(&state, |s| {
        event::delete_game(s, EventId(input.event), key, &user())?;
        Ok(())
    })
}

fn user() -> String {
    std::env::var("USER").unwrap_or_else(|_| "skatblock".into())
}

/// The seats of a totals-only table with their stored sums.
#[tauri::command]
pub fn table_totals(
    state: State<'_, AppState>,
    input: TableInput,
) -> Result<Vec<SeatTotalsDto>, CommandError> {
    with_store(&state, |s| {
        let seats = event::table_totals(s, EventId(input.event), input.series, input.table)?;
        let names = skatblock::report::forms::registry(s)?;
        Ok(seats
            .into_iter()
            .map(|seat| SeatTotalsDto {
                player_id: seat.player.0,
                number: names
                    .get(&seat.player)
                    .map(|p| p.number.to_string())
                    .unwrap_or_default(),
                name: names
                    .get(&seat.player)
                    .map(|p| p.name())
                    .unwrap_or_default(),
                totals: seat.totals.map(|t| TotalsDto {
                    player_id: t.player.0,
                    points: t.points,
                    won: t.won,
                    lost: t.lost,
                }),
            })
            .collect())
    })
}

/// Enters or replaces the totals of one table.
#[tauri::command]
pub fn save_table_totals(
    state: State<'_, AppState>,
    input: TableTotalsInput,
) -> Result<(), CommandError> {
    let rows: Vec<TotalsRow> = input
        .rows
        .iter()
        .map(|r| TotalsRow {
            series: input.series,
            player: PlayerId(r.player_id),
            points: r.points,
            won: r.won,
            lost: r.lost,
        })
        .collect();
    with_store(&state, |s| {
        Ok(event::set_table_totals(
            s,
            EventId(input.event),
            input.series,
            input.table,
            &rows,
        )?)
    })
}

/// Writes the standings as CSV to a chosen file.
#[tauri::command(async)]
pub fn save_csv(state: State<'_, AppState>, input: CsvInput) -> Result<String, CommandError> {
    let dialect = if input.excel {
        skatblock::report::CsvDialect::Excel
    } else {
        skatblock::report::CsvDialect::Rfc4180
    };
    let mut bytes = Vec::new();
    with_store(&state, |s| {
        let standings = event::standings(s, EventId(input.event), input.series)?;
        Ok(skatblock::report::write_csv(
            &standings.rows,
            dialect,
            &mut bytes,
        )?)
    })?;
    write_file(input.path, &bytes)
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
fn write_file(path: String, bytes: &[u8]) -> Result<String, CommandError> {
    std::fs::write(&path, bytes).map_err(|e| {
        let refusal = Refusal::new(skatblock::i18n::codes::FILE_UNWRITABLE)
            .param("path", path.as_str())
            .param("detail", e.to_string());
        CommandError::refused("invalid", refusal)
    })?;
    Ok(path)
}

/// Opens the demo data file, `demo.db` beside the default one, with its demo event created on
/// first use: a club's own file never gets demo players. The file opened at start stays as it is.
#[tauri::command(async)]
pub fn open_demo(state: State<'_, AppState>) -> Result<DatabaseInfo, CommandError> {
    let path = store::default_path().with_file_name("demo.db");
    let mut demo = Store::open(&path)?;
    if store::events::list(demo.conn())?.is_empty() {
        event::demo::create_demo(&mut demo)?;
    }
    open_path(&state, demo, path, false)
}
