//! Bavarian Schafkopf (RULES.md D): the games, the tariffs (money or tournament points) and
//! what each of the four players gets or pays for one game. A sibling of the Skat rules crate,
//! as pure: no I/O, no clock; refusals are the same coded data ([`Refusal`]).
//!
//! One game's amount per paying player is `A = base + schneider + schwarz + laufender × Laufende`
//! (each part only where it applies; Laufende only from the tariff's minimum). A Rufspiel pays
//! ±A to each of the four players, a solo game (Solo, Wenz, Farbwenz, Geier, Bettel, Sie) ±A to
//! each opponent and ±3A to the declarer. Every Klopfer, Kontra/Re and Bock level doubles the
//! whole game. Every game's amounts add up to zero ([`Outcome::is_zero_sum`]).

mod fields;
mod sheet;
mod tariff;

pub use fields::{NumberField, field_number};
pub use sheet::{
    Finding, Foot, RankRow, SheetReport, SheetRow, compute_numbered_sheet, compute_sheet,
};
pub use skatblock_rules::{Code, Refusal};
pub use tariff::{BaseTariff, ClassTariff, RamschTariff, Tariff, ToutTariff, Unit};

use serde::Serialize;

/// The codes of Schafkopf refusals.
pub mod codes {
    skatblock_rules::codes! {
        /// A Schafkopf event or list for 3-tables: Schafkopf is played at 4-tables (D.1).
        SCHAFKOPF_EVENT_THREE_TABLES = "schafkopf.event.three-tables";
        /// Finding: the list does not give every player the same number of deals; param
        /// `games`.
        SCHAFKOPF_FINDING_UNEVEN_DEALS = "schafkopf.finding.uneven-deals";
        /// Finding: a game's amounts do not add up to zero; params `game`, `sum`.
        SCHAFKOPF_FINDING_NOT_ZERO_SUM = "schafkopf.finding.not-zero-sum";
        /// A game the tariff has no entry for; param `kind`.
        SCHAFKOPF_GAME_NOT_IN_TARIFF = "schafkopf.game.not-in-tariff";
        /// A game name that is none of the games; no params.
        SCHAFKOPF_GAME_UNKNOWN = "schafkopf.game.unknown";
        /// A game without its kind.
        SCHAFKOPF_GAME_MISSING = "schafkopf.game.missing";
        /// A seat outside 0..=3.
        SCHAFKOPF_SEAT_RANGE = "schafkopf.seat.range";
        /// A game without its declarer.
        SCHAFKOPF_DECLARER_MISSING = "schafkopf.declarer.missing";
        /// A Rufspiel without the partner (the holder of the called Ace).
        SCHAFKOPF_PARTNER_MISSING = "schafkopf.partner.missing";
        /// The declarer named as his own partner.
        SCHAFKOPF_PARTNER_SELF = "schafkopf.partner.self";
        /// A field this game does not have; param `kind`.
        SCHAFKOPF_FIELD_NOT_ALLOWED = "schafkopf.field.not-allowed";
        /// A Rufspiel without the called Ace's suit.
        SCHAFKOPF_CALLED_MISSING = "schafkopf.called.missing";
        /// The Herz Ace called: Herz is trump in a Rufspiel.
        SCHAFKOPF_CALLED_TRUMP = "schafkopf.called.trump";
        /// A Solo or Farbwenz without its suit; param `kind`.
        SCHAFKOPF_SUIT_MISSING = "schafkopf.suit.missing";
        /// A suit that is none of eichel, gras, herz, schellen.
        SCHAFKOPF_SUIT_UNKNOWN = "schafkopf.suit.unknown";
        /// Card points outside 0..=120.
        SCHAFKOPF_POINTS_RANGE = "schafkopf.points.range";
        /// A game without the declaring party's card points; param `kind`.
        SCHAFKOPF_POINTS_MISSING = "schafkopf.points.missing";
        /// Tricks outside 0..=8.
        SCHAFKOPF_TRICKS_RANGE = "schafkopf.tricks.range";
        /// Tricks needed to decide (0 or 120 points, Tout, Bettel); param `reason` (term).
        SCHAFKOPF_TRICKS_REQUIRED = "schafkopf.tricks.required";
        /// Tricks that do not fit the points; param `points`.
        SCHAFKOPF_TRICKS_POINTS = "schafkopf.tricks.points";
        /// More Laufende than the game has trumps for; params `kind`, `max`.
        SCHAFKOPF_LAUFENDE_RANGE = "schafkopf.laufende.range";
        /// Tout announced for a game that has none; param `kind`.
        SCHAFKOPF_TOUT_NOT_ALLOWED = "schafkopf.tout.not-allowed";
        /// Kontra outside 0..=2 (none, Stoß, Retour).
        SCHAFKOPF_KONTRA_RANGE = "schafkopf.kontra.range";
        /// Klopfer outside 0..=4.
        SCHAFKOPF_KLOPFER_RANGE = "schafkopf.klopfer.range";
        /// Bock levels outside 0..=8.
        SCHAFKOPF_BOCK_RANGE = "schafkopf.bock.range";
        /// A Ramsch without one entry per player; param `field` name.
        SCHAFKOPF_RAMSCH_SHAPE = "schafkopf.ramsch.shape";
        /// Ramsch card points that do not add up to 120; param `sum`.
        SCHAFKOPF_RAMSCH_POINTS_SUM = "schafkopf.ramsch.points-sum";
        /// Ramsch tricks that do not add up to 8; param `sum`.
        SCHAFKOPF_RAMSCH_TRICKS_SUM = "schafkopf.ramsch.tricks-sum";
        /// A tariff amount below 0 (or a minimum or multiplier below 1).
        SCHAFKOPF_TARIFF_RANGE = "schafkopf.tariff.range";
    }
}

