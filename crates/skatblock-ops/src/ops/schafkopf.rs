//! Schafkopf events in the app (issue 11): the tariff presets, an event's tariff, one table's
//! list, and a game scored while it is typed, entered, corrected or deleted. The games are the
//! engine's (`skatblock-schafkopf`); here they are read from the entry form and named.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use ts_rs::TS;

use super::{Result, StandingsInput, TableInput};
use crate::event::{self, Scorer};
use crate::rules::{Refusal, dealer_of};
use crate::schafkopf::{Game, Outcome, SheetReport, Tariff, game_of, score, unknown_tariff};
use crate::store::games::GameKey;
use crate::store::{self, EventId, PlayerId, Store};

/// The game an event is played in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum CardGame {
    /// Skat, under the event's rules.
    #[default]
    Skat,
    /// Bavarian Schafkopf, under the event's tariff.
    Schafkopf,
}

/// A tariff with the name of its preset (none for a custom tariff).
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct TariffDto {
    /// `BSV_10_50`, `TOURNAMENT_A1`, or none.
    pub name: Option<String>,
    /// The amounts.
    pub tariff: Tariff,
}

/// One Schafkopf game as the entry form has it: seats 0..=3 of the table; `game` is `None`
/// for a passed deal. The fields are those of `skatblock schafkopf score`, except that a
/// Ramsch's four card points and tricks are `ramsch_points` and `ramsch_tricks`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SchafkopfGameInput {
    /// `rufspiel`, `solo`, `wenz`, `farbwenz`, `geier`, `bettel`, `sie`, `ramsch`; none for a
    /// passed deal.
    pub game: Option<String>,
    /// The declarer's seat.
    #[serde(default)]
    pub declarer: Option<u16>,
    /// The partner's seat (Rufspiel).
    #[serde(default)]
    pub partner: Option<u16>,
    /// The called Ace's suit (Rufspiel).
    #[serde(default)]
    pub called: Option<String>,
    /// The trump suit (Solo, Farbwenz).
    #[serde(default)]
    pub suit: Option<String>,
    /// The declaring party's card points.
    #[serde(default)]
    pub points: Option<u16>,
    /// The declaring party's tricks, where they decide.
    #[serde(default)]
    pub tricks: Option<u16>,
    /// Laufende (mit or ohne).
    #[serde(default)]
    pub laufende: u16,
    /// Tout announced.
    #[serde(default)]
    pub tout: bool,
    /// Klopfer.
    #[serde(default)]
    pub klopfer: u16,
    /// 0, 1 Kontra (Stoß), 2 Re (Retour).
    #[serde(default)]
    pub kontra: u16,
    /// Bock levels.
    #[serde(default)]
    pub bock: u16,
    /// A Ramsch's card points per seat.
    #[serde(default)]
    pub ramsch_points: Option<Vec<u16>>,
    /// A Ramsch's tricks per seat.
    #[serde(default)]
    pub ramsch_tricks: Option<Vec<u16>>,
}

impl SchafkopfGameInput {
    /// The game as the engine reads it, with the engine's refusals (unknown game or suit,
    /// numbers out of range).
    ///
    /// # Errors
    /// The field that does not read.
    pub fn game(&self) -> Result<Game, Refusal> {
        let mut object = Map::new();
        match &self.game {
            None => {
                object.insert("passed".into(), true.into());
            }
            Some(name) => {
                object.insert("game".into(), name.as_str().into());
            }
        }
        let mut put = |key: &str, value: Option<Value>| {
            if let Some(value) = value {
                object.insert(key.into(), value);
            }
        };
        put("declarer", self.declarer.map(Value::from));
        put("partner", self.partner.map(Value::from));
        put("called", self.called.as_deref().map(Value::from));
        put("suit", self.suit.as_deref().map(Value::from));
        put("points", self.points.map(Value::from));
        put("tricks", self.tricks.map(Value::from));
        put("points", self.ramsch_points.clone().map(Value::from));
        put("tricks", self.ramsch_tricks.clone().map(Value::from));
        put("laufende", Some(self.laufende.into()));
        put("tout", Some(self.tout.into()));
        put("klopfer", Some(self.klopfer.into()));
        put("kontra", Some(self.kontra.into()));
        put("bock", Some(self.bock.into()));
        game_of(&Value::Object(object))
    }
}

impl From<&Game> for SchafkopfGameInput {
    fn from(game: &Game) -> SchafkopfGameInput {
        SchafkopfGameInput {
            game: game.kind.map(|k| k.name().to_string()),
            declarer: game.declarer,
            partner: game.partner,
            called: game.called.map(|s| s.name().to_string()),
            suit: game.suit.map(|s| s.name().to_string()),
            points: game.points,
            tricks: game.tricks,
            laufende: game.laufende,
            tout: game.tout,
            klopfer: game.klopfer,
            kontra: game.kontra,
            bock: game.bock,
            ramsch_points: game.ramsch_points.clone(),
            ramsch_tricks: game.ramsch_tricks.clone(),
        }
    }
}

/// `score_schafkopf`: a game scored under an event's tariff while it is typed.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct SchafkopfScoreInput {
    /// The event whose tariff applies.
    pub event: EventId,
    /// The game.
    pub game: SchafkopfGameInput,
}

/// One Schafkopf game to enter or correct.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct SchafkopfEntryInput {
    /// Event id.
    pub event: EventId,
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// Game number.
    pub game: u16,
    /// The game.
    pub record: SchafkopfGameInput,
    /// Correct the stored game instead of entering a new one.
    #[serde(default)]
    pub correct: bool,
    /// The version of the game the correction was made on (`SchafkopfSheetDto.versions`); a
    /// correction of a game changed since (at a table's phone) is refused as a conflict.
    #[serde(default)]
    pub base_version: Option<u64>,
}

