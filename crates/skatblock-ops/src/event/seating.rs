//! The seating of a series: its codes, drawing a series over the store and reading it back.
//! The pure draw is [`super::draw`], importing a seating made elsewhere
//! [`super::seating_import`], the changes of a running event (swap, late arrival, withdrawal)
//! [`super::seating_changes`] — each keeping every table at 3 or 4 players.

pub use skatblock_model::seating::SeriesSeating;

use std::hash::{BuildHasher, RandomState};

use super::draw::{PairSet, draw_tables, draw_team_tables, past_pairs, repeats_in, table_sizes};
use super::schafkopf::codes::SCHAFKOPF_SEATING_FOURS;
use super::{Result, check_series};
use crate::rules::Refusal;
use crate::store::{Connection, Event, EventId, PlayerId, SeatRow, Store, StoreError};
use crate::store::{events, games, players, seating, totals};

/// The codes of seating: the refusals of draws, seating imports and seating changes, and the
/// notices that say what a change did (`seating.notice.*`). Players are named by their number
/// (param `player`; `#id` for one missing from the registry), tables and series by number.
pub mod codes {
    crate::rules::codes! {
        /// A number of players that cannot be seated at tables of 3 and 4; param `count` (B.2).
        SEATING_PLAYERS_COUNT = "seating.players.count";
        /// A draw or import of a series with results entered; param `series` (B.2.2).
        SEATING_SERIES_SCORED = "seating.series.scored";
        /// A change to a series that has no seating; param `series`.
        SEATING_SERIES_UNSEATED = "seating.series.unseated";
        /// A change at a table with games entered; params `table`, `series` (B.2.2).
        SEATING_TABLE_SCORED = "seating.table.scored";
        /// An imported table whose seats are not 1..3 or 1..4; params `table`, `series` (B.2).
        SEATING_TABLE_SEATS = "seating.table.seats";
        /// An imported seat given twice; params `seat`, `table`, `series`, `other_line`.
        SEATING_SEAT_TWICE = "seating.seat.twice";
        /// A player number not in the registry; param `player`.
        SEATING_PLAYER_UNKNOWN = "seating.player.unknown";
        /// A player seated twice in one series of an import; params `player`, `series`,
        /// `other_line`.
        SEATING_PLAYER_TWICE = "seating.player.twice";
        /// A swapped player who has no seat in the series; params `player`, `series`.
        SEATING_PLAYER_NOT_SEATED = "seating.player.not-seated";
        /// A late player who has a seat already; params `player`, `series`.
        SEATING_PLAYER_SEATED = "seating.player.seated";
        /// A withdrawal of a player not registered for the event; params `player`, `event`.
        SEATING_PLAYER_UNREGISTERED = "seating.player.unregistered";
        /// A late player no open table can take; params `player`, `series` (B.2).
        SEATING_LATE_NO_TABLE = "seating.late.no-table";
        /// A withdrawal that leaves a table of two no open table can take; params `table`,
        /// `series` (B.2).
        SEATING_WITHDRAW_NO_TABLE = "seating.withdraw.no-table";
        /// A withdrawal that dissolves a table whose number the last table cannot take, as it
        /// has games entered; params `table`, `last`, `series` (B.2.2).
        SEATING_WITHDRAW_LAST_SCORED = "seating.withdraw.last-scored";
        /// A registration taken back of a player who has a seat (a drawn or imported
        /// series); params `player`, `series`: a withdrawal is what is left (B.2.2).
        SEATING_UNREGISTER_SEATED = "seating.unregister.seated";
        /// A registration taken back of a player with a result; params `player`, `series`:
        /// a withdrawal from the next series is what is left (B.2.4).
        SEATING_UNREGISTER_PLAYED = "seating.unregister.played";
        /// Notice: two players swapped seats; params `first`, `second`, `series`.
        SEATING_NOTICE_SWAPPED = "seating.notice.swapped";
        /// Notice: a late player takes the free seat of a 3-table; params `player`, `table`,
        /// `seat`, `series`.
        SEATING_NOTICE_JOINED = "seating.notice.joined";
        /// Notice: a late player opens a new 3-table with one player each from two 4-tables;
        /// params `player`, `table`, `first_table`, `second_table`, `series`.
        SEATING_NOTICE_NEW_TABLE = "seating.notice.new-table";
        /// Notice: a player withdrawn from a series on; params `player`, `series`.
        SEATING_NOTICE_WITHDRAWN = "seating.notice.withdrawn";
        /// Notice: a player moves to refill a table; params `player`, `from`, `to`, `series`.
        SEATING_NOTICE_MOVED = "seating.notice.moved";
        /// Notice: a table of two is dissolved, its players join two 3-tables; params `table`,
        /// `first`, `first_table`, `second`, `second_table`, `series`.
        SEATING_NOTICE_DISSOLVED = "seating.notice.dissolved";
        /// Notice: the last table takes the number of a dissolved one; params `from`, `to`,
        /// `series`.
        SEATING_NOTICE_RENUMBERED = "seating.notice.renumbered";
    }
}

