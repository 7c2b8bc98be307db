//! Totals-only mode: events whose lists are added up at the table send each player's sums
//! (`series,player_id,points,won,lost`); the opponents' lost games follow from the table.

use crate::store::results::Scope;
use std::collections::{BTreeSet, HashMap, HashSet};

use super::Result;
use super::csv_input::{CsvFile, CsvRow, ImportError, RowError, all_or_nothing, read_rows};
use super::results::ListData;
use crate::rules::{Refusal, TableSize};
use crate::schafkopf::Tariff;
use crate::store::TotalsRow;
use crate::store::{Connection, Event, EventId, PlayerId, PlayerNo, SeatRow, Store, StoreError};
use crate::store::{games, players, seating, totals};

/// The codes of totals-only results: the refusals of a totals import and of a table's totals
/// entered in the app. Players are named by their number (param `player`; `#id` for one
/// missing from the registry), tables and series by number.
pub mod codes {
    crate::rules::codes! {
        /// A player number not in the registry; param `player`.
        TOTALS_PLAYER_UNKNOWN = "totals.player.unknown";
        /// A player without a seat in the series; params `player`, `series`.
        TOTALS_PLAYER_NOT_SEATED = "totals.player.not-seated";
        /// A player who is not seated at the table entered; params `player`, `table`, `series`.
        TOTALS_PLAYER_NOT_AT_TABLE = "totals.player.not-at-table";
        /// A seated player without totals; params `player`, `table`, `series`, `count`.
        TOTALS_PLAYER_MISSING = "totals.player.missing";
        /// A player twice among a table's totals; params `player`, `series`.
        TOTALS_PLAYER_TWICE = "totals.player.twice";
        /// A player twice for one series in a file; params `player`, `series`, `other_line`.
        TOTALS_PLAYER_TWICE_IN_FILE = "totals.player.twice-in-file";
        /// A player whose totals for the series are stored already; params `player`, `series`.
        TOTALS_PLAYER_STORED = "totals.player.stored";
        /// More own games than a series has; params `player`, `sum`, `games`, `size` (B.2.1).
        TOTALS_GAMES_EXCEEDED = "totals.games.exceeded";
        /// Game points out of range; params `player`, `min`, `max`.
        TOTALS_POINTS_RANGE = "totals.points.range";
        /// A table whose games are entered one by one; params `table`, `series`.
        TOTALS_TABLE_SCORED = "totals.table.scored";
        /// A table the series does not have; params `series`, `max`.
        TOTALS_TABLE_RANGE = "totals.table.range";
        /// A series without seating; param `series`.
        TOTALS_SERIES_UNSEATED = "totals.series.unseated";
        /// A row of another series than the table's totals; param `series` (the table's).
        TOTALS_SERIES_MISMATCH = "totals.series.mismatch";
        /// A Schafkopf table whose results do not add up to zero; params `table`, `series`,
        /// `sum` (D.3).
        TOTALS_SCHAFKOPF_ZERO_SUM = "totals.schafkopf.zero-sum";
    }
}

use codes::*;

/// The limits of a player's game points in a series (far beyond any real list).
const POINTS: std::ops::RangeInclusive<i64> = -100_000..=100_000;

pub(crate) const COLUMNS: [&str; 5] = ["series", "player_id", "points", "won", "lost"];

