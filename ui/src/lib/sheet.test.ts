import { describe, expect, it } from "vitest";
import type { SheetRow } from "./api";
import { isRamsch, kontraOf, listValue, seatScores, signed } from "./sheet";

const row = (over: Partial<SheetRow>): SheetRow => ({
  number: 1, dealer: 0, declarer: 1, game: { contract: "grand" }, won: true, overbid: false, value: 72,
  score: 72, scores: [0, 72, 0], multiplier: 1, bock: false, totals: [0, 72, 0], ...over,
});

describe("the club marks of a sheet row", () => {
  it("names Kontra and Re, never a plain game, a passed deal or a Ramsch", () => {
    expect(kontraOf(row({ game: { contract: "clubs", kontra: "kontra" } }))).toBe("kontra");
    expect(kontraOf(row({ game: { contract: "clubs", kontra: "re" } }))).toBe("re");
    expect(kontraOf(row({ game: { contract: "clubs", kontra: "none" } }))).toBeNull();
    expect(kontraOf(row({ game: { passed: true }, declarer: null }))).toBeNull();
    expect(isRamsch(row({ game: { ramsch: { points: [45, 75, 0], tricks: [4, 6, 0] } } }))).toBe(true);
  });
  it("writes the declarer's list score with Kontra and Bock in it", () => {
    // Kreuz with 1 won, Kontra, in a Bock round: 24 × 2 × 2.
    const bock = row({ game: { contract: "clubs", kontra: "kontra" }, value: 24, score: 48, scores: [0, 96, 0], multiplier: 4, bock: true });
    expect(listValue(bock, "seeger_fabian")).toBe(96);
    expect(listValue(bock, "classic")).toBe(96);
    expect(seatScores(bock, "classic")).toBeNull();
  });
  it("shows a Ramsch and a Bierlachs row seat by seat", () => {
    const ramsch = row({ declarer: null, game: { ramsch: { points: [45, 75, 0], tricks: [4, 6, 0] } }, value: 0, score: 0, scores: [0, -300, 0], multiplier: 2, bock: true });
    expect(listValue(ramsch, "classic")).toBeNull();
    expect(seatScores(ramsch, "classic")).toEqual([0, -300, 0]);
    const bierlachs = row({ value: 48, score: 48, scores: [-48, 0, -48] });
    expect(listValue(bierlachs, "bierlachs")).toBe(48);
    expect(seatScores(bierlachs, "bierlachs")).toEqual([-48, 0, -48]);
  });
  it("signs a change", () => {
    const f = (n: number) => String(n).replace("-", "−");
    expect([signed(48, f), signed(-96, f), signed(0, f)]).toEqual(["+48", "−96", "0"]);
  });
});
