// The entry line of the score sheet: form fields ⇄ the game record of DESIGN.md.
import type { GameInput } from "./api";
import type { Refusal } from "./refusals";

type Suit = NonNullable<GameInput["replacement"]>["contract"];
type RamschInput = NonNullable<GameInput["ramsch"]>;

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
  /** Kontra or Re (club rules with Kontra, C.1); "" for neither. */
  kontra: "" | "kontra" | "re";
  /** The deal was a Ramsch (club rules with Ramsch, C.3): the fields below instead of a game. */
  ramsch: boolean;
  /** Card points and tricks per seat, in seat order ("" counts 0: the dealer at a 4-table). */
  ramschPoints: string[];
  ramschTricks: string[];
  /** Pushes of a Schieberamsch; "" for none. */
  ramschPushes: string;
  /** The seat ("1".."4") that took the last trick; "" when not entered. */
  ramschLastTrick: string;
}

export function emptyEntry(seats = 0): EntryFields {
  return {
    declarerSeat: "", passed: false, contract: "", matadors: "", hand: false, ouvert: false, announced: "none", points: "", tricks: "", bid: "", replacementContract: "", replacementMatadors: "", override: "",
    kontra: "", ramsch: false, ramschPoints: Array(seats).fill(""), ramschTricks: Array(seats).fill(""), ramschPushes: "", ramschLastTrick: "",
  };
}

const num = (s: string): number | undefined => (s.trim() === "" ? undefined : Number(s.trim().replace("−", "-")));

/** The record the fields describe; empty fields are left out so the engine names what is missing. */
export function toRecord(f: EntryFields): GameInput {
  if (f.ramsch) return { ramsch: ramschInput(f) };
  if (f.passed) return { passed: true };
  const record: GameInput = {};
  if (f.contract) record.contract = f.contract as GameInput["contract"];
  if (f.hand) record.hand = true;
  if (f.ouvert) record.ouvert = true;
  if (f.announced && f.announced !== "none") record.announced = f.announced as GameInput["announced"];
  const m = num(f.matadors);
  if (m !== undefined && f.contract !== "null") record.matadors = m;
  const p = num(f.points);
  // A Null's Augen are kept in the line (back to a suit game, they are there) but not sent.
  if (p !== undefined && f.contract !== "null") record.declarer_points = p;
  const t = num(f.tricks);
  if (t !== undefined) record.declarer_tricks = t;
  const b = num(f.bid);
  if (b !== undefined) record.bid = b;
  const rm = num(f.replacementMatadors);
  if (f.contract === "null" && f.replacementContract && rm !== undefined) {
    record.replacement = { contract: f.replacementContract as Suit, matadors: rm };
  }
  if (f.override) record.result_override = f.override as GameInput["result_override"];
  if (f.kontra) record.kontra = f.kontra;
  return record;
}

/** A Ramsch as entered: every seat's points and tricks (blank is 0), pushes and the last trick
 * only when given. */
function ramschInput(f: EntryFields): RamschInput {
  const zero = (s: string) => num(s) ?? 0;
  const ramsch: RamschInput = { points: f.ramschPoints.map(zero), tricks: f.ramschTricks.map(zero) };
  const pushes = num(f.ramschPushes);
  if (pushes !== undefined && pushes !== 0) ramsch.pushes = pushes;
  const last = num(f.ramschLastTrick);
  if (last !== undefined) ramsch.last_trick = last - 1;
  return ramsch;
}

/** Whether a Ramsch needs its last trick entered (C.3.3): under the last-trick rule, when two
 * seats share the most points and nobody took every trick. The engine decides; this only says
 * when to ask. */
export function needsLastTrick(f: EntryFields, tie: "last_trick" | "shared"): boolean {
  if (!f.ramsch || tie !== "last_trick") return false;
  const points = f.ramschPoints.map((p) => num(p) ?? 0);
  const most = Math.max(...points);
  const tied = points.filter((p) => p === most).length;
  return tied === 2 && !f.ramschTricks.some((t) => num(t) === 10);
}

/** The fields of a stored game (for a correction). */
export function fromRecord(record: GameInput, declarerSeat: number | null): EntryFields {
  const r = record.ramsch;
  if (r) {
    return {
      ...emptyEntry(),
      ramsch: true,
      declarerSeat: NOBODY,
      ramschPoints: r.points.map(String),
      ramschTricks: r.tricks.map(String),
      ramschPushes: r.pushes ? String(r.pushes) : "",
      ramschLastTrick: r.last_trick === undefined ? "" : String(r.last_trick + 1),
    };
  }
  return {
    ...emptyEntry(),
    declarerSeat: record.passed === true ? NOBODY : declarerSeat === null ? "" : String(declarerSeat + 1),
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
    kontra: record.kontra === "kontra" || record.kontra === "re" ? record.kontra : "",
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

/** The declarer seat a key picks: "1".."4" within the table's seats; "0" for nobody (a passed
 * deal, or a Ramsch where the rules play one: see `pickDeclarer`). */
export function seatForKey(key: string, seats: number): string | null {
  if (key === "0") return NOBODY;
  const n = Number(key);
  return Number.isInteger(n) && n >= 1 && n <= seats ? String(n) : null;
}

/** The declarer field's value for a deal nobody declares. */
export const NOBODY = "0";

/** The fields after the declarer field picks `seat`: "0" is a passed deal, or a Ramsch where
 * the rules play one (`ramsch`), so "eingepasst" is a key of the first field rather than a
 * field of its own; a seat declares a game. What was typed for the game stays. */
export function pickDeclarer(f: EntryFields, seat: string, ramsch: boolean): EntryFields {
  const nobody = seat === NOBODY;
  return { ...f, declarerSeat: seat, passed: nobody && !ramsch, ramsch: nobody && ramsch };
}

/** A field of the entry line after the declarer. */
export type EntryField = "contract" | "matadors" | "points" | "tricks" | "hand" | "ouvert" | "announced" | "kontra" | "bid" | "override" | "replacement";

/** The fields of the entry line after the declarer, in Tab order: only those the game uses,
 * the ones of every game first (game, Spitzen, Augen), then Hand and the bid an overbid needs,
 * then the rare ones, so an ordinary game is declarer, game, Spitzen, Augen, Enter. A Null has
 * no Spitzen and no Augen: its tricks decide it; a deal nobody declares has no fields. `kontra`:
 * the club rules play Kontra. */
export function entryPath(f: EntryFields, kontra: boolean): EntryField[] {
  if (f.passed || f.ramsch) return [];
  const rare: EntryField[] = ["ouvert", "announced", ...(kontra ? (["kontra"] as const) : []), "tricks", "override"];
  if (f.contract === "null") return ["contract", "tricks", "hand", "ouvert", "bid", ...(kontra ? (["kontra"] as const) : []), "override", "replacement"];
  return ["contract", "matadors", "points", "hand", "bid", ...rare];
}

/** A Ramsch refusal as the scorer reads it: the seat of `ramsch.points[2]` named by its player
 * (`Ramsch-Augen (Clara Weiß)`); the engine's params already number seats from 1, as the list
 * does. `label` is the catalogue's field label. */
export function namedSeats<R extends Refusal>(r: R, names: string[], label: (field: string) => string): R {
  const m = /^ramsch\.(points|tricks)\[(\d+)\]$/.exec(r.field ?? "");
  const field = m ? `${label(`ramsch.${m[1]}`)} (${names[Number(m[2])] ?? Number(m[2]) + 1})` : r.field;
  return { ...r, field };
}