/// Imports totals, all or nothing. Returns the number of rows.
///
/// # Errors
/// Every bad row: unknown series, a player not seated in that series (the table decides the
/// opponents' lost games), more games than a series has, a duplicate, or a table whose games
/// are entered one by one.
pub fn import_totals(store: &mut Store, event: EventId, csv: &[u8]) -> Result<usize> {
    let ev = super::event(store, event)?;
    let file = CsvFile::parse(csv, &COLUMNS, &COLUMNS)?;
    let known = Known::load(store.conn(), &ev)?;
    let mut rows = check_file(&file, &ev, &known)?;
    // In the order of the table's key, each row is written at its end instead of inside it.
    rows.sort_by_key(|r| (r.series, r.player));
    let tx = store.transaction()?;
    totals::insert(&tx, event, &rows)?;
    let series: BTreeSet<u16> = rows.iter().map(|r| r.series).collect();
    for series in series {
        let scope = Scope::Series(series);
        match known.series_data(series, &rows) {
            Some(data) => super::results::refresh_from(&tx, &ev, scope, data)?,
            None => super::results::refresh(&tx, &ev, scope)?,
        }
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(rows.len())
}

/// What a totals file is checked against, read from the store.
struct Known {
    /// The seating, by series, table and seat.
    seat_rows: Vec<SeatRow>,
    /// The totals stored before.
    stored_totals: Vec<TotalsRow>,
    /// Each seated player's table and its number of players, by series.
    seats: HashMap<(u16, PlayerId), (u16, usize)>,
    /// The registry by player number.
    numbers: HashMap<PlayerNo, PlayerId>,
    /// The (series, player) pairs with totals stored.
    stored: HashSet<(u16, PlayerId)>,
    /// The lists whose games are entered one by one.
    scored_tables: HashSet<(u16, u16)>,
    /// A Schafkopf event's tariff.
    tariff: Option<Tariff>,
    /// A Schafkopf event's tables with totals stored, summed.
    sums: HashMap<(u16, u16), TableSum>,
}

/// A Schafkopf table's totals so far, from the store and the file: it must add up to zero
/// once every seat has its totals.
#[derive(Debug, Clone, Copy)]
struct TableSum {
    seats: usize,
    given: usize,
    sum: i64,
    /// The last line of the file with a row of the table (0: none).
    line: u64,
}

impl Known {
    fn load(conn: &Connection, ev: &Event) -> Result<Known> {
        let seat_rows = seating::all(conn, ev.id)?;
        let seats = seats_by_player(&seat_rows);
        let tariff = super::schafkopf::tariff_of(conn, ev.id)?;
        let stored_totals = totals::all(conn, ev.id)?;
        let sums = match tariff {
            Some(_) => stored_sums(&seats, &stored_totals),
            None => HashMap::new(),
        };
        let numbers = players::all_by_key(conn)?
            .into_iter()
            .map(|p| (p.number, p.id));
        let scored_keys = games::keys(conn, ev.id)?;
        Ok(Known {
            numbers: numbers.collect(),
            stored: stored_totals.iter().map(|t| (t.series, t.player)).collect(),
            scored_tables: scored_keys
                .into_iter()
                .map(|k| (k.series, k.table))
                .collect(),
            seat_rows,
            stored_totals,
            seats,
            tariff,
            sums,
        })
    }

    /// What the lists of `series` are computed from once the rows `new` are stored, from
    /// what is in hand: its seating and totals. `None` for a series with games (or of a
    /// Schafkopf event), whose lists are read again.
    fn series_data(&self, series: u16, new: &[TotalsRow]) -> Option<ListData> {
        let scored = self.scored_tables.iter().any(|&(s, _)| s == series);
        if scored || self.tariff.is_some() {
            return None;
        }
        let in_series = |t: &&TotalsRow| t.series == series;
        Some(ListData {
            tariff: None,
            seats: self
                .seat_rows
                .iter()
                .filter(|r| r.series == series)
                .copied()
                .collect(),
            games: Vec::new(),
            broken: Vec::new(),
            schafkopf_games: Vec::new(),
            totals: self
                .stored_totals
                .iter()
                .chain(new)
                .filter(in_series)
                .copied()
                .collect(),
            numbers: HashMap::new(),
        })
    }
}

impl Known {
    /// The player a row's number names, his table in `series` and its number of players.
    ///
    /// # Errors
    /// A number not in the registry; a player not seated in the series.
    fn seat_of(
        &self,
        row: &CsvRow<'_>,
        series: u16,
        number: &PlayerNo,
    ) -> Result<(PlayerId, u16, usize), RowError> {
        let refuse = |code| {
            row.refuse("player_id", code)
                .param("player", number.to_string())
        };
        let player = *self
            .numbers
            .get(number)
            .ok_or_else(|| refuse(TOTALS_PLAYER_UNKNOWN))?;
        let &(table, size) = self
            .seats
            .get(&(series, player))
            .ok_or_else(|| refuse(TOTALS_PLAYER_NOT_SEATED).param("series", series))?;
        Ok((player, table, size))
    }
}

/// Each seated player's table and the number of players at it, by series.
fn seats_by_player(rows: &[SeatRow]) -> HashMap<(u16, PlayerId), (u16, usize)> {
    let mut sizes: HashMap<(u16, u16), usize> = HashMap::new();
    for r in rows {
        *sizes.entry((r.series, r.table)).or_default() += 1;
    }
    rows.iter()
        .map(|r| ((r.series, r.player), (r.table, sizes[&(r.series, r.table)])))
        .collect()
}

/// The stored totals summed per table.
fn stored_sums(
    seats: &HashMap<(u16, PlayerId), (u16, usize)>,
    stored: &[TotalsRow],
) -> HashMap<(u16, u16), TableSum> {
    let mut sums: HashMap<(u16, u16), TableSum> = HashMap::new();
    for row in stored {
        if let Some(&(table, size)) = seats.get(&(row.series, row.player)) {
            let entry = sums.entry((row.series, table)).or_insert(TableSum {
                seats: size,
                given: 0,
                sum: 0,
                line: 0,
            });
            entry.given += 1;
            entry.sum += row.points;
        }
    }
    sums
}

/// Checks every row of a totals file against what is stored, then (for a Schafkopf event)
/// that every table completed by the file adds up to zero (D.3). A function over data.
///
/// # Errors
/// Every bad row, by line.
fn check_file(file: &CsvFile, ev: &Event, known: &Known) -> Result<Vec<TotalsRow>, ImportError> {
    let mut seen: HashMap<(u16, PlayerId), u64> = HashMap::new();
    let mut sums = known.sums.clone();
    let (rows, mut errors) = read_rows(file, |row| {
        let (totals, table, size) = check_row(row, ev, known, &mut seen)?;
        add_to_table(
            &mut sums,
            (totals.series, table, size),
            row.line,
            totals.points,
        );
        Ok(totals)
    });
    if let Some(tariff) = &known.tariff {
        errors.extend(unbalanced_tables(sums, tariff));
    }
    all_or_nothing(rows, errors)
}

/// One row checked against the registry, the seating, what is stored and the rows before it:
/// the totals, the player's table and its number of players.
fn check_row(
    row: &CsvRow<'_>,
    ev: &Event,
    known: &Known,
    seen: &mut HashMap<(u16, PlayerId), u64>,
) -> Result<(TotalsRow, u16, usize), RowError> {
    let series = row.required_int("series", 1..=i64::from(ev.series_count))? as u16;
    let number = row.required_player_no("player_id")?;
    let refuse = |code| {
        row.refuse("player_id", code)
            .param("player", number.to_string())
    };
    let (player, table, size) = known.seat_of(row, series, &number)?;
    let (points, won, lost) = game_counts(row, ev, size, &number)?;
    if known.scored_tables.contains(&(series, table)) {
        return Err(row
            .refuse("player_id", TOTALS_TABLE_SCORED)
            .param("table", table)
            .param("series", series));
    }
    if known.stored.contains(&(series, player)) {
        return Err(refuse(TOTALS_PLAYER_STORED).param("series", series));
    }
    if let Some(line) = seen.insert((series, player), row.line) {
        let twice = refuse(TOTALS_PLAYER_TWICE_IN_FILE).param("series", series);
        return Err(twice.param("other_line", line));
    }
    let totals = TotalsRow {
        series,
        player,
        points,
        won,
        lost,
    };
    Ok((totals, table, size))
}

/// A row's points, games won and lost: within range, and not more own games than a series at
/// a table of `size` players has (B.2.1).
fn game_counts(
    row: &CsvRow<'_>,
    ev: &Event,
    size: usize,
    number: &PlayerNo,
) -> Result<(i64, u32, u32), RowError> {
    let table_size = TableSize::for_players(size).map_err(|refusal| RowError {
        line: row.line,
        refusal: refusal.field("player_id").value(row.get("player_id")),
    })?;
    let games = i64::from(ev.rules.series_games.get(table_size));
    let points = row.required_int("points", POINTS)?;
    let won = row.required_int("won", 0..=games)?;
    let lost = row.required_int("lost", 0..=games)?;
    if won + lost > games {
        return Err(row
            .refuse("lost", TOTALS_GAMES_EXCEEDED)
            .param("player", number.to_string())
            .param("sum", won + lost)
            .param("games", games)
            .param("size", size)
            .rule("B.2.1"));
    }
    Ok((points, won as u32, lost as u32))
}

/// Adds a row's points to the sum of its table (series, table, number of players).
fn add_to_table(
    sums: &mut HashMap<(u16, u16), TableSum>,
    (series, table, seats): (u16, u16, usize),
    line: u64,
    points: i64,
) {
    let entry = sums.entry((series, table)).or_insert(TableSum {
        seats,
        given: 0,
        sum: 0,
        line,
    });
    entry.given += 1;
    entry.sum += points;
    entry.line = line;
}

/// The tables the file completes whose totals do not add up to zero, by the line of their
/// last row.
fn unbalanced_tables(sums: HashMap<(u16, u16), TableSum>, tariff: &Tariff) -> Vec<RowError> {
    let mut tables: Vec<_> = sums
        .into_iter()
        .filter(|(_, t)| t.seats == t.given && t.sum != 0 && t.line > 0)
        .collect();
    tables.sort_by_key(|(_, t)| t.line);
    tables
        .into_iter()
        .map(|((series, table), t)| RowError {
            line: t.line,
            refusal: unbalanced(table, series, t.sum, tariff),
        })
        .collect()
}

/// One seat of a table scored in totals-only mode, with its stored sums if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatTotals {
    /// Who sits there (seat order: seat 1 first).
    pub player: PlayerId,
    /// The stored sums for this series, `None` before they are entered.
    pub totals: Option<TotalsRow>,
}

