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
mod variants;

pub use config::{
    FailedAnnouncementLevels, NullOverbid, OverbidCap, PerTableSize, Rules, Ruleset, TableSize,
    TieBreak,
};
pub use money::{Settlement, Transfer, settle};
pub use record::{
    Announcement, Bid, ContractField, GameInput, GameRecord, InvalidGame, Matadors, PlayedGame,
    RamschDeal, RamschInput, Replacement, ReplacementInput, ResultOverride,
};
pub use refusal::{Code, Param, Refusal};
pub use score::{GameResult, LevelMarks, level_marks, score, score_deal};
pub use seeger::{
    SeriesTally, SeriesTotal, TournamentPoints, gets_table_bonus, list_total, series_total,
    tournament_points,
};
pub use sheet::{
    ColumnSums, Finding, FootLine, InvalidSheet, Ranked, Sheet, SheetGame, SheetReport, SheetRow,
    bock_factors, compute_sheet, dealer_of, ramsch_fits_table,
};
pub use standings::{Performance, Placing, rank};
pub use values::{Contract, GRAND_BASE_VALUE, LEGAL_VALUES, Suit, is_legal_value, null_value};
pub use variants::{
    BierlachsRules, BockRounds, BockRules, BockTrigger, Kontra, ListStyle, MoneyRules, RamschRules,
    RamschScoring, RamschTie, SeatScores, fixed_ramsch, ramsch_scores,
};

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
        /// A club variant in a game under the ISkO; field `kontra` or `ramsch` (C.0, F-8).
        GAME_VARIANT_ISKO = "game.variant.isko";
        /// A club variant in a game that the club's rules do not play; param `flag` (C).
        GAME_VARIANT_OFF = "game.variant.off";
        /// A Ramsch with the fields of a declared game or of a passed deal (C.3).
        GAME_RAMSCH_FIELDS = "game.ramsch.fields";
        /// A passed deal where all-pass deals are played as Ramsch (C.3.1).
        GAME_PASSED_RAMSCH = "game.passed.ramsch";
        /// Ramsch entries for neither 3 nor 4 seats, or points and tricks of unequal length;
        /// param `count` (C.3).
        GAME_RAMSCH_SEATS = "game.ramsch.seats";
        /// A seat's Ramsch card points outside 0..=120 (C.3).
        GAME_RAMSCH_POINTS_RANGE = "game.ramsch.points-range";
        /// A seat's Ramsch tricks outside 0..=10 (C.3).
        GAME_RAMSCH_TRICKS_RANGE = "game.ramsch.tricks-range";
        /// Ramsch card points that do not add up to 120; param `sum` (C.3.3).
        GAME_RAMSCH_POINTS_SUM = "game.ramsch.points-sum";
        /// Ramsch tricks that do not add up to 10; param `sum` (C.3).
        GAME_RAMSCH_TRICKS_SUM = "game.ramsch.tricks-sum";
        /// All ten tricks without all 120 card points; param `seat` (C.3.6).
        GAME_RAMSCH_ALL_TRICKS = "game.ramsch.all-tricks";
        /// No trick but more card points than the skat holds; param `seat` (C.3.5).
        GAME_RAMSCH_NO_TRICK = "game.ramsch.no-trick";
        /// Pushes outside 0..=3, or pushes where Schieberamsch is not played (C.3.7).
        GAME_RAMSCH_PUSHES = "game.ramsch.pushes";
        /// A last-trick seat that is not seated or took no trick; param `max` (C.3.3).
        GAME_RAMSCH_LAST_TRICK = "game.ramsch.last-trick";
        /// A tie for the most card points under the last-trick rule without `last_trick`;
        /// param `seats` (C.3.3).
        GAME_RAMSCH_LAST_TRICK_NEEDED = "game.ramsch.last-trick-needed";
        /// A club variant flag under the ISkO ruleset (C.0, F-8).
        RULES_VARIANT_ISKO = "rules.variant.isko";
        /// Ramsch on a Bierlachs list (C.4).
        RULES_BIERLACHS_RAMSCH = "rules.bierlachs.ramsch";
        /// Bierlachs settings on another list style; param `style` (C.4).
        RULES_BIERLACHS_STYLE = "rules.bierlachs.style";
        /// A Bierlachs limit that is not below zero (C.4).
        RULES_BIERLACHS_LIMIT = "rules.bierlachs.limit";
        /// Bock rounds without a trigger (C.2).
        RULES_BOCK_TRIGGERS = "rules.bock.triggers";
        /// Money at less than one cent per point.
        RULES_MONEY_RATE = "rules.money.rate";
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
        /// A Ramsch with entries for another number of seats than the table's; params `game`,
        /// `size` (C.3).
        SHEET_RAMSCH_SEATS = "sheet.ramsch.seats";
        /// A Ramsch at a 4-table that gives the dealer who sits out points or tricks; params
        /// `game`, `seat` (C.3).
        SHEET_RAMSCH_DEALER = "sheet.ramsch.dealer";
        /// Finding: a Bierlachs total reached the limit; params `game`, `name`, `total`,
        /// `limit` (C.4).
        FINDING_BIERLACHS_LIMIT = "finding.bierlachs-limit";
    }
}
