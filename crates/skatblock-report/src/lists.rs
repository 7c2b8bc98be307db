//! The lists clubs print: standings, seating (by table and by name) and score sheets (blank,
//! pre-filled, finished). Each builds sections from its template; `pdf` draws them all.

use std::collections::HashMap;
use std::io::Write;
use std::path::Path;

use super::ReportError;
use super::pdf::{Column, DocHeader, Row, Section, SectionQr, layout, write_pdf};
use super::qr::Qr;
use super::template::{Lang, Template};
use crate::rules::{Finding, GameRecord, Rules, SheetReport, TableSize, level_marks, null_value};
use skatblock_model::SeriesSeating;
use skatblock_model::standings::Standings;
use skatblock_model::{Event, Player, PlayerId};

/// What every report needs besides its data: the event, the language, the template folder.
#[derive(Debug, Clone, Copy)]
pub struct ReportContext<'a> {
    /// The event in the page header.
    pub event: &'a Event,
    /// Language of the printed texts.
    pub lang: Lang,
    /// A folder whose templates override the built-in ones.
    pub templates: Option<&'a Path>,
}

impl ReportContext<'_> {
    pub(super) fn template(&self, name: &str) -> Result<Template, ReportError> {
        Template::load(name, self.templates)
    }

    pub(super) fn header(&self) -> Result<DocHeader, ReportError> {
        let common = self.template("common")?;
        let date = match self.lang {
            Lang::De => self.event.date.format("%d.%m.%Y").to_string(),
            Lang::En => self.event.date.format("%Y-%m-%d").to_string(),
        };
        let line = if self.event.venue.is_empty() {
            date
        } else {
            format!("{date} · {}", self.event.venue)
        };
        Ok(DocHeader {
            event: self.event.name.clone(),
            line,
            footer: common.text("generated", self.lang, &[]),
            page_label: common.text("page", self.lang, &[]),
        })
    }

    pub(super) fn series_label(&self, series: Option<u16>) -> Result<String, ReportError> {
        let common = self.template("common")?;
        Ok(match series {
            Some(s) => common.text("series", self.lang, &[("series", &s.to_string())]),
            None if self.event.series_count == 1 => common.text("all_series_one", self.lang, &[]),
            None => common.text(
                "all_series",
                self.lang,
                &[("count", &self.event.series_count.to_string())],
            ),
        })
    }
}

fn columns(template: &Template, lang: Lang) -> Vec<Column> {
    template
        .columns
        .iter()
        .map(|c| Column {
            title: c.title.get(lang).to_string(),
            width: c.width,
            align: c.align,
        })
        .collect()
}

pub(super) fn section(template: &Template, lang: Lang, subtitle: String) -> Section {
    Section {
        title: template.title(lang).to_string(),
        subtitle,
        columns: columns(template, lang),
        landscape: template.landscape,
        font_size: template.font_size,
        ..Section::default()
    }
}

/// Fills one row by the template's column keys.
fn row_by_keys(template: &Template, value: impl Fn(&str) -> String) -> Vec<String> {
    template.columns.iter().map(|c| value(&c.key)).collect()
}

/// The standings list (*Rangliste*) of a series or the event; ties are marked.
///
/// # Errors
/// A broken template, or the writer's errors.
pub fn standings_pdf(
    ctx: &ReportContext<'_>,
    standings: &Standings,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = ctx.template("standings")?;
    let sec = standings_section(ctx, &template, standings, &|total| total.to_string())?;
    let pages = layout(&ctx.header()?, &[sec]);
    write_pdf(
        &format!("{} – {}", ctx.event.name, template.title(ctx.lang)),
        &pages,
        out,
    )
}

/// The rows of a standings list by the template's column keys, `total` written by `total`;
/// ties marked and explained.
pub(super) fn standings_section(
    ctx: &ReportContext<'_>,
    template: &Template,
    standings: &Standings,
    total: &dyn Fn(i64) -> String,
) -> Result<Section, ReportError> {
    let mut sec = section(template, ctx.lang, ctx.series_label(standings.series)?);
    let tie = template.text("tie_mark", ctx.lang, &[]);
    for r in &standings.rows {
        let cells = row_by_keys(template, |key| match key {
            "rank" if r.lot_required => format!("{}.{tie}", r.rank),
            "rank" => format!("{}.", r.rank),
            "player_id" => r.player_id.to_string(),
            "name" => r.name.clone(),
            "club" => r.club.clone(),
            "points" => r.points.to_string(),
            "won" => r.won.to_string(),
            "lost" => r.lost.to_string(),
            "opponents_lost" => r.opponents_lost.to_string(),
            "total" => total(r.total),
            _ => String::new(),
        });
        sec.rows.push(Row {
            cells,
            ..Row::default()
        });
    }
    if standings.rows.iter().any(|r| r.lot_required) {
        sec.notes.push(template.text("tie_note", ctx.lang, &[]));
    }
    Ok(sec)
}

