// My plan's device state (its tables added in the database's version 4, declared below): the plan, the purchases and the wallet ledger as the
// server last answered them, and the changes (freeze, resume, a day's address) waiting in the
// outbox (meal picks and ratings: picks-store.ts). A change is queued with its own idempotency key and shows as pending on its days until
// it is sent; the server's answer then replaces the plan, and a refusal is kept so the screen can
// say what happened to which days (the other changes stand). Both are written by PLAN_OUTBOX, the
// handlers src/app registers when the app starts, whatever screen is open then.
import type { EntityTable, LangId, TableSpec } from "../../lib/db.ts";
import { withDb } from "../../lib/lazy-db.ts";
import type { OutboxEntry } from "../../data/store.ts";
import { enqueue, readQueued, type OutboxKind } from "../../data/outbox.ts";
import type { OutboxHandler } from "../../data/outbox-registry.ts";
import { fetchPlan, isWirePlan, toPlan, type Ledger, type Plan, type Purchase } from "./api.ts";
import type { PendingChange } from "./plan-rules.ts";

/**
 * The signed-in customer's plan as the server last answered it (`plan` null: no paid plan), in the
 * language it was asked in, and the refusals of changes sent from the outbox that the customer has
 * not dismissed yet.
 */
export type CachedPlan = {
  userId: number;
  langId: LangId;
  plan: unknown;
  refusals: { dates: string[]; code: string; kind: string; at: number }[];
  fetchedAt: number;
};

/** The customer's purchases and wallet ledger as the server last answered them. */
export type CachedPlanList = { userId: number; langId: LangId; value: unknown; fetchedAt: number };

export type PlanTables = {
  plans: EntityTable<CachedPlan, "userId">;
  purchaseHistory: EntityTable<CachedPlanList, "userId">;
  walletLedger: EntityTable<CachedPlanList, "userId">;
};

/** My plan's schema fragment (lib/db.ts opens the database from it). */
export const PLAN_SCHEMA = {
  // 4: My plan, the purchases and the wallet's ledger, kept for offline use.
  plans: { version: 4, indexes: "userId", user: true },
  purchaseHistory: { version: 4, indexes: "userId", user: true },
  walletLedger: { version: 4, indexes: "userId", user: true },
} as const satisfies Record<keyof PlanTables, TableSpec>;

export const PLAN_KINDS = ["freeze", "unfreeze", "dayAddress"] as const satisfies readonly OutboxKind[];
type PlanKind = (typeof PLAN_KINDS)[number];

export type Refusal = CachedPlan["refusals"][number];
export type StoredPlan = { plan: Plan | null; refusals: Refusal[] };

/** Writes `write` only while `userId` is the one signed in (an answer after a logout is dropped). */
async function asSignedIn(userId: number, write: () => Promise<unknown>): Promise<boolean> {
  return withDb((db) =>
    db.transaction("rw", [db.session, db.plans, db.purchaseHistory, db.walletLedger], async () => {
      if ((await db.session.get("current"))?.userId !== userId) return false;
      await write();
      return true;
    }),
  );
}

export async function readPlan(userId: number): Promise<StoredPlan | undefined> {
  const row = await withDb((db) => db.plans.get(userId));
  return row ? { plan: row.plan as Plan | null, refusals: row.refusals } : undefined;
}

/** Replaces the cached plan with the server's answer; refusals not yet dismissed stay. */
export async function savePlan(userId: number, langId: LangId, plan: Plan | null): Promise<void> {
  await asSignedIn(userId, () =>
    withDb(async (db) => {
      const before = await db.plans.get(userId);
      await db.plans.put({ userId, langId, plan, refusals: before?.refusals ?? [], fetchedAt: Date.now() });
    }),
  );
}

export async function readPurchases(userId: number): Promise<Purchase[] | undefined> {
  return (await withDb((db) => db.purchaseHistory.get(userId)))?.value as Purchase[] | undefined;
}

