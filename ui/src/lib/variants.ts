// The club variants of the event form (RULES.md C): what a variant starts with when it is
// switched on, the rules with every variant off, and which group of the form a refused field
// belongs to (so the message shows at that field).
import type { BockTrigger, Rules } from "./api";

type Bock = NonNullable<Rules["bock"]>;
type Ramsch = NonNullable<Rules["ramsch"]>;
type Bierlachs = NonNullable<Rules["bierlachs"]>;

/** The triggers a Bock round can have, in the order the form lists them. */
export const BOCK_TRIGGERS: BockTrigger[] = ["grand_hand", "null_ouvert_hand", "sixty_sixty", "kontra_re"];

/** A Bock round as switched on: the triggers RULES.md C.2 names first, rounds queued. */
export const defaultBock = (): Bock => ({ triggers: ["grand_hand", "null_ouvert_hand", "sixty_sixty"], stack: false });

/** Ramsch as switched on: points Ramsch, the last trick decides a tie, Jungfrau doubles (F-11). */
export const defaultRamsch = (): Ramsch => ({ scoring: "points", tie: "last_trick", jungfrau: true, push: false });

/** Bierlachs as switched on: up to −501, a lost game costs twice its value (C.4, F-6). */
export const defaultBierlachs = (): Bierlachs => ({ limit: -501, loss_multiplier: 2 });

/** The rules under the ISkO: every club variant off, the other flags as they are. */
export function withoutVariants(rules: Rules): Rules {
  return { ...rules, ruleset: "ISKO_2022", kontra: false, bock: null, ramsch: null, list_style: "seeger_fabian", bierlachs: null, money: null };
}

/** `triggers` with `trigger` on or off, in the form's order. */
export function toggleTrigger(triggers: BockTrigger[], trigger: BockTrigger, on: boolean): BockTrigger[] {
  return BOCK_TRIGGERS.filter((t) => (t === trigger ? on : triggers.includes(t)));
}

/** The groups of the variant fields. */
export type VariantGroup = "ruleset" | "kontra" | "bock" | "ramsch" | "list_style" | "money";

/** The group of the form a refused field belongs to (`bock.triggers` → bock); null for a field
 * outside the variants. */
export function variantGroup(field: string | null | undefined): VariantGroup | null {
  const head = field?.split(/[.[]/)[0];
  switch (head) {
    case "ruleset":
    case "kontra":
    case "bock":
    case "ramsch":
    case "list_style":
    case "money":
      return head;
    case "bierlachs":
      return "list_style";
    default:
      return null;
  }
}
