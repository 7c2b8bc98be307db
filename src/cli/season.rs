//! `skatblock season …`: seasons over events and their ranking (issue 10).

use std::io::{self, Write};

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use skatblock::i18n::{self, Lang};
use skatblock::ops;
use skatblock::ops::{EventId, Store};
use skatblock::ops::{Ranking, SeasonId, SeasonSettings};
use skatblock::report::{CsvDialect, clip};
use skatblock::rules::Param;
use skatblock::season::{SeasonRow, SeasonStandings};

use super::output::{json_out, message};
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
            let standings = ops::season_standings(
                store,
                ops::SeasonInput {
                    season: SeasonId(season),
                },
            )?;
            // Printed lists are German unless `--lang en` is given.
            standings_list(&standings, format, args.lang.unwrap_or(Lang::De))
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

/// `season standings` as JSON, CSV or text.
fn standings_list(standings: &SeasonStandings, format: ListFormat, lang: Lang) -> Result<()> {
    match format {
        ListFormat::Json => json_out(&standings.rows),
        ListFormat::Csv => csv(standings),
        ListFormat::Text => text(standings, lang),
    }
}

fn csv(standings: &SeasonStandings) -> Result<()> {
    let mut out = io::stdout().lock();
    skatblock::report::club::season_csv(standings, CsvDialect::Rfc4180, &mut out)?;
    Ok(())
}

/// The season's ranking as text: its heading and settings, then every player, those below the
/// minimum of series after a line of their own.
fn text(standings: &SeasonStandings, lang: Lang) -> Result<()> {
    let mut out = io::stdout().lock();
    heading(&mut out, standings, lang)?;
    if standings.rows.is_empty() {
        writeln!(out, "{}", i18n::text(lang, "season-none"))?;
        return Ok(());
    }
    column_titles(&mut out, lang)?;
    let mut unranked_said = false;
    for r in &standings.rows {
        if !r.ranked && !unranked_said {
            let min = Param::from(standings.season.settings.min_series);
            let line = i18n::message(lang, "season-unranked", [("min", &min)]);
            writeln!(out, "\n{line}")?;
            unranked_said = true;
        }
        ranking_line(&mut out, r, lang)?;
    }
    if standings.rows.iter().any(|r| r.lot_required) {
        writeln!(out, "\n* {}", i18n::text(lang, "season-lot"))?;
    }
    Ok(())
}

/// The season's name and number of events, then its settings (best N, minimum, ranking).
fn heading(out: &mut impl Write, standings: &SeasonStandings, lang: Lang) -> Result<()> {
    let settings = &standings.season.settings;
    let heading = [
        ("name", Param::from(settings.name.as_str())),
        ("events", standings.events.len().into()),
    ];
    writeln!(out, "{}", message(lang, "season-heading", &heading))?;
    let options = [
        ("best", Param::from(settings.best.unwrap_or(0))),
        ("min", settings.min_series.into()),
        ("ranking", settings.ranking.name().into()),
    ];
    writeln!(out, "{}\n", message(lang, "season-options", &options))?;
    Ok(())
}

/// The titles of the ranking's columns.
fn column_titles(out: &mut impl Write, lang: Lang) -> Result<()> {
    let t = |id: &str| i18n::text(lang, id);
    writeln!(
        out,
        "{:>5}  {:>10}  {:<28} {:<20} {:>6} {:>8} {:>9}  {}",
        t("season-rank"),
        t("season-number"),
        t("season-name"),
        t("season-club"),
        t("season-played"),
        t("season-total"),
        t("season-average"),
        t("season-dropped"),
    )?;
    Ok(())
}

/// One player's line: rank (none below the minimum), number, name, club, series played,
/// total, average (with the language's decimal comma) and the series dropped; `*` marks a lot.
fn ranking_line(out: &mut impl Write, r: &SeasonRow, lang: Lang) -> Result<()> {
    let rank = r.rank.map_or_else(String::new, |n| format!("{n}."));
    let lot = if r.lot_required { " *" } else { "" };
    let average = match lang {
        Lang::De => format!("{:.2}", r.average).replace('.', ","),
        Lang::En => format!("{:.2}", r.average),
    };
    writeln!(
        out,
        "{:>5}  {:>10}  {:<28} {:<20} {:>6} {:>8} {:>9}  {}{lot}",
        rank,
        r.player_id.as_str(),
        clip(&r.name, 28),
        clip(&r.club, 20),
        r.played,
        r.total,
        average,
        skatblock::report::club::series_ids(&r.dropped),
    )?;
    Ok(())
}
