// Support's rules (server/README.md "Support"): a customer reports a problem with a delivered day of
// their paid plan, from that day until two days after it (Kuwait time, by the server's clock); the
// report and its photos are recorded once by the customer's idempotency key. The operator answers
// and resolves once by the outcome's key: a wallet credit of at most the day's value, a replacement
// dish on a later upcoming day of the plan, or no compensation with a reason; the customer is told
// by mail in their language.
import { addDays, kuwaitToday } from "../../rules/order-dates.ts";
import type { Db } from "../db/client.ts";
import type { SupportKind, SupportState } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { enqueueSupportOutcome } from "../mail/support-mail.ts";
import { createSupportRepo, type QueueFilter } from "../repos/support-repo.ts";
import { cleanPhoto, MAX_PHOTOS } from "./photos.ts";
import type { PhotoStore } from "./photo-store.ts";

/** Days after the delivery on which a report is still taken (the day itself and the next two). */
export const REPORT_WINDOW_DAYS = 2;

/** A day's value in fils: what the customer paid for the plan (card and wallet) over its delivery days, rounded down. */
export function dayValueFils(plan: { total_fils: number; wallet_fils: number; days: number }): number {
  return Math.floor((plan.total_fils + plan.wallet_fils) / Math.max(1, plan.days));
}

export type NewReport = { userId: number; purchaseId: number; date: string; kind: SupportKind; mealIds: number[]; comment: string; photos: Blob[]; key: string };
export type Resolution =
  | { outcome: "credit"; creditFils: number; note: string }
  | { outcome: "replacement"; date: string; mealId: number; note: string }
  | { outcome: "none"; note: string };

/** A day of a customer's plan as My plan shows it (PicksService.day). */
export type DayReader = {
  day(userId: number, purchaseId: number, date: string, lang: 1 | 2): Promise<{ status: string; slots: readonly { meal_id: number | null }[] }>;
};

const notFound = () => new ApiError(404, "report_not_found", "No report has this id.", "report_id");

