//! The value of one game and what it puts on the list (RULES.md A.4–A.11, reference A.14).
//!
//! [`score`] is the one place where a game's value is computed; it is pure and infallible
//! because a [`GameRecord`] is valid by construction.

use serde::Serialize;

use super::config::{FailedAnnouncementLevels, NullOverbid, OverbidCap, Rules};
use super::record::{GameRecord, PlayedGame, ResultOverride};
use super::values::{Contract, Suit, null_value};
use super::variants::{SeatScores, ramsch_scores};

/// The result of one game: `value` as counted and `score` as written on the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameResult {
    /// A passed-in deal: no declarer, no value (A.11.1). Serialised only when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub passed: bool,
    /// Whether the declarer won.
    pub won: bool,
    /// The game value fell below the bid (A.9), or a Null was bid above its value (A.10).
    pub overbid: bool,
    /// The game value; for an overbid game the charged value that reaches the bid.
    pub value: u16,
    /// `+value` when won, `−lost_multiplier × value` when lost; 0 when passed.
    pub score: i32,
    /// The charge exceeds anything the declared game can be worth (A.9.7), or an impossible
    /// Null had no replacement game: an arbiter should look at the entry.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub arbiter_review: bool,
    /// A Ramsch: the score of every seat (C.3); `None` for every other deal.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<i32>>", optional))]
    pub ramsch_scores: Option<SeatScores>,
}

impl GameResult {
    const PASSED: GameResult = GameResult {
        passed: true,
        won: false,
        overbid: false,
        value: 0,
        score: 0,
        arbiter_review: false,
        ramsch_scores: None,
    };

    fn won(value: u16) -> GameResult {
        GameResult {
            passed: false,
            won: true,
            overbid: false,
            value,
            score: i32::from(value),
            arbiter_review: false,
            ramsch_scores: None,
        }
    }

    fn lost(value: u16, rules: &Rules) -> GameResult {
        let score = -i32::from(rules.lost_multiplier) * i32::from(value);
        GameResult {
            passed: false,
            won: false,
            overbid: false,
            value,
            score,
            arbiter_review: false,
            ramsch_scores: None,
        }
    }

    fn overbid(charge: Charge, rules: &Rules) -> GameResult {
        GameResult {
            overbid: true,
            arbiter_review: charge.beyond_game,
            ..GameResult::lost(charge.value, rules)
        }
    }
}

/// Scores one deal under `rules`.
///
/// ```
/// use skatblock_rules::{GameRecord, Rules, score};
/// let game: GameRecord = serde_json::from_str(
///     r#"{"contract":"diamonds","matadors":-1,"declarer_points":89,"declarer_tricks":7,"bid":22}"#,
/// ).unwrap();
/// let result = score(&game, &Rules::default());
/// assert_eq!((result.won, result.overbid, result.value, result.score), (false, true, 27, -54));
/// ```
pub fn score(game: &GameRecord, rules: &Rules) -> GameResult {
    score_deal(game, None, rules)
}

/// Scores one deal at a table where seat `sitting_out` (the dealer of a 4-table) does not
/// play: it matters only for a Ramsch, whose Jungfrauen are active players (C.3.5). Kontra and
/// Re multiply the list score, never the value (C.1).
///
/// ```
/// use skatblock_rules::{GameInput, GameRecord, Rules, score};
/// let rules: Rules = serde_json::from_str(r#"{"ruleset": "CLUB", "kontra": true}"#).unwrap();
/// let input: GameInput = serde_json::from_str(
///     r#"{"contract":"clubs","matadors":1,"declarer_points":61,"kontra":"re"}"#,
/// ).unwrap();
/// let result = score(&GameRecord::with_rules(input, &rules).unwrap(), &rules);
/// assert_eq!((result.value, result.score), (24, 96)); // K1 with Re
/// ```
pub fn score_deal(game: &GameRecord, sitting_out: Option<usize>, rules: &Rules) -> GameResult {
    match game {
        GameRecord::Passed => GameResult::PASSED,
        GameRecord::Ramsch(deal) => GameResult {
            passed: false,
            ramsch_scores: Some(ramsch_scores(
                deal,
                sitting_out,
                &rules.ramsch.unwrap_or_default(),
            )),
            ..GameResult::PASSED
        },
        GameRecord::Played(game) => {
            let result = match game.contract() {
                Contract::Null => score_null(game, rules),
                Contract::Suit(_) | Contract::Grand => score_trump_game(game, rules),
            };
            GameResult {
                score: result.score * game.kontra().factor(),
                ..result
            }
        }
    }
}

/// The levels (*Gewinnstufen*) on top of matadors and Spiel, each counted once (A.4.2).
#[derive(Debug, Clone, Copy, Default)]
struct Levels {
    schneider: bool,
    schneider_announced: bool,
    schwarz: bool,
    schwarz_announced: bool,
}

