// @ts-nocheck -- the hub's pages are plain ES modules without types (no build step); these tests
// read them as they are served.
// The pure logic of the hub's phone and projector pages (crates/skatblock-hub/src/web, issue 12): the words in
// both languages, a game as a row says it, running totals, the record the entry panel sends,
// the outbox (replace, order, back-off, answers filed), paging, and building the page from
// data without reading it as markup.
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  append, el, fill, formatAmount, formatEuros, formatNumber, missingKeys, nextGame, pickLang, retryAfter, rowDeltas, runningTotals,
  signed, skatMarks, translate,
} from "../../../crates/skatblock-hub/src/web/common.js";
import {
  MAX_WAIT_MS, Outbox, backoff, drain, entryKey, idbStore, memoryStore, nextWait, outcomeOf, waiting,
} from "../../../crates/skatblock-hub/src/web/outbox.js";
import {
  CONTRACTS, asksTricks, gameWord, badSchafkopfNumber, badSkatNumber, clubVariants, contractsFor, emptySchafkopf, emptySkat, fieldGroup, mergeRows,
  needsLastTrick, ramschRecord, ramschSums, readyToSign, rowWho, schafkopfBody, schafkopfFields, schafkopfShows, seriesGames, skatFields,
  skatRecord, skatShows, skatValueText, typedNumber,
} from "../../../crates/skatblock-hub/src/web/record.js";
import { boards, nextPage, nextView, pageCount, pageMs, pageRows, rowsThatFit, tableNote, tileSize } from "../../../crates/skatblock-hub/src/web/projector.js";

describe("the words of the hub's pages", () => {
  it("has every key in German and English", () => {
    expect(missingKeys(), "a key missing in one language would show as its key").toEqual([]);
  });
  it("fills placeholders and falls back to the key", () => {
    expect(translate("de", "table.title", { table: 7, series: 2 })).toBe("Tisch 7 · Serie 2");
    expect(translate("en", "conn.waiting.other", { count: 3 })).toBe("offline – 3 games waiting");
    expect(translate("de", "no.such.key")).toBe("no.such.key");
  });
  it("speaks German unless English is asked for or was chosen", () => {
    expect(pickLang("", null)).toBe("de");
    expect(pickLang("?lang=en", null)).toBe("en");
    expect(pickLang("?lang=de", "en")).toBe("de");
    expect(pickLang("", "en")).toBe("en");
    expect(pickLang("?lang=fr", "xx")).toBe("de");
  });
});

describe("numbers and amounts as the lists write them", () => {
  it("uses a real minus and the locale's grouping", () => {
    expect(formatNumber("de", -1234)).toBe("−1.234");
    expect(formatNumber("en", 1234)).toBe("1,234");
    expect(signed("de", 48)).toBe("+48");
    expect(signed("de", -96)).toBe("−96");
    expect(signed("de", 0)).toBe("0");
  });
  it("writes cents as euros", () => {
    expect(formatEuros("de", -30)).toBe("−0,30");
    expect(formatAmount("de", "cent", 120, true)).toBe("+1,20\u00a0€");
    expect(formatAmount("en", "cent", -50)).toBe("−€0.50");
    expect(formatAmount("de", "point", 12, true)).toBe("+12");
  });
  it("reads Retry-After in seconds or as a date", () => {
    expect(retryAfter("2")).toBe(2000);
    expect(retryAfter(null)).toBeNull();
    expect(retryAfter("Thu, 01 Jan 1970 00:00:05 GMT", 1000)).toBe(4000);
    expect(retryAfter("soon")).toBeNull();
  });
});

// A stored game's label is the hub's, made by the library's one describer (Rust tests in
// skatblock-ops, ops/table_entry.rs, keep what the pages' own describers said here).
describe("a game as a row says it", () => {
  it("says a game the hub has not stored yet by the panel's word for it", () => {
    expect(gameWord("de", "skat", { contract: "clubs", hand: true, matadors: 2 })).toBe("Kreuz");
    expect(gameWord("en", "skat", { passed: true })).toBe("passed in");
    expect(gameWord("de", "skat", { ramsch: { points: [45, 40, 35], tricks: [4, 3, 3] } })).toBe("Ramsch");
    expect(gameWord("de", "schafkopf", { game: "rufspiel", called: "eichel", partner: 2 })).toBe("Sauspiel");
    expect(gameWord("de", "schafkopf", { passed: true }), "a soft hyphen lets the narrow column break it").toBe("zusammen\u00adgeworfen");
  });
  it("takes a stored game's label from the hub, in the page's language", () => {
    const stored = { game: 1, declarer: 0, record: { contract: "grand", matadors: 1 }, result: { score: 48 }, label: { de: "Grand mit 1", en: "grand with 1" }, version: 1 };
    const [row] = mergeRows([stored], []);
    expect(row.label).toEqual({ de: "Grand mit 1", en: "grand with 1" });
    const pending = { token: "t", game: 1, state: "pending", body: { declarer: 1, record: { contract: "clubs" } } };
    expect(mergeRows([stored], [pending])[0].label, "a game typed anew is not the stored one").toBeUndefined();
  });
});

