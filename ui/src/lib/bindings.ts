// Generated from the Rust types by ts-rs (src/tests.rs); do not edit.
// `SNAPSHOTS=overwrite cargo test -p skatblock bindings` writes it anew.

export type Error = { 
/**
 * The kind, for the front end to branch on.
 */
code: ErrorKind, 
/**
 * What was refused, as data (an import row with its line); never empty.
 */
refusals: Array<RefusalAt>, };

export type ErrorKind = "not_open" | "invalid" | "not_found" | "conflict" | "refused_file" | "storage";

export type RefusalAt = { 
/**
 * Line in the file, for an import row.
 */
line: number | null, 
/**
 * The stable code.
 */
code: string, 
/**
 * The field, as named in the JSON or CSV form (`matadors`, `replacement.contract`).
 */
field: string | null, 
/**
 * The value as entered (JSON-formatted for JSON input); `None` when it was missing or
 * the refusal concerns no single value.
 */
value: string | null, 
/**
 * Named parameters of the sentence.
 */
params: { [key in string]: Param }, 
/**
 * The rule broken: a section of RULES.md or the ISkO, e.g. `A.3.3` or `A.1.1, V-6`.
 */
rule: string | null, };

export type Refusal = { 
/**
 * The stable code.
 */
code: string, 
/**
 * The field, as named in the JSON or CSV form (`matadors`, `replacement.contract`).
 */
field: string | null, 
/**
 * The value as entered (JSON-formatted for JSON input); `None` when it was missing or
 * the refusal concerns no single value.
 */
value: string | null, 
/**
 * Named parameters of the sentence.
 */
params: { [key in string]: Param }, 
/**
 * The rule broken: a section of RULES.md or the ISkO, e.g. `A.3.3` or `A.1.1, V-6`.
 */
rule: string | null, };

export type Param = number | string | { 
/**
 * The message id.
 */
term: string, } | { 
/**
 * The columns' own names, in the file's order.
 */
columns: Array<string>, };

export type ReportKind = "standings" | "seating" | "sheets" | "sheet";

export type OpenInput = { 
/**
 * The file; `None` opens the default one.
 */
path: string | null, };

export type DatabaseInfo = { 
/**
 * Its file.
 */
path: string, 
/**
 * Recently opened files, newest first (this one included).
 */
recent: Array<string>, 
/**
 * Its events, newest first.
 */
events: Array<EventSummary>, };

export type EventSummary = { 
/**
 * Id.
 */
id: EventId, 
/**
 * Date, YYYY-MM-DD.
 */
date: string, 
/**
 * Name.
 */
name: string, 
/**
 * Skat or Schafkopf.
 */
game: CardGame, };

export type StandingsInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * One series, or the event.
 */
series: number | null, };

export type ScoreInput = { 
/**
 * The event whose rules apply; ISkO defaults without one.
 */
event: EventId | null, 
/**
 * The game in the JSON form of DESIGN.md.
 */
game: GameInput, };

export type PlayerDto = { 
/**
 * Internal id (what the other commands take).
 */
id: PlayerId, 
/**
 * The club's number for the player, as the screen shows it.
 */
number: string, 
/**
 * First name.
 */
first_name: string, 
/**
 * Last name.
 */
last_name: string, 
/**
 * Club, or "".
 */
club: string, 
/**
 * Membership number, or "".
 */
membership_no: string, 
/**
 * Drawn for new events.
 */
active: boolean, 
/**
 * Sex (`f`, `m`, `d`), `null` when unknown.
 */
sex: Sex | null, 
/**
 * Year of birth, `null` when unknown.
 */
birth_year: number | null, };

export type PlayerInput = { 
/**
 * The player to change; `None` adds one.
 */
id: PlayerId | null, 
/**
 * The club's number; "" takes the next free one (add) or keeps it (edit).
 */
number: string, 
/**
 * First name.
 */
first_name: string, 
/**
 * Last name.
 */
last_name: string, 
/**
 * Club, "" for none.
 */
club: string, 
/**
 * Membership number, "" for none.
 */
membership_no: string, 
/**
 * Sex as typed: `f` (or `w`), `m`, `d`; "" for unknown.
 */
sex: string, 
/**
 * Year of birth as typed (four digits); "" for unknown.
 */
birth_year: string, };

export type ActiveInput = { 
/**
 * Player id.
 */
id: PlayerId, 
/**
 * Active or not.
 */
active: boolean, };

export type ImportInput = { 
/**
 * The file.
 */
path: string, };

export type ImportResult = { 
/**
 * Rows added.
 */
added: number, 
/**
 * Rows already stored as they are.
 */
unchanged: number, 
/**
 * What the organiser should check (two members with the same name), coded.
 */
notices: Array<ImportNotice>, };

export type ImportMappingInput = { 
/**
 * The file.
 */
path: string, 
/**
 * Whether the first row is a header (not imported).
 */
header: boolean, 
/**
 * For each column of the file, the registry column (`first_name`, …) or `null`: dropped.
 */
columns: Array<string | null>, };

export type ImportPreview = { 
/**
 * The separator detected: `;` or `,`.
 */
separator: string, 
/**
 * Whether the first row is a header (it names a registry column).
 */
header: boolean, 
/**
 * The file's columns, in order.
 */
columns: Array<ImportColumn>, 
/**
 * The first data rows as the file has them.
 */
rows: Array<PreviewRow>, 
/**
 * How many data rows the file has.
 */
total: number, 
/**
 * The registry's columns a file column can be mapped to.
 */
known: Array<string>, };

export type ImportColumn = { 
/**
 * Its header cell; `null` without a header.
 */
heading: string | null, 
/**
 * The registry column its header names; `null`: none (to be mapped or dropped).
 */
suggested: string | null, };

export type PreviewRow = { 
/**
 * Line in the file, 1-based.
 */
line: number, 
/**
 * Its cells, trimmed.
 */
cells: Array<string>, };

export type ImportNotice = { 
/**
 * Line in the file, 1-based.
 */
line: number, 
/**
 * The stable code.
 */
code: string, 
/**
 * The field, as named in the JSON or CSV form (`matadors`, `replacement.contract`).
 */
field: string | null, 
/**
 * The value as entered (JSON-formatted for JSON input); `None` when it was missing or
 * the refusal concerns no single value.
 */
value: string | null, 
/**
 * Named parameters of the sentence.
 */
params: { [key in string]: Param }, 
/**
 * The rule broken: a section of RULES.md or the ISkO, e.g. `A.3.3` or `A.1.1, V-6`.
 */
rule: string | null, };

export type EventInput = { 
/**
 * Name.
 */
name: string, 
/**
 * `tournament` or `club_evening`.
 */
kind: EventKind, 
/**
 * Date, YYYY-MM-DD.
 */
date: string, 
/**
 * Venue.
 */
venue: string, 
/**
 * Number of series.
 */
series_count: number, 
/**
 * Draw 3-tables first.
 */
prefer_three: boolean, 
/**
 * The part G flags (series lengths included); missing flags keep the ISkO defaults.
 * A Schafkopf event keeps only the length of its series (`series_games.four`) and the
 * standings order (`tie_break`; D.4 is `["TOTAL_DESC", "WINS_DESC"]`).
 */
rules: Rules, 
/**
 * Skat (the default) or Schafkopf.
 */
game: CardGame, 
/**
 * A Schafkopf event's tariff preset (`BSV_10_50`, `TOURNAMENT_A1`); BSV 10/50 when
 * neither this nor `tariff` is given.
 */
tariff_name: string | null, 
/**
 * A Schafkopf event's custom tariff; it wins over `tariff_name`.
 */
tariff: Tariff | null, 
/**
 * The fee schedule (RULES.md B.5.3), written with the event; none: an event's fees stay
 * as they are (a new event has none).
 */
fees?: Fees, };

export type SeriesInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * Series.
 */
series: number, };

export type DrawInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * Series.
 */
series: number, 
/**
 * A seed to repeat a draw; a fresh one otherwise.
 */
seed: number | null, };

export type SeatChangeInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * Series.
 */
series: number, 
/**
 * What to do.
 */
action: SeatChange, 
/**
 * The player.
 */
player: PlayerId, };

export type SeatChange = { "kind": "swap", 
/**
 * The other player.
 */
other: PlayerId, } | { "kind": "add" } | { "kind": "withdraw" };

export type SeatDto = { 
/**
 * Internal id (what the other commands take).
 */
player_id: PlayerId, 
/**
 * The club's number for the player, as the screen shows it.
 */
number: string, 
/**
 * "First Last".
 */
name: string, 
/**
 * Club, or "".
 */
club: string, };

export type SeatingDto = { 
/**
 * Series.
 */
series: number, 
/**
 * Tables.
 */
tables: Array<Array<SeatDto>>, 
/**
 * What the last change did (a late arrival's new table …), coded; none after a draw.
 */
notices: Array<Refusal>, 
/**
 * The draw that made this seating, when it was just drawn.
 */
draw: DrawDto | null, };

export type DrawDto = { 
/**
 * The seed; the same seed gives the same draw.
 */
seed: number, 
/**
 * Pairs who already shared a table in another series.
 */
repeated_pairs: number, 
/**
 * Players registered by the draw (all active players, for an event without any).
 */
registered: number, };

