//! RULES.md E.5 as named cases, the rules of D.1–D.4 and of the issue's tariff formula, and the
//! refusals.

use super::*;

fn rufspiel(points: u16) -> Game {
    Game {
        kind: Some(GameKind::Rufspiel),
        declarer: Some(0),
        partner: Some(1),
        called: Some(Suit::Eichel),
        points: Some(points),
        ..Game::default()
    }
}

fn solo(kind: GameKind, points: u16) -> Game {
    Game {
        kind: Some(kind),
        declarer: Some(0),
        suit: matches!(kind, GameKind::Solo | GameKind::Farbwenz).then_some(Suit::Herz),
        points: Some(points),
        ..Game::default()
    }
}

fn money(game: &Game) -> [i64; 4] {
    let out = score(game, &Tariff::bsv_10_50()).expect("valid");
    assert!(out.is_zero_sum(), "{out:?}");
    out.amounts
}

fn points(game: &Game) -> [i64; 4] {
    let out = score(game, &Tariff::tournament_a1()).expect("valid");
    assert!(out.is_zero_sum(), "{out:?}");
    out.amounts
}

#[test]
fn sk1_rufspiel_won_without_schneider() {
    assert_eq!(money(&rufspiel(61)), [10, 10, -10, -10]);
    assert_eq!(money(&rufspiel(89)), [10, 10, -10, -10]);
    assert_eq!(money(&rufspiel(90)), [10, 10, -10, -10]);
}

#[test]
fn sk2_rufspiel_won_opponents_schneider() {
    assert_eq!(money(&rufspiel(91)), [20, 20, -20, -20]);
}

#[test]
fn sk3_rufspiel_won_schwarz() {
    let game = Game {
        tricks: Some(8),
        ..rufspiel(120)
    };
    assert_eq!(money(&game), [30, 30, -30, -30]);
    // 120 points but the opponents took a trick (a 0-point one): Schneider only.
    let game = Game {
        tricks: Some(7),
        ..rufspiel(120)
    };
    assert_eq!(money(&game), [20, 20, -20, -20]);
}

#[test]
fn sk4_rufspiel_lost_at_60_60() {
    let out = score(&rufspiel(60), &Tariff::bsv_10_50()).expect("valid");
    assert!(!out.won);
    assert_eq!(out.amounts, [-10, -10, 10, 10]);
}

#[test]
fn sk5_rufspiel_won_with_3_laufende() {
    let game = Game {
        laufende: 3,
        ..rufspiel(70)
    };
    assert_eq!(money(&game), [40, 40, -40, -40]);
    // Two Laufende count nothing in a Rufspiel (from 3) …
    let game = Game {
        laufende: 2,
        ..rufspiel(70)
    };
    assert_eq!(money(&game), [10, 10, -10, -10]);
}

#[test]
fn sk6_solo_won() {
    assert_eq!(money(&solo(GameKind::Solo, 75)), [150, -50, -50, -50]);
    assert_eq!(money(&solo(GameKind::Solo, 30)), [-180, 60, 60, 60]);
}

#[test]
fn laufende_count_from_2_in_a_wenz() {
    let game = Game {
        laufende: 2,
        ..solo(GameKind::Wenz, 70)
    };
    assert_eq!(money(&game), [210, -70, -70, -70]);
}

#[test]
fn st1_to_st3_tournament_rufspiel() {
    assert_eq!(points(&rufspiel(61)), [1, 1, -1, -1]);
    assert_eq!(points(&rufspiel(95)), [2, 2, -2, -2]);
    let schwarz = Game {
        tricks: Some(8),
        ..rufspiel(120)
    };
    assert_eq!(points(&schwarz), [3, 3, -3, -3]);
    let laufende = Game {
        laufende: 3,
        ..rufspiel(70)
    };
    assert_eq!(points(&laufende), [4, 4, -4, -4]);
}

#[test]
fn st4_st5_tournament_solo() {
    assert_eq!(points(&solo(GameKind::Solo, 61)), [6, -2, -2, -2]);
    assert_eq!(points(&solo(GameKind::Solo, 45)), [-6, 2, 2, 2]);
    let game = Game {
        laufende: 3,
        ..solo(GameKind::Solo, 95)
    };
    assert_eq!(points(&game), [18, -6, -6, -6]);
}

