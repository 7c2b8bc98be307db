//! Club-evening variants (RULES.md part C, issue 11): Kontra and Re, Bock rounds, Ramsch, the
//! list styles and money. All of them are off under `ISKO_2022`; [`Rules::check`] refuses them
//! there, and under `CLUB` enables those configured.
//!
//! [`Rules::check`]: crate::Rules::check

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::record::{GameRecord, RamschDeal};
use crate::values::Contract;

/// Kontra / Re of one game (C.1): the list score is multiplied by 2 / 4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Kontra {
    /// Neither (the default; the same as leaving the field out).
    #[default]
    None,
    /// A defender said Kontra: × 2.
    Kontra,
    /// The declarer answered Re: × 4.
    Re,
}

impl Kontra {
    /// The JSON name.
    pub const fn name(self) -> &'static str {
        match self {
            Kontra::None => "none",
            Kontra::Kontra => "kontra",
            Kontra::Re => "re",
        }
    }

    /// The factor on the list score: 1, 2 or 4 (C.1).
    pub const fn factor(self) -> i32 {
        match self {
            Kontra::None => 1,
            Kontra::Kontra => 2,
            Kontra::Re => 4,
        }
    }
}

/// What queues a Bock round (C.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum BockTrigger {
    /// A Grand Hand (ouvert included), won or lost.
    GrandHand,
    /// A Null ouvert Hand, won or lost.
    NullOuvertHand,
    /// The declarer of a suit or Grand game has exactly 60 card points.
    SixtySixty,
    /// A game played with Re.
    KontraRe,
}

/// Bock rounds: which games trigger them and whether rounds overlap (C.2, F-13).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct BockRules {
    /// The triggers agreed at the table; at least one.
    pub triggers: Vec<BockTrigger>,
    /// `false`: a round triggered inside a Bock round queues behind it; `true`: it starts with
    /// the next deal and overlaps, each overlapping round doubling again.
    #[serde(default)]
    pub stack: bool,
}

impl Default for BockRules {
    /// The triggers RULES.md C.2 names first: Grand Hand, Null ouvert Hand, 60:60.
    fn default() -> Self {
        BockRules {
            triggers: vec![
                BockTrigger::GrandHand,
                BockTrigger::NullOuvertHand,
                BockTrigger::SixtySixty,
            ],
            stack: false,
        }
    }
}

/// How a Ramsch is scored (C.3.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum RamschScoring {
    /// *Augenramsch*: the loser scores −(his card points).
    #[default]
    Points,
    /// −10, −15 with one Jungfrau, −20 with two.
    Fixed,
}

/// Who loses a Ramsch when several have the most card points (C.3.3, F-11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum RamschTie {
    /// The tied player who took the last trick; if none of them did, as `shared`.
    #[default]
    LastTrick,
    /// Each tied player takes the full minus.
    Shared,
}

/// Ramsch instead of a passed deal (C.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct RamschRules {
    /// Points or fixed.
    pub scoring: RamschScoring,
    /// The tie rule.
    pub tie: RamschTie,
    /// Whether a Jungfrau (an active player without a trick) raises the minus.
    pub jungfrau: bool,
    /// Whether Schieberamsch is played (each push doubles).
    pub push: bool,
}

impl Default for RamschRules {
    fn default() -> Self {
        RamschRules {
            scoring: RamschScoring::Points,
            tie: RamschTie::LastTrick,
            jungfrau: true,
            push: false,
        }
    }
}

/// What the list writes (C.4, C.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ListStyle {
    /// The list values plus the extended Seeger-Fabian tournament points (B.1).
    #[default]
    SeegerFabian,
    /// The plain sum of the list values.
    Classic,
    /// Minus points only, up to a limit (C.4).
    Bierlachs,
}

impl ListStyle {
    /// The JSON name.
    pub const fn name(self) -> &'static str {
        match self {
            ListStyle::SeegerFabian => "seeger_fabian",
            ListStyle::Classic => "classic",
            ListStyle::Bierlachs => "bierlachs",
        }
    }
}

/// The Bierlachs list (C.4, F-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct BierlachsRules {
    /// The first player whose total reaches it (total ≤ limit) loses; below zero.
    pub limit: i64,
    /// A lost game costs the declarer this many times the value (F-6; 2 by default).
    pub loss_multiplier: u8,
}

impl Default for BierlachsRules {
    fn default() -> Self {
        BierlachsRules {
            limit: -501,
            loss_multiplier: 2,
        }
    }
}

