//! Report layouts as data (`templates/*.json`): titles and texts in German and English,
//! column keys, widths (mm) and alignment. The built-in copies are compiled in; a folder given
//! at run time overrides them file by file, so a club can retitle a list without a rebuild.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use super::ReportError;

/// The language of printed texts: the one language type of the catalogues.
pub use crate::i18n::Lang;

/// A text in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    de: String,
    en: String,
}

impl Text {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::De => &self.de,
            Lang::En => &self.en,
        }
    }
}

/// Horizontal alignment in a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Align {
    /// Left.
    Left,
    /// Centred.
    Center,
    /// Right (numbers).
    Right,
}

/// One column of a list.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColumnSpec {
    /// What the column shows; the report code fills it by this key.
    pub key: String,
    /// Heading.
    pub title: Text,
    /// Width in mm (scaled to the page width if the sum differs).
    pub width: f32,
    /// Alignment.
    pub align: Align,
}

/// One report layout.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Template {
    /// Title of the list.
    #[serde(default)]
    pub title: Option<Text>,
    /// A4 landscape instead of portrait.
    #[serde(default)]
    pub landscape: bool,
    /// Font size of the rows in pt.
    #[serde(default = "default_font_size")]
    pub font_size: f32,
    /// The columns.
    #[serde(default)]
    pub columns: Vec<ColumnSpec>,
    /// Further texts by name.
    #[serde(default)]
    pub texts: BTreeMap<String, Text>,
    /// The grid of a sheet of cards (the table cards of the hub).
    #[serde(default)]
    pub cards: Option<CardGrid>,
}

/// How cards share an A4 portrait page.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardGrid {
    /// Cards side by side.
    pub columns: u8,
    /// Cards one under another.
    pub rows: u8,
    /// The side of a card's QR code in mm, without its quiet zone (smaller if the card is).
    pub qr_mm: f32,
}

impl Default for CardGrid {
    /// Six cards, each with a QR code of 44 mm.
    fn default() -> CardGrid {
        CardGrid {
            columns: 2,
            rows: 3,
            qr_mm: 44.0,
        }
    }
}

fn default_font_size() -> f32 {
    9.0
}

const BUILT_IN: [(&str, &str); 15] = [
    ("common", include_str!("../../../templates/common.json")),
    (
        "standings",
        include_str!("../../../templates/standings.json"),
    ),
    ("seating", include_str!("../../../templates/seating.json")),
    (
        "score_sheet",
        include_str!("../../../templates/score_sheet.json"),
    ),
    ("season", include_str!("../../../templates/season.json")),
    ("cash", include_str!("../../../templates/cash.json")),
    (
        "league_table",
        include_str!("../../../templates/league_table.json"),
    ),
    (
        "match_report",
        include_str!("../../../templates/match_report.json"),
    ),
    ("money", include_str!("../../../templates/money.json")),
    (
        "schafkopf_sheet",
        include_str!("../../../templates/schafkopf_sheet.json"),
    ),
    (
        "schafkopf_standings",
        include_str!("../../../templates/schafkopf_standings.json"),
    ),
    (
        "hub_cards",
        include_str!("../../../templates/hub_cards.json"),
    ),
    ("prizes", include_str!("../../../templates/prizes.json")),
    ("payouts", include_str!("../../../templates/payouts.json")),
    (
        "prize_ranking",
        include_str!("../../../templates/prize_ranking.json"),
    ),
];

impl Template {
    /// The template `name`: from `dir` if it holds `name.json`, else the built-in one.
    ///
    /// # Errors
    /// An unknown name, or a file that is not a valid template (with the file and the reason).
    pub fn load(name: &str, dir: Option<&Path>) -> Result<Template, ReportError> {
        let custom = dir
            .map(|d| d.join(format!("{name}.json")))
            .filter(|p| p.is_file());
        let (source, text) = match custom {
            Some(path) => {
                let text = std::fs::read_to_string(&path).map_err(|e| ReportError::Template {
                    template: path.display().to_string(),
                    detail: e.to_string(),
                })?;
                (path.display().to_string(), text)
            }
            None => {
                let (_, text) = BUILT_IN.iter().find(|(n, _)| *n == name).ok_or_else(|| {
                    ReportError::UnknownTemplate {
                        name: name.to_string(),
                    }
                })?;
                (format!("built-in {name}.json"), (*text).to_string())
            }
        };
        serde_json::from_str(&text).map_err(|e| ReportError::Template {
            template: source,
            detail: e.to_string(),
        })
    }

    /// The text `key` in `lang`, with `{name}` placeholders replaced.
    pub fn text(&self, key: &str, lang: Lang, values: &[(&str, &str)]) -> String {
        let raw = self.texts.get(key).map_or(key, |t| t.get(lang));
        values.iter().fold(raw.to_string(), |s, (k, v)| {
            s.replace(&format!("{{{k}}}"), v)
        })
    }

    /// The title in `lang`, or "".
    pub fn title(&self, lang: Lang) -> &str {
        self.title.as_ref().map_or("", |t| t.get(lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_template_parses() {
        for (name, _) in BUILT_IN {
            let t = Template::load(name, None).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(t.font_size > 4.0, "{name}");
        }
    }

    #[test]
    fn a_folder_overrides_a_template() {
        let temp = tempfile::Builder::new()
            .prefix("skatblock-templates-")
            .tempdir()
            .expect("dir");
        let dir = temp.path();
        let custom = include_str!("../../../templates/standings.json")
            .replace("\"Rangliste\"", "\"Ergebnisliste\"");
        std::fs::write(dir.join("standings.json"), custom).expect("write");
        let t = Template::load("standings", Some(dir)).expect("custom");
        assert_eq!(t.title(Lang::De), "Ergebnisliste");
        assert_eq!(
            Template::load("seating", Some(dir))
                .expect("built-in")
                .title(Lang::De),
            "Sitzplan"
        );
        std::fs::write(dir.join("seating.json"), "{\"title\": 5}").expect("write");
        let err = Template::load("seating", Some(dir))
            .unwrap_err()
            .to_string();
        assert!(err.contains("seating.json"), "{err}");
    }
}
