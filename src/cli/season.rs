//! `skatblock season …` (issue 10). TODO: filled in by the season work.

use anyhow::Result;
use clap::Args;

use super::StoreArgs;

/// `skatblock season …`
#[derive(Debug, Args)]
pub struct SeasonArgs {}

/// Runs `season …`.
pub fn run(_args: &StoreArgs, _command: SeasonArgs) -> Result<()> {
    anyhow::bail!("not yet")
}
