//! The types of the operations layer: what the app, the CLI and the hub send and receive.
//! Each derives `ts_rs::TS`, so the UI's types are generated from these (`ui/src/lib/bindings.ts`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::rules::Refusal;
use crate::store::{EventId, PlayerId};

/// Which printed list.
#[derive(Debug, Clone, Copy, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ReportKind {
    /// The standings (all series without a series).
    Standings,
    /// The seating list of a series.
    Seating,
    /// The pre-filled score sheets of a series (or of one table).
    Sheets,
    /// The finished list of one table, with its games and checks.
    Sheet,
}

/// `open_database`: a file, or the default data file.
#[derive(Debug, Deserialize, TS)]
pub struct OpenInput {
    /// The file; `None` opens the default one.
    pub path: Option<String>,
}

/// An open database.
#[derive(Debug, Serialize, TS)]
pub struct DatabaseInfo {
    /// Its file.
    pub path: String,
    /// Recently opened files, newest first (this one included).
    pub recent: Vec<String>,
    /// Its events, newest first.
    pub events: Vec<EventSummary>,
}

/// One line of the event list.
#[derive(Debug, Serialize, TS)]
pub struct EventSummary {
    /// Id.
    pub id: EventId,
    /// Date, YYYY-MM-DD.
    pub date: String,
    /// Name.
    pub name: String,
    /// Skat or Schafkopf.
    pub game: super::CardGame,
}

/// `standings`.
#[derive(Debug, Deserialize, TS)]
pub struct StandingsInput {
    /// Event id.
    pub event: EventId,
    /// One series, or the event.
    pub series: Option<u16>,
}

/// `score_game`: the game fields as the entry form has them, scored under the event's rules.
#[derive(Debug, Deserialize, TS)]
pub struct ScoreInput {
    /// The event whose rules apply; ISkO defaults without one.
    #[serde(default)]
    pub event: Option<EventId>,
    /// The game in the JSON form of DESIGN.md.
    pub game: crate::rules::GameInput,
}

/// A player as the registry screen shows it.
#[derive(Debug, Serialize, TS)]
pub struct PlayerDto {
    /// Internal id (what the other commands take).
    pub id: PlayerId,
    /// The club's number for the player, as the screen shows it.
    pub number: String,
    /// First name.
    pub first_name: String,
    /// Last name.
    pub last_name: String,
    /// Club, or "".
    pub club: String,
    /// Membership number, or "".
    pub membership_no: String,
    /// Drawn for new events.
    pub active: bool,
    /// Sex (`f`, `m`, `d`), `null` when unknown.
    pub sex: Option<crate::store::Sex>,
    /// Year of birth, `null` when unknown.
    pub birth_year: Option<u16>,
}

impl From<crate::store::Player> for PlayerDto {
    fn from(p: crate::store::Player) -> Self {
        PlayerDto {
            id: p.id,
            number: p.number.to_string(),
            first_name: p.first_name,
            last_name: p.last_name,
            club: p.club.unwrap_or_default(),
            membership_no: p.membership_no.unwrap_or_default(),
            active: p.active,
            sex: p.sex,
            birth_year: p.birth_year,
        }
    }
}

/// The player form: add (no id) or edit (with id).
#[derive(Debug, Deserialize, TS)]
pub struct PlayerInput {
    /// The player to change; `None` adds one.
    pub id: Option<PlayerId>,
    /// The club's number; "" takes the next free one (add) or keeps it (edit).
    #[serde(default)]
    pub number: String,
    /// First name.
    pub first_name: String,
    /// Last name.
    pub last_name: String,
    /// Club, "" for none.
    #[serde(default)]
    pub club: String,
    /// Membership number, "" for none.
    #[serde(default)]
    pub membership_no: String,
    /// Sex as typed: `f` (or `w`), `m`, `d`; "" for unknown.
    #[serde(default)]
    pub sex: String,
    /// Year of birth as typed (four digits); "" for unknown.
    #[serde(default)]
    pub birth_year: String,
}

/// A form's attribute read by `read` (the import's reading), its refusal at `field` with the
/// text as the form sent it.
fn attribute<T>(
    field: &str,
    text: &str,
    read: impl FnOnce(&str) -> Result<T, Refusal>,
) -> Result<T, Refusal> {
    read(text).map_err(|r| r.field(field).value(format!("{text:?}")))
}