export async function savePurchases(userId: number, langId: LangId, value: Purchase[]): Promise<void> {
  await asSignedIn(userId, () => withDb((db) => db.purchaseHistory.put({ userId, langId, value, fetchedAt: Date.now() })));
}

export async function readLedger(userId: number): Promise<Ledger | undefined> {
  return (await withDb((db) => db.walletLedger.get(userId)))?.value as Ledger | undefined;
}

export async function saveLedger(userId: number, langId: LangId, value: Ledger): Promise<void> {
  await asSignedIn(userId, () => withDb((db) => db.walletLedger.put({ userId, langId, value, fetchedAt: Date.now() })));
}

/** The plan changes of `userId` still waiting in the outbox, oldest first. */
export async function readPending(userId: number): Promise<PendingChange[]> {
  const entries = await readQueued(userId, PLAN_KINDS);
  return entries.filter((e): e is OutboxEntry & { kind: PlanKind } => isPlanKind(e.kind)).map((e) => toPending(e.kind, e.payload));
}

const isPlanKind = (kind: OutboxKind): kind is PlanKind => (PLAN_KINDS as readonly string[]).includes(kind);

function toPending(kind: PlanKind, payload: Record<string, string>): PendingChange {
  if (kind === "dayAddress") return { kind, dates: [payload.date ?? ""], addressId: Number(payload.address_id) };
  return { kind, dates: (payload.dates ?? "").split(",").filter(Boolean) };
}

/** Queues a freeze, a resume or a day's address change; the outbox sends it now or when online. */
export async function queueChange(userId: number, kind: PlanKind, payload: Record<string, string>): Promise<void> {
  await enqueue({ kind, userId, payload, idempotencyKey: crypto.randomUUID() });
}

/** Forgets the refusals the customer has read. */
export async function dismissRefusals(userId: number): Promise<void> {
  await withDb((db) => db.plans.update(userId, { refusals: [] }));
}

/**
 * A refused change: kept for the screen's message, and a day past its cutoff shows locked at once
 * (the refresh that follows brings the server's own word).
 */
export async function recordRefusal(userId: number, kind: OutboxKind, dates: string[], code: string): Promise<void> {
  await asSignedIn(userId, () => withDb(async (db) => {
    const row = await db.plans.get(userId);
    if (!row) return;
    const plan = row.plan as Plan | null;
    const locked =
      code === "past_cutoff" && plan
        ? {
            ...plan,
            days: plan.days.map((d) => (dates.includes(d.date) && d.status === "upcoming" ? { ...d, status: "locked" as const } : d)),
          }
        : plan;
    await db.plans.put({ ...row, plan: locked, refusals: [...row.refusals, { dates, code, kind, at: Date.now() }] });
  }));
}

/** Asks the server for the plan and keeps its answer. */
export async function fetchPlanInto(userId: number, langId: LangId): Promise<void> {
  await savePlan(userId, langId, await fetchPlan(langId));
}

const langOf = (entry: OutboxEntry): LangId => (entry.payload.lang_id === "2" ? 2 : 1);

/** A plan change's answer: the plan as it is now. Its refusal: recorded, then the server's plan asked. */
const planChange: OutboxHandler = {
  sent: async (entry, data) => {
    if (isWirePlan(data)) await savePlan(entry.userId, langOf(entry), toPlan(data));
  },
  refused: async (entry, error) => {
    if (!isPlanKind(entry.kind)) return;
    await recordRefusal(entry.userId, entry.kind, toPending(entry.kind, entry.payload).dates, error.code);
    fetchPlanInto(entry.userId, langOf(entry)).catch(() => {
      // Offline again: the screen refreshes the plan on its next visit.
    });
  },
};

/** What the answers of freezes, resumes and a day's address changes write (registered by src/app). */
export const PLAN_OUTBOX: Record<PlanKind, OutboxHandler> = { freeze: planChange, unfreeze: planChange, dayAddress: planChange };
