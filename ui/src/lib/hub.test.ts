import { describe, expect, it } from "vitest";
import type { SheetView } from "./api";
import { conflictOf, conflictsByGame, hostOf, isLoopback, lastContact, listenAddress, versionOf, withoutListenField } from "./hub";
import { describeError } from "./api";
import { translate } from "./i18n";

describe("the address the hub listens on", () => {
  it("joins the address and the port", () => {
    expect(listenAddress("192.168.1.20", "8080")).toBe("192.168.1.20:8080");
    expect(listenAddress("127.0.0.1", " 51234 ")).toBe("127.0.0.1:51234");
  });
  it("puts an IPv6 address in brackets", () => {
    expect(listenAddress("fe80::1", "8080")).toBe("[fe80::1]:8080");
  });
  it("refuses a port that is no port", () => {
    for (const port of ["", "0", "65536", "80a", "-1", "8080.5", "123456"]) expect(listenAddress("127.0.0.1", port), port).toBeNull();
  });
  it("reads the host back from where the hub listens", () => {
    expect(hostOf("127.0.0.1:8080")).toBe("127.0.0.1");
    expect(hostOf("[::1]:8080")).toBe("::1");
    expect(hostOf("192.168.1.20:51234")).toBe("192.168.1.20");
  });
  it("says a port taken without the field's code name (the form shows the address)", () => {
    const taken = {
      code: "invalid",
      message: "…",
      refusals: [{ line: null, code: "hub.listen", field: "listen", value: "127.0.0.1:8080", params: { detail: "Address in use (os error 98)" }, rule: null }],
    };
    expect(describeError("de", withoutListenField(taken))).toBe("auf dieser Adresse kann die Tischzentrale nicht lauschen: Address in use (os error 98)");
    expect(withoutListenField("a string")).toBe("a string");
  });
  it("knows the addresses only this machine reaches", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("192.168.1.20")).toBe(false);
  });
});

describe("the last contact of a table", () => {
  const say = (lang: "de" | "en", s: number | null) => {
    const c = lastContact(s);
    return translate(lang, c.key, c.values);
  };
  it("is said in seconds, minutes and hours", () => {
    expect(say("de", 0)).toBe("vor 0 s");
    expect(say("de", 12)).toBe("vor 12 s");
    expect(say("de", 59)).toBe("vor 59 s");
    expect(say("de", 60)).toBe("vor 1 min");
    expect(say("de", 3599)).toBe("vor 59 min");
    expect(say("de", 7300)).toBe("vor 2 h");
    expect(say("en", 12)).toBe("12 s ago");
  });
  it("says never for a table that has not been heard of", () => {
    expect(say("de", null)).toBe("noch nie");
    expect(say("en", null)).toBe("never");
  });
});

describe("the conflicts the phones met", () => {
  it("lists each game once, with its newest conflict, newest first", () => {
    const c = (table: number, game: number, seconds_ago: number) => ({ series: 1, table, game, seconds_ago });
    expect(conflictsByGame([c(3, 12, 5), c(2, 1, 2), c(3, 12, 40), c(3, 11, 9)])).toEqual([c(2, 1, 2), c(3, 12, 5), c(3, 11, 9)]);
  });
  it("keeps the same game of another series apart", () => {
    const a = { series: 1, table: 1, game: 1, seconds_ago: 1 };
    const b = { series: 2, table: 1, game: 1, seconds_ago: 3 };
    expect(conflictsByGame([a, b])).toEqual([a, b]);
  });
});

describe("the version a correction is made on", () => {
  const view = { report: { games: [{ number: 1 }, { number: 2 }, { number: 5 }] }, versions: [1, 3, 2] } as unknown as SheetView;
  it("is the stored version of the row, by game number", () => {
    expect(versionOf(view, 1)).toBe(1);
    expect(versionOf(view, 2)).toBe(3);
    expect(versionOf(view, 5)).toBe(2);
  });
  it("is none for a game not stored", () => {
    expect(versionOf(view, 3)).toBeNull();
    expect(versionOf(null, 1)).toBeNull();
  });
});

describe("a correction refused as a conflict", () => {
  const refusal = { line: null, code: "hub.game.conflict", field: "game", value: "1", params: { game: 1, version: 2 }, rule: null };
  it("is told apart by its kind and code", () => {
    expect(conflictOf({ code: "conflict", message: "…", refusals: [refusal] })).toEqual(refusal);
  });
  it("is not any other refusal", () => {
    expect(conflictOf({ code: "invalid", message: "…", refusals: [{ ...refusal, code: "game.matadors.range" }] })).toBeNull();
    expect(conflictOf({ code: "conflict", message: "…", refusals: [{ ...refusal, code: "game.exists" }] })).toBeNull();
    expect(conflictOf("a string from Tauri")).toBeNull();
  });
});
