//! Skatblock's league computations (RULES.md B.6), shared by the desk and the association
//! server: the league table over plain numbers ([`table`]), the JSON forms of a game and a
//! score sheet ([`json`]), and the match-day package a host desk uploads, re-scored with the
//! rules engine ([`package`]), and a team's roster rules ([`roster`]). No I/O, no clock, no database.
#![deny(missing_docs)]

pub mod json;
pub mod package;
pub mod roster;
pub mod table;
