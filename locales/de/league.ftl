# Ligen: Staffeln, Mannschaften, Spieltage, Tabelle (Ausgabe 10).
