//! `skatblock cash …` (issue 10, RULES.md B.5.3): an event's or a season's cash book, payments
//! with their corrections and audit, and the fees file of `event create|update --fees`.
//! Argument parsing and printing only; the work is `skatblock::cash`'s.

use std::io::{self, Write};
use std::path::Path;

use anyhow::Result;
use clap::{Args, Subcommand};

use skatblock::cash::{CashRow, Fees, Payment, PaymentAction, PaymentChange, PaymentId};
use skatblock::i18n::{self, Lang, format_cents};
use skatblock::ops::SeasonId;
use skatblock::ops::{self, CashEventInput, PaymentEditInput, PaymentInput, SeasonInput};
use skatblock::ops::{EventId, Store};
use skatblock::report::clip;
use skatblock::rules::Param;

use super::output::{self, csv_out, json_out};
use super::{ListFormat, StoreArgs, say, scorer};

/// `skatblock cash EVENT --format …`, or one of the subcommands: what every player of an
/// event owes and has paid (entry fee, lost-game fees per list, payments, balance = paid − due).
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct CashArgs {
    /// Event id.
    #[arg(required = true)]
    event: Option<i64>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = ListFormat::Text)]
    format: ListFormat,
    #[command(subcommand)]
    command: Option<CashCommand>,
}

/// The subcommands of `cash`.
#[derive(Debug, Subcommand)]
enum CashCommand {
    /// Record a payment of a player registered for the event.
    Pay {
        /// Event id.
        event: i64,
        /// Player number.
        player: String,
        /// The amount in cents, e.g. 1000 for €10.00.
        #[arg(long, allow_negative_numbers = true)]
        cents: i64,
    },
    /// Record a prize of the event's prizes as paid (or withdraw that record); audited.
    Payout(PayoutArgs),
    /// Every player's sums over a season's events.
    Season {
        /// Season id.
        season: i64,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
    },
    /// List an event's payments with their ids.
    Payments {
        /// Event id.
        event: i64,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
    },
    /// Correct a payment's amount; the change is audited.
    Correct {
        /// Event id.
        event: i64,
        /// Payment id (see `cash payments`).
        payment: i64,
        /// The right amount in cents.
        #[arg(long, allow_negative_numbers = true)]
        cents: i64,
    },
    /// Delete a payment; the audit keeps it.
    Delete {
        /// Event id.
        event: i64,
        /// Payment id (see `cash payments`).
        payment: i64,
    },
    /// Show every change of an event's payments.
    History {
        /// Event id.
        event: i64,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
    },
}

/// `cash payout EVENT RECIPIENT [--withdraw]`.
#[derive(Debug, Args)]
struct PayoutArgs {
    /// Event id.
    event: i64,
    /// The player's number, the team's or the club's name (`team:NAME`, `club:NAME`,
    /// `player:NUMBER` where one name is several winners').
    recipient: String,
    /// Withdraw a payout recorded by mistake.
    #[arg(long)]
    withdraw: bool,
    /// Output format of the recipient's row.
    #[arg(long, value_enum, default_value_t = ListFormat::Text)]
    format: ListFormat,
}

/// Runs `cash …`.
pub fn cash(args: &StoreArgs, command: CashArgs) -> Result<()> {
    let store = &mut args.open()?;
    let lang = args.messages_lang();
    let Some(sub) = command.command else {
        return event_book(store, command.event, command.format, lang);
    };
    match sub {
        CashCommand::Pay {
            event,
            player,
            cents,
        } => pay(args, store, EventId(event), &player, cents),
        CashCommand::Payout(payout_args) => payout(args, store, payout_args),
        CashCommand::Season { season, format } => {
            book(store, Book::Season(SeasonId(season)), format, lang)
        }
        CashCommand::Payments { event, format } => {
            payments(&cash_book(store, event)?.payments, format, lang)
        }
        CashCommand::Correct {
            event,
            payment,
            cents,
        } => correct(args, store, EventId(event), PaymentId(payment), cents),
        CashCommand::Delete { event, payment } => {
            delete(args, store, EventId(event), PaymentId(payment))
        }
        CashCommand::History { event, format } => {
            let input = CashEventInput {
                event: EventId(event),
            };
            history(&ops::payment_history(store, input)?, format, lang)
        }
    }
}

/// An event's cash book.
fn cash_book(store: &Store, event: i64) -> Result<ops::CashBook> {
    let event = EventId(event);
    Ok(ops::cash_book(store, CashEventInput { event })?)
}

/// `cash EVENT`: the event's cash book.
fn event_book(store: &Store, event: Option<i64>, format: ListFormat, lang: Lang) -> Result<()> {
    let event = event.expect("clap requires EVENT without a subcommand");
    book(store, Book::Event(EventId(event)), format, lang)
}

/// Whose cash book: an event's or a season's.
#[derive(Debug, Clone, Copy)]
enum Book {
    Event(EventId),
    Season(SeasonId),
}

