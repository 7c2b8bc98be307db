//! One table's score sheet (*Spielliste*) for one series: running totals, the foot of the list,
//! the list checks and the table's ranking (RULES.md A.15, B.1–B.4).
//!
//! Pure computation over validated games; reading a sheet from JSON is `crate::json`'s job.

use serde::Serialize;

use super::codes::*;
use super::config::{Rules, TableSize};
use super::money::{Settlement, settle};
use super::record::GameRecord;
use super::refusal::Refusal;
use super::score::{GameResult, score_deal};
use super::seeger::{SeriesTally, gets_table_bonus, list_total};
use super::standings::{Performance, Placing, rank};
use super::variants::{BockRounds, ListStyle};

/// One row of the sheet as entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SheetGame {
    /// Game number on the list, 1-based; the dealer follows from it (B.2.2).
    pub number: usize,
    /// Seat index (0-based, in seat order) of the declarer; `None` for a passed-in deal.
    pub declarer: Option<usize>,
    /// The game.
    pub game: GameRecord,
    /// The list value written on a paper list, if it is being checked (V-11).
    pub written: Option<i32>,
}

/// A score sheet: the players in seat order, who dealt first, and the games in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    table_size: TableSize,
    players: Vec<String>,
    first_dealer: usize,
    games: Vec<SheetGame>,
}

/// A sheet that cannot be computed: a [`Refusal`] with a `sheet.*` code naming the field,
/// the value and the rule (the game, where one is concerned, as the parameter `game`).
pub type InvalidSheet = Refusal;

/// The seat (0-based) that deals game `number` (1-based) at a table of `players` where seat
/// `first_dealer` dealt game 1: the deal passes clockwise, passed deals included (ISkO 3.2.19,
/// 3.3.7; B.2.2). The one home of this rule.
///
/// ```
/// use skatblock_rules::dealer_of;
/// assert_eq!(dealer_of(1, 0, 4), 0);
/// assert_eq!(dealer_of(6, 0, 4), 1);
/// assert_eq!(dealer_of(3, 2, 3), 1);
/// ```
pub const fn dealer_of(number: usize, first_dealer: usize, players: usize) -> usize {
    (first_dealer + number - 1) % players
}

impl Sheet {
    /// A sheet for `players` in seat order at a table of `table_size`.
    ///
    /// # Errors
    /// A player count that does not match the table size, a first dealer who is not seated,
    /// a played game without a seated declarer, or a passed deal with one.
    pub fn new(
        table_size: TableSize,
        players: Vec<String>,
        first_dealer: usize,
        games: Vec<SheetGame>,
    ) -> Result<Sheet, InvalidSheet> {
        let n = table_size.players();
        if players.len() != n {
            return Err(Refusal::new(SHEET_PLAYERS_COUNT)
                .field("players")
                .value(players.len())
                .param("size", n)
                .rule("B.2"));
        }
        if first_dealer >= n {
            return Err(Refusal::new(SHEET_FIRST_DEALER_RANGE)
                .field("first_dealer")
                .value(first_dealer)
                .param("max", n - 1)
                .rule("B.2.2"));
        }
        check_rows(&games, table_size, first_dealer)?;
        Ok(Sheet {
            table_size,
            players,
            first_dealer,
            games,
        })
    }

    /// The dealer of game `number` (1-based): the deal passes clockwise, passed deals included
    /// (ISkO 3.2.19, 3.3.7; B.2.2).
    pub fn dealer(&self, number: usize) -> usize {
        dealer_of(number, self.first_dealer, self.table_size.players())
    }

    /// The players in seat order.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// The table size.
    pub fn table_size(&self) -> TableSize {
        self.table_size
    }

    /// The games in order.
    pub fn games(&self) -> &[SheetGame] {
        &self.games
    }
}

/// Row by row, so the first bad row is the one refused: game numbers rising, the declarer
/// seated where there is one (B.4.2), and a Ramsch entered for the seats of the table (C.3).
fn check_rows(
    games: &[SheetGame],
    table_size: TableSize,
    first_dealer: usize,
) -> Result<(), InvalidSheet> {
    let n = table_size.players();
    let mut previous = 0;
    for (i, row) in games.iter().enumerate() {
        if row.number <= previous {
            return Err(Refusal::new(SHEET_GAME_NUMBER_ORDER)
                .field("number")
                .value(row.number)
                .param("game", i + 1));
        }
        previous = row.number;
        check_declarer(row.number, row, n)?;
        let dealer = dealer_of(row.number, first_dealer, n);
        ramsch_fits_table(&row.game, row.number, table_size, dealer)?;
    }
    Ok(())
}

