// The step guard: a deep link lands on the first step whose answer is missing or unusable.
import { describe, expect, it } from "vitest";
import { caloriesForGoal, guardStep, isStepDone, nextStep, previousStep, type CalculatorAnswers } from "./steps.ts";

const today = new Date(2024, 5, 15);
const full: CalculatorAnswers = {
  gender: "male",
  birthday: "1994-06-15",
  heightCm: 180,
  weightKg: 80,
  targetWeightKg: 70,
  activityLevel: "moderate",
  goal: "gainMuscle",
};

describe("guardStep", () => {
  it("lets every step open when the answers before it hold", () => {
    expect(guardStep("know-goal", full, false, today)).toBe("know-goal");
    expect(guardStep("calculate", full, false, today)).toBe("calculate");
    expect(guardStep("result", full, true, today)).toBe("result");
  });

  it.each([
    ["gender", { ...full, gender: undefined }, "know-weight", "know-gender"],
    ["birthday", { ...full, birthday: undefined }, "calculate", "know-birthday"],
    ["too young a birthday", { ...full, birthday: "2020-01-01" }, "know-height", "know-birthday"],
    ["height", { ...full, heightCm: 0 }, "know-goal", "know-height"],
    ["weight", { ...full, weightKg: undefined }, "know-activity-level", "know-weight"],
    ["activity level", { ...full, activityLevel: undefined }, "result", "know-activity-level"],
    ["goal", { ...full, goal: undefined }, "calculate", "know-goal"],
    ["everything", {}, "result", "know-gender"],
  ] as const)("missing %s: %s goes to %s", (_what, answers, requested, expected) => {
    expect(guardStep(requested, answers, true, today)).toBe(expected);
  });

  it("sends the result step to calculate when no result is saved", () => {
    expect(guardStep("result", full, false, today)).toBe("calculate");
  });

  it("never moves a request backwards past an earlier step that is fine", () => {
    expect(guardStep("know-height", { gender: "female", birthday: "1990-01-01" }, false, today)).toBe("know-height");
  });
});

describe("the goal step needs a calorie value", () => {
  it("is not done when the answers give no positive calories", () => {
    const tiny: CalculatorAnswers = { ...full, heightCm: 1, weightKg: 1, birthday: "1930-01-01", goal: "looseWeight" };
    expect(caloriesForGoal(tiny, "looseWeight", today)).toBeUndefined();
    expect(isStepDone("know-goal", tiny, false, today)).toBe(false);
    expect(caloriesForGoal(full, "gainMuscle", today)).toBe(2259);
  });
});

describe("order", () => {
  it("walks gender to result", () => {
    expect(nextStep("know-gender")).toBe("know-birthday");
    expect(nextStep("know-goal")).toBe("calculate");
    expect(nextStep("result")).toBeUndefined();
    expect(previousStep("know-gender")).toBeUndefined();
    expect(previousStep("know-birthday")).toBe("know-gender");
  });
});
