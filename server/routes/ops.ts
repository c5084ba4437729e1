// The kitchen's calls (PRODUCT.md "Kitchen"): for a date, the production list (how many of each
// dish, by package portion, from the day's picks, the customer's or the kitchen's) and the
// delivery manifest (by governorate and area: customer, address, phone, window, method), as JSON
// and as CSV (`.csv`). Only the operator's token reaches them: a customer's gets 403 forbidden_role.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { requireUser, type AuthEnv } from "../auth/require-user.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { input, langField, optionalField, type LangId } from "../http/input.ts";
import { pick } from "../lib/wire.ts";
import { CSV_TYPE, toCsv } from "../ops/csv.ts";
import { MEAL_TYPES as MEAL_TYPE_LIST } from "../../rules/meal-types.ts";
import { isIsoDate } from "../../rules/order-dates.ts";
import type { MealsService } from "../plan/meals-service.ts";
import { createMealsRepo } from "../repos/meals-repo.ts";
import type { Refunds } from "../orders/refunds.ts";
import { opsRefundRoutes } from "./ops-refunds.ts";

const OPS_INPUT = z.object({ date: z.string().trim().refine(isIsoDate), lang_id: optionalField(langField) });
/** Each meal type's name on the kitchen's lists and its place in them (menu order). */
const MEAL_TYPES: Record<number, { en: string; ar: string; order: number }> = Object.fromEntries(
  MEAL_TYPE_LIST.map((t, i) => [t.id, { ...t.dish, order: i + 1 }]),
);

type AddressParts = {
  address_type: string;
  block: string;
  street: string;
  avenue: string;
  house_number: string;
  appartment_number: string;
  floor_no: string;
  flat_no: string;
  company_name: string;
  office_number: string;
};

function addressLine(lang: LangId, a: AddressParts): string {
  const L =
    lang === 2
      ? {
          block: "قطعة",
          street: "شارع",
          avenue: "جادة",
          house: "منزل",
          building: "عمارة",
          floor: "دور",
          flat: "شقة",
          office: "مكتب",
          sep: "، ",
        }
      : {
          block: "Block",
          street: "Street",
          avenue: "Avenue",
          house: "House",
          building: "Building",
          floor: "Floor",
          flat: "Flat",
          office: "Office",
          sep: ", ",
        };
  const parts: [string, string][] = [
    [L.block, a.block],
    [L.street, a.street],
    [L.avenue, a.avenue],
    [L.house, a.house_number],
    [L.building, a.appartment_number],
    [L.floor, a.floor_no],
    [L.flat, a.flat_no],
    ["", a.company_name],
    [L.office, a.office_number],
  ];
  return parts
    .filter(([, v]) => v.trim() !== "")
    .map(([label, v]) => (label ? `${label} ${v.trim()}` : v.trim()))
    .join(L.sep);
}

/** `refunds`: the operator's refunds (POST /ops/refund, routes/ops-refunds.ts), behind the same guard. */
export function opsRoutes(db: Db, meals: MealsService, refunds?: Refunds) {
  const app = new Hono<AuthEnv>();
  const authenticated = requireUser(db);
  const repo = createMealsRepo(db);

  app.use("/ops/*", authenticated, async (c, next) => {
    if ((await repo.roleOf(c.get("user").id)) !== "operator") {
      throw new ApiError(403, "forbidden_role", "Only the kitchen's operator account can open this.");
    }
    await next();
  });
  if (refunds) app.route("/", opsRefundRoutes(refunds));

  async function production(c: Context) {
    const f = await input(c, OPS_INPUT);
    const lang: LangId = f.lang_id ?? 1;
    const [deliveries, [, , packages]] = await Promise.all([meals.deliveriesOn(f.date), repo.deliveryNames()]);
    const counts = new Map<string, { mealId: number; packageId: number; count: number }>();
    for (const d of deliveries) {
      for (const s of d.slots) {
        if (s.mealId === null) continue;
        const k = `${s.mealId}:${d.plan.package_id}`;
        const seen = counts.get(k) ?? { mealId: s.mealId, packageId: d.plan.package_id, count: 0 };
        seen.count += 1;
        counts.set(k, seen);
      }
    }
    const menus = new Map<number, Awaited<ReturnType<MealsService["menuOf"]>>>();
    for (const pkg of new Set([...counts.values()].map((v) => v.packageId))) menus.set(pkg, await meals.menuOf(pkg));
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
          count: v.count,
          order: type.order,
        };
      })
      .sort((a, b) => a.order - b.order || a.meal_name.localeCompare(b.meal_name) || a.portion_grams - b.portion_grams)
      .map(({ order: _order, ...row }) => row);
    return { date: f.date, lang, deliveries: deliveries.length, dishes: rows.reduce((n, r) => n + r.count, 0), rows };
  }

  async function manifest(c: Context) {
    const f = await input(c, OPS_INPUT);
    const lang: LangId = f.lang_id ?? 1;
    const [deliveries, [times, methods]] = await Promise.all([meals.deliveriesOn(f.date), repo.deliveryNames()]);
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
    return { date: f.date, lang, count: rows.length, rows, governorates };
  }

  const csv = (c: Context, name: string, body: string) => {
    c.header("Content-Type", CSV_TYPE);
    c.header("Content-Disposition", `attachment; filename="${name}"`);
    return c.body(body);
  };

  for (const method of ["GET", "POST"] as const) {
    app.on(method, "/ops/production", async (c) => {
      const { lang: _lang, ...data } = await production(c);
      return c.json({ data });
    });
    app.on(method, "/ops/manifest", async (c) => {
      const { lang: _lang, rows: _rows, ...data } = await manifest(c);
      return c.json({ data });
    });
    app.on(method, "/ops/production.csv", async (c) => {
      const p = await production(c);
      const ar = p.lang === 2;
      const header = ar
        ? ["النوع", "الطبق", "رقم الطبق", "الباقة", "البروتين (غ)", "العدد"]
        : ["Type", "Dish", "Dish id", "Package", "Protein portion (g)", "Count"];
      return csv(
        c,
        `production-${p.date}.csv`,
        toCsv(
          header,
          p.rows.map((r) => [r.meal_type, r.meal_name, r.meal_id, r.package_name, r.portion_grams, r.count]),
        ),
      );
    });
    app.on(method, "/ops/manifest.csv", async (c) => {
      const m = await manifest(c);
      const ar = m.lang === 2;
      const header = ar
        ? ["المحافظة", "المنطقة", "العميل", "الهاتف", "العنوان", "إرشادات", "وقت التوصيل", "طريقة التسليم", "رقم الاشتراك"]
        : ["Governorate", "Area", "Customer", "Phone", "Address", "Directions", "Window", "Method", "Purchase"];
      return csv(
        c,
        `manifest-${m.date}.csv`,
        toCsv(
          header,
          m.rows.map((r) => [r.governorate, r.area, r.customer_name, r.phone, r.address, r.directions, r.window, r.method, r.purchase_id]),
        ),
      );
    });
  }

  return app;
}
