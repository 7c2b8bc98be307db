//! The table cards of the hub (issue 12): a sheet of cards, one per table of a series, each with
//! the table, the series, the event and a large QR code of the table's phone page, to cut out
//! and put on the tables. Its grid and texts come from `templates/hub_cards.json`. It lays out
//! what it is given; the tokens and their addresses are the caller's.

use std::io::Write;

use super::ReportError;
use super::lists::ReportContext;
use super::pdf::{Item, Page, Style, fit, write_pdf};
use super::qr::{QUIET_ZONE, Qr};
use super::template::{Align, CardGrid, Lang, Template};

const WIDTH: f32 = 210.0;
const HEIGHT: f32 = 297.0;
const MARGIN: f32 = 12.0;
/// Room under the cards for the page's footer.
const FOOTER: f32 = 8.0;
/// The card's texts above the QR code, and the address and the hint under it.
const TOP_TEXT: f32 = 24.0;
const BOTTOM_TEXT: f32 = 10.0;

/// One card: the table and the QR code of its phone page.
#[derive(Debug, Clone, PartialEq)]
pub struct TableCard {
    /// The table.
    pub table: u16,
    /// The phone page's address as a QR code; the address is printed under it too.
    pub code: Qr,
}

/// The texts every card of a sheet shares.
struct Shared<'a> {
    template: &'a Template,
    lang: Lang,
    series: String,
    event: &'a str,
}

/// The table cards of a series as a PDF: A4 portrait, the template's grid of cards per page,
/// dashed lines to cut along.
///
/// # Errors
/// A broken template, or the writer's errors.
pub fn cards_pdf(
    ctx: &ReportContext<'_>,
    series: u16,
    cards: &[TableCard],
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = ctx.template("hub_cards")?;
    let pages = cards_pages(ctx, &template, series, cards)?;
    write_pdf(
        &format!("{} – {}", ctx.event.name, template.title(ctx.lang)),
        &pages,
        out,
    )
}

/// The laid-out pages of [`cards_pdf`].
///
/// # Errors
/// A broken common template.
pub fn cards_pages(
    ctx: &ReportContext<'_>,
    template: &Template,
    series: u16,
    cards: &[TableCard],
) -> Result<Vec<Page>, ReportError> {
    let grid = template.cards.unwrap_or_default();
    let shared = Shared {
        template,
        lang: ctx.lang,
        series: template.text("series", ctx.lang, &[("series", &series.to_string())]),
        event: &ctx.event.name,
    };
    let per_page = usize::from(grid.columns.max(1)) * usize::from(grid.rows.max(1));
    let chunks: Vec<&[TableCard]> = cards.chunks(per_page).collect();
    let footer = template.text("footer", ctx.lang, &[("series", &series.to_string())]);
    let label = ctx.template("common")?.text("page", ctx.lang, &[]);
    Ok(chunks
        .iter()
        .enumerate()
        .map(|(number, chunk)| {
            let mut page = cards_page(&shared, chunk, grid);
            let label = label
                .replace("{page}", &(number + 1).to_string())
                .replace("{pages}", &chunks.len().to_string());
            page_foot(&mut page, &footer, &label);
            page
        })
        .collect())
}

/// One page of cards in the grid, row by row, with the lines to cut along.
fn cards_page(shared: &Shared<'_>, cards: &[TableCard], grid: CardGrid) -> Page {
    let (columns, rows) = (
        usize::from(grid.columns.max(1)),
        usize::from(grid.rows.max(1)),
    );
    let card_w = (WIDTH - 2.0 * MARGIN) / columns as f32;
    let card_h = (HEIGHT - 2.0 * MARGIN - FOOTER) / rows as f32;
    let mut page = Page {
        width: WIDTH,
        height: HEIGHT,
        items: Vec::new(),
    };
    cut_lines(
        &mut page,
        columns,
        cards.len().div_ceil(columns),
        card_w,
        card_h,
    );
    for (i, card) in cards.iter().enumerate() {
        let x = MARGIN + (i % columns) as f32 * card_w;
        let y = MARGIN + (i / columns) as f32 * card_h;
        draw_card(&mut page, shared, card, [x, y, card_w, card_h], grid);
    }
    page
}

/// One card in the box `[x, y, w, h]` mm: table, series and event over the QR code, the address
/// and the hint under it.
fn draw_card(page: &mut Page, shared: &Shared<'_>, card: &TableCard, at: [f32; 4], grid: CardGrid) {
    let [x, y, w, h] = at;
    let centred = |page: &mut Page, baseline: f32, size: f32, bold: bool, text: &str| {
        let text = fit(text, w - 6.0, size, bold);
        page.aligned(
            x,
            w,
            y + baseline,
            Style { size, bold },
            Align::Center,
            &text,
        );
    };
    let (template, lang) = (shared.template, shared.lang);
    let table = template.text("table", lang, &[("table", &card.table.to_string())]);
    centred(page, 11.0, 22.0, true, &table);
    centred(page, 17.0, 12.0, true, &shared.series);
    centred(page, 22.0, 9.0, false, shared.event);
    // The QR code as large as the template asks and the card allows, its quiet zone inside
    // the card, centred between the texts.
    let modules = card.code.width() as f32;
    let with_quiet = card.code.width_with_quiet_zone() as f32;
    let room = (h - TOP_TEXT - BOTTOM_TEXT).min(w - 2.0);
    let side = grid.qr_mm.min(room * modules / with_quiet);
    let module = side / modules;
    let quiet = QUIET_ZONE as f32 * module;
    let top = y + TOP_TEXT + (h - TOP_TEXT - BOTTOM_TEXT - side - 2.0 * quiet) / 2.0 + quiet;
    page.items
        .extend(card.code.items(x + (w - side) / 2.0, top, module));
    centred(page, h - 6.5, 7.0, false, card.code.text());
    centred(page, h - 3.0, 7.5, false, &template.text("scan", lang, &[]));
}

