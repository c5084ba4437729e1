// VACUUM on the embedded database (vacuum.ts): which statements count, and that a pass lets a table
// changed in place use its space again, without making the read cache load again.
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "./client.ts";
import { readCache } from "./read-cache.ts";
import { churnedTables, startVacuum, type Vacuum } from "./vacuum.ts";

type Scratch = { notes: { id: number; body: string; state: string }; other: { id: number } };

let handle: DbHandle;
let db: Kysely<Scratch>;
beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  db = handle.db as unknown as Kysely<Scratch>;
  await db.schema
    .createTable("notes")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("other")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .execute();
});
afterAll(() => handle?.close());

describe("which statements may leave dead rows", () => {
  it("updates, deletes, upserts and merges, also in a WITH; not inserts and selects", () => {
    expect(churnedTables(db.updateTable("notes").set({ body: "x" }).toOperationNode())).toEqual(["notes"]);
    expect(churnedTables(db.deleteFrom("notes").where("id", "=", 1).toOperationNode())).toEqual(["notes"]);
    expect(
      churnedTables(
        db
          .insertInto("notes")
          .values({ id: 1, body: "x", state: "a" })
          .onConflict((oc) => oc.column("id").doUpdateSet({ body: "y" }))
          .toOperationNode(),
      ),
    ).toEqual(["notes"]);
    expect(
      churnedTables(
        db
          .with("gone", (q) => q.deleteFrom("other").returning("id"))
          .updateTable("notes")
          .set({ body: "x" })
          .toOperationNode(),
      ).sort(),
    ).toEqual(["notes", "other"]);
    expect(
      churnedTables(
        db.mergeInto("notes as n").using("other", "other.id", "n.id").whenMatched().thenUpdateSet({ body: "x" }).toOperationNode(),
      ),
    ).toEqual(["notes"]);
    expect(churnedTables(db.insertInto("notes").values({ id: 1, body: "x", state: "a" }).toOperationNode())).toEqual([]);
    expect(
      churnedTables(
        db
          .insertInto("notes")
          .values({ id: 1, body: "x", state: "a" })
          .onConflict((oc) => oc.column("id").doNothing())
          .toOperationNode(),
      ),
    ).toEqual([]);
    expect(churnedTables(db.selectFrom("notes").selectAll().forUpdate().toOperationNode())).toEqual([]);
  });
});

describe("a pass", () => {
  let vacuum: Vacuum;
  beforeAll(() => {
    // The timer never fires within the test: passes are run by hand.
    vacuum = startVacuum({ db: handle.db, churn: handle.churn!, everyMs: 3_600_000, threshold: 50 });
  });
  afterAll(() => vacuum.stop());

  /** 400 notes written three times each (as the outbox writes a mail), then deleted. */
  async function churn(round: number) {
    const body = `note ${round} `.repeat(40);
    for (let i = 0; i < 400; i++) {
      const id = round * 1000 + i;
      await db.insertInto("notes").values({ id, body, state: "pending" }).execute();
      await db.updateTable("notes").set({ state: "sending" }).where("id", "=", id).execute();
      await db.updateTable("notes").set({ state: "sent" }).where("id", "=", id).execute();
    }
    await db
      .deleteFrom("notes")
      .where("id", ">=", round * 1000)
      .execute();
  }
  const size = async () => (await sql<{ size: number }>`select pg_relation_size('notes')::int as size`.execute(db)).rows[0]!.size;

  it("vacuums the tables changed often enough, so they use their space again", async () => {
    await churn(1);
    const first = await size();
    expect(await vacuum.pass()).toEqual(["notes"]);
    await churn(2);
    // The second round fits in the space the first one left.
    expect(await size()).toBe(first);
    // The second round is vacuumed in its turn; after it, nothing changed, so nothing is to do.
    expect(await vacuum.pass()).toEqual(["notes"]);
    expect(await vacuum.pass()).toEqual([]);
  });

  it("without a pass, the same rounds take twice the space", async () => {
    await vacuum.pass();
    const before = await size();
    await churn(3);
    await churn(4);
    expect(await size()).toBeGreaterThanOrEqual(before * 2);
  });

  it("leaves the read cache as it is: a VACUUM changes no data", async () => {
    await db.insertInto("other").values({ id: 7 }).execute();
    let loads = 0;
    const read = () => readCache(db).read("other:7", async () => (loads++, db.selectFrom("other").selectAll().execute()));
    await read();
    handle.churn!.counts.set("other", 50);
    expect(await vacuum.pass()).toContain("other");
    await read();
    expect(loads).toBe(1);
  });
});
