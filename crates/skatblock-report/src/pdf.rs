//! The one drawing engine of every PDF list: sections of table rows are laid out into a page
//! model (A4, header with the event on every page, the column headings repeated, rows never
//! split, "Seite X von Y"), which is then written with printpdf and an embedded, subset
//! DejaVu Sans. Reports differ only in the sections they build and their templates.

use std::io::Write;
use std::sync::OnceLock;

use printpdf::{
    Color, Line, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfDocument, PdfFontHandle, PdfPage,
    PdfSaveOptions, Point, Pt, Rect, Rgb, TextItem,
};
use serde::Serialize;

use super::ReportError;
use super::qr::{QUIET_ZONE, Qr};
use super::template::Align;

const REGULAR_TTF: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
const BOLD_TTF: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");
const PT_TO_MM: f32 = 25.4 / 72.0;
const MARGIN: f32 = 12.0;
/// The side of a section's QR code without its quiet zone, in mm: about 0.7 mm a module for a
/// phone page's address, which a phone reads from half a metre and a 150 dpi scan still holds.
const SECTION_QR: f32 = 24.0;
/// The top of a section's QR code, a little into the page's margin to keep the header low.
const SECTION_QR_TOP: f32 = MARGIN - 2.0;
/// Where the table starts under the header of a section without a QR code.
const HEADER: f32 = MARGIN + 16.0;

struct Face {
    font: ParsedFont,
    units_per_em: f32,
}

struct Fonts {
    regular: Face,
    bold: Face,
}

fn fonts() -> &'static Fonts {
    static FONTS: OnceLock<Fonts> = OnceLock::new();
    FONTS.get_or_init(|| {
        let face = |bytes: &[u8]| {
            let font =
                ParsedFont::from_bytes(bytes, 0, &mut Vec::new()).expect("the shipped font parses");
            let units_per_em = f32::from(font.font_metrics.units_per_em.max(1));
            Face { font, units_per_em }
        };
        Fonts {
            regular: face(REGULAR_TTF),
            bold: face(BOLD_TTF),
        }
    })
}

/// The width of `text` in mm at `size` pt.
pub fn text_width(text: &str, size: f32, bold: bool) -> f32 {
    let face = if bold {
        &fonts().bold
    } else {
        &fonts().regular
    };
    let units: f32 = text
        .chars()
        .map(|c| {
            face.font
                .lookup_glyph_index(c as u32)
                .map_or(0.0, |g| f32::from(face.font.get_horizontal_advance(g)))
        })
        .sum();
    units / face.units_per_em * size * PT_TO_MM
}

/// `text`, shortened visibly with "…" until it fits `width` mm — never overprinted.
pub fn fit(text: &str, width: f32, size: f32, bold: bool) -> String {
    if text_width(text, size, bold) <= width {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if text_width(&candidate, size, bold) <= width {
            return candidate;
        }
    }
    "…".to_string()
}

/// Size (pt) and weight of a text.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    /// Size in pt.
    pub size: f32,
    /// Bold face.
    pub bold: bool,
}

/// One column of a laid-out table.
#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    /// Heading.
    pub title: String,
    /// Width in mm.
    pub width: f32,
    /// Alignment.
    pub align: Align,
}

/// One row of a table.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Row {
    /// One text per column.
    pub cells: Vec<String>,
    /// Printed bold (foot lines, totals).
    pub bold: bool,
    /// Starts a group (a table of the seating list): a rule above, and the group is kept on
    /// one page when it fits.
    pub group_start: bool,
    /// Shaded background.
    pub shade: bool,
    /// A label written across the first `label_span` columns instead of their cells
    /// (the foot lines of a score sheet).
    pub label: Option<String>,
    /// How many columns the label covers.
    pub label_span: usize,
}

