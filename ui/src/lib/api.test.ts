import { describe, expect, it } from "vitest";
import { describeError, isCommandError } from "./api";

// Issue 19: an error of the operations carries no English sentence; it is said from its coded
// refusals, in the user's language.
describe("an error of the operations", () => {
  const notOpen = { code: "not_open", refusals: [{ line: null, code: "app.not-open", field: null, value: null, params: {}, rule: null }] };
  it("is recognised by its code and refusals, without a message", () => {
    expect(isCommandError(notOpen)).toBe(true);
    expect(isCommandError({ code: "invalid", message: "an English sentence" })).toBe(false);
    expect(isCommandError("a string")).toBe(false);
  });
  it("is said from its refusals in the user's language", () => {
    const de = describeError("de", notOpen);
    const en = describeError("en", notOpen);
    expect(de).not.toBe(en);
    expect(de).not.toContain("app.not-open");
    expect(en).not.toContain("app.not-open");
  });
  it("never shows a sentence the error might still carry", () => {
    expect(describeError("de", { ...notOpen, message: "No data file is open" })).toBe(describeError("de", notOpen));
  });
  it("says its kind when it carries no refusal", () => {
    expect(describeError("en", { code: "storage", refusals: [] })).toBe("storage");
  });
});
