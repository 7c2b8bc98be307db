# Cash book: entry fee, lost-game fees, payments (issue 10).