#[test]
fn tout_is_won_only_with_every_trick() {
    let won = Game {
        tout: true,
        tricks: Some(8),
        ..solo(GameKind::Solo, 120)
    };
    // BSV: (50 + 0) × 2 per opponent; A1: 6 per opponent (RULES.md D.4: ±18 / ∓6).
    assert_eq!(money(&won), [300, -100, -100, -100]);
    assert_eq!(points(&won), [18, -6, -6, -6]);
    let lost = Game {
        tout: true,
        tricks: Some(7),
        ..solo(GameKind::Solo, 119)
    };
    assert_eq!(money(&lost), [-300, 100, 100, 100]);
    let with_laufende = Game { laufende: 4, ..won };
    assert_eq!(points(&with_laufende), [3 * (6 + 2 * 4), -14, -14, -14]);
    assert_eq!(money(&with_laufende), [3 * 180, -180, -180, -180]);
}

#[test]
fn sie_is_always_won_and_bettel_without_a_trick() {
    let sie = Game {
        kind: Some(GameKind::Sie),
        declarer: Some(2),
        ..Game::default()
    };
    assert_eq!(points(&sie), [-14, -14, 42, -14]);
    let bettel = |tricks| Game {
        kind: Some(GameKind::Bettel),
        declarer: Some(3),
        tricks: Some(tricks),
        ..Game::default()
    };
    assert_eq!(money(&bettel(0)), [-30, -30, -30, 90]);
    assert_eq!(money(&bettel(1)), [30, 30, 30, -90]);
}

#[test]
fn every_klopfer_kontra_and_bock_doubles_the_whole_game() {
    let game = Game {
        klopfer: 1,
        kontra: 2,
        bock: 1,
        ..rufspiel(70)
    };
    assert_eq!(money(&game), [160, 160, -160, -160]);
}

#[test]
fn a_ramsch_loser_pays_each_other_player_double_to_a_jungfrau() {
    let ramsch = |points: [u16; 4], tricks: [u16; 4]| Game {
        kind: Some(GameKind::Ramsch),
        ramsch_points: Some(points.to_vec()),
        ramsch_tricks: Some(tricks.to_vec()),
        ..Game::default()
    };
    assert_eq!(
        money(&ramsch([30, 45, 25, 20], [2, 3, 2, 1])),
        [20, -60, 20, 20]
    );
    assert_eq!(
        money(&ramsch([30, 60, 30, 0], [2, 4, 2, 0])),
        [20, -80, 20, 40]
    );
    // Two losers tied on the most points both pay.
    assert_eq!(
        money(&ramsch([45, 45, 20, 10], [3, 3, 1, 1])),
        [-40, -40, 40, 40]
    );
    // A Durchmarsch is a won Schwarz Solo: 50 + 10 + 10 from each.
    let out = score(&ramsch([0, 120, 0, 0], [0, 8, 0, 0]), &Tariff::bsv_10_50()).expect("valid");
    assert!(out.won);
    assert_eq!(out.amounts, [-70, 210, -70, -70]);
}

#[test]
fn a_passed_deal_scores_nothing() {
    let out = score(&Game::default(), &Tariff::bsv_10_50()).expect("valid");
    assert_eq!(out.amounts, [0; 4]);
}

#[test]
fn every_game_is_zero_sum() {
    for tariff in [Tariff::bsv_10_50(), Tariff::tournament_a1()] {
        for kind in GameKind::ALL {
            if !tariff.allows(kind) || kind == GameKind::Ramsch {
                continue;
            }
            for p in [0u16, 30, 31, 60, 61, 89, 90, 119, 120] {
                for laufende in 0..=4 {
                    let mut game = if kind == GameKind::Rufspiel {
                        rufspiel(p)
                    } else {
                        solo(kind, p)
                    };
                    game.laufende = laufende;
                    game.tricks = Some(match p {
                        0 => 0,
                        120 => 8,
                        _ => 4,
                    });
                    game.kontra = laufende % 3;
                    let out = score(&game, &tariff).expect("valid");
                    assert!(out.is_zero_sum(), "{kind:?} {p} {laufende}: {out:?}");
                }
            }
        }
    }
}

/// A refusal's code, field and value.
type Refused = (Code, Option<String>, Option<String>);

fn refused(game: &Game, tariff: &Tariff) -> Refused {
    let r = score(game, tariff).expect_err("refused");
    (r.code, r.field, r.value)
}

fn some(s: &str) -> Option<String> {
    Some(s.to_string())
}