export type PdfInput = { 
/**
 * Which list.
 */
kind: ReportKind, 
/**
 * Event id.
 */
event: EventId, 
/**
 * Series (all series for standings when missing).
 */
series: number | null, 
/**
 * One table: the pre-filled sheet of that table only, or the finished list (`sheet`).
 */
table?: number, 
/**
 * Target file.
 */
path: string, 
/**
 * The language of the printed texts.
 */
lang: Lang, };

export type TableInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * Series.
 */
series: number, 
/**
 * Table.
 */
table: number, };

export type SheetDto = { 
/**
 * Player ids in seat order (seat 1 deals game 1).
 */
player_ids: Array<PlayerId>, 
/**
 * Games of a series at this table (36 / 48).
 */
games: number, 
/**
 * The seat (0-based) that deals each game number, game 1 first (B.2.2): the rules
 * engine's, so no front end counts the deal itself.
 */
dealers: Array<number>, 
/**
 * The computed list: rows with running totals, the foot, the findings and the ranking.
 */
report: SheetReport, 
/**
 * Each row's game as a scorer says it, coded (`describe.game`), in the order of the rows,
 * with the marks that make its value and the card points, so the list can be checked
 * like paper.
 */
descriptions: Array<Refusal>, 
/**
 * The list checks, coded; the UI says them in its language.
 */
findings: Array<Refusal>, 
/**
 * The Bock factor of each game number, game 1 first (1 outside Bock rounds): the
 * rounds the games entered so far have queued, so the entry line shows a game's score as
 * the list will write it.
 */
bock_factors: Array<number>, 
/**
 * The version of each stored game, as `report.games` lists them: a correction says which
 * one it was made on.
 */
versions: Array<number>, };

export type GameEntryInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * Series.
 */
series: number, 
/**
 * Table.
 */
table: number, 
/**
 * Game number.
 */
game: number, 
/**
 * The declarer's player id; none for a passed deal.
 */
declarer: PlayerId | null, 
/**
 * The game in the JSON form of DESIGN.md.
 */
record: GameInput, 
/**
 * Correct the stored game instead of entering a new one.
 */
correct: boolean, 
/**
 * The version of the game the correction was made on (`SheetDto.versions`); a correction
 * of a game changed since (at a table's phone) is refused as a conflict.
 */
base_version: number | null, };

export type GameAtInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * Series.
 */
series: number, 
/**
 * Table.
 */
table: number, 
/**
 * Game number.
 */
game: number, };

export type EventEditInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * The form.
 */
form: EventInput, 
/**
 * A prize file given with the change (the CLI's `--prizes`, stored after it): the new
 * fees are checked against it instead of the stored one (H.4.1).
 */
prizes?: string, };

export type SeatTotalsDto = { 
/**
 * Internal id (what the other commands take).
 */
player_id: PlayerId, 
/**
 * The club's number for the player, as the screen shows it.
 */
number: string, 
/**
 * "First Last".
 */
name: string, 
/**
 * Stored sums, `None` before they are entered.
 */
totals: TotalsDto | null, };

export type TotalsDto = { 
/**
 * Registry id.
 */
player_id: PlayerId, 
/**
 * Sum of game values.
 */
points: number, 
/**
 * Own games won.
 */
won: number, 
/**
 * Own games lost.
 */
lost: number, };

export type TableTotalsInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * Series.
 */
series: number, 
/**
 * Table.
 */
table: number, 
/**
 * The sums, one per player.
 */
rows: Array<TotalsDto>, };

export type CsvInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * One series, or the event.
 */
series: number | null, 
/**
 * Target file.
 */
path: string, 
/**
 * Semicolons and a BOM for Excel with German settings.
 */
excel: boolean, 
/**
 * The language of the column names: the app's (German: `Platz`, `Name`, …, `ja`/`nein`);
 * English when not given.
 */
lang?: Lang, };

export type PathInput = { 
/**
 * The file.
 */
path: string, };

export type SettingsDto = { 
/**
 * The stored settings.
 */
settings: Settings, 
/**
 * The settings file.
 */
file: string, 
/**
 * The data file open now, if any.
 */
open_file: string | null, 
/**
 * Why the settings file could not be read (the defaults are in use then).
 */
problem: Refusal | null, };

export type Settings = { 
/**
 * Language.
 */
language: Language, 
/**
 * The rule options (RULES.md part G) of a new event; ISkO by default.
 */
default_rules: Rules, 
/**
 * The data file opened at start; `None` is [`crate::store::default_path`].
 */
data_file: string | null, 
/**
 * Recently opened data files, newest first.
 */
recent_files: Array<string>, 
/**
 * The association server the desk pulls leagues from and pushes match days to.
 */
association: AssociationSettings, };

export type AssociationSettings = { 
/**
 * The server's address (`https://…`, without a trailing `/`).
 */
server: string | null, 
/**
 * The token file.
 */
token_file: string | null, };

export type Language = "de" | "en";

export type EventId = number;

export type PlayerId = number;

export type GameKey = { 
/**
 * Series, 1-based.
 */
series: number, 
/**
 * Table, 1-based.
 */
table: number, 
/**
 * Game number on the sheet, 1-based.
 */
game: number, };

export type Ruleset = "ISKO_2022" | "CLUB";

export type Kontra = "none" | "kontra" | "re";

export type RamschInput = { 
/**
 * Card points per seat; they add up to 120.
 */
points: Array<number>, 
/**
 * Tricks per seat; they add up to 10.
 */
tricks: Array<number>, 
/**
 * Pushes of a Schieberamsch, 0..=3; default 0.
 */
pushes?: number, 
/**
 * The seat that took the last trick; needed only to decide a tie under the last-trick rule.
 */
last_trick?: number, };

export type BockRules = { 
/**
 * The triggers agreed at the table; at least one.
 */
triggers: Array<BockTrigger>, 
/**
 * `false`: a round triggered inside a Bock round queues behind it; `true`: it starts with
 * the next deal and overlaps, each overlapping round doubling again.
 */
stack: boolean, };

export type BockTrigger = "grand_hand" | "null_ouvert_hand" | "sixty_sixty" | "kontra_re";

export type RamschRules = { 
/**
 * Points or fixed.
 */
scoring: RamschScoring, 
/**
 * The tie rule.
 */
tie: RamschTie, 
/**
 * Whether a Jungfrau (an active player without a trick) raises the minus.
 */
jungfrau: boolean, 
/**
 * Whether Schieberamsch is played (each push doubles).
 */
push: boolean, };

export type RamschScoring = "points" | "fixed";

export type RamschTie = "last_trick" | "shared";

export type ListStyle = "seeger_fabian" | "classic" | "bierlachs";

export type BierlachsRules = { 
/**
 * The first player whose total reaches it (total ≤ limit) loses; below zero.
 */
limit: number, 
/**
 * A lost game costs the declarer this many times the value (F-6; 2 by default).
 */
loss_multiplier: number, };

export type MoneyRules = { 
/**
 * Cents per point of difference between two players' totals; at least 1.
 */
cents_per_point: number, };

export type Settlement = { 
/**
 * Per seat, in cents: positive receives, negative pays; the sum is 0.
 */
net_cents: Array<number>, 
/**
 * The fewest payments that settle the list.
 */
transfers: Array<Transfer>, };

export type Transfer = { 
/**
 * The seat that pays.
 */
from: number, 
/**
 * The seat that receives.
 */
to: number, 
/**
 * How much, in cents (> 0).
 */
cents: number, };

export type GameRecord = { 
/**
 * `true` for a passed-in deal (*eingepasst*).
 */
passed?: boolean, 
/**
 * The declared game.
 */
contract?: ContractField, 
/**
 * Hand game; default false.
 */
hand?: boolean, 
/**
 * Open game; default false.
 */
ouvert?: boolean, 
/**
 * Schneider/Schwarz announced; default none.
 */
announced?: Announcement, 
/**
 * `+n` with n, `-n` without n.
 */
matadors?: number, 
/**
 * Card points of the declarer including the skat, 0..=120.
 */
declarer_points?: number, 
/**
 * Tricks the declarer took, 0..=10.
 */
declarer_tricks?: number, 
/**
 * The final bid; default 18.
 */
bid?: number, 
/**
 * The replacement game of an impossible Null.
 */
replacement?: ReplacementInput, 
/**
 * A result decided by a rule violation or a concession.
 */
result_override?: ResultOverride, 
/**
 * Kontra or Re (club rules with Kontra only, C.1).
 */
kontra?: Kontra, 
/**
 * The deal was a Ramsch (club rules with Ramsch only, C.3).
 */
ramsch?: RamschInput, };

export type CardGame = "skat" | "schafkopf";

export type HubStartInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * `ADDR:PORT`.
 */
listen: string, };

export type HubInfo = { 
/**
 * The event it serves.
 */
event: EventId, 
/**
 * Where it listens, `ADDR:PORT`.
 */
address: string, 
/**
 * The base of its pages, `http://ADDR:PORT` (for the QR codes and the projector).
 */
url_base: string, };

