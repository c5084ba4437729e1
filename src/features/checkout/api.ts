// The checkout's calls (server/routes/orders.ts, accounts.ts): the profile (saved address, wallet),
// /verifyCoupon, /purchasepackage and /purchasestatus. Wire shapes become app types here only.
import type { PurchaseStatus } from "../../../server/db/schema.ts";
import { post } from "../../lib/api-client.ts";

export type SavedAddress = {
  id: number;
  type: "house" | "building" | "office";
  street: string;
  block: string;
  avenue: string;
  houseNumber: string;
  floorNo: string;
  flatNo: string;
  officeNumber: string;
  companyName: string;
  apartmentNumber: string;
  directions: string;
  areaName: string;
  /** The area in English and in Arabic, so the card names it in the page's language (absent from
   *  copies saved on the device by older versions). */
  areaNames?: { en: string; ar: string };
  lat: number | undefined;
  lng: number | undefined;
};

export type Profile = { address: SavedAddress | null; walletFils: number; walletId: number | undefined };

type WireAddress = {
  address_id: number;
  address_type: string;
  street?: string | null;
  block?: string | null;
  avenue?: string | null;
  house_number?: string | null;
  floor_no?: string | null;
  flat_no?: string | null;
  office_number?: string | null;
  company_name?: string | null;
  appartment_number?: string | null;
  directions?: string | null;
  area?: { area_id: number; area_name: string; area_name_en?: string; area_name_ar?: string } | null;
  lat?: number | string | null;
  lang?: number | string | null;
};

type WireProfile = {
  address: WireAddress | WireAddress[] | null | false | "";
  wallet_array?: { wallet_id: number; wallet_amount: string; wallet_fils?: number }[];
  wallet_fils?: number;
};

const text = (v: string | null | undefined) => (v ?? "").toString();
const coordinate = (v: number | string | null | undefined) => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
};

function toAddress(w: WireAddress): SavedAddress {
  const type = w.address_type === "building" || w.address_type === "office" ? w.address_type : "house";
  return {
    id: w.address_id,
    type,
    street: text(w.street),
    block: text(w.block),
    avenue: text(w.avenue),
    houseNumber: text(w.house_number),
    floorNo: text(w.floor_no),
    flatNo: text(w.flat_no),
    officeNumber: text(w.office_number),
    companyName: text(w.company_name),
    apartmentNumber: text(w.appartment_number),
    directions: text(w.directions),
    areaName: text(w.area?.area_name),
    areaNames: { en: text(w.area?.area_name_en ?? w.area?.area_name), ar: text(w.area?.area_name_ar ?? w.area?.area_name) },
    lat: coordinate(w.lat),
    lng: coordinate(w.lang),
  };
}

export async function fetchProfile(userId: number): Promise<Profile> {
  const data = await post<WireProfile>("/getuserprofile", { user_id: userId });
  const raw = Array.isArray(data.address) ? data.address[0] : data.address;
  const wallet = data.wallet_array?.[0];
  return {
    address: raw ? toAddress(raw) : null,
    walletFils: wallet?.wallet_fils ?? data.wallet_fils ?? 0,
    walletId: wallet?.wallet_id,
  };
}

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
