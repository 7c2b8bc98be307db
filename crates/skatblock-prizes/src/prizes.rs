//! Pots, places, prizes and payouts (RULES.md H.4): where each ranking's prize money comes from,
//! who takes which place, and what the cashier pays whom.

use std::collections::{HashMap, HashSet};

use serde::Serialize;

use crate::file::{LostGameFees, PlaceSpec, PrizeFile, RankingKind, RankingSpec, Tie};
use crate::file::{basis_points, fee_share_bp};
use crate::rankings::{Ranking, RankingRow, Who};

/// The lost-game fees of the event (H.4.2), as the cash book computed them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LostGameFeesIn {
    /// All of them, in cents.
    pub total_cents: i64,
    /// Per series, in cents: index 0 is series 1.
    pub per_series_cents: Vec<i64>,
}

/// One ranking's money (H.4.6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct PotRow {
    /// The ranking's id.
    pub ranking: String,
    /// Players, teams or clubs listed.
    pub entrants: usize,
    /// Fees × entry percent + the lost-game fees taken − costs.
    pub pot_cents: i64,
    /// Every place held, pending ones at their place amounts, shares at k × ⌊sum/k⌋.
    pub paid_cents: i64,
    /// `pot_cents − paid_cents`; negative when the organiser pays the difference.
    pub rest_cents: i64,
}

/// One recipient's place in one ranking (H.4.6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct PlaceRow {
    /// The ranking's id.
    pub ranking: String,
    /// The place; a tied group's first place.
    pub place: usize,
    /// The player, team or club.
    #[serde(flatten)]
    pub who: Who,
    /// The name.
    pub name: String,
    /// The prize in cents; `null` while a lot is pending.
    pub cents: Option<i64>,
    /// The prize in kind, if any (`null` while a lot is pending).
    pub goods: Option<String>,
    /// The cents are a share of a tied group's places.
    pub shared: bool,
    /// Waits for a lot: of its own group, or of a group of an earlier ranking (H.4.5).
    pub pending_lot: bool,
}

/// What the cashier pays one recipient over all rankings (H.4.6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct PayoutRow {
    /// The player, team or club.
    #[serde(flatten)]
    pub who: Who,
    /// The name.
    pub name: String,
    /// The summed cents.
    pub cents: i64,
    /// The prizes in kind.
    pub goods: Vec<String>,
    /// The ids of the rankings paying.
    pub rankings: Vec<String>,
}

/// The prizes of an event, as `prizes EVENT --format json` prints them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Prizes {
    /// Per ranking, in the file's order.
    pub pots: Vec<PotRow>,
    /// Per ranking and recipient, in the file's order, then by place.
    pub places: Vec<PlaceRow>,
    /// One row per recipient, pending rows excluded, most cents first.
    pub payouts: Vec<PayoutRow>,
}

/// What a place pays.
#[derive(Debug, Clone, Default)]
struct Slot {
    cents: i64,
    goods: Option<String>,
}

impl Slot {
    fn pays(&self) -> bool {
        self.cents > 0 || self.goods.is_some()
    }
}

/// What the rankings served so far leave to the later ones (H.4.5).
#[derive(Debug, Default)]
struct Served {
    /// Players holding a prize of an individual ranking.
    holders: HashSet<String>,
    /// A pending group straddled the last paying place: later individual rankings wait.
    blocked: bool,
}

/// The pots, places and payouts of a validated prize file over its rankings (H.4). `rankings`
/// are [`rankings`](crate::rankings)' output, matched to the file's rankings by id.
pub fn prizes(file: &PrizeFile, rankings: &[Ranking], fees: &LostGameFeesIn) -> Prizes {
    let mut served = Served::default();
    let mut pots = Vec::with_capacity(file.rankings.len());
    let mut places = Vec::new();
    let empty = Vec::new();
    for (i, spec) in file.rankings.iter().enumerate() {
        let rows = rankings
            .iter()
            .find(|r| r.id == spec.id)
            .map_or(&empty, |r| &r.rows);
        let pot = pot_cents(file, i, rows.len(), fees);
        let slots = slots(spec, pot, rows.len());
        let (mut rows_out, paid) = serve(file, i, rows, &slots, &mut served);
        places.append(&mut rows_out);
        pots.push(PotRow {
            ranking: spec.id.clone(),
            entrants: rows.len(),
            pot_cents: pot,
            paid_cents: paid,
            rest_cents: pot - paid,
        });
    }
    let payouts = payouts(&places);
    Prizes {
        pots,
        places,
        payouts,
    }
}

