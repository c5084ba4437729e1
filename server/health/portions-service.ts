// A plan's portions per meal (README.md "Health profile and portions"): a protein and a carbohydrate
// portion from the package's ladders (rules/portion-ladders.ts), a default for the whole plan and a
// change for an upcoming day before its cutoff. A change is made under the plan's lock once by its
// idempotency key (plan/day-picks.ts `underPlanLock`, as picks are); a portion off the ladders, a day
// past its cutoff, frozen or not of the plan is refused and changes nothing. A day's own portions
// outlive a later change of the default; snacks and soups keep their fixed portions.
import type { PortionsWire } from "../../contract/health.ts";
import { ApiError } from "../http/errors.ts";
import { notADay, notFound, type DayPicks } from "../plan/day-picks.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import { createPortionsRepo, planPackage, type StoredPortions } from "../repos/portions-repo.ts";
import { planCalendar } from "../../rules/order-dates.ts";
import { isChangeable } from "../../rules/plan-calendar.ts";
import { CARB_LADDER, defaultPortions, portionsAllowed, proteinLadder, type Portions } from "../../rules/portion-ladders.ts";

const notOffered = (field: string) => new ApiError(400, "portion_not_offered", "This portion is not on the package's list.", field);
const pastCutoff = () => new ApiError(409, "past_cutoff", "This day is past its cutoff (23:59 Kuwait time two days before).", "date");

/** A plan's portions on `date` (or its default without one). */
export function portionsOn(packageId: number, stored: StoredPortions | undefined, date?: string): Portions {
  return (date === undefined ? undefined : stored?.days.get(date)) ?? stored?.default ?? defaultPortions(packageId);
}

export function createPortionsService(picks: DayPicks) {
  const { db, clock } = picks;

  async function answer(purchaseId: number, packageId: number): Promise<PortionsWire> {
    const stored = (await createPortionsRepo(db).portionsOf([purchaseId])).get(purchaseId);
    return {
      purchase_id: purchaseId,
      package_id: packageId,
      protein_ladder: [...proteinLadder(packageId)],
      carb_ladder: [...CARB_LADDER],
      default: portionsOn(packageId, stored),
      days: [...(stored?.days ?? new Map<string, Portions>())].map(([date, p]) => ({ date, ...p })),
    };
  }

  return {
    async portions(userId: number, purchaseId: number): Promise<PortionsWire> {
      const plan = await planPackage(db, userId, purchaseId);
      if (!plan) throw notFound();
      return answer(plan.id, plan.package_id);
    },

    async savePortions(c: { userId: number; purchaseId: number; date: string | undefined; portions: Portions; key: string }): Promise<PortionsWire> {
      const now = clock();
      const request = JSON.stringify([c.purchaseId, c.date ?? null, c.portions.protein, c.portions.carbs]);
      const plan = await picks.underPlanLock(c.userId, c.purchaseId, c.key, "portions", request, async (trx, plan) => {
        if (!proteinLadder(plan.package_id).includes(c.portions.protein)) throw notOffered("protein_grams");
        if (!portionsAllowed(plan.package_id, c.portions)) throw notOffered("carb_grams");
        const repo = createPortionsRepo(trx);
        const frozen = new Set(await createPlansRepo(trx).frozenDays(plan.id));
        const { dates } = planCalendar(plan.start_date, plan.days, frozen);
        if (c.date === undefined) {
          // The days past their cutoff keep the portions they had: the kitchen may be cooking them.
          const stored = (await repo.portionsOf([plan.id])).get(plan.id);
          const before = portionsOn(plan.package_id, stored);
          await repo.keepDays(
            plan.id,
            dates.filter((d) => !isChangeable(d, now) && !stored?.days.has(d)),
            before,
          );
          return repo.setDefault(plan.id, c.portions);
        }
        if (!dates.includes(c.date)) throw notADay();
        if (frozen.has(c.date)) throw new ApiError(409, "day_frozen", "This day is frozen: resume it to choose its portions.", "date");
        if (!isChangeable(c.date, now)) throw pastCutoff();
        await repo.setDay(plan.id, c.date, c.portions);
      });
      return answer(plan.id, plan.package_id);
    },
  };
}

export type PortionsService = ReturnType<typeof createPortionsService>;