describe("running totals of a list", () => {
  it("puts a Skat score in the declarer's column; a passed deal writes nothing", () => {
    expect(rowDeltas("skat", 3, 1, { won: true, score: 48 })).toEqual([0, 48, 0]);
    expect(rowDeltas("skat", 3, null, { passed: true, score: 0 })).toEqual([0, 0, 0]);
    const rows = [
      { declarer: 0, result: { score: 48 } },
      { declarer: null, result: { passed: true, score: 0 } },
      { declarer: 2, result: { score: -96 } },
      { declarer: 0, result: { score: 24 } },
    ];
    expect(runningTotals("skat", 3, rows).map((r) => r.totals)).toEqual([[48, 0, 0], [48, 0, 0], [48, 0, -96], [72, 0, -96]]);
  });
  it("adds every seat's amount in Schafkopf", () => {
    const rows = [
      { declarer: 0, result: { won: true, amounts: [40, -40, 40, -40] } },
      { declarer: 1, result: { won: false, amounts: [50, -150, 50, 50] } },
    ];
    expect(runningTotals("schafkopf", 4, rows).at(-1).totals).toEqual([90, -190, 90, 10]);
  });
  it("marks totals after a game whose value is not known yet (typed offline)", () => {
    const rows = [{ declarer: 0, result: { score: 48 } }, { declarer: 1, result: null }, { declarer: 2, result: { score: 24 } }];
    const totals = runningTotals("skat", 3, rows);
    expect(totals.map((r) => r.incomplete)).toEqual([false, true, true]);
    expect(totals[2].totals, "a game without its value adds nothing").toEqual([48, 0, 24]);
  });
  it("offers the first game the list does not have", () => {
    expect(nextGame([], 36)).toBe(1);
    expect(nextGame([1, 2, 4], 36), "a gap is filled first").toBe(3);
    expect(nextGame([1, 2, 3], 3)).toBeNull();
  });
});

describe("the record the phone's panel sends", () => {
  it("leaves empty fields out so the hub names what is missing, as the desk does", () => {
    expect(skatRecord(emptySkat())).toBeNull();
    expect(skatRecord({ ...emptySkat(), contract: "grand", declarer: 0, matadors: 2, mit: false, points: " 95 " })).toEqual({ contract: "grand", matadors: -2, declarer_points: 95 });
    expect(skatRecord({ ...emptySkat(), contract: "clubs", points: "61" }), "no matadors chosen: none sent").toEqual({ contract: "clubs", declarer_points: 61 });
    expect(skatRecord({ ...emptySkat(), contract: "passed", declarer: 1 })).toEqual({ passed: true });
  });
  it("sends a null without matadors or announcements", () => {
    expect(skatRecord({ ...emptySkat(), contract: "null", hand: true, matadors: 3, announced: "schneider", tricks: "0" })).toEqual({ contract: "null", hand: true, declarer_tricks: 0 });
  });
  it("does not repeat what an ouvert game implies", () => {
    const f = { ...emptySkat(), contract: "grand", ouvert: true, hand: true, announced: "schwarz", matadors: 4, points: "120", tricks: "10" };
    expect(skatRecord(f)).toEqual({ contract: "grand", ouvert: true, matadors: 4, declarer_points: 120, declarer_tricks: 10 });
  });
  it("round-trips a stored game for a correction (bid 18 is the default)", () => {
    const stored = { contract: "hearts", hand: true, ouvert: false, announced: "schneider", matadors: 1, declarer_points: 92, declarer_tricks: 7, bid: 48 };
    const f = skatFields(stored, 2);
    expect(f.declarer).toBe(2);
    expect(skatRecord(f)).toEqual({ contract: "hearts", hand: true, announced: "schneider", matadors: 1, declarer_points: 92, declarer_tricks: 7, bid: 48 });
    expect(skatFields({ contract: "grand", matadors: 1, declarer_points: 70, bid: 18 }, 0).bid).toBe("");
    expect(skatFields({ passed: true }, null).contract).toBe("passed");
  });
  it("says a number field that is no number before anything is sent", () => {
    expect(typedNumber("")).toBeUndefined();
    expect(typedNumber("61")).toBe(61);
    expect(typedNumber("6x")).toBeNaN();
    expect(typedNumber("-3")).toBeNaN();
    expect(badSkatNumber({ ...emptySkat(), points: "7o" })).toEqual({ field: "points", value: "7o" });
    expect(badSkatNumber({ ...emptySkat(), points: "70" })).toBeNull();
  });
  it("asks for tricks where they decide the game", () => {
    expect(asksTricks({ ...emptySkat(), contract: "null" })).toBe(true);
    expect(asksTricks({ ...emptySkat(), contract: "clubs", points: "120" })).toBe(true);
    expect(asksTricks({ ...emptySkat(), contract: "clubs", points: "0" })).toBe(true);
    expect(asksTricks({ ...emptySkat(), contract: "clubs", points: "61" })).toBe(false);
  });
  it("builds the Schafkopf games the hub reads", () => {
    const sauspiel = { ...emptySchafkopf(), game: "rufspiel", declarer: 0, partner: 2, called: "eichel", points: "72", laufende: 3, suit: "herz" };
    expect(schafkopfBody(sauspiel)).toEqual({ declarer: 0, record: { game: "rufspiel", partner: 2, called: "eichel", points: 72, laufende: 3 } });
    const solo = { ...emptySchafkopf(), game: "solo", declarer: 1, suit: "gras", tout: true, tricks: "8", points: "99", kontra: 1 };
    expect(schafkopfBody(solo), "a Tout counts tricks, not points").toEqual({ declarer: 1, record: { game: "solo", suit: "gras", tricks: 8, tout: true, kontra: 1 } });
    const ramsch = { ...emptySchafkopf(), game: "ramsch", declarer: 3, ramschPoints: ["30", "", "60", "30"], ramschTricks: ["2", "0", "4", "2"], klopfer: 1 };
    expect(schafkopfBody(ramsch)).toEqual({ declarer: null, record: { game: "ramsch", klopfer: 1, points: [30, 0, 60, 30], tricks: [2, 0, 4, 2] } });
    expect(schafkopfBody({ ...emptySchafkopf(), game: "passed", declarer: 2 })).toEqual({ declarer: null, record: { passed: true } });
    expect(schafkopfBody(emptySchafkopf())).toBeNull();
    expect(schafkopfShows({ ...emptySchafkopf(), game: "wenz" })).toMatchObject({ declarer: true, partner: false, suit: false, laufende: true, tout: true });
    expect(badSchafkopfNumber({ ...ramsch, ramschTricks: ["2", "x", "4", "2"] })).toEqual({ field: "tricks[1]", value: "x" });
  });
  it("round-trips a stored Schafkopf game", () => {
    const stored = { game: "rufspiel", declarer: 0, partner: 2, called: "eichel", points: 72, laufende: 3 };
    expect(schafkopfBody(schafkopfFields(stored, 0))).toEqual({ declarer: 0, record: { game: "rufspiel", partner: 2, called: "eichel", points: 72, laufende: 3 } });
    const ramsch = { game: "ramsch", points: [30, 0, 60, 30], tricks: [2, 0, 4, 2] };
    expect(schafkopfBody(schafkopfFields(ramsch, null)).record).toEqual(ramsch);
  });
  it("says a refusal at the panel's group of the hub's field", () => {
    expect(fieldGroup("declarer_points")).toBe("declarer_points");
    expect(fieldGroup("announced")).toBe("hand");
    expect(fieldGroup("points[2]")).toBe("ramsch");
    expect(fieldGroup("kontra")).toBe("klopfer");
    expect(fieldGroup("record")).toBeNull();
  });
});