fn check_declarer(game: usize, row: &SheetGame, n: usize) -> Result<(), InvalidSheet> {
    let refuse = |code| Refusal::new(code).field("declarer").param("game", game);
    match (row.game, row.declarer) {
        (GameRecord::Passed | GameRecord::Ramsch(_), None) => Ok(()),
        (GameRecord::Passed, Some(d)) => Err(refuse(SHEET_DECLARER_PASSED).value(d).rule("A.11.1")),
        (GameRecord::Ramsch(_), Some(d)) => {
            Err(refuse(SHEET_DECLARER_PASSED).value(d).rule("C.3.1"))
        }
        (GameRecord::Played(_), None) => Err(refuse(SHEET_DECLARER_MISSING).rule("B.4.2")),
        (GameRecord::Played(_), Some(d)) if d >= n => Err(refuse(SHEET_DECLARER_RANGE)
            .value(d)
            .param("max", n - 1)
            .rule("B.4.2")),
        (GameRecord::Played(_), Some(_)) => Ok(()),
    }
}

/// A Ramsch has one entry per seat of the table, and at a 4-table none for the dealer, who
/// sits out (C.3). Any other deal fits.
///
/// # Errors
/// `sheet.ramsch.seats` or `sheet.ramsch.dealer`, naming game number `game`.
pub fn ramsch_fits_table(
    record: &GameRecord,
    game: usize,
    size: TableSize,
    dealer: usize,
) -> Result<(), InvalidSheet> {
    let Some(deal) = record.ramsch() else {
        return Ok(());
    };
    if deal.seats() != size.players() {
        return Err(Refusal::new(SHEET_RAMSCH_SEATS)
            .field("ramsch.points")
            .value(deal.seats())
            .param("game", game)
            .param("size", size.players())
            .rule("C.3"));
    }
    if size == TableSize::Four && (deal.points()[dealer] > 0 || deal.tricks()[dealer] > 0) {
        return Err(Refusal::new(SHEET_RAMSCH_DEALER)
            .field(format!("ramsch.points[{dealer}]"))
            .value(deal.points()[dealer])
            .param("game", game)
            .param("seat", dealer + 1)
            .rule("C.3"));
    }
    Ok(())
}

/// One computed row: the game's result and every player's running total after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SheetRow {
    /// Game number, 1-based.
    pub number: usize,
    /// Seat index of the dealer.
    pub dealer: usize,
    /// Seat index of the declarer; `None` when passed.
    pub declarer: Option<usize>,
    /// The game as entered.
    pub game: GameRecord,
    /// Its result.
    #[serde(flatten)]
    pub result: GameResult,
    /// What the deal writes for every seat in the list style: the declarer's score (or each
    /// seat's Ramsch score) times the Bock factor; on a Bierlachs list the minus points.
    pub scores: Vec<i64>,
    /// The Kontra/Re factor times the Bock factor: 1 for a plain game.
    pub multiplier: i64,
    /// Whether the deal lies in a Bock round (C.2).
    pub bock: bool,
    /// Running totals (*Punkte*) of every player after this game (SkWO 6.2.3).
    pub totals: Vec<i64>,
}

/// The foot of the list for one player (A.15.5, B.1.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FootLine {
    /// The player's name.
    pub player: String,
    /// *Summe*: the sum of the player's own game values (the final running total).
    pub sum: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost.
    pub lost: u32,
    /// `won × 50 − lost × 50`.
    pub won_lost_points: i64,
    /// Games the others lost at this table for which this player earns the bonus.
    pub opponents_lost: u32,
    /// `opponents_lost × 40` (3-table) or `× 30` (4-table).
    pub opponents_lost_points: i64,
    /// *Gesamt*: tournament points of the series under Seeger-Fabian, else the sum.
    pub total: i64,
    /// Money (club rules): the net amount in cents, positive receives; `None` without money.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub money_cents: Option<i64>,
}