impl Book {
    /// The book's rows, one per player.
    fn rows(self, store: &Store) -> Result<Vec<CashRow>> {
        Ok(match self {
            Book::Event(event) => ops::cash_book(store, CashEventInput { event })?.rows,
            Book::Season(season) => ops::season_cash(store, SeasonInput { season })?,
        })
    }

    /// The book as the club's cash list (the CSV of `export cash`).
    fn report(self) -> ops::ClubReport {
        match self {
            Book::Event(event) => ops::ClubReport::Cash { event },
            Book::Season(season) => ops::ClubReport::SeasonCash { season },
        }
    }
}

/// `cash correct`: the change is audited with who made it and when.
fn correct(
    args: &StoreArgs,
    store: &mut Store,
    event: EventId,
    id: PaymentId,
    cents: i64,
) -> Result<()> {
    let input = PaymentEditInput {
        event,
        payment: id,
        cents: Some(cents),
    };
    let book = ops::change_payment(store, input, scorer(&args.user()))?;
    let params = change_params(args.messages_lang(), &changed(book));
    say(args, "cli-cash-corrected", &params);
    Ok(())
}

/// `cash delete`: the audit keeps the payment, with who deleted it and when.
fn delete(args: &StoreArgs, store: &mut Store, event: EventId, id: PaymentId) -> Result<()> {
    let input = PaymentEditInput {
        event,
        payment: id,
        cents: None,
    };
    let book = ops::change_payment(store, input, scorer(&args.user()))?;
    let params = change_params(args.messages_lang(), &changed(book));
    say(args, "cli-cash-deleted", &params);
    Ok(())
}

/// `cash pay`: records the payment and says what was recorded.
fn pay(
    args: &StoreArgs,
    store: &mut Store,
    event: EventId,
    player: &str,
    cents: i64,
) -> Result<()> {
    let input = PaymentInput {
        event,
        player: player.to_string(),
        cents,
    };
    let paid = changed(ops::record_payment(store, input, scorer(&args.user()))?);
    let amount = format_cents(args.messages_lang(), cents);
    say(
        args,
        "cli-cash-paid",
        &[
            ("payment", paid.payment_id.0.into()),
            ("amount", amount.into()),
            ("name", paid.name.as_str().into()),
            ("player", paid.player_id.as_str().into()),
            ("event", event.0.into()),
        ],
    );
    Ok(())
}

/// `cash payout`: records the payout (or its withdrawal) and says what was handed over.
fn payout(args: &StoreArgs, store: &mut Store, command: PayoutArgs) -> Result<()> {
    let withdraw = command.withdraw;
    let input = ops::PayoutInput {
        event: EventId(command.event),
        recipient: command.recipient,
        withdraw,
    };
    let done = ops::pay_prize(store, input, scorer(&args.user()))?;
    if command.format == ListFormat::Json {
        return json_out(&done.row);
    }
    let lang = args.messages_lang();
    let goods: String = (done.recorded.goods.iter())
        .map(|g| format!(" + {g}"))
        .collect();
    let id = if withdraw {
        "cli-cash-payout-withdrawn"
    } else {
        "cli-cash-payout"
    };
    let who = &done.row.payout;
    let params = [
        ("recipient", who.who.key().into()),
        ("name", who.name.as_str().into()),
        ("amount", format_cents(lang, done.recorded.cents).into()),
        ("goods", goods.into()),
    ];
    say(args, id, &params);
    Ok(())
}

/// The change a payment's operation made.
fn changed(book: ops::CashBook) -> PaymentChange {
    book.change
        .expect("an operation on a payment says what it changed")
}

/// The fee schedule of `event create|update --fees FILE`, read and checked before anything is
/// written.
pub(crate) fn fees_file(path: Option<&Path>) -> Result<Option<Fees>> {
    let Some(path) = path else {
        return Ok(None);
    };
    let bytes = super::read(path)?;
    Ok(Some(ops::fees_file(&path.display().to_string(), &bytes)?))
}

/// Says the schedule an event was given (none given: nothing).
pub(crate) fn say_fees(args: &StoreArgs, event: EventId, fees: Option<&Fees>) {
    let Some(fees) = fees else {
        return;
    };
    let lang = args.messages_lang();
    let lost = if fees.lost_game_cents.is_empty() {
        i18n::text(lang, "cli-cash-no-lost-game-fee")
    } else {
        let amounts: Vec<String> = fees
            .lost_game_cents
            .iter()
            .map(|&c| format_cents(lang, c))
            .collect();
        amounts.join(", ")
    };
    let entry = format_cents(lang, fees.entry_cents);
    say(
        args,
        "cli-cash-fees",
        &[
            ("event", event.0.into()),
            ("entry", entry.into()),
            ("lost", lost.into()),
        ],
    );
}

/// The cash book of an event or a season: the rows as JSON, the printed cash list as text
/// (amounts in the user's language, the sum line, the fee schedule), or its CSV.
fn book(store: &Store, of: Book, format: ListFormat, lang: Lang) -> Result<()> {
    let format = match format {
        ListFormat::Json => return json_out(&of.rows(store)?),
        ListFormat::Csv => ops::ReportFormat::Csv,
        ListFormat::Text => ops::ReportFormat::Text,
    };
    output::club_list(store, of.report(), format, lang)
}

