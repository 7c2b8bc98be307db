//! The Preisskat's printed lists (issue 22 item 4): the prize list, the cashier's payout list
//! and one ranking of the prize file, as PDF or as the same list in text. The prizes are
//! [`super::event_prizes`]'; here they are named (rankings, clubs, team members) and laid out.

use std::collections::HashMap;
use std::path::Path;

use serde::Deserialize;
use ts_rs::TS;

use super::{RankingStandings, Result};
use crate::event;
use crate::i18n::Lang;
use crate::report::prize_lists::{self, Names};
use crate::report::prizes::PaidLine;
use crate::report::{Medium, ReportContext, forms, prizes as lists};
use crate::store::{EventId, Store};

/// How a Preisskat list is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum PrizeListFormat {
    /// A printable A4 PDF.
    Pdf,
    /// The printed list as plain text (the CLI's): the same section in monospace columns.
    Text,
}

impl PrizeListFormat {
    fn medium(self) -> Medium {
        match self {
            PrizeListFormat::Pdf => Medium::Pdf,
            PrizeListFormat::Text => Medium::Text,
        }
    }
}

/// `report_prizes`, `report_payouts`: which event, how, in which language.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct PrizeReportInput {
    /// The event.
    pub event: EventId,
    /// PDF or text.
    pub format: PrizeListFormat,
    /// The language of the list.
    pub lang: Lang,
}

/// The app's `save_prize_list` and `save_payout_list`: the list as PDF into a file.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct PrizePdfInput {
    /// The event.
    pub event: EventId,
    /// The file to write.
    pub path: String,
    /// The language of the list.
    pub lang: Lang,
}

impl PrizePdfInput {
    /// The list's input as a PDF.
    pub fn pdf(&self) -> PrizeReportInput {
        PrizeReportInput {
            event: self.event,
            format: PrizeListFormat::Pdf,
            lang: self.lang,
        }
    }
}

/// `report_ranking`: one ranking of the event's prize file.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct RankingReportInput {
    /// The event.
    pub event: EventId,
    /// The ranking's id in the prize file.
    pub ranking: String,
    /// PDF or text.
    pub format: PrizeListFormat,
    /// The language of the list.
    pub lang: Lang,
}

/// A ranking's list with the standings it shows (their recorded lots that no longer fit
/// are said by the caller).
#[derive(Debug, Clone)]
pub struct RankingReport {
    /// The ranking as `ranking_standings` gives it.
    pub standings: RankingStandings,
    /// The list as PDF or text.
    pub bytes: Vec<u8>,
}

/// The prize list (*Preisliste*): per ranking its pot and places. As text (the CLI's `prizes
/// --format text`) the cashier's payout list follows it, so the terminal shows every prize.
///
/// # Errors
/// An unknown event; an event without a prize file; a broken template.
pub fn report_prizes(
    store: &Store,
    input: PrizeReportInput,
    templates: Option<&Path>,
) -> Result<Vec<u8>> {
    let text = input.format == PrizeListFormat::Text;
    write_lists(store, input, templates, (true, text))
}

/// The cashier's payout list (*Auszahlungsliste*): one line per recipient, most money first,
/// a line to sign under each (or the payout recorded), the total; pending places named above
/// the table.
///
/// # Errors
/// As [`report_prizes`].
pub fn report_payouts(
    store: &Store,
    input: PrizeReportInput,
    templates: Option<&Path>,
) -> Result<Vec<u8>> {
    write_lists(store, input, templates, (false, true))
}

/// The prize list and/or the payout list of the event, one after the other.
fn write_lists(
    store: &Store,
    input: PrizeReportInput,
    templates: Option<&Path>,
    (prize_list, payout_list): (bool, bool),
) -> Result<Vec<u8>> {
    let ev = event::event(store, input.event)?;
    let ctx = ReportContext {
        event: &ev,
        lang: input.lang,
        templates,
    };
    let (prizes, names, paid) = named_prizes(store, input.event)?;
    let medium = input.format.medium();
    let mut out = Vec::new();
    if prize_list {
        let list = prize_lists::prize_list(&prizes, &names);
        lists::prize_list(&ctx, &list, medium, &mut out)?;
    }
    if payout_list {
        if prize_list {
            out.push(b'\n');
        }
        let list = prize_lists::payout_list(&prizes, &names, &paid);
        lists::payout_list(&ctx, &list, medium, &mut out)?;
    }
    Ok(out)
}

/// One ranking of the prize file as a list (the CLI's `standings --ranking ID --format text`).
///
/// # Errors
/// As [`super::ranking_standings`]; a broken template.
pub fn report_ranking(
    store: &Store,
    input: RankingReportInput,
    templates: Option<&Path>,
) -> Result<RankingReport> {
    let ev = event::event(store, input.event)?;
    let standings = super::ranking_standings(store, input.event, &input.ranking)?;
    let ctx = ReportContext {
        event: &ev,
        lang: input.lang,
        templates,
    };
    let list = prize_lists::ranking_list(&standings.name, &standings.rows);
    let mut bytes = Vec::new();
    lists::ranking_list(&ctx, &list, input.format.medium(), &mut bytes)?;
    Ok(RankingReport { standings, bytes })
}

/// The payouts the cashier recorded, by recipient, with the recipient's name.
type PaidLines = HashMap<super::Who, (String, PaidLine)>;

/// The payouts of the prizes computed that the cashier recorded.
fn paid_lines(store: &Store, event: EventId, payouts: Vec<super::PayoutRow>) -> Result<PaidLines> {
    Ok(super::payouts::with_paid(store, event, payouts)?
        .into_iter()
        .filter_map(|row| {
            let paid = row.paid?;
            let line = PaidLine {
                cents: paid.cents,
                goods: paid.goods,
                by: paid.by,
                at: paid.at,
            };
            Some((row.payout.who, (row.payout.name, line)))
        })
        .collect())
}

/// The event's prizes (computed once) with what names their rows — the rankings' names, the
/// players' clubs, the members of the teams of every team ranking — and the payouts recorded.
fn named_prizes(store: &Store, event: EventId) -> Result<(super::Prizes, Names, PaidLines)> {
    let file = super::preisskat::required_file(store, event)?;
    let computed = super::preisskat::computed(store, event, file)?;
    let clubs: HashMap<String, String> = forms::registry(store)?
        .into_values()
        .filter_map(|p| Some((p.number.to_string(), p.club.filter(|c| !c.is_empty())?)))
        .collect();
    let mut members = HashMap::new();
    for ranking in &computed.ranked.rankings {
        for row in ranking.rows.iter().filter(|r| r.who.kind() == "team") {
            let team = (ranking.id.clone(), row.who.key().to_string());
            members.insert(team, row.members.clone().unwrap_or_default());
        }
    }
    let rankings = (computed.file.rankings.iter())
        .map(|r| (r.id.clone(), r.name.clone()))
        .collect();
    let paid = paid_lines(store, event, computed.prizes.payouts.clone())?;
    let names = Names {
        rankings,
        clubs,
        members,
    };
    Ok((computed.prizes, names, paid))
}
