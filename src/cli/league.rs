//! `skatblock league …` (issue 10). TODO: filled in by the league work.

use anyhow::Result;
use clap::Args;

use super::StoreArgs;

/// `skatblock league …`
#[derive(Debug, Args)]
pub struct LeagueArgs {}

/// Runs `league …`.
pub fn run(_args: &StoreArgs, _command: LeagueArgs) -> Result<()> {
    anyhow::bail!("not yet")
}
