//! The Preisskat (issue 22, RULES.md part H): the event's prize file, the teams of its team
//! rankings, every ranking with its recorded lots, and the prizes, pots and payouts. The
//! computations are the pure `skatblock_prizes`; this module gathers their data from the store
//! and keeps what only stored data can check (the event's series, the fee schedule, the teams).

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};
use skatblock_prizes as pz;
use ts_rs::TS;

use super::{Error, ErrorKind, Result};
use crate::event::{self, CsvFile, ImportError, RowError};
use crate::rules::{Param, Performance, Refusal};
use crate::store::prizes::{StoredLot, TeamMember};
use crate::store::{self, EventId, PlayerId, Store, StoreError};

pub use pz::{PayoutRow, PlaceRow, PotRow, PrizeFile, Prizes, RankingRow, RecordedLot, Who};

/// The codes of the Preisskat's checks against stored data.
pub mod codes {
    crate::rules::codes! {
        /// An event without a prize file; params `event`.
        PRIZES_NONE = "prizes.none";
        /// A ranking the prize file does not declare; params `ranking`, `known`.
        PRIZES_RANKING_UNKNOWN = "prizes.ranking.unknown";
        /// A ranking of a series the event does not have; params `series`.
        PRIZES_SERIES_BEYOND = "prizes.series.beyond";
        /// The prize file's entry fee is not the fee schedule's; params `file`, `schedule`.
        PRIZES_ENTRY_CONFLICT = "prizes.entry.conflict";
        /// Teams are stored for a ranking the new file drops or gives another team size;
        /// params `ranking`.
        PRIZES_TEAMS_STALE = "prizes.teams.stale";
        /// A seeded draw of series 1: there is no score to set by yet; params `series`.
        PRIZES_SEEDED_FIRST = "prizes.seeded.first";
    }
}

use codes::*;

/// The columns of `event teams`.
const TEAM_COLUMNS: [&str; 3] = ["ranking", "team", "player_id"];

/// One ranking as `standings --ranking` shows it, with the lots that no longer fit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct RankingStandings {
    /// The ranking's id.
    pub ranking: String,
    /// Its name in the prize file.
    pub name: String,
    /// The rows, first place first.
    pub rows: Vec<RankingRow>,
    /// Recorded lots of this ranking whose group changed since: not applied (H.3.1).
    pub dropped_lots: Vec<RecordedLot>,
}

