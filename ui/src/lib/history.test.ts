import { describe, expect, it } from "vitest";
import { changedAt } from "./history";

describe("when a game was changed", () => {
  it("is said on the desk's clock, as German clubs write dates (issue 19)", () => {
    expect(changedAt("de", "2026-11-26T18:08:06Z", "Europe/Berlin")).toBe("26.11.2026, 19:08");
    expect(changedAt("de", "2026-07-01T22:30:00.123Z", "Europe/Berlin")).toBe("02.07.2026, 00:30");
    expect(changedAt("en", "2026-11-26T18:08:06Z", "Europe/London")).toBe("26/11/2026, 18:08");
  });
  it("keeps a time it cannot read as stored", () => {
    expect(changedAt("de", "gestern")).toBe("gestern");
  });
});
