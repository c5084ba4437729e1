// A fingerprint of database tables (row count and an md5 of every row, in a stable order), to
// prove that a refused request changed nothing: take one before, one after, compare.
import { sql } from "kysely";
import type { Db } from "../../server/db/client.ts";

export type Fingerprint = Record<string, { rows: number; md5: string }>;

export async function fingerprint(db: Db, tables: readonly string[]): Promise<Fingerprint> {
  const parts = tables.map(
    (table) =>
      sql<{ name: string; rows: number; md5: string }>`select ${table}::text as name, count(*)::int as rows,
        coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as md5 from ${sql.table(table)} t`,
  );
  const { rows } = await sql<{ name: string; rows: number; md5: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), md5: r.md5 }]));
}

/** Every table of the public schema (the catalog included). */
export async function allTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

/** The fingerprint without the given tables. */
export function without(print: Fingerprint, tables: readonly string[] = []): Fingerprint {
  return Object.fromEntries(Object.entries(print).filter(([name]) => !tables.includes(name)));
}
