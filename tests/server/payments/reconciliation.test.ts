// The reconciliation of provider payments left pending (orders/provider-payments.ts) with an
// injected clock: the customer closed the tab before the return and the webhook never came; it is
// asked about after a few minutes, then with a growing delay, then paid once or expired; two
// instances share the work without asking twice; an instance that died holding a claim is relieved
// after its lease, also after a restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProviderAttemptsRepo } from "../../../server/repos/provider-attempts-repo.ts";
import { TEST_NOW } from "../../support/orders.ts";
import { startProviderShop, type ProviderName, type ProviderShop } from "../../support/provider-shop.ts";

const MINUTE = 60_000;

describe.each<ProviderName>(["myfatoorah", "tap"])("%s reconciliation", (name) => {
  let s: ProviderShop;
  beforeAll(async () => {
    s = await startProviderShop(name);
  });
  afterAll(() => s.close());

  const at = (ms: number) => (s.clock.now = new Date(TEST_NOW.getTime() + ms));
  const purchaseStatus = async (id: number) => (await s.t.db.selectFrom("purchases").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  const cashbackLines = async (userId: number) =>
    (await s.t.db.selectFrom("wallet_transactions").select("id").where("user_id", "=", userId).where("kind", "=", "cashback").execute()).length;
  /** Clears what earlier tests left due, so each test counts its own attempts. */
  const settleEarlier = () => s.t.db.updateTable("payment_attempts").set({ status: "cancelled" }).where("status", "=", "pending").execute();

  it("pays a purchase whose customer closed the tab, once, at the first check after a few minutes", async () => {
    await settleEarlier();
    at(0);
    const c = await s.customer();
    const p = await s.buy(c);
    await s.provider.decide(s.provider.idOf(p.url), "approve", { webhook: false });
    const worker = s.instance().provider!;
    at(2 * MINUTE);
    expect(await worker.reconcileDue()).toBe(0);
    expect(await purchaseStatus(p.purchaseId)).toBe("pending");
    at(4 * MINUTE);
    expect(await worker.reconcileDue()).toBe(1);
    expect(await purchaseStatus(p.purchaseId)).toBe("paid");
    at(60 * MINUTE);
    expect(await worker.reconcileDue()).toBe(0);
    expect(await cashbackLines(c.userId)).toBe(1);
  });

  it("asks again later while the provider says pending, and expires the purchase after the last check", async () => {
    await settleEarlier();
    at(0);
    const c = await s.customer();
    const p = await s.buy(c);
    const worker = s.instance().provider!;
    at(4 * MINUTE);
    expect(await worker.reconcileDue()).toBe(1);
    expect(await worker.reconcileDue()).toBe(0); // rescheduled, not due at once
    at(7 * MINUTE);
    expect(await worker.reconcileDue()).toBe(1);
    // The attempt is created at the database's time; the expiry is measured from it.
    const created = await s.t.db.selectFrom("payment_attempts").select("created_at").where("purchase_id", "=", p.purchaseId).executeTakeFirstOrThrow();
    s.clock.now = new Date(created.created_at.getTime() + 3 * 60 * MINUTE);
    expect(await worker.reconcileDue()).toBe(1);
    expect(await purchaseStatus(p.purchaseId)).toBe("cancelled");
    expect(await s.status(c, p.purchaseId)).toMatchObject({ status: "cancelled", paid: false });
  });

  it("two instances reconciling together pay each purchase once", async () => {
    await settleEarlier();
    at(0);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => s.customer()));
    const bought = [];
    for (const c of buyers) {
      const p = await s.buy(c);
      await s.provider.decide(s.provider.idOf(p.url), "approve", { webhook: false });
      bought.push({ c, p });
    }
    at(5 * MINUTE);
    const [a, b] = [s.instance().provider!, s.instance().provider!];
    const claimed = await Promise.all([a.reconcileDue(4), b.reconcileDue(4), a.reconcileDue(4), b.reconcileDue(4)]);
    expect(claimed.reduce((x, y) => x + y, 0)).toBe(6);
    for (const { c, p } of bought) {
      expect(await purchaseStatus(p.purchaseId)).toBe("paid");
      expect(await cashbackLines(c.userId)).toBe(1);
    }
  });

  it("an attempt claimed by an instance that died is taken again after its lease (as after a restart)", async () => {
    await settleEarlier();
    at(0);
    const c = await s.customer();
    const p = await s.buy(c);
    await s.provider.decide(s.provider.idOf(p.url), "approve", { webhook: false });
    at(5 * MINUTE);
    // The dead instance's claim: leased, never finished.
    expect(await createProviderAttemptsRepo(s.t.db).claimDue(s.clock.now, 2 * MINUTE, 10)).toHaveLength(1);
    const restarted = s.instance().provider!;
    expect(await restarted.reconcileDue()).toBe(0);
    at(8 * MINUTE);
    expect(await restarted.reconcileDue()).toBe(1);
    expect(await purchaseStatus(p.purchaseId)).toBe("paid");
  });
});
