//! The operations layer: every operation the app, the CLI and (next) the hub share, as one
//! function with a typed input and output. The app's commands are `Ok(ops::x(store, input)?)`;
//! the CLI calls the same functions and only formats. Name joins, dispatch and sheet assembly
//! live here, not in a front end. Refusals stay data ([`Error`]), said at the edge.

mod association;
mod attendance;
mod blank;
mod cash;
mod club;
mod data_file;
mod error;
mod events;
mod exports;
#[cfg(test)]
mod fixtures;
mod games;
mod history;
mod hub;
mod hub_print;
mod imports;
mod league;
mod money;
mod payouts;
mod preisskat;
mod preisskat_preview;
mod prize_reports;
mod publish;
mod results;
mod schafkopf;
mod scoring;
mod season;
mod sync;
mod table_entry;
mod types;

use std::collections::HashMap;

pub use association::*;
pub use attendance::*;
pub use blank::*;
pub use cash::*;
pub use club::*;
pub use data_file::*;
pub use error::*;
pub use events::*;
pub use exports::*;
pub use games::*;
pub use history::GameChange;
pub use hub::*;
pub use hub_print::*;
pub use imports::*;
pub use league::*;
pub use money::*;
pub use payouts::codes as payout_codes;
pub use payouts::{PaidPrize, PayoutDone, PayoutInput, PrizePayout, pay_prize, prize_payouts};
pub use preisskat::codes as preisskat_codes;
pub use preisskat::{
    Apart, PayoutRow, PlaceRow, PotRow, PreisskatDraw, PreisskatDrawInput, PrizeFile, Prizes,
    RankingRow, RankingStandings, RecordedLot, Who, check_prize_file, draw_preisskat, event_prizes,
    event_rankings, import_prize_teams, prize_file, ranking_standings, record_lot, set_prize_file,
};
pub use preisskat_preview::*;
pub use prize_reports::*;
pub use publish::*;
pub use results::*;
pub use schafkopf::*;
pub use scoring::*;
pub use season::*;
pub use sync::*;
pub use table_entry::*;
pub use types::*;

// The data the operations take and give, named here so a front end reaches them through the
// one door and never names the store.
pub use crate::store::games::Author;
pub use crate::store::seasons::{Ranking, Season, SeasonId, SeasonSettings};
pub use crate::store::{
    AuditEntry, Event, EventId, EventKind, GameKey, NewEvent, Player, PlayerId, PlayerNo, Sex,
    Store, TablePreference,
};

use crate::event::{self, Scorer};
use crate::i18n::Lang;
use crate::report::{self, ReportContext, forms};
use crate::rules::{GameRecord, GameResult, Refusal, Rules, score};
use crate::store::{self, StoreError, TotalsRow};

/// Now, as the history of changes records it (RFC 3339, UTC): the one clock of the front ends,
/// which give the time to the operations that write (`Scorer::at`), so a test can give its own.
pub fn now() -> String {
    store::now()
}

/// The demo data file at `path`, with its demo event made on first use (a file of its own,
/// so a club's registry never gets demo players).
///
/// # Errors
/// A file that is not a Skatblock database; store errors.
pub fn open_demo(path: &std::path::Path) -> Result<Store> {
    let mut demo = Store::open(path)?;
    if store::events::list(demo.conn())?.is_empty() {
        event::demo::create_demo(&mut demo)?;
    }
    Ok(demo)
}

/// The events of the data file, newest first.
///
/// # Errors
/// Store errors.
pub fn list_events(store: &Store) -> Result<Vec<EventSummary>> {
    let schafkopf = store::schafkopf::events(store.conn())?;
    Ok(store::events::list(store.conn())?
        .into_iter()
        .map(|(id, date, name)| EventSummary {
            id,
            date,
            name,
            game: if schafkopf.contains(&id) {
                CardGame::Schafkopf
            } else {
                CardGame::Skat
            },
        })
        .collect())
}

/// Scores one game while it is typed, under the event's rules (ISkO without an event).
///
/// # Errors
/// The rule the game breaks; an unknown event.
pub fn score_game(store: &Store, input: ScoreInput) -> Result<GameResult> {
    let rules = match input.event {
        Some(id) => event::event(store, id)?.rules,
        None => Rules::default(),
    };
    Ok(score(&GameRecord::with_rules(input.game, &rules)?, &rules))
}

/// Standings of an event or one series.
///
/// # Errors
/// An unknown event or series, a stored game that breaks the rules.
pub fn standings(store: &Store, input: StandingsInput) -> Result<event::Standings> {
    Ok(event::standings(store, input.event, input.series)?)
}