export type HubView = { 
/**
 * The hub.
 */
info: HubInfo, 
/**
 * Its tables and the conflicts the phones met.
 */
status: HubStatus, };

export type HubTokensInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The series.
 */
series: number, 
/**
 * `http://ADDR:PORT` of the running hub; the paths alone without.
 */
url_base: string | null, };

export type HubCardsInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The series.
 */
series: number, 
/**
 * The running hub's address as the phones reach it, `http://ADDR:PORT`.
 */
url_base: string, 
/**
 * The language of the printed texts.
 */
lang: Lang, 
/**
 * Target file.
 */
path: string, };

export type TableToken = { 
/**
 * The table.
 */
table: number, 
/**
 * 128 random bits, URL-safe (22 characters).
 */
token: string, 
/**
 * The phone page: `{base}/t/{token}`, or the path alone without a base.
 */
url: string, };

export type HubStatus = { 
/**
 * The series being played.
 */
series: number, 
/**
 * Its tables.
 */
tables: Array<TableProgress>, 
/**
 * The latest conflicts, newest first.
 */
conflicts: Array<HubConflict>, };

export type HubConflict = { 
/**
 * Series.
 */
series: number, 
/**
 * Table.
 */
table: number, 
/**
 * Game number, 1-based.
 */
game: number, 
/**
 * Seconds since.
 */
seconds_ago: number, };

export type TableProgress = { 
/**
 * Series.
 */
series: number, 
/**
 * Table, 1-based.
 */
table: number, 
/**
 * Games stored.
 */
entered: number, 
/**
 * Games of the series list at this table.
 */
games: number, 
/**
 * Whether the table signed its list.
 */
signed: boolean, 
/**
 * Seconds since the table's phones last reached the hub; `None` before the first request.
 */
last_contact_seconds: number | null, 
/**
 * An unfinished table that has not been heard of for `STALE_AFTER_SECONDS` (or never).
 */
stale: boolean, };

export type TariffDto = { 
/**
 * `BSV_10_50`, `TOURNAMENT_A1`, or none.
 */
name: string | null, 
/**
 * The amounts.
 */
tariff: Tariff, };

export type SchafkopfGameInput = { 
/**
 * `rufspiel`, `solo`, `wenz`, `farbwenz`, `geier`, `bettel`, `sie`, `ramsch`; none for a
 * passed deal.
 */
game: string | null, 
/**
 * The declarer's seat.
 */
declarer: number | null, 
/**
 * The partner's seat (Rufspiel).
 */
partner: number | null, 
/**
 * The called Ace's suit (Rufspiel).
 */
called: string | null, 
/**
 * The trump suit (Solo, Farbwenz).
 */
suit: string | null, 
/**
 * The declaring party's card points.
 */
points: number | null, 
/**
 * The declaring party's tricks, where they decide.
 */
tricks: number | null, 
/**
 * Laufende (mit or ohne).
 */
laufende: number, 
/**
 * Tout announced.
 */
tout: boolean, 
/**
 * Klopfer.
 */
klopfer: number, 
/**
 * 0, 1 Kontra (Stoß), 2 Re (Retour).
 */
kontra: number, 
/**
 * Bock levels.
 */
bock: number, 
/**
 * A Ramsch's card points per seat.
 */
ramsch_points: Array<number> | null, 
/**
 * A Ramsch's tricks per seat.
 */
ramsch_tricks: Array<number> | null, };

export type SchafkopfScoreInput = { 
/**
 * The event whose tariff applies.
 */
event: EventId, 
/**
 * The game.
 */
game: SchafkopfGameInput, };

export type SchafkopfEntryInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * Series.
 */
series: number, 
/**
 * Table.
 */
table: number, 
/**
 * Game number.
 */
game: number, 
/**
 * The game.
 */
record: SchafkopfGameInput, 
/**
 * Correct the stored game instead of entering a new one.
 */
correct: boolean, 
/**
 * The version of the game the correction was made on (`SchafkopfSheetDto.versions`); a
 * correction of a game changed since (at a table's phone) is refused as a conflict.
 */
base_version: number | null, };

export type SchafkopfSheetDto = { 
/**
 * Player ids in seat order (seat 1 deals game 1).
 */
player_ids: Array<PlayerId>, 
/**
 * Games of a series.
 */
games: number, 
/**
 * The seat (0-based) that deals each game number, game 1 first.
 */
dealers: Array<number>, 
/**
 * The computed list: rows with amounts and running totals, the foot and the ranking.
 */
report: SchafkopfSheetReport, 
/**
 * The stored games in the order of the rows, as the entry form has them.
 */
entries: Array<SchafkopfGameInput>, 
/**
 * Each row's game as the lists say it, coded (`describe.schafkopf`), in the order of the
 * rows: the game alone, the players and the doublings have columns of their own.
 */
descriptions: Array<Refusal>, 
/**
 * The list checks, coded.
 */
findings: Array<Refusal>, 
/**
 * The event's tariff.
 */
tariff: Tariff, 
/**
 * The version of each stored game, as `report.games` lists them.
 */
versions: Array<number>, };

export type Tariff = { 
/**
 * Cents or points.
 */
unit: Unit, 
/**
 * *Rufspiel*.
 */
rufspiel?: ClassTariff | null, 
/**
 * *Solo*.
 */
solo?: ClassTariff | null, 
/**
 * *Wenz*.
 */
wenz?: ClassTariff | null, 
/**
 * *Farbwenz*.
 */
farbwenz?: ClassTariff | null, 
/**
 * *Geier*.
 */
geier?: ClassTariff | null, 
/**
 * *Bettel*.
 */
bettel?: BaseTariff | null, 
/**
 * *Tout* of the solo games.
 */
tout?: ToutTariff | null, 
/**
 * *Sie*.
 */
sie?: BaseTariff | null, 
/**
 * *Ramsch*.
 */
ramsch?: RamschTariff | null, };

export type Unit = "cent" | "point";

export type ClassTariff = { 
/**
 * The game itself.
 */
base: number, 
/**
 * Added for Schneider: the declaring party won with 91 or more, or lost with 30 or fewer
 * (RULES.md D.1; 90 is won without Schneider).
 */
schneider: number, 
/**
 * Added for Schwarz (the losing party took no trick), on top of Schneider.
 */
schwarz: number, 
/**
 * Added per Laufender, from `laufende_min` on.
 */
laufender: number, 
/**
 * The fewest Laufende that count.
 */
laufende_min: number, };

export type BaseTariff = { 
/**
 * The amount.
 */
base: number, };

export type ToutTariff = { 
/**
 * The factor, e.g. 2.
 */
multiplier: number, } | { 
/**
 * The amount of the Tout.
 */
base: number, 
/**
 * Per Laufender (from the underlying game's minimum).
 */
laufender: number, };

export type RamschTariff = { 
/**
 * The amount per other player.
 */
base: number, 
/**
 * The factor for a player without a trick (*Jungfrau*).
 */
jungfrau_multiplier: number, };

export type Outcome = { 
/**
 * Whether the declaring party won (a Ramsch: whether it was a Durchmarsch).
 */
won: boolean, 
/**
 * Per seat, in the tariff's unit: positive receives, negative pays.
 */
amounts: [number, number, number, number], };

export type SchafkopfSheetReport = { 
/**
 * The players in seat order.
 */
players: Array<string>, 
/**
 * Game by game.
 */
games: Array<SchafkopfSheetRow>, 
/**
 * Per player.
 */
foot: Array<SchafkopfFoot>, 
/**
 * The list checks that failed.
 */
findings: Array<SchafkopfFinding>, 
/**
 * Best first.
 */
ranking: Array<SchafkopfRankRow>, };

export type SchafkopfSheetRow = { 
/**
 * 1-based, as on the paper list.
 */
number: number, 
/**
 * The dealer's seat.
 */
dealer: number, 
/**
 * The game's name; `None` for a passed deal.
 */
game: string | null, 
/**
 * The declarer's seat.
 */
declarer: number | null, 
/**
 * Whether the declaring party won.
 */
won: boolean, 
/**
 * Per seat.
 */
amounts: [number, number, number, number], 
/**
 * Per seat after this game.
 */
totals: [number, number, number, number], };

export type SchafkopfFoot = { 
/**
 * The player.
 */
player: string, 
/**
 * The sum of the player's amounts.
 */
sum: number, 
/**
 * Solo games (Solo, Wenz, Farbwenz, Geier, Bettel, Sie, Tout) the player declared and won.
 */
solos_won: number, 
/**
 * Solo games the player declared and lost.
 */
solos_lost: number, };

export type SchafkopfFinding = { "kind": "uneven_deals", 
/**
 * Games on the list.
 */
games: number, } | { "kind": "missing_games", 
/**
 * The missing numbers.
 */
numbers: Array<number>, } | { "kind": "not_zero_sum", 
/**
 * Its number.
 */
game: number, 
/**
 * Their sum.
 */
sum: number, };

export type SchafkopfRankRow = { 
/**
 * Rank; tied players share it.
 */
rank: number, 
/**
 * The seat.
 */
seat: number, 
/**
 * The player.
 */
player: string, 
/**
 * The list's total.
 */
total: number, 
/**
 * Solo games won.
 */
solos_won: number, 
/**
 * Still tied on total and solo games won: a lot decides.
 */
lot_required: boolean, };