fn share_of(amount: i64, bp: i64) -> i64 {
    let part = i128::from(amount) * i128::from(bp) / 10_000;
    i64::try_from(part).unwrap_or(i64::MAX)
}

/// Fee × entrants × entry percent + the lost-game fees taken − costs (H.4.1, H.4.2).
fn pot_cents(file: &PrizeFile, i: usize, entrants: usize, fees: &LostGameFeesIn) -> i64 {
    let spec = &file.rankings[i];
    let fee_total = file
        .fee_cents(i)
        .saturating_mul(i64::try_from(entrants).unwrap_or(i64::MAX));
    let Some(pot) = &spec.pot else {
        return fee_total;
    };
    let entry = share_of(fee_total, basis_points(pot.entry_percent).unwrap_or(10_000));
    let taken = match pot.lost_game_fees {
        LostGameFees::None => 0,
        LostGameFees::All => share_of(fees.total_cents, fee_share_bp(pot)),
        LostGameFees::Series => {
            let k = spec.series.and_then(|k| usize::try_from(k - 1).ok());
            let series = k.and_then(|k| fees.per_series_cents.get(k)).copied();
            share_of(series.unwrap_or(0), fee_share_bp(pot))
        }
    };
    entry + taken - pot.costs_cents
}

/// The last place of a range: `to`, or ⌊entrants × F⌋ for `to_share` (F read to the millionth,
/// so 0.29 of 100 is 29, not 28).
fn range_end(place: &PlaceSpec, entrants: usize) -> usize {
    match (place.to, place.to_share) {
        (Some(to), _) => usize::try_from(to).unwrap_or(0),
        (None, Some(f)) => {
            let ppm = (f * 1_000_000.0).round() as u128;
            usize::try_from(entrants as u128 * ppm / 1_000_000).unwrap_or(usize::MAX)
        }
        (None, None) => 0,
    }
}

/// What each place pays, place 1 first, up to the last declared place within the entrants.
fn slots(spec: &RankingSpec, pot: i64, entrants: usize) -> Vec<Slot> {
    let mut out: Vec<Slot> = Vec::new();
    for place in &spec.places {
        let from = place
            .from
            .and_then(|f| usize::try_from(f).ok())
            .unwrap_or(1);
        let to = range_end(place, entrants).min(entrants);
        if to < from {
            continue;
        }
        if out.len() < to {
            out.resize(to, Slot::default());
        }
        let round = place.round_cents.or(spec.round_cents).unwrap_or(1).max(1);
        let percent = place.percent.and_then(basis_points).map_or(0, |bp| {
            let exact = share_of(pot.max(0), bp);
            exact - exact % round
        });
        for slot in &mut out[from - 1..to] {
            slot.cents = place.cents.unwrap_or(0) + percent;
            slot.goods = place.goods.clone();
        }
    }
    out
}

/// The places of one ranking and the cents they hold (H.4.4, H.4.5).
fn serve(
    file: &PrizeFile,
    i: usize,
    rows: &[RankingRow],
    slots: &[Slot],
    served: &mut Served,
) -> (Vec<PlaceRow>, i64) {
    let spec = &file.rankings[i];
    let passes_over = spec.kind() == RankingKind::Individual && file.one_prize_per_player;
    let eligible = eligible(rows, passes_over.then_some(&served.holders));
    let mut ctx = Serving {
        ranking: &spec.id,
        tie: file.tie_of(i),
        out: Vec::new(),
        paid: 0,
        holders: Vec::new(),
        straddles: false,
    };
    let mut p = 0;
    for group in tied_runs(&eligible) {
        if p >= slots.len() {
            break;
        }
        let end = (p + group.len()).min(slots.len());
        let k = group.len();
        ctx.place(group, p, &slots[p..end]);
        p += k;
    }
    if passes_over && served.blocked {
        ctx.out.iter_mut().for_each(pending);
    }
    if passes_over {
        served.holders.extend(ctx.holders);
        served.blocked |= ctx.straddles;
    }
    (ctx.out, ctx.paid)
}