/// The seats of one table with their stored totals.
///
/// # Errors
/// An unknown event, series or table.
pub fn table_totals(
    store: &Store,
    event: EventId,
    series: u16,
    table: u16,
) -> Result<Vec<SeatTotals>> {
    let players = seated_at(store, event, series, table)?;
    let stored = totals::all(store.conn(), event)?;
    Ok(players
        .into_iter()
        .map(|player| SeatTotals {
            player,
            totals: stored
                .iter()
                .find(|t| t.series == series && t.player == player)
                .copied(),
        })
        .collect())
}

fn seated_at(store: &Store, event: EventId, series: u16, table: u16) -> Result<Vec<PlayerId>> {
    let seating = super::seating_of(store, event, series)?;
    if seating.tables.is_empty() {
        return Err(Refusal::new(TOTALS_SERIES_UNSEATED)
            .field("table")
            .value(table)
            .param("series", series)
            .into());
    }
    seating
        .tables
        .get(usize::from(table).wrapping_sub(1))
        .cloned()
        .ok_or_else(|| {
            Refusal::new(TOTALS_TABLE_RANGE)
                .field("table")
                .value(table)
                .param("series", series)
                .param("max", seating.tables.len())
                .into()
        })
}

/// Enters (or replaces) the totals of one table as the scorers added them up at the table:
/// one row per seated player, all in one transaction.
///
/// # Errors
/// A player missing or not seated at the table, a player twice, a player with more games than
/// a series has, or a table whose games are entered one by one. Nothing is written then.
/// (The sum over the table is not limited, as in [`import_totals`]: published lists such as
/// RULES.md S1 count more declared games than one 36-game series holds.)
pub fn set_table_totals(
    store: &mut Store,
    event: EventId,
    series: u16,
    table: u16,
    rows: &[TotalsRow],
) -> Result<()> {
    let ev = super::event(store, event)?;
    let seated = seated_at(store, event, series, table)?;
    let games = ev
        .rules
        .series_games
        .get(TableSize::for_players(seated.len())?);
    let numbers = players::numbers(store.conn())?;
    let tariff = super::schafkopf::tariff_of(store.conn(), event)?;
    if games::count_at_table(store.conn(), event, series, table)? > 0 {
        return Err(Refusal::new(TOTALS_TABLE_SCORED)
            .field("table")
            .value(table)
            .param("table", table)
            .param("series", series)
            .into());
    }
    let at = TableAt {
        series,
        table,
        seated: &seated,
        games,
        numbers: &numbers,
    };
    at.check(rows, tariff.as_ref())?;
    let tx = store.transaction()?;
    totals::delete_players(&tx, event, series, &seated)?;
    totals::insert(&tx, event, rows)?;
    let ev = crate::store::events::get(&tx, event)?;
    super::results::refresh(&tx, &ev, Scope::Table(series, table))?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// One table whose totals are entered: its place, who sits there, the games of its series.
struct TableAt<'a> {
    series: u16,
    table: u16,
    seated: &'a [PlayerId],
    games: u16,
    numbers: &'a HashMap<PlayerId, PlayerNo>,
}

