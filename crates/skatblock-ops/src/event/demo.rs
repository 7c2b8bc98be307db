//! Demonstration and benchmark data: a player registry and full, valid score sheets for a
//! seating, generated deterministically (the same input always gives the same files).

/// One seated table: series, table number, and the player numbers in seat order (the demo's
/// players are numbered 1..=n).
pub type SeatedTable = (u16, u16, Vec<i64>);

/// The demo's declared games, after `declarer`: contract, hand, ouvert, announced, matadors,
/// declarer points, declarer tricks, bid, passed.
const DEMO_GAMES: [&str; 8] = [
    "grand,,,,2,70,,,",
    "clubs,,,,1,58,,,",
    "spades,true,,,-2,91,,,",
    "null,,,,,,0,,",
    "hearts,,,,1,61,,,",
    "diamonds,,,,-1,89,,22,",
    "grand,true,,schneider,1,95,,,",
    "null,true,,,,,2,,",
];

/// A deterministic, valid games CSV for a seating (`(series, table, players in seat order)`):
/// every table plays its full series; the 4-table dealer never declares; some deals are
/// passed in. The same seating always gives the same file.
pub fn games_csv(tables: &[SeatedTable]) -> String {
    let mut csv = String::from(
        "series,table,game,declarer,contract,hand,ouvert,announced,matadors,declarer_points,declarer_tricks,bid,passed\n",
    );
    let mut state: u64 = 0x5EED;
    for (series, table, players) in tables {
        let size = crate::rules::TableSize::for_players(players.len())
            .expect("a demo table has 3 or 4 players");
        let length = crate::rules::Rules::default().series_games.get(size);
        for game in 1..=length {
            let pick = next_pick(&mut state);
            csv.push_str(&game_line((*series, *table, game), players, pick));
        }
    }
    csv
}

/// The next number of the demo's generator (a 64-bit linear congruential one).
fn next_pick(state: &mut u64) -> usize {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (*state >> 33) as usize
}

/// The CSV line of one game (series, table, game) picked by `pick`: passed in now and then,
/// otherwise one of [`DEMO_GAMES`] declared by a player who is not the 4-table's dealer.
fn game_line((series, table, game): (u16, u16, u16), players: &[i64], pick: usize) -> String {
    if pick.is_multiple_of(17) {
        return format!("{series},{table},{game},,,,,,,,,,true\n");
    }
    let n = players.len();
    let dealer = crate::rules::dealer_of(usize::from(game), 0, n);
    let mut seat = pick % n;
    if n == 4 && seat == dealer {
        seat = (seat + 1) % n;
    }
    format!(
        "{series},{table},{game},{},{}\n",
        players[seat],
        DEMO_GAMES[pick % DEMO_GAMES.len()]
    )
}

/// A player CSV of `n` players (`id,first_name,last_name,club`) with German names.
pub fn players_csv(n: i64) -> String {
    const FIRST: [&str; 12] = [
        "Anna", "Bernd", "Clara", "Dieter", "Erika", "Frank", "Gisela", "Hans", "Ilse", "Jürgen",
        "Karin", "Lutz",
    ];
    const LAST: [&str; 12] = [
        "Müller",
        "Schäfer",
        "Weiß",
        "Groß-Böhme",
        "Özdemir",
        "Lehmann",
        "Krüger",
        "Zimmermann",
        "Bauer",
        "Fuchs",
        "Vogel",
        "Hoffmann",
    ];
    let mut csv = String::from("id,first_name,last_name,club\n");
    for i in 1..=n {
        let k = usize::try_from(i).unwrap_or(0);
        csv.push_str(&format!(
            "{i},{},{}-{i},Skatclub {}\n",
            FIRST[k % 12],
            LAST[(k / 12) % 12],
            k % 40 + 1
        ));
    }
    csv
}

/// A demo event in `store`: `players` generated players, `series` series, each drawn with its
/// number as the seed. Returns the event and its tables as `(series, table, players)`.
///
/// # Errors
/// As the imports and draws it runs (e.g. a registry that already holds other players).
pub fn seeded_event(
    store: &mut crate::store::Store,
    players: i64,
    series: u16,
) -> super::Result<(crate::store::EventId, Vec<SeatedTable>)> {
    use crate::store::{EventKind, NewEvent, TablePreference};
    super::import_players(store, players_csv(players).as_bytes())?;
    let new = NewEvent {
        name: "Landesmeisterschaft".into(),
        kind: EventKind::Tournament,
        date: chrono::NaiveDate::from_ymd_opt(2026, 11, 22).expect("a valid date"),
        venue: "Stadthalle".into(),
        series_count: series,
        table_preference: TablePreference::Four,
        rules: crate::rules::Rules::default(),
    };
    let event = super::create_event(store, &new)?;
    let numbers: std::collections::HashMap<_, i64> = crate::store::players::all(store.conn())?
        .into_iter()
        .filter_map(|p| Some((p.id, p.number.as_str().parse().ok()?)))
        .collect();
    let mut tables = Vec::new();
    for s in 1..=series {
        let drawn = super::draw_series(store, event, s, Some(u64::from(s)))?;
        for (t, seated) in drawn.seating.tables.iter().enumerate() {
            let seated = seated.iter().filter_map(|p| numbers.get(p).copied());
            tables.push((s, t as u16 + 1, seated.collect()));
        }
    }
    Ok((event, tables))
}

