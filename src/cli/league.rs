//! `skatblock league …` (issue 10): leagues, their teams file, match days, line-ups and the
//! league table. Argument parsing and output only; the work is `skatblock::league`'s.

use std::io;
use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use skatblock::i18n::Lang;
use skatblock::league::{self, LeagueId, NewLeague, ScoringUnit};
use skatblock::ops;
use skatblock::ops::{EventId, Store};

use super::output::{self, json_out};
use super::{ListFormat, StoreArgs, parse_date, read, say};

/// `skatblock league …`
#[derive(Debug, Args)]
pub struct LeagueArgs {
    #[command(subcommand)]
    command: LeagueCommand,
}

/// The league commands.
#[derive(Debug, Subcommand)]
enum LeagueCommand {
    /// Create a league; prints its id alone on the last line.
    Create(CreateLeague),
    /// List the leagues.
    List,
    /// Import teams and rosters: group,team,club,player_id,role (role regular or substitute).
    /// Replaces the roster of every team the file names; all or nothing.
    Teams {
        /// League id.
        league: i64,
        /// The CSV file.
        file: PathBuf,
    },
    /// Create a group's match day as an event; prints its id alone on the last line.
    Matchday(NewMatchday),
    /// Set a team's line-up for a series of a match day: 3 or 4 roster players (numbers), or
    /// --absent.
    Lineup(Lineup),
    /// The league table: ranking points, then game points.
    Table(TableOptions),
}

/// Options of `league create`.
#[derive(Debug, Args)]
struct CreateLeague {
    /// Name, e.g. "Verbandsliga Nord".
    #[arg(long)]
    name: String,
    /// The season year.
    #[arg(long)]
    season: u16,
    /// Series per match day.
    #[arg(long, default_value_t = 3)]
    series_per_day: u16,
    /// Ranking points per series or per match day (RULES.md B.6.3).
    #[arg(long, value_enum, default_value_t = Unit::Series)]
    unit: Unit,
    /// Places of each group marked for promotion.
    #[arg(long, default_value_t = 0)]
    promote: u16,
    /// Places of each group marked for relegation.
    #[arg(long, default_value_t = 0)]
    relegate: u16,
}

/// Options of `league matchday`.
#[derive(Debug, Args)]
struct NewMatchday {
    /// League id.
    league: i64,
    /// The group (Staffel).
    #[arg(long)]
    group: String,
    /// The match day's number.
    #[arg(long)]
    day: u16,
    /// Date, YYYY-MM-DD; without it, the date of the schedule pulled from the association
    /// (`sync pull`), and its host team as the venue unless `--venue` is given.
    #[arg(long, default_value = "")]
    date: String,
    /// Venue.
    #[arg(long, default_value = "")]
    venue: String,
}

/// Options of `league lineup`.
#[derive(Debug, Args)]
struct Lineup {
    /// The match day's event id.
    event: i64,
    /// Series.
    #[arg(long)]
    series: u16,
    /// Team name.
    #[arg(long)]
    team: String,
    /// Player numbers.
    #[arg(required_unless_present = "absent")]
    players: Vec<String>,
    /// The team does not play this series.
    #[arg(long, conflicts_with = "players")]
    absent: bool,
}

/// Options of `league table`.
#[derive(Debug, Args)]
struct TableOptions {
    /// League id.
    league: i64,
    /// Only this group.
    #[arg(long)]
    group: Option<String>,
    /// Count match days 1..=N only.
    #[arg(long, value_name = "N")]
    after_day: Option<u16>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = ListFormat::Text)]
    format: ListFormat,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Unit {
    Series,
    Matchday,
}

impl From<Unit> for ScoringUnit {
    fn from(unit: Unit) -> Self {
        match unit {
            Unit::Series => ScoringUnit::Series,
            Unit::Matchday => ScoringUnit::Matchday,
        }
    }
}

/// Runs `league …`.
pub fn league(args: &StoreArgs, command: LeagueArgs) -> Result<()> {
    let store = &mut args.open()?;
    match command.command {
        LeagueCommand::Create(options) => create(args, store, options),
        LeagueCommand::List => list(args, store),
        LeagueCommand::Teams { league, file } => teams(args, store, LeagueId(league), &file),
        LeagueCommand::Matchday(options) => matchday(args, store, options),
        LeagueCommand::Lineup(options) => lineup(args, store, options),
        LeagueCommand::Table(options) => table(store, options, args.messages_lang()),
    }
}

