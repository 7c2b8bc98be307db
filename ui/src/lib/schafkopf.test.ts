import { describe, expect, it } from "vitest";
import { translate } from "./i18n";
import { describeRefusal } from "./refusals";
import {
  amountField, badNumber, copyTariff, defaultEntry, describeSchafkopfRefusal, emptyFields, fieldsOf, formatAmount, fromInput,
  gameForKeys, gameMarks, kontraForKey, nextGameKeys, parseAmount, refusedField, suitForKey, tariffCell, tariffGames, toInput, toggleRow,
  toutKind, totalsRefusal, emptyTariffCell, type SchafkopfFields, type Tariff,
} from "./schafkopf";

// The preset BSV_10_50 as the library sends it (RULES.md D.3).
const BSV: Tariff = {
  unit: "cent",
  rufspiel: { base: 10, schneider: 10, schwarz: 10, laufender: 10, laufende_min: 3 },
  solo: { base: 50, schneider: 10, schwarz: 10, laufender: 10, laufende_min: 3 },
  wenz: { base: 50, schneider: 10, schwarz: 10, laufender: 10, laufende_min: 2 },
  bettel: { base: 30 },
  tout: { multiplier: 2 },
  ramsch: { base: 20, jungfrau_multiplier: 2 },
};
// TOURNAMENT_A1: no Bettel, no Ramsch (D.4).
const A1: Tariff = {
  unit: "point",
  rufspiel: { base: 1, schneider: 1, schwarz: 1, laufender: 1, laufende_min: 3 },
  solo: { base: 2, schneider: 1, schwarz: 1, laufender: 1, laufende_min: 3 },
  wenz: { base: 2, schneider: 1, schwarz: 1, laufender: 1, laufende_min: 2 },
  tout: { base: 6, laufender: 2 },
  sie: { base: 14 },
};
const de = (key: string, values: Record<string, string | number> = {}) => translate("de", key, values);
const line = (over: Partial<SchafkopfFields>): SchafkopfFields => ({ ...emptyFields(), ...over });
const NAMES = ["Anna Huber", "Bernd Mayr", "Clara Bauer", "Dieter Hofer"];

describe("the game field's shortcuts", () => {
  const bsv = tariffGames(BSV);
  it("offers the tariff's games only, in the form's order", () => {
    expect(bsv).toEqual(["rufspiel", "solo", "wenz", "bettel", "ramsch"]);
    expect(tariffGames(A1)).toEqual(["rufspiel", "solo", "wenz", "sie"]);
  });
  it.each([
    ["r", "rufspiel"],
    ["sa", "rufspiel"],
    ["s", "solo"],
    ["w", "wenz"],
    ["b", "bettel"],
    ["ra", "ramsch"],
    ["RA", "ramsch"],
    ["e", "passed"],
    ["z", "passed"],
  ])("%s picks %s", (keys, game) => {
    expect(gameForKeys(keys, bsv)).toBe(game);
  });
  it("picks nothing the tariff does not have", () => {
    expect(gameForKeys("si", bsv)).toBeNull();
    expect(gameForKeys("si", tariffGames(A1))).toBe("sie");
    expect(gameForKeys("ra", tariffGames(A1))).toBeNull();
    expect(gameForKeys("fw", bsv)).toBeNull();
    expect(gameForKeys("fw", [...bsv, "farbwenz"])).toBe("farbwenz");
    expect(gameForKeys("g", [...bsv, "geier"])).toBe("geier");
  });
  it("goes on from the keys before, or starts again", () => {
    expect(nextGameKeys("r", "a", bsv)).toBe("ra");
    expect(nextGameKeys("w", "r", bsv)).toBe("r");
    expect(nextGameKeys("s", "i", tariffGames(A1))).toBe("si");
    expect(nextGameKeys("", "x", bsv)).toBe("");
  });
  it("picks suits and Stoß by key", () => {
    expect(suitForKey("E")).toBe("eichel");
    expect(suitForKey("l")).toBe("gras");
    expect(suitForKey("h", ["eichel", "gras", "schellen"])).toBeNull();
    expect(kontraForKey("s")).toBe("1");
    expect(kontraForKey("R")).toBe("2");
    expect(kontraForKey("0")).toBe("0");
    expect(kontraForKey("x")).toBeNull();
  });
});

