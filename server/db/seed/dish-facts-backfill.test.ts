// A database seeded before the dish data was corrected gets the corrected names, ingredients and
// allergens on its next start; a start with nothing to correct writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-app.ts";
import type { DbHandle } from "../client.ts";
import { catalog } from "./catalog.ts";
import { seedDishFacts } from "./dish-facts-backfill.ts";
import { seedCatalog } from "./run.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const dish = (name: string) => catalog.meals.find((m) => m.name.en === name)!;

describe("seedDishFacts", () => {
  it("brings a dish seeded with an older line to the seed's, and then changes nothing", async () => {
    const deviled = dish("Deviled Eggs");
    const masala = dish("Masala Omelette with Chapati");
    // What these dishes said before the seed was corrected.
    await handle.db
      .updateTable("meals")
      .set({ ingredients_en: "Eggs", ingredients_ar: "بيض", allergens: ["egg"] })
      .where("id", "=", deviled.id)
      .execute();
    await handle.db.updateTable("meals").set({ name_ar: "أومليت ماسالا مع خبز الشباتي" }).where("id", "=", masala.id).execute();

    expect(await seedCatalog(handle.db, catalog)).toBe(false);
    const rows = await handle.db.selectFrom("meals").selectAll().where("id", "in", [deviled.id, masala.id]).orderBy("id").execute();
    expect(rows.map((r) => r.name_ar)).toEqual(["أومليت ماسالا مع خبز جباتي", deviled.name.ar]);
    expect(rows[1]).toMatchObject({
      ingredients_en: "Eggs, mayonnaise, mustard, paprika",
      ingredients_ar: "بيض، مايونيز، خردل، بابريكا",
      allergens: ["egg"],
    });
    expect(await seedDishFacts(handle.db, catalog)).toBe(0);
  });
});
