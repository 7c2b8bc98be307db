//! A score sheet as readable text, laid out like the paper list: one row per game with the
//! running totals of every player, then the foot, the findings and the ranking.

use crate::i18n::{self, Lang};
use std::io::{self, Write};

use crate::rules::{FootLine, GameRecord, SheetReport, SheetRow};

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
    let size = report.table_size.players();
    writeln!(
        out,
        "Score sheet: {size}-table, {} games",
        report.games.len()
    )?;
    write!(
        out,
        "{:>3}  {:<10} {:<10} {:<44} {:>6} ",
        "No", "Dealer", "Declarer", "Game", "Value"
    )?;
    for name in &report.players {
        write!(out, " {:>PLAYER_WIDTH$}", clip(name, PLAYER_WIDTH))?;
    }
    writeln!(out)?;
    for row in &report.games {
        write_row(out, report, row, lang)?;
    }
    write_foot(out, report)?;
    writeln!(out)?;
    if report.findings.is_empty() {
        writeln!(out, "List checks: all passed")?;
    } else {
        writeln!(out, "List checks:")?;
        for finding in &report.findings {
            writeln!(
                out,
                "  - {}",
                i18n::reason(lang, &finding.coded(&report.players))
            )?;
        }
    }
    writeln!(out, "Ranking:")?;
    for r in &report.ranking {
        let lot = if r.lot_required {
            "  (tied: lot required)"
        } else {
            ""
        };
        writeln!(
            out,
            "  {:>2}. {:<24} {:>6}  {} won, {} lost{lot}",
            r.rank, r.player, r.total, r.won, r.lost
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

fn write_foot(out: &mut impl Write, report: &SheetReport) -> io::Result<()> {
    let win_lost = format!("(Won - lost) x{}", report.win_bonus);
    let bonus = format!("Opponents' lost x{}", report.table_bonus);
    let column = |f: fn(&FootLine) -> i64| report.foot.iter().map(f).collect::<Vec<_>>();
    let lines = [
        ("Sum", column(|f| f.sum)),
        ("Won", column(|f| f.won.into())),
        ("Lost", column(|f| f.lost.into())),
        (win_lost.as_str(), column(|f| f.won_lost_points)),
        ("Opponents' lost games", column(|f| f.opponents_lost.into())),
        (bonus.as_str(), column(|f| f.opponents_lost_points)),
        ("Total", column(|f| f.total)),
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
