// The support tables' SQL (migration 014; server/README.md "Support"): reports, their threads and
// photos, the operator's queue, and the outcome written once under its key. The only place their
// SQL is written.
import { sql, type Selectable } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Db } from "../db/client.ts";
import type { SupportKind, SupportReportsTable, SupportState } from "../db/schema.ts";

export type ReportRow = Selectable<SupportReportsTable>;
export type QueueFilter = { state?: SupportState; date?: string; kind?: SupportKind; from?: string; to?: string };

export function createSupportRepo(db: Db) {
  function withThread() {
    return db
      .selectFrom("support_reports as r")
      .selectAll("r")
      .select((eb) => [
        jsonArrayFrom(
          eb.selectFrom("support_messages as m").select(["m.id", "m.author", "m.body", "m.created_at"]).whereRef("m.report_id", "=", "r.id").orderBy("m.id"),
        ).as("messages"),
        jsonArrayFrom(eb.selectFrom("support_photos as p").select(["p.id"]).whereRef("p.report_id", "=", "r.id").orderBy("p.created_at").orderBy("p.id")).as("photos"),
      ]);
  }

  return {
    async isOperator(userId: number): Promise<boolean> {
      const row = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
      return row?.role === "operator";
    },

    findByKey(userId: number, key: string) {
      return db.selectFrom("support_reports").selectAll().where("user_id", "=", userId).where("idempotency_key", "=", key).executeTakeFirst();
    },

    /** The purchase the report is about, when it is the customer's and paid. */
    paidPlan(userId: number, purchaseId: number) {
      return db
        .selectFrom("purchases")
        .select(["id", "user_id", "days", "total_fils", "wallet_fils", "start_date", "status", "delivery_address_id"])
        .where("id", "=", purchaseId)
        .where("user_id", "=", userId)
        .where("status", "=", "paid")
        .executeTakeFirst();
    },

    /** Inserts the report, its first message and its photos; undefined when the key was taken meanwhile. */
    async insert(r: { userId: number; purchaseId: number; date: string; kind: SupportKind; mealIds: number[]; comment: string; key: string; photoIds: { id: string; bytes: number }[] }) {
      const row = await db
        .insertInto("support_reports")
        .values({ user_id: r.userId, purchase_id: r.purchaseId, date: r.date, kind: r.kind, meal_ids: r.mealIds.join(","), idempotency_key: r.key })
        .onConflict((oc) => oc.constraint("support_reports_key").doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      if (r.comment) await db.insertInto("support_messages").values({ report_id: row.id, author: "customer", body: r.comment }).execute();
      if (r.photoIds.length) await db.insertInto("support_photos").values(r.photoIds.map((p) => ({ id: p.id, report_id: row.id, bytes: p.bytes }))).execute();
      return row;
    },

    thread(reportId: number) {
      return withThread().where("r.id", "=", reportId).executeTakeFirst();
    },

    mine(userId: number) {
      return withThread().where("r.user_id", "=", userId).orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(200).execute();
    },

    queue(f: QueueFilter) {
      let q = withThread()
        .innerJoin("users as u", "u.id", "r.user_id")
        .select(["u.first_name", "u.last_name", "u.email", "u.mobile_no"]);
      if (f.state) q = q.where("r.state", "=", f.state);
      if (f.date) q = q.where("r.date", "=", f.date);
      if (f.kind) q = q.where("r.kind", "=", f.kind);
      if (f.from) q = q.where("r.date", ">=", f.from);
      if (f.to) q = q.where("r.date", "<=", f.to);
      return q.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(500).execute();
    },

    photoOwner(photoId: string) {
      return db.selectFrom("support_photos as p").innerJoin("support_reports as r", "r.id", "p.report_id").select(["r.user_id"]).where("p.id", "=", photoId).executeTakeFirst();
    },

    /** The report under a row lock (the outcome and answers are decided one at a time). */
    lock(reportId: number) {
      return db.selectFrom("support_reports").selectAll().where("id", "=", reportId).forUpdate().executeTakeFirst();
    },

    findMessageByKey(key: string) {
      return db.selectFrom("support_messages").selectAll().where("message_key", "=", key).executeTakeFirst();
    },

    async addMessage(reportId: number, author: "customer" | "kitchen", body: string, key: string | null) {
      await db.insertInto("support_messages").values({ report_id: reportId, author, body, message_key: key }).execute();
    },

    async setState(reportId: number, state: SupportState) {
      await db.updateTable("support_reports").set({ state }).where("id", "=", reportId).execute();
    },

    async resolve(reportId: number, o: Pick<ReportRow, "outcome" | "outcome_key" | "credit_fils" | "replacement_date" | "replacement_meal_id" | "outcome_note" | "resolved_by">) {
      await db.updateTable("support_reports").set({ ...o, state: "resolved", resolved_at: sql<Date>`now()` }).where("id", "=", reportId).execute();
    },

    async credit(userId: number, purchaseId: number, reportId: number, fils: number) {
      await db.updateTable("users").set((eb) => ({ wallet_fils: eb("wallet_fils", "+", fils) })).where("id", "=", userId).execute();
      await db.insertInto("wallet_transactions").values({ user_id: userId, purchase_id: purchaseId, kind: "refund", amount_fils: fils, support_report_id: reportId }).execute();
    },

    async dishExists(mealId: number): Promise<boolean> {
      return (await db.selectFrom("meals").select("id").where("id", "=", mealId).executeTakeFirst()) !== undefined;
    },

    /** For the kitchen's queue: the address each report's day went to, and the names of the dishes named. */
    async dayFacts(reports: readonly { id: number; purchase_id: number; date: string; meal_ids: string }[]) {
      const ids = [...new Set(reports.flatMap((r) => (r.meal_ids === "" ? [] : r.meal_ids.split(",").map(Number))))];
      const [dishes, addresses] = await Promise.all([
        ids.length ? db.selectFrom("meals").select(["id", "name_en", "name_ar"]).where("id", "in", ids).execute() : Promise.resolve([]),
        reports.length
          ? db
              .selectFrom("support_reports as r")
              .innerJoin("purchases as p", "p.id", "r.purchase_id")
              .leftJoin("plan_day_addresses as d", (j) => j.onRef("d.purchase_id", "=", "r.purchase_id").onRef("d.date", "=", "r.date"))
              .innerJoin("addresses as a", (j) => j.on((eb) => eb("a.id", "=", eb.fn.coalesce("d.address_id", "p.delivery_address_id"))))
              .select(["r.id as report_id", "a.address_type", "a.block", "a.street", "a.avenue", "a.house_number", "a.appartment_number", "a.floor_no", "a.flat_no", "a.company_name", "a.office_number"])
              .where("r.id", "in", reports.map((r) => r.id))
              .execute()
          : Promise.resolve([]),
      ]);
      return { dishes: new Map(dishes.map((d) => [d.id, d])), addresses: new Map(addresses.map((a) => [a.report_id, a])) };
    },

    /** The replacement dishes a delivery day carries (an extra slot on the kitchen's lists). */
    replacementsOn(date: string) {
      return db
        .selectFrom("support_reports")
        .select(["id as report_id", "purchase_id", "replacement_meal_id as meal_id"])
        .where("replacement_date", "=", date)
        .where("outcome", "=", "replacement")
        .orderBy("id")
        .execute();
    },

    /** Reports per delivery day, for the kitchen's lists. */
    async countOn(date: string): Promise<number> {
      const row = await db.selectFrom("support_reports").select(sql<number>`count(*)::int`.as("n")).where("date", "=", date).executeTakeFirstOrThrow();
      return row.n;
    },
  };
}

export type SupportRepo = ReturnType<typeof createSupportRepo>;
