//! The command line: `migrate`, `token create|revoke`, `serve`. A refusal prints the error
//! object on standard error and exits 2; a database that cannot be reached exits 3.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use serde_json::json;
use skatblock_i18n::Lang;
use skatblock_rules::Refusal;

use crate::api::{self, App, Settings};
use crate::codes::{SERVER_TOKEN_NAME_TAKEN, SERVER_TOKEN_UNKNOWN};
use crate::db::{self, DbError};
use crate::scope::{Role, Scope};

/// Skatblock's association server.
#[derive(Debug, Parser)]
#[command(name = "skatblock-server", version)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Applies the schema's migrations not yet applied.
    Migrate {
        /// PostgreSQL URL, e.g. postgres://skatblock@localhost/skatblock
        #[arg(long)]
        database: String,
    },
    /// Makes or revokes tokens.
    Token {
        #[command(subcommand)]
        command: TokenCommand,
    },
    /// Applies pending migrations, then serves until SIGTERM or Ctrl+C.
    Serve(ServeArgs),
}

#[derive(Debug, Subcommand)]
enum TokenCommand {
    /// Makes a token and prints it once.
    Create(CreateArgs),
    /// Revokes the token of a name.
    Revoke {
        #[arg(long)]
        database: String,
        #[arg(long)]
        name: String,
    },
}

#[derive(Debug, clap::Args)]
struct CreateArgs {
    #[arg(long)]
    database: String,
    /// admin, group-leader, club or captain
    #[arg(long)]
    role: String,
    #[arg(long)]
    league: Option<i64>,
    #[arg(long)]
    group: Option<String>,
    #[arg(long)]
    club: Option<String>,
    #[arg(long)]
    team: Option<String>,
    /// The token's name, unique (the audit names it).
    #[arg(long)]
    name: String,
}

#[derive(Debug, clap::Args)]
struct ServeArgs {
    #[arg(long)]
    database: String,
    /// Address to listen on, e.g. 127.0.0.1:8080
    #[arg(long)]
    listen: String,
    /// Days after approval until a match day is binding.
    #[arg(long, default_value_t = 14)]
    binding_days: i32,
    /// Requests a second per token, on average.
    #[arg(long, default_value_t = 20.0)]
    rate: f64,
    /// Requests per token at once.
    #[arg(long, default_value_t = 100.0)]
    burst: f64,
    /// Connections to PostgreSQL at most.
    #[arg(long, default_value_t = 16)]
    pool: usize,
    /// Requests handled at once (more wait): with bodies of at most 4 MiB this bounds what
    /// requests can make the process hold (128 × 4 MiB = 512 MiB).
    #[arg(long, default_value_t = 128)]
    concurrency: usize,
}

/// Runs the command line.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build();
    let Ok(runtime) = runtime else {
        return ExitCode::from(1);
    };
    match runtime.block_on(run(cli.command)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Refused(r)) => {
            eprintln!("{}", refusal_json(&r));
            ExitCode::from(2)
        }
        Err(Failure::Database(e)) => {
            eprintln!("{}", json!({"error": format!("database: {e:?}")}));
            ExitCode::from(3)
        }
    }
}

enum Failure {
    Refused(Refusal),
    Database(DbError),
}

impl From<DbError> for Failure {
    fn from(e: DbError) -> Failure {
        Failure::Database(e)
    }
}

fn refusal_json(r: &Refusal) -> serde_json::Value {
    json!({"error": skatblock_i18n::refusal(Lang::En, r), "code": r.code.as_str(), "field": r.field, "value": r.value, "rule": r.rule})
}

async fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Migrate { database } => {
            let mut client = db::connect(&database).await?;
            for name in db::migrate(&mut client).await? {
                println!("{name}");
            }
            Ok(())
        }
        Command::Token {
            command: TokenCommand::Create(args),
        } => create_token(args).await,
        Command::Token {
            command: TokenCommand::Revoke { database, name },
        } => {
            let client = db::connect(&database).await?;
            if db::revoke_token(&client, &name).await? {
                Ok(())
            } else {
                Err(Failure::Refused(
                    Refusal::new(SERVER_TOKEN_UNKNOWN)
                        .field("name")
                        .value(&name),
                ))
            }
        }
        Command::Serve(args) => serve(args).await,
    }
}

async fn create_token(args: CreateArgs) -> Result<(), Failure> {
    let role = Role::parse(&args.role).map_err(Failure::Refused)?;
    let scope = Scope {
        role,
        league: args.league,
        group: args.group,
        club: args.club,
        team: args.team,
    };
    scope.check().map_err(Failure::Refused)?;
    let client = db::connect(&args.database).await?;
    let token = crate::token::generate();
    if !db::create_token(&client, &args.name, &crate::token::hash(&token), &scope).await? {
        let taken = Refusal::new(SERVER_TOKEN_NAME_TAKEN)
            .field("name")
            .value(&args.name);
        return Err(Failure::Refused(taken));
    }
    println!("{}", json!({"token": token, "role": role.name()}));
    Ok(())
}

/// Applies the migrations not yet applied, so a new server starts with one command (and an
/// updated one with its schema); concurrent processes wait on the migration lock.
async fn migrated(database: &str) -> Result<(), Failure> {
    let mut client = db::connect(database).await?;
    for name in db::migrate(&mut client).await? {
        eprintln!("migrated {name}");
    }
    Ok(())
}

async fn serve(args: ServeArgs) -> Result<(), Failure> {
    migrated(&args.database).await?;
    let pool = db::pool(&args.database, args.pool.max(1)).map_err(DbError::Internal)?;
    let settings = Settings {
        binding_days: args.binding_days.max(0),
        rate: args.rate,
        burst: args.burst,
        concurrency: args.concurrency.max(1),
        timeout_secs: 30,
    };
    let listener = tokio::net::TcpListener::bind(&args.listen)
        .await
        .map_err(|e| DbError::Internal(e.to_string()))?;
    eprintln!(
        "listening on {}",
        listener.local_addr().map_or(args.listen, |a| a.to_string())
    );
    api::serve(listener, App::new(pool, settings), stopped())
        .await
        .map_err(|e| DbError::Internal(e.to_string()))?;
    Ok(())
}

/// Completes on Ctrl+C or SIGTERM.
async fn stopped() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = term => {}
    }
}
