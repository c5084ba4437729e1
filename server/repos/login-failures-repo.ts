// The failed sign-in log counted by server/auth/rate-limit.ts: the only place its SQL is written.
// Kept in Postgres so every instance behind a load balancer sees the same counts.
import { sql } from "kysely";
import type { Db } from "../db/client.ts";

export type Window = { count: number; oldest: Date | null };

export function createLoginFailuresRepo(db: Db) {
  return {
    /**
     * Records an attempt before its password is checked, and counts the attempts of its email and
     * its address up to it. One transaction holding a lock on the email and one on the address: a
     * concurrent attempt with a smaller id but not yet committed would otherwise be missed by the
     * count (seen on PostgreSQL: 6 of 10 simultaneous guesses let through).
     */
    async recordAndCount(
      emailKey: string,
      address: string,
      windowMs: number,
    ): Promise<{ id: number; byEmail: Window; byAddress: Window; byPair: Window }> {
      return db.transaction().execute(async (trx) => {
        // Always the email's lock first, then the address's: no two attempts wait on each other in a cycle.
        await sql`select pg_advisory_xact_lock(hashtext(${`login-email:${emailKey}`}))`.execute(trx);
        await sql`select pg_advisory_xact_lock(hashtext(${`login-address:${address}`}))`.execute(trx);
        const row = await trx
          .insertInto("login_failures")
          .values({ email_key: emailKey, address })
          .returning("id")
          .executeTakeFirstOrThrow();
        const id = Number(row.id);
        const repo = createLoginFailuresRepo(trx);
        return {
          id,
          byEmail: await repo.count("email_key", emailKey, windowMs, id),
          byAddress: await repo.count("address", address, windowMs, id),
          byPair: await repo.countPair(emailKey, address, windowMs, id),
        };
      });
    },

    /** Attempts for the key within the window up to and including `uptoId`, and the oldest one's time. */
    async count(column: "email_key" | "address", key: string, windowMs: number, uptoId: number): Promise<Window> {
      const row = await db
        .selectFrom("login_failures")
        .select([sql<number>`count(*)::int`.as("count"), sql<Date | null>`min(created_at)`.as("oldest")])
        .where(column, "=", key)
        .where("id", "<=", uptoId)
        .where("created_at", ">", sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) };
    },

    /** The same, for one email from one address. */
    async countPair(emailKey: string, address: string, windowMs: number, uptoId: number): Promise<Window> {
      const row = await db
        .selectFrom("login_failures")
        .select([sql<number>`count(*)::int`.as("count"), sql<Date | null>`min(created_at)`.as("oldest")])
        .where("email_key", "=", emailKey)
        .where("address", "=", address)
        .where("id", "<=", uptoId)
        .where("created_at", ">", sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) };
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom("login_failures").where("id", "=", id).execute();
    },

    /** After a good sign-in (or a password reset) the account's count starts again. */
    async clearEmail(emailKey: string): Promise<void> {
      await db.deleteFrom("login_failures").where("email_key", "=", emailKey).execute();
    },

    async pruneOlderThan(ms: number): Promise<void> {
      await db
        .deleteFrom("login_failures")
        .where("created_at", "<", sql<Date>`now() - make_interval(secs => ${ms / 1000})`)
        .execute();
    },

    /** Server clock, so Retry-After is computed on the database's time like the window is. */
    async now(): Promise<Date> {
      const row = await sql<{ now: Date }>`select now() as now`.execute(db);
      return new Date(row.rows[0]!.now);
    },
  };
}

export type LoginFailuresRepo = ReturnType<typeof createLoginFailuresRepo>;
