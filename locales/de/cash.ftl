# Kasse: Startgeld, Verlustspielgeld, Zahlungen (Ausgabe 10).
