//! TODO(issue 10): season.

/// The codes of season refusals.
pub mod codes {
    crate::rules::codes! {}
}
