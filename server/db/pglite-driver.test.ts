// The PGlite driver answers what PGlite's own query() answers, statement after statement: values of
// every kind our repos send, rows and counts, errors with their codes; a table whose shape changes is
// read in its new shape; a failed statement leaves the connection usable.
import { PGlite } from "@electric-sql/pglite";
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteDialect } from "./pglite-driver.ts";

type Row = Record<string, unknown>;
let pg: PGlite;
let db: Kysely<Record<string, Row>>;

beforeAll(async () => {
  pg = await PGlite.create({ parsers: { 1700: (v: string) => Number(v) } });
  db = new Kysely({ dialect: new PGliteDialect(pg) });
  await sql`create table t (id int generated always as identity primary key, name text unique, at timestamptz, tags text[], doc jsonb, ok boolean, price numeric)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
});

describe("PGlite driver", () => {
  it("sends and reads back every kind of value as PGlite's query() does", async () => {
    const at = new Date("2026-11-26T10:00:00.123Z");
    const values = { name: "Salmiya", at, tags: ["a", "b,c"], doc: JSON.stringify({ n: 1, s: "ق" }), ok: true, price: 12.5 };
    const inserted = await db.insertInto("t").values(values).returning(["id", "name", "at", "tags", "doc", "ok", "price"]).executeTakeFirstOrThrow();
    const viaPglite = (await pg.query<Row>("select id, name, at, tags, doc, ok, price from t where id = $1", [inserted.id])).rows[0];
    expect(inserted).toEqual(viaPglite);
    expect(inserted).toMatchObject({ name: "Salmiya", at, tags: ["a", "b,c"], doc: { n: 1, s: "ق" }, ok: true, price: 12.5 });
  });

  it("answers the same for the same statement with other values, and counts the rows a write changed", async () => {
    await db.insertInto("t").values([{ name: "a1" }, { name: "a2" }, { name: "a3" }]).execute();
    for (const name of ["a1", "a2", "a3", "none"]) {
      const row = await db.selectFrom("t").select("name").where("name", "=", name).executeTakeFirst();
      expect(row?.name).toBe(name === "none" ? undefined : name);
    }
    const updated = await db.updateTable("t").set({ ok: false }).where("name", "like", "a%").executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(3n);
    const nulls = await db.selectFrom("t").select("at").where("name", "=", "a1").executeTakeFirstOrThrow();
    expect(nulls.at).toBeNull();
  });

  it("throws the database's error with its code, and the next statement runs", async () => {
    await expect(db.insertInto("t").values({ name: "a1" }).execute()).rejects.toMatchObject({ code: "23505" });
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toMatchObject({ code: "42P01" });
    expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows[0]?.n).toBe(4);
  });

  it("rolls a transaction back on an error, and commits one that succeeds", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("t").values({ name: "in-rolled-back" }).execute();
        await trx.insertInto("t").values({ name: "a1" }).execute();
      }),
    ).rejects.toMatchObject({ code: "23505" });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ name: "in-committed" }).execute();
    });
    const names = (await db.selectFrom("t").select("name").where("name", "like", "in-%").execute()).map((r) => r.name);
    expect(names).toEqual(["in-committed"]);
  });

  it("runs a statement without parameters in one message: its rows, its error, and the statement after it", async () => {
    await sql`set statement_timeout = '7s'`.execute(db);
    expect((await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db)).rows).toEqual([{ statement_timeout: "7s" }]);
    await expect(sql`set no_such_setting_here = 1`.execute(db)).rejects.toMatchObject({ code: "42704" });
    await expect(sql`drop table no_such_table`.execute(db)).rejects.toMatchObject({ code: "42P01" });
    await sql`reset statement_timeout`.execute(db);
    expect((await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db)).rows).toEqual([{ statement_timeout: "0" }]);
  });

  it("reads a table in its new shape after the schema changes", async () => {
    const before = await db.selectFrom("t").selectAll().where("name", "=", "a2").executeTakeFirstOrThrow();
    expect(Object.keys(before)).not.toContain("note");
    await sql`alter table t add column note text default 'x'`.execute(db);
    const after = await db.selectFrom("t").selectAll().where("name", "=", "a2").executeTakeFirstOrThrow();
    expect(after.note).toBe("x");
  });

  it("keeps working past the number of statements it keeps prepared", async () => {
    // 520 different statement texts: the oldest are closed on the way, and any can be run again.
    for (let i = 0; i < 520; i++) {
      const { rows } = await sql<{ v: number }>`select ${sql.lit(i)}::int + ${1}::int as v`.execute(db);
      expect(rows[0]?.v).toBe(i + 1);
    }
    expect((await sql<{ v: number }>`select ${sql.lit(0)}::int + ${1}::int as v`.execute(db)).rows[0]?.v).toBe(1);
  });

  it("runs statements sent at once one after the other, each with its own answer", async () => {
    const names = ["a1", "a2", "a3", "Salmiya"];
    const rows = await Promise.all(names.map((name) => db.selectFrom("t").select("name").where("name", "=", name).executeTakeFirstOrThrow()));
    expect(rows.map((r) => r.name)).toEqual(names);
  });
});
