// The checkout's calls (server/routes/orders.ts): /verifyCoupon, /purchasepackage and
// /purchasestatus. Wire shapes become app types here only. The profile (saved address, wallet) is
// the app's shared read model (src/profile/).
import type { PurchaseStatus } from "../../../contract/fields.ts";
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
  packageId: number | null;
  days: number | null;
  endDate: string | null;
  totalFils: number | null;
  /** The provider's payment did not match the order (README "Payments"): nothing paid, contact support. */
  paymentProblem: string | null;
};

type PurchaseStatusWire = {
  purchase_id: number;
  status: PurchaseStatus;
  payment_url?: string | null;
  start_date: string;
  package_id?: number;
  days?: number;
  end_date?: string | null;
  total_fils?: number;
  payment_problem?: string | null;
};

function toAnswer(data: PurchaseStatusWire): PurchaseAnswer {
  return {
    purchaseId: data.purchase_id,
    status: data.status,
    paymentUrl: data.payment_url ?? null,
    startDate: data.start_date,
    packageId: data.package_id ?? null,
    days: data.days ?? null,
    endDate: data.end_date || null,
    totalFils: data.total_fils ?? null,
    paymentProblem: data.payment_problem ?? null,
  };
}

export async function purchasePackage(fields: Record<string, string | number | undefined>): Promise<PurchaseAnswer> {
  return toAnswer(await post<PurchaseStatusWire>("/purchasepackage", fields));
}

export async function purchaseStatus(purchaseId: number): Promise<PurchaseAnswer> {
  return { ...toAnswer(await post<PurchaseStatusWire>("/purchasestatus", { purchase_id: purchaseId }, { retry: 1 })), paymentUrl: null };
}
