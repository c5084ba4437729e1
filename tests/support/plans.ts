// Server-test helpers for plans: a customer with a paid purchase (the sandbox gateway's signed
// approval), and the plan calls with their answers typed as a client reads them.
import type { PlanDayWire as PlanDay, PlanWire as Plan } from "../../contract/plan.ts";
import { bearer, registerCustomer, type TestCustomer } from "./accounts.ts";
import { addressFor, purchaseFields, referenceOf, signedCallback, subPackage, TEST_PAYMENT_SECRET } from "./orders.ts";
import type { TestApp } from "./test-app.ts";

/** The plan as a client reads it: the contract's type (contract/plan.ts). */
export type { Plan, PlanDay };

export type Answer<T> = { status: number; data: T | null; code?: string; field?: string };

export type PlanHolder = TestCustomer & { addressId: number; purchaseId: number };

/**
 * Registers a customer who buys `days` delivery days of package 24 starting on `startDate` and pays
 * (approved by the gateway's signed callback; the app must use TEST_PAYMENT_SECRET).
 */
export async function planHolder(t: TestApp, o: { startDate: string; days?: number; langId?: 1 | 2; customer?: TestCustomer }): Promise<PlanHolder> {
  const c = o.customer ?? (await registerCustomer(t));
  const addressId = await addressFor(t, c.userId);
  const sub = await subPackage(t, { packageId: 24, days: o.days ?? 26, meals: 2, snacks: 3, soups: 0 });
  const fields = { ...purchaseFields({ sub, addressId, startDate: o.startDate }), ...(o.langId ? { lang_id: String(o.langId) } : {}) };
  const res = await t.postForm("/api/purchasepackage", fields, bearer(c.token));
  const body = (await res.json()) as { data: { purchase_id: number; payment_url: string } | null };
  if (!body.data) throw new Error(`purchase refused: ${JSON.stringify(body)}`);
  const paid = await t.postForm("/api/paymentcallback", signedCallback(referenceOf(body.data.payment_url), "approved", TEST_PAYMENT_SECRET));
  if (paid.status !== 200) throw new Error(`payment callback refused: ${await paid.text()}`);
  return { ...c, addressId, purchaseId: body.data.purchase_id };
}

export async function callPlan<T = Plan>(t: TestApp, token: string, path: string, fields: Record<string, string>): Promise<Answer<T>> {
  const res = await t.postForm(`/api/${path}`, fields, bearer(token));
  const body = (await res.json()) as { data: T | null; code?: string; field?: string };
  return { status: res.status, ...body };
}
