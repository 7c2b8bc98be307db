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
mod money;
mod record;
mod refusal;
mod score;
mod seeger;
mod sheet;
mod standings;
mod values;

pub use config::{
    FailedAnnouncementLevels, NullOverbid, OverbidCap, PerTableSize, Rules, Ruleset, TableSize,
    TieBreak,
};
pub use money::{Settlement, Transfer, settle};
pub use record::{
    Announcement, Bid, ContractField, GameInput, GameRecord, InvalidGame, Matadors, PlayedGame,
    Replacement, ReplacementInput, ResultOverride,
};
pub use refusal::{Code, Param, Refusal};
pub use score::{GameResult, LevelMarks, level_marks, score};
pub use seeger::{
    SeriesTally, SeriesTotal, TournamentPoints, gets_table_bonus, series_total, tournament_points,
};
pub use sheet::{
    ColumnSums, Finding, FootLine, InvalidSheet, Ranked, Sheet, SheetGame, SheetReport, SheetRow,
    compute_sheet, dealer_of,
};
pub use standings::{Performance, Placing, rank};
pub use values::{Contract, GRAND_BASE_VALUE, LEGAL_VALUES, Suit, is_legal_value, null_value};

/// The codes of the rules engine's refusals and findings (DESIGN.md "Refusals are data").
pub mod codes {
    crate::codes! {
        /// A played game without a contract (V-1).
        GAME_CONTRACT_MISSING = "game.contract.missing";
        /// A passed-in deal with game fields (A.11.1).
        GAME_PASSED_FIELDS = "game.passed.fields";
        /// A suit or grand game without matadors (A.3, V-2).
        GAME_MATADORS_MISSING = "game.matadors.missing";
        /// Matadors beyond the contract's trumps; params `contract` (term), `max` (A.3.3).
        GAME_MATADORS_RANGE = "game.matadors.range";
        /// Matadors on a Null (A.5.4, V-5).
        GAME_MATADORS_NULL = "game.matadors.null";
        /// A bid that is not one of the 63 values (A.13.1, V-9).
        GAME_BID_ILLEGAL = "game.bid.illegal";
        /// Card points outside 0..=120 (A.1.1, V-6).
        GAME_POINTS_RANGE = "game.points.range";
        /// No card points for a game decided by them (A.1.3).
        GAME_POINTS_MISSING = "game.points.missing";
        /// All ten tricks but not all 120 points (A.1.5, V-7).
        GAME_POINTS_ALL_TRICKS = "game.points.all-tricks";
        /// No trick but more than the skat's 22 points (A.1.6, V-8).
        GAME_POINTS_NO_TRICK = "game.points.no-trick";
        /// Tricks outside 0..=10 (V-7).
        GAME_TRICKS_RANGE = "game.tricks.range";
        /// Tricks needed to decide Schwarz; param `points` (A.1.5).
        GAME_TRICKS_NEEDED = "game.tricks.needed";
        /// A Null without the declarer's tricks (A.7.2).
        GAME_TRICKS_NULL = "game.tricks.null";
        /// An announcement without Hand (A.5.1, V-3).
        GAME_ANNOUNCED_HAND = "game.announced.hand";
        /// A suit or grand ouvert that is not Hand (A.5.3, V-4).
        GAME_OUVERT_HAND = "game.ouvert.hand";
        /// A suit or grand ouvert with less than Schwarz announced (A.5.3, V-4).
        GAME_OUVERT_ANNOUNCED = "game.ouvert.announced";
        /// A Null with an announcement (A.5.4, V-5).
        GAME_NULL_ANNOUNCED = "game.null.announced";
        /// A result override on an impossible Null; params `value`, `bid` (A.10).
        GAME_OVERRIDE_IMPOSSIBLE_NULL = "game.override.impossible-null";
        /// A replacement game on a suit or grand game (A.10).
        GAME_REPLACEMENT_UNNEEDED = "game.replacement.unneeded";
        /// A replacement game on a Null that is possible; params `value`, `bid` (A.10).
        GAME_REPLACEMENT_POSSIBLE_NULL = "game.replacement.possible-null";
        /// An impossible Null without its replacement game; params `value`, `bid` (ISkO 3.6.2).
        GAME_REPLACEMENT_MISSING = "game.replacement.missing";
        /// A Null as the replacement game (A.10).
        GAME_REPLACEMENT_NULL = "game.replacement.null";
        /// A sheet whose player count does not fit its table; params `count`, `size` (B.2).
        SHEET_PLAYERS_COUNT = "sheet.players.count";
        /// A first dealer who is not seated; param `max` (B.2.2).
        SHEET_FIRST_DEALER_RANGE = "sheet.first-dealer.range";
        /// Game numbers that do not rise; param `game` (the position).
        SHEET_GAME_NUMBER_ORDER = "sheet.game-number.order";
        /// A passed-in deal with a declarer; param `game` (A.11.1).
        SHEET_DECLARER_PASSED = "sheet.declarer.passed";
        /// A played game without a declarer; param `game` (B.4.2).
        SHEET_DECLARER_MISSING = "sheet.declarer.missing";
        /// A declarer who is not seated; params `game`, `max` (B.4.2).
        SHEET_DECLARER_RANGE = "sheet.declarer.range";
        /// A table of a size Skat is not played at; param `count` (B.2).
        SHEET_TABLE_SIZE = "sheet.table-size";
        /// Finding: game numbers missing from the list; param `numbers` (B.4.1).
        FINDING_MISSING_GAMES = "finding.missing-games";
        /// Finding: the list has the wrong number of games; params `actual`, `expected` (B.4.1).
        FINDING_WRONG_GAME_COUNT = "finding.wrong-game-count";
        /// Finding: the dealer of a 4-table is the declarer; params `game`, `name` (B.4.9).
        FINDING_DECLARER_IS_DEALER = "finding.declarer-is-dealer";
        /// Finding: the written value differs; params `game`, `written`, `computed` (B.4.8).
        FINDING_WRITTEN_VALUE_MISMATCH = "finding.written-value-mismatch";
        /// Finding: a charge an arbiter should confirm; params `game`, `value` (A.9.7).
        FINDING_ARBITER_REVIEW = "finding.arbiter-review";
    }
}
