import { describe, expect, it } from "vitest";
import { emptyEntry, fromRecord, toRecord } from "./entry";

describe("the entry line", () => {
  it("leaves empty fields out so the engine can name what is missing", () => {
    expect(toRecord({ ...emptyEntry(), contract: "grand", matadors: "−2", points: "95" })).toEqual({ contract: "grand", matadors: -2, declarer_points: 95 });
    expect(toRecord({ ...emptyEntry(), contract: "null", matadors: "3", tricks: "0", hand: true })).toEqual({ contract: "null", hand: true, declarer_tricks: 0 });
  });
  it("writes a passed deal as just passed", () => {
    expect(toRecord({ ...emptyEntry(), passed: true, contract: "clubs" })).toEqual({ passed: true });
  });
  it("round-trips a stored game for a correction", () => {
    const stored = { contract: "clubs" as const, hand: true, ouvert: false, announced: "schneider" as const, matadors: 1, declarer_points: 92, bid: 48 };
    const fields = fromRecord(stored, 2);
    expect(fields.declarerSeat).toBe("3");
    expect(toRecord(fields)).toEqual({ contract: "clubs", hand: true, announced: "schneider", matadors: 1, declarer_points: 92, bid: 48 });
  });
  it("does not repeat what an ouvert game implies", () => {
    const fields = fromRecord({ contract: "grand", hand: true, ouvert: true, announced: "schwarz", matadors: 4, declarer_points: 120, declarer_tricks: 10, bid: 18 }, 0);
    expect(toRecord(fields)).toEqual({ contract: "grand", ouvert: true, matadors: 4, declarer_points: 120, declarer_tricks: 10 });
  });
});
