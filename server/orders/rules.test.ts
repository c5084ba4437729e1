// The pure rules the purchase is priced and dated by: start window, Fridays, end dates across
// month and year ends, percentages and totals in fils, KD amounts of the wire.
import { describe, expect, it } from "vitest";
import { addDays, isIsoDate, isSelectableStart, kuwaitToday, lastDeliveryDay, startWindow, weekdayOf } from "./dates.ts";
import { cashbackFor, kdToFils, percentOf, totals } from "./pricing.ts";

describe("dates", () => {
  it("today is the Kuwait day (UTC+3)", () => {
    expect(kuwaitToday(new Date("2026-06-01T20:59:59Z"))).toBe("2026-06-01");
    expect(kuwaitToday(new Date("2026-06-01T21:00:00Z"))).toBe("2026-06-02");
    expect(kuwaitToday(new Date("2026-12-31T21:30:00Z"))).toBe("2027-01-01");
  });

  it("the start window is today + 4 to today + 365, Fridays excluded", () => {
    expect(startWindow("2026-06-01")).toEqual({ first: "2026-06-05", last: "2027-06-01" });
    expect(weekdayOf("2026-06-05")).toBe(5);
    expect(isSelectableStart("2026-06-05", "2026-06-01")).toBe(false); // a Friday
    expect(isSelectableStart("2026-06-04", "2026-06-01")).toBe(false); // today + 3
    expect(isSelectableStart("2026-06-06", "2026-06-01")).toBe(true);
    expect(isSelectableStart("2027-06-01", "2026-06-01")).toBe(true);
    expect(isSelectableStart("2027-06-02", "2026-06-01")).toBe(false);
    expect(isSelectableStart("2026-02-30", "2026-01-01")).toBe(false);
  });

  it("the end date is the last delivery day, Fridays skipped", () => {
    // PRODUCT.md: 26 deliveries from a Saturday end on the Sunday 29 days later.
    expect(weekdayOf("2026-06-06")).toBe(6);
    expect(lastDeliveryDay("2026-06-06", 26)).toBe("2026-07-05");
    expect(weekdayOf("2026-07-05")).toBe(0);
    expect(lastDeliveryDay("2026-06-04", 1)).toBe("2026-06-04");
    expect(lastDeliveryDay("2026-06-04", 2)).toBe("2026-06-06"); // Thursday, then Saturday
    // Across a year end and a leap day.
    expect(lastDeliveryDay("2026-12-26", 6)).toBe("2026-12-31");
    expect(lastDeliveryDay("2026-12-26", 7)).toBe("2027-01-02");
    expect(lastDeliveryDay("2028-02-26", 6)).toBe("2028-03-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("reads only real yyyy-mm-dd days", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const bad of ["2027-02-29", "2026-13-01", "2026-6-1", "06/06/2026", ""]) expect(isIsoDate(bad)).toBe(false);
  });
});

describe("money", () => {
  it("takes percentages in whole fils, half up", () => {
    expect(percentOf(180_000, 10)).toBe(18_000);
    expect(percentOf(12_345, 10)).toBe(1_235);
    expect(percentOf(12_344, 10)).toBe(1_234);
  });

  it("totals: discount on the price, wallet up to what is left, total never below 0", () => {
    expect(totals(180_000, 10, 5_000)).toEqual({ packageFils: 180_000, discountFils: 18_000, walletFils: 5_000, totalFils: 157_000 });
    expect(totals(180_000, 25, 180_000)).toEqual({ packageFils: 180_000, discountFils: 45_000, walletFils: 135_000, totalFils: 0 });
    expect(totals(160_000, 0, 0).totalFils).toBe(160_000);
  });

  it("cashback is 10% of what was paid, in whole fils", () => {
    expect(cashbackFor(157_000)).toBe(15_700);
    expect(cashbackFor(9)).toBe(0);
    expect(cashbackFor(0)).toBe(0);
  });

  it("reads the wire's KD amounts", () => {
    expect(kdToFils("160")).toBe(160_000);
    expect(kdToFils("160.5")).toBe(160_500);
    expect(kdToFils("157.000")).toBe(157_000);
    expect(kdToFils("١٥٧٫٥")).toBe(157_500);
    for (const bad of ["", "-1", "1.0001", "1e3", "abc", "12,5"]) expect(kdToFils(bad)).toBeUndefined();
  });
});
