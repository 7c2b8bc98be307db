import { describe, expect, it } from "vitest";
import type { Standings } from "./api";
import { provisional, rankLabel } from "./standings";

const row = (rank: number | null) => ({
  rank, player_id: "1", name: "Anna Schäfer", club: "", points: 0, won: 0, lost: 0, opponents_lost: 0, total: 0, lot_required: false,
});

describe("standings during the evening (issue 21)", () => {
  it("issue_21 a player without a result has no rank", () => {
    expect(rankLabel(row(4))).toBe("4.");
    expect(rankLabel(row(null))).toBe("");
  });

  it("issue_21 standings are provisional until every list is complete", () => {
    const s = (progress: Standings["progress"]): Standings => ({ series: null, rows: [], findings: [], progress });
    expect(provisional(s([{ series: 1, tables: 20, complete: 14 }]))).toEqual({ series: 1, tables: 20, complete: 14 });
    expect(provisional(s([{ series: 1, tables: 20, complete: 20 }, { series: 2, tables: 0, complete: 0 }]))?.series).toBe(2);
    expect(provisional(s([{ series: 1, tables: 20, complete: 20 }]))).toBeNull();
  });
});