/// The seating list (*Sitzplan*) of a series: by table, then alphabetically by name.
///
/// # Errors
/// A series without seating; a broken template; the writer's errors.
pub fn seating_pdf(
    ctx: &ReportContext<'_>,
    seating: &SeriesSeating,
    players: &HashMap<PlayerId, Player>,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    if seating.tables.is_empty() {
        return Err(ReportError::Empty(
            crate::rules::Refusal::new(crate::codes::REPORT_SERIES_UNSEATED)
                .param("series", seating.series)
                .param("event", ctx.event.id.0),
        ));
    }
    let template = ctx.template("seating")?;
    let series = ctx.series_label(Some(seating.series))?;
    // The seats refer to the registry, so every player is found; the internal id is only a
    // fallback that never shows.
    let number = |p: &PlayerId| {
        players
            .get(p)
            .map_or_else(|| format!("#{}", p.0), |p| p.number.to_string())
    };
    let name = |p: &PlayerId| players.get(p).map_or_else(|| number(p), Player::name);
    let club = |p: &PlayerId| {
        players
            .get(p)
            .and_then(|p| p.club.clone())
            .unwrap_or_default()
    };
    let mut by_table = section(
        &template,
        ctx.lang,
        format!("{series} · {}", template.text("by_table", ctx.lang, &[])),
    );
    for (t, table) in seating.tables.iter().enumerate() {
        for (s, p) in table.iter().enumerate() {
            let cells = row_by_keys(&template, |key| match key {
                "table" if s == 0 => (t + 1).to_string(),
                "seat" => (s + 1).to_string(),
                "name" => name(p),
                "club" => club(p),
                "player_id" => number(p),
                _ => String::new(),
            });
            by_table.rows.push(Row {
                cells,
                group_start: s == 0,
                ..Row::default()
            });
        }
    }
    by_table
        .notes
        .push(template.text("deals_first", ctx.lang, &[]));
    let mut by_player = section(
        &template,
        ctx.lang,
        format!("{series} · {}", template.text("by_player", ctx.lang, &[])),
    );
    let order = ["name", "club", "player_id", "table", "seat"];
    let keyed: Vec<usize> = order
        .iter()
        .filter_map(|k| template.columns.iter().position(|c| c.key == *k))
        .collect();
    by_player.columns = keyed
        .iter()
        .map(|&i| by_player.columns[i].clone())
        .collect();
    let mut seats: Vec<(usize, usize, PlayerId)> = seating
        .tables
        .iter()
        .enumerate()
        .flat_map(|(t, table)| table.iter().enumerate().map(move |(s, p)| (t, s, *p)))
        .collect();
    let sort_key = |p: &PlayerId| {
        players
            .get(p)
            .map(|p| (p.last_name.to_lowercase(), p.first_name.to_lowercase()))
    };
    seats.sort_by_key(|(_, _, p)| (sort_key(p), *p));
    for (t, s, p) in seats {
        let shown = players.get(&p).map_or_else(
            || number(&p),
            |pl| format!("{}, {}", pl.last_name, pl.first_name),
        );
        let cells = keyed
            .iter()
            .map(|&i| match template.columns[i].key.as_str() {
                "name" => shown.clone(),
                "club" => club(&p),
                "player_id" => number(&p),
                "table" => (t + 1).to_string(),
                "seat" => (s + 1).to_string(),
                _ => String::new(),
            })
            .collect();
        by_player.rows.push(Row {
            cells,
            ..Row::default()
        });
    }
    let pages = layout(&ctx.header()?, &[by_table, by_player]);
    write_pdf(
        &format!("{} – {}", ctx.event.name, template.title(ctx.lang)),
        &pages,
        out,
    )
}

/// One score sheet to print: blank (no names), pre-filled (names), or finished (a report).
#[derive(Debug, Clone)]
pub struct SheetForm {
    /// Series.
    pub series: u16,
    /// Table number.
    pub table: u16,
    /// 3- or 4-table.
    pub size: TableSize,
    /// Names in seat order; empty for a blank sheet.
    pub players: Vec<String>,
    /// The computed list, for a finished sheet.
    pub report: Option<SheetReport>,
    /// Games left out of the list (a declarer who no longer sits at the table), coded.
    pub notes: Vec<crate::rules::Refusal>,
}