/// `league create`: the id goes alone on the last line, for scripts.
fn create(args: &StoreArgs, store: &mut Store, options: CreateLeague) -> Result<()> {
    let new = NewLeague {
        name: options.name.trim().to_string(),
        season_year: options.season,
        series_per_day: options.series_per_day,
        unit: options.unit.into(),
        promote: options.promote,
        relegate: options.relegate,
    };
    let created = ops::create_league(store, new)?;
    let id = created.id;
    let params = [
        ("id", id.0.into()),
        ("name", created.name.as_str().into()),
        ("season", options.season.into()),
    ];
    say(args, "cli-league-created", &params);
    println!("{id}");
    Ok(())
}

/// `league list`: one league a line.
fn list(args: &StoreArgs, store: &Store) -> Result<()> {
    for l in ops::list_leagues(store)? {
        let params = [
            ("id", l.id.0.into()),
            ("name", l.name.as_str().into()),
            ("season", l.season_year.into()),
        ];
        say(args, "cli-league-list", &params);
    }
    Ok(())
}

/// `league teams`: what the teams file added and replaced.
fn teams(args: &StoreArgs, store: &mut Store, id: LeagueId, file: &Path) -> Result<()> {
    let done = ops::import_teams(store, id, &read(file)?)?;
    let params = [
        ("teams", done.teams.into()),
        ("groups", done.groups.into()),
        ("new", done.new_teams.into()),
        ("players", done.players.into()),
    ];
    say(args, "cli-league-teams-imported", &params);
    Ok(())
}

/// `league matchday`: the match day is an event; its id goes alone on the last line.
fn matchday(args: &StoreArgs, store: &mut Store, options: NewMatchday) -> Result<()> {
    let NewMatchday {
        league: id,
        group,
        day,
        date,
        venue,
    } = options;
    let date = match date.trim() {
        "" => String::new(),
        given => parse_date(given)?.format("%Y-%m-%d").to_string(),
    };
    let input = ops::MatchdayInput {
        league: LeagueId(id),
        group: group.clone(),
        day,
        date,
        venue,
    };
    let event = ops::create_matchday(store, input)?.event;
    let params = [
        ("day", day.into()),
        ("group", group.trim().into()),
        ("id", event.0.into()),
    ];
    say(args, "cli-league-matchday-created", &params);
    println!("{event}");
    Ok(())
}

/// `league lineup`: the players set, or that the team is absent.
fn lineup(args: &StoreArgs, store: &mut Store, options: Lineup) -> Result<()> {
    let Lineup {
        event,
        series,
        team,
        players,
        absent,
    } = options;
    let input = ops::LineupInput {
        event: EventId(event),
        series,
        team: team.clone(),
        players: players.clone(),
        absent,
    };
    ops::set_lineup(store, input)?;
    let mut params = vec![("team", team.trim().into()), ("series", series.into())];
    if absent {
        say(args, "cli-league-lineup-absent", &params);
    } else {
        params.push(("players", players.join(", ").into()));
        say(args, "cli-league-lineup-set", &params);
    }
    Ok(())
}

/// `league table`: the printed table as text (group by group, then its history by match
/// day), or the rows as CSV or JSON.
fn table(store: &Store, options: TableOptions, lang: Lang) -> Result<()> {
    let (league, after_day) = (LeagueId(options.league), options.after_day);
    if options.format == ListFormat::Text {
        let group = options.group;
        let report = ops::ClubReport::LeagueTable {
            league,
            group,
            after_day,
        };
        return output::club_list(store, report, ops::ReportFormat::Text, lang);
    }
    let input = ops::LeagueTableInput {
        league,
        group: options.group,
        after_day,
    };
    let rows = ops::league_table(store, input)?.rows;
    match options.format {
        ListFormat::Csv => {
            let mut writer = csv::Writer::from_writer(io::stdout().lock());
            if rows.is_empty() {
                writer.write_record(league::CSV_COLUMNS)?;
            }
            for row in &rows {
                writer.serialize(row)?;
            }
            writer.flush()?;
            Ok(())
        }
        ListFormat::Json | ListFormat::Text => json_out(&rows),
    }
}
