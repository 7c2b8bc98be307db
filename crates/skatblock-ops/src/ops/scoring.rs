//! Scoring without a store (the CLI's `score`, `sheet`, `schafkopf score|sheet`, and the
//! Schafkopf games the CLI's `game enter` reads), rules files, and the tariffs by name: the
//! engines' work, named here so a front end reaches it through the one door.

use std::fs;

use super::Result;
use crate::json;
use crate::rules::{self, GameResult, Refusal, Rules};
use crate::schafkopf::{self, Game, Outcome, SheetDocument, SheetReport, Tariff};

/// Rule flags from the JSON of a rules file (RULES.md part G); a flag not named keeps ISkO's.
///
/// # Errors
/// Not an object; an unknown flag; a value of the wrong kind.
pub fn rules_of(value: &serde_json::Value) -> Result<Rules> {
    Ok(json::parse_rules(value)?)
}

/// One line of `score` scored under `rules`; a refusal is the line's result.
///
/// # Errors
/// The first field that is wrong, the rule the game breaks.
pub fn score_line(text: &[u8], rules: &Rules) -> Result<GameResult, Refusal> {
    json::parse_game(text, rules).map(|game| rules::score(&game, rules))
}

/// One table's score sheet as JSON added up under `rules` (the sheet's own rules take
/// precedence): running totals, foot, list checks and ranking.
///
/// # Errors
/// Every problem of the sheet found.
pub fn add_up_sheet(text: &str, rules: &Rules) -> Result<rules::SheetReport, Vec<Refusal>> {
    let doc = json::parse_sheet(text, rules)?;
    Ok(rules::compute_sheet(
        &doc.sheet,
        doc.rules.as_ref().unwrap_or(rules),
    ))
}

/// A Schafkopf tariff by preset name or from a JSON file (BSV 10/50 without one), with the
/// preset's name (none for a file).
///
/// # Errors
/// A name that is neither a preset nor a readable tariff file; a file that is no tariff.
pub fn named_tariff(name: Option<&str>) -> Result<(Tariff, Option<String>)> {
    let name = name.unwrap_or("BSV_10_50");
    if let Some(preset) = Tariff::preset(name) {
        return Ok((preset, Some(name.to_string())));
    }
    let text = fs::read_to_string(name).map_err(|_| schafkopf::unknown_tariff(name))?;
    Ok((schafkopf::parse_tariff(name, &text)?, None))
}

/// A Schafkopf game in the JSON form of `schafkopf score`.
///
/// # Errors
/// The first field that is wrong.
pub fn parse_schafkopf_game(text: &[u8]) -> Result<Game> {
    Ok(schafkopf::parse_game(text)?)
}

/// One line of `schafkopf score` scored under `tariff`; a refusal is the line's result.
///
/// # Errors
/// The first field that is wrong, the rule the game breaks.
pub fn score_schafkopf_line(text: &[u8], tariff: &Tariff) -> Result<Outcome, Refusal> {
    schafkopf::parse_game(text).and_then(|g| schafkopf::score(&g, tariff))
}

/// A Schafkopf list as JSON: players, first dealer, its own tariff and games.
///
/// # Errors
/// Every problem found.
pub fn parse_schafkopf_sheet(text: &str) -> Result<SheetDocument, Vec<Refusal>> {
    schafkopf::parse_sheet(text)
}

/// A Schafkopf list added up under `tariff`: amounts, running totals, foot, checks, ranking.
///
/// # Errors
/// Every game that does not add up.
pub fn add_up_schafkopf_sheet(
    doc: &SheetDocument,
    tariff: &Tariff,
) -> Result<SheetReport, Vec<Refusal>> {
    schafkopf::compute_sheet(&doc.players, doc.first_dealer, &doc.games, tariff)
}