/// The registry, by name.
///
/// # Errors
/// Store errors.
pub fn list_players(store: &Store) -> Result<Vec<PlayerDto>> {
    Ok(store::players::all(store.conn())?
        .into_iter()
        .map(Into::into)
        .collect())
}

/// Adds a player (no id) or changes one; returns the id.
///
/// # Errors
/// A bad number or name, a duplicate, an unknown player.
pub fn save_player(store: &mut Store, input: PlayerInput) -> Result<PlayerId> {
    let id = input.id;
    let player = input.try_into()?;
    match id {
        Some(id) => Ok(event::edit_player(store, id, player).map(|()| id)?),
        None => Ok(event::add_player(store, player)?),
    }
}

/// Deactivates a player (kept in old results, not drawn any more) or activates again.
///
/// # Errors
/// An unknown player.
pub fn set_player_active(store: &Store, input: ActiveInput) -> Result<()> {
    match store::players::set_active(store.conn(), input.id, input.active)? {
        true => Ok(()),
        false => Err(StoreError::NotFound {
            entity: "player",
            id: format!("#{}", input.id.0),
        }
        .into()),
    }
}

/// Imports a player CSV, all or nothing. Its first row names the columns (English or German
/// names), unless `columns` names them for a file without a header (`--columns`).
///
/// # Errors
/// Every bad row, with its line; a file without a header and without `columns`.
pub fn import_players(
    store: &mut Store,
    csv: &[u8],
    columns: Option<&str>,
) -> Result<ImportResult> {
    let summary = event::import_players_as(store, csv, columns)?;
    Ok(ImportResult {
        added: summary.added,
        unchanged: summary.unchanged,
        notices: summary.notices,
    })
}

/// The import preview of a player file: separator, header, the suggested mapping of its
/// columns and its first rows; nothing is stored.
///
/// # Errors
/// Text that is not UTF-8 or not CSV.
pub fn preview_player_import(csv: &[u8]) -> Result<ImportPreview> {
    let preview = event::preview_players(csv)?;
    let file = preview.file;
    let headings = file.header.iter().flatten().map(|h| Some(h.clone()));
    let columns = headings
        .chain(std::iter::repeat(None))
        .zip(&preview.suggested)
        .map(|(heading, suggested)| ImportColumn {
            heading,
            suggested: suggested.map(str::to_string),
        })
        .collect();
    Ok(ImportPreview {
        separator: file.separator.to_string(),
        header: file.header.is_some(),
        columns,
        rows: file
            .rows
            .into_iter()
            .map(|(line, cells)| PreviewRow { line, cells })
            .collect(),
        total: file.total,
        known: preview.known.iter().map(|c| (*c).to_string()).collect(),
    })
}

/// Imports players with the columns as the user confirmed them in the preview, all or nothing.
///
/// # Errors
/// As [`import_players`]; a mapping naming a column the registry does not have, one twice, or
/// without the first or last name.
pub fn import_players_mapped(
    store: &mut Store,
    csv: &[u8],
    input: &ImportMappingInput,
) -> Result<ImportResult> {
    let summary = event::import_players_mapped(store, csv, input.header, &input.columns)?;
    Ok(ImportResult {
        added: summary.added,
        unchanged: summary.unchanged,
        notices: summary.notices,
    })
}

/// A tariff with its preset's name.
type NamedTariff = (crate::schafkopf::Tariff, Option<String>);

/// The event of the form, and for Schafkopf its tariff (the rules are the Schafkopf defaults
/// with the form's series length and standings order).
fn event_form(input: EventInput) -> Result<(store::NewEvent, Option<NamedTariff>)> {
    let tariff = match input.game {
        CardGame::Skat => None,
        CardGame::Schafkopf => Some(chosen_tariff(
            input.tariff_name.as_deref(),
            input.tariff.as_ref(),
        )?),
    };
    let four = input.rules.series_games.four;
    let order = input.rules.tie_break.clone();
    let mut new = store::NewEvent::try_from(input)?;
    if tariff.is_some() {
        new.rules = event::schafkopf::rules_of(four, Some(order));
        event::schafkopf::four_tables(&new)?;
    }
    Ok((new, tariff))
}

/// Checks the event form while it is typed: the first broken rule, or nothing.
///
/// # Errors
/// The first broken rule.
pub fn check_event(input: EventInput) -> Result<()> {
    let (new, _) = event_form(input)?;
    Ok(event::check_event(&new)?)
}

