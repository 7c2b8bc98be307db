//! `skatblock event …`: create, update, list, show an event and register its players; the
//! rules, fees and tariff files of an event are read here, before anything is written.

use std::io;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::{Args, Subcommand, ValueEnum};
use skatblock::cash::Fees;
use skatblock::event;
use skatblock::i18n::Lang;
use skatblock::ops;
use skatblock::ops::{Event, EventId, EventKind, NewEvent, PlayerId, Store, TablePreference};
use skatblock::rules::{Param, Refusal, Rules};

use super::cash::{fees_file, say_fees};
use super::prizes::{prize_file, set_prizes};
use super::{StoreArgs, load_rules, parse_date, read_rules_json, refused, say};

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
    /// Take back registrations before the draw (a seated player is withdrawn in the seating).
    Unregister {
        /// Event id.
        event: i64,
        /// Player numbers.
        #[arg(required = true)]
        players: Vec<String>,
    },
    /// Enter the teams of the prize file's team rankings from CSV (ranking,team,player_id),
    /// all or nothing, replacing those entered before.
    Teams {
        /// Event id.
        event: i64,
        /// The CSV file.
        file: PathBuf,
    },
    /// Who is registered, whether each has paid the entry fee, and the tables they make.
    Attendance {
        /// Event id.
        event: i64,
        /// Output format.
        #[arg(long, value_enum, default_value_t = AttendanceFormat::Text)]
        format: AttendanceFormat,
    },
}

/// The formats of `event attendance`.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum AttendanceFormat {
    /// The printed list.
    Text,
    /// `{"registered": n, "players": [...], "plan": {...}}`.
    Json,
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
    /// A JSON file with the Preisskat's rankings and prizes (RULES.md part H); its
    /// entry_cents is the fee schedule's entry fee.
    #[arg(long, value_name = "FILE")]
    prizes: Option<PathBuf>,
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
    /// A JSON file with the Preisskat's rankings and prizes (RULES.md part H), replacing the
    /// event's; refused with the reason when it contradicts stored data.
    #[arg(long, value_name = "FILE")]
    prizes: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Kind {
    Tournament,
    ClubEvening,
}

impl From<Kind> for EventKind {
    fn from(kind: Kind) -> Self {
        match kind {
            Kind::Tournament => EventKind::Tournament,
            Kind::ClubEvening => EventKind::ClubEvening,
        }
    }
}

/// A Schafkopf tariff with the name of its preset (none for a tariff file).
type NamedTariff = (skatblock::schafkopf::Tariff, Option<String>);

/// `event …`
pub fn event_cmd(args: &StoreArgs, command: EventCommand) -> Result<()> {
    let mut store = args.open()?;
    match command {
        EventCommand::Create(options) => create(args, &mut store, options),
        EventCommand::Update(options) => update(args, &mut store, options),
        EventCommand::List => list(&store),
        EventCommand::Show { event } => show(&store, EventId(event)),
        EventCommand::Register {
            event,
            players,
            all,
        } => register(args, &mut store, EventId(event), &players, all),
        EventCommand::Unregister { event, players } => {
            unregister(args, &mut store, EventId(event), players)
        }
        EventCommand::Teams { event, file } => {
            super::prizes::teams(args, &mut store, EventId(event), &file)
        }
        EventCommand::Attendance { event, format } => {
            super::attendance::attendance(args, &store, EventId(event), format)
        }
    }
}

/// `event create`: the files (rules, fees, tariff) are read and checked before anything is
/// written; the event, its tariff and its fees are then written together. The id goes alone
/// on the last line, for scripts.
fn create(args: &StoreArgs, store: &mut Store, options: CreateEvent) -> Result<()> {
    let date = parse_date(&options.date)?;
    let schafkopf = options.game == GameChoice::Schafkopf;
    let rules = new_rules(schafkopf, &options)?;
    let fees = fees_file(options.fees.as_deref())?;
    let tariff = if schafkopf {
        Some(schafkopf_tariff(options.tariff.as_deref())?)
    } else {
        None
    };
    let prizes = prize_file(options.prizes.as_deref())?;
    if let Some(text) = &prizes {
        ops::check_prize_file(text, options.series, fees.as_ref())?;
    }
    let new = new_event(options, date, rules);
    let id = ops::create_event(store, form(&new, tariff, fees.clone()))?.id;
    let params = event_params(id, &new, args.messages_lang());
    say(args, "cli-event-created", &params);
    say_fees(args, id, fees.as_ref());
    if let Some(text) = &prizes {
        set_prizes(args, store, id, text)?;
    }
    println!("{id}");
    Ok(())
}

