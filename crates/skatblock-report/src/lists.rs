//! The lists clubs print: standings, seating (by table and by name) and score sheets (blank,
//! pre-filled, finished). Each builds sections from its template; `pdf` draws them all.

use std::collections::HashMap;
use std::io::Write;
use std::path::Path;

use super::ReportError;
use super::pdf::{DocHeader, Row, Section, SectionQr};
use super::qr::Qr;
use super::sections::{
    date_line, foot_cells, game_row, print, row_by_keys, seat_names, section, signature_line,
    spread_player_column,
};
use super::template::{Lang, Template};
use crate::rules::{
    Finding, GameRecord, LevelMarks, PlayedGame, Rules, SheetReport, SheetRow, TableSize,
    level_marks, null_value,
};
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
        Ok(DocHeader {
            event: self.event.name.clone(),
            line: date_line(self.lang, self.event.date, &self.event.venue),
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

    /// Lays out `sections` under the event's header and writes them, titled by the event and
    /// the template.
    pub(super) fn print(
        &self,
        template: &Template,
        sections: &[Section],
        out: &mut impl Write,
    ) -> Result<(), ReportError> {
        print(
            &self.header()?,
            &self.event.name,
            template,
            self.lang,
            sections,
            out,
        )
    }
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
    ctx.print(&template, &[sec], out)
}

/// The standings list's section as the PDF prints it (a Schafkopf event's in its tariff's
/// `unit`), for a text writer ([`crate::write_section_text`]).
///
/// # Errors
/// A broken template.
pub fn standings_list_section(
    ctx: &ReportContext<'_>,
    standings: &Standings,
    schafkopf: Option<skatblock_schafkopf::Unit>,
) -> Result<Section, ReportError> {
    match schafkopf {
        None => {
            let template = ctx.template("standings")?;
            standings_section(ctx, &template, standings, &|total| total.to_string())
        }
        Some(unit) => {
            let template = ctx.template("schafkopf_standings")?;
            super::schafkopf::standings_section(ctx, &template, standings, unit)
        }
    }
}

/// The rows of a standings list by the template's column keys, `total` written by `total`;
/// ties marked and explained.
pub(super) fn standings_section(
    ctx: &ReportContext<'_>,
    template: &Template,
    standings: &Standings,
    total: &dyn Fn(i64) -> String,
) -> Result<Section, ReportError> {
    let mut label = ctx.series_label(standings.series)?;
    if let Some(provisional) = provisional(ctx.lang, standings) {
        label = format!("{label} · {provisional}");
    }
    let mut sec = section(template, ctx.lang, label);
    let tie = template.text("tie_mark", ctx.lang, &[]);
    for r in &standings.rows {
        let cells = row_by_keys(template, |key| match key {
            // A player without a result yet has no place (and no lot to draw).
            "rank" => match r.rank {
                Some(n) if r.lot_required => format!("{n}.{tie}"),
                Some(n) => format!("{n}."),
                None => String::new(),
            },
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

/// "vorläufig — Serie 1: 14/20 Tische fertig" while a list the standings count is not
/// complete; `None` once every one is.
pub fn provisional(lang: Lang, standings: &Standings) -> Option<String> {
    let p = standings.provisional()?;
    let (series, complete, tables) = (p.series.into(), p.complete.into(), p.tables.into());
    Some(match p.tables {
        0 => crate::i18n::message(lang, "standings-provisional-undrawn", [("series", &series)]),
        _ => crate::i18n::message(
            lang,
            "standings-provisional",
            [
                ("series", &series),
                ("complete", &complete),
                ("tables", &tables),
            ],
        ),
    })
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
    let sections = seating_list_sections(ctx, seating, players)?;
    ctx.print(&ctx.template("seating")?, &sections, out)
}

/// The two parts of a series' seating list as the PDF prints them (by table, then by name),
/// for the PDF and the text writer ([`crate::write_section_text`]).
///
/// # Errors
/// A series without seating; a broken template.
pub fn seating_list_sections(
    ctx: &ReportContext<'_>,
    seating: &SeriesSeating,
    players: &HashMap<PlayerId, Player>,
) -> Result<Vec<Section>, ReportError> {
    if seating.tables.is_empty() {
        return Err(ReportError::Empty(
            crate::rules::Refusal::new(crate::codes::REPORT_SERIES_UNSEATED)
                .param("series", seating.series)
                .param("event", ctx.event.id.0),
        ));
    }
    let template = ctx.template("seating")?;
    let series = ctx.series_label(Some(seating.series))?;
    let list = SeatingList {
        lang: ctx.lang,
        template: &template,
        series: &series,
        seating,
        players: Registry(players),
    };
    Ok(vec![list.by_table(), list.by_player()])
}

/// The players a seating list names.
#[derive(Clone, Copy)]
struct Registry<'a>(&'a HashMap<PlayerId, Player>);

impl Registry<'_> {
    // The seats refer to the registry, so every player is found; the internal id is only a
    // fallback that never shows.
    fn number(self, p: &PlayerId) -> String {
        self.0
            .get(p)
            .map_or_else(|| format!("#{}", p.0), |p| p.number.to_string())
    }

    fn name(self, p: &PlayerId) -> String {
        self.0.get(p).map_or_else(|| self.number(p), Player::name)
    }

    /// "Müller, Anna", as an alphabetical list writes the name.
    fn last_name_first(self, p: &PlayerId) -> String {
        self.0.get(p).map_or_else(
            || self.number(p),
            |pl| format!("{}, {}", pl.last_name, pl.first_name),
        )
    }

    fn club(self, p: &PlayerId) -> String {
        self.0
            .get(p)
            .and_then(|p| p.club.clone())
            .unwrap_or_default()
    }

    /// The name order (German collation); a player missing from the registry goes first,
    /// by id, as before.
    fn compare(self, a: &PlayerId, b: &PlayerId) -> std::cmp::Ordering {
        match (self.0.get(a), self.0.get(b)) {
            (Some(x), Some(y)) => skatblock_model::collation::compare_players(x, y),
            (x, y) => x.is_some().cmp(&y.is_some()).then(a.cmp(b)),
        }
    }
}

/// What both parts of a seating list are made of.
struct SeatingList<'a> {
    lang: Lang,
    template: &'a Template,
    /// "Serie 1".
    series: &'a str,
    seating: &'a SeriesSeating,
    players: Registry<'a>,
}

impl SeatingList<'_> {
    /// A part of the list, `part` naming its order in the subtitle.
    fn section(&self, part: &str) -> Section {
        let order = self.template.text(part, self.lang, &[]);
        section(
            self.template,
            self.lang,
            format!("{} · {order}", self.series),
        )
    }

    /// The seating by table: every table's players in seat order, the table a group.
    fn by_table(&self) -> Section {
        let (template, players) = (self.template, self.players);
        let mut sec = self.section("by_table");
        for (t, table) in self.seating.tables.iter().enumerate() {
            for (s, p) in table.iter().enumerate() {
                let cells = row_by_keys(template, |key| match key {
                    "table" if s == 0 => (t + 1).to_string(),
                    "seat" => (s + 1).to_string(),
                    "name" => players.name(p),
                    "club" => players.club(p),
                    "player_id" => players.number(p),
                    _ => String::new(),
                });
                sec.rows.push(Row {
                    cells,
                    group_start: s == 0,
                    ..Row::default()
                });
            }
        }
        sec.notes.push(template.text("deals_first", self.lang, &[]));
        sec
    }

    /// The seating by name: every player alphabetically with table and seat, the name first.
    fn by_player(&self) -> Section {
        let (template, players) = (self.template, self.players);
        let mut sec = self.section("by_player");
        let keyed: Vec<usize> = ["name", "club", "player_id", "table", "seat"]
            .iter()
            .filter_map(|k| template.columns.iter().position(|c| c.key == *k))
            .collect();
        sec.columns = keyed.iter().map(|&i| sec.columns[i].clone()).collect();
        for (t, s, p) in alphabetical_seats(self.seating, players) {
            let cells = keyed
                .iter()
                .map(|&i| match template.columns[i].key.as_str() {
                    "name" => players.last_name_first(&p),
                    "club" => players.club(&p),
                    "player_id" => players.number(&p),
                    "table" => (t + 1).to_string(),
                    "seat" => (s + 1).to_string(),
                    _ => String::new(),
                })
                .collect();
            sec.rows.push(Row {
                cells,
                ..Row::default()
            });
        }
        sec
    }
}

/// Every seat as (table, seat, player), by the players' last and first names.
fn alphabetical_seats(
    seating: &SeriesSeating,
    players: Registry<'_>,
) -> Vec<(usize, usize, PlayerId)> {
    let mut seats: Vec<(usize, usize, PlayerId)> = seating
        .tables
        .iter()
        .enumerate()
        .flat_map(|(t, table)| table.iter().enumerate().map(move |(s, p)| (t, s, *p)))
        .collect();
    seats.sort_by(|(_, _, a), (_, _, b)| players.compare(a, b));
    seats
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
    ctx.print(&template, &sections, out)
}

/// One score sheet: a column per player, a row per game of the series, the foot and the notes.
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
    let names = seat_names(template, lang, &form.players, n);
    let player_column = spread_player_column(&mut sec, template, &names);
    sec.rows = game_rows(template, lang, form, games, rules);
    let span = player_column.unwrap_or(0);
    sec.rows.extend(foot_rows(template, lang, form, n, span));
    sec.notes = sheet_notes(template, lang, form);
    sec
}

