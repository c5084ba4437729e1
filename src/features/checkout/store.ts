// The checkout's device state: its choices in the order draft (so they survive the trip to the
// payment page), the purchase's idempotency key, and the checkout-flow flag that brings a guest
// back here after signing in.
import { withDb } from "../../lib/lazy-db.ts";
import { updateDraft } from "../../order/order-draft.ts";
import { keepUniqueCode } from "../../order/store.ts";
import { newUniqueCode } from "./pay-rules.ts";

export async function markCheckoutFlow(): Promise<void> {
  await withDb((db) => db.settings.put({ key: "checkoutFlow", value: true }));
}

export const saveCheckoutChoice = updateDraft;

/** The key for this order: the saved one when the order is unchanged, else a new one (saved). */
export async function uniqueCodeFor(orderKey: string): Promise<string> {
  return keepUniqueCode(orderKey, newUniqueCode);
}

/** A newer order replaced the one this key was for: the next Pay now makes a new purchase. */
export async function forgetUniqueCode(): Promise<void> {
  await updateDraft({ uniqueCode: undefined, uniqueFor: undefined });
}
