//! Writes a demonstration database: a 3-series championship of N players (default 1,200) with
//! every game of every table entered. Used by `scripts/bench-app.sh` for the app's timings and
//! handy for trying the app on a full-size event.
//!
//! `cargo run --release --example demo_db -- FILE [PLAYERS]`

use skatblock::event::{self, demo};
use skatblock_store::Store;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .ok_or_else(|| anyhow::anyhow!("usage: demo_db FILE [PLAYERS]"))?;
    let players: i64 = args.next().map_or(Ok(1200), |n| n.parse())?;
    let _ = std::fs::remove_file(&path);
    let mut store = Store::open(path.as_ref())?;
    let (event, tables) = demo::seeded_event(&mut store, players, 3)?;
    let games = event::import_games(
        &mut store,
        event,
        demo::games_csv(&tables).as_bytes(),
        "demo",
    )?;
    println!("{path}: {players} players, 3 series, {games} games (event {event})");
    Ok(())
}