/// One part of a document: a titled table with notes below; it starts on a new page.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Section {
    /// Title printed in the header (right).
    pub title: String,
    /// Subtitle under it.
    pub subtitle: String,
    /// Columns.
    pub columns: Vec<Column>,
    /// Rows.
    pub rows: Vec<Row>,
    /// Paragraphs after the table (wrapped to the page width).
    pub notes: Vec<String>,
    /// Landscape A4.
    pub landscape: bool,
    /// Font size of the rows in pt.
    pub font_size: f32,
    /// Shrink the rows so the whole table fits on one page (score sheets).
    pub one_page: bool,
    /// Vertical lines between the columns, like a printed form.
    pub grid: bool,
    /// A QR code at the top right of each of its pages (a table's phone page, issue 12).
    pub qr: Option<SectionQr>,
}

/// The QR code of a section and the line that says what to do with it.
#[derive(Debug, Clone, PartialEq)]
pub struct SectionQr {
    /// The code.
    pub code: Qr,
    /// Printed left of the code, under the header's rule.
    pub caption: String,
}

impl SectionQr {
    /// mm per module.
    fn module(&self) -> f32 {
        SECTION_QR / self.code.width() as f32
    }

    /// The width the code takes from the header, with its quiet zone on the left.
    fn reserved(&self) -> f32 {
        SECTION_QR + QUIET_ZONE as f32 * self.module()
    }
}

/// Where the table of `section` starts: under the header, and under its QR code and the
/// code's quiet zone.
fn header_bottom(section: &Section) -> f32 {
    match &section.qr {
        None => HEADER,
        Some(qr) => SECTION_QR_TOP + qr.reserved() + 1.0,
    }
}

/// The head of every page: the event.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DocHeader {
    /// Event name.
    pub event: String,
    /// "22.11.2026 · Vereinsheim".
    pub line: String,
    /// Footer left.
    pub footer: String,
    /// The page label with `{page}` and `{pages}`.
    pub page_label: String,
}

/// A positioned element of a page (mm from the top-left corner).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Item {
    /// Text with its baseline at `y`.
    Text {
        /// Left edge.
        x: f32,
        /// Baseline.
        y: f32,
        /// Size in pt.
        size: f32,
        /// Bold face.
        bold: bool,
        /// The text.
        text: String,
    },
    /// A straight line.
    Line {
        /// Start x.
        x1: f32,
        /// Start y.
        y1: f32,
        /// End x.
        x2: f32,
        /// End y.
        y2: f32,
        /// Thickness in pt.
        width: f32,
    },
    /// A light grey box.
    Shade {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
    },
    /// A black filled box: dark modules of a QR code.
    Dark {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
    },
}

/// One laid-out page.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Page {
    /// Width in mm.
    pub width: f32,
    /// Height in mm.
    pub height: f32,
    /// What is on it.
    pub items: Vec<Item>,
}

impl Page {
    /// The dark boxes of the page (a QR code's modules) as (x, y, w, h), for the tests.
    #[cfg(test)]
    pub(super) fn darks(&self) -> Vec<(f32, f32, f32, f32)> {
        self.items
            .iter()
            .filter_map(|i| match i {
                Item::Dark { x, y, w, h } => Some((*x, *y, *w, *h)),
                _ => None,
            })
            .collect()
    }

    pub(super) fn text(&mut self, x: f32, y: f32, size: f32, bold: bool, text: impl Into<String>) {
        self.items.push(Item::Text {
            x,
            y,
            size,
            bold,
            text: text.into(),
        });
    }

    pub(super) fn aligned(
        &mut self,
        left: f32,
        width: f32,
        y: f32,
        style: Style,
        align: Align,
        text: &str,
    ) {
        let Style { size, bold } = style;
        let w = text_width(text, size, bold);
        let x = match align {
            Align::Left => left + 1.0,
            Align::Center => left + (width - w) / 2.0,
            Align::Right => left + width - 1.0 - w,
        };
        self.text(x, y, size, bold, text);
    }

    pub(super) fn rule(&mut self, x1: f32, y: f32, x2: f32, width: f32) {
        self.items.push(Item::Line {
            x1,
            y1: y,
            x2,
            y2: y,
            width,
        });
    }

