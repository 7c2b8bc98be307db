import { describe, expect, test } from "vitest";
import { centsField, euroListField, formatCents, parseEuroList, parseEuros } from "./money";

describe("formatCents", () => {
  test.each([
    ["de", 150, "1,50\u00a0€"],
    ["de", 123456, "1.234,56\u00a0€"],
    ["de", -200, "−2,00\u00a0€"],
    ["de", 0, "0,00\u00a0€"],
    ["en", 150, "€1.50"],
    ["en", -200, "−€2.00"],
    ["en", 123456, "€1,234.56"],
  ] as const)("%s %i → %s", (lang, cents, shown) => {
    expect(formatCents(lang, cents)).toBe(shown);
  });
});

describe("parseEuros", () => {
  test.each([
    ["1,50", 150],
    ["1.50", 150],
    ["1", 100],
    ["1,5", 150],
    [" 10,00 € ", 1000],
    ["€1.05", 105],
    ["0,07", 7],
    ["0", 0],
  ])("%s → %i cents", (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  test.each(["", "abc", "1,505", "-1", "1.000,00", "1,", ",50", "1 Euro", "1e3"])("refuses %j", (text) => {
    expect(parseEuros(text), "not an amount: the form says so instead of storing a guess").toBeNull();
  });
});

describe("fields", () => {
  test("an amount shows for editing in the user's form", () => {
    expect(centsField("de", 150)).toBe("1,50");
    expect(centsField("en", 150)).toBe("1.50");
    expect(centsField("de", 123456)).toBe("1234,56");
  });

  test("a fee list reads and shows with semicolons", () => {
    expect(parseEuroList("0,50; 0,50; 0,50; 1,00")).toEqual({ ok: true, cents: [50, 50, 50, 100] });
    expect(parseEuroList("  ")).toEqual({ ok: true, cents: [] });
    expect(parseEuroList("0,50; x")).toEqual({ ok: false, item: "x" });
    expect(euroListField("de", [50, 100])).toBe("0,50; 1,00");
    expect(euroListField("en", [50, 100])).toBe("0.50; 1.00");
  });
});
