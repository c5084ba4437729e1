// The kitchen's calls (docs/product-rules.md "Kitchen"): for a date, the production list and the
// delivery manifest (ops/kitchen-service.ts builds both), as JSON and as CSV (`.csv`). Only the
// operator's token reaches them (ops/require-operator.ts): a customer's gets 403 forbidden_role.
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps } from "../deps.ts";
import { input, langField, optionalField } from "../http/input.ts";
import { CSV_TYPE, toCsv } from "../ops/csv.ts";
import type { AuthEnv } from "../auth/require-user.ts";
import { requireOperator } from "../ops/require-operator.ts";
import { isIsoDate } from "../../rules/order-dates.ts";

const OPS_INPUT = z.object({ date: z.string().trim().refine(isIsoDate), lang_id: optionalField(langField) });

/** The operator's refunds (POST /ops/refund) are routes/ops-refunds.ts, behind the same guard. */
export function opsRoutes({ db, kitchen, support }: AppDeps) {
  const app = new Hono<AuthEnv>();
  app.use("/ops/*", requireOperator(db));

  async function production(c: Context) {
    const f = await input(c, OPS_INPUT);
    return kitchen.production(f.date, f.lang_id ?? 1);
  }

  async function manifest(c: Context) {
    const f = await input(c, OPS_INPUT);
    return kitchen.manifest(f.date, f.lang_id ?? 1);
  }

  const csv = (c: Context, name: string, body: string) => {
    c.header("Content-Type", CSV_TYPE);
    c.header("Content-Disposition", `attachment; filename="${name}"`);
    return c.body(body);
  };

  for (const method of ["GET", "POST"] as const) {
    app.on(method, "/ops/production", async (c) => {
      const { lang: _lang, ...data } = await production(c);
      // The day's support reports and replacement dishes (server/README.md "Support").
      return c.json({ data: { ...data, ...(await support.dayFacts(data.date)) } });
    });
    app.on(method, "/ops/manifest", async (c) => {
      const { lang: _lang, rows: _rows, ...data } = await manifest(c);
      return c.json({ data: { ...data, ...(await support.dayFacts(data.date)) } });
    });
    app.on(method, "/ops/production.csv", async (c) => {
      const p = await production(c);
      const ar = p.lang === 2;
      const header = ar
        ? ["النوع", "الطبق", "رقم الطبق", "الباقة", "البروتين (غ)", "الحصص", "العدد"]
        : ["Type", "Dish", "Dish id", "Package", "Protein portion (g)", "Portions", "Count"];
      return csv(
        c,
        `production-${p.date}.csv`,
        toCsv(
          header,
          p.rows.map((r) => [r.meal_type, r.meal_name, r.meal_id, r.package_name, r.portion_grams, r.portions, r.count]),
        ),
      );
    });
    app.on(method, "/ops/manifest.csv", async (c) => {
      const m = await manifest(c);
      const ar = m.lang === 2;
      const header = ar
        ? ["المحافظة", "المنطقة", "العميل", "الهاتف", "العنوان", "إرشادات", "وقت التوصيل", "طريقة التسليم", "الحصص", "رقم الاشتراك"]
        : ["Governorate", "Area", "Customer", "Phone", "Address", "Directions", "Window", "Method", "Portions", "Purchase"];
      return csv(
        c,
        `manifest-${m.date}.csv`,
        toCsv(
          header,
          m.rows.map((r) => [r.governorate, r.area, r.customer_name, r.phone, r.address, r.directions, r.window, r.method, r.portions, r.purchase_id]),
        ),
      );
    });
  }

  return app;
}
