// One form's refusals on screen: each next to the input it names (aria-invalid, described by the
// sentence, focused and scrolled to), the others once near the form's action; a sentence goes
// as soon as its input is changed, all of them on a successful save.
import { tick } from "svelte";
import type { Attachment } from "svelte/attachments";
import { placeError } from "./field-errors";
import type { Refusal } from "./refusals";
import type { Lang } from "./i18n";

// Keys that change an input's value without an input or change event: the entry lines take
// single keys themselves (preventDefault) and set the value from code.
const editing = (e: KeyboardEvent) => !e.ctrlKey && !e.altKey && !e.metaKey && (e.key.length === 1 || ["Backspace", "Delete", "ArrowUp", "ArrowDown"].includes(e.key));

let forms = 0;

export class FormErrors {
  /** The sentence at each input key. */
  at: Record<string, string> = $state({});
  /** The sentence for the whole form (no input of it named). */
  rest: string | null = $state(null);
  #prefix = `form-${++forms}`;
  #inputs = new Map<string, HTMLElement>();
  #alias: Record<string, string>;

  /** `alias`: a library field → the form's input key, where they differ. */
  constructor(alias: Record<string, string> = {}) {
    this.#alias = alias;
  }

  /** Whether a sentence is on screen. */
  get shown(): boolean {
    return this.rest !== null || Object.keys(this.at).length > 0;
  }

  /** The id of the sentence at `key` (the input's aria-describedby). */
  id(key: string): string {
    return `${this.#prefix}-error-${key.replace(/[^\w-]/g, "-")}`;
  }

  /** The attachment of the input `key`: it is found by the refusals naming it, marked invalid
   * while one does, and changing it takes its sentence away. */
  field(key: string): Attachment<HTMLElement> {
    return (el) => {
      this.#inputs.set(key, el);
      const clear = () => this.clear(key);
      const keyed = (e: KeyboardEvent) => editing(e) && clear();
      el.addEventListener("input", clear);
      el.addEventListener("change", clear);
      el.addEventListener("keydown", keyed);
      return () => {
        if (this.#inputs.get(key) === el) this.#inputs.delete(key);
        el.removeEventListener("input", clear);
        el.removeEventListener("change", clear);
        el.removeEventListener("keydown", keyed);
      };
    };
  }

  /** The ARIA attributes of the input `key`: spread on it (`{...errors.aria("points")}`). */
  aria(key: string): { "aria-invalid"?: "true"; "aria-describedby"?: string } {
    return key in this.at ? { "aria-invalid": "true", "aria-describedby": this.id(key) } : {};
  }

  /** Says the error of a failed action; the first input named gets the focus, in view. */
  async show(lang: Lang, e: unknown, say?: (r: Refusal) => string): Promise<void> {
    const placed = placeError(lang, e, (key) => this.#inputs.has(key), say, this.#alias);
    this.at = placed.at;
    this.rest = placed.rest;
    const first = this.#inputs.get(Object.keys(placed.at)[0] ?? "");
    if (!first) return;
    await tick();
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: "center" });
  }

  /** Says a sentence of the form's own (a check made before asking the library). */
  say(sentence: string | null): void {
    this.at = {};
    this.rest = sentence;
  }

  /** Takes the sentence at `key` away (the input was changed); every sentence without a key. */
  clear(key?: string): void {
    if (key === undefined) {
      this.at = {};
      this.rest = null;
    } else if (key in this.at) {
      const { [key]: _, ...others } = this.at;
      this.at = others;
    }
  }
}
