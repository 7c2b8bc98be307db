//! Issue 9: every refusal a user can meet is coded and reads in German without one English
//! sentence of the library — game entry, every import, the event form, seating changes,
//! totals, the registry and the store.

use skatblock::event::{self, EventError, GameEntry};
use skatblock::i18n::{self, Lang};
use skatblock::json::{parse_game, parse_rules, parse_sheet};
use skatblock::rules::{GameInput, Refusal, Rules};
use skatblock_store::{EventId, EventKind, GameKey, NewEvent, Store, TablePreference};

/// English words of the library's sentences that German never uses. Values and identifiers
/// (quoted cells, JSON names such as `diamonds`, CSV columns such as `first_name`) are removed
/// before the check, as they are the user's own text.
const ENGLISH: &[&str] = &[
    "the", "is", "are", "a", "of", "to", "has", "have", "must", "not", "no", "and", "or", "with",
    "without", "cannot", "can", "be", "already", "only", "every", "this", "that", "at", "on",
    "for", "from", "its", "was", "would", "should", "more", "than", "game", "games", "player",
    "players", "table", "tables", "series", "line", "column", "missing", "required", "expected",
    "needs", "allows", "seat", "seats", "event", "number", "first", "draw", "file", "whole",
    "entered", "registry", "declarer", "points", "tricks", "bid", "value", "list", "unknown",
    "field", "twice", "appears", "problem", "found", "nothing", "imported",
];

/// The German sentence with the user's own text taken out: quoted values, `field = value`
/// values, and identifiers with `_`, `.` or a digit.
fn words_outside_values(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '„' | '"' if !quoted => quoted = true,
            '“' | '"' if quoted => quoted = false,
            _ if quoted => {}
            _ => plain.push(c),
        }
    }
    plain
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-' || c == '.'))
        .filter(|w| !w.is_empty())
        .filter(|w| !w.contains(['_', '.']) && !w.chars().any(|c| c.is_ascii_digit()))
        .map(str::to_lowercase)
        .collect()
}

/// Checks one German sentence and returns it.
fn german(refusal: &Refusal) -> String {
    let text = i18n::refusal(Lang::De, refusal);
    let english = i18n::refusal(Lang::En, refusal);
    assert_ne!(text, english, "{} has a German sentence", refusal.code);
    assert!(
        i18n::has_message(Lang::De, &refusal.code.message_id()),
        "{} is in the German catalogue",
        refusal.code
    );
    // The catalogue's own parameters that carry English identifiers (lists of JSON names).
    let identifiers = ["fields", "flags", "expected"];
    let mut stripped = refusal.clone();
    stripped.value = None;
    for name in identifiers {
        if let Some(p) = stripped.params.get_mut(name) {
            *p = skatblock::rules::Param::Text("X".into());
        }
    }
    let checked = i18n::refusal(Lang::De, &stripped);
    let words = words_outside_values(&checked);
    let found: Vec<&String> = words
        .iter()
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect();
    assert!(
        found.is_empty(),
        "English {found:?} in the German sentence: {text}"
    );
    text
}

fn refusals_of(error: EventError) -> Vec<Refusal> {
    let all = error.refusals();
    assert!(!all.is_empty(), "a refusal is coded: {error:?}");
    all.into_iter().map(|r| r.refusal).collect()
}

fn expect_refused<T: std::fmt::Debug>(result: Result<T, EventError>) -> Vec<Refusal> {
    match result {
        Ok(value) => panic!("accepted: {value:?}"),
        Err(e) => refusals_of(e),
    }
}

const PLAYERS: &str = "id,first_name,last_name,club
P1,Anna,Müller,SF Kreuz Bube
P2,Bernd,Schäfer,SF Kreuz Bube
P3,Clara,Weiß,Grand Hand
P4,Dieter,Groß-Böhme,Grand Hand
P5,Erika,Özdemir,SC Pik As
P6,Frank,Lehmann,SC Pik As
P7,Gisela,Krüger,
";

