//! The Preisskat's lists (issue 22, RULES.md H.4): the prize list, ranking by ranking, the
//! cashier's payout list with a line to sign for each recipient, and one ranking of the prize
//! file. Each is one prepared view model, laid out as the sections the PDF draws and the text
//! writer prints, so the paper and the terminal say the same list. The prizes themselves are
//! `skatblock_prizes`'; the operations layer gathers them into these models.

use std::io::Write;

use serde::Serialize;

use super::pdf::{DocHeader, Row, Section};
use super::sections::{heading_row, print_on, row_by_keys, section};
use super::template::{Lang, Template};
use super::{Medium, ReportContext, ReportError};
use crate::i18n::format_cents;

/// Who a prize or a ranking row is about, as a list names it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Recipient {
    /// A player's number; `None` for a team or a club.
    pub number: Option<String>,
    /// The player's, team's or club's name.
    pub name: String,
    /// A team's players (numbers), in the team file's order; empty otherwise.
    pub members: Vec<String>,
    /// A player's club.
    pub club: Option<String>,
}

impl Recipient {
    /// The name as a list's name column shows it beside the number column: a player's name,
    /// a team with its players ("Nord: P1, P5"), or the club's name.
    fn label(&self) -> String {
        match (&self.number, self.members.is_empty()) {
            (None, false) => format!("{}: {}", self.name, self.members.join(", ")),
            _ => self.name.clone(),
        }
    }
}

/// One place of a ranking's prize list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrizePlace {
    /// The place (a pending group's first place for each of its rows).
    pub place: usize,
    /// Who holds it.
    pub who: Recipient,
    /// The amount; `None` while the place waits for a lot.
    pub cents: Option<i64>,
    /// Goods.
    pub goods: Option<String>,
    /// A prize shared by a tied group (H.4.4).
    pub shared: bool,
    /// The place waits for a lot.
    pub pending_lot: bool,
}

/// One ranking of the prize list: its pot and its places.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrizeRanking {
    /// The ranking's name in the prize file.
    pub name: String,
    /// Players, teams or clubs ranked.
    pub entrants: usize,
    /// The pot.
    pub pot_cents: i64,
    /// Every place held, pending ones at their amounts.
    pub paid_cents: i64,
    /// Pot − paid; negative when the organiser pays.
    pub rest_cents: i64,
    /// The places, first place first.
    pub places: Vec<PrizePlace>,
}

/// The prize list (*Preisliste*) of an event: every ranking in the prize file's order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct PrizeList {
    /// The rankings.
    pub rankings: Vec<PrizeRanking>,
}

/// One recipient of the payout list: the prizes of all its rankings together.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PayoutLine {
    /// Who is paid.
    pub who: Recipient,
    /// The sum.
    pub cents: i64,
    /// Goods.
    pub goods: Vec<String>,
    /// The rankings' names.
    pub rankings: Vec<String>,
    /// The payout the cashier recorded (`cash payout`), if the prize is paid.
    pub paid: Option<PaidLine>,
}

/// A recorded payout: what was handed over, by whom, when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PaidLine {
    /// The amount handed over.
    pub cents: i64,
    /// The goods handed over.
    pub goods: Vec<String>,
    /// Who recorded it.
    pub by: String,
    /// When (RFC 3339, UTC).
    pub at: String,
}

/// The places of one ranking that wait for a lot and are therefore not paid yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PendingPlaces {
    /// The ranking's name.
    pub ranking: String,
    /// How many places.
    pub places: usize,
}

/// The cashier's payout list (*Auszahlungsliste*): one line per recipient, most money first.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct PayoutList {
    /// The recipients.
    pub lines: Vec<PayoutLine>,
    /// What is not on the list yet because a lot is pending.
    pub pending: Vec<PendingPlaces>,
}

/// One row of a ranking of the prize file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RankingLine {
    /// Rank; `None` for a club with too few players.
    pub rank: Option<usize>,
    /// Tied with others: a lot decides.
    pub lot_required: bool,
    /// Who.
    pub who: Recipient,
    /// Total.
    pub total: i64,
    /// Games won.
    pub won: u32,
    /// Games lost.
    pub lost: u32,
}

