//! The tables' access to the hall's hub (issue 12): print and revoke their tokens; and what the
//! hub reads (issue 19): the table a token opens, a table's list, the hall's progress, the
//! projector's view and the desk's status of a running hub. Starting and stopping the hub is
//! the hub crate's own (`skatblock_hub::control`), no operation.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{Error, ErrorKind, Result, TableGame, TableInput, table_list};
use crate::event;
use crate::hub::{self, TableToken};
use crate::rules::{Rules, TableSize};
use crate::schafkopf::Unit;
use crate::store::{self, EventId, PlayerId, Store};

/// `hub_tokens`: the access of a series' tables, with the pages under `url_base`.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct HubTokensInput {
    /// The event.
    pub event: EventId,
    /// The series.
    pub series: u16,
    /// `http://ADDR:PORT` of the running hub; the paths alone without.
    #[serde(default)]
    pub url_base: Option<String>,
}

/// `save_hub_cards`: the QR table cards of a series (`hub_cards_pdf`), written to a file chosen
/// in the save dialog.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct HubCardsInput {
    /// The event.
    pub event: EventId,
    /// The series.
    pub series: u16,
    /// The running hub's address as the phones reach it, `http://ADDR:PORT`.
    pub url_base: String,
    /// The language of the printed texts.
    pub lang: crate::i18n::Lang,
    /// Target file.
    pub path: String,
}

/// The access of a series' tables (created for tables without one).
///
/// # Errors
/// An address that is not `http(s)://HOST[:PORT]`; an unknown event or series; a series
/// without seating.
pub fn hub_tokens(store: &mut Store, input: &HubTokensInput) -> Result<Vec<TableToken>> {
    if let Some(base) = &input.url_base {
        super::check_url_base(base).map_err(|r| Error::refused(ErrorKind::Invalid, r))?;
    }
    Ok(hub::tokens(
        store,
        input.event,
        input.series,
        input.url_base.as_deref(),
    )?)
}

/// Revokes a table's access; whether it had one.
///
/// # Errors
/// An unknown event or series; a table the series does not have.
pub fn hub_revoke(store: &mut Store, input: &super::TableInput) -> Result<bool> {
    Ok(hub::revoke(store, input.event, input.series, input.table)?)
}

// ---- What the hub reads (issue 19): each of its requests is one operation ----

/// The table a token opens in `event`; `None` for an unknown or revoked token, or one of
/// another event.
///
/// # Errors
/// Storage errors.
pub fn table_of_token(store: &Store, event: EventId, token: &str) -> Result<Option<TableInput>> {
    let table = store::hub::table_of(store.conn(), token)?;
    Ok(table
        .filter(|(e, _, _)| *e == event)
        .map(|(event, series, table)| TableInput {
            event,
            series,
            table,
        }))
}

/// A player of a table as its phone shows them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TablePlayer {
    /// The seat, 0-based.
    pub seat: usize,
    /// The player's number in the registry (empty for an unknown id).
    pub player_id: String,
    /// The name.
    pub name: String,
}

/// A table's list as its phone reads it: the event, the players by seat, the stored games
/// with their labels and versions, whether the list is signed, and for a Skat event its rules
/// and the Bock factor of every game number.
#[derive(Debug, Clone)]
pub struct TableView {
    /// The table.
    pub at: TableInput,
    /// The event's name.
    pub event_name: String,
    /// A Schafkopf event's tariff unit; `None` for Skat.
    pub tariff_unit: Option<Unit>,
    /// The games of the series list at this table.
    pub series_games: u16,
    /// The players by seat.
    pub players: Vec<TablePlayer>,
    /// The stored games in list order.
    pub games: Vec<TableGame>,
    /// Whether the table signed its list.
    pub signed: bool,
    /// The event's rules.
    pub rules: Rules,
    /// The Bock factor of every game number (Skat); empty for Schafkopf.
    pub bock_factors: Vec<i64>,
    /// The stored games of the table that break the event's rules: left out of `games` and
    /// named here, for the desk to correct or delete (issue 20).
    pub findings: Vec<event::TableFinding>,
}

