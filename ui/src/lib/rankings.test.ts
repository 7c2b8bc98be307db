import { describe, expect, it } from "vitest";
import type { PayoutRow, PlaceRow, RankingRow } from "./api";
import { dropItem, lotGroups, membersText, moveItem, payoutOf, placeAmount, prizeAmount, rankingName, rankingTotal, recipientOf, rankingRankLabel, whoKey, whoKind } from "./rankings";

const row = (rank: number | null, id: string, lot = false, total = 0): RankingRow => ({ rank, player_id: id, name: `Spieler ${id}`, total, won: 0, lost: 0, lot_required: lot });

// The Einzelwertung of tests/integration/preisskat.rs: P1 and P2 tied on 2, P6 and P7 on 5.
const einzel: RankingRow[] = [
  row(1, "P5", false, 440),
  row(2, "P1", true, 290),
  row(2, "P2", true, 290),
  row(4, "P3", false, 110),
  row(5, "P6", true, 80),
  row(5, "P7", true, 80),
  row(7, "P8", false, -40),
];

describe("the ranks of a Preisskat ranking (issue 22)", () => {
  it("issue_22 tied rows share the first rank, marked with = while the lot is missing", () => {
    expect(einzel.map(rankingRankLabel)).toEqual(["1.", "2.=", "2.=", "4.", "5.=", "5.=", "7."]);
    expect(rankingRankLabel(row(2, "P1"))).toBe("2.");
  });

  it("issue_22 a club with too few players has no rank", () => {
    const club: RankingRow = { rank: null, club: "Grand Hand", name: "Grand Hand", members: ["P3"], total: 110, won: 1, lost: 1, lot_required: false };
    expect(rankingRankLabel(club)).toBe("");
    expect(whoKey(club)).toBe("Grand Hand");
    expect(whoKind(club)).toBe("club");
    expect(membersText(club)).toBe("P3");
  });

  it("issue_22 a row is named by its player number, team or club", () => {
    expect(whoKey(einzel[0])).toBe("P5");
    expect(whoKind(einzel[0])).toBe("player_id");
    const team: RankingRow = { rank: 1, team: "T1", name: "T1", members: ["P1", "P5"], total: 730, won: 5, lost: 0, lot_required: false };
    expect([whoKey(team), whoKind(team), membersText(team)]).toEqual(["T1", "team", "P1, P5"]);
    expect(membersText(einzel[0])).toBe("");
  });

  it("issue_22 a payout names its recipient with the kind, so a team P5 is not the player P5", () => {
    expect(recipientOf({ player_id: "P5" })).toBe("player:P5");
    expect(recipientOf({ team: "P5" })).toBe("team:P5");
    expect(recipientOf({ club: "SC Pik As" })).toBe("club:SC Pik As");
  });
});

describe("the lot dialog's order (issue 22)", () => {
  it("issue_22 every tied group needing a lot is one group, first place first", () => {
    expect(lotGroups(einzel).map((g) => g.map(whoKey))).toEqual([
      ["P1", "P2"],
      ["P6", "P7"],
    ]);
    expect(lotGroups([row(1, "P1"), row(2, "P2")])).toEqual([]);
  });

  it("issue_22 up and down move one place; past either end nothing moves", () => {
    const order = ["P1", "P2", "P3"];
    expect(moveItem(order, 1, -1)).toEqual(["P2", "P1", "P3"]);
    expect(moveItem(order, 1, 1)).toEqual(["P1", "P3", "P2"]);
    expect(moveItem(order, 0, -1)).toEqual(order);
    expect(moveItem(order, 2, 1)).toEqual(order);
    expect(order).toEqual(["P1", "P2", "P3"]);
  });

  it("issue_22 a row dropped onto another takes its place", () => {
    expect(dropItem(["P1", "P2", "P3"], 2, 0)).toEqual(["P3", "P1", "P2"]);
    expect(dropItem(["P1", "P2", "P3"], 0, 2)).toEqual(["P2", "P3", "P1"]);
    expect(dropItem(["P1", "P2"], 0, 5)).toEqual(["P1", "P2"]);
  });
});

describe("the prize rows' money (issue 22)", () => {
  const place = (cents: number | null, pending = false, goods: string | null = null): PlaceRow => ({
    ranking: "einzel", place: 2, player_id: "P1", name: "Anna Adler", cents, goods, shared: false, pending_lot: pending,
  });

  it("issue_22 a place shows its amount in the user's locale, or that the lot is outstanding", () => {
    expect(placeAmount("de", place(6100), "Los ausstehend")).toBe("61,00\u00a0€");
    expect(placeAmount("en", place(6100), "lot pending")).toBe("€61.00");
    expect(placeAmount("de", place(null, true), "Los ausstehend")).toBe("Los ausstehend");
    expect(placeAmount("de", place(null, false, "Präsentkorb"), "Los ausstehend")).toBe("");
    expect(placeAmount("de", place(0, false, "Präsentkorb"), "Los ausstehend")).toBe("");
    expect(placeAmount("de", place(2500, false, "Pokal"), "Los ausstehend")).toBe("25,00\u00a0€");
  });

  it("issue_22 a payout of goods only shows no amount; a payout of 0 € without goods shows 0 €", () => {
    expect(prizeAmount("de", 0, true)).toBe("");
    expect(prizeAmount("de", 0, false)).toBe("0,00\u00a0€");
    expect(prizeAmount("en", 3600, true)).toBe("€36.00");
  });

  it("issue_22 a ranking is named as the prize file names it", () => {
    const file = { rankings: [{ id: "damen", name: "Damenwertung" }] };
    expect(rankingName(file, "damen")).toBe("Damenwertung");
    expect(rankingName(file, "tandem")).toBe("tandem");
    expect(rankingName(null, "einzel")).toBe("einzel");
  });

  it("issue_22 a player's payout is found by number, never a team's of the same name", () => {
    const payouts: PayoutRow[] = [
      { team: "P5", name: "P5", cents: 100, goods: [], rankings: ["tandem"] },
      { player_id: "P5", name: "Erika Eck", cents: 6100, goods: [], rankings: ["einzel"] },
    ];
    expect(payoutOf(payouts, "P5")?.cents).toBe(6100);
    expect(payoutOf(payouts, "P9")).toBeNull();
  });
});

describe("a Preisschafkopf's rankings (issue 22)", () => {
  it("issue_22 a Schafkopf ranking's total is its list result in the tariff's unit", () => {
    expect(rankingTotal("de", 1240, false, null)).toBe("1.240");
    expect(rankingTotal("de", -1240, true, "cent")).toBe("−12,40\u00a0€");
    expect(rankingTotal("en", 12, true, "point")).toBe("12");
    // Cents are not shown as points before the unit is known.
    expect(rankingTotal("de", 1240, true, null)).toBe("");
  });
});
