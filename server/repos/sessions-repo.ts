// Bearer sessions and password reset tokens: the only place their SQL is written. Tokens arrive
// here already hashed (server/auth/tokens.ts); a session counts only while it is neither revoked
// nor expired, a reset token only while unused and unexpired.
import { sql } from "kysely";
import type { Db } from "../db/client.ts";

export type SessionUser = { sessionId: number; userId: number; expiresAt: Date };

export function createSessionsRepo(db: Db) {
  return {
    async create(s: { userId: number; tokenHash: string; expiresAt: Date; deviceName: string; deviceId: string }): Promise<void> {
      await db
        .insertInto("sessions")
        .values({
          user_id: s.userId,
          token_hash: s.tokenHash,
          expires_at: s.expiresAt,
          device_name: s.deviceName,
          device_id: s.deviceId,
          revoked_at: null,
        })
        .execute();
    },

    async findActive(tokenHash: string): Promise<SessionUser | undefined> {
      const row = await db
        .selectFrom("sessions")
        .select(["id", "user_id", "expires_at"])
        .where("token_hash", "=", tokenHash)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      return row && { sessionId: row.id, userId: row.user_id, expiresAt: row.expires_at };
    },

    async revoke(sessionId: number): Promise<void> {
      await db.updateTable("sessions").set({ revoked_at: sql`now()` }).where("id", "=", sessionId).where("revoked_at", "is", null).execute();
    },

    /** Ends the session of a token known only by its hash (a logout made offline, sent later). */
    async revokeByHash(tokenHash: string): Promise<void> {
      await db.updateTable("sessions").set({ revoked_at: sql`now()` }).where("token_hash", "=", tokenHash).where("revoked_at", "is", null).execute();
    },

    async revokeAllOf(userId: number): Promise<void> {
      await db.updateTable("sessions").set({ revoked_at: sql`now()` }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
    },

    async createReset(r: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insertInto("password_resets").values({ user_id: r.userId, token_hash: r.tokenHash, expires_at: r.expiresAt, used_at: null }).execute();
    },

    /** The user of a reset token that is still usable (unused, unexpired), without using it. */
    async findReset(tokenHash: string): Promise<number | undefined> {
      const row = await db
        .selectFrom("password_resets")
        .select("user_id")
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      return row?.user_id;
    },

    /**
     * Marks a reset token used and answers its user, in one statement, so two requests with the
     * same token cannot both succeed. Undefined when unknown, used or expired.
     */
    async consumeReset(tokenHash: string): Promise<number | undefined> {
      const row = await db
        .updateTable("password_resets")
        .set({ used_at: sql`now()` })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", sql<Date>`now()`)
        .returning("user_id")
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Every other outstanding reset token of the user stops working too. */
    async voidResetsOf(userId: number): Promise<void> {
      await db.updateTable("password_resets").set({ used_at: sql`now()` }).where("user_id", "=", userId).where("used_at", "is", null).execute();
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