export type Lang = "de" | "en";

export type Standings = { 
/**
 * The series, or `None` for the whole event.
 */
series: number | null, 
/**
 * Ranked players, then those without a result yet (unranked).
 */
rows: Array<StandingRow>, 
/**
 * List checks that failed (B.4), by series and table.
 */
findings: Array<TableFinding>, 
/**
 * The progress of every series counted, in order.
 */
progress: Array<SeriesProgress>, };

export type StandingRow = { 
/**
 * Rank; tied players share it. `None` for a player without a result yet (no list of
 * theirs has games or totals): listed after the ranked players, by name, never a lot.
 */
rank: number | null, 
/**
 * The player's number, as the files name the player.
 */
player_id: PlayerNo, 
/**
 * "First Last".
 */
name: string, 
/**
 * Club, or "" if none.
 */
club: string, 
/**
 * Game points: the sum of the player's own game values.
 */
points: number, 
/**
 * Own games won.
 */
won: number, 
/**
 * Own games lost.
 */
lost: number, 
/**
 * Games the others lost at the player's tables (for which the bonus is due).
 */
opponents_lost: number, 
/**
 * Tournament points (extended Seeger-Fabian).
 */
total: number, 
/**
 * Still tied after every tie-break: the organiser draws a lot (B.3.1).
 */
lot_required: boolean, };

export type TableFinding = { 
/**
 * Series.
 */
series: number, 
/**
 * Table.
 */
table: number, 
/**
 * What is wrong, coded (a `finding.*` list check, or `standings.*`).
 */
finding: Refusal, };

export type SeriesProgress = { 
/**
 * Series.
 */
series: number, 
/**
 * Tables seated (0 before the series' draw).
 */
tables: number, 
/**
 * Tables whose list is complete: every game of the series entered, the totals of every
 * seat entered, or the list signed at the table.
 */
complete: number, };

export type Event = { 
/**
 * Id.
 */
id: EventId, 
/**
 * Name.
 */
name: string, 
/**
 * Kind.
 */
kind: EventKind, 
/**
 * Date.
 */
date: string, 
/**
 * Venue.
 */
venue: string, 
/**
 * Number of series.
 */
series_count: number, 
/**
 * Table preference of draws.
 */
table_preference: TablePreference, 
/**
 * Ruleset and series lengths.
 */
rules: Rules, };

export type EventKind = "tournament" | "club_evening";

export type TablePreference = "four" | "three";

export type GameChange = { 
/**
 * The game after the change (before it, for a deletion) as the lists say it, coded: a
 * Skat game's `describe.game`, a Schafkopf game's `describe.schafkopf` with the declaring
 * party's points. `None` for a record the engines cannot read.
 */
label: Refusal | null, 
/**
 * The game before the change (none for an entry) and after it (none for a deletion), as
 * the score sheet says its rows: Skat with the marks and card points a correction
 * changes, so the history reads "from → to".
 */
before: Refusal | null, 
/**
 * See `before`.
 */
after: Refusal | null, 
/**
 * The game.
 */
key: GameKey, 
/**
 * What happened.
 */
action: string, 
/**
 * The record before (JSON), if any.
 */
old: string | null, 
/**
 * The record after (JSON), if any.
 */
new: string | null, 
/**
 * Who.
 */
by: Author, 
/**
 * When (RFC 3339, UTC).
 */
at: string, };

export type AuditEntry = { 
/**
 * The game.
 */
key: GameKey, 
/**
 * What happened.
 */
action: string, 
/**
 * The record before (JSON), if any.
 */
old: string | null, 
/**
 * The record after (JSON), if any.
 */
new: string | null, 
/**
 * Who.
 */
by: Author, 
/**
 * When (RFC 3339, UTC).
 */
at: string, };

export type Author = { "kind": "scorer", 
/**
 * The name as given.
 */
name: string, } | { "kind": "table", 
/**
 * The series.
 */
series: number, 
/**
 * The table.
 */
table: number, 
/**
 * The phone as its browser names itself (at most 60 characters).
 */
device: string, };

export type AuditAction = "enter" | "import" | "correct" | "delete";

export type PlayerNo = string;

export type Sex = "f" | "m" | "d";

export type SeasonEditInput = { 
/**
 * The season.
 */
season: SeasonId, 
/**
 * Its settings.
 */
settings: SeasonSettings, };

export type SeasonInput = { 
/**
 * The season.
 */
season: SeasonId, };

export type SeasonEventsInput = { 
/**
 * The season.
 */
season: SeasonId, 
/**
 * The events.
 */
events: Array<EventId>, };

export type SeasonId = number;

export type Ranking = "total" | "average";

export type SeasonSettings = { 
/**
 * Name, e.g. "Vereinsmeisterschaft 2026".
 */
name: string, 
/**
 * Only the best N series count (*Streichergebnisse*); `None`: all.
 */
best: number | null, 
/**
 * Series a player must have played to be ranked (0: everybody is ranked).
 */
min_series: number, 
/**
 * Ranking by total or by average per counted series.
 */
ranking: Ranking, };

export type Season = { 
/**
 * Id.
 */
id: SeasonId, 
/**
 * Name, e.g. "Vereinsmeisterschaft 2026".
 */
name: string, 
/**
 * Only the best N series count (*Streichergebnisse*); `None`: all.
 */
best: number | null, 
/**
 * Series a player must have played to be ranked (0: everybody is ranked).
 */
min_series: number, 
/**
 * Ranking by total or by average per counted series.
 */
ranking: Ranking, };

export type SeasonStandings = { 
/**
 * The season.
 */
season: Season, 
/**
 * Its events, by date.
 */
events: Array<SeasonEvent>, 
/**
 * Ranked players first, then those below the minimum of series.
 */
rows: Array<SeasonRow>, };

export type SeasonEvent = { 
/**
 * Id.
 */
id: EventId, 
/**
 * Name.
 */
name: string, 
/**
 * Date.
 */
date: string, 
/**
 * Number of series.
 */
series_count: number, };

export type SeasonRow = { 
/**
 * Rank; `None` for a player below the minimum of series.
 */
rank: number | null, 
/**
 * The player's number.
 */
player_id: PlayerNo, 
/**
 * "First Last".
 */
name: string, 
/**
 * Club, or "".
 */
club: string, 
/**
 * Series played.
 */
played: number, 
/**
 * Sum of the counted series totals.
 */
total: number, 
/**
 * Total per counted series, to two decimals.
 */
average: number, 
/**
 * The series that count, by date.
 */
counted: Array<SeriesResult>, 
/**
 * The series dropped by "best N", by date.
 */
dropped: Array<SeriesResult>, 
/**
 * Whether the player has the minimum of series and is ranked.
 */
ranked: boolean, 
/**
 * Still tied after every tie-break: the organiser draws a lot.
 */
lot_required: boolean, };

export type SeriesResult = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The series of the event.
 */
series: number, 
/**
 * The series total (extended Seeger-Fabian, or the totals-only result).
 */
total: number, };

export type CashEventInput = { 
/**
 * The event.
 */
event: EventId, };

export type AttendanceInput = { 
/**
 * The event.
 */
event: EventId, };

export type RegistrationInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The players' numbers.
 */
players: Array<string>, };

export type GuestInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * First name.
 */
first_name: string, 
/**
 * Last name.
 */
last_name: string, 
/**
 * Club, "" for none.
 */
club: string, };

export type AttendanceRow = { 
/**
 * The player's number, as every file names the player.
 */
player_id: string, 
/**
 * "First Last".
 */
name: string, 
/**
 * The club, if any.
 */
club: string | null, 
/**
 * The player's payments cover the entry fee (and there is at least one).
 */
fee_paid: boolean, };

export type TablePlan = { 
/**
 * Tables of 4.
 */
four_tables: number, 
/**
 * Tables of 3.
 */
three_tables: number, 
/**
 * Players to add so that every player gets a seat; 0 when everyone has one.
 */
missing: number, 
/**
 * Players over the tables; 0 when everyone has a seat.
 */
surplus: number, };

export type Attendance = { 
/**
 * The event.
 */
event: EventId, 
/**
 * Skat or Schafkopf (a multiple of 4 players).
 */
game: CardGame, 
/**
 * How many players are registered.
 */
registered: number, 
/**
 * The registered players, in the registry's order (by name).
 */
players: Array<AttendanceRow>, 
/**
 * The tables they make.
 */
plan: TablePlan, 
/**
 * The entry fee in cents the door takes (0 without a fee schedule).
 */
entry_cents: number, };

export type LeagueInput = { 
/**
 * The league.
 */
league: LeagueId, 
/**
 * The table after this match day (included); `None`: after every day entered so far.
 */
after_day: number | null, };