/// The QR codes of the tables' phone pages by table number (the hub, issue 12).
pub type TableCodes = std::collections::BTreeMap<u16, Qr>;

/// The QR code of a list to fill in, with its caption: only a pre-filled list gets one (a blank
/// list belongs to no table yet, a finished one is entered already).
pub(super) fn list_qr(
    codes: &TableCodes,
    table: u16,
    prefilled: bool,
    caption: String,
) -> Option<SectionQr> {
    let code = codes.get(&table).filter(|_| prefilled)?;
    Some(SectionQr {
        code: code.clone(),
        caption,
    })
}

/// Score sheets (*Spielliste*), one landscape page each, in the layout of RULES.md A.15.
///
/// # Errors
/// A broken template, or the writer's errors.
pub fn sheets_pdf(
    ctx: &ReportContext<'_>,
    forms: &[SheetForm],
    rules: &Rules,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    sheets_pdf_with_codes(ctx, forms, rules, &TableCodes::new(), out)
}

/// [`sheets_pdf`] with the QR code of each table's phone page at the top right of its
/// pre-filled sheet (blank and finished sheets get none).
///
/// # Errors
/// A broken template, or the writer's errors.
pub fn sheets_pdf_with_codes(
    ctx: &ReportContext<'_>,
    forms: &[SheetForm],
    rules: &Rules,
    codes: &TableCodes,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = ctx.template("score_sheet")?;
    let sections: Vec<Section> = forms
        .iter()
        .map(|f| {
            let mut sec = sheet_section(ctx, &template, f, rules);
            let prefilled = !f.players.is_empty() && f.report.is_none();
            let caption = template.text("qr_caption", ctx.lang, &[]);
            sec.qr = list_qr(codes, f.table, prefilled, caption);
            sec
        })
        .collect();
    let pages = layout(&ctx.header()?, &sections);
    write_pdf(
        &format!("{} – {}", ctx.event.name, template.title(ctx.lang)),
        &pages,
        out,
    )
}

fn sheet_section(
    ctx: &ReportContext<'_>,
    template: &Template,
    form: &SheetForm,
    rules: &Rules,
) -> Section {
    let lang = ctx.lang;
    let n = form.size.players();
    let games = rules.series_games.get(form.size);
    let subtitle = template.text(
        "table_series",
        lang,
        &[
            ("table", &form.table.to_string()),
            ("series", &form.series.to_string()),
            ("games", &games.to_string()),
        ],
    );
    let mut sec = section(template, lang, subtitle);
    sec.one_page = true;
    sec.grid = true;
    let player_column = template.columns.iter().position(|c| c.key == "player");
    if let Some(i) = player_column {
        let spec = sec.columns.remove(i);
        for seat in 0..n {
            let name = form.players.get(seat).cloned().unwrap_or_else(|| {
                template.text("seat", lang, &[("seat", &(seat + 1).to_string())])
            });
            let title = spec.title.replace("{name}", &name);
            sec.columns.insert(
                i + seat,
                Column {
                    title,
                    width: spec.width,
                    align: spec.align,
                },
            );
        }
    }
    let rows_by_number: HashMap<usize, &crate::rules::SheetRow> = form
        .report
        .iter()
        .flat_map(|r| r.games.iter().map(|g| (g.number, g)))
        .collect();
    for number in 1..=usize::from(games) {
        let dealer = crate::rules::dealer_of(number, 0, n);
        let row = rows_by_number.get(&number).copied();
        let cells = sheet_cells(template, lang, number, dealer, row, n, rules);
        sec.rows.push(Row {
            cells,
            group_start: number > 1 && (number - 1) % n == 0,
            ..Row::default()
        });
    }
    sec.rows.extend(foot_rows(
        template,
        lang,
        form,
        n,
        player_column.unwrap_or(0),
    ));
    sec.notes = sheet_notes(template, lang, form);
    sec
}