use codes::*;

/// The rule every game refusal cites.
const RULE: &str = "D.1";

/// A Schafkopf game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// *Rufspiel* / *Sauspiel*: with the holder of the called Ace.
    Rufspiel,
    /// *(Farb-)Solo*: Ober, Unter and a suit are trumps.
    Solo,
    /// *Wenz*: the four Unter are trumps.
    Wenz,
    /// *Farbwenz*: the Unter and a suit.
    Farbwenz,
    /// *Geier*: the four Ober are trumps.
    Geier,
    /// *Bettel*: won without a trick.
    Bettel,
    /// *Sie*: all Ober and Unter in one hand; always won.
    Sie,
    /// *Ramsch*: everybody passed; the most card points lose.
    Ramsch,
}

impl GameKind {
    /// Every game, in the order the catalogues list them.
    pub const ALL: [GameKind; 8] = [
        GameKind::Rufspiel,
        GameKind::Solo,
        GameKind::Wenz,
        GameKind::Farbwenz,
        GameKind::Geier,
        GameKind::Bettel,
        GameKind::Sie,
        GameKind::Ramsch,
    ];

    /// The name in files and tariffs, e.g. `rufspiel`.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Rufspiel => "rufspiel",
            GameKind::Solo => "solo",
            GameKind::Wenz => "wenz",
            GameKind::Farbwenz => "farbwenz",
            GameKind::Geier => "geier",
            GameKind::Bettel => "bettel",
            GameKind::Sie => "sie",
            GameKind::Ramsch => "ramsch",
        }
    }

    /// The game as a word of the catalogues (`schafkopf-kind-wenz`): a refusal names it in the
    /// reader's language.
    pub const fn term(self) -> skatblock_rules::Param {
        let term = match self {
            GameKind::Rufspiel => "schafkopf-kind-rufspiel",
            GameKind::Solo => "schafkopf-kind-solo",
            GameKind::Wenz => "schafkopf-kind-wenz",
            GameKind::Farbwenz => "schafkopf-kind-farbwenz",
            GameKind::Geier => "schafkopf-kind-geier",
            GameKind::Bettel => "schafkopf-kind-bettel",
            GameKind::Sie => "schafkopf-kind-sie",
            GameKind::Ramsch => "schafkopf-kind-ramsch",
        };
        skatblock_rules::Param::Term { term }
    }

    /// The game of a name (`sauspiel` is the Rufspiel too).
    pub fn parse(name: &str) -> Option<GameKind> {
        match name {
            "sauspiel" => Some(GameKind::Rufspiel),
            _ => GameKind::ALL.into_iter().find(|g| g.name() == name),
        }
    }

    /// The most Laufende the game has trumps for (RULES.md D.2), for the games that count them.
    const fn max_laufende(self) -> Option<u16> {
        match self {
            GameKind::Rufspiel | GameKind::Solo => Some(14),
            GameKind::Wenz | GameKind::Geier => Some(4),
            GameKind::Farbwenz => Some(11),
            GameKind::Bettel | GameKind::Sie | GameKind::Ramsch => None,
        }
    }

    /// Whether a Tout can be announced (the solo games that count card points).
    const fn has_tout(self) -> bool {
        matches!(
            self,
            GameKind::Solo | GameKind::Wenz | GameKind::Farbwenz | GameKind::Geier
        )
    }
}

