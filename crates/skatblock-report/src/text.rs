//! A score sheet as readable text, laid out like the paper list: one row per game with the
//! running totals of every player, then the foot, the findings and the ranking.

use crate::i18n::{self, Lang};
use std::io::{self, Write};

use crate::rules::{FootLine, GameRecord, Param, SheetReport, SheetRow};

/// A short description of a game as a scorer would say it, in `lang`: e.g. `grand hand
/// without 2, schneider announced` or `Null Ouvert` (the catalogue's `describe-game`).
pub fn describe_game(game: &GameRecord, lang: Lang) -> String {
    i18n::reason(lang, &i18n::game_description(game))
}

/// Column width of a player's running total.
const PLAYER_WIDTH: usize = 9;

/// Writes the finished list as text.
///
/// # Errors
/// Only the writer's own errors.
pub fn write_sheet_text(report: &SheetReport, out: &mut impl Write, lang: Lang) -> io::Result<()> {
    write_heading(out, report, lang)?;
    for row in &report.games {
        write_row(out, report, row, lang)?;
    }
    write_foot(out, report, lang)?;
    writeln!(out)?;
    write_findings(out, report, lang)?;
    write_ranking(out, report, lang)
}

/// The heading line and the column heads, a column per player.
fn write_heading(out: &mut impl Write, report: &SheetReport, lang: Lang) -> io::Result<()> {
    let t = |id: &str| i18n::text(lang, id);
    let size = Param::from(report.table_size.players());
    let games = Param::from(report.games.len());
    let heading = [("size", &size), ("games", &games)];
    writeln!(
        out,
        "{}",
        i18n::message(lang, "text-sheet-heading", heading)
    )?;
    write!(
        out,
        "{:>3}  {:<10} {:<10} {:<44} {:>6} ",
        t("text-number"),
        t("text-dealer"),
        t("text-declarer"),
        t("text-game"),
        t("text-value")
    )?;
    for name in &report.players {
        write!(out, " {:>PLAYER_WIDTH$}", clip(name, PLAYER_WIDTH))?;
    }
    writeln!(out)
}

/// The list checks: passed, or every finding.
fn write_findings(out: &mut impl Write, report: &SheetReport, lang: Lang) -> io::Result<()> {
    if report.findings.is_empty() {
        return writeln!(out, "{}", i18n::text(lang, "text-checks-passed"));
    }
    writeln!(out, "{}", i18n::text(lang, "cli-list-checks"))?;
    for finding in &report.findings {
        writeln!(
            out,
            "  - {}",
            i18n::reason(lang, &finding.coded(&report.players))
        )?;
    }
    Ok(())
}

/// The ranking: place, name, total, games won and lost, and where a lot decides.
fn write_ranking(out: &mut impl Write, report: &SheetReport, lang: Lang) -> io::Result<()> {
    let t = |id: &str| i18n::text(lang, id);
    writeln!(out, "{}", t("text-ranking"))?;
    for r in &report.ranking {
        let lot = if r.lot_required {
            format!("  {}", t("text-lot"))
        } else {
            String::new()
        };
        let (won, lost) = (Param::from(r.won), Param::from(r.lost));
        let record = i18n::message(lang, "text-won-lost", [("won", &won), ("lost", &lost)]);
        writeln!(
            out,
            "  {:>2}. {:<24} {:>6}  {record}{lot}",
            r.rank, r.player, r.total
        )?;
    }
    Ok(())
}

fn write_row(
    out: &mut impl Write,
    report: &SheetReport,
    row: &SheetRow,
    lang: Lang,
) -> io::Result<()> {
    let name = |seat: usize| clip(&report.players[seat], 10);
    let declarer = row.declarer.map_or_else(|| "-".to_string(), name);
    let value = match (row.result.passed, row.result.won, row.result.overbid) {
        (true, _, _) => String::new(),
        (false, true, _) => format!("+{}", row.result.score),
        (false, false, false) => row.result.score.to_string(),
        (false, false, true) => format!("{}!", row.result.score),
    };
    write!(
        out,
        "{:>3}  {:<10} {:<10} {:<44} {:>6} ",
        row.number,
        name(row.dealer),
        declarer,
        clip(&describe_game(&row.game, lang), 44),
        value
    )?;
    for total in &row.totals {
        write!(out, " {total:>PLAYER_WIDTH$}")?;
    }
    writeln!(out)
}

fn write_foot(out: &mut impl Write, report: &SheetReport, lang: Lang) -> io::Result<()> {
    let t = |id: &str| i18n::text(lang, id);
    let factor = |id: &str, n: i32| {
        let n = Param::from(n);
        i18n::message(lang, id, [("factor", &n)])
    };
    let column = |f: fn(&FootLine) -> i64| report.foot.iter().map(f).collect::<Vec<_>>();
    let lines = [
        (t("text-sum"), column(|f| f.sum)),
        (t("text-won"), column(|f| f.won.into())),
        (t("text-lost"), column(|f| f.lost.into())),
        (
            factor("text-won-lost-points", report.win_bonus),
            column(|f| f.won_lost_points),
        ),
        (
            t("text-opponents-lost"),
            column(|f| f.opponents_lost.into()),
        ),
        (
            factor("text-opponents-lost-points", report.table_bonus),
            column(|f| f.opponents_lost_points),
        ),
        (t("text-total"), column(|f| f.total)),
    ];
    writeln!(
        out,
        "{}",
        "-".repeat(82 + report.players.len() * (PLAYER_WIDTH + 1))
    )?;
    for (label, values) in lines {
        write!(out, "{:>3}  {:<74}", "", label)?;
        for value in values {
            write!(out, " {value:>PLAYER_WIDTH$}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Shortens text visibly (…) to `width` characters, never silently.
pub fn clip(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let kept: String = text.chars().take(width.saturating_sub(1)).collect();
    format!("{kept}…")
}
