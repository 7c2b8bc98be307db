//! The evening's attendance (issue 21): who plays tonight, registered by number at the door
//! (a guest added to the registry on the spot), taken back before the draw, with the entry fee
//! each has paid and the tables the count makes. The app's Anmeldung screen and the CLI's
//! `event register|unregister|attendance`.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{CardGame, PlayerInput, Result};
use crate::event::{self, seating_codes};
use crate::rules::Refusal;
use crate::store::{self, Event, EventId, Player, PlayerId, Store, StoreError, TablePreference};

/// `attendance`: one event.
#[derive(Debug, Clone, Copy, Deserialize, TS)]
pub struct AttendanceInput {
    /// The event.
    pub event: EventId,
}

/// `register_by_number`, `unregister_players`: players of the registry by their numbers.
#[derive(Debug, Deserialize, TS)]
pub struct RegistrationInput {
    /// The event.
    pub event: EventId,
    /// The players' numbers.
    pub players: Vec<String>,
}

/// `add_guest`: a player who is not in the registry yet, registered at once.
#[derive(Debug, Deserialize, TS)]
pub struct GuestInput {
    /// The event.
    pub event: EventId,
    /// First name.
    pub first_name: String,
    /// Last name.
    pub last_name: String,
    /// Club, "" for none.
    #[serde(default)]
    pub club: String,
}

/// One registered player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct AttendanceRow {
    /// The player's number, as every file names the player.
    pub player_id: String,
    /// "First Last".
    pub name: String,
    /// The club, if any.
    pub club: Option<String>,
    /// The player's payments cover the entry fee (and there is at least one).
    pub fee_paid: bool,
}

/// The tables the registered players make: the 4- and 3-tables of a draw (B.2; only 4-tables
/// at a Schafkopf event, D.1), and when the count cannot be seated, how many players are
/// missing for the next count that can, or too many over the last one that can (they would
/// watch or wait as reserve); the tables are then those of that smaller count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, TS)]
pub struct TablePlan {
    /// Tables of 4.
    pub four_tables: usize,
    /// Tables of 3.
    pub three_tables: usize,
    /// Players to add so that every player gets a seat; 0 when everyone has one.
    pub missing: usize,
    /// Players over the tables; 0 when everyone has a seat.
    pub surplus: usize,
}

/// An event's attendance as the Anmeldung screen shows it.
#[derive(Debug, Clone, Serialize, TS)]
pub struct Attendance {
    /// The event.
    pub event: EventId,
    /// Skat or Schafkopf (a multiple of 4 players).
    pub game: CardGame,
    /// How many players are registered.
    pub registered: usize,
    /// The registered players, in the registry's order (by name).
    pub players: Vec<AttendanceRow>,
    /// The tables they make.
    pub plan: TablePlan,
    /// The entry fee in cents the door takes (0 without a fee schedule).
    pub entry_cents: i64,
}

/// The registered players of an event with their entry fees and the table plan.
///
/// # Errors
/// An unknown event.
pub fn attendance(store: &Store, input: AttendanceInput) -> Result<Attendance> {
    let ev = event::event(store, input.event)?;
    let schafkopf = store::schafkopf::tariff(store.conn(), ev.id)?.is_some();
    let registered = store::events::players_for_series(store.conn(), ev.id, 0)?;
    let paid = fees_paid(store, ev.id)?;
    let players: Vec<AttendanceRow> = store::players::all(store.conn())?
        .into_iter()
        .filter(|p| registered.contains(&p.id))
        .map(|p| row(&p, &paid))
        .collect();
    let entry_cents = crate::cash::fees(store, ev.id)?.map_or(0, |f| f.entry_cents);
    Ok(Attendance {
        event: ev.id,
        game: if schafkopf {
            CardGame::Schafkopf
        } else {
            CardGame::Skat
        },
        registered: players.len(),
        plan: table_plan(players.len(), ev.table_preference, schafkopf),
        players,
        entry_cents,
    })
}

