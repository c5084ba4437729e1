// My plan's calls through the real app on a real database, with the server's clock moved by the
// test: the plan's calendar and its states, freeze and resume (cap, cutoff, Fridays, not frozen,
// the end date moving), idempotency keys, concurrent freezes never passing the cap, a day's
// address, another customer's plan and address refused, a renewal after the end, purchases
// history and wallet ledger.
import { randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, registerCustomer } from "../../tests/support/accounts.ts";
import { addressFor, FIRST_START, purchaseFields, subPackage, TEST_NOW, TEST_PAYMENT_SECRET } from "../../tests/support/orders.ts";
import { callPlan, planHolder, type Plan, type PlanHolder } from "../../tests/support/plans.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let now = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, paymentSecret: TEST_PAYMENT_SECRET });
});
afterAll(() => t.close());
beforeEach(() => {
  now = TEST_NOW;
});

const key = () => randomUUID();
const details = (c: PlanHolder, lang = "1") => callPlan(t, c.token, "subscriptiondetails", { lang_id: lang });
const freeze = (c: PlanHolder, dates: string, idempotency_key = key()) =>
  callPlan(t, c.token, "freezedays", { purchase_id: String(c.purchaseId), dates, idempotency_key });
const unfreeze = (c: PlanHolder, dates: string, idempotency_key = key()) =>
  callPlan(t, c.token, "unfreezedays", { purchase_id: String(c.purchaseId), dates, idempotency_key });
const frozenRows = async (purchaseId: number) =>
  (await t.db.selectFrom("plan_frozen_days").select("date").where("purchase_id", "=", purchaseId).orderBy("date").execute()).map((r) => r.date);
const statusOf = (plan: Plan, date: string) => plan.days.find((d) => d.date === date)?.status;

describe("/subscriptiondetails", () => {
  it("answers null without a paid plan", async () => {
    const c = await registerCustomer(t);
    expect(await callPlan(t, c.token, "subscriptiondetails", { lang_id: "1" })).toMatchObject({ status: 200, data: null });
  });

  it("answers the plan: counts, dates, and 26 delivery days with Fridays skipped, all upcoming before the start", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const { status, data } = await details(c);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      purchase_id: c.purchaseId,
      package_id: 24,
      meals: 2,
      snacks: 3,
      soups: 0,
      delivery_days: 26,
      start_date: "2026-06-06",
      end_date: "2026-07-05",
      days_left: 26,
      freeze_limit: 10,
      frozen_days: 0,
      frozen_days_left: 10,
    });
    expect(data!.days).toHaveLength(26);
    expect(data!.days.map((d) => d.date)).not.toContain("2026-06-12");
    expect(data!.days[0]).toEqual({ date: "2026-06-06", status: "upcoming", cutoff_at: "2026-06-04T23:59:59+03:00", address_id: c.addressId, picked: false });
    expect(new Set(data!.days.map((d) => d.status))).toEqual(new Set(["upcoming"]));
    const arabic = await details(c, "2");
    expect(arabic.data!.package_name).not.toBe(data!.package_name);
    expect(arabic.data!.package_name).toMatch(/[\u0600-\u06FF]/);
  });

  it("answers the plan gzipped to a client that accepts gzip, the same JSON as without", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const plain = await t.postForm("/api/subscriptiondetails", { lang_id: "1" }, bearer(c.token));
    const text = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(text.length).toBeGreaterThan(1024);
    const res = await t.postForm("/api/subscriptiondetails", { lang_id: "1" }, { headers: { authorization: `Bearer ${c.token}`, "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(text);
  });

  it("shows days as delivered, locked and upcoming as the days pass", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    // Monday 8 June, 10:00 in Kuwait: 6 and 7 June delivered, 8 (today) and 9 locked, 10 June changeable until 23:59 tonight.
    now = new Date("2026-06-08T07:00:00Z");
    const { data } = await details(c);
    expect(statusOf(data!, "2026-06-06")).toBe("delivered");
    expect(statusOf(data!, "2026-06-07")).toBe("delivered");
    expect(statusOf(data!, "2026-06-08")).toBe("locked");
    expect(statusOf(data!, "2026-06-09")).toBe("locked");
    expect(statusOf(data!, "2026-06-10")).toBe("upcoming");
    expect(data!.days_left).toBe(24);
  });
});

