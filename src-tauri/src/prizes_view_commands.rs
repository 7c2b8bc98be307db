//! The window's commands of the Preisskat's Rangliste, prizes and payouts (issue 22): each one
//! call of one operation of `skatblock::ops`, as the CLI's `standings --ranking`, `standings
//! lot`, `prizes` and `cash payout` (the prize file itself is `preisskat_commands`'). The
//! rankings are long reads (every ranking over every result): they run outside the store's
//! lock, as the standings do.

use tauri::State;

use skatblock::ops::{
    self, EventId, PayoutDone, PayoutInput, PrizePayout, Prizes, RankingStandings,
};

use crate::commands::{AppState, CommandError, scorer, with_reader, with_store};

/// One ranking of the prize file, with the recorded lots applied and the ones dropped.
#[tauri::command(async)]
pub fn ranking_standings(
    state: State<'_, AppState>,
    event: EventId,
    ranking: String,
) -> Result<RankingStandings, CommandError> {
    with_reader(&state, |s| ops::ranking_standings(s, event, &ranking))
}

/// Records the order a drawn lot gave one tied group; the computer's user is the recorder.
#[tauri::command(async)]
pub fn record_lot(
    state: State<'_, AppState>,
    event: EventId,
    ranking: String,
    order: Vec<String>,
) -> Result<RankingStandings, CommandError> {
    with_store(&state, |s| {
        ops::record_lot(s, event, &ranking, &order, &scorer().by)
    })
}

/// Every ranking's pot, the places and the cashier's payouts.
#[tauri::command(async)]
pub fn event_prizes(state: State<'_, AppState>, event: EventId) -> Result<Prizes, CommandError> {
    with_reader(&state, |s| ops::event_prizes(s, event))
}

/// The payouts with whether each is paid, for the Kasse.
#[tauri::command(async)]
pub fn prize_payouts(
    state: State<'_, AppState>,
    event: EventId,
) -> Result<Vec<PrizePayout>, CommandError> {
    with_reader(&state, |s| ops::prize_payouts(s, event))
}

/// Records a prize as paid (or withdraws the record); the computer's user and the time go
/// into the record.
#[tauri::command(async)]
pub fn pay_prize(
    state: State<'_, AppState>,
    input: PayoutInput,
) -> Result<PayoutDone, CommandError> {
    with_store(&state, |s| ops::pay_prize(s, input, scorer()))
}
