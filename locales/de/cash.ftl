# Kasse: Startgeld, Verlustspielgeld, Zahlungen (Ausgabe 10).
# Skatblock — deutscher Katalog, Teil „cash“. Jede Nachricht hat in en/cash.ftl ihr Gegenstück mit
# denselben Parametern (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs und der App.

## Zurückgewiesene Gebührenordnungen und Zahlungen (RULES.md B.5.3)

cash-fee-negative = eine Gebühr darf nicht negativ sein
cash-fee-not-an-amount = kein Betrag: Gebühren sind ganze Centbeträge, z. B. 50 für 0,50 €
cash-fees-not-a-list = muss eine Liste von Centbeträgen sein, z. B. [50, 50, 50, 100]
cash-fees-unknown-key = unbekannter Schlüssel; eine Gebührenordnung kennt nur „entry_cents“ und „lost_game_cents“
cash-fees-not-an-object = eine Gebührenordnung ist ein JSON-Objekt wie {"{"}"entry_cents": 1000, "lost_game_cents": [50, 50, 50, 100]{"}"}
cash-fees-not-json = die Datei ist kein JSON; eine Gebührenordnung sieht so aus: {"{"}"entry_cents": 1000, "lost_game_cents": [50, 50, 50, 100]{"}"}
cash-payment-not-positive = eine Zahlung ist ein ganzer Centbetrag größer als 0
cash-payment-unknown = zu Veranstaltung { $event } gibt es keine Zahlung mit dieser Nummer; `skatblock cash payments { $event }` listet sie auf
cash-player-not-in-event = ist für Veranstaltung { $event } nicht angemeldet; bitte zuerst anmelden

## Feldnamen

field-entry-cents = Startgeld (Cent)
field-lost-game-cents = Verlustspielgeld (Cent)
field-cents = Cent
field-payment = Zahlung
field-fees = Gebühren

## Die Kasse als Text (skatblock cash)

cash-number = Nr.
cash-name = Name
cash-payment = Zahlung
cash-amount = Betrag
cash-by = erfasst von
cash-at = erfasst am
cash-action-record = erfasst
cash-action-correct = korrigiert
cash-action-delete = gelöscht

## Meldungen der Kommandozeile

cli-cash-fees = Gebühren der Veranstaltung { $event }: Startgeld { $entry }, Verlustspielgeld je Liste { $lost }
cli-cash-no-lost-game-fee = keines
cli-cash-paid = Zahlung { $payment } erfasst: { $amount } von { $name } ({ $player }) für Veranstaltung { $event }
cli-cash-payout = Preis ausgezahlt an { $name } ({ $recipient }): { $amount }{ $goods }
cli-cash-payout-withdrawn = Auszahlung an { $name } ({ $recipient }) zurückgenommen: { $amount }{ $goods }
cli-cash-corrected = Zahlung { $payment } von { $name } ({ $player }) korrigiert: { $old } -> { $new }
cli-cash-deleted = Zahlung { $payment } von { $name } ({ $player }) gelöscht: { $old }
cli-cash-history = { $at }  { $action }  Zahlung { $payment }  { $name } ({ $player })  von { $by }: { $old } -> { $new }

## Die Abrechnung eines Skatabends (Clubregeln mit Geld)

report-money-off = die Regeln der Veranstaltung { $event } rechnen kein Geld ab: in den Clubregeln „Geld“ mit Cent je Punkt einschalten
