//! Issue 10: leagues — teams files, match days, line-ups, the league draw, ranking points
//! (RULES.md B.6.3), the league table and its history, and the `league` commands of the binary.
//!
//! Scores are entered as totals with no games won or lost, so a player's series total is the
//! `points` given, and a team's game points are the sum of its players' points.

use skatblock::event::{self, EventError, import_seating, import_totals};
use skatblock::league::{
    self, LeagueId, NewLeague, Placing, ScoringUnit, TableRow, codes::*, create_league,
    create_matchday, import_teams, league_table, set_lineup,
};
use skatblock::ops;
use skatblock::rules::{Param, Refusal};
use skatblock_store::{EventId, Store};

use super::import_error;
use super::store::temp_dir;
use super::{ok, run};

/// Group Nord: teams A (players 1–4, substitute 5), B (6–9), C (10–13), D (14–17).
/// Group Süd: teams E (18–20, substitute 21) and F (22–25).
const TEAMS: &str = "group,team,club,player_id,role
Nord,A,SC Kreuz,1,regular
Nord,A,SC Kreuz,2,regular
Nord,A,SC Kreuz,3,regular
Nord,A,SC Kreuz,4,regular
Nord,A,SC Kreuz,5,substitute
Nord,B,SC Pik,6,regular
Nord,B,SC Pik,7,regular
Nord,B,SC Pik,8,regular
Nord,B,SC Pik,9,regular
Nord,C,SC Herz,10,regular
Nord,C,SC Herz,11,regular
Nord,C,SC Herz,12,regular
Nord,C,SC Herz,13,regular
Nord,D,SC Karo,14,regular
Nord,D,SC Karo,15,regular
Nord,D,SC Karo,16,regular
Nord,D,SC Karo,17,regular
Süd,E,SV Grand,18,regular
Süd,E,SV Grand,19,regular
Süd,E,SV Grand,20,regular
Süd,E,SV Grand,21,substitute
Süd,F,SV Null,22,regular
Süd,F,SV Null,23,regular
Süd,F,SV Null,24,regular
Süd,F,SV Null,25,regular
";

/// The regular players of the Nord teams A, B, C, D.
const NORD: [[i64; 4]; 4] = [
    [1, 2, 3, 4],
    [6, 7, 8, 9],
    [10, 11, 12, 13],
    [14, 15, 16, 17],
];

fn new_league(unit: ScoringUnit, series: u16) -> NewLeague {
    NewLeague {
        name: "Verbandsliga".into(),
        season_year: 2026,
        series_per_day: series,
        unit,
        promote: 1,
        relegate: 1,
    }
}

/// A store with 30 players (numbers 1–30) and a league with the teams above.
fn league_with(unit: ScoringUnit, series: u16) -> (Store, LeagueId) {
    let mut store = Store::open_in_memory().expect("store");
    event::import_players(
        &mut store,
        skatblock::event::demo::players_csv(30).as_bytes(),
    )
    .expect("players");
    let id = create_league(&mut store, &new_league(unit, series)).expect("league");
    import_teams(&mut store, id, TEAMS.as_bytes()).expect("teams");
    (store, id)
}

fn matchday(store: &mut Store, league: LeagueId, day: u16) -> EventId {
    let date = chrono::NaiveDate::from_ymd_opt(2026, 3, day.into()).expect("date");
    create_matchday(store, league, "Nord", day, date, "Vereinsheim").expect("match day")
}

/// Plays one series: each team's players (an empty list: absent) with the points each scores
/// (the same for all its players), seated one team after another round-robin so tables mix.
fn play(store: &mut Store, ev: EventId, series: u16, teams: &[(&[i64], i64)]) {
    let mut order = Vec::new();
    for k in 0..4 {
        for (players, points) in teams {
            if let Some(&p) = players.get(k) {
                order.push((p, *points));
            }
        }
    }
    let sizes =
        event::table_sizes(order.len(), skatblock_store::TablePreference::Four).expect("seatable");
    let mut seating = String::from("series,table,seat,player_id\n");
    let mut totals = String::from("series,player_id,points,won,lost\n");
    let mut rest = order.as_slice();
    for (t, size) in sizes.iter().enumerate() {
        let (table, tail) = rest.split_at(*size);
        rest = tail;
        for (s, (p, points)) in table.iter().enumerate() {
            seating.push_str(&format!("{series},{},{},{p}\n", t + 1, s + 1));
            totals.push_str(&format!("{series},{p},{points},0,0\n"));
        }
    }
    import_seating(store, ev, seating.as_bytes()).expect("seating");
    import_totals(store, ev, totals.as_bytes()).expect("totals");
}

/// One Nord series where each team's 4 players score `points` each: game points 4 × points.
fn nord(store: &mut Store, ev: EventId, series: u16, points: [Option<i64>; 4]) {
    let teams: Vec<(&[i64], i64)> = NORD
        .iter()
        .zip(points)
        .map(|(players, p)| match p {
            Some(p) => (&players[..], p),
            None => (&[][..], 0),
        })
        .collect();
    play(store, ev, series, &teams);
}

/// (team, ranking points, against, game points, series played, rank, lot).
type Line = (String, f64, f64, i64, u32, usize, bool);

