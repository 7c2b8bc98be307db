//! The public pages as HTML over plain view data: the start page (leagues, live events), a
//! league (every group's table, provisional rows marked, the table after each day, the match
//! days), a match report, and a live event (its standings, refreshed by `live.js`).

use std::fmt::Write;

use skatblock_i18n::Lang;
use skatblock_rules::Param;

use super::html::{Page, esc, segment, with_lang, word, word_with};
use crate::table::TableRow;

/// A page as the views make it.
pub type PageOut = Page;

/// A league on the start page.
pub struct LeagueLink {
    /// Id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Season.
    pub season: String,
}

/// A live event on the start page.
pub struct EventLink {
    /// The event's slug.
    pub slug: String,
    /// Its name as published.
    pub name: String,
}

/// The start page.
pub fn home(lang: Lang, leagues: &[LeagueLink], events: &[EventLink]) -> Page {
    let league_items: Vec<String> = leagues
        .iter()
        .map(|l| {
            format!(
                "<li><a href=\"{}\">{}</a> <span class=\"muted\">{}</span></li>",
                esc(&with_lang(lang, &format!("/leagues/{}", l.id))),
                esc(&l.name),
                esc(&l.season)
            )
        })
        .collect();
    let event_items: Vec<String> = events
        .iter()
        .map(|e| {
            let target = format!("/events/{}", segment(&e.slug));
            format!(
                "<li><a href=\"{}\">{}</a></li>",
                esc(&with_lang(lang, &target)),
                esc(&e.name)
            )
        })
        .collect();
    let mut body = format!("<h1>{}</h1>\n", word(lang, "brand"));
    body.push_str(&link_list(lang, ("leagues", "no-leagues"), &league_items));
    body.push_str(&link_list(lang, ("live-events", "no-events"), &event_items));
    let _ = writeln!(
        body,
        "<p class=\"staff-link\"><a href=\"{}\">{}</a></p>",
        esc(&with_lang(lang, "/signin")),
        word(lang, "staff-link")
    );
    Page {
        title: skatblock_i18n::text(lang, "server-page-brand"),
        body,
        script: None,
    }
}

/// A section of links under a heading, or its words for none.
fn link_list(lang: Lang, (heading, none): (&str, &str), items: &[String]) -> String {
    let mut out = format!("<section><h2>{}</h2>\n", word(lang, heading));
    if items.is_empty() {
        let _ = writeln!(out, "<p class=\"empty\">{}</p>", word(lang, none));
    } else {
        let _ = writeln!(out, "<ul class=\"links\">\n{}\n</ul>", items.join("\n"));
    }
    out.push_str("</section>\n");
    out
}

/// A match day of a group as the league page lists it.
pub struct DayLine {
    /// The day's number.
    pub day: i32,
    /// The date played (as uploaded) or scheduled.
    pub date: String,
    /// Its state word (`submitted`, …), or none when nothing is uploaded yet.
    pub state: Option<String>,
}

/// A group on the league page.
pub struct GroupView {
    /// Name.
    pub name: String,
    /// The table.
    pub rows: Vec<TableRow>,
    /// Its match days.
    pub days: Vec<DayLine>,
}

/// The league page: every group's table (after `after_day` when given) and its days.
pub fn league(
    lang: Lang,
    league: &LeagueLink,
    after_day: Option<i32>,
    last_day: i32,
    groups: &[GroupView],
) -> Page {
    let mut body = format!(
        "<h1>{} <span class=\"muted\">{}</span></h1>\n",
        esc(&league.name),
        esc(&league.season)
    );
    body.push_str(&history_nav(lang, league.id, after_day, last_day));
    for g in groups {
        let _ = writeln!(body, "<section class=\"group\"><h2>{}</h2>", esc(&g.name));
        body.push_str(&table(lang, &g.rows));
        body.push_str(&days(lang, league.id, &g.name, &g.days));
        body.push_str("</section>\n");
    }
    Page {
        title: league.name.clone(),
        body,
        script: None,
    }
}

/// Links to the table after each day, and to the current one.
fn history_nav(lang: Lang, league: i64, after_day: Option<i32>, last_day: i32) -> String {
    if last_day == 0 {
        return String::new();
    }
    let mut nav = format!(
        "<nav class=\"history\" aria-label=\"{}\">",
        word(lang, "history")
    );
    let link = |label: String, target: String, current: bool| {
        if current {
            format!("<strong aria-current=\"page\">{label}</strong> ")
        } else {
            format!(
                "<a href=\"{}\">{label}</a> ",
                esc(&with_lang(lang, &target))
            )
        }
    };
    for d in 1..=last_day {
        let label = word_with(lang, "after-day", &[("day", Param::Int(i64::from(d)))]);
        nav.push_str(&link(
            label,
            format!("/leagues/{league}?after_day={d}"),
            after_day == Some(d),
        ));
    }
    nav.push_str(&link(
        word(lang, "current"),
        format!("/leagues/{league}"),
        after_day.is_none(),
    ));
    nav.push_str("</nav>\n");
    nav
}