impl TryFrom<PlayerInput> for crate::store::NewPlayer {
    type Error = Refusal;
    fn try_from(p: PlayerInput) -> Result<Self, Refusal> {
        let number = match p.number.trim() {
            "" => None,
            text => Some(crate::store::PlayerNo::new(text).map_err(|_| {
                Refusal::new(crate::event::players_codes::PLAYER_NUMBER_INVALID)
                    .field("number")
                    .value(format!("{text:?}"))
            })?),
        };
        Ok(crate::store::NewPlayer {
            number,
            first_name: p.first_name,
            last_name: p.last_name,
            club: Some(p.club),
            membership_no: Some(p.membership_no),
            sex: attribute("sex", &p.sex, crate::event::sex_of)?,
            birth_year: attribute("birth_year", &p.birth_year, |t| {
                crate::event::birth_year_of(t, crate::event::this_year())
            })?,
        })
    }
}

/// `set_player_active`.
#[derive(Debug, Deserialize, TS)]
pub struct ActiveInput {
    /// Player id.
    pub id: PlayerId,
    /// Active or not.
    pub active: bool,
}

/// `import_players`: a CSV file chosen in the open dialog.
#[derive(Debug, Deserialize, TS)]
pub struct ImportInput {
    /// The file.
    pub path: String,
}

/// `import_players_mapped`: the file of the preview and the columns as the user confirmed them.
#[derive(Debug, Deserialize, TS)]
pub struct ImportMappingInput {
    /// The file.
    pub path: String,
    /// Whether the first row is a header (not imported).
    pub header: bool,
    /// For each column of the file, the registry column (`first_name`, …) or `null`: dropped.
    pub columns: Vec<Option<String>>,
}

/// A player file before anything is stored: what the import preview shows (issue 21).
#[derive(Debug, Serialize, TS)]
pub struct ImportPreview {
    /// The separator detected: `;` or `,`.
    pub separator: String,
    /// Whether the first row is a header (it names a registry column).
    pub header: bool,
    /// The file's columns, in order.
    pub columns: Vec<ImportColumn>,
    /// The first data rows as the file has them.
    pub rows: Vec<PreviewRow>,
    /// How many data rows the file has.
    pub total: usize,
    /// The registry's columns a file column can be mapped to.
    pub known: Vec<String>,
}

/// A column of a previewed file.
#[derive(Debug, Serialize, TS)]
pub struct ImportColumn {
    /// Its header cell; `null` without a header.
    pub heading: Option<String>,
    /// The registry column its header names; `null`: none (to be mapped or dropped).
    pub suggested: Option<String>,
}

/// A data row of a previewed file.
#[derive(Debug, Serialize, TS)]
pub struct PreviewRow {
    /// Line in the file, 1-based.
    pub line: u64,
    /// Its cells, trimmed.
    pub cells: Vec<String>,
}

/// What an import did.
#[derive(Debug, Serialize, TS)]
pub struct ImportResult {
    /// Rows added.
    pub added: usize,
    /// Rows already stored as they are.
    pub unchanged: usize,
    /// What the organiser should check (two members with the same name), coded.
    pub notices: Vec<crate::event::ImportNotice>,
}

/// The event form.
#[derive(Debug, Deserialize, TS)]
pub struct EventInput {
    /// Name.
    pub name: String,
    /// `tournament` or `club_evening`.
    pub kind: crate::store::EventKind,
    /// Date, YYYY-MM-DD.
    pub date: String,
    /// Venue.
    #[serde(default)]
    pub venue: String,
    /// Number of series.
    pub series_count: u16,
    /// Draw 3-tables first.
    #[serde(default)]
    pub prefer_three: bool,
    /// The part G flags (series lengths included); missing flags keep the ISkO defaults.
    /// A Schafkopf event keeps only the length of its series (`series_games.four`) and the
    /// standings order (`tie_break`; D.4 is `["TOTAL_DESC", "WINS_DESC"]`).
    #[serde(default)]
    pub rules: crate::rules::Rules,
    /// Skat (the default) or Schafkopf.
    #[serde(default)]
    pub game: super::CardGame,
    /// A Schafkopf event's tariff preset (`BSV_10_50`, `TOURNAMENT_A1`); BSV 10/50 when
    /// neither this nor `tariff` is given.
    #[serde(default)]
    pub tariff_name: Option<String>,
    /// A Schafkopf event's custom tariff; it wins over `tariff_name`.
    #[serde(default)]
    pub tariff: Option<crate::schafkopf::Tariff>,
    /// The fee schedule (RULES.md B.5.3), written with the event; none: an event's fees stay
    /// as they are (a new event has none).
    #[serde(default)]
    #[ts(optional)]
    pub fees: Option<crate::cash::Fees>,
}

