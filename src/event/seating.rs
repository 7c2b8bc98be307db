//! Seating: drawing the players of a series into tables of 4 and 3, importing a seating made
//! elsewhere, and the manual changes of a running event (swap, late arrival, withdrawal) —
//! each keeping every table at 3 or 4 players.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::hash::{BuildHasher, RandomState};

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::csv_input::{CsvFile, ImportError, RowError};
use super::{EventError, Result, check_series};
use crate::store::{
    Event, EventId, PlayerId, PlayerNo, SeatRow, Store, StoreError, TablePreference,
};
use crate::store::{events, games, players, seating, totals};

/// The seating of one series: tables in order, players in seat order (seat 1 deals first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeriesSeating {
    /// Series.
    pub series: u16,
    /// `tables[0]` is table 1.
    pub tables: Vec<Vec<PlayerId>>,
}

impl SeriesSeating {
    fn from_rows(series: u16, rows: &[SeatRow]) -> SeriesSeating {
        let mut tables: BTreeMap<u16, Vec<PlayerId>> = BTreeMap::new();
        for row in rows.iter().filter(|r| r.series == series) {
            tables.entry(row.table).or_default().push(row.player);
        }
        SeriesSeating {
            series,
            tables: tables.into_values().collect(),
        }
    }

    /// The seats as rows for the store.
    pub fn rows(&self) -> Vec<SeatRow> {
        let mut rows = Vec::new();
        for (t, table) in self.tables.iter().enumerate() {
            for (s, &player) in table.iter().enumerate() {
                rows.push(SeatRow {
                    series: self.series,
                    table: t as u16 + 1,
                    seat: s as u8 + 1,
                    player,
                });
            }
        }
        rows
    }

    /// (table index, seat index) of a player.
    pub fn find(&self, player: PlayerId) -> Option<(usize, usize)> {
        self.tables
            .iter()
            .enumerate()
            .find_map(|(t, table)| table.iter().position(|&p| p == player).map(|s| (t, s)))
    }
}

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
/// active player of the registry is registered first.
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
    if drawn.is_empty() && !has_registrations(&tx, event)? {
        for p in players::all(&tx)?.into_iter().filter(|p| p.active) {
            events::register(&tx, event, p.id)?;
            registered += 1;
        }
        drawn = events::players_for_series(&tx, event, series)?;
    }
    let sizes = table_sizes(drawn.len(), ev.table_preference).ok_or_else(|| {
        EventError::Invalid(format!(
            "{} players cannot be seated at tables of 3 and 4 players; register or withdraw a player",
            drawn.len()
        ))
    })?;
    let others = seating::all(&tx, event)?;
    let past = past_pairs(&others, series);
    let seed = seed.unwrap_or_else(fresh_seed);
    let (tables, repeated_pairs) = draw_tables(&drawn, &past, &sizes, seed);
    let seating_ = SeriesSeating { series, tables };
    seating::replace_series(&tx, event, series, Some(seed as i64), &seating_.rows())?;
    tx.commit().map_err(StoreError::from)?;
    Ok(DrawOutcome {
        seed,
        seating: seating_,
        repeated_pairs,
        registered,
    })
}

fn has_registrations(conn: &rusqlite::Connection, event: EventId) -> Result<bool> {
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
        return Err(EventError::Invalid(format!(
            "series {series} already has results entered; its seating can only be changed table by table (swap, late arrival, withdrawal)"
        )));
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
                return Err(row.error(
                    "player_id",
                    format!("no player {number} in the registry; import the players first"),
                ));
            };
            if let Some(line) = seated.insert((series, player), row.line) {
                return Err(row.error(
                    "player_id",
                    format!(
                        "player {number} is seated twice in series {series} (also line {line})"
                    ),
                ));
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
                    errors.push(row.error("seat", format!("seat {seat} of table {table} in series {series} is taken twice (also line {line})")));
                }
            }
            Err(e) => errors.push(e),
        }
    }
    for ((series, table), table_seats) in &seats {
        let numbers: Vec<u8> = table_seats.keys().copied().collect();
        if numbers != [1, 2, 3] && numbers != [1, 2, 3, 4] {
            let line = table_seats.values().map(|(_, l)| *l).min().unwrap_or(0);
            errors.push(RowError {
                line,
                column: "seat".into(),
                value: format!("{numbers:?}"),
                reason: format!("table {table} of series {series} must have seats 1..3 or 1..4"),
            });
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
        seating::replace_series(&tx, event, s, None, &rows)?;
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
        return Err(EventError::Invalid(format!(
            "series {series} has no seating yet; draw it first"
        )));
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
        Err(EventError::Invalid(format!(
            "table {} of series {series} already has games entered; its seats stay as they are",
            table + 1
        )))
    }
}

