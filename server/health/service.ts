// The health profile and the weight log (README.md "Health profile and portions"): one profile per
// account, at most one weight a day (a second one that day replaces it), and the day's targets at
// the latest weight with the calculator's rules (rules/body-targets.ts). Each change is one
// transaction that locks the customer's row and records its idempotency key: a repeat changes
// nothing and answers the profile as it is.
import type { HealthWire } from "../../contract/health.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { createHealthRepo } from "../repos/health-repo.ts";
import { createMealChangesRepo } from "../repos/meal-changes-repo.ts";
import { createPreferencesRepo } from "../repos/preferences-repo.ts";
import { reused } from "../plan/day-picks.ts";
import { dailyTargets } from "../../rules/body-targets.ts";
import type { ActivityLevel, Gender, Goal } from "../../rules/calorie-math.ts";
import { isoToLocalDate, kuwaitToday } from "../../rules/order-dates.ts";

export type ProfileInput = {
  gender: Gender;
  birthday: string;
  height_cm: number;
  activity_level: ActivityLevel;
  goal: Goal;
  target_weight_kg: number | null;
};

const futureDate = (field: string) => new ApiError(400, `invalid_${field}`, "This date is in the future.", field);

export function createHealthService(options: { db: Db; clock?: () => Date }) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());

  async function answer(userId: number): Promise<HealthWire> {
    const repo = createHealthRepo(db);
    const [p, weights] = await Promise.all([repo.profile(userId), repo.weights(userId)]);
    const profile = p
      ? { gender: p.gender, birthday: p.birthday, height_cm: p.height_cm, activity_level: p.activity_level, goal: p.goal, target_weight_kg: p.target_weight_kg }
      : null;
    const body = p ? { gender: p.gender, birthday: p.birthday, heightCm: p.height_cm, activityLevel: p.activity_level, goal: p.goal } : undefined;
    const today = isoToLocalDate(kuwaitToday(clock()));
    const at = (w: { weight_kg: number } | undefined) => (body && w ? dailyTargets(body, w.weight_kg, today) : null);
    return { profile, weights, targets: at(weights.at(-1)), previous_targets: at(weights.at(-2)) };
  }

  /** Runs `change` once per key, under the customer's lock. */
  async function once(userId: number, key: string, request: string, change: (trx: Db) => Promise<void>): Promise<HealthWire> {
    await db.transaction().execute(async (trx) => {
      const changes = createMealChangesRepo(trx);
      await createPreferencesRepo(trx).lockUser(userId);
      const seen = await changes.findChange(userId, key);
      if (seen) {
        if (seen.kind !== "health" || seen.request !== request) throw reused();
        return;
      }
      await change(trx);
      await changes.recordChange(userId, key, "health", request);
    });
    return answer(userId);
  }

  return {
    profile: answer,

    saveProfile(userId: number, key: string, p: ProfileInput): Promise<HealthWire> {
      const today = kuwaitToday(clock());
      if (p.birthday >= today || p.birthday < "1900-01-01") throw new ApiError(400, "invalid_birthday", "The date of birth must be in the past.", "birthday");
      const request = JSON.stringify(["profile", p]);
      return once(userId, key, request, (trx) => createHealthRepo(trx).saveProfile({ user_id: userId, ...p }));
    },

    saveWeight(userId: number, key: string, date: string, weightKg: number): Promise<HealthWire> {
      if (date > kuwaitToday(clock())) throw futureDate("date");
      return once(userId, key, JSON.stringify(["weight", date, weightKg]), (trx) => createHealthRepo(trx).saveWeight(userId, date, weightKg));
    },

    deleteWeight(userId: number, key: string, date: string): Promise<HealthWire> {
      return once(userId, key, JSON.stringify(["delete", date]), (trx) => createHealthRepo(trx).deleteWeight(userId, date));
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