fn lines(rows: &[TableRow]) -> Vec<Line> {
    rows.iter()
        .map(|r| {
            (
                r.team.clone(),
                r.ranking_points,
                r.ranking_points_against,
                r.game_points,
                r.series_played,
                r.rank,
                r.lot_required,
            )
        })
        .collect()
}

fn line(team: &str, rp: f64, against: f64, gp: i64, series: u32, rank: usize, lot: bool) -> Line {
    (team.into(), rp, against, gp, series, rank, lot)
}

fn nord_table(store: &Store, league: LeagueId, after: Option<u16>) -> Vec<Line> {
    lines(&league_table(store, league, Some("Nord"), after).expect("table"))
}

fn refusal<T: std::fmt::Debug>(result: Result<T, EventError>) -> Refusal {
    match result {
        Err(EventError::Refused(r)) => r,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn count(store: &Store, table: &str) -> i64 {
    store
        .conn()
        .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
        .expect("count")
}

#[test]
fn four_teams_get_3_2_1_0_and_against_points() {
    let (mut store, league) = league_with(ScoringUnit::Series, 3);
    let ev = matchday(&mut store, league, 1);
    // Game points 4 × 100 = 400, 300, 200, 100.
    nord(&mut store, ev, 1, [Some(100), Some(75), Some(50), Some(25)]);
    assert_eq!(
        nord_table(&store, league, None),
        [
            line("A", 3.0, 0.0, 400, 1, 1, false),
            line("B", 2.0, 1.0, 300, 1, 2, false),
            line("C", 1.0, 2.0, 200, 1, 3, false),
            line("D", 0.0, 3.0, 100, 1, 4, false),
        ],
        "one series: 3:0, 2:1, 1:2, 0:3 (B.6.3); series 2 and 3 are not played yet and count for nobody"
    );
}

#[test]
fn two_teams_tied_on_top_get_2_5_each_and_draw_a_lot() {
    let (mut store, league) = league_with(ScoringUnit::Series, 3);
    let ev = matchday(&mut store, league, 1);
    nord(&mut store, ev, 1, [Some(75), Some(75), Some(50), Some(25)]);
    assert_eq!(
        nord_table(&store, league, None),
        [
            // 1 (beats D) + 1 (beats C) + 0.5 (ties B) = 2.5; against 3 − 2.5 = 0.5.
            line("A", 2.5, 0.5, 300, 1, 1, true),
            line("B", 2.5, 0.5, 300, 1, 1, true),
            line("C", 1.0, 2.0, 200, 1, 3, false),
            line("D", 0.0, 3.0, 100, 1, 4, false),
        ]
    );
}

#[test]
fn a_full_tie_shares_the_rank_and_needs_a_lot() {
    let (mut store, league) = league_with(ScoringUnit::Series, 3);
    let ev = matchday(&mut store, league, 1);
    nord(&mut store, ev, 1, [Some(10); 4]);
    let table = nord_table(&store, league, None);
    assert!(
        table
            .iter()
            .all(|l| (l.1, l.2, l.3, l.5, l.6) == (1.5, 1.5, 40, 1, true)),
        "three halves each, all rank 1 by lot: {table:?}"
    );
}

#[test]
fn an_absent_team_gets_nothing_and_is_beaten_by_every_team_that_plays() {
    let (mut store, league) = league_with(ScoringUnit::Series, 3);
    let ev = matchday(&mut store, league, 1);
    set_lineup(&mut store, ev, 1, "D", &[], true).expect("D absent");
    // C scores −100 and still beats the absent D.
    nord(&mut store, ev, 1, [Some(75), Some(50), Some(-25), None]);
    // Series 2: C and D absent; two absent teams both get 0.
    nord(&mut store, ev, 2, [Some(10), Some(20), None, None]);
    assert_eq!(
        nord_table(&store, league, None),
        [
            // A: 3 + 2 = 5, against 0 + 1; B: 2 + 3 = 5, against 1 + 0; A has more game points.
            line("A", 5.0, 1.0, 340, 2, 1, false),
            line("B", 5.0, 1.0, 280, 2, 2, false),
            // C: 1 + 0, against 2 + 3.
            line("C", 1.0, 5.0, -100, 1, 3, false),
            line("D", 0.0, 6.0, 0, 0, 4, false),
        ]
    );
}

#[test]
fn the_match_day_unit_compares_the_days_sums() {
    let (mut store, league) = league_with(ScoringUnit::Matchday, 2);
    let ev = matchday(&mut store, league, 1);
    nord(&mut store, ev, 1, [Some(100), Some(75), Some(50), Some(25)]);
    nord(&mut store, ev, 2, [Some(0), Some(0), Some(125), Some(38)]);
    // Day sums: A 400, B 300, C 200 + 500 = 700, D 100 + 152 = 252.
    assert_eq!(
        nord_table(&store, league, None),
        [
            line("C", 3.0, 0.0, 700, 2, 1, false),
            line("A", 2.0, 1.0, 400, 2, 2, false),
            line("B", 1.0, 2.0, 300, 2, 3, false),
            line("D", 0.0, 3.0, 252, 2, 4, false),
        ]
    );
}

#[test]
fn after_day_history_and_promotion_marks() {
    let (mut store, league) = league_with(ScoringUnit::Series, 1);
    let first = matchday(&mut store, league, 1);
    let second = matchday(&mut store, league, 2);
    nord(
        &mut store,
        first,
        1,
        [Some(100), Some(75), Some(50), Some(25)],
    );
    nord(
        &mut store,
        second,
        1,
        [Some(25), Some(50), Some(75), Some(150)],
    );
    let after_one = [
        line("A", 3.0, 0.0, 400, 1, 1, false),
        line("B", 2.0, 1.0, 300, 1, 2, false),
        line("C", 1.0, 2.0, 200, 1, 3, false),
        line("D", 0.0, 3.0, 100, 1, 4, false),
    ];
    assert_eq!(nord_table(&store, league, Some(1)), after_one);
    // After day 2 every team has 3 points: D 100 + 600 = 700 leads, A, B and C have 500 each.
    let after_two = [
        line("D", 3.0, 3.0, 700, 2, 1, false),
        line("A", 3.0, 3.0, 500, 2, 2, true),
        line("B", 3.0, 3.0, 500, 2, 2, true),
        line("C", 3.0, 3.0, 500, 2, 2, true),
    ];
    assert_eq!(nord_table(&store, league, Some(2)), after_two);
    assert_eq!(nord_table(&store, league, None), after_two);

    let history = league::table_history(&store, league, Some("Nord")).expect("history");
    assert_eq!(history.iter().map(|d| d.day).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(lines(&history[0].rows), after_one);
    assert_eq!(lines(&history[1].rows), after_two);

    let rows = league_table(&store, league, Some("Nord"), None).expect("table");
    let placings: Vec<Option<Placing>> = rows.iter().map(|r| r.placing).collect();
    assert_eq!(
        placings,
        [
            Some(Placing::Promoted),
            None,
            None,
            Some(Placing::Relegated)
        ],
        "promote 1, relegate 1: the first and the last place"
    );
    let json = serde_json::to_value(&rows[0]).expect("json");
    let keys: Vec<&str> = json
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys.len(),
        9,
        "the placing stays out of the JSON, like the team id: {keys:?}"
    );

    let all = league_table(&store, league, None, None).expect("both groups");
    let groups: Vec<&str> = all.iter().map(|r| r.group.as_str()).collect();
    assert_eq!(groups, ["Nord", "Nord", "Nord", "Nord", "Süd", "Süd"]);
    assert!(
        all[4..]
            .iter()
            .all(|r| r.ranking_points == 0.0 && r.series_played == 0),
        "Süd has no match day yet"
    );
}

#[test]
fn a_match_report_lists_players_game_points_and_ranking_points() {
    let (mut store, league) = league_with(ScoringUnit::Series, 2);
    let ev = matchday(&mut store, league, 1);
    nord(&mut store, ev, 1, [Some(100), Some(75), Some(50), Some(25)]);
    let report = league::match_report(&store, ev).expect("report");
    assert_eq!((report.group.as_str(), report.day), ("Nord", 1));
    let first = &report.series[0];
    let a = &first.teams[0];
    assert_eq!(
        (a.team.as_str(), a.game_points, a.ranking_points),
        ("A", 400, 3.0)
    );
    assert_eq!(a.players.len(), 4);
    assert!(a.players.iter().all(|p| p.total == 100));
    assert!(
        !report.series[1].teams[0].played,
        "series 2 is not played yet"
    );
    assert_eq!(report.totals[0].team, "A");
    let other = super::new_event_named(&mut store, "Preisskat", 1);
    assert_eq!(
        refusal(league::match_report(&store, other)).code,
        LEAGUE_EVENT_NOT_MATCHDAY
    );
}

#[test]
fn a_match_day_registers_every_roster_player_of_its_group() {
    let (mut store, league) = league_with(ScoringUnit::Series, 3);
    let ev = matchday(&mut store, league, 1);
    let event = event::event(&store, ev).expect("event");
    assert_eq!(event.name, "Verbandsliga – Nord – 1. Spieltag");
    assert_eq!(event.series_count, 3);
    let registered =
        skatblock_store::events::players_for_series(store.conn(), ev, 1).expect("registered");
    assert_eq!(
        registered.len(),
        17,
        "16 regulars and the substitute 5 of Nord"
    );
    let days = league::matchdays(&store, league).expect("days");
    assert_eq!(
        (days[0].group.as_str(), days[0].day, days[0].event),
        ("Nord", 1, ev)
    );
}

/// Which team a player is on, for the draw checks.
fn team_of(player: i64) -> usize {
    NORD.iter()
        .position(|t| t.contains(&player))
        .unwrap_or(usize::MAX)
}

fn drawn(store: &mut Store, ev: EventId, series: u16) -> Vec<Vec<i64>> {
    let outcome = event::draw_series(store, ev, series, Some(5)).expect("draw");
    outcome
        .seating
        .tables
        .iter()
        .map(|t| t.iter().map(|p| p.0).collect())
        .collect()
}

fn no_teammates_together(tables: &[Vec<i64>]) -> bool {
    tables.iter().all(|t| {
        let mut teams: Vec<usize> = t.iter().map(|&p| team_of(p)).collect();
        teams.sort_unstable();
        teams.windows(2).all(|w| w[0] != w[1])
    })
}

#[test]
fn a_league_draw_seats_the_line_ups_teammates_apart() {
    let (mut store, league) = league_with(ScoringUnit::Series, 3);
    let ev = matchday(&mut store, league, 1);
    let tables = drawn(&mut store, ev, 1);
    assert_eq!(
        tables.iter().map(Vec::len).collect::<Vec<_>>(),
        [4, 4, 4, 4]
    );
    assert!(no_teammates_together(&tables), "{tables:?}");
    assert!(
        !tables.concat().contains(&5),
        "the substitute does not play without a line-up"
    );

    // Series 2: A plays 2, 3 and the substitute 5: 4-4-4-3 ⇒ three 4-tables and a 3-table.
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    set_lineup(&mut store, ev, 2, "a", &names(&["2", "3", "5"]), false).expect("A's line-up");
    let tables = drawn(&mut store, ev, 2);
    let mut seated = tables.concat();
    seated.sort_unstable();
    assert_eq!(
        seated,
        [2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
    );
    assert_eq!(
        tables.iter().map(Vec::len).collect::<Vec<_>>(),
        [4, 4, 4, 3]
    );
    let team = |p: i64| if p == 5 { 0 } else { team_of(p) };
    assert!(
        tables.iter().all(|t| {
            let mut teams: Vec<usize> = t.iter().map(|&p| team(p)).collect();
            teams.sort_unstable();
            teams.windows(2).all(|w| w[0] != w[1])
        }),
        "{tables:?}"
    );

    // Series 3: A, B, C field three each and D is absent: three 3-tables, one of each team.
    set_lineup(&mut store, ev, 3, "A", &names(&["1", "2", "3"]), false).expect("A");
    set_lineup(&mut store, ev, 3, "B", &names(&["6", "7", "8"]), false).expect("B");
    set_lineup(&mut store, ev, 3, "C", &names(&["10", "11", "12"]), false).expect("C");
    set_lineup(&mut store, ev, 3, "D", &[], true).expect("D absent");
    let tables = drawn(&mut store, ev, 3);
    assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), [3, 3, 3]);
    assert!(no_teammates_together(&tables), "{tables:?}");
}

#[test]
fn line_ups_are_checked() {
    let (mut store, league) = league_with(ScoringUnit::Series, 2);
    let ev = matchday(&mut store, league, 1);
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();

    let r = refusal(set_lineup(
        &mut store,
        ev,
        1,
        "A",
        &names(&["1", "2"]),
        false,
    ));
    assert_eq!(
        (r.code, r.params["count"].clone()),
        (LEAGUE_LINEUP_SIZE, Param::Int(2))
    );
    assert_eq!(r.rule, Some("B.6.1"));

    let r = refusal(set_lineup(
        &mut store,
        ev,
        1,
        "A",
        &names(&["1", "2", "6"]),
        false,
    ));
    assert_eq!(r.code, LEAGUE_LINEUP_NOT_ON_TEAM);
    assert_eq!(
        (r.field.as_deref(), r.value.as_deref()),
        (Some("players"), Some("6"))
    );

    let r = refusal(set_lineup(
        &mut store,
        ev,
        1,
        "A",
        &names(&["1", "2", "1"]),
        false,
    ));
    assert_eq!(r.code, LEAGUE_LINEUP_TWICE);

    let r = refusal(set_lineup(
        &mut store,
        ev,
        1,
        "E",
        &names(&["18", "19", "20"]),
        false,
    ));
    assert_eq!(
        r.code, LEAGUE_TEAM_UNKNOWN,
        "E plays in Süd, not in this Nord match day"
    );

    let r = refusal(set_lineup(&mut store, ev, 3, "A", &[], true));
    assert_eq!(r.code, event::codes::EVENT_SERIES_UNKNOWN);

    let other = super::new_event_named(&mut store, "Preisskat", 1);
    let r = refusal(set_lineup(&mut store, other, 1, "A", &[], true));
    assert_eq!(r.code, LEAGUE_EVENT_NOT_MATCHDAY);

    nord(&mut store, ev, 1, [Some(1), Some(2), Some(3), Some(4)]);
    let r = refusal(set_lineup(
        &mut store,
        ev,
        1,
        "A",
        &names(&["1", "2", "3"]),
        false,
    ));
    assert_eq!(r.code, event::seating_codes::SEATING_SERIES_SCORED);
    assert_eq!(count(&store, "lineups"), 0, "nothing was written");
}

#[test]
fn a_teams_file_again_replaces_the_rosters_it_names() {
    let (mut store, league) = league_with(ScoringUnit::Series, 3);
    // A gets player 26 instead of 4; 4 joins B (whose roster the file replaces too).
    let again = "group,team,club,player_id,role
Nord,A,SC Kreuz,1,regular
Nord,A,SC Kreuz,2,regular
Nord,A,SC Kreuz,26,regular
Nord,B,SC Pik,6,regular
Nord,B,SC Pik,7,regular
Nord,B,SC Pik,4,regular
";
    let done = import_teams(&mut store, league, again.as_bytes()).expect("again");
    assert_eq!((done.teams, done.new_teams, done.players), (2, 0, 6));
    let groups = league::teams(&store, league).expect("teams");
    let nord = &groups[0];
    let roster = |name: &str| -> Vec<String> {
        nord.teams
            .iter()
            .find(|t| t.name == name)
            .expect("team")
            .players
            .iter()
            .map(|p| p.player_id.to_string())
            .collect()
    };
    assert_eq!(roster("A"), ["1", "2", "26"]);
    assert_eq!(roster("B"), ["6", "7", "4"]);
    assert_eq!(
        roster("C"),
        ["10", "11", "12", "13"],
        "teams not named stay"
    );
    assert_eq!(count(&store, "teams"), 6);
}

/// Codes, columns and values of a refused teams import, with the rows unchanged.
fn refused_import(
    store: &mut Store,
    league: LeagueId,
    csv: &str,
) -> Vec<(u64, String, String, &'static str)> {
    let before = (
        count(store, "teams"),
        count(store, "team_players"),
        count(store, "league_groups"),
    );
    let result = import_teams(store, league, csv.as_bytes());
    let rows = match &result {
        Err(EventError::Import(e)) => e
            .errors
            .iter()
            .map(|r| {
                (
                    r.line,
                    r.column().to_string(),
                    r.value().to_string(),
                    r.refusal.code.as_str(),
                )
            })
            .collect(),
        other => panic!("expected an import error, got {other:?}"),
    };
    assert!(
        import_error(result).contains("nothing was imported"),
        "an English heading"
    );
    let after = (
        count(store, "teams"),
        count(store, "team_players"),
        count(store, "league_groups"),
    );
    assert_eq!(before, after, "a refused import writes nothing");
    rows
}

#[test]
fn bad_teams_files_are_refused_by_row_with_nothing_written() {
    let (mut store, league) = league_with(ScoringUnit::Series, 3);
    let bad = "group,team,club,player_id,role
West,G,SC Eins,99,regular
West,G,SC Eins,26,regular
West,G,SC Eins,27,regular
West,G,SC Zwei,28,regular
West,H,SC Drei,1,regular
West,H,SC Drei,29,captain
West,H,SC Drei,30,substitute
Ost,G,SC Eins,30,regular
";
    assert_eq!(
        refused_import(&mut store, league, bad),
        [
            (2, "player_id".into(), "99".into(), "league.player.unknown"),
            // G keeps two regulars (26, 27): short, at its first line.
            (3, "team".into(), "G".into(), "league.team.short"),
            (5, "club".into(), "SC Zwei".into(), "league.team.two-clubs"),
            // 1 is on A, which the file does not name.
            (6, "player_id".into(), "1".into(), "league.player.two-teams"),
            (6, "team".into(), "H".into(), "league.team.short"),
            (7, "role".into(), "captain".into(), "league.role.invalid"),
            (9, "group".into(), "Ost".into(), "league.team.two-groups"),
        ]
    );
    // G has two regulars left in the file (26, 27): short too, reported at its first line.
    let short = "group,team,club,player_id,role
West,G,SC Eins,26,regular
West,G,SC Eins,27,regular
West,G,SC Eins,28,substitute
West,H,SC Drei,28,regular
";
    let errors = refused_import(&mut store, league, short);
    assert_eq!(
        errors,
        [
            (2, "team".into(), "G".into(), "league.team.short"),
            (
                5,
                "player_id".into(),
                "28".into(),
                "league.player.two-teams"
            ),
            (5, "team".into(), "H".into(), "league.team.short"),
        ]
    );
    let twice = "group,team,club,player_id,role
West,G,,26,regular
West,G,,27,regular
West,G,,28,regular
West,G,,26,substitute
";
    assert_eq!(
        refused_import(&mut store, league, twice),
        [(5, "player_id".into(), "26".into(), "league.player.twice")]
    );
}

#[test]
fn a_player_on_two_teams_names_both() {
    let (mut store, league) = league_with(ScoringUnit::Series, 3);
    let csv = "group,team,club,player_id,role
West,G,,26,regular
West,G,,27,regular
West,G,,28,regular
West,H,,27,regular
West,H,,29,regular
West,H,,30,regular
";
    let Err(EventError::Import(e)) = import_teams(&mut store, league, csv.as_bytes()) else {
        panic!("refused");
    };
    let r = &e.errors[0].refusal;
    assert_eq!(r.code, LEAGUE_PLAYER_TWO_TEAMS);
    assert_eq!(
        (
            &r.params["player"],
            &r.params["team"],
            &r.params["other_team"]
        ),
        (
            &Param::Text("27".into()),
            &Param::Text("H".into()),
            &Param::Text("G".into())
        )
    );
    assert_eq!(r.rule, Some("B.6.1"));
}

#[test]
fn match_days_for_unknown_groups_or_twice_are_refused() {
    let (mut store, league) = league_with(ScoringUnit::Series, 3);
    let date = chrono::NaiveDate::from_ymd_opt(2026, 3, 1).expect("date");
    let events = count(&store, "events");
    let r = refusal(create_matchday(&mut store, league, "Mitte", 1, date, ""));
    assert_eq!(r.code, LEAGUE_GROUP_UNKNOWN);
    assert_eq!(
        (r.field.as_deref(), r.value.as_deref()),
        (Some("group"), Some("Mitte"))
    );
    assert_eq!(count(&store, "events"), events, "nothing was written");

    let ev = create_matchday(&mut store, league, "nord", 1, date, "").expect("any case");
    let r = refusal(create_matchday(&mut store, league, "Nord", 1, date, ""));
    assert_eq!(r.code, LEAGUE_MATCHDAY_EXISTS);
    assert_eq!(
        (r.field.as_deref(), r.value.as_deref()),
        (Some("day"), Some("1"))
    );
    assert_eq!(r.params["event"], Param::Int(ev.0));
    assert_eq!(count(&store, "events"), events + 1);
    assert_eq!(count(&store, "matchdays"), 1);

    let r = refusal(create_matchday(
        &mut store,
        LeagueId(99),
        "Nord",
        2,
        date,
        "",
    ));
    assert_eq!(r.code, LEAGUE_UNKNOWN);
    let r = refusal(create_league(
        &mut store,
        &NewLeague {
            season_year: 10,
            ..new_league(ScoringUnit::Series, 3)
        },
    ));
    assert_eq!(r.code, LEAGUE_SEASON_RANGE);
}

// The binary, end to end.

/// (group, rank, team, ranking points, against, game points, series played, lot).
type JsonRow = (String, u64, String, f64, f64, i64, u64, bool);

fn last_line(text: &str) -> String {
    text.lines().last().expect("a line").to_string()
}

#[test]
fn the_league_commands_from_teams_to_table() {
    let temp = temp_dir("cli-league");
    let dir = temp.path();
    let db = dir.join("skat.db");
    let file = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        path.to_str().expect("path").to_string()
    };
    ok(
        &db,
        &[
            "player",
            "import",
            &file("players.csv", &skatblock::event::demo::players_csv(30)),
        ],
    );
    let league = last_line(&ok(
        &db,
        &[
            "league",
            "create",
            "--name",
            "Verbandsliga",
            "--season",
            "2026",
            "--series-per-day",
            "2",
            "--promote",
            "1",
        ],
    ));
    let teams = file("teams.csv", TEAMS);
    let said = ok(&db, &["league", "teams", &league, &teams]);
    assert!(said.contains("6 team(s) in 2 group(s)"), "{said}");

    let day1 = last_line(&ok(
        &db,
        &[
            "league",
            "matchday",
            &league,
            "--group",
            "Nord",
            "--day",
            "1",
            "--date",
            "2026-03-01",
        ],
    ));
    let sued = last_line(&ok(
        &db,
        &[
            "league",
            "matchday",
            &league,
            "--group",
            "Süd",
            "--day",
            "1",
            "--date",
            "2026-03-01",
            "--venue",
            "Halle",
        ],
    ));
    // Nord series 1: one player of each team per table; A scores 100 each, B 50, C 0, D −50.
    // Series 2: D is absent; A, B, C at three 3-tables; C 20 each, B 10, A 0.
    let mut seating = String::from("series,table,seat,player_id\n");
    let mut totals = String::from("series,player_id,points,won,lost\n");
    let points = [100, 50, 0, -50];
    for k in 0..4 {
        for (t, team) in NORD.iter().enumerate() {
            seating.push_str(&format!("1,{},{},{}\n", k + 1, t + 1, team[k]));
            totals.push_str(&format!("1,{},{},0,0\n", team[k], points[t]));
        }
    }
    for k in 0..3 {
        for (t, team) in NORD[..3].iter().enumerate() {
            seating.push_str(&format!("2,{},{},{}\n", k + 1, t + 1, team[k]));
            totals.push_str(&format!("2,{},{},0,0\n", team[k], [0, 10, 20][t]));
        }
    }
    ok(
        &db,
        &[
            "league", "lineup", &day1, "--series", "2", "--team", "D", "--absent",
        ],
    );
    ok(
        &db,
        &["seating", "import", &day1, &file("seating.csv", &seating)],
    );
    ok(
        &db,
        &["totals", "import", &day1, &file("totals.csv", &totals)],
    );
    // Süd: E and F at one 3-table and one 4-table... seven players: E 18–20, F 22–25; the
    // league draw seats them, and only series 1 is scored: E 30 each (90), F 10 each (40).
    ok(
        &db,
        &["seating", "draw", &sued, "--series", "1", "--seed", "3"],
    );
    let mut sued_totals = String::from("series,player_id,points,won,lost\n");
    for p in [18, 19, 20] {
        sued_totals.push_str(&format!("1,{p},30,0,0\n"));
    }
    for p in [22, 23, 24, 25] {
        sued_totals.push_str(&format!("1,{p},10,0,0\n"));
    }
    ok(
        &db,
        &["totals", "import", &sued, &file("sued.csv", &sued_totals)],
    );

    let json: serde_json::Value =
        serde_json::from_str(&ok(&db, &["league", "table", &league, "--format", "json"]))
            .expect("json");
    let got: Vec<JsonRow> = json
        .as_array()
        .expect("array")
        .iter()
        .map(|r| {
            (
                r["group"].as_str().expect("group").to_string(),
                r["rank"].as_u64().expect("rank"),
                r["team"].as_str().expect("team").to_string(),
                r["ranking_points"].as_f64().expect("rp"),
                r["ranking_points_against"].as_f64().expect("against"),
                r["game_points"].as_i64().expect("gp is an integer"),
                r["series_played"].as_u64().expect("series"),
                r["lot_required"].as_bool().expect("lot"),
            )
        })
        .collect();
    let row = |g: &str, rank, t: &str, rp, against, gp, s, lot| {
        (g.to_string(), rank, t.to_string(), rp, against, gp, s, lot)
    };
    assert_eq!(
        got,
        [
            // Series 1: A 400, B 200, C 0, D −200 ⇒ 3, 2, 1, 0.
            // Series 2: C 60, B 30, A 0, D absent ⇒ C 3, B 2, A 1, D 0.
            // A: 3 + 1 = 4 (against 0 + 2), 400; B: 2 + 2 = 4 (1 + 1), 230.
            row("Nord", 1, "A", 4.0, 2.0, 400, 2, false),
            row("Nord", 2, "B", 4.0, 2.0, 230, 2, false),
            // C: 1 + 3 = 4 (2 + 0), 60: tied on points with A and B, fewer game points.
            row("Nord", 3, "C", 4.0, 2.0, 60, 2, false),
            row("Nord", 4, "D", 0.0, 6.0, -200, 1, false),
            // Süd, two teams: E beats F in series 1 (1:0); series 2 is not played.
            row("Süd", 1, "E", 1.0, 0.0, 90, 1, false),
            row("Süd", 2, "F", 0.0, 1.0, 40, 1, false),
        ]
    );
    let mut keys: Vec<&str> = json[0]
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "club",
            "game_points",
            "group",
            "lot_required",
            "rank",
            "ranking_points",
            "ranking_points_against",
            "series_played",
            "team",
        ]
    );

    let csv = ok(
        &db,
        &[
            "league", "table", &league, "--group", "süd", "--format", "csv",
        ],
    );
    assert_eq!(
        csv,
        "group,rank,team,club,ranking_points,ranking_points_against,game_points,series_played,lot_required\n\
         Süd,1,E,SV Grand,1.0,0.0,90,1,false\nSüd,2,F,SV Null,0.0,1.0,40,1,false\n"
    );
    let after0 = ok(
        &db,
        &[
            "league",
            "table",
            &league,
            "--after-day",
            "0",
            "--group",
            "Nord",
            "--format",
            "json",
        ],
    );
    assert!(
        after0.contains("\"series_played\": 0"),
        "day 0: nothing counted"
    );

    let text = ok(
        &db,
        &[
            "--lang", "de", "league", "table", &league, "--group", "Nord",
        ],
    );
    assert!(text.contains("Staffel Nord"), "{text}");
    assert!(text.contains("Aufstieg"), "promotion is marked: {text}");
    assert!(text.contains("4:2"), "{text}");

    // Refusals: a second day 1, in German with field and value; nothing is written.
    let out = run(
        &db,
        &[
            "--lang",
            "de",
            "league",
            "matchday",
            &league,
            "--group",
            "Nord",
            "--day",
            "1",
            "--date",
            "2026-03-08",
        ],
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("die Staffel Nord hat den 1. Spieltag schon"),
        "{err}"
    );
    let out = run(
        &db,
        &[
            "league",
            "matchday",
            &league,
            "--group",
            "West",
            "--day",
            "1",
            "--date",
            "2026-03-08",
        ],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("league Verbandsliga has no group West"),
        "{err}"
    );
    let list = ok(&db, &["event", "list"]);
    assert_eq!(
        list.lines().count(),
        2,
        "still only the two match days: {list}"
    );
}

