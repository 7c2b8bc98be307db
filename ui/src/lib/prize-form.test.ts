import { describe, expect, test } from "vitest";
import type * as B from "./bindings";
import { placeRefusals } from "./field-errors";
import {
  dskvAge, emptyForm, formField, mainRanking, fromFile, moved, presetRanking, rangeAmounts, setBasis, toFile, toFormRefusals, type PrizeForm,
} from "./prize-form";
import type { Refusal } from "./refusals";

const file = (form: PrizeForm): B.PrizeFile => {
  const read = toFile(form);
  if (!("file" in read)) throw new Error(`unread ${JSON.stringify(read.unread)}`);
  return read.file;
};

describe("issue 22: the presets fill in a ranking", () => {
  test("the DSkV classes take the numbers of the chosen age basis (H.1.3, H-V2)", () => {
    const senioren = presetRanking("senioren", { name: "Senioren (DSkV)" });
    expect([senioren.age_min, senioren.age_max, senioren.age_basis, senioren.dskv]).toEqual(["61", "", "event_year", "senioren"]);
    const start = presetRanking("senioren", { name: "Senioren (DSkV)", basis: "year_start" });
    expect(start.age_min).toBe("60");
    const junioren = presetRanking("junioren", { name: "Junioren (DSkV)" });
    expect([junioren.age_min, junioren.age_max]).toEqual(["", "21"]);
    expect(presetRanking("junioren", { name: "J", basis: "year_start" }).age_max).toBe("20");
    // Switching the basis re-fills a DSkV class, but leaves a ranking with its own ages alone.
    expect(setBasis(senioren, "year_start").age_min).toBe("60");
    expect(setBasis(setBasis(junioren, "year_start"), "event_year").age_max).toBe("21");
    const own = { ...presetRanking("einzel", { name: "Ü50" }), age_min: "50" };
    expect(setBasis(own, "year_start").age_min).toBe("50");
    expect(dskvAge("senioren", "year_start")).toEqual({ age_min: "60", age_max: "" });
  });

  test("each preset's file: filters, team and club sizes, free ids", () => {
    const form = emptyForm();
    form.entry_cents = "15";
    const names = ["Einzel", "Damen", "Serie 2", "Mannschaft", "Tandem", "Vereine", "Damen"];
    const presets = ["einzel", "damen", "serie", "mannschaft", "tandem", "vereine", "damen"] as const;
    presets.forEach((p, i) => form.rankings.push(presetRanking(p, { name: names[i], series: 2, taken: form.rankings.map((r) => r.id) })));
    const rankings = file(form).rankings;
    expect(rankings.map((r) => r.id)).toEqual(["einzel", "damen", "serie-2", "mannschaft", "tandem", "vereine", "damen-2"]);
    expect(rankings[1].sex).toEqual(["f"]);
    expect([rankings[2].series, rankings[2].pot]).toEqual([2, { lost_game_fees: "series" }]);
    expect([rankings[3].team_size, rankings[3].mixed]).toEqual([4, undefined]);
    expect([rankings[4].team_size, rankings[4].mixed]).toEqual([2, true]);
    expect(rankings[5].club_best).toBe(3);
    expect(rankings[0]).toEqual({ id: "einzel", name: "Einzel", places: [{ from: 1, to: 1 }] });
  });
});

