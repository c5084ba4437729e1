// The health profile's and the portions' calls (server/routes/health.ts, contract/health.ts): the
// wire's shapes become the app's types here only. The writes go through the outbox (store.ts).
import { post } from "../../lib/api-client.ts";
import type { HealthWire, PortionsWire } from "../../../contract/health.ts";
import type { ActivityLevel, Gender, Goal } from "../../../rules/calorie-math.ts";
import type { Portions } from "../../../rules/portion-ladders.ts";

export type HealthProfile = {
  gender: Gender;
  birthday: string;
  heightCm: number;
  activityLevel: ActivityLevel;
  goal: Goal;
  targetWeightKg: number | null;
};
export type Weight = { date: string; kg: number };
export type Health = { profile: HealthProfile | null; weights: Weight[] };
export type PlanPortions = { purchaseId: number; packageId: number; proteinLadder: number[]; carbLadder: number[]; default: Portions; days: Record<string, Portions> };

export function toHealth(w: HealthWire): Health {
  const p = w.profile;
  return {
    profile: p
      ? { gender: p.gender, birthday: p.birthday, heightCm: p.height_cm, activityLevel: p.activity_level, goal: p.goal, targetWeightKg: p.target_weight_kg }
      : null,
    weights: w.weights.map((x) => ({ date: x.date, kg: x.weight_kg })),
  };
}

export function toPortions(w: PortionsWire): PlanPortions {
  return {
    purchaseId: w.purchase_id,
    packageId: w.package_id,
    proteinLadder: w.protein_ladder,
    carbLadder: w.carb_ladder,
    default: w.default,
    days: Object.fromEntries(w.days.map((d) => [d.date, { protein: d.protein, carbs: d.carbs }])),
  };
}

export async function fetchHealth(): Promise<Health> {
  return toHealth(await post<HealthWire>("/healthprofile"));
}

export async function fetchPortions(purchaseId: number): Promise<PlanPortions> {
  return toPortions(await post<PortionsWire>("/planportions", { purchase_id: purchaseId }));
}

/** The outbox payloads of the writes, as the server's fields. */
export const payloads = {
  profile: (p: HealthProfile): Record<string, string> => ({
    gender: p.gender,
    birthday: p.birthday,
    height_cm: String(p.heightCm),
    activity_level: p.activityLevel,
    goal: p.goal,
    target_weight_kg: p.targetWeightKg === null ? "" : String(p.targetWeightKg),
  }),
  weight: (w: Weight): Record<string, string> => ({ date: w.date, weight_kg: String(w.kg) }),
  weightDelete: (date: string): Record<string, string> => ({ date }),
  portions: (purchaseId: number, date: string | undefined, p: Portions): Record<string, string> => ({
    purchase_id: String(purchaseId),
    ...(date ? { date } : {}),
    protein_grams: String(p.protein),
    carb_grams: String(p.carbs),
  }),
};
