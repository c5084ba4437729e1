// What the kitchen's /ops lists read: the plans delivering on a date, the manifest's facts of each
// delivery address, the names of delivery windows, methods and packages. The only place their SQL
// is written.
import type { Db } from "../db/client.ts";

export function createKitchenRepo(db: Db) {
  return {
    /** Paid plans whose delivery span holds `date` (the caller checks frozen days and Fridays). */
    plansOn(date: string) {
      return db
        .selectFrom("purchases")
        .selectAll()
        .where("status", "=", "paid")
        .where("start_date", "<=", date)
        .where("end_date", ">=", date)
        .orderBy("id")
        .execute();
    },

    /** Everything the manifest prints about a delivery to `addressId`. */
    manifestFacts(addressIds: number[]) {
      if (addressIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("addresses")
        .innerJoin("users", "users.id", "addresses.user_id")
        .innerJoin("areas", "areas.id", "addresses.area_id")
        .innerJoin("governorates", "governorates.id", "areas.governorate_id")
        .select([
          "addresses.id",
          "addresses.address_type",
          "addresses.block",
          "addresses.street",
          "addresses.avenue",
          "addresses.house_number",
          "addresses.appartment_number",
          "addresses.floor_no",
          "addresses.flat_no",
          "addresses.company_name",
          "addresses.office_number",
          "addresses.directions",
          "addresses.mobile_number",
          "users.first_name",
          "users.last_name",
          "users.mobile_no",
          "areas.name_en as area_en",
          "areas.name_ar as area_ar",
          "governorates.id as governorate_id",
          "governorates.name_en as governorate_en",
          "governorates.name_ar as governorate_ar",
        ])
        .where("addresses.id", "in", addressIds)
        .execute();
    },

    deliveryNames() {
      return Promise.all([
        db.selectFrom("delivery_times").select(["id", "name_en", "name_ar"]).execute(),
        db.selectFrom("delivery_methods").select(["id", "name_en", "name_ar"]).execute(),
        db.selectFrom("packages").select(["id", "name_en", "name_ar", "protein_grams"]).execute(),
      ]);
    },
  };
}

export type KitchenRepo = ReturnType<typeof createKitchenRepo>;