/// A suit of the German pack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suit {
    /// Eichel (acorns).
    Eichel,
    /// Gras (leaves).
    Gras,
    /// Herz (hearts).
    Herz,
    /// Schellen (bells).
    Schellen,
}

impl Suit {
    /// The name in files, e.g. `eichel`.
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Eichel => "eichel",
            Suit::Gras => "gras",
            Suit::Herz => "herz",
            Suit::Schellen => "schellen",
        }
    }

    /// The suit of a name (`laub` and `blatt` are Gras).
    pub fn parse(name: &str) -> Option<Suit> {
        match name {
            "eichel" => Some(Suit::Eichel),
            "gras" | "laub" | "blatt" => Some(Suit::Gras),
            "herz" => Some(Suit::Herz),
            "schellen" => Some(Suit::Schellen),
            _ => None,
        }
    }
}

/// One game as entered; `None` where a field was not given. Checked by [`score`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Game {
    /// The game; `None` for a passed deal (`{"passed": true}`).
    pub kind: Option<GameKind>,
    /// The declarer's seat, 0..=3.
    pub declarer: Option<u16>,
    /// The partner's seat in a Rufspiel.
    pub partner: Option<u16>,
    /// The suit of the called Ace in a Rufspiel.
    pub called: Option<Suit>,
    /// The trump suit of a Solo or Farbwenz.
    pub suit: Option<Suit>,
    /// The declaring party's card points, 0..=120.
    pub points: Option<u16>,
    /// The declaring party's tricks, 0..=8.
    pub tricks: Option<u16>,
    /// Laufende (mit or ohne).
    pub laufende: u16,
    /// Tout announced.
    pub tout: bool,
    /// Klopfer (knocks), each doubling.
    pub klopfer: u16,
    /// 0, 1 Kontra (Stoß), 2 Re (Retour).
    pub kontra: u16,
    /// Bock levels, each doubling.
    pub bock: u16,
    /// A Ramsch's card points per seat.
    pub ramsch_points: Option<Vec<u16>>,
    /// A Ramsch's tricks per seat.
    pub ramsch_tricks: Option<Vec<u16>>,
}

/// Schneider and Schwarz of a game, as the list marks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Marks {
    /// The losing party is schneider: the declaring party won with 91 or more, or lost with
    /// 30 or fewer (RULES.md D.1: the declaring party is schneiderfrei with 31, the defence
    /// with 30).
    pub schneider: bool,
    /// The losing party took no trick.
    pub schwarz: bool,
}

impl Game {
    /// Schneider and Schwarz of a game that counts card points (Rufspiel, Solo, Wenz,
    /// Farbwenz, Geier; not a Tout): the declaring party wins at 61.
    ///
    /// Schneider is asymmetric like winning (RULES.md D.1): the defence is schneiderfrei with
    /// 30, so a declaring party with exactly 90 wins without Schneider and needs 91; the
    /// declaring party is schneiderfrei with 31, so it loses with Schneider at 30 or fewer.
    pub fn marks(&self) -> Marks {
        let counts = !self.tout
            && matches!(
                self.kind,
                Some(
                    GameKind::Rufspiel
                        | GameKind::Solo
                        | GameKind::Wenz
                        | GameKind::Farbwenz
                        | GameKind::Geier
                )
            );
        match self.points.filter(|_| counts) {
            None => Marks::default(),
            Some(points) if points >= 61 => Marks {
                // At 90 the defence has 30 and is schneiderfrei (RULES.md D.1, issue 19).
                schneider: points >= 91,
                schwarz: self.tricks == Some(8),
            },
            Some(points) => Marks {
                schneider: points <= 30,
                schwarz: self.tricks == Some(0),
            },
        }
    }

