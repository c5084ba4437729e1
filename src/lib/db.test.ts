// The database opened from the stores' schema fragments is the one installed apps already have: a
// database created with the schema as it shipped (versions 1 to 4, copied here as they were) opens
// through the new code without an upgrade error, and its rows read back unchanged.
import { Dexie } from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import { openDb, USER_TABLES } from "./db.ts";

const NAME = "storefront-upgrade-test";

/** The schema as it shipped before the tables moved to their owners' store.ts. */
function openShipped(): Dexie {
  const old = new Dexie(NAME);
  old.version(1).stores({
    settings: "key",
    session: "id",
    orderDraft: "id",
    calculator: "id",
    packages: "[langId+id], langId",
    packageDetails: "[langId+packageId]",
    meals: "[langId+packageId+mealTypeId+id], [langId+packageId+mealTypeId]",
    deliveryTimes: "[langId+id], langId",
    deliveryMethods: "[langId+id], langId",
    areas: "id",
    content: "[key+langId]",
    catalogStamps: "key",
    userCache: "key, userId",
    outbox: "++seq, &idempotencyKey, userId, nextAttemptAt",
  });
  old.version(2).stores({ addressDrafts: "[userId+type], userId" });
  old.version(3).stores({ revocations: "tokenHash" });
  old.version(4).stores({ plans: "userId", purchaseHistory: "userId", walletLedger: "userId" });
  return old;
}

/** Each table's primary key and indexes as Dexie reads them from a schema. */
const shape = (database: Dexie) =>
  Object.fromEntries(database.tables.map((t) => [t.name, [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src).sort()]]));

afterEach(async () => {
  await Dexie.delete(NAME);
});

describe("the database's schema", () => {
  it("declares the shipped tables, indexes and version", async () => {
    const shipped = openShipped();
    const current = openDb(NAME);
    // A table added since is a later version; the shipped versions are all still declared.
    expect(current.verno).toBeGreaterThanOrEqual(shipped.verno);
    // Tables added later (a new version in their owner's fragment) are allowed; none of the shipped ones changes.
    expect(shape(current)).toMatchObject(shape(shipped));
    shipped.close();
    current.close();
  });

  it("opens a database created with the shipped schema and reads its rows", async () => {
    const shipped = openShipped();
    await shipped.open();
    await shipped.table("settings").put({ key: "langId", value: 2 });
    await shipped.table("session").put({ id: "current", userId: 7, firstName: "Sara", lastName: "A", email: "s@x.kw", mobileNo: "55555555", token: "t" });
    await shipped.table("orderDraft").put({ id: "current", packageId: 24, days: 20, updatedAt: 1 });
    await shipped.table("calculator").put({ id: "result", calories: 2100 });
    await shipped.table("meals").put({ langId: 1, packageId: 24, mealTypeId: 2, id: 301, name: "Kabsa", position: 0 });
    await shipped.table("userCache").put({ key: "profile", userId: 7, value: { name: "Sara" } });
    await shipped.table("outbox").put({ idempotencyKey: "k1", userId: 7, kind: "freeze", payload: { dates: "2026-12-01" }, attempts: 0, nextAttemptAt: 0, createdAt: 1 });
    await shipped.table("addressDrafts").put({ userId: 7, type: "house", fields: { block: "3" }, updatedAt: 1 });
    await shipped.table("revocations").put({ tokenHash: "abc", createdAt: 1 });
    await shipped.table("plans").put({ userId: 7, langId: 1, plan: null, refusals: [], fetchedAt: 1 });
    shipped.close();

    const db = openDb(NAME);
    await db.open();
    expect(await db.settings.get("langId")).toEqual({ key: "langId", value: 2 });
    expect((await db.session.get("current"))?.userId).toBe(7);
    expect((await db.orderDraft.get("current"))?.packageId).toBe(24);
    expect((await db.calculator.get("result"))?.calories).toBe(2100);
    expect(await db.meals.where("[langId+packageId+mealTypeId]").equals([1, 24, 2]).toArray()).toHaveLength(1);
    expect((await db.userCache.where("userId").equals(7).toArray()).map((r) => r.key)).toEqual(["profile"]);
    expect((await db.outbox.where("idempotencyKey").equals("k1").first())?.seq).toBe(1);
    expect(await db.addressDrafts.get([7, "house"])).toMatchObject({ fields: { block: "3" } });
    expect(await db.revocations.get("abc")).toEqual({ tokenHash: "abc", createdAt: 1 });
    expect((await db.plans.get(7))?.refusals).toEqual([]);
    db.close();
  });

  it("empties the user tables on logout that it emptied before", () => {
    expect(USER_TABLES).toEqual(
      expect.arrayContaining(["session", "orderDraft", "calculator", "userCache", "outbox", "addressDrafts", "plans", "purchaseHistory", "walletLedger"]),
    );
    expect(USER_TABLES).not.toContain("settings");
    expect(USER_TABLES).not.toContain("revocations");
  });
});