    /// A thin vertical line between two columns, from `top` to `bottom`.
    fn column_line(&mut self, x: f32, top: f32, bottom: f32) {
        self.items.push(Item::Line {
            x1: x,
            y1: top,
            x2: x,
            y2: bottom,
            width: 0.2,
        });
    }

    /// The plain text of the page, top to bottom (tests compare it with golden files).
    pub fn plain_text(&self) -> String {
        let mut lines: Vec<(i32, f32, &str)> = self
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Text { x, y, text, .. } => {
                    Some(((y * 2.0).round() as i32, *x, text.as_str()))
                }
                Item::Line { .. } | Item::Shade { .. } | Item::Dark { .. } => None,
            })
            .collect();
        lines.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
        let mut out = String::new();
        let mut current = None;
        for (y, _, text) in lines {
            if current.is_some_and(|c| c != y) {
                out.push('\n');
            } else if current.is_some() {
                out.push_str("  ");
            }
            current = Some(y);
            out.push_str(text);
        }
        out.push('\n');
        out
    }
}

/// Column widths scaled to the usable width.
fn scaled(columns: &[Column], usable: f32) -> Vec<f32> {
    let total: f32 = columns.iter().map(|c| c.width).sum();
    let factor = if total > 0.0 { usable / total } else { 1.0 };
    columns.iter().map(|c| c.width * factor).collect()
}

/// Word-wraps `text` to `width` mm.
fn wrap(text: &str, width: f32, size: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if text_width(&candidate, size, false) > width && !line.is_empty() {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

struct Cursor {
    pages: Vec<Page>,
    y: f32,
}

/// Lays out a document: every section from a new page, page labels filled in at the end.
pub fn layout(header: &DocHeader, sections: &[Section]) -> Vec<Page> {
    let mut cursor = Cursor {
        pages: Vec::new(),
        y: 0.0,
    };
    for section in sections {
        layout_section(&mut cursor, header, section);
    }
    let count = cursor.pages.len();
    for (i, page) in cursor.pages.iter_mut().enumerate() {
        let label = header
            .page_label
            .replace("{page}", &(i + 1).to_string())
            .replace("{pages}", &count.to_string());
        let (w, h) = (page.width, page.height);
        page.aligned(
            MARGIN,
            w - 2.0 * MARGIN,
            h - 6.0,
            Style {
                size: 8.0,
                bold: false,
            },
            Align::Right,
            &label,
        );
        page.text(MARGIN, h - 6.0, 6.5, false, header.footer.clone());
    }
    cursor.pages
}

/// The geometry of one section's pages: the page, the columns and the rows.
struct Frame<'a> {
    header: &'a DocHeader,
    section: &'a Section,
    /// Page width in mm.
    width: f32,
    /// Page height in mm.
    height: f32,
    /// The width between the margins.
    usable: f32,
    /// The columns' widths, scaled to the usable width.
    widths: Vec<f32>,
    /// Where the table starts.
    top: f32,
    /// Where the page's content ends.
    bottom: f32,
    /// Font size of the rows in pt.
    size: f32,
    /// Row height in mm.
    row_h: f32,
}

impl<'a> Frame<'a> {
    fn new(header: &'a DocHeader, section: &'a Section) -> Frame<'a> {
        let (width, height) = if section.landscape {
            (297.0, 210.0)
        } else {
            (210.0, 297.0)
        };
        let usable = width - 2.0 * MARGIN;
        let top = header_bottom(section);
        let bottom = height - 12.0;
        let (size, row_h) = row_size(section, top, bottom, usable);
        Frame {
            header,
            section,
            width,
            height,
            usable,
            widths: scaled(&section.columns, usable),
            top,
            bottom,
            size,
            row_h,
        }
    }
}

