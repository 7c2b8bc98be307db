//! The money of a club evening (issue 11): every list of an event, or of one series, settled
//! at the event's cents per point, for the app's screen, the PDF and the CSV. The sheet and its
//! settlement are the rules engine's; here they are gathered and named.

use std::collections::HashMap;
use std::path::Path;

use serde::Deserialize;
use ts_rs::TS;

use super::{ReportFormat, Result};
use crate::event;
use crate::i18n::Lang;
use crate::report::money::{self as report, MoneyPlayer, MoneyReport, MoneyTable, codes};
use crate::report::{CsvDialect, forms};
use crate::rules::{Refusal, compute_sheet};
use crate::store::{self, Event, PlayerId, PlayerNo, Store};

/// `money`: the settlement of an event's lists, or of one series.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct MoneyInput {
    /// Event id.
    pub event: store::EventId,
    /// One series; every series with seating when missing.
    pub series: Option<u16>,
}

/// `money_report`: the settlement as PDF or CSV.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct MoneyReportInput {
    /// Event id.
    pub event: store::EventId,
    /// One series; every series with seating when missing.
    pub series: Option<u16>,
    /// PDF or CSV.
    pub format: ReportFormat,
    /// The language of a PDF.
    pub lang: Lang,
}

/// Every table with games of the event (or of one series), its list computed under the
/// event's rules and settled; then every player's sum over those lists.
///
/// # Errors
/// An event whose rules settle no money, an unknown event or series, games that cannot be
/// added up.
pub fn money(store: &Store, input: MoneyInput) -> Result<MoneyReport> {
    let ev = event::event(store, input.event)?;
    let Some(rate) = ev.rules.money else {
        return Err(Refusal::new(codes::REPORT_MONEY_OFF)
            .field("money")
            .param("event", ev.id.0)
            .rule("C")
            .into());
    };
    let series = match input.series {
        Some(s) => {
            event::seating_of(store, ev.id, s)?;
            vec![s]
        }
        None => (1..=ev.series_count).collect(),
    };
    let numbers: HashMap<PlayerId, PlayerNo> = forms::registry(store)?
        .into_values()
        .map(|p| (p.id, p.number))
        .collect();
    let games = store::games::all(store.conn(), ev.id, &ev.rules)?;
    let mut settled = Vec::new();
    for s in series {
        settled.extend(settle_series(store, &ev, s, &games, &numbers)?);
    }
    let players = player_sums(&settled);
    Ok(MoneyReport {
        series: input.series,
        cents_per_point: rate.cents_per_point,
        tables: settled.into_iter().map(|(_, table)| table).collect(),
        players,
    })
}

/// The settled tables of one series (none without seating), each with its players' ids.
fn settle_series(
    store: &Store,
    ev: &Event,
    series: u16,
    games: &[store::StoredGame],
    numbers: &HashMap<PlayerId, PlayerNo>,
) -> Result<Vec<(Vec<PlayerId>, MoneyTable)>> {
    if event::seating_of(store, ev.id, series)?.tables.is_empty() {
        return Ok(Vec::new());
    }
    let mut tables = Vec::new();
    for (table, ids, names) in forms::named_tables(store, ev, series)? {
        let list: Vec<_> = games
            .iter()
            .filter(|g| g.key.series == series && g.key.table == table)
            .cloned()
            .collect();
        if let Some(settled) = settle_table(ev, (series, table), &ids, names, &list, numbers)? {
            tables.push((ids, settled));
        }
    }
    Ok(tables)
}

/// Every player's sum over the settled tables, most money first (then by name).
fn player_sums(tables: &[(Vec<PlayerId>, MoneyTable)]) -> Vec<MoneyPlayer> {
    let mut sums: HashMap<PlayerId, MoneyPlayer> = HashMap::new();
    for (ids, settled) in tables {
        for (seat, id) in ids.iter().enumerate() {
            let sum = sums.entry(*id).or_insert_with(|| MoneyPlayer {
                player_id: settled.player_ids[seat].clone(),
                name: settled.players[seat].clone(),
                tables: 0,
                net_cents: 0,
            });
            sum.tables += 1;
            sum.net_cents += settled.net_cents[seat];
        }
    }
    let mut players: Vec<MoneyPlayer> = sums.into_values().collect();
    players.sort_by(|a, b| {
        (b.net_cents.cmp(&a.net_cents))
            .then_with(|| skatblock_model::collation::compare(&a.name, &b.name))
    });
    players
}

/// One table's list settled; `None` for a table without games.
fn settle_table(
    ev: &Event,
    (series, table): (u16, u16),
    ids: &[PlayerId],
    names: Vec<String>,
    games: &[store::StoredGame],
    numbers: &HashMap<PlayerId, PlayerNo>,
) -> Result<Option<MoneyTable>> {
    if games.is_empty() {
        return Ok(None);
    }
    let (sheet, _) = event::table_sheet(ids, names.clone(), numbers, games)?;
    let list = compute_sheet(&sheet, &ev.rules);
    let settlement = list
        .settlement
        .expect("a list under rules with money carries its settlement");
    Ok(Some(MoneyTable {
        series,
        table,
        player_ids: ids
            .iter()
            .map(|id| numbers.get(id).map(ToString::to_string).unwrap_or_default())
            .collect(),
        players: names,
        totals: list.foot.iter().map(|f| f.total).collect(),
        games: games.len(),
        net_cents: settlement.net_cents,
        transfers: settlement.transfers,
    }))
}