impl TableAt<'_> {
    /// A player as the refusals name him: by number, `#id` when not in the registry.
    fn number(&self, player: PlayerId) -> String {
        super::standings::number_of(self.numbers, player)
    }

    /// Checks the table's totals: each row, then every seat given, then (Schafkopf) the sum
    /// zero (D.3). A function over data.
    fn check(&self, rows: &[TotalsRow], tariff: Option<&Tariff>) -> Result<(), Refusal> {
        let mut seen = HashSet::new();
        for row in rows {
            self.check_place(row, &mut seen)?;
            self.check_numbers(row)?;
        }
        if let Some(missing) = self.seated.iter().find(|p| !seen.contains(p)) {
            let p = self.number(*missing);
            return Err(Refusal::new(TOTALS_PLAYER_MISSING)
                .field("player_id")
                .value(&p)
                .param("player", p)
                .param("table", self.table)
                .param("series", self.series)
                .param("count", self.seated.len()));
        }
        let sum: i64 = rows.iter().map(|r| r.points).sum();
        match tariff.filter(|_| sum != 0) {
            Some(tariff) => Err(unbalanced(self.table, self.series, sum, tariff)),
            None => Ok(()),
        }
    }

    /// A row of this series, of a player seated at the table, once.
    fn check_place(&self, row: &TotalsRow, seen: &mut HashSet<PlayerId>) -> Result<(), Refusal> {
        let p = self.number(row.player);
        let (series, table) = (self.series, self.table);
        let refuse = |field: &str, value: &dyn std::fmt::Display, code| {
            Refusal::new(code)
                .field(field)
                .value(value)
                .param("player", p.as_str())
        };
        if row.series != series {
            return Err(
                refuse("series", &row.series, TOTALS_SERIES_MISMATCH).param("series", series)
            );
        }
        if !self.seated.contains(&row.player) {
            let refusal = refuse("player_id", &p, TOTALS_PLAYER_NOT_AT_TABLE);
            return Err(refusal.param("table", table).param("series", series));
        }
        if !seen.insert(row.player) {
            return Err(refuse("player_id", &p, TOTALS_PLAYER_TWICE).param("series", series));
        }
        Ok(())
    }

    /// Game points within range, and not more own games than the series has (B.2.1).
    fn check_numbers(&self, row: &TotalsRow) -> Result<(), Refusal> {
        let p = self.number(row.player);
        if !POINTS.contains(&row.points) {
            return Err(Refusal::new(TOTALS_POINTS_RANGE)
                .field("points")
                .value(row.points)
                .param("player", p.as_str())
                .param("min", *POINTS.start())
                .param("max", *POINTS.end()));
        }
        let own = u64::from(row.won) + u64::from(row.lost);
        if own > u64::from(self.games) {
            return Err(Refusal::new(TOTALS_GAMES_EXCEEDED)
                .field("player_id")
                .value(&p)
                .param("player", p.as_str())
                .param("sum", own)
                .param("games", self.games)
                .param("size", self.seated.len())
                .rule("B.2.1"));
        }
        Ok(())
    }
}

