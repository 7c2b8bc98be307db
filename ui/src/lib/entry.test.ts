import { describe, expect, it } from "vitest";
import { contractForKey, emptyEntry, entryPath, fromRecord, namedSeats, needsLastTrick, pickDeclarer, seatForKey, toRecord } from "./entry";

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
    expect(["0", "1", "3", "4", "5", "a"].map((k) => seatForKey(k, 3))).toEqual(["0", "1", "3", null, null, null]);
    expect(seatForKey("4", 4)).toBe("4");
  });
});

describe("the lean entry line (issue 21)", () => {
  const typed = { ...emptyEntry(), contract: "hearts", matadors: "1", points: "70" };
  it("takes 0 in the declarer field as a passed deal, or a Ramsch where the rules play one", () => {
    const passed = pickDeclarer(typed, seatForKey("0", 4)!, false);
    expect([passed.passed, passed.ramsch, passed.declarerSeat]).toEqual([true, false, "0"]);
    expect(toRecord(passed)).toEqual({ passed: true });
    expect(fromRecord({ passed: true }, null).declarerSeat).toBe("0");
    const ramsch = pickDeclarer(emptyEntry(3), "0", true);
    expect([ramsch.passed, ramsch.ramsch]).toEqual([false, true]);
    // A seat after all: the game typed before is still there.
    const back = pickDeclarer(passed, "2", false);
    expect([back.passed, back.ramsch]).toEqual([false, false]);
    expect(toRecord(back)).toEqual({ contract: "hearts", matadors: 1, declarer_points: 70 });
  });
  it("has only the fields the game uses in its Tab path, the common ones first", () => {
    expect(entryPath(typed, false)).toEqual(["contract", "matadors", "points", "hand", "bid", "ouvert", "announced", "tricks", "override"]);
    expect(entryPath({ ...typed, contract: "" }, false)).toEqual(entryPath(typed, false));
    expect(entryPath(typed, true)).toEqual(["contract", "matadors", "points", "hand", "bid", "ouvert", "announced", "kontra", "tricks", "override"]);
    // A Null has no Spitzen and no Augen: its tricks decide it.
    const nul = entryPath({ ...typed, contract: "null" }, false);
    expect(nul).toEqual(["contract", "tricks", "hand", "ouvert", "bid", "override", "replacement"]);
    expect(nul).not.toContain("matadors");
    expect(nul).not.toContain("points");
    expect(entryPath({ ...typed, passed: true }, false)).toEqual([]);
    expect(entryPath({ ...emptyEntry(3), ramsch: true }, true)).toEqual([]);
  });
  it("keeps what was typed when the game changes, and sends only what the game uses", () => {
    const nul = { ...typed, contract: "null", tricks: "0" };
    expect(toRecord(nul)).toEqual({ contract: "null", declarer_tricks: 0 });
    expect(toRecord({ ...nul, contract: "hearts", tricks: "" })).toEqual({ contract: "hearts", matadors: 1, declarer_points: 70 });
  });
});

describe("the entry line under club rules", () => {
  it("carries Kontra and Re with the game, and back for a correction", () => {
    const fields = { ...emptyEntry(), contract: "clubs", matadors: "1", points: "61", kontra: "re" as const };
    expect(toRecord(fields)).toEqual({ contract: "clubs", matadors: 1, declarer_points: 61, kontra: "re" });
    expect(fromRecord({ contract: "clubs", matadors: 1, declarer_points: 61, kontra: "kontra" }, 0).kontra).toBe("kontra");
  });
  it("writes a Ramsch seat by seat, blanks as 0, and reads it back", () => {
    const fields = { ...emptyEntry(4), ramsch: true, ramschPoints: ["", "45", "75", "0"], ramschTricks: ["", "4", "6", ""], ramschPushes: "1" };
    const record = toRecord(fields);
    expect(record).toEqual({ ramsch: { points: [0, 45, 75, 0], tricks: [0, 4, 6, 0], pushes: 1 } });
    const back = fromRecord(record, null);
    expect([back.ramsch, back.ramschPoints, back.ramschPushes, back.declarerSeat]).toEqual([true, ["0", "45", "75", "0"], "1", "0"]);
    expect(toRecord({ ...fields, ramschLastTrick: "3" }).ramsch?.last_trick).toBe(2);
  });
  it("asks for the last trick only when two share the most points under the last-trick rule", () => {
    const tie = { ...emptyEntry(3), ramsch: true, ramschPoints: ["50", "50", "20"], ramschTricks: ["4", "4", "2"] };
    expect(needsLastTrick(tie, "last_trick")).toBe(true);
    expect(needsLastTrick(tie, "shared")).toBe(false);
    expect(needsLastTrick({ ...tie, ramschPoints: ["40", "40", "40"] }, "last_trick")).toBe(false);
    expect(needsLastTrick({ ...tie, ramschPoints: ["60", "50", "10"] }, "last_trick")).toBe(false);
  });
});

describe("a Ramsch refusal in the entry line", () => {
  const label = (field: string) => ({ "ramsch.points": "Ramsch-Augen" })[field] ?? field;
  const names = ["Anna", "Bernd", "Clara"];
  it("names the seat's player and keeps the engine's seat numbers (from 1)", () => {
    const r = { code: "game.ramsch.all-tricks", field: "ramsch.points[2]", value: "75", params: { seat: 3 }, rule: "C.3.6" };
    expect(namedSeats(r, names, label)).toEqual({ ...r, field: "Ramsch-Augen (Clara)", params: { seat: 3 } });
    const tie = { code: "game.ramsch.last-trick-needed", field: "ramsch.last_trick", value: null, params: { seats: "1, 2" }, rule: "C.3.3" };
    expect(namedSeats(tie, names, label).params.seats).toBe("1, 2");
    const other = { code: "game.matadors.range", field: "matadors", value: "5", params: {}, rule: "A.3.3" };
    expect(namedSeats(other, names, label)).toEqual(other);
  });
});
