//! PDF reports for the save dialog: the library lays them out; this only picks which.

use skatblock::event;
use skatblock::report::{self, Lang, ReportContext, forms};
use skatblock::store::{EventId, Store};

use crate::json::CommandError;

/// The PDF of `kind` (`standings`, `seating`, `sheets`) for an event and series.
pub fn render(
    s: &Store,
    kind: &str,
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
        ("standings", series) => {
            report::standings_pdf(&ctx, &event::standings(s, event_id, series)?, &mut out)?
        }
        ("seating", Some(series)) => {
            report::seating_pdf(
                &ctx,
                &event::seating_of(s, event_id, series)?,
                &forms::registry(s)?,
                &mut out,
            )?;
        }
        ("sheets", Some(series)) => {
            report::sheets_pdf(
                &ctx,
                &forms::prefilled_sheets(s, &ev, series, None)?,
                &ev.rules,
                &mut out,
            )?;
        }
        (kind, _) => {
            return Err(CommandError {
                code: "invalid",
                message: format!(
                    "kind = \"{kind}\": expected standings, seating or sheets (with a series)"
                ),
            });
        }
    }
    Ok(out)
}
