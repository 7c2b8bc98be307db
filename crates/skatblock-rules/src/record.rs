//! The game record: what a scorer enters for one deal, validated on construction (RULES.md A.12).
//!
//! Every entry path (CLI, CSV import, UI, tests) builds a [`GameRecord`] through
//! [`GameRecord::new`] or [`GameRecord::with_rules`]; deserialisation goes through the same
//! checks (`#[serde(try_from = "GameInput")]`). Scoring lives in `score`, not here.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::codes::*;
use super::config::{NullOverbid, Rules};
use super::refusal::{Code, Refusal};
use super::values::{Contract, is_legal_value, null_value};
use super::variants::{Kontra, RamschRules, RamschTie};
use crate::config::Ruleset;

/// An entry that breaks a rule of RULES.md A.12: a [`Refusal`] with a `game.*` code.
pub type InvalidGame = Refusal;

/// Shorthand for a refusal of `field` holding `value`.
fn refuse(
    code: Code,
    field: impl Into<String>,
    value: impl fmt::Display,
    rule: &'static str,
) -> Refusal {
    Refusal::new(code).field(field).value(value).rule(rule)
}

/// Shorthand for a refusal of a required `field` that was not given.
fn missing(code: Code, field: &str, rule: &'static str) -> Refusal {
    Refusal::new(code).field(field).rule(rule)
}

/// Which announcement the declarer made in a Hand game (RULES.md A.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Announcement {
    /// No announcement.
    #[default]
    None,
    /// Schneider announced.
    Schneider,
    /// Schwarz announced, which includes Schneider announced (A.5.2).
    Schwarz,
}

impl Announcement {
    /// The JSON name.
    pub const fn name(self) -> &'static str {
        match self {
            Announcement::None => "none",
            Announcement::Schneider => "schneider",
            Announcement::Schwarz => "schwarz",
        }
    }

    /// Whether Schneider counts as announced (Schwarz announced implies it, A.5.2).
    pub const fn schneider(self) -> bool {
        match self {
            Announcement::None => false,
            Announcement::Schneider | Announcement::Schwarz => true,
        }
    }

    /// Whether Schwarz was announced.
    pub const fn schwarz(self) -> bool {
        match self {
            Announcement::None | Announcement::Schneider => false,
            Announcement::Schwarz => true,
        }
    }
}

/// A result decided by a rule violation or a concession instead of by the card points
/// (RULES.md A.11.2–A.11.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ResultOverride {
    /// The declarer broke a rule: lost "einfach", with the declared levels only (A.11.2).
    DeclarerLostByRule,
    /// A defender broke a rule: won "einfach", with the declared levels only (A.11.2).
    DefendersLostByRule,
    /// The declarer conceded: lost with the declared levels (A.11.3).
    DeclarerConceded,
    /// The defenders conceded: won with the levels secured, as entered (A.11.3).
    DefendersConceded,
}

impl ResultOverride {
    /// The JSON name.
    pub const fn name(self) -> &'static str {
        match self {
            ResultOverride::DeclarerLostByRule => "declarer_lost_by_rule",
            ResultOverride::DefendersLostByRule => "defenders_lost_by_rule",
            ResultOverride::DeclarerConceded => "declarer_conceded",
            ResultOverride::DefendersConceded => "defenders_conceded",
        }
    }

    /// Whether the card points and tricks still decide the levels (only a defenders'
    /// concession keeps the levels secured in play).
    const fn uses_play(self) -> bool {
        match self {
            ResultOverride::DefendersConceded => true,
            ResultOverride::DeclarerLostByRule
            | ResultOverride::DefendersLostByRule
            | ResultOverride::DeclarerConceded => false,
        }
    }
}

/// Matadors (*Spitzen*): `+n` = with n, `-n` = without n (RULES.md A.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Matadors(i8);

impl Matadors {
    /// Matadors of a contract: 1..=11 with or without in a suit game, 1..=4 in Grand.
    ///
    /// # Errors
    /// Zero, a count beyond the contract's trumps, or any count for Null (A.3.3, V-2).
    ///
    /// ```
    /// use skatblock_rules::{Contract, Matadors};
    /// assert_eq!(Matadors::new(-2, Contract::Grand).unwrap().count(), 2);
    /// let err = Matadors::new(5, Contract::Grand).unwrap_err();
    /// assert_eq!(err.code, skatblock_rules::codes::GAME_MATADORS_RANGE);
    /// assert_eq!((err.field.as_deref(), err.value.as_deref(), err.rule), (Some("matadors"), Some("5"), Some("A.3.3")));
    /// ```
    pub fn new(n: i64, contract: Contract) -> Result<Matadors, InvalidGame> {
        let max = contract.max_matadors();
        if contract == Contract::Null {
            return Err(refuse(GAME_MATADORS_NULL, "matadors", n, "A.5.4, V-5"));
        }
        // `unsigned_abs`, not `abs`: `i64::MIN.abs()` overflows, and in a release build it
        // wrapped to a negative count that passed this check (issue 20).
        if n == 0 || n.unsigned_abs() > u64::from(max) {
            return Err(refuse(GAME_MATADORS_RANGE, "matadors", n, "A.3.3")
                .term("contract", contract.term())
                .param("max", max));
        }
        Ok(Matadors(n as i8))
    }

