//! The prize file (issue 22 items 2 and 4): the rankings of an event, their pots and their prize
//! places, read from JSON and checked as a whole (RULES.md H.1–H.4).

use std::collections::HashMap;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use skatblock_rules::Refusal;

use crate::codes::*;
use crate::rankings::Sex;

/// How a tie on prize places is settled (H.4.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "lowercase")]
pub enum Tie {
    /// The tied rows are pending until a lot is recorded (the SkWO's way).
    #[default]
    Lot,
    /// The tied rows share the prizes of their places.
    Share,
}

/// How a player's age is counted from the birth year (H.1.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum AgeBasis {
    /// Age = event year − birth year (the *Jahrgang*).
    #[default]
    EventYear,
    /// Completed years at the start of the year: event year − birth year − 1 (the DSkV).
    YearStart,
}

/// Which lost-game fees a pot takes (H.4.2): JSON `false`, `true` or `"series"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ts_rs::TS)]
#[ts(type = "boolean | \"series\"")]
pub enum LostGameFees {
    /// None (`false`, the default).
    #[default]
    None,
    /// All of them, or `lost_game_fees_percent` of them (`true`).
    All,
    /// Those of the ranking's own series (`"series"`).
    Series,
}

impl Serialize for LostGameFees {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            LostGameFees::None => serializer.serialize_bool(false),
            LostGameFees::All => serializer.serialize_bool(true),
            LostGameFees::Series => serializer.serialize_str("series"),
        }
    }
}

impl<'de> Deserialize<'de> for LostGameFees {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Flag(bool),
            Word(String),
        }
        match Raw::deserialize(deserializer)? {
            Raw::Flag(false) => Ok(LostGameFees::None),
            Raw::Flag(true) => Ok(LostGameFees::All),
            Raw::Word(w) if w == "series" => Ok(LostGameFees::Series),
            Raw::Word(w) => Err(serde::de::Error::invalid_value(
                serde::de::Unexpected::Str(&w),
                &"false, true or \"series\"",
            )),
        }
    }
}

fn hundred() -> f64 {
    100.0
}

fn yes() -> bool {
    true
}

/// Where a ranking's prize money comes from (H.4.1–H.4.2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct PotSpec {
    /// The part of the ranking's entry fees that goes into the pot, 0..=100 (default 100).
    #[serde(default = "hundred")]
    #[ts(optional, as = "Option<f64>")]
    pub entry_percent: f64,
    /// Which lost-game fees the pot takes.
    #[serde(default)]
    #[ts(optional, as = "Option<LostGameFees>")]
    pub lost_game_fees: LostGameFees,
    /// The share of them, 0..=100 (default 100); at most 100 over all rankings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub lost_game_fees_percent: Option<f64>,
    /// Costs taken off the pot (room, cards), in cents.
    #[serde(default)]
    #[ts(optional, as = "Option<i64>")]
    pub costs_cents: i64,
}

/// A range of prize places (H.4.3): `place`, or `from` with `to` or `to_share`. After
/// [`validate`] `place` is folded into `from` = `to`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct PlaceSpec {
    /// Shorthand for `from` = `to` = `place`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub place: Option<i64>,
    /// The first place, 1-based.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub from: Option<i64>,
    /// The last place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub to: Option<i64>,
    /// The last place as a share F of the entrants: ⌊entrants × F⌋, 0 < F ≤ 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub to_share: Option<f64>,
    /// Fixed cents per place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub cents: Option<i64>,
    /// Percent of the ranking's pot per place, rounded down to `round_cents`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub percent: Option<f64>,
    /// A prize in kind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub goods: Option<String>,
    /// This range's rounding of its percent, instead of the ranking's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub round_cents: Option<i64>,
}

