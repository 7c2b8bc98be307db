//! The match-day package: what a host desk uploads to the association server for one match
//! day of a group — the seating of every series, each list's games (or its totals), the
//! results the desk computed, the hub's signatures — and its check: the server re-scores
//! every list with the rules engine and refuses a package whose results do not follow from
//! its games, whose id does not match its content, or whose shape is broken.
//!
//! The id is the hex SHA-256 of the package without `package_id`, written with sorted keys,
//! no spaces, UTF-8 ([`package_id`]); the desk and the server compute it the same way.

use std::collections::{BTreeMap, HashSet};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use skatblock_rules::{
    FootLine, Refusal, Rules, SeriesTally, Sheet, TableSize, compute_sheet, list_total,
};

/// The codes of a package's refusals.
pub mod codes {
    skatblock_rules::codes! {
        /// A body that is not JSON; params `line`, `column`.
        PACKAGE_NOT_JSON = "package.not-json";
        /// A field missing or of the wrong type; param `detail` (the parser's words).
        PACKAGE_SHAPE = "package.shape";
        /// `package_id` is not the hash of the content; param `expected`.
        PACKAGE_ID_MISMATCH = "package.id.mismatch";
        /// `date` is not YYYY-MM-DD.
        PACKAGE_DATE = "package.date";
        /// A match day below 1.
        PACKAGE_DAY = "package.day";
        /// A package without any series.
        PACKAGE_EMPTY = "package.empty";
        /// A series number outside 1..=99 or given twice.
        PACKAGE_SERIES_NUMBER = "package.series.number";
        /// A table number below 1 or given twice in a series.
        PACKAGE_TABLE_NUMBER = "package.table.number";
        /// A table of other than 3 or 4 seats, or seats not numbered 1..=n.
        PACKAGE_SEATS = "package.seats";
        /// A player seated twice in one series; param `series`.
        PACKAGE_PLAYER_TWICE = "package.player.twice";
        /// A list with both games and totals, or neither.
        PACKAGE_LIST_EMPTY = "package.list.empty";
        /// Totals or results that do not name exactly the table's seated players.
        PACKAGE_ROWS_SEATS = "package.rows.seats";
        /// A result that does not follow from the list; param `expected`.
        PACKAGE_RESULT_MISMATCH = "package.result.mismatch";
    }
}

use codes::*;

/// A match-day package as uploaded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Package {
    /// Hex SHA-256 of the rest ([`package_id`]).
    pub package_id: String,
    /// The server's league id.
    pub league: i64,
    /// The group's name.
    pub group: String,
    /// The match day's number.
    pub day: u16,
    /// The date played, YYYY-MM-DD.
    pub date: String,
    /// Where it was played.
    #[serde(default)]
    pub venue: String,
    /// The series in order.
    pub series: Vec<PackageSeries>,
}

/// One series of a package.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PackageSeries {
    /// The series' number, 1-based.
    pub series: u16,
    /// Its tables.
    pub tables: Vec<PackageTable>,
}

/// One table's list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PackageTable {
    /// The table's number, 1-based.
    pub table: u16,
    /// The seat (0-based, in seat order) that dealt the first game; 0 when not given.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub first_dealer: usize,
    /// Who sat where.
    pub seats: Vec<Seat>,
    /// The list's games as the desk's sheet rows (a game record plus `declarer`, the 0-based
    /// seat index in seat order), in order; absent for a list entered as totals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub games: Option<Vec<Value>>,
    /// The list's totals as added up at the table; absent for a list with games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub totals: Option<Vec<TotalsLine>>,
    /// Each seated player's series result as the desk computed it.
    pub results: Vec<PlayerResult>,
    /// The table's signature on the hub (who signed, when), if it signed.
    #[serde(default)]
    pub signature: Option<Value>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// A seat of a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The seat, 1-based.
    pub seat: u8,
    /// The player's number in the league's rosters.
    pub player_id: String,
}

/// A player's sums of a list entered as totals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TotalsLine {
    /// The player's number.
    pub player_id: String,
    /// Sum of the list values of the player's own games.
    pub points: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost.
    pub lost: u32,
}

