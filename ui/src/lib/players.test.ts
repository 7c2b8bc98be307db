import { describe, expect, it } from "vitest";
import type { Player } from "./api";
import { filterPlayers, importColumnLabels, mappingProblem, playerForm, playerNamed, previewRows, refusalAt, splitImportError } from "./players";

const p = (id: number, first_name: string, last_name: string, club = "", number = String(id)): Player => ({
  id, number, first_name, last_name, club, membership_no: "", active: true, sex: null, birth_year: null,
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

describe("the mapping of an import preview (issue 21)", () => {
  it("needs the first and the last name", () => {
    expect(mappingProblem(["id", "first_name", "last_name", null])).toBeNull();
    expect(mappingProblem([null, "first_name", "club"])).toEqual({ key: "players.preview.missing", column: "last_name" });
    expect(mappingProblem([null, null, null])).toEqual({ key: "players.preview.missing", column: "first_name" });
  });
  it("takes each registry column once; dropped columns may be many", () => {
    expect(mappingProblem(["first_name", "first_name", "last_name"])).toEqual({ key: "players.preview.twice", column: "first_name" });
    expect(mappingProblem([null, "first_name", null, "last_name", null])).toBeNull();
  });
  it("shows the header row as data only when the user says it is none", () => {
    const rows = [["1", "Anna"], ["2", "Bernd"]];
    expect(previewRows(["Nr", "Vorname"], rows, true)).toEqual(rows);
    expect(previewRows(["Nr", "Vorname"], rows, false)).toEqual([["Nr", "Vorname"], ...rows]);
    expect(previewRows(null, rows, true)).toEqual([["2", "Bernd"]]);
    expect(previewRows(null, rows, false)).toEqual(rows);
  });
});

describe("the name of a typed player number (issue 21)", () => {
  it("is the registry's player with exactly that number", () => {
    expect(playerNamed(all, " 0701023 ")?.last_name).toBe("Müller-Groß");
    expect(playerNamed(all, "701023")).toBeNull();
    expect(playerNamed(all, "")).toBeNull();
    expect(playerNamed(all, "9")).toBeNull();
  });
});

describe("issue 22: sex and birth year in the player form", () => {
  it("holds a stored player's sex and birth year as typed text, unknown as empty", () => {
    const anna = { ...p(1, "Anna", "Müller"), sex: "f" as const, birth_year: 1960 };
    expect(playerForm(anna)).toMatchObject({ id: 1, sex: "f", birth_year: "1960" });
    expect(playerForm(p(2, "Bernd", "Schäfer"))).toMatchObject({ id: 2, sex: "", birth_year: "" });
    expect(playerForm(null)).toEqual({ id: null, number: "", first_name: "", last_name: "", club: "", membership_no: "", sex: "", birth_year: "" });
  });
  it("puts a refusal of sex or birth year next to its field, others below the form", () => {
    const refused = (field: string | null) => ({ code: "refused", refusals: [{ code: "player.birth-year.invalid", field, value: '"85"', params: {}, rule: "H.1.2" }] });
    expect(refusalAt(refused("birth_year"), ["sex", "birth_year"])?.rule).toBe("H.1.2");
    expect(refusalAt(refused("last_name"), ["sex", "birth_year"])).toBeNull();
    expect(refusalAt(refused(null), ["sex", "birth_year"])).toBeNull();
    expect(refusalAt(new Error("no command error"), ["sex"])).toBeNull();
  });
  it("offers the new columns in the import's mapping", () => {
    expect(importColumnLabels.sex).toBe("players.sex");
    expect(importColumnLabels.birth_year).toBe("players.birth_year");
  });
});
