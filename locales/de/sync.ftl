# Der Abgleich des Vereinsrechners mit dem Verbandsserver (Ausgabe 23).
