// A customer's daily targets from the health profile and the latest weight (README.md "Health
// profile and portions"), with the calorie calculator's rules (rules/calorie-math.ts): the calories
// for the goal and the protein estimate; of the calories left, 30% from fat (9 kcal a gram) and the
// rest from carbohydrate (4 kcal a gram). Whole numbers, as shown.
import { calculateCalories, type ActivityLevel, type Gender, type Goal } from "./calorie-math.ts";
import type { Macros } from "./portion.ts";
import type { Portions } from "./portion-ladders.ts";

export type BodyProfile = { gender: Gender; birthday: string; heightCm: number; activityLevel: ActivityLevel; goal: Goal };

/** The day's targets at `weightKg` on `today`. */
export function dailyTargets(profile: BodyProfile, weightKg: number, today: Date): Macros {
  const r = calculateCalories({ ...profile, weightKg }, today);
  const kcal = Math.max(0, Math.round(r.calories));
  const protein = Math.round(r.protein);
  const rest = Math.max(0, kcal - protein * 4);
  return { kcal, protein, fat: Math.round((rest * 0.3) / 9), carbs: Math.round((rest * 0.7) / 4) };
}

/** A new weight "moves the target" when the calories change by more than this. */
export const TARGET_MOVE_KCAL = 100;

export function targetMoved(before: Macros, after: Macros): boolean {
  return Math.abs(after.kcal - before.kcal) > TARGET_MOVE_KCAL;
}

/**
 * The portions on a package's ladders whose day (`dayAt`: the day's totals at those portions) comes
 * nearest the target's calories; on a tie, the one nearer the protein target.
 */
export function matchingPortions(
  target: Macros,
  ladders: { protein: readonly number[]; carbs: readonly number[] },
  dayAt: (p: Portions) => Macros,
): Portions | undefined {
  let best: { p: Portions; score: [number, number] } | undefined;
  for (const protein of ladders.protein) {
    for (const carbs of ladders.carbs) {
      const day = dayAt({ protein, carbs });
      const score: [number, number] = [Math.abs(day.kcal - target.kcal), Math.abs(day.protein - target.protein)];
      if (!best || score[0] < best.score[0] || (score[0] === best.score[0] && score[1] < best.score[1])) best = { p: { protein, carbs }, score };
    }
  }
  return best?.p;
}
