// The device's preview of the plan rules: the end date a freeze or resume gives (Fridays skipped),
// the limits, each day's state at a moment, which days can be chosen, and a renewal's start. The
// cutoff and the cap themselves are tested with their rules (rules/plan-calendar.test.ts).
import { planCalendar } from "../../../rules/order-dates.ts";
import { describe, expect, it } from "vitest";
import type { Plan, PlanDay } from "./api.ts";
import { calendarDays, dayMark, dayStateAt, freezeRun, isSelectable, previewChange, renewStart } from "./plan-rules.ts";

// Saturday 6 June 2026, 26 delivery days: Fridays 12, 19, 26 June and 3 July are skipped.
const START = "2026-06-06";
const day = (date: string, status: PlanDay["status"] = "upcoming"): PlanDay => ({ date, status, cutoffAt: "", addressId: 1 });

function plan(frozen: string[] = [], deliveryDays = 26): Pick<Plan, "startDate" | "deliveryDays" | "days"> {
  const { dates } = planCalendar(START, deliveryDays, new Set(frozen));
  return { startDate: START, deliveryDays, days: dates.map((d) => day(d, frozen.includes(d) ? "frozen" : "upcoming")) };
}

describe("planCalendar", () => {
  it("skips Fridays and ends on the 26th delivery day", () => {
    const { dates, end } = planCalendar(START, 26, new Set());
    expect(dates).toHaveLength(26);
    expect(dates).not.toContain("2026-06-12");
    expect(end).toBe("2026-07-05");
  });
  it("keeps frozen days in the calendar and moves the end one delivery day per frozen day", () => {
    const { dates, end } = planCalendar(START, 26, new Set(["2026-06-08"]));
    expect(dates).toContain("2026-06-08");
    expect(end).toBe("2026-07-06");
  });
});

describe("previewChange", () => {
  it("freezing two days moves the end two delivery days, over a Friday", () => {
    // The end, Sunday 5 July, moves to Tuesday 7 July; five frozen days pass Friday 10 July.
    expect(previewChange(plan(), "freeze", ["2026-06-08", "2026-06-09"])).toEqual({ ok: true, end: "2026-07-07", frozenAfter: 2 });
    expect(previewChange(plan(), "freeze", ["2026-06-08", "2026-06-09", "2026-06-10", "2026-06-11", "2026-06-13"]).end).toBe("2026-07-11");
  });
  it("resuming a frozen day moves the end back", () => {
    expect(previewChange(plan(["2026-06-08", "2026-06-09"]), "unfreeze", ["2026-06-09"])).toEqual({ ok: true, end: "2026-07-06", frozenAfter: 1 });
  });
  it("counts the changes still waiting to be sent", () => {
    const p = previewChange(plan(), "freeze", ["2026-06-10"], [{ kind: "freeze", dates: ["2026-06-08", "2026-06-09"] }]);
    expect(p).toEqual({ ok: true, end: "2026-07-08", frozenAfter: 3 });
  });
  it("refuses more frozen days than 40% of the plan", () => {
    const eleven = planCalendar(START, 26, new Set()).dates.slice(0, 11);
    expect(previewChange(plan(), "freeze", eleven)).toMatchObject({ ok: false, problem: "freeze_limit", frozenAfter: 11 });
    expect(previewChange(plan(), "freeze", eleven.slice(0, 10))).toMatchObject({ ok: true, frozenAfter: 10 });
  });
  it("refuses a last delivery more than 90 days after the start", () => {
    // 70 delivery days end on 25 August; 8 frozen days on 3 September, 9 on 5 September (91 days).
    const long = plan([], 70);
    const dates = long.days.map((d) => d.date);
    expect(previewChange(long, "freeze", dates.slice(10, 18))).toMatchObject({ ok: true, end: "2026-09-03" });
    expect(previewChange(long, "freeze", dates.slice(10, 19))).toMatchObject({ ok: false, problem: "beyond_90_days", end: "2026-09-05" });
    // Resuming from past the cap is allowed: it only moves the end back.
    const over = plan(dates.slice(10, 19), 70);
    expect(previewChange(over, "unfreeze", [dates[10]!])).toMatchObject({ ok: true, end: "2026-09-03", frozenAfter: 8 });
  });
  it("nothing chosen is no change", () => {
    expect(previewChange(plan(), "freeze", [])).toMatchObject({ ok: false, problem: "nothing" });
  });
});

