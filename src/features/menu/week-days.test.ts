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
});
