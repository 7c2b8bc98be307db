//! Base values, the fixed Null values and the 63 legal game values (RULES.md A.2, A.7.1, A.13).
//!
//! Owns the numbers every other rule multiplies; holds no game logic of its own.

use std::fmt;
use std::str::FromStr;

/// A suit of the deck. Its base value (*Grundwert*) is an explicit table, not an ordering
/// (STYLE.md §4: no derived trait that claims too much).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suit {
    /// Karo (Schellen), base value 9.
    Diamonds,
    /// Herz (Rot), base value 10.
    Hearts,
    /// Pik (Grün), base value 11.
    Spades,
    /// Kreuz (Eichel), base value 12.
    Clubs,
}

impl Suit {
    /// The base value of a suit game (RULES.md A.2).
    pub const fn base_value(self) -> u16 {
        match self {
            Suit::Diamonds => 9,
            Suit::Hearts => 10,
            Suit::Spades => 11,
            Suit::Clubs => 12,
        }
    }
}

/// The declared game type: a suit game, Grand or Null.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Contract {
    /// A suit game: the four jacks and seven cards of the suit are trumps.
    Suit(Suit),
    /// Grand: only the four jacks are trumps.
    Grand,
    /// Null: no trumps; the declarer must take no trick.
    Null,
}

/// Base value of Grand (RULES.md A.2).
pub const GRAND_BASE_VALUE: u16 = 24;

impl Contract {
    /// All six contracts, in the order of the JSON names.
    pub const ALL: [Contract; 6] = [
        Contract::Suit(Suit::Diamonds),
        Contract::Suit(Suit::Hearts),
        Contract::Suit(Suit::Spades),
        Contract::Suit(Suit::Clubs),
        Contract::Grand,
        Contract::Null,
    ];

    /// The base value of a suit or Grand game; `None` for Null, whose values are fixed.
    pub const fn base_value(self) -> Option<u16> {
        match self {
            Contract::Suit(suit) => Some(suit.base_value()),
            Contract::Grand => Some(GRAND_BASE_VALUE),
            Contract::Null => None,
        }
    }

    /// The longest possible run of matadors: 11 trumps in a suit game, 4 jacks in Grand,
    /// none in Null (RULES.md A.3.3).
    pub const fn max_matadors(self) -> u8 {
        match self {
            Contract::Suit(_) => 11,
            Contract::Grand => 4,
            Contract::Null => 0,
        }
    }

    /// The highest multiplier a game of this contract can reach: matadors + Spiel + Hand +
    /// Schneider + Schneider announced + Schwarz + Schwarz announced + Ouvert (RULES.md A.4).
    pub const fn max_multiplier(self) -> u16 {
        self.max_matadors() as u16 + 7
    }

    /// The name used in JSON, CSV and the database.
    pub const fn name(self) -> &'static str {
        match self {
            Contract::Suit(Suit::Diamonds) => "diamonds",
            Contract::Suit(Suit::Hearts) => "hearts",
            Contract::Suit(Suit::Spades) => "spades",
            Contract::Suit(Suit::Clubs) => "clubs",
            Contract::Grand => "grand",
            Contract::Null => "null",
        }
    }

    /// The catalogue's word for the contract (`contract-grand`: "Grand", `contract-clubs`:
    /// "Kreuz"), a [`Param::Term`](crate::Param::Term) of refusals.
    pub const fn term(self) -> &'static str {
        match self {
            Contract::Suit(Suit::Diamonds) => "contract-diamonds",
            Contract::Suit(Suit::Hearts) => "contract-hearts",
            Contract::Suit(Suit::Spades) => "contract-spades",
            Contract::Suit(Suit::Clubs) => "contract-clubs",
            Contract::Grand => "contract-grand",
            Contract::Null => "contract-null",
        }
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text is not one of the six contract names.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("expected one of diamonds, hearts, spades, clubs, grand, null")]
pub struct UnknownContract;

impl FromStr for Contract {
    type Err = UnknownContract;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Contract::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or(UnknownContract)
    }
}

/// The fixed value of a Null game: 23, Hand 35, ouvert 46, ouvert Hand 59 (RULES.md A.7.1).
pub const fn null_value(hand: bool, ouvert: bool) -> u16 {
    match (hand, ouvert) {
        (false, false) => 23,
        (true, false) => 35,
        (false, true) => 46,
        (true, true) => 59,
    }
}

/// Every value a game can have, ascending; these are also the legal bids (RULES.md A.13.1).
/// The test `legal_values_are_derived_from_the_bases` recomputes this table from A.2–A.7.
pub const LEGAL_VALUES: [u16; 63] = [
    18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63, 66, 70, 72,
    77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 117, 120, 121, 126, 130, 132, 135, 140, 143,
    144, 150, 153, 154, 156, 160, 162, 165, 168, 170, 176, 180, 187, 192, 198, 204, 216, 240, 264,
];

/// Whether `value` is one of the 63 legal game values, i.e. a bid someone can make (A.13.1).
pub fn is_legal_value(value: u16) -> bool {
    LEGAL_VALUES.binary_search(&value).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn legal_values_are_derived_from_the_bases() {
        let mut derived = BTreeSet::new();
        for contract in Contract::ALL {
            if let Some(base) = contract.base_value() {
                // The smallest multiplier is "with/without 1, Spiel" = 2 (A.13.1).
                for multiplier in 2..=contract.max_multiplier() {
                    derived.insert(base * multiplier);
                }
            }
        }
        for (hand, ouvert) in [(false, false), (true, false), (false, true), (true, true)] {
            derived.insert(null_value(hand, ouvert));
        }
        let derived: Vec<u16> = derived.into_iter().collect();
        assert_eq!(
            derived, LEGAL_VALUES,
            "the table must equal the values the rules allow"
        );
        assert_eq!(
            derived.len(),
            63,
            "RULES.md A.13.1 counts exactly 63 values"
        );
    }

    #[test]
    fn extremes_match_a_13_2() {
        assert_eq!(Contract::Suit(Suit::Clubs).max_multiplier() * 12, 216);
        assert_eq!(Contract::Grand.max_multiplier() * GRAND_BASE_VALUE, 264);
        assert_eq!(LEGAL_VALUES[0], 18, "the minimum bid is 18 (ISkO 3.3.1)");
    }

    #[test]
    fn contract_names_round_trip() {
        for contract in Contract::ALL {
            assert_eq!(contract.name().parse::<Contract>(), Ok(contract));
        }
        assert_eq!("kreuz".parse::<Contract>(), Err(UnknownContract));
    }

    #[test]
    fn bids_outside_the_table_are_illegal() {
        assert!(is_legal_value(18) && is_legal_value(264) && is_legal_value(59));
        assert!(!is_legal_value(17) && !is_legal_value(19) && !is_legal_value(25));
        assert!(!is_legal_value(265) && !is_legal_value(0));
    }
}
