# Skatblock — deutscher Katalog, Teil „references“: wo eine Regel nachzulesen ist. Jede Nachricht hat
# in en/references.ftl ihr Gegenstück (ein Test prüft das). Gelesen von der Kommandozeile, den PDFs
# und der App: eine Ablehnung nennt ihre Regel (RULES.md-Abschnitt wie „A.3.3“ oder „B.2.3, V-12“),
# und hier steht, was der Nutzer dazu im Regeltext findet.
#
# Id: „rule-ref-“ und der Abschnitt, jede Folge aus Punkt, Komma und Leerzeichen durch „-“ ersetzt:
# A.3.3 → rule-ref-A-3-3, „B.2.3, V-12“ → rule-ref-B-2-3-V-12. Fehlt eine Id, zeigt das Programm den
# Abschnitt selbst; ein Test prüft, dass jeder Abschnitt, den der Code nennt, hier steht.
#
# Eine Art Verweis je Quelle:
# - „ISkO n“: Regeln der Internationalen Skatordnung, mit der Nummer der Ausgabe 2022, wie RULES.md sie
#   nennt (Abschnitt 0.2); nennt RULES.md keinen Absatz der Ausgabe 2022, dann das Kapitel (z. B. 2.5).
# - „SkWO n“: Turnierregeln der Skatwettspielordnung (DSkV/ISPA), ebenso.
# - „DSkV-Sportordnung, Anlage 10“: die Mannschaftsregeln der Liga (RULES.md B.6).
# - „Hausregel C.n“: Spielarten eines Vereinsabends (RULES.md C), in keiner Skatordnung.
# - „Schafkopf D.n“: Schafkopf (RULES.md D); die Quellen dort nennen keine Absätze.
# - „Skatblock n“: Einstellungen des Programms und der Veranstaltung (Gebühren, Regel-Schalter).

## Skat: Internationale Skatordnung (RULES.md A)

rule-ref-A-1-1-V-6 = ISkO 1.2
rule-ref-A-1-3 = ISkO 2.5
rule-ref-A-1-5 = ISkO 2.5
rule-ref-A-1-5-V-7 = ISkO 2.5
rule-ref-A-1-6-V-8 = ISkO 2.5
rule-ref-A-3-V-2 = ISkO 2.3
rule-ref-A-3-3 = ISkO 2.3
rule-ref-A-5-1-V-3 = ISkO 2.6
rule-ref-A-5-3-V-4 = ISkO 2.6.5
rule-ref-A-5-4-V-5 = ISkO 2.5
rule-ref-A-7-2 = ISkO 2.5
rule-ref-A-9-7 = ISkO 3.6
rule-ref-A-10 = ISkO 3.6.2
rule-ref-A-11-1 = ISkO 3.3.7
rule-ref-A-13-1-V-9 = ISkO 3.3

## Turnier, Liste, Mannschaft (RULES.md B)

rule-ref-B-1-3 = SkWO 6.3
rule-ref-B-2 = SkWO 6.1
rule-ref-B-2-1 = SkWO 6.1
rule-ref-B-2-2 = ISkO 3.2.1
rule-ref-B-2-3-V-12 = ISkO 3.2
rule-ref-B-4-1 = SkWO 6.1
rule-ref-B-4-2 = SkWO 6.2
rule-ref-B-4-8 = ISkO 2.5
rule-ref-B-4-9 = ISkO 3.2
rule-ref-B-5-3 = Skatblock B.5.3
rule-ref-B-6-1 = DSkV-Sportordnung, Anlage 10

## Spielarten des Vereinsabends (RULES.md C)

rule-ref-C = Hausregel C
rule-ref-C-0 = Hausregel C.0
rule-ref-C-2 = Hausregel C.2
rule-ref-C-3 = Hausregel C.3
rule-ref-C-3-1 = Hausregel C.3.1
rule-ref-C-3-3 = Hausregel C.3.3
rule-ref-C-3-5 = Hausregel C.3.5
rule-ref-C-3-6 = Hausregel C.3.6
rule-ref-C-3-7 = Hausregel C.3.7
rule-ref-C-4 = Hausregel C.4

## Schafkopf (RULES.md D)

rule-ref-D-1 = Schafkopf D.1
rule-ref-D-2 = Schafkopf D.2
rule-ref-D-3 = Schafkopf D.3

## Einstellungen (RULES.md G)

rule-ref-G = Skatblock G

## Preisskat: Wertungen, Lose, Preise (RULES.md H; Altersklassen und Startrecht nach der DSkV-Sportordnung, das Los nach der SkWO)

rule-ref-H-1-1 = Skatblock H.1.1
rule-ref-H-1-2 = Skatblock H.1.2
rule-ref-H-1-3 = DSkV-Sportordnung 1.2
rule-ref-H-1-4 = Skatblock H.1.4
rule-ref-H-2 = Skatblock H.2
rule-ref-H-2-1 = Skatblock H.2.1
rule-ref-H-2-2 = Skatblock H.2.2
rule-ref-H-3-1 = SkWO 6.3.1
rule-ref-H-4 = Skatblock H.4
rule-ref-H-4-1 = Skatblock H.4.1
rule-ref-H-4-2 = Skatblock H.4.2
rule-ref-H-4-3 = Skatblock H.4.3
rule-ref-H-4-6 = Skatblock H.4.6
rule-ref-H-5-1 = Skatblock H.5.1
rule-ref-H-6 = Skatblock H.6
