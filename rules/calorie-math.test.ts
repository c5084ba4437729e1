// Every formula of the calorie wizard against values worked out by hand (see the table in
// docs/decisions/calculator-boundaries.md), plus the recommendation bands at each boundary.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activityMultiplier,
  ageOn,
  basalCalories,
  calculateCalories,
  dailyCalories,
  goalCalories,
  proteinEstimate,
  proteinFactor,
  recommendPackage,
  type ActivityLevel,
  type CalorieInputs,
  type Goal,
} from "./calorie-math.ts";

const day = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 10, 30);
};

describe("ageOn: whole years on today's date", () => {
  it.each([
    ["1994-06-15", "2024-06-14", 29],
    ["1994-06-15", "2024-06-15", 30],
    ["1994-06-15", "2024-06-16", 30],
    ["1994-12-31", "2025-01-01", 30],
    ["2000-02-29", "2023-02-28", 22],
    ["2000-02-29", "2023-03-01", 23],
    ["2000-02-29", "2024-02-29", 24],
    ["2024-06-15", "2024-06-15", 0],
  ])("born %s, on %s is %i", (birthday, today, age) => {
    expect(ageOn(birthday, day(today))).toBe(age);
  });
});

describe("basalCalories (Mifflin-St Jeor)", () => {
  it.each([
    ["male", 80, 180, 30, 1780],
    ["female", 80, 180, 30, 1614],
    ["female", 61, 163, 27, 1332.75],
    ["female", 60, 165, 34, 1300.25],
    ["male", 300, 250, 20, 4467.5],
    ["female", 30, 140, 13, 949],
    ["male", 1, 1, 100, -478.75],
  ] as const)("%s %i kg %i cm %i years is %d", (gender, w, h, a, bmr) => {
    expect(basalCalories(gender, w, h, a)).toBe(bmr);
  });

  it("a woman's value is always 166 below a man's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 250 }), fc.integer({ min: 13, max: 100 }), (w, h, a) => {
        expect(Math.round((basalCalories("male", w, h, a) - basalCalories("female", w, h, a)) * 100)).toBe(16600);
      }),
    );
  });
});

describe("dailyCalories: BMR times the activity multiplier, 2 decimals (halves round up)", () => {
  const levels: [ActivityLevel, number, number, number][] = [
    // level, multiplier, male 1780 ->, female 1332.75 ->
    ["notActive", 1.2, 2136, 1599.3],
    ["low", 1.375, 2447.5, 1832.53],
    ["moderate", 1.55, 2759, 2065.76],
    ["veryActive", 1.725, 3070.5, 2298.99],
    ["extraActive", 1.9, 3382, 2532.23],
  ];
  it.each(levels)("%s (x%d): 1780 -> %d, 1332.75 -> %d", (level, multiplier, male, female) => {
    expect(activityMultiplier(level)).toBe(multiplier);
    expect(dailyCalories(1780, level)).toBe(male);
    expect(dailyCalories(1332.75, level)).toBe(female);
  });

  it("female 1614 at every level", () => {
    expect(dailyCalories(1614, "notActive")).toBe(1936.8);
    expect(dailyCalories(1614, "low")).toBe(2219.25);
    expect(dailyCalories(1614, "moderate")).toBe(2501.7);
    expect(dailyCalories(1614, "veryActive")).toBe(2784.15);
    expect(dailyCalories(1614, "extraActive")).toBe(3066.6);
  });
});

describe("goal calories and protein", () => {
  const goals: [Goal, number, number, number][] = [
    // goal, calories from 2759, protein factor, protein for 80 kg
    ["looseWeight", 2259, 1.25, 100],
    ["maintainWeight", 2759, 1, 80],
    ["gainWeight", 3259, 1, 80],
    ["gainMuscle", 2259, 2, 160],
    ["gainMuscleMax", 3259, 1.75, 140],
  ];
  it.each(goals)("%s: 2759 -> %d kcal; protein %d x 80 kg = %d g", (goal, calories, factor, protein) => {
    expect(goalCalories(2759, goal)).toBe(calories);
    expect(proteinFactor(goal)).toBe(factor);
    expect(proteinEstimate(80, goal)).toBe(protein);
  });

  it("keeps 2 decimals", () => {
    expect(goalCalories(1787.84, "looseWeight")).toBe(1287.84);
    expect(proteinEstimate(61, "looseWeight")).toBe(76.25);
    expect(proteinEstimate(77, "gainMuscleMax")).toBe(134.75);
  });
});