describe("the entry line and the engine's game", () => {
  it("builds a Sauspiel with seats counted from 0 and leaves out what the game has not", () => {
    const f = line({ game: "rufspiel", declarer: "1", called: "eichel", partner: "3", points: "72", laufende: "3", suit: "herz", tout: true });
    expect(toInput(f, BSV)).toEqual({
      game: "rufspiel", declarer: 0, partner: 2, called: "eichel", suit: null, points: 72, tricks: null, laufende: 3, tout: false,
      klopfer: 0, kontra: 0, bock: 0, ramsch_points: null, ramsch_tricks: null,
    });
  });
  it("asks for tricks where they decide: Tout, Bettel, 0 or 120 points", () => {
    expect(fieldsOf(line({ game: "solo", points: "95" }), BSV).tricks).toBe(false);
    expect(fieldsOf(line({ game: "solo", points: "120" }), BSV).tricks).toBe(true);
    expect(fieldsOf(line({ game: "solo", points: "0" }), BSV).tricks).toBe(true);
    expect(fieldsOf(line({ game: "solo", tout: true }), BSV)).toMatchObject({ tricks: true, points: false, tout: true });
    expect(fieldsOf(line({ game: "bettel" }), BSV)).toMatchObject({ tricks: true, points: false, laufende: false, tout: false });
    expect(fieldsOf(line({ game: "rufspiel" }), BSV)).toMatchObject({ partner: true, called: true, suit: false, tout: false });
    expect(fieldsOf(line({ game: "sie" }), A1)).toMatchObject({ points: false, tricks: false, laufende: false });
  });
  it("writes a Herz-Solo Tout with its tricks and doublings", () => {
    const input = toInput(line({ game: "solo", declarer: "2", suit: "herz", tout: true, tricks: "8", laufende: "4", klopfer: "1", kontra: "1", bock: "1" }), BSV);
    expect(input).toMatchObject({ game: "solo", declarer: 1, suit: "herz", tout: true, tricks: 8, points: null, laufende: 4, klopfer: 1, kontra: 1, bock: 1 });
  });
  it("writes a Ramsch with every player's points and tricks (blank is 0), and a passed deal", () => {
    const ramsch = toInput(line({ game: "ramsch", ramschPoints: ["30", "45", "45", ""], ramschTricks: ["2", "3", "3", "0"], kontra: "1" }), BSV);
    expect(ramsch).toMatchObject({ game: "ramsch", ramsch_points: [30, 45, 45, 0], ramsch_tricks: [2, 3, 3, 0], kontra: 0, declarer: null });
    expect(toInput(line({ game: "passed", declarer: "1", points: "70" }), BSV)).toMatchObject({ game: null, declarer: null, points: null });
    expect(toInput(emptyFields(), BSV)).toBeNull();
  });
  it("says a field that holds no number before asking the engine", () => {
    expect(badNumber(line({ game: "solo", points: "7o" }), BSV)).toBe("points");
    expect(badNumber(line({ game: "wenz", laufende: "−2" }), BSV)).toBe("laufende");
    expect(badNumber(line({ game: "ramsch", ramschTricks: ["x", "", "", ""] }), BSV)).toBe("ramschPoints");
    expect(badNumber(line({ game: "solo", points: "70" }), BSV)).toBeNull();
  });
  it("reads a stored game back into the line", () => {
    const f = line({ game: "rufspiel", declarer: "1", called: "gras", partner: "4", points: "61", laufende: "3", klopfer: "1", kontra: "2" });
    const back = fromInput(toInput(f, BSV)!);
    expect(back).toEqual(f);
    expect(fromInput(toInput(line({ game: "passed" }), BSV)!).game).toBe("passed");
  });
});

