//! The pure rules engine: the value of one Skat game under the ISkO, Seeger-Fabian tournament
//! points, one table's score sheet and the standings order (RULES.md parts A and B.1–B.4).
//!
//! No I/O, no clock, no database: everything here is a function of its arguments, so every
//! entry path (CLI, import, UI) gets the same numbers. One rule lives in one function.
//!
//! The crate depends on serde and thiserror only, so purity is enforced by its `Cargo.toml`;
//! the facade `skatblock` re-exports it as `skatblock::rules`.
#![deny(missing_docs)]

mod config;
mod record;
mod score;
mod seeger;
mod sheet;
mod standings;
mod values;

pub use config::{
    FailedAnnouncementLevels, NullOverbid, OverbidCap, PerTableSize, Rules, Ruleset, TableSize,
    TieBreak,
};
pub use record::{
    Announcement, Bid, ContractField, GameInput, GameRecord, InvalidGame, Matadors, PlayedGame,
    Replacement, ReplacementInput, ResultOverride,
};
pub use score::{GameResult, LevelMarks, level_marks, score};
pub use seeger::{
    SeriesTally, SeriesTotal, TournamentPoints, gets_table_bonus, series_total, tournament_points,
};
pub use sheet::{
    ColumnSums, Finding, FootLine, InvalidSheet, Ranked, Sheet, SheetGame, SheetReport, SheetRow,
    compute_sheet,
};
pub use standings::{Performance, Placing, rank};
pub use values::{Contract, GRAND_BASE_VALUE, LEGAL_VALUES, Suit, is_legal_value, null_value};