impl Levels {
    /// Levels from the announcement plus what was achieved in play, read as `rules` says (F-1).
    fn of(game: &PlayedGame, achieved: Achieved, rules: &Rules) -> Levels {
        let ann = game.announced();
        let (schneider_ann, schwarz_ann) = (ann.schneider(), ann.schwarz());
        match rules.failed_announcement_levels {
            FailedAnnouncementLevels::AllUpToAnnounced => Levels {
                schneider: achieved.schneider || schneider_ann,
                schneider_announced: schneider_ann,
                schwarz: achieved.schwarz || schwarz_ann,
                schwarz_announced: schwarz_ann,
            },
            FailedAnnouncementLevels::AnnouncedOnly => Levels {
                schneider: achieved.schneider,
                schneider_announced: schneider_ann,
                schwarz: achieved.schwarz,
                schwarz_announced: schwarz_ann,
            },
            FailedAnnouncementLevels::AchievedOnly => Levels {
                schneider: achieved.schneider,
                schneider_announced: schneider_ann && achieved.schneider,
                schwarz: achieved.schwarz,
                schwarz_announced: schwarz_ann && achieved.schwarz,
            },
        }
    }

    fn count(self) -> u16 {
        [
            self.schneider,
            self.schneider_announced,
            self.schwarz,
            self.schwarz_announced,
        ]
        .into_iter()
        .map(u16::from)
        .sum()
    }
}

/// The levels a suit or Grand game counts: as played, or declared only after a violation or
/// a declarer's concession ("einfach", A.11.2).
fn counted_levels(game: &PlayedGame, rules: &Rules) -> Levels {
    let achieved = match game.result_override() {
        Some(o) if o != ResultOverride::DefendersConceded => Achieved::default(),
        _ => Achieved::in_play(game),
    };
    Levels::of(game, achieved, rules)
}

/// The six level marks of a list row (A.15.1): what the scorer ticks for this game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LevelMarks {
    /// Hand.
    pub hand: bool,
    /// Schneider (achieved by either party, or implied by an announcement).
    pub schneider: bool,
    /// Schneider announced.
    pub schneider_announced: bool,
    /// Schwarz.
    pub schwarz: bool,
    /// Schwarz announced.
    pub schwarz_announced: bool,
    /// Ouvert.
    pub ouvert: bool,
}

/// The level marks of a game as counted under `rules`; a Null shows only Hand and Ouvert.
pub fn level_marks(game: &PlayedGame, rules: &Rules) -> LevelMarks {
    let base = LevelMarks {
        hand: game.hand(),
        ouvert: game.ouvert(),
        ..LevelMarks::default()
    };
    match game.contract() {
        Contract::Null => base,
        Contract::Suit(_) | Contract::Grand => {
            let l = counted_levels(game, rules);
            LevelMarks {
                schneider: l.schneider,
                schneider_announced: l.schneider_announced,
                schwarz: l.schwarz,
                schwarz_announced: l.schwarz_announced,
                ..base
            }
        }
    }
}

/// Schneider and Schwarz as reached in play by either party (A.1.4, A.1.5, A.4.1).
#[derive(Debug, Clone, Copy, Default)]
struct Achieved {
    schneider: bool,
    schwarz: bool,
}

impl Achieved {
    fn in_play(game: &PlayedGame) -> Achieved {
        let points = game.declarer_points().unwrap_or(61);
        let tricks = game.declarer_tricks();
        Achieved {
            schneider: points >= 90 || points <= 30,
            schwarz: matches!(tricks, Some(0) | Some(10)),
        }
    }
}

/// The charge of an overbid game: the smallest multiple of the base that reaches the bid.
#[derive(Debug, Clone, Copy)]
struct Charge {
    value: u16,
    /// More than the declared game could ever be worth (A.9.7).
    beyond_game: bool,
}

/// `base × ⌈bid / base⌉`, capped at the game's highest value if `rules` say so (A.9.1, F-12).
fn overbid_charge(contract: Contract, base: u16, bid: u16, rules: &Rules) -> Charge {
    let literal = base * bid.div_ceil(base);
    let highest = base * contract.max_multiplier();
    let value = match rules.overbid_cap {
        OverbidCap::None => literal,
        OverbidCap::MaxGameValue => literal.min(highest),
    };
    Charge {
        value,
        beyond_game: literal > highest,
    }
}

