//! TODO(issue 10): league.

/// The codes of league refusals.
pub mod codes {
    crate::rules::codes! {}
}