/// Gives the event its prize file (JSON text), replacing the one before. The entry fee of the
/// main ranking becomes the fee schedule's when that has none.
///
/// # Errors
/// Every refusal of the file at once (H.1–H.4); a ranking of a series the event lacks; an entry
/// fee other than the fee schedule's; teams stored for rankings the file drops or resizes.
pub fn set_prize_file(store: &mut Store, event: EventId, text: &str) -> Result<PrizeFile> {
    let ev = event::event(store, event)?;
    let schedule = crate::cash::fees(store, event)?;
    let file = check_prize_file(text, ev.series_count, schedule.as_ref())?;
    let fees = entry_fee(schedule, &file);
    check_teams(&file, &store::prizes::teams(store.conn(), event)?)?;
    let tx = store.transaction()?;
    store::prizes::set_file(&tx, event, text, &store::now())?;
    if let Some(fees) = fees {
        crate::cash::write_fees(&tx, event, &fees)?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(file)
}

/// The event's prize file, if it has one.
///
/// # Errors
/// An unknown event; a stored file that no longer reads.
pub fn prize_file(store: &Store, event: EventId) -> Result<Option<PrizeFile>> {
    event::event(store, event)?;
    store::prizes::file(store.conn(), event)?
        .map(|text| pz::parse_prize_file(&text).map_err(invalid))
        .transpose()
}

pub(crate) fn required_file(store: &Store, event: EventId) -> Result<PrizeFile> {
    prize_file(store, event)?
        .ok_or_else(|| Error::from(Refusal::new(PRIZES_NONE).param("event", event.0)))
}

/// Refusals of the prizes crate as one error; a team file's row keeps its line.
fn invalid(refusals: Vec<Refusal>) -> Error {
    Error {
        kind: ErrorKind::Invalid,
        refusals: refusals
            .into_iter()
            .map(|refusal| event::RefusalAt {
                line: match refusal.params.get("line") {
                    Some(Param::Int(n)) => u64::try_from(*n).ok(),
                    _ => None,
                },
                refusal,
            })
            .collect(),
    }
}

/// Reads a prize file and checks it against the event it is for: its series count and its fee
/// schedule (one entry fee, H.4.1). `event create --prizes` checks so before the event exists.
///
/// # Errors
/// Every refusal of the file at once; a ranking of a series the event lacks; an entry fee
/// other than the schedule's.
pub fn check_prize_file(
    text: &str,
    series_count: u16,
    schedule: Option<&crate::cash::Fees>,
) -> Result<PrizeFile> {
    let file = pz::parse_prize_file(text).map_err(invalid)?;
    for (i, spec) in file.rankings.iter().enumerate() {
        if let Some(k) = spec.series.filter(|&k| k > i64::from(series_count)) {
            return Err(Refusal::new(PRIZES_SERIES_BEYOND)
                .field(format!("rankings[{i}].series"))
                .value(k)
                .param("series", series_count)
                .rule("H.1.4")
                .into());
        }
    }
    let entry = schedule.map_or(0, |f| f.entry_cents);
    if file.entry_cents != 0 && entry != 0 && entry != file.entry_cents {
        return Err(Refusal::new(PRIZES_ENTRY_CONFLICT)
            .field("entry_cents")
            .value(file.entry_cents)
            .param("file", file.entry_cents)
            .param("schedule", entry)
            .rule("H.4.1")
            .into());
    }
    Ok(file)
}

/// A new fee schedule (or none) checked against the event's prize file: its entry fee is the
/// file's main ranking's, one source (H.4.1).
///
/// # Errors
/// An entry fee other than the prize file's (a file without one takes any).
pub(crate) fn check_schedule(
    store: &Store,
    event: EventId,
    schedule: Option<&crate::cash::Fees>,
) -> Result<()> {
    let Some(file) = prize_file(store, event)? else {
        return Ok(());
    };
    let entry = schedule.map_or(0, |f| f.entry_cents);
    if file.entry_cents == 0 || entry == file.entry_cents {
        return Ok(());
    }
    Err(Refusal::new(PRIZES_ENTRY_CONFLICT)
        .field("entry_cents")
        .value(entry)
        .param("file", file.entry_cents)
        .param("schedule", entry)
        .rule("H.4.1")
        .into())
}

/// The fee schedule to write with a checked file: the file's entry fee where the schedule has
/// none; `None` leaves the schedule as it is.
fn entry_fee(schedule: Option<crate::cash::Fees>, file: &PrizeFile) -> Option<crate::cash::Fees> {
    let fees = schedule.unwrap_or_default();
    (file.entry_cents != 0 && fees.entry_cents == 0).then_some(crate::cash::Fees {
        entry_cents: file.entry_cents,
        ..fees
    })
}

/// Teams stored for a ranking the file no longer has as a team ranking of their size.
fn check_teams(file: &PrizeFile, stored: &[TeamMember]) -> Result<()> {
    let mut sizes: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    for m in stored {
        *sizes.entry((&m.ranking, &m.team)).or_default() += 1;
    }
    for ((ranking, _), size) in sizes {
        let fits = file.rankings.iter().any(|r| {
            r.id == ranking && r.team_size.and_then(|n| usize::try_from(n).ok()) == Some(size)
        });
        if !fits {
            return Err(Error::refused(
                ErrorKind::Conflict,
                Refusal::new(PRIZES_TEAMS_STALE)
                    .field("rankings")
                    .value(ranking)
                    .param("ranking", ranking)
                    .rule("H.2.1"),
            ));
        }
    }
    Ok(())
}

/// Enters the teams of the event's team rankings from CSV (`ranking,team,player_id`), all or
/// nothing, replacing the teams entered before; returns how many teams.
///
/// # Errors
/// An event without a prize file; every bad row (an unknown player, ranking or team size, a
/// player twice in one ranking, a mixed team of two women: H.2.1); nothing is stored then.
pub fn import_prize_teams(store: &mut Store, event: EventId, csv: &[u8]) -> Result<usize> {
    let file = required_file(store, event)?;
    let csv = CsvFile::parse(csv, &TEAM_COLUMNS, &TEAM_COLUMNS)?;
    let data = FieldData::gather(store, event)?;
    let numbers: HashMap<String, PlayerId> = (data.registry.iter())
        .map(|p| (p.number.to_string(), p.id))
        .collect();
    let (entries, members) = team_rows(&csv, &numbers)?;
    pz::validate_teams(&file, &data.entrants_with_everyone(), &entries).map_err(invalid)?;
    let tx = store.transaction()?;
    store::prizes::replace_teams(&tx, event, &members)?;
    tx.commit().map_err(StoreError::from)?;
    Ok(entries.len())
}

/// The teams of a team file, each with the line it was first named on, and its members.
fn team_rows(
    csv: &CsvFile,
    numbers: &HashMap<String, PlayerId>,
) -> Result<(Vec<pz::TeamEntry>, Vec<TeamMember>)> {
    let mut entries: Vec<pz::TeamEntry> = Vec::new();
    let mut members = Vec::new();
    let mut errors = Vec::new();
    for row in csv.rows() {
        let (ranking, team, number) = (row.get("ranking"), row.get("team"), row.get("player_id"));
        let Some(&player) = numbers.get(number) else {
            errors.push(RowError::new(
                row.line,
                "player_id",
                number,
                pz::codes::PRIZES_TEAM_PLAYER_UNKNOWN,
            ));
            continue;
        };
        let line = usize::try_from(row.line).ok();
        team_entry(&mut entries, (ranking, team), line)
            .members
            .push(number.to_string());
        let (ranking, team) = (ranking.to_string(), team.to_string());
        members.push(TeamMember {
            ranking,
            team,
            player,
        });
    }
    if !errors.is_empty() {
        return Err(ImportError { errors }.into());
    }
    Ok((entries, members))
}

/// The team `ranking`/`team` of `entries`, added with the `line` it is first named on.
fn team_entry<'a>(
    entries: &'a mut Vec<pz::TeamEntry>,
    (ranking, team): (&str, &str),
    line: Option<usize>,
) -> &'a mut pz::TeamEntry {
    let at = entries
        .iter()
        .position(|e| e.ranking == ranking && e.team == team);
    let i = at.unwrap_or_else(|| {
        entries.push(pz::TeamEntry {
            ranking: ranking.to_string(),
            team: team.to_string(),
            members: Vec::new(),
            line,
        });
        entries.len() - 1
    });
    &mut entries[i]
}

