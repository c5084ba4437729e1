// Records a notification for a customer, in their language (README "Notifications"), in
// the caller's transaction: once per customer, kind and reference, however often it is asked.
// The events (server/mail/events.ts) and the scheduler (./scheduler.ts) both record through here.
import type { Db } from "../db/client.ts";
import { createNotifyRepo } from "../repos/notify-repo.ts";
import { notifyText, type NotifyFacts } from "./texts.ts";

export type RecordOptions = { ref: string; dueAt: Date; urgent?: boolean; expiresAt?: Date | null };

/**
 * `langId`: the customer's language when the caller read it in the same transaction (a plan
 * change does), so it is not read again.
 */
export async function recordNotify(db: Db, userId: number, facts: NotifyFacts, o: RecordOptions, langId?: number): Promise<boolean> {
  const userLang = langId ?? (await db.selectFrom("users").select("lang_id").where("id", "=", userId).executeTakeFirst())?.lang_id;
  if (userLang === undefined) return false;
  const lang = userLang === 2 ? 2 : 1;
  const text = notifyText(lang, facts);
  return createNotifyRepo(db).record({ userId, kind: facts.kind, ref: o.ref, langId: lang, ...text, dueAt: o.dueAt, urgent: o.urgent ?? false, expiresAt: o.expiresAt ?? null });
}

/** Due from the start: an event's message goes at once, whatever the scheduler's clock says. */
const AT_ONCE = new Date(0);

/**
 * An event's message (a freeze confirmed, a payment, the kitchen's answer); `urgent`: asked for now,
 * sent in quiet hours too; `langId` as recordNotify's.
 */
export function recordEvent(db: Db, userId: number, facts: NotifyFacts, ref: string, urgent = false, langId?: number): Promise<boolean> {
  return recordNotify(db, userId, facts, { ref, dueAt: AT_ONCE, urgent }, langId);
}
