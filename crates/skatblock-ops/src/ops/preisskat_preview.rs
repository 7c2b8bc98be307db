//! What the app's "Wertungen & Preise" shows before anything is stored (issue 22 item 7): the
//! pots and each place's amount of a prize file being edited, and the teams of a team file
//! before it is entered; and the teams stored per ranking. The prize computations stay the pure
//! `skatblock_prizes`; this module only chooses the field they run over.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};
use skatblock_prizes as pz;
use ts_rs::TS;

use super::Result;
use super::preisskat::{PlaceRow, PotRow, PrizeFile, check_prize_file, computed};
use crate::event::{self, CsvFile};
use crate::store::{self, EventId, Store};

// The parts of a prize file the app's form edits, named here so the front ends reach them
// through the one door.
pub use pz::{AgeBasis, LostGameFees, PlaceSpec, PotSpec, RankingSpec, Tie};

/// The columns of a team file, as `event teams` reads them.
const TEAM_COLUMNS: [&str; 3] = ["ranking", "team", "player_id"];

/// What the entrants of a preview are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum PreviewBasis {
    /// The event's results: the rankings as they stand, with names.
    Results,
    /// Nobody has played yet: the registered players (the Anmeldung).
    Registered,
    /// A number of players the organizer typed.
    Typed,
}

/// The pots and places of a prize file as they would be now (`preview_prizes`).
#[derive(Debug, Clone, Serialize, TS)]
pub struct PrizePreview {
    /// What the entrants are.
    pub basis: PreviewBasis,
    /// The players counted: typed, registered, or with a result.
    pub players: usize,
    /// Per ranking, in the file's order.
    pub pots: Vec<PotRow>,
    /// Per ranking and place; names only for [`PreviewBasis::Results`].
    pub places: Vec<PlaceRow>,
}

/// `preview_prizes`: a prize file being edited, and optionally a number of players.
#[derive(Debug, Deserialize, TS)]
pub struct PrizePreviewInput {
    /// The event.
    pub event: EventId,
    /// The prize file (JSON text).
    pub text: String,
    /// Players to assume instead of the results or the registered players.
    pub entrants: Option<u32>,
}

/// `set_prize_file`: the event and its prize file (JSON text).
#[derive(Debug, Deserialize, TS)]
pub struct PrizeFileInput {
    /// The event.
    pub event: EventId,
    /// The prize file (JSON text).
    pub text: String,
}

/// `preview_prize_teams`, `import_prize_teams`: the event and the team file chosen.
#[derive(Debug, Deserialize, TS)]
pub struct PrizeTeamsInput {
    /// The event.
    pub event: EventId,
    /// The CSV file (`ranking,team,player_id`).
    pub path: String,
}

/// One member of a team: the number and, when the registry knows it, the name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct TeamMemberView {
    /// The player's number.
    pub player_id: String,
    /// "First Last"; empty for a number the registry does not know.
    pub name: String,
}

/// One team of a team ranking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PrizeTeam {
    /// The ranking's id.
    pub ranking: String,
    /// The team's name.
    pub team: String,
    /// Its players, in the file's (or the registry's) order.
    pub members: Vec<TeamMemberView>,
}

/// The pots and each place's amount of `text` over the event's results; before anyone has
/// played, over `entrants` players or the registered ones (an individual ranking's field then
/// is that many players — of the registered, those its sex and age filters admit —, the stored
/// teams or that many ÷ the team size, at most that many ÷ the club size clubs), without
/// lost-game fees.
///
/// # Errors
/// The refusals of the file (as `set_prize_file` gives them, with their fields).
pub fn preview_prizes(
    store: &Store,
    event: EventId,
    text: &str,
    entrants: Option<u32>,
) -> Result<PrizePreview> {
    let ev = event::event(store, event)?;
    let schedule = crate::cash::fees(store, event)?;
    let file = check_prize_file(text, ev.series_count, schedule.as_ref())?;
    let lists = event::results::list_results(store.conn(), &ev)?;
    let played = lists.iter().filter(|l| l.played).count();
    if entrants.is_none() && played > 0 {
        // As `event_prizes` computes a stored file.
        let prizes = computed(store, event, file)?.prizes;
        let players = (lists.iter().filter(|l| l.played))
            .map(|l| l.player)
            .collect::<std::collections::HashSet<_>>()
            .len();
        return Ok(preview_of(PreviewBasis::Results, players, prizes));
    }
    let year = chrono::Datelike::year(&ev.date);
    let (basis, field) = match entrants {
        Some(n) => (
            PreviewBasis::Typed,
            Field::Typed(usize::try_from(n).unwrap_or(usize::MAX)),
        ),
        None => (
            PreviewBasis::Registered,
            Field::Registered(registered(store, event)?),
        ),
    };
    let teams = store::prizes::teams(store.conn(), event)?;
    let prizes = counted(&file, &field, year, &team_counts(&teams));
    Ok(preview_of(basis, field.players(), prizes))
}

