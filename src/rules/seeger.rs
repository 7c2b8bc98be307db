//! Extended Seeger-Fabian tournament points of one game (RULES.md B.1).
//!
//! The list value comes from `score`; this adds the ±50 and the bonus for the other players.

use super::config::{Rules, TableSize};
use super::score::GameResult;

/// Tournament points one game gives at a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TournamentPoints {
    /// The declarer: list value + 50 when won, − 50 when lost (B.1.1).
    pub declarer: i32,
    /// Each other player who is due the bonus: +40 / +30 when the declarer lost.
    pub each_other: i32,
}

/// The Seeger-Fabian points of one scored game at a table of `size` (B.1.1).
///
/// Whether the dealer who sits out at a 4-table is among the "other players" is the caller's
/// question to `rules.dealer_gets_defender_bonus` (B.1.2); see [`gets_table_bonus`].
pub fn tournament_points(result: &GameResult, size: TableSize, rules: &Rules) -> TournamentPoints {
    if result.passed {
        return TournamentPoints {
            declarer: 0,
            each_other: 0,
        };
    }
    if result.won {
        TournamentPoints {
            declarer: result.score + rules.win_bonus,
            each_other: 0,
        }
    } else {
        TournamentPoints {
            declarer: result.score - rules.loss_malus,
            each_other: rules.table_bonus.get(size),
        }
    }
}

/// Whether `player` earns the table bonus when `declarer` loses the deal dealt by `dealer`
/// (B.1.2: at a 4-table the dealer counts with the defenders unless configured otherwise).
pub fn gets_table_bonus(
    player: usize,
    declarer: usize,
    dealer: usize,
    size: TableSize,
    rules: &Rules,
) -> bool {
    let sits_out = size == TableSize::Four && player == dealer;
    player != declarer && (!sits_out || rules.dealer_gets_defender_bonus)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(won: bool, value: u16) -> GameResult {
        let score = if won {
            i32::from(value)
        } else {
            -2 * i32::from(value)
        };
        GameResult {
            passed: false,
            won,
            overbid: false,
            value,
            score,
            arbiter_review: false,
        }
    }

    #[test]
    fn won_game_gives_the_declarer_fifty_more() {
        let points = tournament_points(&result(true, 72), TableSize::Three, &Rules::default());
        assert_eq!(
            points,
            TournamentPoints {
                declarer: 122,
                each_other: 0
            }
        );
    }

    #[test]
    fn lost_game_gives_forty_or_thirty_to_each_other_player() {
        let rules = Rules::default();
        let three = tournament_points(&result(false, 48), TableSize::Three, &rules);
        let four = tournament_points(&result(false, 48), TableSize::Four, &rules);
        assert_eq!(
            three,
            TournamentPoints {
                declarer: -146,
                each_other: 40
            }
        );
        assert_eq!(
            four,
            TournamentPoints {
                declarer: -146,
                each_other: 30
            }
        );
    }

    #[test]
    fn pure_seeger_has_no_table_bonus() {
        let points = tournament_points(&result(false, 48), TableSize::Four, &Rules::pure_seeger());
        assert_eq!(points.each_other, 0, "B.1.4: pure Seeger is ±50 only");
    }

    #[test]
    fn the_sitting_out_dealer_gets_the_bonus_by_default() {
        let mut rules = Rules::default();
        assert!(
            gets_table_bonus(3, 0, 3, TableSize::Four, &rules),
            "B.1.2 default"
        );
        rules.dealer_gets_defender_bonus = false;
        assert!(!gets_table_bonus(3, 0, 3, TableSize::Four, &rules));
        assert!(
            gets_table_bonus(1, 0, 3, TableSize::Four, &rules),
            "defenders always get it"
        );
        assert!(
            gets_table_bonus(2, 0, 2, TableSize::Three, &rules),
            "at a 3-table the dealer plays"
        );
        assert!(
            !gets_table_bonus(0, 0, 3, TableSize::Four, &rules),
            "never the declarer"
        );
    }
}
