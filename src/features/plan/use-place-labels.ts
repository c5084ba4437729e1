// How My plan names a saved address in one line, in the customer's language: its type, area,
// block and street ("House, Salmiya, Block 10, Salem Al-Mubarak St"), joined with the language's comma.
import { useLingui } from "@lingui/react/macro";
import { shownLocale } from "../../lib/i18n.ts";
import type { SavedPlace } from "./my-plan-page.tsx";

export function usePlaceLabels(places: readonly SavedPlace[]) {
  const { t, i18n } = useLingui();
  const locale = shownLocale(i18n);
  const typeName = { house: t`House`, building: t`Building`, office: t`Office` };
  const labelOf = (p: SavedPlace) => {
    const area = (locale === "ar" ? p.areaNames?.ar : p.areaNames?.en) || p.areaName;
    const block = p.block;
    const street = p.street;
    // A street the customer named as one ("Gulf Rd", "شارع الخليج") is not given the word twice.
    const namedStreet = /(^|\s)(street|st\.?|road|rd\.?|شارع|طريق)(\s|$)/iu.test(street);
    const streetPart = street && (namedStreet ? street : t`Street ${street}`);
    return [typeName[p.type], area, block && t`Block ${block}`, streetPart].filter(Boolean).join(locale === "ar" ? "، " : ", ");
  };
  const labelById = (id: number) => {
    const place = places.find((p) => p.id === id);
    return place ? labelOf(place) : t`The address of your order`;
  };
  return { labelOf, labelById };
}