fn save(store: &mut Store, event: EventId, seats: &SeriesSeating) -> Result<()> {
    let tx = store.transaction()?;
    seating::replace_series(&tx, event, seats.series, None, &seats.rows())?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

fn seated(store: &Store, seats: &SeriesSeating, player: PlayerId) -> Result<(usize, usize)> {
    match seats.find(player) {
        Some(place) => Ok(place),
        None => Err(EventError::Invalid(format!(
            "player {} is not seated in series {}",
            number_of(store, player)?,
            seats.series
        ))),
    }
}

/// How a message names a player: by the club's number (the internal id only for a player who
/// is not in the registry at all).
fn number_of(store: &Store, player: PlayerId) -> Result<String> {
    Ok(players::get(store.conn(), player)?.map_or_else(
        || format!("with internal id {}", player.0),
        |p| p.number.to_string(),
    ))
}

/// Swaps the seats of two players of a series.
///
/// # Errors
/// A player not seated, or a table with games entered.
pub fn swap_players(
    store: &mut Store,
    event: EventId,
    series: u16,
    a: PlayerId,
    b: PlayerId,
) -> Result<SeriesSeating> {
    let (_, mut seats) = editable(store, event, series)?;
    let ((ta, sa), (tb, sb)) = (seated(store, &seats, a)?, seated(store, &seats, b)?);
    require_open(store, event, series, ta)?;
    require_open(store, event, series, tb)?;
    seats.tables[ta][sa] = b;
    seats.tables[tb][sb] = a;
    save(store, event, &seats)?;
    Ok(seats)
}

/// Seats a player who arrives late: at a 3-table, or at a new 3-table formed with one
/// player each from two 4-tables. Registers the player if needed. Returns a description.
///
/// # Errors
/// A player already seated or unknown; no open table can take the player.
pub fn add_late_player(
    store: &mut Store,
    event: EventId,
    series: u16,
    player: PlayerId,
) -> Result<String> {
    let (_, mut seats) = editable(store, event, series)?;
    let Some(late) = players::get(store.conn(), player)? else {
        return Err(EventError::Invalid(format!(
            "no player with internal id {} in the registry",
            player.0
        )));
    };
    let number = late.number;
    if seats.find(player).is_some() {
        return Err(EventError::Invalid(format!(
            "player {number} is already seated in series {series}"
        )));
    }
    let open: Vec<usize> = (0..seats.tables.len())
        .filter(|&t| is_open(store, event, series, t).unwrap_or(false))
        .collect();
    let message = if let Some(&t) = open.iter().rev().find(|&&t| seats.tables[t].len() == 3) {
        seats.tables[t].push(player);
        format!("player {number} joins table {} as seat 4", t + 1)
    } else {
        let fours: Vec<usize> = open
            .iter()
            .rev()
            .copied()
            .filter(|&t| seats.tables[t].len() == 4)
            .take(2)
            .collect();
        let [x, y] = fours[..] else {
            return Err(EventError::Invalid("no open table can take a late player: every open table is full and fewer than two 4-tables are open".into()));
        };
        let movers = [seats.tables[x].pop(), seats.tables[y].pop()];
        let new_table: Vec<PlayerId> = movers.into_iter().flatten().chain([player]).collect();
        seats.tables.push(new_table);
        format!(
            "new table {} with player {number} and one player each from tables {} and {}",
            seats.tables.len(),
            y + 1,
            x + 1
        )
    };
    let tx = store.transaction()?;
    events::register(&tx, event, player)?;
    seating::replace_series(&tx, event, series, None, &seats.rows())?;
    tx.commit().map_err(StoreError::from)?;
    Ok(message)
}

/// Withdraws a player from series `series` on. If the table drops to two players it is
/// refilled from an open 4-table, or its two players join two open 3-tables.
/// Returns a description.
///
/// # Errors
/// A table with games entered; no way to keep every table at 3 or 4 players.
pub fn withdraw_player(
    store: &mut Store,
    event: EventId,
    series: u16,
    player: PlayerId,
) -> Result<String> {
    let ev = super::event(store, event)?;
    check_series(&ev, series)?;
    let number = number_of(store, player)?;
    if !events::is_registered(store.conn(), event, player)? {
        return Err(EventError::Invalid(format!(
            "player {number} is not registered for event {event}"
        )));
    }
    let mut seats =
        SeriesSeating::from_rows(series, &seating::series(store.conn(), event, series)?);
    let mut message = format!("player {number} withdrawn from series {series} on");
    if let Some((t, s)) = seats.find(player) {
        require_open(store, event, series, t)?;
        seats.tables[t].remove(s);
        if seats.tables[t].len() == 2 {
            message.push_str(&refill(store, event, &mut seats, t)?);
        }
    }
    let tx = store.transaction()?;
    events::withdraw(&tx, event, player, series)?;
    if !seats.tables.is_empty() {
        seating::replace_series(&tx, event, series, None, &seats.rows())?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(message)
}

/// Keeps table `t` (now two players) valid; returns what was done.
fn refill(store: &Store, event: EventId, seats: &mut SeriesSeating, t: usize) -> Result<String> {
    let series = seats.series;
    let open: Vec<usize> = (0..seats.tables.len())
        .filter(|&o| o != t && is_open(store, event, series, o).unwrap_or(false))
        .collect();
    if let Some(&four) = open.iter().rev().find(|&&o| seats.tables[o].len() == 4) {
        let mover = seats.tables[four]
            .pop()
            .expect("a 4-table has a fourth player");
        seats.tables[t].push(mover);
        return Ok(format!(
            "; player {} moves from table {} to table {}",
            number_of(store, mover)?,
            four + 1,
            t + 1
        ));
    }
    let threes: Vec<usize> = open
        .iter()
        .copied()
        .filter(|&o| seats.tables[o].len() == 3)
        .take(2)
        .collect();
    let [x, y] = threes[..] else {
        return Err(EventError::Invalid(format!(
            "table {} would keep only two players and no open table can take them",
            t + 1
        )));
    };
    let (a, b) = (seats.tables[t][0], seats.tables[t][1]);
    let (a_no, b_no) = (number_of(store, a)?, number_of(store, b)?);
    seats.tables[x].push(a);
    seats.tables[y].push(b);
    let last = seats.tables.len() - 1;
    let moved = if t != last && is_open(store, event, series, last)? {
        seats.tables.swap(t, last);
        format!("; table {} moves to table {}", last + 1, t + 1)
    } else {
        String::new()
    };
    seats.tables[last].clear();
    seats.tables.retain(|table| !table.is_empty());
    Ok(format!(
        "; table {} is dissolved: player {a_no} joins table {}, player {b_no} joins table {}{moved}",
        t + 1,
        x + 1,
        y + 1
    ))
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