/// Review of issue 10: a player who moves to another team after a match day keeps his results
/// of that day with the team he played for; a team that played stays in its group.
#[test]
fn issue_10_a_roster_change_leaves_played_match_days_as_they_were() {
    let (mut store, id) = league_with(ScoringUnit::Series, 1);
    let day1 = matchday(&mut store, id, 1);
    // A 100 each (400), B 90 (360), C 80 (320), D 70 (280): 3, 2, 1, 0.
    nord(
        &mut store,
        day1,
        1,
        [Some(100), Some(90), Some(80), Some(70)],
    );
    let before = nord_table(&store, id, None);
    // Player 1 leaves A for D (as a substitute); A keeps 3 regular players.
    let moved = TEAMS.replace("Nord,A,SC Kreuz,1,regular\n", "").replace(
        "Nord,D,SC Karo,17,regular\n",
        "Nord,D,SC Karo,17,regular\nNord,D,SC Karo,1,substitute\n",
    );
    import_teams(&mut store, id, moved.as_bytes()).expect("moved");
    assert_eq!(
        nord_table(&store, id, None),
        before,
        "day 1 is scored as it was played"
    );
    // Day 2: player 1 now plays for D: D's 4 players (14, 15, 16, 1) score 50 each.
    let day2 = matchday(&mut store, id, 2);
    play(
        &mut store,
        day2,
        1,
        &[
            (&[2, 3, 4][..], 10),
            (&NORD[1][..], 10),
            (&NORD[2][..], 10),
            (&[14, 15, 16, 1][..], 50),
        ],
    );
    let report = league::match_report(&store, day2).expect("report");
    let d = &report.series[0].teams[3];
    assert_eq!(
        (d.team.as_str(), d.game_points, d.players.len()),
        ("D", 200, 4)
    );
    let a = &report.series[0].teams[0];
    assert_eq!(
        (a.game_points, a.players.len()),
        (30, 3),
        "A played with 3 on day 2"
    );
    let first = league::match_report(&store, day1).expect("report");
    assert_eq!(
        first.series[0].teams[0].game_points, 400,
        "player 1's 100 stay with A"
    );

    // A team that played in Nord cannot move to Süd.
    let away = moved.replace("Nord,B,", "Süd,B,");
    let err = import_error(import_teams(&mut store, id, away.as_bytes()));
    assert!(
        err.contains("has played a match day in group Nord"),
        "{err}"
    );
}