/// A row for every game of the series, filled where the sheet has the game.
fn game_rows(
    template: &Template,
    lang: Lang,
    form: &SheetForm,
    games: u16,
    rules: &Rules,
) -> Vec<Row> {
    let n = form.size.players();
    let rows_by_number: HashMap<usize, &SheetRow> = form
        .report
        .iter()
        .flat_map(|r| r.games.iter().map(|g| (g.number, g)))
        .collect();
    (1..=usize::from(games))
        .map(|number| {
            let game = GameLine {
                number,
                dealer: crate::rules::dealer_of(number, 0, n),
                row: rows_by_number.get(&number).copied(),
            };
            game_row(number, n, sheet_cells(template, lang, &game, n, rules))
        })
        .collect()
}

/// One line of a score sheet: its number, its dealer and the game, if there is one.
struct GameLine<'a> {
    number: usize,
    dealer: usize,
    row: Option<&'a SheetRow>,
}

/// The cells of one game row; only the declarer's column gets the new running total.
fn sheet_cells(
    template: &Template,
    lang: Lang,
    line: &GameLine<'_>,
    n: usize,
    rules: &Rules,
) -> Vec<String> {
    let played = line.row.and_then(|r| r.game.played().map(|g| (r, g)));
    let marks = played
        .map(|(_, g)| level_marks(g, rules))
        .unwrap_or_default();
    let mut cells = Vec::new();
    for column in &template.columns {
        match column.key.as_str() {
            "player" => cells.extend(declarer_total(played, n)),
            key => cells.push(match played {
                Some((row, game)) => played_cell(key, line, row, game, &marks),
                None => unplayed_cell(template, lang, key, line),
            }),
        }
    }
    cells
}

