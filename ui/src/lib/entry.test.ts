import { describe, expect, it } from "vitest";
import { contractForKey, emptyEntry, fromRecord, seatForKey, toRecord } from "./entry";

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
  it("carries the replacement of an impossible Null and a result override", () => {
    const fields = { ...emptyEntry(), contract: "null", tricks: "0", bid: "30", replacementContract: "clubs", replacementMatadors: "−1" };
    expect(toRecord(fields)).toEqual({ contract: "null", declarer_tricks: 0, bid: 30, replacement: { contract: "clubs", matadors: -1 } });
    expect(toRecord({ ...fields, contract: "grand", matadors: "1", points: "40", override: "defenders_lost_by_rule" })).toEqual({
      contract: "grand", matadors: 1, declarer_points: 40, declarer_tricks: 0, bid: 30, result_override: "defenders_lost_by_rule",
    });
    const stored = { contract: "null" as const, declarer_tricks: 0, bid: 30, replacement: { contract: "clubs" as const, matadors: -1 }, result_override: "declarer_conceded" as const };
    expect(toRecord(fromRecord(stored, 1))).toEqual(stored);
  });
  it("picks contracts and seats by single keys", () => {
    expect(["K", "h", "P", "s", "c", "G", "n", "x"].map((k) => contractForKey(k, null))).toEqual(["diamonds", "hearts", "spades", "spades", "clubs", "grand", "null", null]);
    expect(contractForKey("r", "K")).toBe("clubs");
    expect(contractForKey("r", "G")).toBeNull();
    expect(["0", "1", "3", "4", "5", "a"].map((k) => seatForKey(k, 3))).toEqual(["", "1", "3", null, null, null]);
    expect(seatForKey("4", 4)).toBe("4");
  });
});