/// Money at the end of a list (issue 11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct MoneyRules {
    /// Cents per point of difference between two players' totals; at least 1.
    pub cents_per_point: i64,
}

/// Reads a variant that is off (`false`, `null`), on with its defaults (`true`) or configured
/// (an object), as RULES.md part G writes `bock=false` and the issue `"bock": {…}`.
pub(crate) fn off_or_config<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de> + Default,
{
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum OffOr<T> {
        Switch(bool),
        Config(T),
    }
    Ok(match Option::<OffOr<T>>::deserialize(deserializer)? {
        None | Some(OffOr::Switch(false)) => None,
        Some(OffOr::Switch(true)) => Some(T::default()),
        Some(OffOr::Config(config)) => Some(config),
    })
}

/// The Bock rounds of one list as they are triggered, deal by deal (C.2, F-13).
///
/// A trigger at deal `k` queues one round of as many deals as the table has players. Without
/// stacking it starts with deal `k + 1`, or right after the last round already queued; with
/// stacking it always starts with deal `k + 1`, and each round covering a deal doubles it.
///
/// ```
/// use skatblock_rules::BockRounds;
/// let mut bock = BockRounds::new(3, false);
/// bock.trigger(2);
/// assert_eq!((bock.levels(2), bock.levels(3), bock.levels(5), bock.levels(6)), (0, 1, 1, 0));
/// bock.trigger(4); // inside the round: queues behind it
/// assert_eq!((bock.levels(6), bock.levels(8), bock.levels(9)), (1, 1, 0));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BockRounds {
    players: usize,
    stack: bool,
    /// `(first, last)` deal numbers of every round queued so far, in order.
    rounds: Vec<(usize, usize)>,
}

impl BockRounds {
    /// No rounds yet, at a table of `players`.
    pub fn new(players: usize, stack: bool) -> BockRounds {
        BockRounds {
            players,
            stack,
            rounds: Vec::new(),
        }
    }

    /// Queues the round a game at deal `deal` triggered.
    pub fn trigger(&mut self, deal: usize) {
        let next = deal + 1;
        let first = match self.rounds.last() {
            Some(&(_, last)) if !self.stack && last >= next => last + 1,
            _ => next,
        };
        self.rounds.push((first, first + self.players - 1));
    }

    /// How many rounds cover deal `deal`: its score counts 2^levels times.
    pub fn levels(&self, deal: usize) -> u32 {
        let covering = self
            .rounds
            .iter()
            .filter(|(first, last)| (*first..=*last).contains(&deal))
            .count();
        u32::try_from(covering).unwrap_or(u32::MAX)
    }

    /// The factor of deal `deal`: 2^levels.
    pub fn factor(&self, deal: usize) -> i64 {
        1_i64 << self.levels(deal).min(32)
    }
}

impl BockRules {
    /// Whether `game` triggers a Bock round: one round per game, however many triggers it
    /// meets (C.2). Passed deals and Ramsch never do.
    pub fn triggered_by(&self, game: &GameRecord) -> bool {
        let Some(game) = game.played() else {
            return false;
        };
        self.triggers.iter().any(|trigger| match trigger {
            BockTrigger::GrandHand => game.contract() == Contract::Grand && game.hand(),
            BockTrigger::NullOuvertHand => {
                game.contract() == Contract::Null && game.hand() && game.ouvert()
            }
            BockTrigger::SixtySixty => {
                game.contract() != Contract::Null && game.declarer_points() == Some(60)
            }
            BockTrigger::KontraRe => game.kontra() == Kontra::Re,
        })
    }
}

/// One score per seat of a table (3 or 4), without allocating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SeatScores {
    seats: u8,
    scores: [i32; 4],
}

impl SeatScores {
    /// All zero for `seats` seats.
    pub fn zero(seats: usize) -> SeatScores {
        SeatScores {
            seats: seats.min(4) as u8,
            scores: [0; 4],
        }
    }

    /// The scores in seat order.
    pub fn get(&self) -> &[i32] {
        &self.scores[..usize::from(self.seats)]
    }
}

impl Serialize for SeatScores {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.get())
    }
}

