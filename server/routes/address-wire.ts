// An address as the profile and /addaddress answer it: the wire's names (building number →
// `appartment_number`, apartment number → `flat_no`, longitude → `lang`), the area in both languages.
import { pick } from "../lib/wire.ts";
import type { AddressRow } from "../repos/addresses-repo.ts";

export function addressWire(a: AddressRow, lang: 1 | 2) {
  return {
    address_id: a.id,
    address_type: a.address_type,
    area: { area_id: a.area_id, area_name: pick(lang, a.area_name_en, a.area_name_ar), area_name_en: a.area_name_en, area_name_ar: a.area_name_ar },
    area_id: a.area_id,
    block: a.block,
    street: a.street,
    avenue: a.avenue,
    house_number: a.house_number,
    appartment_number: a.appartment_number,
    floor_no: a.floor_no,
    flat_no: a.flat_no,
    company_name: a.company_name,
    office_number: a.office_number,
    directions: a.directions,
    mobile_number: a.mobile_number,
    lat: a.lat,
    lang: a.lng,
  };
}
