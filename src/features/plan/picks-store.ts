// My meals on the device: each delivery day's picks as the server last answered them (one userCache
// row per day and language) and the picks and ratings waiting in the outbox (kinds "dayPicks" and "rating", each with its own
// idempotency key). A sent change's answer replaces the day; a refused one is kept with the plan's
// refusals (store.ts), and a pick refused for a passed cutoff shows its day locked with what the
// kitchen chose; the other days' picks stand. PICKS_OUTBOX writes both; src/app registers it at start.
import type { LangId, StorefrontDb } from "../../lib/db.ts";
import { withDb } from "../../lib/lazy-db.ts";
import type { OutboxEntry, UserCache } from "../../data/store.ts";
import { enqueue, readQueued, type OutboxKind } from "../../data/outbox.ts";
import type { OutboxHandler } from "../../data/outbox-registry.ts";
import type { RatingWire } from "../../../contract/day-picks.ts";
import { fetchDayPicks, isWireDay, isWireRating, picksOfFields, toDayPicks, type DayPicks } from "./picks-api.ts";
import type { PendingPicks, PendingRating } from "./picks-rules.ts";
import { fetchPlanInto, recordRefusal } from "./store.ts";

export const PICK_KINDS = ["dayPicks", "rating"] as const satisfies readonly OutboxKind[];
type PickKind = (typeof PICK_KINDS)[number];

type DayKey = Extract<UserCache["key"], `dayPicks:${string}`>;
const dayKey = (purchaseId: number, date: string, langId: LangId): DayKey => `dayPicks:${purchaseId}:${date}:${langId}`;

/** Writes `write` only while `userId` is the one signed in (an answer after a logout is dropped). */
async function asSignedIn(userId: number, write: (db: StorefrontDb) => Promise<unknown>): Promise<void> {
  await withDb((db) =>
    db.transaction("rw", [db.session, db.userCache], async () => {
      if ((await db.session.get("current"))?.userId !== userId) return;
      await write(db);
    }),
  );
}

export async function readDay(userId: number, purchaseId: number, date: string, langId: LangId): Promise<DayPicks | undefined> {
  const row = await withDb((db) => db.userCache.get(dayKey(purchaseId, date, langId)));
  return row && row.userId === userId ? (row.value as DayPicks) : undefined;
}

/**
 * The days of `purchaseId` whose dishes the customer chose, as the device last read them (either
 * language): the calendar marks them. A day picked on another device shows once it is read here.
 */
export async function readPickedDates(userId: number, purchaseId: number): Promise<Set<string>> {
  const rows = await withDb((db) => db.userCache.where("key").startsWith(`dayPicks:${purchaseId}:`).toArray());
  const picked = new Set<string>();
  for (const row of rows) {
    const day = row.value as DayPicks;
    if (row.userId === userId && day.slots.some((s) => s.chosenBy === "customer")) picked.add(day.date);
  }
  return picked;
}

export async function saveDay(userId: number, langId: LangId, day: DayPicks): Promise<void> {
  await asSignedIn(userId, (db) => db.userCache.put({ key: dayKey(day.purchaseId, day.date, langId), userId, value: day }));
}

export type PendingMeals = { picks: PendingPicks[]; ratings: PendingRating[] };

/** The picks and ratings of `userId` still waiting in the outbox, oldest first. */
export async function readPendingMeals(userId: number): Promise<PendingMeals> {
  const entries = await readQueued(userId, PICK_KINDS);
  const picks: PendingPicks[] = [];
  const ratings: PendingRating[] = [];
  for (const e of entries) {
    const purchaseId = Number(e.payload.purchase_id);
    const date = e.payload.date ?? "";
    if (e.kind === "dayPicks") picks.push({ purchaseId, date, picks: picksOfFields(e.payload) });
    if (e.kind === "rating") {
      ratings.push({
        purchaseId,
        date,
        mealId: Number(e.payload.meal_id),
        stars: Number(e.payload.stars),
        comment: e.payload.comment ?? null,
      });
    }
  }
  return { picks, ratings };
}

/** Queues a day's picks or a dish's rating; the outbox sends it now or when online. */
export async function queueMeals(userId: number, kind: PickKind, payload: Record<string, string>): Promise<void> {
  await enqueue({ kind, userId, payload, idempotencyKey: crypto.randomUUID() });
}

/** A rating the server took: the day's cached copies (both languages) show it. */
async function saveRating(userId: number, r: RatingWire): Promise<void> {
  await asSignedIn(userId, async (db) => {
    for (const langId of [1, 2] as const) {
      const key = dayKey(r.purchase_id, r.date, langId);
      const row = await db.userCache.get(key);
      if (!row || row.userId !== userId) continue;
      const day = row.value as DayPicks;
      const slots = day.slots.map((s) => (s.mealId === r.meal_id ? { ...s, rating: { stars: r.stars, comment: r.comment } } : s));
      await db.userCache.put({ ...row, value: { ...day, slots } });
    }
  });
}

/** A day the server refused to change for its passed cutoff: shown locked at once, until its own answer. */
async function lockDay(userId: number, purchaseId: number, date: string): Promise<void> {
  await asSignedIn(userId, async (db) => {
    for (const langId of [1, 2] as const) {
      const row = await db.userCache.get(dayKey(purchaseId, date, langId));
      if (!row || row.userId !== userId) continue;
      const day = row.value as DayPicks;
      await db.userCache.put({ ...row, value: { ...day, status: "locked", changeable: false } });
    }
  });
}

const placeOf = (entry: OutboxEntry) => ({
  langId: (entry.payload.lang_id === "2" ? 2 : 1) as LangId,
  purchaseId: Number(entry.payload.purchase_id),
  date: entry.payload.date ?? "",
});

/** What the answers of picks and ratings write (registered by src/app). */
export const PICKS_OUTBOX: Record<PickKind, OutboxHandler> = {
  dayPicks: {
    sent: async (entry, data) => {
      if (isWireDay(data)) await saveDay(entry.userId, placeOf(entry).langId, toDayPicks(data));
    },
    refused: (entry, error) => refused(entry, "dayPicks", error.code),
  },
  rating: {
    sent: async (entry, data) => {
      if (isWireRating(data)) await saveRating(entry.userId, data);
    },
    refused: (entry, error) => refused(entry, "rating", error.code),
  },
};

/** A refused pick or rating: kept among the plan's refusals; a passed cutoff locks its day at once. */
async function refused(entry: OutboxEntry, kind: PickKind, code: string): Promise<void> {
  const { langId, purchaseId, date } = placeOf(entry);
  if (code === "past_cutoff") await lockDay(entry.userId, purchaseId, date);
  await recordRefusal(entry.userId, kind, [date], code);
  // The server's word on the day (a passed cutoff: the kitchen's picks, fixed) and on the plan.
  void (async () => {
    await saveDay(entry.userId, langId, await fetchDayPicks(purchaseId, date, langId));
    await fetchPlanInto(entry.userId, langId);
  })().catch(() => {
    // Offline again: the day is asked for again when it is next opened.
  });
}