/// One ranking of the prize file (`standings EVENT --ranking ID`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct RankingList {
    /// The ranking's name.
    pub name: String,
    /// The rows, first place first.
    pub rows: Vec<RankingLine>,
}

/// An amount as a list prints it, with a real minus: "−5,00 €".
fn money(lang: Lang, cents: i64) -> String {
    format_cents(lang, cents).replace('-', "−")
}

/// A prize's amount; nothing for a place that pays goods only.
fn amount(lang: Lang, cents: i64, goods: bool) -> String {
    match (cents, goods) {
        (0, true) => String::new(),
        _ => money(lang, cents),
    }
}

/// The event's page head with the list's own footer.
fn header(ctx: &ReportContext<'_>, template: &Template) -> Result<DocHeader, ReportError> {
    Ok(DocHeader {
        footer: template.text("generated", ctx.lang, &[]),
        ..ctx.header()?
    })
}

/// Writes `sections` of the list `template` on `medium`.
fn write_list(
    ctx: &ReportContext<'_>,
    template: &Template,
    sections: &[Section],
    medium: Medium,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let header = header(ctx, template)?;
    print_on(
        medium,
        &header,
        &ctx.event.name,
        template,
        ctx.lang,
        sections,
        out,
    )
}

/// The prize list: per ranking a heading (name, entrants, pot, paid, rest) and its places.
///
/// # Errors
/// A broken template; the writer's errors.
pub fn prize_list(
    ctx: &ReportContext<'_>,
    list: &PrizeList,
    medium: Medium,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let t = ctx.template("prizes")?;
    let sec = prize_section(&t, ctx.lang, list);
    write_list(ctx, &t, &[sec], medium, out)
}

/// The prize list's one section: the rankings one after another, each kept on a page where
/// it fits.
fn prize_section(t: &Template, lang: Lang, list: &PrizeList) -> Section {
    let paid: i64 = list.rankings.iter().map(|r| r.paid_cents).sum();
    let subtitle = t.text(
        "subtitle",
        lang,
        &[
            ("rankings", &list.rankings.len().to_string()),
            ("paid", &money(lang, paid)),
        ],
    );
    let mut sec = section(t, lang, subtitle);
    for ranking in &list.rankings {
        sec.rows.push(ranking_heading(t, lang, ranking));
        sec.rows.extend(place_rows(t, lang, ranking));
    }
    let places = || list.rankings.iter().flat_map(|r| &r.places);
    if places().any(|p| p.pending_lot) {
        sec.notes.push(t.text("pending_note", lang, &[]));
    }
    if places().any(|p| p.shared) {
        sec.notes.push(t.text("shared_note", lang, &[]));
    }
    sec.notes.push(t.text("pot_note", lang, &[]));
    sec
}

/// "Einzelwertung · 8 Teilnehmer · Topf 123,00 € · ausgezahlt 121,00 € · Rest 2,00 €".
fn ranking_heading(t: &Template, lang: Lang, r: &PrizeRanking) -> Row {
    let label = t.text(
        "ranking",
        lang,
        &[
            ("name", &r.name),
            ("entrants", &r.entrants.to_string()),
            ("pot", &money(lang, r.pot_cents)),
            ("paid", &money(lang, r.paid_cents)),
            ("rest", &money(lang, r.rest_cents)),
        ],
    );
    heading_row(label, t.columns.len())
}

/// A ranking's places; a ranking without any says so.
fn place_rows(t: &Template, lang: Lang, ranking: &PrizeRanking) -> Vec<Row> {
    if ranking.places.is_empty() {
        let none = Row {
            label: Some(t.text("no_places", lang, &[])),
            label_span: t.columns.len(),
            ..Row::default()
        };
        return vec![none];
    }
    (ranking.places.iter())
        .map(|p| Row {
            cells: row_by_keys(t, |key| place_cell(t, lang, p, key)),
            ..Row::default()
        })
        .collect()
}

