//! The store-backed commands of the CLI: players, events, seating, games, totals, standings
//! and backups. Argument parsing only; the work is the library's.

pub mod cash;
pub mod hub;
pub mod league;
pub(crate) mod output;
mod reports;
pub mod season;

pub use reports::{ExportCommand, ReportCommand, export, report};

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::{Args, Subcommand, ValueEnum};
use skatblock::i18n::Lang;
use skatblock::ops;
use skatblock::rules::{Param, Refusal};

use skatblock::event;
use skatblock::rules::{GameInput, Rules};
use skatblock::store::{
    self, EventId, EventKind, GameKey, NewEvent, PlayerId, Store, TablePreference,
};

/// Options every store command shares.
#[derive(Debug, Args)]
pub struct StoreArgs {
    /// The database file [default: the platform data directory, e.g.
    /// ~/.local/share/skatblock/skatblock.db].
    #[arg(long, global = true, value_name = "FILE")]
    pub db: Option<PathBuf>,
    /// The scorer's name for the audit history [default: $USER].
    #[arg(long, global = true, value_name = "NAME")]
    pub user: Option<String>,
    /// The language, de or en [default: en for messages and refusals, de for printed lists].
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<Lang>,
}

impl StoreArgs {
    /// The language of messages and refusals: English unless `--lang` says otherwise.
    pub fn messages_lang(&self) -> Lang {
        self.lang.unwrap_or(Lang::En)
    }

    pub(crate) fn open(&self) -> Result<Store> {
        let path = self.db.clone().unwrap_or_else(store::default_path);
        Store::open(&path).with_context(|| format!("cannot open the database {}", path.display()))
    }

    pub(crate) fn user(&self) -> String {
        self.user
            .clone()
            .or_else(|| std::env::var("USER").ok())
            .unwrap_or_else(|| "skatblock".into())
    }
}

/// Output formats of lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ListFormat {
    /// A readable table.
    Text,
    /// Comma-separated values with a header row.
    Csv,
    /// A JSON array of objects.
    Json,
}

/// `skatblock player …`
#[derive(Debug, Subcommand)]
pub enum PlayerCommand {
    /// Import players from CSV: id,first_name,last_name,club[,membership_no,active]
    /// (header optional, comma or semicolon). `id` is the club's player number, e.g. P1000 or
    /// 0701023; without one a player gets the next free number. All or nothing; every bad row
    /// is reported.
    Import {
        /// The CSV file.
        file: PathBuf,
    },
    /// List the registry.
    List {
        /// Output format.
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
    },
    /// Mark a player inactive (kept in old results, not drawn any more) or active again.
    Deactivate {
        /// Player number.
        player: String,
        /// Make the player active again instead.
        #[arg(long)]
        undo: bool,
    },
}

/// `skatblock event …`
#[derive(Debug, Subcommand)]
pub enum EventCommand {
    /// Create an event; prints its id alone on the last line.
    Create(CreateEvent),
    /// Change an event's settings: only the options given change, with the checks of the app's
    /// event form (series already seated stay, the series length is fixed once games exist, new
    /// rules must fit every stored game).
    Update(UpdateEvent),
    /// List the events.
    List,
    /// Show an event's settings.
    Show {
        /// Event id.
        event: i64,
    },
    /// Register players for an event (all active players with --all).
    Register {
        /// Event id.
        event: i64,
        /// Player numbers.
        players: Vec<String>,
        /// Register every active player of the registry.
        #[arg(long)]
        all: bool,
    },
}

/// Options of `event create`.
#[derive(Debug, Args)]
pub struct CreateEvent {
    /// Name, e.g. "Herbstpreisskat 2026".
    #[arg(long)]
    name: String,
    /// Date, YYYY-MM-DD.
    #[arg(long)]
    date: String,
    /// Number of series.
    #[arg(long)]
    series: u16,
    /// Venue.
    #[arg(long, default_value = "")]
    venue: String,
    /// Tournament or club evening.
    #[arg(long, value_enum, default_value_t = Kind::Tournament)]
    kind: Kind,
    /// Games per series at a 3-table [default: 36].
    #[arg(long, value_name = "N")]
    games_3: Option<u16>,
    /// Games per series at a 4-table [default: 48].
    #[arg(long, value_name = "N")]
    games_4: Option<u16>,
    /// Draw as many 3-tables as possible instead of 4-tables.
    #[arg(long)]
    prefer_3_tables: bool,
    /// A JSON file with rule flags (RULES.md part G); ISkO defaults otherwise.
    #[arg(long, value_name = "FILE")]
    rules: Option<PathBuf>,
    /// A JSON file with the fee schedule (RULES.md B.5.3), e.g.
    /// {"entry_cents": 1000, "lost_game_cents": [50, 50, 50, 100]}.
    #[arg(long, value_name = "FILE")]
    fees: Option<PathBuf>,
    /// The game: Skat, or Bavarian Schafkopf (4-tables, series of --games-4 games, default 32).
    #[arg(long, value_enum, default_value_t = GameChoice::Skat)]
    game: GameChoice,
    /// The Schafkopf tariff: a preset (BSV_10_50, TOURNAMENT_A1) or a JSON file
    /// [default: BSV_10_50].
    #[arg(long, value_name = "NAME|FILE")]
    tariff: Option<String>,
}

