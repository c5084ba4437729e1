// A paid purchase seen as a plan (migration 007): its frozen days, a day's own address, the changes
// made under idempotency keys, and the facts the mails quote (the purchases and the wallet's ledger
// are purchase-history-repo.ts's). The only place their SQL is written. Changes to one plan are
// serialised by `lockPlan` (the purchase row FOR UPDATE) inside the caller's transaction.
import { sql, type Selectable } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { Db } from "../db/client.ts";
import type { PlanChangeKind, PurchasesTable } from "../db/schema.ts";

export type PlanRow = Selectable<PurchasesTable>;

/**
 * A plan's frozen days, its days' own addresses (a day without one goes to the plan's address) and
 * the days whose dishes the customer chose (My plan's calendar marks them).
 */
export type PlanDays = { frozen: Set<string>; addresses: Map<string, number>; picked: Set<string> };

function planDays(
  frozen: readonly { date: string }[],
  addresses: readonly { date: string; address_id: number }[],
  picked: readonly { date: string }[],
): PlanDays {
  return {
    frozen: new Set(frozen.map((r) => r.date)),
    addresses: new Map(addresses.map((r) => [r.date, r.address_id])),
    picked: new Set(picked.map((r) => r.date)),
  };
}

export function createPlansRepo(db: Db) {
  return {
    /** The customer's paid purchase, locked until the transaction ends. */
    lockPlan(userId: number, purchaseId: number): Promise<PlanRow | undefined> {
      return db
        .selectFrom("purchases")
        .selectAll()
        .where("id", "=", purchaseId)
        .where("user_id", "=", userId)
        .where("status", "=", "paid")
        .forUpdate()
        .executeTakeFirst();
    },

    /**
     * The customer's latest paid purchase: the plan My plan shows (with the customer's mail
     * language), its frozen days and its days' own addresses, in one statement.
     */
    async currentPlan(userId: number): Promise<(PlanRow & { user_lang_id: number; days_of: PlanDays }) | undefined> {
      const row = await db
        .selectFrom("purchases")
        .innerJoin("users", "users.id", "purchases.user_id")
        .selectAll("purchases")
        .select((eb) => [
          "users.lang_id as user_lang_id",
          jsonArrayFrom(eb.selectFrom("plan_frozen_days").select("plan_frozen_days.date").whereRef("plan_frozen_days.purchase_id", "=", "purchases.id")).as("frozen"),
          jsonArrayFrom(
            eb
              .selectFrom("plan_day_addresses")
              .select(["plan_day_addresses.date", "plan_day_addresses.address_id"])
              .whereRef("plan_day_addresses.purchase_id", "=", "purchases.id"),
          ).as("addresses"),
          jsonArrayFrom(
            eb
              .selectFrom("day_picks")
              .select("day_picks.date")
              .distinct()
              .whereRef("day_picks.purchase_id", "=", "purchases.id")
              .where("day_picks.chosen_by", "=", "customer"),
          ).as("picked"),
        ])
        .where("purchases.user_id", "=", userId)
        .where("purchases.status", "=", "paid")
        .orderBy("purchases.id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!row) return undefined;
      const { frozen, addresses, picked, ...plan } = row;
      return { ...plan, days_of: planDays(frozen, addresses, picked) };
    },

    /**
     * What a change of a locked plan is decided on, in one statement run after `lockPlan` (so it
     * sees every change committed before the lock was granted): the plan's frozen days and days'
     * own addresses, the change already recorded under `key`, the start of the customer's next
     * purchase, and the customer's mail address, name and language.
     */
    async changeState(plan: Pick<PlanRow, "id" | "user_id" | "start_date">, key: string) {
      const row = await db
        .selectFrom("users")
        .select((eb) => [
          "users.email",
          "users.first_name",
          "users.lang_id",
          jsonArrayFrom(eb.selectFrom("plan_frozen_days").select("date").where("purchase_id", "=", plan.id)).as("frozen"),
          jsonArrayFrom(eb.selectFrom("plan_day_addresses").select(["date", "address_id"]).where("purchase_id", "=", plan.id)).as("addresses"),
          jsonArrayFrom(eb.selectFrom("day_picks").select("date").distinct().where("purchase_id", "=", plan.id).where("chosen_by", "=", "customer")).as("picked"),
          jsonObjectFrom(
            eb
              .selectFrom("plan_changes")
              .select(["purchase_id", "kind", "request"])
              .where("user_id", "=", plan.user_id)
              .where("idempotency_key", "=", key),
          ).as("seen"),
          eb
            .selectFrom("purchases")
            .select((p) => p.fn.min("start_date").as("start"))
            .where("user_id", "=", plan.user_id)
            .where("id", "<>", plan.id)
            .where("status", "in", ["paid", "pending"])
            .where("start_date", ">", plan.start_date)
            .as("next_start"),
        ])
        .where("users.id", "=", plan.user_id)
        .executeTakeFirstOrThrow();
      const { frozen, addresses, picked, next_start, ...rest } = row;
      return { ...rest, days: planDays(frozen, addresses, picked), nextStart: next_start ?? undefined };
    },

    async frozenDays(purchaseId: number): Promise<string[]> {
      const rows = await db.selectFrom("plan_frozen_days").select("date").where("purchase_id", "=", purchaseId).orderBy("date").execute();
      return rows.map((r) => r.date);
    },

    async dayAddresses(purchaseId: number): Promise<Map<string, number>> {
      const rows = await db.selectFrom("plan_day_addresses").select(["date", "address_id"]).where("purchase_id", "=", purchaseId).execute();
      return new Map(rows.map((r) => [r.date, r.address_id]));
    },

    async recordChange(c: { userId: number; purchaseId: number; key: string; kind: PlanChangeKind; request: string }): Promise<number> {
      const row = await db
        .insertInto("plan_changes")
        .values({ user_id: c.userId, purchase_id: c.purchaseId, idempotency_key: c.key, kind: c.kind, request: c.request })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * A freeze or a resume in one statement: the days frozen and resumed, the plan's new end date
     * and the change under its idempotency key. Answers the change's id.
     */
    async applyFrozen(c: {
      userId: number;
      purchaseId: number;
      key: string;
      kind: "freeze" | "unfreeze";
      request: string;
      added: readonly string[];
      removed: readonly string[];
      endDate: string;
    }): Promise<number> {
      const { purchaseId } = c;
      let query = db
        .with("change", (q) =>
          q
            .insertInto("plan_changes")
            .values({ user_id: c.userId, purchase_id: purchaseId, idempotency_key: c.key, kind: c.kind, request: c.request })
            .returning("id"),
        )
        .with("ended", (q) => q.updateTable("purchases").set({ end_date: c.endDate }).where("id", "=", purchaseId).returning("id"));
      if (c.added.length > 0) {
        const rows = c.added.map((date) => ({ purchase_id: purchaseId, date }));
        query = query.with("added", (q) => q.insertInto("plan_frozen_days").values(rows).returning("date")) as unknown as typeof query;
      }
      if (c.removed.length > 0) {
        const removed = [...c.removed];
        query = query.with("removed", (q) =>
          q.deleteFrom("plan_frozen_days").where("purchase_id", "=", purchaseId).where("date", "in", removed).returning("date"),
        ) as unknown as typeof query;
      }
      const row = await query.selectFrom("change").select("change.id").executeTakeFirstOrThrow();
      return row.id;
    },

    /** A day's own address; `undefined` sends it to the plan's address again. */
    async setDayAddress(purchaseId: number, date: string, addressId: number | undefined): Promise<void> {
      if (addressId === undefined) {
        await db.deleteFrom("plan_day_addresses").where("purchase_id", "=", purchaseId).where("date", "=", date).execute();
        return;
      }
      await db
        .insertInto("plan_day_addresses")
        .values({ purchase_id: purchaseId, date, address_id: addressId })
        .onConflict((oc) => oc.columns(["purchase_id", "date"]).doUpdateSet({ address_id: addressId }))
        .execute();
    },

    async ownsAddress(userId: number, addressId: number): Promise<boolean> {
      const row = await db.selectFrom("addresses").select("id").where("id", "=", addressId).where("user_id", "=", userId).executeTakeFirst();
      return row !== undefined;
    },

    /** Names of the plan's package, delivery time and method in both languages. */
    planNames(plan: Pick<PlanRow, "package_id" | "delivery_time_id" | "delivery_method_id">) {
      return db
        .selectFrom("packages")
        .innerJoin("delivery_times", (j) => j.on("delivery_times.id", "=", plan.delivery_time_id))
        .innerJoin("delivery_methods", (j) => j.on("delivery_methods.id", "=", plan.delivery_method_id))
        .select([
          "packages.name_en as package_en",
          "packages.name_ar as package_ar",
          "delivery_times.name_en as time_en",
          "delivery_times.name_ar as time_ar",
          "delivery_methods.name_en as method_en",
          "delivery_methods.name_ar as method_ar",
        ])
        .where("packages.id", "=", plan.package_id)
        .executeTakeFirstOrThrow();
    },

    /** Who a mail goes to, in which language. */
    recipient(userId: number) {
      return db.selectFrom("users").select(["email", "first_name", "lang_id"]).where("id", "=", userId).executeTakeFirstOrThrow();
    },

    /** Remembers the language the customer last used, for their mails. */
    async setLanguage(userId: number, langId: number): Promise<void> {
      await db.updateTable("users").set({ lang_id: langId }).where("id", "=", userId).where("lang_id", "<>", langId).execute();
    },

    /** What a receipt quotes: the purchase, its package's names and its customer. */
    receiptFacts(purchaseId: number) {
      return db
        .selectFrom("purchases")
        .innerJoin("users", "users.id", "purchases.user_id")
        .innerJoin("packages", "packages.id", "purchases.package_id")
        .select([
          "purchases.id",
          "purchases.days",
          "purchases.start_date",
          "purchases.end_date",
          "purchases.total_fils",
          "purchases.wallet_fils",
          "purchases.discount_fils",
          "users.email",
          "users.first_name",
          "users.lang_id",
          "packages.name_en",
          "packages.name_ar",
        ])
        .where("purchases.id", "=", purchaseId)
        .executeTakeFirstOrThrow();
    },

    /** Counts (int, on PGlite and PostgreSQL alike) of a plan's frozen days. */
    async frozenCount(purchaseId: number): Promise<number> {
      const row = await db
        .selectFrom("plan_frozen_days")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("purchase_id", "=", purchaseId)
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}

export type PlansRepo = ReturnType<typeof createPlansRepo>;