/// A player's series result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerResult {
    /// The player's number.
    pub player_id: String,
    /// The series total (Seeger-Fabian).
    pub total: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost.
    pub lost: u32,
}

/// The hex SHA-256 of `package` without its `package_id`, written with sorted keys and no
/// spaces (the package's id).
pub fn package_id(package: &Value) -> String {
    let mut text = String::new();
    match package {
        Value::Object(map) => {
            let rest: serde_json::Map<String, Value> = map
                .iter()
                .filter(|(k, _)| k.as_str() != "package_id")
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            canonical(&Value::Object(rest), &mut text);
        }
        other => canonical(other, &mut text),
    }
    let digest = Sha256::digest(text.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// `value` as JSON with every object's keys sorted and no spaces.
pub fn canonical(value: &Value, out: &mut String) {
    match value {
        Value::Object(map) => {
            let sorted: BTreeMap<&String, &Value> = map.iter().collect();
            out.push('{');
            for (i, (k, v)) in sorted.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(k.clone()).to_string());
                out.push(':');
                canonical(v, out);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, v) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                canonical(v, out);
            }
            out.push(']');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

/// A package as the desk sends it: `package` with its id set from its content.
///
/// # Panics
/// Never: a package always serialises.
pub fn sealed(mut package: Package) -> (Package, Value) {
    package.package_id = String::new();
    let mut value = serde_json::to_value(&package).expect("a package serialises");
    let id = package_id(&value);
    value["package_id"] = Value::String(id.clone());
    package.package_id = id;
    (package, value)
}

/// One player's checked series result: where they sat and what they scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scored {
    /// The series.
    pub series: u16,
    /// The table.
    pub table: u16,
    /// The player's number.
    pub player_id: String,
    /// The series total.
    pub total: i64,
}

/// Reads a package from its body: JSON of the package's shape whose id matches its content.
///
/// # Errors
/// Not JSON, a field missing or mistyped, an id that is not the content's hash.
pub fn parse(body: &[u8]) -> Result<(Package, Value), Refusal> {
    let value: Value = serde_json::from_slice(body).map_err(|e| {
        Refusal::new(PACKAGE_NOT_JSON)
            .param("line", e.line())
            .param("column", e.column())
    })?;
    let package = Package::deserialize(&value).map_err(|e| {
        Refusal::new(PACKAGE_SHAPE)
            .field("package")
            .param("detail", e.to_string())
    })?;
    let expected = package_id(&value);
    if package.package_id != expected {
        return Err(Refusal::new(PACKAGE_ID_MISMATCH)
            .field("package_id")
            .value(&package.package_id)
            .param("expected", expected));
    }
    Ok((package, value))
}

/// Checks a package's structure and re-scores every list under `rules`: every result must
/// follow from its list's games (or totals). Returns each seated player's series total.
///
/// # Errors
/// Every problem found, each naming its field (`series[0].tables[1].results[2].total`).
pub fn verify(package: &Package, rules: &Rules) -> Result<Vec<Scored>, Vec<Refusal>> {
    let mut errors = Vec::new();
    if !valid_date(&package.date) {
        errors.push(
            Refusal::new(PACKAGE_DATE)
                .field("date")
                .value(&package.date),
        );
    }
    if package.day == 0 {
        errors.push(Refusal::new(PACKAGE_DAY).field("day").value(package.day));
    }
    if package.series.is_empty() {
        errors.push(Refusal::new(PACKAGE_EMPTY).field("series"));
    }
    let mut scored = Vec::new();
    let mut numbers = HashSet::new();
    for (s, series) in package.series.iter().enumerate() {
        let at = format!("series[{s}]");
        if !(1..=99).contains(&series.series) || !numbers.insert(series.series) {
            errors.push(
                Refusal::new(PACKAGE_SERIES_NUMBER)
                    .field(format!("{at}.series"))
                    .value(series.series),
            );
        }
        verify_series(series, &at, rules, &mut scored, &mut errors);
    }
    if errors.is_empty() {
        Ok(scored)
    } else {
        Err(errors)
    }
}

fn verify_series(
    series: &PackageSeries,
    at: &str,
    rules: &Rules,
    scored: &mut Vec<Scored>,
    errors: &mut Vec<Refusal>,
) {
    let mut tables = HashSet::new();
    let mut seated = HashSet::new();
    for (t, table) in series.tables.iter().enumerate() {
        let at = format!("{at}.tables[{t}]");
        if table.table == 0 || !tables.insert(table.table) {
            errors.push(
                Refusal::new(PACKAGE_TABLE_NUMBER)
                    .field(format!("{at}.table"))
                    .value(table.table),
            );
        }
        for (i, seat) in table.seats.iter().enumerate() {
            if !seated.insert(seat.player_id.as_str()) {
                errors.push(
                    Refusal::new(PACKAGE_PLAYER_TWICE)
                        .field(format!("{at}.seats[{i}].player_id"))
                        .value(&seat.player_id)
                        .param("series", i64::from(series.series))
                        .rule("B.2"),
                );
            }
        }
        match verify_table(table, &at, rules) {
            Ok(results) => scored.extend(results.into_iter().map(|(player_id, total)| Scored {
                series: series.series,
                table: table.table,
                player_id,
                total,
            })),
            Err(mut e) => errors.append(&mut e),
        }
    }
}

/// The seated players of a table in seat order, when its seats are 3 or 4 numbered 1..=n.
fn seat_order(table: &PackageTable, at: &str) -> Result<(TableSize, Vec<String>), Refusal> {
    let mut seats: Vec<&Seat> = table.seats.iter().collect();
    seats.sort_by_key(|s| s.seat);
    let numbered = seats
        .iter()
        .enumerate()
        .all(|(i, s)| usize::from(s.seat) == i + 1);
    let refuse = || {
        let list: Vec<String> = table.seats.iter().map(|s| s.seat.to_string()).collect();
        Refusal::new(PACKAGE_SEATS)
            .field(format!("{at}.seats"))
            .value(list.join(","))
            .rule("B.2")
    };
    let size = TableSize::for_players(seats.len()).map_err(|_| refuse())?;
    if !numbered {
        return Err(refuse());
    }
    Ok((size, seats.iter().map(|s| s.player_id.clone()).collect()))
}

/// Re-scores one table: each seated player's (number, total), if its results follow.
fn verify_table(
    table: &PackageTable,
    at: &str,
    rules: &Rules,
) -> Result<Vec<(String, i64)>, Vec<Refusal>> {
    let expected = scored_table(table, at, rules)?;
    compare_results(&table.results, &expected, at)?;
    Ok(expected
        .into_iter()
        .map(|r| (r.player_id, r.total))
        .collect())
}

/// What a table's list gives each seated player, in seat order: the results a desk puts in
/// its package, as the rules engine computes them from the games (or totals) under `rules`.
///
/// # Errors
/// Seats that are not 3 or 4 numbered from 1; a bad game; totals that do not name exactly
/// the seated players; neither games nor totals.
pub fn table_results(
    table: &PackageTable,
    rules: &Rules,
) -> Result<Vec<PlayerResult>, Vec<Refusal>> {
    scored_table(table, "table", rules)
}

fn scored_table(
    table: &PackageTable,
    at: &str,
    rules: &Rules,
) -> Result<Vec<PlayerResult>, Vec<Refusal>> {
    let (size, players) = seat_order(table, at).map_err(|e| vec![e])?;
    let tallies = match (&table.games, &table.totals) {
        (Some(games), None) => games_tallies(games, size, &players, table.first_dealer, rules)
            .map_err(|e| in_list(e, &format!("{at}.games")))?,
        (None, Some(totals)) => totals_tallies(totals, &players)
            .ok_or_else(|| vec![rows_refusal(&format!("{at}.totals"), totals.len())])?,
        _ => {
            return Err(vec![
                Refusal::new(PACKAGE_LIST_EMPTY).field(format!("{at}.games")),
            ]);
        }
    };
    Ok(players
        .into_iter()
        .zip(&tallies)
        .map(|(player_id, t)| PlayerResult {
            player_id,
            total: list_total(t, size, rules).total,
            won: t.won,
            lost: t.lost,
        })
        .collect())
}

/// Game refusals with the list's path before their field.
fn in_list(errors: Vec<Refusal>, at: &str) -> Vec<Refusal> {
    errors
        .into_iter()
        .map(|mut e| {
            let field = e
                .field
                .take()
                .map_or(at.to_string(), |f| format!("{at}.{f}"));
            e.field(field)
        })
        .collect()
}

/// A table's tallies from its games: the desk's sheet, computed by the rules engine.
fn games_tallies(
    games: &[Value],
    size: TableSize,
    players: &[String],
    first_dealer: usize,
    rules: &Rules,
) -> Result<Vec<SeriesTally>, Vec<Refusal>> {
    let mut errors = Vec::new();
    let mut rows = Vec::with_capacity(games.len());
    for (i, game) in games.iter().enumerate() {
        match crate::json::parse_row(i + 1, game.clone(), rules) {
            Ok(row) => rows.push(row),
            Err(e) => errors.push(e.param("game", i + 1)),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let sheet = Sheet::new(size, players.to_vec(), first_dealer, rows).map_err(|e| vec![e])?;
    Ok(compute_sheet(&sheet, rules)
        .foot
        .iter()
        .map(FootLine::tally)
        .collect())
}

/// A table's tallies from its totals, in seat order; `None` unless every seated player has
/// exactly one line.
pub fn totals_tallies(totals: &[TotalsLine], players: &[String]) -> Option<Vec<SeriesTally>> {
    if totals.len() != players.len() {
        return None;
    }
    let lines: Vec<Option<(i64, u32, u32)>> = players
        .iter()
        .map(|p| {
            let t = totals.iter().find(|t| &t.player_id == p)?;
            Some((t.points, t.won, t.lost))
        })
        .collect();
    lines
        .iter()
        .all(Option::is_some)
        .then(|| tally_totals(&lines))
}

/// The tallies of a table entered as totals — each seat's (sum, won, lost), or `None` for a
/// seat without a line: the opponents' lost games are the table's losses minus the player's
/// own (B.1.3). The desk and the server count totals here.
pub fn tally_totals(lines: &[Option<(i64, u32, u32)>]) -> Vec<SeriesTally> {
    let table_lost: u32 = lines.iter().flatten().map(|t| t.2).sum();
    lines
        .iter()
        .map(|line| match line {
            Some((sum, won, lost)) => SeriesTally {
                sum: *sum,
                won: *won,
                lost: *lost,
                opponents_lost: table_lost - lost,
            },
            None => SeriesTally::default(),
        })
        .collect()
}

fn rows_refusal(field: &str, count: usize) -> Refusal {
    Refusal::new(PACKAGE_ROWS_SEATS).field(field).value(count)
}

/// The desk's results against the engine's: one per seated player, each equal.
fn compare_results(
    results: &[PlayerResult],
    expected: &[PlayerResult],
    at: &str,
) -> Result<(), Vec<Refusal>> {
    if results.len() != expected.len() {
        return Err(vec![rows_refusal(&format!("{at}.results"), results.len())]);
    }
    let mut errors = Vec::new();
    for (i, r) in results.iter().enumerate() {
        let Some(want) = expected.iter().find(|e| e.player_id == r.player_id) else {
            errors.push(rows_refusal(
                &format!("{at}.results[{i}].player_id"),
                results.len(),
            ));
            continue;
        };
        for (field, given, want) in [
            ("total", r.total, want.total),
            ("won", i64::from(r.won), i64::from(want.won)),
            ("lost", i64::from(r.lost), i64::from(want.lost)),
        ] {
            if given != want {
                errors.push(
                    Refusal::new(PACKAGE_RESULT_MISMATCH)
                        .field(format!("{at}.results[{i}].{field}"))
                        .value(given)
                        .param("expected", want)
                        .param("player", r.player_id.clone())
                        .rule("B.1.3"),
                );
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Whether `date` is a calendar date written YYYY-MM-DD.
fn valid_date(date: &str) -> bool {
    let parts: Vec<&str> = date.split('-').collect();
    let [y, m, d] = parts.as_slice() else {
        return false;
    };
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
        return false;
    }
    let (y, m, d): (u32, u32, u32) = (
        y.parse().unwrap_or(0),
        m.parse().unwrap_or(0),
        d.parse().unwrap_or(0),
    );
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&d)
}

#[cfg(test)]
mod tests;