describe("a club evening on the phone (RULES.md C: Kontra/Re, Bock, Ramsch)", () => {
  const CLUB = { ruleset: "CLUB", kontra: true, ramsch: { scoring: "points", tie: "last_trick", jungfrau: true, push: true }, bock: { triggers: ["grand_hand"], stack: false }, list_style: "seeger_fabian" };
  const club = clubVariants({ rules: CLUB });
  const ramsch = (points, tricks, extra = {}) => ({ ...emptySkat(3), contract: "ramsch", ramschPoints: points, ramschTricks: tricks, ...extra });

  it("offers the variants the event's rules allow, none under the ISkO or from a hub without rules", () => {
    expect(club).toMatchObject({ kontra: true, ramsch: { push: true, tie: "last_trick" }, bock: { triggers: ["grand_hand"] } });
    const isko = { ...CLUB, ruleset: "ISKO_2022" };
    expect(clubVariants({ rules: isko }), "the ISkO plays none of them (C.0)").toMatchObject({ kontra: false, ramsch: null, bock: null });
    expect(clubVariants({ rules: { ...CLUB, kontra: false, ramsch: null } })).toMatchObject({ kontra: false, ramsch: null, bock: { stack: false } });
    expect(clubVariants({})).toMatchObject({ kontra: false, ramsch: null, bock: null });
    expect(contractsFor(club), "with Ramsch a passed deal is a Ramsch (game.passed.ramsch)").toEqual(["clubs", "spades", "hearts", "diamonds", "grand", "null", "ramsch"]);
    expect(contractsFor(clubVariants({ rules: { ...CLUB, ramsch: null } }))).toEqual(CONTRACTS);
  });
  it("sends Kontra or Re with a declared game and reads it back for a correction", () => {
    const kontra = { ...emptySkat(), contract: "clubs", declarer: 0, matadors: 1, points: "61", kontra: "kontra" };
    expect(skatRecord(kontra)).toEqual({ contract: "clubs", matadors: 1, declarer_points: 61, kontra: "kontra" });
    expect(skatRecord({ ...kontra, kontra: "" }), "no Kontra: no field").toEqual({ contract: "clubs", matadors: 1, declarer_points: 61 });
    expect(skatFields({ contract: "spades", matadors: 1, declarer_points: 70, kontra: "re", bid: 18 }, 1)).toMatchObject({ kontra: "re", declarer: 1, contract: "spades" });
    expect(skatFields({ contract: "spades", matadors: 1, declarer_points: 70 }, 1).kontra).toBe("");
  });
  it("sends a Ramsch without a declarer: every seat's points and tricks, pushes and the last trick only when given", () => {
    expect(skatRecord(ramsch(["45", "40", "35"], ["4", "3", "3"]))).toEqual({ ramsch: { points: [45, 40, 35], tricks: [4, 3, 3] } });
    expect(ramschRecord(ramsch(["60", "", "60", "0"], ["5", "", "5", "0"], { pushes: 2, lastTrick: 2 })), "the dealer of a 4-table counts 0")
      .toEqual({ points: [60, 0, 60, 0], tricks: [5, 0, 5, 0], pushes: 2, last_trick: 2 });
    const stored = { ramsch: { points: [45, 45, 30], tricks: [4, 4, 2], pushes: 1, last_trick: 1 } };
    const f = skatFields(stored, 2);
    expect([f.contract, f.declarer, f.pushes, f.lastTrick], "a Ramsch has no declarer").toEqual(["ramsch", null, 1, 1]);
    expect(skatRecord(f), "a stored Ramsch round-trips").toEqual(stored);
  });
  it("asks the last trick only for a tie of two under the last-trick rule, and adds up what is typed", () => {
    expect(needsLastTrick(ramsch(["45", "45", "30"], ["4", "4", "2"]), "last_trick")).toBe(true);
    expect(needsLastTrick(ramsch(["45", "45", "30"], ["4", "4", "2"]), "shared"), "shared ties share the minus").toBe(false);
    expect(needsLastTrick(ramsch(["50", "40", "30"], ["4", "4", "2"]), "last_trick")).toBe(false);
    expect(needsLastTrick(ramsch(["40", "40", "40"], ["4", "3", "3"]), "last_trick"), "40:40:40 writes nothing").toBe(false);
    expect(needsLastTrick(ramsch(["0", "0", "120"], ["0", "0", "10"]), "last_trick")).toBe(false);
    expect(needsLastTrick({ ...ramsch(["60", "60", "0"], ["5", "5", "0"]), contract: "grand" }, "last_trick")).toBe(false);
    expect(ramschSums(ramsch(["45", "", "x"], ["4", "3", ""]))).toEqual({ points: 45, tricks: 7 });
    expect(badSkatNumber(ramsch(["45", "4O", "35"], ["4", "3", "3"])), "said at the Ramsch's field").toEqual({ field: "ramsch.points[1]", value: "4O" });
    expect(badSkatNumber(ramsch(["45", "40", "35"], ["4", "3", "3"]))).toBeNull();
  });
  it("shows a Ramsch's fields instead of a game's, pushes in a Schieberamsch only", () => {
    const shown = skatShows(ramsch(["45", "45", "30"], ["4", "4", "2"]), club);
    expect(shown).toMatchObject({ declarer: false, matadors: false, hand: false, kontra: false, bid: false, ramsch: true, ramsch_pushes: true, ramsch_last_trick: true });
    expect(skatShows(ramsch(["50", "40", "30"], ["4", "4", "2"]), { ...club, ramsch: { ...club.ramsch, push: false } }))
      .toMatchObject({ ramsch_pushes: false, ramsch_last_trick: false });
    expect(skatShows({ ...emptySkat(), contract: "grand" }, club)).toMatchObject({ declarer: true, kontra: true, ramsch: false });
    expect(skatShows({ ...emptySkat(), contract: "grand" }, clubVariants({})).kontra, "no Kontra under the ISkO").toBe(false);
    expect(skatShows({ ...emptySkat(), contract: "passed" }, club).kontra).toBe(false);
  });
  it("says a refusal of a variant at its group", () => {
    expect(fieldGroup("ramsch.points[2]", "skat")).toBe("ramsch");
    expect(fieldGroup("ramsch.tricks", "skat")).toBe("ramsch");
    expect(fieldGroup("ramsch.pushes", "skat")).toBe("ramsch_pushes");
    expect(fieldGroup("ramsch.last_trick", "skat")).toBe("ramsch_last_trick");
    expect(fieldGroup("passed", "skat"), "game.passed.ramsch: at the games").toBe("contract");
    expect(fieldGroup("kontra", "skat")).toBe("kontra");
    expect(fieldGroup("kontra", "schafkopf"), "a Schafkopf Stoß stays with the doublings").toBe("klopfer");
  });
  it("marks Kontra, Re, Bock and the engine's multiplier, short, in both languages", () => {
    const text = (lang, record, row) => skatMarks(lang, record, row).map((m) => m.text);
    expect(text("de", { contract: "clubs", kontra: "kontra" }, { multiplier: 2 })).toEqual(["Kontra", "×2"]);
    expect(text("de", { contract: "clubs", kontra: "re" }, { bock: true, multiplier: 8 })).toEqual(["Re", "Bock", "×8"]);
    expect(text("en", { ramsch: { points: [45, 40, 35], tricks: [4, 3, 3] } }, { bock: true, multiplier: 2 })).toEqual(["Bock", "×2"]);
    expect(text("de", { contract: "grand" }, { multiplier: 1 }), "a plain game has no marks").toEqual([]);
    expect(skatMarks("en", { contract: "clubs", kontra: "re" })[0].title).toBe("Kontra and Re: counts four times");
  });
  it("writes a Ramsch in every seat's column and a Bock game doubled", () => {
    expect(rowDeltas("skat", 3, null, { won: false, score: 0, ramsch_scores: [-45, 0, 0] })).toEqual([-45, 0, 0]);
    expect(rowDeltas("skat", 3, null, { won: false, score: 0, ramsch_scores: [0, 120, 0] }, 2), "a Durchmarsch in a Bock round").toEqual([0, 240, 0]);
    expect(rowDeltas("skat", 3, 2, { won: false, score: -96 }, 2)).toEqual([0, 0, -192]);
    expect(rowWho({ ramsch: {} }, null, [-90, 0, 0])).toEqual({ seats: [0], value: -90 });
    expect(rowWho({ ramsch: {} }, null, [-45, -45, 0]), "a shared tie: each takes the full minus").toEqual({ seats: [0, 1], value: -45 });
    expect(rowWho({ ramsch: {} }, null, [0, 0, 0])).toEqual({ seats: [], value: 0 });
    expect(rowWho({ contract: "grand" }, 1, [0, 72, 0])).toEqual({ seats: [1], value: 72 });
    expect(rowWho({ passed: true }, null, [0, 0, 0])).toEqual({ seats: [], value: null });
  });
  it("says the value while typing as the list will write it", () => {
    const body = (record, declarer = 0) => ({ declarer, record });
    expect(skatValueText("de", body({ contract: "clubs", kontra: "re" }), { won: true, score: 96 })).toBe("Wert +96");
    expect(skatValueText("de", body({ contract: "hearts" }), { won: true, score: 20 }, 2)).toBe("Wert +40 · Bock ×2");
    expect(skatValueText("de", body({ contract: "clubs", kontra: "kontra" }), { won: false, score: -72 }, 2)).toBe("verloren: −144 · Bock ×2");
    const names = ["Anna", "Bernd", "Clara"];
    expect(skatValueText("de", body({ ramsch: {} }, null), { won: false, score: 0, ramsch_scores: [0, -90, 0] }, 2, names)).toBe("Ramsch: Bernd −180 · Bock ×2");
    expect(skatValueText("en", body({ ramsch: {} }, null), { won: false, score: 0, ramsch_scores: [-45, -45, 0] }, 1, names)).toBe("Ramsch: Anna −45, Bernd −45");
    expect(skatValueText("de", body({ ramsch: {} }, null), { won: false, score: 0, ramsch_scores: [0, 0, 0] }, 1, names)).toBe("Ramsch: niemand schreibt");
  });
  it("writes the engine's totals for stored rows and counts only the outbox's own", () => {
    // The engine's list: 1 Kontra, 2 Grand Hand, 3 a Ramsch in the Bock round it queued.
    const games = [
      { game: 1, declarer: 0, record: { contract: "clubs", kontra: "kontra" }, result: { won: true, score: 48 }, version: 1, scores: [48, 0, 0], totals: [48, 0, 0], bock: false, multiplier: 2 },
      { game: 2, declarer: 1, record: { contract: "grand", hand: true }, result: { won: true, score: 72 }, version: 1, scores: [0, 72, 0], totals: [48, 72, 0], bock: false, multiplier: 1 },
      { game: 3, declarer: null, record: { ramsch: {} }, result: { won: false, score: 0, ramsch_scores: [-45, 0, 0] }, version: 1, scores: [-90, 0, 0], totals: [-42, 72, 0], bock: true, multiplier: 2 },
    ];
    const factors = [1, 1, 2, 2, 2, 1];
    const rows = mergeRows(games, []);
    expect(rows[2]).toMatchObject({ scores: [-90, 0, 0], totals: [-42, 72, 0], bock: true, multiplier: 2 });
    const stored = runningTotals("skat", 3, rows, { factors, bock: true });
    expect(stored.map((r) => r.totals), "the engine's totals, Bock in").toEqual([[48, 0, 0], [48, 72, 0], [-42, 72, 0]]);
    expect(stored.map((r) => r.incomplete)).toEqual([false, false, false]);
    // Game 4 waits in the outbox with its previewed value: the hub's Bock factor of game 4.
    const pending = { key: entryKey("T", 4), token: "T", game: 4, state: "pending", preview: { won: true, score: 20 }, body: { declarer: 2, record: { contract: "hearts" }, base_version: null } };
    const withPending = runningTotals("skat", 3, mergeRows(games, [pending]), { factors, bock: true });
    expect(withPending.at(-1)).toEqual({ deltas: [0, 0, 40], totals: [-42, 72, 40], incomplete: false });
    // A correction of game 2 waiting: it may end the Bock round, so what follows is not sure.
    const correction = { ...pending, game: 2, body: { declarer: 1, record: { contract: "grand" }, base_version: 1 }, preview: { won: true, score: 48 } };
    const corrected = runningTotals("skat", 3, mergeRows(games, [correction]), { factors, bock: true });
    expect(corrected.map((r) => r.totals), "counted on from the outbox's game").toEqual([[48, 0, 0], [48, 48, 0], [-42, 48, 0]]);
    expect(corrected.map((r) => r.incomplete)).toEqual([false, false, true]);
    expect(runningTotals("skat", 3, mergeRows(games, [correction]), { factors }).at(-1).incomplete, "without Bock rounds it is sure").toBe(false);
    // On a Bierlachs list only the hub knows what a waiting game writes.
    expect(runningTotals("skat", 3, mergeRows(games, [pending]), { style: "bierlachs" }).at(-1).incomplete).toBe(true);
  });
});

