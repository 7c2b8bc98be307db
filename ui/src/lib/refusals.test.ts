import { describe, expect, it } from "vitest";
import { authorText, describeRefusal, describeRefusals, hasMessage, type Refusal } from "./refusals";

const matadors: Refusal = {
  code: "game.matadors.range",
  field: "matadors",
  value: "5",
  params: { contract: { term: "contract-grand" }, max: 4 },
  rule: "A.3.3",
};

describe("refusals from the catalogues", () => {
  it("says a game refusal in German and English, as the library does", () => {
    expect(describeRefusal("de", matadors)).toBe("Spitzen = 5: Grand hat mit oder ohne 1 bis 4 Spitzen (ISkO 2.3)");
    expect(describeRefusal("en", matadors)).toBe("matadors = 5: grand allows 1..=4 with or -4..=-1 without (ISkO 2.3)");
  });

  it("says a missing value and the game of a sheet row", () => {
    const r: Refusal = { code: "sheet.declarer.missing", field: "declarer", value: null, params: { game: 3 }, rule: "B.4.2" };
    expect(describeRefusal("de", r)).toBe("Spiel 3: Alleinspieler = (fehlt): jedes gespielte Spiel hat einen Alleinspieler (SkWO 6.2)");
  });

  it("names a stored game by series, table and game, as the library does", () => {
    const r: Refusal = { code: "game.replacement.missing", field: "replacement", value: null, params: { value: 23, bid: 30, series: 1, table: 2, game: 3 }, rule: "ISkO 3.6.2, A.10" };
    expect(describeRefusal("de", r)).toMatch(/^Serie 1, Tisch 2, Spiel 3: Ersatzspiel = \(fehlt\): ein Null zu 23, gereizt bis 30/);
  });

  it("says a list check with its plural", () => {
    const one: Refusal = { code: "finding.missing-games", field: null, value: null, params: { numbers: "7", count: 1 }, rule: "B.4.1" };
    expect(describeRefusal("de", one)).toBe("Spiel 7 fehlt in der Liste (SkWO 6.1)");
    const two = { ...one, params: { numbers: "7, 9", count: 2 } };
    expect(describeRefusal("de", two)).toBe("die Spiele 7, 9 fehlen in der Liste (SkWO 6.1)");
  });

  it("heads the rows of an import with their count", () => {
    const row: Refusal = { code: "input.type.integer", field: "matadors", value: "zwei", params: {}, rule: null, line: 4 };
    expect(describeRefusals("de", [row]).split("\n")).toEqual([
      "1 Fehler gefunden, nichts wurde importiert:",
      "  Zeile 4, Spalte Spitzen: „zwei“: eine ganze Zahl",
    ]);
  });

  it("issue_21_names_an_import_column_by_its_label_in_the_users_language", () => {
    const row: Refusal = { code: "player.first-name.empty", field: "first_name", value: "", params: {}, rule: null, line: 3 };
    expect(describeRefusal("de", row)).toMatch(/^Zeile 3, Spalte Vorname: „“: /);
    expect(describeRefusal("en", row)).toMatch(/^line 3, column first_name: "": /);
    for (const column of ["id", "first_name", "last_name", "club", "membership_no", "active"]) {
      const r = { ...row, field: column };
      expect(describeRefusal("de", r), column).not.toContain(`Spalte ${column}:`);
    }
  });

  it("falls back to the code for an unknown one, never to an English sentence", () => {
    const r: Refusal = { code: "no.such.code", field: null, value: null, params: {}, rule: null };
    expect(describeRefusal("de", r)).toBe("no.such.code");
    expect(hasMessage("de", "refusal-field")).toBe(true);
  });
});

describe("the author of a change (issue 19: stored as data, said from the catalogue)", () => {
  it("names a table's phone in the reader's language and a scorer by name", () => {
    const phone = { kind: "table", series: 1, table: 3, device: "Pixel 7" } as const;
    expect(authorText("de", phone)).toBe("Tisch 3, Serie 1 (Pixel 7)");
    expect(authorText("en", phone)).toBe("table 3, series 1 (Pixel 7)");
    expect(authorText("de", { kind: "scorer", name: "Listenführer" })).toBe("Listenführer");
  });
});

describe("issue 21: a file's columns in the user's language", () => {
  it("names the columns an import expected as the German or English header does", () => {
    const r: Refusal = {
      code: "import.column.unknown",
      field: "Geburtstag",
      value: "",
      params: { expected: { columns: ["id", "first_name", "last_name", "club"] } },
      rule: null,
      line: 1,
    };
    expect(describeRefusal("de", r)).toBe("Zeile 1, Spalte Geburtstag: „“: unbekannte Spalte; erwartet: Nr., Vorname, Nachname, Verein");
    expect(describeRefusal("en", r)).toBe('line 1, column Geburtstag: "": unknown column; expected id, first_name, last_name, club');
  });
});

describe("rule references of one kind (issue 21): where the user looks the rule up", () => {
  const ruled = (rule: string): Refusal => ({ code: "game.points.range", field: null, value: null, params: {}, rule });
  const sentence = { de: "Augen sind 0 bis 120, Skat eingeschlossen", en: "card points are 0..=120, skat included" };

  it.each([
    ["de", "A.10", "ISkO 3.6.2"],
    ["en", "B.2.3, V-12", "ISkO 3.2"],
    ["de", "B.2.1", "SkWO 6.1"],
    ["de", "C.3.3", "Hausregel C.3.3"],
    ["en", "C.3.3", "house rule C.3.3"],
    ["de", "D.2", "Schafkopf D.2"],
    ["de", "Z.9", "Z.9"],
  ] as const)("%s: %s is shown as %s, as the library shows it", (lang, rule, shown) => {
    expect(describeRefusal(lang, ruled(rule))).toBe(`${sentence[lang]} (${shown})`);
  });
});