/// The game an event plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum GameChoice {
    /// Skat (ISkO, or the club's rules).
    Skat,
    /// Bavarian Schafkopf.
    Schafkopf,
}

/// Options of `event update`: each one given replaces the event's setting.
#[derive(Debug, Args)]
pub struct UpdateEvent {
    /// Event id.
    event: i64,
    /// Name.
    #[arg(long)]
    name: Option<String>,
    /// Date, YYYY-MM-DD.
    #[arg(long)]
    date: Option<String>,
    /// Number of series.
    #[arg(long)]
    series: Option<u16>,
    /// Venue.
    #[arg(long)]
    venue: Option<String>,
    /// Tournament or club evening.
    #[arg(long, value_enum)]
    kind: Option<Kind>,
    /// Games per series at a 3-table.
    #[arg(long, value_name = "N")]
    games_3: Option<u16>,
    /// Games per series at a 4-table.
    #[arg(long, value_name = "N")]
    games_4: Option<u16>,
    /// Draw as many 3-tables as possible.
    #[arg(long, conflicts_with = "prefer_4_tables")]
    prefer_3_tables: bool,
    /// Draw as many 4-tables as possible.
    #[arg(long)]
    prefer_4_tables: bool,
    /// A JSON file with rule flags (RULES.md part G): the flags it names change, every other
    /// flag (the series lengths too) keeps the event's value.
    #[arg(long, value_name = "FILE")]
    rules: Option<PathBuf>,
    /// A Schafkopf event's new tariff: a preset (BSV_10_50, TOURNAMENT_A1) or a JSON file;
    /// every stored game must score under it.
    #[arg(long, value_name = "NAME|FILE")]
    tariff: Option<String>,
    /// A JSON file with the fee schedule (RULES.md B.5.3), replacing the event's; money never
    /// enters the score.
    #[arg(long, value_name = "FILE")]
    fees: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Kind {
    Tournament,
    ClubEvening,
}

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

/// `skatblock games …`
#[derive(Debug, Subcommand)]
pub enum GamesCommand {
    /// Import games: series,table,game,declarer,contract,hand,ouvert,announced,matadors,
    /// declarer_points,declarer_tricks,bid,passed (optional: replacement_contract,
    /// replacement_matadors, result_override). All or nothing.
    Import {
        /// Event id.
        event: i64,
        /// The CSV file.
        file: PathBuf,
    },
}

/// Where a single game stands.
#[derive(Debug, Args)]
pub struct GameAt {
    /// Event id.
    event: i64,
    /// Series.
    #[arg(long)]
    series: u16,
    /// Table.
    #[arg(long)]
    table: u16,
    /// Game number.
    #[arg(long)]
    game: u16,
}

impl GameAt {
    fn key(&self) -> GameKey {
        GameKey {
            series: self.series,
            table: self.table,
            game: self.game,
        }
    }
}

/// `skatblock game …`
#[derive(Debug, Subcommand)]
pub enum GameCommand {
    /// Enter one game: the JSON form of `skatblock score`, e.g. '{"contract":"grand","matadors":2,"declarer_points":70}'.
    Enter {
        #[command(flatten)]
        at: GameAt,
        /// The declarer's player number (omit for {"passed": true}).
        #[arg(long)]
        declarer: Option<String>,
        /// The game as JSON.
        #[arg(value_name = "JSON")]
        record: String,
    },
    /// Correct a game; the old version stays in the history.
    Correct {
        #[command(flatten)]
        at: GameAt,
        /// The declarer's player number.
        #[arg(long)]
        declarer: Option<String>,
        /// The game as JSON.
        #[arg(value_name = "JSON")]
        record: String,
    },
    /// Delete a game; it stays in the history.
    Delete {
        #[command(flatten)]
        at: GameAt,
    },
    /// Show the history of every change of an event's games (or of one game).
    History {
        /// Event id.
        event: i64,
        /// Series (with --table and --game: one game).
        #[arg(long, requires_all = ["table", "game"])]
        series: Option<u16>,
        /// Table.
        #[arg(long)]
        table: Option<u16>,
        /// Game number.
        #[arg(long)]
        game: Option<u16>,
    },
}

/// `skatblock totals …`
#[derive(Debug, Subcommand)]
pub enum TotalsCommand {
    /// Import totals-only results: series,player_id,points,won,lost (points = the sum of the
    /// player's game values). All or nothing.
    Import {
        /// Event id.
        event: i64,
        /// The CSV file.
        file: PathBuf,
    },
}

pub(crate) fn read(path: &Path) -> Result<Vec<u8>> {
    fs::read(path).map_err(|e| skatblock::i18n::unreadable(path, &e).into())
}

/// Rule flags from a JSON file (RULES.md part G); ISkO defaults without one.
pub fn load_rules(path: Option<&Path>) -> Result<Rules> {
    let Some(path) = path else {
        return Ok(Rules::default());
    };
    Ok(skatblock::json::parse_rules(&read_rules_json(path)?)?)
}

/// The rules of a Schafkopf event from a rules file: of `rules`, the file changes only the
/// series length at a 4-table and the standings order (D.4), when it names them.
fn schafkopf_rules(path: &Path, mut rules: Rules) -> Result<Rules> {
    let given = read_rules_json(path)?;
    let file = skatblock::json::parse_rules(&given)?;
    if given.pointer("/series_games/4").is_some() {
        rules.series_games.four = file.series_games.four;
    }
    if given.get("tie_break").is_some() {
        rules.tie_break = file.tie_break;
    }
    Ok(rules)
}

/// A rules file as JSON.
fn read_rules_json(path: &Path) -> Result<serde_json::Value> {
    let refuse =
        |code| anyhow::Error::from(Refusal::new(code).field("rules").value(path.display()));
    let text = fs::read_to_string(path)
        .map_err(|_| refuse(skatblock::json::codes::INPUT_RULES_UNREADABLE))?;
    serde_json::from_str(&text)
        .map_err(|_| refuse(skatblock::json::codes::INPUT_RULES_INVALID_JSON))
}

/// `player …`
pub fn player(args: &StoreArgs, command: PlayerCommand) -> Result<()> {
    let mut store = args.open()?;
    match command {
        PlayerCommand::Import { file } => {
            let summary = event::import_players(&mut store, &read(&file)?)?;
            say(
                args,
                "cli-players-imported",
                &[
                    ("added", summary.added.into()),
                    ("unchanged", summary.unchanged.into()),
                ],
            );
            for notice in &summary.notices {
                let note = Param::Text(notice.describe(args.messages_lang()));
                say(args, "cli-note", &[("note", note)]);
            }
        }
        PlayerCommand::List { format } => output::players(
            &store::players::all(store.conn())?,
            format,
            args.messages_lang(),
        )?,
        PlayerCommand::Deactivate { player, undo } => {
            let found = event::player_by_number(&store, &player)?;
            store::players::set_active(store.conn(), found.id, undo)?;
            let active = if undo { "yes" } else { "no" };
            say(
                args,
                "cli-player-active",
                &[
                    ("number", found.number.as_str().into()),
                    ("active", active.into()),
                ],
            );
        }
    }
    Ok(())
}

/// `event …`
pub fn event_cmd(args: &StoreArgs, command: EventCommand) -> Result<()> {
    let mut store = args.open()?;
    match command {
        EventCommand::Create(create) => {
            let date = parse_date(&create.date)?;
            let schafkopf = create.game == GameChoice::Schafkopf;
            let mut rules = match (schafkopf, create.rules.as_deref()) {
                (true, None) => event::schafkopf::default_rules(),
                // A Schafkopf event keeps only the series length and the order of a rules file.
                (true, Some(path)) => schafkopf_rules(path, event::schafkopf::default_rules())?,
                (false, path) => load_rules(path)?,
            };
            let fees = cash::fees_file(create.fees.as_deref())?;
            rules.series_games.three = create.games_3.unwrap_or(rules.series_games.three);
            rules.series_games.four = create.games_4.unwrap_or(rules.series_games.four);
            let new = NewEvent {
                name: create.name.trim().to_string(),
                kind: match create.kind {
                    Kind::Tournament => EventKind::Tournament,
                    Kind::ClubEvening => EventKind::ClubEvening,
                },
                date,
                venue: create.venue,
                series_count: create.series,
                table_preference: if create.prefer_3_tables {
                    TablePreference::Three
                } else {
                    TablePreference::Four
                },
                rules,
            };
            let id = match (schafkopf, &fees) {
                (true, _) => {
                    let (tariff, name) = schafkopf_tariff(create.tariff.as_deref())?;
                    event::schafkopf::create_event_then(
                        &mut store,
                        &new,
                        &tariff,
                        name.as_deref(),
                        |conn, id| match &fees {
                            Some(fees) => skatblock::cash::write_fees(conn, id, fees),
                            None => Ok(()),
                        },
                    )?
                }
                (false, Some(fees)) => skatblock::cash::create_event(&mut store, &new, fees)?,
                (false, None) => event::create_event(&mut store, &new)?,
            };
            let params = event_params(id, &new, args.messages_lang());
            say(args, "cli-event-created", &params);
            cash::say_fees(args, id, fees.as_ref());
            println!("{id}");
        }
        EventCommand::Update(update) => {
            let id = EventId(update.event);
            let fees = cash::fees_file(update.fees.as_deref())?;
            let stored = store::schafkopf::tariff(store.conn(), id)?;
            let tariff = match (&update.tariff, stored) {
                (Some(name), Some(_)) => Some(schafkopf_tariff(Some(name))?),
                (None, Some(stored)) => Some(stored),
                (Some(name), None) => {
                    return Err(Refusal::new(
                        event::schafkopf::codes::SCHAFKOPF_EVENT_NOT_SCHAFKOPF,
                    )
                    .field("tariff")
                    .value(name)
                    .param("event", id.0)
                    .into());
                }
                (None, None) => None,
            };
            let old = event::event(&store, id)?;
            let old_rules = old.rules.clone();
            let rules_file = update.rules.clone();
            let mut changed = updated_event(old, update)?;
            if tariff.is_some() {
                // A Schafkopf event takes no Skat flag from a rules file.
                let mut rules = old_rules;
                rules.series_games.four = changed.rules.series_games.four;
                if let Some(path) = &rules_file {
                    rules = schafkopf_rules(path, rules)?;
                }
                changed.rules = rules;
            }
            let write_fees = |conn: &skatblock::store::Connection| match &fees {
                Some(fees) => skatblock::cash::write_fees(conn, id, fees),
                None => Ok(()),
            };
            match (&tariff, &fees) {
                (Some((tariff, name)), _) => event::schafkopf::update_event_then(
                    &mut store,
                    id,
                    &changed,
                    tariff,
                    name.as_deref(),
                    write_fees,
                )?,
                (None, Some(fees)) => {
                    skatblock::cash::update_event(&mut store, id, &changed, fees)?
                }
                (None, None) => event::update_event(&mut store, id, &changed)?,
            }
            let params = event_params(id, &changed, args.messages_lang());
            say(args, "cli-event-updated", &params);
            cash::say_fees(args, id, fees.as_ref());
        }
        EventCommand::List => {
            for e in ops::list_events(&store)? {
                println!("{:>5}  {}  {}", e.id, e.date, e.name);
            }
        }
        EventCommand::Show { event } => {
            let ev = event::event(&store, EventId(event))?;
            let mut shown = serde_json::to_value(&ev)?;
            let tariff = store::schafkopf::tariff(store.conn(), ev.id)?;
            if let Some(object) = shown.as_object_mut() {
                let game = if tariff.is_some() {
                    "schafkopf"
                } else {
                    "skat"
                };
                object.insert("game".into(), game.into());
                if let Some((tariff, name)) = tariff {
                    object.insert("tariff".into(), serde_json::to_value(tariff)?);
                    object.insert("tariff_name".into(), name.into());
                }
            }
            serde_json::to_writer_pretty(io::stdout().lock(), &shown)?;
            println!();
        }
        EventCommand::Register {
            event,
            players,
            all,
        } => register(args, &mut store, EventId(event), &players, all)?,
    }
    Ok(())
}

fn register(
    args: &StoreArgs,
    store: &mut Store,
    event: EventId,
    numbers: &[String],
    all: bool,
) -> Result<()> {
    event::event(store, event)?;
    let mut wanted: Vec<PlayerId> = Vec::new();
    for number in numbers {
        let found = event::player_by_number(store, number)
            .with_context(|| format!("player {number:?}: nothing was registered"))?;
        wanted.push(found.id);
    }
    if all {
        wanted.extend(
            store::players::all(store.conn())?
                .into_iter()
                .filter(|p| p.active)
                .map(|p| p.id),
        );
    }
    let tx = store.transaction()?;
    let mut added = 0;
    for &p in &wanted {
        added += usize::from(store::events::register(&tx, event, p)?);
    }
    tx.commit()?;
    say(
        args,
        "cli-registered",
        &[("count", added.into()), ("event", event.0.into())],
    );
    Ok(())
}

/// `seating …`
pub fn seating(args: &StoreArgs, command: SeatingCommand) -> Result<()> {
    let mut store = args.open()?;
    let lang = args.messages_lang();
    match command {
        SeatingCommand::Draw {
            event,
            series,
            seed,
        } => {
            let outcome = event::draw_series(&mut store, EventId(event), series, seed)?;
            if outcome.registered > 0 {
                let registered = [
                    ("count", outcome.registered.into()),
                    ("event", event.into()),
                ];
                say(args, "cli-registered-all", &registered);
            }
            let fours = outcome
                .seating
                .tables
                .iter()
                .filter(|t| t.len() == 4)
                .count();
            let tables = outcome.seating.tables.len();
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
            output::seating(&store, &outcome.seating, ListFormat::Text, lang)?;
        }
        SeatingCommand::Import { event, file } => {
            let series = event::import_seating(&mut store, EventId(event), &read(&file)?)?;
            let list: Vec<String> = series.iter().map(ToString::to_string).collect();
            say(
                args,
                "cli-seating-imported",
                &[("series", list.join(", ").into())],
            );
        }
        SeatingCommand::Show {
            event,
            series,
            format,
        } => {
            let seats = event::seating_of(&store, EventId(event), series)?;
            if seats.tables.is_empty() {
                return Err(
                    Refusal::new(skatblock::report::forms::codes::REPORT_SERIES_UNSEATED)
                        .param("series", series)
                        .param("event", event)
                        .into(),
                );
            }
            output::seating(&store, &seats, format, lang)?;
        }
        SeatingCommand::Swap {
            event,
            series,
            a,
            b,
        } => {
            let other = player_id(&store, &b)?;
            let change = ops::SeatChange::Swap { other };
            change_seating(&mut store, lang, (event, series, &a), change)?;
        }
        SeatingCommand::Add {
            event,
            series,
            player,
        } => change_seating(
            &mut store,
            lang,
            (event, series, &player),
            ops::SeatChange::Add,
        )?,
        SeatingCommand::Withdraw {
            event,
            series,
            player,
        } => {
            let change = ops::SeatChange::Withdraw;
            change_seating(&mut store, lang, (event, series, &player), change)?;
        }
    }
    Ok(())
}

/// A seating change through the operations layer (as the app makes it): its notices, then
/// the seating as it is now.
fn change_seating(
    store: &mut Store,
    lang: Lang,
    (event, series, player): (i64, u16, &str),
    action: ops::SeatChange,
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
    let seats = event::seating_of(store, EventId(event), series)?;
    output::seating(store, &seats, ListFormat::Text, lang)
}

/// `games import`
pub fn games(args: &StoreArgs, command: GamesCommand) -> Result<()> {
    let mut store = args.open()?;
    let GamesCommand::Import { event, file } = command;
    let id = EventId(event);
    let by = scorer(&args.user());
    let count = match event::schafkopf::tariff_of(store.conn(), id)? {
        Some(_) => event::schafkopf::import_games(&mut store, id, &read(&file)?, by)?,
        None => event::import_games(&mut store, id, &read(&file)?, by)?,
    };
    say(args, "cli-games-imported", &[("count", count.into())]);
    Ok(())
}

/// A Schafkopf tariff by preset name or from a JSON file (BSV 10/50 without one), with the
/// preset's name.
pub(crate) fn schafkopf_tariff(
    name: Option<&str>,
) -> Result<(skatblock::schafkopf::Tariff, Option<String>)> {
    use skatblock::schafkopf::{Tariff, parse_tariff, unknown_tariff};
    let name = name.unwrap_or("BSV_10_50");
    if let Some(preset) = Tariff::preset(name) {
        return Ok((preset, Some(name.to_string())));
    }
    let text = fs::read_to_string(name).map_err(|_| unknown_tariff(name))?;
    Ok((parse_tariff(name, &text)?, None))
}

/// `game enter|correct|delete` on a Schafkopf event: the game in the JSON form of
/// `schafkopf score`; `--declarer` (a player number) gives the declarer's seat.
fn schafkopf_game(
    store: &mut Store,
    command: GameCommand,
    by: event::Scorer,
    out: &mut impl Write,
) -> Result<()> {
    let (at, declarer, record, correct) = match command {
        GameCommand::Enter {
            at,
            declarer,
            record,
        } => (at, declarer, record, false),
        GameCommand::Correct {
            at,
            declarer,
            record,
        } => (at, declarer, record, true),
        GameCommand::Delete { at } => {
            let old = event::schafkopf::delete_game(store, EventId(at.event), at.key(), by)?;
            write!(out, "deleted {}: {}", old.key, old.json)?;
            return Ok(());
        }
        GameCommand::History { .. } => unreachable!("history is the same for both games"),
    };
    let mut game = skatblock::schafkopf::parse_game(record.as_bytes())?;
    if let Some(number) = declarer {
        let player = player_id(store, &number)?;
        let seated = store::seating::table(store.conn(), EventId(at.event), at.series, at.table)?;
        let seat = seated
            .iter()
            .position(|s| s.player == player)
            .ok_or_else(|| {
                Refusal::new(event::games_codes::GAMES_DECLARER_NOT_SEATED)
                    .field("declarer")
                    .value(&number)
                    .param("number", number.as_str())
                    .param("table", at.table)
                    .param("series", at.series)
                    .param("seated", "")
            })?;
        game.declarer = Some(u16::try_from(seat).unwrap_or(u16::MAX));
    }
    let outcome =
        event::schafkopf::save_game(store, EventId(at.event), at.key(), &game, correct, None, by)?;
    serde_json::to_writer(&mut *out, &outcome)?;
    Ok(())
}

/// The player a command line argument names by number.
fn player_id(store: &Store, number: &str) -> Result<PlayerId> {
    Ok(event::player_by_number(store, number)?.id)
}

/// The operation's input for `game enter|correct`: the declarer by number, the game as JSON.
fn entry(
    store: &Store,
    at: &GameAt,
    declarer: Option<&str>,
    game: &str,
    correct: bool,
) -> Result<ops::GameEntryInput> {
    let record: GameInput = serde_json::from_str(game).map_err(|_| {
        match skatblock::json::parse_game(game.as_bytes(), &Rules::default()) {
            Err(refusal) => anyhow::Error::from(refusal),
            Ok(_) => anyhow::anyhow!("not a game"),
        }
    })?;
    Ok(ops::GameEntryInput {
        event: EventId(at.event),
        series: at.series,
        table: at.table,
        game: at.game,
        declarer: declarer.map(|d| player_id(store, d)).transpose()?,
        record,
        correct,
        base_version: None,
    })
}

/// `game …`
pub fn game(args: &StoreArgs, command: GameCommand) -> Result<()> {
    let mut store = args.open()?;
    let user = args.user();
    let mut out = io::stdout().lock();
    let command_is_correct = matches!(command, GameCommand::Correct { .. });
    let event_of = match &command {
        GameCommand::Enter { at, .. }
        | GameCommand::Correct { at, .. }
        | GameCommand::Delete { at } => Some(EventId(at.event)),
        GameCommand::History { .. } => None,
    };
    if let Some(id) = event_of
        && event::schafkopf::tariff_of(store.conn(), id)?.is_some()
    {
        schafkopf_game(&mut store, command, scorer(&user), &mut out)?;
        writeln!(out)?;
        return Ok(());
    }
    match command {
        GameCommand::Enter {
            at,
            declarer,
            record,
        }
        | GameCommand::Correct {
            at,
            declarer,
            record,
        } => {
            let input = entry(
                &store,
                &at,
                declarer.as_deref(),
                &record,
                command_is_correct,
            )?;
            let result = ops::save_game(&mut store, input, scorer(&user))?;
            serde_json::to_writer(&mut out, &result)?;
        }
        GameCommand::Delete { at } => {
            let old = event::delete_game(&mut store, EventId(at.event), at.key(), scorer(&user))?;
            write!(
                out,
                "deleted {}: {}",
                old.key,
                old.audit_json(store.conn())?
            )?;
        }
        GameCommand::History {
            event,
            series,
            table,
            game,
        } => {
            let key = match (series, table, game) {
                (Some(series), Some(table), Some(game)) => Some(GameKey {
                    series,
                    table,
                    game,
                }),
                _ => None,
            };
            let lang = args.messages_lang();
            for entry in store::games::history(store.conn(), EventId(event), key)? {
                let action = format!("audit-{}", entry.action);
                let params = [
                    ("at", Param::Text(entry.at.clone())),
                    ("action", Param::Text(skatblock::i18n::text(lang, &action))),
                    ("series", entry.key.series.into()),
                    ("table", entry.key.table.into()),
                    ("game", entry.key.game.into()),
                    ("by", Param::Text(entry.by.clone())),
                    (
                        "old",
                        Param::Text(entry.old.clone().unwrap_or_else(|| "-".into())),
                    ),
                    (
                        "new",
                        Param::Text(entry.new.clone().unwrap_or_else(|| "-".into())),
                    ),
                ];
                let line = skatblock::i18n::message(
                    lang,
                    "cli-history",
                    params.iter().map(|(k, v)| (*k, v)),
                );
                writeln!(out, "{line}")?;
            }
            return Ok(());
        }
    }
    writeln!(out)?;
    Ok(())
}

/// `totals import`
pub fn totals(args: &StoreArgs, command: TotalsCommand) -> Result<()> {
    let mut store = args.open()?;
    let TotalsCommand::Import { event, file } = command;
    let count = event::import_totals(&mut store, EventId(event), &read(&file)?)?;
    say(args, "cli-totals-imported", &[("count", count.into())]);
    Ok(())
}

/// `standings EVENT [--series N] --format …`
pub fn standings(
    args: &StoreArgs,
    event: i64,
    series: Option<u16>,
    format: ListFormat,
) -> Result<()> {
    let store = args.open()?;
    let ev = event::event(&store, EventId(event))?;
    let event = EventId(event);
    let standings = ops::standings(&store, ops::StandingsInput { event, series })?;
    let unit = event::schafkopf::tariff_of(store.conn(), event)?.map(|t| t.unit);
    output::standings(&ev, &standings, unit, format, args.messages_lang())
}

/// `backup [--out FILE]`
pub fn backup(args: &StoreArgs, out: Option<PathBuf>) -> Result<()> {
    let store = args.open()?;
    let source = store.path().map(Path::to_path_buf).unwrap_or_default();
    let target = out.unwrap_or_else(|| {
        let stamp = store::now().replace([':', '-'], "");
        source.with_extension(format!("backup-{stamp}.db"))
    });
    store.backup_to(&target)?;
    let path = target.display().to_string();
    say(args, "cli-backup", &[("path", path.into())]);
    Ok(())
}

/// `verify EVENT [--repair]`: every list recomputed from the games, compared with the stored
/// results; a difference is an error (exit status 2) unless repaired.
pub fn verify(args: &StoreArgs, event: i64, repair: bool, format: ListFormat) -> Result<()> {
    let mut store = args.open()?;
    let found = event::results::verify(&mut store, EventId(event), repair)?;
    if format == ListFormat::Json {
        serde_json::to_writer_pretty(io::stdout().lock(), &found)?;
        println!();
    } else {
        for d in &found.differences {
            say(
                args,
                "cli-verify-difference",
                &[
                    ("series", d.series.into()),
                    ("table", d.table.into()),
                    ("seat", d.seat.into()),
                    ("player", d.player_id.as_str().into()),
                    ("field", d.field.as_str().into()),
                    ("stored", d.stored.as_str().into()),
                    ("computed", d.computed.as_str().into()),
                ],
            );
        }
        let summary = [
            ("event", event.into()),
            ("lists", found.lists.into()),
            ("results", found.results.into()),
            ("count", found.differences.len().into()),
        ];
        say(args, "cli-verify-summary", &summary);
        if found.repaired {
            say(args, "cli-verify-repaired", &[("event", event.into())]);
        }
    }
    if !found.differences.is_empty() && !found.repaired {
        let lang = args.messages_lang();
        let count = Param::Int(i64::try_from(found.differences.len()).unwrap_or(i64::MAX));
        let id = Param::Int(event);
        anyhow::bail!(skatblock::i18n::message(
            lang,
            "cli-verify-failed",
            [("count", &count), ("event", &id)]
        ));
    }
    Ok(())
}

/// Prints the catalogue's message `id` in the language of `--lang`.
pub(crate) fn say(args: &StoreArgs, id: &str, params: &[(&str, Param)]) {
    let lang = args.messages_lang();
    println!(
        "{}",
        skatblock::i18n::message(lang, id, params.iter().map(|(k, v)| (*k, v)))
    );
}

/// The parameters of the messages about an event.
fn event_params(id: EventId, event: &NewEvent, lang: Lang) -> [(&'static str, Param); 3] {
    let date = match lang {
        Lang::De => event.date.format("%d.%m.%Y").to_string(),
        Lang::En => event.date.to_string(),
    };
    [
        ("id", id.0.into()),
        ("name", event.name.as_str().into()),
        ("date", date.into()),
    ]
}

/// The scorer for the history of changes, now: the command line reads the clock, the library
/// is given the time.
fn scorer(user: &str) -> event::Scorer {
    event::Scorer {
        by: user.to_string(),
        at: store::now(),
    }
}

/// A date of the form YYYY-MM-DD.
fn parse_date(text: &str) -> Result<chrono::NaiveDate> {
    chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| {
        Refusal::new(skatblock::event::codes::EVENT_DATE_INVALID)
            .field("date")
            .value(format!("{text:?}"))
            .into()
    })
}

/// The event with the options of `event update` applied.
fn updated_event(old: skatblock::store::Event, update: UpdateEvent) -> Result<NewEvent> {
    let mut rules = old.rules.clone();
    if let Some(path) = &update.rules {
        // The flags the file names change; every other flag keeps the event's value.
        let given = read_rules_json(path)?;
        let flags = given.as_object().ok_or_else(|| {
            Refusal::new(skatblock::json::codes::INPUT_RULES_INVALID)
                .field("rules")
                .value(path.display())
        })?;
        let mut merged = serde_json::to_value(&old.rules).expect("rules serialise");
        if let Some(object) = merged.as_object_mut() {
            object.extend(flags.clone());
        }
        rules = skatblock::json::parse_rules(&merged)?;
    }
    rules.series_games.three = update.games_3.unwrap_or(rules.series_games.three);
    rules.series_games.four = update.games_4.unwrap_or(rules.series_games.four);
    let table_preference = match (update.prefer_3_tables, update.prefer_4_tables) {
        (true, _) => TablePreference::Three,
        (_, true) => TablePreference::Four,
        _ => old.table_preference,
    };
    Ok(NewEvent {
        name: update.name.map_or(old.name, |n| n.trim().to_string()),
        kind: update.kind.map_or(old.kind, |k| match k {
            Kind::Tournament => EventKind::Tournament,
            Kind::ClubEvening => EventKind::ClubEvening,
        }),
        date: update.date.as_deref().map_or(Ok(old.date), parse_date)?,
        venue: update.venue.unwrap_or(old.venue),
        series_count: update.series.unwrap_or(old.series_count),
        table_preference,
        rules,
    })
}

/// The sentence of a failed command in `lang`: a refusal from the catalogue, anything else as
/// its chain of causes.
pub fn describe(err: &anyhow::Error, lang: Lang) -> String {
    let said = err.chain().find_map(|cause| {
        if let Some(e) = cause.downcast_ref::<ops::Error>() {
            Some(e.describe(lang))
        } else if let Some(e) = cause.downcast_ref::<skatblock::event::EventError>() {
            Some(e.describe(lang))
        } else if let Some(e) = cause.downcast_ref::<skatblock::event::ImportError>() {
            Some(e.describe(lang))
        } else if let Some(skatblock::report::ReportError::Empty(r)) =
            cause.downcast_ref::<skatblock::report::ReportError>()
        {
            Some(skatblock::i18n::refusal(lang, r))
        } else if let Some(e) = cause.downcast_ref::<skatblock::store::StoreError>() {
            let lines: Vec<String> = e
                .refusals()
                .iter()
                .map(|r| skatblock::i18n::refusal(lang, r))
                .collect();
            Some(lines.join("\n  "))
        } else {
            cause
                .downcast_ref::<skatblock::rules::Refusal>()
                .map(|r| skatblock::i18n::refusal(lang, r))
        }
    });
    said.unwrap_or_else(|| format!("{err:#}"))
}
