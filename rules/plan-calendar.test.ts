import { describe, expect, it } from "vitest";
import { planCalendar } from "./order-dates.ts";
import { cutoffOf, dayStatus, freezeCap, freezeLimit, isChangeable, lastAllowedEnd } from "./plan-calendar.ts";

// Monday 8 June 2026: its cutoff is Saturday 6 June 23:59:59 Kuwait time (20:59:59 UTC).
const MONDAY = "2026-06-08";

describe("the cutoff", () => {
  it("is 23:59:59 Kuwait time two calendar days before the day", () => {
    expect(cutoffOf(MONDAY)).toBe("2026-06-06T23:59:59+03:00");
    expect(cutoffOf("2026-03-01")).toBe("2026-02-27T23:59:59+03:00");
  });
  it("takes a change until its last second, and none from the next", () => {
    expect(isChangeable(MONDAY, new Date("2026-06-06T20:59:59.999Z"))).toBe(true);
    expect(isChangeable(MONDAY, new Date("2026-06-06T21:00:00Z"))).toBe(false);
    expect(Date.parse(cutoffOf(MONDAY))).toBe(Date.parse("2026-06-06T20:59:59Z"));
  });
});

describe("a day's state", () => {
  it("is frozen, delivered before today in Kuwait, upcoming before its cutoff and locked after", () => {
    const now = new Date("2026-06-07T09:00:00Z"); // Sunday 7 June, noon in Kuwait
    expect(dayStatus(MONDAY, false, now)).toBe("locked");
    expect(dayStatus("2026-06-09", false, now)).toBe("upcoming");
    expect(dayStatus("2026-06-06", false, now)).toBe("delivered");
    expect(dayStatus("2026-06-07", false, now)).toBe("locked");
    expect(dayStatus("2026-06-06", true, now)).toBe("frozen");
    expect(dayStatus(MONDAY, true, now)).toBe("frozen");
  });
  it("counts today in Kuwait time: 21:00 UTC is already the next day", () => {
    expect(dayStatus("2026-06-06", false, new Date("2026-06-06T20:59:00Z"))).toBe("locked");
    expect(dayStatus("2026-06-06", false, new Date("2026-06-06T21:00:00Z"))).toBe("delivered");
  });
});

describe("the freeze cap", () => {
  it("allows 40% of the delivery days, rounded down", () => {
    expect([26, 20, 13, 6, 1].map(freezeLimit)).toEqual([10, 8, 5, 2, 0]);
  });

  it("refuses one frozen day more than the limit", () => {
    const plan = { start: "2026-06-06", deliveryDays: 26 };
    const dates = planCalendar(plan.start, plan.deliveryDays, new Set()).dates;
    expect(freezeCap(plan, new Set(dates.slice(0, 10)))).toEqual({ end: "2026-07-16", problem: null });
    expect(freezeCap(plan, new Set(dates.slice(0, 11))).problem).toBe("freeze_limit");
  });

  it("refuses a last delivery more than 90 days after the start", () => {
    // 70 delivery days from Saturday 6 June end on 25 August; 8 frozen days end on 3 September
    // (89 days after the start), 9 on 5 September (91 days: Friday 4 September is skipped).
    const plan = { start: "2026-06-06", deliveryDays: 70 };
    const dates = planCalendar(plan.start, plan.deliveryDays, new Set()).dates;
    expect(lastAllowedEnd(plan.start)).toBe("2026-09-04");
    expect(freezeCap(plan, new Set(dates.slice(10, 18)))).toEqual({ end: "2026-09-03", problem: null });
    expect(freezeCap(plan, new Set(dates.slice(10, 19)))).toEqual({ end: "2026-09-05", problem: "beyond_90_days" });
  });

  it("names the limit first when a freeze passes both", () => {
    const plan = { start: "2026-06-06", deliveryDays: 70 };
    const dates = planCalendar(plan.start, plan.deliveryDays, new Set()).dates;
    expect(freezeCap(plan, new Set(dates.slice(0, 29))).problem).toBe("freeze_limit");
  });
});
