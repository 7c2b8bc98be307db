//! The configuration flags of RULES.md part G that concern one game, one list and one ranking.
//!
//! `Rules::default()` is ISkO tournament mode. Every other reading the spec lists (§F) is a
//! flag here; nothing else in `rules` hard-codes a choice that the spec leaves open.

use serde::{Deserialize, Serialize};

use crate::codes::*;
use crate::refusal::Refusal;
use crate::variants::{
    BierlachsRules, BockRules, ListStyle, MoneyRules, RamschRules, off_or_config,
};

/// Which rule set the event follows: the ISkO (every club variant refused) or a club's own
/// (the variants of RULES.md part C as configured).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Ruleset {
    /// The International Skat Order as of 2022 (equal in scoring to the 1999 edition).
    #[default]
    #[serde(rename = "ISKO_2022")]
    Isko2022,
    /// A club evening's rules: Kontra/Re, Bock, Ramsch, list styles and money as configured.
    #[serde(rename = "CLUB")]
    Club,
}

/// How a lost game with a missed Schneider/Schwarz announcement counts its levels (F-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum FailedAnnouncementLevels {
    /// (a) Every level up to and including the announced one (ISkO 5.2.5; the default).
    #[default]
    AllUpToAnnounced,
    /// (b)/(c) The announced levels, but Schneider/Schwarz only where achieved (ISS, skat-ai).
    AnnouncedOnly,
    /// (d) An announced level counts only where it was achieved (JSkat).
    AchievedOnly,
}

/// How a Null bid above its value is charged (F-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum NullOverbid {
    /// ISkO 3.6.2: lost as a suit or Grand replacement game (the default).
    #[default]
    #[serde(rename = "ISKO_3_6_2_REPLACEMENT")]
    Isko362Replacement,
    /// JSkat: twice the smallest multiple of 23 that reaches the bid.
    #[serde(rename = "MULTIPLE_OF_23")]
    MultipleOf23,
}

/// Whether an overbid charge may exceed the highest value of the declared game (A.9.7, F-12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum OverbidCap {
    /// The literal ISkO formula, `base × ⌈bid / base⌉` (the default; flagged for review).
    #[default]
    None,
    /// Capped at the highest value the declared contract can reach.
    MaxGameValue,
}

/// One step of the standings order (B.3.1). The lot is never drawn by the engine: players
/// still equal after the last step are reported as `lot_required`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TieBreak {
    /// Total tournament points, highest first.
    TotalDesc,
    /// Own games won, most first.
    WinsDesc,
    /// Own games lost, fewest first.
    LossesAsc,
}

/// A number per table size: 3-table and 4-table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct PerTableSize<T> {
    /// At a 3-table.
    #[serde(rename = "3")]
    pub three: T,
    /// At a 4-table.
    #[serde(rename = "4")]
    pub four: T,
}

impl<T: Copy> PerTableSize<T> {
    /// The value for `size`.
    pub fn get(&self, size: TableSize) -> T {
        match size {
            TableSize::Three => self.three,
            TableSize::Four => self.four,
        }
    }
}

/// A table of three or four players (at a 4-table the dealer sits out each deal).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(try_from = "u8", into = "u8")]
#[cfg_attr(feature = "ts", ts(type = "3 | 4"))]
pub enum TableSize {
    /// *Dreiertisch*.
    Three,
    /// *Vierertisch*.
    Four,
}

impl TableSize {
    /// The number of players.
    pub const fn players(self) -> usize {
        match self {
            TableSize::Three => 3,
            TableSize::Four => 4,
        }
    }

    /// The table of `count` players: the one place that decides it (B.2).
    ///
    /// # Errors
    /// Any count but 3 or 4: Skat is not scored at a table of 2 or 5.
    ///
    /// ```
    /// use skatblock_rules::TableSize;
    /// assert_eq!(TableSize::for_players(4), Ok(TableSize::Four));
    /// assert_eq!(TableSize::for_players(5).unwrap_err().code.as_str(), "sheet.table-size");
    /// ```
    pub fn for_players(count: usize) -> Result<TableSize, Refusal> {
        match count {
            3 => Ok(TableSize::Three),
            4 => Ok(TableSize::Four),
            other => Err(Refusal::new(crate::codes::SHEET_TABLE_SIZE)
                .field("table_size")
                .value(other)
                .rule("B.2")),
        }
    }
}

impl TryFrom<u8> for TableSize {
    type Error = Refusal;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        TableSize::for_players(usize::from(n))
    }
}

