import { describe, expect, it } from "vitest";
import { byName } from "./seating";

describe("the seating list by name", () => {
  it("sorts by last name with German collation and keeps table and seat", () => {
    const tables = [
      [{ player_id: 1, number: "P1", name: "Anna Özdemir", club: "" }, { player_id: 2, number: "P2", name: "Bernd Müller", club: "" }],
      [{ player_id: 3, number: "P3", name: "Clara Weiß", club: "" }, { player_id: 4, number: "P4", name: "Dieter Ober", club: "" }],
    ];
    expect(byName(tables).map((s) => [s.name, s.table, s.seat])).toEqual([
      ["Bernd Müller", 1, 2],
      ["Dieter Ober", 2, 2],
      ["Anna Özdemir", 1, 1],
      ["Clara Weiß", 2, 1],
    ]);
  });
});