/// One ranking of the event's prize file, with the recorded lots applied (H.1–H.3).
///
/// # Errors
/// An unknown event; an event without a prize file; a ranking the file does not declare.
pub fn ranking_standings(store: &Store, event: EventId, ranking: &str) -> Result<RankingStandings> {
    let file = required_file(store, event)?;
    let spec = file
        .rankings
        .iter()
        .find(|r| r.id == ranking)
        .ok_or_else(|| unknown_ranking(&file, ranking))?;
    let all = all_rankings(store, event, &file)?;
    let rows = all
        .rankings
        .into_iter()
        .find(|r| r.id == ranking)
        .map(|r| r.rows)
        .unwrap_or_default();
    Ok(RankingStandings {
        ranking: spec.id.clone(),
        name: spec.name.clone(),
        rows,
        dropped_lots: all
            .dropped_lots
            .into_iter()
            .filter(|l| l.ranking == ranking)
            .collect(),
    })
}

/// Every ranking of the event's prize file in the file's order, computed once (the
/// projector's boards); none for an event without a prize file.
///
/// # Errors
/// An unknown event; a stored prize file that no longer reads.
pub fn event_rankings(store: &Store, event: EventId) -> Result<Vec<RankingStandings>> {
    let Some(file) = prize_file(store, event)? else {
        return Ok(Vec::new());
    };
    let all = all_rankings(store, event, &file)?;
    Ok(file
        .rankings
        .iter()
        .zip(all.rankings)
        .map(|(spec, ranked)| RankingStandings {
            ranking: spec.id.clone(),
            name: spec.name.clone(),
            rows: ranked.rows,
            dropped_lots: (all.dropped_lots.iter())
                .filter(|l| l.ranking == spec.id)
                .cloned()
                .collect(),
        })
        .collect())
}