/// Ranking points as the desk writes them: halves with a decimal comma in German.
fn points(lang: Lang, p: f64) -> String {
    let text = if p.fract() == 0.0 {
        format!("{p:.0}")
    } else {
        format!("{p:.1}")
    };
    match lang {
        Lang::De => text.replace('.', ","),
        Lang::En => text,
    }
}

/// A table's head row of `lang`'s words; `num` columns align right (`""`: an empty head).
fn head(lang: Lang, columns: &[(&str, bool)]) -> String {
    let cells: String = columns
        .iter()
        .map(|(key, num)| {
            let class = if *num { " class=\"num\"" } else { "" };
            let text = if key.is_empty() {
                String::new()
            } else {
                word(lang, key)
            };
            format!("<th{class}>{text}</th>")
        })
        .collect();
    format!("<thead><tr>{cells}</tr></thead>")
}

/// A table row's marks: a lot decides, provisional.
fn marks(lang: Lang, r: &TableRow) -> String {
    let mut marks = String::new();
    if r.lot_required {
        let _ = write!(
            marks,
            "<span class=\"mark lot\">{}</span>",
            word(lang, "lot")
        );
    }
    if r.provisional {
        let _ = write!(
            marks,
            "<span class=\"mark provisional\">{}</span>",
            word(lang, "provisional")
        );
    }
    marks
}

/// A group's table.
fn table(lang: Lang, rows: &[TableRow]) -> String {
    let columns = [
        ("rank", false),
        ("team", false),
        ("club", false),
        ("ranking-points", true),
        ("game-points", true),
        ("series-played", true),
    ];
    let mut out = format!(
        "<div class=\"scroll\"><table class=\"league\">{}<tbody>\n",
        head(lang, &columns)
    );
    for r in rows {
        let marks = marks(lang, r);
        let _ = writeln!(
            out,
            "<tr{cls}><td>{rank}.</td><td>{team} {marks}</td><td>{club}</td><td class=\"num\">{won}:{lost}</td><td class=\"num\">{gp}</td><td class=\"num\">{sp}</td></tr>",
            cls = if r.provisional {
                " class=\"provisional\""
            } else {
                ""
            },
            rank = r.rank,
            team = esc(&r.team),
            club = esc(&r.club),
            won = points(lang, r.ranking_points),
            lost = points(lang, r.ranking_points_against),
            gp = r.game_points,
            sp = r.series_played,
        );
    }
    out.push_str("</tbody></table></div>\n");
    out
}

/// A group's match days with links to their reports.
fn days(lang: Lang, league: i64, group: &str, days: &[DayLine]) -> String {
    if days.is_empty() {
        return String::new();
    }
    let mut out = format!("<h3>{}</h3><ul class=\"days\">\n", word(lang, "match-days"));
    for d in days {
        let label = word_with(lang, "day", &[("day", Param::Int(i64::from(d.day)))]);
        let state = d
            .state
            .as_deref()
            .map(|s| {
                format!(
                    " <span class=\"state {s}\">{}</span>",
                    word(lang, &format!("state-{s}"))
                )
            })
            .unwrap_or_default();
        let target = format!("/leagues/{league}/groups/{}/days/{}", segment(group), d.day);
        let _ = writeln!(
            out,
            "<li><a href=\"{}\">{label}</a> <span class=\"muted\">{}</span>{state}</li>",
            esc(&with_lang(lang, &target)),
            esc(&d.date),
        );
    }
    out.push_str("</ul>\n");
    out
}

/// A team's line in a series of the match report.
pub struct ReportTeamLine {
    /// Team.
    pub team: String,
    /// Game points in the series.
    pub game_points: i64,
    /// Ranking points in the series.
    pub ranking_points: f64,
}

/// A player's line in a series of the match report.
pub struct ReportPlayerLine {
    /// Number.
    pub player_id: String,
    /// Name.
    pub name: String,
    /// Team.
    pub team: String,
    /// Series total.
    pub total: i64,
}

/// One series of the match report.
pub struct ReportSeriesView {
    /// The series.
    pub series: i32,
    /// Teams.
    pub teams: Vec<ReportTeamLine>,
    /// Players.
    pub players: Vec<ReportPlayerLine>,
}

