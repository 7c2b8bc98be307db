// The entry line of the score sheet: form fields ⇄ the game record of DESIGN.md.
import type { GameInput } from "./api";

type Suit = NonNullable<GameInput["replacement"]>["contract"];

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
  /** The replacement game of an impossible Null (ISkO 3.6.2): contract and matadors. */
  replacementContract: string;
  replacementMatadors: string;
  /** A result decided by a rule violation or a concession; "" for a game played out. */
  override: string;
}

export function emptyEntry(): EntryFields {
  return { declarerSeat: "", passed: false, contract: "", matadors: "", hand: false, ouvert: false, announced: "none", points: "", tricks: "", bid: "", replacementContract: "", replacementMatadors: "", override: "" };
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
  const rm = num(f.replacementMatadors);
  if (f.contract === "null" && f.replacementContract && rm !== undefined) {
    record.replacement = { contract: f.replacementContract as Suit, matadors: rm };
  }
  if (f.override) record.result_override = f.override as GameInput["result_override"];
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
    replacementContract: record.replacement?.contract ?? "",
    replacementMatadors: record.replacement === undefined ? "" : String(record.replacement.matadors),
    override: record.result_override ?? "",
  };
}

/** The contract a key picks in the contract field (German and English initials): K(aro) or
 * D(iamonds), H(erz/earts), P(ik) or S(pades), Kr(euz) or C(lubs), G(rand), N(ull). `after`
 * is the key typed just before in the same field, so "K" then "r" is Kreuz. */
export function contractForKey(key: string, after: string | null): string | null {
  const k = key.toLowerCase();
  if (k === "r" && after?.toLowerCase() === "k") return "clubs";
  const keys: Record<string, string> = { k: "diamonds", d: "diamonds", h: "hearts", p: "spades", s: "spades", c: "clubs", g: "grand", n: "null" };
  return keys[k] ?? null;
}

/** The declarer seat a key picks: "1".."4" within the table's seats; "" for 0 (none). */
export function seatForKey(key: string, seats: number): string | null {
  if (key === "0") return "";
  const n = Number(key);
  return Number.isInteger(n) && n >= 1 && n <= seats ? String(n) : null;
}
