import { describe, expect, it } from "vitest";
import type { SeatTotals, StandingRow } from "./api";
import { namePlayers, parsePoints, readTotals, schafkopfTotals, skatTotals, totalsFields, totalsMode, type TotalsFields } from "./totals";

const seat = (player_id: number, number: string, name: string, totals: [number, number, number] | null = null): SeatTotals => ({
  player_id, number, name, totals: totals && { player_id, points: totals[0], won: totals[1], lost: totals[2] },
});
const SEATS = [seat(5, "5", "Erika Özdemir"), seat(6, "6", "Frank Lehmann"), seat(7, "7", "Gisela Krüger")];
const line = (points: string, won: string, lost: string): TotalsFields => ({ points, won, lost });
const standing = (over: Partial<StandingRow>): StandingRow =>
  ({ rank: 1, player_id: "6", name: "Frank Lehmann", club: "", points: 608, won: 12, lost: 0, opponents_lost: 0, total: 1368, ...over }) as StandingRow;

describe("the totals form's fields", () => {
  it("shows the stored sums as the sheet writes them, nothing for a player without", () => {
    const seats = [seat(5, "5", "Erika Özdemir", [-1240, 3, 1]), seat(6, "6", "Frank Lehmann")];
    expect(totalsFields(seats, String)).toEqual([line("-1240", "3", "1"), line("", "", "")]);
    expect(totalsFields(seats, schafkopfTotals("de", 1, 48, "cent").points.show)[0].points).toBe("−12,40");
  });
  it("opens on the sums once any are stored, a table without game by game (issue 19)", () => {
    expect(totalsMode(SEATS)).toBe("games");
    expect(totalsMode([...SEATS.slice(0, 2), seat(7, "7", "Gisela Krüger", [486, 9, 0])])).toBe("totals");
    expect(totalsMode([])).toBe("games");
  });
});

describe("reading the typed sums", () => {
  it("takes Spielpunkte with either minus and counts from 0", () => {
    const read = readTotals(SEATS, [line("455", "20", "4"), line(" −30 ", " 12", "0 "), line("-5", "9", "0")], parsePoints);
    expect(read).toEqual({
      rows: [
        { player_id: 5, points: 455, won: 20, lost: 4 },
        { player_id: 6, points: -30, won: 12, lost: 0 },
        { player_id: 7, points: -5, won: 9, lost: 0 },
      ],
    });
  });
  it("stops at the first field without a number, player by player, points before the counts", () => {
    const fields = [line("455", "20", "4"), line("608", "-1", "x"), line("4,5", "", "")];
    expect(readTotals(SEATS, fields, parsePoints)).toEqual({ field: "won", seat: SEATS[1], value: "-1" });
    fields[1].won = "12";
    expect(readTotals(SEATS, fields, parsePoints)).toEqual({ field: "lost", seat: SEATS[1], value: "x" });
    fields[1].lost = "0";
    expect(readTotals(SEATS, fields, parsePoints)).toEqual({ field: "points", seat: SEATS[2], value: "4,5" });
  });
  it("reads Schafkopf results in the tariff's unit", () => {
    const euros = schafkopfTotals("de", 1, 48, "cent").points.parse;
    expect(readTotals(SEATS.slice(0, 1), [line("−12,40", "3", "1")], euros)).toEqual({ rows: [{ player_id: 5, points: -1240, won: 3, lost: 1 }] });
    const points = schafkopfTotals("de", 1, 48, "point").points.parse;
    expect(readTotals(SEATS.slice(0, 1), [line("12,40", "3", "1")], points)).toEqual({ field: "points", seat: SEATS[0], value: "12,40" });
  });
});

describe("what the forms say", () => {
  it("says a Skat field without a number with the column's word", () => {
    const skat = skatTotals("de", 1, 36);
    expect(skat.notNumber("won", "Frank Lehmann", "-1")).toBe("gewonnen von Frank Lehmann = „-1“: bitte eine ganze Zahl eingeben (gewonnen/verloren nicht negativ).");
    expect(skat.hint).toContain("36 Spiele je Serie");
    expect(skat.heading).toBe("Wertung dieses Tisches in Serie 1");
  });
  it("says a Schafkopf amount in its unit and a count as a count", () => {
    const sk = schafkopfTotals("de", 2, 48, "cent");
    expect(sk.notNumber("points", "Anna Huber", "12,4x")).toBe("Ergebnis von Anna Huber = „12,4x“: bitte einen Betrag in Euro eingeben (z. B. −12,40).");
    expect(sk.notNumber("lost", "Anna Huber", "x")).toBe("Soli verloren von Anna Huber = „x“: bitte eine ganze Zahl ab 0 eingeben.");
    expect(sk.heading).toBe("Ergebnis dieses Tisches in Serie 2");
  });
  it("names a player the library refused by number", () => {
    const r = { code: "totals.games_exceeded", field: "player_id", value: "7", params: { player: "7", games: 37 }, rule: "B.2.1" };
    expect(namePlayers(r, SEATS)).toEqual({ ...r, value: "7 (Gisela Krüger)", params: { player: "7 (Gisela Krüger)", games: 37 } });
    expect(namePlayers({ ...r, value: "9", params: {} }, SEATS)).toEqual({ ...r, value: "9", params: {} });
  });
  it("shows the table's result as each game ranks it", () => {
    const row = standing({ points: 1234, total: -1240 });
    expect(skatTotals("de", 1, 36).columns.map((c) => c.text(row))).toEqual(["1.234", "12", "0", "0", "−1.240"]);
    expect(schafkopfTotals("de", 1, 48, "cent").columns.map((c) => c.text(row))).toEqual(["−12,40\u00a0€", "12", "0"]);
    expect(schafkopfTotals("de", 1, 48, "point").columns.map((c) => [c.text(row), c.strong ?? false])[0]).toEqual(["−1.240", true]);
  });
});
