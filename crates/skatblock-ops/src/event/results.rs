//! Each list's result, stored (issue 10): computed from the games (or the totals) of the lists
//! a change touches, in the change's own transaction, and read by the standings, seasons,
//! leagues and the cash book without re-reading a single game. [`verify`] recomputes every
//! list from the games and names each stored number that differs.

use std::collections::{BTreeMap, HashMap};

use crate::store::Connection;
use serde::Serialize;

use super::Result;
use super::checked::{CheckedGames, checked_games};
use super::standings::{TableFinding, table_sheet};
use crate::rules::{FootLine, Refusal, Rules, SeriesTally, TableSize, compute_sheet, list_total};
use crate::schafkopf::Tariff;
use crate::store::codes::STORE_GAME_BREAKS_RULES;
use crate::store::results::{ListResult, Scope};
use crate::store::schafkopf::{self, StoredSchafkopfGame};
use crate::store::{Event, EventId, PlayerId, PlayerNo, SeatRow, Store, StoredGame, TotalsRow};
use crate::store::{games, players, results, seating, totals};

/// Lists computed from the games: their results and what their checks found.
pub(crate) struct Computed {
    /// Per seated player of every list in the scope, by series, table and seat.
    pub rows: Vec<ListResult>,
    /// The failed list checks (B.4), by series and table.
    pub findings: Vec<TableFinding>,
}

/// Everything the lists of a scope are computed from, as read from the store: the seating,
/// the games (Skat or Schafkopf), the totals and the players' numbers the findings name.
/// [`compute_lists`] needs nothing else.
pub(crate) struct ListData {
    /// The event's tariff: a Schafkopf event's games are Schafkopf games; `None` for Skat.
    pub tariff: Option<Tariff>,
    /// The seats of the scope, by series, table and seat.
    pub seats: Vec<SeatRow>,
    /// The Skat games of the scope, by series, table and game.
    pub games: Vec<StoredGame>,
    /// The stored Skat games of the scope that break the event's rules, as findings of their
    /// lists: left out of the lists, never failing them (issue 20).
    pub broken: Vec<TableFinding>,
    /// The Schafkopf games of the scope, by series, table and game.
    pub schafkopf_games: Vec<StoredSchafkopfGame>,
    /// The totals of the scope's series (or table).
    pub totals: Vec<TotalsRow>,
    /// The players' numbers, for the findings (empty when there are no games).
    pub numbers: HashMap<PlayerId, PlayerNo>,
}

impl ListData {
    /// Reads the data of the lists in `scope`; a Skat game that breaks the event's rules is
    /// set aside in `broken`.
    ///
    /// # Errors
    /// SQLite errors.
    pub(crate) fn load(conn: &Connection, ev: &Event, scope: Scope) -> Result<ListData> {
        let tariff = super::schafkopf::tariff_of(conn, ev.id)?;
        let (skat, schafkopf_games) = match tariff {
            None => (skat_games_in(conn, ev, scope)?, Vec::new()),
            Some(_) => (
                CheckedGames::default(),
                schafkopf_games_in(conn, ev.id, scope)?,
            ),
        };
        let CheckedGames { games, broken } = skat;
        let seats = seats_in(conn, ev.id, scope)?;
        let numbers = match (games.is_empty() && schafkopf_games.is_empty(), scope) {
            (true, _) => HashMap::new(),
            // One table's few players are looked up, more the whole registry.
            (false, Scope::Table(..)) => {
                let declarers = games.iter().filter_map(|g| g.declarer);
                players::numbers_of(conn, seats.iter().map(|r| r.player).chain(declarers))?
            }
            (false, Scope::Event | Scope::Series(_)) => players::numbers(conn)?,
        };
        Ok(ListData {
            tariff,
            totals: totals_in(conn, ev.id, scope)?,
            seats,
            games,
            broken,
            schafkopf_games,
            numbers,
        })
    }
}

