// The health profile's and the portions' device state (its tables added in the database's version
// 7; README.md "Health profile and portions"): the profile and weights as the server last answered
// them, and each plan's portions. Every change is an outbox entry (kinds healthProfile, weight,
// weightDelete, portions) sent once by its key, online too; the screens show the server's copy with
// the entries still waiting applied (health-rules.ts), so a change made offline shows at once.
// HEALTH_OUTBOX, registered by src/app when the app starts, writes each answer (or refusal) here.
import type { EntityTable, TableSpec } from "../../lib/db.ts";
import { withDb } from "../../lib/lazy-db.ts";
import { enqueue, readQueued } from "../../data/outbox.ts";
import type { OutboxHandler } from "../../data/outbox-registry.ts";
import type { HealthKind, OutboxEntry } from "../../data/store.ts";
import type { HealthWire, PortionsWire } from "../../../contract/health.ts";
import type { Portions } from "../../../rules/portion-ladders.ts";
import type { Macros } from "../../../rules/portion.ts";
import { portionsWithQueued, targetsOf, withQueued } from "./health-rules.ts";
import { fetchHealth, fetchPortions, payloads, toHealth, toPortions, type Health, type HealthProfile, type PlanPortions, type Weight } from "./api.ts";

export type KeptHealth = Health & { userId: number; refused?: string };
export type KeptPortions = PlanPortions & { userId: number; refused?: string };

export type HealthTables = {
  health: EntityTable<KeptHealth, "userId">;
  planPortions: EntityTable<KeptPortions, "purchaseId">;
};

/** Health's schema fragment (lib/db.ts opens the database from it). */
export const HEALTH_SCHEMA = {
  // 7: the health profile with its weights, and the plans' portions.
  health: { version: 7, indexes: "userId", user: true },
  planPortions: { version: 7, indexes: "purchaseId, userId", user: true },
} as const satisfies Record<keyof HealthTables, TableSpec>;

const HEALTH_KINDS: readonly HealthKind[] = ["healthProfile", "weight", "weightDelete"];

/** Writes only while `userId` is the one signed in (an answer after a logout is dropped). */
function asSignedIn(userId: number, write: (db: Parameters<Parameters<typeof withDb>[0]>[0]) => Promise<unknown>): Promise<void> {
  return withDb((db) =>
    db.transaction("rw", [db.session, db.health, db.planPortions], async () => {
      if ((await db.session.get("current"))?.userId === userId) await write(db);
    }),
  );
}

export function readHealth(userId: number): Promise<KeptHealth | undefined> {
  return withDb((db) => db.health.get(userId));
}

export function readPlanPortions(userId: number, purchaseId: number): Promise<KeptPortions | undefined> {
  return withDb(async (db) => {
    const row = await db.planPortions.get(purchaseId);
    return row?.userId === userId ? row : undefined;
  });
}

export function queuedHealth(userId: number): Promise<OutboxEntry[]> {
  return readQueued(userId, HEALTH_KINDS);
}

export function queuedPortions(userId: number): Promise<OutboxEntry[]> {
  return readQueued(userId, ["portions"]);
}

export async function refreshHealth(userId: number): Promise<void> {
  const health = await fetchHealth();
  await asSignedIn(userId, (db) => db.health.put({ ...health, userId }));
}

export async function refreshPortions(userId: number, purchaseId: number): Promise<void> {
  const portions = await fetchPortions(purchaseId);
  await asSignedIn(userId, (db) => db.planPortions.put({ ...portions, userId }));
}

const queue = (userId: number, kind: HealthKind, payload: Record<string, string>) => enqueue({ kind, userId, idempotencyKey: crypto.randomUUID(), payload });

export const saveProfile = (userId: number, p: HealthProfile) => queue(userId, "healthProfile", payloads.profile(p));
export const saveWeight = (userId: number, w: Weight) => queue(userId, "weight", payloads.weight(w));
export const deleteWeight = (userId: number, date: string) => queue(userId, "weightDelete", payloads.weightDelete(date));
export const savePortions = (userId: number, purchaseId: number, date: string | undefined, p: Portions) =>
  queue(userId, "portions", payloads.portions(purchaseId, date, p));

