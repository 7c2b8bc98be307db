# Der Verbandsserver (Ausgabe 23): Anmeldung, Rollen, Spieltage, Tabellen.