/// A new event's rules: a Schafkopf event's own, a Skat event's from the rules file or ISkO's;
/// then the series lengths given.
fn new_rules(schafkopf: bool, options: &CreateEvent) -> Result<Rules> {
    let mut rules = match (schafkopf, options.rules.as_deref()) {
        (true, None) => ops::schafkopf_default_rules(),
        // A Schafkopf event keeps only the series length and the order of a rules file.
        (true, Some(path)) => schafkopf_rules(path, ops::schafkopf_default_rules())?,
        (false, path) => load_rules(path)?,
    };
    rules.series_games.three = options.games_3.unwrap_or(rules.series_games.three);
    rules.series_games.four = options.games_4.unwrap_or(rules.series_games.four);
    Ok(rules)
}

/// The event `event create` describes.
fn new_event(options: CreateEvent, date: chrono::NaiveDate, rules: Rules) -> NewEvent {
    NewEvent {
        name: options.name.trim().to_string(),
        kind: options.kind.into(),
        date,
        venue: options.venue,
        series_count: options.series,
        table_preference: if options.prefer_3_tables {
            TablePreference::Three
        } else {
            TablePreference::Four
        },
        rules,
    }
}

/// The event form of an event the options describe, with its tariff (a Schafkopf event) and
/// its fees.
fn form(new: &NewEvent, tariff: Option<NamedTariff>, fees: Option<Fees>) -> ops::EventInput {
    let game = match tariff {
        Some(_) => ops::CardGame::Schafkopf,
        None => ops::CardGame::Skat,
    };
    let (tariff, tariff_name) = match tariff {
        Some((_, Some(name))) => (None, Some(name)),
        Some((tariff, None)) => (Some(tariff), None),
        None => (None, None),
    };
    ops::EventInput {
        name: new.name.clone(),
        kind: new.kind,
        date: new.date.format("%Y-%m-%d").to_string(),
        venue: new.venue.clone(),
        series_count: new.series_count,
        prefer_three: matches!(new.table_preference, TablePreference::Three),
        rules: new.rules.clone(),
        game,
        tariff_name,
        tariff,
        fees,
    }
}

/// `event update`: the files (fees, tariff, rules) are read and checked before anything is
/// written; the event, its tariff and its fees are then written together.
fn update(args: &StoreArgs, store: &mut Store, options: UpdateEvent) -> Result<()> {
    let id = EventId(options.event);
    let fees = fees_file(options.fees.as_deref())?;
    let prizes = prize_file(options.prizes.as_deref())?;
    let tariff = updated_tariff(store, id, options.tariff.as_deref())?;
    let old = super::get_event(store, id)?;
    let changed = changed_event(old, options, tariff.is_some())?;
    if let Some(text) = &prizes {
        let schedule = fees.clone().or(ops::event_fees(store, id)?);
        ops::check_prize_file(text, changed.series_count, schedule.as_ref())?;
    }
    let form = form(&changed, tariff, fees.clone());
    let input = ops::EventEditInput {
        event: id,
        form,
        prizes: prizes.clone(),
    };
    ops::update_event(store, input)?;
    let params = event_params(id, &changed, args.messages_lang());
    say(args, "cli-event-updated", &params);
    say_fees(args, id, fees.as_ref());
    if let Some(text) = &prizes {
        set_prizes(args, store, id, text)?;
    }
    Ok(())
}

/// The tariff an update leaves a Schafkopf event with: `--tariff`, or the stored one. A Skat
/// event has none, and `--tariff` is refused for it.
fn updated_tariff(store: &Store, id: EventId, given: Option<&str>) -> Result<Option<NamedTariff>> {
    match (given, super::event_tariff(store, id)?) {
        (Some(name), Some(_)) => Ok(Some(schafkopf_tariff(Some(name))?)),
        (Some(name), None) => Err(refused(
            Refusal::new(event::schafkopf::codes::SCHAFKOPF_EVENT_NOT_SCHAFKOPF)
                .field("tariff")
                .value(name)
                .param("event", id.0),
        )),
        (None, stored) => Ok(stored),
    }
}

/// The event with the options of `event update` applied; a Schafkopf event takes no Skat flag
/// from a rules file, only its series length at a 4-table and its order.
fn changed_event(old: Event, options: UpdateEvent, schafkopf: bool) -> Result<NewEvent> {
    let old_rules = old.rules.clone();
    let rules_file = options.rules.clone();
    let mut changed = updated_event(old, options)?;
    if schafkopf {
        let mut rules = old_rules;
        rules.series_games.four = changed.rules.series_games.four;
        if let Some(path) = &rules_file {
            rules = schafkopf_rules(path, rules)?;
        }
        changed.rules = rules;
    }
    Ok(changed)
}

/// `event list`: id, date and name, one event a line.
fn list(store: &Store) -> Result<()> {
    for e in ops::list_events(store)? {
        println!("{:>5}  {}  {}", e.id, e.date, e.name);
    }
    Ok(())
}