impl FootLine {
    /// What the player did in the series, the inputs of the total (B.1.3): the line's sum,
    /// own games won and lost, and the others' lost games the player earns the bonus for.
    pub fn tally(&self) -> SeriesTally {
        SeriesTally {
            sum: self.sum,
            won: self.won,
            lost: self.lost,
            opponents_lost: self.opponents_lost,
        }
    }
}

/// A list check that failed (B.4); the sheet is still computed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Finding {
    /// Game numbers are missing between 1 and the last game entered.
    MissingGames {
        /// The missing numbers.
        numbers: Vec<usize>,
    },
    /// The list does not have 36 (3-table) or 48 (4-table) rows (B.4.1).
    WrongGameCount {
        /// Games the series should have.
        expected: u16,
        /// Rows on the list.
        actual: usize,
    },
    /// At a 4-table the dealer sits out, so he cannot be the declarer (B.4.9, V-12).
    DeclarerIsDealer {
        /// Game number.
        game: usize,
        /// Seat index of the dealer.
        seat: usize,
    },
    /// The value written on the list differs from the value the entries give (B.4.8, V-11).
    WrittenValueMismatch {
        /// Game number.
        game: usize,
        /// As written.
        written: i32,
        /// As computed.
        computed: i32,
    },
    /// An overbid charge beyond the declared game's highest value, or an impossible Null
    /// without a replacement game: an arbiter should confirm it (A.9.7, A.10).
    ArbiterReview {
        /// Game number.
        game: usize,
        /// The charged value.
        value: u16,
    },
    /// On a Bierlachs list, the first player whose total reached the limit (C.4). The list
    /// goes on.
    BierlachsLimit {
        /// Game number, 1-based.
        game: usize,
        /// Seat index.
        seat: usize,
        /// Name.
        player: String,
        /// The player's total after that game.
        total: i64,
        /// The limit.
        limit: i64,
    },
}

impl Finding {
    /// The finding as a coded message (`finding.*`), for the catalogue of the reader's
    /// language; `players` names the seats.
    pub fn coded(&self, players: &[String]) -> Refusal {
        let name = |seat: &usize| players.get(*seat).map_or("?", String::as_str).to_string();
        match self {
            Finding::MissingGames { numbers } => missing_games(numbers),
            Finding::WrongGameCount { expected, actual } => Refusal::new(FINDING_WRONG_GAME_COUNT)
                .param("actual", *actual)
                .param("expected", *expected)
                .rule("B.4.1"),
            Finding::DeclarerIsDealer { game, seat } => Refusal::new(FINDING_DECLARER_IS_DEALER)
                .param("game", *game)
                .param("name", name(seat))
                .rule("B.4.9"),
            Finding::WrittenValueMismatch {
                game,
                written,
                computed,
            } => Refusal::new(FINDING_WRITTEN_VALUE_MISMATCH)
                .param("game", *game)
                .param("written", *written)
                .param("computed", *computed)
                .rule("B.4.8"),
            Finding::ArbiterReview { game, value } => Refusal::new(FINDING_ARBITER_REVIEW)
                .param("game", *game)
                .param("value", *value)
                .rule("A.9.7"),
            Finding::BierlachsLimit {
                game,
                seat,
                total,
                limit,
                ..
            } => Refusal::new(FINDING_BIERLACHS_LIMIT)
                .param("game", *game)
                .param("name", name(seat))
                .param("total", *total)
                .param("limit", *limit)
                .rule("C.4"),
        }
    }
}

/// The game numbers missing from a list, coded (B.4.1).
fn missing_games(numbers: &[usize]) -> Refusal {
    let list: Vec<String> = numbers.iter().map(ToString::to_string).collect();
    Refusal::new(FINDING_MISSING_GAMES)
        .param("numbers", list.join(", "))
        .param("count", numbers.len())
        .rule("B.4.1")
}

/// Column sums of the list, for the B.4 cross-checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ColumnSums {
    /// Σ of the *gewonnen* column.
    pub won_column: i64,
    /// Σ of the *verloren* column (written positive).
    pub lost_column: i64,
    /// Σ of what the Ramsch rows write (club rules, C.3), Bock included: with it the list sums
    /// add up to won − lost + Ramsch (B.4.4).
    pub ramsch_column: i64,
    /// Played rows.
    pub played: usize,
    /// Passed rows (a Ramsch is an all-pass deal).
    pub passed: usize,
}