describe("the list with the outbox over it", () => {
  const stored = (game, declarer, score, version = 1) => ({ game, declarer, record: { contract: "grand", matadors: 1, declarer_points: 70 }, result: { won: score > 0, score }, version });
  const entry = (game, state, extra = {}) => ({ key: entryKey("T", game), token: "T", game, state, body: { declarer: 1, record: { contract: "clubs", matadors: 1, declarer_points: 61 }, base_version: null }, ...extra });

  it("shows a waiting game as typed, with its previewed value", () => {
    const rows = mergeRows([stored(1, 0, 48)], [entry(2, "pending", { preview: { won: true, score: 24 } }), entry(3, "pending")]);
    expect(rows.map((r) => [r.game, r.declarer, r.result])).toEqual([[1, 0, { won: true, score: 48 }], [2, 1, { won: true, score: 24 }], [3, 1, null]]);
    expect(runningTotals("skat", 3, rows).map((r) => r.incomplete), "typed offline: the totals after it are not sure").toEqual([false, false, true]);
  });
  it("shows what the hub has for a refused or conflicting game, and counts nothing the hub does not have", () => {
    const rows = mergeRows([stored(1, 0, 48), stored(2, 0, -96)], [entry(2, "conflict"), entry(3, "refused")]);
    expect([rows[1].declarer, rows[1].result, rows[1].version, rows[1].entry.state], "the stored game counts; the table's is said below it")
      .toEqual([0, { won: false, score: -96 }, 1, "conflict"]);
    expect([rows[2].uncounted, rows[2].result, rows[2].entry.body.declarer]).toEqual([true, null, 1]);
    const totals = runningTotals("skat", 3, rows);
    expect(totals.at(-1)).toEqual({ deltas: null, totals: [-48, 0, 0], incomplete: false });
  });
  it("signs only a whole list with nothing waiting", () => {
    const view = { players: [{}, {}, {}], series_games: 3, signed: false, games: [stored(1, 0, 48), stored(2, 1, 24), stored(3, 2, 24)] };
    expect(readyToSign(view, [])).toBe(true);
    expect(readyToSign(view, [entry(2, "pending")])).toBe(false);
    expect(readyToSign({ ...view, games: view.games.slice(0, 2) }, [])).toBe(false);
    expect(readyToSign({ ...view, signed: true }, [])).toBe(false);
    expect(seriesGames({ players: [{}, {}, {}], games: [] }), "an older hub without series_games: ISkO's 36").toBe(36);
  });
});