use codes::*;

/// The result of a draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawOutcome {
    /// The seed: the same seed and players give the same draw.
    pub seed: u64,
    /// The tables.
    pub seating: SeriesSeating,
    /// Pairs of players who already shared a table in another series.
    pub repeated_pairs: usize,
    /// Players registered by this draw because the event had none (all active players).
    pub registered: usize,
}

/// A seed for a draw when none is given: small enough to write down.
fn fresh_seed() -> u64 {
    RandomState::new().hash_one(0u8) % 1_000_000
}

/// Draws series `series` of an event. If the event has no registered players yet, every
/// active player of the registry is registered first. A league match day seats its teams'
/// line-ups only ([`crate::store::leagues::lineup_teams`]), with `draw_team_tables`.
///
/// # Errors
/// An unknown event or series; a series with results already; a number of players that
/// cannot be seated at tables of 3 and 4.
pub fn draw_series(
    store: &mut Store,
    event: EventId,
    series: u16,
    seed: Option<u64>,
) -> Result<DrawOutcome> {
    draw_with(
        store,
        (event, series),
        seed,
        |entrants, sizes, past, seed| {
            Ok(match &entrants.teams {
                Some(teams) => draw_team_tables(teams, past, sizes, seed),
                None => draw_tables(&entrants.players, past, sizes, seed),
            })
        },
    )
}

/// A draw whose tables `arrange` makes from the series' players and the seed (a Preisskat's
/// seeded draw, mates kept apart: issue 22), with every check, the players and the writing of
/// [`draw_series`]. `arrange` gets the players to seat and gives the tables, table 1 first.
///
/// # Errors
/// As [`draw_series`]; whatever `arrange` refuses.
pub fn draw_series_by(
    store: &mut Store,
    at: (EventId, u16),
    seed: Option<u64>,
    arrange: impl FnOnce(&[PlayerId], u64) -> Result<Vec<Vec<PlayerId>>>,
) -> Result<DrawOutcome> {
    draw_with(store, at, seed, |entrants, _, past, seed| {
        let tables = arrange(&entrants.players, seed)?;
        let repeats = repeats_in(&tables, past);
        Ok((tables, repeats))
    })
}

/// The one way a series is drawn: the checks (the series exists and has no results), the
/// players (registered here when the event has none), the table sizes, then the tables
/// `arrange` makes with how many earlier pairs meet again, written in one transaction.
fn draw_with(
    store: &mut Store,
    (event, series): (EventId, u16),
    seed: Option<u64>,
    arrange: impl FnOnce(&Entrants, &[usize], &PairSet, u64) -> Result<(Vec<Vec<PlayerId>>, usize)>,
) -> Result<DrawOutcome> {
    let ev = super::event(store, event)?;
    check_series(&ev, series)?;
    refuse_if_scored(store, &ev, series)?;
    let tx = store.transaction()?;
    let entrants = entrants(&tx, event, series)?;
    let sizes = sizes_for(&tx, &ev, series, entrants.players.len())?;
    let past = past_pairs(&seating::all(&tx, event)?, series);
    let seed = seed.unwrap_or_else(fresh_seed);
    let (tables, repeated_pairs) = arrange(&entrants, &sizes, &past, seed)?;
    let seating_ = SeriesSeating { series, tables };
    replace_series(&tx, event, series, Some(seed as i64), &seating_.rows())?;
    tx.commit().map_err(StoreError::from)?;
    Ok(DrawOutcome {
        seed,
        seating: seating_,
        repeated_pairs,
        registered: entrants.registered,
    })
}

