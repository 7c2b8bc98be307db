//! The manual seating changes of a running event: two players swap seats, a late player
//! joins, a player withdraws and the table is refilled — each keeping every table at 3 or 4
//! players (B.2) and leaving tables with games entered as they are (B.2.2). Each change says
//! what it did as notices (`seating.notice.*`). Drawing and importing a seating are
//! [`super::seating`]'s and [`super::seating_import`]'s.

use super::schafkopf::codes::SCHAFKOPF_SEATING_CHANGE;
use super::seating::codes::*;
use super::seating::{SeriesSeating, replace_series};
use super::{Result, check_series};
use crate::rules::Refusal;
use crate::store::{Event, EventId, PlayerId, Store, StoreError};
use crate::store::{events, games, players, seating};

/// A Schafkopf table keeps its 4 players: no late arrival or withdrawal reshapes it (D.1).
fn refuse_change_of_fours(store: &Store, event: EventId) -> Result<()> {
    if super::schafkopf::tariff_of(store.conn(), event)?.is_some() {
        return Err(Refusal::new(SCHAFKOPF_SEATING_CHANGE).rule("D.1").into());
    }
    Ok(())
}

/// Loads a series' seating for a manual change; it must have been drawn.
fn editable(store: &Store, event: EventId, series: u16) -> Result<(Event, SeriesSeating)> {
    let ev = super::event(store, event)?;
    check_series(&ev, series)?;
    let seats = SeriesSeating::from_rows(series, &seating::series(store.conn(), event, series)?);
    if seats.tables.is_empty() {
        return Err(Refusal::new(SEATING_SERIES_UNSEATED)
            .param("series", series)
            .into());
    }
    Ok((ev, seats))
}

/// Whether a table (index) has no games entered, so its seats may change.
fn is_open(store: &Store, event: EventId, series: u16, table: usize) -> Result<bool> {
    Ok(games::count_at_table(store.conn(), event, series, table as u16 + 1)? == 0)
}

fn require_open(store: &Store, event: EventId, series: u16, table: usize) -> Result<()> {
    if is_open(store, event, series, table)? {
        Ok(())
    } else {
        Err(Refusal::new(SEATING_TABLE_SCORED)
            .param("table", table + 1)
            .param("series", series)
            .rule("B.2.2")
            .into())
    }
}

