//! Totals-only mode: events whose lists are added up at the table send each player's sums
//! (`series,player_id,points,won,lost`); the opponents' lost games follow from the table.

use crate::store::results::Scope;
use std::collections::{HashMap, HashSet};

use super::Result;
use super::csv_input::{CsvFile, ImportError, RowError};
use crate::rules::{Refusal, TableSize};
use crate::store::{EventId, PlayerId, PlayerNo, Store, StoreError, TotalsRow};
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

const COLUMNS: [&str; 5] = ["series", "player_id", "points", "won", "lost"];

/// Imports totals, all or nothing. Returns the number of rows.
///
/// # Errors
/// Every bad row: unknown series, a player not seated in that series (the table decides the
/// opponents' lost games), more games than a series has, a duplicate, or a table whose games
/// are entered one by one.
pub fn import_totals(store: &mut Store, event: EventId, csv: &[u8]) -> Result<usize> {
    let ev = super::event(store, event)?;
    let file = CsvFile::parse(csv, &COLUMNS, &COLUMNS)?;
    let seats: HashMap<(u16, PlayerId), (u16, usize)> = {
        let rows = seating::all(store.conn(), event)?;
        let mut sizes: HashMap<(u16, u16), usize> = HashMap::new();
        for r in &rows {
            *sizes.entry((r.series, r.table)).or_default() += 1;
        }
        rows.iter()
            .map(|r| ((r.series, r.player), (r.table, sizes[&(r.series, r.table)])))
            .collect()
    };
    let numbers: HashMap<PlayerNo, PlayerId> = players::all(store.conn())?
        .into_iter()
        .map(|p| (p.number, p.id))
        .collect();
    let stored = totals::keys(store.conn(), event)?;
    let tariff = super::schafkopf::tariff_of(store.conn(), event)?;
    let scored_keys = games::keys(store.conn(), event)?;
    let scored_tables: HashSet<(u16, u16)> = scored_keys
        .into_iter()
        .map(|k| (k.series, k.table))
        .collect();
    // A Schafkopf table adds up to zero once every seat has its totals, from this file or
    // stored before: (seats, seats given, sum, last line of the file).
    let mut schafkopf_tables: HashMap<(u16, u16), (usize, usize, i64, u64)> = HashMap::new();
    if tariff.is_some() {
        for row in totals::all(store.conn(), event)? {
            if let Some(&(table, size)) = seats.get(&(row.series, row.player)) {
                let entry = schafkopf_tables
                    .entry((row.series, table))
                    .or_insert((size, 0, 0, 0));
                entry.1 += 1;
                entry.2 += row.points;
            }
        }
    }
    let mut seen: HashMap<(u16, PlayerId), u64> = HashMap::new();
    let mut errors = Vec::new();
    let mut rows = Vec::new();
    for row in file.rows() {
        let parsed = (|| -> Result<TotalsRow, RowError> {
            let series = row.required_int("series", 1..=i64::from(ev.series_count))? as u16;
            let number = row.required_player_no("player_id")?;
            let player_no = number.to_string();
            let Some(&player) = numbers.get(&number) else {
                return Err(row
                    .refuse("player_id", TOTALS_PLAYER_UNKNOWN)
                    .param("player", player_no));
            };
            let Some(&(table, size)) = seats.get(&(series, player)) else {
                return Err(row
                    .refuse("player_id", TOTALS_PLAYER_NOT_SEATED)
                    .param("player", player_no)
                    .param("series", series));
            };
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
                    .param("player", player_no)
                    .param("sum", won + lost)
                    .param("games", games)
                    .param("size", size)
                    .rule("B.2.1"));
            }
            if scored_tables.contains(&(series, table)) {
                return Err(row
                    .refuse("player_id", TOTALS_TABLE_SCORED)
                    .param("table", table)
                    .param("series", series));
            }
            if stored.contains(&(series, player)) {
                return Err(row
                    .refuse("player_id", TOTALS_PLAYER_STORED)
                    .param("player", player_no)
                    .param("series", series));
            }
            if let Some(line) = seen.insert((series, player), row.line) {
                return Err(row
                    .refuse("player_id", TOTALS_PLAYER_TWICE_IN_FILE)
                    .param("player", player_no)
                    .param("series", series)
                    .param("other_line", line));
            }
            let entry = schafkopf_tables
                .entry((series, table))
                .or_insert((size, 0, 0, row.line));
            entry.1 += 1;
            entry.2 += points;
            entry.3 = row.line;
            Ok(TotalsRow {
                series,
                player,
                points,
                won: won as u32,
                lost: lost as u32,
            })
        })();
        match parsed {
            Ok(t) => rows.push(t),
            Err(e) => errors.push(e),
        }
    }
    if let Some(tariff) = &tariff {
        let mut tables: Vec<_> = schafkopf_tables
            .into_iter()
            .filter(|(_, (seats, given, sum, line))| seats == given && *sum != 0 && *line > 0)
            .collect();
        tables.sort_by_key(|(_, (_, _, _, line))| *line);
        errors.extend(
            tables
                .into_iter()
                .map(|((series, table), (_, _, sum, line))| RowError {
                    line,
                    refusal: unbalanced(table, series, sum, tariff),
                }),
        );
    }
    if !errors.is_empty() {
        errors.sort_by_key(|e| e.line);
        return Err(ImportError { errors }.into());
    }
    let tx = store.transaction()?;
    totals::insert(&tx, event, &rows)?;
    let ev = crate::store::events::get(&tx, event)?;
    for series in rows
        .iter()
        .map(|r| r.series)
        .collect::<std::collections::BTreeSet<_>>()
    {
        super::results::refresh(&tx, &ev, Scope::Series(series))?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(rows.len())
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
    let numbers: HashMap<PlayerId, PlayerNo> = players::all(store.conn())?
        .into_iter()
        .map(|p| (p.id, p.number))
        .collect();
    let number = |p: &PlayerId| {
        numbers
            .get(p)
            .map_or_else(|| format!("#{}", p.0), ToString::to_string)
    };
    let tariff = super::schafkopf::tariff_of(store.conn(), event)?;
    let scored = games::count_at_table(store.conn(), event, series, table)? > 0;
    if scored {
        return Err(Refusal::new(TOTALS_TABLE_SCORED)
            .field("table")
            .value(table)
            .param("table", table)
            .param("series", series)
            .into());
    }
    let mut seen = HashSet::new();
    for row in rows {
        let p = number(&row.player);
        let refuse = |field: &str, value: &dyn std::fmt::Display, code| {
            Refusal::new(code)
                .field(field)
                .value(value)
                .param("player", p.as_str())
        };
        if row.series != series {
            return Err(refuse("series", &row.series, TOTALS_SERIES_MISMATCH)
                .param("series", series)
                .into());
        }
        if !seated.contains(&row.player) {
            return Err(refuse("player_id", &p, TOTALS_PLAYER_NOT_AT_TABLE)
                .param("table", table)
                .param("series", series)
                .into());
        }
        if !seen.insert(row.player) {
            return Err(refuse("player_id", &p, TOTALS_PLAYER_TWICE)
                .param("series", series)
                .into());
        }
        if !POINTS.contains(&row.points) {
            return Err(refuse("points", &row.points, TOTALS_POINTS_RANGE)
                .param("min", *POINTS.start())
                .param("max", *POINTS.end())
                .into());
        }
        let own = u64::from(row.won) + u64::from(row.lost);
        if own > u64::from(games) {
            return Err(refuse("player_id", &p, TOTALS_GAMES_EXCEEDED)
                .param("sum", own)
                .param("games", games)
                .param("size", seated.len())
                .rule("B.2.1")
                .into());
        }
    }
    if let Some(missing) = seated.iter().find(|p| !seen.contains(p)) {
        let p = number(missing);
        return Err(Refusal::new(TOTALS_PLAYER_MISSING)
            .field("player_id")
            .value(&p)
            .param("player", p)
            .param("table", table)
            .param("series", series)
            .param("count", seated.len())
            .into());
    }
    let sum: i64 = rows.iter().map(|r| r.points).sum();
    if let Some(tariff) = tariff.filter(|_| sum != 0) {
        return Err(unbalanced(table, series, sum, &tariff).into());
    }
    let tx = store.transaction()?;
    totals::delete_players(&tx, event, series, &seated)?;
    totals::insert(&tx, event, rows)?;
    let ev = crate::store::events::get(&tx, event)?;
    super::results::refresh(&tx, &ev, Scope::Table(series, table))?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// A Schafkopf table whose results do not add up to zero, the sum in the tariff's unit.
fn unbalanced(table: u16, series: u16, sum: i64, tariff: &crate::schafkopf::Tariff) -> Refusal {
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