/// Dashed lines around and between the cards of the rows in use.
fn cut_lines(page: &mut Page, columns: usize, rows: usize, card_w: f32, card_h: f32) {
    let bottom = MARGIN + rows as f32 * card_h;
    for c in 0..=columns {
        let x = MARGIN + c as f32 * card_w;
        dashed(page, [x, MARGIN], [x, bottom]);
    }
    for r in 0..=rows {
        let y = MARGIN + r as f32 * card_h;
        dashed(page, [MARGIN, y], [WIDTH - MARGIN, y]);
    }
}

/// A thin dashed line from `from` to `to` (horizontal or vertical): 3 mm dashes, 2 mm gaps.
fn dashed(page: &mut Page, from: [f32; 2], to: [f32; 2]) {
    let length = (to[0] - from[0]).hypot(to[1] - from[1]);
    let (dx, dy) = ((to[0] - from[0]) / length, (to[1] - from[1]) / length);
    let mut at = 0.0;
    while at < length {
        let end = (at + 3.0).min(length);
        page.items.push(Item::Line {
            x1: from[0] + dx * at,
            y1: from[1] + dy * at,
            x2: from[0] + dx * end,
            y2: from[1] + dy * end,
            width: 0.3,
        });
        at += 5.0;
    }
}

/// The footer: what the sheet is (left) and the page label (right).
fn page_foot(page: &mut Page, footer: &str, label: &str) {
    let baseline = HEIGHT - 6.0;
    page.text(MARGIN, baseline, 6.5, false, footer);
    let style = Style {
        size: 8.0,
        bold: false,
    };
    page.aligned(
        MARGIN,
        WIDTH - 2.0 * MARGIN,
        baseline,
        style,
        Align::Right,
        label,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use skatblock_model::{Event, EventId, EventKind, TablePreference};

    fn event() -> Event {
        Event {
            id: EventId(1),
            name: "Herbstpreisskat".into(),
            kind: EventKind::Tournament,
            date: chrono::NaiveDate::from_ymd_opt(2026, 11, 22).expect("a date"),
            venue: String::new(),
            series_count: 2,
            table_preference: TablePreference::Four,
            rules: crate::rules::Rules::default(),
        }
    }

    fn cards(count: u16) -> Vec<TableCard> {
        (1..=count)
            .map(|table| TableCard {
                table,
                code: Qr::encode(&format!("http://10.0.0.2:8080/t/token-of-table-{table:03}"))
                    .expect("fits"),
            })
            .collect()
    }

    fn pages(count: u16) -> Vec<Page> {
        let ev = event();
        let ctx = ReportContext {
            event: &ev,
            lang: Lang::De,
            templates: None,
        };
        let template = ctx.template("hub_cards").expect("built in");
        cards_pages(&ctx, &template, 2, &cards(count)).expect("laid out")
    }

    #[test]
    fn six_cards_share_a_page_and_the_seventh_starts_the_next() {
        let pages = pages(7);
        assert_eq!(pages.len(), 2);
        let first = pages[0].plain_text();
        for table in 1..=6 {
            assert!(first.contains(&format!("Tisch {table}")), "{first}");
        }
        assert_eq!(
            first.matches("Serie 2").count(),
            7,
            "every card and the footer: {first}"
        );
        assert!(
            first.contains("http://10.0.0.2:8080/t/token-of-table-006"),
            "{first}"
        );
        assert!(pages[1].plain_text().contains("Tisch 7"));
        assert!(pages[1].plain_text().contains("Seite 2 von 2"));
    }

    #[test]
    fn the_qr_code_of_a_card_is_at_least_40_mm_and_stays_on_its_card() {
        for page in pages(6) {
            let darks = page.darks();
            let left = darks.iter().map(|d| d.0).fold(f32::MAX, f32::min);
            let top = darks.iter().map(|d| d.1).fold(f32::MAX, f32::min);
            let first_card: Vec<_> = darks
                .iter()
                .filter(|d| d.0 < WIDTH / 2.0 && d.1 < MARGIN + 89.0)
                .collect();
            let right = first_card.iter().map(|d| d.0 + d.2).fold(0.0, f32::max);
            let bottom = first_card.iter().map(|d| d.1 + d.3).fold(0.0, f32::max);
            assert!(right - left >= 40.0, "{} mm wide", right - left);
            assert!(bottom - top >= 40.0, "{} mm high", bottom - top);
            assert!(
                right < WIDTH / 2.0 && bottom < MARGIN + 89.0,
                "inside the first card"
            );
        }
    }
}