    /// A test constant; panics on an impossible count, like `Date::constant`.
    pub const fn constant(n: i8) -> Matadors {
        assert!(
            n != 0 && n >= -11 && n <= 11,
            "matadors must be 1..=11 with or without"
        );
        Matadors(n)
    }

    /// The number of levels the matadors add (A.3.2).
    pub const fn count(self) -> u16 {
        self.0.unsigned_abs() as u16
    }

    /// `true` for "with", `false` for "without".
    pub const fn with(self) -> bool {
        self.0 > 0
    }

    /// The signed form used in JSON.
    pub const fn get(self) -> i8 {
        self.0
    }
}

/// The final bid (*Reizwert*): one of the 63 legal values, 18..=264 (RULES.md A.13, V-9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bid(u16);

impl Bid {
    /// The lowest bid, also the default when none is entered (ISkO 3.3.1).
    pub const MIN: Bid = Bid(18);

    /// A bid someone can make.
    ///
    /// # Errors
    /// A value that is not one of the 63 legal game values (V-9).
    ///
    /// ```
    /// use skatblock_rules::Bid;
    /// assert_eq!(Bid::new(48).unwrap().get(), 48);
    /// assert!(Bid::new(25).is_err());
    /// ```
    pub fn new(value: i64) -> Result<Bid, InvalidGame> {
        match u16::try_from(value) {
            Ok(v) if is_legal_value(v) => Ok(Bid(v)),
            _ => Err(refuse(GAME_BID_ILLEGAL, "bid", value, "A.13.1, V-9")),
        }
    }

    /// The bid value.
    pub const fn get(self) -> u16 {
        self.0
    }
}

/// The game used to charge an impossible Null (ISkO 3.6.2, RULES.md A.10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Replacement {
    contract: Contract,
    matadors: Matadors,
}

impl Replacement {
    /// A suit or Grand game with its matadors.
    ///
    /// # Errors
    /// A Null replacement, or matadors the contract cannot have.
    pub fn new(contract: Contract, matadors: i64) -> Result<Replacement, InvalidGame> {
        if contract == Contract::Null {
            return Err(refuse(
                GAME_REPLACEMENT_NULL,
                "replacement.contract",
                "\"null\"",
                "A.10",
            ));
        }
        let matadors =
            Matadors::new(matadors, contract).map_err(|e| e.in_field("replacement.matadors"))?;
        Ok(Replacement { contract, matadors })
    }

    /// The replacement contract (never Null).
    pub const fn contract(self) -> Contract {
        self.contract
    }

    /// The matadors the declarer holds for the replacement contract.
    pub const fn matadors(self) -> Matadors {
        self.matadors
    }
}

/// The raw fields of one game as entered (the JSON form of DESIGN.md), not yet validated.
///
/// Numbers are wide so that an out-of-range value reaches the validation, which names it,
/// instead of failing in the parser.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct GameInput {
    /// `true` for a passed-in deal (*eingepasst*).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub passed: Option<bool>,
    /// The declared game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub contract: Option<ContractField>,
    /// Hand game; default false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub hand: Option<bool>,
    /// Open game; default false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub ouvert: Option<bool>,
    /// Schneider/Schwarz announced; default none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub announced: Option<Announcement>,
    /// `+n` with n, `-n` without n.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub matadors: Option<i64>,
    /// Card points of the declarer including the skat, 0..=120.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub declarer_points: Option<i64>,
    /// Tricks the declarer took, 0..=10.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub declarer_tricks: Option<i64>,
    /// The final bid; default 18.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub bid: Option<i64>,
    /// The replacement game of an impossible Null.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub replacement: Option<ReplacementInput>,
    /// A result decided by a rule violation or a concession.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub result_override: Option<ResultOverride>,
    /// Kontra or Re (club rules with Kontra only, C.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub kontra: Option<Kontra>,
    /// The deal was a Ramsch (club rules with Ramsch only, C.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub ramsch: Option<RamschInput>,
}

/// The raw entry of a Ramsch: one number per seat of the table (at a 4-table the dealer's are
/// 0), card points including the skat where it went.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct RamschInput {
    /// Card points per seat; they add up to 120.
    pub points: Vec<i64>,
    /// Tricks per seat; they add up to 10.
    pub tricks: Vec<i64>,
    /// Pushes of a Schieberamsch, 0..=3; default 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub pushes: Option<i64>,
    /// The seat that took the last trick; needed only to decide a tie under the last-trick rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub last_trick: Option<i64>,
}

