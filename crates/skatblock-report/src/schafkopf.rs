//! The printed lists of a Schafkopf event (issue 11): the Schafkopf list of a table (blank,
//! pre-filled with the players, or finished with every game, the running standings, the foot
//! and the list checks) and the standings. Layouts in `templates/schafkopf_*.json`.

use std::io::Write;

use super::ReportError;
use super::lists::{ReportContext, TableCodes, list_qr};
use super::pdf::{Column, DocHeader, Row, Section, layout, write_pdf};
use super::sections::section;
use super::template::{Lang, Template};
use crate::rules::Refusal;
use skatblock_model::standings::Standings;
use skatblock_schafkopf::{Game, GameKind, SheetReport, SheetRow, Tariff, Unit};

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
    let pages = layout(&header(ctx, &template)?, &sections);
    write_pdf(
        &format!("{} – {}", ctx.event.name, template.title(ctx.lang)),
        &pages,
        out,
    )
}

/// The page header and footer: the footer names the tariff, not the ISkO.
fn header(ctx: &ReportContext<'_>, template: &Template) -> Result<DocHeader, ReportError> {
    let mut header = ctx.header()?;
    header.footer = template.text("generated", ctx.lang, &[]);
    Ok(header)
}

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
    let names: Vec<String> = (0..4)
        .map(|seat| {
            form.players.get(seat).cloned().unwrap_or_else(|| {
                template.text("seat", lang, &[("seat", &(seat + 1).to_string())])
            })
        })
        .collect();
    // A template without a player column prints the games without the standings.
    let player_column = template.columns.iter().position(|c| c.key == "player");
    if let Some(player_column) = player_column {
        let spec = sec.columns.remove(player_column);
        for (seat, name) in names.iter().enumerate() {
            sec.columns.insert(
                player_column + seat,
                Column {
                    title: spec.title.replace("{name}", name),
                    width: spec.width,
                    align: spec.align,
                },
            );
        }
    }
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
    for number in 1..=usize::from(form.games).max(last) {
        let dealer = crate::rules::dealer_of(number, 0, 4);
        let played = rows.as_ref().and_then(|r| r.get(&number).copied());
        let cells = game_cells(lang, template, tariff.unit, number, dealer, played, &names);
        sec.rows.push(Row {
            cells,
            group_start: number > 1 && (number - 1) % 4 == 0,
            ..Row::default()
        });
    }
    sec.rows
        .extend(foot_rows(lang, template, tariff.unit, form, player_column));
    sec.notes = notes(lang, template, form, tariff, tariff_name);
    sec
}

/// The cells of one game row; each player's column shows his standing after the game.
fn game_cells(
    lang: Lang,
    t: &Template,
    unit: Unit,
    number: usize,
    dealer: usize,
    played: Option<(&SheetRow, &Game)>,
    names: &[String],
) -> Vec<String> {
    let name = |seat: Option<usize>| seat.and_then(|s| names.get(s).cloned());
    let mut cells = Vec::new();
    for column in &t.columns {
        let key = column.key.as_str();
        if key == "player" {
            for seat in 0..4 {
                cells.push(
                    played
                        .map(|(row, _)| amount(lang, unit, row.totals[seat]))
                        .unwrap_or_default(),
                );
            }
            continue;
        }
        let Some((row, game)) = played else {
            cells.push(match key {
                "number" => number.to_string(),
                "dealer" => (dealer + 1).to_string(),
                _ => String::new(),
            });
            continue;
        };
        let marks = game.marks();
        let losers = game.ramsch_losers();
        let mark = |b: bool| if b { "X".to_string() } else { String::new() };
        cells.push(match key {
            "number" => number.to_string(),
            "dealer" => (row.dealer + 1).to_string(),
            "game" => describe(lang, t, game, row),
            "declarer" if game.kind == Some(GameKind::Ramsch) => {
                let loser_names: Vec<String> =
                    losers.iter().filter_map(|&s| name(Some(s))).collect();
                match loser_names.is_empty() {
                    // A Durchmarsch: the player who took every trick.
                    true => name(row.amounts.iter().position(|&a| a > 0)).unwrap_or_default(),
                    false => loser_names.join(", "),
                }
            }
            "declarer" => name(game.declarer.map(usize::from)).unwrap_or_default(),
            "partner" => name(game.partner.map(usize::from)).unwrap_or_default(),
            "points" => game.points.map(|p| p.to_string()).unwrap_or_default(),
            "laufende" if game.laufende > 0 => game.laufende.to_string(),
            "schneider" => mark(marks.schneider),
            "schwarz" => mark(marks.schwarz),
            "doubled" => doublings(lang, t, game),
            "won" if game.kind.is_some_and(|k| k != GameKind::Ramsch) && row.won => {
                t.text("won_mark", lang, &[])
            }
            // A Ramsch pays by the losers and the Jungfrauen: its amounts speak for it.
            "value" if game.kind == Some(GameKind::Ramsch) && !row.won => String::new(),
            "value" => row
                .amounts
                .iter()
                .map(|a| a.abs())
                .filter(|&a| a > 0)
                .min()
                .map(|a| amount(lang, unit, a))
                .unwrap_or_default(),
            _ => String::new(),
        });
    }
    cells
}