/// The cells of one game row; only the declarer's column gets the new running total.
fn sheet_cells(
    template: &Template,
    lang: Lang,
    number: usize,
    dealer: usize,
    row: Option<&crate::rules::SheetRow>,
    n: usize,
    rules: &Rules,
) -> Vec<String> {
    let mark = |b: bool| if b { "X".to_string() } else { String::new() };
    let played = row.and_then(|r| r.game.played().map(|g| (r, g)));
    let marks = played
        .map(|(_, g)| level_marks(g, rules))
        .unwrap_or_default();
    let mut cells = Vec::new();
    for column in &template.columns {
        match column.key.as_str() {
            "player" => {
                for seat in 0..n {
                    let own = played.filter(|(r, _)| r.declarer == Some(seat));
                    cells.push(
                        own.map(|(r, _)| r.totals[seat].to_string())
                            .unwrap_or_default(),
                    );
                }
            }
            key => cells.push(match (key, played) {
                ("number", _) => number.to_string(),
                ("dealer", _) => (dealer + 1).to_string(),
                ("won", None) if row.is_some_and(|r| matches!(r.game, GameRecord::Passed)) => {
                    template.text("passed", lang, &[])
                }
                (_, None) => String::new(),
                ("base", Some((_, g))) => g
                    .contract()
                    .base_value()
                    .unwrap_or_else(|| null_value(g.hand(), g.ouvert()))
                    .to_string(),
                ("with", Some((_, g))) => g
                    .matadors()
                    .filter(|m| m.with())
                    .map(|m| m.count().to_string())
                    .unwrap_or_default(),
                ("without", Some((_, g))) => g
                    .matadors()
                    .filter(|m| !m.with())
                    .map(|m| m.count().to_string())
                    .unwrap_or_default(),
                ("hand", _) => mark(marks.hand),
                ("schneider", _) => mark(marks.schneider),
                ("schneider_announced", _) => mark(marks.schneider_announced),
                ("schwarz", _) => mark(marks.schwarz),
                ("schwarz_announced", _) => mark(marks.schwarz_announced),
                ("ouvert", _) => mark(marks.ouvert),
                ("won", Some((r, _))) if r.result.won => r.result.score.to_string(),
                ("lost", Some((r, _))) if !r.result.won => (-r.result.score).to_string(),
                _ => String::new(),
            }),
        }
    }
    cells
}

/// How a foot line reads its number from a player's foot.
type FootValue = fn(&crate::rules::FootLine) -> i64;

/// The foot of the list (A.15.5): sum, won, lost, ×50, opponents' lost games, ×40/×30, total.
fn foot_rows(template: &Template, lang: Lang, form: &SheetForm, n: usize, span: usize) -> Vec<Row> {
    let foot = form.report.as_ref().map(|r| &r.foot);
    let win = form.report.as_ref().map_or(50, |r| r.win_bonus).to_string();
    let bonus = form
        .report
        .as_ref()
        .map_or(if n == 3 { 40 } else { 30 }, |r| r.table_bonus)
        .to_string();
    let lines: [(&str, &str, FootValue); 7] = [
        ("sum", "", |f| f.sum),
        ("count_won", "", |f| i64::from(f.won)),
        ("count_lost", "", |f| i64::from(f.lost)),
        ("won_lost_points", &win, |f| f.won_lost_points),
        ("opponents_lost", "", |f| i64::from(f.opponents_lost)),
        ("opponents_lost_points", &bonus, |f| f.opponents_lost_points),
        ("total", "", |f| f.total),
    ];
    let columns = template.columns.len() - 1 + n;
    lines
        .iter()
        .map(|(key, b, get)| {
            let mut cells = vec![String::new(); columns];
            if let Some(foot) = foot {
                for (seat, line) in foot.iter().enumerate() {
                    cells[span + seat] = get(line).to_string();
                }
            }
            Row {
                cells,
                bold: *key == "total" || *key == "sum",
                shade: *key == "total",
                group_start: *key == "sum",
                label: Some(template.text(key, lang, &[("bonus", b)])),
                label_span: span,
            }
        })
        .collect()
}

fn sheet_notes(template: &Template, lang: Lang, form: &SheetForm) -> Vec<String> {
    let mut notes = vec![template.text("dealer_note", lang, &[])];
    if let Some(report) = &form.report {
        if report.findings.is_empty() && form.notes.is_empty() {
            notes.push(template.text("no_findings", lang, &[]));
        } else {
            notes.push(format!("{}:", template.text("findings", lang, &[])));
            notes.extend(
                report
                    .findings
                    .iter()
                    .map(|f| format!("• {}", finding_text(lang, f, &form.players))),
            );
            notes.extend(
                form.notes
                    .iter()
                    .map(|n| format!("• {}", crate::i18n::reason(lang, n))),
            );
        }
    }
    let line = "_".repeat(28);
    notes.push(format!(
        "{} {}",
        template.text("signatures", lang, &[]),
        vec![line; form.size.players()].join("   ")
    ));
    notes
}

fn finding_text(lang: Lang, finding: &Finding, players: &[String]) -> String {
    crate::i18n::reason(lang, &finding.coded(players))
}