/// One ranking (*Wertung*) of the prize file (H.1–H.2).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct RankingSpec {
    /// Unique id, e.g. `damen`.
    pub id: String,
    /// The name lists and screens show.
    pub name: String,
    /// Only these sexes (`"w"` is read as `f`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub sex: Option<Vec<Sex>>,
    /// Lowest age, inclusive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub age_min: Option<i32>,
    /// Highest age, inclusive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub age_max: Option<i32>,
    /// How the age is counted (default `event_year`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub age_basis: Option<AgeBasis>,
    /// Only this series' results (1-based).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub series: Option<i64>,
    /// A team ranking of teams of this many players.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub team_size: Option<i64>,
    /// Every team one `f` and one `m` or `d` (team rankings of two).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(optional, as = "Option<bool>")]
    pub mixed: bool,
    /// A club ranking over each club's N best players.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub club_best: Option<i64>,
    /// The ranking's own (extra) fee, per team for team rankings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub entry_cents: Option<i64>,
    /// This ranking's tie rule instead of the file's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub tie: Option<Tie>,
    /// Percent places are rounded down to this many cents (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub round_cents: Option<i64>,
    /// Where the prize money comes from besides the fee.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub pot: Option<PotSpec>,
    /// The prize places.
    #[serde(default)]
    pub places: Vec<PlaceSpec>,
}

/// Which entrants a ranking ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RankingKind {
    /// Players.
    Individual,
    /// Teams of this many players; `mixed` one woman and one man or d.
    Team {
        /// Players per team.
        size: usize,
        /// The mixed composition rule.
        mixed: bool,
    },
    /// Clubs by their N best players.
    Club {
        /// How many players count.
        best: usize,
    },
}

impl RankingSpec {
    /// Whether the ranking ranks players, teams or clubs.
    pub fn kind(&self) -> RankingKind {
        match (self.team_size, self.club_best) {
            (Some(n), _) => RankingKind::Team {
                size: usize::try_from(n).unwrap_or(0),
                mixed: self.mixed,
            },
            (None, Some(n)) => RankingKind::Club {
                best: usize::try_from(n).unwrap_or(0),
            },
            (None, None) => RankingKind::Individual,
        }
    }

    /// The filters of individual rankings this ranking sets, by their keys.
    pub(crate) fn filters(&self) -> Vec<&'static str> {
        let set = [
            ("sex", self.sex.is_some()),
            ("age_min", self.age_min.is_some()),
            ("age_max", self.age_max.is_some()),
            ("age_basis", self.age_basis.is_some()),
            ("series", self.series.is_some()),
        ];
        set.into_iter()
            .filter(|(_, on)| *on)
            .map(|(k, _)| k)
            .collect()
    }
}

/// The prize file of an event (issue 22, RULES.md H).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct PrizeFile {
    /// The entry fee of the main ranking (the first individual ranking without filters), in
    /// cents; the fee the cash book charges (H.4.1).
    #[serde(default)]
    #[ts(optional, as = "Option<i64>")]
    pub entry_cents: i64,
    /// How ties on prize places are settled, unless a ranking says otherwise.
    #[serde(default)]
    #[ts(optional, as = "Option<Tie>")]
    pub tie: Tie,
    /// A player holding a prize of an earlier individual ranking is passed over (H.4.5).
    #[serde(default = "yes")]
    #[ts(optional, as = "Option<bool>")]
    pub one_prize_per_player: bool,
    /// The rankings, in the order they are served.
    pub rankings: Vec<RankingSpec>,
}

impl PrizeFile {
    /// The index of the main ranking: the first individual ranking without filters (H.4.1).
    pub fn main_ranking(&self) -> Option<usize> {
        self.rankings
            .iter()
            .position(|r| r.kind() == RankingKind::Individual && r.filters().is_empty())
    }