/// The font size and row height of a section: its own, unless a one-page section's rows must
/// shrink to fit the page with their notes.
fn row_size(section: &Section, top: f32, bottom: f32, usable: f32) -> (f32, f32) {
    let size = section.font_size;
    let row_h = size * PT_TO_MM * 1.55;
    if !section.one_page {
        return (size, row_h);
    }
    let available = bottom - top - row_h * 1.2 - notes_reserve(section, usable);
    let needed = row_h * section.rows.len() as f32;
    if needed > available {
        let row_h = available / section.rows.len() as f32;
        ((row_h / (PT_TO_MM * 1.45)).min(size), row_h)
    } else {
        (size, row_h)
    }
}

/// One section from a new page: its rows, then its notes.
fn layout_section(cursor: &mut Cursor, header: &DocHeader, section: &Section) {
    let frame = Frame::new(header, section);
    new_page(cursor, &frame);
    for i in 0..section.rows.len() {
        if cursor.y + frame.row_h * rows_kept_together(&frame, i) > frame.bottom {
            new_page(cursor, &frame);
        }
        draw_row(cursor, &section.rows[i], &frame);
    }
    draw_notes(cursor, &frame);
}

/// How many rows must fit under row `i`'s top: its whole group if the row starts one that
/// fits on a fresh page, else the row alone.
fn rows_kept_together(frame: &Frame<'_>, i: usize) -> f32 {
    let rows = &frame.section.rows;
    let group_len = if rows[i].group_start {
        1 + rows[i + 1..].iter().take_while(|r| !r.group_start).count()
    } else {
        1
    };
    let fits_fresh =
        (group_len as f32) * frame.row_h < frame.bottom - (frame.top + frame.row_h * 1.2);
    if fits_fresh { group_len as f32 } else { 1.0 }
}

/// The rule under the table and the notes, wrapped; a note that does not fit goes on.
fn draw_notes(cursor: &mut Cursor, frame: &Frame<'_>) {
    let page = cursor.pages.last_mut().expect("a section has a page");
    page.rule(MARGIN, cursor.y, frame.width - MARGIN, 0.6);
    cursor.y += 4.0;
    for note in &frame.section.notes {
        for line in wrap(note, frame.usable, 8.0) {
            if cursor.y + 4.0 > frame.bottom {
                new_page(cursor, frame);
            }
            let page = cursor.pages.last_mut().expect("a page");
            page.text(MARGIN, cursor.y + 3.0, 8.0, false, line);
            cursor.y += 4.0;
        }
        cursor.y += 1.0;
    }
}

/// A new page of the section: the page head and the column headings.
fn new_page(cursor: &mut Cursor, frame: &Frame<'_>) {
    let mut page = Page {
        width: frame.width,
        height: frame.height,
        items: Vec::new(),
    };
    draw_page_head(&mut page, frame.header, frame.section);
    cursor.y = draw_column_heads(&mut page, frame);
    cursor.pages.push(page);
}

/// The head of a page: the event and its line on the left, the section's title and subtitle
/// on the right, its QR code at the top right, a rule under them.
fn draw_page_head(page: &mut Page, header: &DocHeader, section: &Section) {
    let right = page.width - MARGIN;
    // The header's texts end left of the QR code and its quiet zone.
    let text_right = right - section.qr.as_ref().map_or(0.0, |qr| qr.reserved() + 1.0);
    if let Some(qr) = &section.qr {
        draw_section_qr(page, qr, right, text_right);
    }
    draw_title_line(page, header, section, text_right);
    draw_subtitle_line(page, header, section, text_right);
    page.rule(MARGIN, MARGIN + 12.0, text_right, 0.8);
}

/// The event (shortened to leave room) and the section's title, in bold.
fn draw_title_line(page: &mut Page, header: &DocHeader, section: &Section, right: f32) {
    let title_w = text_width(&section.title, 12.0, true).min(right - MARGIN - 60.0);
    page.text(
        MARGIN,
        MARGIN + 4.0,
        12.0,
        true,
        fit(&header.event, right - MARGIN - title_w - 6.0, 12.0, true),
    );
    page.aligned(
        right - title_w - 2.0,
        title_w + 2.0,
        MARGIN + 4.0,
        Style {
            size: 12.0,
            bold: true,
        },
        Align::Right,
        &section.title,
    );
}

