// The kitchen's calls (server/routes/ops.ts, README "Operator"): a day's production list and
// delivery manifest in the page's language, and either as the server's CSV file. The wire's
// snake_case becomes the app's types here only. Only the operator's token is answered: a
// customer's gets 403 forbidden_role, which the screen turns into its kitchen-only message.
import { post, postForBlob } from "../../lib/api-client.ts";
import type { LangId } from "../../lib/db.ts";
import type { OpsKind } from "./ops-rules.ts";

export type ProductionRow = {
  mealId: number;
  mealName: string;
  mealTypeId: number;
  mealType: string;
  packageId: number;
  packageName: string;
  portionGrams: number;
  /** A meal's protein and carbohydrate portions, "P150 C100"; empty for a snack or a soup. */
  portions: string;
  count: number;
};
export type ProductionList = { date: string; deliveries: number; dishes: number; rows: ProductionRow[] };

export type Delivery = {
  purchaseId: number;
  customerName: string;
  phone: string;
  address: string;
  directions: string;
  window: string;
  method: string;
  /** The box's meals' portions, "P150 C100". */
  portions: string;
};
export type ManifestArea = { name: string; deliveries: Delivery[] };
export type ManifestGovernorate = { id: number; name: string; areas: ManifestArea[] };
export type Manifest = { date: string; count: number; governorates: ManifestGovernorate[] };

export type OpsLists = { production: ProductionList; manifest: Manifest };

type ProductionWire = {
  date: string;
  deliveries: number;
  dishes: number;
  rows: {
    meal_id: number;
    meal_name: string;
    meal_type_id: number;
    meal_type: string;
    package_id: number;
    package_name: string;
    portion_grams: number;
    portions: string;
    count: number;
  }[];
};

type DeliveryWire = {
  purchase_id: number;
  customer_name: string;
  phone: string;
  address: string;
  directions: string;
  window: string;
  method: string;
  portions: string;
};
type ManifestWire = {
  date: string;
  count: number;
  governorates: { governorate_id: number; governorate: string; areas: { area: string; deliveries: DeliveryWire[] }[] }[];
};

function toProduction(w: ProductionWire): ProductionList {
  return {
    date: w.date,
    deliveries: w.deliveries,
    dishes: w.dishes,
    rows: w.rows.map((r) => ({
      mealId: r.meal_id,
      mealName: r.meal_name,
      mealTypeId: r.meal_type_id,
      mealType: r.meal_type,
      packageId: r.package_id,
      packageName: r.package_name,
      portionGrams: r.portion_grams,
      portions: r.portions,
      count: r.count,
    })),
  };
}

function toManifest(w: ManifestWire): Manifest {
  return {
    date: w.date,
    count: w.count,
    governorates: w.governorates.map((g) => ({
      id: g.governorate_id,
      name: g.governorate,
      areas: g.areas.map((a) => ({
        name: a.area,
        deliveries: a.deliveries.map((d) => ({
          purchaseId: d.purchase_id,
          customerName: d.customer_name,
          phone: d.phone,
          address: d.address,
          directions: d.directions,
          window: d.window,
          method: d.method,
          portions: d.portions,
        })),
      })),
    })),
  };
}

export async function fetchProduction(date: string, langId: LangId): Promise<ProductionList> {
  return toProduction(await post<ProductionWire>("/ops/production", { date, lang_id: langId }));
}

export async function fetchManifest(date: string, langId: LangId): Promise<Manifest> {
  return toManifest(await post<ManifestWire>("/ops/manifest", { date, lang_id: langId }));
}

/** The list of `kind` as the server's CSV file (UTF-8 with a byte-order mark, for Excel). */
export function fetchCsv(kind: OpsKind, date: string, langId: LangId): Promise<Blob> {
  return postForBlob(`/ops/${kind}.csv`, { date, lang_id: langId });
}

export type RefundDestination = "card" | "wallet";
export type RefundResult = { refundId: number; purchaseId: number; destination: RefundDestination; amount: string; status: string; repeated: boolean };

/**
 * The operator's refund of a paid purchase (POST /ops/refund, README "Payments"): `refundKey` makes
 * a repeat (a double click, a retry after a timeout) the same refund. Throws ApiError with the
 * server's code (purchase_not_paid, refund_exceeds_paid, card_refund_unavailable, refund_failed…).
 */
export async function refundPurchase(r: { purchaseId: number; amount: string; destination: RefundDestination; reason: string; refundKey: string }): Promise<RefundResult> {
  const w = await post<{ refund_id: number; purchase_id: number; destination: RefundDestination; amount: string; status: string; repeated: boolean }>("/ops/refund", {
    purchase_id: r.purchaseId,
    amount: r.amount,
    destination: r.destination,
    reason: r.reason,
    refund_key: r.refundKey,
  });
  return { refundId: w.refund_id, purchaseId: w.purchase_id, destination: w.destination, amount: w.amount, status: w.status, repeated: w.repeated };
}
