//! Skatblock's association server (issue 23): one league across many clubs' desks. Desks
//! upload each match day's package; the server re-scores it with the desk's engines, captains
//! confirm or protest, the group leader approves, and the public reads the tables. Everything
//! lives in PostgreSQL, so any number of `serve` processes on one database answer alike.

pub mod api;
pub mod cache;
pub mod cli;
pub mod codes;
pub mod db;
pub mod import;
pub mod limit;
pub mod pages;
pub mod scope;
pub mod state;
pub mod table;
pub mod token;
