// The kitchen's lists for a date (docs/product-rules.md "Kitchen"): the production list (how many of
// each dish, by package portion and by the day's protein and carbohydrate portions of a meal, from
// the day's picks, the customer's or the kitchen's) and the delivery manifest (by governorate and
// area: customer, address, phone, window, method, the box's portions). Reading a day past its cutoff
// fixes the kitchen's picks of it first (plan/day-picks.ts). Portions: README.md "Health profile
// and portions"; snacks and soups have their fixed portion and no portions of their own.
import type { LangId } from "../http/input.ts";
import { pick } from "../lib/wire.ts";
import { MEAL_TYPES as MEAL_TYPE_LIST } from "../../rules/meal-types.ts";
import type { DayPicks, Plan } from "../plan/day-picks.ts";
import type { SlotType } from "../db/schema.ts";
import { portionsOn } from "../health/portions-service.ts";
import { createPortionsRepo } from "../repos/portions-repo.ts";
import { portionLabel, type Portions } from "../../rules/portion-ladders.ts";
import { createKitchenRepo } from "../repos/kitchen-repo.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import { createRatingsRepo } from "../repos/ratings-repo.ts";
import { addressLine } from "./address-line.ts";

/** Each meal type's name on the kitchen's lists and its place in them (menu order). */
const MEAL_TYPES: Record<number, { en: string; ar: string; order: number }> = Object.fromEntries(
  MEAL_TYPE_LIST.map((t, i) => [t.id, { ...t.dish, order: i + 1 }]),
);

export function createKitchenService(picks: DayPicks) {
  const { db, clock } = picks;
  const repo = createKitchenRepo(db);

  /** The plans that deliver on `date` (not frozen), with that day's picks. */
  async function deliveriesOn(date: string) {
    const now = clock();
    const ratings = await createRatingsRepo(db).ratings();
    const out: { plan: Plan; addressId: number; slots: { slot_type: SlotType; mealId: number | null }[]; portions: Portions }[] = [];
    const plans = await repo.plansOn(date);
    const stored = await createPortionsRepo(db).portionsOf(plans.map((p) => p.id));
    for (const plan of plans) {
      const { days, frozen } = await picks.picksUntil(plan, date, now, { ratings });
      const day = days.find((d) => d.date === date);
      if (!day || frozen.has(date)) continue;
      const dayAddress = (await createPlansRepo(db).dayAddresses(plan.id)).get(date);
      out.push({ plan, addressId: dayAddress ?? plan.delivery_address_id, slots: day.slots, portions: portionsOn(plan.package_id, stored.get(plan.id), date) });
    }
    return out;
  }

  return {
    deliveriesOn,

    /** How many of each dish and portion the kitchen cooks on `date`, in menu order. */
    async production(date: string, lang: LangId) {
      const [deliveries, [, , packages]] = await Promise.all([deliveriesOn(date), repo.deliveryNames()]);
      const counts = new Map<string, { mealId: number; packageId: number; portions: Portions | null; count: number }>();
      for (const d of deliveries) {
        for (const s of d.slots) {
          if (s.mealId === null) continue;
          const portions = s.slot_type === "meal" ? d.portions : null;
          const k = `${s.mealId}:${d.plan.package_id}:${portions ? portionLabel(portions) : ""}`;
          const seen = counts.get(k) ?? { mealId: s.mealId, packageId: d.plan.package_id, portions, count: 0 };
          seen.count += 1;
          counts.set(k, seen);
        }
      }
      const menus = new Map<number, Awaited<ReturnType<DayPicks["menuOf"]>>>();
      for (const pkg of new Set([...counts.values()].map((v) => v.packageId))) menus.set(pkg, await picks.menuOf(pkg));
      const rows = [...counts.values()]
        .map((v) => {
          const m = menus.get(v.packageId)!.byId.get(v.mealId)!;
          const p = packages.find((x) => x.id === v.packageId)!;
          const type = MEAL_TYPES[m.meal_type_id]!;
          return {
            meal_id: m.id,
            meal_name: pick(lang, m.name_en, m.name_ar),
            meal_type_id: m.meal_type_id,
            meal_type: pick(lang, type.en, type.ar),
            package_id: p.id,
            package_name: pick(lang, p.name_en, p.name_ar),
            portion_grams: p.protein_grams,
            protein_grams: v.portions?.protein ?? null,
            carb_grams: v.portions?.carbs ?? null,
            /** "P150 C100"; empty for a snack or a soup. */
            portions: v.portions ? portionLabel(v.portions) : "",
            count: v.count,
            order: type.order,
          };
        })
        .sort(
          (a, b) =>
            a.order - b.order ||
            a.meal_name.localeCompare(b.meal_name) ||
            a.portion_grams - b.portion_grams ||
            (b.protein_grams ?? 0) - (a.protein_grams ?? 0) ||
            (b.carb_grams ?? 0) - (a.carb_grams ?? 0),
        )
        .map(({ order: _order, ...row }) => row);
      return { date, lang, deliveries: deliveries.length, dishes: rows.reduce((n, r) => n + r.count, 0), rows };
    },

    /** The deliveries of `date`, by governorate and area, with what the driver needs. */
    async manifest(date: string, lang: LangId) {
      const [deliveries, [times, methods]] = await Promise.all([deliveriesOn(date), repo.deliveryNames()]);
      const facts = new Map((await repo.manifestFacts([...new Set(deliveries.map((d) => d.addressId))])).map((a) => [a.id, a]));
      const rows = deliveries
        .map((d) => {
          const a = facts.get(d.addressId)!;
          const time = times.find((t) => t.id === d.plan.delivery_time_id);
          const method = methods.find((m) => m.id === d.plan.delivery_method_id);
          return {
            purchase_id: d.plan.id,
            governorate_id: a.governorate_id,
            governorate: pick(lang, a.governorate_en, a.governorate_ar),
            area: pick(lang, a.area_en, a.area_ar),
            customer_name: `${a.first_name} ${a.last_name}`.trim(),
            phone: a.mobile_number || a.mobile_no,
            address: addressLine(lang, a),
            directions: a.directions,
            window: time ? pick(lang, time.name_en, time.name_ar) : "",
            method: method ? pick(lang, method.name_en, method.name_ar) : "",
            /** The box's meals' portions, "P150 C100". */
            portions: portionLabel(d.portions),
          };
        })
        .sort(
          (x, y) =>
            x.governorate_id - y.governorate_id ||
            x.area.localeCompare(y.area) ||
            x.customer_name.localeCompare(y.customer_name) ||
            x.purchase_id - y.purchase_id,
        );
      const governorates: { governorate_id: number; governorate: string; areas: { area: string; deliveries: typeof rows }[] }[] = [];
      for (const r of rows) {
        let g = governorates.at(-1);
        if (!g || g.governorate_id !== r.governorate_id)
          governorates.push((g = { governorate_id: r.governorate_id, governorate: r.governorate, areas: [] }));
        let area = g.areas.at(-1);
        if (!area || area.area !== r.area) g.areas.push((area = { area: r.area, deliveries: [] }));
        area.deliveries.push(r);
      }
      return { date, lang, count: rows.length, rows, governorates };
    },
  };
}

export type KitchenService = ReturnType<typeof createKitchenService>;