export type LeagueView = { 
/**
 * Its settings.
 */
league: League, 
/**
 * Groups with their teams and rosters.
 */
groups: Array<GroupTeams>, 
/**
 * Every match day created, by group and day.
 */
matchdays: Array<Matchday>, 
/**
 * The table (groups one after another), after `after_day`.
 */
table: Array<TableRow>, 
/**
 * Promotion and relegation marks, row by row of `table`.
 */
placings: Array<Placing | null>, 
/**
 * The table after each match day, for the history.
 */
history: Array<DayTable>, 
/**
 * The schedule pulled from the association (`sync pull`), by group and day; empty for a
 * league made here.
 */
schedule: Array<ScheduledDay>, };

export type ScheduledDay = { 
/**
 * The group.
 */
group: string, 
/**
 * The day, 1-based.
 */
day: number, 
/**
 * Its date, YYYY-MM-DD.
 */
date: string, 
/**
 * The hosting team.
 */
host_team: string, };

export type SendFailure = { 
/**
 * When (UTC, RFC 3339).
 */
at: string, 
/**
 * The refusal (code, field, value, params), said in the reader's language.
 */
refusal: Refusal, };

export type MatchdayInput = { 
/**
 * The league.
 */
league: LeagueId, 
/**
 * The group's name.
 */
group: string, 
/**
 * The day, 1-based.
 */
day: number, 
/**
 * Its date, YYYY-MM-DD.
 */
date: string, 
/**
 * Its venue.
 */
venue: string, };

export type RosterLine = { 
/**
 * The player's number.
 */
player_id: string, 
/**
 * Regular player or substitute.
 */
role: Role, };

export type TeamInput = { 
/**
 * The league.
 */
league: LeagueId, 
/**
 * The group's name.
 */
group: string, 
/**
 * The team's name (a new name adds a team).
 */
team: string, 
/**
 * Its club.
 */
club: string, 
/**
 * Its roster, in order.
 */
players: Array<RosterLine>, };

export type LineupInput = { 
/**
 * The match day's event.
 */
event: EventId, 
/**
 * The series.
 */
series: number, 
/**
 * The team's name.
 */
team: string, 
/**
 * 3 or 4 roster players by number (empty with `absent`).
 */
players: Array<string>, 
/**
 * The team does not play the series.
 */
absent: boolean, };

export type MatchReportInput = { 
/**
 * The event.
 */
event: EventId, };

export type League = { 
/**
 * Id.
 */
id: LeagueId, 
/**
 * Name.
 */
name: string, 
/**
 * The season year.
 */
season_year: number, 
/**
 * Series per match day.
 */
series_per_day: number, 
/**
 * What ranking points are awarded for.
 */
unit: ScoringUnit, 
/**
 * How many places of each group are promoted.
 */
promote: number, 
/**
 * How many places of each group are relegated.
 */
relegate: number, };

export type LeagueId = number;

export type TeamId = number;

export type NewLeague = { 
/**
 * Name, e.g. "Verbandsliga Nord".
 */
name: string, 
/**
 * The season year.
 */
season_year: number, 
/**
 * Series per match day.
 */
series_per_day: number, 
/**
 * What ranking points are awarded for.
 */
unit: ScoringUnit, 
/**
 * How many places of each group are promoted.
 */
promote: number, 
/**
 * How many places of each group are relegated.
 */
relegate: number, };

export type ScoringUnit = "series" | "matchday";

export type Role = "regular" | "substitute";

export type Placing = "promoted" | "relegated";

export type TableRow = { 
/**
 * The group's name.
 */
group: string, 
/**
 * Rank in the group; tied teams share it.
 */
rank: number, 
/**
 * The team's name.
 */
team: string, 
/**
 * The team's club, or "".
 */
club: string, 
/**
 * Ranking points won (Wertungspunkte); may be halves.
 */
ranking_points: number, 
/**
 * Ranking points lost: per unit scored, (teams in the group − 1) minus the points won.
 */
ranking_points_against: number, 
/**
 * Game points (Spielpunkte): the sum of the team's players' series totals.
 */
game_points: number, 
/**
 * Series the team played.
 */
series_played: number, 
/**
 * Still tied on ranking and game points: a lot decides.
 */
lot_required: boolean, };

export type DayTable = { 
/**
 * The match day.
 */
day: number, 
/**
 * The table, groups one after another.
 */
rows: Array<TableRow>, };

export type GroupTeams = { 
/**
 * The group's name.
 */
group: string, 
/**
 * Its teams.
 */
teams: Array<TeamRoster>, };

export type TeamRoster = { 
/**
 * Id.
 */
id: TeamId, 
/**
 * Name, unique in the league.
 */
name: string, 
/**
 * Club, or "".
 */
club: string, 
/**
 * The roster.
 */
players: Array<RosterPlayer>, };

export type RosterPlayer = { 
/**
 * The player's number.
 */
player_id: PlayerNo, 
/**
 * "First Last".
 */
name: string, 
/**
 * Regular or substitute.
 */
role: Role, };

export type Matchday = { 
/**
 * The group's name.
 */
group: string, 
/**
 * The day, 1-based.
 */
day: number, 
/**
 * The event of the day.
 */
event: EventId, };

export type Lineup = { 
/**
 * The series.
 */
series: number, 
/**
 * The team's name.
 */
team: string, 
/**
 * Its players' numbers (none when absent).
 */
players: Array<string>, 
/**
 * The team does not play the series.
 */
absent: boolean, 
/**
 * The captain chose the line-up (else it is the first 4 regular players).
 */
chosen: boolean, };

export type TeamsImport = { 
/**
 * Groups named in the file.
 */
groups: number, 
/**
 * Teams named in the file (their rosters were replaced).
 */
teams: number, 
/**
 * Of those, teams new to the league.
 */
new_teams: number, 
/**
 * Roster rows written.
 */
players: number, };

export type MatchReport = { 
/**
 * The league's name.
 */
league: string, 
/**
 * The group's name.
 */
group: string, 
/**
 * The match day.
 */
day: number, 
/**
 * Its event.
 */
event: EventId, 
/**
 * Series by series.
 */
series: Array<ReportSeries>, 
/**
 * The day alone, scored in the league's unit.
 */
totals: Array<TableRow>, };

export type AssociationInput = { 
/**
 * The server's address.
 */
server: string, 
/**
 * The token file.
 */
token_file: string, 
/**
 * The language the server's refusals are wanted in.
 */
lang: Lang, };

export type AssociationPullInput = { 
/**
 * Server and token file.
 */
server: AssociationInput, 
/**
 * The server's league number.
 */
league: number, };

export type AssociationPushInput = { 
/**
 * Server and token file.
 */
server: AssociationInput, 
/**
 * The match day's event.
 */
event: EventId, };

export type AssociationPublishInput = { 
/**
 * Server and token file.
 */
server: AssociationInput, 
/**
 * The event.
 */
event: EventId, 
/**
 * The name the server shows it under.
 */
slug: string, };

export type AssociationOverview = { 
/**
 * The leagues pulled from a server.
 */
leagues: Array<LinkedLeague>, 
/**
 * The events with an outbox.
 */
published: Array<PublishedEvent>, };

export type LinkedLeague = { 
/**
 * The local league.
 */
league: LeagueId, 
/**
 * Its name.
 */
name: string, 
/**
 * The server it was pulled from.
 */
server: string, 
/**
 * The league's number there.
 */
server_league: number, 
/**
 * Its match days created so far.
 */
matchdays: Array<LinkedMatchday>, };

export type LinkedMatchday = { 
/**
 * The day's event.
 */
event: EventId, 
/**
 * The group's name.
 */
group: string, 
/**
 * The day, 1-based.
 */
day: number, 
/**
 * The date played (YYYY-MM-DD).
 */
date: string, 
/**
 * The last answer; none before the first push.
 */
pushed: PushState | null, };

export type PushState = { 
/**
 * The day's state there (`submitted`, …).
 */
state: string, 
/**
 * The day's version there.
 */
version: number, 
/**
 * When it answered.
 */
at: string, };

export type PublishedEvent = { 
/**
 * The event (of the newest version).
 */
event: EventId, 
/**
 * The server.
 */
server: string, 
/**
 * The slug.
 */
slug: string, 
/**
 * The newest version written to the outbox.
 */
version: number, 
/**
 * Versions not sent yet.
 */
pending: number, 
/**
 * Why the newest pending version was not sent, when a try failed.
 */
failure: SendFailure | null, };

export type PushAccepted = { 
/**
 * The day's state (`submitted`, …).
 */
state: string, 
/**
 * The day's version.
 */
version: number, 
/**
 * The package's id.
 */
package_id: string, };

export type Pulled = { 
/**
 * The local league.
 */
league: LeagueId, 
/**
 * It was made by this pull (the first from this server's league).
 */
created: boolean, 
/**
 * Players new to the registry.
 */
new_players: number, 
/**
 * Registry players whose name the server has otherwise (renamed to the server's).
 */
renamed_players: number, 
/**
 * The teams import.
 */
teams: TeamsImport, 
/**
 * Match days in the schedule.
 */
schedule: number, 
/**
 * Teams the server no longer has, removed from the local league (they played no match
 * day here).
 */
removed_teams: Array<string>, 
/**
 * Teams the server no longer has that played a match day here: kept with it, their roster
 * emptied (nothing played is deleted).
 */
kept_teams: Array<string>, };

