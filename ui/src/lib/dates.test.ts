import { describe, expect, it } from "vitest";
import { datePattern, daysInMonth, formatDateField, parseDate, todayIso } from "./dates";
import { formatDate, translate } from "./i18n";

const iso = (text: string) => {
  const parsed = parseDate(text);
  return parsed.ok ? parsed.iso : parsed.problem;
};

describe("reading a typed date", () => {
  it("takes the German form, with or without leading zeros and spaces", () => {
    expect(iso("22.11.2026")).toBe("2026-11-22");
    expect(iso("1.4.2026")).toBe("2026-04-01");
    expect(iso(" 22. 11. 2026 ")).toBe("2026-11-22");
  });
  it("takes the English (British) form, day first", () => {
    expect(iso("22/11/2026")).toBe("2026-11-22");
    expect(iso("01/04/2026")).toBe("2026-04-01");
  });
  it("takes ISO in both languages", () => {
    expect(iso("2026-11-22")).toBe("2026-11-22");
    expect(iso("2026-4-1")).toBe("2026-04-01");
  });
  it("reads a two-digit year as this century's: a club enters its own events", () => {
    expect(iso("22.11.26")).toBe("2026-11-22");
    expect(iso("22/11/26")).toBe("2026-11-22");
    expect(iso("1.1.00")).toBe("2000-01-01");
    expect(iso("1.1.99")).toBe("2099-01-01");
  });
  it("takes the leap day only in a leap year", () => {
    expect(iso("29.02.2028")).toBe("2028-02-29");
    expect(iso("29/02/2000")).toBe("2000-02-29");
    expect(iso("29.02.2027")).toBe("no_such_day");
    expect(iso("29.02.2100")).toBe("no_such_day");
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });
  it("refuses days that do not exist", () => {
    expect(iso("31.04.2026")).toBe("no_such_day");
    expect(iso("31/04/2026")).toBe("no_such_day");
    expect(iso("2026-04-31")).toBe("no_such_day");
    expect(iso("0.1.2026")).toBe("no_such_day");
    expect(iso("12.13.2026")).toBe("no_such_day");
    expect(iso("30.04.2026")).toBe("2026-04-30");
  });
  it("refuses what is not a date, and says when nothing is typed", () => {
    for (const text of ["22.11.", "22.11", "11/22/2026x", "22.11.202", "heute", "2026-11", "22-11-2026", "22.11.12026"]) {
      expect(iso(text), text).toBe("format");
    }
    expect(iso("  ")).toBe("empty");
  });
});

describe("showing a date in the field", () => {
  it("writes the language's form, as the lists print dates", () => {
    expect(formatDateField("de", "2026-11-22")).toBe("22.11.2026");
    expect(formatDateField("en", "2026-11-22")).toBe("22/11/2026");
    expect(formatDateField("de", "2028-02-29")).toBe("29.02.2028");
    for (const lang of ["de", "en"] as const) {
      for (const day of ["2026-11-22", "2026-01-05", "2028-02-29"]) {
        expect(formatDateField(lang, day), `${lang} ${day}`).toBe(formatDate(lang, day));
      }
    }
  });
  it("reads back what it writes, in both languages", () => {
    for (const lang of ["de", "en"] as const) {
      expect(iso(formatDateField(lang, "2026-04-01"))).toBe("2026-04-01");
    }
  });
  it("leaves text that is not ISO as it is", () => {
    expect(formatDateField("de", "")).toBe("");
    expect(formatDateField("en", "garbage")).toBe("garbage");
  });
  it("names the pattern in the language", () => {
    expect(datePattern("de")).toBe("TT.MM.JJJJ");
    expect(datePattern("en")).toBe("DD/MM/YYYY");
  });
  it("takes today from the local calendar", () => {
    expect(todayIso(new Date(2026, 10, 22, 23, 30))).toBe("2026-11-22");
    expect(todayIso(new Date(2026, 0, 1, 0, 5))).toBe("2026-01-01");
  });
});

describe("the field's message", () => {
  it("says why in the UI's language", () => {
    expect(translate("de", "date.no_such_day", { text: "31.04.2026" })).toBe("Den 31.04.2026 gibt es im Kalender nicht.");
    expect(translate("en", "date.no_such_day", { text: "31/04/2026" })).toBe("There is no 31/04/2026 in the calendar.");
    const format = (lang: "de" | "en") =>
      translate(lang, "date.format", { text: "22.11.", pattern: datePattern(lang), example: formatDateField(lang, "2026-11-22") });
    expect(format("de")).toBe("„22.11.“ ist kein Datum: bitte als TT.MM.JJJJ eingeben, z. B. 22.11.2026.");
    expect(format("en")).toBe("“22.11.” is not a date: please enter it as DD/MM/YYYY, e.g. 22/11/2026.");
    expect(translate("de", "date.empty", { pattern: datePattern("de") })).toBe("Bitte ein Datum eingeben (TT.MM.JJJJ).");
  });
});
