//! The Preisskat's pure core (RULES.md part H, issue 22): functions over data, no database, no
//! sentence, no clock, so that the desk's operations layer and the association server compute
//! alike.
//!
//! The caller's path through one event:
//! 1. [`parse_prize_file`] reads and checks the organiser's prize file (H.1–H.4), all refusals at
//!    once, each naming the field path, the value and the rule.
//! 2. [`validate_teams`] checks the teams entered for the team rankings (H.2.1).
//! 3. [`rankings`] ranks every ranking of the file over the [`Field`] (the entrants with their
//!    per-series results, the teams, the recorded lots); a recorded lot that no longer matches its
//!    group is dropped and named in [`Rankings::dropped_lots`] (H.3.1).
//! 4. [`apply_lot`] checks a new lot against a ranking's rows before the caller stores it.
//! 5. [`prizes`] turns the rankings into pots, places and the cashier's payouts (H.4).
//! 6. [`running_standings`], [`seeded_order`], [`table_plan`] and [`draw_apart`] seat series 2+
//!    by score with mates apart (H.5); [`shuffle`] gives a random draw's order from a seed.
//!
//! ```
//! use skatblock_prizes::{Entrant, Field, LostGameFeesIn, parse_prize_file, prizes, rankings};
//! use skatblock_rules::{Performance, TieBreak};
//!
//! let file = parse_prize_file(
//!     r#"{"entry_cents": 1000, "rankings": [{"id": "einzel", "name": "Einzel",
//!         "places": [{"place": 1, "percent": 60}, {"place": 2, "percent": 40}]}]}"#,
//! )
//! .expect("a valid file");
//! let entrant = |id: &str, total| Entrant {
//!     player_id: id.into(),
//!     name: id.into(),
//!     series: vec![Performance { total, won: 1, lost: 0 }],
//!     ..Entrant::default()
//! };
//! let entrants = [entrant("P1", 900), entrant("P2", 1200), entrant("P3", 300)];
//! let field = Field {
//!     event_year: 2026,
//!     tie_break: &[TieBreak::TotalDesc, TieBreak::WinsDesc, TieBreak::LossesAsc],
//!     entrants: &entrants,
//!     teams: &[],
//!     lots: &[],
//! };
//! let ranked = rankings(&file, &field).expect("no teams to refuse");
//! let paid = prizes(&file, &ranked.rankings, &LostGameFeesIn::default());
//! assert_eq!(paid.pots[0].pot_cents, 3000);
//! assert_eq!(paid.payouts[0].name, "P2");
//! assert_eq!(paid.payouts[0].cents, 1800);
//! ```
//!
//! What stays with the caller, because it needs stored data: the event's series count against a
//! ranking's `series: k`, the fee schedule's `entry_cents` against the file's (H.4.1), the graded
//! lost-game fees per series ([`LostGameFeesIn`], from the cash book), the teams' CSV rows
//! gathered into [`TeamEntry`]s, and storing, dropping and auditing the lots.
//!
//! Money is in cents throughout; percents are read to the hundredth of a percent and computed
//! in whole numbers, so every desk rounds alike.
#![deny(missing_docs)]

mod draw;
mod file;
mod lots;
mod prizes;
mod rankings;

pub use draw::{Draw, TablePlan, draw_apart, seeded_order, shuffle, table_plan};
pub use file::{
    AgeBasis, LostGameFees, PlaceSpec, PotSpec, PrizeFile, RankingKind, RankingSpec, Tie,
    parse_prize_file, validate,
};
pub use lots::{apply_lot, lot_matches, lot_required_groups};
pub use prizes::{LostGameFeesIn, PayoutRow, PlaceRow, PotRow, Prizes, prizes};
pub use rankings::{
    Entrant, Field, Ranking, RankingRow, Rankings, RecordedLot, Sex, TeamEntry, Who, admits_person,
    rankings, running_standings, validate_teams,
};

