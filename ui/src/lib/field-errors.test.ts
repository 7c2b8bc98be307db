import { describe, expect, it } from "vitest";
import { fieldKey, placeError, placeRefusals } from "./field-errors";
import type { Refusal } from "./refusals";

const matadors: Refusal = { code: "game.matadors.range", field: "matadors", value: "5", params: { contract: { term: "contract-grand" }, max: 4 }, rule: "A.3.3" };
const points: Refusal = { code: "game.points.range", field: "declarer_points", value: "130", params: {}, rule: "A.1.1, V-6" };
const whole: Refusal = { code: "sheet.full", field: null, value: null, params: {}, rule: null };

describe("refusals at their field (issue 21)", () => {
  it("issue_21_a_refusal_is_said_at_the_input_its_field_names_and_only_there", () => {
    const placed = placeError("de", { code: "refused", refusals: [matadors] }, (key) => key === "matadors");
    expect(placed.at).toEqual({ matadors: "Spitzen = 5: Grand hat mit oder ohne 1 bis 4 Spitzen (ISkO 2.3)" });
    expect(placed.rest).toBeNull();
  });

  it("issue_21_a_field_the_form_lacks_is_said_once_for_the_whole_form", () => {
    const placed = placeError("de", { code: "refused", refusals: [matadors] }, () => false);
    expect(placed.at).toEqual({});
    expect(placed.rest).toBe("Spitzen = 5: Grand hat mit oder ohne 1 bis 4 Spitzen (ISkO 2.3)");
  });

  it("issue_21_an_alias_maps_the_library_field_to_the_forms_input", () => {
    const say = (r: Refusal) => r.code;
    const placed = placeRefusals([points, whole, matadors], (key) => key === "points" || key === "matadors", say, (rs) => rs.map(say).join("|"), {
      declarer_points: "points",
    });
    expect(placed).toEqual({ at: { points: "game.points.range", matadors: "game.matadors.range" }, rest: "sheet.full" });
  });

  it("issue_21_an_import_row_stays_with_the_form_and_a_seat_has_its_own_key", () => {
    const row: Refusal = { ...matadors, line: 3 };
    const placed = placeRefusals([row], () => true, (r) => r.code, () => "rows");
    expect(placed).toEqual({ at: {}, rest: "rows" });
    expect(fieldKey("ramsch.points[2]")).toBe("ramsch.points.2");
  });

  it("issue_21_an_error_without_refusals_is_the_forms_sentence", () => {
    expect(placeError("de", "invalid args", () => true).rest).toBe(placeError("de", "other", () => true).rest);
    expect(placeError("de", "invalid args", () => true).at).toEqual({});
  });
});
