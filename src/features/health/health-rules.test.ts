import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "../../data/store.ts";
import type { Health, PlanPortions } from "./api.ts";
import { portionsWithQueued, shortDay, targetsOf, withQueued } from "./health-rules.ts";

const entry = (kind: OutboxEntry["kind"], payload: Record<string, string>): OutboxEntry => ({
  idempotencyKey: `${kind}-${JSON.stringify(payload)}`,
  userId: 7,
  kind,
  payload,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
});

const profile = { gender: "male", birthday: "1990-06-15", heightCm: 180, activityLevel: "moderate", goal: "looseWeight", targetWeightKg: 75 } as const;

describe("withQueued", () => {
  it("shows the writes still waiting over the server's copy, in order: one weight a day, a removal, a new profile", () => {
    const server: Health = { profile: null, weights: [{ date: "2026-11-01", kg: 90 }] };
    const shown = withQueued(server, [
      entry("weight", { date: "2026-11-20", weight_kg: "88" }),
      entry("weight", { date: "2026-11-20", weight_kg: "87.5" }),
      entry("weightDelete", { date: "2026-11-01" }),
      entry("healthProfile", { gender: "male", birthday: "1990-06-15", height_cm: "180", activity_level: "moderate", goal: "looseWeight", target_weight_kg: "" }),
    ]);
    expect(shown.weights).toEqual([{ date: "2026-11-20", kg: 87.5 }]);
    expect(shown.profile).toEqual({ ...profile, targetWeightKg: null });
  });
});

describe("portionsWithQueued", () => {
  it("applies the plan's waiting changes, the default and a day's own, and leaves other plans' alone", () => {
    const kept: PlanPortions = { purchaseId: 5, packageId: 28, proteinLadder: [50, 100, 150, 200], carbLadder: [0, 50, 100, 150, 200], default: { protein: 200, carbs: 100 }, days: {} };
    const shown = portionsWithQueued(kept, [
      entry("portions", { purchase_id: "5", protein_grams: "50", carb_grams: "0" }),
      entry("portions", { purchase_id: "5", date: "2026-12-01", protein_grams: "150", carb_grams: "200" }),
      entry("portions", { purchase_id: "6", protein_grams: "100", carb_grams: "100" }),
    ]);
    expect(shown.default).toEqual({ protein: 50, carbs: 0 });
    expect(shown.days).toEqual({ "2026-12-01": { protein: 150, carbs: 200 } });
  });
});

describe("targetsOf", () => {
  it("says nothing without a profile and a weight, and that a weight 10 kg lower moves the target", () => {
    expect(targetsOf({ profile, weights: [] }, "2026-11-27")).toBeUndefined();
    const t = targetsOf({ profile, weights: [{ date: "2026-11-01", kg: 85 }, { date: "2026-11-20", kg: 75 }] }, "2026-11-27")!;
    expect(t.now.kcal).toBe(2135);
    expect(t.before?.kcal).toBe(2290);
    expect(t.moved).toBe(true);
  });
});

it("names a weight's day briefly, with Latin digits in Arabic", () => {
  expect(shortDay("2026-11-26", "en")).toBe("26 Nov 2026");
  expect(shortDay("2026-11-26", "ar")).toMatch(/^26 .+ 2026$/);
});