describe("/freezedays and /unfreezedays", () => {
  it("freezes two days: the end moves two delivery days (Friday skipped); resuming one moves it back one", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const frozen = await freeze(c, "2026-06-09,2026-06-10");
    expect(frozen.status).toBe(200);
    expect(frozen.data).toMatchObject({ end_date: "2026-07-07", frozen_days: 2, frozen_days_left: 8, days_left: 26 });
    expect(statusOf(frozen.data!, "2026-06-09")).toBe("frozen");
    expect(frozen.data!.days.filter((d) => d.status !== "frozen")).toHaveLength(26);
    const resumed = await unfreeze(c, "2026-06-10");
    expect(resumed).toMatchObject({ status: 200, data: { end_date: "2026-07-06", frozen_days: 1, frozen_days_left: 9 } });
    expect(statusOf(resumed.data!, "2026-06-10")).toBe("upcoming");
    expect(await frozenRows(c.purchaseId)).toEqual(["2026-06-09"]);
    // The end date the purchase carries moves with it (a new purchase is refused until then).
    const row = await t.db.selectFrom("purchases").select("end_date").where("id", "=", c.purchaseId).executeTakeFirstOrThrow();
    expect(row.end_date).toBe("2026-07-06");
  });

  it("refuses more than 40% of the delivery days (26: 10), changing nothing", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const { data } = await details(c);
    const dates = data!.days.map((d) => d.date);
    expect((await freeze(c, dates.slice(0, 8).join(","))).status).toBe(200);
    const over = await freeze(c, dates.slice(8, 11).join(","));
    expect(over).toMatchObject({ status: 409, data: null, code: "freeze_limit", field: "dates" });
    expect(await frozenRows(c.purchaseId)).toHaveLength(8);
    expect((await freeze(c, dates.slice(8, 10).join(","))).data).toMatchObject({ frozen_days: 10, frozen_days_left: 0 });
    expect((await freeze(c, dates[12]!)).code).toBe("freeze_limit");
  });

  it("caps a 6-day plan at 2 frozen days", async () => {
    const c = await planHolder(t, { startDate: FIRST_START, days: 6 });
    expect((await details(c)).data).toMatchObject({ freeze_limit: 2, end_date: "2026-06-11" });
    expect((await freeze(c, "2026-06-08,2026-06-09,2026-06-10")).code).toBe("freeze_limit");
    expect((await freeze(c, "2026-06-08,2026-06-09")).data).toMatchObject({ end_date: "2026-06-14" });
  });

  it("refuses a day past its cutoff (23:59 Kuwait two days before), by the server's clock, changing nothing", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    // Thursday 4 June 23:58:59 in Kuwait: Saturday 6 June can still be frozen.
    now = new Date("2026-06-04T20:58:59Z");
    expect((await freeze(c, "2026-06-06")).status).toBe(200);
    // Midnight: Sunday 7 June's cutoff (Friday 23:59) is still ahead, Saturday's passed.
    now = new Date("2026-06-04T21:00:00Z");
    const late = await unfreeze(c, "2026-06-06");
    expect(late).toMatchObject({ status: 409, code: "past_cutoff" });
    const mixed = await freeze(c, "2026-06-07,2026-06-06");
    expect(mixed.status).toBe(200);
    expect((await freeze(c, "2026-06-06,2026-06-08")).status).toBe(200);
    // Monday 8 June, midnight in Kuwait: 9 June is locked, 10 June is not; the pair is refused whole.
    now = new Date("2026-06-07T21:00:00Z");
    expect(await freeze(c, "2026-06-10,2026-06-09")).toMatchObject({ status: 409, code: "past_cutoff" });
    expect(await frozenRows(c.purchaseId)).toEqual(["2026-06-06", "2026-06-07", "2026-06-08"]);
    const { data } = await details(c);
    expect(statusOf(data!, "2026-06-09")).toBe("locked");
    expect(statusOf(data!, "2026-06-06")).toBe("frozen");
  });

  it("refuses a Friday, a day before the start or after the end, and resuming a day that is not frozen", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    for (const day of ["2026-06-12", "2026-06-05", "2026-07-06"]) {
      expect(await freeze(c, day)).toMatchObject({ status: 400, code: "not_a_delivery_day", field: "dates" });
    }
    expect(await unfreeze(c, "2026-06-09")).toMatchObject({ status: 409, code: "not_frozen" });
    expect(await unfreeze(c, "2026-06-12")).toMatchObject({ status: 400, code: "not_a_delivery_day" });
    expect(await freeze(c, "2026-06-31")).toMatchObject({ status: 400, code: "invalid_dates" });
    expect(await frozenRows(c.purchaseId)).toEqual([]);
  });

  it("answers a repeat of an idempotency key with the same plan, applying it once; another change under the key is refused", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const k = key();
    const first = await freeze(c, "2026-06-09,2026-06-10", k);
    const again = await freeze(c, "2026-06-10,2026-06-09", k);
    expect(again).toEqual(first);
    // Resumed in between, the repeat of the old key does not freeze it again.
    await unfreeze(c, "2026-06-10");
    expect((await freeze(c, "2026-06-09,2026-06-10", k)).data).toMatchObject({ frozen_days: 1 });
    expect(await freeze(c, "2026-06-11", k)).toMatchObject({ status: 409, code: "idempotency_key_reused" });
    const mails = await t.db.selectFrom("mail_outbox").select("kind").where("to_address", "=", c.email).where("kind", "=", "freeze").execute();
    expect(mails).toHaveLength(1);
  });

  it("never passes the cap with concurrent freezes of one plan", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const { data } = await details(c);
    const dates = data!.days.map((d) => d.date).slice(0, 16);
    const answers = await Promise.all(dates.map((d) => freeze(c, d)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).every((a) => a.code === "freeze_limit")).toBe(true);
    expect(await frozenRows(c.purchaseId)).toHaveLength(10);
    expect((await details(c)).data).toMatchObject({ frozen_days: 10, frozen_days_left: 0 });
    // Concurrent repeats of one key: applied once.
    const d = await planHolder(t, { startDate: FIRST_START });
    const k = key();
    const repeats = await Promise.all(Array.from({ length: 8 }, () => freeze(d, "2026-06-09", k)));
    expect(repeats.every((r) => r.status === 200)).toBe(true);
    const changes = await t.db.selectFrom("plan_changes").select("id").where("purchase_id", "=", d.purchaseId).execute();
    expect(changes).toHaveLength(1);
  });

  it("refuses another customer's plan (404), changing nothing", async () => {
    const alice = await planHolder(t, { startDate: FIRST_START });
    const bob = await planHolder(t, { startDate: FIRST_START });
    const res = await callPlan(t, alice.token, "freezedays", { purchase_id: String(bob.purchaseId), dates: "2026-06-09", idempotency_key: key() });
    expect(res).toMatchObject({ status: 404, code: "purchase_not_found", field: "purchase_id" });
    expect(await frozenRows(bob.purchaseId)).toEqual([]);
    const forbidden = await t.postForm("/api/freezedays", { user_id: String(bob.userId), purchase_id: String(bob.purchaseId), dates: "2026-06-09", idempotency_key: key() }, bearer(alice.token));
    expect(forbidden.status).toBe(403);
  });
});