/// A table's list as its phone reads it.
///
/// # Errors
/// An unknown event, series or table; storage errors.
pub fn table_view(store: &Store, at: TableInput) -> Result<TableView> {
    let tariff = event::schafkopf::tariff_of(store.conn(), at.event)?;
    let list = table_list(store, at, tariff.is_some())?;
    let ev = event::event(store, at.event)?;
    let signed = store::hub::signature(store.conn(), at.event, at.series, at.table)?;
    Ok(TableView {
        at,
        event_name: ev.name.clone(),
        tariff_unit: tariff.map(|t| t.unit),
        series_games: series_games(&ev, list.player_ids.len()),
        players: table_players(store, &list.player_ids)?,
        games: list.games,
        signed: signed.is_some(),
        findings: broken_games(store, &ev, at, tariff.is_some())?,
        rules: ev.rules,
        bock_factors: list.bock_factors,
    })
}

/// The stored games of a table that break the event's rules or tariff.
fn broken_games(
    store: &Store,
    ev: &store::Event,
    at: TableInput,
    schafkopf: bool,
) -> Result<Vec<event::TableFinding>> {
    if schafkopf {
        let list = event::schafkopf::table_list(store, at.event, at.series, at.table)?;
        return Ok(list.broken);
    }
    let raw = store::games::in_series_unchecked(store.conn(), at.event, at.series, Some(at.table))
        .map_err(event::EventError::from)?;
    Ok(event::checked::checked_games(raw, &ev.rules).broken)
}

/// The players of a table by seat: seat, number and name.
fn table_players(store: &Store, ids: &[PlayerId]) -> Result<Vec<TablePlayer>> {
    ids.iter()
        .enumerate()
        .map(|(seat, &id)| {
            let player = store::players::get(store.conn(), id)?;
            Ok(TablePlayer {
                seat,
                player_id: player
                    .as_ref()
                    .map(|p| p.number.to_string())
                    .unwrap_or_default(),
                name: player.as_ref().map(store::Player::name).unwrap_or_default(),
            })
        })
        .collect()
}

/// The games of a series list at a table of `players`.
fn series_games(ev: &store::Event, players: usize) -> u16 {
    TableSize::for_players(players)
        .map(|size| ev.rules.series_games.get(size))
        .unwrap_or(0)
}

/// One table's progress as the projector and the desk show it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct TableProgress {
    /// Series.
    pub series: u16,
    /// Table, 1-based.
    pub table: u16,
    /// Games stored.
    pub entered: u16,
    /// Games of the series list at this table.
    pub games: u16,
    /// Whether the table signed its list.
    pub signed: bool,
    /// Seconds since the table's phones last reached the hub; `None` before the first request.
    pub last_contact_seconds: Option<u64>,
    /// An unfinished table that has not been heard of for `STALE_AFTER_SECONDS` (or never).
    pub stale: bool,
}

/// After how long without a request an unfinished table is marked on the projector.
pub const STALE_AFTER_SECONDS: u64 = 600;

/// The progress of every table of a series; `contact` gives the seconds since a token was last
/// heard of.
///
/// # Errors
/// An unknown event or series; storage errors.
pub fn hall_progress(
    store: &Store,
    event: EventId,
    series: u16,
    contact: &dyn Fn(&str) -> Option<u64>,
) -> Result<Vec<TableProgress>> {
    let ev = event::event(store, event)?;
    let seating = event::seating_of(store, event, series)?;
    let conn = store.conn();
    let mut counts: HashMap<u16, u16> = HashMap::new();
    for key in store::games::keys(conn, event)? {
        if key.series == series {
            *counts.entry(key.table).or_default() += 1;
        }
    }
    let mut out = Vec::with_capacity(seating.tables.len());
    for (index, players) in seating.tables.iter().enumerate() {
        let table = u16::try_from(index + 1).unwrap_or(u16::MAX);
        let entered = counts.get(&table).copied().unwrap_or(0);
        let games = series_games(&ev, players.len());
        let signed = store::hub::signature(conn, event, series, table)?.is_some();
        let last =
            store::hub::valid_token(conn, event, series, table)?.and_then(|token| contact(&token));
        let finished = signed || entered >= games;
        out.push(TableProgress {
            series,
            table,
            entered,
            games,
            signed,
            last_contact_seconds: last,
            stale: !finished && last.is_none_or(|s| s >= STALE_AFTER_SECONDS),
        });
    }
    Ok(out)
}

