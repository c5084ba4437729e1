// The server's decision on a freeze or a resume: the 90-day span (no seeded package is long enough
// to reach it through the API), the cap, the cutoff, Fridays. The cap and the cutoff themselves are
// tested with their rules (rules/plan-calendar.test.ts).
import { describe, expect, it } from "vitest";
import { checkFreeze, checkUnfreeze } from "./rules.ts";
import { planCalendar } from "../../rules/order-dates.ts";

const EARLY = new Date("2026-06-01T09:00:00Z");

describe("plan rules", () => {
  it("refuses a freeze past the 40% cap or a day's cutoff, whichever day was at fault", () => {
    const plan = { start: "2026-06-06", deliveryDays: 26, frozen: new Set<string>() };
    const { dates } = planCalendar(plan.start, plan.deliveryDays, plan.frozen);
    expect(checkFreeze(plan, dates.slice(2, 12), EARLY)).toHaveProperty("frozen");
    expect(checkFreeze(plan, dates.slice(2, 13), EARLY)).toEqual({ problem: "freeze_limit" });
    expect(checkFreeze({ ...plan, frozen: new Set(dates.slice(2, 12)) }, [dates[13]!], EARLY)).toEqual({ problem: "freeze_limit" });
    // 8 June's cutoff is 6 June 23:59 Kuwait time.
    expect(checkFreeze(plan, ["2026-06-09", "2026-06-08"], new Date("2026-06-06T21:00:00Z"))).toEqual({ problem: "past_cutoff" });
    expect(checkFreeze(plan, ["2026-06-12"], EARLY)).toEqual({ problem: "not_a_delivery_day" });
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
