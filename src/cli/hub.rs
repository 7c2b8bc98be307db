//! `skatblock hub …` (issue 12): the tokens of a series' tables, their revocation and their
//! table cards. Argument parsing and printing only; the work is `skatblock::hub`'s and the
//! operations layer's.

use anyhow::Result;
use clap::{Args, Subcommand};

use skatblock::hub;
use skatblock::ops;
use skatblock::ops::{EventId, Store};
use skatblock::report::Lang;

use super::output::json_out;
use super::reports::ReportArgs;
use super::{ListFormat, StoreArgs, say};

/// `skatblock hub EVENT --listen ADDR:PORT` runs the table hub of an event until SIGINT or
/// SIGTERM; or one of the subcommands.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct HubArgs {
    /// Event id.
    #[arg(required = true)]
    event: Option<i64>,
    /// The address to listen on, e.g. 192.168.1.20:8080 (the club's LAN) or 127.0.0.1:8080.
    #[arg(long, value_name = "ADDR:PORT", required = true)]
    listen: Option<String>,
    /// The address the table cards name when it is not the listen address, e.g.
    /// http://skatpc.local:8080 (may be given more than once): the hub answers under its host
    /// name too, and under no other.
    #[arg(long, value_name = "URL")]
    url_base: Vec<String>,
    #[command(subcommand)]
    command: Option<HubCommand>,
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
    /// The table cards of a series as a PDF: per table its number, the series, the event and a
    /// large QR code of its phone page, six cards to an A4 page.
    Cards {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        /// Only this table's card (e.g. after revoking its access).
        #[arg(long)]
        table: Option<u16>,
        /// The hub's address for the phone pages, e.g. http://192.168.1.20:8080.
        #[arg(long, value_name = "URL")]
        url_base: String,
        #[command(flatten)]
        args: ReportArgs,
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
pub fn hub(args: &StoreArgs, hub_args: HubArgs) -> Result<()> {
    let mut store = args.open()?;
    let Some(command) = hub_args.command else {
        let event = EventId(hub_args.event.expect("clap requires the event"));
        let listen = hub_args.listen.expect("clap requires --listen");
        let printed = hub_args
            .url_base
            .iter()
            .map(|url| ops::url_base_host(url).map_err(super::refused))
            .collect::<Result<Vec<_>>>()?;
        return serve(args, store, event, (&listen, printed));
    };
    match command {
        HubCommand::Tokens {
            event,
            series,
            url_base,
            format,
        } => tokens(&mut store, EventId(event), series, url_base, format),
        HubCommand::Cards {
            event,
            series,
            table,
            url_base,
            args: report_args,
        } => cards(
            args,
            &mut store,
            (event, series, table),
            &url_base,
            &report_args,
        ),
        HubCommand::Revoke {
            event,
            series,
            table,
        } => revoke(args, &mut store, EventId(event), series, table),
    }
}

/// `hub tokens`: every table's token and phone page (under `url_base` when given).
fn tokens(
    store: &mut Store,
    event: EventId,
    series: u16,
    url_base: Option<String>,
    format: ListFormat,
) -> Result<()> {
    let input = ops::HubTokensInput {
        event,
        series,
        url_base,
    };
    let tokens = ops::hub_tokens(store, &input)?;
    match format {
        ListFormat::Json => json_out(&tokens)?,
        ListFormat::Csv => super::output::csv_out(&tokens)?,
        ListFormat::Text => {
            for t in &tokens {
                println!("{:>5}  {}  {}", t.table, t.token, t.url);
            }
        }
    }
    Ok(())
}

/// `hub cards`: the table cards as a PDF, German unless `--lang en` is given.
fn cards(
    args: &StoreArgs,
    store: &mut Store,
    (event, series, table): (i64, u16, Option<u16>),
    url_base: &str,
    report_args: &ReportArgs,
) -> Result<()> {
    let print = ops::HubPrint {
        event: EventId(event),
        series,
        table,
        url_base,
        // Printed lists are German unless `--lang en` is given.
        lang: args.lang.unwrap_or(Lang::De),
        templates: report_args.templates.as_deref(),
    };
    let pdf = ops::hub_cards_pdf_with(store, &print)?;
    super::reports::save(&report_args.out, &pdf, args.messages_lang())
}

/// `hub revoke`: says whether the table had an access to revoke.
fn revoke(
    args: &StoreArgs,
    store: &mut Store,
    event: EventId,
    series: u16,
    table: u16,
) -> Result<()> {
    let input = ops::TableInput {
        event,
        series,
        table,
    };
    let had = ops::hub_revoke(store, &input)?;
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
    Ok(())
}

/// Runs the hub until SIGINT or SIGTERM; requests under way are finished, then exit 0.
fn serve(args: &StoreArgs, store: Store, event: EventId, at: (&str, Vec<String>)) -> Result<()> {
    super::get_event(&store, event)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    runtime.block_on(serve_until_stopped(args, store, event, at))
}

/// Binds `listen`, says where the hub listens, serves until a signal stops it and says so.
async fn serve_until_stopped(
    args: &StoreArgs,
    store: Store,
    event: EventId,
    (listen, printed): (&str, Vec<String>),
) -> Result<()> {
    let listener = tokio::net::TcpListener::bind(listen).await.map_err(|e| {
        super::refused(
            skatblock::rules::Refusal::new(hub::codes::HUB_LISTEN)
                .field("listen")
                .value(listen)
                .param("detail", e.to_string()),
        )
    })?;
    let address = listener.local_addr()?;
    say(
        args,
        "cli-hub-listening",
        &[
            ("event", event.0.into()),
            ("address", address.to_string().as_str().into()),
        ],
    );
    let hub = std::sync::Arc::new(hub::server::Hub::new(store, event).answering_as(printed));
    hub::server::serve(listener, hub, stopped()).await?;
    say(args, "cli-hub-stopped", &[]);
    Ok(())
}

/// Completes on SIGINT (Ctrl+C) or SIGTERM.
async fn stopped() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}
