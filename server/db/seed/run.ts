// Loads the seed catalog into an empty database, once: a `meta` row records the seed version, so
// restarting the server never duplicates anything. Everything happens in one transaction.
// A demo (README "Demo and live") also gets the demo customer and the seed's coupons; a live shop
// gets the catalog only, and refuses a database a demo has used (its customer and coupons are there).
import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { ShopMode } from "../../env.ts";
import { seedDemoCustomer, seedOperator } from "./customers.ts";
import { seedDishFacts } from "./dish-facts-backfill.ts";
import type { SeedCatalog } from "./types.ts";
import { MEAL_TYPES as MEAL_TYPE_LIST } from "../../../rules/meal-types.ts";

export const SEED_VERSION = "1";
/** Any fixed number: names the advisory lock the seeding instances share. */
const SEED_LOCK_KEY = 742_001;

const MEAL_TYPES = MEAL_TYPE_LIST.map((t) => ({ id: t.id, name_en: t.category.en, name_ar: t.category.ar }));

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 250) await insert(rows.slice(i, i + 250));
}

export type SeedOptions = {
  /** demo (default): with the demo customer and coupons; live: the catalog only. */
  mode?: ShopMode;
  /** The operator's password (OPS_PASSWORD or the demo's generated one); unset, a random one no one knows. */
  operatorPassword?: string;
};

/** A live shop was started on a database that holds a demo's data. */
export class DemoDatabaseError extends Error {
  constructor(why: string) {
    super(`This database holds a demo shop's data (${why}): a live shop starts on a database of its own (a new DATA_DIR or DATABASE_URL)`);
    this.name = "DemoDatabaseError";
  }
}