export type Published = { 
/**
 * The newest version written to the outbox.
 */
version: number, 
/**
 * The version the server holds now, when it answered (an older one sent is ignored, and
 * the server names the one it has).
 */
server_version: number | null, 
/**
 * Versions still waiting to be sent.
 */
pending: number, };

export type FollowStatus = { 
/**
 * The event followed; none when the mode never ran.
 */
event: EventId | null, 
/**
 * The server.
 */
server: string, 
/**
 * The slug.
 */
slug: string, 
/**
 * The mode runs.
 */
on: boolean, 
/**
 * The newest version written to the outbox.
 */
version: number, 
/**
 * Versions not sent yet.
 */
pending: number, 
/**
 * Why the last attempt failed; none after a success.
 */
last_error: Error | null, };

export type ReportSeries = { 
/**
 * The series.
 */
series: number, 
/**
 * The group's teams.
 */
teams: Array<ReportTeam>, };

export type ReportTeam = { 
/**
 * The team's name.
 */
team: string, 
/**
 * The team's club.
 */
club: string, 
/**
 * Whether the team played the series (a roster player has a result in it).
 */
played: boolean, 
/**
 * Its players with results, by table.
 */
players: Array<ReportPlayer>, 
/**
 * Game points of the series.
 */
game_points: number, 
/**
 * Ranking points of the series compared on its own.
 */
ranking_points: number, };

export type ReportPlayer = { 
/**
 * The player's number.
 */
player_id: PlayerNo, 
/**
 * "First Last".
 */
name: string, 
/**
 * The table the player sat at.
 */
table: number, 
/**
 * The player's series total.
 */
total: number, };

export type ClubReport = { "kind": "season", 
/**
 * The season.
 */
season: SeasonId, } | { "kind": "cash", 
/**
 * The event.
 */
event: EventId, } | { "kind": "season_cash", 
/**
 * The season.
 */
season: SeasonId, } | { "kind": "league_table", 
/**
 * The league.
 */
league: LeagueId, 
/**
 * One group only.
 */
group: string | null, 
/**
 * The table as it stood after this match day (the CLI's `--after-day`); the last
 * when absent.
 */
after_day?: number, } | { "kind": "match_report", 
/**
 * The match day's event.
 */
event: EventId, };

export type ReportFormat = "pdf" | "text" | "csv" | "excel_csv";

export type ClubReportInput = { 
/**
 * The list.
 */
report: ClubReport, 
/**
 * PDF or CSV.
 */
format: ReportFormat, 
/**
 * The language of a PDF, and of a CSV's column names (English: the names scripts know;
 * German: German names, `ja`/`nein`).
 */
lang: Lang, };

export type FeesInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The schedule; `None` removes it.
 */
fees: Fees | null, };

export type PaymentInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The player's number.
 */
player: string, 
/**
 * The amount in cents, > 0.
 */
cents: number, };

export type PaymentEditInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The payment.
 */
payment: PaymentId, 
/**
 * The new amount in cents (ignored when deleting).
 */
cents: number | null, };

export type CashBook = { 
/**
 * The event.
 */
event: EventId, 
/**
 * Its fee schedule, if any.
 */
fees: Fees | null, 
/**
 * Per player with a result or a payment: due, paid, balance.
 */
rows: Array<CashRow>, 
/**
 * Every payment, with its id.
 */
payments: Array<Payment>, 
/**
 * The change this operation made to a payment (recorded, corrected, deleted), as the
 * audit keeps it; none when the book was only read.
 */
change: PaymentChange | null, };

export type Fees = { 
/**
 * The entry fee, charged once per event.
 */
entry_cents: number, 
/**
 * The fee of the 1st, 2nd, … lost game of a list; the last repeats; empty: none.
 */
lost_game_cents: Array<number>, };

export type CashRow = { 
/**
 * The player's number, as every file names the player.
 */
player_id: string, 
/**
 * "First Last".
 */
name: string, 
/**
 * The entry fee, once per event.
 */
entry_cents: number, 
/**
 * Own lost games (overbid included) over the event's lists.
 */
lost_games: number, 
/**
 * The lost-game fees, list by list.
 */
lost_game_cents: number, 
/**
 * Entry fee plus lost-game fees.
 */
due_cents: number, 
/**
 * The sum of the payments.
 */
paid_cents: number, 
/**
 * Paid − due: negative means the player owes.
 */
balance_cents: number, 
/**
 * The fees of the extra rankings the player enters (a Preisskat's categories and teams,
 * RULES.md H.4.1), part of `due_cents`; only for an event with prizes.
 */
extra_cents?: number, 
/**
 * The player's prize money in the event's prizes (RULES.md H.4.6; 0 without one), only
 * for an event with prizes. Money out: it is not part of the balance.
 */
prize_cents?: number, 
/**
 * Whether the player's prize is recorded as paid (`cash payout`), only for an event with
 * prizes.
 */
prize_paid?: boolean, };

export type Payment = { 
/**
 * Its id, for a correction or deletion.
 */
id: PaymentId, 
/**
 * The player's number.
 */
player_id: string, 
/**
 * "First Last".
 */
name: string, 
/**
 * The amount in cents, > 0.
 */
cents: number, 
/**
 * Who recorded it.
 */
recorded_by: string, 
/**
 * When (RFC 3339).
 */
recorded_at: string, };

export type PaymentId = number;

export type PaymentAction = "record" | "correct" | "delete";

export type PaymentChange = { 
/**
 * The payment.
 */
payment_id: PaymentId, 
/**
 * The player's number.
 */
player_id: string, 
/**
 * "First Last".
 */
name: string, 
/**
 * What was done.
 */
action: PaymentAction, 
/**
 * The amount before (none when recorded).
 */
old_cents: number | null, 
/**
 * The amount after (none when deleted).
 */
new_cents: number | null, 
/**
 * Who.
 */
changed_by: string, 
/**
 * When (RFC 3339).
 */
changed_at: string, };

export type Rules = { 
/**
 * The rule set (`ISKO_2022`).
 */
ruleset: Ruleset, 
/**
 * A lost game scores −`lost_multiplier` × value (2 since 1 Jan 1999, A.8).
 */
lost_multiplier: number, 
/**
 * F-1.
 */
failed_announcement_levels: FailedAnnouncementLevels, 
/**
 * F-2.
 */
null_overbid: NullOverbid, 
/**
 * F-12.
 */
overbid_cap: OverbidCap, 
/**
 * Seeger-Fabian: added to the declarer for a won game (B.1).
 */
win_bonus: number, 
/**
 * Seeger-Fabian: taken from the declarer for a lost game (B.1).
 */
loss_malus: number, 
/**
 * Seeger-Fabian: to each other player when the declarer loses; 0 for pure Seeger (B.1.4).
 */
table_bonus: PerTableSize<number>, 
/**
 * At a 4-table, whether the dealer who sits out also gets the table bonus (B.1.2, F-3).
 */
dealer_gets_defender_bonus: boolean, 
/**
 * Games of one series per table size (B.2.1).
 */
series_games: PerTableSize<number>, 
/**
 * The standings order before the lot (B.3.1).
 */
tie_break: Array<TieBreak>, 
/**
 * Kontra and Re are played (C.1; `CLUB` only).
 */
kontra: boolean, 
/**
 * Bock rounds (C.2; `CLUB` only): `false`, `true` (the default triggers) or the config.
 */
bock?: BockRules | null, 
/**
 * Ramsch when all pass (C.3; `CLUB` only): `false`, `true` (the defaults) or the config.
 */
ramsch?: RamschRules | null, 
/**
 * What the list writes (C.4, C.5; anything but Seeger-Fabian is `CLUB` only).
 */
list_style: ListStyle, 
/**
 * The Bierlachs limit and loss multiplier (C.4); with `list_style: bierlachs` only.
 */
bierlachs?: BierlachsRules | null, 
/**
 * Money at the end of the list (`CLUB` only).
 */
money?: MoneyRules | null, };

export type FailedAnnouncementLevels = "ALL_UP_TO_ANNOUNCED" | "ANNOUNCED_ONLY" | "ACHIEVED_ONLY";

export type NullOverbid = "ISKO_3_6_2_REPLACEMENT" | "MULTIPLE_OF_23";

export type OverbidCap = "NONE" | "MAX_GAME_VALUE";

export type TieBreak = "TOTAL_DESC" | "WINS_DESC" | "LOSSES_ASC";

export type TableSize = 3 | 4;

export type PerTableSize<T> = { 
/**
 * At a 3-table.
 */
"3": T, 
/**
 * At a 4-table.
 */
"4": T, };

export type GameInput = { 
/**
 * `true` for a passed-in deal (*eingepasst*).
 */
passed?: boolean, 
/**
 * The declared game.
 */
contract?: ContractField, 
/**
 * Hand game; default false.
 */
hand?: boolean, 
/**
 * Open game; default false.
 */
ouvert?: boolean, 
/**
 * Schneider/Schwarz announced; default none.
 */
announced?: Announcement, 
/**
 * `+n` with n, `-n` without n.
 */
matadors?: number, 
/**
 * Card points of the declarer including the skat, 0..=120.
 */
declarer_points?: number, 
/**
 * Tricks the declarer took, 0..=10.
 */
declarer_tricks?: number, 
/**
 * The final bid; default 18.
 */
bid?: number, 
/**
 * The replacement game of an impossible Null.
 */
replacement?: ReplacementInput, 
/**
 * A result decided by a rule violation or a concession.
 */
result_override?: ResultOverride, 
/**
 * Kontra or Re (club rules with Kontra only, C.1).
 */
kontra?: Kontra, 
/**
 * The deal was a Ramsch (club rules with Ramsch only, C.3).
 */
ramsch?: RamschInput, };

