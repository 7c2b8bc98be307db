//! Rankings for categories, series, teams and clubs (RULES.md H.1–H.2): who is in which ranking,
//! in which order, and which rows still need a lot.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use skatblock_rules::{Performance, Refusal, TieBreak, rank};

use crate::codes::*;
use crate::file::{AgeBasis, PrizeFile, RankingKind, RankingSpec};
use crate::lots::apply_lot;

/// A player's sex (H.1.1); German `w` is read as `f`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ts_rs::TS,
)]
pub enum Sex {
    /// Female (`f`, also read from `w`).
    #[serde(rename = "f", alias = "w")]
    F,
    /// Male.
    #[serde(rename = "m")]
    M,
    /// Diverse.
    #[serde(rename = "d")]
    D,
}

impl Sex {
    /// The stored letter, as files and JSON write it: `f`, `m` or `d`.
    pub const fn letter(self) -> &'static str {
        match self {
            Sex::F => "f",
            Sex::M => "m",
            Sex::D => "d",
        }
    }

    /// The sex of a stored letter; `None` for anything else (the schema lets no other in).
    pub fn from_letter(letter: &str) -> Option<Sex> {
        [Sex::F, Sex::M, Sex::D]
            .into_iter()
            .find(|s| s.letter() == letter)
    }

    /// The sex an import cell names, in either case (`W` is `f`); `None` for anything else.
    pub fn parse(text: &str) -> Option<Sex> {
        match text.trim().to_ascii_lowercase().as_str() {
            "f" | "w" => Some(Sex::F),
            "m" => Some(Sex::M),
            "d" => Some(Sex::D),
            _ => None,
        }
    }
}

/// A player of the event as the rankings see them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Entrant {
    /// The player's number, as the files name the player.
    pub player_id: String,
    /// "First Last".
    pub name: String,
    /// The club, if any.
    pub club: Option<String>,
    /// The sex, if known.
    pub sex: Option<Sex>,
    /// The birth year, if known.
    pub birth_year: Option<i32>,
    /// The results per series: index 0 is series 1.
    pub series: Vec<Performance>,
}

impl Entrant {
    /// The event result: the sum over the series played.
    pub fn event_total(&self) -> Performance {
        self.series
            .iter()
            .fold(Performance::default(), |a, s| Performance {
                total: a.total + s.total,
                won: a.won + s.won,
                lost: a.lost + s.lost,
            })
    }
}

/// One team entered for a team ranking (`ranking,team,player_id` rows gathered per team).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TeamEntry {
    /// The ranking's id.
    pub ranking: String,
    /// The team's name.
    pub team: String,
    /// The players' numbers.
    pub members: Vec<String>,
    /// The line of the file where the team was first named, for the refusals.
    pub line: Option<usize>,
}

/// A recorded lot: the order a drawn lot gave to one tied group of a ranking (H.3).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
pub struct RecordedLot {
    /// The ranking's id.
    pub ranking: String,
    /// Player numbers, team names or club names, first place first.
    pub order: Vec<String>,
}

/// Everything the rankings are computed over.
#[derive(Debug, Clone, Copy)]
pub struct Field<'a> {
    /// The event's year, for the ages (H.1.3).
    pub event_year: i32,
    /// The tie-breaks after the total: Skat B.3, or Schafkopf D.4.
    pub tie_break: &'a [TieBreak],
    /// The players.
    pub entrants: &'a [Entrant],
    /// The teams of the team rankings (checked by [`validate_teams`]).
    pub teams: &'a [TeamEntry],
    /// The recorded lots.
    pub lots: &'a [RecordedLot],
}

/// Who a row is about; its JSON key is `player_id`, `team` or `club`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, ts_rs::TS)]
pub enum Who {
    /// A player, by number.
    #[serde(rename = "player_id")]
    Player(String),
    /// A team, by name.
    #[serde(rename = "team")]
    Team(String),
    /// A club, by name.
    #[serde(rename = "club")]
    Club(String),
}

