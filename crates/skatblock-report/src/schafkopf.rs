//! The printed lists of a Schafkopf event (issue 11): the Schafkopf list of a table (blank,
//! pre-filled with the players, or finished with every game, the running standings, the foot
//! and the list checks) and the standings. Layouts in `templates/schafkopf_*.json`.

use std::io::Write;

use super::ReportError;
use super::lists::{ReportContext, TableCodes, list_qr};
use super::pdf::{DocHeader, Row, Section};
use super::sections::{
    foot_cells, game_row, print, seat_names, section, signature_line, spread_player_column,
};
use super::template::{Lang, Template};
use crate::i18n;
use crate::rules::Refusal;
use skatblock_model::standings::Standings;
use skatblock_schafkopf::{
    ClassTariff, Game, GameKind, RankRow, SheetReport, SheetRow, Tariff, ToutTariff, Unit,
};

/// One Schafkopf list to print: its place, its players and, when finished, its games.
#[derive(Debug, Clone, PartialEq)]
pub struct SchafkopfForm {
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// The four players in seat order (empty for a blank list).
    pub players: Vec<String>,
    /// Games per series.
    pub games: u16,
    /// The finished list with its stored games in row order; `None` for a list to fill in.
    pub list: Option<(SheetReport, Vec<Game>)>,
}

/// An amount in the tariff's unit: euros without the sign of the currency ("1,20", "−0,30")
/// or points.
pub fn amount(lang: Lang, unit: Unit, value: i64) -> String {
    let text = match unit {
        Unit::Point => value.to_string(),
        Unit::Cent => {
            let abs = value.unsigned_abs();
            let sep = if lang == Lang::De { ',' } else { '.' };
            let sign = if value < 0 { "-" } else { "" };
            format!("{sign}{}{sep}{:02}", abs / 100, abs % 100)
        }
    };
    text.replace('-', "−")
}

/// What the amounts are: "Euro" or "Punkten".
fn unit_name(lang: Lang, template: &Template, unit: Unit) -> String {
    let key = match unit {
        Unit::Cent => "unit_cent",
        Unit::Point => "unit_point",
    };
    template.text(key, lang, &[])
}

/// Schafkopf lists, one landscape page each: the games with the running standing of every
/// player, the foot (sum, solo games won and lost, place), the tariff and the list checks.
///
/// # Errors
/// A broken template, or the writer's errors.
pub fn schafkopf_sheets_pdf(
    ctx: &ReportContext<'_>,
    forms: &[SchafkopfForm],
    tariff: &Tariff,
    tariff_name: Option<&str>,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let tariff = (tariff, tariff_name);
    schafkopf_sheets_pdf_with_codes(ctx, forms, tariff, &TableCodes::new(), out)
}

/// [`schafkopf_sheets_pdf`] with the QR code of each table's phone page at the top right of
/// its pre-filled list (blank and finished lists get none); the tariff with its preset's name.
///
/// # Errors
/// A broken template, or the writer's errors.
pub fn schafkopf_sheets_pdf_with_codes(
    ctx: &ReportContext<'_>,
    forms: &[SchafkopfForm],
    (tariff, tariff_name): (&Tariff, Option<&str>),
    codes: &TableCodes,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = ctx.template("schafkopf_sheet")?;
    let sections: Vec<Section> = forms
        .iter()
        .map(|f| {
            let mut sec = sheet_section(ctx.lang, &template, f, tariff, tariff_name);
            let prefilled = !f.players.is_empty() && f.list.is_none();
            let caption = template.text("qr_caption", ctx.lang, &[]);
            sec.qr = list_qr(codes, f.table, prefilled, caption);
            sec
        })
        .collect();
    let header = header(ctx, &template)?;
    print(
        &header,
        &ctx.event.name,
        &template,
        ctx.lang,
        &sections,
        out,
    )
}

/// The page header and footer: the footer names the tariff, not the ISkO.
fn header(ctx: &ReportContext<'_>, template: &Template) -> Result<DocHeader, ReportError> {
    let mut header = ctx.header()?;
    header.footer = template.text("generated", ctx.lang, &[]);
    Ok(header)
}

