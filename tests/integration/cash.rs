//! Issue 10: the cash book.