/// Suit and Grand games (A.4–A.6, A.9, A.11).
fn score_trump_game(game: &PlayedGame, rules: &Rules) -> GameResult {
    let contract = game.contract();
    let base = contract
        .base_value()
        .expect("a trump game has a base value");
    let matadors = game.matadors().expect("a trump game has matadors").count();
    let levels = counted_levels(game, rules);
    let multiplier =
        matadors + 1 + u16::from(game.hand()) + levels.count() + u16::from(game.ouvert());
    let value = base * multiplier;
    let bid = game.bid().get();
    let charge = overbid_charge(contract, base, bid, rules);
    match game.result_override() {
        // The defenders broke a rule: the declarer wins, at least at his bid (A.11.2).
        Some(ResultOverride::DefendersLostByRule) if value < charge.value => GameResult {
            arbiter_review: charge.beyond_game,
            ..GameResult::won(charge.value)
        },
        Some(ResultOverride::DefendersLostByRule) => GameResult::won(value),
        _ if value < bid => GameResult::overbid(charge, rules),
        Some(ResultOverride::DeclarerLostByRule | ResultOverride::DeclarerConceded) => {
            GameResult::lost(value, rules)
        }
        Some(ResultOverride::DefendersConceded) => GameResult::won(value),
        None if made(game) => GameResult::won(value),
        None => GameResult::lost(value, rules),
    }
}

/// The win condition of a suit or Grand game played out (A.6).
fn made(game: &PlayedGame) -> bool {
    let announced = game.announced();
    if announced.schwarz() {
        game.declarer_tricks() == Some(10)
    } else if announced.schneider() {
        game.declarer_points().is_some_and(|p| p >= 90)
    } else {
        game.declarer_points().is_some_and(|p| p >= 61)
    }
}

/// Null games (A.7) and the impossible Null (A.10).
fn score_null(game: &PlayedGame, rules: &Rules) -> GameResult {
    let value = null_value(game.hand(), game.ouvert());
    if game.is_impossible_null() {
        return impossible_null(game, rules);
    }
    let won = match game.result_override() {
        Some(ResultOverride::DeclarerLostByRule | ResultOverride::DeclarerConceded) => false,
        Some(ResultOverride::DefendersLostByRule | ResultOverride::DefendersConceded) => true,
        None => game.declarer_tricks() == Some(0),
    };
    if won {
        GameResult::won(value)
    } else {
        GameResult::lost(value, rules)
    }
}

/// A Null bid above its value is lost before play (A.10). Under ISkO 3.6.2 it is charged as
/// the replacement game, inheriting only Hand; under the JSkat reading as a multiple of 23.
fn impossible_null(game: &PlayedGame, rules: &Rules) -> GameResult {
    let bid = game.bid().get();
    match rules.null_overbid {
        NullOverbid::MultipleOf23 => GameResult {
            overbid: true,
            ..GameResult::lost(23 * bid.div_ceil(23), rules)
        },
        NullOverbid::Isko362Replacement => {
            // Without a replacement (a record validated under the other reading), charge the
            // game most in the declarer's favour, Diamonds with 1, and ask for review.
            let (contract, matadors, review) = match game.replacement() {
                Some(r) => (r.contract(), r.matadors().count(), false),
                None => (Contract::Suit(Suit::Diamonds), 1, true),
            };
            let base = contract
                .base_value()
                .expect("a replacement is a suit or grand game");
            let min_multiplier = matadors + 1 + u16::from(game.hand());
            let value = base * min_multiplier.max(bid.div_ceil(base));
            let beyond_game = review || value > base * contract.max_multiplier();
            GameResult::overbid(Charge { value, beyond_game }, rules)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marks(json: &str) -> LevelMarks {
        let record: GameRecord = serde_json::from_str(json).expect("valid game");
        level_marks(record.played().expect("a played game"), &Rules::default())
    }

    #[test]
    fn a_missed_schneider_announcement_marks_every_level_up_to_it() {
        // V24 under F-1 reading (a): Grand Hand with 4, Schneider announced, 89 points.
        let m = marks(
            r#"{"contract":"grand","hand":true,"matadors":4,"announced":"schneider","declarer_points":89}"#,
        );
        let expected = LevelMarks {
            hand: true,
            schneider: true,
            schneider_announced: true,
            ..LevelMarks::default()
        };
        assert_eq!(m, expected);
    }

    #[test]
    fn an_ouvert_game_marks_all_six_levels() {
        // V23: Grand ouvert with 4 takes every trick.
        let m = marks(
            r#"{"contract":"grand","ouvert":true,"matadors":4,"declarer_points":120,"declarer_tricks":10}"#,
        );
        assert_eq!(
            m,
            LevelMarks {
                hand: true,
                schneider: true,
                schneider_announced: true,
                schwarz: true,
                schwarz_announced: true,
                ouvert: true
            }
        );
    }

    #[test]
    fn a_null_marks_only_hand_and_ouvert() {
        let m =
            marks(r#"{"contract":"null","hand":true,"ouvert":true,"declarer_tricks":0,"bid":59}"#);
        assert_eq!(
            m,
            LevelMarks {
                hand: true,
                ouvert: true,
                ..LevelMarks::default()
            }
        );
    }

    #[test]
    fn a_rule_violation_marks_the_declared_levels_only() {
        // A.11.2: 95 points would be Schneider, but the game counts "einfach".
        let m = marks(
            r#"{"contract":"clubs","matadors":1,"declarer_points":95,"result_override":"declarer_lost_by_rule"}"#,
        );
        assert_eq!(m, LevelMarks::default());
    }
}
