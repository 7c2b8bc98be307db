# Skatblock — English catalogue, part "references": where a rule can be looked up. Every message has
# its counterpart in de/references.ftl (a test checks it). Read by the CLI, the PDFs and the app: a
# refusal names its rule (a RULES.md section such as "A.3.3" or "B.2.3, V-12"), and this part says
# what the user finds for it in the text of the rules.
#
# Id: "rule-ref-" and the section, with each run of dots, commas and spaces replaced by "-":
# A.3.3 → rule-ref-A-3-3, "B.2.3, V-12" → rule-ref-B-2-3-V-12. Without an id the program shows the
# section itself; a test checks that every section the code names is here.
#
# One kind of reference per source:
# - "ISkO n": rules of the International Skat Order, numbered as in its 2022 edition, as RULES.md
#   cites them (section 0.2); where RULES.md cites no paragraph of the 2022 edition, the chapter (2.5).
# - "SkWO n": tournament rules of the Skat competition rules (DSkV/ISPA), likewise.
# - "DSkV-Sportordnung, Anlage 10": the league's team rules (RULES.md B.6).
# - "house rule C.n": club-evening variants (RULES.md C), in no Skat order.
# - "Schafkopf D.n": Schafkopf (RULES.md D); its sources there cite no paragraphs.
# - "Skatblock n": settings of the program and of the event (fees, rule flags).

## Skat: International Skat Order (RULES.md A)

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

## Tournament, list, team (RULES.md B)

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

## Club-evening variants (RULES.md C)

rule-ref-C = house rule C
rule-ref-C-0 = house rule C.0
rule-ref-C-2 = house rule C.2
rule-ref-C-3 = house rule C.3
rule-ref-C-3-1 = house rule C.3.1
rule-ref-C-3-3 = house rule C.3.3
rule-ref-C-3-5 = house rule C.3.5
rule-ref-C-3-6 = house rule C.3.6
rule-ref-C-3-7 = house rule C.3.7
rule-ref-C-4 = house rule C.4

## Schafkopf (RULES.md D)

rule-ref-D-1 = Schafkopf D.1
rule-ref-D-2 = Schafkopf D.2
rule-ref-D-3 = Schafkopf D.3

## Settings (RULES.md G)

rule-ref-G = Skatblock G

## Preisskat: rankings, lots, prizes (RULES.md H; age classes and start rights from the DSkV Sportordnung, the lot from the SkWO)

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
