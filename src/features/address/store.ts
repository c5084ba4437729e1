// The address form's typing, kept on the device as the customer types (a phone in a car park may
// reload, lose the tab or close the modal): one draft per user and address type. A save (sent or
// kept in the outbox) clears the user's drafts; logout empties the table with the other user data.
// A save the server refused later, from the outbox, comes back as its type's draft with why.
import type { StorefrontDb, Table, TableSpec } from "../../lib/db.ts";
import { withDb } from "../../lib/lazy-db.ts";
import { BLANK, formOfPayload, type AddressForm, type AddressType } from "./address-rules.ts";

/**
 * What the customer is typing into the address form, per user and address type, kept until saved;
 * or a save the server refused once sent from the outbox, back to be fixed, with why (`refused`, the
 * save's idempotency key, the server's code and field; not indexed: no schema change).
 */
export type AddressDraft = {
  userId: number;
  type: "house" | "building" | "office";
  fields: Record<string, string>;
  updatedAt: number;
  refused?: { key: string; code: string; field?: string };
};

export type AddressTables = { addressDrafts: Table<AddressDraft, [number, AddressDraft["type"]]> };

/** The address form's schema fragment (lib/db.ts opens the database from it). */
export const ADDRESS_SCHEMA = {
  // 2: the address form's typing, kept as the customer types (issue "Delivery addresses").
  addressDrafts: { version: 2, indexes: "[userId+type], userId", user: true },
} as const satisfies Record<keyof AddressTables, TableSpec>;

const draftTable = <T>(run: (table: StorefrontDb["addressDrafts"]) => Promise<T>): Promise<T> => withDb((db) => run(db.addressDrafts));

export type Drafts = Partial<Record<AddressType, AddressForm>>;

/** The user's drafts and the type typed into last (undefined when there is none). */
export async function loadAddressDrafts(userId: number): Promise<{ drafts: Drafts; latest: AddressType | undefined }> {
  const rows = await draftTable((t) => t.where("userId").equals(userId).toArray());
  const drafts: Drafts = {};
  for (const row of rows) drafts[row.type] = formOfDraft(row);
  const latest = rows.sort((a, b) => b.updatedAt - a.updatedAt)[0]?.type;
  return { drafts, latest };
}

export async function saveAddressDraft(userId: number, type: AddressType, form: AddressForm): Promise<void> {
  await draftTable((t) => t.put({ userId, type, fields: { ...form }, updatedAt: Date.now() }));
}

export async function clearAddressDrafts(userId: number): Promise<void> {
  await draftTable((t) => t.where("userId").equals(userId).delete());
}

export type AddressRefusal = { type: AddressType; form: AddressForm } & NonNullable<AddressDraft["refused"]>;

/** Puts a refused save back as the draft of its type, with the server's code and field. */
export async function keepRefusedAddress(userId: number, payload: Record<string, string>, refused: AddressDraft["refused"]): Promise<void> {
  const type = (payload.address_type as AddressType | undefined) ?? "house";
  await draftTable((t) => t.put({ userId, type, fields: { ...formOfPayload(payload) }, updatedAt: Date.now(), refused }));
}

/** The latest refused save of the user not yet shown in the form (`undefined` when none). */
export async function readAddressRefusal(userId: number): Promise<AddressRefusal | undefined> {
  const rows = await draftTable((t) => t.where("userId").equals(userId).toArray());
  const row = rows.filter((r) => r.refused).sort((a, b) => b.updatedAt - a.updatedAt)[0];
  return row?.refused && { type: row.type, form: formOfDraft(row), ...row.refused };
}

/** The refusal has been shown: the draft stays, as typing. */
export async function markAddressRefusalShown(userId: number, type: AddressType): Promise<void> {
  await draftTable((t) =>
    t.where({ userId, type }).modify((row) => {
      delete row.refused;
    }),
  );
}

/** A stored draft as the form: only the form's own fields, as strings. */
function formOfDraft(row: AddressDraft): AddressForm {
  const form = { ...BLANK };
  for (const field of Object.keys(BLANK) as (keyof AddressForm)[]) {
    const value = row.fields[field];
    if (typeof value === "string") form[field] = value;
  }
  return form;
}