/// `event show`: the event's settings as JSON, with the game it plays.
fn show(store: &Store, id: EventId) -> Result<()> {
    let ev = super::get_event(store, id)?;
    let mut shown = serde_json::to_value(&ev)?;
    let tariff = super::event_tariff(store, ev.id)?;
    if let Some(object) = shown.as_object_mut() {
        add_game(object, tariff)?;
    }
    serde_json::to_writer_pretty(io::stdout().lock(), &shown)?;
    println!();
    Ok(())
}

/// Names the game an event plays in its JSON and, for Schafkopf, its tariff: both are stored
/// apart from the event.
fn add_game(
    object: &mut serde_json::Map<String, serde_json::Value>,
    tariff: Option<NamedTariff>,
) -> Result<()> {
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
    Ok(())
}

/// `event register`: all or nothing; a player registered already is not counted again.
fn register(
    args: &StoreArgs,
    store: &mut Store,
    event: EventId,
    numbers: &[String],
    all: bool,
) -> Result<()> {
    super::get_event(store, event)?;
    let wanted = players_by_number(store, numbers)?;
    let added = ops::register_players(store, event, &wanted, all)?;
    say(
        args,
        "cli-registered",
        &[("count", added.into()), ("event", event.0.into())],
    );
    Ok(())
}

/// `event unregister`: all or nothing; a player not registered is left as is.
fn unregister(
    args: &StoreArgs,
    store: &mut Store,
    event: EventId,
    players: Vec<String>,
) -> Result<()> {
    let before = ops::attendance(store, ops::AttendanceInput { event })?.registered;
    let input = ops::RegistrationInput { event, players };
    let after = ops::unregister_players(store, input)?.registered;
    say(
        args,
        "cli-unregistered",
        &[
            ("count", (before - after).into()),
            ("event", event.0.into()),
        ],
    );
    Ok(())
}

/// The players `event register` names by number; an unknown number stops the registration
/// before anything is written.
fn players_by_number(store: &Store, numbers: &[String]) -> Result<Vec<PlayerId>> {
    let mut wanted: Vec<PlayerId> = Vec::new();
    for number in numbers {
        let found = ops::player_by_number(store, number)
            .with_context(|| format!("player {number:?}: nothing was registered"))?;
        wanted.push(found.id);
    }
    Ok(wanted)
}

/// The rules of a Schafkopf event from a rules file: of `rules`, the file changes only the
/// series length at a 4-table and the standings order (D.4), when it names them.
fn schafkopf_rules(path: &Path, mut rules: Rules) -> Result<Rules> {
    let given = read_rules_json(path)?;
    let file = ops::rules_of(&given)?;
    if given.pointer("/series_games/4").is_some() {
        rules.series_games.four = file.series_games.four;
    }
    if given.get("tie_break").is_some() {
        rules.tie_break = file.tie_break;
    }
    Ok(rules)
}

/// A Schafkopf tariff by preset name or from a JSON file (BSV 10/50 without one), with the
/// preset's name.
fn schafkopf_tariff(name: Option<&str>) -> Result<NamedTariff> {
    Ok(ops::named_tariff(name)?)
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

/// The event with the options of `event update` applied as to a Skat event (`changed_event`
/// then keeps a Schafkopf event's rules).
fn updated_event(old: Event, options: UpdateEvent) -> Result<NewEvent> {
    let mut rules = match &options.rules {
        Some(path) => merged_rules(&old.rules, path)?,
        None => old.rules.clone(),
    };
    rules.series_games.three = options.games_3.unwrap_or(rules.series_games.three);
    rules.series_games.four = options.games_4.unwrap_or(rules.series_games.four);
    let table_preference = match (options.prefer_3_tables, options.prefer_4_tables) {
        (true, _) => TablePreference::Three,
        (_, true) => TablePreference::Four,
        _ => old.table_preference,
    };
    Ok(NewEvent {
        name: options.name.map_or(old.name, |n| n.trim().to_string()),
        kind: options.kind.map_or(old.kind, EventKind::from),
        date: options.date.as_deref().map_or(Ok(old.date), parse_date)?,
        venue: options.venue.unwrap_or(old.venue),
        series_count: options.series.unwrap_or(old.series_count),
        table_preference,
        rules,
    })
}

/// An event's rules with the flags a rules file names; every other flag keeps the event's
/// value.
fn merged_rules(old: &Rules, path: &Path) -> Result<Rules> {
    let given = read_rules_json(path)?;
    let flags = given.as_object().ok_or_else(|| {
        refused(
            Refusal::new(skatblock::json::codes::INPUT_RULES_INVALID)
                .field("rules")
                .value(path.display()),
        )
    })?;
    let mut merged = serde_json::to_value(old).expect("rules serialise");
    if let Some(object) = merged.as_object_mut() {
        object.extend(flags.clone());
    }
    Ok(ops::rules_of(&merged)?)
}