/// One cell of a place: a pending place marked like a tie of the standings, a shared prize
/// marked beside its amount.
fn place_cell(t: &Template, lang: Lang, p: &PrizePlace, key: &str) -> String {
    match key {
        "place" if p.pending_lot => format!("{}.{}", p.place, t.text("tie_mark", lang, &[])),
        "place" => format!("{}.", p.place),
        "player_id" => p.who.number.clone().unwrap_or_default(),
        "name" => p.who.label(),
        "club" => p.who.club.clone().unwrap_or_default(),
        "amount" => match p.cents {
            None => t.text("pending", lang, &[]),
            Some(c) => amount(lang, c, p.goods.is_some()),
        },
        // The mark stands beside the amount, so the amounts stay aligned for the cashier.
        "shared" if p.shared => t.text("shared_mark", lang, &[]),
        "goods" => p.goods.clone().unwrap_or_default(),
        _ => String::new(),
    }
}

/// The cashier's payout list: what is still pending above the table, then each recipient
/// with a line to sign, the total at the end.
///
/// # Errors
/// A broken template; the writer's errors.
pub fn payout_list(
    ctx: &ReportContext<'_>,
    list: &PayoutList,
    medium: Medium,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let t = ctx.template("payouts")?;
    let sec = payout_section(&t, ctx.lang, list);
    write_list(ctx, &t, &[sec], medium, out)
}

fn payout_section(t: &Template, lang: Lang, list: &PayoutList) -> Section {
    let total = money(lang, list.lines.iter().map(|l| l.cents).sum());
    let recipients = list.lines.len().to_string();
    let values = [("recipients", &*recipients), ("total", &*total)];
    let mut sec = section(t, lang, t.text("subtitle", lang, &values));
    sec.rows.extend(pending_row(t, lang, &list.pending));
    for line in &list.lines {
        sec.rows.push(payout_row(t, lang, line));
        sec.rows.push(received_row(t, lang, line.paid.as_ref()));
    }
    sec.rows.push(total_row(t, lang, (&recipients, &total)));
    if list.lines.is_empty() {
        sec.notes.push(t.text("no_payouts", lang, &[]));
    }
    sec.notes.push(t.text("note", lang, &[]));
    sec.notes.push(t.text("signature", lang, &[]));
    sec
}

/// "Noch nicht auf dieser Liste: 2 Plätze mit ausstehendem Los (Einzelwertung: 2)", in bold
/// above the recipients; nothing when no place is pending.
fn pending_row(t: &Template, lang: Lang, pending: &[PendingPlaces]) -> Option<Row> {
    let places: usize = pending.iter().map(|p| p.places).sum();
    if places == 0 {
        return None;
    }
    let rankings: Vec<String> = (pending.iter())
        .map(|p| format!("{}: {}", p.ranking, p.places))
        .collect();
    let key = if places == 1 {
        "pending_one"
    } else {
        "pending"
    };
    let values = [
        ("places", &*places.to_string()),
        ("rankings", &*rankings.join(", ")),
    ];
    Some(Row {
        label: Some(t.text(key, lang, &values)),
        label_span: t.columns.len(),
        bold: true,
        ..Row::default()
    })
}

/// A recipient's row; it starts the group its signature line ends.
fn payout_row(t: &Template, lang: Lang, line: &PayoutLine) -> Row {
    let who = &line.who;
    let cells = row_by_keys(t, |key| match key {
        "player_id" => who.number.clone().unwrap_or_default(),
        "name" => who.label(),
        "amount" => amount(lang, line.cents, !line.goods.is_empty()),
        "goods" => line.goods.join(", "),
        "rankings" => line.rankings.join(", "),
        _ => String::new(),
    });
    Row {
        cells,
        group_start: true,
        ..Row::default()
    }
}