const HEALTH_HANDLER: OutboxHandler = {
  sent: async (entry, data) => {
    await asSignedIn(entry.userId, (db) => db.health.put({ ...toHealth(data as HealthWire), userId: entry.userId }));
  },
  refused: async (entry, error) => {
    await asSignedIn(entry.userId, async (db) => {
      const kept = await db.health.get(entry.userId);
      await db.health.put({ ...(kept ?? { profile: null, weights: [] }), userId: entry.userId, refused: error.code });
    });
  },
};

/** What the answers of the health and portion writes write (registered by src/app). */
export const HEALTH_OUTBOX: Record<HealthKind, OutboxHandler> = {
  healthProfile: HEALTH_HANDLER,
  weight: HEALTH_HANDLER,
  weightDelete: HEALTH_HANDLER,
  portions: {
    sent: async (entry, data) => {
      await asSignedIn(entry.userId, (db) => db.planPortions.put({ ...toPortions(data as PortionsWire), userId: entry.userId }));
    },
    refused: async (entry, error) => {
      await asSignedIn(entry.userId, async (db) => {
        const kept = await db.planPortions.get(Number(entry.payload.purchase_id));
        if (kept) await db.planPortions.put({ ...kept, refused: error.code });
      });
    },
  },
};

/** A plan's portions as the customer sees them: the server's copy with the changes still waiting applied. */
export async function readPortionsView(userId: number, purchaseId: number): Promise<{ portions: PlanPortions | undefined; waiting: number; refused?: string }> {
  const [kept, queued] = await Promise.all([readPlanPortions(userId, purchaseId), queuedPortions(userId)]);
  const mine = queued.filter((e) => Number(e.payload.purchase_id) === purchaseId);
  return { portions: kept ? portionsWithQueued(kept, mine) : undefined, waiting: mine.length, ...(kept?.refused ? { refused: kept.refused } : {}) };
}

/** The customer's daily targets at the latest weight, with the changes still waiting applied (none without a profile and a weight). */
export async function readTargets(userId: number, todayIso: string): Promise<Macros | undefined> {
  const [kept, queued] = await Promise.all([readHealth(userId), queuedHealth(userId)]);
  return kept ? targetsOf(withQueued(kept, queued), todayIso)?.now : undefined;
}

/** The calculator's answers (its store's CalculatorAnswers), as far as the profile needs them. */
export type DeviceAnswers = {
  gender?: HealthProfile["gender"] | undefined;
  birthday?: string | undefined;
  heightCm?: number | undefined;
  weightKg?: number | undefined;
  targetWeightKg?: number | undefined;
  activityLevel?: HealthProfile["activityLevel"] | undefined;
  goal?: HealthProfile["goal"] | undefined;
};

/** The profile and today's weight the answers give, when they are complete. */
export function fromAnswers(a: DeviceAnswers, today: string): { profile: HealthProfile; weight: Weight } | undefined {
  if (!a.gender || !a.birthday || !a.heightCm || !a.weightKg || !a.activityLevel || !a.goal) return undefined;
  const round = (n: number) => Math.round(n * 10) / 10;
  const target = a.targetWeightKg && a.targetWeightKg >= 20 && a.targetWeightKg <= 300 ? round(a.targetWeightKg) : null;
  return {
    profile: { gender: a.gender, birthday: a.birthday, heightCm: round(a.heightCm), activityLevel: a.activityLevel, goal: a.goal, targetWeightKg: target },
    weight: { date: today, kg: round(a.weightKg) },
  };
}

/**
 * The calculator's answers into the signed-in customer's profile and today's weight (the
 * calculator calls it with each result; the health screen offers it after sign-up): nothing for a
 * guest, for incomplete answers, or when the profile already says the same.
 */
export async function fillFromAnswers(answers: DeviceAnswers, today: string): Promise<void> {
  const filled = fromAnswers(answers, today);
  const session = await withDb((db) => db.session.get("current"));
  if (!filled || !session) return;
  const kept = await readHealth(session.userId);
  const shown = kept ? withQueued(kept, await queuedHealth(session.userId)) : undefined;
  if (JSON.stringify(shown?.profile) !== JSON.stringify(filled.profile)) await saveProfile(session.userId, filled.profile);
  if (shown?.weights.find((w) => w.date === today)?.kg !== filled.weight.kg) await saveWeight(session.userId, filled.weight);
}
