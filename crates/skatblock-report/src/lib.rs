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
    }
}

pub mod cards;
pub mod club;
mod csv_export;
mod lists;
pub mod money;
pub mod pdf;
pub mod qr;
pub mod schafkopf;
mod sections;
pub mod template;
mod text;

pub use csv_export::{CsvDialect, write_csv, write_csv_or_header};
pub use lists::{
    ReportContext, SheetForm, TableCodes, seating_pdf, sheets_pdf, sheets_pdf_with_codes,
    standings_pdf,
};
pub use template::{Lang, Template};
pub use text::{clip, describe_game, write_sheet_text};

/// What can go wrong while producing a report.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// A template that cannot be read or parsed.
    #[error("template: {0}")]
    Template(String),
    /// Writing the output failed.
    #[error("cannot write the report: {0}")]
    Write(String),
    /// Nothing to print (e.g. a series without seating), coded.
    #[error("{}", crate::i18n::refusal(crate::i18n::Lang::En, .0))]
    Empty(crate::rules::Refusal),
}