export type ReplacementInput = { 
/**
 * A suit or Grand.
 */
contract: ContractField, 
/**
 * The declarer's matadors for that contract.
 */
matadors: number, };

export type ContractField = "diamonds" | "hearts" | "spades" | "clubs" | "grand" | "null";

export type Announcement = "none" | "schneider" | "schwarz";

export type ResultOverride = "declarer_lost_by_rule" | "defenders_lost_by_rule" | "declarer_conceded" | "defenders_conceded";

export type GameResult = { 
/**
 * A passed-in deal: no declarer, no value (A.11.1). Serialised only when true.
 */
passed?: boolean, 
/**
 * Whether the declarer won.
 */
won: boolean, 
/**
 * The game value fell below the bid (A.9), or a Null was bid above its value (A.10).
 */
overbid: boolean, 
/**
 * The game value; for an overbid game the charged value that reaches the bid.
 */
value: number, 
/**
 * `+value` when won, `−lost_multiplier × value` when lost; 0 when passed.
 */
score: number, 
/**
 * The charge exceeds anything the declared game can be worth (A.9.7), or an impossible
 * Null had no replacement game: an arbiter should look at the entry.
 */
arbiter_review?: boolean, 
/**
 * A Ramsch: the score of every seat (C.3); `None` for every other deal.
 */
ramsch_scores?: Array<number>, };

export type SheetReport = { 
/**
 * Table size.
 */
table_size: TableSize, 
/**
 * Players in seat order.
 */
players: Array<string>, 
/**
 * Points per won game for the declarer (50 under ISkO).
 */
win_bonus: number, 
/**
 * Points per opponents' lost game at this table (40 / 30 under ISkO).
 */
table_bonus: number, 
/**
 * What the list writes (Seeger-Fabian under the ISkO).
 */
list_style: ListStyle, 
/**
 * One row per game.
 */
games: Array<SheetRow>, 
/**
 * One line per player, in seat order.
 */
foot: Array<FootLine>, 
/**
 * Column sums.
 */
sums: ColumnSums, 
/**
 * Failed list checks.
 */
findings: Array<Finding>, 
/**
 * The ranking at this table.
 */
ranking: Array<Ranked>, 
/**
 * Money (club rules): who pays whom, in as few payments as possible.
 */
settlement?: Settlement, };

export type SheetRow = { 
/**
 * Game number, 1-based.
 */
number: number, 
/**
 * Seat index of the dealer.
 */
dealer: number, 
/**
 * Seat index of the declarer; `None` when passed.
 */
declarer: number | null, 
/**
 * The game as entered.
 */
game: GameRecord, 
/**
 * What the deal writes for every seat in the list style: the declarer's score (or each
 * seat's Ramsch score) times the Bock factor; on a Bierlachs list the minus points.
 */
scores: Array<number>, 
/**
 * The Kontra/Re factor times the Bock factor: 1 for a plain game.
 */
multiplier: number, 
/**
 * Whether the deal lies in a Bock round (C.2).
 */
bock: boolean, 
/**
 * Running totals (*Punkte*) of every player after this game (SkWO 6.2.3).
 */
totals: Array<number>, 
/**
 * A passed-in deal: no declarer, no value (A.11.1). Serialised only when true.
 */
passed?: boolean, 
/**
 * Whether the declarer won.
 */
won: boolean, 
/**
 * The game value fell below the bid (A.9), or a Null was bid above its value (A.10).
 */
overbid: boolean, 
/**
 * The game value; for an overbid game the charged value that reaches the bid.
 */
value: number, 
/**
 * `+value` when won, `−lost_multiplier × value` when lost; 0 when passed.
 */
score: number, 
/**
 * The charge exceeds anything the declared game can be worth (A.9.7), or an impossible
 * Null had no replacement game: an arbiter should look at the entry.
 */
arbiter_review?: boolean, 
/**
 * A Ramsch: the score of every seat (C.3); `None` for every other deal.
 */
ramsch_scores?: Array<number>, };

export type FootLine = { 
/**
 * The player's name.
 */
player: string, 
/**
 * *Summe*: the sum of the player's own game values (the final running total).
 */
sum: number, 
/**
 * Own games won.
 */
won: number, 
/**
 * Own games lost.
 */
lost: number, 
/**
 * `won × 50 − lost × 50`.
 */
won_lost_points: number, 
/**
 * Games the others lost at this table for which this player earns the bonus.
 */
opponents_lost: number, 
/**
 * `opponents_lost × 40` (3-table) or `× 30` (4-table).
 */
opponents_lost_points: number, 
/**
 * *Gesamt*: tournament points of the series under Seeger-Fabian, else the sum.
 */
total: number, 
/**
 * Money (club rules): the net amount in cents, positive receives; `None` without money.
 */
money_cents?: number, };

export type ColumnSums = { 
/**
 * Σ of the *gewonnen* column.
 */
won_column: number, 
/**
 * Σ of the *verloren* column (written positive).
 */
lost_column: number, 
/**
 * Σ of what the Ramsch rows write (club rules, C.3), Bock included: with it the list sums
 * add up to won − lost + Ramsch (B.4.4).
 */
ramsch_column: number, 
/**
 * Played rows.
 */
played: number, 
/**
 * Passed rows (a Ramsch is an all-pass deal).
 */
passed: number, };

export type Finding = { "kind": "missing_games", 
/**
 * The missing numbers.
 */
numbers: Array<number>, } | { "kind": "wrong_game_count", 
/**
 * Games the series should have.
 */
expected: number, 
/**
 * Rows on the list.
 */
actual: number, } | { "kind": "declarer_is_dealer", 
/**
 * Game number.
 */
game: number, 
/**
 * Seat index of the dealer.
 */
seat: number, } | { "kind": "written_value_mismatch", 
/**
 * Game number.
 */
game: number, 
/**
 * As written.
 */
written: number, 
/**
 * As computed.
 */
computed: number, } | { "kind": "arbiter_review", 
/**
 * Game number.
 */
game: number, 
/**
 * The charged value.
 */
value: number, } | { "kind": "bierlachs_limit", 
/**
 * Game number, 1-based.
 */
game: number, 
/**
 * Seat index.
 */
seat: number, 
/**
 * Name.
 */
player: string, 
/**
 * The player's total after that game.
 */
total: number, 
/**
 * The limit.
 */
limit: number, };

export type Ranked = { 
/**
 * Rank at the table (B.3).
 */
rank: number, 
/**
 * Seat index.
 */
seat: number, 
/**
 * Name.
 */
player: string, 
/**
 * Tournament points.
 */
total: number, 
/**
 * Own games won.
 */
won: number, 
/**
 * Own games lost.
 */
lost: number, 
/**
 * Tied after every tie-break.
 */
lot_required: boolean, };

export type MoneyInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * One series; every series with seating when missing.
 */
series: number | null, };

export type MoneyReportInput = { 
/**
 * Event id.
 */
event: EventId, 
/**
 * One series; every series with seating when missing.
 */
series: number | null, 
/**
 * PDF or CSV.
 */
format: ReportFormat, 
/**
 * The language of a PDF.
 */
lang: Lang, };

export type MoneyReport = { 
/**
 * One series, or every series with seating.
 */
series: number | null, 
/**
 * The rate of the event's rules.
 */
cents_per_point: number, 
/**
 * The tables with games, by series and table.
 */
tables: Array<MoneyTable>, 
/**
 * Every player of those tables, most received first (then by name).
 */
players: Array<MoneyPlayer>, };

export type MoneyTable = { 
/**
 * Series.
 */
series: number, 
/**
 * Table.
 */
table: number, 
/**
 * Player numbers in seat order.
 */
player_ids: Array<string>, 
/**
 * Names in seat order.
 */
players: Array<string>, 
/**
 * The list's totals in its list style, per seat (what is settled).
 */
totals: Array<number>, 
/**
 * Games entered on the list.
 */
games: number, 
/**
 * Per seat, in cents: positive receives, negative pays; zero in sum.
 */
net_cents: Array<number>, 
/**
 * Who pays whom (seats), as few payments as possible.
 */
transfers: Array<Transfer>, };

export type MoneyPlayer = { 
/**
 * Player number.
 */
player_id: string, 
/**
 * Name.
 */
name: string, 
/**
 * Lists the player's amount comes from.
 */
tables: number, 
/**
 * The sum of the player's net amounts, in cents.
 */
net_cents: number, };

export type PrizeFile = { 
/**
 * The entry fee of the main ranking (the first individual ranking without filters), in
 * cents; the fee the cash book charges (H.4.1).
 */
entry_cents?: number, 
/**
 * How ties on prize places are settled, unless a ranking says otherwise.
 */
tie?: Tie, 
/**
 * A player holding a prize of an earlier individual ranking is passed over (H.4.5).
 */
one_prize_per_player?: boolean, 
/**
 * The rankings, in the order they are served.
 */
rankings: Array<RankingSpec>, };