/// A Ramsch as entered and checked: every seat's card points and tricks (C.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RamschDeal {
    seats: u8,
    points: [u8; 4],
    tricks: [u8; 4],
    pushes: u8,
    last_trick: Option<u8>,
}

impl RamschDeal {
    /// The number of seats entered (the table size).
    pub const fn seats(&self) -> usize {
        self.seats as usize
    }
    /// Card points per seat.
    pub fn points(&self) -> &[u8] {
        &self.points[..self.seats()]
    }
    /// Tricks per seat.
    pub fn tricks(&self) -> &[u8] {
        &self.tricks[..self.seats()]
    }
    /// Pushes of a Schieberamsch.
    pub const fn pushes(&self) -> u8 {
        self.pushes
    }
    /// The seat that took the last trick, if entered.
    pub const fn last_trick(&self) -> Option<usize> {
        match self.last_trick {
            Some(s) => Some(s as usize),
            None => None,
        }
    }
    /// The seats with the most card points.
    pub fn most_points(&self) -> Vec<usize> {
        let max = self.points().iter().copied().max().unwrap_or(0);
        (0..self.seats())
            .filter(|&s| self.points[s] == max)
            .collect()
    }
    /// The seat that took every trick (*Durchmarsch*), if one did.
    pub fn durchmarsch(&self) -> Option<usize> {
        self.tricks().iter().position(|&t| t == 10)
    }
}

impl From<RamschDeal> for RamschInput {
    fn from(deal: RamschDeal) -> RamschInput {
        RamschInput {
            points: deal.points().iter().map(|&p| i64::from(p)).collect(),
            tricks: deal.tricks().iter().map(|&t| i64::from(t)).collect(),
            pushes: (deal.pushes > 0).then_some(i64::from(deal.pushes)),
            last_trick: deal.last_trick.map(i64::from),
        }
    }
}

/// The raw replacement game of an impossible Null.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ReplacementInput {
    /// A suit or Grand.
    pub contract: ContractField,
    /// The declarer's matadors for that contract.
    pub matadors: i64,
}

/// A contract as a JSON string field (`"clubs"`), parsed without allocating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(
    feature = "ts",
    ts(type = r#""diamonds" | "hearts" | "spades" | "clubs" | "grand" | "null""#)
)]
pub struct ContractField(pub Contract);

impl Serialize for ContractField {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0.name())
    }
}

impl<'de> Deserialize<'de> for ContractField {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = ContractField;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("one of diamonds, hearts, spades, clubs, grand, null")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<ContractField, E> {
                s.parse()
                    .map(ContractField)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Str(s), &self))
            }
        }
        deserializer.deserialize_str(Visitor)
    }
}

/// One validated deal of a score sheet: a played game or a passed-in deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(try_from = "GameInput", into = "GameInput")]
#[cfg_attr(feature = "ts", ts(as = "GameInput"))]
pub enum GameRecord {
    /// All players passed (*eingepasst*): a game number without a score (A.11.1).
    Passed,
    /// A game that was declared.
    Played(PlayedGame),
    /// All players passed and a Ramsch was played (club rules, C.3).
    Ramsch(RamschDeal),
}

/// A declared game whose fields satisfy every rule of RULES.md A.12.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayedGame {
    contract: Contract,
    hand: bool,
    ouvert: bool,
    announced: Announcement,
    matadors: Option<Matadors>,
    declarer_points: Option<u8>,
    declarer_tricks: Option<u8>,
    bid: Bid,
    replacement: Option<Replacement>,
    result_override: Option<ResultOverride>,
    kontra: Kontra,
}

impl PlayedGame {
    /// Kontra or Re (club rules, C.1).
    pub const fn kontra(&self) -> Kontra {
        self.kontra
    }
    /// The declared contract.
    pub const fn contract(&self) -> Contract {
        self.contract
    }
    /// Hand game (always true for a suit or Grand ouvert).
    pub const fn hand(&self) -> bool {
        self.hand
    }
    /// Open game.
    pub const fn ouvert(&self) -> bool {
        self.ouvert
    }
    /// The announcement (Schwarz for a suit or Grand ouvert).
    pub const fn announced(&self) -> Announcement {
        self.announced
    }
    /// Matadors; `None` for Null.
    pub const fn matadors(&self) -> Option<Matadors> {
        self.matadors
    }
    /// Card points of the declarer incl. the skat, when entered.
    pub const fn declarer_points(&self) -> Option<u8> {
        self.declarer_points
    }
    /// Tricks of the declarer, when entered.
    pub const fn declarer_tricks(&self) -> Option<u8> {
        self.declarer_tricks
    }
    /// The final bid.
    pub const fn bid(&self) -> Bid {
        self.bid
    }
    /// The replacement game of an impossible Null.
    pub const fn replacement(&self) -> Option<Replacement> {
        self.replacement
    }
    /// The result override, if a violation or concession decided the game.
    pub const fn result_override(&self) -> Option<ResultOverride> {
        self.result_override
    }
    /// Whether this is a Null declared although the bid exceeds its value (A.10).
    pub const fn is_impossible_null(&self) -> bool {
        matches!(self.contract, Contract::Null) && self.bid.0 > null_value(self.hand, self.ouvert)
    }
}

