// Delivery addresses (server/README.md "Calls under /api", docs/product-rules.md "Delivery address and map" and "Addresses offline"):
// - `/addaddress` (signed in): validated per type, the customer taken from the token, idempotent by
//   `idempotency_key` (form field) or the `Idempotency-Key` header: the same key again answers the
//   address stored the first time. Answers the address as the profile shows it.
// - `/reverselookup` (public): a point (`lat`, and `lang` as the contract spells longitude, or `lng`)
//   answers the area whose polygon holds it (the nearest polygon when none does; several of our areas
//   sharing one polygon: the one whose centre is nearest) with its governorate, or 422
//   `outside_delivery_area` for a point outside Kuwait's outline (the sea, another country).
// Wire names of the form: building number → `appartment_number`, apartment number → `flat_no`.
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { toLatinDigits as latinDigits } from "../../rules/money.ts";
import { normalizeMobile } from "../../rules/phone.ts";
import { requireUser, type AuthEnv } from "../auth/require-user.ts";
import type { AppDeps } from "../deps.ts";
import type { AddressType } from "../db/schema.ts";
import { areaShapeAt, governorateAt, nearest } from "../geo/kuwait.ts";
import { ApiError } from "../http/errors.ts";
import { input, langField, optionalField } from "../http/input.ts";
import { createAddressesRepo } from "../repos/addresses-repo.ts";
import { createCatalogRepo } from "../repos/catalog-repo.ts";
import { createUsersRepo } from "../repos/users-repo.ts";
import { pick } from "../lib/wire.ts";
import { addressWire } from "./address-wire.ts";

const text = (max: number) => z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().max(max)).optional();
/** Digits only (Arabic-Indic accepted), up to 6: house, floor, flat and office numbers. */
const number = z
  .preprocess((v) => (typeof v === "string" ? latinDigits(v.trim()) : v), z.string().regex(/^\d{0,6}$/))
  .optional();
const coordinate = z.preprocess((v) => (typeof v === "string" ? latinDigits(v.trim()) : v), z.string().regex(/^-?\d{1,3}(\.\d{1,12})?$/).transform(Number));

const ADDRESS_INPUT = z.object({
  lang_id: optionalField(langField),
  address_type: z.enum(["house", "building", "office"]),
  area_id: z.preprocess((v) => (typeof v === "string" ? latinDigits(v.trim()) : v), z.string().regex(/^\d{1,9}$/).transform(Number)),
  block: text(40),
  street: text(80),
  avenue: text(40),
  house_number: number,
  appartment_number: text(20),
  floor_no: number,
  flat_no: number,
  company_name: text(80),
  office_number: number,
  directions: text(300),
  mobile_number: text(30),
  lat: optionalField(coordinate),
  lang: optionalField(coordinate),
  idempotency_key: optionalField(z.string().trim().regex(/^[\w-]{8,100}$/)),
});

const POINT_INPUT = z.object({
  lat: coordinate,
  lang: optionalField(coordinate),
  lng: optionalField(coordinate),
  lang_id: optionalField(langField),
});

/** What each type needs, in the order the form shows it (the first missing is reported). */
const REQUIRED: Record<AddressType, (keyof z.infer<typeof ADDRESS_INPUT>)[]> = {
  house: ["block", "street", "house_number"],
  building: ["block", "street", "appartment_number", "floor_no", "flat_no"],
  office: ["company_name", "block", "street", "appartment_number", "floor_no"],
};

const missing = (field: string) => new ApiError(400, `missing_${field}`, `The field ${field} is required.`, field);

