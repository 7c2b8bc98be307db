//! TODO(issue 10): cash.

/// The codes of cash refusals.
pub mod codes {
    crate::rules::codes! {}
}