describe("the outbox", () => {
  const body = (declarer, base = null) => ({ declarer, record: { contract: "grand", matadors: 1, declarer_points: 70 }, base_version: base });
  const ok = (version = 1) => ({ status: 200, body: { game: 0, result: { score: 48 }, version }, retryAfter: null });
  const offline = { status: 0, body: null, retryAfter: null };

  it("backs off 1, 2, 4, 8 s and then every 15 s", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoff)).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect(MAX_WAIT_MS).toBe(15000);
    expect(nextWait(2, 3000), "the hub's Retry-After wins").toBe(3000);
    expect(nextWait(2)).toBe(4000);
  });
  it("files each answer of the hub", () => {
    expect(outcomeOf(ok()).kind).toBe("stored");
    expect(outcomeOf({ status: 409, body: {} }).kind).toBe("conflict");
    expect(outcomeOf({ status: 422, body: {} }).kind).toBe("refused");
    expect(outcomeOf({ status: 423, body: {} }).kind).toBe("locked");
    expect(outcomeOf({ status: 401, body: {} }).kind).toBe("unauthorized");
    expect(outcomeOf({ status: 429, body: {}, retryAfter: 1000 })).toEqual({ kind: "wait", after: 1000 });
    expect(outcomeOf(offline)).toEqual({ kind: "wait", after: null });
    expect(outcomeOf({ status: 503, body: null }).kind).toBe("wait");
    expect(outcomeOf({ status: 408, body: null }).kind).toBe("wait");
  });
  it("keeps one entry per token and game: a correction of a waiting game replaces it", async () => {
    const outbox = new Outbox(memoryStore());
    await outbox.enqueue("T", 3, body(0));
    await outbox.enqueue("T", 1, body(1));
    await outbox.enqueue("U", 1, body(2));
    const replaced = await outbox.enqueue("T", 3, body(2));
    const list = await outbox.list("T");
    expect(list.map((e) => e.game), "in game order, one entry per game").toEqual([1, 3]);
    expect(list[1].body.declarer).toBe(2);
    expect(list[1].rev).toBe(replaced.rev);
    expect((await outbox.list("U")).length, "another table's outbox is its own").toBe(1);
    expect(waiting(list)).toBe(2);
  });
  it("sends in game order and removes what the hub stored", async () => {
    const outbox = new Outbox(memoryStore());
    for (const n of [2, 1, 3]) await outbox.enqueue("T", n, body(n - 1));
    const sent = [];
    const result = await drain(outbox, "T", async (e) => (sent.push(e.game), ok()));
    expect(sent).toEqual([1, 2, 3]);
    expect(result).toEqual({ sent: 3, retry: false, after: null, stop: null });
    expect(await outbox.list("T")).toEqual([]);
  });
  it("stops at a network failure and keeps the rest for the next round", async () => {
    const outbox = new Outbox(memoryStore());
    for (const n of [1, 2, 3]) await outbox.enqueue("T", n, body(0));
    const replies = [ok(), offline];
    const result = await drain(outbox, "T", async () => replies.shift() ?? ok());
    expect(result).toEqual({ sent: 1, retry: true, after: null, stop: null });
    expect((await outbox.list("T")).map((e) => e.game), "nothing lost, nothing sent twice").toEqual([2, 3]);
    const again = await drain(outbox, "T", async () => ok());
    expect(again.sent).toBe(2);
    expect(await outbox.list("T")).toEqual([]);
  });
  it("waits as long as a 429 asks", async () => {
    const outbox = new Outbox(memoryStore());
    await outbox.enqueue("T", 1, body(0));
    const result = await drain(outbox, "T", async () => ({ status: 429, body: {}, retryAfter: 1000 }));
    expect(result).toEqual({ sent: 0, retry: true, after: 1000, stop: null });
    expect((await outbox.list("T"))[0].state).toBe("pending");
  });
  it("keeps a refused or conflicting game with the hub's answer and sends the others", async () => {
    const outbox = new Outbox(memoryStore());
    for (const n of [1, 2, 3]) await outbox.enqueue("T", n, body(0));
    const refusal = { error: "Augen = 130: …", code: "game.points.range", field: "declarer_points" };
    const conflict = { game: 2, stored: { declarer: 1, record: {}, result: {} }, version: 1, code: "hub.game.conflict" };
    const replies = { 1: { status: 422, body: refusal }, 2: { status: 409, body: conflict }, 3: ok() };
    const result = await drain(outbox, "T", async (e) => replies[e.game]);
    expect(result.sent).toBe(1);
    const [one, two] = await outbox.list("T");
    expect([one.state, one.error]).toEqual(["refused", refusal]);
    expect([two.state, two.conflict]).toEqual(["conflict", conflict]);
    expect(waiting(await outbox.list("T")), "nothing is sent again until the table decides").toBe(0);
    // "Send mine": again, on the version the hub has now.
    await outbox.resend(two, 1);
    const resent = (await outbox.list("T")).find((e) => e.game === 2);
    expect([resent.state, resent.body.base_version]).toEqual(["pending", 1]);
  });
  it("stops for good at an unknown token", async () => {
    const outbox = new Outbox(memoryStore());
    await outbox.enqueue("T", 1, body(0));
    expect(await drain(outbox, "T", async () => ({ status: 401, body: {} }))).toEqual({ sent: 0, retry: false, after: null, stop: "unauthorized" });
    expect((await outbox.list("T")).length).toBe(1);
  });
  it("keeps a game corrected while it was on its way, now as a correction of what was stored", async () => {
    const outbox = new Outbox(memoryStore());
    await outbox.enqueue("T", 5, body(0));
    const result = await drain(outbox, "T", async () => {
      await outbox.enqueue("T", 5, body(2)); // the table corrects game 5 while it travels
      return ok(1);
    });
    expect(result.sent).toBe(1);
    const [kept] = await outbox.list("T");
    expect(kept.body.declarer, "the correction is not lost").toBe(2);
    expect(kept.body.base_version, "and is made on the version just stored").toBe(1);
    expect(kept.state).toBe("pending");
  });
  it("does not file an answer over a replaced entry", async () => {
    const outbox = new Outbox(memoryStore());
    await outbox.enqueue("T", 1, body(0));
    await drain(outbox, "T", async () => {
      await outbox.enqueue("T", 1, body(1));
      return { status: 422, body: { error: "x" } };
    });
    const [kept] = await outbox.list("T");
    expect([kept.state, kept.body.declarer]).toEqual(["pending", 1]);
  });
});

