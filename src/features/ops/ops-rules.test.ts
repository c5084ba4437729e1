import { describe, expect, it } from "vitest";
import type { ProductionRow } from "./api.ts";
import { csvFileName, defaultOpsDate, opsDateFrom, productionTable, stepDay, telHref } from "./ops-rules.ts";

describe("the kitchen's day", () => {
  it("is tomorrow in Kuwait by default, whatever the device's clock zone", () => {
    // 22:30 UTC on 26 November is already 01:30 on the 27th in Kuwait (UTC+3).
    expect(defaultOpsDate(new Date("2026-11-26T22:30:00Z"))).toBe("2026-11-28");
    expect(defaultOpsDate(new Date("2026-11-26T20:59:00Z"))).toBe("2026-11-27");
  });

  it("is the address's ?date= when it is a real date, else the default", () => {
    const now = new Date("2026-11-26T09:00:00Z");
    expect(opsDateFrom("2026-12-03", now)).toBe("2026-12-03");
    for (const bad of [null, undefined, "", "2026-02-30", "tomorrow", "2026-13-01", "27/11/2026"]) {
      expect(opsDateFrom(bad, now), String(bad)).toBe("2026-11-27");
    }
  });

  it("steps a day back and forth across months and years", () => {
    expect(stepDay("2026-11-30", 1)).toBe("2026-12-01");
    expect(stepDay("2026-12-01", -1)).toBe("2026-11-30");
    expect(stepDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(stepDay("2028-03-01", -1)).toBe("2028-02-29");
  });
});

describe("files and phones", () => {
  it("names the CSV by list and day", () => {
    expect(csvFileName("production", "2026-11-27")).toBe("production-2026-11-27.csv");
    expect(csvFileName("manifest", "2026-11-27")).toBe("manifest-2026-11-27.csv");
  });

  it("dials a Kuwaiti number with +965, anything else as written, nothing for no digits", () => {
    expect(telHref("55123456")).toBe("tel:+96555123456");
    expect(telHref("5512 3456")).toBe("tel:+96555123456");
    expect(telHref("+965 5512 3456")).toBe("tel:+96555123456");
    expect(telHref("")).toBeUndefined();
    expect(telHref("—")).toBeUndefined();
  });
});

const row = (mealId: number, mealTypeId: number, packageId: number, count: number, portions = ""): ProductionRow => ({
  mealId,
  mealName: `Dish ${mealId}`,
  mealTypeId,
  mealType: mealTypeId === 1 ? "Breakfast" : mealTypeId === 2 ? "Main meal" : "Snack",
  packageId,
  packageName: packageId === 24 ? "Sumbatik" : packageId === 26 ? "Fit" : "Bulk",
  portionGrams: packageId === 24 ? 100 : packageId === 26 ? 150 : 200,
  portions,
  count,
});

describe("productionTable", () => {
  it("puts each dish on one line under its meal type, a column per portion (smallest first), with totals", () => {
    // The server's order: by meal type, then dish name, then portion.
    const table = productionTable([row(1, 1, 28, 2), row(1, 1, 24, 3), row(5, 2, 26, 1), row(5, 2, 28, 4), row(9, 3, 24, 2)]);
    expect(table.columns.map((c) => [c.packageName, c.portionGrams])).toEqual([
      ["Sumbatik", 100],
      ["Fit", 150],
      ["Bulk", 200],
    ]);
    expect(table.groups.map((g) => [g.mealType, g.dishes.map((d) => [d.mealName, d.counts, d.total])])).toEqual([
      ["Breakfast", [["Dish 1", [3, 0, 2], 5]]],
      ["Main meal", [["Dish 5", [0, 1, 4], 5]]],
      ["Snack", [["Dish 9", [2, 0, 0], 2]]],
    ]);
    expect(table.columnTotals).toEqual([5, 1, 6]);
    expect(table.total).toBe(12);
  });

  it("splits each dish by its portions, most cooked first, across the packages", () => {
    const table = productionTable([row(9, 2, 24, 7, "P100 C50"), row(9, 2, 26, 4, "P150 C100"), row(9, 2, 26, 8, "P150 C100"), row(3, 3, 24, 5)]);
    expect(table.groups[0]!.dishes[0]!.byPortions).toEqual([
      { portions: "P150 C100", count: 12 },
      { portions: "P100 C50", count: 7 },
    ]);
    expect(table.groups[1]!.dishes[0]!.byPortions).toEqual([{ portions: "", count: 5 }]);
  });

  it("shows only the portions the day has, and nothing for an empty day", () => {
    expect(productionTable([row(3, 2, 26, 7)]).columns.map((c) => c.portionGrams)).toEqual([150]);
    expect(productionTable([])).toEqual({ columns: [], groups: [], columnTotals: [], total: 0 });
  });
});
