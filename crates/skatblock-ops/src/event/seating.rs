//! Seating: drawing the players of a series into tables of 4 and 3, importing a seating made
//! elsewhere, and the manual changes of a running event (swap, late arrival, withdrawal) —
//! each keeping every table at 3 or 4 players.

pub use skatblock_model::seating::SeriesSeating;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::hash::{BuildHasher, RandomState};

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::csv_input::{CsvFile, ImportError, RowError};
use super::schafkopf::codes::{
    SCHAFKOPF_EVENT_TABLES, SCHAFKOPF_SEATING_CHANGE, SCHAFKOPF_SEATING_FOURS,
};
use super::{Result, check_series};
use crate::rules::Refusal;
use crate::store::{
    Event, EventId, PlayerId, PlayerNo, SeatRow, Store, StoreError, TablePreference,
};
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

/// The table sizes for `n` players: as many 4-tables as possible, or as many 3-tables if the
/// event prefers them; 4-tables first. `None` for 1, 2 or 5 players, who cannot be seated.
pub fn table_sizes(n: usize, preference: TablePreference) -> Option<Vec<usize>> {
    let (fours, threes) = match preference {
        TablePreference::Four => {
            let threes = (4 - n % 4) % 4;
            (n.checked_sub(3 * threes)? / 4, threes)
        }
        TablePreference::Three => {
            let fours = n % 3;
            (fours, n.checked_sub(4 * fours)? / 3)
        }
    };
    (n > 0).then(|| [vec![4; fours], vec![3; threes]].concat())
}

type PairSet = HashSet<(PlayerId, PlayerId)>;

fn pair(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    (a.min(b), a.max(b))
}

/// Every pair of players who shared a table in the given seatings.
fn pairs_of<'a>(tables: impl Iterator<Item = &'a Vec<PlayerId>>) -> PairSet {
    let mut pairs = PairSet::new();
    for table in tables {
        for (i, &a) in table.iter().enumerate() {
            pairs.extend(table[i + 1..].iter().map(|&b| pair(a, b)));
        }
    }
    pairs
}

/// How many earlier table-mates `player` would meet at `table`, not counting `leaving`.
fn meetings(past: &PairSet, player: PlayerId, table: &[PlayerId], leaving: PlayerId) -> usize {
    table
        .iter()
        .filter(|&&q| q != leaving && q != player && past.contains(&pair(player, q)))
        .count()
}

/// A seeded draw of `players` into tables of `sizes`, then improved by swaps so that as few
/// pairs as possible meet again (`past`). The same input and seed give the same draw.
/// Returns the tables and the number of pairs who meet again.
pub fn draw_tables(
    players: &[PlayerId],
    past: &PairSet,
    sizes: &[usize],
    seed: u64,
) -> (Vec<Vec<PlayerId>>, usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut shuffled = players.to_vec();
    shuffled.shuffle(&mut rng);
    let mut rest = shuffled.as_slice();
    let mut tables: Vec<Vec<PlayerId>> = sizes
        .iter()
        .map(|&size| {
            let (table, tail) = rest.split_at(size);
            rest = tail;
            table.to_vec()
        })
        .collect();
    let mut repeats: usize = tables
        .iter()
        .map(|t| pairs_of(std::iter::once(t)).intersection(past).count())
        .sum();
    let positions: Vec<(usize, usize)> = tables
        .iter()
        .enumerate()
        .flat_map(|(t, table)| (0..table.len()).map(move |s| (t, s)))
        .collect();
    let budget = (players.len() * 60).clamp(2_000, 300_000);
    for _ in 0..budget {
        if repeats == 0 || tables.len() < 2 {
            break;
        }
        let (ta, sa) = positions[rng.random_range(0..positions.len())];
        let (tb, sb) = positions[rng.random_range(0..positions.len())];
        if ta == tb {
            continue;
        }
        let (a, b) = (tables[ta][sa], tables[tb][sb]);
        let before = meetings(past, a, &tables[ta], a) + meetings(past, b, &tables[tb], b);
        let after = meetings(past, a, &tables[tb], b) + meetings(past, b, &tables[ta], a);
        // Sideways moves now and then keep the search from sticking on a plateau.
        if after < before || (after == before && rng.random_bool(0.2)) {
            tables[ta][sa] = b;
            tables[tb][sb] = a;
            repeats = repeats + after - before;
        }
    }
    (tables, repeats)
}