/// "Betrag erhalten: ______   Unterschrift: ______" under a recipient, or for a prize paid
/// already the payout recorded ("Ausgezahlt: 48,00 € am 28.11.2026 21:40 UTC (Kasse)").
fn received_row(t: &Template, lang: Lang, paid: Option<&PaidLine>) -> Row {
    let text = match paid {
        None => t.text("received", lang, &[]),
        Some(p) => {
            // What was handed over: the money (if any) and the goods.
            let money = (p.cents > 0).then(|| money(lang, p.cents));
            let amount = money.into_iter().chain(p.goods.iter().cloned());
            let amount = amount.collect::<Vec<_>>().join(" + ");
            let at = when(lang, &p.at);
            let values = [("amount", &*amount), ("at", &*at), ("by", &*p.by)];
            t.text("paid", lang, &values)
        }
    };
    Row {
        label: Some(text),
        label_span: t.columns.len(),
        ..Row::default()
    }
}

/// A recorded time as the language writes it, in UTC as stored; the stored text when it does
/// not read.
fn when(lang: Lang, at: &str) -> String {
    let format = match lang {
        Lang::De => "%d.%m.%Y %H:%M UTC",
        Lang::En => "%Y-%m-%d %H:%M UTC",
    };
    chrono::DateTime::parse_from_rfc3339(at).map_or_else(
        |_| at.to_string(),
        |t| t.naive_utc().format(format).to_string(),
    )
}

/// The sum of the list, under the amounts; "Summe (12 Empfänger)" in the name column.
fn total_row(t: &Template, lang: Lang, (recipients, total): (&str, &str)) -> Row {
    let cells = row_by_keys(t, |key| match key {
        "name" => t.text("total", lang, &[("recipients", recipients)]),
        "amount" => total.to_string(),
        _ => String::new(),
    });
    Row {
        cells,
        bold: true,
        shade: true,
        group_start: true,
        ..Row::default()
    }
}

