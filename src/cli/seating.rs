//! `skatblock seating …`: draw, import and show a series' seating, and change it (swap, late
//! arrival, withdrawal) through the operations layer.

use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::Subcommand;
use skatblock::i18n::Lang;
use skatblock::ops::{self, DrawDto, SeatChange, SeatingDto, SeriesInput};
use skatblock::ops::{EventId, Store};
use skatblock::rules::Refusal;

use super::{ListFormat, StoreArgs, output, player_id, read, refused, say};

/// `skatblock seating …`
#[derive(Debug, Subcommand)]
pub enum SeatingCommand {
    /// Draw a series: tables of 4 (and 3), fewest repeat table-mates. Reproducible with --seed.
    Draw {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        /// Seed of the draw; the same seed gives the same seating.
        #[arg(long)]
        seed: Option<u64>,
        /// Set the tables by the standings after the series before (series 2 on): the best
        /// four at table 1 (Preisskat, RULES.md H.5.1).
        #[arg(long)]
        seeded: bool,
        /// Keep mates at different tables wherever possible: `teams` (every team ranking of
        /// the prize file), `clubs`, or one team ranking's id (H.5.2).
        #[arg(long, value_name = "teams|clubs|RANKING_ID")]
        apart: Option<String>,
    },
    /// Import a seating made elsewhere: series,table,seat,player_id (registers the players).
    Import {
        /// Event id.
        event: i64,
        /// The CSV file.
        file: PathBuf,
    },
    /// Show a series' seating by table and alphabetically by player.
    Show {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        /// Output format (text shows both lists).
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
    },
    /// Swap the seats of two players.
    Swap {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        /// One player's number.
        a: String,
        /// The other player's number.
        b: String,
    },
    /// Seat a player who arrives late.
    Add {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        /// Player number.
        player: String,
    },
    /// Withdraw a player from this series on.
    Withdraw {
        /// Event id.
        event: i64,
        /// Series.
        #[arg(long)]
        series: u16,
        /// Player number.
        player: String,
    },
}

/// `seating …`
pub fn seating(args: &StoreArgs, command: SeatingCommand) -> Result<()> {
    let store = &mut args.open()?;
    let lang = args.messages_lang();
    match command {
        SeatingCommand::Draw {
            event,
            series,
            seed,
            seeded,
            apart,
        } => draw_any(args, store, (event, series, seed), (seeded, apart)),
        SeatingCommand::Import { event, file } => import(args, store, event, &file),
        SeatingCommand::Show {
            event,
            series,
            format,
        } => show(store, (event, series), format, lang),
        SeatingCommand::Swap {
            event,
            series,
            a,
            b,
        } => swap(store, lang, (event, series, &a), &b),
        SeatingCommand::Add {
            event,
            series,
            player,
        } => change_seating(store, lang, (event, series, &player), SeatChange::Add),
        SeatingCommand::Withdraw {
            event,
            series,
            player,
        } => change_seating(store, lang, (event, series, &player), SeatChange::Withdraw),
    }
}

/// `seating draw`: who the draw registered (an event without registrations takes every
/// active player) and how it came out, then the seating.
fn draw(
    args: &StoreArgs,
    store: &mut Store,
    (event, series): (i64, u16),
    seed: Option<u64>,
) -> Result<()> {
    let input = ops::DrawInput {
        event: EventId(event),
        series,
        seed,
    };
    let drawn = ops::draw_series(store, input)?;
    let outcome = drawn.draw.as_ref().expect("a draw says how it came out");
    if outcome.registered > 0 {
        let registered = [
            ("count", outcome.registered.into()),
            ("event", event.into()),
        ];
        say(args, "cli-registered-all", &registered);
    }
    say_drawn(args, &drawn, outcome);
    seating_text(store, event, series, args.messages_lang())
}

/// `seating draw`: the club's draw, or the Preisskat's with `--seeded` or `--apart`.
fn draw_any(
    args: &StoreArgs,
    store: &mut Store,
    (event, series, seed): (i64, u16, Option<u64>),
    (seeded, apart): (bool, Option<String>),
) -> Result<()> {
    if !seeded && apart.is_none() {
        return draw(args, store, (event, series), seed);
    }
    let input = ops::PreisskatDrawInput {
        event: EventId(event),
        series,
        seeded,
        apart: apart.map(apart_of),
        seed,
    };
    preisskat_draw(args, store, input)
}

