# Saisons: Jahreswertung über mehrere Veranstaltungen (Ausgabe 10).
