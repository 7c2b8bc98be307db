//! The exports in the columns of their imports (the CLI's `export players|seating|games`), so
//! an export imports again: the rows gathered from the store, written as CSV in memory.

use std::collections::{HashMap, HashSet};

use serde::Serialize;

use super::Result;
use crate::event;
use crate::i18n::Lang;
use crate::report::{self, CsvDialect, forms};
use crate::rules::{GameInput, Refusal};
use crate::store::games::StoredGame;
use crate::store::{self, EventId, Player, PlayerId, PlayerNo, Store};

/// Which list [`export_csv`] writes.
#[derive(Debug, Clone, Copy)]
pub enum ExportList {
    /// The players registered for an event, or the whole registry.
    Players {
        /// The event; the whole registry without one.
        event: Option<EventId>,
    },
    /// An event's seating, every series or one, with name and club.
    Seating {
        /// Event id.
        event: EventId,
        /// One series only.
        series: Option<u16>,
    },
    /// An event's games.
    Games {
        /// Event id.
        event: EventId,
    },
    /// An event's prize places, ranking by ranking (issue 22).
    Prizes {
        /// Event id.
        event: EventId,
    },
}

/// A list in the columns of its import as CSV bytes (RFC 4180, or semicolons with a BOM for
/// Excel), the columns named in `lang` (German: `Nr.`, `Vorname`, …, `ja`/`nein`: names the
/// imports read again). A game's own words (`grand`, `hearts`) stay the import's in every
/// language.
///
/// # Errors
/// An unknown event; a seating export of a series (or an event) nobody is seated in.
pub fn export_csv(store: &Store, list: ExportList, excel: bool, lang: Lang) -> Result<Vec<u8>> {
    let dialect = if excel {
        CsvDialect::Excel
    } else {
        CsvDialect::Rfc4180
    };
    match list {
        ExportList::Players { event } => players_csv(store, event, (dialect, lang)),
        ExportList::Seating { event, series } => seating_csv(store, event, series, (dialect, lang)),
        ExportList::Games { event } => games_csv(store, event, (dialect, lang)),
        ExportList::Prizes { event } => prizes_csv(store, event, (dialect, lang)),
    }
}

/// One exported game: the import columns of `games import`.
#[derive(Serialize)]
struct GameRow {
    series: u16,
    table: u16,
    game: u16,
    declarer: Option<PlayerNo>,
    contract: Option<&'static str>,
    hand: Option<bool>,
    ouvert: Option<bool>,
    announced: Option<&'static str>,
    matadors: Option<i64>,
    declarer_points: Option<i64>,
    declarer_tricks: Option<i64>,
    bid: Option<i64>,
    passed: bool,
    replacement_contract: Option<&'static str>,
    replacement_matadors: Option<i64>,
    result_override: Option<&'static str>,
    kontra: Option<&'static str>,
    ramsch_points: Option<String>,
    ramsch_tricks: Option<String>,
    ramsch_pushes: Option<i64>,
    ramsch_last_trick: Option<i64>,
}

/// Numbers per seat in one cell, separated by spaces (the games import reads them so).
fn spaced(numbers: &[i64]) -> String {
    let parts: Vec<String> = numbers.iter().map(ToString::to_string).collect();
    parts.join(" ")
}

impl GameRow {
    /// A stored Skat game in the import columns; the declarer by player number.
    fn new(g: StoredGame, names: &HashMap<PlayerId, Player>) -> Self {
        let i = GameInput::from(g.record);
        GameRow {
            series: g.key.series,
            table: g.key.table,
            game: g.key.game,
            declarer: g
                .declarer
                .and_then(|d| names.get(&d))
                .map(|p| p.number.clone()),
            contract: i.contract.map(|c| c.0.name()),
            hand: i.hand,
            ouvert: i.ouvert,
            announced: i.announced.map(|a| a.name()),
            matadors: i.matadors,
            declarer_points: i.declarer_points,
            declarer_tricks: i.declarer_tricks,
            bid: i.bid,
            passed: i.passed.unwrap_or(false),
            replacement_contract: i.replacement.map(|r| r.contract.0.name()),
            replacement_matadors: i.replacement.map(|r| r.matadors),
            result_override: i.result_override.map(|o| o.name()),
            kontra: i.kontra.map(|k| k.name()),
            ramsch_points: i.ramsch.as_ref().map(|r| spaced(&r.points)),
            ramsch_tricks: i.ramsch.as_ref().map(|r| spaced(&r.tricks)),
            ramsch_pushes: i.ramsch.as_ref().and_then(|r| r.pushes),
            ramsch_last_trick: i.ramsch.as_ref().and_then(|r| r.last_trick),
        }
    }
}

/// Games in the import columns of their game (Skat or Schafkopf), named in `lang` as the
/// games import reads them again (German `Serie;Tisch;Spiel;Alleinspieler;…`, `ja`/`nein`).
fn games_csv(
    store: &Store,
    event: EventId,
    (dialect, lang): (CsvDialect, Lang),
) -> Result<Vec<u8>> {
    let mut csv = Vec::new();
    if event::schafkopf::tariff_of(store.conn(), event)?.is_some() {
        let rows = event::schafkopf::export_rows(store, event)?;
        let header = Some(&event::schafkopf::CSV_COLUMNS[..]);
        let scope = (lang, Some(event::schafkopf::CSV_SCOPE));
        report::write_csv_scoped(&rows, header, dialect, scope, &mut csv)?;
    } else {
        report::write_csv_in(
            &skat_game_rows(store, event)?,
            None,
            dialect,
            lang,
            &mut csv,
        )?;
    }
    Ok(csv)
}