/// The player columns of a game row: the declarer's new running total, nothing else.
fn declarer_total(played: Option<(&SheetRow, &PlayedGame)>, n: usize) -> Vec<String> {
    (0..n)
        .map(|seat| {
            let own = played.filter(|(r, _)| r.declarer == Some(seat));
            own.map(|(r, _)| r.totals[seat].to_string())
                .unwrap_or_default()
        })
        .collect()
}

/// A cell of a row without a played game: its number and dealer, "eingepasst" for a passed
/// game.
fn unplayed_cell(template: &Template, lang: Lang, key: &str, line: &GameLine<'_>) -> String {
    match key {
        "number" => line.number.to_string(),
        "dealer" => (line.dealer + 1).to_string(),
        "won"
            if line
                .row
                .is_some_and(|r| matches!(r.game, GameRecord::Passed)) =>
        {
            template.text("passed", lang, &[])
        }
        _ => String::new(),
    }
}

/// A cell of a played game's row: base value, matadors, level marks, the value won or lost.
fn played_cell(
    key: &str,
    line: &GameLine<'_>,
    row: &SheetRow,
    game: &PlayedGame,
    marks: &LevelMarks,
) -> String {
    match key {
        "number" => line.number.to_string(),
        "dealer" => (line.dealer + 1).to_string(),
        "base" => game
            .contract()
            .base_value()
            .unwrap_or_else(|| null_value(game.hand(), game.ouvert()))
            .to_string(),
        "with" => matadors(game, true),
        "without" => matadors(game, false),
        "won" if row.result.won => row.result.score.to_string(),
        "lost" if !row.result.won => (-row.result.score).to_string(),
        key => mark_cell(key, marks),
    }
}

/// The matadors "with" (`with`) or "without" a game was played, if so.
fn matadors(game: &PlayedGame, with: bool) -> String {
    game.matadors()
        .filter(|m| m.with() == with)
        .map(|m| m.count().to_string())
        .unwrap_or_default()
}

/// "X" in the column of a level mark the game has; nothing in any other column.
fn mark_cell(key: &str, marks: &LevelMarks) -> String {
    let marked = match key {
        "hand" => marks.hand,
        "schneider" => marks.schneider,
        "schneider_announced" => marks.schneider_announced,
        "schwarz" => marks.schwarz,
        "schwarz_announced" => marks.schwarz_announced,
        "ouvert" => marks.ouvert,
        _ => false,
    };
    if marked {
        "X".to_string()
    } else {
        String::new()
    }
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
            let values = foot.into_iter().flatten().map(|line| get(line).to_string());
            Row {
                cells: foot_cells(columns, span, values),
                bold: *key == "total" || *key == "sum",
                shade: *key == "total",
                group_start: *key == "sum",
                label: Some(template.text(key, lang, &[("bonus", b)])),
                label_span: span,
            }
        })
        .collect()
}

/// The notes under a sheet: who deals, the list checks of a finished sheet, the signatures.
fn sheet_notes(template: &Template, lang: Lang, form: &SheetForm) -> Vec<String> {
    let mut notes = vec![template.text("dealer_note", lang, &[])];
    if let Some(report) = &form.report {
        notes.extend(findings_notes(template, lang, form, report));
    }
    notes.push(signature_line(template, lang, form.size.players()));
    notes
}

/// The list checks of a finished sheet: none, or each finding and each game left out.
fn findings_notes(
    template: &Template,
    lang: Lang,
    form: &SheetForm,
    report: &SheetReport,
) -> Vec<String> {
    if report.findings.is_empty() && form.notes.is_empty() {
        return vec![template.text("no_findings", lang, &[])];
    }
    let mut notes = vec![format!("{}:", template.text("findings", lang, &[]))];
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
    notes
}

fn finding_text(lang: Lang, finding: &Finding, players: &[String]) -> String {
    crate::i18n::reason(lang, &finding.coded(players))
}