impl From<TableSize> for u8 {
    fn from(size: TableSize) -> u8 {
        size.players() as u8
    }
}

/// The flags of RULES.md part G for the engine; the default is ISkO tournament mode.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// The rule set (`ISKO_2022`).
    pub ruleset: Ruleset,
    /// A lost game scores −`lost_multiplier` × value (2 since 1 Jan 1999, A.8).
    pub lost_multiplier: u8,
    /// F-1.
    pub failed_announcement_levels: FailedAnnouncementLevels,
    /// F-2.
    pub null_overbid: NullOverbid,
    /// F-12.
    pub overbid_cap: OverbidCap,
    /// Seeger-Fabian: added to the declarer for a won game (B.1).
    pub win_bonus: i32,
    /// Seeger-Fabian: taken from the declarer for a lost game (B.1).
    pub loss_malus: i32,
    /// Seeger-Fabian: to each other player when the declarer loses; 0 for pure Seeger (B.1.4).
    pub table_bonus: PerTableSize<i32>,
    /// At a 4-table, whether the dealer who sits out also gets the table bonus (B.1.2, F-3).
    pub dealer_gets_defender_bonus: bool,
    /// Games of one series per table size (B.2.1).
    pub series_games: PerTableSize<u16>,
    /// The standings order before the lot (B.3.1).
    pub tie_break: Vec<TieBreak>,
    /// Kontra and Re are played (C.1; `CLUB` only).
    pub kontra: bool,
    /// Bock rounds (C.2; `CLUB` only): `false`, `true` (the default triggers) or the config.
    #[serde(deserialize_with = "off_or_config")]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub bock: Option<BockRules>,
    /// Ramsch when all pass (C.3; `CLUB` only): `false`, `true` (the defaults) or the config.
    #[serde(deserialize_with = "off_or_config")]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub ramsch: Option<RamschRules>,
    /// What the list writes (C.4, C.5; anything but Seeger-Fabian is `CLUB` only).
    pub list_style: ListStyle,
    /// The Bierlachs limit and loss multiplier (C.4); with `list_style: bierlachs` only.
    #[serde(deserialize_with = "off_or_config")]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub bierlachs: Option<BierlachsRules>,
    /// Money at the end of the list (`CLUB` only).
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub money: Option<MoneyRules>,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            ruleset: Ruleset::Isko2022,
            lost_multiplier: 2,
            failed_announcement_levels: FailedAnnouncementLevels::AllUpToAnnounced,
            null_overbid: NullOverbid::Isko362Replacement,
            overbid_cap: OverbidCap::None,
            win_bonus: 50,
            loss_malus: 50,
            table_bonus: PerTableSize {
                three: 40,
                four: 30,
            },
            dealer_gets_defender_bonus: true,
            series_games: PerTableSize {
                three: 36,
                four: 48,
            },
            tie_break: vec![TieBreak::TotalDesc, TieBreak::WinsDesc, TieBreak::LossesAsc],
            kontra: false,
            bock: None,
            ramsch: None,
            list_style: ListStyle::SeegerFabian,
            bierlachs: None,
            money: None,
        }
    }
}

impl Rules {
    /// Checks that the flags fit together: under `ISKO_2022` every club variant is refused
    /// (C.0, F-8); under `CLUB`, Bierlachs does not play Ramsch and its settings need its list
    /// style, a Bock round needs a trigger, money a rate and Bierlachs a limit below zero.
    ///
    /// # Errors
    /// The first flag that does not fit, naming it, its value and the rule.
    ///
    /// ```
    /// use skatblock_rules::Rules;
    /// let isko: Rules = serde_json::from_str(r#"{"kontra": true}"#).unwrap();
    /// assert_eq!(isko.check().unwrap_err().code.as_str(), "rules.variant.isko");
    /// let club: Rules = serde_json::from_str(r#"{"ruleset": "CLUB", "kontra": true}"#).unwrap();
    /// assert!(club.check().is_ok());
    /// ```
    pub fn check(&self) -> Result<(), Refusal> {
        match self.ruleset {
            Ruleset::Isko2022 => self.check_no_variant(),
            Ruleset::Club => {
                self.check_bierlachs()?;
                self.check_bock()?;
                self.check_money()
            }
        }
    }