impl GameRecord {
    /// Validates one game under the ISkO defaults.
    ///
    /// # Errors
    /// The first field that breaks a rule of RULES.md A.12, with its value and the rule.
    ///
    /// ```
    /// use skatblock_rules::{GameInput, GameRecord};
    /// let game: GameInput = serde_json::from_str(
    ///     r#"{"contract":"grand","hand":true,"matadors":-2,"declarer_points":95,"declarer_tricks":8,"bid":48}"#,
    /// ).unwrap();
    /// assert!(GameRecord::new(game).is_ok());
    /// let bad: GameInput = serde_json::from_str(r#"{"contract":"grand","matadors":5,"declarer_points":70}"#).unwrap();
    /// let err = GameRecord::new(bad).unwrap_err();
    /// assert_eq!(err.code.as_str(), "game.matadors.range");
    /// assert_eq!(err.to_string(), "matadors = 5: game.matadors.range {contract: contract-grand, max: 4} (A.3.3)");
    /// ```
    pub fn new(input: GameInput) -> Result<GameRecord, InvalidGame> {
        GameRecord::with_rules(input, &Rules::default())
    }

    /// Validates one game under `rules`. The rules matter only for an impossible Null: under
    /// ISkO 3.6.2 it needs a replacement game, under the JSkat reading it does not (F-2).
    ///
    /// # Errors
    /// As [`GameRecord::new`].
    pub fn with_rules(input: GameInput, rules: &Rules) -> Result<GameRecord, InvalidGame> {
        let kontra = input.kontra.unwrap_or_default();
        if kontra != Kontra::None {
            variant_allowed("kontra", kontra.name(), rules.kontra, rules)?;
        }
        if let Some(ramsch) = &input.ramsch {
            variant_allowed("ramsch", "{…}", rules.ramsch.is_some(), rules)?;
            let config = rules.ramsch.unwrap_or_default();
            return ramsch_deal(&input, ramsch, &config).map(GameRecord::Ramsch);
        }
        if input.passed == Some(true) {
            if rules.ramsch.is_some() {
                return Err(refuse(GAME_PASSED_RAMSCH, "passed", true, "C.3.1"));
            }
            return passed_deal(&input);
        }
        let contract = input
            .contract
            .ok_or_else(|| missing(GAME_CONTRACT_MISSING, "contract", "V-1"))?
            .0;
        let bid = input.bid.map_or(Ok(Bid::MIN), Bid::new)?;
        let points = input.declarer_points.map(card_points).transpose()?;
        let tricks = input.declarer_tricks.map(tricks).transpose()?;
        let game = match contract {
            Contract::Null => null_game(&input, bid, points, tricks, rules)?,
            Contract::Suit(_) | Contract::Grand => {
                trump_game(&input, contract, bid, points, tricks)?
            }
        };
        Ok(GameRecord::Played(PlayedGame { kontra, ..game }))
    }

    /// The played game, or `None` for a passed-in deal or a Ramsch.
    pub const fn played(&self) -> Option<&PlayedGame> {
        match self {
            GameRecord::Passed | GameRecord::Ramsch(_) => None,
            GameRecord::Played(game) => Some(game),
        }
    }

    /// The Ramsch, if the deal was one.
    pub const fn ramsch(&self) -> Option<&RamschDeal> {
        match self {
            GameRecord::Ramsch(deal) => Some(deal),
            GameRecord::Passed | GameRecord::Played(_) => None,
        }
    }

    /// Whether the deal has a declarer (a played game, not a passed deal or a Ramsch).
    pub const fn has_declarer(&self) -> bool {
        matches!(self, GameRecord::Played(_))
    }
}

impl TryFrom<GameInput> for GameRecord {
    type Error = InvalidGame;
    fn try_from(input: GameInput) -> Result<Self, Self::Error> {
        GameRecord::new(input)
    }
}

impl From<GameRecord> for GameInput {
    fn from(record: GameRecord) -> GameInput {
        match record {
            GameRecord::Passed => GameInput {
                passed: Some(true),
                ..GameInput::default()
            },
            GameRecord::Ramsch(deal) => GameInput {
                ramsch: Some(deal.into()),
                ..GameInput::default()
            },
            GameRecord::Played(g) => GameInput {
                passed: None,
                contract: Some(ContractField(g.contract)),
                hand: Some(g.hand),
                ouvert: Some(g.ouvert),
                announced: Some(g.announced),
                matadors: g.matadors.map(|m| i64::from(m.get())),
                declarer_points: g.declarer_points.map(i64::from),
                declarer_tricks: g.declarer_tricks.map(i64::from),
                bid: Some(i64::from(g.bid.get())),
                replacement: g.replacement.map(|r| ReplacementInput {
                    contract: ContractField(r.contract),
                    matadors: i64::from(r.matadors.get()),
                }),
                result_override: g.result_override,
                kontra: (g.kontra != Kontra::None).then_some(g.kontra),
                ramsch: None,
            },
        }
    }
}

