// Whether a delivery address belongs to a customer: the one question the orders service asks about
// addresses (the addresses repo answers it).
import type { Db } from "../db/client.ts";
import { createAddressesRepo } from "./addresses-repo.ts";

export function createAddressOwnership(db: Db) {
  const addresses = createAddressesRepo(db);
  return {
    async belongsTo(userId: number, addressId: number): Promise<boolean> {
      return (await addresses.findOwn(userId, addressId)) !== undefined;
    },
  };
}

export type AddressOwnership = ReturnType<typeof createAddressOwnership>;