/// The event's date line and the section's subtitle.
fn draw_subtitle_line(page: &mut Page, header: &DocHeader, section: &Section, right: f32) {
    page.text(MARGIN, MARGIN + 9.5, 9.0, false, header.line.clone());
    let sub_w = text_width(&section.subtitle, 9.0, false);
    page.aligned(
        right - sub_w - 2.0,
        sub_w + 2.0,
        MARGIN + 9.5,
        Style {
            size: 9.0,
            bold: false,
        },
        Align::Right,
        &section.subtitle,
    );
}

/// The column headings under the page head; gives where the first row starts.
fn draw_column_heads(page: &mut Page, frame: &Frame<'_>) -> f32 {
    let (size, widths) = (frame.size, &frame.widths);
    let y = frame.top;
    let head_h = frame.row_h * 1.2;
    let mut x = MARGIN;
    for (column, w) in frame.section.columns.iter().zip(widths) {
        let title = fit(&column.title, w - 1.5, size, true);
        page.aligned(
            x,
            *w,
            y + head_h * 0.72,
            Style { size, bold: true },
            column.align,
            &title,
        );
        x += w;
    }
    if frame.section.grid {
        column_lines_from(page, widths, 0, y, y + head_h);
    }
    page.rule(MARGIN, y + head_h, frame.width - MARGIN, 0.6);
    y + head_h
}

/// The height kept free under a one-page table for its notes, measured as [`draw_notes`]
/// wraps and spaces them: a rough allowance let a 3-table's signature line slip onto a second
/// page of its own (issue 21). Without a QR code at most the first [`NOTES_KEPT`] notes are
/// kept on the page; a longer list (the checks of a finished sheet) goes on.
fn notes_reserve(section: &Section, usable: f32) -> f32 {
    let lines = |note: &String| wrap(note, usable, 8.0).len() as f32;
    let kept = match section.qr {
        Some(_) => section.notes.len(),
        None => section.notes.len().min(NOTES_KEPT),
    };
    4.0 + section.notes[..kept]
        .iter()
        .map(|n| lines(n) * 4.0 + 1.0)
        .sum::<f32>()
}

/// How many notes a one-page section without a QR code keeps on its page.
const NOTES_KEPT: usize = 3;

/// The QR code of a section at the top right (its quiet zone reaching into the margins) and
/// its caption left of it, under the header's rule.
fn draw_section_qr(page: &mut Page, qr: &SectionQr, right: f32, text_right: f32) {
    page.items.extend(
        qr.code
            .items(right - SECTION_QR, SECTION_QR_TOP, qr.module()),
    );
    let caption = fit(&qr.caption, text_right - MARGIN, 8.0, false);
    page.aligned(
        MARGIN,
        text_right - MARGIN,
        MARGIN + 17.0,
        Style {
            size: 8.0,
            bold: false,
        },
        Align::Right,
        &caption,
    );
}

/// Vertical lines of a row from column `first` on (a label spans the ones before).
fn column_lines_from(page: &mut Page, widths: &[f32], first: usize, top: f32, bottom: f32) {
    let mut x = MARGIN;
    for (i, w) in widths.iter().enumerate() {
        if i == 0 || i >= first {
            page.column_line(x, top, bottom);
        }
        x += w;
    }
    page.column_line(x, top, bottom);
}

/// One row of the table at the cursor: its background, its texts, the rule under it.
fn draw_row(cursor: &mut Cursor, row: &Row, frame: &Frame<'_>) {
    let y = cursor.y;
    let page = cursor.pages.last_mut().expect("a page");
    let right = MARGIN + frame.widths.iter().sum::<f32>();
    draw_row_ground(page, row, frame, y, right);
    if let Some(label) = &row.label {
        draw_label(page, row, label, frame, y);
    }
    draw_cells(page, row, frame, y);
    cursor.y += frame.row_h;
    page.rule(MARGIN, cursor.y, right, 0.15);
}

