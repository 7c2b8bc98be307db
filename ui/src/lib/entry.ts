// The entry line of the score sheet: form fields ⇄ the game record of DESIGN.md.
import type { GameInput } from "./api";

export interface EntryFields {
  declarerSeat: string; // "1".."4", "" for none
  passed: boolean;
  contract: string;
  matadors: string;
  hand: boolean;
  ouvert: boolean;
  announced: string;
  points: string;
  tricks: string;
  bid: string;
}

export function emptyEntry(): EntryFields {
  return { declarerSeat: "", passed: false, contract: "", matadors: "", hand: false, ouvert: false, announced: "none", points: "", tricks: "", bid: "" };
}

const num = (s: string): number | undefined => (s.trim() === "" ? undefined : Number(s.trim().replace("−", "-")));

/** The record the fields describe; empty fields are left out so the engine names what is missing. */
export function toRecord(f: EntryFields): GameInput {
  if (f.passed) return { passed: true };
  const record: GameInput = {};
  if (f.contract) record.contract = f.contract as GameInput["contract"];
  if (f.hand) record.hand = true;
  if (f.ouvert) record.ouvert = true;
  if (f.announced && f.announced !== "none") record.announced = f.announced as GameInput["announced"];
  const m = num(f.matadors);
  if (m !== undefined && f.contract !== "null") record.matadors = m;
  const p = num(f.points);
  if (p !== undefined) record.declarer_points = p;
  const t = num(f.tricks);
  if (t !== undefined) record.declarer_tricks = t;
  const b = num(f.bid);
  if (b !== undefined) record.bid = b;
  return record;
}

/** The fields of a stored game (for a correction). */
export function fromRecord(record: GameInput, declarerSeat: number | null): EntryFields {
  return {
    declarerSeat: declarerSeat === null ? "" : String(declarerSeat + 1),
    passed: record.passed === true,
    contract: record.contract ?? "",
    matadors: record.matadors === undefined ? "" : String(record.matadors),
    hand: record.hand === true && !(record.ouvert && record.contract !== "null"),
    ouvert: record.ouvert === true,
    announced: record.ouvert && record.contract !== "null" ? "none" : record.announced ?? "none",
    points: record.declarer_points === undefined ? "" : String(record.declarer_points),
    tricks: record.declarer_tricks === undefined ? "" : String(record.declarer_tricks),
    bid: record.bid === undefined || record.bid === 18 ? "" : String(record.bid),
  };
}
