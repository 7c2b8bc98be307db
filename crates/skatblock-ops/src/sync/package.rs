//! A match day's package, made from what the file stores: per series and table the seating by
//! player number, the games as the sheet's rows (or the totals), the stored results and the
//! hub's signature. The server re-scores it with the same engine
//! (`skatblock_league::package::verify`), so the desk's results must follow from its lists.

use std::collections::{BTreeMap, HashMap};

use serde_json::Value;
use skatblock_league::package::{
    Package, PackageSeries, PackageTable, PlayerResult, Seat, TotalsLine,
};

use super::codes::SYNC_NOT_LINKED;
use crate::event::Result;
use crate::rules::{GameInput, Refusal};
use crate::store::results::ListResult;
use crate::store::{EventId, PlayerId, PlayerNo, SeatRow, Store, StoredGame, TotalsRow};

/// What the package reads of one event, loaded once.
struct Stored {
    numbers: HashMap<PlayerId, PlayerNo>,
    seats: Vec<SeatRow>,
    games: Vec<StoredGame>,
    totals: Vec<TotalsRow>,
    results: Vec<ListResult>,
}

/// The package of match day `event` for the server its league was pulled from (`server`, as
/// [`super::server_address`] gives it): the lists played so far (a list without games or
/// totals is left out), not yet sealed (`package_id` empty; `sealed` sets it).
///
/// # Errors
/// An event that is no match day, a league not pulled from `server`, a stored game that no
/// longer fits the event's rules.
pub fn matchday_package(store: &Store, event: EventId, server: &str) -> Result<Package> {
    let conn = store.conn();
    let day = crate::store::leagues::matchday_of_event(conn, event)?.ok_or_else(|| {
        Refusal::new(crate::league::codes::LEAGUE_EVENT_NOT_MATCHDAY)
            .field("event")
            .value(event)
            .param("event", event.0)
    })?;
    let remote = match crate::store::sync::link_of(conn, day.league)? {
        Some((linked, remote)) if linked == server => remote,
        _ => return Err(not_linked(event, server).into()),
    };
    let ev = crate::store::events::get(conn, event)?;
    let group = crate::store::leagues::groups(conn, day.league)?
        .into_iter()
        .find(|(g, _)| *g == day.group)
        .map(|(_, name)| name)
        .unwrap_or_default();
    let stored = load(store, event, &ev.rules)?;
    Ok(Package {
        package_id: String::new(),
        league: remote,
        group,
        day: day.day,
        date: ev.date.format("%Y-%m-%d").to_string(),
        venue: ev.venue.clone(),
        series: series_of(store, event, &stored)?,
    })
}

fn not_linked(event: EventId, server: &str) -> Refusal {
    Refusal::new(SYNC_NOT_LINKED)
        .field("event")
        .value(event)
        .param("event", event.0)
        .param("server", server)
}

fn load(store: &Store, event: EventId, rules: &crate::rules::Rules) -> Result<Stored> {
    let conn = store.conn();
    Ok(Stored {
        numbers: crate::store::players::numbers(conn)?,
        seats: crate::store::seating::all(conn, event)?,
        games: crate::store::games::all(conn, event, rules)?,
        totals: crate::store::totals::all(conn, event)?,
        results: crate::store::results::all(conn, event)?,
    })
}

/// Every series with a played list, each with its played tables in order.
fn series_of(store: &Store, event: EventId, stored: &Stored) -> Result<Vec<PackageSeries>> {
    let mut tables: BTreeMap<u16, BTreeMap<u16, Vec<SeatRow>>> = BTreeMap::new();
    for seat in &stored.seats {
        tables
            .entry(seat.series)
            .or_default()
            .entry(seat.table)
            .or_default()
            .push(*seat);
    }
    let mut out = Vec::new();
    for (series, at) in tables {
        let mut list = Vec::new();
        for (table, mut seats) in at {
            seats.sort_by_key(|s| s.seat);
            let played = stored
                .results
                .iter()
                .any(|r| r.series == series && r.table == table && r.played);
            if played {
                let signature = signature(store, event, series, table)?;
                list.push(table_of(stored, series, table, &seats, signature));
            }
        }
        if !list.is_empty() {
            out.push(PackageSeries {
                series,
                tables: list,
            });
        }
    }
    Ok(out)
}

/// The hub's signature of a list as `{"seats", "signed_at"}`, or null.
fn signature(store: &Store, event: EventId, series: u16, table: u16) -> Result<Option<Value>> {
    let signed = crate::store::hub::signature(store.conn(), event, series, table)?;
    Ok(signed.map(|(seats, signed_at)| {
        // The seats are kept as JSON; kept as text should they ever not read.
        let seats = serde_json::from_str(&seats).unwrap_or(Value::String(seats));
        serde_json::json!({ "seats": seats, "signed_at": signed_at })
    }))
}

fn table_of(
    stored: &Stored,
    series: u16,
    table: u16,
    seats: &[SeatRow],
    signature: Option<Value>,
) -> PackageTable {
    let number = |p: PlayerId| {
        stored
            .numbers
            .get(&p)
            .map(ToString::to_string)
            .unwrap_or_default()
    };
    let games: Vec<&StoredGame> = stored
        .games
        .iter()
        .filter(|g| g.key.series == series && g.key.table == table)
        .collect();
    let (games, totals) = if games.is_empty() {
        (None, Some(totals_of(stored, series, seats, number)))
    } else {
        (Some(rows_of(&games, seats)), None)
    };
    PackageTable {
        table,
        first_dealer: 0,
        seats: seats
            .iter()
            .map(|s| Seat {
                seat: s.seat,
                player_id: number(s.player),
            })
            .collect(),
        games,
        totals,
        results: results_of(stored, series, table, number),
        signature,
    }
}

/// The games as the sheet's rows: each game record with its declarer's seat (0-based, in seat
/// order; seat 1 deals first).
fn rows_of(games: &[&StoredGame], seats: &[SeatRow]) -> Vec<Value> {
    let mut games = games.to_vec();
    games.sort_by_key(|g| g.key.game);
    games
        .iter()
        .map(|g| {
            let mut row = serde_json::to_value(GameInput::from(g.record)).unwrap_or(Value::Null);
            if let (Some(declarer), Value::Object(map)) = (g.declarer, &mut row) {
                let seat = seats.iter().position(|s| s.player == declarer);
                map.insert("declarer".into(), seat.map_or(Value::Null, Value::from));
            }
            row
        })
        .collect()
}

fn totals_of(
    stored: &Stored,
    series: u16,
    seats: &[SeatRow],
    number: impl Fn(PlayerId) -> String,
) -> Vec<TotalsLine> {
    seats
        .iter()
        .filter_map(|s| {
            let t = stored
                .totals
                .iter()
                .find(|t| t.series == series && t.player == s.player)?;
            Some(TotalsLine {
                player_id: number(s.player),
                points: t.points,
                won: t.won,
                lost: t.lost,
            })
        })
        .collect()
}

fn results_of(
    stored: &Stored,
    series: u16,
    table: u16,
    number: impl Fn(PlayerId) -> String,
) -> Vec<PlayerResult> {
    stored
        .results
        .iter()
        .filter(|r| r.series == series && r.table == table)
        .map(|r| PlayerResult {
            player_id: number(r.player),
            total: r.total,
            won: r.won,
            lost: r.lost,
        })
        .collect()
}