describe("renew", () => {
  it("takes a new purchase that starts after the plan's last delivery day, and then refuses a freeze that would reach it", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const sub = await subPackage(t, { packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0 });
    const overlapping = await t.postForm("/api/purchasepackage", purchaseFields({ sub, addressId: c.addressId, startDate: "2026-07-05" }), bearer(c.token));
    expect(((await overlapping.json()) as { code: string }).code).toBe("active_package");
    const renewal = await t.postForm("/api/purchasepackage", purchaseFields({ sub, addressId: c.addressId, startDate: "2026-07-06" }), bearer(c.token));
    expect(renewal.status).toBe(200);
    expect(await freeze(c, "2026-06-09")).toMatchObject({ status: 409, code: "overlaps_next_plan" });
    expect(await frozenRows(c.purchaseId)).toEqual([]);
  });
});

describe("/setdayaddress", () => {
  it("sends one upcoming day to another saved address, back again, and refuses another customer's address and a passed cutoff", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const office = await addressFor(t, c.userId);
    const set = (date: string, addressId: number) =>
      callPlan(t, c.token, "setdayaddress", { purchase_id: String(c.purchaseId), date, address_id: String(addressId), idempotency_key: key() });
    const moved = await set("2026-06-09", office);
    expect(moved.status).toBe(200);
    expect(moved.data!.days.find((d) => d.date === "2026-06-09")!.address_id).toBe(office);
    expect(moved.data!.days.find((d) => d.date === "2026-06-10")!.address_id).toBe(c.addressId);
    const other = await planHolder(t, { startDate: FIRST_START });
    expect(await set("2026-06-10", other.addressId)).toMatchObject({ status: 404, code: "address_not_found", field: "address_id" });
    expect(await set("2026-06-12", office)).toMatchObject({ status: 400, code: "not_a_delivery_day" });
    now = new Date("2026-06-08T07:00:00Z");
    expect(await set("2026-06-09", c.addressId)).toMatchObject({ status: 409, code: "past_cutoff" });
    expect((await set("2026-06-10", office)).status).toBe(200);
    const back = await set("2026-06-10", c.addressId);
    expect(back.data!.days.find((d) => d.date === "2026-06-10")!.address_id).toBe(c.addressId);
  });
});

describe("/purchasehistory and /walletledger", () => {
  it("lists the customer's purchases and the wallet's spend and cashback in KD", async () => {
    const c = await registerCustomer(t);
    await t.db.updateTable("users").set({ wallet_fils: 5000 }).where("id", "=", c.userId).execute();
    expect((await callPlan<unknown[]>(t, c.token, "purchasehistory", {})).data).toEqual([]);
    const holder = await planHolder(t, { startDate: FIRST_START, customer: c });
    const history = await callPlan<Record<string, unknown>[]>(t, c.token, "purchasehistory", { lang_id: "2" });
    expect(history.data).toHaveLength(1);
    expect(history.data![0]).toMatchObject({ purchase_id: holder.purchaseId, status: "paid", days: 26, start_date: "2026-06-06", end_date: "2026-07-05", total_amount: "180.000" });
    const ledger = await callPlan<{ balance: string; entries: { kind: string; amount: string; purchase_id: number; created_at: string }[] }>(t, c.token, "walletledger", {});
    expect(ledger.data!.balance).toBe("23.000");
    expect(ledger.data!.entries.map((e) => [e.kind, e.amount, e.purchase_id])).toEqual([["cashback", "18.000", holder.purchaseId]]);
    expect(Date.parse(ledger.data!.entries[0]!.created_at)).not.toBeNaN();
    const other = await registerCustomer(t);
    expect((await callPlan<unknown[]>(t, other.token, "purchasehistory", {})).data).toEqual([]);
  });
});
