//! Seasons: a club's year (*Vereinsmeisterschaft*, *Jahreswertung*) or a cup series — events
//! whose series totals add up to one ranking, live from the stored list results.
//!
//! A player's season is the list of series he played (a series is played when the player sat
//! at a table whose list has games or totals). Options: only the best N series count
//! (*Streichergebnisse*; at equal totals the earlier series counts — by event date, then series
//! number), a minimum number of series to be ranked, and ranking by the average per
//! counted series instead of the total. Ties: total (or average), then more won games, then
//! fewer lost games over the counted series; players still tied share the rank and are marked
//! `lot_required` (RULES.md B.3).

pub use skatblock_model::seasons::{SeasonEvent, SeasonRow, SeasonStandings, SeriesResult};

use skatblock_model::collation::compare as by_name;
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};

use crate::event::Result;
use crate::rules::Refusal;
use crate::store::seasons::{self, Ranking, Season, SeasonId, SeasonSettings};
use crate::store::{Connection, Event, EventId, PlayerId, Store, StoreError, players};

/// The codes of season refusals.
pub mod codes {
    crate::rules::codes! {
        /// A season without a name.
        SEASON_NAME_MISSING = "season.name.missing";
        /// `best` below 1.
        SEASON_BEST_RANGE = "season.best.range";
        /// One event given twice in one request; param `event`.
        SEASON_EVENT_TWICE = "season.event.twice";
        /// An event already in the season; params `event`, `season`.
        SEASON_EVENT_ALREADY = "season.event.already";
        /// An event that is not in the season; params `event`, `season`.
        SEASON_EVENT_NOT_IN = "season.event.not-in";
        /// No event given.
        SEASON_EVENTS_MISSING = "season.events.missing";
        /// An event of another card game than the season's other events (a Schafkopf event's
        /// euro cents would count as Skat points); params `event`, `game` (the event's) and
        /// `season_game`, each `skat` or `schafkopf` (issue 21).
        SEASON_EVENT_GAME = "season.event.game";
    }
}

use codes::*;

/// The checks of a season's settings.
///
/// # Errors
/// An empty name or `best` below 1.
pub fn check_season(season: &SeasonSettings) -> Result<()> {
    if season.name.trim().is_empty() {
        return Err(Refusal::new(SEASON_NAME_MISSING)
            .field("name")
            .value("\"\"")
            .into());
    }
    if season.best == Some(0) {
        return Err(Refusal::new(SEASON_BEST_RANGE)
            .field("best")
            .value(0)
            .into());
    }
    Ok(())
}

/// Creates a season; returns its id.
///
/// # Errors
/// The checks of [`check_season`].
pub fn create_season(store: &mut Store, season: &SeasonSettings) -> Result<SeasonId> {
    check_season(season)?;
    let tx = store.transaction()?;
    let id = seasons::insert(&tx, season)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(id)
}