/// Whose mates `--apart` names: `teams`, `clubs`, or a team ranking's id.
fn apart_of(name: String) -> ops::Apart {
    match name.as_str() {
        "teams" => ops::Apart::Teams,
        "clubs" => ops::Apart::Clubs,
        _ => ops::Apart::Ranking(name),
    }
}

/// `seating draw --seeded|--apart`: the Preisskat's draw (H.5), said as a draw and with the
/// tables where mates had to meet.
fn preisskat_draw(
    args: &StoreArgs,
    store: &mut Store,
    input: ops::PreisskatDrawInput,
) -> Result<()> {
    let (event, series, apart) = (input.event.0, input.series, input.apart.is_some());
    let drawn = ops::draw_preisskat(store, input)?;
    let outcome = drawn
        .seating
        .draw
        .as_ref()
        .expect("a draw says how it came out");
    say_drawn(args, &drawn.seating, outcome);
    if apart {
        say(args, "cli-prizes-apart", &[("broken", drawn.broken.into())]);
    }
    seating_text(store, event, series, args.messages_lang())
}

/// A series' seating as its printed list lays it out (by table, then by name), after a
/// draw or a change.
fn seating_text(store: &Store, event: i64, series: u16, lang: Lang) -> Result<()> {
    let input = SeriesInput {
        event: EventId(event),
        series,
    };
    output::sections(&ops::seating_list(store, input, lang)?)
}

/// Says how a draw came out: its seed (to draw the same again), its tables and the pairs of
/// players who meet again.
fn say_drawn(args: &StoreArgs, seating: &SeatingDto, outcome: &DrawDto) {
    let fours = seating.tables.iter().filter(|t| t.len() == 4).count();
    let (series, tables) = (seating.series, seating.tables.len());
    say(
        args,
        "cli-drawn",
        &[
            ("series", series.into()),
            ("seed", outcome.seed.to_string().into()),
            ("tables", tables.into()),
            ("fours", fours.into()),
            ("threes", (tables - fours).into()),
            ("repeated", outcome.repeated_pairs.into()),
        ],
    );
}

/// `seating import`: says which series the file seated.
fn import(args: &StoreArgs, store: &mut Store, event: i64, file: &Path) -> Result<()> {
    let series = ops::import_seating(store, EventId(event), &read(file)?)?;
    let list: Vec<String> = series.iter().map(ToString::to_string).collect();
    say(
        args,
        "cli-seating-imported",
        &[("series", list.join(", ").into())],
    );
    Ok(())
}

/// `seating show`: a series nobody is seated in is refused, not shown as an empty list (the
/// printed list refuses it itself).
fn show(store: &Store, (event, series): (i64, u16), format: ListFormat, lang: Lang) -> Result<()> {
    let input = SeriesInput {
        event: EventId(event),
        series,
    };
    if format == ListFormat::Text {
        return output::sections(&ops::seating_list(store, input, lang)?);
    }
    let seats = ops::seating(store, input)?;
    if seats.tables.is_empty() {
        return Err(refused(
            Refusal::new(skatblock::report::forms::codes::REPORT_SERIES_UNSEATED)
                .param("series", series)
                .param("event", event),
        ));
    }
    output::seating(&seats, format)
}

/// `seating swap`: the other player (`b`) is looked up first, then the seats change.
fn swap(store: &mut Store, lang: Lang, at: (i64, u16, &str), b: &str) -> Result<()> {
    let other = player_id(store, b)?;
    change_seating(store, lang, at, SeatChange::Swap { other })
}

/// A seating change through the operations layer (as the app makes it): its notices, then
/// the seating as it is now.
fn change_seating(
    store: &mut Store,
    lang: Lang,
    (event, series, player): (i64, u16, &str),
    action: SeatChange,
) -> Result<()> {
    let player = player_id(store, player)?;
    let input = ops::SeatChangeInput {
        event: EventId(event),
        series,
        action,
        player,
    };
    let changed = ops::change_seating(store, input)?;
    let said: Vec<String> = changed
        .notices
        .iter()
        .map(|n| skatblock::i18n::refusal(lang, n))
        .collect();
    println!("{}", said.join("; "));
    seating_text(store, event, series, lang)
}
