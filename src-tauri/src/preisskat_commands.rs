//! The window's Preisskat commands (issue 22 item 7): the prize file of "Wertungen & Preise"
//! with its live preview, the teams of the team rankings, and the draw by score with mates
//! apart. Each is one call of one operation, as in `commands`.

use tauri::State;

use skatblock::ops::{
    self, PreisskatDraw, PreisskatDrawInput, PrizeFile, PrizeFileInput, PrizePdfInput,
    PrizePreview, PrizePreviewInput, PrizeTeam, PrizeTeamsInput, StandingsInput,
};

use crate::commands::{AppState, CommandError, read_file, with_reader, with_store, write_file};

/// The event's prize file, if it has one.
#[tauri::command(async)]
pub fn prize_file(
    state: State<'_, AppState>,
    input: StandingsInput,
) -> Result<Option<PrizeFile>, CommandError> {
    with_store(&state, |s| ops::prize_file(s, input.event))
}

/// Gives the event the prize file of the form, replacing the one before.
#[tauri::command(async)]
pub fn set_prize_file(
    state: State<'_, AppState>,
    input: PrizeFileInput,
) -> Result<PrizeFile, CommandError> {
    with_store(&state, |s| ops::set_prize_file(s, input.event, &input.text))
}

/// The pots and places of the form's prize file as they would be now; nothing is stored.
#[tauri::command(async)]
pub fn preview_prizes(
    state: State<'_, AppState>,
    input: PrizePreviewInput,
) -> Result<PrizePreview, CommandError> {
    with_reader(&state, |s| {
        ops::preview_prizes(s, input.event, &input.text, input.entrants)
    })
}

/// The teams stored for the event's team rankings.
#[tauri::command(async)]
pub fn prize_teams(
    state: State<'_, AppState>,
    input: StandingsInput,
) -> Result<Vec<PrizeTeam>, CommandError> {
    with_store(&state, |s| ops::prize_teams(s, input.event))
}

/// The teams of a team file chosen in the open dialog, before they are entered.
#[tauri::command(async)]
pub fn preview_prize_teams(
    state: State<'_, AppState>,
    input: PrizeTeamsInput,
) -> Result<Vec<PrizeTeam>, CommandError> {
    let bytes = read_file(&input.path)?;
    with_store(&state, |s| ops::preview_prize_teams(s, &bytes))
}

/// Enters the teams of a team file, all or nothing; how many teams.
#[tauri::command(async)]
pub fn import_prize_teams(
    state: State<'_, AppState>,
    input: PrizeTeamsInput,
) -> Result<usize, CommandError> {
    let bytes = read_file(&input.path)?;
    with_store(&state, |s| ops::import_prize_teams(s, input.event, &bytes))
}

/// Draws a series by score and/or with mates apart.
#[tauri::command(async)]
pub fn draw_preisskat(
    state: State<'_, AppState>,
    input: PreisskatDrawInput,
) -> Result<PreisskatDraw, CommandError> {
    with_store(&state, |s| ops::draw_preisskat(s, input))
}

/// Writes the prize list (every ranking's pot and places) as PDF to the chosen file.
#[tauri::command(async)]
pub fn save_prize_list(
    state: State<'_, AppState>,
    input: PrizePdfInput,
) -> Result<String, CommandError> {
    let bytes = with_reader(&state, |s| ops::report_prizes(s, input.pdf(), None))?;
    write_file(input.path, &bytes)
}

/// Writes the cashier's payout list (a line to sign per recipient) as PDF to the chosen file.
#[tauri::command(async)]
pub fn save_payout_list(
    state: State<'_, AppState>,
    input: PrizePdfInput,
) -> Result<String, CommandError> {
    let bytes = with_reader(&state, |s| ops::report_payouts(s, input.pdf(), None))?;
    write_file(input.path, &bytes)
}
