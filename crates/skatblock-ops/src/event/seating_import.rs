//! Importing a seating made elsewhere (`series,table,seat,player_id`): every row is checked
//! first — players in the registry and seated once per series, seats given once, tables of
//! seats 1..3 or 1..4 — and nothing is written if one is bad. Drawing and changing a seating
//! are [`super::seating`]'s and [`super::seating_changes`]'s.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::Result;
use super::csv_input::{CsvFile, CsvRow, ImportError, RowError};
use super::schafkopf::codes::SCHAFKOPF_EVENT_TABLES;
use super::seating::codes::{
    SEATING_PLAYER_TWICE, SEATING_PLAYER_UNKNOWN, SEATING_SEAT_TWICE, SEATING_TABLE_SEATS,
};
use super::seating::refuse_if_scored;
use crate::store::results::Scope;
use crate::store::{Event, EventId, PlayerId, PlayerNo, SeatRow, Store, StoreError};
use crate::store::{events, players, seating};

/// The seating columns; `name` and `club` (as exported) are read over.
pub(crate) const SEATING_COLUMNS: [&str; 6] =
    ["series", "table", "seat", "player_id", "name", "club"];

/// Imports a seating made elsewhere (`series,table,seat,player_id`), replacing the seating of
/// every series in the file and registering the seated players. Returns the series imported.
///
/// # Errors
/// Every bad row; tables that are not seats 1..3 or 1..4; series with results already.
pub fn import_seating(store: &mut Store, event: EventId, csv: &[u8]) -> Result<Vec<u16>> {
    let ev = super::event(store, event)?;
    let file = CsvFile::parse(csv, &SEATING_COLUMNS, &SEATING_COLUMNS[..4])?;
    let known = registry(store)?;
    let mut sheet = Sheet::read(&file, &ev, &known);
    let schafkopf = super::schafkopf::tariff_of(store.conn(), event)?.is_some();
    sheet.errors.extend(table_errors(&sheet.seats, schafkopf));
    if !sheet.errors.is_empty() {
        return Err(ImportError {
            errors: sheet.errors,
        }
        .into());
    }
    let series_list = sheet.series();
    for &s in &series_list {
        refuse_if_scored(store, &ev, s)?;
    }
    sheet.write(store, event, &series_list)?;
    Ok(series_list)
}

/// The players of the registry by their number.
fn registry(store: &Store) -> Result<HashMap<PlayerNo, PlayerId>> {
    Ok(players::all_by_key(store.conn())?
        .into_iter()
        .map(|p| (p.number, p.id))
        .collect())
}

/// The seats of a file by series and table: each seat's player and the line that seats them.
type Seats = BTreeMap<(u16, u16), BTreeMap<u8, (PlayerId, u64)>>;

/// A seating file once read: its seats, where each player is seated, and the bad rows.
#[derive(Default)]
struct Sheet {
    seats: Seats,
    /// The line that seats each player in each series.
    seated: BTreeMap<(u16, PlayerId), u64>,
    errors: Vec<RowError>,
}

impl Sheet {
    /// Reads every row of `file`, in order: a good row takes its seat, a bad one is noted.
    fn read(file: &CsvFile, ev: &Event, known: &HashMap<PlayerNo, PlayerId>) -> Sheet {
        let mut sheet = Sheet::default();
        for row in file.rows() {
            match sheet.parse_row(&row, ev, known) {
                Ok(seat) => sheet.take_seat(&row, seat),
                Err(e) => sheet.errors.push(e),
            }
        }
        sheet
    }

    /// A row's seat: series, table and seat in range, a player of the registry who is not
    /// seated in that series yet (noting where the player is seated).
    fn parse_row(
        &mut self,
        row: &CsvRow<'_>,
        ev: &Event,
        known: &HashMap<PlayerNo, PlayerId>,
    ) -> Result<SeatRow, RowError> {
        let series = row.required_int("series", 1..=i64::from(ev.series_count))? as u16;
        let table = row.required_int("table", 1..=9999)? as u16;
        let seat = row.required_int("seat", 1..=4)? as u8;
        let number = row.required_player_no("player_id")?;
        let Some(&player) = known.get(&number) else {
            return Err(row
                .refuse("player_id", SEATING_PLAYER_UNKNOWN)
                .param("player", number.to_string()));
        };
        if let Some(line) = self.seated.insert((series, player), row.line) {
            return Err(row
                .refuse("player_id", SEATING_PLAYER_TWICE)
                .param("player", number.to_string())
                .param("series", series)
                .param("other_line", line));
        }
        Ok(SeatRow {
            series,
            table,
            seat,
            player,
        })
    }

