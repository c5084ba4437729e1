// The signed-in customer's profile as the app reads it (the saved delivery address and the wallet),
// shared by the address form, the checkout and the sign-in's next step: one call to
// /getuserprofile, one app type of the saved address, one copy on the device (the user cache
// "profile", dropped on logout). The wire's shapes become app types here only.
import { post } from "../lib/api-client.ts";
import { withDb } from "../lib/lazy-db.ts";
import { saveUserCache } from "../data/session.ts";

export type AddressType = "house" | "building" | "office";

/** The customer's saved delivery address (the server keeps the latest one as the current one). */
export type SavedAddress = {
  id: number;
  type: AddressType;
  /** Undefined in copies saved on the device by older versions. */
  areaId: number | undefined;
  areaName: string;
  /** The area in English and in Arabic, so a card names it in the page's language. */
  areaNames?: { en: string; ar: string };
  block: string;
  street: string;
  avenue: string;
  houseNumber: string;
  /** The building's number (the wire's `appartment_number`). */
  apartmentNumber: string;
  floorNo: string;
  flatNo: string;
  companyName: string;
  officeNumber: string;
  directions: string;
  mobileNumber: string;
  lat: number | undefined;
  lng: number | undefined;
};

/** `address` is the current one (the latest saved); `addresses` the whole book, latest first. */
export type Profile = { address: SavedAddress | null; addresses: SavedAddress[]; walletFils: number; walletId: number | undefined };

/** An address as /getuserprofile and /addaddress answer it. */
export type WireAddress = {
  address_id: number;
  address_type?: string;
  area_id?: number | null;
  area?: { area_id: number; area_name: string; area_name_en?: string; area_name_ar?: string } | null;
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
  mobile_number?: string | null;
  lat?: number | string | null;
  lang?: number | string | null;
};

type WireProfile = {
  address: WireAddress | WireAddress[] | null | false | "";
  addresses?: WireAddress[];
  wallet_array?: { wallet_id: number; wallet_amount: string; wallet_fils?: number }[];
  wallet_fils?: number;
};

const text = (v: string | null | undefined) => (v ?? "").toString();
const coordinate = (v: number | string | null | undefined) => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
};

export function toSavedAddress(w: WireAddress): SavedAddress {
  const type = w.address_type === "building" || w.address_type === "office" ? w.address_type : "house";
  const areaId = w.area_id ?? w.area?.area_id;
  return {
    id: w.address_id,
    type,
    areaId: typeof areaId === "number" ? areaId : undefined,
    areaName: text(w.area?.area_name),
    areaNames: { en: text(w.area?.area_name_en ?? w.area?.area_name), ar: text(w.area?.area_name_ar ?? w.area?.area_name) },
    block: text(w.block),
    street: text(w.street),
    avenue: text(w.avenue),
    houseNumber: text(w.house_number),
    apartmentNumber: text(w.appartment_number),
    floorNo: text(w.floor_no),
    flatNo: text(w.flat_no),
    companyName: text(w.company_name),
    officeNumber: text(w.office_number),
    directions: text(w.directions),
    mobileNumber: text(w.mobile_number),
    lat: coordinate(w.lat),
    lng: coordinate(w.lang),
  };
}

export async function fetchProfile(userId: number): Promise<Profile> {
  const data = await post<WireProfile>("/getuserprofile", { user_id: userId });
  const raw = Array.isArray(data.address) ? data.address[0] : data.address;
  const wallet = data.wallet_array?.[0];
  const address = raw ? toSavedAddress(raw) : null;
  return {
    address,
    addresses: data.addresses ? data.addresses.map(toSavedAddress) : address ? [address] : [],
    walletFils: wallet?.wallet_fils ?? data.wallet_fils ?? 0,
    walletId: wallet?.wallet_id,
  };
}

/** The profile from the server, kept on the device for the next visit (and offline). */
export async function refreshProfile(userId: number): Promise<Profile> {
  const fresh = await fetchProfile(userId);
  // The answer may come after a logout: kept only while the user is still signed in.
  await saveUserCache({ key: "profile", userId, value: fresh });
  return fresh;
}

/** A copy on the device, filled in where an older version kept fewer fields. */
export function readKeptProfile(value: unknown): Profile | undefined {
  if (!value || typeof value !== "object") return undefined;
  const kept = value as Partial<Profile>;
  const address = kept.address ? { ...EMPTY_ADDRESS, ...kept.address } : null;
  const addresses = Array.isArray(kept.addresses) ? kept.addresses.map((a) => ({ ...EMPTY_ADDRESS, ...a })) : address ? [address] : [];
  return { address, addresses, walletFils: kept.walletFils ?? 0, walletId: kept.walletId };
}

const EMPTY_ADDRESS: SavedAddress = {
  id: 0,
  type: "house",
  areaId: undefined,
  areaName: "",
  block: "",
  street: "",
  avenue: "",
  houseNumber: "",
  apartmentNumber: "",
  floorNo: "",
  flatNo: "",
  companyName: "",
  officeNumber: "",
  directions: "",
  mobileNumber: "",
  lat: undefined,
  lng: undefined,
};

/** An address the server has just saved becomes the profile's, whatever else the profile holds. */
export async function rememberSavedAddress(userId: number, address: WireAddress): Promise<void> {
  await withDb((db) =>
    db.transaction("rw", [db.session, db.userCache], async () => {
      const row = await db.userCache.get("profile");
      const kept = row && row.userId === userId ? readKeptProfile(row.value) : undefined;
      const saved = toSavedAddress(address);
      const book = [saved, ...(kept?.addresses ?? []).filter((a) => a.id !== saved.id)];
      const profile: Profile = { walletFils: 0, walletId: undefined, ...kept, address: saved, addresses: book };
      await saveUserCache({ key: "profile", userId, value: profile });
    }),
  );
}