    /// The seats that lose a Ramsch: every seat with the most card points; none after a
    /// Durchmarsch (one seat took every trick) or for another game.
    pub fn ramsch_losers(&self) -> Vec<usize> {
        let (Some(points), Some(_)) = (&self.ramsch_points, &self.ramsch_tricks) else {
            return Vec::new();
        };
        if self.kind != Some(GameKind::Ramsch) || self.durchmarsch().is_some() {
            return Vec::new();
        }
        let most = points.iter().copied().max().unwrap_or(0);
        (0..points.len()).filter(|&s| points[s] == most).collect()
    }

    /// The seat of a Ramsch that took all 8 tricks, a Durchmarsch (D.3), if one did.
    pub fn durchmarsch(&self) -> Option<usize> {
        self.ramsch_tricks.as_ref()?.iter().position(|&t| t == 8)
    }

    /// How many seats of a Ramsch took no trick: its Jungfrauen (D.3).
    pub fn jungfrauen(&self) -> usize {
        let tricks = self.ramsch_tricks.as_deref().unwrap_or_default();
        tricks.iter().filter(|&&t| t == 0).count()
    }
}

/// What one game gives each seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Outcome {
    /// Whether the declaring party won (a Ramsch: whether it was a Durchmarsch).
    pub won: bool,
    /// Per seat, in the tariff's unit: positive receives, negative pays.
    pub amounts: [i64; 4],
}

impl Outcome {
    /// Every game is zero-sum (RULES.md D.3).
    pub fn is_zero_sum(&self) -> bool {
        self.amounts.iter().sum::<i64>() == 0
    }
}

fn refuse(code: Code, field: &str, value: impl std::fmt::Display) -> Refusal {
    Refusal::new(code).field(field).value(value).rule(RULE)
}

fn seat(field: &str, seat: Option<u16>) -> Result<Option<usize>, Refusal> {
    match seat {
        Some(s) if s > 3 => Err(refuse(SCHAFKOPF_SEAT_RANGE, field, s)),
        Some(s) => Ok(Some(usize::from(s))),
        None => Ok(None),
    }
}

/// Refuses a field the game does not have.
fn not_allowed(kind: GameKind, field: &str, value: impl std::fmt::Display) -> Refusal {
    refuse(SCHAFKOPF_FIELD_NOT_ALLOWED, field, value).param("kind", kind.term())
}

/// Scores one game under `tariff`.
///
/// ```
/// use skatblock_schafkopf::{Game, GameKind, Tariff, score};
/// let solo = Game { kind: Some(GameKind::Solo), declarer: Some(1), suit: skatblock_schafkopf::Suit::parse("herz"),
///                   points: Some(75), ..Game::default() };
/// let out = score(&solo, &Tariff::bsv_10_50()).unwrap();
/// assert_eq!(out.amounts, [-50, 150, -50, -50]);
/// ```
///
/// # Errors
/// The first rule the game breaks, coded with its field and value.
pub fn score(game: &Game, tariff: &Tariff) -> Result<Outcome, Refusal> {
    let Some(kind) = game.kind else {
        return Ok(Outcome {
            won: false,
            amounts: [0; 4],
        });
    };
    if !tariff.allows(kind) {
        return Err(
            refuse(SCHAFKOPF_GAME_NOT_IN_TARIFF, "game", kind.name()).param("kind", kind.term())
        );
    }
    check_doublings(game)?;
    let factor = 1i64 << (u32::from(game.klopfer) + u32::from(game.kontra) + u32::from(game.bock));
    if kind == GameKind::Ramsch {
        return ramsch(game, tariff, factor);
    }
    let declarer = seat("declarer", game.declarer)?.ok_or_else(|| {
        Refusal::new(SCHAFKOPF_DECLARER_MISSING)
            .field("declarer")
            .rule(RULE)
    })?;
    let partner = check_party(kind, game, declarer)?;
    check_suits(kind, game)?;
    let (won, a) = amount(kind, game, tariff)?;
    let amounts = shares(won, a * factor, declarer, partner);
    Ok(Outcome { won, amounts })
}

/// Each seat's share of a game worth `a` per paying player (D.3): in a Rufspiel ±A to each of
/// the four, in a solo game ±A to each opponent and ±3A to the declarer.
fn shares(won: bool, a: i64, declarer: usize, partner: Option<usize>) -> [i64; 4] {
    let a = if won { a } else { -a };
    std::array::from_fn(|s| match partner {
        Some(partner) if s == declarer || s == partner => a,
        None if s == declarer => 3 * a,
        Some(_) | None => -a,
    })
}