    /// Seats a row's player; a seat given twice is a bad row, naming the line before.
    fn take_seat(&mut self, row: &CsvRow<'_>, at: SeatRow) {
        let table = self.seats.entry((at.series, at.table)).or_default();
        if let Some((_, line)) = table.insert(at.seat, (at.player, row.line)) {
            self.errors.push(
                row.refuse("seat", SEATING_SEAT_TWICE)
                    .param("seat", at.seat)
                    .param("table", at.table)
                    .param("series", at.series)
                    .param("other_line", line),
            );
        }
    }

    /// The series of the file, in order.
    fn series(&self) -> Vec<u16> {
        let series: BTreeSet<u16> = self.seats.keys().map(|(s, _)| *s).collect();
        series.into_iter().collect()
    }

    /// The seat rows of one series.
    fn rows_of(&self, s: u16) -> Vec<SeatRow> {
        self.seats
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
            .collect()
    }

    /// Registers the seated players (each once, however many series seat them) and replaces
    /// the seating of each series, then stores the results of their lists, in one
    /// transaction.
    fn write(&self, store: &mut Store, event: EventId, series_list: &[u16]) -> Result<()> {
        let players: BTreeSet<PlayerId> = self.seated.keys().map(|&(_, p)| p).collect();
        let players: Vec<PlayerId> = players.into_iter().collect();
        let tx = store.transaction()?;
        events::register_all(&tx, event, &players)?;
        for &s in series_list {
            seating::replace_series(&tx, event, s, None, &self.rows_of(s))?;
        }
        // The rules as they are inside the transaction.
        let ev = events::get(&tx, event)?;
        for &s in series_list {
            super::results::refresh(&tx, &ev, Scope::Series(s))?;
        }
        tx.commit().map_err(StoreError::from)?;
        Ok(())
    }
}

/// The tables whose seats are not 1..3 or 1..4 (B.2), or not 1..4 at a Schafkopf event (D.1),
/// each named at its first line.
fn table_errors(seats: &Seats, schafkopf: bool) -> Vec<RowError> {
    seats
        .iter()
        .filter_map(|(&(series, table), table_seats)| {
            let numbers: Vec<u8> = table_seats.keys().copied().collect();
            let line = table_seats.values().map(|(_, l)| *l).min().unwrap_or(0);
            let error = |code| RowError::new(line, "seat", &format!("{numbers:?}"), code);
            if schafkopf && numbers != [1, 2, 3, 4] {
                Some(
                    error(SCHAFKOPF_EVENT_TABLES)
                        .param("table", table)
                        .param("series", series)
                        .param("count", numbers.len())
                        .rule("D.1"),
                )
            } else if numbers != [1, 2, 3] && numbers != [1, 2, 3, 4] {
                Some(
                    error(SEATING_TABLE_SEATS)
                        .param("table", table)
                        .param("series", series)
                        .rule("B.2"),
                )
            } else {
                None
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::EventError;
    use crate::event::seating::codes::*;
    use crate::event::seating::refusals::{club, int, text};
    use crate::event::seating_of;
    use crate::rules::Code;

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

    /// Issue 19 (item 8): a seating import registers each seated player once, however many
    /// series seat him, with statements of many players; one who had withdrawn plays again.
    #[test]
    fn issue_19_a_seating_import_registers_each_player_once_and_brings_back_the_withdrawn() {
        let (mut store, ev) = club(8);
        events::register(store.conn(), ev, PlayerId(1)).expect("registered");
        events::withdraw(store.conn(), ev, PlayerId(1), 1).expect("withdrawn");
        let mut csv = String::from("series,table,seat,player_id\n");
        for series in 1..=2 {
            for p in 1..=8 {
                let (table, seat) = ((p - 1) / 4 + 1, (p - 1) % 4 + 1);
                csv.push_str(&format!("{series},{table},{seat},P{p}\n"));
            }
        }
        assert_eq!(
            import_seating(&mut store, ev, csv.as_bytes()).expect("seating"),
            [1, 2]
        );
        for series in 1..=2 {
            let playing = events::players_for_series(store.conn(), ev, series).expect("players");
            assert_eq!(playing.len(), 8, "series {series}: {playing:?}");
        }
        assert_eq!(seating_of(&store, ev, 2).expect("seating").tables.len(), 2);
    }
}
