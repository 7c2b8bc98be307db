//! Issue 10: seasons (best N, minimum series, average, ties, live corrections) and the stored
//! list results they read (kept in step with every change; `verify` finds a planted
//! difference).

use skatblock::event::{self, EventError, GameEntry};

use super::run;
use skatblock::rules::{GameInput, Rules};
use skatblock::season::{self, SeasonRow};
use skatblock_store::seasons::{Ranking, SeasonId, SeasonSettings};
use skatblock_store::{EventId, EventKind, GameKey, NewEvent, PlayerId, Store, TablePreference};

/// Five players A1..E5, Anna to Emil.
fn store_with_players() -> Store {
    let mut store = Store::open_in_memory().expect("store");
    event::import_players(
        &mut store,
        b"id,first_name,last_name,club\nA1,Anna,Eins,SC Kreuz\nB2,Bernd,Zwei,SC Kreuz\nC3,Clara,Drei,\nD4,Dora,Vier,\nE5,Emil,Fuenf,\n",
    )
    .expect("players");
    store
}

fn event_on(store: &mut Store, date: &str, series: u16) -> EventId {
    let event = NewEvent {
        name: format!("Abend {date}"),
        kind: EventKind::ClubEvening,
        date: date.parse().expect("date"),
        venue: String::new(),
        series_count: series,
        table_preference: TablePreference::Four,
        rules: Rules::default(),
    };
    event::create_event(store, &event).expect("event")
}

/// An event on `date` whose series are each one 3-table A1, B2, C3 (plus D4 in series 1 when
/// `with_dora`), scored by totals `rows` (`series,player_id,points,won,lost`).
fn totals_event(store: &mut Store, date: &str, series: u16, rows: &str) -> EventId {
    let ev = event_on(store, date, series);
    let mut seats = String::new();
    for s in 1..=series {
        for (seat, p) in ["A1", "B2", "C3"].iter().enumerate() {
            seats += &format!("{s},1,{},{p}\n", seat + 1);
        }
    }
    event::import_seating(store, ev, seats.as_bytes()).expect("seating");
    let csv = format!("series,player_id,points,won,lost\n{rows}");
    event::import_totals(store, ev, csv.as_bytes()).expect("totals");
    ev
}

fn season_of(store: &mut Store, best: Option<u16>, min_series: u16, ranking: Ranking) -> SeasonId {
    let settings = SeasonSettings {
        name: "Vereinsmeisterschaft 2026".into(),
        best,
        min_series,
        ranking,
    };
    season::create_season(store, &settings).expect("season")
}

fn rows(store: &Store, id: SeasonId) -> Vec<SeasonRow> {
    season::season_standings(store, id).expect("standings").rows
}

fn row<'a>(rows: &'a [SeasonRow], number: &str) -> &'a SeasonRow {
    rows.iter()
        .find(|r| r.player_id.as_str() == number)
        .unwrap_or_else(|| panic!("no row for {number}"))
}

fn refs(series: &[skatblock::season::SeriesResult]) -> Vec<(i64, u16, i64)> {
    series
        .iter()
        .map(|s| (s.event.0, s.series, s.total))
        .collect()
}

// At a 3-table the series total is points + 50·(won − lost) + 40·(table's lost − own lost)
// (B.1.3). In the events below nobody loses a game unless said, so total = points + 50·won.