fn check_doublings(game: &Game) -> Result<(), Refusal> {
    if game.kontra > 2 {
        return Err(refuse(SCHAFKOPF_KONTRA_RANGE, "kontra", game.kontra).rule("D.3"));
    }
    if game.klopfer > 4 {
        return Err(refuse(SCHAFKOPF_KLOPFER_RANGE, "klopfer", game.klopfer).rule("D.3"));
    }
    if game.bock > 8 {
        return Err(refuse(SCHAFKOPF_BOCK_RANGE, "bock", game.bock).rule("D.3"));
    }
    Ok(())
}

/// The partner of a Rufspiel (and no partner elsewhere).
fn check_party(kind: GameKind, game: &Game, declarer: usize) -> Result<Option<usize>, Refusal> {
    let partner = seat("partner", game.partner)?;
    if kind != GameKind::Rufspiel {
        if let Some(p) = partner {
            return Err(not_allowed(kind, "partner", p));
        }
        return Ok(None);
    }
    match partner {
        None => Err(Refusal::new(SCHAFKOPF_PARTNER_MISSING)
            .field("partner")
            .rule(RULE)),
        Some(p) if p == declarer => Err(refuse(SCHAFKOPF_PARTNER_SELF, "partner", p)),
        Some(p) => Ok(Some(p)),
    }
}

/// The called Ace of a Rufspiel, the suit of a Solo or Farbwenz, and nothing elsewhere.
fn check_suits(kind: GameKind, game: &Game) -> Result<(), Refusal> {
    match (kind, game.called) {
        (GameKind::Rufspiel, None) => {
            return Err(Refusal::new(SCHAFKOPF_CALLED_MISSING)
                .field("called")
                .rule(RULE));
        }
        (GameKind::Rufspiel, Some(Suit::Herz)) => {
            return Err(refuse(SCHAFKOPF_CALLED_TRUMP, "called", "\"herz\""));
        }
        (GameKind::Rufspiel, Some(_)) | (_, None) => {}
        (_, Some(called)) => return Err(not_allowed(kind, "called", suit_name(called))),
    }
    let takes_suit = matches!(kind, GameKind::Solo | GameKind::Farbwenz);
    match (takes_suit, game.suit) {
        (true, None) => Err(Refusal::new(SCHAFKOPF_SUIT_MISSING)
            .field("suit")
            .param("kind", kind.term())
            .rule(RULE)),
        (false, Some(suit)) => Err(not_allowed(kind, "suit", suit_name(suit))),
        _ => Ok(()),
    }
}

fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Eichel => "\"eichel\"",
        Suit::Gras => "\"gras\"",
        Suit::Herz => "\"herz\"",
        Suit::Schellen => "\"schellen\"",
    }
}

/// Points and tricks in range and consistent; tricks where they decide.
fn check_card_points(kind: GameKind, game: &Game) -> Result<(Option<u16>, Option<u16>), Refusal> {
    if let Some(p) = game.points.filter(|&p| p > 120) {
        return Err(refuse(SCHAFKOPF_POINTS_RANGE, "points", p));
    }
    if let Some(t) = game.tricks.filter(|&t| t > 8) {
        return Err(refuse(SCHAFKOPF_TRICKS_RANGE, "tricks", t));
    }
    // Where tricks alone decide (Tout, Bettel, Sie) the points are not checked against them.
    let points_count = !game.tout && !matches!(kind, GameKind::Bettel | GameKind::Sie);
    if let (true, Some(p), Some(t)) = (points_count, game.points, game.tricks)
        && ((p > 0 && t == 0) || (p < 120 && t == 8))
    {
        return Err(refuse(SCHAFKOPF_TRICKS_POINTS, "tricks", t).param("points", p));
    }
    let needs_points = points_count;
    if needs_points && game.points.is_none() {
        return Err(Refusal::new(SCHAFKOPF_POINTS_MISSING)
            .field("points")
            .param("kind", kind.term())
            .rule(RULE));
    }
    let reason = if game.tout {
        Some("schafkopf-reason-tout")
    } else if kind == GameKind::Bettel {
        Some("schafkopf-reason-bettel")
    } else if points_count && matches!(game.points, Some(0 | 120)) {
        Some("schafkopf-reason-points")
    } else {
        None
    };
    if let (Some(term), None) = (reason, game.tricks) {
        return Err(Refusal::new(SCHAFKOPF_TRICKS_REQUIRED)
            .field("tricks")
            .param("reason", skatblock_rules::Param::Term { term })
            .rule(RULE));
    }
    Ok((game.points, game.tricks))
}

