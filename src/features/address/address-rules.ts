// The address form's rules: the fields of each type (House, Apartment = "building" at the wire,
// Office), which are required, in the order the form shows them, and the form turned into the
// fields of `/addaddress`. Numbers accept Arabic-Indic digits.
import { toLatinDigits } from "../../../rules/money.ts";
import { normalizeMobile } from "../../../rules/phone.ts";
import type { AddressType, SavedAddress } from "../../profile/profile.ts";

export type { AddressType };
export const ADDRESS_TYPES: AddressType[] = ["house", "building", "office"];

export type AddressForm = {
  areaId: string;
  block: string;
  street: string;
  avenue: string;
  houseNumber: string;
  buildingNumber: string;
  floor: string;
  apartment: string;
  company: string;
  office: string;
  directions: string;
  mobile: string;
};
export type AddressField = keyof AddressForm;

export const BLANK: AddressForm = {
  areaId: "",
  block: "",
  street: "",
  avenue: "",
  houseNumber: "",
  buildingNumber: "",
  floor: "",
  apartment: "",
  company: "",
  office: "",
  directions: "",
  mobile: "",
};

/** The fields each type shows, in order (optional ones included). */
export const FIELDS: Record<AddressType, AddressField[]> = {
  house: ["areaId", "block", "street", "avenue", "houseNumber", "directions", "mobile"],
  building: ["areaId", "block", "street", "avenue", "buildingNumber", "floor", "apartment", "directions", "mobile"],
  office: ["areaId", "company", "block", "street", "avenue", "buildingNumber", "floor", "office", "directions", "mobile"],
};

const OPTIONAL = new Set<AddressField>(["avenue", "directions", "office"]);
const NUMERIC = new Set<AddressField>(["houseNumber", "floor", "apartment", "office"]);

export const isRequired = (field: AddressField) => !OPTIONAL.has(field);
export const isNumeric = (field: AddressField) => NUMERIC.has(field);

/** What can be wrong with a field (its words: address-messages.ts). */
export type Problem = "required" | "digits" | "mobile";

export { normalizeMobile };

/** Each field's problem, in the form's order. */
export function checkAddress(type: AddressType, form: AddressForm): [AddressField, Problem][] {
  const problems: [AddressField, Problem][] = [];
  for (const field of FIELDS[type]) {
    const value = form[field].trim();
    if (!value) {
      if (isRequired(field)) problems.push([field, "required"]);
      continue;
    }
    if (isNumeric(field) && !/^\d{1,6}$/.test(toLatinDigits(value))) problems.push([field, "digits"]);
    if (field === "mobile" && !normalizeMobile(value)) problems.push([field, "mobile"]);
  }
  return problems;
}

/** The `/addaddress` fields of a valid form. */
export function toPayload(type: AddressType, form: AddressForm, point?: { lat: number; lng: number }): Record<string, string> {
  const shown = new Set(FIELDS[type]);
  const v = (field: AddressField) => (shown.has(field) ? toLatinDigits(form[field].trim()) : "");
  return {
    address_type: type,
    area_id: form.areaId,
    block: v("block"),
    street: v("street"),
    avenue: v("avenue"),
    house_number: v("houseNumber"),
    appartment_number: v("buildingNumber"),
    floor_no: v("floor"),
    flat_no: v("apartment"),
    company_name: v("company"),
    office_number: v("office"),
    directions: form.directions.trim(),
    mobile_number: normalizeMobile(form.mobile) ?? "",
    ...(point ? { lat: String(point.lat), lang: String(point.lng) } : {}),
  };
}

/** The saved address (the profile's) as the form of its type. */
export function formOf(saved: SavedAddress): AddressForm {
  return {
    areaId: saved.areaId === undefined ? "" : String(saved.areaId),
    block: saved.block,
    street: saved.street,
    avenue: saved.avenue,
    houseNumber: saved.houseNumber,
    buildingNumber: saved.apartmentNumber,
    floor: saved.floorNo,
    apartment: saved.flatNo,
    company: saved.companyName,
    office: saved.officeNumber,
    directions: saved.directions,
    mobile: saved.mobileNumber,
  };
}

/** A queued save's fields back as the form (to show what waits, or to fix what was refused). */
export function formOfPayload(p: Record<string, string>): AddressForm {
  return {
    areaId: p.area_id ?? "",
    block: p.block ?? "",
    street: p.street ?? "",
    avenue: p.avenue ?? "",
    houseNumber: p.house_number ?? "",
    buildingNumber: p.appartment_number ?? "",
    floor: p.floor_no ?? "",
    apartment: p.flat_no ?? "",
    company: p.company_name ?? "",
    office: p.office_number ?? "",
    directions: p.directions ?? "",
    mobile: p.mobile_number ?? "",
  };
}

/** The form field a server error names (its wire name). */
const WIRE_FIELDS: Record<string, AddressField> = {
  area_id: "areaId",
  block: "block",
  street: "street",
  avenue: "avenue",
  house_number: "houseNumber",
  appartment_number: "buildingNumber",
  floor_no: "floor",
  flat_no: "apartment",
  company_name: "company",
  office_number: "office",
  directions: "directions",
  mobile_number: "mobile",
};

export function fieldOfWire(field: string | undefined): AddressField | undefined {
  return field ? WIRE_FIELDS[field] : undefined;
}
