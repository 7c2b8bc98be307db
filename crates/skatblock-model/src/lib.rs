//! The desk's data: events, players, seatings, standings, seasons, leagues and cash rows as
//! plain values, shared by the store (which reads and writes them), the reports (which print
//! them) and the operations layer (which computes them). No I/O, no database, no clock, no
//! sentence: the crate depends on the engines only, so an association server can use it
//! without the desk's SQLite file.
#![deny(missing_docs)]

/// Declares a row id: an integer newtype, serialised and shown as the bare number. The crate
/// that uses it needs `serde` and `ts-rs`.
#[macro_export]
macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Debug,
            Clone,
            Copy,
            PartialEq,
            Eq,
            Hash,
            PartialOrd,
            Ord,
            serde::Serialize,
            serde::Deserialize,
            ts_rs::TS,
        )]
        #[serde(transparent)]
        pub struct $name(pub i64);

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

pub mod audit;
pub mod cash;
pub mod collation;
pub mod events;
pub mod leagues;
pub mod players;
pub mod seasons;
pub mod seating;
pub mod standings;

pub use events::{Event, EventId, EventKind, NewEvent, TablePreference};
pub use players::{InvalidPlayerNo, NewPlayer, Player, PlayerId, PlayerNo, Sex};
pub use seating::{SeatRow, SeriesSeating};