    /// A ranking's fee per entrant in cents: its own `entry_cents`, or for the main ranking the
    /// top-level one.
    pub fn fee_cents(&self, index: usize) -> i64 {
        let own = self.rankings.get(index).and_then(|r| r.entry_cents);
        match own {
            Some(fee) => fee,
            None if self.main_ranking() == Some(index) => self.entry_cents,
            None => 0,
        }
    }

    /// The tie rule of ranking `index`.
    pub fn tie_of(&self, index: usize) -> Tie {
        self.rankings[index].tie.unwrap_or(self.tie)
    }

    /// Whether ranking `index` has a pot: a fee or lost-game fees (H.4, issue 22 item 4).
    pub fn has_pot(&self, index: usize) -> bool {
        let takes_fees = self.rankings[index]
            .pot
            .as_ref()
            .is_some_and(|p| p.lost_game_fees != LostGameFees::None);
        self.fee_cents(index) > 0 || takes_fees
    }
}

/// Reads and checks a prize file: every refusal at once, or the file with `place` folded into
/// `from`/`to`.
pub fn parse_prize_file(json: &str) -> Result<PrizeFile, Vec<Refusal>> {
    let file: PrizeFile = serde_json::from_str(json).map_err(|e| vec![json_refusal(&e)])?;
    validate(file)
}

fn json_refusal(e: &serde_json::Error) -> Refusal {
    let code = match e.classify() {
        serde_json::error::Category::Data => PRIZES_FILE_INVALID,
        _ => PRIZES_FILE_NOT_JSON,
    };
    let text = e.to_string();
    // serde names an unknown key as "unknown field `x`, expected …": the key is data, the rest of
    // its English sentence is not shown.
    let unknown = text
        .strip_prefix("unknown field `")
        .and_then(|rest| rest.split('`').next());
    let refusal = match unknown {
        Some(key) => Refusal::new(PRIZES_FILE_UNKNOWN_FIELD).value(key),
        None => Refusal::new(code),
    };
    refusal
        .param("line", e.line())
        .param("column", e.column())
        .rule("H.6")
}

/// Checks a parsed prize file (H.1–H.4): every refusal at once, each with the field path
/// (`rankings[2].places[0].percent`), the value and the rule.
pub fn validate(mut file: PrizeFile) -> Result<PrizeFile, Vec<Refusal>> {
    let mut out = Vec::new();
    if file.entry_cents < 0 {
        out.push(negative("entry_cents", file.entry_cents));
    }
    let mut ids: HashMap<&str, usize> = HashMap::new();
    for (i, r) in file.rankings.iter().enumerate() {
        let at = format!("rankings[{i}]");
        if let Some(first) = ids.insert(r.id.as_str(), i).filter(|_| !r.id.is_empty()) {
            out.push(
                Refusal::new(PRIZES_RANKING_ID_TWICE)
                    .field(format!("{at}.id"))
                    .value(&r.id)
                    .param("other", first + 1)
                    .rule("H.6"),
            );
            ids.insert(r.id.as_str(), first);
        }
        check_ranking(r, &at, &mut out);
    }
    check_main_fee(&file, &mut out);
    check_fee_shares(&file, &mut out);
    for (i, r) in file.rankings.iter_mut().enumerate() {
        fold_places(&mut r.places);
        check_places(&r.places, &format!("rankings[{i}]"), &mut out);
    }
    check_percent_pots(&file, &mut out);
    if out.is_empty() { Ok(file) } else { Err(out) }
}

fn negative(field: impl Into<String>, value: i64) -> Refusal {
    Refusal::new(PRIZES_MONEY_NEGATIVE)
        .field(field)
        .value(value)
        .rule("H.4.1")
}

/// A percent in hundredths of a percent, if it is one in 0..=100 to the hundredth.
pub(crate) fn basis_points(percent: f64) -> Option<i64> {
    let bp = (percent * 100.0).round();
    let exact = (percent * 100.0 - bp).abs() < 1e-6;
    (exact && (0.0..=10_000.0).contains(&bp)).then_some(bp as i64)
}

