// Support's calls through the real app (server/README.md "Support"): a report on a delivered day,
// within its window by the server's clock, once by its key, with photos checked by content and
// re-encoded without metadata; photos for their customer and operators only; the operator's queue,
// answer and outcomes, a credit once by key and at most the day's value, with its ledger line and mail.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, registerCustomer } from "../../tests/support/accounts.ts";
import { operatorToken } from "../../tests/support/meals.ts";
import { FIRST_START, TEST_NOW, TEST_PAYMENT_SECRET } from "../../tests/support/orders.ts";
import { planHolder, type PlanHolder } from "../../tests/support/plans.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { memoryPhotoStore } from "../support/photo-store.ts";
import { MAX_PHOTO_BYTES } from "../support/photos.ts";
import { MAX_UPLOAD_BYTES } from "./support.ts";

let t: TestApp;
let now = TEST_NOW;
let ops: string;
/** Kuwait noon, the day after the plan's first delivery (FIRST_START). */
const DAY_AFTER = new Date("2026-06-07T09:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, paymentSecret: TEST_PAYMENT_SECRET, supportPhotos: memoryPhotoStore() });
  ops = await operatorToken(t);
});
afterAll(() => t.close());
beforeEach(() => {
  now = TEST_NOW;
});

type Body = { data: Record<string, unknown> & { report_id: number; photos: { url: string }[] }; code?: string };
const body = async (res: Response) => (await res.json()) as Body;

async function holder(): Promise<PlanHolder> {
  const c = await planHolder(t, { startDate: FIRST_START });
  now = DAY_AFTER;
  return c;
}

function report(c: PlanHolder, fields: Record<string, string> = {}, photos: Blob[] = [], token = c.token) {
  const form = new FormData();
  const all = { purchase_id: String(c.purchaseId), date: FIRST_START, kind: "missing_dish", comment: "The soup was not in the bag", idempotency_key: randomUUID(), ...fields };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  for (const p of photos) form.append("photos", p, "photo.jpg");
  return t.request("/api/support/reports", { method: "POST", body: form, ...bearer(token) });
}

const gpsJpeg = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#c33" } })
    .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 22/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "47/1 58/1 0/1" } })
    .jpeg()
    .toBuffer();
const blob = (bytes: Buffer | string, type: string) => new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type });