impl ListData {
    /// The data of the lists of a Skat event's `series` whose games are `games` (the whole
    /// series', by table and game) and whose players have `numbers`: its seating and totals
    /// are read, the games are not.
    ///
    /// # Errors
    /// SQLite errors only.
    pub(crate) fn with_games(
        conn: &Connection,
        event: EventId,
        series: u16,
        games: Vec<StoredGame>,
        numbers: HashMap<PlayerId, PlayerNo>,
    ) -> Result<ListData> {
        Ok(ListData {
            tariff: None,
            seats: seating::series(conn, event, series)?,
            games,
            broken: Vec::new(),
            schafkopf_games: Vec::new(),
            totals: totals::in_series(conn, event, series)?,
            numbers,
        })
    }
}

fn seats_in(conn: &Connection, event: EventId, scope: Scope) -> Result<Vec<SeatRow>> {
    Ok(match scope {
        Scope::Event => seating::all(conn, event)?,
        Scope::Series(s) => seating::series(conn, event, s)?,
        Scope::Table(s, t) => seating::table(conn, event, s, t)?,
    })
}

/// The Skat games of `scope`, each checked on its own (issue 20).
fn skat_games_in(conn: &Connection, ev: &Event, scope: Scope) -> Result<CheckedGames> {
    let raw = match scope {
        Scope::Event => games::all_unchecked(conn, ev.id)?,
        Scope::Series(s) => games::in_series_unchecked(conn, ev.id, s, None)?,
        Scope::Table(s, t) => games::in_series_unchecked(conn, ev.id, s, Some(t))?,
    };
    Ok(checked_games(raw, &ev.rules))
}

fn schafkopf_games_in(
    conn: &Connection,
    event: EventId,
    scope: Scope,
) -> Result<Vec<StoredSchafkopfGame>> {
    Ok(match scope {
        Scope::Event => schafkopf::games(conn, event, None, None)?,
        Scope::Series(s) => schafkopf::games(conn, event, Some(s), None)?,
        Scope::Table(s, t) => schafkopf::games(conn, event, Some(s), Some(t))?,
    })
}

fn totals_in(conn: &Connection, event: EventId, scope: Scope) -> Result<Vec<TotalsRow>> {
    Ok(match scope {
        Scope::Event => totals::all(conn, event)?,
        Scope::Series(s) => totals::in_series(conn, event, s)?,
        Scope::Table(s, t) => totals::at_table(conn, event, s, t)?,
    })
}

/// Computes the lists in `scope` from the stored games, totals and seating; a Skat game that
/// breaks the event's rules is left out of its list and named in its findings (issue 20).
///
/// # Errors
/// A Schafkopf game the tariff cannot score; a table of a size Skat is not scored at.
pub(crate) fn compute(conn: &Connection, ev: &Event, scope: Scope) -> Result<Computed> {
    compute_lists(ev, scope, ListData::load(conn, ev, scope)?)
}

/// Computes the lists in `scope` from their data: for every seated table its tallies (from
/// its games, else its totals), one result per seat and what the list's checks found. A
/// function over data, without the store.
///
/// # Errors
/// A game the tariff cannot score; a table of a size Skat is not scored at.
pub(crate) fn compute_lists(ev: &Event, scope: Scope, data: ListData) -> Result<Computed> {
    let lists = Lists::group(scope, data);
    let mut computed = Computed {
        rows: Vec::with_capacity(lists.seat_count),
        findings: Vec::new(),
    };
    for (&(series, table), seated) in &lists.tables {
        let tallied = lists.tally(ev, (series, table), seated)?;
        computed.add(ev, (series, table), seated, tallied);
    }
    Ok(computed)
}

/// A scope's data grouped by list (series, table).
struct Lists {
    tariff: Option<Tariff>,
    seat_count: usize,
    tables: BTreeMap<(u16, u16), Vec<PlayerId>>,
    sheets: HashMap<(u16, u16), Vec<StoredGame>>,
    broken: HashMap<(u16, u16), Vec<Refusal>>,
    schafkopf: HashMap<(u16, u16), Vec<StoredSchafkopfGame>>,
    totals: HashMap<(u16, PlayerId), TotalsRow>,
    numbers: HashMap<PlayerId, PlayerNo>,
}