/// One ranking of the prize file: rank (marked where a lot is needed), number, name, total,
/// won, lost, and a team's or club's players.
///
/// # Errors
/// A broken template; the writer's errors.
pub fn ranking_list(
    ctx: &ReportContext<'_>,
    list: &RankingList,
    medium: Medium,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let t = ctx.template("prize_ranking")?;
    let mut sec = section(&t, ctx.lang, list.name.clone());
    let tie = t.text("tie_mark", ctx.lang, &[]);
    for r in &list.rows {
        let cells = row_by_keys(&t, |key| match key {
            "rank" => match r.rank {
                Some(n) if r.lot_required => format!("{n}.{tie}"),
                Some(n) => format!("{n}."),
                None => String::new(),
            },
            "id" => r.who.number.clone().unwrap_or_default(),
            "name" => r.who.name.clone(),
            "total" => r.total.to_string(),
            "won" => r.won.to_string(),
            "lost" => r.lost.to_string(),
            "members" => r.who.members.join(", "),
            _ => String::new(),
        });
        sec.rows.push(Row {
            cells,
            ..Row::default()
        });
    }
    if list.rows.iter().any(|r| r.lot_required) {
        sec.notes.push(t.text("tie_note", ctx.lang, &[]));
    }
    write_list(ctx, &t, &[sec], medium, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(place: usize, who: Recipient, cents: Option<i64>) -> PrizePlace {
        PrizePlace {
            place,
            who,
            cents,
            goods: None,
            shared: false,
            pending_lot: cents.is_none(),
        }
    }

    fn player(number: &str, name: &str) -> Recipient {
        Recipient {
            number: Some(number.into()),
            name: name.into(),
            club: Some("SC Pik As".into()),
            ..Recipient::default()
        }
    }

    fn cells(sec: &Section) -> Vec<String> {
        (sec.rows.iter())
            .map(|r| r.label.clone().unwrap_or_else(|| r.cells.join("|")))
            .collect()
    }

    /// Issue 22: a shared prize is marked at its amount, a pending one marked like a tie,
    /// goods without money show no amount, a team is named with its players.
    #[test]
    fn issue_22_the_prize_list_marks_shared_and_pending_places_and_names_teams() {
        let t = Template::load("prizes", None).expect("the built-in template");
        let team = Recipient {
            name: "Nord".into(),
            members: vec!["P1".into(), "P5".into()],
            ..Recipient::default()
        };
        let mut shared = place(2, player("P2", "Bernd Bauer"), Some(3000));
        shared.shared = true;
        let mut goods = place(1, player("P3", "Clara Claus"), Some(0));
        goods.goods = Some("Präsentkorb".into());
        let ranking = |name: &str, places| PrizeRanking {
            name: name.into(),
            entrants: 8,
            pot_cents: 12300,
            paid_cents: 12500,
            rest_cents: -200,
            places,
        };
        let list = PrizeList {
            rankings: vec![
                ranking(
                    "Einzel",
                    vec![shared, place(4, player("P6", "Frieda Fink"), None)],
                ),
                ranking("Tandem", vec![goods, place(1, team, Some(2000))]),
            ],
        };
        let sec = prize_section(&t, Lang::De, &list);
        assert_eq!(
            cells(&sec),
            [
                "Einzel · 8 Teilnehmer · Topf 123,00 € · ausgezahlt 125,00 € · Rest −2,00 €",
                "2.|P2|Bernd Bauer|SC Pik As|30,00 €|*|",
                "4.=|P6|Frieda Fink|SC Pik As|Los ausstehend||",
                "Tandem · 8 Teilnehmer · Topf 123,00 € · ausgezahlt 125,00 € · Rest −2,00 €",
                "1.|P3|Clara Claus|SC Pik As|||Präsentkorb",
                "1.||Nord: P1, P5||20,00 €||",
            ]
        );
        assert_eq!(sec.subtitle, "2 Wertungen · Preise 250,00 €");
        assert_eq!(
            sec.notes.len(),
            3,
            "pending, shared and the pot: {:?}",
            sec.notes
        );
    }

    /// Issue 22: the payout list says what pends above the recipients, a line to sign under
    /// each, and the total last.
    #[test]
    fn issue_22_a_paid_prize_shows_the_payout_recorded_above_its_signature() {
        let t = Template::load("payouts", None).expect("the built-in template");
        let paid = PaidLine {
            cents: 6100,
            goods: vec!["Pokal".into()],
            by: "Kasse".into(),
            at: "2026-11-28T21:40:05Z".into(),
        };
        let row = received_row(&t, Lang::De, Some(&paid));
        assert_eq!(
            row.label.as_deref(),
            Some(
                "Ausgezahlt: 61,00 € + Pokal am 28.11.2026 21:40 UTC (Kasse)   Unterschrift: ____________________"
            )
        );
        let unread = PaidLine {
            at: "gestern".into(),
            ..paid
        };
        let row = received_row(&t, Lang::En, Some(&unread));
        assert!(row.label.is_some_and(|l| l.contains("on gestern (Kasse)")));
    }

    #[test]
    fn issue_22_the_payout_list_has_the_pending_note_first_and_a_line_to_sign_per_recipient() {
        let t = Template::load("payouts", None).expect("the built-in template");
        let line = |who, cents| PayoutLine {
            who,
            cents,
            goods: Vec::new(),
            rankings: vec!["Einzel".into()],
            paid: None,
        };
        let list = PayoutList {
            lines: vec![
                line(player("P5", "Erika Eck"), 6100),
                line(player("P3", "Clara Claus"), 2400),
            ],
            pending: vec![PendingPlaces {
                ranking: "Einzel".into(),
                places: 1,
            }],
        };
        let sec = payout_section(&t, Lang::En, &list);
        let received =
            "Amount received: ________________   Signature: ______________________________";
        assert_eq!(
            cells(&sec),
            [
                "Not on this list yet: 1 place with a lot pending (Einzel: 1).",
                "P5|Erika Eck|€61.00||Einzel",
                received,
                "P3|Clara Claus|€24.00||Einzel",
                received,
                "|Total (2 recipients)|€85.00||",
            ]
        );
        assert!(
            sec.rows[1].group_start && !sec.rows[2].group_start,
            "a recipient and its line stay together"
        );
    }
}