fn summary(id: EventId, new: &store::NewEvent, game: CardGame) -> EventSummary {
    EventSummary {
        id,
        date: new.date.format("%Y-%m-%d").to_string(),
        name: new.name.clone(),
        game,
    }
}

/// One event with its settings.
///
/// # Errors
/// An unknown event.
pub fn get_event(store: &Store, input: StandingsInput) -> Result<store::Event> {
    Ok(event::event(store, input.event)?)
}

/// The seating of a series (no tables when not drawn yet).
///
/// # Errors
/// An unknown event or series.
pub fn seating(store: &Store, input: SeriesInput) -> Result<SeatingDto> {
    let seating = event::seating_of(store, input.event, input.series)?;
    seating_dto(store, &seating, Vec::new())
}

/// Draws a series.
///
/// # Errors
/// A series with results, a number of players that cannot be seated.
pub fn draw_series(store: &mut Store, input: DrawInput) -> Result<SeatingDto> {
    let outcome = event::draw_series(store, input.event, input.series, input.seed)?;
    drawn_dto(store, &outcome)
}

/// A drawn series as the front ends show it, with how the draw came out.
fn drawn_dto(store: &Store, outcome: &event::DrawOutcome) -> Result<SeatingDto> {
    let draw = DrawDto {
        seed: outcome.seed,
        repeated_pairs: outcome.repeated_pairs,
        registered: outcome.registered,
    };
    Ok(SeatingDto {
        draw: Some(draw),
        ..seating_dto(store, &outcome.seating, Vec::new())?
    })
}

/// Swap, late arrival or withdrawal; every table keeps 3 or 4 players.
///
/// # Errors
/// A table with games, a player not seated, no table that can take a player.
pub fn change_seating(store: &mut Store, input: SeatChangeInput) -> Result<SeatingDto> {
    let (ev, player, series) = (input.event, input.player, input.series);
    let notices = match input.action {
        SeatChange::Swap { other } => {
            vec![event::swap_players(store, ev, series, player, other)?.1]
        }
        SeatChange::Add => vec![event::add_late_player(store, ev, series, player)?],
        SeatChange::Withdraw => event::withdraw_player(store, ev, series, player)?,
    };
    let seating = event::seating_of(store, ev, series)?;
    seating_dto(store, &seating, notices)
}

fn seating_dto(
    store: &Store,
    seating: &event::SeriesSeating,
    notices: Vec<Refusal>,
) -> Result<SeatingDto> {
    let players = forms::registry(store)?;
    let seat = |id: &PlayerId| {
        let player = players.get(id);
        SeatDto {
            player_id: *id,
            number: player.map(|p| p.number.to_string()).unwrap_or_default(),
            name: player.map(store::Player::name).unwrap_or_default(),
            club: player.and_then(|p| p.club.clone()).unwrap_or_default(),
        }
    };
    Ok(SeatingDto {
        series: seating.series,
        tables: seating
            .tables
            .iter()
            .map(|t| t.iter().map(seat).collect())
            .collect(),
        notices,
        draw: None,
    })
}

/// A printed list as PDF bytes: a Schafkopf event's lists in the Schafkopf layout. `Sheet`
/// without a table prints the finished list of every table of the series.
///
/// # Errors
/// An unknown event or series, a series without seating.
pub fn report_pdf(
    store: &Store,
    kind: ReportKind,
    event_id: EventId,
    series: Option<u16>,
    table: Option<u16>,
    lang: Lang,
) -> Result<Vec<u8>> {
    let list = PdfList {
        kind,
        event: event_id,
        series,
        table,
    };
    report_pdf_with(store, list, lang, None)
}

/// Which list of an event [`report_pdf_with`] prints.
#[derive(Debug, Clone, Copy)]
pub struct PdfList {
    /// The list.
    pub kind: ReportKind,
    /// Event id.
    pub event: EventId,
    /// Series (all series for standings when missing).
    pub series: Option<u16>,
    /// One table.
    pub table: Option<u16>,
}

/// [`report_pdf`] with the layouts of a templates folder (the CLI's `--templates`).
///
/// # Errors
/// As [`report_pdf`]; a broken template.
pub fn report_pdf_with(
    store: &Store,
    list: PdfList,
    lang: Lang,
    templates: Option<&std::path::Path>,
) -> Result<Vec<u8>> {
    let ev = event::event(store, list.event)?;
    let ctx = ReportContext {
        event: &ev,
        lang,
        templates,
    };
    let schafkopf = store::schafkopf::tariff(store.conn(), list.event)?;
    let mut out = Vec::new();
    list_pdf(store, &ctx, list, schafkopf.as_ref(), &mut out)?;
    Ok(out)
}