describe("a customer's report", () => {
  it("takes a report with a photo once by key; the photo comes back as WebP within 1600 px with no EXIF or GPS", async () => {
    const c = await holder();
    const jpeg = await gpsJpeg();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const key = randomUUID();
    const first = await report(c, { idempotency_key: key }, [blob(jpeg, "image/jpeg")]);
    expect(first.status).toBe(200);
    const made = await body(first);
    expect(made.data).toMatchObject({ state: "sent", kind: "missing_dish", date: FIRST_START, repeated: false, messages: [{ author: "customer", body: "The soup was not in the bag" }] });
    const again = await body(await report(c, { idempotency_key: key }, [blob(jpeg, "image/jpeg")]));
    expect(again.data).toMatchObject({ report_id: made.data.report_id, repeated: true });
    expect(await t.db.selectFrom("support_photos").select("id").where("report_id", "=", made.data.report_id).execute()).toHaveLength(1);

    const photo = await t.request(made.data.photos[0]!.url, bearer(c.token));
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect(photo.headers.get("cache-control")).toContain("private");
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();

    // Only its customer and the operator see the photo; another customer learns nothing of it.
    const other = await registerCustomer(t);
    const theirs = await t.request(made.data.photos[0]!.url, bearer(other.token));
    expect([theirs.status, ((await theirs.json()) as { code: string }).code]).toEqual([404, "photo_not_found"]);
    expect((await t.request(made.data.photos[0]!.url)).status).toBe(401);
    expect((await t.request(made.data.photos[0]!.url, bearer(ops))).status).toBe(200);
    const othersList = (await (await t.get("/api/support/myreports", {}, bearer(other.token))).json()) as { data: unknown[] };
    expect(othersList.data).toEqual([]);

    const mine = (await (await t.get("/api/support/myreports", {}, bearer(c.token))).json()) as { data: { report_id: number }[] };
    expect(mine.data.map((r) => r.report_id)).toEqual([made.data.report_id]);
  });

  it("refuses an SVG and a text file named .jpg, and more than three photos", async () => {
    const c = await holder();
    const svg = await report(c, {}, [blob("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>", "image/svg+xml")]);
    expect([svg.status, (await body(svg)).code]).toEqual([415, "photo_unsupported"]);
    const text = await report(c, {}, [blob("not a picture at all", "image/jpeg")]);
    expect([text.status, (await body(text)).code]).toEqual([415, "photo_unsupported"]);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#0a0" } }).png().toBuffer();
    const four = await report(c, {}, [1, 2, 3, 4].map(() => blob(png, "image/png")));
    expect([four.status, (await body(four)).code]).toEqual([400, "too_many_photos"]);
    expect(await t.db.selectFrom("support_reports").select("id").where("user_id", "=", c.userId).execute()).toEqual([]);
  });

  it("refuses a photo over 10 MB, and a body over the upload's own limit before reading it", async () => {
    const c = await holder();
    const big = await report(c, {}, [blob(Buffer.alloc(MAX_PHOTO_BYTES + 1, 1), "image/jpeg")]);
    expect([big.status, (await body(big)).code]).toEqual([413, "photo_too_large"]);
    const huge = await t.request("/api/support/reports", {
      method: "POST",
      headers: { ...(bearer(c.token).headers as Record<string, string>), "content-type": "multipart/form-data; boundary=x", "content-length": String(MAX_UPLOAD_BYTES + 1) },
      body: "--x--",
    });
    expect([huge.status, (await body(huge)).code]).toEqual([413, "payload_too_large"]);
  });

  it("takes the day and the next two only, by the server's clock, and that day's dishes only", async () => {
    const c = await holder();
    const early = await report(c, { date: "2026-06-08" });
    expect([early.status, (await body(early)).code]).toEqual([409, "report_window_closed"]);
    now = new Date("2026-06-08T20:00:00Z"); // 23:00 in Kuwait, two days after
    expect((await report(c)).status).toBe(200);
    now = new Date("2026-06-08T21:00:00Z"); // midnight in Kuwait: the third day after
    const late = await report(c);
    expect([late.status, (await body(late)).code]).toEqual([409, "report_window_closed"]);
    now = DAY_AFTER;
    const dish = await report(c, { meal_ids: "999999" });
    expect([dish.status, (await body(dish)).code]).toEqual([400, "invalid_meal_ids"]);
    const other = await registerCustomer(t);
    const notMine = await report(c, {}, [], other.token);
    expect([notMine.status, (await body(notMine)).code]).toEqual([404, "plan_not_found"]);
  });
});