fn check_percent(field: String, percent: f64, out: &mut Vec<Refusal>) {
    if basis_points(percent).is_none() {
        out.push(
            Refusal::new(PRIZES_PERCENT_RANGE)
                .field(field)
                .value(percent)
                .rule("H.4.3"),
        );
    }
}

fn check_ranking(r: &RankingSpec, at: &str, out: &mut Vec<Refusal>) {
    let refuse = |code, key: &str, value: String, rule| {
        Refusal::new(code)
            .field(format!("{at}.{key}"))
            .value(value)
            .rule(rule)
    };
    if r.id.trim().is_empty() {
        out.push(refuse(PRIZES_RANKING_ID_MISSING, "id", r.id.clone(), "H.6"));
    }
    if r.name.trim().is_empty() {
        out.push(refuse(
            PRIZES_RANKING_NAME_MISSING,
            "name",
            r.name.clone(),
            "H.6",
        ));
    }
    check_filters(r, at, out);
    check_kind(r, at, out);
    if let Some(fee) = r.entry_cents.filter(|f| *f < 0) {
        out.push(negative(format!("{at}.entry_cents"), fee));
    }
    if let Some(n) = r.round_cents.filter(|n| *n < 1) {
        out.push(refuse(
            PRIZES_ROUND_RANGE,
            "round_cents",
            n.to_string(),
            "H.4.3",
        ));
    }
    if let Some(pot) = &r.pot {
        check_pot(r, pot, &format!("{at}.pot"), out);
    }
}

fn check_filters(r: &RankingSpec, at: &str, out: &mut Vec<Refusal>) {
    if r.sex.as_ref().is_some_and(|s| s.is_empty()) {
        out.push(
            Refusal::new(PRIZES_RANKING_SEX_EMPTY)
                .field(format!("{at}.sex"))
                .value("[]")
                .rule("H.1.1"),
        );
    }
    for (key, age) in [("age_min", r.age_min), ("age_max", r.age_max)] {
        let crossed = matches!((r.age_min, r.age_max), (Some(lo), Some(hi)) if lo > hi);
        if let Some(a) = age.filter(|a| !(0..=150).contains(a) || (crossed && key == "age_max")) {
            out.push(
                Refusal::new(PRIZES_RANKING_AGE_RANGE)
                    .field(format!("{at}.{key}"))
                    .value(a)
                    .rule("H.1.3"),
            );
        }
    }
    if let Some(k) = r.series.filter(|k| *k < 1) {
        out.push(
            Refusal::new(PRIZES_RANKING_SERIES_RANGE)
                .field(format!("{at}.series"))
                .value(k)
                .rule("H.1.4"),
        );
    }
}

fn check_kind(r: &RankingSpec, at: &str, out: &mut Vec<Refusal>) {
    let checks = [
        (
            PRIZES_RANKING_TEAM_SIZE,
            "team_size",
            r.team_size.filter(|n| *n < 2),
            "H.2.1",
        ),
        (
            PRIZES_RANKING_CLUB_BEST,
            "club_best",
            r.club_best.filter(|n| *n < 1),
            "H.2.2",
        ),
        (
            PRIZES_RANKING_TEAM_AND_CLUB,
            "club_best",
            r.team_size.and(r.club_best),
            "H.2",
        ),
    ];
    for (code, key, value, rule) in checks {
        if let Some(n) = value {
            let field = format!("{at}.{key}");
            out.push(Refusal::new(code).field(field).value(n).rule(rule));
        }
    }
    if r.mixed && r.team_size != Some(2) {
        let field = format!("{at}.mixed");
        out.push(
            Refusal::new(PRIZES_RANKING_MIXED)
                .field(field)
                .value(true)
                .rule("H.2.1"),
        );
    }
    check_filter_kind(r, at, out);
}