/// Writes the list `list` of the event of `ctx` (a Schafkopf event's with its `tariff` and
/// the preset's name).
fn list_pdf(
    store: &Store,
    ctx: &ReportContext<'_>,
    list: PdfList,
    schafkopf: Option<&(crate::schafkopf::Tariff, Option<String>)>,
    out: &mut Vec<u8>,
) -> Result<()> {
    let (ev, table) = (ctx.event, list.table);
    match (list.kind, list.series, schafkopf) {
        (ReportKind::Standings, series, tariff) => {
            standings_pdf(store, ctx, series, tariff.map(|(t, _)| t), out)?;
        }
        (ReportKind::Seating, Some(series), _) => {
            let seating = event::seating_of(store, ev.id, series)?;
            report::seating_pdf(ctx, &seating, &forms::registry(store)?, out)?;
        }
        (ReportKind::Sheets | ReportKind::Sheet, Some(series), Some(tariff)) => {
            let finished = matches!(list.kind, ReportKind::Sheet);
            schafkopf_sheets_pdf(store, ctx, (series, table, finished), tariff, out)?;
        }
        (ReportKind::Sheets | ReportKind::Sheet, Some(series), None) => {
            let sheets = if matches!(list.kind, ReportKind::Sheet) {
                finished_sheets(store, ev, series, table)?
            } else {
                forms::prefilled_sheets(store, ev, series, table)?
            };
            report::sheets_pdf(ctx, &sheets, &ev.rules, out)?;
        }
        (ReportKind::Seating | ReportKind::Sheets | ReportKind::Sheet, None, _) => {
            return Err(series_missing(ev));
        }
    }
    Ok(())
}

/// A Schafkopf event's lists of a series (or one table) as PDF: blank, or `finished` with
/// their games; the tariff named when a preset.
fn schafkopf_sheets_pdf(
    store: &Store,
    ctx: &ReportContext<'_>,
    (series, table, finished): (u16, Option<u16>, bool),
    (tariff, name): &(crate::schafkopf::Tariff, Option<String>),
    out: &mut Vec<u8>,
) -> Result<()> {
    let forms = forms::schafkopf_forms(store, ctx.event, series, table, finished)?;
    report::schafkopf::schafkopf_sheets_pdf(ctx, &forms, tariff, name.as_deref(), out)?;
    Ok(())
}

/// A list of one series asked for without its series.
fn series_missing(ev: &store::Event) -> Error {
    Refusal::new(event::codes::EVENT_SERIES_UNKNOWN)
        .field("series")
        .param("event", ev.id.0)
        .param("max", ev.series_count)
        .into()
}

/// The standings (of one series or the whole event) as PDF: a Schafkopf event's in its
/// tariff's unit.
fn standings_pdf(
    store: &Store,
    ctx: &ReportContext<'_>,
    series: Option<u16>,
    tariff: Option<&crate::schafkopf::Tariff>,
    out: &mut Vec<u8>,
) -> Result<()> {
    let standings = event::standings(store, ctx.event.id, series)?;
    match tariff {
        None => report::standings_pdf(ctx, &standings, out)?,
        Some(tariff) => {
            report::schafkopf::schafkopf_standings_pdf(ctx, &standings, tariff.unit, out)?;
        }
    }
    Ok(())
}

/// The finished lists of one table, or of every table of the series.
fn finished_sheets(
    store: &Store,
    ev: &store::Event,
    series: u16,
    table: Option<u16>,
) -> Result<Vec<report::SheetForm>> {
    let tables: Vec<u16> = match table {
        Some(table) => vec![table],
        None => forms::named_tables(store, ev, series)?
            .into_iter()
            .map(|(t, _, _)| t)
            .collect(),
    };
    Ok(tables
        .into_iter()
        .map(|t| forms::finished_sheet(store, ev, series, t))
        .collect::<Result<Vec<_>, _>>()?)
}

/// The standings as CSV bytes (RFC 4180, or semicolons with a BOM for Excel), with the column
/// names of `lang` (English: the names scripts know; German: `Platz`, `Name`, …, `ja`/`nein`).
///
/// # Errors
/// As [`standings`].
pub fn standings_csv(
    store: &Store,
    input: StandingsInput,
    excel: bool,
    lang: Lang,
) -> Result<Vec<u8>> {
    let dialect = if excel {
        report::CsvDialect::Excel
    } else {
        report::CsvDialect::Rfc4180
    };
    let mut bytes = Vec::new();
    let rows = standings(store, input)?.rows;
    report::write_csv_in(&rows, None, dialect, lang, &mut bytes)?;
    Ok(bytes)
}