// The library's one describer sends a game coded (`describe.schafkopf`); the app says it from
// the same catalogue as the Rust tests do, so the two must read it alike.
describe("a game as the library describes it", () => {
  const described = (params: Record<string, string | number | { term: string }>) => ({
    code: "describe.schafkopf", field: null, value: null, rule: null,
    params: { game: "passed", suit: "none", tout: "no", jungfrauen: 0, durchmarsch: "no", partner: "none", narrow: "no", laufende: 0, klopfer: 0, kontra: "none", bock: 0, points: "none", ...params },
  });
  it("says the game and, where sent, its details", () => {
    expect(describeRefusal("de", described({ game: "solo", suit: { term: "schafkopf-suit-herz" }, tout: "yes" }))).toBe("Herz-Solo Tout");
    expect(describeRefusal("de", described({ game: "ramsch", jungfrauen: 1 }))).toBe("Ramsch mit Jungfrau");
    expect(describeRefusal("de", described({}))).toBe("zusammengeworfen");
    expect(describeRefusal("de", described({ narrow: "yes" }))).toBe("zusammen\u00adgeworfen");
    const long = described({ game: "rufspiel", suit: { term: "schafkopf-suit-eichel" }, partner: "Clara", laufende: 3, kontra: "retour", points: 72 });
    expect(describeRefusal("de", long)).toBe("Sauspiel auf die Eichel mit Clara, 3 Laufende, Retour · Augen 72");
    expect(describeRefusal("en", long)).toBe("Sauspiel on the Eichel Ace with Clara, 3 Laufende, Retour · Card points 72");
  });
});

describe("what doubles a game, as the list marks it", () => {
  const game = (over: Partial<ReturnType<typeof toInput> & object>) => ({ ...toInput(line({ game: "solo" }), BSV)!, ...over });
  it("with its Laufende and doublings as marks", () => {
    expect(gameMarks(de, game({ laufende: 3, klopfer: 1, kontra: 1, bock: 2 }))).toEqual(["3 Laufende", "Klopfer", "Stoß", "2× Bock"]);
    expect(gameMarks(de, game({ kontra: 2 }))).toEqual(["Retour"]);
    expect(gameMarks(de, game({}))).toEqual([]);
  });
});

describe("amounts in the tariff's unit", () => {
  it("shows a cent tariff in euros, signed where asked", () => {
    expect(formatAmount("de", "cent", 120)).toBe("1,20\u00a0€");
    expect(formatAmount("de", "cent", 30, true)).toBe("+0,30\u00a0€");
    expect(formatAmount("de", "cent", -30, true)).toBe("−0,30\u00a0€");
    expect(formatAmount("en", "cent", -150, true)).toBe("−€1.50");
  });
  it("shows a point tariff as plain numbers", () => {
    expect(formatAmount("de", "point", 18, true)).toBe("+18");
    expect(formatAmount("de", "point", -1234)).toBe("−1.234");
  });
  it("reads the totals form's euros and points", () => {
    expect(parseAmount("−12,40", "cent")).toBe(-1240);
    expect(parseAmount("3,5 €", "cent")).toBe(350);
    expect(parseAmount("+2", "cent")).toBe(200);
    expect(parseAmount("1.234,00", "cent")).toBeNull();
    expect(parseAmount("-7", "point")).toBe(-7);
    expect(parseAmount("7,5", "point")).toBeNull();
    expect(amountField("de", "cent", -1240)).toBe("−12,40");
    expect(amountField("de", "point", -7)).toBe("−7");
  });
});

describe("a refusal said with the table's names", () => {
  const refusal = (over: object) => ({ code: "", field: null, value: null, params: {}, rule: "D.1", ...over });
  it("names the game, the field and the value as the form does", () => {
    const r = refusal({ code: "schafkopf.laufende.range", field: "laufende", value: "5", params: { kind: { term: "schafkopf-kind-wenz" }, max: 4 }, rule: "D.2" });
    expect(describeSchafkopfRefusal("de", r, NAMES)).toBe("Laufende = 5: ein Spiel Wenz hat höchstens 4 Laufende (Schafkopf D.2)");
    const points = refusal({ code: "schafkopf.points.range", field: "points", value: "130" });
    expect(describeSchafkopfRefusal("de", points, NAMES)).toBe("Augen = 130: Augen gehen von 0 bis 120 (Schafkopf D.1)");
  });
  it("names a seat by its player and a Ramsch seat's field too", () => {
    const self = refusal({ code: "schafkopf.partner.self", field: "partner", value: "1" });
    expect(describeSchafkopfRefusal("de", self, NAMES)).toMatch(/^Mitspieler = Bernd Mayr: /);
    const tricks = refusal({ code: "schafkopf.tricks.points", field: "tricks[3]", value: "0", params: { points: 20 } });
    expect(describeSchafkopfRefusal("de", tricks, NAMES)).toBe("Stiche (Dieter Hofer) = 0: passt nicht zu 20 Augen (Schafkopf D.1)");
    expect(refusedField(tricks, "ramsch")).toBe("ramsch-tricks-4");
    expect(refusedField(refusal({ field: "points" }), "ramsch")).toBe("ramsch-points");
    expect(refusedField(refusal({ field: "points" }), "solo")).toBe("points");
  });
  it("says a called suit as the form names it", () => {
    const herz = refusal({ code: "schafkopf.called.trump", field: "called", value: '"herz"' });
    expect(describeSchafkopfRefusal("de", herz, NAMES)).toMatch(/^Gerufene Sau = Herz: /);
  });
});

