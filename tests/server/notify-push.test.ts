// Notifications end to end (README "Notifications"): the real app and worker on a real database, a
// push service in this process (tests/support/push-service.ts) that checks the VAPID JWT and
// decrypts the aes128gcm payload with the subscription's own keys, and the scheduler under a test
// clock: one picks reminder per day without picks at 18:00 Kuwait time, none for a day picked, none
// twice with two workers or after a restart, none in quiet hours (sent at 08:00 instead).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPushSender } from "../../server/notify/push.ts";
import { vapidSource } from "../../server/notify/vapid.ts";
import { startNotifyWorker, type NotifyWorker } from "../../server/notify/worker.ts";
import { bearer } from "../support/accounts.ts";
import { FIRST_START, purchaseFields, referenceOf, signedCallback, subPackage, TEST_NOW, TEST_PAYMENT_SECRET } from "../support/orders.ts";
import { planHolder, type PlanHolder } from "../support/plans.ts";
import { decryptPayload, startPushService, verifyVapid, type PushService, type TestSubscription } from "../support/push-service.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type Payload = { id: number; kind: string; title: string; body: string; url: string; lang: string };

let t: TestApp;
let push: PushService;
let now = TEST_NOW;
let alice: PlanHolder;
let bob: PlanHolder;
let aliceDevice: TestSubscription;
let bobDevice: TestSubscription;
const workers: NotifyWorker[] = [];

function worker(): NotifyWorker {
  const w = startNotifyWorker({ db: t.db, push: createPushSender({ keys: vapidSource(t.db, undefined), agent: push.agent }), clock: () => now, pollMs: 3_600_000, logger: { error: () => {}, info: () => {} } });
  workers.push(w);
  return w;
}

async function subscribe(who: PlanHolder, s: TestSubscription): Promise<Response> {
  return t.postForm("/api/push/subscribe", { endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }, bearer(who.token));
}

/** What each device received: the payloads, decrypted with its keys. */
function receivedBy(s: TestSubscription): Payload[] {
  return push.received.filter((r) => s.endpoint.endsWith(r.path)).map((r) => JSON.parse(decryptPayload(r, s)) as Payload);
}

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ clock: () => now, paymentSecret: TEST_PAYMENT_SECRET, notify: { allowEndpoint: (url) => url.origin === push.origin } });
  alice = await planHolder(t, { startDate: FIRST_START, days: 6 });
  bob = await planHolder(t, { startDate: FIRST_START, days: 6, langId: 2 });
  aliceDevice = push.subscription("alice");
  bobDevice = push.subscription("bob");
  expect((await subscribe(alice, aliceDevice)).status).toBe(200);
  expect((await subscribe(bob, bobDevice)).status).toBe(200);
});

afterAll(async () => {
  for (const w of workers) await w.stop();
  await t?.close();
  await push?.close();
});