/// One list: a column per player, a row per game (more if the list has more), the foot and
/// the notes.
fn sheet_section(
    lang: Lang,
    template: &Template,
    form: &SchafkopfForm,
    tariff: &Tariff,
    tariff_name: Option<&str>,
) -> Section {
    let unit = unit_name(lang, template, tariff.unit);
    let subtitle = template.text(
        "table_series",
        lang,
        &[
            ("table", &form.table.to_string()),
            ("series", &form.series.to_string()),
            ("games", &form.games.to_string()),
            ("unit", &unit),
        ],
    );
    let mut sec = section(template, lang, subtitle);
    sec.one_page = true;
    sec.grid = true;
    let names = seat_names(template, lang, &form.players, 4);
    // A template without a player column prints the games without the standings.
    let player_column = spread_player_column(&mut sec, template, &names);
    let list = GameList {
        lang,
        t: template,
        unit: tariff.unit,
        names: &names,
    };
    sec.rows = list.game_rows(form);
    sec.rows
        .extend(foot_rows(lang, template, tariff.unit, form, player_column));
    sec.notes = notes(lang, template, form, tariff, tariff_name);
    sec
}

/// What every row of a list is written with: the language, the template, the tariff's unit and
/// the players' names.
struct GameList<'a> {
    lang: Lang,
    t: &'a Template,
    unit: Unit,
    names: &'a [String],
}

impl GameList<'_> {
    /// A row for every game of the series, and for every further game the list has.
    fn game_rows(&self, form: &SchafkopfForm) -> Vec<Row> {
        let rows = form.list.as_ref().map(|(report, games)| {
            report
                .games
                .iter()
                .zip(games)
                .map(|(row, game)| (row.number, (row, game)))
                .collect::<std::collections::HashMap<_, _>>()
        });
        let last = form
            .list
            .as_ref()
            .and_then(|(r, _)| r.games.last().map(|g| g.number))
            .unwrap_or(0);
        (1..=usize::from(form.games).max(last))
            .map(|number| {
                let dealer = crate::rules::dealer_of(number, 0, 4);
                let played = rows.as_ref().and_then(|r| r.get(&number).copied());
                game_row(number, 4, self.game_cells(number, dealer, played))
            })
            .collect()
    }

    /// The cells of one game row; each player's column shows his standing after the game.
    fn game_cells(
        &self,
        number: usize,
        dealer: usize,
        played: Option<(&SheetRow, &Game)>,
    ) -> Vec<String> {
        let mut cells = Vec::new();
        for column in &self.t.columns {
            match (column.key.as_str(), played) {
                ("player", _) => cells.extend(self.standings(played)),
                ("number", None) => cells.push(number.to_string()),
                ("dealer", None) => cells.push((dealer + 1).to_string()),
                (_, None) => cells.push(String::new()),
                (key, Some((row, game))) => cells.push(self.played_cell(key, number, row, game)),
            }
        }
        cells
    }

    /// Every player's standing after the game, if it is played.
    fn standings(&self, played: Option<(&SheetRow, &Game)>) -> Vec<String> {
        (0..4)
            .map(|seat| {
                played
                    .map(|(row, _)| amount(self.lang, self.unit, row.totals[seat]))
                    .unwrap_or_default()
            })
            .collect()
    }

    /// A cell of a played game's row.
    fn played_cell(&self, key: &str, number: usize, row: &SheetRow, game: &Game) -> String {
        let (lang, t) = (self.lang, self.t);
        let marks = game.marks();
        let mark = |b: bool| if b { "X".to_string() } else { String::new() };
        let ramsch = game.kind == Some(GameKind::Ramsch);
        match key {
            "number" => number.to_string(),
            "dealer" => (row.dealer + 1).to_string(),
            "game" => describe(lang, game),
            "declarer" if ramsch => self.ramsch_losers(row, game),
            "declarer" => self.name(game.declarer.map(usize::from)),
            "partner" => self.name(game.partner.map(usize::from)),
            "points" => game.points.map(|p| p.to_string()).unwrap_or_default(),
            "laufende" if game.laufende > 0 => game.laufende.to_string(),
            "schneider" => mark(marks.schneider),
            "schwarz" => mark(marks.schwarz),
            "doubled" => doublings(lang, t, game),
            "won" if game.kind.is_some() && !ramsch && row.won => t.text("won_mark", lang, &[]),
            // A Ramsch pays by the losers and the Jungfrauen: its amounts speak for it.
            "value" if ramsch && !row.won => String::new(),
            "value" => self.value(row),
            _ => String::new(),
        }
    }

    /// The name in `seat`, or nothing.
    fn name(&self, seat: Option<usize>) -> String {
        seat.and_then(|s| self.names.get(s).cloned())
            .unwrap_or_default()
    }

    /// Who lost a Ramsch; for a Durchmarsch, the player who took every trick.
    fn ramsch_losers(&self, row: &SheetRow, game: &Game) -> String {
        let loser_names: Vec<String> = game
            .ramsch_losers()
            .iter()
            .filter_map(|&s| self.names.get(s).cloned())
            .collect();
        if loser_names.is_empty() {
            self.name(row.amounts.iter().position(|&a| a > 0))
        } else {
            loser_names.join(", ")
        }
    }

    /// The game's value: the smallest amount a player receives or pays.
    fn value(&self, row: &SheetRow) -> String {
        row.amounts
            .iter()
            .map(|a| a.abs())
            .filter(|&a| a > 0)
            .min()
            .map(|a| amount(self.lang, self.unit, a))
            .unwrap_or_default()
    }
}