/// Whom a preview before the first game counts: a typed number of players (no more is known
/// of them), or the registered players with their sex and year of birth.
enum Field {
    Typed(usize),
    Registered(Vec<store::Player>),
}

impl Field {
    fn players(&self) -> usize {
        match self {
            Field::Typed(n) => *n,
            Field::Registered(players) => players.len(),
        }
    }

    /// The players of an individual ranking: those its sex and age filters admit (H.1).
    fn admitted(&self, spec: &pz::RankingSpec, year: i32) -> usize {
        match self {
            Field::Typed(n) => *n,
            Field::Registered(players) => (players.iter())
                .filter(|p| pz::admits_person(spec, p.sex, p.birth_year.map(i32::from), year))
                .count(),
        }
    }
}

fn preview_of(basis: PreviewBasis, players: usize, prizes: pz::Prizes) -> PrizePreview {
    PrizePreview {
        basis,
        players,
        pots: prizes.pots,
        places: prizes.places,
    }
}

/// The players registered for the event.
fn registered(store: &Store, event: EventId) -> Result<Vec<store::Player>> {
    let ids: std::collections::HashSet<_> =
        (store::events::players_for_series(store.conn(), event, 0)?.into_iter()).collect();
    Ok(store::players::all(store.conn())?
        .into_iter()
        .filter(|p| ids.contains(&p.id))
        .collect())
}

/// How many teams are stored per ranking.
fn team_counts(members: &[store::prizes::TeamMember]) -> HashMap<&str, usize> {
    let mut teams: BTreeMap<(&str, &str), ()> = BTreeMap::new();
    for m in members {
        teams.insert((&m.ranking, &m.team), ());
    }
    let mut counts = HashMap::new();
    for (ranking, _) in teams.into_keys() {
        *counts.entry(ranking).or_default() += 1;
    }
    counts
}

/// The prizes over `field` without names: every ranking its own anonymous rows in a strict
/// order, so no tie and no pass-over changes an amount.
fn counted(file: &PrizeFile, field: &Field, year: i32, teams: &HashMap<&str, usize>) -> pz::Prizes {
    let players = field.players();
    let rankings: Vec<pz::Ranking> = (file.rankings.iter().enumerate())
        .map(|(i, spec)| {
            let size = match spec.kind() {
                pz::RankingKind::Individual => field.admitted(spec, year),
                pz::RankingKind::Team { size, .. } => {
                    (teams.get(spec.id.as_str()).copied()).unwrap_or(players / size.max(1))
                }
                pz::RankingKind::Club { best } => players / best.max(1),
            };
            pz::Ranking {
                id: spec.id.clone(),
                rows: (0..size).map(|k| anonymous(i, k, size)).collect(),
            }
        })
        .collect();
    pz::prizes(file, &rankings, &pz::LostGameFeesIn::default())
}

/// Row `k` of ranking `i` of a counted field of `size`.
fn anonymous(i: usize, k: usize, size: usize) -> pz::RankingRow {
    pz::RankingRow {
        rank: Some(k + 1),
        who: pz::Who::Player(format!("{i}.{k}")),
        name: String::new(),
        members: None,
        total: i64::try_from(size - k).unwrap_or(i64::MAX),
        won: 0,
        lost: 0,
        lot_required: false,
    }
}

/// The teams stored for the event's team rankings, with their players' names.
///
/// # Errors
/// An unknown event.
pub fn prize_teams(store: &Store, event: EventId) -> Result<Vec<PrizeTeam>> {
    event::event(store, event)?;
    let registry = store::players::all_by_key(store.conn())?;
    let numbers: HashMap<store::PlayerId, &store::Player> =
        registry.iter().map(|p| (p.id, p)).collect();
    let rows = store::prizes::teams(store.conn(), event)?
        .into_iter()
        .map(|m| {
            let player = numbers.get(&m.player);
            let member = TeamMemberView {
                player_id: player.map(|p| p.number.to_string()).unwrap_or_default(),
                name: player.map(|p| p.name()).unwrap_or_default(),
            };
            (m.ranking, m.team, member)
        });
    Ok(grouped(rows))
}

/// The teams of a team file as `import_prize_teams` would enter them, with the names the
/// registry gives their numbers; nothing is stored and nothing but the columns is checked.
///
/// # Errors
/// A file that is not CSV of the columns `ranking,team,player_id`.
pub fn preview_prize_teams(store: &Store, csv: &[u8]) -> Result<Vec<PrizeTeam>> {
    let file = CsvFile::parse(csv, &TEAM_COLUMNS, &TEAM_COLUMNS)?;
    let registry = store::players::all_by_key(store.conn())?;
    let names: HashMap<String, String> = (registry.iter())
        .map(|p| (p.number.to_string(), p.name()))
        .collect();
    let rows = file.rows().map(|row| {
        let number = row.get("player_id").to_string();
        let member = TeamMemberView {
            name: names.get(&number).cloned().unwrap_or_default(),
            player_id: number,
        };
        (
            row.get("ranking").to_string(),
            row.get("team").to_string(),
            member,
        )
    });
    Ok(grouped(rows))
}

