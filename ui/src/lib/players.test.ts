import { describe, expect, it } from "vitest";
import type { Player } from "./api";
import { filterPlayers, splitImportError } from "./players";

const p = (id: number, first_name: string, last_name: string, club = "", number = String(id)): Player => ({
  id, number, first_name, last_name, club, membership_no: "", active: true,
});
const all = [p(1, "Anna", "Müller", "SF Kreuz Bube"), p(2, "Bernd", "Schäfer", "SC Pik As"), p(3, "Jörg", "Müller-Groß", "", "0701023")];

describe("searching the registry", () => {
  it("matches every word in name and club, ignoring case", () => {
    expect(filterPlayers(all, "müller").map((x) => x.id)).toEqual([1, 3]);
    expect(filterPlayers(all, "MÜLLER kreuz").map((x) => x.id)).toEqual([1]);
    expect(filterPlayers(all, "pik").map((x) => x.id)).toEqual([2]);
  });
  it("finds a player by the club's number, leading zero included", () => {
    expect(filterPlayers(all, "0701023").map((x) => x.id)).toEqual([3]);
  });
  it("shows everyone for an empty query and nobody for a miss", () => {
    expect(filterPlayers(all, "  ")).toHaveLength(3);
    expect(filterPlayers(all, "zimmermann")).toEqual([]);
  });
});

describe("import errors", () => {
  it("are split into a heading and one line per bad row", () => {
    const e = splitImportError('2 problem(s) found, nothing was imported:\n  line 3, column id: "x": not a whole number\n  line 4, column first_name: "": a player needs a first name');
    expect(e.heading).toBe("2 problem(s) found, nothing was imported:");
    expect(e.rows).toEqual(['line 3, column id: "x": not a whole number', 'line 4, column first_name: "": a player needs a first name']);
  });
});