/// A Schafkopf table's list as the entry screen shows it.
#[derive(Debug, Serialize, TS)]
pub struct SchafkopfSheetDto {
    /// Player ids in seat order (seat 1 deals game 1).
    pub player_ids: Vec<PlayerId>,
    /// Games of a series.
    pub games: u16,
    /// The seat (0-based) that deals each game number, game 1 first.
    pub dealers: Vec<u8>,
    /// The computed list: rows with amounts and running totals, the foot and the ranking.
    pub report: SheetReport,
    /// The stored games in the order of the rows, as the entry form has them.
    pub entries: Vec<SchafkopfGameInput>,
    /// Each row's game as the lists say it, coded (`describe.schafkopf`), in the order of the
    /// rows: the game alone, the players and the doublings have columns of their own.
    pub descriptions: Vec<Refusal>,
    /// The list checks, coded.
    pub findings: Vec<Refusal>,
    /// The event's tariff.
    pub tariff: Tariff,
    /// The version of each stored game, as `report.games` lists them.
    pub versions: Vec<u64>,
}

/// The rules a new Schafkopf event starts with: 4-tables, series of 32 games (RULES.md D).
pub fn schafkopf_default_rules() -> crate::rules::Rules {
    event::schafkopf::default_rules()
}

/// A row's game as the sheet says it: the game alone.
fn row_description(game: &Game) -> Refusal {
    crate::i18n::schafkopf_description(game, crate::i18n::SchafkopfDetails::default())
}

/// The tariff presets of RULES.md D.3/D.4, by name.
pub fn tariff_presets() -> Vec<TariffDto> {
    Tariff::PRESETS
        .iter()
        .filter_map(|name| {
            Tariff::preset(name).map(|tariff| TariffDto {
                name: Some((*name).to_string()),
                tariff,
            })
        })
        .collect()
}

/// The tariff the event form chose: a preset by name, or the custom tariff; BSV 10/50 when
/// neither is given (as `event create --game schafkopf`).
///
/// # Errors
/// An unknown preset name; a tariff out of range.
pub fn chosen_tariff(
    name: Option<&str>,
    custom: Option<&Tariff>,
) -> Result<(Tariff, Option<String>), Refusal> {
    let (tariff, name) = match (custom, name.filter(|n| !n.is_empty())) {
        (Some(tariff), _) => (*tariff, None),
        (None, Some(name)) => (
            Tariff::preset(name).ok_or_else(|| unknown_tariff(name))?,
            Some(name.to_string()),
        ),
        (None, None) => (Tariff::bsv_10_50(), Some("BSV_10_50".to_string())),
    };
    tariff.check()?;
    Ok((tariff, name))
}

/// The tariff of an event; none for a Skat event.
///
/// # Errors
/// An unknown event.
pub fn event_tariff(store: &Store, input: StandingsInput) -> Result<Option<TariffDto>> {
    event::event(store, input.event)?;
    Ok(store::schafkopf::tariff(store.conn(), input.event)?
        .map(|(tariff, name)| TariffDto { name, tariff }))
}

/// Scores one game while it is typed, under the event's tariff.
///
/// # Errors
/// A Skat event; the rule the game breaks.
pub fn score_schafkopf(store: &Store, input: SchafkopfScoreInput) -> Result<Outcome> {
    let tariff = event::schafkopf::require_tariff(store.conn(), input.event)?;
    Ok(score(&input.game.game()?, &tariff)?)
}

/// Enters (or corrects) one Schafkopf game by `by`: one transaction, one audit entry.
///
/// # Errors
/// A Skat event; the rule the game breaks; a game that does not fit the seating; one already
/// entered (or, for a correction, none stored).
pub fn save_schafkopf_game(
    store: &mut Store,
    input: SchafkopfEntryInput,
    by: Scorer,
) -> Result<Outcome> {
    let key = GameKey {
        series: input.series,
        table: input.table,
        game: input.game,
    };
    let game = input.record.game()?;
    Ok(event::schafkopf::save_game(
        store,
        input.event,
        key,
        &game,
        input.correct,
        input.base_version,
        by,
    )?)
}

/// The list of one Schafkopf table: every stored game with its amounts and running totals, the
/// foot, the checks and the ranking.
///
/// # Errors
/// A Skat event; an unknown series or table.
pub fn schafkopf_sheet(store: &Store, input: TableInput) -> Result<SchafkopfSheetDto> {
    let ev = event::event(store, input.event)?;
    let tariff = event::schafkopf::require_tariff(store.conn(), input.event)?;
    let list = event::schafkopf::table_list(store, input.event, input.series, input.table)?;
    let games = ev.rules.series_games.four;
    let dealers = (1..=usize::from(games))
        .map(|g| dealer_of(g, 0, 4) as u8)
        .collect();
    let findings = (list.report.findings.iter().map(|f| f.coded()))
        .chain(list.broken.iter().map(|f| f.finding.clone()))
        .collect();
    let versions = super::versions_of(store, input, list.report.games.iter().map(|g| g.number))?;
    Ok(SchafkopfSheetDto {
        versions,
        player_ids: list.players,
        games,
        dealers,
        entries: list.games.iter().map(SchafkopfGameInput::from).collect(),
        descriptions: list.games.iter().map(row_description).collect(),
        report: list.report,
        findings,
        tariff,
    })
}
