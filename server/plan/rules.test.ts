// The plan rules as pure functions: the cap of 40% rounded down, the 90-day span (no seeded package
// is long enough to reach it through the API), the cutoff minute, Fridays.
import { describe, expect, it } from "vitest";
import { checkFreeze, checkUnfreeze, cutoffOf, freezeLimit, isChangeable } from "./rules.ts";
import { planCalendar } from "../../rules/order-dates.ts";

const EARLY = new Date("2026-06-01T09:00:00Z");

describe("plan rules", () => {
  it("allows 40% of the delivery days, rounded down", () => {
    expect([26, 20, 13, 6].map(freezeLimit)).toEqual([10, 8, 5, 2]);
  });

  it("closes a day at 23:59 Kuwait time two calendar days before it", () => {
    expect(cutoffOf("2026-06-06")).toBe("2026-06-04T23:59:59+03:00");
    expect(isChangeable("2026-06-06", new Date("2026-06-04T20:59:59Z"))).toBe(true);
    expect(isChangeable("2026-06-06", new Date("2026-06-04T21:00:00Z"))).toBe(false);
  });

  it("skips Fridays and moves the end one delivery day per frozen day", () => {
    expect(planCalendar("2026-06-06", 6, new Set()).end).toBe("2026-06-11");
    expect(planCalendar("2026-06-06", 6, new Set(["2026-06-11"])).end).toBe("2026-06-13");
  });

  it("refuses a freeze that puts the last delivery more than 90 days after the start", () => {
    // 70 delivery days from 6 June end on 25 August; with 8 frozen days on 3 September (89 days
    // after the start), with 9 on 5 September (91 days: Friday 4 September is skipped).
    const plan = { start: "2026-06-06", deliveryDays: 70, frozen: new Set<string>() };
    const { dates } = planCalendar(plan.start, plan.deliveryDays, plan.frozen);
    expect(checkFreeze(plan, dates.slice(10, 18), EARLY)).toHaveProperty("frozen");
    expect(checkFreeze(plan, dates.slice(10, 19), EARLY)).toEqual({ problem: "beyond_90_days" });
  });

  it("names the problem of a resume", () => {
    const plan = { start: "2026-06-06", deliveryDays: 26, frozen: new Set(["2026-06-09"]) };
    expect(checkUnfreeze(plan, ["2026-06-10"], EARLY)).toEqual({ problem: "not_frozen" });
    expect(checkUnfreeze(plan, ["2026-06-12"], EARLY)).toEqual({ problem: "not_a_delivery_day" });
    expect(checkUnfreeze(plan, ["2026-06-09"], new Date("2026-06-07T21:00:00Z"))).toEqual({ problem: "past_cutoff" });
    expect(checkUnfreeze(plan, ["2026-06-09"], EARLY)).toEqual({ frozen: new Set() });
  });
});
