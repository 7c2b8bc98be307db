// Where a refusal is said: at the input its `field` names, or once near the form's action when
// the form has no such input. Pure, so the placing is tested without a window; the state and
// the inputs' attributes are field-errors.svelte.ts's.
import { describeRefusals, type Refusal } from "./refusals";
import { describeError, isCommandError } from "./api";
import type { Lang } from "./i18n";

/** The sentences of one failed action: by input key, and the rest for the whole form. */
export type Placed = { at: Record<string, string>; rest: string | null };

/** The input key a refusal's field names: `ramsch.points[2]` → `ramsch.points.2` (an index is a
 * part of the key, so each seat's input has its own). */
export function fieldKey(field: string): string {
  return field.replace(/\[(\d+)\]/g, ".$1");
}

/** The refusals split by the inputs the form has (`has`): each said by `say` at its input, the
 * others together as the form's one sentence. `alias` maps a library field to the form's key
 * where the names differ. */
export function placeRefusals(
  refusals: Refusal[],
  has: (key: string) => boolean,
  say: (r: Refusal) => string,
  rest: (rs: Refusal[]) => string,
  alias: Record<string, string> = {},
): Placed {
  const at: Record<string, string> = {};
  const unplaced: Refusal[] = [];
  for (const r of refusals) {
    const key = r.field == null || r.line != null ? null : (alias[r.field] ?? fieldKey(r.field));
    if (key !== null && has(key)) at[key] = at[key] ? `${at[key]} ${say(r)}` : say(r);
    else unplaced.push(r);
  }
  return { at, rest: unplaced.length ? rest(unplaced) : null };
}

/** Any error of a command placed: a refusal at its input, anything else (Tauri's own refusal of
 * an argument, an error without refusals) as the form's sentence. */
export function placeError(lang: Lang, e: unknown, has: (key: string) => boolean, say?: (r: Refusal) => string, alias: Record<string, string> = {}): Placed {
  if (!isCommandError(e) || e.refusals.length === 0) return { at: {}, rest: describeError(lang, e) };
  return placeRefusals(e.refusals, has, say ?? ((r) => describeRefusals(lang, [r])), (rs) => describeRefusals(lang, rs), alias);
}