/// Review of issue 10: while a series is being entered, a seated team whose lists are not in
/// yet plays (with 0 game points so far); only a team nobody seated is absent.
#[test]
fn issue_10_a_seated_team_plays_even_before_its_lists_are_in() {
    let (mut store, id) = league_with(ScoringUnit::Series, 1);
    let ev = matchday(&mut store, id, 1);
    // Table 1: A's 1 and 2, B's 6, C's 10; D's four sit at the other tables with the rest.
    let tables: [[i64; 4]; 4] = [
        [1, 6, 10, 2],
        [3, 7, 11, 14],
        [4, 8, 12, 15],
        [9, 13, 16, 17],
    ];
    let mut seating = String::from("series,table,seat,player_id\n");
    for (t, table) in tables.iter().enumerate() {
        for (s, p) in table.iter().enumerate() {
            seating.push_str(&format!("1,{},{},{p}\n", t + 1, s + 1));
        }
    }
    import_seating(&mut store, ev, seating.as_bytes()).expect("seating");
    // Only table 1 has its totals: A 40 + 5, B 30, C 20; D has no result yet.
    import_totals(
        &mut store,
        ev,
        b"series,player_id,points,won,lost\n1,1,40,0,0\n1,6,30,0,0\n1,10,20,0,0\n1,2,5,0,0\n",
    )
    .expect("totals");
    // D is seated, so it plays (1 series played) with 0 game points so far.
    let table = nord_table(&store, id, None);
    assert_eq!(
        table
            .iter()
            .map(|l| (l.0.as_str(), l.1, l.3, l.4))
            .collect::<Vec<_>>(),
        vec![
            ("A", 3.0, 45, 1),
            ("B", 2.0, 30, 1),
            ("C", 1.0, 20, 1),
            ("D", 0.0, 0, 1)
        ]
    );
}

