// A delivery address as one line of the kitchen's manifest, in English or Arabic: the parts the
// customer filled in, each with its label, the empty ones left out.
import type { LangId } from "../http/input.ts";

export type AddressParts = {
  address_type: string;
  block: string;
  street: string;
  avenue: string;
  house_number: string;
  appartment_number: string;
  floor_no: string;
  flat_no: string;
  company_name: string;
  office_number: string;
};

export function addressLine(lang: LangId, a: AddressParts): string {
  const L =
    lang === 2
      ? {
          block: "قطعة",
          street: "شارع",
          avenue: "جادة",
          house: "منزل",
          building: "عمارة",
          floor: "دور",
          flat: "شقة",
          office: "مكتب",
          sep: "، ",
        }
      : {
          block: "Block",
          street: "Street",
          avenue: "Avenue",
          house: "House",
          building: "Building",
          floor: "Floor",
          flat: "Flat",
          office: "Office",
          sep: ", ",
        };
  const parts: [string, string][] = [
    [L.block, a.block],
    [L.street, a.street],
    [L.avenue, a.avenue],
    [L.house, a.house_number],
    [L.building, a.appartment_number],
    [L.floor, a.floor_no],
    [L.flat, a.flat_no],
    ["", a.company_name],
    [L.office, a.office_number],
  ];
  return parts
    .filter(([, v]) => v.trim() !== "")
    .map(([label, v]) => (label ? `${label} ${v.trim()}` : v.trim()))
    .join(L.sep);
}
