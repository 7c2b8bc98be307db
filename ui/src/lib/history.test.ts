import { describe, expect, it } from "vitest";
import type { GameChange } from "./api";
import { changedAt, historyRows } from "./history";

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

describe("a game's history as a table", () => {
  const by = { kind: "scorer" as const, name: "Listenführer" };
  const key = { series: 1, table: 2, game: 3 };
  const herz = (points: number, schneider: "yes" | "no") => ({
    code: "describe.game",
    field: null,
    value: null,
    rule: null,
    params: {
      contract: { term: "contract-hearts" }, ouvert: "no", hand: "no", matadors: "with", count: 1, announced: "none",
      replacement: "none", replacement_matadors: "none", replacement_count: 0, override: "none", kontra: "none",
      schneider, schwarz: "no", overbid: "none", points,
    },
  });
  const entered = { key, action: "enter", old: null, new: "{}", by, at: "2026-11-26T18:08:06Z", label: herz(70, "no"), before: null, after: herz(70, "no") };
  const corrected = { key, action: "correct", old: "{}", new: "{}", by, at: "2026-11-26T18:15:00Z", label: herz(92, "yes"), before: herz(70, "no"), after: herz(92, "yes") };
  const deleted = { key, action: "delete", old: "{}", new: null, by: { kind: "table" as const, table: 2, series: 1, device: "Pixel" }, at: "2026-11-26T18:20:00Z", label: herz(92, "yes"), before: herz(92, "yes"), after: null };

  it("says who, when on the desk's clock, what, and the game from → to in German (issue 21)", () => {
    const rows = historyRows("de", [entered, corrected, deleted] as GameChange[], "Europe/Berlin");
    expect(rows).toEqual([
      { when: "26.11.2026, 19:08", who: "Listenführer", what: "erfasst", from: "", to: "Herz mit 1 · Augen 70" },
      { when: "26.11.2026, 19:15", who: "Listenführer", what: "korrigiert", from: "Herz mit 1 · Augen 70", to: "Herz mit 1, Schneider · Augen 92" },
      { when: "26.11.2026, 19:20", who: "Tisch 2, Serie 1 (Pixel)", what: "gelöscht", from: "Herz mit 1, Schneider · Augen 92", to: "" },
    ]);
  });
  it("is said in English too, with no stored JSON and no English key on a German screen", () => {
    const [row] = historyRows("en", [corrected] as GameChange[], "Europe/London");
    expect(row).toEqual({ when: "26/11/2026, 18:15", who: "Listenführer", what: "corrected", from: "hearts with 1 · 70 card points", to: "hearts with 1, schneider · 92 card points" });
    const unreadable = { ...corrected, before: null, after: null, old: '{"contract":"x"}', new: '{"contract":"y"}' };
    const [shown] = historyRows("de", [unreadable] as GameChange[], "Europe/Berlin");
    expect([shown.from, shown.to]).toEqual(["–", "–"]);
  });
});
