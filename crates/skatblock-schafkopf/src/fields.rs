//! The numeric fields of a game as sent (issue 20): any whole number a file, a phone or the
//! desk sends is read here into the `u16` a [`Game`](crate::Game) holds, or refused with the
//! field's own code and the value as sent. Nothing is clamped: a clamped value (65535 for
//! 70000, or for −1) would reach [`score`](crate::score) and be echoed in its refusal as if the
//! player had sent it.

use skatblock_rules::Refusal;

use super::GameKind;
use super::codes::*;

/// A numeric field of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NumberField {
    /// The declarer's seat, 0..=3.
    Declarer,
    /// The partner's seat in a Rufspiel, 0..=3.
    Partner,
    /// The declaring party's card points, 0..=120.
    Points,
    /// The declaring party's tricks, 0..=8.
    Tricks,
    /// Laufende, up to the game's trumps.
    Laufende,
    /// Klopfer, 0..=4.
    Klopfer,
    /// Kontra, 0..=2.
    Kontra,
    /// Bock levels, 0..=8.
    Bock,
    /// A Ramsch's card points of one seat, 0..=120.
    SeatPoints(usize),
    /// A Ramsch's tricks of one seat, 0..=8.
    SeatTricks(usize),
}

impl NumberField {
    /// The field as a game line names it: `laufende`, `points[2]`.
    pub fn name(self) -> String {
        match self {
            NumberField::Declarer => "declarer".into(),
            NumberField::Partner => "partner".into(),
            NumberField::Points => "points".into(),
            NumberField::Tricks => "tricks".into(),
            NumberField::Laufende => "laufende".into(),
            NumberField::Klopfer => "klopfer".into(),
            NumberField::Kontra => "kontra".into(),
            NumberField::Bock => "bock".into(),
            NumberField::SeatPoints(seat) => format!("points[{seat}]"),
            NumberField::SeatTricks(seat) => format!("tricks[{seat}]"),
        }
    }

    /// The refusal of a value out of this field's range in a game of `kind` (`None`: a passed
    /// deal), with the same code, parameters and rule [`score`](crate::score) gives for one;
    /// the caller adds the value as sent.
    pub fn out_of_range(self, kind: Option<GameKind>) -> Refusal {
        let (code, rule) = match self {
            NumberField::Declarer | NumberField::Partner => (SCHAFKOPF_SEAT_RANGE, "D.1"),
            NumberField::Points | NumberField::SeatPoints(_) => (SCHAFKOPF_POINTS_RANGE, "D.1"),
            NumberField::Tricks | NumberField::SeatTricks(_) => (SCHAFKOPF_TRICKS_RANGE, "D.1"),
            NumberField::Laufende => return laufende_range(kind),
            NumberField::Klopfer => (SCHAFKOPF_KLOPFER_RANGE, "D.3"),
            NumberField::Kontra => (SCHAFKOPF_KONTRA_RANGE, "D.3"),
            NumberField::Bock => (SCHAFKOPF_BOCK_RANGE, "D.3"),
        };
        Refusal::new(code).field(self.name()).rule(rule)
    }
}

/// Too many Laufende for a game of `kind`: its trumps are the most (none for a game that does
/// not count them, or a passed deal).
fn laufende_range(kind: Option<GameKind>) -> Refusal {
    let term = kind.map_or(
        skatblock_rules::Param::Term {
            term: "schafkopf-kind-passed",
        },
        GameKind::term,
    );
    let max = kind.and_then(GameKind::max_laufende).unwrap_or(0);
    Refusal::new(SCHAFKOPF_LAUFENDE_RANGE)
        .field(NumberField::Laufende.name())
        .param("kind", term)
        .param("max", max)
        .rule("D.2")
}

/// One numeric `field` of a game of `kind` as sent, as the game holds it.
///
/// # Errors
/// A value no game can hold (below 0, or beyond `u16`): the field's refusal
/// ([`NumberField::out_of_range`]) with the value as sent. A value the game can hold but the
/// rules do not allow (Kontra 3) is left to [`score`](crate::score), which refuses it the same
/// way.
///
/// ```
/// use skatblock_schafkopf::{GameKind, NumberField, field_number};
/// assert_eq!(field_number(Some(GameKind::Solo), NumberField::Laufende, 3), Ok(3));
/// let refusal = field_number(Some(GameKind::Solo), NumberField::Laufende, -1).unwrap_err();
/// assert_eq!(refusal.code.as_str(), "schafkopf.laufende.range");
/// assert_eq!(refusal.value.as_deref(), Some("-1"));
/// ```
pub fn field_number(
    kind: Option<GameKind>,
    field: NumberField,
    value: i64,
) -> Result<u16, Refusal> {
    u16::try_from(value).map_err(|_| field.out_of_range(kind).value(value))
}