/// Members by ranking and team, each team where it is first named.
fn grouped(rows: impl Iterator<Item = (String, String, TeamMemberView)>) -> Vec<PrizeTeam> {
    let mut teams: Vec<PrizeTeam> = Vec::new();
    for (ranking, team, member) in rows {
        match teams
            .iter_mut()
            .find(|t| t.ranking == ranking && t.team == team)
        {
            Some(t) => t.members.push(member),
            None => teams.push(PrizeTeam {
                ranking,
                team,
                members: vec![member],
            }),
        }
    }
    teams
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::ops::{self, EventInput, PlayerInput, RegistrationInput};

    /// Eight players P1..P8 and a Preisskat of one series with H-V5's fees: 15 € entry, lost
    /// games 50, 50, 50, then 100 cents.
    fn event() -> (Store, EventId) {
        let mut store = Store::open_in_memory().expect("store");
        for i in 1..=8 {
            let player: PlayerInput = serde_json::from_value(json!({
                "id": null, "number": format!("P{i}"), "first_name": format!("Vorname{i}"),
                "last_name": format!("Spieler{i}"), "club": format!("Club{}", i % 2),
                "sex": if i <= 3 { "f" } else { "m" }
            }))
            .expect("a player");
            ops::save_player(&mut store, player).expect("saved");
        }
        let form: EventInput = serde_json::from_value(json!({
            "name": "Preisskat", "kind": "tournament", "date": "2026-11-28", "series_count": 1,
            "fees": {"entry_cents": 1500, "lost_game_cents": [50, 50, 50, 100]}
        }))
        .expect("an event form");
        let event = ops::create_event(&mut store, form).expect("created").id;
        (store, event)
    }

    /// H-V5's main ranking: all lost-game fees, 10 € costs, 33 % to place 1 in whole euros,
    /// 1000 cents fixed to places 2–3.
    const FILE: &str = r#"{"entry_cents": 1500, "rankings": [
        {"id": "einzel", "name": "Einzel", "round_cents": 100,
         "pot": {"lost_game_fees": true, "costs_cents": 1000},
         "places": [{"place": 1, "percent": 33}, {"from": 2, "to": 3, "cents": 1000}]},
        {"id": "mannschaft", "name": "Mannschaft", "team_size": 4, "entry_cents": 2000,
         "places": [{"place": 1, "percent": 100}]}]}"#;

    fn amounts(preview: &PrizePreview, ranking: &str) -> Vec<(usize, Option<i64>)> {
        (preview.places.iter())
            .filter(|p| p.ranking == ranking)
            .map(|p| (p.place, p.cents))
            .collect()
    }

    #[test]
    fn issue_22_the_preview_over_the_results_takes_the_lost_game_fees() {
        let (mut store, event) = event();
        let seating = "series,table,seat,player_id\n1,1,1,P1\n1,1,2,P2\n1,1,3,P3\n1,1,4,P4\n\
                       1,2,1,P5\n1,2,2,P6\n1,2,3,P7\n1,2,4,P8\n";
        ops::import_seating(&mut store, event, seating.as_bytes()).expect("seated");
        // Lost 1, 1, 1, 0 at table 1 and 2, 2, 2, 0 at table 2: 150 + 300 = 450 cents.
        let totals = "series,player_id,points,won,lost\n1,P1,300,3,1\n1,P2,200,2,1\n\
                      1,P3,100,1,1\n1,P4,900,4,0\n1,P5,250,3,2\n1,P6,150,2,2\n1,P7,50,1,2\n\
                      1,P8,800,4,0\n";
        ops::import_totals(&mut store, event, totals.as_bytes()).expect("entered");
        let preview = preview_prizes(&store, event, FILE, None).expect("a preview");
        assert_eq!(preview.basis, PreviewBasis::Results);
        assert_eq!(preview.players, 8);
        // 8 × 1500 + 450 − 1000 = 11450; 33 % = 3778.5 → 3700 in whole euros.
        assert_eq!(preview.pots[0].pot_cents, 11450);
        assert_eq!(
            amounts(&preview, "einzel"),
            [(1, Some(3700)), (2, Some(1000)), (3, Some(1000))]
        );
        let first = &preview.places[0];
        assert_eq!(
            first.who,
            pz::Who::Player("P4".into()),
            "the names of the results"
        );
        // No team entered: the team ranking has no entrants and pays nothing.
        assert_eq!(preview.pots[1].entrants, 0);
        // A typed number replaces the results: 8 players without lost-game fees.
        let typed = preview_prizes(&store, event, FILE, Some(8)).expect("a preview");
        assert_eq!(typed.basis, PreviewBasis::Typed);
        assert_eq!(typed.pots[0].pot_cents, 11000);
        assert_eq!(amounts(&typed, "einzel")[0], (1, Some(3600)));
        assert_eq!((typed.pots[1].entrants, typed.pots[1].pot_cents), (2, 4000));
    }

    #[test]
    fn issue_22_the_preview_before_the_first_game_counts_the_registered_players() {
        let (mut store, event) = event();
        let players = (1..=5).map(|i| format!("P{i}")).collect();
        ops::register_by_number(&mut store, RegistrationInput { event, players })
            .expect("registered");
        let preview = preview_prizes(&store, event, FILE, None).expect("a preview");
        assert_eq!(
            (preview.basis, preview.players),
            (PreviewBasis::Registered, 5)
        );
        // 5 × 1500 − 1000 = 6500; 33 % = 2145 → 2100.
        assert_eq!(preview.pots[0].pot_cents, 6500);
        assert_eq!(amounts(&preview, "einzel")[0], (1, Some(2100)));
        // Two players: 2 × 1500 − 1000 = 2000, 33 % = 660 → 600; the range 2–3 pays place 2 only.
        let few = preview_prizes(&store, event, FILE, Some(2)).expect("a preview");
        assert_eq!(amounts(&few, "einzel"), [(1, Some(600)), (2, Some(1000))]);
    }

    /// Review of issue 22: before the first game a category counts the registered players its
    /// filters admit — the Damen ranking the 3 women of the 5 registered, 3 × 3 € in its pot.
    #[test]
    fn issue_22_the_preview_before_the_first_game_counts_a_category_by_its_filters() {
        let (mut store, event) = event();
        let players = (1..=5).map(|i| format!("P{i}")).collect();
        ops::register_by_number(&mut store, RegistrationInput { event, players })
            .expect("registered");
        let file = r#"{"entry_cents": 1500, "rankings": [
            {"id": "einzel", "name": "Einzel", "places": [{"place": 1, "percent": 50}]},
            {"id": "damen", "name": "Damen", "sex": ["f"], "entry_cents": 300,
             "places": [{"place": 1, "percent": 100}]}]}"#;
        let preview = preview_prizes(&store, event, file, None).expect("a preview");
        assert_eq!(
            (preview.pots[0].entrants, preview.pots[0].pot_cents),
            (5, 7500)
        );
        assert_eq!(
            (preview.pots[1].entrants, preview.pots[1].pot_cents),
            (3, 900)
        );
        // A typed number knows nobody's sex: every ranking counts it.
        let typed = preview_prizes(&store, event, file, Some(4)).expect("a preview");
        assert_eq!(typed.pots[1].entrants, 4);
    }

    #[test]
    fn issue_22_the_preview_refuses_a_bad_file_at_its_field() {
        let (store, event) = event();
        let bad = FILE.replace("\"percent\": 33", "\"percent\": 133");
        let error = preview_prizes(&store, event, &bad, Some(8)).expect_err("refused");
        let fields: Vec<Option<&str>> = (error.refusals.iter())
            .map(|r| r.refusal.field.as_deref())
            .collect();
        assert_eq!(fields, [Some("rankings[0].places[0].percent")]);
    }

    #[test]
    fn issue_22_teams_of_a_file_and_the_stored_ones_with_names() {
        let (mut store, event) = event();
        let text: Value = serde_json::from_str(FILE).expect("JSON");
        ops::set_prize_file(&mut store, event, &text.to_string()).expect("stored");
        let csv = "ranking,team,player_id\nmannschaft,Kreuz,P1\nmannschaft,Kreuz,P2\n\
                   mannschaft,Kreuz,P3\nmannschaft,Kreuz,P9\n";
        let preview = preview_prize_teams(&store, csv.as_bytes()).expect("read");
        assert_eq!(preview.len(), 1);
        let names: Vec<&str> = preview[0].members.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "Vorname1 Spieler1",
                "Vorname2 Spieler2",
                "Vorname3 Spieler3",
                ""
            ]
        );
        assert!(prize_teams(&store, event).expect("none").is_empty());
        let good = csv.replace("P9", "P4");
        ops::import_prize_teams(&mut store, event, good.as_bytes()).expect("entered");
        let stored = prize_teams(&store, event).expect("stored");
        assert_eq!(
            (stored[0].ranking.as_str(), stored[0].team.as_str()),
            ("mannschaft", "Kreuz")
        );
        assert_eq!(stored[0].members.len(), 4);
    }
}