impl Who {
    /// The key its JSON names it by: `player_id`, `team` or `club`.
    pub fn kind(&self) -> &'static str {
        match self {
            Who::Player(_) => "player_id",
            Who::Team(_) => "team",
            Who::Club(_) => "club",
        }
    }

    /// The number or name that names the row in a lot.
    pub fn key(&self) -> &str {
        match self {
            Who::Player(k) | Who::Team(k) | Who::Club(k) => k,
        }
    }
}

/// One row of a ranking, as `standings --ranking ID --format json` prints it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct RankingRow {
    /// Rank; tied rows share the first one's. `null` for clubs with too few players.
    pub rank: Option<usize>,
    /// The player, team or club.
    #[serde(flatten)]
    pub who: Who,
    /// The player's, team's or club's name.
    pub name: String,
    /// Team and club rows: the player numbers counted.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub members: Option<Vec<String>>,
    /// Tournament points.
    pub total: i64,
    /// Games won.
    pub won: u32,
    /// Games lost.
    pub lost: u32,
    /// Tied after every tie-break: only a recorded lot separates the group.
    pub lot_required: bool,
}

/// One ranking's rows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Ranking {
    /// The ranking's id.
    pub id: String,
    /// The rows, first place first.
    pub rows: Vec<RankingRow>,
}

/// Every ranking of a prize file, and the lots that no longer fit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Rankings {
    /// In the file's order.
    pub rankings: Vec<Ranking>,
    /// The recorded lots that no longer match a tied group of their ranking: the caller drops
    /// the records and says so (H.3.1).
    pub dropped_lots: Vec<RecordedLot>,
}

/// Ranks every ranking of `file` (H.1–H.2) and applies the recorded lots that still match.
/// The teams are checked first; their refusals come back all at once.
pub fn rankings(file: &PrizeFile, field: &Field) -> Result<Rankings, Vec<Refusal>> {
    validate_teams(file, field.entrants, field.teams)?;
    let mut out = Rankings {
        rankings: Vec::with_capacity(file.rankings.len()),
        dropped_lots: Vec::new(),
    };
    for spec in &file.rankings {
        let mut rows = ranking_rows(spec, field);
        // A ranking may have one lot per tied group; each orders its own.
        for lot in field.lots.iter().filter(|l| l.ranking == spec.id) {
            match apply_lot(&rows, &lot.order) {
                Ok(ordered) => rows = ordered,
                Err(_) => out.dropped_lots.push(lot.clone()),
            }
        }
        out.rankings.push(Ranking {
            id: spec.id.clone(),
            rows,
        });
    }
    Ok(out)
}

fn ranking_rows(spec: &RankingSpec, field: &Field) -> Vec<RankingRow> {
    match spec.kind() {
        RankingKind::Individual => individual_rows(spec, field),
        RankingKind::Team { .. } => team_rows(spec, field),
        RankingKind::Club { best } => club_rows(best, field),
    }
}

/// Whether a player is in an individual ranking by its filters (H.1.1, H.1.3, H.1.4).
fn admits(spec: &RankingSpec, e: &Entrant, event_year: i32) -> bool {
    let series_ok = spec
        .series
        .is_none_or(|k| usize::try_from(k).is_ok_and(|k| k >= 1 && e.series.len() >= k));
    admits_person(spec, e.sex, e.birth_year, event_year) && series_ok
}

/// Whether a player of `sex` born in `birth_year` is in an individual ranking by its sex and
/// age filters (H.1.1, H.1.3): the series aside, for a field that has not played yet.
pub fn admits_person(
    spec: &RankingSpec,
    sex: Option<Sex>,
    birth_year: Option<i32>,
    event_year: i32,
) -> bool {
    let sex_ok = match &spec.sex {
        None => true,
        Some(list) => sex.is_some_and(|s| list.contains(&s)),
    };
    let aged = spec.age_min.is_some() || spec.age_max.is_some();
    let age = birth_year.map(|b| match spec.age_basis.unwrap_or_default() {
        AgeBasis::EventYear => event_year - b,
        AgeBasis::YearStart => event_year - b - 1,
    });
    let age_ok = match age {
        None => !aged,
        Some(a) => spec.age_min.is_none_or(|lo| a >= lo) && spec.age_max.is_none_or(|hi| a <= hi),
    };
    sex_ok && age_ok
}