fn row(p: &Player, paid: &HashMap<String, bool>) -> AttendanceRow {
    let number = p.number.to_string();
    AttendanceRow {
        fee_paid: paid.get(&number).copied().unwrap_or(false),
        player_id: number,
        name: p.name(),
        club: p.club.clone().filter(|c| !c.is_empty()),
    }
}

/// Per player number of the cash book: whether the payments cover the entry fee.
fn fees_paid(store: &Store, event: EventId) -> Result<HashMap<String, bool>> {
    Ok(crate::cash::cash_list(store, event)?
        .into_iter()
        .map(|r| {
            (
                r.player_id,
                r.paid_cents > 0 && r.paid_cents >= r.entry_cents,
            )
        })
        .collect())
}

/// The tables `count` players make (see [`TablePlan`]).
///
/// ```
/// use skatblock_ops::ops::{TablePlan, table_plan};
/// use skatblock_ops::store::TablePreference::Four;
/// let skat = table_plan(14, Four, false);
/// assert_eq!((skat.four_tables, skat.three_tables, skat.missing), (2, 2, 0));
/// let schafkopf = table_plan(13, Four, true);
/// assert_eq!(schafkopf, TablePlan { four_tables: 3, three_tables: 0, missing: 3, surplus: 1 });
/// ```
pub fn table_plan(count: usize, preference: TablePreference, schafkopf: bool) -> TablePlan {
    let preference = if schafkopf {
        TablePreference::Four
    } else {
        preference
    };
    let seatable = |n: usize| match schafkopf {
        true => n > 0 && n.is_multiple_of(4),
        false => event::table_sizes(n, preference).is_some(),
    };
    // Every count from 3 on but 5 seats at Skat, every multiple of 4 at Schafkopf: the next
    // one is at most 4 away.
    let missing = (0..=4).find(|&m| seatable(count + m)).unwrap_or(0);
    let surplus = (0..count).find(|&s| seatable(count - s)).unwrap_or(0);
    let sizes = event::table_sizes(count - surplus, preference).unwrap_or_default();
    let seated = seatable(count - surplus);
    let tables = |size: usize| sizes.iter().filter(|&&s| seated && s == size).count();
    TablePlan {
        four_tables: tables(4),
        three_tables: tables(3),
        missing,
        surplus,
    }
}

/// Registers players of the registry by their numbers (a withdrawn one plays again); all or
/// nothing.
///
/// # Errors
/// An unknown event or player number.
pub fn register_by_number(store: &mut Store, input: RegistrationInput) -> Result<Attendance> {
    event::event(store, input.event)?;
    let ids: Vec<PlayerId> = by_numbers(store, &input.players)?
        .iter()
        .map(|p| p.id)
        .collect();
    super::register_players(store, input.event, &ids, false)?;
    attendance(store, AttendanceInput { event: input.event })
}

/// Takes back the registrations of players by their numbers, before they have a seat; all or
/// nothing. A player not registered is left as is.
///
/// # Errors
/// An unknown event or player number; a player with a seat or a result
/// (`seating.unregister.seated`, `seating.unregister.played`: withdraw the player instead).
pub fn unregister_players(store: &mut Store, input: RegistrationInput) -> Result<Attendance> {
    let ev = event::event(store, input.event)?;
    let players = by_numbers(store, &input.players)?;
    refuse_if_placed(store, &ev, &players)?;
    let tx = store.transaction()?;
    for p in &players {
        store::events::unregister(&tx, ev.id, p.id)?;
    }
    tx.commit().map_err(StoreError::from)?;
    attendance(store, AttendanceInput { event: ev.id })
}

