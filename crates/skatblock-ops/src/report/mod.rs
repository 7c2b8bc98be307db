//! Printed lists and exports: PDF (one shared layout engine, layouts from `templates/`) and CSV
//! (RFC 4180 or the Excel dialect), plus the plain-text sheet of the CLI. Writers take
//! prepared data and any `impl Write`; they read no database and no clock.

pub mod cards;
pub mod club;
mod csv_export;
pub mod forms;
mod lists;
pub mod money;
pub mod pdf;
pub mod qr;
pub mod schafkopf;
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