#[test]
fn bad_games_are_refused_with_field_and_value() {
    let bsv = Tariff::bsv_10_50();
    let a1 = Tariff::tournament_a1();
    let sie = Game {
        kind: Some(GameKind::Sie),
        declarer: Some(0),
        ..Game::default()
    };
    assert_eq!(
        refused(&sie, &bsv),
        (SCHAFKOPF_GAME_NOT_IN_TARIFF, some("game"), some("sie"))
    );
    let bettel = Game {
        kind: Some(GameKind::Bettel),
        declarer: Some(0),
        tricks: Some(0),
        ..Game::default()
    };
    assert_eq!(refused(&bettel, &a1).0, SCHAFKOPF_GAME_NOT_IN_TARIFF);
    let cases: Vec<(Game, Refused)> = vec![
        (
            Game {
                partner: None,
                ..rufspiel(70)
            },
            (SCHAFKOPF_PARTNER_MISSING, some("partner"), None),
        ),
        (
            Game {
                partner: Some(0),
                ..rufspiel(70)
            },
            (SCHAFKOPF_PARTNER_SELF, some("partner"), some("0")),
        ),
        (
            Game {
                called: Some(Suit::Herz),
                ..rufspiel(70)
            },
            (SCHAFKOPF_CALLED_TRUMP, some("called"), some("\"herz\"")),
        ),
        (
            Game {
                declarer: Some(4),
                ..rufspiel(70)
            },
            (SCHAFKOPF_SEAT_RANGE, some("declarer"), some("4")),
        ),
        (
            Game {
                points: Some(121),
                ..rufspiel(70)
            },
            (SCHAFKOPF_POINTS_RANGE, some("points"), some("121")),
        ),
        (
            rufspiel(120),
            (SCHAFKOPF_TRICKS_REQUIRED, some("tricks"), None),
        ),
        (
            Game {
                tricks: Some(0),
                ..rufspiel(40)
            },
            (SCHAFKOPF_TRICKS_POINTS, some("tricks"), some("0")),
        ),
        (
            Game {
                laufende: 15,
                ..rufspiel(70)
            },
            (SCHAFKOPF_LAUFENDE_RANGE, some("laufende"), some("15")),
        ),
        (
            Game {
                laufende: 5,
                ..solo(GameKind::Wenz, 70)
            },
            (SCHAFKOPF_LAUFENDE_RANGE, some("laufende"), some("5")),
        ),
        (
            Game {
                tout: true,
                tricks: Some(8),
                ..rufspiel(120)
            },
            (SCHAFKOPF_TOUT_NOT_ALLOWED, some("tout"), some("true")),
        ),
        (
            Game {
                suit: None,
                ..solo(GameKind::Solo, 70)
            },
            (SCHAFKOPF_SUIT_MISSING, some("suit"), None),
        ),
        (
            Game {
                partner: Some(2),
                ..solo(GameKind::Solo, 70)
            },
            (SCHAFKOPF_FIELD_NOT_ALLOWED, some("partner"), some("2")),
        ),
        (
            Game {
                kontra: 3,
                ..rufspiel(70)
            },
            (SCHAFKOPF_KONTRA_RANGE, some("kontra"), some("3")),
        ),
        (
            Game {
                points: None,
                ..rufspiel(70)
            },
            (SCHAFKOPF_POINTS_MISSING, some("points"), None),
        ),
    ];
    for (game, expected) in cases {
        assert_eq!(refused(&game, &bsv), expected, "{game:?}");
    }
    let ramsch = Game {
        kind: Some(GameKind::Ramsch),
        ramsch_points: Some(vec![30, 45, 25, 21]),
        ramsch_tricks: Some(vec![2, 3, 2, 1]),
        ..Game::default()
    };
    assert_eq!(
        refused(&ramsch, &bsv),
        (SCHAFKOPF_RAMSCH_POINTS_SUM, some("points"), some("121"))
    );
}

#[test]
fn presets_parse_as_the_issue_writes_them_and_a_negative_amount_is_refused() {
    let text = r#"{"unit": "cent",
      "rufspiel": {"base": 10, "schneider": 10, "schwarz": 10, "laufender": 10, "laufende_min": 3},
      "solo":     {"base": 50, "schneider": 10, "schwarz": 10, "laufender": 10, "laufende_min": 3},
      "wenz":     {"base": 50, "schneider": 10, "schwarz": 10, "laufender": 10, "laufende_min": 2},
      "bettel":   {"base": 30},
      "tout":     {"multiplier": 2},
      "ramsch":   {"base": 20, "jungfrau_multiplier": 2}}"#;
    let parsed: Tariff = serde_json::from_str(text).expect("the BSV preset");
    assert_eq!(parsed, Tariff::bsv_10_50());
    let a1: Tariff = serde_json::from_str(
        r#"{"unit": "point",
            "rufspiel": {"base": 1, "schneider": 1, "schwarz": 1, "laufender": 1},
            "solo": {"base": 2, "schneider": 1, "schwarz": 1, "laufender": 1},
            "wenz": {"base": 2, "schneider": 1, "schwarz": 1, "laufender": 1, "laufende_min": 2},
            "tout": {"base": 6, "laufender": 2}, "sie": {"base": 14}}"#,
    )
    .expect("A1");
    assert_eq!(a1, Tariff::tournament_a1());
    let negative: Tariff =
        serde_json::from_str(r#"{"solo": {"base": -50}}"#).expect("parsed, not checked");
    let r = negative.check().expect_err("negative");
    assert_eq!(
        (r.code, r.field.as_deref(), r.value.as_deref()),
        (SCHAFKOPF_TARIFF_RANGE, Some("solo.base"), Some("-50"))
    );
}