/// The players of the app's demo event, as a club's list has them: first name, last name, club.
/// Fourteen make two 4-tables and two 3-tables, so both kinds of sheet show.
const DEMO_NAMES: [(&str, &str, &str); 14] = [
    ("Anna", "Müller", "SF Kreuz Bube"),
    ("Bernd", "Schäfer", "SF Kreuz Bube"),
    ("Clara", "Weiß", "Grand Hand"),
    ("Dieter", "Groß-Böhme", "Grand Hand"),
    ("Erika", "Özdemir", "SC Pik As"),
    ("Frank", "Lehmann", "SC Pik As"),
    ("Gisela", "Krüger", "SC Pik As"),
    ("Hans", "Zimmermann", "SF Kreuz Bube"),
    ("Ilse", "Bauer", "Herz Dame Lübeck"),
    ("Jürgen", "Fuchs", "Herz Dame Lübeck"),
    ("Karin", "Vogel", "Grand Hand"),
    ("Lutz", "Hoffmann", "SC Pik As"),
    ("Monika", "Schulze", "Herz Dame Lübeck"),
    ("Norbert", "Wagner", "SF Kreuz Bube"),
];

/// How many players the app's demo event has.
const DEMO_PLAYERS: i64 = DEMO_NAMES.len() as i64;

/// The event of the app's demo file, for looking around: 14 players with a club's names,
/// "Demo-Preisskat" with 2 series, series 1 drawn and every game of it entered, series 2 drawn
/// and waiting for its games. Meant for an empty file of its own (the app's `demo.db`), so a
/// club's registry never gets demo players. Returns the event.
///
/// # Errors
/// As the import, the draws and the changes of players and event it runs.
pub fn create_demo(store: &mut crate::store::Store) -> super::Result<crate::store::EventId> {
    let (event, tables) = seeded_event(store, DEMO_PLAYERS, 2)?;
    name_demo_players(store)?;
    let stored = super::event(store, event)?;
    let named = crate::store::NewEvent {
        name: "Demo-Preisskat".into(),
        kind: stored.kind,
        date: stored.date,
        venue: stored.venue,
        series_count: stored.series_count,
        table_preference: stored.table_preference,
        rules: stored.rules,
    };
    super::update_event(store, event, &named)?;
    let first: Vec<SeatedTable> = tables.into_iter().filter(|t| t.0 == 1).collect();
    super::import_games(store, event, games_csv(&first).as_bytes(), "demo")?;
    Ok(event)
}

/// Gives the generated players (`Bernd Müller-1`, `Skatclub 2`) the names of [`DEMO_NAMES`]; their
/// numbers stay.
fn name_demo_players(store: &mut crate::store::Store) -> super::Result<()> {
    let generated = crate::store::players::all(store.conn())?;
    for (player, (first, last, club)) in generated.into_iter().zip(DEMO_NAMES) {
        let named = crate::store::NewPlayer {
            number: None,
            first_name: first.into(),
            last_name: last.into(),
            club: Some(club.into()),
            membership_no: None,
            sex: None,
            birth_year: None,
        };
        super::edit_player(store, player.id, named)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{Store, games, seating};

    #[test]
    fn create_demo_scores_series_1_and_draws_series_2() {
        let mut store = Store::open_in_memory().expect("an in-memory store");
        let event = create_demo(&mut store).expect("the demo event on an empty file");
        assert_eq!(
            super::super::event(&store, event).expect("stored").name,
            "Demo-Preisskat"
        );

        let first = super::super::standings(&store, event, Some(1)).expect("standings");
        assert_eq!(
            first.rows.len(),
            DEMO_PLAYERS as usize,
            "every demo player is ranked in series 1"
        );
        assert!(
            first.findings.is_empty(),
            "the demo's lists pass every list check (B.4): {:?}",
            first.findings
        );
        assert!(
            first
                .rows
                .iter()
                .any(|r| r.name == "Anna Müller" && r.club == "SF Kreuz Bube"),
            "the players have a club's names, not generated ones"
        );
        assert!(
            first
                .rows
                .iter()
                .all(|r| r.won + r.lost + r.opponents_lost > 0),
            "every table of series 1 has played"
        );

        let seats = seating::all(store.conn(), event).expect("seating");
        assert_eq!(
            seats.iter().filter(|s| s.series == 2).count(),
            DEMO_PLAYERS as usize,
            "series 2 is drawn for everyone"
        );
        let keys = games::keys(store.conn(), event).expect("games");
        assert!(!keys.is_empty(), "series 1 is entered");
        assert!(
            keys.iter().all(|k| k.series == 1),
            "series 2 waits for its games, for the visitor to enter"
        );
    }
}