fn save(store: &mut Store, event: EventId, seats: &SeriesSeating) -> Result<()> {
    let tx = store.transaction()?;
    replace_series(&tx, event, seats.series, None, &seats.rows())?;
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

fn seated(store: &Store, seats: &SeriesSeating, player: PlayerId) -> Result<(usize, usize)> {
    match seats.find(player) {
        Some(place) => Ok(place),
        None => Err(Refusal::new(SEATING_PLAYER_NOT_SEATED)
            .param("player", number_of(store, player)?)
            .param("series", seats.series)
            .into()),
    }
}

/// How a refusal or notice names a player: by the club's number (`#` and the internal id only
/// for a player who is not in the registry at all).
fn number_of(store: &Store, player: PlayerId) -> Result<String> {
    Ok(players::get(store.conn(), player)?
        .map_or_else(|| format!("#{}", player.0), |p| p.number.to_string()))
}

/// Swaps the seats of two players of a series. Returns the new seating and the notice
/// ([`SEATING_NOTICE_SWAPPED`]).
///
/// # Errors
/// A player not seated, or a table with games entered.
pub fn swap_players(
    store: &mut Store,
    event: EventId,
    series: u16,
    a: PlayerId,
    b: PlayerId,
) -> Result<(SeriesSeating, Refusal)> {
    let (_, mut seats) = editable(store, event, series)?;
    let ((ta, sa), (tb, sb)) = (seated(store, &seats, a)?, seated(store, &seats, b)?);
    require_open(store, event, series, ta)?;
    require_open(store, event, series, tb)?;
    seats.tables[ta][sa] = b;
    seats.tables[tb][sb] = a;
    let notice = Refusal::new(SEATING_NOTICE_SWAPPED)
        .param("first", number_of(store, a)?)
        .param("second", number_of(store, b)?)
        .param("series", series);
    save(store, event, &seats)?;
    Ok((seats, notice))
}

/// Seats a player who arrives late: at a 3-table, or at a new 3-table formed with one
/// player each from two 4-tables. Registers the player if needed. Returns the notice of what
/// was done ([`SEATING_NOTICE_JOINED`] or [`SEATING_NOTICE_NEW_TABLE`]).
///
/// # Errors
/// A player already seated or unknown; no open table can take the player.
pub fn add_late_player(
    store: &mut Store,
    event: EventId,
    series: u16,
    player: PlayerId,
) -> Result<Refusal> {
    refuse_change_of_fours(store, event)?;
    let (_, mut seats) = editable(store, event, series)?;
    let number = late_number(store, &seats, player)?;
    let open = open_tables(store, event, &seats, None);
    let notice = match open.iter().rev().find(|&&t| seats.tables[t].len() == 3) {
        Some(&t) => join_three(&mut seats, t, player, number),
        None => new_three(&mut seats, &open, player, number)?,
    };
    let tx = store.transaction()?;
    events::register(&tx, event, player)?;
    replace_series(&tx, event, series, None, &seats.rows())?;
    tx.commit().map_err(StoreError::from)?;
    Ok(notice)
}

/// The number of a late player, who must be in the registry and not seated yet.
fn late_number(store: &Store, seats: &SeriesSeating, player: PlayerId) -> Result<String> {
    let Some(late) = players::get(store.conn(), player)? else {
        return Err(Refusal::new(SEATING_PLAYER_UNKNOWN)
            .param("player", format!("#{}", player.0))
            .into());
    };
    let number = late.number.to_string();
    if seats.find(player).is_some() {
        return Err(Refusal::new(SEATING_PLAYER_SEATED)
            .param("player", number)
            .param("series", seats.series)
            .into());
    }
    Ok(number)
}

/// The tables (indices) with no games entered, but `except`.
fn open_tables(
    store: &Store,
    event: EventId,
    seats: &SeriesSeating,
    except: Option<usize>,
) -> Vec<usize> {
    (0..seats.tables.len())
        .filter(|&t| Some(t) != except && is_open(store, event, seats.series, t).unwrap_or(false))
        .collect()
}

/// A late player takes the free seat of 3-table `t`.
fn join_three(seats: &mut SeriesSeating, t: usize, player: PlayerId, number: String) -> Refusal {
    seats.tables[t].push(player);
    Refusal::new(SEATING_NOTICE_JOINED)
        .param("player", number)
        .param("table", t + 1)
        .param("seat", seats.tables[t].len())
        .param("series", seats.series)
}

/// A late player opens a new 3-table with the last player each of the last two open 4-tables.
fn new_three(
    seats: &mut SeriesSeating,
    open: &[usize],
    player: PlayerId,
    number: String,
) -> Result<Refusal> {
    let fours: Vec<usize> = open
        .iter()
        .rev()
        .copied()
        .filter(|&t| seats.tables[t].len() == 4)
        .take(2)
        .collect();
    let [x, y] = fours[..] else {
        return Err(Refusal::new(SEATING_LATE_NO_TABLE)
            .param("player", number)
            .param("series", seats.series)
            .rule("B.2")
            .into());
    };
    let movers = [seats.tables[x].pop(), seats.tables[y].pop()];
    let new_table: Vec<PlayerId> = movers.into_iter().flatten().chain([player]).collect();
    seats.tables.push(new_table);
    Ok(Refusal::new(SEATING_NOTICE_NEW_TABLE)
        .param("player", number)
        .param("table", seats.tables.len())
        .param("first_table", y + 1)
        .param("second_table", x + 1)
        .param("series", seats.series))
}

/// Withdraws a player from series `series` on. If the table drops to two players it is
/// refilled from an open 4-table, or its two players join two open 3-tables.
/// Returns the notices of what was done: [`SEATING_NOTICE_WITHDRAWN`] first, then any of
/// [`SEATING_NOTICE_MOVED`], [`SEATING_NOTICE_DISSOLVED`] and [`SEATING_NOTICE_RENUMBERED`].
///
/// # Errors
/// A table with games entered; no way to keep every table at 3 or 4 players.
pub fn withdraw_player(
    store: &mut Store,
    event: EventId,
    series: u16,
    player: PlayerId,
) -> Result<Vec<Refusal>> {
    refuse_change_of_fours(store, event)?;
    let ev = super::event(store, event)?;
    check_series(&ev, series)?;
    let number = number_of(store, player)?;
    if !events::is_registered(store.conn(), event, player)? {
        return Err(Refusal::new(SEATING_PLAYER_UNREGISTERED)
            .param("player", number)
            .param("event", event.0)
            .into());
    }
    let mut seats =
        SeriesSeating::from_rows(series, &seating::series(store.conn(), event, series)?);
    let mut notices = vec![
        Refusal::new(SEATING_NOTICE_WITHDRAWN)
            .param("player", number)
            .param("series", series),
    ];
    if let Some((t, s)) = seats.find(player) {
        require_open(store, event, series, t)?;
        seats.tables[t].remove(s);
        if seats.tables[t].len() == 2 {
            notices.extend(refill(store, event, &mut seats, t)?);
        }
    }
    let tx = store.transaction()?;
    events::withdraw(&tx, event, player, series)?;
    if !seats.tables.is_empty() {
        replace_series(&tx, event, series, None, &seats.rows())?;
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(notices)
}

/// Keeps table `t` (now two players) valid; returns the notices of what was done.
fn refill(
    store: &Store,
    event: EventId,
    seats: &mut SeriesSeating,
    t: usize,
) -> Result<Vec<Refusal>> {
    let open = open_tables(store, event, seats, Some(t));
    if let Some(&four) = open.iter().rev().find(|&&o| seats.tables[o].len() == 4) {
        return Ok(vec![move_from_four(store, seats, four, t)?]);
    }
    dissolve(store, event, seats, &open, t)
}

/// The last player of 4-table `four` moves to table `t`.
fn move_from_four(
    store: &Store,
    seats: &mut SeriesSeating,
    four: usize,
    t: usize,
) -> Result<Refusal> {
    let mover = seats.tables[four]
        .pop()
        .expect("a 4-table has a fourth player");
    seats.tables[t].push(mover);
    Ok(Refusal::new(SEATING_NOTICE_MOVED)
        .param("player", number_of(store, mover)?)
        .param("from", four + 1)
        .param("to", t + 1)
        .param("series", seats.series))
}

/// Table `t`'s two players join the first two open 3-tables; the last table takes its number.
fn dissolve(
    store: &Store,
    event: EventId,
    seats: &mut SeriesSeating,
    open: &[usize],
    t: usize,
) -> Result<Vec<Refusal>> {
    let threes: Vec<usize> = open
        .iter()
        .copied()
        .filter(|&o| seats.tables[o].len() == 3)
        .take(2)
        .collect();
    let [x, y] = threes[..] else {
        return Err(Refusal::new(SEATING_WITHDRAW_NO_TABLE)
            .param("table", t + 1)
            .param("series", seats.series)
            .rule("B.2")
            .into());
    };
    let last = renumbering_last(store, event, seats, t)?;
    let (a, b) = (seats.tables[t][0], seats.tables[t][1]);
    seats.tables[x].push(a);
    seats.tables[y].push(b);
    let mut notices = vec![
        Refusal::new(SEATING_NOTICE_DISSOLVED)
            .param("table", t + 1)
            .param("first", number_of(store, a)?)
            .param("first_table", x + 1)
            .param("second", number_of(store, b)?)
            .param("second_table", y + 1)
            .param("series", seats.series),
    ];
    notices.extend(renumber(seats, t, last));
    Ok(notices)
}

/// The last table, which takes the number of dissolved table `t`. Table numbers stay as they
/// are, games are stored by them: the last table must still be open to change its number.
fn renumbering_last(
    store: &Store,
    event: EventId,
    seats: &SeriesSeating,
    t: usize,
) -> Result<usize> {
    let series = seats.series;
    let last = seats.tables.len() - 1;
    if t != last && !is_open(store, event, series, last)? {
        return Err(Refusal::new(SEATING_WITHDRAW_LAST_SCORED)
            .param("table", t + 1)
            .param("last", last + 1)
            .param("series", series)
            .rule("B.2.2")
            .into());
    }
    Ok(last)
}

/// Dissolved table `t` (now empty) gives way to the last table; the notice if that moved.
fn renumber(seats: &mut SeriesSeating, t: usize, last: usize) -> Option<Refusal> {
    seats.tables.swap(t, last);
    seats.tables.truncate(last);
    (t != last).then(|| {
        Refusal::new(SEATING_NOTICE_RENUMBERED)
            .param("from", last + 1)
            .param("to", t + 1)
            .param("series", seats.series)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::draw_series;
    use crate::event::seating::refusals::{
        club, codes_of, int, refusal, score, seat, tables, text,
    };
    use crate::i18n::{self, Lang};

    #[test]
    fn seating_changes_say_what_they_did_as_notices() {
        let (mut store, ev) = club(9);
        seat(&mut store, ev, &[&[1, 2, 3, 4], &[5, 6, 7]]);

        let (seats, notice) =
            swap_players(&mut store, ev, 1, PlayerId(1), PlayerId(5)).expect("swap");
        assert_eq!(seats.tables[0][0], PlayerId(5));
        assert_eq!(notice.code, SEATING_NOTICE_SWAPPED);
        assert_eq!(
            (&notice.params["first"], &notice.params["second"]),
            (&text("P1"), &text("P5"))
        );

        let joined = add_late_player(&mut store, ev, 1, PlayerId(8)).expect("joins table 2");
        assert_eq!(joined.code, SEATING_NOTICE_JOINED);
        assert_eq!(
            (&joined.params["table"], &joined.params["seat"]),
            (&int(2), &int(4))
        );

        let new_table = add_late_player(&mut store, ev, 1, PlayerId(9)).expect("new table");
        assert_eq!(new_table.code, SEATING_NOTICE_NEW_TABLE);
        assert_eq!(new_table.params["table"], int(3));
        assert_eq!(
            (
                &new_table.params["first_table"],
                &new_table.params["second_table"]
            ),
            (&int(1), &int(2))
        );
        assert_eq!(
            i18n::refusal(Lang::En, &new_table),
            "new table 3 with player P9 and one player each from tables 1 and 2"
        );
        assert_eq!(
            i18n::refusal(Lang::De, &new_table),
            "neuer Tisch 3 mit Spieler P9 und je einem Spieler der Tische 1 und 2"
        );

        let withdrawn = withdraw_player(&mut store, ev, 1, PlayerId(9)).expect("withdraw");
        assert_eq!(
            codes_of(&withdrawn),
            [SEATING_NOTICE_WITHDRAWN, SEATING_NOTICE_DISSOLVED]
        );
        assert_eq!(withdrawn[1].params["table"], int(3));
        let sizes: Vec<usize> = tables(&store, ev).iter().map(Vec::len).collect();
        assert_eq!(sizes, [4, 4]);

        let seated = refusal(add_late_player(&mut store, ev, 1, PlayerId(8)));
        assert_eq!(seated.code, SEATING_PLAYER_SEATED);
        assert_eq!(seated.params["player"], text("P8"));
    }

    #[test]
    fn a_table_of_two_is_refilled_from_a_four_table() {
        let (mut store, ev) = club(7);
        seat(&mut store, ev, &[&[1, 2, 3, 4], &[5, 6, 7]]);
        let notices = withdraw_player(&mut store, ev, 1, PlayerId(6)).expect("withdraw");
        assert_eq!(
            codes_of(&notices),
            [SEATING_NOTICE_WITHDRAWN, SEATING_NOTICE_MOVED]
        );
        let moved = &notices[1];
        assert_eq!(moved.params["player"], text("P4"));
        assert_eq!(
            (&moved.params["from"], &moved.params["to"]),
            (&int(1), &int(2))
        );
        assert_eq!(tables(&store, ev), [vec![1, 2, 3], vec![5, 7, 4]]);
    }

    #[test]
    fn a_dissolved_table_gives_its_number_to_the_last_table() {
        let (mut store, ev) = club(12);
        seat(
            &mut store,
            ev,
            &[&[1, 2, 3], &[4, 5, 6], &[7, 8, 9], &[10, 11, 12]],
        );
        let notices = withdraw_player(&mut store, ev, 1, PlayerId(1)).expect("withdraw");
        assert_eq!(
            codes_of(&notices),
            [
                SEATING_NOTICE_WITHDRAWN,
                SEATING_NOTICE_DISSOLVED,
                SEATING_NOTICE_RENUMBERED
            ]
        );
        assert_eq!(
            (&notices[2].params["from"], &notices[2].params["to"]),
            (&int(4), &int(1))
        );
        assert_eq!(
            tables(&store, ev),
            [vec![10, 11, 12], vec![4, 5, 6, 2], vec![7, 8, 9, 3]]
        );
    }

    #[test]
    fn a_scored_last_table_keeps_its_number_and_players() {
        let (mut store, ev) = club(12);
        let before: &[&[i64]] = &[&[1, 2, 3], &[4, 5, 6], &[7, 8, 9], &[10, 11, 12]];
        seat(&mut store, ev, before);
        score(&mut store, ev, 4);
        let r = refusal(withdraw_player(&mut store, ev, 1, PlayerId(1)));
        assert_eq!(r.code, SEATING_WITHDRAW_LAST_SCORED);
        assert_eq!((&r.params["table"], &r.params["last"]), (&int(1), &int(4)));
        let unchanged: Vec<Vec<i64>> = before.iter().map(|t| t.to_vec()).collect();
        assert_eq!(tables(&store, ev), unchanged, "nothing was written");
    }

    #[test]
    fn scored_tables_and_series_refuse_changes() {
        let (mut store, ev) = club(8);
        seat(&mut store, ev, &[&[1, 2, 3, 4], &[5, 6, 7]]);
        score(&mut store, ev, 2);

        let r = refusal(swap_players(&mut store, ev, 1, PlayerId(1), PlayerId(5)));
        assert_eq!(r.code, SEATING_TABLE_SCORED);
        assert_eq!(
            (&r.params["table"], &r.params["series"]),
            (&int(2), &int(1))
        );
        assert_eq!(r.rule, Some("B.2.2"));

        let r = refusal(draw_series(&mut store, ev, 1, Some(1)));
        assert_eq!(r.code, SEATING_SERIES_SCORED);
        assert_eq!(r.params["series"], int(1));

        let r = refusal(add_late_player(&mut store, ev, 1, PlayerId(8)));
        assert_eq!(r.code, SEATING_LATE_NO_TABLE, "only one open 4-table");
    }

    #[test]
    fn a_table_of_two_no_open_table_can_take_is_refused() {
        let (mut store, ev) = club(6);
        seat(&mut store, ev, &[&[1, 2, 3], &[4, 5, 6]]);
        score(&mut store, ev, 2);
        let r = refusal(withdraw_player(&mut store, ev, 1, PlayerId(1)));
        assert_eq!(r.code, SEATING_WITHDRAW_NO_TABLE);
        assert_eq!(r.params["table"], int(1));
        assert_eq!(tables(&store, ev), [vec![1, 2, 3], vec![4, 5, 6]]);
    }

    #[test]
    fn players_and_series_are_checked() {
        let (mut store, ev) = club(8);
        seat(&mut store, ev, &[&[1, 2, 3, 4], &[5, 6, 7]]);

        let r = refusal(swap_players(&mut store, ev, 1, PlayerId(1), PlayerId(8)));
        assert_eq!(r.code, SEATING_PLAYER_NOT_SEATED);
        assert_eq!(r.params["player"], text("P8"));

        let r = refusal(swap_players(&mut store, ev, 2, PlayerId(1), PlayerId(2)));
        assert_eq!(r.code, SEATING_SERIES_UNSEATED);
        assert_eq!(r.params["series"], int(2));

        let r = refusal(withdraw_player(&mut store, ev, 1, PlayerId(8)));
        assert_eq!(r.code, SEATING_PLAYER_UNREGISTERED);
        assert_eq!(r.params["player"], text("P8"));

        let r = refusal(add_late_player(&mut store, ev, 1, PlayerId(99)));
        assert_eq!(r.code, SEATING_PLAYER_UNKNOWN);
        assert_eq!(r.params["player"], text("#99"));
    }
}