/// A club variant in a game needs the club ruleset (C.0) and the variant switched on.
fn variant_allowed(
    field: &'static str,
    value: &str,
    on: bool,
    rules: &Rules,
) -> Result<(), InvalidGame> {
    let shown = if value.starts_with('{') {
        value.to_string()
    } else {
        format!("\"{value}\"")
    };
    match (rules.ruleset, on) {
        (Ruleset::Isko2022, _) => Err(refuse(GAME_VARIANT_ISKO, field, shown, "C.0")),
        (Ruleset::Club, false) => {
            Err(refuse(GAME_VARIANT_OFF, field, shown, "C").param("flag", field))
        }
        (Ruleset::Club, true) => Ok(()),
    }
}

/// A Ramsch: no other game fields, one entry per seat, points adding up to 120 and tricks to
/// 10, pushes only in a Schieberamsch, and the last trick where a tie needs it (C.3). The
/// checks run in this order, so the first rule broken is the one refused.
fn ramsch_deal(
    input: &GameInput,
    ramsch: &RamschInput,
    rules: &RamschRules,
) -> Result<RamschDeal, InvalidGame> {
    if let Some((field, value)) = first_game_field(input)
        .or_else(|| (input.passed == Some(true)).then(|| ("passed", "true".to_string())))
    {
        return Err(refuse(GAME_RAMSCH_FIELDS, field, value, "C.3"));
    }
    let seats = ramsch_seats(ramsch)?;
    let mut deal = ramsch_entries(ramsch, seats)?;
    check_ramsch_sums(&deal, ramsch)?;
    check_ramsch_tricks_and_points(&deal)?;
    deal.pushes = ramsch_pushes(ramsch, rules)?;
    deal.last_trick = ramsch_last_trick(ramsch, &deal)?;
    check_ramsch_tie_decided(&deal, rules)?;
    Ok(deal)
}

/// A Ramsch is entered for every seat of a table of 3 or 4, tricks for as many seats as
/// points (C.3).
fn ramsch_seats(ramsch: &RamschInput) -> Result<usize, InvalidGame> {
    let seats = ramsch.points.len();
    let wrong = |field: &str, values: &[i64]| {
        refuse(GAME_RAMSCH_SEATS, field, list(values), "C.3").param("count", seats)
    };
    if !(3..=4).contains(&seats) {
        return Err(wrong("ramsch.points", &ramsch.points));
    }
    if ramsch.tricks.len() != seats {
        return Err(wrong("ramsch.tricks", &ramsch.tricks));
    }
    Ok(seats)
}

/// Every seat's card points (0..=120) and tricks (0..=10), seat by seat (C.3).
fn ramsch_entries(ramsch: &RamschInput, seats: usize) -> Result<RamschDeal, InvalidGame> {
    let mut deal = RamschDeal {
        seats: seats as u8,
        points: [0; 4],
        tricks: [0; 4],
        pushes: 0,
        last_trick: None,
    };
    for seat in 0..seats {
        let (p, t) = (ramsch.points[seat], ramsch.tricks[seat]);
        deal.points[seat] = seat_entry(p, 120, GAME_RAMSCH_POINTS_RANGE, "points", seat)?;
        deal.tricks[seat] = seat_entry(t, 10, GAME_RAMSCH_TRICKS_RANGE, "tricks", seat)?;
    }
    Ok(deal)
}

/// One seat's number in the Ramsch list `name` (`points` or `tricks`), at most `max`.
fn seat_entry(value: i64, max: u8, code: Code, name: &str, seat: usize) -> Result<u8, InvalidGame> {
    u8::try_from(value)
        .ok()
        .filter(|v| *v <= max)
        .ok_or_else(|| refuse(code, format!("ramsch.{name}[{seat}]"), value, "C.3"))
}

/// The card points add up to 120 (C.3.3) and the tricks to 10 (C.3).
fn check_ramsch_sums(deal: &RamschDeal, ramsch: &RamschInput) -> Result<(), InvalidGame> {
    let points: u16 = deal.points().iter().map(|&p| u16::from(p)).sum();
    if points != 120 {
        let shown = list(&ramsch.points);
        return Err(
            refuse(GAME_RAMSCH_POINTS_SUM, "ramsch.points", shown, "C.3.3").param("sum", points),
        );
    }
    let tricks: u16 = deal.tricks().iter().map(|&t| u16::from(t)).sum();
    if tricks != 10 {
        let shown = list(&ramsch.tricks);
        return Err(
            refuse(GAME_RAMSCH_TRICKS_SUM, "ramsch.tricks", shown, "C.3").param("sum", tricks),
        );
    }
    Ok(())
}

