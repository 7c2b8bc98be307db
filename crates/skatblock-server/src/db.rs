//! Everything the server keeps, in PostgreSQL: the only module with SQL. Every change is one
//! transaction; a match day's changes lock its row first, so concurrent requests to any number
//! of `serve` processes see one order, and a killed process leaves a day wholly stored or
//! absent.

mod days;
mod leagues;
mod pages;

pub use days::*;
pub use leagues::*;
pub use pages::*;

use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use tokio_postgres::{Client, NoTls};

use crate::scope::{Role, Scope};

/// The migrations, in order: the one source of the schema.
pub const MIGRATIONS: &[(&str, &str)] = &[
    ("0001_init", include_str!("../migrations/0001_init.sql")),
    (
        "0002_sessions",
        include_str!("../migrations/0002_sessions.sql"),
    ),
    (
        "0003_league_generation",
        include_str!("../migrations/0003_league_generation.sql"),
    ),
    (
        "0004_staff_lookups",
        include_str!("../migrations/0004_staff_lookups.sql"),
    ),
];

/// The advisory lock that serialises concurrent `migrate` runs.
const MIGRATION_LOCK: i64 = 0x536b_6174_626c_6f63;

/// A failure of the database.
#[derive(Debug)]
pub enum DbError {
    /// The database cannot be reached (down, restarting, the pool exhausted for too long).
    Unavailable,
    /// The database refused a statement.
    Internal(String),
}

impl From<tokio_postgres::Error> for DbError {
    fn from(e: tokio_postgres::Error) -> DbError {
        match e.as_db_error() {
            // A server shutting down answers with an admin-shutdown error: it is away.
            Some(db) if db.code().code().starts_with("57P") => DbError::Unavailable,
            Some(_) => DbError::Internal(e.to_string()),
            None => DbError::Unavailable,
        }
    }
}

impl From<deadpool_postgres::PoolError> for DbError {
    fn from(_: deadpool_postgres::PoolError) -> DbError {
        DbError::Unavailable
    }
}

/// A pool of at most `size` connections to `url`; waiting for one, or connecting, gives up
/// after two seconds (the request then answers 503).
///
/// # Errors
/// A URL that does not parse.
pub fn pool(url: &str, size: usize) -> Result<Pool, String> {
    let mut config: tokio_postgres::Config = url.parse().map_err(|e| format!("{e}"))?;
    config.connect_timeout(Duration::from_secs(2));
    let manager = Manager::from_config(
        config,
        NoTls,
        ManagerConfig {
            recycling_method: RecyclingMethod::Fast,
        },
    );
    let timeout = Some(Duration::from_secs(2));
    Pool::builder(manager)
        .max_size(size)
        .runtime(Runtime::Tokio1)
        .wait_timeout(timeout)
        .create_timeout(timeout)
        .recycle_timeout(timeout)
        .build()
        .map_err(|e| e.to_string())
}

/// One connection to `url`, for the command line.
///
/// # Errors
/// The database cannot be reached.
pub async fn connect(url: &str) -> Result<Client, DbError> {
    let (client, connection) = tokio_postgres::connect(url, NoTls).await?;
    tokio::spawn(connection);
    Ok(client)
}

/// Applies the migrations not yet applied, in order, in one transaction under an advisory
/// lock (two `migrate` at once: the second waits, then finds nothing to do).
///
/// # Errors
/// The database fails.
pub async fn migrate(client: &mut Client) -> Result<Vec<&'static str>, DbError> {
    let tx = client.transaction().await?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (
            name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
    )
    .await?;
    let mut applied = Vec::new();
    for (name, sql) in MIGRATIONS {
        let done = tx
            .query_opt("SELECT 1 FROM schema_migrations WHERE name = $1", &[name])
            .await?;
        if done.is_none() {
            tx.batch_execute(sql).await?;
            tx.execute("INSERT INTO schema_migrations (name) VALUES ($1)", &[name])
                .await?;
            applied.push(*name);
        }
    }
    tx.commit().await?;
    Ok(applied)
}

/// Stores a token's hash with its name and scope; `false` when the name is taken.
///
/// # Errors
/// The database fails.
pub async fn create_token(
    client: &Client,
    name: &str,
    hash: &str,
    scope: &Scope,
) -> Result<bool, DbError> {
    let n = client
        .execute(
            "INSERT INTO tokens (name, hash, role, league, grp, club, team)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (name) DO NOTHING",
            &[
                &name,
                &hash,
                &scope.role.name(),
                &scope.league,
                &scope.group,
                &scope.club,
                &scope.team,
            ],
        )
        .await?;
    Ok(n == 1)
}

/// Revokes the token `name`; `false` when there is none of that name.
///
/// # Errors
/// The database fails.
pub async fn revoke_token(client: &Client, name: &str) -> Result<bool, DbError> {
    let n = client
        .execute(
            "UPDATE tokens SET revoked_at = coalesce(revoked_at, now()) WHERE name = $1",
            &[&name],
        )
        .await?;
    Ok(n == 1)
}

/// The name and scope of the unrevoked token whose hash is `hash`.
///
/// # Errors
/// The database fails.
pub async fn token_scope(client: &Client, hash: &str) -> Result<Option<(String, Scope)>, DbError> {
    let row = client
        .query_opt(
            "SELECT name, role, league, grp, club, team FROM tokens
             WHERE hash = $1 AND revoked_at IS NULL",
            &[&hash],
        )
        .await?;
    Ok(row.and_then(|r| {
        let role = Role::parse(r.get::<_, &str>(1)).ok()?;
        let scope = Scope {
            role,
            league: r.get(2),
            group: r.get(3),
            club: r.get(4),
            team: r.get(5),
        };
        Some((r.get(0), scope))
    }))
}
