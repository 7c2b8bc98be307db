//! The one error of the operations: a kind to branch on and coded refusals, said at the edge
//! in the user's language. Every lower layer's error converts into it, so a front end knows
//! one type.

use serde::Serialize;
use ts_rs::TS;

use crate::event::{self, EventError, RefusalAt};
use crate::i18n::Lang;
use crate::report;
use crate::rules::Refusal;
use crate::store::StoreError;

/// What went wrong, as the front ends receive it: they branch on `kind` and say `refusals` in
/// the user's language. It carries no sentence: every constructor gives it at least one coded
/// refusal, and the sentence is made at the edge (`Display` says it in English, for logs).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct Error {
    /// The kind, for the front end to branch on.
    #[serde(rename = "code")]
    pub kind: ErrorKind,
    /// What was refused, as data (an import row with its line); never empty.
    pub refusals: Vec<RefusalAt>,
}

/// English, for logs and tests; a front end says [`Error::describe`] in the user's language.
impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

impl std::error::Error for Error {}

/// The kinds of [`Error`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// No data file is open (the app).
    NotOpen,
    /// The request breaks a rule.
    Invalid,
    /// What was asked for does not exist.
    NotFound,
    /// It conflicts with what is stored.
    Conflict,
    /// The file is not a Skatblock database (or a newer one); it was left untouched.
    RefusedFile,
    /// The data file or another file could not be read or written.
    Storage,
}

impl Error {
    /// One refusal of `kind`.
    pub fn refused(kind: ErrorKind, refusal: Refusal) -> Error {
        Error {
            kind,
            refusals: vec![RefusalAt {
                line: None,
                refusal,
            }],
        }
    }

    /// No data file is open.
    pub fn not_open() -> Error {
        Error::refused(
            ErrorKind::NotOpen,
            Refusal::new(crate::i18n::codes::APP_NOT_OPEN),
        )
    }

    /// The sentences in `lang`: an import's rows under their heading, a refusal with its
    /// details one per line, as the event layer says them.
    pub fn describe(&self, lang: Lang) -> String {
        let rows: Vec<String> = self
            .refusals
            .iter()
            .filter_map(|r| Some(crate::i18n::row(lang, r.line?, &r.refusal)))
            .collect();
        if !rows.is_empty() {
            let count = crate::rules::Param::from(rows.len());
            let heading = crate::i18n::message(lang, "refusal-import", [("count", &count)]);
            return format!("{heading}\n  {}", rows.join("\n  "));
        }
        let lines: Vec<String> = self
            .refusals
            .iter()
            .map(|r| crate::i18n::refusal(lang, &r.refusal))
            .collect();
        lines.join("\n  ")
    }
}

impl From<Refusal> for Error {
    fn from(refusal: Refusal) -> Error {
        Error::refused(ErrorKind::Invalid, refusal)
    }
}

impl From<StoreError> for Error {
    fn from(e: StoreError) -> Error {
        Error {
            kind: store_kind(&e),
            refusals: store_refusals(&e)
                .into_iter()
                .map(|refusal| RefusalAt {
                    line: None,
                    refusal,
                })
                .collect(),
        }
    }
}

/// The kind of a store error.
fn store_kind(e: &StoreError) -> ErrorKind {
    match e {
        StoreError::NotADatabase { .. }
        | StoreError::ForeignDatabase { .. }
        | StoreError::TooNew { .. } => ErrorKind::RefusedFile,
        StoreError::NotFound { .. } | StoreError::GameNotFound { .. } => ErrorKind::NotFound,
        StoreError::Conflict { .. }
        | StoreError::NoFreeNumber
        | StoreError::AlreadyEntered { .. }
        | StoreError::VersionChanged { .. } => ErrorKind::Conflict,
        StoreError::GameBreaksRules { .. } => ErrorKind::Invalid,
        StoreError::Corrupt(_)
        | StoreError::Unreadable { .. }
        | StoreError::Migration(_)
        | StoreError::Sqlite(_)
        | StoreError::Io { .. } => ErrorKind::Storage,
    }
}

/// A store error's refusals. A game changed by another writer is the table-entry protocol's
/// conflict, one code for the desk and the hall.
fn store_refusals(e: &StoreError) -> Vec<Refusal> {
    match e {
        StoreError::VersionChanged { key, version } => vec![
            Refusal::new(crate::hub::codes::HUB_GAME_CONFLICT)
                .field("game")
                .value(key.game)
                .param("game", key.game)
                .param("version", *version),
        ],
        _ => e.refusals(),
    }
}

impl From<EventError> for Error {
    fn from(e: EventError) -> Error {
        match e {
            EventError::Store(s) => s.into(),
            EventError::Import(_) | EventError::Refused(_) | EventError::RefusedAll(_) => Error {
                kind: ErrorKind::Invalid,
                refusals: e.refusals(),
            },
        }
    }
}

impl From<event::ImportError> for Error {
    fn from(e: event::ImportError) -> Error {
        EventError::Import(e).into()
    }
}

impl From<report::ReportError> for Error {
    fn from(e: report::ReportError) -> Error {
        let kind = match e {
            report::ReportError::Empty(_) => ErrorKind::Invalid,
            report::ReportError::Template { .. }
            | report::ReportError::UnknownTemplate { .. }
            | report::ReportError::Write { .. } => ErrorKind::Storage,
        };
        Error::refused(kind, e.refusal())
    }
}

/// Result of an operation.
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::GameKey;

    /// Issue 19: `message` went; whatever converts into an error says itself through a coded
    /// refusal, so no front end is left with an English sentence.
    #[test]
    fn issue_19_every_error_carries_a_refusal() {
        let refusal = || Refusal::new(crate::i18n::codes::APP_NOT_OPEN);
        let row = event::RowError {
            line: 3,
            refusal: refusal(),
        };
        let key = GameKey {
            series: 1,
            table: 2,
            game: 3,
        };
        let errors: Vec<Error> = vec![
            Error::not_open(),
            refusal().into(),
            StoreError::NoFreeNumber.into(),
            StoreError::GameNotFound { key }.into(),
            StoreError::VersionChanged { key, version: 4 }.into(),
            EventError::Refused(refusal()).into(),
            EventError::RefusedAll(vec![refusal(), refusal()]).into(),
            event::ImportError { errors: vec![row] }.into(),
            report::ReportError::Empty(refusal()).into(),
        ];
        for e in errors {
            assert!(!e.refusals.is_empty(), "{e:?} carries no refusal");
            assert!(!e.to_string().is_empty(), "{e:?} says nothing in English");
        }
    }

    #[test]
    fn issue_19_an_import_error_is_said_with_its_rows_under_the_heading() {
        let row = event::RowError {
            line: 7,
            refusal: Refusal::new(crate::i18n::codes::APP_NOT_OPEN),
        };
        let import = event::ImportError { errors: vec![row] };
        let said = import.describe(Lang::De);
        assert_eq!(Error::from(import).describe(Lang::De), said);
    }
}