/// One list's tallies per seat, whether it was played, and what its checks found.
struct Tallied {
    size: TableSize,
    schafkopf: bool,
    tallies: Vec<SeriesTally>,
    played: bool,
    found: Vec<Refusal>,
}

impl Tallied {
    /// A seat's series total: a Schafkopf list's sum of amounts, else the extended
    /// Seeger-Fabian total of the Skat list.
    fn total(&self, tally: &SeriesTally, rules: &Rules) -> i64 {
        match self.schafkopf {
            true => tally.sum,
            false => list_total(tally, self.size, rules).total,
        }
    }
}

impl Lists {
    fn group(scope: Scope, data: ListData) -> Lists {
        let mut tables: BTreeMap<(u16, u16), Vec<PlayerId>> = BTreeMap::new();
        for seat in data
            .seats
            .iter()
            .filter(|r| scope.contains(r.series, r.table))
        {
            tables
                .entry((seat.series, seat.table))
                .or_default()
                .push(seat.player);
        }
        Lists {
            tariff: data.tariff,
            seat_count: data.seats.len(),
            tables,
            sheets: by_list(data.games, |g| (g.key.series, g.key.table)),
            broken: by_list(data.broken, |f| (f.series, f.table))
                .into_iter()
                .map(|(list, found)| (list, found.into_iter().map(|f| f.finding).collect()))
                .collect(),
            schafkopf: by_list(data.schafkopf_games, |g| (g.key.series, g.key.table)),
            totals: data
                .totals
                .into_iter()
                .map(|t| ((t.series, t.player), t))
                .collect(),
            numbers: data.numbers,
        }
    }

    /// One list's tallies: from its Skat sheet, its Schafkopf list, else its totals.
    fn tally(&self, ev: &Event, list: (u16, u16), seated: &[PlayerId]) -> Result<Tallied> {
        let size = TableSize::for_players(seated.len())?;
        let mut found = self.broken.get(&list).cloned().unwrap_or_default();
        let mut report = |f| found.push(f);
        let (tallies, played) = match (&self.tariff, self.sheets.get(&list)) {
            (None, Some(games)) => {
                let numbers = &self.numbers;
                let tallies = sheet_tallies(seated, numbers, games, &ev.rules, &mut report)?;
                (tallies, true)
            }
            (Some(tariff), _) => match self.schafkopf.get(&list) {
                Some(games) => (
                    self.schafkopf_tallies(ev, tariff, seated, games, &mut report)?,
                    true,
                ),
                None => self.totals_tallies(list.0, seated),
            },
            (None, None) => self.totals_tallies(list.0, seated),
        };
        Ok(Tallied {
            size,
            schafkopf: self.tariff.is_some(),
            tallies,
            played,
            found,
        })
    }

    fn schafkopf_tallies(
        &self,
        ev: &Event,
        tariff: &Tariff,
        seated: &[PlayerId],
        games: &[StoredSchafkopfGame],
        report: &mut dyn FnMut(Refusal),
    ) -> Result<Vec<SeriesTally>> {
        let names: Vec<String> = seated
            .iter()
            .map(|p| super::standings::number_of(&self.numbers, *p))
            .collect();
        let games: Vec<&StoredSchafkopfGame> = games.iter().collect();
        let length = ev.rules.series_games.four;
        super::schafkopf::list_tallies(seated, &names, &games, tariff, length, report)
    }

    fn totals_tallies(&self, series: u16, seated: &[PlayerId]) -> (Vec<SeriesTally>, bool) {
        let (mut tallies, played) = totals_tallies(series, seated, &self.totals);
        // A Schafkopf list has no opponents' lost games (D.4).
        if self.tariff.is_some() {
            tallies.iter_mut().for_each(|t| t.opponents_lost = 0);
        }
        (tallies, played)
    }
}

