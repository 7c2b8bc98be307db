//! `skatblock event attendance`: who is registered, whether each has paid the entry fee, and
//! the tables they make — as JSON for scripts, or as a list through the report crate's text
//! writer (the same section model as the printed lists).

use std::io::{self, Write};

use anyhow::Result;
use serde::Serialize;
use skatblock::i18n::{self, Lang};
use skatblock::ops::{self, Attendance, AttendanceRow, EventId, Store, TablePlan};
use skatblock::report::pdf::{Column, Row, Section};
use skatblock::report::template::Align;

use super::StoreArgs;
use super::event::AttendanceFormat;
use super::output::{json_out, message};

/// The JSON of `event attendance --format json`: the count, the players and the plan only.
#[derive(Serialize)]
struct AttendanceJson<'a> {
    registered: usize,
    players: &'a [AttendanceRow],
    plan: TablePlan,
}

/// `event attendance EVENT`.
pub fn attendance(
    args: &StoreArgs,
    store: &Store,
    event: EventId,
    format: AttendanceFormat,
) -> Result<()> {
    let seen = ops::attendance(store, ops::AttendanceInput { event })?;
    match format {
        AttendanceFormat::Json => json_out(&AttendanceJson {
            registered: seen.registered,
            players: &seen.players,
            plan: seen.plan,
        }),
        AttendanceFormat::Text => {
            let ev = ops::get_event(
                store,
                ops::StandingsInput {
                    event,
                    series: None,
                },
            )?;
            text(&seen, &ev, args.messages_lang())
        }
    }
}

/// The list: a heading line, a row per player, the table plan under it.
fn text(seen: &Attendance, ev: &ops::Event, lang: Lang) -> Result<()> {
    let t = |id: &str| i18n::text(lang, id);
    let column = |id: &str, width: f32, align: Align| Column {
        title: t(id),
        width,
        align,
    };
    let section = Section {
        columns: vec![
            column("players-number", 15.0, Align::Right),
            column("players-name", 55.0, Align::Left),
            column("players-club", 45.0, Align::Left),
            column("attendance-fee", 20.0, Align::Left),
        ],
        rows: rows(seen, lang),
        notes: plan_lines(seen, lang),
        ..Section::default()
    };
    let heading = [
        ("name", ev.name.as_str().into()),
        ("date", ev.date.to_string().into()),
        ("count", seen.registered.into()),
    ];
    let mut out = io::stdout().lock();
    writeln!(out, "{}", message(lang, "attendance-heading", &heading))?;
    skatblock::report::write_section_text(&section, &mut out)?;
    Ok(())
}

/// A row per registered player: number, name, club, entry fee paid or open.
fn rows(seen: &Attendance, lang: Lang) -> Vec<Row> {
    let (paid, open) = (
        i18n::text(lang, "attendance-fee-paid"),
        i18n::text(lang, "attendance-fee-open"),
    );
    seen.players
        .iter()
        .map(|p| Row {
            cells: vec![
                p.player_id.clone(),
                p.name.clone(),
                p.club.clone().unwrap_or_default(),
                if p.fee_paid { &paid } else { &open }.clone(),
            ],
            ..Row::default()
        })
        .collect()
}

/// The table plan in words: the tables, then how many are missing or too many.
fn plan_lines(seen: &Attendance, lang: Lang) -> Vec<String> {
    let plan = seen.plan;
    let mut lines = vec![message(
        lang,
        "attendance-plan",
        &[
            ("fours", plan.four_tables.into()),
            ("threes", plan.three_tables.into()),
        ],
    )];
    if plan.missing > 0 {
        let missing = [("count", plan.missing.into())];
        lines.push(message(lang, "attendance-missing", &missing));
    }
    if plan.surplus > 0 {
        let surplus = [("count", plan.surplus.into())];
        lines.push(message(lang, "attendance-surplus", &surplus));
    }
    lines
}
