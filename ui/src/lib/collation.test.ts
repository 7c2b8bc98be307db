import { describe, expect, it } from "vitest";
import { compareNames, sortByName } from "./collation";

describe("German name order (issue 21)", () => {
  it("issue_21 puts umlauts where German readers look for them", () => {
    const names = ["Schwarz", "Schäfer", "Özdemir", "Ostermann", "Müller", "Mueller", "Zander"];
    expect(sortByName(names, (n) => n)).toEqual(["Mueller", "Müller", "Ostermann", "Özdemir", "Schäfer", "Schwarz", "Zander"]);
  });

  it("issue_21 is not byte order", () => {
    expect("Schäfer" > "Schwarz").toBe(true);
    expect(compareNames("Schäfer", "Schwarz")).toBeLessThan(0);
    expect(compareNames("Özdemir", "Zander")).toBeLessThan(0);
  });
});
