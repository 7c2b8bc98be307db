import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, missingKeys, translate } from "./i18n";

describe("translations", () => {
  it("has every key in German and English", () => {
    expect(missingKeys()).toEqual([]);
  });
  it("fills placeholders", () => {
    expect(translate("de", "standings.series", { series: 2 })).toBe("Serie 2");
    expect(translate("en", "start.file", { path: "/tmp/a.db" })).toBe("Open: /tmp/a.db");
  });
  it("issue_21_says_one_table_and_two_tables_in_the_plural_the_language_wants", () => {
    expect(translate("de", "attendance.plan", { fours: 1, threes: 2 })).toBe("Tischplan: 1 Vierertisch, 2 Dreiertische");
    expect(translate("de", "attendance.plan", { fours: 2, threes: 0 })).toBe("Tischplan: 2 Vierertische, 0 Dreiertische");
    expect(translate("en", "attendance.plan", { fours: 1, threes: 2 })).toBe("Tables: 1 table of 4, 2 tables of 3");
    expect(translate("de", "attendance.plan_schafkopf", { fours: 1 })).toBe("Tischplan: 1 Vierertisch");
    expect(translate("de", "attendance.missing", { count: 1, total: 13 })).toBe("Es fehlt 1 Spieler, damit alle spielen können (13 Spieler).");
    expect(translate("en", "attendance.missing", { count: 2, total: 13 })).toBe("2 players missing for everyone to play (13 players).");
  });
  it("falls back to the key for unknown texts", () => {
    expect(translate("en", "no.such.key")).toBe("no.such.key");
  });
});

describe("formatting in the user's locale", () => {
  it("groups thousands and prints a real minus", () => {
    expect(formatNumber("de", 1234)).toBe("1.234");
    expect(formatNumber("en", 1234)).toBe("1,234");
    expect(formatNumber("de", -54)).toBe("−54");
  });
  it("prints dates as German clubs write them", () => {
    expect(formatDate("de", "2026-11-22")).toBe("22.11.2026");
    expect(formatDate("en", "2026-11-22")).toBe("22/11/2026");
    expect(formatDate("de", "garbage")).toBe("garbage");
  });
});
