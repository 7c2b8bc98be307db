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