/// The game as the list names it — "Sauspiel auf die Eichel", "Herz-Solo Tout", "Ramsch:
/// Durchmarsch" — by the one describer of the app and the hub: the players and the doublings
/// have columns of their own.
fn describe(lang: Lang, game: &Game) -> String {
    let description = i18n::schafkopf_description(game, i18n::SchafkopfDetails::default());
    i18n::reason(lang, &description)
}

/// Klopfer, Stoß/Retour and Bock as the list marks them: "K2 S B".
fn doublings(lang: Lang, t: &Template, game: &Game) -> String {
    let counted = |key: &str, n: u16| match n {
        0 => None,
        1 => Some(t.text(key, lang, &[])),
        n => Some(format!("{}{n}", t.text(key, lang, &[]))),
    };
    [
        counted("klopfer", game.klopfer),
        match game.kontra {
            0 => None,
            1 => Some(t.text("kontra", lang, &[])),
            _ => Some(t.text("re", lang, &[])),
        },
        counted("bock", game.bock),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" ")
}

/// The foot: each player's sum, solo games won and lost, and place.
fn foot_rows(
    lang: Lang,
    t: &Template,
    unit: Unit,
    form: &SchafkopfForm,
    player_column: Option<usize>,
) -> Vec<Row> {
    let Some(span) = player_column else {
        return Vec::new();
    };
    let columns = t.columns.len() + 3;
    let report = form.list.as_ref().map(|(r, _)| r);
    let lines: [&str; 4] = ["sum", "solos_won", "solos_lost", "rank"];
    lines
        .iter()
        .map(|key| {
            let values = report
                .into_iter()
                .flat_map(|report| foot_values(lang, unit, report, key));
            Row {
                cells: foot_cells(columns, span, values),
                bold: *key == "sum",
                shade: *key == "sum",
                group_start: *key == "sum",
                label: Some(t.text(key, lang, &[])),
                label_span: span,
            }
        })
        .collect()
}

/// The foot line `key` of every player, in seat order.
fn foot_values(lang: Lang, unit: Unit, report: &SheetReport, key: &str) -> Vec<String> {
    report
        .foot
        .iter()
        .enumerate()
        .map(|(seat, foot)| match key {
            "sum" => amount(lang, unit, foot.sum),
            "solos_won" => foot.solos_won.to_string(),
            "solos_lost" => foot.solos_lost.to_string(),
            _ => report
                .ranking
                .iter()
                .find(|r| r.seat == seat)
                .map(place)
                .unwrap_or_default(),
        })
        .collect()
}

/// A player's place, "2. =" when a lot decides it.
fn place(rank: &RankRow) -> String {
    match rank.lot_required {
        true => format!("{}. =", rank.rank),
        false => format!("{}.", rank.rank),
    }
}

/// The notes under a list: who deals, the tariff, the list checks of a finished list, the
/// signatures.
fn notes(
    lang: Lang,
    t: &Template,
    form: &SchafkopfForm,
    tariff: &Tariff,
    tariff_name: Option<&str>,
) -> Vec<String> {
    let mut notes = vec![t.text("dealer_note", lang, &[])];
    let name = tariff_name.map_or_else(|| t.text("custom", lang, &[]), str::to_string);
    let classes = tariff_line(lang, t, tariff);
    notes.push(t.text("tariff", lang, &[("name", &name), ("classes", &classes)]));
    if let Some((report, _)) = &form.list {
        notes.extend(findings_notes(lang, t, report));
    }
    notes.push(signature_line(t, lang, 4));
    notes
}

/// The list checks of a finished list: none, or each finding.
fn findings_notes(lang: Lang, t: &Template, report: &SheetReport) -> Vec<String> {
    if report.findings.is_empty() {
        return vec![t.text("no_findings", lang, &[])];
    }
    let mut notes = vec![format!("{}:", t.text("findings", lang, &[]))];
    notes.extend(
        report
            .findings
            .iter()
            .map(|f| format!("• {}", crate::i18n::reason(lang, &f.coded()))),
    );
    notes
}