/// Whether the declaring party won, and the amount per paying player before doublings.
fn amount(kind: GameKind, game: &Game, tariff: &Tariff) -> Result<(bool, i64), Refusal> {
    check_tout(kind, game, tariff)?;
    check_laufende(kind, game)?;
    let (points, tricks) = check_card_points(kind, game)?;
    match kind {
        GameKind::Sie => Ok((true, tariff.sie.map_or(0, |s| s.base))),
        GameKind::Bettel => Ok((tricks == Some(0), tariff.bettel.map_or(0, |b| b.base))),
        // A Ramsch is scored by `ramsch` and never comes here.
        GameKind::Rufspiel
        | GameKind::Solo
        | GameKind::Wenz
        | GameKind::Farbwenz
        | GameKind::Geier
        | GameKind::Ramsch => Ok(class_amount(kind, game, tariff, points, tricks)),
    }
}

/// A Tout only for a game that has one, and only where the tariff prices it (D.1, D.3).
fn check_tout(kind: GameKind, game: &Game, tariff: &Tariff) -> Result<(), Refusal> {
    if game.tout && !kind.has_tout() {
        return Err(refuse(SCHAFKOPF_TOUT_NOT_ALLOWED, "tout", true).param("kind", kind.term()));
    }
    if game.tout && tariff.tout.is_none() {
        return Err(refuse(SCHAFKOPF_GAME_NOT_IN_TARIFF, "tout", true).param(
            "kind",
            skatblock_rules::Param::Term {
                term: "schafkopf-kind-tout",
            },
        ));
    }
    Ok(())
}

/// No more Laufende than the game has trumps for (D.2).
fn check_laufende(kind: GameKind, game: &Game) -> Result<(), Refusal> {
    match kind.max_laufende() {
        Some(max) if game.laufende > max => {
            Err(refuse(SCHAFKOPF_LAUFENDE_RANGE, "laufende", game.laufende)
                .param("kind", kind.term())
                .param("max", max)
                .rule("D.2"))
        }
        Some(_) | None => Ok(()),
    }
}

/// A game that counts card points, by its tariff class (D.3): won at 61, worth the base plus
/// Schneider, Schwarz and the Laufende from the class's minimum (D.2); a Tout is won with all
/// 8 tricks and priced by the tariff's Tout entry.
fn class_amount(
    kind: GameKind,
    game: &Game,
    tariff: &Tariff,
    points: Option<u16>,
    tricks: Option<u16>,
) -> (bool, i64) {
    let class = tariff
        .class(kind)
        .expect("a game the tariff allows has its entry");
    let laufende = if game.laufende >= u16::from(class.laufende_min) {
        i64::from(game.laufende)
    } else {
        0
    };
    if game.tout {
        return (tricks == Some(8), tout_amount(tariff, class, laufende));
    }
    let won = points.expect("checked: the game has its points") >= 61;
    let Marks { schneider, schwarz } = game.marks();
    let a = class.base
        + if schneider { class.schneider } else { 0 }
        + if schwarz { class.schwarz } else { 0 }
        + class.laufender * laufende;
    (won, a)
}

/// A Tout's amount: the game's times the multiplier, or a fixed base and Laufender (D.3, D.4).
fn tout_amount(tariff: &Tariff, class: ClassTariff, laufende: i64) -> i64 {
    match tariff.tout.expect("checked: the tariff has a Tout") {
        ToutTariff::Multiplier { multiplier } => {
            (class.base + class.laufender * laufende) * multiplier
        }
        ToutTariff::Fixed { base, laufender } => base + laufender * laufende,
    }
}