#[test]
fn issue_10_best_n_counts_the_best_series_and_the_earlier_one_at_a_tie() {
    let mut store = store_with_players();
    // A1: 2026-03 s1 = 100 + 50 = 150; 2026-01 s1 = 150; 2026-01 s2 = 300 (all won 1, lost 0).
    let march = totals_event(
        &mut store,
        "2026-03-01",
        1,
        "1,A1,100,1,0\n1,B2,0,0,0\n1,C3,0,0,0\n",
    );
    let january = totals_event(
        &mut store,
        "2026-01-01",
        2,
        "1,A1,100,1,0\n1,B2,0,0,0\n1,C3,0,0,0\n2,A1,250,1,0\n2,B2,0,0,0\n2,C3,0,0,0\n",
    );
    let id = season_of(&mut store, Some(2), 0, Ranking::Total);
    season::add_events(&mut store, id, &[march, january]).expect("add");
    let all = rows(&store, id);
    let anna = row(&all, "A1");
    assert_eq!(anna.played, 3);
    // The best two: 300 and one of the two 150s; the January one is earlier, so it counts.
    assert_eq!(anna.total, 450);
    assert_eq!(
        refs(&anna.counted),
        vec![(january.0, 1, 150), (january.0, 2, 300)],
        "counted, by date"
    );
    assert_eq!(refs(&anna.dropped), vec![(march.0, 1, 150)]);
    assert_eq!(anna.average, 225.0);
}

#[test]
fn issue_10_below_the_minimum_a_player_is_listed_after_the_ranked_without_a_rank() {
    let mut store = store_with_players();
    let one = totals_event(
        &mut store,
        "2026-01-01",
        1,
        "1,A1,10,0,0\n1,B2,20,0,0\n1,C3,30,0,0\n",
    );
    // Dora plays only the second evening, with the best result of all.
    let two = event_on(&mut store, "2026-02-01", 1);
    event::import_seating(&mut store, two, b"1,1,1,A1\n1,1,2,B2\n1,1,3,D4\n").expect("seating");
    event::import_totals(
        &mut store,
        two,
        b"series,player_id,points,won,lost\n1,A1,10,0,0\n1,B2,20,0,0\n1,D4,900,0,0\n",
    )
    .expect("totals");
    let id = season_of(&mut store, None, 2, Ranking::Total);
    season::add_events(&mut store, id, &[one, two]).expect("add");
    let all = rows(&store, id);
    let order: Vec<(&str, Option<usize>, bool, i64)> = all
        .iter()
        .map(|r| (r.player_id.as_str(), r.rank, r.ranked, r.total))
        .collect();
    assert_eq!(
        order,
        vec![
            ("B2", Some(1), true, 40),
            ("A1", Some(2), true, 20),
            // Unranked, by total: Dora's 900 before Clara's 30.
            ("D4", None, false, 900),
            ("C3", None, false, 30),
        ]
    );
    // Emil never played: no row.
    assert!(all.iter().all(|r| r.player_id.as_str() != "E5"));
}

#[test]
fn issue_10_ranking_by_average_per_counted_series() {
    let mut store = store_with_players();
    // A1 plays two series of 100 and 100 (average 100, total 200); D4 one series of 150.
    let one = totals_event(
        &mut store,
        "2026-01-01",
        2,
        "1,A1,100,0,0\n1,B2,0,0,0\n1,C3,0,0,0\n2,A1,100,0,0\n2,B2,0,0,0\n2,C3,0,0,0\n",
    );
    let two = event_on(&mut store, "2026-02-01", 1);
    event::import_seating(&mut store, two, b"1,1,1,D4\n1,1,2,B2\n1,1,3,C3\n").expect("seating");
    event::import_totals(
        &mut store,
        two,
        b"series,player_id,points,won,lost\n1,D4,150,0,0\n1,B2,0,0,0\n1,C3,0,0,0\n",
    )
    .expect("totals");
    let by_total = season_of(&mut store, None, 0, Ranking::Total);
    let by_average = season_of(&mut store, None, 0, Ranking::Average);
    for id in [by_total, by_average] {
        season::add_events(&mut store, id, &[one, two]).expect("add");
    }
    assert_eq!(rows(&store, by_total)[0].player_id.as_str(), "A1");
    let averaged = rows(&store, by_average);
    assert_eq!(averaged[0].player_id.as_str(), "D4");
    assert_eq!(averaged[0].average, 150.0);
    assert_eq!(row(&averaged, "A1").rank, Some(2));
}

