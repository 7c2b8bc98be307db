//! Tariffs as data (RULES.md D.3, D.4): what each game pays, in cents or tournament points.
//! A game class the tariff has no entry for is not played.

use serde::{Deserialize, Serialize};

use super::codes::SCHAFKOPF_TARIFF_RANGE;
use super::{GameKind, Refusal};

/// What a tariff's amounts are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    /// Money, in cents.
    #[default]
    Cent,
    /// Tournament points.
    Point,
}

/// The amounts of a game that counts card points and Laufende.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ClassTariff {
    /// The game itself.
    pub base: i64,
    /// Added for Schneider: the declaring party won with 91 or more, or lost with 30 or fewer
    /// (RULES.md D.1; 90 is won without Schneider).
    #[serde(default)]
    pub schneider: i64,
    /// Added for Schwarz (the losing party took no trick), on top of Schneider.
    #[serde(default)]
    pub schwarz: i64,
    /// Added per Laufender, from `laufende_min` on.
    #[serde(default)]
    pub laufender: i64,
    /// The fewest Laufende that count.
    #[serde(default = "three")]
    pub laufende_min: u8,
}

fn three() -> u8 {
    3
}

/// A game with one fixed amount (Bettel, Sie).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct BaseTariff {
    /// The amount.
    pub base: i64,
}

/// What a Tout pays: the underlying game doubled (or multiplied), or its own amounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged, deny_unknown_fields)]
pub enum ToutTariff {
    /// `(base + laufender × Laufende) × multiplier` of the underlying game.
    Multiplier {
        /// The factor, e.g. 2.
        multiplier: i64,
    },
    /// `base + laufender × Laufende`.
    Fixed {
        /// The amount of the Tout.
        base: i64,
        /// Per Laufender (from the underlying game's minimum).
        #[serde(default)]
        laufender: i64,
    },
}

/// What a Ramsch's loser pays each other player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct RamschTariff {
    /// The amount per other player.
    pub base: i64,
    /// The factor for a player without a trick (*Jungfrau*).
    #[serde(default = "two")]
    pub jungfrau_multiplier: i64,
}

fn two() -> i64 {
    2
}

/// A tariff: an entry per game class that is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Tariff {
    /// Cents or points.
    #[serde(default)]
    pub unit: Unit,
    /// *Rufspiel*.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rufspiel: Option<ClassTariff>,
    /// *Solo*.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solo: Option<ClassTariff>,
    /// *Wenz*.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wenz: Option<ClassTariff>,
    /// *Farbwenz*.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub farbwenz: Option<ClassTariff>,
    /// *Geier*.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub geier: Option<ClassTariff>,
    /// *Bettel*.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bettel: Option<BaseTariff>,
    /// *Tout* of the solo games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tout: Option<ToutTariff>,
    /// *Sie*.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sie: Option<BaseTariff>,
    /// *Ramsch*.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ramsch: Option<RamschTariff>,
}

