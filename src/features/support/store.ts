// Support's device state (its tables added in the database's version 5): the customer's reports
// with their threads as the server last answered them (readable offline once seen), the photos seen,
// and the reports made on the device and not yet answered by the server, photos included (their
// bytes and type: an ArrayBuffer is stored by every IndexedDB, a Blob not by all of them), so
// a report made on a bad network waits here and is sent by the outbox exactly once (its idempotency
// key). SUPPORT_OUTBOX, registered by src/app when the app starts, sends a draft's photos with it
// and writes the server's answer (or its refusal) here, whatever screen is open then.
import type { EntityTable, TableSpec } from "../../lib/db.ts";
import { withDb } from "../../lib/lazy-db.ts";
import { enqueue, readQueued } from "../../data/outbox.ts";
import type { OutboxHandler } from "../../data/outbox-registry.ts";
import type { ReportKind, SupportReport } from "./api.ts";

export type StoredReport = { key: string; userId: number; report: SupportReport };
export type ReportDraft = {
  idempotencyKey: string;
  userId: number;
  purchaseId: number;
  date: string;
  kind: ReportKind;
  mealIds: number[];
  comment: string;
  photos: StoredBytes[];
  createdAt: number;
  /** The server's refusal code, when it refused the report. */
  refused?: string;
};
export type StoredBytes = { type: string; bytes: ArrayBuffer };
export type StoredPhoto = { photoId: string; userId: number; photo: StoredBytes };

export const toStored = async (blob: Blob): Promise<StoredBytes> => ({ type: blob.type, bytes: await blob.arrayBuffer() });
export const toBlob = (s: StoredBytes): Blob => new Blob([s.bytes], { type: s.type });

export type SupportTables = {
  supportReports: EntityTable<StoredReport, "key">;
  supportDrafts: EntityTable<ReportDraft, "idempotencyKey">;
  supportPhotos: EntityTable<StoredPhoto, "photoId">;
};

/** Support's schema fragment (lib/db.ts opens the database from it). */
export const SUPPORT_SCHEMA = {
  // 5: support reports, the drafts waiting to be sent, the photos seen.
  supportReports: { version: 5, indexes: "key, userId", user: true },
  supportDrafts: { version: 5, indexes: "idempotencyKey, userId", user: true },
  supportPhotos: { version: 5, indexes: "photoId, userId", user: true },
} as const satisfies Record<keyof SupportTables, TableSpec>;

const keyOf = (userId: number, reportId: number) => `${userId}:${reportId}`;
const payloadOf = (d: Pick<ReportDraft, "purchaseId" | "date" | "kind" | "mealIds" | "comment">) => ({
  purchase_id: String(d.purchaseId),
  date: d.date,
  kind: d.kind,
  meal_ids: d.mealIds.join(","),
  comment: d.comment,
});

/** Writes `write` only while `userId` is the one signed in (an answer after a logout is dropped). */
function asSignedIn(userId: number, write: (db: Parameters<Parameters<typeof withDb>[0]>[0]) => Promise<unknown>): Promise<void> {
  return withDb((db) =>
    db.transaction("rw", [db.session, db.supportReports, db.supportDrafts, db.supportPhotos], async () => {
      if ((await db.session.get("current"))?.userId !== userId) return;
      await write(db);
    }),
  );
}

/** Replaces the customer's reports with the server's list. */
export function saveReports(userId: number, reports: SupportReport[]): Promise<void> {
  return asSignedIn(userId, async (db) => {
    await db.supportReports.where("userId").equals(userId).delete();
    await db.supportReports.bulkPut(reports.map((report) => ({ key: keyOf(userId, report.report_id), userId, report })));
  });
}

/** Keeps a report made on the device and queues it; the outbox sends it now or once online. */
export async function queueReport(draft: Omit<ReportDraft, "idempotencyKey" | "createdAt" | "photos"> & { photos: Blob[] }): Promise<void> {
  const idempotencyKey = crypto.randomUUID();
  const photos = await Promise.all(draft.photos.map(toStored));
  await withDb((db) => db.supportDrafts.put({ ...draft, photos, idempotencyKey, createdAt: Date.now() }));
  await enqueue({ kind: "supportReport", userId: draft.userId, payload: payloadOf(draft), idempotencyKey });
}

/**
 * Queues again, under their own keys, the drafts of `userId` that are neither refused nor waiting in
 * the outbox (the app closed between keeping a draft and queueing it): the server takes a key once.
 */
export async function requeueDrafts(userId: number): Promise<void> {
  const queued = new Set((await readQueued(userId, ["supportReport"])).map((e) => e.idempotencyKey));
  const drafts = await withDb((db) => db.supportDrafts.where("userId").equals(userId).toArray());
  for (const d of drafts.filter((x) => !x.refused && !queued.has(x.idempotencyKey))) {
    await enqueue({ kind: "supportReport", userId, payload: payloadOf(d), idempotencyKey: d.idempotencyKey });
  }
}

export async function savePhoto(userId: number, photoId: string, blob: Blob): Promise<void> {
  const photo = await toStored(blob);
  await asSignedIn(userId, (db) => db.supportPhotos.put({ photoId, userId, photo }));
}

export const SUPPORT_OUTBOX: OutboxHandler = {
  async files(entry) {
    const draft = await withDb((db) => db.supportDrafts.get(entry.idempotencyKey));
    return draft && draft.photos.length > 0 ? { photos: draft.photos.map(toBlob) } : undefined;
  },
  async sent(entry, data) {
    const report = data as SupportReport;
    await asSignedIn(entry.userId, async (db) => {
      await db.supportReports.put({ key: keyOf(entry.userId, report.report_id), userId: entry.userId, report });
      await db.supportDrafts.delete(entry.idempotencyKey);
    });
  },
  async refused(entry, error) {
    await asSignedIn(entry.userId, (db) => db.supportDrafts.update(entry.idempotencyKey, { refused: error.code }));
  },
};
