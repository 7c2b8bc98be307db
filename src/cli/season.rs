//! `skatblock season …`: seasons over events and their ranking (issue 10).

use std::io::{self, Write};

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use skatblock::i18n::{self, Lang};
use skatblock::report::{CsvDialect, clip};
use skatblock::rules::Param;
use skatblock::season::{self, SeasonStandings};
use skatblock::store::EventId;
use skatblock::store::seasons::{Ranking, SeasonId, SeasonSettings};

use super::{ListFormat, StoreArgs, say};

/// `skatblock season …`
#[derive(Debug, Args)]
pub struct SeasonArgs {
    #[command(subcommand)]
    command: SeasonCommand,
}

#[derive(Debug, Subcommand)]
enum SeasonCommand {
    /// Create a season; prints its id alone on the last line.
    Create {
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
    },
    /// Change a season's settings; only the options given change.
    Update {
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
    },
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
pub fn run(args: &StoreArgs, command: SeasonArgs) -> Result<()> {
    let mut store = args.open()?;
    match command.command {
        SeasonCommand::Create {
            name,
            best,
            min_series,
            ranking,
        } => {
            let settings = SeasonSettings {
                name: name.trim().to_string(),
                best,
                min_series,
                ranking: ranking.into(),
            };
            let id = season::create_season(&mut store, &settings)?;
            let params = [("id", id.0.into()), ("name", settings.name.as_str().into())];
            say(args, "cli-season-created", &params);
            println!("{id}");
        }
        SeasonCommand::Update {
            season,
            name,
            best,
            all_series,
            min_series,
            ranking,
        } => {
            let id = SeasonId(season);
            let mut settings = skatblock::store::seasons::get(store.conn(), id)?.settings;
            if let Some(name) = name {
                settings.name = name.trim().to_string();
            }
            if best.is_some() || all_series {
                settings.best = best;
            }
            settings.min_series = min_series.unwrap_or(settings.min_series);
            settings.ranking = ranking.map_or(settings.ranking, Ranking::from);
            season::update_season(&mut store, id, &settings)?;
            let params = [("id", id.0.into()), ("name", settings.name.as_str().into())];
            say(args, "cli-season-updated", &params);
        }
        SeasonCommand::Add { season, events } => {
            let ids: Vec<EventId> = events.iter().copied().map(EventId).collect();
            season::add_events(&mut store, SeasonId(season), &ids)?;
            let params = [("count", ids.len().into()), ("season", season.into())];
            say(args, "cli-season-added", &params);
        }
        SeasonCommand::Remove { season, event } => {
            season::remove_events(&mut store, SeasonId(season), &[EventId(event)])?;
            let params = [("event", event.into()), ("season", season.into())];
            say(args, "cli-season-removed", &params);
        }
        SeasonCommand::List => {
            for s in season::list_seasons(&store)? {
                println!("{:>5}  {}", s.id, s.settings.name);
            }
        }
        SeasonCommand::Standings { season, format } => {
            let standings = season::season_standings(&store, SeasonId(season))?;
            let lang = args.lang.unwrap_or(Lang::De);
            match format {
                ListFormat::Json => {
                    let mut out = io::stdout().lock();
                    serde_json::to_writer_pretty(&mut out, &standings.rows)?;
                    writeln!(out)?;
                }
                ListFormat::Csv => csv(&standings)?,
                ListFormat::Text => text(&standings, lang)?,
            }
        }
    }
    Ok(())
}

fn csv(standings: &SeasonStandings) -> Result<()> {
    let mut out = io::stdout().lock();
    skatblock::report::club::season_csv(standings, CsvDialect::Rfc4180, &mut out)?;
    Ok(())
}

fn text(standings: &SeasonStandings, lang: Lang) -> Result<()> {
    let t = |id: &str| i18n::text(lang, id);
    let settings = &standings.season.settings;
    let mut out = io::stdout().lock();
    let heading = [
        ("name", Param::from(settings.name.as_str())),
        ("events", standings.events.len().into()),
    ];
    writeln!(
        out,
        "{}",
        i18n::message(lang, "season-heading", heading.iter().map(|(k, v)| (*k, v)))
    )?;
    let options = [
        ("best", Param::from(settings.best.unwrap_or(0))),
        ("min", settings.min_series.into()),
        ("ranking", settings.ranking.name().into()),
    ];
    writeln!(
        out,
        "{}\n",
        i18n::message(lang, "season-options", options.iter().map(|(k, v)| (*k, v)))
    )?;
    if standings.rows.is_empty() {
        writeln!(out, "{}", t("season-none"))?;
        return Ok(());
    }
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
    let mut unranked_said = false;
    for r in &standings.rows {
        if !r.ranked && !unranked_said {
            let min = Param::from(settings.min_series);
            let line = i18n::message(lang, "season-unranked", [("min", &min)]);
            writeln!(out, "\n{line}")?;
            unranked_said = true;
        }
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
    }
    if standings.rows.iter().any(|r| r.lot_required) {
        writeln!(out, "\n* {}", t("season-lot"))?;
    }
    Ok(())
}