export function createSupportService(o: { db: Db; days: DayReader; photos: PhotoStore; clock?: () => Date; mailQueued?: () => void }) {
  const { db, days, photos } = o;
  const clock = o.clock ?? (() => new Date());
  const repo = createSupportRepo(db);

  async function thread(reportId: number) {
    const row = await repo.thread(reportId);
    if (!row) throw notFound();
    return row;
  }

  return {
    isOperator: (userId: number) => repo.isOperator(userId),

    async report(r: NewReport) {
      const seen = await repo.findByKey(r.userId, r.key);
      if (seen) return { report: await thread(seen.id), repeated: true };
      if (r.photos.length > MAX_PHOTOS) throw new ApiError(400, "too_many_photos", "A report takes at most three photos.", "photos");
      const plan = await repo.paidPlan(r.userId, r.purchaseId);
      if (!plan) throw new ApiError(404, "plan_not_found", "No paid plan of yours has this id.", "purchase_id");
      const today = kuwaitToday(clock());
      if (r.date > today || today > addDays(r.date, REPORT_WINDOW_DAYS)) {
        throw new ApiError(409, "report_window_closed", "A problem can be reported on the day of its delivery and the two days after.", "date");
      }
      // The day as My plan shows it: a day of this plan (else 404/400 from the service), not frozen.
      const day = await days.day(r.userId, r.purchaseId, r.date, 1);
      if (day.status === "frozen") throw new ApiError(409, "not_delivered", "Nothing was delivered on this day.", "date");
      const dishes = new Set(day.slots.map((s) => s.meal_id).filter((id): id is number => id !== null));
      if (r.mealIds.some((id) => !dishes.has(id))) throw new ApiError(400, "invalid_meal_ids", "Name only that day's dishes.", "meal_ids");
      const cleaned = await Promise.all(r.photos.map((p) => cleanPhoto(p)));
      const stored: { id: string; bytes: number }[] = [];
      for (const bytes of cleaned) stored.push({ id: await photos.put(bytes), bytes: bytes.length });
      // The report, its comment and its photos' rows together, or none of them.
      const row = await db.transaction().execute((trx) => createSupportRepo(trx).insert({ ...r, photoIds: stored }));
      if (!row) {
        // The same key won a race: that report stands, these photos go.
        await Promise.all(stored.map((p) => photos.remove(p.id)));
        const won = await repo.findByKey(r.userId, r.key);
        return { report: await thread(won!.id), repeated: true };
      }
      return { report: await thread(row.id), repeated: false };
    },

    mine: (userId: number) => repo.mine(userId),

    /** A photo's bytes for its customer or an operator; 404 to anyone else (no hint that it exists). */
    async photo(userId: number, photoId: string): Promise<Buffer> {
      const owner = /^[a-f0-9]{32}$/.test(photoId) ? await repo.photoOwner(photoId) : undefined;
      if (!owner || (owner.user_id !== userId && !(await repo.isOperator(userId)))) throw new ApiError(404, "photo_not_found", "No such photo.");
      const bytes = await photos.get(photoId);
      if (!bytes) throw new ApiError(404, "photo_not_found", "No such photo.");
      return bytes;
    },

    queue: (f: QueueFilter) => repo.queue(f),
    /** The queue with each report's day's address and the dishes it names, for the kitchen's screen. */
    async queueWithFacts(f: QueueFilter) {
      const rows = await repo.queue(f);
      return { rows, ...(await repo.dayFacts(rows)) };
    },
    thread,

    async answer(reportId: number, body: string, key: string) {
      await db.transaction().execute(async (trx) => {
        const tx = createSupportRepo(trx);
        const report = await tx.lock(reportId);
        if (!report) throw notFound();
        const seen = await tx.findMessageByKey(key);
        if (seen) {
          if (seen.report_id !== reportId || seen.body !== body) throw new ApiError(409, "answer_key_reused", "This key belongs to another answer.", "answer_key");
          return;
        }
        await tx.addMessage(reportId, "kitchen", body, key);
        if (report.state === "sent") await tx.setState(reportId, "in_review" satisfies SupportState);
      });
      return thread(reportId);
    },

    async resolve(reportId: number, res: Resolution, key: string, operatorId: number) {
      const replacementCheck = async (userId: number, purchaseId: number, after: string) => {
        if (res.outcome !== "replacement") return;
        if (res.date <= after) throw new ApiError(400, "invalid_replacement_date", "A replacement goes on a later day.", "replacement_date");
        const day = await days.day(userId, purchaseId, res.date, 1).catch(() => undefined);
        if (!day || day.status !== "upcoming") throw new ApiError(409, "replacement_day_unavailable", "Choose an upcoming day of this plan.", "replacement_date");
        if (!(await repo.dishExists(res.mealId))) throw new ApiError(400, "invalid_meal_id", "No dish has this id.", "meal_id");
      };
      const before = await repo.thread(reportId);
      if (!before) throw notFound();
      if (!before.outcome_key) await replacementCheck(before.user_id, before.purchase_id, before.date);
      const mailed = await db.transaction().execute(async (trx) => {
        const tx = createSupportRepo(trx);
        const report = await tx.lock(reportId);
        if (!report) throw notFound();
        if (report.outcome_key !== null) {
          if (report.outcome_key !== key) throw new ApiError(409, "already_resolved", "This report already has its outcome.", "outcome_key");
          return false;
        }
        const taken = await trx.selectFrom("support_reports").select("id").where("outcome_key", "=", key).executeTakeFirst();
        if (taken) throw new ApiError(409, "outcome_key_reused", "This key belongs to another report's outcome.", "outcome_key");
        let creditFils: number | null = null;
        if (res.outcome === "credit") {
          const plan = await trx.selectFrom("purchases").select(["total_fils", "wallet_fils", "days"]).where("id", "=", report.purchase_id).executeTakeFirstOrThrow();
          if (res.creditFils > dayValueFils(plan)) throw new ApiError(409, "credit_exceeds_day_value", "A credit is at most the day's value.", "amount");
          creditFils = res.creditFils;
          await tx.credit(report.user_id, report.purchase_id, report.id, creditFils);
        }
        await tx.resolve(report.id, {
          outcome: res.outcome,
          outcome_key: key,
          credit_fils: creditFils,
          replacement_date: res.outcome === "replacement" ? res.date : null,
          replacement_meal_id: res.outcome === "replacement" ? res.mealId : null,
          outcome_note: res.note,
          resolved_by: operatorId,
        });
        if (res.note) await tx.addMessage(report.id, "kitchen", res.note, null);
        await enqueueSupportOutcome(trx, report.user_id, {
          reportId: report.id,
          date: report.date,
          outcome: res.outcome,
          ...(creditFils !== null ? { creditFils } : {}),
          ...(res.outcome === "replacement" ? { replacementDate: res.date } : {}),
          note: res.note,
        });
        return true;
      });
      if (mailed) o.mailQueued?.();
      return { report: await thread(reportId), repeated: !mailed };
    },

    /** Reports per delivery day (the kitchen's lists) and the replacement dishes a day carries. */
    async dayFacts(date: string) {
      const [reports, replacements] = await Promise.all([repo.countOn(date), repo.replacementsOn(date)]);
      return { support_reports: reports, replacements };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