    /// Under `ISKO_2022` no club variant is switched on (C.0, F-8); the first one that is
    /// is refused.
    fn check_no_variant(&self) -> Result<(), Refusal> {
        let set = |on: bool, field: &'static str, value: String| on.then_some((field, value));
        let variants = [
            set(self.kontra, "kontra", "true".into()),
            set(self.bock.is_some(), "bock", "{…}".into()),
            set(self.ramsch.is_some(), "ramsch", "{…}".into()),
            set(
                self.list_style != ListStyle::SeegerFabian,
                "list_style",
                format!("\"{}\"", self.list_style.name()),
            ),
            set(self.bierlachs.is_some(), "bierlachs", "{…}".into()),
            set(self.money.is_some(), "money", "{…}".into()),
        ];
        match variants.into_iter().flatten().next() {
            Some((field, value)) => Err(Refusal::new(RULES_VARIANT_ISKO)
                .field(field)
                .value(value)
                .rule("C.0")),
            None => Ok(()),
        }
    }

    /// A Bierlachs list plays no Ramsch, Bierlachs settings need the Bierlachs list style, and
    /// the limit lies below zero (C.4).
    fn check_bierlachs(&self) -> Result<(), Refusal> {
        let bierlachs = self.list_style == ListStyle::Bierlachs;
        if bierlachs && self.ramsch.is_some() {
            return Err(Refusal::new(RULES_BIERLACHS_RAMSCH)
                .field("ramsch")
                .value("{…}")
                .rule("C.4"));
        }
        let Some(config) = self.bierlachs else {
            return Ok(());
        };
        if !bierlachs {
            return Err(Refusal::new(RULES_BIERLACHS_STYLE)
                .field("bierlachs")
                .value("{…}")
                .param("style", self.list_style.name())
                .rule("C.4"));
        }
        if config.limit >= 0 {
            return Err(Refusal::new(RULES_BIERLACHS_LIMIT)
                .field("bierlachs.limit")
                .value(config.limit)
                .rule("C.4"));
        }
        Ok(())
    }

    /// Bock rounds need at least one trigger (C.2).
    fn check_bock(&self) -> Result<(), Refusal> {
        if self.bock.as_ref().is_some_and(|b| b.triggers.is_empty()) {
            return Err(Refusal::new(RULES_BOCK_TRIGGERS)
                .field("bock.triggers")
                .value("[]")
                .rule("C.2"));
        }
        Ok(())
    }

    /// Money needs a rate of at least a cent per point (C).
    fn check_money(&self) -> Result<(), Refusal> {
        if let Some(money) = self.money.filter(|m| m.cents_per_point < 1) {
            return Err(Refusal::new(RULES_MONEY_RATE)
                .field("money.cents_per_point")
                .value(money.cents_per_point)
                .rule("C"));
        }
        Ok(())
    }

    /// The Bierlachs settings in force: the configured ones, or the defaults (limit −501).
    pub fn bierlachs_rules(&self) -> BierlachsRules {
        self.bierlachs.unwrap_or_default()
    }

    /// Pure Seeger (B.1.4): ±50 only, no bonus to the other players.
    pub fn pure_seeger() -> Rules {
        Rules {
            table_bonus: PerTableSize { three: 0, four: 0 },
            ..Rules::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_part_g_defaults() {
        let json = serde_json::to_value(Rules::default()).expect("rules serialise");
        assert_eq!(json["ruleset"], "ISKO_2022");
        assert_eq!(json["failed_announcement_levels"], "ALL_UP_TO_ANNOUNCED");
        assert_eq!(json["null_overbid"], "ISKO_3_6_2_REPLACEMENT");
        assert_eq!(json["overbid_cap"], "NONE");
        assert_eq!(json["table_bonus"], serde_json::json!({"3": 40, "4": 30}));
        assert_eq!(json["series_games"], serde_json::json!({"3": 36, "4": 48}));
        assert_eq!(
            json["tie_break"],
            serde_json::json!(["TOTAL_DESC", "WINS_DESC", "LOSSES_ASC"])
        );
    }

    #[test]
    fn partial_configuration_keeps_the_other_defaults() {
        let rules: Rules = serde_json::from_str(r#"{"dealer_gets_defender_bonus": false}"#)
            .expect("a partial configuration parses");
        assert!(!rules.dealer_gets_defender_bonus);
        assert_eq!(rules.win_bonus, 50);
    }

    #[test]
    fn unknown_flags_are_rejected() {
        let err = serde_json::from_str::<Rules>(r#"{"hirsch": true}"#).unwrap_err();
        assert!(err.to_string().contains("unknown field `hirsch`"), "{err}");
    }
}
