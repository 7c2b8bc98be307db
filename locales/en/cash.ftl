# Cash book: entry fee, lost-game fees, payments (issue 10).
# Skatblock — English catalogue, part "cash". Every message has its counterpart in de/cash.ftl with
# the same parameters (a test checks it). Read by the CLI, the PDFs and the app.

## Refusals of fee schedules and payments (RULES.md B.5.3)

cash-fee-negative = a fee cannot be negative
cash-fee-not-an-amount = not an amount: a fee is a whole number of cents, e.g. 50 for €0.50
cash-fees-not-a-list = must be a list of amounts in cents, e.g. [50, 50, 50, 100]
cash-fees-unknown-key = unknown key; a fee schedule has only "entry_cents" and "lost_game_cents"
cash-fees-not-an-object = a fee schedule is a JSON object such as {"{"}"entry_cents": 1000, "lost_game_cents": [50, 50, 50, 100]{"}"}
cash-fees-not-json = the file is not JSON; a fee schedule looks like {"{"}"entry_cents": 1000, "lost_game_cents": [50, 50, 50, 100]{"}"}
cash-payment-not-positive = a payment is a whole number of cents greater than 0
cash-payment-unknown = event { $event } has no payment with this id; `skatblock cash payments { $event }` lists them
cash-player-not-in-event = not registered for event { $event }; register the player first

## Field labels

field-entry-cents = entry_cents
field-lost-game-cents = lost_game_cents
field-cents = cents
field-payment = payment
field-fees = fees

## The cash book as text (skatblock cash)

cash-number = No.
cash-name = Name
cash-payment = Payment
cash-amount = Amount
cash-by = Recorded by
cash-at = Recorded at
cash-action-record = recorded
cash-action-correct = corrected
cash-action-delete = deleted

## Messages of the command line

cli-cash-fees = fees of event { $event }: entry fee { $entry }, lost-game fees per list { $lost }
cli-cash-no-lost-game-fee = none
cli-cash-paid = payment { $payment } recorded: { $amount } from { $name } ({ $player }) for event { $event }
cli-cash-payout = prize paid to { $name } ({ $recipient }): { $amount }{ $goods }
cli-cash-payout-withdrawn = payout to { $name } ({ $recipient }) withdrawn: { $amount }{ $goods }
cli-cash-corrected = payment { $payment } of { $name } ({ $player }) corrected: { $old } -> { $new }
cli-cash-deleted = payment { $payment } of { $name } ({ $player }) deleted: { $old }
cli-cash-history = { $at }  { $action }  payment { $payment }  { $name } ({ $player })  by { $by }: { $old } -> { $new }

## The money settlement of a club evening (club rules with money)

report-money-off = the rules of event { $event } settle no money: turn on “money” with cents per point in the club rules