fn new_event(series: u16) -> NewEvent {
    NewEvent {
        name: "Herbstpreisskat".into(),
        kind: EventKind::Tournament,
        date: chrono::NaiveDate::from_ymd_opt(2026, 11, 22).expect("date"),
        venue: "Vereinsheim".into(),
        series_count: series,
        table_preference: TablePreference::Four,
        rules: Rules::default(),
    }
}

/// A store with the players, an event of two series and series 1 drawn (a 4- and a 3-table).
fn seated() -> (Store, EventId) {
    let mut store = Store::open_in_memory().expect("store");
    event::import_players(&mut store, PLAYERS.as_bytes()).expect("players");
    let id = event::create_event(&mut store, &new_event(2)).expect("event");
    event::draw_series(&mut store, id, 1, Some(7)).expect("draw");
    (store, id)
}

const BAD_GAMES: &[&str] = &[
    r#"{"matadors":1,"declarer_points":70}"#,
    r#"{"contract":"ramsch"}"#,
    r#"{"contract":"hearts","matadors":-12,"declarer_points":70}"#,
    r#"{"contract":"grand","matadors":5,"declarer_points":70}"#,
    r#"{"contract":"clubs","matadors":0,"declarer_points":70}"#,
    r#"{"contract":"clubs","declarer_points":70}"#,
    r#"{"contract":"grand","matadors":1,"announced":"schneider","declarer_points":95}"#,
    r#"{"contract":"grand","ouvert":true,"hand":false,"matadors":1,"declarer_points":120,"declarer_tricks":10}"#,
    r#"{"contract":"grand","ouvert":true,"announced":"schneider","matadors":1,"declarer_points":120,"declarer_tricks":10}"#,
    r#"{"contract":"null","matadors":1,"declarer_tricks":0}"#,
    r#"{"contract":"null","hand":true,"announced":"schwarz","declarer_tricks":0}"#,
    r#"{"contract":"clubs","matadors":1,"declarer_points":121}"#,
    r#"{"contract":"clubs","matadors":1,"declarer_points":119,"declarer_tricks":10}"#,
    r#"{"contract":"clubs","matadors":1,"declarer_points":30,"declarer_tricks":0}"#,
    r#"{"contract":"clubs","matadors":1,"declarer_points":70,"declarer_tricks":11}"#,
    r#"{"contract":"clubs","matadors":1,"declarer_points":120}"#,
    r#"{"contract":"clubs","matadors":1}"#,
    r#"{"contract":"clubs","matadors":1,"declarer_points":70,"bid":19}"#,
    r#"{"contract":"null"}"#,
    r#"{"contract":"null","bid":30,"declarer_tricks":0}"#,
    r#"{"contract":"null","bid":20,"declarer_tricks":0,"replacement":{"contract":"clubs","matadors":1}}"#,
    r#"{"contract":"null","bid":30,"replacement":{"contract":"null","matadors":1}}"#,
    r#"{"contract":"null","bid":30,"replacement":{"contract":"grand","matadors":7}}"#,
    r#"{"contract":"null","bid":30,"result_override":"declarer_conceded","replacement":{"contract":"clubs","matadors":1}}"#,
    r#"{"contract":"clubs","matadors":1,"declarer_points":70,"replacement":{"contract":"clubs","matadors":1}}"#,
    r#"{"passed":true,"contract":"grand"}"#,
    r#"{"passed":true,"bid":20}"#,
    r#"{"contract":"grand","matadors":"two"}"#,
    r#"{"contract":"grand","hand":"yes"}"#,
    r#"{"contract":"grand","announced":"loud"}"#,
    r#"{"contract":"grand","result_override":"lost"}"#,
    r#"{"contract":"grand","kontra":true}"#,
    r#"{"contract":"null","bid":30,"replacement":"clubs"}"#,
    r#"{"contract":"null","bid":30,"replacement":{"contract":"clubs","spitzen":1}}"#,
    "[1,2]",
    "grand hand",
    "",
];