impl Computed {
    /// Adds one list: a result per seat, then its findings.
    fn add(&mut self, ev: &Event, (series, table): (u16, u16), seated: &[PlayerId], list: Tallied) {
        let findings = u32::try_from(list.found.len()).unwrap_or(u32::MAX);
        for (seat, (player, tally)) in seated.iter().zip(&list.tallies).enumerate() {
            self.rows.push(ListResult {
                event: ev.id,
                series,
                table,
                seat: u8::try_from(seat + 1).expect("a table has at most 4 seats"),
                player: *player,
                played: list.played,
                points: tally.sum,
                won: tally.won,
                lost: tally.lost,
                opponents_lost: tally.opponents_lost,
                total: list.total(tally, &ev.rules),
                findings,
            });
        }
        self.findings
            .extend(list.found.into_iter().map(|finding| TableFinding {
                series,
                table,
                finding,
            }));
    }
}

/// The list's rows grouped by (series, table), keeping their order.
fn by_list<T>(items: Vec<T>, list: impl Fn(&T) -> (u16, u16)) -> HashMap<(u16, u16), Vec<T>> {
    let mut lists: HashMap<(u16, u16), Vec<T>> = HashMap::new();
    for item in items {
        lists.entry(list(&item)).or_default().push(item);
    }
    lists
}

/// Adds up one table's stored games as its score sheet; reports the sheet's findings.
fn sheet_tallies(
    seated: &[PlayerId],
    numbers: &HashMap<PlayerId, PlayerNo>,
    games: &[StoredGame],
    rules: &Rules,
    report: &mut dyn FnMut(Refusal),
) -> Result<Vec<SeriesTally>> {
    // Findings name players as the files do: by number.
    let names: Vec<String> = seated
        .iter()
        .map(|p| super::standings::number_of(numbers, *p))
        .collect();
    let (sheet, notes) = table_sheet(seated, names, numbers, games)?;
    notes.into_iter().for_each(&mut *report);
    let computed = compute_sheet(&sheet, rules);
    for finding in &computed.findings {
        report(finding.coded(sheet.players()));
    }
    Ok(computed.foot.iter().map(FootLine::tally).collect())
}

/// One table's tallies from its totals (the league crate's rule, B.1.3). A table without any
/// totals has no result (zeros, not played).
fn totals_tallies(
    series: u16,
    seated: &[PlayerId],
    totals: &HashMap<(u16, PlayerId), TotalsRow>,
) -> (Vec<SeriesTally>, bool) {
    let lines: Vec<Option<(i64, u32, u32)>> = seated
        .iter()
        .map(|p| totals.get(&(series, *p)).map(|t| (t.points, t.won, t.lost)))
        .collect();
    let played = lines.iter().any(Option::is_some);
    (skatblock_league::package::tally_totals(&lines), played)
}

/// Recomputes the lists in `scope` and stores their results: called by every change of games,
/// totals, seating or rules, inside its transaction. An event whose results were never stored
/// (a file of an older version) is computed whole.
///
/// # Errors
/// A stored game that breaks the event's rules; SQLite errors.
pub(crate) fn refresh(conn: &Connection, ev: &Event, scope: Scope) -> Result<()> {
    let scope = if results::is_current(conn, ev.id)? {
        scope
    } else {
        Scope::Event
    };
    if let Scope::Series(series) = scope
        && is_blank_series(conn, ev.id, series)?
    {
        return Ok(results::mark_current(conn, ev.id)?);
    }
    store_computed(conn, ev, scope, compute(conn, ev, scope))
}

/// [`refresh`] from the data of the lists in `scope` that the caller holds already (what
/// [`ListData::load`] would read inside the same transaction), so nothing is read twice.
///
/// # Errors
/// As [`refresh`].
pub(crate) fn refresh_from(
    conn: &Connection,
    ev: &Event,
    scope: Scope,
    data: ListData,
) -> Result<()> {
    if !results::is_current(conn, ev.id)? {
        return refresh(conn, ev, Scope::Event);
    }
    store_computed(conn, ev, scope, compute_lists(ev, scope, data))
}