/// A place in the table's ranking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Ranked {
    /// Rank at the table (B.3).
    pub rank: usize,
    /// Seat index.
    pub seat: usize,
    /// Name.
    pub player: String,
    /// Tournament points.
    pub total: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost.
    pub lost: u32,
    /// Tied after every tie-break.
    pub lot_required: bool,
}

/// The finished list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SheetReport {
    /// Table size.
    pub table_size: TableSize,
    /// Players in seat order.
    pub players: Vec<String>,
    /// Points per won game for the declarer (50 under ISkO).
    pub win_bonus: i32,
    /// Points per opponents' lost game at this table (40 / 30 under ISkO).
    pub table_bonus: i32,
    /// What the list writes (Seeger-Fabian under the ISkO).
    pub list_style: ListStyle,
    /// One row per game.
    pub games: Vec<SheetRow>,
    /// One line per player, in seat order.
    pub foot: Vec<FootLine>,
    /// Column sums.
    pub sums: ColumnSums,
    /// Failed list checks.
    pub findings: Vec<Finding>,
    /// The ranking at this table.
    pub ranking: Vec<Ranked>,
    /// Money (club rules): who pays whom, in as few payments as possible.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub settlement: Option<Settlement>,
}

/// The Bock factor of every game number 1..=`games` of a computed list (1 outside Bock
/// rounds): the rounds its rows have queued, as [`compute_sheet`] applies them, so a game not
/// yet entered can be shown as the list will write it.
pub fn bock_factors(report: &SheetReport, rules: &Rules, games: u16) -> Vec<i64> {
    let Some(bock) = &rules.bock else {
        return vec![1; usize::from(games)];
    };
    let mut rounds = BockRounds::new(report.table_size.players(), bock.stack);
    for row in &report.games {
        if bock.triggered_by(&row.game) {
            rounds.trigger(row.number);
        }
    }
    (1..=usize::from(games)).map(|g| rounds.factor(g)).collect()
}

/// Adds up a score sheet (A.15, B.1, B.4) in the list style of `rules`, with Kontra/Re, Bock
/// rounds, Ramsch and money where the club rules play them (part C).
pub fn compute_sheet(sheet: &Sheet, rules: &Rules) -> SheetReport {
    let mut list = RunningList::new(sheet, rules);
    for entry in &sheet.games {
        list.add(entry);
    }
    list.finish()
}

/// A list being added up row by row: every player's tally, the rows and findings so far, the
/// column sums and the Bock rounds queued.
struct RunningList<'a> {
    sheet: &'a Sheet,
    rules: &'a Rules,
    tallies: Vec<SeriesTally>,
    rows: Vec<SheetRow>,
    findings: Vec<Finding>,
    sums: ColumnSums,
    bock: BockRounds,
    /// A Bierlachs list reports only the first player to reach the limit (C.4).
    limit_reached: bool,
}

impl<'a> RunningList<'a> {
    fn new(sheet: &'a Sheet, rules: &'a Rules) -> Self {
        let n = sheet.table_size.players();
        let stack = rules.bock.as_ref().is_some_and(|b| b.stack);
        RunningList {
            sheet,
            rules,
            tallies: vec![SeriesTally::default(); n],
            rows: Vec::with_capacity(sheet.games.len()),
            findings: Vec::new(),
            sums: ColumnSums::default(),
            bock: BockRounds::new(n, stack),
            limit_reached: false,
        }
    }

    /// Scores one deal with the Bock factor in force for it, books it and checks it; a Bock
    /// trigger queues rounds that start after this deal (C.2).
    fn add(&mut self, entry: &SheetGame) {
        let (sheet, rules) = (self.sheet, self.rules);
        let dealer = sheet.dealer(entry.number);
        let sitting_out = (sheet.table_size == TableSize::Four).then_some(dealer);
        let result = score_deal(&entry.game, sitting_out, rules);
        let bock_factor = self.bock.factor(entry.number);
        let scores = seat_scores(sheet, rules, entry, dealer, &result, bock_factor);
        for (tally, score) in self.tallies.iter_mut().zip(&scores) {
            tally.sum += score;
        }
        if let Some(declarer) = entry.declarer {
            book_game(sheet, rules, &mut self.tallies, declarer, dealer, &result);
            self.findings
                .extend(row_findings(sheet, entry, declarer, &result));
        }
        if rules
            .bock
            .as_ref()
            .is_some_and(|b| b.triggered_by(&entry.game))
        {
            self.bock.trigger(entry.number);
        }
        tally_columns(&mut self.sums, &result, bock_factor);
        let totals: Vec<i64> = self.tallies.iter().map(|t| t.sum).collect();
        self.check_bierlachs_limit(entry.number, &totals);
        let kontra = entry.game.played().map_or(1, |g| g.kontra().factor());
        self.rows.push(SheetRow {
            number: entry.number,
            dealer,
            declarer: entry.declarer,
            game: entry.game,
            result,
            scores,
            multiplier: i64::from(kontra) * bock_factor,
            bock: bock_factor > 1,
            totals,
        });
    }