#[test]
fn issue_10_ties_go_to_more_won_then_fewer_lost_games_then_a_shared_rank_and_a_lot() {
    let mut store = store_with_players();
    // Equal totals: more won games first. The table lost 1 game (C3's):
    // A1: 100 + 50·2 + 40·1 = 240 (won 2); B2: 150 + 50·1 + 40·1 = 240 (won 1);
    // C3: 160 + 50·2 − 50·1 + 40·0 = 210.
    let ev = totals_event(
        &mut store,
        "2026-01-01",
        1,
        "1,A1,100,2,0\n1,B2,150,1,0\n1,C3,160,2,1\n",
    );
    let id = season_of(&mut store, None, 0, Ranking::Total);
    season::add_events(&mut store, id, &[ev]).expect("add");
    let all = rows(&store, id);
    assert_eq!(row(&all, "A1").total, 240);
    assert_eq!(row(&all, "B2").total, 240);
    assert_eq!(row(&all, "A1").rank, Some(1), "two won games beat one");
    assert_eq!(row(&all, "B2").rank, Some(2));
    assert!(!row(&all, "A1").lot_required);

    // A full tie: same total, won and lost (150 = 100 + 50 each) → shared rank and a lot.
    let mut store = store_with_players();
    let ev = totals_event(
        &mut store,
        "2026-01-01",
        1,
        "1,A1,100,1,0\n1,B2,100,1,0\n1,C3,0,0,0\n",
    );
    let id = season_of(&mut store, None, 0, Ranking::Total);
    season::add_events(&mut store, id, &[ev]).expect("add");
    let all = rows(&store, id);
    assert_eq!(
        all.iter()
            .map(|r| (r.rank, r.lot_required))
            .collect::<Vec<_>>(),
        vec![(Some(1), true), (Some(1), true), (Some(3), false)]
    );
}

#[test]
fn issue_10_a_series_counts_as_played_only_with_a_result() {
    let mut store = store_with_players();
    let ev = event_on(&mut store, "2026-01-01", 2);
    event::import_seating(
        &mut store,
        ev,
        b"1,1,1,A1\n1,1,2,B2\n1,1,3,C3\n2,1,1,A1\n2,1,2,B2\n2,1,3,D4\n",
    )
    .expect("seating");
    event::import_totals(
        &mut store,
        ev,
        b"series,player_id,points,won,lost\n1,A1,10,0,0\n1,B2,0,0,0\n1,C3,0,0,0\n",
    )
    .expect("series 1 only");
    let id = season_of(&mut store, None, 0, Ranking::Total);
    season::add_events(&mut store, id, &[ev]).expect("add");
    let all = rows(&store, id);
    // Series 2 is seated but has no list yet: nobody played it, so Dora has no row.
    assert_eq!(all.len(), 3);
    assert!(all.iter().all(|r| r.played == 1));
}

fn game(series: u16, table: u16, number: u16, declarer: i64, json: &str) -> GameEntry {
    let input: GameInput = serde_json::from_str(json).expect("game");
    GameEntry {
        key: GameKey {
            series,
            table,
            game: number,
        },
        declarer: Some(PlayerId(declarer)),
        input,
    }
}

