//! A Schafkopf game as the lists say it: the one description of the printed list, the app's
//! sheet and history, and the hub's pages (the catalogue's `describe-schafkopf`).

use skatblock_rules::Refusal;
use skatblock_schafkopf::{Game, GameKind, Suit};

use crate::codes;

/// What a description says beyond the game itself. The default says the game alone ("Herz-Solo
/// Tout"), for a list that writes the players and the doublings in columns of their own.
#[derive(Debug, Clone, Copy, Default)]
pub struct SchafkopfDetails<'a> {
    /// The players' names by seat: a Rufspiel names its partner by first name ("Sauspiel auf
    /// die Eichel mit Clara"). Empty: no partner.
    pub names: &'a [String],
    /// Laufende, Klopfer, Stoß or Retour and Bock ("Wenz, 3 Laufende, 1× Bock").
    pub doublings: bool,
    /// The declaring party's card points, where the game has them ("· Augen 72").
    pub points: bool,
    /// The description goes in a column too narrow for a long word: the word carries a soft
    /// hyphen where it may break ("zusammen\u{ad}geworfen" on a phone's list).
    pub narrow: bool,
}

/// A Schafkopf game as the lists say it, coded (`describe.schafkopf`): "Sauspiel auf die
/// Eichel", "Herz-Solo Tout", "Ramsch mit Jungfrau", "zusammengeworfen", with what `details`
/// asks for after it.
pub fn schafkopf_description(game: &Game, details: SchafkopfDetails<'_>) -> Refusal {
    let base = base(game);
    let partner = game
        .partner
        .filter(|_| game.kind == Some(GameKind::Rufspiel))
        .and_then(|seat| details.names.get(usize::from(seat)))
        .and_then(|name| name.split_whitespace().next());
    let base = base
        .param("partner", partner.unwrap_or("none"))
        .param("narrow", crate::yes(details.narrow));
    let base = doublings(base, game, details.doublings);
    match game.points.filter(|_| details.points) {
        Some(points) => base.param("points", points),
        None => base.param("points", "none"),
    }
}

/// The game with its suit, Tout, and a Ramsch's Jungfrauen or Durchmarsch.
fn base(game: &Game) -> Refusal {
    let suit = match game.kind {
        Some(GameKind::Rufspiel) => game.called,
        Some(GameKind::Solo | GameKind::Farbwenz) => game.suit,
        _ => None,
    };
    let r = Refusal::new(codes::DESCRIBE_SCHAFKOPF)
        .param("game", game.kind.map_or("passed", GameKind::name))
        .param("tout", crate::yes(game.tout))
        .param("jungfrauen", game.jungfrauen())
        .param("durchmarsch", crate::yes(game.durchmarsch().is_some()));
    match suit {
        Some(suit) => r.term("suit", suit_term(suit)),
        None => r.param("suit", "none"),
    }
}

/// Laufende, Klopfer, Stoß or Retour and Bock when `said`; else none of them.
fn doublings(r: Refusal, game: &Game, said: bool) -> Refusal {
    let count = |n: u16| if said { n } else { 0 };
    let kontra = match count(game.kontra) {
        0 => "none",
        1 => "stoss",
        _ => "retour",
    };
    r.param("laufende", count(game.laufende))
        .param("klopfer", count(game.klopfer))
        .param("kontra", kontra)
        .param("bock", count(game.bock))
}

