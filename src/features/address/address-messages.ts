// The address form's words: each field's name, each problem's message and the three tabs. Apart
// from the rules (address-rules.ts), which the address book's store and the outbox load without
// the message macros.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AddressField, AddressType, Problem } from "./address-rules.ts";

export const PROBLEMS = {
  required: msg`This field is required.`,
  digits: msg`Use digits only.`,
  mobile: msg`Enter a Kuwaiti mobile number of 8 digits.`,
} satisfies Record<Problem, MessageDescriptor>;

/** What each field is called on the form. */
export const LABELS = {
  areaId: msg`Area`,
  block: msg`Block`,
  street: msg`Street`,
  avenue: msg`Avenue`,
  houseNumber: msg`House number`,
  buildingNumber: msg`Building number`,
  floor: msg`Floor`,
  apartment: msg`Apartment number`,
  company: msg`Company name`,
  office: msg`Office number`,
  directions: msg`Directions`,
  mobile: msg`Mobile number`,
} satisfies Record<AddressField, MessageDescriptor>;

export const ADDRESS_TABS: { type: AddressType; label: MessageDescriptor }[] = [
  { type: "house", label: msg`House` },
  { type: "building", label: msg`Apartment` },
  { type: "office", label: msg`Office` },
];