describe("web push", () => {
  it("sends each customer's payment message to their device, VAPID-signed and encrypted for it, in their language", async () => {
    await worker().pass();
    const key = ((await (await t.get("/api/push/key", {}, bearer(alice.token))).json()) as { data: { public_key: string } }).data.public_key;
    const toAlice = push.received.filter((r) => aliceDevice.endpoint.endsWith(r.path));
    expect(toAlice).toHaveLength(1);
    const claims = verifyVapid(toAlice[0]!.headers.authorization as string, key);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    const nowSeconds = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(nowSeconds);
    expect(claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600);
    expect(toAlice[0]!.headers.ttl).toBe("86400");
    expect(receivedBy(aliceDevice)).toEqual([expect.objectContaining({ kind: "payment", title: "Payment received", lang: "en", url: "/my-plan" })]);
    expect(receivedBy(bobDevice)).toEqual([expect.objectContaining({ kind: "payment", title: "تم استلام الدفع", lang: "ar" })]);
    // The same message, read from the inbox in the customer's language.
    const inbox = (await (await t.postForm("/api/inbox", {}, bearer(bob.token))).json()) as { data: { title: string; read: boolean }[] };
    expect(inbox.data).toEqual([expect.objectContaining({ title: "تم استلام الدفع", read: false })]);
  });

  it("tells the customer of a declined payment once, a duplicate verdict adding nothing", async () => {
    const sub = await subPackage(t, { packageId: 24, days: 6, meals: 2, snacks: 3, soups: 0 });
    const res = await t.postForm("/api/purchasepackage", purchaseFields({ sub, addressId: alice.addressId, startDate: "2026-07-04" }), bearer(alice.token));
    const reference = referenceOf(((await res.json()) as { data: { payment_url: string } }).data.payment_url);
    for (let i = 0; i < 2; i += 1) await t.postForm("/api/paymentcallback", signedCallback(reference, "declined", TEST_PAYMENT_SECRET));
    await worker().pass();
    const failed = receivedBy(aliceDevice).filter((p) => p.title === "Payment failed");
    expect(failed).toEqual([expect.objectContaining({ kind: "payment", url: "/checkout", body: expect.stringMatching(/did not go through/) })]);
  });

  it("forgets a subscription the push service answers 410 for, and keeps the others", async () => {
    const gone = push.subscription("alice-old", { gone: true });
    expect((await subscribe(alice, gone)).status).toBe(200);
    await t.postForm("/api/freezedays", { purchase_id: String(alice.purchaseId), dates: "2026-06-09", idempotency_key: "freeze-for-push-1" }, bearer(alice.token));
    await worker().pass();
    expect(receivedBy(aliceDevice).map((p) => p.title)).toEqual(["Payment received", "Payment failed", "Days frozen"]);
    const endpoints = await t.db.selectFrom("push_subscriptions").select("endpoint").where("user_id", "=", alice.userId).execute();
    expect(endpoints.map((e) => e.endpoint)).toEqual([aliceDevice.endpoint]);
  });
});

describe("the scheduler", () => {
  // FIRST_START (Saturday 6 June) closes on Thursday 4 June at 23:59 Kuwait time.
  const at = (iso: string) => new Date(iso);
  const reminders = (s: TestSubscription) => receivedBy(s).filter((p) => p.kind === "picks_reminder");

  it("reminds at 18:00 on the cutoff day only the customer without picks, once with two workers and after a restart", async () => {
    await t.db
      .insertInto("day_picks")
      .values({ purchase_id: bob.purchaseId, date: FIRST_START, slot_type: "meal", slot: 1, meal_id: 1, chosen_by: "customer" })
      .execute();
    now = at("2026-06-04T14:59:00Z");
    await worker().pass();
    expect(reminders(aliceDevice)).toEqual([]);

    now = at("2026-06-04T15:00:00Z");
    const [one, two] = [worker(), worker()];
    await Promise.all([one.pass(), two.pass()]);
    expect(reminders(aliceDevice)).toEqual([expect.objectContaining({ title: "Choose your meals for Saturday, 6 June 2026", url: `/my-plan?day=${FIRST_START}` })]);
    expect(reminders(bobDevice)).toEqual([]);

    for (const w of workers.splice(0)) await w.stop();
    now = at("2026-06-04T16:30:00Z");
    await worker().pass();
    expect(reminders(aliceDevice)).toHaveLength(1);
  });

  it("holds the delivery-day message in quiet hours and sends it at 08:00; a mail when the customer chose mail", async () => {
    expect((await t.postForm("/api/notify/preferences/save", { delivery_today: "mail" }, bearer(bob.token))).status).toBe(200);
    now = at("2026-06-06T04:00:00Z"); // 07:00 in Kuwait, quiet until 08:00
    await worker().pass();
    const today = (s: TestSubscription) => receivedBy(s).filter((p) => p.kind === "delivery_today");
    expect(today(aliceDevice)).toEqual([]);
    now = at("2026-06-06T05:00:00Z");
    await worker().pass();
    expect(today(aliceDevice)).toEqual([expect.objectContaining({ title: "Your delivery is today" })]);
    expect(today(bobDevice)).toEqual([]);
    const mails = await t.db.selectFrom("mail_outbox").select(["subject", "to_address"]).where("kind", "=", "notify_delivery_today").execute();
    expect(mails).toEqual([{ subject: "توصيلك اليوم", to_address: bob.email }]);
  });

  it("drops a device's subscription when its session signs out", async () => {
    expect((await t.postForm("/api/userlogout", {}, bearer(bob.token))).status).toBe(200);
    const left = await t.db.selectFrom("push_subscriptions").select("endpoint").orderBy("id").execute();
    expect(left.map((r) => r.endpoint)).toEqual([aliceDevice.endpoint]);
  });
});