export function addressesRoutes({ db }: AppDeps) {
  const app = new Hono<AuthEnv>();
  const addresses = createAddressesRepo(db);
  const users = createUsersRepo(db);
  const catalog = createCatalogRepo(db);
  const authenticated = requireUser(db);

  app.post("/addaddress", authenticated, async (c) => {
    const f = await input(c, ADDRESS_INPUT);
    const userId = c.get("user").id;
    const lang = f.lang_id ?? 1;
    for (const field of REQUIRED[f.address_type]) if (!f[field]) throw missing(field);
    if (!(await addresses.areaExists(f.area_id))) throw new ApiError(400, "invalid_area_id", "No area has this area_id.", "area_id");
    // The form defaults the mobile number to the profile's; a caller that leaves it out gets the same.
    const given = f.mobile_number ? normalizeMobile(f.mobile_number) : (await users.findById(userId))?.mobile_no;
    if (!given) throw new ApiError(400, "invalid_mobile_number", "Enter a Kuwaiti mobile number of 8 digits.", "mobile_number");
    if ((f.lat === undefined) !== (f.lang === undefined)) throw missing(f.lat === undefined ? "lat" : "lang");
    if (f.lat !== undefined && f.lang !== undefined && !governorateAt(f.lat, f.lang)) {
      throw new ApiError(422, "outside_delivery_area", "This point is outside our delivery area.", "lat");
    }
    const key = f.idempotency_key ?? c.req.header("idempotency-key")?.trim() ?? randomUUID();
    if (!/^[\w-]{8,100}$/.test(key)) throw new ApiError(400, "invalid_idempotency_key", "The idempotency key is not valid.", "idempotency_key");
    const { row, repeated } = await addresses.save(userId, key, {
      addressType: f.address_type,
      areaId: f.area_id,
      block: f.block ?? "",
      street: f.street ?? "",
      avenue: f.avenue ?? "",
      houseNumber: f.address_type === "house" ? (f.house_number ?? "") : "",
      appartmentNumber: f.address_type === "house" ? "" : (f.appartment_number ?? ""),
      floorNo: f.address_type === "house" ? "" : (f.floor_no ?? ""),
      flatNo: f.address_type === "building" ? (f.flat_no ?? "") : "",
      companyName: f.address_type === "office" ? (f.company_name ?? "") : "",
      officeNumber: f.address_type === "office" ? (f.office_number ?? "") : "",
      directions: f.directions ?? "",
      mobileNumber: given,
      lat: f.lat ?? null,
      lng: f.lang ?? null,
    });
    return c.json({ data: { ...addressWire(row, lang), repeated } });
  });

  app.on(["GET", "POST"], "/reverselookup", async (c) => {
    const f = await input(c, POINT_INPUT);
    const lng = f.lang ?? f.lng;
    if (lng === undefined) throw missing("lang");
    const lang = f.lang_id ?? 1;
    const governorate = governorateAt(f.lat, lng);
    if (!governorate) throw new ApiError(422, "outside_delivery_area", "This point is outside our delivery area.", "lat");
    const areas = await catalog.listAreas();
    const shape = areaShapeAt(f.lat, lng);
    const inShape = shape ? areas.filter((a) => shape.shape.areaIds.includes(a.id)) : [];
    // A database seeded before an area was added lacks it: then the nearest centre of the rest.
    const found = nearest(f.lat, lng, inShape.length > 0 ? inShape : areas);
    if (!found) throw new ApiError(422, "outside_delivery_area", "This point is outside our delivery area.", "lat");
    const a = found.place;
    c.header("Cache-Control", "no-store");
    return c.json({
      data: {
        area: { area_id: a.id, area_name: pick(lang, a.name_en, a.name_ar), area_name_en: a.name_en, area_name_ar: a.name_ar },
        governorate: { governorate_id: a.governorate_id, governorate_name: pick(lang, a.governorate_en, a.governorate_ar) },
        outline_governorate: pick(lang, governorate.nameEn, governorate.nameAr),
        // 0 inside the area's polygon, else how far the point is from it.
        distance_km: Math.round((inShape.length > 0 ? shape!.km : found.km) * 100) / 100,
        lat: f.lat,
        lang: lng,
      },
    });
  });

  return app;
}
