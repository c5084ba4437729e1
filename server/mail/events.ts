// The mails of events, recorded in the event's own transaction (`db` is that transaction): the
// receipt of a paid purchase, the password-reset link and a plan's freeze or resume. The worker
// (worker.ts) sends them afterwards.
import type { Db } from "../db/client.ts";
import { RESET_TTL_MS } from "../auth/tokens.ts";
import { createMailRepo } from "../repos/mail-repo.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import { recordEvent } from "../notify/record.ts";
import { planChangeMail, receiptMail, resetMail, type MailContent, type MailLang } from "./templates.ts";

const langOf = (id: number): MailLang => (id === 2 ? 2 : 1);

function enqueue(db: Db, dedupeKey: string, kind: string, to: string, lang: MailLang, content: MailContent): Promise<boolean> {
  return createMailRepo(db).enqueue({ dedupeKey, kind, to, langId: lang, subject: content.subject, text: content.text, html: content.html });
}

export async function enqueueReceipt(db: Db, purchaseId: number): Promise<void> {
  const f = await createPlansRepo(db).receiptFacts(purchaseId);
  const lang = langOf(f.lang_id);
  const content = receiptMail(lang, {
    firstName: f.first_name,
    purchaseId: f.id,
    packageName: lang === 2 ? f.name_ar : f.name_en,
    deliveryDays: f.days,
    startDate: f.start_date,
    endDate: f.end_date,
    totalFils: f.total_fils,
    walletFils: f.wallet_fils,
    discountFils: f.discount_fils,
  });
  await enqueue(db, `receipt:${purchaseId}`, "receipt", f.email, lang, content);
  // Its notification too (README "Notifications"), by the customer's channel for payments.
  await recordEvent(db, await ownerOf(db, purchaseId), { kind: "payment", outcome: "paid", purchaseId }, `paid:${purchaseId}`);
}

async function ownerOf(db: Db, purchaseId: number): Promise<number> {
  return (await db.selectFrom("purchases").select("user_id").where("id", "=", purchaseId).executeTakeFirstOrThrow()).user_id;
}

export async function enqueueReset(db: Db, userId: number, resetKey: string, link: string): Promise<void> {
  const who = await createPlansRepo(db).recipient(userId);
  const lang = langOf(who.lang_id);
  const content = resetMail(lang, { firstName: who.first_name, link, minutes: Math.round(RESET_TTL_MS / 60_000) });
  await enqueue(db, `reset:${resetKey}`, "password_reset", who.email, lang, content);
}

/**
 * The confirmation of a freeze or resume, to the customer `who` (the plan's owner `userId`, read by
 * the change itself, in its transaction, with the language it just recorded).
 */
export async function enqueuePlanChange(
  db: Db,
  who: { userId: number; email: string; first_name: string; lang_id: number },
  f: { changeId: number; purchaseId: number; kind: "freeze" | "unfreeze"; dates: readonly string[]; endDate: string; frozenDaysLeft: number },
): Promise<void> {
  const lang = langOf(who.lang_id);
  const content = planChangeMail(lang, { firstName: who.first_name, ...f });
  await enqueue(db, `${f.kind}:${f.changeId}`, f.kind, who.email, lang, content);
  // The customer's own change, asked for now: its notification is sent even in quiet hours.
  const facts = { kind: "plan_change" as const, change: f.kind, dates: f.dates, endDate: f.endDate };
  await recordEvent(db, who.userId, facts, `${f.kind}:${f.changeId}`, true, who.lang_id);
}

/** A payment the gateway declined: no mail, a notification (README "Notifications"), once per purchase. */
export async function recordPaymentFailed(db: Db, purchaseId: number): Promise<void> {
  await recordEvent(db, await ownerOf(db, purchaseId), { kind: "payment", outcome: "failed", purchaseId }, `failed:${purchaseId}`);
}