/// The tariff in one line: every game class it plays with its amounts.
fn tariff_line(lang: Lang, t: &Template, tariff: &Tariff) -> String {
    let mut parts: Vec<String> = GameKind::ALL
        .into_iter()
        .filter_map(|kind| class_part(lang, t, tariff, kind))
        .collect();
    parts.extend(tout_part(lang, t, tariff));
    parts.join("; ")
}

/// The amounts of one game class, if the tariff plays it.
fn class_part(lang: Lang, t: &Template, tariff: &Tariff, kind: GameKind) -> Option<String> {
    let a = |v: i64| amount(lang, tariff.unit, v);
    let label = t.text(&format!("tariff_{}", kind.name()), lang, &[]);
    if let Some(class) = tariff.class(kind) {
        return Some(laufende_class(lang, t, tariff.unit, &label, &class));
    }
    let fixed = |base: i64| t.text("class_base", lang, &[("game", &label), ("base", &a(base))]);
    match kind {
        GameKind::Bettel => tariff.bettel.map(|b| fixed(b.base)),
        GameKind::Sie => tariff.sie.map(|b| fixed(b.base)),
        GameKind::Ramsch => tariff.ramsch.map(|r| {
            let jungfrau = r.jungfrau_multiplier.to_string();
            let values = [
                ("game", &*label),
                ("base", &a(r.base)),
                ("jungfrau", &jungfrau),
            ];
            t.text("ramsch_tariff", lang, &values)
        }),
        // The classes that count card points have their line above.
        GameKind::Rufspiel
        | GameKind::Solo
        | GameKind::Wenz
        | GameKind::Farbwenz
        | GameKind::Geier => None,
    }
}

/// A class that counts card points: base, Schneider, Schwarz and the Laufende.
fn laufende_class(
    lang: Lang,
    t: &Template,
    unit: Unit,
    label: &str,
    class: &ClassTariff,
) -> String {
    let a = |v: i64| amount(lang, unit, v);
    t.text(
        "class_laufende",
        lang,
        &[
            ("game", label),
            ("base", &a(class.base)),
            ("schneider", &a(class.schneider)),
            ("schwarz", &a(class.schwarz)),
            ("min", &class.laufende_min.to_string()),
            ("laufender", &a(class.laufender)),
        ],
    )
}

/// What a Tout pays, if the tariff plays it.
fn tout_part(lang: Lang, t: &Template, tariff: &Tariff) -> Option<String> {
    let a = |v: i64| amount(lang, tariff.unit, v);
    match tariff.tout? {
        ToutTariff::Multiplier { multiplier } => Some(t.text(
            "tout_multiplier",
            lang,
            &[("multiplier", &multiplier.to_string())],
        )),
        ToutTariff::Fixed { base, laufender } => Some(t.text(
            "tout_fixed",
            lang,
            &[("base", &a(base)), ("laufender", &a(laufender))],
        )),
    }
}

/// The standings of a Schafkopf event or series: result in the tariff's unit, solo games won
/// and lost; ties marked.
///
/// # Errors
/// A broken template, or the writer's errors.
pub fn schafkopf_standings_pdf(
    ctx: &ReportContext<'_>,
    standings: &Standings,
    unit: Unit,
    out: &mut impl Write,
) -> Result<(), ReportError> {
    let template = ctx.template("schafkopf_standings")?;
    let sec = standings_section(ctx, &template, standings, unit)?;
    let header = header(ctx, &template)?;
    print(&header, &ctx.event.name, &template, ctx.lang, &[sec], out)
}

/// The section of a Schafkopf standings list: the results in the tariff's unit, said in a
/// note above the tie's.
pub(super) fn standings_section(
    ctx: &ReportContext<'_>,
    template: &Template,
    standings: &Standings,
    unit: Unit,
) -> Result<Section, ReportError> {
    let lang = ctx.lang;
    let total = |value: i64| amount(lang, unit, value);
    let mut sec = super::lists::standings_section(ctx, template, standings, &total)?;
    let unit_text = unit_name(lang, template, unit);
    sec.notes
        .insert(0, template.text("unit_note", lang, &[("unit", &unit_text)]));
    Ok(sec)
}

/// Refuses a blank Schafkopf list for a 3-table: Schafkopf is played at 4-tables.
pub fn blank_size_refusal(size: u8) -> Refusal {
    Refusal::new(skatblock_schafkopf::codes::SCHAFKOPF_EVENT_THREE_TABLES)
        .field("blank")
        .value(size)
        .rule("D.1")
}
