//! The seats of a series: as rows of the file, and as tables in seat order.

use std::collections::BTreeMap;

use crate::players::PlayerId;

/// One seat of one series.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatRow {
    /// Series, 1-based.
    pub series: u16,
    /// Table number, 1-based.
    pub table: u16,
    /// Seat, 1..=4; seat 1 deals first.
    pub seat: u8,
    /// Who sits there.
    pub player: PlayerId,
}

/// The seating of one series: tables in order, players in seat order (seat 1 deals first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeriesSeating {
    /// Series.
    pub series: u16,
    /// `tables[0]` is table 1.
    pub tables: Vec<Vec<PlayerId>>,
}

impl SeriesSeating {
    /// The seating of `series` among `rows` (rows of other series are left out).
    pub fn from_rows(series: u16, rows: &[SeatRow]) -> SeriesSeating {
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
