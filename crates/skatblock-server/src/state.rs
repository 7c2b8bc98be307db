//! A match day's states and their transitions (issue 23, "Contract details"), pure: the
//! database module locks the day's row, asks here, and writes what these functions decide.

/// The state of an uploaded match day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DayState {
    /// Uploaded, waiting for the guests' confirmations.
    Submitted,
    /// Every guest team has confirmed.
    Confirmed,
    /// A captain protested; the group leader decides.
    Protested,
    /// The group leader approved it; binding after the binding days.
    Approved,
    /// The group leader rejected it; the host uploads again. It does not count.
    Rejected,
}

const ALL: [DayState; 5] = [
    DayState::Submitted,
    DayState::Confirmed,
    DayState::Protested,
    DayState::Approved,
    DayState::Rejected,
];

impl DayState {
    /// The state's word in answers and in the database.
    pub const fn name(self) -> &'static str {
        match self {
            DayState::Submitted => "submitted",
            DayState::Confirmed => "confirmed",
            DayState::Protested => "protested",
            DayState::Approved => "approved",
            DayState::Rejected => "rejected",
        }
    }

    /// The state of a stored word (the database writes only these).
    pub fn parse(word: &str) -> Option<DayState> {
        ALL.into_iter().find(|s| s.name() == word)
    }
}

/// What an upload does to a day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Upload {
    /// The day's first package: version 1, submitted.
    First,
    /// The stored package again: nothing changes, the answer is the stored one.
    Replay,
    /// A new package for a submitted or rejected day: version + 1, submitted, confirmations
    /// dropped.
    Replace,
}

/// The upload of a package to a day in `current` (`None`: not uploaded); `same`: the
/// package's id is the stored one. A rejected day takes any package as a new submission.
///
/// # Errors
/// A changed package for a confirmed, protested or approved day: the day's state.
pub fn upload(current: Option<DayState>, same: bool) -> Result<Upload, DayState> {
    match current {
        None => Ok(Upload::First),
        Some(DayState::Rejected) => Ok(Upload::Replace),
        Some(_) if same => Ok(Upload::Replay),
        Some(DayState::Submitted) => Ok(Upload::Replace),
        Some(other) => Err(other),
    }
}

/// A team's confirmation of a day in `current`: `already` when that team has confirmed, and
/// `complete` when with it every guest team has. Returns the day's new state.
///
/// # Errors
/// A first confirmation of a day that is not submitted: its state.
pub fn confirm(current: DayState, already: bool, complete: bool) -> Result<DayState, DayState> {
    match current {
        _ if already => Ok(current),
        DayState::Submitted if complete => Ok(DayState::Confirmed),
        DayState::Submitted => Ok(DayState::Submitted),
        other => Err(other),
    }
}

/// A captain's protest of a day in `current`.
///
/// # Errors
/// A day that is not submitted or confirmed: its state.
pub fn protest(current: DayState) -> Result<DayState, DayState> {
    match current {
        DayState::Submitted | DayState::Confirmed => Ok(DayState::Protested),
        other => Err(other),
    }
}

/// The group leader's decision on a day in `current`: approve or reject.
///
/// # Errors
/// A day already approved or rejected: its state.
pub fn decide(current: DayState, approve: bool) -> Result<DayState, DayState> {
    match current {
        DayState::Submitted | DayState::Confirmed | DayState::Protested if approve => {
            Ok(DayState::Approved)
        }
        DayState::Submitted | DayState::Confirmed | DayState::Protested => Ok(DayState::Rejected),
        other => Err(other),
    }
}

/// Whether every guest team (a team that played, other than the host) is in `confirmed`.
pub fn all_guests_confirmed(played: &[String], host: &str, confirmed: &[String]) -> bool {
    played
        .iter()
        .filter(|t| t.as_str() != host)
        .all(|t| confirmed.contains(t))
}

#[cfg(test)]
mod tests {
    use super::DayState::*;
    use super::*;

    #[test]
    fn issue_23_uploads_replay_replace_or_conflict_by_state() {
        assert_eq!(upload(None, false), Ok(Upload::First));
        assert_eq!(upload(Some(Submitted), true), Ok(Upload::Replay));
        assert_eq!(upload(Some(Submitted), false), Ok(Upload::Replace));
        assert_eq!(upload(Some(Rejected), false), Ok(Upload::Replace));
        assert_eq!(upload(Some(Rejected), true), Ok(Upload::Replace));
        assert_eq!(upload(Some(Approved), true), Ok(Upload::Replay));
        for s in [Confirmed, Protested, Approved] {
            assert_eq!(upload(Some(s), false), Err(s));
        }
    }

    #[test]
    fn issue_23_confirmations_complete_a_day_and_repeat_harmlessly() {
        assert_eq!(confirm(Submitted, false, false), Ok(Submitted));
        assert_eq!(confirm(Submitted, false, true), Ok(Confirmed));
        assert_eq!(confirm(Confirmed, true, true), Ok(Confirmed));
        assert_eq!(confirm(Approved, false, true), Err(Approved));
        assert_eq!(confirm(Confirmed, false, true), Err(Confirmed));
        let played = ["Host".to_string(), "G1".into(), "G2".into()];
        assert!(!all_guests_confirmed(&played, "Host", &["G1".into()]));
        assert!(all_guests_confirmed(
            &played,
            "Host",
            &["G2".into(), "G1".into()]
        ));
    }

    #[test]
    fn issue_23_protests_and_decisions_follow_the_contract() {
        assert_eq!(protest(Submitted), Ok(Protested));
        assert_eq!(protest(Confirmed), Ok(Protested));
        assert_eq!(protest(Approved), Err(Approved));
        assert_eq!(decide(Protested, true), Ok(Approved));
        assert_eq!(decide(Submitted, false), Ok(Rejected));
        assert_eq!(decide(Approved, false), Err(Approved));
        assert_eq!(decide(Rejected, true), Err(Rejected));
        assert!(ALL.iter().all(|s| DayState::parse(s.name()) == Some(*s)));
    }
}