/// The scores of a Ramsch per seat (C.3, issue 11): a Durchmarsch gives its player +120; else
/// the loser — the most card points; tied losers by `rules.tie`; nobody at 40:40:40 — scores
/// −points (×2 per Jungfrau) or −10/−15/−20, doubled per push. A Jungfrau is an active player
/// without a trick: `sitting_out`, the dealer of a 4-table, never is (when the dealer is not
/// given, one of the 4-table's seats without a trick is his).
///
/// ```
/// use skatblock_rules::{GameRecord, RamschRules, Rules, ramsch_scores};
/// let rules: Rules = serde_json::from_str(r#"{"ruleset": "CLUB", "ramsch": true}"#).unwrap();
/// let deal: GameRecord = skatblock_rules::GameRecord::with_rules(
///     serde_json::from_str(r#"{"ramsch": {"points": [45, 40, 35], "tricks": [4, 3, 3]}}"#).unwrap(),
///     &rules,
/// ).unwrap();
/// let scores = ramsch_scores(deal.ramsch().unwrap(), None, &RamschRules::default());
/// assert_eq!(scores.get(), &[-45, 0, 0]); // R1
/// ```
pub fn ramsch_scores(
    deal: &RamschDeal,
    sitting_out: Option<usize>,
    rules: &RamschRules,
) -> SeatScores {
    let mut result = SeatScores::zero(deal.seats());
    if let Some(player) = deal.durchmarsch() {
        result.scores[player] = 120;
        return result;
    }
    let tied = deal.most_points();
    if tied.len() >= 3 {
        return result;
    }
    let losers = match (rules.tie, deal.last_trick()) {
        (RamschTie::LastTrick, Some(last)) if tied.contains(&last) => vec![last],
        _ => tied,
    };
    let without_trick = (0..deal.seats())
        .filter(|&s| Some(s) != sitting_out && deal.tricks()[s] == 0)
        .count();
    // At a 4-table whose dealer is not known, the dealer is one of the seats without a trick:
    // the others are the Jungfrauen, whichever seat he is.
    let dealer_among = usize::from(sitting_out.is_none() && deal.seats() == 4);
    let jungfrauen = if rules.jungfrau {
        without_trick.saturating_sub(dealer_among)
    } else {
        0
    };
    let points = i32::from(deal.points()[losers[0]]);
    let base = match rules.scoring {
        RamschScoring::Points => points << jungfrauen.min(3),
        RamschScoring::Fixed => fixed_ramsch(jungfrauen),
    };
    let minus = base << deal.pushes().min(3);
    for loser in losers {
        result.scores[loser] = -minus;
    }
    result
}

/// Fixed Ramsch (C.3.4, R4): 10, 15 with one Jungfrau, 20 with two.
pub const fn fixed_ramsch(jungfrauen: usize) -> i32 {
    match jungfrauen {
        0 => 10,
        1 => 15,
        _ => 20,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queued_rounds_follow_each_other() {
        let mut bock = BockRounds::new(4, false);
        bock.trigger(1);
        bock.trigger(2);
        let levels: Vec<u32> = (1..=11).map(|d| bock.levels(d)).collect();
        assert_eq!(levels, vec![0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    }

    #[test]
    fn stacked_rounds_overlap_and_double_again() {
        let mut bock = BockRounds::new(3, true);
        bock.trigger(1);
        bock.trigger(2);
        let factors: Vec<i64> = (1..=6).map(|d| bock.factor(d)).collect();
        assert_eq!(factors, vec![1, 2, 4, 4, 2, 1]);
    }

    #[test]
    fn a_trigger_after_the_rounds_starts_with_the_next_deal() {
        let mut bock = BockRounds::new(3, false);
        bock.trigger(1);
        bock.trigger(10);
        assert_eq!(
            bock.levels(10),
            0,
            "F-13: the triggering deal is not doubled"
        );
        assert_eq!(
            (bock.levels(11), bock.levels(13), bock.levels(14)),
            (1, 1, 0)
        );
    }

    #[test]
    fn variants_read_as_off_on_or_configured() {
        #[derive(Deserialize)]
        struct Holder {
            #[serde(default, deserialize_with = "off_or_config")]
            bock: Option<BockRules>,
        }
        let read = |text: &str| serde_json::from_str::<Holder>(text).map(|h| h.bock);
        assert_eq!(read(r#"{"bock": false}"#).unwrap(), None);
        assert_eq!(read(r#"{"bock": null}"#).unwrap(), None);
        assert_eq!(read("{}").unwrap(), None);
        assert_eq!(
            read(r#"{"bock": true}"#).unwrap(),
            Some(BockRules::default())
        );
        let configured = read(r#"{"bock": {"triggers": ["kontra_re"], "stack": true}}"#).unwrap();
        assert_eq!(
            configured,
            Some(BockRules {
                triggers: vec![BockTrigger::KontraRe],
                stack: true
            })
        );
        assert!(read(r#"{"bock": {"triggers": ["grand"]}}"#).is_err());
        assert!(read(r#"{"bock": 3}"#).is_err());
    }
}