/// Rows from (who, name, members, performance) in the ranking's order, with ranks and lots.
fn ranked(
    items: Vec<(Who, String, Option<Vec<String>>, Performance)>,
    tie_break: &[TieBreak],
) -> Vec<RankingRow> {
    let perfs: Vec<Performance> = items.iter().map(|i| i.3).collect();
    let mut items: Vec<Option<_>> = items.into_iter().map(Some).collect();
    rank(&perfs, tie_break)
        .into_iter()
        .filter_map(|p| {
            let (who, name, members, perf) = items[p.index].take()?;
            Some(RankingRow {
                rank: Some(p.rank),
                who,
                name,
                members,
                total: perf.total,
                won: perf.won,
                lost: perf.lost,
                lot_required: p.lot_required,
            })
        })
        .collect()
}

fn individual_rows(spec: &RankingSpec, field: &Field) -> Vec<RankingRow> {
    let series = spec.series.and_then(|k| usize::try_from(k).ok());
    let items = field
        .entrants
        .iter()
        .filter(|e| admits(spec, e, field.event_year))
        .map(|e| {
            let perf = match series {
                Some(k) => e.series[k - 1],
                None => e.event_total(),
            };
            (Who::Player(e.player_id.clone()), e.name.clone(), None, perf)
        })
        .collect();
    ranked(items, field.tie_break)
}

/// The event standings after the first `series` series (the running total), as the seeded draw
/// of series `series + 1` orders by them (H.5.1). The caller passes the players to be seated; one
/// without a result yet counts 0.
pub fn running_standings(
    entrants: &[Entrant],
    series: usize,
    tie_break: &[TieBreak],
) -> Vec<RankingRow> {
    let items = entrants
        .iter()
        .map(|e| {
            let played = e.series.iter().take(series).copied();
            (
                Who::Player(e.player_id.clone()),
                e.name.clone(),
                None,
                sum(played),
            )
        })
        .collect();
    ranked(items, tie_break)
}

fn sum(perfs: impl Iterator<Item = Performance>) -> Performance {
    perfs.fold(Performance::default(), |a, p| Performance {
        total: a.total + p.total,
        won: a.won + p.won,
        lost: a.lost + p.lost,
    })
}

/// A team's total, won and lost are its players' event sums (H.2.1).
fn team_rows(spec: &RankingSpec, field: &Field) -> Vec<RankingRow> {
    let by_id: HashMap<&str, &Entrant> = field
        .entrants
        .iter()
        .map(|e| (e.player_id.as_str(), e))
        .collect();
    let items = field
        .teams
        .iter()
        .filter(|t| t.ranking == spec.id)
        .map(|t| {
            let perfs = t.members.iter().filter_map(|m| by_id.get(m.as_str()));
            let perf = sum(perfs.map(|e| e.event_total()));
            let who = Who::Team(t.team.clone());
            (who, t.team.clone(), Some(t.members.clone()), perf)
        })
        .collect();
    ranked(items, field.tie_break)
}

/// Each club's `best` best players by B.3 (H.2.2); clubs with fewer follow unranked, by their
/// summed total.
fn club_rows(best: usize, field: &Field) -> Vec<RankingRow> {
    let mut clubs: Vec<(&str, Vec<&Entrant>)> = Vec::new();
    let mut index: HashMap<&str, usize> = HashMap::new();
    for e in field.entrants {
        let Some(club) = e.club.as_deref().filter(|c| !c.trim().is_empty()) else {
            continue;
        };
        let i = *index.entry(club).or_insert_with(|| {
            clubs.push((club, Vec::new()));
            clubs.len() - 1
        });
        clubs[i].1.push(e);
    }
    let mut full = Vec::new();
    let mut short = Vec::new();
    for (club, members) in clubs {
        let perfs: Vec<Performance> = members.iter().map(|e| e.event_total()).collect();
        let order = rank(&perfs, field.tie_break);
        let counted: Vec<usize> = order.iter().take(best).map(|p| p.index).collect();
        let ids = counted.iter().map(|&i| members[i].player_id.clone());
        let item = (
            Who::Club(club.to_string()),
            club.to_string(),
            Some(ids.collect()),
            sum(counted.iter().map(|&i| perfs[i])),
        );
        if counted.len() == best {
            full.push(item)
        } else {
            short.push(item)
        }
    }
    let mut rows = ranked(full, field.tie_break);
    rows.extend(unranked(short));
    rows
}