/// The columns a row's label covers (none without a label).
fn label_span(row: &Row) -> usize {
    if row.label.is_some() {
        row.label_span
    } else {
        0
    }
}

/// What lies under a row's texts: the grid's lines, the shade, the rule that starts a group.
fn draw_row_ground(page: &mut Page, row: &Row, frame: &Frame<'_>, y: f32, right: f32) {
    if frame.section.grid {
        column_lines_from(page, &frame.widths, label_span(row), y, y + frame.row_h);
    }
    if row.shade {
        page.items.push(Item::Shade {
            x: MARGIN,
            y,
            w: right - MARGIN,
            h: frame.row_h,
        });
    }
    if row.group_start {
        page.rule(MARGIN, y, right, 0.5);
    }
}

/// A row's label across the columns it covers, shortened to fit them.
fn draw_label(page: &mut Page, row: &Row, label: &str, frame: &Frame<'_>, y: f32) {
    let (size, widths) = (frame.size, &frame.widths);
    let w: f32 = widths[..label_span(row).min(widths.len())].iter().sum();
    page.text(
        MARGIN + 1.0,
        y + frame.row_h * 0.72,
        size,
        row.bold,
        fit(label, w - 2.0, size, row.bold),
    );
}

/// A row's cells right of its label, each aligned in its column and shortened to fit it.
fn draw_cells(page: &mut Page, row: &Row, frame: &Frame<'_>, y: f32) {
    let span = label_span(row);
    let style = Style {
        size: frame.size,
        bold: row.bold,
    };
    let mut x = MARGIN;
    let columns = row.cells.iter().zip(&frame.section.columns);
    for (i, ((cell, column), w)) in columns.zip(&frame.widths).enumerate() {
        if i >= span && !cell.is_empty() {
            let text = fit(cell, w - 1.5, style.size, style.bold);
            page.aligned(x, *w, y + frame.row_h * 0.72, style, column.align, &text);
        }
        x += w;
    }
}

/// Writes the pages as a PDF with the DejaVu fonts embedded as subsets.
///
/// # Errors
/// Only the writer's own errors.
pub fn write_pdf(title: &str, pages: &[Page], out: &mut impl Write) -> Result<(), ReportError> {
    let mut doc = PdfDocument::new(title);
    let regular = doc.add_font(&fonts().regular.font);
    let bold = doc.add_font(&fonts().bold.font);
    let pdf_pages: Vec<PdfPage> = pages
        .iter()
        .map(|p| render_page(p, &regular, &bold))
        .collect();
    let options = PdfSaveOptions {
        subset_fonts: true,
        ..PdfSaveOptions::default()
    };
    let bytes = doc.with_pages(pdf_pages).save(&options, &mut Vec::new());
    out.write_all(&bytes).map_err(|e| ReportError::Write {
        detail: e.to_string(),
    })
}

fn mm(v: f32) -> Pt {
    Pt(v / PT_TO_MM)
}

/// A shade of grey, 0 black and 1 white.
fn grey(level: f32) -> Color {
    Color::Rgb(Rgb {
        r: level,
        g: level,
        b: level,
        icc_profile: None,
    })
}

fn render_page(page: &Page, regular: &printpdf::FontId, bold: &printpdf::FontId) -> PdfPage {
    let canvas = Canvas {
        height: page.height,
        regular,
        bold,
    };
    let mut ops = vec![Op::SetOutlineColor { col: grey(0.0) }];
    for item in &page.items {
        ops.extend(canvas.ops(item));
    }
    PdfPage::new(Mm(page.width), Mm(page.height), ops)
}

/// A page being written: its height (PDF measures from the bottom) and the embedded fonts.
struct Canvas<'a> {
    height: f32,
    regular: &'a printpdf::FontId,
    bold: &'a printpdf::FontId,
}