describe("issue 22: the form and the prize file", () => {
  // H-V5's main ranking: all lost-game fees, 10 € costs, 33 % to place 1 in whole euros.
  const stored: B.PrizeFile = {
    entry_cents: 1500, tie: "share", one_prize_per_player: false,
    rankings: [
      {
        id: "einzel", name: "Einzel", round_cents: 100, pot: { lost_game_fees: true, costs_cents: 1000 },
        places: [{ from: 1, to: 1, percent: 33 }, { from: 2, to: 3, cents: 1000 }, { from: 4, to_share: 0.25, cents: 500, goods: "Präsentkorb" }],
      },
      { id: "sen", name: "Senioren", age_min: 60, age_basis: "year_start", places: [{ from: 1, to: 1, cents: 800 }] },
      { id: "tandem", name: "Tandem", team_size: 2, mixed: true, entry_cents: 1000, tie: "lot", places: [{ from: 1, to: 1, percent: 100 }] },
    ],
  };

  test("a stored file shows in euros and comes back unchanged", () => {
    const form = fromFile(stored, "de");
    expect(form.entry_cents).toBe("15,00");
    expect(form.rankings[0].places[2]).toEqual({ from: "4", to: "", to_share: "0,25", cents: "5,00", percent: "", goods: "Präsentkorb" });
    expect(form.rankings[0].pot).toEqual({ entry_percent: "", lost_game_fees: "all", lost_game_fees_percent: "", costs_cents: "10,00" });
    expect(form.rankings[1].dskv).toBe("senioren");
    expect(form.rankings[2].kind).toBe("team");
    expect(file(form)).toEqual(stored);
    expect(file(fromFile(stored, "en"))).toEqual(stored);
  });

  test("`place: n` reads as the range n..n", () => {
    const form = fromFile({ rankings: [{ id: "e", name: "E", places: [{ place: 2, cents: 100 }] }] }, "en");
    expect(form.rankings[0].places[0]).toMatchObject({ from: "2", to: "2" });
  });

  test("an input that is not what it wants is named before anything is sent", () => {
    const form = fromFile(stored, "de");
    form.rankings[0].places[1].cents = "zehn";
    expect(toFile(form)).toEqual({ unread: { field: "rankings[0].places[1].cents", wants: "euros" } });
    form.rankings[0].places[1].cents = "10";
    form.rankings[2].team_size = "2,5";
    expect(toFile(form)).toEqual({ unread: { field: "rankings[2].team_size", wants: "number" } });
  });

  test("the main ranking is the first individual one without filters (H.4.1)", () => {
    const form = emptyForm();
    expect(mainRanking(form)).toBe(-1);
    form.rankings.push(presetRanking("damen", { name: "D" }), presetRanking("mannschaft", { name: "M" }), presetRanking("einzel", { name: "E" }));
    expect(mainRanking(form)).toBe(2);
    form.rankings[2].series = "1";
    expect(mainRanking(form)).toBe(-1);
  });

  test("the rankings' order", () => {
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });
});

describe("issue 22: a refusal of the prize file is said at its input", () => {
  const refusal = (field: string | null, line: number | null = null): Refusal => ({ code: "prizes.percent.range", field, value: "133", params: {}, rule: "H.4.3", line });

  test.each([
    ["rankings[2].places[0].percent", "rankings[2].places[0].percent"],
    ["rankings[2].places[0]", "rankings[2].places[0].cents"],
    ["rankings[1].places[3].place", "rankings[1].places[3].from"],
    ["rankings[0].places[0].round_cents", "rankings[0].places[0].percent"],
    ["rankings[4]", "rankings[4].name"],
    ["rankings[0].pot.lost_game_fees_percent", "rankings[0].pot.lost_game_fees_percent"],
    ["entry_cents", "entry_cents"],
  ])("%s → %s", (field, input) => {
    expect(formField(field)).toBe(input);
  });

  test("placed at the inputs the form has, the rest once for the form", () => {
    const inputs = new Set(["rankings.2.places.0.percent", "rankings.0.places.1.cents"]);
    const placed = placeRefusals(
      toFormRefusals([refusal("rankings[2].places[0].percent"), refusal("rankings[0].places[1]"), refusal("rankings"), refusal(null)]),
      (key) => inputs.has(key),
      (r) => `at ${r.field}`,
      (rs) => `${rs.length} more`,
    );
    expect(placed.at).toEqual({ "rankings.2.places.0.percent": "at rankings[2].places[0].percent", "rankings.0.places.1.cents": "at rankings[0].places[1].cents" });
    expect(placed.rest).toBe("2 more");
  });
});

describe("issue 22: the preview's amounts of a place range", () => {
  const row = (place: number, cents: number | null, goods: string | null = null, pending = false): B.PlaceRow => ({
    ranking: "einzel", place, player_id: `p${place}`, name: "", cents, goods, shared: false, pending_lot: pending,
  });
  test("one amount for a range of equal places, goods and pending groups named", () => {
    const places = [row(1, 3700), row(2, 1000), row(3, 1000), row(4, null, "Korb", true)];
    expect(rangeAmounts(places, "einzel", 2, 3)).toEqual({ cents: [1000], goods: [], pending: false, count: 2 });
    expect(rangeAmounts(places, "einzel", 4, null)).toEqual({ cents: [], goods: ["Korb"], pending: true, count: 1 });
    expect(rangeAmounts(places, "damen", 1, 1).count).toBe(0);
    // A place of goods only pays no money: no 0 beside the goods; a place paying nothing says 0.
    const goods = [row(1, 0, "Präsentkorb"), row(2, 0)];
    expect(rangeAmounts(goods, "einzel", 1, 1)).toMatchObject({ cents: [], goods: ["Präsentkorb"] });
    expect(rangeAmounts(goods, "einzel", 2, 2)).toMatchObject({ cents: [0], goods: [] });
  });
});
