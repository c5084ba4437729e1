// The checkout's calls (server/routes/orders.ts): /verifyCoupon, /purchasepackage and
// /purchasestatus. Wire shapes become app types here only. The profile (saved address, wallet) is
// the app's shared read model (src/profile/).
import type { PurchaseStatus } from "../../../server/db/schema.ts";
import { post } from "../../lib/api-client.ts";

/** The coupon's percentage; throws ApiError when it is wrong, expired or used. */
export async function verifyCoupon(userId: number, code: string): Promise<{ code: string; percent: number }> {
  const data = await post<{ coupon_code: string; discount_value: number }>("/verifyCoupon", { user_id: userId, coupon_code: code.trim() });
  return { code: data.coupon_code, percent: data.discount_value };
}

export type PurchaseAnswer = {
  purchaseId: number;
  status: PurchaseStatus;
  paymentUrl: string | null;
  startDate: string;
};

type WirePurchase = { purchase_id: number; status: PurchaseStatus; payment_url?: string | null; start_date: string };

export async function purchasePackage(fields: Record<string, string | number | undefined>): Promise<PurchaseAnswer> {
  const data = await post<WirePurchase>("/purchasepackage", fields);
  return { purchaseId: data.purchase_id, status: data.status, paymentUrl: data.payment_url ?? null, startDate: data.start_date };
}

export async function purchaseStatus(purchaseId: number): Promise<PurchaseAnswer> {
  const data = await post<WirePurchase>("/purchasestatus", { purchase_id: purchaseId }, { retry: 1 });
  return { purchaseId: data.purchase_id, status: data.status, paymentUrl: null, startDate: data.start_date };
}
