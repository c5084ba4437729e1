// The calculator's Dexie rows: damaged rows read as unanswered, a new answer drops a stale
// result, and finishing writes or clears the order draft with the calculator rows gone.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../lib/db.ts";
import { finishCalculator, loadCalculator, saveAnswers, saveResult, startOver, type CalculatorResult } from "./store.ts";

const result: CalculatorResult = {
  goal: "gainMuscle",
  ageYears: 30,
  bmr: 1780,
  dailyCalories: 2759,
  calories: 2259,
  protein: 160,
  packageId: 26,
  priceKd: 205,
  clamped: null,
  calculatedAt: 1,
};

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe("calculator store", () => {
  it("reads a damaged row as unanswered instead of failing", async () => {
    await db.calculator.put({ id: "answers", gender: "robot", heightCm: "tall", weightKg: 80, goal: "fly" });
    await db.calculator.put({ id: "result", ...result, packageId: 99 });
    const { answers, result: saved } = await loadCalculator();
    expect(answers).toEqual({ weightKg: 80 });
    expect(saved).toBeUndefined();
  });

  it("drops the saved result when an answer changes", async () => {
    await saveAnswers({ gender: "male" });
    await saveResult(result);
    expect((await loadCalculator()).result).toEqual(result);
    await saveAnswers({ gender: "female" });
    expect(await loadCalculator()).toEqual({ answers: { gender: "female" }, result: undefined });
  });

  it("starts over by clearing the answers, the result and the order draft", async () => {
    await saveAnswers({ gender: "male" });
    await saveResult(result);
    await db.orderDraft.put({ id: "current", packageId: 28, updatedAt: 1 });
    await startOver();
    expect([await db.calculator.count(), await db.orderDraft.count()]).toEqual([0, 0]);
  });

  it("finishes with the recommendation as the draft, or with no draft", async () => {
    await saveAnswers({ gender: "male" });
    await finishCalculator({ packageId: 26, days: 26, meals: 3, snacks: 1, soups: 0, subPackageId: 7, source: "calculator" });
    expect(await db.orderDraft.get("current")).toMatchObject({ packageId: 26, subPackageId: 7, source: "calculator" });
    expect(await db.calculator.count()).toBe(0);

    await saveAnswers({ gender: "male" });
    await finishCalculator(null);
    expect([await db.calculator.count(), await db.orderDraft.count()]).toEqual([0, 0]);
  });
});