    /// On a Bierlachs list, the first player whose total reaches the limit is a finding (C.4).
    fn check_bierlachs_limit(&mut self, game: usize, totals: &[i64]) {
        if self.rules.list_style != ListStyle::Bierlachs || self.limit_reached {
            return;
        }
        if let Some(finding) = bierlachs_limit(self.sheet, self.rules, game, totals) {
            self.limit_reached = true;
            self.findings.push(finding);
        }
    }

    /// The foot, the money and the ranking; a list of the wrong length is the first finding
    /// (B.4.1).
    fn finish(self) -> SheetReport {
        let (sheet, rules) = (self.sheet, self.rules);
        let mut findings = self.findings;
        if let Some(finding) = wrong_game_count(sheet, rules) {
            findings.insert(0, finding);
        }
        let mut foot = foot_lines(sheet, rules, &self.tallies);
        let settlement = settle_foot(&mut foot, rules);
        let ranking = ranking(sheet, rules, &foot);
        SheetReport {
            table_size: sheet.table_size,
            players: sheet.players.clone(),
            win_bonus: rules.win_bonus,
            table_bonus: rules.table_bonus.get(sheet.table_size),
            list_style: rules.list_style,
            games: self.rows,
            foot,
            sums: self.sums,
            findings,
            ranking,
            settlement,
        }
    }
}

/// A list whose rows are not the games of a series (B.2.1, B.4.1).
fn wrong_game_count(sheet: &Sheet, rules: &Rules) -> Option<Finding> {
    let expected = rules.series_games.get(sheet.table_size);
    (sheet.games.len() != usize::from(expected)).then_some(Finding::WrongGameCount {
        expected,
        actual: sheet.games.len(),
    })
}

/// Money (club rules, C.5): who pays whom for the foot's totals, each line's net amount
/// written into the foot. `None` without money.
fn settle_foot(foot: &mut [FootLine], rules: &Rules) -> Option<Settlement> {
    let money = rules.money?;
    let totals: Vec<i64> = foot.iter().map(|f| f.total).collect();
    let settlement = settle(&totals, money.cents_per_point);
    for (line, cents) in foot.iter_mut().zip(&settlement.net_cents) {
        line.money_cents = Some(*cents);
    }
    Some(settlement)
}

/// What one deal writes for every seat (C.1–C.4): under Seeger-Fabian and classic the
/// declarer's list score, or each seat's Ramsch score; on a Bierlachs list a won game gives each
/// active opponent −value and a lost one the declarer −2 × value (F-6). Kontra/Re are in the
/// result's score; the Bock factor is applied here.
fn seat_scores(
    sheet: &Sheet,
    rules: &Rules,
    entry: &SheetGame,
    dealer: usize,
    result: &GameResult,
    bock_factor: i64,
) -> Vec<i64> {
    let n = sheet.table_size.players();
    let mut scores = vec![0_i64; n];
    if let Some(ramsch) = result.ramsch_scores {
        for (seat, score) in ramsch.get().iter().enumerate().take(n) {
            scores[seat] = i64::from(*score) * bock_factor;
        }
        return scores;
    }
    let (Some(declarer), Some(game)) = (entry.declarer, entry.game.played()) else {
        return scores;
    };
    if rules.list_style != ListStyle::Bierlachs {
        scores[declarer] = i64::from(result.score) * bock_factor;
        return scores;
    }
    let factor = i64::from(game.kontra().factor()) * bock_factor;
    let value = i64::from(result.value) * factor;
    if result.won {
        let sits_out = |seat: usize| sheet.table_size == TableSize::Four && seat == dealer;
        for (seat, score) in scores.iter_mut().enumerate() {
            if seat != declarer && !sits_out(seat) {
                *score = -value;
            }
        }
    } else {
        scores[declarer] = -i64::from(rules.bierlachs_rules().loss_multiplier) * value;
    }
    scores
}