/** Returns true when it seeded, false when the database already held this seed. */
export async function seedCatalog(db: Db, catalog: SeedCatalog, options: SeedOptions = {}): Promise<boolean> {
  const mode = options.mode ?? "demo";
  if (mode === "live") await refuseDemoDatabase(db, catalog);
  // Its own idempotent step (outside the transaction: hashing takes a moment), so databases seeded
  // before accounts existed get the demo customer too.
  else await seedDemoCustomer(db, catalog.demoCustomer);
  await seedOperator(db, options.operatorPassword);
  const seeded = await db.transaction().execute(async (trx) => {
    // Several instances starting at once on one PostgreSQL: the first seeds, the others wait here
    // and then find the seed done (the lock ends with the transaction).
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const done = await trx.selectFrom("meta").select("value").where("key", "=", "seed_version").executeTakeFirst();
    if (done) return false;
    // Which kind of shop this database was seeded for (a database without the row is a demo's).
    await trx.insertInto("meta").values({ key: "seed_mode", value: mode }).execute();

    await trx.insertInto("meal_types").values(MEAL_TYPES).execute();
    await trx
      .insertInto("package_types")
      .values(catalog.packageTypes.map((t) => ({ id: t.id, name_en: t.name.en, name_ar: t.name.ar })))
      .execute();
    await trx
      .insertInto("packages")
      .values(
        catalog.packages.map((p) => ({
          id: p.id,
          package_type: p.packageType,
          name_en: p.name.en,
          name_ar: p.name.ar,
          gram_label_en: p.gramLabel.en,
          gram_label_ar: p.gramLabel.ar,
          description_en: p.description.en,
          description_ar: p.description.ar,
          protein_grams: p.proteinGrams,
          friday_charge_type: p.fridayChargeType,
          friday_charge_value: p.fridayChargeValue,
          festival_affect: p.festivalAffect,
          image: p.image,
          sort: p.sort,
        })),
      )
      .execute();
    await trx
      .insertInto("package_max_values")
      .values(
        catalog.packages.flatMap((p) =>
          Object.entries(p.maxPerMealType).map(([type, max]) => ({
            package_id: p.id,
            meal_type_id: Number(type),
            max_value: max,
          })),
        ),
      )
      .execute();
    await insertChunked(catalog.subPackages, (chunk) =>
      trx
        .insertInto("sub_packages")
        .values(
          chunk.map((s) => ({
            package_id: s.packageId,
            days: s.days,
            meals: s.meals,
            snacks: s.snacks,
            soups: s.soups,
            price_fils: s.priceFils,
            actual_price_fils: s.actualPriceFils,
            min_cal: s.minCal,
            max_cal: s.maxCal,
          })),
        )
        .execute(),
    );
    await trx
      .insertInto("protein_tags")
      .values(catalog.proteinTags.map((t) => ({ id: t.id, title_en: t.title.en, title_ar: t.title.ar, icon: t.icon })))
      .execute();
    await insertChunked(catalog.meals, (chunk) =>
      trx
        .insertInto("meals")
        .values(
          chunk.map((m) => ({
            id: m.id,
            meal_type_id: m.mealTypeId,
            name_en: m.name.en,
            name_ar: m.name.ar,
            protein_tag_id: m.proteinTagId,
            days: m.days,
            prot_carbs_en: m.protCarbs.en,
            prot_carbs_ar: m.protCarbs.ar,
            small_grams: m.nutrition[0].grams,
            small_calories: m.nutrition[0].calories,
            large_grams: m.nutrition[1].grams,
            large_calories: m.nutrition[1].calories,
            default_calories: m.defaultCalories,
            palette: m.palette,
            allergens: m.allergens,
            ingredients_en: m.ingredients.en,
            ingredients_ar: m.ingredients.ar,
            protein_g: m.macros.protein,
            carbs_g: m.macros.carbs,
            fat_g: m.macros.fat,
          })),
        )
        .execute(),
    );
    await insertChunked(
      catalog.meals.flatMap((m) => m.packageIds.map((packageId) => ({ meal_id: m.id, package_id: packageId }))),
      (chunk) => trx.insertInto("meal_packages").values(chunk).execute(),
    );
    const named = (rows: { id: number; name: { en: string; ar: string }; sort: number }[]) =>
      rows.map((r) => ({ id: r.id, name_en: r.name.en, name_ar: r.name.ar, sort: r.sort }));
    await trx.insertInto("delivery_times").values(named(catalog.deliveryTimes)).execute();
    await trx.insertInto("delivery_methods").values(named(catalog.deliveryMethods)).execute();
    await trx
      .insertInto("governorates")
      .values(catalog.governorates.map((g) => ({ id: g.id, name_en: g.name.en, name_ar: g.name.ar })))
      .execute();
    await trx
      .insertInto("areas")
      .values(
        catalog.areas.map((a) => ({
          id: a.id,
          governorate_id: a.governorateId,
          name_en: a.name.en,
          name_ar: a.name.ar,
          lat: a.lat,
          lng: a.lng,
        })),
      )
      .execute();
    await trx
      .insertInto("content_pages")
      .values(
        catalog.content.flatMap((c) => [
          { key: c.key, lang_id: 1, html: c.html.en },
          { key: c.key, lang_id: 2, html: c.html.ar },
        ]),
      )
      .execute();
    // The seed's coupons are the demo's (published in the README): a live shop makes its own.
    if (mode === "demo") {
      await trx
        .insertInto("coupons")
        .values(
          catalog.coupons.map((c) => ({
            code: c.code,
            discount_type: c.discountType,
            discount_value: c.discountValue,
            expires_at: new Date(c.expiresAt),
            usage_limit: c.usageLimit,
            per_customer_limit: c.perCustomerLimit,
          })),
        )
        .execute();
    }
    await trx.insertInto("meta").values({ key: "seed_version", value: SEED_VERSION }).execute();
    return true;
  });
  // A database seeded before migration 008 gets each dish's allergens, ingredients and macros.
  await seedDishFacts(db, catalog);
  return seeded;
}

/** Throws when the database was seeded for a demo or holds the demo customer. */
async function refuseDemoDatabase(db: Db, catalog: SeedCatalog): Promise<void> {
  const meta = await db.selectFrom("meta").select(["key", "value"]).where("key", "in", ["seed_version", "seed_mode"]).execute();
  const seededAs = meta.find((m) => m.key === "seed_mode")?.value ?? (meta.length > 0 ? "demo" : undefined);
  if (seededAs === "demo") throw new DemoDatabaseError("it was seeded for a demo, with the demo customer and coupons");
  const demo = await db.selectFrom("users").select("id").where((eb) => eb(eb.fn("lower", ["email"]), "=", catalog.demoCustomer.email.toLowerCase())).executeTakeFirst();
  if (demo) throw new DemoDatabaseError(`the demo customer ${catalog.demoCustomer.email} is there`);
}