/// A seat with all ten tricks holds all 120 points (C.3.6); a seat without a trick holds at
/// most the skat, 22 (C.3.5).
fn check_ramsch_tricks_and_points(deal: &RamschDeal) -> Result<(), InvalidGame> {
    for (seat, (&p, &t)) in deal.points().iter().zip(deal.tricks()).enumerate() {
        let wrong = |code, rule| {
            refuse(code, format!("ramsch.points[{seat}]"), p, rule).param("seat", seat + 1)
        };
        if t == 10 && p != 120 {
            return Err(wrong(GAME_RAMSCH_ALL_TRICKS, "C.3.6"));
        }
        if t == 0 && p > 22 {
            return Err(wrong(GAME_RAMSCH_NO_TRICK, "C.3.5"));
        }
    }
    Ok(())
}

/// Pushes, 0..=3, and only where the Ramsch is a Schieberamsch (C.3.7).
fn ramsch_pushes(ramsch: &RamschInput, rules: &RamschRules) -> Result<u8, InvalidGame> {
    let pushes = ramsch.pushes.unwrap_or(0);
    if !(0..=3).contains(&pushes) || (pushes > 0 && !rules.push) {
        return Err(refuse(GAME_RAMSCH_PUSHES, "ramsch.pushes", pushes, "C.3.7")
            .param("push", i64::from(rules.push)));
    }
    Ok(pushes as u8)
}

/// The seat that took the last trick, if entered: a seat of the table that took a trick
/// (C.3.3).
fn ramsch_last_trick(ramsch: &RamschInput, deal: &RamschDeal) -> Result<Option<u8>, InvalidGame> {
    let Some(seat) = ramsch.last_trick else {
        return Ok(None);
    };
    let seats = deal.seats();
    let valid = usize::try_from(seat)
        .ok()
        .filter(|&s| s < seats && deal.tricks[s] > 0);
    match valid {
        Some(valid) => Ok(Some(valid as u8)),
        None => Err(
            refuse(GAME_RAMSCH_LAST_TRICK, "ramsch.last_trick", seat, "C.3.3")
                .param("max", seats - 1),
        ),
    }
}

/// Two seats tied on the most points need the last trick where it decides the tie, unless a
/// Durchmarsch decided the deal (C.3.3).
fn check_ramsch_tie_decided(deal: &RamschDeal, rules: &RamschRules) -> Result<(), InvalidGame> {
    let tied = deal.most_points();
    let decides = tied.len() == 2 && rules.tie == RamschTie::LastTrick;
    if decides && deal.durchmarsch().is_none() && deal.last_trick.is_none() {
        // Seats as the list numbers them, from 1.
        let seats: Vec<String> = tied.iter().map(|s| (s + 1).to_string()).collect();
        return Err(
            missing(GAME_RAMSCH_LAST_TRICK_NEEDED, "ramsch.last_trick", "C.3.3")
                .param("seats", seats.join(", ")),
        );
    }
    Ok(())
}