impl Canvas<'_> {
    /// The drawing operations of one item.
    fn ops(&self, item: &Item) -> Vec<Op> {
        match item {
            Item::Dark { x, y, w, h } => vec![self.filled(*x, *y, *w, *h)],
            Item::Shade { x, y, w, h } => vec![
                Op::SetFillColor { col: grey(0.9) },
                self.filled(*x, *y, *w, *h),
                Op::SetFillColor { col: grey(0.0) },
            ],
            Item::Line {
                x1,
                y1,
                x2,
                y2,
                width,
            } => self.line((*x1, *y1), (*x2, *y2), *width),
            Item::Text {
                x,
                y,
                size,
                bold,
                text,
            } => self.text(*x, *y, *size, *bold, text),
        }
    }

    /// A point given in mm from the top-left corner.
    fn point(&self, x: f32, y: f32) -> Point {
        Point {
            x: mm(x),
            y: mm(self.height - y),
        }
    }

    /// A box filled in the current fill colour (top-left corner, width, height in mm).
    fn filled(&self, x: f32, y: f32, w: f32, h: f32) -> Op {
        Op::DrawRectangle {
            rectangle: Rect {
                x: mm(x),
                y: mm(self.height - (y + h)),
                width: mm(w),
                height: mm(h),
                mode: Some(PaintMode::Fill),
                winding_order: None,
            },
        }
    }

    /// A straight line `width` pt thick.
    fn line(&self, (x1, y1): (f32, f32), (x2, y2): (f32, f32), width: f32) -> Vec<Op> {
        let end = |p: Point| LinePoint { p, bezier: false };
        vec![
            Op::SetOutlineThickness { pt: Pt(width) },
            Op::DrawLine {
                line: Line {
                    points: vec![end(self.point(x1, y1)), end(self.point(x2, y2))],
                    is_closed: false,
                },
            },
        ]
    }

    /// A text with its baseline at `y`.
    fn text(&self, x: f32, y: f32, size: f32, bold: bool, text: &str) -> Vec<Op> {
        let font = if bold { self.bold } else { self.regular };
        vec![
            Op::StartTextSection,
            Op::SetFont {
                font: PdfFontHandle::External(font.clone()),
                size: Pt(size),
            },
            Op::SetTextCursor {
                pos: self.point(x, y),
            },
            Op::ShowText {
                items: vec![TextItem::Text(text.to_string())],
            },
            Op::EndTextSection,
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn long_section(rows: usize) -> Section {
        Section {
            title: "Rangliste".into(),
            subtitle: "Serie 1".into(),
            columns: vec![
                Column {
                    title: "Platz".into(),
                    width: 20.0,
                    align: Align::Right,
                },
                Column {
                    title: "Name".into(),
                    width: 80.0,
                    align: Align::Left,
                },
            ],
            rows: (1..=rows)
                .map(|i| Row {
                    cells: vec![format!("{i}."), format!("Spieler Nummer {i}")],
                    ..Row::default()
                })
                .collect(),
            font_size: 9.0,
            ..Section::default()
        }
    }

    fn header() -> DocHeader {
        DocHeader {
            event: "Herbstpreisskat".into(),
            line: "22.11.2026".into(),
            footer: String::new(),
            page_label: "Seite {page} von {pages}".into(),
        }
    }

    #[test]
    fn every_page_repeats_the_header_and_counts_the_pages() {
        let pages = layout(&header(), &[long_section(150)]);
        assert!(pages.len() >= 3, "{} pages", pages.len());
        for (i, page) in pages.iter().enumerate() {
            let text = page.plain_text();
            assert!(
                text.starts_with("Herbstpreisskat  Rangliste\n22.11.2026  Serie 1\nPlatz  Name\n"),
                "page {}: {text}",
                i + 1
            );
            assert!(
                text.ends_with(&format!("Seite {} von {}\n", i + 1, pages.len())),
                "page {}: {text}",
                i + 1
            );
        }
        let all: String = pages.iter().map(Page::plain_text).collect();
        assert!(
            all.contains("150.  Spieler Nummer 150"),
            "the last row is printed"
        );
        assert_eq!(
            all.matches("Spieler Nummer").count(),
            150,
            "every row once, none split or lost"
        );
    }

    #[test]
    fn rows_stay_within_the_page() {
        for page in layout(&header(), &[long_section(150)]) {
            for item in &page.items {
                if let Item::Text { y, .. } = item {
                    assert!(*y < page.height - 5.0, "text at {y} mm runs off the page");
                }
            }
        }
    }

    #[test]
    fn issue_21_a_one_page_sheet_keeps_its_notes_on_its_page_whatever_its_rows() {
        for rows in 10..=70 {
            let mut section = long_section(rows);
            section.landscape = true;
            section.one_page = true;
            section.font_size = 8.0;
            section.notes = vec![
                "Geber: Platz des Gebers; am Vierertisch setzt der Geber aus.".into(),
                format!(
                    "Unterschriften der Spieler: {}",
                    vec!["_".repeat(28); 3].join(" ")
                ),
            ];
            let pages = layout(&header(), &[section]);
            assert_eq!(pages.len(), 1, "{rows} rows: the notes on the sheet's page");
            let text = pages[0].plain_text();
            assert!(text.contains("Unterschriften der Spieler"), "{rows} rows");
        }
    }

    fn with_qr(mut section: Section) -> Section {
        section.qr = Some(SectionQr {
            code: Qr::encode("http://192.168.1.20:8080/t/AAAAAAAAAAAAAAAAAAAAAA").expect("fits"),
            caption: "Liste am Telefon: Code scannen".into(),
        });
        section
    }

    #[test]
    fn a_qr_code_stands_right_of_the_header_and_above_the_table_on_every_page() {
        let pages = layout(&header(), &[with_qr(long_section(150))]);
        assert!(pages.len() >= 3);
        for page in &pages {
            let darks = page.darks();
            assert!(!darks.is_empty(), "every page of the section has the code");
            let left = darks.iter().map(|d| d.0).fold(f32::MAX, f32::min);
            let bottom = darks.iter().map(|d| d.1 + d.3).fold(0.0, f32::max);
            let right = darks.iter().map(|d| d.0 + d.2).fold(0.0, f32::max);
            assert!(
                (right - (page.width - MARGIN)).abs() < 0.01,
                "at the right margin"
            );
            for item in &page.items {
                let Item::Text {
                    x,
                    y,
                    size,
                    bold,
                    text,
                } = item
                else {
                    continue;
                };
                let end = x + text_width(text, *size, *bold);
                assert!(
                    end < left - 2.0 || *y > bottom + 2.0,
                    "{text} at ({x}, {y}) keeps clear of the code and its quiet zone"
                );
            }
            let text = page.plain_text();
            assert!(
                text.starts_with(
                    "Herbstpreisskat  Rangliste\n22.11.2026  Serie 1\n\
                     Liste am Telefon: Code scannen\nPlatz  Name\n"
                ),
                "{text}"
            );
        }
    }

    #[test]
    fn a_one_page_section_with_a_qr_code_still_fits_one_page() {
        let mut sheet = with_qr(long_section(56));
        sheet.landscape = true;
        sheet.one_page = true;
        sheet.font_size = 7.0;
        sheet.notes = vec!["Geber: Platz des Gebers.".into(), "Tarif ".repeat(80)];
        let pages = layout(&header(), &[sheet]);
        assert_eq!(
            pages.len(),
            1,
            "48 games, the foot and the notes on one page"
        );
    }

    #[test]
    fn text_that_does_not_fit_is_shortened_with_an_ellipsis() {
        let long = "Hans-Dietrich Groß-Böhme-Freiherr von Schwarzenberg";
        let short = fit(long, 30.0, 9.0, false);
        assert!(
            short.ends_with('…') && text_width(&short, 9.0, false) <= 30.0,
            "{short}"
        );
        assert_eq!(fit("Anna Müller", 30.0, 9.0, false), "Anna Müller");
    }
}
