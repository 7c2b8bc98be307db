// Pure helpers of the player registry screen (unit-tested without a window).
import { isCommandError, type Player, type PlayerForm } from "./api";
import type { Refusal } from "./refusals";

/** Players whose name, club or number contains every word of `query` (case-insensitive). */
export function filterPlayers(players: Player[], query: string): Player[] {
  const words = query.toLocaleLowerCase("de").split(/\s+/).filter(Boolean);
  if (words.length === 0) return players;
  return players.filter((p) => {
    const text = `${p.first_name} ${p.last_name} ${p.club} ${p.membership_no} ${p.number}`.toLocaleLowerCase("de");
    return words.every((w) => text.includes(w));
  });
}

/** An import error from the library ("… nothing was imported:\n  line 2, …") as a heading and rows. */
export function splitImportError(message: string): { heading: string; rows: string[] } {
  const [heading, ...rows] = message.split("\n");
  return { heading: heading ?? "", rows: rows.map((r) => r.trim()).filter(Boolean) };
}

/** The registry columns a file column can be mapped to, with the key of their label. */
export const importColumnLabels: Record<string, string> = {
  id: "players.id",
  first_name: "players.first_name",
  last_name: "players.last_name",
  club: "players.club",
  membership_no: "players.membership_no",
  active: "players.active",
  sex: "players.sex",
  birth_year: "players.birth_year",
};

/** The form of a stored player, or of a new one (`null`): sex and birth year as the form holds
 * them, "" for unknown, so saving an edit keeps what is stored. */
export function playerForm(p: Player | null): PlayerForm {
  if (!p) return { id: null, number: "", first_name: "", last_name: "", club: "", membership_no: "", sex: "", birth_year: "" };
  const { id, number, first_name, last_name, club, membership_no } = p;
  return { id, number, first_name, last_name, club, membership_no, sex: p.sex ?? "", birth_year: p.birth_year?.toString() ?? "" };
}

/** The fields of the player form that show their refusal next to them. */
export const fieldsWithOwnError = ["sex", "birth_year"] as const;

/** The refusal of a failed save that belongs next to one of `fields`, or `null` (then the form
 * shows the error below, as before). */
export function refusalAt(e: unknown, fields: readonly string[]): Refusal | null {
  const first = isCommandError(e) ? e.refusals[0] : undefined;
  return first?.field != null && fields.includes(first.field) ? first : null;
}

/** What keeps a mapping of file columns (`null`: dropped) from being imported: a registry
 * column mapped twice, or the first or last name missing; `null` when it can be imported. */
export function mappingProblem(mapping: (string | null)[]): { key: string; column: string } | null {
  const mapped = mapping.filter((c): c is string => c !== null);
  const twice = mapped.find((c, i) => mapped.indexOf(c) !== i);
  if (twice) return { key: "players.preview.twice", column: twice };
  const missing = ["first_name", "last_name"].find((c) => !mapped.includes(c));
  return missing ? { key: "players.preview.missing", column: missing } : null;
}

/** The rows the import will read: the file's first row is one of them unless it is the
 * header. `headings`: the first row when the library took it for a header. */
export function previewRows(headings: string[] | null, rows: string[][], header: boolean): string[][] {
  const all = headings ? [headings, ...rows] : rows;
  return header ? all.slice(1) : all;
}

/** The player of the registry with the club's `number` as typed (spaces around ignored). */
export function playerNamed(players: Player[], number: string): Player | null {
  const wanted = number.trim();
  return wanted ? (players.find((p) => p.number === wanted) ?? null) : null;
}