/// The marks the list prints follow the scoring: Schneider at 91 (won) or 30 (lost), Schwarz
/// with all or no tricks; a Tout, a Bettel and a Ramsch carry none.
#[test]
fn the_marks_of_a_game_are_the_ones_it_is_paid_for() {
    let marks = |g: &Game| (g.marks().schneider, g.marks().schwarz);
    assert_eq!(marks(&rufspiel(90)), (false, false));
    assert_eq!(marks(&rufspiel(91)), (true, false));
    assert_eq!(marks(&rufspiel(31)), (false, false));
    assert_eq!(marks(&rufspiel(30)), (true, false));
    let schwarz = Game {
        tricks: Some(8),
        ..rufspiel(120)
    };
    assert_eq!(marks(&schwarz), (true, true));
    let lost_schwarz = Game {
        tricks: Some(0),
        ..solo(GameKind::Wenz, 0)
    };
    assert_eq!(marks(&lost_schwarz), (true, true));
    let tout = Game {
        tout: true,
        tricks: Some(8),
        ..solo(GameKind::Solo, 120)
    };
    assert_eq!(marks(&tout), (false, false), "a Tout adds no Schneider");
    // The amounts agree: a won Schneider Rufspiel pays base + schneider (10 + 10).
    assert_eq!(money(&rufspiel(91)), [20, 20, -20, -20]);
}

// See: issue 19, item 7. Schneider is asymmetric (RULES.md D.1): the declaring party wins
// Schneider only with 91 (the defence is schneiderfrei with 30) and loses with Schneider at 30
// or fewer (it is schneiderfrei with 31). The old engine made a game won with 90 a Schneider.
// Amounts under BSV 10/50 (Rufspiel 10, Solo and Wenz 50, Schneider +10; D.3) and A1
// (Rufspiel 1, Solo and Wenz 2, Schneider +1; D.4), per paying player; the solo declarer three
// times.

/// A game of `kind` with the declaring party's card points.
fn issue19_game(kind: GameKind, points: u16) -> Game {
    match kind {
        GameKind::Rufspiel => rufspiel(points),
        _ => solo(kind, points),
    }
}

#[rstest::rstest]
#[case::rufspiel_won_89(GameKind::Rufspiel, 89, true, false, [10, 10, -10, -10], [1, 1, -1, -1])]
#[case::rufspiel_won_90_without_schneider(GameKind::Rufspiel, 90, true, false, [10, 10, -10, -10], [1, 1, -1, -1])]
#[case::rufspiel_won_91_schneider(GameKind::Rufspiel, 91, true, true, [20, 20, -20, -20], [2, 2, -2, -2])]
#[case::rufspiel_lost_31_without_schneider(GameKind::Rufspiel, 31, false, false, [-10, -10, 10, 10], [-1, -1, 1, 1])]
#[case::rufspiel_lost_30_schneider(GameKind::Rufspiel, 30, false, true, [-20, -20, 20, 20], [-2, -2, 2, 2])]
#[case::rufspiel_lost_29_schneider(GameKind::Rufspiel, 29, false, true, [-20, -20, 20, 20], [-2, -2, 2, 2])]
#[case::solo_won_89(GameKind::Solo, 89, true, false, [150, -50, -50, -50], [6, -2, -2, -2])]
#[case::solo_won_90_without_schneider(GameKind::Solo, 90, true, false, [150, -50, -50, -50], [6, -2, -2, -2])]
#[case::solo_won_91_schneider(GameKind::Solo, 91, true, true, [180, -60, -60, -60], [9, -3, -3, -3])]
#[case::solo_lost_31_without_schneider(GameKind::Solo, 31, false, false, [-150, 50, 50, 50], [-6, 2, 2, 2])]
#[case::solo_lost_30_schneider(GameKind::Solo, 30, false, true, [-180, 60, 60, 60], [-9, 3, 3, 3])]
#[case::solo_lost_29_schneider(GameKind::Solo, 29, false, true, [-180, 60, 60, 60], [-9, 3, 3, 3])]
#[case::wenz_won_90_without_schneider(GameKind::Wenz, 90, true, false, [150, -50, -50, -50], [6, -2, -2, -2])]
#[case::wenz_won_91_schneider(GameKind::Wenz, 91, true, true, [180, -60, -60, -60], [9, -3, -3, -3])]
fn issue19_schneider_is_asymmetric(
    #[case] kind: GameKind,
    #[case] card_points: u16,
    #[case] won: bool,
    #[case] schneider: bool,
    #[case] bsv: [i64; 4],
    #[case] a1: [i64; 4],
) {
    let game = issue19_game(kind, card_points);
    let out = score(&game, &Tariff::bsv_10_50()).expect("valid");
    assert_eq!(out.won, won, "the declaring party wins with 61 or more");
    assert_eq!(
        game.marks().schneider,
        schneider,
        "Schneider at 91 or more won, at 30 or fewer lost"
    );
    assert_eq!(
        out.amounts, bsv,
        "BSV 10/50 pays Schneider +10 only when it is one"
    );
    assert_eq!(
        points(&game),
        a1,
        "A1 pays Schneider +1 only when it is one"
    );
}