/// The settlement as PDF, text or CSV bytes; `templates` overrides the built-in layout (the CLI's
/// `--templates`).
///
/// # Errors
/// As [`money`]; a broken template.
pub fn money_report(
    store: &Store,
    input: MoneyReportInput,
    templates: Option<&Path>,
) -> Result<Vec<u8>> {
    let which = MoneyInput {
        event: input.event,
        series: input.series,
    };
    let money = money(store, which)?;
    let mut out = Vec::new();
    match input.format {
        ReportFormat::Pdf | ReportFormat::Text => {
            let ev = event::event(store, input.event)?;
            let medium = match input.format {
                ReportFormat::Text => crate::report::Medium::Text,
                _ => crate::report::Medium::Pdf,
            };
            let how = (input.lang, templates);
            report::money_list(&ev, &money, how, medium, &mut out)?;
        }
        ReportFormat::Csv => {
            report::money_csv(&money, (CsvDialect::Rfc4180, input.lang), &mut out)?
        }
        ReportFormat::ExcelCsv => {
            report::money_csv(&money, (CsvDialect::Excel, input.lang), &mut out)?
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{self, GameEntryInput, SeriesInput};

    /// A club evening of one 3-table (classic list, 1 cent per point) with `rules` on top.
    fn evening(rules: serde_json::Value) -> (Store, store::EventId, Vec<PlayerId>) {
        use crate::ops::fixtures::{THREE, club_evening, drawn_table};
        let (store, at) = drawn_table(&THREE, club_evening(rules));
        let series = SeriesInput {
            event: at.event,
            series: 1,
        };
        let seating = ops::seating(&store, series).expect("seating");
        let seats = seating.tables[0].iter().map(|s| s.player_id).collect();
        (store, at.event, seats)
    }

    fn enter(
        store: &mut Store,
        event: store::EventId,
        game: u16,
        declarer: Option<PlayerId>,
        record: serde_json::Value,
    ) {
        let entry = GameEntryInput {
            event,
            series: 1,
            table: 1,
            game,
            declarer,
            record: serde_json::from_value(record).expect("a game record"),
            correct: false,
            base_version: None,
        };
        let by = event::Scorer {
            by: "test".into(),
            at: "2026-11-27T20:00:00Z".into(),
        };
        ops::save_game(store, entry, by).expect("entered");
    }

    #[test]
    fn a_club_evening_is_settled_from_its_list_with_kontra_bock_and_ramsch() {
        let rules = serde_json::json!({
            "ruleset": "CLUB", "kontra": true, "bock": {"triggers": ["grand_hand"]},
            "ramsch": true, "list_style": "classic", "money": {"cents_per_point": 1}
        });
        let (mut store, event, seats) = evening(rules);
        // 1: Kreuz with 1, 61, Kontra: 24 × 2 = 48. 2: Grand Hand with 1: 72, queues a Bock
        // round over deals 3–5. 3: Kreuz with 1 in Bock: 48. 4: Ramsch in Bock, seat 3 a
        // Jungfrau: seat 2 loses 75 × 2 × 2 = −300.
        let clubs = serde_json::json!({"contract": "clubs", "matadors": 1, "declarer_points": 61});
        let mut kontra = clubs.clone();
        kontra["kontra"] = "kontra".into();
        enter(&mut store, event, 1, Some(seats[0]), kontra);
        let grand = serde_json::json!({"contract": "grand", "hand": true, "matadors": 1, "declarer_points": 70});
        enter(&mut store, event, 2, Some(seats[1]), grand);
        enter(&mut store, event, 3, Some(seats[2]), clubs);
        let ramsch = serde_json::json!({"ramsch": {"points": [45, 75, 0], "tricks": [4, 6, 0]}});
        enter(&mut store, event, 4, None, ramsch);
        let money = money(
            &store,
            MoneyInput {
                event,
                series: None,
            },
        )
        .expect("settled");
        let table = &money.tables[0];
        assert_eq!(
            table.totals,
            vec![48, -228, 48],
            "the classic list's totals"
        );
        // Σ = −132; each net is 3 × total − Σ cents.
        assert_eq!(
            table.net_cents,
            vec![276, -552, 276],
            "zero-sum, by the differences"
        );
        let paid: Vec<(usize, usize, i64)> = table
            .transfers
            .iter()
            .map(|t| (t.from, t.to, t.cents))
            .collect();
        assert_eq!(paid, vec![(1, 0, 276), (1, 2, 276)], "the loser pays both");
        assert_eq!(
            money.players[2].net_cents, -552,
            "the evening's sums, most received first"
        );
        let input = |format| MoneyReportInput {
            event,
            series: Some(1),
            format,
            lang: Lang::De,
        };
        let pdf = money_report(&store, input(ReportFormat::Pdf), None).expect("PDF");
        assert!(pdf.starts_with(b"%PDF-"), "a PDF");
        let csv = money_report(&store, input(ReportFormat::Csv), None).expect("CSV");
        let csv = String::from_utf8(csv).expect("UTF-8");
        assert!(
            csv.lines()
                .nth(2)
                .is_some_and(|l| l.ends_with(",-228,-552,276>1 276>3")),
            "{csv}"
        );
    }

    #[test]
    fn an_event_without_money_is_refused_with_a_coded_message() {
        let (store, event, _) = evening(serde_json::json!({"ruleset": "CLUB"}));
        let err = money(
            &store,
            MoneyInput {
                event,
                series: None,
            },
        )
        .expect_err("no money");
        let refusal = &err.refusals[0].refusal;
        assert_eq!(refusal.code, codes::REPORT_MONEY_OFF);
        for lang in [Lang::De, Lang::En] {
            let id = refusal.code.message_id();
            assert!(crate::i18n::has_message(lang, &id), "{lang} lacks {id}");
        }
    }
}
