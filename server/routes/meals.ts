// My meals' calls (docs/product-rules.md "Meal picks, nutrition and ratings", "Dislikes and allergens"), in the
// contract's style: POST with form data, the bearer token's customer (a `user_id` naming anyone
// else is refused by requireUser), `{ data }`. /daypicks and /savedaypicks, /preferences and
// /savepreferences, /ratemeal. Every write carries an idempotency_key: a repeat answers the same
// without changing anything. The picks' and rating's requests and answers are contract/day-picks.ts.
// The rules live in plan/kitchen.ts and the services plan/picks-service.ts, ratings-service.ts and
// preferences-service.ts.
import { Hono } from "hono";
import { z } from "zod";
import { dayPicksRequest, rateMealRequest, saveDayPicksRequest } from "../../contract/day-picks.ts";
import { idempotencyKey } from "../../contract/fields.ts";
import { requireUser, type AuthEnv } from "../auth/require-user.ts";
import type { AppDeps } from "../deps.ts";
import { ALLERGENS, PROTEINS } from "../../rules/dish-facts.ts";
import { input, optionalField } from "../http/input.ts";

/** Names from `allowed`, comma-separated; absent or empty is none. */
function names(allowed: readonly string[]) {
  return optionalField(
    z
      .string()
      .trim()
      .max(200)
      .transform((v) => [...new Set(v.split(",").map((n) => n.trim().toLowerCase()))])
      .refine((list) => list.every((n) => allowed.includes(n))),
  ).transform((v) => v ?? []);
}

const PREFERENCES_INPUT = z.object({});
const SAVE_PREFERENCES_INPUT = z.object({ proteins: names(PROTEINS), allergens: names(ALLERGENS), idempotency_key: idempotencyKey });

export function mealsRoutes({ db, picks, ratings, preferences }: AppDeps) {
  const app = new Hono<AuthEnv>();
  const authenticated = requireUser(db);

  app.post("/daypicks", authenticated, async (c) => {
    const f = await input(c, dayPicksRequest);
    return c.json({ data: await picks.day(c.get("user").id, f.purchase_id, f.date, f.lang_id ?? 1) });
  });

  app.post("/savedaypicks", authenticated, async (c) => {
    const f = await input(c, saveDayPicksRequest);
    const data = await picks.savePicks({
      userId: c.get("user").id,
      purchaseId: f.purchase_id,
      date: f.date,
      picks: { meal: f.meals, snack: f.snacks, soup: f.soups },
      key: f.idempotency_key,
      lang: f.lang_id ?? 1,
    });
    return c.json({ data });
  });

  app.post("/preferences", authenticated, async (c) => {
    await input(c, PREFERENCES_INPUT);
    const prefs = await preferences.preferences(c.get("user").id);
    return c.json({ data: { ...prefs, choices: { proteins: PROTEINS, allergens: ALLERGENS } } });
  });

  app.post("/savepreferences", authenticated, async (c) => {
    const f = await input(c, SAVE_PREFERENCES_INPUT);
    const prefs = await preferences.savePreferences({
      userId: c.get("user").id,
      proteins: f.proteins,
      allergens: f.allergens,
      key: f.idempotency_key,
    });
    return c.json({ data: { ...prefs, choices: { proteins: PROTEINS, allergens: ALLERGENS } } });
  });

  app.post("/ratemeal", authenticated, async (c) => {
    const f = await input(c, rateMealRequest);
    const data = await ratings.rate({
      userId: c.get("user").id,
      purchaseId: f.purchase_id,
      date: f.date,
      mealId: f.meal_id,
      stars: f.stars,
      comment: f.comment && f.comment.length > 0 ? f.comment : null,
      key: f.idempotency_key,
    });
    return c.json({ data });
  });

  return app;
}