/// An event's payments with their ids.
fn payments(rows: &[Payment], format: ListFormat, lang: Lang) -> Result<()> {
    match format {
        ListFormat::Csv => return csv_out(rows),
        ListFormat::Json => return json_out(&rows),
        ListFormat::Text => {}
    }
    let mut out = io::stdout().lock();
    let t = |id: &str| i18n::text(lang, id);
    writeln!(
        out,
        "{:>7}  {:>10}  {:<28} {:>12}  {:<16} {}",
        t("cash-payment"),
        t("cash-number"),
        t("cash-name"),
        t("cash-amount"),
        t("cash-by"),
        t("cash-at")
    )?;
    for p in rows {
        writeln!(
            out,
            "{:>7}  {:>10}  {:<28} {:>12}  {:<16} {}",
            p.id.0,
            p.player_id,
            clip(&p.name, 28),
            format_cents(lang, p.cents),
            clip(&p.recorded_by, 16),
            p.recorded_at
        )?;
    }
    Ok(())
}

/// Every change of an event's payments.
fn history(changes: &[PaymentChange], format: ListFormat, lang: Lang) -> Result<()> {
    match format {
        ListFormat::Csv => return csv_out(changes),
        ListFormat::Json => return json_out(&changes),
        ListFormat::Text => {}
    }
    let mut out = io::stdout().lock();
    for change in changes {
        let action = match change.action {
            PaymentAction::Record => "cash-action-record",
            PaymentAction::Correct => "cash-action-correct",
            PaymentAction::Delete => "cash-action-delete",
        };
        let mut params = change_params(lang, change).to_vec();
        params.extend([
            ("at", change.changed_at.as_str().into()),
            ("action", Param::Text(i18n::text(lang, action))),
            ("by", change.changed_by.as_str().into()),
        ]);
        let line = i18n::message(
            lang,
            "cli-cash-history",
            params.iter().map(|(k, v)| (*k, v)),
        );
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The parameters of the messages about one change of a payment.
fn change_params(lang: Lang, change: &PaymentChange) -> [(&'static str, Param); 5] {
    let amount = |cents: Option<i64>| cents.map_or_else(|| "-".into(), |c| format_cents(lang, c));
    [
        ("payment", change.payment_id.0.into()),
        ("name", change.name.as_str().into()),
        ("player", change.player_id.as_str().into()),
        ("old", amount(change.old_cents).into()),
        ("new", amount(change.new_cents).into()),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Debug, Parser)]
    struct Cli {
        #[command(flatten)]
        cash: CashArgs,
    }

    fn parse(line: &[&str]) -> Result<CashArgs, clap::Error> {
        Cli::try_parse_from(std::iter::once("cash").chain(line.iter().copied())).map(|c| c.cash)
    }

    #[test]
    fn the_event_form_parses_with_its_format() {
        let args = parse(&["7", "--format", "json"]).expect("cash EVENT --format json");
        assert_eq!((args.event, args.format), (Some(7), ListFormat::Json));
        assert!(args.command.is_none());
        let args = parse(&["7"]).expect("text by default");
        assert_eq!(args.format, ListFormat::Text);
    }

    #[test]
    fn pay_takes_event_player_and_cents_even_negative_ones() {
        let args = parse(&["pay", "7", "P1000", "--cents", "1500"]).expect("cash pay");
        assert!(matches!(
            args.command,
            Some(CashCommand::Pay { event: 7, ref player, cents: 1500 }) if player == "P1000"
        ));
        // A negative amount reaches the library, which refuses it with its code.
        let args = parse(&["pay", "7", "3", "--cents", "-5"]).expect("negative parses");
        assert!(matches!(
            args.command,
            Some(CashCommand::Pay { cents: -5, .. })
        ));
    }

    #[test]
    fn season_payments_correct_delete_and_history_parse() {
        let season = parse(&["season", "2", "--format", "csv"]).expect("cash season");
        assert!(matches!(
            season.command,
            Some(CashCommand::Season {
                season: 2,
                format: ListFormat::Csv
            })
        ));
        let correct = parse(&["correct", "7", "3", "--cents", "800"]).expect("cash correct");
        assert!(matches!(
            correct.command,
            Some(CashCommand::Correct {
                event: 7,
                payment: 3,
                cents: 800
            })
        ));
        let delete = parse(&["delete", "7", "3"]).expect("cash delete");
        assert!(matches!(
            delete.command,
            Some(CashCommand::Delete {
                event: 7,
                payment: 3
            })
        ));
        assert!(parse(&["payments", "7"]).is_ok());
        assert!(parse(&["history", "7", "--format", "json"]).is_ok());
    }

    #[test]
    fn without_event_or_subcommand_nothing_parses() {
        assert!(parse(&[]).is_err(), "cash needs an event or a subcommand");
        assert!(
            parse(&["pay", "7", "3"]).is_err(),
            "a payment needs --cents"
        );
    }
}
