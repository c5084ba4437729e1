// Newsletter subscribers and dietician appointment requests: the only place their SQL is written.
// Both writes are idempotent by design: an address subscribes once whatever its case, and the same
// appointment request sent again within the repeat window answers the first request's id.
import { sql } from "kysely";
import type { Db } from "../db/client.ts";
import type { PreferredTime } from "../db/schema.ts";

export type AppointmentInput = {
  dieticianId: number;
  name: string;
  phone: string;
  preferredTime: PreferredTime;
  langId: number;
};

/** A request identical to one made this recently is a repeat (double tap, retry), not a new one. */
export const APPOINTMENT_REPEAT_WINDOW_SECONDS = 10 * 60;

export type EngagementRepo = ReturnType<typeof createEngagementRepo>;

export function createEngagementRepo(db: Db) {
  return {
    /** Stores the address unless it (in any case) is already there. */
    async subscribe(email: string, langId: number): Promise<{ alreadySubscribed: boolean }> {
      const inserted = await db
        .insertInto("newsletter_subscribers")
        .values({ email, lang_id: langId })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning("id")
        .executeTakeFirst();
      return { alreadySubscribed: inserted === undefined };
    },

    /** Stores the request, or answers the id of the identical one made within the window. */
    async requestAppointment(input: AppointmentInput): Promise<{ id: number; repeated: boolean }> {
      return db.transaction().execute(async (trx) => {
        // Serialises concurrent requests from one phone (two tabs, a retry racing the original),
        // so the look-up and the insert cannot interleave and store the request twice.
        await sql`select pg_advisory_xact_lock(hashtext(${`appointment:${input.phone}`}))`.execute(trx);
        const recent = await trx
          .selectFrom("appointment_requests")
          .select("id")
          .where("phone", "=", input.phone)
          .where("dietician_id", "=", input.dieticianId)
          .where("name", "=", input.name)
          .where("preferred_time", "=", input.preferredTime)
          .where("created_at", ">", sql<Date>`now() - make_interval(secs => ${APPOINTMENT_REPEAT_WINDOW_SECONDS})`)
          .orderBy("id", "desc")
          .executeTakeFirst();
        if (recent) return { id: recent.id, repeated: true };
        const row = await trx
          .insertInto("appointment_requests")
          .values({
            dietician_id: input.dieticianId,
            name: input.name,
            phone: input.phone,
            preferred_time: input.preferredTime,
            lang_id: input.langId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { id: row.id, repeated: false };
      });
    },
  };
}