/// Changes a season's settings; the ranking follows at once.
///
/// # Errors
/// The checks of [`check_season`]; an unknown season.
pub fn update_season(store: &mut Store, id: SeasonId, season: &SeasonSettings) -> Result<()> {
    check_season(season)?;
    let tx = store.transaction()?;
    seasons::update(&tx, id, season)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// Every season, newest first.
///
/// # Errors
/// SQLite errors only.
pub fn list_seasons(store: &Store) -> Result<Vec<Season>> {
    Ok(seasons::all(store.conn())?)
}

/// Adds events to a season, all or none.
///
/// # Errors
/// An unknown season or event, an event given twice, or one already in the season.
pub fn add_events(store: &mut Store, season: SeasonId, events: &[EventId]) -> Result<()> {
    seasons::get(store.conn(), season)?;
    if events.is_empty() {
        return Err(Refusal::new(SEASON_EVENTS_MISSING).field("events").into());
    }
    let present = seasons::events(store.conn(), season)?;
    for (i, &event) in events.iter().enumerate() {
        crate::event::event(store, event)?;
        if events[..i].contains(&event) {
            return Err(Refusal::new(SEASON_EVENT_TWICE)
                .field("events")
                .value(event.0)
                .param("event", event.0)
                .into());
        }
        if present.contains(&event) {
            return Err(Refusal::new(SEASON_EVENT_ALREADY)
                .field("events")
                .value(event.0)
                .param("event", event.0)
                .param("season", season.0)
                .into());
        }
    }
    one_game(store.conn(), &present, events)?;
    let tx = store.transaction()?;
    for &event in events {
        seasons::add_event(&tx, season, event)?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// Refuses an event of another card game than the season's: its game is that of the events
/// it has, or of the first event added to an empty one.
fn one_game(conn: &Connection, present: &[EventId], added: &[EventId]) -> Result<()> {
    let game = |event: EventId| -> Result<&'static str> {
        let schafkopf = crate::event::schafkopf::tariff_of(conn, event)?.is_some();
        Ok(if schafkopf { "schafkopf" } else { "skat" })
    };
    let Some(&first) = present.first().or(added.first()) else {
        return Ok(());
    };
    let season_game = game(first)?;
    for &event in added {
        let event_game = game(event)?;
        if event_game != season_game {
            return Err(Refusal::new(SEASON_EVENT_GAME)
                .field("events")
                .value(event.0)
                .param("event", event.0)
                .param("game", event_game)
                .param("season_game", season_game)
                .into());
        }
    }
    Ok(())
}

/// Takes events out of a season (the events themselves stay), all or none.
///
/// # Errors
/// An unknown season, or an event not in it.
pub fn remove_events(store: &mut Store, season: SeasonId, events: &[EventId]) -> Result<()> {
    seasons::get(store.conn(), season)?;
    let present = seasons::events(store.conn(), season)?;
    if let Some(&missing) = events.iter().find(|e| !present.contains(e)) {
        return Err(Refusal::new(SEASON_EVENT_NOT_IN)
            .field("event")
            .value(missing.0)
            .param("event", missing.0)
            .param("season", season.0)
            .into());
    }
    let tx = store.transaction()?;
    for &event in events {
        seasons::remove_event(&tx, season, event)?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// The season's events and ranking, from the stored list results of its events.
///
/// # Errors
/// An unknown season; a stored game that breaks its event's rules (only for an event of an
/// older file whose results are computed).
pub fn season_standings(store: &Store, id: SeasonId) -> Result<SeasonStandings> {
    let conn = store.conn();
    let season = seasons::get(conn, id)?;
    let mut events = Vec::new();
    let mut played: BTreeMap<PlayerId, Vec<SeriesResult>> = BTreeMap::new();
    for event in seasons::events(conn, id)? {
        let ev = crate::event::event(store, event)?;
        add_series_played(conn, &ev, &mut played)?;
        events.push(SeasonEvent {
            id: ev.id,
            name: ev.name,
            date: ev.date,
            series_count: ev.series_count,
        });
    }
    let rows = season_rows(conn, &season.settings, played)?;
    let rows = rank(rows, season.settings.ranking);
    Ok(SeasonStandings {
        season,
        events,
        rows,
    })
}

/// Adds the series each player played at event `ev` to `played`.
fn add_series_played(
    conn: &Connection,
    ev: &Event,
    played: &mut BTreeMap<PlayerId, Vec<SeriesResult>>,
) -> Result<()> {
    let lists = crate::event::results::list_results(conn, ev)?;
    for list in lists.into_iter().filter(|l| l.played) {
        played.entry(list.player).or_default().push(SeriesResult {
            event: ev.id,
            series: list.series,
            total: list.total,
            date: ev.date,
            won: list.won,
            lost: list.lost,
        });
    }
    Ok(())
}

/// Each player's season row from the series they played, named from the registry.
fn season_rows(
    conn: &Connection,
    settings: &SeasonSettings,
    played: BTreeMap<PlayerId, Vec<SeriesResult>>,
) -> Result<Vec<SeasonRow>> {
    let registry: HashMap<PlayerId, players::Player> =
        players::all(conn)?.into_iter().map(|p| (p.id, p)).collect();
    played
        .into_iter()
        .map(|(player, series)| {
            let p = registry.get(&player).ok_or_else(|| StoreError::NotFound {
                entity: "player",
                id: player.0.to_string(),
            })?;
            Ok(season_row(settings, player, p, series))
        })
        .collect()
}

/// The chronological order of series: by event date, then series number (then event, for
/// two events on one day).
fn chronological(a: &SeriesResult, b: &SeriesResult) -> Ordering {
    (a.date, a.series, a.event).cmp(&(b.date, b.series, b.event))
}

/// One player's season: which series count, their sums.
fn season_row(
    settings: &SeasonSettings,
    player: PlayerId,
    p: &players::Player,
    mut series: Vec<SeriesResult>,
) -> SeasonRow {
    // Best first; at equal totals the earlier series counts.
    series.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| chronological(a, b)));
    let keep = settings.best.map_or(series.len(), usize::from);
    let mut dropped = series.split_off(keep.min(series.len()));
    let mut counted = series;
    counted.sort_by(chronological);
    dropped.sort_by(chronological);
    let total: i64 = counted.iter().map(|s| s.total).sum();
    let played = u32::try_from(counted.len() + dropped.len()).unwrap_or(u32::MAX);
    SeasonRow {
        rank: None,
        player,
        player_id: p.number.clone(),
        name: p.name(),
        club: p.club.clone().unwrap_or_default(),
        played,
        total,
        average: average(total, counted.len()),
        won: counted.iter().map(|s| s.won).sum(),
        lost: counted.iter().map(|s| s.lost).sum(),
        counted,
        dropped,
        ranked: played >= u32::from(settings.min_series),
        lot_required: false,
    }
}

/// `total / count` to two decimals (0 for no series).
fn average(total: i64, count: usize) -> f64 {
    if count == 0 {
        return 0.0;
    }
    // Exact in integers: hundredths, rounded half away from zero.
    let count = i128::try_from(count).unwrap_or(i128::MAX);
    let hundredths = i128::from(total) * 100;
    let rounded = (2 * hundredths + hundredths.signum() * count) / (2 * count);
    rounded as f64 / 100.0
}

/// Compares two ranked players by the season's ranking: total or average (exactly, not the
/// rounded figure), then more won, then fewer lost games.
fn compare(a: &SeasonRow, b: &SeasonRow, ranking: Ranking) -> Ordering {
    let primary = match ranking {
        Ranking::Total => b.total.cmp(&a.total),
        Ranking::Average => {
            let (na, nb) = (a.counted.len() as i128, b.counted.len() as i128);
            (i128::from(b.total) * na).cmp(&(i128::from(a.total) * nb))
        }
    };
    primary.then(b.won.cmp(&a.won)).then(a.lost.cmp(&b.lost))
}

/// Ranked players by the ranking (tied ones share the rank and need a lot), then the others
/// by total, unranked.
fn rank(rows: Vec<SeasonRow>, ranking: Ranking) -> Vec<SeasonRow> {
    let (mut ranked, mut others): (Vec<SeasonRow>, Vec<SeasonRow>) =
        rows.into_iter().partition(|r| r.ranked);
    ranked.sort_by(|a, b| compare(a, b, ranking).then_with(|| by_name(&a.name, &b.name)));
    for i in 0..ranked.len() {
        let tied_before = i > 0 && compare(&ranked[i - 1], &ranked[i], ranking).is_eq();
        let tied_after =
            i + 1 < ranked.len() && compare(&ranked[i], &ranked[i + 1], ranking).is_eq();
        ranked[i].rank = Some(if tied_before {
            ranked[i - 1].rank.unwrap_or(i + 1)
        } else {
            i + 1
        });
        ranked[i].lot_required = tied_before || tied_after;
    }
    others.sort_by(|a, b| {
        b.total
            .cmp(&a.total)
            .then_with(|| by_name(&a.name, &b.name))
    });
    ranked.extend(others);
    ranked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_average_is_rounded_to_hundredths_half_away_from_zero() {
        assert_eq!(average(1000, 3), 333.33);
        assert_eq!(average(2000, 3), 666.67);
        assert_eq!(average(-2000, 3), -666.67);
        assert_eq!(average(1, 8), 0.13);
        assert_eq!(average(-1, 8), -0.13);
        assert_eq!(average(0, 0), 0.0);
    }
}