/// A seeded draw of teams' line-ups into tables of `sizes` (RULES.md B.6.1) so that no two
/// players of one team share a table wherever possible, and secondarily few pairs meet again
/// (`past`). Each team in turn, the largest first, spreads its players over distinct tables
/// with the most free seats; swaps then lower the repeats without ever seating teammates
/// together again. Seat order within a table follows the seed. Returns the tables and the
/// number of pairs who meet again.
pub fn draw_team_tables(
    teams: &[Vec<PlayerId>],
    past: &PairSet,
    sizes: &[usize],
    seed: u64,
) -> (Vec<Vec<PlayerId>>, usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut order: Vec<Vec<PlayerId>> = teams.to_vec();
    order.shuffle(&mut rng);
    order.sort_by_key(|team| std::cmp::Reverse(team.len()));
    let team_of: HashMap<PlayerId, usize> = order
        .iter()
        .enumerate()
        .flat_map(|(t, team)| team.iter().map(move |&p| (p, t)))
        .collect();
    let mut tables: Vec<Vec<PlayerId>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    for team in &mut order {
        team.shuffle(&mut rng);
        let mut used = HashSet::new();
        for &player in team.iter() {
            let free = |t: usize, tables: &[Vec<PlayerId>]| sizes[t] - tables[t].len();
            let mut open: Vec<usize> = (0..tables.len())
                .filter(|&t| free(t, &tables) > 0)
                .collect();
            open.shuffle(&mut rng);
            // Distinct tables first, then the most free seats (a stable sort keeps the shuffle).
            open.sort_by_key(|&t| (used.contains(&t), std::cmp::Reverse(free(t, &tables))));
            let t = *open.first().expect("the sizes seat every player");
            used.insert(t);
            tables[t].push(player);
        }
    }
    let cost = |a: PlayerId, b: PlayerId| {
        let mates = usize::from(team_of.get(&a) == team_of.get(&b)) * 1_000;
        mates + usize::from(past.contains(&pair(a, b)))
    };
    let at = |player: PlayerId, table: &[PlayerId], leaving: PlayerId| -> usize {
        table
            .iter()
            .filter(|&&q| q != leaving && q != player)
            .map(|&q| cost(player, q))
            .sum()
    };
    let positions: Vec<(usize, usize)> = tables
        .iter()
        .enumerate()
        .flat_map(|(t, table)| (0..table.len()).map(move |s| (t, s)))
        .collect();
    let players = positions.len();
    for _ in 0..(players * 60).clamp(2_000, 300_000) {
        if tables.len() < 2 {
            break;
        }
        let (ta, sa) = positions[rng.random_range(0..players)];
        let (tb, sb) = positions[rng.random_range(0..players)];
        if ta == tb {
            continue;
        }
        let (a, b) = (tables[ta][sa], tables[tb][sb]);
        let before = at(a, &tables[ta], a) + at(b, &tables[tb], b);
        let after = at(a, &tables[tb], b) + at(b, &tables[ta], a);
        if after < before || (after == before && rng.random_bool(0.2)) {
            tables[ta][sa] = b;
            tables[tb][sb] = a;
        }
    }
    for table in &mut tables {
        table.shuffle(&mut rng);
    }
    let repeats = tables
        .iter()
        .map(|t| pairs_of(std::iter::once(t)).intersection(past).count())
        .sum();
    (tables, repeats)
}

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
    let ev = super::event(store, event)?;
    check_series(&ev, series)?;
    refuse_if_scored(store, &ev, series)?;
    let tx = store.transaction()?;
    let mut registered = 0;
    let mut drawn = events::players_for_series(&tx, event, series)?;
    // A league match day seats the teams' line-ups only, teammates at different tables.
    let teams = crate::store::leagues::lineup_teams(&tx, event, series)?;
    if teams.is_none() && drawn.is_empty() && !has_registrations(&tx, event)? {
        for p in players::all(&tx)?.into_iter().filter(|p| p.active) {
            events::register(&tx, event, p.id)?;
            registered += 1;
        }
        drawn = events::players_for_series(&tx, event, series)?;
    }
    if let Some(teams) = &teams {
        drawn = teams.concat();
        for &p in &drawn {
            events::register(&tx, event, p)?;
        }
    }
    let sizes = table_sizes(drawn.len(), ev.table_preference).ok_or_else(|| {
        Refusal::new(SEATING_PLAYERS_COUNT)
            .param("count", drawn.len())
            .param("series", series)
            .rule("B.2")
    })?;
    if sizes.contains(&3) && super::schafkopf::tariff_of(&tx, event)?.is_some() {
        return Err(Refusal::new(SCHAFKOPF_SEATING_FOURS)
            .field("players")
            .value(drawn.len())
            .param("count", drawn.len())
            .rule("D.1")
            .into());
    }
    let others = seating::all(&tx, event)?;
    let past = past_pairs(&others, series);
    let seed = seed.unwrap_or_else(fresh_seed);
    let (tables, repeated_pairs) = match &teams {
        Some(teams) => draw_team_tables(teams, &past, &sizes, seed),
        None => draw_tables(&drawn, &past, &sizes, seed),
    };
    let seating_ = SeriesSeating { series, tables };
    replace_series(&tx, event, series, Some(seed as i64), &seating_.rows())?;
    tx.commit().map_err(StoreError::from)?;
    Ok(DrawOutcome {
        seed,
        seating: seating_,
        repeated_pairs,
        registered,
    })
}

/// A Schafkopf table keeps its 4 players: no late arrival or withdrawal reshapes it (D.1).
fn refuse_change_of_fours(store: &Store, event: EventId) -> Result<()> {
    if super::schafkopf::tariff_of(store.conn(), event)?.is_some() {
        return Err(Refusal::new(SCHAFKOPF_SEATING_CHANGE).rule("D.1").into());
    }
    Ok(())
}

