import { describe, expect, it } from "vitest";
import type { Rules } from "./api";
import { defaultBock, toggleTrigger, variantGroup, withoutVariants } from "./variants";

describe("the club variants of the event form", () => {
  it("puts a refusal at the group of its field", () => {
    expect(["bock.triggers", "money.cents_per_point", "bierlachs.limit", "list_style", "ramsch", "kontra"].map(variantGroup)).toEqual([
      "bock", "money", "list_style", "list_style", "ramsch", "kontra",
    ]);
    expect([variantGroup("games_3"), variantGroup("name"), variantGroup(null)]).toEqual([null, null, null]);
  });
  it("switches a trigger on and off in the form's order", () => {
    const triggers = defaultBock().triggers;
    expect(toggleTrigger(triggers, "kontra_re", true)).toEqual(["grand_hand", "null_ouvert_hand", "sixty_sixty", "kontra_re"]);
    expect(toggleTrigger(triggers, "grand_hand", false)).toEqual(["null_ouvert_hand", "sixty_sixty"]);
  });
  it("turns every variant off for the ISkO and keeps the other flags", () => {
    const club = { ruleset: "CLUB", kontra: true, bock: defaultBock(), list_style: "bierlachs", bierlachs: { limit: -301, loss_multiplier: 2 }, money: { cents_per_point: 5 }, win_bonus: 40 } as unknown as Rules;
    const isko = withoutVariants(club);
    expect([isko.ruleset, isko.kontra, isko.bock, isko.ramsch, isko.list_style, isko.bierlachs, isko.money, isko.win_bonus]).toEqual([
      "ISKO_2022", false, null, null, "seeger_fabian", null, null, 40,
    ]);
  });
});