/// A match day's line-ups, as the app's form shows them: the regular players until the captain
/// chooses, then the chosen ones; an absent team has none.
#[test]
fn issue_10_the_line_ups_of_a_match_day_read_back() {
    let (mut store, id) = league_with(ScoringUnit::Series, 2);
    let ev = matchday(&mut store, id, 1);
    let numbers = |players: &[&str]| players.iter().map(|p| (*p).to_string()).collect::<Vec<_>>();
    set_lineup(
        &mut store,
        ev,
        1,
        "A",
        &numbers(&["1", "2", "3", "5"]),
        false,
    )
    .expect("A");
    set_lineup(&mut store, ev, 2, "D", &[], true).expect("D absent");
    let all = league::lineups(&store, ev).expect("line-ups");
    assert_eq!(all.len(), 8, "2 series × 4 teams");
    let of = |series: u16, team: &str| {
        all.iter()
            .find(|l| l.series == series && l.team == team)
            .map(|l| (l.players.clone(), l.absent, l.chosen))
            .expect("line-up")
    };
    assert_eq!(of(1, "A"), (numbers(&["1", "2", "3", "5"]), false, true));
    assert_eq!(of(2, "A"), (numbers(&["1", "2", "3", "4"]), false, false));
    assert_eq!(of(2, "D"), (vec![], true, true));
}

