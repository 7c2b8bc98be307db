//! The operations of seasons (issue 10): the app's Saison screen and the CLI.

use serde::Deserialize;
use ts_rs::TS;

use super::Result;
use crate::season::{self, SeasonStandings};
use crate::store::seasons::{Season, SeasonId, SeasonSettings};
use crate::store::{EventId, Store};

/// `update_season`: a season's new settings.
#[derive(Debug, Deserialize, TS)]
pub struct SeasonEditInput {
    /// The season.
    pub season: SeasonId,
    /// Its settings.
    pub settings: SeasonSettings,
}

/// `season_standings`, `remove_season_event` and friends: one season.
#[derive(Debug, Deserialize, TS)]
pub struct SeasonInput {
    /// The season.
    pub season: SeasonId,
}

/// `add_season_events` / `remove_season_event`: a season and events.
#[derive(Debug, Deserialize, TS)]
pub struct SeasonEventsInput {
    /// The season.
    pub season: SeasonId,
    /// The events.
    pub events: Vec<EventId>,
}

/// Every season, newest first.
///
/// # Errors
/// Store errors.
pub fn list_seasons(store: &Store) -> Result<Vec<Season>> {
    Ok(season::list_seasons(store)?)
}

/// Creates a season.
///
/// # Errors
/// An empty name; `best` below 1.
pub fn create_season(store: &mut Store, input: SeasonSettings) -> Result<Season> {
    let id = season::create_season(store, &input)?;
    Ok(Season {
        id,
        settings: input,
    })
}

/// Changes a season's settings.
///
/// # Errors
/// As [`create_season`]; an unknown season.
pub fn update_season(store: &mut Store, input: SeasonEditInput) -> Result<Season> {
    season::update_season(store, input.season, &input.settings)?;
    Ok(Season {
        id: input.season,
        settings: input.settings,
    })
}

/// Adds events to a season, all or none.
///
/// # Errors
/// An unknown season or event; an event given twice or already in the season.
pub fn add_season_events(store: &mut Store, input: SeasonEventsInput) -> Result<SeasonStandings> {
    season::add_events(store, input.season, &input.events)?;
    Ok(season::season_standings(store, input.season)?)
}

/// Takes events out of a season.
///
/// # Errors
/// An unknown season; an event not in it.
pub fn remove_season_events(
    store: &mut Store,
    input: SeasonEventsInput,
) -> Result<SeasonStandings> {
    season::remove_events(store, input.season, &input.events)?;
    Ok(season::season_standings(store, input.season)?)
}

/// A season with its events and its live ranking.
///
/// # Errors
/// An unknown season.
pub fn season_standings(store: &Store, input: SeasonInput) -> Result<SeasonStandings> {
    Ok(season::season_standings(store, input.season)?)
}
