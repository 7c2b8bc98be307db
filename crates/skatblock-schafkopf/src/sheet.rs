//! One Schafkopf list (four players, one series): every game's amounts and the running totals,
//! per player the sum and the solo games won, the list checks and the ranking (by total, then
//! more solo games won; players still tied share the rank and draw a lot).

use serde::Serialize;

use super::{Game, GameKind, Outcome, Refusal, Tariff, score};

/// One row of the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SchafkopfSheetRow"))]
pub struct SheetRow {
    /// 1-based, as on the paper list.
    pub number: usize,
    /// The dealer's seat.
    pub dealer: usize,
    /// The game's name; `None` for a passed deal.
    pub game: Option<&'static str>,
    /// The declarer's seat.
    pub declarer: Option<u16>,
    /// Whether the declaring party won.
    pub won: bool,
    /// Per seat.
    pub amounts: [i64; 4],
    /// Per seat after this game.
    pub totals: [i64; 4],
}

/// A player's foot of the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SchafkopfFoot"))]
pub struct Foot {
    /// The player.
    pub player: String,
    /// The sum of the player's amounts.
    pub sum: i64,
    /// Solo games (Solo, Wenz, Farbwenz, Geier, Bettel, Sie, Tout) the player declared and won.
    pub solos_won: u32,
    /// Solo games the player declared and lost.
    pub solos_lost: u32,
}

/// A list check that failed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SchafkopfFinding"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Finding {
    /// The games do not give every player the same number of deals.
    UnevenDeals {
        /// Games on the list.
        games: usize,
    },
    /// Game numbers missing between 1 and the last game entered.
    MissingGames {
        /// The missing numbers.
        numbers: Vec<usize>,
    },
    /// A game whose amounts do not add up to zero.
    NotZeroSum {
        /// Its number.
        game: usize,
        /// Their sum.
        sum: i64,
    },
}

impl Finding {
    /// The finding as a coded message for the catalogue of the reader's language.
    pub fn coded(&self) -> Refusal {
        use crate::codes::{SCHAFKOPF_FINDING_NOT_ZERO_SUM, SCHAFKOPF_FINDING_UNEVEN_DEALS};
        match self {
            Finding::UnevenDeals { games } => Refusal::new(SCHAFKOPF_FINDING_UNEVEN_DEALS)
                .param("games", *games)
                .rule("D.1"),
            Finding::MissingGames { numbers } => {
                let list: Vec<String> = numbers.iter().map(ToString::to_string).collect();
                Refusal::new(skatblock_rules::codes::FINDING_MISSING_GAMES)
                    .param("numbers", list.join(", "))
                    .param("count", numbers.len())
                    .rule("B.4.1")
            }
            Finding::NotZeroSum { game, sum } => Refusal::new(SCHAFKOPF_FINDING_NOT_ZERO_SUM)
                .param("game", *game)
                .param("sum", *sum)
                .rule("D.3"),
        }
    }
}

/// One line of the ranking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SchafkopfRankRow"))]
pub struct RankRow {
    /// Rank; tied players share it.
    pub rank: usize,
    /// The seat.
    pub seat: usize,
    /// The player.
    pub player: String,
    /// The list's total.
    pub total: i64,
    /// Solo games won.
    pub solos_won: u32,
    /// Still tied on total and solo games won: a lot decides.
    pub lot_required: bool,
}

/// A finished list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SchafkopfSheetReport"))]
pub struct SheetReport {
    /// The players in seat order.
    pub players: Vec<String>,
    /// Game by game.
    pub games: Vec<SheetRow>,
    /// Per player.
    pub foot: Vec<Foot>,
    /// The list checks that failed.
    pub findings: Vec<Finding>,
    /// Best first.
    pub ranking: Vec<RankRow>,
}

/// Adds up a list of four players under `tariff`.
///
/// # Errors
/// Every game that breaks a rule, each with its 1-based number as param `game`.
pub fn compute_sheet(
    players: &[String; 4],
    first_dealer: usize,
    games: &[Game],
    tariff: &Tariff,
) -> Result<SheetReport, Vec<Refusal>> {
    let numbered: Vec<(usize, &Game)> = games.iter().enumerate().map(|(i, g)| (i + 1, g)).collect();
    compute_numbered_sheet(players, first_dealer, &numbered, tariff)
}