/// The game as the list names it: "Sauspiel Eichel", "Herz-Solo Tout", "Ramsch".
fn describe(lang: Lang, t: &Template, game: &Game, row: &SheetRow) -> String {
    let Some(kind) = game.kind else {
        return t.text("passed", lang, &[]);
    };
    let suit = game
        .called
        .or(game.suit)
        .map(|s| t.text(s.name(), lang, &[]))
        .unwrap_or_default();
    let mut text = t.text(kind.name(), lang, &[("suit", &suit)]);
    if game.tout {
        text = format!("{text} {}", t.text("tout", lang, &[]));
    }
    if kind == GameKind::Ramsch && row.won {
        text = format!("{text} – {}", t.text("durchmarsch", lang, &[]));
    }
    text
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
            let mut cells = vec![String::new(); columns];
            if let Some(report) = report {
                for (seat, foot) in report.foot.iter().enumerate() {
                    let rank = report.ranking.iter().find(|r| r.seat == seat);
                    cells[span + seat] = match *key {
                        "sum" => amount(lang, unit, foot.sum),
                        "solos_won" => foot.solos_won.to_string(),
                        "solos_lost" => foot.solos_lost.to_string(),
                        _ => rank
                            .map(|r| match r.lot_required {
                                true => format!("{}. =", r.rank),
                                false => format!("{}.", r.rank),
                            })
                            .unwrap_or_default(),
                    };
                }
            }
            Row {
                cells,
                bold: *key == "sum",
                shade: *key == "sum",
                group_start: *key == "sum",
                label: Some(t.text(key, lang, &[])),
                label_span: span,
            }
        })
        .collect()
}

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
        if report.findings.is_empty() {
            notes.push(t.text("no_findings", lang, &[]));
        } else {
            notes.push(format!("{}:", t.text("findings", lang, &[])));
            notes.extend(
                report
                    .findings
                    .iter()
                    .map(|f| format!("• {}", crate::i18n::reason(lang, &f.coded()))),
            );
        }
    }
    let line = "_".repeat(28);
    notes.push(format!(
        "{} {}",
        t.text("signatures", lang, &[]),
        vec![line; 4].join("   ")
    ));
    notes
}

/// The tariff in one line: every game class it plays with its amounts.
fn tariff_line(lang: Lang, t: &Template, tariff: &Tariff) -> String {
    let unit = tariff.unit;
    let a = |v: i64| amount(lang, unit, v);
    let mut parts = Vec::new();
    for kind in GameKind::ALL {
        let label = t.text(&format!("tariff_{}", kind.name()), lang, &[]);
        if let Some(class) = tariff.class(kind) {
            parts.push(t.text(
                "class_laufende",
                lang,
                &[
                    ("game", &label),
                    ("base", &a(class.base)),
                    ("schneider", &a(class.schneider)),
                    ("schwarz", &a(class.schwarz)),
                    ("min", &class.laufende_min.to_string()),
                    ("laufender", &a(class.laufender)),
                ],
            ));
            continue;
        }
        let fixed = |base: i64| t.text("class_base", lang, &[("game", &label), ("base", &a(base))]);
        let part = match kind {
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
        };
        parts.extend(part);
    }
    match tariff.tout {
        Some(skatblock_schafkopf::ToutTariff::Multiplier { multiplier }) => parts.push(t.text(
            "tout_multiplier",
            lang,
            &[("multiplier", &multiplier.to_string())],
        )),
        Some(skatblock_schafkopf::ToutTariff::Fixed { base, laufender }) => parts.push(t.text(
            "tout_fixed",
            lang,
            &[("base", &a(base)), ("laufender", &a(laufender))],
        )),
        None => {}
    }
    parts.join("; ")
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
    let lang = ctx.lang;
    let total = |value: i64| amount(lang, unit, value);
    let mut sec = super::lists::standings_section(ctx, &template, standings, &total)?;
    let unit_text = unit_name(lang, &template, unit);
    sec.notes
        .insert(0, template.text("unit_note", lang, &[("unit", &unit_text)]));
    let pages = layout(&header(ctx, &template)?, &[sec]);
    write_pdf(
        &format!("{} – {}", ctx.event.name, template.title(lang)),
        &pages,
        out,
    )
}

/// Refuses a blank Schafkopf list for a 3-table: Schafkopf is played at 4-tables.
pub fn blank_size_refusal(size: u8) -> Refusal {
    Refusal::new(skatblock_schafkopf::codes::SCHAFKOPF_EVENT_THREE_TABLES)
        .field("blank")
        .value(size)
        .rule("D.1")
}
