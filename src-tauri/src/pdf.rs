//! PDF reports for the save dialog: the library lays them out; this only picks which.

use skatblock::event;
use skatblock::report::{self, Lang, ReportContext, forms};
use skatblock::store::{EventId, Store};

use crate::json::CommandError;
use skatblock::rules::Refusal;

/// Which printed list.
#[derive(Debug, Clone, Copy, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReportKind {
    /// The standings (all series without a series).
    Standings,
    /// The seating list of a series.
    Seating,
    /// The pre-filled score sheets of a series.
    Sheets,
}

/// The PDF of `kind` for an event and series.
pub fn render(
    s: &Store,
    kind: ReportKind,
    event_id: EventId,
    series: Option<u16>,
    lang: Lang,
) -> Result<Vec<u8>, CommandError> {
    let ev = event::event(s, event_id)?;
    let ctx = ReportContext {
        event: &ev,
        lang,
        templates: None,
    };
    let mut out = Vec::new();
    match (kind, series) {
        (ReportKind::Standings, series) => {
            report::standings_pdf(&ctx, &event::standings(s, event_id, series)?, &mut out)?
        }
        (ReportKind::Seating, Some(series)) => {
            report::seating_pdf(
                &ctx,
                &event::seating_of(s, event_id, series)?,
                &forms::registry(s)?,
                &mut out,
            )?;
        }
        (ReportKind::Sheets, Some(series)) => {
            report::sheets_pdf(
                &ctx,
                &forms::prefilled_sheets(s, &ev, series, None)?,
                &ev.rules,
                &mut out,
            )?;
        }
        (ReportKind::Seating | ReportKind::Sheets, None) => {
            let refusal = Refusal::new(skatblock::event::codes::EVENT_SERIES_UNKNOWN)
                .field("series")
                .param("event", event_id.0)
                .param("max", ev.series_count);
            return Err(refusal.into());
        }
    }
    Ok(out)
}
