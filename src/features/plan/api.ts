// My plan's calls (server/routes/plans.ts): /subscriptiondetails, /purchasehistory, /walletledger,
// and the fields of /freezedays, /unfreezedays and /setdayaddress (sent through the outbox). The
// plan's wire type is contract/plan.ts's (types only: no zod in the app); wire shapes become app
// types here only.
import type { LedgerWire, PlanWire, PurchaseWire } from "../../../contract/plan.ts";
import { post } from "../../lib/api-client.ts";
import type { LangId } from "../../lib/db.ts";
import { parseKdToFils } from "../../../rules/money.ts";

export type DayState = "delivered" | "upcoming" | "locked" | "frozen" | "pending";

/** `picked`: the customer chose the day's dishes (absent in a plan kept on the device before the server said). */
export type PlanDay = { date: string; status: "upcoming" | "locked" | "delivered" | "frozen"; cutoffAt: string; addressId: number; picked?: boolean };

export type Plan = {
  purchaseId: number;
  packageId: number;
  subPackageId: number;
  packageName: string;
  meals: number;
  snacks: number;
  soups: number;
  deliveryDays: number;
  deliveryTimeId: number;
  deliveryTime: string;
  deliveryMethodId: number;
  deliveryMethod: string;
  deliveryAddressId: number;
  startDate: string;
  endDate: string;
  daysLeft: number;
  freezeLimit: number;
  frozenDays: number;
  frozenDaysLeft: number;
  lastAllowedEndDate: string;
  days: PlanDay[];
};

export type Purchase = {
  purchaseId: number;
  status: "pending" | "paid" | "declined" | "cancelled" | "superseded";
  packageName: string;
  days: number;
  meals: number;
  snacks: number;
  soups: number;
  startDate: string | null;
  endDate: string | null;
  paymentType: string;
  totalFils: number;
  walletFils: number;
  discountFils: number;
  cashbackFils: number;
  createdAt: string;
  /** The provider's payment did not match the order (README "Payments"): not paid, contact support. */
  paymentProblem?: string | null;
};

export type LedgerEntry = { id: number; kind: "spend" | "cashback" | "refund"; purchaseId: number | null; amountFils: number; createdAt: string };
export type Ledger = { balanceFils: number; entries: LedgerEntry[] };

/** The plan as the app uses it, from the server's answer (also what the outbox hands back). */
export function toPlan(w: PlanWire): Plan {
  return {
    purchaseId: w.purchase_id,
    packageId: w.package_id,
    subPackageId: w.sub_package_id,
    packageName: w.package_name,
    meals: w.meals,
    snacks: w.snacks,
    soups: w.soups,
    deliveryDays: w.delivery_days,
    deliveryTimeId: w.delivery_time_id,
    deliveryTime: w.delivery_time,
    deliveryMethodId: w.delivery_method_id,
    deliveryMethod: w.delivery_method,
    deliveryAddressId: w.delivery_address_id,
    startDate: w.start_date,
    endDate: w.end_date,
    daysLeft: w.days_left,
    freezeLimit: w.freeze_limit,
    frozenDays: w.frozen_days,
    frozenDaysLeft: w.frozen_days_left,
    lastAllowedEndDate: w.last_allowed_end_date,
    days: w.days.map((d) => ({ date: d.date, status: d.status, cutoffAt: d.cutoff_at, addressId: d.address_id, picked: d.picked })),
  };
}

/** Whether an answer has the plan's shape (what the outbox hands back is not typed). */
export function isWirePlan(value: unknown): value is PlanWire {
  const v = value as Partial<PlanWire> | null;
  return typeof v === "object" && v !== null && typeof v.purchase_id === "number" && Array.isArray(v.days);
}

const fils = (kd: string | null | undefined) => parseKdToFils(kd ?? "0") ?? 0;

export async function fetchPlan(langId: LangId): Promise<Plan | null> {
  const data = await post<PlanWire | null>("/subscriptiondetails", { lang_id: langId }, { retry: 1 });
  return data ? toPlan(data) : null;
}

export async function fetchPurchases(langId: LangId): Promise<Purchase[]> {
  const data = await post<PurchaseWire[]>("/purchasehistory", { lang_id: langId }, { retry: 1 });
  return data.map((p) => ({
    purchaseId: p.purchase_id,
    status: p.status,
    packageName: p.package_name,
    days: p.days,
    meals: p.meals,
    snacks: p.snacks,
    soups: p.soups,
    startDate: p.start_date,
    endDate: p.end_date,
    paymentType: p.payment_type,
    totalFils: fils(p.total_amount),
    walletFils: fils(p.wallet_amount),
    discountFils: fils(p.promo_code_discount),
    cashbackFils: fils(p.cashback_amount),
    createdAt: p.created_at,
    paymentProblem: p.payment_problem ?? null,
  }));
}

export async function fetchLedger(langId: LangId): Promise<Ledger> {
  const data = await post<LedgerWire>("/walletledger", { lang_id: langId }, { retry: 1 });
  return {
    balanceFils: data.balance_fils,
    entries: data.entries.map((e) => ({ id: e.id, kind: e.kind, purchaseId: e.purchase_id, amountFils: e.amount_fils, createdAt: e.created_at })),
  };
}

/** The fields of a freeze or a resume (the outbox adds the idempotency key). */
export function freezeFields(purchaseId: number, dates: readonly string[], langId: LangId): Record<string, string> {
  return { purchase_id: String(purchaseId), dates: [...dates].sort().join(","), lang_id: String(langId) };
}

/** The fields of a day's address change (the outbox adds the idempotency key). */
export function dayAddressFields(purchaseId: number, date: string, addressId: number, langId: LangId): Record<string, string> {
  return { purchase_id: String(purchaseId), date, address_id: String(addressId), lang_id: String(langId) };
}
