// The newsletter and appointment calls through the real app on a real database: answers, stored
// rows, validation codes, size limits, and duplicates (case, repeats, concurrent requests).
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Answer = { data: unknown; error_msg?: string; code?: string; field?: string };
async function json(res: Response): Promise<Answer> {
  return (await res.json()) as Answer;
}

async function countRows(table: "newsletter_subscribers" | "appointment_requests"): Promise<number> {
  const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("POST /api/newslettersubscribe", () => {
  beforeEach(async () => {
    await t.db.deleteFrom("newsletter_subscribers").execute();
  });

  it("stores a new address and says it was not subscribed before", async () => {
    const res = await t.postForm("/api/newslettersubscribe", { email: "sara@example.com", lang_id: 1 });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { subscribed: true, already_subscribed: false } });
    const rows = await t.db.selectFrom("newsletter_subscribers").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "sara@example.com", lang_id: 1 });
  });

  it("answers already_subscribed for the same address in another case, and stores it once", async () => {
    await t.postForm("/api/newslettersubscribe", { email: "Sara@Example.com", lang_id: 1 });
    const res = await t.postMultipart("/api/newslettersubscribe", { email: "  sara@EXAMPLE.com ", lang_id: 2 });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { subscribed: true, already_subscribed: true } });
    expect(await countRows("newsletter_subscribers")).toBe(1);
  });

  it("stores one row when the same address arrives many times at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.postForm("/api/newslettersubscribe", { email: i % 2 ? "RACE@example.com" : "race@example.com", lang_id: 1 }).then(json),
      ),
    );
    const fresh = answers.filter((a) => (a.data as { already_subscribed: boolean }).already_subscribed === false);
    expect(fresh).toHaveLength(1);
    expect(await countRows("newsletter_subscribers")).toBe(1);
  });

  it.each([
    [{ lang_id: 1 }, "missing_email"],
    [{ email: "   ", lang_id: 1 }, "missing_email"],
    [{ email: "not-an-email", lang_id: 1 }, "invalid_email"],
    [{ email: "a@b", lang_id: 1 }, "invalid_email"],
    [{ email: `${"a".repeat(250)}@example.com`, lang_id: 1 }, "invalid_email"],
    [{ email: ["a@example.com", "b@example.com"], lang_id: 1 }, "invalid_email"],
    [{ email: "sara@example.com" }, "missing_lang_id"],
    [{ email: "sara@example.com", lang_id: 3 }, "invalid_lang_id"],
  ])("refuses %j with %s and stores nothing", async (fields, code) => {
    const res = await t.postForm("/api/newslettersubscribe", fields);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body).toMatchObject({ data: null, code });
    expect(body.error_msg).toEqual(expect.any(String));
    expect(await countRows("newsletter_subscribers")).toBe(0);
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await t.postForm("/api/newslettersubscribe", { email: "sara@example.com", lang_id: 1, pad: "x".repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({ data: null, code: "payload_too_large" });
    expect(await countRows("newsletter_subscribers")).toBe(0);
  });

  it("refuses JSON bodies: the contract is form data", async () => {
    const res = await t.request("/api/newslettersubscribe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "sara@example.com", lang_id: 1 }),
    });
    expect(res.status).toBe(415);
  });
});

const appointment = { dietician_id: 2, name: "Sara Al-Mutairi", phone: "99887766", preferred_time: "evening", lang_id: 1 };

describe("POST /api/bookappointment", () => {
  beforeEach(async () => {
    await t.db.deleteFrom("appointment_requests").execute();
  });

  it("stores the request and answers its id", async () => {
    const res = await t.postForm("/api/bookappointment", appointment);
    expect(res.status).toBe(200);
    const body = (await json(res)) as { data: { appointment_id: number } };
    expect(body.data.appointment_id).toEqual(expect.any(Number));
    const row = await t.db.selectFrom("appointment_requests").selectAll().where("id", "=", body.data.appointment_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ dietician_id: 2, name: "Sara Al-Mutairi", phone: "99887766", preferred_time: "evening", lang_id: 1 });
  });

  it("reads Arabic-Indic digits and ignores spaces in the phone, and tidies the name", async () => {
    const res = await t.postMultipart("/api/bookappointment", { ...appointment, name: "  سارة   المطيري ", phone: "٩٩٨ ٨٧٧-٦٦", lang_id: 2 });
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom("appointment_requests").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "سارة المطيري", phone: "99887766", lang_id: 2 });
  });

  it("answers the same id for a repeated identical request and stores it once", async () => {
    const first = (await json(await t.postForm("/api/bookappointment", appointment))) as { data: { appointment_id: number } };
    const again = (await json(await t.postForm("/api/bookappointment", { ...appointment, name: " Sara  Al-Mutairi" }))) as {
      data: { appointment_id: number };
    };
    expect(again.data.appointment_id).toBe(first.data.appointment_id);
    expect(await countRows("appointment_requests")).toBe(1);
  });

  it("stores one row when identical requests arrive at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.postForm("/api/bookappointment", appointment).then(json)),
    );
    const ids = new Set(answers.map((a) => (a.data as { appointment_id: number }).appointment_id));
    expect(ids.size).toBe(1);
    expect(await countRows("appointment_requests")).toBe(1);
  });

  it("stores a new request when something differs or the repeat window has passed", async () => {
    const first = (await json(await t.postForm("/api/bookappointment", appointment))) as { data: { appointment_id: number } };
    const otherTime = (await json(await t.postForm("/api/bookappointment", { ...appointment, preferred_time: "morning" }))) as {
      data: { appointment_id: number };
    };
    expect(otherTime.data.appointment_id).not.toBe(first.data.appointment_id);

    await t.db
      .updateTable("appointment_requests")
      .set({ created_at: sql<Date>`now() - interval '11 minutes'` })
      .where("id", "=", first.data.appointment_id)
      .execute();
    const later = (await json(await t.postForm("/api/bookappointment", appointment))) as { data: { appointment_id: number } };
    expect(later.data.appointment_id).not.toBe(first.data.appointment_id);
    expect(await countRows("appointment_requests")).toBe(3);
  });

  it.each([
    [{}, "missing_dietician_id"],
    [{ dietician_id: 5 }, "invalid_dietician_id"],
    [{ dietician_id: "one" }, "invalid_dietician_id"],
    [{ name: "" }, "missing_name"],
    [{ name: "   " }, "missing_name"],
    [{ name: "x".repeat(81) }, "invalid_name"],
    [{ name: "<script>alert(1)</script>" }, "invalid_name"],
    [{ name: "Sara\u0000" }, "invalid_name"],
    [{ phone: "" }, "missing_phone"],
    [{ phone: "12345678" }, "invalid_phone"],
    [{ phone: "9988776" }, "invalid_phone"],
    [{ phone: "998877665" }, "invalid_phone"],
    [{ phone: "9988776a" }, "invalid_phone"],
    [{ preferred_time: "night" }, "invalid_preferred_time"],
    [{ preferred_time: ["morning", "evening"] }, "invalid_preferred_time"],
    [{ lang_id: 0 }, "invalid_lang_id"],
  ])("refuses %j with %s and stores nothing", async (change, code) => {
    const fields = Object.keys(change).length === 0 ? {} : { ...appointment, ...change };
    const res = await t.postForm("/api/bookappointment", fields);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ data: null, code });
    expect(await countRows("appointment_requests")).toBe(0);
  });
});