fn unknown_ranking(file: &PrizeFile, ranking: &str) -> Error {
    let known: Vec<&str> = file.rankings.iter().map(|r| r.id.as_str()).collect();
    Error::refused(
        ErrorKind::NotFound,
        Refusal::new(PRIZES_RANKING_UNKNOWN)
            .field("ranking")
            .value(ranking)
            .param("ranking", ranking)
            .param("known", known.join(", ")),
    )
}

/// Every ranking of the file over the event's results, teams and lots.
fn all_rankings(store: &Store, event: EventId, file: &PrizeFile) -> Result<pz::Rankings> {
    let data = FieldData::gather(store, event)?;
    pz::rankings(file, &data.field()).map_err(invalid)
}

/// Records the order a drawn lot gave one tied group of a ranking (H.3): exactly the group,
/// each once; a lot recorded before for the same group is replaced.
///
/// # Errors
/// As [`ranking_standings`]; an order that is not exactly one tied group (nothing is stored).
pub fn record_lot(
    store: &mut Store,
    event: EventId,
    ranking: &str,
    order: &[String],
    by: &str,
) -> Result<RankingStandings> {
    let standings = ranking_standings(store, event, ranking)?;
    let rows = pz::apply_lot(&standings.rows, order)?;
    let lot = StoredLot {
        ranking: ranking.to_string(),
        ordered: serde_json::to_string(order).expect("names serialise"),
        recorded_by: by.to_string(),
        recorded_at: store::now(),
    };
    let tx = store.transaction()?;
    store::prizes::record_lot(&tx, event, order, &lot)?;
    tx.commit().map_err(StoreError::from)?;
    // The ranking with the lot, as the next reading gives it (the lot checked the group).
    Ok(RankingStandings { rows, ..standings })
}

/// The prizes of the event: every ranking's pot, the places and the cashier's payouts (H.4).
///
/// # Errors
/// As [`ranking_standings`].
pub fn event_prizes(store: &Store, event: EventId) -> Result<Prizes> {
    Ok(computed(store, event, required_file(store, event)?)?.prizes)
}

/// An event's prize file with its rankings and its prizes, computed once for what shows them
/// together (the cash book, the printed lists).
pub(crate) struct Computed {
    /// The prize file.
    pub file: PrizeFile,
    /// Every ranking of the file, in its order.
    pub ranked: pz::Rankings,
    /// The pots, places and payouts.
    pub prizes: Prizes,
}

/// The rankings and prizes of `file` over the event's results, teams and lots.
///
/// # Errors
/// As [`ranking_standings`].
pub(crate) fn computed(store: &Store, event: EventId, file: PrizeFile) -> Result<Computed> {
    let data = FieldData::gather(store, event)?;
    let ranked = pz::rankings(&file, &data.field()).map_err(invalid)?;
    let prizes = pz::prizes(&file, &ranked.rankings, &data.fees);
    Ok(Computed {
        file,
        ranked,
        prizes,
    })
}

/// Each player's extra fees of the rankings entered (H.4.1), by player number: an individual
/// ranking's own `entry_cents` per entrant (the main ranking's is the entry fee itself), a team
/// ranking's per team, shared by its members (the first members named take the odd cents).
/// Club rankings charge no player. Empty for an event without such fees.
pub(crate) fn extra_fees(computed: &Computed) -> HashMap<String, i64> {
    let (file, ranked) = (&computed.file, &computed.ranked);
    let main = file.main_ranking();
    let charging = (0..file.rankings.len()).filter(|&i| Some(i) != main && file.fee_cents(i) > 0);
    let mut fees = HashMap::new();
    for i in charging {
        let fee = file.fee_cents(i);
        for row in ranked.rankings.get(i).map_or(&[][..], |r| &r.rows) {
            match (&row.who, &row.members) {
                (Who::Player(n), _) => *fees.entry(n.clone()).or_default() += fee,
                (Who::Team(_), Some(members)) => share_fee(fee, members, &mut fees),
                _ => {}
            }
        }
    }
    fees
}

