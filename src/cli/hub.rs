//! `skatblock hub …` (issue 12): the tokens of a series' tables and their revocation. Argument
//! parsing and printing only; the work is `skatblock::hub`'s.

use anyhow::Result;
use clap::{Args, Subcommand};

use skatblock::hub;
use skatblock::store::EventId;

use super::output::json_out;
use super::{ListFormat, StoreArgs, say};

/// `skatblock hub …`: the table hub of an event.
#[derive(Debug, Args)]
pub struct HubArgs {
    #[command(subcommand)]
    command: HubCommand,
}

/// The subcommands of `hub`.
#[derive(Debug, Subcommand)]
enum HubCommand {
    /// The access of every table of a series: its token and phone page, the same every time
    /// until revoked (a table without one gets a new token).
    Tokens {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        /// The hub's address for the phone pages, e.g. http://192.168.1.20:8080.
        #[arg(long, value_name = "URL")]
        url_base: Option<String>,
        /// Output format (json: [{"table", "token", "url"}]).
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
    },
    /// Revoke a table's access: its phones are shut out, its next printing gives a new token.
    Revoke {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        /// Table.
        #[arg(long)]
        table: u16,
    },
}

/// `skatblock hub …`
pub fn run(args: &StoreArgs, hub_args: HubArgs) -> Result<()> {
    let mut store = args.open()?;
    match hub_args.command {
        HubCommand::Tokens {
            event,
            series,
            url_base,
            format,
        } => {
            let tokens = hub::tokens(&mut store, EventId(event), series, url_base.as_deref())?;
            match format {
                ListFormat::Json => json_out(&tokens)?,
                ListFormat::Csv => super::output::csv_out(&tokens)?,
                ListFormat::Text => {
                    for t in &tokens {
                        println!("{:>5}  {}  {}", t.table, t.token, t.url);
                    }
                }
            }
        }
        HubCommand::Revoke {
            event,
            series,
            table,
        } => {
            let had = hub::revoke(&mut store, EventId(event), series, table)?;
            let id = if had {
                "cli-hub-revoked"
            } else {
                "cli-hub-none"
            };
            say(
                args,
                id,
                &[("series", series.into()), ("table", table.into())],
            );
        }
    }
    Ok(())
}