describe("day states and choosing days", () => {
  // Monday 8 June's cutoff is Saturday 6 June 23:59 Kuwait (20:59 UTC).
  it("an upcoming day in the cache becomes locked after its cutoff, and delivered once past", () => {
    const now = new Date("2026-06-07T09:00:00Z");
    expect(dayStateAt(day("2026-06-08"), now)).toBe("locked");
    expect(dayStateAt(day("2026-06-10"), now)).toBe("upcoming");
    expect(dayStateAt(day("2026-06-06"), now)).toBe("delivered");
    expect(dayStateAt(day("2026-06-06", "frozen"), now)).toBe("frozen");
    expect(dayStateAt(day("2026-06-20", "locked"), now)).toBe("locked");
    expect(dayStateAt(day("2026-06-08", "delivered"), now)).toBe("delivered");
  });
  it("upcoming days and frozen days before their cutoff can be chosen; pending, locked and delivered ones cannot", () => {
    const now = new Date("2026-06-07T09:00:00Z");
    // 8 June is past its cutoff (frozen or not); 9 June's cutoff is tonight.
    const p = { days: [day("2026-06-06"), day("2026-06-08", "frozen"), day("2026-06-09"), day("2026-06-10"), day("2026-06-11"), day("2026-06-13", "frozen")] };
    const days = calendarDays(p, [{ kind: "freeze", dates: ["2026-06-11"] }], now);
    expect(days.map((d) => d.state)).toEqual(["delivered", "frozen", "upcoming", "upcoming", "pending", "frozen"]);
    expect(days.find((d) => d.date === "2026-06-11")?.pendingKind).toBe("freeze");
    expect(days.filter((d) => isSelectable(d, now)).map((d) => d.date)).toEqual(["2026-06-09", "2026-06-10", "2026-06-13"]);
  });
});

describe("the calendar's marks and a freeze's run of days", () => {
  const now = new Date("2026-06-07T09:00:00Z");
  const p = { days: [day("2026-06-06"), day("2026-06-08"), day("2026-06-09"), day("2026-06-10"), day("2026-06-11"), day("2026-06-13", "frozen"), day("2026-06-14")] };
  const days = calendarDays(p, [{ kind: "freeze", dates: ["2026-06-11"] }], now);
  it("an upcoming day is the customer's picks or the kitchen's choice; anything waiting shows it pending", () => {
    const marks = days.map((d) => dayMark(d, new Set(["2026-06-09", "2026-06-06"]), new Set(["2026-06-14"])));
    expect(marks).toEqual(["delivered", "locked", "picked", "kitchen", "pending", "frozen", "pending"]);
  });
  it("a freeze takes the day and the upcoming days right after it, no more than the plan has left", () => {
    expect(freezeRun(days, "2026-06-09", 5)).toEqual(["2026-06-09", "2026-06-10"]);
    expect(freezeRun(days, "2026-06-09", 1)).toEqual(["2026-06-09"]);
    // None left: the day alone, which the preview then refuses (the freeze limit).
    expect(freezeRun(days, "2026-06-10", 0)).toEqual(["2026-06-10"]);
    expect(freezeRun(days, "2026-06-08", 3)).toEqual([]);
    expect(freezeRun(days, "2026-07-01", 3)).toEqual([]);
  });
});

describe("renewStart", () => {
  it("is the day after the end, skipping a Friday", () => {
    expect(renewStart("2026-07-05", "2026-06-01")).toBe("2026-07-06");
    expect(renewStart("2026-07-09", "2026-06-01")).toBe("2026-07-11");
  });
  it("is no sooner than the first start open today", () => {
    expect(renewStart("2026-06-02", "2026-06-01")).toBe("2026-06-06");
  });
});