/// The filters of individual rankings make no sense on a team or club ranking (H.2).
fn check_filter_kind(r: &RankingSpec, at: &str, out: &mut Vec<Refusal>) {
    let kind = match r.kind() {
        RankingKind::Individual => return,
        RankingKind::Team { .. } => "team",
        RankingKind::Club { .. } => "club",
    };
    for key in r.filters() {
        out.push(
            Refusal::new(PRIZES_RANKING_FILTER_KIND)
                .field(format!("{at}.{key}"))
                .param("kind", kind)
                .rule("H.2"),
        );
    }
}

fn check_pot(r: &RankingSpec, pot: &PotSpec, at: &str, out: &mut Vec<Refusal>) {
    check_percent(format!("{at}.entry_percent"), pot.entry_percent, out);
    if pot.costs_cents < 0 {
        out.push(negative(format!("{at}.costs_cents"), pot.costs_cents));
    }
    if pot.lost_game_fees == LostGameFees::Series && r.series.is_none() {
        out.push(
            Refusal::new(PRIZES_POT_SERIES_FEES)
                .field(format!("{at}.lost_game_fees"))
                .value("\"series\"")
                .rule("H.4.2"),
        );
    }
    if let Some(p) = pot.lost_game_fees_percent {
        check_percent(format!("{at}.lost_game_fees_percent"), p, out);
        if pot.lost_game_fees == LostGameFees::None {
            out.push(
                Refusal::new(PRIZES_POT_PERCENT_WITHOUT_FEES)
                    .field(format!("{at}.lost_game_fees_percent"))
                    .value(p)
                    .rule("H.4.2"),
            );
        }
    }
}

/// The main ranking's fee is the top-level `entry_cents` (H.4.1): the ranking may repeat it but
/// not contradict it.
fn check_main_fee(file: &PrizeFile, out: &mut Vec<Refusal>) {
    let Some(main) = file.main_ranking() else {
        return;
    };
    match file.rankings[main].entry_cents {
        Some(own) if file.entry_cents != 0 && own != file.entry_cents => out.push(
            Refusal::new(PRIZES_MAIN_FEE_TWICE)
                .field(format!("rankings[{main}].entry_cents"))
                .value(own)
                .param("top", file.entry_cents)
                .rule("H.4.1"),
        ),
        _ => {}
    }
}

/// The share in hundredths of a percent of all lost-game fees, or of one series' (H.4.2).
pub(crate) fn fee_share_bp(pot: &PotSpec) -> i64 {
    pot.lost_game_fees_percent
        .and_then(basis_points)
        .unwrap_or(10_000)
}

/// At most 100 % of the lost-game fees over all rankings: those taking all of them, plus for
/// each series those taking that series' fees.
fn check_fee_shares(file: &PrizeFile, out: &mut Vec<Refusal>) {
    let mut all = 0;
    let mut per_series: HashMap<i64, i64> = HashMap::new();
    let mut last = None;
    for (i, r) in file.rankings.iter().enumerate() {
        let Some(pot) = &r.pot else { continue };
        match pot.lost_game_fees {
            LostGameFees::None => continue,
            LostGameFees::All => all += fee_share_bp(pot),
            LostGameFees::Series => {
                *per_series.entry(r.series.unwrap_or(0)).or_default() += fee_share_bp(pot);
            }
        }
        last = Some(i);
    }
    let total = all + per_series.values().copied().max().unwrap_or(0);
    if let Some(i) = last.filter(|_| total > 10_000) {
        out.push(
            Refusal::new(PRIZES_POT_FEES_OVER)
                .field(format!("rankings[{i}].pot.lost_game_fees_percent"))
                .param("total", format!("{}", total as f64 / 100.0))
                .rule("H.4.2"),
        );
    }
}

/// `place: n` is `from: n, to: n`, so the computations see ranges only.
fn fold_places(places: &mut [PlaceSpec]) {
    for p in places.iter_mut() {
        if let (Some(n), None, None, None) = (p.place, p.from, p.to, p.to_share) {
            p.from = Some(n);
            p.to = Some(n);
            p.place = None;
        }
    }
}

