// The sign-up and reset events counted by server/auth/account-limits.ts (table account_limit_events,
// migration 012): the only place its SQL is written. Raw SQL: the table is this module's alone.
import { sql } from "kysely";
import type { Db } from "../db/client.ts";

export type Counted = { ids: number[]; counts: number[]; oldest: (Date | null)[] };

export function createAccountLimitsRepo(db: Db) {
  return {
    /**
     * Records one event of `kind` against each key and counts each key's events in the window,
     * this one included. One transaction holding a lock per key (in a fixed order), so concurrent
     * requests cannot both see a count under the limit.
     */
    async recordAndCount(kind: string, keys: readonly string[], windowMs: number): Promise<Counted> {
      return db.transaction().execute(async (trx) => {
        for (const key of [...keys].sort()) await sql`select pg_advisory_xact_lock(hashtext(${`limit:${kind}:${key}`}))`.execute(trx);
        const out: Counted = { ids: [], counts: [], oldest: [] };
        for (const key of keys) {
          const { rows } = await sql<{
            id: string;
          }>`insert into account_limit_events (kind, key) values (${kind}, ${key}) returning id`.execute(trx);
          out.ids.push(Number(rows[0]!.id));
          const window = await createAccountLimitsRepo(trx).count(kind, key, windowMs);
          out.counts.push(window.count);
          out.oldest.push(window.oldest);
        }
        return out;
      });
    },

    async count(kind: string, key: string, windowMs: number): Promise<{ count: number; oldest: Date | null }> {
      const { rows } = await sql<{ count: number; oldest: Date | null }>`select count(*)::int as count, min(created_at) as oldest
        from account_limit_events where kind = ${kind} and key = ${key}
        and created_at > now() - make_interval(secs => ${windowMs / 1000})`.execute(db);
      const row = rows[0]!;
      return { count: Number(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) };
    },

    async remove(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await sql`delete from account_limit_events where id = any(${ids.map(String)}::bigint[])`.execute(db);
    },

    async pruneOlderThan(ms: number): Promise<void> {
      await sql`delete from account_limit_events where created_at < now() - make_interval(secs => ${ms / 1000})`.execute(db);
    },

    async now(): Promise<Date> {
      const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
      return new Date(rows[0]!.now);
    },
  };
}

export type AccountLimitsRepo = ReturnType<typeof createAccountLimitsRepo>;
