// The health profile's and the portions' calls (README.md "Health profile and portions"), in the
// contract's style: POST with form data, the bearer token's customer, `{ data }`. /healthprofile,
// /weights, /savehealthprofile, /saveweight, /deleteweight, /planportions and /saveportions (their
// requests and answers: contract/health.ts). The rules live in server/health/.
import { Hono } from "hono";
import {
  deleteWeightRequest,
  healthProfileRequest,
  planPortionsRequest,
  saveHealthProfileRequest,
  savePortionsRequest,
  saveWeightRequest,
  weightsRequest,
} from "../../contract/health.ts";
import { requireUser, type AuthEnv } from "../auth/require-user.ts";
import type { AppDeps } from "../deps.ts";
import { input } from "../http/input.ts";

export function healthRoutes({ db, health, portions }: AppDeps) {
  const app = new Hono<AuthEnv>();
  const authenticated = requireUser(db);

  app.post("/healthprofile", authenticated, async (c) => {
    await input(c, healthProfileRequest);
    return c.json({ data: await health.profile(c.get("user").id) });
  });

  app.post("/weights", authenticated, async (c) => {
    await input(c, weightsRequest);
    return c.json({ data: (await health.profile(c.get("user").id)).weights });
  });

  app.post("/savehealthprofile", authenticated, async (c) => {
    const { idempotency_key, target_weight_kg, ...f } = await input(c, saveHealthProfileRequest);
    return c.json({ data: await health.saveProfile(c.get("user").id, idempotency_key, { ...f, target_weight_kg: target_weight_kg ?? null }) });
  });

  app.post("/saveweight", authenticated, async (c) => {
    const f = await input(c, saveWeightRequest);
    return c.json({ data: await health.saveWeight(c.get("user").id, f.idempotency_key, f.date, f.weight_kg) });
  });

  app.post("/deleteweight", authenticated, async (c) => {
    const f = await input(c, deleteWeightRequest);
    return c.json({ data: await health.deleteWeight(c.get("user").id, f.idempotency_key, f.date) });
  });

  app.post("/planportions", authenticated, async (c) => {
    const f = await input(c, planPortionsRequest);
    return c.json({ data: await portions.portions(c.get("user").id, f.purchase_id) });
  });

  app.post("/saveportions", authenticated, async (c) => {
    const f = await input(c, savePortionsRequest);
    const data = await portions.savePortions({
      userId: c.get("user").id,
      purchaseId: f.purchase_id,
      date: f.date,
      portions: { protein: f.protein_grams, carbs: f.carb_grams },
      key: f.idempotency_key,
    });
    return c.json({ data });
  });

  return app;
}