/// The ranked rows that can take a place: all, or those holding no prize yet (H.4.5).
fn eligible<'a>(rows: &'a [RankingRow], holders: Option<&HashSet<String>>) -> Vec<&'a RankingRow> {
    rows.iter()
        .take_while(|r| r.rank.is_some())
        .filter(|r| holders.is_none_or(|h| !h.contains(r.who.key())))
        .collect()
}

fn pending(row: &mut PlaceRow) {
    row.cents = None;
    row.goods = None;
    row.shared = false;
    row.pending_lot = true;
}

/// Runs of eligible rows: a tied group (`lot_required`, one rank) or a single row. Rows passed
/// over no longer tie the others.
fn tied_runs<'a>(rows: &[&'a RankingRow]) -> Vec<Vec<&'a RankingRow>> {
    let mut runs: Vec<Vec<&RankingRow>> = Vec::new();
    for &row in rows {
        match runs.last_mut() {
            Some(run) if row.lot_required && run[0].lot_required && run[0].rank == row.rank => {
                run.push(row)
            }
            _ => runs.push(vec![row]),
        }
    }
    runs
}

/// One ranking being served.
struct Serving<'a> {
    ranking: &'a str,
    tie: Tie,
    out: Vec<PlaceRow>,
    paid: i64,
    holders: Vec<String>,
    straddles: bool,
}

impl Serving<'_> {
    fn row(&self, row: &RankingRow, place: usize, cents: Option<i64>) -> PlaceRow {
        PlaceRow {
            ranking: self.ranking.to_string(),
            place,
            who: row.who.clone(),
            name: row.name.clone(),
            cents,
            goods: None,
            shared: false,
            pending_lot: cents.is_none(),
        }
    }

    /// Places `group` on the places from `p` (0-based); `slots` are those within the paid ones.
    fn place(&mut self, group: Vec<&RankingRow>, p: usize, slots: &[Slot]) {
        if !slots.iter().any(Slot::pays) {
            return;
        }
        let sum: i64 = slots.iter().map(|s| s.cents).sum();
        let goods = slots.iter().any(|s| s.goods.is_some());
        if group.len() == 1 {
            let mut row = self.row(group[0], p + 1, Some(sum));
            row.goods = slots[0].goods.clone();
            self.paid += sum;
            self.holders.push(group[0].who.key().to_string());
            self.out.push(row);
        } else if self.tie == Tie::Share && !goods {
            self.share(&group, p, sum);
        } else {
            let all_pay = slots.len() == group.len() && slots.iter().all(Slot::pays);
            self.paid += sum;
            for member in &group {
                let row = self.row(member, p + 1, None);
                self.out.push(row);
                if all_pay {
                    self.holders.push(member.who.key().to_string());
                }
            }
            self.straddles |= !all_pay;
        }
    }

    /// Each of the k tied rows takes ⌊sum / k⌋; the leftover cents stay in the pot (H.4.4).
    fn share(&mut self, group: &[&RankingRow], p: usize, sum: i64) {
        let each = sum / group.len() as i64;
        if each <= 0 {
            return;
        }
        self.paid += each * group.len() as i64;
        for member in group {
            let mut row = self.row(member, p + 1, Some(each));
            row.shared = true;
            self.out.push(row);
            self.holders.push(member.who.key().to_string());
        }
    }
}

/// One row per recipient of the settled places, most cents first (H.4.6).
fn payouts(places: &[PlaceRow]) -> Vec<PayoutRow> {
    let mut out: Vec<PayoutRow> = Vec::new();
    let mut index: HashMap<&Who, usize> = HashMap::new();
    for place in places.iter().filter(|p| !p.pending_lot) {
        let i = *index.entry(&place.who).or_insert_with(|| {
            out.push(PayoutRow {
                who: place.who.clone(),
                name: place.name.clone(),
                cents: 0,
                goods: Vec::new(),
                rankings: Vec::new(),
            });
            out.len() - 1
        });
        let row = &mut out[i];
        row.cents += place.cents.unwrap_or(0);
        row.goods.extend(place.goods.clone());
        if !row.rankings.contains(&place.ranking) {
            row.rankings.push(place.ranking.clone());
        }
    }
    out.retain(|r| r.cents > 0 || !r.goods.is_empty());
    out.sort_by_key(|r| std::cmp::Reverse(r.cents));
    out
}