/// A Skat event's games, in the order of the score sheets.
fn skat_game_rows(store: &Store, event: EventId) -> Result<Vec<GameRow>> {
    let ev = event::event(store, event)?;
    let names = forms::registry(store)?;
    Ok(store::games::all(store.conn(), ev.id, &ev.rules)?
        .into_iter()
        .map(|g| GameRow::new(g, &names))
        .collect())
}

/// The columns of the prize places' CSV, also when no place pays.
const PLACE_COLUMNS: [&str; 9] = [
    "ranking",
    "place",
    "kind",
    "id",
    "name",
    "cents",
    "goods",
    "shared",
    "pending_lot",
];

/// One prize place: who by kind (`player_id`, `team`, `club`) and key in two columns, the
/// amount empty while the place waits for a lot.
#[derive(Serialize)]
struct PlaceRow {
    ranking: String,
    place: usize,
    kind: &'static str,
    id: String,
    name: String,
    cents: Option<i64>,
    goods: String,
    shared: bool,
    pending_lot: bool,
}

impl From<&super::PlaceRow> for PlaceRow {
    fn from(p: &super::PlaceRow) -> Self {
        PlaceRow {
            ranking: p.ranking.clone(),
            place: p.place,
            kind: p.who.kind(),
            id: p.who.key().to_string(),
            name: p.name.clone(),
            cents: p.cents,
            goods: p.goods.clone().unwrap_or_default(),
            shared: p.shared,
            pending_lot: p.pending_lot,
        }
    }
}

/// The prize places of an event's rankings (`prizes`, H.4).
fn prizes_csv(
    store: &Store,
    event: EventId,
    (dialect, lang): (CsvDialect, Lang),
) -> Result<Vec<u8>> {
    let prizes = super::event_prizes(store, event)?;
    let rows: Vec<PlaceRow> = prizes.places.iter().map(PlaceRow::from).collect();
    let mut csv = Vec::new();
    report::write_csv_in(&rows, Some(&PLACE_COLUMNS), dialect, lang, &mut csv)?;
    Ok(csv)
}

/// One exported player: the columns of `player import`.
#[derive(Serialize)]
struct PlayerRow {
    id: PlayerNo,
    first_name: String,
    last_name: String,
    club: String,
    membership_no: String,
    active: bool,
}

impl From<Player> for PlayerRow {
    fn from(p: Player) -> Self {
        PlayerRow {
            id: p.number,
            first_name: p.first_name,
            last_name: p.last_name,
            club: p.club.unwrap_or_default(),
            membership_no: p.membership_no.unwrap_or_default(),
            active: p.active,
        }
    }
}

/// The players registered for an event, or the whole registry, in the order of their ids.
fn players_csv(
    store: &Store,
    event: Option<EventId>,
    (dialect, lang): (CsvDialect, Lang),
) -> Result<Vec<u8>> {
    let mut players = store::players::all(store.conn())?;
    players.sort_by_key(|p| p.id);
    if let Some(ev) = event {
        event::event(store, ev)?;
        let registered: HashSet<PlayerId> = store::events::players_for_series(store.conn(), ev, 0)?
            .into_iter()
            .collect();
        players.retain(|p| registered.contains(&p.id));
    }
    let rows: Vec<PlayerRow> = players.into_iter().map(PlayerRow::from).collect();
    let mut csv = Vec::new();
    report::write_csv_in(&rows, None, dialect, lang, &mut csv)?;
    Ok(csv)
}

/// One exported seat: the columns of `seating import` plus name and club.
#[derive(Serialize)]
struct SeatRow {
    series: u16,
    table: u16,
    seat: u8,
    player_id: Option<PlayerNo>,
    name: String,
    club: String,
}

impl SeatRow {
    /// A stored seat, its player named from the registry.
    fn new(s: store::seating::SeatRow, names: &HashMap<PlayerId, Player>) -> Self {
        let player = names.get(&s.player);
        SeatRow {
            series: s.series,
            table: s.table,
            seat: s.seat,
            player_id: player.map(|p| p.number.clone()),
            name: player.map(Player::name).unwrap_or_default(),
            club: player.and_then(|p| p.club.clone()).unwrap_or_default(),
        }
    }
}

/// An event's seating, every series or one; nothing seated is refused, not exported empty.
fn seating_csv(
    store: &Store,
    event: EventId,
    series: Option<u16>,
    (dialect, lang): (CsvDialect, Lang),
) -> Result<Vec<u8>> {
    event::event(store, event)?;
    let names = forms::registry(store)?;
    let rows: Vec<SeatRow> = store::seating::all(store.conn(), event)?
        .into_iter()
        .filter(|s| series.is_none_or(|only| only == s.series))
        .map(|s| SeatRow::new(s, &names))
        .collect();
    if rows.is_empty() {
        return Err(unseated(event, series).into());
    }
    let mut csv = Vec::new();
    report::write_csv_in(&rows, None, dialect, lang, &mut csv)?;
    Ok(csv)
}

/// The refusal of an export of a series (or an event) nobody is seated in.
fn unseated(event: EventId, series: Option<u16>) -> Refusal {
    use crate::report::forms::codes::{REPORT_EVENT_UNSEATED, REPORT_SERIES_UNSEATED};
    let refusal = match series {
        Some(series) => Refusal::new(REPORT_SERIES_UNSEATED).param("series", series),
        None => Refusal::new(REPORT_EVENT_UNSEATED),
    };
    refusal.param("event", event.0)
}
