// The account feature's device state: the checkout-flow flag (settings key "checkoutFlow"), set
// when the customer reaches /account from the order, read and cleared after sign-in.
import { withDb } from "../../lib/lazy-db.ts";

export async function markCheckoutFlow(): Promise<void> {
  await withDb((db) => db.settings.put({ key: "checkoutFlow", value: true }));
}

/** Whether the customer came from the order; the flag is cleared in the same transaction. */
export async function takeCheckoutFlow(): Promise<boolean> {
  return withDb((db) =>
    db.transaction("rw", db.settings, async () => {
      const row = await db.settings.get("checkoutFlow");
      if (row) await db.settings.delete("checkoutFlow");
      return row?.key === "checkoutFlow" && row.value === true;
    }),
  );
}
