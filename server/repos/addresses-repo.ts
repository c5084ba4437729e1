// Delivery addresses: the only place their SQL is written. A save is idempotent per customer and
// key: the same key again answers the row stored the first time (concurrent repeats included, by
// the unique index), never a second row.
import type { Selectable } from "kysely";
import type { Db } from "../db/client.ts";
import type { AddressesTable, AddressType } from "../db/schema.ts";

export type AddressRow = Selectable<AddressesTable> & { area_name_en: string; area_name_ar: string };

export type AddressInput = {
  addressType: AddressType;
  areaId: number;
  block: string;
  street: string;
  avenue: string;
  houseNumber: string;
  appartmentNumber: string;
  floorNo: string;
  flatNo: string;
  companyName: string;
  officeNumber: string;
  directions: string;
  mobileNumber: string;
  lat: number | null;
  lng: number | null;
};

export type AddressesRepo = ReturnType<typeof createAddressesRepo>;

export function createAddressesRepo(db: Db) {
  const withArea = () =>
    db
      .selectFrom("addresses")
      .innerJoin("areas", "areas.id", "addresses.area_id")
      .selectAll("addresses")
      .select(["areas.name_en as area_name_en", "areas.name_ar as area_name_ar"]);

  return {
    async save(userId: number, key: string, a: AddressInput): Promise<{ row: AddressRow; repeated: boolean }> {
      const inserted = await db
        .insertInto("addresses")
        .values({
          user_id: userId,
          idempotency_key: key,
          address_type: a.addressType,
          area_id: a.areaId,
          block: a.block,
          street: a.street,
          avenue: a.avenue,
          house_number: a.houseNumber,
          appartment_number: a.appartmentNumber,
          floor_no: a.floorNo,
          flat_no: a.flatNo,
          company_name: a.companyName,
          office_number: a.officeNumber,
          directions: a.directions,
          mobile_number: a.mobileNumber,
          lat: a.lat,
          lng: a.lng,
        })
        .onConflict((oc) => oc.columns(["user_id", "idempotency_key"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      const row = await withArea().where("addresses.user_id", "=", userId).where("addresses.idempotency_key", "=", key).executeTakeFirstOrThrow();
      return { row, repeated: inserted === undefined };
    },

    /** The customer's current address: the latest saved. */
    latest(userId: number): Promise<AddressRow | undefined> {
      return withArea().where("addresses.user_id", "=", userId).orderBy("addresses.id", "desc").limit(1).executeTakeFirst();
    },

    /** The customer's address book, the latest first (the first is the current address). */
    list(userId: number, limit = 20): Promise<AddressRow[]> {
      return withArea().where("addresses.user_id", "=", userId).orderBy("addresses.id", "desc").limit(limit).execute();
    },

    async areaExists(areaId: number): Promise<boolean> {
      return (await db.selectFrom("areas").select("id").where("id", "=", areaId).executeTakeFirst()) !== undefined;
    },

    /** One address of the customer by id (a purchase's delivery address must be theirs). */
    findOwn(userId: number, addressId: number): Promise<AddressRow | undefined> {
      return withArea().where("addresses.user_id", "=", userId).where("addresses.id", "=", addressId).executeTakeFirst();
    },
  };
}
