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

/// What one player did in one series at one table: the inputs of the series total (B.1.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SeriesTally {
    /// Sum of the list values of the player's own games (*Summe*).
    pub sum: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost.
    pub lost: u32,
    /// Games lost by others at the table for which the player earns the table bonus.
    pub opponents_lost: u32,
}

/// The parts of a series total, as the foot of the list shows them (A.15.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeriesTotal {
    /// `won × 50 − lost × 50`.
    pub won_lost_points: i64,
    /// `opponents_lost × 40` (3-table) or `× 30` (4-table).
    pub opponents_lost_points: i64,
    /// `sum + won_lost_points + opponents_lost_points` (*Gesamt*).
    pub total: i64,
}

/// The Seeger-Fabian series total `T = Σ + 50·W − 50·L + b·O` (B.1.3).
pub fn series_total(tally: &SeriesTally, size: TableSize, rules: &Rules) -> SeriesTotal {
    let won_lost_points = i64::from(tally.won) * i64::from(rules.win_bonus)
        - i64::from(tally.lost) * i64::from(rules.loss_malus);
    let opponents_lost_points =
        i64::from(tally.opponents_lost) * i64::from(rules.table_bonus.get(size));
    SeriesTotal {
        won_lost_points,
        opponents_lost_points,
        total: tally.sum + won_lost_points + opponents_lost_points,
    }
}

/// The total of a list in the list style of `rules` (C.5): Seeger-Fabian adds the tournament
/// points to the sum; the classic and the Bierlachs list are the sum alone.
pub fn list_total(tally: &SeriesTally, size: TableSize, rules: &Rules) -> SeriesTotal {
    match rules.list_style {
        crate::ListStyle::SeegerFabian => series_total(tally, size, rules),
        crate::ListStyle::Classic | crate::ListStyle::Bierlachs => SeriesTotal {
            won_lost_points: 0,
            opponents_lost_points: 0,
            total: tally.sum,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(sum: i64, won: u32, lost: u32, table_lost: u32) -> SeriesTally {
        SeriesTally {
            sum,
            won,
            lost,
            opponents_lost: table_lost - lost,
        }
    }

    fn totals(tallies: &[SeriesTally], size: TableSize, rules: &Rules) -> Vec<i64> {
        tallies
            .iter()
            .map(|t| series_total(t, size, rules).total)
            .collect()
    }

    #[test]
    fn series_vector_s1_three_table() {
        let s1 = [
            tally(455, 20, 4, 4),
            tally(608, 12, 0, 4),
            tally(486, 9, 0, 4),
        ];
        assert_eq!(
            totals(&s1, TableSize::Three, &Rules::default()),
            vec![1255, 1368, 1096]
        );
    }

    #[test]
    fn series_vector_s2_four_table_extended() {
        let s2 = [
            tally(492, 12, 0, 8),
            tally(628, 12, 2, 8),
            tally(660, 10, 1, 8),
            tally(-32, 6, 5, 8),
        ];
        assert_eq!(
            totals(&s2, TableSize::Four, &Rules::default()),
            vec![1332, 1308, 1320, 108]
        );
    }

    #[test]
    fn series_vector_s3_pure_seeger() {
        let s3 = [
            tally(492, 12, 0, 8),
            tally(628, 12, 2, 8),
            tally(660, 10, 1, 8),
            tally(-32, 6, 5, 8),
        ];
        assert_eq!(
            totals(&s3, TableSize::Four, &Rules::pure_seeger()),
            vec![1092, 1128, 1110, 18]
        );
    }

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
            ramsch_scores: None,
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
