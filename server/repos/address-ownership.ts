// Whether a delivery address belongs to a customer: the one question the orders service asks about
// addresses. The addresses table comes with the address feature (migration 004); until a database
// has it, no address belongs to anyone and a purchase is refused with `invalid_delivery_address_id`.
import { sql } from "kysely";
import type { Db } from "../db/client.ts";

export function createAddressOwnership(db: Db) {
  return {
    async belongsTo(userId: number, addressId: number): Promise<boolean> {
      const table = await sql<{ t: string | null }>`select to_regclass('addresses')::text as t`.execute(db);
      if (!table.rows[0]?.t) return false;
      const found = await sql<{ ok: number }>`select 1 as ok from addresses where id = ${addressId} and user_id = ${userId}`.execute(db);
      return found.rows.length > 0;
    },
  };
}

export type AddressOwnership = ReturnType<typeof createAddressOwnership>;