export type RankingSpec = { 
/**
 * Unique id, e.g. `damen`.
 */
id: string, 
/**
 * The name lists and screens show.
 */
name: string, 
/**
 * Only these sexes (`"w"` is read as `f`).
 */
sex?: Array<Sex>, 
/**
 * Lowest age, inclusive.
 */
age_min?: number, 
/**
 * Highest age, inclusive.
 */
age_max?: number, 
/**
 * How the age is counted (default `event_year`).
 */
age_basis?: AgeBasis, 
/**
 * Only this series' results (1-based).
 */
series?: number, 
/**
 * A team ranking of teams of this many players.
 */
team_size?: number, 
/**
 * Every team one `f` and one `m` or `d` (team rankings of two).
 */
mixed?: boolean, 
/**
 * A club ranking over each club's N best players.
 */
club_best?: number, 
/**
 * The ranking's own (extra) fee, per team for team rankings.
 */
entry_cents?: number, 
/**
 * This ranking's tie rule instead of the file's.
 */
tie?: Tie, 
/**
 * Percent places are rounded down to this many cents (default 1).
 */
round_cents?: number, 
/**
 * Where the prize money comes from besides the fee.
 */
pot?: PotSpec, 
/**
 * The prize places.
 */
places: Array<PlaceSpec>, };

export type PlaceSpec = { 
/**
 * Shorthand for `from` = `to` = `place`.
 */
place?: number, 
/**
 * The first place, 1-based.
 */
from?: number, 
/**
 * The last place.
 */
to?: number, 
/**
 * The last place as a share F of the entrants: ⌊entrants × F⌋, 0 < F ≤ 1.
 */
to_share?: number, 
/**
 * Fixed cents per place.
 */
cents?: number, 
/**
 * Percent of the ranking's pot per place, rounded down to `round_cents`.
 */
percent?: number, 
/**
 * A prize in kind.
 */
goods?: string, 
/**
 * This range's rounding of its percent, instead of the ranking's.
 */
round_cents?: number, };

export type PotSpec = { 
/**
 * The part of the ranking's entry fees that goes into the pot, 0..=100 (default 100).
 */
entry_percent?: number, 
/**
 * Which lost-game fees the pot takes.
 */
lost_game_fees?: LostGameFees, 
/**
 * The share of them, 0..=100 (default 100); at most 100 over all rankings.
 */
lost_game_fees_percent?: number, 
/**
 * Costs taken off the pot (room, cards), in cents.
 */
costs_cents?: number, };

export type Tie = "lot" | "share";

export type AgeBasis = "event_year" | "year_start";

export type LostGameFees = boolean | "series";

export type PrizeFileInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The prize file (JSON text).
 */
text: string, };

export type PrizePreviewInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The prize file (JSON text).
 */
text: string, 
/**
 * Players to assume instead of the results or the registered players.
 */
entrants: number | null, };

export type PrizePreview = { 
/**
 * What the entrants are.
 */
basis: PreviewBasis, 
/**
 * The players counted: typed, registered, or with a result.
 */
players: number, 
/**
 * Per ranking, in the file's order.
 */
pots: Array<PotRow>, 
/**
 * Per ranking and place; names only for [`PreviewBasis::Results`].
 */
places: Array<PlaceRow>, };

export type PreviewBasis = "results" | "registered" | "typed";

export type PotRow = { 
/**
 * The ranking's id.
 */
ranking: string, 
/**
 * Players, teams or clubs listed.
 */
entrants: number, 
/**
 * Fees × entry percent + the lost-game fees taken − costs.
 */
pot_cents: number, 
/**
 * Every place held, pending ones at their place amounts, shares at k × ⌊sum/k⌋.
 */
paid_cents: number, 
/**
 * `pot_cents − paid_cents`; negative when the organiser pays the difference.
 */
rest_cents: number, };

export type Who = { "player_id": string } | { "team": string } | { "club": string };

export type PlaceRow = { 
/**
 * The ranking's id.
 */
ranking: string, 
/**
 * The place; a tied group's first place.
 */
place: number, 
/**
 * The name.
 */
name: string, 
/**
 * The prize in cents; `null` while a lot is pending.
 */
cents: number | null, 
/**
 * The prize in kind, if any (`null` while a lot is pending).
 */
goods: string | null, 
/**
 * The cents are a share of a tied group's places.
 */
shared: boolean, 
/**
 * Waits for a lot: of its own group, or of a group of an earlier ranking (H.4.5).
 */
pending_lot: boolean, } & ({ "player_id": string } | { "team": string } | { "club": string });

export type PrizeTeamsInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The CSV file (`ranking,team,player_id`).
 */
path: string, };

export type PrizeTeam = { 
/**
 * The ranking's id.
 */
ranking: string, 
/**
 * The team's name.
 */
team: string, 
/**
 * Its players, in the file's (or the registry's) order.
 */
members: Array<TeamMemberView>, };

export type TeamMemberView = { 
/**
 * The player's number.
 */
player_id: string, 
/**
 * "First Last"; empty for a number the registry does not know.
 */
name: string, };

export type PreisskatDrawInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The series to seat.
 */
series: number, 
/**
 * Set by the standings after the series before (from series 2), else drawn.
 */
seeded: boolean, 
/**
 * Whose mates sit at different tables wherever possible.
 */
apart: Apart | null, 
/**
 * A seed to repeat a draw (the order of a tie that needs a lot, a random order).
 */
seed: number | null, };

export type PrizePdfInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The file to write.
 */
path: string, 
/**
 * The language of the list.
 */
lang: Lang, };

export type Apart = "teams" | "clubs" | { "ranking": string };

export type PreisskatDraw = { 
/**
 * The seating and its draw.
 */
seating: SeatingDto, 
/**
 * Tables where two mates sit because nobody else could (H.5.2).
 */
broken: number, };

export type RankingStandings = { 
/**
 * The ranking's id.
 */
ranking: string, 
/**
 * Its name in the prize file.
 */
name: string, 
/**
 * The rows, first place first.
 */
rows: Array<RankingRow>, 
/**
 * Recorded lots of this ranking whose group changed since: not applied (H.3.1).
 */
dropped_lots: Array<RecordedLot>, };

export type RankingRow = { 
/**
 * Rank; tied rows share the first one's. `null` for clubs with too few players.
 */
rank: number | null, 
/**
 * The player's, team's or club's name.
 */
name: string, 
/**
 * Team and club rows: the player numbers counted.
 */
members?: Array<string>, 
/**
 * Tournament points.
 */
total: number, 
/**
 * Games won.
 */
won: number, 
/**
 * Games lost.
 */
lost: number, 
/**
 * Tied after every tie-break: only a recorded lot separates the group.
 */
lot_required: boolean, } & ({ "player_id": string } | { "team": string } | { "club": string });

export type RecordedLot = { 
/**
 * The ranking's id.
 */
ranking: string, 
/**
 * Player numbers, team names or club names, first place first.
 */
order: Array<string>, };

export type Prizes = { 
/**
 * Per ranking, in the file's order.
 */
pots: Array<PotRow>, 
/**
 * Per ranking and recipient, in the file's order, then by place.
 */
places: Array<PlaceRow>, 
/**
 * One row per recipient, pending rows excluded, most cents first.
 */
payouts: Array<PayoutRow>, };

export type PayoutRow = { 
/**
 * The name.
 */
name: string, 
/**
 * The summed cents.
 */
cents: number, 
/**
 * The prizes in kind.
 */
goods: Array<string>, 
/**
 * The ids of the rankings paying.
 */
rankings: Array<string>, } & ({ "player_id": string } | { "team": string } | { "club": string });

export type PayoutInput = { 
/**
 * The event.
 */
event: EventId, 
/**
 * The player's number, the team's or the club's name; `team:NAME`, `club:NAME` or
 * `player:NUMBER` where one name is several recipients'.
 */
recipient: string, 
/**
 * Withdraw a payout recorded by mistake instead of recording one.
 */
withdraw: boolean, };

export type PrizePayout = { 
/**
 * The payout recorded, if the prize is paid; its amount can differ from `cents` when
 * the results changed after it.
 */
paid: PaidPrize | null, 
/**
 * The name.
 */
name: string, 
/**
 * The summed cents.
 */
cents: number, 
/**
 * The prizes in kind.
 */
goods: Array<string>, 
/**
 * The ids of the rankings paying.
 */
rankings: Array<string>, } & ({ "player_id": string } | { "team": string } | { "club": string });

export type PaidPrize = { 
/**
 * The amount handed over, in cents.
 */
cents: number, 
/**
 * The goods handed over.
 */
goods: Array<string>, 
/**
 * Who recorded it.
 */
by: string, 
/**
 * When (RFC 3339, UTC).
 */
at: string, };

export type PayoutDone = { 
/**
 * The money and goods of the record, who recorded it and when.
 */
recorded: PaidPrize, 
/**
 * The recipient's row now.
 */
row: PrizePayout, };