fn check_places(places: &[PlaceSpec], ranking: &str, out: &mut Vec<Refusal>) {
    let mut ranges: Vec<(i64, i64, usize)> = Vec::new();
    for (j, p) in places.iter().enumerate() {
        let at = format!("{ranking}.places[{j}]");
        if let Some(range) = check_range(p, &at, out) {
            ranges.push((range.0, range.1, j));
        }
        check_pay(p, &at, out);
    }
    ranges.sort();
    for pair in ranges.windows(2) {
        let ((_, end, first), (start, _, second)) = (pair[0], pair[1]);
        if start <= end {
            out.push(
                Refusal::new(PRIZES_PLACE_OVERLAP)
                    .field(format!("{ranking}.places[{second}].from"))
                    .value(start)
                    .param("other", first + 1)
                    .rule("H.4.3"),
            );
        }
    }
}

/// The range's first place and its last (`i64::MAX` for a `to_share` end), if it is one.
fn check_range(p: &PlaceSpec, at: &str, out: &mut Vec<Refusal>) -> Option<(i64, i64)> {
    let refuse = |code, key: &str| {
        Refusal::new(code)
            .field(format!("{at}.{key}"))
            .rule("H.4.3")
    };
    let twice = p.place.is_some() || (p.to.is_some() && p.to_share.is_some());
    if twice {
        out.push(refuse(PRIZES_PLACE_RANGE_TWICE, "place"));
        return None;
    }
    let (Some(from), Some(_)) = (p.from, p.to.map(|_| ()).or(p.to_share.map(|_| ()))) else {
        out.push(refuse(PRIZES_PLACE_RANGE_MISSING, "from"));
        return None;
    };
    if let Some(f) = p.to_share.filter(|f| !(*f > 0.0 && *f <= 1.0)) {
        out.push(refuse(PRIZES_PLACE_SHARE_RANGE, "to_share").value(f));
        return None;
    }
    let to = p.to.unwrap_or(i64::MAX);
    if from < 1 || to < from {
        let (key, value) = if from < 1 { ("from", from) } else { ("to", to) };
        out.push(refuse(PRIZES_PLACE_RANGE_ORDER, key).value(value));
        return None;
    }
    Some((from, to))
}

fn check_pay(p: &PlaceSpec, at: &str, out: &mut Vec<Refusal>) {
    if p.cents.is_none() && p.percent.is_none() && p.goods.is_none() {
        out.push(
            Refusal::new(PRIZES_PLACE_PAYS_NOTHING)
                .field(at.to_string())
                .rule("H.4.3"),
        );
    }
    if let Some(c) = p.cents.filter(|c| *c < 0) {
        out.push(negative(format!("{at}.cents"), c));
    }
    if let Some(pc) = p.percent {
        check_percent(format!("{at}.percent"), pc, out);
    }
    if let Some(n) = p.round_cents.filter(|n| *n < 1) {
        out.push(
            Refusal::new(PRIZES_ROUND_RANGE)
                .field(format!("{at}.round_cents"))
                .value(n)
                .rule("H.4.3"),
        );
    }
}

/// A percent place needs a pot: a fee or lost-game fees (H.4, issue 22 item 4).
fn check_percent_pots(file: &PrizeFile, out: &mut Vec<Refusal>) {
    for (i, r) in file.rankings.iter().enumerate() {
        if file.has_pot(i) {
            continue;
        }
        for (j, p) in r.places.iter().enumerate() {
            if let Some(pc) = p.percent {
                out.push(
                    Refusal::new(PRIZES_PLACE_PERCENT_WITHOUT_POT)
                        .field(format!("rankings[{i}].places[{j}].percent"))
                        .value(pc)
                        .rule("H.4"),
                );
            }
        }
    }
}
