import { describe, expect, it } from "vitest";
import { dailyTargets, matchingPortions, targetMoved } from "./body-targets.ts";

const profile = { gender: "male", birthday: "1990-06-15", heightCm: 180, activityLevel: "moderate", goal: "looseWeight" } as const;
const today = new Date(2026, 10, 27);

describe("dailyTargets", () => {
  it("works out the day's calories and macros from a weight with the calculator's rules", () => {
    // BMR 10*85 + 6.25*180 - 5*36 + 5 = 1800; x1.55 = 2790; -500 = 2290; protein 1.25 x 85 = 106.
    expect(dailyTargets(profile, 85, today)).toEqual({ kcal: 2290, protein: 106, fat: 62, carbs: 327 });
  });

  it("follows the latest weight: 10 kg less is 155 kcal less, which moves the target", () => {
    const before = dailyTargets(profile, 85, today);
    const after = dailyTargets(profile, 75, today);
    expect(after.kcal).toBe(2135);
    expect(targetMoved(before, after)).toBe(true);
    expect(targetMoved(before, dailyTargets(profile, 80, today))).toBe(false);
  });
});

describe("matchingPortions", () => {
  it("picks the portions whose day comes nearest the target's calories", () => {
    const dayAt = (p: { protein: number; carbs: number }) => ({ kcal: 3 * (200 + p.protein * 2 + p.carbs * 2), protein: p.protein, carbs: p.carbs, fat: 0 });
    expect(matchingPortions({ kcal: 1800, protein: 100, carbs: 0, fat: 0 }, { protein: [50, 100, 150], carbs: [0, 50, 100, 150, 200] }, dayAt)).toEqual({ protein: 100, carbs: 100 });
  });
});
