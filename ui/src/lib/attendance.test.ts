import { describe, expect, it } from "vitest";
import type { Player } from "./api";
import { type Attendance, picks, planTexts, seatsEveryone } from "./attendance";

const player = (id: number, first: string, last: string, club = "", active = true): Player => ({
  id,
  number: String(id),
  first_name: first,
  last_name: last,
  club,
  membership_no: "",
  active,
  sex: null,
  birth_year: null,
});

const registry = [player(1, "Anna", "Müller", "SC Grand"), player(2, "Bernd", "Schäfer"), player(3, "Clara", "Weiß", "SC Herz", false), player(4, "Dieter", "Koch", "", false)];

const attendance = (numbers: string[], plan: Attendance["plan"], game: Attendance["game"] = "skat"): Attendance => ({
  event: 1,
  game,
  registered: numbers.length,
  players: numbers.map((n) => ({ player_id: n, name: n, club: null, fee_paid: false })),
  plan,
  entry_cents: 1000,
});

const seated = { four_tables: 0, three_tables: 1, missing: 0, surplus: 0 };

describe("the Anmeldung list", () => {
  it("ticks the registered and keeps an inactive member visible once registered", () => {
    const seen = picks(registry, attendance(["2", "3"], seated), "");
    expect(seen.map((p) => [p.player.number, p.here])).toEqual([
      ["1", false],
      ["2", true],
      ["3", true],
    ]);
  });
  it("searches as the organizer types: name, club or number", () => {
    expect(picks(registry, null, "müll").map((p) => p.player.number)).toEqual(["1"]);
    expect(picks(registry, null, "grand").map((p) => p.player.number)).toEqual(["1"]);
    expect(picks(registry, null, "2").map((p) => p.player.number)).toEqual(["2"]);
    expect(picks(registry, null, "koch")).toEqual([]);
  });
});

describe("the table plan in words", () => {
  it("names the tables when everyone has a seat", () => {
    const a = attendance(["1", "2", "3"], seated);
    expect(planTexts(a)).toEqual([{ key: "attendance.plan", values: { fours: 0, threes: 1 } }]);
    expect(seatsEveryone(a)).toBe(true);
  });
  it("says how many a Schafkopf evening is missing or has too many", () => {
    const a = attendance(
      Array.from({ length: 13 }, (_, i) => String(i + 1)),
      { four_tables: 3, three_tables: 0, missing: 3, surplus: 1 },
      "schafkopf",
    );
    expect(planTexts(a)).toEqual([
      { key: "attendance.plan_schafkopf", values: { fours: 3, threes: 0 } },
      { key: "attendance.missing_schafkopf", values: { count: 3, total: 16 } },
      { key: "attendance.surplus", values: { count: 1, total: 12 } },
    ]);
    expect(seatsEveryone(a)).toBe(false);
  });
  it("an empty evening seats nobody", () => {
    expect(seatsEveryone(attendance([], { four_tables: 0, three_tables: 0, missing: 3, surplus: 0 }))).toBe(false);
  });
});
