import { describe, expect, it } from "vitest";
import { MENU_DAYS, menuOrder, weekdayName } from "./week-days.ts";

describe("the menu week", () => {
  it("runs Saturday to Thursday, no Friday", () => {
    expect(MENU_DAYS.map((d) => weekdayName(d, "en"))).toEqual(["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"]);
    expect(MENU_DAYS).not.toContain(5);
  });

  it("names the days in Arabic", () => {
    expect(MENU_DAYS.map((d) => weekdayName(d, "ar"))).toEqual(["السبت", "الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس"]);
  });

  it("puts a dish's days in menu order and drops Friday", () => {
    expect(menuOrder([0, 4, 6, 5, 2])).toEqual([6, 0, 2, 4]);
    expect(menuOrder([])).toEqual([]);
    expect(weekdayName(6, "en", "short")).toBe("Sat");
  });

  it("names each day as Intl does, long and short, in both languages", () => {
    for (const locale of ["en", "ar"]) {
      for (const width of ["long", "short"] as const) {
        const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
        // 7 January 2024 was a Sunday.
        const intl = Array.from({ length: 7 }, (_, d) => format.format(new Date(Date.UTC(2024, 0, 7 + d))));
        expect(Array.from({ length: 7 }, (_, d) => weekdayName(d, locale, width))).toEqual(intl);
      }
    }
    expect(weekdayName(7, "en")).toBe("");
  });
});