/// The series being played: the highest one with a seating (the first one before any draw).
///
/// # Errors
/// An unknown event; storage errors.
pub fn current_series(store: &Store, event: EventId) -> Result<u16> {
    let ev = event::event(store, event)?;
    for series in (1..=ev.series_count).rev() {
        if !event::seating_of(store, event, series)?.tables.is_empty() {
            return Ok(series);
        }
    }
    Ok(1)
}

/// What the hall may see on the projector: the event, the standings, and the progress of the
/// current series' tables. No tokens, no games.
#[derive(Debug, Clone, PartialEq)]
pub struct ProjectorView {
    /// The event.
    pub event: store::Event,
    /// A Schafkopf event's tariff unit; `None` for Skat.
    pub tariff_unit: Option<Unit>,
    /// Whether the event plays Schafkopf.
    pub schafkopf: bool,
    /// The series being played.
    pub series: u16,
    /// The standings of the event.
    pub standings: crate::event::Standings,
    /// Every ranking of a Preisskat's prize file (none without one), shown after the
    /// standings in turn (issue 22).
    pub rankings: Vec<super::RankingStandings>,
    /// The current series' tables.
    pub tables: Vec<TableProgress>,
    /// The stored games that break the event's rules, each left out of its list (the
    /// projector shows no other list checks; issue 20).
    pub findings: Vec<event::TableFinding>,
}

/// The projector's view; `contact` gives the seconds since a token was last heard of.
///
/// # Errors
/// An unknown event; storage errors.
pub fn projector_view(
    store: &Store,
    event: EventId,
    contact: &dyn Fn(&str) -> Option<u64>,
) -> Result<ProjectorView> {
    let tariff = event::schafkopf::tariff_of(store.conn(), event)?;
    let series = current_series(store, event)?;
    let standings = super::standings(
        store,
        super::StandingsInput {
            event,
            series: None,
        },
    )?;
    let findings = standings
        .findings
        .iter()
        .filter(|f| f.finding.code == store::codes::STORE_GAME_BREAKS_RULES)
        .cloned()
        .collect();
    Ok(ProjectorView {
        findings,
        event: event::event(store, event)?,
        schafkopf: tariff.is_some(),
        tariff_unit: tariff.map(|t| t.unit),
        series,
        standings,
        // Rankings that cannot be computed now (a stored team a later change broke) are not
        // on the wall; the standings are.
        rankings: super::event_rankings(store, event).unwrap_or_default(),
        tables: hall_progress(store, event, series, contact)?,
    })
}

/// A conflict a table's phone met, as the hub noted it: the token, the game and when.
#[derive(Debug, Clone, PartialEq)]
pub struct SeenConflict {
    /// The token that sent the game.
    pub token: String,
    /// The game number, 1-based.
    pub game: u16,
    /// Seconds since.
    pub seconds_ago: u64,
}

/// A game a phone sent on another state than the stored one (a 409), for the desk.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct HubConflict {
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// Game number, 1-based.
    pub game: u16,
    /// Seconds since.
    pub seconds_ago: u64,
}

/// What the desk shows of a running hub: the current series' tables and the conflicts met.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct HubStatus {
    /// The series being played.
    pub series: u16,
    /// Its tables.
    pub tables: Vec<TableProgress>,
    /// The latest conflicts, newest first.
    pub conflicts: Vec<HubConflict>,
}

/// The desk's view of a running hub: the current series' tables and the `conflicts` the phones
/// met, each at its table (a token revoked since opens none: its conflict is no longer the
/// desk's).
///
/// # Errors
/// An unknown event; storage errors.
pub fn hub_status(
    store: &Store,
    event: EventId,
    contact: &dyn Fn(&str) -> Option<u64>,
    conflicts: &[SeenConflict],
) -> Result<HubStatus> {
    let series = current_series(store, event)?;
    let tables = hall_progress(store, event, series, contact)?;
    let mut out = Vec::new();
    for seen in conflicts {
        if let Some((_, series, table)) = store::hub::table_of(store.conn(), &seen.token)? {
            out.push(HubConflict {
                series,
                table,
                game: seen.game,
                seconds_ago: seen.seconds_ago,
            });
        }
    }
    Ok(HubStatus {
        series,
        tables,
        conflicts: out,
    })
}