#[test]
fn issue_10_a_correction_changes_the_season_ranking_at_once() {
    let mut store = store_with_players();
    let a = totals_event(
        &mut store,
        "2026-01-01",
        1,
        "1,A1,10,0,0\n1,B2,0,0,0\n1,C3,0,0,0\n",
    );
    let b = event_on(&mut store, "2026-02-01", 1);
    event::import_seating(&mut store, b, b"1,1,1,A1\n1,1,2,B2\n1,1,3,C3\n").expect("seating");
    // Game 1 is dealt by seat 1 (A1): B2 (id 2) declares a Grand with 2, 70 points: +72.
    event::enter_game(
        &mut store,
        b,
        game(
            1,
            1,
            1,
            2,
            r#"{"contract":"grand","matadors":2,"declarer_points":70}"#,
        ),
        "test",
    )
    .expect("enter");
    let id = season_of(&mut store, None, 0, Ranking::Total);
    season::add_events(&mut store, id, &[a, b]).expect("add");
    let before = rows(&store, id);
    // B2: 0 + (72 + 50) = 122; A1: 10 + 0 = 10.
    assert_eq!(row(&before, "B2").total, 122);
    assert_eq!(before[0].player_id.as_str(), "B2");
    // The scorer corrects it: the Grand was lost with 50 points → −144 − 50; A1 and C3 +40.
    event::correct_game(
        &mut store,
        b,
        game(
            1,
            1,
            1,
            2,
            r#"{"contract":"grand","matadors":2,"declarer_points":50}"#,
        ),
        "test",
    )
    .expect("correct");
    let after = rows(&store, id);
    assert_eq!(row(&after, "B2").total, -194);
    assert_eq!(row(&after, "A1").total, 10 + 40);
    assert_eq!(
        after[0].player_id.as_str(),
        "A1",
        "the correction reorders the season"
    );
    assert_eq!(
        event::results::verify(&mut store, b, false)
            .expect("verify")
            .differences,
        vec![]
    );
}