/// The list of one table: every stored game with running totals, the foot and the checks.
///
/// # Errors
/// An unknown event, series or table.
pub fn sheet(store: &Store, input: TableInput) -> Result<SheetDto> {
    let ev = event::event(store, input.event)?;
    let form = forms::finished_sheet(store, &ev, input.series, input.table)?;
    let ids = forms::table_players(store, &ev, input.series, input.table)?;
    let report = form
        .report
        .expect("a finished sheet carries its computed list");
    // A short list is progress ("4/48", the app shows it) until it is closed.
    let closed = event::progress::is_closed(store.conn(), &ev, input.series, input.table)?;
    let mut findings: Vec<Refusal> = report
        .findings
        .iter()
        .filter(|f| closed || !event::progress::is_short(f))
        .map(|f| f.coded(&report.players))
        .collect();
    findings.extend(form.notes);
    let games = ev.rules.series_games.get(form.size);
    let dealers = (1..=usize::from(games))
        .map(|g| crate::rules::dealer_of(g, 0, form.size.players()) as u8)
        .collect();
    let descriptions = report
        .games
        .iter()
        .map(|row| crate::i18n::checked_game_description(&row.game, &ev.rules))
        .collect();
    let bock_factors = crate::rules::bock_factors(&report, &ev.rules, games);
    let versions = versions_of(store, input, report.games.iter().map(|g| g.number))?;
    Ok(SheetDto {
        versions,
        player_ids: ids,
        games,
        dealers,
        descriptions,
        report,
        findings,
        bock_factors,
    })
}

/// Enters (or corrects) one game by `by` at the time `by.at` (the caller reads the clock);
/// one transaction, one audit entry.
///
/// # Errors
/// The rule the game breaks, a game that does not fit the seating, one already entered (or,
/// for a correction, none stored).
pub fn save_game(store: &mut Store, input: GameEntryInput, by: Scorer) -> Result<GameResult> {
    let key = GameKey {
        series: input.series,
        table: input.table,
        game: input.game,
    };
    let entry = event::GameEntry {
        key,
        declarer: input.declarer,
        input: input.record,
    };
    Ok(event::save_game_on(
        store,
        input.event,
        entry,
        by,
        input.correct,
        input.base_version,
    )?)
}

/// The versions of a table's games in the order `numbers` gives them.
fn versions_of(
    store: &Store,
    at: TableInput,
    numbers: impl Iterator<Item = usize>,
) -> Result<Vec<u64>> {
    let versions = store::games::versions(store.conn(), at.event, at.series, at.table)?;
    Ok(numbers
        .map(|n| {
            u16::try_from(n)
                .ok()
                .and_then(|n| versions.get(&n).copied())
                .unwrap_or(0)
        })
        .collect())
}

/// The seats of a totals-only table with their stored sums.
///
/// # Errors
/// An unknown event, series or table.
pub fn table_totals(store: &Store, input: TableInput) -> Result<Vec<SeatTotalsDto>> {
    let seats = event::table_totals(store, input.event, input.series, input.table)?;
    let names: HashMap<_, _> = forms::registry(store)?;
    Ok(seats
        .into_iter()
        .map(|seat| {
            let player = names.get(&seat.player);
            SeatTotalsDto {
                player_id: seat.player,
                number: player.map(|p| p.number.to_string()).unwrap_or_default(),
                name: player.map(store::Player::name).unwrap_or_default(),
                totals: seat.totals.map(|t| TotalsDto {
                    player_id: t.player,
                    points: t.points,
                    won: t.won,
                    lost: t.lost,
                }),
            }
        })
        .collect())
}

/// Enters or replaces the totals of one table.
///
/// # Errors
/// A player not seated there, sums beyond the series, a table with games entered.
pub fn save_table_totals(store: &mut Store, input: TableTotalsInput) -> Result<()> {
    let rows: Vec<TotalsRow> = input
        .rows
        .iter()
        .map(|r| TotalsRow {
            series: input.series,
            player: r.player_id,
            points: r.points,
            won: r.won,
            lost: r.lost,
        })
        .collect();
    Ok(event::set_table_totals(
        store,
        input.event,
        input.series,
        input.table,
        &rows,
    )?)
}