#[test]
fn issue_9_game_entry_refusals_read_in_german() {
    let mut said = Vec::new();
    for line in BAD_GAMES {
        let refusal = parse_game(line.as_bytes(), &Rules::default()).expect_err(line);
        said.push(german(&refusal));
    }
    assert_eq!(said.len(), BAD_GAMES.len());
    assert!(
        said.iter()
            .any(|s| s.starts_with("Spitzen = 5: Grand hat mit oder ohne 1 bis 4 Spitzen")),
        "{said:#?}"
    );
}

#[test]
fn issue_9_sheet_and_rules_refusals_read_in_german() {
    let sheets = [
        r#"{"table_size":5,"players":["A","B","C"],"games":[]}"#,
        r#"{"table_size":4,"players":["A","B","C"],"games":[]}"#,
        r#"{"table_size":3,"players":["A","B","C"],"first_dealer":3,"games":[]}"#,
        r#"{"table_size":3,"players":["A","B","C"],"colour":"red","games":[]}"#,
        r#"{"table_size":3,"players":["A","B","C"],"games":[{"declarer":7,"contract":"clubs","matadors":1,"declarer_points":70}]}"#,
        r#"{"table_size":3,"players":["A","B","C"],"games":[{"contract":"clubs","matadors":1,"declarer_points":70}]}"#,
        r#"{"table_size":3,"players":["A","B","C"],"games":[{"declarer":0,"passed":true}]}"#,
        r#"{"table_size":3,"players":["A","B","C"],"games":[{"declarer":"Anna","contract":"clubs","matadors":1,"declarer_points":70}]}"#,
        r#"{"table_size":3,"players":["A","B","C"],"games":[{"declarer":0,"written":"viel","contract":"clubs","matadors":1,"declarer_points":70}]}"#,
        r#"{"table_size":3,"players":"A, B, C","games":[]}"#,
        r#"{"table_size":3,"players":["A","B","C"],"rules":{"kontra":true},"games":[]}"#,
        r#"[]"#,
        r#"{"table_size":3,"#,
    ];
    let mut count = 0;
    for text in sheets {
        let errors = parse_sheet(text, &Rules::default()).expect_err(text);
        for e in &errors {
            german(e);
            count += 1;
        }
    }
    for flags in [
        serde_json::json!({"kontra": true}),
        serde_json::json!({"lost_multiplier": "doppelt"}),
        serde_json::json!({"table_bonus": {"5": 20}}),
        serde_json::json!(["ISKO"]),
    ] {
        german(&parse_rules(&flags).expect_err("bad flags"));
        count += 1;
    }
    assert!(count >= 17, "{count}");
}

#[test]
fn issue_9_import_refusals_read_in_german() {
    let (mut store, id) = seated();
    let mut said = Vec::new();
    let players = "id;first_name;last_name;club;membership_no;active
P8;Hans;Zimmermann;SC Pik As;4711;
x_9;Ilse;Bauer;;;
P10;;Fuchs;;;
P11;Jörg;;;;
P1;Carla;Weiss;Grand Hand;;
P12;Jörg;Vogel;;4711;
P13;Kurt;Lang;;;vielleicht
P13;Kurt;Kurz;;;
;Anna;Müller;SF Kreuz Bube;;
";
    said.extend(expect_refused(event::import_players(
        &mut store,
        players.as_bytes(),
    )));
    said.extend(expect_refused(event::import_players(
        &mut store,
        b"id,rufname,last_name\n1,Anna,Huber\n",
    )));
    said.extend(expect_refused(event::import_players(
        &mut store,
        b"id,first_name,last_name\n1,\x81\x8d,Huber\n",
    )));
    let seating = "series,table,seat,player_id
1,1,1,P1
1,1,1,P2
1,1,2,P99
1,x,3,P3
3,1,1,P4
1,2,5,P5
";
    said.extend(expect_refused(event::import_seating(
        &mut store,
        id,
        seating.as_bytes(),
    )));
    let games = "series,table,game,declarer,contract,hand,ouvert,announced,matadors,declarer_points,declarer_tricks,bid,passed
1,1,1,P99,grand,,,,1,70,,,
1,1,2,,grand,,,,1,70,,,
1,1,3,,,,,,,,,,vielleicht
1,1,99,,,,,,,,,,true
1,9,1,,,,,,,,,,true
2,1,1,,,,,,,,,,true
1,1,4,,kreuz,,,,1,70,,,
1,1,5,,,,,,,,,,true
1,1,5,,,,,,,,,,true
1,1,6,,clubs,,,,zwei,70,,,
1,1,7,,grand,,,,5,70,,,
";
    said.extend(expect_refused(event::import_games(
        &mut store,
        id,
        games.as_bytes(),
        "test",
    )));
    let totals = "series,player_id,points,won,lost
1,P99,100,3,1
1,P1,viel,3,1
1,P2,100,-1,1
1,P3,100,40,30
5,P4,100,1,1
";
    said.extend(expect_refused(event::import_totals(
        &mut store,
        id,
        totals.as_bytes(),
    )));
    let texts: Vec<String> = said.iter().map(german).collect();
    assert!(
        texts.len() >= 30,
        "{} import refusals: {texts:#?}",
        texts.len()
    );
}

