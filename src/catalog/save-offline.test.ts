// The offline save of the whole catalog, on the real Dexie tables (fake IndexedDB) with the network
// answering as the server does: every scope stored, each dish picture kept once in its phone size,
// progress recorded, text only with Save-Data, and a network failure leaves the save unfinished.
import { beforeEach, describe, expect, it } from "vitest";
import { fakeFetch, type Answer } from "../../tests/support/fake-fetch.ts";
import { db } from "../lib/db.ts";
import { MissingPicture, offlineSaveIsFresh, readOfflineSave, saveCatalogForOffline } from "./save-offline.ts";

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const wirePackage = (id: number) => ({ package_master_id: id, package_name: `P${id}`, gram_label: "", description: "", img_url: "", package_grams: 100, package_type: 1 });
const wireMeal = (id: number) => ({
  meal_id: id,
  meal_name: `Dish ${id}`,
  meal_image: { url: `/media/meals/${id}-640.webp` },
  product_tags: [],
  meal_availabilty: [],
  display_prot_carbs: "",
  nutrition_list_array: [],
});

function server(snacks = [wireMeal(3)]) {
  return fakeFetch({
    "/packagelist": ok([wirePackage(24), wirePackage(26)]),
    "/packagelistV3": (call) =>
      ok([{ ...wirePackage(Number(call.fields.package_id)), sub_package_list: [], max_values_as_per_meal_type: [] }]),
    // The same dishes in every package: each picture is kept once.
    "/meallist": (call) => ok(call.fields.mealtype_id === "2" ? [wireMeal(1), wireMeal(2)] : snacks),
    "/DeliveryTime": ok([{ timeid: 1, timename: "8 AM to 6 PM" }]),
    "/DeliveryMethod": ok([{ methodid: 1, methodname: "At the door" }]),
    "/arealist": ok([]),
    "/termsandcondition/1": ok("<p>Terms</p>"),
    "/privacypolicy/1": ok({ data: "<p>Privacy</p>" }),
  });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe("saveCatalogForOffline", () => {
  it("stores every package's details and meal lists, delivery options, terms and privacy, and keeps each picture once", async () => {
    const calls = server();
    const kept: string[] = [];
    await saveCatalogForOffline(1, { pictures: true, fetchPicture: async (url) => void kept.push(url) });

    expect(await db.packageDetails.count()).toBe(2);
    expect(await db.meals.where("[langId+packageId+mealTypeId]").equals([1, 26, 2]).count()).toBe(2);
    expect((await db.content.get(["terms", 1]))?.html).toBe("<p>Terms</p>");
    expect((await db.content.get(["privacy", 1]))?.html).toBe("<p>Privacy</p>");
    expect(await db.deliveryMethods.count()).toBe(1);
    expect(calls.filter((c) => c.path === "/meallist")).toHaveLength(8);
    expect(kept.sort()).toEqual(["/media/meals/1-320.webp", "/media/meals/2-320.webp", "/media/meals/3-320.webp"]);

    const saved = await readOfflineSave(1);
    expect(saved).toMatchObject({ done: saved?.total, pictures: true });
    expect(saved?.finishedAt).toEqual(expect.any(Number));
    expect(await offlineSaveIsFresh(1)).toBe(true);
    expect(await offlineSaveIsFresh(2)).toBe(false);
  });

  it("with Save-Data, saves the text only", async () => {
    server();
    const kept: string[] = [];
    await saveCatalogForOffline(1, { pictures: false, fetchPicture: async (url) => void kept.push(url) });
    expect(kept).toEqual([]);
    expect(await readOfflineSave(1)).toMatchObject({ pictures: false, finishedAt: expect.any(Number) });
  });

  it("a scope fetched a moment ago by a screen is not fetched again", async () => {
    const calls = server();
    await db.catalogStamps.put({ key: "deliveryTimes:1", fetchedAt: Date.now() });
    await saveCatalogForOffline(1, { pictures: false });
    expect(calls.some((c) => c.path === "/DeliveryTime")).toBe(false);
  });

  it("a lost connection leaves the save unfinished, with what was stored kept", async () => {
    fakeFetch({ "/packagelist": ok([wirePackage(24)]), "/packagelistV3": "offline" });
    await expect(saveCatalogForOffline(1, { pictures: true })).rejects.toThrow();
    expect(await db.packages.count()).toBe(1);
    expect((await readOfflineSave(1))?.finishedAt).toBeUndefined();
    expect(await offlineSaveIsFresh(1)).toBe(false);
  });

  it("a picture the server lacks is skipped; a picture with no answer at all stops the save", async () => {
    server(Array.from({ length: 20 }, (_, i) => wireMeal(100 + i)));
    await saveCatalogForOffline(1, {
      pictures: true,
      fetchPicture: async (url) => {
        if (url.includes("/2-")) throw new MissingPicture(url, 404);
      },
    });
    expect((await readOfflineSave(1))?.finishedAt).toEqual(expect.any(Number));

    await db.settings.clear();
    const tried: string[] = [];
    await expect(
      saveCatalogForOffline(1, {
        pictures: true,
        fetchPicture: async (url) => {
          tried.push(url);
          throw new TypeError("Failed to fetch");
        },
      }),
    ).rejects.toThrow("Failed to fetch");
    expect((await readOfflineSave(1))?.finishedAt).toBeUndefined();
    // Only the pictures under way when the network went (one per parallel fetch) were asked, of 22.
    expect(tried.length).toBeLessThanOrEqual(4);
  });
});