/// Adds up a list whose games carry their numbers (a list being entered may have gaps, which
/// are a finding); the dealer follows from the number.
///
/// # Errors
/// As [`compute_sheet`].
pub fn compute_numbered_sheet(
    players: &[String; 4],
    first_dealer: usize,
    games: &[(usize, &Game)],
    tariff: &Tariff,
) -> Result<SheetReport, Vec<Refusal>> {
    let mut tally = Tally::default();
    let mut errors = Vec::new();
    for &(number, game) in games {
        match score(game, tariff) {
            Ok(out) => tally.add(number, (first_dealer + number + 3) % 4, game, out),
            Err(e) => errors.push(e.param("game", number)),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut findings = list_findings(games);
    findings.append(&mut tally.findings);
    Ok(SheetReport {
        players: players.to_vec(),
        foot: tally.foot(players),
        ranking: tally.ranking(players),
        games: tally.rows,
        findings,
    })
}

/// The games added up so far: the rows, every seat's running total and solo games won and
/// lost, and the games that do not add up to zero.
#[derive(Default)]
struct Tally {
    rows: Vec<SheetRow>,
    totals: [i64; 4],
    solos_won: [u32; 4],
    solos_lost: [u32; 4],
    findings: Vec<Finding>,
}

impl Tally {
    /// Books game `number`, dealt by seat `dealer`, with its outcome.
    fn add(&mut self, number: usize, dealer: usize, game: &Game, out: Outcome) {
        for (total, amount) in self.totals.iter_mut().zip(out.amounts) {
            *total += amount;
        }
        if !out.is_zero_sum() {
            let sum = out.amounts.iter().sum();
            self.findings
                .push(Finding::NotZeroSum { game: number, sum });
        }
        self.count_solo(game, out.won);
        self.rows.push(SheetRow {
            number,
            dealer,
            game: game.kind.map(GameKind::name),
            declarer: game.declarer,
            won: out.won,
            amounts: out.amounts,
            totals: self.totals,
        });
    }

    /// A solo game (anything but a Rufspiel or a Ramsch) counts for its declarer, won or lost.
    fn count_solo(&mut self, game: &Game, won: bool) {
        let solo = game
            .kind
            .is_some_and(|k| !matches!(k, GameKind::Rufspiel | GameKind::Ramsch));
        match (solo, won, game.declarer) {
            (true, true, Some(d)) => self.solos_won[usize::from(d)] += 1,
            (true, false, Some(d)) => self.solos_lost[usize::from(d)] += 1,
            _ => {}
        }
    }

    /// Every player's foot, in seat order.
    fn foot(&self, players: &[String; 4]) -> Vec<Foot> {
        (0..4)
            .map(|s| Foot {
                player: players[s].clone(),
                sum: self.totals[s],
                solos_won: self.solos_won[s],
                solos_lost: self.solos_lost[s],
            })
            .collect()
    }

    /// Best first: by total, then more solo games won; players still tied share the rank and
    /// draw a lot.
    fn ranking(&self, players: &[String; 4]) -> Vec<RankRow> {
        let key = |s: usize| (self.totals[s], self.solos_won[s]);
        let mut order: Vec<usize> = (0..4).collect();
        order.sort_by(|&a, &b| key(b).cmp(&key(a)).then(a.cmp(&b)));
        order
            .iter()
            .map(|&s| RankRow {
                rank: 1 + (0..4).filter(|&o| key(o) > key(s)).count(),
                seat: s,
                player: players[s].clone(),
                total: self.totals[s],
                solos_won: self.solos_won[s],
                lot_required: (0..4).any(|o| o != s && key(o) == key(s)),
            })
            .collect()
    }
}

/// The checks of the list as a whole, first: every player dealt as often as the others, then
/// no game number left out.
fn list_findings(games: &[(usize, &Game)]) -> Vec<Finding> {
    let mut findings = Vec::new();
    if !games.len().is_multiple_of(4) {
        findings.push(Finding::UnevenDeals { games: games.len() });
    }
    let last = games.last().map_or(0, |(n, _)| *n);
    let missing: Vec<usize> = (1..=last)
        .filter(|n| games.iter().all(|(m, _)| m != n))
        .collect();
    if !missing.is_empty() {
        findings.push(Finding::MissingGames { numbers: missing });
    }
    findings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Suit;

    fn names() -> [String; 4] {
        ["Anna", "Bernd", "Clara", "Dieter"].map(String::from)
    }

    #[test]
    fn a_list_adds_up_amounts_totals_solos_and_ranks() {
        let ruf = Game {
            kind: Some(GameKind::Rufspiel),
            declarer: Some(0),
            partner: Some(2),
            called: Some(Suit::Gras),
            points: Some(70),
            ..Game::default()
        };
        let wenz = Game {
            kind: Some(GameKind::Wenz),
            declarer: Some(1),
            points: Some(80),
            ..Game::default()
        };
        let games = [ruf.clone(), wenz, Game::default(), ruf];
        let report = compute_sheet(&names(), 3, &games, &Tariff::bsv_10_50()).expect("valid");
        // Rufspiel: Anna and Clara win 10 each; Wenz: Bernd +150, the others −50; passed;
        // the Rufspiel again.
        assert_eq!(report.games[1].totals, [-40, 140, -40, -60]);
        assert_eq!(report.games[3].totals, [-30, 130, -30, -70]);
        assert_eq!(report.games[0].dealer, 3);
        assert_eq!(report.foot[1].solos_won, 1);
        assert!(report.findings.is_empty());
        let ranks: Vec<(usize, &str, bool)> = report
            .ranking
            .iter()
            .map(|r| (r.rank, r.player.as_str(), r.lot_required))
            .collect();
        assert_eq!(
            ranks,
            vec![
                (1, "Bernd", false),
                (2, "Anna", true),
                (2, "Clara", true),
                (4, "Dieter", false)
            ]
        );
    }

    #[test]
    fn an_uneven_list_is_found_and_bad_games_are_numbered() {
        let report =
            compute_sheet(&names(), 0, &[Game::default()], &Tariff::bsv_10_50()).expect("valid");
        assert_eq!(report.findings, vec![Finding::UnevenDeals { games: 1 }]);
        let bad = Game {
            kind: Some(GameKind::Solo),
            declarer: Some(0),
            points: Some(70),
            ..Game::default()
        };
        let errors = compute_sheet(&names(), 0, &[Game::default(), bad], &Tariff::bsv_10_50())
            .expect_err("no suit");
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].params["game"], skatblock_rules::Param::Int(2));
    }
}