/// A Schafkopf table whose results do not add up to zero, the sum in the tariff's unit.
fn unbalanced(table: u16, series: u16, sum: i64, tariff: &Tariff) -> Refusal {
    let unit = match tariff.unit {
        crate::schafkopf::Unit::Cent => "schafkopf-unit-cent",
        crate::schafkopf::Unit::Point => "schafkopf-unit-point",
    };
    Refusal::new(TOTALS_SCHAFKOPF_ZERO_SUM)
        .field("points")
        .value(sum)
        .param("table", table)
        .param("series", series)
        .param("sum", sum)
        .param("unit", crate::rules::Param::Term { term: unit })
        .rule("D.3")
}

/// Refusals as data: tests assert codes, fields and parameters, not sentences.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::EventError;
    use crate::event::seating::refusals::{club, int, refusal, score, seat, text};
    use crate::rules::Code;

    /// Players P1 … P7: table 1 seats P1–P4, table 2 seats P5–P7 in series 1 of two.
    fn seated() -> (Store, EventId) {
        let (mut store, ev) = club(7);
        seat(&mut store, ev, &[&[1, 2, 3, 4], &[5, 6, 7]]);
        (store, ev)
    }

    fn rows(result: Result<usize>) -> Vec<crate::event::RowError> {
        match result {
            Err(EventError::Import(e)) => e.errors,
            other => panic!("expected an import error, got {other:?}"),
        }
    }

    fn codes(errors: &[crate::event::RowError]) -> Vec<(u64, &str, &str, Code)> {
        errors
            .iter()
            .map(|r| (r.line, r.column(), r.value(), r.refusal.code))
            .collect()
    }

    fn row(player: i64, points: i64, won: u32, lost: u32) -> TotalsRow {
        TotalsRow {
            series: 1,
            player: PlayerId(player),
            points,
            won,
            lost,
        }
    }

    #[test]
    fn a_totals_import_reports_every_bad_row_by_code() {
        let (mut store, ev) = seated();
        let csv = "series,player_id,points,won,lost\n1,P1,100,40,10\n1,P99,0,0,0\n2,P1,0,0,0\n1,P2,10,1,1\n1,P2,10,1,1\n";
        let errors = rows(import_totals(&mut store, ev, csv.as_bytes()));
        assert_eq!(
            codes(&errors),
            [
                (2, "lost", "10", TOTALS_GAMES_EXCEEDED),
                (3, "player_id", "P99", TOTALS_PLAYER_UNKNOWN),
                (4, "player_id", "P1", TOTALS_PLAYER_NOT_SEATED),
                (6, "player_id", "P2", TOTALS_PLAYER_TWICE_IN_FILE),
            ]
        );
        let exceeded = &errors[0].refusal;
        assert_eq!(
            (
                &exceeded.params["sum"],
                &exceeded.params["games"],
                &exceeded.params["size"]
            ),
            (&int(50), &int(48), &int(4))
        );
        assert_eq!(exceeded.rule, Some("B.2.1"));
        assert_eq!(errors[2].refusal.params["series"], int(2));
        assert_eq!(errors[3].refusal.params["other_line"], int(5));
    }

    #[test]
    fn stored_totals_and_scored_tables_are_refused() {
        let (mut store, ev) = seated();
        import_totals(&mut store, ev, b"1,P1,100,2,0\n").expect("totals");
        score(&mut store, ev, 2);
        let errors = rows(import_totals(&mut store, ev, b"1,P1,100,2,0\n1,P5,0,0,0\n"));
        assert_eq!(
            codes(&errors),
            [
                (1, "player_id", "P1", TOTALS_PLAYER_STORED),
                (2, "player_id", "P5", TOTALS_TABLE_SCORED),
            ]
        );
        assert_eq!(errors[1].refusal.params["table"], int(2));

        let four = [1, 2, 3, 4].map(|p| row(p, 0, 0, 0));
        let r = refusal(set_table_totals(&mut store, ev, 1, 2, &four));
        assert_eq!(r.code, TOTALS_TABLE_SCORED);
        assert_eq!(
            (r.field.as_deref(), r.value.as_deref()),
            (Some("table"), Some("2"))
        );
    }

    #[test]
    fn a_tables_totals_are_checked_field_by_field() {
        let (mut store, ev) = seated();
        let s1 = [row(5, 455, 20, 4), row(6, 608, 12, 0), row(7, 486, 9, 0)];
        let mut other_series = s1;
        other_series[0].series = 2;
        let cases: [(&[TotalsRow], Code, &str, &str); 6] = [
            (&s1[..2], TOTALS_PLAYER_MISSING, "player_id", "P7"),
            (
                &[s1[0], s1[1], row(1, 0, 0, 0)],
                TOTALS_PLAYER_NOT_AT_TABLE,
                "player_id",
                "P1",
            ),
            (
                &[s1[0], s1[0], s1[1]],
                TOTALS_PLAYER_TWICE,
                "player_id",
                "P5",
            ),
            (
                &[s1[0], s1[1], row(7, 486, 30, 7)],
                TOTALS_GAMES_EXCEEDED,
                "player_id",
                "P7",
            ),
            (
                &[s1[0], s1[1], row(7, 200_000, 9, 0)],
                TOTALS_POINTS_RANGE,
                "points",
                "200000",
            ),
            (&other_series, TOTALS_SERIES_MISMATCH, "series", "2"),
        ];
        for (rows, code, field, value) in cases {
            let r = refusal(set_table_totals(&mut store, ev, 1, 2, rows));
            assert_eq!(
                (r.code, r.field.as_deref(), r.value.as_deref()),
                (code, Some(field), Some(value))
            );
        }
        let r = refusal(set_table_totals(&mut store, ev, 1, 2, &s1[..2]));
        assert_eq!((&r.params["count"], &r.params["table"]), (&int(3), &int(2)));
        let r = refusal(set_table_totals(
            &mut store,
            ev,
            1,
            2,
            &[s1[0], s1[1], row(7, 486, 30, 7)],
        ));
        assert_eq!(
            (&r.params["sum"], &r.params["games"], &r.params["size"]),
            (&int(37), &int(36), &int(3))
        );
        assert_eq!(r.params["player"], text("P7"));
        assert!(
            totals::all(store.conn(), ev).expect("totals").is_empty(),
            "nothing written"
        );
        set_table_totals(&mut store, ev, 1, 2, &s1).expect("the right totals");
    }

    #[test]
    fn tables_of_the_seating_only() {
        let (store, ev) = seated();
        let r = refusal(table_totals(&store, ev, 1, 3));
        assert_eq!(r.code, TOTALS_TABLE_RANGE);
        assert_eq!(
            (r.field.as_deref(), r.value.as_deref()),
            (Some("table"), Some("3"))
        );
        assert_eq!(r.params["max"], int(2));
        let r = refusal(table_totals(&store, ev, 2, 1));
        assert_eq!(r.code, TOTALS_SERIES_UNSEATED);
        assert_eq!(r.params["series"], int(2));
    }

    #[test]
    fn every_totals_code_reads_in_both_languages() {
        use crate::i18n::{Lang, has_message};
        for code in ALL {
            for lang in [Lang::De, Lang::En] {
                assert!(has_message(lang, &code.message_id()), "{lang} lacks {code}");
            }
        }
    }
}