impl TryFrom<EventInput> for crate::store::NewEvent {
    type Error = Refusal;
    fn try_from(e: EventInput) -> Result<Self, Refusal> {
        use crate::store::TablePreference;
        let date = chrono_date(&e.date).ok_or_else(|| {
            Refusal::new(crate::event::codes::EVENT_DATE_INVALID)
                .field("date")
                .value(format!("{:?}", e.date))
        })?;
        let kind = e.kind;
        Ok(crate::store::NewEvent {
            name: e.name.trim().to_string(),
            kind,
            date,
            venue: e.venue.trim().to_string(),
            series_count: e.series_count,
            table_preference: if e.prefer_three {
                TablePreference::Three
            } else {
                TablePreference::Four
            },
            rules: e.rules,
        })
    }
}

fn chrono_date(text: &str) -> Option<crate::store::Date> {
    crate::store::Date::parse_from_str(text, "%Y-%m-%d").ok()
}

/// A series of an event.
#[derive(Debug, Deserialize, TS)]
pub struct SeriesInput {
    /// Event id.
    pub event: EventId,
    /// Series.
    pub series: u16,
}

/// `draw_series`.
#[derive(Debug, Deserialize, TS)]
pub struct DrawInput {
    /// Event id.
    pub event: EventId,
    /// Series.
    pub series: u16,
    /// A seed to repeat a draw; a fresh one otherwise.
    pub seed: Option<u64>,
}

/// A seating change of one or two players.
#[derive(Debug, Deserialize, TS)]
pub struct SeatChangeInput {
    /// Event id.
    pub event: EventId,
    /// Series.
    pub series: u16,
    /// What to do.
    pub action: SeatChange,
    /// The player.
    pub player: PlayerId,
}

/// A change of a drawn seating.
#[derive(Debug, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum SeatChange {
    /// Two players change seats.
    Swap {
        /// The other player.
        other: PlayerId,
    },
    /// A late arrival joins.
    Add,
    /// A player leaves for the rest of the event.
    Withdraw,
}

/// One seat as the seating screen shows it.
#[derive(Debug, Serialize, TS)]
pub struct SeatDto {
    /// Internal id (what the other commands take).
    pub player_id: PlayerId,
    /// The club's number for the player, as the screen shows it.
    pub number: String,
    /// "First Last".
    pub name: String,
    /// Club, or "".
    pub club: String,
}

/// A series' seating: tables in order, seats in order (seat 1 deals first).
#[derive(Debug, Serialize, TS)]
pub struct SeatingDto {
    /// Series.
    pub series: u16,
    /// Tables.
    pub tables: Vec<Vec<SeatDto>>,
    /// What the last change did (a late arrival's new table …), coded; none after a draw.
    pub notices: Vec<Refusal>,
    /// The draw that made this seating, when it was just drawn.
    pub draw: Option<DrawDto>,
}

/// What a draw reports.
#[derive(Debug, Serialize, TS)]
pub struct DrawDto {
    /// The seed; the same seed gives the same draw.
    pub seed: u64,
    /// Pairs who already shared a table in another series.
    pub repeated_pairs: usize,
    /// Players registered by the draw (all active players, for an event without any).
    pub registered: usize,
}

/// `save_pdf`: a report written to a file chosen in the save dialog.
#[derive(Debug, Deserialize, TS)]
pub struct PdfInput {
    /// Which list.
    pub kind: ReportKind,
    /// Event id.
    pub event: EventId,
    /// Series (all series for standings when missing).
    pub series: Option<u16>,
    /// One table: the pre-filled sheet of that table only, or the finished list (`sheet`).
    #[serde(default)]
    #[ts(optional)]
    pub table: Option<u16>,
    /// Target file.
    pub path: String,
    /// The language of the printed texts.
    pub lang: crate::i18n::Lang,
}

/// One table of one series.
#[derive(Debug, Clone, Copy, Deserialize, TS)]
pub struct TableInput {
    /// Event id.
    pub event: EventId,
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
}