describe("the outbox in IndexedDB", () => {
  it("keeps the entries across a reload of the page", async () => {
    const factory = new IDBFactory();
    const first = new Outbox(await idbStore(factory));
    await first.enqueue("T", 1, { declarer: 0, record: { passed: true }, base_version: null });
    await first.enqueue("T", 2, { declarer: 1, record: { contract: "grand", matadors: 1, declarer_points: 70 }, base_version: null });
    await first.enqueue("T", 1, { declarer: null, record: { passed: true }, base_version: null });
    const reloaded = new Outbox(await idbStore(factory));
    const list = await reloaded.list("T");
    expect(list.map((e) => [e.game, e.body.declarer])).toEqual([[1, null], [2, 1]]);
    await reloaded.remove("T", 1);
    expect((await new Outbox(await idbStore(factory)).list("T")).map((e) => e.game)).toEqual([2]);
  });
  it("is refused without IndexedDB (the page then keeps the outbox in memory and says so)", async () => {
    await expect(idbStore(null)).rejects.toThrow();
  });
});

describe("the projector's pages", () => {
  it("fits rows and turns pages", () => {
    expect(rowsThatFit(900, 56)).toBe(16);
    expect(rowsThatFit(10, 56)).toBe(1);
    expect(rowsThatFit(900, 0)).toBe(1);
    expect(pageCount(0, 16)).toBe(1);
    expect(pageCount(33, 16)).toBe(3);
    expect(pageRows([1, 2, 3, 4, 5], 2, 2)).toEqual([5]);
    expect([0, 1, 2].map((p) => nextPage(p, 3))).toEqual([1, 2, 0]);
    expect(nextPage(0, 1)).toBe(0);
    expect([8, 12, 40, 100].map(tileSize)).toEqual(["large", "medium", "small", "tiny"]);
  });
  it("shows a Preisskat's rankings after the standings, page by page, then the standings again (issue 22)", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ rank: i + 1 }));
    const data = {
      standings: rows(5),
      rankings: [{ id: "einzel", name: "Einzel", rows: rows(3) }, { id: "damen", name: "Damen", rows: [] }, { id: "team", name: "Team", rows: rows(1) }],
    };
    const list = boards(data);
    expect(list.map((b: { id: string }) => b.id)).toEqual(["", "einzel", "team"]);
    // 2 rows a page: the standings' 3 pages, Einzel's 2, Team's 1, back to the standings.
    let at = { board: 0, page: 0 };
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      at = nextView(at, list, 2);
      seen.push(`${list[at.board].id || "gesamt"}:${at.page}`);
    }
    expect(seen).toEqual(["gesamt:1", "gesamt:2", "einzel:0", "einzel:1", "team:0", "gesamt:0", "gesamt:1"]);
    expect(boards({ standings: rows(2) })).toHaveLength(1);
    expect(nextView({ board: 0, page: 0 }, boards({ standings: rows(2) }), 16)).toEqual({ board: 0, page: 0 });
    expect(nextView({ board: 4, page: 0 }, list, 16)).toEqual({ board: 0, page: 0 });
  });
  it("turns pages as often as the hall asks, within bounds", () => {
    expect(pageMs("?turn=5")).toBe(5000);
    expect([pageMs(""), pageMs("?turn=1"), pageMs("?turn=500"), pageMs("?turn=x")]).toEqual([12000, 12000, 12000, 12000]);
  });
  it("marks signed and silent tables", () => {
    expect(tableNote("de", { signed: true, stale: false })).toBe("unterschrieben");
    expect(tableNote("de", { signed: false, stale: true, last_contact_seconds: 725 })).toBe("keine Meldung seit 12 min");
    expect(tableNote("en", { signed: false, stale: true, last_contact_seconds: null })).toBe("no contact yet");
    expect(tableNote("de", { signed: false, stale: false, last_contact_seconds: 5 })).toBe("");
  });
});