/// A team's fee shared by its members: ⌊fee / n⌋ each, the first members one cent more
/// until the fee is whole.
fn share_fee(fee: i64, members: &[String], fees: &mut HashMap<String, i64>) {
    let n = i64::try_from(members.len()).unwrap_or(i64::MAX).max(1);
    let (each, odd) = (fee / n, fee % n);
    for (k, member) in (0i64..).zip(members) {
        *fees.entry(member.clone()).or_default() += each + i64::from(k < odd);
    }
}

/// What the rankings of one event are computed over, read once.
struct FieldData {
    year: i32,
    tie_break: Vec<crate::rules::TieBreak>,
    entrants: Vec<pz::Entrant>,
    teams: Vec<pz::TeamEntry>,
    lots: Vec<RecordedLot>,
    fees: pz::LostGameFeesIn,
    /// The registry, read once for the entrants, the teams and the team file's numbers.
    registry: Vec<store::Player>,
}

impl FieldData {
    fn gather(store: &Store, event: EventId) -> Result<FieldData> {
        // A Preisschafkopf ranks as its standings do (D.4): its rules' order, total then
        // solo games won; its lists' results are computed alike.
        let ev = event::event(store, event)?;
        let lists = event::results::list_results(store.conn(), &ev)?;
        let fee_schedule = crate::cash::fees(store, event)?.unwrap_or_default();
        let fees = lost_game_fees(&lists, &fee_schedule, ev.series_count);
        let registry = store::players::all_by_key(store.conn())?;
        Ok(FieldData {
            year: chrono::Datelike::year(&ev.date),
            tie_break: ev.rules.tie_break.clone(),
            entrants: entrants(&registry, &lists, ev.series_count),
            teams: teams_of(store, event, &registry)?,
            lots: lots_of(store, event)?,
            fees,
            registry,
        })
    }

    fn field(&self) -> pz::Field<'_> {
        pz::Field {
            event_year: self.year,
            tie_break: &self.tie_break,
            entrants: &self.entrants,
            teams: &self.teams,
            lots: &self.lots,
        }
    }

    /// The entrants and every other player of the registry (without results), so a team can
    /// be entered before its players have played.
    fn entrants_with_everyone(&self) -> Vec<pz::Entrant> {
        let mut all = self.entrants.clone();
        let known: std::collections::HashSet<String> =
            all.iter().map(|e| e.player_id.clone()).collect();
        for p in &self.registry {
            if !known.contains(p.number.as_str()) {
                all.push(entrant_of(p, Vec::new()));
            }
        }
        all
    }
}

/// The lost-game fees of the event's lists (B.5.3), in all and per series.
fn lost_game_fees(
    lists: &[store::results::ListResult],
    fees: &crate::cash::Fees,
    series: u16,
) -> pz::LostGameFeesIn {
    let mut per_series = vec![0i64; usize::from(series)];
    for list in lists.iter().filter(|l| l.played) {
        if let Some(sum) = per_series.get_mut(usize::from(list.series).saturating_sub(1)) {
            *sum = sum.saturating_add(crate::cash::lost_game_fee(fees, list.lost));
        }
    }
    pz::LostGameFeesIn {
        total_cents: per_series.iter().sum(),
        per_series_cents: per_series,
    }
}

/// Every player with a result in the event, with the results per series.
fn entrants(
    registry: &[store::Player],
    lists: &[store::results::ListResult],
    series: u16,
) -> Vec<pz::Entrant> {
    let mut results: BTreeMap<PlayerId, Vec<Performance>> = BTreeMap::new();
    for list in lists.iter().filter(|l| l.played) {
        let per = results
            .entry(list.player)
            .or_insert_with(|| vec![Performance::default(); usize::from(series)]);
        if let Some(p) = per.get_mut(usize::from(list.series).saturating_sub(1)) {
            p.total += list.total;
            p.won += list.won;
            p.lost += list.lost;
        }
    }
    registry
        .iter()
        .filter_map(|p| results.remove(&p.id).map(|r| entrant_of(p, r)))
        .collect()
}