/// The catalogue's word for a suit.
const fn suit_term(suit: Suit) -> &'static str {
    match suit {
        Suit::Eichel => "schafkopf-suit-eichel",
        Suit::Gras => "schafkopf-suit-gras",
        Suit::Herz => "schafkopf-suit-herz",
        Suit::Schellen => "schafkopf-suit-schellen",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Lang, reason};

    /// A game as `schafkopf score` reads it, written out: the engine crate has no reader.
    fn game(kind: Option<GameKind>) -> Game {
        Game {
            kind,
            declarer: kind.map(|_| 0),
            partner: None,
            called: None,
            suit: None,
            points: None,
            tricks: None,
            laufende: 0,
            tout: false,
            klopfer: 0,
            kontra: 0,
            bock: 0,
            ramsch_points: None,
            ramsch_tricks: None,
        }
    }

    fn ramsch(tricks: [u16; 4]) -> Game {
        Game {
            ramsch_tricks: Some(tricks.to_vec()),
            ..game(Some(GameKind::Ramsch))
        }
    }

    fn said(lang: Lang, game: &Game) -> String {
        reason(
            lang,
            &schafkopf_description(game, SchafkopfDetails::default()),
        )
    }

    // The cases the app's TypeScript describer had (ui/src/lib/schafkopf.test.ts), with the
    // same texts: the app now shows this description.
    #[test]
    fn a_schafkopf_game_is_said_as_the_app_said_it_issue_19() {
        let rufspiel = |called| Game {
            called: Some(called),
            ..game(Some(GameKind::Rufspiel))
        };
        let solo = |suit, tout| Game {
            suit: Some(suit),
            tout,
            ..game(Some(GameKind::Solo))
        };
        let farbwenz = Game {
            suit: Some(Suit::Gras),
            ..game(Some(GameKind::Farbwenz))
        };
        let de = |g: &Game| said(Lang::De, g);
        assert_eq!(de(&rufspiel(Suit::Eichel)), "Sauspiel auf die Eichel");
        assert_eq!(de(&solo(Suit::Herz, true)), "Herz-Solo Tout");
        assert_eq!(de(&game(Some(GameKind::Wenz))), "Wenz");
        assert_eq!(de(&farbwenz), "Gras-Farbwenz");
        assert_eq!(de(&ramsch([2, 3, 3, 0])), "Ramsch mit Jungfrau");
        assert_eq!(de(&ramsch([0, 8, 0, 0])), "Ramsch: Durchmarsch");
        assert_eq!(de(&ramsch([2, 2, 2, 2])), "Ramsch");
        assert_eq!(de(&ramsch([4, 4, 0, 0])), "Ramsch mit 2 Jungfrauen");
        assert_eq!(de(&game(None)), "zusammengeworfen");
        let en = |g: &Game| said(Lang::En, g);
        assert_eq!(
            en(&rufspiel(Suit::Schellen)),
            "Sauspiel on the Schellen Ace"
        );
        assert_eq!(en(&solo(Suit::Eichel, false)), "Eichel Solo");
        assert_eq!(en(&ramsch([2, 3, 3, 0])), "Ramsch with a Jungfrau");
        assert_eq!(en(&game(None)), "thrown in");
    }

    #[test]
    fn the_details_follow_the_game_only_where_asked_issue_19() {
        let names = ["Anna Müller", "Bernd Schäfer", "Clara Weiß", "Dieter Groß"].map(String::from);
        let rufspiel = Game {
            called: Some(Suit::Eichel),
            partner: Some(2),
            points: Some(72),
            laufende: 3,
            ..game(Some(GameKind::Rufspiel))
        };
        let all = SchafkopfDetails {
            names: &names,
            doublings: true,
            points: true,
            narrow: false,
        };
        let long = schafkopf_description(&rufspiel, all);
        assert_eq!(
            reason(Lang::De, &long),
            "Sauspiel auf die Eichel mit Clara, 3 Laufende · Augen 72"
        );
        assert_eq!(
            reason(Lang::En, &long),
            "Sauspiel on the Eichel Ace with Clara, 3 Laufende · Card points 72"
        );
        assert_eq!(said(Lang::De, &rufspiel), "Sauspiel auf die Eichel");
        let doubled = Game {
            points: Some(70),
            laufende: 3,
            klopfer: 1,
            kontra: 2,
            bock: 1,
            ..game(Some(GameKind::Wenz))
        };
        let doublings = SchafkopfDetails {
            names: &names,
            doublings: true,
            points: false,
            narrow: true,
        };
        assert_eq!(
            reason(Lang::De, &schafkopf_description(&doubled, doublings)),
            "Wenz, 3 Laufende, 1× Klopfer, Retour, 1× Bock"
        );
        assert_eq!(
            reason(Lang::De, &schafkopf_description(&game(None), doublings)),
            "zusammen\u{ad}geworfen",
            "a narrow column may break the long word"
        );
        assert_eq!(
            reason(Lang::En, &schafkopf_description(&game(None), doublings)),
            "thrown in"
        );
        // A Ramsch has no declaring party's points to say.
        let points = SchafkopfDetails {
            points: true,
            ..SchafkopfDetails::default()
        };
        assert_eq!(
            reason(
                Lang::De,
                &schafkopf_description(&ramsch([2, 2, 2, 2]), points)
            ),
            "Ramsch"
        );
    }
}