describe("the kitchen's answer", () => {
  const resolve = (fields: Record<string, string>, token = ops) => t.postForm("/api/ops/support/resolve", fields, bearer(token));

  it("answers, credits once by key at most the day's value, with the ledger line and the mail", async () => {
    const c = await holder();
    const made = await body(await report(c));
    const id = String(made.data.report_id);
    const queue = (await (await t.get("/api/ops/support/reports", { state: "sent" }, bearer(ops))).json()) as { data: { report_id: number; address: string }[] };
    expect(queue.data[0]).toMatchObject({ report_id: made.data.report_id, customer: { email: c.email }, dishes: [] });
    expect(queue.data[0]!.address).toMatch(/Block/);
    const answered = await body(await t.postForm("/api/ops/support/answer", { report_id: id, message: "Sorry, we are looking into it", answer_key: randomUUID() }, bearer(ops)));
    expect(answered.data).toMatchObject({ state: "in_review", messages: [{ author: "customer" }, { author: "kitchen", body: "Sorry, we are looking into it" }] });

    const tooMuch = await resolve({ report_id: id, outcome: "credit", amount: "500", outcome_key: randomUUID() });
    expect([tooMuch.status, (await body(tooMuch)).code]).toEqual([409, "credit_exceeds_day_value"]);
    const before = (await t.db.selectFrom("users").select("wallet_fils").where("id", "=", c.userId).executeTakeFirstOrThrow()).wallet_fils;
    const key = randomUUID();
    const fields = { report_id: id, outcome: "credit", amount: "2.500", reason: "Credited for the missing soup", outcome_key: key };
    expect((await body(await resolve(fields))).data).toMatchObject({ state: "resolved", outcome: "credit", credit: "2.500", repeated: false });
    expect((await body(await resolve(fields))).data).toMatchObject({ repeated: true });
    const other = await resolve({ ...fields, outcome_key: randomUUID() });
    expect([other.status, (await body(other)).code]).toEqual([409, "already_resolved"]);
    expect((await t.db.selectFrom("users").select("wallet_fils").where("id", "=", c.userId).executeTakeFirstOrThrow()).wallet_fils).toBe(before + 2500);
    const ledger = await t.db.selectFrom("wallet_transactions").select(["kind", "amount_fils", "support_report_id"]).where("user_id", "=", c.userId).where("kind", "=", "refund").execute();
    expect(ledger).toEqual([{ kind: "refund", amount_fils: 2500, support_report_id: made.data.report_id }]);
    const mails = await t.db.selectFrom("mail_outbox").select(["subject", "text_body"]).where("to_address", "=", c.email).where("kind", "=", "support").execute();
    expect(mails).toEqual([{ subject: `Our answer to your report ${id}`, text_body: expect.stringContaining("KD 2.500") }]);
  });

  it("a report and a credit sent twice at once are each made once", async () => {
    const c = await holder();
    const key = randomUUID();
    const made = await Promise.all([report(c, { idempotency_key: key }), report(c, { idempotency_key: key })]);
    const ids = await Promise.all(made.map(async (r) => (await body(r)).data.report_id));
    expect(new Set(ids).size).toBe(1);
    const fields = { report_id: String(ids[0]), outcome: "credit", amount: "1.000", outcome_key: randomUUID() };
    const answers = await Promise.all([resolve(fields), resolve(fields), resolve(fields)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const lines = await t.db.selectFrom("wallet_transactions").select("amount_fils").where("support_report_id", "=", ids[0]!).execute();
    expect(lines).toEqual([{ amount_fils: 1000 }]);
    const mails = await t.db.selectFrom("mail_outbox").select("id").where("dedupe_key", "=", `support:${ids[0]}`).execute();
    expect(mails).toHaveLength(1);
  });

  it("a replacement on a later upcoming day, or no compensation with a reason; a customer resolves nothing", async () => {
    const c = await holder();
    const a = await body(await report(c));
    const b = await body(await report(c));
    const byCustomer = await resolve({ report_id: String(a.data.report_id), outcome: "none", reason: "x", outcome_key: randomUUID() }, c.token);
    expect([byCustomer.status, (await body(byCustomer)).code]).toEqual([403, "forbidden_role"]);
    const meal = await t.db.selectFrom("meals").select("id").limit(1).executeTakeFirstOrThrow();
    const past = await resolve({ report_id: String(a.data.report_id), outcome: "replacement", replacement_date: "2026-06-08", meal_id: String(meal.id), outcome_key: randomUUID() });
    expect([past.status, (await body(past)).code]).toEqual([409, "replacement_day_unavailable"]);
    const later = await resolve({ report_id: String(a.data.report_id), outcome: "replacement", replacement_date: "2026-06-15", meal_id: String(meal.id), outcome_key: randomUUID() });
    expect((await body(later)).data).toMatchObject({ outcome: "replacement", replacement_date: "2026-06-15", state: "resolved" });
    const none = await resolve({ report_id: String(b.data.report_id), outcome: "none", reason: "The driver's photo shows the full bag at your door", outcome_key: randomUUID() });
    expect((await body(none)).data).toMatchObject({ outcome: "none", messages: [{ author: "customer" }, { author: "kitchen", body: "The driver's photo shows the full bag at your door" }] });
    const production = (await (await t.get("/api/ops/production", { date: "2026-06-15" }, bearer(ops))).json()) as { data: { replacements: unknown[] } };
    expect(production.data.replacements).toContainEqual({ report_id: a.data.report_id, purchase_id: c.purchaseId, meal_id: meal.id });
    const manifest = (await (await t.get("/api/ops/manifest", { date: FIRST_START }, bearer(ops))).json()) as { data: { support_reports: number } };
    expect(manifest.data.support_reports).toBeGreaterThanOrEqual(2);
    const csv = await t.get("/api/ops/support/reports.csv", { from: FIRST_START, to: FIRST_START }, bearer(ops));
    expect(await csv.text()).toContain(`${a.data.report_id},${FIRST_START},missing_dish,resolved,replacement`);
  });
});