/// The match report page.
pub fn report(
    lang: Lang,
    league: &LeagueLink,
    (group, day, state): (&str, i32, &str),
    series: &[ReportSeriesView],
) -> Page {
    let day_word = skatblock_i18n::message(
        lang,
        "server-page-day",
        [("day", &Param::Int(i64::from(day)))],
    );
    let title = format!("{} · {} · {}", league.name, group, day_word);
    let mut body = format!(
        "<p class=\"crumbs\"><a href=\"{}\">{}</a></p>\n<h1>{}</h1>\n<p>{} <span class=\"state {}\">{}</span></p>\n",
        esc(&with_lang(lang, &format!("/leagues/{}", league.id))),
        esc(&league.name),
        esc(&title),
        word(lang, "state"),
        esc(state),
        word(lang, &format!("state-{state}")),
    );
    for s in series {
        body.push_str(&series_section(lang, s));
    }
    Page {
        title,
        body,
        script: None,
    }
}

/// One series of the match report: its teams' points, then its players' totals.
fn series_section(lang: Lang, s: &ReportSeriesView) -> String {
    let title = word_with(
        lang,
        "series",
        &[("series", Param::Int(i64::from(s.series)))],
    );
    let columns = [
        ("team", false),
        ("game-points", true),
        ("ranking-points", true),
    ];
    let mut out = format!(
        "<section class=\"series\"><h2>{title}</h2>\n<table>{}<tbody>\n",
        head(lang, &columns)
    );
    for t in &s.teams {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            esc(&t.team),
            t.game_points,
            points(lang, t.ranking_points)
        );
    }
    out.push_str("</tbody></table>\n");
    out.push_str(&players(lang, &s.players));
    out.push_str("</section>\n");
    out
}

/// The players' series totals of the match report.
fn players(lang: Lang, players: &[ReportPlayerLine]) -> String {
    let columns = [
        ("number", false),
        ("name", false),
        ("team", false),
        ("total", true),
    ];
    let mut out = format!("<table class=\"players\">{}<tbody>\n", head(lang, &columns));
    for p in players {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td></tr>",
            esc(&p.player_id),
            esc(&p.name),
            esc(&p.team),
            p.total
        );
    }
    out.push_str("</tbody></table>\n");
    out
}

/// The live event page: the standings as published (so it reads without script), refreshed by
/// `live.js` from `/api/v1/events/{slug}` every second when the version changed.
pub fn live_event(lang: Lang, slug: &str, version: i64, event: &serde_json::Value) -> Page {
    let name = event
        .pointer("/event/name")
        .and_then(serde_json::Value::as_str)
        .unwrap_or(slug)
        .to_string();
    let body = format!(
        "<h1 id=\"event-name\">{}</h1>\n<p class=\"live\" id=\"live-state\" data-slug=\"{}\" data-version=\"{version}\" data-live=\"{live}\" data-lost=\"{lost}\" data-lot=\"{lot}\">{live}</p>\n{}",
        esc(&name),
        esc(slug),
        standings_table(lang, event),
        live = word(lang, "live"),
        lost = word(lang, "connection-lost"),
        lot = word(lang, "lot"),
    );
    Page {
        title: name,
        body,
        script: Some("live.js"),
    }
}

/// The standings of a published event (`publish`'s payload: `{"event": {"name", …},
/// "standings": [rows]}`) as a table of the desk's standings rows (`rank`, `player_id`,
/// `name`, `club`, `won`, `lost`, `total`, `lot_required`). The live script replaces the
/// body's rows the same way.
pub fn standings_table(lang: Lang, event: &serde_json::Value) -> String {
    let rows = event
        .get("standings")
        .and_then(serde_json::Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or_default();
    let columns = [
        ("rank", false),
        ("number", false),
        ("name", false),
        ("club", false),
        ("won", true),
        ("lost", true),
        ("total", true),
    ];
    let mut out = format!(
        "<div class=\"scroll\"><table class=\"standings\">{}<tbody id=\"standings-rows\">\n",
        head(lang, &columns)
    );
    for row in rows {
        out.push_str(&standings_row(lang, row));
    }
    out.push_str("</tbody></table></div>\n");
    out
}

/// One standings row: every value as text.
fn standings_row(lang: Lang, row: &serde_json::Value) -> String {
    let text = |key: &str| match &row[key] {
        serde_json::Value::String(s) => esc(s),
        serde_json::Value::Null => String::new(),
        other => esc(&other.to_string()),
    };
    let rank = match row["rank"].as_u64() {
        Some(r) if row["lot_required"].as_bool() == Some(true) => {
            format!("{r}. ({})", word(lang, "lot"))
        }
        Some(r) => format!("{r}."),
        None => String::new(),
    };
    format!(
        "<tr><td>{rank}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
        text("player_id"),
        text("name"),
        text("club"),
        text("won"),
        text("lost"),
        text("total"),
    )
}
