// The customer's purchases and the wallet's ledger, as My plan lists them (/purchasehistory,
// /walletledger). The only place their SQL is written.
import type { Db } from "../db/client.ts";

export function createPurchaseHistoryRepo(db: Db) {
  return {
    /** The customer's purchases, newest first, with the package's names. */
    history(userId: number) {
      return db
        .selectFrom("purchases")
        .innerJoin("packages", "packages.id", "purchases.package_id")
        .selectAll("purchases")
        .select(["packages.name_en as package_en", "packages.name_ar as package_ar"])
        .where("purchases.user_id", "=", userId)
        .orderBy("purchases.id", "desc")
        .limit(200)
        .execute();
    },

    async ledger(userId: number) {
      const [user, entries] = await Promise.all([
        db.selectFrom("users").select("wallet_fils").where("id", "=", userId).executeTakeFirstOrThrow(),
        db
          .selectFrom("wallet_transactions")
          .select(["id", "purchase_id", "kind", "amount_fils", "created_at"])
          .where("user_id", "=", userId)
          .orderBy("id", "desc")
          .limit(500)
          .execute(),
      ]);
      return { balanceFils: user.wallet_fils, entries };
    },
  };
}

export type PurchaseHistoryRepo = ReturnType<typeof createPurchaseHistoryRepo>;