fn has_registrations(conn: &crate::store::Connection, event: EventId) -> Result<bool> {
    Ok(!events::players_for_series(conn, event, 0)?.is_empty())
}

/// Pairs who shared a table in any series but `series`.
fn past_pairs(rows: &[SeatRow], series: u16) -> PairSet {
    let mut tables: BTreeMap<(u16, u16), Vec<PlayerId>> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.series != series) {
        tables
            .entry((r.series, r.table))
            .or_default()
            .push(r.player);
    }
    pairs_of(tables.values())
}

fn refuse_if_scored(store: &Store, ev: &Event, series: u16) -> Result<()> {
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

/// The seating columns; `name` and `club` (as exported) are read over.
const SEATING_COLUMNS: [&str; 6] = ["series", "table", "seat", "player_id", "name", "club"];

/// Imports a seating made elsewhere (`series,table,seat,player_id`), replacing the seating of
/// every series in the file and registering the seated players. Returns the series imported.
///
/// # Errors
/// Every bad row; tables that are not seats 1..3 or 1..4; series with results already.
pub fn import_seating(store: &mut Store, event: EventId, csv: &[u8]) -> Result<Vec<u16>> {
    let ev = super::event(store, event)?;
    let file = CsvFile::parse(csv, &SEATING_COLUMNS, &SEATING_COLUMNS[..4])?;
    let known: HashMap<PlayerNo, PlayerId> = players::all(store.conn())?
        .into_iter()
        .map(|p| (p.number, p.id))
        .collect();
    let mut errors = Vec::new();
    let mut seats: BTreeMap<(u16, u16), BTreeMap<u8, (PlayerId, u64)>> = BTreeMap::new();
    let mut seated: BTreeMap<(u16, PlayerId), u64> = BTreeMap::new();
    for row in file.rows() {
        let parsed = (|| -> Result<(u16, u16, u8, PlayerId), RowError> {
            let series = row.required_int("series", 1..=i64::from(ev.series_count))? as u16;
            let table = row.required_int("table", 1..=9999)? as u16;
            let seat = row.required_int("seat", 1..=4)? as u8;
            let number = row.required_player_no("player_id")?;
            let Some(&player) = known.get(&number) else {
                return Err(row
                    .refuse("player_id", SEATING_PLAYER_UNKNOWN)
                    .param("player", number.to_string()));
            };
            if let Some(line) = seated.insert((series, player), row.line) {
                return Err(row
                    .refuse("player_id", SEATING_PLAYER_TWICE)
                    .param("player", number.to_string())
                    .param("series", series)
                    .param("other_line", line));
            }
            Ok((series, table, seat, player))
        })();
        match parsed {
            Ok((series, table, seat, player)) => {
                if let Some((_, line)) = seats
                    .entry((series, table))
                    .or_default()
                    .insert(seat, (player, row.line))
                {
                    errors.push(
                        row.refuse("seat", SEATING_SEAT_TWICE)
                            .param("seat", seat)
                            .param("table", table)
                            .param("series", series)
                            .param("other_line", line),
                    );
                }
            }
            Err(e) => errors.push(e),
        }
    }
    let schafkopf = super::schafkopf::tariff_of(store.conn(), event)?.is_some();
    for ((series, table), table_seats) in &seats {
        let numbers: Vec<u8> = table_seats.keys().copied().collect();
        if schafkopf && numbers != [1, 2, 3, 4] {
            let line = table_seats.values().map(|(_, l)| *l).min().unwrap_or(0);
            errors.push(
                RowError::new(
                    line,
                    "seat",
                    &format!("{numbers:?}"),
                    SCHAFKOPF_EVENT_TABLES,
                )
                .param("table", *table)
                .param("series", *series)
                .param("count", numbers.len())
                .rule("D.1"),
            );
        } else if numbers != [1, 2, 3] && numbers != [1, 2, 3, 4] {
            let line = table_seats.values().map(|(_, l)| *l).min().unwrap_or(0);
            errors.push(
                RowError::new(line, "seat", &format!("{numbers:?}"), SEATING_TABLE_SEATS)
                    .param("table", *table)
                    .param("series", *series)
                    .rule("B.2"),
            );
        }
    }
    if !errors.is_empty() {
        return Err(ImportError { errors }.into());
    }
    let series_list: Vec<u16> = seats
        .keys()
        .map(|(s, _)| *s)
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    for &s in &series_list {
        refuse_if_scored(store, &ev, s)?;
    }
    let tx = store.transaction()?;
    for &(_, player) in seated.keys() {
        events::register(&tx, event, player)?;
    }
    for &s in &series_list {
        let rows: Vec<SeatRow> = seats
            .iter()
            .filter(|((series, _), _)| *series == s)
            .flat_map(|(&(series, table), st)| {
                st.iter().map(move |(&seat, &(player, _))| SeatRow {
                    series,
                    table,
                    seat,
                    player,
                })
            })
            .collect();
        replace_series(&tx, event, s, None, &rows)?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(series_list)
}

/// Loads a series' seating for a manual change; it must have been drawn.
fn editable(store: &Store, event: EventId, series: u16) -> Result<(Event, SeriesSeating)> {
    let ev = super::event(store, event)?;
    check_series(&ev, series)?;
    let seats = SeriesSeating::from_rows(series, &seating::series(store.conn(), event, series)?);
    if seats.tables.is_empty() {
        return Err(Refusal::new(SEATING_SERIES_UNSEATED)
            .param("series", series)
            .into());
    }
    Ok((ev, seats))
}

/// Whether a table (index) has no games entered, so its seats may change.
fn is_open(store: &Store, event: EventId, series: u16, table: usize) -> Result<bool> {
    Ok(games::count_at_table(store.conn(), event, series, table as u16 + 1)? == 0)
}

fn require_open(store: &Store, event: EventId, series: u16, table: usize) -> Result<()> {
    if is_open(store, event, series, table)? {
        Ok(())
    } else {
        Err(Refusal::new(SEATING_TABLE_SCORED)
            .param("table", table + 1)
            .param("series", series)
            .rule("B.2.2")
            .into())
    }
}

fn save(store: &mut Store, event: EventId, seats: &SeriesSeating) -> Result<()> {
    let tx = store.transaction()?;
    replace_series(&tx, event, seats.series, None, &seats.rows())?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

fn seated(store: &Store, seats: &SeriesSeating, player: PlayerId) -> Result<(usize, usize)> {
    match seats.find(player) {
        Some(place) => Ok(place),
        None => Err(Refusal::new(SEATING_PLAYER_NOT_SEATED)
            .param("player", number_of(store, player)?)
            .param("series", seats.series)
            .into()),
    }
}

/// How a refusal or notice names a player: by the club's number (`#` and the internal id only
/// for a player who is not in the registry at all).
fn number_of(store: &Store, player: PlayerId) -> Result<String> {
    Ok(players::get(store.conn(), player)?
        .map_or_else(|| format!("#{}", player.0), |p| p.number.to_string()))
}

/// Swaps the seats of two players of a series. Returns the new seating and the notice
/// ([`SEATING_NOTICE_SWAPPED`]).
///
/// # Errors
/// A player not seated, or a table with games entered.
pub fn swap_players(
    store: &mut Store,
    event: EventId,
    series: u16,
    a: PlayerId,
    b: PlayerId,
) -> Result<(SeriesSeating, Refusal)> {
    let (_, mut seats) = editable(store, event, series)?;
    let ((ta, sa), (tb, sb)) = (seated(store, &seats, a)?, seated(store, &seats, b)?);
    require_open(store, event, series, ta)?;
    require_open(store, event, series, tb)?;
    seats.tables[ta][sa] = b;
    seats.tables[tb][sb] = a;
    let notice = Refusal::new(SEATING_NOTICE_SWAPPED)
        .param("first", number_of(store, a)?)
        .param("second", number_of(store, b)?)
        .param("series", series);
    save(store, event, &seats)?;
    Ok((seats, notice))
}

/// Seats a player who arrives late: at a 3-table, or at a new 3-table formed with one
/// player each from two 4-tables. Registers the player if needed. Returns the notice of what
/// was done ([`SEATING_NOTICE_JOINED`] or [`SEATING_NOTICE_NEW_TABLE`]).
///
/// # Errors
/// A player already seated or unknown; no open table can take the player.
pub fn add_late_player(
    store: &mut Store,
    event: EventId,
    series: u16,
    player: PlayerId,
) -> Result<Refusal> {
    refuse_change_of_fours(store, event)?;
    let (_, mut seats) = editable(store, event, series)?;
    let Some(late) = players::get(store.conn(), player)? else {
        return Err(Refusal::new(SEATING_PLAYER_UNKNOWN)
            .param("player", format!("#{}", player.0))
            .into());
    };
    let number = late.number.to_string();
    if seats.find(player).is_some() {
        return Err(Refusal::new(SEATING_PLAYER_SEATED)
            .param("player", number)
            .param("series", series)
            .into());
    }
    let open: Vec<usize> = (0..seats.tables.len())
        .filter(|&t| is_open(store, event, series, t).unwrap_or(false))
        .collect();
    let notice = if let Some(&t) = open.iter().rev().find(|&&t| seats.tables[t].len() == 3) {
        seats.tables[t].push(player);
        Refusal::new(SEATING_NOTICE_JOINED)
            .param("player", number)
            .param("table", t + 1)
            .param("seat", seats.tables[t].len())
            .param("series", series)
    } else {
        let fours: Vec<usize> = open
            .iter()
            .rev()
            .copied()
            .filter(|&t| seats.tables[t].len() == 4)
            .take(2)
            .collect();
        let [x, y] = fours[..] else {
            return Err(Refusal::new(SEATING_LATE_NO_TABLE)
                .param("player", number)
                .param("series", series)
                .rule("B.2")
                .into());
        };
        let movers = [seats.tables[x].pop(), seats.tables[y].pop()];
        let new_table: Vec<PlayerId> = movers.into_iter().flatten().chain([player]).collect();
        seats.tables.push(new_table);
        Refusal::new(SEATING_NOTICE_NEW_TABLE)
            .param("player", number)
            .param("table", seats.tables.len())
            .param("first_table", y + 1)
            .param("second_table", x + 1)
            .param("series", series)
    };
    let tx = store.transaction()?;
    events::register(&tx, event, player)?;
    replace_series(&tx, event, series, None, &seats.rows())?;
    tx.commit().map_err(StoreError::from)?;
    Ok(notice)
}

/// Withdraws a player from series `series` on. If the table drops to two players it is
/// refilled from an open 4-table, or its two players join two open 3-tables.
/// Returns the notices of what was done: [`SEATING_NOTICE_WITHDRAWN`] first, then any of
/// [`SEATING_NOTICE_MOVED`], [`SEATING_NOTICE_DISSOLVED`] and [`SEATING_NOTICE_RENUMBERED`].
///
/// # Errors
/// A table with games entered; no way to keep every table at 3 or 4 players.
pub fn withdraw_player(
    store: &mut Store,
    event: EventId,
    series: u16,
    player: PlayerId,
) -> Result<Vec<Refusal>> {
    refuse_change_of_fours(store, event)?;
    let ev = super::event(store, event)?;
    check_series(&ev, series)?;
    let number = number_of(store, player)?;
    if !events::is_registered(store.conn(), event, player)? {
        return Err(Refusal::new(SEATING_PLAYER_UNREGISTERED)
            .param("player", number)
            .param("event", event.0)
            .into());
    }
    let mut seats =
        SeriesSeating::from_rows(series, &seating::series(store.conn(), event, series)?);
    let mut notices = vec![
        Refusal::new(SEATING_NOTICE_WITHDRAWN)
            .param("player", number)
            .param("series", series),
    ];
    if let Some((t, s)) = seats.find(player) {
        require_open(store, event, series, t)?;
        seats.tables[t].remove(s);
        if seats.tables[t].len() == 2 {
            notices.extend(refill(store, event, &mut seats, t)?);
        }
    }
    let tx = store.transaction()?;
    events::withdraw(&tx, event, player, series)?;
    if !seats.tables.is_empty() {
        replace_series(&tx, event, series, None, &seats.rows())?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(notices)
}

/// Keeps table `t` (now two players) valid; returns the notices of what was done.
fn refill(
    store: &Store,
    event: EventId,
    seats: &mut SeriesSeating,
    t: usize,
) -> Result<Vec<Refusal>> {
    let series = seats.series;
    let open: Vec<usize> = (0..seats.tables.len())
        .filter(|&o| o != t && is_open(store, event, series, o).unwrap_or(false))
        .collect();
    if let Some(&four) = open.iter().rev().find(|&&o| seats.tables[o].len() == 4) {
        let mover = seats.tables[four]
            .pop()
            .expect("a 4-table has a fourth player");
        seats.tables[t].push(mover);
        return Ok(vec![
            Refusal::new(SEATING_NOTICE_MOVED)
                .param("player", number_of(store, mover)?)
                .param("from", four + 1)
                .param("to", t + 1)
                .param("series", series),
        ]);
    }
    let threes: Vec<usize> = open
        .iter()
        .copied()
        .filter(|&o| seats.tables[o].len() == 3)
        .take(2)
        .collect();
    let [x, y] = threes[..] else {
        return Err(Refusal::new(SEATING_WITHDRAW_NO_TABLE)
            .param("table", t + 1)
            .param("series", series)
            .rule("B.2")
            .into());
    };
    // Table numbers stay as they are, games are stored by them: the dissolved table's number
    // goes to the last table, which must still be open to change its number.
    let last = seats.tables.len() - 1;
    if t != last && !is_open(store, event, series, last)? {
        return Err(Refusal::new(SEATING_WITHDRAW_LAST_SCORED)
            .param("table", t + 1)
            .param("last", last + 1)
            .param("series", series)
            .rule("B.2.2")
            .into());
    }
    let (a, b) = (seats.tables[t][0], seats.tables[t][1]);
    seats.tables[x].push(a);
    seats.tables[y].push(b);
    let mut notices = vec![
        Refusal::new(SEATING_NOTICE_DISSOLVED)
            .param("table", t + 1)
            .param("first", number_of(store, a)?)
            .param("first_table", x + 1)
            .param("second", number_of(store, b)?)
            .param("second_table", y + 1)
            .param("series", series),
    ];
    seats.tables.swap(t, last);
    if t != last {
        notices.push(
            Refusal::new(SEATING_NOTICE_RENUMBERED)
                .param("from", last + 1)
                .param("to", t + 1)
                .param("series", series),
        );
    }
    seats.tables.truncate(last);
    Ok(notices)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(n: i64) -> Vec<PlayerId> {
        (1..=n).map(PlayerId).collect()
    }

    #[test]
    fn as_many_four_tables_as_possible() {
        assert_eq!(table_sizes(12, TablePreference::Four), Some(vec![4, 4, 4]));
        assert_eq!(
            table_sizes(13, TablePreference::Four),
            Some(vec![4, 3, 3, 3])
        );
        assert_eq!(table_sizes(7, TablePreference::Four), Some(vec![4, 3]));
        assert_eq!(table_sizes(6, TablePreference::Four), Some(vec![3, 3]));
        assert_eq!(
            table_sizes(5, TablePreference::Four),
            None,
            "5 players cannot be seated"
        );
        assert_eq!(table_sizes(2, TablePreference::Four), None);
        assert_eq!(table_sizes(0, TablePreference::Four), None);
    }

    #[test]
    fn or_as_many_three_tables_if_preferred() {
        assert_eq!(
            table_sizes(12, TablePreference::Three),
            Some(vec![3, 3, 3, 3])
        );
        assert_eq!(
            table_sizes(13, TablePreference::Three),
            Some(vec![4, 3, 3, 3])
        );
        assert_eq!(table_sizes(8, TablePreference::Three), Some(vec![4, 4]));
        assert_eq!(table_sizes(5, TablePreference::Three), None);
    }

    #[test]
    fn every_size_from_6_on_can_be_seated() {
        for n in 6..2000 {
            for pref in [TablePreference::Four, TablePreference::Three] {
                let sizes = table_sizes(n, pref).unwrap_or_else(|| panic!("{n} players"));
                assert_eq!(sizes.iter().sum::<usize>(), n);
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_draw() {
        let players = ids(40);
        let sizes = table_sizes(40, TablePreference::Four).expect("40 fit");
        let a = draw_tables(&players, &PairSet::new(), &sizes, 7);
        let b = draw_tables(&players, &PairSet::new(), &sizes, 7);
        let c = draw_tables(&players, &PairSet::new(), &sizes, 8);
        assert_eq!(a, b, "reproducible");
        assert_ne!(a.0, c.0, "another seed, another draw");
    }

    /// The table sizes of a league draw and whether any two teammates share a table.
    fn team_draw(team_sizes: &[i64]) -> (Vec<usize>, bool) {
        let mut next = 0;
        let teams: Vec<Vec<PlayerId>> = team_sizes
            .iter()
            .map(|&n| {
                next += n;
                ((next - n + 1)..=next).map(PlayerId).collect()
            })
            .collect();
        let sizes = table_sizes(next as usize, TablePreference::Four).expect("seatable");
        let (tables, _) = draw_team_tables(&teams, &PairSet::new(), &sizes, 11);
        let mut got: Vec<usize> = tables.iter().map(Vec::len).collect();
        got.sort_unstable_by(|a, b| b.cmp(a));
        let team = |p: &PlayerId| teams.iter().position(|t| t.contains(p));
        let mates = tables.iter().any(|t| {
            let mut of: Vec<_> = t.iter().map(team).collect();
            of.sort();
            of.windows(2).any(|w| w[0] == w[1])
        });
        (got, mates)
    }

    #[test]
    fn league_line_ups_follow_the_layouts_of_b_6_1() {
        assert_eq!(
            team_draw(&[4, 4, 4, 3]),
            (vec![4, 4, 4, 3], false),
            "4-4-4-3: three 4-tables and one 3-table, no teammates together"
        );
        assert_eq!(
            team_draw(&[4, 4, 3, 3]),
            (vec![4, 4, 3, 3], false),
            "4-4-3-3: two 4-tables and two 3-tables"
        );
        assert_eq!(
            team_draw(&[3, 3, 3, 3]),
            (vec![4, 4, 4], false),
            "3-3-3-3: three 4-tables"
        );
        assert_eq!(
            team_draw(&[4, 4, 4, 4]),
            (vec![4, 4, 4, 4], false),
            "4-4-4-4: four 4-tables, one player of each team at each"
        );
    }

    #[test]
    fn a_league_draw_is_reproducible_and_avoids_earlier_table_mates() {
        let teams: Vec<Vec<PlayerId>> = (0..4)
            .map(|t| ids(4)[..].iter().map(|p| PlayerId(p.0 + 4 * t)).collect())
            .collect();
        let sizes = [4, 4, 4, 4];
        let first = draw_team_tables(&teams, &PairSet::new(), &sizes, 3);
        assert_eq!(first, draw_team_tables(&teams, &PairSet::new(), &sizes, 3));
        let past = pairs_of(first.0.iter());
        let (second, repeats) = draw_team_tables(&teams, &past, &sizes, 4);
        assert_eq!(
            repeats, 0,
            "16 players of 4 teams can all meet new opponents"
        );
        assert_eq!(pairs_of(second.iter()).intersection(&past).count(), 0);
    }

    #[test]
    fn later_series_avoid_earlier_table_mates() {
        let players = ids(48);
        let sizes = table_sizes(48, TablePreference::Four).expect("48 fit");
        let (first, _) = draw_tables(&players, &PairSet::new(), &sizes, 1);
        let past = pairs_of(first.iter());
        let (second, repeats) = draw_tables(&players, &past, &sizes, 2);
        assert_eq!(
            repeats, 0,
            "48 players at 12 tables can all meet new people"
        );
        assert_eq!(pairs_of(second.iter()).intersection(&past).count(), 0);
        let mut all: Vec<PlayerId> = second.concat();
        all.sort();
        assert_eq!(all, players, "every player is seated exactly once");
    }
}

/// Refusals and notices as data: tests assert codes and parameters, not sentences. The
/// fixtures serve the totals tests too.
#[cfg(test)]
pub(super) mod refusals {
    use super::*;
    use crate::event::{EventError, GameEntry, enter_game};
    use crate::i18n::{self, Lang};
    use crate::rules::{Code, Param, Rules};
    use crate::store::{EventKind, GameKey, NewEvent, NewPlayer};

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

    fn codes_of(notices: &[Refusal]) -> Vec<Code> {
        notices.iter().map(|n| n.code).collect()
    }

    pub(crate) fn int(n: i64) -> Param {
        Param::Int(n)
    }

    pub(crate) fn text(t: &str) -> Param {
        Param::Text(t.into())
    }

    fn tables(store: &Store, ev: EventId) -> Vec<Vec<i64>> {
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
    fn a_seating_import_reports_every_bad_row_by_code() {
        let (mut store, ev) = club(7);
        let csv = "series,table,seat,player_id\n1,1,1,P1\n1,1,2,P2\n1,2,1,P99\n1,2,2,P1\n3,1,1,P5\n1,1,2,P6\n";
        let Err(EventError::Import(e)) = import_seating(&mut store, ev, csv.as_bytes()) else {
            panic!("expected an import error");
        };
        let rows: Vec<(u64, &str, &str, Code)> = e
            .errors
            .iter()
            .map(|r| (r.line, r.column(), r.value(), r.refusal.code))
            .collect();
        assert_eq!(
            rows,
            [
                (4, "player_id", "P99", SEATING_PLAYER_UNKNOWN),
                (5, "player_id", "P1", SEATING_PLAYER_TWICE),
                (
                    6,
                    "series",
                    "3",
                    crate::event::import_codes::IMPORT_INT_RANGE
                ),
                (7, "seat", "2", SEATING_SEAT_TWICE),
                (2, "seat", "[1, 2]", SEATING_TABLE_SEATS),
            ]
        );
        assert_eq!(e.errors[0].refusal.params["player"], text("P99"));
        assert_eq!(e.errors[1].refusal.params["other_line"], int(2));
        assert_eq!(e.errors[3].refusal.params["other_line"], int(3));
        assert_eq!(e.errors[4].refusal.params["table"], int(1));
        assert!(
            seating_of(&store, ev, 1)
                .expect("seating")
                .tables
                .is_empty()
        );
    }

    #[test]
    fn seating_changes_say_what_they_did_as_notices() {
        let (mut store, ev) = club(9);
        seat(&mut store, ev, &[&[1, 2, 3, 4], &[5, 6, 7]]);

        let (seats, notice) =
            swap_players(&mut store, ev, 1, PlayerId(1), PlayerId(5)).expect("swap");
        assert_eq!(seats.tables[0][0], PlayerId(5));
        assert_eq!(notice.code, SEATING_NOTICE_SWAPPED);
        assert_eq!(
            (&notice.params["first"], &notice.params["second"]),
            (&text("P1"), &text("P5"))
        );

        let joined = add_late_player(&mut store, ev, 1, PlayerId(8)).expect("joins table 2");
        assert_eq!(joined.code, SEATING_NOTICE_JOINED);
        assert_eq!(
            (&joined.params["table"], &joined.params["seat"]),
            (&int(2), &int(4))
        );

        let new_table = add_late_player(&mut store, ev, 1, PlayerId(9)).expect("new table");
        assert_eq!(new_table.code, SEATING_NOTICE_NEW_TABLE);
        assert_eq!(new_table.params["table"], int(3));
        assert_eq!(
            (
                &new_table.params["first_table"],
                &new_table.params["second_table"]
            ),
            (&int(1), &int(2))
        );
        assert_eq!(
            i18n::refusal(Lang::En, &new_table),
            "new table 3 with player P9 and one player each from tables 1 and 2"
        );
        assert_eq!(
            i18n::refusal(Lang::De, &new_table),
            "neuer Tisch 3 mit Spieler P9 und je einem Spieler der Tische 1 und 2"
        );

        let withdrawn = withdraw_player(&mut store, ev, 1, PlayerId(9)).expect("withdraw");
        assert_eq!(
            codes_of(&withdrawn),
            [SEATING_NOTICE_WITHDRAWN, SEATING_NOTICE_DISSOLVED]
        );
        assert_eq!(withdrawn[1].params["table"], int(3));
        let sizes: Vec<usize> = tables(&store, ev).iter().map(Vec::len).collect();
        assert_eq!(sizes, [4, 4]);

        let seated = refusal(add_late_player(&mut store, ev, 1, PlayerId(8)));
        assert_eq!(seated.code, SEATING_PLAYER_SEATED);
        assert_eq!(seated.params["player"], text("P8"));
    }

    #[test]
    fn a_table_of_two_is_refilled_from_a_four_table() {
        let (mut store, ev) = club(7);
        seat(&mut store, ev, &[&[1, 2, 3, 4], &[5, 6, 7]]);
        let notices = withdraw_player(&mut store, ev, 1, PlayerId(6)).expect("withdraw");
        assert_eq!(
            codes_of(&notices),
            [SEATING_NOTICE_WITHDRAWN, SEATING_NOTICE_MOVED]
        );
        let moved = &notices[1];
        assert_eq!(moved.params["player"], text("P4"));
        assert_eq!(
            (&moved.params["from"], &moved.params["to"]),
            (&int(1), &int(2))
        );
        assert_eq!(tables(&store, ev), [vec![1, 2, 3], vec![5, 7, 4]]);
    }

    #[test]
    fn a_dissolved_table_gives_its_number_to_the_last_table() {
        let (mut store, ev) = club(12);
        seat(
            &mut store,
            ev,
            &[&[1, 2, 3], &[4, 5, 6], &[7, 8, 9], &[10, 11, 12]],
        );
        let notices = withdraw_player(&mut store, ev, 1, PlayerId(1)).expect("withdraw");
        assert_eq!(
            codes_of(&notices),
            [
                SEATING_NOTICE_WITHDRAWN,
                SEATING_NOTICE_DISSOLVED,
                SEATING_NOTICE_RENUMBERED
            ]
        );
        assert_eq!(
            (&notices[2].params["from"], &notices[2].params["to"]),
            (&int(4), &int(1))
        );
        assert_eq!(
            tables(&store, ev),
            [vec![10, 11, 12], vec![4, 5, 6, 2], vec![7, 8, 9, 3]]
        );
    }

    #[test]
    fn a_scored_last_table_keeps_its_number_and_players() {
        let (mut store, ev) = club(12);
        let before: &[&[i64]] = &[&[1, 2, 3], &[4, 5, 6], &[7, 8, 9], &[10, 11, 12]];
        seat(&mut store, ev, before);
        score(&mut store, ev, 4);
        let r = refusal(withdraw_player(&mut store, ev, 1, PlayerId(1)));
        assert_eq!(r.code, SEATING_WITHDRAW_LAST_SCORED);
        assert_eq!((&r.params["table"], &r.params["last"]), (&int(1), &int(4)));
        let unchanged: Vec<Vec<i64>> = before.iter().map(|t| t.to_vec()).collect();
        assert_eq!(tables(&store, ev), unchanged, "nothing was written");
    }

    #[test]
    fn scored_tables_and_series_refuse_changes() {
        let (mut store, ev) = club(8);
        seat(&mut store, ev, &[&[1, 2, 3, 4], &[5, 6, 7]]);
        score(&mut store, ev, 2);

        let r = refusal(swap_players(&mut store, ev, 1, PlayerId(1), PlayerId(5)));
        assert_eq!(r.code, SEATING_TABLE_SCORED);
        assert_eq!(
            (&r.params["table"], &r.params["series"]),
            (&int(2), &int(1))
        );
        assert_eq!(r.rule, Some("B.2.2"));

        let r = refusal(draw_series(&mut store, ev, 1, Some(1)));
        assert_eq!(r.code, SEATING_SERIES_SCORED);
        assert_eq!(r.params["series"], int(1));

        let r = refusal(add_late_player(&mut store, ev, 1, PlayerId(8)));
        assert_eq!(r.code, SEATING_LATE_NO_TABLE, "only one open 4-table");
    }

    #[test]
    fn a_table_of_two_no_open_table_can_take_is_refused() {
        let (mut store, ev) = club(6);
        seat(&mut store, ev, &[&[1, 2, 3], &[4, 5, 6]]);
        score(&mut store, ev, 2);
        let r = refusal(withdraw_player(&mut store, ev, 1, PlayerId(1)));
        assert_eq!(r.code, SEATING_WITHDRAW_NO_TABLE);
        assert_eq!(r.params["table"], int(1));
        assert_eq!(tables(&store, ev), [vec![1, 2, 3], vec![4, 5, 6]]);
    }

    #[test]
    fn players_and_series_are_checked() {
        let (mut store, ev) = club(8);
        seat(&mut store, ev, &[&[1, 2, 3, 4], &[5, 6, 7]]);

        let r = refusal(swap_players(&mut store, ev, 1, PlayerId(1), PlayerId(8)));
        assert_eq!(r.code, SEATING_PLAYER_NOT_SEATED);
        assert_eq!(r.params["player"], text("P8"));

        let r = refusal(swap_players(&mut store, ev, 2, PlayerId(1), PlayerId(2)));
        assert_eq!(r.code, SEATING_SERIES_UNSEATED);
        assert_eq!(r.params["series"], int(2));

        let r = refusal(withdraw_player(&mut store, ev, 1, PlayerId(8)));
        assert_eq!(r.code, SEATING_PLAYER_UNREGISTERED);
        assert_eq!(r.params["player"], text("P8"));

        let r = refusal(add_late_player(&mut store, ev, 1, PlayerId(99)));
        assert_eq!(r.code, SEATING_PLAYER_UNKNOWN);
        assert_eq!(r.params["player"], text("#99"));
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

/// Stores a series' seating and the results of its lists (a seat change moves results).
fn replace_series(
    conn: &crate::store::Connection,
    event: EventId,
    series: u16,
    seed: Option<i64>,
    rows: &[SeatRow],
) -> Result<()> {
    seating::replace_series(conn, event, series, seed, rows)?;
    let ev = crate::store::events::get(conn, event)?;
    super::results::refresh(conn, &ev, crate::store::results::Scope::Series(series))
}