/// A Farbwenz and a Geier count card points too: 90 is won without Schneider under a tariff
/// that plays them (base 50, Schneider 10).
#[test]
fn issue19_schneider_at_90_in_every_game_that_counts_card_points() {
    let class = ClassTariff {
        base: 50,
        schneider: 10,
        schwarz: 10,
        laufender: 10,
        laufende_min: 3,
    };
    let tariff = Tariff {
        farbwenz: Some(class),
        geier: Some(class),
        ..Tariff::bsv_10_50()
    };
    for kind in [GameKind::Farbwenz, GameKind::Geier] {
        let at = |points| {
            score(&issue19_game(kind, points), &tariff)
                .expect("valid")
                .amounts
        };
        assert_eq!(
            at(90),
            [150, -50, -50, -50],
            "{kind:?} won with 90: no Schneider"
        );
        assert_eq!(
            at(91),
            [180, -60, -60, -60],
            "{kind:?} won with 91: Schneider"
        );
        assert_eq!(
            at(31),
            [-150, 50, 50, 50],
            "{kind:?} lost with 31: no Schneider"
        );
        assert_eq!(
            at(30),
            [-180, 60, 60, 60],
            "{kind:?} lost with 30: Schneider"
        );
    }
}

/// The loser of a Ramsch has the most points; tied seats lose together; a Durchmarsch has no
/// loser.
#[test]
fn the_losers_of_a_ramsch() {
    let ramsch = |points: [u16; 4], tricks: [u16; 4]| Game {
        kind: Some(GameKind::Ramsch),
        ramsch_points: Some(points.to_vec()),
        ramsch_tricks: Some(tricks.to_vec()),
        ..Game::default()
    };
    assert_eq!(ramsch([50, 40, 30, 0], [3, 3, 2, 0]).ramsch_losers(), [0]);
    assert_eq!(
        ramsch([45, 45, 30, 0], [3, 3, 2, 0]).ramsch_losers(),
        [0, 1]
    );
    assert!(
        ramsch([120, 0, 0, 0], [8, 0, 0, 0])
            .ramsch_losers()
            .is_empty()
    );
    assert!(rufspiel(70).ramsch_losers().is_empty());
}

/// D.3: a Durchmarsch is the seat that took all 8 tricks; a Jungfrau is a seat without a
/// trick. The lists say both from the same facts the amounts are paid by (issue 19).
#[test]
fn issue19_a_ramsch_names_its_durchmarsch_and_its_jungfrauen() {
    let ramsch = |tricks: [u16; 4]| Game {
        kind: Some(GameKind::Ramsch),
        ramsch_tricks: Some(tricks.to_vec()),
        ..Game::default()
    };
    assert_eq!(ramsch([0, 8, 0, 0]).durchmarsch(), Some(1));
    assert_eq!(ramsch([0, 8, 0, 0]).jungfrauen(), 3);
    assert_eq!(ramsch([3, 3, 2, 0]).durchmarsch(), None);
    assert_eq!(ramsch([3, 3, 2, 0]).jungfrauen(), 1);
    assert_eq!(ramsch([2, 2, 2, 2]).jungfrauen(), 0);
    assert_eq!(Game::default().durchmarsch(), None, "no Ramsch, no tricks");
}