#[test]
fn issue_23_a_match_day_without_a_date_takes_it_from_the_pulled_schedule() {
    let (mut store, league) = league_with(ScoringUnit::Series, 1);
    let row = |day: u16, date: &str, host: &str| skatblock_store::sync::ScheduleRow {
        group: "Nord".into(),
        day,
        date: date.into(),
        host_team: host.into(),
    };
    let pulled = [row(1, "2026-09-12", "A"), row(2, "2026-10-10", "C")];
    skatblock_store::sync::replace_schedule(store.conn(), league, &pulled).expect("schedule");
    let input = |day: u16, venue: &str| ops::MatchdayInput {
        league,
        group: " Nord ".into(),
        day,
        date: String::new(),
        venue: venue.into(),
    };
    let first = ops::create_matchday(&mut store, input(1, "")).expect("day 1");
    let event = skatblock_store::events::get(store.conn(), first.event).expect("event");
    assert_eq!(event.date.to_string(), "2026-09-12");
    assert_eq!(event.venue, "A", "the host team, when no venue is given");
    let second = ops::create_matchday(&mut store, input(2, "Vereinsheim Herz")).expect("day 2");
    let event = skatblock_store::events::get(store.conn(), second.event).expect("event");
    assert_eq!(
        (event.date.to_string(), event.venue),
        ("2026-10-10".into(), "Vereinsheim Herz".into())
    );
    // The group as typed in any case of A–Z: the league's own.
    let mut lower = input(2, "");
    lower.group = "nord".into();
    let err = ops::create_matchday(&mut store, lower).expect_err("day 2 exists");
    assert_eq!(err.refusals[0].refusal.code, LEAGUE_MATCHDAY_EXISTS);
    let mut unknown = input(1, "");
    unknown.group = "Nordd".into();
    let err = ops::create_matchday(&mut store, unknown).expect_err("no such group");
    assert_eq!(err.refusals[0].refusal.code, LEAGUE_GROUP_UNKNOWN);
    let err = ops::create_matchday(&mut store, input(3, "")).expect_err("not scheduled");
    let r = &err.refusals[0].refusal;
    assert_eq!(r.code, LEAGUE_MATCHDAY_UNSCHEDULED);
    assert_eq!(r.field.as_deref(), Some("date"));
    assert_eq!(r.params.get("group"), Some(&Param::Text("Nord".into())));
    assert_eq!(r.params.get("day"), Some(&Param::Int(3)));
}
