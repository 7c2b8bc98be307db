//! Printed lists and exports: PDF (one shared layout engine, layouts from `templates/`) and CSV
//! (RFC 4180 or the Excel dialect), plus the plain-text sheet of the CLI. Writers take
//! prepared data and any `impl Write`; they read no database and no clock: the operations
//! layer gathers what a list shows and hands it over as the desk's data (`skatblock-model`).
#![deny(missing_docs)]

use skatblock_i18n as i18n;
use skatblock_rules as rules;

/// The codes of a list with nothing to print.
pub mod codes {
    crate::rules::codes! {
        /// A series without seating; params `series`, `event`.
        REPORT_SERIES_UNSEATED = "report.series.unseated";
        /// An event without any seating; param `event`.
        REPORT_EVENT_UNSEATED = "report.event.unseated";
        /// A table the series does not have; params `series`, `table`, `max`.
        REPORT_TABLE_UNKNOWN = "report.table.unknown";
        /// A report template that cannot be read; params `template`, `detail`.
        REPORT_TEMPLATE = "report.template";
        /// No report template of this name; param `template`.
        REPORT_TEMPLATE_UNKNOWN = "report.template-unknown";
        /// A report that could not be written; param `detail`.
        REPORT_WRITE = "report.write";
    }
}

pub mod cards;
pub mod club;
mod csv_export;
mod lists;
pub mod money;
pub mod pdf;
pub mod prizes;
pub mod qr;
pub mod schafkopf;
mod sections;
mod table_text;
pub mod template;
mod text;

pub use csv_export::{
    CsvDialect, column_name, write_csv, write_csv_in, write_csv_or_header, write_csv_scoped,
};
pub use lists::{
    ReportContext, SheetForm, TableCodes, provisional, seating_list_sections, seating_pdf,
    sheets_pdf, sheets_pdf_with_codes, standings_list_section, standings_pdf,
};
pub use sections::Medium;
pub use table_text::{write_document_text, write_section_text};
pub use template::{Lang, Template};
pub use text::{clip, describe_game, write_sheet_text};

/// What can go wrong while producing a report: coded, said at the edge from the catalogue.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// A template that cannot be read or parsed.
    #[error("template {template}: {detail}")]
    Template {
        /// The template's file.
        template: String,
        /// Why, as the file system or the JSON reader says it.
        detail: String,
    },
    /// No template has this name.
    #[error("no template named {name}")]
    UnknownTemplate {
        /// The name asked for.
        name: String,
    },
    /// Writing the output failed.
    #[error("cannot write the report: {detail}")]
    Write {
        /// Why, as the operating system says it.
        detail: String,
    },
    /// Nothing to print (e.g. a series without seating), coded.
    #[error("{}", crate::i18n::refusal(crate::i18n::Lang::En, .0))]
    Empty(crate::rules::Refusal),
}

impl ReportError {
    /// The error as a coded refusal, for the catalogue of the reader's language.
    pub fn refusal(&self) -> crate::rules::Refusal {
        use crate::rules::Refusal;
        match self {
            ReportError::Template { template, detail } => Refusal::new(codes::REPORT_TEMPLATE)
                .param("template", template.as_str())
                .param("detail", detail.as_str()),
            ReportError::UnknownTemplate { name } => {
                Refusal::new(codes::REPORT_TEMPLATE_UNKNOWN).param("template", name.as_str())
            }
            ReportError::Write { detail } => {
                Refusal::new(codes::REPORT_WRITE).param("detail", detail.as_str())
            }
            ReportError::Empty(refusal) => refusal.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 19: a report's errors are coded; the catalogue says them in both languages.
    #[test]
    fn issue_19_report_errors_are_coded_and_said_from_the_catalogue() {
        let unknown = Template::load("no-such-list", None).expect_err("unknown");
        let refusal = unknown.refusal();
        assert_eq!(refusal.code, codes::REPORT_TEMPLATE_UNKNOWN);
        assert_eq!(
            i18n::refusal(Lang::De, &refusal),
            "es gibt keine Listenvorlage no-such-list"
        );
        let dir = tempfile::tempdir().expect("temporary folder");
        std::fs::write(dir.path().join("standings.json"), "{").expect("write");
        let broken = Template::load("standings", Some(dir.path())).expect_err("broken");
        assert_eq!(broken.refusal().code, codes::REPORT_TEMPLATE);
        assert!(
            i18n::refusal(Lang::En, &broken.refusal()).starts_with("the list template "),
            "{broken}"
        );
    }
}