/// Stores the lists computed for `scope`.
fn store_computed(
    conn: &Connection,
    ev: &Event,
    scope: Scope,
    computed: Result<Computed>,
) -> Result<()> {
    match computed {
        Ok(computed) => Ok(results::replace(conn, ev.id, scope, &computed.rows)?),
        // A Schafkopf game stored under another tariff (an older build) is being mended one by
        // one: until every game fits, the event's results are computed when read, which names
        // the game. A Skat game that breaks the rules never comes here: its list is computed
        // without it and names it (issue 20).
        Err(super::EventError::Store(crate::store::StoreError::GameBreaksRules { .. })) => {
            Ok(results::forget(conn, ev.id)?)
        }
        Err(e) => Err(e),
    }
}

/// A series without games, totals or stored results: all its lists are blank, so there is
/// nothing to compute or store (a series just seated).
fn is_blank_series(conn: &Connection, event: EventId, series: u16) -> Result<bool> {
    Ok(games::count_in_series(conn, event, series)? == 0
        && totals::count_in_series(conn, event, series)? == 0
        && results::count_in_series(conn, event, series)? == 0)
}

/// Refreshes the given lists: a single list alone, else their series whole (one read of each
/// series instead of one per list), from the data `held` gives for the series where it gives
/// some (what the caller holds already, e.g. the games it just wrote).
///
/// # Errors
/// As [`refresh`].
pub(crate) fn refresh_lists_held(
    conn: &Connection,
    ev: &Event,
    lists: impl IntoIterator<Item = (u16, u16)>,
    held: impl Fn(&Connection, u16) -> Result<Option<ListData>>,
) -> Result<()> {
    let mut by_series: BTreeMap<u16, Vec<u16>> = BTreeMap::new();
    for (s, t) in lists.into_iter().collect::<std::collections::BTreeSet<_>>() {
        by_series.entry(s).or_default().push(t);
    }
    for (s, tables) in by_series {
        if let &[t] = tables.as_slice() {
            refresh(conn, ev, Scope::Table(s, t))?;
            continue;
        }
        match held(conn, s)? {
            Some(data) => refresh_from(conn, ev, Scope::Series(s), data)?,
            None => refresh(conn, ev, Scope::Series(s))?,
        }
    }
    Ok(())
}

/// Every list result of an event: the stored ones, or (for an event of an older file whose
/// results are not stored yet) computed from the games.
///
/// # Errors
/// A stored game that breaks the event's rules (only when computing); SQLite errors.
pub fn list_results(conn: &Connection, ev: &Event) -> Result<Vec<ListResult>> {
    if results::is_current(conn, ev.id)? {
        Ok(results::all(conn, ev.id)?)
    } else {
        Ok(compute(conn, ev, Scope::Event)?.rows)
    }
}

/// One stored number that differs from the games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Difference {
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// Seat, 1..=4.
    pub seat: u8,
    /// The player's number, as the files name the player (`#id` if unknown).
    pub player_id: String,
    /// Which number: `points`, `won`, `lost`, `opponents_lost`, `total`, `played`,
    /// `findings`, `player` (another player stored at the seat), `missing` (no stored row)
    /// or `extra` (a stored row for a seat nobody sits at).
    pub field: String,
    /// The stored value (empty when missing).
    pub stored: String,
    /// The value computed from the games (empty when extra).
    pub computed: String,
}

/// What [`verify`] found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Verification {
    /// The event.
    pub event: EventId,
    /// Lists (series × table) compared.
    pub lists: usize,
    /// Stored results compared (one per seated player and list).
    pub results: usize,
    /// Every difference; empty when the stored results match the games.
    pub differences: Vec<Difference>,
    /// Whether the stored results were replaced by the computed ones (`repair`).
    pub repaired: bool,
    /// The stored games that break the event's rules: each is left out of its list (which is
    /// compared without it) and named here, so that it can be corrected or deleted (issue 20).
    pub findings: Vec<TableFinding>,
}