/// Who a draw seats.
struct Entrants {
    /// Every player to seat.
    players: Vec<PlayerId>,
    /// A league match day's line-ups, to keep team-mates apart.
    teams: Option<Vec<Vec<PlayerId>>>,
    /// Players registered by the draw because the event had none.
    registered: usize,
}

/// The players of a series: those registered for it, every active player of the registry if
/// the event has no registrations yet, or a league match day's line-ups (registered here).
fn entrants(conn: &Connection, event: EventId, series: u16) -> Result<Entrants> {
    let mut registered = 0;
    let mut players = events::players_for_series(conn, event, series)?;
    // A league match day seats the teams' line-ups only, teammates at different tables.
    let teams = crate::store::leagues::lineup_teams(conn, event, series)?;
    if teams.is_none() && players.is_empty() && !has_registrations(conn, event)? {
        registered = register_active(conn, event)?;
        players = events::players_for_series(conn, event, series)?;
    }
    if let Some(teams) = &teams {
        players = teams.concat();
        for &p in &players {
            events::register(conn, event, p)?;
        }
    }
    Ok(Entrants {
        players,
        teams,
        registered,
    })
}

/// Registers every active player of the registry for the event; returns how many.
fn register_active(conn: &Connection, event: EventId) -> Result<usize> {
    let mut registered = 0;
    for p in players::all(conn)?.into_iter().filter(|p| p.active) {
        events::register(conn, event, p.id)?;
        registered += 1;
    }
    Ok(registered)
}

/// The table sizes for `count` players of a series: 3 or 4 at each (B.2), 4 at a Schafkopf
/// event (D.1).
fn sizes_for(conn: &Connection, ev: &Event, series: u16, count: usize) -> Result<Vec<usize>> {
    let sizes = table_sizes(count, ev.table_preference).ok_or_else(|| {
        Refusal::new(SEATING_PLAYERS_COUNT)
            .param("count", count)
            .param("series", series)
            .rule("B.2")
    })?;
    if sizes.contains(&3) && super::schafkopf::tariff_of(conn, ev.id)?.is_some() {
        return Err(Refusal::new(SCHAFKOPF_SEATING_FOURS)
            .field("players")
            .value(count)
            .param("count", count)
            .rule("D.1")
            .into());
    }
    Ok(sizes)
}

/// Whether any player is registered for the event (for any series).
fn has_registrations(conn: &Connection, event: EventId) -> Result<bool> {
    Ok(!events::players_for_series(conn, event, 0)?.is_empty())
}

/// Refuses a new seating for a series with games or totals entered (B.2.2).
pub(super) fn refuse_if_scored(store: &Store, ev: &Event, series: u16) -> Result<()> {
    let scored = games::count_in_series(store.conn(), ev.id, series)?
        + totals::count_in_series(store.conn(), ev.id, series)?;
    if scored > 0 {
        return Err(Refusal::new(SEATING_SERIES_SCORED)
            .param("series", series)
            .rule("B.2.2")
            .into());
    }
    Ok(())
}

/// The seating of a series (empty when not drawn).
///
/// # Errors
/// An unknown event or series.
pub fn seating_of(store: &Store, event: EventId, series: u16) -> Result<SeriesSeating> {
    let ev = super::event(store, event)?;
    check_series(&ev, series)?;
    Ok(SeriesSeating::from_rows(
        series,
        &seating::series(store.conn(), event, series)?,
    ))
}

/// Stores a series' seating and the results of its lists (a seat change moves results).
pub(super) fn replace_series(
    conn: &Connection,
    event: EventId,
    series: u16,
    seed: Option<i64>,
    rows: &[SeatRow],
) -> Result<()> {
    seating::replace_series(conn, event, series, seed, rows)?;
    let ev = crate::store::events::get(conn, event)?;
    super::results::refresh(conn, &ev, crate::store::results::Scope::Series(series))
}