impl Tariff {
    /// The names of the presets.
    pub const PRESETS: [&'static str; 2] = ["BSV_10_50", "TOURNAMENT_A1"];

    /// A preset by name.
    pub fn preset(name: &str) -> Option<Tariff> {
        match name {
            "BSV_10_50" => Some(Tariff::bsv_10_50()),
            "TOURNAMENT_A1" => Some(Tariff::tournament_a1()),
            _ => None,
        }
    }

    /// The BSV's recommended money tariff 10/50 (RULES.md D.3), in cents: Rufspiel 10,
    /// Solo and Wenz 50, Schneider, Schwarz and each Laufender 10 (from 3, in Wenz from 2),
    /// Bettel 30, Tout doubles, Ramsch 20 (to a Jungfrau 40).
    pub fn bsv_10_50() -> Tariff {
        let class = |base, laufende_min| ClassTariff {
            base,
            schneider: 10,
            schwarz: 10,
            laufender: 10,
            laufende_min,
        };
        Tariff {
            unit: Unit::Cent,
            rufspiel: Some(class(10, 3)),
            solo: Some(class(50, 3)),
            wenz: Some(class(50, 2)),
            bettel: Some(BaseTariff { base: 30 }),
            tout: Some(ToutTariff::Multiplier { multiplier: 2 }),
            ramsch: Some(RamschTariff {
                base: 20,
                jungfrau_multiplier: 2,
            }),
            ..Tariff::default()
        }
    }

    /// The tournament point list A1 (RULES.md D.4): Rufspiel 1/1/1/1 (base, Schneider,
    /// Schwarz, Laufender), Solo and Wenz 2/1/1/1, Tout 6 + 2 per Laufender, Sie 14; no Bettel,
    /// no Ramsch.
    pub fn tournament_a1() -> Tariff {
        let class = |base, laufende_min| ClassTariff {
            base,
            schneider: 1,
            schwarz: 1,
            laufender: 1,
            laufende_min,
        };
        Tariff {
            unit: Unit::Point,
            rufspiel: Some(class(1, 3)),
            solo: Some(class(2, 3)),
            wenz: Some(class(2, 2)),
            tout: Some(ToutTariff::Fixed {
                base: 6,
                laufender: 2,
            }),
            sie: Some(BaseTariff { base: 14 }),
            ..Tariff::default()
        }
    }

    /// The entry of a game that counts card points.
    pub fn class(&self, kind: GameKind) -> Option<ClassTariff> {
        match kind {
            GameKind::Rufspiel => self.rufspiel,
            GameKind::Solo => self.solo,
            GameKind::Wenz => self.wenz,
            GameKind::Farbwenz => self.farbwenz,
            GameKind::Geier => self.geier,
            GameKind::Bettel | GameKind::Sie | GameKind::Ramsch => None,
        }
    }

    /// Whether the tariff has an entry for the game.
    pub fn allows(&self, kind: GameKind) -> bool {
        match kind {
            GameKind::Bettel => self.bettel.is_some(),
            GameKind::Sie => self.sie.is_some(),
            GameKind::Ramsch => self.ramsch.is_some(),
            _ => self.class(kind).is_some(),
        }
    }

    /// No amount below 0; minimums and multipliers of at least 1.
    ///
    /// # Errors
    /// The first amount out of range, named like `solo.base`.
    pub fn check(&self) -> Result<(), Refusal> {
        self.check_classes()?;
        if let Some(b) = self.bettel {
            at_least("bettel.base".into(), b.base, 0)?;
        }
        if let Some(s) = self.sie {
            at_least("sie.base".into(), s.base, 0)?;
        }
        self.check_tout()?;
        if let Some(r) = self.ramsch {
            at_least("ramsch.base".into(), r.base, 0)?;
            at_least(
                "ramsch.jungfrau_multiplier".into(),
                r.jungfrau_multiplier,
                1,
            )?;
        }
        Ok(())
    }

    /// The entries of the games that count card points, in the order of [`GameKind::ALL`].
    fn check_classes(&self) -> Result<(), Refusal> {
        for kind in GameKind::ALL {
            if let Some(c) = self.class(kind) {
                let name = kind.name();
                at_least(format!("{name}.base"), c.base, 0)?;
                at_least(format!("{name}.schneider"), c.schneider, 0)?;
                at_least(format!("{name}.schwarz"), c.schwarz, 0)?;
                at_least(format!("{name}.laufender"), c.laufender, 0)?;
                at_least(format!("{name}.laufende_min"), i64::from(c.laufende_min), 1)?;
            }
        }
        Ok(())
    }

    /// The Tout entry: a multiplier of at least 1, or a fixed base and Laufender.
    fn check_tout(&self) -> Result<(), Refusal> {
        match self.tout {
            Some(ToutTariff::Multiplier { multiplier }) => {
                at_least("tout.multiplier".into(), multiplier, 1)
            }
            Some(ToutTariff::Fixed { base, laufender }) => {
                at_least("tout.base".into(), base, 0)?;
                at_least("tout.laufender".into(), laufender, 0)
            }
            None => Ok(()),
        }
    }
}

/// A tariff amount `field` of at least `min` (D.3).
fn at_least(field: String, value: i64, min: i64) -> Result<(), Refusal> {
    if value < min {
        return Err(Refusal::new(SCHAFKOPF_TARIFF_RANGE)
            .field(field)
            .value(value)
            .param("min", min)
            .rule("D.3"));
    }
    Ok(())
}
