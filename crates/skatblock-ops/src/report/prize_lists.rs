//! The Preisskat's lists (issue 22) as the report crate's view models: the prizes of
//! `skatblock_prizes` named by the prize file's rankings, the players' clubs and the teams'
//! members. Pure over what the operations layer read; no store here.

use std::collections::HashMap;

use skatblock_prizes as pz;

use super::prizes::{
    PaidLine, PayoutLine, PayoutList, PendingPlaces, PrizeList, PrizePlace, PrizeRanking,
    RankingLine, RankingList, Recipient,
};

/// What names a list's rows besides the prizes.
#[derive(Debug, Clone, Default)]
pub struct Names {
    /// The rankings' names by id.
    pub rankings: HashMap<String, String>,
    /// The players' clubs by number.
    pub clubs: HashMap<String, String>,
    /// The teams' members by (ranking, team).
    pub members: HashMap<(String, String), Vec<String>>,
}

impl Names {
    /// The name of ranking `id` (its id when the file does not name it).
    fn ranking(&self, id: &str) -> String {
        self.rankings
            .get(id)
            .cloned()
            .unwrap_or_else(|| id.to_string())
    }

    /// Who a row of ranking `ranking` is about, as a list names it.
    fn recipient(&self, ranking: &str, who: &pz::Who, name: &str) -> Recipient {
        let (number, members, club) = match who {
            pz::Who::Player(n) => (Some(n.clone()), Vec::new(), self.clubs.get(n).cloned()),
            pz::Who::Team(team) => {
                let key = (ranking.to_string(), team.clone());
                let members = self.members.get(&key).cloned().unwrap_or_default();
                (None, members, None)
            }
            pz::Who::Club(_) => (None, Vec::new(), None),
        };
        Recipient {
            number,
            name: name.to_string(),
            members,
            club,
        }
    }
}

/// The prize list: every pot with its places, in the prize file's order.
pub fn prize_list(prizes: &pz::Prizes, names: &Names) -> PrizeList {
    let rankings = prizes
        .pots
        .iter()
        .map(|pot| PrizeRanking {
            name: names.ranking(&pot.ranking),
            entrants: pot.entrants,
            pot_cents: pot.pot_cents,
            paid_cents: pot.paid_cents,
            rest_cents: pot.rest_cents,
            places: (prizes.places.iter())
                .filter(|p| p.ranking == pot.ranking)
                .map(|p| PrizePlace {
                    place: p.place,
                    who: names.recipient(&p.ranking, &p.who, &p.name),
                    cents: p.cents,
                    goods: p.goods.clone(),
                    shared: p.shared,
                    pending_lot: p.pending_lot,
                })
                .collect(),
        })
        .collect();
    PrizeList { rankings }
}

/// The payout list: one line per recipient (pending places are not paid yet), and how many
/// places of which rankings wait for a lot.
pub fn payout_list(
    prizes: &pz::Prizes,
    names: &Names,
    paid: &HashMap<pz::Who, (String, PaidLine)>,
) -> PayoutList {
    let mut lines: Vec<PayoutLine> = prizes
        .payouts
        .iter()
        .map(|p| {
            let ranking = p.rankings.first().map_or("", String::as_str);
            PayoutLine {
                who: names.recipient(ranking, &p.who, &p.name),
                cents: p.cents,
                goods: p.goods.clone(),
                rankings: p.rankings.iter().map(|r| names.ranking(r)).collect(),
                paid: paid.get(&p.who).map(|(_, line)| line.clone()),
            }
        })
        .collect();
    lines.extend(paid_and_gone(prizes, names, paid));
    let pending = (prizes.pots.iter())
        .map(|pot| PendingPlaces {
            ranking: names.ranking(&pot.ranking),
            places: (prizes.places.iter())
                .filter(|p| p.ranking == pot.ranking && p.pending_lot)
                .count(),
        })
        .filter(|p| p.places > 0)
        .collect();
    PayoutList { lines, pending }
}

/// Paid before and no prize now (the results changed): on the list with what was handed
/// over, so nothing paid drops out of the cashier's sight.
fn paid_and_gone(
    prizes: &pz::Prizes,
    names: &Names,
    paid: &HashMap<pz::Who, (String, PaidLine)>,
) -> Vec<PayoutLine> {
    let now: std::collections::HashSet<&pz::Who> = prizes.payouts.iter().map(|p| &p.who).collect();
    let mut gone: Vec<_> = paid.iter().filter(|(who, _)| !now.contains(who)).collect();
    gone.sort_by(|a, b| a.0.cmp(b.0));
    gone.into_iter()
        .map(|(who, (name, line))| PayoutLine {
            who: names.recipient("", who, name),
            cents: 0,
            goods: Vec::new(),
            rankings: Vec::new(),
            paid: Some(line.clone()),
        })
        .collect()
}

/// One ranking of the prize file: its rows with the players' numbers, a team's or club's
/// players.
pub fn ranking_list(name: &str, rows: &[pz::RankingRow]) -> RankingList {
    let rows = rows
        .iter()
        .map(|r| RankingLine {
            rank: r.rank,
            lot_required: r.lot_required,
            who: Recipient {
                number: match &r.who {
                    pz::Who::Player(n) => Some(n.clone()),
                    _ => None,
                },
                name: r.name.clone(),
                members: r.members.clone().unwrap_or_default(),
                club: None,
            },
            total: r.total,
            won: r.won,
            lost: r.lost,
        })
        .collect();
    RankingList {
        name: name.to_string(),
        rows,
    }
}