/// The first player whose Bierlachs total reached the limit with game `game`: the lowest total,
/// the first seat on a tie (C.4).
fn bierlachs_limit(sheet: &Sheet, rules: &Rules, game: usize, totals: &[i64]) -> Option<Finding> {
    let limit = rules.bierlachs_rules().limit;
    let (seat, total) = totals
        .iter()
        .enumerate()
        .filter(|(_, total)| **total <= limit)
        .min_by_key(|(seat, total)| (**total, *seat))?;
    Some(Finding::BierlachsLimit {
        game,
        seat,
        player: sheet.players[seat].clone(),
        total: *total,
        limit,
    })
}

/// Books one played game: won or lost, and the opponents' lost game of every other player who
/// is due the table bonus. The scores themselves are booked by the caller.
fn book_game(
    sheet: &Sheet,
    rules: &Rules,
    tallies: &mut [SeriesTally],
    declarer: usize,
    dealer: usize,
    result: &GameResult,
) {
    let own = &mut tallies[declarer];
    if result.won {
        own.won += 1;
        return;
    }
    own.lost += 1;
    for (player, tally) in tallies.iter_mut().enumerate() {
        if gets_table_bonus(player, declarer, dealer, sheet.table_size, rules) {
            tally.opponents_lost += 1;
        }
    }
}

fn row_findings(
    sheet: &Sheet,
    entry: &SheetGame,
    declarer: usize,
    result: &GameResult,
) -> Vec<Finding> {
    let game = entry.number;
    let dealer = sheet.dealer(game);
    let mut findings = Vec::new();
    if sheet.table_size == TableSize::Four && declarer == dealer {
        findings.push(Finding::DeclarerIsDealer { game, seat: dealer });
    }
    if let Some(written) = entry.written.filter(|w| *w != result.score) {
        findings.push(Finding::WrittenValueMismatch {
            game,
            written,
            computed: result.score,
        });
    }
    if result.arbiter_review {
        findings.push(Finding::ArbiterReview {
            game,
            value: result.value,
        });
    }
    findings
}

fn tally_columns(sums: &mut ColumnSums, result: &GameResult, bock_factor: i64) {
    if let Some(scores) = &result.ramsch_scores {
        sums.ramsch_column += scores.get().iter().map(|&s| i64::from(s)).sum::<i64>() * bock_factor;
    }
    if result.passed || result.ramsch_scores.is_some() {
        sums.passed += 1;
        return;
    }
    sums.played += 1;
    let score = i64::from(result.score) * bock_factor;
    if result.won {
        sums.won_column += score;
    } else {
        sums.lost_column -= score;
    }
}

fn foot_lines(sheet: &Sheet, rules: &Rules, tallies: &[SeriesTally]) -> Vec<FootLine> {
    let foot_line = |(player, t): (&String, &SeriesTally)| {
        let total = list_total(t, sheet.table_size, rules);
        FootLine {
            player: player.clone(),
            sum: t.sum,
            won: t.won,
            lost: t.lost,
            won_lost_points: total.won_lost_points,
            opponents_lost: t.opponents_lost,
            opponents_lost_points: total.opponents_lost_points,
            total: total.total,
            money_cents: None,
        }
    };
    sheet.players.iter().zip(tallies).map(foot_line).collect()
}

fn ranking(sheet: &Sheet, rules: &Rules, foot: &[FootLine]) -> Vec<Ranked> {
    let performances: Vec<Performance> = foot
        .iter()
        .map(|f| Performance {
            total: f.total,
            won: f.won,
            lost: f.lost,
        })
        .collect();
    rank(&performances, &rules.tie_break)
        .into_iter()
        .map(
            |Placing {
                 index,
                 rank,
                 lot_required,
             }| Ranked {
                rank,
                seat: index,
                player: sheet.players[index].clone(),
                total: foot[index].total,
                won: foot[index].won,
                lost: foot[index].lost,
                lot_required,
            },
        )
        .collect()
}