#[test]
fn issue_9_event_and_entry_refusals_read_in_german() {
    let (mut store, id) = seated();
    let mut said = Vec::new();
    let mut bad = new_event(2);
    bad.name = "  ".into();
    said.extend(expect_refused(event::create_event(&mut store, &bad)));
    let mut bad = new_event(0);
    bad.name = "Herbst".into();
    said.extend(expect_refused(event::create_event(&mut store, &bad)));
    let mut bad = new_event(2);
    bad.rules.series_games.three = 35;
    said.extend(expect_refused(event::create_event(&mut store, &bad)));
    let mut bad = new_event(2);
    bad.rules.series_games.four = 0;
    said.extend(expect_refused(event::create_event(&mut store, &bad)));
    said.extend(expect_refused(event::update_event(
        &mut store,
        id,
        &new_event(0),
    )));
    said.extend(expect_refused(event::draw_series(
        &mut store,
        id,
        3,
        Some(1),
    )));
    said.extend(expect_refused(event::draw_series(
        &mut store,
        EventId(99),
        1,
        Some(1),
    )));
    let ids: std::collections::HashMap<String, skatblock_store::PlayerId> =
        skatblock_store::players::all(store.conn())
            .expect("players")
            .into_iter()
            .map(|p| (p.number.to_string(), p.id))
            .collect();
    let entry = |series, table, game, declarer: Option<&str>, json: &str| GameEntry {
        key: GameKey {
            series,
            table,
            game,
        },
        declarer: declarer.map(|n| {
            ids.get(n)
                .copied()
                .unwrap_or(skatblock_store::PlayerId(999))
        }),
        input: serde_json::from_str::<GameInput>(json).expect("game fields"),
    };
    let grand = r#"{"contract":"grand","matadors":1,"declarer_points":70}"#;
    let entries = [
        entry(1, 1, 1, Some("P99"), grand),
        entry(1, 1, 1, None, grand),
        entry(1, 1, 1, Some("P1"), r#"{"passed":true}"#),
        entry(1, 1, 60, None, r#"{"passed":true}"#),
        entry(1, 7, 1, None, r#"{"passed":true}"#),
        entry(2, 1, 1, None, r#"{"passed":true}"#),
        entry(4, 1, 1, None, r#"{"passed":true}"#),
        entry(
            1,
            1,
            1,
            None,
            r#"{"contract":"grand","matadors":5,"declarer_points":70}"#,
        ),
    ];
    for e in entries {
        said.extend(expect_refused(event::enter_game(&mut store, id, e, "test")));
    }
    event::enter_game(
        &mut store,
        id,
        entry(1, 1, 1, None, r#"{"passed":true}"#),
        "test",
    )
    .expect("a passed deal");
    said.extend(expect_refused(event::enter_game(
        &mut store,
        id,
        entry(1, 1, 1, None, r#"{"passed":true}"#),
        "test",
    )));
    said.extend(expect_refused(event::delete_game(
        &mut store,
        id,
        GameKey {
            series: 1,
            table: 1,
            game: 9,
        },
        "test",
    )));
    let texts: Vec<String> = said.iter().map(german).collect();
    assert!(texts.len() >= 17, "{texts:#?}");
}

#[test]
fn issue_9_store_refusals_read_in_german() {
    let temp = crate::store::temp_dir("refusals");
    let dir = temp.path();
    let text = dir.join("notes.db");
    std::fs::write(&text, b"Vereinsabend: Anna 120, Bernd 96").expect("file");
    let foreign = dir.join("foreign.db");
    rusqlite::Connection::open(&foreign)
        .and_then(|c| c.execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);"))
        .expect("foreign database");
    for path in [&text, &foreign] {
        let error = Store::open(path).expect_err("refused");
        german(&error.refusal());
    }
}

/// Issue 10: the refusals of seasons, leagues and the cash book read in German too, each with
/// its field and value — and nothing is written.
#[test]
fn issue_10_season_league_and_cash_refusals_read_in_german() {
    use skatblock::cash;
    use skatblock::league::{self, NewLeague, ScoringUnit};
    use skatblock::season;
    use skatblock_store::seasons::{Ranking, SeasonSettings};
    let (mut store, ev) = seated();
    let mut all: Vec<Refusal> = Vec::new();

    let settings = |name: &str, best: Option<u16>| SeasonSettings {
        name: name.into(),
        best,
        min_series: 0,
        ranking: Ranking::Total,
    };
    all.extend(expect_refused(season::create_season(
        &mut store,
        &settings(" ", None),
    )));
    all.extend(expect_refused(season::create_season(
        &mut store,
        &settings("VM", Some(0)),
    )));
    let s = season::create_season(&mut store, &settings("VM", None)).expect("season");
    all.extend(expect_refused(season::add_events(&mut store, s, &[ev, ev])));
    season::add_events(&mut store, s, &[ev]).expect("add");
    all.extend(expect_refused(season::add_events(&mut store, s, &[ev])));
    all.extend(expect_refused(season::add_events(&mut store, s, &[])));
    let other = event::create_event(&mut store, &new_event(1)).expect("event");
    all.extend(expect_refused(season::remove_events(
        &mut store,
        s,
        &[other],
    )));

    let new = |name: &str, year: u16, series: u16| NewLeague {
        name: name.into(),
        season_year: year,
        series_per_day: series,
        unit: ScoringUnit::Series,
        promote: 0,
        relegate: 0,
    };
    all.extend(expect_refused(league::create_league(
        &mut store,
        &new("", 2026, 3),
    )));
    all.extend(expect_refused(league::create_league(
        &mut store,
        &new("Liga", 1200, 3),
    )));
    all.extend(expect_refused(league::create_league(
        &mut store,
        &new("Liga", 2026, 0),
    )));
    let l = league::create_league(&mut store, &new("Bezirksliga", 2026, 3)).expect("league");
    let teams = "group,team,club,player_id,role
Nord,Kreuz,SF Kreuz Bube,P1,regular
Nord,Kreuz,SF Kreuz Bube,P2,regular
Nord,Kreuz,SC Pik As,P3,regular
Nord,Pik,SC Pik As,P3,regular
Nord,Pik,SC Pik As,X99,regular
Nord,Pik,SC Pik As,P4,captain
Süd,Kreuz,SF Kreuz Bube,P5,regular
Nord,Herz,,P6,regular
";
    all.extend(expect_refused(league::import_teams(
        &mut store,
        l,
        teams.as_bytes(),
    )));
    let count = |store: &Store, table: &str| -> i64 {
        store
            .conn()
            .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .expect("count")
    };
    let two_teams = "group,team,club,player_id,role
Nord,Kreuz,SF Kreuz Bube,P1,regular
Nord,Kreuz,SF Kreuz Bube,P2,regular
Nord,Kreuz,SF Kreuz Bube,P3,regular
Nord,Pik,SC Pik As,P3,regular
Nord,Pik,SC Pik As,P4,regular
Nord,Pik,SC Pik As,P5,regular
";
    all.extend(expect_refused(league::import_teams(
        &mut store,
        l,
        two_teams.as_bytes(),
    )));
    assert_eq!(
        count(&store, "teams"),
        0,
        "a refused teams file writes nothing"
    );
    let good = "group,team,club,player_id,role
Nord,Kreuz,SF Kreuz Bube,P1,regular
Nord,Kreuz,SF Kreuz Bube,P2,regular
Nord,Kreuz,SF Kreuz Bube,P3,regular
Nord,Pik,SC Pik As,P4,regular
Nord,Pik,SC Pik As,P5,regular
Nord,Pik,SC Pik As,P6,regular
Nord,Pik,SC Pik As,P7,substitute
";
    league::import_teams(&mut store, l, good.as_bytes()).expect("teams");
    let date = chrono::NaiveDate::from_ymd_opt(2026, 3, 7).expect("date");
    all.extend(expect_refused(league::create_matchday(
        &mut store, l, "Z", 1, date, "",
    )));
    let day = league::create_matchday(&mut store, l, "Nord", 1, date, "").expect("day");
    all.extend(expect_refused(league::create_matchday(
        &mut store, l, "Nord", 1, date, "",
    )));
    all.extend(expect_refused(league::create_matchday(
        &mut store, l, "Nord", 0, date, "",
    )));
    let lineup = |players: &[&str]| players.iter().map(|p| (*p).to_string()).collect::<Vec<_>>();
    all.extend(expect_refused(league::set_lineup(
        &mut store,
        day,
        1,
        "Kreuz",
        &lineup(&["P1", "P2"]),
        false,
    )));
    all.extend(expect_refused(league::set_lineup(
        &mut store,
        day,
        1,
        "Kreuz",
        &lineup(&["P1", "P2", "P4"]),
        false,
    )));
    all.extend(expect_refused(league::set_lineup(
        &mut store,
        day,
        1,
        "Herz",
        &lineup(&["P1", "P2", "P3"]),
        false,
    )));
    all.extend(expect_refused(league::set_lineup(
        &mut store,
        ev,
        1,
        "Kreuz",
        &lineup(&["P1", "P2", "P3"]),
        false,
    )));

    for fees in [
        r#"{"entry_cents": -100}"#,
        r#"{"lost_game_cents": [50, -50]}"#,
        r#"{"entry_cents": "zehn"}"#,
        r#"{"entry": 100}"#,
        r#"{"lost_game_cents": 50}"#,
        "[1]",
    ] {
        let value: serde_json::Value = serde_json::from_str(fees).expect("json");
        all.push(cash::parse_fees(&value).expect_err(fees));
    }
    all.push(cash::parse_fees_file("gebuehren.json", b"{nicht json").expect_err("not json"));
    let at = "2026-11-22T18:00:00Z";
    for (player, cents) in [("P1", 0), ("P1", -500), ("X99", 500)] {
        all.extend(expect_refused(cash::record_payment(
            &mut store, ev, player, cents, "kasse", at,
        )));
    }
    all.extend(expect_refused(cash::record_payment(
        &mut store, other, "P1", 500, "kasse", at,
    )));
    all.extend(expect_refused(cash::correct_payment(
        &mut store,
        ev,
        cash::PaymentId(99),
        500,
        "kasse",
        at,
    )));
    assert_eq!(
        count(&store, "payments"),
        0,
        "refused payments write nothing"
    );

    let codes: std::collections::BTreeSet<&str> = all.iter().map(|r| r.code.as_str()).collect();
    assert!(all.len() >= 30, "{} refusals: {codes:?}", all.len());
    for r in &all {
        german(r);
        assert!(
            r.field.is_some()
                || r.code.as_str().starts_with("season.events")
                || r.code.as_str().starts_with("store."),
            "{} names its field",
            r.code
        );
    }
    for code in [
        "season.event.twice",
        "season.event.already",
        "league.player.unknown",
        "league.player.two-teams",
        "league.team.short",
        "league.group.unknown",
        "league.matchday.exists",
        "cash.fee.negative",
        "cash.payment.not-positive",
    ] {
        assert!(codes.contains(code), "{code} among {codes:?}");
    }
}