describe("the tariff table", () => {
  it("finds the cell of a refused amount", () => {
    expect(tariffCell("solo.base")).toEqual(["solo", "base"]);
    expect(tariffCell("ramsch.jungfrau_multiplier")).toEqual(["ramsch", "jungfrau_multiplier"]);
    expect(tariffCell("tariff.wenz.laufende_min")).toEqual(["wenz", "laufende_min"]);
    expect(tariffCell("series_games.4")).toBeNull();
    expect(tariffCell(null)).toBeNull();
  });
  it("switches a class off and on again with its last values", () => {
    const custom = copyTariff(BSV);
    const off = toggleRow(custom, "bettel", false);
    expect(off.bettel).toBeNull();
    expect(BSV.bettel).toEqual({ base: 30 }); // the preset is not touched
    expect(toggleRow(off, "bettel", true, { base: 40 }).bettel).toEqual({ base: 40 });
    expect(toggleRow(off, "geier", true).geier).toEqual(defaultEntry("geier", "cent"));
    expect(toggleRow(copyTariff(A1), "sie", true).sie).toEqual({ base: 14 });
  });
  it("tells the two kinds of Tout apart", () => {
    expect(toutKind(BSV.tout)).toBe("multiplier");
    expect(toutKind(A1.tout)).toBe("fixed");
    expect(toutKind(null)).toBeNull();
  });
});

describe("a refusal of the totals form", () => {
  it("says the result's sum in euros, as it was typed", () => {
    const r = { code: "totals.schafkopf.zero-sum", field: "points", value: "20", params: { table: 1, series: 1, sum: 20, unit: { term: "schafkopf-unit-cent" } }, rule: "D.3" };
    const said = totalsRefusal("de", r, "cent", "Ergebnis");
    expect(said).toMatchObject({ field: "Ergebnis", value: "0,20\u00a0€", params: { sum: "0,20", unit: { term: "schafkopf-unit-euro" } } });
    expect(totalsRefusal("de", r, "point", "Ergebnis")).toMatchObject({ value: "20", params: { sum: "20", unit: { term: "schafkopf-unit-cent" } } });
    const won = { ...r, field: "won" };
    expect(totalsRefusal("de", won, "cent", "Ergebnis")).toBe(won);
  });
});

describe("an emptied amount of a custom tariff", () => {
  it("is named as the library names the field, and a whole tariff has none", () => {
    expect(emptyTariffCell(BSV)).toBeNull();
    expect(emptyTariffCell(null)).toBeNull();
    const solo = { ...BSV.solo!, base: null as unknown as number };
    expect(emptyTariffCell({ ...BSV, solo })).toBe("tariff.solo.base");
    const ramsch = { base: 20, jungfrau_multiplier: Number.NaN };
    expect(emptyTariffCell({ ...BSV, ramsch })).toBe("tariff.ramsch.jungfrau_multiplier");
  });
});

describe("the line keeps what was typed (issue 21)", () => {
  it("keeps the card points through a change of the game and sends them again when the game counts them", () => {
    let f = line({ game: "rufspiel", declarer: "1", called: "eichel", partner: "3", points: "72" });
    f = { ...f, game: "solo", suit: "herz", tout: true };
    expect(fieldsOf(f, BSV).points).toBe(false);
    expect(toInput(f, BSV)?.points).toBeNull();
    f = { ...f, tout: false };
    expect(f.points).toBe("72");
    expect(toInput(f, BSV)?.points).toBe(72);
    f = { ...f, game: "bettel" };
    expect(toInput({ ...f, game: "wenz" }, BSV)?.points).toBe(72);
  });
});
