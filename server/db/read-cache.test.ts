// The embedded database's read cache (read-cache.ts): a value is served again only while nothing
// was written; every kind of write makes the next read load again, and no interleaving of reads and
// writes on the one connection leaves a value older than the last write that has answered.
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "./client.ts";
import { mayWrite, readCache } from "./read-cache.ts";

type Scratch = { notes: { id: number; body: string }; other: { id: number } };

let handle: DbHandle;
let db: Kysely<Scratch>;
beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  db = handle.db as unknown as Kysely<Scratch>;
  await db.schema.createTable("notes").addColumn("id", "integer", (c) => c.primaryKey()).addColumn("body", "text", (c) => c.notNull()).execute();
  await db.schema.createTable("other").addColumn("id", "integer", (c) => c.primaryKey()).execute();
  await db.insertInto("notes").values({ id: 1, body: "first" }).execute();
});
afterAll(() => handle?.close());

/** A cached read of note 1 that counts its loads. */
function noteReader() {
  let loads = 0;
  const read = () =>
    readCache(db).read("note:1", async () => {
      loads++;
      return (await db.selectFrom("notes").select("body").where("id", "=", 1).executeTakeFirstOrThrow()).body;
    });
  return { read, loads: () => loads };
}

describe("which statements count as writes", () => {
  it("a query-builder select does not; a data-changing statement, raw SQL or a schema change does", () => {
    expect(mayWrite(db.selectFrom("notes").selectAll().toOperationNode())).toBe(false);
    expect(mayWrite(db.selectFrom("notes").selectAll().forUpdate().toOperationNode())).toBe(false);
    expect(mayWrite(db.with("n", (q) => q.selectFrom("notes").selectAll()).selectFrom("n").selectAll().toOperationNode())).toBe(false);
    expect(mayWrite(db.insertInto("notes").values({ id: 9, body: "x" }).toOperationNode())).toBe(true);
    expect(mayWrite(db.updateTable("notes").set({ body: "x" }).toOperationNode())).toBe(true);
    expect(mayWrite(db.deleteFrom("notes").toOperationNode())).toBe(true);
    expect(mayWrite(db.with("n", (q) => q.insertInto("other").values({ id: 9 }).returning("id")).selectFrom("n").selectAll().toOperationNode())).toBe(
      true,
    );
    expect(mayWrite(sql`select 1`.toOperationNode())).toBe(true);
    expect(mayWrite(db.schema.createTable("x").addColumn("id", "integer").toOperationNode())).toBe(true);
  });
});

describe("the embedded database's read cache", () => {
  it("serves a value again until something is written, then reads the new rows", async () => {
    const r = noteReader();
    expect(await r.read()).toBe("first");
    expect(await r.read()).toBe("first");
    expect(r.loads()).toBe(1);

    await db.updateTable("notes").set({ body: "second" }).where("id", "=", 1).execute();
    expect(await r.read()).toBe("second");
    expect(r.loads()).toBe(2);

    // A write to another table counts too: the cache does not know which rows a value read.
    await db.insertInto("other").values({ id: 1 }).execute();
    expect(await r.read()).toBe("second");
    expect(r.loads()).toBe(3);

    // An UPDATE that changes no row does not.
    await db.updateTable("notes").set({ body: "never" }).where("id", "=", 404).execute();
    expect(await r.read()).toBe("second");
    expect(r.loads()).toBe(3);
  });

  it("counts raw SQL, a write inside a select's CTE, and a committed or rolled back transaction", async () => {
    const r = noteReader();
    await r.read();
    const writes: [string, () => Promise<unknown>, string][] = [
      ["raw SQL", () => sql`update notes set body = 'raw' where id = 1`.execute(db), "raw"],
      [
        "a CTE",
        () =>
          db
            .with("changed", (q) => q.updateTable("notes").set({ body: "cte" }).where("id", "=", 1).returning("id"))
            .selectFrom("changed")
            .selectAll()
            .execute(),
        "cte",
      ],
      ["a transaction", () => db.transaction().execute((trx) => trx.updateTable("notes").set({ body: "committed" }).where("id", "=", 1).execute()), "committed"],
      [
        "a rolled back transaction",
        () =>
          db
            .transaction()
            .execute(async (trx) => {
              await trx.updateTable("notes").set({ body: "rolled back" }).where("id", "=", 1).execute();
              throw new Error("undo");
            })
            .catch(() => undefined),
        "committed",
      ],
    ];
    for (const [name, write, after] of writes) {
      const before = r.loads();
      await write();
      expect(await r.read(), name).toBe(after);
      expect(r.loads(), name).toBe(before + 1);
    }
  });

  it("never serves a value older than a write that has answered, however reads and writes interleave", async () => {
    const r = noteReader();
    for (let i = 0; i < 60; i++) {
      const body = `v${i}`;
      // Reads started before, with and after the write, in an order that changes every round.
      const write = db.updateTable("notes").set({ body }).where("id", "=", 1).execute();
      const reads = Array.from({ length: 1 + (i % 4) }, () => r.read());
      if (i % 2 === 0) await Promise.resolve();
      await write;
      await Promise.all(reads);
      expect(await r.read()).toBe(body);
      expect(await r.read()).toBe(body);
    }
  });

  it("keeps only what `keep` allows, and a database whose writes it does not see reads through", async () => {
    let loads = 0;
    const miss = () => readCache(db).read("nobody", async () => (loads++, undefined), (v) => v !== undefined);
    await miss();
    await miss();
    expect(loads).toBe(2);

    let elsewhere = 0;
    const other = {};
    await readCache(other).read("k", async () => ++elsewhere);
    await readCache(other).read("k", async () => ++elsewhere);
    expect(elsewhere).toBe(2);
  });
});
