//! `skatblock season …`: seasons over events and their ranking (issue 10).

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use skatblock::i18n::Lang;
use skatblock::ops;
use skatblock::ops::{EventId, Store};
use skatblock::ops::{Ranking, SeasonId, SeasonSettings};

use super::output::{self, json_out};
use super::{ListFormat, StoreArgs, say};

/// `skatblock season …`
#[derive(Debug, Args)]
pub struct SeasonArgs {
    #[command(subcommand)]
    command: SeasonCommand,
}

/// The season commands.
#[derive(Debug, Subcommand)]
enum SeasonCommand {
    /// Create a season; prints its id alone on the last line.
    Create(CreateSeason),
    /// Change a season's settings; only the options given change.
    Update(UpdateSeason),
    /// Add events to a season (all or none).
    Add {
        /// Season id.
        season: i64,
        /// Event ids.
        #[arg(required = true)]
        events: Vec<i64>,
    },
    /// Take an event out of a season.
    Remove {
        /// Season id.
        season: i64,
        /// Event id.
        event: i64,
    },
    /// List the seasons.
    List,
    /// The season's ranking: counted and dropped series of every player.
    Standings {
        /// Season id.
        season: i64,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
    },
}

/// Options of `season create`.
#[derive(Debug, Args)]
struct CreateSeason {
    /// Name, e.g. "Vereinsmeisterschaft 2026".
    #[arg(long)]
    name: String,
    /// Only the best N series count [default: all].
    #[arg(long, value_name = "N")]
    best: Option<u16>,
    /// Series a player must have played to be ranked [default: 0].
    #[arg(long, value_name = "M", default_value_t = 0)]
    min_series: u16,
    /// Rank by the total or by the average per counted series.
    #[arg(long, value_enum, default_value_t = RankingArg::Total)]
    ranking: RankingArg,
}

/// Options of `season update`: each one given replaces the season's setting.
#[derive(Debug, Args)]
struct UpdateSeason {
    /// Season id.
    season: i64,
    /// Name.
    #[arg(long)]
    name: Option<String>,
    /// Only the best N series count.
    #[arg(long, value_name = "N", conflicts_with = "all_series")]
    best: Option<u16>,
    /// Every series counts again.
    #[arg(long)]
    all_series: bool,
    /// Series a player must have played to be ranked.
    #[arg(long, value_name = "M")]
    min_series: Option<u16>,
    /// Rank by the total or by the average.
    #[arg(long, value_enum)]
    ranking: Option<RankingArg>,
}

impl UpdateSeason {
    /// The season's settings with the options given applied; `--all-series` lifts the best-N
    /// limit.
    fn apply(self, mut settings: SeasonSettings) -> SeasonSettings {
        if let Some(name) = self.name {
            settings.name = name.trim().to_string();
        }
        if self.best.is_some() || self.all_series {
            settings.best = self.best;
        }
        settings.min_series = self.min_series.unwrap_or(settings.min_series);
        settings.ranking = self.ranking.map_or(settings.ranking, Ranking::from);
        settings
    }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum RankingArg {
    Total,
    Average,
}

impl From<RankingArg> for Ranking {
    fn from(r: RankingArg) -> Self {
        match r {
            RankingArg::Total => Ranking::Total,
            RankingArg::Average => Ranking::Average,
        }
    }
}

/// Runs `season …`.
pub fn season(args: &StoreArgs, command: SeasonArgs) -> Result<()> {
    let store = &mut args.open()?;
    match command.command {
        SeasonCommand::Create(options) => create(args, store, options),
        SeasonCommand::Update(options) => update(args, store, options),
        SeasonCommand::Add { season, events } => add(args, store, season, &events),
        SeasonCommand::Remove { season, event } => remove(args, store, season, event),
        SeasonCommand::List => list(store),
        SeasonCommand::Standings { season, format } => {
            // Printed lists are German unless `--lang en` is given.
            standings(
                store,
                SeasonId(season),
                format,
                args.lang.unwrap_or(Lang::De),
            )
        }
    }
}

/// `season create`: the id goes alone on the last line, for scripts.
fn create(args: &StoreArgs, store: &mut Store, options: CreateSeason) -> Result<()> {
    let settings = SeasonSettings {
        name: options.name.trim().to_string(),
        best: options.best,
        min_series: options.min_series,
        ranking: options.ranking.into(),
    };
    let season = ops::create_season(store, settings)?;
    let id = season.id;
    let params = [
        ("id", id.0.into()),
        ("name", season.settings.name.as_str().into()),
    ];
    say(args, "cli-season-created", &params);
    println!("{id}");
    Ok(())
}

/// `season update`: only the options given change.
fn update(args: &StoreArgs, store: &mut Store, options: UpdateSeason) -> Result<()> {
    let id = SeasonId(options.season);
    let stored = ops::season_standings(store, ops::SeasonInput { season: id })?;
    let settings = options.apply(stored.season.settings);
    let input = ops::SeasonEditInput {
        season: id,
        settings,
    };
    let season = ops::update_season(store, input)?;
    let params = [
        ("id", id.0.into()),
        ("name", season.settings.name.as_str().into()),
    ];
    say(args, "cli-season-updated", &params);
    Ok(())
}

/// `season add`: all the events or none.
fn add(args: &StoreArgs, store: &mut Store, season: i64, events: &[i64]) -> Result<()> {
    let ids: Vec<EventId> = events.iter().copied().map(EventId).collect();
    let count = ids.len();
    let input = ops::SeasonEventsInput {
        season: SeasonId(season),
        events: ids,
    };
    ops::add_season_events(store, input)?;
    let params = [("count", count.into()), ("season", season.into())];
    say(args, "cli-season-added", &params);
    Ok(())
}

/// `season remove`: one event leaves the season.
fn remove(args: &StoreArgs, store: &mut Store, season: i64, event: i64) -> Result<()> {
    let input = ops::SeasonEventsInput {
        season: SeasonId(season),
        events: vec![EventId(event)],
    };
    ops::remove_season_events(store, input)?;
    let params = [("event", event.into()), ("season", season.into())];
    say(args, "cli-season-removed", &params);
    Ok(())
}

/// `season list`: id and name, one season a line.
fn list(store: &Store) -> Result<()> {
    for s in ops::list_seasons(store)? {
        println!("{:>5}  {}", s.id, s.settings.name);
    }
    Ok(())
}

/// `season standings`: the rows as JSON, the printed list as text, or its CSV.
fn standings(store: &Store, season: SeasonId, format: ListFormat, lang: Lang) -> Result<()> {
    let format = match format {
        ListFormat::Json => {
            let standings = ops::season_standings(store, ops::SeasonInput { season })?;
            return json_out(&standings.rows);
        }
        ListFormat::Csv => ops::ReportFormat::Csv,
        ListFormat::Text => ops::ReportFormat::Text,
    };
    output::club_list(store, ops::ClubReport::Season { season }, format, lang)
}