/// Recomputes every list of an event from its games and totals and compares the result with
/// what is stored. With `repair`, a difference is mended by storing the computed results.
///
/// # Errors
/// An unknown event; a Schafkopf game the tariff cannot score; SQLite errors.
pub fn verify(store: &mut Store, event: EventId, repair: bool) -> Result<Verification> {
    let ev = super::event(store, event)?;
    let conn = store.conn();
    let Computed {
        rows: computed,
        findings,
    } = compute(conn, &ev, Scope::Event)?;
    let findings = findings
        .into_iter()
        .filter(|f| f.finding.code == STORE_GAME_BREAKS_RULES)
        .collect();
    let stored = results::stored(conn, event)?;
    let current = results::is_current(conn, event)?;
    let numbers = players::numbers(conn)?;
    let differences = differences(&stored, &computed, current, &numbers);
    let repaired = repair && (!differences.is_empty() || !current);
    if repaired {
        let tx = store.transaction()?;
        results::replace(&tx, event, Scope::Event, &computed)?;
        tx.commit().map_err(crate::store::StoreError::from)?;
    }
    Ok(Verification {
        event,
        lists: computed
            .iter()
            .map(|r| (r.series, r.table))
            .collect::<std::collections::BTreeSet<_>>()
            .len(),
        results: computed.len(),
        differences,
        repaired,
        findings,
    })
}

/// Every stored number that differs from the computed one, seat by seat: a seat computed but
/// not stored (`missing`, only when the event's results are stored at all; a blank result of
/// a list without games or totals is never stored), another player stored at a seat, each
/// differing number, and a stored seat nobody sits at (`extra`).
fn differences(
    stored: &[ListResult],
    computed: &[ListResult],
    current: bool,
    numbers: &HashMap<PlayerId, PlayerNo>,
) -> Vec<Difference> {
    let key = |r: &ListResult| (r.series, r.table, r.seat);
    let stored_by: BTreeMap<_, &ListResult> = stored.iter().map(|r| (key(r), r)).collect();
    let computed_by: BTreeMap<_, &ListResult> = computed.iter().map(|r| (key(r), r)).collect();
    let name = |p: PlayerId| super::standings::number_of(numbers, p);
    let mut differences = Vec::new();
    for (k, c) in &computed_by {
        let found = match stored_by.get(k) {
            None if current && !c.is_blank() => {
                vec![("missing", String::new(), c.total.to_string())]
            }
            None => Vec::new(),
            Some(s) if s.player != c.player => vec![("player", name(s.player), name(c.player))],
            Some(s) => differing_numbers(s, c),
        };
        differences.extend(found.into_iter().map(|f| difference(c, f, name(c.player))));
    }
    let extra = stored_by
        .iter()
        .filter(|(k, _)| !computed_by.contains_key(k));
    differences.extend(extra.map(|(_, s)| {
        difference(
            s,
            ("extra", s.total.to_string(), String::new()),
            name(s.player),
        )
    }));
    differences
}

/// The numbers of one seat that differ: (field, stored, computed).
fn differing_numbers(s: &ListResult, c: &ListResult) -> Vec<(&'static str, String, String)> {
    let fields: [(&str, String, String); 7] = [
        ("played", s.played.to_string(), c.played.to_string()),
        ("points", s.points.to_string(), c.points.to_string()),
        ("won", s.won.to_string(), c.won.to_string()),
        ("lost", s.lost.to_string(), c.lost.to_string()),
        (
            "opponents_lost",
            s.opponents_lost.to_string(),
            c.opponents_lost.to_string(),
        ),
        ("total", s.total.to_string(), c.total.to_string()),
        ("findings", s.findings.to_string(), c.findings.to_string()),
    ];
    fields
        .into_iter()
        .filter(|(_, stored, computed)| stored != computed)
        .collect()
}

fn difference(
    at: &ListResult,
    (field, stored, computed): (&str, String, String),
    player_id: String,
) -> Difference {
    Difference {
        series: at.series,
        table: at.table,
        seat: at.seat,
        player_id,
        field: field.into(),
        stored,
        computed,
    }
}
