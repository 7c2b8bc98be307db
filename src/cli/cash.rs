//! `skatblock cash …` (issue 10). TODO: filled in by the cash work.

use anyhow::Result;
use clap::Args;

use super::StoreArgs;

/// `skatblock cash …`
#[derive(Debug, Args)]
pub struct CashArgs {}

/// Runs `cash …`.
pub fn run(_args: &StoreArgs, _command: CashArgs) -> Result<()> {
    anyhow::bail!("not yet")
}
