import { describe, expect, it } from "vitest";
import { fileName } from "./export";

describe("fileName", () => {
  it("replaces what file systems refuse and keeps umlauts", () => {
    expect(fileName('Kasse Abend 1/2: "Süd"', "pdf")).toBe("Kasse Abend 1-2- -Süd-.pdf");
  });
});
