// The calculator's Dexie rows: "answers" (what the customer told the wizard) and "result" (the
// numbers and the recommendation, kept only until the customer picks what to do with them).
// Rows are read through a check, so a stale or damaged row is treated as unanswered, never crashes.
import type { EntityTable, TableSpec } from "../../lib/db.ts";
import { withDb } from "../../lib/lazy-db.ts";
import { clearDraft, replaceDraft, type DraftFields } from "../../order/order-draft.ts";
import { ORDER_TABLES } from "../../order/store.ts";
import type { CalorieResult, Goal } from "../../../rules/calorie-math.ts";
import { isActivityLevel, isGender, isGoal, type CalculatorAnswers } from "./steps.ts";

/** Calculator answers (id "answers") and its last result (id "result"). */
export type CalculatorRecord = {
  id: "answers" | "result";
  [field: string]: unknown;
};

export type CalculatorTables = { calculator: EntityTable<CalculatorRecord, "id"> };

/** The calculator's schema fragment (lib/db.ts opens the database from it). */
export const CALCULATOR_SCHEMA = {
  calculator: { version: 1, indexes: "id", user: true },
} as const satisfies Record<keyof CalculatorTables, TableSpec>;

export type CalculatorResult = CalorieResult & { goal: Goal; calculatedAt: number };

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

function toAnswers(row: CalculatorRecord | undefined): CalculatorAnswers {
  if (!row) return {};
  return {
    gender: isGender(row.gender) ? row.gender : undefined,
    birthday: typeof row.birthday === "string" ? row.birthday : undefined,
    heightCm: num(row.heightCm),
    weightKg: num(row.weightKg),
    targetWeightKg: num(row.targetWeightKg),
    activityLevel: isActivityLevel(row.activityLevel) ? row.activityLevel : undefined,
    goal: isGoal(row.goal) ? row.goal : undefined,
  };
}

function toResult(row: CalculatorRecord | undefined): CalculatorResult | undefined {
  if (!row || !isGoal(row.goal)) return undefined;
  const fields = ["ageYears", "bmr", "dailyCalories", "calories", "protein", "priceKd", "calculatedAt"] as const;
  if (fields.some((f) => num(row[f]) === undefined)) return undefined;
  if (![24, 26, 28].includes(row.packageId as number)) return undefined;
  const clamped = row.clamped === "below" || row.clamped === "above" ? row.clamped : null;
  const { id: _id, ...fieldsOnly } = row;
  return { ...(fieldsOnly as unknown as CalculatorResult), clamped };
}

export async function loadCalculator(): Promise<{ answers: CalculatorAnswers; result: CalculatorResult | undefined }> {
  const [answers, result] = await withDb((db) => db.calculator.bulkGet(["answers", "result"]));
  return { answers: toAnswers(answers), result: toResult(result) };
}

/** Saves the answers; any saved result is dropped, since it was worked out from other answers. */
export async function saveAnswers(answers: CalculatorAnswers): Promise<void> {
  await withDb((db) =>
    db.transaction("rw", db.calculator, async () => {
      await db.calculator.put({ ...answers, id: "answers", updatedAt: Date.now() });
      await db.calculator.delete("result");
    }),
  );
}

export async function saveResult(result: CalculatorResult): Promise<void> {
  await withDb((db) => db.calculator.put({ ...result, id: "result" }));
}

/** Entering the first step: the answers, the result and the order draft all start again. */
export async function startOver(): Promise<void> {
  await withDb((db) =>
    db.transaction("rw", [db.calculator, ...ORDER_TABLES], async () => {
      await db.calculator.bulkDelete(["answers", "result"]);
      await clearDraft();
    }),
  );
}

/** The customer's choice on the result: the recommendation as the draft, or no draft at all. */
export async function finishCalculator(draft: DraftFields | null): Promise<void> {
  await withDb((db) =>
    db.transaction("rw", [db.calculator, ...ORDER_TABLES], async () => {
      if (draft) await replaceDraft(draft);
      else await clearDraft();
      await db.calculator.bulkDelete(["answers", "result"]);
    }),
  );
}

/**
 * The calculator's last result row as stored (undefined when there is none), for My plan's daily
 * calorie target: the one read of this table another feature makes. Inside a live query it is observed.
 */
export function readCalculatorResult(): Promise<CalculatorRecord | undefined> {
  return withDb((db) => db.calculator.get("result"));
}
