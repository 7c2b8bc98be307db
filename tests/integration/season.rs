//! Issue 10: seasons and stored list results.