fn refused_code(err: EventError) -> String {
    match err {
        EventError::Refused(r) => format!(
            "{} {} {}",
            r.code,
            r.field.unwrap_or_default(),
            r.value.unwrap_or_default()
        ),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn issue_10_a_season_refuses_an_event_twice_and_writes_nothing() {
    let mut store = store_with_players();
    let one = event_on(&mut store, "2026-01-01", 1);
    let two = event_on(&mut store, "2026-02-01", 1);
    let id = season_of(&mut store, None, 0, Ranking::Total);
    let err = season::add_events(&mut store, id, &[two, one, two]).expect_err("twice");
    assert_eq!(
        refused_code(err),
        format!("season.event.twice events {}", two.0)
    );
    let count = |store: &Store| -> i64 {
        store
            .conn()
            .query_row("SELECT count(*) FROM season_events", [], |r| r.get(0))
            .expect("count")
    };
    assert_eq!(count(&store), 0, "nothing written");
    season::add_events(&mut store, id, &[one]).expect("add");
    let err = season::add_events(&mut store, id, &[two, one]).expect_err("already");
    assert_eq!(
        refused_code(err),
        format!("season.event.already events {}", one.0)
    );
    assert_eq!(count(&store), 1, "nothing written");
    let err = season::add_events(&mut store, id, &[EventId(99)]).expect_err("unknown");
    assert!(matches!(err, EventError::Store(_)), "{err:?}");
    let bad = SeasonSettings {
        name: "X".into(),
        best: Some(0),
        min_series: 0,
        ranking: Ranking::Total,
    };
    let err = season::create_season(&mut store, &bad).expect_err("best 0");
    assert_eq!(refused_code(err), "season.best.range best 0");
    let german = skatblock::i18n::refusal(
        skatblock::i18n::Lang::De,
        &skatblock::rules::Refusal::new(season::codes::SEASON_EVENT_ALREADY)
            .field("events")
            .value(3)
            .param("event", 3)
            .param("season", 1),
    );
    assert_eq!(
        german,
        "Veranstaltungen = 3: Veranstaltung 3 gehört schon zur Saison 1"
    );
}

#[test]
fn issue_10_verify_finds_a_planted_difference_and_repair_mends_it() {
    let mut store = store_with_players();
    let ev = totals_event(
        &mut store,
        "2026-01-01",
        1,
        "1,A1,10,1,0\n1,B2,0,0,1\n1,C3,0,0,0\n",
    );
    let clean = event::results::verify(&mut store, ev, false).expect("verify");
    assert_eq!(
        (clean.lists, clean.results, clean.differences.len()),
        (1, 3, 0)
    );
    store
        .conn()
        .execute(
            "UPDATE list_results SET total = total + 7 WHERE event_id = ?1 AND seat = 2",
            [ev.0],
        )
        .expect("plant");
    let found = event::results::verify(&mut store, ev, false).expect("verify");
    assert_eq!(found.differences.len(), 1);
    let d = &found.differences[0];
    assert_eq!(
        (
            d.series,
            d.table,
            d.seat,
            d.player_id.as_str(),
            d.field.as_str()
        ),
        (1, 1, 2, "B2", "total")
    );
    // B2: 0 − 50 + 0 = −50 computed; −43 stored.
    assert_eq!((d.stored.as_str(), d.computed.as_str()), ("-43", "-50"));
    assert!(!found.repaired);
    let standings = event::standings(&store, ev, None).expect("standings");
    assert_eq!(
        standings
            .rows
            .iter()
            .find(|r| r.player_id.as_str() == "B2")
            .map(|r| r.total),
        Some(-43),
        "the standings read what is stored"
    );
    let mended = event::results::verify(&mut store, ev, true).expect("repair");
    assert!(mended.repaired);
    let again = event::results::verify(&mut store, ev, false).expect("verify");
    assert!(again.differences.is_empty());
}

#[test]
fn issue_10_every_kind_of_change_keeps_the_stored_results_in_step() {
    let mut store = store_with_players();
    let ev = event_on(&mut store, "2026-01-01", 2);
    let check = |store: &mut Store, what: &str| {
        let v = event::results::verify(store, ev, false).expect("verify");
        assert!(
            v.differences.is_empty(),
            "after {what}: {:?}",
            v.differences
        );
    };
    event::import_seating(
        &mut store,
        ev,
        b"1,1,1,A1\n1,1,2,B2\n1,1,3,C3\n1,1,4,D4\n2,1,1,A1\n2,1,2,B2\n2,1,3,C3\n",
    )
    .expect("seating");
    check(&mut store, "seating import");
    // Game 1 at a 4-table: A1 deals; B2 declares. Game 2: B2 deals; C3 declares.
    event::enter_game(
        &mut store,
        ev,
        game(
            1,
            1,
            1,
            2,
            r#"{"contract":"clubs","matadors":1,"declarer_points":58}"#,
        ),
        "test",
    )
    .expect("enter");
    check(&mut store, "entry");
    event::import_games(
        &mut store,
        ev,
        b"series,table,game,declarer,contract,matadors,declarer_points,passed\n1,1,2,C3,grand,2,70,\n1,1,3,,,,,true\n",
        "test",
    )
    .expect("import");
    check(&mut store, "games import");
    event::correct_game(
        &mut store,
        ev,
        game(
            1,
            1,
            1,
            2,
            r#"{"contract":"clubs","matadors":1,"declarer_points":70}"#,
        ),
        "test",
    )
    .expect("correct");
    check(&mut store, "correction");
    event::delete_game(
        &mut store,
        ev,
        GameKey {
            series: 1,
            table: 1,
            game: 3,
        },
        "test",
    )
    .expect("delete");
    check(&mut store, "deletion");
    event::import_totals(
        &mut store,
        ev,
        b"series,player_id,points,won,lost\n2,A1,10,1,0\n2,B2,0,0,1\n2,C3,0,0,0\n",
    )
    .expect("totals");
    check(&mut store, "totals import");
    let mut changed = event::event(&store, ev).expect("event");
    changed.rules.table_bonus.three = 0;
    let update = NewEvent {
        name: changed.name,
        kind: changed.kind,
        date: changed.date,
        venue: changed.venue,
        series_count: changed.series_count,
        table_preference: changed.table_preference,
        rules: changed.rules,
    };
    let before = event::standings(&store, ev, None).expect("standings");
    event::update_event(&mut store, ev, &update).expect("rule change");
    check(&mut store, "rule change");
    let after = event::standings(&store, ev, None).expect("standings");
    assert_ne!(
        before.rows, after.rows,
        "no bonus at 3-tables changes the totals of series 2"
    );
    event::swap_players(&mut store, ev, 2, PlayerId(1), PlayerId(2)).ok();
    check(&mut store, "a refused or accepted swap");
}

fn last_line(out: &std::process::Output) -> String {
    assert!(
        out.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines().last().unwrap_or_default().to_string()
}

#[test]
fn issue_10_the_season_cli_prints_ids_and_the_ranking_as_json() {
    let temp = crate::store::temp_dir("season-cli");
    let dir = temp.path();
    let db = dir.join("club.db");
    let files = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        path.display().to_string()
    };
    let players = files(
        "players.csv",
        "id,first_name,last_name,club\nA1,Anna,Eins,SC\nB2,Bernd,Zwei,SC\nC3,Clara,Drei,\nD4,Dora,Vier,\n",
    );
    last_line(&run(&db, &["player", "import", &players]));
    let seats = files(
        "seats.csv",
        "1,1,1,A1\n1,1,2,B2\n1,1,3,C3\n2,1,1,A1\n2,1,2,B2\n2,1,3,D4\n",
    );
    // Evening 1: A1 100 (won 2) → 200; B2 0; C3 −20 (lost 1) → −70; B2 and A1 get +40:
    // A1 240, B2 40, C3 −70. Series 2: A1 30 (won 1) → 80; B2 60 (won 1) → 110; D4 0.
    let one = files(
        "one.csv",
        "series,player_id,points,won,lost\n1,A1,100,2,0\n1,B2,0,0,0\n1,C3,-20,0,1\n2,A1,30,1,0\n2,B2,60,1,0\n2,D4,0,0,0\n",
    );
    let mut events = Vec::new();
    for date in ["2026-01-15", "2026-02-19"] {
        let id = last_line(&run(
            &db,
            &[
                "event",
                "create",
                "--name",
                "Clubabend",
                "--date",
                date,
                "--series",
                "2",
            ],
        ));
        last_line(&run(&db, &["seating", "import", &id, &seats]));
        events.push(id);
    }
    last_line(&run(&db, &["totals", "import", &events[0], &one]));
    let season = last_line(&run(
        &db,
        &[
            "season",
            "create",
            "--name",
            "VM 2026",
            "--best",
            "1",
            "--min-series",
            "2",
        ],
    ));
    assert!(season.parse::<i64>().is_ok(), "the id alone: {season:?}");
    last_line(&run(
        &db,
        &["season", "add", &season, &events[0], &events[1]],
    ));
    let twice = run(&db, &["--lang", "de", "season", "add", &season, &events[1]]);
    assert_eq!(twice.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&twice.stderr).contains("gehört schon zur Saison"),
        "German refusal: {}",
        String::from_utf8_lossy(&twice.stderr)
    );
    let out = run(&db, &["season", "standings", &season, "--format", "json"]);
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let summary: Vec<(serde_json::Value, &str, i64, i64, usize, usize, bool)> = json
        .as_array()
        .expect("array")
        .iter()
        .map(|r| {
            (
                r["rank"].clone(),
                r["player_id"].as_str().expect("id"),
                r["played"].as_i64().expect("played"),
                r["total"].as_i64().expect("total"),
                r["counted"].as_array().expect("counted").len(),
                r["dropped"].as_array().expect("dropped").len(),
                r["ranked"].as_bool().expect("ranked"),
            )
        })
        .collect();
    // Best 1 of 2: A1 keeps 240 (drops 80), B2 keeps 110 (drops 40); C3 and D4 played one
    // series each, below the minimum of 2: unranked, by total (D4 0 before C3 −70).
    assert_eq!(
        summary,
        vec![
            (serde_json::json!(1), "A1", 2, 240, 1, 1, true),
            (serde_json::json!(2), "B2", 2, 110, 1, 1, true),
            (serde_json::Value::Null, "D4", 1, 0, 1, 0, false),
            (serde_json::Value::Null, "C3", 1, -70, 1, 0, false),
        ]
    );
    assert_eq!(json[0]["average"], serde_json::json!(240.0));
    assert_eq!(
        json[1]["dropped"][0],
        serde_json::json!({"event": events[0].parse::<i64>().expect("id"), "series": 1, "total": 40})
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
        vec![
            "average",
            "club",
            "counted",
            "dropped",
            "lot_required",
            "name",
            "played",
            "player_id",
            "rank",
            "ranked",
            "total"
        ],
        "the contract's keys, no more"
    );
    issue19_the_season_text_is_the_printed_list(&db, &season);
}

/// The season's ranking as text is the printed list (issue 19): the season and the list's
/// title, then the ranked players in order, the heading of the unranked ones, and those.
fn issue19_the_season_text_is_the_printed_list(db: &std::path::Path, season: &str) {
    let out = run(db, &["--lang", "de", "season", "standings", season]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let order: Vec<usize> = ["A1", "B2", "nicht gewertet", "D4", "C3"]
        .iter()
        .map(|said| {
            text.lines()
                .position(|l| l.contains(said))
                .unwrap_or_else(|| panic!("{said} in {text}"))
        })
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}: {text}");
    assert!(
        text.lines()
            .next()
            .is_some_and(|l| l.ends_with("· Jahreswertung")),
        "{text}"
    );
    let a1 = text.lines().find(|l| l.contains("A1")).expect("A1");
    assert!(a1.trim_start().starts_with("1."), "{a1}");
}

/// Review of issue 10: at equal totals on the cut, the earlier series counts — by event date,
/// then series number — also for two events on one day.
#[test]
fn issue_10_at_the_cut_series_1_of_a_day_counts_before_series_2() {
    let mut store = store_with_players();
    // Event X (created first): A1 s1 = 300 + 0, s2 = 150; event Y, same day: s1 = 150.
    let x = totals_event(
        &mut store,
        "2026-05-01",
        2,
        "1,A1,300,0,0\n1,B2,0,0,0\n1,C3,0,0,0\n2,A1,150,0,0\n2,B2,0,0,0\n2,C3,0,0,0\n",
    );
    let y = totals_event(
        &mut store,
        "2026-05-01",
        1,
        "1,A1,150,0,0\n1,B2,0,0,0\n1,C3,0,0,0\n",
    );
    let id = season_of(&mut store, Some(2), 0, Ranking::Total);
    season::add_events(&mut store, id, &[x, y]).expect("add");
    let all = rows(&store, id);
    let anna = row(&all, "A1");
    assert_eq!(
        refs(&anna.dropped),
        vec![(x.0, 2, 150)],
        "series 2 is the later one"
    );
    assert_eq!(anna.total, 450);
}

#[test]
fn issue_21_a_season_takes_events_of_one_game_only() {
    let temp = crate::store::temp_dir("season-one-game");
    let db = temp.path().join("club.db");
    let create = |name: &str, game: &str| {
        last_line(&run(
            &db,
            &[
                "event",
                "create",
                "--name",
                name,
                "--date",
                "2026-03-05",
                "--series",
                "1",
                "--game",
                game,
            ],
        ))
    };
    let skat = create("Skatabend", "skat");
    let schafkopf = create("Schafkopfabend", "schafkopf");
    let season = last_line(&run(&db, &["season", "create", "--name", "VM 2026"]));
    let refused = run(
        &db,
        &["--lang", "de", "season", "add", &season, &skat, &schafkopf],
    );
    assert_eq!(refused.status.code(), Some(2));
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains(&format!(
            "Veranstaltung {schafkopf} ist Schafkopf, die Saison wertet Skat: eine Saison nimmt Veranstaltungen nur eines Spiels"
        )),
        "{said}"
    );
    // Nothing was added: the Skat event is not in the season yet.
    let added = run(&db, &["season", "add", &season, &skat]);
    assert!(
        added.status.success(),
        "{}",
        String::from_utf8_lossy(&added.stderr)
    );
    let later = run(&db, &["season", "add", &season, &schafkopf]);
    assert_eq!(
        later.status.code(),
        Some(2),
        "refused after a Skat event too"
    );
    assert!(
        String::from_utf8_lossy(&later.stderr).contains("a season takes events of one game only"),
        "{}",
        String::from_utf8_lossy(&later.stderr)
    );
}
