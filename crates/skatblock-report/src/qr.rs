//! QR codes on paper (issue 12): a table's phone page as a matrix of modules, and the dark
//! modules as few filled rectangles for the page model. It encodes and measures; it draws
//! nothing itself and knows nothing of tokens or the hub.

use qrcode::{Color, EcLevel, QrCode};

use super::pdf::Item;

/// The light border a reader needs around the symbol, in modules (ISO/IEC 18004 asks for 4).
pub const QUIET_ZONE: usize = 4;

/// An encoded QR code: the text it carries and its square matrix of modules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Qr {
    text: String,
    width: usize,
    dark: Vec<bool>,
}

/// A horizontal run of dark modules in one row of the matrix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Run {
    /// The row, from the top.
    pub row: usize,
    /// The first dark module, from the left.
    pub start: usize,
    /// How many dark modules follow one another.
    pub len: usize,
}

impl Qr {
    /// `text` as a QR code of level M (15 % of the modules may be smudged), the smallest
    /// version that holds it; `None` for a text longer than any QR code holds.
    pub fn encode(text: &str) -> Option<Qr> {
        let code = QrCode::with_error_correction_level(text, EcLevel::M).ok()?;
        let dark = code
            .to_colors()
            .into_iter()
            .map(|c| c == Color::Dark)
            .collect();
        Some(Qr {
            text: text.to_string(),
            width: code.width(),
            dark,
        })
    }

    /// The text it carries.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Modules per side, without the quiet zone.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Modules per side with the quiet zone on both sides.
    pub fn width_with_quiet_zone(&self) -> usize {
        self.width + 2 * QUIET_ZONE
    }

    /// The dark modules, each row's neighbours merged into one run, top to bottom.
    pub fn runs(&self) -> Vec<Run> {
        dark_runs(&self.dark, self.width)
    }

    /// The dark modules as filled rectangles of a page: the symbol's top-left corner at
    /// (`x`, `y`) mm, `module` mm per module. The quiet zone is the caller's to keep clear.
    pub fn items(&self, x: f32, y: f32, module: f32) -> Vec<Item> {
        self.runs()
            .into_iter()
            .map(|run| Item::Dark {
                x: x + run.start as f32 * module,
                y: y + run.row as f32 * module,
                w: run.len as f32 * module,
                h: module,
            })
            .collect()
    }
}

/// The runs of `true` in each row of a `width`-wide matrix given row by row.
fn dark_runs(modules: &[bool], width: usize) -> Vec<Run> {
    let mut runs = Vec::new();
    for (row, line) in modules.chunks(width.max(1)).enumerate() {
        let mut start = None;
        for (column, &dark) in line.iter().chain([&false]).enumerate() {
            match (dark, start) {
                (true, None) => start = Some(column),
                (false, Some(first)) => {
                    runs.push(Run {
                        row,
                        start: first,
                        len: column - first,
                    });
                    start = None;
                }
                (true, Some(_)) | (false, None) => {}
            }
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matrix(rows: &[&str]) -> Vec<bool> {
        rows.iter()
            .flat_map(|r| r.chars().map(|c| c == '#'))
            .collect()
    }

    #[test]
    fn neighbouring_dark_modules_of_a_row_become_one_run() {
        let runs = dark_runs(&matrix(&["##.###", "......", "#....#"]), 6);
        assert_eq!(
            runs,
            [
                Run {
                    row: 0,
                    start: 0,
                    len: 2
                },
                Run {
                    row: 0,
                    start: 3,
                    len: 3
                },
                Run {
                    row: 2,
                    start: 0,
                    len: 1
                },
                Run {
                    row: 2,
                    start: 5,
                    len: 1
                },
            ],
            "a run ends at a light module and at the row's end, never across rows"
        );
    }

    #[test]
    fn a_dark_row_is_one_run_and_runs_never_wrap_into_the_next_row() {
        let runs = dark_runs(&matrix(&["####", "####"]), 4);
        assert_eq!(runs.len(), 2, "one run per row: {runs:?}");
        assert!(runs.iter().all(|r| r.start == 0 && r.len == 4), "{runs:?}");
    }

    #[test]
    fn the_runs_cover_exactly_the_dark_modules() {
        let qr = Qr::encode("http://192.168.1.20:8080/t/AAAAAAAAAAAAAAAAAAAAAA").expect("fits");
        let mut painted = vec![false; qr.width() * qr.width()];
        for run in qr.runs() {
            for column in run.start..run.start + run.len {
                let cell = &mut painted[run.row * qr.width() + column];
                assert!(!*cell, "runs never overlap");
                *cell = true;
            }
        }
        assert_eq!(
            painted, qr.dark,
            "every dark module painted once, no light one"
        );
        let (runs, dark) = (qr.runs().len(), qr.dark.iter().filter(|d| **d).count());
        assert!(
            runs * 3 < dark * 2,
            "merging runs saves a third of the rectangles of a real code: {runs} of {dark}"
        );
    }

    #[test]
    fn a_phone_page_fits_a_small_code_and_an_endless_text_none() {
        let qr = Qr::encode("http://192.168.1.20:8080/t/AAAAAAAAAAAAAAAAAAAAAA").expect("fits");
        assert!(qr.width() <= 37, "version 5 or lower: {}", qr.width());
        assert_eq!(qr.width_with_quiet_zone(), qr.width() + 8);
        assert_eq!(Qr::encode(&"x".repeat(5000)), None);
    }
}