fn entrant_of(p: &store::Player, series: Vec<Performance>) -> pz::Entrant {
    pz::Entrant {
        player_id: p.number.to_string(),
        name: p.name(),
        club: p.club.clone().filter(|c| !c.is_empty()),
        sex: p.sex,
        birth_year: p.birth_year.map(i32::from),
        series,
    }
}

/// The stored teams, by ranking and team, with their players' numbers.
fn teams_of(
    store: &Store,
    event: EventId,
    registry: &[store::Player],
) -> Result<Vec<pz::TeamEntry>> {
    let numbers: HashMap<PlayerId, String> = (registry.iter())
        .map(|p| (p.id, p.number.to_string()))
        .collect();
    let mut teams: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for m in store::prizes::teams(store.conn(), event)? {
        let number = numbers.get(&m.player).cloned().unwrap_or_default();
        teams.entry((m.ranking, m.team)).or_default().push(number);
    }
    Ok(teams
        .into_iter()
        .map(|((ranking, team), members)| pz::TeamEntry {
            ranking,
            team,
            members,
            line: None,
        })
        .collect())
}

/// The recorded lots (a record that no longer reads is left out: it orders nothing).
fn lots_of(store: &Store, event: EventId) -> Result<Vec<RecordedLot>> {
    Ok(store::prizes::lots(store.conn(), event)?
        .into_iter()
        .filter_map(|l| {
            let order = serde_json::from_str(&l.ordered).ok()?;
            Some(RecordedLot {
                ranking: l.ranking,
                order,
            })
        })
        .collect())
}

/// Whose mates a draw keeps apart (H.5.3).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Apart {
    /// The mates of every team ranking of the prize file (teams and tandems).
    Teams,
    /// The players of one club.
    Clubs,
    /// The mates of one team ranking, by its id.
    Ranking(String),
}

/// `draw_preisskat`: a series seated by score and/or with mates kept apart.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct PreisskatDrawInput {
    /// The event.
    pub event: EventId,
    /// The series to seat.
    pub series: u16,
    /// Set by the standings after the series before (from series 2), else drawn.
    pub seeded: bool,
    /// Whose mates sit at different tables wherever possible.
    pub apart: Option<Apart>,
    /// A seed to repeat a draw (the order of a tie that needs a lot, a random order).
    pub seed: Option<u64>,
}

/// What a Preisskat draw did besides seating.
#[derive(Debug, Serialize, TS)]
pub struct PreisskatDraw {
    /// The seating and its draw.
    pub seating: super::SeatingDto,
    /// Tables where two mates sit because nobody else could (H.5.2).
    pub broken: usize,
}

/// Seats a series of a Preisskat (H.5): by the running standings after the series before
/// (`seeded`; a tie that needs a lot in an order from the seed) or in a random order from the
/// seed, the 4-tables first, the best at seat 1; mates kept apart by passing over (H.5.2).
///
/// # Errors
/// A seeded draw of series 1; an unknown team ranking to keep apart; the checks of a draw
/// (a series with games, a number of players that makes no tables).
pub fn draw_preisskat(store: &mut Store, input: PreisskatDrawInput) -> Result<PreisskatDraw> {
    if input.seeded && input.series < 2 {
        let refusal = Refusal::new(PRIZES_SEEDED_FIRST)
            .field("series")
            .value(input.series);
        return Err(refusal.param("series", input.series).rule("H.5.1").into());
    }
    let ev = event::event(store, input.event)?;
    let prefer_3 = ev.table_preference == store::TablePreference::Three;
    let standings = match input.seeded {
        true => Some(seed_standings(store, input.event, input.series)?),
        false => None,
    };
    let registry = store::players::all_by_key(store.conn())?;
    let mates = mates_of(store, input.event, input.apart.as_ref(), &registry)?;
    let numbers: HashMap<PlayerId, String> = registry
        .iter()
        .map(|p| (p.id, p.number.to_string()))
        .collect();
    let mut broken = 0;
    // The draw's own checks keep a Preisschafkopf at 4-tables (D.1).
    let arrange = |players: &[PlayerId], seed: u64| -> event::Result<Vec<Vec<PlayerId>>> {
        let order = draw_order(players, &numbers, standings.as_deref(), seed);
        let draw = pz::draw_apart(&order, pz::table_plan(order.len(), prefer_3)?, &mates)?;
        broken = draw.broken;
        Ok(by_ids(&draw.tables, &numbers))
    };
    let outcome = event::draw_series_by(store, (input.event, input.series), input.seed, arrange)?;
    let seating = super::drawn_dto(store, &outcome)?;
    Ok(PreisskatDraw { seating, broken })
}

