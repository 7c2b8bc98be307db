//! Blank score sheets to fill in by hand (the CLI's `report sheets --blank`): Skat lists for a
//! 3- or 4-table, Schafkopf lists for a 4-table, in the event's layout.

use std::path::Path;

use super::Result;
use crate::event;
use crate::i18n::Lang;
use crate::report::schafkopf::{SchafkopfForm, blank_size_refusal};
use crate::report::{self, ReportContext, SheetForm};
use crate::rules::TableSize;
use crate::schafkopf::Tariff;
use crate::store::{self, EventId, Store};

/// Which blank lists [`blank_sheets_pdf`] prints.
#[derive(Debug, Clone, Copy)]
pub struct BlankSheets {
    /// Event id.
    pub event: EventId,
    /// The series printed on the lists.
    pub series: u16,
    /// Players per table: 3 or 4 (Schafkopf: 4).
    pub size: u8,
    /// How many lists.
    pub count: u16,
}

/// Blank score sheets as PDF bytes; `templates` overrides the built-in layout.
///
/// # Errors
/// An unknown event; a table size that is none (for Schafkopf, other than 4); a broken
/// template.
pub fn blank_sheets_pdf(
    store: &Store,
    blank: BlankSheets,
    lang: Lang,
    templates: Option<&Path>,
) -> Result<Vec<u8>> {
    let ev = event::event(store, blank.event)?;
    let ctx = ReportContext {
        event: &ev,
        lang,
        templates,
    };
    let (series, size, count) = (blank.series, blank.size, blank.count);
    let mut pdf = Vec::new();
    match store::schafkopf::tariff(store.conn(), blank.event)? {
        Some(tariff) => blank_schafkopf_sheets(&ctx, &tariff, (series, size, count), &mut pdf)?,
        None => {
            let forms = blank_forms(series, size, count)?;
            report::sheets_pdf(&ctx, &forms, &ev.rules, &mut pdf)?;
        }
    }
    Ok(pdf)
}

/// Blank Schafkopf lists, for a 4-table only: Schafkopf is played by four.
fn blank_schafkopf_sheets(
    ctx: &ReportContext<'_>,
    (tariff, name): &(Tariff, Option<String>),
    (series, size, count): (u16, u8, u16),
    out: &mut Vec<u8>,
) -> Result<()> {
    if size != 4 {
        return Err(blank_size_refusal(size).into());
    }
    let forms: Vec<SchafkopfForm> = (1..=count)
        .map(|table| SchafkopfForm {
            series,
            table,
            players: Vec::new(),
            games: ctx.event.rules.series_games.four,
            list: None,
        })
        .collect();
    report::schafkopf::schafkopf_sheets_pdf(ctx, &forms, tariff, name.as_deref(), out)?;
    Ok(())
}

/// Blank Skat lists for a 3- or 4-table.
fn blank_forms(series: u16, size: u8, count: u16) -> Result<Vec<SheetForm>> {
    let size = TableSize::try_from(size).map_err(|e| e.field("blank"))?;
    Ok((1..=count)
        .map(|table| SheetForm {
            series,
            table,
            size,
            players: Vec::new(),
            report: None,
            notes: Vec::new(),
        })
        .collect())
}