/// Refuses to take back a player who has a result or a seat: the seating and the lists keep
/// their players, so what is left is a withdrawal.
fn refuse_if_placed(store: &Store, ev: &Event, players: &[Player]) -> Result<()> {
    let results = event::results::list_results(store.conn(), ev)?;
    let seats = store::seating::all(store.conn(), ev.id)?;
    for p in players {
        let played = results.iter().find(|r| r.player == p.id && r.played);
        let seated = seats.iter().find(|s| s.player == p.id);
        let (code, series) = match (played, seated) {
            (Some(r), _) => (seating_codes::SEATING_UNREGISTER_PLAYED, r.series),
            (None, Some(s)) => (seating_codes::SEATING_UNREGISTER_SEATED, s.series),
            (None, None) => continue,
        };
        return Err(Refusal::new(code)
            .field("player")
            .value(p.number.as_str())
            .param("player", p.number.as_str())
            .param("series", series)
            .rule("B.2.2")
            .into());
    }
    Ok(())
}

/// The players with these numbers; the first unknown one refuses all.
fn by_numbers(store: &Store, numbers: &[String]) -> Result<Vec<Player>> {
    numbers
        .iter()
        .map(|n| Ok(event::player_by_number(store, n)?))
        .collect()
}

/// Adds a guest to the registry (the next free number, as the registry's form does) and
/// registers the guest for the event.
///
/// # Errors
/// An unknown event; the registry's refusals of the name (missing, the same as a member's).
pub fn add_guest(store: &mut Store, input: GuestInput) -> Result<Attendance> {
    event::event(store, input.event)?;
    let player = PlayerInput {
        id: None,
        number: String::new(),
        first_name: input.first_name,
        last_name: input.last_name,
        club: input.club,
        membership_no: String::new(),
        sex: String::new(),
        birth_year: String::new(),
    };
    let id = super::save_player(store, player)?;
    super::register_players(store, input.event, &[id], false)?;
    attendance(store, AttendanceInput { event: input.event })
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::ops::{self, DrawInput, EventInput, PaymentInput};

    /// `n` members (numbers 1..=n) and the event of `form`, nobody registered yet.
    fn evening(n: usize, form: Value) -> (Store, EventId) {
        let mut store = Store::open_in_memory().expect("store");
        for i in 1..=n {
            let player: PlayerInput = serde_json::from_value(json!({
                "id": null, "first_name": format!("Vorname{i:02}"),
                "last_name": format!("Mitglied{i:02}"), "club": "SC Grand"
            }))
            .expect("a player");
            ops::save_player(&mut store, player).expect("saved");
        }
        let form: EventInput = serde_json::from_value(form).expect("an event form");
        let event = ops::create_event(&mut store, form).expect("created").id;
        (store, event)
    }

    fn skat_form() -> Value {
        json!({
            "name": "Preisskat", "kind": "tournament", "date": "2026-11-27", "series_count": 2,
            "fees": {"entry_cents": 1000, "lost_game_cents": [50]}
        })
    }

    fn schafkopf_form() -> Value {
        json!({
            "name": "Schafkopfabend", "kind": "club_evening", "date": "2026-11-27",
            "series_count": 1, "game": "schafkopf", "tariff_name": "BSV_10_50",
            "rules": {"series_games": {"3": 36, "4": 32}}
        })
    }

    fn numbers(range: std::ops::RangeInclusive<usize>) -> Vec<String> {
        range.map(|i| i.to_string()).collect()
    }

    fn register(store: &mut Store, event: EventId, players: Vec<String>) -> Attendance {
        register_by_number(store, RegistrationInput { event, players }).expect("registered")
    }

    #[test]
    fn issue_21_the_table_plan_of_skat_and_schafkopf() {
        use TablePreference::{Four, Three};
        let plan = |count, preference, schafkopf| {
            let p = table_plan(count, preference, schafkopf);
            (p.four_tables, p.three_tables, p.missing, p.surplus)
        };
        assert_eq!(plan(14, Four, false), (2, 2, 0, 0));
        assert_eq!(plan(14, Three, false), (2, 2, 0, 0));
        assert_eq!(plan(12, Four, false), (3, 0, 0, 0));
        assert_eq!(plan(12, Three, false), (0, 4, 0, 0));
        assert_eq!(plan(5, Four, false), (1, 0, 1, 1));
        assert_eq!(plan(2, Four, false), (0, 0, 1, 0));
        assert_eq!(plan(0, Four, false), (0, 0, 3, 0));
        assert_eq!(plan(30, Four, true), (7, 0, 2, 2));
        assert_eq!(plan(13, Four, true), (3, 0, 3, 1));
        assert_eq!(plan(16, Three, true), (4, 0, 0, 0));
        assert_eq!(plan(3, Four, true), (0, 0, 1, 0));
        assert_eq!(plan(0, Four, true), (0, 0, 4, 0));
    }

    #[test]
    fn issue_21_thirteen_of_thirty_a_guest_and_the_fee_at_the_door() {
        let (mut store, event) = evening(30, skat_form());
        let before = attendance(&store, AttendanceInput { event }).expect("attendance");
        assert_eq!((before.registered, before.entry_cents), (0, 1000));
        register(&mut store, event, numbers(1..=13));
        let guest = GuestInput {
            event,
            first_name: "Gerda".into(),
            last_name: "Gast".into(),
            club: "SC Herz".into(),
        };
        let seen = add_guest(&mut store, guest).expect("guest added");
        assert_eq!(seen.registered, 14);
        let gerda = seen.players.iter().find(|p| p.name == "Gerda Gast");
        let gerda = gerda.expect("the guest is registered");
        assert_eq!(
            (gerda.player_id.as_str(), gerda.club.as_deref()),
            ("31", Some("SC Herz"))
        );
        assert_eq!(
            seen.plan,
            TablePlan {
                four_tables: 2,
                three_tables: 2,
                missing: 0,
                surplus: 0
            }
        );
        // The cash book lists all 14 before a game is played, each owing the entry fee.
        let book = ops::cash_book(&store, ops::CashEventInput { event }).expect("book");
        assert_eq!(book.rows.len(), 14);
        assert!(
            book.rows
                .iter()
                .all(|r| r.due_cents == 1000 && r.paid_cents == 0)
        );
        let pay = PaymentInput {
            event,
            player: "31".into(),
            cents: 1000,
        };
        let by = crate::event::Scorer {
            by: "Kasse".into(),
            at: "2026-11-27T18:00:00Z".into(),
        };
        ops::record_payment(&mut store, pay, by).expect("paid");
        let seen = attendance(&store, AttendanceInput { event }).expect("attendance");
        let paid: Vec<&str> = seen
            .players
            .iter()
            .filter(|p| p.fee_paid)
            .map(|p| p.player_id.as_str())
            .collect();
        assert_eq!(paid, ["31"]);
        // The draw seats exactly the 14.
        let drawn = ops::draw_series(
            &mut store,
            DrawInput {
                event,
                series: 1,
                seed: Some(3),
            },
        )
        .expect("drawn");
        let mut seated: Vec<String> = drawn
            .tables
            .into_iter()
            .flatten()
            .map(|s| s.number)
            .collect();
        seated.sort_by_key(|n| n.parse::<u32>().expect("a number"));
        let mut wanted = numbers(1..=13);
        wanted.push("31".into());
        assert_eq!(seated, wanted);
        assert_eq!(
            drawn.draw.expect("a draw").registered,
            0,
            "nobody else was registered"
        );
    }

    #[test]
    fn issue_21_a_refused_guest_is_neither_added_nor_registered() {
        let (mut store, event) = evening(3, skat_form());
        let guest = |event, last: &str| GuestInput {
            event,
            first_name: "Gerda".into(),
            last_name: last.into(),
            club: String::new(),
        };
        assert!(
            add_guest(&mut store, guest(event, "")).is_err(),
            "no last name"
        );
        assert!(
            add_guest(&mut store, guest(EventId(99), "Gast")).is_err(),
            "no such event"
        );
        assert_eq!(ops::list_players(&store).expect("registry").len(), 3);
        let seen = attendance(&store, AttendanceInput { event }).expect("attendance");
        assert_eq!(seen.registered, 0);
    }

    #[test]
    fn issue_21_unregistering_before_the_draw_and_refused_after_it() {
        let (mut store, event) = evening(10, skat_form());
        register(&mut store, event, numbers(1..=8));
        let input = RegistrationInput {
            event,
            players: vec!["8".into(), "9".into()],
        };
        let seen = unregister_players(&mut store, input).expect("unregistered");
        assert_eq!(
            seen.registered, 7,
            "8 is taken back, 9 was never registered"
        );
        let draw = DrawInput {
            event,
            series: 1,
            seed: Some(1),
        };
        ops::draw_series(&mut store, draw).expect("drawn");
        let input = RegistrationInput {
            event,
            players: vec!["1".into()],
        };
        let refused = unregister_players(&mut store, input).expect_err("seated");
        let refusal = &refused.refusals[0].refusal;
        assert_eq!(refusal.code, seating_codes::SEATING_UNREGISTER_SEATED);
        let series = refusal.params.get("series").map(ToString::to_string);
        assert_eq!(series.as_deref(), Some("1"));
        let said = refused.describe(crate::i18n::Lang::De);
        assert!(said.contains("zurückziehen"), "{said}");
        assert_eq!(
            attendance(&store, AttendanceInput { event })
                .expect("read")
                .registered,
            7
        );
    }

    #[test]
    fn issue_21_a_player_with_a_result_is_withdrawn_not_unregistered() {
        let (mut store, event) = evening(4, skat_form());
        register(&mut store, event, numbers(1..=4));
        let draw = DrawInput {
            event,
            series: 1,
            seed: Some(1),
        };
        ops::draw_series(&mut store, draw).expect("drawn");
        let rows = [(1, 30), (2, -60), (3, 0), (4, 0)];
        let sums = ops::TableTotalsInput {
            event,
            series: 1,
            table: 1,
            rows: rows
                .iter()
                .map(|&(n, points)| ops::TotalsDto {
                    player_id: ops::player_by_number(&store, &n.to_string()).expect("p").id,
                    points,
                    won: u32::from(points > 0),
                    lost: u32::from(points < 0),
                })
                .collect(),
        };
        ops::save_table_totals(&mut store, sums).expect("totals");
        let input = RegistrationInput {
            event,
            players: vec!["2".into()],
        };
        let refused = unregister_players(&mut store, input).expect_err("played");
        assert_eq!(
            refused.refusals[0].refusal.code,
            seating_codes::SEATING_UNREGISTER_PLAYED
        );
        let said = refused.describe(crate::i18n::Lang::En);
        assert!(
            said.contains("withdraw the player from the next series"),
            "{said}"
        );
    }

    #[test]
    fn issue_21_a_schafkopf_evening_says_how_many_are_missing_or_too_many() {
        let (mut store, event) = evening(30, schafkopf_form());
        let seen = register(&mut store, event, numbers(1..=13));
        assert_eq!(seen.game, CardGame::Schafkopf);
        assert_eq!(
            seen.plan,
            TablePlan {
                four_tables: 3,
                three_tables: 0,
                missing: 3,
                surplus: 1
            }
        );
        let seen = register(&mut store, event, numbers(14..=16));
        assert_eq!(
            seen.plan,
            TablePlan {
                four_tables: 4,
                three_tables: 0,
                missing: 0,
                surplus: 0
            }
        );
        let drawn = ops::draw_series(
            &mut store,
            DrawInput {
                event,
                series: 1,
                seed: Some(2),
            },
        )
        .expect("16 players make four 4-tables");
        assert_eq!(drawn.tables.len(), 4);
    }
}
