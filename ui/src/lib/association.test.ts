import { describe, expect, it } from "vitest";
import { dayState, isUnreachable, leagueNumber, slugFrom } from "./association";

describe("issue 23: the Verband screen", () => {
  it("says a match day not pushed yet, and the server's state with its version", () => {
    expect(dayState(null)).toEqual({ key: "association.state.none", values: {} });
    expect(dayState({ state: "submitted", version: 2, at: "2026-03-01T10:00:00" })).toEqual({
      key: "association.state.submitted",
      values: { version: 2, state: "submitted" },
    });
    expect(dayState({ state: "archived", version: 1, at: "" }).key).toBe("association.state.other");
  });

  it("tells a server that was not reached from one that refused", () => {
    const error = (code: string) => ({ code: "invalid", refusals: [{ line: null, code, field: null, value: null, params: {}, rule: null }] });
    expect(isUnreachable(error("sync.unreachable"))).toBe(true);
    expect(isUnreachable(error("sync.server-error"))).toBe(true);
    expect(isUnreachable(error("sync.refused"))).toBe(false);
    expect(isUnreachable("a string")).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });

  it("takes a whole league number from 1 only", () => {
    expect(leagueNumber(" 7 ")).toBe(7);
    for (const bad of ["", "0", "-3", "2.5", "7a", "99999999999999999999"]) expect(leagueNumber(bad)).toBeNull();
  });

  it("suggests a slug of letters, digits and - from an event's name", () => {
    expect(slugFrom("Preisskat Müßiggang 2026!")).toBe("preisskat-muessiggang-2026");
    expect(slugFrom("  Café — Süd  ")).toBe("cafe-sued");
    expect(slugFrom("***")).toBe("");
    expect(slugFrom("a".repeat(99) + " b").length).toBeLessThanOrEqual(100);
  });
});