fn list(values: &[i64]) -> String {
    let items: Vec<String> = values.iter().map(ToString::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// A passed-in deal carries no game fields (A.11.1). Fields at their defaults (`hand: false`,
/// `ouvert: false`, `announced: "none"`, `bid: 18`, as a form or an export writes them) say
/// nothing and are accepted; anything that describes a game is refused.
fn passed_deal(input: &GameInput) -> Result<GameRecord, InvalidGame> {
    match first_game_field(input) {
        Some((field, value)) => Err(refuse(GAME_PASSED_FIELDS, field, value, "A.11.1")),
        None => Ok(GameRecord::Passed),
    }
}

/// The first field of [`game_fields`] that says something, with its value as entered.
fn first_game_field(input: &GameInput) -> Option<(&'static str, String)> {
    game_fields(input)
        .into_iter()
        .find_map(|(field, value)| value.map(|v| (field, v)))
}

/// The fields of a game that describe a declared game, as entered; fields at their defaults
/// (`hand: false`, `ouvert: false`, `announced: "none"`, `bid: 18`, `kontra: "none"`, as a form
/// or an export writes them) say nothing and are left out. The pattern names every field, so a
/// new one cannot be forgotten here.
fn game_fields(input: &GameInput) -> [(&'static str, Option<String>); 11] {
    let GameInput {
        passed: _,
        contract,
        hand,
        ouvert,
        announced,
        matadors,
        declarer_points,
        declarer_tricks,
        bid,
        replacement,
        result_override,
        kontra,
        ramsch: _,
    } = input;
    [
        ("contract", contract.map(|c| quoted(c.0.name()))),
        ("hand", set_flag(*hand)),
        ("ouvert", set_flag(*ouvert)),
        ("announced", announced_field(*announced)),
        ("matadors", matadors.map(|v| v.to_string())),
        ("declarer_points", declarer_points.map(|v| v.to_string())),
        ("declarer_tricks", declarer_tricks.map(|v| v.to_string())),
        ("bid", bid_field(*bid)),
        ("replacement", replacement.map(|_| "{…}".to_string())),
        ("result_override", override_field(*result_override)),
        ("kontra", kontra_field(*kontra)),
    ]
}

/// A name as JSON writes it, in quotes.
fn quoted(name: &str) -> String {
    format!("\"{name}\"")
}

/// A flag that says something: `true`.
fn set_flag(flag: Option<bool>) -> Option<String> {
    flag.filter(|f| *f).map(|f| f.to_string())
}

/// An announcement that says something: not `none`.
fn announced_field(announced: Option<Announcement>) -> Option<String> {
    announced
        .filter(|a| *a != Announcement::None)
        .map(|a| quoted(a.name()))
}

/// A bid that says something: above the lowest, which is also the default (ISkO 3.3.1).
fn bid_field(bid: Option<i64>) -> Option<String> {
    bid.filter(|b| *b != i64::from(Bid::MIN.get()))
        .map(|v| v.to_string())
}

/// A result override as entered.
fn override_field(result_override: Option<ResultOverride>) -> Option<String> {
    result_override.map(|o| quoted(o.name()))
}

/// Kontra or Re; `none` says nothing.
fn kontra_field(kontra: Option<Kontra>) -> Option<String> {
    kontra
        .filter(|k| *k != Kontra::None)
        .map(|k| quoted(k.name()))
}

fn card_points(value: i64) -> Result<u8, InvalidGame> {
    u8::try_from(value)
        .ok()
        .filter(|p| *p <= 120)
        .ok_or_else(|| refuse(GAME_POINTS_RANGE, "declarer_points", value, "A.1.1, V-6"))
}

fn tricks(value: i64) -> Result<u8, InvalidGame> {
    u8::try_from(value)
        .ok()
        .filter(|t| *t <= 10)
        .ok_or_else(|| refuse(GAME_TRICKS_RANGE, "declarer_tricks", value, "V-7"))
}

/// Validates a suit or Grand game (V-2 to V-8).
fn trump_game(
    input: &GameInput,
    contract: Contract,
    bid: Bid,
    points: Option<u8>,
    tricks: Option<u8>,
) -> Result<PlayedGame, InvalidGame> {
    let matadors = input
        .matadors
        .ok_or_else(|| missing(GAME_MATADORS_MISSING, "matadors", "A.3, V-2"))
        .and_then(|m| Matadors::new(m, contract))?;
    if input.replacement.is_some() {
        return Err(refuse(
            GAME_REPLACEMENT_UNNEEDED,
            "replacement",
            "{…}",
            "A.10",
        ));
    }
    let (hand, ouvert, announced) = trump_levels(input)?;
    check_points_and_tricks(points, tricks)?;
    let result_override = input.result_override;
    if result_override.is_none_or(ResultOverride::uses_play) {
        require_play_facts(points, tricks)?;
    }
    Ok(PlayedGame {
        contract,
        hand,
        ouvert,
        announced,
        matadors: Some(matadors),
        declarer_points: points,
        declarer_tricks: tricks,
        bid,
        replacement: None,
        result_override,
        kontra: Kontra::None,
    })
}

/// Hand, ouvert and the announcement of a suit or Grand game: an ouvert implies the others
/// (A.5.3, V-4), and an announcement needs a Hand game (A.5.1, V-3).
fn trump_levels(input: &GameInput) -> Result<(bool, bool, Announcement), InvalidGame> {
    let ouvert = input.ouvert.unwrap_or(false);
    let (hand, announced) = if ouvert {
        ouvert_implications(input)?
    } else {
        (
            input.hand.unwrap_or(false),
            input.announced.unwrap_or_default(),
        )
    };
    if announced != Announcement::None && !hand {
        return Err(refuse(
            GAME_ANNOUNCED_HAND,
            "announced",
            quoted(announced.name()),
            "A.5.1, V-3",
        ));
    }
    Ok((hand, ouvert, announced))
}

/// A suit or Grand ouvert is Hand with Schwarz (and so Schneider) announced (A.5.3, V-4).
/// Missing implied flags are filled in; explicit contradictions are rejected.
fn ouvert_implications(input: &GameInput) -> Result<(bool, Announcement), InvalidGame> {
    if input.hand == Some(false) {
        return Err(refuse(GAME_OUVERT_HAND, "hand", false, "A.5.3, V-4"));
    }
    match input.announced {
        None | Some(Announcement::Schwarz) => Ok((true, Announcement::Schwarz)),
        Some(other) => Err(refuse(
            GAME_OUVERT_ANNOUNCED,
            "announced",
            format!("\"{}\"", other.name()),
            "A.5.3, V-4",
        )),
    }
}

/// V-7 and V-8: all ten tricks mean all 120 points; no trick leaves at most the skat (22).
fn check_points_and_tricks(points: Option<u8>, tricks: Option<u8>) -> Result<(), InvalidGame> {
    match (points, tricks) {
        (Some(p), Some(10)) if p != 120 => Err(refuse(
            GAME_POINTS_ALL_TRICKS,
            "declarer_points",
            p,
            "A.1.5, V-7",
        )),
        (Some(p), Some(0)) if p > 22 => Err(refuse(
            GAME_POINTS_NO_TRICK,
            "declarer_points",
            p,
            "A.1.6, V-8",
        )),
        _ => Ok(()),
    }
}

/// A game decided in play needs its card points, and its tricks where they decide Schwarz:
/// at 120 points (the defenders may hold a trick worth 0) and at 22 or fewer (the declarer may
/// hold only the skat). Between those, both parties have a trick and Schwarz is impossible.
fn require_play_facts(points: Option<u8>, tricks: Option<u8>) -> Result<(), InvalidGame> {
    let points = points.ok_or_else(|| missing(GAME_POINTS_MISSING, "declarer_points", "A.1.3"))?;
    if tricks.is_none() && (points == 120 || points <= 22) {
        return Err(missing(GAME_TRICKS_NEEDED, "declarer_tricks", "A.1.5").param("points", points));
    }
    Ok(())
}

/// Validates a Null game (V-5, V-10).
fn null_game(
    input: &GameInput,
    bid: Bid,
    points: Option<u8>,
    tricks: Option<u8>,
    rules: &Rules,
) -> Result<PlayedGame, InvalidGame> {
    check_null_levels(input)?;
    let (hand, ouvert) = (input.hand.unwrap_or(false), input.ouvert.unwrap_or(false));
    let value = null_value(hand, ouvert);
    let replacement = null_replacement(input, bid, value, rules)?;
    let result_override = input.result_override;
    check_null_outcome(bid, value, result_override, tricks)?;
    Ok(PlayedGame {
        contract: Contract::Null,
        hand,
        ouvert,
        announced: Announcement::None,
        matadors: None,
        declarer_points: points,
        declarer_tricks: tricks,
        bid,
        replacement,
        result_override,
        kontra: Kontra::None,
    })
}

/// A Null has no matadors and no announcement (A.5.4, V-5); 0 matadors is "none".
fn check_null_levels(input: &GameInput) -> Result<(), InvalidGame> {
    if let Some(m) = input.matadors.filter(|m| *m != 0) {
        return Err(refuse(GAME_MATADORS_NULL, "matadors", m, "A.5.4, V-5"));
    }
    if let Some(a) = input.announced.filter(|a| *a != Announcement::None) {
        return Err(refuse(
            GAME_NULL_ANNOUNCED,
            "announced",
            quoted(a.name()),
            "A.5.4, V-5",
        ));
    }
    Ok(())
}

/// An impossible Null is charged, never decided by a violation or a concession (A.10); a
/// possible one without an override is decided by the declarer's tricks (A.7.2).
fn check_null_outcome(
    bid: Bid,
    value: u16,
    result_override: Option<ResultOverride>,
    tricks: Option<u8>,
) -> Result<(), InvalidGame> {
    let impossible = bid.get() > value;
    match result_override {
        Some(o) if impossible => Err(refuse(
            GAME_OVERRIDE_IMPOSSIBLE_NULL,
            "result_override",
            quoted(o.name()),
            "A.10",
        )
        .param("value", value)
        .param("bid", bid.get())),
        None if !impossible && tricks.is_none() => {
            Err(missing(GAME_TRICKS_NULL, "declarer_tricks", "A.7.2"))
        }
        Some(_) | None => Ok(()),
    }
}

/// The replacement game is required exactly when the Null is impossible under ISkO 3.6.2.
fn null_replacement(
    input: &GameInput,
    bid: Bid,
    value: u16,
    rules: &Rules,
) -> Result<Option<Replacement>, InvalidGame> {
    let impossible = bid.get() > value;
    match (input.replacement, impossible, rules.null_overbid) {
        (Some(_), false, _) => {
            Err(
                refuse(GAME_REPLACEMENT_POSSIBLE_NULL, "replacement", "{…}", "A.10")
                    .param("value", value)
                    .param("bid", bid.get()),
            )
        }
        (Some(r), true, _) => Replacement::new(r.contract.0, r.matadors).map(Some),
        (None, true, NullOverbid::Isko362Replacement) => {
            Err(
                missing(GAME_REPLACEMENT_MISSING, "replacement", "ISkO 3.6.2, A.10")
                    .param("value", value)
                    .param("bid", bid.get()),
            )
        }
        (None, _, _) => Ok(None),
    }
}