fn unranked(mut items: Vec<(Who, String, Option<Vec<String>>, Performance)>) -> Vec<RankingRow> {
    items.sort_by(|a, b| b.3.total.cmp(&a.3.total).then_with(|| a.1.cmp(&b.1)));
    items
        .into_iter()
        .map(|(who, name, members, perf)| RankingRow {
            rank: None,
            who,
            name,
            members,
            total: perf.total,
            won: perf.won,
            lost: perf.lost,
            lot_required: false,
        })
        .collect()
}

/// Checks the teams of the team rankings (H.2.1): a known team ranking, exactly `team_size`
/// known players, a player on at most one team per ranking, the mixed composition. Every refusal
/// at once, each with param `line` when the entry has one.
pub fn validate_teams(
    file: &PrizeFile,
    entrants: &[Entrant],
    teams: &[TeamEntry],
) -> Result<(), Vec<Refusal>> {
    let by_id: HashMap<&str, &Entrant> =
        entrants.iter().map(|e| (e.player_id.as_str(), e)).collect();
    let mut out = Vec::new();
    let mut team_of: HashMap<(&str, &str), &str> = HashMap::new();
    for t in teams {
        let at_line = |r: Refusal| match t.line {
            Some(line) => r.param("line", line),
            None => r,
        };
        let spec = file.rankings.iter().find(|r| r.id == t.ranking);
        let Some(RankingKind::Team { size, mixed }) = spec.map(|s| s.kind()) else {
            out.push(at_line(team_refusal(
                PRIZES_TEAM_RANKING_UNKNOWN,
                "ranking",
                &t.ranking,
            )));
            continue;
        };
        check_members(t, &by_id, &mut team_of, &mut out, &at_line);
        if t.members.len() != size {
            let r = team_refusal(PRIZES_TEAM_SIZE, "team", &t.team)
                .param("size", size)
                .param("count", t.members.len());
            out.push(at_line(r.param("team", t.team.as_str())));
        } else if mixed && !is_mixed(t, &by_id) {
            let r = team_refusal(PRIZES_TEAM_MIXED, "team", &t.team);
            out.push(at_line(r.param("team", t.team.as_str())));
        }
    }
    if out.is_empty() { Ok(()) } else { Err(out) }
}

fn team_refusal(code: skatblock_rules::Code, field: &str, value: &str) -> Refusal {
    Refusal::new(code).field(field).value(value).rule("H.2.1")
}

fn check_members<'a>(
    t: &'a TeamEntry,
    by_id: &HashMap<&str, &Entrant>,
    team_of: &mut HashMap<(&'a str, &'a str), &'a str>,
    out: &mut Vec<Refusal>,
    at_line: &dyn Fn(Refusal) -> Refusal,
) {
    for m in &t.members {
        if !by_id.contains_key(m.as_str()) {
            out.push(at_line(team_refusal(
                PRIZES_TEAM_PLAYER_UNKNOWN,
                "player_id",
                m,
            )));
        }
        let key = (t.ranking.as_str(), m.as_str());
        if let Some(other) = team_of.insert(key, t.team.as_str()) {
            let r = team_refusal(PRIZES_TEAM_PLAYER_TWICE, "player_id", m)
                .param("team", t.team.as_str())
                .param("other_team", other);
            out.push(at_line(r));
            team_of.insert(key, other);
        }
    }
}

/// One `f` and one `m` or `d` (H.2.1).
fn is_mixed(t: &TeamEntry, by_id: &HashMap<&str, &Entrant>) -> bool {
    let sexes: Vec<Option<Sex>> = t
        .members
        .iter()
        .map(|m| by_id.get(m.as_str()).and_then(|e| e.sex))
        .collect();
    let women = sexes.iter().filter(|s| **s == Some(Sex::F)).count();
    let others = sexes
        .iter()
        .filter(|s| matches!(s, Some(Sex::M) | Some(Sex::D)))
        .count();
    women == 1 && others == 1
}
