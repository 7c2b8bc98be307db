//! `skatblock league …` (issue 10): leagues, their teams file, match days, line-ups and the
//! league table. Argument parsing and output only; the work is `skatblock::league`'s.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use skatblock::i18n::{self, Lang};
use skatblock::league::{self, LeagueId, NewLeague, Placing, ScoringUnit, TableRow};
use skatblock::ops;
use skatblock::ops::{EventId, Store};
use skatblock::report::clip;
use skatblock::rules::Param;

use super::output::message;
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
    /// Date, YYYY-MM-DD.
    #[arg(long)]
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
        LeagueCommand::Table(options) => {
            let input = ops::LeagueTableInput {
                league: LeagueId(options.league),
                group: options.group,
                after_day: options.after_day,
            };
            let found = ops::league_table(store, input)?;
            let lang = args.messages_lang();
            table(
                &found.league,
                &found.rows,
                options.after_day,
                options.format,
                lang,
            )
        }
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
    let date = parse_date(&date)?.format("%Y-%m-%d").to_string();
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

/// The league table as text (group by group), CSV or JSON.
fn table(
    league: &league::League,
    rows: &[TableRow],
    after_day: Option<u16>,
    format: ListFormat,
    lang: Lang,
) -> Result<()> {
    match format {
        ListFormat::Csv => {
            let mut writer = csv::Writer::from_writer(io::stdout().lock());
            if rows.is_empty() {
                writer.write_record(league::CSV_COLUMNS)?;
            }
            for row in rows {
                writer.serialize(row)?;
            }
            writer.flush()?;
            Ok(())
        }
        ListFormat::Json => {
            let mut out = io::stdout().lock();
            serde_json::to_writer_pretty(&mut out, rows)?;
            writeln!(out)?;
            Ok(())
        }
        ListFormat::Text => text(league, rows, after_day, lang),
    }
}

/// The league table as text: group by group, each under its heading.
fn text(
    league: &league::League,
    rows: &[TableRow],
    after_day: Option<u16>,
    lang: Lang,
) -> Result<()> {
    let mut out = io::stdout().lock();
    let mut groups: Vec<&str> = rows.iter().map(|r| r.group.as_str()).collect();
    groups.dedup();
    for (i, group) in groups.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        group_heading(&mut out, league, group, after_day, lang)?;
        for r in rows.iter().filter(|r| r.group == *group) {
            table_line(&mut out, r, lang)?;
        }
    }
    Ok(())
}

/// A group's heading (league, season, group, the last match day counted) and the column
/// titles.
fn group_heading(
    out: &mut impl Write,
    league: &league::League,
    group: &str,
    after_day: Option<u16>,
    lang: Lang,
) -> Result<()> {
    let t = |id: &str| i18n::text(lang, id);
    let params: [(&str, Param); 4] = [
        ("name", league.name.as_str().into()),
        ("season", league.season_year.into()),
        ("group", group.into()),
        ("day", after_day.unwrap_or(0).into()),
    ];
    writeln!(out, "{}", message(lang, "league-table-heading", &params))?;
    writeln!(
        out,
        "{:>5}  {:<28} {:<24} {:>13} {:>12} {:>6}",
        t("league-rank"),
        t("league-team"),
        t("league-club"),
        t("league-ranking-points"),
        t("league-game-points"),
        t("league-series-played"),
    )?;
    Ok(())
}

/// One team's line: rank, team, club, ranking points for and against, game points, series
/// played, then its notes.
fn table_line(out: &mut impl Write, r: &TableRow, lang: Lang) -> Result<()> {
    let points = format!(
        "{}:{}",
        skatblock::report::club::points(lang, r.ranking_points),
        skatblock::report::club::points(lang, r.ranking_points_against)
    );
    writeln!(
        out,
        "{:>5}  {:<28} {:<24} {:>13} {:>12} {:>6}{}",
        format!("{}.", r.rank),
        clip(&r.team, 28),
        clip(&r.club, 24),
        points,
        r.game_points,
        r.series_played,
        notes(r, lang),
    )?;
    Ok(())
}

/// A team's notes after its line: promoted or relegated, and a lot to draw.
fn notes(r: &TableRow, lang: Lang) -> String {
    let t = |id: &str| i18n::text(lang, id);
    let mut notes = Vec::new();
    match r.placing {
        Some(Placing::Promoted) => notes.push(t("league-promoted")),
        Some(Placing::Relegated) => notes.push(t("league-relegated")),
        None => {}
    }
    if r.lot_required {
        notes.push(t("league-lot"));
    }
    if notes.is_empty() {
        String::new()
    } else {
        format!("  {}", notes.join(", "))
    }
}
