import { describe, expect, it } from "vitest";
import { localizeMessage } from "./messages";

describe("the library's messages in German", () => {
  it("names the field by its label and says the rule in German", () => {
    expect(localizeMessage("de", "matadors = 5: grand allows 1..=4 with or -4..=-1 without (A.3.3)")).toBe(
      "Spitzen = 5: Grand hat mit oder ohne 1 bis 4 Spitzen, „ohne“ mit Minus (A.3.3)",
    );
    expect(localizeMessage("de", 'announced = "schneider": schneider or schwarz can only be announced in a hand game (A.5.1, V-3)')).toBe(
      "Angesagt = Schneider: Schneider oder Schwarz kann nur im Handspiel angesagt werden (A.5.1, V-3)",
    );
    expect(localizeMessage("de", "declarer_tricks = (missing): a null is decided by the declarer's tricks: 0 wins (A.7.2)")).toBe(
      "Stiche = (leer): ein Null entscheiden die Stiche des Alleinspielers: 0 gewinnt (A.7.2)",
    );
    expect(
      localizeMessage(
        "de",
        'replacement = (missing): a null worth 23 bid to 27 is charged as a suit or grand replacement game: give {"contract": …, "matadors": …} (ISkO 3.6.2, A.10)',
      ),
    ).toBe("Ersatzspiel = (leer): ein Null zu 23, gereizt bis 27, wird als Ersatzspiel (Farbe oder Grand) abgerechnet: bitte das Ersatzspiel mit Spitzen angeben (ISkO 3.6.2, A.10)");
  });
  it("keeps the player of a totals row and the table size", () => {
    expect(localizeMessage("de", "won + lost = 37 (player 7): exceeds the 36 games of a 3-table series")).toBe(
      "gewonnen + verloren = 37 (Spieler 7): mehr als die 36 Spiele einer Serie am Dreiertisch",
    );
    expect(localizeMessage("de", "games per series at a 3-table = 37: must be a positive multiple of 3, so everyone deals equally often (B.4.1)")).toBe(
      "Spiele je Serie am Dreiertisch = 37: muss ein Vielfaches von 3 sein, damit jeder gleich oft gibt (B.4.1)",
    );
  });
  it("leaves English alone, and sentences without a pattern as written", () => {
    const english = "matadors = 5: grand allows 1..=4 with or -4..=-1 without (A.3.3)";
    expect(localizeMessage("en", english)).toBe(english);
    expect(localizeMessage("de", "database error: disk I/O error")).toBe("database error: disk I/O error");
    expect(localizeMessage("de", "bid = 19: something new")).toBe("bid = 19: something new");
  });
});
