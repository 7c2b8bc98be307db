//! Issue 10: leagues.