/// The codes of the Preisskat's refusals; each has a sentence in `locales/*/prizes.ftl`.
pub mod codes {
    skatblock_rules::codes! {
        /// A prize file that is not JSON; params `line`, `column`.
        PRIZES_FILE_NOT_JSON = "prizes.file.not-json";
        /// A key the prize file does not have (value: the key); params `line`, `column`.
        PRIZES_FILE_UNKNOWN_FIELD = "prizes.file.unknown-field";
        /// A value of the wrong kind or a missing key; params `line`, `column`.
        PRIZES_FILE_INVALID = "prizes.file.invalid";
        /// A ranking without an id.
        PRIZES_RANKING_ID_MISSING = "prizes.ranking.id-missing";
        /// Two rankings with one id; param `other` (the first one's index).
        PRIZES_RANKING_ID_TWICE = "prizes.ranking.id-twice";
        /// A ranking without a name.
        PRIZES_RANKING_NAME_MISSING = "prizes.ranking.name-missing";
        /// A negative amount of money.
        PRIZES_MONEY_NEGATIVE = "prizes.money.negative";
        /// A percent outside 0..=100 or finer than a hundredth.
        PRIZES_PERCENT_RANGE = "prizes.percent.range";
        /// A sex filter naming no sex.
        PRIZES_RANKING_SEX_EMPTY = "prizes.ranking.sex-empty";
        /// An age limit outside 0..=150 or `age_min` above `age_max`.
        PRIZES_RANKING_AGE_RANGE = "prizes.ranking.age-range";
        /// `series` below 1.
        PRIZES_RANKING_SERIES_RANGE = "prizes.ranking.series-range";
        /// `team_size` below 2.
        PRIZES_RANKING_TEAM_SIZE = "prizes.ranking.team-size";
        /// `club_best` below 1.
        PRIZES_RANKING_CLUB_BEST = "prizes.ranking.club-best";
        /// `team_size` and `club_best` in one ranking.
        PRIZES_RANKING_TEAM_AND_CLUB = "prizes.ranking.team-and-club";
        /// A filter of individual rankings on a team or club ranking; param `kind`
        /// (`team`|`club`).
        PRIZES_RANKING_FILTER_KIND = "prizes.ranking.filter-kind";
        /// `mixed` on a ranking that is not a team ranking of two.
        PRIZES_RANKING_MIXED = "prizes.ranking.mixed";
        /// `round_cents` below 1.
        PRIZES_ROUND_RANGE = "prizes.round.range";
        /// `lost_game_fees: "series"` in a ranking without `series`.
        PRIZES_POT_SERIES_FEES = "prizes.pot.series-fees";
        /// `lost_game_fees_percent` without `lost_game_fees`.
        PRIZES_POT_PERCENT_WITHOUT_FEES = "prizes.pot.percent-without-fees";
        /// Lost-game fees given out over 100 % in all; param `total` (percent).
        PRIZES_POT_FEES_OVER = "prizes.pot.fees-over";
        /// A place without `place` or `from` and `to`/`to_share`.
        PRIZES_PLACE_RANGE_MISSING = "prizes.place.range-missing";
        /// A place with `place` and `from`, or `to` and `to_share`.
        PRIZES_PLACE_RANGE_TWICE = "prizes.place.range-twice";
        /// A range starting below 1 or ending before it starts.
        PRIZES_PLACE_RANGE_ORDER = "prizes.place.range-order";
        /// `to_share` outside 0 < F ≤ 1.
        PRIZES_PLACE_SHARE_RANGE = "prizes.place.share-range";
        /// Two ranges over one place; param `other` (the other range's index).
        PRIZES_PLACE_OVERLAP = "prizes.place.overlap";
        /// A range paying neither cents, nor percent, nor goods.
        PRIZES_PLACE_PAYS_NOTHING = "prizes.place.pays-nothing";
        /// A percent place in a ranking without a pot (H.4, issue 22 item 4).
        PRIZES_PLACE_PERCENT_WITHOUT_POT = "prizes.place.percent-without-pot";
        /// The main ranking's own fee differs from the top-level `entry_cents`; param `top`.
        PRIZES_MAIN_FEE_TWICE = "prizes.main.fee-twice";
        /// A team for a ranking the file does not have as a team ranking.
        PRIZES_TEAM_RANKING_UNKNOWN = "prizes.team.ranking-unknown";
        /// A team without exactly `team_size` players; params `team`, `size`, `count`.
        PRIZES_TEAM_SIZE = "prizes.team.size";
        /// A player on two teams of one ranking; params `team`, `other_team`.
        PRIZES_TEAM_PLAYER_TWICE = "prizes.team.player-twice";
        /// A team member who is not an entrant of the event.
        PRIZES_TEAM_PLAYER_UNKNOWN = "prizes.team.player-unknown";
        /// A mixed team without one `f` and one `m` or `d`; param `team`.
        PRIZES_TEAM_MIXED = "prizes.team.mixed";
        /// A lot naming someone outside the ranking (value: the name given).
        PRIZES_LOT_UNKNOWN = "prizes.lot.unknown";
        /// A lot naming someone twice.
        PRIZES_LOT_TWICE = "prizes.lot.twice";
        /// A lot naming someone who needs no lot.
        PRIZES_LOT_NOT_TIED = "prizes.lot.not-tied";
        /// A lot naming members of two groups.
        PRIZES_LOT_TWO_GROUPS = "prizes.lot.two-groups";
        /// A lot naming its group only partly; params `named`, `size`.
        PRIZES_LOT_INCOMPLETE = "prizes.lot.incomplete";
        /// Players that no plan of 4- and 3-tables seats; param `players`.
        PRIZES_DRAW_PLAYERS = "prizes.draw.players";
        /// A table plan with other seats than players; params `seats`, `players`.
        PRIZES_DRAW_PLAN = "prizes.draw.plan";
    }
}

#[cfg(test)]
mod tests;