/// Refusals and notices as data: tests assert codes and parameters, not sentences. The
/// fixtures serve the totals tests too.
#[cfg(test)]
pub(super) mod refusals {
    use super::*;
    use crate::event::import_seating;
    use crate::event::{EventError, GameEntry, enter_game};
    use crate::i18n::{self, Lang};
    use crate::rules::{Code, Param, Rules};
    use crate::store::{EventKind, GameKey, NewEvent, NewPlayer, PlayerNo, TablePreference};

    /// A store with players P1 … Pn (ids 1 … n) and an event of two series.
    pub(crate) fn club(n: i64) -> (Store, EventId) {
        let mut store = Store::open_in_memory().expect("store");
        for i in 1..=n {
            let player = NewPlayer {
                number: Some(PlayerNo::new(&format!("P{i}")).expect("a player number")),
                first_name: format!("Vorname{i}"),
                last_name: format!("Nachname{i}"),
                club: None,
                membership_no: None,
                sex: None,
                birth_year: None,
            };
            players::insert(store.conn(), &player).expect("player");
        }
        let event = NewEvent {
            name: "Herbstpreisskat".into(),
            kind: EventKind::Tournament,
            date: chrono::NaiveDate::from_ymd_opt(2026, 11, 22).expect("date"),
            venue: "Vereinsheim".into(),
            series_count: 2,
            table_preference: TablePreference::Four,
            rules: Rules::default(),
        };
        let ev = crate::event::create_event(&mut store, &event).expect("event");
        (store, ev)
    }

    /// Seats series 1 table by table: `tables[0]` is table 1, players by their id.
    pub(crate) fn seat(store: &mut Store, ev: EventId, tables: &[&[i64]]) {
        let mut csv = String::from("series,table,seat,player_id\n");
        for (t, table) in tables.iter().enumerate() {
            for (s, p) in table.iter().enumerate() {
                csv.push_str(&format!("1,{},{},P{p}\n", t + 1, s + 1));
            }
        }
        import_seating(store, ev, csv.as_bytes()).expect("seating");
    }

    /// A passed deal at a table of series 1, so that table has games entered.
    pub(crate) fn score(store: &mut Store, ev: EventId, table: u16) {
        let entry = GameEntry {
            key: GameKey {
                series: 1,
                table,
                game: 1,
            },
            declarer: None,
            input: serde_json::from_str(r#"{"passed":true}"#).expect("game json"),
        };
        enter_game(store, ev, entry, "test").expect("a passed deal");
    }

    pub(crate) fn refusal<T: std::fmt::Debug>(result: Result<T>) -> Refusal {
        match result {
            Err(EventError::Refused(r)) => r,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    pub(crate) fn codes_of(notices: &[Refusal]) -> Vec<Code> {
        notices.iter().map(|n| n.code).collect()
    }

    pub(crate) fn int(n: i64) -> Param {
        Param::Int(n)
    }

    pub(crate) fn text(t: &str) -> Param {
        Param::Text(t.into())
    }

    pub(crate) fn tables(store: &Store, ev: EventId) -> Vec<Vec<i64>> {
        seating_of(store, ev, 1)
            .expect("seating")
            .tables
            .iter()
            .map(|t| t.iter().map(|p| p.0).collect())
            .collect()
    }

    #[test]
    fn five_players_cannot_be_drawn() {
        let (mut store, ev) = club(5);
        let r = refusal(draw_series(&mut store, ev, 1, Some(1)));
        assert_eq!(r.code, SEATING_PLAYERS_COUNT);
        assert_eq!(r.params["count"], int(5));
        assert_eq!(r.rule, Some("B.2"));
    }

    #[test]
    fn every_seating_code_reads_in_both_languages() {
        for code in ALL {
            for lang in [Lang::De, Lang::En] {
                assert!(
                    i18n::has_message(lang, &code.message_id()),
                    "{lang} lacks {code}"
                );
            }
        }
    }
}