describe("recommendPackage: bands include the lower bound, exclude the upper", () => {
  it.each([
    [0, "maintainWeight", 24, 160, "below"],
    [39.99, "maintainWeight", 24, 160, "below"],
    [40, "maintainWeight", 24, 160, null],
    [109.99, "gainWeight", 24, 160, null],
    [110, "gainWeight", 24, 190, null],
    [139.99, "looseWeight", 24, 190, null],
    [140, "looseWeight", 26, 205, null],
    [209.99, "gainMuscle", 26, 205, null],
    [210, "gainMuscle", 26, 235, null],
    [259.99, "gainMuscleMax", 26, 235, null],
    [260, "looseWeight", 26, 265, null],
    [260, "maintainWeight", 26, 255, null],
    [260, "gainWeight", 28, 255, null],
    [260, "gainMuscle", 28, 255, null],
    [260, "gainMuscleMax", 28, 255, null],
    [320, "looseWeight", 26, 265, null],
    [320, "gainMuscle", 28, 255, null],
    [320.01, "looseWeight", 26, 265, "above"],
    [320.01, "maintainWeight", 26, 255, "above"],
    [600, "gainMuscle", 28, 255, "above"],
  ] as const)("%d g, %s -> package %i at %i KD (clamped %s)", (protein, goal, packageId, priceKd, clamped) => {
    expect(recommendPackage(protein, goal)).toEqual({ packageId, priceKd, clamped });
  });
});

describe("calculateCalories: the whole chain", () => {
  const cases: [string, CalorieInputs, string, { ageYears: number; bmr: number; dailyCalories: number; calories: number; protein: number; packageId: number; priceKd: number; clamped: string | null }][] = [
    [
      "male 30 y, 180 cm, 80 kg, moderate, gainMuscle",
      { gender: "male", birthday: "1994-06-15", heightCm: 180, weightKg: 80, activityLevel: "moderate", goal: "gainMuscle" },
      "2024-06-15",
      { ageYears: 30, bmr: 1780, dailyCalories: 2759, calories: 2259, protein: 160, packageId: 26, priceKd: 205, clamped: null },
    ],
    [
      "female 34 y, 165 cm, 60 kg, low, looseWeight",
      { gender: "female", birthday: "1990-01-01", heightCm: 165, weightKg: 60, activityLevel: "low", goal: "looseWeight" },
      "2024-06-15",
      { ageYears: 34, bmr: 1300.25, dailyCalories: 1787.84, calories: 1287.84, protein: 75, packageId: 24, priceKd: 160, clamped: null },
    ],
    [
      "female 50 y, 170 cm, 104 kg, veryActive, looseWeight",
      { gender: "female", birthday: "1974-03-01", heightCm: 170, weightKg: 104, activityLevel: "veryActive", goal: "looseWeight" },
      "2024-06-15",
      { ageYears: 50, bmr: 1691.5, dailyCalories: 2917.84, calories: 2417.84, protein: 130, packageId: 24, priceKd: 190, clamped: null },
    ],
    [
      "male 45 y, 190 cm, 120 kg, veryActive, gainMuscleMax",
      { gender: "male", birthday: "1979-06-14", heightCm: 190, weightKg: 120, activityLevel: "veryActive", goal: "gainMuscleMax" },
      "2024-06-15",
      { ageYears: 45, bmr: 2167.5, dailyCalories: 3738.94, calories: 4238.94, protein: 210, packageId: 26, priceKd: 235, clamped: null },
    ],
    [
      "male 20 y, 250 cm, 300 kg, extraActive, gainMuscle (protein over 320)",
      { gender: "male", birthday: "2004-06-15", heightCm: 250, weightKg: 300, activityLevel: "extraActive", goal: "gainMuscle" },
      "2024-06-15",
      { ageYears: 20, bmr: 4467.5, dailyCalories: 8488.25, calories: 7988.25, protein: 600, packageId: 28, priceKd: 255, clamped: "above" },
    ],
    [
      "female 13 y, 140 cm, 30 kg, notActive, maintainWeight (protein under 40)",
      { gender: "female", birthday: "2011-06-15", heightCm: 140, weightKg: 30, activityLevel: "notActive", goal: "maintainWeight" },
      "2024-06-15",
      { ageYears: 13, bmr: 949, dailyCalories: 1138.8, calories: 1138.8, protein: 30, packageId: 24, priceKd: 160, clamped: "below" },
    ],
    [
      "female 27 y, 163 cm, 61 kg, extraActive, gainWeight (a half cent rounds up)",
      { gender: "female", birthday: "1997-01-20", heightCm: 163, weightKg: 61, activityLevel: "extraActive", goal: "gainWeight" },
      "2024-06-15",
      { ageYears: 27, bmr: 1332.75, dailyCalories: 2532.23, calories: 3032.23, protein: 61, packageId: 24, priceKd: 160, clamped: null },
    ],
  ];
  it.each(cases)("%s", (_name, inputs, today, expected) => {
    expect(calculateCalories(inputs, day(today))).toEqual(expected);
  });
});