/// A table's list as the entry screen shows it.
#[derive(Debug, Serialize, TS)]
pub struct SheetDto {
    /// Player ids in seat order (seat 1 deals game 1).
    pub player_ids: Vec<PlayerId>,
    /// Games of a series at this table (36 / 48).
    pub games: u16,
    /// The seat (0-based) that deals each game number, game 1 first (B.2.2): the rules
    /// engine's, so no front end counts the deal itself.
    pub dealers: Vec<u8>,
    /// The computed list: rows with running totals, the foot, the findings and the ranking.
    pub report: crate::rules::SheetReport,
    /// Each row's game as a scorer says it, coded (`describe.game`), in the order of the rows,
    /// with the marks that make its value and the card points, so the list can be checked
    /// like paper.
    pub descriptions: Vec<crate::rules::Refusal>,
    /// The list checks, coded; the UI says them in its language.
    pub findings: Vec<crate::rules::Refusal>,
    /// The Bock factor of each game number, game 1 first (1 outside Bock rounds): the
    /// rounds the games entered so far have queued, so the entry line shows a game's score as
    /// the list will write it.
    pub bock_factors: Vec<i64>,
    /// The version of each stored game, as `report.games` lists them: a correction says which
    /// one it was made on.
    pub versions: Vec<u64>,
}

/// One game to enter or correct.
#[derive(Debug, Clone, Deserialize, TS)]
pub struct GameEntryInput {
    /// Event id.
    pub event: EventId,
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// Game number.
    pub game: u16,
    /// The declarer's player id; none for a passed deal.
    pub declarer: Option<PlayerId>,
    /// The game in the JSON form of DESIGN.md.
    pub record: crate::rules::GameInput,
    /// Correct the stored game instead of entering a new one.
    #[serde(default)]
    pub correct: bool,
    /// The version of the game the correction was made on (`SheetDto.versions`); a correction
    /// of a game changed since (at a table's phone) is refused as a conflict.
    #[serde(default)]
    pub base_version: Option<u64>,
}

/// One game of a table.
#[derive(Debug, Deserialize, TS)]
pub struct GameAtInput {
    /// Event id.
    pub event: EventId,
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// Game number.
    pub game: u16,
}

/// `update_event`: the event form for a stored event.
#[derive(Debug, Deserialize, TS)]
pub struct EventEditInput {
    /// Event id.
    pub event: EventId,
    /// The form.
    pub form: EventInput,
    /// A prize file given with the change (the CLI's `--prizes`, stored after it): the new
    /// fees are checked against it instead of the stored one (H.4.1).
    #[serde(default)]
    #[ts(optional)]
    pub prizes: Option<String>,
}

/// One seat of a totals-only table.
#[derive(Debug, Serialize, TS)]
pub struct SeatTotalsDto {
    /// Internal id (what the other commands take).
    pub player_id: PlayerId,
    /// The club's number for the player, as the screen shows it.
    pub number: String,
    /// "First Last".
    pub name: String,
    /// Stored sums, `None` before they are entered.
    pub totals: Option<TotalsDto>,
}

/// A player's sums for a series as added up at the table.
#[derive(Debug, Serialize, Deserialize, TS)]
pub struct TotalsDto {
    /// Registry id.
    pub player_id: PlayerId,
    /// Sum of game values.
    pub points: i64,
    /// Own games won.
    pub won: u32,
    /// Own games lost.
    pub lost: u32,
}

/// `save_table_totals`: one row per seated player.
#[derive(Debug, Deserialize, TS)]
pub struct TableTotalsInput {
    /// Event id.
    pub event: EventId,
    /// Series.
    pub series: u16,
    /// Table.
    pub table: u16,
    /// The sums, one per player.
    pub rows: Vec<TotalsDto>,
}

/// `save_csv`: the standings as CSV.
#[derive(Debug, Deserialize, TS)]
pub struct CsvInput {
    /// Event id.
    pub event: EventId,
    /// One series, or the event.
    pub series: Option<u16>,
    /// Target file.
    pub path: String,
    /// Semicolons and a BOM for Excel with German settings.
    #[serde(default)]
    pub excel: bool,
    /// The language of the column names: the app's (German: `Platz`, `Name`, …, `ja`/`nein`);
    /// English when not given.
    #[serde(default)]
    #[ts(optional)]
    pub lang: Option<crate::i18n::Lang>,
}

/// A file to write (a backup).
#[derive(Debug, Deserialize, TS)]
pub struct PathInput {
    /// The file.
    pub path: String,
}

/// What the settings screen shows.
#[derive(Debug, Serialize, TS)]
pub struct SettingsDto {
    /// The stored settings.
    pub settings: crate::settings::Settings,
    /// The settings file.
    pub file: String,
    /// The data file open now, if any.
    pub open_file: Option<String>,
    /// Why the settings file could not be read (the defaults are in use then).
    pub problem: Option<crate::rules::Refusal>,
}