describe("building the page from data", () => {
  // A document of the smallest kind: enough to see what el() makes of a name.
  class Node {
    children: unknown[] = [];
    attributes: Record<string, string> = {};
    listeners: Record<string, unknown> = {};
    className = "";
    constructor(public tagName: string) {}
    set textContent(text: string) {
      this.children = [{ nodeType: 3, data: text }];
    }
    get textContent(): string {
      return this.children.map((c) => (c.nodeType === 3 ? c.data : c.textContent)).join("");
    }
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    }
    addEventListener(name: string, f: unknown) {
      this.listeners[name] = f;
    }
    appendChild(child: unknown) {
      this.children.push(child);
    }
    replaceChildren() {
      this.children = [];
    }
  }
  beforeEach(() => {
    vi.stubGlobal("document", {
      createElement: (tag: string) => new Node(tag.toUpperCase()),
      createTextNode: (data: string) => ({ nodeType: 3, data }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("puts a name in as text, never as markup", () => {
    const name = "<script>alert(1)</script> Böse";
    const cell = el("td", { class: ["name", false, "own"], title: name }, name, el("b", { text: `<img src=x onerror=alert(2)>` }));
    expect(cell.children[0], "a string child is a text node").toEqual({ nodeType: 3, data: name });
    expect(cell.children[1].tagName).toBe("B");
    expect(cell.children[1].children).toEqual([{ nodeType: 3, data: "<img src=x onerror=alert(2)>" }]);
    expect(cell.className).toBe("name own");
    expect(cell.attributes.title, "an attribute value is set, not parsed").toBe(name);
    expect(cell.textContent).toBe(`${name}<img src=x onerror=alert(2)>`);
  });
  it("appends any number of children, lists flattened, nothing for null and false", () => {
    const cell = el("td");
    append(cell, el("p", { text: "a" }), [null, "b", [false, el("i")]], undefined);
    expect(cell.children.map((c) => c.tagName ?? c.data)).toEqual(["P", "b", "I"]);
    fill(cell, "c");
    expect(cell.children, "fill replaces").toEqual([{ nodeType: 3, data: "c" }]);
  });
  it("refuses inline styles and handlers given as text", () => {
    expect(() => el("p", { style: "color: red" })).toThrow();
    expect(() => el("p", { onclick: "alert(1)" })).toThrow();
    const button = el("button", { onclick: () => {} });
    expect(typeof button.listeners.click).toBe("function");
  });
});