/// A Ramsch: the player with the most card points (each one tied on them) pays every other
/// player the Ramsch base, times the Jungfrau multiplier to a player without a trick; a
/// Durchmarsch (all 8 tricks) is a won Schwarz Solo for the player who made it.
fn ramsch(game: &Game, tariff: &Tariff, factor: i64) -> Result<Outcome, Refusal> {
    let tricks = check_ramsch(game)?;
    let ramsch = tariff
        .ramsch
        .expect("a game the tariff allows has its entry");
    if let Some(winner) = game.durchmarsch() {
        let amounts = durchmarsch(winner, tariff, ramsch, factor);
        return Ok(Outcome { won: true, amounts });
    }
    Ok(Outcome {
        won: false,
        amounts: ramsch_payments(game, &tricks, ramsch, factor),
    })
}

/// A Ramsch entry: four card points adding up to 120, four tricks adding up to 8, and each
/// seat's tricks fitting its points (D.1). Returns the tricks.
fn check_ramsch(game: &Game) -> Result<[u16; 4], Refusal> {
    let points = four_seats("points", game.ramsch_points.as_deref())?;
    let tricks = four_seats("tricks", game.ramsch_tricks.as_deref())?;
    check_seat_ranges(&points, &tricks)?;
    let sum = |v: &[u16; 4]| v.iter().map(|&x| u32::from(x)).sum::<u32>();
    if sum(&points) != 120 {
        return Err(
            refuse(SCHAFKOPF_RAMSCH_POINTS_SUM, "points", sum(&points)).param("sum", sum(&points))
        );
    }
    if sum(&tricks) != 8 {
        return Err(
            refuse(SCHAFKOPF_RAMSCH_TRICKS_SUM, "tricks", sum(&tricks)).param("sum", sum(&tricks))
        );
    }
    for (s, (&p, &t)) in points.iter().zip(&tricks).enumerate() {
        if (p > 0 && t == 0) || (p < 120 && t == 8) {
            return Err(
                refuse(SCHAFKOPF_TRICKS_POINTS, &format!("tricks[{s}]"), t).param("points", p)
            );
        }
    }
    Ok(tricks)
}

/// Each seat's card points 0..=120 and tricks 0..=8, seat by seat, before their sums: a seat's
/// number out of range is refused as that seat's, not hidden in a sum (issue 20).
fn check_seat_ranges(points: &[u16; 4], tricks: &[u16; 4]) -> Result<(), Refusal> {
    for (s, (&p, &t)) in points.iter().zip(tricks).enumerate() {
        if p > 120 {
            return Err(NumberField::SeatPoints(s)
                .out_of_range(Some(GameKind::Ramsch))
                .value(p));
        }
        if t > 8 {
            return Err(NumberField::SeatTricks(s)
                .out_of_range(Some(GameKind::Ramsch))
                .value(t));
        }
    }
    Ok(())
}

/// One number per seat of a Ramsch, for the four players (D.1).
fn four_seats(field: &str, values: Option<&[u16]>) -> Result<[u16; 4], Refusal> {
    let values = values.unwrap_or_default();
    values.try_into().map_err(|_| {
        Refusal::new(SCHAFKOPF_RAMSCH_SHAPE)
            .field(field)
            .value(values.len())
            .rule("D.1")
    })
}

/// A Durchmarsch counts as a won Schwarz Solo (D.3); without a Solo in the tariff, the Ramsch
/// base.
fn durchmarsch(winner: usize, tariff: &Tariff, ramsch: RamschTariff, factor: i64) -> [i64; 4] {
    let a = factor
        * tariff
            .solo
            .map_or(ramsch.base, |s| s.base + s.schneider + s.schwarz);
    std::array::from_fn(|s| if s == winner { 3 * a } else { -a })
}

/// Each loser pays every other player the Ramsch base, times the Jungfrau multiplier to a
/// player without a trick (D.3).
fn ramsch_payments(game: &Game, tricks: &[u16; 4], ramsch: RamschTariff, factor: i64) -> [i64; 4] {
    let mut amounts = [0i64; 4];
    for loser in game.ramsch_losers() {
        for other in (0..4).filter(|&s| s != loser) {
            let jungfrau = tricks[other] == 0;
            let multiplier = if jungfrau {
                ramsch.jungfrau_multiplier
            } else {
                1
            };
            let pay = factor * ramsch.base * multiplier;
            amounts[loser] -= pay;
            amounts[other] += pay;
        }
    }
    amounts
}

#[cfg(test)]
mod tests;
