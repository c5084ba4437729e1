import { describe, expect, it } from "vitest";
import {
  addDays,
  formatDay,
  isIsoDate,
  isoToLocalDate,
  isSelectableStart,
  kuwaitToday,
  lastDeliveryDay,
  localDateToIso,
  startWindow,
  weekdayOf,
} from "./order-dates.ts";

describe("start dates", () => {
  it("today is the Kuwait day, also late in the evening UTC", () => {
    expect(kuwaitToday(new Date("2026-06-01T20:59:00Z"))).toBe("2026-06-01");
    expect(kuwaitToday(new Date("2026-06-01T20:59:59Z"))).toBe("2026-06-01");
    expect(kuwaitToday(new Date("2026-06-01T21:00:00Z"))).toBe("2026-06-02");
    expect(kuwaitToday(new Date("2026-12-31T21:00:00Z"))).toBe("2027-01-01");
  });

  it("reads only real yyyy-mm-dd days", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const bad of ["2027-02-29", "2026-13-01", "2026-6-1", "06/06/2026", ""]) expect(isIsoDate(bad)).toBe(false);
    expect(isSelectableStart("2026-02-30", "2026-01-01")).toBe(false);
  });

  it("opens today + 4 to today + 365 and never a Friday", () => {
    expect(startWindow("2026-06-01")).toEqual({ first: "2026-06-05", last: "2027-06-01" });
    expect(isSelectableStart("2026-06-04", "2026-06-01")).toBe(false);
    expect(isSelectableStart("2026-06-05", "2026-06-01")).toBe(false); // Friday
    expect(isSelectableStart("2026-06-06", "2026-06-01")).toBe(true);
    expect(isSelectableStart("2027-06-01", "2026-06-01")).toBe(true);
    expect(isSelectableStart("2027-06-02", "2026-06-01")).toBe(false);
    expect(isSelectableStart(undefined, "2026-06-01")).toBe(false);
    // Across a year end: 28 December + 4 is 1 January, a Friday in 2027.
    expect(startWindow("2026-12-28").first).toBe("2027-01-01");
    expect(isSelectableStart("2027-01-01", "2026-12-28")).toBe(false);
    expect(isSelectableStart("2027-01-02", "2026-12-28")).toBe(true);
  });
});

describe("end dates", () => {
  it("is the last delivery day: 26 deliveries from a Saturday end on the Sunday 29 days later", () => {
    expect(lastDeliveryDay("2026-06-06", 26)).toBe("2026-07-05");
    expect(lastDeliveryDay("2026-06-06", 6)).toBe("2026-06-11");
    expect(lastDeliveryDay("2026-06-06", 13)).toBe("2026-06-20");
    expect(weekdayOf("2026-06-06")).toBe(6);
    expect(weekdayOf("2026-07-05")).toBe(0);
    expect(lastDeliveryDay("2026-06-04", 1)).toBe("2026-06-04");
    expect(lastDeliveryDay("2026-06-04", 2)).toBe("2026-06-06"); // Thursday, then Saturday
  });

  it("crosses month, year and leap-day ends", () => {
    expect(lastDeliveryDay("2026-01-24", 13)).toBe("2026-02-07");
    expect(lastDeliveryDay("2026-12-26", 7)).toBe("2027-01-02");
    expect(lastDeliveryDay("2026-12-26", 6)).toBe("2026-12-31");
    expect(lastDeliveryDay("2028-02-26", 6)).toBe("2028-03-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("counts days and weekdays as the Gregorian calendar of Date does, every day from 1900 to 2200", () => {
    const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
    let wrong = 0;
    for (let t = Date.UTC(1900, 0, 1); t < Date.UTC(2201, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const later = new Date(t + 400 * 86_400_000).toISOString().slice(0, 10);
      const earlier = new Date(t - 59 * 86_400_000).toISOString().slice(0, 10);
      if (
        addDays(iso, 0) !== iso ||
        addDays(iso, 400) !== later ||
        addDays(iso, -59) !== earlier ||
        weekdayOf(iso) !== utc(iso).getUTCDay()
      )
        wrong++;
    }
    expect(wrong).toBe(0);
    // A day past the month's end rolls over, as Date.parse does; what is not a date is refused.
    expect(addDays("2026-02-30", 0)).toBe("2026-03-02");
    expect(() => addDays("26-2-3", 1)).toThrow(RangeError);
    expect(() => addDays("2026/02/03", 1)).toThrow(RangeError);
    expect(() => weekdayOf("2026-13-01")).toThrow(RangeError);
  });
});

describe("display", () => {
  it("round-trips a day through a local Date and formats it in both languages with Latin digits", () => {
    expect(localDateToIso(isoToLocalDate("2026-06-06"))).toBe("2026-06-06");
    expect(formatDay("2026-06-06", "en")).toBe("Saturday, 6 June 2026");
    const ar = formatDay("2026-06-06", "ar");
    expect(ar).toContain("2026");
    expect(ar).toContain("السبت");
  });
});
