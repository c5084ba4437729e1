// Support's calls (server/README.md "Support"). The customer's: POST /support/reports (multipart, up
// to three photos; its own body limit, the only /api call over 64 KB), GET|POST /support/myreports
// (their reports with threads), GET|POST /support/photo (a photo of their own report). The operator's, behind
// the operator-only guard: GET|POST /ops/support/reports (the queue, newest first; filters state, date,
// kind), GET /ops/support/reports.csv (per period), POST /ops/support/answer, POST /ops/support/resolve.
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { idempotencyKey, intField, isoDate, optionalField, optionalLang, positiveKdField } from "../../contract/fields.ts";
import { addressLine } from "../ops/address-line.ts";
import { requireOperator } from "../ops/require-operator.ts";
import { requireUser, type AuthEnv } from "../auth/require-user.ts";
import type { Db } from "../db/client.ts";
import { ApiError, errorBody } from "../http/errors.ts";
import { input, readFields } from "../http/input.ts";
import { CSV_TYPE, toCsv } from "../ops/csv.ts";
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "../support/photos.ts";
import type { Resolution, SupportService } from "../support/service.ts";
import { queueWire, reportWire } from "../support/wire.ts";

export const SUPPORT_UPLOAD_PATH = "/api/support/reports";
/** Three photos at their limit and the form's few fields. */
export const MAX_UPLOAD_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + 64 * 1024;

const KINDS = ["missing_dish", "wrong_dish", "late_or_not_delivered", "damaged_or_poor_quality", "contains_avoided", "other"] as const;
const STATES = ["sent", "in_review", "resolved"] as const;
const mealIds = optionalField(z.string().trim().max(200).regex(/^\d{1,9}( *, *\d{1,9})*$/).transform((v) => v.split(",").map((id) => Number(id.trim()))));

const REPORT_INPUT = z.object({
  purchase_id: intField,
  date: isoDate,
  kind: z.enum(KINDS),
  meal_ids: mealIds,
  comment: optionalField(z.string().trim().max(2000)),
  idempotency_key: idempotencyKey,
});
const QUEUE_INPUT = z.object({ state: optionalField(z.enum(STATES)), date: optionalField(isoDate), kind: optionalField(z.enum(KINDS)), lang_id: optionalLang });
const CSV_INPUT = z.object({ from: isoDate, to: isoDate });
const ANSWER_INPUT = z.object({ report_id: intField, message: z.string().trim().min(1).max(2000), answer_key: idempotencyKey });
const RESOLVE_INPUT = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("credit"), report_id: intField, amount: positiveKdField, reason: optionalField(z.string().trim().max(500)), outcome_key: idempotencyKey }),
  z.object({ outcome: z.literal("replacement"), report_id: intField, replacement_date: isoDate, meal_id: intField, reason: optionalField(z.string().trim().max(500)), outcome_key: idempotencyKey }),
  z.object({ outcome: z.literal("none"), report_id: intField, reason: z.string().trim().min(1).max(500), outcome_key: idempotencyKey }),
]);
const PHOTO_INPUT = z.object({ photo_id: z.string().trim().max(64) });

function photosOf(raw: unknown): Blob[] {
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.some((v) => !(v instanceof Blob))) throw new ApiError(400, "invalid_photos", "Send the photos as files.", "photos");
  return (list as Blob[]).filter((b) => b.size > 0);
}

export function supportRoutes(deps: { db: Db; support: SupportService }) {
  const { support } = deps;
  const app = new Hono<AuthEnv>();
  const authenticated = requireUser(deps.db);
  const operator = requireOperator(deps.db);
  const limitUpload = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: (c) => c.json(errorBody("payload_too_large", "The request is too large."), 413) });

  app.post("/support/reports", limitUpload, authenticated, async (c) => {
    const f = await input(c, REPORT_INPUT);
    const photos = photosOf((await readFields(c)).photos);
    const { report, repeated } = await support.report({
      userId: c.get("user").id,
      purchaseId: f.purchase_id,
      date: f.date,
      kind: f.kind,
      mealIds: f.meal_ids ?? [],
      comment: f.comment ?? "",
      photos,
      key: f.idempotency_key,
    });
    return c.json({ data: { ...reportWire(report), repeated } });
  });
  app.on(["GET", "POST"], "/support/myreports", authenticated, async (c) => c.json({ data: (await support.mine(c.get("user").id)).map(reportWire) }));
  // The private cache line goes on after requireUser's no-store (this middleware's after-part runs last).
  const privateCache: MiddlewareHandler = async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  };
  app.on(["GET", "POST"], "/support/photo", privateCache, authenticated, async (c) => {
    const f = await input(c, PHOTO_INPUT);
    const bytes = await support.photo(c.get("user").id, f.photo_id);
    return c.body(new Uint8Array(bytes), 200, { "Content-Type": "image/webp", "X-Content-Type-Options": "nosniff", "Content-Disposition": "inline" });
  });

  app.on(["GET", "POST"], "/ops/support/reports", operator, async (c) => {
    const f = await input(c, QUEUE_INPUT);
    const lang = f.lang_id ?? 1;
    const { rows, dishes, addresses } = await support.queueWithFacts({ ...(f.state ? { state: f.state } : {}), ...(f.date ? { date: f.date } : {}), ...(f.kind ? { kind: f.kind } : {}) });
    return c.json({
      data: rows.map((r) => {
        const wire = queueWire(r);
        const address = addresses.get(r.id);
        return {
          ...wire,
          address: address ? addressLine(lang, address) : null,
          dishes: wire.meal_ids.map((id) => {
            const d = dishes.get(id);
            return { meal_id: id, name: d ? (lang === 2 ? d.name_ar : d.name_en) : null };
          }),
        };
      }),
    });
  });
  app.on(["GET", "POST"], "/ops/support/reports.csv", operator, async (c) => {
    const f = await input(c, CSV_INPUT);
    const rows = (await support.queue({ from: f.from, to: f.to })).map(queueWire);
    const csv = toCsv(
      ["report_id", "date", "kind", "state", "outcome", "credit_kd", "replacement_date", "customer", "email", "created_at"],
      rows.map((r) => [r.report_id, r.date, r.kind, r.state, r.outcome, r.credit, r.replacement_date, r.customer.name, r.customer.email, r.created_at]),
    );
    return c.body(csv, 200, { "Content-Type": CSV_TYPE, "Content-Disposition": `attachment; filename="support-${f.from}-${f.to}.csv"` });
  });
  app.post("/ops/support/answer", operator, async (c) => {
    const f = await input(c, ANSWER_INPUT);
    return c.json({ data: reportWire(await support.answer(f.report_id, f.message, f.answer_key)) });
  });
  app.post("/ops/support/resolve", operator, async (c) => {
    const f = await input(c, RESOLVE_INPUT);
    const note = f.reason ?? "";
    const res: Resolution =
      f.outcome === "credit"
        ? { outcome: "credit", creditFils: f.amount, note }
        : f.outcome === "replacement"
          ? { outcome: "replacement", date: f.replacement_date, mealId: f.meal_id, note }
          : { outcome: "none", note };
    const { report, repeated } = await support.resolve(f.report_id, res, f.outcome_key, c.get("user").id);
    return c.json({ data: { ...reportWire(report), repeated } });
  });
  return app;
}