/// The running standings after the series before `series` (H.5.1).
fn seed_standings(store: &Store, event: EventId, series: u16) -> Result<Vec<RankingRow>> {
    let data = FieldData::gather(store, event)?;
    let before = usize::from(series - 1);
    Ok(pz::running_standings(
        &data.entrants,
        before,
        &data.tie_break,
    ))
}

/// The order a draw fills the tables in: the seeded order of the standings (players without
/// a result after them, in the seed's order), or the seed's random order.
fn draw_order(
    players: &[PlayerId],
    numbers: &HashMap<PlayerId, String>,
    standings: Option<&[RankingRow]>,
    seed: u64,
) -> Vec<String> {
    let seated: Vec<String> = players
        .iter()
        .filter_map(|p| numbers.get(p).cloned())
        .collect();
    let mut rest = seated.clone();
    pz::shuffle(&mut rest, seed);
    let Some(standings) = standings else {
        return rest;
    };
    let here: std::collections::HashSet<&String> = seated.iter().collect();
    let mut order: Vec<String> = pz::seeded_order(standings, seed)
        .into_iter()
        .filter(|n| here.contains(n))
        .collect();
    let ranked: std::collections::HashSet<&String> = order.iter().collect();
    rest.retain(|n| !ranked.contains(n));
    order.extend(rest);
    order
}

/// Player numbers back to the registry's ids, table by table.
fn by_ids(tables: &[Vec<String>], numbers: &HashMap<PlayerId, String>) -> Vec<Vec<PlayerId>> {
    let ids: HashMap<&str, PlayerId> = numbers.iter().map(|(id, n)| (n.as_str(), *id)).collect();
    tables
        .iter()
        .map(|t| {
            t.iter()
                .filter_map(|n| ids.get(n.as_str()).copied())
                .collect()
        })
        .collect()
}

/// The groups of mates `apart` names, by player number.
fn mates_of(
    store: &Store,
    event: EventId,
    apart: Option<&Apart>,
    registry: &[store::Player],
) -> Result<Vec<Vec<String>>> {
    let teams = |only: Option<&str>| -> Result<Vec<Vec<String>>> {
        Ok(teams_of(store, event, registry)?
            .into_iter()
            .filter(|t| only.is_none_or(|r| t.ranking == r))
            .map(|t| t.members)
            .collect())
    };
    match apart {
        None => Ok(Vec::new()),
        Some(Apart::Teams) => teams(None),
        Some(Apart::Ranking(id)) => {
            let file = required_file(store, event)?;
            if !file
                .rankings
                .iter()
                .any(|r| &r.id == id && r.team_size.is_some())
            {
                return Err(unknown_ranking(&file, id));
            }
            teams(Some(id))
        }
        Some(Apart::Clubs) => Ok(clubs(registry)),
    }
}

/// The registry's players by club (players without a club are nobody's mates).
fn clubs(registry: &[store::Player]) -> Vec<Vec<String>> {
    let mut by_club: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for p in registry {
        if let Some(club) = p.club.as_deref().filter(|c| !c.is_empty()) {
            by_club.entry(club).or_default().push(p.number.to_string());
        }
    }
    by_club.into_values().collect()
}
